//! `RNN`, `GRU` and `LSTM` unrolled over the (fixed) sequence into IR
//! ops: per direction and step, each gate is `x_t·Wᵀ + h·Rᵀ + Wb + Rb`
//! (`MatMul`s on the gate's slices of `W`, `R`, `B`), the activations are
//! the attribute's (Sigmoid, Tanh, Relu; the spec's defaults otherwise),
//! `clip` clamps the pre-activations, LSTM's peepholes and
//! `input_forget`, GRU's `linear_before_reset` follow the ONNX equations.
//! With `sequence_lens` (known at compile time) a batch entry's state
//! stops at its length and its outputs beyond are zero. The batch may be
//! symbolic; a symbolic sequence length cannot be unrolled, and the node
//! is then kept as a typed custom op until the length is bound
//! ([`symbolic_sequence`]).
//!
//! com.microsoft `DynamicQuantizeLSTM` is an LSTM with int8 weights `W`
//! `[dirs, input, 4h]` and `R` `[dirs, h, 4h]` (scales and zero points per
//! direction, or per column), computed as onnxruntime does: the whole
//! input sequence is quantized to u8 once (`DynamicQuantizeLinear` over
//! `X`), each step's `h` before its recurrent product; the products are
//! integer (`(x_q − x_zp)·(W − w_zp)` in int32) scaled by
//! `x_scale·w_scale`; each gate is `((x·W + h·R) [+ peephole]) + (Wb + Rb)`
//! in that order of roundings, and its logistic and tanh are MLAS's
//! (`mlas` on the op, `hetc_backends::mlas`), so that the state quantized
//! at the next step is onnxruntime's bit for bit (the corpus' `rawi-int8`
//! checks it end to end).

use super::ops::{attr, attr_int, attr_str, attrs, known_ints};
use super::{Importer, Val};
use hetc_ir::{Attr, Attrs, Dim, OpKind, ValueId};
use onnx_protobuf::NodeProto;

type R<T> = Result<T, String>;

