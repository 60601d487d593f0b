//! The per-rank view of [`super`]: every rank's schedule over a bundle's
//! stages, with one [`Transition`] per boundary tensor and pair of
//! replicas, as one [`CommProgram`] that comm fusion rewrites and the
//! runtime executes.
//!
//! Built from the bundle manifest alone (stages with TP/DP and boundary
//! tensors — their layouts and gradients —, ranks with stage, TP rank, DP
//! replica, chip and weights, the plan's micro-batch count and warm-ups),
//! which is checked as it is read: every inconsistency is an error naming
//! the stage, rank or tensor. Micro-batch `m` is served by replica `m mod
//! dp` of each stage.
//!
//! **Boundaries.** Output `h` of stage `i` moves from the TP group of the
//! micro-batch's replica of stage `i` to that of stage `i+1` by the
//! transition [`super::boundary::pp_boundary`] gives: its input is the
//! tensor over the sending group — `part` where the stage leaves it a sum
//! over its TP ranks (the manifest's `"layout": "partial"`), else `rep` —
//! and the chain ends with the whole tensor on every receiving rank. A
//! tensor is one transition per (boundary, tensor, sending replica,
//! receiving replica); every rank of any of its groups runs its part of it
//! for each micro-batch ([`Instr::Comm`]): a sending rank right after the
//! compute that produced the tensor, a receiving rank right before the
//! compute that reads it. The first stage reads the model inputs, the last
//! writes the model outputs.
//!
//! **Training** (a manifest with a `"training"` section): every rank runs
//! its stage's schedule — the plan's per-stage warm-up count `w` gives the
//! lane's 1F1B / H-1F1B / GPipe order ([`hetc_ir::plan::stage_order`]`(w,
//! n)` over the `n` micro-batches of its DP replica, as the simulator runs
//! it). A forward takes in the stage inputs (the last stage also the
//! `labels`), computes and hands the outputs on (the last stage outputs its
//! loss); a backward takes in the cotangents of the stage's float outputs
//! from the next stage, computes, and hands the gradients of its float
//! inputs back: the same boundary rule from the replicated gradient (every
//! TP rank holds it whole) over the later stage's group to the earlier
//! stage's, with [`Instr::Comm`]`{grad: true}`. Training outputs are never
//! partial. After the last backward, [`Instr::GradSync`] sums weight
//! gradients over every rank that holds the same shard of the same weight
//! in another DP replica or another stage (tied weights): one bucket per
//! distinct rank group, all groups in one global order (so collectives
//! never wait on each other in a cycle), as a ring AllReduce inside one
//! chip type or China Mobile's 3-phase AllReduce when the group spans chip
//! types; then [`Instr::Update`] applies the optimizer step. With ZeRO-1
//! (the manifest's `training.zero: 1`) a sync inside one chip type is
//! marked `zero`: the ring's ReduceScatter, each member updating only its
//! segment of the bucket, then the AllGather of the updated weights (the
//! executor runs the gather after the update). A group across chip types
//! whose types have equal rank counts is marked too: the 3-phase AllReduce
//! in ReduceScatter form (ReduceScatter inside each type, AllReduce of each
//! segment between the ranks of equal position across types, AllGather
//! inside each type after the update), so each rank keeps the state of
//! `1/m` of the bucket (`m` ranks per type). A group whose types have
//! unequal rank counts (a tied embedding between a DP-1 stage on one chip
//! type and a DP-2 stage on another) is marked too, and runs as one ring
//! over the whole group in group order (ReduceScatter, update, AllGather:
//! [`hetc_ir::comm_program::zero_domains`]), each rank keeping `1/n` of the
//! state; without ZeRO-1 it is the 3-phase AllReduce (a reduce onto each
//! type's leader, AllReduce between leaders, broadcast).
//!
//! Assumes every stage input is an output of the stage before it (stage
//! extraction passes values through). Deliberately does not fuse: the
//! transitions are the unfused chains, [`crate::comm_fusion::fuse_program`]
//! rewrites them.

