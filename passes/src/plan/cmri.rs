//! The China Mobile planner (CMRI, §2.3.2): a search over `[tp, dp, pp]`
//! configurations (algorithm 1) with a dynamic programme that gives every
//! pipeline stage its own contiguous layer range (algorithm 2, non-uniform
//! layer allocation) and turns on recomputation where a stage runs out of
//! memory (algorithm 1's `DelectAndAlleviateOOM`).
//!
//! Establishes the plan with the smallest estimated iteration time (the
//! shared [`Evaluator`]) among the layouts the DP produces whose every stage
//! fits device memory, or a [`PassError::Infeasible`] that says why none
//! fits. Deterministic: fixed enumeration orders, ties broken as stated.
//!
//! **Configurations** (the parameter tree, walked depth first: tp, then dp):
//! one TP degree `tp ∈ {1, 2, 4, …}` up to the smallest `tp_limit` of the
//! meshes' chips and one DP degree `dp` dividing B/mb with `tp · dp`
//! dividing every mesh's device count; every mesh is used and holds
//! `pp_m = devices_m / (tp · dp)` stages. Meshes are ordered by descending
//! chip memory (larger memory takes the earlier stages, which hold more
//! in-flight micro-batches), ties in cluster order; consecutive meshes must
//! be linked. More stages than layers is rejected. Configurations are
//! visited in increasing order of a lower bound on their iteration time
//! (fluid bound: total work on the fastest chip of the configuration spread
//! evenly, `T ≥ ((b−α)/S + α)·W`); once the bound exceeds the best time
//! found the rest is counted in [`PlanOutcome::candidates_pruned`], which
//! never changes the result. [`PlanOutcome::candidates_evaluated`] counts
//! configurations whose layers were allocated.
//!
//! **Algorithm 2, as we read it.** The printed pseudo-code builds the
//! pipeline from its end: `T_x[i][start]` is the best suffix whose first
//! stage begins at layer `start` when `i + 1` stages are placed, and the new
//! stage `[start, end]` is put in front of the suffix `T_x[i−1][end+1]`. We
//! index by pipeline position instead (stage `k = S−1−i`, so each stage's
//! chip, in-flight count and boundary are known), with end exclusive:
//! * `t_k` = Σ of the range's per-layer `step_s` on stage k's chip at `tp`;
//!   `c_k(end)` = send of layer `end−1`'s output to stage k+1 (0 for the last
//!   stage) by the evaluator's boundary model;
//! * `T_Edge[k][s] = t_k + 2·c_k + T_Edge[k+1][e]` — one micro-batch through
//!   the pipeline forward and back (warm-up + cool-down);
//! * `T_Middle[k][s] = max((b−1)·max(t_k, c_k), T_Middle[k+1][e])` — the
//!   steady phase of the other b−1 micro-batches. The paper's line 8
//!   (`T_Edge_tmp + (B−PP+i−2)·t_stage`) would count the edge twice in
//!   `total_time` and mixes the two stage indexings; we read it as the
//!   steady phase with this stage as the bottleneck, `(b−1)·t_k`. Lines 9–10
//!   (a stage faster than the slowest one so far is blocked by it and waits
//!   in bubbles) compare a time with a product; we read them as "the steady
//!   phase is set by the slowest stage", i.e. the max;
//! * `T_all_reduce[k][s] = max(U_k, T_all_reduce[k+1][e])`, `U_k` the DP
//!   gradient all-reduce + optimizer update of the stage;
//! * each state keeps the end minimising `T_Edge + T_Middle + T_all_reduce`
//!   (the first such end in increasing order), and the start loop covers
//!   every start that leaves each stage at least one layer (the printed
//!   `N−1 down to 1` omits layer 0, which the front stage needs).
//!
//! Keeping one triple per state is the paper's DP; since the objective has
//! max terms it is a (good) heuristic, not an exact optimum. O(S·N²) per
//! configuration. Range sums are running sums in the evaluator's order, so
//! DP and evaluator agree bit for bit on times and memory.
//!
//! **Memory and recomputation.** A range whose stage does not fit even with
//! recomputation (or at all, without `allow_recompute`) is infeasible in the
//! DP. The DP first runs recompute-blind, as in the paper (every range costs
//! its time without recomputation); then `DelectAndAlleviateOOM`: while the
//! evaluator reports a stage over capacity, recomputation is turned on for
//! the over-capacity stage with the largest excess in bytes (ties: the
//! earlier stage) — our granularity is the stage ([`StageSpec::recompute`]),
//! not the layer; when every over-capacity stage already recomputes, the
//! configuration is dropped and remembered for the error message. If
//! recomputation was needed, the DP runs a second time recompute-aware (a
//! range that only fits with recomputation costs its recomputing time), and
//! the better of the two layouts by the evaluator is kept (ties: fewer
//! recomputing stages, then the blind layout).
//!
//! The winner is the configuration with the smallest evaluator iteration
//! time; ties go to fewer stages, smaller tp, smaller dp, fewer recomputing
//! stages.
//!
//! Assumes the evaluator's model (1F1B). The DP's objective is the paper's
//! (it does not see `bubble_alpha`, which enters through the evaluator that
//! picks the winner).
//!
//! Deliberately does not vary TP or DP per stage or per mesh, search the
//! micro-batch size, use the paper's non-uniform micro-batch sizes across
//! chip types (eq. 3–4), or reorder meshes around a missing link.

