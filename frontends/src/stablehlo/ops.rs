//! The op table: one builder per StableHLO/CHLO/func op, each turning one
//! statement into a few IR ops; everything else becomes a typed custom op.

mod indexing;

use super::lex::{Kind, Tok};
use super::{at, parse_type, At, Func, Module, Scope, Stmt};
use crate::ImportOptions;
use hetc_ir::{
    infer_types, Attr, Attrs, DType, Dim, Graph, OpKind, TensorData, TensorType, ValueId,
};
use indexmap::IndexSet;
use std::collections::HashMap;

/// Largest constant whose elements are stored.
const MAX_CONST_ELEMENTS: u64 = 1 << 16;

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

fn ints_attr(v: Vec<i64>) -> Attr {
    Attr::Ints(v)
}

fn attrs(kv: Vec<(&str, Attr)>) -> Attrs {
    kv.into_iter().map(|(k, v)| (k.to_string(), v)).collect()
}

/// The signature's operand and result types.
struct Sig<'t, 'a> {
    ins: Vec<&'t Tok<'a>>,
    outs: Vec<&'t Tok<'a>>,
    arrow: bool,
}

fn is_type(t: &Tok) -> bool {
    (t.kind == Kind::Angle && t.text.starts_with("tensor<"))
        || (t.kind == Kind::Ident && super::dtype_of(t.text).is_some())
}

/// Index of the signature's `:` (the last one at depth 0, before any region).
fn sig_colon(rest: &[Tok]) -> Option<usize> {
    let mut depth = 0i32;
    let mut found = None;
    for (i, t) in rest.iter().enumerate() {
        match t.kind {
            Kind::Punct => match t.text {
                "(" | "[" | "{" => depth += 1,
                ")" | "]" | "}" => depth -= 1,
                ":" if depth == 0 => found = Some(i),
                _ => {}
            },
            Kind::Ident if depth == 0 && matches!(t.text, "reducer" | "cond" | "do") => break,
            _ => {}
        }
    }
    found
}

fn signature<'t, 'a>(rest: &'t [Tok<'a>]) -> Sig<'t, 'a> {
    let mut sig = Sig {
        ins: Vec::new(),
        outs: Vec::new(),
        arrow: false,
    };
    let Some(c) = sig_colon(rest) else {
        return sig;
    };
    let mut depth = 0i32;
    for t in &rest[c + 1..] {
        match t.kind {
            Kind::Punct => match t.text {
                "(" | "[" => depth += 1,
                ")" | "]" => depth -= 1,
                "{" if depth == 0 => break,
                "{" => depth += 1,
                _ => {}
            },
            Kind::Arrow if depth == 0 => sig.arrow = true,
            Kind::Ident if depth == 0 && matches!(t.text, "reducer" | "cond" | "do" | "loc") => {
                break
            }
            _ if is_type(t) => {
                if sig.arrow {
                    sig.outs.push(t)
                } else {
                    sig.ins.push(t)
                }
            }
            _ => {}
        }
    }
    if !sig.arrow {
        sig.outs = std::mem::take(&mut sig.ins);
    }
    sig
}

/// Operand tokens: `%values` before the signature, outside regions, that
/// are not definitions (`%iterArg = …`, `%arg1: tensor<…>` of a region).
fn operand_toks<'t, 'a>(rest: &'t [Tok<'a>]) -> Vec<&'t Tok<'a>> {
    let end = sig_colon(rest).unwrap_or(rest.len());
    let mut out = Vec::new();
    let mut brace = 0i32;
    for (i, t) in rest[..end].iter().enumerate() {
        match t.kind {
            Kind::Punct if t.text == "{" => brace += 1,
            Kind::Punct if t.text == "}" => brace -= 1,
            Kind::Value if brace == 0 => {
                // `%iterArg = %x` defines a region argument; so does
                // `%arg1: tensor<…>` (the signature's own `:` is at `end`).
                let defines = rest
                    .get(i + 1)
                    .is_some_and(|n| n.is("=") || (n.is(":") && i + 1 != end));
                if !defines {
                    out.push(t);
                }
            }
            _ => {}
        }
    }
    out
}

/// `key = [1, 2]` or `key = 3` anywhere in `rest` (first match).
fn find_ints(rest: &[Tok], key: &str) -> Option<Vec<i64>> {
    let i = rest
        .windows(2)
        .position(|w| w[0].text == key && w[1].is("="))?;
    ints_at(rest, i + 2).map(|(v, _)| v)
}

