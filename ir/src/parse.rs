//! Parser for the textual form printed by [`crate::print_graph`].
//!
//! Errors carry `line:column` and what was expected. Ids are renumbered in
//! definition order (so a compacted graph parses back to the same ids).

use crate::entities::ValueId;
use crate::graph::{Graph, TensorData, ValueDef};
use crate::op::{Attr, Attrs, OpKind};
use crate::sym::Expr;
use crate::types::{DType, Dim, TensorType};
use std::collections::HashMap;

/// A syntax or reference error in IR text.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{line}:{col}: {msg}")]
pub struct ParseError {
    pub line: usize,
    pub col: usize,
    pub msg: String,
}

#[derive(Debug, Clone, PartialEq)]
enum Tok {
    Ident(String),
    Str(String),
    Int(i64),
    Float(f64),
    Punct(char),
    Eof,
}

impl std::fmt::Display for Tok {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Tok::Ident(s) => write!(f, "`{s}`"),
            Tok::Str(s) => write!(f, "string {s:?}"),
            Tok::Int(v) => write!(f, "integer {v}"),
            Tok::Float(v) => write!(f, "number {v}"),
            Tok::Punct(c) => write!(f, "`{c}`"),
            Tok::Eof => f.write_str("end of input"),
        }
    }
}

struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
    line: usize,
    col: usize,
}

impl<'a> Lexer<'a> {
    fn err(&self, line: usize, col: usize, msg: impl Into<String>) -> ParseError {
        ParseError {
            line,
            col,
            msg: msg.into(),
        }
    }

    fn bump(&mut self) -> Option<u8> {
        let c = *self.src.get(self.pos)?;
        self.pos += 1;
        if c == b'\n' {
            self.line += 1;
            self.col = 1;
        } else if c & 0xC0 != 0x80 {
            self.col += 1;
        }
        Some(c)
    }

    fn peek(&self) -> Option<u8> {
        self.src.get(self.pos).copied()
    }

    fn tokens(mut self) -> Result<Vec<(Tok, usize, usize)>, ParseError> {
        let mut out = Vec::new();
        loop {
            while let Some(c) = self.peek() {
                if c.is_ascii_whitespace() {
                    self.bump();
                } else if c == b'#' {
                    while let Some(c) = self.peek() {
                        if c == b'\n' {
                            break;
                        }
                        self.bump();
                    }
                } else {
                    break;
                }
            }
            let (line, col) = (self.line, self.col);
            let Some(c) = self.peek() else {
                out.push((Tok::Eof, line, col));
                return Ok(out);
            };
            let tok = if c == b'"' {
                self.bump();
                self.string(line, col)?
            } else if c.is_ascii_digit()
                || (c == b'-'
                    && (self.src.get(self.pos + 1).is_some_and(u8::is_ascii_digit)
                        || (self.src[self.pos..].starts_with(b"-inf")
                            && !self.src.get(self.pos + 4).is_some_and(|d| {
                                d.is_ascii_alphanumeric() || *d == b'_' || *d == b'.'
                            }))))
            {
                self.number(line, col)?
            } else if c.is_ascii_alphabetic() || c == b'_' {
                let start = self.pos;
                while let Some(c) = self.peek() {
                    if c.is_ascii_alphanumeric() || c == b'_' || c == b'.' {
                        self.bump();
                    } else {
                        break;
                    }
                }
                let s = std::str::from_utf8(&self.src[start..self.pos]).unwrap_or_default();
                match s {
                    "inf" => Tok::Float(f64::INFINITY),
                    "nan" => Tok::Float(f64::NAN),
                    _ => Tok::Ident(s.to_string()),
                }
            } else if b"{}()[]<>,:=*+-/".contains(&c) {
                self.bump();
                Tok::Punct(c as char)
            } else {
                return Err(self.err(line, col, format!("unexpected character {:?}", c as char)));
            };
            out.push((tok, line, col));
        }
    }

