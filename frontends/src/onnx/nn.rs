//! Builders of the neural-network family: transposed convolution and
//! `Resize` / `Upsample` as IR ops; Lp pooling, LRN and the quantization
//! ops (`QuantizeLinear`, `DequantizeLinear`, `DynamicQuantizeLinear`,
//! `MatMulInteger`, `ConvInteger`, `QLinearMatMul`, `QLinearConv`) as
//! expansions with exact integer semantics (integer products accumulate
//! in int32; rounding is half to even, then saturation to the target
//! type); `Attention` (opset 23) as its function body.

use super::ops::{attr, attr_float, attr_int, attr_ints, attr_str, attrs, resolve_pads};
use super::reduce::red;
use super::{Importer, Val};
use hetc_ir::infer::norm_axis;
use hetc_ir::{Attr, Attrs, DType, Dim, OpKind, TensorType, ValueId};
use onnx_protobuf::NodeProto;

type Builder = fn(&mut Importer, &NodeProto) -> Result<Vec<Val>, String>;
type R<T> = Result<T, String>;

pub(super) fn builder(op_type: &str) -> Option<Builder> {
    Some(match op_type {
        "ConvTranspose" => conv_transpose,
        "Resize" | "Upsample" => resize,
        "LpPool" | "GlobalLpPool" => lp_pool,
        "LRN" => lrn,
        "QuantizeLinear" => quantize,
        "DequantizeLinear" => dequantize,
        "DynamicQuantizeLinear" => dynamic_quantize,
        "MatMulInteger" | "ConvInteger" => integer_product,
        "QLinearMatMul" | "QLinearConv" => qlinear,
        "Attention" => attention,
        _ => return super::control::builder(op_type),
    })
}

fn fixed_spatial(t: &TensorType) -> R<Vec<i64>> {
    t.shape[2..]
        .iter()
        .map(|d| {
            d.fixed()
                .map(|v| v as i64)
                .ok_or_else(|| format!("spatial dims of {t} must be fixed"))
        })
        .collect()
}

fn conv_transpose(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let x = imp.operand(node, 0)?;
    let w = imp.operand(node, 1)?;
    let (xt, wt) = (imp.ty(x), imp.ty(w));
    if xt.rank() < 3 || wt.rank() != xt.rank() {
        return Err(format!(
            "input {xt} and weight {wt} must have equal rank ≥ 3"
        ));
    }
    let sp = xt.rank() - 2;
    let kernel = match attr_ints(node, "kernel_shape") {
        Some(k) => k,
        None => fixed_spatial(&wt)?,
    };
    let strides = attr_ints(node, "strides").unwrap_or_else(|| vec![1; sp]);
    let dil = attr_ints(node, "dilations").unwrap_or_else(|| vec![1; sp]);
    let mut opad = attr_ints(node, "output_padding").unwrap_or_else(|| vec![0; sp]);
    if kernel.len() != sp || strides.len() != sp || dil.len() != sp || opad.len() != sp {
        return Err(format!(
            "kernel_shape/strides/dilations/output_padding must have {sp} entries"
        ));
    }
    let input = fixed_spatial(&xt)?;
    let auto = attr_str(node, "auto_pad").unwrap_or_else(|| "NOTSET".into());
    let out_shape: Option<Vec<i64>> = match attr_ints(node, "output_shape") {
        Some(o) if o.len() == sp => Some(o),
        Some(o) if o.len() == sp + 2 => Some(o[2..].to_vec()),
        Some(o) => {
            return Err(format!(
                "output_shape {o:?} does not have {sp} spatial dims"
            ))
        }
        None if matches!(auto.as_str(), "SAME_UPPER" | "SAME_LOWER") => {
            Some((0..sp).map(|i| input[i] * strides[i]).collect())
        }
        None => None,
    };
    let pads = match out_shape {
        Some(o) => {
            let mut pads = vec![0i64; 2 * sp];
            for i in 0..sp {
                let total =
                    strides[i] * (input[i] - 1) + opad[i] + (kernel[i] - 1) * dil[i] + 1 - o[i];
                if total < 0 {
                    // the output is larger than the kernel covers: the
                    // extra extent is output padding
                    opad[i] -= total;
                    continue;
                }
                let (half, rest) = (total / 2, total - total / 2);
                if auto == "SAME_UPPER" {
                    pads[i] = half;
                    pads[sp + i] = rest;
                } else {
                    pads[i] = rest;
                    pads[sp + i] = half;
                }
            }
            pads
        }
        None if auto == "VALID" => vec![0; 2 * sp],
        None => attr_ints(node, "pads").unwrap_or_else(|| vec![0; 2 * sp]),
    };
    let mut ins = vec![x, w];
    if let Some(b) = imp.opt_operand(node, 2)? {
        ins.push(b);
    }
    imp.emit(
        node,
        OpKind::ConvTranspose,
        &ins,
        attrs(vec![
            ("strides", Attr::Ints(strides)),
            ("pads", Attr::Ints(pads)),
            ("dilations", Attr::Ints(dil)),
            ("group", Attr::Int(attr_int(node, "group", 1))),
            ("output_padding", Attr::Ints(opad)),
        ]),
    )
}

