//! The textual form of a [`Graph`] (`--emit=ir`).
//!
//! ```text
//! graph "tiny" {
//!   input v0 "x" : f32[batch, 4]
//!   param v1 "w" : f32[4, 8]
//!   const v2 : i64[2] = [1, 2]
//!   op0 "MatMul_0": v3 = matmul(v0, v1) : f32[batch, 8]
//!   output v3
//! }
//! ```
//!
//! Parameters are printed by name and type only; constants with at most
//! [`INLINE_CONST_LIMIT`] elements are printed in full, larger ones by type
//! only (bulk data lives in the model file or the bundle, not in the text). Everything else round-trips through [`crate::parse_graph`]:
//! for a [`Graph::compact`]ed graph, `print(parse(print(g))) == print(g)`.

use crate::graph::{Graph, ValueDef};
use crate::op::{fmt_float, OpKind};
use std::fmt::Write;

/// Constants up to this many elements are printed inline.
pub const INLINE_CONST_LIMIT: usize = 16;

/// Print `graph` in the textual form.
pub fn print_graph(graph: &Graph) -> String {
    let mut out = String::new();
    let _ = write_graph(&mut out, graph);
    out
}

fn write_graph(out: &mut String, g: &Graph) -> std::fmt::Result {
    writeln!(out, "graph {:?} {{", g.name)?;
    for &v in &g.inputs {
        let d = &g.values[v];
        writeln!(out, "  input {v} {:?} : {}", d.name, d.ty)?;
    }
    for a in &g.assumptions {
        writeln!(
            out,
            "  assume {} = {} {:?}",
            crate::sym::Expr::of_atom(a.atom.clone()),
            a.value,
            a.origin
        )?;
    }
    let used = g.used_values();
    for (v, d) in g.values.iter() {
        if !used.contains(v) {
            continue;
        }
        match d.def {
            ValueDef::Param => writeln!(out, "  param {v} {:?} : {}", d.name, d.ty)?,
            ValueDef::Const => {
                write!(out, "  const {v} {:?} : {}", d.name, d.ty)?;
                match g.data.get(&v) {
                    Some(data) if data.len() <= INLINE_CONST_LIMIT => {
                        out.push_str(" = [");
                        if data.dtype.is_float() {
                            for (i, x) in data.to_f64s().into_iter().enumerate() {
                                if i > 0 {
                                    out.push_str(", ");
                                }
                                out.push_str(&fmt_float(x));
                            }
                        } else {
                            for (i, x) in data.to_i64s().into_iter().enumerate() {
                                if i > 0 {
                                    out.push_str(", ");
                                }
                                write!(out, "{x}")?;
                            }
                        }
                        out.push(']');
                    }
                    // Bulk data is not part of the text form.
                    _ => {}
                }
                out.push('\n');
            }
            _ => {}
        }
    }
    for (o, op) in g.ops_in_order() {
        write!(out, "  {o} {:?}: ", op.name)?;
        for (i, &r) in op.outputs.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            write!(out, "{r}")?;
        }
        if !op.outputs.is_empty() {
            out.push_str(" = ");
        }
        match &op.kind {
            OpKind::Custom { domain, name } => write!(out, "custom<{domain:?}, {name:?}>")?,
            k => out.push_str(k.name()),
        }
        out.push('(');
        for (i, &a) in op.inputs.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            write!(out, "{a}")?;
        }
        out.push(')');
        if !op.attrs.is_empty() {
            out.push_str(" {");
            for (i, (k, a)) in op.attrs.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write!(out, "{k} = {a}")?;
            }
            out.push('}');
        }
        if !op.outputs.is_empty() {
            out.push_str(" : ");
            for (i, &r) in op.outputs.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write!(out, "{}", g.values[r].ty)?;
            }
        }
        out.push('\n');
    }
    out.push_str("  output");
    for (i, &v) in g.outputs.iter().enumerate() {
        out.push_str(if i == 0 { " " } else { ", " });
        write!(out, "{v} {:?}", g.values[v].name)?;
    }
    out.push_str("\n}\n");
    Ok(())
}
