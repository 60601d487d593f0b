//! HAPT's fine-grained heterogeneous inter-op planner (§5.2, eq. 13–24),
//! with the zero-redundant candidate costing of §5.1.
//!
//! Establishes, for a layer sequence (normally the fine layers of
//! [`crate::layers`]) on a cluster of any number of meshes, the pipeline that
//! minimises eq. 13, `Σ_i (t_i + 2c_i) + (B − 1)·t_max`, under the H-1F1B
//! schedule:
//! * **Candidates.** A stage is a contiguous layer range on a submesh of one
//!   mesh of shape (1,1), (1,2), (1,4) … (1,M), (2,M) … (N,M) (M devices per
//!   node, N nodes). Inside the submesh the stage runs an intra-op layout
//!   `tp × dp` (TP a power of two within the chip's limit and one node, DP
//!   replicas taking alternate micro-batches), with or without
//!   recomputation. Its per-micro-batch time is `t = T_step(tp) / dp` (the DP
//!   replicas work in parallel), its memory `mem_p + K·mem_a` (eq. 24) from
//!   [`crate::cost::stage_memory`].
//! * **Zero-redundant costing.** Candidates are keyed by the structural hash
//!   of their layers (signatures and length), the chip type and the submesh
//!   size; each distinct key is costed once and shared by every range that
//!   hashes the same (repeated modules give many). Candidates that exceed
//!   memory even with one micro-batch in flight, or whose share of the work is
//!   more than [`HaptOptions::imbalance`] times off their submesh's share of
//!   the cluster's throughput ("severely imbalanced", §5.1), are pruned.
//!   [`HaptStats`] reports enumerated vs costed vs feasible.
//! * **DP (eq. 14–22).** For a fixed `t_max`, `F(k, g)` is the least
//!   `Σ(t_i + 2·C(i))` of the stages covering layers `k..L` with devices `g..D`
//!   still to allocate, and `N(k, g)` the warm-up count of its first stage.
//!   The devices are consumed mesh after mesh in a fixed mesh order (see
//!   below), so `g` — the number of devices allocated so far — determines the
//!   mesh and the offset in it: this is HAPT's `(d_A, d_B, …)` state for
//!   pipelines that visit each mesh once. A transition takes a candidate
//!   `(k..=i, submesh)` with `t ≤ t_max`, `C(i) ≤ dp·t_max` (each of the
//!   stage's `dp` lanes sends its own micro-batches, one per lane period),
//!   and memory within capacity for `K = δ(C(i)) + N(i+1, g')` micro-batches
//!   in flight, where
//!   `δ` is the H-1F1B increment (eq. 2/11: 1 on a fast link, `⌈1 + 2C/t_max⌉`
//!   on a slow one) — eq. 23. Every device of the meshes in the order is
//!   used (eq. 22).
//! * **t_max search (§5.2.2).** The candidate `t_max` values are the sorted,
//!   deduplicated stage times; the smallest feasible one `t_S` is found by
//!   bisection (feasibility grows with `t_max`), the upper end is
//!   `t_E = T(t_S)/B`, and the values in between are evaluated — spaced at
//!   least [`HaptOptions::tmax_resolution`] apart (relative; wider when the
//!   window would take more than [`HaptOptions::max_window`] steps, as for
//!   small models on large clusters), in parallel with rayon; the result is
//!   deterministic whatever the thread count.
//! * **The pick (simulated).** Eq. 13 (with the updates added) is the DP's
//!   objective, but it is not the pipeline's time: it counts a replicated
//!   stage's whole step on top of `(B − 1)·t_max` although its `d` lanes
//!   start `d` micro-batches at once, it charges every stage's fill although
//!   the H-1F1B warm-ups hide the round trips behind the slowest stage, and
//!   it adds the slowest update although updates overlap the upstream
//!   backward drain. On LLaMA-2-7B on H2's Exp-A its best plan simulated 3 %
//!   slower than the 8-layer search's, while the 38th best by eq. 13 was 7 %
//!   faster. So every plan a DP pass returns (bisection, window, update-cap
//!   descents) is kept; the distinct ones are ranked by a closed-form
//!   estimate of the simulated time ([`simulate::estimate_iteration_s`]);
//!   the best [`HaptOptions::sim_candidates`] of them and eq. 13's best are
//!   simulated ([`simulate::iteration_s`], the discrete-event simulator of
//!   HAPT §4.2.1), and the fastest in simulation is the plan. The window is
//!   walked in chunks of a fixed size so that which DP passes run, and so
//!   the pool, does not depend on the thread count.
//! * **A coarser granularity.** The DP keeps one warm-up/layout per state
//!   and a t_max resolution, so over many fine layers it can miss a plan a
//!   search over fewer layers finds. With [`HaptOptions::coarsening`] (the
//!   CLI passes Alpa's 8 coarse cuts, which the fine layers refine:
//!   [`crate::layers::hapt_layers`]) the same search also runs over the
//!   layers merged between the cuts ([`Workload::merged`], the coarse
//!   layers at the same cost); its plans, mapped back onto these layers and
//!   kept if they fit their memory, join the simulated pick. So the pick
//!   never simulates slower than the `coarse` baseline's plan unless that
//!   plan recomputes and its checkpoints (one per coarse layer) fit where
//!   the fine layers' (one per module) do not. Of the 40 example
//!   model × cluster pairs, the fine pool alone lost to coarse on two, by
//!   0.4–0.5 %.
//!
//! Assumes layer times are additive within a stage (the cost model's) and
//! that one micro-batch's boundary activation is `out_bytes` of the stage's
//! last layer; `C(i)` is the alpha–beta time of that message between the two
//! stages' layouts, routed as the evaluator routes it (inside one node only
//! when both stages' devices are in it, else over the NICs, or the
//! mesh-to-mesh link).
//!
//! Deliberately does not interleave meshes along the pipeline (a pipeline
//! that leaves a mesh and comes back crosses the slow inter-mesh links twice
//! more): with ≤ 3 meshes every linked order of every non-empty subset of
//! the meshes is tried (eq. 22 uses every device; leaving a mesh behind a
//! slow link out can be faster, and its devices are then reported idle),
//! with more the
//! meshes go in descending memory order (H2's rule: early stages hold the most
//! micro-batches in flight) and, as a second order, ascending throughput.
//! Very large clusters are planned in device quanta (a whole number of nodes)
//! so that the DP has at most [`HaptOptions::max_units`] device units; the
//! quantum is reported. The plan's figures come from the shared
//! [`Evaluator`]: the DP's objective only generates candidates, and the
//! simulator picks among them.

use super::{powers_of_two, Evaluator, Misses, PlanOptions, PlanOutcome, StageSpec};
use crate::cost::{
    boundary_send_s, capacity_bytes, stage_memory, update_time, MemoryConfig, Route, Side,
    StageLoad,
};
use crate::schedule::h1f1b_lane_warmup;
use crate::simulate;
use crate::{LayerCost, PassError, Workload};
use hetc_ir::{ChipTypeId, Cluster, MeshId, ScheduleKind};
use rayon::prelude::*;
use std::collections::HashMap;

/// The planner's name in plans and on the command line.
pub const PLANNER_NAME: &str = "hapt";
/// The coarse-grained baseline (the same search on 8 layers, as Alpa).
pub const COARSE_NAME: &str = "coarse";

/// Knobs of the search.
#[derive(Clone, Debug, PartialEq)]
pub struct HaptOptions {
    /// ε of H-1F1B (eq. 2): a link whose transfer is at most ε·t_max counts
    /// as fast (one extra warm-up launch).
    pub epsilon: f64,
    /// Prune candidates whose work share differs from their submesh's
    /// throughput share by more than this factor (0 disables).
    pub imbalance: f64,
    /// Relative spacing of the t_max values evaluated above t_S.
    pub tmax_resolution: f64,
    /// Most t_max values evaluated above t_S per mesh order: a window that
    /// would be longer at [`HaptOptions::tmax_resolution`] is spaced wider
    /// (0: no limit).
    pub max_window: usize,
    /// Largest number of device units of the DP.
    pub max_units: u32,
    /// Evaluate t_max candidates on rayon's thread pool.
    pub parallel: bool,
    /// Plans simulated for the final pick: the best this many by
    /// [`simulate::estimate_iteration_s`], plus the best by the DP's
    /// objective (0: return the objective's best unsimulated).
    pub sim_candidates: usize,
    /// Layer indices (increasing, inside `1..layers`) of a coarsening of the
    /// layers to search as well ([`Workload::merged`]): its plans join the
    /// simulated pick. With Alpa's coarse cuts
    /// ([`crate::layers::FineLayers::refines`] of
    /// [`crate::layers::hapt_layers`]) the pick includes every plan of the
    /// `coarse` baseline's search. Empty: none.
    pub coarsening: Vec<u32>,
}