/// A known float list from input `i` (`None` if absent or empty).
fn known_floats(imp: &Importer, node: &NodeProto, i: usize, what: &str) -> R<Option<Vec<f64>>> {
    match imp.opt_input(node, i)? {
        None => Ok(None),
        Some(v) => {
            // A float initializer has its data but no folded contents.
            let d = match (v.compile_time(), &v.data) {
                (Some(l), _) => l
                    .to_data()
                    .ok_or_else(|| format!("{what} (input {i}) must be numbers"))?,
                (None, Some(d)) => d.clone(),
                (None, None) => {
                    return Err(format!("{what} (input {i}) must be known at compile time"))
                }
            };
            let f = d.to_f64s();
            Ok((!f.is_empty()).then_some(f))
        }
    }
}

fn resize(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let x = imp.operand(node, 0)?;
    let t = imp.ty(x);
    let r = t.rank();
    let dims: Vec<Dim> = t.shape.to_vec();
    let upsample = node.op_type == "Upsample";
    let mode = attr_str(node, "mode").unwrap_or_else(|| "nearest".into());
    let (roi, scales, sizes) = if upsample {
        let s = if imp.opset >= 9 {
            known_floats(imp, node, 1, "scales")?
        } else {
            attr(node, "scales").map(|a| a.floats.iter().map(|&f| f as f64).collect())
        };
        (None, s, None)
    } else if imp.opset < 11 {
        (None, known_floats(imp, node, 1, "scales")?, None)
    } else {
        let sizes = match imp.opt_input(node, 3)? {
            None => None,
            Some(v) => {
                let l = v
                    .compile_time()
                    .ok_or("sizes (input 3) must be known at compile time")?;
                let d = l
                    .elems
                    .iter()
                    .map(|e| e.as_dim())
                    .collect::<Option<Vec<Dim>>>()
                    .ok_or_else(|| format!("sizes {:?} must be extents", l.elems))?;
                (!d.is_empty()).then_some(d)
            }
        };
        (
            known_floats(imp, node, 1, "roi")?,
            known_floats(imp, node, 2, "scales")?,
            sizes,
        )
    };
    let axes: Vec<usize> = match attr_ints(node, "axes") {
        Some(a) => a.iter().map(|&v| norm_axis(v, r)).collect::<R<_>>()?,
        None => (0..r).collect(),
    };
    let mut full_scales = vec![1.0f64; r];
    let mut out: Vec<Dim> = dims.clone();
    match (&scales, &sizes) {
        (_, Some(sz)) => {
            if sz.len() != axes.len() {
                return Err(format!("{} sizes for {} axes", sz.len(), axes.len()));
            }
            for (j, &a) in axes.iter().enumerate() {
                out[a] = sz[j].clone();
                full_scales[a] = size_scale(&dims[a], &sz[j])?;
            }
            let policy =
                attr_str(node, "keep_aspect_ratio_policy").unwrap_or_else(|| "stretch".into());
            if policy != "stretch" {
                let pick = axes.iter().map(|&a| full_scales[a]);
                let s = if policy == "not_larger" {
                    pick.fold(f64::INFINITY, f64::min)
                } else {
                    pick.fold(f64::NEG_INFINITY, f64::max)
                };
                for &a in &axes {
                    full_scales[a] = s;
                    let d = dims[a].fixed().ok_or_else(|| {
                        format!("keep_aspect_ratio_policy {policy:?} over the symbolic extent {} needs it bound", dims[a])
                    })?;
                    out[a] = Dim::Fixed((s * d as f64 + 0.5) as u64);
                }
            }
        }
        (Some(sc), None) => {
            if sc.len() != axes.len() {
                return Err(format!("{} scales for {} axes", sc.len(), axes.len()));
            }
            for (j, &a) in axes.iter().enumerate() {
                if sc[j].is_nan() || sc[j] <= 0.0 {
                    return Err(format!("scales {sc:?} must be positive"));
                }
                full_scales[a] = sc[j];
                out[a] = scaled(&dims[a], sc[j])?;
            }
        }
        (None, None) => return Err("one of scales and sizes is required".into()),
    }
    let coord = if upsample || imp.opset < 11 {
        "asymmetric".to_string()
    } else {
        attr_str(node, "coordinate_transformation_mode").unwrap_or_else(|| "half_pixel".into())
    };
    let nearest = if upsample || imp.opset < 11 {
        "floor".to_string()
    } else {
        attr_str(node, "nearest_mode").unwrap_or_else(|| "round_prefer_floor".into())
    };
    let mode = match mode.as_str() {
        "bilinear" | "trilinear" => "linear".to_string(),
        m => m.to_string(),
    };
    if !matches!(mode.as_str(), "nearest" | "linear" | "cubic") {
        return Err(format!("mode {mode:?} is not nearest, linear or cubic"));
    }
    let mut full_roi: Vec<f64> = [vec![0.0; r], vec![1.0; r]].concat();
    if let Some(roi) = roi {
        if roi.len() == 2 * axes.len() {
            for (j, &a) in axes.iter().enumerate() {
                full_roi[a] = roi[j];
                full_roi[r + a] = roi[axes.len() + j];
            }
        } else if coord == "tf_crop_and_resize" {
            return Err(format!("roi {roi:?} needs 2 values per resized axis"));
        }
    }
    // Resizing to the same extents samples every input point exactly (each
    // coordinate transform maps x to x at scale 1; the cubic and linear
    // kernels weigh the point itself 1): the input as it is. ViT exports
    // write this for the position embeddings at the training resolution.
    if out == dims && full_scales.iter().all(|&s| s == 1.0) && coord != "tf_crop_and_resize" {
        return Ok(vec![imp.val_of(x)]);
    }
    let ty = TensorType::new(t.dtype, out);
    let y = imp_resize(
        imp,
        node,
        x,
        ty,
        &mode,
        &coord,
        &nearest,
        full_scales,
        full_roi,
    );
    Ok(vec![imp.val_of(y)])
}

