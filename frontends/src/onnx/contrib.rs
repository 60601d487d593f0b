//! `com.microsoft` ops as onnxruntime's graph optimizers (the runtime's and
//! `onnxruntime.transformers`') write them into exported models
//! (`FusedMatMul`, `FusedConv`, `Gelu`, `BiasGelu`, `FastGelu`, `QuickGelu`,
//! `SkipLayerNormalization`, `SkipSimplifiedLayerNormalization`,
//! `Attention`, `MultiHeadAttention`, `EmbedLayerNormalization`, and the
//! quantized `DynamicQuantizeLSTM`: [`super::rnn`]), expanded
//! into IR ops and default-domain builders on synthetic nodes, with
//! onnxruntime's contrib-op semantics
//! (`onnxruntime/core/graph/contrib_ops/bert_defs.cc`, `contrib_defs.cc`,
//! and the CPU kernels' mask handling in `attention_cpu_base.h`).

use super::attention::{split_heads, transpose};
use super::ops::{attr_float, attr_int, attr_ints, attrs};
use super::reduce::red;
use super::{Importer, Val};
use hetc_ir::{Attr, Attrs, DType, Dim, OpKind, ValueId};
use onnx_protobuf::{AttributeProto, NodeProto};

type R<T> = Result<T, String>;

pub(super) fn builder(op_type: &str) -> Option<super::domains::Builder> {
    Some(match op_type {
        "FusedMatMul" => fused_matmul,
        "FusedConv" => fused_conv,
        "Gelu" | "BiasGelu" | "FastGelu" | "QuickGelu" => gelu,
        "SkipLayerNormalization" | "SkipSimplifiedLayerNormalization" => skip_layer_norm,
        "Attention" => packed_attention,
        "MultiHeadAttention" => multi_head_attention,
        "EmbedLayerNormalization" => embed_layer_norm,
        "DynamicQuantizeLSTM" => super::rnn::build,
        _ => return None,
    })
}

/// Runs the default-domain builder of `op_type` on `inputs` (values, named
/// in the importer's scope after `node`) with `attrs`; its first `nout`
/// outputs.
fn sub(
    imp: &mut Importer,
    node: &NodeProto,
    op_type: &str,
    inputs: &[Option<ValueId>],
    attrs: Vec<AttributeProto>,
    nout: usize,
) -> R<Vec<Val>> {
    let mut n = NodeProto {
        op_type: op_type.into(),
        name: node.name.clone(),
        attribute: attrs,
        ..Default::default()
    };
    for (i, v) in inputs.iter().enumerate() {
        match v {
            Some(v) => {
                let name = format!("{}::{op_type}::in{i}", node.name);
                let val = imp.val_of(*v);
                imp.env.insert(name.clone(), val);
                n.input.push(name);
            }
            None => n.input.push(String::new()),
        }
    }
    n.output = (0..nout)
        .map(|i| format!("{}::{op_type}::out{i}", node.name))
        .collect();
    let b = super::ops::builder(op_type).ok_or_else(|| format!("no builder for {op_type}"))?;
    b(imp, &n)
}

pub(super) fn int_attr(name: &str, v: i64) -> AttributeProto {
    AttributeProto {
        name: name.into(),
        i: v,
        type_: onnx_protobuf::attribute_proto::AttributeType::INT.into(),
        ..Default::default()
    }
}

fn float_attr(name: &str, v: f64) -> AttributeProto {
    AttributeProto {
        name: name.into(),
        f: v as f32,
        type_: onnx_protobuf::attribute_proto::AttributeType::FLOAT.into(),
        ..Default::default()
    }
}

fn str_attr(name: &str, v: &str) -> AttributeProto {
    AttributeProto {
        name: name.into(),
        s: v.as_bytes().to_vec(),
        type_: onnx_protobuf::attribute_proto::AttributeType::STRING.into(),
        ..Default::default()
    }
}

