//! The importer and its op table: [`Importer`] walks a function's
//! statements (inlining calls) and dispatches each to its builder in one
//! table (`Importer::stmt`), elementwise ops inline, the other families in
//! their files — [`shape`], [`indexing`], [`gather`], [`reduce`],
//! [`linalg`] — each turning one statement into a few IR ops; everything
//! else becomes a typed custom op. Attribute parsing is [`super::attrs`].

mod gather;
mod indexing;
mod linalg;
mod reduce;
mod shape;

use super::attrs::*;
use super::lex::{Kind, Tok};
use super::{at, parse_type, At, Func, Module, Scope, Stmt};
use crate::ImportOptions;
use hetc_ir::{
    infer_types, Attr, Attrs, DType, Dim, Graph, OpKind, TensorData, TensorType, ValueId,
};
use indexmap::IndexSet;
use std::collections::HashMap;

pub(crate) struct Importer<'m, 'a> {
    module: &'m Module<'a>,
    pub graph: Graph,
    pub warnings: IndexSet<String>,
    /// Scalar value of splat constants (for reduce init values).
    splat: HashMap<ValueId, f64>,
    /// Functions being inlined, outermost first (a call to one of them is
    /// recursion, which inlining cannot express).
    calling: Vec<String>,
    #[allow(dead_code)]
    opts: ImportOptions,
}

fn perm_identity(p: &[i64]) -> bool {
    p.iter().enumerate().all(|(i, &x)| i as i64 == x)
}

fn product(d: &[Dim]) -> Dim {
    d.iter().fold(Dim::Fixed(1), |a, b| a.mul(b))
}

impl<'m, 'a> Importer<'m, 'a> {
    pub fn new(module: &'m Module<'a>, opts: &ImportOptions, name: String) -> Importer<'m, 'a> {
        Importer {
            module,
            graph: Graph::new(name),
            warnings: IndexSet::new(),
            splat: HashMap::new(),
            calling: Vec::new(),
            opts: opts.clone(),
        }
    }

    pub fn tensor_type(&mut self, t: &Tok) -> Result<TensorType, At> {
        let (ty, unsigned) = parse_type(t)?;
        if unsigned {
            self.warnings.insert(format!(
                "unsigned element type in `{}` imported as the signed type of the same width",
                t.text
            ));
        }
        Ok(ty)
    }

    /// Import the body of `f` applied to `args` (inlining calls).
    pub fn call(
        &mut self,
        f: &Func<'a>,
        args: &[ValueId],
        depth: usize,
    ) -> Result<Vec<ValueId>, At> {
        if self.calling.contains(&f.name) {
            return Err(at(
                &f.tok,
                format!(
                    "@{} calls itself (through {}): recursive functions cannot be inlined",
                    f.name,
                    self.calling
                        .iter()
                        .map(|n| format!("@{n}"))
                        .collect::<Vec<_>>()
                        .join(" → ")
                ),
            ));
        }
        if depth > super::MAX_CALL_DEPTH {
            return Err(at(
                &f.tok,
                format!("calls nested deeper than {}", super::MAX_CALL_DEPTH),
            ));
        }
        self.calling.push(f.name.clone());
        let r = self.inline(f, args, depth);
        self.calling.pop();
        r
    }

