#!/usr/bin/env python3
"""Regenerate the ONNX fixture models in examples/models/.

Requirements (not needed by CI, only to regenerate the fixtures):

    pip install torch transformers onnx onnxruntime onnxscript torchvision

Usage (from the repository root):

    python3 -m venv venv
    venv/bin/pip install torch transformers onnx onnxruntime onnxscript torchvision
    venv/bin/python examples/models/make_fixtures.py

No network access to a model hub is needed: every model is built from a
config and randomly initialised with fixed seeds, so the output is
deterministic for a given set of package versions (see README.md for the
versions the committed files were produced with).

Produces, next to this script:

  gpt2-tiny.onnx                  transformers GPT2LMHeadModel, 12 layers, d=64
  resnet50-tiny.onnx              torchvision ResNet-50 topology at 1/8 width
  resnet50-tiny-extdata.onnx      the same ResNet, tensors >= 1 KiB stored in
  resnet50-tiny-extdata.onnx.data   this external data file

Every model is exported with the TorchScript-based exporter
(torch.onnx.export(..., dynamo=False)) at opset 17, checked with
onnx.checker and compared against PyTorch with onnxruntime.
"""

import os
import platform
import sys
import warnings
from collections import Counter

import numpy as np
import onnx
import onnxruntime as ort
import torch
import torch.nn as nn
import torchvision
import transformers
from torchvision.models.resnet import Bottleneck, ResNet
from transformers import GPT2Config, GPT2LMHeadModel

HERE = os.path.dirname(os.path.abspath(__file__))
OPSET = 17
TOL = 1e-4

GPT2_FILE = "gpt2-tiny.onnx"
GPT2_S128_FILE = "gpt2-tiny-s128.onnx"
RESNET_FILE = "resnet50-tiny.onnx"
RESNET_EXT_FILE = "resnet50-tiny-extdata.onnx"
RESNET_EXT_DATA = "resnet50-tiny-extdata.onnx.data"

GPT2_KW = dict(n_layer=12, n_embd=64, n_head=4, n_positions=128, vocab_size=1024)


def versions():
    v = {
        "python": platform.python_version(),
        "torch": torch.__version__,
        "transformers": transformers.__version__,
        "onnx": onnx.__version__,
        "onnxruntime": ort.__version__,
        "torchvision": torchvision.__version__,
        "numpy": np.__version__,
    }
    try:
        import onnxscript

        v["onnxscript"] = onnxscript.__version__
    except ImportError:  # only needed by the dynamo exporter, which we do not use
        v["onnxscript"] = "(not installed)"
    return v


def seed_all(seed):
    torch.manual_seed(seed)
    np.random.seed(seed)


def ort_session(path):
    so = ort.SessionOptions()
    so.intra_op_num_threads = 1
    so.inter_op_num_threads = 1
    return ort.InferenceSession(path, so, providers=["CPUExecutionProvider"])


def summarize(path):
    """Check the model and return (node count, op-type histogram, #initializers, #float init elements)."""
    m = onnx.load(path)  # also loads external data if any
    onnx.checker.check_model(path, full_check=True)  # path form works with external data
    hist = Counter(n.op_type for n in m.graph.node)
    n_elems = 0
    for t in m.graph.initializer:
        if t.data_type in (onnx.TensorProto.FLOAT, onnx.TensorProto.DOUBLE,
                           onnx.TensorProto.FLOAT16, onnx.TensorProto.BFLOAT16):
            n_elems += int(np.prod(t.dims, dtype=np.int64))
    print(f"  {os.path.basename(path)}: {len(m.graph.node)} nodes, "
          f"{len(m.graph.initializer)} initializers, {n_elems} float initializer elements")
    print("  op types:", ", ".join(f"{k}:{v}" for k, v in sorted(hist.items())))

    def dims(vi):
        return [d.dim_param if d.HasField("dim_param") else d.dim_value
                for d in vi.type.tensor_type.shape.dim]

    for vi in m.graph.input:
        print(f"  input  {vi.name}: {onnx.TensorProto.DataType.Name(vi.type.tensor_type.elem_type)} {dims(vi)}")
    for vi in m.graph.output:
        print(f"  output {vi.name}: {onnx.TensorProto.DataType.Name(vi.type.tensor_type.elem_type)} {dims(vi)}")
    return len(m.graph.node), hist, len(m.graph.initializer), n_elems


