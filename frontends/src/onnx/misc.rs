//! Builders of the remaining ops that map onto existing IR ops:
//! `BitCast`; the window functions (`HannWindow`, `HammingWindow`,
//! `BlackmanWindow`: constants of their compile-time size); `CenterCropPad`
//! (slices and pads); `ReverseSequence` (a gather of element indices built
//! from the known lengths); `AffineGrid` (a constant base grid times the
//! transposed affine matrices); `RotaryEmbedding` (opset 23, as onnx's
//! reference: split, rotate, concatenate); the random generators
//! (`RandomNormal`, `RandomUniform` and their `Like` forms: one sample
//! drawn when the model is imported, a constant).

use super::ops::{attr_float, attr_int, attr_ints, attrs, known_ints};
use super::{tensor, Importer, Val};
use hetc_ir::infer::norm_axis;
use hetc_ir::{Attr, Attrs, DType, Dim, OpKind, TensorType, ValueId};
use onnx_protobuf::NodeProto;

type Builder = fn(&mut Importer, &NodeProto) -> Result<Vec<Val>, String>;
type R<T> = Result<T, String>;

pub(super) fn builder(op_type: &str) -> Option<Builder> {
    Some(match op_type {
        "BitCast" => bitcast,
        "HannWindow" | "HammingWindow" | "BlackmanWindow" => window,
        "CenterCropPad" => center_crop_pad,
        "ReverseSequence" => reverse_sequence,
        "AffineGrid" => affine_grid,
        "RotaryEmbedding" => rotary_embedding,
        "RNN" | "GRU" | "LSTM" => super::rnn::build,
        "GridSample" => grid_sample,
        "DFT" => dft,
        "STFT" => stft,
        "Col2Im" => col2im,
        "DeformConv" => deform_conv,
        "CausalConvWithState" => causal_conv_with_state,
        "TensorScatter" => tensor_scatter,
        "LinearAttention" => super::attention::linear_attention,
        "MaxUnpool" => max_unpool,
        "Det" => det,
        "RandomNormal" | "RandomNormalLike" | "RandomUniform" | "RandomUniformLike" => random,
        _ => return super::text::builder(op_type),
    })
}

fn slice(
    imp: &mut Importer,
    node: &NodeProto,
    x: ValueId,
    axis: usize,
    start: i64,
    end: i64,
    step: i64,
) -> R<ValueId> {
    imp.emit1(
        node,
        OpKind::Slice,
        &[x],
        attrs(vec![
            ("starts", Attr::Ints(vec![start])),
            ("ends", Attr::Ints(vec![end])),
            ("axes", Attr::Ints(vec![axis as i64])),
            ("steps", Attr::Ints(vec![step])),
        ]),
    )
}

fn fixed_dims(imp: &Importer, v: ValueId, what: &str) -> R<Vec<u64>> {
    let t = imp.ty(v);
    t.fixed_dims()
        .ok_or_else(|| format!("{what} {t} must have fixed dims"))
}

fn bitcast(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let x = imp.operand(node, 0)?;
    let t = imp.ty(x);
    let to = tensor::dtype_of(attr_int(node, "to", 0) as i32)
        .map_err(|m| format!("attribute `to`: {m}"))?;
    if to.size_bytes() != t.dtype.size_bytes() || to.is_low_float() != t.dtype.is_low_float() {
        return Err(format!(
            "{} and {to} differ in size; BitCast needs equal element sizes",
            t.dtype
        ));
    }
    let ty = TensorType {
        dtype: to,
        shape: t.shape,
    };
    Ok(imp.emit_typed(node, OpKind::Bitcast, &[x], Attrs::new(), vec![ty]))
}

fn window(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let n = match known_ints(imp, node, 0, "size")?.as_deref() {
        Some(&[n]) if n >= 0 => n as u64,
        s => {
            return Err(format!(
                "size (input 0) must be one non-negative integer, got {s:?}"
            ))
        }
    };
    let dtype = tensor::dtype_of(attr_int(node, "output_datatype", 1) as i32)?;
    let periodic = attr_int(node, "periodic", 1) != 0;
    let n1 = if periodic { n as f64 } else { n as f64 - 1.0 };
    let tau = 2.0 * std::f64::consts::PI;
    let vals: Vec<f64> = (0..n)
        .map(|i| {
            let c = (tau * i as f64 / n1).cos();
            match node.op_type.as_str() {
                "HannWindow" => 0.5 - 0.5 * c,
                "HammingWindow" => 25.0 / 46.0 - 21.0 / 46.0 * c,
                _ => 0.42 - 0.5 * c + 0.08 * (2.0 * tau * i as f64 / n1).cos(),
            }
        })
        .collect();
    let v = imp.constant(dtype, &[n], &vals);
    Ok(vec![imp.val_of(v)])
}

fn center_crop_pad(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let mut x = imp.operand(node, 0)?;
    let dims = fixed_dims(imp, x, "input")?;
    let r = dims.len();
    let shape = known_ints(imp, node, 1, "shape")?.ok_or("shape (input 1) is required")?;
    let axes: Vec<usize> = match attr_ints(node, "axes") {
        Some(a) => a.iter().map(|&v| norm_axis(v, r)).collect::<R<_>>()?,
        None => (0..r).collect(),
    };
    if shape.len() != axes.len() {
        return Err(format!(
            "{} target extents for {} axes",
            shape.len(),
            axes.len()
        ));
    }
    for (&a, &target) in axes.iter().zip(&shape) {
        let d = dims[a] as i64;
        if target < 0 {
            return Err(format!("target extent {target} is negative"));
        }
        if target < d {
            let start = (d - target) / 2;
            x = slice(imp, node, x, a, start, start + target, 1)?;
        } else if target > d {
            let mut pads = vec![0i64; 2 * r];
            pads[a] = (target - d) / 2;
            pads[r + a] = target - d - pads[a];
            x = imp.emit1(
                node,
                OpKind::Pad,
                &[x],
                attrs(vec![
                    ("pads", Attr::Ints(pads)),
                    ("mode", Attr::Str("constant".into())),
                    ("value", Attr::Float(0.0)),
                ]),
            )?;
        }
    }
    Ok(vec![imp.val_of(x)])
}

