//! Builders of the reduction and normalisation family: every `Reduce*`
//! (`ReduceMin` and `ReduceProd` as IR ops, L1, L2, log-sum,
//! log-sum-exp and sum-of-squares as their function bodies), `ArgMax` /
//! `ArgMin`, `CumSum` / `CumProd`, the softmax family (opset < 13's
//! flattened form included), layer / RMS / group / instance / mean-variance
//! / Lp normalisation, and the NLL and softmax cross-entropy losses as
//! expansions into existing IR ops.

use super::ops::{attr, attr_float, attr_int, attr_ints, attr_str, attrs, known_ints};
use super::{Importer, Val};
use hetc_ir::infer::norm_axis;
use hetc_ir::{Attr, Attrs, DType, Dim, OpKind, ValueId};
use onnx_protobuf::NodeProto;

type Builder = fn(&mut Importer, &NodeProto) -> Result<Vec<Val>, String>;
type R<T> = Result<T, String>;

pub(super) fn builder(op_type: &str) -> Option<Builder> {
    Some(match op_type {
        "ReduceSum" | "ReduceMean" | "ReduceMax" | "ReduceMin" | "ReduceProd" | "ReduceL1"
        | "ReduceL2" | "ReduceLogSum" | "ReduceLogSumExp" | "ReduceSumSquare" => reduce,
        "ArgMax" | "ArgMin" => arg,
        "CumSum" | "CumProd" => cumulative,
        "Softmax" | "LogSoftmax" | "Hardmax" => softmax_family,
        "LayerNormalization" => layer_norm,
        "RMSNormalization" => rms_norm,
        "GroupNormalization" => group_norm,
        "InstanceNormalization" => instance_norm,
        "MeanVarianceNormalization" => mvn,
        "LpNormalization" => lp_norm,
        "NegativeLogLikelihoodLoss" => nll_loss,
        "SoftmaxCrossEntropyLoss" => sce_loss,
        "GlobalMaxPool" => global_max_pool,
        _ => return super::index::builder(op_type),
    })
}

/// Reduce `x` over `axes` (normalised, all dims if empty).
pub(super) fn red(
    imp: &mut Importer,
    node: &NodeProto,
    k: OpKind,
    x: ValueId,
    axes: &[i64],
    keep: bool,
) -> R<ValueId> {
    imp.emit1(
        node,
        k,
        &[x],
        attrs(vec![
            ("axes", Attr::Ints(axes.to_vec())),
            ("keepdims", Attr::Int(keep as i64)),
        ]),
    )
}

/// The axes and keepdims of a `Reduce*` node (attribute or input by
/// opset); `None` when `noop_with_empty_axes` makes it the identity.
fn reduce_args(imp: &Importer, node: &NodeProto) -> R<Option<(Vec<i64>, bool)>> {
    let axes_are_input = if node.op_type == "ReduceSum" {
        imp.opset >= 13
    } else {
        imp.opset >= 18
    };
    let axes = if axes_are_input {
        known_ints(imp, node, 1, "axes")?
    } else {
        attr_ints(node, "axes")
    }
    .unwrap_or_default();
    if axes.is_empty() && attr_int(node, "noop_with_empty_axes", 0) != 0 {
        return Ok(None);
    }
    let r = imp.input(node, 0)?.ty.rank();
    for &a in &axes {
        norm_axis(a, r)?;
    }
    Ok(Some((axes, attr_int(node, "keepdims", 1) != 0)))
}

