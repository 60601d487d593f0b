//! The plan's communication program (`--emit comm`): the collectives of
//! each stage's TP/SP/EP/PP/DP layout ([`hetc_passes::parallelize`]),
//! fused with egg ([`hetc_passes::comm_fusion`]) unless fusion is off, and
//! the fused costs fed back to the planner once; and a bundle's program
//! ([`bundle_program`]): the per-rank view of the same passes over the
//! bundle's stages, which the bundle stores and the runtime executes.

use crate::error::{Result, SessionError};
use crate::plan;
use crate::session::{Inputs, Session};
use hetc_ir::manifest::BundleManifest;
use hetc_ir::Plan;
use hetc_passes::comm_feedback::{apply, comm_scales};
use hetc_passes::comm_fusion::{fuse, fuse_program, FusionReport, Limits};
use hetc_passes::parallelize::{parallelize, ranks, CommProgram, ParallelOptions};
use hetc_passes::plan::Evaluator;
use hetc_passes::{TpKind, Workload};
use std::time::Instant;

/// A plan's communication program, fused unless comm fusion is off.
pub struct Built {
    /// The plan with `tp` applied.
    pub plan: Plan,
    pub prog: CommProgram,
    pub report: Option<FusionReport>,
}

/// The planner's predictions around the feedback of fused costs.
pub struct Feedback {
    pub planner: String,
    /// The first plan under the unfused and the fused comm costs.
    pub first_unfused_s: std::result::Result<f64, String>,
    pub first_fused_s: std::result::Result<f64, String>,
    /// The plan re-planned on the fused costs (whose program is kept).
    pub replanned_s: std::result::Result<f64, String>,
    pub stages_changed: bool,
    pub layers_scaled: usize,
    pub boundaries_scaled: usize,
}

/// The program of the (re-planned) plan, and the feedback when there was one.
pub struct CommReport {
    pub built: Built,
    pub feedback: Option<Feedback>,
}

/// `tp`: re-split every stage's devices as TP N × DP (devices / N);
/// stages whose device count N does not divide keep their layout.
pub fn resplit_tp(plan: &mut Plan, tp: u32) -> Result<()> {
    if tp == 0 {
        return Err(SessionError::Options("--tp must be at least 1".into()));
    }
    for st in &mut plan.stages {
        let devices = st.tp * st.dp;
        if devices % tp == 0 {
            st.tp = tp;
            st.dp = devices / tp;
        }
    }
    Ok(())
}

/// The communication program of a bundle: every rank's schedule over the
/// manifest's stages ([`ranks::rank_programs`]), with its transitions fused
/// by egg when the manifest says comm fusion is on (the report then says
/// how); `comm/rank-N.json` is its [`CommProgram::rank_view`] of rank `N`.
pub fn bundle_program(m: &BundleManifest) -> Result<(CommProgram, Option<FusionReport>)> {
    let prog = ranks::rank_programs(m)?;
    if !m.comm_fusion {
        return Ok((prog, None));
    }
    let (fused, report) = fuse_program(&prog, &Limits::default())?;
    Ok((fused, Some(report)))
}

impl Session {
    /// Build and fuse (unless comm fusion is off) the program of `plan`
    /// over the block workload `w`.
    pub fn build_comm(&self, plan: &Plan, w: &Workload) -> Result<Built> {
        let o = self.options();
        if plan.num_layers as usize != w.layers.len() {
            return Err(SessionError::Options("--emit comm needs a plan over the model's blocks; use --planner hetero-auto, uniform or cmri".into()));
        }
        let moe_graph = self.has_moe_gate();
        if o.ep.is_some() && !moe_graph {
            return Err(SessionError::Options(format!(
                "--ep: {} has no MoE layer (no TopK gate)",
                o.model.display()
            )));
        }
        // An MoE graph's transformer blocks all carry the gate (Mixtral-style).
        let moe = w
            .layers
            .iter()
            .map(|l| moe_graph && l.tp == TpKind::TransformerBlock)
            .collect();
        let opts = ParallelOptions {
            sp: o.sp,
            ep: o.ep,
            topk: o.topk,
            moe,
        };
        let mut plan = plan.clone();
        if let Some(tp) = o.tp {
            resplit_tp(&mut plan, tp)?;
        }
        let prog = parallelize(&plan, w, &opts)?;
        let report = if o.comm_fusion {
            Some(self.fuse(&prog)?)
        } else {
            None
        };
        Ok(Built { plan, prog, report })
    }

