//! Running the planners on a session's model: the chosen one and the
//! baselines beside it, each plan verified, simulated and its device time
//! broken down against the ideal bound.

use crate::error::{Result, SessionError};
use crate::options::{CompileOptions, PlannerChoice};
use crate::session::{Inputs, Log};
use hetc_ir::{Cluster, Graph, Plan};
use hetc_passes::layers::{self, OpSequence};
use hetc_passes::plan::{
    hapt, plan_cmri, plan_hapt, plan_hetero_auto, plan_uniform, CapacityBreakdown, Evaluator,
    HaptOptions, PlanOptions,
};
use hetc_passes::simulate::{self, SimReport};
use hetc_passes::{blocks, Workload};
use std::time::Instant;

/// Progress of a search: `(planner, DP runs done, total)`.
pub type Progress<'a> = &'a (dyn Fn(&'static str, u64, u64) + Sync);

/// One planner's run.
pub struct PlannerRun {
    pub name: &'static str,
    /// Layers the planner planned over.
    pub layers: usize,
    /// The simulator's stage labels (for timelines).
    pub sim_labels: Option<Vec<String>>,
    pub result: std::result::Result<Planned, String>,
}

/// A plan with its simulation.
pub struct Planned {
    pub plan: Plan,
    pub report: SimReport,
    /// Where the plan's device time goes against the ideal bound.
    pub capacity: CapacityBreakdown,
}

/// The planners `p` runs, the chosen one first.
pub fn planner_list(p: PlannerChoice) -> Vec<PlannerChoice> {
    use PlannerChoice as P;
    match p {
        P::All => vec![P::Hapt, P::Coarse, P::HeteroAuto, P::Cmri, P::Uniform],
        P::Hapt => vec![P::Hapt, P::Coarse, P::Uniform],
        P::Uniform => vec![P::Uniform],
        p => vec![p, P::Uniform],
    }
}

/// The name a planner signs its plans with.
pub fn planner_name(p: PlannerChoice) -> &'static str {
    use PlannerChoice as P;
    match p {
        P::HeteroAuto => "hetero-auto",
        P::Uniform => "uniform",
        P::Hapt => hapt::PLANNER_NAME,
        P::Coarse => hapt::COARSE_NAME,
        P::Cmri => "cmri",
        P::All => "all",
    }
}

/// The layers planner `p` plans over when they are built from the op
/// sequence (HAPT's fine layers, Alpa's coarse ones); `None` for the
/// block-layer planners.
pub fn seq_layers(
    p: PlannerChoice,
    opts: &CompileOptions,
    seq: &OpSequence,
) -> Result<Option<layers::FineLayers>> {
    Ok(match p {
        PlannerChoice::Hapt => Some(layers::hapt_layers(seq, opts.layers)?),
        PlannerChoice::Coarse => Some(layers::coarse_layers(seq, layers::COARSE_LAYERS)?),
        _ => None,
    })
}

/// The layers as op sets of the micro-batch graph `g`: blocks, or the
/// planner's clusters of the per-sample op sequence `seq` (HAPT's fine
/// layers, Alpa's coarse ones), contiguous ranges of the program order.
pub fn graph_layers(
    g: &Graph,
    seq: &OpSequence,
    fine: Option<&layers::FineLayers>,
) -> Result<Vec<blocks::LayerOps>> {
    let Some(fine) = fine else {
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

/// Run the planners of `opts.planner` (the chosen one first); the chosen
/// one must succeed, the baselines' failures are kept as their results.
/// Search statistics and notes go to `log`.
pub fn run_planners(
    opts: &CompileOptions,
    at: &Planning<'_>,
    log: &Log,
    progress: Option<Progress<'_>>,
) -> Result<Vec<PlannerRun>> {
    let (inp, cluster, popts) = (at.inputs, at.cluster, at.options);
    let list = planner_list(opts.planner);
    let mut runs = Vec::new();
    for (n, &p) in list.iter().enumerate() {
        let name = planner_name(p);
        let mut hapt_opts = HaptOptions::default();
        let workload = match seq_layers(p, opts, &inp.seq)? {
            Some(fine) => {
                if p == PlannerChoice::Hapt && fine.achieved != fine.target {
                    log(&format!(
                        "note: hapt: {} fine layers asked, {} built",
                        fine.target, fine.achieved
                    ));
                }
                // hapt also searches its layers merged at the coarse cuts
                // (empty for coarse itself).
                hapt_opts.coarsening = fine.refines;
                fine.workload
            }
            None => inp.blocks.clone(),
        };
        if n == 0 {
            if let Some(line) = profile_coverage(&workload, cluster, popts) {
                log(&format!("note: {line}"));
            }
        }
        // `--sp`: plan with Megatron sequence parallelism's costs.
        let workload = if opts.sp {
            if n == 0 && workload.tokens_per_sample <= 1 {
                log(&format!(
                    "note: --sp: {} has one token per sample, no sequence to split",
                    workload.model
                ));
            }
            workload.sequence_parallel()
        } else {
            workload
        };
        let t0 = Instant::now();
        let report_progress = |d: u64, t: u64| {
            if let Some(f) = progress {
                f(name, d, t)
            }
        };
        let mut notes = Vec::new();
        use PlannerChoice as P;
        let outcome = match p {
            P::HeteroAuto => plan_hetero_auto(&workload, cluster, popts),
            P::Uniform => plan_uniform(&workload, cluster, popts),
            P::Cmri => plan_cmri(&workload, cluster, popts),
            P::Hapt | P::Coarse => plan_hapt(
                name,
                &workload,
                cluster,
                popts,
                &hapt_opts,
                Some(&report_progress),
            )
            .map(|(o, s)| {
                notes.push(format!(
                    "candidates {} enumerated, {} costed once each (structural dedupe), {} feasible; t_max {} distinct, {} evaluated ({} DP passes with the update-cap descents); {} mesh order(s), {} skipped by their t_max bound; {} device(s) per DP unit; {} distinct plans in the pool ({} plans from the search over the layers merged at the coarse cuts joined it), {} simulated for the pick",
                    s.enumerated, s.costed, s.feasible, s.tmax_distinct, s.tmax_evaluated, s.dp_runs, s.mesh_orders, s.orders_pruned, s.device_quantum, s.solutions, s.coarsening_plans, s.simulated
                ));
                o
            }),
            P::All => unreachable!("expanded by planner_list"),
        };
        if let Some(f) = progress {
            // The search is over: a total of 0 closes its progress.
            f(name, 0, 0);
        }
        let search_s = t0.elapsed().as_secs_f64();
        let result = match outcome {
            Err(e) => Err(e.to_string()),
            Ok(out) => {
                out.plan
                    .verify(cluster)
                    .map_err(|e| SessionError::Internal(e.to_string()))?;
                log(&format!(
                    "search: {name} evaluated {} candidates ({} pruned) in {:.3} ms",
                    out.candidates_evaluated,
                    out.candidates_pruned,
                    search_s * 1e3
                ));
                for s in &out.unused_devices {
                    log(&format!(
                        "note: {name} leaves devices {}[{}..{}] idle",
                        s.mesh,
                        s.first,
                        s.first + s.count
                    ));
                }
                for note in &notes {
                    log(&format!("search: {name}: {note}"));
                }
                let ev = Evaluator::new(&workload, cluster, popts)?;
                let input = ev.sim_input(&out.plan)?;
                let labels = input.stages.iter().map(|s| s.label.clone()).collect();
                let report = simulate::simulate(&input)
                    .map_err(|e| SessionError::Model(format!("simulating the {name} plan: {e}")))?;
                let capacity = hetc_passes::plan::capacity_breakdown(
                    &workload, cluster, popts, &out.plan, &input, &report,
                )
                .map_err(|e| {
                    SessionError::Internal(format!("the {name} plan's device time: {e}"))
                })?;
                runs.push(PlannerRun {
                    name,
                    layers: workload.layers.len(),
                    sim_labels: Some(labels),
                    result: Ok(Planned {
                        plan: out.plan,
                        report,
                        capacity,
                    }),
                });
                continue;
            }
        };
        if n == 0 {
            // The chosen planner must succeed.
            return Err(SessionError::Model(format!(
                "planner {name}: {}",
                result.err().unwrap_or_default()
            )));
        }
        runs.push(PlannerRun {
            name,
            layers: workload.layers.len(),
            sim_labels: None,
            result,
        });
    }
    Ok(runs)
}

/// The chosen planner's plan of `runs`.
pub fn chosen(runs: &[PlannerRun]) -> Result<Plan> {
    match &runs[0].result {
        Ok(r) => Ok(r.plan.clone()),
        Err(e) => Err(SessionError::Model(format!(
            "planner {}: {e}",
            runs[0].name
        ))),
    }
}