fn reduce(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    use OpKind::*;
    let args = reduce_args(imp, node)?;
    // Shape arithmetic folds: the product of some dims of `Shape(x)` is a
    // flattened extent a later `Reshape` needs (tf2onnx writes this).
    let fold = match node.op_type.as_str() {
        "ReduceSum" => Some("Add"),
        "ReduceProd" => Some("Mul"),
        "ReduceMax" => Some("Max"),
        "ReduceMin" => Some("Min"),
        _ => None,
    };
    if let (Some(op), Some((axes, keep))) = (fold, &args) {
        let x = imp.input(node, 0)?;
        let r = x.ty.rank();
        let norm: Vec<usize> = axes
            .iter()
            .map(|&a| norm_axis(a, r))
            .collect::<Result<_, _>>()?;
        let known = super::ops::all_known(&[&x]).and_then(|l| l[0].reduce(&norm, *keep, op));
        if let Some(l) = known {
            return Ok(vec![Val::known(l)]);
        }
        let hint = super::ops::all_hinted(&[&x]).and_then(|l| l[0].reduce(&norm, *keep, op));
        if let Some(h) = hint {
            let y = match node.op_type.as_str() {
                "ReduceSum" => ReduceSum,
                "ReduceProd" => ReduceProd,
                "ReduceMax" => ReduceMax,
                _ => ReduceMin,
            };
            let xv = imp.operand(node, 0)?;
            let v = red(imp, node, y, xv, axes, *keep)?;
            return Ok(super::ops::hinted(vec![imp.val_of(v)], Some(h)));
        }
    }
    let x = imp.operand(node, 0)?;
    let dt = imp.ty(x).dtype;
    // The reduction, or the identity (noop_with_empty_axes).
    let r = |imp: &mut Importer, k: OpKind, v: ValueId| -> R<ValueId> {
        match &args {
            Some((axes, keep)) => red(imp, node, k, v, axes, *keep),
            None => Ok(v),
        }
    };
    let y = match node.op_type.as_str() {
        "ReduceSum" => r(imp, ReduceSum, x)?,
        "ReduceMean" => r(imp, ReduceMean, x)?,
        "ReduceMax" => r(imp, ReduceMax, x)?,
        "ReduceMin" => r(imp, ReduceMin, x)?,
        "ReduceProd" => r(imp, ReduceProd, x)?,
        "ReduceL1" => {
            let a = imp.un(node, Abs, x)?;
            r(imp, ReduceSum, a)?
        }
        "ReduceSumSquare" | "ReduceL2" => {
            let sq = imp.bin(node, Mul, x, x)?;
            let s = r(imp, ReduceSum, sq)?;
            if node.op_type == "ReduceL2" {
                // integer L2 norms: sqrt in f64, cast back (onnx's reference)
                if dt.is_float() {
                    imp.un(node, Sqrt, s)?
                } else {
                    let f = imp.cast(node, s, DType::F64);
                    let q = imp.un(node, Sqrt, f)?;
                    imp.cast(node, q, dt)
                }
            } else {
                s
            }
        }
        "ReduceLogSum" => {
            let s = r(imp, ReduceSum, x)?;
            imp.un(node, Log, s)?
        }
        _ => {
            // log Σ exp(x) = m + log Σ exp(x − m), m the max (kept dims)
            let Some((axes, keep)) = args.clone() else {
                return Ok(vec![imp.val_of(x)]);
            };
            let m = red(imp, node, ReduceMax, x, &axes, true)?;
            // an all −inf slice has m = −inf: subtract 0 there instead
            let inf = imp.scalar(dt, f64::NEG_INFINITY);
            let zero = imp.scalar(dt, 0.0);
            let is_inf = imp.bin(node, Equal, m, inf)?;
            let ms = imp.emit1(node, Where, &[is_inf, zero, m], Attrs::new())?;
            let d = imp.bin(node, Sub, x, ms)?;
            let e = imp.un(node, Exp, d)?;
            let s = red(imp, node, ReduceSum, e, &axes, true)?;
            let l = imp.un(node, Log, s)?;
            let y = imp.bin(node, Add, l, ms)?;
            if keep {
                y
            } else {
                let t = imp.ty(y);
                let gone: Vec<usize> = if axes.is_empty() {
                    (0..t.rank()).collect()
                } else {
                    axes.iter()
                        .map(|&a| norm_axis(a, t.rank()))
                        .collect::<R<_>>()?
                };
                let shape = (0..t.rank())
                    .filter(|i| !gone.contains(i))
                    .map(|i| t.shape[i].clone())
                    .collect();
                imp.reshape(node, y, shape)
            }
        }
    };
    Ok(vec![imp.val_of(y)])
}

