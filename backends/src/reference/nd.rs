//! Reference semantics of the indexing, windowed and resampling ops:
//! N-d convolution (plain and transposed) and pooling, gathers and
//! scatters, padding, cumulative ops, arg-reductions, einsum and resize.
//! Each follows the ONNX operator spec (and, where the spec leaves a
//! choice, onnx's reference implementation); indices are validated and an
//! out-of-range one is an error naming the op, never a panic.

use super::{err, int, ints, strides, Tensor};
use crate::BackendError;
use hetc_ir::resize::ResizeAttrs;
use hetc_ir::OpData;

type R<T> = Result<T, BackendError>;

/// Row-major coordinates of flat index `i` in `shape`.
pub(super) fn coords(mut i: usize, shape: &[usize], out: &mut [usize]) {
    for d in (0..shape.len()).rev() {
        let n = shape[d].max(1);
        out[d] = i % n;
        i /= n;
    }
}

fn flat(c: &[usize], st: &[usize]) -> usize {
    c.iter().zip(st).map(|(a, b)| a * b).sum()
}

/// A possibly negative index into an extent of `n`, checked.
fn wrap_index(op: &OpData, i: f64, n: usize) -> R<usize> {
    let j = if i < 0.0 { i + n as f64 } else { i };
    if !(0.0..n as f64).contains(&j) {
        return Err(err(format!(
            "{} {:?}: index {i} is out of range for extent {n}",
            op.kind, op.name
        )));
    }
    Ok(j as usize)
}

fn str_attr<'a>(op: &'a OpData, k: &str, default: &'a str) -> &'a str {
    op.attr_str(k).unwrap_or(default)
}

fn float_attr(op: &OpData, k: &str, default: f64) -> f64 {
    op.attr_float(k).unwrap_or(default)
}

/// N-d convolution, NCHW…, grouped and dilated.
pub(super) fn conv(op: &OpData, ins: &[&Tensor], oshape: &[usize]) -> R<Vec<f64>> {
    let (x, w) = (ins[0], ins[1]);
    let sp = x.shape.len() - 2;
    let st = ints(op, "strides")?;
    let pads = ints(op, "pads")?;
    let dil = ints(op, "dilations")?;
    let group = int(op, "group", 1).max(1) as usize;
    let (nb, cin) = (x.shape[0], x.shape[1]);
    let (cout, cpg) = (w.shape[0], w.shape[1]);
    let ksh = &w.shape[2..];
    let ish = &x.shape[2..];
    let osp = &oshape[2..];
    let opg = (cout / group).max(1);
    let kn: usize = ksh.iter().product();
    let on: usize = osp.iter().product();
    let in_n: usize = ish.iter().product();
    let ist = strides(ish);
    if on > u32::MAX as usize || in_n > u32::MAX as usize {
        return Err(err(format!(
            "{} {:?}: a plane of {} elements is too large for the reference interpreter",
            op.kind,
            op.name,
            on.max(in_n)
        )));
    }
    // Each kernel tap's runs of outputs inside the input, once: `(o, at,
    // len)` for outputs `o..o + len` reading the input at `at`, `at + s`,
    // … (`s` the last dim's stride: a run is a stretch of one output row).
    // The products then stream over contiguous rows with no index
    // arithmetic in the inner loop (which vectorizes at stride 1).
    let step = st.last().map_or(1, |&s| s.max(1) as usize);
    let mut taps: Vec<Vec<(u32, u32, u32)>> = vec![Vec::new(); kn];
    let (mut oc, mut kc) = (vec![0; sp], vec![0; sp]);
    for (k, tap) in taps.iter_mut().enumerate() {
        coords(k, ksh, &mut kc);
        for o in 0..on {
            coords(o, osp, &mut oc);
            let mut at = 0usize;
            let inside = (0..sp).all(|d| {
                let p = oc[d] as i64 * st[d] + kc[d] as i64 * dil[d] - pads[d];
                at += p.max(0) as usize * ist[d];
                (0..ish[d] as i64).contains(&p)
            });
            if !inside {
                continue;
            }
            match tap.last_mut() {
                Some((o0, a0, len))
                    if (*o0 + *len) as usize == o
                        && *a0 as usize + *len as usize * step == at
                        && oc.last().is_some_and(|&c| c > 0) =>
                {
                    *len += 1
                }
                _ => tap.push((o as u32, at as u32, 1)),
            }
        }
    }
    let mut out = vec![0.0; nb * cout * on];
    for n in 0..nb {
        for co in 0..cout {
            let g = co / opg;
            let row = &mut out[(n * cout + co) * on..(n * cout + co + 1) * on];
            row.fill(ins.get(2).map_or(0.0, |b| b.data[co]));
            for ci in 0..cpg {
                let c = g * cpg + ci;
                if c >= cin {
                    continue;
                }
                let plane = &x.data[(n * cin + c) * in_n..(n * cin + c + 1) * in_n];
                let ws = &w.data[(co * cpg + ci) * kn..(co * cpg + ci + 1) * kn];
                for (tap, &wv) in taps.iter().zip(ws) {
                    for &(o, at, len) in tap {
                        let (o, at, len) = (o as usize, at as usize, len as usize);
                        let dst = &mut row[o..o + len];
                        if step == 1 {
                            for (y, &v) in dst.iter_mut().zip(&plane[at..at + len]) {
                                *y += wv * v;
                            }
                        } else {
                            for (i, y) in dst.iter_mut().enumerate() {
                                *y += wv * plane[at + i * step];
                            }
                        }
                    }
                }
            }
        }
    }
    Ok(out)
}

