#!/usr/bin/env python3
"""Tiny random Hugging Face checkpoints, and a NumPy oracle for their logits.

The reference for the tests of hetc's Hugging Face checkpoint reader and
writer. NumPy only (the `safetensors` package is used by `selftest` alone):

* `make` writes a random-weight checkpoint as `save_pretrained` does:
  config.json and model.safetensors, or model-0000k-of-0000N.safetensors
  shards and model.safetensors.index.json; tensors under transformers' names
  and layouts for GPT2LMHeadModel, LlamaForCausalLM or MixtralForCausalLM,
  stored as float32, bfloat16 or float16 (own writer; BF16 rounded to nearest
  even from float32, as torch does).
* `forward` computes logits [batch, seq, vocab] for int input_ids [batch, seq]
  of such a checkpoint (or any of those three model types) by re-implementing
  transformers' modeling code (eval mode: no dropout, no KV cache, causal mask
  only) in float64, after widening the stored tensors; it writes float32.
  Unimplemented config features are refused; missing, extra or misshapen
  tensors are errors that name them.

A Rust test makes a checkpoint, runs hetc on it and compares hetc's logits
with the oracle's (Python from $HETC_PYTHON, deps in requirements-oracle.txt):

    python3 examples/models/hf_checkpoint.py make --family llama --out D \\
        --layers 2 --hidden 64 --heads 4 --kv-heads 2 --ffn 128 --vocab 96
    python3 examples/models/hf_checkpoint.py forward --model D --ids ids.npy --out logits.npy

`forward --weights F` takes the tensors from F (a .safetensors file or index
.json, e.g. one hetc wrote) and the config from --model. `selftest` checks
this script, also against onnxruntime on the transformers exports
gpt2-tiny.onnx and mixtral-tiny.onnx when onnx is installed. Importable API:
make_checkpoint, load_config, load_weights, forward, read_safetensors,
write_safetensors.

Random weights: matrices (embeddings too) normal with std 1/sqrt(fan_in), so
attention scores, router logits and logits are O(1) and a layout bug (a
transpose, q/k/v or gate/up swapped, the other rotary convention) moves the
logits by O(1); norm weights 1 + 0.1*normal; biases 0.1*normal.
"""

import argparse
import json
import math
import os
import re
import struct
import sys
import tempfile

import numpy as np

FAMILIES = ("gpt2", "llama", "mixtral")
SINGLE, INDEX = "model.safetensors", "model.safetensors.index.json"
ST_DTYPE = {"float32": "F32", "bfloat16": "BF16", "float16": "F16"}
ST_NP = {"F64": "<f8", "F32": "<f4", "F16": "<f2", "BF16": "<u2", "I64": "<i8", "I32": "<i4", "U8": "u1"}
# What transformers drops on load without complaint: GPT-2's attention mask
# buffers (the published openai-community/gpt2 file holds h.{i}.attn.bias)
# and old LLaMA checkpoints' rotary inv_freq buffers.
IGNORED = re.compile(r"(^|\.)h\.\d+\.attn\.(bias|masked_bias)$|\.rotary_emb\.inv_freq$")


class OracleError(Exception):
    pass


# ---------------------------------------------------------------- safetensors

def write_safetensors(path, tensors, st_dtype="F32", metadata=None):
    """Write {name: array}, every tensor stored as st_dtype (F32, F16, BF16);
    returns the data size in bytes."""
    header, blobs, off = {"__metadata__": metadata or {"format": "pt"}}, [], 0
    for name in sorted(tensors):
        a = np.asarray(tensors[name], dtype="<f4")
        if st_dtype == "BF16":  # round to nearest even
            u = a.view("<u4").astype(np.uint64)
            raw = ((u + 0x7FFF + ((u >> 16) & 1)) >> 16).astype("<u2").tobytes()
        else:
            raw = a.astype(ST_NP[st_dtype]).tobytes()
        header[name] = {"dtype": st_dtype, "shape": list(a.shape), "data_offsets": [off, off + len(raw)]}
        blobs.append(raw)
        off += len(raw)
    head = json.dumps(header, separators=(",", ":")).encode()
    head += b" " * (-len(head) % 8)
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(head)) + head + b"".join(blobs))
    return off


def read_safetensors(path):
    """({name: float64 array}, header) of one .safetensors file."""
    buf = np.memmap(path, dtype=np.uint8, mode="r")
    n = struct.unpack("<Q", bytes(buf[:8]))[0] if len(buf) >= 8 else len(buf)
    try:
        header = json.loads(bytes(buf[8:8 + n]))
    except ValueError as e:
        raise OracleError(f"{path}: not a safetensors file ({e})")
    header.pop("__metadata__", None)
    out, end, base = {}, 0, 8 + n
    for name, t in sorted(header.items(), key=lambda kv: kv[1]["data_offsets"]):
        (b, e), dt, count = t["data_offsets"], ST_NP.get(t["dtype"]), math.prod(t["shape"])
        if dt is None:
            raise OracleError(f"{path}: {name}: dtype {t['dtype']} not supported")
        if b != end or e - b != count * np.dtype(dt).itemsize or base + e > len(buf):
            raise OracleError(f"{path}: {name}: bad data_offsets {[b, e]} for {t['dtype']} {t['shape']}")
        a = np.frombuffer(buf, dtype=dt, count=count, offset=base + b).reshape(t["shape"])
        out[name] = ((a.astype("<u4") << 16).view("<f4") if t["dtype"] == "BF16" else a).astype(np.float64)
        end = e
    if base + end != len(buf):
        raise OracleError(f"{path}: {len(buf) - base - end} bytes after the last tensor")
    return out, header


