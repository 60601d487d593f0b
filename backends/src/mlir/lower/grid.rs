//! `grid_sample` over 2-D images, `linear` (bilinear) or `nearest`, with
//! `zeros` or `border` padding.
//!
//! Establishes the reference interpreter's semantics (onnx's, the
//! reference's `grid_taps`): the grid's `(x, y)` in [−1, 1] are mapped to
//! pixel coordinates (`align_corners`: the corners' centres, else their
//! edges), `nearest` rounds them half to even, `border` clamps a
//! coordinate outside the image into it; the output is the taps' weighted
//! sum (bilinear: the four pixels around, weights from the fractions),
//! taps outside the image reading 0 with `zeros`.
//!
//! One `linalg.generic` over the output `[n, c, oh, ow]` whose body reads
//! the grid and the taps with `tensor.extract` (indices clamped into the
//! image, out-of-image taps masked): the schedule leaves it a scalar loop.
//! `cubic` and `reflection` padding, 3-D grids and other element types
//! than f32 have no lowering here (they run in the reference interpreter).

use super::{err, Lower, Sc, CMPF_OGT, CMPF_OLT, GENERIC, R};
use hetc_ir::{DType, OpData};
use melior::ir::{Type, Value};

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
    let mode = op.attr_str("mode").unwrap_or("linear");
    let pad = op.attr_str("padding_mode").unwrap_or("zeros");
    let align = op.attr_int("align_corners").unwrap_or(0) != 0;
    let nearest = match mode {
        "linear" | "bilinear" => false,
        "nearest" => true,
        m => {
            return Err(err(format!(
                "grid_sample mode {m:?} is not lowered to MLIR here"
            )))
        }
    };
    let border = match pad {
        "zeros" => false,
        "border" => true,
        p => {
            return Err(err(format!(
                "grid_sample padding_mode {p:?} is not lowered to MLIR here"
            )))
        }
    };
    if xs.len() != 4 || gs.len() != 4 || gs[3] != 2 || osh.len() != 4 {
        return Err(err("only 2-D grid_sample is lowered to MLIR here"));
    }
    if d != DType::F32 {
        return Err(err(format!(
            "grid_sample of {d} is not lowered to MLIR here"
        )));
    }
    let (x, grid) = (ins[0], ins[1]);
    let (h, w) = (xs[2], xs[3]);
    l.structured(
        GENERIC,
        4,
        &[],
        &[],
        osh,
        d,
        l.identity(4),
        None,
        move |s, _, _| {
            let ft = Type::float32(s.ctx);
            let it = Type::index(s.ctx);
            let (n, c, oh, ow) = (s.index(0)?, s.index(1)?, s.index(2)?, s.index(3)?);
            let (zero_i, one_i) = (s.cst(0.0, it)?, s.cst(1.0, it)?);
            let gx = s.op("tensor.extract", &[grid, n, oh, ow, zero_i], ft)?;
            let gy = s.op("tensor.extract", &[grid, n, oh, ow, one_i], ft)?;
            // Per dim (y over the height, x over the width): the first tap's
            // index, how many taps, and their weights.
            let (y0, wy) = tap(s, gy, h, align, nearest, border)?;
            let (x0, wx) = tap(s, gx, w, align, nearest, border)?;
            let mut acc = s.cst(0.0, ft)?;
            for (dy, &wyv) in wy.iter().enumerate() {
                for (dx, &wxv) in wx.iter().enumerate() {
                    let (iy, oky) = pixel(s, y0, dy as i64, h, border)?;
                    let (ix, okx) = pixel(s, x0, dx as i64, w, border)?;
                    let v = s.op("tensor.extract", &[x, n, c, iy, ix], ft)?;
                    let wgt = s.same("arith.mulf", &[wyv, wxv])?;
                    let t = s.same("arith.mulf", &[wgt, v])?;
                    let ok = s.same("arith.andi", &[oky, okx])?;
                    let z = s.cst(0.0, ft)?;
                    let t = s.select(ok, t, z)?;
                    acc = s.same("arith.addf", &[acc, t])?;
                }
            }
            Ok(acc)
        },
    )
}

/// A grid coordinate `g` over an extent `len`: the first tap's index (an
/// i64) and the taps' weights (one for `nearest`, two for linear).
fn tap<'c, 'b>(
    s: &Sc<'c, 'b>,
    g: Value<'c, 'b>,
    len: u64,
    align: bool,
    nearest: bool,
    border: bool,
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
    if nearest {
        v = s.same("math.roundeven", &[v])?;
    }
    if border {
        // outside [lo, hi] (the pixel centres' or edges' span): clamped
        // into [0, len − 1]
        let (lo, hi) = if align {
            (0.0, len as f64 - 1.0)
        } else {
            (-0.5, len as f64 - 0.5)
        };
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
    if nearest {
        let i = s.op("arith.fptosi", &[v], i64t)?;
        return Ok((i, vec![one]));
    }
    let f = s.same("math.floor", &[v])?;
    let t = s.same("arith.subf", &[v, f])?;
    let w0 = s.same("arith.subf", &[one, t])?;
    let i = s.op("arith.fptosi", &[f], i64t)?;
    Ok((i, vec![w0, t]))
}

/// Tap `i0 + k` of an extent `len` as an `index` clamped into the image,
/// and whether it lies inside (always, with `border`).
fn pixel<'c, 'b>(
    s: &Sc<'c, 'b>,
    i0: Value<'c, 'b>,
    k: i64,
    len: u64,
    border: bool,
) -> R<(Value<'c, 'b>, Value<'c, 'b>)> {
    let i64t: Type = melior::ir::r#type::IntegerType::new(s.ctx, 64).into();
    let kk = s.cst(k as f64, i64t)?;
    let i = s.same("arith.addi", &[i0, kk])?;
    let z = s.cst(0.0, i64t)?;
    let last = s.cst(len as f64 - 1.0, i64t)?;
    let ge = s.cmpi(super::CMPI_SGE, i, z)?;
    let le = s.cmpi(super::CMPI_SLE, i, last)?;
    let ok = s.same("arith.andi", &[ge, le])?;
    let c = s.same("arith.maxsi", &[i, z])?;
    let c = s.same("arith.minsi", &[c, last])?;
    let c = s.op("arith.index_cast", &[c], Type::index(s.ctx))?;
    let ok = if border {
        s.cmpi(super::CMPI_EQ, z, z)?
    } else {
        ok
    };
    Ok((c, ok))
}
