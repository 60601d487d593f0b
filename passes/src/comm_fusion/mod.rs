//! Communication fusion (Chimera §4) by e-graph rewriting with `egg`.
//!
//! Establishes: each [`Transition`] (the chain of collectives, gates and
//! sequence splits between two compute regions) is replaced by the cheapest
//! equivalent chain the [rule table](rules::RULES) reaches, cheapest by
//! Chimera table 1 bytes per device ([`cost::TableOneCost`]), ties broken by
//! fewer collectives. All-reduces are split into reduce-scatter + all-gather,
//! gates move before a preceding P2P / all-gather, and adjacent pairs are
//! fused per table 3 (e.g. P2P + all-to-all ⇒ one M2MS). Every rewrite is
//! checked by the layout analysis ([`lang`]), and [`interp`] executes
//! programs on simulated ranks so tests can check that fusion never changes
//! what a rank holds.
//!
//! The program is hetc-ir's [`CommProgram`]; [`lang::CommLang`] is only
//! this pass's internal form of a transition ([`to_expr`]), and extraction
//! gives a [`Transition`] again ([`ops_of`]), so [`fuse_program`] returns
//! the program the runtime executes.
//!
//! Assumes the transitions come from [`crate::parallelize`] (or a library
//! user) with layouts that type-check ([`Transition::layouts`] says which op
//! does not). Bounded: node, iteration and time limits ([`Limits`]);
//! deterministic: the same transitions give the same extraction (the limits
//! are far above what transitions need, so the time limit never decides).
//!
//! Deliberately does not: fuse across a compute op other than the gate (the
//! gate is the only one that only routes), model link contention or
//! topology (table 1's ring volumes only), or change the backward pass (its
//! collectives mirror the forward ones).

pub mod cost;
pub mod interp;
pub mod lang;
pub mod rules;

use crate::PassError;
use egg::{Extractor, Id, RecExpr, Runner, StopReason, Symbol};
use lang::{CommAnalysis, CommLang};
use std::time::Duration;

pub use hetc_ir::comm_program::{
    held_bytes, CommProgram, Layout, LayoutKind, Op, OpKind, Transition,
};

/// The term of `t` with input symbol `x<input>`: `(a2a g1 (gate 2 (p2p g1
/// x0)))` for P2P ; Gate(top-2) ; AllToAll (the e-graph's form of a
/// transition).
pub fn to_expr(t: &Transition, input: usize) -> RecExpr<CommLang> {
    let mut e = RecExpr::default();
    let mut cur = e.add(CommLang::Symbol(Symbol::from(format!("x{input}"))));
    for op in &t.ops {
        let g = e.add(CommLang::Symbol(Symbol::from(format!("g{}", op.group))));
        cur = match op.kind {
            OpKind::AllReduce => e.add(CommLang::AllReduce([g, cur])),
            OpKind::ReduceScatter => e.add(CommLang::ReduceScatter([g, cur])),
            OpKind::AllGather => e.add(CommLang::AllGather([g, cur])),
            OpKind::AllToAll => e.add(CommLang::AllToAll([g, cur])),
            OpKind::P2P => e.add(CommLang::P2P([g, cur])),
            OpKind::Slice => e.add(CommLang::Slice([g, cur])),
            OpKind::M2MS(k) => {
                let k = e.add(CommLang::Symbol(Symbol::from(k.name())));
                e.add(CommLang::M2MS([k, g, cur]))
            }
            OpKind::Gate(k) => {
                let k = e.add(CommLang::Num(k as i64));
                e.add(CommLang::Gate([k, cur]))
            }
        };
    }
    e
}

/// The ops of a chain term (the inverse of [`to_expr`]); a gate takes the
/// group of the value it routes (`input`'s or the op's before it).
pub fn ops_of(expr: &RecExpr<CommLang>, input: &Layout) -> Result<Vec<Op>, PassError> {
    let bad = || PassError::Workload("comm fusion: extracted term is not a chain".into());
    let nodes = expr.as_ref();
    let sym = |id: Id| match &nodes[usize::from(id)] {
        CommLang::Symbol(s) => Some(s.as_str()),
        _ => None,
    };
    let group = |id: Id| -> Result<u32, PassError> {
        sym(id)
            .and_then(|s| s.strip_prefix('g'))
            .and_then(|n| n.parse().ok())
            .ok_or_else(bad)
    };
    let mut ops = Vec::new();
    let mut cur = Id::from(nodes.len().checked_sub(1).ok_or_else(bad)?);
    loop {
        let (op, next) = match &nodes[usize::from(cur)] {
            CommLang::Symbol(_) => break,
            CommLang::AllReduce([g, x]) => ((OpKind::AllReduce, Some(group(*g)?)), *x),
            CommLang::ReduceScatter([g, x]) => ((OpKind::ReduceScatter, Some(group(*g)?)), *x),
            CommLang::AllGather([g, x]) => ((OpKind::AllGather, Some(group(*g)?)), *x),
            CommLang::AllToAll([g, x]) => ((OpKind::AllToAll, Some(group(*g)?)), *x),
            CommLang::P2P([g, x]) => ((OpKind::P2P, Some(group(*g)?)), *x),
            CommLang::Slice([g, x]) => ((OpKind::Slice, Some(group(*g)?)), *x),
            CommLang::M2MS([k, g, x]) => {
                let k = sym(*k).and_then(LayoutKind::parse).ok_or_else(bad)?;
                ((OpKind::M2MS(k), Some(group(*g)?)), *x)
            }
            CommLang::Gate([k, x]) => match &nodes[usize::from(*k)] {
                CommLang::Num(k) => (
                    (OpKind::Gate(u32::try_from(*k).map_err(|_| bad())?), None),
                    *x,
                ),
                _ => return Err(bad()),
            },
            CommLang::Num(_) | CommLang::Prog(_) => return Err(bad()),
        };
        ops.push(op);
        cur = next;
    }
    ops.reverse();
    // A gate routes the value where it is: its group is the previous op's.
    let mut at = input.group;
    Ok(ops
        .into_iter()
        .map(|(kind, g)| {
            let group = g.unwrap_or(at);
            at = group;
            Op { kind, group }
        })
        .collect())
}