def load_weights(path):
    """{name: float64 array} from a checkpoint directory (its index or
    model.safetensors), an index .json, or a .safetensors file."""
    if os.path.isdir(path):
        d, path = path, os.path.join(path, INDEX if os.path.exists(os.path.join(path, INDEX)) else SINGLE)
        if not os.path.exists(path):
            raise OracleError(f"no {INDEX} or {SINGLE} in {d}")
    if not path.endswith(".json"):
        return read_safetensors(path)[0]
    with open(path) as f:
        wmap = json.load(f)["weight_map"]
    out = {}
    for fname in sorted(set(wmap.values())):
        for name, a in read_safetensors(os.path.join(os.path.dirname(path), fname))[0].items():
            if wmap.get(name) != fname or name in out:
                raise OracleError(f"{name} is in {fname} but the index maps it to {wmap.get(name)}")
            out[name] = a
    if set(wmap) - set(out):
        raise OracleError(f"in the index but in no shard: {sorted(set(wmap) - set(out))}")
    return out


# ------------------------------------------------------------ config, make

def make_config(family, layers=2, hidden=64, heads=4, kv_heads=None, ffn=None, vocab=96, positions=64,
                tied=None, experts=4, top_k=2, rope_theta=500000.0, dtype="float32", style="v4"):
    """config.json as transformers writes it: v4 style (torch_dtype,
    rope_theta, rope_scaling) or v5 style (dtype, rope_parameters)."""
    if family == "gpt2":
        c = dict(activation_function="gelu_new", architectures=["GPT2LMHeadModel"], attn_pdrop=0.1,
                 bos_token_id=vocab - 1, embd_pdrop=0.1, eos_token_id=vocab - 1, initializer_range=0.02,
                 layer_norm_epsilon=1e-5, model_type="gpt2", n_embd=hidden, n_head=heads, n_inner=ffn,
                 n_layer=layers, n_positions=positions, reorder_and_upcast_attn=False, resid_pdrop=0.1,
                 scale_attn_by_inverse_layer_idx=False, scale_attn_weights=True, summary_activation=None,
                 summary_first_dropout=0.1, summary_proj_to_labels=True, summary_type="cls_index",
                 summary_use_proj=True, tie_word_embeddings=tied is not False, use_cache=True,
                 vocab_size=vocab)
    elif family in ("llama", "mixtral"):
        c = dict(architectures=["LlamaForCausalLM"], attention_bias=False, attention_dropout=0.0,
                 bos_token_id=1, eos_token_id=2, head_dim=hidden // heads, hidden_act="silu",
                 hidden_size=hidden, initializer_range=0.02, intermediate_size=ffn or 2 * hidden,
                 max_position_embeddings=positions, mlp_bias=False, model_type="llama",
                 num_attention_heads=heads, num_hidden_layers=layers, num_key_value_heads=kv_heads or heads,
                 pretraining_tp=1, rms_norm_eps=1e-6, rope_scaling=None, rope_theta=float(rope_theta),
                 tie_word_embeddings=bool(tied), use_cache=True, vocab_size=vocab)
        if family == "mixtral":
            del c["attention_bias"], c["mlp_bias"], c["pretraining_tp"]
            c.update(architectures=["MixtralForCausalLM"], model_type="mixtral", num_local_experts=experts,
                     num_experts_per_tok=top_k, output_router_logits=False, router_aux_loss_coef=0.001,
                     router_jitter_noise=0.0, sliding_window=None)
    else:
        raise OracleError(f"family must be one of {FAMILIES}, not {family!r}")
    c["torch_dtype"] = dtype
    if style == "v5":
        c["dtype"] = c.pop("torch_dtype")
        if family != "gpt2":
            c["rope_parameters"] = {"rope_theta": c.pop("rope_theta"), "rope_type": "default"}
            del c["rope_scaling"]
    return dict(sorted(c.items()))