/// N-d transposed convolution: every input element scatters its products
/// with the kernel into the output.
pub(super) fn conv_transpose(op: &OpData, ins: &[&Tensor], oshape: &[usize]) -> R<Vec<f64>> {
    let (x, w) = (ins[0], ins[1]);
    let sp = x.shape.len() - 2;
    let st = ints(op, "strides")?;
    let pads = ints(op, "pads")?;
    let dil = ints(op, "dilations")?;
    let group = int(op, "group", 1).max(1) as usize;
    let (nb, cin) = (x.shape[0], x.shape[1]);
    let mpg = w.shape[1];
    let cout = oshape[1];
    let cpg = (cin / group).max(1);
    let ksh = &w.shape[2..];
    let ish = &x.shape[2..];
    let osp = &oshape[2..];
    let kn: usize = ksh.iter().product();
    let on: usize = osp.iter().product();
    let in_n: usize = ish.iter().product();
    let ost = strides(osp);
    let mut out = vec![0.0; nb * cout * on];
    for n in 0..nb {
        for co in 0..cout {
            let b = ins.get(2).map_or(0.0, |b| b.data[co]);
            out[(n * cout + co) * on..(n * cout + co + 1) * on].fill(b);
        }
    }
    let (mut ic, mut kc) = (vec![0; sp], vec![0; sp]);
    for n in 0..nb {
        for c in 0..cin {
            let g = c / cpg;
            for i in 0..in_n {
                let xv = x.data[(n * cin + c) * in_n + i];
                coords(i, ish, &mut ic);
                for k in 0..kn {
                    coords(k, ksh, &mut kc);
                    let mut at = 0usize;
                    let mut inside = true;
                    for d in 0..sp {
                        let p = ic[d] as i64 * st[d] + kc[d] as i64 * dil[d] - pads[d];
                        if p < 0 || p >= osp[d] as i64 {
                            inside = false;
                            break;
                        }
                        at += p as usize * ost[d];
                    }
                    if !inside {
                        continue;
                    }
                    for m in 0..mpg {
                        let co = g * mpg + m;
                        out[(n * cout + co) * on + at] += xv * w.data[(c * mpg + m) * kn + k];
                    }
                }
            }
        }
    }
    Ok(out)
}

/// N-d max / average pooling (dilations, padding, ceil mode's extra end
/// windows; average counts padding inside the padded input with
/// `count_include_pad`).
pub(super) fn pool(op: &OpData, x: &Tensor, oshape: &[usize]) -> R<Vec<f64>> {
    Ok(pool_indexed(op, x, oshape)?.0)
}

