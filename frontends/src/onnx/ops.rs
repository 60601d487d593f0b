//! The builder table: one function per ONNX op family, each turning a node
//! into a few IR ops, or into a known value when its inputs are known.
//!
//! Builders read attributes with ONNX defaults, follow the opset rules where
//! an attribute became an input (`axes`, `split`, `starts`…), and return the
//! node's outputs in order. Errors say what is wrong with the node; the caller
//! adds the node name and op type.

use super::lit::{Elem, Lit, FOLD_LIMIT};
use super::{tensor, Importer, Val};
use hetc_ir::infer::{broadcast, norm_axis};
use hetc_ir::{Attr, Attrs, DType, Dim, Expr, OpKind, TensorType};
use onnx_protobuf::{AttributeProto, NodeProto};

type Builder = fn(&mut Importer, &NodeProto) -> Result<Vec<Val>, String>;

/// The builder for `op_type`, if the default domain op is supported.
pub(super) fn builder(op_type: &str) -> Option<Builder> {
    Some(match op_type {
        "Add" | "Sub" | "Mul" | "Div" | "Pow" | "Equal" | "Less" | "Greater" | "And" | "Or"
        | "LessOrEqual" | "GreaterOrEqual" | "Max" | "Min" => binary,
        "Sqrt" | "Exp" | "Log" | "Erf" | "Tanh" | "Sin" | "Cos" | "Relu" | "Sigmoid" | "Neg"
        | "Abs" | "Reciprocal" | "Not" => unary,
        "Identity" | "Dropout" => identity,
        "Cast" => cast,
        "Where" => where_,
        "MatMul" => matmul,
        "Gemm" => gemm,
        "Conv" => conv,
        "MaxPool" | "AveragePool" => pool,
        "GlobalAveragePool" => global_avg_pool,
        "BatchNormalization" => batch_norm,
        "Reshape" => reshape,
        "Flatten" => flatten,
        "Unsqueeze" => unsqueeze,
        "Squeeze" => squeeze,
        "Transpose" => transpose,
        "Concat" => concat,
        "Split" => split,
        "Slice" => slice,
        "Gather" => gather,
        "Expand" => expand,
        "Shape" => shape,
        "Size" => size,
        "ConstantOfShape" => constant_of_shape,
        "Constant" => constant,
        "Range" => range,
        "Trilu" => trilu,
        "TopK" => top_k,
        "OneHot" => one_hot,
        "Tile" => tile,
        "NonZero" => super::dynamic::non_zero,
        "Compress" => super::dynamic::compress,
        "Unique" => super::dynamic::unique,
        "NonMaxSuppression" => super::dynamic::non_max_suppression,
        "RoiAlign" => super::dynamic::roi_align,
        "MelWeightMatrix" => super::dynamic::mel_weight_matrix,
        _ => return super::elementwise::builder(op_type),
    })
}

// ---- attribute access ---------------------------------------------------------

pub(super) fn attr<'a>(node: &'a NodeProto, name: &str) -> Option<&'a AttributeProto> {
    node.attribute.iter().find(|a| a.name == name)
}

pub(super) fn attr_int(node: &NodeProto, name: &str, default: i64) -> i64 {
    attr(node, name).map_or(default, |a| a.i)
}

pub(super) fn attr_float(node: &NodeProto, name: &str, default: f64) -> f64 {
    attr(node, name).map_or(default, |a| a.f as f64)
}

pub(super) fn attr_ints(node: &NodeProto, name: &str) -> Option<Vec<i64>> {
    attr(node, name).map(|a| a.ints.clone())
}

pub(super) fn attr_str(node: &NodeProto, name: &str) -> Option<String> {
    attr(node, name).map(|a| String::from_utf8_lossy(&a.s).into_owned())
}

pub(super) fn attrs(pairs: Vec<(&str, Attr)>) -> Attrs {
    pairs.into_iter().map(|(k, v)| (k.to_string(), v)).collect()
}

/// A known integer list from input `i` (or `None` if the input is absent).
pub(super) fn known_ints(
    imp: &Importer,
    node: &NodeProto,
    i: usize,
    what: &str,
) -> Result<Option<Vec<i64>>, String> {
    match imp.opt_input(node, i)? {
        None => Ok(None),
        Some(v) => {
            let lit = v
                .compile_time()
                .cloned()
                .ok_or_else(|| format!("{what} (input {i}) must be known at compile time"))?;
            lit.as_ints()
                .map(Some)
                .ok_or_else(|| format!("{what} (input {i}) depends on unbound symbolic dims"))
        }
    }
}

/// The compile-time contents of every input (folded or given values;
/// never a trainable parameter's): for the hints of results.
pub(super) fn all_hinted(vals: &[&Val]) -> Option<Vec<Lit>> {
    vals.iter()
        .map(|v| {
            if v.param {
                None
            } else {
                v.compile_time().cloned()
            }
        })
        .collect()
}

/// `outs` with the first result's hint set to `hint` (the value the op
/// computes from given inputs, for later compile-time reads).
pub(super) fn hinted(mut outs: Vec<Val>, hint: Option<Lit>) -> Vec<Val> {
    if let (Some(o), Some(h)) = (outs.first_mut(), hint) {
        if o.lit.is_none() && o.ty.fixed_dims().as_deref() == Some(&h.shape) {
            o.hint = Some(h);
        }
    }
    outs
}

/// All inputs known and none a trainable parameter.
/// Every operand's value where all are known (a weight is not): borrowed,
/// so folding a large constant does not copy it first.
pub(super) fn all_known<'v>(vals: &[&'v Val]) -> Option<Vec<&'v Lit>> {
    vals.iter()
        .map(|v| if v.param { None } else { v.lit.as_deref() })
        .collect()
}

pub(super) fn ir_kind(op: &str) -> OpKind {
    use OpKind::*;
    match op {
        "Add" => Add,
        "Sub" => Sub,
        "Mul" => Mul,
        "Div" => Div,
        "Pow" => Pow,
        "Equal" => Equal,
        "Less" => Less,
        "Greater" => Greater,
        "And" => And,
        "Or" => Or,
        "Max" => Max,
        "Min" => Min,
        "Sqrt" => Sqrt,
        "Exp" => Exp,
        "Log" => Log,
        "Erf" => Erf,
        "Tanh" => Tanh,
        "Sin" => Sin,
        "Cos" => Cos,
        "Relu" => Relu,
        "Sigmoid" => Sigmoid,
        "Neg" => Neg,
        "Abs" => Abs,
        "Reciprocal" => Reciprocal,
        _ => Not,
    }
}

// ---- elementwise ----------------------------------------------------------------