impl Default for HaptOptions {
    fn default() -> Self {
        HaptOptions {
            epsilon: 0.05,
            imbalance: 2.0,
            tmax_resolution: 0.005,
            max_window: 256,
            max_units: 64,
            parallel: true,
            sim_candidates: 8,
            coarsening: Vec::new(),
        }
    }
}

/// Search statistics.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HaptStats {
    /// Stage–submesh candidates (layer range × chip type × submesh size).
    pub enumerated: u64,
    /// Distinct candidates costed (after the structural dedupe).
    pub costed: u64,
    /// Candidates left after pruning (memory, imbalance).
    pub feasible: u64,
    /// Distinct t_max values.
    pub tmax_distinct: u64,
    /// t_max values the DP ran for (bisection + window).
    pub tmax_evaluated: u64,
    /// DP passes in all (t_max values plus the update-cap descents).
    pub dp_runs: u64,
    /// Mesh orders listed.
    pub mesh_orders: u64,
    /// Mesh orders skipped: their t_max bound times (B − 1) could not beat
    /// the best plan already found.
    pub orders_pruned: u64,
    /// Devices per DP unit.
    pub device_quantum: u32,
    /// Distinct plans the DP passes returned.
    pub solutions: u64,
    /// Plans simulated for the final pick.
    pub simulated: u64,
    /// Plans of the coarsening's search ([`HaptOptions::coarsening`]) that
    /// fit these layers' memory too (before the pool's dedupe).
    pub coarsening_plans: u64,
}

/// Progress callback: (done, total) DP runs.
pub type Progress<'p> = &'p (dyn Fn(u64, u64) + Sync);

/// One intra-op layout of a candidate, costed.
#[derive(Clone, Copy, Debug)]
struct Opt {
    tp: u32,
    dp: u32,
    recompute: bool,
    /// Per-micro-batch time (DP replicas amortised).
    t: f64,
    /// Memory with no micro-batch in flight, and per micro-batch in flight.
    mem_base: f64,
    mem_per_k: f64,
    /// Micro-batches one replica processes (caps K).
    lane_batches: u64,
    /// Gradient synchronisation + optimizer step after the last backward
    /// ([`update_time`]), with the DP group inside one node and spanning
    /// nodes (the DP picks by the submesh's placement).
    update_local: f64,
    update_span: f64,
}

/// Per chip type and TP degree: prefix sums over layers.
struct Prefix {
    step: Vec<f64>,
    step_rc: Vec<f64>,
    params: Vec<f64>,
    act: Vec<f64>,
    /// Checkpoints kept with recomputation: layers that begin a run.
    act_rc: Vec<f64>,
    /// Each layer's own checkpoint (its input), kept when it begins a stage.
    act_rc_own: Vec<f64>,
    /// Sparse table over layers of the activation bytes (per device) of the
    /// whole recomputation run each layer belongs to.
    act_max: Vec<Vec<f64>>,
}

/// Recomputation runs ([`LayerCost::recompute_with_previous`]): for each
/// layer, the first layer of its run and the end (exclusive) of its run.
struct Runs {
    start: Vec<usize>,
    end: Vec<usize>,
}

impl Runs {
    fn of(layers: &[LayerCost]) -> Runs {
        let n = layers.len();
        let mut start = vec![0; n];
        for l in 0..n {
            start[l] = if l > 0 && layers[l].recompute_with_previous {
                start[l - 1]
            } else {
                l
            };
        }
        let mut end = vec![n; n];
        for l in (0..n).rev() {
            end[l] = if l + 1 < n && layers[l + 1].recompute_with_previous {
                end[l + 1]
            } else {
                l + 1
            };
        }
        Runs { start, end }
    }
}

impl Prefix {
    /// The memory prefix sums of `layers` at TP `tp` (steps empty but for
    /// the leading 0).
    fn memory(layers: &[LayerCost], tp: u32, runs: &Runs) -> Prefix {
        let n = layers.len();
        let mut p = Prefix {
            step: vec![0.0],
            step_rc: vec![0.0],
            params: vec![0.0],
            act: vec![0.0],
            act_rc: vec![0.0],
            act_rc_own: Vec::with_capacity(n),
            act_max: Vec::new(),
        };
        for l in layers {
            let one = StageLoad::of(std::iter::once(l), tp);
            p.params.push(p.params.last().unwrap_or(&0.0) + one.params);
            p.act.push(p.act.last().unwrap_or(&0.0) + one.act_bytes);
            let kept = if l.recompute_with_previous {
                0.0
            } else {
                one.act_bytes_recompute
            };
            p.act_rc.push(p.act_rc.last().unwrap_or(&0.0) + kept);
            p.act_rc_own.push(one.act_bytes_recompute);
        }
        let (mut lvl, mut span): (Vec<f64>, usize) = (
            (0..n)
                .map(|l| p.act[runs.end[l]] - p.act[runs.start[l]])
                .collect(),
            1,
        );
        while 2 * span <= n {
            let next: Vec<f64> = (0..=n - 2 * span)
                .map(|x| lvl[x].max(lvl[x + span]))
                .collect();
            p.act_max.push(std::mem::replace(&mut lvl, next));
            span *= 2;
        }
        p.act_max.push(lvl);
        p
    }

    fn range_max(&self, k: usize, e: usize) -> f64 {
        let len = e - k;
        let lvl = (usize::BITS - 1 - len.leading_zeros()) as usize;
        self.act_max[lvl][k].max(self.act_max[lvl][e - (1 << lvl)])
    }

    /// Checkpoint bytes of a stage of layers `k..e` with recomputation: the
    /// runs it begins, and its first layer's input in any case (as
    /// [`StageLoad::add`]).
    fn checkpoints(&self, runs: &Runs, k: usize, e: usize) -> f64 {
        let own = if runs.start[k] < k {
            self.act_rc_own[k]
        } else {
            0.0
        };
        self.act_rc[e] - self.act_rc[k] + own
    }

    /// Largest recomputation working set of a stage of layers `k..e`: the
    /// runs inside it, the first one cut at `k` and the last one at `e` (as
    /// [`StageLoad::add`]).
    fn working_set(&self, runs: &Runs, k: usize, e: usize) -> f64 {
        let last = runs.start[e - 1];
        if last <= k {
            return self.act[e] - self.act[k];
        }
        let first_end = runs.end[k];
        let mut m = (self.act[first_end] - self.act[k]).max(self.act[e] - self.act[last]);
        if first_end < last {
            m = m.max(self.range_max(first_end, last));
        }
        m
    }
}

/// A layer's part of a range's structural hash: its signature and whether
/// it continues a recomputation run (which changes the range's memory).
fn range_sig(l: &LayerCost) -> u64 {
    l.signature
        ^ if l.recompute_with_previous {
            0x9e37_79b9_7f4a_7c15
        } else {
            0
        }
}

/// A mesh as the DP sees it.
#[derive(Clone, Debug)]
struct MeshInfo {
    id: MeshId,
    chip: ChipTypeId,
    /// Index of the chip type in the candidate tables.
    type_idx: usize,
    units: u32,
    /// Submesh sizes in units, ascending, and their index in the chip
    /// type's size list.
    sizes: Vec<(u32, usize)>,
}

/// The costed candidate table shared by every t_max and mesh order.
struct Table {
    layers: usize,
    max_sizes: usize,
    /// `index[((ty·max_sizes + s)·L + k)·L + i]` → candidate id, or NONE
    /// (the inner loop over `i` reads contiguous memory).
    index: Vec<u32>,
    /// Per candidate: its options, sorted by `t`.
    cands: Vec<(u32, u32)>,
    opts: Vec<Opt>,
    capacity: Vec<f64>,
    /// `span[(ty·max_sizes + s)·L + k]`: the end layers `lo..hi` that have
    /// a candidate.
    span: Vec<(u32, u32)>,
    /// Per chip type: the least device-seconds any layout spends on one
    /// micro-batch of the whole model, `Σ_l min_tp step(l, tp)·tp`.
    device_s: Vec<f64>,
}

