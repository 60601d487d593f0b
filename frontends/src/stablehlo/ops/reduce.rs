//! Builders of the reduction family: `reduce` with add/max/min bodies,
//! boolean and/or reductions, and `reduce_window` max / sum pooling.

use super::*;

impl<'m, 'a> Importer<'m, 'a> {
    pub(super) fn reduce(
        &mut self,
        st: &Stmt,
        ins: &[ValueId],
        outs: &[TensorType],
        label: &str,
    ) -> Result<Vec<ValueId>, Fail> {
        let rest = st.rest;
        let dims = find_ints(rest, "dimensions")
            .ok_or_else(|| Fail::Msg("missing `dimensions = [...]`".into()))?;
        let body = match rest.windows(2).find(|w| w[0].text == "applies") {
            Some(w) => Some(w[1].text),
            None => {
                // A region whose only computation is one binary op.
                let inner: Vec<&Tok> = rest
                    .iter()
                    .filter(|t| {
                        t.kind == Kind::Ident
                            && t.text.starts_with("stablehlo.")
                            && t.text != "stablehlo.return"
                    })
                    .collect();
                (inner.len() == 1).then(|| inner[0].text)
            }
        };
        if ins.len() != 2 || outs.len() != 1 {
            return self.custom(
                st,
                "stablehlo.reduce",
                ins,
                outs.to_vec(),
                "multi-operand (e.g. argmax)",
            );
        }
        let (x, init) = (ins[0], ins[1]);
        let a = attrs(vec![("axes", ints_attr(dims)), ("keepdims", Attr::Int(0))]);
        let init_v = self.splat.get(&init).copied();
        if self.graph.ty(x).dtype == DType::Bool {
            if let Some(and) = match body {
                Some("stablehlo.and") => Some(true),
                Some("stablehlo.or") => Some(false),
                _ => None,
            } {
                return self.reduce_bool((x, init), a, and, outs, label);
            }
        }
        let (r, identity) = match body {
            Some("stablehlo.add") => (
                self.add(OpKind::ReduceSum, &[x], a, label)?,
                init_v == Some(0.0),
            ),
            Some("stablehlo.maximum") => (
                self.add(OpKind::ReduceMax, &[x], a, label)?,
                init_v == Some(f64::NEG_INFINITY),
            ),
            Some("stablehlo.minimum") => {
                let n = self.add(OpKind::Neg, &[x], Attrs::new(), label)?;
                let m = self.add(OpKind::ReduceMax, &[n], a, label)?;
                (
                    self.add(OpKind::Neg, &[m], Attrs::new(), label)?,
                    init_v == Some(f64::INFINITY),
                )
            }
            _ => {
                let what = format!(
                    "reduce with body {}",
                    body.unwrap_or("(a region of several ops)")
                );
                return self.custom(st, "stablehlo.reduce", ins, outs.to_vec(), &what);
            }
        };
        let r = if identity {
            r
        } else {
            let k = match body {
                Some("stablehlo.add") => OpKind::Add,
                Some("stablehlo.maximum") => OpKind::Max,
                _ => OpKind::Min,
            };
            self.add(k, &[r, init], Attrs::new(), label)?
        };
        self.check(vec![r], outs)
    }

    /// `reduce` of booleans with an `and` / `or` body: `any(x)` is
    /// `max(f32(x)) > 0` over the axes and `all(x)` is `!any(!x)`. The max
    /// of an empty extent is −inf, so an empty `any` is false and an empty
    /// `all` true, as the identities of `or` and `and` give. The init value
    /// is combined with `and` / `or` unless it is the identity.
    pub(super) fn reduce_bool(
        &mut self,
        (x, init): (ValueId, ValueId),
        a: Attrs,
        and: bool,
        outs: &[TensorType],
        label: &str,
    ) -> Result<Vec<ValueId>, Fail> {
        let src = if and {
            self.add(OpKind::Not, &[x], Attrs::new(), label)?
        } else {
            x
        };
        let ty = TensorType::new(DType::F32, self.graph.ty(src).shape.clone());
        let f = self.add_typed(OpKind::Cast, &[src], Attrs::new(), ty, label)?;
        let m = self.add(OpKind::ReduceMax, &[f], a, label)?;
        let zero = self.scalar(DType::F32, 0.0);
        let mut r = self.add(OpKind::Greater, &[m, zero], Attrs::new(), label)?;
        if and {
            r = self.add(OpKind::Not, &[r], Attrs::new(), label)?;
        }
        let identity = if and { 1.0 } else { 0.0 };
        if self.splat.get(&init) != Some(&identity) {
            let k = if and { OpKind::And } else { OpKind::Or };
            r = self.add(k, &[r, init], Attrs::new(), label)?;
        }
        self.check(vec![r], outs)
    }

