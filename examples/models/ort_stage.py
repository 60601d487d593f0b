#!/usr/bin/env python3
"""Run ONNX models that hetc exported (a stage, or a training graph of one)
in onnxruntime, for hetc's tests and `hetc bench kernels`.

Needs onnx, onnxruntime and numpy (examples/models/requirements-oracle.txt).

  ort_stage.py run MODEL.onnx OUT_DIR IN0.npy IN1.npy ...
      Runs the model once on one thread and writes its outputs as
      OUT_DIR/out<k>.npy.

  ort_stage.py serve
      Reads JSON commands from stdin, one per line, and answers each with
      one JSON line on stdout:
        {"load": ID, "model": PATH, "inputs": [NPY, ...], "threads": T}
            -> {"ok": true}  (session with T intra-op threads, one
               inter-op thread, all graph optimisations; one warm-up run)
        {"time": ID, "reps": N}
            -> {"seconds": [s_1, ..., s_N]}  (wall time of each run)
        {"drop": ID} -> {"ok": true}
      Errors answer {"error": "..."}; end of input ends the server.
"""

import json
import os
import sys
import time

import numpy as np
import onnxruntime as ort


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
            elif "drop" in cmd:
                loaded.pop(cmd["drop"], None)
                answer = {"ok": True}
            else:
                answer = {"error": f"unknown command {line}"}
        except Exception as e:  # answered, not fatal: the client names it
            answer = {"error": f"{type(e).__name__}: {e}"}
        print(json.dumps(answer), flush=True)


def main():
    if len(sys.argv) >= 4 and sys.argv[1] == "run":
        run(sys.argv[2], sys.argv[3], sys.argv[4:])
    elif len(sys.argv) == 2 and sys.argv[1] == "serve":
        serve()
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
