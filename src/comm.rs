//! `--emit comm`: the plan's communication program before and after
//! Chimera fusion, per stage and transition, with bytes per device.

use crate::CompileArgs;
use anyhow::{bail, Result};
use hetc_ir::Plan;
use hetc_passes::comm_feedback::{apply, comm_scales};
use hetc_passes::comm_fusion::{fuse, FusionReport, Limits, OpKind, Transition};
use hetc_passes::parallelize::{parallelize, CommProgram, ParallelOptions, Step};
use hetc_passes::{TpKind, Workload};
use std::fmt::Write;
use std::time::Instant;

fn mb(bytes: f64) -> String {
    format!("{:.3} MB", bytes / 1e6)
}

fn ops_text(p: &CommProgram, t: &Transition, bytes: &[f64]) -> String {
    t.ops
        .iter()
        .zip(bytes)
        .map(|(o, b)| {
            if o.is_comm() {
                format!(
                    "{}[{}] {}",
                    o.name(),
                    p.groups[o.group as usize].name,
                    mb(*b)
                )
            } else {
                o.name()
            }
        })
        .collect::<Vec<_>>()
        .join(" ; ")
}

/// The ops of `t` as fusion sees them (a gate's group is not part of it).
fn op_keys(t: &Transition) -> Vec<(OpKind, u32)> {
    t.ops
        .iter()
        .map(|o| match o.kind {
            OpKind::Gate(_) => (o.kind, 0),
            _ => (o.kind, o.group),
        })
        .collect()
}

/// A plan's communication program, fused unless `--no-comm-fusion`.
pub struct Built {
    /// The plan with `--tp` applied.
    pub plan: Plan,
    pub prog: CommProgram,
    pub report: Option<FusionReport>,
}

/// The planner's predictions around the feedback of fused costs.
pub struct Feedback {
    pub planner: String,
    /// The first plan under the unfused and the fused comm costs.
    pub first_unfused_s: Result<f64, String>,
    pub first_fused_s: Result<f64, String>,
    /// The plan re-planned on the fused costs (whose program is printed).
    pub replanned_s: Result<f64, String>,
    pub stages_changed: bool,
    pub layers_scaled: usize,
    pub boundaries_scaled: usize,
}

