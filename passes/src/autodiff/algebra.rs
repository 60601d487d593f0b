//! VJPs of the ops that are structured linear or multilinear maps — Resize
//! and Pad (one matrix per axis, transposed: [`adjoint_along`]), DFT (its
//! transpose in DFT ops),
//! Einsum (with diagonals and ellipses), Det (cofactors), ReduceProd and
//! CumProd (products of the other elements, without dividing) — and of
//! GridSample (one `grid_sample_grad` op). The matrices come from the IR
//! crate's definitions of the ops (`hetc_ir::resize`, `hetc_ir::linear`,
//! `hetc_ir::einsum`), the ones the reference interpreter evaluates, so each
//! VJP is the adjoint of exactly the forward that ran.
//!
//! Assumes fixed extents on the dims a matrix spans.

use super::{attrs, fixed_dim, fixed_dims, norm_axis, Bwd, Ct};
use hetc_ir::{Attr, Attrs, DType, Dim, OpData, OpKind, TensorData, TensorType, ValueId};
use std::collections::BTreeMap;

/// Resize is separable: one linear map `M` (out × in) per resized axis,
/// applied in axis order ([`hetc_ir::resize::resize_matrices`], the maps
/// the backends compute it with), plus `tf_crop_and_resize`'s constant
/// extrapolation value. So the cotangent goes back through `Mᵀ` one axis
/// at a time, in reverse order: a GEMM with the constant `M` over the
/// axis moved last.
pub(super) fn resize_vjp(b: &mut Bwd, op: &OpData, g: ValueId) -> Result<Vec<Ct>, String> {
    let (xs, ys) = (fixed_shape(&b.fty(op.inputs[0]))?, fixed_shape(b.e.ty(g))?);
    let maps = hetc_ir::resize::resize_matrices(op, &xs, &ys)?;
    let mut cur = g;
    for (axis, m, _) in maps.iter().rev() {
        cur = adjoint_along(b, cur, &[*axis], &[xs[*axis]], m)?;
    }
    Ok(vec![Some(cur)])
}

/// A tensor type's dims, all of which must be fixed.
fn fixed_shape(t: &TensorType) -> Result<Vec<usize>, String> {
    let d = fixed_dims(t, "a dim of a linear map's operand")?;
    Ok(d.into_iter().map(|x| x as usize).collect())
}

/// The permutation that undoes `perm`.
fn inverse(perm: &[usize]) -> Vec<usize> {
    let mut inv = vec![0; perm.len()];
    for (i, &p) in perm.iter().enumerate() {
        inv[p] = i;
    }
    inv
}

/// The adjoint of a linear map acting on the (ascending) `axes` of its
/// operand, whose extents there are `in_dims`: `m` is the map's row-major
/// `[Π out extents, Π in_dims]` matrix, and `g` the result's cotangent. The
/// axes move last and merge, one matmul by `m` applies `mᵀ` to every
/// cotangent row, and the axes split and move back.
fn adjoint_along(
    b: &mut Bwd,
    g: ValueId,
    axes: &[usize],
    in_dims: &[usize],
    m: &[f64],
) -> Result<ValueId, String> {
    let (r, dt) = (b.e.ty(g).rank(), b.e.ty(g).dtype);
    let mut perm: Vec<usize> = (0..r).filter(|a| !axes.contains(a)).collect();
    perm.extend_from_slice(axes);
    let t = b.e.transpose(g, &perm)?;
    let tt = b.e.ty(t).clone();
    let keep = r - axes.len();
    let rows: u64 = axes
        .iter()
        .map(|&a| fixed_dim(&b.e.ty(g).shape[a], "a linear map's result dim"))
        .product::<Result<u64, _>>()?;
    let cols: usize = in_dims.iter().product();
    if m.len() as u64 != rows * cols as u64 {
        return Err(format!(
            "internal: a {rows} × {cols} map has {} weights",
            m.len()
        ));
    }
    let mut flat: Vec<Dim> = tt.shape[..keep].to_vec();
    flat.push(Dim::Fixed(rows));
    let t = b.e.reshape(t, &flat);
    let ty = TensorType::new(dt, [Dim::Fixed(rows), Dim::Fixed(cols as u64)]);
    let mc = b.e.g.add_const("", ty, Some(TensorData::from_f64s(dt, m)));
    let y = b.e.op(OpKind::MatMul, &[t, mc], Attrs::new())?;
    let mut split: Vec<Dim> = tt.shape[..keep].to_vec();
    split.extend(in_dims.iter().map(|&d| Dim::Fixed(d as u64)));
    let y = b.e.reshape(y, &split);
    b.e.transpose(y, &inverse(&perm))
}