const NONE: u32 = u32::MAX;

impl Table {
    fn cand(&self, k: usize, i: usize, ty: usize, s: usize) -> u32 {
        self.index[((ty * self.max_sizes + s) * self.layers + k) * self.layers + i]
    }

    /// The stages starting at layer `k` on chip type `ty`, size index `s`
    /// whose fastest option fits `t_max`: `(last layer i, options sorted by
    /// t)`. Costed candidates form one interval of end layers (memory grows
    /// with the range, the imbalance rule keeps an interval of work), and a
    /// longer range is never faster, so the walk stops at the first too slow.
    fn stages_from(
        &self,
        k: usize,
        ty: usize,
        s: usize,
        t_max: f64,
    ) -> impl Iterator<Item = (usize, &[Opt])> + '_ {
        let (lo, hi) = self.span[(ty * self.max_sizes + s) * self.layers + k];
        (lo as usize..hi as usize)
            .filter_map(move |i| {
                let id = self.cand(k, i, ty, s);
                (id != NONE).then(|| {
                    let (a, b) = self.cands[id as usize];
                    (i, &self.opts[a as usize..b as usize])
                })
            })
            .take_while(move |(_, opts)| opts[0].t <= t_max)
    }
}

/// The search context.
struct Search<'e, 'a> {
    ev: &'e Evaluator<'a>,
    hopts: &'e HaptOptions,
    quantum: u32,
    meshes: Vec<MeshInfo>,
    table: Table,
    /// Boundary message bytes after each layer (micro-batch).
    out_bytes: Vec<f64>,
    /// DP passes run (for [`HaptStats::dp_runs`]).
    runs: std::sync::atomic::AtomicU64,
}

/// A DP solution for one t_max and mesh order.
#[derive(Clone, Debug)]
struct Solution {
    t_max: f64,
    /// Eq. 13's fill term Σ(t_i + 2C_i).
    fill: f64,
    /// The largest stage update (gradient sync + optimizer step).
    update: f64,
    /// Eq. 13 plus the update: fill + (B − 1)·t_max + update.
    total: f64,
    specs: Vec<StageSpec>,
    warmup: Vec<u32>,
}

/// Plan `workload` on `cluster` with HAPT's DP; `name` labels the plan
/// ([`PLANNER_NAME`], or [`COARSE_NAME`] for the 8-layer baseline).
pub fn plan_hapt(
    name: &str,
    workload: &Workload,
    cluster: &Cluster,
    opts: &PlanOptions,
    hopts: &HaptOptions,
    progress: Option<Progress<'_>>,
) -> Result<(PlanOutcome, HaptStats), PassError> {
    if !(hopts.epsilon >= 0.0 && hopts.tmax_resolution >= 0.0 && hopts.imbalance >= 0.0) {
        return Err(PassError::Options(
            "hapt: epsilon, imbalance and t_max resolution must be ≥ 0".into(),
        ));
    }
    let ev = Evaluator::new(workload, cluster, opts)?;
    let mut stats = HaptStats::default();
    let found = search_relaxing(&ev, hopts, progress, &mut stats)?;
    // The coarsening: the same search over the runs of layers between the
    // cuts; its plans are plans over these layers at the same cost.
    let mut coarse = None;
    if !hopts.coarsening.is_empty() {
        let merged = workload.merged(&hopts.coarsening).ok_or_else(|| {
            PassError::Options(format!(
                "hapt: coarsening cuts {:?} are not increasing inside 1..{}",
                hopts.coarsening,
                workload.layers.len()
            ))
        })?;
        let ev_c = Evaluator::new(&merged, cluster, opts)?;
        let inner = HaptOptions {
            coarsening: Vec::new(),
            ..hopts.clone()
        };
        let mut stats_c = HaptStats::default();
        if let Ok((b, mut pool)) = search_relaxing(&ev_c, &inner, None, &mut stats_c)? {
            pool.push(b);
            let mut bounds = vec![0u32];
            bounds.extend_from_slice(&hopts.coarsening);
            bounds.push(workload.layers.len() as u32);
            let mut metrics = Vec::new();
            let mapped: Vec<Solution> = pool
                .into_iter()
                .filter_map(|mut s| {
                    for x in &mut s.specs {
                        x.first_layer = bounds[x.first_layer as usize];
                        x.end_layer = bounds[x.end_layer as usize];
                    }
                    // Recomputation keeps other checkpoints over these
                    // layers (module starts, not the runs' starts): only
                    // plans that fit here too.
                    let fits = ev
                        .evaluate_scheduled(&s.specs, Some(&s.warmup), &mut metrics)
                        .is_ok_and(|sc| sc.fits);
                    fits.then_some(s)
                })
                .collect();
            stats.dp_runs += stats_c.dp_runs;
            stats.coarsening_plans = mapped.len() as u64;
            coarse = Some(mapped);
        }
    }
    let (best, mut pool) = match found {
        Ok(f) => f,
        Err(m) => {
            // Only the coarsening found plans.
            let mut c = coarse
                .take()
                .filter(|c| !c.is_empty())
                .ok_or_else(|| m.into_error(&ev))?;
            c.sort_by(better_order);
            let b = c.remove(0);
            (b, c)
        }
    };
    pool.extend(coarse.unwrap_or_default());
    let best = choose_simulated(&ev, hopts, best, pool, &mut stats)?;
    let plan = ev.plan_scheduled(name, &best.specs, ScheduleKind::H1F1B, Some(&best.warmup))?;
    let unused_devices = cluster
        .meshes
        .iter()
        .filter(|(id, _)| best.specs.iter().all(|s| s.mesh != *id))
        .map(|(id, m)| hetc_ir::MeshSlice {
            mesh: m.name.clone(),
            first: 0,
            count: cluster.mesh_devices(id),
        })
        .collect();
    let outcome = PlanOutcome {
        plan,
        candidates_evaluated: stats.costed,
        candidates_pruned: stats.enumerated - stats.feasible,
        unused_devices,
    };
    Ok((outcome, stats))
}

/// [`search_all`], and once more without the imbalance rule if that finds
/// nothing: the rule may have pruned the only feasible stages (memory-bound
/// ones).
fn search_relaxing(
    ev: &Evaluator<'_>,
    hopts: &HaptOptions,
    progress: Option<Progress<'_>>,
    stats: &mut HaptStats,
) -> Result<Result<(Solution, Vec<Solution>), Misses>, PassError> {
    let found = search_all(ev, hopts, progress, stats)?;
    if found.is_err() && hopts.imbalance > 0.0 {
        let relaxed = HaptOptions {
            imbalance: 0.0,
            ..hopts.clone()
        };
        *stats = HaptStats::default();
        return search_all(ev, &relaxed, progress, stats);
    }
    Ok(found)
}