use super::{divisors, powers_of_two, split_even, Evaluator, Misses, PlanOptions, PlanOutcome};
use super::{Score, StageSpec};
use crate::cost::{
    boundary_send_s, capacity_bytes, stage_memory, update_time, MemoryConfig, Route, Side,
    StageLoad,
};
use crate::{PassError, Workload};
use hetc_ir::{ChipTypeId, Cluster, MeshId, StageMetrics};
use std::cmp::Ordering;

/// The planner's name in plans and on the command line.
pub const PLANNER_NAME: &str = "cmri";

/// Search CMRI configurations of `workload` on `cluster`.
pub fn plan_cmri(
    workload: &Workload,
    cluster: &Cluster,
    opts: &PlanOptions,
) -> Result<PlanOutcome, PassError> {
    let ev = Evaluator::new(workload, cluster, opts)?;
    search(&ev, true)
}

/// One `[tp, dp, pp]` configuration: the stages' placement, layers unset.
struct Config {
    tp: u32,
    dp: u32,
    /// Stages in pipeline order (`first_layer`/`end_layer` are 0).
    slots: Vec<StageSpec>,
    bound: f64,
}

/// A layout found by the DP, with its three terms.
#[derive(Clone, Debug, PartialEq)]
struct Layout {
    /// Exclusive end layer of every stage.
    ends: Vec<u32>,
    recompute: Vec<bool>,
    edge_s: f64,
    middle_s: f64,
    all_reduce_s: f64,
}

/// How the DP prices a range that fits only with recomputation.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Mode {
    /// The paper's: time without recomputation (alleviation follows).
    Blind,
    /// Time with recomputation.
    Aware,
}

/// Candidate key: (T, stages, tp, dp, recomputing stages); on a full tie the
/// one found first stays.
type Key = (f64, usize, u32, u32, usize);

fn cmp_key(a: &Key, b: &Key) -> Ordering {
    a.0.total_cmp(&b.0)
        .then(a.1.cmp(&b.1))
        .then(a.2.cmp(&b.2))
        .then(a.3.cmp(&b.3))
        .then(a.4.cmp(&b.4))
}

/// The search proper; `prune = false` evaluates every configuration.
fn search(ev: &Evaluator<'_>, prune: bool) -> Result<PlanOutcome, PassError> {
    let cluster = ev.cluster();
    let mut misses = Misses::default();
    let order = mesh_order(cluster);
    for w in order.windows(2) {
        if cluster.link(w[0], w[1]).is_none() {
            misses.other(format!(
                "meshes {} and {} have no link",
                cluster.meshes[w[0]].name, cluster.meshes[w[1]].name
            ));
            return Err(misses.into_error(ev));
        }
    }
    let mut configs = configurations(ev, &order, &mut misses);
    configs.sort_by(|a, b| {
        a.bound
            .total_cmp(&b.bound)
            .then(a.slots.len().cmp(&b.slots.len()))
            .then(a.tp.cmp(&b.tp))
            .then(a.dp.cmp(&b.dp))
    });
    let (mut evaluated, mut pruned) = (0u64, 0u64);
    let mut best: Option<(Key, Vec<StageSpec>)> = None;
    let mut metrics = Vec::new();
    for (n, cfg) in configs.iter().enumerate() {
        if prune {
            if let Some(((t, ..), _)) = &best {
                // The margin keeps rounding in the bound from cutting a tie.
                if cfg.bound > t * (1.0 + 1e-9) {
                    pruned = (configs.len() - n) as u64;
                    break;
                }
            }
        }
        evaluated += 1;
        let Some((score, specs)) = run_config(ev, cfg, &mut misses, &mut metrics) else {
            continue;
        };
        let recomputing = specs.iter().filter(|s| s.recompute).count();
        let key = (score.iteration_s, specs.len(), cfg.tp, cfg.dp, recomputing);
        if best
            .as_ref()
            .is_none_or(|(k, _)| cmp_key(&key, k) == Ordering::Less)
        {
            best = Some((key, specs));
        }
    }
    let Some((_, specs)) = best else {
        return Err(misses.into_error(ev));
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
        candidates_pruned: pruned,
        unused_devices: Vec::new(),
        notes: Vec::new(),
    })
}