fn input(imp: &mut Importer, node: &NodeProto, i: usize) -> R<Option<ValueId>> {
    if node.input.get(i).is_none_or(|s| s.is_empty()) {
        return Ok(None);
    }
    imp.operand(node, i).map(Some)
}

/// onnxruntime's `FusedConv` (its Conv + activation fusion, as exports
/// optimized by onnxruntime carry it: NeMo's MarbleNet): `activation(Conv(X,
/// W, B) + Z)`, the Conv with the node's own attributes, the activation
/// one of Relu, Tanh, Sigmoid, LeakyRelu (`activation_params`: alpha),
/// Clip (min, max) and HardSigmoid (alpha, beta).
fn fused_conv(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let act = super::ops::attr_str(node, "activation").unwrap_or_default();
    let params: Vec<f64> = super::ops::attr(node, "activation_params")
        .map(|a| a.floats.iter().map(|&f| f as f64).collect())
        .unwrap_or_default();
    let param = |i: usize, what: &str| -> R<f64> {
        params
            .get(i)
            .copied()
            .ok_or_else(|| format!("activation {act} needs activation_params[{i}] ({what})"))
    };
    let ins = [
        input(imp, node, 0)?,
        input(imp, node, 1)?,
        input(imp, node, 2)?,
    ];
    let conv_attrs: Vec<AttributeProto> = node
        .attribute
        .iter()
        .filter(|a| a.name != "activation" && a.name != "activation_params")
        .cloned()
        .collect();
    let y = sub(imp, node, "Conv", &ins, conv_attrs, 1)?;
    let mut y = y[0].id.ok_or("FusedConv of constants")?;
    if let Some(z) = input(imp, node, 3)? {
        y = imp.bin(node, OpKind::Add, y, z)?;
    }
    let dt = imp.ty(y).dtype;
    Ok(match act.as_str() {
        "" => vec![imp.val_of(y)],
        "Relu" | "Tanh" | "Sigmoid" => sub(imp, node, &act, &[Some(y)], vec![], 1)?,
        "LeakyRelu" => {
            let a = float_attr("alpha", param(0, "alpha")?);
            sub(imp, node, "LeakyRelu", &[Some(y)], vec![a], 1)?
        }
        "HardSigmoid" => {
            let a = float_attr("alpha", param(0, "alpha")?);
            let b = float_attr("beta", param(1, "beta")?);
            sub(imp, node, "HardSigmoid", &[Some(y)], vec![a, b], 1)?
        }
        "Clip" => {
            let lo = imp.scalar(dt, param(0, "min")?);
            let hi = imp.scalar(dt, param(1, "max")?);
            let lo = imp.bin(node, OpKind::Max, y, lo)?;
            let c = imp.bin(node, OpKind::Min, lo, hi)?;
            vec![imp.val_of(c)]
        }
        a => {
            return Err(format!(
                "activation {a:?} is not one of Relu, Tanh, Sigmoid, LeakyRelu, Clip, HardSigmoid"
            ))
        }
    })
}

/// `alpha · op(A) · op(B)`, op transposing the last two dims where
/// `transA`/`transB` say.
fn fused_matmul(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    if attr_int(node, "transBatchA", 0) != 0 || attr_int(node, "transBatchB", 0) != 0 {
        return Err(
            "transBatchA/transBatchB are not supported (only transA/transB and alpha)".into(),
        );
    }
    let mut ab = Vec::new();
    for (i, flag) in [(0, "transA"), (1, "transB")] {
        let v = imp.operand(node, i)?;
        let r = imp.ty(v).rank();
        if attr_int(node, flag, 0) != 0 && r >= 2 {
            let mut perm: Vec<i64> = (0..r as i64).collect();
            perm.swap(r - 2, r - 1);
            let t = imp.emit1(
                node,
                OpKind::Transpose,
                &[v],
                super::ops::attrs(vec![("perm", Attr::Ints(perm))]),
            )?;
            ab.push(Some(t));
        } else {
            ab.push(Some(v));
        }
    }
    let mut y = sub(imp, node, "MatMul", &ab, vec![], 1)?;
    let alpha = attr_float(node, "alpha", 1.0);
    if alpha != 1.0 {
        let yv = y[0].id.ok_or("FusedMatMul of constants")?;
        let a = imp.scalar(imp.ty(yv).dtype, alpha);
        let s = imp.bin(node, OpKind::Mul, yv, a)?;
        y = vec![imp.val_of(s)];
    }
    Ok(y)
}