fn reverse_sequence(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let x = imp.operand(node, 0)?;
    let dims = fixed_dims(imp, x, "input")?;
    let r = dims.len();
    let lens =
        known_ints(imp, node, 1, "sequence_lens")?.ok_or("sequence_lens (input 1) is required")?;
    let b_axis = norm_axis(attr_int(node, "batch_axis", 1), r)?;
    let t_axis = norm_axis(attr_int(node, "time_axis", 0), r)?;
    if b_axis == t_axis || lens.len() as u64 != dims[b_axis] {
        return Err(format!(
            "{} sequence lengths for batch axis {b_axis} of {:?} (time axis {t_axis})",
            lens.len(),
            dims
        ));
    }
    // index along the time axis of each element: reversed within its
    // batch entry's length, kept beyond it
    let n: u64 = dims.iter().product();
    let mut c = vec![0u64; r];
    let idx: Vec<f64> = (0..n)
        .map(|i| {
            let mut rest = i;
            for d in (0..r).rev() {
                c[d] = rest % dims[d].max(1);
                rest /= dims[d].max(1);
            }
            let l = lens[c[b_axis] as usize].clamp(0, dims[t_axis] as i64) as u64;
            let t = c[t_axis];
            (if t < l { l - 1 - t } else { t }) as f64
        })
        .collect();
    let iv = imp.constant(DType::I64, &dims, &idx);
    imp.emit(
        node,
        OpKind::GatherElements,
        &[x, iv],
        attrs(vec![("axis", Attr::Int(t_axis as i64))]),
    )
}

fn affine_grid(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let theta = imp.operand(node, 0)?;
    let tt = imp.ty(theta);
    let size = known_ints(imp, node, 1, "size")?.ok_or("size (input 1) is required")?;
    let align = attr_int(node, "align_corners", 0) != 0;
    let sp = size.len().saturating_sub(2);
    if !(sp == 2 || sp == 3) || tt.rank() != 3 || size.iter().any(|&s| s < 1) {
        return Err(format!(
            "theta {tt} and size {size:?} must describe a 2-D or 3-D grid"
        ));
    }
    let coords = |n: i64| -> Vec<f64> {
        (0..n)
            .map(|i| {
                if align {
                    if n == 1 {
                        -1.0
                    } else {
                        -1.0 + 2.0 * i as f64 / (n - 1) as f64
                    }
                } else {
                    (2 * i + 1) as f64 / n as f64 - 1.0
                }
            })
            .collect()
    };
    // base points (x, y[, z], 1), x fastest
    let spatial: Vec<i64> = size[2..].to_vec();
    let axes: Vec<Vec<f64>> = spatial.iter().map(|&n| coords(n)).collect();
    let count: i64 = spatial.iter().product();
    let mut base = Vec::with_capacity(count as usize * (sp + 1));
    for p in 0..count {
        let mut rest = p;
        let mut c = vec![0i64; sp];
        for d in (0..sp).rev() {
            c[d] = rest % spatial[d];
            rest /= spatial[d];
        }
        for d in (0..sp).rev() {
            base.push(axes[d][c[d] as usize]);
        }
        base.push(1.0);
    }
    let b = imp.constant(tt.dtype, &[count as u64, sp as u64 + 1], &base);
    let tr = imp.emit1(
        node,
        OpKind::Transpose,
        &[theta],
        attrs(vec![("perm", Attr::Ints(vec![0, 2, 1]))]),
    )?;
    let g = imp.emit1(node, OpKind::MatMul, &[b, tr], Attrs::new())?;
    let mut shape = vec![tt.shape[0].clone()];
    shape.extend(spatial.iter().map(|&n| Dim::Fixed(n as u64)));
    shape.push(Dim::Fixed(sp as u64));
    let y = imp.reshape(node, g, shape);
    Ok(vec![imp.val_of(y)])
}

fn rotary_embedding(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    use OpKind::*;
    let x0 = imp.operand(node, 0)?;
    let t0 = imp.ty(x0);
    let dims = fixed_dims(imp, x0, "input")?;
    let x = match dims.len() {
        4 => imp.emit1(
            node,
            Transpose,
            &[x0],
            attrs(vec![("perm", Attr::Ints(vec![0, 2, 1, 3]))]),
        )?,
        3 => {
            let heads = attr_int(node, "num_heads", 0);
            if heads < 1 || dims[2] % heads as u64 != 0 {
                return Err(format!(
                    "3-D input {t0} needs num_heads dividing its hidden size"
                ));
            }
            let h = heads as u64;
            imp.reshape(
                node,
                x0,
                [dims[0], dims[1], h, dims[2] / h].map(Dim::Fixed).to_vec(),
            )
        }
        _ => return Err(format!("input {t0} must be 3-D or 4-D")),
    };
    let hd = imp.ty(x).shape[3].fixed().unwrap_or(0) as i64;
    let rd = match attr_int(node, "rotary_embedding_dim", 0) {
        0 => hd,
        d => d,
    };
    if rd < 2 || rd > hd || rd % 2 != 0 {
        return Err(format!(
            "rotary_embedding_dim {rd} must be even and at most the head size {hd}"
        ));
    }
    let x_rot = slice(imp, node, x, 3, 0, rd, 1)?;
    let mut cos = imp.operand(node, 1)?;
    let mut sin = imp.operand(node, 2)?;
    if let Some(p) = imp.opt_operand(node, 3)? {
        let g = attrs(vec![("axis", Attr::Int(0))]);
        cos = imp.emit1(node, Gather, &[cos, p], g.clone())?;
        sin = imp.emit1(node, Gather, &[sin, p], g)?;
    }
    let ct = imp.ty(cos);
    if ct.rank() != 3 || ct.shape[2] != Dim::Fixed(rd as u64 / 2) {
        return Err(format!(
            "cos cache {ct} must be [batch, sequence, {}]",
            rd / 2
        ));
    }
    let mut cs = ct.shape.to_vec();
    cs.insert(2, Dim::Fixed(1));
    let cos = imp.reshape(node, cos, cs.clone());
    let sin = imp.reshape(node, sin, cs);
    let interleaved = attr_int(node, "interleaved", 0) != 0;
    let (x1, x2) = if interleaved {
        (
            slice(imp, node, x_rot, 3, 0, rd, 2)?,
            slice(imp, node, x_rot, 3, 1, rd, 2)?,
        )
    } else {
        (
            slice(imp, node, x_rot, 3, 0, rd / 2, 1)?,
            slice(imp, node, x_rot, 3, rd / 2, rd, 1)?,
        )
    };
    let a = imp.bin(node, Mul, cos, x1)?;
    let b = imp.bin(node, Mul, sin, x2)?;
    let real = imp.bin(node, Sub, a, b)?;
    let c = imp.bin(node, Mul, sin, x1)?;
    let d = imp.bin(node, Mul, cos, x2)?;
    let imag = imp.bin(node, Add, c, d)?;
    let cat = |imp: &mut Importer, parts: &[ValueId], axis: i64| {
        imp.emit1(node, Concat, parts, attrs(vec![("axis", Attr::Int(axis))]))
    };
    let rot = if interleaved {
        let mut s5 = imp.ty(real).shape.to_vec();
        s5.push(Dim::Fixed(1));
        let r5 = imp.reshape(node, real, s5.clone());
        let i5 = imp.reshape(node, imag, s5);
        let st = cat(imp, &[r5, i5], 4)?;
        let shape = imp.ty(x_rot).shape.to_vec();
        imp.reshape(node, st, shape)
    } else {
        cat(imp, &[real, imag], 3)?
    };
    let out = if rd < hd {
        let pass = slice(imp, node, x, 3, rd, hd, 1)?;
        cat(imp, &[rot, pass], 3)?
    } else {
        rot
    };
    let y = if dims.len() == 3 {
        imp.reshape(node, out, t0.shape.to_vec())
    } else {
        imp.emit1(
            node,
            Transpose,
            &[out],
            attrs(vec![("perm", Attr::Ints(vec![0, 2, 1, 3]))]),
        )?
    };
    Ok(vec![imp.val_of(y)])
}