pub(super) fn build(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    use OpKind::*;
    let quant = node.op_type == "DynamicQuantizeLSTM";
    let op = if quant { "LSTM" } else { node.op_type.as_str() };
    let gates = match op {
        "RNN" => 1,
        "GRU" => 3,
        _ => 4,
    };
    let mut x = imp.operand(node, 0)?;
    let layout = attr_int(node, "layout", 0);
    if layout == 1 {
        x = imp.emit1(
            node,
            Transpose,
            &[x],
            attrs(vec![("perm", Attr::Ints(vec![1, 0, 2]))]),
        )?;
    }
    let xt = imp.ty(x);
    if xt.rank() != 3 {
        return Err(format!("X {xt} must be 3-D"));
    }
    let dt = xt.dtype;
    let h = attr_int(node, "hidden_size", 0);
    let w = imp.operand(node, 1)?;
    let r = imp.operand(node, 2)?;
    let wt = imp.ty(w);
    // A quantized LSTM's W is `[dirs, input, 4h]`: checked as the float
    // layout `[dirs, 4h, input]`.
    let wt = if quant {
        let mut t = wt.clone();
        if t.rank() == 3 {
            t.shape.swap(1, 2);
        }
        t
    } else {
        wt
    };
    let h = if h > 0 {
        h
    } else {
        wt.shape
            .get(1)
            .and_then(Dim::fixed)
            .map(|g| g as i64 / gates)
            .ok_or("hidden_size is required")?
    };
    let gh = h.checked_mul(gates).filter(|&g| g > 0);
    if h < 1
        || gh.is_none()
        || wt.shape.get(1) != gh.map(|g| Dim::Fixed(g as u64)).as_ref()
        || wt.rank() != 3
    {
        return Err(format!(
            "W {wt} does not hold {gates} gates of hidden_size {h}"
        ));
    }
    let direction = attr_str(node, "direction").unwrap_or_else(|| "forward".into());
    let dirs: Vec<bool> = match direction.as_str() {
        "forward" => vec![false],
        "reverse" => vec![true],
        "bidirectional" => vec![false, true],
        d => {
            return Err(format!(
                "direction {d:?} is not forward, reverse or bidirectional"
            ))
        }
    };
    // The unroll needs the sequence length; the batch may be symbolic.
    let Some(seq) = xt.shape[0].fixed().map(|n| n as i64) else {
        return symbolic_sequence(imp, node, &xt, h as u64, dirs.len() as u64, layout == 1);
    };
    let batch = xt.shape[1].clone();
    if batch
        .fixed()
        .is_some_and(|b| b.checked_mul(h as u64).is_none_or(|n| n > 1 << 32))
    {
        return Err(format!("batch {batch} × hidden_size {h} is too large"));
    }
    let lens = known_ints(imp, node, 4, "sequence_lens")?;
    let clip = attr(node, "clip").map(|a| a.f as f64);
    let acts: Vec<String> = attr(node, "activations")
        .map(|a| {
            a.strings
                .iter()
                .map(|s| String::from_utf8_lossy(s).into_owned())
                .collect()
        })
        .unwrap_or_default();
    let per_dir = match op {
        "RNN" => 1,
        "GRU" => 2,
        _ => 3,
    };
    let act_of = |d: usize, k: usize| -> String {
        acts.get(d * per_dir + k).cloned().unwrap_or_else(|| {
            match (op, k) {
                ("RNN", _) => "Tanh",
                (_, 0) => "Sigmoid",
                _ => "Tanh",
            }
            .to_string()
        })
    };
    let b = imp.opt_operand(node, 3)?;
    let init_h = imp.opt_operand(node, 5)?;
    let init_c = if op == "LSTM" {
        imp.opt_operand(node, 6)?
    } else {
        None
    };
    let peep = if op == "LSTM" {
        imp.opt_operand(node, 7)?
    } else {
        None
    };
    let lbr = attr_int(node, "linear_before_reset", 0) != 0;
    let input_forget = attr_int(node, "input_forget", 0) != 0;

    let slice = |imp: &mut Importer, v: ValueId, axis: i64, s: i64, e: i64| {
        imp.emit1(
            node,
            Slice,
            &[v],
            attrs(vec![
                ("starts", Attr::Ints(vec![s])),
                ("ends", Attr::Ints(vec![e])),
                ("axes", Attr::Ints(vec![axis])),
                ("steps", Attr::Ints(vec![1])),
            ]),
        )
    };
    let squeeze0 = |imp: &mut Importer, v: ValueId| {
        let s = imp.ty(v).shape[1..].to_vec();
        imp.reshape(node, v, s)
    };
    // A quantized LSTM's logistic and tanh are MLAS's polynomials, as
    // onnxruntime computes them (`mlas` on the op): its `h` is quantized
    // again at the next step, so an ulp of difference can move a value
    // across a rounding boundary and the error compounds.
    let mlas = || attrs(vec![("mlas", Attr::Int(1))]);
    let act = |imp: &mut Importer, name: &str, v: ValueId, d: usize, k: usize| -> R<ValueId> {
        let _ = (d, k);
        match name {
            "Sigmoid" if quant => imp.emit1(node, Sigmoid, &[v], mlas()),
            "Tanh" if quant => imp.emit1(node, Tanh, &[v], mlas()),
            "Sigmoid" => imp.un(node, Sigmoid, v),
            "Tanh" => imp.un(node, Tanh, v),
            "Relu" => imp.un(node, Relu, v),
            a => Err(format!(
                "activation {a:?} is not supported (Sigmoid, Tanh, Relu)"
            )),
        }
    };
    let zero_state = match batch.fixed() {
        Some(b) => imp.constant(dt, &[b, h as u64], &vec![0.0; (b * h as u64) as usize]),
        None => imp.emit1_typed(
            node,
            Fill,
            &[],
            attrs(vec![("value", Attr::Float(0.0))]),
            hetc_ir::TensorType::new(dt, [batch.clone(), Dim::Fixed(h as u64)]),
        ),
    };
    let qparams = if quant {
        let need = |imp: &mut Importer, i: usize, what: &str| -> R<ValueId> {
            imp.opt_operand(node, i)?
                .ok_or_else(|| format!("{what} (input {i}) is required"))
        };
        if dt != hetc_ir::DType::F32 {
            return Err(format!("X of {dt} (float32 only)"));
        }
        Some(QParams {
            w_scale: need(imp, 8, "W_scale")?,
            w_zp: need(imp, 9, "W_zero_point")?,
            r_scale: need(imp, 10, "R_scale")?,
            r_zp: need(imp, 11, "R_zero_point")?,
        })
    } else {
        None
    };
    // Quantized: the whole input sequence quantized once.
    let xq = if quant {
        Some(quantized(imp, node, x)?)
    } else {
        None
    };
    let mut ys: Vec<Vec<ValueId>> = Vec::new();
    let mut last_h = Vec::new();
    let mut last_c = Vec::new();
    for (d, &reverse) in dirs.iter().enumerate() {
        let di = d as i64;
        let wd = slice(imp, w, 0, di, di + 1)?;
        let wd = squeeze0(imp, wd);
        let rd = slice(imp, r, 0, di, di + 1)?;
        let rd = squeeze0(imp, rd);
        // per gate: Wᵀ [in, h], Rᵀ [h, h], Wb [h], Rb [h]
        let mut wg = Vec::new();
        let mut rg = Vec::new();
        let mut wb = Vec::new();
        let mut rb = Vec::new();
        // Quantized: per gate the centred int32 columns of W and R and
        // their scales (a scalar, or the gate's columns').
        let mut wsc = Vec::new();
        let mut rsc = Vec::new();
        let centred = match &qparams {
            Some(qp) => {
                let wc = qp.centred(imp, node, wd, &slice, qp.w_zp, di)?;
                let rc = qp.centred(imp, node, rd, &slice, qp.r_zp, di)?;
                Some((wc, rc))
            }
            None => None,
        };
        for g in 0..gates {
            if let (Some(qp), Some((wc, rc))) = (&qparams, centred) {
                wg.push(slice(imp, wc, 1, g * h, (g + 1) * h)?);
                rg.push(slice(imp, rc, 1, g * h, (g + 1) * h)?);
                wsc.push(qp.scale(imp, node, &slice, qp.w_scale, di, g * h, h)?);
                rsc.push(qp.scale(imp, node, &slice, qp.r_scale, di, g * h, h)?);
            } else {
                let ws = slice(imp, wd, 0, g * h, (g + 1) * h)?;
                wg.push(imp.emit1(
                    node,
                    Transpose,
                    &[ws],
                    attrs(vec![("perm", Attr::Ints(vec![1, 0]))]),
                )?);
                let rs = slice(imp, rd, 0, g * h, (g + 1) * h)?;
                rg.push(imp.emit1(
                    node,
                    Transpose,
                    &[rs],
                    attrs(vec![("perm", Attr::Ints(vec![1, 0]))]),
                )?);
            }
            match b {
                Some(b) => {
                    let bd = slice(imp, b, 0, di, di + 1)?;
                    let bd = squeeze0(imp, bd);
                    wb.push(Some(slice(imp, bd, 0, g * h, (g + 1) * h)?));
                    rb.push(Some(slice(
                        imp,
                        bd,
                        0,
                        (gates + g) * h,
                        (gates + g + 1) * h,
                    )?));
                }
                None => {
                    wb.push(None);
                    rb.push(None);
                }
            }
        }
        // Quantized: onnxruntime's gate is `((x·W + h·R) [+ peephole]) +
        // (Wb + Rb)` (the recurrent product accumulated onto the input's,
        // the two biases summed once), another rounding order than the
        // float LSTM's.
        let bsum: Vec<Option<ValueId>> = if quant {
            (0..gates as usize)
                .map(|g| match (wb[g], rb[g]) {
                    (Some(a), Some(b)) => imp.bin(node, Add, a, b).map(Some),
                    _ => Ok(None),
                })
                .collect::<R<_>>()?
        } else {
            Vec::new()
        };
        let qbias = |imp: &mut Importer, v: ValueId, g: usize| -> R<ValueId> {
            match bsum.get(g).copied().flatten() {
                Some(b) => imp.bin(node, Add, v, b),
                None => Ok(v),
            }
        };
        // Quantized: x·W of every step at once, per gate [seq, batch, h].
        let mut xw_all = Vec::new();
        if let Some((xq, xs)) = xq {
            for g in 0..gates as usize {
                let acc = imp.emit1(node, MatMul, &[xq, wg[g]], Attrs::new())?;
                xw_all.push(dequant(imp, node, acc, xs, wsc[g])?);
            }
        }
        let pd = match peep {
            Some(p) => {
                let pd = slice(imp, p, 0, di, di + 1)?;
                let pd = squeeze0(imp, pd);
                Some([
                    slice(imp, pd, 0, 0, h)?,
                    slice(imp, pd, 0, h, 2 * h)?,
                    slice(imp, pd, 0, 2 * h, 3 * h)?,
                ])
            }
            None => None,
        };
        let state = |imp: &mut Importer, v: Option<ValueId>| -> R<ValueId> {
            match v {
                Some(v) => {
                    let s = slice(imp, v, 0, di, di + 1)?;
                    Ok(squeeze0(imp, s))
                }
                None => Ok(zero_state),
            }
        };
        let mut hs = state(imp, init_h)?;
        let mut cs = state(imp, init_c)?;
        let mut y_dir = vec![zero_state; seq as usize];
        let steps: Vec<i64> = if reverse {
            (0..seq).rev().collect()
        } else {
            (0..seq).collect()
        };
        for &t in &steps {
            let xs = slice(imp, x, 0, t, t + 1)?;
            let xs = squeeze0(imp, xs);
            // pre-activation of gate g, with `hh` as the recurrent input
            let pre = |imp: &mut Importer,
                       g: usize,
                       hh: ValueId,
                       with_rb: bool|
             -> R<(ValueId, ValueId)> {
                let xw = match xw_all.get(g) {
                    Some(&all) => {
                        let s = slice(imp, all, 0, t, t + 1)?;
                        squeeze0(imp, s)
                    }
                    None => imp.emit1(node, MatMul, &[xs, wg[g]], Attrs::new())?,
                };
                // Quantized: the biases come after `x·W + h·R` (`qbias`).
                let xw = match wb[g] {
                    Some(bv) if !quant => imp.bin(node, Add, xw, bv)?,
                    _ => xw,
                };
                let hr = if quant {
                    // h quantized at this step (the same for every gate)
                    let (hq, hs) = quantized(imp, node, hh)?;
                    let acc = imp.emit1(node, MatMul, &[hq, rg[g]], Attrs::new())?;
                    dequant(imp, node, acc, hs, rsc[g])?
                } else {
                    imp.emit1(node, MatMul, &[hh, rg[g]], Attrs::new())?
                };
                let hr = match (rb[g], with_rb) {
                    (Some(bv), true) if !quant => imp.bin(node, Add, hr, bv)?,
                    _ => hr,
                };
                Ok((xw, hr))
            };
            let clipped = |imp: &mut Importer, v: ValueId| -> R<ValueId> {
                match clip {
                    Some(c) => {
                        let lo = imp.scalar(dt, -c);
                        let hi = imp.scalar(dt, c);
                        let a = imp.bin(node, Max, v, lo)?;
                        imp.bin(node, Min, a, hi)
                    }
                    None => Ok(v),
                }
            };
            let (h_new, c_new) = match op {
                "RNN" => {
                    let (a, bb) = pre(imp, 0, hs, true)?;
                    let s = imp.bin(node, Add, a, bb)?;
                    let s = clipped(imp, s)?;
                    (act(imp, &act_of(d, 0), s, d, 0)?, cs)
                }
                "GRU" => {
                    let mut zr = Vec::new();
                    for g in 0..2 {
                        let (a, bb) = pre(imp, g, hs, true)?;
                        let s = imp.bin(node, Add, a, bb)?;
                        let s = clipped(imp, s)?;
                        zr.push(act(imp, &act_of(d, 0), s, d, 0)?);
                    }
                    let (z, rr) = (zr[0], zr[1]);
                    let s = if lbr {
                        let (a, bb) = pre(imp, 2, hs, true)?;
                        let m = imp.bin(node, Mul, rr, bb)?;
                        imp.bin(node, Add, a, m)?
                    } else {
                        let rh = imp.bin(node, Mul, rr, hs)?;
                        let (a, bb) = pre(imp, 2, rh, true)?;
                        imp.bin(node, Add, a, bb)?
                    };
                    let s = clipped(imp, s)?;
                    let hh = act(imp, &act_of(d, 1), s, d, 1)?;
                    let one = imp.scalar(dt, 1.0);
                    let omz = imp.bin(node, Sub, one, z)?;
                    let a = imp.bin(node, Mul, omz, hh)?;
                    let bb = imp.bin(node, Mul, z, hs)?;
                    (imp.bin(node, Add, a, bb)?, cs)
                }
                _ => {
                    // gates i, o, f, c; peepholes i, o, f
                    let mut pres = Vec::new();
                    for g in 0..4 {
                        let (a, bb) = pre(imp, g, hs, true)?;
                        pres.push(imp.bin(node, Add, a, bb)?);
                    }
                    let peep_add =
                        |imp: &mut Importer, v: ValueId, k: usize, c: ValueId| -> R<ValueId> {
                            match pd {
                                Some(p) => {
                                    let m = imp.bin(node, Mul, p[k], c)?;
                                    imp.bin(node, Add, v, m)
                                }
                                None => Ok(v),
                            }
                        };
                    let i_pre = peep_add(imp, pres[0], 0, cs)?;
                    let i_pre = qbias(imp, i_pre, 0)?;
                    let i_pre = clipped(imp, i_pre)?;
                    let i = act(imp, &act_of(d, 0), i_pre, d, 0)?;
                    let f = if input_forget {
                        let one = imp.scalar(dt, 1.0);
                        imp.bin(node, Sub, one, i)?
                    } else {
                        let f_pre = peep_add(imp, pres[2], 2, cs)?;
                        let f_pre = qbias(imp, f_pre, 2)?;
                        let f_pre = clipped(imp, f_pre)?;
                        act(imp, &act_of(d, 0), f_pre, d, 0)?
                    };
                    let c_pre = qbias(imp, pres[3], 3)?;
                    let c_pre = clipped(imp, c_pre)?;
                    let cc = act(imp, &act_of(d, 1), c_pre, d, 1)?;
                    let fc = imp.bin(node, Mul, f, cs)?;
                    let ic = imp.bin(node, Mul, i, cc)?;
                    let c_new = imp.bin(node, Add, fc, ic)?;
                    let o_pre = peep_add(imp, pres[1], 1, c_new)?;
                    let o_pre = qbias(imp, o_pre, 1)?;
                    let o_pre = clipped(imp, o_pre)?;
                    let o = act(imp, &act_of(d, 0), o_pre, d, 0)?;
                    let hc = act(imp, &act_of(d, 2), c_new, d, 2)?;
                    (imp.bin(node, Mul, o, hc)?, c_new)
                }
            };
            // entries past their sequence length keep their state; their
            // outputs are zero
            let (h_next, c_next, y) = match &lens {
                Some(l) => {
                    let m: Vec<f64> = l.iter().map(|&n| (t < n) as u8 as f64).collect();
                    let b = batch
                        .fixed()
                        .ok_or("sequence_lens over a symbolic batch needs it bound")?;
                    let mask = imp.constant(hetc_ir::DType::Bool, &[b, 1], &m);
                    let hn = imp.emit1(node, Where, &[mask, h_new, hs], Attrs::new())?;
                    let cn = imp.emit1(node, Where, &[mask, c_new, cs], Attrs::new())?;
                    let y = imp.emit1(node, Where, &[mask, h_new, zero_state], Attrs::new())?;
                    (hn, cn, y)
                }
                None => (h_new, c_new, h_new),
            };
            hs = h_next;
            cs = c_next;
            y_dir[t as usize] = y;
        }
        ys.push(y_dir);
        last_h.push(hs);
        last_c.push(cs);
    }
    // Y [seq, dirs, batch, h]; Y_h / Y_c [dirs, batch, h]
    let unsq = |imp: &mut Importer, v: ValueId| {
        let mut s = imp.ty(v).shape.to_vec();
        s.insert(0, Dim::Fixed(1));
        imp.reshape(node, v, s)
    };
    let cat = |imp: &mut Importer, parts: Vec<ValueId>, axis: i64| -> R<ValueId> {
        if parts.len() == 1 {
            return Ok(parts[0]);
        }
        imp.emit1(node, Concat, &parts, attrs(vec![("axis", Attr::Int(axis))]))
    };
    let mut steps = Vec::new();
    let mut by_dir: Vec<std::slice::Iter<'_, ValueId>> = ys.iter().map(|y| y.iter()).collect();
    for _ in 0..seq {
        let at_t: Vec<ValueId> = by_dir
            .iter_mut()
            .filter_map(|i| i.next().copied())
            .collect();
        let per_dir: Vec<ValueId> = at_t.into_iter().map(|v| unsq(imp, v)).collect();
        let sd = cat(imp, per_dir, 0)?;
        steps.push(unsq(imp, sd));
    }
    let mut y = cat(imp, steps, 0)?;
    let hs: Vec<ValueId> = last_h.iter().map(|&v| unsq(imp, v)).collect();
    let mut yh = cat(imp, hs, 0)?;
    let cs: Vec<ValueId> = last_c.iter().map(|&v| unsq(imp, v)).collect();
    let yc = cat(imp, cs, 0)?;
    if layout == 1 {
        y = imp.emit1(
            node,
            Transpose,
            &[y],
            attrs(vec![("perm", Attr::Ints(vec![2, 0, 1, 3]))]),
        )?;
        yh = imp.emit1(
            node,
            Transpose,
            &[yh],
            attrs(vec![("perm", Attr::Ints(vec![1, 0, 2]))]),
        )?;
    }
    let mut outs = vec![imp.val_of(y), imp.val_of(yh)];
    if op == "LSTM" {
        let yc = if layout == 1 {
            imp.emit1(
                node,
                Transpose,
                &[yc],
                attrs(vec![("perm", Attr::Ints(vec![1, 0, 2]))]),
            )?
        } else {
            yc
        };
        outs.push(imp.val_of(yc));
    }
    Ok(outs)
}

