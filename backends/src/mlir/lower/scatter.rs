//! Scatters: `scatter_elements` and `scatter_nd`.
//!
//! Establishes the reference interpreter's semantics (onnx's): the result
//! is `data` with each update written at the place its index selects —
//! replacing what is there (`reduction = none`; with repeated indices the
//! last update wins, as the reference's sequential loop gives) or combined
//! with it (`add`, `mul`, `max`, `min`); a negative index counts from the
//! end of its dim.
//!
//! One `scf.for` over the update elements carries the result tensor: the
//! body computes the element's coordinates from the loop index, reads its
//! index (`tensor.extract`), its update and the current element, and
//! writes the combination back (`tensor.insert`); bufferization makes the
//! inserts in place into one copy of `data`. The work is the number of
//! updates, not the size of `data`. An index outside its dim after the
//! negative wrap is clamped into it (the reference reports it as an error;
//! compiled code must not write outside the buffer).
//!
//! Assumes fixed dims. 16-bit floats are combined only by replacement
//! (their arithmetic would need widening): other reductions of them have
//! no lowering here and run in the reference interpreter.

use super::{build, elem, err, Comb, Lower, Sc, CMPI_SLT, R};
use hetc_ir::{DType, OpData, OpKind};
use melior::dialect::scf;
use melior::ir::block::BlockLike;
use melior::ir::operation::OperationBuilder;
use melior::ir::{Block, Region, RegionLike, Type, Value};

/// How an update meets the element it lands on.
fn reduction(op: &OpData, d: DType) -> R<Option<Comb>> {
    let r = op.attr_str("reduction").unwrap_or("none");
    let c = match r {
        "none" => return Ok(None),
        "add" => Comb::Add,
        "mul" => Comb::Mul,
        "max" => Comb::Max,
        "min" => Comb::Min,
        other => {
            return Err(err(format!(
                "reduction {other:?} is not lowered to MLIR here"
            )))
        }
    };
    if matches!(d, DType::F16 | DType::BF16) {
        return Err(err(format!(
            "reduction {r:?} of {d} is not lowered to MLIR here"
        )));
    }
    Ok(Some(c))
}

/// Row-major coordinates of the flat index `u` (an `index` value) in
/// `shape`.
fn coords<'c, 'b>(s: &Sc<'c, 'b>, u: Value<'c, 'b>, shape: &[u64]) -> R<Vec<Value<'c, 'b>>> {
    let it = Type::index(s.ctx);
    let mut out = Vec::with_capacity(shape.len());
    let mut stride = 1u64;
    let mut strides = vec![0u64; shape.len()];
    for d in (0..shape.len()).rev() {
        strides[d] = stride;
        stride *= shape[d];
    }
    for d in 0..shape.len() {
        let st = s.cst(strides[d] as f64, it)?;
        let n = s.cst(shape[d] as f64, it)?;
        let q = s.same("arith.divui", &[u, st])?;
        out.push(s.same("arith.remui", &[q, n])?);
    }
    Ok(out)
}

/// An index element `i` (any integer type) into a dim of extent `n`, as an
/// `index`: negative counts from the end, then clamped into `[0, n)`.
fn wrap<'c, 'b>(s: &Sc<'c, 'b>, i: Value<'c, 'b>, n: u64) -> R<Value<'c, 'b>> {
    let it = Type::index(s.ctx);
    let i = s.op("arith.index_cast", &[i], it)?;
    let zero = s.cst(0.0, it)?;
    let ext = s.cst(n as f64, it)?;
    let neg = s.cmpi(CMPI_SLT, i, zero)?;
    let plus = s.same("arith.addi", &[i, ext])?;
    let i = s.select(neg, plus, i)?;
    let last = s.cst(n.saturating_sub(1) as f64, it)?;
    let i = s.same("arith.maxsi", &[i, zero])?;
    s.same("arith.minsi", &[i, last])
}