/// [`pool`], and for max pooling the flat input index of each maximum
/// (row-major, or column-major spatial dims with `storage_order` 1).
pub(super) fn pool_indexed(op: &OpData, x: &Tensor, oshape: &[usize]) -> R<(Vec<f64>, Vec<f64>)> {
    let sp = x.shape.len() - 2;
    let k = ints(op, "kernel")?;
    let st = ints(op, "strides")?;
    let pads = ints(op, "pads")?;
    let dil = op
        .attr_ints("dilations")
        .map_or(vec![1; sp], |d| d.to_vec());
    let max = op.kind == hetc_ir::OpKind::MaxPool;
    let include_pad = int(op, "count_include_pad", 0) != 0;
    let nc = x.shape[0] * x.shape[1];
    let ish = &x.shape[2..];
    let osp = &oshape[2..];
    let ksh: Vec<usize> = k.iter().map(|&v| v.max(0) as usize).collect();
    let kn: usize = ksh.iter().product();
    let on: usize = osp.iter().product();
    let in_n: usize = ish.iter().product();
    let ist = strides(ish);
    let mut out = Vec::with_capacity(nc * on);
    let mut arg = Vec::new();
    let col_major = int(op, "storage_order", 0) != 0;
    let (mut oc, mut kc) = (vec![0; sp], vec![0; sp]);
    for c in 0..nc {
        for o in 0..on {
            coords(o, osp, &mut oc);
            let mut acc = if max { f64::NEG_INFINITY } else { 0.0 };
            let mut best = 0usize;
            let mut cnt = 0usize;
            for kk in 0..kn {
                coords(kk, &ksh, &mut kc);
                let mut at = 0usize;
                let mut inside = true;
                let mut in_pad = true;
                for d in 0..sp {
                    let p = oc[d] as i64 * st[d] + kc[d] as i64 * dil[d] - pads[d];
                    if p < 0 || p >= ish[d] as i64 {
                        inside = false;
                    }
                    // Padding counts only inside the padded input, not past it.
                    if p >= ish[d] as i64 + pads[sp + d] {
                        in_pad = false;
                    }
                    if inside {
                        at += p as usize * ist[d];
                    }
                }
                if inside {
                    let v = x.data[c * in_n + at];
                    if max && (v > acc || cnt == 0) {
                        best = if col_major {
                            // spatial coordinates, first dim fastest
                            let mut idx = 0usize;
                            let mut mul = 1usize;
                            for d in 0..sp {
                                let p = (oc[d] as i64 * st[d] + kc[d] as i64 * dil[d] - pads[d])
                                    as usize;
                                idx += p * mul;
                                mul *= ish[d];
                            }
                            c * in_n + idx
                        } else {
                            c * in_n + at
                        };
                    }
                    acc = if max {
                        if v.is_nan() || acc.is_nan() {
                            f64::NAN
                        } else {
                            acc.max(v)
                        }
                    } else {
                        acc + v
                    };
                    cnt += 1;
                } else if include_pad && in_pad {
                    cnt += 1;
                }
            }
            out.push(if max { acc } else { acc / cnt.max(1) as f64 });
            arg.push(best as f64);
        }
    }
    Ok((out, arg))
}

/// (outer, len, inner) around `axis`.
fn split3(shape: &[usize], axis: usize) -> (usize, usize, usize) {
    super::split3(shape, axis)
}

/// ArgMax / ArgMin along `axis`: the first extreme, or the last with
/// `select_last_index`.
pub(super) fn arg_reduce(op: &OpData, x: &Tensor) -> R<Vec<f64>> {
    let axis = super::norm_axis(int(op, "axis", 0), x.shape.len());
    let last = int(op, "select_last_index", 0) != 0;
    let max = op.kind == hetc_ir::OpKind::ArgMax;
    let (outer, len, inner) = split3(&x.shape, axis);
    let mut out = Vec::with_capacity(outer * inner);
    for o in 0..outer {
        for i in 0..inner {
            let mut best = 0usize;
            for j in 1..len {
                let (v, b) = (
                    x.data[(o * len + j) * inner + i],
                    x.data[(o * len + best) * inner + i],
                );
                let better = if max { v > b } else { v < b };
                if better || (last && v == b) {
                    best = j;
                }
            }
            out.push(best as f64);
        }
    }
    Ok(out)
}

/// CumSum / CumProd along `axis`.
pub(super) fn cumulative(op: &OpData, x: &Tensor) -> R<Vec<f64>> {
    let axis = super::norm_axis(int(op, "axis", 0), x.shape.len());
    let excl = int(op, "exclusive", 0) != 0;
    let rev = int(op, "reverse", 0) != 0;
    let prod = op.kind == hetc_ir::OpKind::CumProd;
    let (outer, len, inner) = split3(&x.shape, axis);
    let mut out = vec![0.0; x.data.len()];
    for o in 0..outer {
        for i in 0..inner {
            let mut acc = if prod { 1.0 } else { 0.0 };
            for s in 0..len {
                let j = if rev { len - 1 - s } else { s };
                let at = (o * len + j) * inner + i;
                let v = x.data[at];
                if excl {
                    out[at] = acc;
                }
                acc = if prod { acc * v } else { acc + v };
                if !excl {
                    out[at] = acc;
                }
            }
        }
    }
    Ok(out)
}

