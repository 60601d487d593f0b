//! `sort` with jax's ascending comparators, as a stable `top_k` (smallest
//! first, ties in index order) of the first operand and gathers of every
//! operand by the permutation.
//!
//! jax compares floats in total order after mapping −0 to +0 and every NaN
//! to one NaN: ascending, −0 and +0 tie, NaNs last (in index order). `top_k`
//! compares as IEEE, so NaN keys sort as +inf first and a second stable
//! pass moves the NaNs after every number (+inf included).

use super::*;

impl Importer<'_, '_> {
    /// Recognise the comparator: integer keys `compare LT, %a, %b`; float
    /// keys jax's `-0 → 0`, `NaN → NaN` normalisations of `%a` then `%b`
    /// and `compare LT … TOTALORDER`. `%a`, `%b` are the first two block
    /// arguments (the first operand's pair).
    fn ascending_comparator(rest: &[Tok], float: bool) -> bool {
        let Some(&body) = super::control::regions(rest).first() else {
            return false;
        };
        let args: Vec<&str> = body
            .iter()
            .take_while(|t| !t.is(")"))
            .filter(|t| t.kind == Kind::Value)
            .map(|t| t.text)
            .collect();
        let (a, b) = match args.as_slice() {
            [a, b, ..] => (*a, *b),
            _ => return false,
        };
        let (ops, compares) = super::control::body_ops(body);
        if !float {
            return ops == ["stablehlo.compare", "stablehlo.return"] && compares == [("LT", a, b)];
        }
        let half = [
            "stablehlo.constant",
            "stablehlo.compare",
            "stablehlo.constant",
            "stablehlo.select",
            "stablehlo.compare",
            "stablehlo.constant",
            "stablehlo.select",
        ];
        let mut want: Vec<&str> = half.iter().chain(&half).copied().collect();
        want.extend(["stablehlo.compare", "stablehlo.return"]);
        let norm = |c: &[(&str, &str, &str)], x: &str| {
            c.len() == 2 && c[0].0 == "EQ" && c[0].1 == x && c[1] == ("NE", x, x)
        };
        ops == want
            && compares.len() == 5
            && norm(&compares[0..2], a)
            && norm(&compares[2..4], b)
            && compares[4].0 == "LT"
            && body.iter().any(|t| t.text == "TOTALORDER")
    }

    pub(super) fn sort(
        &mut self,
        rest: &[Tok],
        ins: &[ValueId],
        outs: &[TensorType],
        label: &str,
    ) -> Result<Option<Vec<ValueId>>, Fail> {
        let Some(&key) = ins.first() else {
            return Ok(None);
        };
        let kt = self.graph.ty(key).clone();
        let Some(dim) = find_ints(rest, "dimension").and_then(|v| v.first().copied()) else {
            return Ok(None);
        };
        let Some(n) = usize::try_from(dim)
            .ok()
            .and_then(|d| kt.shape.get(d))
            .and_then(|d| d.fixed())
        else {
            return Ok(None);
        };
        let float = kt.dtype.is_float();
        if outs.len() != ins.len() || !Self::ascending_comparator(rest, float) {
            return Ok(None);
        }
        let top = |imp: &mut Self, x: ValueId| -> Result<ValueId, Fail> {
            let a = attrs(vec![
                ("axis", Attr::Int(dim)),
                ("k", Attr::Int(n as i64)),
                ("largest", Attr::Int(0)),
                ("sorted", Attr::Int(1)),
            ]);
            Ok(imp.add_n(OpKind::TopK, &[x], a, None, label)?[1])
        };
        let along = || attrs(vec![("axis", Attr::Int(dim))]);
        let perm = if float {
            let nan = self.add(OpKind::IsNaN, &[key], Attrs::new(), label)?;
            let inf = self.scalar(kt.dtype, f64::INFINITY);
            let k1 = self.add(OpKind::Where, &[nan, inf, key], Attrs::new(), label)?;
            let p1 = top(self, k1)?;
            let ft = TensorType::new(DType::F32, kt.shape.clone());
            let nanf = self.add_typed(OpKind::Cast, &[nan], Attrs::new(), ft, label)?;
            let moved = self.add(OpKind::GatherElements, &[nanf, p1], along(), label)?;
            let p2 = top(self, moved)?;
            self.add(OpKind::GatherElements, &[p1, p2], along(), label)?
        } else {
            top(self, key)?
        };
        let mut r = Vec::with_capacity(ins.len());
        for &x in ins {
            r.push(self.add(OpKind::GatherElements, &[x, perm], along(), label)?);
        }
        self.check(r, outs).map(Some)
    }
}