/// Build and fuse (unless `--no-comm-fusion`) the program of `plan`.
pub fn build(args: &CompileArgs, plan: &Plan, w: &Workload, moe_graph: bool) -> Result<Built> {
    if plan.num_layers as usize != w.layers.len() {
        bail!("--emit comm needs a plan over the model's blocks; use --planner hetero-auto, uniform or cmri");
    }
    if args.ep.is_some() && !moe_graph {
        bail!(
            "--ep: {} has no MoE layer (no TopK gate)",
            args.model.display()
        );
    }
    // An MoE graph's transformer blocks all carry the gate (Mixtral-style).
    let moe = w
        .layers
        .iter()
        .map(|l| moe_graph && l.tp == TpKind::TransformerBlock)
        .collect();
    let opts = ParallelOptions {
        sp: args.sp,
        ep: args.ep,
        topk: args.topk,
        moe,
    };
    let mut plan = plan.clone();
    if let Some(tp) = args.tp {
        resplit_tp(&mut plan, tp)?;
    }
    let prog = parallelize(&plan, w, &opts)?;
    let sizes = prog.group_sizes();
    let report = if args.no_comm_fusion {
        None
    } else {
        let t0 = Instant::now();
        let r = fuse(&prog.transitions, &sizes, &Limits::default())?;
        eprintln!(
            "comm fusion: {} transitions ({} distinct), {} iterations, {} e-nodes, {}, {:.3} ms",
            r.transitions.len(),
            r.distinct,
            r.iterations,
            r.egraph_nodes,
            r.stop_reason,
            t0.elapsed().as_secs_f64() * 1e3
        );
        Some(r)
    };
    Ok(Built { plan, prog, report })
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

/// Render `b`, and the predictions of the feedback if there was one.
pub fn render(b: &Built, feedback: Option<&Feedback>) -> Result<String> {
    let mut o = render_program(&b.plan, &b.prog, b.report.as_ref())?;
    if let Some(f) = feedback {
        let ms = |r: &Result<f64, String>| match r {
            Ok(s) => format!("{:.4} ms", s * 1e3),
            Err(e) => format!("n/a ({e})"),
        };
        let _ = writeln!(
            o,
            "fused costs fed back to the planner: TP bytes of {} layer(s) and boundary bytes after {} layer(s) scaled to the fused program's bytes",
            f.layers_scaled, f.boundaries_scaled
        );
        let _ = writeln!(
            o,
            "predicted iteration ({}): first plan {} with unfused comm, {} with fused comm; re-planned on fused costs {} ({}; its program is above)",
            f.planner,
            ms(&f.first_unfused_s),
            ms(&f.first_fused_s),
            ms(&f.replanned_s),
            if f.stages_changed {
                "stages changed"
            } else {
                "same stages"
            }
        );
    }
    Ok(o)
}

fn render_program(
    plan: &Plan,
    prog: &CommProgram,
    report: Option<&FusionReport>,
) -> Result<String> {
    let sizes = prog.group_sizes();
    let mut o = String::new();
    let _ = writeln!(
        o,
        "comm program: {} stages, {} transitions; bytes per device per micro-batch (Chimera table 1, forward)",
        plan.stages.len(),
        prog.transitions.len()
    );
    o.push_str("groups:");
    for g in &prog.groups {
        let _ = write!(o, " {}={:?}", g.name, g.ranks);
    }
    o.push('\n');
    let (mut before, mut after) = (0.0, 0.0);
    for sp in &prog.stages {
        let st = &plan.stages[sp.stage];
        let _ = writeln!(
            o,
            "\nstage {} ({} {}+{}, tp {}, dp {}, layers {}..{})",
            sp.stage,
            st.chip,
            st.devices.first,
            st.devices.count,
            st.tp,
            st.dp,
            st.first_layer,
            st.end_layer
        );
        for step in &sp.steps {
            match step {
                Step::Compute(label) => {
                    let _ = writeln!(o, "  compute  {label}");
                }
                Step::Comm(i) => {
                    let t = &prog.transitions[*i];
                    let b = t.op_bytes(&sizes)?;
                    let total: f64 = b.iter().sum();
                    before += total;
                    let _ = writeln!(o, "  comm     {}  = {}", ops_text(prog, t, &b), mb(total));
                    if let Some(r) = report {
                        let f = &r.transitions[*i];
                        after += f.after_bytes;
                        if op_keys(&f.after) != op_keys(t) {
                            let fb = f.after.op_bytes(&sizes)?;
                            let _ = writeln!(
                                o,
                                "    fused  {}  = {} ({:.1}%)",
                                ops_text(prog, &f.after, &fb),
                                mb(f.after_bytes),
                                100.0 * f.after_bytes / total.max(f64::MIN_POSITIVE)
                            );
                        }
                    }
                }
            }
        }
        if let Some((g, bytes)) = sp.grad_sync {
            let n = prog.groups[g as usize].ranks.len() as f64;
            let _ = writeln!(
                o,
                "  grads    AllReduce[{}] {} (once per iteration, not fused)",
                prog.groups[g as usize].name,
                mb(2.0 * (n - 1.0) / n * bytes)
            );
        }
    }
    let _ = write!(o, "\ntotal per micro-batch: {} before fusion", mb(before));
    if report.is_some() {
        let _ = write!(
            o,
            ", {} after ({:.1}%)",
            mb(after),
            100.0 * after / before.max(f64::MIN_POSITIVE)
        );
    }
    o.push('\n');
    Ok(o)
}

/// `--tp N`: re-split every stage's devices as TP N × DP (devices / N);
/// stages whose device count N does not divide keep their layout.
pub fn resplit_tp(plan: &mut hetc_ir::Plan, tp: u32) -> Result<()> {
    if tp == 0 {
        bail!("--tp must be at least 1");
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
