//! Ops whose result's extent depends on their inputs' values: `NonZero`,
//! `Compress`, `Unique` and `NonMaxSuppression`.
//!
//! The IR has static shapes, so these ops are folded: where their inputs'
//! contents are known at import time (constants, values given to
//! `hetc eval`, values it computed first from the model's inputs:
//! [`crate::FrontendError::NeedsValues`]), the result is computed here,
//! with onnx's reference semantics, and is a constant of the graph. Where
//! they are not, the error names the inputs needed ("… (input N) must be
//! known at compile time"), which `hetc eval` computes first and imports
//! again with.

use super::lit::{Elem, Lit};
use super::ops::{attr, attr_float, attr_int, attr_str};
use super::{Importer, Val};
use hetc_ir::infer::norm_axis;
use hetc_ir::{Attr, DType, Dim, OpKind};
use onnx_protobuf::NodeProto;

type R<T> = Result<T, String>;

/// The contents of input `i` (a constant, a given or computed value, an
/// initializer) where every element is concrete.
fn known(imp: &Importer, node: &NodeProto, i: usize) -> R<Option<Lit>> {
    let v = imp.input(node, i)?;
    let l = v.compile_time().cloned().or_else(|| {
        let dims = v.ty.fixed_dims()?;
        v.data.as_ref().map(|d| Lit::from_data(d, dims))
    });
    Ok(l.filter(|l| l.elems.iter().all(|e| !matches!(e, Elem::S(_)))))
}

/// The contents of the inputs `wanted` (index, name) that the node has,
/// or an error naming every one not known ("… (input N) must be known at
/// compile time", which `hetc eval` computes first).
fn contents(imp: &Importer, node: &NodeProto, wanted: &[(usize, &str)]) -> R<Vec<Option<Lit>>> {
    let mut got = Vec::new();
    let mut missing = Vec::new();
    for &(i, what) in wanted {
        if imp.opt_input(node, i)?.is_none() {
            got.push(None);
            continue;
        }
        match known(imp, node, i)? {
            Some(l) => got.push(Some(l)),
            None => {
                missing.push(format!("{what} (input {i})"));
                got.push(None);
            }
        }
    }
    if !missing.is_empty() {
        return Err(format!(
            "{} must be known at compile time: the extent of {}'s result depends on their values (`hetc eval` computes them from the model's inputs first; a compiled model needs them constant)",
            missing.join(" and "),
            node.op_type
        ));
    }
    Ok(got)
}

/// The contents of required inputs.
fn required(imp: &Importer, node: &NodeProto, wanted: &[(usize, &str)]) -> R<Vec<Lit>> {
    contents(imp, node, wanted)?
        .into_iter()
        .zip(wanted)
        .map(|(l, (i, what))| l.ok_or_else(|| format!("{what} (input {i}) is required")))
        .collect()
}

fn value(e: &Elem) -> f64 {
    match e {
        Elem::I(v) => *v as f64,
        Elem::F(v) => *v,
        Elem::S(_) => f64::NAN,
    }
}

fn ints(shape: Vec<u64>, v: Vec<i64>) -> Val {
    Val::known(Lit {
        dtype: DType::I64,
        shape,
        elems: v.into_iter().map(Elem::I).collect(),
    })
}

/// The shape and axis an op with an optional `axis` works along: `x`'s
/// and that axis, or `x` flattened without one.
fn along_axis(node: &NodeProto, x: &Lit) -> R<(Vec<u64>, usize)> {
    Ok(match attr(node, "axis") {
        Some(_) => (
            x.shape.clone(),
            norm_axis(attr_int(node, "axis", 0), x.shape.len())?,
        ),
        None => (vec![x.numel()], 0),
    })
}

/// `NonZero`: the indices `[rank, n]` of the non-zero elements, in
/// row-major order (a scalar as a one-element vector, as numpy).
pub(super) fn non_zero(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let [x] = <[Lit; 1]>::try_from(required(imp, node, &[(0, "X")])?).map_err(|_| "X")?;
    let shape = if x.shape.is_empty() {
        vec![1]
    } else {
        x.shape.clone()
    };
    let st = super::lit::strides(&shape);
    let hits: Vec<usize> = x
        .elems
        .iter()
        .enumerate()
        .filter(|(_, e)| value(e) != 0.0)
        .map(|(i, _)| i)
        .collect();
    let mut out = Vec::with_capacity(shape.len() * hits.len());
    for (d, &s) in st.iter().enumerate() {
        for &h in &hits {
            out.push(((h as u64 / s) % shape[d]) as i64);
        }
    }
    Ok(vec![ints(vec![shape.len() as u64, hits.len() as u64], out)])
}