/// `scatter_elements` / `scatter_nd` of `data` (shape `ds`, type `d`) with
/// `indices` (shape `is`, type `id`) and `updates` (shape `us`).
#[allow(clippy::too_many_arguments)]
pub(super) fn scatter<'c, 'a>(
    l: &Lower<'c, 'a>,
    op: &OpData,
    ins: &[Value<'c, 'a>],
    ds: &[u64],
    is: &[u64],
    us: &[u64],
    id: DType,
    d: DType,
) -> R<Value<'c, 'a>> {
    let ctx = l.ctx;
    let red = reduction(op, d)?;
    let nd = op.kind == OpKind::ScatterND;
    let r = ds.len();
    let (k, axis) = if nd {
        let k = *is
            .last()
            .ok_or_else(|| err("scatter_nd of scalar indices"))? as usize;
        if k == 0 || k > r {
            return Err(err(format!("scatter_nd index tuples of {k} into rank {r}")));
        }
        (k, 0)
    } else {
        if is != us || is.len() != r {
            return Err(err(format!(
                "scatter_elements updates {us:?} and indices {is:?} of rank-{r} data"
            )));
        }
        let a = op.attr_int("axis").unwrap_or(0);
        (0, super::norm_axis(a, r))
    };
    let total: u64 = us.iter().product();
    if total == 0 {
        return Ok(ins[0]);
    }
    let it = Type::index(ctx);
    let unsigned = d.is_unsigned();
    let tensor_ty = l.tensor_ty(ds, d)?;
    let (lo, hi, step) = (l.index_const(0)?, l.index_const(total)?, l.index_const(1)?);
    let body = Block::new(&[(it, l.loc), (tensor_ty, l.loc)]);
    {
        let u: Value<'c, '_> = body.argument(0).map_err(|e| err(e.to_string()))?.into();
        let out: Value<'c, '_> = body.argument(1).map_err(|e| err(e.to_string()))?.into();
        let s = Sc {
            ctx,
            loc: l.loc,
            b: &body,
            expand_math: l.expand_math,
        };
        let (idx, upd) = (ins[1], ins[2]);
        let (ie, de) = (elem(ctx, id)?, elem(ctx, d)?);
        let uc = coords(&s, u, us)?;
        let dest: Vec<Value<'c, '_>> = if nd {
            // updates [tuples…, slice…]: the tuple's k indices, then the
            // slice's coordinates
            let q = is.len() - 1;
            let mut dest = Vec::with_capacity(r);
            for (j, &n) in ds.iter().take(k).enumerate() {
                let mut at = vec![idx];
                at.extend_from_slice(&uc[..q]);
                at.push(s.cst(j as f64, it)?);
                let i = s.op("tensor.extract", &at, ie)?;
                dest.push(wrap(&s, i, n)?);
            }
            dest.extend_from_slice(&uc[q..]);
            dest
        } else {
            let mut at = vec![idx];
            at.extend_from_slice(&uc);
            let i = s.op("tensor.extract", &at, ie)?;
            let mut dest = uc.clone();
            dest[axis] = wrap(&s, i, ds[axis])?;
            dest
        };
        if dest.len() != r {
            return Err(err(format!(
                "scatter_nd updates {us:?} and indices {is:?} do not fit data {ds:?}"
            )));
        }
        let mut at = vec![upd];
        at.extend_from_slice(&uc);
        let v = s.op("tensor.extract", &at, de)?;
        let v = match red {
            None => v,
            Some(c) => {
                let mut at = vec![out];
                at.extend_from_slice(&dest);
                let old = s.op("tensor.extract", &at, de)?;
                s.combine(c, old, v, unsigned)?
            }
        };
        let mut at = vec![v, out];
        at.extend_from_slice(&dest);
        let next = build(&body, l.loc, "tensor.insert", &at, &[tensor_ty], &[])?;
        body.append_operation(scf::r#yield(&[next], l.loc));
    }
    let region = Region::new();
    region.append_block(body);
    let lp = OperationBuilder::new("scf.for", l.loc)
        .add_operands(&[lo, hi, step, ins[0]])
        .add_results(&[tensor_ty])
        .add_regions([region])
        .build()
        .map_err(|e| err(format!("scf.for: {e}")))?;
    let lp = l.block.append_operation(lp);
    Ok(lp.result(0).map_err(|e| err(e.to_string()))?.into())
}
