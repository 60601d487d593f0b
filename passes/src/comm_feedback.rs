//! Fused communication fed back into the planners' cost model.
//!
//! The planners never see the e-graph: they read a [`Workload`], whose
//! layers state the TP all-reduces of one forward pass
//! ([`LayerCost::tp_comm`]) and the activation a stage boundary after them
//! sends ([`LayerCost::out_bytes`]). This pass rewrites those two numbers so
//! that the planner's comm model charges what the fused program moves; the
//! unchanged planners, re-run on the result, then plan with fused costs:
//!
//! 1. Per transition of a [`CommProgram`] of `plan`, its Chimera table 1
//!    bytes per device after fusion ([`crate::comm_fusion::fuse`]).
//! 2. Per workload layer, the same volume as the planner models it for that
//!    plan: `count · 2(tp−1)/tp · bytes_each · mbs` (ring all-reduces); per
//!    stage boundary, `D/k + (tp'−1)/tp' · D` with `D = out_bytes · mbs`,
//!    `k = min(tp, tp')` (the send of [`crate::cost::comm::boundary_send_s`]
//!    and the receiver's all-gather).
//! 3. Scale = fused / modeled, summed over the transitions of every layer
//!    with the same structural signature (identical blocks get one scale,
//!    which also evens out a transition between two layers being counted
//!    with the layer whose compute follows it), and over boundaries between
//!    the same pair of signatures ([`Origin::Boundary`]). Layers the plan
//!    did not measure take their signature's scale; a layer the planner
//!    charges nothing for (TP 1, replicated work) gets none.
//! 4. [`apply`] multiplies `tp_comm.bytes_each` (made explicit) and
//!    `out_bytes` by their scales.
//!
//! The ratio is fused over *modeled*, not fused over unfused: the planner
//! already charges TP+SP's reduce-scatter + all-gather as one all-reduce
//! (scale 1), and never charged the all-to-alls of EP, so a PP+EP boundary
//! whose P2P + dispatch became one M2MS keeps the P2P's cost (scale 1),
//! while an MoE layer under TP is now charged its all-to-alls too.
//! The driver re-plans once (one step of the fixed point plan → fuse →
//! cost → plan) and prints both predictions.
//!
//! Assumes a layer's scale carries over to another TP degree or stage
//! split (it depends mostly on the layout options `--sp` / `--ep`; TP+PP's
//! varies with the degrees). Volumes of different links are summed as
//! table 1 does. Deliberately does not touch compute, memory or the DP
//! gradient all-reduce, which fusion never changes, nor EP traffic of TP-1
//! stages, which the planner's model has no term for.

use crate::comm_fusion::OpKind;
use crate::parallelize::{CommProgram, Origin};
use crate::{PassError, TpComm, Workload};
use hetc_ir::Plan;
use std::collections::BTreeMap;

/// Per workload layer: the scale of its TP bytes and of the boundary bytes
/// after it (`None`: nothing measured).
#[derive(Clone, Debug, PartialEq)]
pub struct CommScales {
    pub layer: Vec<Option<f64>>,
    pub boundary: Vec<Option<f64>>,
}

