//! Running the planners on a session's model: the chosen one and the
//! baselines beside it — or, for `--planner auto` (the default), all five,
//! keeping the plan that simulates fastest and fits memory — each plan
//! verified, simulated and its device time broken down against the ideal
//! bound ([`hetc_passes::plan::compare`]).

use crate::error::{Result, SessionError};
use crate::options::{CompileOptions, PlannerChoice};
use crate::session::{Inputs, Log};
use hetc_ir::{Cluster, Graph, Plan};
use hetc_passes::blocks;
use hetc_passes::layers::OpSequence;
use hetc_passes::plan::{
    self as passes_plan, Cmri, Coarse, Hapt, HeteroAuto, Layers, PlanOptions, Planner,
    PlannerResult, Uniform,
};
use hetc_passes::Workload;
use std::time::Instant;

/// Progress of a search: `(planner, DP runs done, total)`; a total of 0
/// ends that planner's search. Planners may search in parallel.
pub type Progress<'a> = passes_plan::planner::NamedProgress<'a>;

/// One planner's run: its layers, search time and simulated plan.
pub type PlannerRun = PlannerResult;

/// What [`pick_best`](hetc_passes::plan::pick_best) found among the runs.
#[derive(Clone, Debug, PartialEq)]
pub struct Best {
    /// The planner whose plan simulates fastest and fits memory.
    pub winner: &'static str,
    pub iteration_s: f64,
    /// The next fastest that fits: its name and simulated iteration.
    pub runner_up: Option<(&'static str, f64)>,
}

impl Best {
    /// Runner-up's simulated iteration over the winner's: the winner's
    /// throughput advantage (≥ 1).
    pub fn margin(&self) -> Option<f64> {
        self.runner_up.map(|(_, t)| t / self.iteration_s)
    }
}

/// The planners' runs.
pub struct Plans {
    /// The chosen plan's run first (for `auto`, the winner), then the
    /// others in the fixed order of [`planners`].
    pub runs: Vec<PlannerRun>,
    /// The fastest simulated plan that fits (`auto` and `all`).
    pub best: Option<Best>,
    /// The choice was `auto`: `runs[0]` is the best plan.
    pub auto: bool,
}

impl Plans {
    /// The chosen plan.
    pub fn chosen(&self) -> Result<&Plan> {
        let r = &self.runs[0];
        match &r.result {
            Ok(s) => Ok(&s.outcome.plan),
            Err(e) => Err(SessionError::Model(format!("planner {}: {e}", r.name))),
        }
    }

