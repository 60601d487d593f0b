//! `Attention` (opset 23/24) as its function body: heads split from 3-D
//! inputs, `Q·s` and `K·s` with `s = √scale`, the past key/value cache
//! concatenated, grouped-query heads repeated, the mask (boolean or
//! additive, padded with masked columns to the key length) and the causal
//! frontier (offset by the cache length) as an additive bias, the optional
//! soft cap, a softmax that gives fully masked rows zeros, and the
//! `qk_matmul_output` of the requested mode — as onnx's reference computes
//! them.

use super::ops::{attr, attr_int, attrs};
use super::reduce::red;
use super::{Importer, Val};
use hetc_ir::{Attr, Attrs, DType, Dim, OpKind, TensorType, ValueId};
use onnx_protobuf::NodeProto;

type R<T> = Result<T, String>;

pub(super) fn transpose(
    imp: &mut Importer,
    node: &NodeProto,
    v: ValueId,
    perm: &[i64],
) -> R<ValueId> {
    imp.emit1(
        node,
        OpKind::Transpose,
        &[v],
        attrs(vec![("perm", Attr::Ints(perm.to_vec()))]),
    )
}

/// `[B, S, H·D]` → `[B, H, S, D]`.
pub(super) fn split_heads(
    imp: &mut Importer,
    node: &NodeProto,
    v: ValueId,
    heads: i64,
    what: &str,
) -> R<ValueId> {
    let t = imp.ty(v);
    let hidden = t.shape[2]
        .fixed()
        .ok_or_else(|| format!("{what} {t}: the hidden dim must be fixed"))?;
    if heads < 1 || hidden % heads as u64 != 0 {
        return Err(format!(
            "{what} {t}: hidden size not divisible by {heads} heads"
        ));
    }
    let r = imp.reshape(
        node,
        v,
        vec![
            t.shape[0].clone(),
            t.shape[1].clone(),
            Dim::Fixed(heads as u64),
            Dim::Fixed(hidden / heads as u64),
        ],
    );
    transpose(imp, node, r, &[0, 2, 1, 3])
}

/// `np.repeat(x, reps, axis=1)` of a `[B, H, S, D]` tensor.
pub(super) fn repeat_heads(
    imp: &mut Importer,
    node: &NodeProto,
    v: ValueId,
    reps: u64,
) -> R<ValueId> {
    let t = imp.ty(v);
    let mut s5 = t.shape.to_vec();
    s5.insert(2, Dim::Fixed(1));
    let u = imp.reshape(node, v, s5.clone());
    s5[2] = Dim::Fixed(reps);
    let e = imp.emit1_typed(
        node,
        OpKind::Expand,
        &[u],
        Attrs::new(),
        TensorType::new(t.dtype, s5),
    );
    let mut s4 = t.shape.to_vec();
    s4[1] = s4[1].mul(&Dim::Fixed(reps));
    Ok(imp.reshape(node, e, s4))
}

/// Softmax over the last dim that gives rows of only −inf zeros (not NaN).
fn safe_softmax(imp: &mut Importer, node: &NodeProto, x: ValueId) -> R<ValueId> {
    use OpKind::*;
    let t = imp.ty(x);
    let last = t.rank() as i64 - 1;
    let m = red(imp, node, ReduceMax, x, &[last], true)?;
    let ninf = imp.scalar(t.dtype, f64::NEG_INFINITY);
    let zero = imp.scalar(t.dtype, 0.0);
    let one = imp.scalar(t.dtype, 1.0);
    let masked = imp.bin(node, Equal, m, ninf)?;
    let sm = imp.emit1(node, Where, &[masked, zero, m], Attrs::new())?;
    let d = imp.bin(node, Sub, x, sm)?;
    let e = imp.un(node, Exp, d)?;
    let s = red(imp, node, ReduceSum, e, &[last], true)?;
    let z = imp.bin(node, Equal, s, zero)?;
    let s = imp.emit1(node, Where, &[z, one, s], Attrs::new())?;
    imp.bin(node, Div, e, s)
}