    fn string(&mut self, line: usize, col: usize) -> Result<Tok, ParseError> {
        let mut bytes = Vec::new();
        loop {
            match self.bump() {
                None => return Err(self.err(line, col, "unterminated string")),
                Some(b'"') => break,
                Some(b'\\') => match self.bump() {
                    Some(b'n') => bytes.push(b'\n'),
                    Some(b't') => bytes.push(b'\t'),
                    Some(b'r') => bytes.push(b'\r'),
                    Some(b'0') => bytes.push(0),
                    Some(b'\\') => bytes.push(b'\\'),
                    Some(b'"') => bytes.push(b'"'),
                    Some(b'\'') => bytes.push(b'\''),
                    Some(b'u') => {
                        if self.bump() != Some(b'{') {
                            return Err(self.err(self.line, self.col, "expected `{` after \\u"));
                        }
                        let start = self.pos;
                        while self.peek().is_some_and(|c| c != b'}') {
                            self.bump();
                        }
                        let hex = std::str::from_utf8(&self.src[start..self.pos]).unwrap_or("");
                        self.bump();
                        let ch = u32::from_str_radix(hex, 16)
                            .ok()
                            .and_then(char::from_u32)
                            .ok_or_else(|| {
                                self.err(self.line, self.col, format!("bad unicode escape {hex:?}"))
                            })?;
                        let mut buf = [0u8; 4];
                        bytes.extend(ch.encode_utf8(&mut buf).as_bytes());
                    }
                    _ => return Err(self.err(self.line, self.col, "unknown escape in string")),
                },
                Some(c) => bytes.push(c),
            }
        }
        String::from_utf8(bytes)
            .map(Tok::Str)
            .map_err(|_| self.err(line, col, "string is not valid UTF-8"))
    }

    fn number(&mut self, line: usize, col: usize) -> Result<Tok, ParseError> {
        let start = self.pos;
        if self.peek() == Some(b'-') {
            self.bump();
            if self.peek() == Some(b'i') {
                for expect in b"inf" {
                    if self.bump() != Some(*expect) {
                        return Err(self.err(line, col, "malformed number"));
                    }
                }
                return Ok(Tok::Float(f64::NEG_INFINITY));
            }
        }
        let mut is_float = false;
        while let Some(c) = self.peek() {
            if c.is_ascii_digit() {
                self.bump();
            } else if c == b'.' || c == b'e' || c == b'E' {
                is_float = true;
                self.bump();
                if (c == b'e' || c == b'E') && matches!(self.peek(), Some(b'-') | Some(b'+')) {
                    self.bump();
                }
            } else {
                break;
            }
        }
        let s = std::str::from_utf8(&self.src[start..self.pos]).unwrap_or("");
        if is_float {
            s.parse::<f64>()
                .map(Tok::Float)
                .map_err(|_| self.err(line, col, format!("malformed number {s:?}")))
        } else {
            s.parse::<i64>()
                .map(Tok::Int)
                .map_err(|_| self.err(line, col, format!("integer {s:?} out of range")))
        }
    }
}

struct Parser {
    toks: Vec<(Tok, usize, usize)>,
    pos: usize,
    names: HashMap<String, ValueId>,
}

/// Parse IR text into a graph. Does not verify it: run [`crate::verify`] next.
pub fn parse_graph(src: &str) -> Result<Graph, ParseError> {
    let toks = Lexer {
        src: src.as_bytes(),
        pos: 0,
        line: 1,
        col: 1,
    }
    .tokens()?;
    let mut p = Parser {
        toks,
        pos: 0,
        names: HashMap::new(),
    };
    p.graph()
}

impl Parser {
    fn at(&self) -> usize {
        self.pos.min(self.toks.len() - 1)
    }

    fn peek(&self) -> &Tok {
        &self.toks[self.at()].0
    }

    /// Consume one token. Past the end this keeps returning `Eof` but still
    /// advances, so a following `self.pos -= 1` always steps back to it.
    fn next(&mut self) -> Tok {
        let t = self.toks[self.at()].0.clone();
        self.pos += 1;
        t
    }

    fn err(&self, msg: impl Into<String>) -> ParseError {
        let (_, line, col) = self.toks[self.at()];
        ParseError {
            line,
            col,
            msg: msg.into(),
        }
    }

    fn expected(&self, what: &str) -> ParseError {
        self.err(format!("expected {what}, found {}", self.peek()))
    }

    fn punct(&mut self, c: char) -> Result<(), ParseError> {
        if *self.peek() == Tok::Punct(c) {
            self.next();
            Ok(())
        } else {
            Err(self.expected(&format!("`{c}`")))
        }
    }

    fn eat(&mut self, c: char) -> bool {
        if *self.peek() == Tok::Punct(c) {
            self.next();
            true
        } else {
            false
        }
    }