/// The integer list (`[…]`) or single integer at `rest[i]`; and the index after it.
fn ints_at(rest: &[Tok], i: usize) -> Option<(Vec<i64>, usize)> {
    let t = rest.get(i)?;
    if t.kind == Kind::Number {
        return Some((vec![parse_int(t.text)?], i + 1));
    }
    if !t.is("[") {
        return None;
    }
    let mut v = Vec::new();
    let mut j = i + 1;
    loop {
        let t = rest.get(j)?;
        j += 1;
        match t.kind {
            Kind::Punct if t.text == "]" => return Some((v, j)),
            Kind::Punct if t.text == "," => {}
            Kind::Number => v.push(parse_int(t.text)?),
            _ => return None,
        }
    }
}

fn parse_int(s: &str) -> Option<i64> {
    s.parse().ok()
}

/// `key = [1, 2]` inside the raw text of an angle token (`#stablehlo.gather<…>`).
fn raw_ints(text: &str, key: &str) -> Option<Vec<i64>> {
    let mut from = 0;
    while let Some(p) = text[from..].find(key) {
        let s = from + p;
        from = s + key.len();
        let before_ok = s == 0
            || !text.as_bytes()[s - 1].is_ascii_alphanumeric() && text.as_bytes()[s - 1] != b'_';
        let rest = text[from..].trim_start();
        if !before_ok || !rest.starts_with('=') {
            continue;
        }
        let rest = rest[1..].trim_start();
        if let Some(r) = rest.strip_prefix('[') {
            let end = r.find(']')?;
            let body = r[..end].trim();
            if body.is_empty() {
                return Some(Vec::new());
            }
            return body.split(',').map(|x| x.trim().parse().ok()).collect();
        }
        let end = rest
            .find(|c: char| !(c.is_ascii_digit() || c == '-'))
            .unwrap_or(rest.len());
        return rest[..end].parse().ok().map(|v| vec![v]);
    }
    None
}

