#!/usr/bin/env python3
"""Training-step oracle for hetc: the loss and the gradients of an ONNX model
computed by jax (jax.value_and_grad over an independent ONNX evaluator), and
the weights after one SGD step.

Needs: onnx, numpy, jax (CPU), optax.

    python3 examples/models/train_oracle.py MODEL.onnx IO.json --lr 0.1 --out OUT.safetensors [--steps N] [--init W.safetensors]

IO.json is hetc's io format: {"inputs": [{"name", "dtype", "shape", "data"}]};
the tensor named `labels` (int64, the logits' shape without the last dim) is
the training target, every other entry a model input. The loss is hetc's
`cross_entropy`: the mean over every position of -log_softmax(logits)[label],
logits being the model's first output. With equal micro-batches, hetc's mean of
per-micro-batch means is this full-batch mean.

Weights tied by the exporter (an initializer that is exactly the transpose or
a copy of an earlier one, e.g. GPT-2's LM head and its token embedding) are
evaluated as that earlier initializer, so its gradient collects both uses —
as in the source framework, where they are one parameter.

Trainable parameters are the float initializers that are not such copies and
not a BatchNormalization's running mean or variance (inputs 3 and 4): those
are buffers, as in the source framework. The evaluator covers the ops of the
GPT-2 and ResNet exports: Conv (lax.conv_general_dilated), MaxPool (lax
reduce_window max, whose gradient XLA's select-and-scatter routes to the
first maximum of each window), BatchNormalization in inference mode,
GlobalAveragePool, Relu, Gemm, and the transformer ops.

OUT.safetensors holds, for every trainable parameter, `grad/<name>` (the
gradient, f32) and `sgd/<name>` (name - lr * grad), plus a scalar `loss`.
With `--steps N` (N > 1) it also runs N SGD steps on the same batch and holds
`losses` (the loss before each step, [N]), `last_grad/<name>` (the gradient
of the last step) and `final/<name>` (the weights after the last step).
With `--optimizer sgd|adamw` the N steps (N >= 1) are optax's: `optax.sgd`
(`--momentum`, L2 `--weight-decay` via `optax.add_decayed_weights`) or
`optax.adamw` (`--betas B1,B2 --eps --weight-decay`; `--weight-decay-mask
matrices` decays only parameters of 2+ dimensions, optax's `mask`), with
`--lr` as the peak
of `--lr-schedule constant|cosine` (`--warmup-steps`, `--decay-steps`,
`--min-lr`: `optax.warmup_cosine_decay_schedule`) and
`optax.clip_by_global_norm(--clip-grad-norm)` first.
With `--init W.safetensors` (f32 tensors named as the parameters, e.g. a
training run's saved weights) training starts from those values instead of
the model's initializers. Computed in float64 (jax_enable_x64), stored as
float32.

With `--compute bf16` the model runs in mixed precision instead, by the usual
policy of frameworks' automatic mixed precision (not hetc's own rules): the
parameters and the optimizer stay float32, MatMul / Gemm / Conv take bfloat16
operands (cast at use) and give bfloat16 results (float32 accumulation,
`preferred_element_type`), Softmax, LayerNormalization and the loss compute in
float32, and every other op computes in the type numpy promotion gives its
operands (bfloat16 with bfloat16, float32 as soon as one is float32).
"""

import argparse
import json
import struct
import sys

import numpy as np

try:
    import jax
    import jax.numpy as jnp
    import onnx
    import optax
    from onnx import numpy_helper
except ImportError as e:  # pragma: no cover
    sys.exit(f"train_oracle.py: missing Python package ({e}); run: pip install jax optax onnx numpy")

jax.config.update("jax_enable_x64", True)

DTYPES = {"f32": np.float32, "f64": np.float64, "i64": np.int64, "i32": np.int32, "bool": np.bool_}

# The mixed-precision compute type (`--compute bf16`), None: float64 throughout.
LOW = None


def low(x):
    """A GEMM operand in the compute type (mixed precision)."""
    return x if LOW is None else x.astype(LOW)


def wide(x):
    """An operand of a float32 op (mixed precision)."""
    return x if LOW is None or not jnp.issubdtype(x.dtype, jnp.floating) else x.astype(jnp.float32)


