#!/usr/bin/env python3
"""Helpers of scripts/gpu-check.sh (see there). Subcommands:

  make-block DIR            (here: numpy + onnx) a GPT-2-small-shaped block
                            as ONNX (d 768, 12 heads, sequence 512; weights
                            from a fixed seed; run on zero inputs)
  compare-io WANT GOT TOL   max |got - want| / max |want| of the first output
  compare-losses WANT GOT TOL
  torch-block DIR DEVICE    (there: torch) the same block in torch from the
                            same seed: its output against hetc's, and its
                            forward time (median of timed repetitions)

Every subcommand prints one line and exits non-zero when its check fails.
"""
import json
import sys

D, HEADS, SEQ, FF, SEED = 768, 12, 512, 3072, 7


def weights():
    import numpy as np

    rng = np.random.default_rng(SEED)
    f = lambda *s: (rng.standard_normal(s) * 0.02).astype(np.float32)
    w = {
        "ln1_g": (1 + f(D)).astype(np.float32), "ln1_b": f(D),
        "w_qkv": f(D, 3 * D), "b_qkv": f(3 * D),
        "w_o": f(D, D), "b_o": f(D),
        "ln2_g": (1 + f(D)).astype(np.float32), "ln2_b": f(D),
        "w_1": f(D, FF), "b_1": f(FF),
        "w_2": f(FF, D), "b_2": f(D),
    }
    x = rng.standard_normal((1, SEQ, D)).astype(np.float32)
    return w, x


def make_block(out):
    import numpy as np
    import onnx
    from onnx import TensorProto, helper, numpy_helper

    w, _ = weights()
    mask = np.triu(np.full((SEQ, SEQ), -1e4, np.float32), 1)
    inits = [numpy_helper.from_array(v, k) for k, v in w.items()]
    inits += [
        numpy_helper.from_array(mask, "mask"),
        numpy_helper.from_array(np.array([1, SEQ, HEADS, D // HEADS], np.int64), "heads"),
        numpy_helper.from_array(np.array([1, SEQ, D], np.int64), "merged"),
        numpy_helper.from_array(np.array([D, D, D], np.int64), "thirds"),
        numpy_helper.from_array(np.array(1 / np.sqrt(D // HEADS), np.float32), "scale"),
        numpy_helper.from_array(np.array(0.5, np.float32), "half"),
        numpy_helper.from_array(np.array(1.0, np.float32), "one"),
        numpy_helper.from_array(np.array(0.044715, np.float32), "c3"),
        numpy_helper.from_array(np.array(np.sqrt(2 / np.pi), np.float32), "c"),
    ]
    n = helper.make_node
    nodes = [
        n("LayerNormalization", ["x", "ln1_g", "ln1_b"], ["ln1"], axis=-1, epsilon=1e-5),
        n("MatMul", ["ln1", "w_qkv"], ["qkv0"]), n("Add", ["qkv0", "b_qkv"], ["qkv"]),
        n("Split", ["qkv", "thirds"], ["q0", "k0", "v0"], axis=-1),
    ]
    for t, perm in (("q", [0, 2, 1, 3]), ("k", [0, 2, 3, 1]), ("v", [0, 2, 1, 3])):
        nodes += [n("Reshape", [t + "0", "heads"], [t + "1"]),
                  n("Transpose", [t + "1"], [t], perm=perm)]
    nodes += [
        n("MatMul", ["q", "k"], ["s0"]), n("Mul", ["s0", "scale"], ["s1"]),
        n("Add", ["s1", "mask"], ["s2"]), n("Softmax", ["s2"], ["p"], axis=-1),
        n("MatMul", ["p", "v"], ["a0"]), n("Transpose", ["a0"], ["a1"], perm=[0, 2, 1, 3]),
        n("Reshape", ["a1", "merged"], ["a"]),
        n("MatMul", ["a", "w_o"], ["o0"]), n("Add", ["o0", "b_o"], ["o"]),
        n("Add", ["x", "o"], ["h"]),
        n("LayerNormalization", ["h", "ln2_g", "ln2_b"], ["ln2"], axis=-1, epsilon=1e-5),
        n("MatMul", ["ln2", "w_1"], ["f0"]), n("Add", ["f0", "b_1"], ["f"]),
        # GELU, tanh form, as GPT-2 writes it.
        n("Mul", ["f", "f"], ["f2"]), n("Mul", ["f2", "f"], ["f3"]),
        n("Mul", ["f3", "c3"], ["g0"]), n("Add", ["f", "g0"], ["g1"]),
        n("Mul", ["g1", "c"], ["g2"]), n("Tanh", ["g2"], ["g3"]),
        n("Add", ["g3", "one"], ["g4"]), n("Mul", ["f", "g4"], ["g5"]),
        n("Mul", ["g5", "half"], ["gelu"]),
        n("MatMul", ["gelu", "w_2"], ["m0"]), n("Add", ["m0", "b_2"], ["m"]),
        n("Add", ["h", "m"], ["y"]),
    ]
    g = helper.make_graph(
        nodes, "gpt2_small_block",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, SEQ, D])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, SEQ, D])],
        inits,
    )
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])
    # The IR version onnx 1.22 writes (14) is newer than onnxruntime 1.31
    # loads; opset 17 needs no more than 8.
    m.ir_version = 8
    onnx.checker.check_model(m)
    onnx.save(m, f"{out}/block.onnx")
    print(f"block: {out}/block.onnx ({sum(v.size for v in w.values())} weights)")


def first_output(p):
    with open(p) as f:
        o = json.load(f)["outputs"][0]
    return o["data"]


