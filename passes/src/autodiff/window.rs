//! VJPs of the windowed ops — convolution, max and average pooling, global
//! average pooling — built from `conv`, data movement and elementwise ops
//! only, so every backend that lowers the forward ops lowers their
//! gradients too.
//!
//! With `o·s + k·d − p_b` the input position that output position `o` reads
//! through kernel tap `k` (stride `s`, dilation `d`, begin pad `p_b`):
//! * the input gradient of a convolution is the *transposed* convolution:
//!   the cotangent with `s − 1` zeros after each element, convolved at
//!   stride 1 and dilation `d` with the kernel flipped and its in/out
//!   channels swapped per group, padded `d·(K − 1) − p_b` before and
//!   `H + p_b − O·s` after (a negative pad crops instead);
//! * the weight gradient is a convolution of the input (channels and batch
//!   swapped, per group) with the cotangent as the kernel, at stride `d` and
//!   dilation `s`, cropped to the kernel extent;
//! * max pooling gathers every window's taps with a convolution by a
//!   one-hot kernel (exact: one product by 1, the rest by 0), routes the
//!   cotangent to the *first* tap in row-major window order that equals the
//!   window's maximum (the rule of PyTorch and XLA's select-and-scatter:
//!   with ties, e.g. the zeros after a ReLU, exactly one input gets it) and
//!   scatters back with the one-hot kernel's input gradient; taps in the
//!   padding never win;
//! * average pooling is a depthwise convolution by ones divided by each
//!   window's count (a constant: ONNX `count_include_pad` and ceil-mode
//!   semantics, as the reference interpreter), so its VJP is the transposed
//!   convolution of `g / count`.
//!
//! Assumes fixed extents on every dim of the operands (stage graphs have
//! them bound).

use super::{attrs, fixed_dim, fixed_dims, Bwd, Ct, Emitter};
use hetc_ir::{Attr, DType, Dim, OpData, OpKind, TensorData, TensorType, ValueId};

fn ints(v: &[u64]) -> Attr {
    Attr::Ints(v.iter().map(|&x| x as i64).collect())
}

/// The window of a convolution or pooling op, per spatial dim.
struct Window {
    kernel: Vec<u64>,
    strides: Vec<u64>,
    dilations: Vec<u64>,
    pad_begin: Vec<u64>,
    pad_end: Vec<u64>,
}

impl Window {
    /// From the op's attributes (`kernel` from the attribute for pooling,
    /// from the weight for convolution).
    fn of(op: &OpData, kernel: Vec<u64>) -> Result<Window, String> {
        let sp = kernel.len();
        let get = |k: &str, n: usize, default: i64| -> Result<Vec<u64>, String> {
            let v = match op.attr_ints(k) {
                Some(v) => v.to_vec(),
                None => vec![default; n],
            };
            if v.len() != n || v.iter().any(|&x| x < 0) {
                return Err(format!(
                    "`{k}` {v:?} is not {n} non-negative values for {sp} spatial dims"
                ));
            }
            Ok(v.into_iter().map(|x| x as u64).collect())
        };
        let pads = get("pads", 2 * sp, 0)?;
        let w = Window {
            strides: get("strides", sp, 1)?,
            dilations: get("dilations", sp, 1)?,
            pad_begin: pads[..sp].to_vec(),
            pad_end: pads[sp..].to_vec(),
            kernel,
        };
        if w.strides.iter().chain(&w.dilations).any(|&x| x == 0) {
            return Err("a stride or dilation of 0".into());
        }
        Ok(w)
    }

    fn spatial(&self) -> usize {
        self.kernel.len()
    }

    /// Extent of the dilated kernel along spatial dim `i`.
    fn reach(&self, i: usize) -> u64 {
        self.dilations[i] * (self.kernel[i].max(1) - 1) + 1
    }

    /// Input position of output `o`, tap `k` along spatial dim `i` (may be
    /// in the padding: negative or ≥ the extent).
    fn pos(&self, i: usize, o: u64, k: u64) -> i64 {
        (o * self.strides[i] + k * self.dilations[i]) as i64 - self.pad_begin[i] as i64
    }

    /// Conv attributes with this window's strides and dilations, the given
    /// pads.
    fn conv_attrs(&self, begin: &[u64], end: &[u64], group: u64) -> hetc_ir::Attrs {
        let pads: Vec<u64> = begin.iter().chain(end).copied().collect();
        attrs([
            ("strides", ints(&self.strides)),
            ("pads", ints(&pads)),
            ("dilations", ints(&self.dilations)),
            ("group", Attr::Int(group as i64)),
        ])
    }