def compare(path, feeds, reference, what):
    got = ort_session(path).run(None, feeds)[0]
    diff = float(np.abs(got - reference).max())
    print(f"  max |onnxruntime - torch| {what}: {diff:.3g}")
    if not diff < TOL:
        sys.exit(f"ERROR: {path}: max abs diff {diff} >= {TOL} for {what}")
    return diff


# --------------------------------------------------------------------------
# GPT-2
# --------------------------------------------------------------------------

class GPT2Logits(nn.Module):
    """input_ids -> logits.

    transformers >= 5 calls masking_utils.find_packed_sequence_indices()
    (which uses torch.diff, unsupported by the TorchScript ONNX exporter)
    whenever attention_mask is None.  Passing an all-ones attention mask is
    semantically identical for unpadded input and avoids that path; the mask
    is built inside the graph from the shape of input_ids, so the model still
    has the single input `input_ids`.
    """

    def __init__(self, model):
        super().__init__()
        self.model = model

    def forward(self, input_ids):
        attention_mask = torch.ones_like(input_ids)
        return self.model(input_ids=input_ids, attention_mask=attention_mask,
                          use_cache=False, return_dict=False)[0]


def perturb_(named_params, gen, is_affine_weight):
    """Make biases / norm scales non-trivial (they are initialised to 0 / 1,
    which would hide importer bugs and lets the exporter de-duplicate them)."""
    with torch.no_grad():
        for name, p in named_params:
            if name.endswith(".bias"):
                p.add_(0.05 * torch.randn(p.shape, generator=gen))
            elif is_affine_weight(name):
                p.add_(0.1 * torch.randn(p.shape, generator=gen))


def gpt2_formula(V, P, d, L):
    # wte + wpe + per layer (ln_1, c_attn, c_proj, ln_2, c_fc, c_proj) + ln_f
    return V * d + P * d + L * (12 * d * d + 13 * d) + 2 * d


def make_gpt2(out_file=None, fixed_sequence=None):
    """Export GPT-2; with `fixed_sequence`, only the batch axis is dynamic."""
    out_file = out_file or GPT2_FILE
    print(f"== {out_file}")
    seed_all(0)
    # attn_implementation="eager": plain MatMul/Softmax attention (the sdpa
    # path exports through aten::scaled_dot_product_attention's symbolic with
    # per-layer IsNaN/Where and a Trilu mask, which we do not want here).
    cfg = GPT2Config(**GPT2_KW, attn_implementation="eager")
    model = GPT2LMHeadModel(cfg)
    gen = torch.Generator().manual_seed(1)
    perturb_(model.named_parameters(), gen, lambda n: ".ln_" in n and n.endswith(".weight"))
    model.eval()
    wrapper = GPT2Logits(model).eval()  # the exporter restores the wrapper's mode afterwards

    tied = model.lm_head.weight is model.transformer.wte.weight
    n_torch = sum(p.numel() for p in model.parameters())  # tied weight counted once
    n_formula = gpt2_formula(cfg.vocab_size, cfg.n_positions, cfg.n_embd, cfg.n_layer)
    print(f"  config: {GPT2_KW}, attn_implementation=eager, "
          f"tie_word_embeddings={cfg.tie_word_embeddings}, lm_head tied to wte: {tied}")
    print(f"  params: formula {n_formula}, torch (unique) {n_torch}")

    gen_in = torch.Generator().manual_seed(2)
    seq = fixed_sequence or 16
    x = torch.randint(0, cfg.vocab_size, (2, seq), generator=gen_in)
    path = os.path.join(HERE, out_file)
    if fixed_sequence:
        axes = {"input_ids": {0: "batch"}, "logits": {0: "batch"}}
    else:
        axes = {"input_ids": {0: "batch", 1: "sequence"}, "logits": {0: "batch", 1: "sequence"}}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        torch.onnx.export(
            wrapper, (x,), path,
            dynamo=False,
            opset_version=OPSET,
            input_names=["input_ids"],
            output_names=["logits"],
            dynamic_axes=axes,
        )
    assert not model.training
    summarize(path)
    shapes = [(2, seq), (3, seq)] if fixed_sequence else [(2, 16), (3, 7), (1, 1), (1, 128)]
    for shape in shapes:
        xi = x if shape == (2, seq) else torch.randint(0, cfg.vocab_size, shape, generator=gen_in)
        with torch.no_grad():
            ref = wrapper(xi).numpy()
        compare(path, {"input_ids": xi.numpy()}, ref, f"batch={shape[0]} sequence={shape[1]}")