def param_specs(cfg, gpt2_prefix="transformer."):
    """[(name, shape, init)] in state_dict order, without lm_head when tied;
    init is a matrix's fan-in, "norm" or "bias"."""
    if cfg["model_type"] == "gpt2":
        H, p = cfg["n_embd"], gpt2_prefix
        F = cfg.get("n_inner") or 4 * H
        s = [(p + "wte.weight", [cfg["vocab_size"], H], H), (p + "wpe.weight", [cfg["n_positions"], H], H)]
        for i in range(cfg["n_layer"]):
            h = f"{p}h.{i}."
            s += [(h + "ln_1.weight", [H], "norm"), (h + "ln_1.bias", [H], "bias"),
                  (h + "attn.c_attn.weight", [H, 3 * H], H), (h + "attn.c_attn.bias", [3 * H], "bias"),
                  (h + "attn.c_proj.weight", [H, H], H), (h + "attn.c_proj.bias", [H], "bias"),
                  (h + "ln_2.weight", [H], "norm"), (h + "ln_2.bias", [H], "bias"),
                  (h + "mlp.c_fc.weight", [H, F], H), (h + "mlp.c_fc.bias", [F], "bias"),
                  (h + "mlp.c_proj.weight", [F, H], F), (h + "mlp.c_proj.bias", [H], "bias")]
        s += [(p + "ln_f.weight", [H], "norm"), (p + "ln_f.bias", [H], "bias")]
        tied = cfg.get("tie_word_embeddings", True)
    else:
        H, F, NH = cfg["hidden_size"], cfg["intermediate_size"], cfg["num_attention_heads"]
        NKV, hd = cfg.get("num_key_value_heads") or NH, cfg.get("head_dim") or H // NH
        s = [("model.embed_tokens.weight", [cfg["vocab_size"], H], H)]
        for i in range(cfg["num_hidden_layers"]):
            L = f"model.layers.{i}."
            a, m, b = L + "self_attn.", L + "mlp.", L + "block_sparse_moe."
            s += [(a + "q_proj.weight", [NH * hd, H], H), (a + "k_proj.weight", [NKV * hd, H], H),
                  (a + "v_proj.weight", [NKV * hd, H], H), (a + "o_proj.weight", [H, NH * hd], NH * hd)]
            if cfg["model_type"] == "mixtral":
                s.append((b + "gate.weight", [cfg["num_local_experts"], H], H))
                for j in range(cfg["num_local_experts"]):
                    e = f"{b}experts.{j}."
                    s += [(e + "w1.weight", [F, H], H), (e + "w2.weight", [H, F], F), (e + "w3.weight", [F, H], H)]
            else:
                s += [(m + "gate_proj.weight", [F, H], H), (m + "up_proj.weight", [F, H], H),
                      (m + "down_proj.weight", [H, F], F)]
            s += [(L + "input_layernorm.weight", [H], "norm"), (L + "post_attention_layernorm.weight", [H], "norm")]
        s.append(("model.norm.weight", [H], "norm"))
        tied = cfg.get("tie_word_embeddings", False)
    return s if tied else s + [("lm_head.weight", [cfg["vocab_size"], H], H)]


def make_checkpoint(out, family, seed=0, dtype="float32", shards=1, no_prefix=False, attn_bias_buffers=False,
                    **config_kw):
    """Write a random checkpoint into directory `out`; returns its config.
    config_kw: make_config's arguments."""
    cfg = make_config(family, dtype=dtype, **config_kw)
    rng, p = np.random.default_rng(seed), "" if no_prefix else "transformer."
    tensors = {}
    for name, shape, init in param_specs(cfg, p):
        x = rng.standard_normal(shape)
        tensors[name] = (1 + 0.1 * x if init == "norm" else x * (0.1 if init == "bias" else init ** -0.5))
    if family == "gpt2" and attn_bias_buffers:
        P = cfg["n_positions"]
        for i in range(cfg["n_layer"]):
            tensors[f"{p}h.{i}.attn.bias"] = np.tril(np.ones((P, P)))[None, None]
    os.makedirs(out, exist_ok=True)
    for f in os.listdir(out):
        if f in (SINGLE, INDEX) or re.fullmatch(r"model-\d+-of-\d+\.safetensors", f):
            os.remove(os.path.join(out, f))
    with open(os.path.join(out, "config.json"), "w") as f:
        f.write(json.dumps(cfg, indent=2) + "\n")
    names = list(tensors)
    if not 1 <= shards <= len(names):
        raise OracleError(f"shards must be in 1..{len(names)}")
    if shards == 1:
        write_safetensors(os.path.join(out, SINGLE), tensors, ST_DTYPE[dtype])
        return cfg
    # contiguous groups of about equal size, as save_pretrained's max_shard_size makes
    sizes = [tensors[k].size for k in names]
    groups, cum = [[]], 0
    for i, (name, size) in enumerate(zip(names, sizes)):
        left = shards - len(groups) + 1
        if groups[-1] and (len(names) - i < left or (left > 1 and cum >= sum(sizes) * len(groups) / shards)):
            groups.append([])
        groups[-1].append(name)
        cum += size
    wmap, total = {}, 0
    for k, group in enumerate(groups):
        fname = f"model-{k + 1:05d}-of-{shards:05d}.safetensors"
        total += write_safetensors(os.path.join(out, fname), {n: tensors[n] for n in group}, ST_DTYPE[dtype])
        wmap.update({n: fname for n in group})
    with open(os.path.join(out, INDEX), "w") as f:
        f.write(json.dumps({"metadata": {"total_size": total}, "weight_map": dict(sorted(wmap.items()))},
                           indent=2) + "\n")
    return cfg


