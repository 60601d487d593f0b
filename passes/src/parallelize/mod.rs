//! Parallelize: each pipeline stage's per-device program with the
//! collectives its layout needs, as [`Transition`]s that [`crate::comm_fusion`]
//! rewrites.
//!
//! Establishes, for replica 0 of every stage of a [`Plan`] (the other DP
//! replicas run the same program on their own devices), in layer order:
//! * Megatron TP (tp > 1): per transformer block an attention region (QKV
//!   column-parallel, heads split, output projection row-parallel) and an MLP
//!   region (fc1 column-, fc2 row-parallel), each ending in partial sums and
//!   an all-reduce over the TP group; vocabulary-parallel layers one
//!   all-reduce.
//! * SP (`sp`): after each all-reduce the sequence is split (`Slice`) for the
//!   LayerNorm/residual region, and gathered (all-gather) before the next TP
//!   region.
//! * EP (`ep`): the MLP of an MoE layer is gating (top-k) + all-to-all
//!   dispatch + experts + all-to-all combine over the EP group (the TP group
//!   when `ep == tp`, else `ep` DP replicas of a tp = 1 stage, each with its
//!   own tokens).
//! * PP: between stages, P2P (tp 1 → tp 1), otherwise H2 §5 SR&AG: each
//!   sending rank slices its shard, an M2MS scatters shards to the receiving
//!   TP group, which all-gathers ([`boundary::pp_boundary`], the rule the
//!   per-rank programs of a bundle use too, [`ranks`]). With EP, a boundary before an MoE layer is
//!   placed at the expert input (Chimera fig. 8): that layer's attention runs
//!   at the end of the sending stage, and the boundary's P2P / M2MS and the
//!   receiving stage's gate and dispatch all-to-all form one transition, so
//!   fusion can move the gate before the P2P and merge P2P + all-to-all
//!   into one M2MS.
//! * DP: one gradient all-reduce per stage over its replicas.
//!
//! Every collective carries its group and Chimera's `BSH` (logical bytes of
//! the activation of one micro-batch); table 1 gives the bytes per device.
//!
//! Assumes the workload's per-sample `out_bytes` is the hidden activation
//! every layer passes on (true for transformer blocks), and MoE layers are
//! flagged by the caller (the driver flags layers of a graph with `TopK`).
//! Deliberately does not emit the backward pass (its collectives mirror the
//! forward ones), nor per-rank variants of the DP replicas: that is the
//! per-rank view, which [`ranks::rank_programs`] builds from a bundle's
//! stages (real boundary tensors, every rank, forward and backward).

pub mod boundary;
pub mod ranks;

pub use hetc_ir::comm_program::{CommProgram, Group, Origin, StageProgram, Step};

use crate::{PassError, TpKind, Workload};
use hetc_ir::comm_program::{Layout, LayoutKind, Op, OpKind, Transition};
use hetc_ir::Plan;

/// Layout requests beyond the plan's TP/DP.
#[derive(Clone, Debug, Default)]
pub struct ParallelOptions {
    /// Megatron sequence parallelism in TP regions.
    pub sp: bool,
    /// Expert-parallel degree of MoE layers.
    pub ep: Option<u32>,
    /// Experts per token (top-k of the gate).
    pub topk: u32,
    /// Per workload layer: is it an MoE layer.
    pub moe: Vec<bool>,
}

struct Builder {
    groups: Vec<Group>,
    transitions: Vec<Transition>,
    origins: Vec<Vec<Origin>>,
    steps: Vec<Step>,
    cur: Layout,
    pending: Vec<Op>,
    pending_origins: Vec<Origin>,
    pending_input: Layout,
    label: String,
    origin: Origin,
}

impl Builder {
    fn group(&mut self, name: String, ranks: Vec<u32>) -> u32 {
        if let Some(i) = self.groups.iter().position(|g| g.ranks == ranks) {
            return i as u32;
        }
        self.groups.push(Group { name, ranks });
        (self.groups.len() - 1) as u32
    }

