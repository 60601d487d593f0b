//! StableHLO emission: a stage graph as a StableHLO module in the pretty
//! textual syntax `jax.jit(f).lower(…).as_text()` prints.
//!
//! Establishes: one `func.func public @main` whose arguments are the stage's
//! inputs (in order) followed by its weights (parameters, in id order), and
//! whose results are the stage's outputs; non-trainable constants inline as
//! `stablehlo.constant dense<"0x…">` (raw little-endian bytes). Each IR op
//! becomes the StableHLO ops of its ONNX semantics: implicit broadcasting is
//! made explicit with `stablehlo.broadcast_in_dim`, GEMMs are
//! `stablehlo.dot_general` (broadcast batch dims materialised, a 2-D weight
//! contracted after folding the batch into rows), normalisations and
//! softmax are `stablehlo.reduce` chains, pooling `stablehlo.reduce_window`,
//! erf `chlo.erf` (as jax emits it). Output is deterministic text.
//!
//! Assumes a verified graph with fixed dims and no collectives (emit the
//! stage graph, not TP rank graphs). Ops without a StableHLO lowering here
//! (negative-step slices, 3-D convolution, custom ops, collectives) are
//! errors naming the op. One-hot is an `iota` compared with the
//! (wrapped) indices and a `select` of the two values. Top-k is `chlo.top_k` (jax's form; last dim,
//! largest, i32 indices) with transposes / negations / a convert around it.

use crate::BackendError;
use hetc_ir::{DType, Graph, OpData, OpId, OpKind, TensorType, ValueDef, ValueId, Verified};
use std::collections::BTreeMap;
use std::fmt::Write;

fn err(m: impl Into<String>) -> BackendError {
    BackendError::StableHlo(m.into())
}

/// MLIR element type name.
pub fn elem(d: DType) -> &'static str {
    match d {
        DType::U64 => "ui64",
        DType::U32 => "ui32",
        DType::U16 => "ui16",
        DType::U8 => "ui8",
        DType::Bool => "i1",
        DType::F8E4M3FN => "f8E4M3FN",
        DType::F8E4M3FNUZ => "f8E4M3FNUZ",
        DType::F8E5M2 => "f8E5M2",
        DType::F8E5M2FNUZ => "f8E5M2FNUZ",
        DType::F8E8M0 => "f8E8M0FNU",
        DType::F4E2M1 => "f4E2M1FN",
        DType::U4 => "ui4",
        DType::U2 => "ui2",
        d => d.name(),
    }
}

fn shape_of(t: &TensorType) -> Result<Vec<u64>, BackendError> {
    t.fixed_dims()
        .ok_or_else(|| err(format!("symbolic type {t}; bind its dims")))
}

/// `tensor<2x3xf32>` / `tensor<f32>`.
pub fn tensor_ty(shape: &[u64], d: DType) -> String {
    let mut s = String::from("tensor<");
    for x in shape {
        let _ = write!(s, "{x}x");
    }
    s.push_str(elem(d));
    s.push('>');
    s
}

fn ty_of(t: &TensorType) -> Result<String, BackendError> {
    Ok(tensor_ty(&shape_of(t)?, t.dtype))
}

fn list(v: &[impl std::fmt::Display]) -> String {
    v.iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// A dense attribute literal of raw little-endian bytes (`i1` as a list).
fn dense(bytes: &[u8], d: DType) -> String {
    if d == DType::Bool {
        let items: Vec<&str> = bytes
            .iter()
            .map(|&b| if b != 0 { "true" } else { "false" })
            .collect();
        return if items.len() == 1 {
            format!("dense<{}>", items[0])
        } else {
            format!("dense<[{}]>", items.join(", "))
        };
    }
    let mut s = String::with_capacity(bytes.len() * 2 + 12);
    s.push_str("dense<\"0x");
    for b in bytes {
        let _ = write!(s, "{b:02X}");
    }
    s.push_str("\">");
    s
}

/// [`dense`] of a constant of shape `shape`: a bool one of two or more
/// dimensions as nested lists, which MLIR's parser requires of a
/// non-splat literal (the hex form is not read for `i1`).
fn dense_shaped(bytes: &[u8], d: DType, shape: &[u64]) -> String {
    if d != DType::Bool || shape.len() < 2 || bytes.len() < 2 {
        return dense(bytes, d);
    }
    fn nest(bytes: &[u8], shape: &[u64], out: &mut String) {
        out.push('[');
        if shape.len() == 1 {
            let items: Vec<&str> = bytes
                .iter()
                .map(|&b| if b != 0 { "true" } else { "false" })
                .collect();
            out.push_str(&items.join(", "));
        } else {
            let inner = shape[1..].iter().product::<u64>() as usize;
            for (i, part) in bytes.chunks(inner.max(1)).enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                nest(part, &shape[1..], out);
            }
        }
        out.push(']');
    }
    let mut s = String::from("dense<");
    nest(bytes, shape, &mut s);
    s.push('>');
    s
}

struct Emitter<'g> {
    g: &'g Graph,
    body: String,
    next: usize,
    /// The module is for IREE: float `Pow` as [`Emitter::float_pow`]
    /// instead of `stablehlo.power`, and convolutions without padding past
    /// their last window.
    exact_pow: bool,
}