/// `Compress`: the slices of `input` along `axis` (of the flattened input
/// without one) whose `condition` is true (a shorter condition selects
/// among the first slices only).
pub(super) fn compress(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let [x, c] = <[Lit; 2]>::try_from(required(imp, node, &[(0, "input"), (1, "condition")])?)
        .map_err(|_| "input")?;
    let (shape, axis) = along_axis(node, &x)?;
    let len = shape[axis] as usize;
    if c.elems.len() > len {
        return Err(format!(
            "condition has {} elements, more than the {len} slices along the axis",
            c.elems.len()
        ));
    }
    let keep: Vec<usize> = (0..c.elems.len())
        .filter(|&i| value(&c.elems[i]) != 0.0)
        .collect();
    let outer: u64 = shape[..axis].iter().product();
    let inner: u64 = shape[axis + 1..].iter().product();
    let mut elems = Vec::with_capacity(outer as usize * keep.len() * inner as usize);
    for o in 0..outer {
        for &k in &keep {
            let at = ((o * len as u64 + k as u64) * inner) as usize;
            elems.extend_from_slice(&x.elems[at..at + inner as usize]);
        }
    }
    let mut oshape = shape;
    oshape[axis] = keep.len() as u64;
    Ok(vec![Val::known(Lit {
        dtype: x.dtype,
        shape: oshape,
        elems,
    })])
}

/// `Unique`: the distinct elements (or slices along `axis`), sorted
/// ascending (`sorted`, the default; slices lexicographically) or in the
/// order they first occur, with their first indices, each element's index
/// among them, and their counts (numpy's `unique`, as onnx's reference).
pub(super) fn unique(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let [x] = <[Lit; 1]>::try_from(required(imp, node, &[(0, "X")])?).map_err(|_| "X")?;
    let sorted = attr_int(node, "sorted", 1) != 0;
    let (shape, axis) = along_axis(node, &x)?;
    let len = shape[axis] as usize;
    let outer: usize = shape[..axis].iter().product::<u64>() as usize;
    let inner: usize = shape[axis + 1..].iter().product::<u64>() as usize;
    // Slice k: its elements in (outer, inner) order.
    let slice = |k: usize| -> Vec<f64> {
        let mut v = Vec::with_capacity(outer * inner);
        for o in 0..outer {
            let at = (o * len + k) * inner;
            v.extend(x.elems[at..at + inner].iter().map(value));
        }
        v
    };
    let slices: Vec<Vec<f64>> = (0..len).map(slice).collect();
    let cmp = |a: &Vec<f64>, b: &Vec<f64>| {
        a.iter()
            .zip(b)
            .map(|(p, q)| p.total_cmp(q))
            .find(|o| o.is_ne())
            .unwrap_or(std::cmp::Ordering::Equal)
    };
    // Distinct slices in first-occurrence order.
    let mut first: Vec<usize> = Vec::new();
    let mut inverse = vec![0usize; len];
    let mut counts: Vec<i64> = Vec::new();
    for k in 0..len {
        match first
            .iter()
            .position(|&f| cmp(&slices[f], &slices[k]).is_eq())
        {
            Some(u) => {
                inverse[k] = u;
                counts[u] += 1;
            }
            None => {
                inverse[k] = first.len();
                first.push(k);
                counts.push(1);
            }
        }
    }
    let mut order: Vec<usize> = (0..first.len()).collect();
    if sorted {
        order.sort_by(|&a, &b| cmp(&slices[first[a]], &slices[first[b]]));
    }
    let mut rank = vec![0usize; first.len()];
    for (r, &u) in order.iter().enumerate() {
        rank[u] = r;
    }
    let n = order.len();
    let mut elems = Vec::with_capacity(outer * n * inner);
    for o in 0..outer {
        for &u in &order {
            let at = (o * len + first[u]) * inner;
            elems.extend_from_slice(&x.elems[at..at + inner]);
        }
    }
    let mut yshape = shape;
    yshape[axis] = n as u64;
    let y = Val::known(Lit {
        dtype: x.dtype,
        shape: yshape,
        elems,
    });
    let n64 = n as u64;
    Ok(vec![
        y,
        ints(vec![n64], order.iter().map(|&u| first[u] as i64).collect()),
        ints(
            vec![len as u64],
            inverse.iter().map(|&u| rank[u] as i64).collect(),
        ),
        ints(vec![n64], order.iter().map(|&u| counts[u]).collect()),
    ])
}