/// Every mesh order: bisection for t_S, then the t_max window.
fn search_all(
    ev: &Evaluator<'_>,
    hopts: &HaptOptions,
    progress: Option<Progress<'_>>,
    stats: &mut HaptStats,
) -> Result<Result<(Solution, Vec<Solution>), Misses>, PassError> {
    let search = Search::new(ev, hopts, stats)?;
    let orders = search.mesh_orders();
    if orders.is_empty() {
        return Err(PassError::Infeasible(
            "no order of the meshes is connected by links".into(),
        ));
    }
    stats.mesh_orders = orders.len() as u64;
    let mut tvals: Vec<f64> = search.table.opts.iter().map(|o| o.t).collect();
    tvals.sort_by(f64::total_cmp);
    tvals.dedup();
    stats.tmax_distinct = tvals.len() as u64;
    let bisect_runs = (usize::BITS - tvals.len().leading_zeros()) as u64 + 1;
    let est_total = orders.len() as u64 * (bisect_runs + 32);
    let done = std::sync::atomic::AtomicU64::new(0);
    let tick = || {
        let d = done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
        if let Some(p) = progress {
            p(d.min(est_total), est_total);
        }
    };
    let mut best: Option<Solution> = None;
    // Every plan a DP pass returned, for the simulated pick.
    let mut pool: Vec<Solution> = Vec::new();
    let mut evaluated = 0u64;
    let mut misses = Misses::default();
    let b = ev.options().micro_batches() as f64;
    // Orders by their t_max bound, smallest first (ties keep the listed
    // order), so the likely best plan is found first and prunes the rest.
    let mut orders: Vec<(f64, Vec<usize>)> = orders
        .into_iter()
        .map(|o| (search.order_bound(&o), o))
        .collect();
    orders.sort_by(|a, b| a.0.total_cmp(&b.0));
    for (t_lb, order) in &orders {
        if best.as_ref().is_some_and(|g| (b - 1.0) * t_lb >= g.total) {
            stats.orders_pruned += 1;
            continue;
        }
        // Bisection for the smallest feasible t_max (none below the bound).
        let (mut lo, mut hi) = (tvals.partition_point(|&t| t < *t_lb), tvals.len());
        let mut at_hi: Option<Solution> = None;
        while lo < hi {
            let mid = (lo + hi) / 2;
            evaluated += 1;
            let sol = search.dp(order, tvals[mid], f64::INFINITY);
            tick();
            match sol {
                Some(s) => {
                    hi = mid;
                    pool.push(s.clone());
                    at_hi = Some(s);
                }
                None => lo = mid + 1,
            }
        }
        let Some(first) = at_hi.map(|s| search.descend(order, s, &mut pool)) else {
            misses.other(format!(
                "mesh order {}: no t_max admits a plan (memory or links)",
                search.order_name(order)
            ));
            continue;
        };
        // Upper end of the window: T(t) ≥ F(t_top) + (B − 1)·t, because the
        // fill term F only shrinks as t_max grows (more candidates, smaller
        // K) and updates are ≥ 0; HAPT's T(t_S)/B is the special case
        // F(t_top) ≥ t.
        let floor = match tvals.last() {
            Some(&top) if top > first.t_max => {
                evaluated += 1;
                let s = search.dp(order, top, f64::INFINITY);
                tick();
                s.map_or(0.0, |s| {
                    let fill = s.fill;
                    pool.push(s);
                    fill
                })
            }
            _ => 0.0,
        };
        // The window: t_max above t_S, spaced by the resolution, up to where
        // the bound F(t_top) + (B − 1)·t exceeds the best objective so far
        // (this order's or an earlier order's) — re-checked after every
        // chunk, so a better plan found early shortens the window.
        let limit = |local: &Solution, best: &Option<Solution>| {
            best.as_ref()
                .map_or(local.total, |g| g.total.min(local.total))
        };
        let mut window = Vec::new();
        let mut last = first.t_max;
        for &t in &tvals[lo + 1..] {
            if floor + (b - 1.0) * t > limit(&first, &best) {
                break;
            }
            if t >= last * (1.0 + hopts.tmax_resolution) {
                window.push(t);
                last = t;
            }
        }
        // Small models on large clusters: fill and updates dominate, and the
        // window spans decades; thin it to about `max_window` values, evenly
        // spaced in log t.
        if hopts.max_window > 0 && window.len() > hopts.max_window && first.t_max > 0.0 {
            let top = window[window.len() - 1];
            let spacing = ((top / first.t_max).ln() / hopts.max_window as f64).exp_m1();
            let mut last = first.t_max;
            window.retain(|&t| {
                let keep = t >= last * (1.0 + spacing);
                if keep {
                    last = t;
                }
                keep
            });
        }
        let run = |t: &f64| {
            let s = search.dp(order, *t, f64::INFINITY);
            tick();
            s
        };
        // The window runs in chunks of a fixed size, each chunk's t_max in
        // parallel (or in turn, single-threaded); the limit is re-read
        // between chunks only, so which DP passes run — and so the pool of
        // plans the final pick simulates — does not depend on the thread
        // count.
        let bound = |s: &Solution| s.total - s.update;
        let mut local = first;
        let mut at = 0;
        while at < window.len() {
            let cut = limit(&local, &best);
            let ts: Vec<f64> = window[at..(at + WINDOW_CHUNK).min(window.len())]
                .iter()
                .copied()
                .take_while(|&t| floor + (b - 1.0) * t <= cut)
                .collect();
            if ts.is_empty() {
                break;
            }
            at += ts.len();
            evaluated += ts.len() as u64;
            let sols: Vec<Option<Solution>> = if hopts.parallel && ts.len() > 1 {
                ts.par_iter().map(run).collect()
            } else {
                ts.iter().map(run).collect()
            };
            // A solution can only improve to its uncapped fill + (B − 1)·t
            // by the update-cap descent (capping updates only raises the
            // fill): descend those whose bound beats the limit at the
            // chunk's start.
            let mut todo: Vec<Solution> = Vec::new();
            for s in sols.into_iter().flatten() {
                if bound(&s) <= cut {
                    todo.push(s.clone());
                }
                pool.push(s);
            }
            todo.sort_by(|a, b| {
                bound(a)
                    .total_cmp(&bound(b))
                    .then(a.t_max.total_cmp(&b.t_max))
            });
            let descend = |s: Solution| {
                let mut seen = Vec::new();
                let d = search.descend(order, s, &mut seen);
                (d, seen)
            };
            let descended: Vec<(Solution, Vec<Solution>)> = if hopts.parallel && todo.len() > 1 {
                todo.into_par_iter().map(descend).collect()
            } else {
                todo.into_iter().map(descend).collect()
            };
            for (s, seen) in descended {
                pool.extend(seen);
                if better(&s, &local) {
                    local = s;
                }
            }
        }
        if best.as_ref().is_none_or(|b| better(&local, b)) {
            best = Some(local);
        }
    }
    stats.tmax_evaluated = evaluated;
    stats.dp_runs = search.runs.load(std::sync::atomic::Ordering::Relaxed);
    Ok(best.map(|b| (b, pool)).ok_or(misses))
}

/// A plan's identity: per stage its layers, mesh, devices, layout,
/// recomputation and warm-up.
type PlanKey = Vec<(u32, u32, u32, u32, u32, u32, bool, u32)>;

/// t_max values per chunk of the window.
const WINDOW_CHUNK: usize = 8;

/// The plan to return: among the distinct plans of the pool (every DP
/// pass's), the [`HaptOptions::sim_candidates`] with the least
/// [`simulate::estimate_iteration_s`] and the best by the DP objective
/// `best` are simulated ([`simulate::iteration_s`]), and the fastest in
/// simulation wins (ties: the estimate, then the objective). Eq. 13 counts
/// a replicated stage's whole step and every stage's update in full, and no
/// round trip that the H-1F1B warm-ups hide, so the objective's best is
/// often not the simulator's.
fn choose_simulated(
    ev: &Evaluator<'_>,
    hopts: &HaptOptions,
    best: Solution,
    mut pool: Vec<Solution>,
    stats: &mut HaptStats,
) -> Result<Solution, PassError> {
    if hopts.sim_candidates == 0 {
        return Ok(best);
    }
    pool.push(best.clone());
    let key = |s: &Solution| -> PlanKey {
        s.specs
            .iter()
            .zip(&s.warmup)
            .map(|(x, &w)| {
                (
                    x.first_layer,
                    x.end_layer,
                    x.mesh.as_u32(),
                    x.first_device,
                    x.tp,
                    x.dp,
                    x.recompute,
                    w,
                )
            })
            .collect()
    };
    let order = better_order;
    // Distinct plans, each with its best objective value.
    let mut keyed: Vec<(PlanKey, Solution)> = pool.into_iter().map(|s| (key(&s), s)).collect();
    keyed.sort_by(|a, b| a.0.cmp(&b.0).then(order(&a.1, &b.1)));
    keyed.dedup_by(|a, b| a.0 == b.0);
    stats.solutions = keyed.len() as u64;
    let best_key = key(&best);
    let mut ranked: Vec<(f64, PlanKey, Solution)> = Vec::with_capacity(keyed.len());
    for (k, s) in keyed {
        let input = ev.sim_input_of(&s.specs, &s.warmup)?;
        ranked.push((simulate::estimate_iteration_s(&input), k, s));
    }
    ranked.sort_by(|a, b| {
        a.0.total_cmp(&b.0)
            .then(order(&a.2, &b.2))
            .then(a.1.cmp(&b.1))
    });
    let mut picked: Vec<(f64, PlanKey, Solution)> = Vec::new();
    for (i, r) in ranked.into_iter().enumerate() {
        if i < hopts.sim_candidates || r.1 == best_key {
            picked.push(r);
        }
    }
    let sim = |r: &(f64, PlanKey, Solution)| -> Result<f64, PassError> {
        let input = ev.sim_input_of(&r.2.specs, &r.2.warmup)?;
        simulate::iteration_s(&input)
            .map_err(|m| PassError::Infeasible(format!("simulating a candidate plan: {m}")))
    };
    let times: Vec<Result<f64, PassError>> = if hopts.parallel {
        picked.par_iter().map(sim).collect()
    } else {
        picked.iter().map(sim).collect()
    };
    stats.simulated = picked.len() as u64;
    let mut chosen: Option<(f64, usize)> = None;
    for (i, t) in times.into_iter().enumerate() {
        let t = t?;
        if chosen.is_none_or(|(c, _)| t < c) {
            chosen = Some((t, i));
        }
    }
    Ok(match chosen {
        Some((_, i)) => picked.swap_remove(i).2,
        None => best,
    })
}