pub(super) fn gather_elements(op: &OpData, data: &Tensor, idx: &Tensor) -> R<Vec<f64>> {
    let r = data.shape.len();
    let axis = super::norm_axis(int(op, "axis", 0), r);
    let dst = strides(&data.shape);
    let mut c = vec![0; r];
    let mut out = Vec::with_capacity(idx.data.len());
    for (k, &i) in idx.data.iter().enumerate() {
        coords(k, &idx.shape, &mut c);
        c[axis] = wrap_index(op, i, data.shape[axis])?;
        if c.iter().zip(&data.shape).any(|(a, n)| a >= n) {
            return Err(err(format!(
                "{} {:?}: indices {:?} do not fit data {:?}",
                op.kind, op.name, idx.shape, data.shape
            )));
        }
        out.push(data.data[flat(&c, &dst)]);
    }
    Ok(out)
}

fn combine(reduction: &str, old: f64, new: f64) -> f64 {
    match reduction {
        "add" => old + new,
        "mul" => old * new,
        "max" => old.max(new),
        "min" => old.min(new),
        _ => new,
    }
}

pub(super) fn scatter_elements(
    op: &OpData,
    data: &Tensor,
    idx: &Tensor,
    upd: &Tensor,
) -> R<Vec<f64>> {
    let r = data.shape.len();
    let axis = super::norm_axis(int(op, "axis", 0), r);
    let red = str_attr(op, "reduction", "none");
    let dst = strides(&data.shape);
    let mut out = data.data.clone();
    let mut c = vec![0; r];
    if upd.shape != idx.shape || idx.shape.len() != r {
        return Err(err(format!(
            "{} {:?}: updates {:?} and indices {:?} differ",
            op.kind, op.name, upd.shape, idx.shape
        )));
    }
    for (k, &i) in idx.data.iter().enumerate() {
        coords(k, &idx.shape, &mut c);
        c[axis] = wrap_index(op, i, data.shape[axis])?;
        if c.iter().zip(&data.shape).any(|(a, n)| a >= n) {
            return Err(err(format!(
                "{} {:?}: indices {:?} do not fit data {:?}",
                op.kind, op.name, idx.shape, data.shape
            )));
        }
        let at = flat(&c, &dst);
        out[at] = combine(red, out[at], upd.data[k]);
    }
    Ok(out)
}

/// The flat offset of the slice an index tuple of GatherND / ScatterND
/// selects, within batch `b`.
fn nd_offset(op: &OpData, data: &[usize], bdims: usize, tuple: &[f64], b: usize) -> R<usize> {
    let dst = strides(data);
    let mut at = 0;
    let batch_shape = &data[..bdims];
    let mut bc = vec![0; bdims];
    coords(b, batch_shape, &mut bc);
    for d in 0..bdims {
        at += bc[d] * dst[d];
    }
    for (j, &i) in tuple.iter().enumerate() {
        at += wrap_index(op, i, data[bdims + j])? * dst[bdims + j];
    }
    Ok(at)
}

pub(super) fn gather_nd(op: &OpData, data: &Tensor, idx: &Tensor) -> R<Vec<f64>> {
    let b = int(op, "batch_dims", 0).max(0) as usize;
    let q = idx.shape.len();
    let k = idx.shape[q - 1];
    let slice: usize = data.shape[b + k..].iter().product();
    let nbatch: usize = data.shape[..b].iter().product();
    let per_batch: usize = idx.shape[b..q - 1].iter().product();
    let mut out = Vec::new();
    for t in 0..nbatch * per_batch {
        let tuple = &idx.data[t * k..(t + 1) * k];
        let at = nd_offset(op, &data.shape, b, tuple, t / per_batch.max(1))?;
        out.extend_from_slice(&data.data[at..at + slice]);
    }
    Ok(out)
}

pub(super) fn scatter_nd(op: &OpData, data: &Tensor, idx: &Tensor, upd: &Tensor) -> R<Vec<f64>> {
    let q = idx.shape.len();
    let k = idx.shape[q - 1];
    let red = str_attr(op, "reduction", "none");
    let slice: usize = data.shape[k..].iter().product();
    let n: usize = idx.shape[..q - 1].iter().product();
    if upd.data.len() != n * slice {
        return Err(err(format!(
            "{} {:?}: updates {:?} do not match indices {:?} into {:?}",
            op.kind, op.name, upd.shape, idx.shape, data.shape
        )));
    }
    let mut out = data.data.clone();
    for t in 0..n {
        let at = nd_offset(op, &data.shape, 0, &idx.data[t * k..(t + 1) * k], 0)?;
        for e in 0..slice {
            out[at + e] = combine(red, out[at + e], upd.data[t * slice + e]);
        }
    }
    Ok(out)
}

