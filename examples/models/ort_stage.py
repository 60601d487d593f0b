#!/usr/bin/env python3
"""Run ONNX models that hetc exported (a stage, or a training graph of one)
in onnxruntime, for hetc's tests and `hetc bench kernels`.

Needs onnx, onnxruntime and numpy (examples/models/requirements-oracle.txt).

  ort_stage.py run MODEL.onnx OUT_DIR IN0.npy IN1.npy ...
      Runs the model once on one thread and writes its outputs as
      OUT_DIR/out<k>.npy.

  ort_stage.py serve [--isa avx2 --patched DIR]
      Reads JSON commands from stdin, one per line, and answers each with
      one JSON line on stdout:
        {"load": ID, "model": PATH, "inputs": [NPY, ...], "threads": T}
            -> {"ok": true}  (session with T intra-op threads, one
               inter-op thread, all graph optimisations; one warm-up run)
        {"time": ID, "reps": N}
            -> {"seconds": [s_1, ..., s_N]}  (wall time of each run)
        {"drop": ID} -> {"ok": true}
        {"info": true} -> {"onnxruntime": VERSION, "isa": WHAT}
      Errors answer {"error": "..."}; end of input ends the server.

      With --isa avx2 the server runs a copy of onnxruntime held to AVX2
      on an AVX-512 host (made once in DIR, see `hold_to_avx2`), so that
      its times can stand beside code compiled for an AVX2 processor.
"""

import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import time

import numpy as np

ort = None  # onnxruntime, imported by main (after `hold_to_avx2`)
ISA = "every extension this processor has (MLAS reads cpuid)"

# push 7; pop rax: three bytes, as XGETBV's, leaving XCR0 = x87 | SSE | AVX.
XCR0_AVX = bytes([0x6A, 0x07, 0x58])


def hold_to_avx2(out):
    """A copy of the installed onnxruntime package in OUT/onnxruntime whose
    shared objects read XCR0 (the state the OS saves) as x87 | SSE | AVX.

    MLAS takes its AVX-512 kernels only when cpuid has AVX512F *and* XCR0
    has the opmask and ZMM state bits (platform.cpp); onnxruntime's own
    CPUIDInfo checks the same bits. Every XGETBV in the copy's code (found
    with objdump, so no other bytes are touched) becomes `push 7; pop rax`,
    so both see an AVX2 + FMA processor and pick their AVX2/FMA3 kernels,
    the ones an AVX2 host runs. Returns the directory to put on sys.path
    and the number of instructions patched.
    """
    import importlib.util

    spec = importlib.util.find_spec("onnxruntime")
    if spec is None or not spec.submodule_search_locations:
        raise SystemExit("onnxruntime is not installed")
    src = list(spec.submodule_search_locations)[0]
    libs = sorted(
        os.path.relpath(os.path.join(d, f), src)
        for d, _, fs in os.walk(src)
        for f in fs
        if re.search(r"\.so(\.|$)", f)
    )
    tag = hashlib.sha256()
    for rel in libs:
        st = os.stat(os.path.join(src, rel))
        tag.update(f"{rel} {st.st_size} {st.st_mtime_ns}".encode())
    tag = tag.hexdigest()[:16]
    dest = os.path.join(out, tag)
    done = os.path.join(dest, "PATCHED")
    if os.path.exists(done):
        with open(done) as f:
            return dest, int(f.read().split()[0])
    tmp = dest + f".tmp{os.getpid()}"
    shutil.rmtree(tmp, ignore_errors=True)
    shutil.copytree(src, os.path.join(tmp, "onnxruntime"), symlinks=True)
    patched = 0
    for rel in libs:
        path = os.path.join(tmp, "onnxruntime", rel)
        if os.path.islink(path):
            continue
        patched += patch_xgetbv(path)
    if patched == 0:
        raise SystemExit(f"no XGETBV found in {src}'s shared objects: cannot hold it to AVX2")
    with open(os.path.join(tmp, "PATCHED"), "w") as f:
        f.write(f"{patched} XGETBV instructions patched in a copy of {src}\n")
    shutil.rmtree(dest, ignore_errors=True)
    os.rename(tmp, dest)
    return dest, patched