/// Steps and ratio of the update-cap descent in [`Search::dp_best`].
const UPDATE_CAP_STEPS: usize = 6;
const UPDATE_CAP_RATIO: f64 = 0.7;

/// Deterministic preference: smaller objective, then smaller t_max, then
/// fewer stages.
fn better(a: &Solution, b: &Solution) -> bool {
    better_order(a, b).is_lt()
}

fn better_order(a: &Solution, b: &Solution) -> std::cmp::Ordering {
    a.total
        .total_cmp(&b.total)
        .then(a.t_max.total_cmp(&b.t_max))
        .then(a.specs.len().cmp(&b.specs.len()))
}

fn gcd(a: u32, b: u32) -> u32 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// HAPT's submesh sizes of a mesh of `nodes` × `per_node` devices.
fn submesh_sizes(nodes: u32, per_node: u32) -> Vec<u32> {
    let mut v: Vec<u32> = powers_of_two(per_node).collect();
    if !v.contains(&per_node) {
        v.push(per_node);
    }
    v.extend((2..=nodes).map(|n| n * per_node));
    v
}

impl<'e, 'a> Search<'e, 'a> {
    fn new(
        ev: &'e Evaluator<'a>,
        hopts: &'e HaptOptions,
        stats: &mut HaptStats,
    ) -> Result<Search<'e, 'a>, PassError> {
        let cluster = ev.cluster();
        let w = ev.workload();
        let opts = ev.options();
        let layers = w.layers.len();
        // Device quantum: the smallest divisor of every mesh's size that
        // brings the unit count under the cap.
        let g = cluster
            .meshes
            .keys()
            .map(|m| cluster.mesh_devices(m))
            .fold(0, gcd)
            .max(1);
        let total = cluster.total_devices();
        let quantum = (1..=g)
            .filter(|q| g % q == 0)
            .find(|&q| total / q as u64 <= hopts.max_units as u64)
            .unwrap_or(g);
        stats.device_quantum = quantum;

        // Chip types in use, their sizes.
        let mut types: Vec<ChipTypeId> = Vec::new();
        let mut type_sizes: Vec<Vec<u32>> = Vec::new();
        let mut meshes = Vec::new();
        for (id, mesh) in cluster.meshes.iter() {
            let chip = &cluster.chips[mesh.chip];
            let ty = match types.iter().position(|&t| t == mesh.chip) {
                Some(t) => t,
                None => {
                    types.push(mesh.chip);
                    type_sizes.push(Vec::new());
                    types.len() - 1
                }
            };
            let sizes: Vec<u32> = submesh_sizes(mesh.nodes, chip.devices_per_node)
                .into_iter()
                .filter(|s| s % quantum == 0)
                .map(|s| s / quantum)
                .collect();
            for &s in &sizes {
                if !type_sizes[ty].contains(&s) {
                    type_sizes[ty].push(s);
                }
            }
            meshes.push(MeshInfo {
                id,
                chip: mesh.chip,
                type_idx: ty,
                units: cluster.mesh_devices(id) / quantum,
                sizes: sizes.into_iter().map(|s| (s, 0)).collect(),
            });
        }
        for s in &mut type_sizes {
            s.sort_unstable();
        }
        for m in &mut meshes {
            for (s, idx) in &mut m.sizes {
                *idx = type_sizes[m.type_idx]
                    .iter()
                    .position(|x| x == s)
                    .unwrap_or(0);
            }
        }
        let max_sizes = type_sizes.iter().map(|s| s.len()).max().unwrap_or(0);

        // Prefix sums per (type, tp).
        let runs = Runs::of(&w.layers);
        let mut prefixes: HashMap<(usize, u32), Prefix> = HashMap::new();
        for (ty, &chip_id) in types.iter().enumerate() {
            let chip = &cluster.chips[chip_id];
            for tp in powers_of_two(chip.tp_limit.min(chip.devices_per_node)) {
                let Some(times) = ev.layer_times(chip_id, tp) else {
                    continue;
                };
                let mut p = Prefix::memory(&w.layers, tp, &runs);
                for t in times {
                    p.step.push(p.step.last().unwrap_or(&0.0) + t.step_s(false));
                    p.step_rc
                        .push(p.step_rc.last().unwrap_or(&0.0) + t.step_s(true));
                }
                prefixes.insert((ty, tp), p);
            }
        }
        // Least device-seconds per micro-batch of the whole model per chip
        // type (a TP group of `tp` devices busy `step(tp)` each).
        let device_s: Vec<f64> = (0..types.len())
            .map(|ty| {
                (0..layers)
                    .map(|l| {
                        prefixes
                            .iter()
                            .filter(|((t, _), _)| *t == ty)
                            .map(|((_, tp), p)| (p.step[l + 1] - p.step[l]) * *tp as f64)
                            .fold(f64::INFINITY, f64::min)
                    })
                    .sum()
            })
            .collect();

        // Throughput shares and work prefix for the imbalance rule.
        let dtype = w.dtype;
        let total_flops: f64 = cluster
            .meshes
            .values()
            .map(|m| {
                let c = &cluster.chips[m.chip];
                c.effective_flops(dtype) * (m.nodes * c.devices_per_node) as f64
            })
            .sum();
        let share: Vec<Vec<f64>> = types
            .iter()
            .zip(&type_sizes)
            .map(|(&c, sizes)| {
                let f = cluster.chips[c].effective_flops(dtype);
                sizes
                    .iter()
                    .map(|&s| f * (s * quantum) as f64 / total_flops)
                    .collect()
            })
            .collect();
        let mut work = vec![0.0];
        for l in &w.layers {
            work.push(work.last().unwrap_or(&0.0) + 3.0 * l.fwd_flops + 1.0);
        }

        // Structural range hashes: polynomial prefix hash over signatures.
        const P: u64 = 0x0000_0100_0000_01b3;
        let inv_p = {
            let mut x: u64 = 1;
            for _ in 0..7 {
                x = x.wrapping_mul(2u64.wrapping_sub(P.wrapping_mul(x)));
            }
            x
        };
        let mut pre = vec![0u64];
        let mut pw = vec![1u64];
        let mut inv = vec![1u64];
        for l in &w.layers {
            let p = *pw.last().unwrap_or(&1);
            pre.push(
                pre.last()
                    .unwrap_or(&0)
                    .wrapping_add(range_sig(l).wrapping_mul(p)),
            );
            pw.push(p.wrapping_mul(P));
            inv.push(inv.last().unwrap_or(&1).wrapping_mul(inv_p));
        }

        let mbs = opts.micro_batch_size;
        let micro_batches = opts.micro_batches();
        let types_n = types.len();
        let mut index = vec![NONE; layers * layers * types_n * max_sizes.max(1)];
        let mut span = vec![(0u32, 0u32); layers * types_n * max_sizes.max(1)];
        let mut cands: Vec<(u32, u32)> = Vec::new();
        let mut all_opts: Vec<Opt> = Vec::new();
        let mut memo: HashMap<(u64, usize, usize, u32), u32> = HashMap::new();
        let capacity: Vec<f64> = types
            .iter()
            .map(|&c| capacity_bytes(&cluster.chips[c], ev.cost_params()))
            .collect();
        let recompute: &[bool] = if opts.allow_recompute {
            &[false, true]
        } else {
            &[false]
        };
        let total_work = *work.last().unwrap_or(&1.0);
        for k in 0..layers {
            for i in k..layers {
                let len = i + 1 - k;
                let h = pre[i + 1].wrapping_sub(pre[k]).wrapping_mul(inv[k]);
                let frac = (work[i + 1] - work[k]) / total_work;
                for ty in 0..types_n {
                    let chip = &cluster.chips[types[ty]];
                    for (si, &s) in type_sizes[ty].iter().enumerate() {
                        stats.enumerated += 1;
                        if hopts.imbalance > 0.0 {
                            let r = frac / share[ty][si];
                            if r > hopts.imbalance || r * hopts.imbalance < 1.0 {
                                continue;
                            }
                        }
                        let key = (h, len, ty, s);
                        let id = match memo.get(&key) {
                            Some(&id) => id,
                            None => {
                                stats.costed += 1;
                                let start = all_opts.len() as u32;
                                let devices = s * quantum;
                                for tp in powers_of_two(chip.tp_limit.min(chip.devices_per_node)) {
                                    if devices % tp != 0 {
                                        continue;
                                    }
                                    let dp = devices / tp;
                                    if micro_batches % dp as u64 != 0 {
                                        continue;
                                    }
                                    let Some(p) = prefixes.get(&(ty, tp)) else {
                                        continue;
                                    };
                                    let load = StageLoad {
                                        params: p.params[i + 1] - p.params[k],
                                        act_bytes: p.act[i + 1] - p.act[k],
                                        act_bytes_recompute: p.checkpoints(&runs, k, i + 1),
                                        max_layer_act_bytes: p.working_set(&runs, k, i + 1),
                                        open_run_act_bytes: None,
                                    };
                                    let upd = |spans| {
                                        update_time(
                                            load.params,
                                            chip,
                                            dtype,
                                            dp,
                                            spans,
                                            ev.cost_params(),
                                        )
                                        .total()
                                    };
                                    let update_span = upd(true);
                                    let update_local = if devices > chip.devices_per_node {
                                        update_span
                                    } else {
                                        upd(false)
                                    };
                                    for &rc in recompute {
                                        let cfg = |in_flight| MemoryConfig {
                                            dp,
                                            recompute: rc,
                                            micro_batch_size: mbs,
                                            in_flight,
                                        };
                                        let m0 = stage_memory(&load, dtype, &cfg(0)).total();
                                        let m1 = stage_memory(&load, dtype, &cfg(1)).total();
                                        if m1 > capacity[ty] {
                                            continue;
                                        }
                                        let step = if rc {
                                            p.step_rc[i + 1] - p.step_rc[k]
                                        } else {
                                            p.step[i + 1] - p.step[k]
                                        };
                                        all_opts.push(Opt {
                                            tp,
                                            dp,
                                            recompute: rc,
                                            t: step / dp as f64,
                                            mem_base: m0,
                                            mem_per_k: m1 - m0,
                                            lane_batches: micro_batches / dp as u64,
                                            update_local,
                                            update_span,
                                        });
                                    }
                                }
                                let end = all_opts.len() as u32;
                                all_opts[start as usize..].sort_by(|a, b| {
                                    a.t.total_cmp(&b.t)
                                        .then(a.tp.cmp(&b.tp))
                                        .then(a.recompute.cmp(&b.recompute))
                                });
                                let id = if end > start {
                                    cands.push((start, end));
                                    cands.len() as u32 - 1
                                } else {
                                    NONE
                                };
                                memo.insert(key, id);
                                id
                            }
                        };
                        if id != NONE {
                            stats.feasible += 1;
                            index[((ty * max_sizes + si) * layers + k) * layers + i] = id;
                            let sp = &mut span[(ty * max_sizes + si) * layers + k];
                            if sp.0 >= sp.1 {
                                *sp = (i as u32, i as u32 + 1);
                            } else {
                                sp.1 = sp.1.max(i as u32 + 1);
                            }
                        }
                    }
                }
            }
        }
        let out_bytes = w.layers.iter().map(|l| l.out_bytes * mbs as f64).collect();
        Ok(Search {
            ev,
            hopts,
            quantum,
            meshes,
            table: Table {
                layers,
                max_sizes,
                index,
                cands,
                opts: all_opts,
                capacity,
                span,
                device_s,
            },
            out_bytes,
            runs: std::sync::atomic::AtomicU64::new(0),
        })
    }

