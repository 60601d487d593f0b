//! Sequences and optionals, as structure known at import time.
//!
//! A sequence is a list of tensor values whose length the importer knows
//! (`SequenceConstruct`, `SplitToSequence` of a fixed extent, a `Loop`
//! unrolled over `SequenceInsert`, a sequence input given to `hetc eval`);
//! an optional is its value, or empty. Neither reaches the IR: the ops on
//! them choose, reorder and group tensor values here, and a sequence that
//! leaves the graph becomes one output per element (`NAME[i]`). Positions
//! (`SequenceAt`, `SequenceInsert`, `SequenceErase`) must be known at
//! compile time, as every extent the length decides is.

use super::ops::{attr, attr_int, attrs, known_ints};
use super::{tensor, Importer, Structure, Val};
use hetc_ir::infer::norm_axis;
use hetc_ir::{Attr, DType, Dim, OpKind};
use onnx_protobuf::NodeProto;
use std::sync::Arc;

type Builder = fn(&mut Importer, &NodeProto) -> Result<Vec<Val>, String>;
type R<T> = Result<T, String>;

pub(super) fn builder(op_type: &str) -> Option<Builder> {
    Some(match op_type {
        "SequenceConstruct" => construct,
        "SequenceEmpty" => empty,
        "SequenceInsert" => insert,
        "SequenceAt" => at,
        "SequenceErase" => erase,
        "SequenceLength" => length,
        "SplitToSequence" => split_to_sequence,
        "ConcatFromSequence" => concat_from_sequence,
        "SequenceMap" => map,
        "Optional" => optional,
        "OptionalHasElement" => has_element,
        "OptionalGetElement" => get_element,
        _ => return None,
    })
}

/// Whether `op_type` (default domain) reads sequence and optional values
/// as they are: every other op takes tensors.
pub(super) fn takes_structure(op_type: &str) -> bool {
    builder(op_type).is_some() || matches!(op_type, "Identity" | "If" | "Loop")
}

/// Input `i` as a sequence: its element type and elements.
fn seq_input(imp: &Importer, node: &NodeProto, i: usize) -> R<(DType, Arc<Vec<Val>>)> {
    match imp.input(node, i)?.structure {
        Some(Structure::Seq(dtype, items)) => Ok((dtype, items)),
        Some(Structure::Empty) => Err(format!(
            "input {i} is an empty optional, where a sequence is required"
        )),
        None => Err(format!(
            "input {i} is a tensor, where a sequence is required"
        )),
    }
}

/// A position (input `i`, known) in a sequence of `len` elements: ONNX
/// allows `-len ..= len - 1` (`..= len` where `end_ok`, an insertion).
fn position(imp: &Importer, node: &NodeProto, i: usize, len: usize, end_ok: bool) -> R<usize> {
    let p = known_ints(imp, node, i, "position")?
        .and_then(|v| v.first().copied())
        .ok_or_else(|| format!("position (input {i}) is required"))?;
    let n = len as i64;
    let hi = if end_ok { n } else { n - 1 };
    if p < -n || p > hi {
        return Err(format!(
            "position {p} is out of range for a sequence of {len} element(s) (allowed: {} ..= {hi})",
            -n
        ));
    }
    Ok(if p < 0 { (p + n) as usize } else { p as usize })
}

/// Check that `v` (an element for a sequence of `dtype`) is a tensor of it.
fn element(v: Val, dtype: DType, what: &str) -> R<Val> {
    if v.structure.is_some() {
        return Err(format!("{what} is {}, not a tensor", v.describe()));
    }
    if v.ty.dtype != dtype {
        return Err(format!(
            "{what} is {}, and the sequence holds {dtype}",
            v.ty
        ));
    }
    Ok(v)
}

fn construct(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let items: Vec<Val> = (0..node.input.len())
        .map(|i| imp.input(node, i))
        .collect::<R<_>>()?;
    let first = items
        .first()
        .ok_or("SequenceConstruct needs at least one input")?;
    let dtype = first.ty.dtype;
    let items = items
        .into_iter()
        .enumerate()
        .map(|(i, v)| element(v, dtype, &format!("input {i}")))
        .collect::<R<Vec<_>>>()?;
    Ok(vec![Val::seq(dtype, items)])
}

fn empty(_: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let dtype = match attr(node, "dtype") {
        Some(a) => tensor::dtype_of(a.i as i32)?,
        None => DType::F32,
    };
    Ok(vec![Val::seq(dtype, Vec::new())])
}

