//! Index-driven data movement expressed with existing IR ops, exactly:
//! `dynamic_slice`, `dynamic_update_slice`, `reverse`, and interior
//! padding (for `pad` and the input dilation of `convolution`).
//!
//! Establishes, following the StableHLO spec's semantics:
//! - start indices are clamped to `[0, dim − size]` first (the spec's
//!   `clamp(0, start, shape(operand) − slice_sizes)`); a start known at
//!   import (a constant) is clamped here, a run-time one by `max` / `min`
//!   ops;
//! - `dynamic_slice` with constant starts is one `slice`; a run-time start
//!   along a dim is a `gather` of `range(c, 1)` (`c, c+1, …`) along it;
//! - `dynamic_update_slice` with constant starts is slices of the operand
//!   concatenated around the update, one dim at a time; with a run-time
//!   start it is the update gathered to the operand's extent (index
//!   `clamp(i − c, 0, k − 1)` along each dim) and a `where` over the mask
//!   `c ≤ i < c + k`;
//! - `reverse` along a dim is a `gather` of `range(n − 1, −1)`. Not a
//!   negative-step `slice`: the IR and the reference interpreter have those,
//!   but neither the MLIR lowering nor the StableHLO emitter lowers them;
//! - interior padding `k` along a dim of extent `n ≥ 1` is: a unit dim after
//!   it, concatenated with `k` copies of the padding value, merged back to
//!   `n·(1 + k)` and sliced to its first `n·(1 + k) − k` elements.
//!
//! Assumes fixed dims (the frontend rejects `?`). Does not: evaluate starts
//! computed by ops (only constants are known at import), or map anything
//! whose operands do not have the spec's shapes (scalar integer starts, one
//! per dim): those stay custom ops.

use super::{attrs, find_ints, ints_attr, Fail, Importer};
use crate::stablehlo::lex::{Kind, Tok};
use hetc_ir::{Attr, Attrs, DType, Dim, OpKind, TensorType, ValueId};

/// `key = array<i64: …>` in the generic form's property dictionary.
fn array_attr(rest: &[Tok], key: &str) -> Option<Vec<i64>> {
    rest.windows(3)
        .find(|w| w[0].text == key && w[1].is("=") && w[2].kind == Kind::Angle)
        .and_then(|w| super::array_ints(w[2].text))
}

/// The fixed extents of `t` as `i64`s (every dim is fixed on import).
fn extents(t: &TensorType) -> Option<Vec<i64>> {
    t.shape
        .iter()
        .map(|d| d.fixed().and_then(|n| i64::try_from(n).ok()))
        .collect()
}

impl Importer<'_, '_> {
    /// The value of a scalar integer constant.
    fn known_int(&self, v: ValueId) -> Option<i64> {
        let t = self.graph.ty(v);
        if t.rank() != 0 || !t.dtype.is_int() {
            return None;
        }
        let x = *self.splat.get(&v)?;
        (x.is_finite() && x.fract() == 0.0 && x.abs() < 9.0e18).then_some(x as i64)
    }

    fn is_index_scalar(&self, v: ValueId) -> bool {
        let t = self.graph.ty(v);
        t.rank() == 0 && t.dtype.is_int()
    }

    /// `x[lo_i:hi_i]` along each of `axes` (step 1); `x` itself for no axes.
    pub(super) fn slice_axes(
        &mut self,
        x: ValueId,
        (lo, hi, axes): (Vec<i64>, Vec<i64>, Vec<i64>),
        label: &str,
    ) -> Result<ValueId, Fail> {
        if axes.is_empty() {
            return Ok(x);
        }
        let steps = vec![1; axes.len()];
        let a = attrs(vec![
            ("starts", ints_attr(lo)),
            ("ends", ints_attr(hi)),
            ("axes", ints_attr(axes)),
            ("steps", ints_attr(steps)),
        ]);
        self.add(OpKind::Slice, &[x], a, label)
    }

    /// `x[lo:hi]` along `axis`.
    fn slice1(
        &mut self,
        x: ValueId,
        axis: usize,
        lo: i64,
        hi: i64,
        label: &str,
    ) -> Result<ValueId, Fail> {
        self.slice_axes(x, (vec![lo], vec![hi], vec![axis as i64]), label)
    }

