//! Binding the symbols of an imported graph after the fact: [`Graph::bind`].
//!
//! Establishes: every dimension and every symbolic attribute
//! ([`Attr::SymInts`]) with the bound symbols replaced by their values and
//! re-canonicalised (fixed where every symbol it mentions is bound; a
//! `SymInts` whose entries all become constant is `Ints`), and the result
//! verified — so a binding the model cannot take (a symbol broadcast against
//! 128 bound to 5, a window wider than the bound extent) is an error naming
//! the op.
//!
//! Assumes: the symbols range over `1..=SYMBOL_MAX` as the canonical forms
//! of [`crate::sym`] do; values outside are refused, naming the symbol.
//!
//! Does not: redo what a frontend folds when it imports with bound symbols
//! (`--bind`): an import with bound dims may fold a shape computation into a
//! constant where the bound graph keeps the ops that compute it from the
//! inputs' extents at run time. Types agree; op lists may differ.

use crate::graph::Graph;
use crate::op::Attr;
use crate::sym::{Expr, SYMBOL_MAX};
use crate::types::Dim;
use crate::verify::{verify, VerifyErrors};
use std::collections::BTreeMap;

/// Why [`Graph::bind`] refused.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum BindError {
    #[error("symbol `{name}` = {value} is outside 1..={SYMBOL_MAX}, the range symbolic shapes assume; import with --bind {name}={value} instead")]
    OutOfRange { name: String, value: u64 },
    #[error("value {value} {name:?}: dim `{dim}` is {got} with the symbols bound; the bindings do not fit the model")]
    NegativeExtent {
        value: String,
        name: String,
        dim: String,
        got: i128,
    },
    #[error("op {origin:?} assumes `{atom}` = {value}, but it is {got} with the symbols bound; the bindings do not fit the model")]
    Assumption {
        origin: String,
        atom: String,
        value: String,
        got: String,
    },
    #[error("the bound graph is not valid (the bindings do not fit the model): {0}")]
    Invalid(#[from] VerifyErrors),
}

impl Graph {
    /// The symbols the graph's types and attributes mention (the ones
    /// still to bind), sorted, without repeats.
    pub fn symbols(&self) -> Vec<String> {
        let mut used: Vec<&str> = Vec::new();
        for (_, v) in self.values.iter() {
            for d in &v.ty.shape {
                used.extend(d.symbols());
            }
        }
        for (_, op) in self.ops.iter() {
            for a in op.attrs.values() {
                if let Attr::SymInts(v) = a {
                    used.extend(v.iter().flat_map(Expr::symbols));
                }
            }
        }
        used.sort_unstable();
        used.dedup();
        used.into_iter().map(str::to_string).collect()
    }

