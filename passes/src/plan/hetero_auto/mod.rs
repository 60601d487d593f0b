//! HeteroAuto (H2 §4.3): search of HeteroPP configurations — per group of
//! homogeneous chips a TP degree, a number of pipeline stages, a layer share
//! and a recomputation switch, with one DP degree for the whole pipeline.
//!
//! Establishes the plan with the smallest estimated iteration time (the
//! shared evaluator in [`crate::plan`]) among the candidates it evaluates
//! whose every stage fits device memory, or a [`PassError::Infeasible`] that
//! says why none fits. The result is deterministic: enumeration orders are
//! fixed, budgets are candidate counts (never wall time), and ties are broken
//! by (fewer stages, smaller DP, lexicographic per-group (tp, recompute)).
//!
//! The search, as in the paper, with our choices where it is silent:
//! * **Groups** are the cluster's meshes (each homogeneous). They are ordered
//!   by descending chip memory — larger memory takes the earlier stages,
//!   which hold more in-flight micro-batches (Observation #4) — then by chip
//!   type (so equal-memory types do not interleave and the pipeline crosses
//!   vendor boundaries as rarely as possible), then by mesh id. A chip type
//!   with several meshes gives several groups: the paper's sub-groups.
//! * **Candidates**: a DP degree `s_dp` dividing B/mb; per group a TP degree
//!   `s_tp ∈ {1, 2, 4, …} ≤ min(tp_limit, devices)` with
//!   `s_pp = N / (s_tp · s_dp)` whole, and `r ∈ {0, 1}` (only 0 without
//!   `allow_recompute`). A group none of whose TP degrees divides at this
//!   `s_dp` is left out (reported in [`PlanOutcome::unused_devices`]); every
//!   other group is used. More stages than layers is rejected.
//! * **Two stages** (§4.3.3). Stage 1 enumerates every `s_dp` with all groups
//!   of one chip type sharing one (tp, r); it fixes `s_dp`. Stage 2, at that
//!   `s_dp`, lets groups of a type choose independently with (tp, r)
//!   non-increasing along the pipeline among groups of the same type (the
//!   paper's `s_tp,a ≥ s_tp,b`, extended to recomputation: an earlier group
//!   never gets less memory relief). Stage 2 is exhaustive (with the exact
//!   pruning below) when at most [`EXHAUSTIVE_BUDGET`] candidates survive
//!   the bound, and otherwise a coordinate descent from the stage-1 optimum
//!   (change one group, or a prefix or suffix of a type's groups, while T
//!   improves). It is skipped when every type has a single group.
//! * **Layer sharding** per candidate: per-group layer counts minimising the
//!   slowest stage's compute subject to memory — bisection on that time τ,
//!   each probe packing the groups in pipeline order, each taking as many
//!   layers as it can while its slowest stage stays ≤ τ and all its stages
//!   fit (K = 1F1B warm-up of each stage). A group's layers are split over
//!   its stages with counts differing by at most one, the longer stages first
//!   or last, whichever fits and is faster (first/last model layers are
//!   often heavier). This is H2's "equalise compute, then repair memory" in
//!   one step. A repair loop (hand a boundary layer to the neighbour group
//!   with the most slack) is the safety net. Then local improvement on the
//!   full T (the bubble, update and link terms that τ ignores): move one
//!   layer between the group of the critical stage (the argmax of T) and a
//!   neighbour, either way, while T strictly decreases.
//! * **Pruning** (exact): each candidate gets a lower bound on its T from
//!   the fluid relaxation of layer sharding (fractional layers). With
//!   reference costs `c_l` (the first group's chip at TP 1 on the layers of
//!   the most common signature, 0 on the others — dropping layers keeps a
//!   bound valid and one kind of layer keeps it tight), `μ_g = min_l
//!   w_g(l)/c_l` and `held_g` an upper bound on the reference cost group g's
//!   memory can hold (per stage: capacity over the lightest counted layer
//!   at that stage's in-flight count), every allocation has `max_i T_i ≥ τ*`,
//!   the least τ with `Σ_g min(τ·s_pp,g/μ_g, held_g) ≥ Σc`, and
//!   `Σ_i T_i ≥ Σc · min_g μ_g`; with i the critical stage,
//!   `T ≥ (b − α)·max_i T_i + α·Σ_i T_i`. Candidates are evaluated in
//!   increasing bound order and a list stops once the bound exceeds the best
//!   T found, so within a list pruning never changes the result. A candidate
//!   whose first stage of some group cannot hold even the lightest layer is
//!   dropped before sharding (and remembered for the error message).
//!
//! Assumes the evaluator's model (1F1B, α, per-layer additive compute).
//!
//! Deliberately does not split one DP group across chip types (H2 keeps
//! all-reduces inside one type), does not search the micro-batch size, and
//! does not reorder groups to work around missing links between meshes: a
//! missing link makes the candidates that need it infeasible.