/// Pad (or crop, with negative pads) in mode constant / reflect / edge /
/// wrap.
pub(super) fn pad(op: &OpData, x: &Tensor, oshape: &[usize]) -> R<Vec<f64>> {
    let r = x.shape.len();
    let pads = ints(op, "pads")?;
    let mode = str_attr(op, "mode", "constant");
    let value = float_attr(op, "value", 0.0);
    let xst = strides(&x.shape);
    let n: usize = oshape.iter().product();
    let mut c = vec![0; r];
    let mut out = Vec::with_capacity(n);
    for o in 0..n {
        coords(o, oshape, &mut c);
        let mut at = 0usize;
        let mut outside = false;
        for d in 0..r {
            match hetc_ir::linear::pad_source(mode, c[d] as i64 - pads[d], x.shape[d] as i64) {
                Some(p) => at += p * xst[d],
                None => {
                    outside = true;
                    break;
                }
            }
        }
        out.push(if outside { value } else { x.data[at] });
    }
    Ok(out)
}

/// Einsum with an explicit or implicit output (`ij,jk->ik`, `ii`,
/// `...ij->...ji`): a loop over every label.
pub(super) fn einsum(op: &OpData, ins: &[&Tensor], oshape: &[usize]) -> R<Vec<f64>> {
    let eq = str_attr(op, "equation", "");
    let ranks: Vec<usize> = ins.iter().map(|x| x.shape.len()).collect();
    let (terms, out_labels) = hetc_ir::einsum::explicit_einsum(eq, &ranks).map_err(err)?;
    if out_labels.chars().count() != oshape.len() {
        return Err(err(format!(
            "einsum {eq:?}: result {out_labels:?} does not match rank {}",
            oshape.len()
        )));
    }
    let mut labels: Vec<char> = out_labels.chars().collect();
    let mut extent: std::collections::BTreeMap<char, usize> = Default::default();
    for (t, x) in terms.iter().zip(ins) {
        if t.chars().count() != x.shape.len() {
            return Err(err(format!(
                "einsum {eq:?}: term {t:?} does not match an operand of rank {}",
                x.shape.len()
            )));
        }
        for (ch, &d) in t.chars().zip(&x.shape) {
            let e = extent.entry(ch).or_insert(d);
            if *e == 1 {
                *e = d;
            }
            if !labels.contains(&ch) {
                labels.push(ch);
            }
        }
    }
    for (ch, &d) in out_labels.chars().zip(oshape) {
        extent.insert(ch, d);
    }
    let ext: Vec<usize> = labels.iter().map(|c| extent[c]).collect();
    let total: usize = ext.iter().product();
    let n_out: usize = oshape.iter().product();
    let mut out = vec![0.0; n_out];
    let pos = |t: &str| -> Vec<usize> {
        t.chars()
            .map(|ch| labels.iter().position(|&l| l == ch).unwrap_or(0))
            .collect()
    };
    let term_pos: Vec<Vec<usize>> = terms.iter().map(|t| pos(t)).collect();
    let term_st: Vec<Vec<usize>> = ins.iter().map(|x| strides(&x.shape)).collect();
    let out_pos = pos(&out_labels);
    let ost = strides(oshape);
    let mut c = vec![0; labels.len()];
    for i in 0..total {
        coords(i, &ext, &mut c);
        let mut p = 1.0;
        for ((x, tp), ts) in ins.iter().zip(&term_pos).zip(&term_st) {
            let at: usize = tp
                .iter()
                .zip(ts)
                .zip(&x.shape)
                .map(|((&l, &s), &n)| if n == 1 { 0 } else { c[l] * s })
                .sum();
            p *= x.data[at];
        }
        let o: usize = out_pos.iter().zip(&ost).map(|(&l, &s)| c[l] * s).sum();
        out[o] += p;
    }
    Ok(out)
}

/// ONNX `Resize`: separable 1-D interpolation along every resized axis,
/// in `f64`, as onnx's reference (`op_resize.py`) computes it.
pub(super) fn resize(op: &OpData, x: &Tensor, oshape: &[usize]) -> R<Vec<f64>> {
    let r = x.shape.len();
    let at = ResizeAttrs::of(op, r).map_err(err)?;
    let mut data = x.data.clone();
    let mut shape = x.shape.clone();
    for axis in 0..r {
        let (out_n, inp) = (oshape[axis], shape[axis]);
        if at.skips(axis, inp, out_n) {
            continue;
        }
        let taps = at.taps(op, axis, inp, out_n).map_err(err)?;
        let (outer, _, inner) = split3(&shape, axis);
        let mut next = vec![0.0; outer * out_n * inner];
        for (o, tap) in taps.iter().enumerate() {
            for ou in 0..outer {
                for i in 0..inner {
                    let v = match tap {
                        None => at.extrap,
                        Some((start, c)) => c
                            .iter()
                            .enumerate()
                            .map(|(j, w)| {
                                let idx = (start + j as i64).clamp(0, inp as i64 - 1) as usize;
                                w * data[(ou * inp + idx) * inner + i]
                            })
                            .sum(),
                    };
                    next[(ou * out_n + o) * inner + i] = v;
                }
            }
        }
        data = next;
        shape[axis] = out_n;
    }
    Ok(data)
}

