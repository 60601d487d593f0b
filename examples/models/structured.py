#!/usr/bin/env python3
"""A model with sequences, optionals and TfIdfVectorizer, built with
onnx.helper, and onnxruntime's outputs on two input sets, for
tests/onnx_real.rs.

    python3 examples/models/structured.py DIR

writes DIR/structured.onnx and DIR/structured.a.io.json,
DIR/structured.b.io.json (inputs and outputs, a sequence as its elements
`NAME[i]`, as `hetc eval` takes and gives them). Needs onnx, onnxruntime
and numpy.

* TfIdfVectorizer on int32 tokens `[2, 12]`: IDF mode with uni-, bi- and
  trigrams, skips up to 2 and weights; TFIDF mode with bigrams, one skip
  and weights (the node tests have TF mode only, without weights).
* Sequences: SplitToSequence (sizes, and keepdims=0 along axis 1),
  SequenceInsert at a negative position, SequenceLength, SequenceAt,
  SequenceErase, ConcatFromSequence (with and without new_axis), a Loop
  that grows a sequence, a sequence input `parts` of two tensors of
  different lengths mapped by SequenceMap into a sequence output.
* Optionals: Optional of a computed tensor, OptionalHasElement,
  OptionalGetElement; an empty Optional's OptionalHasElement.
* ai.onnx.ml TreeEnsemble: two trees with every split mode (LEQ, GT, NEQ,
  GTE, set membership), missing values tracking true on NaN features,
  three targets, each aggregate function (the node tests have one tree
  and SUM only).
* com.microsoft FusedConv (onnxruntime's Conv + activation fusion) with
  each activation it fuses and the `Z` summand.
"""

import json
import sys

import numpy as np
import onnx
import onnxruntime as ort
from onnx import TensorProto, helper, numpy_helper


