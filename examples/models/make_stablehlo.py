#!/usr/bin/env python3
"""Export jax programs to StableHLO text for the hetc StableHLO frontend.

Usage (from the repository root; installs jax into a throwaway venv):

    python3 -m venv /tmp/jaxvenv
    /tmp/jaxvenv/bin/pip install jax numpy
    /tmp/jaxvenv/bin/python examples/models/make_stablehlo.py

Writes, under examples/models/stablehlo/:

  gpt2-tiny.fwd.mlir     GPT-2 forward pass (logits), the config of the ONNX
                         fixture gpt2-tiny.onnx: n_layer=12, n_embd=64,
                         n_head=4, n_positions=128, vocab_size=1024, gelu_new,
                         LayerNorm eps 1e-5, tied LM head; input_ids int32
                         [batch=2, sequence=16] (the oracle's bindings).
  gpt2-tiny.train.mlir   one training step of the same model:
                         jax.value_and_grad of the next-token cross entropy,
                         then SGD (lr 0.1); returns (loss, new params).
  corpus/*.mlir          small jax programs from several model families and
                         lax ops (MLP, CNN, attention, scan, cond, sort, ...),
                         used as a corpus of StableHLO that hetc did not write.

Everything is `jax.jit(f).lower(*args).as_text()`, deterministic for a
given jax version (printed below and recorded in README.md). Parameters are
function arguments (jax passes the pytree flattened, sorted by key), so the
text carries no weights.
"""

import os
import sys

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "stablehlo")
CORPUS = os.path.join(OUT, "corpus")

CFG = dict(n_layer=12, n_embd=64, n_head=4, n_positions=128, vocab_size=1024)
BATCH, SEQ = 2, 16
EPS = 1e-5


def spec(shape, dtype=jnp.float32):
    return jax.ShapeDtypeStruct(shape, dtype)


def gpt2_param_specs(c):
    d, v, p = c["n_embd"], c["vocab_size"], c["n_positions"]
    params = {"wte": spec((v, d)), "wpe": spec((p, d)), "ln_f_g": spec((d,)), "ln_f_b": spec((d,))}
    for i in range(c["n_layer"]):
        params[f"h{i:02d}"] = {
            "ln1_g": spec((d,)), "ln1_b": spec((d,)),
            "attn_w": spec((d, 3 * d)), "attn_b": spec((3 * d,)),
            "proj_w": spec((d, d)), "proj_b": spec((d,)),
            "ln2_g": spec((d,)), "ln2_b": spec((d,)),
            "fc_w": spec((d, 4 * d)), "fc_b": spec((4 * d,)),
            "out_w": spec((4 * d, d)), "out_b": spec((d,)),
        }
    return params


def layer_norm(x, g, b):
    mu = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.mean((x - mu) ** 2, axis=-1, keepdims=True)
    return (x - mu) / jnp.sqrt(var + EPS) * g + b


def gelu_new(x):
    return 0.5 * x * (1.0 + jnp.tanh(jnp.sqrt(2.0 / jnp.pi) * (x + 0.044715 * x ** 3)))


def block(p, x, n_head):
    b, s, d = x.shape
    hd = d // n_head
    h = layer_norm(x, p["ln1_g"], p["ln1_b"])
    qkv = h @ p["attn_w"] + p["attn_b"]
    q, k, v = jnp.split(qkv, 3, axis=-1)
    heads = lambda t: t.reshape(b, s, n_head, hd).transpose(0, 2, 1, 3)
    q, k, v = heads(q), heads(k), heads(v)
    att = (q @ k.transpose(0, 1, 3, 2)) * (1.0 / np.sqrt(hd))
    causal = jnp.tril(jnp.ones((s, s), dtype=bool))
    att = jnp.where(causal, att, jnp.finfo(jnp.float32).min)
    att = jax.nn.softmax(att, axis=-1)
    o = (att @ v).transpose(0, 2, 1, 3).reshape(b, s, d)
    x = x + o @ p["proj_w"] + p["proj_b"]
    h = layer_norm(x, p["ln2_g"], p["ln2_b"])
    h = gelu_new(h @ p["fc_w"] + p["fc_b"])
    return x + h @ p["out_w"] + p["out_b"]


def gpt2_forward(params, ids):
    s = ids.shape[1]
    x = params["wte"][ids] + params["wpe"][jnp.arange(s)]
    for i in range(CFG["n_layer"]):
        x = block(params[f"h{i:02d}"], x, CFG["n_head"])
    x = layer_norm(x, params["ln_f_g"], params["ln_f_b"])
    return x @ params["wte"].T