fn binary(imp: &mut Importer, node: &NodeProto) -> Result<Vec<Val>, String> {
    let op = node.op_type.as_str();
    if matches!(op, "Max" | "Min") && node.input.len() != 2 {
        return super::elementwise::variadic(imp, node, ir_kind(op));
    }
    let (a, b) = (imp.input(node, 0)?, imp.input(node, 1)?);
    if let Some(l) = all_known(&[&a, &b]) {
        if let Some(r) = Lit::binary(l[0], l[1], op) {
            return Ok(vec![Val::known(r)]);
        }
    }
    let hint = all_hinted(&[&a, &b]).and_then(|l| Lit::binary(&l[0], &l[1], op));
    let pred = if op == "Equal" {
        shape_pred(&a, &b).or_else(|| shape_pred(&b, &a))
    } else {
        None
    };
    let (x, y) = (imp.operand(node, 0)?, imp.operand(node, 1)?);
    let mut outs = match op {
        "LessOrEqual" | "GreaterOrEqual" => {
            let inv = if op == "LessOrEqual" {
                OpKind::Greater
            } else {
                OpKind::Less
            };
            let t = imp.emit(node, inv, &[x, y], Attrs::new())?;
            let id = t[0].id.ok_or("internal: missing id")?;
            imp.emit(node, OpKind::Not, &[id], Attrs::new())
        }
        _ => imp.emit(node, ir_kind(op), &[x, y], Attrs::new()),
    }?;
    outs[0].pred = pred;
    Ok(hinted(outs, hint))
}

/// `a == b` as a [`super::ShapePred`] when `a` is a known one-element
/// symbolic extent and `b` a known one-element constant.
fn shape_pred(a: &Val, b: &Val) -> Option<super::ShapePred> {
    let (la, lb) = (a.lit.as_deref()?, b.lit.as_deref()?);
    match (la.elems.as_slice(), lb.elems.as_slice()) {
        ([Elem::S(e)], [Elem::I(v)]) => Some(super::ShapePred {
            atom: e.as_atom()?.clone(),
            value: *v,
            equal: true,
        }),
        _ => None,
    }
}

fn unary(imp: &mut Importer, node: &NodeProto) -> Result<Vec<Val>, String> {
    let a = imp.input(node, 0)?;
    if let Some(l) = all_known(&[&a]) {
        if let Some(r) = l[0].unary(&node.op_type) {
            return Ok(vec![Val::known(r)]);
        }
    }
    let hint = all_hinted(&[&a]).and_then(|l| l[0].unary(&node.op_type));
    let x = imp.operand(node, 0)?;
    let mut outs = imp.emit(node, ir_kind(&node.op_type), &[x], Attrs::new())?;
    if node.op_type == "Not" {
        outs[0].pred = a.pred.map(|p| super::ShapePred {
            equal: !p.equal,
            ..p
        });
    }
    Ok(hinted(outs, hint))
}

fn identity(imp: &mut Importer, node: &NodeProto) -> Result<Vec<Val>, String> {
    let x = imp.input(node, 0)?;
    if node.op_type != "Dropout" {
        return Ok(vec![x]);
    }
    // Dropout is the identity outside training, or with ratio 0: the
    // mask is then all true.
    let (ratio, training) = if imp.opset >= 12 {
        let r = match imp.opt_input(node, 1)? {
            Some(v) => v
                .compile_time()
                .and_then(|l| l.to_data())
                .and_then(|d| d.to_f64s().first().copied())
                .ok_or("ratio (input 1) must be known at compile time")?,
            None => 0.5,
        };
        let t = known_ints(imp, node, 2, "training_mode")?
            .and_then(|v| v.first().copied())
            .unwrap_or(0);
        (r, t != 0)
    } else {
        (
            attr_float(node, "ratio", 0.5),
            attr_int(node, "is_test", 1) == 0 && imp.opset < 7,
        )
    };
    if training && ratio != 0.0 {
        return Err(format!(
            "training-mode dropout with ratio {ratio} draws a random mask; export the model for inference (training_mode = false)"
        ));
    }
    let mut outs = vec![x.clone()];
    if node.output.get(1).is_some_and(|o| !o.is_empty()) {
        let mask = imp.emit_typed(
            node,
            OpKind::Fill,
            &[],
            attrs(vec![("value", Attr::Float(1.0))]),
            vec![TensorType {
                dtype: DType::Bool,
                shape: x.ty.shape.clone(),
            }],
        );
        outs.extend(mask);
    }
    Ok(outs)
}

fn cast(imp: &mut Importer, node: &NodeProto) -> Result<Vec<Val>, String> {
    let to = tensor::dtype_of(attr_int(node, "to", 0) as i32)
        .map_err(|m| format!("attribute `to`: {m}"))?;
    cast_input(imp, node, to)
}

/// Input 0 of `node` converted to `to` (folded when known).
pub(super) fn cast_input(
    imp: &mut Importer,
    node: &NodeProto,
    to: DType,
) -> Result<Vec<Val>, String> {
    let a = imp.input(node, 0)?;
    if a.ty.dtype == to {
        return Ok(vec![a]);
    }
    if let (Some(l), false) = (
        all_known(&[&a]),
        to.is_low_float() || a.ty.dtype.is_low_float(),
    ) {
        if let Some(r) = l[0].cast(to) {
            return Ok(vec![Val::known(r)]);
        }
    }
    let hint = match (
        all_hinted(&[&a]),
        to.is_low_float() || a.ty.dtype.is_low_float(),
    ) {
        (Some(l), false) => l[0].cast(to),
        _ => None,
    };
    let x = imp.operand(node, 0)?;
    let ty = TensorType {
        dtype: to,
        shape: a.ty.shape.clone(),
    };
    // Conversions to the 8/4-bit floats: saturation and E8M0 rounding.
    let mut at = Attrs::new();
    if to.is_low_float() {
        at.insert("saturate".into(), Attr::Int(attr_int(node, "saturate", 1)));
        at.insert(
            "round_mode".into(),
            Attr::Str(attr_str(node, "round_mode").unwrap_or_else(|| "up".into())),
        );
    }
    let mut outs = imp.emit_typed(node, OpKind::Cast, &[x], at, vec![ty]);
    // 0/1 stay 0/1 (and false/true) through integer and boolean casts.
    if to == DType::Bool || (to.is_int() && a.ty.dtype == DType::Bool) {
        outs[0].pred = a.pred;
    }
    Ok(hinted(outs, hint))
}

fn where_(imp: &mut Importer, node: &NodeProto) -> Result<Vec<Val>, String> {
    let (c, a, b) = (
        imp.input(node, 0)?,
        imp.input(node, 1)?,
        imp.input(node, 2)?,
    );
    if let Some(l) = all_known(&[&c, &a, &b]) {
        if let Some(r) = Lit::where_(l[0], l[1], l[2]) {
            return Ok(vec![Val::known(r)]);
        }
    }
    let ins = [
        imp.operand(node, 0)?,
        imp.operand(node, 1)?,
        imp.operand(node, 2)?,
    ];
    imp.emit(node, OpKind::Where, &ins, Attrs::new())
}

// ---- contractions ---------------------------------------------------------------

fn matmul(imp: &mut Importer, node: &NodeProto) -> Result<Vec<Val>, String> {
    let ins = [imp.operand(node, 0)?, imp.operand(node, 1)?];
    imp.emit(node, OpKind::MatMul, &ins, Attrs::new())
}