    fn inline(&mut self, f: &Func<'a>, args: &[ValueId], depth: usize) -> Result<Vec<ValueId>, At> {
        if args.len() != f.args.len() {
            return Err(at(
                &f.tok,
                format!(
                    "@{} takes {} arguments, called with {}",
                    f.name,
                    f.args.len(),
                    args.len()
                ),
            ));
        }
        let mut scope: Scope = HashMap::new();
        for (a, &v) in f.args.iter().zip(args) {
            let want = self.tensor_type(&a.ty)?;
            if self.graph.ty(v) != &want {
                return Err(at(
                    &a.ty,
                    format!(
                        "argument {} of @{} has type {want}, called with {}",
                        a.value,
                        f.name,
                        self.graph.ty(v)
                    ),
                ));
            }
            scope.insert(a.value.to_string(), vec![v]);
        }
        for st in &f.body {
            let name = st.name();
            if matches!(name, "return" | "func.return") {
                let ops = operand_toks(st.rest);
                return ops.iter().map(|t| self.lookup(&scope, t)).collect();
            }
            let outs = self.stmt(st, &scope, depth).map_err(|m| match m {
                Fail::At(a) => a,
                Fail::Msg(m) => at(&st.op, format!("`{}`: {m}", st.op.text)),
            })?;
            if outs.len() != st.n_results() {
                return Err(at(
                    &st.op,
                    format!(
                        "`{}` gives {} results, {} named",
                        st.op.text,
                        outs.len(),
                        st.n_results()
                    ),
                ));
            }
            let mut k = 0;
            for &(n, count) in &st.results {
                scope.insert(n.to_string(), outs[k..k + count].to_vec());
                k += count;
            }
        }
        Err(at(&f.tok, format!("@{} has no return", f.name)))
    }

    fn lookup(&self, scope: &Scope, t: &Tok) -> Result<ValueId, At> {
        let (name, idx) = match t.text.split_once('#') {
            Some((n, i)) => (
                n,
                i.parse::<usize>()
                    .map_err(|_| at(t, format!("bad result index in `{}`", t.text)))?,
            ),
            None => (t.text, 0),
        };
        let vals = scope
            .get(name)
            .ok_or_else(|| at(t, format!("use of undefined value `{}`", t.text)))?;
        vals.get(idx).copied().ok_or_else(|| {
            at(
                t,
                format!(
                    "`{name}` has {} results, `{}` asks for more",
                    vals.len(),
                    t.text
                ),
            )
        })
    }

    fn add(
        &mut self,
        kind: OpKind,
        ins: &[ValueId],
        a: Attrs,
        name: &str,
    ) -> Result<ValueId, Fail> {
        Ok(self.add_n(kind, ins, a, None, name)?[0])
    }

    fn add_typed(
        &mut self,
        kind: OpKind,
        ins: &[ValueId],
        a: Attrs,
        ty: TensorType,
        name: &str,
    ) -> Result<ValueId, Fail> {
        Ok(self.add_n(kind, ins, a, Some(vec![ty]), name)?[0])
    }

    /// Append an op; result types are inferred where the IR derives them
    /// (and must then equal `given`), else `given`.
    fn add_n(
        &mut self,
        kind: OpKind,
        ins: &[ValueId],
        a: Attrs,
        given: Option<Vec<TensorType>>,
        name: &str,
    ) -> Result<Vec<ValueId>, Fail> {
        let types: Vec<&TensorType> = ins.iter().map(|&v| self.graph.ty(v)).collect();
        let sig = kind.signature();
        if !sig.inputs.admits(ins.len()) {
            return Err(Fail::Msg(format!(
                "{kind} takes {} operands, got {}",
                sig.inputs,
                ins.len()
            )));
        }
        let inferred = infer_types(&kind, &types, &a).map_err(Fail::Msg)?;
        let out = match (inferred, given) {
            (Some(i), Some(g)) if i != g => {
                return Err(Fail::Msg(format!(
                    "{kind} gives {}, the text declares {}",
                    join(&i),
                    join(&g)
                )))
            }
            (Some(i), _) => i,
            (None, Some(g)) => g,
            (None, None) => return Err(Fail::Msg(format!("{kind} needs a declared result type"))),
        };
        let op = self.graph.add_op(kind, ins, a, out, name);
        Ok(self.graph.ops[op].outputs.to_vec())
    }

    fn scalar(&mut self, dtype: DType, v: f64) -> ValueId {
        let c = self.graph.add_const(
            "",
            TensorType::scalar(dtype),
            Some(TensorData::from_f64s(dtype, &[v])),
        );
        self.splat.insert(c, v);
        c
    }

