//! Planning: options, the plan evaluator every planner shares, and plan
//! construction. The planners themselves are [`hetero_auto`] (H2 §4.3),
//! [`cmri`] (China Mobile, algorithms 1–2) and [`uniform`] (the
//! Megatron-style baseline).
//!
//! Establishes the closed-form estimate of a pipeline plan — a list of
//! [`StageSpec`]s (contiguous layer range, mesh slice, TP, DP, recompute) —
//! under the 1F1B schedule:
//! * per stage i and micro-batch: `T_i^comp`, the sum over its layers of
//!   forward, backward and (if on) recomputation, TP all-reduces included
//!   ([`crate::cost::layer`]); `c_i`, the send of the boundary activation to
//!   stage i+1 ([`crate::cost::comm::boundary_send_s`]); and per iteration
//!   `T_i^update` ([`crate::cost::update`]);
//! * `b_i = B / (dp_i · mb)` micro-batches per DP replica of stage i;
//! * memory per device with `K_i = min(S − i, b_i)` micro-batches in flight
//!   (1F1B warm-up, 0-based i of S stages), against the usable capacity;
//! * iteration time, H2's formula with boundary communication added:
//!   `T = max_i ( b_i · max(T_i^comp, c_i) + T_i^update
//!                + α · (Σ_{j≠i} T_j^comp + Σ_j 2·c_j) )`.
//!   In steady state a boundary whose transfer takes longer than the stage's
//!   compute throttles the pipeline to one micro-batch per `c_i` (forward
//!   activations and backward gradients cross it in opposite directions of a
//!   full-duplex channel, so `c_i` per micro-batch, not `2c_i`). During
//!   fill and drain one micro-batch crosses every boundary forward and back,
//!   which is where `2·c_j` joins the bubble — the same as treating a slow
//!   link as a pipeline stage of its own (HAPT's `Σ(t_i + 2c_i)`, Alpa).
//!   With `c = 0` the formula is exactly H2's (α = 1 for 1F1B, 0 for
//!   zero-bubble schedules);
//! * tokens/s = B · tokens_per_sample / T; load-balance η =
//!   mean_i(b_i·T_i^comp) / max_i(b_i·T_i^comp) (HAPT eq. 25 in spirit).
//!
//! Assumes every stage runs the same micro-batch size and that a stage's DP
//! replicas each process `B / dp_i` samples. Structural problems (a layer
//! range that does not tile the model, a TP degree over the chip's limit, a
//! TP group across a node boundary, adjacent stages on unlinked meshes, a DP
//! degree that does not divide the micro-batches) are errors; running out of
//! memory is not an error of the evaluator — it reports memory and capacity
//! and the planners decide.
//!
//! Also: [`whole_model_memory`], whether one device of each chip type can
//! train the whole model alone (pure data parallelism), i.e. whether memory
//! binds.
//!
//! Deliberately does not simulate the schedule (the simulator is the
//! independent check of this estimate) and puts no wall-clock or other
//! run-dependent figure into a [`Plan`]: the same input gives the same plan,
//! byte for byte.

pub mod bound;
pub mod cmri;
pub mod hapt;
pub mod hetero_auto;
pub mod planner;
pub mod uniform;

pub use bound::{capacity_breakdown, ideal_iteration_s, CapacityBreakdown};
pub use cmri::plan_cmri;
pub use hapt::{plan_hapt, HaptOptions, HaptStats};
pub use hetero_auto::plan_hetero_auto;
pub use planner::{
    compare, pick_best, simulate_outcome, Cmri, Coarse, Hapt, HeteroAuto, Layers, Pick, PlanInputs,
    Planner, PlannerResult, Simulated, Uniform,
};
pub use uniform::plan_uniform;

use crate::cost::{
    boundary_send_s, capacity_bytes, layer_time_profiled, stage_memory, update_time, CostParams,
    LayerTime, MemoryConfig, Route, Side, StageLoad,
};
use crate::simulate::{simulate, SimInput, SimReport, SimStage};
use crate::{PassError, Workload};
use hetc_ir::{
    ChipTypeId, Cluster, MeshId, MeshSlice, Plan, Prediction, ScheduleKind, Stage, StageMetrics,
};
use std::collections::BTreeMap;

/// Options shared by all planners.
#[derive(Clone, Debug, PartialEq)]
pub struct PlanOptions {
    /// Samples per iteration (B).
    pub global_batch: u64,
    /// Samples per micro-batch (default 1; H2: memory usually forces 1).
    pub micro_batch_size: u64,
    /// Bubble coefficient α of H2's cost model: 1 for 1F1B (default), 0 for
    /// zero-bubble schedules.
    pub bubble_alpha: f64,
    /// Whether a planner may turn on activation recomputation (default true).
    pub allow_recompute: bool,
    /// Usable fraction of device memory (default 0.9); see
    /// [`CostParams::memory_fraction`].
    pub memory_fraction: f64,
    /// Hidden fraction of the DP gradient all-reduce (default 0).
    pub grad_sync_overlap: f64,
    /// Per-message latency inside a node, µs (default 5).
    pub intra_node_latency_us: f64,
    /// Per-message latency between nodes of a mesh, µs (default 10).
    pub inter_node_latency_us: f64,
    /// Measured layer times that replace the roofline where present
    /// ([`crate::cost::profile`]; default none).
    pub profile: Option<std::sync::Arc<crate::cost::Profile>>,
}

impl PlanOptions {
    /// Defaults for everything but the global batch.
    pub fn new(global_batch: u64) -> PlanOptions {
        let c = CostParams::default();
        PlanOptions {
            global_batch,
            micro_batch_size: 1,
            bubble_alpha: 1.0,
            allow_recompute: true,
            memory_fraction: c.memory_fraction,
            grad_sync_overlap: c.grad_sync_overlap,
            intra_node_latency_us: c.intra_node_latency_s * 1e6,
            inter_node_latency_us: c.inter_node_latency_s * 1e6,
            profile: None,
        }
    }

    /// The cost-model constants these options imply.
    pub fn cost_params(&self) -> CostParams {
        CostParams {
            memory_fraction: self.memory_fraction,
            grad_sync_overlap: self.grad_sync_overlap,
            intra_node_latency_s: self.intra_node_latency_us * 1e-6,
            inter_node_latency_s: self.inter_node_latency_us * 1e-6,
        }
    }