/// A quantized LSTM's weight scales and zero points (inputs 8–11).
struct QParams {
    w_scale: ValueId,
    w_zp: ValueId,
    r_scale: ValueId,
    r_zp: ValueId,
}

type SliceFn<'a> = dyn Fn(&mut Importer, ValueId, i64, i64, i64) -> R<ValueId> + 'a;

impl QParams {
    /// Direction `d` of an int8 weight `[dirs, k, 4h]` (`wd`, already
    /// `[k, 4h]`) minus its zero point (`zp`: `[dirs]` or `[dirs, 4h]`),
    /// in int32.
    fn centred(
        &self,
        imp: &mut Importer,
        node: &NodeProto,
        wd: ValueId,
        slice: &SliceFn<'_>,
        zp: ValueId,
        d: i64,
    ) -> R<ValueId> {
        let wi = imp.cast(node, wd, hetc_ir::DType::I32);
        let z = slice(imp, zp, 0, d, d + 1)?;
        let zt = imp.ty(z);
        let z = imp.cast(node, z, hetc_ir::DType::I32);
        // [1] → a scalar; [1, 4h] → [4h], per column
        let z = if zt.rank() == 1 {
            imp.reshape(node, z, vec![])
        } else {
            let s = zt.shape[1..].to_vec();
            imp.reshape(node, z, s)
        };
        imp.bin(node, OpKind::Sub, wi, z)
    }

