#!/usr/bin/env python3
"""Seeded inputs and onnxruntime outputs of the real ONNX exports that
scripts/onnx-real-models.sh fetches, for tests/onnx_real.rs.

Needs only: onnxruntime, numpy.

    python3 examples/models/real_models_io.py --dir target/onnx-real-models

For each model below writes DIR/<name>.io.json:

  bindings  {name: value} for `hetc compile --bind`: symbolic dims, and
            one-element int64 inputs compiled in as constants
  inputs    [{"name", "dtype", "shape", "data"}] the bundle takes (the
            compiled-in inputs are not among them)
  outputs   [{"name", "dtype", "shape", "data"}] computed by onnxruntime
            (single thread, graph optimizations disabled) from the inputs
            and the compiled-in values

and, for the models in ORT_OPTIMIZED, DIR/<name>.ort-opt.onnx: the model as
onnxruntime's graph optimizer (ORT_ENABLE_EXTENDED) writes it, with its
com.microsoft contrib ops.
"""

import argparse
import json
import os
import sys

import numpy as np

try:
    import onnxruntime as ort
except ImportError as e:  # pragma: no cover
    sys.exit(f"real_models_io.py: missing Python package ({e}); run: pip install onnxruntime numpy")


def tokens(rng, n):
    """A BERT-style id sequence: [CLS] words [SEP], the last 3 positions
    padding (mask 0)."""
    ids = rng.integers(1000, 20000, size=(1, n)).astype(np.int64)
    ids[0, 0], ids[0, n - 4] = 101, 102
    ids[0, n - 3:] = 0
    mask = np.ones((1, n), np.int64)
    mask[0, n - 3:] = 0
    return ids, mask


def models(rng):
    """name -> (bindings, feeds the bundle takes, values compiled in)."""
    ids, mask = tokens(rng, 16)
    return {
        "vit-s-focus": (
            {"batch_size": 1},
            {"input_image": rng.standard_normal((1, 3, 224, 224)).astype(np.float32)},
            {},
        ),
        "minilm-l3": (
            {"batch_size": 1, "sequence_length": 16},
            {"input_ids": ids, "attention_mask": mask},
            {},
        ),
        "minilm-l6-int8": (
            {"batch": 1, "sequence": 16},
            {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)},
            {},
        ),
        "ddddocr": (
            {"image_width": 96},
            {"input1": rng.uniform(-1.0, 1.0, (1, 1, 64, 96)).astype(np.float32)},
            {},
        ),
        "silero-vad": (
            {"sr": 16000, "input_dim0": 1, "input_dim1": 512, "state_dim1": 1},
            {
                "input": (0.1 * rng.standard_normal((1, 512))).astype(np.float32),
                "state": (0.1 * rng.standard_normal((2, 1, 128))).astype(np.float32),
            },
            {"sr": np.array(16000, np.int64)},
        ),
    }


# models also written as onnxruntime's optimizer rewrites them
ORT_OPTIMIZED = ["minilm-l3", "minilm-l6-int8"]

DTYPES = {np.dtype(np.float32): "f32", np.dtype(np.int64): "i64", np.dtype(np.bool_): "bool"}


def entry(name, arr):
    arr = np.asarray(arr)
    if arr.dtype == np.float32:
        data = [float(np.format_float_positional(x, unique=True)) for x in arr.reshape(-1)]
    else:
        data = arr.reshape(-1).tolist()
    return {"name": name, "dtype": DTYPES[arr.dtype], "shape": [int(d) for d in arr.shape], "data": data}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dir", required=True)
    args = ap.parse_args()
    rng = np.random.default_rng(17)
    for name, (bindings, feeds, fixed) in models(rng).items():
        path = os.path.join(args.dir, f"{name}.onnx")
        so = ort.SessionOptions()
        so.intra_op_num_threads = 1
        so.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL
        so.log_severity_level = 3
        sess = ort.InferenceSession(path, so, providers=["CPUExecutionProvider"])
        names = [o.name for o in sess.get_outputs()]
        outs = sess.run(names, {**feeds, **fixed})
        doc = {
            "model": f"{name}.onnx",
            "bindings": bindings,
            "inputs": [entry(k, v) for k, v in feeds.items()],
            "outputs": [entry(k, v) for k, v in zip(names, outs)],
        }
        if name in ORT_OPTIMIZED:
            # onnxruntime's own graph optimizer rewrites the model with its
            # com.microsoft contrib ops (FusedMatMul, BiasGelu,
            # SkipLayerNormalization): hetc must import those too
            so = ort.SessionOptions()
            so.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_EXTENDED
            so.optimized_model_filepath = os.path.join(args.dir, f"{name}.ort-opt.onnx")
            so.log_severity_level = 3
            ort.InferenceSession(path, so, providers=["CPUExecutionProvider"])
        with open(os.path.join(args.dir, f"{name}.io.json"), "w") as f:
            json.dump(doc, f)
            f.write("\n")
        print(f"{name}: {', '.join(f'{o.name} {list(v.shape)}' for o, v in zip(sess.get_outputs(), outs))}")


if __name__ == "__main__":
    main()