    /// Micro-batches per iteration over all DP replicas: B / mb.
    pub fn micro_batches(&self) -> u64 {
        self.global_batch / self.micro_batch_size.max(1)
    }

    /// Reject options no planner can use; the message names the option.
    pub fn validate(&self) -> Result<(), PassError> {
        let bad = |m: String| Err(PassError::Options(m));
        if self.global_batch == 0 {
            return bad("global batch must be at least 1 sample".into());
        }
        if self.micro_batch_size == 0 {
            return bad("micro-batch size must be at least 1 sample".into());
        }
        if self.global_batch % self.micro_batch_size != 0 {
            return bad(format!(
                "global batch {} is not a multiple of the micro-batch size {}",
                self.global_batch, self.micro_batch_size
            ));
        }
        if !(self.bubble_alpha.is_finite() && self.bubble_alpha >= 0.0) {
            return bad(format!(
                "bubble alpha must be a finite number ≥ 0, is {}",
                self.bubble_alpha
            ));
        }
        self.cost_params()
            .validate()
            .map_err(|e| PassError::Options(e.to_string()))
    }
}

/// One stage of a candidate plan, as planners build it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StageSpec {
    /// Layers `first_layer..end_layer`.
    pub first_layer: u32,
    pub end_layer: u32,
    pub mesh: MeshId,
    /// First device of the stage's slice (node-major numbering in the mesh);
    /// the slice is `tp · dp` devices, DP replica r on
    /// `first_device + r·tp ..+ tp`.
    pub first_device: u32,
    pub tp: u32,
    pub dp: u32,
    pub recompute: bool,
}

/// A planner's result: the plan and search statistics (never wall time,
/// which the caller measures, so that plans stay byte-identical).
#[derive(Clone, Debug, PartialEq)]
pub struct PlanOutcome {
    pub plan: Plan,
    /// Candidate configurations whose layers were sharded and evaluated.
    pub candidates_evaluated: u64,
    /// Candidate configurations enumerated but skipped because a lower bound
    /// on their iteration time already exceeded the best plan found (whole
    /// subtrees cut during an enumeration are not counted).
    pub candidates_pruned: u64,
    /// Devices the plan leaves idle (whole meshes whose size fits no
    /// TP × DP choice of the plan).
    pub unused_devices: Vec<MeshSlice>,
    /// Search statistics, one sentence each (hapt's candidate and DP
    /// counts, [`HaptStats`]).
    pub notes: Vec<String>,
}

/// Summary of one evaluation.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Score {
    pub iteration_s: f64,
    pub load_balance_eta: f64,
    /// Every stage's memory is within its capacity.
    pub fits: bool,
    /// Stage with the largest memory / capacity ratio, and that ratio.
    pub worst_stage: usize,
    pub worst_memory_ratio: f64,
    /// Stage whose term attains the maximum in T.
    pub critical_stage: usize,
}

/// Evaluates candidate plans of one workload on one cluster. Per-layer times
/// for every chip type and TP degree are computed once, at construction.
pub struct Evaluator<'a> {
    workload: &'a Workload,
    cluster: &'a Cluster,
    opts: PlanOptions,
    cost: CostParams,
    tables: BTreeMap<(ChipTypeId, u32), Vec<LayerTime>>,
}