    /// Direction `d`'s scale for the gate columns `[c, c + h)`: a scalar
    /// (per direction) or those columns' (per column).
    #[allow(clippy::too_many_arguments)]
    fn scale(
        &self,
        imp: &mut Importer,
        node: &NodeProto,
        slice: &SliceFn<'_>,
        sc: ValueId,
        d: i64,
        c: i64,
        h: i64,
    ) -> R<ValueId> {
        let s = slice(imp, sc, 0, d, d + 1)?;
        if imp.ty(s).rank() == 1 {
            return Ok(imp.reshape(node, s, vec![]));
        }
        let s = slice(imp, s, 1, c, c + h)?;
        Ok(imp.reshape(node, s, vec![Dim::Fixed(h as u64)]))
    }
}

/// `x` (f32) quantized as `DynamicQuantizeLinear` does, centred on its
/// zero point in int32, and its scale.
fn quantized(imp: &mut Importer, node: &NodeProto, x: ValueId) -> R<(ValueId, ValueId)> {
    let (q, scale, zp) = super::nn::dyn_quant(imp, node, x)?;
    let qi = imp.cast(node, q, hetc_ir::DType::I32);
    let zi = imp.cast(node, zp, hetc_ir::DType::I32);
    Ok((imp.bin(node, OpKind::Sub, qi, zi)?, scale))
}