    fn reshape(&mut self, x: ValueId, shape: Vec<Dim>, name: &str) -> Result<ValueId, Fail> {
        if self.graph.ty(x).shape.as_slice() == shape.as_slice() {
            return Ok(x);
        }
        let ty = TensorType::new(self.graph.ty(x).dtype, shape);
        self.add_typed(OpKind::Reshape, &[x], Attrs::new(), ty, name)
    }

    fn transpose(&mut self, x: ValueId, perm: &[i64], name: &str) -> Result<ValueId, Fail> {
        if perm_identity(perm) {
            return Ok(x);
        }
        self.add(
            OpKind::Transpose,
            &[x],
            attrs(vec![("perm", ints_attr(perm.to_vec()))]),
            name,
        )
    }

    /// The mapped result `r`, or else the op kept as a custom op.
    fn or_custom(
        &mut self,
        st: &Stmt,
        name: &str,
        ins: &[ValueId],
        outs: Vec<TensorType>,
        r: Option<ValueId>,
        why: &str,
    ) -> Result<Vec<ValueId>, Fail> {
        match r {
            Some(r) => Ok(vec![r]),
            None => self.custom(st, name, ins, outs, why),
        }
    }

    fn custom(
        &mut self,
        st: &Stmt,
        name: &str,
        ins: &[ValueId],
        outs: Vec<TensorType>,
        why: &str,
    ) -> Result<Vec<ValueId>, Fail> {
        self.warnings
            .insert(format!("{why} `{name}` kept as a custom op"));
        let (domain, n) = match name.split_once('.') {
            Some((d, n)) => (d.to_string(), n.to_string()),
            None => (String::new(), name.to_string()),
        };
        let op = self.graph.add_op(
            OpKind::Custom { domain, name: n },
            ins,
            Attrs::new(),
            outs,
            loc(st),
        );
        Ok(self.graph.ops[op].outputs.to_vec())
    }