/// See [`hetc_ir::resize::resize_matrices`].
#[allow(clippy::type_complexity)]
pub fn resize_matrices(
    op: &OpData,
    in_shape: &[usize],
    out_shape: &[usize],
) -> R<Vec<(usize, Vec<f64>, Vec<f64>)>> {
    hetc_ir::resize::resize_matrices(op, in_shape, out_shape).map_err(err)
}

/// Keys' cubic convolution weights (a = −0.75) at fraction `x`.
fn cubic4(x: f64) -> [f64; 4] {
    let a = -0.75;
    let x = x.abs();
    [
        ((a * (x + 1.0) - 5.0 * a) * (x + 1.0) + 8.0 * a) * (x + 1.0) - 4.0 * a,
        ((a + 2.0) * x - (a + 3.0)) * x * x + 1.0,
        ((a + 2.0) * (1.0 - x) - (a + 3.0)) * (1.0 - x) * (1.0 - x) + 1.0,
        ((a * (2.0 - x) - 5.0 * a) * (2.0 - x) + 8.0 * a) * (2.0 - x) - 4.0 * a,
    ]
}

/// Reflect `x` into `[lo, hi]` (onnx's `_gs_reflect`).
fn reflect(x: f64, lo: f64, hi: f64) -> f64 {
    let rng = hi - lo;
    if rng <= 0.0 {
        return lo;
    }
    if x < lo {
        let dx = lo - x;
        let n = (dx / rng).trunc();
        let r = dx - n * rng;
        if n as i64 % 2 == 0 {
            lo + r
        } else {
            hi - r
        }
    } else if x > hi {
        let dx = x - hi;
        let n = (dx / rng).trunc();
        let r = dx - n * rng;
        if n as i64 % 2 == 0 {
            hi - r
        } else {
            lo + r
        }
    } else {
        x
    }
}

/// ∂/∂t of [`cubic4`]'s weights (`t` in `[0, 1)`).
fn cubic4_slope(t: f64) -> [f64; 4] {
    let a = -0.75;
    let outer = |u: f64| 3.0 * a * u * u - 10.0 * a * u + 8.0 * a;
    let inner = |u: f64| 3.0 * (a + 2.0) * u * u - 2.0 * (a + 3.0) * u;
    [outer(t + 1.0), inner(t), -inner(1.0 - t), -outer(2.0 - t)]
}

/// [`reflect`] and its slope (±1: each reflection turns the direction).
fn reflect_slope(x: f64, lo: f64, hi: f64) -> (f64, f64) {
    let rng = hi - lo;
    if rng <= 0.0 {
        return (lo, 0.0);
    }
    if x >= lo && x <= hi {
        return (x, 1.0);
    }
    let dx = if x < lo { lo - x } else { x - hi };
    let n = (dx / rng).trunc() as i64;
    (reflect(x, lo, hi), if n % 2 == 0 { -1.0 } else { 1.0 })
}

