//! `scatter` of whole trailing windows at index tuples into leading operand
//! dims (jax's `x.at[i].set/add/mul/max/min`, embedding gradients, and the
//! batched form with `input_batching_dims`) as `scatter_nd`.
//!
//! StableHLO drops an update whose index tuple is out of bounds (negative
//! or ≥ the dim); `scatter_nd` would fail or wrap. So the operand gets one
//! spare row along dim 0, every out-of-bounds tuple is redirected to it, and
//! the row is sliced off again: exact for every combiner. Batching dims
//! become leading tuple components (an `iota` per batch dim).

use super::*;

/// The `^bb0(%a: …, %b: …)` arguments and the ops of a one-region body.
fn combiner(rest: &[Tok]) -> Option<&'static str> {
    let body = *super::control::regions(rest).first()?;
    let args: Vec<&str> = body
        .iter()
        .take_while(|t| !t.is(")"))
        .filter(|t| t.kind == Kind::Value)
        .map(|t| t.text)
        .collect();
    let [a, b] = args.as_slice() else { return None };
    let ops: Vec<&str> = body
        .iter()
        .filter(|t| t.kind == Kind::Ident && t.text.starts_with("stablehlo."))
        .map(|t| t.text)
        .collect();
    let ret = body.iter().position(|t| t.text == "stablehlo.return")?;
    let returned = body.get(ret + 1)?.text;
    Some(match ops.as_slice() {
        ["stablehlo.return"] if returned == *b => "none",
        [op, "stablehlo.return"] => {
            // `%r = stablehlo.op %a, %b` (either order), returned
            let at = body.iter().position(|t| t.text == *op)?;
            let (x, y) = (body.get(at + 1)?.text, body.get(at + 3)?.text);
            if !((x, y) == (*a, *b) || (x, y) == (*b, *a)) || body.get(at - 2)?.text != returned {
                return None;
            }
            match *op {
                "stablehlo.add" => "add",
                "stablehlo.multiply" => "mul",
                "stablehlo.maximum" => "max",
                "stablehlo.minimum" => "min",
                _ => return None,
            }
        }
        _ => return None,
    })
}

fn range(a: usize, b: usize) -> Vec<i64> {
    (a as i64..b as i64).collect()
}

