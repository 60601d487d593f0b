#!/usr/bin/env python3
"""Export a tiny GPT-2-like PyTorch module to ONNX both ways; check that hetc runs it as torch does.

Checks the recipe of docs/pytorch.md. The module (seeded, eval mode): token and position
embeddings, 2 pre-LayerNorm blocks (causal self-attention as explicit matmuls, mask and
softmax; GELU MLP), a final LayerNorm and an LM head tied to the token embedding. Exports:

  dynamo  torch.onnx.export(..., dynamo=True, dynamic_shapes=...): batch and sequence
          dynamic (needs torch >= 2.5 and onnxscript; otherwise skipped, saying why)
  legacy  torch.onnx.export(..., dynamo=False, opset_version=17, dynamic_axes=...)

For each: (1) `$HETC_BIN eval model.onnx --input in.npz --output out.npz` on random
input_ids of shape 3x11 (the export example is 2x7, so both dims must be dynamic), logits
against the module's own: max |hetc - torch| <= 1e-4; (2) every initializer named like a
state_dict key must hold its values (hetc keeps initializer names as weight names); the
other float initializers are matched by value, as is or transposed (a folded
`onnx::MatMul_N`), and the counts are reported.

Usage: HETC_BIN=target/debug/hetc python examples/models/torch_export_check.py --out DIR
(HETC_BIN defaults to `hetc`). Needs torch, onnx, numpy (dynamo also onnxscript). Prints one
line per check; exits 1 on a mismatch or failure; prints "SKIP: torch not installed" and
exits 0 without torch.
"""

import argparse
import inspect
import math
import os
import subprocess
import sys
import warnings

import numpy as np

VOCAB, D, HEADS, LAYERS, NPOS = 96, 32, 4, 2, 64
EXAMPLE, EVAL = (2, 7), (3, 11)  # export example / checked shape: distinct, every dim >= 2
TOL = 1e-4