fn arg(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let x = imp.operand(node, 0)?;
    let r = imp.ty(x).rank();
    let axis = norm_axis(attr_int(node, "axis", 0), r)?;
    let kind = if node.op_type == "ArgMax" {
        OpKind::ArgMax
    } else {
        OpKind::ArgMin
    };
    imp.emit(
        node,
        kind,
        &[x],
        attrs(vec![
            ("axis", Attr::Int(axis as i64)),
            (
                "keepdims",
                Attr::Int((attr_int(node, "keepdims", 1) != 0) as i64),
            ),
            (
                "select_last_index",
                Attr::Int(attr_int(node, "select_last_index", 0)),
            ),
        ]),
    )
}

fn cumulative(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let axis = match known_ints(imp, node, 1, "axis")?.as_deref() {
        Some(&[a]) => a,
        _ => return Err("axis (input 1) must be one integer".into()),
    };
    let x = imp.operand(node, 0)?;
    let axis = norm_axis(axis, imp.ty(x).rank())?;
    let kind = if node.op_type == "CumSum" {
        OpKind::CumSum
    } else {
        OpKind::CumProd
    };
    imp.emit(
        node,
        kind,
        &[x],
        attrs(vec![
            ("axis", Attr::Int(axis as i64)),
            ("exclusive", Attr::Int(attr_int(node, "exclusive", 0))),
            ("reverse", Attr::Int(attr_int(node, "reverse", 0))),
        ]),
    )
}

/// `log softmax(x)` along `axis`: `x − m − log Σ exp(x − m)`.
pub(super) fn log_softmax(
    imp: &mut Importer,
    node: &NodeProto,
    x: ValueId,
    axis: usize,
) -> R<ValueId> {
    use OpKind::*;
    let m = red(imp, node, ReduceMax, x, &[axis as i64], true)?;
    let d = imp.bin(node, Sub, x, m)?;
    let e = imp.un(node, Exp, d)?;
    let s = red(imp, node, ReduceSum, e, &[axis as i64], true)?;
    let l = imp.un(node, Log, s)?;
    imp.bin(node, Sub, d, l)
}

/// Softmax, LogSoftmax, Hardmax; before opset 13 over the input coerced
/// to 2-D at `axis` (default 1).
fn softmax_family(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let mut x = imp.operand(node, 0)?;
    let t = imp.ty(x);
    let rank = t.rank();
    let legacy = imp.opset < 13;
    let default = if legacy { 1 } else { -1 };
    let mut axis = if rank == 0 {
        0
    } else {
        norm_axis(attr_int(node, "axis", default), rank)?
    };
    let coerce = legacy && rank > 0 && axis != rank - 1;
    if coerce {
        let prod = |s: &[Dim]| s.iter().fold(Dim::Fixed(1), |a, d| a.mul(d));
        let shape = vec![prod(&t.shape[..axis]), prod(&t.shape[axis..])];
        x = imp.reshape(node, x, shape);
        axis = 1;
    }
    let y = match node.op_type.as_str() {
        "Softmax" => imp.emit1(
            node,
            OpKind::Softmax,
            &[x],
            attrs(vec![("axis", Attr::Int(axis as i64))]),
        )?,
        "LogSoftmax" => log_softmax(imp, node, x, axis)?,
        _ => {
            // one-hot of the (first) arg-max along the axis
            let xt = imp.ty(x);
            let depth = xt.shape[axis]
                .fixed()
                .ok_or("Hardmax over a symbolic dim needs it bound; use --bind")?;
            let am = imp.emit1(
                node,
                OpKind::ArgMax,
                &[x],
                attrs(vec![
                    ("axis", Attr::Int(axis as i64)),
                    ("keepdims", Attr::Int(0)),
                ]),
            )?;
            let vals = imp.constant(xt.dtype, &[2], &[0.0, 1.0]);
            imp.emit1(
                node,
                OpKind::OneHot,
                &[am, vals],
                attrs(vec![
                    ("depth", Attr::Int(depth as i64)),
                    ("axis", Attr::Int(axis as i64)),
                ]),
            )?
        }
    };
    let y = if coerce {
        imp.reshape(node, y, t.shape.to_vec())
    } else {
        y
    };
    Ok(vec![imp.val_of(y)])
}