    /// `reduce_window` over the two trailing dims of a rank-4 tensor, no
    /// dilations: a `maximum` body from −inf is `max_pool`; an `add` body
    /// from 0 is the window sum, `avg_pool` (padding counted) × window size.
    pub(super) fn pool_window(
        &mut self,
        rest: &[Tok],
        ins: &[ValueId],
        outs: &[TensorType],
        label: &str,
    ) -> Result<Option<ValueId>, Fail> {
        let attr = |key: &str| {
            rest.windows(3)
                .find(|w| w[0].text == key && w[1].is("="))
                .map(|w| w[2].text)
        };
        let arr = |key: &str, default: i64| -> Option<Vec<i64>> {
            attr(key).map_or(Some(vec![default; 4]), array_ints)
        };
        let pads: Option<Vec<i64>> = match attr("padding") {
            None => Some(vec![0; 8]),
            Some(t) => t
                .strip_prefix("dense<")
                .and_then(|b| b.split('>').next())
                .map(|b| {
                    let v: Vec<i64> = b
                        .split(|c: char| !(c.is_ascii_digit() || c == '-'))
                        .filter(|x| !x.is_empty())
                        .map(|x| x.parse().unwrap_or(-1))
                        .collect();
                    // A splat (`dense<0> : tensor<4x2xi64>`) pads every edge alike.
                    if v.len() == 1 {
                        vec![v[0]; 8]
                    } else {
                        v
                    }
                }),
        };
        let body: Vec<&str> = rest
            .iter()
            .filter(|t| {
                t.kind == Kind::Ident
                    && t.text.starts_with("stablehlo.")
                    && t.text != "stablehlo.return"
            })
            .map(|t| t.text)
            .collect();
        let (Some(k), Some(st), Some(p), Some(bd), Some(wd)) = (
            arr("window_dimensions", 0),
            arr("window_strides", 1),
            pads,
            arr("base_dilations", 1),
            arr("window_dilations", 1),
        ) else {
            return Ok(None);
        };
        if ins.len() != 2
            || outs.len() != 1
            || self.graph.ty(ins[0]).rank() != 4
            || k.len() != 4
            || st.len() != 4
            || p.len() != 8
            || p.iter().any(|&x| x < 0)
            || bd.iter().chain(&wd).any(|&x| x != 1)
            || body.len() != 1
        {
            return Ok(None);
        }
        // The two dims the window leaves alone (extent and stride 1, no
        // padding) are batch and channels: NCHW (dims 0, 1) or NHWC (0, 3).
        let trivial = |d: usize| k[d] == 1 && st[d] == 1 && p[2 * d] == 0 && p[2 * d + 1] == 0;
        let (h, w, nhwc) = if trivial(0) && trivial(1) {
            (2, 3, false)
        } else if trivial(0) && trivial(3) {
            (1, 2, true)
        } else {
            return Ok(None);
        };
        let init = self.splat.get(&ins[1]).copied();
        let a = |extra: Vec<(&str, Attr)>| {
            let mut v = vec![
                ("kernel", ints_attr(vec![k[h], k[w]])),
                ("strides", ints_attr(vec![st[h], st[w]])),
                (
                    "pads",
                    ints_attr(vec![p[2 * h], p[2 * w], p[2 * h + 1], p[2 * w + 1]]),
                ),
            ];
            v.extend(extra);
            attrs(v)
        };
        let kind = match body[0] {
            "stablehlo.maximum" if init == Some(f64::NEG_INFINITY) => OpKind::MaxPool,
            "stablehlo.add" if init == Some(0.0) => OpKind::AvgPool,
            _ => return Ok(None),
        };
        let x = if nhwc {
            self.transpose(ins[0], &[0, 3, 1, 2], label)?
        } else {
            ins[0]
        };
        let mut r = if kind == OpKind::MaxPool {
            self.add(OpKind::MaxPool, &[x], a(vec![]), label)?
        } else {
            let m = self.add(
                OpKind::AvgPool,
                &[x],
                a(vec![("count_include_pad", Attr::Int(1))]),
                label,
            )?;
            let n = self.scalar(self.graph.ty(x).dtype, (k[h] * k[w]) as f64);
            self.add(OpKind::Mul, &[m, n], Attrs::new(), label)?
        };
        if nhwc {
            r = self.transpose(r, &[0, 2, 3, 1], label)?;
        }
        self.check(vec![r], outs).map(|v| Some(v[0]))
    }
}