/// Meshes by descending chip memory, ties in cluster order.
fn mesh_order(cluster: &Cluster) -> Vec<MeshId> {
    let mut order: Vec<MeshId> = cluster.meshes.keys().collect();
    let memory = |m: MeshId| cluster.chips[cluster.meshes[m].chip].memory_bytes();
    order.sort_by(|&a, &b| memory(b).total_cmp(&memory(a)).then(a.cmp(&b)));
    order
}

/// Every `[tp, dp]` of the parameter tree that places at most one stage per
/// layer, with its stage slots and lower bound.
fn configurations(ev: &Evaluator<'_>, order: &[MeshId], misses: &mut Misses) -> Vec<Config> {
    let cluster = ev.cluster();
    let opts = ev.options();
    let num_layers = ev.workload().layers.len();
    let chip_of = |m: MeshId| cluster.meshes[m].chip;
    let Some(tp_cap) = order
        .iter()
        .map(|&m| cluster.chips[chip_of(m)].tp_limit)
        .min()
    else {
        misses.other("the cluster has no meshes");
        return Vec::new();
    };
    let smallest = order
        .iter()
        .map(|&m| cluster.mesh_devices(m) as u64)
        .min()
        .unwrap_or(0);
    let mut chips: Vec<ChipTypeId> = order.iter().map(|&m| chip_of(m)).collect();
    chips.sort();
    chips.dedup();
    let micro_batches = opts.micro_batches();
    let mut out = Vec::new();
    for tp in powers_of_two(tp_cap) {
        // W: every layer on the fastest chip of the configuration.
        let tables: Vec<_> = chips
            .iter()
            .filter_map(|&c| ev.layer_times(c, tp))
            .collect();
        let work: f64 = (0..num_layers)
            .map(|l| {
                tables
                    .iter()
                    .map(|t| t[l].step_s(false))
                    .fold(f64::INFINITY, f64::min)
            })
            .sum();
        for d in divisors(micro_batches) {
            let size = tp as u64 * d;
            if size > smallest {
                break;
            }
            if order
                .iter()
                .any(|&m| cluster.mesh_devices(m) as u64 % size != 0)
            {
                misses.other("tp × dp does not divide every mesh's device count");
                continue;
            }
            let stages: u64 = order
                .iter()
                .map(|&m| cluster.mesh_devices(m) as u64 / size)
                .sum();
            if stages > num_layers as u64 {
                misses.other(format!(
                    "more pipeline stages than the model's {num_layers} layers"
                ));
                continue;
            }
            let mut slots = Vec::with_capacity(stages as usize);
            for &m in order {
                for j in 0..cluster.mesh_devices(m) as u64 / size {
                    slots.push(StageSpec {
                        first_layer: 0,
                        end_layer: 0,
                        mesh: m,
                        first_device: (j * size) as u32,
                        tp,
                        dp: d as u32,
                        recompute: false,
                    });
                }
            }
            let (b, s, alpha) = ((micro_batches / d) as f64, stages as f64, opts.bubble_alpha);
            // T ≥ b·T_i + α·Σ_{j≠i} T_j for the slowest stage i, and
            // max_i T_i ≥ W/S, Σ_j T_j ≥ W.
            let bound = if b >= alpha {
                ((b - alpha) / s + alpha) * work
            } else {
                b * work
            };
            out.push(Config {
                tp,
                dp: d as u32,
                slots,
                bound,
            });
        }
    }
    out
}

/// Allocate layers for one configuration, alleviate OOM and evaluate; the
/// best layout that fits, or None (the reason recorded in `misses`).
fn run_config(
    ev: &Evaluator<'_>,
    cfg: &Config,
    misses: &mut Misses,
    metrics: &mut Vec<StageMetrics>,
) -> Option<(Score, Vec<StageSpec>)> {
    let describe = |specs: &[StageSpec]| {
        let r = specs.iter().filter(|s| s.recompute).count();
        format!(
            "tp {}, dp {}, {} stages, {r} recomputing",
            cfg.tp,
            cfg.dp,
            specs.len()
        )
    };
    let Some(layout) = allocate_layers(ev, cfg, Mode::Blind) else {
        // No layout fits: evaluate an even split, recomputing everywhere if
        // allowed, to say how far from fitting the configuration is.
        let mut specs = cfg.slots.clone();
        let n = ev.workload().layers.len() as u32;
        let mut first = 0;
        for (s, count) in specs
            .iter_mut()
            .zip(split_even(n, cfg.slots.len() as u32, false))
        {
            (s.first_layer, s.end_layer) = (first, first + count);
            s.recompute = ev.options().allow_recompute;
            first += count;
        }
        match ev.evaluate_into(&specs, metrics) {
            Ok(score) if !score.fits => {
                misses.memory(ev, &specs, &score, metrics, || describe(&specs))
            }
            Ok(_) => misses.other("no layer allocation fits memory"),
            Err(e) => misses.other(e),
        }
        return None;
    };
    let mut found: Option<(Score, Vec<StageSpec>)> = None;
    let mut consider = |layout: &Layout, misses: &mut Misses, metrics: &mut Vec<StageMetrics>| {
        let mut specs = with_layout(cfg, layout);
        let changed = match alleviate_oom(ev, &mut specs, metrics) {
            Alleviated::Fits(score, turned_on) => {
                let better = found.as_ref().is_none_or(|(s, sp)| {
                    let r = |v: &[StageSpec]| v.iter().filter(|s| s.recompute).count();
                    score
                        .iteration_s
                        .total_cmp(&s.iteration_s)
                        .then(r(&specs).cmp(&r(sp)))
                        == Ordering::Less
                });
                if better {
                    found = Some((score, specs));
                }
                !turned_on.is_empty()
            }
            Alleviated::OutOfMemory(score) => {
                misses.memory(ev, &specs, &score, metrics, || describe(&specs));
                true
            }
            Alleviated::Invalid(e) => {
                misses.other(e);
                false
            }
        };
        changed
    };
    let needed_recompute = consider(&layout, misses, metrics);
    if needed_recompute && ev.options().allow_recompute {
        if let Some(aware) = allocate_layers(ev, cfg, Mode::Aware) {
            consider(&aware, misses, metrics);
        }
    }
    found
}

