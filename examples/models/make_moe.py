#!/usr/bin/env python3
"""Regenerate examples/models/mixtral-tiny.onnx, a tiny Mixtral MoE model.

Requirements (not needed by CI, only to regenerate the fixture):

    python3 -m venv /tmp/moe-venv
    /tmp/moe-venv/bin/pip install torch transformers onnx onnxruntime
    /tmp/moe-venv/bin/python examples/models/make_moe.py

`transformers.MixtralForCausalLM` with random weights (seeded) and a tiny
config: 2 decoder layers, d=32, 4 experts per layer, top-2 routing. The
experts run with transformers' `batched_mm` experts implementation, which
gathers each token's k expert weights (`Gather`) and multiplies them in a
batch, so the export is static: `TopK` + `Softmax` routing, no data-dependent
loops (`NonZero`, `index_add`). Exported with the TorchScript exporter
(dynamo=False) at opset 17, checked with onnx.checker and compared with
PyTorch through onnxruntime.
"""

import os
import sys

import numpy as np
import onnx
import onnxruntime as ort
import torch
import torch.nn as nn
import transformers
from transformers import MixtralConfig, MixtralForCausalLM

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "mixtral-tiny.onnx")
OPSET = 17
TOL = 1e-4

CONFIG = dict(
    vocab_size=256,
    hidden_size=32,
    intermediate_size=64,
    num_hidden_layers=2,
    num_attention_heads=4,
    num_key_value_heads=2,
    max_position_embeddings=64,
    num_local_experts=4,
    num_experts_per_tok=2,
    tie_word_embeddings=False,
    attn_implementation="eager",
    experts_implementation="batched_mm",
)


class Logits(nn.Module):
    """input_ids -> logits, with an all-ones attention mask built in-graph
    (see make_fixtures.py, GPT2Logits, for why)."""

    def __init__(self, model):
        super().__init__()
        self.model = model

    def forward(self, input_ids):
        out = self.model(input_ids=input_ids, attention_mask=torch.ones_like(input_ids),
                         use_cache=False, return_dict=False)
        return out[0]


def main():
    torch.set_num_threads(1)
    torch.manual_seed(0)
    print("torch", torch.__version__, "transformers", transformers.__version__,
          "onnx", onnx.__version__, "onnxruntime", ort.__version__)
    model = MixtralForCausalLM(MixtralConfig(**CONFIG)).eval()
    n_params = sum(p.numel() for p in model.parameters())
    print("parameters", n_params)
    wrapped = Logits(model).eval()
    gen = torch.Generator().manual_seed(2)
    ids = torch.randint(0, CONFIG["vocab_size"], (2, 16), generator=gen)
    with torch.no_grad():
        ref = wrapped(ids).numpy()
        torch.onnx.export(
            wrapped, (ids,), OUT, dynamo=False, opset_version=OPSET,
            input_names=["input_ids"], output_names=["logits"],
            dynamic_axes={"input_ids": {0: "batch", 1: "sequence"},
                          "logits": {0: "batch", 1: "sequence"}},
        )
    onnx.checker.check_model(OUT, full_check=True)
    m = onnx.load(OUT)
    hist = {}
    for n in m.graph.node:
        hist[n.op_type] = hist.get(n.op_type, 0) + 1
    print(len(m.graph.node), "nodes;", ", ".join(f"{k} {v}" for k, v in sorted(hist.items())))
    print("size", os.path.getsize(OUT), "bytes")
    so = ort.SessionOptions()
    so.intra_op_num_threads = 1
    sess = ort.InferenceSession(OUT, so, providers=["CPUExecutionProvider"])
    for shape in [(2, 16), (1, 5)]:
        x = torch.randint(0, CONFIG["vocab_size"], shape, generator=gen)
        with torch.no_grad():
            want = wrapped(x).numpy()
        got = sess.run(None, {"input_ids": x.numpy()})[0]
        diff = float(np.abs(got - want).max())
        print(f"max |ORT - torch| at {shape}: {diff:.3g}")
        if not diff < TOL:
            sys.exit(f"ERROR: diff {diff} >= {TOL}")
    del ref


if __name__ == "__main__":
    main()
