//! `grid_sample` over 2-D images and 3-D volumes: `linear`, `nearest` or
//! `cubic` sampling, with `zeros`, `border` or `reflection` padding.
//!
//! Establishes the reference interpreter's semantics (onnx's, the
//! reference's `grid_taps`): the grid's coordinates in [−1, 1] (the last
//! spatial dim's first) are mapped to pixel coordinates (`align_corners`:
//! the corners' centres, else their edges), `nearest` rounds them half to
//! even, a coordinate outside the image is clamped into it (`border`) or
//! reflected at its edges (`reflection`); the output is the taps' weighted
//! sum (linear: the 2 pixels around per dim, weights from the fractions;
//! cubic: the 4 around, Keys' kernel with a = −0.75), a tap outside the
//! image reading 0 with `zeros`, clamped (`border`) or reflected
//! (`reflection`) into it otherwise.
//!
//! One `linalg.generic` over the output `[n, c, spatial…]` whose body reads
//! the grid and the taps with `tensor.extract` (indices clamped into the
//! image, out-of-image taps masked): the schedule leaves it a scalar loop.
//! Other element types than f32 have no lowering here (they run in the
//! reference interpreter).

use super::{err, Lower, Sc, CMPF_OGT, CMPF_OLT, GENERIC, R};
use hetc_ir::{DType, OpData};
use melior::ir::{Type, Value};

#[derive(Clone, Copy, PartialEq)]
enum Mode {
    Nearest,
    Linear,
    Cubic,
}

#[derive(Clone, Copy, PartialEq)]
enum Pad {
    Zeros,
    Border,
    Reflection,
}

/// `grid_sample` of `x` (shape `xs`) at `grid` (shape `gs`), result `osh`.
pub(super) fn grid_sample<'c, 'a>(
    l: &Lower<'c, 'a>,
    op: &OpData,
    ins: &[Value<'c, 'a>],
    xs: &[u64],
    gs: &[u64],
    osh: &[u64],
    d: DType,
) -> R<Value<'c, 'a>> {
    let mode = match op.attr_str("mode").unwrap_or("linear") {
        "linear" | "bilinear" => Mode::Linear,
        "nearest" => Mode::Nearest,
        "cubic" | "bicubic" => Mode::Cubic,
        m => {
            return Err(err(format!(
                "grid_sample mode {m:?} is not lowered to MLIR here"
            )))
        }
    };
    let pad = match op.attr_str("padding_mode").unwrap_or("zeros") {
        "zeros" => Pad::Zeros,
        "border" => Pad::Border,
        "reflection" => Pad::Reflection,
        p => {
            return Err(err(format!(
                "grid_sample padding_mode {p:?} is not lowered to MLIR here"
            )))
        }
    };
    let align = op.attr_int("align_corners").unwrap_or(0) != 0;
    let sp = xs.len().saturating_sub(2);
    if !matches!(sp, 2 | 3) || gs.len() != sp + 2 || gs[sp + 1] != sp as u64 || osh.len() != sp + 2
    {
        return Err(err(format!(
            "grid_sample of {xs:?} at a grid {gs:?}: only 2-D and 3-D grid_sample is lowered to MLIR here"
        )));
    }
    if d != DType::F32 {
        return Err(err(format!(
            "grid_sample of {d} is not lowered to MLIR here"
        )));
    }
    let (x, grid) = (ins[0], ins[1]);
    let dims: Vec<u64> = xs[2..].to_vec();
    l.structured(
        GENERIC,
        sp + 2,
        &[],
        &[],
        osh,
        d,
        l.identity(sp + 2),
        None,
        move |s, _, _| {
            let ft = Type::float32(s.ctx);
            let it = Type::index(s.ctx);
            let idx: Vec<Value<'c, '_>> = (0..sp + 2).map(|i| s.index(i)).collect::<R<_>>()?;
            // Per spatial dim k: the first tap's index and the taps' weights
            // (grid[n, o…, sp − 1 − k] holds dim k's coordinate).
            let mut taps = Vec::with_capacity(sp);
            for (k, &len) in dims.iter().enumerate() {
                let mut at: Vec<Value<'c, '_>> = vec![idx[0]];
                at.extend(&idx[2..]);
                at.push(s.cst((sp - 1 - k) as f64, it)?);
                let mut operands = vec![grid];
                operands.extend(at);
                let g = s.op("tensor.extract", &operands, ft)?;
                taps.push(tap(s, g, len, align, mode, pad)?);
            }
            let counts: Vec<usize> = taps.iter().map(|t| t.1.len()).collect();
            let combos: usize = counts.iter().product();
            let mut acc = s.cst(0.0, ft)?;
            for cmb in 0..combos {
                let mut rest = cmb;
                let mut at = vec![x, idx[0], idx[1]];
                let mut wgt = None;
                let mut ok = None;
                // The last dim varies fastest.
                let mut tc = vec![0usize; sp];
                for k in (0..sp).rev() {
                    tc[k] = rest % counts[k];
                    rest /= counts[k];
                }
                for k in 0..sp {
                    let (i, okk) = pixel(s, taps[k].0, tc[k] as i64, dims[k], align, pad)?;
                    at.push(i);
                    let wk = taps[k].1[tc[k]];
                    wgt = Some(match wgt {
                        None => wk,
                        Some(w) => s.same("arith.mulf", &[w, wk])?,
                    });
                    ok = match (ok, okk) {
                        (None, o) => o,
                        (Some(a), Some(b)) => Some(s.same("arith.andi", &[a, b])?),
                        (a, None) => a,
                    };
                }
                let v = s.op("tensor.extract", &at, ft)?;
                let wgt = wgt.ok_or_else(|| err("grid_sample: no spatial dims"))?;
                let mut t = s.same("arith.mulf", &[wgt, v])?;
                if let Some(ok) = ok {
                    let z = s.cst(0.0, ft)?;
                    t = s.select(ok, t, z)?;
                }
                acc = s.same("arith.addf", &[acc, t])?;
            }
            Ok(acc)
        },
    )
}