/// `Gelu(x)` (erf), `BiasGelu(x, b) = Gelu(x + b)`, `FastGelu(x[, b])`
/// (the tanh form), `QuickGelu(x) = x·σ(alpha·x)` (alpha 1.702).
fn gelu(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let mut x = imp.operand(node, 0)?;
    if let Some(b) = input(imp, node, 1)? {
        x = imp.bin(node, OpKind::Add, x, b)?;
    }
    match node.op_type.as_str() {
        "QuickGelu" => {
            let a = imp.scalar(imp.ty(x).dtype, attr_float(node, "alpha", 1.702));
            let ax = imp.bin(node, OpKind::Mul, x, a)?;
            let s = imp.un(node, OpKind::Sigmoid, ax)?;
            let y = imp.bin(node, OpKind::Mul, x, s)?;
            Ok(vec![imp.val_of(y)])
        }
        "FastGelu" => sub(
            imp,
            node,
            "Gelu",
            &[Some(x)],
            vec![str_attr("approximate", "tanh")],
            1,
        ),
        _ => sub(imp, node, "Gelu", &[Some(x)], vec![], 1),
    }
}

/// `s = input + skip (+ bias)`; output 0 the layer (or RMS, for the
/// simplified form) normalisation of `s` over the last dim with gamma (and
/// beta), outputs 1 and 2 its mean and inverse standard deviation, output
/// 3 `s`.
fn skip_layer_norm(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let simplified = node.op_type == "SkipSimplifiedLayerNormalization";
    let x = imp.operand(node, 0)?;
    let skip = imp.operand(node, 1)?;
    let gamma = imp.operand(node, 2)?;
    let (beta, bias) = if simplified {
        (None, input(imp, node, 3)?)
    } else {
        (input(imp, node, 3)?, input(imp, node, 4)?)
    };
    let mut s = imp.bin(node, OpKind::Add, x, skip)?;
    if let Some(b) = bias {
        s = imp.bin(node, OpKind::Add, s, b)?;
    }
    let eps = float_attr("epsilon", attr_float(node, "epsilon", 1e-12));
    let wants_stats = node.output.iter().skip(1).take(2).any(|o| !o.is_empty());
    let mut outs = if simplified {
        if wants_stats {
            return Err(
                "the inverse-std-dev output of the simplified form is not supported".into(),
            );
        }
        sub(
            imp,
            node,
            "RMSNormalization",
            &[Some(s), Some(gamma)],
            vec![eps, int_attr("axis", -1)],
            1,
        )?
    } else {
        sub(
            imp,
            node,
            "LayerNormalization",
            &[Some(s), Some(gamma), beta],
            vec![eps, int_attr("axis", -1)],
            if wants_stats { 3 } else { 1 },
        )?
    };
    outs.truncate(3);
    while outs.len() < 3 {
        outs.push(imp.val_of(s));
    }
    outs.push(imp.val_of(s));
    Ok(outs)
}

/// `v` with `axis` cut to `[start, end)`.
fn slice(
    imp: &mut Importer,
    node: &NodeProto,
    v: ValueId,
    axis: i64,
    start: u64,
    end: u64,
) -> R<ValueId> {
    imp.emit1(
        node,
        OpKind::Slice,
        &[v],
        attrs(vec![
            ("starts", Attr::Ints(vec![start as i64])),
            ("ends", Attr::Ints(vec![end as i64])),
            ("axes", Attr::Ints(vec![axis])),
            ("steps", Attr::Ints(vec![1])),
        ]),
    )
}

