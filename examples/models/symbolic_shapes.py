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

    python3 examples/models/symbolic_shapes.py unknown-dims DIR

writes DIR/unknown_dims.onnx, a graph in the form Paddle2ONNX exports (every
unknown dim written as dim_param "?"; one input dim with neither value nor
name, one with -1), over x f32[?, ?, 512], y f32[?, ?, 128], z f32[?, ?]:
  r = Reshape(x, [-1, 16, 128])                 (the -1 is x0*x1/4)
  c = Concat(r, y, axis 2)                      (y must be [x0*x1/4, 16, _])
  s = Reshape(x, Concat(Shape(z)[0:1], [-1]))   (the -1 is 512*x0*x1/z0)
  t = Transpose(z) * 2                          (z's two dims differ)
  u = Concat(Reshape(z, [1, -1]), [[0.5]], 1)   (z0*z1 + 1 columns)
and DIR/inputs.npz (x [2, 6, 512], y [3, 16, 40], z [4, 7], seeded
normal) with onnxruntime's outputs on them in DIR/ort.npz.
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


def unknown_dims(out):
    import os

    import onnx
    import onnxruntime as ort
    from onnx import TensorProto, helper, numpy_helper

    consts = {
        "shape_r": np.array([-1, 16, 128], np.int64),
        "zero": np.array([0], np.int64),
        "one": np.array([1], np.int64),
        "minus1": np.array([-1], np.int64),
        "shape_z": np.array([1, -1], np.int64),
        "two": np.array(2.0, np.float32),
        "half": np.array([[0.5]], np.float32),
    }
    inits = [numpy_helper.from_array(v, k) for k, v in consts.items()]
    nodes = [
        helper.make_node("Reshape", ["x", "shape_r"], ["r"]),
        helper.make_node("Concat", ["r", "y"], ["c"], axis=2),
        helper.make_node("Shape", ["z"], ["zs"]),
        helper.make_node("Slice", ["zs", "zero", "one"], ["z0"]),
        helper.make_node("Concat", ["z0", "minus1"], ["shape_s"], axis=0),
        helper.make_node("Reshape", ["x", "shape_s"], ["s"]),
        helper.make_node("Transpose", ["z"], ["zt"], perm=[1, 0]),
        helper.make_node("Mul", ["zt", "two"], ["t"]),
        helper.make_node("Reshape", ["z", "shape_z"], ["zr"]),
        helper.make_node("Concat", ["zr", "half"], ["u"], axis=1),
    ]
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, ["?", "?", 512])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, ["?", None, "?"])
    y.type.tensor_type.shape.dim[1].Clear()  # neither dim_value nor dim_param
    z = helper.make_tensor_value_info("z", TensorProto.FLOAT, ["?", -1])
    outs = [
        helper.make_tensor_value_info(n, TensorProto.FLOAT, ["?"] * r)
        for n, r in [("c", 3), ("s", 2), ("t", 2), ("u", 2)]
    ]
    g = helper.make_graph(nodes, "unknown_dims", [x, y, z], outs, inits)
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)], ir_version=8)
    onnx.checker.check_model(m)
    os.makedirs(out, exist_ok=True)
    path = os.path.join(out, "unknown_dims.onnx")
    onnx.save(m, path)
    rng = np.random.default_rng(11)
    feeds = {
        "x": rng.standard_normal((2, 6, 512)).astype(np.float32),
        "y": rng.standard_normal((3, 16, 40)).astype(np.float32),
        "z": rng.standard_normal((4, 7)).astype(np.float32),
    }
    so = ort.SessionOptions()
    so.log_severity_level = 3
    sess = ort.InferenceSession(path, so, providers=["CPUExecutionProvider"])
    names = [o.name for o in sess.get_outputs()]
    res = sess.run(names, feeds)
    np.savez(os.path.join(out, "inputs.npz"), **feeds)
    np.savez(os.path.join(out, "ort.npz"), **dict(zip(names, res)))


if __name__ == "__main__":
    if sys.argv[1:2] == ["shapes"]:
        shapes()
    elif sys.argv[1:2] == ["window-chain"] and len(sys.argv) == 3:
        window_chain(sys.argv[2])
    elif sys.argv[1:2] == ["unknown-dims"] and len(sys.argv) == 3:
        unknown_dims(sys.argv[2])
    else:
        sys.exit(__doc__)