/// `v` reflected into `[lo, hi]` (onnx's `_gs_reflect`), in f32.
fn reflect<'c, 'b>(s: &Sc<'c, 'b>, v: Value<'c, 'b>, lo: f64, hi: f64) -> R<Value<'c, 'b>> {
    let ft = Type::float32(s.ctx);
    let i64t: Type = melior::ir::r#type::IntegerType::new(s.ctx, 64).into();
    let rng = hi - lo;
    if rng <= 0.0 {
        return s.cst(lo, ft);
    }
    let (lo_v, hi_v, rng_v) = (s.cst(lo, ft)?, s.cst(hi, ft)?, s.cst(rng, ft)?);
    let below = s.cmpf(CMPF_OLT, v, lo_v)?;
    let above = s.cmpf(CMPF_OGT, v, hi_v)?;
    // The distance past the nearer edge, the whole ranges in it and the rest.
    let d_lo = s.same("arith.subf", &[lo_v, v])?;
    let d_hi = s.same("arith.subf", &[v, hi_v])?;
    let dx = s.select(below, d_lo, d_hi)?;
    let q = s.same("arith.divf", &[dx, rng_v])?;
    let n = s.same("math.trunc", &[q])?;
    let nr = s.same("arith.mulf", &[n, rng_v])?;
    let r = s.same("arith.subf", &[dx, nr])?;
    let ni = s.op("arith.fptosi", &[n], i64t)?;
    let one = s.cst(1.0, i64t)?;
    let odd = s.same("arith.andi", &[ni, one])?;
    let zero = s.cst(0.0, i64t)?;
    let even = s.cmpi(super::CMPI_EQ, odd, zero)?;
    let lo_r = s.same("arith.addf", &[lo_v, r])?;
    let hi_r = s.same("arith.subf", &[hi_v, r])?;
    // below: even → lo + r, odd → hi − r; above: even → hi − r, odd → lo + r
    let from_lo = s.select(even, lo_r, hi_r)?;
    let from_hi = s.select(even, hi_r, lo_r)?;
    let out = s.select(below, from_lo, from_hi)?;
    let outside = s.same("arith.ori", &[below, above])?;
    s.select(outside, out, v)
}

/// The span of pixel coordinates (the centres' with `align`, else the
/// edges').
fn span(len: u64, align: bool) -> (f64, f64) {
    if align {
        (0.0, len as f64 - 1.0)
    } else {
        (-0.5, len as f64 - 0.5)
    }
}

