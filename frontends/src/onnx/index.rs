//! Builders of the indexing family: element gathers and scatters,
//! `GatherND` / `ScatterND` and `Pad` as IR ops; `DepthToSpace`,
//! `SpaceToDepth` and `EyeLike` as reshapes, transposes and constants;
//! `Einsum` as an IR op typed from its equation.

use super::ops::{attr, attr_int, attr_ints, attr_str, attrs, known_ints};
use super::{Importer, Val};
use hetc_ir::infer::norm_axis;
use hetc_ir::{Attr, DType, Dim, OpKind, TensorType, ValueId};
use onnx_protobuf::NodeProto;

type Builder = fn(&mut Importer, &NodeProto) -> Result<Vec<Val>, String>;
type R<T> = Result<T, String>;

pub(super) fn builder(op_type: &str) -> Option<Builder> {
    Some(match op_type {
        "GatherElements" => gather_elements,
        "GatherND" => gather_nd,
        "ScatterElements" | "Scatter" => scatter_elements,
        "ScatterND" => scatter_nd,
        "Pad" => pad,
        "DepthToSpace" | "SpaceToDepth" => depth_space,
        "EyeLike" => eye_like,
        "Einsum" => einsum,
        _ => return super::nn::builder(op_type),
    })
}

fn int_indices(imp: &Importer, v: ValueId) -> R<()> {
    let t = imp.ty(v);
    if matches!(t.dtype, DType::I64 | DType::I32) {
        Ok(())
    } else {
        Err(format!("indices {t} must be int32 or int64"))
    }
}

fn reduction(node: &NodeProto) -> R<Attr> {
    let r = attr_str(node, "reduction").unwrap_or_else(|| "none".into());
    if !matches!(r.as_str(), "none" | "add" | "mul" | "max" | "min") {
        return Err(format!("reduction {r:?} is not none, add, mul, max or min"));
    }
    Ok(Attr::Str(r))
}

fn gather_elements(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let (d, i) = (imp.operand(node, 0)?, imp.operand(node, 1)?);
    int_indices(imp, i)?;
    let axis = norm_axis(attr_int(node, "axis", 0), imp.ty(d).rank())?;
    imp.emit(
        node,
        OpKind::GatherElements,
        &[d, i],
        attrs(vec![("axis", Attr::Int(axis as i64))]),
    )
}

fn gather_nd(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let (d, i) = (imp.operand(node, 0)?, imp.operand(node, 1)?);
    int_indices(imp, i)?;
    imp.emit(
        node,
        OpKind::GatherND,
        &[d, i],
        attrs(vec![(
            "batch_dims",
            Attr::Int(attr_int(node, "batch_dims", 0)),
        )]),
    )
}

fn scatter_elements(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let ins = [
        imp.operand(node, 0)?,
        imp.operand(node, 1)?,
        imp.operand(node, 2)?,
    ];
    int_indices(imp, ins[1])?;
    let axis = norm_axis(attr_int(node, "axis", 0), imp.ty(ins[0]).rank())?;
    if imp.ty(ins[1]).shape != imp.ty(ins[2]).shape
        || imp.ty(ins[1]).rank() != imp.ty(ins[0]).rank()
    {
        return Err(format!(
            "indices {} and updates {} must have one shape, of the rank of data {}",
            imp.ty(ins[1]),
            imp.ty(ins[2]),
            imp.ty(ins[0])
        ));
    }
    imp.emit(
        node,
        OpKind::ScatterElements,
        &ins,
        attrs(vec![
            ("axis", Attr::Int(axis as i64)),
            ("reduction", reduction(node)?),
        ]),
    )
}