use super::{
    divisors, powers_of_two, split_even, Evaluator, Misses, PlanOptions, PlanOutcome, Score,
    StageSpec,
};
use crate::cost::{capacity_bytes, stage_memory, MemoryConfig, StageLoad};
use crate::{PassError, Workload};
use hetc_ir::{ChipTypeId, Cluster, MeshId, MeshSlice, StageMetrics};
use std::cmp::Ordering;
use std::collections::{BTreeMap, BTreeSet};

mod candidates;
mod layers;
mod pick;

use layers::lower;

/// The planner's name in plans and on the command line.
pub const PLANNER_NAME: &str = "hetero-auto";

/// Stage 2 enumerates exhaustively when at most this many candidates
/// survive the bound; beyond it, coordinate descent.
pub const EXHAUSTIVE_BUDGET: usize = 4096;

/// Sweeps of the stage-2 coordinate descent.
const DESCENT_SWEEPS: usize = 8;

/// Bisection on the slowest-stage time: at most this many steps, stopping
/// at this relative precision (local improvement does the fine tuning).
const PACK_STEPS: usize = 24;
const PACK_PRECISION: f64 = 1e-3;

/// Search HeteroPP configurations of `workload` on `cluster`.
pub fn plan_hetero_auto(
    workload: &Workload,
    cluster: &Cluster,
    opts: &PlanOptions,
) -> Result<PlanOutcome, PassError> {
    // The memory prefix tables below assume every layer is its own
    // recomputation checkpoint (block layers); fine layers are HAPT's.
    if let Some(l) = workload.layers.iter().find(|l| l.recompute_with_previous) {
        return Err(PassError::Options(format!(
            "hetero-auto plans block layers; layer {:?} is a fine layer (plan it with hapt)",
            l.name
        )));
    }
    let ev = Evaluator::new(workload, cluster, opts)?;
    search(&ev, true)
}

/// The search proper; `prune = false` evaluates every candidate (tests use
/// it to check that pruning never changes the result).
fn search(ev: &Evaluator<'_>, prune: bool) -> Result<PlanOutcome, PassError> {
    let cluster = ev.cluster();
    let mut search = Search::new(ev);
    if !prune {
        search.ref_total = 0.0;
    }
    let leaves = search.stage_one();
    search.run(leaves);
    if let Some(d) = search.best.as_ref().map(|b| b.dp) {
        if search.needs_stage_two(d) {
            search.stage_two(d);
        }
    }
    let Some(best) = search.best.take() else {
        return Err(search.misses.into_error(ev));
    };
    let plan = ev.plan(PLANNER_NAME, &best.specs)?;
    plan.verify(cluster).map_err(|e| {
        PassError::Infeasible(format!(
            "internal error, the chosen plan does not verify: {e}"
        ))
    })?;
    let unused_devices = search
        .groups
        .iter()
        .zip(&best.choices)
        .filter(|(_, c)| c.is_none())
        .map(|(g, _)| MeshSlice {
            mesh: cluster.meshes[g.mesh].name.clone(),
            first: 0,
            count: g.devices,
        })
        .collect();
    Ok(PlanOutcome {
        plan,
        candidates_evaluated: search.evaluated,
        candidates_pruned: search.pruned,
        unused_devices,
        notes: Vec::new(),
    })
}

/// TP degree and recomputation of one group. The derived order is "memory
/// relief": larger TP, then recomputation on, is more relief.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Choice {
    tp: u32,
    recompute: bool,
}

struct Group {
    mesh: MeshId,
    chip: ChipTypeId,
    devices: u32,
    /// Index of the chip type among the types, in group order.
    kind: usize,
    /// Usable bytes per device.
    capacity: f64,
}

/// One candidate configuration.
struct Leaf {
    bound: f64,
    stages: u32,
    dp: u32,
    /// Per group; `None` = left out.
    choices: Vec<Option<Choice>>,
}

struct Found {
    t: f64,
    stages: u32,
    dp: u32,
    choices: Vec<Option<Choice>>,
    specs: Vec<StageSpec>,
}

/// A group used by a candidate.
#[derive(Clone, Copy)]
struct Used {
    group: usize,
    choice: Choice,
    stages: u32,
    /// Index of the per-layer step-time table (chip, tp, recompute).
    table: usize,
    /// Index of the per-layer memory table (chip, tp).
    mem: usize,
}

/// Prefix sums of per-device layer loads at one TP degree.
struct MemTable {
    params: Vec<f64>,
    act: Vec<f64>,
    act_recompute: Vec<f64>,
    /// Per layer (not prefix): activation bytes per device.
    act_each: Vec<f64>,
    /// Component-wise minimum over single layers: no stage holds less.
    least: StageLoad,
    /// The same over the layers the bound's reference costs count.
    least_counted: StageLoad,
}

/// How one group's layers sit on its stages.
struct GroupLayout {
    extras_first: bool,
    slowest: f64,
    fits: bool,
}