    /// End pads with which a floor-mode convolution over `input` yields at
    /// least `out` positions (pooling in ceil mode reads past the end pad).
    fn pad_end_for(&self, input: &[u64], out: &[u64]) -> Vec<u64> {
        (0..self.spatial())
            .map(|i| {
                let need = (out[i] - 1) * self.strides[i] + self.reach(i);
                let have = input[i] + self.pad_begin[i] + self.pad_end[i];
                self.pad_end[i] + need.saturating_sub(have)
            })
            .collect()
    }
}

impl Emitter {
    fn reshape_to(&mut self, v: ValueId, shape: &[u64]) -> ValueId {
        let s: Vec<Dim> = shape.iter().map(|&d| Dim::Fixed(d)).collect();
        self.reshape(v, &s)
    }

    fn konst(&mut self, dtype: DType, shape: &[u64], data: &[f64]) -> ValueId {
        self.g.add_const(
            "",
            TensorType::fixed(dtype, shape),
            Some(TensorData::from_f64s(dtype, data)),
        )
    }

    /// `v` reversed along `axis` (a gather of constant indices).
    fn flip(&mut self, v: ValueId, axis: usize) -> Result<ValueId, String> {
        let n = fixed_dim(&self.ty(v).shape[axis], "a flipped extent")?;
        if n <= 1 {
            return Ok(v);
        }
        let idx: Vec<f64> = (0..n).rev().map(|i| i as f64).collect();
        let idx = self.konst(DType::I64, &[n], &idx);
        self.op(
            OpKind::Gather,
            &[v, idx],
            attrs([("axis", Attr::Int(axis as i64))]),
        )
    }

    /// `v` with `s − 1` zeros after each element along `axis` (extent n·s).
    fn interleave_zeros(&mut self, v: ValueId, axis: usize, s: u64) -> Result<ValueId, String> {
        if s == 1 {
            return Ok(v);
        }
        let t = self.ty(v).clone();
        let sh = fixed_dims(&t, "a strided extent")?;
        let mut wide = sh.clone();
        wide.insert(axis + 1, 1);
        let r = self.reshape_to(v, &wide);
        wide[axis + 1] = s - 1;
        let z = self.zeros(TensorType::fixed(t.dtype, &wide));
        let c = self.concat(&[r, z], axis + 1)?;
        let mut out = sh;
        out[axis] *= s;
        Ok(self.reshape_to(c, &out))
    }

    /// Input gradient of a convolution with `window` and `group` whose
    /// weight is `w` ([F, C/group, K…]) and input has `x_dims`, given the
    /// output cotangent `g` ([N, F, O…]): the transposed convolution.
    fn conv_input_grad(
        &mut self,
        g: ValueId,
        w: ValueId,
        x_dims: &[u64],
        window: &Window,
        group: u64,
    ) -> Result<ValueId, String> {
        let sp = window.spatial();
        let wd = fixed_dims(self.ty(w), "a convolution weight extent")?;
        let (f, cg) = (wd[0], wd[1]);
        let fg = f / group;
        let rest: Vec<usize> = (2..2 + sp).collect();
        // Kernel [C, F/group, K…]: in/out channels swapped within each group.
        let mut wt = if group == 1 {
            let perm: Vec<usize> = [1, 0].into_iter().chain(rest.clone()).collect();
            self.transpose(w, &perm)?
        } else {
            let mut s = vec![group, fg, cg];
            s.extend_from_slice(&wd[2..]);
            let r = self.reshape_to(w, &s);
            let perm: Vec<usize> = [0, 2, 1].into_iter().chain(3..3 + sp).collect();
            let t = self.transpose(r, &perm)?;
            let mut s = vec![group * cg, fg];
            s.extend_from_slice(&wd[2..]);
            self.reshape_to(t, &s)
        };
        for i in 0..sp {
            wt = self.flip(wt, 2 + i)?;
        }
        let gdims = fixed_dims(self.ty(g), "a convolution output extent")?;
        let mut gd = g;
        let (mut lo, mut hi) = (Vec::with_capacity(sp), Vec::with_capacity(sp));
        for i in 0..sp {
            let ax = 2 + i;
            gd = self.interleave_zeros(gd, ax, window.strides[i])?;
            let len = gdims[ax] * window.strides[i];
            let before = (window.reach(i) - 1) as i64 - window.pad_begin[i] as i64;
            let after = x_dims[ax] as i64 + window.pad_begin[i] as i64 - len as i64;
            // A negative pad crops the dilated cotangent instead.
            let start = (-before).max(0) as u64;
            let end = len as i64 - (-after).max(0);
            if end <= start as i64 {
                return Err(format!(
                    "internal: transposed convolution crops all of spatial dim {i}"
                ));
            }
            gd = self.slice(gd, ax, start, end as u64 - start)?;
            lo.push(before.max(0) as u64);
            hi.push(after.max(0) as u64);
        }
        let a = attrs([
            ("strides", ints(&vec![1; sp])),
            (
                "pads",
                ints(&lo.iter().chain(&hi).copied().collect::<Vec<_>>()),
            ),
            ("dilations", ints(&window.dilations)),
            ("group", Attr::Int(group as i64)),
        ]);
        let dx = self.op(OpKind::Conv, &[gd, wt], a)?;
        let got = fixed_dims(self.ty(dx), "")?;
        if got != x_dims {
            return Err(format!(
                "internal: transposed convolution gives {got:?}, the input is {x_dims:?}"
            ));
        }
        Ok(dx)
    }