def main():
    out = sys.argv[1]
    rng = np.random.default_rng(7)
    f32, i64, i32 = TensorProto.FLOAT, TensorProto.INT64, TensorProto.INT32
    inits = {
        "split": np.array([1, 2, 3], np.int64),
        "w": rng.standard_normal((4, 4)).astype(np.float32),
        "pos": np.array(-1, np.int64),
        "first": np.array(0, np.int64),
        "trips": np.array(3, np.int64),
        "yes": np.array(True),
    }
    n = helper.make_node
    # The Loop's body: seq_out = seq_in + [x * (i + 1)].
    body = helper.make_graph(
        [
            n("Cast", ["i"], ["fi"], to=f32),
            n("Constant", [], ["one"], value=numpy_helper.from_array(np.array(1.0, np.float32))),
            n("Add", ["fi", "one"], ["k"]),
            n("Mul", ["x", "k"], ["xk"]),
            n("SequenceInsert", ["seq_in", "xk"], ["seq_out"]),
            n("Identity", ["c_in"], ["c_out"]),
        ],
        "grow",
        [
            helper.make_tensor_value_info("i", i64, []),
            helper.make_tensor_value_info("c_in", TensorProto.BOOL, []),
            helper.make_tensor_sequence_value_info("seq_in", f32, None),
        ],
        [
            helper.make_tensor_value_info("c_out", TensorProto.BOOL, []),
            helper.make_tensor_sequence_value_info("seq_out", f32, None),
        ],
    )
    # SequenceMap's body: one element → (element + 1, its sum).
    mbody = helper.make_graph(
        [
            n("Constant", [], ["one"], value=numpy_helper.from_array(np.array(1.0, np.float32))),
            n("Add", ["e", "one"], ["e1"]),
            n("ReduceSum", ["e"], ["s"], keepdims=1),
        ],
        "per_part",
        [helper.make_tensor_value_info("e", f32, ["n"])],
        [helper.make_tensor_value_info("e1", f32, ["n"]), helper.make_tensor_value_info("s", f32, [1])],
    )
    pool = [3, 5, 7, 11,  # unigrams
            3, 5, 5, 7, 2, 3,  # bigrams
            3, 5, 7, 1, 1, 2]  # trigrams
    nodes = [
        n("TfIdfVectorizer", ["tokens"], ["idf"], mode="IDF", min_gram_length=1,
          max_gram_length=3, max_skip_count=2, ngram_counts=[0, 4, 10],
          ngram_indexes=[0, 1, 2, 3, 4, 5, 6, 7, 8], pool_int64s=pool,
          weights=[0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0, 4.5]),
        n("TfIdfVectorizer", ["tokens"], ["tfidf"], mode="TFIDF", min_gram_length=2,
          max_gram_length=2, max_skip_count=1, ngram_counts=[0, 4, 10],
          ngram_indexes=[0, 1, 2, 3, 6, 4, 5, 0, 0, 0, 0],
          pool_int64s=pool,
          weights=[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0]),
        n("SplitToSequence", ["x", "split"], ["rows"], axis=0),
        n("MatMul", ["x", "w"], ["xw"]),
        n("Slice", ["xw", "first_s", "two_s"], ["head"]),
        n("SequenceInsert", ["rows", "head", "pos"], ["rows2"]),
        n("SequenceLength", ["rows2"], ["count"]),
        n("SequenceAt", ["rows2", "pos"], ["last"]),
        n("SequenceErase", ["rows2", "first"], ["rows3"]),
        n("ConcatFromSequence", ["rows3"], ["cat"], axis=0),
        n("SplitToSequence", ["x"], ["cols"], axis=1, keepdims=0),
        n("ConcatFromSequence", ["cols"], ["stacked"], axis=-1, new_axis=1),
        n("SequenceEmpty", [], ["empty"], dtype=f32),
        n("Loop", ["trips", "yes", "empty"], ["grown"], body=body),
        n("ConcatFromSequence", ["grown"], ["loopcat"], axis=0),
        n("SequenceMap", ["parts"], ["plus1", "sums"], body=mbody),
        n("ConcatFromSequence", ["sums"], ["partsums"], axis=0),
        n("ReduceSum", ["x"], ["total"], keepdims=0),
        n("Optional", ["total"], ["opt"]),
        n("OptionalHasElement", ["opt"], ["has"]),
        n("OptionalGetElement", ["opt"], ["got"]),
        n("Optional", [], ["none"], type=helper.make_tensor_type_proto(f32, [])),
        n("OptionalHasElement", ["none"], ["has_none"]),
    ]
    for agg in range(4):
        nodes.append(n(
            "TreeEnsemble", ["feat"], [f"trees{agg}"], domain="ai.onnx.ml",
            aggregate_function=agg, n_targets=3,
            nodes_featureids=[0, 1, 2, 2, 0],
            nodes_modes=numpy_helper.from_array(np.array([0, 3, 5, 2, 6], np.uint8)),
            nodes_splits=numpy_helper.from_array(
                np.array([0.5, -0.2, 1.0, 0.0, np.nan], np.float32)),
            nodes_truenodeids=[1, 0, 2, 4, 3], nodes_trueleafs=[0, 1, 1, 0, 1],
            nodes_falsenodeids=[2, 1, 3, 5, 4], nodes_falseleafs=[0, 1, 1, 1, 1],
            nodes_missing_value_tracks_true=[1, 0, 0, 0, 1],
            membership_values=numpy_helper.from_array(np.array([1.0, 2.5, np.nan], np.float32)),
            leaf_targetids=[0, 1, 2, 0, 1, 2],
            leaf_weights=numpy_helper.from_array(
                np.array([1.5, -2.0, 3.25, 0.5, 7.0, -1.0], np.float32)),
            tree_roots=[0, 3]))
    inits["cw"] = rng.standard_normal((3, 2, 3, 3)).astype(np.float32)
    inits["cb"] = rng.standard_normal(3).astype(np.float32)
    acts = [("Relu", []), ("Tanh", []), ("Sigmoid", []), ("LeakyRelu", [0.1]),
            ("Clip", [-0.5, 0.5]), ("HardSigmoid", [0.2, 0.5])]
    for act, params in acts:
        extra = {"activation_params": params} if params else {}
        nodes.append(n("FusedConv", ["img", "cw", "cb", "z"], [f"fused_{act}"],
                       domain="com.microsoft", activation=act, pads=[1, 1, 1, 1],
                       kernel_shape=[3, 3], **extra))
    inits["first_s"] = np.array([0], np.int64)
    inits["two_s"] = np.array([2], np.int64)
    graph = helper.make_graph(
        nodes,
        "structured",
        [
            helper.make_tensor_value_info("tokens", i32, [2, 12]),
            helper.make_tensor_value_info("x", f32, [6, 4]),
            helper.make_tensor_sequence_value_info("parts", f32, None),
            helper.make_tensor_value_info("feat", f32, [6, 3]),
            helper.make_tensor_value_info("img", f32, [1, 2, 5, 5]),
            helper.make_tensor_value_info("z", f32, [1, 3, 5, 5]),
        ],
        [
            helper.make_tensor_value_info("idf", f32, [2, 9]),
            helper.make_tensor_value_info("tfidf", f32, [2, 7]),
            helper.make_tensor_value_info("count", i64, []),
            helper.make_tensor_value_info("last", f32, [3, 4]),
            helper.make_tensor_value_info("cat", f32, [7, 4]),
            helper.make_tensor_value_info("stacked", f32, [6, 4]),
            helper.make_tensor_value_info("loopcat", f32, [18, 4]),
            helper.make_tensor_sequence_value_info("plus1", f32, None),
            helper.make_tensor_value_info("partsums", f32, [2]),
            helper.make_tensor_value_info("has", TensorProto.BOOL, []),
            helper.make_tensor_value_info("got", f32, []),
            helper.make_tensor_value_info("has_none", TensorProto.BOOL, []),
        ] + [helper.make_tensor_value_info(f"trees{a}", f32, [6, 3]) for a in range(4)]
        + [helper.make_tensor_value_info(f"fused_{a}", f32, [1, 3, 5, 5]) for a, _ in acts],
        [numpy_helper.from_array(v, k) for k, v in inits.items()],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 18),
                                                   helper.make_opsetid("ai.onnx.ml", 5),
                                                   helper.make_opsetid("com.microsoft", 1)])
    model.ir_version = 10
    onnx.checker.check_model(model)
    onnx.save(model, f"{out}/structured.onnx")
    sess = ort.InferenceSession(f"{out}/structured.onnx", providers=["CPUExecutionProvider"])
    names = [o.name for o in sess.get_outputs()]
    dt = {np.dtype(np.float32): "f32", np.dtype(np.int64): "i64", np.dtype(np.int32): "i32",
          np.dtype(np.bool_): "bool"}

    def value(v, dtype):
        if dtype == np.float32:
            # JSON has no NaN or infinity: hetc reads them as strings.
            return float(v) if np.isfinite(v) else str(float(v))
        return bool(v) if dtype == np.bool_ else int(v)

    def entry(name, a):
        a = np.asarray(a)
        return {
            "name": name,
            "dtype": dt[a.dtype],
            "shape": list(a.shape),
            "data": [value(v, a.dtype) for v in a.reshape(-1)],
        }

    def entries(name, v):
        if isinstance(v, list):
            return [entry(f"{name}[{i}]", e) for i, e in enumerate(v)]
        return [entry(name, v)]

    for tag, hi in (("a", 8), ("b", 13)):
        feeds = {
            "tokens": rng.integers(0, hi, (2, 12)).astype(np.int32),
            "x": rng.standard_normal((6, 4)).astype(np.float32),
            "parts": [rng.standard_normal(3).astype(np.float32),
                      rng.standard_normal(5).astype(np.float32)],
            # Features on and beside the splits, set members and NaNs.
            "feat": rng.choice(np.array([np.nan, -1.0, -0.2, 0.0, 0.5, 1.0, 2.5, 3.0], np.float32),
                               (6, 3)),
            "img": rng.standard_normal((1, 2, 5, 5)).astype(np.float32),
            "z": rng.standard_normal((1, 3, 5, 5)).astype(np.float32),
        }
        outs = sess.run(names, feeds)
        doc = {
            "inputs": [e for k, v in feeds.items() for e in entries(k, v)],
            "outputs": [e for k, v in zip(names, outs) for e in entries(k, v)],
        }
        with open(f"{out}/structured.{tag}.io.json", "w") as fh:
            json.dump(doc, fh)
        print(tag, {k: (len(v) if isinstance(v, list) else list(np.shape(v))) for k, v in zip(names, outs)})


if __name__ == "__main__":
    main()