use super::boundary::pp_boundary;
use crate::PassError;
use hetc_ir::comm_program::{
    CommError, CommProgram, Group, Instr, Layout, LayoutKind, Phase, RankProgram, Transition,
    MAX_MICRO_BATCHES, SYNC_TAG,
};
use hetc_ir::manifest::{BoundaryTensor, BundleManifest, RankEntry, ShardLayout};
use hetc_ir::DType;
use std::collections::{BTreeMap, BTreeSet};

type Result<T> = std::result::Result<T, PassError>;

fn bad(m: impl Into<String>) -> PassError {
    PassError::Comm(CommError::Malformed(m.into()))
}

/// A boundary tensor of the manifest.
struct Bound {
    name: String,
    dtype: DType,
    bytes: u64,
    /// This rank's term of a sum over the stage's TP ranks.
    partial: bool,
    /// Training: the backward takes this output's cotangent / gives this
    /// input's gradient.
    grad: bool,
}

struct Stage {
    tp: usize,
    dp: usize,
    inputs: Vec<Bound>,
    outputs: Vec<Bound>,
    /// rank of (dp replica, tp rank)
    ranks: Vec<Vec<Option<usize>>>,
}

fn tensors(list: &[BoundaryTensor], what: &str) -> Result<Vec<Bound>> {
    list.iter()
        .map(|t| {
            let (name, ty) = (&t.name, &t.ty);
            let f32 = ty.dtype == DType::F32;
            let (partial, grad) = (t.partial(), t.grad());
            if grad && !ty.dtype.is_float() {
                return Err(bad(format!(
                    "{what}: {name}: only float tensors carry gradients, not {ty}"
                )));
            }
            if partial && !f32 {
                return Err(bad(format!(
                    "{what}: {name}: a partial boundary must be f32, not {ty}"
                )));
            }
            Ok(Bound {
                name: name.clone(),
                dtype: ty.dtype,
                bytes: t.bytes(),
                partial,
                grad,
            })
        })
        .collect()
}

/// The groups and transitions being built, deduplicated.
#[derive(Default)]
struct Net {
    groups: Vec<Group>,
    transitions: Vec<Transition>,
    /// (from stage, to stage, tensor, from replica, to replica) → transition.
    made: BTreeMap<(usize, usize, String, usize, usize), usize>,
}

impl Net {
    fn group(&mut self, name: String, ranks: Vec<usize>) -> u32 {
        let ranks: Vec<u32> = ranks.into_iter().map(|r| r as u32).collect();
        if let Some(i) = self.groups.iter().position(|g| g.ranks == ranks) {
            return i as u32;
        }
        self.groups.push(Group { name, ranks });
        (self.groups.len() - 1) as u32
    }
}

/// The stages of a manifest and how their boundaries move (module doc).
struct Pipeline<'a> {
    stages: &'a [Stage],
}