# --------------------------------------------------------------------------
# ResNet-50 at 1/8 width
# --------------------------------------------------------------------------

STEM = 8
PLANES = [8, 16, 32, 64]
BLOCKS = [3, 4, 6, 3]
NUM_CLASSES = 10
IMAGE = 64


class TinyResNet50(ResNet):
    """torchvision ResNet-50 (Bottleneck, [3, 4, 6, 3]) with the stem at 8
    channels and stage planes 8/16/32/64 (1/8 of 64/128/256/512).  Uses
    torchvision's own Bottleneck, _make_layer and forward."""

    def __init__(self, num_classes=NUM_CLASSES):
        nn.Module.__init__(self)
        self._norm_layer = nn.BatchNorm2d
        self.inplanes = STEM
        self.dilation = 1
        self.groups = 1
        self.base_width = 64
        self.conv1 = nn.Conv2d(3, STEM, kernel_size=7, stride=2, padding=3, bias=False)
        self.bn1 = nn.BatchNorm2d(STEM)
        self.relu = nn.ReLU(inplace=True)
        self.maxpool = nn.MaxPool2d(kernel_size=3, stride=2, padding=1)
        self.layer1 = self._make_layer(Bottleneck, PLANES[0], BLOCKS[0])
        self.layer2 = self._make_layer(Bottleneck, PLANES[1], BLOCKS[1], stride=2)
        self.layer3 = self._make_layer(Bottleneck, PLANES[2], BLOCKS[2], stride=2)
        self.layer4 = self._make_layer(Bottleneck, PLANES[3], BLOCKS[3], stride=2)
        self.avgpool = nn.AdaptiveAvgPool2d((1, 1))
        self.fc = nn.Linear(PLANES[3] * Bottleneck.expansion, num_classes)
        # Same initialisation as torchvision's ResNet.__init__.
        for m in self.modules():
            if isinstance(m, nn.Conv2d):
                nn.init.kaiming_normal_(m.weight, mode="fan_out", nonlinearity="relu")
            elif isinstance(m, nn.BatchNorm2d):
                nn.init.constant_(m.weight, 1)
                nn.init.constant_(m.bias, 0)


def resnet_formula():
    """Parameter count from the architecture description alone (not the model).
    Returns (trainable, bn_running_stats)."""
    exp = 4
    conv = lambda cin, cout, k: cin * cout * k * k  # no conv bias
    trainable = conv(3, STEM, 7) + 2 * STEM
    stats = 2 * STEM
    inplanes = STEM
    for stage, (planes, blocks) in enumerate(zip(PLANES, BLOCKS)):
        for b in range(blocks):
            stride = 2 if (stage > 0 and b == 0) else 1
            trainable += conv(inplanes, planes, 1) + conv(planes, planes, 3) + conv(planes, planes * exp, 1)
            bn_ch = planes + planes + planes * exp
            if stride != 1 or inplanes != planes * exp:  # downsample: 1x1 conv + BN
                trainable += conv(inplanes, planes * exp, 1)
                bn_ch += planes * exp
            trainable += 2 * bn_ch
            stats += 2 * bn_ch
            inplanes = planes * exp
    trainable += inplanes * NUM_CLASSES + NUM_CLASSES
    return trainable, stats