/// The extent of `d`, which the expansion needs at compile time.
fn fixed(d: &Dim, what: &str) -> R<u64> {
    d.fixed()
        .ok_or_else(|| format!("{what} ({d}) must be known at compile time (bind it)"))
}

/// The keys a mask lets each query see, as onnxruntime's CPU kernels read
/// it (`PrepareMask`): a bool tensor that broadcasts to `[B, N, S, T]`.
/// `mask_index` of shape `[B]` holds each batch's key count (keys
/// `j ≥ len` masked), `[2B]` also the first visible key; `[B, T]` (a key
/// padding mask) and `[B, S, T]` mask where the entry is not > 0.
fn mask_allowed(
    imp: &mut Importer,
    node: &NodeProto,
    m: ValueId,
    batch: &Dim,
    t_len: u64,
    what: &str,
) -> R<ValueId> {
    use OpKind::*;
    let mt = imp.ty(m);
    if !mt.dtype.is_int() {
        return Err(format!("{what} {mt} must be an integer tensor"));
    }
    let zero = imp.scalar(mt.dtype, 0.0);
    match mt.rank() {
        1 => {
            let n = fixed(&mt.shape[0], what)?;
            let b = fixed(batch, "the batch size")?;
            let iota: Vec<f64> = (0..t_len).map(|j| j as f64).collect();
            let iota = imp.constant(mt.dtype, &[1, t_len], &iota);
            let col = vec![Dim::Fixed(b), Dim::Fixed(1)];
            let a = if n == b {
                let ends = imp.reshape(node, m, col);
                imp.bin(node, Less, iota, ends)?
            } else if n == 2 * b {
                let ends = slice(imp, node, m, 0, 0, b)?;
                let ends = imp.reshape(node, ends, col.clone());
                let starts = slice(imp, node, m, 0, b, n)?;
                let starts = imp.reshape(node, starts, col);
                let before_end = imp.bin(node, Less, iota, ends)?;
                let before_start = imp.bin(node, Less, iota, starts)?;
                let from_start = imp.un(node, Not, before_start)?;
                imp.bin(node, And, before_end, from_start)?
            } else {
                return Err(format!(
                    "{what} {mt}: a 1-D mask holds {b} key counts (or {} with start positions)",
                    2 * b
                ));
            };
            Ok(imp.reshape(
                node,
                a,
                vec![
                    Dim::Fixed(b),
                    Dim::Fixed(1),
                    Dim::Fixed(1),
                    Dim::Fixed(t_len),
                ],
            ))
        }
        2 | 3 => {
            let last = fixed(&mt.shape[mt.rank() - 1], what)?;
            if last != t_len {
                return Err(format!(
                    "{what} {mt}: its last dim is not the key length {t_len}"
                ));
            }
            let a = imp.bin(node, Greater, m, zero)?;
            let mut s = mt.shape.to_vec();
            s.insert(1, Dim::Fixed(1));
            if mt.rank() == 2 {
                s.insert(2, Dim::Fixed(1));
            }
            Ok(imp.reshape(node, a, s))
        }
        _ => Err(format!(
            "{what} {mt}: only the 1-D (key counts), 2-D (key padding) and 3-D masks are \
             supported, not the 4-D Megatron form"
        )),
    }
}

fn concat(imp: &mut Importer, node: &NodeProto, a: ValueId, b: ValueId, axis: i64) -> R<ValueId> {
    imp.emit1(
        node,
        OpKind::Concat,
        &[a, b],
        attrs(vec![("axis", Attr::Int(axis))]),
    )
}

/// The number of heads (`num_heads`, required).
fn num_heads(node: &NodeProto) -> R<i64> {
    match attr_int(node, "num_heads", 0) {
        n if n >= 1 => Ok(n),
        n => Err(format!("attribute num_heads must be ≥ 1 (it is {n})")),
    }
}

