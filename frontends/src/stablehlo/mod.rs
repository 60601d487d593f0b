//! StableHLO frontend: the textual MLIR that `jax.jit(f).lower(*args).as_text()`
//! prints (pretty syntax of `func`, `stablehlo` and `chlo` ops, and the generic
//! `"stablehlo.op"(…) <{…}> ({…}) : …` form jax uses for gather, scatter and
//! reduce_window).
//!
//! **Why a hand-written lexer and parser, not melior.** melior binds the MLIR C
//! API: it needs an LLVM/MLIR install at build time, unsafe FFI (this crate is
//! `#![forbid(unsafe_code)]`), and the `stablehlo`/`chlo` dialects registered
//! (they are not part of upstream MLIR, so their pretty syntax would not parse
//! without building the StableHLO project too). It is confined to the backends
//! crate. jax's output uses a small, regular subset of MLIR syntax; a
//! token-level parser gives errors with `line:column` and the offending token,
//! and tolerates ops it does not know (they become custom ops).
//!
//! Establishes: a graph whose inputs are the entry function's (`@main`, else
//! the first public function) non-floating-point arguments and whose
//! parameters are its floating-point arguments (jax passes the weights pytree
//! as leading float arguments and carries no weights in the text), results as
//! outputs, every op typed (types come from the text's signatures and are
//! checked against [`hetc_ir::infer_types`] where the IR derives them).
//! Private functions reached by `call`/`func.call` are inlined. Core ops map to
//! IR kinds (`dot_general` to transposes/reshapes around a batched `matmul`,
//! `broadcast_in_dim` to `reshape` + `expand`, `reduce` with an add/max/min
//! body to reductions and with an and/or body over booleans to a max over a
//! cast, `compare` to predicates, a `gather` of whole slices along one axis
//! to `gather`, `convolution` (input dilation and window reversal included)
//! to `conv` with layout transposes, `reduce_window` max / sum pooling to
//! `max_pool` / `avg_pool`, `dynamic_slice` / `dynamic_update_slice` /
//! `reverse` / interior `pad` to slices, concatenations and gathers (see
//! `ops/indexing.rs`), and `xor` of booleans, integer `not`, `sign`,
//! `is_finite` to a few elementwise ops, each exact; integer `remainder`
//! and shifts with XLA's edge semantics (`ops/bits.rs`); jax's argmax
//! `reduce` and running-sum `reduce_window`; `case` and `while` with a
//! static trip count into straight-line IR (`ops/control.rs`); `scatter`,
//! general `gather`, `sort` (`ops/scatter.rs`, `ops/gather.rs`,
//! `ops/sort.rs`); the batch norms and `reduce_precision` (`ops/norm.rs`);
//! `erf_inv` (`ops/special.rs`)); anything else (custom_call, …) is kept
//! as `custom<"stablehlo", op>` typed from the text, with a warning. A
//! `while` whose trip count does not fold and `rng_bit_generator` are
//! errors naming the op and the reason.
//!
//! Does not: evaluate constants beyond splats, short lists and hex-encoded
//! bytes (`dense<"0x…">`; others are constants without data), import dynamic shapes (`?`), or complex types.

mod attrs;
mod lex;
mod ops;

use crate::{FrontendError, ImportOptions, Imported};
use hetc_ir::{DType, Dim, Graph, TensorType, ValueId};
use indexmap::IndexMap;
use lex::{Kind, Tok};
use std::collections::HashMap;
use std::path::Path;

/// Deepest chain of inlined calls accepted (each level takes tens of KiB of
/// stack in a debug build; a 2 MiB thread must hold the whole chain).
const MAX_CALL_DEPTH: usize = 24;

/// Import the StableHLO text file at `path`.
pub fn import_file(path: &Path, opts: &ImportOptions) -> Result<Imported, FrontendError> {
    let shown = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|source| FrontendError::Io {
        path: shown.clone(),
        error: source,
    })?;
    import_str(&text, &shown, opts)
}

/// A syntax or semantic error at a position.
pub(crate) struct At {
    line: u32,
    col: u32,
    message: String,
}

pub(crate) fn at(t: &Tok, message: impl Into<String>) -> At {
    At {
        line: t.line,
        col: t.col,
        message: message.into(),
    }
}