    /// Mesh orders to search (indices into `self.meshes`), every adjacent
    /// pair linked.
    fn mesh_orders(&self) -> Vec<Vec<usize>> {
        let cluster = self.ev.cluster();
        let n = self.meshes.len();
        let linked = |o: &[usize]| {
            o.windows(2).all(|p| {
                cluster
                    .link(self.meshes[p[0]].id, self.meshes[p[1]].id)
                    .is_some()
            })
        };
        let mut out: Vec<Vec<usize>> = Vec::new();
        if n <= 3 {
            // Every linked order of every non-empty subset of the meshes,
            // full orders first: a mesh behind a slow link may be better
            // left out (then its devices are reported idle).
            for k in (1..=n).rev() {
                for mask in 1u32..(1 << n) {
                    if mask.count_ones() as usize != k {
                        continue;
                    }
                    let mut perm: Vec<usize> = (0..n).filter(|i| mask & (1 << i) != 0).collect();
                    permutations(&mut perm, 0, &mut |p| {
                        if linked(p) {
                            out.push(p.to_vec());
                        }
                    });
                }
            }
        } else {
            let chip = |i: usize| &cluster.chips[self.meshes[i].chip];
            let dtype = self.ev.workload().dtype;
            let mut by_mem: Vec<usize> = (0..n).collect();
            by_mem.sort_by(|&a, &b| chip(b).memory_gib.total_cmp(&chip(a).memory_gib));
            let mut by_speed: Vec<usize> = (0..n).collect();
            by_speed.sort_by(|&a, &b| {
                chip(a)
                    .effective_flops(dtype)
                    .total_cmp(&chip(b).effective_flops(dtype))
            });
            for o in [by_mem, by_speed] {
                if linked(&o) && !out.contains(&o) {
                    out.push(o);
                }
            }
        }
        out
    }

    /// A lower bound on t_max for any plan on the meshes of `order`: every
    /// micro-batch needs at least the least device-seconds of the fastest
    /// chip type among them ([`Table::device_s`]; a TP group never beats
    /// one device's time by more than its size), and the order's devices
    /// deliver at most `devices · t_max` device-seconds per period. Eq. 13
    /// is then at least `(B − 1)` times it, so an order whose bound exceeds
    /// the best plan found is skipped.
    fn order_bound(&self, order: &[usize]) -> f64 {
        let work = order
            .iter()
            .map(|&m| self.table.device_s[self.meshes[m].type_idx])
            .fold(f64::INFINITY, f64::min);
        let devices: u32 = order
            .iter()
            .map(|&m| self.meshes[m].units * self.quantum)
            .sum();
        // Slack for rounding: the bound is tight when every device runs
        // identical work (a single mesh of one chip type).
        work / f64::from(devices.max(1)) * (1.0 - 1e-9)
    }

    fn order_name(&self, order: &[usize]) -> String {
        let cluster = self.ev.cluster();
        order
            .iter()
            .map(|&m| cluster.meshes[self.meshes[m].id].name.as_str())
            .collect::<Vec<_>>()
            .join(" → ")
    }

    /// The DP of eq. 14–22 for one mesh order and t_max, then a descent on
    /// the cap of the stage updates: eq. 13 leaves out the gradient
    /// synchronisation and optimizer step that follow the last backward
    /// (Alpa/HAPT fold them into profiling), but across slow node links they
    /// are seconds, and the iteration ends with the slowest of them. The
    /// objective is `fill + (B − 1)·t_max + max_i update_i`; since the max is
    /// not additive, the DP runs with the updates capped and the cap is
    /// lowered geometrically while a lower bound (the uncapped fill) says a
    /// gain of more than 0.5 % is still possible.
    /// Every plan found on the way is pushed to `seen`.
    fn descend(&self, order: &[usize], start: Solution, seen: &mut Vec<Solution>) -> Solution {
        let t_max = start.t_max;
        let mut best = start;
        let floor = best.total - best.update;
        let mut cap = best.update;
        for _ in 0..UPDATE_CAP_STEPS {
            if best.total - floor <= 0.005 * best.total {
                break;
            }
            cap *= UPDATE_CAP_RATIO;
            match self.dp(order, t_max, cap) {
                Some(s) => {
                    cap = cap.min(s.update);
                    seen.push(s.clone());
                    if better(&s, &best) {
                        best = s;
                    }
                }
                None => break,
            }
        }
        best
    }