impl Pipeline<'_> {
    /// The rank of stage `i`'s DP replica `d`, TP rank `t`.
    fn at(&self, i: usize, d: usize, t: usize) -> Result<usize> {
        self.stages[i].ranks[d][t]
            .ok_or_else(|| bad(format!("stage {i} tp {t} dp {d} has no rank")))
    }

    /// The group of stage `i`'s DP replica `d`: its TP ranks (`tp<i>`,
    /// `tp<i>.<d>` with several replicas, `r<rank>` for one device).
    fn group(&self, net: &mut Net, i: usize, d: usize) -> Result<u32> {
        let s = &self.stages[i];
        let ranks = (0..s.tp)
            .map(|t| self.at(i, d, t))
            .collect::<Result<Vec<_>>>()?;
        let name = match (s.tp, s.dp) {
            (1, _) => format!("r{}", ranks[0]),
            (_, 1) => format!("tp{i}"),
            _ => format!("tp{i}.{d}"),
        };
        Ok(net.group(name, ranks))
    }

    /// The transition of tensor `b` from stage `from`'s replica `fd` to
    /// stage `to`'s replica `td` (`to = from ± 1`; backward: the gradient).
    fn transition(
        &self,
        net: &mut Net,
        (from, fd): (usize, usize),
        (to, td): (usize, usize),
        b: &Bound,
    ) -> Result<usize> {
        let key = (from, to, b.name.clone(), fd, td);
        if let Some(&t) = net.made.get(&key) {
            return Ok(t);
        }
        let (src, dst) = (self.group(net, from, fd)?, self.group(net, to, td)?);
        let (stp, dtp) = (self.stages[from].tp as u32, self.stages[to].tp as u32);
        let input = Layout {
            kind: if b.partial && to > from {
                LayoutKind::Part
            } else {
                LayoutKind::Rep
            },
            group: src,
            n: stp,
            bytes: b.bytes as f64,
            topk: None,
        };
        let ops: Vec<_> = pp_boundary(&input, stp, dst, dtp, dtp)
            .into_iter()
            .map(|(op, _)| op)
            .collect();
        let replicas = if self.stages[from].dp > 1 || self.stages[to].dp > 1 {
            format!(" (replica {fd} → {td})")
        } else {
            String::new()
        };
        let what = if to > from {
            b.name.clone()
        } else {
            format!("∂{}", b.name)
        };
        net.transitions.push(Transition {
            label: format!("stage {from} → stage {to}: {what}{replicas}"),
            input,
            ops,
        });
        let t = net.transitions.len() - 1;
        net.made.insert(key, t);
        Ok(t)
    }

    /// `p`'s forward of micro-batch `mb`: take in every boundary input (and
    /// `labels` = (name, bytes) on a training bundle's last stage), compute,
    /// hand on every boundary output.
    fn forward(
        &self,
        net: &mut Net,
        p: &mut RankProgram,
        mb: u32,
        labels: Option<(&str, u64)>,
    ) -> Result<()> {
        let (i, d) = (p.stage, p.dp_replica);
        let (stages, last) = (self.stages, self.stages.len() - 1);
        let s = &stages[i];
        for b in &s.inputs {
            if i == 0 {
                p.instrs.push(Instr::Input {
                    tensor: b.name.clone(),
                    bytes: b.bytes,
                    micro_batch: mb,
                });
                continue;
            }
            let prev = &stages[i - 1];
            let made = prev
                .outputs
                .iter()
                .find(|o| o.name == b.name)
                .ok_or_else(|| {
                    bad(format!(
                        "stage {i}: input {} is not an output of stage {}",
                        b.name,
                        i - 1
                    ))
                })?;
            if (made.dtype, made.bytes) != (b.dtype, b.bytes) {
                return Err(bad(format!(
                    "stage {i}: input {} is {} bytes of {}, stage {} outputs {} bytes of {}",
                    b.name,
                    b.bytes,
                    b.dtype.name(),
                    i - 1,
                    made.bytes,
                    made.dtype.name()
                )));
            }
            let pd = mb as usize % prev.dp;
            let t = self.transition(net, (i - 1, pd), (i, d), made)?;
            p.instrs.push(comm(t, made, mb, false));
        }
        if let (Some((tensor, bytes)), true) = (labels, i == last) {
            p.instrs.push(Instr::Input {
                tensor: tensor.to_string(),
                bytes,
                micro_batch: mb,
            });
        }
        p.instrs.push(Instr::Compute {
            stage: i,
            phase: Phase::Forward,
            micro_batch: mb,
        });
        for b in &s.outputs {
            if i == last {
                p.instrs.push(Instr::Output {
                    tensor: b.name.clone(),
                    bytes: b.bytes,
                    micro_batch: mb,
                });
                continue;
            }
            let nd = mb as usize % stages[i + 1].dp;
            let t = self.transition(net, (i, d), (i + 1, nd), b)?;
            p.instrs.push(comm(t, b, mb, false));
        }
        Ok(())
    }

    /// `p`'s backward of micro-batch `mb`: take in the cotangents of the
    /// float outputs, compute, hand back the gradients of the float inputs.
    fn backward(&self, net: &mut Net, p: &mut RankProgram, mb: u32) -> Result<()> {
        let (i, d) = (p.stage, p.dp_replica);
        let (stages, last) = (self.stages, self.stages.len() - 1);
        let s = &stages[i];
        if i < last {
            let nd = mb as usize % stages[i + 1].dp;
            for b in s.outputs.iter().filter(|b| b.grad) {
                let t = self.transition(net, (i + 1, nd), (i, d), b)?;
                p.instrs.push(comm(t, b, mb, true));
            }
        }
        p.instrs.push(Instr::Compute {
            stage: i,
            phase: Phase::Backward,
            micro_batch: mb,
        });
        if i > 0 {
            let pd = mb as usize % stages[i - 1].dp;
            for b in s.inputs.iter().filter(|b| b.grad) {
                let t = self.transition(net, (i, d), (i - 1, pd), b)?;
                p.instrs.push(comm(t, b, mb, true));
            }
        }
        Ok(())
    }
}