/// `NonMaxSuppression`: per batch and class, the boxes by descending score
/// (ties: the lower index first) above `score_threshold` (when given),
/// each kept unless its IoU with a box kept before exceeds
/// `iou_threshold`, at most `max_output_boxes_per_class` (0 when absent);
/// `[n, 3]` rows (batch, class, box). The IoU in f32 for f32 boxes, as
/// onnx's reference computes it.
pub(super) fn non_max_suppression(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let mut ins = contents(
        imp,
        node,
        &[
            (0, "boxes"),
            (1, "scores"),
            (2, "max_output_boxes_per_class"),
            (3, "iou_threshold"),
            (4, "score_threshold"),
        ],
    )?
    .into_iter();
    let mut next = || ins.next().flatten();
    let (boxes, scores) = match (next(), next()) {
        (Some(b), Some(s)) => (b, s),
        _ => return Err("boxes (input 0) and scores (input 1) are required".into()),
    };
    let scalar = |l: Option<Lit>| l.and_then(|l| l.elems.first().map(value));
    let max_out = scalar(next()).unwrap_or(0.0);
    let iou_t = scalar(next()).unwrap_or(0.0);
    let score_t = scalar(next());
    let center = attr_int(node, "center_point_box", 0) != 0;
    let (&[nb, nbox, four], &[sb, nc, sn]) = (&boxes.shape[..], &scores.shape[..]) else {
        return Err(format!(
            "boxes {:?} and scores {:?} must be [batches, boxes, 4] and [batches, classes, boxes]",
            boxes.shape, scores.shape
        ));
    };
    if four != 4 || sb != nb || sn != nbox {
        return Err(format!(
            "boxes {:?} and scores {:?} must be [batches, boxes, 4] and [batches, classes, boxes]",
            boxes.shape, scores.shape
        ));
    }
    let narrow = boxes.dtype != DType::F64;
    let r = |v: f64| if narrow { v as f32 as f64 } else { v };
    let iou_t = r(iou_t);
    let max_out = max_out.max(0.0) as usize;
    // Box b of batch n as (x_min, x_max, y_min, y_max).
    let corners = |n: usize, b: usize| -> [f64; 4] {
        let at = (n * nbox as usize + b) * 4;
        let v: Vec<f64> = boxes.elems[at..at + 4].iter().map(value).collect();
        if center {
            let (hw, hh) = (r(v[2] / 2.0), r(v[3] / 2.0));
            [r(v[0] - hw), r(v[0] + hw), r(v[1] - hh), r(v[1] + hh)]
        } else {
            [
                v[1].min(v[3]),
                v[1].max(v[3]),
                v[0].min(v[2]),
                v[0].max(v[2]),
            ]
        }
    };
    let suppress = |a: [f64; 4], b: [f64; 4]| -> bool {
        let (ix0, ix1) = (a[0].max(b[0]), a[1].min(b[1]));
        let (iy0, iy1) = (a[2].max(b[2]), a[3].min(b[3]));
        if ix1 <= ix0 || iy1 <= iy0 {
            return false;
        }
        let inter = r(r(ix1 - ix0) * r(iy1 - iy0));
        let a1 = r(r(a[1] - a[0]) * r(a[3] - a[2]));
        let a2 = r(r(b[1] - b[0]) * r(b[3] - b[2]));
        let union = r(r(a1 + a2) - inter);
        if inter <= 0.0 || a1 <= 0.0 || a2 <= 0.0 || union <= 0.0 {
            return false;
        }
        r(inter / union) > iou_t
    };
    let mut rows = Vec::new();
    for n in 0..nb as usize {
        for c in 0..nc as usize {
            let at = (n * nc as usize + c) * nbox as usize;
            let mut cand: Vec<(f64, usize)> = (0..nbox as usize)
                .map(|b| (value(&scores.elems[at + b]), b))
                .filter(|&(s, _)| score_t.is_none_or(|t| s > r(t)))
                .collect();
            cand.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
            let mut kept: Vec<usize> = Vec::new();
            for (_, b) in cand {
                if kept.len() >= max_out {
                    break;
                }
                let bc = corners(n, b);
                if kept.iter().all(|&k| !suppress(bc, corners(n, k))) {
                    kept.push(b);
                    rows.extend([n as i64, c as i64, b as i64]);
                }
            }
        }
    }
    let n = rows.len() as u64 / 3;
    Ok(vec![ints(vec![n, 3], rows)])
}