impl<'a> Evaluator<'a> {
    /// Validate the options and the workload and precompute layer times.
    pub fn new(
        workload: &'a Workload,
        cluster: &'a Cluster,
        opts: &PlanOptions,
    ) -> Result<Evaluator<'a>, PassError> {
        opts.validate()?;
        validate_workload(workload)?;
        let cost = opts.cost_params();
        let mut tables = BTreeMap::new();
        for (id, chip) in cluster.chips.iter() {
            let mut tp = 1;
            while tp <= chip.tp_limit {
                let t = workload
                    .layers
                    .iter()
                    .map(|l| {
                        layer_time_profiled(
                            l,
                            chip,
                            workload.dtype,
                            tp,
                            opts.micro_batch_size,
                            &cost,
                            opts.profile.as_deref(),
                        )
                    })
                    .collect();
                tables.insert((id, tp), t);
                tp *= 2;
            }
        }
        Ok(Evaluator {
            workload,
            cluster,
            opts: opts.clone(),
            cost,
            tables,
        })
    }

    pub fn workload(&self) -> &'a Workload {
        self.workload
    }

    pub fn cluster(&self) -> &'a Cluster {
        self.cluster
    }

    pub fn options(&self) -> &PlanOptions {
        &self.opts
    }

    pub fn cost_params(&self) -> &CostParams {
        &self.cost
    }

    /// Per-layer times on `chip` at TP degree `tp` (None if `tp` is not a
    /// power of two within the chip's limit).
    pub fn layer_times(&self, chip: ChipTypeId, tp: u32) -> Option<&[LayerTime]> {
        self.tables.get(&(chip, tp)).map(|v| v.as_slice())
    }

    /// Evaluate `specs`, writing per-stage metrics into `out` (cleared
    /// first). Errors name the structural problem.
    pub fn evaluate_into(
        &self,
        specs: &[StageSpec],
        out: &mut Vec<StageMetrics>,
    ) -> Result<Score, String> {
        self.evaluate_scheduled(specs, None, out)
    }

    /// [`Evaluator::evaluate_into`] with the schedule's warm-up counts: stage
    /// i keeps `warmup[i]` micro-batches in flight (capped at its micro-batch
    /// count) instead of 1F1B's `S − i`.
    pub fn evaluate_scheduled(
        &self,
        specs: &[StageSpec],
        warmup: Option<&[u32]>,
        out: &mut Vec<StageMetrics>,
    ) -> Result<Score, String> {
        out.clear();
        if let Some(w) = warmup {
            if w.len() != specs.len() {
                return Err(format!(
                    "{} warm-up counts for {} stages",
                    w.len(),
                    specs.len()
                ));
            }
        }
        let w = self.workload;
        let num_layers = w.layers.len() as u32;
        if specs.is_empty() {
            return Err("the plan has no stages".into());
        }
        let stages = specs.len();
        let mbs = self.opts.micro_batch_size;
        let micro_batches = self.opts.micro_batches();
        let mut next = 0u32;
        for (i, s) in specs.iter().enumerate() {
            if s.first_layer != next || s.end_layer <= s.first_layer || s.end_layer > num_layers {
                return Err(format!(
                    "stage {i} covers layers {}..{} but layer {next} of {num_layers} is next",
                    s.first_layer, s.end_layer
                ));
            }
            next = s.end_layer;
            let mesh = self.cluster.meshes.get(s.mesh).ok_or_else(|| {
                format!(
                    "stage {i} is on a mesh the cluster does not have ({})",
                    s.mesh
                )
            })?;
            let chip = &self.cluster.chips[mesh.chip];
            if chip.effective_flops(w.dtype) <= 0.0 {
                return Err(format!(
                    "chip {} states no peak throughput for {}",
                    chip.name, w.dtype
                ));
            }
            let table = self.tables.get(&(mesh.chip, s.tp)).ok_or_else(|| {
                format!(
                    "stage {i}: tp {} is not a power of two ≤ {}'s limit {}",
                    s.tp, chip.name, chip.tp_limit
                )
            })?;
            if s.dp == 0 {
                return Err(format!("stage {i} has dp 0"));
            }
            let count = s.tp as u64 * s.dp as u64;
            if s.first_device as u64 + count > self.cluster.mesh_devices(s.mesh) as u64 {
                return Err(format!("stage {i} uses devices beyond mesh {}", mesh.name));
            }
            if micro_batches % s.dp as u64 != 0 {
                return Err(format!(
                    "stage {i}: dp {} does not divide the {micro_batches} micro-batches of {mbs} samples",
                    s.dp
                ));
            }
            let b = micro_batches / s.dp as u64;
            let dpn = chip.devices_per_node;
            if s.first_device % s.tp != 0 || dpn % s.tp != 0 {
                for r in 0..s.dp {
                    let a = s.first_device + r * s.tp;
                    if a / dpn != (a + s.tp - 1) / dpn {
                        return Err(format!(
                            "stage {i}: the TP group at device {a} of mesh {} crosses a node boundary ({dpn} devices per node)",
                            mesh.name
                        ));
                    }
                }
            }
            let range = s.first_layer as usize..s.end_layer as usize;
            let compute_s: f64 = table[range.clone()]
                .iter()
                .map(|t| t.step_s(s.recompute))
                .sum();
            let load = StageLoad::of(&w.layers[range], s.tp);
            let last = s.first_device as u64 + count - 1;
            let spans_nodes = s.first_device as u64 / dpn as u64 != last / dpn as u64;
            let update_s =
                update_time(load.params, chip, w.dtype, s.dp, spans_nodes, &self.cost).total();
            let cfg = MemoryConfig {
                dp: s.dp,
                recompute: s.recompute,
                micro_batch_size: mbs,
                in_flight: warmup
                    .map_or((stages - i) as u64, |w| w[i].max(1) as u64)
                    .min(b),
            };
            out.push(StageMetrics {
                compute_s,
                comm_s: 0.0,
                update_s,
                memory_bytes: stage_memory(&load, w.dtype, &cfg).total(),
                capacity_bytes: capacity_bytes(chip, &self.cost),
            });
        }
        if next != num_layers {
            return Err(format!("the stages end at layer {next} of {num_layers}"));
        }
        for i in 0..stages - 1 {
            let (a, b) = (&specs[i], &specs[i + 1]);
            let (ma, mb) = (&self.cluster.meshes[a.mesh], &self.cluster.meshes[b.mesh]);
            let route = if a.mesh == b.mesh {
                let dpn = self.cluster.chips[ma.chip].devices_per_node;
                let node = |d: u32| d / dpn;
                let lo = a.first_device.min(b.first_device);
                let hi = (a.first_device + a.tp * a.dp).max(b.first_device + b.tp * b.dp) - 1;
                if node(lo) == node(hi) {
                    Route::IntraNode
                } else {
                    Route::InterNode
                }
            } else {
                match self.cluster.link(a.mesh, b.mesh) {
                    Some(l) => Route::Link(l),
                    None => return Err(format!("meshes {} and {} have no link", ma.name, mb.name)),
                }
            };
            let from = Side {
                chip: &self.cluster.chips[ma.chip],
                tp: a.tp,
                dp: a.dp,
            };
            let to = Side {
                chip: &self.cluster.chips[mb.chip],
                tp: b.tp,
                dp: b.dp,
            };
            let bytes = w.layers[a.end_layer as usize - 1].out_bytes * mbs as f64;
            out[i].comm_s = boundary_send_s(bytes, from, to, route, &self.cost);
        }
        Ok(self.score(specs, out))
    }

    fn score(&self, specs: &[StageSpec], m: &[StageMetrics]) -> Score {
        let alpha = self.opts.bubble_alpha;
        let micro_batches = self.opts.micro_batches() as f64;
        let sum_comp: f64 = m.iter().map(|s| s.compute_s).sum();
        let sum_links: f64 = m.iter().map(|s| 2.0 * s.comm_s).sum();
        let (mut t, mut critical_stage) = (f64::NEG_INFINITY, 0);
        let (mut work_sum, mut work_max) = (0.0, 0.0f64);
        let (mut fits, mut worst_stage, mut worst_ratio) = (true, 0, f64::NEG_INFINITY);
        for (i, (s, x)) in specs.iter().zip(m).enumerate() {
            let b = micro_batches / s.dp as f64;
            let others = (sum_comp - x.compute_s).max(0.0);
            let ti = b * x.compute_s.max(x.comm_s) + x.update_s + alpha * (others + sum_links);
            if ti > t {
                (t, critical_stage) = (ti, i);
            }
            work_sum += b * x.compute_s;
            work_max = work_max.max(b * x.compute_s);
            fits &= x.memory_bytes <= x.capacity_bytes;
        }
        for (i, x) in m.iter().enumerate() {
            let r = x.memory_bytes / x.capacity_bytes;
            if r > worst_ratio {
                (worst_stage, worst_ratio) = (i, r);
            }
        }
        let eta = if work_max > 0.0 {
            work_sum / m.len() as f64 / work_max
        } else {
            1.0
        };
        Score {
            iteration_s: t,
            load_balance_eta: eta,
            fits,
            worst_stage,
            worst_memory_ratio: worst_ratio,
            critical_stage,
        }
    }

    /// The prediction for `specs`.
    pub fn prediction(&self, specs: &[StageSpec]) -> Result<Prediction, PassError> {
        let mut stages = Vec::with_capacity(specs.len());
        let score = self
            .evaluate_into(specs, &mut stages)
            .map_err(PassError::Infeasible)?;
        Ok(self.prediction_of(&score, stages))
    }

    fn prediction_of(&self, score: &Score, stages: Vec<StageMetrics>) -> Prediction {
        let tokens = self.opts.global_batch as f64 * self.workload.tokens_per_sample as f64;
        Prediction {
            iteration_s: score.iteration_s,
            tokens_per_s: if score.iteration_s > 0.0 {
                tokens / score.iteration_s
            } else {
                0.0
            },
            load_balance_eta: score.load_balance_eta,
            stages,
        }
    }

    /// The stage list of `plan` (the inverse of [`Evaluator::plan`]), to
    /// re-evaluate a plan under another workload's costs.
    pub fn specs_of(&self, plan: &Plan) -> Result<Vec<StageSpec>, PassError> {
        plan.stages
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let mesh = self.cluster.mesh_by_name(&s.devices.mesh).ok_or_else(|| {
                    PassError::Infeasible(format!(
                        "plan {}: stage {i}: no mesh {}",
                        plan.planner, s.devices.mesh
                    ))
                })?;
                Ok(StageSpec {
                    first_layer: s.first_layer,
                    end_layer: s.end_layer,
                    mesh,
                    first_device: s.devices.first,
                    tp: s.tp,
                    dp: s.dp,
                    recompute: s.recompute,
                })
            })
            .collect()
    }

    /// A complete [`Plan`] for `specs` under the 1F1B schedule, labelled with
    /// `planner`. It is not verified here; callers run [`Plan::verify`].
    pub fn plan(&self, planner: &str, specs: &[StageSpec]) -> Result<Plan, PassError> {
        self.plan_scheduled(planner, specs, ScheduleKind::OneFOneB, None)
    }

    /// A complete [`Plan`] for `specs` under `schedule` with the given
    /// warm-up counts (`None`: 1F1B's `S − i`).
    pub fn plan_scheduled(
        &self,
        planner: &str,
        specs: &[StageSpec],
        schedule: ScheduleKind,
        warmup: Option<&[u32]>,
    ) -> Result<Plan, PassError> {
        let mut metrics = Vec::with_capacity(specs.len());
        let score = self
            .evaluate_scheduled(specs, warmup, &mut metrics)
            .map_err(PassError::Infeasible)?;
        let micro_batches = self.opts.micro_batches();
        let n = specs.len();
        let stages = specs
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let mesh = &self.cluster.meshes[s.mesh];
                let b = micro_batches / s.dp as u64;
                Stage {
                    first_layer: s.first_layer,
                    end_layer: s.end_layer,
                    chip: self.cluster.chips[mesh.chip].name.clone(),
                    devices: MeshSlice {
                        mesh: mesh.name.clone(),
                        first: s.first_device,
                        count: s.tp * s.dp,
                    },
                    tp: s.tp,
                    dp: s.dp,
                    recompute: s.recompute,
                    micro_batch_size: self.opts.micro_batch_size,
                    warmup: warmup.map_or((n - i) as u64, |w| w[i].max(1) as u64).min(b) as u32,
                }
            })
            .collect();
        Ok(Plan {
            planner: planner.to_string(),
            model: self.workload.model.clone(),
            cluster: self.cluster.name.clone(),
            num_layers: self.workload.layers.len() as u32,
            global_batch: self.opts.global_batch,
            tokens_per_sample: self.workload.tokens_per_sample,
            num_micro_batches: micro_batches,
            schedule,
            stages,
            predicted: self.prediction_of(&score, metrics),
        })
    }
}