/// Scales of `prog`, the program of `plan` over `w`, whose transition `i`
/// moves `fused[i]` bytes per device after fusion.
pub fn comm_scales(
    plan: &Plan,
    prog: &CommProgram,
    fused: &[f64],
    w: &Workload,
) -> Result<CommScales, PassError> {
    let n = w.layers.len();
    let ring = |tp: u32| (tp.max(1) - 1) as f64 / tp.max(1) as f64;
    // Stage of each layer.
    let mut stage_of = vec![None; n];
    for (s, st) in plan.stages.iter().enumerate() {
        for l in st.first_layer..st.end_layer.min(n as u32) {
            stage_of[l as usize] = Some(s);
        }
    }
    let sig = |l: usize| w.layers[l].signature;
    let next_sig = |l: usize| w.layers.get(l + 1).map(|x| x.signature);
    // (modeled, fused) by signature and by signature pair.
    let mut by_sig: BTreeMap<u64, (f64, f64)> = BTreeMap::new();
    let mut by_pair: BTreeMap<(u64, Option<u64>), (f64, f64)> = BTreeMap::new();
    let mut modeled_layers = vec![false; n];
    for l in 0..n {
        let Some(s) = stage_of[l] else { continue };
        let st = &plan.stages[s];
        let mbs = st.micro_batch_size as f64;
        let c = w.layers[l].tp_comm();
        let m = c.count as f64 * 2.0 * ring(st.tp) * c.bytes_each * mbs;
        if m > 0.0 {
            by_sig.entry(sig(l)).or_default().0 += m;
            modeled_layers[l] = true;
        }
        if let (true, Some(next)) = (l + 1 == st.end_layer as usize, plan.stages.get(s + 1)) {
            let d = w.layers[l].out_bytes * mbs;
            let k = st.tp.min(next.tp).max(1) as f64;
            let m = d / k + ring(next.tp) * d;
            if m > 0.0 {
                by_pair.entry((sig(l), next_sig(l))).or_default().0 += m;
            }
        }
    }
    // A transition's fused bytes are shared among the origins of its ops in
    // proportion to their unfused bytes, counting only ops the planner
    // models (all but the all-to-alls): a PP+EP boundary's M2MS goes to
    // the P2P it replaced, a TP layer's fused region to its all-reduce.
    let sizes = prog.group_sizes();
    for ((t, origins), &f) in prog.transitions.iter().zip(&prog.origins).zip(fused) {
        let bytes = t.op_bytes(&sizes)?;
        let weight = |i: usize| match t.ops[i].kind {
            OpKind::AllToAll => 0.0,
            _ => bytes[i],
        };
        let total: f64 = (0..t.ops.len()).map(weight).sum();
        if total <= 0.0 {
            continue;
        }
        for (i, o) in origins.iter().enumerate() {
            let share = f * weight(i) / total;
            match *o {
                Origin::Layer(l) if modeled_layers.get(l as usize) == Some(&true) => {
                    by_sig.entry(sig(l as usize)).or_default().1 += share;
                }
                Origin::Boundary(l) if (l as usize) < n => {
                    let l = l as usize;
                    by_pair.entry((sig(l), next_sig(l))).or_default().1 += share;
                }
                _ => {}
            }
        }
    }
    let ratio = |(m, f): (f64, f64)| (m > 0.0).then(|| f / m);
    Ok(CommScales {
        layer: (0..n)
            .map(|l| by_sig.get(&sig(l)).copied().and_then(ratio))
            .collect(),
        boundary: (0..n)
            .map(|l| by_pair.get(&(sig(l), next_sig(l))).copied().and_then(ratio))
            .collect(),
    })
}