fn scatter_nd(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let ins = [
        imp.operand(node, 0)?,
        imp.operand(node, 1)?,
        imp.operand(node, 2)?,
    ];
    int_indices(imp, ins[1])?;
    let (dt, it, ut) = (imp.ty(ins[0]), imp.ty(ins[1]), imp.ty(ins[2]));
    let k = it
        .shape
        .last()
        .and_then(Dim::fixed)
        .ok_or("indices need a fixed last dim")? as usize;
    let mut want: Vec<Dim> = it.shape[..it.rank() - 1].to_vec();
    if k > dt.rank() {
        return Err(format!("index tuples of {k} into {dt}"));
    }
    want.extend(dt.shape[k..].iter().cloned());
    if ut.shape.as_slice() != want.as_slice() {
        return Err(format!("updates {ut} do not match indices {it} into {dt}"));
    }
    imp.emit(
        node,
        OpKind::ScatterND,
        &ins,
        attrs(vec![("reduction", reduction(node)?)]),
    )
}

fn pad(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let x = imp.operand(node, 0)?;
    let t = imp.ty(x);
    let r = t.rank();
    let mode = attr_str(node, "mode").unwrap_or_else(|| "constant".into());
    if !matches!(mode.as_str(), "constant" | "reflect" | "edge" | "wrap") {
        return Err(format!(
            "mode {mode:?} is not constant, reflect, edge or wrap"
        ));
    }
    let (raw, value, axes) = if imp.opset >= 11 {
        let p = known_ints(imp, node, 1, "pads")?.ok_or("pads (input 1) are required")?;
        let v = match imp.opt_input(node, 2)? {
            Some(v) => {
                let l = v
                    .compile_time()
                    .ok_or("constant_value (input 2) must be known at compile time")?;
                let d = l.to_data().ok_or("constant_value must be a number")?;
                *d.to_f64s().first().ok_or("constant_value is empty")?
            }
            None => 0.0,
        };
        (p, v, known_ints(imp, node, 3, "axes")?)
    } else {
        let p = attr_ints(node, "pads").ok_or("attribute pads is required")?;
        (p, attr(node, "value").map_or(0.0, |a| a.f as f64), None)
    };
    let axes: Vec<usize> = match axes {
        Some(a) => a.iter().map(|&x| norm_axis(x, r)).collect::<R<_>>()?,
        None => (0..r).collect(),
    };
    if raw.len() != 2 * axes.len() {
        return Err(format!("{} pads for {} axes", raw.len(), axes.len()));
    }
    let mut pads = vec![0i64; 2 * r];
    for (j, &a) in axes.iter().enumerate() {
        pads[a] = raw[j];
        pads[r + a] = raw[axes.len() + j];
    }
    if mode != "constant" {
        for a in 0..r {
            if (pads[a] != 0 || pads[r + a] != 0) && t.shape[a] == Dim::Fixed(0) {
                return Err(format!("{mode} padding of the empty dim {a} of {t}"));
            }
        }
    }
    imp.emit(
        node,
        OpKind::Pad,
        &[x],
        attrs(vec![
            ("pads", Attr::Ints(pads)),
            ("mode", Attr::Str(mode)),
            ("value", Attr::Float(value)),
        ]),
    )
}

