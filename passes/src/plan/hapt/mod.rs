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

mod candidates;
mod dp;
mod pick;

use candidates::*;
use dp::*;
use pick::*;

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

impl std::fmt::Display for HaptStats {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let s = self;
        write!(
            f,
            "candidates {} enumerated, {} costed once each (structural dedupe), {} feasible; t_max {} distinct, {} evaluated ({} DP passes with the update-cap descents); {} mesh order(s), {} skipped by their t_max bound; {} device(s) per DP unit; {} distinct plans in the pool ({} plans from the search over the layers merged at the coarse cuts joined it), {} simulated for the pick",
            s.enumerated, s.costed, s.feasible, s.tmax_distinct, s.tmax_evaluated, s.dp_runs, s.mesh_orders, s.orders_pruned, s.device_quantum, s.solutions, s.coarsening_plans, s.simulated
        )
    }
}

/// Progress callback: (done, total) DP runs.
pub type Progress<'p> = &'p (dyn Fn(u64, u64) + Sync);

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
        notes: Vec::new(),
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