fn gemm(imp: &mut Importer, node: &NodeProto) -> Result<Vec<Val>, String> {
    let mut a = imp.operand(node, 0)?;
    let mut b = imp.operand(node, 1)?;
    for (flag, v) in [("transA", &mut a), ("transB", &mut b)] {
        if imp.graph.values[*v].ty.rank() != 2 {
            return Err(format!(
                "Gemm operands must be matrices, got {}",
                imp.graph.values[*v].ty
            ));
        }
        if attr_int(node, flag, 0) != 0 {
            let t = imp.emit(
                node,
                OpKind::Transpose,
                &[*v],
                attrs(vec![("perm", Attr::Ints(vec![1, 0]))]),
            )?;
            *v = t[0].id.ok_or("internal: missing id")?;
        }
    }
    let mut y = imp.emit(node, OpKind::MatMul, &[a, b], Attrs::new())?;
    let dtype = y[0].ty.dtype;
    let alpha = attr_float(node, "alpha", 1.0);
    if alpha != 1.0 {
        let c = imp.constant(dtype, &[], &[alpha]);
        y = imp.emit(
            node,
            OpKind::Mul,
            &[y[0].id.ok_or("internal")?, c],
            Attrs::new(),
        )?;
    }
    if imp.opt_input(node, 2)?.is_some() {
        let mut c = imp.operand(node, 2)?;
        let beta = attr_float(node, "beta", 1.0);
        if beta != 1.0 {
            let k = imp.constant(dtype, &[], &[beta]);
            c = imp.emit(node, OpKind::Mul, &[c, k], Attrs::new())?[0]
                .id
                .ok_or("internal")?;
        }
        y = imp.emit(
            node,
            OpKind::Add,
            &[y[0].id.ok_or("internal")?, c],
            Attrs::new(),
        )?;
    }
    Ok(y)
}

/// Explicit pads for `auto_pad`, ONNX semantics.
pub(super) fn resolve_pads(
    node: &NodeProto,
    input: &[Dim],
    kernel: &[i64],
    strides: &[i64],
    dil: &[i64],
) -> Result<Vec<i64>, String> {
    let sp = kernel.len();
    let mode = attr_str(node, "auto_pad").unwrap_or_else(|| "NOTSET".into());
    match mode.as_str() {
        "NOTSET" | "" => {
            let pads = attr_ints(node, "pads").unwrap_or_else(|| vec![0; 2 * sp]);
            if pads.len() != 2 * sp || pads.iter().any(|&p| p < 0) {
                return Err(format!(
                    "pads {pads:?} must be {} non-negative values",
                    2 * sp
                ));
            }
            Ok(pads)
        }
        "VALID" => Ok(vec![0; 2 * sp]),
        "SAME_UPPER" | "SAME_LOWER" => {
            let mut pads = vec![0; 2 * sp];
            for i in 0..sp {
                let total = match input[i].fixed() {
                    Some(n) => {
                        let n = n as i64;
                        let out = (n + strides[i] - 1) / strides[i];
                        ((out - 1) * strides[i] + (kernel[i] - 1) * dil[i] + 1 - n).max(0)
                    }
                    // Stride 1: out = n, so the total is the window less one,
                    // whatever n is.
                    None if strides[i] == 1 => ((kernel[i] - 1) * dil[i]).max(0),
                    None => {
                        return Err(format!(
                        "auto_pad SAME with stride {} over the symbolic extent {} needs it bound",
                        strides[i], input[i]
                    ))
                    }
                };
                let (small, big) = (total / 2, total - total / 2);
                if mode == "SAME_UPPER" {
                    pads[i] = small;
                    pads[sp + i] = big;
                } else {
                    pads[i] = big;
                    pads[sp + i] = small;
                }
            }
            Ok(pads)
        }
        m => Err(format!("auto_pad {m:?} is not an ONNX mode")),
    }
}

fn conv(imp: &mut Importer, node: &NodeProto) -> Result<Vec<Val>, String> {
    let x = imp.input(node, 0)?;
    let w = imp.input(node, 1)?;
    if x.ty.rank() < 3 || w.ty.rank() != x.ty.rank() {
        return Err(format!(
            "input {} and weight {} must have equal rank ≥ 3",
            x.ty, w.ty
        ));
    }
    let sp = x.ty.rank() - 2;
    let kernel = match attr_ints(node, "kernel_shape") {
        Some(k) => k,
        None => w.ty.shape[2..]
            .iter()
            .map(|d| {
                d.fixed()
                    .map(|v| v as i64)
                    .ok_or("kernel dims must be fixed")
            })
            .collect::<Result<_, _>>()?,
    };
    let strides = attr_ints(node, "strides").unwrap_or_else(|| vec![1; sp]);
    let dil = attr_ints(node, "dilations").unwrap_or_else(|| vec![1; sp]);
    if kernel.len() != sp || strides.len() != sp || dil.len() != sp {
        return Err(format!(
            "kernel_shape/strides/dilations must have {sp} entries"
        ));
    }
    let pads = resolve_pads(node, &x.ty.shape[2..], &kernel, &strides, &dil)?;
    let mut ins = vec![imp.operand(node, 0)?, imp.operand(node, 1)?];
    if imp.opt_input(node, 2)?.is_some() {
        ins.push(imp.operand(node, 2)?);
    }
    let a = attrs(vec![
        ("strides", Attr::Ints(strides)),
        ("pads", Attr::Ints(pads)),
        ("dilations", Attr::Ints(dil)),
        ("group", Attr::Int(attr_int(node, "group", 1))),
    ]);
    imp.emit(node, OpKind::Conv, &ins, a)
}

fn pool(imp: &mut Importer, node: &NodeProto) -> Result<Vec<Val>, String> {
    let x = imp.input(node, 0)?;
    if x.ty.rank() < 3 {
        return Err(format!("input {} must have rank ≥ 3", x.ty));
    }
    let sp = x.ty.rank() - 2;
    let kernel = attr_ints(node, "kernel_shape").ok_or("attribute kernel_shape is required")?;
    let strides = attr_ints(node, "strides").unwrap_or_else(|| vec![1; sp]);
    let dil = attr_ints(node, "dilations").unwrap_or_else(|| vec![1; sp]);
    if kernel.len() != sp || strides.len() != sp || dil.len() != sp {
        return Err(format!(
            "kernel_shape/strides/dilations must have {sp} entries"
        ));
    }
    let pads = resolve_pads(node, &x.ty.shape[2..], &kernel, &strides, &dil)?;
    let id = imp.operand(node, 0)?;
    let with_indices =
        node.op_type == "MaxPool" && node.output.get(1).is_some_and(|o| !o.is_empty());
    let (kind, mut a) = if node.op_type == "MaxPool" {
        (
            OpKind::MaxPool,
            attrs(vec![
                ("kernel", Attr::Ints(kernel)),
                ("strides", Attr::Ints(strides)),
                ("pads", Attr::Ints(pads)),
                ("dilations", Attr::Ints(dil)),
            ]),
        )
    } else {
        let a = attrs(vec![
            ("kernel", Attr::Ints(kernel)),
            ("strides", Attr::Ints(strides)),
            ("pads", Attr::Ints(pads)),
            (
                "count_include_pad",
                Attr::Int(attr_int(node, "count_include_pad", 0)),
            ),
        ]);
        let mut a = a;
        if dil.iter().any(|&d| d != 1) {
            a.insert("dilations".into(), Attr::Ints(dil));
        }
        (OpKind::AvgPool, a)
    };
    if with_indices {
        a.insert("indices".into(), Attr::Int(1));
        a.insert(
            "storage_order".into(),
            Attr::Int(attr_int(node, "storage_order", 0)),
        );
    }
    a.insert(
        "ceil_mode".into(),
        Attr::Int(attr_int(node, "ceil_mode", 0)),
    );
    imp.emit(node, kind, &[id], a)
}

