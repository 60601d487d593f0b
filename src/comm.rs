//! `--emit comm`: rendering of the plan's communication program
//! ([`hetc_session::comm`]) before and after Chimera fusion, per stage and
//! transition, with bytes per device.

use anyhow::Result;
use hetc_ir::Plan;
use hetc_passes::comm_fusion::{FusionReport, OpKind, Transition};
use hetc_passes::parallelize::{CommProgram, Step};
use hetc_session::comm::{Built, Feedback};
use std::fmt::Write;

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
