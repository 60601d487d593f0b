//! The graph verifier.
//!
//! Establishes, for every op in `order`: it appears once; its operand and
//! result counts and required attributes match [`OpKind::signature`]; every
//! operand is defined before use (inputs, parameters and constants are defined
//! from the start); its results are recorded as its own; its recorded result
//! types agree with [`crate::infer_types`]; collective groups are non-empty and
//! without duplicates. Graph outputs must be defined. Every error names the op
//! (id and source name) or value it is about.
//!
//! [`verify`] returns a [`Verified`] token; consumers that must not see
//! unverified IR (backends) take that token instead of a bare `&Graph`.

use crate::entities::{OpId, ValueId};
use crate::graph::{Graph, ValueDef};
use crate::infer::{check_given, infer_types};
use crate::op::{Attr, OpKind};
use cranelift_entity::EntitySet;
use std::fmt;

/// What a verifier error is about.
#[derive(Clone, Debug, PartialEq)]
pub enum Location {
    Op {
        op: OpId,
        name: String,
        kind: String,
    },
    Value(ValueId),
    Graph,
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Location::Op { op, name, kind } if name.is_empty() => write!(f, "{op} ({kind})"),
            Location::Op { op, name, kind } => write!(f, "{op} {name:?} ({kind})"),
            Location::Value(v) => write!(f, "{v}"),
            Location::Graph => f.write_str("graph"),
        }
    }
}

/// One verifier finding.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("{location}: {message}")]
pub struct VerifyError {
    pub location: Location,
    pub message: String,
}

/// All findings of one verifier run.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub struct VerifyErrors(pub Vec<VerifyError>);

impl fmt::Display for VerifyErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "IR verification failed with {} error(s)", self.0.len())?;
        for e in &self.0 {
            write!(f, "\n  {e}")?;
        }
        Ok(())
    }
}

/// Proof that a graph passed the verifier (and has not been mutated since:
/// it borrows the graph).
#[derive(Clone, Copy, Debug)]
pub struct Verified<'g> {
    graph: &'g Graph,
}

impl<'g> Verified<'g> {
    pub fn graph(&self) -> &'g Graph {
        self.graph
    }
}

impl std::ops::Deref for Verified<'_> {
    type Target = Graph;
    fn deref(&self) -> &Graph {
        self.graph
    }
}

/// Verify `graph`; see the module doc for what is checked.
pub fn verify(graph: &Graph) -> Result<Verified<'_>, VerifyErrors> {
    let mut errs = Vec::new();
    let mut defined = EntitySet::<ValueId>::with_capacity(graph.values.len());
    let mut seen = EntitySet::<OpId>::with_capacity(graph.ops.len());
    for (v, d) in graph.values.iter() {
        if matches!(d.def, ValueDef::Input | ValueDef::Param | ValueDef::Const) {
            defined.insert(v);
        }
        if let Some(data) = graph.data.get(&v) {
            if let Some(n) = d.ty.num_elements() {
                if data.dtype != d.ty.dtype || data.len() as u64 != n {
                    errs.push(VerifyError {
                        location: Location::Value(v),
                        message: format!(
                            "data has {} {} elements but the type is {}",
                            data.len(),
                            data.dtype,
                            d.ty
                        ),
                    });
                }
            }
        }
    }
    for &v in &graph.inputs {
        if graph.values.get(v).map(|d| d.def) != Some(ValueDef::Input) {
            errs.push(VerifyError {
                location: Location::Value(v),
                message: "listed as a graph input but is not an input".into(),
            });
        }
    }
    for &o in &graph.order {
        let Some(op) = graph.ops.get(o) else {
            errs.push(VerifyError {
                location: Location::Graph,
                message: format!("order names {o}, which does not exist"),
            });
            continue;
        };
        let loc = || Location::Op {
            op: o,
            name: op.name.clone(),
            kind: op.kind.to_string(),
        };
        let mut err = |m: String| {
            errs.push(VerifyError {
                location: loc(),
                message: m,
            })
        };
        if !seen.insert(o) {
            err("appears twice in the order".into());
            continue;
        }
        let sig = op.kind.signature();
        if !sig.inputs.admits(op.inputs.len()) {
            err(format!(
                "takes {} operand(s), has {}",
                sig.inputs,
                op.inputs.len()
            ));
        }
        if !sig.outputs.admits(op.outputs.len()) {
            err(format!(
                "gives {} result(s), has {}",
                sig.outputs,
                op.outputs.len()
            ));
        }
        for (key, kind) in sig.attrs {
            match op.attrs.get(*key) {
                None => err(format!("required attribute `{key}` is missing")),
                Some(a) if !kind.admits(a) => {
                    err(format!("attribute `{key}` should be {kind:?}, is {a}"))
                }
                _ => {}
            }
        }
        let mut operands_ok = true;
        for (i, &v) in op.inputs.iter().enumerate() {
            if graph.values.get(v).is_none() {
                err(format!("operand {i} is {v}, which does not exist"));
                operands_ok = false;
            } else if !defined.contains(v) {
                err(format!("operand {i} ({v}) is used before it is defined"));
                operands_ok = false;
            }
        }
        for (i, &r) in op.outputs.iter().enumerate() {
            match graph.values.get(r) {
                Some(d) if d.def == ValueDef::Result(o, i as u16) => {
                    if !defined.insert(r) {
                        err(format!("result {r} is defined twice"));
                    }
                }
                _ => err(format!(
                    "result {i} ({r}) is not recorded as this op's result"
                )),
            }
        }
        if let Some(Attr::Ints(group)) = op.attrs.get("group") {
            if op.kind.class() == crate::op::OpClass::Collective {
                let mut g = group.clone();
                g.sort_unstable();
                g.dedup();
                if group.is_empty() || g.len() != group.len() || group.iter().any(|&r| r < 0) {
                    err(format!(
                        "collective group {group:?} must be non-empty distinct ranks"
                    ));
                }
            }
        }
        let sig_ok = sig.inputs.admits(op.inputs.len()) && sig.outputs.admits(op.outputs.len());
        if operands_ok && sig_ok && !matches!(op.kind, OpKind::Custom { .. }) {
            // Types modulo the graph's assumptions (none once bound).
            let ins: Vec<_> = op
                .inputs
                .iter()
                .map(|&v| graph.assumed(&graph.values[v].ty))
                .collect();
            let ins: Vec<_> = ins.iter().collect();
            let outs: Vec<_> = op
                .outputs
                .iter()
                .filter_map(|&v| graph.values.get(v).map(|d| graph.assumed(&d.ty)))
                .collect();
            let outs: Vec<_> = outs.iter().collect();
            match infer_types(&op.kind, &ins, &op.attrs) {
                Err(m) => err(m),
                Ok(Some(expected)) => {
                    for (i, (e, got)) in expected.iter().zip(&outs).enumerate() {
                        if graph.assumed(e) != **got {
                            err(format!(
                                "result {i} has type {got}, but the operands give {e}"
                            ));
                        }
                    }
                }
                Ok(None) => {
                    if outs.len() == op.outputs.len() {
                        if let Err(m) = check_given(&op.kind, &ins, &outs) {
                            err(m);
                        }
                    }
                }
            }
        }
    }
    for &v in &graph.outputs {
        if graph.values.get(v).is_none() || !defined.contains(v) {
            errs.push(VerifyError {
                location: Location::Value(v),
                message: "graph output is never defined".into(),
            });
        }
    }
    if errs.is_empty() {
        Ok(Verified { graph })
    } else {
        Err(VerifyErrors(errs))
    }
}