    fn comm(&mut self, kind: OpKind, group: u32, after: Layout) {
        if self.pending.is_empty() {
            self.pending_input = self.cur.clone();
        }
        self.pending.push(Op { kind, group });
        self.pending_origins.push(self.origin);
        self.cur = after;
    }

    fn flush(&mut self) {
        if !self.pending.is_empty() {
            self.transitions.push(Transition {
                label: self.label.clone(),
                input: self.pending_input.clone(),
                ops: std::mem::take(&mut self.pending),
            });
            self.origins.push(std::mem::take(&mut self.pending_origins));
            self.steps.push(Step::Comm(self.transitions.len() - 1));
        }
    }

    fn compute(&mut self, label: String, out: Layout) {
        self.flush();
        self.steps.push(Step::Compute(label));
        self.cur = out;
    }
}

fn layout(kind: LayoutKind, group: u32, n: u32, bytes: f64) -> Layout {
    Layout {
        kind,
        group,
        n,
        bytes,
        topk: None,
    }
}

/// The program of `plan` on `workload`.
pub fn parallelize(
    plan: &Plan,
    workload: &Workload,
    opts: &ParallelOptions,
) -> Result<CommProgram, PassError> {
    let opt_err = |m: String| PassError::Options(m);
    if opts.ep.is_some() && !(1..=64).contains(&opts.topk) {
        return Err(opt_err(format!(
            "--topk must be in 1..=64, is {}",
            opts.topk
        )));
    }
    let mut b = Builder {
        groups: Vec::new(),
        transitions: Vec::new(),
        origins: Vec::new(),
        steps: Vec::new(),
        cur: layout(LayoutKind::Rep, 0, 1, 0.0),
        pending: Vec::new(),
        pending_origins: Vec::new(),
        pending_input: layout(LayoutKind::Rep, 0, 1, 0.0),
        label: String::new(),
        origin: Origin::Layer(0),
    };
    let mut stages = Vec::new();
    let mut base = 0u32;
    // Per stage: (TP group, activation group + its layout kind and size).
    let mut info = Vec::new();
    for (s, st) in plan.stages.iter().enumerate() {
        let tp_g = b.group(format!("tp{s}"), (base..base + st.tp).collect());
        let ep_g = match opts.ep {
            Some(n) if st.tp > 1 && n == st.tp => Some(tp_g),
            Some(n) if st.tp == 1 && n <= st.dp => {
                Some(b.group(format!("ep{s}"), (0..n).map(|r| base + r).collect()))
            }
            Some(n) => {
                return Err(opt_err(format!(
                    "--ep {n}: stage {s} has TP {} and DP {}; EP must equal the TP degree, or be ≤ the DP degree when TP is 1",
                    st.tp, st.dp
                )))
            }
            None => None,
        };
        let dp_g = b.group(
            format!("dp{s}"),
            (0..st.dp).map(|r| base + r * st.tp).collect(),
        );
        info.push((tp_g, ep_g, dp_g, base));
        base += st.tp * st.dp;
    }
    let topk = opts.topk.max(1);
    let mut skip_attention = false;
    for (s, st) in plan.stages.iter().enumerate() {
        let (tp_g, ep_g, dp_g, _) = info[s];
        let tp = st.tp;
        let mbs = st.micro_batch_size as f64;
        // The activation group of a tp = 1 stage: its EP group (tokens of
        // `ep` replicas, sharded) or its first device.
        let one = |b: &mut Builder, bytes: f64| match ep_g {
            Some(g) if tp == 1 => {
                let n = b.groups[g as usize].ranks.len() as u32;
                layout(LayoutKind::Shard, g, n, bytes * n as f64)
            }
            _ => {
                let r = b.groups[tp_g as usize].ranks[0];
                let g = b.group(format!("r{r}"), vec![r]);
                layout(LayoutKind::Rep, g, 1, bytes)
            }
        };
        let mut steps_start = b.steps.len();
        if s == 0 {
            let d = workload.layers.first().map_or(0.0, |l| l.out_bytes) * mbs;
            let l = if tp > 1 {
                layout(LayoutKind::Rep, tp_g, tp, d)
            } else {
                one(&mut b, d)
            };
            b.compute("input".into(), l);
            steps_start = b.steps.len();
        }
        let _ = steps_start;
        for li in st.first_layer..st.end_layer {
            let Some(layer) = workload.layers.get(li as usize) else {
                return Err(PassError::Workload(format!(
                    "plan stage {s} names layer {li}, the workload has {}",
                    workload.layers.len()
                )));
            };
            let d = layer.out_bytes * mbs;
            let moe = opts.moe.get(li as usize).copied().unwrap_or(false) && ep_g.is_some();
            if !skip_attention {
                // (else the open boundary transition keeps its label)
                b.label = format!("stage {s} L{li} {}", layer.name);
            }
            b.origin = Origin::Layer(li);
            let name = &layer.name;
            let gather = |b: &mut Builder| {
                if b.cur.kind == LayoutKind::Shard && b.cur.group == tp_g && tp > 1 {
                    b.comm(
                        OpKind::AllGather,
                        tp_g,
                        layout(LayoutKind::Rep, tp_g, tp, d),
                    );
                }
            };
            let reduce = |b: &mut Builder, what: &str| {
                b.comm(
                    OpKind::AllReduce,
                    tp_g,
                    layout(LayoutKind::Rep, tp_g, tp, d),
                );
                if opts.sp {
                    b.comm(OpKind::Slice, tp_g, layout(LayoutKind::Shard, tp_g, tp, d));
                    b.compute(
                        format!("L{li} {name}: {what} residual + LayerNorm (SP, sequence shard)"),
                        layout(LayoutKind::Shard, tp_g, tp, d),
                    );
                }
            };
            match (layer.tp, tp > 1) {
                (TpKind::TransformerBlock, true) => {
                    if !std::mem::take(&mut skip_attention) {
                        gather(&mut b);
                        b.compute(
                            format!("L{li} {name}: attention (QKV column-parallel, heads split, out row-parallel)"),
                            layout(LayoutKind::Part, tp_g, tp, d),
                        );
                        reduce(&mut b, "attention");
                    }
                    if moe {
                        gather(&mut b);
                        moe_region(&mut b, li, name, topk, ep_g.unwrap_or(tp_g), d);
                        if !opts.sp {
                            b.comm(
                                OpKind::AllGather,
                                tp_g,
                                layout(LayoutKind::Rep, tp_g, tp, d),
                            );
                        }
                    } else {
                        gather(&mut b);
                        b.compute(
                            format!("L{li} {name}: MLP (fc1 column-parallel, fc2 row-parallel)"),
                            layout(LayoutKind::Part, tp_g, tp, d),
                        );
                        reduce(&mut b, "MLP");
                    }
                }
                (TpKind::VocabParallel, true) => {
                    gather(&mut b);
                    b.compute(
                        format!("L{li} {name}: vocabulary-parallel"),
                        layout(LayoutKind::Part, tp_g, tp, d),
                    );
                    b.comm(
                        OpKind::AllReduce,
                        tp_g,
                        layout(LayoutKind::Rep, tp_g, tp, d),
                    );
                }
                _ => {
                    gather(&mut b);
                    let out = if tp > 1 {
                        layout(LayoutKind::Rep, tp_g, tp, d)
                    } else {
                        one(&mut b, d)
                    };
                    if moe {
                        if !std::mem::take(&mut skip_attention) {
                            b.compute(format!("L{li} {name}: attention"), out.clone());
                        }
                        let g = ep_g.unwrap_or(out.group);
                        moe_region(&mut b, li, name, topk, g, out.bytes);
                    } else {
                        b.compute(format!("L{li} {name}"), out);
                    }
                }
            }
        }
        // Pipeline boundary to the next stage.
        let mut open_boundary = false;
        if let Some(next) = plan.stages.get(s + 1) {
            let (ntp_g, nep_g, _, _) = info[s + 1];
            let first = next.first_layer as usize;
            let next_moe = opts.moe.get(first).copied().unwrap_or(false) && nep_g.is_some();
            if next_moe {
                // Chimera fig. 8: the boundary sits at the expert input.
                let name = workload.layers.get(first).map_or("", |l| l.name.as_str());
                gather(&mut b, tp_g, tp);
                // A fresh activation: the routes of an earlier gate were
                // consumed by its combine.
                let out = Layout {
                    topk: None,
                    ..b.cur.clone()
                };
                b.compute(
                    format!("L{first} {name}: attention (boundary moved to the expert input)"),
                    out,
                );
                skip_attention = true;
                open_boundary = true;
            }
            b.label = format!("stage {s} → stage {}", s + 1);
            b.origin = Origin::Boundary(st.end_layer.saturating_sub(1));
            let ntp = next.tp;
            let to = if tp == 1 && ntp == 1 {
                match nep_g {
                    Some(g) if b.cur.n == b.groups[g as usize].ranks.len() as u32 => g,
                    _ => {
                        let r = base_of(&info, s + 1);
                        b.group(format!("r{r}"), vec![r])
                    }
                }
            } else {
                ntp_g
            };
            let n = b.groups[to as usize].ranks.len() as u32;
            for (op, after) in boundary::pp_boundary(&b.cur, tp, to, n, ntp) {
                b.comm(op.kind, op.group, after);
            }
        }
        // A boundary at an expert input stays open: the receiving stage's
        // gate and dispatch join it, so that fusion sees P2P ; gate ;
        // all-to-all (fig. 8). It is printed with the receiving stage.
        if !open_boundary {
            b.flush();
        }
        let params: u64 = workload.layers[(st.first_layer as usize).min(workload.layers.len())
            ..(st.end_layer as usize).min(workload.layers.len())]
            .iter()
            .map(|l| l.params)
            .sum();
        let grad = params as f64 * workload.dtype.size_bytes() as f64 / tp as f64;
        stages.push(StageProgram {
            stage: s,
            steps: std::mem::take(&mut b.steps),
            grad_sync: (st.dp > 1).then_some((dp_g, grad)),
        });
    }
    Ok(CommProgram {
        groups: b.groups,
        transitions: b.transitions,
        origins: b.origins,
        stages,
        ranks: Vec::new(),
    })
}

