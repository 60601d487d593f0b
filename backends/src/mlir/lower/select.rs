//! Selections along an axis: `arg_max` / `arg_min` and `top_k`; and the
//! indices output of `max_pool` (a selection over each window).
//!
//! Establishes the reference interpreter's semantics (onnxruntime's):
//! * `arg_max` / `arg_min`: the first extreme along `axis`, the last with
//!   `select_last_index`; a NaN is never better than what was seen, so it
//!   is chosen only at index 0 (the running best starts there). One
//!   `linalg.generic` whose output, seeded with 0, is the best index so
//!   far; its body reads the best element through `tensor.extract` and
//!   compares it with ordered predicates.
//! * `top_k`: the `k` largest (smallest with `largest = 0`) along `axis`,
//!   sorted, ties in index order. An `scf.for` over the `k` places; place
//!   `t` is one `linalg.generic` reduction over the axis choosing, for
//!   every row, the best element after the one chosen at `t − 1` in the
//!   total order (value, index), inserted with `tensor.insert_slice`; the
//!   values are then gathered. A NaN counts as larger than any number
//!   (first with `largest`, last without) — the reference sorts by a
//!   partial order there.
//!
//! Assumes fixed dims. Both read through `tensor.extract`, so the cpu
//! schedule leaves them scalar loops, which visit the axis in order (the
//! tie rules rely on it). `top_k` costs `k · n` comparisons per row.

use super::{
    build, elem, err, norm_axis, In, Lower, Sc, CMPF_OEQ, CMPF_OGT, CMPF_OLT, CMPF_UNO, CMPI_EQ,
    CMPI_NE, CMPI_SGE, CMPI_SGT, CMPI_SLE, CMPI_SLT, CMPI_UGT, CMPI_ULT, GENERIC, R,
};
use hetc_ir::{DType, OpData, OpKind};
use melior::dialect::scf;
use melior::ir::attribute::{DenseI32ArrayAttribute, DenseI64ArrayAttribute};
use melior::ir::block::BlockLike;
use melior::ir::operation::OperationBuilder;
use melior::ir::r#type::IntegerType;
use melior::ir::{Block, Identifier, Region, RegionLike, Type, Value, ValueLike};

// Predicates not needed elsewhere in the lowering (ArithBase.td).
const CMPF_OGE: i64 = 3;
const CMPF_OLE: i64 = 5;
const CMPI_UGE: i64 = 9;
const CMPI_ULE: i64 = 7;

/// The predicate of "`a` is better than `b`" (strictly, or also when
/// equal with `or_equal`): ordered float compares (false with a NaN),
/// unsigned ones for unsigned integers and booleans.
fn better_pred(d: DType, max: bool, or_equal: bool) -> i64 {
    let unsigned = d.is_unsigned() || d == DType::Bool;
    match (d.is_float(), unsigned, max, or_equal) {
        (true, _, true, false) => CMPF_OGT,
        (true, _, true, true) => CMPF_OGE,
        (true, _, false, false) => CMPF_OLT,
        (true, _, false, true) => CMPF_OLE,
        (false, true, true, false) => CMPI_UGT,
        (false, true, true, true) => CMPI_UGE,
        (false, true, false, false) => CMPI_ULT,
        (false, true, false, true) => CMPI_ULE,
        (false, false, true, false) => CMPI_SGT,
        (false, false, true, true) => CMPI_SGE,
        (false, false, false, false) => CMPI_SLT,
        (false, false, false, true) => CMPI_SLE,
    }
}

impl<'c, 'b> Sc<'c, 'b> {
    /// `a pred b` on floats or integers.
    fn compare(
        &self,
        float: bool,
        pred: i64,
        a: Value<'c, '_>,
        b: Value<'c, '_>,
    ) -> R<Value<'c, 'b>> {
        if float {
            self.cmpf(pred, a, b)
        } else {
            self.cmpi(pred, a, b)
        }
    }

    /// `x[.., at, ..]` (`at` an i64 along `axis`, the other coordinates
    /// the loop dims `dims[d]`) as the compute type.
    fn extract_along(
        &self,
        x: Value<'c, '_>,
        xe: Type<'c>,
        dims: &[Value<'c, 'b>],
        axis: usize,
        at: Value<'c, '_>,
    ) -> R<Value<'c, 'b>> {
        let i = self.op("arith.index_cast", &[at], Type::index(self.ctx))?;
        let mut ops = vec![x];
        for (d, &v) in dims.iter().enumerate() {
            ops.push(if d == axis { i } else { v });
        }
        let v = self.op("tensor.extract", &ops, xe)?;
        self.widen(v)
    }