/// The scale of a resize from extent `from` to `to` (`sizes` given):
/// `to / from`, also where they are symbolic and one is a constant
/// multiple of the other (`2*W` from `W`).
fn size_scale(from: &Dim, to: &Dim) -> R<f64> {
    if let (Some(f), Some(t)) = (from.fixed(), to.fixed()) {
        return Ok(t as f64 / f as f64);
    }
    if from == to {
        return Ok(1.0);
    }
    match (to.div_exact(from), from.div_exact(to)) {
        (Some(Dim::Fixed(k)), _) => Ok(k as f64),
        (_, Some(Dim::Fixed(k))) => Ok(1.0 / k as f64),
        _ => Err(format!(
            "resizing the extent {from} to {to} has no constant scale; bind the symbols with --bind"
        )),
    }
}

/// `floor(d · scale)`, ONNX's output extent for a scale: exact for a
/// symbolic `d` too (an f32 or f64 scale is a dyadic rational `m / 2^p`,
/// so the extent is `floor(m·d / 2^p)`).
fn scaled(d: &Dim, scale: f64) -> R<Dim> {
    if let Some(n) = d.fixed() {
        return Ok(Dim::Fixed((scale * n as f64) as u64));
    }
    let p = (0..=62)
        .find(|&p| {
            let v = scale * (1u64 << p) as f64;
            v.fract() == 0.0 && v < (1u64 << 62) as f64
        })
        .ok_or_else(|| format!("scale {scale} over the symbolic extent {d} needs it bound"))?;
    let m = (scale * (1u64 << p) as f64) as i64;
    d.expr()
        .scale(m)
        .floordiv(1 << p)
        .and_then(Dim::from_expr)
        .ok_or_else(|| format!("scale {scale} over {d} gives no extent"))
}