fn comm(transition: usize, b: &Bound, micro_batch: u32, grad: bool) -> Instr {
    Instr::Comm {
        transition,
        tensor: b.name.clone(),
        dtype: b.dtype,
        bytes: b.bytes,
        micro_batch,
        grad,
    }
}

/// Every rank's schedule for the manifest's plan, unfused (module doc).
pub fn rank_programs(m: &BundleManifest) -> Result<CommProgram> {
    let micro = u32::try_from(m.plan.num_micro_batches).unwrap_or(u32::MAX);
    if micro >= MAX_MICRO_BATCHES {
        return Err(bad(format!(
            "plan: {micro} micro-batches exceed the tag space"
        )));
    }
    let mut stages = Vec::new();
    for (i, s) in m.stages.iter().enumerate() {
        let what = format!("stage {i}");
        let (tp, dp) = (s.tp, s.dp);
        if tp == 0 || dp == 0 || tp.saturating_mul(dp) > 1 << 20 {
            return Err(bad(format!("{what}: tp {tp} × dp {dp}")));
        }
        stages.push(Stage {
            tp,
            dp,
            inputs: tensors(&s.inputs, &what)?,
            outputs: tensors(&s.outputs, &what)?,
            ranks: vec![vec![None; tp]; dp],
        });
    }
    if stages.is_empty() {
        return Err(bad("the manifest has no stage"));
    }
    let mut progs = Vec::with_capacity(m.ranks.len());
    for (k, r) in m.ranks.iter().enumerate() {
        let what = format!("rank entry {k}");
        let (rank, stage, t, d) = (r.rank, r.stage, r.tp_rank, r.dp_replica);
        if rank != k {
            return Err(bad(format!(
                "{what} says rank {rank}: ranks must be listed in order"
            )));
        }
        let slot = stages
            .get_mut(stage)
            .and_then(|s| s.ranks.get_mut(d))
            .and_then(|row| row.get_mut(t))
            .ok_or_else(|| {
                bad(format!(
                    "{what}: stage {stage} tp {t} dp {d} outside the plan"
                ))
            })?;
        if slot.replace(rank).is_some() {
            return Err(bad(format!(
                "{what}: stage {stage} tp {t} dp {d} listed twice"
            )));
        }
        progs.push(RankProgram {
            rank,
            stage,
            tp_rank: t,
            dp_replica: d,
            instrs: Vec::new(),
        });
    }
    let last = stages.len() - 1;
    for (i, s) in stages.iter().enumerate() {
        if let Some(b) = s
            .outputs
            .iter()
            .find(|b| b.partial && (i == last || s.tp < 2))
        {
            return Err(bad(format!(
                "stage {i}: output {} cannot be partial (a model output, or a stage without TP)",
                b.name
            )));
        }
    }
    let mut net = Net::default();
    let pipe = Pipeline { stages: &stages };
    if m.training.is_some() {
        training(m, &pipe, &mut net, &mut progs, micro)?;
    } else {
        for p in &mut progs {
            let (dp, d) = (stages[p.stage].dp, p.dp_replica);
            for mb in (0..micro).filter(|mb| *mb as usize % dp == d) {
                pipe.forward(&mut net, p, mb, None)?;
            }
        }
    }
    let prog = CommProgram {
        groups: net.groups,
        transitions: net.transitions,
        ranks: progs,
        ..CommProgram::default()
    };
    prog.check()?;
    Ok(prog)
}

