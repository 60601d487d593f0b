#!/usr/bin/env python3
"""A model whose extents depend on values it computes, as TTS and detector
exports have them, built with onnx.helper, and onnxruntime's outputs on two
input sets, for tests/onnx_real.rs.

    python3 examples/models/runtime_shapes.py DIR

writes DIR/runtime.onnx and DIR/runtime.a.io.json, DIR/runtime.b.io.json
(inputs and outputs), and DIR/lenreg.onnx with DIR/lenreg.a.io.json: the
length regulator alone, followed by a dense layer (what `--emit plan
--bind total=T` plans). Needs onnx, onnxruntime and numpy.

* A length regulator (a TTS duration predictor's): durations predicted
  from the token features (MatMul, Softplus, Round, Cast), their sum the
  bound of a `Range` of frame indices, each frame's token found by
  comparing with the durations' `CumSum`, the features gathered per
  frame; `ConstantOfShape` of the frame count.
* A detector head: boxes and scores computed from the features, a
  `NonMaxSuppression` on them, the kept boxes gathered; `NonZero` of a
  computed mask; `Compress` of the scores by a computed condition.

The two input sets give different frame counts and different numbers of
kept boxes.
"""

import json
import sys

import numpy as np
import onnx
import onnxruntime as ort
from onnx import TensorProto, helper, numpy_helper