#[allow(clippy::too_many_arguments)]
fn imp_resize(
    imp: &mut Importer,
    node: &NodeProto,
    x: ValueId,
    ty: TensorType,
    mode: &str,
    coord: &str,
    nearest: &str,
    scales: Vec<f64>,
    roi: Vec<f64>,
) -> ValueId {
    imp.emit1_typed(
        node,
        OpKind::Resize,
        &[x],
        attrs(vec![
            ("mode", Attr::Str(mode.into())),
            ("coordinate_transformation_mode", Attr::Str(coord.into())),
            ("nearest_mode", Attr::Str(nearest.into())),
            (
                "cubic_coeff_a",
                Attr::Float(attr_float(node, "cubic_coeff_a", -0.75)),
            ),
            (
                "exclude_outside",
                Attr::Int(attr_int(node, "exclude_outside", 0)),
            ),
            (
                "extrapolation_value",
                Attr::Float(attr_float(node, "extrapolation_value", 0.0)),
            ),
            ("antialias", Attr::Int(attr_int(node, "antialias", 0))),
            ("scales", Attr::Floats(scales)),
            ("roi", Attr::Floats(roi)),
        ]),
        ty,
    )
}

/// `(Σ |x|^p)^(1/p)` over pooling windows (an average pool with the
/// padding counted, times the window size) or over all spatial dims.
fn lp_pool(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    use OpKind::*;
    let x = imp.operand(node, 0)?;
    let t = imp.ty(x);
    if t.rank() < 3 || !t.dtype.is_float() {
        return Err(format!("input {t} must be a float tensor of rank ≥ 3"));
    }
    let p = attr_int(node, "p", 2) as f64;
    let a = imp.un(node, Abs, x)?;
    let pv = imp.scalar(t.dtype, p);
    let ap = imp.bin(node, Pow, a, pv)?;
    let s = if node.op_type == "GlobalLpPool" {
        let axes: Vec<i64> = (2..t.rank() as i64).collect();
        red(imp, node, ReduceSum, ap, &axes, true)?
    } else {
        let sp = t.rank() - 2;
        let kernel = attr_ints(node, "kernel_shape").ok_or("attribute kernel_shape is required")?;
        let strides = attr_ints(node, "strides").unwrap_or_else(|| vec![1; sp]);
        let dil = attr_ints(node, "dilations").unwrap_or_else(|| vec![1; sp]);
        if kernel.len() != sp || strides.len() != sp || dil.len() != sp {
            return Err(format!(
                "kernel_shape/strides/dilations must have {sp} entries"
            ));
        }
        let pads = resolve_pads(node, &t.shape[2..], &kernel, &strides, &dil)?;
        let n: i64 = kernel.iter().product();
        let avg = imp.emit1(
            node,
            AvgPool,
            &[ap],
            attrs(vec![
                ("kernel", Attr::Ints(kernel)),
                ("strides", Attr::Ints(strides)),
                ("pads", Attr::Ints(pads)),
                ("dilations", Attr::Ints(dil)),
                ("count_include_pad", Attr::Int(1)),
                ("ceil_mode", Attr::Int(attr_int(node, "ceil_mode", 0))),
            ]),
        )?;
        let nv = imp.scalar(t.dtype, n as f64);
        imp.bin(node, Mul, avg, nv)?
    };
    let inv = imp.scalar(t.dtype, 1.0 / p);
    let y = imp.bin(node, Pow, s, inv)?;
    Ok(vec![imp.val_of(y)])
}