/// Scaled dot-product attention of heads `q` `[B, N, S, H]`, `k` `[B, N,
/// T, H]` and `v` `[B, N, T, Hv]` as onnxruntime's CPU kernels compute it:
/// `softmax(scale·q·kᵀ + m + attention_bias)·v` with `scale` (attribute;
/// `1/√H` when 0 or absent), `m` 0 where the mask (and, with
/// `unidirectional`, the causal frontier offset by `past_len`) lets a key
/// be seen and `mask_filter_value` (−10000 by default) where not. The
/// result as `[B, S, N·Hv]`.
#[allow(clippy::too_many_arguments)]
fn attend(
    imp: &mut Importer,
    node: &NodeProto,
    q: ValueId,
    k: ValueId,
    v: ValueId,
    mask: Option<(ValueId, &str)>,
    attention_bias: Option<ValueId>,
    past_len: u64,
) -> R<ValueId> {
    use OpKind::*;
    let qt = imp.ty(q);
    let dt = qt.dtype;
    if !dt.is_float() {
        return Err(format!("the query {qt} must be a float tensor"));
    }
    let head = fixed(&qt.shape[3], "the head size")? as f64;
    let scale = attr_float(node, "scale", 0.0);
    let scale = if scale == 0.0 {
        1.0 / head.sqrt()
    } else {
        scale
    };
    let filter = attr_float(node, "mask_filter_value", -10000.0);
    let causal = attr_int(node, "unidirectional", 0) != 0;
    let s = imp.scalar(dt, scale);
    let qs = imp.bin(node, Mul, q, s)?;
    let kt = transpose(imp, node, k, &[0, 1, 3, 2])?;
    let mut scores = imp.bin(node, MatMul, qs, kt)?;
    let st = imp.ty(scores);
    let mut allowed = None;
    if let Some((m, what)) = mask {
        let t_len = fixed(&st.shape[3], "the key length")?;
        allowed = Some(mask_allowed(imp, node, m, &qt.shape[0], t_len, what)?);
    }
    if causal {
        let s_len = fixed(&st.shape[2], "the query length")?;
        let t_len = fixed(&st.shape[3], "the key length")?;
        // key j is visible from query i iff j ≤ i + past_len
        let c: Vec<f64> = (0..s_len)
            .flat_map(|i| (0..t_len).map(move |j| f64::from(u8::from(j <= i + past_len))))
            .collect();
        let c = imp.constant(DType::Bool, &[s_len, t_len], &c);
        allowed = Some(match allowed {
            Some(a) => imp.bin(node, And, a, c)?,
            None => c,
        });
    }
    if let Some(a) = allowed {
        let (zero, f) = (imp.scalar(dt, 0.0), imp.scalar(dt, filter));
        let m = imp.emit1(node, Where, &[a, zero, f], Attrs::new())?;
        scores = imp.bin(node, Add, scores, m)?;
    }
    if let Some(b) = attention_bias {
        let b = imp.cast(node, b, dt);
        scores = imp.bin(node, Add, scores, b)?;
    }
    let p = imp.emit1(
        node,
        Softmax,
        &[scores],
        attrs(vec![("axis", Attr::Int(-1))]),
    )?;
    let y = imp.bin(node, MatMul, p, v)?;
    let y = transpose(imp, node, y, &[0, 2, 1, 3])?;
    let yt = imp.ty(y);
    let hidden = yt.shape[2].mul(&yt.shape[3]);
    Ok(imp.reshape(
        node,
        y,
        vec![yt.shape[0].clone(), yt.shape[1].clone(), hidden],
    ))
}

/// Attributes and inputs of the attention ops that hetc does not
/// implement: a clear refusal naming them.
fn refuse(node: &NodeProto, attrs_off: &[&str], inputs_from: usize, inputs: &str) -> R<()> {
    for a in attrs_off {
        if attr_int(node, a, 0) != 0 {
            return Err(format!("attribute {a} is not supported (only {a}=0)"));
        }
    }
    if node.input.iter().skip(inputs_from).any(|s| !s.is_empty()) {
        return Err(format!(
            "{inputs} (inputs {inputs_from}…) are not supported"
        ));
    }
    Ok(())
}