fn global_avg_pool(imp: &mut Importer, node: &NodeProto) -> Result<Vec<Val>, String> {
    let x = imp.operand(node, 0)?;
    imp.emit(node, OpKind::GlobalAvgPool, &[x], Attrs::new())
}

// ---- normalisation and reductions --------------------------------------------------

fn batch_norm(imp: &mut Importer, node: &NodeProto) -> Result<Vec<Val>, String> {
    if attr_int(node, "training_mode", 0) != 0 || node.output.iter().skip(1).any(|o| !o.is_empty())
    {
        return super::reduce::batch_norm_training(imp, node);
    }
    let x = imp.input(node, 0)?;
    if x.ty.rank() < 2 {
        return Err(format!("input {} must have a channel dim", x.ty));
    }
    let c = x.ty.shape[1].clone();
    // Running mean and variance are statistics, not trainable parameters.
    for i in 3..5 {
        imp.mark_untrainable(node, i);
    }
    let mut ins = vec![imp.operand(node, 0)?];
    for i in 1..5 {
        let v = imp.operand(node, i)?;
        let t = &imp.graph.values[v].ty;
        if t.rank() != 1 || t.shape[0] != c {
            return Err(format!(
                "input {i} has type {t}, expected a vector of the {c} channels"
            ));
        }
        ins.push(v);
    }
    imp.emit(
        node,
        OpKind::BatchNorm,
        &ins,
        attrs(vec![(
            "epsilon",
            Attr::Float(attr_float(node, "epsilon", 1e-5)),
        )]),
    )
}

// ---- shapes and data movement ------------------------------------------------------

/// Reshape input `x` (a [`Val`]) to `dims`, folding when it is known.
pub(super) fn reshape_to(
    imp: &mut Importer,
    node: &NodeProto,
    x: &Val,
    dims: Vec<Dim>,
) -> Result<Vec<Val>, String> {
    let target = TensorType::new(x.ty.dtype, dims);
    if target == x.ty {
        return Ok(vec![x.clone()]);
    }
    let count = |imp: &Importer, t: &TensorType| imp.graph.assumed(t).num_elements_dim();
    if count(imp, &x.ty) != count(imp, &target) {
        // The counts may differ by a factor the model requires to be 1
        // (Paddle's recognizer: `floor((h + 15)/48)` rows become 1): the
        // graph assumes it (binding checks it).
        let (cx, ct) = (count(imp, &x.ty).expr(), count(imp, &target).expr());
        let one = hetc_ir::sym::Expr::int(1);
        let factor = cx.div_exact(&ct).or_else(|| ct.div_exact(&cx));
        if let Some(at) = factor.as_ref().and_then(|f| f.as_atom()) {
            let origin = match (node.name.is_empty(), node.output.first()) {
                (true, Some(o)) => o.clone(),
                _ => node.name.clone(),
            };
            imp.graph.assume(at.clone(), one, origin);
        }
    }
    if count(imp, &x.ty) != count(imp, &target) {
        return Err(format!(
            "cannot reshape {} to {}: element counts differ",
            x.ty, target
        ));
    }
    if let (Some(l), false) = (&x.lit, x.param) {
        if let Some(shape) = target.fixed_dims() {
            if let Some(r) = l.reshape(shape) {
                return Ok(vec![Val::known(r)]);
            }
        }
    }
    let hint = match (x.hint.as_ref(), target.fixed_dims()) {
        (Some(h), Some(shape)) => h.reshape(shape),
        _ => None,
    };
    let id = imp.operand(node, 0)?;
    let outs = imp.emit_typed(node, OpKind::Reshape, &[id], Attrs::new(), vec![target]);
    Ok(hinted(outs, hint))
}

fn reshape(imp: &mut Importer, node: &NodeProto) -> Result<Vec<Val>, String> {
    let x = imp.input(node, 0)?;
    let spec = if imp.opset >= 5 {
        imp.input(node, 1)?
            .compile_time()
            .cloned()
            .ok_or("the target shape (input 1) must be known at compile time")?
    } else {
        Lit::ints(&attr_ints(node, "shape").ok_or("attribute shape is required")?)
    };
    let allow_zero = attr_int(node, "allowzero", 0) != 0;
    let mut dims: Vec<Option<Dim>> = Vec::new();
    let mut infer_at = None;
    for (i, e) in spec.elems.iter().enumerate() {
        dims.push(match e {
            Elem::I(-1) if infer_at.is_none() => {
                infer_at = Some(i);
                None
            }
            Elem::I(0) if !allow_zero => Some(
                x.ty.shape
                    .get(i)
                    .cloned()
                    .ok_or(format!("shape entry {i} is 0 (copy) beyond the input rank"))?,
            ),
            Elem::I(v) if *v >= 0 => Some(Dim::Fixed(*v as u64)),
            e @ Elem::S(_) => Some(
                e.as_dim()
                    .ok_or_else(|| format!("target shape entry {e:?} is negative"))?,
            ),
            other => return Err(format!("invalid target shape entry {other:?}")),
        });
    }
    if let Some(i) = infer_at {
        // The element count over the known extents: exact where both are
        // fixed, else the symbolic quotient (`quot(a*b, 4)` for `[a, b,
        // 512] → [-1, 16, 128]`), which folds once the symbols are bound.
        let known = dims.iter().flatten().fold(Dim::Fixed(1), |a, d| a.mul(d));
        let total = imp.graph.assumed(&x.ty).num_elements_dim();
        let q = match (&total, &known) {
            (Dim::Fixed(_), Dim::Fixed(_)) => total.div_exact(&known),
            _ => total.expr().quot(&known.expr()).and_then(Dim::from_expr),
        };
        dims[i] = Some(q.ok_or_else(|| format!("cannot infer the -1 entry: {total} elements are not a multiple of {known} (bind symbolic dims with --bind if they are involved)"))?);
    }
    reshape_to(imp, node, &x, dims.into_iter().flatten().collect())
}

fn flatten(imp: &mut Importer, node: &NodeProto) -> Result<Vec<Val>, String> {
    let x = imp.input(node, 0)?;
    let r = x.ty.rank();
    let axis = attr_int(node, "axis", 1);
    let a = if axis < 0 { axis + r as i64 } else { axis };
    if !(0..=r as i64).contains(&a) {
        return Err(format!("axis {axis} out of range for rank {r}"));
    }
    let prod = |s: &[Dim]| s.iter().fold(Dim::Fixed(1), |acc, d| acc.mul(d));
    let dims = vec![
        prod(&x.ty.shape[..a as usize]),
        prod(&x.ty.shape[a as usize..]),
    ];
    reshape_to(imp, node, &x, dims)
}