def gpt2_loss(params, ids):
    logits = gpt2_forward(params, ids)[:, :-1]
    logp = jax.nn.log_softmax(logits, axis=-1)
    tgt = ids[:, 1:]
    return -jnp.mean(jnp.take_along_axis(logp, tgt[..., None], axis=-1))


def train_step(params, ids):
    loss, grads = jax.value_and_grad(gpt2_loss)(params, ids)
    new = jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params, grads)
    return loss, new


# ---- corpus: small programs of several families and lax ops ------------------

def corpus():
    f32 = jnp.float32
    items = {}

    def mlp(p, x):
        h = jax.nn.relu(x @ p["w1"] + p["b1"])
        return jax.nn.log_softmax(h @ p["w2"] + p["b2"])
    items["mlp"] = (mlp, ({"w1": spec((32, 64)), "b1": spec((64,)), "w2": spec((64, 10)), "b2": spec((10,))}, spec((8, 32))))

    def cnn(w1, w2, x):
        y = lax.conv_general_dilated(x, w1, (1, 1), "SAME", dimension_numbers=("NCHW", "OIHW", "NCHW"))
        y = jax.nn.relu(y)
        y = lax.reduce_window(y, -jnp.inf, lax.max, (1, 1, 2, 2), (1, 1, 2, 2), "VALID")
        y = lax.conv_general_dilated(y, w2, (2, 2), ((1, 1), (1, 1)), dimension_numbers=("NCHW", "OIHW", "NCHW"))
        return jnp.mean(y, axis=(2, 3))
    items["cnn"] = (cnn, (spec((8, 3, 3, 3)), spec((16, 8, 3, 3)), spec((2, 3, 16, 16))))

    def cnn_nhwc(w, x):
        y = lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"), feature_group_count=1)
        return jax.nn.gelu(y, approximate=False)
    items["cnn_nhwc_gelu"] = (cnn_nhwc, (spec((3, 3, 4, 8)), spec((2, 8, 8, 4))))

    def attention(q, k, v):
        s = jnp.einsum("bqhd,bkhd->bhqk", q, k) / 8.0
        return jnp.einsum("bhqk,bkhd->bqhd", jax.nn.softmax(s, axis=-1), v)
    items["attention_einsum"] = (attention, (spec((2, 8, 4, 16)),) * 3)

    def rnn(w, xs):
        def step(h, x):
            h = jnp.tanh(h @ w + x)
            return h, h
        return lax.scan(step, jnp.zeros((4, 16), f32), xs)
    items["rnn_scan"] = (rnn, (spec((16, 16)), spec((10, 4, 16))))

    def fori(x):
        return lax.fori_loop(0, 5, lambda i, y: y * 2.0 + i, x)
    items["fori_loop"] = (fori, (spec((4,)),))

    def cond(p, x):
        return lax.cond(p > 0, lambda y: jnp.sin(y), lambda y: jnp.cos(y), x)
    items["cond"] = (cond, (spec(()), spec((3,))))

    def switch(i, x):
        return lax.switch(i, [jnp.exp, jnp.log1p, jnp.abs], x)
    items["switch"] = (switch, (spec((), jnp.int32), spec((5,))))

    def sort_topk(x):
        return jnp.sort(x, axis=-1), lax.top_k(x, 3), jnp.argsort(x)
    items["sort_topk"] = (sort_topk, (spec((4, 10)),))

    def argmax_cumsum(x):
        return jnp.argmax(x, axis=1), jnp.cumsum(x, axis=1), jnp.max(x), jnp.min(x, axis=0)
    items["argmax_cumsum"] = (argmax_cumsum, (spec((6, 7)),))

    def scatter_gather(x, idx, upd):
        y = x.at[idx].add(upd)
        z = x.at[idx].set(upd)
        return y[idx], jnp.take(z, idx, axis=0)
    items["scatter_gather"] = (scatter_gather, (spec((10, 4)), spec((3,), jnp.int32), spec((3, 4))))

    def slicing(x, i):
        a = lax.dynamic_slice(x, (i, 0), (2, 4))
        b = lax.dynamic_update_slice(x, a * 2, (0, i))
        c = jnp.pad(x, ((1, 2), (0, 1)))
        return a, b, c, x[::2, 1:3], jnp.concatenate([x, x], axis=0), jnp.flip(x, 0)
    items["slicing"] = (slicing, (spec((8, 8)), spec((), jnp.int32)))

    def elementwise(x, y):
        return (jnp.clip(x, -1, 1), jnp.maximum(x, y), jnp.remainder(x, y), jnp.power(x, y),
                jax.nn.sigmoid(x), jax.scipy.special.erf(x), jnp.floor(x), jnp.round(x),
                jnp.sign(x), jnp.arctan2(x, y), jnp.isfinite(x), x.astype(jnp.bfloat16),
                jnp.logical_and(x > 0, y < 0), jax.nn.softplus(x), jnp.expm1(x), lax.rsqrt(jnp.abs(x) + 1))
    items["elementwise"] = (elementwise, (spec((5, 3)), spec((5, 3))))

    def int_ops(a, b):
        return a // b, a % b, a << 1, a >> 1, a & b, a | b, a ^ b, jnp.bitwise_not(a), a.astype(jnp.float32)
    items["int_ops"] = (int_ops, (spec((4,), jnp.int32), spec((4,), jnp.int32)))

    def batchnorm(x, g, b):
        m = jnp.mean(x, axis=(0, 2, 3), keepdims=True)
        v = jnp.var(x, axis=(0, 2, 3), keepdims=True)
        return (x - m) * lax.rsqrt(v + 1e-5) * g[None, :, None, None] + b[None, :, None, None]
    items["batchnorm_train"] = (batchnorm, (spec((4, 8, 5, 5)), spec((8,)), spec((8,))))

    def rng(key):
        return jax.random.normal(key, (3, 4)), jax.random.uniform(key, (2,))
    items["random"] = (rng, (jax.ShapeDtypeStruct((2,), jnp.uint32),))

    def fft(x):
        return jnp.fft.rfft(x)
    items["fft"] = (fft, (spec((16,)),))

    def linalg(a):
        return jnp.linalg.cholesky(a @ a.T + 4 * jnp.eye(4)), jnp.linalg.inv(a)
    items["linalg"] = (linalg, (spec((4, 4)),))

    def transformer_moe(x, wr, we):
        logits = x @ wr
        w, idx = lax.top_k(jax.nn.softmax(logits), 2)
        ex = jnp.einsum("td,edf->tef", x, we)
        return jnp.sum(jnp.take_along_axis(ex, idx[..., None], axis=1) * w[..., None], axis=1)
    items["moe_dense"] = (transformer_moe, (spec((8, 16)), spec((16, 4)), spec((4, 16, 16))))

    def lstm_cell(w, h, c, x):
        z = jnp.concatenate([h, x], -1) @ w
        i, f, g, o = jnp.split(z, 4, -1)
        c = jax.nn.sigmoid(f) * c + jax.nn.sigmoid(i) * jnp.tanh(g)
        return jax.nn.sigmoid(o) * jnp.tanh(c), c
    items["lstm_cell"] = (lstm_cell, (spec((24, 64)), spec((2, 16)), spec((2, 16)), spec((2, 8))))

    def mlp_grad(w, x):
        return jax.grad(lambda w: jnp.sum(jnp.tanh(x @ w) ** 2))(w)
    items["mlp_grad"] = (mlp_grad, (spec((8, 8)), spec((4, 8))))

    def vmap_matvec(m, v):
        return jax.vmap(lambda a, b: a @ b)(m, v)
    items["vmap_matvec"] = (vmap_matvec, (spec((5, 3, 4)), spec((5, 4))))

    def avgpool_transpose_conv(x, w):
        y = lax.conv_transpose(x, w, (2, 2), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))
        return lax.reduce_window(y, 0.0, lax.add, (1, 2, 2, 1), (1, 2, 2, 1), "VALID") / 4.0
    items["conv_transpose_pool"] = (avgpool_transpose_conv, (spec((1, 4, 4, 2)), spec((3, 3, 2, 2))))
    return items


def write(path, text):
    with open(path, "w") as f:
        f.write(text)
    print(f"wrote {os.path.relpath(path, HERE)} ({len(text)} bytes)")


def main():
    print(f"python {sys.version.split()[0]}, jax {jax.__version__}, jaxlib {jax.lib.__version__ if hasattr(jax.lib, '__version__') else '?'}, numpy {np.__version__}")
    os.makedirs(CORPUS, exist_ok=True)
    params = gpt2_param_specs(CFG)
    ids = spec((BATCH, SEQ), jnp.int32)
    write(os.path.join(OUT, "gpt2-tiny.fwd.mlir"), jax.jit(gpt2_forward).lower(params, ids).as_text())
    write(os.path.join(OUT, "gpt2-tiny.train.mlir"), jax.jit(train_step).lower(params, ids).as_text())
    failed = []
    for name, (fn, args) in corpus().items():
        try:
            write(os.path.join(CORPUS, f"{name}.mlir"), jax.jit(fn).lower(*args).as_text())
        except Exception as e:  # report and go on: the corpus is best effort
            failed.append(name)
            print(f"skipped {name}: {type(e).__name__}: {e}")
    if failed:
        sys.exit(f"failed to export: {', '.join(failed)}")


if __name__ == "__main__":
    main()