    /// The DP of eq. 14–22 for one mesh order and t_max, with every stage's
    /// update at most `update_cap`.
    fn dp(&self, order: &[usize], t_max: f64, update_cap: f64) -> Option<Solution> {
        self.runs.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let cluster = self.ev.cluster();
        let cost = self.ev.cost_params();
        let l = self.table.layers;
        // Unit ranges of the meshes along the order.
        let mut starts = Vec::with_capacity(order.len() + 1);
        let mut acc = 0u32;
        for &m in order {
            starts.push(acc);
            acc += self.meshes[m].units;
        }
        starts.push(acc);
        let units = acc as usize;
        let mesh_at = |g: usize| -> usize {
            // The position in `order` of the mesh holding unit g.
            starts.partition_point(|&s| s as usize <= g) - 1
        };
        let width = units + 1;
        let mut f = vec![f64::INFINITY; (l + 1) * width];
        let mut n = vec![0u32; (l + 1) * width];
        // The suffix's first stage: its layout (tp, dp) and its window
        // `N·P` (warm-up × lane period), which the stage before it must
        // cover; and the largest update along the suffix.
        let mut layout = vec![(1u32, 1u32); (l + 1) * width];
        let mut window = vec![0f64; (l + 1) * width];
        let mut umax = vec![0f64; (l + 1) * width];
        // choice: (i, size index in mesh, option index)
        let mut choice = vec![(0u32, 0u32, 0u32); (l + 1) * width];
        f[l * width + units] = 0.0;
        // States (k, g) a pipeline from (0, 0) can reach at this t_max; the
        // backward pass below skips the others (their values are never read).
        let mut reach = vec![false; (l + 1) * width];
        reach[0] = true;
        for k in 0..l {
            for g in 0..units {
                if !reach[k * width + g] {
                    continue;
                }
                let pos = mesh_at(g);
                let mesh = &self.meshes[order[pos]];
                let left = starts[pos + 1] as usize - g;
                for &(s, tsi) in &mesh.sizes {
                    if s as usize > left {
                        break;
                    }
                    let g2 = g + s as usize;
                    for (i, _) in self.table.stages_from(k, mesh.type_idx, tsi, t_max) {
                        reach[(i + 1) * width + g2] = true;
                    }
                }
            }
        }
        for k in (0..l).rev() {
            for g in (0..units).rev() {
                if !reach[k * width + g] {
                    continue;
                }
                let pos = mesh_at(g);
                let mesh = &self.meshes[order[pos]];
                let chip = &cluster.chips[mesh.chip];
                let dpn = chip.devices_per_node;
                let left = starts[pos + 1] as usize - g;
                let offset_units = (g - starts[pos] as usize) as u32;
                let mut best = f64::INFINITY;
                let mut best_n = 0;
                let (mut best_layout, mut best_w, mut best_u) = ((1u32, 1u32), 0f64, 0f64);
                let mut best_c = (0, 0, 0);
                for (sidx, &(s, tsi)) in mesh.sizes.iter().enumerate() {
                    if s as usize > left {
                        break;
                    }
                    let g2 = g + s as usize;
                    let last_of_mesh = g2 == starts[pos + 1] as usize;
                    let next_pos = if last_of_mesh { pos + 1 } else { pos };
                    let offset_dev = offset_units * self.quantum;
                    let size_dev = s * self.quantum;
                    let spans = offset_dev % dpn + size_dev > dpn;
                    let to = &self.meshes[order[next_pos.min(order.len() - 1)]];
                    let link = if to.id == mesh.id {
                        None
                    } else {
                        match cluster.link(mesh.id, to.id) {
                            Some(link) => Some(link),
                            None => continue,
                        }
                    };
                    let to_chip = &cluster.chips[to.chip];
                    for (i, opts) in self.table.stages_from(k, mesh.type_idx, tsi, t_max) {
                        let last_layer = i + 1 == l;
                        if last_layer != (g2 == units) {
                            continue;
                        }
                        let next = (i + 1) * width + g2;
                        let rest = f[next];
                        if !rest.is_finite() {
                            continue;
                        }
                        let (tp_next, d_next) = layout[next];
                        // The boundary to the next stage, routed as the
                        // Evaluator routes it: inside one node only if both
                        // stages' devices are in that node.
                        let route = match link {
                            Some(link) => Route::Link(link),
                            None => {
                                let end = offset_dev + size_dev + tp_next * d_next;
                                if offset_dev / dpn == (end - 1) / dpn {
                                    Route::IntraNode
                                } else {
                                    Route::InterNode
                                }
                            }
                        };
                        // Boundary time per TP degree (options differ only
                        // in tp, dp = size/tp, and recomputation).
                        let mut c_by_tp = [f64::NAN; 32];
                        for (oi, o) in opts.iter().enumerate() {
                            if o.t > t_max {
                                break;
                            }
                            if offset_dev % o.tp != 0 {
                                continue;
                            }
                            let u = if spans { o.update_span } else { o.update_local };
                            if u > update_cap {
                                continue;
                            }
                            let c = if last_layer {
                                0.0
                            } else {
                                let slot = &mut c_by_tp[o.tp.trailing_zeros() as usize];
                                if slot.is_nan() {
                                    *slot = boundary_send_s(
                                        self.out_bytes[i],
                                        Side {
                                            chip,
                                            tp: o.tp,
                                            dp: o.dp,
                                        },
                                        Side {
                                            chip: to_chip,
                                            tp: tp_next,
                                            dp: d_next,
                                        },
                                        route,
                                        cost,
                                    );
                                }
                                *slot
                            };
                            // Each DP lane sends its own micro-batches, one
                            // per lane period `dp·t_max` (the evaluator's
                            // `b·max(T, c)`); backward, the next stage's
                            // lanes send `c·d_next/dp` per `d_next·t_max`,
                            // the same condition.
                            if c > f64::from(o.dp) * t_max {
                                continue;
                            }
                            // Fill/drain latency of one micro-batch: a
                            // replica's whole step (eq. 13's t_i at dp = 1).
                            let v = rest + o.t * o.dp as f64 + 2.0 * c;
                            if v >= best {
                                continue;
                            }
                            // Eq. 11, generalised to DP lanes (schedule.rs).
                            let period = f64::from(o.dp) * t_max;
                            let warm = if last_layer {
                                1
                            } else {
                                h1f1b_lane_warmup(
                                    c,
                                    c * f64::from(d_next) / f64::from(o.dp),
                                    window[next],
                                    period,
                                    t_max,
                                    self.hopts.epsilon,
                                )
                            };
                            let kk = (warm as u64).min(o.lane_batches).max(1) as f64;
                            if o.mem_base + kk * o.mem_per_k > self.table.capacity[mesh.type_idx] {
                                continue;
                            }
                            best = v;
                            best_n = warm;
                            best_layout = (o.tp, o.dp);
                            best_w = f64::from(warm) * period;
                            best_u = u.max(umax[next]);
                            best_c = (i as u32, sidx as u32, oi as u32);
                        }
                    }
                }
                let at = k * width + g;
                f[at] = best;
                n[at] = best_n;
                layout[at] = best_layout;
                window[at] = best_w;
                umax[at] = best_u;
                choice[at] = best_c;
            }
        }
        let fill = f[0];
        if !fill.is_finite() {
            return None;
        }
        // Reconstruct.
        let (mut k, mut g) = (0usize, 0usize);
        let mut specs = Vec::new();
        let mut warmup = Vec::new();
        while k < l {
            let at = k * width + g;
            let (i, sidx, oi) = choice[at];
            let pos = mesh_at(g);
            let mesh = &self.meshes[order[pos]];
            let (s, tsi) = mesh.sizes[sidx as usize];
            let id = self.table.cand(k, i as usize, mesh.type_idx, tsi);
            let (a, _) = self.table.cands[id as usize];
            let o = self.table.opts[a as usize + oi as usize];
            specs.push(StageSpec {
                first_layer: k as u32,
                end_layer: i + 1,
                mesh: mesh.id,
                first_device: (g as u32 - starts[pos]) * self.quantum,
                tp: o.tp,
                dp: o.dp,
                recompute: o.recompute,
            });
            warmup.push(n[at]);
            k = i as usize + 1;
            g += s as usize;
        }
        let update = umax[0];
        Some(Solution {
            t_max,
            fill,
            update,
            total: fill + (self.ev.options().micro_batches() as f64 - 1.0) * t_max + update,
            specs,
            warmup,
        })
    }
}