/// The stash type computation dtype: f32 for 16-bit inputs (stash_type 1).
fn stash(node: &NodeProto, dt: DType) -> DType {
    if attr_int(node, "stash_type", 1) == 1 && matches!(dt, DType::F16 | DType::BF16) {
        DType::F32
    } else {
        dt
    }
}

fn layer_norm(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    use OpKind::*;
    let wants_stats = node.output.iter().skip(1).any(|o| !o.is_empty());
    let x0 = imp.operand(node, 0)?;
    let t = imp.ty(x0);
    let axis = norm_axis(attr_int(node, "axis", -1), t.rank())?;
    let eps = attr_float(node, "epsilon", 1e-5);
    let sd = stash(node, t.dtype);
    let has_bias = imp.opt_input(node, 2)?.is_some();
    if !wants_stats && sd == t.dtype {
        let mut ins = vec![x0, imp.operand(node, 1)?];
        if has_bias {
            ins.push(imp.operand(node, 2)?);
        }
        let norm_shape = &t.shape[axis..];
        for &p in &ins[1..] {
            let pt = imp.ty(p);
            if hetc_ir::broadcast(norm_shape, &pt.shape)
                .map(|s| s.as_slice() != norm_shape)
                .unwrap_or(true)
            {
                return Err(format!(
                    "scale/bias {pt} does not broadcast to the normalised dims of {t}"
                ));
            }
        }
        let a = attrs(vec![
            ("axis", Attr::Int(axis as i64)),
            ("epsilon", Attr::Float(eps)),
        ]);
        return imp.emit(node, LayerNorm, &ins, a);
    }
    // The function body: mean, centred, variance, 1/√(var + ε).
    let axes: Vec<i64> = (axis as i64..t.rank() as i64).collect();
    let x = imp.cast(node, x0, sd);
    let (mean, d, inv) = moments(imp, node, x, &axes, eps)?;
    let n = imp.bin(node, Mul, d, inv)?;
    let n = imp.cast(node, n, t.dtype);
    let scale = imp.operand(node, 1)?;
    let mut y = imp.bin(node, Mul, n, scale)?;
    if has_bias {
        let b = imp.operand(node, 2)?;
        y = imp.bin(node, Add, y, b)?;
    }
    Ok(vec![imp.val_of(y), imp.val_of(mean), imp.val_of(inv)])
}

fn rms_norm(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    use OpKind::*;
    let x0 = imp.operand(node, 0)?;
    let t = imp.ty(x0);
    let axis = norm_axis(attr_int(node, "axis", -1), t.rank())?;
    let eps = attr_float(node, "epsilon", 1e-5);
    let sd = stash(node, t.dtype);
    let axes: Vec<i64> = (axis as i64..t.rank() as i64).collect();
    let x = imp.cast(node, x0, sd);
    let sq = imp.bin(node, Mul, x, x)?;
    let ms = red(imp, node, ReduceMean, sq, &axes, true)?;
    let e = imp.scalar(sd, eps);
    let me = imp.bin(node, Add, ms, e)?;
    let r = imp.un(node, Sqrt, me)?;
    let inv = imp.un(node, Reciprocal, r)?;
    let n = imp.bin(node, Mul, x, inv)?;
    let n = imp.cast(node, n, t.dtype);
    let scale = imp.operand(node, 1)?;
    let y = imp.bin(node, Mul, n, scale)?;
    Ok(vec![imp.val_of(y)])
}

/// The mean of `x` over `axes` (kept dims), `x − mean` and `1/√(var + ε)`.
fn moments(
    imp: &mut Importer,
    node: &NodeProto,
    x: ValueId,
    axes: &[i64],
    eps: f64,
) -> R<(ValueId, ValueId, ValueId)> {
    use OpKind::*;
    let dt = imp.ty(x).dtype;
    let mean = red(imp, node, ReduceMean, x, axes, true)?;
    let d = imp.bin(node, Sub, x, mean)?;
    let d2 = imp.bin(node, Mul, d, d)?;
    let var = red(imp, node, ReduceMean, d2, axes, true)?;
    let e = imp.scalar(dt, eps);
    let ve = imp.bin(node, Add, var, e)?;
    let s = imp.un(node, Sqrt, ve)?;
    let inv = imp.un(node, Reciprocal, s)?;
    Ok((mean, d, inv))
}