    fn gather(
        &mut self,
        x: ValueId,
        idx: ValueId,
        axis: usize,
        label: &str,
    ) -> Result<ValueId, Fail> {
        self.add(
            OpKind::Gather,
            &[x, idx],
            attrs(vec![("axis", Attr::Int(axis as i64))]),
            label,
        )
    }

    /// `start, start + delta, …` (`len` values) of `start`'s type.
    fn range(
        &mut self,
        start: ValueId,
        delta: i64,
        len: i64,
        label: &str,
    ) -> Result<ValueId, Fail> {
        let dt = self.graph.ty(start).dtype;
        let d = self.scalar(dt, delta as f64);
        let ty = TensorType::new(dt, [Dim::Fixed(len as u64)]);
        self.add_typed(OpKind::Range, &[start, d], Attrs::new(), ty, label)
    }

    /// A run-time start index as a gather index type (`i32`, or `i64` when
    /// it is another type or indices up to `extent` would not fit in i32),
    /// clamped to `[0, hi]`.
    fn clamped_start(
        &mut self,
        s: ValueId,
        hi: i64,
        extent: i64,
        label: &str,
    ) -> Result<ValueId, Fail> {
        let dt = self.graph.ty(s).dtype;
        let fits = dt == DType::I64 || (dt == DType::I32 && extent <= i32::MAX as i64);
        let (s, dt) = if fits {
            (s, dt)
        } else {
            let ty = TensorType::scalar(DType::I64);
            let c = self.add_typed(OpKind::Cast, &[s], Attrs::new(), ty, label)?;
            (c, DType::I64)
        };
        let zero = self.scalar(dt, 0.0);
        let top = self.scalar(dt, hi as f64);
        let lo = self.add(OpKind::Max, &[s, zero], Attrs::new(), label)?;
        self.add(OpKind::Min, &[lo, top], Attrs::new(), label)
    }

    /// `stablehlo.dynamic_slice(x, s_0, …, s_{r−1}), sizes = […]`.
    pub(super) fn dynamic_slice(
        &mut self,
        rest: &[Tok],
        ins: &[ValueId],
        outs: &[TensorType],
        label: &str,
    ) -> Result<Option<ValueId>, Fail> {
        let Some((&x, starts)) = ins.split_first() else {
            return Ok(None);
        };
        let Some(sizes) = find_ints(rest, "sizes").or_else(|| array_attr(rest, "slice_sizes"))
        else {
            return Ok(None);
        };
        let xt = self.graph.ty(x).clone();
        let Some(n) = extents(&xt) else {
            return Ok(None);
        };
        if outs.len() != 1
            || starts.len() != n.len()
            || sizes.len() != n.len()
            || !starts.iter().all(|&s| self.is_index_scalar(s))
        {
            return Ok(None);
        }
        if let Some(d) = (0..n.len()).find(|&d| sizes[d] < 0 || sizes[d] > n[d]) {
            return Err(Fail::Msg(format!(
                "slice size {} does not fit dim {d} of {xt}",
                sizes[d]
            )));
        }
        let (mut lo, mut hi, mut axes, mut dynamic) =
            (Vec::new(), Vec::new(), Vec::new(), Vec::new());
        for d in 0..n.len() {
            let top = n[d] - sizes[d];
            match self.known_int(starts[d]) {
                Some(v) => {
                    let c = v.clamp(0, top);
                    if sizes[d] != n[d] {
                        lo.push(c);
                        hi.push(c + sizes[d]);
                        axes.push(d as i64);
                    }
                }
                // The clamp pins the start to 0: the whole dim.
                None if top == 0 => {}
                None => dynamic.push(d),
            }
        }
        let mut y = self.slice_axes(x, (lo, hi, axes), label)?;
        for d in dynamic {
            let c = self.clamped_start(starts[d], n[d] - sizes[d], n[d], label)?;
            let idx = self.range(c, 1, sizes[d], label)?;
            y = self.gather(y, idx, d, label)?;
        }
        self.check(vec![y], outs).map(|v| Some(v[0]))
    }