impl Evaluator<'_> {
    /// The simulator's view of `plan` (made by any planner for this
    /// evaluator's workload, cluster and options): per stage the forward and
    /// backward (+ recompute) time of one micro-batch on one replica, the
    /// boundary send, the update, and memory split into the part that does
    /// not depend on micro-batches in flight and the part per micro-batch.
    pub fn sim_input(&self, plan: &Plan) -> Result<SimInput, PassError> {
        let bad = |m: String| PassError::Infeasible(format!("plan {}: {m}", plan.planner));
        if plan.num_layers as usize != self.workload.layers.len() {
            return Err(bad(format!(
                "has {} layers but the workload has {}",
                plan.num_layers,
                self.workload.layers.len()
            )));
        }
        let mut stages = Vec::with_capacity(plan.stages.len());
        for (i, s) in plan.stages.iter().enumerate() {
            let mesh = self
                .cluster
                .mesh_by_name(&s.devices.mesh)
                .ok_or_else(|| bad(format!("stage {i}: no mesh {}", s.devices.mesh)))?;
            let chip_id = self.cluster.meshes[mesh].chip;
            let chip = &self.cluster.chips[chip_id];
            let table = self
                .layer_times(chip_id, s.tp)
                .ok_or_else(|| bad(format!("stage {i}: tp {} is not available", s.tp)))?;
            let range = s.first_layer as usize..s.end_layer as usize;
            let (fwd, bwd) = forward_backward_s(&table[range.clone()], s.recompute);
            let load = StageLoad::of(&self.workload.layers[range], s.tp);
            let cfg = |in_flight| MemoryConfig {
                dp: s.dp,
                recompute: s.recompute,
                micro_batch_size: s.micro_batch_size,
                in_flight,
            };
            let m0 = stage_memory(&load, self.workload.dtype, &cfg(0)).total();
            let m1 = stage_memory(&load, self.workload.dtype, &cfg(1)).total();
            let metrics = plan.predicted.stages.get(i);
            stages.push(SimStage {
                fwd_s: fwd,
                bwd_s: bwd,
                comm_s: metrics.map_or(0.0, |m| m.comm_s),
                lanes: s.dp,
                devices_per_lane: s.tp,
                peak_flops: chip.peak_flops(self.workload.dtype),
                update_s: metrics.map_or(0.0, |m| m.update_s),
                param_bytes: m0,
                act_bytes: m1 - m0,
                label: format!(
                    "stage {i} · {} ×{} ({}[{}..{}])",
                    chip.name,
                    s.devices.count,
                    s.devices.mesh,
                    s.devices.first,
                    s.devices.first + s.devices.count
                ),
            });
        }
        Ok(SimInput {
            stages,
            micro_batches: self.opts.micro_batches(),
            warmup: plan.stages.iter().map(|s| s.warmup.max(1)).collect(),
            schedule: plan.schedule,
            synced_updates: Vec::new(),
        })
    }

    /// The simulator's view of the stage list `specs` with H-1F1B-style
    /// warm-ups `warmup` (capped at each stage's micro-batches per lane, as
    /// [`Evaluator::plan_scheduled`] caps them): what [`Evaluator::sim_input`]
    /// gives for the plan `plan_scheduled` would build, without building it
    /// (no labels). Planners rank candidates with it.
    pub fn sim_input_of(&self, specs: &[StageSpec], warmup: &[u32]) -> Result<SimInput, PassError> {
        let mut metrics = Vec::with_capacity(specs.len());
        self.evaluate_scheduled(specs, Some(warmup), &mut metrics)
            .map_err(PassError::Infeasible)?;
        let micro_batches = self.opts.micro_batches();
        let mut stages = Vec::with_capacity(specs.len());
        let mut warm = Vec::with_capacity(specs.len());
        for ((s, m), &w) in specs.iter().zip(&metrics).zip(warmup) {
            let mesh = &self.cluster.meshes[s.mesh];
            let chip = &self.cluster.chips[mesh.chip];
            let table = self.tables.get(&(mesh.chip, s.tp)).ok_or_else(|| {
                PassError::Infeasible(format!("tp {} is not available on {}", s.tp, chip.name))
            })?;
            let range = s.first_layer as usize..s.end_layer as usize;
            let (fwd, bwd) = forward_backward_s(&table[range.clone()], s.recompute);
            let load = StageLoad::of(&self.workload.layers[range], s.tp);
            let cfg = |in_flight| MemoryConfig {
                dp: s.dp,
                recompute: s.recompute,
                micro_batch_size: self.opts.micro_batch_size,
                in_flight,
            };
            let m0 = stage_memory(&load, self.workload.dtype, &cfg(0)).total();
            let m1 = stage_memory(&load, self.workload.dtype, &cfg(1)).total();
            stages.push(SimStage {
                fwd_s: fwd,
                bwd_s: bwd,
                comm_s: m.comm_s,
                lanes: s.dp,
                devices_per_lane: s.tp,
                peak_flops: chip.peak_flops(self.workload.dtype),
                update_s: m.update_s,
                param_bytes: m0,
                act_bytes: m1 - m0,
                label: String::new(),
            });
            warm.push(
                (w.max(1) as u64)
                    .min(micro_batches / u64::from(s.dp.max(1)))
                    .max(1) as u32,
            );
        }
        Ok(SimInput {
            stages,
            micro_batches,
            warmup: warm,
            schedule: ScheduleKind::H1F1B,
            synced_updates: Vec::new(),
        })
    }

    /// Simulate `plan` ([`crate::simulate`]).
    pub fn simulate(&self, plan: &Plan) -> Result<SimReport, PassError> {
        let input = self.sim_input(plan)?;
        simulate(&input)
            .map_err(|m| PassError::Infeasible(format!("simulating plan {}: {m}", plan.planner)))
    }
}

