#!/usr/bin/env python3
"""com.microsoft MultiHeadAttention with packed QKV and packed KV, and
onnxruntime's outputs for it, for tests/onnx_real.rs.

Needs: onnx, onnxruntime, numpy.

    python3 examples/models/contrib_packed.py OUTDIR

writes OUTDIR/mha-packed.onnx, two MultiHeadAttention nodes (num_heads 3,
head size 4):
  y1: packed QKV, query [B, S, N, 3, H] alone;
  y2: query [B, S, N*H] with packed KV, key [B, L, N, 2, H] and no value,
      and a key padding mask [B, L] (int32, 0 = padding);
and OUTDIR/mha-packed.io.json with seeded inputs and the outputs. The CPU
kernels of onnxruntime do not implement the packed forms ("Packed QKV of
shape (B, L, N, 3, H) not implemented for CPU"), so the outputs are those
of the same nodes on the unpacked inputs — query, key and value cut from
the packed tensors as onnxruntime's documentation of the layout says
(part i along dim 3, heads and head size merged) — run by onnxruntime.
"""

import json
import os
import sys

import numpy as np
import onnx
import onnxruntime as ort
from onnx import TensorProto, helper

B, S, L, N, H = 2, 5, 6, 3, 4
F, I32 = TensorProto.FLOAT, TensorProto.INT32


def model(nodes, inputs, outputs):
    g = helper.make_graph(
        nodes,
        "mha_packed",
        [helper.make_tensor_value_info(n, t, s) for n, t, s in inputs],
        [helper.make_tensor_value_info(n, F, [B, S, N * H]) for n in outputs],
    )
    return helper.make_model(
        g,
        opset_imports=[helper.make_opsetid("", 17), helper.make_opsetid("com.microsoft", 1)],
        ir_version=8,
    )


def mha(inputs, out):
    return helper.make_node("MultiHeadAttention", inputs, [out], domain="com.microsoft", num_heads=N)


def entry(name, a):
    dt = {np.dtype(np.float32): "f32", np.dtype(np.int32): "i32"}[a.dtype]
    data = a.reshape(-1).tolist()
    if dt == "f32":
        data = [float(np.format_float_positional(x, unique=True)) for x in a.reshape(-1)]
    return {"name": name, "dtype": dt, "shape": list(a.shape), "data": data}


def main(out):
    rng = np.random.default_rng(23)
    feeds = {
        "qkv": rng.standard_normal((B, S, N, 3, H)).astype(np.float32),
        "q": rng.standard_normal((B, S, N * H)).astype(np.float32),
        "kv": rng.standard_normal((B, L, N, 2, H)).astype(np.float32),
        "mask": np.array([[1, 1, 1, 1, 0, 0], [1, 1, 1, 1, 1, 1]], np.int32),
    }
    packed = model(
        [mha(["qkv"], "y1"), mha(["q", "kv", "", "", "mask"], "y2")],
        [
            ("qkv", F, [B, S, N, 3, H]),
            ("q", F, [B, S, N * H]),
            ("kv", F, [B, L, N, 2, H]),
            ("mask", I32, [B, L]),
        ],
        ["y1", "y2"],
    )
    onnx.checker.check_model(packed)
    onnx.save(packed, os.path.join(out, "mha-packed.onnx"))

    def part(x, i):
        return np.ascontiguousarray(x[:, :, :, i, :].reshape(x.shape[0], x.shape[1], N * H))

    twin = model(
        [mha(["q1", "k1", "v1"], "y1"), mha(["q", "k2", "v2", "", "mask"], "y2")],
        [(n, F, [B, S if n.endswith("1") else L, N * H]) for n in ["q1", "k1", "v1", "k2", "v2"]]
        + [("q", F, [B, S, N * H]), ("mask", I32, [B, L])],
        ["y1", "y2"],
    )
    twin_feeds = {
        "q1": part(feeds["qkv"], 0),
        "k1": part(feeds["qkv"], 1),
        "v1": part(feeds["qkv"], 2),
        "k2": part(feeds["kv"], 0),
        "v2": part(feeds["kv"], 1),
        "q": feeds["q"],
        "mask": feeds["mask"],
    }
    so = ort.SessionOptions()
    so.intra_op_num_threads = 1
    so.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL
    sess = ort.InferenceSession(twin.SerializeToString(), so, providers=["CPUExecutionProvider"])
    y1, y2 = sess.run(["y1", "y2"], twin_feeds)
    doc = {
        "inputs": [entry(k, v) for k, v in feeds.items()],
        "outputs": [entry("y1", y1), entry("y2", y2)],
    }
    with open(os.path.join(out, "mha-packed.io.json"), "w") as f:
        json.dump(doc, f)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(sys.argv[1])