struct Search<'e, 'a> {
    ev: &'e Evaluator<'a>,
    groups: Vec<Group>,
    num_layers: u32,
    micro_batches: u64,
    alpha: f64,
    allow_recompute: bool,
    /// (chip, tp, recompute) → index into `prefix` and `mu`.
    table_index: BTreeMap<(ChipTypeId, u32, bool), usize>,
    /// Prefix sums of per-layer step time (fwd + bwd + recompute).
    prefix: Vec<Vec<f64>>,
    /// min_l step(l) / c_l of each table, for the lower bound.
    mu: Vec<f64>,
    /// Σ_l c_l; 0 disables the bound.
    ref_total: f64,
    /// max_l c_l.
    ref_max: f64,
    mem_index: BTreeMap<(ChipTypeId, u32), usize>,
    mem: Vec<MemTable>,
    evaluated: u64,
    pruned: u64,
    misses: Misses,
    best: Option<Found>,
    specs: Vec<StageSpec>,
    stage_group: Vec<usize>,
    metrics: Vec<StageMetrics>,
}

impl<'e, 'a> Search<'e, 'a> {
    fn new(ev: &'e Evaluator<'a>) -> Search<'e, 'a> {
        let cluster = ev.cluster();
        let workload = ev.workload();
        let mut order: Vec<MeshId> = cluster.meshes.keys().collect();
        order.sort_by(|&a, &b| {
            let (ca, cb) = (cluster.meshes[a].chip, cluster.meshes[b].chip);
            let (ma, mb) = (
                cluster.chips[ca].memory_bytes(),
                cluster.chips[cb].memory_bytes(),
            );
            mb.total_cmp(&ma).then(ca.cmp(&cb)).then(a.cmp(&b))
        });
        let mut kinds: Vec<ChipTypeId> = Vec::new();
        let groups: Vec<Group> = order
            .into_iter()
            .map(|mesh| {
                let chip = cluster.meshes[mesh].chip;
                let kind = kinds.iter().position(|&k| k == chip).unwrap_or_else(|| {
                    kinds.push(chip);
                    kinds.len() - 1
                });
                Group {
                    mesh,
                    chip,
                    devices: cluster.mesh_devices(mesh),
                    kind,
                    capacity: capacity_bytes(&cluster.chips[chip], ev.cost_params()),
                }
            })
            .collect();
        let num_layers = workload.layers.len() as u32;
        // Reference layer costs for the bound: the first group's chip at
        // TP 1 without recomputation, over the layers of the most common
        // signature (the repeated blocks) and zero elsewhere. Any
        // non-negative costs over any subset of layers give a valid bound
        // (the other layers only add time); costs proportional to the real
        // ones give a tight one, which one kind of layer guarantees.
        let mut by_signature: BTreeMap<u64, usize> = BTreeMap::new();
        for l in &workload.layers {
            *by_signature.entry(l.signature).or_default() += 1;
        }
        let common = by_signature
            .iter()
            .max_by(|a, b| a.1.cmp(b.1).then(b.0.cmp(a.0)))
            .map(|(&s, _)| s);
        let (mut table_index, mut prefix) = (BTreeMap::new(), Vec::new());
        let (mut mem_index, mut mem) = (BTreeMap::new(), Vec::new());
        for &chip in &kinds {
            for tp in powers_of_two(cluster.chips[chip].tp_limit) {
                let times = ev.layer_times(chip, tp).unwrap_or(&[]);
                for r in [false, true] {
                    let mut p = Vec::with_capacity(times.len() + 1);
                    let mut acc = 0.0;
                    p.push(acc);
                    for t in times {
                        acc += t.step_s(r);
                        p.push(acc);
                    }
                    table_index.insert((chip, tp, r), prefix.len());
                    prefix.push(p);
                }
                let inf = f64::INFINITY;
                let none = StageLoad {
                    params: inf,
                    act_bytes: inf,
                    act_bytes_recompute: inf,
                    max_layer_act_bytes: inf,
                    open_run_act_bytes: None,
                };
                let mut m = MemTable {
                    params: vec![0.0],
                    act: vec![0.0],
                    act_recompute: vec![0.0],
                    act_each: Vec::new(),
                    least: none,
                    least_counted: none,
                };
                let mut acc = StageLoad::default();
                for l in &workload.layers {
                    let one = StageLoad::of([l], tp);
                    acc.add(l, tp);
                    m.params.push(acc.params);
                    m.act.push(acc.act_bytes);
                    m.act_recompute.push(acc.act_bytes_recompute);
                    m.act_each.push(one.act_bytes);
                    lower(&mut m.least, &one);
                    if Some(l.signature) == common {
                        lower(&mut m.least_counted, &one);
                    }
                }
                mem_index.insert((chip, tp), mem.len());
                mem.push(m);
            }
        }
        let reference = groups
            .first()
            .and_then(|g| table_index.get(&(g.chip, 1, false)))
            .map(|&i| &prefix[i]);
        let costs: Vec<f64> = match reference {
            Some(p) => p
                .windows(2)
                .zip(&workload.layers)
                .map(|(w, l)| {
                    if Some(l.signature) == common {
                        w[1] - w[0]
                    } else {
                        0.0
                    }
                })
                .collect(),
            None => Vec::new(),
        };
        let usable = !costs.is_empty() && costs.iter().all(|c| c.is_finite() && *c >= 0.0);
        let ref_total = if usable { costs.iter().sum() } else { 0.0 };
        let ref_max = costs.iter().copied().fold(0.0, f64::max);
        let mu = prefix
            .iter()
            .map(|p| {
                if ref_total <= 0.0 {
                    return 0.0;
                }
                p.windows(2)
                    .zip(&costs)
                    .filter(|(_, &c)| c > 0.0)
                    .map(|(w, &c)| (w[1] - w[0]) / c)
                    .fold(f64::INFINITY, f64::min)
            })
            .collect();
        let opts = ev.options();
        Search {
            ev,
            groups,
            num_layers,
            micro_batches: opts.micro_batches(),
            alpha: opts.bubble_alpha,
            allow_recompute: opts.allow_recompute,
            table_index,
            prefix,
            mu,
            ref_total,
            ref_max,
            mem_index,
            mem,
            evaluated: 0,
            pruned: 0,
            misses: Misses::default(),
            best: None,
            specs: Vec::new(),
            stage_group: Vec::new(),
            metrics: Vec::new(),
        }
    }

