//! Communication programs: per rank, the ordered instructions of a forward
//! (inference) pipeline over a bundle's stages.
//!
//! Built from `manifest.json` alone (stages with TP/DP and boundary tensors,
//! ranks with stage, TP rank and DP replica, the plan's micro-batch count,
//! `comm_fusion`), which is untrusted input: every missing or malformed
//! field is an error naming it. Micro-batch `m` is served by replica
//! `m mod dp` of each stage. Per micro-batch a rank takes in every boundary
//! input, computes, and hands on every boundary output.
//!
//! A boundary tensor moves from stage `i−1`'s TP group (of the micro-batch's
//! replica) to stage `i`'s in one of two ways:
//! * plain (`comm_fusion` false, or a tensor the fused form cannot carry):
//!   TP rank `t` of stage `i` receives the whole replicated tensor from TP
//!   rank `t mod tp(i−1)`;
//! * fused (Chimera's M2MS, Megatron's scatter/gather): an [`Instr::M2ms`]
//!   in which source position `s` sends each destination `d` the part of
//!   the destination's element segment `d` (of `tp(i)` equal segments) that
//!   lies in the source's own segment (a replicated source), or the whole
//!   destination segment (a `partial` source, whose sum the destination
//!   forms in source order), then an [`Instr::AllGather`] of the segments in
//!   the destination group. Each link carries `1/tp(i−1)` (replicated) of
//!   the tensor instead of all of it, and a stage's last all-reduce folds
//!   into the M2MS. f32 tensors only, with an element count that `tp(i)`
//!   divides (otherwise the destinations take whole tensors, no gather).
//!
//! Every message has exactly one matching receive with the same byte count,
//! in the same per-pair order (the transports' order guarantee). Messages
//! are tagged with their micro-batch; boundary all-gathers with
//! [`GATHER_TAG`]` | micro-batch`.
//!
//! **Training** (a manifest with a `"training"` section, written by
//! `hetc compile --train`): every rank runs its stage's schedule — the plan's
//! per-stage warm-up count `w` gives the lane's 1F1B / H-1F1B / GPipe order
//! ([`hetc_ir::plan::stage_order`]`(w, n)` over the `n` micro-batches
//! of its DP replica, as the simulator runs it). A forward receives the
//! stage inputs (the first stage reads the model inputs, the last also the
//! `labels`), computes, and sends the outputs on (the last stage outputs its
//! loss); a backward receives the cotangents of the stage's float outputs
//! from the next stage ([`Instr::RecvGrad`], tag [`GRAD_TAG`]` | mb`; the
//! last stage's cotangent is the loss scale, supplied by the executor),
//! computes, and sends the gradients of its float inputs back
//! ([`Instr::SendGrad`]). TP rank `t` of stage `i` sends its input gradients
//! to the ranks `t'` of stage `i−1` with `t' mod tp(i) = t` (every TP rank
//! holds the whole replicated gradient), mirroring the forward pairing.
//! Training boundaries are always plain (no fused M2MS). After the last
//! backward, [`Instr::GradSync`] sums weight gradients over every rank that
//! holds the same shard of the same weight in another DP replica or another
//! stage (tied weights): one bucket per distinct rank group, all groups in
//! one global order (so collectives never wait on each other in a cycle),
//! as a ring AllReduce inside one chip type or China Mobile's 3-phase
//! AllReduce when the group spans chip types; then [`Instr::Update`]
//! applies the optimizer step.

use crate::error::{Result, RuntimeError};
use hetc_ir::manifest::{BoundaryTensor, BundleManifest, RankEntry, ShardLayout};
use hetc_ir::DType;

pub use hetc_ir::comm_program::{
    CommProgram, Instr, Phase, BARRIER_TAG, GATHER_TAG, GRAD_TAG, NORM_TAG, SYNC_TAG,
};

fn bad(m: impl Into<String>) -> RuntimeError {
    RuntimeError::Bundle(m.into())
}