/// `(x − mean) / √(var + ε)` over `axes` (kept dims).
fn standardize(
    imp: &mut Importer,
    node: &NodeProto,
    x: ValueId,
    axes: &[i64],
    eps: f64,
) -> R<ValueId> {
    let (_, d, inv) = moments(imp, node, x, axes, eps)?;
    imp.bin(node, OpKind::Mul, d, inv)
}

/// Scale and bias of shape `[C]` applied along dim 1 of a rank-`r` tensor.
fn per_channel(
    imp: &mut Importer,
    node: &NodeProto,
    y: ValueId,
    i: usize,
    r: usize,
    op: OpKind,
) -> R<ValueId> {
    let p = imp.operand(node, i)?;
    let pt = imp.ty(p);
    let mut shape = vec![Dim::Fixed(1); r - 1];
    shape[0] = pt.num_elements_dim();
    let p = imp.reshape(node, p, shape);
    imp.bin(node, op, y, p)
}

fn instance_norm(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let x = imp.operand(node, 0)?;
    let r = imp.ty(x).rank();
    if r < 3 {
        return Err(format!("input {} must have rank ≥ 3", imp.ty(x)));
    }
    let axes: Vec<i64> = (2..r as i64).collect();
    let n = standardize(imp, node, x, &axes, attr_float(node, "epsilon", 1e-5))?;
    let y = per_channel(imp, node, n, 1, r, OpKind::Mul)?;
    let y = per_channel(imp, node, y, 2, r, OpKind::Add)?;
    Ok(vec![imp.val_of(y)])
}

fn group_norm(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let x0 = imp.operand(node, 0)?;
    let t = imp.ty(x0);
    let r = t.rank();
    let g = attr_int(node, "num_groups", 0);
    let c = t
        .shape
        .get(1)
        .and_then(Dim::fixed)
        .ok_or("the channel dim must be fixed")? as i64;
    if r < 3 || g < 1 || c % g != 0 {
        return Err(format!("{g} groups do not divide the channels of {t}"));
    }
    let sd = stash(node, t.dtype);
    let x = imp.cast(node, x0, sd);
    let rest = t.shape[2..]
        .iter()
        .fold(Dim::Fixed((c / g) as u64), |a, d| a.mul(d));
    let grouped = imp.reshape(
        node,
        x,
        vec![t.shape[0].clone(), Dim::Fixed(g as u64), rest],
    );
    let n = standardize(imp, node, grouped, &[2], attr_float(node, "epsilon", 1e-5))?;
    let n = imp.reshape(node, n, t.shape.to_vec());
    let n = imp.cast(node, n, t.dtype);
    // Opset 18's scale and bias are per group; opset 21's per channel.
    let y = if imp.opset < 21 {
        let mut y = n;
        for (i, op) in [(1, OpKind::Mul), (2, OpKind::Add)] {
            let p = imp.operand(node, i)?;
            let p = imp.reshape(node, p, vec![Dim::Fixed(g as u64), Dim::Fixed(1)]);
            let ones = imp.constant(t.dtype, &[1, (c / g) as u64], &vec![1.0; (c / g) as usize]);
            let pc = imp.bin(node, OpKind::Mul, p, ones)?;
            let mut shape = vec![Dim::Fixed(c as u64)];
            shape.extend(std::iter::repeat_n(Dim::Fixed(1), r - 2));
            let pc = imp.reshape(node, pc, shape);
            y = imp.bin(node, op, y, pc)?;
        }
        y
    } else {
        let y = per_channel(imp, node, n, 1, r, OpKind::Mul)?;
        per_channel(imp, node, y, 2, r, OpKind::Add)?
    };
    Ok(vec![imp.val_of(y)])
}