/// DFT is linear over the real and imaginary parts, so its VJP is its
/// transpose, built from DFT ops (so a backend that lowers the forward
/// lowers the backward, and nothing is O(n²) in memory). The forward is
/// `out ∘ T ∘ in`: `in` truncates or zero-pads the signal to the length `n`
/// (a one-sided inverse also expands the half spectrum `H`: each bin, and
/// its conjugate mirrored; DC and Nyquist real), `T` the full complex
/// transform, `out` keeps the first `n/2 + 1` bins (one-sided) or the real
/// part (one-sided inverse). Transposed: `outᵀ` pads back with zeros, `Tᵀ`
/// is `n` times the inverse transform (the forward's conjugate) or `1/n`
/// times the forward one, `Hᵀ` adds each mirrored bin's conjugate back to
/// its source, and `inᵀ` crops or zero-pads to the operand (its real part
/// for a real operand).
pub(super) fn dft_vjp(b: &mut Bwd, op: &OpData, g: ValueId) -> Result<Vec<Ct>, String> {
    let xs = fixed_shape(&b.fty(op.inputs[0]))?;
    let r = xs.len();
    let axis = norm_axis(op.attr_int("axis").unwrap_or(1), r)?;
    if r < 2 || axis >= r - 1 {
        return Err(format!("dft axis {axis} of a rank-{r} input"));
    }
    let d = hetc_ir::linear::dft_map(op, xs[axis], xs[r - 1])?;
    let (n, last) = (d.n as i64, r - 1);
    let dt = b.e.ty(g).dtype;
    let mut cur = g;
    // outᵀ
    if d.onesided && !d.inverse {
        cur = pad_axis(b, cur, axis, 0, n - d.out_len as i64)?;
    }
    if d.out_c == 1 {
        cur = pad_axis(b, cur, last, 0, 1)?;
    }
    // Tᵀ: the transform the other way, at full length.
    let mut ty = b.e.ty(cur).clone();
    ty.shape[axis] = Dim::Fixed(d.n as u64);
    let a = attrs([
        ("axis", Attr::Int(axis as i64)),
        ("inverse", Attr::Int(i64::from(!d.inverse))),
        ("onesided", Attr::Int(0)),
        ("length", Attr::Int(n)),
    ]);
    cur = b.e.op_as(OpKind::Dft, &[cur], a, ty);
    cur =
        b.e.scale(cur, if d.inverse { 1.0 / n as f64 } else { n as f64 })?;
    // Hᵀ, onto the half spectrum's m bins.
    let mut keep = d.n as i64;
    if d.inverse && d.onesided {
        let m = d.n / 2 + 1;
        let real_bin = |j: usize| j == 0 || (d.n % 2 == 0 && j == d.n / 2);
        let mirrored = |j: usize| j >= 1 && j + m <= d.n;
        let mut cshape = vec![Dim::Fixed(m as u64)];
        cshape.extend(std::iter::repeat_n(Dim::Fixed(1), last - axis - 1));
        cshape.push(Dim::Fixed(2));
        let konst = |b: &mut Bwd, v: Vec<f64>| {
            let t = TensorType::new(dt, cshape.iter().cloned());
            b.e.g.add_const("", t, Some(TensorData::from_f64s(dt, &v)))
        };
        let own: Vec<f64> = (0..m)
            .flat_map(|j| [1.0, if real_bin(j) { 0.0 } else { 1.0 }])
            .collect();
        let mirror: Vec<f64> = (0..m)
            .flat_map(|j| if mirrored(j) { [1.0, -1.0] } else { [0.0, 0.0] })
            .collect();
        let head = b.e.slice(cur, axis, 0, m as u64)?;
        let own = konst(b, own);
        let head = b.e.mul(head, own)?;
        let from: Vec<f64> = (0..m).map(|j| ((d.n - j) % d.n) as f64).collect();
        let ity = TensorType::fixed(DType::I64, &[m as u64]);
        let idx =
            b.e.g
                .add_const("", ity, Some(TensorData::from_f64s(DType::I64, &from)));
        let back = b.e.op(
            OpKind::Gather,
            &[cur, idx],
            attrs([("axis", Attr::Int(axis as i64))]),
        )?;
        let mirror = konst(b, mirror);
        let back = b.e.mul(back, mirror)?;
        cur = b.e.add(head, back)?;
        keep = m as i64;
    }
    // inᵀ
    let in_len = d.in_len as i64;
    if in_len < keep {
        cur = b.e.slice(cur, axis, 0, d.in_len as u64)?;
    } else if in_len > keep {
        cur = pad_axis(b, cur, axis, 0, in_len - keep)?;
    }
    if d.in_c == 1 {
        cur = b.e.slice(cur, last, 0, 1)?;
    }
    Ok(vec![Some(cur)])
}