/// Local response normalisation: the channel-window sum of squares as an
/// average pool over channels (padding counted) times the window size.
fn lrn(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    use OpKind::*;
    let x = imp.operand(node, 0)?;
    let t = imp.ty(x);
    if t.rank() < 3 {
        return Err(format!("input {t} must have rank ≥ 3"));
    }
    let size = attr_int(node, "size", 0);
    if size < 1 {
        return Err(format!("size {size} must be positive"));
    }
    let (alpha, beta, bias) = (
        attr_float(node, "alpha", 1e-4),
        attr_float(node, "beta", 0.75),
        attr_float(node, "bias", 1.0),
    );
    let rest = t.shape[2..].iter().fold(Dim::Fixed(1), |a, d| a.mul(d));
    let sq = imp.bin(node, Mul, x, x)?;
    let s4 = imp.reshape(
        node,
        sq,
        vec![t.shape[0].clone(), Dim::Fixed(1), t.shape[1].clone(), rest],
    );
    let (lo, hi) = ((size - 1) / 2, size - 1 - (size - 1) / 2);
    let avg = imp.emit1(
        node,
        AvgPool,
        &[s4],
        attrs(vec![
            ("kernel", Attr::Ints(vec![size, 1])),
            ("strides", Attr::Ints(vec![1, 1])),
            ("pads", Attr::Ints(vec![lo, 0, hi, 0])),
            ("count_include_pad", Attr::Int(1)),
            ("ceil_mode", Attr::Int(0)),
        ]),
    )?;
    // bias + α/size · Σ = bias + α · avg
    let a = imp.scalar(t.dtype, alpha);
    let avg_full = imp.reshape(node, avg, t.shape.to_vec());
    let sa = imp.bin(node, Mul, avg_full, a)?;
    let b = imp.scalar(t.dtype, bias);
    let d = imp.bin(node, Add, sa, b)?;
    let be = imp.scalar(t.dtype, beta);
    let p = imp.bin(node, Pow, d, be)?;
    let y = imp.bin(node, Div, x, p)?;
    Ok(vec![imp.val_of(y)])
}

/// `v` (a scalar or a vector along `axis` of a rank-`r` tensor) shaped to
/// broadcast against it.
fn along_axis(imp: &mut Importer, node: &NodeProto, v: ValueId, axis: usize, r: usize) -> ValueId {
    let t = imp.ty(v);
    if t.rank() != 1 || r == 0 {
        return v;
    }
    let mut shape = vec![Dim::Fixed(1); r];
    shape[axis] = t.shape[0].clone();
    imp.reshape(node, v, shape)
}

/// Blocked scales / zero points (`block_size`): each entry repeated
/// `block` times along `axis`, cut to `extent`.
fn unblock(
    imp: &mut Importer,
    node: &NodeProto,
    v: ValueId,
    axis: usize,
    block: u64,
    extent: &Dim,
) -> R<ValueId> {
    let t = imp.ty(v);
    let mut with_one = t.shape.to_vec();
    with_one.insert(axis + 1, Dim::Fixed(1));
    let e = imp.reshape(node, v, with_one.clone());
    let mut target = with_one;
    target[axis + 1] = Dim::Fixed(block);
    let ex = imp.emit1_typed(
        node,
        OpKind::Expand,
        &[e],
        Attrs::new(),
        TensorType::new(t.dtype, target),
    );
    let mut merged = t.shape.to_vec();
    merged[axis] = merged[axis].mul(&Dim::Fixed(block));
    let m = imp.reshape(node, ex, merged.clone());
    if &merged[axis] == extent {
        return Ok(m);
    }
    let n = extent
        .fixed()
        .ok_or("blocked quantization needs fixed dims")? as i64;
    imp.emit1(
        node,
        OpKind::Slice,
        &[m],
        attrs(vec![
            ("starts", Attr::Ints(vec![0])),
            ("ends", Attr::Ints(vec![n])),
            ("axes", Attr::Ints(vec![axis as i64])),
            ("steps", Attr::Ints(vec![1])),
        ]),
    )
}