    fn keyword(&mut self, kw: &str) -> Result<(), ParseError> {
        match self.peek() {
            Tok::Ident(s) if s == kw => {
                self.next();
                Ok(())
            }
            _ => Err(self.expected(&format!("`{kw}`"))),
        }
    }

    fn ident(&mut self, what: &str) -> Result<String, ParseError> {
        match self.peek().clone() {
            Tok::Ident(s) => {
                self.next();
                Ok(s)
            }
            _ => Err(self.expected(what)),
        }
    }

    fn string(&mut self) -> Result<String, ParseError> {
        match self.peek().clone() {
            Tok::Str(s) => {
                self.next();
                Ok(s)
            }
            _ => Err(self.expected("a string")),
        }
    }

    fn value_name(&mut self) -> Result<String, ParseError> {
        let name = self.ident("a value id like `v3`")?;
        if !is_id(&name, "v") {
            self.pos -= 1;
            return Err(self.expected("a value id like `v3`"));
        }
        Ok(name)
    }

    fn define(&mut self, name: String, v: ValueId) -> Result<(), ParseError> {
        if self.names.insert(name.clone(), v).is_some() {
            self.pos -= 1;
            return Err(self.err(format!("value {name} is defined twice")));
        }
        Ok(())
    }

    fn use_value(&mut self) -> Result<ValueId, ParseError> {
        let name = self.value_name()?;
        match self.names.get(&name) {
            Some(v) => Ok(*v),
            None => {
                self.pos -= 1;
                Err(self.err(format!("value {name} is used before it is defined")))
            }
        }
    }

    fn graph(&mut self) -> Result<Graph, ParseError> {
        self.keyword("graph")?;
        let name = self.string()?;
        let mut g = Graph::new(name);
        self.punct('{')?;
        loop {
            let Tok::Ident(word) = self.peek().clone() else {
                return Err(self.expected("`input`, `assume`, `param`, `const`, an op or `output`"));
            };
            match word.as_str() {
                "input" | "param" | "const" => {
                    self.next();
                    let id = self.value_name()?;
                    let vname = self.string()?;
                    self.punct(':')?;
                    let ty = self.tensor_type()?;
                    let v = match word.as_str() {
                        "input" => g.add_input(vname, ty),
                        "param" => g.add_param(vname, ty, None),
                        _ => {
                            let data = if self.eat('=') {
                                self.const_data(&ty)?
                            } else {
                                None
                            };
                            g.add_const(vname, ty, data)
                        }
                    };
                    self.define(id, v)?;
                }
                "assume" => {
                    self.next();
                    let e = self.expr()?;
                    let atom = e.as_atom().cloned().ok_or_else(|| {
                        self.err(format!("an assumption is about one extent, not `{e}`"))
                    })?;
                    self.punct('=')?;
                    let value = self.expr()?;
                    let origin = self.string()?;
                    if !g.assume(atom, value.clone(), origin) {
                        return Err(self.err(format!(
                            "the assumption `{e}` = {value} contradicts the ones before it"
                        )));
                    }
                }
                "output" => {
                    self.next();
                    if !matches!(self.peek(), Tok::Punct('}')) {
                        loop {
                            let v = self.use_value()?;
                            let n = self.string()?;
                            if !n.is_empty() && matches!(g.values[v].def, ValueDef::Result(..)) {
                                g.values[v].name = n;
                            }
                            g.outputs.push(v);
                            if !self.eat(',') {
                                break;
                            }
                        }
                    }
                    self.punct('}')?;
                    if *self.peek() != Tok::Eof {
                        return Err(self.expected("end of input after the graph"));
                    }
                    return Ok(g);
                }
                w if is_id(w, "op") => self.op(&mut g)?,
                _ => {
                    return Err(
                        self.expected("`input`, `assume`, `param`, `const`, an op or `output`")
                    )
                }
            }
        }
    }