fn base_of(info: &[(u32, Option<u32>, u32, u32)], s: usize) -> u32 {
    info[s].3
}

fn gather(b: &mut Builder, tp_g: u32, tp: u32) {
    if b.cur.kind == LayoutKind::Shard && b.cur.group == tp_g && tp > 1 {
        let d = b.cur.bytes;
        b.comm(
            OpKind::AllGather,
            tp_g,
            layout(LayoutKind::Rep, tp_g, tp, d),
        );
    }
}

/// Gate + all-to-all dispatch, experts, all-to-all combine over `ep_g`.
fn moe_region(b: &mut Builder, li: u32, name: &str, k: u32, ep_g: u32, d: f64) {
    let n = b.groups[ep_g as usize].ranks.len() as u32;
    let k = k.min(n);
    let routed = Layout {
        kind: LayoutKind::Routed,
        group: ep_g,
        n,
        bytes: b.cur.bytes.max(d),
        topk: Some(k),
    };
    let mut gated = b.cur.clone();
    gated.topk = Some(k);
    b.comm(OpKind::Gate(k), ep_g, gated);
    b.comm(OpKind::AllToAll, ep_g, routed.clone());
    b.compute(
        format!("L{li} {name}: experts (EP over {n} devices, top-{k})"),
        routed.clone(),
    );
    b.comm(
        OpKind::AllToAll,
        ep_g,
        Layout {
            kind: LayoutKind::Shard,
            ..routed
        },
    );
}