/// Import StableHLO text; `shown` names it in errors.
pub fn import_str(
    text: &str,
    shown: &str,
    opts: &ImportOptions,
) -> Result<Imported, FrontendError> {
    let syntax = |e: At| FrontendError::Syntax {
        path: shown.to_string(),
        line: e.line,
        column: e.col,
        message: e.message,
    };
    let toks = lex::lex(text).map_err(|e| {
        syntax(At {
            line: e.line,
            col: e.col,
            message: e.message,
        })
    })?;
    let module = parse_module(&toks).map_err(syntax)?;
    let entry = module
        .funcs
        .iter()
        .find(|f| f.name == "main")
        .or_else(|| module.funcs.iter().find(|f| f.public))
        .or_else(|| module.funcs.first())
        .ok_or_else(|| FrontendError::Malformed {
            path: shown.to_string(),
            message: "no func.func in the module".into(),
        })?;
    let mut imp = ops::Importer::new(&module, opts, module.name.clone());
    let mut args = Vec::new();
    for (i, a) in entry.args.iter().enumerate() {
        let ty = imp.tensor_type(&a.ty).map_err(syntax)?;
        let name = a.name.clone().unwrap_or_else(|| format!("arg{i}"));
        let v = if ty.dtype.is_float() {
            imp.graph.add_param(name, ty, None)
        } else {
            imp.graph.add_input(name, ty)
        };
        args.push(v);
    }
    let outs = imp.call(entry, &args, 0).map_err(syntax)?;
    for (i, &v) in outs.iter().enumerate() {
        if let Some(n) = entry.result_names.get(i).and_then(|n| n.clone()) {
            if imp.graph.values[v].name.is_empty() {
                imp.graph.values[v].name = n;
            }
        }
        imp.graph.outputs.push(v);
    }
    let graph: Graph = imp.graph.compact();
    let mut value_types = IndexMap::new();
    for &v in graph.inputs.iter().chain(graph.outputs.iter()) {
        let d = &graph.values[v];
        value_types.insert(d.name.clone(), d.ty.clone());
    }
    let unbound = graph.symbols();
    Ok(Imported {
        graph,
        warnings: imp.warnings.into_iter().collect(),
        notes: Vec::new(),
        value_types,
        unbound,
        branch_inputs: Vec::new(),
        computed_bound: Vec::new(),
    })
}

// ---- structure: module, functions, statements ---------------------------------

pub(crate) struct Module<'a> {
    pub name: String,
    pub funcs: Vec<Func<'a>>,
}

pub(crate) struct Arg<'a> {
    pub value: &'a str,
    pub ty: Tok<'a>,
    pub name: Option<String>,
}

pub(crate) struct Func<'a> {
    pub name: String,
    pub public: bool,
    pub args: Vec<Arg<'a>>,
    pub result_names: Vec<Option<String>>,
    pub body: Vec<Stmt<'a>>,
    pub tok: Tok<'a>,
}

/// One op: its results, name and every token after the name (operands,
/// attributes, regions, signature).
pub(crate) struct Stmt<'a> {
    pub results: Vec<(&'a str, usize)>,
    pub op: Tok<'a>,
    pub rest: &'a [Tok<'a>],
}

impl Stmt<'_> {
    pub fn name(&self) -> &str {
        self.op.text.trim_matches('"')
    }
    pub fn n_results(&self) -> usize {
        self.results.iter().map(|r| r.1).sum()
    }
}

struct P<'t, 'a> {
    toks: &'t [Tok<'a>],
    i: usize,
}