/// `v` padded with `before` and `after` zeros along `axis`.
pub(super) fn pad_axis(
    b: &mut Bwd,
    v: ValueId,
    axis: usize,
    before: i64,
    after: i64,
) -> Result<ValueId, String> {
    let rank = b.e.ty(v).rank();
    let mut pads = vec![0i64; 2 * rank];
    pads[axis] = before;
    pads[rank + axis] = after;
    let a = attrs([
        ("pads", Attr::Ints(pads)),
        ("mode", Attr::Str("constant".into())),
        ("value", Attr::Float(0.0)),
    ]);
    b.e.op(OpKind::Pad, &[v], a)
}

/// `∂det(A)/∂A` is A's cofactor matrix (`det(A)·A⁻ᵀ` where A is
/// invertible, and right for singular A too): each cofactor is the signed
/// determinant of the minor without that row and column, gathered as
/// `[…, M, M, M−1, M−1]` with two constant-index gathers.
pub(super) fn det_vjp(b: &mut Bwd, op: &OpData, g: ValueId) -> Result<Vec<Ct>, String> {
    let tx = b.fty(op.inputs[0]);
    let r = tx.rank();
    let m = fixed_dim(&tx.shape[r - 1], "a determinant's matrix size")? as usize;
    let mut kept = b.e.ty(g).shape.to_vec();
    kept.extend([Dim::Fixed(1), Dim::Fixed(1)]);
    let gk = b.e.reshape(g, &kept);
    if m == 1 {
        return Ok(vec![Some(b.e.expand(gk, &tx.shape))]);
    }
    // others[i] = 0..M without i
    let others: Vec<f64> = (0..m)
        .flat_map(|i| (0..m).filter(move |&k| k != i).map(|k| k as f64))
        .collect();
    let ity = TensorType::fixed(DType::I64, &[m as u64, m as u64 - 1]);
    let idx =
        b.e.g
            .add_const("", ity, Some(TensorData::from_f64s(DType::I64, &others)));
    let x = b.p(op.inputs[0])?;
    let ax = |a: usize| attrs([("axis", Attr::Int(a as i64))]);
    let rows = b.e.op(OpKind::Gather, &[x, idx], ax(r - 2))?; // […, i, M−1, M]
    let minors = b.e.op(OpKind::Gather, &[rows, idx], ax(r))?; // […, i, M−1, j, M−1]
    let mut perm: Vec<usize> = (0..r - 2).collect();
    perm.extend([r - 2, r, r - 1, r + 1]);
    let minors = b.e.transpose(minors, &perm)?;
    let dets = b.e.op(OpKind::Det, &[minors], Attrs::new())?; // […, M, M]
    let signs: Vec<f64> = (0..m * m)
        .map(|k| if (k / m + k % m) % 2 == 0 { 1.0 } else { -1.0 })
        .collect();
    let sty = TensorType::fixed(tx.dtype, &[m as u64, m as u64]);
    let s =
        b.e.g
            .add_const("", sty, Some(TensorData::from_f64s(tx.dtype, &signs)));
    let cof = b.e.mul(dets, s)?;
    Ok(vec![Some(b.e.mul(cof, gk)?)])
}

/// GridSample: one `grid_sample_grad` op computes both cotangents from
/// the same taps the forward read (the operand's scattered back along
/// them, the grid's from the taps' weight slopes).
pub(super) fn grid_sample_vjp(
    b: &mut Bwd,
    op: &OpData,
    g: ValueId,
    want: &[bool],
) -> Result<Vec<Ct>, String> {
    let (x, grid) = (b.p(op.inputs[0])?, b.p(op.inputs[1])?);
    let tys = vec![b.fty(op.inputs[0]), b.fty(op.inputs[1])];
    let o = b.e.g.add_op(
        OpKind::GridSampleGrad,
        &[x, grid, g],
        op.attrs.clone(),
        tys,
        b.e.tag.clone(),
    );
    let outs = &b.e.g.ops[o].outputs;
    Ok(vec![want[0].then_some(outs[0]), want[1].then_some(outs[1])])
}