/// ONNX `GridSample`'s sampling, as onnx's reference computes it
/// (coordinates denormalised in the grid's type, float32 for 32 bits and
/// less; nearest rounding half to even; separable linear / cubic weights;
/// padding per dim). Calls `visit(n, o, at, w, dw)` for every tap of batch
/// `n`'s output position `o` (flattened): the flat spatial index `at` it
/// reads (`None` where zeros padding reads outside), its weight `w`, and
/// `dw[c] = ∂w/∂grid[n, o, c]` (zero for nearest sampling and where border
/// padding clamps).
pub(super) fn grid_taps(
    op: &OpData,
    x_shape: &[usize],
    grid: &Tensor,
    mut visit: impl FnMut(usize, usize, Option<usize>, f64, &[f64]),
) {
    let mode = str_attr(op, "mode", "linear");
    let pad = str_attr(op, "padding_mode", "zeros");
    let align = int(op, "align_corners", 0) != 0;
    let narrow = grid.dtype != hetc_ir::DType::F64;
    let round = |v: f64| if narrow { v as f32 as f64 } else { v };
    let sp = x_shape.len() - 2;
    let nb = x_shape[0];
    let dims = &x_shape[2..];
    let on: usize = grid.shape[1..grid.shape.len() - 1].iter().product();
    let ist = strides(dims);
    let (lo, hi): (Vec<f64>, Vec<f64>) = dims
        .iter()
        .map(|&d| {
            if align {
                (0.0, d as f64 - 1.0)
            } else {
                (-0.5, d as f64 - 0.5)
            }
        })
        .unzip();
    // The flat index read at integer coordinates `c`, padded per dim.
    let pixel = |c: &[i64]| -> Option<usize> {
        let mut at = 0usize;
        for (k, &i) in c.iter().enumerate() {
            let d = dims[k] as i64;
            let j = match pad {
                "border" => i.clamp(0, d - 1),
                "reflection" => reflect(i as f64, lo[k], hi[k]) as i64,
                _ => i,
            };
            if j < 0 || j >= d {
                return None;
            }
            at += j as usize * ist[k];
        }
        Some(at)
    };
    let mut xs = vec![0.0; sp];
    // ∂xs[k]/∂grid[…, sp − 1 − k]
    let mut slope = vec![0.0; sp];
    let mut tc = vec![0usize; sp];
    let mut ci = vec![0i64; sp];
    let mut dw = vec![0.0; sp];
    for n in 0..nb {
        for o in 0..on {
            // grid[n, o…, :] holds (x_last, …, x_first)
            let g0 = (n * on + o) * sp;
            for k in 0..sp {
                let v = grid.data[g0 + sp - 1 - k];
                let len = dims[k] as f64;
                (xs[k], slope[k]) = if align {
                    (round((v + 1.0) / 2.0 * (len - 1.0)), (len - 1.0) / 2.0)
                } else {
                    (round(((v + 1.0) * len - 1.0) / 2.0), len / 2.0)
                };
                if mode == "nearest" {
                    xs[k] = xs[k].round_ties_even();
                    slope[k] = 0.0;
                }
                let v = xs[k];
                if v < lo[k] || v > hi[k] {
                    match pad {
                        "border" => {
                            xs[k] = round(v.clamp(0.0, len - 1.0));
                            slope[k] = 0.0;
                        }
                        "reflection" => {
                            let (r, s) = reflect_slope(v, lo[k], hi[k]);
                            xs[k] = round(r);
                            slope[k] *= s;
                        }
                        _ => {}
                    }
                }
            }
            // per dim: (first integer coordinate, weights, their slopes)
            let taps: Vec<(i64, Vec<f64>, Vec<f64>)> = xs
                .iter()
                .map(|&v| match mode {
                    "nearest" => (v.trunc() as i64, vec![1.0], vec![0.0]),
                    "cubic" => {
                        let f = v.floor();
                        let t = v - f;
                        (f as i64 - 1, cubic4(t).to_vec(), cubic4_slope(t).to_vec())
                    }
                    _ => {
                        let f = v.floor();
                        (f as i64, vec![1.0 - (v - f), v - f], vec![-1.0, 1.0])
                    }
                })
                .collect();
            let counts: Vec<usize> = taps.iter().map(|t| t.1.len()).collect();
            let combos: usize = counts.iter().product();
            for cmb in 0..combos {
                coords(cmb, &counts, &mut tc);
                let mut w = 1.0;
                for k in 0..sp {
                    ci[k] = taps[k].0 + tc[k] as i64;
                    w *= taps[k].1[tc[k]];
                }
                for k in 0..sp {
                    let others: f64 = (0..sp)
                        .filter(|&j| j != k)
                        .map(|j| taps[j].1[tc[j]])
                        .product();
                    dw[sp - 1 - k] = taps[k].2[tc[k]] * others * slope[k];
                }
                visit(n, o, pixel(&ci), w, &dw);
            }
        }
    }
}

/// ONNX `GridSample` ([`grid_taps`] summed per channel).
pub(super) fn grid_sample(op: &OpData, x: &Tensor, grid: &Tensor, oshape: &[usize]) -> R<Vec<f64>> {
    let nc = x.shape[1];
    let in_n: usize = x.shape[2..].iter().product();
    let on: usize = oshape[2..].iter().product();
    let mut out = vec![0.0; x.shape[0] * nc * on];
    grid_taps(op, &x.shape, grid, |n, o, at, w, _| {
        if let (Some(at), true) = (at, w != 0.0) {
            for ch in 0..nc {
                out[(n * nc + ch) * on + o] += w * x.data[(n * nc + ch) * in_n + at];
            }
        }
    });
    Ok(out)
}

