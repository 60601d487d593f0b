//! Builders of the shape family: `broadcast_in_dim` (`reshape` + `expand`)
//! and `pad` (slices and concatenations with the padding value).

use super::*;

impl<'m, 'a> Importer<'m, 'a> {
    pub(super) fn broadcast_in_dim(
        &mut self,
        x: ValueId,
        dims: &[i64],
        ty: TensorType,
        label: &str,
    ) -> Result<ValueId, Fail> {
        let xt = self.graph.ty(x).clone();
        if dims.len() != xt.rank() || dims.iter().any(|&d| d < 0 || d as usize >= ty.rank()) {
            return Err(Fail::Msg(format!(
                "broadcast dims {dims:?} do not fit {xt} -> {ty}"
            )));
        }
        // Operand dims in result order first.
        let mut order: Vec<usize> = (0..dims.len()).collect();
        order.sort_by_key(|&i| dims[i]);
        let perm: Vec<i64> = order.iter().map(|&i| i as i64).collect();
        let x = self.transpose(x, &perm, label)?;
        let mut shape = vec![Dim::Fixed(1); ty.rank()];
        for &i in &order {
            shape[dims[i] as usize] = xt.shape[i].clone();
        }
        let x = self.reshape(x, shape, label)?;
        if self.graph.ty(x) == &ty {
            return Ok(x);
        }
        for (a, b) in self.graph.ty(x).shape.iter().zip(&ty.shape) {
            if a != b && *a != Dim::Fixed(1) {
                return Err(Fail::Msg(format!(
                    "cannot broadcast {xt} to {ty} along {dims:?}"
                )));
            }
        }
        self.add_typed(OpKind::Expand, &[x], Attrs::new(), ty, label)
    }

    /// `stablehlo.pad`: interior padding first (`ops/indexing.rs`), then
    /// negative edges are a slice and positive ones a concatenation with the
    /// (scalar) padding value expanded to the edge's shape, one dim at a time.
    pub(super) fn pad(
        &mut self,
        rest: &[Tok],
        ins: &[ValueId],
        outs: &[TensorType],
        label: &str,
    ) -> Result<Option<ValueId>, Fail> {
        if ins.len() != 2 || outs.len() != 1 {
            return Ok(None);
        }
        let (mut x, v) = (ins[0], ins[1]);
        let xt = self.graph.ty(x).clone();
        let vt = self.graph.ty(v).clone();
        let rank = xt.rank();
        let (Some(lo), Some(hi)) = (find_ints(rest, "low"), find_ints(rest, "high")) else {
            return Ok(None);
        };
        let interior = find_ints(rest, "interior").unwrap_or_else(|| vec![0; rank]);
        if lo.len() != rank
            || hi.len() != rank
            || interior.len() != rank
            || interior.iter().any(|&i| i < 0)
            || vt.rank() != 0
            || vt.dtype != xt.dtype
        {
            return Ok(None);
        }
        for (d, &k) in interior.iter().enumerate() {
            x = self.interior_pad(x, v, d, k, label)?;
        }
        let (mut starts, mut ends, mut axes) = (Vec::new(), Vec::new(), Vec::new());
        for d in 0..rank {
            if lo[d] >= 0 && hi[d] >= 0 {
                continue;
            }
            let Some(n) = self.graph.ty(x).shape[d]
                .fixed()
                .and_then(|n| i64::try_from(n).ok())
            else {
                return Ok(None);
            };
            let (s, e) = (
                lo[d].checked_neg().unwrap_or(i64::MAX).max(0),
                n.saturating_sub(hi[d].checked_neg().unwrap_or(i64::MAX).max(0)),
            );
            if e < s {
                return Ok(None);
            }
            starts.push(s);
            ends.push(e);
            axes.push(d as i64);
        }
        x = self.slice_axes(x, (starts, ends, axes), label)?;
        for d in 0..rank {
            if lo[d] <= 0 && hi[d] <= 0 {
                continue;
            }
            let mut parts = Vec::new();
            for (i, &n) in [lo[d], hi[d]].iter().enumerate() {
                if n > 0 {
                    let mut shape = self.graph.ty(x).shape.to_vec();
                    shape[d] = Dim::Fixed(n as u64);
                    let ty = TensorType::new(xt.dtype, shape);
                    let e = self.add_typed(OpKind::Expand, &[v], Attrs::new(), ty, label)?;
                    parts.push((i, e));
                }
            }
            let mut cat: Vec<ValueId> = parts.iter().filter(|p| p.0 == 0).map(|p| p.1).collect();
            cat.push(x);
            cat.extend(parts.iter().filter(|p| p.0 == 1).map(|p| p.1));
            x = self.add(
                OpKind::Concat,
                &cat,
                attrs(vec![("axis", Attr::Int(d as i64))]),
                label,
            )?;
        }
        self.check(vec![x], outs).map(|v| Some(v[0]))
    }
}