/// `array<i64: 1, 64>` values.
fn array_ints(text: &str) -> Option<Vec<i64>> {
    let body = text.strip_prefix("array<")?.strip_suffix('>')?;
    let (_, list) = body.split_once(':').unwrap_or((body, ""));
    if list.trim().is_empty() {
        return Some(Vec::new());
    }
    list.split(',').map(|x| x.trim().parse().ok()).collect()
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

    fn broadcast_in_dim(
        &mut self,
        x: ValueId,
        dims: &[i64],
        ty: TensorType,
        label: &str,
    ) -> Result<ValueId, Fail> {
        let xt = self.graph.ty(x).clone();
        if dims.len() != xt.rank() || dims.iter().any(|&d| d < 0 || d as usize >= ty.rank()) {
            return Err(Fail::Msg(format!(
                "broadcast dims {dims:?} do not fit {xt} -> {ty}"
            )));
        }
        // Operand dims in result order first.
        let mut order: Vec<usize> = (0..dims.len()).collect();
        order.sort_by_key(|&i| dims[i]);
        let perm: Vec<i64> = order.iter().map(|&i| i as i64).collect();
        let x = self.transpose(x, &perm, label)?;
        let mut shape = vec![Dim::Fixed(1); ty.rank()];
        for &i in &order {
            shape[dims[i] as usize] = xt.shape[i].clone();
        }
        let x = self.reshape(x, shape, label)?;
        if self.graph.ty(x) == &ty {
            return Ok(x);
        }
        for (a, b) in self.graph.ty(x).shape.iter().zip(&ty.shape) {
            if a != b && *a != Dim::Fixed(1) {
                return Err(Fail::Msg(format!(
                    "cannot broadcast {xt} to {ty} along {dims:?}"
                )));
            }
        }
        self.add_typed(OpKind::Expand, &[x], Attrs::new(), ty, label)
    }

    fn dot_general(
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

    fn reduce(
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
    fn reduce_bool(
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

    /// `take(table, ids, axis = a)`: a gather of whole slices along one
    /// operand dim `a` (`collapsed_slice_dims = start_index_map = [a]`, the
    /// other dims taken whole, offset dims around the index batch dims), with
    /// the index vector dim trailing, either explicit of size 1 (jax's
    /// embedding lookup) or implicit (`index_vector_dim` = the indices' rank).
    fn embedding_gather(
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

    /// `reduce_window` over the two trailing dims of a rank-4 tensor, no
    /// dilations: a `maximum` body from −inf is `max_pool`; an `add` body
    /// from 0 is the window sum, `avg_pool` (padding counted) × window size.
    fn pool_window(
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

    /// `stablehlo.pad`: interior padding first (`ops/indexing.rs`), then
    /// negative edges are a slice and positive ones a concatenation with the
    /// (scalar) padding value expanded to the edge's shape, one dim at a time.
    fn pad(
        &mut self,
        rest: &[Tok],
        ins: &[ValueId],
        outs: &[TensorType],
        label: &str,
    ) -> Result<Option<ValueId>, Fail> {
        if ins.len() != 2 || outs.len() != 1 {
            return Ok(None);
        }
        let (mut x, v) = (ins[0], ins[1]);
        let xt = self.graph.ty(x).clone();
        let vt = self.graph.ty(v).clone();
        let rank = xt.rank();
        let (Some(lo), Some(hi)) = (find_ints(rest, "low"), find_ints(rest, "high")) else {
            return Ok(None);
        };
        let interior = find_ints(rest, "interior").unwrap_or_else(|| vec![0; rank]);
        if lo.len() != rank
            || hi.len() != rank
            || interior.len() != rank
            || interior.iter().any(|&i| i < 0)
            || vt.rank() != 0
            || vt.dtype != xt.dtype
        {
            return Ok(None);
        }
        for (d, &k) in interior.iter().enumerate() {
            x = self.interior_pad(x, v, d, k, label)?;
        }
        let (mut starts, mut ends, mut axes) = (Vec::new(), Vec::new(), Vec::new());
        for d in 0..rank {
            if lo[d] >= 0 && hi[d] >= 0 {
                continue;
            }
            let Some(n) = self.graph.ty(x).shape[d]
                .fixed()
                .and_then(|n| i64::try_from(n).ok())
            else {
                return Ok(None);
            };
            let (s, e) = (
                lo[d].checked_neg().unwrap_or(i64::MAX).max(0),
                n.saturating_sub(hi[d].checked_neg().unwrap_or(i64::MAX).max(0)),
            );
            if e < s {
                return Ok(None);
            }
            starts.push(s);
            ends.push(e);
            axes.push(d as i64);
        }
        x = self.slice_axes(x, (starts, ends, axes), label)?;
        for d in 0..rank {
            if lo[d] <= 0 && hi[d] <= 0 {
                continue;
            }
            let mut parts = Vec::new();
            for (i, &n) in [lo[d], hi[d]].iter().enumerate() {
                if n > 0 {
                    let mut shape = self.graph.ty(x).shape.to_vec();
                    shape[d] = Dim::Fixed(n as u64);
                    let ty = TensorType::new(xt.dtype, shape);
                    let e = self.add_typed(OpKind::Expand, &[v], Attrs::new(), ty, label)?;
                    parts.push((i, e));
                }
            }
            let mut cat: Vec<ValueId> = parts.iter().filter(|p| p.0 == 0).map(|p| p.1).collect();
            cat.push(x);
            cat.extend(parts.iter().filter(|p| p.0 == 1).map(|p| p.1));
            x = self.add(
                OpKind::Concat,
                &cat,
                attrs(vec![("axis", Attr::Int(d as i64))]),
                label,
            )?;
        }
        self.check(vec![x], outs).map(|v| Some(v[0]))
    }

    fn convolution(
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

/// `key = [a] x [b]`.
fn dims_pair(rest: &[Tok], key: &str) -> Option<(Vec<i64>, Vec<i64>)> {
    let p = rest
        .windows(2)
        .position(|w| w[0].text == key && w[1].is("="))?;
    let (a, next) = ints_at(rest, p + 2)?;
    if !rest.get(next)?.is("x") {
        return None;
    }
    let (b, _) = ints_at(rest, next + 1)?;
    Some((a, b))
}

/// Whether the signature names a ui16/32/64 element type (imported as the
/// signed type of the same width, so sign-dependent ops cannot be mapped;
/// ui8 has a type of its own).
fn unsigned_sig(sig: &Sig) -> bool {
    sig.ins
        .iter()
        .chain(&sig.outs)
        .any(|t| ["ui16", "ui32", "ui64"].iter().any(|u| t.text.contains(u)))
}

/// `key = [true, false]`.
fn bools(rest: &[Tok], key: &str) -> Option<Vec<bool>> {
    let p = rest
        .windows(3)
        .position(|w| w[0].text == key && w[1].is("=") && w[2].is("["))?;
    let mut v = Vec::new();
    for t in &rest[p + 3..] {
        match t.text {
            "]" => return Some(v),
            "," => {}
            "true" => v.push(true),
            "false" => v.push(false),
            _ => return None,
        }
    }
    None
}

/// `%x [0:2, 1:3:1]`: starts, ends, steps.
fn slice_spec(rest: &[Tok], rank: usize) -> Option<(Vec<i64>, Vec<i64>, Vec<i64>)> {
    let p = rest.iter().position(|t| t.is("["))?;
    let (mut s, mut e, mut st) = (Vec::new(), Vec::new(), Vec::new());
    let mut j = p + 1;
    if rest.get(j)?.is("]") {
        return (rank == 0).then_some((s, e, st));
    }
    loop {
        let mut nums = Vec::new();
        loop {
            let t = rest.get(j)?;
            j += 1;
            match t.kind {
                Kind::Number => nums.push(parse_int(t.text)?),
                Kind::Punct if t.text == ":" => {}
                Kind::Punct if t.text == "," || t.text == "]" => {
                    if nums.len() < 2 || nums.len() > 3 {
                        return None;
                    }
                    s.push(nums[0]);
                    e.push(nums[1]);
                    st.push(nums.get(2).copied().unwrap_or(1));
                    if t.text == "]" {
                        return (s.len() == rank).then_some((s, e, st));
                    }
                    break;
                }
                _ => return None,
            }
        }
    }
}

/// Elements of `dense<…>` for a type, where cheap: splats and flat or nested lists.
fn dense_data(text: &str, ty: &TensorType) -> Option<TensorData> {
    let n = ty.num_elements()?;
    let body = text.strip_prefix("dense<")?.strip_suffix('>')?.trim();
    if let Some(hex) = body.strip_prefix("\"0x").and_then(|b| b.strip_suffix('"')) {
        return hex_data(hex, n, ty.dtype);
    }
    if n > MAX_CONST_ELEMENTS {
        return None;
    }
    let vals: Vec<f64> = body
        .split(|c: char| c == ',' || c == '[' || c == ']' || c.is_whitespace())
        .filter(|s| !s.is_empty())
        .map(|s| scalar(s, ty.dtype))
        .collect::<Option<_>>()?;
    let vals = match vals.len() as u64 {
        1 => vec![vals[0]; n as usize],
        k if k == n => vals,
        _ => return None,
    };
    Some(TensorData::from_f64s(ty.dtype, &vals))
}

/// `dense<"0x…">`: raw little-endian bytes of every element, or of one
/// element for a splat (MLIR's hex form). The bytes are in the text already,
/// so no size limit applies.
fn hex_data(hex: &str, n: u64, dtype: DType) -> Option<TensorData> {
    if hex.len() % 2 != 0 || !hex.is_ascii() {
        return None;
    }
    let bytes: Vec<u8> = (0..hex.len() / 2)
        .map(|i| u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).ok())
        .collect::<Option<_>>()?;
    let size = dtype.size_bytes() as usize;
    let bytes = if n.checked_mul(size as u64) == Some(bytes.len() as u64) {
        bytes
    } else if bytes.len() == size && n <= MAX_CONST_ELEMENTS {
        bytes.repeat(n as usize)
    } else {
        return None;
    };
    Some(TensorData {
        dtype,
        bytes: std::sync::Arc::new(bytes),
    })
}

fn scalar(s: &str, dtype: DType) -> Option<f64> {
    match s {
        "true" => return Some(1.0),
        "false" => return Some(0.0),
        _ => {}
    }
    if let Some(h) = s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        let bits = u64::from_str_radix(h, 16).ok()?;
        return Some(match dtype {
            DType::F32 => f32::from_bits(bits as u32) as f64,
            DType::F64 => f64::from_bits(bits),
            DType::F16 => hetc_ir::graph::f16_to_f32(bits as u16) as f64,
            DType::BF16 => f32::from_bits((bits as u32) << 16) as f64,
            _ => bits as i64 as f64,
        });
    }
    s.parse::<f64>().ok()
}