/// Whether one device of a chip type can hold the whole model.
#[derive(Clone, Debug, PartialEq)]
pub struct WholeModelFit {
    /// Chip type name.
    pub chip: String,
    /// Devices of that type in the cluster.
    pub devices: u32,
    /// Bytes one device needs to train the whole model alone (see
    /// [`whole_model_memory`]) and the bytes it may use.
    pub need_bytes: f64,
    pub capacity_bytes: f64,
}

impl WholeModelFit {
    pub fn fits(&self) -> bool {
        self.need_bytes <= self.capacity_bytes
    }
}

/// Per chip type of the cluster (in the order of first use by a mesh), the
/// memory one device needs to train the whole model as one data-parallel
/// replica among all devices of that type — TP 1, the optimizer state
/// sharded over those devices (ZeRO-1), one micro-batch in flight,
/// recomputation if the options allow it: the most memory-frugal layout
/// without pipelining or TP. Where that does not fit, memory binds: those
/// devices can only take part through pipeline stages or TP groups, and
/// the ideal bound (every device running whole samples alone) is out of
/// their reach whatever the links.
pub fn whole_model_memory(
    workload: &Workload,
    cluster: &Cluster,
    opts: &PlanOptions,
) -> Vec<WholeModelFit> {
    let cost = opts.cost_params();
    let load = StageLoad::of(&workload.layers, 1);
    let mut out: Vec<(ChipTypeId, WholeModelFit)> = Vec::new();
    for (id, mesh) in cluster.meshes.iter() {
        let devices = cluster.mesh_devices(id);
        if let Some((_, f)) = out.iter_mut().find(|(c, _)| *c == mesh.chip) {
            f.devices += devices;
            continue;
        }
        let chip = &cluster.chips[mesh.chip];
        out.push((
            mesh.chip,
            WholeModelFit {
                chip: chip.name.clone(),
                devices,
                need_bytes: 0.0,
                capacity_bytes: capacity_bytes(chip, &cost),
            },
        ));
    }
    out.into_iter()
        .map(|(_, mut f)| {
            let need = |recompute| {
                let cfg = MemoryConfig {
                    dp: f.devices.max(1),
                    recompute,
                    micro_batch_size: opts.micro_batch_size,
                    in_flight: 1,
                };
                stage_memory(&load, workload.dtype, &cfg).total()
            };
            f.need_bytes = if opts.allow_recompute {
                need(false).min(need(true))
            } else {
                need(false)
            };
            f
        })
        .collect()
}

/// Evaluate a stage list: the shared estimate every planner uses.
pub fn evaluate(
    workload: &Workload,
    cluster: &Cluster,
    stages: &[StageSpec],
    opts: &PlanOptions,
) -> Result<Prediction, PassError> {
    Evaluator::new(workload, cluster, opts)?.prediction(stages)
}