    /// Chimera's fusion of `prog` with egg.
    pub fn fuse(&self, prog: &CommProgram) -> Result<FusionReport> {
        let sizes = prog.group_sizes();
        let t0 = Instant::now();
        let r = fuse(&prog.transitions, &sizes, &Limits::default())?;
        (self.log())(&format!(
            "comm fusion: {} transitions ({} distinct), {} iterations, {} e-nodes, {}, {:.3} ms",
            r.transitions.len(),
            r.distinct,
            r.iterations,
            r.egraph_nodes,
            r.stop_reason,
            t0.elapsed().as_secs_f64() * 1e3
        ));
        Ok(r)
    }

    /// Plan, build the chosen plan's program, and — with fusion — re-plan
    /// once on the fused costs and build the new plan's program.
    pub fn parallelize(&mut self) -> Result<CommReport> {
        // A comm program is built over the model's blocks: `auto` picks
        // among the planners of block layers.
        let plan1 = self
            .plan_with(None, plan::Only::BlockLayers)?
            .chosen()?
            .clone();
        let blocks = self.inputs()?.blocks.clone();
        let first = self.build_comm(&plan1, &blocks)?;
        let Some((fed, layers_scaled, boundaries_scaled)) = fed_workload(&first, &blocks)? else {
            return Ok(CommReport {
                built: first,
                feedback: None,
            });
        };
        // Re-plan once on the fused costs; the program kept is the new
        // plan's (built from the real activations).
        let (cluster, opts) = {
            let p = self.planning()?;
            (p.cluster.clone(), p.options.clone())
        };
        let predict = |w: &Workload, p: &Plan| -> std::result::Result<f64, String> {
            let ev = Evaluator::new(w, &cluster, &opts).map_err(|e| e.to_string())?;
            let specs = ev.specs_of(p).map_err(|e| e.to_string())?;
            ev.prediction(&specs)
                .map(|p| p.iteration_s)
                .map_err(|e| e.to_string())
        };
        let first_unfused_s = predict(&blocks, &first.plan);
        let first_fused_s = predict(&fed, &first.plan);
        let fed_inp = Inputs {
            blocks: fed,
            seq: self.inputs()?.seq.clone(),
        };
        let plan2 = self
            .plan_with(Some(&fed_inp), plan::Only::BlockLayers)?
            .chosen()?
            .clone();
        let second = self.build_comm(&plan2, &blocks)?;
        let feedback = Feedback {
            planner: plan2.planner.clone(),
            first_unfused_s,
            first_fused_s,
            replanned_s: predict(&fed_inp.blocks, &second.plan),
            stages_changed: second.plan.stages != first.plan.stages,
            layers_scaled,
            boundaries_scaled,
        };
        Ok(CommReport {
            built: second,
            feedback: Some(feedback),
        })
    }
}

/// The workload whose TP and boundary bytes are those of `b`'s fused
/// program ([`hetc_passes::comm_feedback`]), with how many layers and
/// boundaries it scaled; `None` without fusion.
pub fn fed_workload(b: &Built, w: &Workload) -> Result<Option<(Workload, usize, usize)>> {
    let Some(r) = b.report.as_ref() else {
        return Ok(None);
    };
    let fused: Vec<f64> = r.transitions.iter().map(|t| t.after_bytes).collect();
    let s = comm_scales(&b.plan, &b.prog, &fused, w)?;
    let changed = |v: &[Option<f64>]| v.iter().filter(|r| r.is_some_and(|r| r != 1.0)).count();
    Ok(Some((
        apply(w, &s),
        changed(&s.layer),
        changed(&s.boundary),
    )))
}