/// A weight shard of a rank (manifest `ranks[k].weights`): the key that
/// identifies the elements it holds, and the bytes of its (f32) gradient.
struct Held {
    name: String,
    /// `(layout, tp)`: equal keys over stages hold equal shards (`rep`, or
    /// `split:<axis>:<groups>` of the whole weight).
    layout: (ShardLayout, usize),
    bytes: u64,
}

fn held(r: &RankEntry, tp: usize, what: &str) -> Result<Vec<Held>> {
    r.weights
        .as_deref()
        .ok_or_else(|| bad(format!("{what}: missing \"weights\"")))?
        .iter()
        .map(|w| {
            // f32 weights, or the 16-bit compute copies of f32 masters
            // (mixed precision): either way the gradients synced are f32.
            if !matches!(w.ty.dtype, DType::F32 | DType::BF16 | DType::F16) {
                return Err(bad(format!(
                    "{what}: weight {}: training updates f32 weights (or bf16/f16 copies of f32 masters), not {}",
                    w.name, w.ty
                )));
            }
            Ok(Held {
                layout: (w.layout, tp),
                bytes: w.ty.num_elements().unwrap_or(0) * 4,
                name: w.name.clone(),
            })
        })
        .collect()
}

/// A rank's gradient buckets: sync group → (weights, bytes).
type Buckets = BTreeMap<Vec<usize>, (Vec<String>, u64)>;