def compare_io(want, got, tol):
    a, b = first_output(want), first_output(got)
    scale = max(abs(v) for v in a) or 1.0
    e = max(abs(x - y) for x, y in zip(a, b)) / scale
    ok = len(a) == len(b) and e <= float(tol)
    print(f"max rel err {e:.2e} (tolerance {float(tol):.0e}): {'PASS' if ok else 'FAIL'}")
    return ok


def compare_losses(want, got, tol):
    a = json.load(open(want))["loss"]
    b = json.load(open(got))["loss"]
    e = max(abs(x - y) / abs(x) for x, y in zip(a, b)) if a else 1.0
    ok = len(a) == len(b) and e <= float(tol)
    fa = ", ".join(f"{v:.6f}" for v in a)
    fb = ", ".join(f"{v:.6f}" for v in b)
    print(f"losses [{fb}] vs [{fa}]: max rel diff {e:.2e} (tolerance {float(tol):.0e}): {'PASS' if ok else 'FAIL'}")
    return ok


def numpy_block(w):
    """The block on zeros in float64 numpy: the reference where torch is
    missing (it checks the same formula and weights the torch path uses)."""
    import numpy as np

    w = {k: v.astype(np.float64) for k, v in w.items()}
    hd = D // HEADS
    mask = np.triu(np.full((SEQ, SEQ), -1e4), 1)

    def ln(x, g, b):
        m = x.mean(-1, keepdims=True)
        v = ((x - m) ** 2).mean(-1, keepdims=True)
        return (x - m) / np.sqrt(v + 1e-5) * g + b

    x = np.zeros((1, SEQ, D))
    a = ln(x, w["ln1_g"], w["ln1_b"])
    q, k, v = np.split(a @ w["w_qkv"] + w["b_qkv"], 3, -1)
    q, k, v = (z.reshape(1, SEQ, HEADS, hd).transpose(0, 2, 1, 3) for z in (q, k, v))
    s = q @ k.transpose(0, 1, 3, 2) / np.sqrt(hd) + mask
    p = np.exp(s - s.max(-1, keepdims=True))
    p /= p.sum(-1, keepdims=True)
    o = (p @ v).transpose(0, 2, 1, 3).reshape(1, SEQ, D) @ w["w_o"] + w["b_o"]
    h = x + o
    f = ln(h, w["ln2_g"], w["ln2_b"]) @ w["w_1"] + w["b_1"]
    g = 0.5 * f * (1 + np.tanh(np.sqrt(2 / np.pi) * (f + 0.044715 * f ** 3)))
    return (h + g @ w["w_2"] + w["b_2"]).ravel()


def torch_block(dir_, device):
    import time

    import numpy as np

    w, _ = weights()
    got = np.array(first_output(f"{dir_}/block.out.json")[: SEQ * D])
    try:
        import torch
    except ImportError:
        ref = numpy_block(w)
        e = float(np.max(np.abs(got - ref)) / np.max(np.abs(ref)))
        print(f"no torch here: hetc's output vs numpy's (float64): max rel err {e:.2e}")
        return False
    t = {k: torch.tensor(v, device=device) for k, v in w.items()}
    # The input hetc-run gives a bundle run without --input: zeros.
    xt = torch.zeros((1, SEQ, D), device=device)
    mask = torch.triu(torch.full((SEQ, SEQ), -1e4, device=device), 1)
    hd = D // HEADS

    def block(x):
        ln = torch.nn.functional.layer_norm
        a = ln(x, (D,), t["ln1_g"], t["ln1_b"], 1e-5)
        q, k, v = (a @ t["w_qkv"] + t["b_qkv"]).split(D, -1)
        q, k, v = (z.view(1, SEQ, HEADS, hd).transpose(1, 2) for z in (q, k, v))
        p = torch.softmax(q @ k.transpose(-1, -2) / hd ** 0.5 + mask, -1)
        o = (p @ v).transpose(1, 2).reshape(1, SEQ, D) @ t["w_o"] + t["b_o"]
        h = x + o
        f = ln(h, (D,), t["ln2_g"], t["ln2_b"], 1e-5) @ t["w_1"] + t["b_1"]
        g = 0.5 * f * (1 + torch.tanh((2 / np.pi) ** 0.5 * (f + 0.044715 * f ** 3)))
        return h + g @ t["w_2"] + t["b_2"]

    sync = torch.cuda.synchronize if device.startswith("cuda") else (lambda: None)
    with torch.no_grad():
        y = block(xt)
        for _ in range(5):
            block(xt)
        times = []
        for _ in range(30):
            sync()
            t0 = time.perf_counter()
            block(xt)
            sync()
            times.append(time.perf_counter() - t0)
    ref = y.cpu().numpy().ravel()
    e = float(np.max(np.abs(got - ref)) / np.max(np.abs(ref)))
    ms = sorted(times)[len(times) // 2] * 1e3
    with open(f"{dir_}/torch.json", "w") as f:
        json.dump({"ms": ms, "err": e}, f)
    print(f"torch {torch.__version__} on {device}: {ms:.3f} ms; hetc's output vs torch's: max rel err {e:.2e}")
    return e <= 1e-3


if __name__ == "__main__":
    cmd, *a = sys.argv[1:]
    ok = {"make-block": lambda: make_block(*a) or True,
          "compare-io": lambda: compare_io(*a),
          "compare-losses": lambda: compare_losses(*a),
          "torch-block": lambda: torch_block(*a)}[cmd]()
    sys.exit(0 if ok else 1)
