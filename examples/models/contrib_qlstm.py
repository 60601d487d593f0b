#!/usr/bin/env python3
"""A com.microsoft DynamicQuantizeLSTM (bidirectional; W's scale and zero
point per direction, R's per column, its zero points 0 as onnxruntime
requires there) built with onnx.helper, and
onnxruntime's outputs on seeded inputs, for tests/onnx_real.rs.

    python3 examples/models/contrib_qlstm.py DIR

writes DIR/qlstm.onnx and DIR/qlstm.io.json (inputs and outputs). Needs
onnx, onnxruntime and numpy.

onnxruntime runs on one thread: its DynamicQuantizeLSTM's outputs depend
on the thread count (on a random cell, two threads differ from one by
5e-3 of the output's scale); on one thread it quantizes the whole input
sequence once and each step's hidden state before its recurrent product.
"""

import json
import sys

import numpy as np
import onnx
import onnxruntime as ort
from onnx import TensorProto, helper, numpy_helper


def main():
    out = sys.argv[1]
    rng = np.random.default_rng(97)
    seq, batch, inp, hid, dirs = 6, 2, 12, 8, 2
    w = rng.integers(-127, 128, (dirs, inp, 4 * hid)).astype(np.int8)
    r = rng.integers(-127, 128, (dirs, hid, 4 * hid)).astype(np.int8)
    inits = {
        "W": w,
        "R": r,
        "B": (0.1 * rng.standard_normal((dirs, 8 * hid))).astype(np.float32),
        "W_scale": np.array([0.011, 0.009], np.float32),
        "W_zero_point": np.array([3, -2], np.int8),
        "R_scale": (0.01 + 0.01 * rng.random((dirs, 4 * hid))).astype(np.float32),
        # per column, onnxruntime takes zero points of 0 only
        "R_zero_point": np.zeros((dirs, 4 * hid), np.int8),
    }
    node = helper.make_node(
        "DynamicQuantizeLSTM",
        ["X", "W", "R", "B", "", "h0", "c0", "", "W_scale", "W_zero_point", "R_scale", "R_zero_point"],
        ["Y", "Y_h", "Y_c"],
        domain="com.microsoft",
        hidden_size=hid,
        direction="bidirectional",
        name="qlstm",
    )
    f32 = TensorProto.FLOAT
    graph = helper.make_graph(
        [node],
        "qlstm",
        [
            helper.make_tensor_value_info("X", f32, [seq, batch, inp]),
            helper.make_tensor_value_info("h0", f32, [dirs, batch, hid]),
            helper.make_tensor_value_info("c0", f32, [dirs, batch, hid]),
        ],
        [
            helper.make_tensor_value_info("Y", f32, [seq, dirs, batch, hid]),
            helper.make_tensor_value_info("Y_h", f32, [dirs, batch, hid]),
            helper.make_tensor_value_info("Y_c", f32, [dirs, batch, hid]),
        ],
        [numpy_helper.from_array(v, k) for k, v in inits.items()],
    )
    model = helper.make_model(
        graph, opset_imports=[helper.make_opsetid("", 17), helper.make_opsetid("com.microsoft", 1)]
    )
    model.ir_version = 8
    onnx.save(model, f"{out}/qlstm.onnx")
    feeds = {
        "X": rng.standard_normal((seq, batch, inp)).astype(np.float32),
        "h0": (0.5 * rng.standard_normal((dirs, batch, hid))).astype(np.float32),
        "c0": (0.5 * rng.standard_normal((dirs, batch, hid))).astype(np.float32),
    }
    so = ort.SessionOptions()
    so.intra_op_num_threads = 1
    sess = ort.InferenceSession(f"{out}/qlstm.onnx", so, providers=["CPUExecutionProvider"])
    names = [o.name for o in sess.get_outputs()]
    outs = sess.run(names, feeds)

    def entry(name, a):
        return {"name": name, "dtype": "f32", "shape": list(a.shape), "data": [float(x) for x in a.reshape(-1)]}

    doc = {
        "inputs": [entry(k, v) for k, v in feeds.items()],
        "outputs": [entry(k, v) for k, v in zip(names, outs)],
    }
    with open(f"{out}/qlstm.io.json", "w") as fh:
        json.dump(doc, fh)


if __name__ == "__main__":
    main()