/// The training schedules (module doc): `progs` come in with rank, stage
/// and TP/DP position set and get their instructions.
fn training(
    m: &BundleManifest,
    pipe: &Pipeline<'_>,
    net: &mut Net,
    progs: &mut [RankProgram],
    micro: u32,
) -> Result<()> {
    let stages = pipe.stages;
    let last = stages.len() - 1;
    let tr = m.training.as_ref().expect("a training manifest");
    let labels = &tr.labels;
    let zero = match tr.zero {
        0 => false,
        1 => true,
        z => {
            return Err(bad(format!(
                "training: ZeRO stage {z}: only 0 (off) and 1 (optimizer state sharded) exist"
            )))
        }
    };
    let labels_name = labels.name.clone();
    let labels_bytes = labels.ty.size_bytes().unwrap_or(0);
    let plan_stages = &m.plan.stages;
    if plan_stages.len() != stages.len() {
        return Err(bad(format!(
            "plan has {} stages, the manifest {}",
            plan_stages.len(),
            stages.len()
        )));
    }
    for (i, s) in stages.iter().enumerate() {
        if s.outputs.iter().any(|b| b.partial) {
            return Err(bad(format!(
                "stage {i}: training boundaries cannot be partial"
            )));
        }
        if i == last && (s.outputs.len() != 1 || !s.outputs[0].grad || s.outputs[0].bytes != 4) {
            return Err(bad(format!(
                "stage {i}: the last stage of a training bundle must output one f32 scalar loss"
            )));
        }
    }
    // Which ranks hold which shard: (name, layout, tp rank if split) → ranks.
    let mut holders: BTreeMap<(String, ShardLayout, usize), Vec<usize>> = BTreeMap::new();
    let mut layout_of: BTreeMap<String, ((ShardLayout, usize), usize)> = BTreeMap::new();
    let mut chips = Vec::with_capacity(progs.len());
    let mut held_by = Vec::with_capacity(progs.len());
    for (p, r) in progs.iter().zip(&m.ranks) {
        let what = format!("rank entry {}", p.rank);
        let ws = held(r, stages[p.stage].tp, &what)?;
        for w in &ws {
            match layout_of.get(&w.name) {
                Some((l, st)) if *l != w.layout => {
                    return Err(bad(format!(
                        "weight {} is held as {} over TP {} in stage {st} and as {} over TP {} in stage {}: training needs one layout where a weight is shared",
                        w.name, l.0, l.1, w.layout.0, w.layout.1, p.stage
                    )))
                }
                Some(_) => {}
                None => {
                    layout_of.insert(w.name.clone(), (w.layout, p.stage));
                }
            }
            // Every TP rank holds its own copy or shard: TP rank t syncs
            // with TP rank t of the other replicas and stages (Megatron's
            // DP groups per TP rank).
            holders
                .entry((w.name.clone(), w.layout.0, p.tp_rank))
                .or_default()
                .push(p.rank);
        }
        chips.push(r.chip.clone());
        held_by.push(ws);
    }
    // Buckets: per rank, its weights grouped by the ranks they sync with;
    // one global order of the distinct groups.
    let mut groups: BTreeSet<Vec<usize>> = BTreeSet::new();
    let mut buckets: Vec<Buckets> = Vec::with_capacity(progs.len());
    for (p, ws) in progs.iter().zip(&held_by) {
        let mut b = Buckets::new();
        for w in ws {
            let mut g = holders[&(w.name.clone(), w.layout.0, p.tp_rank)].clone();
            g.sort_unstable();
            if g.len() < 2 {
                continue;
            }
            groups.insert(g.clone());
            let e = b.entry(g).or_default();
            e.0.push(w.name.clone());
            e.1 += w.bytes;
        }
        for (names, _) in b.values_mut() {
            names.sort();
        }
        buckets.push(b);
    }
    let index: BTreeMap<&Vec<usize>, u32> = groups.iter().zip(0u32..).collect();
    if groups.len() as u64 * 4 >= u64::from(SYNC_TAG) {
        return Err(bad("too many gradient sync groups for the tag space"));
    }
    for (k, p) in progs.iter_mut().enumerate() {
        let (i, d) = (p.stage, p.dp_replica);
        let s = &stages[i];
        let mine: Vec<u32> = (0..micro).filter(|mb| *mb as usize % s.dp == d).collect();
        let warmup = plan_stages[i].warmup;
        for step in hetc_ir::plan::stage_order(warmup, mine.len() as u64) {
            match step {
                hetc_ir::plan::Step::Forward(j) => {
                    pipe.forward(net, p, mine[j as usize], Some((&labels_name, labels_bytes)))?
                }
                hetc_ir::plan::Step::Backward(j) => pipe.backward(net, p, mine[j as usize])?,
            }
        }
        for (g, (weights, bytes)) in &buckets[k] {
            let chips: Vec<String> = g.iter().map(|&r| chips[r].clone()).collect();
            // ZeRO-1 over the group's domains (module doc).
            p.instrs.push(Instr::GradSync {
                index: index[g],
                chips,
                group: g.clone(),
                weights: weights.clone(),
                bytes: *bytes,
                zero,
            });
        }
        p.instrs.push(Instr::Update);
    }
    Ok(())
}

/// Test manifests: the fields a test states, completed with defaults.
#[cfg(test)]
pub(crate) mod testing {
    use hetc_ir::manifest::{BundleManifest, ManifestError};
    use serde_json::{json, Value};

