//! Cost of a communication program: bytes each device sends (= receives)
//! per Chimera table 1 (ring algorithms; hetc-ir's [`OpKind::volume`]), as
//! an egg [`CostFunction`] separate from extraction (STYLE #7).
//!
//! With `D` the logical bytes of the activation (Chimera's `BSH`), `N` the
//! group size and `k` the top-k of the routes:
//! * all-reduce `2(N−1)·D/N`; reduce-scatter and all-gather `(N−1)·D/N`;
//! * all-to-all `(N−1)·D·k/N` (uniform routing);
//! * P2P: the bytes a sender holds (`D`, or `D/N` of a shard or of routed
//!   tokens, top-k copies counted once as table 1 does);
//! * M2MS: the bytes a sender holds ("it still needs sending all local
//!   data"), times the receiving group's size when a sharded, routed or
//!   partial source must reach a replicated target (each byte goes to every
//!   receiver);
//! * gate, slice: 0 (local).

pub use super::held_bytes;
use super::lang::{CommAnalysis, CommLang, Info};
use super::{Layout, OpKind};
use egg::{CostFunction, EGraph, Id, Language};

/// Bytes per device, then the number of collectives (the tie-break: of two
/// programs moving the same bytes, the one with fewer launches).
#[derive(Clone, Copy, Debug, PartialEq, PartialOrd)]
pub struct Volume {
    pub bytes: f64,
    pub collectives: u32,
}

/// Table 1 volume of `op` applied to `x` with result `out`
/// ([`OpKind::volume`]; an M2MS's target kind is `out`'s).
pub fn op_bytes(op: &CommLang, x: &Layout, out: &Layout) -> f64 {
    let kind = match op {
        CommLang::AllReduce(_) => OpKind::AllReduce,
        CommLang::ReduceScatter(_) => OpKind::ReduceScatter,
        CommLang::AllGather(_) => OpKind::AllGather,
        CommLang::AllToAll(_) => OpKind::AllToAll,
        CommLang::P2P(_) => OpKind::P2P,
        CommLang::M2MS(_) => OpKind::M2MS(out.kind),
        _ => return 0.0,
    };
    kind.volume(x, out)
}

/// Whether `op` is a collective (counted in [`Volume::collectives`]).
pub fn is_comm(op: &CommLang) -> bool {
    !matches!(
        op,
        CommLang::Gate(_)
            | CommLang::Slice(_)
            | CommLang::Prog(_)
            | CommLang::Num(_)
            | CommLang::Symbol(_)
    )
}

/// [`op_bytes`] over an e-graph: layouts come from the analysis.
pub struct TableOneCost<'a> {
    pub egraph: &'a EGraph<CommLang, CommAnalysis>,
}

impl CostFunction<CommLang> for TableOneCost<'_> {
    type Cost = Volume;

    fn cost<C>(&mut self, enode: &CommLang, mut costs: C) -> Volume
    where
        C: FnMut(Id) -> Volume,
    {
        let mut total = Volume {
            bytes: 0.0,
            collectives: 0,
        };
        for &c in enode.children() {
            let v = costs(c);
            total.bytes += v.bytes;
            total.collectives += v.collectives;
        }
        let input = enode.children().last().copied();
        if let (Some(x), true) = (input, is_comm(enode)) {
            let out = self
                .egraph
                .lookup(enode.clone())
                .map(|id| &self.egraph[id].data);
            if let (Info::Value(xl), Some(Info::Value(ol))) = (&self.egraph[x].data, out) {
                total.bytes += op_bytes(enode, xl, ol);
            }
            total.collectives += 1;
        }
        total
    }
}
