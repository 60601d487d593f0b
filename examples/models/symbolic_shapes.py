#!/usr/bin/env python3
"""onnxruntime's output shapes for concrete input shapes, and a hand-built
graph of symbolic windows, for the symbolic-shape tests (tests/onnx_real.rs).

Needs: onnx, onnxruntime, numpy.

    python3 examples/models/symbolic_shapes.py shapes < runs.json

reads a JSON list of runs, each {"model": PATH, "feeds": {NAME: {"dtype":
"f32" | "i64", "shape": [...], "value": optional integer}}}, runs each model
with onnxruntime on seeded inputs of those shapes (floats standard normal,
integers 0 or 1 — valid token ids, masks and segment ids; "value" fills the
tensor with that integer) and prints a JSON list of {OUTPUT: shape}.

    python3 examples/models/symbolic_shapes.py window-chain OUT.onnx

writes a graph over X f32[N, 3, H, W] (N, H, W symbolic): Conv (8 filters,
kernel 3x5, strides 2x3, pads h 1+0 and w 2+1, dilation w 2) -> MaxPool
(2x2, stride 2, ceil_mode) -> Resize (nearest, scales 2 and 1.5) -> Slice
(H from 1 to the end; W from 0 to W, the input's own width, read with
Shape -> Gather) -> Y.
"""

import json
import sys

import numpy as np


def shapes():
    import onnxruntime as ort

    rng = np.random.default_rng(17)
    out = []
    for run in json.load(sys.stdin):
        so = ort.SessionOptions()
        so.intra_op_num_threads = 1
        so.log_severity_level = 3
        sess = ort.InferenceSession(run["model"], so, providers=["CPUExecutionProvider"])
        feeds = {}
        for name, spec in run["feeds"].items():
            shape = tuple(spec["shape"])
            if spec["dtype"] == "f32":
                feeds[name] = rng.standard_normal(shape).astype(np.float32)
            elif "value" in spec:
                feeds[name] = np.full(shape, spec["value"], np.int64)
            else:
                feeds[name] = rng.integers(0, 2, size=shape).astype(np.int64)
        names = [o.name for o in sess.get_outputs()]
        res = sess.run(names, feeds)
        out.append({n: [int(d) for d in r.shape] for n, r in zip(names, res)})
    json.dump(out, sys.stdout)


def window_chain(path):
    import onnx
    from onnx import TensorProto, helper, numpy_helper

    rng = np.random.default_rng(3)
    w = numpy_helper.from_array(rng.standard_normal((8, 3, 3, 5)).astype(np.float32), "w")
    scales = numpy_helper.from_array(np.array([1, 1, 2.0, 1.5], np.float32), "scales")
    consts = {
        "axis3": np.array([3], np.int64),
        "starts": np.array([1, 0], np.int64),
        "h_end": np.array([np.iinfo(np.int64).max], np.int64),
        "axes": np.array([2, 3], np.int64),
    }
    inits = [w, scales] + [numpy_helper.from_array(v, k) for k, v in consts.items()]
    nodes = [
        helper.make_node(
            "Conv", ["x", "w"], ["c"], kernel_shape=[3, 5], strides=[2, 3],
            pads=[1, 2, 0, 1], dilations=[1, 2],
        ),
        helper.make_node("MaxPool", ["c"], ["p"], kernel_shape=[2, 2], strides=[2, 2], ceil_mode=1),
        helper.make_node("Resize", ["p", "", "scales"], ["r"], mode="nearest"),
        helper.make_node("Shape", ["x"], ["xs"]),
        helper.make_node("Gather", ["xs", "axis3"], ["wdim"], axis=0),
        helper.make_node("Concat", ["h_end", "wdim"], ["ends"], axis=0),
        helper.make_node("Slice", ["r", "starts", "ends", "axes"], ["y"]),
    ]
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, ["N", 3, "H", "W"])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, ["N", 8, "h", "w"])
    g = helper.make_graph(nodes, "window_chain", [x], [y], inits)
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)], ir_version=8)
    onnx.checker.check_model(m)
    onnx.save(m, path)


if __name__ == "__main__":
    if sys.argv[1:2] == ["shapes"]:
        shapes()
    elif sys.argv[1:2] == ["window-chain"] and len(sys.argv) == 3:
        window_chain(sys.argv[2])
    else:
        sys.exit(__doc__)