/// `Attention`: `input [B, S, D]` times the packed `weights [D, Dq+Dk+Dv]`
/// (plus `bias`), split into Q, K, V (`qkv_hidden_sizes`, equal thirds by
/// default) and `num_heads` heads; `past [2, B, N, P, H]` concatenated
/// before K and V; output 0 `[B, S, Dv]`, output 1 `present [2, B, N,
/// P+S, H]`.
fn packed_attention(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    refuse(
        node,
        &["do_rotary", "past_present_share_buffer"],
        6,
        "past_sequence_length and later inputs",
    )?;
    let n = num_heads(node)?;
    let x = imp.operand(node, 0)?;
    let w = imp.operand(node, 1)?;
    let (xt, wt) = (imp.ty(x), imp.ty(w));
    if xt.rank() != 3 || wt.rank() != 2 {
        return Err(format!(
            "input {xt} must be [batch, sequence, hidden] and weights {wt} 2-D"
        ));
    }
    let total = fixed(&wt.shape[1], "the weights' last dim")?;
    let sizes: Vec<u64> = match attr_ints(node, "qkv_hidden_sizes") {
        Some(v) if v.len() == 3 && v.iter().all(|&d| d > 0) => {
            v.iter().map(|&d| d as u64).collect()
        }
        Some(v) => {
            return Err(format!(
                "attribute qkv_hidden_sizes {v:?} must be three positive sizes"
            ))
        }
        None if total % 3 == 0 => vec![total / 3; 3],
        None => {
            return Err(format!(
                "weights {wt}: the last dim is not three equal parts (give qkv_hidden_sizes)"
            ))
        }
    };
    if sizes.iter().sum::<u64>() != total || sizes[0] != sizes[1] {
        return Err(format!(
            "attribute qkv_hidden_sizes {sizes:?}: Q and K must have the same size and the three must add up to the weights' {total} columns"
        ));
    }
    let mut p = imp.bin(node, OpKind::MatMul, x, w)?;
    if let Some(b) = input(imp, node, 2)? {
        p = imp.bin(node, OpKind::Add, p, b)?;
    }
    let (sq, sk) = (sizes[0], sizes[1]);
    let q = slice(imp, node, p, 2, 0, sq)?;
    let k = slice(imp, node, p, 2, sq, sq + sk)?;
    let v = slice(imp, node, p, 2, sq + sk, total)?;
    let q = split_heads(imp, node, q, n, "Q")?;
    let mut k = split_heads(imp, node, k, n, "K")?;
    let mut v = split_heads(imp, node, v, n, "V")?;
    let mut past_len = 0;
    if let Some(past) = input(imp, node, 4)? {
        let pt = imp.ty(past);
        if pt.rank() != 5 || pt.shape[0] != Dim::Fixed(2) {
            return Err(format!(
                "past {pt} must be [2, batch, heads, past length, head size]"
            ));
        }
        past_len = fixed(&pt.shape[3], "the past length")?;
        let kv = pt.shape[1..].to_vec();
        let pk = slice(imp, node, past, 0, 0, 1)?;
        let pk = imp.reshape(node, pk, kv.clone());
        let pv = slice(imp, node, past, 0, 1, 2)?;
        let pv = imp.reshape(node, pv, kv);
        k = concat(imp, node, pk, k, 2)?;
        v = concat(imp, node, pv, v, 2)?;
    }
    let mask = input(imp, node, 3)?.map(|m| (m, "mask_index"));
    let bias = input(imp, node, 5)?;
    let y = attend(imp, node, q, k, v, mask, bias, past_len)?;
    let mut outs = vec![imp.val_of(y)];
    if node.output.get(1).is_some_and(|o| !o.is_empty()) {
        if sizes[1] != sizes[2] {
            return Err("present needs the K and V hidden sizes equal (qkv_hidden_sizes)".into());
        }
        let mut one = vec![Dim::Fixed(1)];
        one.extend(imp.ty(k).shape.iter().cloned());
        let k1 = imp.reshape(node, k, one.clone());
        let v1 = imp.reshape(node, v, one);
        let present = concat(imp, node, k1, v1, 0)?;
        outs.push(imp.val_of(present));
    }
    Ok(outs)
}

