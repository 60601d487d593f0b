//! `batch_norm_inference`, `batch_norm_training` and `batch_norm_grad` as
//! the elementwise ops and reductions of the StableHLO spec's reference
//! definitions (the same formulas in the same order; `batch_norm_grad`
//! follows XLA's `batchnorm_expander.cc` as the spec does), for any
//! `feature_index`; and `reduce_precision` where it is a cast round trip.

use super::*;

/// `key = 1.0e-3 : f32` in a statement's tokens.
fn find_float(rest: &[Tok], key: &str) -> Option<f64> {
    let w = rest.windows(3).find(|w| w[0].text == key && w[1].is("="))?;
    let t = w[2].text;
    if let Some(h) = t.strip_prefix("0x") {
        return u32::from_str_radix(h, 16)
            .ok()
            .map(|b| f32::from_bits(b) as f64);
    }
    t.parse().ok()
}

impl Importer<'_, '_> {
    /// `v` ([C]) broadcast along dim `fi` of `like`'s shape.
    fn along(
        &mut self,
        v: ValueId,
        fi: usize,
        like: &TensorType,
        label: &str,
    ) -> Result<ValueId, Fail> {
        let ty = TensorType::new(self.graph.ty(v).dtype, like.shape.clone());
        self.broadcast_in_dim(v, &[fi as i64], ty, label)
    }

    /// A reduction over every dim but `fi`, to [C].
    fn per_feature(
        &mut self,
        k: OpKind,
        x: ValueId,
        fi: usize,
        label: &str,
    ) -> Result<ValueId, Fail> {
        let r = self.graph.ty(x).rank();
        let axes: Vec<i64> = (0..r).filter(|&d| d != fi).map(|d| d as i64).collect();
        self.add(
            k,
            &[x],
            attrs(vec![("axes", ints_attr(axes)), ("keepdims", Attr::Int(0))]),
            label,
        )
    }

    fn bin(&mut self, k: OpKind, a: ValueId, b: ValueId, label: &str) -> Result<ValueId, Fail> {
        self.add(k, &[a, b], Attrs::new(), label)
    }