/// A boundary tensor of the manifest.
struct Bound {
    name: String,
    bytes: u64,
    f32: bool,
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
            if grad && !f32 {
                return Err(bad(format!(
                    "{what}: {name}: only f32 tensors carry gradients, not {ty}"
                )));
            }
            if partial && !f32 {
                return Err(bad(format!(
                    "{what}: {name}: a partial boundary must be f32, not {ty}"
                )));
            }
            Ok(Bound {
                name: name.clone(),
                bytes: t.bytes(),
                f32,
                partial,
                grad,
            })
        })
        .collect()
}

/// Every rank's program for the manifest's micro-batches (forward only).
pub fn from_manifest(m: &BundleManifest) -> Result<Vec<CommProgram>> {
    let micro = u32::try_from(m.plan.num_micro_batches).unwrap_or(u32::MAX);
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
    let ranks = &m.ranks;
    let mut progs = Vec::with_capacity(ranks.len());
    for (k, r) in ranks.iter().enumerate() {
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
        progs.push(CommProgram {
            rank,
            stage,
            tp_rank: t,
            dp_replica: d,
            instrs: Vec::new(),
        });
    }
    if m.training.is_some() {
        training(m, &stages, ranks, &mut progs, micro)?;
        return Ok(progs);
    }
    let fusion = m.comm_fusion;
    if u64::from(micro) >= u64::from(GATHER_TAG) {
        return Err(bad(format!(
            "plan: {micro} micro-batches exceed the tag space"
        )));
    }
    let last = stages.len().saturating_sub(1);
    for (i, s) in stages.iter().enumerate() {
        if let Some(b) = s.outputs.iter().find(|b| b.partial && i == last) {
            return Err(bad(format!(
                "stage {i}: model output {} cannot be partial",
                b.name
            )));
        }
    }
    let pipe = Pipeline {
        stages: &stages,
        fusion,
    };
    for p in &mut progs {
        let (dp, d) = (stages[p.stage].dp, p.dp_replica);
        for mb in (0..micro).filter(|mb| *mb as usize % dp == d) {
            pipe.forward(p, mb, None)?;
        }
    }
    Ok(progs)
}

/// The stages of a manifest and how their boundaries move (module doc).
struct Pipeline<'a> {
    stages: &'a [Stage],
    /// Comm fusion: boundaries as M2MS (+ all-gather) where possible.
    fusion: bool,
}

impl Pipeline<'_> {
    /// The rank of stage `i`'s DP replica `d`, TP rank `t`.
    fn at(&self, i: usize, d: usize, t: usize) -> Result<usize> {
        self.stages[i].ranks[d][t]
            .ok_or_else(|| bad(format!("stage {i} tp {t} dp {d} has no rank")))
    }

    /// The TP group of stage `i`'s DP replica `d`.
    fn group(&self, i: usize, d: usize) -> Result<Vec<usize>> {
        (0..self.stages[i].tp).map(|t| self.at(i, d, t)).collect()
    }

    /// How output `b` of stage `i` reaches stage `i + 1`: `None` plain,
    /// else fused with destination shards or not.
    fn fused(&self, i: usize, b: &Bound) -> Result<Option<bool>> {
        let (s, next) = (&self.stages[i], &self.stages[i + 1]);
        let shard = next.tp > 1 && (b.bytes / 4) % next.tp as u64 == 0;
        if b.partial && !self.fusion {
            return Err(bad(format!(
                "stage {i}: output {} is partial but \"comm_fusion\" is off",
                b.name
            )));
        }
        let fuse = b.partial || (self.fusion && b.f32 && (s.tp > 1 || shard));
        Ok(fuse.then_some(shard))
    }

    /// `p`'s forward of micro-batch `mb`: take in every boundary input (and
    /// `labels` = (name, bytes) on a training bundle's last stage), compute,
    /// hand on every boundary output.
    fn forward(&self, p: &mut CommProgram, mb: u32, labels: Option<(&str, u64)>) -> Result<()> {
        let (i, t, d) = (p.stage, p.tp_rank, p.dp_replica);
        let (stages, last) = (self.stages, self.stages.len() - 1);
        let s = &stages[i];
        for b in &s.inputs {
            let (tensor, bytes, micro_batch) = (b.name.clone(), b.bytes, mb);
            if i == 0 {
                p.instrs.push(Instr::Input {
                    tensor,
                    bytes,
                    micro_batch,
                });
                continue;
            }
            let prev = &stages[i - 1];
            let pd = mb as usize % prev.dp;
            let made = prev.outputs.iter().find(|o| o.name == b.name);
            let how = match made {
                Some(o) => self.fused(i - 1, o)?.map(|shard| (shard, o.partial)),
                None => None,
            };
            match how {
                Some((dst_shard, src_partial)) => {
                    let dst = self.group(i, d)?;
                    p.instrs.push(Instr::M2ms {
                        src: self.group(i - 1, pd)?,
                        src_partial,
                        dst: dst.clone(),
                        dst_shard,
                        tensor: tensor.clone(),
                        bytes,
                        micro_batch,
                    });
                    if dst_shard {
                        p.instrs.push(Instr::AllGather {
                            group: dst,
                            tensor,
                            bytes,
                            micro_batch,
                        });
                    }
                }
                None => p.instrs.push(Instr::Recv {
                    from: self.at(i - 1, pd, t % prev.tp)?,
                    tensor,
                    bytes,
                    micro_batch,
                }),
            }
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
            let next = &stages[i + 1];
            let nd = mb as usize % next.dp;
            if let Some(dst_shard) = self.fused(i, b)? {
                p.instrs.push(Instr::M2ms {
                    src: self.group(i, d)?,
                    src_partial: b.partial,
                    dst: self.group(i + 1, nd)?,
                    dst_shard,
                    tensor: b.name.clone(),
                    bytes: b.bytes,
                    micro_batch: mb,
                });
                continue;
            }
            for nt in (0..next.tp).filter(|nt| nt % s.tp == t) {
                p.instrs.push(Instr::Send {
                    to: self.at(i + 1, nd, nt)?,
                    tensor: b.name.clone(),
                    bytes: b.bytes,
                    micro_batch: mb,
                });
            }
        }
        Ok(())
    }
}