/// `MultiHeadAttention`: separate `query [B, S, Dq]`, `key [B, T, Dk]`
/// and `value [B, T, Dv]` (or key and value already split into heads,
/// `[B, N, T, H]`; or packed QKV, `query [B, S, N, 3, H]` alone; or packed
/// KV, `key [B, T, N, 2, H]` without a value), the optional packed
/// `bias [Dq+Dk+Dv]` (not with packed inputs), the
/// `key_padding_mask`, `attention_bias` and `past_key`/`past_value`
/// `[B, N, P, H]`; outputs `[B, S, Dv]` and `present_key`/`present_value`.
fn multi_head_attention(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    refuse(node, &[], 8, "past_sequence_length and cache_indirection")?;
    let n = num_heads(node)?;
    let mut q = imp.operand(node, 0)?;
    let (key, value) = (input(imp, node, 1)?, input(imp, node, 2)?);
    let packed = key.is_none() || value.is_none();
    if packed && input(imp, node, 3)?.is_some() {
        return Err(
            "bias with packed QKV or KV is not supported: give query, key and value".into(),
        );
    }
    let (mut k, mut v) = match (key, value) {
        (Some(k), Some(v)) => (k, v),
        // packed QKV: query [B, S, N, 3, H]
        (None, None) => {
            let qkv = q;
            q = unpack(imp, node, qkv, n, 3, 0, "query (packed QKV)")?;
            let k = unpack(imp, node, qkv, n, 3, 1, "query (packed QKV)")?;
            (k, unpack(imp, node, qkv, n, 3, 2, "query (packed QKV)")?)
        }
        // packed KV: key [B, L, N, 2, H]
        (Some(kv), None) => (
            unpack(imp, node, kv, n, 2, 0, "key (packed KV)")?,
            unpack(imp, node, kv, n, 2, 1, "key (packed KV)")?,
        ),
        (None, Some(_)) => return Err("a value input needs a key input".into()),
    };
    let qt = imp.ty(q);
    let (kt, vt) = (imp.ty(k), imp.ty(v));
    if qt.rank() != 3 {
        return Err(format!(
            "query {qt} must be [batch, sequence, hidden] or packed QKV [batch, sequence, heads, 3, head size]"
        ));
    }
    let split = match (kt.rank(), vt.rank()) {
        (3, 3) => true,
        (4, 4) => false,
        _ => {
            return Err(format!(
                "key {kt} and value {vt} must both be [batch, length, hidden] or both [batch, heads, length, head size] (or key packed KV [batch, length, heads, 2, head size])"
            ))
        }
    };
    if let Some(b) = input(imp, node, 3)? {
        if !split {
            return Err("bias with key and value already split into heads is not supported".into());
        }
        let dq = fixed(&qt.shape[2], "the query hidden size")?;
        let dk = fixed(&kt.shape[2], "the key hidden size")?;
        let dv = fixed(&vt.shape[2], "the value hidden size")?;
        let bq = slice(imp, node, b, 0, 0, dq)?;
        let bk = slice(imp, node, b, 0, dq, dq + dk)?;
        let bv = slice(imp, node, b, 0, dq + dk, dq + dk + dv)?;
        q = imp.bin(node, OpKind::Add, q, bq)?;
        k = imp.bin(node, OpKind::Add, k, bk)?;
        v = imp.bin(node, OpKind::Add, v, bv)?;
    }
    let q = split_heads(imp, node, q, n, "query")?;
    if split {
        k = split_heads(imp, node, k, n, "key")?;
        v = split_heads(imp, node, v, n, "value")?;
    }
    let mut past_len = 0;
    match (input(imp, node, 6)?, input(imp, node, 7)?) {
        (Some(pk), Some(pv)) => {
            past_len = fixed(&imp.ty(pk).shape[2], "the past length")?;
            k = concat(imp, node, pk, k, 2)?;
            v = concat(imp, node, pv, v, 2)?;
        }
        (None, None) => {}
        _ => return Err("past_key and past_value must be given together".into()),
    }
    let mask = input(imp, node, 4)?.map(|m| (m, "key_padding_mask"));
    let bias = input(imp, node, 5)?;
    let y = attend(imp, node, q, k, v, mask, bias, past_len)?;
    Ok(vec![imp.val_of(y), imp.val_of(k), imp.val_of(v)])
}