fn unsqueeze(imp: &mut Importer, node: &NodeProto) -> Result<Vec<Val>, String> {
    let x = imp.input(node, 0)?;
    let axes = if imp.opset >= 13 {
        known_ints(imp, node, 1, "axes")?
    } else {
        attr_ints(node, "axes")
    }
    .ok_or("axes are required")?;
    let out_rank = x.ty.rank() + axes.len();
    let mut at = vec![false; out_rank];
    for &a in &axes {
        let n = norm_axis(a, out_rank)?;
        if std::mem::replace(&mut at[n], true) {
            return Err(format!("axis {a} repeated"));
        }
    }
    let mut src = x.ty.shape.iter();
    let dims: Vec<Dim> = at
        .iter()
        .map(|&u| {
            if u {
                Dim::Fixed(1)
            } else {
                src.next().cloned().unwrap_or(Dim::Fixed(1))
            }
        })
        .collect();
    reshape_to(imp, node, &x, dims)
}

fn squeeze(imp: &mut Importer, node: &NodeProto) -> Result<Vec<Val>, String> {
    let x = imp.input(node, 0)?;
    let axes = if imp.opset >= 13 {
        known_ints(imp, node, 1, "axes")?
    } else {
        attr_ints(node, "axes")
    };
    let r = x.ty.rank();
    let mut drop = vec![false; r];
    match axes {
        Some(axes) => {
            for a in axes {
                let n = norm_axis(a, r)?;
                match &x.ty.shape[n] {
                    Dim::Fixed(1) => {}
                    // ONNX requires the extent to be 1: the graph assumes it
                    // (binding checks it).
                    Dim::Sym(s) if s.expr().as_atom().is_some() => {
                        let atom = s.expr().as_atom().cloned();
                        if let Some(atom) = atom {
                            imp.graph.assume(atom, 1, node.name.clone());
                        }
                    }
                    _ => return Err(format!("cannot squeeze dim {n} of {}: it is not 1", x.ty)),
                }
                drop[n] = true;
            }
        }
        None => (0..r).for_each(|i| drop[i] = x.ty.shape[i] == Dim::Fixed(1)),
    }
    let dims =
        x.ty.shape
            .iter()
            .zip(&drop)
            .filter(|(_, &d)| !d)
            .map(|(d, _)| d.clone())
            .collect();
    reshape_to(imp, node, &x, dims)
}

fn transpose(imp: &mut Importer, node: &NodeProto) -> Result<Vec<Val>, String> {
    let x = imp.input(node, 0)?;
    let r = x.ty.rank();
    let perm = attr_ints(node, "perm").unwrap_or_else(|| (0..r as i64).rev().collect());
    if let Some(l) = all_known(&[&x]) {
        let p: Result<Vec<usize>, String> = perm.iter().map(|&a| norm_axis(a, r)).collect();
        if let Some(t) = l[0].transpose(&p?) {
            return Ok(vec![Val::known(t)]);
        }
    }
    let id = imp.operand(node, 0)?;
    imp.emit(
        node,
        OpKind::Transpose,
        &[id],
        attrs(vec![("perm", Attr::Ints(perm))]),
    )
}

fn concat(imp: &mut Importer, node: &NodeProto) -> Result<Vec<Val>, String> {
    let vals: Vec<Val> = (0..node.input.len())
        .map(|i| imp.input(node, i))
        .collect::<Result<_, _>>()?;
    let first = vals.first().ok_or("Concat needs at least one input")?;
    let axis = norm_axis(attr_int(node, "axis", 0), first.ty.rank())?;
    let refs: Vec<&Val> = vals.iter().collect();
    if let Some(l) = all_known(&refs) {
        if let Some(r) = Lit::concat(&l, axis) {
            return Ok(vec![Val::known(r)]);
        }
    }
    let hint = all_hinted(&refs).and_then(|l| {
        let lr: Vec<&Lit> = l.iter().collect();
        Lit::concat(&lr, axis)
    });
    let ids: Vec<_> = (0..node.input.len())
        .map(|i| imp.operand(node, i))
        .collect::<Result<_, _>>()?;
    // ONNX requires the other dims to agree: a symbolic one is assumed
    // equal to the first operand's (checked when bound).
    for v in &vals[1..] {
        if v.ty.rank() == first.ty.rank() {
            for i in (0..first.ty.rank()).filter(|&i| i != axis) {
                unify(imp, node, &first.ty.shape[i], &v.ty.shape[i]);
            }
        }
    }
    let tys: Vec<TensorType> = ids.iter().map(|&v| imp.graph.assumed(&imp.ty(v))).collect();
    let tys: Vec<&TensorType> = tys.iter().collect();
    let a = attrs(vec![("axis", Attr::Int(axis as i64))]);
    let out = hetc_ir::infer_types(&OpKind::Concat, &tys, &a)?
        .ok_or("Concat needs a given result type")?;
    Ok(hinted(
        imp.emit_typed(node, OpKind::Concat, &ids, a, out),
        hint,
    ))
}

/// Make the extents `a` and `b` one where ONNX requires them equal: they
/// are equal modulo the graph's assumptions, or one of them is an atom
/// (`unk__315`, `x_dim0`, `floor(W/4)`) the graph then assumes equal to
/// the other (`unk__315` = 1; `b` = `a` for two symbols: the later
/// operand's by the earlier's). `false` where neither is possible (two
/// fixed extents that differ): the op's type inference then says so.
pub(super) fn unify(imp: &mut Importer, node: &NodeProto, a: &Dim, b: &Dim) -> bool {
    let (ea, eb) = (
        imp.graph.assumed_expr(&a.expr()),
        imp.graph.assumed_expr(&b.expr()),
    );
    if ea == eb {
        return true;
    }
    // Unnamed nodes (Paddle2ONNX's) by their first output.
    let origin = match (node.name.is_empty(), node.output.first()) {
        (true, Some(o)) => o.clone(),
        _ => node.name.clone(),
    };
    match (scaled_atom(&eb, &ea), scaled_atom(&ea, &eb)) {
        (Some((at, v)), _) | (None, Some((at, v))) => imp.graph.assume(at, v, origin),
        (None, None) => false,
    }
}

/// `e` as `c · atom` with `other` divisible by `c`: the atom and
/// `other / c`, the value `e = other` gives the atom (`8·floor((h+31)/32)
/// = 4·max(…)` assumes `max(…) = 2·floor((h+31)/32)`).
fn scaled_atom(
    e: &hetc_ir::sym::Expr,
    other: &hetc_ir::sym::Expr,
) -> Option<(hetc_ir::sym::Atom, hetc_ir::sym::Expr)> {
    use hetc_ir::sym::Expr;
    let mut terms = e.terms();
    let (c, atoms) = terms.next()?;
    if terms.next().is_some() || atoms.len() != 1 || c == 0 {
        return None;
    }
    Some((atoms[0].clone(), other.div_exact(&Expr::int(c))?))
}

