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

/// How a value is laid out over a device group.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum LayoutKind {
    /// Every device holds all of it.
    Rep,
    /// Device `i` holds row chunk `i` (tokens / sequence split).
    Shard,
    /// Every device holds a partial sum (TP row-parallel output).
    Part,
    /// Token copies at the devices of their top-k experts (EP).
    Routed,
}

impl LayoutKind {
    pub fn name(self) -> &'static str {
        match self {
            LayoutKind::Rep => "rep",
            LayoutKind::Shard => "shard",
            LayoutKind::Part => "part",
            LayoutKind::Routed => "routed",
        }
    }

    pub fn parse(s: &str) -> Option<LayoutKind> {
        [
            LayoutKind::Rep,
            LayoutKind::Shard,
            LayoutKind::Part,
            LayoutKind::Routed,
        ]
        .into_iter()
        .find(|k| k.name() == s)
    }
}

/// A distributed value: layout kind over group `group` of `n` devices,
/// `bytes` logical bytes (Chimera's BSH), routes of a top-`topk` gate if any.
#[derive(Clone, Debug, PartialEq)]
pub struct Layout {
    pub kind: LayoutKind,
    pub group: u32,
    pub n: u32,
    pub bytes: f64,
    pub topk: Option<u32>,
}

/// One op of a transition.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum OpKind {
    AllReduce,
    ReduceScatter,
    AllGather,
    AllToAll,
    /// Point to point, device `i` of the input group to device `i` of `group`.
    P2P,
    /// Many-to-many scatter into this layout over `group`.
    M2MS(LayoutKind),
    /// MoE gating with top-k routing (local compute; only routes).
    Gate(u32),
    /// Local split of a replicated value into the group's shards (SP entry).
    Slice,
}

#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Op {
    pub kind: OpKind,
    /// Index into the program's group table (ignored by `Gate`).
    pub group: u32,
}

impl Op {
    pub fn name(&self) -> String {
        match self.kind {
            OpKind::AllReduce => "AllReduce".into(),
            OpKind::ReduceScatter => "ReduceScatter".into(),
            OpKind::AllGather => "AllGather".into(),
            OpKind::AllToAll => "AllToAll".into(),
            OpKind::P2P => "P2P".into(),
            OpKind::M2MS(k) => format!("M2MS→{}", k.name()),
            OpKind::Gate(k) => format!("Gate(top-{k})"),
            OpKind::Slice => "Slice".into(),
        }
    }

    pub fn is_comm(&self) -> bool {
        !matches!(self.kind, OpKind::Gate(_) | OpKind::Slice)
    }
}

/// The ops between two compute regions, applied in order to `input`.
#[derive(Clone, Debug, PartialEq)]
pub struct Transition {
    pub label: String,
    pub input: Layout,
    pub ops: Vec<Op>,
}

impl Transition {
    /// The term of this transition with input symbol `x<input>`.
    pub fn to_expr(&self, input: usize) -> RecExpr<CommLang> {
        let mut e = RecExpr::default();
        let mut cur = e.add(CommLang::Symbol(Symbol::from(format!("x{input}"))));
        for op in &self.ops {
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

    /// The ops of a chain term (the inverse of [`Transition::to_expr`]).
    pub fn ops_of(expr: &RecExpr<CommLang>) -> Result<Vec<Op>, PassError> {
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
                CommLang::AllReduce([g, x]) => ((OpKind::AllReduce, group(*g)?), *x),
                CommLang::ReduceScatter([g, x]) => ((OpKind::ReduceScatter, group(*g)?), *x),
                CommLang::AllGather([g, x]) => ((OpKind::AllGather, group(*g)?), *x),
                CommLang::AllToAll([g, x]) => ((OpKind::AllToAll, group(*g)?), *x),
                CommLang::P2P([g, x]) => ((OpKind::P2P, group(*g)?), *x),
                CommLang::Slice([g, x]) => ((OpKind::Slice, group(*g)?), *x),
                CommLang::M2MS([k, g, x]) => {
                    let k = sym(*k).and_then(LayoutKind::parse).ok_or_else(bad)?;
                    ((OpKind::M2MS(k), group(*g)?), *x)
                }
                CommLang::Gate([k, x]) => match &nodes[usize::from(*k)] {
                    CommLang::Num(k) => ((OpKind::Gate(*k as u32), 0), *x),
                    _ => return Err(bad()),
                },
                CommLang::Num(_) | CommLang::Prog(_) => return Err(bad()),
            };
            ops.push(Op {
                kind: op.0,
                group: op.1,
            });
            cur = next;
        }
        ops.reverse();
        Ok(ops)
    }

    /// The layout after each op; the error names the first ill-typed op.
    pub fn layouts(&self, group_sizes: &[u32]) -> Result<Vec<Layout>, PassError> {
        let mut cur = self.input.clone();
        let mut out = Vec::with_capacity(self.ops.len());
        for (i, op) in self.ops.iter().enumerate() {
            let expr = Transition {
                label: String::new(),
                input: cur.clone(),
                ops: vec![*op],
            }
            .to_expr(0);
            let analysis = CommAnalysis {
                group_sizes: group_sizes.to_vec(),
                inputs: vec![cur.clone()],
            };
            let mut facts: Vec<lang::Info> = Vec::new();
            for node in expr.as_ref() {
                let f = lang::info_of(node, |id| facts[usize::from(id)].clone(), &analysis);
                facts.push(f);
            }
            match facts.pop() {
                Some(lang::Info::Value(l)) => {
                    cur = l.clone();
                    out.push(l);
                }
                _ => {
                    return Err(PassError::Workload(format!(
                        "comm program `{}`: op {} ({}) does not apply to a {} value over group g{}",
                        self.label,
                        i,
                        op.name(),
                        cur.kind.name(),
                        cur.group
                    )))
                }
            }
        }
        Ok(out)
    }

    /// Table 1 bytes per device of each op.
    pub fn op_bytes(&self, group_sizes: &[u32]) -> Result<Vec<f64>, PassError> {
        let layouts = self.layouts(group_sizes)?;
        let expr = self.to_expr(0);
        // The op nodes of the chain, in order (leaves skipped).
        let ops: Vec<&CommLang> = expr
            .as_ref()
            .iter()
            .filter(|n| !matches!(n, CommLang::Symbol(_) | CommLang::Num(_)))
            .collect();
        let mut prev = self.input.clone();
        let mut v = Vec::with_capacity(ops.len());
        for (op, out) in ops.into_iter().zip(&layouts) {
            v.push(cost::op_bytes(op, &prev, out));
            prev = out.clone();
        }
        Ok(v)
    }

    /// Total table 1 bytes per device.
    pub fn bytes(&self, group_sizes: &[u32]) -> Result<f64, PassError> {
        Ok(self.op_bytes(group_sizes)?.iter().sum())
    }
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
        exprs.push(t.to_expr(i));
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
            ops: Transition::ops_of(&best)?,
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