def make_resnet():
    print(f"== {RESNET_FILE}")
    seed_all(0)
    model = TinyResNet50()
    gen = torch.Generator().manual_seed(1)
    perturb_(model.named_parameters(), gen,
             lambda n: n.endswith(".weight") and ("bn" in n or "downsample.1" in n))
    # Non-trivial running statistics: a few train-mode passes on random data.
    model.train()
    gen_in = torch.Generator().manual_seed(2)
    with torch.no_grad():
        for _ in range(4):
            model(torch.randn(8, 3, IMAGE, IMAGE, generator=gen_in) * 2.0 + 0.5)
    model.eval()

    n_torch = sum(p.numel() for p in model.parameters())
    n_buf = sum(b.numel() for n, b in model.named_buffers() if not n.endswith("num_batches_tracked"))
    f_train, f_stats = resnet_formula()
    print(f"  architecture: Bottleneck {BLOCKS}, stem {STEM}, planes {PLANES}, "
          f"num_classes {NUM_CLASSES}, input [batch,3,{IMAGE},{IMAGE}]")
    print(f"  params: formula {f_train} trainable + {f_stats} BN running stats = {f_train + f_stats}; "
          f"torch {n_torch} trainable + {n_buf} running stats")
    if (f_train, f_stats) != (n_torch, n_buf):
        sys.exit("ERROR: ResNet formula does not match the torch model")

    x = torch.randn(2, 3, IMAGE, IMAGE, generator=gen_in)
    path = os.path.join(HERE, RESNET_FILE)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        # TrainingMode.PRESERVE with the model in eval mode exports
        # BatchNormalization in inference form (1 output, training_mode=0)
        # and skips the eval-mode Conv+BN fusion peephole, which only runs for
        # TrainingMode.EVAL (do_constant_folding=False gives the same graph).
        torch.onnx.export(
            model, (x,), path,
            dynamo=False,
            opset_version=OPSET,
            training=torch.onnx.TrainingMode.PRESERVE,
            input_names=["input"],
            output_names=["logits"],
            dynamic_axes={"input": {0: "batch"}, "logits": {0: "batch"}},
        )
    assert not model.training
    _, hist, _, _ = summarize(path)
    m = onnx.load(path)
    bns = [n for n in m.graph.node if n.op_type == "BatchNormalization"]
    if len(bns) != 53 or any(len(n.output) != 1 for n in bns):
        sys.exit(f"ERROR: expected 53 single-output BatchNormalization nodes, got {hist}")
    print(f"  BatchNormalization nodes kept: {len(bns)} (all with 1 output)")
    with torch.no_grad():
        ref = model(x).numpy()
    compare(path, {"input": x.numpy()}, ref, "batch=2")
    x3 = torch.randn(3, 3, IMAGE, IMAGE, generator=gen_in)
    with torch.no_grad():
        ref3 = model(x3).numpy()
    compare(path, {"input": x3.numpy()}, ref3, "batch=3")

    print(f"== {RESNET_EXT_FILE} (+ {RESNET_EXT_DATA})")
    ext_path = os.path.join(HERE, RESNET_EXT_FILE)
    data_path = os.path.join(HERE, RESNET_EXT_DATA)
    if os.path.exists(data_path):
        os.remove(data_path)  # save_model appends to an existing file
    onnx.save_model(m, ext_path, save_as_external_data=True, all_tensors_to_one_file=True,
                    location=RESNET_EXT_DATA, size_threshold=1024)
    os.chmod(data_path, 0o644)  # onnx creates the data file with mode 0600
    me = onnx.load(ext_path, load_external_data=False)
    n_ext = sum(1 for t in me.graph.initializer if t.data_location == onnx.TensorProto.EXTERNAL)
    print(f"  {n_ext} of {len(me.graph.initializer)} initializers stored externally")
    summarize(ext_path)
    compare(ext_path, {"input": x.numpy()}, ref, "batch=2")


def main():
    v = versions()
    print("versions:", ", ".join(f"{k} {val}" for k, val in v.items()))
    torch.set_num_threads(1)
    make_gpt2()
    make_gpt2(GPT2_S128_FILE, fixed_sequence=128)
    make_resnet()
    print("== sizes")
    for f in [GPT2_FILE, GPT2_S128_FILE, RESNET_FILE, RESNET_EXT_FILE, RESNET_EXT_DATA]:
        size = os.path.getsize(os.path.join(HERE, f))
        print(f"  {f}: {size} bytes ({size / 2**20:.2f} MiB)")
        if size > 5 * 2**20:
            sys.exit(f"ERROR: {f} is larger than 5 MiB")


if __name__ == "__main__":
    main()
