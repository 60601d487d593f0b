//! The uniform baseline (Megatron-LM style): one TP degree and one DP degree
//! for every stage, equal layer counts, stages in the cluster's mesh order.
//!
//! Establishes the fastest plan of that shape that fits memory, by the
//! shared evaluator: over TP degrees `tp` (powers of two up to the smallest
//! `tp_limit` of the chips the meshes use), DP degrees `dp` dividing B/mb with
//! `tp · dp` dividing every mesh's device count (stages never straddle
//! meshes), recomputation on or off for all stages, and — when the layers do
//! not divide evenly — the longer stages first or last. There are
//! `pp = total devices / (tp · dp)` stages, ≤ the number of layers; layer
//! counts differ by at most one. Ties go to fewer stages, smaller tp, smaller
//! dp, recomputation off, longer stages last.
//!
//! Assumes every mesh takes part (a baseline that idles devices would not
//! be Megatron's).
//!
//! Deliberately does not sort meshes by memory, balance layers by chip
//! speed or vary TP/DP per stage: it is the comparison point that shows what
//! HeteroAuto's non-uniform choices gain.

use super::{
    divisors, powers_of_two, split_even, Evaluator, Misses, PlanOptions, PlanOutcome, StageSpec,
};
use crate::{PassError, Workload};
use hetc_ir::{Cluster, MeshId};
use std::cmp::Ordering;

/// The planner's name in plans and on the command line.
pub const PLANNER_NAME: &str = "uniform";

/// Key of a candidate: (T, stages, tp, dp, recompute, longer stages first).
type Key = (f64, u64, u32, u32, bool, bool);

fn cmp_key(a: &Key, b: &Key) -> Ordering {
    a.0.total_cmp(&b.0)
        .then(a.1.cmp(&b.1))
        .then(a.2.cmp(&b.2))
        .then(a.3.cmp(&b.3))
        .then(a.4.cmp(&b.4))
        .then(a.5.cmp(&b.5))
}

