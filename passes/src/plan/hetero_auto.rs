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

    /// Lower bound on T from a lower bound `fluid` on the slowest stage's
    /// compute and the smallest time ratio `mu_min` over the groups: with
    /// i the stage attaining `max_i T_i`, T ≥ b·T_i + α·Σ_{j≠i} T_j =
    /// (b − α)·max T + α·Σ T (see the module doc).
    fn bound(&self, d: u32, fluid: f64, mu_min: f64) -> f64 {
        if self.ref_total <= 0.0 {
            return 0.0;
        }
        let b = (self.micro_batches / d as u64) as f64;
        let sum = if mu_min.is_finite() {
            self.ref_total * mu_min
        } else {
            0.0
        };
        let with_bubble = if b >= self.alpha {
            (b - self.alpha) * fluid + self.alpha * sum
        } else {
            b * sum
        };
        (b * fluid).max(with_bubble)
    }

    /// Fluid lower bound on the slowest stage without memory limits.
    fn fluid(&self, capacity: f64) -> f64 {
        if capacity > 0.0 {
            self.ref_total / capacity
        } else {
            0.0
        }
    }

    /// Fluid lower bound with memory: the smallest τ with
    /// Σ_g min(rate_g·τ, held_g) ≥ Σc, where rate_g = s_pp,g/μ_g and held_g
    /// bounds the reference cost group g's memory can hold. Infinite when
    /// the groups cannot hold the model at all.
    fn fluid_with_memory(&self, parts: &mut [(f64, f64)]) -> f64 {
        let need = self.ref_total;
        if need <= 0.0 {
            return 0.0;
        }
        // Saturation points τ_g = held_g / rate_g, in increasing order.
        parts.sort_by(|a, b| (a.1 / a.0).total_cmp(&(b.1 / b.0)));
        let mut held = 0.0;
        let mut rate: f64 = parts.iter().map(|p| p.0).sum();
        for &(r, m) in parts.iter() {
            let at = m / r;
            if held + rate * at >= need {
                return if rate > 0.0 {
                    (need - held) / rate
                } else {
                    0.0
                };
            }
            held += m;
            rate -= r;
        }
        f64::INFINITY
    }

    /// Upper bound on the reference cost group `g` can hold under `c` when
    /// its first stage is stage `first` of `stages`: per stage, memory is
    /// affine in its layer count and every counted layer weighs at least the
    /// lightest counted one (uncounted layers only add memory), which caps
    /// the count; each costs at most the largest reference cost.
    fn held(&self, g: usize, c: Choice, d: u32, first: u32, stages: u32) -> f64 {
        let grp = &self.groups[g];
        let least = self.mem[self.mem_index[&(grp.chip, c.tp)]].least_counted;
        let dtype = self.ev.workload().dtype;
        let b = self.micro_batches / d as u64;
        let fixed_load = StageLoad {
            max_layer_act_bytes: least.max_layer_act_bytes,
            ..StageLoad::default()
        };
        let mut layers = 0.0;
        for i in first..first + self.stages_of(g, c, d) {
            let cfg = MemoryConfig {
                dp: d,
                recompute: c.recompute,
                micro_batch_size: self.ev.options().micro_batch_size,
                in_flight: ((stages - i) as u64).min(b),
            };
            let fixed = stage_memory(&fixed_load, dtype, &cfg).total();
            let per_layer = stage_memory(&least, dtype, &cfg).total() - fixed;
            let n = if per_layer > 0.0 {
                ((grp.capacity - fixed) / per_layer)
                    .floor()
                    .clamp(0.0, self.num_layers as f64)
            } else {
                self.num_layers as f64
            };
            layers += n;
        }
        layers * self.ref_max
    }

    fn leaf(&mut self, d: u32, choices: Vec<Option<Choice>>) -> Option<Leaf> {
        let (mut stages, mut cap, mut mu_min) = (0u32, 0.0, f64::INFINITY);
        for (g, c) in choices.iter().enumerate() {
            if let Some(c) = *c {
                stages += self.stages_of(g, c, d);
                cap += self.capacity(g, c, d);
                mu_min = mu_min.min(self.mu[self.table_of(g, c)]);
            }
        }
        if stages == 0 {
            return None;
        }
        if stages > self.num_layers {
            self.misses.other(format!(
                "more pipeline stages than the model's {} layers",
                self.num_layers
            ));
            return None;
        }
        // Every stage holds at least one layer: if a group's first stage
        // (the most micro-batches in flight) cannot hold the lightest one,
        // no sharding fits.
        let b = self.micro_batches / d as u64;
        let mut first = 0u32;
        let mut parts: Vec<(f64, f64)> = Vec::with_capacity(choices.len());
        for (g, c) in choices.iter().enumerate() {
            let Some(c) = *c else { continue };
            let grp = &self.groups[g];
            parts.push((self.capacity(g, c, d), self.held(g, c, d, first, stages)));
            let cfg = MemoryConfig {
                dp: d,
                recompute: c.recompute,
                micro_batch_size: self.ev.options().micro_batch_size,
                in_flight: ((stages - first) as u64).min(b),
            };
            let least = &self.mem[self.mem_index[&(grp.chip, c.tp)]].least;
            let need = stage_memory(least, self.ev.workload().dtype, &cfg).total();
            if need > grp.capacity {
                let chip = &self.ev.cluster().chips[grp.chip].name;
                let mesh = &self.ev.cluster().meshes[grp.mesh].name;
                let describe = || {
                    format!(
                        "dp {d}; one layer on the first stage of {mesh} at tp {}{}",
                        c.tp,
                        if c.recompute { " with recompute" } else { "" }
                    )
                };
                self.misses
                    .memory_need(need, grp.capacity, chip, first as usize, describe);
                return None;
            }
            first += self.stages_of(g, c, d);
        }
        let fluid = self.fluid(cap).max(self.fluid_with_memory(&mut parts));
        Some(Leaf {
            bound: self.bound(d, fluid, mu_min),
            stages,
            dp: d,
            choices,
        })
    }

    /// Stage 1: every DP degree; groups of one chip type share (tp, r).
    fn stage_one(&mut self) -> Vec<Leaf> {
        let max_devices = self.groups.iter().map(|g| g.devices).max().unwrap_or(0) as u64;
        let kinds = self.kinds();
        let mut leaves = Vec::new();
        for d in divisors(self.micro_batches) {
            if d > max_devices {
                break;
            }
            let d = d as u32;
            let opts: Vec<Vec<Choice>> =
                (0..self.groups.len()).map(|g| self.options(g, d)).collect();
            // Choices every usable group of a type admits.
            let mut shared: Vec<Option<Vec<Choice>>> = vec![None; kinds];
            for (g, o) in opts.iter().enumerate() {
                if o.is_empty() {
                    continue;
                }
                let k = self.groups[g].kind;
                shared[k] = Some(match shared[k].take() {
                    None => o.clone(),
                    Some(s) => s.into_iter().filter(|c| o.contains(c)).collect(),
                });
            }
            if shared
                .iter()
                .any(|s| s.as_ref().is_some_and(|s| s.is_empty()))
            {
                self.misses.other(format!(
                    "at dp {d} the meshes of one chip type have no TP degree in common"
                ));
                continue;
            }
            let present: Vec<(usize, &Vec<Choice>)> = shared
                .iter()
                .enumerate()
                .filter_map(|(k, s)| s.as_ref().map(|s| (k, s)))
                .collect();
            if present.is_empty() {
                continue;
            }
            // Odometer over the types' shared choices.
            let mut idx = vec![0usize; present.len()];
            let mut combos = Vec::new();
            loop {
                let mut per_kind = vec![None; kinds];
                for (j, (k, s)) in present.iter().enumerate() {
                    per_kind[*k] = Some(s[idx[j]]);
                }
                let choices: Vec<Option<Choice>> = self
                    .groups
                    .iter()
                    .zip(&opts)
                    .map(|(g, o)| if o.is_empty() { None } else { per_kind[g.kind] })
                    .collect();
                combos.push(choices);
                let mut j = 0;
                while j < idx.len() {
                    idx[j] += 1;
                    if idx[j] < present[j].1.len() {
                        break;
                    }
                    idx[j] = 0;
                    j += 1;
                }
                if j == idx.len() {
                    break;
                }
            }
            for choices in combos {
                if let Some(l) = self.leaf(d, choices) {
                    leaves.push(l);
                }
            }
        }
        leaves
    }

    /// Whether some chip type has several usable groups at `d`.
    fn needs_stage_two(&self, d: u32) -> bool {
        let mut seen = BTreeMap::new();
        for (g, grp) in self.groups.iter().enumerate() {
            if !self.options(g, d).is_empty() {
                *seen.entry(grp.kind).or_insert(0) += 1;
            }
        }
        seen.values().any(|&n| n > 1)
    }

    /// Stage 2 at DP degree `d`: exhaustive within the budget, else descent.
    fn stage_two(&mut self, d: u32) {
        let n = self.groups.len();
        let opts: Vec<Vec<Choice>> = (0..n).map(|g| self.options(g, d)).collect();
        // Optimistic figures of the groups g.. for the bound.
        let mut suffix_cap = vec![0.0; n + 1];
        let mut suffix_mu = vec![f64::INFINITY; n + 1];
        let mut suffix_stages = vec![0u32; n + 1];
        for g in (0..n).rev() {
            let caps = opts[g].iter().map(|&c| self.capacity(g, c, d));
            suffix_cap[g] = suffix_cap[g + 1] + caps.fold(0.0, f64::max);
            let mus = opts[g].iter().map(|&c| self.mu[self.table_of(g, c)]);
            suffix_mu[g] = suffix_mu[g + 1].min(mus.fold(f64::INFINITY, f64::min));
            let min_stages = opts[g]
                .iter()
                .map(|&c| self.stages_of(g, c, d))
                .min()
                .unwrap_or(0);
            suffix_stages[g] = suffix_stages[g + 1] + min_stages;
        }
        let mut st = Dfs {
            d,
            opts,
            suffix_cap,
            suffix_mu,
            suffix_stages,
            choices: Vec::with_capacity(n),
            last: vec![None; self.kinds()],
            leaves: Vec::new(),
            overflow: false,
        };
        self.dfs(&mut st, 0, 0.0, f64::INFINITY, 0);
        if st.overflow {
            self.descent(d, &st.opts);
        } else {
            self.run(st.leaves);
        }
    }

    /// Depth-first enumeration of stage-2 candidates: (tp, r) non-increasing
    /// per chip type; subtrees whose bound exceeds the best T are cut; leaves
    /// stage 1 already evaluated (each type's groups alike) are skipped.
    fn dfs(&mut self, st: &mut Dfs, g: usize, cap: f64, mu_min: f64, stages: u32) {
        if st.overflow || stages + st.suffix_stages[g] > self.num_layers {
            return;
        }
        let best_t = self.best.as_ref().map_or(f64::INFINITY, |b| b.t);
        let fluid = self.fluid(cap + st.suffix_cap[g]);
        if self.bound(st.d, fluid, mu_min.min(st.suffix_mu[g])) > best_t {
            return;
        }
        if g == self.groups.len() {
            if !self.tied(&st.choices) {
                if st.leaves.len() >= EXHAUSTIVE_BUDGET {
                    st.overflow = true;
                    return;
                }
                let choices = st.choices.clone();
                if let Some(l) = self.leaf(st.d, choices) {
                    st.leaves.push(l);
                }
            }
            return;
        }
        let kind = self.groups[g].kind;
        if st.opts[g].is_empty() {
            st.choices.push(None);
            self.dfs(st, g + 1, cap, mu_min, stages);
            st.choices.pop();
            return;
        }
        for i in 0..st.opts[g].len() {
            let c = st.opts[g][i];
            if st.last[kind].is_some_and(|prev| c > prev) {
                continue;
            }
            let saved = st.last[kind].replace(c);
            st.choices.push(Some(c));
            let mu = self.mu[self.table_of(g, c)];
            let (cap2, stages2) = (
                cap + self.capacity(g, c, st.d),
                stages + self.stages_of(g, c, st.d),
            );
            self.dfs(st, g + 1, cap2, mu_min.min(mu), stages2);
            st.choices.pop();
            st.last[kind] = saved;
        }
    }

    /// All used groups of each chip type have the same choice.
    fn tied(&self, choices: &[Option<Choice>]) -> bool {
        let mut per_kind: BTreeMap<usize, Choice> = BTreeMap::new();
        for (g, c) in choices.iter().enumerate() {
            if let Some(c) = c {
                if *per_kind.entry(self.groups[g].kind).or_insert(*c) != *c {
                    return false;
                }
            }
        }
        true
    }

    /// (tp, r) non-increasing along the pipeline within each chip type.
    fn monotone(&self, choices: &[Option<Choice>]) -> bool {
        let mut last: Vec<Option<Choice>> = vec![None; self.kinds()];
        for (g, c) in choices.iter().enumerate() {
            if let Some(c) = *c {
                let k = self.groups[g].kind;
                if last[k].is_some_and(|p| c > p) {
                    return false;
                }
                last[k] = Some(c);
            }
        }
        true
    }

    /// Coordinate descent from the best candidate at `d`: each sweep tries
    /// every single-group change and every prefix/suffix of a type's groups
    /// set to one choice, keeping the monotone rule; stops when a sweep does
    /// not improve T.
    fn descent(&mut self, d: u32, opts: &[Vec<Choice>]) {
        let mut seen: BTreeSet<Vec<Option<Choice>>> = BTreeSet::new();
        for _ in 0..DESCENT_SWEEPS {
            let Some(start) = self.best.as_ref().filter(|b| b.dp == d) else {
                return;
            };
            let (cur, t0) = (start.choices.clone(), start.t);
            seen.insert(cur.clone());
            let mut moves: Vec<Vec<Option<Choice>>> = Vec::new();
            for g in 0..cur.len() {
                for &c in &opts[g] {
                    let mut m = cur.clone();
                    m[g] = Some(c);
                    moves.push(m);
                }
            }
            for k in 0..self.kinds() {
                let members: Vec<usize> = (0..cur.len())
                    .filter(|&g| self.groups[g].kind == k && cur[g].is_some())
                    .collect();
                for j in 0..members.len() {
                    for &c in &opts[members[j]] {
                        let (mut pre, mut suf) = (cur.clone(), cur.clone());
                        for &g in &members[..=j] {
                            pre[g] = opts[g].contains(&c).then_some(c).or(pre[g]);
                        }
                        for &g in &members[j..] {
                            suf[g] = opts[g].contains(&c).then_some(c).or(suf[g]);
                        }
                        moves.push(pre);
                        moves.push(suf);
                    }
                }
            }
            for m in moves {
                if !self.monotone(&m) || !seen.insert(m.clone()) {
                    continue;
                }
                let Some(leaf) = self.leaf(d, m) else {
                    continue;
                };
                if self.best.as_ref().is_some_and(|b| leaf.bound > b.t) {
                    self.pruned += 1;
                    continue;
                }
                self.evaluated += 1;
                self.shard(leaf);
            }
            if self.best.as_ref().is_none_or(|b| b.t >= t0) {
                return;
            }
        }
    }

    /// Evaluate leaves in increasing bound order until the bound exceeds
    /// the best T.
    fn run(&mut self, mut leaves: Vec<Leaf>) {
        leaves.sort_by(|a, b| {
            a.bound
                .total_cmp(&b.bound)
                .then(a.stages.cmp(&b.stages))
                .then(a.dp.cmp(&b.dp))
                .then(a.choices.cmp(&b.choices))
        });
        let total = leaves.len();
        for (i, leaf) in leaves.into_iter().enumerate() {
            if self.best.as_ref().is_some_and(|b| leaf.bound > b.t) {
                self.pruned += (total - i) as u64;
                return;
            }
            self.evaluated += 1;
            self.shard(leaf);
        }
    }

    /// Layer sharding, memory repair and local improvement of one candidate;
    /// keeps it if it beats the best so far.
    fn shard(&mut self, leaf: Leaf) {
        let d = leaf.dp;
        let used: Vec<Used> = leaf
            .choices
            .iter()
            .enumerate()
            .filter_map(|(g, c)| {
                c.map(|c| Used {
                    group: g,
                    choice: c,
                    stages: self.stages_of(g, c, d),
                    table: self.table_of(g, c),
                    mem: self.mem_index[&(self.groups[g].chip, c.tp)],
                })
            })
            .collect();
        let mut counts = self
            .pack(d, &used)
            .unwrap_or_else(|| self.proportional(&used));
        let mut score = match self.eval(d, &used, &counts) {
            Ok(s) => s,
            Err(e) => return self.misses.other(e),
        };
        // Memory repair (a safety net: packing already respects memory).
        let mut steps = 0;
        while !score.fits {
            let k = self.stage_group[score.worst_stage];
            let target = if steps < self.num_layers && counts[k] > used[k].stages {
                self.roomiest_neighbour(k, used.len())
            } else {
                None
            };
            let Some(h) = target else {
                let describe = || describe(self.ev.cluster(), &self.groups, d, &used, &counts);
                self.misses
                    .memory(self.ev, &self.specs, &score, &self.metrics, describe);
                return;
            };
            counts[k] -= 1;
            counts[h] += 1;
            steps += 1;
            score = match self.eval(d, &used, &counts) {
                Ok(s) => s,
                Err(e) => return self.misses.other(e),
            };
        }
        // Local improvement on the full T: move one layer between the group
        // of the critical stage and a neighbour, either way (out of it
        // shortens the critical stage; into it can shorten the bubble when
        // the layer lands on a shorter stage of that group), while T
        // strictly decreases.
        let mut t = score.iteration_s;
        let mut critical = self.stage_group[score.critical_stage];
        for _ in 0..self.num_layers {
            let mut best_move: Option<(f64, usize, usize, usize)> = None;
            for other in [critical + 1, critical.wrapping_sub(1)] {
                if other >= used.len() {
                    continue;
                }
                for (from, to) in [(critical, other), (other, critical)] {
                    if counts[from] <= used[from].stages {
                        continue;
                    }
                    counts[from] -= 1;
                    counts[to] += 1;
                    if let Ok(s) = self.eval(d, &used, &counts) {
                        if s.fits
                            && s.iteration_s < t
                            && best_move.is_none_or(|(bt, ..)| s.iteration_s < bt)
                        {
                            let next = self.stage_group[s.critical_stage];
                            best_move = Some((s.iteration_s, from, to, next));
                        }
                    }
                    counts[from] += 1;
                    counts[to] -= 1;
                }
            }
            let Some((bt, from, to, next)) = best_move else {
                break;
            };
            counts[from] -= 1;
            counts[to] += 1;
            (t, critical) = (bt, next);
        }
        // Rebuild the chosen layout (the last evaluation may be a rejected move).
        let score = match self.eval(d, &used, &counts) {
            Ok(s) => s,
            Err(e) => return self.misses.other(e),
        };
        let better = match &self.best {
            None => true,
            Some(b) => {
                score
                    .iteration_s
                    .total_cmp(&b.t)
                    .then(leaf.stages.cmp(&b.stages))
                    .then(d.cmp(&b.dp))
                    .then(leaf.choices.cmp(&b.choices))
                    == Ordering::Less
            }
        };
        if better {
            self.best = Some(Found {
                t: score.iteration_s,
                stages: leaf.stages,
                dp: d,
                choices: leaf.choices,
                specs: self.specs.clone(),
            });
        }
    }

    /// Per-group layer counts minimising the slowest stage's compute with
    /// every stage within memory: bisection on that time. None if even an
    /// unlimited time does not fit memory.
    fn pack(&self, d: u32, used: &[Used]) -> Option<Vec<u32>> {
        // Bracket: below, the fluid bound on the slowest stage; above, the
        // slowest stage of the proportional layout if packing achieves it,
        // else the whole model on the slowest group (only memory can fail).
        let mut lo = 0.0;
        if self.ref_total > 0.0 {
            let cap: f64 = used
                .iter()
                .map(|u| self.capacity(u.group, u.choice, d))
                .sum();
            if cap > 0.0 && cap.is_finite() {
                lo = self.ref_total / cap;
            }
        }
        let total_stages: u32 = used.iter().map(|u| u.stages).sum();
        let counts = self.proportional(used);
        let (mut start, mut stage, mut hi) = (0u32, 0u32, 0.0f64);
        for (u, &n) in used.iter().zip(&counts) {
            hi = hi.max(
                self.layout_group(d, u, start, n, stage, total_stages)
                    .slowest,
            );
            start += n;
            stage += u.stages;
        }
        let mut best = match self.probe(d, used, hi) {
            Some(c) => c,
            None => {
                let top = self.num_layers as usize;
                hi = used
                    .iter()
                    .map(|u| self.prefix[u.table][top])
                    .fold(0.0, f64::max);
                self.probe(d, used, hi)?
            }
        };
        lo = lo.min(hi);
        for _ in 0..PACK_STEPS {
            if hi - lo <= PACK_PRECISION * hi {
                break;
            }
            let mid = 0.5 * (lo + hi);
            match self.probe(d, used, mid) {
                Some(c) => {
                    hi = mid;
                    best = c;
                }
                None => lo = mid,
            }
        }
        Some(best)
    }

    /// Greedy packing for a slowest-stage time `tau`: each group in pipeline
    /// order takes as many layers as it can (leaving one per later stage).
    fn probe(&self, d: u32, used: &[Used], tau: f64) -> Option<Vec<u32>> {
        let total_stages: u32 = used.iter().map(|u| u.stages).sum();
        let mut rest = total_stages;
        let (mut start, mut stage) = (0u32, 0u32);
        let mut counts = Vec::with_capacity(used.len());
        let ok = |n: u32, start: u32, stage: u32, u: &Used| {
            let l = self.layout_group(d, u, start, n, stage, total_stages);
            l.fits && l.slowest <= tau
        };
        for (k, u) in used.iter().enumerate() {
            rest -= u.stages;
            let most = self.num_layers - start - rest;
            let n = if k + 1 == used.len() {
                if !ok(most, start, stage, u) {
                    return None;
                }
                most
            } else {
                if most < u.stages || !ok(u.stages, start, stage, u) {
                    return None;
                }
                let (mut lo, mut hi) = (u.stages, most);
                while lo < hi {
                    let mid = lo + (hi - lo).div_ceil(2);
                    if ok(mid, start, stage, u) {
                        lo = mid;
                    } else {
                        hi = mid - 1;
                    }
                }
                lo
            };
            counts.push(n);
            start += n;
            stage += u.stages;
        }
        Some(counts)
    }

    /// Split `n` layers from `start` over the group's stages (global stage
    /// index `stage` onwards of `total_stages`): the longer stages first or
    /// last, preferring a placement that fits memory, then the faster one.
    fn layout_group(
        &self,
        d: u32,
        u: &Used,
        start: u32,
        n: u32,
        stage: u32,
        total_stages: u32,
    ) -> GroupLayout {
        let placements: &[bool] = if n % u.stages == 0 {
            &[false]
        } else {
            &[false, true]
        };
        let pre = &self.prefix[u.table];
        let b = self.micro_batches / d as u64;
        let mut best: Option<GroupLayout> = None;
        for &extras_first in placements {
            let (mut a, mut slowest, mut fits) = (start as usize, 0.0f64, true);
            for (s, cnt) in split_even(n, u.stages, extras_first).enumerate() {
                let e = a + cnt as usize;
                slowest = slowest.max(pre[e] - pre[a]);
                let in_flight = ((total_stages - stage - s as u32) as u64).min(b);
                fits &= self.stage_fits(u, a, e, d, in_flight);
                a = e;
            }
            let l = GroupLayout {
                extras_first,
                slowest,
                fits,
            };
            let better = match &best {
                None => true,
                Some(x) => {
                    (!l.fits, l.slowest).partial_cmp(&(!x.fits, x.slowest)) == Some(Ordering::Less)
                }
            };
            if better {
                best = Some(l);
            }
        }
        best.unwrap_or(GroupLayout {
            extras_first: false,
            slowest: 0.0,
            fits: true,
        })
    }

    /// Whether layers `a..e` fit one device of group `u` (the evaluator's
    /// memory formula, from prefix sums).
    fn stage_fits(&self, u: &Used, a: usize, e: usize, d: u32, in_flight: u64) -> bool {
        let m = &self.mem[u.mem];
        let max_act = if u.choice.recompute {
            m.act_each[a..e].iter().copied().fold(0.0, f64::max)
        } else {
            0.0
        };
        let load = StageLoad {
            params: m.params[e] - m.params[a],
            act_bytes: m.act[e] - m.act[a],
            act_bytes_recompute: m.act_recompute[e] - m.act_recompute[a],
            max_layer_act_bytes: max_act,
            open_run_act_bytes: None,
        };
        let cfg = MemoryConfig {
            dp: d,
            recompute: u.choice.recompute,
            micro_batch_size: self.ev.options().micro_batch_size,
            in_flight,
        };
        stage_memory(&load, self.ev.workload().dtype, &cfg).total() <= self.groups[u.group].capacity
    }

    /// Neighbour of used group `k` with the most relative memory slack
    /// (> 0) on its fullest stage, from the last evaluation; ties go to the
    /// later neighbour, which holds fewer in-flight micro-batches.
    fn roomiest_neighbour(&self, k: usize, n: usize) -> Option<usize> {
        let slack = |h: usize| {
            self.stage_group
                .iter()
                .zip(&self.metrics)
                .filter(|(&g, _)| g == h)
                .map(|(_, m)| (m.capacity_bytes - m.memory_bytes) / m.capacity_bytes)
                .fold(f64::INFINITY, f64::min)
        };
        let mut best: Option<(f64, usize)> = None;
        for h in [k + 1, k.wrapping_sub(1)] {
            if h >= n {
                continue;
            }
            let s = slack(h);
            if s > 0.0 && best.is_none_or(|(bs, _)| s > bs) {
                best = Some((s, h));
            }
        }
        best.map(|(_, h)| h)
    }

    /// Layer shares proportional to `s_pp / t` (mean layer time), rounded by
    /// largest remainder, at least one layer per stage: H2's initial
    /// equal-compute assignment, used when packing finds nothing that fits
    /// (to report the memory shortfall) .
    fn proportional(&self, used: &[Used]) -> Vec<u32> {
        let l = self.num_layers as usize;
        let means: Vec<f64> = used
            .iter()
            .map(|u| self.prefix[u.table][l] / l as f64)
            .collect();
        let by_speed = means.iter().all(|m| m.is_finite() && *m > 0.0);
        let weights: Vec<f64> = used
            .iter()
            .zip(&means)
            .map(|(u, m)| {
                if by_speed {
                    u.stages as f64 / m
                } else {
                    u.stages as f64
                }
            })
            .collect();
        let total: f64 = weights.iter().sum();
        let ideal: Vec<f64> = weights.iter().map(|w| l as f64 * w / total).collect();
        let mut counts: Vec<u32> = ideal.iter().map(|x| x.floor() as u32).collect();
        let assigned: u32 = counts.iter().sum();
        let mut left = self.num_layers.saturating_sub(assigned) as usize;
        let mut by_remainder: Vec<usize> = (0..used.len()).collect();
        let frac = |k: usize| ideal[k] - ideal[k].floor();
        by_remainder.sort_by(|&a, &b| frac(b).total_cmp(&frac(a)).then(a.cmp(&b)));
        for &k in by_remainder.iter().cycle() {
            if left == 0 {
                break;
            }
            counts[k] += 1;
            left -= 1;
        }
        // At least one layer per stage (Σ stages ≤ layers is checked).
        while let Some(k) = (0..used.len()).find(|&k| counts[k] < used[k].stages) {
            let donor = (0..used.len())
                .filter(|&j| counts[j] > used[j].stages)
                .max_by(|&a, &b| {
                    (counts[a] - used[a].stages)
                        .cmp(&(counts[b] - used[b].stages))
                        .then(b.cmp(&a))
                });
            let Some(j) = donor else { break };
            counts[j] -= 1;
            counts[k] += 1;
        }
        counts
    }

    /// Lay out stages for per-group layer counts and evaluate them.
    fn eval(&mut self, d: u32, used: &[Used], counts: &[u32]) -> Result<Score, String> {
        self.specs.clear();
        self.stage_group.clear();
        let total_stages: u32 = used.iter().map(|u| u.stages).sum();
        let (mut layer, mut stage) = (0, 0);
        for (k, u) in used.iter().enumerate() {
            let n = counts[k];
            let extras_first = self
                .layout_group(d, u, layer, n, stage, total_stages)
                .extras_first;
            for (s, cnt) in split_even(n, u.stages, extras_first).enumerate() {
                self.specs.push(StageSpec {
                    first_layer: layer,
                    end_layer: layer + cnt,
                    mesh: self.groups[u.group].mesh,
                    first_device: s as u32 * u.choice.tp * d,
                    tp: u.choice.tp,
                    dp: d,
                    recompute: u.choice.recompute,
                });
                self.stage_group.push(k);
                layer += cnt;
            }
            stage += u.stages;
        }
        self.ev.evaluate_into(&self.specs, &mut self.metrics)
    }
}

/// Component-wise minimum of two loads, into `acc`.
fn lower(acc: &mut StageLoad, one: &StageLoad) {
    acc.params = acc.params.min(one.params);
    acc.act_bytes = acc.act_bytes.min(one.act_bytes);
    acc.act_bytes_recompute = acc.act_bytes_recompute.min(one.act_bytes_recompute);
    acc.max_layer_act_bytes = acc.max_layer_act_bytes.min(one.max_layer_act_bytes);
}

/// State of the stage-2 depth-first search.
struct Dfs {
    d: u32,
    opts: Vec<Vec<Choice>>,
    suffix_cap: Vec<f64>,
    suffix_mu: Vec<f64>,
    suffix_stages: Vec<u32>,
    choices: Vec<Option<Choice>>,
    /// Last choice per chip type along the pipeline.
    last: Vec<Option<Choice>>,
    leaves: Vec<Leaf>,
    /// More than [`EXHAUSTIVE_BUDGET`] leaves: switch to descent.
    overflow: bool,
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