    fn kinds(&self) -> usize {
        self.groups
            .iter()
            .map(|g| g.kind)
            .max()
            .map_or(0, |k| k + 1)
    }

    /// (tp, r) choices of group `g` at DP degree `d` that give whole stages.
    fn options(&self, g: usize, d: u32) -> Vec<Choice> {
        let grp = &self.groups[g];
        let chip = &self.ev.cluster().chips[grp.chip];
        let mut out = Vec::new();
        for tp in powers_of_two(chip.tp_limit.min(grp.devices)) {
            if grp.devices as u64 % (tp as u64 * d as u64) == 0 {
                out.push(Choice {
                    tp,
                    recompute: false,
                });
                if self.allow_recompute {
                    out.push(Choice {
                        tp,
                        recompute: true,
                    });
                }
            }
        }
        out
    }

    fn stages_of(&self, g: usize, c: Choice, d: u32) -> u32 {
        self.groups[g].devices / (c.tp * d)
    }

    fn table_of(&self, g: usize, c: Choice) -> usize {
        self.table_index[&(self.groups[g].chip, c.tp, c.recompute)]
    }

    /// Throughput capacity `s_pp / μ` of group `g` under `c`.
    fn capacity(&self, g: usize, c: Choice, d: u32) -> f64 {
        let mu = self.mu[self.table_of(g, c)];
        if mu > 0.0 {
            self.stages_of(g, c, d) as f64 / mu
        } else {
            f64::INFINITY
        }
    }
}