impl<'t, 'a> P<'t, 'a> {
    fn peek(&self) -> Option<&'t Tok<'a>> {
        self.toks.get(self.i)
    }
    fn eof_err(&self, what: &str) -> At {
        match self.toks.last() {
            Some(t) => At {
                line: t.line,
                col: t.col + t.text.len() as u32,
                message: format!("expected {what}, found end of input"),
            },
            None => At {
                line: 1,
                col: 1,
                message: format!("expected {what}, found empty input"),
            },
        }
    }
    fn next(&mut self, what: &str) -> Result<&'t Tok<'a>, At> {
        let t = self.toks.get(self.i).ok_or_else(|| self.eof_err(what))?;
        self.i += 1;
        Ok(t)
    }
    fn expect(&mut self, p: &str) -> Result<&'t Tok<'a>, At> {
        let t = self.next(&format!("`{p}`"))?;
        if t.is(p) {
            Ok(t)
        } else {
            Err(at(t, format!("expected `{p}`, found `{}`", t.text)))
        }
    }
    fn eat(&mut self, p: &str) -> bool {
        if self.peek().is_some_and(|t| t.is(p)) {
            self.i += 1;
            true
        } else {
            false
        }
    }
    /// Skip a balanced group starting at an opening bracket.
    fn skip_group(&mut self) -> Result<(), At> {
        let open = self.next("a group")?;
        let mut stack = vec![open];
        while let Some(top) = stack.last() {
            let t = self.next(&format!(
                "the closing bracket of `{}` at {}:{}",
                top.text, top.line, top.col
            ))?;
            if t.kind != Kind::Punct {
                continue;
            }
            match t.text {
                "(" | "[" | "{" => stack.push(t),
                ")" | "]" | "}" => {
                    let o = stack.pop().map(|o| o.text).unwrap_or("");
                    let want = match o {
                        "(" => ")",
                        "[" => "]",
                        _ => "}",
                    };
                    if t.text != want {
                        return Err(at(t, format!("expected `{want}`, found `{}`", t.text)));
                    }
                }
                _ => {}
            }
        }
        Ok(())
    }
}

