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
    let mut out = vec![0.0; nb * cout * on];
    let (mut oc, mut kc) = (vec![0; sp], vec![0; sp]);
    for n in 0..nb {
        for co in 0..cout {
            let g = co / opg;
            let bias = ins.get(2).map_or(0.0, |b| b.data[co]);
            for o in 0..on {
                coords(o, osp, &mut oc);
                let mut s = bias;
                for k in 0..kn {
                    coords(k, ksh, &mut kc);
                    let mut at = 0usize;
                    let mut inside = true;
                    for d in 0..sp {
                        let p = oc[d] as i64 * st[d] + kc[d] as i64 * dil[d] - pads[d];
                        if p < 0 || p >= ish[d] as i64 {
                            inside = false;
                            break;
                        }
                        at += p as usize * ist[d];
                    }
                    if !inside {
                        continue;
                    }
                    for ci in 0..cpg {
                        let c = g * cpg + ci;
                        if c >= cin {
                            continue;
                        }
                        s += x.data[(n * cin + c) * in_n + at] * w.data[(co * cpg + ci) * kn + k];
                    }
                }
                out[(n * cout + co) * on + o] = s;
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
            let len = x.shape[d] as i64;
            let mut p = c[d] as i64 - pads[d];
            if p < 0 || p >= len {
                if len == 0 {
                    outside = true;
                    break;
                }
                match mode {
                    "edge" => p = p.clamp(0, len - 1),
                    "wrap" => p = p.rem_euclid(len),
                    "reflect" => {
                        if len == 1 {
                            p = 0;
                        } else {
                            let period = 2 * (len - 1);
                            p = p.rem_euclid(period);
                            if p >= len {
                                p = period - p;
                            }
                        }
                    }
                    _ => {
                        outside = true;
                        break;
                    }
                }
            }
            at += p as usize * xst[d];
        }
        out.push(if outside { value } else { x.data[at] });
    }
    Ok(out)
}

