//! The embedding-style `gather` of whole slices along one axis (jax's
//! embedding lookup and the backend's implicit-index-vector form), and the
//! general `gather` of whole trailing windows at index tuples into leading
//! dims after batching dims (jax's `take_along_axis`, batched indexing) as
//! `gather_nd`. Start indices are clamped into the operand, as StableHLO
//! says.

use super::*;

impl<'m, 'a> Importer<'m, 'a> {
    /// `take(table, ids, axis = a)`: a gather of whole slices along one
    /// operand dim `a` (`collapsed_slice_dims = start_index_map = [a]`, the
    /// other dims taken whole, offset dims around the index batch dims), with
    /// the index vector dim trailing, either explicit of size 1 (jax's
    /// embedding lookup) or implicit (`index_vector_dim` = the indices' rank).
    pub(super) fn embedding_gather(
        &mut self,
        rest: &[Tok],
        ins: &[ValueId],
        outs: &[TensorType],
        label: &str,
    ) -> Result<Option<ValueId>, Fail> {
        let (Some(dn), Some(sizes)) = (
            rest.iter()
                .find(|t| t.text.starts_with("#stablehlo.gather<")),
            rest.iter()
                .find(|t| t.text.starts_with("array<"))
                .and_then(|t| array_ints(t.text)),
        ) else {
            return Ok(None);
        };
        if ins.len() != 2 || outs.len() != 1 {
            return Ok(None);
        }
        let (dt, it) = (self.graph.ty(ins[0]).clone(), self.graph.ty(ins[1]).clone());
        let g = |k: &str| raw_ints(dn.text, k).unwrap_or_default();
        let ivd = g("index_vector_dim")
            .first()
            .copied()
            .unwrap_or(it.rank() as i64);
        // Index batch dims: all of the indices, or all but a trailing 1.
        let q = if ivd == it.rank() as i64 {
            it.rank()
        } else if it.rank() >= 1
            && ivd == it.rank() as i64 - 1
            && it.shape.last() == Some(&Dim::Fixed(1))
        {
            it.rank() - 1
        } else {
            return Ok(None);
        };
        let collapsed = g("collapsed_slice_dims");
        let (&[a], r) = (collapsed.as_slice(), dt.rank()) else {
            return Ok(None);
        };
        let Some(axis) = usize::try_from(a).ok().filter(|&x| x < r) else {
            return Ok(None);
        };
        let whole = sizes.len() == r
            && sizes
                .iter()
                .zip(&dt.shape)
                .enumerate()
                .all(|(d, (&s, dim))| {
                    if d == axis {
                        s == 1
                    } else {
                        dim.fixed() == Some(s as u64)
                    }
                });
        let offsets: Vec<i64> = (0..axis)
            .chain(axis + q..q + r - 1)
            .map(|d| d as i64)
            .collect();
        let pattern = g("operand_batching_dims").is_empty()
            && g("start_index_map") == [a]
            && whole
            && g("offset_dims") == offsets;
        if !pattern {
            return Ok(None);
        }
        let idx = self.reshape(ins[1], it.shape[..q].to_vec(), label)?;
        // StableHLO clamps start indices into the operand (`gather` would
        // wrap negative ones and reject the others)
        let Some(n) = dt.shape[axis].fixed() else {
            return Ok(None);
        };
        let idx = self.clamp_index(idx, n, label)?;
        let r = self.add(
            OpKind::Gather,
            &[ins[0], idx],
            attrs(vec![("axis", Attr::Int(a))]),
            label,
        )?;
        self.check(vec![r], outs).map(|v| Some(v[0]))
    }

    /// `idx` clamped into `0..n` (unchanged if it is a constant inside).
    pub(super) fn clamp_index(
        &mut self,
        idx: ValueId,
        n: u64,
        label: &str,
    ) -> Result<ValueId, Fail> {
        let dt = self.graph.ty(idx).dtype;
        let hi = self.scalar(dt, n.saturating_sub(1) as f64);
        let lo = self.scalar(dt, 0.0);
        let a = self.add(OpKind::Min, &[idx, hi], Attrs::new(), label)?;
        self.add(OpKind::Max, &[a, lo], Attrs::new(), label)
    }

    /// `gather_nd` with `batch_dims` = b: operand and index batching dims
    /// the leading b, `start_index_map = collapsed_slice_dims` = the next k
    /// operand dims (k the index vector's length, the indices' last dim or
    /// implicit), slices of 1 there and whole windows after, offset dims
    /// trailing.
    pub(super) fn gather_nd(
        &mut self,
        rest: &[Tok],
        ins: &[ValueId],
        outs: &[TensorType],
        label: &str,
    ) -> Result<Option<ValueId>, Fail> {
        let (Some(dn), Some(sizes)) = (
            rest.iter()
                .find(|t| t.text.starts_with("#stablehlo.gather<")),
            rest.iter()
                .find(|t| t.text.starts_with("array<"))
                .and_then(|t| array_ints(t.text)),
        ) else {
            return Ok(None);
        };
        let ([o, i], [_]) = (ins, outs) else {
            return Ok(None);
        };
        let (ot, it) = (self.graph.ty(*o).clone(), self.graph.ty(*i).clone());
        let (Some(od), Some(mut id)) = (ot.fixed_dims(), it.fixed_dims()) else {
            return Ok(None);
        };
        let g = |k: &str| raw_ints(dn.text, k).unwrap_or_default();
        let ivd = g("index_vector_dim").first().copied().unwrap_or(0);
        let mut idx = *i;
        if ivd == id.len() as i64 {
            id.push(1);
            idx = self.reshape(idx, id.iter().map(|&d| Dim::Fixed(d)).collect(), label)?;
        } else if ivd != id.len() as i64 - 1 {
            return Ok(None);
        }
        let range = |a: usize, b: usize| (a as i64..b as i64).collect::<Vec<i64>>();
        let q = id.len() - 1;
        let k = id[q] as usize;
        let b = g("operand_batching_dims").len();
        let r = od.len();
        if k == 0 || b > q || b + k > r {
            return Ok(None);
        }
        let whole = sizes.len() == r
            && sizes
                .iter()
                .enumerate()
                .all(|(d, &s)| if d < b + k { s == 1 } else { s as u64 == od[d] });
        let pattern = whole
            && g("operand_batching_dims") == range(0, b)
            && g("start_indices_batching_dims") == range(0, b)
            && g("start_index_map") == range(b, b + k)
            && g("collapsed_slice_dims") == range(b, b + k)
            && g("offset_dims") == range(q, q + r - b - k)
            && id[..b] == od[..b];
        if !pattern {
            return Ok(None);
        }
        // clamp every component into its dim
        let idt = it.dtype;
        let hi: Vec<f64> = od[b..b + k]
            .iter()
            .map(|&d| d.saturating_sub(1) as f64)
            .collect();
        let hi = self.graph.add_const(
            label,
            TensorType::new(idt, [Dim::Fixed(k as u64)]),
            Some(TensorData::from_f64s(idt, &hi)),
        );
        let lo = self.scalar(idt, 0.0);
        let c = self.add(OpKind::Min, &[idx, hi], Attrs::new(), label)?;
        let c = self.add(OpKind::Max, &[c, lo], Attrs::new(), label)?;
        let r = self.add(
            OpKind::GatherND,
            &[*o, c],
            attrs(vec![("batch_dims", Attr::Int(b as i64))]),
            label,
        )?;
        self.check(vec![r], outs).map(|v| Some(v[0]))
    }
}