/// Build (but do not search for) a plan from a stage list.
pub fn build_plan(
    planner: &str,
    workload: &Workload,
    cluster: &Cluster,
    stages: &[StageSpec],
    opts: &PlanOptions,
) -> Result<Plan, PassError> {
    Evaluator::new(workload, cluster, opts)?.plan(planner, stages)
}

/// A stage's forward and backward (recomputation folded in) time of one
/// micro-batch from its layers' times.
fn forward_backward_s(layers: &[LayerTime], recompute: bool) -> (f64, f64) {
    layers.iter().fold((0.0, 0.0), |(f, b), t| {
        let r = if recompute { t.recompute_s() } else { 0.0 };
        (f + t.forward_s(), b + (t.backward_s() + r))
    })
}

fn validate_workload(w: &Workload) -> Result<(), PassError> {
    if w.layers.is_empty() {
        return Err(PassError::Workload(format!(
            "model {} has no layers to plan",
            w.model
        )));
    }
    if w.layers.len() > u32::MAX as usize / 2 {
        return Err(PassError::Workload(format!(
            "model {} has too many layers",
            w.model
        )));
    }
    for (i, l) in w.layers.iter().enumerate() {
        for (what, v) in [
            ("fwd_flops", l.fwd_flops),
            ("fwd_bytes", l.fwd_bytes),
            ("act_bytes", l.act_bytes),
            ("act_bytes_recompute", l.act_bytes_recompute),
            ("out_bytes", l.out_bytes),
        ] {
            if !(v.is_finite() && v >= 0.0) {
                return Err(PassError::Workload(format!(
                    "layer {i} ({}): {what} is {v}",
                    l.name
                )));
            }
        }
    }
    Ok(())
}

/// Divisors of `n` in increasing order.
pub(crate) fn divisors(n: u64) -> Vec<u64> {
    let (mut small, mut large) = (Vec::new(), Vec::new());
    let mut d = 1;
    while d * d <= n {
        if n % d == 0 {
            small.push(d);
            if d * d != n {
                large.push(n / d);
            }
        }
        d += 1;
    }
    small.extend(large.into_iter().rev());
    small
}

/// `total` items over `parts` parts, counts differing by at most one; the
/// `total % parts` larger parts come first or last.
pub(crate) fn split_even(total: u32, parts: u32, extras_first: bool) -> impl Iterator<Item = u32> {
    let (q, r) = (total / parts, total % parts);
    (0..parts).map(move |k| {
        let extra = if extras_first { k < r } else { k >= parts - r };
        q + extra as u32
    })
}

/// Powers of two from 1 up to `limit`.
pub(crate) fn powers_of_two(limit: u32) -> impl Iterator<Item = u32> {
    std::iter::successors(Some(1u32), |t| t.checked_mul(2)).take_while(move |&t| t <= limit)
}

const GIB: f64 = (1u64 << 30) as f64;

/// Why candidates were rejected, turned into one error when none is left.
#[derive(Default)]
pub(crate) struct Misses {
    memory: Option<MemoryMiss>,
    other: BTreeMap<String, u64>,
}

struct MemoryMiss {
    ratio: f64,
    need: f64,
    capacity: f64,
    chip: String,
    stage: usize,
    candidate: String,
}

impl Misses {
    /// A candidate that does not fit; keeps the closest one.
    pub(crate) fn memory(
        &mut self,
        ev: &Evaluator<'_>,
        specs: &[StageSpec],
        score: &Score,
        metrics: &[StageMetrics],
        candidate: impl FnOnce() -> String,
    ) {
        let i = score.worst_stage;
        let chip = &ev.cluster.chips[ev.cluster.meshes[specs[i].mesh].chip];
        self.memory_need(
            metrics[i].memory_bytes,
            metrics[i].capacity_bytes,
            &chip.name,
            i,
            candidate,
        );
    }

    /// A candidate whose stage `stage` on `chip` needs (at least) `need`
    /// bytes per device where `capacity` is usable; keeps the closest one.
    pub(crate) fn memory_need(
        &mut self,
        need: f64,
        capacity: f64,
        chip: &str,
        stage: usize,
        candidate: impl FnOnce() -> String,
    ) {
        let ratio = need / capacity;
        if self.memory.as_ref().is_some_and(|m| m.ratio <= ratio) {
            return;
        }
        self.memory = Some(MemoryMiss {
            ratio,
            need,
            capacity,
            chip: chip.to_string(),
            stage,
            candidate: candidate(),
        });
    }

    /// A candidate rejected for a structural reason.
    pub(crate) fn other(&mut self, reason: impl Into<String>) {
        *self.other.entry(reason.into()).or_default() += 1;
    }

    pub(crate) fn into_error(self, ev: &Evaluator<'_>) -> PassError {
        let frac = ev.cost.memory_fraction;
        let mut msg = String::new();
        if let Some(m) = &self.memory {
            let largest = ev
                .cluster
                .meshes
                .values()
                .map(|mesh| &ev.cluster.chips[mesh.chip])
                .max_by(|a, b| a.memory_gib.total_cmp(&b.memory_gib))
                .map(|c| {
                    format!(
                        "; the largest chip, {}, has {:.1} GiB",
                        c.name, c.memory_gib
                    )
                })
                .unwrap_or_default();
            msg = format!(
                "every candidate exceeds device memory: at best the model needs {:.2} GiB per device \
                 (stage {} on {} with {}) where {:.2} GiB is usable ({:.0}% of the chip's memory){largest}",
                m.need / GIB,
                m.stage,
                m.chip,
                m.candidate,
                m.capacity / GIB,
                frac * 100.0,
            );
        }
        let mut others: Vec<(&String, &u64)> = self.other.iter().collect();
        others.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
        let listed: Vec<String> = others
            .iter()
            .take(3)
            .map(|(r, n)| format!("{r} ({n}×)"))
            .collect();
        if !listed.is_empty() {
            if !msg.is_empty() {
                msg.push_str("; other candidates were rejected: ");
            }
            msg.push_str(&listed.join("; "));
        }
        if msg.is_empty() {
            msg = "no candidate configuration exists".into();
        }
        PassError::Infeasible(msg)
    }
}