impl Emitter<'_> {
    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%{}", self.next - 1)
    }

    fn line(&mut self, s: String) {
        self.body.push_str("    ");
        self.body.push_str(&s);
        self.body.push('\n');
    }

    /// `%r = <text> : <sig>` for a fresh %r.
    fn op(&mut self, text: String) -> String {
        let r = self.fresh();
        self.line(format!("{r} = {text}"));
        r
    }

    fn scalar_const(&mut self, v: f64, d: DType) -> String {
        let data = hetc_ir::TensorData::from_f64s(d, &[v]);
        let t = tensor_ty(&[], d);
        self.op(format!(
            "stablehlo.constant {} : {t}",
            dense(&data.bytes, d)
        ))
    }

    /// Broadcast `x` (shape `from`) to `to` (numpy rules, aligned right).
    fn bcast(&mut self, x: &str, from: &[u64], to: &[u64], d: DType) -> String {
        if from == to {
            return x.to_string();
        }
        let shift = to.len() - from.len();
        let dims: Vec<usize> = (shift..to.len()).collect();
        self.op(format!(
            "stablehlo.broadcast_in_dim {x}, dims = [{}] : ({}) -> {}",
            list(&dims),
            tensor_ty(from, d),
            tensor_ty(to, d)
        ))
    }

    fn binary(&mut self, name: &str, a: &str, b: &str, shape: &[u64], d: DType) -> String {
        self.op(format!(
            "stablehlo.{name} {a}, {b} : {}",
            tensor_ty(shape, d)
        ))
    }

    /// Indices `idx` (shape `is`, type `it`) with the negative ones counted
    /// from the end: `idx + n` where `idx < 0`, `n` already of shape `is`.
    /// `stablehlo.gather` clamps start indices into range, where the IR's
    /// gathers wrap negative ones (ONNX); unsigned indices pass as they are.
    fn wrap_negative(&mut self, idx: &str, is: &[u64], it: DType, n: &str) -> String {
        if it.is_unsigned() {
            return idx.to_string();
        }
        let (t, bt) = (tensor_ty(is, it), tensor_ty(is, DType::Bool));
        let z = self.scalar_const(0.0, it);
        let zb = self.bcast(&z, &[], is, it);
        let neg = self.op(format!(
            "stablehlo.compare  LT, {idx}, {zb},  SIGNED : ({t}, {t}) -> {bt}"
        ));
        let up = self.binary("add", idx, n, is, it);
        self.op(format!("stablehlo.select {neg}, {up}, {idx} : {bt}, {t}"))
    }

    /// `a^b` of floats as C's `pow`: `|a|^b`, negated for a negative base
    /// and an odd integral exponent, `stablehlo.power` itself (NaN) for a
    /// negative base and a fractional one, 1 for a zero exponent.
    /// `stablehlo.power`'s lowerings compute `exp(b·ln a)` (IREE's among
    /// them): NaN for every negative base — it made the backward of
    /// GPT-2's tanh GELU (`3·x^2`) NaN on IREE.
    fn float_pow(&mut self, a: &str, b: &str, sh: &[u64], d: DType) -> String {
        let (t, bt) = (tensor_ty(sh, d), tensor_ty(sh, DType::Bool));
        let splat = |e: &mut Self, v: f64| {
            let c = e.scalar_const(v, d);
            e.bcast(&c, &[], sh, d)
        };
        let (zero, one, two) = (splat(self, 0.0), splat(self, 1.0), splat(self, 2.0));
        let cmp = |e: &mut Self, dir: &str, x: &str, y: &str| {
            e.op(format!(
                "stablehlo.compare  {dir}, {x}, {y},  FLOAT : ({t}, {t}) -> {bt}"
            ))
        };
        let abs = self.unary("abs", a, sh, d);
        let p = self.binary("power", &abs, b, sh, d);
        let fl = self.unary("floor", b, sh, d);
        let int = cmp(self, "EQ", &fl, b);
        let half = self.binary("divide", b, &two, sh, d);
        let fh = self.unary("floor", &half, sh, d);
        let odd = cmp(self, "NE", &fh, &half);
        let neg = cmp(self, "LT", a, &zero);
        let odd_int = self.binary("and", &int, &odd, sh, DType::Bool);
        let flip = self.binary("and", &neg, &odd_int, sh, DType::Bool);
        let np = self.unary("negate", &p, sh, d);
        let signed = self.op(format!("stablehlo.select {flip}, {np}, {p} : {bt}, {t}"));
        let frac = self.unary("not", &int, sh, DType::Bool);
        let nan = self.binary("and", &neg, &frac, sh, DType::Bool);
        let raw = self.binary("power", a, b, sh, d);
        let r = self.op(format!(
            "stablehlo.select {nan}, {raw}, {signed} : {bt}, {t}"
        ));
        let b0 = cmp(self, "EQ", b, &zero);
        self.op(format!("stablehlo.select {b0}, {one}, {r} : {bt}, {t}"))
    }

    fn unary(&mut self, name: &str, a: &str, shape: &[u64], d: DType) -> String {
        self.op(format!("stablehlo.{name} {a} : {}", tensor_ty(shape, d)))
    }

    fn reshape(&mut self, x: &str, from: &[u64], to: &[u64], d: DType) -> String {
        if from == to {
            return x.to_string();
        }
        self.op(format!(
            "stablehlo.reshape {x} : ({}) -> {}",
            tensor_ty(from, d),
            tensor_ty(to, d)
        ))
    }

    /// `x` (shape `from`) with its dims permuted by `perm` (none if identity).
    fn transpose(&mut self, x: &str, perm: &[usize], from: &[u64], d: DType) -> String {
        if perm.iter().enumerate().all(|(i, &p)| i == p) {
            return x.to_string();
        }
        self.op(format!(
            "stablehlo.transpose {x}, dims = [{}] : ({}) -> {}",
            list(perm),
            tensor_ty(from, d),
            tensor_ty(&permute(from, perm), d)
        ))
    }

    /// Reduce `x` over `axes` with `kind` (add / maximum) from `init`.
    fn reduce(
        &mut self,
        x: &str,
        shape: &[u64],
        axes: &[usize],
        kind: &str,
        init: f64,
        d: DType,
    ) -> (String, Vec<u64>) {
        let c = self.scalar_const(init, d);
        let out: Vec<u64> = (0..shape.len())
            .filter(|i| !axes.contains(i))
            .map(|i| shape[i])
            .collect();
        let r = self.op(format!(
            "stablehlo.reduce({x} init: {c}) applies stablehlo.{kind} across dimensions = [{}] : ({}, {}) -> {}",
            list(axes),
            tensor_ty(shape, d),
            tensor_ty(&[], d),
            tensor_ty(&out, d)
        ));
        (r, out)
    }

    /// Broadcast a reduced tensor (dims `axes` removed) back to `shape`.
    fn unreduce(
        &mut self,
        x: &str,
        reduced: &[u64],
        shape: &[u64],
        axes: &[usize],
        d: DType,
    ) -> String {
        let dims: Vec<usize> = (0..shape.len()).filter(|i| !axes.contains(i)).collect();
        self.op(format!(
            "stablehlo.broadcast_in_dim {x}, dims = [{}] : ({}) -> {}",
            list(&dims),
            tensor_ty(reduced, d),
            tensor_ty(shape, d)
        ))
    }
}

fn permute(s: &[u64], perm: &[usize]) -> Vec<u64> {
    perm.iter().map(|&p| s[p]).collect()
}

fn norm_axis(a: i64, rank: usize) -> usize {
    if a < 0 {
        (a + rank as i64).max(0) as usize
    } else {
        a as usize
    }
}

/// The module text of a stage graph.
pub fn emit_module(graph: Verified<'_>, module_name: &str) -> Result<String, BackendError> {
    emit(graph, module_name, false)
}

/// [`emit_module`] for IREE: float powers computed as C's `pow` from
/// `|x|^y` ([`Emitter::float_pow`]), which IREE's `stablehlo.power`
/// does not for negative bases.
pub fn emit_module_for_iree(
    graph: Verified<'_>,
    module_name: &str,
) -> Result<String, BackendError> {
    emit(graph, module_name, true)
}

fn emit(graph: Verified<'_>, module_name: &str, exact_pow: bool) -> Result<String, BackendError> {
    let g = graph.graph();
    let mut e = Emitter {
        g,
        body: String::new(),
        next: 0,
        exact_pow,
    };
    let mut names = cranelift_entity::SecondaryMap::<ValueId, Option<String>>::new();
    let mut args = Vec::new();
    let params: Vec<ValueId> = g
        .params()
        .filter(|&v| g.used_values().contains(v))
        .collect();
    for (i, &v) in g.inputs.iter().chain(&params).enumerate() {
        let n = format!("%arg{i}");
        args.push(format!("{n}: {}", ty_of(g.ty(v))?));
        names[v] = Some(n);
    }
    for (_, op) in g.ops_in_order() {
        for &v in &op.inputs {
            if names[v].is_none() && g.values[v].def == ValueDef::Const {
                let data = g
                    .data
                    .get(&v)
                    .ok_or_else(|| err(format!("constant {v} has no data")))?;
                let t = ty_of(g.ty(v))?;
                let c = e.op(format!(
                    "stablehlo.constant {} : {t}",
                    dense_shaped(&data.bytes, data.dtype, &shape_of(g.ty(v))?)
                ));
                names[v] = Some(c);
            }
        }
        let ins: Vec<String> = op
            .inputs
            .iter()
            .map(|&v| {
                names[v]
                    .clone()
                    .ok_or_else(|| err(format!("{v} has no value")))
            })
            .collect::<Result<_, _>>()?;
        let outs = lower_op(&mut e, op, &ins)?;
        for (&r, n) in op.outputs.iter().zip(outs) {
            names[r] = Some(n);
        }
    }
    let mut rets = Vec::new();
    let mut rtys = Vec::new();
    for &v in &g.outputs {
        rets.push(
            names[v]
                .clone()
                .ok_or_else(|| err(format!("output {v} has no value")))?,
        );
        rtys.push(ty_of(g.ty(v))?);
    }
    let mut s = String::new();
    let _ = writeln!(s, "module @{module_name} {{");
    let _ = writeln!(
        s,
        "  func.func public @main({}) -> ({}) {{",
        args.join(", "),
        rtys.join(", ")
    );
    s.push_str(&e.body);
    let _ = writeln!(s, "    return {} : {}", rets.join(", "), rtys.join(", "));
    s.push_str("  }\n}\n");
    Ok(s)
}