    fn const_data(&mut self, ty: &TensorType) -> Result<Option<TensorData>, ParseError> {
        if self.eat('<') {
            match self.next() {
                Tok::Int(_) => {}
                _ => return Err(self.expected("a byte count")),
            }
            self.keyword("bytes")?;
            self.punct('>')?;
            return Ok(None);
        }
        self.punct('[')?;
        let mut vals = Vec::new();
        if !self.eat(']') {
            loop {
                match self.next() {
                    Tok::Int(i) => vals.push(i as f64),
                    Tok::Float(f) => vals.push(f),
                    _ => {
                        self.pos -= 1;
                        return Err(self.expected("a number"));
                    }
                }
                if !self.eat(',') {
                    break;
                }
            }
            self.punct(']')?;
        }
        if let Some(n) = ty.num_elements() {
            if n as usize != vals.len() {
                return Err(self.err(format!(
                    "constant of type {ty} needs {n} elements, found {}",
                    vals.len()
                )));
            }
        }
        // i64 values beyond 2^53 must not go through f64.
        if ty.dtype == DType::I64 {
            return Ok(Some(TensorData::from_i64s(&self.reparse_ints(vals.len()))));
        }
        Ok(Some(TensorData::from_f64s(ty.dtype, &vals)))
    }

    /// Re-read the last `n` numeric tokens as exact integers.
    fn reparse_ints(&self, n: usize) -> Vec<i64> {
        let mut out = Vec::with_capacity(n);
        let mut i = self.pos;
        while out.len() < n && i > 0 {
            i -= 1;
            match &self.toks[i].0 {
                Tok::Int(v) => out.push(*v),
                Tok::Float(f) => out.push(*f as i64),
                _ => {}
            }
        }
        out.reverse();
        out
    }

    fn tensor_type(&mut self) -> Result<TensorType, ParseError> {
        let dt = self.ident("an element type like `f32`")?;
        let dtype = DType::from_name(&dt).ok_or_else(|| {
            self.pos -= 1;
            self.err(format!("unknown element type `{dt}`"))
        })?;
        self.punct('[')?;
        let mut shape = smallvec::SmallVec::new();
        if !self.eat(']') {
            loop {
                shape.push(self.dim()?);
                if !self.eat(',') {
                    break;
                }
            }
            self.punct(']')?;
        }
        Ok(TensorType { dtype, shape })
    }

    fn dim(&mut self) -> Result<Dim, ParseError> {
        let e = self.expr()?;
        Dim::from_expr(e).ok_or_else(|| {
            self.pos -= 1;
            self.err("a dimension must not be negative")
        })
    }

    /// A symbolic integer expression as [`Expr`]'s `Display` prints it:
    /// sums and differences of products of integers, symbols,
    /// `floor(e/k)`, `quot(n, d)`, `min(…)`, `max(…)` and parenthesised
    /// expressions.
    fn expr(&mut self) -> Result<Expr, ParseError> {
        let mut acc = if self.eat('-') {
            self.term()?.neg()
        } else {
            self.term()?
        };
        loop {
            if self.eat('+') {
                acc = acc.add(&self.term()?);
            } else if self.eat('-') {
                acc = acc.sub(&self.term()?);
            } else if matches!(self.peek(), Tok::Int(v) if *v < 0) {
                // `x -1`: the lexer read the sign into the number.
                acc = acc.add(&self.term()?);
            } else {
                return Ok(acc);
            }
        }
    }

    fn term(&mut self) -> Result<Expr, ParseError> {
        let mut acc = self.factor()?;
        while self.eat('*') {
            acc = acc.mul(&self.factor()?);
        }
        Ok(acc)
    }

    fn factor(&mut self) -> Result<Expr, ParseError> {
        match self.next() {
            Tok::Int(n) => Ok(Expr::int(n)),
            Tok::Punct('(') => {
                let e = self.expr()?;
                self.punct(')')?;
                Ok(e)
            }
            Tok::Ident(s) if *self.peek() == Tok::Punct('(') => {
                self.next();
                let first = self.expr()?;
                let e = match s.as_str() {
                    "floor" => {
                        self.punct('/')?;
                        let k = match self.next() {
                            Tok::Int(k) if k > 0 => k as u64,
                            _ => {
                                self.pos -= 1;
                                return Err(self.expected("a positive divisor"));
                            }
                        };
                        first.floordiv(k).unwrap_or_default()
                    }
                    "quot" => {
                        self.punct(',')?;
                        let d = self.expr()?;
                        first
                            .quot(&d)
                            .ok_or_else(|| self.err("a quotient by zero".to_string()))?
                    }
                    "min" | "max" => {
                        let mut acc = first;
                        while self.eat(',') {
                            let x = self.expr()?;
                            acc = if s == "min" {
                                acc.min_with(&x)
                            } else {
                                acc.max_with(&x)
                            };
                        }
                        acc
                    }
                    _ => {
                        return Err(self.err(format!(
                            "unknown function `{s}` in a dimension (floor, quot, min or max)"
                        )))
                    }
                };
                self.punct(')')?;
                Ok(e)
            }
            Tok::Ident(s) => Ok(Expr::sym(s)),
            _ => {
                self.pos -= 1;
                Err(self.expected("a dimension"))
            }
        }
    }