/// The product of every element but each one, along the last axis of `x`
/// (`[…, n]`), without dividing (exact where elements are zero): the
/// exclusive running products from both ends, multiplied.
fn product_of_others(b: &mut Bwd, x: ValueId) -> Result<ValueId, String> {
    let last = b.e.ty(x).rank() - 1;
    let ty = b.e.ty(x).clone();
    let run = |b: &mut Bwd, rev: bool| {
        let a = attrs([
            ("axis", Attr::Int(last as i64)),
            ("exclusive", Attr::Int(1)),
            ("reverse", Attr::Int(rev as i64)),
        ]);
        b.e.op_as(OpKind::CumProd, &[x], a, ty.clone())
    };
    let (before, after) = (run(b, false), run(b, true));
    b.e.mul(before, after)
}

/// ReduceProd: each element's cotangent is the result's times the product
/// of the other reduced elements (the reduced axes moved last and merged;
/// see [`product_of_others`]).
pub(super) fn reduce_prod_vjp(
    b: &mut Bwd,
    g: ValueId,
    x: ValueId,
    tx: &TensorType,
    axes: &[usize],
    kept: &[Dim],
) -> Result<ValueId, String> {
    let r = tx.rank();
    let mut perm: Vec<usize> = (0..r).filter(|a| !axes.contains(a)).collect();
    perm.extend_from_slice(axes);
    let t = b.e.transpose(x, &perm)?;
    let moved = b.e.ty(t).shape.to_vec();
    let n = axes
        .iter()
        .map(|&a| fixed_dim(&tx.shape[a], "a reduced dim"))
        .product::<Result<u64, _>>()?;
    let mut flat = moved[..r - axes.len()].to_vec();
    flat.push(Dim::Fixed(n));
    let t = b.e.reshape(t, &flat);
    let others = product_of_others(b, t)?;
    let others = b.e.reshape(others, &moved);
    let others = b.e.transpose(others, &inverse(&perm))?;
    let gk = b.e.reshape(g, kept);
    b.e.mul(others, gk)
}

/// CumProd: `y_k = Π_{t ∈ W(k)} x_t` over the window `W(k)` (`t ≤ k`, or
/// `t < k` exclusive, mirrored when reversed) gives
/// `x̄_j = Σ_{k : j ∈ W(k)} ȳ_k · Π_{t ∈ W(k), t ≠ j} x_t`. Without
/// dividing by `x_j` (which zeros make wrong), the products come from one
/// running product per `j` of `x` with `x_j` set to 1: an `[…, n, n]`
/// intermediate along the axis, so memory grows with its square.
pub(super) fn cum_prod_vjp(b: &mut Bwd, op: &OpData, g: ValueId) -> Result<Vec<Ct>, String> {
    let tx = b.fty(op.inputs[0]);
    let r = tx.rank();
    let axis = norm_axis(op.attr_int("axis").unwrap_or(0), r)?;
    let n = fixed_dim(&tx.shape[axis], "a running product's axis")? as usize;
    let excl = op.attr_int("exclusive").unwrap_or(0) != 0;
    let rev = op.attr_int("reverse").unwrap_or(0) != 0;
    let mut perm: Vec<usize> = (0..r).filter(|&a| a != axis).collect();
    perm.push(axis);
    let x = b.p(op.inputs[0])?;
    let xt = b.e.transpose(x, &perm)?;
    let gt = b.e.transpose(g, &perm)?;
    let lead = b.e.ty(xt).shape[..r - 1].to_vec();
    let shape_with = |tail: &[usize]| -> Vec<Dim> {
        let mut s = lead.clone();
        s.extend(tail.iter().map(|&d| Dim::Fixed(d as u64)));
        s
    };
    let konst = |b: &mut Bwd, dt: DType, f: &dyn Fn(usize, usize) -> bool| {
        let v: Vec<f64> = (0..n * n).map(|k| f(k / n, k % n) as u8 as f64).collect();
        let ty = TensorType::fixed(dt, &[n as u64, n as u64]);
        b.e.g.add_const("", ty, Some(TensorData::from_f64s(dt, &v)))
    };
    // q[…, j, t] = t == j ? 1 : x_t
    let xr = b.e.reshape(xt, &shape_with(&[1, n]));
    let xq = b.e.expand(xr, &shape_with(&[n, n]));
    let eye = konst(b, DType::Bool, &|j, t| j == t);
    let one = b.e.scalar(tx.dtype, 1.0);
    let q = b.e.op(OpKind::Where, &[eye, one, xq], Attrs::new())?;
    let a = attrs([
        ("axis", Attr::Int(r as i64)),
        ("exclusive", Attr::Int(excl as i64)),
        ("reverse", Attr::Int(rev as i64)),
    ]);
    let qty = b.e.ty(q).clone();
    let runs = b.e.op_as(OpKind::CumProd, &[q], a, qty); // […, j, k]
    let dt = tx.dtype;
    let within = konst(b, dt, &|j, k| match (excl, rev) {
        (false, false) => j <= k,
        (true, false) => j < k,
        (false, true) => j >= k,
        (true, true) => j > k,
    });
    let gr = b.e.reshape(gt, &shape_with(&[1, n]));
    let w = b.e.mul(runs, within)?;
    let w = b.e.mul(w, gr)?;
    let gx = b.e.reduce(OpKind::ReduceSum, w, &[r], false)?;
    Ok(vec![Some(b.e.transpose(gx, &inverse(&perm))?)])
}

