#!/usr/bin/env python3
"""Every ONNX backend node test through the `hetc eval` command line, one
process per test, as a user runs it: a crash (an abort inside LLVM, a
panic) is one failed test, not the end of the run — the in-process harness
(tests/onnx_node.rs) cannot survive those. Prints pass / fail / crash
counts, then each test that did not pass.

  target/pyenv/bin/python scripts/onnx-node-cli.py [NAME_PART] [-- hetc eval flags]

NAME_PART filters the tests (`pool`, `reduce_sum`); flags after `--` go
to `hetc eval` (`--reference`). Needs the suite (scripts/onnx-node-tests.sh)
and onnx + numpy (the test venv); HETC (default target/debug/hetc) is the
binary. Tests whose inputs are sequences or optionals are skipped (counted
as neither). Matching is onnx's: numpy allclose(rtol=1e-3, atol=1e-4),
NaN equal to NaN, integers and booleans exactly. All 1765 take ~8 min on 2
cores.
"""
import glob
import os
import subprocess
import sys
import tempfile

import numpy as np
import onnx
from onnx import numpy_helper

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def tensor(path):
    t = onnx.TensorProto()
    with open(path, "rb") as f:
        t.ParseFromString(f.read())
    return numpy_helper.to_array(t)


def run(d, hetc, flags, tmp):
    m = onnx.load(f"{d}/model.onnx", load_external_data=False)
    inits = {t.name for t in m.graph.initializer}
    ins = [i.name for i in m.graph.input if i.name not in inits]
    outs = [o.name for o in m.graph.output]
    for s in sorted(glob.glob(f"{d}/test_data_set_*")):
        try:
            feeds = {n: tensor(f"{s}/input_{k}.pb") for k, n in enumerate(ins)}
            want = [tensor(f"{s}/output_{k}.pb") for k in range(len(outs))]
        except Exception:  # sequences, optionals: not tensors
            return "skip"
        src, dst = os.path.join(tmp, "in.npz"), os.path.join(tmp, "out.npz")
        np.savez(src, **feeds)
        try:
            r = subprocess.run([hetc, "eval", f"{d}/model.onnx", "--input", src, "--output", dst, *flags],
                               capture_output=True, text=True, timeout=300)
        except subprocess.TimeoutExpired:
            return "crash"
        if r.returncode != 0:
            crashed = r.returncode < 0 or "LLVM ERROR" in r.stderr or "panicked" in r.stderr
            return "crash" if crashed else "fail"
        got = np.load(dst)
        for n, w in zip(outs, want):
            if n not in got.files or got[n].shape != w.shape:
                return "fail"
            g = got[n]
            if w.dtype.kind in "fc":
                if not np.allclose(g.astype(np.float64), w.astype(np.float64), rtol=1e-3, atol=1e-4,
                                   equal_nan=True):
                    return "fail"
            elif not (g == w).all():
                return "fail"
    return "pass"


def main():
    args = sys.argv[1:]
    flags = args[args.index("--") + 1:] if "--" in args else []
    args = args[:args.index("--")] if "--" in args else args
    part = args[0] if args else ""
    hetc = os.environ.get("HETC", os.path.join(ROOT, "target/debug/hetc"))
    node = os.path.join(ROOT, "target/onnx-node-tests/node")
    counts = {"pass": 0, "fail": 0, "crash": 0}
    bad = []
    with tempfile.TemporaryDirectory() as tmp:
        for d in sorted(glob.glob(f"{node}/test_*")):
            if part not in os.path.basename(d):
                continue
            r = run(d, hetc, flags, tmp)
            if r == "skip":
                continue
            counts[r] += 1
            if r != "pass":
                bad.append(f"{r} {os.path.basename(d)}")
    print(f"{counts} of {sum(counts.values())} ({' '.join(flags) or 'default path'})")
    print("\n".join(bad))


if __name__ == "__main__":
    main()