    fn op(&mut self, g: &mut Graph) -> Result<(), ParseError> {
        self.next(); // opN
        let name = self.string()?;
        self.punct(':')?;
        let mut results = Vec::new();
        if matches!(self.peek(), Tok::Ident(s) if is_id(s, "v")) {
            loop {
                results.push(self.value_name()?);
                if !self.eat(',') {
                    break;
                }
            }
            self.punct('=')?;
        }
        let kname = self.ident("an op name")?;
        let kind = if kname == "custom" {
            self.punct('<')?;
            let domain = self.string()?;
            self.punct(',')?;
            let n = self.string()?;
            self.punct('>')?;
            OpKind::Custom { domain, name: n }
        } else {
            OpKind::from_name(&kname).ok_or_else(|| {
                self.pos -= 1;
                self.err(format!("unknown op `{kname}`"))
            })?
        };
        self.punct('(')?;
        let mut inputs = Vec::new();
        if !self.eat(')') {
            loop {
                inputs.push(self.use_value()?);
                if !self.eat(',') {
                    break;
                }
            }
            self.punct(')')?;
        }
        let mut attrs = Attrs::new();
        if self.eat('{') {
            loop {
                let key = self.ident("an attribute name")?;
                self.punct('=')?;
                let a = self.attr()?;
                attrs.insert(key, a);
                if !self.eat(',') {
                    break;
                }
            }
            self.punct('}')?;
        }
        let mut types = Vec::new();
        if !results.is_empty() {
            self.punct(':')?;
            loop {
                types.push(self.tensor_type()?);
                if !self.eat(',') {
                    break;
                }
            }
        }
        if types.len() != results.len() {
            return Err(self.err(format!(
                "{} results but {} types",
                results.len(),
                types.len()
            )));
        }
        let op = g.add_op(kind, &inputs, attrs, types, name);
        let outs = g.ops[op].outputs.clone();
        for (rname, v) in results.into_iter().zip(outs) {
            self.define(rname, v)?;
        }
        Ok(())
    }

    fn attr(&mut self) -> Result<Attr, ParseError> {
        match self.next() {
            Tok::Int(v) => Ok(Attr::Int(v)),
            Tok::Float(v) => Ok(Attr::Float(v)),
            Tok::Str(s) => Ok(Attr::Str(s)),
            Tok::Ident(s) => match DType::from_name(&s) {
                Some(d) => Ok(Attr::DType(d)),
                None => {
                    self.pos -= 1;
                    Err(self.err(format!("unknown attribute value `{s}`")))
                }
            },
            Tok::Punct('[') => {
                let mut exprs = Vec::new();
                let mut floats = Vec::new();
                let mut any_float = false;
                if !self.eat(']') {
                    loop {
                        if let Tok::Float(v) = *self.peek() {
                            self.next();
                            any_float = true;
                            floats.push(v);
                        } else {
                            let e = self.expr()?;
                            floats.push(e.as_const().unwrap_or(0) as f64);
                            exprs.push(e);
                        }
                        if !self.eat(',') {
                            break;
                        }
                    }
                    self.punct(']')?;
                }
                let ints: Option<Vec<i64>> = exprs.iter().map(Expr::as_const).collect();
                match (any_float, ints) {
                    (true, _) if exprs.iter().all(|e| e.as_const().is_some()) => {
                        Ok(Attr::Floats(floats))
                    }
                    (true, _) => Err(self.err("a list mixes numbers and symbolic integers")),
                    (false, Some(ints)) => Ok(Attr::Ints(ints)),
                    (false, None) => Ok(Attr::SymInts(exprs)),
                }
            }
            _ => {
                self.pos -= 1;
                Err(self.expected("an attribute value"))
            }
        }
    }
}

fn is_id(s: &str, prefix: &str) -> bool {
    s.strip_prefix(prefix)
        .is_some_and(|rest| !rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit()))
}
