//! The e-graph language of a communication transition and its analysis.
//!
//! A term is the chain of ops a value goes through between two compute
//! regions: `(a2a g1 (gate 2 (p2p g1 x0)))` reads "input `x0`, sent point to
//! point to group `g1`, routed by a top-2 gate, dispatched all-to-all in
//! `g1`". Leaves are symbols: `x<i>` inputs, `g<i>` device groups, layout
//! kinds (`rep`, `shard`, `part`, `routed`), and numbers (top-k).
//!
//! The analysis gives every e-class the [`Layout`] of its value (kind,
//! group, logical bytes, top-k of the routes attached by a gate), by
//! hetc-ir's [`OpKind::apply`], the one definition of what an op does to a
//! layout. Terms of
//! one e-class denote the same distributed value, so their layouts agree; a
//! term whose operands have the wrong layout (e.g. a reduce-scatter of
//! replicated data) gets [`Info::Invalid`] and rules never build one.

use super::{Layout, LayoutKind, OpKind};
use egg::{define_language, Analysis, DidMerge, EGraph, Id, Symbol};

define_language! {
    /// Compute (gate, slice) and communication ops of a transition.
    pub enum CommLang {
        "ar" = AllReduce([Id; 2]),
        "rs" = ReduceScatter([Id; 2]),
        "ag" = AllGather([Id; 2]),
        "a2a" = AllToAll([Id; 2]),
        "p2p" = P2P([Id; 2]),
        "m2ms" = M2MS([Id; 3]),
        "gate" = Gate([Id; 2]),
        "slice" = Slice([Id; 2]),
        "prog" = Prog(Box<[Id]>),
        Num(i64),
        Symbol(Symbol),
    }
}

/// Per-e-class fact.
#[derive(Clone, Debug, PartialEq)]
pub enum Info {
    /// A value with this layout.
    Value(Layout),
    /// A device group (index into the group table) of this size.
    Group(u32, u32),
    Kind(LayoutKind),
    Num(i64),
    /// A `prog` node.
    Prog,
    /// An ill-typed term (never built by a rule).
    Invalid,
}

/// The analysis: the group table and the input layouts are its context.
#[derive(Clone, Debug, Default)]
pub struct CommAnalysis {
    /// Group sizes, by group index.
    pub group_sizes: Vec<u32>,
    /// Input layouts, by input index (`x<i>`).
    pub inputs: Vec<Layout>,
}

impl CommAnalysis {
    fn symbol(&self, s: &str) -> Info {
        let idx = |p: &str| s.strip_prefix(p).and_then(|n| n.parse::<usize>().ok());
        if let Some(kind) = LayoutKind::parse(s) {
            return Info::Kind(kind);
        }
        if let Some(i) = idx("x") {
            return self
                .inputs
                .get(i)
                .cloned()
                .map_or(Info::Invalid, Info::Value);
        }
        if let Some(i) = idx("g") {
            return self
                .group_sizes
                .get(i)
                .map_or(Info::Invalid, |&n| Info::Group(i as u32, n));
        }
        Info::Invalid
    }
}

/// The fact of `node` given its children's facts: the analysis's `make`,
/// and the layout check of a rule's right side before it is built.
pub fn info_of(node: &CommLang, child: impl Fn(Id) -> Info, analysis: &CommAnalysis) -> Info {
    let val = |id: Id| match child(id) {
        Info::Value(l) => Some(l),
        _ => None,
    };
    let grp = |id: Id| match child(id) {
        Info::Group(g, n) => Some((g, n)),
        _ => None,
    };
    let on_group = |kind: OpKind, g: Id, x: Id| {
        let ((g, n), x) = (grp(g)?, val(x)?);
        kind.apply(&x, g, n)
    };
    let r = match node {
        CommLang::Num(n) => return Info::Num(*n),
        CommLang::Symbol(s) => return analysis.symbol(s.as_str()),
        CommLang::Prog(_) => return Info::Prog,
        CommLang::M2MS([kind, g, x]) => match child(*kind) {
            Info::Kind(k) => on_group(OpKind::M2MS(k), *g, *x),
            _ => None,
        },
        CommLang::Gate([k, x]) => match (child(*k), val(*x)) {
            (Info::Num(k), Some(l)) => u32::try_from(k)
                .ok()
                .and_then(|k| OpKind::Gate(k).apply(&l, l.group, l.n)),
            _ => None,
        },
        CommLang::AllReduce([g, x]) => on_group(OpKind::AllReduce, *g, *x),
        CommLang::ReduceScatter([g, x]) => on_group(OpKind::ReduceScatter, *g, *x),
        CommLang::AllGather([g, x]) => on_group(OpKind::AllGather, *g, *x),
        CommLang::AllToAll([g, x]) => on_group(OpKind::AllToAll, *g, *x),
        CommLang::P2P([g, x]) => on_group(OpKind::P2P, *g, *x),
        CommLang::Slice([g, x]) => on_group(OpKind::Slice, *g, *x),
    };
    r.map_or(Info::Invalid, Info::Value)
}

impl Analysis<CommLang> for CommAnalysis {
    type Data = Info;

    fn make(eg: &mut EGraph<CommLang, Self>, enode: &CommLang) -> Info {
        info_of(enode, |id| eg[id].data.clone(), &eg.analysis)
    }

    fn merge(&mut self, to: &mut Info, from: Info) -> DidMerge {
        // Equal terms have equal layouts; an Invalid side only arises from a
        // malformed input program and never replaces a valid fact.
        if *to == Info::Invalid && from != Info::Invalid {
            *to = from;
            return DidMerge(true, false);
        }
        DidMerge(false, *to != from)
    }
}