/// The configuration's stages with the layout's layer ranges.
fn with_layout(cfg: &Config, layout: &Layout) -> Vec<StageSpec> {
    let mut first = 0;
    cfg.slots
        .iter()
        .zip(layout.ends.iter().zip(&layout.recompute))
        .map(|(s, (&end, &r))| {
            let spec = StageSpec {
                first_layer: first,
                end_layer: end,
                recompute: r,
                ..s.clone()
            };
            first = end;
            spec
        })
        .collect()
}

/// What `DelectAndAlleviateOOM` made of a layout.
#[derive(Debug)]
enum Alleviated {
    /// It fits; the stages whose recomputation was turned on, in order.
    Fits(Score, Vec<usize>),
    /// Every over-capacity stage recomputes and some still do not fit.
    OutOfMemory(Score),
    /// The evaluator rejected the layout (a structural problem).
    Invalid(String),
}

/// Algorithm 1's `DelectAndAlleviateOOM` at stage granularity: while some
/// stage is over capacity, turn on recomputation of the over-capacity stage
/// with the largest excess in bytes (ties: the earlier stage), re-checking
/// with the evaluator.
fn alleviate_oom(
    ev: &Evaluator<'_>,
    specs: &mut [StageSpec],
    metrics: &mut Vec<StageMetrics>,
) -> Alleviated {
    let mut turned_on = Vec::new();
    loop {
        let score = match ev.evaluate_into(specs, metrics) {
            Ok(s) => s,
            Err(e) => return Alleviated::Invalid(e),
        };
        if score.fits {
            return Alleviated::Fits(score, turned_on);
        }
        if !ev.options().allow_recompute {
            return Alleviated::OutOfMemory(score);
        }
        let worst = metrics
            .iter()
            .enumerate()
            .filter(|&(i, m)| !specs[i].recompute && m.memory_bytes > m.capacity_bytes)
            .map(|(i, m)| (i, m.memory_bytes - m.capacity_bytes))
            .fold(None::<(usize, f64)>, |acc, (i, x)| match acc {
                Some((_, y)) if y >= x => acc,
                _ => Some((i, x)),
            });
        let Some((i, _)) = worst else {
            return Alleviated::OutOfMemory(score);
        };
        specs[i].recompute = true;
        turned_on.push(i);
    }
}

/// Per-stage facts of a configuration that do not depend on its layers.
struct Slot<'c> {
    chip: &'c hetc_ir::ChipType,
    chip_id: ChipTypeId,
    capacity: f64,
    in_flight: u64,
    spans_nodes: bool,
}