fn grid_sample(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let x = imp.operand(node, 0)?;
    let g = imp.operand(node, 1)?;
    let mode = match super::ops::attr_str(node, "mode").as_deref() {
        None | Some("linear") | Some("bilinear") => "linear",
        Some("nearest") => "nearest",
        Some("cubic") | Some("bicubic") => "cubic",
        Some(m) => return Err(format!("mode {m:?} is not linear, nearest or cubic")),
    };
    let pad = super::ops::attr_str(node, "padding_mode").unwrap_or_else(|| "zeros".into());
    if !matches!(pad.as_str(), "zeros" | "border" | "reflection") {
        return Err(format!(
            "padding_mode {pad:?} is not zeros, border or reflection"
        ));
    }
    let g = imp.cast(node, g, imp.ty(x).dtype);
    imp.emit(
        node,
        OpKind::GridSample,
        &[x, g],
        attrs(vec![
            ("mode", Attr::Str(mode.into())),
            ("padding_mode", Attr::Str(pad)),
            (
                "align_corners",
                Attr::Int(attr_int(node, "align_corners", 0)),
            ),
        ]),
    )
}

fn dft(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let x = imp.operand(node, 0)?;
    let dims = fixed_dims(imp, x, "input")?;
    let r = dims.len();
    if r < 2 || !matches!(dims[r - 1], 1 | 2) {
        return Err(format!(
            "input {:?} must end in a dim of 1 (real) or 2 (complex)",
            dims
        ));
    }
    let axis = if imp.opset >= 20 {
        known_ints(imp, node, 2, "axis")?
            .and_then(|v| v.first().copied())
            .unwrap_or(-2)
    } else {
        attr_int(node, "axis", 1)
    };
    let axis = norm_axis(axis, r)?;
    if axis == r - 1 {
        return Err("axis must not be the last (real/imaginary) dim".into());
    }
    let inverse = attr_int(node, "inverse", 0) != 0;
    let onesided = attr_int(node, "onesided", 0) != 0;
    let n = match known_ints(imp, node, 1, "dft_length")?.and_then(|v| v.first().copied()) {
        Some(n) if n >= 1 => n as u64,
        Some(n) => return Err(format!("dft_length {n} must be positive")),
        None if inverse && onesided => 2 * (dims[axis] - 1),
        None => dims[axis],
    };
    let mut out = dims.clone();
    out[axis] = if onesided && !inverse { n / 2 + 1 } else { n };
    out[r - 1] = if inverse && onesided { 1 } else { 2 };
    let ty = TensorType::fixed(imp.ty(x).dtype, &out);
    Ok(imp.emit_typed(
        node,
        OpKind::Dft,
        &[x],
        attrs(vec![
            ("axis", Attr::Int(axis as i64)),
            ("inverse", Attr::Int(inverse as i64)),
            ("onesided", Attr::Int(onesided as i64)),
            ("length", Attr::Int(n as i64)),
        ]),
        vec![ty],
    ))
}

