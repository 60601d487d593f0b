#!/usr/bin/env python3
"""Test inputs and onnxruntime outputs of the ONNX fixtures, for the
numerical checks of hetc's reference interpreter and backends.

Needs only: onnx, onnxruntime, numpy.

    python3 examples/models/reference_io.py --out DIR [--models-dir examples/models]

For each fixture below writes DIR/<fixture>.io.json:

  model     file name
  bindings  {dim_param: value}
  inputs    [{"name", "dtype", "shape", "data": [flat, row-major]}]
  outputs   [{"name", "dtype", "shape", "data": [...]}], computed by
            onnxruntime (single thread, graph optimizations disabled)

Inputs come from oracle.py's seeded generator (same specs, same seed).
Float32 values are written as the shortest decimal that reads back as the
same float32.
"""

import argparse
import json
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import oracle  # noqa: E402

try:
    import onnx
    import onnxruntime as ort
except ImportError as e:  # pragma: no cover
    sys.exit(f"reference_io.py: missing Python package ({e}); run: pip install onnx onnxruntime numpy")

# fixture -> bindings; batch 2 and a short sequence keep the Rust
# interpreter's run short.
FIXTURES = {
    "gpt2-tiny": {"batch": 2, "sequence": 8},
    "resnet50-tiny": {"batch": 2},
}


def as_list(arr):
    arr = np.asarray(arr)
    if arr.dtype == np.float32:
        return [float(np.format_float_positional(x, unique=True)) if np.isfinite(x) else float(x)
                for x in arr.reshape(-1)]
    return arr.reshape(-1).tolist()


def entry(name, arr):
    arr = np.asarray(arr)
    return {
        "name": name,
        "dtype": oracle.dtype_name(arr, name),
        "shape": [int(d) for d in arr.shape],
        "data": as_list(arr),
    }


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--models-dir", default=os.path.dirname(os.path.abspath(__file__)))
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    for stem, bindings in FIXTURES.items():
        file, _, specs = oracle.FIXTURES[stem]
        path = os.path.join(args.models_dir, file)
        model = onnx.load(path)
        feeds = oracle.make_inputs(model, bindings, specs, stem)
        so = ort.SessionOptions()
        so.intra_op_num_threads = 1
        so.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL
        sess = ort.InferenceSession(path, so, providers=["CPUExecutionProvider"])
        names = [o.name for o in sess.get_outputs()]
        outs = sess.run(names, feeds)
        doc = {
            "model": file,
            "bindings": bindings,
            "inputs": [entry(k, v) for k, v in feeds.items()],
            "outputs": [entry(k, v) for k, v in zip(names, outs)],
        }
        with open(os.path.join(args.out, f"{stem}.io.json"), "w") as f:
            json.dump(doc, f)
            f.write("\n")


if __name__ == "__main__":
    main()
