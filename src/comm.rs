//! `--emit comm`: the plan's communication program before and after
//! Chimera fusion, per stage and transition, with bytes per device.

use crate::CompileArgs;
use anyhow::{bail, Result};
use hetc_ir::Plan;
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

/// Build, fuse (unless `--no-comm-fusion`) and render the program of `plan`.
pub fn emit(args: &CompileArgs, plan: &Plan, w: &Workload, moe_graph: bool) -> Result<String> {
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
    }
    let plan = &plan;
    let prog = parallelize(plan, w, &opts)?;
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
    render(plan, &prog, report.as_ref())
}

fn render(plan: &Plan, prog: &CommProgram, report: Option<&FusionReport>) -> Result<String> {
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
