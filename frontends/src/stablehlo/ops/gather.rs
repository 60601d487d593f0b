//! The embedding-style `gather` of whole slices along one axis (jax's
//! embedding lookup and the backend's implicit-index-vector form).

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
        let r = self.add(
            OpKind::Gather,
            &[ins[0], idx],
            attrs(vec![("axis", Attr::Int(a))]),
            label,
        )?;
        self.check(vec![r], outs).map(|v| Some(v[0]))
    }
}