    /// The graph with the symbols of `bindings` replaced by their values
    /// (see the module doc). Symbols the graph does not mention are ignored.
    pub fn bind(&self, bindings: &BTreeMap<String, u64>) -> Result<Graph, BindError> {
        for name in self.symbols() {
            if let Some(&value) = bindings.get(&name) {
                if !(1..=SYMBOL_MAX as u64).contains(&value) {
                    return Err(BindError::OutOfRange { name, value });
                }
            }
        }
        let look = |n: &str| bindings.get(n).map(|&v| v as i64);
        let mut g = self.clone();
        for (id, v) in g.values.iter_mut() {
            for d in v.ty.shape.iter_mut() {
                let Dim::Sym(s) = d else { continue };
                let e = s.expr().subst(&look);
                *d = match Dim::from_expr(e.clone()) {
                    Some(d) => d,
                    None => {
                        return Err(BindError::NegativeExtent {
                            value: id.to_string(),
                            name: v.name.clone(),
                            dim: s.expr().to_string(),
                            got: e.as_const().unwrap_or(-1) as i128,
                        })
                    }
                };
            }
        }
        for (_, op) in g.ops.iter_mut() {
            for a in op.attrs.values_mut() {
                if let Attr::SymInts(v) = a {
                    let bound: Vec<Expr> = v.iter().map(|e| e.subst(&look)).collect();
                    *a = match bound.iter().map(Expr::as_const).collect::<Option<Vec<_>>>() {
                        Some(ints) => Attr::Ints(ints),
                        None => Attr::SymInts(bound),
                    };
                }
            }
        }
        // The bound assumptions, made again: what the bindings decide is
        // checked, the rest kept (an `a = b` with `a` bound becomes `b` =
        // the value).
        let assumptions = std::mem::take(&mut g.assumptions);
        for a in assumptions {
            let e = Expr::of_atom(a.atom.clone()).subst(&look);
            let v = a.value.subst(&look);
            let holds = match e.as_atom() {
                _ if e == v => true,
                Some(atom) => g.assume(atom.clone(), v.clone(), a.origin.clone()),
                None => v
                    .as_atom()
                    .is_some_and(|atom| g.assume(atom.clone(), e.clone(), a.origin.clone())),
            };
            if !holds {
                return Err(BindError::Assumption {
                    origin: a.origin,
                    atom: Expr::of_atom(a.atom).to_string(),
                    value: v.to_string(),
                    got: e.to_string(),
                });
            }
        }
        verify(&g)?;
        Ok(g)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{attrs, parse_graph, print_graph, Attrs, DType, OpKind, TensorType};

    fn ints(v: &[i64]) -> Attr {
        Attr::Ints(v.to_vec())
    }

    /// A stride-2 pool and a slice ending at a symbol, bound two ways: the
    /// extents are the ones worked out by hand from the ONNX formulas.
    #[test]
    fn binding_folds_extents_and_slice_bounds() {
        let mut g = Graph::new("g");
        let x = g.add_input(
            "x",
            TensorType::new(DType::F32, [1.into(), 3.into(), Dim::sym("W")]),
        );
        let t = g.add_input("t", TensorType::new(DType::F32, [Dim::sym("seq")]));
        let pool = g
            .build(
                "pool",
                OpKind::MaxPool,
                &[x],
                attrs([
                    ("kernel", ints(&[3])),
                    ("strides", ints(&[2])),
                    ("pads", ints(&[1, 1])),
                ]),
            )
            .unwrap();
        let slice = g
            .build(
                "slice",
                OpKind::Slice,
                &[pool],
                attrs([
                    ("starts", ints(&[1])),
                    ("ends", Attr::SymInts(vec![Expr::sym("seq")])),
                    ("axes", ints(&[2])),
                    ("steps", ints(&[1])),
                ]),
            )
            .unwrap();
        g.outputs = vec![slice, t];
        let text = print_graph(&g);
        // floor((W + 2 − 3)/2) + 1 = floor((W + 1)/2); slice [1, min(seq,
        // that)), at least 1 element since both are ≥ 1.
        assert!(text.contains("f32[1, 3, floor((W + 1)/2)]"), "{text}");
        assert!(text.contains("ends = [seq]"), "{text}");
        assert!(
            text.contains("f32[1, 3, min(seq, floor((W + 1)/2)) - 1]"),
            "{text}"
        );
        assert_eq!(print_graph(&parse_graph(&text).unwrap()), text);
        // W = 9: pool extent (9 + 2 − 3)/2 + 1 = 5; slice [1:4] of 5 → 3.
        let b = g
            .bind(&BTreeMap::from([("W".into(), 9), ("seq".into(), 4)]))
            .unwrap();
        assert_eq!(b.ty(pool).to_string(), "f32[1, 3, 5]");
        assert_eq!(b.ty(slice).to_string(), "f32[1, 3, 3]");
        // W = 4: pool extent (4 + 2 − 3)/2 + 1 = 2; seq = 40 clamps to 2 → 1.
        let b = g
            .bind(&BTreeMap::from([("W".into(), 4), ("seq".into(), 40)]))
            .unwrap();
        assert_eq!(b.ty(slice).to_string(), "f32[1, 3, 1]");
        // Partially bound: W only.
        let b = g.bind(&BTreeMap::from([("W".into(), 9)])).unwrap();
        assert_eq!(b.ty(slice).to_string(), "f32[1, 3, min(seq, 5) - 1]");
        assert!(matches!(
            g.bind(&BTreeMap::from([("W".into(), 0)])),
            Err(BindError::OutOfRange { .. })
        ));
    }

    /// A squeeze of `floor(W/4)` assumes it is 1: the graph verifies modulo
    /// the assumption, prints and parses it, and binding checks it.
    #[test]
    fn assumptions_are_checked_when_bound() {
        let mut g = Graph::new("g");
        let x = g.add_input(
            "x",
            TensorType::new(DType::F32, [1.into(), 1.into(), Dim::sym("W")]),
        );
        let p = g
            .build(
                "pool",
                OpKind::MaxPool,
                &[x],
                attrs([
                    ("kernel", ints(&[4])),
                    ("strides", ints(&[4])),
                    ("pads", ints(&[0, 0])),
                ]),
            )
            .unwrap();
        let Some(Dim::Sym(w4)) = g.ty(p).shape.get(2).cloned() else {
            panic!("{}", g.ty(p))
        };
        assert_eq!(w4.expr().to_string(), "floor(W/4)");
        let sq = g.add_op(
            OpKind::Reshape,
            &[p],
            Attrs::new(),
            vec![TensorType::fixed(DType::F32, &[1, 1])],
            "squeeze",
        );
        let sq = g.ops[sq].outputs[0];
        g.outputs = vec![sq];
        assert!(crate::verify(&g).is_err());
        g.assume(w4.expr().as_atom().unwrap().clone(), 1, "squeeze");
        crate::verify(&g).unwrap();
        let text = print_graph(&g);
        assert!(text.contains("assume floor(W/4) = 1 \"squeeze\""), "{text}");
        assert_eq!(print_graph(&parse_graph(&text).unwrap()), text);
        // floor(5/4) = floor(7/4) = 1; floor(8/4) = 2.
        for w in [4, 5, 7] {
            let b = g.bind(&BTreeMap::from([("W".into(), w)])).unwrap();
            assert!(b.assumptions.is_empty());
        }
        let e = g.bind(&BTreeMap::from([("W".into(), 8)])).unwrap_err();
        assert!(matches!(e, BindError::Assumption { .. }), "{e}");
        assert!(
            e.to_string()
                .contains("\"squeeze\" assumes `floor(W/4)` = 1, but it is 2"),
            "{e}"
        );
    }

    /// `unk` broadcast against 128 is 128; binding `unk` to 5 is refused at
    /// that op, binding it to 1 or 128 is fine.
    #[test]
    fn bindings_the_model_cannot_take_fail_at_the_op() {
        let mut g = Graph::new("g");
        let a = g.add_input("a", TensorType::new(DType::F32, [Dim::sym("unk")]));
        let b = g.add_input("b", TensorType::fixed(DType::F32, &[128]));
        let s = g.build("add", OpKind::Add, &[a, b], attrs([])).unwrap();
        g.outputs = vec![s];
        assert_eq!(g.ty(s).to_string(), "f32[128]");
        for ok in [1, 128] {
            g.bind(&BTreeMap::from([("unk".into(), ok)])).unwrap();
        }
        let e = g
            .bind(&BTreeMap::from([("unk".into(), 5)]))
            .unwrap_err()
            .to_string();
        assert!(e.contains("(add)") && e.contains("do not broadcast"), "{e}");
    }

    /// `a = 1` after `b = a` (a concat, then another) leaves the solved
    /// set `b = 1`, `a = 1`; `a = 2` then contradicts it; binding checks
    /// what the bindings decide and keeps the rest.
    #[test]
    fn assumptions_between_symbols_stay_solved() {
        use crate::sym::{Atom, Expr};
        let mut g = Graph::new("g");
        let sym = |n: &str| Atom::Sym(n.into());
        assert!(g.assume(sym("b"), Expr::sym("a"), "c1"));
        assert!(g.assume(sym("a"), 1, "c2"));
        let vals: Vec<String> = g
            .assumptions
            .iter()
            .map(|a| format!("{} = {}", Expr::of_atom(a.atom.clone()), a.value))
            .collect();
        assert_eq!(vals, ["b = 1", "a = 1"]);
        assert!(g.assume(sym("b"), 1, "c3"));
        assert!(!g.assume(sym("a"), 2, "c4"));
        let mut h = Graph::new("h");
        assert!(h.assume(sym("b"), Expr::sym("a"), "c1"));
        assert!(!h.assume(sym("a"), Expr::sym("a").add(&Expr::int(1)), "c2"));
        let b = h.bind(&[("a".to_string(), 3)].into()).unwrap();
        assert_eq!(b.assumptions.len(), 1);
        assert_eq!(b.assumptions[0].value, Expr::int(3));
        let e = h
            .bind(&[("a".to_string(), 3), ("b".to_string(), 4)].into())
            .unwrap_err();
        assert!(matches!(e, BindError::Assumption { .. }), "{e}");
    }
}