fn permutations(v: &mut Vec<usize>, k: usize, out: &mut dyn FnMut(&[usize])) {
    if k == v.len() {
        out(v);
        return;
    }
    for j in k..v.len() {
        v.swap(k, j);
        permutations(v, k + 1, out);
        v.swap(k, j);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plan::test_fixtures::{blocks, TWO_CHIPS};
    use crate::plan::{plan_hetero_auto, plan_uniform};

    fn run(
        w: &Workload,
        c: &Cluster,
        opts: &PlanOptions,
        h: &HaptOptions,
    ) -> (PlanOutcome, HaptStats) {
        plan_hapt(PLANNER_NAME, w, c, opts, h, None).unwrap()
    }

    #[test]
    fn faster_chip_gets_its_share_and_every_device_is_used() {
        let cluster = Cluster::from_toml(TWO_CHIPS).unwrap();
        let w = blocks(24, 1e12, 50_000_000, 1e8, 4e6);
        let opts = PlanOptions::new(32);
        let (out, stats) = run(&w, &cluster, &opts, &HaptOptions::default());
        let plan = &out.plan;
        plan.verify(&cluster).unwrap();
        assert_eq!(plan.schedule, ScheduleKind::H1F1B);
        let used: u32 = plan.stages.iter().map(|s| s.devices.count).sum();
        assert_eq!(used, 8, "{}", plan.table());
        // X has 2× Y's FLOP/s on as many devices: 2/3 of the work, 16 of 24
        // identical layers (±1 for the boundary terms).
        let on_x: u32 = plan
            .stages
            .iter()
            .filter(|s| s.chip == "X")
            .map(|s| s.num_layers())
            .sum();
        assert!((15..=17).contains(&on_x), "{on_x}\n{}", plan.table());
        // Identical layers: every range of a given length on a given
        // (chip, size) is one costed candidate.
        assert!(stats.costed * 5 < stats.enumerated, "{stats:?}");
        let uniform = plan_uniform(&w, &cluster, &opts).unwrap().plan;
        let hetero = plan_hetero_auto(&w, &cluster, &opts).unwrap().plan;
        assert!(plan.predicted.iteration_s <= uniform.predicted.iteration_s * 1.001);
        assert!(
            plan.predicted.iteration_s <= hetero.predicted.iteration_s * 1.05,
            "{}\n{}",
            plan.table(),
            hetero.table()
        );
    }

    /// The order bound is a true lower bound: no order admits a plan with a
    /// smaller t_max (checked against every distinct t_max below it), and
    /// on the two-chip cluster the single-mesh orders are skipped.
    #[test]
    fn order_bound_is_below_every_feasible_t_max() {
        let cluster = Cluster::from_toml(TWO_CHIPS).unwrap();
        let w = blocks(24, 1e12, 50_000_000, 1e8, 4e6);
        let opts = PlanOptions::new(32);
        let ev = Evaluator::new(&w, &cluster, &opts).unwrap();
        let hopts = HaptOptions::default();
        let mut stats = HaptStats::default();
        let search = Search::new(&ev, &hopts, &mut stats).unwrap();
        let mut tvals: Vec<f64> = search.table.opts.iter().map(|o| o.t).collect();
        tvals.sort_by(f64::total_cmp);
        tvals.dedup();
        let orders = search.mesh_orders();
        assert_eq!(orders.len(), 4);
        for order in &orders {
            let lb = search.order_bound(order);
            assert!(lb > 0.0);
            for &t in tvals.iter().filter(|&&t| t < lb) {
                assert!(
                    search.dp(order, t, f64::INFINITY).is_none(),
                    "{}: plan at t_max {t} below the bound {lb}",
                    search.order_name(order)
                );
            }
        }
        let (_, stats) = run(&w, &cluster, &opts, &hopts);
        assert_eq!(stats.orders_pruned, 2, "{stats:?}");
    }

    #[test]
    fn parallel_and_sequential_searches_agree_and_repeat() {
        let cluster = Cluster::from_toml(TWO_CHIPS).unwrap();
        let w = blocks(24, 1e12, 50_000_000, 1e8, 4e6);
        let opts = PlanOptions::new(32);
        let par = run(&w, &cluster, &opts, &HaptOptions::default()).0.plan;
        let seq = run(
            &w,
            &cluster,
            &opts,
            &HaptOptions {
                parallel: false,
                ..HaptOptions::default()
            },
        )
        .0
        .plan;
        assert_eq!(par, seq);
        assert_eq!(
            par,
            run(&w, &cluster, &opts, &HaptOptions::default()).0.plan
        );
    }

    /// The DP's prefix formulas for a stage's checkpoints and recomputation
    /// working set agree with [`StageLoad::of`] (the evaluator's) on every
    /// range of a sequence with runs of every length.
    #[test]
    fn prefix_memory_matches_stage_load_on_every_range() {
        let mut w = blocks(12, 1e9, 1000, 1e6, 1e5);
        let flags = [
            false, true, true, false, false, true, false, true, true, true, false, true,
        ];
        for (i, (l, &f)) in w.layers.iter_mut().zip(&flags).enumerate() {
            l.recompute_with_previous = f;
            l.act_bytes = 1e6 * (1 + (i * 7) % 5) as f64;
            l.act_bytes_recompute = 1e3 * (1 + i) as f64;
        }
        let runs = Runs::of(&w.layers);
        let n = w.layers.len();
        let p = Prefix::memory(&w.layers, 1, &runs);
        for k in 0..n {
            for e in k + 1..=n {
                let want = StageLoad::of(&w.layers[k..e], 1);
                assert_eq!(
                    p.checkpoints(&runs, k, e),
                    want.act_bytes_recompute,
                    "{k}..{e}"
                );
                assert_eq!(
                    p.working_set(&runs, k, e),
                    want.max_layer_act_bytes,
                    "{k}..{e}"
                );
            }
        }
    }

    /// With a coarsening, the pick includes the coarse search's plans: it
    /// simulates no slower than the search over the merged layers alone,
    /// and bad cuts are an options error naming them.
    #[test]
    fn coarsening_joins_the_pick() {
        let cluster = Cluster::from_toml(TWO_CHIPS).unwrap();
        let mut w = blocks(24, 1e12, 50_000_000, 1e8, 4e6);
        for (i, l) in w.layers.iter_mut().enumerate() {
            l.fwd_flops *= 1.0 + (i % 5) as f64 * 0.1;
        }
        let opts = PlanOptions::new(32);
        let cuts: Vec<u32> = (1..8).map(|j| 3 * j).collect();
        let merged = w.merged(&cuts).unwrap();
        let h = HaptOptions {
            coarsening: cuts.clone(),
            ..HaptOptions::default()
        };
        let (fine, stats) = run(&w, &cluster, &opts, &h);
        assert!(stats.coarsening_plans > 0, "{stats:?}");
        let (coarse, _) = run(&merged, &cluster, &opts, &HaptOptions::default());
        let sim = |w: &Workload, p: &hetc_ir::Plan| {
            Evaluator::new(w, &cluster, &opts)
                .unwrap()
                .simulate(p)
                .unwrap()
                .iteration_s
        };
        let (a, b) = (sim(&w, &fine.plan), sim(&merged, &coarse.plan));
        assert!(a <= b * (1.0 + 1e-12), "{a} vs {b}");
        let bad = HaptOptions {
            coarsening: vec![3, 3],
            ..HaptOptions::default()
        };
        let e = plan_hapt(PLANNER_NAME, &w, &cluster, &opts, &bad, None)
            .unwrap_err()
            .to_string();
        assert!(e.contains("coarsening cuts [3, 3]"), "{e}");
    }

    #[test]
    fn submesh_shapes_are_haptss() {
        // (1,1),(1,2),(1,4),(1,8),(2,8),(3,8),(4,8).
        assert_eq!(submesh_sizes(4, 8), vec![1, 2, 4, 8, 16, 24, 32]);
        assert_eq!(submesh_sizes(1, 6), vec![1, 2, 4, 6]);
    }

    #[test]
    fn nothing_fits_is_an_error_naming_memory() {
        let cluster = Cluster::from_toml(TWO_CHIPS).unwrap();
        // 24 × 5 G params × 16 B = 1.9 TB of state: far beyond 8 devices.
        let w = blocks(24, 1e12, 5_000_000_000, 1e8, 4e6);
        let e = plan_hapt(
            PLANNER_NAME,
            &w,
            &cluster,
            &PlanOptions::new(32),
            &HaptOptions::default(),
            None,
        )
        .unwrap_err()
        .to_string();
        assert!(e.contains("no t_max admits a plan"), "{e}");
    }
}