# ------------------------------------------------------------------- forward

def _act(name):
    tanh_gelu = lambda x: 0.5 * x * (1 + np.tanh(math.sqrt(2 / math.pi) * (x + 0.044715 * x ** 3)))
    acts = {"gelu_new": tanh_gelu, "gelu_pytorch_tanh": tanh_gelu, "gelu_fast": tanh_gelu,
            "gelu": lambda x: 0.5 * x * (1 + np.vectorize(math.erf)(x / math.sqrt(2))),
            "relu": lambda x: np.maximum(x, 0), "silu": lambda x: x / (1 + np.exp(-x))}
    if name not in acts:
        raise OracleError(f"activation {name!r} not implemented (only {', '.join(acts)})")
    return acts[name]


def _softmax(x):
    x = np.exp(x - x.max(-1, keepdims=True))
    return x / x.sum(-1, keepdims=True)


def _heads(x, n):  # [B, S, n*d] -> [B, n, S, d]
    return x.reshape(x.shape[0], x.shape[1], n, -1).transpose(0, 2, 1, 3)


def _attend(q, k, v, scale):
    """Causal attention; q, k, v [B, heads, S, d] -> [B, S, heads*d]."""
    S = q.shape[2]
    o = _softmax(np.where(np.tril(np.ones((S, S), bool)), q @ k.swapaxes(-1, -2) * scale, -np.inf)) @ v
    return o.transpose(0, 2, 1, 3).reshape(q.shape[0], S, -1)


def _checked(cfg, weights, specs, emb):
    """The weights plus lm_head.weight (the embedding when tied); errors name
    missing, extra and misshapen tensors."""
    w = {k: v for k, v in weights.items() if not IGNORED.search(k)}
    want = {n: tuple(s) for n, s, _ in specs}
    if "lm_head.weight" not in want and "lm_head.weight" in w:  # tied, but stored anyway
        if emb in w and not np.array_equal(w.pop("lm_head.weight"), w[emb]):
            raise OracleError(f"tie_word_embeddings is true but lm_head.weight differs from {emb}")
    bad = [f"{n} {list(w[n].shape)} (want {list(want[n])})" for n in want if n in w and w[n].shape != want[n]]
    for what, names in (("missing tensors", sorted(set(want) - set(w))),
                        ("unexpected tensors", sorted(set(w) - set(want))), ("wrong shapes", bad)):
        if names:
            raise OracleError(f"{cfg['model_type']}: {what}: {', '.join(names)}")
    w.setdefault("lm_head.weight", w[emb])
    return w