/// Scale / zero point `v` made to broadcast against `x` (scalar,
/// per-axis or blocked).
fn quant_param(imp: &mut Importer, node: &NodeProto, v: ValueId, x: &TensorType) -> R<ValueId> {
    let r = x.rank();
    let t = imp.ty(v);
    if t.rank() == 0 || t.num_elements() == Some(1) && t.rank() <= 1 {
        return Ok(imp.reshape(node, v, vec![]));
    }
    let axis = norm_axis(attr_int(node, "axis", 1), r.max(1))?;
    let block = attr_int(node, "block_size", 0);
    if block > 0 {
        if t.rank() != r {
            return Err(format!("blocked scale {t} must have the rank of {x}"));
        }
        return unblock(imp, node, v, axis, block as u64, &x.shape[axis]);
    }
    if t.rank() != 1 || t.shape[0] != x.shape[axis] {
        return Err(format!(
            "scale / zero point {t} does not match axis {axis} of {x}"
        ));
    }
    Ok(along_axis(imp, node, v, axis, r))
}

/// `round_half_even(y)` saturated to `dtype`'s range, as `dtype` (an
/// 8/4-bit float: a saturating cast, which rounds to nearest even).
fn saturate(imp: &mut Importer, node: &NodeProto, y: ValueId, dtype: DType) -> R<ValueId> {
    if dtype.is_low_float() {
        let t = imp.ty(y);
        let ty = TensorType {
            dtype,
            shape: t.shape,
        };
        return Ok(imp.emit1_typed(
            node,
            OpKind::Cast,
            &[y],
            attrs(vec![
                ("saturate", Attr::Int(attr_int(node, "saturate", 1))),
                ("round_mode", Attr::Str("nearest".into())),
            ]),
            ty,
        ));
    }
    let (lo, hi) = dtype
        .int_range()
        .ok_or_else(|| format!("quantizing to {dtype} is not supported (integer types only)"))?;
    let ft = imp.ty(y).dtype;
    let r = imp.un(node, OpKind::Round, y)?;
    let l = imp.scalar(ft, lo as f64);
    let h = imp.scalar(ft, hi as f64);
    let a = imp.bin(node, OpKind::Max, r, l)?;
    let b = imp.bin(node, OpKind::Min, a, h)?;
    Ok(imp.cast(node, b, dtype))
}

fn quantize(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    use OpKind::*;
    let x = imp.operand(node, 0)?;
    let xt = imp.ty(x);
    let scale = imp.operand(node, 1)?;
    let zp = imp.opt_operand(node, 2)?;
    let out = match (zp, attr(node, "output_dtype")) {
        (Some(z), _) => imp.ty(z).dtype,
        (None, Some(a)) if a.i != 0 => super::tensor::dtype_of(a.i as i32)?,
        _ => DType::U8,
    };
    // x / scale in the scale's precision (at least f32), as onnx does.
    let ct = if imp.ty(scale).dtype == DType::F64 {
        DType::F64
    } else {
        DType::F32
    };
    let xf = imp.cast(node, x, ct);
    let s = imp.cast(node, scale, ct);
    let s = quant_param(imp, node, s, &xt)?;
    let q = imp.bin(node, Div, xf, s)?;
    // integers: round half to even; 8/4-bit floats: the saturating cast rounds
    let q = if out.is_low_float() {
        q
    } else {
        imp.un(node, Round, q)?
    };
    let q = match zp {
        Some(z) => {
            let zf = imp.cast(node, z, ct);
            let zf = quant_param(imp, node, zf, &xt)?;
            imp.bin(node, Add, q, zf)?
        }
        None => q,
    };
    let y = saturate(imp, node, q, out)?;
    Ok(vec![imp.val_of(y)])
}

fn dequantize(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    use OpKind::*;
    let x = imp.operand(node, 0)?;
    let xt = imp.ty(x);
    let scale = imp.operand(node, 1)?;
    let st = imp.ty(scale).dtype;
    let out = match attr(node, "output_dtype") {
        Some(a) if a.i != 0 => super::tensor::dtype_of(a.i as i32)?,
        _ => st,
    };
    let ct = if st == DType::F64 {
        DType::F64
    } else {
        DType::F32
    };
    let xf = imp.cast(node, x, ct);
    let d = match imp.opt_operand(node, 2)? {
        Some(z) => {
            let zf = imp.cast(node, z, ct);
            let zf = quant_param(imp, node, zf, &xt)?;
            imp.bin(node, Sub, xf, zf)?
        }
        None => xf,
    };
    let s = imp.cast(node, scale, ct);
    let s = quant_param(imp, node, s, &xt)?;
    let y = imp.bin(node, Mul, d, s)?;
    let y = imp.cast(node, y, out);
    Ok(vec![imp.val_of(y)])
}

