//! The planners behind one trait, and the pick of the best simulated plan.
//!
//! Establishes [`Planner`]: one signature for every planner — the layers
//! it plans over, built from the model's [`PlanInputs`], and a search over
//! them — implemented by [`Hapt`] (HAPT §5.2 on fine layers), [`Coarse`]
//! (the same search on Alpa's 8 layers), [`HeteroAuto`] (H2 §4.3),
//! [`Cmri`] (China Mobile, algorithm 2) and [`Uniform`] (the Megatron
//! baseline). [`compare`] runs several planners — in parallel on rayon's
//! pool — and checks, simulates and costs each plan ([`Simulated`]);
//! [`pick_best`] keeps the plan whose *simulated* iteration is the shortest
//! among those whose simulated peak memory fits every device (what `hetc
//! compile --planner auto`, the default, does), and says by how much it
//! beats the next one.
//!
//! Deterministic: results come in the order the planners are given, every
//! search is deterministic whatever the thread count, and ties go to the
//! earlier planner; thread timing changes the measured wall times
//! ([`PlannerResult::search_s`]) and nothing else.
//!
//! Deliberately does not decide which planners to run (a caller's choice:
//! the CLI runs all five for `auto`) nor print anything.
//!
//! ```
//! use hetc_passes::plan::{self, PlanInputs, PlanOptions, Planner};
//! # let (blocks, seq) = hetc_passes::plan::planner::doc_inputs();
//! # let cluster = hetc_ir::Cluster::from_toml(plan::planner::DOC_CLUSTER).unwrap();
//! let inputs = PlanInputs { blocks, seq };
//! let opts = PlanOptions::new(32);
//! let planners: [&dyn Planner; 2] = [&plan::HeteroAuto, &plan::Uniform];
//! let runs = planners
//!     .iter()
//!     .map(|&p| Ok((p, p.layers(&inputs)?)))
//!     .collect::<Result<Vec<_>, hetc_passes::PassError>>()?;
//! let results = plan::compare(runs, &cluster, &opts, None);
//! let pick = plan::pick_best(&results).expect("a plan fits");
//! let best = results[pick.winner].result.as_ref().unwrap();
//! // No other planner's plan simulates faster.
//! for r in results.iter().filter_map(|r| r.result.as_ref().ok()) {
//!     assert!(best.report.iteration_s <= r.report.iteration_s);
//! }
//! println!("{} wins: {}", results[pick.winner].name, best.outcome.plan.table());
//! # Ok::<(), hetc_passes::PassError>(())
//! ```

use super::{
    capacity_breakdown, hapt, plan_cmri, plan_hapt, plan_hetero_auto, plan_uniform,
    CapacityBreakdown, Evaluator, HaptOptions, PlanOptions, PlanOutcome,
};
use crate::layers::{self, FineLayers, OpSequence};
use crate::simulate::{simulate, SimReport};
use crate::{PassError, Workload};
use hetc_ir::Cluster;
use rayon::prelude::*;
use std::time::Instant;

/// The model as the planners see it: one layer per block, and the op
/// sequence that fine and coarse layers are built from.
#[derive(Clone, Debug)]
pub struct PlanInputs {
    /// Block layers ([`crate::blocks::workload`]).
    pub blocks: Workload,
    /// The per-sample op sequence ([`crate::layers::op_sequence`]).
    pub seq: OpSequence,
}

/// The layers one planner plans over.
#[derive(Clone, Debug)]
pub enum Layers {
    /// The block layers (hetero-auto, cmri, uniform).
    Blocks(Workload),
    /// Clusters of the op sequence (hapt's fine layers, coarse's 8): their
    /// op ranges say which ops a stage of them holds.
    Fine(FineLayers),
}

impl Layers {
    /// The layers' costs.
    pub fn workload(&self) -> &Workload {
        match self {
            Layers::Blocks(w) => w,
            Layers::Fine(f) => &f.workload,
        }
    }

    /// The op clusters, if these are not block layers.
    pub fn fine(&self) -> Option<&FineLayers> {
        match self {
            Layers::Blocks(_) => None,
            Layers::Fine(f) => Some(f),
        }
    }