pub(super) fn build(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    use OpKind::*;
    if imp.opt_input(node, 6)?.is_some() {
        return Err("nonpad_kv_seqlen (input 6) is not supported; leave it out".into());
    }
    let (mut q, mut k, mut v) = (
        imp.operand(node, 0)?,
        imp.operand(node, 1)?,
        imp.operand(node, 2)?,
    );
    let qt = imp.ty(q);
    let dt = qt.dtype;
    if !dt.is_float() {
        return Err(format!("Q {qt} must be a float tensor"));
    }
    let three_d = qt.rank() == 3;
    if three_d {
        let qh = attr_int(node, "q_num_heads", 0);
        let kvh = attr_int(node, "kv_num_heads", 0);
        if qh < 1 || kvh < 1 {
            return Err("3-D inputs need the q_num_heads and kv_num_heads attributes".into());
        }
        q = split_heads(imp, node, q, qh, "Q")?;
        k = split_heads(imp, node, k, kvh, "K")?;
        v = split_heads(imp, node, v, kvh, "V")?;
    } else if qt.rank() != 4 || imp.ty(k).rank() != 4 || imp.ty(v).rank() != 4 {
        return Err(format!("Q, K, V must all be 3-D or 4-D (Q is {qt})"));
    }
    let (q4, k4) = (imp.ty(q), imp.ty(k));
    let head = q4.shape[3].fixed().ok_or("the head size must be fixed")? as f64;
    let scale = match attr(node, "scale") {
        Some(a) => a.f as f64,
        None => 1.0 / head.sqrt(),
    };
    let s = imp.scalar(dt, scale.sqrt());
    let qs = imp.bin(node, Mul, q, s)?;
    let (past_k, past_v) = (imp.opt_operand(node, 4)?, imp.opt_operand(node, 5)?);
    if past_k.is_some() != past_v.is_some() {
        return Err("past_key and past_value must be given together".into());
    }
    let past_len = match past_k {
        Some(p) => imp.ty(p).shape[2]
            .fixed()
            .ok_or("past length must be fixed")?,
        None => 0,
    };
    let cat = |imp: &mut Importer, p: Option<ValueId>, x: ValueId| -> R<ValueId> {
        match p {
            Some(p) => imp.emit1(node, Concat, &[p, x], attrs(vec![("axis", Attr::Int(2))])),
            None => Ok(x),
        }
    };
    let present_k = cat(imp, past_k, k)?;
    let present_v = cat(imp, past_v, v)?;
    let kt = imp.ty(present_k);
    let (ql, kl) = (
        q4.shape[2]
            .fixed()
            .ok_or("the query length must be fixed")?,
        kt.shape[2].fixed().ok_or("the key length must be fixed")?,
    );
    // The additive bias: mask (padded to the key length) and causal frontier.
    let ninf = imp.scalar(dt, f64::NEG_INFINITY);
    let zero = imp.scalar(dt, 0.0);
    let mut bias: Option<ValueId> = None;
    if let Some(mut m) = imp.opt_operand(node, 3)? {
        let mt = imp.ty(m);
        let ml = mt
            .shape
            .last()
            .and_then(Dim::fixed)
            .ok_or("the mask's last dim must be fixed")?;
        if ml < kl {
            let r = mt.rank();
            let mut pads = vec![0i64; 2 * r];
            pads[2 * r - 1] = (kl - ml) as i64;
            let value = if mt.dtype == DType::Bool {
                0.0
            } else {
                f64::NEG_INFINITY
            };
            m = imp.emit1(
                node,
                Pad,
                &[m],
                attrs(vec![
                    ("pads", Attr::Ints(pads)),
                    ("mode", Attr::Str("constant".into())),
                    ("value", Attr::Float(value)),
                ]),
            )?;
        }
        if imp.ty(m).dtype == DType::Bool {
            m = imp.emit1(node, Where, &[m, zero, ninf], Attrs::new())?;
        } else {
            m = imp.cast(node, m, dt);
        }
        bias = Some(m);
    }
    if attr_int(node, "is_causal", 0) != 0 {
        // key j is visible from query i iff j ≤ i + past_len
        let allowed: Vec<f64> = (0..ql)
            .flat_map(|i| {
                (0..kl).map(move |j| {
                    if j <= i + past_len {
                        0.0
                    } else {
                        f64::NEG_INFINITY
                    }
                })
            })
            .collect();
        let c = imp.constant(dt, &[ql, kl], &allowed);
        bias = Some(match bias {
            Some(b) => imp.bin(node, Add, b, c)?,
            None => c,
        });
    }
    // Grouped-query attention: repeat the key / value heads.
    let (qh, kh) = (
        q4.shape[1].fixed().ok_or("the head count must be fixed")?,
        k4.shape[1].fixed().ok_or("the head count must be fixed")?,
    );
    let (mut kk, mut vv) = (present_k, present_v);
    if qh != kh {
        if kh == 0 || qh % kh != 0 {
            return Err(format!(
                "{qh} query heads are not a multiple of {kh} key/value heads"
            ));
        }
        kk = repeat_heads(imp, node, kk, qh / kh)?;
        vv = repeat_heads(imp, node, vv, qh / kh)?;
    }
    let ks = imp.bin(node, Mul, kk, s)?;
    let ktr = transpose(imp, node, ks, &[0, 1, 3, 2])?;
    let mut qk = imp.emit1(node, MatMul, &[qs, ktr], Attrs::new())?;
    let softcap = attr(node, "softcap").map(|a| a.f as f64);
    if let Some(c) = softcap.filter(|&c| c > 0.0) {
        let cv = imp.scalar(dt, c);
        let d = imp.bin(node, Div, qk, cv)?;
        let t = imp.un(node, Tanh, d)?;
        qk = imp.bin(node, Mul, t, cv)?;
    }
    let with_bias = match bias {
        Some(b) => imp.bin(node, Add, qk, b)?,
        None => qk,
    };
    let mode = attr_int(node, "qk_matmul_output_mode", 0);
    let sp = match attr(node, "softmax_precision") {
        Some(a) if a.i != 0 => super::tensor::dtype_of(a.i as i32)?,
        _ => dt,
    };
    let wb = imp.cast(node, with_bias, sp);
    let mut p = match bias {
        Some(_) => safe_softmax(imp, node, wb)?,
        None => imp.emit1(node, Softmax, &[wb], attrs(vec![("axis", Attr::Int(-1))]))?,
    };
    if let Some(b) = bias {
        // rows whose bias is all −inf attend to nothing: zeros
        let r = imp.ty(b).rank() as i64;
        let bm = red(imp, node, ReduceMax, b, &[r - 1], true)?;
        let all = imp.bin(node, Equal, bm, ninf)?;
        let zs = imp.scalar(sp, 0.0);
        p = imp.emit1(node, Where, &[all, zs, p], Attrs::new())?;
    }
    let p = imp.cast(node, p, dt);
    let qk_out = match mode {
        0 | 1 => qk,
        2 => with_bias,
        3 => p,
        m => return Err(format!("qk_matmul_output_mode {m} is not 0–3")),
    };
    let mut y = imp.emit1(node, MatMul, &[p, vv], Attrs::new())?;
    if three_d {
        let t = transpose(imp, node, y, &[0, 2, 1, 3])?;
        let tt = imp.ty(t);
        let hidden = tt.shape[2].mul(&tt.shape[3]);
        y = imp.reshape(
            node,
            t,
            vec![tt.shape[0].clone(), tt.shape[1].clone(), hidden],
        );
    }
    let vals = [y, present_k, present_v, qk_out]
        .into_iter()
        .map(|x| Val::value(imp.ty(x), x))
        .collect();
    Ok(vals)
}