/// DepthToSpace (DCR or CRD) / SpaceToDepth as reshape → transpose → reshape.
fn depth_space(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let x = imp.operand(node, 0)?;
    let t = imp.ty(x);
    let dims = t
        .fixed_dims()
        .filter(|d| d.len() == 4)
        .ok_or_else(|| format!("input {t} must be 4-D with fixed dims"))?;
    let [n, c, h, w] = [dims[0], dims[1], dims[2], dims[3]];
    let b = attr_int(node, "blocksize", 0);
    if b < 1 {
        return Err(format!("blocksize {b} must be positive"));
    }
    let b = b as u64;
    let f = |v: &[u64]| v.iter().map(|&d| Dim::Fixed(d)).collect::<Vec<_>>();
    let (mid, perm, out): (Vec<u64>, Vec<i64>, Vec<u64>) = if node.op_type == "DepthToSpace" {
        if c % (b * b) != 0 {
            return Err(format!(
                "{c} channels are not a multiple of blocksize² {}",
                b * b
            ));
        }
        let cc = c / (b * b);
        if attr_str(node, "mode").as_deref() == Some("CRD") {
            (
                vec![n, cc, b, b, h, w],
                vec![0, 1, 4, 2, 5, 3],
                vec![n, cc, h * b, w * b],
            )
        } else {
            (
                vec![n, b, b, cc, h, w],
                vec![0, 3, 4, 1, 5, 2],
                vec![n, cc, h * b, w * b],
            )
        }
    } else {
        if h % b != 0 || w % b != 0 {
            return Err(format!(
                "spatial dims {h}×{w} are not multiples of blocksize {b}"
            ));
        }
        (
            vec![n, c, h / b, b, w / b, b],
            vec![0, 3, 5, 1, 2, 4],
            vec![n, c * b * b, h / b, w / b],
        )
    };
    let r = imp.reshape(node, x, f(&mid));
    let tr = imp.emit1(
        node,
        OpKind::Transpose,
        &[r],
        attrs(vec![("perm", Attr::Ints(perm))]),
    )?;
    let y = imp.reshape(node, tr, f(&out));
    Ok(vec![Val::value(imp.ty(y), y)])
}

fn eye_like(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let x = imp.input(node, 0)?;
    let dims =
        x.ty.fixed_dims()
            .filter(|d| d.len() == 2)
            .ok_or_else(|| format!("input {} must be 2-D with fixed dims", x.ty))?;
    let dtype = match attr(node, "dtype") {
        Some(a) => super::tensor::dtype_of(a.i as i32)?,
        None => x.ty.dtype,
    };
    let k = attr_int(node, "k", 0);
    let (r, c) = (dims[0] as i64, dims[1] as i64);
    let data: Vec<f64> = (0..r * c)
        .map(|i| ((i % c) - (i / c) == k) as u8 as f64)
        .collect();
    let v = imp.constant(dtype, &dims, &data);
    Ok(vec![Val::value(imp.ty(v), v)])
}

/// The output shape of an einsum equation (explicit `->`, or implicit:
/// the labels that occur once, sorted, after the broadcast `...` dims).
fn einsum_shape(eq: &str, ins: &[TensorType]) -> R<Vec<Dim>> {
    let ranks: Vec<usize> = ins.iter().map(TensorType::rank).collect();
    let (terms, out) = hetc_ir::einsum::explicit_einsum(eq, &ranks)?;
    let mut ext: std::collections::BTreeMap<char, Dim> = Default::default();
    for (t, ty) in terms.iter().zip(ins) {
        for (ch, d) in t.chars().zip(&ty.shape) {
            match ext.get(&ch) {
                Some(prev) if prev != d && *prev != Dim::Fixed(1) && *d != Dim::Fixed(1) => {
                    return Err(if eq.contains(ch) {
                        format!("label {ch} is {prev} and {d}")
                    } else {
                        format!("ellipsis dims {prev} and {d} do not broadcast")
                    });
                }
                Some(prev) if *prev != Dim::Fixed(1) => {}
                _ => {
                    ext.insert(ch, d.clone());
                }
            }
        }
    }
    Ok(out.chars().map(|c| ext[&c].clone()).collect())
}

fn einsum(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let eq = attr_str(node, "equation").ok_or("attribute equation is required")?;
    let mut ins = Vec::new();
    for i in 0..node.input.len() {
        ins.push(imp.operand(node, i)?);
    }
    let tys: Vec<TensorType> = ins.iter().map(|&v| imp.ty(v)).collect();
    let dtype = tys.first().ok_or("Einsum needs an input")?.dtype;
    if tys.iter().any(|t| t.dtype != dtype) {
        return Err("inputs differ in element type".into());
    }
    let shape = einsum_shape(&eq.replace(' ', ""), &tys)?;
    Ok(imp.emit_typed(
        node,
        OpKind::Einsum,
        &ins,
        attrs(vec![("equation", Attr::Str(eq.replace(' ', "")))]),
        vec![TensorType::new(dtype, shape)],
    ))
}