/// The ops of `graph` that [`emit_module_for_iree`] has no lowering for,
/// with why: an IREE chain sets each apart as a segment of its own, which
/// the runtime runs in its reference interpreter (as hetc's cpu code does
/// with [`crate::mlir::unlowered_ops`]). Every op is tried once, in order;
/// one that does not lower gives its results placeholder names, so the ops
/// after it are still tried. An error only for what no op can fix (a
/// symbolic type).
pub fn unlowered_ops(graph: Verified<'_>) -> Result<BTreeMap<OpId, String>, BackendError> {
    let g = graph.graph();
    let mut e = Emitter {
        g,
        body: String::new(),
        next: 0,
        exact_pow: true,
    };
    let mut names = cranelift_entity::SecondaryMap::<ValueId, Option<String>>::new();
    for v in g.values.keys() {
        if !matches!(g.values[v].def, ValueDef::Result(..)) {
            names[v] = Some(format!("%in{}", v.as_u32()));
        }
    }
    let mut apart = BTreeMap::new();
    for (id, op) in g.ops_in_order() {
        let ins: Vec<String> = op
            .inputs
            .iter()
            .map(|&v| {
                names[v]
                    .clone()
                    .unwrap_or_else(|| format!("%v{}", v.as_u32()))
            })
            .collect();
        match lower_op(&mut e, op, &ins) {
            Ok(outs) => {
                for (&r, n) in op.outputs.iter().zip(outs) {
                    names[r] = Some(n);
                }
            }
            Err(why) => {
                apart.insert(id, why.to_string());
                for &r in &op.outputs {
                    names[r] = Some(format!("%apart{}", r.as_u32()));
                }
            }
        }
        // Only whether each op lowers matters.
        e.body.clear();
    }
    Ok(apart)
}