/// Algorithm 2: the layer allocation DP of one configuration (see the
/// module doc). None if no allocation fits memory.
fn allocate_layers(ev: &Evaluator<'_>, cfg: &Config, mode: Mode) -> Option<Layout> {
    let cluster = ev.cluster();
    let w = ev.workload();
    let opts = ev.options();
    let cost = ev.cost_params();
    let n = w.layers.len();
    let s_count = cfg.slots.len();
    if s_count == 0 || s_count > n {
        return None;
    }
    let mbs = opts.micro_batch_size;
    let b = opts.micro_batches() / cfg.dp as u64;
    let steady = b.saturating_sub(1) as f64;
    let slots: Vec<Slot<'_>> = cfg
        .slots
        .iter()
        .enumerate()
        .map(|(k, s)| {
            let chip_id = cluster.meshes[s.mesh].chip;
            let chip = &cluster.chips[chip_id];
            let dpn = chip.devices_per_node;
            let last = s.first_device + s.tp * s.dp - 1;
            Slot {
                chip,
                chip_id,
                capacity: capacity_bytes(chip, cost),
                in_flight: ((s_count - k) as u64).min(b),
                spans_nodes: s.first_device / dpn != last / dpn,
            }
        })
        .collect();
    // c[k][end]: boundary send after stage k ending at layer `end`.
    let width = n + 1;
    let mut comm = vec![0.0; s_count * width];
    for k in 0..s_count - 1 {
        let (a, bb) = (&cfg.slots[k], &cfg.slots[k + 1]);
        let route = route(ev, a, bb)?;
        let from = Side {
            chip: slots[k].chip,
            tp: a.tp,
            dp: a.dp,
        };
        let to = Side {
            chip: slots[k + 1].chip,
            tp: bb.tp,
            dp: bb.dp,
        };
        for end in 1..=n {
            let bytes = w.layers[end - 1].out_bytes * mbs as f64;
            comm[k * width + end] = boundary_send_s(bytes, from, to, route, cost);
        }
    }
    let allow = opts.allow_recompute;
    let zero = Cell::default();
    let mut table: Vec<Option<Cell>> = vec![None; s_count * width];
    for k in (0..s_count).rev() {
        let slot = &slots[k];
        let times = ev.layer_times(slot.chip_id, cfg.tp)?;
        let later = s_count - 1 - k;
        let last = later == 0;
        let max_end = n - later;
        for start in (k..=n - (s_count - k)).rev() {
            let (mut t_plain, mut t_rc) = (0.0, 0.0);
            let mut load = StageLoad::default();
            let mut best: Option<Cell> = None;
            let range = w.layers[..max_end].iter().zip(times).enumerate();
            for (e, (layer, time)) in range.skip(start) {
                load.add(layer, cfg.tp);
                t_plain += time.step_s(false);
                t_rc += time.step_s(true);
                let end = e + 1;
                let memory = |recompute: bool| {
                    let c = MemoryConfig {
                        dp: cfg.dp,
                        recompute,
                        micro_batch_size: mbs,
                        in_flight: slot.in_flight,
                    };
                    stage_memory(&load, w.dtype, &c).total()
                };
                let fits_plain = memory(false) <= slot.capacity;
                let fits_rc = allow && !fits_plain && memory(true) <= slot.capacity;
                if !fits_plain && !fits_rc {
                    // Memory only grows with the range.
                    break;
                }
                if last && end != n {
                    continue;
                }
                let next = if last {
                    &zero
                } else {
                    match &table[(k + 1) * width + end] {
                        Some(c) => c,
                        None => continue,
                    }
                };
                let (t, recompute) = match (mode, fits_plain) {
                    (Mode::Aware, false) => (t_rc, true),
                    _ => (t_plain, false),
                };
                let c = comm[k * width + end];
                let update = update_time(
                    load.params,
                    slot.chip,
                    w.dtype,
                    cfg.dp,
                    slot.spans_nodes,
                    cost,
                )
                .total();
                let cell = Cell {
                    edge_s: t + 2.0 * c + next.edge_s,
                    middle_s: (steady * t.max(c)).max(next.middle_s),
                    all_reduce_s: update.max(next.all_reduce_s),
                    end: end as u32,
                    recompute,
                };
                if best.as_ref().is_none_or(|b| cell.total_s() < b.total_s()) {
                    best = Some(cell);
                }
            }
            table[k * width + start] = best;
        }
    }
    let first = table[0].as_ref()?;
    let mut layout = Layout {
        ends: Vec::with_capacity(s_count),
        recompute: Vec::with_capacity(s_count),
        edge_s: first.edge_s,
        middle_s: first.middle_s,
        all_reduce_s: first.all_reduce_s,
    };
    let mut start = 0;
    for k in 0..s_count {
        let c = table[k * width + start].as_ref()?;
        layout.ends.push(c.end);
        layout.recompute.push(c.recompute);
        start = c.end as usize;
    }
    Some(layout)
}

/// One DP state: the best suffix from a stage and start layer.
#[derive(Clone, Debug, Default)]
struct Cell {
    edge_s: f64,
    middle_s: f64,
    all_reduce_s: f64,
    /// Exclusive end of this state's stage.
    end: u32,
    recompute: bool,
}

impl Cell {
    fn total_s(&self) -> f64 {
        self.edge_s + self.middle_s + self.all_reduce_s
    }
}