fn insert(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let (dtype, items) = seq_input(imp, node, 0)?;
    let t = element(imp.input(node, 1)?, dtype, "the tensor (input 1)")?;
    let at = match imp.opt_input(node, 2)? {
        Some(_) => position(imp, node, 2, items.len(), true)?,
        None => items.len(),
    };
    let mut items = items.as_ref().clone();
    items.insert(at, t);
    Ok(vec![Val::seq(dtype, items)])
}

fn at(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let (_, items) = seq_input(imp, node, 0)?;
    let at = position(imp, node, 1, items.len(), false)?;
    Ok(vec![items[at].clone()])
}

fn erase(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let (dtype, items) = seq_input(imp, node, 0)?;
    if items.is_empty() {
        return Err("the sequence is empty: there is nothing to erase".into());
    }
    let at = match imp.opt_input(node, 1)? {
        Some(_) => position(imp, node, 1, items.len(), false)?,
        None => items.len() - 1,
    };
    let mut items = items.as_ref().clone();
    items.remove(at);
    Ok(vec![Val::seq(dtype, items)])
}

fn length(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let (_, items) = seq_input(imp, node, 0)?;
    Ok(vec![Val::known(super::lit::Lit {
        dtype: DType::I64,
        shape: vec![],
        elems: vec![super::lit::Elem::I(items.len() as i64)],
    })])
}

fn split_to_sequence(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let x = imp.input(node, 0)?;
    let rank = x.ty.rank();
    let axis = norm_axis(attr_int(node, "axis", 0), rank)?;
    let extent = x.ty.shape[axis].fixed().ok_or_else(|| {
        format!(
            "the split axis {axis} has the symbolic extent {}: the sequence's length must be known at compile time (bind it: --bind)",
            x.ty.shape[axis]
        )
    })? as i64;
    let split = imp.opt_input(node, 1)?;
    let (sizes, drop_axis) = match &split {
        None => (vec![1; extent as usize], attr_int(node, "keepdims", 1) == 0),
        Some(s) => {
            let v = known_ints(imp, node, 1, "split")?.unwrap_or_default();
            if s.ty.rank() == 0 {
                let chunk = *v.first().ok_or("split (input 1) is empty")?;
                if chunk <= 0 {
                    return Err(format!("split (input 1) is {chunk}; it must be positive"));
                }
                let n = (extent + chunk - 1) / chunk;
                (
                    (0..n).map(|i| chunk.min(extent - i * chunk)).collect(),
                    false,
                )
            } else {
                if v.iter().any(|&n| n < 0) || v.iter().sum::<i64>() != extent {
                    return Err(format!(
                        "split sizes {v:?} do not add up to the extent {extent} of axis {axis}"
                    ));
                }
                (v, false)
            }
        }
    };
    let dtype = x.ty.dtype;
    if sizes.is_empty() {
        return Ok(vec![Val::seq(dtype, Vec::new())]);
    }
    let id = imp.operand(node, 0)?;
    let parts = imp.split(node, id, axis, sizes)?;
    let mut items = Vec::with_capacity(parts.len());
    for p in parts {
        if !drop_axis {
            items.push(p);
            continue;
        }
        let v = imp.materialize(&p, "")?;
        let mut shape: Vec<Dim> = imp.ty(v).shape.to_vec();
        shape.remove(axis);
        let r = imp.reshape(node, v, shape);
        items.push(imp.val_of(r));
    }
    Ok(vec![Val::seq(dtype, items)])
}

fn concat_from_sequence(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let (_, items) = seq_input(imp, node, 0)?;
    let first = items
        .first()
        .ok_or("the sequence is empty: ConcatFromSequence needs at least one tensor")?;
    let new_axis = attr_int(node, "new_axis", 0) != 0;
    let rank = first.ty.rank() + usize::from(new_axis);
    let axis = norm_axis(
        attr(node, "axis")
            .map(|a| a.i)
            .ok_or("attribute axis is required")?,
        rank,
    )?;
    let mut ids = Vec::with_capacity(items.len());
    for (k, v) in items.iter().enumerate() {
        let id = imp.materialize(v, "")?;
        if !new_axis {
            ids.push(id);
            continue;
        }
        let mut shape: Vec<Dim> = imp.ty(id).shape.to_vec();
        if shape.len() + 1 != rank {
            return Err(format!(
                "element {k} has rank {}, element 0 rank {}",
                shape.len(),
                rank - 1
            ));
        }
        shape.insert(axis, Dim::Fixed(1));
        ids.push(imp.reshape(node, id, shape));
    }
    let v = imp.emit1(
        node,
        OpKind::Concat,
        &ids,
        attrs(vec![("axis", Attr::Int(axis as i64))]),
    )?;
    Ok(vec![imp.val_of(v)])
}