/// `RoiAlign` with known `rois` and `batch_indices` (a detector's
/// proposals: `hetc eval` computes them first): onnx's reference sampling
/// — per region, output cell and sample the four bilinear taps and their
/// weights — as a constant gather of the feature rows `(batch, pixel)`
/// and constant weights, then the weighted sum (`avg`, divided by the
/// samples) or the largest weighted tap (`max`, as the reference takes
/// it); `X` stays a run-time value. `[regions, C, output_height,
/// output_width]`.
pub(super) fn roi_align(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let [rois, bidx] =
        <[Lit; 2]>::try_from(required(imp, node, &[(1, "rois"), (2, "batch_indices")])?)
            .map_err(|_| "rois")?;
    let x = imp.operand(node, 0)?;
    let xt = imp.ty(x);
    let xd = xt
        .fixed_dims()
        .filter(|d| d.len() == 4)
        .ok_or_else(|| format!("X {xt} must be [N, C, H, W] with fixed dims"))?;
    let (n, c, h, w) = (xd[0], xd[1], xd[2] as usize, xd[3] as usize);
    if h == 0 || w == 0 {
        return Err(format!("X {xt} has no pixels"));
    }
    let r = bidx.numel() as usize;
    if rois.shape.len() != 2 || rois.shape[1] != 4 || rois.shape[0] as usize != r {
        return Err(format!(
            "rois {:?} must be [{r}, 4] (one per batch index)",
            rois.shape
        ));
    }
    let mode = attr_str(node, "mode").unwrap_or_else(|| "avg".into());
    let max = match mode.as_str() {
        "avg" => false,
        "max" => true,
        m => return Err(format!("mode {m:?} is not avg or max")),
    };
    let default_ctm = if imp.opset >= 16 {
        "half_pixel"
    } else {
        "output_half_pixel"
    };
    let half = attr_str(node, "coordinate_transformation_mode")
        .unwrap_or_else(|| default_ctm.into())
        == "half_pixel";
    let (oh, ow) = (
        attr_int(node, "output_height", 1),
        attr_int(node, "output_width", 1),
    );
    if !(1..=1 << 16).contains(&oh) || !(1..=1 << 16).contains(&ow) {
        return Err(format!(
            "output_height {oh} and output_width {ow} must be 1 to 65536"
        ));
    }
    let (oh, ow) = (oh as usize, ow as usize);
    let ratio = attr_int(node, "sampling_ratio", 0);
    let scale = attr_float(node, "spatial_scale", 1.0);
    let cells = oh * ow;
    // Per region: its grid, then per (cell, sample, tap) a row and weight.
    let mut grids = Vec::with_capacity(r);
    for i in 0..r {
        let v: Vec<f64> = rois.elems[i * 4..i * 4 + 4].iter().map(value).collect();
        let off = if half { 0.5 } else { 0.0 };
        let (sw, sh) = (v[0] * scale - off, v[1] * scale - off);
        let (mut rw, mut rh) = (v[2] * scale - off - sw, v[3] * scale - off - sh);
        if !half {
            rw = rw.max(1.0);
            rh = rh.max(1.0);
        }
        let (bh, bw) = (rh / oh as f64, rw / ow as f64);
        // (at most 2^16 samples per bin each way; the size check below
        // refuses what that would still make too large)
        let samples = |v: f64| v.ceil().clamp(0.0, 65536.0) as usize;
        let gh = if ratio > 0 {
            (ratio as usize).min(65536)
        } else {
            samples(rh / oh as f64)
        };
        let gw = if ratio > 0 {
            (ratio as usize).min(65536)
        } else {
            samples(rw / ow as f64)
        };
        grids.push((sh, sw, bh, bw, gh, gw));
    }
    let smax = grids.iter().map(|g| g.4 * g.5).max().unwrap_or(0).max(1);
    let hw = h * w;
    let total = [r, cells, smax, 4]
        .iter()
        .try_fold(1usize, |a, &b| a.checked_mul(b))
        .unwrap_or(usize::MAX);
    if total.saturating_mul(c as usize) > 1 << 28 {
        return Err(format!(
            "{r} regions × {cells} cells × {smax} samples × {c} channels is too large to import here"
        ));
    }
    let mut rows = vec![0.0f64; total];
    let mut wts = vec![0.0f64; total];
    let mut bias = vec![0.0f64; r * cells * smax];
    for (i, &(sh, sw, bh, bw, gh, gw)) in grids.iter().enumerate() {
        let b = value(&bidx.elems[i]);
        if !(0.0..n as f64).contains(&b) {
            return Err(format!("batch index {b} of region {i} is not in 0..{n}"));
        }
        let base = b as usize * hw;
        let count = (gh * gw).max(1) as f64;
        for ph in 0..oh {
            for pw in 0..ow {
                let cell = ph * ow + pw;
                for s in 0..smax {
                    let at = (i * cells + cell) * smax + s;
                    if s >= gh * gw {
                        bias[at] = f64::NEG_INFINITY;
                        continue;
                    }
                    let (iy, ix) = (s / gw, s % gw);
                    let mut y = sh + ph as f64 * bh + (iy as f64 + 0.5) * bh / gh as f64;
                    let mut x = sw + pw as f64 * bw + (ix as f64 + 0.5) * bw / gw as f64;
                    if y < -1.0 || y > h as f64 || x < -1.0 || x > w as f64 {
                        for t in 0..4 {
                            rows[at * 4 + t] = base as f64;
                        }
                        continue;
                    }
                    y = y.max(0.0);
                    x = x.max(0.0);
                    let (mut yl, mut xl) = (y as usize, x as usize);
                    let yh = if yl >= h - 1 {
                        yl = h - 1;
                        y = yl as f64;
                        yl
                    } else {
                        yl + 1
                    };
                    let xh = if xl >= w - 1 {
                        xl = w - 1;
                        x = xl as f64;
                        xl
                    } else {
                        xl + 1
                    };
                    let (ly, lx) = (y - yl as f64, x - xl as f64);
                    let (hy, hx) = (1.0 - ly, 1.0 - lx);
                    let div = if max { 1.0 } else { count };
                    for (t, (p, wt)) in [
                        (yl * w + xl, hy * hx),
                        (yl * w + xh, hy * lx),
                        (yh * w + xl, ly * hx),
                        (yh * w + xh, ly * lx),
                    ]
                    .into_iter()
                    .enumerate()
                    {
                        rows[at * 4 + t] = (base + p) as f64;
                        wts[at * 4 + t] = wt / div;
                    }
                }
            }
        }
    }
    use OpKind::*;
    let dt = xt.dtype;
    let x3 = imp.reshape(node, x, [n, c, hw as u64].map(Dim::Fixed).to_vec());
    let xtr = imp.emit1(
        node,
        Transpose,
        &[x3],
        super::ops::attrs(vec![("perm", Attr::Ints(vec![0, 2, 1]))]),
    )?;
    let xr = imp.reshape(node, xtr, [n * hw as u64, c].map(Dim::Fixed).to_vec());
    let shape = [r as u64, cells as u64, smax as u64, 4];
    let gi = imp.constant(DType::I64, &shape, &rows);
    let taps = imp.emit1(
        node,
        Gather,
        &[xr, gi],
        super::ops::attrs(vec![("axis", Attr::Int(0))]),
    )?;
    let wv = imp.constant(dt, &[r as u64, cells as u64, smax as u64, 4, 1], &wts);
    let weighted = imp.bin(node, Mul, taps, wv)?;
    let red = |imp: &mut Importer, k: OpKind, v, axes: &[i64]| {
        super::reduce::red(imp, node, k, v, axes, false)
    };
    let per_cell = if max {
        let per_sample = red(imp, ReduceMax, weighted, &[3])?;
        let bv = imp.constant(dt, &[r as u64, cells as u64, smax as u64, 1], &bias);
        let per_sample = imp.bin(node, Add, per_sample, bv)?;
        red(imp, ReduceMax, per_sample, &[2])?
    } else {
        red(imp, ReduceSum, weighted, &[2, 3])?
    };
    // [R, cells, C] → [R, C, oh, ow]
    let t = imp.emit1(
        node,
        Transpose,
        &[per_cell],
        super::ops::attrs(vec![("perm", Attr::Ints(vec![0, 2, 1]))]),
    )?;
    let y = imp.reshape(
        node,
        t,
        [r as u64, c, oh as u64, ow as u64].map(Dim::Fixed).to_vec(),
    );
    Ok(vec![imp.val_of(y)])
}