    /// Weight gradient of a convolution with `window` and `group` of input
    /// `x` ([N, C, H…]) given the output cotangent `g` ([N, F, O…]).
    fn conv_weight_grad(
        &mut self,
        x: ValueId,
        g: ValueId,
        window: &Window,
        group: u64,
    ) -> Result<ValueId, String> {
        let sp = window.spatial();
        let xd = fixed_dims(self.ty(x), "a convolution input extent")?;
        let gd = fixed_dims(self.ty(g), "a convolution output extent")?;
        let (n, c, f) = (xd[0], xd[1], gd[1]);
        let (cg, fg) = (c / group, f / group);
        let swap01: Vec<usize> = [1, 0].into_iter().chain(2..2 + sp).collect();
        // Input as [C/group, group·N, H…]; cotangent as [F, N, O…].
        let (xt, gt) = if group == 1 {
            (self.transpose(x, &swap01)?, self.transpose(g, &swap01)?)
        } else {
            let mut s = vec![n, group, cg];
            s.extend_from_slice(&xd[2..]);
            let r = self.reshape_to(x, &s);
            let perm: Vec<usize> = [2, 1, 0].into_iter().chain(3..3 + sp).collect();
            let t = self.transpose(r, &perm)?;
            let mut s = vec![cg, group * n];
            s.extend_from_slice(&xd[2..]);
            let xt = self.reshape_to(t, &s);
            let mut s = vec![n, group, fg];
            s.extend_from_slice(&gd[2..]);
            let r = self.reshape_to(g, &s);
            let perm: Vec<usize> = [1, 2, 0].into_iter().chain(3..3 + sp).collect();
            let t = self.transpose(r, &perm)?;
            let mut s = vec![f, n];
            s.extend_from_slice(&gd[2..]);
            (xt, self.reshape_to(t, &s))
        };
        // Strides and dilations trade places.
        let swapped = Window {
            kernel: gd[2..].to_vec(),
            strides: window.dilations.clone(),
            dilations: window.strides.clone(),
            pad_begin: window.pad_begin.clone(),
            pad_end: window.pad_end.clone(),
        };
        let a = swapped.conv_attrs(&window.pad_begin, &window.pad_end, group);
        let mut r = self.op(OpKind::Conv, &[xt, gt], a)?;
        for i in 0..sp {
            r = self.slice(r, 2 + i, 0, window.kernel[i])?;
        }
        self.transpose(r, &swap01)
    }
}

/// `conv(x, w, bias?)`.
pub(super) fn conv_vjp(
    b: &mut Bwd,
    op: &OpData,
    g: ValueId,
    want: &[bool],
) -> Result<Vec<Ct>, String> {
    let (x, w) = (op.inputs[0], op.inputs[1]);
    let (xd, group, window) = conv_window(b, op, "a convolution")?;
    let mut out = vec![None; op.inputs.len()];
    if want[0] {
        let pw = b.p(w)?;
        out[0] = Some(b.e.conv_input_grad(g, pw, &xd, &window, group)?);
    }
    if want[1] {
        let px = b.p(x)?;
        out[1] = Some(b.e.conv_weight_grad(px, g, &window, group)?);
    }
    if want.get(2) == Some(&true) {
        out[2] = Some(bias_grad(b, g, xd.len())?);
    }
    Ok(out)
}