/// Einsum with an explicit or implicit output (`ij,jk->ik`, `ii`,
/// `...ij->...ji`): a loop over every label.
pub(super) fn einsum(op: &OpData, ins: &[&Tensor], oshape: &[usize]) -> R<Vec<f64>> {
    let eq = str_attr(op, "equation", "");
    let (lhs, rhs) = match eq.split_once("->") {
        Some((l, r)) => (l.to_string(), Some(r.to_string())),
        None => (eq.to_string(), None),
    };
    let terms: Vec<&str> = lhs.split(',').map(str::trim).collect();
    if terms.len() != ins.len() {
        return Err(err(format!(
            "einsum {eq:?}: {} terms for {} operands",
            terms.len(),
            ins.len()
        )));
    }
    // Expand `...` into upper-case labels for the broadcast dims.
    let ell_rank = terms
        .iter()
        .zip(ins)
        .filter(|(t, _)| t.contains("..."))
        .map(|(t, x)| {
            x.shape
                .len()
                .saturating_sub(t.chars().filter(|c| c.is_alphabetic()).count())
        })
        .max()
        .unwrap_or(0);
    let ell: String = (0..ell_rank).map(|i| (b'A' + i as u8) as char).collect();
    let expand = |t: &str, rank: usize| -> String {
        if let Some(p) = t.find("...") {
            let named = t.chars().filter(|c| c.is_alphabetic()).count();
            let k = rank.saturating_sub(named);
            format!("{}{}{}", &t[..p], &ell[ell_rank - k..], &t[p + 3..])
        } else {
            t.to_string()
        }
    };
    let terms: Vec<String> = terms
        .iter()
        .zip(ins)
        .map(|(t, x)| expand(t, x.shape.len()))
        .collect();
    let out_labels: String = match rhs {
        Some(r) => expand(r.trim(), oshape.len()),
        None => {
            let mut count = std::collections::BTreeMap::new();
            for t in &terms {
                for ch in t.chars() {
                    *count.entry(ch).or_insert(0) += 1;
                }
            }
            let mut s: String = ell.clone();
            s.extend(
                count
                    .iter()
                    .filter(|(c, &n)| n == 1 && c.is_lowercase())
                    .map(|(c, _)| *c),
            );
            s
        }
    };
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

/// ONNX `GridSample`, as onnx's reference computes it (coordinates
/// denormalised in float32, nearest rounding half to even, separable
/// linear / cubic weights, padding per dim).
pub(super) fn grid_sample(op: &OpData, x: &Tensor, grid: &Tensor, oshape: &[usize]) -> R<Vec<f64>> {
    let mode = str_attr(op, "mode", "linear");
    let pad = str_attr(op, "padding_mode", "zeros");
    let align = int(op, "align_corners", 0) != 0;
    let sp = x.shape.len() - 2;
    let (nb, nc) = (x.shape[0], x.shape[1]);
    let dims = &x.shape[2..];
    let osp = &oshape[2..];
    let on: usize = osp.iter().product();
    let in_n: usize = dims.iter().product();
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
    // The value at integer coordinates `c`, padded per dim.
    let pixel = |base: usize, c: &[i64]| -> f64 {
        let mut at = 0usize;
        for (k, &i) in c.iter().enumerate() {
            let d = dims[k] as i64;
            let j = match pad {
                "border" => i.clamp(0, d - 1),
                "reflection" => reflect(i as f64, lo[k], hi[k]) as i64,
                _ => {
                    if i < 0 || i >= d {
                        return 0.0;
                    }
                    i
                }
            };
            if j < 0 || j >= d {
                return 0.0;
            }
            at += j as usize * ist[k];
        }
        x.data[base + at]
    };
    let mut out = vec![0.0; nb * nc * on];
    let mut oc = vec![0usize; sp];
    for n in 0..nb {
        for o in 0..on {
            coords(o, osp, &mut oc);
            // grid[n, o…, :] holds (x_last, …, x_first)
            let g0 = (n * on + o) * sp;
            let mut xs: Vec<f64> = (0..sp)
                .map(|k| {
                    let v = grid.data[g0 + sp - 1 - k];
                    let len = dims[k] as f64;
                    let d = if align {
                        (v + 1.0) / 2.0 * (len - 1.0)
                    } else {
                        ((v + 1.0) * len - 1.0) / 2.0
                    };
                    d as f32 as f64
                })
                .collect();
            if mode == "nearest" {
                xs.iter_mut().for_each(|v| *v = v.round_ties_even());
            }
            for k in 0..sp {
                let v = xs[k];
                if v < lo[k] || v > hi[k] {
                    xs[k] = match pad {
                        "border" => v.clamp(0.0, dims[k] as f64 - 1.0),
                        "reflection" => reflect(v, lo[k], hi[k]),
                        _ => v,
                    } as f32 as f64;
                }
            }
            // per dim: (first integer coordinate, weights)
            let taps: Vec<(i64, Vec<f64>)> = xs
                .iter()
                .map(|&v| match mode {
                    "nearest" => (v.trunc() as i64, vec![1.0]),
                    "cubic" => {
                        let f = v.floor();
                        (f as i64 - 1, cubic4(v - f).to_vec())
                    }
                    _ => {
                        let f = v.floor();
                        (f as i64, vec![1.0 - (v - f), v - f])
                    }
                })
                .collect();
            let counts: Vec<usize> = taps.iter().map(|t| t.1.len()).collect();
            let combos: usize = counts.iter().product();
            let mut tc = vec![0usize; sp];
            let mut ci = vec![0i64; sp];
            for ch in 0..nc {
                let base = (n * nc + ch) * in_n;
                let mut acc = 0.0;
                for cmb in 0..combos {
                    coords(cmb, &counts, &mut tc);
                    let mut w = 1.0;
                    for k in 0..sp {
                        ci[k] = taps[k].0 + tc[k] as i64;
                        w *= taps[k].1[tc[k]];
                    }
                    if w != 0.0 {
                        acc += w * pixel(base, &ci);
                    }
                }
                out[(n * nc + ch) * on + o] = acc;
            }
        }
    }
    Ok(out)
}

/// ONNX `DFT` (a direct O(n²) sum): the signal along `axis` truncated or
/// zero-padded to the transform length `n`; forward `Σ x·e^{−2πikt/n}`
/// (the first `n/2 + 1` bins when `onesided`); inverse `1/n Σ X·e^{+2πikt/n}`
/// (from a Hermitian half spectrum, real, when `onesided`).
pub(super) fn dft(op: &OpData, x: &Tensor, oshape: &[usize]) -> R<Vec<f64>> {
    let r = x.shape.len();
    let axis = super::norm_axis(int(op, "axis", 1), r);
    if r < 2 || axis >= r - 1 {
        return Err(err(format!(
            "{} {:?}: axis {axis} of {:?}",
            op.kind, op.name, x.shape
        )));
    }
    let inverse = int(op, "inverse", 0) != 0;
    let onesided = int(op, "onesided", 0) != 0;
    let in_c = x.shape[r - 1];
    let out_c = oshape[r - 1];
    let n = int(op, "length", x.shape[axis] as i64).max(0) as usize;
    let in_len = x.shape[axis];
    let out_len = oshape[axis];
    let (outer, _, inner_c) = split3(&x.shape, axis);
    let inner = inner_c / in_c.max(1);
    let tau = 2.0 * std::f64::consts::PI;
    let mut out = vec![0.0; outer * out_len * inner * out_c];
    let at_in = |o: usize, t: usize, i: usize| -> (f64, f64) {
        if t >= in_len {
            return (0.0, 0.0);
        }
        let b = ((o * in_len + t) * inner + i) * in_c;
        (x.data[b], if in_c == 2 { x.data[b + 1] } else { 0.0 })
    };
    for o in 0..outer {
        for i in 0..inner {
            // the spectrum / signal of length n
            let sig: Vec<(f64, f64)> = if inverse && onesided {
                let m = n / 2 + 1;
                (0..n)
                    .map(|k| {
                        if k < m {
                            let (re, im) = at_in(o, k, i);
                            // DC and Nyquist bins are real
                            if k == 0 || (n % 2 == 0 && k == n / 2) {
                                (re, 0.0)
                            } else {
                                (re, im)
                            }
                        } else {
                            let (re, im) = at_in(o, n - k, i);
                            (re, -im)
                        }
                    })
                    .collect()
            } else {
                (0..n).map(|t| at_in(o, t, i)).collect()
            };
            let sign = if inverse { 1.0 } else { -1.0 };
            for k in 0..out_len {
                let (mut re, mut im) = (0.0, 0.0);
                for (t, &(a, b)) in sig.iter().enumerate() {
                    let ang = sign * tau * ((k * t) % n.max(1)) as f64 / n.max(1) as f64;
                    let (c, s) = (ang.cos(), ang.sin());
                    re += a * c - b * s;
                    im += a * s + b * c;
                }
                if inverse {
                    re /= n.max(1) as f64;
                    im /= n.max(1) as f64;
                }
                let dst = ((o * out_len + k) * inner + i) * out_c;
                out[dst] = re;
                if out_c == 2 {
                    out[dst + 1] = im;
                }
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