    /// The same layers with their costs replaced by `f`'s (e.g.
    /// [`Workload::sequence_parallel`]).
    pub fn map_workload(self, f: impl FnOnce(Workload) -> Workload) -> Layers {
        match self {
            Layers::Blocks(w) => Layers::Blocks(f(w)),
            Layers::Fine(mut x) => {
                x.workload = f(x.workload);
                Layers::Fine(x)
            }
        }
    }
}

/// Progress of a search: `(DP runs done, total)`.
pub type Progress<'p> = &'p (dyn Fn(u64, u64) + Sync);

/// A planner: which layers it plans over, and its search.
pub trait Planner: Sync {
    /// The name its plans are signed with (`hapt`, `hetero-auto`, …).
    fn name(&self) -> &'static str;

    /// The layers it plans over, built from `inputs`.
    fn layers(&self, inputs: &PlanInputs) -> Result<Layers, PassError>;

    /// Search plans of `layers` on `cluster`; `progress` hears of long
    /// searches. The plan is deterministic in the arguments.
    fn plan(
        &self,
        layers: &Layers,
        cluster: &Cluster,
        opts: &PlanOptions,
        progress: Option<Progress<'_>>,
    ) -> Result<PlanOutcome, PassError>;
}

/// HAPT (§5.2): its DP over fine layers × submeshes, H-1F1B schedule.
#[derive(Clone, Debug, PartialEq)]
pub struct Hapt {
    /// Fine layers to build (HAPT §5.1; `hetc compile --layers`).
    pub layers: usize,
    pub options: HaptOptions,
}

impl Default for Hapt {
    /// 128 fine layers, the default search options.
    fn default() -> Hapt {
        Hapt {
            layers: 128,
            options: HaptOptions::default(),
        }
    }
}

/// HAPT's search on Alpa's 8 coarse layers: a baseline.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Coarse {
    pub options: HaptOptions,
}

/// H2's HeteroAuto (§4.3): per-chip-type pipeline stages, TP, DP and
/// recompute over block layers.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct HeteroAuto;

/// China Mobile's algorithm 2 over block layers.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Cmri;

/// The Megatron-style baseline: equal block layers, one TP/DP everywhere.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Uniform;

/// The two planners of HAPT's search, which differ in their layers.
trait HaptSearch: Sync {
    fn name(&self) -> &'static str;
    fn options(&self) -> &HaptOptions;
    fn search_layers(&self, inputs: &PlanInputs) -> Result<FineLayers, PassError>;
}

impl HaptSearch for Hapt {
    fn name(&self) -> &'static str {
        hapt::PLANNER_NAME
    }
    fn options(&self) -> &HaptOptions {
        &self.options
    }
    fn search_layers(&self, inputs: &PlanInputs) -> Result<FineLayers, PassError> {
        layers::hapt_layers(&inputs.seq, self.layers)
    }
}

impl HaptSearch for Coarse {
    fn name(&self) -> &'static str {
        hapt::COARSE_NAME
    }
    fn options(&self) -> &HaptOptions {
        &self.options
    }
    fn search_layers(&self, inputs: &PlanInputs) -> Result<FineLayers, PassError> {
        layers::coarse_layers(&inputs.seq, layers::COARSE_LAYERS)
    }
}

impl<T: HaptSearch> Planner for T {
    fn name(&self) -> &'static str {
        HaptSearch::name(self)
    }
    fn layers(&self, inputs: &PlanInputs) -> Result<Layers, PassError> {
        Ok(Layers::Fine(self.search_layers(inputs)?))
    }
    /// HAPT's search, its statistics as a note.
    fn plan(
        &self,
        layers: &Layers,
        cluster: &Cluster,
        opts: &PlanOptions,
        progress: Option<Progress<'_>>,
    ) -> Result<PlanOutcome, PassError> {
        // Also search the layers merged at the coarse cuts they refine
        // (none for coarse itself or block layers).
        let hopts = HaptOptions {
            coarsening: layers.fine().map(|f| f.refines.clone()).unwrap_or_default(),
            ..self.options().clone()
        };
        let name = HaptSearch::name(self);
        let (mut out, stats) = plan_hapt(name, layers.workload(), cluster, opts, &hopts, progress)?;
        out.notes.push(stats.to_string());
        Ok(out)
    }
}