    /// `stablehlo.dynamic_update_slice(x, update, s_0, …, s_{r−1})`.
    pub(super) fn dynamic_update_slice(
        &mut self,
        ins: &[ValueId],
        outs: &[TensorType],
        label: &str,
    ) -> Result<Option<ValueId>, Fail> {
        let [x, u, starts @ ..] = ins else {
            return Ok(None);
        };
        let (xt, ut) = (self.graph.ty(*x).clone(), self.graph.ty(*u).clone());
        let (Some(n), Some(k)) = (extents(&xt), extents(&ut)) else {
            return Ok(None);
        };
        if outs.len() != 1
            || starts.len() != n.len()
            || k.len() != n.len()
            || !starts.iter().all(|&s| self.is_index_scalar(s))
        {
            return Ok(None);
        }
        if xt.dtype != ut.dtype || (0..n.len()).any(|d| k[d] > n[d]) {
            return Err(Fail::Msg(format!("update {ut} does not fit in {xt}")));
        }
        // An empty update changes nothing.
        let r = if k.contains(&0) {
            *x
        } else {
            let known: Option<Vec<i64>> = (0..n.len())
                .map(|d| self.known_int(starts[d]).map(|v| v.clamp(0, n[d] - k[d])))
                .collect();
            match known {
                Some(c) => self.update_const(*x, *u, (&c, &n, &k), 0, label)?,
                None => self.update_dynamic(*x, *u, starts, (&n, &k), label)?,
            }
        };
        self.check(vec![r], outs).map(|v| Some(v[0]))
    }

    /// `x` with `u` written at the (clamped) offsets `c`; dims before `d`
    /// are done (`x` is already cut to `k` there), `n` and `k` are the
    /// operand's and the update's extents.
    fn update_const(
        &mut self,
        x: ValueId,
        u: ValueId,
        (c, n, k): (&[i64], &[i64], &[i64]),
        d: usize,
        label: &str,
    ) -> Result<ValueId, Fail> {
        if d == c.len() {
            return Ok(u);
        }
        if k[d] == n[d] {
            return self.update_const(x, u, (c, n, k), d + 1, label);
        }
        let end = c[d] + k[d];
        let mid = self.slice1(x, d, c[d], end, label)?;
        let mid = self.update_const(mid, u, (c, n, k), d + 1, label)?;
        let mut parts = Vec::new();
        if c[d] > 0 {
            parts.push(self.slice1(x, d, 0, c[d], label)?);
        }
        parts.push(mid);
        if end < n[d] {
            parts.push(self.slice1(x, d, end, n[d], label)?);
        }
        self.add(
            OpKind::Concat,
            &parts,
            attrs(vec![("axis", Attr::Int(d as i64))]),
            label,
        )
    }

    fn update_dynamic(
        &mut self,
        x: ValueId,
        u: ValueId,
        starts: &[ValueId],
        (n, k): (&[i64], &[i64]),
        label: &str,
    ) -> Result<ValueId, Fail> {
        let rank = n.len();
        let mut g = u;
        let mut mask: Option<ValueId> = None;
        for d in 0..rank {
            if k[d] == n[d] {
                continue;
            }
            let c = self.clamped_start(starts[d], n[d] - k[d], n[d], label)?;
            let neg = self.add(OpKind::Neg, &[c], Attrs::new(), label)?;
            // raw[i] = i − c: the update's index at operand index i.
            let raw = self.range(neg, 1, n[d], label)?;
            let dt = self.graph.ty(raw).dtype;
            let (zero, last, ext) = (
                self.scalar(dt, 0.0),
                self.scalar(dt, (k[d] - 1) as f64),
                self.scalar(dt, k[d] as f64),
            );
            let lo = self.add(OpKind::Max, &[raw, zero], Attrs::new(), label)?;
            let idx = self.add(OpKind::Min, &[lo, last], Attrs::new(), label)?;
            g = self.gather(g, idx, d, label)?;
            let below = self.add(OpKind::Less, &[raw, zero], Attrs::new(), label)?;
            let from = self.add(OpKind::Not, &[below], Attrs::new(), label)?;
            let to = self.add(OpKind::Less, &[raw, ext], Attrs::new(), label)?;
            let m = self.add(OpKind::And, &[from, to], Attrs::new(), label)?;
            let mut shape = vec![Dim::Fixed(1); rank];
            shape[d] = Dim::Fixed(n[d] as u64);
            let m = self.reshape(m, shape, label)?;
            mask = Some(match mask {
                None => m,
                Some(p) => self.add(OpKind::And, &[p, m], Attrs::new(), label)?,
            });
        }
        match mask {
            None => Ok(g),
            Some(m) => self.add(OpKind::Where, &[m, g, x], Attrs::new(), label),
        }
    }