def weak(x, y):
    """x, y with a one-element constant taking the other's float type (a
    Python scalar's weak type in the source framework), in mixed precision."""
    if LOW is None:
        return x, y
    if not is_traced(x) and np.size(x) == 1 and is_traced(y) and y.dtype == LOW:
        return np.asarray(x).astype(LOW), y
    if not is_traced(y) and np.size(y) == 1 and is_traced(x) and x.dtype == LOW:
        return x, np.asarray(y).astype(LOW)
    return x, y


def gemm(m, x, w):
    """x · w: in the compute type, accumulated in float32 (mixed precision)."""
    if LOW is None:
        return m.matmul(x, w)
    return jnp.matmul(low(x), low(w), preferred_element_type=jnp.float32).astype(LOW)


def is_traced(x):
    return isinstance(x, jax.Array) or isinstance(x, jax.core.Tracer)


def xp(*args):
    """jax.numpy if any argument is a jax value, else numpy (keeps shapes concrete)."""
    return jnp if any(is_traced(a) for a in args) else np


def attrs(node):
    return {a.name: onnx.helper.get_attribute_value(a) for a in node.attribute}


def axis_list(x):
    return [int(v) for v in np.asarray(x).reshape(-1)]


def run_node(node, ins):
    """One ONNX node (the ops the GPT-2 export uses) on numpy/jax values."""
    op, a = node.op_type, attrs(node)
    m = xp(*[i for i in ins if i is not None])
    if op == "Constant":
        return [numpy_helper.to_array(a["value"])]
    if op == "Shape":
        return [np.array(ins[0].shape, dtype=np.int64)]
    if op == "ConstantOfShape":
        v = numpy_helper.to_array(a["value"]) if "value" in a else np.zeros(1, np.float32)
        return [np.full(axis_list(ins[0]), v.reshape(-1)[0], dtype=v.dtype)]
    if op == "Gather":
        return [m.take(ins[0], np.asarray(ins[1]), axis=a.get("axis", 0))]
    if op == "Unsqueeze":
        x = ins[0]
        for ax in sorted(axis_list(ins[1])):
            x = m.expand_dims(x, ax if ax >= 0 else ax + x.ndim + 1)
        return [x]
    if op == "Squeeze":
        axes = tuple(axis_list(ins[1])) if len(ins) > 1 else None
        return [m.squeeze(ins[0], axis=axes)]
    if op == "Concat":
        return [m.concatenate(ins, axis=a["axis"])]
    if op == "Reshape":
        shape = axis_list(ins[1])
        shape = [ins[0].shape[i] if d == 0 else d for i, d in enumerate(shape)]
        return [m.reshape(ins[0], shape)]
    if op == "Flatten":
        ax = a.get("axis", 1)
        s = ins[0].shape
        return [m.reshape(ins[0], (int(np.prod(s[:ax])), int(np.prod(s[ax:]))))]
    if op == "Cast":
        to = onnx.helper.tensor_dtype_to_np_dtype(a["to"])
        if to == np.float32 and is_traced(ins[0]):
            to = ins[0].dtype  # keep float64 through the model
        return [m.asarray(ins[0]).astype(to)]
    if op == "Range":
        return [np.arange(np.asarray(ins[0]).item(), np.asarray(ins[1]).item(), np.asarray(ins[2]).item())]
    if op == "Add":
        x, y = weak(ins[0], ins[1])
        return [x + y]
    if op == "Mul":
        x, y = weak(ins[0], ins[1])
        return [x * y]
    if op == "Pow":
        x, y = weak(ins[0], ins[1])
        return [x**y]
    if op == "Tanh":
        return [m.tanh(ins[0])]
    if op == "LessOrEqual":
        return [ins[0] <= ins[1]]
    if op == "Equal":
        return [ins[0] == ins[1]]
    if op == "And":
        return [m.logical_and(ins[0], ins[1])]
    if op == "Where":
        return [m.where(ins[0], ins[1], ins[2])]
    if op == "Expand":
        shape = np.broadcast_shapes(ins[0].shape, tuple(axis_list(ins[1])))
        return [m.broadcast_to(ins[0], shape)]
    if op == "Slice":
        x = ins[0]
        starts, ends = axis_list(ins[1]), axis_list(ins[2])
        axes = axis_list(ins[3]) if len(ins) > 3 and ins[3] is not None else list(range(len(starts)))
        steps = axis_list(ins[4]) if len(ins) > 4 and ins[4] is not None else [1] * len(starts)
        idx = [slice(None)] * x.ndim
        for s, e, ax, st in zip(starts, ends, axes, steps):
            idx[ax] = slice(s, e, st)
        return [x[tuple(idx)]]
    if op == "Transpose":
        return [m.transpose(ins[0], a.get("perm"))]
    if op == "MatMul":
        return [gemm(m, ins[0], ins[1])]
    if op == "Gemm":
        x, w = ins[0], ins[1]
        if a.get("transA", 0):
            x = x.T
        if a.get("transB", 0):
            w = w.T
        y = a.get("alpha", 1.0) * gemm(m, x, w)
        if len(ins) > 2 and ins[2] is not None:
            y = y + low(a.get("beta", 1.0) * ins[2])
        return [y]
    if op == "Split":
        ax = a.get("axis", 0)
        sizes = axis_list(ins[1]) if len(ins) > 1 and ins[1] is not None else None
        if sizes is None:
            n = len(node.output)
            sizes = [ins[0].shape[ax] // n] * n
        cuts = np.cumsum(sizes)[:-1].tolist()
        return list(m.split(ins[0], cuts, axis=ax))
    if op == "Softmax":
        ax = a.get("axis", -1)
        x = wide(ins[0])
        z = x - m.max(x, axis=ax, keepdims=True)
        e = m.exp(z)
        return [e / m.sum(e, axis=ax, keepdims=True)]
    if op == "LayerNormalization":
        ax = a.get("axis", -1)
        eps = a.get("epsilon", 1e-5)
        x = wide(ins[0])
        axes = tuple(range(ax if ax >= 0 else x.ndim + ax, x.ndim))
        mu = m.mean(x, axis=axes, keepdims=True)
        var = m.mean((x - mu) ** 2, axis=axes, keepdims=True)
        y = (x - mu) / m.sqrt(var + eps) * wide(ins[1])
        if len(ins) > 2 and ins[2] is not None:
            y = y + wide(ins[2])
        return [y]
    if op == "Relu":
        return [m.maximum(ins[0], 0)]
    if op == "Conv":
        x, w = ins[0], ins[1]
        sp = x.ndim - 2
        pads = a.get("pads", [0] * (2 * sp))
        y = jax.lax.conv_general_dilated(
            low(x),
            low(w),
            window_strides=a.get("strides", [1] * sp),
            padding=[(pads[i], pads[sp + i]) for i in range(sp)],
            rhs_dilation=a.get("dilations", [1] * sp),
            feature_group_count=a.get("group", 1),
            dimension_numbers=("NCHW", "OIHW", "NCHW") if sp == 2 else None,
            precision=jax.lax.Precision.HIGHEST,
            preferred_element_type=None if LOW is None else jnp.float32,
        )
        if LOW is not None:
            y = y.astype(LOW)
        if len(ins) > 2 and ins[2] is not None:
            y = y + ins[2].reshape((-1,) + (1,) * sp)
        return [y]
    if op == "BatchNormalization":
        if a.get("training_mode", 0):
            raise SystemExit(f"train_oracle.py: training-mode BatchNormalization (node {node.name!r})")
        x, scale, bias, mean, var = ins
        c = (-1,) + (1,) * (x.ndim - 2)
        y = (x - mean.reshape(c)) / m.sqrt(var.reshape(c) + a.get("epsilon", 1e-5))
        return [y * scale.reshape(c) + bias.reshape(c)]
    if op == "MaxPool":
        x = ins[0]
        sp = x.ndim - 2
        k = a["kernel_shape"]
        pads = a.get("pads", [0] * (2 * sp))
        if a.get("ceil_mode", 0) or any(d != 1 for d in a.get("dilations", [1] * sp)):
            raise SystemExit(f"train_oracle.py: MaxPool with ceil_mode/dilations (node {node.name!r})")
        y = jax.lax.reduce_window(
            x,
            -jnp.inf,
            jax.lax.max,
            window_dimensions=(1, 1) + tuple(k),
            window_strides=(1, 1) + tuple(a.get("strides", [1] * sp)),
            padding=((0, 0), (0, 0)) + tuple((pads[i], pads[sp + i]) for i in range(sp)),
        )
        return [y]
    if op == "GlobalAveragePool":
        x = ins[0]
        return [m.mean(x, axis=tuple(range(2, x.ndim)), keepdims=True)]
    raise SystemExit(f"train_oracle.py: ONNX op {op} (node {node.name!r}) is not supported")


def tie_copies(inits):
    """{name: (source, transposed)} for initializers equal to an earlier one or its transpose."""
    ties, seen = {}, []
    for name, v in inits.items():
        if v.dtype.kind != "f":
            continue
        for src in seen:
            s = inits[src]
            if s.shape == v.shape and np.array_equal(s, v):
                ties[name] = (src, False)
                break
            if s.ndim == 2 and s.T.shape == v.shape and np.array_equal(s.T, v):
                ties[name] = (src, True)
                break
        else:
            seen.append(name)
    return ties


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("model")
    ap.add_argument("io")
    ap.add_argument("--lr", type=float, required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--steps", type=int, default=1)
    ap.add_argument("--init")
    ap.add_argument("--optimizer", choices=["sgd", "adamw"], help="run --steps with optax instead of plain SGD")
    ap.add_argument("--momentum", type=float, default=0.0)
    ap.add_argument("--weight-decay", type=float, default=0.0)
    ap.add_argument("--weight-decay-mask", choices=["all", "matrices"], default="all",
                    help="matrices: decay only parameters of 2+ dimensions (optax's mask)")
    ap.add_argument("--betas", default="0.9,0.999")
    ap.add_argument("--eps", type=float, default=1e-8)
    ap.add_argument("--lr-schedule", choices=["constant", "cosine"], default="constant")
    ap.add_argument("--warmup-steps", type=int, default=0)
    ap.add_argument("--decay-steps", type=int)
    ap.add_argument("--min-lr", type=float, default=0.0)
    ap.add_argument("--clip-grad-norm", type=float)
    ap.add_argument("--compute", choices=["f64", "bf16"], default="f64")
    args = ap.parse_args()
    global LOW
    LOW = jnp.bfloat16 if args.compute == "bf16" else None
    # Parameters, constants and inputs: float64, or float32 in mixed precision.
    fdt = np.float64 if LOW is None else np.float32

    model = onnx.load(args.model)
    g = model.graph
    inits = {i.name: numpy_helper.to_array(i) for i in g.initializer}
    ties = tie_copies(inits)
    buffers = {i for n in g.node if n.op_type == "BatchNormalization" for i in n.input[3:5]}
    params = [n for n, v in inits.items() if v.dtype.kind == "f" and n not in ties and n not in buffers]
    # Float constants and inputs in float64, as the parameters.
    f64 = lambda v: v.astype(fdt) if v.dtype.kind == "f" else v  # noqa: E731
    consts = {n: f64(v) for n, v in inits.items() if n not in params and n not in ties}

    doc = json.load(open(args.io))
    feeds, labels = {}, None
    for e in doc["inputs"]:
        arr = np.array(e["data"], dtype=DTYPES[e["dtype"]]).reshape(e["shape"])
        if e["name"] == "labels":
            labels = arr
        else:
            feeds[e["name"]] = f64(arr)
    if labels is None:
        sys.exit(f"train_oracle.py: {args.io} has no `labels` input")

    def loss_fn(p):
        env = dict(consts)
        env.update(p)
        for name, (src, tr) in ties.items():
            env[name] = p[src].T if tr else p[src]
        env.update(feeds)
        for node in g.node:
            outs = run_node(node, [env[i] if i else None for i in node.input])
            env.update(zip(node.output, outs))
        logits = wide(env[g.output[0].name])
        z = logits - jnp.max(logits, axis=-1, keepdims=True)
        logp = z - jnp.log(jnp.sum(jnp.exp(z), axis=-1, keepdims=True))
        picked = jnp.take_along_axis(logp, labels[..., None], axis=-1)[..., 0]
        return -jnp.mean(picked)

    if args.init:
        given = read_safetensors(args.init)
        missing = [n for n in params if n not in given]
        if missing:
            sys.exit(f"train_oracle.py: {args.init} has no {missing[0]!r} ({len(missing)} parameters missing)")
        for n in params:
            if given[n].shape != inits[n].shape:
                sys.exit(f"train_oracle.py: {args.init}: {n!r} is {given[n].shape}, the model's {inits[n].shape}")
            inits[n] = given[n]
    p64 = {n: jnp.asarray(inits[n], dtype=fdt) for n in params}
    step = jax.jit(jax.value_and_grad(loss_fn))
    loss, grads = step(p64)
    tensors = {"loss": np.asarray(loss, dtype=np.float32).reshape(())}
    for n in params:
        gr = np.asarray(grads[n])
        tensors[f"grad/{n}"] = gr.astype(np.float32)
        tensors[f"sgd/{n}"] = (inits[n].astype(np.float64) - args.lr * gr).astype(np.float32)
    if args.steps > 1 or args.optimizer:
        losses, p = [], p64
        tx = optax_transform(args) if args.optimizer else None
        state = tx.init(p) if tx else None
        for _ in range(args.steps):
            loss_k, grads = step(p)
            losses.append(float(loss_k))
            if tx:
                updates, state = tx.update(grads, state, p)
                p = optax.apply_updates(p, updates)
            else:
                p = {n: p[n] - args.lr * grads[n] for n in params}
        tensors["losses"] = np.array(losses, dtype=np.float32)
        for n in params:
            tensors[f"last_grad/{n}"] = np.asarray(grads[n], dtype=np.float32)
            tensors[f"final/{n}"] = np.asarray(p[n], dtype=np.float32)
        print("train_oracle.py: losses " + " ".join(f"{x:.6f}" for x in losses))
    write_safetensors(args.out, tensors)
    print(f"train_oracle.py: loss {float(loss):.6f}, {len(params)} parameters, {len(ties)} tied copies -> {args.out}")


def optax_transform(args):
    """The optax optimizer of hetc's `--optimizer` flags (see hetc's optim.rs)."""
    if args.lr_schedule == "cosine":
        if args.decay_steps is None:
            sys.exit("train_oracle.py: --lr-schedule cosine needs --decay-steps")
        lr = optax.warmup_cosine_decay_schedule(0.0, args.lr, args.warmup_steps, args.decay_steps, end_value=args.min_lr)
    elif args.warmup_steps:
        lr = optax.join_schedules(
            [optax.linear_schedule(0.0, args.lr, args.warmup_steps), optax.constant_schedule(args.lr)],
            [args.warmup_steps],
        )
    else:
        lr = args.lr
    # hetc's --weight-decay-mask matrices: no decay for biases / norm scales.
    mask = None
    if args.weight_decay_mask == "matrices":
        mask = lambda params: jax.tree_util.tree_map(lambda p: p.ndim >= 2, params)
    parts = []
    if args.clip_grad_norm:
        parts.append(optax.clip_by_global_norm(args.clip_grad_norm))
    if args.optimizer == "adamw":
        b1, b2 = (float(x) for x in args.betas.split(","))
        parts.append(optax.adamw(lr, b1=b1, b2=b2, eps=args.eps, weight_decay=args.weight_decay, mask=mask))
    else:
        if args.weight_decay:
            parts.append(optax.add_decayed_weights(args.weight_decay, mask=mask))
        parts.append(optax.sgd(lr, momentum=args.momentum or None))
    return optax.chain(*parts)


def read_safetensors(path):
    """{name: float32 array} of a safetensors file of F32 tensors."""
    b = open(path, "rb").read()
    (n,) = struct.unpack("<Q", b[:8])
    header = json.loads(b[8 : 8 + n])
    out = {}
    for name, h in header.items():
        if name == "__metadata__":
            continue
        if h["dtype"] != "F32":
            sys.exit(f"train_oracle.py: {path}: {name!r} is {h['dtype']}, not F32")
        lo, hi = h["data_offsets"]
        out[name] = np.frombuffer(b[8 + n + lo : 8 + n + hi], dtype="<f4").reshape(h["shape"])
    return out


def write_safetensors(path, tensors):
    """The safetensors format: u64 header length, JSON header, raw little-endian data."""
    header, blobs, off = {}, [], 0
    for name in sorted(tensors):
        a = np.ascontiguousarray(tensors[name], dtype=np.float32)
        b = a.tobytes()
        header[name] = {"dtype": "F32", "shape": list(a.shape), "data_offsets": [off, off + len(b)]}
        blobs.append(b)
        off += len(b)
    h = json.dumps(header, separators=(",", ":")).encode()
    h += b" " * ((8 - len(h) % 8) % 8)
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(h)))
        f.write(h)
        for b in blobs:
            f.write(b)


if __name__ == "__main__":
    main()