/// An int32 product `acc` back in f32: `acc · (a_scale · w_scale)`.
fn dequant(
    imp: &mut Importer,
    node: &NodeProto,
    acc: ValueId,
    a_scale: ValueId,
    w_scale: ValueId,
) -> R<ValueId> {
    let f = imp.cast(node, acc, hetc_ir::DType::F32);
    let s = imp.bin(node, OpKind::Mul, a_scale, w_scale)?;
    imp.bin(node, OpKind::Mul, f, s)
}

/// A recurrence over a symbolic sequence length cannot be
/// unrolled: it is kept as a `custom<"", op>` op of the node's operands
/// whose results have the ONNX shapes (`Y [seq, dirs, batch, hidden]`,
/// `Y_h`/`Y_c [dirs, batch, hidden]`; batch first with `layout = 1`), with
/// a warning. That types the rest of the graph (`--emit ir`); a compile or
/// `hetc eval` imports again with the extents bound and unrolls it.
fn symbolic_sequence(
    imp: &mut Importer,
    node: &NodeProto,
    xt: &hetc_ir::TensorType,
    hidden: u64,
    dirs: u64,
    batch_first: bool,
) -> R<Vec<Val>> {
    let (seq, batch) = (xt.shape[0].clone(), xt.shape[1].clone());
    let (h, d) = (Dim::Fixed(hidden), Dim::Fixed(dirs));
    let (y, state) = if batch_first {
        (
            vec![batch.clone(), seq.clone(), d.clone(), h.clone()],
            vec![batch, d, h],
        )
    } else {
        (
            vec![seq, d.clone(), batch.clone(), h.clone()],
            vec![d, batch, h],
        )
    };
    let mut types = vec![
        hetc_ir::TensorType::new(xt.dtype, y),
        hetc_ir::TensorType::new(xt.dtype, state.clone()),
    ];
    if node.op_type == "LSTM" {
        types.push(hetc_ir::TensorType::new(xt.dtype, state));
    }
    let mut ins = Vec::new();
    for (i, n) in node.input.iter().enumerate() {
        if !n.is_empty() {
            ins.push(imp.operand(node, i)?);
        }
    }
    imp.warnings.push(format!(
        "node {:?} ({}): the recurrence over X {xt} is kept as a custom op until its extents are bound (--bind), which unrolls it",
        node.name, node.op_type
    ));
    let kind = OpKind::Custom {
        domain: String::new(),
        name: node.op_type.clone(),
    };
    Ok(imp.emit_typed(node, kind, &ins, Attrs::new(), types))
}