impl Importer<'_, '_> {
    pub(super) fn scatter(
        &mut self,
        rest: &[Tok],
        ins: &[ValueId],
        outs: &[TensorType],
        label: &str,
    ) -> Result<Option<ValueId>, Fail> {
        let Some(dn) = rest
            .iter()
            .find(|t| t.text.starts_with("#stablehlo.scatter<"))
        else {
            return Ok(None);
        };
        let ([o, i, u], [_]) = (ins, outs) else {
            return Ok(None);
        };
        let Some(red) = combiner(rest) else {
            return Ok(None);
        };
        let g = |k: &str| raw_ints(dn.text, k).unwrap_or_default();
        let (ot, it, ut) = (
            self.graph.ty(*o).clone(),
            self.graph.ty(*i).clone(),
            self.graph.ty(*u).clone(),
        );
        let (Some(od), Some(mut id)) = (ot.fixed_dims(), it.fixed_dims()) else {
            return Ok(None);
        };
        let ivd = g("index_vector_dim").first().copied().unwrap_or(0);
        let mut idx = *i;
        if ivd == id.len() as i64 {
            id.push(1);
            idx = self.reshape(idx, id.iter().map(|&d| Dim::Fixed(d)).collect(), label)?;
        } else if ivd != id.len() as i64 - 1 {
            return Ok(None);
        }
        let q = id.len() - 1;
        let k = id[q] as usize;
        let b = g("input_batching_dims").len();
        let r = od.len();
        let windows = r.checked_sub(b + k);
        let want_u: Option<Vec<u64>> =
            windows.map(|_| id[..q].iter().chain(&od[b + k..]).copied().collect());
        let pattern = k > 0
            && windows.is_some()
            && b <= q
            && g("input_batching_dims") == range(0, b)
            && g("scatter_indices_batching_dims") == range(0, b)
            && g("scatter_dims_to_operand_dims") == range(b, b + k)
            && g("inserted_window_dims") == range(b, b + k)
            && g("update_window_dims") == range(q, q + r - b - k)
            && ut.fixed_dims() == want_u
            && od.first().is_some_and(|&n| n > 0);
        if !pattern {
            return Ok(None);
        }
        let idt = it.dtype;
        let batch: Vec<Dim> = id[..q].iter().map(|&d| Dim::Fixed(d)).collect();
        // leading tuple components: the batch coordinates
        let mut parts = Vec::new();
        for j in 0..b {
            let zero = self.scalar(idt, 0.0);
            let one = self.scalar(idt, 1.0);
            let line = self.add_typed(
                OpKind::Range,
                &[zero, one],
                Attrs::new(),
                TensorType::new(idt, [batch[j].clone()]),
                label,
            )?;
            let mut full = batch.clone();
            full.push(Dim::Fixed(1));
            let line =
                self.broadcast_in_dim(line, &[j as i64], TensorType::new(idt, full), label)?;
            parts.push(line);
        }
        parts.push(idx);
        let tuple = if parts.len() == 1 {
            idx
        } else {
            self.add(
                OpKind::Concat,
                &parts,
                attrs(vec![("axis", Attr::Int(q as i64))]),
                label,
            )?
        };
        let kk = b + k;
        // in bounds: 0 ≤ tuple < the operand's dims, every component
        let lim = self.graph.add_const(
            label,
            TensorType::new(idt, [Dim::Fixed(kk as u64)]),
            Some(TensorData::from_f64s(
                idt,
                &od[..kk].iter().map(|&d| d as f64).collect::<Vec<_>>(),
            )),
        );
        let zero = self.scalar(idt, 0.0);
        let neg = self.add(OpKind::Less, &[tuple, zero], Attrs::new(), label)?;
        let nonneg = self.add(OpKind::Not, &[neg], Attrs::new(), label)?;
        let below = self.add(OpKind::Less, &[tuple, lim], Attrs::new(), label)?;
        let ok = self.add(OpKind::And, &[nonneg, below], Attrs::new(), label)?;
        let mut tshape = batch.clone();
        tshape.push(Dim::Fixed(kk as u64));
        let okf = self.add_typed(
            OpKind::Cast,
            &[ok],
            Attrs::new(),
            TensorType::new(DType::F32, tshape),
            label,
        )?;
        let all = self.add(
            OpKind::ReduceMin,
            &[okf],
            attrs(vec![
                ("axes", ints_attr(vec![q as i64])),
                ("keepdims", Attr::Int(1)),
            ]),
            label,
        )?;
        let half = self.scalar(DType::F32, 0.5);
        let valid = self.add(OpKind::Greater, &[all, half], Attrs::new(), label)?;
        let mut spare = vec![0.0; kk];
        spare[0] = od[0] as f64;
        let spare = self.graph.add_const(
            label,
            TensorType::new(idt, [Dim::Fixed(kk as u64)]),
            Some(TensorData::from_f64s(idt, &spare)),
        );
        let tuple = self.add(OpKind::Where, &[valid, tuple, spare], Attrs::new(), label)?;
        // the operand with a spare row along dim 0
        let mut row = ot.shape.clone();
        row[0] = Dim::Fixed(1);
        let z = self.scalar(ot.dtype, 0.0);
        let row = self.add_typed(
            OpKind::Expand,
            &[z],
            Attrs::new(),
            TensorType::new(ot.dtype, row),
            label,
        )?;
        let padded = self.add(
            OpKind::Concat,
            &[*o, row],
            attrs(vec![("axis", Attr::Int(0))]),
            label,
        )?;
        let mut a = Attrs::new();
        a.insert("reduction".into(), Attr::Str(red.into()));
        let s = self.add(OpKind::ScatterND, &[padded, tuple, *u], a, label)?;
        let r = self.slice_axes(s, (vec![0], vec![od[0] as i64], vec![0]), label)?;
        self.check(vec![r], outs).map(|v| Some(v[0]))
    }
}