/// Einsum (any equation: ellipses and implicit results are made explicit
/// by [`hetc_ir::einsum::explicit_einsum`]): operand `k`'s cotangent is the
/// einsum of the result's cotangent with the other operands into `k`'s
/// distinct labels, summed where `k`'s extent 1 was broadcast, broadcast
/// along labels only `k` has (summed over `k` alone), and, for a label
/// repeated in `k`'s term (a diagonal), placed on that diagonal (zeros off
/// it).
pub(super) fn einsum_vjp(
    b: &mut Bwd,
    op: &OpData,
    g: ValueId,
    want: &[bool],
) -> Result<Vec<Ct>, String> {
    let eq = op
        .attr_str("equation")
        .ok_or("einsum without an `equation`")?;
    let tys: Vec<TensorType> = op.inputs.iter().map(|&v| b.fty(v)).collect();
    let ranks: Vec<usize> = tys.iter().map(TensorType::rank).collect();
    let (terms, out) = hetc_ir::einsum::explicit_einsum(eq, &ranks)?;
    // Each label's extent in the loop nest (a 1 broadcasts to another).
    let mut extent: BTreeMap<char, Dim> = BTreeMap::new();
    for (t, ty) in terms.iter().zip(&tys) {
        for (c, d) in t.chars().zip(&ty.shape) {
            let e = extent.entry(c).or_insert_with(|| d.clone());
            if *e == Dim::Fixed(1) {
                *e = d.clone();
            }
        }
    }
    let mut res = Vec::with_capacity(terms.len());
    for (k, term) in terms.iter().enumerate() {
        if !want[k] {
            res.push(None);
            continue;
        }
        let ty = &tys[k];
        let own = |c: char| ty.shape[term.find(c).unwrap_or(0)].clone();
        let mut distinct = String::new();
        for c in term.chars() {
            if !distinct.contains(c) {
                distinct.push(c);
            }
        }
        let others: Vec<usize> = (0..terms.len()).filter(|&j| j != k).collect();
        // The labels the cotangent has (one only this operand has is
        // summed over it alone: the cotangent is the same along it).
        let kept: String = distinct
            .chars()
            .filter(|&c| out.contains(c) || others.iter().any(|&j| terms[j].contains(c)))
            .collect();
        let mut sub = vec![out.clone()];
        sub.extend(others.iter().map(|&j| terms[j].clone()));
        let e = format!("{}->{kept}", sub.join(","));
        let mut ins = vec![g];
        for &j in &others {
            ins.push(b.p(op.inputs[j])?);
        }
        let kty = TensorType::new(ty.dtype, kept.chars().map(|c| extent[&c].clone()));
        let a = attrs([("equation", Attr::Str(e))]);
        let mut r = b.e.op_as(OpKind::Einsum, &ins, a, kty);
        let summed: Vec<usize> = kept
            .chars()
            .enumerate()
            .filter(|&(_, c)| own(c) == Dim::Fixed(1) && extent[&c] != Dim::Fixed(1))
            .map(|(i, _)| i)
            .collect();
        if !summed.is_empty() {
            r = b.e.reduce(OpKind::ReduceSum, r, &summed, true)?;
        }
        if kept != distinct {
            let unit: Vec<Dim> = distinct
                .chars()
                .map(|c| {
                    if kept.contains(c) {
                        own(c)
                    } else {
                        Dim::Fixed(1)
                    }
                })
                .collect();
            r = b.e.reshape(r, &unit);
            let full: Vec<Dim> = distinct.chars().map(own).collect();
            r = b.e.expand(r, &full);
        }
        if distinct.len() != term.len() {
            r = onto_diagonals(b, r, term, ty)?;
        }
        res.push(Some(r));
    }
    Ok(res)
}