/// `LinearAttention` (onnx's reference, in f32): per step `t` the state
/// `[B, H_kv, d_k, d_v]` decays by `exp(decay_t)` (`gated` rules), takes
/// the delta correction `β_t·(v_t − k_t·S)` for `v_t` (`delta` rules),
/// adds `k_tᵀ v_t`, and the output is `scale · q_t · S` (the state's heads
/// repeated for grouped queries); unrolled over the sequence (a fixed
/// extent). Outputs `[B, T, H_q·d_v]` and the present state.
pub(super) fn linear_attention(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    use OpKind::*;
    let rule = super::ops::attr_str(node, "update_rule").unwrap_or_else(|| "gated_delta".into());
    if !matches!(rule.as_str(), "linear" | "gated" | "delta" | "gated_delta") {
        return Err(format!(
            "update_rule {rule:?} is not linear, gated, delta or gated_delta"
        ));
    }
    let (gating, delta) = (rule.contains("gated"), rule.contains("delta"));
    let hq = attr_int(node, "q_num_heads", 0);
    let hkv = attr_int(node, "kv_num_heads", 0);
    if hq <= 0 || hkv <= 0 || hq % hkv != 0 {
        return Err(format!(
            "q_num_heads ({hq}) must be a positive multiple of kv_num_heads ({hkv})"
        ));
    }
    let q = imp.operand(node, 0)?;
    let k = imp.operand(node, 1)?;
    let v = imp.operand(node, 2)?;
    let past = imp.opt_operand(node, 3)?;
    let decay = imp.opt_operand(node, 4)?;
    let beta = imp.opt_operand(node, 5)?;
    if gating != decay.is_some() || delta != beta.is_some() {
        return Err(format!(
            "update_rule {rule:?} takes decay (input 4) {} and beta (input 5) {}",
            if gating { "required" } else { "absent" },
            if delta { "required" } else { "absent" }
        ));
    }
    let dims = |imp: &Importer, x: ValueId, what: &str| -> R<Vec<u64>> {
        imp.ty(x)
            .fixed_dims()
            .filter(|d| d.len() == 3)
            .ok_or_else(|| format!("{what} {} must be [B, T, H·D] with fixed dims", imp.ty(x)))
    };
    let (qd, vd) = (dims(imp, q, "query")?, dims(imp, v, "value")?);
    let (b, t) = (qd[0], qd[1]);
    let out_dt = imp.ty(q).dtype;
    let (hq, hkv) = (hq as u64, hkv as u64);
    let (dk, dv) = (qd[2] / hq, vd[2] / hkv);
    let f32 = |imp: &mut Importer, x: ValueId| {
        if imp.ty(x).dtype == DType::F32 {
            x
        } else {
            imp.cast(node, x, DType::F32)
        }
    };
    let heads = |imp: &mut Importer, x: ValueId, h: u64, what: &str| -> R<ValueId> {
        let x = f32(imp, x);
        split_heads(imp, node, x, h as i64, what)
    };
    let q4 = heads(imp, q, hq, "query")?;
    let k4 = heads(imp, k, hkv, "key")?;
    let v4 = heads(imp, v, hkv, "value")?;
    // decay as [B, H_kv, T, 1 or d_k]; beta as [B, 1 or H_kv, T, 1]
    let decay4 = match decay {
        Some(g) => {
            let last = dims(imp, g, "decay")?[2];
            Some(if last == hkv {
                let g = f32(imp, g);
                let g = imp.reshape(node, g, [b, t, hkv, 1].map(Dim::Fixed).to_vec());
                transpose(imp, node, g, &[0, 2, 1, 3])?
            } else if last == hkv * dk {
                heads(imp, g, hkv, "decay")?
            } else {
                return Err(format!(
                    "decay's last dim {last} must be kv_num_heads ({hkv}) or kv_num_heads·d_k ({})",
                    hkv * dk
                ));
            })
        }
        None => None,
    };
    let beta4 = match beta {
        Some(bt) => {
            let last = dims(imp, bt, "beta")?[2];
            if last != hkv && last != 1 {
                return Err(format!(
                    "beta's last dim {last} must be kv_num_heads ({hkv}) or 1"
                ));
            }
            let bt = f32(imp, bt);
            let bt = imp.reshape(node, bt, [b, t, last, 1].map(Dim::Fixed).to_vec());
            Some(transpose(imp, node, bt, &[0, 2, 1, 3])?)
        }
        None => None,
    };
    let sshape = [b, hkv, dk, dv];
    let (mut state, state_dt) = match past {
        Some(p) => {
            if imp.ty(p).fixed_dims().as_deref() != Some(&sshape[..]) {
                return Err(format!("past_state {} must be {sshape:?}", imp.ty(p)));
            }
            (f32(imp, p), imp.ty(p).dtype)
        }
        None => (
            imp.zeros(node, TensorType::fixed(DType::F32, &sshape)),
            out_dt,
        ),
    };
    let scale = match attr(node, "scale") {
        Some(a) if a.f != 0.0 => a.f as f64,
        _ => 1.0 / (dk as f64).sqrt(),
    };
    let scale = imp.scalar(DType::F32, scale);
    let step = |imp: &mut Importer, x: ValueId, i: u64| -> R<ValueId> {
        imp.emit1(
            node,
            Slice,
            &[x],
            attrs(vec![
                ("starts", Attr::Ints(vec![i as i64])),
                ("ends", Attr::Ints(vec![i as i64 + 1])),
                ("axes", Attr::Ints(vec![2])),
                ("steps", Attr::Ints(vec![1])),
            ]),
        )
    };
    let mut outs = Vec::with_capacity(t as usize);
    for i in 0..t {
        let (qt, kt) = (step(imp, q4, i)?, step(imp, k4, i)?);
        let mut vt = step(imp, v4, i)?;
        if let Some(g) = decay4 {
            // [B, H, 1, 1 or d_k] → [B, H, 1 or d_k, 1]: over d_v
            let gt = step(imp, g, i)?;
            let gt = transpose(imp, node, gt, &[0, 1, 3, 2])?;
            let e = imp.un(node, Exp, gt)?;
            state = imp.bin(node, Mul, state, e)?;
        }
        if let Some(bt) = beta4 {
            let got = imp.emit1(node, MatMul, &[kt, state], Attrs::new())?;
            let d = imp.bin(node, Sub, vt, got)?;
            let bti = step(imp, bt, i)?;
            vt = imp.bin(node, Mul, bti, d)?;
        }
        let ktt = transpose(imp, node, kt, &[0, 1, 3, 2])?;
        let outer = imp.emit1(node, MatMul, &[ktt, vt], Attrs::new())?;
        state = imp.bin(node, Add, state, outer)?;
        let read = if hq == hkv {
            state
        } else {
            repeat_heads(imp, node, state, hq / hkv)?
        };
        let o = imp.emit1(node, MatMul, &[qt, read], Attrs::new())?;
        outs.push(imp.bin(node, Mul, o, scale)?);
    }
    let o = if outs.len() == 1 {
        outs[0]
    } else {
        imp.emit1(node, Concat, &outs, attrs(vec![("axis", Attr::Int(2))]))?
    };
    let o = transpose(imp, node, o, &[0, 2, 1, 3])?;
    let o = imp.reshape(node, o, [b, t, hq * dv].map(Dim::Fixed).to_vec());
    let o = if out_dt == DType::F32 {
        o
    } else {
        imp.cast(node, o, out_dt)
    };
    let st = if state_dt == DType::F32 {
        state
    } else {
        imp.cast(node, state, state_dt)
    };
    Ok(vec![imp.val_of(o), imp.val_of(st)])
}