    pub(super) fn batch_norm(
        &mut self,
        name: &str,
        rest: &[Tok],
        ins: &[ValueId],
        outs: &[TensorType],
        label: &str,
    ) -> Result<Vec<ValueId>, Fail> {
        let eps =
            find_float(rest, "epsilon").ok_or_else(|| Fail::Msg("missing `epsilon = …`".into()))?;
        let fi = find_ints(rest, "feature_index")
            .and_then(|v| v.first().copied())
            .ok_or_else(|| Fail::Msg("missing `feature_index = N`".into()))?;
        let x = *ins.first().ok_or_else(|| Fail::Msg("no operand".into()))?;
        let xt = self.graph.ty(x).clone();
        let fi = usize::try_from(fi)
            .ok()
            .filter(|&f| f < xt.rank())
            .ok_or_else(|| Fail::Msg(format!("feature_index {fi} out of range for {xt}")))?;
        let want = match name {
            "stablehlo.batch_norm_inference" => 5,
            "stablehlo.batch_norm_training" => 3,
            _ => 5,
        };
        if ins.len() != want {
            return Err(Fail::Msg(format!(
                "{want} operands expected, got {}",
                ins.len()
            )));
        }
        let e = self.scalar(xt.dtype, eps);
        // (x − mean) / sqrt(var + ε) · scale + offset, with [C] statistics
        let normalize =
            |imp: &mut Self, mean: ValueId, var: ValueId, scale: ValueId, offset: ValueId| {
                let m = imp.along(mean, fi, &xt, label)?;
                let v = imp.along(var, fi, &xt, label)?;
                let s = imp.along(scale, fi, &xt, label)?;
                let o = imp.along(offset, fi, &xt, label)?;
                let c = imp.bin(OpKind::Sub, x, m, label)?;
                let ve = imp.bin(OpKind::Add, v, e, label)?;
                let sd = imp.add(OpKind::Sqrt, &[ve], Attrs::new(), label)?;
                let n = imp.bin(OpKind::Div, c, sd, label)?;
                let n = imp.bin(OpKind::Mul, n, s, label)?;
                imp.bin(OpKind::Add, n, o, label)
            };
        let r = match name {
            "stablehlo.batch_norm_inference" => {
                vec![normalize(self, ins[3], ins[4], ins[1], ins[2])?]
            }
            "stablehlo.batch_norm_training" => {
                let mean = self.per_feature(OpKind::ReduceMean, x, fi, label)?;
                let m = self.along(mean, fi, &xt, label)?;
                let c = self.bin(OpKind::Sub, x, m, label)?;
                let c2 = self.bin(OpKind::Mul, c, c, label)?;
                let var = self.per_feature(OpKind::ReduceMean, c2, fi, label)?;
                let y = normalize(self, mean, var, ins[1], ins[2])?;
                vec![y, mean, var]
            }
            _ => {
                // (operand, scale, mean, variance, grad_output)
                let (scale, mean, var, dy) = (ins[1], ins[2], ins[3], ins[4]);
                let s = self.along(scale, fi, &xt, label)?;
                let m = self.along(mean, fi, &xt, label)?;
                let v = self.along(var, fi, &xt, label)?;
                let c = self.bin(OpKind::Sub, x, m, label)?;
                let ve = self.bin(OpKind::Add, v, e, label)?;
                let sd = self.add(OpKind::Sqrt, &[ve], Attrs::new(), label)?;
                let norm = self.bin(OpKind::Div, c, sd, label)?;
                let dims = xt
                    .fixed_dims()
                    .ok_or_else(|| Fail::Msg(format!("{xt} is not static")))?;
                let per = dims.iter().product::<u64>() / dims[fi].max(1);
                let n = self.scalar(xt.dtype, per as f64);
                let i1 = self.bin(OpKind::Mul, dy, n, label)?;
                let sum_dy = self.per_feature(OpKind::ReduceSum, dy, fi, label)?;
                let i2 = self.along(sum_dy, fi, &xt, label)?;
                let dyc = self.bin(OpKind::Mul, dy, c, label)?;
                let sum_dyc = self.per_feature(OpKind::ReduceSum, dyc, fi, label)?;
                let i3 = self.along(sum_dyc, fi, &xt, label)?;
                let i4 = self.bin(OpKind::Mul, i3, c, label)?;
                let i5 = self.bin(OpKind::Div, i4, ve, label)?;
                let i6 = self.bin(OpKind::Sub, i1, i2, label)?;
                let i6 = self.bin(OpKind::Sub, i6, i5, label)?;
                let k = self.bin(OpKind::Div, s, sd, label)?;
                let k = self.bin(OpKind::Div, k, n, label)?;
                let dx = self.bin(OpKind::Mul, k, i6, label)?;
                let dyn_ = self.bin(OpKind::Mul, dy, norm, label)?;
                let dscale = self.per_feature(OpKind::ReduceSum, dyn_, fi, label)?;
                vec![dx, dscale, sum_dy]
            }
        };
        self.check(r, outs)
    }

    /// `reduce_precision` to `e8m23` of f32 (nothing to do) or `e8m7`
    /// (bfloat16's rounding, nearest even, same exponent range: a cast to
    /// bf16 and back). Other formats flush or saturate differently from the
    /// IR's casts and stay custom ops.
    pub(super) fn reduce_precision(
        &mut self,
        rest: &[Tok],
        ins: &[ValueId],
        outs: &[TensorType],
        label: &str,
    ) -> Result<Option<ValueId>, Fail> {
        let x = one_in(ins)?;
        let xt = self.graph.ty(x).clone();
        let bits = rest
            .iter()
            .find_map(|t| {
                let f = t.text.strip_prefix('e')?;
                let (e, m) = f.split_once('m')?;
                Some((e.parse::<i64>().ok()?, m.parse::<i64>().ok()?))
            })
            .or_else(|| {
                let e = find_ints(rest, "exponent_bits")?.first().copied()?;
                let m = find_ints(rest, "mantissa_bits")?.first().copied()?;
                Some((e, m))
            });
        let r = match (xt.dtype, bits) {
            (DType::F32, Some((8, 23))) | (DType::BF16, Some((8, 7))) => x,
            (DType::F32, Some((8, 7))) => {
                let b = TensorType::new(DType::BF16, xt.shape.clone());
                let c = self.add_typed(OpKind::Cast, &[x], Attrs::new(), b, label)?;
                self.add_typed(OpKind::Cast, &[c], Attrs::new(), xt, label)?
            }
            _ => return Ok(None),
        };
        self.check(vec![r], outs).map(|v| Some(v[0]))
    }
}