/// `r`, over the distinct labels of `term` (in first-occurrence order),
/// placed on the diagonals of `term`'s repeated labels in a tensor of type
/// `ty`: zeros wherever a repeated label's coordinates differ.
fn onto_diagonals(b: &mut Bwd, r: ValueId, term: &str, ty: &TensorType) -> Result<ValueId, String> {
    let labels: Vec<char> = term.chars().collect();
    let first = |p: usize| labels.iter().position(|&c| c == labels[p]) == Some(p);
    let repeated = |p: usize| labels.iter().filter(|&&c| c == labels[p]).count() > 1;
    let unit: Vec<Dim> = (0..labels.len())
        .map(|p| {
            if first(p) {
                ty.shape[p].clone()
            } else {
                Dim::Fixed(1)
            }
        })
        .collect();
    let r = b.e.reshape(r, &unit);
    // The mask spans the repeated labels' dims (1 elsewhere).
    let mdims: Vec<usize> = (0..labels.len())
        .map(|p| {
            if repeated(p) {
                fixed_dim(&ty.shape[p], "a diagonal's extent").map(|d| d as usize)
            } else {
                Ok(1)
            }
        })
        .collect::<Result<_, _>>()?;
    let n: usize = mdims.iter().product();
    let mut at = vec![0usize; labels.len()];
    let mask: Vec<f64> = (0..n)
        .map(|mut i| {
            for p in (0..labels.len()).rev() {
                at[p] = i % mdims[p];
                i /= mdims[p];
            }
            let on = (0..labels.len())
                .filter(|&p| repeated(p))
                .all(|p| (0..labels.len()).all(|q| labels[q] != labels[p] || at[q] == at[p]));
            on as u8 as f64
        })
        .collect();
    let mty = TensorType::new(ty.dtype, mdims.iter().map(|&d| Dim::Fixed(d as u64)));
    let m =
        b.e.g
            .add_const("", mty, Some(TensorData::from_f64s(ty.dtype, &mask)));
    b.e.mul(r, m)
}

/// Constant padding: the operand's elements are the result's inside the
/// pads, so its cotangent is the result's cropped by them — a pad by the
/// negated pads (a negative pad crops; where the forward cropped, zeros
/// come back). Edge, wrap and reflect padding read some elements more than
/// once: per padded axis, a 0/1 matrix of which element each position reads
/// ([`hetc_ir::linear::pad_source`]) sums their cotangents back.
pub(super) fn pad_vjp(b: &mut Bwd, op: &OpData, g: ValueId) -> Result<Vec<Ct>, String> {
    let mode = op.attr_str("mode").unwrap_or("constant");
    let pads = op.attr_ints("pads").ok_or("pad without `pads`")?;
    if mode != "constant" {
        if !matches!(mode, "edge" | "wrap" | "reflect") {
            return Err(format!(
                "pad mode {mode:?} is not constant, edge, wrap or reflect"
            ));
        }
        let xs = fixed_shape(&b.fty(op.inputs[0]))?;
        let ys = fixed_shape(b.e.ty(g))?;
        let r = xs.len();
        let mut cur = g;
        for axis in 0..r {
            if pads[axis] == 0 && pads[r + axis] == 0 {
                continue;
            }
            let (n, len) = (xs[axis], ys[axis]);
            let mut m = vec![0.0; len * n];
            for (o, row) in m.chunks_mut(n.max(1)).enumerate() {
                let p = o as i64 - pads[axis];
                if let Some(src) = hetc_ir::linear::pad_source(mode, p, n as i64) {
                    row[src] += 1.0;
                }
            }
            cur = adjoint_along(b, cur, &[axis], &[n], &m)?;
        }
        return Ok(vec![Some(cur)]);
    }
    let pads: Vec<i64> = pads.iter().map(|p| -p).collect();
    let a = attrs([
        ("pads", Attr::Ints(pads)),
        ("mode", Attr::Str("constant".into())),
        ("value", Attr::Float(0.0)),
    ]);
    let ty = b.fty(op.inputs[0]);
    Ok(vec![Some(b.e.op_as(OpKind::Pad, &[g], a, ty))])
}