fn parse_module<'a>(toks: &'a [Tok<'a>]) -> Result<Module<'a>, At> {
    let mut p = P { toks, i: 0 };
    let mut module = Module {
        name: "module".into(),
        funcs: Vec::new(),
    };
    if p.peek().is_some_and(|t| t.is("module")) {
        p.i += 1;
        if let Some(t) = p.peek().filter(|t| t.kind == Kind::Sym) {
            module.name = t.text[1..].trim_matches('"').to_string();
            p.i += 1;
        }
        if p.eat("attributes") {
            if !p.peek().is_some_and(|t| t.is("{")) {
                let t = p.next("`{`")?;
                return Err(at(t, format!("expected `{{`, found `{}`", t.text)));
            }
            p.skip_group()?;
        }
        p.expect("{")?;
        while !p.eat("}") {
            module.funcs.push(parse_func(&mut p)?);
        }
        if let Some(t) = p.peek() {
            return Err(at(t, format!("unexpected `{}` after the module", t.text)));
        }
    } else {
        while p.peek().is_some() {
            module.funcs.push(parse_func(&mut p)?);
        }
    }
    Ok(module)
}

fn parse_func<'a>(p: &mut P<'a, 'a>) -> Result<Func<'a>, At> {
    let kw = p.next("`func.func`")?;
    if !(kw.is("func.func") || kw.is("func")) {
        return Err(at(kw, format!("expected `func.func`, found `{}`", kw.text)));
    }
    let mut public = true;
    if let Some(t) = p.peek() {
        if t.is("private") || t.is("public") || t.is("nested") {
            public = t.text == "public";
            p.i += 1;
        }
    }
    let name_tok = p.next("a function name `@name`")?;
    if name_tok.kind != Kind::Sym {
        return Err(at(
            name_tok,
            format!(
                "expected a function name `@name`, found `{}`",
                name_tok.text
            ),
        ));
    }
    let mut f = Func {
        name: name_tok.text[1..].trim_matches('"').to_string(),
        public,
        args: Vec::new(),
        result_names: Vec::new(),
        body: Vec::new(),
        tok: name_tok.clone(),
    };
    p.expect("(")?;
    if !p.eat(")") {
        loop {
            let v = p.next("an argument `%name`")?;
            if v.kind != Kind::Value {
                return Err(at(
                    v,
                    format!("expected an argument `%name`, found `{}`", v.text),
                ));
            }
            p.expect(":")?;
            let ty = p.next("an argument type")?.clone();
            let name = if p.peek().is_some_and(|t| t.is("{")) {
                let s = p.i;
                p.skip_group()?;
                attr_string(&p.toks[s..p.i], "jax.arg_info")
            } else {
                None
            };
            p.skip_loc()?;
            f.args.push(Arg {
                value: v.text,
                ty,
                name,
            });
            if p.eat(")") {
                break;
            }
            p.expect(",")?;
        }
    }
    if p.eat("->") {
        if p.eat("(") {
            if !p.eat(")") {
                loop {
                    p.next("a result type")?;
                    if p.peek().is_some_and(|t| t.is("{")) {
                        let s = p.i;
                        p.skip_group()?;
                        f.result_names
                            .push(attr_string(&p.toks[s..p.i], "jax.result_info"));
                    } else {
                        f.result_names.push(None);
                    }
                    if p.eat(")") {
                        break;
                    }
                    p.expect(",")?;
                }
            }
        } else {
            p.next("a result type")?;
            f.result_names.push(None);
        }
    }
    if p.eat("attributes") {
        p.skip_group()?;
    }
    p.expect("{")?;
    loop {
        let t = p
            .peek()
            .ok_or_else(|| p.eof_err("`}` closing the function"))?;
        if t.is("}") {
            p.i += 1;
            break;
        }
        let st = parse_stmt(p)?;
        f.body.push(st);
    }
    p.skip_loc()?;
    Ok(f)
}

impl P<'_, '_> {
    /// Skip a trailing `loc(…)`.
    fn skip_loc(&mut self) -> Result<(), At> {
        if self.peek().is_some_and(|t| t.is("loc"))
            && self.toks.get(self.i + 1).is_some_and(|t| t.is("("))
        {
            self.i += 1;
            self.skip_group()?;
        }
        Ok(())
    }
}

fn attr_string(toks: &[Tok], key: &str) -> Option<String> {
    toks.windows(3)
        .find(|w| w[0].text == key && w[1].is("=") && w[2].kind == Kind::Str)
        .map(|w| w[2].text.trim_matches('"').to_string())
}

/// Whether `t`, at the start of a line and depth 0, begins a new statement.
fn starts_stmt(t: &Tok) -> bool {
    match t.kind {
        Kind::Value | Kind::Block => true,
        Kind::Ident => t.text.contains('.') || t.text == "return" || t.text == "call",
        Kind::Str => t.text.contains('.'),
        Kind::Punct => t.text == "}",
        _ => false,
    }
}

fn parse_stmt<'a>(p: &mut P<'a, 'a>) -> Result<Stmt<'a>, At> {
    let mut results = Vec::new();
    if p.peek().is_some_and(|t| t.kind == Kind::Value) {
        loop {
            let v = p.next("a result `%name`")?;
            if v.kind != Kind::Value {
                return Err(at(
                    v,
                    format!("expected a result `%name`, found `{}`", v.text),
                ));
            }
            let mut n = 1;
            if p.eat(":") {
                let c = p.next("a result count")?;
                n = c
                    .text
                    .parse::<usize>()
                    .ok()
                    .filter(|&n| (1..=4096).contains(&n))
                    .ok_or_else(|| at(c, format!("expected a result count, found `{}`", c.text)))?;
            }
            results.push((v.text, n));
            if p.eat("=") {
                break;
            }
            p.expect(",")?;
        }
    }
    let op = p.next("an operation name")?;
    if !matches!(op.kind, Kind::Ident | Kind::Str) {
        return Err(at(
            op,
            format!("expected an operation name, found `{}`", op.text),
        ));
    }
    let start = p.i;
    let mut open: Vec<&Tok> = Vec::new();
    while let Some(t) = p.peek() {
        if open.is_empty() && t.nl && starts_stmt(t) {
            break;
        }
        if t.kind == Kind::Punct {
            match t.text {
                "(" | "[" | "{" => open.push(t),
                ")" | "]" | "}" => {
                    let Some(o) = open.pop() else { break };
                    let want = match o.text {
                        "(" => ")",
                        "[" => "]",
                        _ => "}",
                    };
                    if t.text != want {
                        return Err(at(
                            t,
                            format!(
                                "expected `{want}` closing `{}` at {}:{}, found `{}`",
                                o.text, o.line, o.col, t.text
                            ),
                        ));
                    }
                }
                _ => {}
            }
        }
        p.i += 1;
    }
    if let Some(o) = open.last() {
        return Err(at(o, format!("`{}` is never closed", o.text)));
    }
    Ok(Stmt {
        results,
        op: op.clone(),
        rest: &p.toks[start..p.i],
    })
}

/// The statements of a region's body (the tokens between its braces).
pub(crate) fn parse_region<'a>(toks: &'a [Tok<'a>]) -> Result<Vec<Stmt<'a>>, At> {
    let mut p = P { toks, i: 0 };
    let mut out = Vec::new();
    while p.peek().is_some() {
        out.push(parse_stmt(&mut p)?);
    }
    Ok(out)
}

// ---- types -----------------------------------------------------------------------

/// Element type of an MLIR type name.
pub(crate) fn dtype_of(s: &str) -> Option<(DType, bool)> {
    Some(match s {
        "f32" => (DType::F32, false),
        "f64" => (DType::F64, false),
        "f16" => (DType::F16, false),
        "bf16" => (DType::BF16, false),
        "i1" => (DType::Bool, false),
        "i8" | "si8" => (DType::I8, false),
        "i16" | "si16" => (DType::I16, false),
        "i32" | "si32" => (DType::I32, false),
        "i64" | "si64" => (DType::I64, false),
        "ui8" => (DType::U8, false),
        "ui16" => (DType::U16, false),
        "ui32" => (DType::U32, false),
        "ui64" => (DType::U64, false),
        "index" => (DType::I64, false),
        _ => return None,
    })
}

/// Parse `tensor<2x16xf32>` (or a bare element type as a scalar).
pub(crate) fn parse_type(t: &Tok) -> Result<(TensorType, bool), At> {
    let body = if t.kind == Kind::Angle && t.text.starts_with("tensor<") {
        &t.text["tensor<".len()..t.text.len() - 1]
    } else if t.kind == Kind::Ident {
        t.text
    } else {
        return Err(at(t, format!("expected a tensor type, found `{}`", t.text)));
    };
    let body = body.split(',').next().unwrap_or(body).trim();
    let mut parts: Vec<&str> = body.split('x').collect();
    // element types containing `x` do not exist among the supported ones
    let elem = parts.pop().unwrap_or("");
    let (dtype, unsigned) = dtype_of(elem.trim()).ok_or_else(|| {
        at(
            t,
            format!("unsupported element type `{elem}` in `{}`", t.text),
        )
    })?;
    let mut shape = Vec::new();
    for d in parts {
        let d = d.trim();
        if d == "?" {
            return Err(at(
                t,
                format!("dynamic dimension `?` in `{}` is not supported", t.text),
            ));
        }
        let n: u64 = d
            .parse()
            .map_err(|_| at(t, format!("bad dimension `{d}` in `{}`", t.text)))?;
        shape.push(Dim::Fixed(n));
    }
    Ok((TensorType::new(dtype, shape), unsigned))
}

/// Value names in scope of one function body.
pub(crate) type Scope = HashMap<String, Vec<ValueId>>;

#[cfg(test)]
mod tests {
    use super::*;

    fn ir(body: &str, sig: &str, ret: &str) -> (String, Vec<String>) {
        let text = format!(
            "module @m {{\n  func.func public @main({sig}) -> ({ret}) {{\n{body}\n  }}\n}}\n"
        );
        let imp = import_str(&text, "t.mlir", &ImportOptions::default()).unwrap();
        hetc_ir::verify(&imp.graph).unwrap();
        (hetc_ir::print_graph(&imp.graph), imp.warnings)
    }

    /// f32[2, 3], low [1, -1], high [0, 2]: drop column 0 (slice 1:3 of dim
    /// 1, giving [2, 2]), one row of the value on top ([3, 2]), then two
    /// columns on the right ([3, 4]).
    #[test]
    fn pad_is_slice_and_concatenations() {
        let (g, w) = ir(
            "    %0 = stablehlo.pad %arg0, %arg1, low = [1, -1], high = [0, 2], interior = [0, 0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3x4xf32>\n    return %0 : tensor<3x4xf32>",
            "%arg0: tensor<2x3xf32>, %arg1: tensor<f32>",
            "tensor<3x4xf32>",
        );
        assert!(w.is_empty(), "{w:?}");
        let ops: Vec<&str> = g.lines().filter(|l| l.contains(" op")).collect();
        assert_eq!(ops.len(), 5, "{g}");
        assert!(
            ops[0].contains(
                "slice(v0) {starts = [1], ends = [3], axes = [1], steps = [1]} : f32[2, 2]"
            ),
            "{g}"
        );
        assert!(ops[1].contains("expand(v1) : f32[1, 2]"), "{g}");
        assert!(
            ops[2].contains("concat(v3, v2) {axis = 0} : f32[3, 2]"),
            "{g}"
        );
        assert!(ops[3].contains("expand(v1) : f32[3, 2]"), "{g}");
        assert!(
            ops[4].contains("concat(v4, v5) {axis = 1} : f32[3, 4]"),
            "{g}"
        );
    }

    /// f32[3] with interior 1: [a, b, c] as rows of [3, 1], a column of the
    /// value beside them ([3, 2]), flattened ([6]: a v b v c v) and cut to
    /// the first 3 + 2 = 5.
    #[test]
    fn interior_pad_is_reshape_concat_slice() {
        let (g, w) = ir(
            "    %0 = stablehlo.pad %arg0, %arg1, low = [0], high = [0], interior = [1] : (tensor<3xf32>, tensor<f32>) -> tensor<5xf32>\n    return %0 : tensor<5xf32>",
            "%arg0: tensor<3xf32>, %arg1: tensor<f32>",
            "tensor<5xf32>",
        );
        assert!(w.is_empty(), "{w:?}");
        for want in [
            "reshape(v0) : f32[3, 1]",
            "expand(v1) : f32[3, 1]",
            "concat(v2, v3) {axis = 1} : f32[3, 2]",
            "reshape(v4) : f32[6]",
            "slice(v5) {starts = [0], ends = [5], axes = [0], steps = [1]} : f32[5]",
        ] {
            assert!(g.contains(want), "{want}\n{g}");
        }
    }

    #[test]
    fn negative_interior_pad_stays_custom_with_a_warning() {
        let (g, w) = ir(
            "    %0 = stablehlo.pad %arg0, %arg1, low = [0], high = [0], interior = [-1] : (tensor<3xf32>, tensor<f32>) -> tensor<1xf32>\n    return %0 : tensor<1xf32>",
            "%arg0: tensor<3xf32>, %arg1: tensor<f32>",
            "tensor<1xf32>",
        );
        assert!(
            g.contains("custom<\"stablehlo\", \"pad\">(v0, v1) : f32[1]"),
            "{g}"
        );
        assert_eq!(w.len(), 1);
        assert!(
            w[0].ends_with("`stablehlo.pad` kept as a custom op"),
            "{w:?}"
        );
    }

    fn window(
        body: &str,
        init: &str,
        dims: &str,
        strides: &str,
        pad: &str,
        ty: (&str, &str),
    ) -> String {
        let b = format!(
            "    %c = stablehlo.constant dense<{init}> : tensor<f32>\n    %0 = \"stablehlo.reduce_window\"(%arg0, %c) <{{base_dilations = array<i64: 1, 1, 1, 1>, padding = {pad}, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: {dims}>, window_strides = array<i64: {strides}>}}> ({{\n    ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n      %1 = stablehlo.{body} %a, %b : tensor<f32>\n      stablehlo.return %1 : tensor<f32>\n    }}) : ({}, tensor<f32>) -> {}\n    return %0 : {}",
            ty.0, ty.1, ty.1
        );
        let (g, w) = ir(&b, &format!("%arg0: {}", ty.0), ty.1);
        assert!(w.is_empty(), "{w:?}\n{g}");
        g
    }

    /// NHWC max pooling 3×3 stride 2 with padding (top 1, bottom 0, left 0,
    /// right 1), splat `dense<0>` padding elsewhere: f32[1, 6, 6, 2] ->
    /// H = (6 + 1 - 3) / 2 + 1 = 3, W likewise.
    #[test]
    fn nhwc_max_pool_transposes_around_max_pool() {
        let g = window(
            "maximum",
            "0xFF800000",
            "1, 3, 3, 1",
            "1, 2, 2, 1",
            "dense<[[0, 0], [1, 0], [0, 1], [0, 0]]> : tensor<4x2xi64>",
            ("tensor<1x6x6x2xf32>", "tensor<1x3x3x2xf32>"),
        );
        assert!(
            g.contains("transpose(v0) {perm = [0, 3, 1, 2]} : f32[1, 2, 6, 6]"),
            "{g}"
        );
        assert!(g.contains("max_pool(v1) {kernel = [3, 3], strides = [2, 2], pads = [1, 0, 0, 1]} : f32[1, 2, 3, 3]"), "{g}");
        assert!(
            g.contains("transpose(v2) {perm = [0, 2, 3, 1]} : f32[1, 3, 3, 2]"),
            "{g}"
        );
    }

    /// NHWC 2×2 sum window (keras AveragePooling2D before its division):
    /// avg_pool times 4; the splat `dense<0>` padding is no padding.
    #[test]
    fn nhwc_sum_window_is_avg_pool_times_window_size() {
        let g = window(
            "add",
            "0.000000e+00",
            "1, 2, 2, 1",
            "1, 2, 2, 1",
            "dense<0> : tensor<4x2xi64>",
            ("tensor<1x4x4x3xf32>", "tensor<1x2x2x3xf32>"),
        );
        assert!(g.contains("avg_pool(v2) {kernel = [2, 2], strides = [2, 2], pads = [0, 0, 0, 0], count_include_pad = 1} : f32[1, 3, 2, 2]"), "{g}");
        assert!(g.contains("= [4.0]"), "{g}");
        assert!(
            g.contains("transpose(v4) {perm = [0, 2, 3, 1]} : f32[1, 2, 2, 3]"),
            "{g}"
        );
    }

    /// NCHW still works, and a window over the channels is not a pooling.
    #[test]
    fn nchw_pool_and_channel_window() {
        let g = window(
            "maximum",
            "0xFF800000",
            "1, 1, 2, 2",
            "1, 1, 2, 2",
            "dense<0> : tensor<4x2xi64>",
            ("tensor<1x3x4x4xf32>", "tensor<1x3x2x2xf32>"),
        );
        assert!(g.contains("max_pool(v0) {kernel = [2, 2], strides = [2, 2], pads = [0, 0, 0, 0]} : f32[1, 3, 2, 2]"), "{g}");
        let b = "    %c = stablehlo.constant dense<0xFF800000> : tensor<f32>\n    %0 = \"stablehlo.reduce_window\"(%arg0, %c) <{window_dimensions = array<i64: 1, 2, 1, 2>}> ({\n    ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n      %1 = stablehlo.maximum %a, %b : tensor<f32>\n      stablehlo.return %1 : tensor<f32>\n    }) : (tensor<1x4x4x4xf32>, tensor<f32>) -> tensor<1x3x4x3xf32>\n    return %0 : tensor<1x3x4x3xf32>";
        let (g, w) = ir(b, "%arg0: tensor<1x4x4x4xf32>", "tensor<1x3x4x3xf32>");
        assert!(
            g.contains("custom<\"stablehlo\", \"reduce_window\">"),
            "{g}"
        );
        assert_eq!(w.len(), 1, "{w:?}");
    }
}

#[cfg(test)]
mod unary_tests {
    use super::*;

    /// `chlo.square x` is `x * x`, `chlo.erfc x` is `1 - erf(x)`, sine and
    /// cosine map one to one.
    #[test]
    fn square_erfc_sine_cosine() {
        let text = "module @m {\n  func.func public @main(%arg0: tensor<3xf32>) -> (tensor<3xf32>) {\n    %0 = chlo.square %arg0 : tensor<3xf32> -> tensor<3xf32>\n    %1 = chlo.erfc %0 : tensor<3xf32> -> tensor<3xf32>\n    %2 = stablehlo.sine %1 : tensor<3xf32>\n    %3 = stablehlo.cosine %2 : tensor<3xf32>\n    return %3 : tensor<3xf32>\n  }\n}\n";
        let imp = import_str(text, "t.mlir", &ImportOptions::default()).unwrap();
        assert!(imp.warnings.is_empty(), "{:?}", imp.warnings);
        hetc_ir::verify(&imp.graph).unwrap();
        let g = hetc_ir::print_graph(&imp.graph);
        for want in [
            "v2 = mul(v0, v0) : f32[3]",
            "v3 = erf(v2) : f32[3]",
            "v4 = sub(v1, v3) : f32[3]",
            "v5 = sin(v4) : f32[3]",
            "v6 = cos(v5) : f32[3]",
        ] {
            assert!(g.contains(want), "{want}\n{g}");
        }
        assert!(g.contains("const v1 \"\" : f32[] = [1.0]"), "{g}");
    }
}