fn describe(cluster: &Cluster, groups: &[Group], d: u32, used: &[Used], counts: &[u32]) -> String {
    let parts: Vec<String> = used
        .iter()
        .zip(counts)
        .map(|(u, n)| {
            format!(
                "{}: {n} layers on {} stage{} of tp {}{}",
                cluster.meshes[groups[u.group].mesh].name,
                u.stages,
                if u.stages == 1 { "" } else { "s" },
                u.choice.tp,
                if u.choice.recompute {
                    " with recompute"
                } else {
                    ""
                }
            )
        })
        .collect();
    format!("dp {d}; {}", parts.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plan::test_fixtures::{blocks, TWO_CHIPS};
    use crate::plan::uniform::plan_uniform;
    use crate::{LayerCost, TpKind};
    use hetc_ir::DType;

    /// On [`TWO_CHIPS`] — mesh `y` (id 0): chip Y, 100 TFLOP/s, 40 GiB; mesh
    /// `x` (id 1): chip X, 200 TFLOP/s, 80 GiB; four devices each.
    fn toy() -> Workload {
        // 1 TFLOP forward per sample, 50 M params (0.8 GB of state at tp 1),
        // 100 MB activations, 4 MB boundary activation.
        blocks(24, 1e12, 50_000_000, 1e8, 4e6)
    }

    fn layers_on(plan: &hetc_ir::Plan, chip: &str) -> u32 {
        plan.stages
            .iter()
            .filter(|s| s.chip == chip)
            .map(|s| s.num_layers())
            .sum()
    }

    #[test]
    fn faster_chip_gets_two_thirds_of_the_layers() {
        let cluster = Cluster::from_toml(TWO_CHIPS).unwrap();
        let w = toy();
        let opts = PlanOptions::new(32);
        let out = plan_hetero_auto(&w, &cluster, &opts).unwrap();
        let plan = &out.plan;
        plan.verify(&cluster).unwrap();
        let on_x = layers_on(plan, "X");
        assert!(
            (14..=18).contains(&on_x),
            "X has {on_x} of 24 layers\n{}",
            plan.table()
        );
        for m in &plan.predicted.stages {
            assert!(m.memory_bytes <= m.capacity_bytes);
        }
        // Larger memory (X, 80 GiB) first, although mesh y is declared first.
        assert_eq!(plan.stages[0].chip, "X");
        assert!(out.candidates_evaluated > 0);
        assert!(out.unused_devices.is_empty());

        let uniform = plan_uniform(&w, &cluster, &opts).unwrap();
        uniform.plan.verify(&cluster).unwrap();
        assert!(
            plan.predicted.iteration_s <= uniform.plan.predicted.iteration_s,
            "hetero-auto {} > uniform {}",
            plan.predicted.iteration_s,
            uniform.plan.predicted.iteration_s
        );
    }

    #[test]
    fn larger_memory_goes_first_even_when_slower() {
        // Make X the slow one: it keeps 80 GiB, Y gets 4× its FLOP/s.
        let text = TWO_CHIPS.replace("f16 = 100.0", "f16 = 800.0");
        let cluster = Cluster::from_toml(&text).unwrap();
        let out = plan_hetero_auto(&toy(), &cluster, &PlanOptions::new(32)).unwrap();
        out.plan.verify(&cluster).unwrap();
        assert_eq!(out.plan.stages[0].chip, "X");
        let first_y = out.plan.stages.iter().position(|s| s.chip == "Y").unwrap();
        assert!(out.plan.stages[first_y..].iter().all(|s| s.chip == "Y"));
        // Y is 4× faster: it should carry most of the model.
        assert!(layers_on(&out.plan, "Y") > layers_on(&out.plan, "X"));
    }

    #[test]
    fn search_is_deterministic() {
        let cluster = Cluster::from_toml(TWO_CHIPS).unwrap();
        let a = plan_hetero_auto(&toy(), &cluster, &PlanOptions::new(32)).unwrap();
        let b = plan_hetero_auto(&toy(), &cluster, &PlanOptions::new(32)).unwrap();
        assert_eq!(a, b);
        assert_eq!(
            serde_json::to_string(&a.plan).unwrap(),
            serde_json::to_string(&b.plan).unwrap()
        );
    }

    #[test]
    fn pruning_never_changes_the_result() {
        let cluster = Cluster::from_toml(TWO_CHIPS).unwrap();
        for (w, b) in [
            (toy(), 32),
            (with_ends(blocks(30, 3e11, 20_000_000, 3e8, 2e6)), 16),
        ] {
            let opts = PlanOptions::new(b);
            let ev = Evaluator::new(&w, &cluster, &opts).unwrap();
            let pruned = search(&ev, true).unwrap();
            let full = search(&ev, false).unwrap();
            assert_eq!(pruned.plan, full.plan);
            assert_eq!(full.candidates_pruned, 0);
            assert!(pruned.candidates_evaluated < full.candidates_evaluated);
        }
    }

    /// Add a vocabulary-parallel embedding and LM head around the blocks.
    fn with_ends(mut w: Workload) -> Workload {
        let end = |name: &str, flops: f64, act: f64| LayerCost {
            recompute_with_previous: false,
            replicated: Default::default(),
            kernels: Vec::new(),
            name: name.into(),
            signature: 9,
            fwd_flops: flops,
            fwd_bytes: 1e8,
            params: 100_000_000,
            act_bytes: act,
            act_bytes_recompute: act,
            out_bytes: 2e6,
            tp: TpKind::VocabParallel,
            tp_comm: None,
        };
        w.layers.insert(0, end("embedding", 0.0, 2e6));
        w.layers.push(end("lm head", 8e11, 4e8));
        w
    }

    #[test]
    fn nothing_fits_says_how_much_memory_is_needed() {
        let cluster = Cluster::from_toml(TWO_CHIPS).unwrap();
        // 24 × 20 G params × 16 B = 7.7 TB of model state; 640 GB of devices.
        let w = blocks(24, 1e12, 20_000_000_000, 1e8, 4e6);
        let e = plan_hetero_auto(&w, &cluster, &PlanOptions::new(32)).unwrap_err();
        let msg = e.to_string();
        assert!(matches!(e, PassError::Infeasible(_)), "{msg}");
        assert!(
            msg.contains("exceeds device memory") && msg.contains("GiB per device"),
            "{msg}"
        );
        assert!(msg.contains("largest chip, X, has 80.0 GiB"), "{msg}");
        let e = plan_uniform(&w, &cluster, &PlanOptions::new(32))
            .unwrap_err()
            .to_string();
        assert!(e.contains("exceeds device memory"), "{e}");
    }

    #[test]
    fn missing_link_is_reported() {
        let text = TWO_CHIPS.split("[[link]]").next().unwrap().to_string();
        let cluster = Cluster::from_toml(&text).unwrap();
        let e = plan_hetero_auto(&toy(), &cluster, &PlanOptions::new(32))
            .unwrap_err()
            .to_string();
        assert!(e.contains("meshes x and y have no link"), "{e}");
    }

    #[test]
    fn recompute_is_used_only_when_allowed() {
        // Activations of 2 GB per layer and sample: without recomputation even
        // one layer per stage overflows Y at dp 1.
        let cluster = Cluster::from_toml(TWO_CHIPS).unwrap();
        let w = blocks(24, 1e12, 50_000_000, 2e10, 4e6);
        let out = plan_hetero_auto(&w, &cluster, &PlanOptions::new(32)).unwrap();
        out.plan.verify(&cluster).unwrap();
        assert!(
            out.plan.stages.iter().any(|s| s.recompute),
            "{}",
            out.plan.table()
        );
        let no_rc = PlanOptions {
            allow_recompute: false,
            ..PlanOptions::new(32)
        };
        // Without it, even one stage per mesh at tp 4 holds K = 2 micro-
        // batches × 16 layers × 2e10/4 B of activations on X: 149 GiB.
        let e = plan_hetero_auto(&w, &cluster, &no_rc)
            .unwrap_err()
            .to_string();
        assert!(e.contains("exceeds device memory"), "{e}");
    }

    /// Three meshes of chip A (large memory) and four of B; every mesh one
    /// 8-device node; a chain of links in pipeline order.
    fn subgroups() -> Cluster {
        let mut t = String::from(
            r#"
name = "sub"
[[chip]]
name = "A"
vendor = "v1"
peak_tflops = { bf16 = 150.0 }
memory_gib = 64.0
hbm_gb_s = 1600.0
efficiency = 0.5
devices_per_node = 8
intra_node_gb_s = 150.0
tp_limit = 8
nics_per_node = 4
nic_gbit_s = 200.0
[[chip]]
name = "B"
vendor = "v2"
peak_tflops = { bf16 = 300.0 }
memory_gib = 32.0
hbm_gb_s = 2000.0
efficiency = 0.5
devices_per_node = 8
intra_node_gb_s = 300.0
tp_limit = 8
nics_per_node = 8
nic_gbit_s = 200.0
"#,
        );
        let names: Vec<String> = (0..3)
            .map(|i| format!("a{i}"))
            .chain((0..4).map(|i| format!("b{i}")))
            .collect();
        for n in &names {
            let chip = if n.starts_with('a') { "A" } else { "B" };
            t += &format!("[[mesh]]\nname = \"{n}\"\nchip = \"{chip}\"\nnodes = 1\n");
        }
        for w in names.windows(2) {
            t += &format!(
                "[[link]]\nbetween = [\"{}\", \"{}\"]\ngbit_s = 400.0\nlatency_us = 5.0\n",
                w[0], w[1]
            );
        }
        Cluster::from_toml(&t).unwrap()
    }

    fn gpt_like(blocks_n: usize) -> Workload {
        // h = 4096, s = 2048: 12h² params, 24·s·h² + 4·s²·h FLOPs per block,
        // s·h·34 B of activations (Megatron, no flash attention), 2·s·h out.
        let (h, s) = (4096.0_f64, 2048.0_f64);
        let mut w = blocks(
            blocks_n,
            24.0 * s * h * h + 4.0 * s * s * h,
            (12.0 * h * h) as u64,
            s * h * 34.0,
            2.0 * s * h,
        );
        for l in &mut w.layers {
            l.act_bytes_recompute = 2.0 * s * h;
            l.fwd_bytes = 2.0 * 12.0 * h * h;
        }
        w.tokens_per_sample = 2048;
        w.dtype = DType::BF16;
        with_ends(w)
    }

    #[test]
    fn subgroups_keep_tp_non_increasing_per_chip_type() {
        let cluster = subgroups();
        let w = gpt_like(32);
        let out = plan_hetero_auto(&w, &cluster, &PlanOptions::new(64)).unwrap();
        let plan = &out.plan;
        plan.verify(&cluster).unwrap();
        for chip in ["A", "B"] {
            let tps: Vec<u32> = plan
                .stages
                .iter()
                .filter(|s| s.chip == chip)
                .map(|s| s.tp)
                .collect();
            assert!(
                tps.windows(2).all(|p| p[0] >= p[1]),
                "{chip}: {tps:?}\n{}",
                plan.table()
            );
        }
        // A (64 GiB) before B (32 GiB).
        let first_b = plan.stages.iter().position(|s| s.chip == "B").unwrap();
        assert!(plan.stages[..first_b].iter().all(|s| s.chip == "A"));
    }

    #[test]
    fn many_subgroups_fall_back_to_descent_and_keep_the_rules() {
        // 3 + 8 meshes: more stage-2 candidates than the exhaustive budget.
        let (cluster, w) = exp_c(3, 8);
        let out = plan_hetero_auto(&w, &cluster, &PlanOptions::new(1024)).unwrap();
        out.plan.verify(&cluster).unwrap();
        for chip in ["A", "B"] {
            let tps: Vec<(u32, bool)> = out
                .plan
                .stages
                .iter()
                .filter(|s| s.chip == chip)
                .map(|s| (s.tp, s.recompute))
                .collect();
            assert!(tps.windows(2).all(|p| p[0] >= p[1]), "{chip}: {tps:?}");
        }
        // Every sub-group is used, in memory order: all of A, then all of B.
        let meshes: Vec<&str> = out
            .plan
            .stages
            .iter()
            .map(|s| s.devices.mesh.as_str())
            .collect();
        let mut seen: Vec<&str> = meshes.clone();
        seen.dedup();
        assert_eq!(
            seen,
            ["a0", "a1", "a2", "b0", "b1", "b2", "b3", "b4", "b5", "b6", "b7"]
        );
    }

    #[test]
    fn a_mesh_no_choice_divides_is_left_out_and_reported() {
        // Mesh z: three slow devices (1 TFLOP/s). With dp 2 or 4 it admits no
        // TP × DP split and is left out; with dp 1 it would have to take at
        // least one layer per stage at 1/200 of X's speed.
        let z = r#"
[[chip]]
name = "Z"
vendor = "cpu"
peak_tflops = { f16 = 1.0 }
memory_gib = 16.0
hbm_gb_s = 100.0
efficiency = 0.5
devices_per_node = 3
intra_node_gb_s = 10.0
tp_limit = 1
nics_per_node = 1
nic_gbit_s = 10.0
[[mesh]]
name = "z"
chip = "Z"
nodes = 1
[[link]]
between = ["y", "z"]
gbit_s = 10.0
"#;
        let cluster = Cluster::from_toml(&format!("{TWO_CHIPS}{z}")).unwrap();
        let out = plan_hetero_auto(&toy(), &cluster, &PlanOptions::new(32)).unwrap();
        out.plan.verify(&cluster).unwrap();
        assert!(
            out.plan.stages.iter().all(|s| s.chip != "Z"),
            "{}",
            out.plan.table()
        );
        assert_eq!(
            out.unused_devices,
            [MeshSlice {
                mesh: "z".into(),
                first: 0,
                count: 3
            }]
        );
    }

    /// H2 Exp-C: 384 chips A + 1024 chips B, a ~100 B model (96 blocks of
    /// h = 9216 plus embedding and head), 4 M tokens per iteration.
    fn exp_c(meshes_a: u32, meshes_b: u32) -> (Cluster, Workload) {
        let mut t = String::from(
            r#"
name = "exp-c"
[[chip]]
name = "A"
vendor = "v1"
peak_tflops = { bf16 = 256.0 }
memory_gib = 96.0
hbm_gb_s = 1600.0
efficiency = 0.45
devices_per_node = 8
intra_node_gb_s = 200.0
tp_limit = 8
nics_per_node = 4
nic_gbit_s = 200.0
[[chip]]
name = "B"
vendor = "v2"
peak_tflops = { bf16 = 312.0 }
memory_gib = 64.0
hbm_gb_s = 2000.0
efficiency = 0.55
devices_per_node = 8
intra_node_gb_s = 300.0
tp_limit = 8
nics_per_node = 8
nic_gbit_s = 200.0
"#,
        );
        let mut names = Vec::new();
        for i in 0..meshes_a {
            names.push(format!("a{i}"));
            t += &format!(
                "[[mesh]]\nname = \"a{i}\"\nchip = \"A\"\nnodes = {}\n",
                48 / meshes_a
            );
        }
        for i in 0..meshes_b {
            names.push(format!("b{i}"));
            t += &format!(
                "[[mesh]]\nname = \"b{i}\"\nchip = \"B\"\nnodes = {}\n",
                128 / meshes_b
            );
        }
        for w in names.windows(2) {
            t += &format!(
                "[[link]]\nbetween = [\"{}\", \"{}\"]\ngbit_s = 800.0\nlatency_us = 10.0\n",
                w[0], w[1]
            );
        }
        let (h, s) = (9216.0_f64, 4096.0_f64);
        let mut w = blocks(
            96,
            24.0 * s * h * h + 4.0 * s * s * h,
            (12.0 * h * h) as u64,
            s * h * 34.0,
            2.0 * s * h,
        );
        for l in &mut w.layers {
            l.act_bytes_recompute = 2.0 * s * h;
            l.fwd_bytes = 2.0 * 12.0 * h * h;
        }
        w.tokens_per_sample = 4096;
        w.dtype = DType::BF16;
        (Cluster::from_toml(&t).unwrap(), with_ends(w))
    }

    #[test]
    fn exp_c_finds_a_verified_plan() {
        let (cluster, w) = exp_c(1, 1);
        let out = plan_hetero_auto(&w, &cluster, &PlanOptions::new(1024)).unwrap();
        out.plan.verify(&cluster).unwrap();
        assert_eq!(out.plan.stages[0].chip, "A");
        let uniform = plan_uniform(&w, &cluster, &PlanOptions::new(1024)).unwrap();
        assert!(out.plan.predicted.iteration_s <= uniform.plan.predicted.iteration_s);
    }

    /// H2 Exp-B-like: four chip types of 256 devices, each type in two
    /// meshes of 16 nodes, 2 M tokens per iteration.
    fn exp_b() -> (Cluster, Workload) {
        let chip = |name: &str, tflops: f64, mem: f64| {
            format!(
                "[[chip]]\nname = \"{name}\"\nvendor = \"v\"\npeak_tflops = {{ bf16 = {tflops} }}\n\
                 memory_gib = {mem}\nhbm_gb_s = 1600.0\nefficiency = 0.5\ndevices_per_node = 8\n\
                 intra_node_gb_s = 200.0\ntp_limit = 8\nnics_per_node = 4\nnic_gbit_s = 200.0\n"
            )
        };
        let mut t = String::from("name = \"exp-b\"\n");
        for (n, f, m) in [
            ("A", 256.0, 96.0),
            ("B", 312.0, 64.0),
            ("C", 150.0, 64.0),
            ("D", 400.0, 32.0),
        ] {
            t += &chip(n, f, m);
        }
        let mut names = Vec::new();
        for n in ["A", "B", "C", "D"] {
            for i in 0..2 {
                let mesh = format!("{}{i}", n.to_lowercase());
                t += &format!("[[mesh]]\nname = \"{mesh}\"\nchip = \"{n}\"\nnodes = 16\n");
                names.push(mesh);
            }
        }
        for (i, a) in names.iter().enumerate() {
            for b in &names[i + 1..] {
                t += &format!(
                    "[[link]]\nbetween = [\"{a}\", \"{b}\"]\ngbit_s = 800.0\nlatency_us = 10.0\n"
                );
            }
        }
        let (_, w) = exp_c(1, 1);
        (Cluster::from_toml(&t).unwrap(), w)
    }

    #[test]
    fn exp_b_finds_a_verified_plan() {
        let (cluster, w) = exp_b();
        let out = plan_hetero_auto(&w, &cluster, &PlanOptions::new(512)).unwrap();
        out.plan.verify(&cluster).unwrap();
        assert_eq!(out.plan.stages[0].chip, "A");
        assert_eq!(out.plan.stages.last().unwrap().chip, "D");
    }

    /// Search times on the paper specs in examples/ (H2 Exp-A..D with the
    /// analytic H2-100B workload), on Exp-C split into 2 and 11 meshes, and on
    /// Exp-B; run with
    /// `cargo test --release -p hetc-passes -- --ignored --nocapture`.
    #[test]
    #[ignore]
    fn search_time_on_paper_clusters() {
        let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../examples");
        let model = std::fs::read_to_string(format!("{root}/models/h2-100b.toml")).unwrap();
        let w = crate::transformer::TransformerSpec::from_toml(&model)
            .unwrap()
            .workload(DType::BF16);
        for (exp, tokens) in [
            ("a", 2u64 << 20),
            ("b", 2 << 20),
            ("c", 4 << 20),
            ("d", 8 << 20),
        ] {
            let path = format!("{root}/clusters/h2-exp-{exp}.toml");
            let cluster = Cluster::from_toml(&std::fs::read_to_string(path).unwrap()).unwrap();
            let opts = PlanOptions::new(tokens / 4096);
            let start = std::time::Instant::now();
            let out = plan_hetero_auto(&w, &cluster, &opts);
            let el = start.elapsed();
            let uniform = plan_uniform(&w, &cluster, &opts);
            match (out, uniform) {
                (Ok(o), u) => println!(
                    "paper exp-{exp}: {el:?}, {} evaluated, {} pruned, unused {:?}; T {:.3} s vs uniform {:?}\n{}",
                    o.candidates_evaluated,
                    o.candidates_pruned,
                    o.unused_devices,
                    o.plan.predicted.iteration_s,
                    u.map(|u| u.plan.predicted.iteration_s).map_err(|e| e.to_string()),
                    o.plan.table()
                ),
                (Err(e), _) => println!("paper exp-{exp}: {el:?}: {e}"),
            }
        }
        let (cluster, w) = exp_b();
        let start = std::time::Instant::now();
        let out = plan_hetero_auto(&w, &cluster, &PlanOptions::new(512)).unwrap();
        let uniform = plan_uniform(&w, &cluster, &PlanOptions::new(512)).unwrap();
        println!(
            "exp-b: {:?}, {} evaluated, {} pruned; T {:.3} s vs uniform {:.3} s\n{}",
            start.elapsed(),
            out.candidates_evaluated,
            out.candidates_pruned,
            out.plan.predicted.iteration_s,
            uniform.plan.predicted.iteration_s,
            out.plan.table()
        );
        for (ma, mb) in [(1, 1), (3, 8)] {
            let (cluster, w) = exp_c(ma, mb);
            let start = std::time::Instant::now();
            let out = plan_hetero_auto(&w, &cluster, &PlanOptions::new(1024)).unwrap();
            let el = start.elapsed();
            let uniform = plan_uniform(&w, &cluster, &PlanOptions::new(1024)).unwrap();
            println!(
                "exp-c {ma}+{mb} meshes: {:?}, {} evaluated, {} pruned; T {:.3} s vs uniform {:.3} s\n{}{}",
                el,
                out.candidates_evaluated,
                out.candidates_pruned,
                out.plan.predicted.iteration_s,
                uniform.plan.predicted.iteration_s,
                out.plan.table(),
                uniform.plan.table()
            );
        }
    }
}