fn dynamic_quantize(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let x = imp.operand(node, 0)?;
    let (y, scale, zp) = dyn_quant(imp, node, x)?;
    Ok(vec![imp.val_of(y), imp.val_of(scale), imp.val_of(zp)])
}

/// `DynamicQuantizeLinear` of `x` (f32): the u8 values, the scale (over
/// the range of `x` widened to include 0) and the zero point, as onnx's
/// reference and onnxruntime compute them.
pub(super) fn dyn_quant(
    imp: &mut Importer,
    node: &NodeProto,
    x: ValueId,
) -> R<(ValueId, ValueId, ValueId)> {
    use OpKind::*;
    let dt = imp.ty(x).dtype;
    if dt != DType::F32 {
        return Err(format!("input of {dt} (float32 only)"));
    }
    let zero = imp.scalar(dt, 0.0);
    let mx = red(imp, node, ReduceMax, x, &[], false)?;
    let mn = red(imp, node, ReduceMin, x, &[], false)?;
    let mx = imp.bin(node, Max, mx, zero)?;
    let mn = imp.bin(node, Min, mn, zero)?;
    let range = imp.bin(node, Sub, mx, mn)?;
    let q = imp.scalar(dt, 255.0);
    let scale = imp.bin(node, Div, range, q)?;
    // zero point: saturate(round(0 − min / scale))
    let ms = imp.bin(node, Div, mn, scale)?;
    let izp = imp.bin(node, Sub, zero, ms)?;
    let zp = saturate(imp, node, izp, DType::U8)?;
    let xs = imp.bin(node, Div, x, scale)?;
    let xs = imp.un(node, Round, xs)?;
    let zpf = imp.cast(node, zp, dt);
    let y = imp.bin(node, Add, xs, zpf)?;
    let y = saturate(imp, node, y, DType::U8)?;
    Ok((y, scale, zp))
}

/// `x − zp` in int32; a 1-D zero point of `x`'s `axis` extent is per
/// row / channel.
fn centred(
    imp: &mut Importer,
    node: &NodeProto,
    x: ValueId,
    zp: Option<ValueId>,
    axis: usize,
) -> R<ValueId> {
    let xi = imp.cast(node, x, DType::I32);
    let Some(z) = zp else { return Ok(xi) };
    let r = imp.ty(x).rank();
    let zt = imp.ty(z);
    let zi = imp.cast(node, z, DType::I32);
    let zi = if zt.rank() == 1 && zt.num_elements() != Some(1) {
        along_axis(imp, node, zi, axis, r)
    } else {
        imp.reshape(node, zi, vec![])
    };
    imp.bin(node, OpKind::Sub, xi, zi)
}

/// The int32 product of two centred integer tensors: MatMul or Conv.
fn int_product(
    imp: &mut Importer,
    node: &NodeProto,
    conv: bool,
    a: ValueId,
    b: ValueId,
) -> R<ValueId> {
    if !conv {
        return imp.emit1(node, OpKind::MatMul, &[a, b], Attrs::new());
    }
    let at = imp.ty(a);
    let wt = imp.ty(b);
    let sp = at.rank().saturating_sub(2);
    let kernel = match attr_ints(node, "kernel_shape") {
        Some(k) => k,
        None => fixed_spatial(&wt)?,
    };
    let strides = attr_ints(node, "strides").unwrap_or_else(|| vec![1; sp]);
    let dil = attr_ints(node, "dilations").unwrap_or_else(|| vec![1; sp]);
    let pads = resolve_pads(node, &at.shape[2..], &kernel, &strides, &dil)?;
    imp.emit1(
        node,
        OpKind::Conv,
        &[a, b],
        attrs(vec![
            ("strides", Attr::Ints(strides)),
            ("pads", Attr::Ints(pads)),
            ("dilations", Attr::Ints(dil)),
            ("group", Attr::Int(attr_int(node, "group", 1))),
        ]),
    )
}