/// A (transposed) convolution's input extents, group count and window.
fn conv_window(b: &Bwd, op: &OpData, what: &str) -> Result<(Vec<u64>, u64, Window), String> {
    let xd = fixed_dims(&b.fty(op.inputs[0]), &format!("{what} input extent"))?;
    let wd = fixed_dims(&b.fty(op.inputs[1]), &format!("{what} weight extent"))?;
    let group = op.attr_int("group").unwrap_or(1).max(1) as u64;
    Ok((xd, group, Window::of(op, wd[2..].to_vec())?))
}

/// A convolution bias's cotangent: the result's summed over batch and
/// space (`rank` dims, NC…).
fn bias_grad(b: &mut Bwd, g: ValueId, rank: usize) -> Result<ValueId, String> {
    let axes: Vec<usize> = std::iter::once(0).chain(2..rank).collect();
    b.e.reduce(OpKind::ReduceSum, g, &axes, false)
}

/// `conv_transpose(x, w)` is the adjoint of the convolution with the same
/// window (strides, pads, dilations, groups) over an input of the result's
/// extents: `out[i·s + k·d − pad] += x[i]·w[k]`. So `x`'s cotangent is that
/// convolution of the result's cotangent (`w`, `[C_in, C_out/group, k…]`,
/// is laid out as its weight), `w`'s is the convolution's weight gradient
/// with the roles of input and cotangent swapped, and the bias's the sum
/// over batch and space. Output padding only adds result positions no
/// input reaches: the convolution's floor drops them.
pub(super) fn conv_transpose_vjp(
    b: &mut Bwd,
    op: &OpData,
    g: ValueId,
    want: &[bool],
) -> Result<Vec<Ct>, String> {
    let (x, w) = (op.inputs[0], op.inputs[1]);
    let (xd, group, window) = conv_window(b, op, "a transposed convolution")?;
    let mut out = vec![None; op.inputs.len()];
    if want[0] {
        let pw = b.p(w)?;
        let a = window.conv_attrs(&window.pad_begin, &window.pad_end, group);
        let dx = b.e.op(OpKind::Conv, &[g, pw], a)?;
        let got = fixed_dims(b.e.ty(dx), "")?;
        if got != xd {
            return Err(format!(
                "internal: the adjoint convolution gives {got:?}, the input is {xd:?}"
            ));
        }
        out[0] = Some(dx);
    }
    if want[1] {
        let px = b.p(x)?;
        out[1] = Some(b.e.conv_weight_grad(g, px, &window, group)?);
    }
    if want.get(2) == Some(&true) {
        out[2] = Some(bias_grad(b, g, xd.len())?);
    }
    Ok(out)
}

/// For every (tap, output position) pair, in row-major order `[K…] × [O…]`,
/// whether `keep(spatial dim, input position)` holds on every spatial dim.
fn tap_table(window: &Window, out: &[u64], keep: impl Fn(usize, i64) -> bool) -> Vec<Vec<bool>> {
    let unravel = |mut flat: u64, ext: &[u64]| {
        let mut idx = vec![0; ext.len()];
        for i in (0..ext.len()).rev() {
            idx[i] = flat % ext[i];
            flat /= ext[i];
        }
        idx
    };
    let kk: u64 = window.kernel.iter().product();
    let oo: u64 = out.iter().product();
    (0..kk)
        .map(|k| {
            let ks = unravel(k, &window.kernel);
            (0..oo)
                .map(|o| {
                    let os = unravel(o, out);
                    (0..window.spatial()).all(|i| keep(i, window.pos(i, os[i], ks[i])))
                })
                .collect()
        })
        .collect()
}

