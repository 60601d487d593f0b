//! The e-graph language of a communication transition and its analysis.
//!
//! A term is the chain of ops a value goes through between two compute
//! regions: `(a2a g1 (gate 2 (p2p g1 x0)))` reads "input `x0`, sent point to
//! point to group `g1`, routed by a top-2 gate, dispatched all-to-all in
//! `g1`". Leaves are symbols: `x<i>` inputs, `g<i>` device groups, layout
//! kinds (`rep`, `shard`, `part`, `routed`), and numbers (top-k).
//!
//! The analysis gives every e-class the [`Layout`] of its value (kind,
//! group, logical bytes, top-k of the routes attached by a gate). Terms of
//! one e-class denote the same distributed value, so their layouts agree; a
//! term whose operands have the wrong layout (e.g. a reduce-scatter of
//! replicated data) gets [`Info::Invalid`] and rules never build one.

use super::{Layout, LayoutKind};
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

/// Layout after one op (None: ill-typed). Shared by the analysis and by
/// [`super::Transition::check`].
pub fn transfer(
    op: &CommLang,
    x: &Layout,
    group: Option<(u32, u32)>,
    kind: Option<LayoutKind>,
    k: Option<i64>,
) -> Option<Layout> {
    use LayoutKind::*;
    let (g, n) = group.unwrap_or((x.group, x.n));
    let with = |kind: LayoutKind, g: u32, n: u32| Layout {
        kind,
        group: g,
        n,
        ..x.clone()
    };
    let same = x.group == g;
    match op {
        CommLang::AllReduce(_) if same && x.kind == Part => Some(with(Rep, g, n)),
        CommLang::ReduceScatter(_) if same && x.kind == Part => Some(with(Shard, g, n)),
        CommLang::AllGather(_) if same && x.kind == Shard => Some(with(Rep, g, n)),
        CommLang::Slice(_) if same && x.kind == Rep => Some(with(Shard, g, n)),
        CommLang::AllToAll(_) if same && x.topk.is_some() => match x.kind {
            Rep | Shard => Some(with(Routed, g, n)),
            Routed => Some(with(Shard, g, n)),
            Part => None,
        },
        CommLang::P2P(_) if !same && x.n == n => Some(with(x.kind, g, n)),
        CommLang::M2MS(_) => {
            let to = kind?;
            let ok = match (x.kind, to) {
                (Part, Part) => x.n == n,
                (_, Part) => false,
                (Part, Routed) => false,
                (_, Routed) => x.topk.is_some(),
                _ => true,
            };
            ok.then(|| with(to, g, n))
        }
        CommLang::Gate(_) if x.kind != Part && x.topk.is_none() => {
            let k = u32::try_from(k?).ok().filter(|&k| k >= 1 && k <= x.n)?;
            Some(Layout {
                topk: Some(k),
                ..x.clone()
            })
        }
        _ => None,
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
    let r = match node {
        CommLang::Num(n) => return Info::Num(*n),
        CommLang::Symbol(s) => return analysis.symbol(s.as_str()),
        CommLang::Prog(_) => return Info::Prog,
        CommLang::M2MS([kind, g, x]) => {
            let kind = match child(*kind) {
                Info::Kind(k) => Some(k),
                _ => None,
            };
            val(*x).and_then(|l| transfer(node, &l, grp(*g), kind, None))
        }
        CommLang::Gate([k, x]) => {
            let k = match child(*k) {
                Info::Num(k) => Some(k),
                _ => None,
            };
            val(*x).and_then(|l| transfer(node, &l, None, None, k))
        }
        CommLang::AllReduce([g, x])
        | CommLang::ReduceScatter([g, x])
        | CommLang::AllGather([g, x])
        | CommLang::AllToAll([g, x])
        | CommLang::P2P([g, x])
        | CommLang::Slice([g, x]) => match grp(*g) {
            Some(g) => val(*x).and_then(|l| transfer(node, &l, Some(g), None, None)),
            None => None,
        },
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