/// `CausalConvWithState` (onnx's reference): the input `[B, C, L]` after
/// the past state (zeros without one) `[B, C, k − 1]`, a depthwise
/// convolution of kernel `k` with no padding (plus the bias), then SiLU
/// in f32 with `activation` `silu`/`swish`; the present state is the last
/// `k − 1` steps of the padded input.
fn causal_conv_with_state(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let x = imp.operand(node, 0)?;
    let w = imp.operand(node, 1)?;
    let bias = imp.opt_operand(node, 2)?;
    let past = imp.opt_operand(node, 3)?;
    let xd = fixed_dims(imp, x, "input")?;
    let wd = fixed_dims(imp, w, "weight")?;
    let act = super::ops::attr_str(node, "activation").unwrap_or_else(|| "none".into());
    if !matches!(act.as_str(), "none" | "silu" | "swish") {
        return Err(format!("activation {act:?} is not none, silu or swish"));
    }
    let (&[b, c, l], &[wc, 1, k]) = (&xd[..], &wd[..]) else {
        return Err(format!(
            "input {xd:?} and weight {wd:?} must be [batch, channels, length] and [channels, 1, k]"
        ));
    };
    if wc != c || k == 0 {
        return Err(format!("weight {wd:?} does not fit {c} channels"));
    }
    let dt = imp.ty(x).dtype;
    let padded = if k > 1 {
        let pad = match past {
            Some(p) => {
                if fixed_dims(imp, p, "past_state")? != [b, c, k - 1] {
                    return Err(format!(
                        "past_state {} must be [{b}, {c}, {}]",
                        imp.ty(p),
                        k - 1
                    ));
                }
                p
            }
            None => imp.zeros(node, TensorType::fixed(dt, &[b, c, k - 1])),
        };
        imp.emit1(
            node,
            OpKind::Concat,
            &[pad, x],
            attrs(vec![("axis", Attr::Int(2))]),
        )?
    } else {
        x
    };
    let mut ins = vec![padded, w];
    ins.extend(bias);
    let mut y = imp.emit1(
        node,
        OpKind::Conv,
        &ins,
        attrs(vec![
            ("strides", Attr::Ints(vec![1])),
            ("pads", Attr::Ints(vec![0, 0])),
            ("dilations", Attr::Ints(vec![1])),
            ("group", Attr::Int(c as i64)),
        ]),
    )?;
    if act != "none" {
        let f = if dt == DType::F32 {
            y
        } else {
            imp.cast(node, y, DType::F32)
        };
        let s = imp.un(node, OpKind::Sigmoid, f)?;
        let m = imp.bin(node, OpKind::Mul, f, s)?;
        y = if dt == DType::F32 {
            m
        } else {
            imp.cast(node, m, dt)
        };
    }
    let total = (l + k - 1) as i64;
    let present = slice(imp, node, padded, 2, total - (k as i64 - 1), total, 1)?;
    Ok(vec![imp.val_of(y), imp.val_of(present)])
}

/// `TensorScatter` (a KV cache's update): `update` written into
/// `past_cache` along `axis` from each batch's `write_indices` entry (0
/// without them; wrapped modulo the axis' extent with `mode` `circular`)
/// — a ScatterElements with the positions built from those indices.
fn tensor_scatter(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let past = imp.operand(node, 0)?;
    let upd = imp.operand(node, 1)?;
    let wi = imp.opt_operand(node, 2)?;
    let pd = fixed_dims(imp, past, "past_cache")?;
    let ud = fixed_dims(imp, upd, "update")?;
    let r = pd.len();
    let axis = norm_axis(attr_int(node, "axis", -2), r)?;
    let mode = super::ops::attr_str(node, "mode").unwrap_or_else(|| "linear".into());
    if !matches!(mode.as_str(), "linear" | "circular") {
        return Err(format!("mode {mode:?} is not linear or circular"));
    }
    if axis == 0
        || ud.len() != r
        || (0..r).any(|i| {
            if i == axis {
                ud[i] > pd[i]
            } else {
                ud[i] != pd[i]
            }
        })
    {
        return Err(format!(
            "update {ud:?} does not fit past_cache {pd:?} along axis {axis} (≥ 1: dim 0 is the batch)"
        ));
    }
    // positions[b, …, s, …] = write_indices[b] + s
    let mut sshape = vec![1u64; r];
    sshape[axis] = ud[axis];
    let steps: Vec<f64> = (0..ud[axis]).map(|s| s as f64).collect();
    let mut pos = imp.constant(DType::I64, &sshape, &steps);
    if let Some(wi) = wi {
        let wi = imp.cast(node, wi, DType::I64);
        let mut bshape = vec![Dim::Fixed(1); r];
        bshape[0] = Dim::Fixed(pd[0]);
        let wb = imp.reshape(node, wi, bshape);
        pos = imp.bin(node, OpKind::Add, wb, pos)?;
    }
    if mode == "circular" {
        let m = imp.scalar(DType::I64, pd[axis] as f64);
        pos = imp.bin(node, OpKind::Mod, pos, m)?;
    }
    let zeros = imp.zeros(node, TensorType::fixed(DType::I64, &ud));
    let pos = imp.bin(node, OpKind::Add, pos, zeros)?;
    let y = imp.emit1(
        node,
        OpKind::ScatterElements,
        &[past, pos, upd],
        attrs(vec![
            ("axis", Attr::Int(axis as i64)),
            ("reduction", Attr::Str("none".into())),
        ]),
    )?;
    Ok(vec![imp.val_of(y)])
}

/// Row-major coordinates of flat index `i` over `dims`.
fn coords(mut i: u64, dims: &[u64]) -> Vec<u64> {
    let mut c = vec![0; dims.len()];
    for d in (0..dims.len()).rev() {
        c[d] = i % dims[d];
        i /= dims[d];
    }
    c
}