def _gpt2(cfg, weights, ids):
    if cfg.get("add_cross_attention"):
        raise OracleError("gpt2: add_cross_attention not implemented")
    p = "transformer." if any(k.startswith("transformer.") for k in weights) else ""
    w = _checked(cfg, weights, param_specs(cfg, p), p + "wte.weight")
    H, NH, eps = cfg["n_embd"], cfg["n_head"], cfg.get("layer_norm_epsilon", 1e-5)
    act, S = _act(cfg.get("activation_function", "gelu_new")), ids.shape[1]
    if S > cfg["n_positions"]:
        raise OracleError(f"gpt2: sequence {S} > n_positions {cfg['n_positions']}")

    def ln(x, name):
        m = x.mean(-1, keepdims=True)
        x = (x - m) / np.sqrt(((x - m) ** 2).mean(-1, keepdims=True) + eps)
        return x * w[name + ".weight"] + w[name + ".bias"]

    x = w[p + "wte.weight"][ids] + w[p + "wpe.weight"][np.arange(S)]
    for i in range(cfg["n_layer"]):
        h = f"{p}h.{i}."
        qkv = ln(x, h + "ln_1") @ w[h + "attn.c_attn.weight"] + w[h + "attn.c_attn.bias"]  # Conv1D: x @ W + b
        q, k, v = (_heads(t, NH) for t in np.split(qkv, 3, axis=-1))
        scale = (H // NH) ** -0.5 if cfg.get("scale_attn_weights", True) else 1.0
        scale /= (i + 1) if cfg.get("scale_attn_by_inverse_layer_idx") else 1
        x = x + _attend(q, k, v, scale) @ w[h + "attn.c_proj.weight"] + w[h + "attn.c_proj.bias"]
        f = act(ln(x, h + "ln_2") @ w[h + "mlp.c_fc.weight"] + w[h + "mlp.c_fc.bias"])
        x = x + f @ w[h + "mlp.c_proj.weight"] + w[h + "mlp.c_proj.bias"]
    return ln(x, p + "ln_f") @ w["lm_head.weight"].T


def _rope_theta(cfg):
    default = 1e6 if cfg["model_type"] == "mixtral" else 10000.0
    rp = cfg.get("rope_parameters")  # transformers v5
    if rp is not None:
        if set(rp) - {"rope_type", "rope_theta"} or rp.get("rope_type", "default") != "default":
            raise OracleError(f"rope_parameters {rp} not implemented (only default rope)")
        return float(rp.get("rope_theta", cfg.get("rope_theta", default)))
    if cfg.get("rope_scaling") is not None:
        raise OracleError(f"rope_scaling {cfg['rope_scaling']} not implemented")
    return float(cfg.get("rope_theta", default))


def _llama(cfg, weights, ids):
    t, (B, S) = cfg["model_type"], ids.shape
    for k, ok in (("attention_bias", False), ("mlp_bias", False), ("partial_rotary_factor", 1.0)):
        if cfg.get(k, ok) != ok:
            raise OracleError(f"{t}: {k} {cfg[k]} not implemented")
    if cfg.get("sliding_window") is not None and S > cfg["sliding_window"]:
        raise OracleError(f"{t}: sequence {S} > sliding_window {cfg['sliding_window']} not implemented")
    w = _checked(cfg, weights, param_specs(cfg), "model.embed_tokens.weight")
    H, NH = cfg["hidden_size"], cfg["num_attention_heads"]
    NKV, hd = cfg.get("num_key_value_heads") or NH, cfg.get("head_dim") or H // NH
    K, E = cfg.get("num_experts_per_tok", 0), cfg.get("num_local_experts", 0)
    if NH % NKV or K > E:
        raise OracleError(f"{t}: heads {NH} / kv heads {NKV}, experts {K} of {E}: not supported")
    eps, act = cfg.get("rms_norm_eps", 1e-6), _act(cfg.get("hidden_act", "silu"))
    freqs = np.arange(S)[:, None] / _rope_theta(cfg) ** (np.arange(0, hd, 2) / hd)[None]
    cos, sin = np.cos(np.concatenate([freqs, freqs], -1)), np.sin(np.concatenate([freqs, freqs], -1))
    rope = lambda x: x * cos + np.concatenate([-x[..., hd // 2:], x[..., :hd // 2]], -1) * sin  # rotate_half
    norm = lambda x, n: x / np.sqrt((x * x).mean(-1, keepdims=True) + eps) * w[n]
    lin = lambda x, n: x @ w[n].T  # nn.Linear: weight [out, in]

    x = w["model.embed_tokens.weight"][ids]
    for i in range(cfg["num_hidden_layers"]):
        L = f"model.layers.{i}."
        a, m = L + "self_attn.", L + "block_sparse_moe."
        h = norm(x, L + "input_layernorm.weight")
        q = rope(_heads(lin(h, a + "q_proj.weight"), NH))
        k = np.repeat(rope(_heads(lin(h, a + "k_proj.weight"), NKV)), NH // NKV, axis=1)  # repeat_kv
        v = np.repeat(_heads(lin(h, a + "v_proj.weight"), NKV), NH // NKV, axis=1)
        x = x + lin(_attend(q, k, v, hd ** -0.5), a + "o_proj.weight")
        h = norm(x, L + "post_attention_layernorm.weight")
        if t == "llama":
            x = x + lin(act(lin(h, L + "mlp.gate_proj.weight")) * lin(h, L + "mlp.up_proj.weight"),
                        L + "mlp.down_proj.weight")
            continue
        probs = _softmax(lin(h, m + "gate.weight"))  # [B, S, E]
        top = np.argsort(-probs, axis=-1, kind="stable")[..., :K]
        sel = np.take_along_axis(probs, top, -1)
        gates = np.zeros_like(probs)
        np.put_along_axis(gates, top, sel / sel.sum(-1, keepdims=True), -1)  # top-k renormalized
        for j in range(E):
            e = f"{m}experts.{j}."
            y = lin(act(lin(h, e + "w1.weight")) * lin(h, e + "w3.weight"), e + "w2.weight")
            x = x + gates[..., j:j + 1] * y
    return lin(norm(x, "model.norm.weight"), "lm_head.weight")


def forward(config, weights, ids):
    """Logits [B, S, V] (float64) for input_ids [B, S]."""
    ids = np.asarray(ids)
    if ids.ndim != 2 or ids.dtype.kind not in "iu":
        raise OracleError(f"input_ids must be integers [batch, seq], not {ids.dtype} {list(ids.shape)}")
    if ids.size and (ids.min() < 0 or ids.max() >= config["vocab_size"]):
        raise OracleError(f"input_ids out of range 0..{config['vocab_size'] - 1}")
    impl = {"gpt2": _gpt2, "llama": _llama, "mixtral": _llama}.get(config.get("model_type"))
    if impl is None:
        raise OracleError(f"model_type {config.get('model_type')!r} not implemented (only {', '.join(FAMILIES)})")
    return impl(config, weights, ids.astype(np.int64))


def load_config(model_dir):
    with open(os.path.join(model_dir, "config.json")) as f:
        return json.load(f)


# ------------------------------------------------------------------ selftest

def _hand_gpt2():
    """GPT-2 with 1 layer, 1 head, H=V=P=2, ids [[0, 1]], layer_norm_epsilon 1
    (so LayerNorm does not saturate). Hidden states keep the form
    d*[1,-1] + c*[1,1], which LayerNorm (weight 1, bias 0) maps to n(d)*[1,-1],
    n(d) = d/sqrt(d^2+1). wte = [[1,-1],[-1,1]], wpe = [[0,0],[-.5,.5]]:
    d = (1, -1.5), ln_1: a = n(d). c_attn = [I | I | 2I] (q = k = h, v = 2h):
    position 1 attends with p = softmax(2 a1 a0/sqrt2, 2 a1 a1/sqrt2), and
    c_proj = I gives r = (1 + 2 a0, -1.5 + 2 (p0 a0 + p1 a1)). ln_2: m = n(r);
    c_fc = I with bias (.5, .5), gelu_new g, c_proj = I: D = r + (g(.5+m) -
    g(.5-m))/2. ln_f with bias (.25, 0): (n(D)+.25, -n(D)); tied logits =
    (2 n(D) + .25, -2 n(D) - .25)."""
    I, Z, one = np.eye(2), np.zeros(2), np.ones(2)
    cfg = dict(make_config("gpt2", layers=1, hidden=2, heads=1, ffn=2, vocab=2, positions=2), layer_norm_epsilon=1.0)
    w = {"wte.weight": np.array([[1.0, -1], [-1, 1]]), "wpe.weight": np.array([[0.0, 0], [-0.5, 0.5]]),
         "h.0.ln_1.weight": one, "h.0.ln_1.bias": Z, "h.0.ln_2.weight": one, "h.0.ln_2.bias": Z,
         "h.0.attn.c_attn.weight": np.hstack([I, I, 2 * I]), "h.0.attn.c_attn.bias": np.zeros(6),
         "h.0.attn.c_proj.weight": I, "h.0.attn.c_proj.bias": Z, "h.0.mlp.c_fc.weight": I,
         "h.0.mlp.c_fc.bias": np.array([0.5, 0.5]), "h.0.mlp.c_proj.weight": I, "h.0.mlp.c_proj.bias": Z,
         "ln_f.weight": one, "ln_f.bias": np.array([0.25, 0])}
    n = lambda d: d / math.sqrt(d * d + 1)
    g = lambda x: 0.5 * x * (1 + math.tanh(math.sqrt(2 / math.pi) * (x + 0.044715 * x ** 3)))
    a0, a1 = n(1.0), n(-1.5)
    p0 = 1 / (1 + math.exp(2 * a1 * (a1 - a0) / math.sqrt(2)))
    want = []
    for r in (1 + 2 * a0, -1.5 + 2 * (p0 * a0 + (1 - p0) * a1)):
        D = r + (g(0.5 + n(r)) - g(0.5 - n(r))) / 2
        want.append([2 * n(D) + 0.25, -2 * n(D) - 0.25])
    return cfg, w, np.array([want])


def _layout_bugs(cfg, w):
    """[(what, weights with a typical reader bug)] for the sensitivity check."""
    if cfg["model_type"] == "gpt2":
        c, o = "transformer.h.0.attn.c_attn.weight", "transformer.h.0.attn.c_proj.weight"
        q, k, v = np.split(w[c], 3, axis=1)
        return [("c_proj transposed", dict(w, **{o: w[o].T})), ("q/k swapped", dict(w, **{c: np.hstack([k, q, v])})),
                ("k/v swapped", dict(w, **{c: np.hstack([q, v, k])}))]
    a, m, hd = "model.layers.0.self_attn.", "model.layers.0.", cfg["head_dim"]
    inter = np.r_[0:hd:2, 1:hd:2]  # the interleaved rotary convention's row order
    perm = lambda x: x.reshape(-1, hd, x.shape[1])[:, inter].reshape(x.shape)
    bugs = [("o_proj transposed", dict(w, **{a + "o_proj.weight": w[a + "o_proj.weight"].T})),
            ("interleaved rope", dict(w, **{a + n: perm(w[a + n]) for n in ("q_proj.weight", "k_proj.weight")}))]
    if cfg["model_type"] == "llama":
        g, u = m + "mlp.gate_proj.weight", m + "mlp.up_proj.weight"
        return bugs + [("gate/up swapped", dict(w, **{g: w[u], u: w[g]}))]
    e1, e3, r = (m + "block_sparse_moe." + n for n in ("experts.0.w1.weight", "experts.0.w3.weight", "gate.weight"))
    return bugs + [("w1/w3 swapped", dict(w, **{e1: w[e3], e3: w[e1]})),
                   ("router rows reversed", dict(w, **{r: w[r][::-1]}))]


def _onnx_crosscheck():
    """max |forward - onnxruntime| on the transformers exports gpt2-tiny.onnx
    and mixtral-tiny.onnx (see make_fixtures.py, make_moe.py); None without onnx."""
    try:
        import onnx
        import onnxruntime as ort
        from onnx import numpy_helper
    except ImportError:
        return None
    worst = {}
    for fname, cfg in (("gpt2-tiny.onnx", make_config("gpt2", 12, 64, 4, vocab=1024, positions=128)),
                       ("mixtral-tiny.onnx", dict(make_config("mixtral", 2, 32, 4, 2, 64, 256, rope_theta=1e6),
                                                  rms_norm_eps=1e-5))):
        m = onnx.load(os.path.join(os.path.dirname(os.path.abspath(__file__)), fname))
        init = {t.name: numpy_helper.to_array(t).astype(np.float64) for t in m.graph.initializer}
        w = {k[len("model."):]: v for k, v in init.items() if k.startswith("model.")}
        if cfg["model_type"] == "mixtral":  # MatMul constants are transposed Linear weights
            for node in m.graph.node:  # named /model/<module path>/MatMul
                for c in (i for i in node.input if i.startswith("onnx::MatMul")):
                    name = ".".join(node.name.split("/")[2:-1]).replace("mlp.gate", "block_sparse_moe.gate")
                    w[name + ".weight"] = init[c].T
            F, ones = cfg["intermediate_size"], w["model.layers.0.input_layernorm.weight"]  # all norms: ones
            for i in range(cfg["num_hidden_layers"]):
                L = f"model.layers.{i}."
                gate_up, down = w.pop(L + "mlp.experts.gate_up_proj"), w.pop(L + "mlp.experts.down_proj")
                for j in range(cfg["num_local_experts"]):  # v5 fuses the experts: w1|w3, w2
                    e = f"{L}block_sparse_moe.experts.{j}."
                    w.update({e + "w1.weight": gate_up[j, :F], e + "w3.weight": gate_up[j, F:],
                              e + "w2.weight": down[j]})
                w[L + "input_layernorm.weight"] = w[L + "post_attention_layernorm.weight"] = ones
            w["model.norm.weight"] = ones
        ids = np.random.default_rng(7).integers(0, cfg["vocab_size"], (2, 9))
        sess = ort.InferenceSession(m.SerializeToString(), providers=["CPUExecutionProvider"])
        worst[fname] = float(np.abs(forward(cfg, w, ids) - sess.run(None, {"input_ids": ids})[0]).max())
        if not worst[fname] < 1e-5:
            raise OracleError(f"{fname}: |forward - onnxruntime| = {worst[fname]:.3g}")
    return worst


def selftest():
    from safetensors import safe_open
    from safetensors.numpy import load_file

    def check(ok, what):
        if not ok:
            raise OracleError("selftest: " + what)

    tiny, moe = dict(layers=2, hidden=16, heads=4, vocab=40, positions=16), dict(kv_heads=2, ffn=24)
    runs = [("gpt2", {}), ("gpt2", dict(no_prefix=True, tied=False, attn_bias_buffers=True)),
            ("llama", moe), ("llama", dict(moe, tied=True, style="v5")), ("mixtral", dict(moe, experts=4, top_k=2))]
    rng = np.random.default_rng(1)
    with tempfile.TemporaryDirectory() as tmp:
        for run, (family, kw) in enumerate(runs):
            got = {}
            for dtype, shards in (("float32", 1), ("float32", 3), ("bfloat16", 1), ("bfloat16", 2), ("float16", 1)):
                d = os.path.join(tmp, f"{run}-{dtype}-{shards}")
                cfg = make_checkpoint(d, family, seed=5, dtype=dtype, shards=shards, **tiny, **kw)
                check(cfg == load_config(d), "config.json round trip")
                got[dtype, shards] = load_weights(d)
                files = [f for f in sorted(os.listdir(d)) if f.endswith(".safetensors")]
                check(len(files) == shards, f"{d}: {len(files)} files")
                for f in files:
                    ours, header = read_safetensors(os.path.join(d, f))
                    check({t["dtype"] for t in header.values()} == {ST_DTYPE[dtype]}, f"{f}: dtype")
                    with safe_open(os.path.join(d, f), framework="np") as sf:  # the library reads our header
                        check(sorted(sf.keys()) == sorted(ours), f"{f}: keys")
                        for k in sf.keys():
                            s = sf.get_slice(k)
                            check([s.get_dtype(), list(s.get_shape())] == [header[k]["dtype"], header[k]["shape"]], k)
                    if dtype == "float32":  # and our f32 values
                        lib = load_file(os.path.join(d, f))
                        check(lib.keys() == ours.keys(), f"{f}: load_file keys")
                        for k, a in lib.items():
                            check(a.dtype == np.float32 and np.array_equal(a, ours[k]), f"{f}: load_file {k}")
            ref = got["float32", 1]
            for key, wts in got.items():  # sharding keeps values; bf16/f16 round the f32 ones
                check(wts.keys() == ref.keys(), f"{key}: tensor names")
                err = max((np.abs(a - ref[k]) - np.abs(ref[k]) * 2.0 ** -8).max() for k, a in wts.items())
                check(err <= (0 if key[0] == "float32" else 1e-7), f"{family} {key}: values off by {err:.3g}")
            V, S = cfg["vocab_size"], 12
            ids = rng.integers(0, V, (3, S))
            ids2 = ids.copy()
            ids2[:, -1] = (ids[:, -1] + 1) % V
            for key, wts in got.items():
                y, y2 = forward(cfg, wts, ids), forward(cfg, wts, ids2)
                check(y.shape == (3, S, V) and 0.3 < y.std() < 3, f"{family}: logits shape/scale")
                check(np.abs(y[:, :-1] - y2[:, :-1]).max() < 1e-12, f"{family} {key}: not causal")
                check(np.abs(y[:, -1] - y2[:, -1]).max(-1).min() > 1e-3, f"{family}: last token ignored")
                check(np.abs(forward(cfg, wts, ids[1:2, :7]) - y[1:2, :7]).max() < 1e-12, f"{family}: prefix/batch")
            y = forward(cfg, ref, ids)
            for what, bad in _layout_bugs(cfg, ref) if not kw.get("no_prefix") else ():
                diff = np.abs(forward(cfg, bad, ids) - y).max()
                check(diff > 0.1, f"{family}: {what} moves the logits by only {diff:.2g}")
            for broken, word in (({k: v for k, v in ref.items() if k != min(ref)}, min(ref)),
                                 (dict(ref, **{"extra.weight": np.zeros(1)}), "extra.weight")):
                try:
                    forward(cfg, broken, ids)
                    check(False, f"{family}: {word} not reported")
                except OracleError as e:
                    check(word in str(e), f"{family}: error {e} does not name {word}")
            print(f"{family} {kw}: ok")
    cfg, w, want = _hand_gpt2()
    diff = np.abs(forward(cfg, w, np.array([[0, 1]])) - want).max()
    check(diff < 1e-12, f"hand-computed GPT-2 differs by {diff:.3g}")
    print(f"hand-computed GPT-2: ok (|diff| {diff:.2g})")
    worst = _onnx_crosscheck()
    print("transformers ONNX exports: " + ("skipped (no onnx/onnxruntime)" if worst is None else
                                           ", ".join(f"{k} |diff| {v:.2g}" for k, v in worst.items())))
    print("OK")


# ----------------------------------------------------------------------- cli

def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    mk = sub.add_parser("make", help="write a random checkpoint")
    mk.add_argument("--family", choices=FAMILIES, required=True)
    mk.add_argument("--out", required=True)
    mk.add_argument("--seed", type=int, default=0)
    mk.add_argument("--dtype", choices=sorted(ST_DTYPE), default="float32")
    mk.add_argument("--shards", type=int, default=1)
    mk.add_argument("--tied", dest="tied", action="store_const", const=True, help="default for gpt2")
    mk.add_argument("--untied", dest="tied", action="store_const", const=False, help="default for llama, mixtral")
    for flag, default in (("layers", 2), ("hidden", 64), ("heads", 4), ("kv-heads", None), ("ffn", None),
                          ("vocab", 96), ("positions", 64), ("experts", 4), ("experts-per-token", 2)):
        mk.add_argument("--" + flag, type=int, default=default)
    mk.add_argument("--rope-theta", type=float, default=500000.0)
    mk.add_argument("--no-prefix", action="store_true", help="gpt2: names without 'transformer.' (as the hub's gpt2)")
    mk.add_argument("--attn-bias-buffers", action="store_true", help="gpt2: also the h.{i}.attn.bias mask buffers")
    mk.add_argument("--config-style", choices=("v4", "v5"), default="v4",
                    help="v4: torch_dtype, rope_theta, rope_scaling; v5: dtype, rope_parameters")
    fw = sub.add_parser("forward", help="logits of a checkpoint")
    fw.add_argument("--model", required=True, help="directory with config.json (and the weights)")
    fw.add_argument("--weights", help=".safetensors file or index .json (default: --model)")
    fw.add_argument("--ids", required=True, help="int [batch, seq] .npy, or .npz with `input_ids`")
    fw.add_argument("--out", required=True, help="float32 [batch, seq, vocab] .npy, or .npz with `logits`")
    sub.add_parser("selftest", help="check this script")
    a = ap.parse_args(argv)
    try:
        if a.cmd == "make":
            cfg = make_checkpoint(a.out, a.family, a.seed, a.dtype, a.shards, a.no_prefix, a.attn_bias_buffers,
                                  layers=a.layers, hidden=a.hidden, heads=a.heads, kv_heads=a.kv_heads, ffn=a.ffn,
                                  vocab=a.vocab, positions=a.positions, tied=a.tied, experts=a.experts,
                                  top_k=a.experts_per_token, rope_theta=a.rope_theta, style=a.config_style)
            print(f"wrote {a.out}: {cfg['architectures'][0]}, {a.dtype}, {a.shards} file(s)")
        elif a.cmd == "forward":
            ids = np.load(a.ids)
            if a.ids.endswith(".npz"):  # hetc's input file: the `input_ids` array
                ids = ids["input_ids"]
            y = forward(load_config(a.model), load_weights(a.weights or a.model), ids)
            if a.out.endswith(".npz"):
                np.savez(a.out, logits=y.astype(np.float32))
            else:
                np.save(a.out, y.astype(np.float32))
            print(f"wrote {a.out}: logits {list(y.shape)}")
        else:
            selftest()
    except OracleError as e:
        sys.exit(f"error: {e}")


if __name__ == "__main__":
    main()