    fn fill(v: &mut Value, defaults: Value) {
        let (Some(o), Value::Object(d)) = (v.as_object_mut(), defaults) else {
            return;
        };
        for (k, x) in d {
            o.entry(k).or_insert(x);
        }
    }

    /// The elements of the list at JSON pointer `at`, numbered.
    fn items<'a>(v: &'a mut Value, at: &str) -> impl Iterator<Item = (usize, &'a mut Value)> {
        v.pointer_mut(at)
            .and_then(Value::as_array_mut)
            .into_iter()
            .flatten()
            .enumerate()
    }

    /// `v` (a manifest with only the fields a test cares about) completed
    /// into a whole one, as JSON.
    pub fn complete(mut v: Value) -> Value {
        let n_stages = v
            .pointer("/stages")
            .and_then(Value::as_array)
            .map_or(0, Vec::len);
        fill(
            &mut v,
            json!({"format_version": hetc_ir::manifest::FORMAT_VERSION, "hetc_version": "0",
                   "model": {"name": "m", "sha256": "0"},
                   "cluster": {"name": "c", "chips": [], "meshes": []},
                   "comm_fusion": false, "files": {}, "plan": {}}),
        );
        let plan = v.pointer_mut("/plan").expect("filled");
        fill(
            plan,
            json!({"planner": "test", "model": "m", "cluster": "c", "num_layers": n_stages,
                          "global_batch": 1, "tokens_per_sample": 1, "num_micro_batches": 1,
                          "schedule": "gpipe", "stages": (0..n_stages).map(|_| json!({})).collect::<Vec<_>>(),
                          "predicted": {"iteration_s": 0.0, "tokens_per_s": 0.0, "load_balance_eta": 1.0, "stages": []}}),
        );
        for (i, st) in items(plan, "/stages") {
            fill(
                st,
                json!({"first_layer": i, "end_layer": i + 1, "chip": "A",
                            "devices": {"mesh": "a", "first": 0, "count": 1}, "tp": 1, "dp": 1,
                            "recompute": false, "micro_batch_size": 1, "warmup": 1}),
            );
        }
        for (i, st) in items(&mut v, "/stages") {
            fill(
                st,
                json!({"index": i, "layers": [i, i + 1], "chip": "A", "vendor": "cpu",
                            "vendor_selected": true, "stablehlo": "", "code": [], "weights": [],
                            "rank_graphs": []}),
            );
        }
        for (_, r) in items(&mut v, "/ranks") {
            fill(
                r,
                json!({"vendor": "cpu", "chip": "A", "mesh": "a", "device": 0,
                           "artifacts": [], "segments": []}),
            );
            // A weight's whole type defaults to its shard's.
            for (_, w) in items(r, "/weights") {
                if let Some(ty) = w.pointer("/type").cloned() {
                    fill(w, json!({ "full": ty }));
                }
            }
        }
        if let Some(t) = v.pointer_mut("/training") {
            fill(
                t,
                json!({"loss": "cross_entropy", "optimizer": {"kind": "sgd", "lr": 0.1},
                           "loss_scale": 1.0}),
            );
        }
        v
    }

    /// [`complete`], parsed.
    pub fn manifest(v: Value) -> Result<BundleManifest, ManifestError> {
        BundleManifest::from_value(&complete(v))
    }

    /// Set the field at JSON pointer `at` (whose parent must exist) to `x`.
    pub fn set(v: &mut Value, at: &str, x: Value) {
        let (parent, key) = at.rsplit_once('/').expect("a JSON pointer");
        match v.pointer_mut(parent) {
            Some(Value::Object(o)) => {
                o.insert(key.to_string(), x);
            }
            Some(Value::Array(a)) => a[key.parse::<usize>().expect("an index")] = x,
            _ => panic!("no {parent}"),
        }
    }
}

#[cfg(test)]
mod tests;
