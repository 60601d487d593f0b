//! The pipeline boundary rule: how a value leaves one stage's devices for
//! the next stage's, in both views of [`super`] (the per-stage program over
//! a workload and the per-rank programs of a bundle), so that fusion sees
//! the same chain in both.
//!
//! From a value `x` over the sending devices into a group of the receiving
//! stage:
//! * a partial sum (the sending stage's last row-parallel output) is first
//!   all-reduced over its group;
//! * TP 1 → TP 1: P2P when the groups have the same size (one device each,
//!   or EP shards to an EP group of the same size), else an M2MS into a
//!   replicated layout;
//! * otherwise H2 §5's SR&AG: each sending device keeps its shard of a
//!   replicated value (`Slice`), an M2MS scatters the shards to the
//!   receiving group, and the receiving group all-gathers (when it has more
//!   than one device).
//!
//! Fusion then folds what it can (Chimera table 3: the all-reduce and slice
//! into the M2MS, an M2MS + all-gather into one M2MS to a replicated layout
//! when cheaper); the runtime executes whatever chain results.

use hetc_ir::comm_program::{Layout, LayoutKind, Op, OpKind};

/// The ops that move `x` (on a stage of `src_tp` TP ranks) into group
/// `dst` of `dst_n` devices (on a stage of `dst_tp` TP ranks), each with the
/// layout after it. Every op applies (the layouts come from
/// [`OpKind::apply`]); a rule that would not is a bug, caught by the unit
/// test over every case.
pub fn pp_boundary(
    x: &Layout,
    src_tp: u32,
    dst: u32,
    dst_n: u32,
    dst_tp: u32,
) -> Vec<(Op, Layout)> {
    let mut out: Vec<(Op, Layout)> = Vec::new();
    let mut cur = x.clone();
    let mut push = |kind: OpKind, group: u32, n: u32, cur: &mut Layout| {
        if let Some(l) = kind.apply(cur, group, n) {
            *cur = l.clone();
            out.push((Op { kind, group }, l));
        }
    };
    if cur.kind == LayoutKind::Part {
        let (g, n) = (cur.group, cur.n);
        push(OpKind::AllReduce, g, n, &mut cur);
    }
    if src_tp == 1 && dst_tp == 1 {
        let kind = if dst_n == cur.n {
            OpKind::P2P
        } else {
            OpKind::M2MS(LayoutKind::Rep)
        };
        push(kind, dst, dst_n, &mut cur);
    } else {
        if cur.kind == LayoutKind::Rep && cur.n > 1 {
            let (g, n) = (cur.group, cur.n);
            push(OpKind::Slice, g, n, &mut cur);
        }
        push(OpKind::M2MS(LayoutKind::Shard), dst, dst_n, &mut cur);
        if dst_n > 1 {
            push(OpKind::AllGather, dst, dst_n, &mut cur);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_case_ends_whole_on_every_receiving_device() {
        for (kind, n) in [
            (LayoutKind::Part, 2),
            (LayoutKind::Part, 4),
            (LayoutKind::Rep, 1),
            (LayoutKind::Rep, 2),
            (LayoutKind::Shard, 2),
        ] {
            for (dst_n, dst_tp) in [(1, 1), (2, 2), (4, 4), (2, 1)] {
                let src_tp = if kind == LayoutKind::Shard { 1 } else { n };
                let x = Layout {
                    kind,
                    group: 0,
                    n,
                    bytes: 4096.0,
                    topk: None,
                };
                let ops = pp_boundary(&x, src_tp, 1, dst_n, dst_tp);
                let last = &ops.last().unwrap().1;
                let names: Vec<String> = ops.iter().map(|(o, _)| o.name()).collect();
                let at = format!("{kind:?} over {n} → {dst_n} (tp {dst_tp}): {names:?}");
                assert_eq!(last.group, 1, "{at}");
                // Whole everywhere: replicated, or the one shard of one device,
                // or (EP, tp 1 → 1, equal groups) shards moved as they are.
                let whole = last.kind == LayoutKind::Rep
                    || (last.kind == LayoutKind::Shard && last.n == 1)
                    || (kind == LayoutKind::Shard && src_tp == 1 && dst_tp == 1 && dst_n == n);
                assert!(whole, "{at}");
                assert_eq!(
                    names.first().map(String::as_str) == Some("AllReduce"),
                    kind == LayoutKind::Part,
                    "{at}"
                );
            }
        }
    }
}