def build_model(torch):
    nn = torch.nn

    class Block(nn.Module):
        def __init__(self):
            super().__init__()
            self.ln_1, self.ln_2 = nn.LayerNorm(D), nn.LayerNorm(D)
            self.qkv, self.proj = nn.Linear(D, 3 * D), nn.Linear(D, D)
            self.fc, self.out, self.act = nn.Linear(D, 4 * D), nn.Linear(4 * D, D), nn.GELU()

        def forward(self, x):
            b, t, _ = x.shape
            q, k, v = self.qkv(self.ln_1(x)).split(D, dim=-1)
            q, k, v = (y.reshape(b, t, HEADS, D // HEADS).transpose(1, 2) for y in (q, k, v))
            att = (q @ k.transpose(-2, -1)) * (1.0 / math.sqrt(D // HEADS))
            pos = torch.arange(t, device=x.device)
            att = att.masked_fill(pos[None, :] > pos[:, None], torch.finfo(att.dtype).min)
            y = (att.softmax(dim=-1) @ v).transpose(1, 2).reshape(b, t, D)
            x = x + self.proj(y)
            return x + self.out(self.act(self.fc(self.ln_2(x))))

    class TinyGPT(nn.Module):
        def __init__(self):
            super().__init__()
            self.wte, self.wpe = nn.Embedding(VOCAB, D), nn.Embedding(NPOS, D)
            self.h = nn.ModuleList([Block() for _ in range(LAYERS)])
            self.ln_f = nn.LayerNorm(D)

        def forward(self, input_ids):
            t = input_ids.shape[1]
            x = self.wte(input_ids) + self.wpe(torch.arange(t, device=input_ids.device))
            for block in self.h:
                x = block(x)
            return self.ln_f(x) @ self.wte.weight.t()  # LM head tied to wte

    torch.manual_seed(0)
    model = TinyGPT()
    # LayerNorms start as identical all-ones / all-zeros tensors, which the
    # legacy exporter (eval mode) and hetc's import would each store once.
    with torch.no_grad():
        for name, p in model.named_parameters():
            if "ln_" in name:
                p.add_(0.1 * torch.randn(p.shape))
    return model.eval()


def export_dynamo(torch, model, example, path):
    """Export; returns None, or why this torch cannot."""
    params = inspect.signature(torch.onnx.export).parameters
    if "dynamo" not in params or "dynamic_shapes" not in params:
        return f"torch {torch.__version__} has no torch.onnx.export(dynamo=True, dynamic_shapes=...) (torch >= 2.5)"
    try:
        import onnxscript  # noqa: F401  (the dynamo exporter's op library)
    except ImportError:
        return "onnxscript is not installed (pip install onnxscript)"
    dim = torch.export.Dim
    # Default external_data=True: the weights go to model.onnx.data beside the model.
    torch.onnx.export(model, (example,), path, dynamo=True,
                      input_names=["input_ids"], output_names=["logits"],
                      dynamic_shapes=({0: dim("batch"), 1: dim("sequence", max=NPOS)},))
    return None


def export_legacy(torch, model, example, path):
    kw = {"dynamo": False} if "dynamo" in inspect.signature(torch.onnx.export).parameters else {}
    axes = {"input_ids": {0: "batch", 1: "sequence"}, "logits": {0: "batch", 1: "sequence"}}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # deprecation and tracer warnings
        torch.onnx.export(model, (example,), path, opset_version=17, input_names=["input_ids"],
                          output_names=["logits"], dynamic_axes=axes, **kw)
    return None


def describe(path):
    import onnx
    m = onnx.load(path, load_external_data=False)
    opset = next((o.version for o in m.opset_import if o.domain in ("", "ai.onnx")), None)
    dims = [d.dim_param or d.dim_value for d in m.graph.input[0].type.tensor_type.shape.dim]
    external = sum(t.data_location == onnx.TensorProto.EXTERNAL for t in m.graph.initializer)
    return opset, dims, external


def hetc_eval(hetc, path, ids, workdir):
    inp, out = os.path.join(workdir, "in.npz"), os.path.join(workdir, "out.npz")
    np.savez(inp, input_ids=ids)
    r = subprocess.run([hetc, "eval", path, "--input", inp, "--output", out], capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError(f"`{hetc} eval` exited {r.returncode}: {r.stderr.strip()}")
    with np.load(out) as z:
        return z["logits"] if "logits" in z.files else z[z.files[0]]


def check_names(path, sd):
    """Initializers by name (and those whose values differ), by value, other; unmatched keys."""
    import onnx
    from onnx import numpy_helper
    inits = {t.name: numpy_helper.to_array(t) for t in onnx.load(path).graph.initializer}
    by_name = [n for n in inits if n in sd]
    differ = [n for n in by_name if inits[n].shape != sd[n].shape or not np.array_equal(inits[n], sd[n])]
    by_value, other = {}, []
    for n, a in ((n, a) for n, a in inits.items() if n not in sd):
        key = next((k for k, v in sd.items() if a.dtype.kind == "f" and a.ndim > 0 and (
            (a.shape == v.shape and np.array_equal(a, v))
            or (a.ndim == 2 and a.shape == v.shape[::-1] and np.array_equal(a.T, v)))), None)
        if key is None:
            other.append(n)  # the graph's constants (shapes, scalars), folded expressions
        else:
            by_value[n] = key
    found = set(by_name) | set(by_value.values())
    return by_name, differ, by_value, other, [k for k in sd if k not in found]


def first_line(e):
    return (str(e).strip().splitlines() or [""])[0][:300]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True, help="directory for the exports and hetc's inputs/outputs")
    args = ap.parse_args()
    try:
        import torch
    except ImportError:
        print("SKIP: torch not installed")
        return 0
    try:
        import onnx
    except ImportError:
        print("FAIL: the onnx package is needed to read the exports (pip install onnx)")
        return 1
    hetc = os.environ.get("HETC_BIN", "hetc")
    model = build_model(torch)
    sd = {k: v.detach().cpu().numpy() for k, v in model.state_dict().items()}
    rng = np.random.default_rng(0)
    example = torch.from_numpy(rng.integers(0, VOCAB, EXAMPLE).astype(np.int64))
    ids = rng.integers(0, VOCAB, EVAL).astype(np.int64)
    with torch.no_grad():
        ref = model(torch.from_numpy(ids)).numpy()
    print(f"torch {torch.__version__}, onnx {onnx.__version__}, hetc {hetc}; "
          f"module: {len(sd)} state_dict tensors, {sum(v.size for v in sd.values())} elements")
    failures = 0
    for variant, export in (("dynamo", export_dynamo), ("legacy", export_legacy)):
        d = os.path.join(args.out, variant)
        os.makedirs(d, exist_ok=True)
        path = os.path.join(d, "model.onnx")
        try:
            why_not = export(torch, model, example, path)
        except Exception as e:  # noqa: BLE001 (report any exporter error and go on)
            print(f"FAIL {variant}: export raised {type(e).__name__}: {first_line(e)}")
            failures += 1
            continue
        if why_not:
            print(f"SKIP {variant}: {why_not}")
            continue
        opset, dims, external = describe(path)
        print(f"ok   {variant}: exported {path}: opset {opset}, input_ids dims {dims}"
              + (f", {external} initializers in external data" if external else ""))
        try:
            got = hetc_eval(hetc, path, ids, d)
            diff = float(np.abs(got - ref).max()) if got.shape == ref.shape else math.inf
            ok = diff <= TOL
            print(f"{'ok  ' if ok else 'FAIL'} {variant}: hetc eval on input_ids {list(EVAL)} (example {list(EXAMPLE)}): "
                  f"logits {list(got.shape)}, max |hetc - torch| {diff:.2e} (largest |logit| "
                  f"{float(np.abs(ref).max()):.2f}, tolerance {TOL:g})")
        except (OSError, RuntimeError) as e:
            ok = False
            print(f"FAIL {variant}: hetc eval: {first_line(e)}")
        failures += not ok

        by_name, differ, by_value, other, missing = check_names(path, sd)
        ok = not differ
        shown = ", ".join(f"{n} = {k}" for n, k in list(by_value.items())[:3])
        shown += ", ..." if len(by_value) > 3 else ""
        print(f"{'ok  ' if ok else 'FAIL'} {variant}: names: {len(by_name)} initializers are state_dict keys"
              + (f", {len(differ)} of them with other values ({', '.join(differ[:5])})" if differ
                 else " with equal values")
              + f"; {len(by_value)} found by value" + (f" ({shown})" if shown else "")
              + f"; {len(other)} other initializers; {len(sd) - len(missing)} of {len(sd)} state_dict keys map back"
              + (f" (not found: {', '.join(missing[:5])})" if missing else ""))
        failures += not ok
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