fn lower_op(e: &mut Emitter<'_>, op: &OpData, ins: &[String]) -> Result<Vec<String>, BackendError> {
    use OpKind::*;
    let g = e.g;
    let ity = |i: usize| g.ty(op.inputs[i]);
    let ish = |i: usize| shape_of(g.ty(op.inputs[i]));
    let oty = g.ty(op.outputs[0]);
    let osh = shape_of(oty)?;
    let od = oty.dtype;
    let fail = |m: &str| err(format!("{} {:?}: {m}", op.kind, op.name));
    let one = |s: String| Ok(vec![s]);
    match &op.kind {
        k if k.is_binary_elementwise() => {
            let d = ity(0).dtype;
            let a = e.bcast(&ins[0], &ish(0)?, &osh, d);
            let b = e.bcast(&ins[1], &ish(1)?, &osh, ity(1).dtype);
            if *k == Pow && e.exact_pow && od.is_float() && ity(1).dtype == od {
                return one(e.float_pow(&a, &b, &osh, od));
            }
            let name = match k {
                Add => "add",
                Sub => "subtract",
                Mul => "multiply",
                Div => "divide",
                Pow => "power",
                Max => "maximum",
                Min => "minimum",
                And | BitAnd => "and",
                Or | BitOr => "or",
                Xor | BitXor => "xor",
                Fmod => "remainder",
                ShiftLeft => "shift_left",
                ShiftRight => "shift_right_logical",
                Atan2 => "atan2",
                _ => "",
            };
            if !name.is_empty() {
                return one(e.binary(name, &a, &b, &osh, od));
            }
            let cmp = if d.is_float() {
                "FLOAT"
            } else if d.is_unsigned() {
                "UNSIGNED"
            } else {
                "SIGNED"
            };
            let t = tensor_ty(&osh, d);
            let bt = tensor_ty(&osh, DType::Bool);
            if *k == Mod {
                // remainder with the divisor's sign: r + b where r ≠ 0 and
                // the signs of r and b differ
                let r = e.binary("remainder", &a, &b, &osh, od);
                let z = e.scalar_const(0.0, od);
                let zb = e.bcast(&z, &[], &osh, od);
                let nz = e.op(format!(
                    "stablehlo.compare  NE, {r}, {zb},  {cmp} : ({t}, {t}) -> {bt}"
                ));
                let rn = e.op(format!(
                    "stablehlo.compare  LT, {r}, {zb},  {cmp} : ({t}, {t}) -> {bt}"
                ));
                let bn = e.op(format!(
                    "stablehlo.compare  LT, {b}, {zb},  {cmp} : ({t}, {t}) -> {bt}"
                ));
                let differ = e.binary("xor", &rn, &bn, &osh, DType::Bool);
                let fix = e.binary("and", &nz, &differ, &osh, DType::Bool);
                let rb = e.binary("add", &r, &b, &osh, od);
                return one(e.op(format!("stablehlo.select {fix}, {rb}, {r} : {bt}, {t}")));
            }
            let dir = match k {
                Equal => "EQ",
                Less => "LT",
                Greater => "GT",
                k => return Err(fail(&format!("{k} has no StableHLO lowering here"))),
            };
            one(e.op(format!(
                "stablehlo.compare  {dir}, {a}, {b},  {cmp} : ({t}, {t}) -> {bt}"
            )))
        }
        Floor | Ceil | Round | Sign | BitNot | Expm1 | Log1p => {
            let name = match op.kind {
                Expm1 => "exponential_minus_one",
                Log1p => "log_plus_one",
                Floor => "floor",
                Ceil => "ceil",
                Round => "round_nearest_even",
                Sign => "sign",
                _ => "not",
            };
            one(e.unary(name, &ins[0], &osh, od))
        }
        Tan | Asin | Acos | Atan | Sinh | Cosh | Asinh | Acosh | Atanh => {
            let name = op.kind.name();
            let t = tensor_ty(&osh, od);
            one(e.op(format!("chlo.{name} {} : {t} -> {t}", ins[0])))
        }
        IsNaN => {
            let t = tensor_ty(&osh, ity(0).dtype);
            one(e.op(format!(
                "stablehlo.compare  NE, {0}, {0},  FLOAT : ({t}, {t}) -> {1}",
                ins[0],
                tensor_ty(&osh, DType::Bool)
            )))
        }
        IsInf => {
            let (pos, neg) = (
                op.attr_int("detect_positive").unwrap_or(1) != 0,
                op.attr_int("detect_negative").unwrap_or(1) != 0,
            );
            let name = match (pos, neg) {
                (true, true) => "is_inf",
                (true, false) => "is_pos_inf",
                (false, true) => "is_neg_inf",
                (false, false) => {
                    let z = e.scalar_const(0.0, DType::Bool);
                    return one(e.bcast(&z, &[], &osh, DType::Bool));
                }
            };
            one(e.op(format!(
                "chlo.{name} {} : {} -> {}",
                ins[0],
                tensor_ty(&osh, ity(0).dtype),
                tensor_ty(&osh, DType::Bool)
            )))
        }
        Sqrt | Exp | Log | Tanh | Neg | Abs | Sigmoid | Not => {
            let name = match op.kind {
                Sqrt => "sqrt",
                Exp => "exponential",
                Log => "log",
                Tanh => "tanh",
                Neg => "negate",
                Abs => "abs",
                Sigmoid => "logistic",
                _ => "not",
            };
            one(e.unary(name, &ins[0], &osh, od))
        }
        Erf => one(e.op(format!(
            "chlo.erf {} : {} -> {}",
            ins[0],
            tensor_ty(&osh, od),
            tensor_ty(&osh, od)
        ))),
        Relu => {
            let z = e.scalar_const(0.0, od);
            let zb = e.bcast(&z, &[], &osh, od);
            one(e.binary("maximum", &ins[0], &zb, &osh, od))
        }
        Reciprocal => {
            let c = e.scalar_const(1.0, od);
            let cb = e.bcast(&c, &[], &osh, od);
            one(e.binary("divide", &cb, &ins[0], &osh, od))
        }
        Bitcast => {
            let from = tensor_ty(&osh, ity(0).dtype);
            one(e.op(format!(
                "stablehlo.bitcast_convert {} : ({from}) -> {}",
                ins[0],
                tensor_ty(&osh, od)
            )))
        }
        Cast => {
            let from = tensor_ty(&osh, ity(0).dtype);
            one(e.op(format!(
                "stablehlo.convert {} : ({from}) -> {}",
                ins[0],
                tensor_ty(&osh, od)
            )))
        }
        Where => {
            let c = e.bcast(&ins[0], &ish(0)?, &osh, DType::Bool);
            let x = e.bcast(&ins[1], &ish(1)?, &osh, od);
            let y = e.bcast(&ins[2], &ish(2)?, &osh, od);
            let t = tensor_ty(&osh, od);
            one(e.op(format!(
                "stablehlo.select {c}, {x}, {y} : {}, {t}",
                tensor_ty(&osh, DType::Bool)
            )))
        }
        MatMul => one(matmul(e, op, ins, &osh, od)?),
        Conv => {
            let (xs, ws) = (ish(0)?, ish(1)?);
            let sp = xs.len().saturating_sub(2);
            if sp == 0 || ws.len() != xs.len() {
                return Err(fail("convolution without spatial dims"));
            }
            let ones = vec![1; sp];
            let zeros = vec![0; 2 * sp];
            let st = op.attr_ints("strides").unwrap_or(&ones);
            let p = op.attr_ints("pads").unwrap_or(&zeros);
            let dl = op.attr_ints("dilations").unwrap_or(&ones);
            if st.len() != sp || dl.len() != sp || p.len() != 2 * sp {
                return Err(fail("convolution attributes do not match its spatial dims"));
            }
            let grp = op.attr_int("group").unwrap_or(1);
            let dims = list(&(0..sp).collect::<Vec<_>>());
            let pad: Vec<String> = (0..sp)
                .map(|i| {
                    let (lo, mut hi) = (p[i], p[sp + i]);
                    if e.exact_pow {
                        // For IREE: no high padding past the last window
                        // (the same values): IREE 3.13 refuses a stride-2
                        // convolution of one output whose padded input is
                        // longer than its window ("inferred input/output
                        // operand #1 has shape's dimension #0 to be 4, but
                        // found 3").
                        let used = (osh[2 + i] as i64 - 1) * st[i] + (ws[2 + i] as i64 - 1) * dl[i] + 1;
                        let need = used - xs[2 + i] as i64 - lo;
                        if (0..hi).contains(&need) {
                            hi = need;
                        }
                    }
                    format!("[{lo}, {hi}]")
                })
                .collect();
            let c = e.op(format!(
                "stablehlo.convolution({}, {}) dim_numbers = [b, f, {dims}]x[o, i, {dims}]->[b, f, {dims}], window = {{stride = [{}], pad = [{}], rhs_dilate = [{}]}} {{batch_group_count = 1 : i64, feature_group_count = {grp} : i64}} : ({}, {}) -> {}",
                ins[0], ins[1], list(st), pad.join(", "), list(dl),
                tensor_ty(&xs, od), tensor_ty(&ws, od), tensor_ty(&osh, od)
            ));
            if ins.len() == 3 {
                let b = e.op(format!(
                    "stablehlo.broadcast_in_dim {}, dims = [1] : ({}) -> {}",
                    ins[2],
                    tensor_ty(&ish(2)?, od),
                    tensor_ty(&osh, od)
                ));
                return one(e.binary("add", &c, &b, &osh, od));
            }
            one(c)
        }
        Softmax => {
            let axis = norm_axis(op.attr_int("axis").unwrap_or(-1), osh.len());
            let (m, rs) = e.reduce(&ins[0], &osh, &[axis], "maximum", f64::NEG_INFINITY, od);
            let mb = e.unreduce(&m, &rs, &osh, &[axis], od);
            let x = e.binary("subtract", &ins[0], &mb, &osh, od);
            let ex = e.unary("exponential", &x, &osh, od);
            let (s, _) = e.reduce(&ex, &osh, &[axis], "add", 0.0, od);
            let sb = e.unreduce(&s, &rs, &osh, &[axis], od);
            one(e.binary("divide", &ex, &sb, &osh, od))
        }
        LayerNorm => {
            let axis = norm_axis(op.attr_int("axis").unwrap_or(-1), osh.len());
            let eps = op.attr_float("epsilon").unwrap_or(1e-5);
            let axes: Vec<usize> = (axis..osh.len()).collect();
            let n: u64 = osh[axis..].iter().product();
            let (s, rs) = e.reduce(&ins[0], &osh, &axes, "add", 0.0, od);
            let nb = e.scalar_const(n as f64, od);
            let nr = e.bcast(&nb, &[], &rs, od);
            let mean = e.binary("divide", &s, &nr, &rs, od);
            let mb = e.unreduce(&mean, &rs, &osh, &axes, od);
            let xc = e.binary("subtract", &ins[0], &mb, &osh, od);
            let sq = e.binary("multiply", &xc, &xc, &osh, od);
            let (vs, _) = e.reduce(&sq, &osh, &axes, "add", 0.0, od);
            let var = e.binary("divide", &vs, &nr, &rs, od);
            let ep = e.scalar_const(eps, od);
            let epb = e.bcast(&ep, &[], &rs, od);
            let ve = e.binary("add", &var, &epb, &rs, od);
            let inv = e.unary("rsqrt", &ve, &rs, od);
            let ib = e.unreduce(&inv, &rs, &osh, &axes, od);
            let mut y = e.binary("multiply", &xc, &ib, &osh, od);
            for (i, x) in ins.iter().enumerate().skip(1) {
                let p = e.bcast(x, &ish(i)?, &osh, od);
                y = e.binary(if i == 1 { "multiply" } else { "add" }, &y, &p, &osh, od);
            }
            one(y)
        }
        BatchNorm => {
            let eps = op.attr_float("epsilon").unwrap_or(1e-5);
            let c = ish(1)?;
            let per = |e: &mut Emitter<'_>, x: &str| {
                e.op(format!(
                    "stablehlo.broadcast_in_dim {x}, dims = [1] : ({}) -> {}",
                    tensor_ty(&c, od),
                    tensor_ty(&osh, od)
                ))
            };
            let ep = e.scalar_const(eps, od);
            let epc = e.bcast(&ep, &[], &c, od);
            let ve = e.binary("add", &ins[4], &epc, &c, od);
            let sd = e.unary("sqrt", &ve, &c, od);
            let m = per(e, &ins[3]);
            let xc = e.binary("subtract", &ins[0], &m, &osh, od);
            let sdb = per(e, &sd);
            let xn = e.binary("divide", &xc, &sdb, &osh, od);
            let sb = per(e, &ins[1]);
            let y = e.binary("multiply", &xn, &sb, &osh, od);
            let bb = per(e, &ins[2]);
            one(e.binary("add", &y, &bb, &osh, od))
        }
        ReduceSum | ReduceMean | ReduceMax | ReduceMin | ReduceProd => {
            let xs = ish(0)?;
            let mut axes: Vec<usize> = op
                .attr_ints("axes")
                .unwrap_or(&[])
                .iter()
                .map(|&a| norm_axis(a, xs.len()))
                .collect();
            if axes.is_empty() {
                axes = (0..xs.len()).collect();
            }
            axes.sort();
            axes.dedup();
            let (kind, init) = match op.kind {
                ReduceMax => ("maximum", f64::NEG_INFINITY),
                ReduceMin => ("minimum", f64::INFINITY),
                ReduceProd => ("multiply", 1.0),
                _ => ("add", 0.0),
            };
            let (mut r, rs) = e.reduce(&ins[0], &xs, &axes, kind, init, od);
            if op.kind == ReduceMean {
                let n: u64 = axes.iter().map(|&a| xs[a]).product();
                let c = e.scalar_const(n as f64, od);
                let cb = e.bcast(&c, &[], &rs, od);
                r = e.binary("divide", &r, &cb, &rs, od);
            }
            one(e.reshape(&r, &rs, &osh, od))
        }
        Reshape => one(e.reshape(&ins[0], &ish(0)?, &osh, od)),
        Expand => one(e.bcast(&ins[0], &ish(0)?, &osh, od)),
        Transpose => {
            let perm = op.attr_ints("perm").unwrap_or(&[]);
            one(e.op(format!(
                "stablehlo.transpose {}, dims = [{}] : ({}) -> {}",
                ins[0],
                list(perm),
                tensor_ty(&ish(0)?, od),
                tensor_ty(&osh, od)
            )))
        }
        Concat => {
            let axis = norm_axis(op.attr_int("axis").unwrap_or(0), osh.len());
            let tys: Vec<String> = (0..ins.len())
                .map(&ity)
                .map(ty_of)
                .collect::<Result<_, _>>()?;
            one(e.op(format!(
                "stablehlo.concatenate {}, dim = {axis} : ({}) -> {}",
                ins.join(", "),
                tys.join(", "),
                tensor_ty(&osh, od)
            )))
        }
        Split => {
            let xs = ish(0)?;
            let axis = norm_axis(op.attr_int("axis").unwrap_or(0), xs.len());
            let mut start = 0;
            let mut outs = Vec::new();
            for &r in &op.outputs {
                let rs = shape_of(g.ty(r))?;
                let bounds: Vec<String> = (0..xs.len())
                    .map(|d| {
                        if d == axis {
                            format!("{start}:{}", start + rs[d])
                        } else {
                            format!("0:{}", xs[d])
                        }
                    })
                    .collect();
                start += rs[axis];
                outs.push(e.op(format!(
                    "stablehlo.slice {} [{}] : ({}) -> {}",
                    ins[0],
                    bounds.join(", "),
                    tensor_ty(&xs, od),
                    tensor_ty(&rs, od)
                )));
            }
            Ok(outs)
        }
        Slice => {
            let xs = ish(0)?;
            let mut lo = vec![0i64; xs.len()];
            let mut step = vec![1i64; xs.len()];
            let starts = op.attr_ints("starts").unwrap_or(&[]);
            let axes = op.attr_ints("axes").unwrap_or(&[]);
            let steps = op.attr_ints("steps").unwrap_or(&[]);
            for i in 0..axes.len() {
                let a = norm_axis(axes[i], xs.len());
                if steps[i] <= 0 {
                    return Err(fail("negative slice steps do not lower to StableHLO here"));
                }
                let n = xs[a] as i64;
                let s = if starts[i] < 0 {
                    starts[i] + n
                } else {
                    starts[i]
                };
                lo[a] = s.clamp(0, n);
                step[a] = steps[i];
            }
            let bounds: Vec<String> = (0..xs.len())
                .map(|d| {
                    let hi = lo[d] + (osh[d] as i64 - 1) * step[d] + 1;
                    if step[d] == 1 {
                        format!("{}:{hi}", lo[d])
                    } else {
                        format!("{}:{hi}:{}", lo[d], step[d])
                    }
                })
                .collect();
            one(e.op(format!(
                "stablehlo.slice {} [{}] : ({}) -> {}",
                ins[0],
                bounds.join(", "),
                tensor_ty(&xs, od),
                tensor_ty(&osh, od)
            )))
        }
        GatherND => {
            // a gather of the index tuples along the last indices dim
            // (negative indices wrapped first: StableHLO clamps them)
            let (xs, is) = (ish(0)?, ish(1)?);
            if op.attr_int("batch_dims").unwrap_or(0) != 0 {
                return Err(fail("gather_nd with batch_dims does not lower to StableHLO here"));
            }
            let (q, r) = (is.len(), xs.len());
            let k = is[q - 1] as usize;
            let idt = ity(1).dtype;
            let t = tensor_ty(&is, idt);
            let ext = hetc_ir::TensorData::from_f64s(
                idt,
                &xs[..k].iter().map(|&d| d as f64).collect::<Vec<_>>(),
            );
            let ec = e.op(format!(
                "stablehlo.constant {} : {}",
                dense(&ext.bytes, idt),
                tensor_ty(&[k as u64], idt)
            ));
            let eb = e.op(format!(
                "stablehlo.broadcast_in_dim {ec}, dims = [{}] : ({}) -> {t}",
                q - 1,
                tensor_ty(&[k as u64], idt)
            ));
            let idx = e.wrap_negative(&ins[1], &is, idt, &eb);
            let offset: Vec<usize> = (q - 1..q - 1 + r - k).collect();
            let front: Vec<usize> = (0..k).collect();
            let sizes: Vec<u64> = (0..r).map(|d| if d < k { 1 } else { xs[d] }).collect();
            one(e.op(format!(
                "\"stablehlo.gather\"({}, {idx}) <{{dimension_numbers = #stablehlo.gather<offset_dims = [{}], collapsed_slice_dims = [{}], start_index_map = [{}], index_vector_dim = {}>, indices_are_sorted = false, slice_sizes = array<i64: {}>}}> : ({}, {t}) -> {}",
                ins[0], list(&offset), list(&front), list(&front), q - 1, list(&sizes),
                tensor_ty(&xs, od), tensor_ty(&osh, od)
            )))
        }
        Resize => {
            // one linear map per resized axis (the reference's taps as an
            // out × in matrix): a dot_general contracting the axis, the new
            // axis moved back into place, plus the extrapolation bias
            if od != DType::F32 {
                return Err(fail("only f32 resize lowers to StableHLO here"));
            }
            let xs = ish(0)?;
            let r = xs.len();
            let us = |v: &[u64]| v.iter().map(|&d| d as usize).collect::<Vec<_>>();
            let maps = crate::reference::resize_matrices(op, &us(&xs), &us(&osh))
                .map_err(|e| fail(&e.to_string()))?;
            let (mut cur, mut shape) = (ins[0].clone(), xs.clone());
            for (axis, m, bias) in maps {
                let (inp, out_n) = (shape[axis], osh[axis]);
                let mt = [out_n, inp];
                let md = hetc_ir::TensorData::from_f64s(od, &m);
                let mc = e.op(format!(
                    "stablehlo.constant {} : {}",
                    dense(&md.bytes, od),
                    tensor_ty(&mt, od)
                ));
                // x[.., i, ..] · m[o, i] -> [.. (without axis), o]
                let mut dshape: Vec<u64> = (0..r).filter(|&d| d != axis).map(|d| shape[d]).collect();
                dshape.push(out_n);
                let dg = e.op(format!(
                    "stablehlo.dot_general {cur}, {mc}, contracting_dims = [{axis}] x [1] : ({}, {}) -> {}",
                    tensor_ty(&shape, od),
                    tensor_ty(&mt, od),
                    tensor_ty(&dshape, od)
                ));
                let perm: Vec<usize> = (0..r)
                    .map(|d| match d.cmp(&axis) {
                        std::cmp::Ordering::Less => d,
                        std::cmp::Ordering::Equal => r - 1,
                        std::cmp::Ordering::Greater => d - 1,
                    })
                    .collect();
                let mut next = shape.clone();
                next[axis] = out_n;
                cur = e.transpose(&dg, &perm, &dshape, od);
                if bias.iter().any(|&b| b != 0.0) {
                    let bd = hetc_ir::TensorData::from_f64s(od, &bias);
                    let bc = e.op(format!(
                        "stablehlo.constant {} : {}",
                        dense(&bd.bytes, od),
                        tensor_ty(&[out_n], od)
                    ));
                    let bb = e.op(format!(
                        "stablehlo.broadcast_in_dim {bc}, dims = [{axis}] : ({}) -> {}",
                        tensor_ty(&[out_n], od),
                        tensor_ty(&next, od)
                    ));
                    cur = e.binary("add", &cur, &bb, &next, od);
                }
                shape = next;
            }
            one(cur)
        }
        ConvTranspose => {
            // a convolution of the input dilated by the strides with the
            // kernel reversed, its [in, out] dims read as [i, o]
            let (xs, ws) = (ish(0)?, ish(1)?);
            let sp = xs.len().saturating_sub(2);
            if sp == 0 || ws.len() != xs.len() {
                return Err(fail("transposed convolution without spatial dims"));
            }
            if op.attr_int("group").unwrap_or(1) != 1 {
                return Err(fail(
                    "grouped transposed convolution does not lower to StableHLO here",
                ));
            }
            let ones = vec![1; sp];
            let zeros = vec![0; 2 * sp];
            let st = op.attr_ints("strides").unwrap_or(&ones);
            let p = op.attr_ints("pads").unwrap_or(&zeros);
            let dl = op.attr_ints("dilations").unwrap_or(&ones);
            if st.len() != sp || dl.len() != sp || p.len() != 2 * sp {
                return Err(fail(
                    "transposed convolution attributes do not match its spatial dims",
                ));
            }
            let dims = list(&(0..sp).collect::<Vec<_>>());
            let sdims = list(&(2..2 + sp).collect::<Vec<_>>());
            let wr = e.op(format!(
                "stablehlo.reverse {}, dims = [{sdims}] : {}",
                ins[1],
                tensor_ty(&ws, od)
            ));
            let pad: Vec<String> = (0..sp)
                .map(|i| {
                    let k = (ws[2 + i] as i64 - 1) * dl[i];
                    let lo = k - p[i];
                    let hi = osh[2 + i] as i64 - (xs[2 + i] as i64 - 1) * st[i] - 1 - lo + k;
                    format!("[{lo}, {hi}]")
                })
                .collect();
            let c = e.op(format!(
                "stablehlo.convolution({}, {wr}) dim_numbers = [b, f, {dims}]x[i, o, {dims}]->[b, f, {dims}], window = {{stride = [{}], pad = [{}], lhs_dilate = [{}], rhs_dilate = [{}]}} {{batch_group_count = 1 : i64, feature_group_count = 1 : i64}} : ({}, {}) -> {}",
                ins[0], list(&ones), pad.join(", "), list(st), list(dl),
                tensor_ty(&xs, od), tensor_ty(&ws, od), tensor_ty(&osh, od)
            ));
            if ins.len() == 3 {
                let b = e.op(format!(
                    "stablehlo.broadcast_in_dim {}, dims = [1] : ({}) -> {}",
                    ins[2],
                    tensor_ty(&ish(2)?, od),
                    tensor_ty(&osh, od)
                ));
                return one(e.binary("add", &c, &b, &osh, od));
            }
            one(c)
        }
        Pad => {
            let xs = ish(0)?;
            let r = xs.len();
            let pads = op.attr_ints("pads").unwrap_or(&[]).to_vec();
            let mode = match op.attr("mode") {
                Some(hetc_ir::Attr::Str(m)) => m.as_str(),
                _ => "constant",
            };
            if pads.len() != 2 * r {
                return Err(fail(&format!("{} pads for rank {r}", pads.len())));
            }
            if mode == "constant" {
                let v = e.scalar_const(op.attr_float("value").unwrap_or(0.0), od);
                return one(e.op(format!(
                    "stablehlo.pad {}, {v}, low = [{}], high = [{}], interior = [{}] : ({}, {}) -> {}",
                    ins[0],
                    list(&pads[..r]),
                    list(&pads[r..]),
                    list(&vec![0; r]),
                    tensor_ty(&xs, od),
                    tensor_ty(&[], od),
                    tensor_ty(&osh, od)
                )));
            }
            // edge / reflect / wrap: per axis, the borders cut from x
            // (reversed for reflect, broadcast for edge) concatenated to it
            let (mut cur, mut shape) = (ins[0].clone(), xs.clone());
            for d in 0..r {
                let (lo, hi, n) = (pads[d], pads[r + d], shape[d] as i64);
                if lo == 0 && hi == 0 {
                    continue;
                }
                let limit = if mode == "reflect" { n - 1 } else { n };
                if lo < 0 || hi < 0 || lo > limit || hi > limit {
                    return Err(fail(&format!(
                        "{mode} padding by {lo}/{hi} along a dim of {n} does not lower to StableHLO here (negative or larger than the dim)"
                    )));
                }
                let slice = |e: &mut Emitter<'_>, a: i64, b: i64| -> (String, Vec<u64>) {
                    let mut rs = shape.clone();
                    rs[d] = (b - a) as u64;
                    let bounds: Vec<String> = (0..r)
                        .map(|k| {
                            if k == d {
                                format!("{a}:{b}")
                            } else {
                                format!("0:{}", shape[k])
                            }
                        })
                        .collect();
                    let v = e.op(format!(
                        "stablehlo.slice {cur} [{}] : ({}) -> {}",
                        bounds.join(", "),
                        tensor_ty(&shape, od),
                        tensor_ty(&rs, od)
                    ));
                    (v, rs)
                };
                let mut parts: Vec<(String, Vec<u64>)> = Vec::new();
                for (side, m) in [(0, lo), (1, hi)] {
                    if m == 0 {
                        continue;
                    }
                    let part = match mode {
                        "reflect" => {
                            let (v, rs) = if side == 0 {
                                slice(e, 1, m + 1)
                            } else {
                                slice(e, n - 1 - m, n - 1)
                            };
                            let rv = e.op(format!(
                                "stablehlo.reverse {v}, dims = [{d}] : {}",
                                tensor_ty(&rs, od)
                            ));
                            (rv, rs)
                        }
                        "edge" => {
                            let (v, rs) = if side == 0 {
                                slice(e, 0, 1)
                            } else {
                                slice(e, n - 1, n)
                            };
                            let mut to = rs.clone();
                            to[d] = m as u64;
                            (e.bcast(&v, &rs, &to, od), to)
                        }
                        "wrap" => {
                            if side == 0 {
                                slice(e, n - m, n)
                            } else {
                                slice(e, 0, m)
                            }
                        }
                        m => return Err(fail(&format!("pad mode {m:?}"))),
                    };
                    parts.push(part);
                }
                let mut next = shape.clone();
                next[d] = (n + lo + hi) as u64;
                let mut seq: Vec<(String, Vec<u64>)> = Vec::new();
                let mut parts = parts.into_iter();
                if lo > 0 {
                    seq.extend(parts.next());
                }
                seq.push((cur.clone(), shape.clone()));
                seq.extend(parts);
                cur = e.op(format!(
                    "stablehlo.concatenate {}, dim = {d} : ({}) -> {}",
                    seq.iter().map(|p| p.0.clone()).collect::<Vec<_>>().join(", "),
                    seq.iter()
                        .map(|p| tensor_ty(&p.1, od))
                        .collect::<Vec<_>>()
                        .join(", "),
                    tensor_ty(&next, od)
                ));
                shape = next;
            }
            one(cur)
        }
        Gather => {
            // the IR's gather wraps negative indices (ONNX): normalised
            // first, as stablehlo.gather clamps them
            let (xs, is) = (ish(0)?, ish(1)?);
            let axis = norm_axis(op.attr_int("axis").unwrap_or(0), xs.len());
            let q = is.len();
            let idt = ity(1).dtype;
            let n = e.scalar_const(xs[axis] as f64, idt);
            let nb = e.bcast(&n, &[], &is, idt);
            let idx = e.wrap_negative(&ins[1], &is, idt, &nb);
            let offset: Vec<usize> = (0..axis).chain(axis + q..osh.len()).collect();
            let sizes: Vec<u64> = (0..xs.len())
                .map(|d| if d == axis { 1 } else { xs[d] })
                .collect();
            one(e.op(format!(
                "\"stablehlo.gather\"({}, {idx}) <{{dimension_numbers = #stablehlo.gather<offset_dims = [{}], collapsed_slice_dims = [{axis}], start_index_map = [{axis}], index_vector_dim = {q}>, indices_are_sorted = false, slice_sizes = array<i64: {}>}}> : ({}, {}) -> {}",
                ins[0], list(&offset), list(&sizes),
                tensor_ty(&xs, od), tensor_ty(&is, idt), tensor_ty(&osh, od)
            )))
        }
        TopK => {
            // chlo.top_k: the k largest along the last dim, sorted, ties to
            // the lower index, i32 indices. Other axes swap with the last;
            // smallest-k negates before and after.
            let xs = ish(0)?;
            let r = xs.len();
            let axis = norm_axis(op.attr_int("axis").unwrap_or(-1), r);
            let k = op.attr_int("k").unwrap_or(1);
            let largest = op.attr_int("largest").unwrap_or(1) != 0;
            let id = g.ty(op.outputs[1]).dtype;
            let mut perm: Vec<usize> = (0..r).collect();
            perm.swap(axis, r - 1);
            let (ts, tos) = (permute(&xs, &perm), permute(&osh, &perm));
            let mut x = e.transpose(&ins[0], &perm, &xs, od);
            if !largest {
                x = e.unary("negate", &x, &ts, od);
            }
            let t = e.fresh();
            e.line(format!(
                "{t}:2 = chlo.top_k({x}, k = {k}) : {} -> ({}, {})",
                tensor_ty(&ts, od),
                tensor_ty(&tos, od),
                tensor_ty(&tos, DType::I32)
            ));
            let mut vals = format!("{t}#0");
            if !largest {
                vals = e.unary("negate", &vals, &tos, od);
            }
            let mut idx = format!("{t}#1");
            if id != DType::I32 {
                idx = e.op(format!(
                    "stablehlo.convert {idx} : ({}) -> {}",
                    tensor_ty(&tos, DType::I32),
                    tensor_ty(&tos, id)
                ));
            }
            Ok(vec![
                e.transpose(&vals, &perm, &tos, od),
                e.transpose(&idx, &perm, &tos, id),
            ])
        }
        Fill => {
            let v = op.attr_float("value").unwrap_or(0.0);
            let c = e.scalar_const(v, od);
            one(e.bcast(&c, &[], &osh, od))
        }
        Shape => {
            let data = hetc_ir::TensorData::from_i64s(
                &ish(0)?.iter().map(|&d| d as i64).collect::<Vec<_>>(),
            );
            let t = tensor_ty(&osh, od);
            one(e.op(format!(
                "stablehlo.constant {} : {t}",
                dense(&data.bytes, DType::I64)
            )))
        }
        Range => {
            let t = tensor_ty(&osh, od);
            let io = e.op(format!("stablehlo.iota dim = 0 : {t}"));
            let d = e.bcast(&ins[1], &[], &osh, od);
            let s = e.bcast(&ins[0], &[], &osh, od);
            let m = e.binary("multiply", &io, &d, &osh, od);
            one(e.binary("add", &m, &s, &osh, od))
        }
        OneHot => {
            // iota along `axis` == the index (negative: plus the depth),
            // broadcast over the new axis; values[1] there, values[0] elsewhere.
            let is = ish(0)?;
            let it = ity(0).dtype;
            let axis = norm_axis(op.attr_int("axis").unwrap_or(-1), osh.len());
            let depth = osh[axis];
            let dc = e.scalar_const(depth as f64, it);
            let db = e.bcast(&dc, &[], &is, it);
            let ids = e.wrap_negative(&ins[0], &is, it, &db);
            let mut unit = is.clone();
            unit.insert(axis, 1);
            let ids = e.reshape(&ids, &is, &unit, it);
            let ib = e.bcast(&ids, &unit, &osh, it);
            let ot = tensor_ty(&osh, it);
            let io = e.op(format!("stablehlo.iota dim = {axis} : {ot}"));
            let hit = e.op(format!(
                "stablehlo.compare  EQ, {ib}, {io},  SIGNED : ({ot}, {ot}) -> {}",
                tensor_ty(&osh, DType::Bool)
            ));
            let mut pick = |k: u64| {
                let one = e.op(format!(
                    "stablehlo.slice {} [{k}:{}] : ({}) -> {}",
                    ins[1],
                    k + 1,
                    tensor_ty(&[2], od),
                    tensor_ty(&[1], od)
                ));
                let sc = e.reshape(&one, &[1], &[], od);
                e.bcast(&sc, &[], &osh, od)
            };
            let (off, on) = (pick(0), pick(1));
            one(e.op(format!(
                "stablehlo.select {hit}, {on}, {off} : {}, {}",
                tensor_ty(&osh, DType::Bool),
                tensor_ty(&osh, od)
            )))
        }
        Trilu => {
            let r = osh.len();
            let upper = op.attr_int("upper").unwrap_or(1) != 0;
            let k = op.attr_int("k").unwrap_or(0);
            let (rows, cols) = (osh[r - 2], osh[r - 1]);
            let it = tensor_ty(&[rows, cols], DType::I64);
            let ri = e.op(format!("stablehlo.iota dim = 0 : {it}"));
            let ci = e.op(format!("stablehlo.iota dim = 1 : {it}"));
            let diff = e.binary("subtract", &ci, &ri, &[rows, cols], DType::I64);
            let kc = e.scalar_const(k as f64, DType::I64);
            let kb = e.bcast(&kc, &[], &[rows, cols], DType::I64);
            let dir = if upper { "GE" } else { "LE" };
            let mask = e.op(format!(
                "stablehlo.compare  {dir}, {diff}, {kb},  SIGNED : ({it}, {it}) -> {}",
                tensor_ty(&[rows, cols], DType::Bool)
            ));
            let mb = e.bcast(&mask, &[rows, cols], &osh, DType::Bool);
            let z = e.scalar_const(0.0, od);
            let zb = e.bcast(&z, &[], &osh, od);
            let t = tensor_ty(&osh, od);
            one(e.op(format!(
                "stablehlo.select {mb}, {}, {zb} : {}, {t}",
                ins[0],
                tensor_ty(&osh, DType::Bool)
            )))
        }
        MaxPool if op.outputs.len() > 1 => Err(fail(
            "the indices output of max_pool has no StableHLO lowering here",
        )),
        MaxPool | AvgPool => {
            let xs = ish(0)?;
            if xs.len() != 4 {
                return Err(fail("only 2-D pooling lowers to StableHLO here"));
            }
            let k = op.attr_ints("kernel").unwrap_or(&[]);
            let st = op.attr_ints("strides").unwrap_or(&[]);
            let p = op.attr_ints("pads").unwrap_or(&[]);
            if op
                .attr_ints("dilations")
                .is_some_and(|d| d.iter().any(|&x| x != 1))
            {
                return Err(fail("dilated pooling does not lower to StableHLO here"));
            }
            // Ceil mode: pad the end so the last window fits.
            // Exactly the end padding that gives the result extent (ceil
            // mode pads past the input; padding no window reaches is dropped).
            let hi = |i: usize| {
                ((osh[2 + i] as i64 - 1) * st[i] + k[i] - xs[2 + i] as i64 - p[i]).max(0)
            };
            let max = op.kind == MaxPool;
            let window = |e: &mut Emitter<'_>, x: &str, kind: &str, init: f64| {
                let c = e.scalar_const(init, od);
                let s = tensor_ty(&[], od);
                let a = e.fresh();
                let b = e.fresh();
                let m = e.fresh();
                e.op(format!(
                    "\"stablehlo.reduce_window\"({x}, {c}) <{{padding = dense<[[0, 0], [0, 0], [{}, {}], [{}, {}]]> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, {}, {}>, window_strides = array<i64: 1, 1, {}, {}>}}> ({{\n    ^bb0({a}: {s}, {b}: {s}):\n      {m} = stablehlo.{kind} {a}, {b} : {s}\n      stablehlo.return {m} : {s}\n    }}) : ({}, {s}) -> {}",
                    p[0], hi(0), p[1], hi(1), k[0], k[1], st[0], st[1],
                    tensor_ty(&xs, od), tensor_ty(&osh, od)
                ))
            };
            if max {
                return one(window(e, &ins[0], "maximum", f64::NEG_INFINITY));
            }
            let sum = window(e, &ins[0], "add", 0.0);
            if op.attr_int("count_include_pad").unwrap_or(0) != 0 {
                let n = e.scalar_const((k[0] * k[1]) as f64, od);
                let nb = e.bcast(&n, &[], &osh, od);
                return one(e.binary("divide", &sum, &nb, &osh, od));
            }
            // Divide by the number of real (unpadded) elements per window.
            let one_c = e.scalar_const(1.0, od);
            let ones = e.bcast(&one_c, &[], &xs, od);
            let cnt = window(e, &ones, "add", 0.0);
            one(e.binary("divide", &sum, &cnt, &osh, od))
        }
        GlobalAvgPool => {
            let xs = ish(0)?;
            let axes: Vec<usize> = (2..xs.len()).collect();
            let n: u64 = xs[2..].iter().product();
            let (s, rs) = e.reduce(&ins[0], &xs, &axes, "add", 0.0, od);
            let c = e.scalar_const(n as f64, od);
            let cb = e.bcast(&c, &[], &rs, od);
            let m = e.binary("divide", &s, &cb, &rs, od);
            one(e.reshape(&m, &rs, &osh, od))
        }
        k => Err(fail(&format!(
            "{k} has no StableHLO lowering here (emit MLIR or run the model with `hetc eval --reference` instead)"
        ))),
    }
}