fn mvn(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    use OpKind::*;
    let x = imp.operand(node, 0)?;
    let axes = attr_ints(node, "axes").unwrap_or_else(|| vec![0, 2, 3]);
    // onnx's function body: (x − E[x]) / (√(E[x²] − E[x]²) + 1e-9)
    let dt = imp.ty(x).dtype;
    let mean = red(imp, node, ReduceMean, x, &axes, true)?;
    let x2 = imp.bin(node, Mul, x, x)?;
    let ex2 = red(imp, node, ReduceMean, x2, &axes, true)?;
    let m2 = imp.bin(node, Mul, mean, mean)?;
    let var = imp.bin(node, Sub, ex2, m2)?;
    let sd = imp.un(node, Sqrt, var)?;
    let e = imp.scalar(dt, 1e-9);
    let den = imp.bin(node, Add, sd, e)?;
    let d = imp.bin(node, Sub, x, mean)?;
    let y = imp.bin(node, Div, d, den)?;
    Ok(vec![imp.val_of(y)])
}

fn lp_norm(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    use OpKind::*;
    let x = imp.operand(node, 0)?;
    let r = imp.ty(x).rank();
    let axis = norm_axis(attr_int(node, "axis", -1), r)? as i64;
    let n = match attr_int(node, "p", 2) {
        1 => {
            let a = imp.un(node, Abs, x)?;
            red(imp, node, ReduceSum, a, &[axis], true)?
        }
        2 => {
            let sq = imp.bin(node, Mul, x, x)?;
            let s = red(imp, node, ReduceSum, sq, &[axis], true)?;
            imp.un(node, Sqrt, s)?
        }
        p => return Err(format!("p = {p} (only 1 and 2 are defined)")),
    };
    // a zero norm gives zeros (onnx's reference), not 0/0
    let dt = imp.ty(x).dtype;
    let zero = imp.scalar(dt, 0.0);
    let one = imp.scalar(dt, 1.0);
    let z = imp.bin(node, Equal, n, zero)?;
    let n = imp.emit1(node, Where, &[z, one, n], Attrs::new())?;
    let y = imp.bin(node, Div, x, n)?;
    Ok(vec![imp.val_of(y)])
}

/// Training-mode BatchNormalization: normalised by the batch statistics
/// (mean and biased variance over all dims but 1); the running mean and
/// variance outputs are `momentum·input + (1 − momentum)·batch`.
pub(super) fn batch_norm_training(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    use OpKind::*;
    let x = imp.operand(node, 0)?;
    let t = imp.ty(x);
    let r = t.rank();
    if r < 2 {
        return Err(format!("input {t} must have a channel dim"));
    }
    let axes: Vec<i64> = (0..r as i64).filter(|&a| a != 1).collect();
    let eps = attr_float(node, "epsilon", 1e-5);
    let mom = attr_float(node, "momentum", 0.9);
    let mean = red(imp, node, ReduceMean, x, &axes, true)?;
    let d = imp.bin(node, Sub, x, mean)?;
    let d2 = imp.bin(node, Mul, d, d)?;
    let var = red(imp, node, ReduceMean, d2, &axes, true)?;
    let e = imp.scalar(t.dtype, eps);
    let ve = imp.bin(node, Add, var, e)?;
    let sd = imp.un(node, Sqrt, ve)?;
    let n = imp.bin(node, Div, d, sd)?;
    let y = per_channel(imp, node, n, 1, r, Mul)?;
    let y = per_channel(imp, node, y, 2, r, Add)?;
    let c = vec![t.shape[1].clone()];
    let mut outs = vec![imp.val_of(y)];
    for (i, batch) in [(3, mean), (4, var)] {
        let b = imp.reshape(node, batch, c.clone());
        let run = imp.operand(node, i)?;
        let m = imp.scalar(t.dtype, mom);
        let m1 = imp.scalar(t.dtype, 1.0 - mom);
        let a = imp.bin(node, Mul, run, m)?;
        let bb = imp.bin(node, Mul, b, m1)?;
        let o = imp.bin(node, Add, a, bb)?;
        outs.push(imp.val_of(o));
    }
    Ok(outs)
}

fn global_max_pool(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let x = imp.operand(node, 0)?;
    let r = imp.ty(x).rank();
    if r < 3 {
        return Err(format!("input {} must have rank ≥ 3", imp.ty(x)));
    }
    let axes: Vec<i64> = (2..r as i64).collect();
    let y = red(imp, node, OpKind::ReduceMax, x, &axes, true)?;
    Ok(vec![imp.val_of(y)])
}

