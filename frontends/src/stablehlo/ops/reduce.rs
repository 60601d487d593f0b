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
        if ins.len() == 4 && outs.len() == 2 {
            if let Some(r) = self.arg_reduce(rest, ins, &dims, label)? {
                return self.check(r, outs);
            }
        }
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

    /// jax's `argmax` / `argmin`: a two-operand `reduce` of `(x, iota)`
    /// along one dim from `(∓inf, 0)` whose body keeps the larger (smaller)
    /// value, NaN first, and on ties the smaller index. Gives the extreme
    /// value (NaN if any) and its first index, or the first NaN's index.
    fn arg_reduce(
        &mut self,
        rest: &[Tok],
        ins: &[ValueId],
        dims: &[i64],
        label: &str,
    ) -> Result<Option<Vec<ValueId>>, Fail> {
        // `reduce(%x init: %x0), (%idx init: %i0)`, or generic
        // `"stablehlo.reduce"(%x, %idx, %x0, %i0)`
        let (x, x0, idx, i0) = if rest.iter().any(|t| t.text == "init") {
            (ins[0], ins[1], ins[2], ins[3])
        } else {
            (ins[0], ins[2], ins[1], ins[3])
        };
        let [d] = dims else { return Ok(None) };
        if self.iota.get(&idx) != Some(&(*d as usize)) || self.splat.get(&i0) != Some(&0.0) {
            return Ok(None);
        }
        // reducer(%a: T, %b: T) (%ia: I, %ib: I) { … }
        let Some(h) = rest.iter().position(|t| t.text == "reducer") else {
            return Ok(None);
        };
        let args: Vec<&str> = rest[h..]
            .iter()
            .take_while(|t| !t.is("{"))
            .filter(|t| t.kind == Kind::Value)
            .map(|t| t.text)
            .collect();
        let Some(&[a, b, ia, ib]) = args.get(..4) else {
            return Ok(None);
        };
        let body = &rest[h..];
        let (ops, compares) = super::control::body_ops(body);
        let shape = [
            "stablehlo.compare",
            "stablehlo.compare",
            "stablehlo.or",
            "stablehlo.compare",
            "stablehlo.compare",
            "stablehlo.and",
            "stablehlo.or",
            "stablehlo.select",
            "stablehlo.select",
            "stablehlo.return",
        ];
        let max = match compares.as_slice() {
            [(dir, l, r), ("NE", l2, r2), ("EQ", l3, r3), ("LT", l4, r4)]
                if ops == shape
                    && (*l, *r, *l2, *r2, *l3, *r3, *l4, *r4) == (a, b, a, a, a, b, ia, ib) =>
            {
                match *dir {
                    "GT" => true,
                    "LT" => false,
                    _ => return Ok(None),
                }
            }
            _ => return Ok(None),
        };
        let inf = if max {
            f64::NEG_INFINITY
        } else {
            f64::INFINITY
        };
        if self.splat.get(&x0) != Some(&inf) {
            return Ok(None);
        }
        let xt = self.graph.ty(x).clone();
        let red = attrs(vec![
            ("axes", ints_attr(vec![*d])),
            ("keepdims", Attr::Int(0)),
        ]);
        let arg = attrs(vec![("axis", Attr::Int(*d)), ("keepdims", Attr::Int(0))]);
        let (rk, ak) = if max {
            (OpKind::ReduceMax, OpKind::ArgMax)
        } else {
            (OpKind::ReduceMin, OpKind::ArgMin)
        };
        let value = self.add(rk, &[x], red.clone(), label)?;
        let mut at = self.add(ak, &[x], arg.clone(), label)?;
        if xt.dtype.is_float() {
            // the first NaN wins: argmax of is_nan as 0/1, where any is NaN
            let nan = self.add(OpKind::IsNaN, &[x], Attrs::new(), label)?;
            let ft = TensorType::new(xt.dtype, xt.shape.clone());
            let f = self.add_typed(OpKind::Cast, &[nan], Attrs::new(), ft, label)?;
            let first = self.add(OpKind::ArgMax, &[f], arg, label)?;
            let any = self.add(OpKind::ReduceMax, &[f], red, label)?;
            let zero = self.scalar(xt.dtype, 0.0);
            let some = self.add(OpKind::Greater, &[any, zero], Attrs::new(), label)?;
            at = self.add(OpKind::Where, &[some, first, at], Attrs::new(), label)?;
        }
        let it = self.graph.ty(idx).dtype;
        let at_ty = TensorType::new(it, self.graph.ty(at).shape.clone());
        let at = if it == DType::I64 {
            at
        } else {
            self.add_typed(OpKind::Cast, &[at], Attrs::new(), at_ty, label)?
        };
        Ok(Some(vec![value, at]))
    }

    /// A `reduce_window` that is a running sum (product) along one dim `a`
    /// of extent n: window n along `a` and 1 elsewhere, stride and
    /// dilations 1, padding (n − 1, 0) along `a` (forward) or (0, n − 1)
    /// (reverse) and none elsewhere, an `add` body from 0 (`multiply` from 1).
    pub(super) fn cumulative_window(
        &mut self,
        rest: &[Tok],
        ins: &[ValueId],
        outs: &[TensorType],
        label: &str,
    ) -> Result<Option<ValueId>, Fail> {
        let [x, init] = ins else { return Ok(None) };
        let xt = self.graph.ty(*x).clone();
        let Some(dims) = xt.fixed_dims() else {
            return Ok(None);
        };
        let Some(w) = window_spec(rest, xt.rank()) else {
            return Ok(None);
        };
        let (kind, identity) = match w.body.as_slice() {
            ["stablehlo.add"] => (OpKind::CumSum, 0.0),
            ["stablehlo.multiply"] => (OpKind::CumProd, 1.0),
            _ => return Ok(None),
        };
        if outs.len() != 1
            || self.splat.get(init) != Some(&identity)
            || w.st.iter().chain(&w.bd).chain(&w.wd).any(|&v| v != 1)
        {
            return Ok(None);
        }
        let along: Vec<usize> = (0..dims.len()).filter(|&i| w.k[i] != 1).collect();
        let [a] = along.as_slice() else {
            return Ok(None);
        };
        let n = dims[*a] as i64;
        let others_unpadded = (0..dims.len())
            .filter(|i| i != a)
            .all(|i| w.p[2 * i] == 0 && w.p[2 * i + 1] == 0);
        let reverse = match (w.p[2 * a], w.p[2 * a + 1]) {
            (lo, 0) if lo == n - 1 => 0,
            (0, hi) if hi == n - 1 => 1,
            _ => return Ok(None),
        };
        if w.k[*a] != n || !others_unpadded {
            return Ok(None);
        }
        let at = attrs(vec![
            ("axis", Attr::Int(*a as i64)),
            ("exclusive", Attr::Int(0)),
            ("reverse", Attr::Int(reverse)),
        ]);
        let r = self.add(kind, &[*x], at, label)?;
        self.check(vec![r], outs).map(|v| Some(v[0]))
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
        let Some(WindowSpec {
            k,
            st,
            p,
            bd,
            wd,
            body,
        }) = window_spec(rest, 4)
        else {
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
    /// `select_and_scatter` as jax writes max pooling's gradient: a `GE`
    /// select (the first maximum of each window, in row-major window order)
    /// and an `add` scatter over 2-D windows of an NCHW or NHWC operand
    /// without padding: `max_pool` with its flat indices, then the source
    /// added at those indices (`scatter_elements`) into the init value.
    pub(super) fn select_and_scatter(
        &mut self,
        rest: &[Tok],
        ins: &[ValueId],
        outs: &[TensorType],
        label: &str,
    ) -> Result<Option<ValueId>, Fail> {
        let ([x, src, init], [_]) = (ins, outs) else {
            return Ok(None);
        };
        let xt = self.graph.ty(*x).clone();
        let regs = super::control::regions(rest);
        let [sel, sc] = regs.as_slice() else {
            return Ok(None);
        };
        let args = |body: &[Tok<'_>]| -> Vec<String> {
            body.iter()
                .take_while(|t| !t.is(")"))
                .filter(|t| t.kind == Kind::Value)
                .map(|t| t.text.to_string())
                .collect()
        };
        let (sa, (sops, scmp)) = (args(sel), super::control::body_ops(sel));
        let first_max = sops == ["stablehlo.compare", "stablehlo.return"]
            && sa.len() == 2
            && scmp.len() == 1
            && (scmp[0].0, scmp[0].1, scmp[0].2) == ("GE", sa[0].as_str(), sa[1].as_str());
        let (_, (cops, _)) = (args(sc), super::control::body_ops(sc));
        if !first_max || cops != ["stablehlo.add", "stablehlo.return"] || xt.rank() != 4 {
            return Ok(None);
        }
        let Some(w) = window_spec(rest, 4) else {
            return Ok(None);
        };
        if w.p.iter().any(|&p| p != 0) || w.bd.iter().chain(&w.wd).any(|&v| v != 1) {
            return Ok(None);
        }
        let trivial = |d: usize| w.k[d] == 1 && w.st[d] == 1;
        let (h, ww, nhwc) = if trivial(0) && trivial(1) {
            (2, 3, false)
        } else if trivial(0) && trivial(3) {
            (1, 2, true)
        } else {
            return Ok(None);
        };
        let (x, src) = if nhwc {
            (
                self.transpose(*x, &[0, 3, 1, 2], label)?,
                self.transpose(*src, &[0, 3, 1, 2], label)?,
            )
        } else {
            (*x, *src)
        };
        let a = attrs(vec![
            ("kernel", ints_attr(vec![w.k[h], w.k[ww]])),
            ("strides", ints_attr(vec![w.st[h], w.st[ww]])),
            ("pads", ints_attr(vec![0, 0, 0, 0])),
            ("indices", Attr::Int(1)),
        ]);
        let pooled = self.add_n(OpKind::MaxPool, &[x], a, None, label)?;
        let flat = |imp: &mut Self, v: ValueId| {
            let n = imp
                .graph
                .ty(v)
                .shape
                .iter()
                .fold(Dim::Fixed(1), |a, b| a.mul(b));
            imp.reshape(v, vec![n], label)
        };
        if self.graph.ty(pooled[1]).shape != self.graph.ty(src).shape {
            return Ok(None);
        }
        let idx = flat(self, pooled[1])?;
        let upd = flat(self, src)?;
        let nt = self.graph.ty(x).clone();
        let n = nt.shape.iter().fold(Dim::Fixed(1), |a, b| a.mul(b));
        let data = self.add_typed(
            OpKind::Expand,
            &[*init],
            Attrs::new(),
            TensorType::new(nt.dtype, [n]),
            label,
        )?;
        let mut sa = attrs(vec![("axis", Attr::Int(0))]);
        sa.insert("reduction".into(), Attr::Str("add".into()));
        let s = self.add(OpKind::ScatterElements, &[data, idx, upd], sa, label)?;
        let mut r = self.reshape(s, nt.shape.to_vec(), label)?;
        if nhwc {
            r = self.transpose(r, &[0, 2, 3, 1], label)?;
        }
        self.check(vec![r], outs).map(|v| Some(v[0]))
    }
}

/// The attributes and body of a `reduce_window`.
pub(super) struct WindowSpec<'t> {
    /// window_dimensions
    pub k: Vec<i64>,
    /// window_strides
    pub st: Vec<i64>,
    /// padding, (low, high) per dim
    pub p: Vec<i64>,
    /// base_dilations
    pub bd: Vec<i64>,
    /// window_dilations
    pub wd: Vec<i64>,
    /// the ops of the body (without the return)
    pub body: Vec<&'t str>,
}

/// Parse a `reduce_window`'s attributes for an operand of `rank`; absent
/// strides, dilations and padding take their defaults.
pub(super) fn window_spec<'t>(rest: &[Tok<'t>], rank: usize) -> Option<WindowSpec<'t>> {
    let attr = |key: &str| {
        rest.windows(3)
            .find(|w| w[0].text == key && w[1].is("="))
            .map(|w| w[2].text)
    };
    let arr = |key: &str, default: i64| -> Option<Vec<i64>> {
        attr(key).map_or(Some(vec![default; rank]), array_ints)
    };
    let p: Vec<i64> = match attr("padding") {
        None => vec![0; 2 * rank],
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
                    vec![v[0]; 2 * rank]
                } else {
                    v
                }
            })?,
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
    let spec = WindowSpec {
        k: arr("window_dimensions", 0)?,
        st: arr("window_strides", 1)?,
        p,
        bd: arr("base_dilations", 1)?,
        wd: arr("window_dilations", 1)?,
        body,
    };
    let ok = [&spec.k, &spec.st, &spec.bd, &spec.wd]
        .iter()
        .all(|v| v.len() == rank)
        && spec.p.len() == 2 * rank;
    ok.then_some(spec)
}