fn matmul(
    e: &mut Emitter<'_>,
    op: &OpData,
    ins: &[String],
    osh: &[u64],
    od: DType,
) -> Result<String, BackendError> {
    let g = e.g;
    let a = shape_of(g.ty(op.inputs[0]))?;
    let b = shape_of(g.ty(op.inputs[1]))?;
    if a.len() < 2 || b.len() < 2 {
        return Err(err(format!(
            "matmul {:?}: 1-D operands do not lower here",
            op.name
        )));
    }
    let (m, k, n) = (a[a.len() - 2], a[a.len() - 1], b[b.len() - 1]);
    if b.len() == 2 {
        // [..., M, K] × [K, N]: fold the batch into rows.
        let rows: u64 = a[..a.len() - 1].iter().product();
        let a2 = e.reshape(&ins[0], &a, &[rows, k], od);
        let d = e.op(format!(
            "stablehlo.dot_general {a2}, {}, contracting_dims = [1] x [0] : ({}, {}) -> {}",
            ins[1],
            tensor_ty(&[rows, k], od),
            tensor_ty(&b, od),
            tensor_ty(&[rows, n], od)
        ));
        return Ok(e.reshape(&d, &[rows, n], osh, od));
    }
    // Broadcast both to the full batch, then a batched dot_general.
    let batch = &osh[..osh.len() - 2];
    let nb = batch.len();
    let mut fa: Vec<u64> = batch.to_vec();
    fa.extend([m, k]);
    let mut fb: Vec<u64> = batch.to_vec();
    fb.extend([k, n]);
    let la = e.bcast(&ins[0], &a, &fa, od);
    let lb = e.bcast(&ins[1], &b, &fb, od);
    let bd: Vec<usize> = (0..nb).collect();
    Ok(e.op(format!(
        "stablehlo.dot_general {la}, {lb}, batching_dims = [{}] x [{}], contracting_dims = [{}] x [{}] : ({}, {}) -> {}",
        list(&bd),
        list(&bd),
        nb + 1,
        nb,
        tensor_ty(&fa, od),
        tensor_ty(&fb, od),
        tensor_ty(osh, od)
    )))
}

#[cfg(test)]
mod roundtrip;
#[cfg(test)]
mod tests;