/// `DeformConv` (2-D, onnx's reference): each kernel tap of each output
/// position samples its input channels at the tap's place moved by the
/// offsets (bilinear, zeros outside: a `grid_sample` with aligned corners
/// of a grid built from the run-time offsets, per offset group), times
/// the mask; then the grouped product with the weights, plus the bias.
fn deform_conv(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    use OpKind::*;
    let x = imp.operand(node, 0)?;
    let w = imp.operand(node, 1)?;
    let off = imp.operand(node, 2)?;
    let bias = imp.opt_operand(node, 3)?;
    let mask = imp.opt_operand(node, 4)?;
    let (xd, wd, od) = (
        fixed_dims(imp, x, "X")?,
        fixed_dims(imp, w, "W")?,
        fixed_dims(imp, off, "offset")?,
    );
    if xd.len() != 4 || wd.len() != 4 || od.len() != 4 {
        return Err(format!(
            "X {xd:?}, W {wd:?} and offset {od:?}: only 2-D DeformConv ([N, C, H, W]) is imported"
        ));
    }
    let (n, ic, ih, iw) = (xd[0], xd[1], xd[2], xd[3]);
    let (oc, icg) = (wd[0], wd[1]);
    let (kh, kw) = match attr_ints(node, "kernel_shape") {
        Some(k) if k.len() == 2 => (k[0] as u64, k[1] as u64),
        Some(k) => return Err(format!("kernel_shape {k:?} must have 2 entries")),
        None => (wd[2], wd[3]),
    };
    if !(1..=4096).contains(&kh) || !(1..=4096).contains(&kw) {
        return Err(format!("kernel {kh}×{kw} must be 1 to 4096 each way"));
    }
    let group = attr_int(node, "group", 1).max(1) as u64;
    let og = attr_int(node, "offset_group", 1).max(1) as u64;
    let st = attr_ints(node, "strides").unwrap_or_else(|| vec![1, 1]);
    let dl = attr_ints(node, "dilations").unwrap_or_else(|| vec![1, 1]);
    let pads = attr_ints(node, "pads").unwrap_or_else(|| vec![0; 4]);
    let k = kh * kw;
    let (oh, ow) = (od[2], od[3]);
    if Some(ic) != icg.checked_mul(group)
        || oc % group != 0
        || ic % og != 0
        || Some(od[1]) != og.checked_mul(k * 2)
        || od[0] != n
    {
        return Err(format!(
            "X {xd:?}, W {wd:?}, offset {od:?}, group {group}, offset_group {og}: the shapes disagree"
        ));
    }
    if st.len() != 2 || dl.len() != 2 || pads.len() != 4 {
        return Err("strides, dilations (2 entries) and pads (4) must fit 2-D".into());
    }
    if st
        .iter()
        .chain(&dl)
        .chain(&pads)
        .any(|v| v.unsigned_abs() > 1 << 20)
        || ih < 2
        || iw < 2
    {
        return Err(format!(
            "strides {st:?}, dilations {dl:?}, pads {pads:?} or the input's {ih}×{iw} are out of range"
        ));
    }
    let dt = imp.ty(x).dtype;
    // Tap positions without offsets: y over [1, K, oh, 1], x over [1, K, 1, ow].
    let mut by = Vec::with_capacity((k * oh) as usize);
    let mut bx = Vec::with_capacity((k * ow) as usize);
    for t in 0..k {
        let (th, tw) = ((t / kw) as i64, (t % kw) as i64);
        by.extend((0..oh as i64).map(|i| (-pads[0] + st[0] * i + th * dl[0]) as f64));
        bx.extend((0..ow as i64).map(|j| (-pads[1] + st[1] * j + tw * dl[1]) as f64));
    }
    let base_y = imp.constant(dt, &[1, k, oh, 1], &by);
    let base_x = imp.constant(dt, &[1, k, 1, ow], &bx);
    let sy = imp.scalar(dt, 2.0 / (ih as f64 - 1.0));
    let sx = imp.scalar(dt, 2.0 / (iw as f64 - 1.0));
    let one = imp.scalar(dt, 1.0);
    let off6 = imp.reshape(node, off, [n, og, k, 2, oh, ow].map(Dim::Fixed).to_vec());
    let mask5 = mask.map(|m| imp.reshape(node, m, [n, og, 1, k, oh * ow].map(Dim::Fixed).to_vec()));
    let cg = ic / og;
    let mut parts = Vec::with_capacity(og as usize);
    for g in 0..og as i64 {
        let pick = |imp: &mut Importer, v: ValueId, axis: usize, at: i64| {
            slice(imp, node, v, axis, at, at + 1, 1)
        };
        let og_off = pick(imp, off6, 1, g)?;
        let coord = |imp: &mut Importer, c: i64, base: ValueId, s: ValueId| -> R<ValueId> {
            let o = pick(imp, og_off, 3, c)?;
            let o = imp.reshape(node, o, [n, k, oh, ow].map(Dim::Fixed).to_vec());
            let p = imp.bin(node, Add, o, base)?;
            let p = imp.bin(node, Mul, p, s)?;
            let p = imp.bin(node, Sub, p, one)?;
            Ok(imp.reshape(node, p, [n, k, oh, ow, 1].map(Dim::Fixed).to_vec()))
        };
        let gy = coord(imp, 0, base_y, sy)?;
        let gx = coord(imp, 1, base_x, sx)?;
        let grid = imp.emit1(node, Concat, &[gx, gy], attrs(vec![("axis", Attr::Int(4))]))?;
        let grid = imp.reshape(node, grid, [n, k * oh, ow, 2].map(Dim::Fixed).to_vec());
        let xg = if og == 1 {
            x
        } else {
            slice(imp, node, x, 1, g * cg as i64, (g + 1) * cg as i64, 1)?
        };
        let sampled = imp.emit1(
            node,
            GridSample,
            &[xg, grid],
            attrs(vec![
                ("mode", Attr::Str("linear".into())),
                ("padding_mode", Attr::Str("zeros".into())),
                ("align_corners", Attr::Int(1)),
            ]),
        )?;
        // [N, cg, K·oh, ow] → [N, cg, K, oh·ow], times the mask
        let mut sampled = imp.reshape(node, sampled, [n, cg, k, oh * ow].map(Dim::Fixed).to_vec());
        if let Some(m) = mask5 {
            let mg = pick(imp, m, 1, g)?;
            let mg = imp.reshape(node, mg, [n, 1, k, oh * ow].map(Dim::Fixed).to_vec());
            sampled = imp.bin(node, Mul, sampled, mg)?;
        }
        parts.push(sampled);
    }
    let s = if parts.len() == 1 {
        parts[0]
    } else {
        imp.emit1(node, Concat, &parts, attrs(vec![("axis", Attr::Int(1))]))?
    };
    // [N, group, icg·K, oh·ow] × W [group, ocg, icg·K]
    let s = imp.reshape(
        node,
        s,
        [n, group, icg * k, oh * ow].map(Dim::Fixed).to_vec(),
    );
    let wg = imp.reshape(
        node,
        w,
        [group, oc / group, icg * k].map(Dim::Fixed).to_vec(),
    );
    let y = imp.emit1(node, MatMul, &[wg, s], Attrs::new())?;
    let mut y = imp.reshape(node, y, [n, oc, oh, ow].map(Dim::Fixed).to_vec());
    if let Some(b) = bias {
        let b = imp.reshape(node, b, [1, oc, 1, 1].map(Dim::Fixed).to_vec());
        y = imp.bin(node, Add, y, b)?;
    }
    Ok(vec![imp.val_of(y)])
}