/// The evaluator's route between two adjacent stages (None: no link).
fn route<'c>(ev: &Evaluator<'c>, a: &StageSpec, b: &StageSpec) -> Option<Route<'c>> {
    let cluster = ev.cluster();
    if a.mesh == b.mesh {
        let dpn = cluster.chips[cluster.meshes[a.mesh].chip].devices_per_node;
        let lo = a.first_device.min(b.first_device);
        let hi = (a.first_device + a.tp * a.dp).max(b.first_device + b.tp * b.dp) - 1;
        Some(if lo / dpn == hi / dpn {
            Route::IntraNode
        } else {
            Route::InterNode
        })
    } else {
        cluster.link(a.mesh, b.mesh).map(Route::Link)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plan::test_fixtures::blocks;
    use hetc_ir::DType;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() <= 1e-12 * a.abs().max(b.abs())
    }

    /// A chip type `name` of `tflops` f16 peak (efficiency 0.5), `mem` GiB,
    /// 1000 GB/s HBM, `per_node` devices per node, TP up to `tp_limit`, one
    /// 100 Gbit/s NIC per node.
    fn chip(name: &str, tflops: f64, mem: f64, per_node: u32, tp_limit: u32) -> String {
        format!(
            "[[chip]]\nname = \"{name}\"\nvendor = \"v\"\npeak_tflops = {{ f16 = {tflops} }}\n\
             memory_gib = {mem}\nhbm_gb_s = 1000.0\nefficiency = 0.5\ndevices_per_node = {per_node}\n\
             intra_node_gb_s = 100.0\ntp_limit = {tp_limit}\nnics_per_node = 1\nnic_gbit_s = 100.0\n"
        )
    }

    fn mesh(name: &str, chip: &str, nodes: u32) -> String {
        format!("[[mesh]]\nname = \"{name}\"\nchip = \"{chip}\"\nnodes = {nodes}\n")
    }

    fn link(a: &str, b: &str, gbit_s: f64) -> String {
        format!("[[link]]\nbetween = [\"{a}\", \"{b}\"]\ngbit_s = {gbit_s}\nlatency_us = 10.0\n")
    }

    /// Meshes `a` and `b` of the same chip X: 1 node × 2 devices each,
    /// 16 GiB, tp_limit 2.
    fn same_chip() -> Cluster {
        let t = format!(
            "name = \"same\"\n{}{}{}{}",
            chip("X", 100.0, 16.0, 2, 2),
            mesh("a", "X", 1),
            mesh("b", "X", 1),
            link("a", "b", 100.0)
        );
        Cluster::from_toml(&t).unwrap()
    }

    /// F (200 TFLOP/s) and S (100 TFLOP/s), both 16 GiB, one device each,
    /// F's mesh declared first, linked at 10⁹ Gbit/s.
    fn fast_slow() -> Cluster {
        let t = format!(
            "name = \"fast-slow\"\n{}{}{}{}{}",
            chip("F", 200.0, 16.0, 1, 1),
            chip("S", 100.0, 16.0, 1, 1),
            mesh("fast", "F", 1),
            mesh("slow", "S", 1),
            link("fast", "slow", 1e9)
        );
        Cluster::from_toml(&t).unwrap()
    }

    /// Two meshes of one 1 GiB device each (usable: 0.9 GiB = 966 367 641.6 B).
    fn small_memory() -> Cluster {
        let t = format!(
            "name = \"small\"\n{}{}{}{}",
            chip("X", 100.0, 1.0, 1, 1),
            mesh("a", "X", 1),
            mesh("b", "X", 1),
            link("a", "b", 100.0)
        );
        Cluster::from_toml(&t).unwrap()
    }

    /// X (80 GiB, 200 TFLOP/s) and Y (40 GiB, 100 TFLOP/s), 4 devices each,
    /// Y's mesh declared first.
    fn mixed() -> Cluster {
        let t = format!(
            "name = \"mixed\"\n{}{}{}{}{}",
            chip("X", 200.0, 80.0, 4, 4),
            chip("Y", 100.0, 40.0, 4, 4),
            mesh("y", "Y", 1),
            mesh("x", "X", 1),
            link("x", "y", 100.0)
        );
        Cluster::from_toml(&t).unwrap()
    }

    #[test]
    fn same_chip_splits_layers_evenly() {
        let cluster = same_chip();
        let w = blocks(8, 1e12, 1_000_000, 1e6, 1e6);
        let out = plan_cmri(&w, &cluster, &PlanOptions::new(8)).unwrap();
        let plan = &out.plan;
        plan.verify(&cluster).unwrap();
        assert_eq!(plan.planner, PLANNER_NAME);
        // 8 layers over S stages of one chip type: 8/S each (S ∈ {2, 4}).
        let s = plan.stages.len() as u32;
        assert!(s == 2 || s == 4, "{}", plan.table());
        assert!(
            plan.stages.iter().all(|st| st.num_layers() == 8 / s),
            "{}",
            plan.table()
        );
        // Configurations: tp 1 with dp 1 (4 stages) or 2 (2 stages), tp 2
        // with dp 1 (2 stages).
        assert_eq!(out.candidates_evaluated + out.candidates_pruned, 3);
        assert!(out.unused_devices.is_empty());
    }

    #[test]
    fn twice_as_fast_chip_gets_eight_of_twelve_layers() {
        // x = one layer's step on F; S takes 2x. b = 8 micro-batches, no
        // boundary traffic (out_bytes 0), updates ≈ 0 (1000 params).
        // With n layers on F (first, equal memory → cluster order):
        //   DP:        (n + 2(12−n))·x + 7·max(n, 2(12−n))·x
        //              n = 7: 17x + 70x = 87x; n = 8: 16x + 56x = 72x;
        //              n = 9: 15x + 63x = 78x.
        //   Evaluator: max(8n + 2(12−n), 16(12−n) + n)·x
        //              n = 7: max(66, 87); n = 8: max(72, 72); n = 9:
        //              max(78, 57). Both choose n = 8.
        let cluster = fast_slow();
        let w = blocks(12, 1e12, 1000, 1e6, 0.0);
        let out = plan_cmri(&w, &cluster, &PlanOptions::new(8)).unwrap();
        let plan = &out.plan;
        plan.verify(&cluster).unwrap();
        assert_eq!(plan.stages.len(), 2);
        assert_eq!(plan.stages[0].chip, "F");
        assert_eq!(plan.stages[0].num_layers(), 8, "{}", plan.table());
        assert_eq!(plan.stages[1].num_layers(), 4);
        // x = 3 · 1e12 / 1e14 = 30 ms; T = 72x plus the update
        // (1000 params · 28 B / 1e12 B/s per layer, 8 layers on F).
        let t = 72.0 * 0.03 + 8.0 * 1000.0 * 28.0 / 1e12;
        assert!(close(plan.predicted.iteration_s, t), "{}", plan.table());
    }

    #[test]
    fn stage_that_fits_only_with_recompute_recomputes() {
        // 2 layers on 2 stages: one layer each. Per layer 1e7 params
        // (16 B each: 1.6e8 B), 5e8 B activations, 5e7 B with recompute;
        // b = 4, so K = 2 in flight on stage 0 and 1 on stage 1.
        //   stage 0: 1.6e8 + 2·5e8 = 1.16e9 B > 9.66e8 B usable;
        //            recompute: 1.6e8 + 2·5e7 + 5e8 = 7.6e8 B fits.
        //   stage 1: 1.6e8 + 5e8 = 6.6e8 B fits without.
        let cluster = small_memory();
        let w = blocks(2, 1e12, 10_000_000, 5e8, 1e6);
        let opts = PlanOptions::new(4);
        let out = plan_cmri(&w, &cluster, &opts).unwrap();
        out.plan.verify(&cluster).unwrap();
        let rc: Vec<bool> = out.plan.stages.iter().map(|s| s.recompute).collect();
        assert_eq!(rc, [true, false]);
        assert_eq!(out.plan.predicted.stages[0].memory_bytes, 7.6e8);

        let no = PlanOptions {
            allow_recompute: false,
            ..opts
        };
        let e = plan_cmri(&w, &cluster, &no).unwrap_err();
        assert!(matches!(e, PassError::Infeasible(_)));
        let e = e.to_string();
        assert!(e.contains("exceeds device memory"), "{e}");
        // The even split without recompute: stage 0 needs 1.16e9 B.
        assert!(e.contains("needs 1.08 GiB"), "{e}");
    }

    #[test]
    fn alleviation_takes_the_largest_excess_first() {
        // One mesh of three 1 GiB devices (0.966e9 B usable); 3 layers of
        // 1e7 params (1.6e8 B), 4.2e8 B activations (4.2e7 B recompute),
        // b = 4 → K = 3, 2, 1.
        //   stage 0: 1.6e8 + 3·4.2e8 = 1.42e9 B, excess 4.54e8;
        //   stage 1: 1.6e8 + 2·4.2e8 = 1.00e9 B, excess 3.4e7;
        //   stage 2: 5.8e8 B fits.
        //   With recompute: stage 0 1.6e8 + 3·4.2e7 + 4.2e8 = 7.06e8,
        //   stage 1 1.6e8 + 2·4.2e7 + 4.2e8 = 6.64e8: both fit.
        let t = format!(
            "name = \"three\"\n{}{}",
            chip("X", 100.0, 1.0, 1, 1),
            mesh("m", "X", 3)
        );
        let cluster = Cluster::from_toml(&t).unwrap();
        let opts = PlanOptions::new(4);
        let specs_of = |w: &Workload| {
            let ev = Evaluator::new(w, &cluster, &opts).unwrap();
            let mut specs: Vec<StageSpec> = (0..3)
                .map(|i| StageSpec {
                    first_layer: i,
                    end_layer: i + 1,
                    mesh: MeshId::from_u32(0),
                    first_device: i,
                    tp: 1,
                    dp: 1,
                    recompute: false,
                })
                .collect();
            let r = alleviate_oom(&ev, &mut specs, &mut Vec::new());
            (r, specs)
        };
        let (r, specs) = specs_of(&blocks(3, 1e12, 10_000_000, 4.2e8, 1e6));
        assert!(
            matches!(&r, Alleviated::Fits(_, on) if on == &[0, 1]),
            "{r:?}"
        );
        assert_eq!(
            specs.iter().map(|s| s.recompute).collect::<Vec<_>>(),
            [true, true, false]
        );
        // 5e7 params (8e8 B of state): stage 0 with recompute needs
        // 8e8 + 1.26e8 + 4.2e8 = 1.346e9 B — the configuration is dropped.
        let (r, _) = specs_of(&blocks(3, 1e12, 50_000_000, 4.2e8, 1e6));
        assert!(matches!(r, Alleviated::OutOfMemory(_)), "{r:?}");
    }

    #[test]
    fn dp_estimate_of_two_stages_by_hand() {
        // One mesh of two single-device nodes (100 TFLOP/s × 0.5, one
        // 100 Gbit/s NIC each); 4 layers of 5e11 FLOPs, 1e6 params, 1e6 B
        // boundary activation; B = 4 samples, tp 1, dp 1.
        let t = format!(
            "name = \"two-nodes\"\n{}{}",
            chip("X", 100.0, 16.0, 1, 1),
            mesh("m", "X", 2)
        );
        let cluster = Cluster::from_toml(&t).unwrap();
        let w = blocks(4, 5e11, 1_000_000, 1e7, 1e6);
        let ev = Evaluator::new(&w, &cluster, &PlanOptions::new(4)).unwrap();
        let cfgs = configurations(&ev, &mesh_order(&cluster), &mut Misses::default());
        let cfg = cfgs.iter().find(|c| c.tp == 1 && c.dp == 1).unwrap();
        let layout = allocate_layers(&ev, cfg, Mode::Blind).unwrap();
        // Per layer: forward 5e11 / 5e13 = 10 ms, step 30 ms. 2 + 2 layers
        // (1 + 3 would give a 90 ms steady pace instead of 60 ms).
        assert_eq!(layout.ends, [2, 4]);
        // Edge: 60 ms + 2c + 60 ms, c = 1e6 B / 12.5 GB/s + 10 µs = 90 µs.
        let c = 1e6 / 12.5e9 + 10e-6;
        assert!(close(layout.edge_s, 0.06 + 2.0 * c + 0.06));
        // Middle: (4 − 1) · 60 ms.
        assert!(close(layout.middle_s, 0.18));
        // All-reduce/update: no DP, Adam over 2e6 params · 28 B / 1e12 B/s.
        assert!(close(layout.all_reduce_s, 2e6 * 28.0 / 1e12));
    }

    #[test]
    fn search_is_deterministic_and_pruning_keeps_the_result() {
        let cluster = mixed();
        let w = blocks(24, 1e12, 50_000_000, 1e8, 4e6);
        let opts = PlanOptions::new(32);
        let a = plan_cmri(&w, &cluster, &opts).unwrap();
        let b = plan_cmri(&w, &cluster, &opts).unwrap();
        assert_eq!(a, b);
        a.plan.verify(&cluster).unwrap();
        // Larger memory (X) first, although mesh y is declared first.
        assert_eq!(a.plan.stages[0].chip, "X");
        let ev = Evaluator::new(&w, &cluster, &opts).unwrap();
        let all = search(&ev, false).unwrap();
        assert_eq!(all.plan, a.plan);
        assert_eq!(all.candidates_pruned, 0);
        assert_eq!(
            all.candidates_evaluated,
            a.candidates_evaluated + a.candidates_pruned
        );
    }

    #[test]
    fn missing_link_is_reported() {
        let t = format!(
            "name = \"unlinked\"\n{}{}{}",
            chip("X", 100.0, 16.0, 2, 2),
            mesh("a", "X", 1),
            mesh("b", "X", 1)
        );
        let cluster = Cluster::from_toml(&t).unwrap();
        let e = plan_cmri(
            &blocks(8, 1e12, 1000, 1e6, 1e6),
            &cluster,
            &PlanOptions::new(8),
        )
        .unwrap_err()
        .to_string();
        assert!(e.contains("meshes a and b have no link"), "{e}");
    }

    #[test]
    fn h2_exp_c_gives_a_verified_plan() {
        let cluster =
            Cluster::from_toml(include_str!("../../../examples/clusters/h2-exp-c.toml")).unwrap();
        let w = crate::transformer::TransformerSpec::from_toml(include_str!(
            "../../../examples/models/h2-100b.toml"
        ))
        .unwrap()
        .workload(DType::BF16);
        let out = plan_cmri(&w, &cluster, &PlanOptions::new(1024)).unwrap();
        out.plan.verify(&cluster).unwrap();
        assert!(out.plan.predicted.iteration_s.is_finite());
        assert!(out.candidates_evaluated > 0);
        // Chip A (96 GiB) before chip B (64 GiB).
        assert_eq!(out.plan.stages[0].chip, "H2-chip-A");
    }
}
