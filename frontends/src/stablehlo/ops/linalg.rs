//! Builders of the contraction family: `dot_general` (transposes and
//! reshapes around `matmul`) and `convolution` (layout transposes around
//! `conv`, input dilation and window reversal included).

use super::*;

impl<'m, 'a> Importer<'m, 'a> {
    pub(super) fn dot_general(
        &mut self,
        l: ValueId,
        r: ValueId,
        (lb, rb): (&[i64], &[i64]),
        (lc, rc): (&[i64], &[i64]),
        ty: TensorType,
        label: &str,
    ) -> Result<ValueId, Fail> {
        let (lt, rt) = (self.graph.ty(l).clone(), self.graph.ty(r).clone());
        let ok = |d: &[i64], rank: usize| d.iter().all(|&x| x >= 0 && (x as usize) < rank);
        if lb.len() != rb.len()
            || lc.len() != rc.len()
            || !ok(lb, lt.rank())
            || !ok(lc, lt.rank())
            || !ok(rb, rt.rank())
            || !ok(rc, rt.rank())
        {
            return Err(Fail::Msg(format!(
                "dimension numbers do not fit {lt} × {rt}"
            )));
        }
        // x @ W with W 2-d: numpy matmul needs no reshapes.
        if lb.is_empty()
            && lc == [lt.rank() as i64 - 1]
            && rc == [0]
            && rt.rank() == 2
            && lt.rank() >= 2
        {
            let m = self.add(OpKind::MatMul, &[l, r], Attrs::new(), label)?;
            return self.check(vec![m], std::slice::from_ref(&ty)).map(|v| v[0]);
        }
        let free = |rank: usize, a: &[i64], b: &[i64]| -> Vec<i64> {
            (0..rank as i64)
                .filter(|d| !a.contains(d) && !b.contains(d))
                .collect()
        };
        let (lf, rf) = (free(lt.rank(), lb, lc), free(rt.rank(), rb, rc));
        let lperm: Vec<i64> = lb.iter().chain(&lf).chain(lc).copied().collect();
        let rperm: Vec<i64> = rb.iter().chain(rc).chain(&rf).copied().collect();
        let l2 = self.transpose(l, &lperm, label)?;
        let r2 = self.transpose(r, &rperm, label)?;
        let pick = |t: &TensorType, d: &[i64]| -> Vec<Dim> {
            d.iter().map(|&i| t.shape[i as usize].clone()).collect()
        };
        let batch = pick(&lt, lb);
        let (m, k, n) = (
            product(&pick(&lt, &lf)),
            product(&pick(&lt, lc)),
            product(&pick(&rt, &rf)),
        );
        let mut ls = batch.clone();
        ls.extend([m.clone(), k.clone()]);
        let mut rs = batch.clone();
        rs.extend([k, n.clone()]);
        let l3 = self.reshape(l2, ls, label)?;
        let r3 = self.reshape(r2, rs, label)?;
        let mm = self.add(OpKind::MatMul, &[l3, r3], Attrs::new(), label)?;
        let out = self.reshape(mm, ty.shape.to_vec(), label)?;
        self.check(vec![out], std::slice::from_ref(&ty))
            .map(|v| v[0])
    }