/// `Col2Im` (torch's `fold`): every column entry added into the image
/// pixel its block offset and sliding position land on (outside the
/// padded border: dropped) — the input `[N, C·K, L]` as `[N, C, K·L]`
/// times a constant 0/1 matrix `[K·L, pixels]`, reshaped to the image.
fn col2im(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let x = imp.operand(node, 0)?;
    let xd = fixed_dims(imp, x, "input")?;
    let img: Vec<u64> = known_ints(imp, node, 1, "image_shape")?
        .ok_or("image_shape (input 1) must be known at compile time")?
        .iter()
        .map(|&v| v.max(0) as u64)
        .collect();
    let blk: Vec<u64> = known_ints(imp, node, 2, "block_shape")?
        .ok_or("block_shape (input 2) must be known at compile time")?
        .iter()
        .map(|&v| v.max(0) as u64)
        .collect();
    let sp = img.len();
    if blk.len() != sp || sp == 0 || xd.len() != 3 {
        return Err(format!(
            "input {xd:?}, image_shape {img:?} and block_shape {blk:?} must be [N, C·K, L] and two lists of one length"
        ));
    }
    let ints = |name: &str, d: i64, n: usize| -> Vec<i64> {
        attr_ints(node, name).unwrap_or_else(|| vec![d; n])
    };
    let (dil, pads, st) = (
        ints("dilations", 1, sp),
        ints("pads", 0, 2 * sp),
        ints("strides", 1, sp),
    );
    if dil.len() != sp
        || pads.len() != 2 * sp
        || st.len() != sp
        || st.iter().chain(&dil).any(|&v| v < 1)
    {
        return Err(
            "dilations, strides (positive) and pads must have one entry per spatial dim (pads two)"
                .into(),
        );
    }
    let prod = |v: &[u64]| v.iter().try_fold(1u64, |a, &b| a.checked_mul(b));
    let k = prod(&blk).ok_or("block_shape is too large")?;
    if k == 0 || xd[1] % k != 0 {
        return Err(format!(
            "input dim 1 ({}) is not a multiple of the block's {k} elements",
            xd[1]
        ));
    }
    let c = xd[1] / k;
    let grid: Vec<u64> = (0..sp)
        .map(|d| {
            let span = dil[d].saturating_mul(blk[d] as i64 - 1).saturating_add(1);
            let n = (img[d] as i64)
                .saturating_add(pads[d])
                .saturating_add(pads[sp + d])
                .saturating_sub(span)
                / st[d]
                + 1;
            n.max(0) as u64
        })
        .collect();
    let l = prod(&grid).ok_or("the sliding blocks are too many")?;
    if l != xd[2] {
        return Err(format!(
            "input dim 2 ({}) is not the {l} sliding blocks ({grid:?}) of the image",
            xd[2]
        ));
    }
    let pix = prod(&img).ok_or("image_shape is too large")?;
    let cells = prod(&[k, l, pix]).unwrap_or(u64::MAX);
    if cells > 1 << 26 {
        return Err(format!(
            "Col2Im of {cells} matrix cells is too large to import here"
        ));
    }
    let mut m = vec![0.0f64; cells as usize];
    for kk in 0..k {
        let ko = coords(kk, &blk);
        for ll in 0..l {
            let lo = coords(ll, &grid);
            let mut at = 0u64;
            let mut inside = true;
            for d in 0..sp {
                let p = (lo[d] as i64 * st[d] - pads[d])
                    .saturating_add((ko[d] as i64).saturating_mul(dil[d]));
                if p < 0 || p >= img[d] as i64 {
                    inside = false;
                    break;
                }
                at = at * img[d] + p as u64;
            }
            if inside {
                m[((kk * l + ll) * pix + at) as usize] = 1.0;
            }
        }
    }
    let dt = imp.ty(x).dtype;
    let mm = imp.materialize(
        &Val::known(super::lit::Lit {
            dtype: dt,
            shape: vec![k * l, pix],
            elems: m.into_iter().map(super::lit::Elem::F).collect(),
        }),
        "col2im scatter",
    )?;
    let x3 = imp.reshape(node, x, [xd[0], c, k * l].map(Dim::Fixed).to_vec());
    let y = imp.emit1(node, OpKind::MatMul, &[x3, mm], Attrs::new())?;
    let mut out = vec![xd[0], c];
    out.extend(&img);
    let y = imp.reshape(node, y, out.into_iter().map(Dim::Fixed).collect());
    Ok(vec![imp.val_of(y)])
}