fn split(imp: &mut Importer, node: &NodeProto) -> Result<Vec<Val>, String> {
    let x = imp.input(node, 0)?;
    let axis = norm_axis(attr_int(node, "axis", 0), x.ty.rank())?;
    let n_out = node.output.len();
    let sizes = match if imp.opset >= 13 {
        known_ints(imp, node, 1, "split")?
    } else {
        attr_ints(node, "split")
    } {
        Some(s) => s,
        None => {
            let d = x.ty.shape[axis]
                .fixed()
                .ok_or("splitting a symbolic dim needs it bound; use --bind")?
                as i64;
            let parts = if imp.opset >= 18 && attr(node, "num_outputs").is_some() {
                attr_int(node, "num_outputs", 1)
            } else {
                n_out as i64
            };
            if parts <= 0 {
                return Err("number of outputs must be positive".into());
            }
            let chunk = (d + parts - 1) / parts;
            (0..parts)
                .map(|i| chunk.min(d - i * chunk).max(0))
                .collect()
        }
    };
    if sizes.len() != n_out {
        return Err(format!("{} split sizes for {} outputs", sizes.len(), n_out));
    }
    // A known value (a shape computation, a value given to `hetc eval`):
    // its parts are known too.
    if let (Some(l), false, Some(_)) = (&x.lit, x.param, x.ty.fixed_dims()) {
        let mut at = 0i64;
        let mut parts = Vec::with_capacity(sizes.len());
        for &n in &sizes {
            match (n >= 0)
                .then(|| l.slice(&[(axis, at, 1, n as u64)]))
                .flatten()
            {
                Some(p) => parts.push(Val::known(p)),
                None => break,
            }
            at += n;
        }
        if parts.len() == sizes.len() {
            return Ok(parts);
        }
    }
    // A given input's value (`hetc eval`): each part's value is a hint.
    let hints: Option<Vec<Lit>> = match (&x.hint, x.ty.fixed_dims()) {
        (Some(h), Some(_)) => {
            let mut at = 0i64;
            sizes
                .iter()
                .map(|&n| {
                    let p = (n >= 0)
                        .then(|| h.slice(&[(axis, at, 1, n as u64)]))
                        .flatten();
                    at += n;
                    p
                })
                .collect()
        }
        _ => None,
    };
    let id = imp.operand(node, 0)?;
    let mut outs = imp.split(node, id, axis, sizes)?;
    for (o, h) in outs.iter_mut().zip(hints.into_iter().flatten()) {
        *o = hinted(vec![o.clone()], Some(h)).remove(0);
    }
    Ok(outs)
}

/// ONNX slice normalisation on a fixed extent `n`: (first index, count).
pub(super) fn norm_slice(n: i64, start: i64, end: i64, step: i64) -> (i64, u64) {
    let norm = |v: i64| if v < 0 { v.saturating_add(n) } else { v };
    if step > 0 {
        let s = norm(start).clamp(0, n);
        let e = norm(end).clamp(0, n);
        (
            s,
            if e > s {
                ((e - s + step - 1) / step) as u64
            } else {
                0
            },
        )
    } else {
        let s = norm(start).clamp(-1, n - 1);
        let e = norm(end).clamp(-1, n - 1);
        (
            s,
            if s > e {
                ((s - e - step - 1) / -step) as u64
            } else {
                0
            },
        )
    }
}

/// Slice bounds as read from a node: starts, ends (possibly symbolic), axes, steps.
type SliceArgs = (Vec<Elem>, Vec<Elem>, Option<Vec<i64>>, Option<Vec<i64>>);

fn slice(imp: &mut Importer, node: &NodeProto) -> Result<Vec<Val>, String> {
    let x = imp.input(node, 0)?;
    let r = x.ty.rank();
    let elems_of = |imp: &Importer, i: usize, what: &str| -> Result<Option<Vec<Elem>>, String> {
        match imp.opt_input(node, i)? {
            None => Ok(None),
            Some(v) => Ok(Some(
                v.compile_time()
                    .cloned()
                    .ok_or(format!("{what} (input {i}) must be known at compile time"))?
                    .elems,
            )),
        }
    };
    let (starts, ends, axes, steps): SliceArgs = if imp.opset >= 10 {
        let to_ints = |e: Option<Vec<Elem>>, what: &str| -> Result<Option<Vec<i64>>, String> {
            e.map(|v| {
                v.iter()
                    .map(|x| {
                        if let Elem::I(i) = x {
                            Ok(*i)
                        } else {
                            Err(format!("{what} must be fixed integers"))
                        }
                    })
                    .collect()
            })
            .transpose()
        };
        (
            elems_of(imp, 1, "starts")?.ok_or("starts are required")?,
            elems_of(imp, 2, "ends")?.ok_or("ends are required")?,
            to_ints(elems_of(imp, 3, "axes")?, "axes")?,
            to_ints(elems_of(imp, 4, "steps")?, "steps")?,
        )
    } else {
        let s = attr_ints(node, "starts").ok_or("attribute starts is required")?;
        let e = attr_ints(node, "ends").ok_or("attribute ends is required")?;
        (
            s.into_iter().map(Elem::I).collect(),
            e.into_iter().map(Elem::I).collect(),
            attr_ints(node, "axes"),
            None,
        )
    };
    let k = starts.len();
    let axes = axes.unwrap_or_else(|| (0..k as i64).collect());
    let steps = steps.unwrap_or_else(|| vec![1; k]);
    if ends.len() != k || axes.len() != k || steps.len() != k {
        return Err("starts, ends, axes and steps differ in length".into());
    }
    let mut out_shape = x.ty.shape.clone();
    let mut ranges = Vec::new();
    let (mut a_starts, mut a_ends, mut a_axes, mut a_steps) = (vec![], vec![], vec![], vec![]);
    let mut symbolic = false;
    for i in 0..k {
        let axis = norm_axis(axes[i], r)?;
        let step = steps[i];
        if step == 0 {
            return Err("slice step is 0".into());
        }
        let dim = x.ty.shape[axis].clone();
        let bound = |e: &Elem, what: &str| {
            e.expr()
                .ok_or_else(|| format!("slice {what} {e:?} on dim {dim} is not an integer"))
        };
        let (start, end) = (bound(&starts[i], "start")?, bound(&ends[i], "end")?);
        match (dim.fixed(), start.as_const(), end.as_const()) {
            (Some(n), Some(start), Some(end)) => {
                let (first, count) = norm_slice(n as i64, start, end, step);
                out_shape[axis] = Dim::Fixed(count);
                ranges.push((axis, first, step, count));
                let last_excl = if count == 0 {
                    first
                } else {
                    first + step * count as i64
                };
                a_starts.push(Expr::int(first));
                a_ends.push(Expr::int(if step < 0 && last_excl < 0 {
                    i64::MIN
                } else {
                    last_excl
                }));
            }
            // A symbolic extent or bound: the IR slice takes the bounds as
            // ONNX gives them (its semantics clamp the same way) and its
            // extent is an expression.
            _ => {
                out_shape[axis] = hetc_ir::infer::slice_extent_sym(&dim, &start, &end, step)?;
                symbolic = true;
                a_starts.push(start);
                a_ends.push(end);
            }
        }
        a_axes.push(axis as i64);
        a_steps.push(step);
    }
    if let (Some(l), false, Some(_), false) = (&x.lit, x.param, x.ty.fixed_dims(), symbolic) {
        if let Some(res) = l.slice(&ranges) {
            return Ok(vec![Val::known(res)]);
        }
    }
    let id = imp.operand(node, 0)?;
    let list = |v: Vec<Expr>| match v.iter().map(Expr::as_const).collect::<Option<Vec<_>>>() {
        Some(ints) => Attr::Ints(ints),
        None => Attr::SymInts(v),
    };
    let a = attrs(vec![
        ("starts", list(a_starts)),
        ("ends", list(a_ends)),
        ("axes", Attr::Ints(a_axes)),
        ("steps", Attr::Ints(a_steps)),
    ]);
    let hint = match (&x.hint, x.ty.fixed_dims(), symbolic) {
        (Some(h), Some(_), false) => h.slice(&ranges),
        _ => None,
    };
    let res = hinted(imp.emit(node, OpKind::Slice, &[id], a)?, hint);
    if res[0].ty.shape != out_shape {
        return Err(format!(
            "internal: slice result {} disagrees with {}",
            res[0].ty,
            TensorType {
                dtype: x.ty.dtype,
                shape: out_shape
            }
        ));
    }
    Ok(res)
}