/// `max_pool(x)` / `avg_pool(x)` (2-D or N-d windows, ceil mode, dilations,
/// `count_include_pad`).
pub(super) fn pool_vjp(b: &mut Bwd, op: &OpData, g: ValueId) -> Result<Vec<Ct>, String> {
    let x = op.inputs[0];
    let tx = b.fty(x);
    let xd = fixed_dims(&tx, "a pooled extent")?;
    let od = fixed_dims(&b.fty(op.result()), "a pooling output extent")?;
    let sp = xd.len() - 2;
    let kernel: Vec<u64> = op
        .attr_ints("kernel")
        .unwrap_or(&[])
        .iter()
        .map(|&k| k.max(1) as u64)
        .collect();
    if kernel.len() != sp {
        return Err(format!("a {}-d kernel for {sp} spatial dims", kernel.len()));
    }
    let window = Window::of(op, kernel)?;
    let (dt, nc) = (tx.dtype, xd[0] * xd[1]);
    let kk: u64 = window.kernel.iter().product();
    let (h, o) = (&xd[2..], &od[2..]);
    let oo: u64 = o.iter().product();
    let flat = |lead: &[u64], sp: &[u64]| -> Vec<u64> { lead.iter().chain(sp).copied().collect() };
    // Taps that read the input, not the padding.
    let valid = tap_table(&window, o, |i, p| p >= 0 && p < h[i] as i64);
    let dx = if op.kind == OpKind::MaxPool {
        // One-hot kernel [KK, 1, K…]: output channel k reads tap k.
        let mut onehot = vec![0.0; (kk * kk) as usize];
        for k in 0..kk as usize {
            onehot[k * kk as usize + k] = 1.0;
        }
        let e = b.e.konst(dt, &flat(&[kk, 1], &window.kernel), &onehot);
        let px = b.p(x)?;
        let xr = b.e.reshape_to(px, &flat(&[nc, 1], h));
        let pad_end = window.pad_end_for(h, o);
        let a = window.conv_attrs(&window.pad_begin, &pad_end, 1);
        let mut taps_v = b.e.op(OpKind::Conv, &[xr, e], a)?; // [NC, KK, O'…]
        for (i, &extent) in o.iter().enumerate() {
            taps_v = b.e.slice(taps_v, 2 + i, 0, extent)?;
        }
        let py = b.p(op.result())?;
        let yr = b.e.reshape_to(py, &flat(&[nc, 1], o));
        let mut hit = b.e.bin(OpKind::Equal, taps_v, yr)?;
        if valid.iter().flatten().any(|&v| !v) {
            let m: Vec<f64> = valid.iter().flatten().map(|&v| v as u8 as f64).collect();
            let m = b.e.konst(DType::Bool, &flat(&[kk], o), &m);
            hit = b.e.bin(OpKind::And, hit, m)?;
        }
        // The first hit in tap order: the largest of −k over the hits.
        let rank = vec![1; sp];
        let neg: Vec<f64> = (0..kk).map(|k| -(k as f64)).collect();
        let neg = b.e.konst(dt, &flat(&[kk], &rank), &neg);
        let none = b.e.scalar(dt, -(kk as f64));
        let score =
            b.e.op(OpKind::Where, &[hit, neg, none], Default::default())?;
        let best = b.e.reduce(OpKind::ReduceMax, score, &[1], true)?;
        let first = b.e.bin(OpKind::Equal, score, best)?;
        let first = b.e.bin(OpKind::And, first, hit)?;
        let gr = b.e.reshape_to(g, &flat(&[nc, 1], o));
        let routed = b.e.select(first, gr, false)?;
        b.e.conv_input_grad(routed, e, &flat(&[nc, 1], h), &window, 1)?
    } else {
        // Each window's divisor, as the forward counts it.
        let include_pad = op.attr_int("count_include_pad").unwrap_or(0) != 0;
        let mut count = vec![0.0f64; oo as usize];
        // Taps before the end of the end pad (never before the begin pad).
        let within_pad = tap_table(&window, o, |i, p| p < (h[i] + window.pad_end[i]) as i64);
        for (k, row) in valid.iter().enumerate() {
            for (i, &v) in row.iter().enumerate() {
                if v || (include_pad && within_pad[k][i]) {
                    count[i] += 1.0;
                }
            }
        }
        let inv: Vec<f64> = count.iter().map(|&c| 1.0 / c.max(1.0)).collect();
        let inv = b.e.konst(dt, o, &inv);
        let scaled = b.e.mul(g, inv)?;
        let gr = b.e.reshape_to(scaled, &flat(&[nc, 1], o));
        let ones =
            b.e.konst(dt, &flat(&[1, 1], &window.kernel), &vec![1.0; kk as usize]);
        b.e.conv_input_grad(gr, ones, &flat(&[nc, 1], h), &window, 1)?
    };
    Ok(vec![Some(b.e.reshape_to(dx, &xd))])
}

/// `global_avg_pool(x)`: the cotangent spread evenly over each channel.
pub(super) fn global_avg_pool_vjp(b: &mut Bwd, op: &OpData, g: ValueId) -> Result<Vec<Ct>, String> {
    let tx = b.fty(op.inputs[0]);
    let xd = fixed_dims(&tx, "a pooled extent")?;
    let n: u64 = xd[2..].iter().product();
    let s = b.e.scale(g, 1.0 / n.max(1) as f64)?;
    Ok(vec![Some(b.e.expand(s, &tx.shape))])
}
