//! `com.microsoft` ops as onnxruntime's graph optimizers write them into
//! exported models (`FusedMatMul`, `Gelu`, `BiasGelu`, `FastGelu`,
//! `QuickGelu`, `SkipLayerNormalization`, `SkipSimplifiedLayerNormalization`),
//! expanded into default-domain builders on synthetic nodes, with
//! onnxruntime's contrib-op semantics
//! (`onnxruntime/core/graph/contrib_ops/contrib_defs.cc`).

use super::ops::{attr_float, attr_int};
use super::{Importer, Val};
use hetc_ir::{Attr, OpKind, ValueId};
use onnx_protobuf::{AttributeProto, NodeProto};

type R<T> = Result<T, String>;

pub(super) fn builder(op_type: &str) -> Option<super::domains::Builder> {
    Some(match op_type {
        "FusedMatMul" => fused_matmul,
        "Gelu" | "BiasGelu" | "FastGelu" | "QuickGelu" => gelu,
        "SkipLayerNormalization" | "SkipSimplifiedLayerNormalization" => skip_layer_norm,
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

fn int_attr(name: &str, v: i64) -> AttributeProto {
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