/// GridSample's VJP for the cotangent `g` of its result: `x̄` is `g`
/// scattered back along the taps with their weights, `grid̄` the taps'
/// weight slopes times the pixels they read, times `g`, summed over
/// channels.
pub(super) fn grid_sample_grad(
    op: &OpData,
    x: &Tensor,
    grid: &Tensor,
    g: &Tensor,
) -> (Vec<f64>, Vec<f64>) {
    let nc = x.shape[1];
    let in_n: usize = x.shape[2..].iter().product();
    let on: usize = g.shape[2..].iter().product();
    let sp = x.shape.len() - 2;
    let mut gx = vec![0.0; x.data.len()];
    let mut gg = vec![0.0; grid.data.len()];
    grid_taps(op, &x.shape, grid, |n, o, at, w, dw| {
        let Some(at) = at else { return };
        for ch in 0..nc {
            let gy = g.data[(n * nc + ch) * on + o];
            let src = (n * nc + ch) * in_n + at;
            gx[src] += w * gy;
            let xv = x.data[src] * gy;
            for (c, d) in dw.iter().enumerate() {
                gg[(n * on + o) * sp + c] += d * xv;
            }
        }
    });
    (gx, gg)
}

/// ONNX `DFT` (a direct O(n²) sum of [`hetc_ir::linear::dft_map`]'s
/// weights) along `axis` and the trailing real/imaginary axis.
pub(super) fn dft(op: &OpData, x: &Tensor, oshape: &[usize]) -> R<Vec<f64>> {
    let r = x.shape.len();
    let axis = super::norm_axis(int(op, "axis", 1), r);
    let bad = |m: String| err(format!("{} {:?}: {m}", op.kind, op.name));
    if r < 2 || axis >= r - 1 {
        return Err(bad(format!("axis {axis} of {:?}", x.shape)));
    }
    let d = hetc_ir::linear::dft_map(op, x.shape[axis], x.shape[r - 1]).map_err(bad)?;
    if (d.out_len, d.out_c) != (oshape[axis], oshape[r - 1]) {
        return Err(bad(format!(
            "result {oshape:?} is not the transform's {} × {}",
            d.out_len, d.out_c
        )));
    }
    let (outer, _, inner_c) = split3(&x.shape, axis);
    let inner = inner_c / d.in_c;
    let mut out = vec![0.0; outer * d.out_len * inner * d.out_c];
    let mut col = vec![0.0; d.in_len * d.in_c];
    let mut acc = vec![0.0; d.out_len * d.out_c];
    for o in 0..outer {
        for i in 0..inner {
            for t in 0..d.in_len {
                for c in 0..d.in_c {
                    col[t * d.in_c + c] = x.data[((o * d.in_len + t) * inner + i) * d.in_c + c];
                }
            }
            acc.iter_mut().for_each(|a| *a = 0.0);
            d.for_each(|row, j, w| acc[row] += w * col[j]);
            for (row, &v) in acc.iter().enumerate() {
                let (k, c) = (row / d.out_c, row % d.out_c);
                out[((o * d.out_len + k) * inner + i) * d.out_c + c] = v;
            }
        }
    }
    Ok(out)
}

/// Determinants of the `[..., M, M]` matrices (Gaussian elimination with
/// partial pivoting, in `f64`).
pub(super) fn det(x: &Tensor) -> Vec<f64> {
    let r = x.shape.len();
    let m = x.shape[r - 1];
    let count: usize = x.shape[..r - 2].iter().product();
    (0..count)
        .map(|b| {
            let mut a: Vec<f64> = x.data[b * m * m..(b + 1) * m * m].to_vec();
            let mut d = 1.0;
            for c in 0..m {
                let p = (c..m)
                    .max_by(|&i, &j| {
                        a[i * m + c]
                            .abs()
                            .partial_cmp(&a[j * m + c].abs())
                            .unwrap_or(std::cmp::Ordering::Equal)
                    })
                    .unwrap_or(c);
                if a[p * m + c] == 0.0 {
                    return 0.0;
                }
                if p != c {
                    for k in 0..m {
                        a.swap(p * m + k, c * m + k);
                    }
                    d = -d;
                }
                let piv = a[c * m + c];
                d *= piv;
                for i in c + 1..m {
                    let f = a[i * m + c] / piv;
                    for k in c..m {
                        a[i * m + k] -= f * a[c * m + k];
                    }
                }
            }
            d
        })
        .collect()
}