def patch_xgetbv(path):
    """Replace each XGETBV instruction of PATH's code (objdump's listing,
    mapped to file offsets through the section headers) by XCR0_AVX."""
    if shutil.which("objdump") is None:
        raise SystemExit("holding onnxruntime to AVX2 needs objdump (binutils) on PATH")
    heads = subprocess.run(
        ["objdump", "-h", "-w", path], check=True, capture_output=True, text=True
    ).stdout
    # Idx Name Size VMA LMA File-off Algn Flags
    sections = []
    for line in heads.splitlines():
        f = line.split()
        if len(f) >= 7 and f[0].isdigit() and "CODE" in line:
            sections.append((int(f[3], 16), int(f[2], 16), int(f[5], 16)))
    if not sections:
        return 0
    listing = subprocess.run(
        ["objdump", "-d", "-w", "--no-show-raw-insn", path],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    addrs = [int(m.group(1), 16) for m in re.finditer(r"^\s*([0-9a-f]+):\s+xgetbv\b", listing, re.M)]
    with open(path, "r+b") as f:
        for a in addrs:
            off = next((a - vma + fo for vma, size, fo in sections if vma <= a < vma + size), None)
            if off is None:
                raise SystemExit(f"{path}: xgetbv at {a:#x} is in no code section")
            f.seek(off)
            if f.read(3) != b"\x0f\x01\xd0":
                raise SystemExit(f"{path}: the bytes at {off:#x} are not xgetbv")
            f.seek(off)
            f.write(XCR0_AVX)
    return len(addrs)


def session(model, threads):
    so = ort.SessionOptions()
    so.intra_op_num_threads = threads
    so.inter_op_num_threads = 1
    so.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
    so.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    # One thread means the calling thread only (no pool to spin).
    so.add_session_config_entry("session.intra_op.allow_spinning", "1" if threads > 1 else "0")
    return ort.InferenceSession(model, so, providers=["CPUExecutionProvider"])


def feeds(sess, paths):
    names = [i.name for i in sess.get_inputs()]
    if len(names) != len(paths):
        raise ValueError(f"the model has {len(names)} inputs, {len(paths)} given")
    return {n: np.load(p) for n, p in zip(names, paths)}


def run(model, out_dir, inputs):
    sess = session(model, 1)
    outs = sess.run(None, feeds(sess, inputs))
    os.makedirs(out_dir, exist_ok=True)
    for k, o in enumerate(outs):
        np.save(os.path.join(out_dir, f"out{k}.npy"), np.asarray(o))


def serve():
    loaded = {}
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        try:
            cmd = json.loads(line)
            if "load" in cmd:
                sess = session(cmd["model"], int(cmd.get("threads", 1)))
                f = feeds(sess, cmd["inputs"])
                sess.run(None, f)
                loaded[cmd["load"]] = (sess, f)
                answer = {"ok": True}
            elif "time" in cmd:
                sess, f = loaded[cmd["time"]]
                secs = []
                for _ in range(int(cmd.get("reps", 1))):
                    t = time.perf_counter()
                    sess.run(None, f)
                    secs.append(time.perf_counter() - t)
                answer = {"seconds": secs}
            elif "info" in cmd:
                answer = {"onnxruntime": ort.__version__, "isa": ISA}
            elif "drop" in cmd:
                loaded.pop(cmd["drop"], None)
                answer = {"ok": True}
            else:
                answer = {"error": f"unknown command {line}"}
        except Exception as e:  # answered, not fatal: the client names it
            answer = {"error": f"{type(e).__name__}: {e}"}
        print(json.dumps(answer), flush=True)


def main():
    global ort, ISA
    args = sys.argv[1:]
    if len(args) == 5 and args[:2] == ["serve", "--isa"] and args[3] == "--patched":
        if args[2] != "avx2":
            sys.exit(f"--isa {args[2]}: only avx2 can be asked for")
        dest, n = hold_to_avx2(args[4])
        sys.path.insert(0, dest)
        ISA = f"AVX2 + FMA (a copy in {dest} with its {n} XGETBV reading no AVX-512 state)"
        args = args[:1]
    import onnxruntime

    ort = onnxruntime
    if ISA.startswith("AVX2") and not ort.__file__.startswith(sys.path[0]):
        sys.exit(f"the patched copy was not imported ({ort.__file__})")
    if len(args) >= 3 and args[0] == "run":
        run(args[1], args[2], args[3:])
    elif args == ["serve"]:
        serve()
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