/// The negative log-likelihood of `logp` (`[N, C, d…]`) at `target`
/// (`[N, d…]`), weighted, `ignore_index` entries zero, reduced.
fn nll(
    imp: &mut Importer,
    node: &NodeProto,
    logp: ValueId,
    target: ValueId,
    weight: Option<ValueId>,
) -> R<ValueId> {
    use OpKind::*;
    let lt = imp.ty(logp);
    let tt = imp.ty(target);
    if lt.rank() < 2 || tt.rank() + 1 != lt.rank() {
        return Err(format!(
            "input {lt} and target {tt} do not match ([N, C, d…] and [N, d…])"
        ));
    }
    let dt = lt.dtype;
    let ignore = attr(node, "ignore_index").map(|a| a.i);
    let reduction = attr_str(node, "reduction").unwrap_or_else(|| "mean".into());
    let t = imp.cast(node, target, DType::I64);
    let (mask, t) = match ignore {
        Some(ig) => {
            let igv = imp.scalar(DType::I64, ig as f64);
            let m = imp.bin(node, Equal, t, igv)?;
            let z = imp.scalar(DType::I64, 0.0);
            let ts = imp.emit1(node, Where, &[m, z, t], Attrs::new())?;
            (Some(m), ts)
        }
        None => (None, t),
    };
    let mut ushape = tt.shape.to_vec();
    ushape.insert(1, Dim::Fixed(1));
    let tu = imp.reshape(node, t, ushape);
    let g = imp.emit1(
        node,
        GatherElements,
        &[logp, tu],
        attrs(vec![("axis", Attr::Int(1))]),
    )?;
    let g = imp.reshape(node, g, tt.shape.to_vec());
    let mut loss = imp.un(node, Neg, g)?;
    let zero = imp.scalar(dt, 0.0);
    let w = match weight {
        Some(w) => Some(imp.emit1(node, Gather, &[w, t], attrs(vec![("axis", Attr::Int(0))]))?),
        None if mask.is_some() => {
            let ones = imp.scalar(dt, 1.0);
            let like = imp.bin(node, Mul, loss, zero)?;
            Some(imp.bin(node, Add, like, ones)?)
        }
        None => None,
    };
    let w = match (w, mask) {
        (Some(w), Some(m)) => Some(imp.emit1(node, Where, &[m, zero, w], Attrs::new())?),
        (w, _) => w,
    };
    if let Some(w) = w {
        loss = imp.bin(node, Mul, loss, w)?;
    }
    Ok(match reduction.as_str() {
        "none" => loss,
        "sum" => red(imp, node, ReduceSum, loss, &[], false)?,
        "mean" => match w {
            Some(w) => {
                let s = red(imp, node, ReduceSum, loss, &[], false)?;
                let ws = red(imp, node, ReduceSum, w, &[], false)?;
                imp.bin(node, Div, s, ws)?
            }
            None => red(imp, node, ReduceMean, loss, &[], false)?,
        },
        r => return Err(format!("reduction {r:?} is not none, sum or mean")),
    })
}

fn nll_loss(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let x = imp.operand(node, 0)?;
    let t = imp.operand(node, 1)?;
    let w = match imp.opt_input(node, 2)? {
        Some(_) => Some(imp.operand(node, 2)?),
        None => None,
    };
    let y = nll(imp, node, x, t, w)?;
    Ok(vec![imp.val_of(y)])
}

fn sce_loss(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let x = imp.operand(node, 0)?;
    if imp.ty(x).rank() < 2 {
        return Err(format!("scores {} must be [N, C, d…]", imp.ty(x)));
    }
    let logp = log_softmax(imp, node, x, 1)?;
    let t = imp.operand(node, 1)?;
    let w = match imp.opt_input(node, 2)? {
        Some(_) => Some(imp.operand(node, 2)?),
        None => None,
    };
    let y = nll(imp, node, logp, t, w)?;
    Ok(vec![imp.val_of(y), imp.val_of(logp)])
}