/// `MelWeightMatrix`: the `[dft_length / 2 + 1, num_mel_bins]` triangular
/// filter bank of onnx's reference (mel edges in f32 as numpy computes
/// them from f32 inputs, the bins floored), a constant of the graph — its
/// shape depends on `num_mel_bins` and `dft_length`.
pub(super) fn mel_weight_matrix(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let v = required(
        imp,
        node,
        &[
            (0, "num_mel_bins"),
            (1, "dft_length"),
            (2, "sample_rate"),
            (3, "lower_edge_hertz"),
            (4, "upper_edge_hertz"),
        ],
    )?;
    let s: Vec<f64> = v
        .iter()
        .map(|l| l.elems.first().map(value).unwrap_or(f64::NAN))
        .collect();
    let (mels, dft, rate) = (s[0] as i64, s[1] as i64, s[2]);
    if mels < 1 || dft < 1 || rate.is_nan() || rate <= 0.0 {
        return Err(format!(
            "num_mel_bins {mels}, dft_length {dft} and sample_rate {rate} must be positive"
        ));
    }
    let mel = |hz: f64| {
        let a = (hz as f32 / 700.0f32).ln_1p();
        (2595.0f32 * a) as f64 / std::f64::consts::LN_10
    };
    let (lo, hi) = (mel(s[3]), mel(s[4]));
    let step = (hi - lo) / (mels + 2) as f64;
    let bins: Vec<i64> = (0..mels + 2)
        .map(|i| {
            let f = i as f64 * step + lo;
            let f = 700.0 * (f / 2595.0 * std::f64::consts::LN_10).exp_m1();
            (((dft + 1) as f64 * f) / rate).floor() as i64
        })
        .collect();
    let nspec = (dft / 2 + 1) as usize;
    let m = mels as usize;
    if nspec.saturating_mul(m) > 1 << 26 {
        return Err(format!(
            "a {nspec} × {m} filter bank is too large to import here"
        ));
    }
    let mut out = vec![0.0f64; nspec * m];
    let mut set = |j: i64, i: usize, v: f64| -> R<()> {
        let j = usize::try_from(j)
            .ok()
            .filter(|&j| j < nspec)
            .ok_or_else(|| {
                format!(
                    "mel bin {i} reaches spectrogram bin {j}, past the {nspec} of dft_length {dft}"
                )
            })?;
        out[j * m + i] = v;
        Ok(())
    };
    for i in 0..m {
        let (l, c, h) = (bins[i], bins[i + 1], bins[i + 2]);
        if c == l {
            set(c, i, 1.0)?;
        } else {
            for j in l..=c {
                set(j, i, (j - l) as f64 / (c - l) as f64)?;
            }
        }
        if h > c {
            for j in c..h {
                set(j, i, (h - j) as f64 / (h - c) as f64)?;
            }
        }
    }
    let dtype = match attr(node, "output_datatype") {
        Some(a) => {
            super::tensor::dtype_of(a.i as i32).map_err(|m| format!("output_datatype: {m}"))?
        }
        None => DType::F32,
    };
    Ok(vec![Val::known(Lit {
        dtype,
        shape: vec![nspec as u64, m as u64],
        elems: out
            .into_iter()
            .map(|x| {
                if dtype.is_float() {
                    Elem::F(x)
                } else {
                    Elem::I(x as i64)
                }
            })
            .collect(),
    })])
}