def main():
    out = sys.argv[1]
    rng = np.random.default_rng(11)
    tokens, feat, nbox = 7, 4, 12
    inits = {
        "Wd": (0.8 * rng.standard_normal((feat, 1))).astype(np.float32),
        "bd": np.array([1.2], np.float32),
        "Wb": (2.0 * rng.standard_normal((feat, 4))).astype(np.float32),
        "Ws": rng.standard_normal((feat, 2)).astype(np.float32),
        "zero": np.array(0, np.int64),
        "one": np.array(1, np.int64),
        "axis1": np.array(1, np.int64),
        "ax0": np.array([0], np.int64),
        "half": np.array(0.5, np.float32),
        "maxk": np.array([5], np.int64),
        "iou": np.array([0.3], np.float32),
        "sthr": np.array([0.2], np.float32),
        "fill": numpy_helper.from_array(np.array([2.5], np.float32), "fill"),
    }
    fill = inits.pop("fill")
    n = helper.make_node
    nodes = [
        # durations per token: round(softplus(x · Wd + bd)) ≥ 0
        n("MatMul", ["x", "Wd"], ["d0"]),
        n("Add", ["d0", "bd"], ["d1"]),
        n("Softplus", ["d1"], ["d2"]),
        n("Round", ["d2"], ["d3"]),
        n("Cast", ["d3"], ["dur2"], to=TensorProto.INT64),
        n("Squeeze", ["dur2", "axis1v"], ["dur"]),
        n("ReduceSum", ["dur", "ax0"], ["total1"], keepdims=1),
        n("Squeeze", ["total1"], ["total"]),
        n("Range", ["zero", "total", "one"], ["frames"]),
        n("CumSum", ["dur", "zero"], ["ends"]),
        n("Unsqueeze", ["frames", "axis1v"], ["f2"]),
        n("GreaterOrEqual", ["f2", "ends"], ["past"]),
        n("Cast", ["past"], ["past_i"], to=TensorProto.INT64),
        n("ReduceSum", ["past_i", "axis1v"], ["tok"], keepdims=0),
        n("Gather", ["x", "tok"], ["frames_x"], axis=0),
        n("ConstantOfShape", ["total1"], ["filled"], value=fill),
        # detector head over the tokens repeated to nbox rows
        n("Tile", ["x", "reps"], ["xt"]),
        n("Slice", ["xt", "ax0", "nb", "ax0"], ["xb"]),
        n("MatMul", ["xb", "Wb"], ["b0"]),
        n("Unsqueeze", ["b0", "ax0"], ["boxes"]),
        n("MatMul", ["xb", "Ws"], ["s0"]),
        n("Sigmoid", ["s0"], ["s1"]),
        n("Transpose", ["s1"], ["s2"], perm=[1, 0]),
        n("Unsqueeze", ["s2", "ax0"], ["scores"]),
        n("NonMaxSuppression", ["boxes", "scores", "maxk", "iou", "sthr"], ["sel"]),
        n("Gather", ["sel", "two"], ["box_idx"], axis=1),
        n("Gather", ["b0", "box_idx"], ["kept"], axis=0),
        n("Greater", ["s1", "half"], ["mask"]),
        n("NonZero", ["mask"], ["nz"]),
        n("Identity", ["s1"], ["s3"]),
        n("Slice", ["s3", "ax0", "ax1e", "axis1v"], ["s_first"]),
        n("Squeeze", ["s_first", "axis1v"], ["s_col"]),
        n("Greater", ["s_col", "half"], ["cond"]),
        n("Compress", ["s_col", "cond"], ["picked"], axis=0),
    ]
    inits.update(
        {
            "reps": np.array([2, 1], np.int64),
            "nb": np.array([nbox], np.int64),
            "two": np.array(2, np.int64),
            "ax1e": np.array([1], np.int64),
            "axis1v": np.array([1], np.int64),
        }
    )
    f32 = TensorProto.FLOAT
    i64 = TensorProto.INT64
    graph = helper.make_graph(
        nodes,
        "runtime_shapes",
        [helper.make_tensor_value_info("x", f32, [tokens, feat])],
        [
            helper.make_tensor_value_info("frames_x", f32, ["frames", 4]),
            helper.make_tensor_value_info("filled", f32, ["frames"]),
            helper.make_tensor_value_info("sel", i64, ["kept", 3]),
            helper.make_tensor_value_info("kept", f32, ["kept", 4]),
            helper.make_tensor_value_info("nz", i64, [2, "hits"]),
            helper.make_tensor_value_info("picked", f32, ["picked"]),
        ],
        [numpy_helper.from_array(v, k) for k, v in inits.items()],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    model.ir_version = 8
    onnx.checker.check_model(model)
    onnx.save(model, f"{out}/runtime.onnx")
    sess = ort.InferenceSession(f"{out}/runtime.onnx", providers=["CPUExecutionProvider"])
    names = [o.name for o in sess.get_outputs()]
    dt = {np.dtype(np.float32): "f32", np.dtype(np.int64): "i64"}

    def entry(name, a):
        return {
            "name": name,
            "dtype": dt[a.dtype],
            "shape": list(a.shape),
            "data": [float(v) if a.dtype == np.float32 else int(v) for v in a.reshape(-1)],
        }

    # the length regulator alone, then a dense layer on its frames
    lr_inits = {k: inits[k] for k in ("Wd", "bd", "zero", "one", "ax0", "axis1v")}
    lr_inits["Wo"] = rng.standard_normal((feat, 8)).astype(np.float32)
    lr_nodes = nodes[:15] + [
        n("MatMul", ["frames_x", "Wo"], ["h"]),
        n("Relu", ["h"], ["y"]),
    ]
    lr = helper.make_model(
        helper.make_graph(
            lr_nodes,
            "length_regulator",
            [helper.make_tensor_value_info("x", f32, [tokens, feat])],
            [helper.make_tensor_value_info("y", f32, ["frames", 8])],
            [numpy_helper.from_array(v, k) for k, v in lr_inits.items()],
        ),
        opset_imports=[helper.make_opsetid("", 17)],
    )
    lr.ir_version = 8
    onnx.checker.check_model(lr)
    onnx.save(lr, f"{out}/lenreg.onnx")
    lr_sess = ort.InferenceSession(f"{out}/lenreg.onnx", providers=["CPUExecutionProvider"])

    for tag, scale in (("a", 1.0), ("b", 1.7)):
        feeds = {"x": (scale * rng.standard_normal((tokens, feat))).astype(np.float32)}
        if tag == "a":
            (y,) = lr_sess.run(["y"], feeds)
            with open(f"{out}/lenreg.a.io.json", "w") as fh:
                json.dump({"inputs": [entry(k, v) for k, v in feeds.items()], "outputs": [entry("y", y)]}, fh)
        outs = sess.run(names, feeds)
        doc = {
            "inputs": [entry(k, v) for k, v in feeds.items()],
            "outputs": [entry(k, v) for k, v in zip(names, outs)],
        }
        with open(f"{out}/runtime.{tag}.io.json", "w") as fh:
            json.dump(doc, fh)
        print(tag, {k: list(v.shape) for k, v in zip(names, outs)})


if __name__ == "__main__":
    main()