fn gather(imp: &mut Importer, node: &NodeProto) -> Result<Vec<Val>, String> {
    let (d, i) = (imp.input(node, 0)?, imp.input(node, 1)?);
    let axis = norm_axis(attr_int(node, "axis", 0), d.ty.rank())?;
    if let Some(l) = all_known(&[&d, &i]) {
        if let Some(r) = l[0].gather(l[1], axis) {
            return Ok(vec![Val::known(r)]);
        }
    }
    let hint = all_hinted(&[&d, &i]).and_then(|l| l[0].gather(&l[1], axis));
    let ins = [imp.operand(node, 0)?, imp.operand(node, 1)?];
    let outs = imp.emit(
        node,
        OpKind::Gather,
        &ins,
        attrs(vec![("axis", Attr::Int(axis as i64))]),
    )?;
    Ok(hinted(outs, hint))
}

fn expand(imp: &mut Importer, node: &NodeProto) -> Result<Vec<Val>, String> {
    let x = imp.input(node, 0)?;
    let shape = imp
        .input(node, 1)?
        .compile_time()
        .cloned()
        .ok_or("the target shape (input 1) must be known at compile time")?;
    let dims = shape
        .as_dims()
        .ok_or("the target shape has negative entries")?;
    let out = broadcast(&x.ty.shape, &dims)?;
    if out == x.ty.shape {
        return Ok(vec![x]);
    }
    let target = TensorType {
        dtype: x.ty.dtype,
        shape: out,
    };
    if let (Some(l), false, Some(fixed)) = (&x.lit, x.param, target.fixed_dims()) {
        if target.num_elements().is_some_and(|n| n <= FOLD_LIMIT) {
            let zeros = Lit {
                dtype: l.dtype,
                shape: fixed.clone(),
                elems: vec![
                    if l.dtype.is_float() {
                        Elem::F(0.0)
                    } else {
                        Elem::I(0)
                    };
                    fixed.iter().product::<u64>() as usize
                ],
            };
            if let Some(r) = Lit::binary(l, &zeros, "Add") {
                return Ok(vec![Val::known(r)]);
            }
        }
    }
    let id = imp.operand(node, 0)?;
    Ok(imp.emit_typed(node, OpKind::Expand, &[id], Attrs::new(), vec![target]))
}

fn shape(imp: &mut Importer, node: &NodeProto) -> Result<Vec<Val>, String> {
    let x = imp.input(node, 0)?;
    let r = x.ty.rank() as i64;
    let clamp = |v: i64| (if v < 0 { v + r } else { v }).clamp(0, r) as usize;
    let start = clamp(attr_int(node, "start", 0));
    let end = clamp(attr_int(node, "end", r));
    let dims = if start < end {
        &x.ty.shape[start..end]
    } else {
        &[][..]
    };
    Ok(vec![Val::known(Lit::shape_of(dims))])
}

fn size(imp: &mut Importer, node: &NodeProto) -> Result<Vec<Val>, String> {
    let x = imp.input(node, 0)?;
    let n = x.ty.num_elements_dim();
    Ok(vec![Val::known(Lit {
        dtype: DType::I64,
        shape: vec![],
        elems: vec![Elem::from_dim(&n)],
    })])
}

fn tensor_attr(
    imp: &Importer,
    a: &AttributeProto,
) -> Result<(DType, Vec<u64>, hetc_ir::TensorData), String> {
    let t =
        a.t.as_ref()
            .ok_or_else(|| format!("attribute {:?} has no tensor", a.name))?;
    tensor::decode(t, &imp_dir(imp))
}

fn imp_dir(imp: &Importer) -> std::path::PathBuf {
    imp.dir.clone()
}

fn constant_of_shape(imp: &mut Importer, node: &NodeProto) -> Result<Vec<Val>, String> {
    let shape = imp
        .input(node, 0)?
        .compile_time()
        .cloned()
        .ok_or("the shape (input 0) must be known at compile time")?;
    let dims = shape.as_dims().ok_or("the shape has negative entries")?;
    let (dtype, value) = match attr(node, "value") {
        Some(a) => {
            let (dt, _, data) = tensor_attr(imp, a)?;
            let v = if dt.is_float() {
                data.to_f64s()
            } else {
                data.to_i64s().into_iter().map(|x| x as f64).collect()
            };
            (dt, *v.first().ok_or("value tensor is empty")?)
        }
        None => (DType::F32, 0.0),
    };
    let ty = TensorType::new(dtype, dims);
    match ty.fixed_dims() {
        Some(fixed) if ty.num_elements().is_some_and(|n| n <= FOLD_LIMIT) => {
            let e = if dtype.is_float() {
                Elem::F(value)
            } else {
                Elem::I(value as i64)
            };
            let n = fixed.iter().product::<u64>() as usize;
            Ok(vec![Val::known(Lit {
                dtype,
                shape: fixed,
                elems: vec![e; n],
            })])
        }
        _ => Ok(imp.emit_typed(
            node,
            OpKind::Fill,
            &[],
            attrs(vec![("value", Attr::Float(value))]),
            vec![ty],
        )),
    }
}

fn constant(imp: &mut Importer, node: &NodeProto) -> Result<Vec<Val>, String> {
    let a = node
        .attribute
        .first()
        .ok_or("Constant has no value attribute")?;
    let (dtype, dims, data) = match a.name.as_str() {
        "value" => tensor_attr(imp, a)?,
        "value_float" => (DType::F32, vec![], hetc_ir::TensorData::from_f32s(&[a.f])),
        "value_floats" => (
            DType::F32,
            vec![a.floats.len() as u64],
            hetc_ir::TensorData::from_f32s(&a.floats),
        ),
        "value_int" => (DType::I64, vec![], hetc_ir::TensorData::from_i64s(&[a.i])),
        "value_ints" => (
            DType::I64,
            vec![a.ints.len() as u64],
            hetc_ir::TensorData::from_i64s(&a.ints),
        ),
        other => return Err(format!("Constant attribute {other:?} is not supported")),
    };
    Ok(vec![Val::constant(dtype, dims, data)])
}