/// The block-layer planners: `$ty` searches with `$f(workload, cluster, opts)`.
macro_rules! block_planner {
    ($ty:ty, $name:expr, $f:path) => {
        impl Planner for $ty {
            fn name(&self) -> &'static str {
                $name
            }
            fn layers(&self, inputs: &PlanInputs) -> Result<Layers, PassError> {
                Ok(Layers::Blocks(inputs.blocks.clone()))
            }
            fn plan(
                &self,
                layers: &Layers,
                cluster: &Cluster,
                opts: &PlanOptions,
                _: Option<Progress<'_>>,
            ) -> Result<PlanOutcome, PassError> {
                $f(layers.workload(), cluster, opts)
            }
        }
    };
}

block_planner!(
    HeteroAuto,
    super::hetero_auto::PLANNER_NAME,
    plan_hetero_auto
);
block_planner!(Cmri, super::cmri::PLANNER_NAME, plan_cmri);
block_planner!(Uniform, super::uniform::PLANNER_NAME, plan_uniform);

/// A stage whose simulated peak memory exceeds its devices' capacity.
#[derive(Clone, Debug, PartialEq)]
pub struct Overflow {
    pub stage: usize,
    pub peak_bytes: f64,
    pub capacity_bytes: f64,
}

/// A plan, checked against the cluster ([`hetc_ir::Plan::verify`]),
/// simulated and its device time broken down.
#[derive(Clone, Debug)]
pub struct Simulated {
    pub outcome: PlanOutcome,
    /// The simulator's stage labels (for timelines).
    pub labels: Vec<String>,
    pub report: SimReport,
    /// Where the plan's device time goes against the ideal bound.
    pub capacity: CapacityBreakdown,
    /// The first stage whose simulated peak memory does not fit, if any.
    pub overflow: Option<Overflow>,
}

impl Simulated {
    /// Every stage's simulated peak memory fits its devices.
    pub fn fits(&self) -> bool {
        self.overflow.is_none()
    }
}

/// Check, simulate and cost `outcome`, a plan of `workload`.
pub fn simulate_outcome(
    outcome: PlanOutcome,
    workload: &Workload,
    cluster: &Cluster,
    opts: &PlanOptions,
) -> Result<Simulated, PassError> {
    let name = outcome.plan.planner.clone();
    outcome.plan.verify(cluster).map_err(|e| {
        PassError::Internal(format!("the {name} plan fails the plan verifier: {e}"))
    })?;
    let ev = Evaluator::new(workload, cluster, opts)?;
    let input = ev.sim_input(&outcome.plan)?;
    let report = simulate(&input)
        .map_err(|e| PassError::Infeasible(format!("simulating the {name} plan: {e}")))?;
    let capacity = capacity_breakdown(workload, cluster, opts, &outcome.plan, &input, &report)
        .map_err(|e| PassError::Internal(format!("the {name} plan's device time: {e}")))?;
    // The simulator's peak (parameters + activations in flight) against
    // what the plan says each stage's devices may use.
    let overflow = report
        .stages
        .iter()
        .zip(&outcome.plan.predicted.stages)
        .enumerate()
        .find(|(_, (r, m))| r.peak_memory_bytes > m.capacity_bytes * (1.0 + 1e-9))
        .map(|(stage, (r, m))| Overflow {
            stage,
            peak_bytes: r.peak_memory_bytes,
            capacity_bytes: m.capacity_bytes,
        });
    Ok(Simulated {
        labels: input.stages.iter().map(|s| s.label.clone()).collect(),
        outcome,
        report,
        capacity,
        overflow,
    })
}

/// One planner's run in a [`compare`].
#[derive(Debug)]
pub struct PlannerResult {
    pub name: &'static str,
    /// The layers it planned over.
    pub layers: Layers,
    /// Wall time of the search, seconds (diagnostics only: never in a plan).
    pub search_s: f64,
    pub result: Result<Simulated, PassError>,
}