    pub(super) fn convolution(
        &mut self,
        rest: &[Tok],
        ins: &[ValueId],
        outs: &[TensorType],
        label: &str,
    ) -> Result<Option<ValueId>, Fail> {
        if ins.len() != 2 || outs.len() != 1 {
            return Ok(None);
        }
        // dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]
        let Some(p) = rest
            .windows(2)
            .position(|w| w[0].text == "dim_numbers" && w[1].is("="))
        else {
            return Ok(None);
        };
        let mut specs: Vec<Vec<String>> = Vec::new();
        let mut i = p + 2;
        while specs.len() < 3 {
            if !rest.get(i).is_some_and(|t| t.is("[")) {
                return Ok(None);
            }
            let mut s = Vec::new();
            i += 1;
            while let Some(t) = rest.get(i) {
                i += 1;
                if t.is("]") {
                    break;
                }
                if !t.is(",") {
                    s.push(t.text.to_string());
                }
            }
            specs.push(s);
            if specs.len() < 3 {
                i += 1; // `x` or `->`
            }
        }
        let win = |k: &str| find_ints(rest, k);
        let nested = |k: &str| -> Option<Vec<(i64, i64)>> {
            let p = rest
                .windows(2)
                .position(|w| w[0].text == k && w[1].is("="))?;
            let mut v = Vec::new();
            let mut j = p + 3;
            while let Some((pair, next)) = ints_at(rest, j) {
                if pair.len() != 2 {
                    return None;
                }
                v.push((pair[0], pair[1]));
                j = next;
                if rest.get(j).is_some_and(|t| t.is(",")) {
                    j += 1;
                } else {
                    break;
                }
            }
            Some(v)
        };
        let nsp = specs[0].len().saturating_sub(2);
        if nsp == 0
            || specs.iter().any(|s| s.len() != nsp + 2)
            || ins.iter().any(|&v| self.graph.ty(v).rank() != nsp + 2)
        {
            return Ok(None);
        }
        let ones = vec![1i64; nsp];
        let lhs_dilate = win("lhs_dilate").unwrap_or_else(|| ones.clone());
        let reversed = bools(rest, "reverse").unwrap_or_else(|| vec![false; nsp]);
        if lhs_dilate.len() != nsp
            || lhs_dilate.iter().any(|&l| l < 1)
            || reversed.len() != nsp
            || find_ints(rest, "batch_group_count").is_some_and(|v| v != [1])
        {
            return Ok(None);
        }
        let pos = |s: &[String], l: &str| s.iter().position(|x| x == l).map(|p| p as i64);
        let spatial: Vec<String> = (0..nsp).map(|d| d.to_string()).collect();
        let order = |s: &[String], a: &str, b: &str| -> Option<Vec<i64>> {
            let mut v = vec![pos(s, a)?, pos(s, b)?];
            for d in &spatial {
                v.push(pos(s, d)?);
            }
            Some(v)
        };
        let (Some(pin), Some(pw), Some(pout)) = (
            order(&specs[0], "b", "f"),
            order(&specs[1], "o", "i"),
            order(&specs[2], "b", "f"),
        ) else {
            return Ok(None);
        };
        let pads = nested("pad").unwrap_or_else(|| vec![(0, 0); nsp]);
        // Negative padding (cropping) is not a conv attribute of the IR.
        if pads.len() != nsp || pads.iter().any(|p| p.0 < 0 || p.1 < 0) {
            return Ok(None);
        }
        let mut pad_list: Vec<i64> = pads.iter().map(|p| p.0).collect();
        pad_list.extend(pads.iter().map(|p| p.1));
        // Input dilation: `l − 1` zeros between neighbours (the spec's
        // dilated lhs), before the padding.
        let mut x = ins[0];
        for (i, &l) in lhs_dilate.iter().enumerate() {
            if l > 1 {
                let zero = self.scalar(self.graph.ty(x).dtype, 0.0);
                x = self.interior_pad(x, zero, pin[2 + i] as usize, l - 1, label)?;
            }
        }
        // Window reversal flips the kernel along that spatial dim.
        let mut w = ins[1];
        for (i, &r) in reversed.iter().enumerate() {
            if r {
                w = self.reverse_axis(w, pw[2 + i] as usize, label)?;
            }
        }
        let x = self.transpose(x, &pin, label)?;
        let w = self.transpose(w, &pw, label)?;
        let group = find_ints(rest, "feature_group_count")
            .and_then(|v| v.first().copied())
            .unwrap_or(1);
        let a = attrs(vec![
            (
                "strides",
                ints_attr(win("stride").unwrap_or_else(|| ones.clone())),
            ),
            ("pads", ints_attr(pad_list)),
            (
                "dilations",
                ints_attr(win("rhs_dilate").unwrap_or_else(|| ones.clone())),
            ),
            ("group", Attr::Int(group)),
        ]);
        let c = self.add(OpKind::Conv, &[x, w], a, label)?;
        // NCHW result back to the declared layout: out dim k is NCHW dim inv[k].
        let mut back = vec![0i64; nsp + 2];
        for (nchw, &k) in pout.iter().enumerate() {
            back[k as usize] = nchw as i64;
        }
        let r = self.transpose(c, &back, label)?;
        self.check(vec![r], outs).map(|v| Some(v[0]))
    }
}