/// Bounds of one e-graph run.
#[derive(Clone, Debug)]
pub struct Limits {
    pub nodes: usize,
    pub iterations: usize,
    pub time: Duration,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            nodes: 50_000,
            iterations: 32,
            time: Duration::from_secs(5),
        }
    }
}

/// One transition before and after fusion.
#[derive(Clone, Debug)]
pub struct Fused {
    pub before: Transition,
    pub after: Transition,
    pub before_bytes: f64,
    pub after_bytes: f64,
}

/// The result of [`fuse`].
#[derive(Clone, Debug)]
pub struct FusionReport {
    pub transitions: Vec<Fused>,
    /// Distinct transitions put in the e-graph (identical ones share a term).
    pub distinct: usize,
    pub iterations: usize,
    pub egraph_nodes: usize,
    /// Why the runner stopped (`Saturated` unless a limit was hit).
    pub stop_reason: String,
}

impl FusionReport {
    pub fn before_bytes(&self) -> f64 {
        self.transitions.iter().map(|t| t.before_bytes).sum()
    }

    pub fn after_bytes(&self) -> f64 {
        self.transitions.iter().map(|t| t.after_bytes).sum()
    }
}

/// Fuse the transitions of `prog` ([`fuse`]): the same program with every
/// transition replaced by its extraction, and the report. Stage steps and
/// rank schedules refer to transitions by index, so they now run the fused
/// ones; [`CommProgram::origins`] describe the ops `parallelize` emitted and
/// are dropped.
pub fn fuse_program(
    prog: &CommProgram,
    limits: &Limits,
) -> Result<(CommProgram, FusionReport), PassError> {
    let r = fuse(&prog.transitions, &prog.group_sizes(), limits)?;
    let mut fused = prog
        .clone()
        .with_transitions(r.transitions.iter().map(|f| f.after.clone()).collect());
    fused.origins.clear();
    Ok((fused, r))
}

/// Fuse every transition (one e-graph for all; identical transitions are
/// one term). `group_sizes[g]` is the size of group `g`.
pub fn fuse(
    transitions: &[Transition],
    group_sizes: &[u32],
    limits: &Limits,
) -> Result<FusionReport, PassError> {
    let mut inputs: Vec<Layout> = Vec::new();
    let mut exprs = Vec::with_capacity(transitions.len());
    for t in transitions {
        t.layouts(group_sizes)?;
        let i = match inputs.iter().position(|l| *l == t.input) {
            Some(i) => i,
            None => {
                inputs.push(t.input.clone());
                inputs.len() - 1
            }
        };
        exprs.push(to_expr(t, i));
    }
    let analysis = CommAnalysis {
        group_sizes: group_sizes.to_vec(),
        inputs,
    };
    let mut runner = Runner::<CommLang, CommAnalysis>::new(analysis)
        .with_node_limit(limits.nodes)
        .with_iter_limit(limits.iterations)
        .with_time_limit(limits.time);
    let mut distinct: Vec<RecExpr<CommLang>> = Vec::new();
    for e in &exprs {
        if !distinct.contains(e) {
            distinct.push(e.clone());
            runner = runner.with_expr(e);
        }
    }
    let runner = runner.run(&rules::rewrites());
    let stop_reason = match &runner.stop_reason {
        Some(StopReason::Saturated) | None => "saturated".to_string(),
        Some(StopReason::IterationLimit(n)) => format!("iteration limit {n}"),
        Some(StopReason::NodeLimit(n)) => format!("node limit {n}"),
        Some(StopReason::TimeLimit(s)) => format!("time limit {s}s"),
        Some(StopReason::Other(s)) => s.clone(),
    };
    let eg = &runner.egraph;
    let extractor = Extractor::new(eg, cost::TableOneCost { egraph: eg });
    let mut out = Vec::with_capacity(transitions.len());
    for (t, e) in transitions.iter().zip(&exprs) {
        let root = distinct
            .iter()
            .position(|d| d == e)
            .map(|i| runner.roots[i])
            .ok_or_else(|| PassError::Workload("comm fusion: lost a root".into()))?;
        let (_, best) = extractor.find_best(eg.find(root));
        let after = Transition {
            label: t.label.clone(),
            input: t.input.clone(),
            ops: ops_of(&best, &t.input)?,
        };
        let before_bytes = t.bytes(group_sizes)?;
        let mut after_bytes = after.bytes(group_sizes)?;
        let mut after = after;
        // Never worse than the input (the input is in the e-graph, so this
        // only guards against floating-point ties).
        if after_bytes > before_bytes {
            after = t.clone();
            after_bytes = before_bytes;
        }
        out.push(Fused {
            before: t.clone(),
            after,
            before_bytes,
            after_bytes,
        });
    }
    Ok(FusionReport {
        transitions: out,
        distinct: distinct.len(),
        iterations: runner.iterations.len(),
        egraph_nodes: eg.total_number_of_nodes(),
        stop_reason,
    })
}