/// Search uniform plans of `workload` on `cluster`.
pub fn plan_uniform(
    workload: &Workload,
    cluster: &Cluster,
    opts: &PlanOptions,
) -> Result<PlanOutcome, PassError> {
    let ev = Evaluator::new(workload, cluster, opts)?;
    let meshes: Vec<MeshId> = cluster.meshes.keys().collect();
    let tp_cap = meshes
        .iter()
        .map(|&m| cluster.chips[cluster.meshes[m].chip].tp_limit)
        .min()
        .unwrap_or(1);
    let smallest = meshes
        .iter()
        .map(|&m| cluster.mesh_devices(m) as u64)
        .min()
        .unwrap_or(0);
    let total = cluster.total_devices();
    let num_layers = workload.layers.len() as u64;
    let recompute: &[bool] = if opts.allow_recompute {
        &[false, true]
    } else {
        &[false]
    };

    let mut misses = Misses::default();
    let mut evaluated = 0u64;
    let mut best: Option<(Key, Vec<StageSpec>)> = None;
    let (mut specs, mut metrics) = (Vec::new(), Vec::new());
    for tp in powers_of_two(tp_cap) {
        for d in divisors(opts.micro_batches()) {
            let size = tp as u64 * d;
            if size > smallest {
                break;
            }
            if meshes
                .iter()
                .any(|&m| cluster.mesh_devices(m) as u64 % size != 0)
            {
                misses.other("tp × dp does not divide every mesh's device count");
                continue;
            }
            let stages = total / size;
            if stages > num_layers {
                misses.other(format!(
                    "more pipeline stages than the model's {num_layers} layers"
                ));
                continue;
            }
            let placements: &[bool] = if num_layers % stages == 0 {
                &[false]
            } else {
                &[false, true]
            };
            for &r in recompute {
                for &extras_first in placements {
                    specs.clear();
                    let mut counts = split_even(num_layers as u32, stages as u32, extras_first);
                    let mut layer = 0;
                    for &m in &meshes {
                        for k in 0..cluster.mesh_devices(m) as u64 / size {
                            let n = counts.next().unwrap_or(0);
                            specs.push(StageSpec {
                                first_layer: layer,
                                end_layer: layer + n,
                                mesh: m,
                                first_device: (k * size) as u32,
                                tp,
                                dp: d as u32,
                                recompute: r,
                            });
                            layer += n;
                        }
                    }
                    evaluated += 1;
                    match ev.evaluate_into(&specs, &mut metrics) {
                        Err(e) => misses.other(e),
                        Ok(score) if !score.fits => {
                            let describe = || {
                                format!(
                                    "tp {tp}, dp {d}, {stages} stages{}",
                                    if r { ", recompute" } else { "" }
                                )
                            };
                            misses.memory(&ev, &specs, &score, &metrics, describe);
                        }
                        Ok(score) => {
                            let key = (score.iteration_s, stages, tp, d as u32, r, extras_first);
                            if best
                                .as_ref()
                                .is_none_or(|(k, _)| cmp_key(&key, k) == Ordering::Less)
                            {
                                best = Some((key, specs.clone()));
                            }
                        }
                    }
                }
            }
        }
    }
    let Some((_, specs)) = best else {
        return Err(misses.into_error(&ev));
    };
    let plan = ev.plan(PLANNER_NAME, &specs)?;
    plan.verify(cluster).map_err(|e| {
        PassError::Infeasible(format!(
            "internal error, the chosen plan does not verify: {e}"
        ))
    })?;
    Ok(PlanOutcome {
        plan,
        candidates_evaluated: evaluated,
        candidates_pruned: 0,
        unused_devices: Vec::new(),
        notes: Vec::new(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plan::test_fixtures::blocks;

    /// Mesh `small` (id 0): 2 nodes × 4 devices of S, 32 GiB, tp_limit 2.
    /// Mesh `big` (id 1): 1 node × 8 devices of L, 80 GiB, tp_limit 8.
    const CLUSTER: &str = r#"
name = "uni"
[[chip]]
name = "S"
vendor = "v1"
peak_tflops = { f16 = 100.0 }
memory_gib = 32.0
hbm_gb_s = 1000.0
efficiency = 0.5
devices_per_node = 4
intra_node_gb_s = 100.0
tp_limit = 2
nics_per_node = 2
nic_gbit_s = 100.0
[[chip]]
name = "L"
vendor = "v2"
peak_tflops = { f16 = 200.0 }
memory_gib = 80.0
hbm_gb_s = 2000.0
efficiency = 0.5
devices_per_node = 8
intra_node_gb_s = 300.0
tp_limit = 8
nics_per_node = 4
nic_gbit_s = 200.0
[[mesh]]
name = "small"
chip = "S"
nodes = 2
[[mesh]]
name = "big"
chip = "L"
nodes = 1
[[link]]
between = ["small", "big"]
gbit_s = 100.0
latency_us = 10.0
"#;

    #[test]
    fn same_tp_dp_equal_layers_in_mesh_order() {
        let cluster = Cluster::from_toml(CLUSTER).unwrap();
        let w = blocks(18, 1e12, 50_000_000, 1e8, 4e6);
        let out = plan_uniform(&w, &cluster, &PlanOptions::new(16)).unwrap();
        let plan = &out.plan;
        plan.verify(&cluster).unwrap();
        let s0 = &plan.stages[0];
        assert!(plan
            .stages
            .iter()
            .all(|s| s.tp == s0.tp && s.dp == s0.dp && s.recompute == s0.recompute));
        // TP within the smallest limit (S: 2), although L allows 8.
        assert!(s0.tp <= 2);
        // Mesh order, not memory order: `small` first.
        assert_eq!(s0.devices.mesh, "small");
        // pp = 16 devices / (tp · dp), layer counts differ by at most one.
        assert_eq!(plan.stages.len() as u32, 16 / (s0.tp * s0.dp));
        let counts: Vec<u32> = plan.stages.iter().map(|s| s.num_layers()).collect();
        let (lo, hi) = (counts.iter().min().unwrap(), counts.iter().max().unwrap());
        assert!(hi - lo <= 1, "{counts:?}");
        assert_eq!(plan.planner, PLANNER_NAME);
        assert!(out.candidates_evaluated > 0);
    }

    #[test]
    fn too_many_stages_for_the_layers_is_infeasible() {
        // 16 devices but tp ≤ 2 and dp | 1 (global batch 1): at least 8
        // stages for 2 layers.
        let cluster = Cluster::from_toml(CLUSTER).unwrap();
        let w = blocks(2, 1e12, 1_000_000, 1e6, 1e6);
        let e = plan_uniform(&w, &cluster, &PlanOptions::new(1))
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("more pipeline stages than the model's 2 layers"),
            "{e}"
        );
    }

    #[test]
    fn uniform_is_deterministic() {
        let cluster = Cluster::from_toml(CLUSTER).unwrap();
        let w = blocks(18, 1e12, 50_000_000, 1e8, 4e6);
        let a = plan_uniform(&w, &cluster, &PlanOptions::new(16)).unwrap();
        let b = plan_uniform(&w, &cluster, &PlanOptions::new(16)).unwrap();
        assert_eq!(a, b);
    }
}