    /// The chosen run (its layers, its simulation).
    pub fn chosen_run(&self) -> &PlannerRun {
        &self.runs[0]
    }
}

/// The planners `p` runs, the chosen one first (`auto`, `all`: all five,
/// hapt first; `auto` with [`Only::BlockLayers`]: hetero-auto, cmri,
/// uniform).
pub fn planners(p: PlannerChoice, opts: &CompileOptions, only: Only) -> Vec<Box<dyn Planner>> {
    use PlannerChoice as P;
    let one = |p: P| -> Box<dyn Planner> {
        match p {
            P::Hapt => Box::new(Hapt {
                layers: opts.layers,
                ..Hapt::default()
            }),
            P::Coarse => Box::new(Coarse::default()),
            P::HeteroAuto => Box::new(HeteroAuto),
            P::Cmri => Box::new(Cmri),
            P::Uniform | P::Auto | P::All => Box::new(Uniform),
        }
    };
    let list = match p {
        P::Auto if only == Only::BlockLayers => vec![P::HeteroAuto, P::Cmri, P::Uniform],
        P::Auto | P::All => vec![P::Hapt, P::Coarse, P::HeteroAuto, P::Cmri, P::Uniform],
        P::Hapt => vec![P::Hapt, P::Coarse, P::Uniform],
        P::Uniform => vec![P::Uniform],
        p => vec![p, P::Uniform],
    };
    list.into_iter().map(one).collect()
}

/// The planner whose layers `p` measures and extracts without planning
/// (`--emit profile`): the chosen one; for `auto`, hetero-auto's blocks.
pub fn layer_planner(p: PlannerChoice, opts: &CompileOptions) -> Box<dyn Planner> {
    match p {
        PlannerChoice::Auto => Box::new(HeteroAuto),
        p => planners(p, opts, Only::All).swap_remove(0),
    }
}

/// The layers as op sets of the micro-batch graph `g`: blocks, or the
/// planner's clusters of the per-sample op sequence `seq` (HAPT's fine
/// layers, Alpa's coarse ones), contiguous ranges of the program order.
pub fn graph_layers(g: &Graph, seq: &OpSequence, layers: &Layers) -> Result<Vec<blocks::LayerOps>> {
    let Some(fine) = layers.fine() else {
        return Ok(blocks::find_layers(g));
    };
    let names = seq.ops.iter().map(|o| &o.name);
    if g.order.len() != seq.ops.len() || !g.order.iter().map(|&o| &g.ops[o].name).eq(names) {
        return Err(SessionError::Model(format!(
            "the micro-batch graph's program order ({} ops) differs from the per-sample one the layers were built on ({} ops)",
            g.order.len(),
            seq.ops.len()
        )));
    }
    Ok(fine
        .layer_ops
        .iter()
        .enumerate()
        .map(|(i, r)| blocks::LayerOps {
            name: format!("layer{i}"),
            ops: g.order[r.clone()].to_vec(),
            signature: fine.workload.layers[i].signature,
        })
        .collect())
}

/// One line per chip type: how many of `w`'s layers the profile times at
/// some TP degree at the micro-batch size.
fn profile_coverage(w: &Workload, cluster: &Cluster, opts: &PlanOptions) -> Option<String> {
    let p = opts.profile.as_deref()?;
    let mut parts = Vec::new();
    for (_, chip) in cluster.chips.iter() {
        let mut tps = Vec::new();
        let mut tp = 1;
        while tp <= chip.tp_limit {
            let n = w
                .layers
                .iter()
                .filter(|l| {
                    p.get(&chip.name, tp, opts.micro_batch_size, l.signature)
                        .is_some()
                })
                .count();
            if n > 0 {
                tps.push(format!("{n} at TP {tp}"));
            }
            tp *= 2;
        }
        let got = if tps.is_empty() {
            "none".to_string()
        } else {
            tps.join(", ")
        };
        parts.push(format!("{} {got}", chip.name));
    }
    Some(format!(
        "profile: {} entries; measured layer times of {}'s {} layers: {} (the rest analytic)",
        p.len(),
        w.model,
        w.layers.len(),
        parts.join("; ")
    ))
}

/// What the planners plan: the model's planning inputs on a cluster.
pub struct Planning<'a> {
    pub inputs: &'a Inputs,
    pub cluster: &'a Cluster,
    pub options: &'a PlanOptions,
}

/// Which planners of a choice to run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Only {
    /// Every planner of the choice.
    All,
    /// For `auto`: only those planning block layers (a comm program is
    /// built over the model's blocks).
    BlockLayers,
}