/// Part `i` of `count` of a packed `[B, L, N, count, H]` input (onnxruntime's
/// packed QKV / KV layout), as `[B, L, N·H]`.
fn unpack(
    imp: &mut Importer,
    node: &NodeProto,
    x: ValueId,
    heads: i64,
    count: u64,
    i: u64,
    what: &str,
) -> R<ValueId> {
    let t = imp.ty(x);
    if t.rank() != 5 || t.shape[2] != Dim::Fixed(heads as u64) || t.shape[3] != Dim::Fixed(count) {
        return Err(format!(
            "{what} {t} must be [batch, length, {heads} heads, {count}, head size]"
        ));
    }
    let part = slice(imp, node, x, 3, i, i + 1)?;
    let hidden = t.shape[2].mul(&t.shape[4]);
    Ok(imp.reshape(
        node,
        part,
        vec![t.shape[0].clone(), t.shape[1].clone(), hidden],
    ))
}

/// `EmbedLayerNormalization`: `word[input_ids] + position[position_ids or
/// 0..S] (+ segment[segment_ids])`, layer-normalised with gamma and beta
/// (output 0); output 1 `mask_index`, each batch's count of mask entries
/// equal to 1 (zeros without a mask), as int32; output 2 the sum before
/// the normalisation.
fn embed_layer_norm(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    use OpKind::*;
    let gather = |imp: &mut Importer, table: ValueId, ids: ValueId| {
        imp.emit1(
            node,
            Gather,
            &[table, ids],
            attrs(vec![("axis", Attr::Int(0))]),
        )
    };
    let ids = imp.operand(node, 0)?;
    let it = imp.ty(ids);
    if it.rank() != 2 {
        return Err(format!("input_ids {it} must be [batch, sequence]"));
    }
    let word = imp.operand(node, 2)?;
    let pos = imp.operand(node, 3)?;
    let mut sum = gather(imp, word, ids)?;
    let pe = match input(imp, node, 8)? {
        Some(p) => gather(imp, pos, p)?,
        None => {
            let s = fixed(&it.shape[1], "the sequence length")?;
            slice(imp, node, pos, 0, 0, s)?
        }
    };
    sum = imp.bin(node, Add, sum, pe)?;
    match (input(imp, node, 1)?, input(imp, node, 4)?) {
        (Some(sid), Some(se)) => {
            let e = gather(imp, se, sid)?;
            sum = imp.bin(node, Add, sum, e)?;
        }
        (None, None) => {}
        _ => return Err("segment_ids and segment_embedding must be given together".into()),
    }
    let gamma = imp.operand(node, 5)?;
    let beta = input(imp, node, 6)?;
    let eps = float_attr("epsilon", attr_float(node, "epsilon", 1e-12));
    let mut outs = sub(
        imp,
        node,
        "LayerNormalization",
        &[Some(sum), Some(gamma), beta],
        vec![eps, int_attr("axis", -1)],
        1,
    )?;
    let mask_index = match input(imp, node, 7)? {
        Some(m) => {
            let one = imp.scalar(imp.ty(m).dtype, 1.0);
            let e = imp.bin(node, Equal, m, one)?;
            let c = imp.cast(node, e, DType::I32);
            red(imp, node, ReduceSum, c, &[1], false)?
        }
        None => {
            let b = fixed(&it.shape[0], "the batch size")?;
            imp.constant(DType::I32, &[b], &vec![0.0; b as usize])
        }
    };
    outs.push(imp.val_of(mask_index));
    outs.push(imp.val_of(sum));
    Ok(outs)
}