#[cfg(test)]
pub(crate) mod test_fixtures {
    //! Workloads shared by the planner tests.
    use crate::{LayerCost, TpKind, Workload};
    use hetc_ir::DType;

    /// Two one-node meshes: X (200 TFLOP/s, 80 GiB) and Y (half of both),
    /// linked at 100 Gbit/s.
    pub const TWO_CHIPS: &str = crate::plan::planner::DOC_CLUSTER;

    /// A transformer block of `fwd_flops` (1 M params, 10 MB activations,
    /// 1 MB output), shared by the planner tests.
    pub fn layer(name: &str, fwd_flops: f64) -> LayerCost {
        LayerCost {
            recompute_with_previous: false,
            replicated: Default::default(),
            kernels: Vec::new(),
            name: name.into(),
            signature: 0,
            fwd_flops,
            fwd_bytes: 0.0,
            params: 1_000_000,
            act_bytes: 1e7,
            act_bytes_recompute: 1e6,
            out_bytes: 1e6,
            tp: TpKind::TransformerBlock,
            tp_comm: None,
        }
    }

    /// `n` identical transformer blocks.
    pub fn blocks(
        n: usize,
        fwd_flops: f64,
        params: u64,
        act_bytes: f64,
        out_bytes: f64,
    ) -> Workload {
        let layers = (0..n)
            .map(|i| LayerCost {
                recompute_with_previous: false,
                replicated: Default::default(),
                kernels: Vec::new(),
                name: format!("block {i}"),
                signature: 1,
                fwd_flops,
                fwd_bytes: 0.0,
                params,
                act_bytes,
                act_bytes_recompute: act_bytes / 10.0,
                out_bytes,
                tp: TpKind::TransformerBlock,
                tp_comm: None,
            })
            .collect();
        Workload {
            model: "toy".into(),
            layers,
            tokens_per_sample: 1024,
            dtype: DType::F16,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::test_fixtures::layer;
    use super::*;
    use hetc_ir::DType;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() <= 1e-12 * a.abs().max(b.abs())
    }

    // One mesh of two single-device nodes: 100 TFLOP/s × 0.5, 1000 GB/s HBM,
    // one 100 Gbit/s NIC per node (12.5 GB/s per device).
    const TWO_NODES: &str = r#"
name = "two-nodes"
[[chip]]
name = "X"
vendor = "nvidia"
peak_tflops = { f16 = 100.0 }
memory_gib = 16.0
hbm_gb_s = 1000.0
efficiency = 0.5
devices_per_node = 1
intra_node_gb_s = 100.0
tp_limit = 1
nics_per_node = 1
nic_gbit_s = 100.0
[[mesh]]
name = "m"
chip = "X"
nodes = 2
"#;

    fn two_stage_specs(mesh: MeshId) -> Vec<StageSpec> {
        vec![
            StageSpec {
                first_layer: 0,
                end_layer: 1,
                mesh,
                first_device: 0,
                tp: 1,
                dp: 1,
                recompute: false,
            },
            StageSpec {
                first_layer: 1,
                end_layer: 2,
                mesh,
                first_device: 1,
                tp: 1,
                dp: 1,
                recompute: false,
            },
        ]
    }

    #[test]
    fn two_stage_iteration_time_by_hand() {
        let cluster = Cluster::from_toml(TWO_NODES).unwrap();
        let w = Workload {
            model: "two".into(),
            layers: vec![layer("a", 5e11), layer("b", 1e12)],
            tokens_per_sample: 100,
            dtype: DType::F16,
        };
        let opts = PlanOptions::new(4);
        let mesh = MeshId::from_u32(0);
        let p = evaluate(&w, &cluster, &two_stage_specs(mesh), &opts).unwrap();
        // Forward: 5e11 / 5e13 = 10 ms and 20 ms; fwd+bwd = 3× → 30, 60 ms.
        let (c0, c1) = (0.03, 0.06);
        // Boundary: 1e6 B over 12.5 GB/s + 10 µs.
        let c = 1e6 / 12.5e9 + 10e-6;
        // Update: 1e6 params × 28 B / 1e12 B/s, no DP.
        let u = 1e6 * 28.0 / 1e12;
        // b = 4 micro-batches, α = 1.
        let t0: f64 = 4.0 * c0 + u + (c1 + 2.0 * c);
        let t1 = 4.0 * c1 + u + (c0 + 2.0 * c);
        let t = t0.max(t1);
        assert!(close(p.iteration_s, t), "{} vs {t}", p.iteration_s);
        assert!(close(p.stages[0].compute_s, c0));
        assert!(close(p.stages[0].comm_s, c));
        assert_eq!(p.stages[1].comm_s, 0.0);
        assert!(close(p.stages[1].update_s, u));
        assert!(close(p.tokens_per_s, 400.0 / t));
        // η = mean(4·30, 4·60) / (4·60) = 0.75.
        assert!(close(p.load_balance_eta, 0.75));
        // Memory: 1e6 × 16 B + K · 1e7 B with K = 2 on stage 0, 1 on stage 1.
        assert_eq!(p.stages[0].memory_bytes, 16e6 + 2e7);
        assert_eq!(p.stages[1].memory_bytes, 16e6 + 1e7);
        assert_eq!(p.stages[0].capacity_bytes, 16.0 * GIB * 0.9);

        // Zero-bubble: α = 0 leaves b·T + update.
        let zb = PlanOptions {
            bubble_alpha: 0.0,
            ..opts.clone()
        };
        let p = evaluate(&w, &cluster, &two_stage_specs(mesh), &zb).unwrap();
        assert!(close(p.iteration_s, 4.0 * c1 + u));

        let plan = build_plan("test", &w, &cluster, &two_stage_specs(mesh), &opts).unwrap();
        plan.verify(&cluster).unwrap();
        assert_eq!(plan.schedule, ScheduleKind::OneFOneB);
        assert_eq!(
            plan.stages.iter().map(|s| s.warmup).collect::<Vec<_>>(),
            [2, 1]
        );
        assert_eq!(plan.num_micro_batches, 4);
        // specs_of inverts plan().
        let ev = Evaluator::new(&w, &cluster, &opts).unwrap();
        assert_eq!(ev.specs_of(&plan).unwrap(), two_stage_specs(mesh));
    }

    #[test]
    fn slow_boundary_throttles_the_pipeline() {
        // A 1 GB boundary activation: 80 ms per micro-batch over 12.5 GB/s,
        // longer than either stage's compute.
        let cluster = Cluster::from_toml(TWO_NODES).unwrap();
        let mut a = layer("a", 5e11);
        a.out_bytes = 1e9;
        let w = Workload {
            model: "two".into(),
            layers: vec![a, layer("b", 1e12)],
            tokens_per_sample: 1,
            dtype: DType::F16,
        };
        let opts = PlanOptions::new(4);
        let p = evaluate(&w, &cluster, &two_stage_specs(MeshId::from_u32(0)), &opts).unwrap();
        let c = 1e9 / 12.5e9 + 10e-6;
        let u = 1e6 * 28.0 / 1e12;
        let t0: f64 = 4.0 * c + u + (0.06 + 2.0 * c);
        let t1 = 4.0 * 0.06 + u + (0.03 + 2.0 * c);
        assert!(close(p.iteration_s, t0.max(t1)), "{}", p.iteration_s);
    }

    /// Whole-model memory by hand: 24 layers of 50 M parameters (f16: 2 B
    /// weights + 2 B gradients + 12 B optimizer state over the 4 devices of
    /// each chip type), one micro-batch of activations (1e8 B per layer kept
    /// without recomputation; with it, 24 inputs of 1e7 B plus one layer's
    /// 1e8 B working set, the smaller).
    #[test]
    fn whole_model_memory_by_hand() {
        let cluster = Cluster::from_toml(test_fixtures::TWO_CHIPS).unwrap();
        let w = test_fixtures::blocks(24, 1e12, 50_000_000, 1e8, 4e6);
        let fits = whole_model_memory(&w, &cluster, &PlanOptions::new(8));
        assert_eq!(fits.len(), 2);
        let (y, x) = (&fits[0], &fits[1]);
        assert_eq!((y.chip.as_str(), y.devices, x.chip.as_str()), ("Y", 4, "X"));
        let want = 1.2e9 * (2.0 + 2.0 + 12.0 / 4.0) + (24.0 * 1e7 + 1e8);
        assert!(close(x.need_bytes, want) && close(y.need_bytes, want));
        assert!(close(x.capacity_bytes, 80.0 * GIB * 0.9));
        assert!(x.fits() && y.fits());
        // Ten times the parameters: 84 GB of state, more than either holds.
        let big = test_fixtures::blocks(24, 1e12, 500_000_000, 1e8, 4e6);
        let fits = whole_model_memory(&big, &cluster, &PlanOptions::new(8));
        assert!(fits.iter().all(|f| !f.fits()), "{fits:?}");
        // Without recomputation the activations are 24 × 1e8 B.
        let no_rc = PlanOptions {
            allow_recompute: false,
            ..PlanOptions::new(8)
        };
        let fits = whole_model_memory(&w, &cluster, &no_rc);
        assert!(close(fits[0].need_bytes, 1.2e9 * 7.0 + 24.0 * 1e8));
    }

    #[test]
    fn structural_errors_are_named() {
        let cluster = Cluster::from_toml(TWO_NODES).unwrap();
        let w = Workload {
            model: "two".into(),
            layers: vec![layer("a", 1e9), layer("b", 1e9)],
            tokens_per_sample: 1,
            dtype: DType::F16,
        };
        let opts = PlanOptions::new(4);
        let mesh = MeshId::from_u32(0);
        let mut specs = two_stage_specs(mesh);
        specs[1].first_layer = 0;
        let e = evaluate(&w, &cluster, &specs, &opts)
            .unwrap_err()
            .to_string();
        assert!(e.contains("stage 1 covers layers 0..2"), "{e}");
        let mut specs = two_stage_specs(mesh);
        specs[1].tp = 2;
        let e = evaluate(&w, &cluster, &specs, &opts)
            .unwrap_err()
            .to_string();
        assert!(e.contains("tp 2"), "{e}");
        let mut specs = two_stage_specs(mesh);
        specs[0].dp = 3;
        let e = evaluate(&w, &cluster, &specs, &opts)
            .unwrap_err()
            .to_string();
        assert!(e.contains("beyond mesh"), "{e}");
        let e = evaluate(&w, &cluster, &two_stage_specs(mesh)[..1], &opts)
            .unwrap_err()
            .to_string();
        assert!(e.contains("end at layer 1 of 2"), "{e}");
    }

    #[test]
    fn options_are_validated() {
        let mut o = PlanOptions::new(8);
        assert!(o.validate().is_ok());
        o.micro_batch_size = 3;
        assert!(o
            .validate()
            .unwrap_err()
            .to_string()
            .contains("not a multiple"));
        let o = PlanOptions {
            memory_fraction: 0.0,
            ..PlanOptions::new(8)
        };
        assert!(o
            .validate()
            .unwrap_err()
            .to_string()
            .contains("memory_fraction"));
        let o = PlanOptions {
            bubble_alpha: f64::NAN,
            ..PlanOptions::new(8)
        };
        assert!(o
            .validate()
            .unwrap_err()
            .to_string()
            .contains("bubble alpha"));
        let o = PlanOptions {
            global_batch: 0,
            ..PlanOptions::new(8)
        };
        assert!(matches!(o.validate(), Err(PassError::Options(_))));
    }

    #[test]
    fn helpers() {
        assert_eq!(divisors(12), [1, 2, 3, 4, 6, 12]);
        assert_eq!(divisors(16), [1, 2, 4, 8, 16]);
        assert_eq!(divisors(1), [1]);
        assert_eq!(split_even(10, 4, true).collect::<Vec<_>>(), [3, 3, 2, 2]);
        assert_eq!(split_even(10, 4, false).collect::<Vec<_>>(), [2, 2, 3, 3]);
        assert_eq!(split_even(8, 4, false).collect::<Vec<_>>(), [2, 2, 2, 2]);
        assert_eq!(powers_of_two(8).collect::<Vec<_>>(), [1, 2, 4, 8]);
        assert_eq!(powers_of_two(6).collect::<Vec<_>>(), [1, 2, 4]);
    }
}