/// Progress of several searches: `(planner, DP runs done, total)`; a total
/// of 0 ends that planner's search.
pub type NamedProgress<'p> = &'p (dyn Fn(&'static str, u64, u64) + Sync);

/// Run each planner on its layers, in parallel on rayon's pool, and
/// [`simulate_outcome`] each plan; results in the order given.
pub fn compare(
    runs: Vec<(&dyn Planner, Layers)>,
    cluster: &Cluster,
    opts: &PlanOptions,
    progress: Option<NamedProgress<'_>>,
) -> Vec<PlannerResult> {
    runs.into_par_iter()
        .map(|(planner, layers)| {
            let name = planner.name();
            let t0 = Instant::now();
            let report = |d: u64, t: u64| {
                if let Some(f) = progress {
                    f(name, d, t)
                }
            };
            let outcome = planner.plan(&layers, cluster, opts, Some(&report));
            if let Some(f) = progress {
                f(name, 0, 0);
            }
            let search_s = t0.elapsed().as_secs_f64();
            let result =
                outcome.and_then(|o| simulate_outcome(o, layers.workload(), cluster, opts));
            PlannerResult {
                name,
                layers,
                search_s,
                result,
            }
        })
        .collect()
}

/// The pick of [`pick_best`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pick {
    /// Index of the fastest simulated plan that fits.
    pub winner: usize,
    /// Index of the next fastest one that fits, if any.
    pub runner_up: Option<usize>,
}

impl Pick {
    /// The runner-up's simulated iteration time over the winner's (≥ 1):
    /// how much more throughput the winner has.
    pub fn margin(&self, results: &[PlannerResult]) -> Option<f64> {
        let t = |i: usize| {
            results[i]
                .result
                .as_ref()
                .map(|s| s.report.iteration_s)
                .ok()
        };
        Some(t(self.runner_up?)? / t(self.winner)?)
    }
}

/// The fastest simulated plan of `results` that fits memory (ties: the
/// earlier one), and the runner-up; `None` if no plan fits.
pub fn pick_best(results: &[PlannerResult]) -> Option<Pick> {
    let mut fitting: Vec<(usize, f64)> = results
        .iter()
        .enumerate()
        .filter_map(|(i, r)| match &r.result {
            Ok(s) if s.fits() => Some((i, s.report.iteration_s)),
            _ => None,
        })
        .collect();
    // Stable: equal times keep the given order.
    fitting.sort_by(|a, b| a.1.total_cmp(&b.1));
    let winner = fitting.first()?.0;
    Some(Pick {
        winner,
        runner_up: fitting.get(1).map(|x| x.0),
    })
}

/// Two one-node meshes: X (200 TFLOP/s, 80 GiB) and Y (half of both),
/// linked at 100 Gbit/s (the docs' examples and the planner tests).
#[doc(hidden)]
pub const DOC_CLUSTER: &str = r#"
name = "x-and-y"
[[chip]]
name = "X"
vendor = "nvidia"
peak_tflops = { f16 = 200.0 }
memory_gib = 80.0
hbm_gb_s = 2000.0
efficiency = 0.5
devices_per_node = 4
intra_node_gb_s = 200.0
tp_limit = 4
nics_per_node = 2
nic_gbit_s = 100.0
[[chip]]
name = "Y"
vendor = "amd"
peak_tflops = { f16 = 100.0 }
memory_gib = 40.0
hbm_gb_s = 1000.0
efficiency = 0.5
devices_per_node = 4
intra_node_gb_s = 200.0
tp_limit = 4
nics_per_node = 2
nic_gbit_s = 100.0
[[mesh]]
name = "y"
chip = "Y"
nodes = 1
[[mesh]]
name = "x"
chip = "X"
nodes = 1
[[link]]
between = ["x", "y"]
gbit_s = 100.0
latency_us = 10.0
"#;

/// The planning inputs of a small transformer (the docs' examples).
#[doc(hidden)]
pub fn doc_inputs() -> (Workload, OpSequence) {
    let spec = crate::transformer::TransformerSpec::from_toml(
        r#"
name = "doc"
layers = 8
hidden = 1024
heads = 16
ffn = 4096
vocab = 32000
seq_len = 512
mlp = "gelu"
"#,
    )
    .expect("a valid description");
    let dt = hetc_ir::DType::F16;
    (spec.workload(dt), spec.op_sequence(dt))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn inputs() -> (PlanInputs, Cluster) {
        let (blocks, seq) = doc_inputs();
        let cluster = Cluster::from_toml(DOC_CLUSTER).unwrap();
        (PlanInputs { blocks, seq }, cluster)
    }

    fn all() -> Vec<Box<dyn Planner>> {
        vec![
            Box::new(Hapt {
                layers: 32,
                ..Hapt::default()
            }),
            Box::new(Coarse::default()),
            Box::new(HeteroAuto),
            Box::new(Cmri),
            Box::new(Uniform),
        ]
    }

    fn run(planners: &[Box<dyn Planner>], inp: &PlanInputs, c: &Cluster) -> Vec<PlannerResult> {
        let runs = planners
            .iter()
            .map(|p| (p.as_ref(), p.layers(inp).unwrap()))
            .collect();
        compare(runs, c, &PlanOptions::new(64), None)
    }

    #[test]
    fn each_planner_plans_its_own_layers_and_signs_its_plan() {
        let (inp, c) = inputs();
        let planners = all();
        let results = run(&planners, &inp, &c);
        let names: Vec<&str> = results.iter().map(|r| r.name).collect();
        assert_eq!(names, ["hapt", "coarse", "hetero-auto", "cmri", "uniform"]);
        for r in &results {
            let s = r.result.as_ref().unwrap();
            assert_eq!(s.outcome.plan.planner, r.name);
            assert_eq!(
                s.outcome.plan.num_layers as usize,
                r.layers.workload().layers.len()
            );
            // Fine layers for the op-sequence planners, blocks otherwise.
            assert_eq!(
                r.layers.fine().is_some(),
                matches!(r.name, "hapt" | "coarse"),
                "{}",
                r.name
            );
        }
        assert_eq!(
            results[1].layers.workload().layers.len(),
            layers::COARSE_LAYERS
        );
        // hapt's statistics come back as a note.
        assert!(results[0].result.as_ref().unwrap().outcome.notes[0].contains("costed once"));
    }

    #[test]
    fn the_pick_is_the_fastest_simulated_plan_that_fits_whatever_the_threads() {
        let (inp, c) = inputs();
        let planners = all();
        let on = |n: usize| {
            rayon::ThreadPoolBuilder::new()
                .num_threads(n)
                .build()
                .unwrap()
                .install(|| run(&planners, &inp, &c))
        };
        let (one, two) = (on(1), on(2));
        let plans = |r: &[PlannerResult]| -> Vec<hetc_ir::Plan> {
            r.iter()
                .map(|x| x.result.as_ref().unwrap().outcome.plan.clone())
                .collect()
        };
        assert_eq!(plans(&one), plans(&two));
        let mut results = one;
        let t: Vec<f64> = results
            .iter()
            .map(|r| r.result.as_ref().unwrap().report.iteration_s)
            .collect();
        let pick = pick_best(&results).unwrap();
        assert_eq!(pick_best(&two), Some(pick));
        let fastest = t.iter().copied().fold(f64::INFINITY, f64::min);
        assert_eq!(t[pick.winner], fastest);
        assert_eq!(t.iter().position(|&x| x == fastest), Some(pick.winner));
        let ru = pick.runner_up.unwrap();
        assert_ne!(ru, pick.winner);
        let second = (0..t.len())
            .filter(|&i| i != pick.winner)
            .map(|i| t[i])
            .fold(f64::INFINITY, f64::min);
        assert_eq!(t[ru], second);
        assert_eq!(pick.margin(&results), Some(second / fastest));
        // A winner that does not fit in simulation is passed over.
        if let Ok(s) = &mut results[pick.winner].result {
            s.overflow = Some(Overflow {
                stage: 0,
                peak_bytes: 2.0,
                capacity_bytes: 1.0,
            });
        }
        assert_eq!(pick_best(&results).unwrap().winner, ru);
        // None fits: no pick.
        for r in &mut results {
            r.result = Err(PassError::Infeasible("test".into()));
        }
        assert_eq!(pick_best(&results), None);
    }
}