/// `MaxUnpool`: `X` written at its `indices` (flat over the whole unpooled
/// tensor, as MaxPool gives them) into zeros of the unpooled shape
/// (`(in − 1)·stride − pads + kernel` per spatial dim), then zero-padded
/// at the end to `output_shape` when given (onnx's reference).
fn max_unpool(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let x = imp.operand(node, 0)?;
    let i = imp.operand(node, 1)?;
    let xd = fixed_dims(imp, x, "X")?;
    if fixed_dims(imp, i, "I")? != xd || xd.len() < 3 {
        return Err(format!("X {xd:?} and I must have one shape of rank ≥ 3"));
    }
    let sp = xd.len() - 2;
    let kernel = attr_ints(node, "kernel_shape").ok_or("attribute kernel_shape is required")?;
    let st = attr_ints(node, "strides").unwrap_or_else(|| vec![1; sp]);
    let pads = attr_ints(node, "pads").unwrap_or_else(|| vec![0; 2 * sp]);
    if kernel.len() != sp || st.len() != sp || pads.len() != 2 * sp {
        return Err(
            "kernel_shape, strides and pads must have one entry per spatial dim (pads two)".into(),
        );
    }
    let mut inferred = xd[..2].to_vec();
    for d in 0..sp {
        let n = (xd[d + 2] as i64 - 1)
            .saturating_mul(st[d])
            .saturating_sub(pads[d].saturating_add(pads[sp + d]))
            .saturating_add(kernel[d]);
        if n < 1 {
            return Err(format!("spatial dim {d} unpools to {n}"));
        }
        inferred.push(n as u64);
    }
    let shape: Vec<u64> = match known_ints(imp, node, 2, "output_shape")? {
        Some(s) => s.iter().map(|&v| v.max(0) as u64).collect(),
        None => inferred.clone(),
    };
    if shape.len() != inferred.len() || shape.iter().zip(&inferred).any(|(a, b)| a < b) {
        return Err(format!(
            "output_shape {shape:?} is smaller than the unpooled {inferred:?}"
        ));
    }
    let dt = imp.ty(x).dtype;
    let total = inferred
        .iter()
        .try_fold(1u64, |a, &b| a.checked_mul(b))
        .filter(|&t| t <= 1 << 32)
        .ok_or_else(|| format!("the unpooled shape {inferred:?} is too large"))?;
    let n: u64 = xd.iter().product();
    let zeros = imp.zeros(node, TensorType::fixed(dt, &[total]));
    let xf = imp.reshape(node, x, vec![Dim::Fixed(n)]);
    let i64t = imp.cast(node, i, DType::I64);
    let ifl = imp.reshape(node, i64t, vec![Dim::Fixed(n)]);
    let y = imp.emit1(
        node,
        OpKind::ScatterElements,
        &[zeros, ifl, xf],
        attrs(vec![
            ("axis", Attr::Int(0)),
            ("reduction", Attr::Str("none".into())),
        ]),
    )?;
    let mut y = imp.reshape(node, y, inferred.iter().map(|&v| Dim::Fixed(v)).collect());
    if shape != inferred {
        let mut p = vec![0i64; 2 * shape.len()];
        for d in 0..shape.len() {
            p[shape.len() + d] = (shape[d] - inferred[d]) as i64;
        }
        y = imp.emit1(
            node,
            OpKind::Pad,
            &[y],
            attrs(vec![
                ("pads", Attr::Ints(p)),
                ("mode", Attr::Str("constant".into())),
                ("value", Attr::Float(0.0)),
            ]),
        )?;
    }
    Ok(vec![imp.val_of(y)])
}

/// `STFT` (onnx's reference): the signal `[batch, length, 1 or 2]` cut
/// into `1 + (length − frame_length) / frame_step` frames of the window's
/// length (a gather of a constant index matrix), each multiplied by the
/// window, then a `dft` of `frame_length` along the frame (one-sided by
/// default): `[batch, frames, bins, 2]`.
fn stft(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let mut x = imp.operand(node, 0)?;
    let mut dims = fixed_dims(imp, x, "signal")?;
    // A real signal `[batch, length]` (onnxruntime takes it too).
    if dims.len() == 2 {
        dims.push(1);
        let t = TensorType::fixed(imp.ty(x).dtype, &dims);
        x = imp.emit_typed(node, OpKind::Reshape, &[x], Attrs::new(), vec![t])[0]
            .id
            .ok_or("internal: reshape has no value")?;
    }
    if dims.len() != 3 || !matches!(dims[2], 1 | 2) {
        return Err(format!(
            "signal {dims:?} must be [batch, length, 1 (real) or 2 (complex)] or [batch, length]"
        ));
    }
    let step = known_ints(imp, node, 1, "frame_step")?
        .and_then(|v| v.first().copied())
        .ok_or("frame_step (input 1) must be known at compile time")?;
    if step < 1 {
        return Err(format!("frame_step {step} must be positive"));
    }
    let window = imp.opt_operand(node, 2)?;
    let wlen = match window {
        Some(w) => match fixed_dims(imp, w, "window")?[..] {
            [n] => Some(n),
            ref d => return Err(format!("window {d:?} must be 1-D")),
        },
        None => None,
    };
    let flen = match known_ints(imp, node, 3, "frame_length")?.and_then(|v| v.first().copied()) {
        Some(n) if n >= 1 => n as u64,
        Some(n) => return Err(format!("frame_length {n} must be positive")),
        None => wlen.unwrap_or(dims[1]),
    };
    let size = wlen.unwrap_or(flen);
    if flen > dims[1] {
        return Err(format!(
            "frame_length {flen} is longer than the signal ({})",
            dims[1]
        ));
    }
    let frames = 1 + (dims[1] - flen) / step as u64;
    if (frames - 1) * step as u64 + size > dims[1] {
        return Err(format!(
            "the last frame ({size} samples at {}) runs past the signal's {}",
            (frames - 1) * step as u64,
            dims[1]
        ));
    }
    let idx: Vec<i64> = (0..frames as i64)
        .flat_map(|f| (0..size as i64).map(move |t| f * step + t))
        .collect();
    let idx = imp.materialize(
        &Val::known(super::lit::Lit {
            dtype: DType::I64,
            shape: vec![frames, size],
            elems: idx.into_iter().map(super::lit::Elem::I).collect(),
        }),
        "stft frames",
    )?;
    let mut v = imp.emit(
        node,
        OpKind::Gather,
        &[x, idx],
        attrs(vec![("axis", Attr::Int(1))]),
    )?[0]
        .id
        .ok_or("internal: gather has no value")?;
    let dt = imp.ty(x).dtype;
    if let Some(w) = window {
        let wt = TensorType::fixed(dt, &[1, 1, size, 1]);
        let w4 = imp.emit_typed(node, OpKind::Reshape, &[w], Attrs::new(), vec![wt])[0]
            .id
            .ok_or("internal: reshape has no value")?;
        v = imp.emit(node, OpKind::Mul, &[v, w4], Attrs::new())?[0]
            .id
            .ok_or("internal: mul has no value")?;
    }
    let onesided = attr_int(node, "onesided", 1) != 0;
    let bins = if onesided { flen / 2 + 1 } else { flen };
    let ty = TensorType::fixed(dt, &[dims[0], frames, bins, 2]);
    Ok(imp.emit_typed(
        node,
        OpKind::Dft,
        &[v],
        attrs(vec![
            ("axis", Attr::Int(2)),
            ("inverse", Attr::Int(0)),
            ("onesided", Attr::Int(onesided as i64)),
            ("length", Attr::Int(flen as i64)),
        ]),
        vec![ty],
    ))
}

