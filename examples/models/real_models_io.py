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

For the models in TRANSFORMERS_OPTIMIZED (also needs onnxruntime.transformers,
which ships with onnxruntime, and onnx): DIR/<name>.ort-tr.onnx, the model as
onnxruntime.transformers' BERT optimizer rewrites it (Attention,
EmbedLayerNormalization, SkipLayerNormalization, BiasGelu), and
DIR/<name>.ort-tr.io.json with onnxruntime's outputs of that graph.

And DIR/contrib-attention.onnx (+ .io.json): a graph built here with
onnx.helper of the com.microsoft attention ops in the forms no optimizer
pass above writes (MultiHeadAttention; Attention with a 2-D key padding
mask, qkv_hidden_sizes, scale, unidirectional, past/present and the
start-and-end form of mask_index; EmbedLayerNormalization with segments and
a mask), with onnxruntime's outputs.
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


def text_image(rng, h, w):
    """A 1×3×h×w image in PaddleOCR's normalised range: dark strokes in
    rows, like lines of text, on white, with noise."""
    img = np.ones((1, 3, h, w), np.float32)
    line = min(16, h // 3)
    for r in range(h // 8, h - line, max(line * 5 // 2, 1)):
        for c in range(w // 16, w - 8, 14):
            img[:, :, r : r + line, c : c + int(rng.integers(3, 9))] = -1.0
    return img + (0.05 * rng.standard_normal(img.shape)).astype(np.float32)


def one_hot(rng, n, k):
    """[1, n, k] rows of one-hot symbols."""
    x = np.zeros((1, n, k), np.float32)
    x[0, np.arange(n), rng.integers(0, k, n)] = 1.0
    return x


def caustic_graph(rng, atoms=60, edges=120, residues=6):
    """A protein-graph input of caustic-nmr's PaiNN model, built as the
    package's own dummy inputs are (valid atom indices, one partly masked
    residue)."""
    i64 = lambda a: np.asarray(a).astype(np.int64)  # noqa: E731
    f32 = lambda a: np.asarray(a).astype(np.float32)  # noqa: E731
    targets = np.repeat((np.arange(residues) * (atoms // residues))[:, None], 6, 1) + np.arange(6)[None, :]
    mask = np.ones((residues, 6), bool)
    mask[-1, 4:] = False
    return {
        "element": i64(rng.integers(0, 5, atoms)),
        "amino_acid": i64(rng.integers(0, 20, atoms)),
        "atom_role": i64(rng.integers(0, 10, atoms)),
        "bfactor": f32(rng.random(atoms) * 50),
        "edge_index": i64(rng.integers(0, atoms, (2, edges))),
        "edge_dist": f32(rng.random(edges) * 6 + 1),
        "seq_sep": i64(rng.integers(0, 32, edges)),
        "same_residue": f32(rng.integers(0, 2, edges)),
        "target_indices": i64(targets),
        "target_mask": mask,
        "residue_types": i64(rng.integers(0, 20, residues)),
        "residue_geometry": f32(rng.normal(size=(residues, 52))),
        "target_environment": f32(rng.normal(size=(residues, 6, 15))),
        "temperature_feature": f32(np.zeros((residues, 1))),
        "target_atom_rsasa": f32(rng.random((residues, 6))),
        "pos": f32(rng.normal(size=(atoms, 3)) * 5),
        "node_normal": f32(rng.normal(size=(atoms, 3)) * 0.5),
        "is_hbond": f32(rng.integers(0, 2, edges)),
        "hb_cos": f32(rng.uniform(-1, 1, edges)),
    }


def models(rng, dirname):
    """name -> (bindings, feeds the bundle takes, values compiled in)."""
    ids, mask = tokens(rng, 16)
    # the romanizer's encoder outputs feed its decoder (onnxruntime's)
    r = np.random.default_rng(43)
    src = r.integers(4, 60, (1, 9)).astype(np.int64)
    src_mask = np.ones((1, 9), bool)
    src[0, 7:], src_mask[0, 7:] = 0, False
    enc_names, enc = ort_run(os.path.join(dirname, "romanizer-enc.onnx"), {"src": src, "src_mask": src_mask})
    enc = dict(zip(enc_names, enc))
    gru = np.random.default_rng(53)
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
        # PaddleOCR (PP-OCRv4) exports from rapidocr_onnxruntime, on text-
        # like images of their own generator (so that the insertion of
        # models above does not shift these inputs)
        "pp-ocrv4-det": (
            {"p2o_DynamicDimension_0": 1, "p2o_DynamicDimension_1": 320, "p2o_DynamicDimension_2": 320},
            {"x": text_image(np.random.default_rng(29), 320, 320)},
            {},
        ),
        "pp-ocrv4-rec": (
            {"p2o_DynamicDimension_0": 1, "x_dim2": 48, "p2o_DynamicDimension_1": 320},
            {"x": text_image(np.random.default_rng(31), 48, 320)},
            {},
        ),
        "ppocr-cls": (
            {"x_dim2": 48, "x_dim3": 192},
            {"x": text_image(np.random.default_rng(37), 48, 192)},
            {},
        ),
        # a YOLOX-style detector head (decode and NMS are the caller's), on
        # raw 0–255 pixels as ddddocr feeds it
        "ddddocr-det": (
            {},
            {"images": np.random.default_rng(41).uniform(0, 255, (1, 3, 416, 416)).astype(np.float32)},
            {},
        ),
        # tf2onnx LSTM seq2seq (grapheme to phoneme): encoder, one decoder step
        "g2pid-lstm-enc": (
            {"unk__66": 1, "unk__67": 7},
            {"input_1": one_hot(np.random.default_rng(47), 7, 28)},
            {},
        ),
        "g2pid-lstm-dec": (
            {"unk__57": 1, "unk__58": 1, "unk__59": 1, "unk__60": 1},
            {
                "input_2": one_hot(np.random.default_rng(59), 1, 32),
                "input_3": (0.3 * np.random.default_rng(61).standard_normal((1, 256))).astype(np.float32),
                "input_4": (0.5 * np.random.default_rng(67).standard_normal((1, 256))).astype(np.float32),
            },
            {},
        ),
        # a tf2onnx BERT masked LM (Einsum attention; Reshape targets from
        # ReduceProd over Shape: shape arithmetic to fold)
        "g2pid-bert-mlm": (
            {"unk__543": 1},
            {"input_1": np.random.default_rng(83).integers(0, 32, (1, 32)).astype(np.int64)},
            {},
        ),
        # a BiGRU encoder and an attention GRU decoder over its outputs
        "romanizer-enc": ({"batch": 1, "src_len": 9}, {"src": src, "src_mask": src_mask}, {}),
        "romanizer-dec": (
            {"batch": 1, "tgt_len": 3, "src_len": 9},
            {
                "prefix": np.array([[1, 20, 33]], np.int64),
                "memory": enc["memory_out"],
                "src_mask": enc["src_mask_out"],
                "hidden": enc["hidden_out"],
            },
            {},
        ),
        # a CRNN with an unrolled bidirectional LSTM (captcha OCR)
        "captcha-crnn": (
            {"batch": 1},
            {"image": np.random.default_rng(71).standard_normal((1, 3, 60, 160)).astype(np.float32)},
            {},
        ),
        # a graph neural net (PaiNN: scatter-add message passing)
        "caustic-gnn": (
            {"num_atoms": 60, "num_edges": 120, "num_residues": 6},
            caustic_graph(np.random.default_rng(73)),
            {},
        ),
        # a streaming U-Net-like speech enhancer (GTCRN: conv encoder,
        # transposed-conv decoder with skips, grouped GRUs, ScatterND caches)
        "gtcrn": (
            {},
            {
                "mix": (0.1 * gru.standard_normal((1, 257, 1, 2))).astype(np.float32),
                "conv_cache": (0.1 * gru.standard_normal((2, 1, 16, 16, 33))).astype(np.float32),
                "tra_cache": (0.1 * gru.standard_normal((2, 3, 1, 1, 16))).astype(np.float32),
                "inter_cache": (0.1 * gru.standard_normal((2, 1, 33, 16))).astype(np.float32),
            },
            {},
        ),
        # a GRU voice activity detector with `If`s
        "akiki-vad": (
            {},
            {
                "audio_with_context": (0.1 * np.random.default_rng(79).standard_normal((1, 576))).astype(np.float32),
                "h": np.zeros((1, 1, 128), np.float32),
            },
            {},
        ),
        # NeMo's MarbleNet VAD (int16 audio, STFT, com.microsoft FusedConv;
        # dims named by expressions of `audio_len`)
        "marblenet-vad": (
            {"audio_len": 8000},
            {
                "audio": np.random.default_rng(83)
                .normal(0, 3000, (1, 1, 8000))
                .clip(-32768, 32767)
                .astype(np.int16),
            },
            {},
        ),
        # an int8 LSTM (com.microsoft DynamicQuantizeLSTM: the state quantized
        # again at every step), one sequence: onnxruntime quantizes a
        # batch's states per thread's share of the rows, so a batch's
        # outputs depend on its thread count (see docs/frontends.md)
        "rawi-int8": (
            {"batch_size": 1, "sequence": 32},
            {"input": np.random.default_rng(207).integers(1, 302, (1, 32)).astype(np.int64)},
            {},
        ),
        # Piper's VITS text-to-speech (en_US joe, medium): phoneme ids of
        # "həlˈoʊ wˈɜːld, ðɪs ɪz ɐ tˈɛst." through the voice's own
        # phoneme_id_map (^ … $, each phoneme followed by the pad 0); the
        # durations it predicts decide the audio's length. Noise scales 0
        # (the sample of its two RandomNormalLikes is multiplied by zero),
        # length scale 1.
        "piper-joe": (
            {"batch_size": 1, "phonemes": 63},
            {
                "input": np.array(
                    [[1, 0, 20, 0, 59, 0, 24, 0, 120, 0, 27, 0, 100, 0, 3, 0, 35, 0, 120, 0,
                      62, 0, 122, 0, 24, 0, 17, 0, 8, 0, 3, 0, 41, 0, 74, 0, 31, 0, 3, 0,
                      74, 0, 38, 0, 3, 0, 50, 0, 3, 0, 32, 0, 120, 0, 61, 0, 31, 0, 32, 0,
                      10, 0, 2]],
                    np.int64,
                ),
                "input_lengths": np.array([63], np.int64),
                "scales": np.array([0.0, 1.0, 0.0], np.float32),
            },
            {},
        ),
    }


# models also written as onnxruntime's optimizer rewrites them
ORT_OPTIMIZED = ["minilm-l3", "minilm-l6-int8"]

# models also written as onnxruntime.transformers' BERT optimizer rewrites
# them: name -> (num_heads, hidden_size)
TRANSFORMERS_OPTIMIZED = {"minilm-l3": (12, 384)}

DTYPES = {
    np.dtype(np.float32): "f32",
    np.dtype(np.int64): "i64",
    np.dtype(np.int32): "i32",
    np.dtype(np.int16): "i16",
    np.dtype(np.bool_): "bool",
}


def entry(name, arr):
    arr = np.asarray(arr)
    if arr.dtype == np.float32:
        # JSON has no NaN: non-finite values as hetc's "nan", "inf", "-inf"
        data = [
            float(np.format_float_positional(x, unique=True))
            if np.isfinite(x)
            else ("nan" if np.isnan(x) else ("inf" if x > 0 else "-inf"))
            for x in arr.reshape(-1)
        ]
    else:
        data = arr.reshape(-1).tolist()
    return {"name": name, "dtype": DTYPES[arr.dtype], "shape": [int(d) for d in arr.shape], "data": data}


def ort_run(path, feeds):
    """onnxruntime's outputs of `path` (single thread, no graph
    optimizations): (names, arrays)."""
    so = ort.SessionOptions()
    so.intra_op_num_threads = 1
    so.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL
    so.log_severity_level = 3
    sess = ort.InferenceSession(path, so, providers=["CPUExecutionProvider"])
    names = [o.name for o in sess.get_outputs()]
    return names, sess.run(names, feeds)


def write_io(path, model, feeds, names, outs, bindings=None):
    doc = {
        "model": model,
        "bindings": bindings or {},
        "inputs": [entry(k, v) for k, v in feeds.items()],
        "outputs": [entry(k, v) for k, v in zip(names, outs)],
    }
    with open(path, "w") as f:
        json.dump(doc, f)
        f.write("\n")


def transformers_optimized(dirname, name, feeds, num_heads, hidden):
    """DIR/<name>.ort-tr.onnx as onnxruntime.transformers' BERT optimizer
    writes it, and onnxruntime's outputs of it."""
    from onnxruntime.transformers.optimizer import optimize_model

    opt = optimize_model(
        os.path.join(dirname, f"{name}.onnx"),
        model_type="bert",
        num_heads=num_heads,
        hidden_size=hidden,
        opt_level=0,
    )
    path = os.path.join(dirname, f"{name}.ort-tr.onnx")
    opt.save_model_to_file(path)
    ops = {n.op_type for n in opt.model.graph.node if n.domain == "com.microsoft"}
    want = {"Attention", "EmbedLayerNormalization", "SkipLayerNormalization"}
    if not want <= ops:
        sys.exit(f"{name}: onnxruntime.transformers wrote {sorted(ops)}, not all of {sorted(want)}")
    names, outs = ort_run(path, feeds)
    write_io(os.path.join(dirname, f"{name}.ort-tr.io.json"), f"{name}.ort-tr.onnx", feeds, names, outs)
    print(f"{name}.ort-tr: {', '.join(sorted(ops))}")


def contrib_attention(dirname, rng):
    """DIR/contrib-attention.onnx: the com.microsoft attention ops in the
    forms the optimizers above do not write, and onnxruntime's outputs."""
    from onnx import TensorProto, helper, numpy_helper, save

    f32 = lambda *s: (0.5 * rng.standard_normal(s)).astype(np.float32)  # noqa: E731
    b, s, d, n, past, t = 2, 5, 16, 2, 3, 7
    inits = {
        # Attention: Q, K 8 wide, V 12 wide (qkv_hidden_sizes); two heads
        "w1": f32(d, 28), "b1": f32(28),
        # Attention with past [2, B, N, P, H]
        "w2": f32(d, 3 * 8), "b2": f32(3 * 8), "past": f32(2, b, n, past, 4),
        # MultiHeadAttention: packed bias over Q (16), K (16), V (12)
        "mb": f32(16 + 16 + 12), "pk": f32(b, n, past, 8), "pv": f32(b, n, past, 8),
        "ab": f32(1, n, s, past + s),
        # EmbedLayerNormalization
        "word": f32(50, d), "pos": f32(12, d), "seg": f32(2, d),
        "gamma": f32(d), "beta": f32(d),
    }
    # a key padding mask with holes anywhere (not only on the right)
    mask2 = (rng.random((b, s)) > 0.3).astype(np.int32)
    mask2[:, 0] = 1
    kmask = (rng.random((b, t)) > 0.3).astype(np.int32)
    kmask[:, 1] = 1
    feeds = {
        "x": f32(b, s, d),
        "key": f32(b, t, d),
        "value": f32(b, t, 12),
        "mask2": mask2,
        # ends then starts over the past + current keys
        "mask_se": np.array([7, 6, 1, 2], np.int32),
        "kmask": kmask,
        "ids": rng.integers(0, 50, (b, s)).astype(np.int32),
        "segs": rng.integers(0, 2, (b, s)).astype(np.int32),
    }
    ms = "com.microsoft"
    nodes = [
        helper.make_node("Attention", ["x", "w1", "b1", "mask2"], ["a1"], domain=ms,
                         num_heads=n, qkv_hidden_sizes=[8, 8, 12], scale=0.3),
        helper.make_node("Attention", ["x", "w2", "b2", "mask_se", "past"], ["a2", "present"],
                         domain=ms, num_heads=n, unidirectional=1),
        helper.make_node("MultiHeadAttention", ["x", "key", "value", "mb", "kmask"], ["m1"],
                         domain=ms, num_heads=n),
        helper.make_node("MultiHeadAttention", ["x", "x", "x", "", "", "ab", "pk", "pv"],
                         ["m2", "present_key", "present_value"], domain=ms, num_heads=n,
                         unidirectional=1, mask_filter_value=-1e9),
        helper.make_node("EmbedLayerNormalization",
                         ["ids", "segs", "word", "pos", "seg", "gamma", "beta", "mask2"],
                         ["e", "mask_index", "embedding_sum"], domain=ms, epsilon=1e-5),
    ]
    dt = {np.dtype(np.float32): TensorProto.FLOAT, np.dtype(np.int32): TensorProto.INT32}
    graph = helper.make_graph(
        nodes,
        "contrib_attention",
        [helper.make_tensor_value_info(k, dt[v.dtype], v.shape) for k, v in feeds.items()],
        [helper.make_empty_tensor_value_info(o)
         for o in ["a1", "a2", "present", "m1", "m2", "present_key", "present_value",
                   "e", "mask_index", "embedding_sum"]],
        [numpy_helper.from_array(v, k) for k, v in inits.items()],
    )
    model = helper.make_model(
        graph, ir_version=9, opset_imports=[helper.make_opsetid("", 17), helper.make_opsetid(ms, 1)]
    )
    path = os.path.join(dirname, "contrib-attention.onnx")
    save(model, path)
    names, outs = ort_run(path, feeds)
    write_io(os.path.join(dirname, "contrib-attention.io.json"), "contrib-attention.onnx",
             feeds, names, outs)
    print(f"contrib-attention: {', '.join(f'{k} {list(v.shape)}' for k, v in zip(names, outs))}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dir", required=True)
    args = ap.parse_args()
    rng = np.random.default_rng(17)
    for name, (bindings, feeds, fixed) in models(rng, args.dir).items():
        path = os.path.join(args.dir, f"{name}.onnx")
        names, outs = ort_run(path, {**feeds, **fixed})
        if name in TRANSFORMERS_OPTIMIZED:
            transformers_optimized(args.dir, name, feeds, *TRANSFORMERS_OPTIMIZED[name])
        if name in ORT_OPTIMIZED:
            # onnxruntime's own graph optimizer rewrites the model with its
            # com.microsoft contrib ops (FusedMatMul, BiasGelu,
            # SkipLayerNormalization): hetc must import those too
            so = ort.SessionOptions()
            so.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_EXTENDED
            so.optimized_model_filepath = os.path.join(args.dir, f"{name}.ort-opt.onnx")
            so.log_severity_level = 3
            ort.InferenceSession(path, so, providers=["CPUExecutionProvider"])
        write_io(os.path.join(args.dir, f"{name}.io.json"), f"{name}.onnx", feeds, names, outs, bindings)
        print(f"{name}: {', '.join(f'{k} {list(v.shape)}' for k, v in zip(names, outs))}")
    contrib_attention(args.dir, rng)


if __name__ == "__main__":
    main()