/// A weight shard of a rank (manifest `ranks[k].weights`): the key that
/// identifies the elements it holds, and its size.
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
            if w.ty.dtype != DType::F32 {
                return Err(bad(format!(
                    "{what}: weight {}: training updates f32 weights, not {}",
                    w.name, w.ty
                )));
            }
            Ok(Held {
                layout: (w.layout, tp),
                bytes: w.ty.size_bytes().unwrap_or(0),
                name: w.name.clone(),
            })
        })
        .collect()
}

/// A rank's gradient buckets: sync group → (weights, bytes).
type Buckets = std::collections::BTreeMap<Vec<usize>, (Vec<String>, u64)>;

/// The training programs (module doc): `progs` come in with rank, stage and
/// TP/DP position set and get their instructions.
fn training(
    m: &BundleManifest,
    stages: &[Stage],
    ranks: &[RankEntry],
    progs: &mut [CommProgram],
    micro: u32,
) -> Result<()> {
    let last = stages.len() - 1;
    let labels = &m.training.as_ref().expect("a training manifest").labels;
    let labels_name = labels.name.clone();
    let labels_bytes = labels.ty.size_bytes().unwrap_or(0);
    if u64::from(micro) >= u64::from(SYNC_TAG) {
        return Err(bad(format!(
            "plan: {micro} micro-batches exceed the tag space"
        )));
    }
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
    // Training boundaries are plain (the module doc).
    let pipe = Pipeline {
        stages,
        fusion: false,
    };
    let at = |i: usize, d: usize, t: usize| pipe.at(i, d, t);
    // Which ranks hold which shard: (name, layout, tp rank if split) → ranks.
    let mut holders: std::collections::BTreeMap<(String, ShardLayout, usize), Vec<usize>> =
        Default::default();
    let mut layout_of: std::collections::BTreeMap<String, ((ShardLayout, usize), usize)> =
        Default::default();
    let mut chips = Vec::with_capacity(progs.len());
    let mut held_by = Vec::with_capacity(progs.len());
    for (p, r) in progs.iter().zip(ranks) {
        let what = format!("rank entry {}", p.rank);
        let chip = r.chip.clone();
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
        chips.push(chip);
        held_by.push(ws);
    }
    // Buckets: per rank, its weights grouped by the ranks they sync with;
    // one global order of the distinct groups.
    let mut groups: std::collections::BTreeSet<Vec<usize>> = Default::default();
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
    let index: std::collections::BTreeMap<&Vec<usize>, u32> = groups.iter().zip(0u32..).collect();
    // The last two slots are the norm all-reduce's and the barrier's.
    if groups.len() as u64 * 4 >= u64::from(SYNC_TAG) - 8 {
        return Err(bad("too many gradient sync groups for the tag space"));
    }
    for (k, p) in progs.iter_mut().enumerate() {
        let (i, t, d) = (p.stage, p.tp_rank, p.dp_replica);
        let s = &stages[i];
        let mine: Vec<u32> = (0..micro).filter(|mb| *mb as usize % s.dp == d).collect();
        let warmup = plan_stages[i].warmup;
        for step in hetc_ir::plan::stage_order(warmup, mine.len() as u64) {
            match step {
                hetc_ir::plan::Step::Forward(j) => {
                    pipe.forward(p, mine[j as usize], Some((&labels_name, labels_bytes)))?;
                }
                hetc_ir::plan::Step::Backward(j) => {
                    let mb = mine[j as usize];
                    if i < last {
                        let next = &stages[i + 1];
                        for b in s.outputs.iter().filter(|b| b.grad) {
                            p.instrs.push(Instr::RecvGrad {
                                from: at(i + 1, mb as usize % next.dp, t % next.tp)?,
                                tensor: b.name.clone(),
                                bytes: b.bytes,
                                micro_batch: mb,
                            });
                        }
                    }
                    p.instrs.push(Instr::Compute {
                        stage: i,
                        phase: Phase::Backward,
                        micro_batch: mb,
                    });
                    if i > 0 {
                        let prev = &stages[i - 1];
                        let pd = mb as usize % prev.dp;
                        for b in s.inputs.iter().filter(|b| b.grad) {
                            for pt in (0..prev.tp).filter(|pt| pt % s.tp == t) {
                                p.instrs.push(Instr::SendGrad {
                                    to: at(i - 1, pd, pt)?,
                                    tensor: b.name.clone(),
                                    bytes: b.bytes,
                                    micro_batch: mb,
                                });
                            }
                        }
                    }
                }
            }
        }
        for (g, (weights, bytes)) in &buckets[k] {
            p.instrs.push(Instr::GradSync {
                index: index[g],
                chips: g.iter().map(|&r| chips[r].clone()).collect(),
                group: g.clone(),
                weights: weights.clone(),
                bytes: *bytes,
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

    /// `v` (a manifest with only the fields a test cares about) completed
    /// into a whole one, as JSON.
    pub fn complete(mut v: Value) -> Value {
        let n_stages = v
            .pointer("/stages")
            .and_then(Value::as_array)
            .map_or(0, Vec::len);
        fill(
            &mut v,
            json!({"format_version": 1, "hetc_version": "0",
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
        for (i, st) in plan
            .pointer_mut("/stages")
            .and_then(Value::as_array_mut)
            .into_iter()
            .flatten()
            .enumerate()
        {
            fill(
                st,
                json!({"first_layer": i, "end_layer": i + 1, "chip": "A",
                            "devices": {"mesh": "a", "first": 0, "count": 1}, "tp": 1, "dp": 1,
                            "recompute": false, "micro_batch_size": 1, "warmup": 1}),
            );
        }
        for (i, st) in v
            .pointer_mut("/stages")
            .and_then(Value::as_array_mut)
            .into_iter()
            .flatten()
            .enumerate()
        {
            fill(
                st,
                json!({"index": i, "layers": [i, i + 1], "chip": "A", "vendor": "cpu",
                            "vendor_selected": true, "stablehlo": "", "code": [], "weights": [],
                            "rank_graphs": []}),
            );
        }
        for r in v
            .pointer_mut("/ranks")
            .and_then(Value::as_array_mut)
            .into_iter()
            .flatten()
        {
            fill(
                r,
                json!({"vendor": "cpu", "chip": "A", "mesh": "a", "device": 0,
                           "artifacts": [], "segments": []}),
            );
            // A weight's whole type defaults to its shard's.
            for w in r
                .pointer_mut("/weights")
                .and_then(Value::as_array_mut)
                .into_iter()
                .flatten()
            {
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
mod tests {
    use super::testing::{complete, set};
    use super::*;
    use serde_json::{json, Value};

    fn typed(v: Value) -> BundleManifest {
        super::testing::manifest(v).unwrap()
    }

    #[test]
    fn programs_round_trip_through_json_and_malformed_fields_are_named() {
        for p in from_manifest(&typed(manifest())).unwrap() {
            assert_eq!(CommProgram::from_json(&p.to_json()).unwrap(), p);
        }
        let mut j = from_manifest(&typed(manifest())).unwrap()[0].to_json();
        set(&mut j, "/instructions/2/bytes", json!("many"));
        let e = CommProgram::from_json(&j).unwrap_err().to_string();
        assert!(e.contains("instruction 2") && e.contains("bytes"), "{e}");
    }

    /// Stage 0 at TP 2 × DP 1 on ranks 0–1, stage 1 at TP 1 × DP 2 on ranks 2–3.
    fn manifest() -> Value {
        json!({
            "plan": {"num_micro_batches": 4},
            "stages": [
                {"tp": 2, "dp": 1, "inputs": [{"name": "ids", "type": "i64[1, 128]"}],
                 "outputs": [{"name": "h", "type": "f32[1, 128, 64]"}]},
                {"tp": 1, "dp": 2, "inputs": [{"name": "h", "type": "f32[1, 128, 64]"}],
                 "outputs": [{"name": "logits", "type": "f32[1, 128, 1024]"}]}
            ],
            "ranks": [
                {"rank": 0, "stage": 0, "tp_rank": 0, "dp_replica": 0},
                {"rank": 1, "stage": 0, "tp_rank": 1, "dp_replica": 0},
                {"rank": 2, "stage": 1, "tp_rank": 0, "dp_replica": 0},
                {"rank": 3, "stage": 1, "tp_rank": 0, "dp_replica": 1}
            ]
        })
    }

    #[test]
    fn sends_and_receives_pair_up_with_the_tensor_sizes() {
        let bytes = |t: &str| hetc_ir::manifest::parse_fixed_type(t).unwrap().size_bytes();
        assert_eq!(bytes("f32[1, 128, 64]"), Some(4 * 128 * 64));
        assert_eq!(bytes("i64[1, 128]"), Some(8 * 128));
        let p = from_manifest(&typed(manifest())).unwrap();
        // Rank 0 (TP 0 of stage 0) feeds both replicas of stage 1; rank 1 computes only.
        let sends = |r: usize| -> Vec<(usize, u32)> {
            p[r].instrs
                .iter()
                .filter_map(|i| match i {
                    Instr::Send {
                        to,
                        bytes,
                        micro_batch,
                        ..
                    } => {
                        assert_eq!(*bytes, 32768);
                        Some((*to, *micro_batch))
                    }
                    _ => None,
                })
                .collect()
        };
        assert_eq!(sends(0), vec![(2, 0), (3, 1), (2, 2), (3, 3)]);
        assert!(sends(1).is_empty());
        assert_eq!(
            p[3].instrs,
            vec![
                Instr::Recv {
                    from: 0,
                    tensor: "h".into(),
                    bytes: 32768,
                    micro_batch: 1
                },
                Instr::Compute {
                    stage: 1,
                    phase: Phase::Forward,
                    micro_batch: 1
                },
                Instr::Output {
                    tensor: "logits".into(),
                    bytes: 4 * 128 * 1024,
                    micro_batch: 1
                },
                Instr::Recv {
                    from: 0,
                    tensor: "h".into(),
                    bytes: 32768,
                    micro_batch: 3
                },
                Instr::Compute {
                    stage: 1,
                    phase: Phase::Forward,
                    micro_batch: 3
                },
                Instr::Output {
                    tensor: "logits".into(),
                    bytes: 4 * 128 * 1024,
                    micro_batch: 3
                },
            ]
        );
        assert_eq!(
            p[1].to_json().pointer("/instructions/1/op"),
            Some(&json!("compute"))
        );
    }

    /// With comm fusion the TP-2 → TP-1 boundary is one M2MS in which each
    /// source sends half the tensor (elements [0, 4096) and [4096, 8192)),
    /// instead of rank 0 sending all of it; a partial output needs fusion.
    #[test]
    fn fused_boundaries_split_the_tensor_over_the_sources() {
        let mut m = complete(manifest());
        set(&mut m, "/comm_fusion", json!(true));
        set(&mut m, "/stages/0/outputs/0/layout", json!("partial"));
        let p = from_manifest(&typed(m.clone())).unwrap();
        for (r, q) in p.iter().enumerate().take(2) {
            let m2ms: Vec<_> = q
                .instrs
                .iter()
                .filter(|i| matches!(i, Instr::M2ms { .. }))
                .collect();
            assert_eq!(m2ms.len(), 4, "rank {r}");
        }
        assert_eq!(
            p[3].instrs[0],
            Instr::M2ms {
                src: vec![0, 1],
                src_partial: true,
                dst: vec![3],
                dst_shard: false,
                tensor: "h".into(),
                bytes: 32768,
                micro_batch: 1
            }
        );
        for q in &p {
            assert_eq!(&CommProgram::from_json(&q.to_json()).unwrap(), q);
        }
        let mut j = p[3].to_json();
        set(&mut j, "/instructions/0/src_layout", json!("sum"));
        let e = CommProgram::from_json(&j).unwrap_err().to_string();
        assert!(
            e.contains("instruction 0") && e.contains("src_layout"),
            "{e}"
        );
        set(&mut j, "/instructions/0/src", json!([0, 0]));
        assert!(CommProgram::from_json(&j).is_err());
        set(&mut m, "/comm_fusion", json!(false));
        let e = from_manifest(&typed(m.clone())).unwrap_err().to_string();
        assert!(e.contains("partial") && e.contains("comm_fusion"), "{e}");
        set(&mut m, "/stages/0/outputs/0/layout", json!("sharded"));
        // Parsed at the boundary: the error names the field's path.
        let e = super::testing::manifest(m).unwrap_err().to_string();
        assert!(e.contains("stages[0]") && e.contains("layout"), "{e}");
    }

    #[test]
    fn malformed_manifests_are_errors_naming_the_field() {
        let mut m = complete(manifest());
        set(&mut m, "/ranks/2/stage", json!(7));
        assert!(from_manifest(&typed(m.clone()))
            .unwrap_err()
            .to_string()
            .contains("rank entry 2"));
        let mut m = complete(manifest());
        set(&mut m, "/stages/1/inputs/0/type", json!("f32[1, x]"));
        let e = super::testing::manifest(m).unwrap_err().to_string();
        assert!(
            e.contains("stages[1].inputs[0].type") && e.contains("dim \"x\""),
            "{e}"
        );
        let mut m = complete(manifest());
        set(&mut m, "/ranks/3/dp_replica", json!(0));
        assert!(from_manifest(&typed(m.clone()))
            .unwrap_err()
            .to_string()
            .contains("listed twice"));
    }

    /// Runs every rank's program symbolically with unbounded asynchronous
    /// sends: a receive waits for its message, a gradient sync for every
    /// member of its group to reach the same sync. Returns the messages per
    /// ordered rank pair; panics on a deadlock or an unmatched message.
    fn simulate(progs: &[CommProgram]) {
        use std::collections::{BTreeMap, VecDeque};
        let mut pc = vec![0usize; progs.len()];
        // (gradient?, micro-batch, bytes) in flight per (sender, receiver).
        type Wire = BTreeMap<(usize, usize), VecDeque<(bool, u32, u64)>>;
        let mut wire = Wire::new();
        loop {
            let mut moved = false;
            for r in 0..progs.len() {
                while let Some(ins) = progs[r].instrs.get(pc[r]) {
                    let ok = match ins {
                        Instr::Send {
                            to,
                            bytes,
                            micro_batch,
                            ..
                        } => {
                            wire.entry((r, *to)).or_default().push_back((
                                false,
                                *micro_batch,
                                *bytes,
                            ));
                            true
                        }
                        Instr::SendGrad {
                            to,
                            bytes,
                            micro_batch,
                            ..
                        } => {
                            wire.entry((r, *to)).or_default().push_back((
                                true,
                                *micro_batch,
                                *bytes,
                            ));
                            true
                        }
                        Instr::Recv {
                            from,
                            bytes,
                            micro_batch,
                            ..
                        }
                        | Instr::RecvGrad {
                            from,
                            bytes,
                            micro_batch,
                            ..
                        } => {
                            let grad = matches!(ins, Instr::RecvGrad { .. });
                            match wire.get_mut(&(*from, r)).and_then(|q| q.front().copied()) {
                                Some(m) => {
                                    assert_eq!(
                                        m,
                                        (grad, *micro_batch, *bytes),
                                        "rank {r} from {from}"
                                    );
                                    wire.get_mut(&(*from, r)).unwrap().pop_front();
                                    true
                                }
                                None => false,
                            }
                        }
                        Instr::GradSync { index, group, .. } => {
                            // Ready when every member's next instruction is this sync.
                            let all = group.iter().all(|&g| {
                                matches!(progs[g].instrs.get(pc[g]),
                                    Some(Instr::GradSync { index: i, .. }) if i == index)
                            });
                            if all {
                                for &g in group.iter().filter(|&&g| g != r) {
                                    pc[g] += 1;
                                }
                            }
                            all
                        }
                        _ => true,
                    };
                    if !ok {
                        break;
                    }
                    pc[r] += 1;
                    moved = true;
                }
            }
            if pc.iter().zip(progs).all(|(&c, p)| c == p.instrs.len()) {
                assert!(
                    wire.values().all(|q| q.is_empty()),
                    "unreceived messages: {wire:?}"
                );
                return;
            }
            assert!(
                moved,
                "deadlock at {:?}",
                pc.iter()
                    .zip(progs)
                    .map(|(&c, p)| p.instrs.get(c))
                    .collect::<Vec<_>>()
            );
        }
    }

    /// Three stages: TP 2 (ranks 0-1), DP 2 (ranks 2-3), TP 1 (rank 4), with
    /// the embedding `emb` tied between stages 1 and 2, 8 micro-batches.
    fn training_manifest(warmup: [u32; 3]) -> Value {
        let w = |n: &str, l: &str| json!({"name": n, "type": "f32[4, 4]", "full": "f32[4, 4]", "layout": l});
        json!({
            "plan": {"num_micro_batches": 8,
                     "stages": warmup.iter().map(|w| json!({"warmup": w})).collect::<Vec<_>>()},
            "training": {"labels": {"name": "labels", "type": "i64[1, 4]"}},
            "stages": [
                {"tp": 2, "dp": 1, "inputs": [{"name": "ids", "type": "i64[1, 4]"}],
                 "outputs": [{"name": "h", "type": "f32[1, 4, 4]", "grad": true},
                             {"name": "mask", "type": "bool[1, 4]"}]},
                {"tp": 1, "dp": 2, "inputs": [{"name": "h", "type": "f32[1, 4, 4]", "grad": true},
                                              {"name": "mask", "type": "bool[1, 4]"}],
                 "outputs": [{"name": "h2", "type": "f32[1, 4, 4]", "grad": true}]},
                {"tp": 1, "dp": 1, "inputs": [{"name": "h2", "type": "f32[1, 4, 4]", "grad": true}],
                 "outputs": [{"name": "loss", "type": "f32[]", "grad": true}]}
            ],
            "ranks": [
                {"rank": 0, "stage": 0, "tp_rank": 0, "dp_replica": 0, "chip": "A", "weights": [w("w0", "split:0:1"), w("ln", "rep")]},
                {"rank": 1, "stage": 0, "tp_rank": 1, "dp_replica": 0, "chip": "A", "weights": [w("w0", "split:0:1"), w("ln", "rep")]},
                {"rank": 2, "stage": 1, "tp_rank": 0, "dp_replica": 0, "chip": "A", "weights": [w("emb", "rep"), w("w1", "rep")]},
                {"rank": 3, "stage": 1, "tp_rank": 0, "dp_replica": 1, "chip": "A", "weights": [w("emb", "rep"), w("w1", "rep")]},
                {"rank": 4, "stage": 2, "tp_rank": 0, "dp_replica": 0, "chip": "B", "weights": [w("emb", "rep")]}
            ]
        })
    }

    #[test]
    fn training_programs_follow_the_schedule_and_pair_up() {
        for warmup in [[3, 2, 1], [5, 3, 1], [8, 8, 8]] {
            let progs = from_manifest(&typed(training_manifest(warmup))).unwrap();
            simulate(&progs);
            for p in &progs {
                assert_eq!(&CommProgram::from_json(&p.to_json()).unwrap(), p);
                assert_eq!(p.instrs.last(), Some(&Instr::Update));
            }
        }
        let progs = from_manifest(&typed(training_manifest([3, 2, 1]))).unwrap();
        // Stage 1's replica 0 takes micro-batches 0, 2, 4, 6 with warm-up 2:
        // F0 F2 B0 F4 B2 F6 B4 B6.
        let order: Vec<(Phase, u32)> = progs[2]
            .instrs
            .iter()
            .filter_map(|i| match i {
                Instr::Compute {
                    phase, micro_batch, ..
                } => Some((*phase, *micro_batch)),
                _ => None,
            })
            .collect();
        use Phase::{Backward as B, Forward as F};
        assert_eq!(
            order,
            vec![
                (F, 0),
                (F, 2),
                (B, 0),
                (F, 4),
                (B, 2),
                (F, 6),
                (B, 4),
                (B, 6)
            ]
        );
        // Gradients go back only for float inputs; the bool mask has none.
        assert!(progs[2]
            .instrs
            .iter()
            .all(|i| !matches!(i, Instr::SendGrad { tensor, .. } if tensor == "mask")));
        // The stage-1 input gradient goes to both TP ranks of stage 0.
        let to: std::collections::BTreeSet<usize> = progs[2]
            .instrs
            .iter()
            .filter_map(|i| match i {
                Instr::SendGrad { to, .. } => Some(*to),
                _ => None,
            })
            .collect();
        assert_eq!(to, [0, 1].into());
        // Syncs: the DP pair of stage 1 holds emb and w1; emb is also tied to
        // stage 2 on chip B; stage 0's TP ranks hold different w0 shards and
        // each its own ln copy, with no replica to sync with.
        let syncs = |r: usize| -> Vec<(Vec<usize>, Vec<String>)> {
            progs[r]
                .instrs
                .iter()
                .filter_map(|i| match i {
                    Instr::GradSync { group, weights, .. } => {
                        Some((group.clone(), weights.clone()))
                    }
                    _ => None,
                })
                .collect()
        };
        assert!(syncs(0).is_empty() && syncs(1).is_empty());
        assert_eq!(
            syncs(2),
            vec![
                (vec![2, 3], vec!["w1".to_string()]),
                (vec![2, 3, 4], vec!["emb".to_string()])
            ]
        );
        assert_eq!(syncs(4), vec![(vec![2, 3, 4], vec!["emb".to_string()])]);
    }

    #[test]
    fn training_manifest_errors_name_the_culprit() {
        let mut m = complete(training_manifest([3, 2, 1]));
        set(&mut m, "/ranks/4/weights/0/layout", json!("split:0:1"));
        let e = from_manifest(&typed(m.clone())).unwrap_err().to_string();
        assert!(e.contains("weight emb") && e.contains("one layout"), "{e}");
        let mut m = complete(training_manifest([3, 2, 1]));
        set(&mut m, "/stages/2/outputs/0/type", json!("f32[2]"));
        let e = from_manifest(&typed(m.clone())).unwrap_err().to_string();
        assert!(e.contains("stage 2") && e.contains("scalar loss"), "{e}");
        let mut m = complete(training_manifest([3, 2, 1]));
        set(&mut m, "/stages/0/outputs/1/grad", json!(true));
        let e = from_manifest(&typed(m.clone())).unwrap_err().to_string();
        assert!(e.contains("mask") && e.contains("only f32"), "{e}");
        let mut m = complete(training_manifest([3, 2, 1]));
        set(&mut m, "/ranks/1/weights", json!("w0"));
        let e = super::testing::manifest(m).unwrap_err().to_string();
        assert!(e.contains("ranks[1].weights"), "{e}");
    }
}