fn range(imp: &mut Importer, node: &NodeProto) -> Result<Vec<Val>, String> {
    let (s, l, d) = (
        imp.input(node, 0)?,
        imp.input(node, 1)?,
        imp.input(node, 2)?,
    );
    let dtype = s.ty.dtype;
    let (Some(sl), Some(ll), Some(dl)) = (s.compile_time(), l.compile_time(), d.compile_time())
    else {
        let unknown: Vec<String> = [("start", &s), ("limit", &l), ("delta", &d)]
            .iter()
            .enumerate()
            .filter(|(_, (_, v))| v.compile_time().is_none())
            .map(|(i, (w, _))| format!("{w} (input {i})"))
            .collect();
        return Err(format!(
            "{} must be known at compile time (the result's extent depends on them)",
            unknown.join(" and ")
        ));
    };
    // Bounds read from given inputs fix the length; the elements are
    // computed by the graph from its start and delta.
    let folded = s.lit.is_some() && l.lit.is_some() && d.lit.is_some();
    let f = |x: &Lit| match x.elems.first() {
        Some(Elem::I(v)) => Some(*v as f64),
        Some(Elem::F(v)) => Some(*v),
        _ => None,
    };
    match (f(sl), f(ll), f(dl)) {
        (Some(a), Some(b), Some(step)) => {
            if step == 0.0 {
                return Err("delta is 0".into());
            }
            let n = ((b - a) / step).ceil().max(0.0) as u64;
            if !folded {
                let ty = TensorType::fixed(dtype, &[n]);
                let ins = [imp.operand(node, 0)?, imp.operand(node, 2)?];
                return Ok(imp.emit_typed(node, OpKind::Range, &ins, Attrs::new(), vec![ty]));
            }
            if n > FOLD_LIMIT {
                return Err(format!("range of {n} elements is too large to fold"));
            }
            let elems = (0..n)
                .map(|i| {
                    let v = a + i as f64 * step;
                    if dtype.is_float() {
                        Elem::F(v)
                    } else {
                        Elem::I(v as i64)
                    }
                })
                .collect();
            Ok(vec![Val::known(Lit {
                dtype,
                shape: vec![n],
                elems,
            })])
        }
        // Integer bounds, one of them symbolic, and a constant step: the
        // length is max(ceil((limit − start)/step), 0).
        _ => {
            let int = |x: &Lit| x.elems.first().and_then(Elem::expr);
            let (a, b, step) = (
                int(sl),
                int(ll),
                dl.as_ints().and_then(|v| v.first().copied()),
            );
            let (Some(a), Some(b), Some(step), false) = (a, b, step, dtype.is_float()) else {
                return Err("a range with symbolic bounds needs integer bounds and a constant step; bind the symbols with --bind".into());
            };
            if step == 0 {
                return Err("delta is 0".into());
            }
            let span = if step > 0 { b.sub(&a) } else { a.sub(&b) };
            let n = span
                .ceildiv(step.unsigned_abs().min(1 << 62))
                .map(|q| q.max_with(&Expr::int(0)))
                .and_then(Dim::from_expr)
                .ok_or("the range's length is not an extent")?;
            let ty = TensorType::new(dtype, [n]);
            let ins = [imp.operand(node, 0)?, imp.operand(node, 2)?];
            Ok(imp.emit_typed(node, OpKind::Range, &ins, Attrs::new(), vec![ty]))
        }
    }
}

fn trilu(imp: &mut Importer, node: &NodeProto) -> Result<Vec<Val>, String> {
    let k = known_ints(imp, node, 1, "k")?
        .map(|v| v.first().copied().unwrap_or(0))
        .unwrap_or(0);
    let x = imp.operand(node, 0)?;
    if imp.graph.values[x].ty.rank() < 2 {
        return Err("input must have rank ≥ 2".into());
    }
    imp.emit(
        node,
        OpKind::Trilu,
        &[x],
        attrs(vec![
            ("upper", Attr::Int(attr_int(node, "upper", 1))),
            ("k", Attr::Int(k)),
        ]),
    )
}

fn top_k(imp: &mut Importer, node: &NodeProto) -> Result<Vec<Val>, String> {
    let k = if imp.opset >= 10 {
        known_ints(imp, node, 1, "K")?
            .and_then(|v| v.first().copied())
            .ok_or("K is required")?
    } else {
        attr_int(node, "k", -1)
    };
    let x = imp.input(node, 0)?;
    let axis = norm_axis(attr_int(node, "axis", -1), x.ty.rank())?;
    let id = imp.operand(node, 0)?;
    let a = attrs(vec![
        ("axis", Attr::Int(axis as i64)),
        ("k", Attr::Int(k)),
        ("largest", Attr::Int(attr_int(node, "largest", 1))),
        ("sorted", Attr::Int(attr_int(node, "sorted", 1))),
    ]);
    imp.emit(node, OpKind::TopK, &[id], a)
}

fn one_hot(imp: &mut Importer, node: &NodeProto) -> Result<Vec<Val>, String> {
    let depth = match known_ints(imp, node, 1, "depth")?.as_deref() {
        Some(&[d]) if d >= 1 => d as u64,
        Some(d) => {
            return Err(format!(
                "depth (input 1) must be one positive integer, got {d:?}"
            ))
        }
        None => return Err("depth (input 1) is required".into()),
    };
    let (idx, values) = (imp.input(node, 0)?, imp.input(node, 2)?);
    if values.ty.shape.as_slice() != [Dim::Fixed(2)] {
        return Err(format!(
            "values (input 2) must be a 2-vector [off, on], got {}",
            values.ty
        ));
    }
    let axis = norm_axis(attr_int(node, "axis", -1), idx.ty.rank() + 1)?;
    if let Some(l) = all_known(&[&idx, &values]) {
        if let Some(r) = l[0].one_hot(depth, axis, l[1]) {
            return Ok(vec![Val::known(r)]);
        }
    }
    let mut ids = imp.operand(node, 0)?;
    if !idx.ty.dtype.is_int() {
        // ONNX casts non-integer indices to int64
        let ty = TensorType {
            dtype: DType::I64,
            shape: idx.ty.shape.clone(),
        };
        ids = imp.emit_typed(node, OpKind::Cast, &[ids], Attrs::new(), vec![ty])[0]
            .id
            .ok_or("internal: cast has no result")?;
    }
    let vals = imp.operand(node, 2)?;
    let a = attrs(vec![
        ("depth", Attr::Int(depth as i64)),
        ("axis", Attr::Int(axis as i64)),
    ]);
    imp.emit(node, OpKind::OneHot, &[ids, vals], a)
}

fn tile(imp: &mut Importer, node: &NodeProto) -> Result<Vec<Val>, String> {
    let reps = known_ints(imp, node, 1, "repeats")?.ok_or("repeats (input 1) is required")?;
    let x = imp.input(node, 0)?;
    if reps.len() != x.ty.rank() || reps.iter().any(|&r| r < 0) {
        return Err(format!(
            "repeats {reps:?} must be {} non-negative counts, one per dim of {}",
            x.ty.rank(),
            x.ty
        ));
    }
    if reps.iter().all(|&r| r == 1) {
        return Ok(vec![x]);
    }
    if let Some(l) = all_known(&[&x]) {
        let r: Vec<u64> = reps.iter().map(|&r| r as u64).collect();
        if let Some(t) = l[0].tile(&r) {
            return Ok(vec![Val::known(t)]);
        }
    }
    let id = imp.operand(node, 0)?;
    imp.emit(
        node,
        OpKind::Tile,
        &[id],
        attrs(vec![("repeats", Attr::Ints(reps))]),
    )
}