    /// `x` reversed along `axis`.
    pub(super) fn reverse_axis(
        &mut self,
        x: ValueId,
        axis: usize,
        label: &str,
    ) -> Result<ValueId, Fail> {
        let n = self.graph.ty(x).shape[axis].fixed().unwrap_or(0);
        if n <= 1 {
            return Ok(x);
        }
        let last = self.scalar(DType::I64, (n - 1) as f64);
        let idx = self.range(last, -1, n as i64, label)?;
        self.gather(x, idx, axis, label)
    }

    /// `stablehlo.reverse %x, dims = […]`.
    pub(super) fn reverse(
        &mut self,
        rest: &[Tok],
        ins: &[ValueId],
        outs: &[TensorType],
        label: &str,
    ) -> Result<Option<ValueId>, Fail> {
        let (Some(dims), [x]) = (
            find_ints(rest, "dims").or_else(|| array_attr(rest, "dimensions")),
            ins,
        ) else {
            return Ok(None);
        };
        let rank = self.graph.ty(*x).rank();
        let mut seen = vec![false; rank];
        for &d in &dims {
            let Some(a) = usize::try_from(d).ok().filter(|&a| a < rank) else {
                return Err(Fail::Msg(format!(
                    "reverse dim {d} out of range for rank {rank}"
                )));
            };
            if std::mem::replace(&mut seen[a], true) {
                return Err(Fail::Msg(format!("reverse dim {d} repeated")));
            }
        }
        let mut y = *x;
        for (a, _) in seen.iter().enumerate().filter(|s| *s.1) {
            y = self.reverse_axis(y, a, label)?;
        }
        self.check(vec![y], outs).map(|v| Some(v[0]))
    }

    /// `x` with `k` copies of the scalar `v` between neighbours along `axis`.
    pub(super) fn interior_pad(
        &mut self,
        x: ValueId,
        v: ValueId,
        axis: usize,
        k: i64,
        label: &str,
    ) -> Result<ValueId, Fail> {
        let xt = self.graph.ty(x).clone();
        let n = xt.shape[axis].fixed().unwrap_or(0);
        if k == 0 || n == 0 {
            return Ok(x);
        }
        let too_big = || Fail::Msg(format!("interior padding {k} of {xt} overflows"));
        let ku = u64::try_from(k).map_err(|_| too_big())?;
        let merged = ku
            .checked_add(1)
            .and_then(|w| w.checked_mul(n))
            .filter(|&m| m <= i64::MAX as u64)
            .ok_or_else(too_big)?;
        let mut s1 = xt.shape.to_vec();
        s1.insert(axis + 1, Dim::Fixed(1));
        let col = self.reshape(x, s1.clone(), label)?;
        s1[axis + 1] = Dim::Fixed(ku);
        let fill = self.add_typed(
            OpKind::Expand,
            &[v],
            Attrs::new(),
            TensorType::new(xt.dtype, s1),
            label,
        )?;
        let wide = self.add(
            OpKind::Concat,
            &[col, fill],
            attrs(vec![("axis", Attr::Int(axis as i64 + 1))]),
            label,
        )?;
        let mut s2 = xt.shape.to_vec();
        s2[axis] = Dim::Fixed(merged);
        let flat = self.reshape(wide, s2, label)?;
        self.slice1(flat, axis, 0, merged as i64 - k, label)
    }
}