/// A grid coordinate `g` over an extent `len`: the first tap's index (an
/// i64) and the taps' weights (one for `nearest`, two for linear, four for
/// cubic).
fn tap<'c, 'b>(
    s: &Sc<'c, 'b>,
    g: Value<'c, 'b>,
    len: u64,
    align: bool,
    mode: Mode,
    pad: Pad,
) -> R<(Value<'c, 'b>, Vec<Value<'c, 'b>>)> {
    let ft = Type::float32(s.ctx);
    let i64t: Type = melior::ir::r#type::IntegerType::new(s.ctx, 64).into();
    let one = s.cst(1.0, ft)?;
    let two = s.cst(2.0, ft)?;
    let n = s.cst(len as f64, ft)?;
    let gp = s.same("arith.addf", &[g, one])?;
    // align: (g + 1) / 2 · (len − 1); else ((g + 1) · len − 1) / 2
    let mut v = if align {
        let nm1 = s.cst(len as f64 - 1.0, ft)?;
        let h = s.same("arith.divf", &[gp, two])?;
        s.same("arith.mulf", &[h, nm1])?
    } else {
        let m = s.same("arith.mulf", &[gp, n])?;
        let m = s.same("arith.subf", &[m, one])?;
        s.same("arith.divf", &[m, two])?
    };
    if mode == Mode::Nearest {
        v = s.same("math.roundeven", &[v])?;
    }
    let (lo, hi) = span(len, align);
    match pad {
        Pad::Border => {
            // outside [lo, hi]: clamped into [0, len − 1]
            let (lo, hi) = (s.cst(lo, ft)?, s.cst(hi, ft)?);
            let below = s.cmpf(CMPF_OLT, v, lo)?;
            let above = s.cmpf(CMPF_OGT, v, hi)?;
            let out = s.same("arith.ori", &[below, above])?;
            let z = s.cst(0.0, ft)?;
            let last = s.cst(len as f64 - 1.0, ft)?;
            let c = s.same("arith.maximumf", &[v, z])?;
            let c = s.same("arith.minimumf", &[c, last])?;
            v = s.select(out, c, v)?;
        }
        Pad::Reflection => v = reflect(s, v, lo, hi)?,
        Pad::Zeros => {}
    }
    match mode {
        Mode::Nearest => {
            let i = s.op("arith.fptosi", &[v], i64t)?;
            Ok((i, vec![one]))
        }
        Mode::Linear => {
            let f = s.same("math.floor", &[v])?;
            let t = s.same("arith.subf", &[v, f])?;
            let w0 = s.same("arith.subf", &[one, t])?;
            let i = s.op("arith.fptosi", &[f], i64t)?;
            Ok((i, vec![w0, t]))
        }
        Mode::Cubic => {
            // Keys' kernel (a = −0.75) at the distances t + 1, t, 1 − t,
            // 2 − t of the four taps floor(v) − 1 … floor(v) + 2.
            let f = s.same("math.floor", &[v])?;
            let t = s.same("arith.subf", &[v, f])?;
            let a = -0.75;
            let c = |x: f64| s.cst(x, ft);
            // far taps (distance d in [1, 2]): ((a·d − 5a)·d + 8a)·d − 4a
            let far = |d: Value<'c, 'b>| -> R<Value<'c, 'b>> {
                let y = s.same("arith.mulf", &[c(a)?, d])?;
                let y = s.same("arith.subf", &[y, c(5.0 * a)?])?;
                let y = s.same("arith.mulf", &[y, d])?;
                let y = s.same("arith.addf", &[y, c(8.0 * a)?])?;
                let y = s.same("arith.mulf", &[y, d])?;
                s.same("arith.subf", &[y, c(4.0 * a)?])
            };
            // near taps (distance d in [0, 1]): ((a + 2)·d − (a + 3))·d·d + 1
            let near = |d: Value<'c, 'b>| -> R<Value<'c, 'b>> {
                let y = s.same("arith.mulf", &[c(a + 2.0)?, d])?;
                let y = s.same("arith.subf", &[y, c(a + 3.0)?])?;
                let y = s.same("arith.mulf", &[y, d])?;
                let y = s.same("arith.mulf", &[y, d])?;
                s.same("arith.addf", &[y, one])
            };
            let tp1 = s.same("arith.addf", &[t, one])?;
            let omt = s.same("arith.subf", &[one, t])?;
            let tmt = s.same("arith.subf", &[two, t])?;
            let w = vec![far(tp1)?, near(t)?, near(omt)?, far(tmt)?];
            let i = s.op("arith.fptosi", &[f], i64t)?;
            let m1 = s.cst(-1.0, i64t)?;
            let i = s.same("arith.addi", &[i, m1])?;
            Ok((i, w))
        }
    }
}

/// Tap `i0 + k` of an extent `len` as an `index` inside the image (clamped
/// with `border`, reflected with `reflection`, clamped for the read with
/// `zeros`), and whether it lies inside (`None`: always).
fn pixel<'c, 'b>(
    s: &Sc<'c, 'b>,
    i0: Value<'c, 'b>,
    k: i64,
    len: u64,
    align: bool,
    pad: Pad,
) -> R<(Value<'c, 'b>, Option<Value<'c, 'b>>)> {
    let i64t: Type = melior::ir::r#type::IntegerType::new(s.ctx, 64).into();
    let kk = s.cst(k as f64, i64t)?;
    let mut i = s.same("arith.addi", &[i0, kk])?;
    if pad == Pad::Reflection {
        // the integer coordinate reflected as a float, truncated back
        let ft = Type::float32(s.ctx);
        let f = s.op("arith.sitofp", &[i], ft)?;
        let (lo, hi) = span(len, align);
        let r = reflect(s, f, lo, hi)?;
        i = s.op("arith.fptosi", &[r], i64t)?;
    }
    let z = s.cst(0.0, i64t)?;
    let last = s.cst(len as f64 - 1.0, i64t)?;
    let ge = s.cmpi(super::CMPI_SGE, i, z)?;
    let le = s.cmpi(super::CMPI_SLE, i, last)?;
    let ok = s.same("arith.andi", &[ge, le])?;
    let c = s.same("arith.maxsi", &[i, z])?;
    let c = s.same("arith.minsi", &[c, last])?;
    let c = s.op("arith.index_cast", &[c], Type::index(s.ctx))?;
    Ok((c, if pad == Pad::Border { None } else { Some(ok) }))
}