    fn stmt(&mut self, st: &Stmt<'a>, scope: &Scope, depth: usize) -> Result<Vec<ValueId>, Fail> {
        let name = st.name().to_string();
        let rest = st.rest;
        let ins: Vec<ValueId> = operand_toks(rest)
            .iter()
            .map(|t| self.lookup(scope, t))
            .collect::<Result<_, At>>()
            .map_err(Fail::At)?;
        let sig = signature(rest);
        let mut outs = Vec::new();
        for t in &sig.outs {
            outs.push(self.tensor_type(t).map_err(Fail::At)?);
        }
        let n = st.n_results();
        let outs = if sig.arrow || outs.len() == n {
            outs
        } else if n == 1 && !outs.is_empty() {
            vec![outs[outs.len() - 1].clone()]
        } else if n == 0 {
            Vec::new()
        } else {
            return Err(Fail::At(at(
                &st.op,
                format!("`{name}`: cannot tell the result types from the signature"),
            )));
        };
        if outs.len() != n && name != "call" && name != "func.call" {
            return Err(Fail::At(at(
                &st.op,
                format!(
                    "`{name}`: {n} results named, the signature gives {}",
                    outs.len()
                ),
            )));
        }
        let label = loc(st);
        let one = |v: Result<ValueId, Fail>| v.map(|v| vec![v]);
        let out_ty = outs.first().cloned();
        let need_out = || {
            out_ty
                .clone()
                .ok_or_else(|| Fail::Msg("no result type".into()))
        };
        let unary = |k: OpKind| Some(k);
        let simple_unary = match name.as_str() {
            "stablehlo.negate" => unary(OpKind::Neg),
            "stablehlo.abs" => unary(OpKind::Abs),
            "stablehlo.exponential" => unary(OpKind::Exp),
            "stablehlo.log" => unary(OpKind::Log),
            "stablehlo.sqrt" => unary(OpKind::Sqrt),
            "stablehlo.tanh" => unary(OpKind::Tanh),
            "stablehlo.logistic" => unary(OpKind::Sigmoid),
            "chlo.erf" => unary(OpKind::Erf),
            "stablehlo.sine" => unary(OpKind::Sin),
            "stablehlo.cosine" => unary(OpKind::Cos),
            "stablehlo.not" if out_ty.as_ref().is_some_and(|t| t.dtype == DType::Bool) => {
                unary(OpKind::Not)
            }
            _ => None,
        };
        if let Some(k) = simple_unary {
            let r = self.add(k, &ins, Attrs::new(), &label)?;
            return self.check(vec![r], &outs);
        }
        let bool_out = out_ty.as_ref().is_some_and(|t| t.dtype == DType::Bool);
        let simple_binary = match name.as_str() {
            "stablehlo.add" => Some(OpKind::Add),
            "stablehlo.subtract" => Some(OpKind::Sub),
            "stablehlo.multiply" => Some(OpKind::Mul),
            "stablehlo.divide" => Some(OpKind::Div),
            "stablehlo.power" => Some(OpKind::Pow),
            "stablehlo.maximum" => Some(OpKind::Max),
            "stablehlo.minimum" => Some(OpKind::Min),
            "stablehlo.and" if bool_out => Some(OpKind::And),
            "stablehlo.or" if bool_out => Some(OpKind::Or),
            _ => None,
        };
        if let Some(k) = simple_binary {
            let r = self.add(k, &ins, Attrs::new(), &label)?;
            return self.check(vec![r], &outs);
        }
        match name.as_str() {
            "call" | "func.call" => {
                let callee = rest
                    .iter()
                    .find(|t| t.kind == Kind::Sym)
                    .ok_or_else(|| Fail::At(at(&st.op, "call without a callee `@name`")))?;
                let cname = callee.text[1..].trim_matches('"');
                let f = self
                    .module
                    .funcs
                    .iter()
                    .find(|f| f.name == cname)
                    .ok_or_else(|| {
                        Fail::At(at(
                            callee,
                            format!("call of undefined function `{}`", callee.text),
                        ))
                    })?;
                self.call(f, &ins, depth + 1).map_err(Fail::At)
            }
            "stablehlo.constant" => {
                let ty = need_out()?;
                let lit = rest
                    .iter()
                    .find(|t| t.kind == Kind::Angle && t.text.starts_with("dense<"));
                let data = lit.and_then(|t| dense_data(t.text, &ty));
                let v = self.graph.add_const(label, ty.clone(), data.clone());
                if let Some(d) = data {
                    let vals = d.to_f64s();
                    if !vals.is_empty() && vals.iter().all(|&x| x.to_bits() == vals[0].to_bits()) {
                        self.splat.insert(v, vals[0]);
                    }
                }
                Ok(vec![v])
            }
            "stablehlo.convert" => {
                one(self.add_typed(OpKind::Cast, &ins, Attrs::new(), need_out()?, &label))
            }
            "stablehlo.reshape" => {
                one(self.add_typed(OpKind::Reshape, &ins, Attrs::new(), need_out()?, &label))
            }
            "stablehlo.rsqrt" => {
                let s = self.add(OpKind::Sqrt, &ins, Attrs::new(), &label)?;
                let r = self.add(OpKind::Reciprocal, &[s], Attrs::new(), &label)?;
                self.check(vec![r], &outs)
            }
            "chlo.square" if ins.len() == 1 => {
                let r = self.add(OpKind::Mul, &[ins[0], ins[0]], Attrs::new(), &label)?;
                self.check(vec![r], &outs)
            }
            "chlo.erfc" if ins.len() == 1 => {
                let e = self.add(OpKind::Erf, &ins, Attrs::new(), &label)?;
                let one = self.scalar(self.graph.ty(ins[0]).dtype, 1.0);
                let r = self.add(OpKind::Sub, &[one, e], Attrs::new(), &label)?;
                self.check(vec![r], &outs)
            }
            "stablehlo.xor" if bool_out && ins.len() == 2 => {
                let e = self.add(OpKind::Equal, &ins, Attrs::new(), &label)?;
                let r = self.add(OpKind::Not, &[e], Attrs::new(), &label)?;
                self.check(vec![r], &outs)
            }
            // Bitwise not in two's complement is −1 − x, which overflows
            // for no x (255 − x for u8; ui16/32/64 are imported as signed
            // types of the same bits, where −1 − x is the same pattern).
            "stablehlo.not" if ins.len() == 1 && self.graph.ty(ins[0]).dtype.is_int() => {
                let dt = self.graph.ty(ins[0]).dtype;
                let m = self.scalar(dt, if dt == DType::U8 { 255.0 } else { -1.0 });
                let r = self.add(OpKind::Sub, &[m, ins[0]], Attrs::new(), &label)?;
                self.check(vec![r], &outs)
            }
            // x > 0 ? 1 : (x < 0 ? −1 : x): NaN and ±0 are returned as they are.
            "stablehlo.sign"
                if ins.len() == 1
                    && (self.graph.ty(ins[0]).dtype.is_float()
                        || self.graph.ty(ins[0]).dtype.is_int())
                    && !unsigned_sig(&sig) =>
            {
                let x = ins[0];
                let dt = self.graph.ty(x).dtype;
                let zero = self.scalar(dt, 0.0);
                let mut r = x;
                if dt != DType::U8 {
                    let m1 = self.scalar(dt, -1.0);
                    let neg = self.add(OpKind::Less, &[x, zero], Attrs::new(), &label)?;
                    r = self.add(OpKind::Where, &[neg, m1, r], Attrs::new(), &label)?;
                }
                let one = self.scalar(dt, 1.0);
                let pos = self.add(OpKind::Greater, &[x, zero], Attrs::new(), &label)?;
                let r = self.add(OpKind::Where, &[pos, one, r], Attrs::new(), &label)?;
                self.check(vec![r], &outs)
            }
            // |x| < inf: false for ±inf and NaN.
            "stablehlo.is_finite" if ins.len() == 1 && self.graph.ty(ins[0]).dtype.is_float() => {
                let inf = self.scalar(self.graph.ty(ins[0]).dtype, f64::INFINITY);
                let a = self.add(OpKind::Abs, &ins, Attrs::new(), &label)?;
                let r = self.add(OpKind::Less, &[a, inf], Attrs::new(), &label)?;
                self.check(vec![r], &outs)
            }
            "stablehlo.select" => {
                let r = self.add(OpKind::Where, &ins, Attrs::new(), &label)?;
                self.check(vec![r], &outs)
            }
            "stablehlo.clamp" if ins.len() == 3 => {
                let (lo, x, hi) = (ins[0], ins[1], ins[2]);
                let a = self.add(OpKind::Max, &[x, lo], Attrs::new(), &label)?;
                let r = self.add(OpKind::Min, &[a, hi], Attrs::new(), &label)?;
                self.check(vec![r], &outs)
            }
            "stablehlo.compare" => {
                let dir = rest
                    .iter()
                    .find(|t| {
                        t.kind == Kind::Ident
                            && matches!(t.text, "EQ" | "NE" | "LT" | "LE" | "GT" | "GE")
                    })
                    .ok_or_else(|| {
                        Fail::At(at(
                            &st.op,
                            "compare without a direction (EQ, NE, LT, LE, GT, GE)",
                        ))
                    })?;
                let (k, negate) = match dir.text {
                    "EQ" => (OpKind::Equal, false),
                    "NE" => (OpKind::Equal, true),
                    "LT" => (OpKind::Less, false),
                    "GE" => (OpKind::Less, true),
                    "GT" => (OpKind::Greater, false),
                    _ => (OpKind::Greater, true),
                };
                let mut r = self.add(k, &ins, Attrs::new(), &label)?;
                if negate {
                    r = self.add(OpKind::Not, &[r], Attrs::new(), &label)?;
                }
                self.check(vec![r], &outs)
            }
            "stablehlo.transpose" => {
                let p = find_ints(rest, "dims")
                    .ok_or_else(|| Fail::Msg("missing `dims = [...]`".into()))?;
                let r = self.add(
                    OpKind::Transpose,
                    &ins,
                    attrs(vec![("perm", ints_attr(p))]),
                    &label,
                )?;
                self.check(vec![r], &outs)
            }
            "stablehlo.concatenate" => {
                let d = find_ints(rest, "dim")
                    .and_then(|v| v.first().copied())
                    .ok_or_else(|| Fail::Msg("missing `dim = N`".into()))?;
                let r = self.add(
                    OpKind::Concat,
                    &ins,
                    attrs(vec![("axis", Attr::Int(d))]),
                    &label,
                )?;
                self.check(vec![r], &outs)
            }
            "stablehlo.broadcast_in_dim" => {
                let dims = find_ints(rest, "dims")
                    .ok_or_else(|| Fail::Msg("missing `dims = [...]`".into()))?;
                let r = self.broadcast_in_dim(one_in(&ins)?, &dims, need_out()?, &label)?;
                Ok(vec![r])
            }
            "stablehlo.iota" => {
                let d = find_ints(rest, "dim")
                    .and_then(|v| v.first().copied())
                    .ok_or_else(|| Fail::Msg("missing `dim = N`".into()))?;
                let ty = need_out()?;
                let axis = usize::try_from(d)
                    .ok()
                    .filter(|&a| a < ty.rank())
                    .ok_or_else(|| Fail::Msg(format!("iota dim {d} out of range for {ty}")))?;
                let start = self.scalar(ty.dtype, 0.0);
                let delta = self.scalar(ty.dtype, 1.0);
                let r = self.add_typed(
                    OpKind::Range,
                    &[start, delta],
                    Attrs::new(),
                    TensorType::new(ty.dtype, [ty.shape[axis].clone()]),
                    &label,
                )?;
                let r = self.broadcast_in_dim(r, &[d], ty, &label)?;
                Ok(vec![r])
            }
            "stablehlo.slice" => {
                let x = one_in(&ins)?;
                let rank = self.graph.ty(x).rank();
                let (starts, ends, steps) = slice_spec(rest, rank).ok_or_else(|| {
                    Fail::Msg("expected `[start:end(:step), ...]` per dimension".into())
                })?;
                let a = attrs(vec![
                    ("starts", ints_attr(starts)),
                    ("ends", ints_attr(ends)),
                    ("axes", ints_attr((0..rank as i64).collect())),
                    ("steps", ints_attr(steps)),
                ]);
                let r = self.add(OpKind::Slice, &[x], a, &label)?;
                self.check(vec![r], &outs)
            }
            "stablehlo.dot_general" => {
                if ins.len() != 2 {
                    return Err(Fail::Msg(format!(
                        "dot_general takes 2 operands, got {}",
                        ins.len()
                    )));
                }
                let (lb, rb) = dims_pair(rest, "batching_dims").unwrap_or_default();
                let (lc, rc) = dims_pair(rest, "contracting_dims")
                    .ok_or_else(|| Fail::Msg("missing `contracting_dims = [..] x [..]`".into()))?;
                let r =
                    self.dot_general(ins[0], ins[1], (&lb, &rb), (&lc, &rc), need_out()?, &label)?;
                Ok(vec![r])
            }
            "stablehlo.reduce" => self.reduce(st, &ins, &outs, &label),
            "stablehlo.gather" => {
                let r = self.embedding_gather(rest, &ins, &outs, &label)?;
                self.or_custom(
                    st,
                    &name,
                    &ins,
                    outs,
                    r,
                    "general gather (not a `take` along one axis)",
                )
            }
            "stablehlo.dynamic_slice" => {
                let r = self.dynamic_slice(rest, &ins, &outs, &label)?;
                self.or_custom(st, &name, &ins, outs, r, "dynamic_slice of this form")
            }
            "stablehlo.dynamic_update_slice" => {
                let r = self.dynamic_update_slice(&ins, &outs, &label)?;
                self.or_custom(
                    st,
                    &name,
                    &ins,
                    outs,
                    r,
                    "dynamic_update_slice of this form",
                )
            }
            "stablehlo.reverse" => {
                let r = self.reverse(rest, &ins, &outs, &label)?;
                self.or_custom(st, &name, &ins, outs, r, "reverse of this form")
            }
            "stablehlo.pad" => {
                let r = self.pad(rest, &ins, &outs, &label)?;
                self.or_custom(
                    st,
                    &name,
                    &ins,
                    outs,
                    r,
                    "pad with negative interior padding or a non-scalar value",
                )
            }
            "stablehlo.reduce_window" => {
                let r = self.pool_window(rest, &ins, &outs, &label)?;
                self.or_custom(
                    st,
                    &name,
                    &ins,
                    outs,
                    r,
                    "reduce_window (not a 2-D max or sum pooling, NCHW or NHWC)",
                )
            }
            "chlo.top_k" => {
                let k = find_ints(rest, "k")
                    .and_then(|v| v.first().copied())
                    .ok_or_else(|| Fail::Msg("missing `k = N`".into()))?;
                let x = one_in(&ins)?;
                let axis = self.graph.ty(x).rank() as i64 - 1;
                let a = attrs(vec![
                    ("axis", Attr::Int(axis)),
                    ("k", Attr::Int(k)),
                    ("largest", Attr::Int(1)),
                    ("sorted", Attr::Int(1)),
                ]);
                let r = self.add_n(OpKind::TopK, &[x], a, None, &label)?;
                let idx = match outs.get(1) {
                    Some(t) if t.dtype != DType::I64 => {
                        self.add_typed(OpKind::Cast, &[r[1]], Attrs::new(), t.clone(), &label)?
                    }
                    _ => r[1],
                };
                self.check(vec![r[0], idx], &outs)
            }
            "stablehlo.convolution" => {
                let r = self.convolution(rest, &ins, &outs, &label)?;
                self.or_custom(
                    st,
                    &name,
                    &ins,
                    outs,
                    r,
                    "convolution with batch groups or negative padding",
                )
            }
            "stablehlo.custom_call" => {
                let target = rest
                    .iter()
                    .find(|t| t.kind == Kind::Sym)
                    .map(|t| t.text[1..].trim_matches('"').to_string())
                    .unwrap_or_default();
                self.warnings
                    .insert(format!("custom_call @{target} kept as a custom op"));
                let op = self.graph.add_op(
                    OpKind::Custom {
                        domain: "stablehlo.custom_call".into(),
                        name: target,
                    },
                    &ins,
                    Attrs::new(),
                    outs,
                    label,
                );
                Ok(self.graph.ops[op].outputs.to_vec())
            }
            _ => self.custom(st, &name, &ins, outs, "unsupported op"),
        }
    }

    /// The declared types must equal the built ones.
    fn check(&self, got: Vec<ValueId>, want: &[TensorType]) -> Result<Vec<ValueId>, Fail> {
        for (i, (&v, w)) in got.iter().zip(want).enumerate() {
            if self.graph.ty(v) != w {
                return Err(Fail::Msg(format!(
                    "result {i} has type {}, the text declares {w}",
                    self.graph.ty(v)
                )));
            }
        }
        Ok(got)
    }
}

/// A builder's failure: positioned, or a message about the statement.
pub(crate) enum Fail {
    At(At),
    Msg(String),
}

fn one_in(ins: &[ValueId]) -> Result<ValueId, Fail> {
    match ins {
        [x] => Ok(*x),
        _ => Err(Fail::Msg(format!("expected 1 operand, got {}", ins.len()))),
    }
}

fn join(t: &[TensorType]) -> String {
    t.iter()
        .map(|t| t.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The op's label in the IR: result names and source line.
fn loc(st: &Stmt) -> String {
    let names: Vec<&str> = st.results.iter().map(|r| r.0).collect();
    format!("{} @{}", names.join(","), st.op.line)
        .trim()
        .to_string()
}