/// `FlexAttention` (ai.onnx.preview, onnx's reference): `Q·√scale ×
/// (K·√scale)ᵀ` in the input type, then in the softmax precision (f32 for
/// 16-bit inputs, or `softmax_precision`) the `score_mod` graph, a
/// softmax, the `prob_mod` graph (both inlined), and the product with `V`;
/// grouped key/value heads repeated.
pub(super) fn flex_attention(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    use OpKind::*;
    let (q, k, v) = (
        imp.operand(node, 0)?,
        imp.operand(node, 1)?,
        imp.operand(node, 2)?,
    );
    let (qt, kt, vt) = (imp.ty(q), imp.ty(k), imp.ty(v));
    if qt.rank() != 4 || kt.rank() != 4 || vt.rank() != 4 {
        return Err(format!("Q {qt}, K {kt} and V {vt} must have rank 4"));
    }
    let fixed = |t: &TensorType, i: usize| {
        t.shape[i]
            .fixed()
            .ok_or_else(|| format!("{t}: dim {i} must be fixed"))
    };
    let (hq, e, hkv) = (fixed(&qt, 1)?, fixed(&qt, 3)?, fixed(&kt, 1)?);
    if fixed(&vt, 1)? != hkv || fixed(&kt, 3)? != e || hkv == 0 || hq % hkv != 0 {
        return Err(format!(
            "Q {qt}, K {kt}, V {vt}: heads must be a multiple of the key/value heads, Q and K one embedding size"
        ));
    }
    let dt = qt.dtype;
    let scale = match attr(node, "scale") {
        Some(a) => a.f as f64,
        None => 1.0 / (e as f64).sqrt(),
    };
    let cd = match attr(node, "softmax_precision").map(|a| a.i) {
        Some(1) => DType::F32,
        Some(10) => DType::F16,
        Some(16) => DType::BF16,
        Some(11) => DType::F64,
        Some(p) => {
            return Err(format!(
                "softmax_precision {p} is not float, float16, bfloat16 or double"
            ))
        }
        None if matches!(dt, DType::F16 | DType::BF16) => DType::F32,
        None => dt,
    };
    let (k, v) = if hq == hkv {
        (k, v)
    } else {
        (
            repeat_heads(imp, node, k, hq / hkv)?,
            repeat_heads(imp, node, v, hq / hkv)?,
        )
    };
    let s = imp.scalar(dt, (scale as f32).sqrt() as f64);
    let qs = imp.bin(node, Mul, q, s)?;
    let ks = imp.bin(node, Mul, k, s)?;
    let kst = transpose(imp, node, ks, &[0, 1, 3, 2])?;
    let mut scores = imp.emit1(node, MatMul, &[qs, kst], Attrs::new())?;
    let to = |imp: &mut Importer, x: ValueId, d: DType| {
        if imp.ty(x).dtype == d {
            x
        } else {
            imp.cast(node, x, d)
        }
    };
    scores = to(imp, scores, cd);
    let graph = |name: &str| attr(node, name).and_then(|a| a.g.as_ref());
    let apply =
        |imp: &mut Importer, g: &onnx_protobuf::GraphProto, x: ValueId, what: &str| -> R<ValueId> {
            let outs = super::control::apply_graph(imp, g, &[imp.val_of(x)])
                .map_err(|e| format!("{what}: {e}"))?;
            let [o] = &outs[..] else {
                return Err(format!("{what} must have one output, has {}", outs.len()));
            };
            let o = imp.materialize(o, what)?;
            Ok(to(imp, o, cd))
        };
    if let Some(g) = graph("score_mod") {
        scores = apply(imp, g, scores, "score_mod")?;
    }
    let m = red(imp, node, ReduceMax, scores, &[-1], true)?;
    let c = imp.bin(node, Sub, scores, m)?;
    let ex = imp.un(node, Exp, c)?;
    let sum = red(imp, node, ReduceSum, ex, &[-1], true)?;
    let mut probs = imp.bin(node, Div, ex, sum)?;
    if let Some(g) = graph("prob_mod") {
        probs = apply(imp, g, probs, "prob_mod")?;
    }
    let vf = to(imp, v, cd);
    let out = imp.emit1(node, MatMul, &[probs, vf], Attrs::new())?;
    let out = to(imp, out, vt.dtype);
    Ok(vec![imp.val_of(out)])
}