/// `SequenceMap`: the body applied to the elements at each position (a
/// tensor input is given whole to every application); each body output
/// is a sequence of its per-position results.
fn map(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let body = attr(node, "body")
        .and_then(|a| a.g.as_ref())
        .ok_or("attribute body (a graph) is required")?;
    let ins: Vec<Val> = (0..node.input.len())
        .map(|i| imp.input(node, i))
        .collect::<R<_>>()?;
    let (_, first) = seq_input(imp, node, 0)?;
    let len = first.len();
    for (i, v) in ins.iter().enumerate() {
        if let Some(Structure::Seq(_, items)) = &v.structure {
            if items.len() != len {
                return Err(format!(
                    "input {i} has {} elements and input 0 has {len}: the sequences must have one length",
                    items.len()
                ));
            }
        }
    }
    let mut outs: Vec<Vec<Val>> = vec![Vec::new(); body.output.len()];
    for k in 0..len {
        let args: Vec<Val> = ins
            .iter()
            .map(|v| match &v.structure {
                Some(Structure::Seq(_, items)) => items[k].clone(),
                _ => v.clone(),
            })
            .collect();
        let r = super::control::apply_graph(imp, body, &args)
            .map_err(|m| format!("element {k}: {m}"))?;
        for (o, v) in outs.iter_mut().zip(r) {
            o.push(v);
        }
    }
    outs.into_iter()
        .zip(&body.output)
        .map(|(items, decl)| {
            let dtype = match items.first() {
                Some(v) => v.ty.dtype,
                None => declared_elem(decl).unwrap_or(DType::F32),
            };
            let items = items
                .into_iter()
                .map(|v| element(v, dtype, &format!("body output {:?}", decl.name)))
                .collect::<R<Vec<_>>>()?;
            Ok(Val::seq(dtype, items))
        })
        .collect()
}

/// The tensor element type a value's declared type names, if it does.
fn declared_elem(v: &onnx_protobuf::ValueInfoProto) -> Option<DType> {
    use onnx_protobuf::type_proto::Value as V;
    match v.type_.as_ref()?.value.as_ref()? {
        V::TensorType(t) => tensor::dtype_of(t.elem_type).ok(),
        V::SequenceType(s) => match s.elem_type.as_ref()?.value.as_ref()? {
            V::TensorType(t) => tensor::dtype_of(t.elem_type).ok(),
            _ => None,
        },
        _ => None,
    }
}

fn optional(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    if let Some(v) = imp.opt_input(node, 0)? {
        return Ok(vec![v]);
    }
    use onnx_protobuf::type_proto::Value as V;
    let tp = attr(node, "type")
        .and_then(|a| a.tp.as_ref())
        .ok_or("an Optional without an input needs the attribute type")?;
    let dtype = match tp.value.as_ref() {
        Some(V::TensorType(t)) => tensor::dtype_of(t.elem_type)?,
        Some(V::SequenceType(s)) => match s.elem_type.as_ref().and_then(|e| e.value.as_ref()) {
            Some(V::TensorType(t)) => tensor::dtype_of(t.elem_type)?,
            _ => {
                return Err(
                    "only optionals of tensors and of sequences of tensors are supported".into(),
                )
            }
        },
        _ => {
            return Err(
                "only optionals of tensors and of sequences of tensors are supported".into(),
            )
        }
    };
    Ok(vec![Val::empty_optional(dtype)])
}

fn has_element(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let has = match imp.opt_input(node, 0)? {
        None => false,
        Some(v) => !matches!(v.structure, Some(Structure::Empty)),
    };
    Ok(vec![Val::known(super::lit::Lit {
        dtype: DType::Bool,
        shape: vec![],
        elems: vec![super::lit::Elem::I(i64::from(has))],
    })])
}

fn get_element(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let v = imp.input(node, 0)?;
    if matches!(v.structure, Some(Structure::Empty)) {
        return Err("the optional (input 0) is empty".into());
    }
    Ok(vec![v])
}