/// `w` with each layer's TP bytes and boundary bytes scaled by `s`.
pub fn apply(w: &Workload, s: &CommScales) -> Workload {
    let mut out = w.clone();
    for (i, l) in out.layers.iter_mut().enumerate() {
        if let Some(r) = s.layer.get(i).copied().flatten() {
            let c = l.tp_comm();
            l.tp_comm = Some(TpComm {
                count: c.count,
                bytes_each: c.bytes_each * r,
            });
        }
        if let Some(r) = s.boundary.get(i).copied().flatten() {
            // TP bytes are explicit above (or stay the default of the
            // unscaled out_bytes): fix them before out_bytes changes.
            l.tp_comm = Some(l.tp_comm());
            l.out_bytes *= r;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::comm_fusion::{Layout, LayoutKind, Op, Transition};
    use crate::parallelize::Group;
    use crate::{LayerCost, TpKind};
    use hetc_ir::plan::{MeshSlice, Prediction, ScheduleKind, Stage};

    fn layer(sig: u64, tp: TpKind) -> LayerCost {
        LayerCost {
            recompute_with_previous: false,
            replicated: Default::default(),
            kernels: Vec::new(),
            name: format!("l{sig}"),
            signature: sig,
            fwd_flops: 1.0,
            fwd_bytes: 1.0,
            params: 1,
            act_bytes: 1.0,
            act_bytes_recompute: 1.0,
            out_bytes: 1000.0,
            tp,
            tp_comm: None,
        }
    }

    fn stage(first: u32, end: u32) -> Stage {
        Stage {
            first_layer: first,
            end_layer: end,
            chip: "c".into(),
            devices: MeshSlice {
                mesh: "m".into(),
                first: 0,
                count: 2,
            },
            tp: 2,
            dp: 1,
            recompute: false,
            micro_batch_size: 1,
            warmup: 1,
        }
    }

    fn t(kind: LayoutKind, group: u32, topk: Option<u32>, ops: &[(OpKind, u32)]) -> Transition {
        Transition {
            label: String::new(),
            input: Layout {
                kind,
                group,
                n: 2,
                bytes: 1000.0,
                topk,
            },
            ops: ops
                .iter()
                .map(|&(kind, group)| Op { kind, group })
                .collect(),
        }
    }

    #[test]
    fn fused_bytes_over_modeled_bytes_per_signature() {
        // Signatures 7 9 9 9 7; the 7s are replicated (nothing modeled).
        // Plan: layers 0..2 and 2..5, TP 2, micro-batch 1.
        let w = Workload {
            model: "m".into(),
            layers: vec![
                layer(7, TpKind::Replicated),
                layer(9, TpKind::TransformerBlock),
                layer(9, TpKind::TransformerBlock),
                layer(9, TpKind::TransformerBlock),
                layer(7, TpKind::Replicated),
            ],
            tokens_per_sample: 1,
            dtype: hetc_ir::DType::BF16,
        };
        let plan = Plan {
            planner: "p".into(),
            model: "m".into(),
            cluster: "c".into(),
            num_layers: 5,
            global_batch: 1,
            tokens_per_sample: 1,
            num_micro_batches: 1,
            schedule: ScheduleKind::OneFOneB,
            stages: vec![stage(0, 2), stage(2, 5)],
            predicted: Prediction {
                iteration_s: 0.0,
                tokens_per_s: 0.0,
                load_balance_eta: 0.0,
                stages: vec![],
            },
        };
        use LayoutKind::*;
        use OpKind::*;
        let prog = CommProgram {
            groups: vec![
                Group {
                    name: "g0".into(),
                    ranks: vec![0, 1],
                },
                Group {
                    name: "g1".into(),
                    ranks: vec![2, 3],
                },
            ],
            transitions: vec![
                t(Part, 0, None, &[(AllReduce, 0)]),
                t(Part, 1, None, &[(AllReduce, 1)]),
                t(
                    Part,
                    0,
                    None,
                    &[(AllReduce, 0), (Slice, 0), (M2MS(Shard), 1), (AllGather, 1)],
                ),
                t(Routed, 1, Some(2), &[(AllToAll, 1)]),
            ],
            origins: vec![
                vec![Origin::Layer(1)],
                vec![Origin::Layer(2)],
                vec![
                    Origin::Layer(1),
                    Origin::Boundary(1),
                    Origin::Boundary(1),
                    Origin::Boundary(1),
                ],
                vec![Origin::Layer(3)],
            ],
            stages: vec![],
            ranks: vec![],
        };
        let s = comm_scales(&plan, &prog, &[500.0, 500.0, 1500.0, 999.0], &w).unwrap();
        // Modeled per TP-2 block: 2 all-reduces · 2·(1/2) · 1000 B = 2000 B;
        // three blocks: 6000 B. Fused: 500 + 500 + the all-reduce's share
        // of the boundary transition, whose unfused bytes are AR 1000,
        // M2MS 500 (a shard of 1000 over 2), AG 500: 1500 · 1000/2000 = 750.
        // The all-to-all-only transition is not modeled: ignored.
        let layer_scale = (500.0 + 500.0 + 750.0) / 6000.0;
        assert_eq!(
            s.layer,
            vec![
                None,
                Some(layer_scale),
                Some(layer_scale),
                Some(layer_scale),
                None
            ]
        );
        // Boundary after layer 1: modeled 1000/2 + (1/2)·1000 = 1000 B,
        // fused share 750; it also applies after layer 2 (same 9 → 9 pair).
        assert_eq!(s.boundary, vec![None, Some(0.75), Some(0.75), None, None]);
        let w2 = apply(&w, &s);
        assert_eq!(
            w2.layers[2].tp_comm,
            Some(TpComm {
                count: 2,
                bytes_each: 1000.0 * layer_scale
            })
        );
        assert_eq!(w2.layers[2].out_bytes, 750.0);
        assert_eq!(w2.layers[0], w.layers[0]);
        // Layer 3: TP bytes scaled, out_bytes (boundary 9 → 7 unmeasured) not.
        assert_eq!(w2.layers[3].out_bytes, 1000.0);
    }
}