fn det(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let x = imp.operand(node, 0)?;
    imp.emit(node, OpKind::Det, &[x], Attrs::new())
}

/// `RandomNormal` / `RandomUniform` (shape from the `shape` attribute) and
/// their `Like` forms (the shape of input 0; its type unless `dtype` says
/// otherwise): a constant holding one sample, drawn when the model is
/// imported from hetc's generator ([`draw`]) with the node's `seed` (0
/// without one), and a warning saying so. ONNX leaves the generator to the
/// runtime; onnxruntime draws new values at every run, so a model that
/// uses them is compared with it where they are multiplied by zero (VITS's
/// noise scales).
fn random(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let like = node.op_type.ends_with("Like");
    let normal = node.op_type.starts_with("RandomNormal");
    let (dims, input_dtype) = if like {
        let x = imp.input(node, 0)?;
        let dims = x.ty.fixed_dims().ok_or_else(|| {
            format!(
                "the input's shape {} has symbolic dims: the sample is drawn when the model is compiled, so its shape must be known then (bind the dims with --bind)",
                x.ty
            )
        })?;
        (dims, Some(x.ty.dtype))
    } else {
        let shape = attr_ints(node, "shape").ok_or("attribute `shape` is required")?;
        let dims = shape
            .iter()
            .map(|&d| {
                u64::try_from(d).map_err(|_| format!("shape {shape:?} has a negative extent"))
            })
            .collect::<R<Vec<u64>>>()?;
        (dims, None)
    };
    let dtype = match super::ops::attr(node, "dtype") {
        Some(a) => tensor::dtype_of(a.i as i32).map_err(|m| format!("attribute `dtype`: {m}"))?,
        None => input_dtype.unwrap_or(DType::F32),
    };
    if !dtype.is_float() {
        return Err(format!(
            "{} samples of {dtype}: only float types are drawn",
            node.op_type
        ));
    }
    let n = dims
        .iter()
        .try_fold(1u64, |a, &d| a.checked_mul(d))
        .ok_or("the sample's element count overflows")?;
    if n > 1 << 28 {
        return Err(format!(
            "a sample of {n} elements is too large to hold as a constant"
        ));
    }
    let (a, b) = if normal {
        (
            attr_float(node, "mean", 0.0),
            attr_float(node, "scale", 1.0),
        )
    } else {
        (attr_float(node, "low", 0.0), attr_float(node, "high", 1.0))
    };
    let seed = super::ops::attr(node, "seed").map(|s| s.f);
    let vals = draw(normal, a, b, seed.unwrap_or(0.0), n as usize);
    imp.warnings.push(format!(
        "node {:?}: {} draws its {n} values once, when the model is imported (hetc's generator, seed {}): every run uses this sample, where onnxruntime draws new values at each run",
        node.name,
        node.op_type,
        seed.map_or("0, the node sets none".to_string(), |s| s.to_string())
    ));
    let v = imp.constant(dtype, &dims, &vals);
    Ok(vec![imp.val_of(v)])
}

/// `n` draws from N(`a`, `b`²) (`normal`) or U[`a`, `b`): splitmix64
/// seeded with the bits of `seed` (Steele et al., "Fast splittable
/// pseudorandom number generators", 2014), 53-bit uniforms, Box–Muller for
/// the normal ones. The same arguments give the same values on every host.
fn draw(normal: bool, a: f64, b: f64, seed: f32, n: usize) -> Vec<f64> {
    let mut state = 0x9e37_79b9_7f4a_7c15u64 ^ u64::from(seed.to_bits());
    let mut next = || {
        state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^= z >> 31;
        // (0, 1]: the log below never sees 0
        ((z >> 11) + 1) as f64 / (1u64 << 53) as f64
    };
    let mut out = Vec::with_capacity(n);
    while out.len() < n {
        let u1 = next();
        if normal {
            let u2 = next();
            let r = (-2.0 * u1.ln()).sqrt();
            let t = std::f64::consts::TAU * u2;
            out.push(a + b * r * t.cos());
            if out.len() < n {
                out.push(a + b * r * t.sin());
            }
        } else {
            out.push(a + (b - a) * (1.0 - u1));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::draw;

    /// The sample's moments against the distributions' (N(μ, σ²): mean μ,
    /// variance σ², 68.27 % within one σ; U[a, b): mean (a+b)/2, variance
    /// (b−a)²/12, every value inside), with bounds of several standard
    /// errors for 200 000 draws; the same seed gives the same values, and
    /// another seed others.
    #[test]
    fn random_draws_follow_their_distributions() {
        let n = 200_000;
        let x = draw(true, 2.0, 3.0, 7.0, n);
        assert_eq!(x.len(), n);
        let mean = x.iter().sum::<f64>() / n as f64;
        let var = x.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / n as f64;
        assert!((mean - 2.0).abs() < 5.0 * 3.0 / (n as f64).sqrt(), "{mean}");
        assert!((var / 9.0 - 1.0).abs() < 0.02, "{var}");
        let within = x.iter().filter(|v| (*v - 2.0).abs() < 3.0).count() as f64 / n as f64;
        assert!((within - 0.6827).abs() < 0.005, "{within}");
        let u = draw(false, -1.0, 3.0, 0.0, n);
        assert!(u.iter().all(|v| (-1.0..3.0).contains(v)));
        let mean = u.iter().sum::<f64>() / n as f64;
        let var = u.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / n as f64;
        assert!((mean - 1.0).abs() < 0.01, "{mean}");
        assert!((var / (16.0 / 12.0) - 1.0).abs() < 0.02, "{var}");
        // odd counts, determinism, seeds
        let z = draw(true, 0.0, 1.0, 7.0, 5);
        for (a, b) in z.iter().zip(&x) {
            assert!((2.0 + 3.0 * a - b).abs() < 1e-12, "{a} {b}");
        }
        assert_ne!(draw(true, 0.0, 1.0, 8.0, 5), draw(true, 0.0, 1.0, 7.0, 5));
    }
}