    /// Whether `(v, i)` comes before `(w, j)` in `top_k`'s output (values
    /// of type `d`, indices i64): better, or equal (two NaNs are) at a
    /// lower index. A NaN counts as the largest value.
    fn before(
        &self,
        d: DType,
        largest: bool,
        v: Value<'c, '_>,
        i: Value<'c, '_>,
        w: Value<'c, '_>,
        j: Value<'c, '_>,
    ) -> R<Value<'c, 'b>> {
        let (strict, eq) = if d.is_float() {
            let b = self.cmpf(if largest { CMPF_OGT } else { CMPF_OLT }, v, w)?;
            let (vn, wn) = (self.cmpf(CMPF_UNO, v, v)?, self.cmpf(CMPF_UNO, w, w)?);
            let yes = self.cst(1.0, vn.r#type())?;
            // NaN first with `largest`, last without
            let (nan, num) = if largest { (vn, wn) } else { (wn, vn) };
            let num = self.same("arith.xori", &[num, yes])?;
            let nan = self.same("arith.andi", &[nan, num])?;
            let strict = self.same("arith.ori", &[b, nan])?;
            let both = self.same("arith.andi", &[vn, wn])?;
            let oeq = self.cmpf(CMPF_OEQ, v, w)?;
            (strict, self.same("arith.ori", &[oeq, both])?)
        } else {
            (
                self.cmpi(better_pred(d, largest, false), v, w)?,
                self.cmpi(CMPI_EQ, v, w)?,
            )
        };
        let lower = self.cmpi(CMPI_SLT, i, j)?;
        let tie = self.same("arith.andi", &[eq, lower])?;
        self.same("arith.ori", &[strict, tie])
    }
}

/// `arg_max` / `arg_min` of `x` (shape `xs`, type `xd`) into `osh`.
pub(super) fn arg_reduce<'c, 'a>(
    l: &Lower<'c, 'a>,
    op: &OpData,
    x: Value<'c, 'a>,
    xs: &[u64],
    xd: DType,
    osh: &[u64],
) -> R<Value<'c, 'a>> {
    let r = xs.len();
    let axis = norm_axis(op.attr_int("axis").unwrap_or(0), r);
    let last = op.attr_int("select_last_index").unwrap_or(0) != 0;
    let pred = better_pred(xd, op.kind == OpKind::ArgMax, last);
    let float = xd.is_float();
    let xe = elem(l.ctx, xd)?;
    let rs: Vec<u64> = (0..r).filter(|&d| d != axis).map(|d| xs[d]).collect();
    let seed = l.fill(&rs, DType::I64, 0.0)?;
    let best = l.structured(
        GENERIC,
        r,
        &[axis],
        &[In {
            v: x,
            map: l.identity(r),
        }],
        &rs,
        DType::I64,
        l.unreduce_map(r, &[axis]),
        Some(seed),
        move |s, a, acc| {
            let dims = (0..r).map(|d| s.index(d)).collect::<R<Vec<_>>>()?;
            let cur = s.extract_along(x, xe, &dims, axis, acc)?;
            let better = s.compare(float, pred, a[0], cur)?;
            let j = s.op("arith.index_cast", &[dims[axis]], acc.r#type())?;
            s.select(better, j, acc)
        },
    )?;
    l.reshape(best, &rs, osh, DType::I64)
}

/// `top_k` of `x` (shape `xs`, type `xd`): the values (`xd`) and the i64
/// indices, both of shape `osh`.
pub(super) fn top_k<'c, 'a>(
    l: &Lower<'c, 'a>,
    op: &OpData,
    x: Value<'c, 'a>,
    xs: &[u64],
    xd: DType,
    osh: &[u64],
) -> R<Vec<Value<'c, 'a>>> {
    let ctx = l.ctx;
    let r = xs.len();
    let axis = norm_axis(op.attr_int("axis").unwrap_or(-1), r);
    let k = osh[axis];
    let largest = op.attr_int("largest").unwrap_or(1) != 0;
    let xe = elem(ctx, xd)?;
    let it = Type::index(ctx);
    let i64t = elem(ctx, DType::I64)?;
    // The rows (every dim but the axis) and one place of them in `osh`.
    let rs: Vec<u64> = (0..r).filter(|&d| d != axis).map(|d| xs[d]).collect();
    let mut place = osh.to_vec();
    place[axis] = 1;
    let (lo, hi, step) = (l.index_const(0)?, l.index_const(k)?, l.index_const(1)?);
    // zeros, not undefined: place 0 reads (and ignores) idx[.., 0, ..]
    let idx0 = l.fill(osh, DType::I64, 0.0)?;
    let tensor_ty = l.tensor_ty(osh, DType::I64)?;
    let body = Block::new(&[(it, l.loc), (tensor_ty, l.loc)]);
    {
        let t: Value<'c, '_> = body.argument(0).map_err(|e| err(e.to_string()))?.into();
        let idx: Value<'c, '_> = body.argument(1).map_err(|e| err(e.to_string()))?.into();
        let inner = Lower { block: &body, ..*l };
        let seed = inner.fill(&rs, DType::I64, -1.0)?;
        let sel = inner.structured(
            GENERIC,
            r,
            &[axis],
            &[In {
                v: x,
                map: inner.identity(r),
            }],
            &rs,
            DType::I64,
            inner.unreduce_map(r, &[axis]),
            Some(seed),
            move |s, a, acc| {
                let dims = (0..r).map(|d| s.index(d)).collect::<R<Vec<_>>>()?;
                let j = s.op("arith.index_cast", &[dims[axis]], i64t)?;
                let zero = s.cst(0.0, i64t)?;
                // the previous place's choice (none at place 0)
                let zi = s.cst(0.0, it)?;
                let first = s.cmpi(CMPI_EQ, t, zi)?;
                let onei = s.cst(1.0, it)?;
                let tm1 = s.same("arith.subi", &[t, onei])?;
                let tm1 = s.same("arith.maxsi", &[tm1, zi])?;
                let mut at = vec![idx];
                for (d, &v) in dims.iter().enumerate() {
                    at.push(if d == axis { tm1 } else { v });
                }
                let p = s.op("tensor.extract", &at, i64t)?;
                let p = s.same("arith.maxsi", &[p, zero])?;
                let xp = s.extract_along(x, xe, &dims, axis, p)?;
                let after = s.before(xd, largest, xp, p, a[0], j)?;
                let ok = s.same("arith.ori", &[first, after])?;
                // better than the best so far (none yet: −1)
                let none = s.cmpi(CMPI_SLT, acc, zero)?;
                let b = s.same("arith.maxsi", &[acc, zero])?;
                let xb = s.extract_along(x, xe, &dims, axis, b)?;
                let better = s.before(xd, largest, a[0], j, xb, b)?;
                let better = s.same("arith.ori", &[none, better])?;
                let take = s.same("arith.andi", &[ok, better])?;
                s.select(take, j, acc)
            },
        )?;
        let sel = inner.reshape(sel, &rs, &place, DType::I64)?;
        // idx[.., t, ..] = sel
        let mut offsets = vec![0i64; r];
        offsets[axis] = i64::MIN; // ShapedType::kDynamic
        let sizes: Vec<i64> = place.iter().map(|&v| v as i64).collect();
        let next = build(
            &body,
            l.loc,
            "tensor.insert_slice",
            &[sel, idx, t],
            &[tensor_ty],
            &[
                (
                    Identifier::new(ctx, "static_offsets"),
                    DenseI64ArrayAttribute::new(ctx, &offsets).into(),
                ),
                (
                    Identifier::new(ctx, "static_sizes"),
                    DenseI64ArrayAttribute::new(ctx, &sizes).into(),
                ),
                (
                    Identifier::new(ctx, "static_strides"),
                    DenseI64ArrayAttribute::new(ctx, &vec![1; r]).into(),
                ),
                (
                    Identifier::new(ctx, "operandSegmentSizes"),
                    DenseI32ArrayAttribute::new(ctx, &[1, 1, 1, 0, 0]).into(),
                ),
            ],
        )?;
        body.append_operation(scf::r#yield(&[next], l.loc));
    }
    let region = Region::new();
    region.append_block(body);
    let lp = OperationBuilder::new("scf.for", l.loc)
        .add_operands(&[lo, hi, step, idx0])
        .add_results(&[tensor_ty])
        .add_regions([region])
        .build()
        .map_err(|e| err(format!("scf.for: {e}")))?;
    let lp = l.block.append_operation(lp);
    let idx: Value<'c, 'a> = lp.result(0).map_err(|e| err(e.to_string()))?.into();
    // values[c] = x[c with the axis coordinate idx[c]]
    let vals = l.structured(
        GENERIC,
        r,
        &[],
        &[In {
            v: idx,
            map: l.identity(r),
        }],
        osh,
        xd,
        l.identity(r),
        None,
        move |s, a, _| {
            let dims = (0..r).map(|d| s.index(d)).collect::<R<Vec<_>>>()?;
            s.extract_along(x, xe, &dims, axis, a[0])
        },
    )?;
    Ok(vec![vals, idx])
}

/// The indices output of `max_pool` of `x` (shape `xs`, type `xd`) into
/// `osh`: for each window the flat input index of its maximum, row-major
/// over the whole input (n, c, then the spatial dims; with
/// `storage_order` 1 the spatial dims column-major), as the reference
/// interpreter (onnxruntime's rule) takes it, visiting the window's taps
/// in order: the first tap inside the input is taken whatever its value,
/// a later one when strictly greater than the one taken, and after a NaN
/// the choice stays. One `linalg.generic` over `(n, c, o…, k…)` whose
/// output, seeded with −1 (none yet), is the choice so far, bit 62 set
/// once a NaN was seen; its body reads the tap and the chosen element
/// through `tensor.extract` from `x` collapsed to one dim, so the cpu
/// schedule leaves it scalar loops that visit each window in order.
/// `pads`, `strides` and `dilations` as [`super::pool`] takes them.
#[allow(clippy::too_many_arguments)]
pub(super) fn max_pool_indices<'c, 'a>(
    l: &Lower<'c, 'a>,
    op: &OpData,
    x: Value<'c, 'a>,
    xs: &[u64],
    xd: DType,
    osh: &[u64],
    st: &[i64],
    dl: &[i64],
) -> R<Value<'c, 'a>> {
    let ctx = l.ctx;
    let sp = xs.len() - 2;
    let k: Vec<u64> = op
        .attr_ints("kernel")
        .unwrap_or(&[])
        .iter()
        .map(|&v| v.max(0) as u64)
        .collect();
    let pads = op.attr_ints("pads").unwrap_or(&[]).to_vec();
    if k.len() != sp || pads.len() != 2 * sp {
        return Err(err(format!(
            "{sp}-D max_pool indices without {sp}-D kernel/pads"
        )));
    }
    let col_major = op.attr_int("storage_order").unwrap_or(0) != 0;
    let total: u64 = xs.iter().product();
    let in_n: u64 = xs[2..].iter().product();
    // row-major strides of the spatial dims
    let mut ist = vec![1u64; sp];
    for d in (0..sp.saturating_sub(1)).rev() {
        ist[d] = ist[d + 1] * xs[3 + d];
    }
    let xe = elem(ctx, xd)?;
    let i64t = elem(ctx, DType::I64)?;
    let it = Type::index(ctx);
    let flat = l.reshape(x, xs, &[total], xd)?;
    let seed = l.fill(osh, DType::I64, -1.0)?;
    let win = l.empty(&k, xd)?;
    let loops = 2 + 2 * sp;
    let reduce: Vec<usize> = (2 + sp..loops).collect();
    let float = xd.is_float();
    let gt = better_pred(xd, true, false);
    let channels = xs[1];
    let strides = ist.clone();
    let chosen = l.structured(
        GENERIC,
        loops,
        &reduce,
        &[In {
            v: win,
            map: (0..sp).map(|i| l.dim(2 + sp + i)).collect(),
        }],
        osh,
        DType::I64,
        l.identity(2 + sp),
        Some(seed),
        move |s, _, acc| {
            let c64 = |v: f64| s.cst(v, i64t);
            let at = |d: usize| -> R<Value<'c, '_>> {
                let i = s.index(d)?;
                s.op("arith.index_cast", &[i], i64t)
            };
            let zero = c64(0.0)?;
            let yes = s.cst(1.0, IntegerType::new(ctx, 1).into())?;
            let (n, c) = (at(0)?, at(1)?);
            let nc = s.same("arith.muli", &[n, c64(channels as f64)?])?;
            let nc = s.same("arith.addi", &[nc, c])?;
            let mut pos = s.same("arith.muli", &[nc, c64(in_n as f64)?])?;
            let mut inside = yes;
            for d in 0..sp {
                let (o, t) = (at(2 + d)?, at(2 + sp + d)?);
                let p = s.same("arith.muli", &[o, c64(st[d] as f64)?])?;
                let tk = s.same("arith.muli", &[t, c64(dl[d] as f64)?])?;
                let p = s.same("arith.addi", &[p, tk])?;
                let p = s.same("arith.subi", &[p, c64(pads[d] as f64)?])?;
                let lo = s.cmpi(CMPI_SGE, p, zero)?;
                let hi = s.cmpi(CMPI_SLT, p, c64(xs[2 + d] as f64)?)?;
                inside = s.same("arith.andi", &[inside, lo])?;
                inside = s.same("arith.andi", &[inside, hi])?;
                let q = s.same("arith.muli", &[p, c64(strides[d] as f64)?])?;
                pos = s.same("arith.addi", &[pos, q])?;
            }
            let read = |i: Value<'c, '_>| -> R<Value<'c, '_>> {
                let i = s.same("arith.maxsi", &[i, zero])?;
                let i = s.same("arith.minsi", &[i, c64(total as f64 - 1.0)?])?;
                let i = s.op("arith.index_cast", &[i], it)?;
                s.op("tensor.extract", &[flat, i], xe)
            };
            let v = read(pos)?;
            let flag = c64((1u64 << 62) as f64)?;
            let none = s.cmpi(CMPI_SLT, acc, zero)?;
            let bit = s.same("arith.andi", &[acc, flag])?;
            let frozen = s.cmpi(CMPI_NE, bit, zero)?;
            let some = s.same("arith.xori", &[none, yes])?;
            let frozen = s.same("arith.andi", &[frozen, some])?;
            let best = s.same("arith.xori", &[bit, acc])?;
            let cur = read(best)?;
            let better = s.compare(float, gt, v, cur)?;
            let better = s.same("arith.ori", &[none, better])?;
            let live = s.same("arith.xori", &[frozen, yes])?;
            let live = s.same("arith.andi", &[inside, live])?;
            let take = s.same("arith.andi", &[live, better])?;
            let next = s.select(take, pos, acc)?;
            if !float {
                return Ok(next);
            }
            let nan = s.cmpf(CMPF_UNO, v, v)?;
            let nan = s.same("arith.andi", &[nan, live])?;
            let flagged = s.same("arith.ori", &[next, flag])?;
            s.select(nan, flagged, next)
        },
    )?;
    // The flag cleared; a window with no tap inside the input: 0. Then,
    // with storage_order 1, the spatial part recomposed column-major.
    let sxs = xs[2..].to_vec();
    l.ewise(&[(chosen, osh.to_vec())], osh, DType::I64, move |s, a| {
        let c64 = |v: f64| s.cst(v, i64t);
        let zero = c64(0.0)?;
        let none = s.cmpi(CMPI_SLT, a[0], zero)?;
        let flag = c64((1u64 << 62) as f64)?;
        let bit = s.same("arith.andi", &[a[0], flag])?;
        let r = s.same("arith.xori", &[a[0], bit])?;
        let r = s.select(none, zero, r)?;
        if !col_major {
            return Ok(r);
        }
        let n = c64(in_n as f64)?;
        let base = s.same("arith.divsi", &[r, n])?;
        let base = s.same("arith.muli", &[base, n])?;
        let mut rest = s.same("arith.remsi", &[r, n])?;
        let mut out = base;
        let mut colst = 1u64;
        for d in 0..sp {
            let q = s.same("arith.divsi", &[rest, c64(ist[d] as f64)?])?;
            rest = s.same("arith.remsi", &[rest, c64(ist[d] as f64)?])?;
            let t = s.same("arith.muli", &[q, c64(colst as f64)?])?;
            out = s.same("arith.addi", &[out, t])?;
            colst *= sxs[d];
        }
        Ok(out)
    })
}