/// Run the planners of `opts.planner` (in parallel where cores allow).
/// An explicit planner must succeed; the baselines' failures are kept as
/// their results. For `auto`, the fastest simulated plan that fits memory
/// comes first; if none fits, the error names each planner's failure.
/// Search statistics and notes go to `log`, in the planners' order.
pub fn run_planners(
    opts: &CompileOptions,
    at: &Planning<'_>,
    log: &Log,
    progress: Option<Progress<'_>>,
    only: Only,
) -> Result<Plans> {
    let (inp, cluster, popts) = (at.inputs, at.cluster, at.options);
    let auto = opts.planner == PlannerChoice::Auto;
    let list = planners(opts.planner, opts, only);
    let mut runs: Vec<(&dyn Planner, Layers)> = Vec::new();
    let mut coverage: Vec<String> = Vec::new();
    for p in &list {
        let layers = p.layers(inp)?;
        if let (Some(f), "hapt") = (layers.fine(), p.name()) {
            if f.achieved != f.target {
                log(&format!(
                    "note: hapt: {} fine layers asked, {} built",
                    f.target, f.achieved
                ));
            }
        }
        if let Some(line) = profile_coverage(layers.workload(), cluster, popts) {
            if !coverage.contains(&line) {
                log(&format!("note: {line}"));
                coverage.push(line);
            }
        }
        // `--sp`: plan with Megatron sequence parallelism's costs.
        let layers = if opts.sp {
            if runs.is_empty() && layers.workload().tokens_per_sample <= 1 {
                log(&format!(
                    "note: --sp: {} has one token per sample, no sequence to split",
                    layers.workload().model
                ));
            }
            layers.map_workload(|w| w.sequence_parallel())
        } else {
            layers
        };
        runs.push((p.as_ref(), layers));
    }
    let t0 = Instant::now();
    let mut results = passes_plan::compare(runs, cluster, popts, progress);
    let wall_s = t0.elapsed().as_secs_f64();
    for r in &results {
        let Ok(s) = &r.result else { continue };
        let (name, out) = (r.name, &s.outcome);
        log(&format!(
            "search: {name} evaluated {} candidates ({} pruned) in {:.3} ms",
            out.candidates_evaluated,
            out.candidates_pruned,
            r.search_s * 1e3
        ));
        for d in &out.unused_devices {
            log(&format!(
                "note: {name} leaves devices {}[{}..{}] idle",
                d.mesh,
                d.first,
                d.first + d.count
            ));
        }
        for note in &out.notes {
            log(&format!("search: {name}: {note}"));
        }
    }
    let best = passes_plan::pick_best(&results).map(|p| {
        let t = |i: usize| {
            results[i]
                .result
                .as_ref()
                .map_or(f64::NAN, |s| s.report.iteration_s)
        };
        Best {
            winner: results[p.winner].name,
            iteration_s: t(p.winner),
            runner_up: p.runner_up.map(|i| (results[i].name, t(i))),
        }
    });
    if !auto {
        if let Err(e) = &results[0].result {
            // The chosen planner must succeed.
            return Err(SessionError::Model(format!(
                "planner {}: {e}",
                results[0].name
            )));
        }
        return Ok(Plans {
            runs: results,
            best: (opts.planner == PlannerChoice::All)
                .then_some(best)
                .flatten(),
            auto,
        });
    }
    for r in &results {
        if let Ok(s) = &r.result {
            if let Some(o) = &s.overflow {
                log(&format!(
                    "note: auto: {}'s plan does not fit in simulation: stage {} peaks at {:.2} GiB of {:.2} GiB",
                    r.name,
                    o.stage,
                    o.peak_bytes / (1u64 << 30) as f64,
                    o.capacity_bytes / (1u64 << 30) as f64
                ));
            }
        }
    }
    let Some(best) = best else {
        let why: Vec<String> = results
            .iter()
            .map(|r| match &r.result {
                Err(e) => format!("{}: {e}", r.name),
                Ok(s) => format!(
                    "{}: stage {} needs more memory than its devices have",
                    r.name,
                    s.overflow.as_ref().map_or(0, |o| o.stage)
                ),
            })
            .collect();
        return Err(SessionError::Model(format!(
            "--planner auto: no planner found a plan that fits ({})",
            why.join("; ")
        )));
    };
    let names: Vec<&str> = results.iter().map(|r| r.name).collect();
    let w = results
        .iter()
        .position(|r| r.name == best.winner)
        .expect("the winner is a run");
    let winner = results.remove(w);
    results.insert(0, winner);
    log(&format!(
        "auto: {} wins with {} simulated{} ({} planners: {}, {:.3} s)",
        best.winner,
        hetc_ir::plan::fmt_time(best.iteration_s),
        match best.runner_up {
            Some((n, t)) => format!(
                ", {:.2}x the throughput of the runner-up {n} ({})",
                t / best.iteration_s,
                hetc_ir::plan::fmt_time(t)
            ),
            None => String::new(),
        },
        names.len(),
        names.join(", "),
        wall_s
    ));
    Ok(Plans {
        runs: results,
        best: Some(best),
        auto,
    })
}