fn integer_product(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let conv = node.op_type == "ConvInteger";
    let a = imp.operand(node, 0)?;
    let b = imp.operand(node, 1)?;
    let ar = imp.ty(a).rank();
    let (za, zb) = (imp.opt_operand(node, 2)?, imp.opt_operand(node, 3)?);
    // MatMulInteger: a's zero point per row (dim −2), b's per column (−1);
    // ConvInteger: x's scalar, w's per output channel (dim 0).
    let ac = centred(
        imp,
        node,
        a,
        za,
        if conv { 1 } else { ar.saturating_sub(2) },
    )?;
    let br = imp.ty(b).rank();
    let bc = centred(
        imp,
        node,
        b,
        zb,
        if conv { 0 } else { br.saturating_sub(1) },
    )?;
    let y = int_product(imp, node, conv, ac, bc)?;
    Ok(vec![imp.val_of(y)])
}

fn qlinear(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    use OpKind::*;
    let conv = node.op_type == "QLinearConv";
    // QLinearMatMul: a, a_scale, a_zp, b, b_scale, b_zp, y_scale, y_zp;
    // QLinearConv:   x, x_scale, x_zp, w, w_scale, w_zp, y_scale, y_zp, B.
    let a = imp.operand(node, 0)?;
    let (a_s, a_z) = (imp.operand(node, 1)?, imp.opt_operand(node, 2)?);
    let b = imp.operand(node, 3)?;
    let (b_s, b_z) = (imp.operand(node, 4)?, imp.opt_operand(node, 5)?);
    let (y_s, y_z) = (imp.operand(node, 6)?, imp.opt_operand(node, 7)?);
    let out = match y_z {
        Some(z) => imp.ty(z).dtype,
        None => imp.ty(a).dtype,
    };
    let ar = imp.ty(a).rank();
    let br = imp.ty(b).rank();
    let ac = centred(
        imp,
        node,
        a,
        a_z,
        if conv { 1 } else { ar.saturating_sub(2) },
    )?;
    let bc = centred(
        imp,
        node,
        b,
        b_z,
        if conv { 0 } else { br.saturating_sub(1) },
    )?;
    let mut c = int_product(imp, node, conv, ac, bc)?;
    if conv {
        if let Some(bias) = imp.opt_operand(node, 8)? {
            let r = imp.ty(c).rank();
            let bias = imp.cast(node, bias, DType::I32);
            let bias = along_axis(imp, node, bias, 1, r);
            c = imp.bin(node, Add, c, bias)?;
        }
    }
    // scale a_s·b_s/y_s in float32 (per output channel for w / b), the
    // product in float64, as onnx's reference
    let yt = imp.ty(c);
    let r = yt.rank();
    let a_s = imp.cast(node, a_s, DType::F32);
    let b_s = imp.cast(node, b_s, DType::F32);
    let y_s = imp.cast(node, y_s, DType::F32);
    let b_s = if imp.ty(b_s).rank() == 1 && imp.ty(b_s).num_elements() != Some(1) {
        along_axis(imp, node, b_s, if conv { 1 } else { r - 1 }, r)
    } else {
        imp.reshape(node, b_s, vec![])
    };
    let a_s = imp.reshape(node, a_s, vec![]);
    let y_s = imp.reshape(node, y_s, vec![]);
    let ab = imp.bin(node, Mul, a_s, b_s)?;
    let k = imp.bin(node, Div, ab, y_s)?;
    let k = imp.cast(node, k, DType::F64);
    let cf = imp.cast(node, c, DType::F64);
    let mut d = imp.bin(node, Mul, cf, k)?;
    if let Some(z) = y_z {
        let zf = imp.cast(node, z, DType::F64);
        let zf = imp.reshape(node, zf, vec![]);
        d = imp.bin(node, Add, d, zf)?;
    }
    let y = saturate(imp, node, d, out)?;
    Ok(vec![imp.val_of(y)])
}

fn attention(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    super::attention::build(imp, node)
}
