//! Control flow: `case` and `while`, imported into straight-line IR.
//!
//! `case` with a constant index imports only the branch it takes (an index
//! outside `0..n` takes the last branch, as StableHLO says); otherwise every
//! branch is imported and `where(index == k, branch k, …)` picks each
//! result, the last branch where no index matches. Branches have no side
//! effects in StableHLO, so importing all of them changes no value.
//!
//! `while` is unrolled when its trip count is static: the condition region
//! is imported with the carried values and must fold to a constant (a
//! scalar integer counter with a constant init, compared against a
//! constant and advanced by a constant: jax's `fori_loop` and `scan`), then
//! the body is imported once per trip with the counter as a constant, so
//! `dynamic_slice`s at the counter become static slices. A condition that
//! does not fold is an error naming the op and the reason.

use super::*;
use crate::stablehlo::parse_region;

/// Most trips a `while` may be unrolled to (each trip copies the body).
const MAX_TRIPS: usize = 4096;

/// The top-level `{ … }` groups of a statement's tokens that are not a
/// generic op's `<{…}>` properties: its regions.
pub(super) fn regions<'t, 'a>(rest: &'t [Tok<'a>]) -> Vec<&'t [Tok<'a>]> {
    let mut out = Vec::new();
    let mut depth = 0usize;
    let mut start = 0;
    let mut props = false;
    for (i, t) in rest.iter().enumerate() {
        if t.kind != Kind::Punct {
            continue;
        }
        match t.text {
            "{" => {
                if depth == 0 {
                    start = i + 1;
                    props = i > 0 && rest[i - 1].is("<");
                }
                depth += 1;
            }
            "}" => {
                depth = depth.saturating_sub(1);
                if depth == 0 && !props {
                    out.push(&rest[start..i]);
                }
            }
            _ => {}
        }
    }
    out
}

/// The op names of a region body (with its `stablehlo.return`) and its
/// `compare`s as (direction, lhs, rhs): for recognising the bodies jax
/// writes for argmax, sort comparators and the like.
pub(super) fn body_ops<'t>(body: &[Tok<'t>]) -> (Vec<&'t str>, Vec<(&'t str, &'t str, &'t str)>) {
    let ops = body
        .iter()
        .filter(|t| t.kind == Kind::Ident && t.text.starts_with("stablehlo."))
        .map(|t| t.text)
        .collect();
    let compares = body
        .windows(6)
        .filter(|w| w[0].text == "stablehlo.compare")
        .map(|w| (w[1].text, w[3].text, w[5].text))
        .collect();
    (ops, compares)
}

impl<'m, 'a> Importer<'m, 'a> {
    /// Import a region's statements in a copy of `scope`; its results.
    fn region(
        &mut self,
        toks: &'a [Tok<'a>],
        scope: &Scope,
        depth: usize,
        op: &Tok,
    ) -> Result<Vec<ValueId>, Fail> {
        let body = parse_region(toks).map_err(Fail::At)?;
        let mut inner = scope.clone();
        self.run_block(&body, &mut inner, depth)
            .map_err(Fail::At)?
            .ok_or_else(|| Fail::At(at(op, format!("a region of `{}` has no return", op.text))))
    }

    pub(super) fn case(
        &mut self,
        st: &Stmt<'a>,
        ins: &[ValueId],
        outs: &[TensorType],
        scope: &Scope,
        depth: usize,
    ) -> Result<Vec<ValueId>, Fail> {
        let idx = one_in(ins)?;
        let branches = regions(st.rest);
        let n = branches.len();
        if n == 0 {
            return Err(Fail::Msg("case without branches".into()));
        }
        let it = self.graph.ty(idx).clone();
        if it.rank() != 0 || !it.dtype.is_int() {
            return Err(Fail::Msg(format!(
                "case index of type {it}, not an integer scalar"
            )));
        }
        if let Some(&k) = self.splat.get(&idx) {
            let k = if k >= 0.0 && k < n as f64 {
                k as usize
            } else {
                n - 1
            };
            let r = self.region(branches[k], scope, depth, &st.op)?;
            return self.check(r, outs);
        }
        let mut results = Vec::with_capacity(n);
        for b in &branches {
            let r = self.region(b, scope, depth, &st.op)?;
            results.push(self.check(r, outs)?);
        }
        let label = loc(st);
        let mut picked = results[n - 1].clone();
        for k in (0..n - 1).rev() {
            let kv = self.scalar(it.dtype, k as f64);
            let is_k = self.add(OpKind::Equal, &[idx, kv], Attrs::new(), &label)?;
            for (p, &v) in picked.iter_mut().zip(&results[k]) {
                *p = self.add(OpKind::Where, &[is_k, v, *p], Attrs::new(), &label)?;
            }
        }
        self.check(picked, outs)
    }

    pub(super) fn while_loop(
        &mut self,
        st: &Stmt<'a>,
        ins: &[ValueId],
        outs: &[TensorType],
        scope: &Scope,
        depth: usize,
    ) -> Result<Vec<ValueId>, Fail> {
        // `(%iterArg = %init, …)`: the carried names, in order
        let head_end = st
            .rest
            .iter()
            .position(|t| t.is("{"))
            .unwrap_or(st.rest.len());
        let names: Vec<&str> = st.rest[..head_end]
            .windows(2)
            .filter(|w| w[0].kind == Kind::Value && w[1].is("="))
            .map(|w| w[0].text)
            .collect();
        let regs = regions(st.rest);
        let [cond, body] = regs.as_slice() else {
            return Err(Fail::Msg(format!(
                "expected `cond {{…}} do {{…}}` regions, found {}",
                regs.len()
            )));
        };
        if names.len() != ins.len() {
            return Err(Fail::Msg(format!(
                "{} carried values named, {} initial values",
                names.len(),
                ins.len()
            )));
        }
        let mut carried = ins.to_vec();
        let bind = |carried: &[ValueId]| {
            let mut s = scope.clone();
            for (n, &v) in names.iter().zip(carried) {
                s.insert(n.to_string(), vec![v]);
            }
            s
        };
        for trip in 0..=MAX_TRIPS {
            let c = self.region(cond, &bind(&carried), depth, &st.op)?;
            let go = match c.as_slice() {
                [c] if self.graph.ty(*c).rank() == 0 => self.splat.get(c).copied(),
                _ => {
                    return Err(Fail::Msg(
                        "the condition must give one boolean scalar".into(),
                    ))
                }
            };
            let Some(go) = go else {
                return Err(Fail::Msg(format!(
                    "the trip count is not static: the condition does not fold to a constant \
                     at trip {trip} (unrolled loops need a counter with a constant init, \
                     compared against a constant and advanced by a constant, as jax's \
                     fori_loop and scan write them); data-dependent loops are not supported"
                )));
            };
            if go == 0.0 {
                return self.check(carried, outs);
            }
            if trip == MAX_TRIPS {
                break;
            }
            let next = self.region(body, &bind(&carried), depth, &st.op)?;
            carried = self.check(next, outs)?;
        }
        Err(Fail::Msg(format!(
            "more than {MAX_TRIPS} trips: too many to unroll"
        )))
    }
}
