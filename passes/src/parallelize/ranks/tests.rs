use super::testing::{complete, set};
use super::*;
use crate::comm_fusion::{fuse_program, Limits};
use hetc_ir::comm_program::{Op, OpKind};
use serde_json::{json, Value};
use std::collections::VecDeque;

fn typed(v: Value) -> BundleManifest {
    super::testing::manifest(v).unwrap()
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

/// A message on the wire: (transition, tensor, micro-batch, grad, op).
type Msg = (usize, String, u32, bool, usize);

/// Runs every rank's schedule symbolically, as the runtime executes it: in
/// a P2P or M2MS a rank that only sends does not wait (its messages wait on
/// the wire, in order per pair), a receiving rank waits for a message from
/// every sender it has one from; an op inside one group (all-reduce,
/// all-gather…) and a gradient sync wait until every member has reached
/// it. Returns the messages per ordered rank pair; panics on a deadlock or
/// an unreceived message.
fn simulate(p: &CommProgram) -> BTreeMap<(usize, usize), usize> {
    p.check().unwrap();
    let sizes = p.group_sizes();
    let n = p.ranks.len();
    assert!(p.ranks.iter().enumerate().all(|(k, r)| r.rank == k));
    let (mut pc, mut at) = (vec![0usize; n], vec![0usize; n]);
    let mut wire: BTreeMap<(usize, usize), VecDeque<Msg>> = BTreeMap::new();
    let mut count: BTreeMap<(usize, usize), usize> = BTreeMap::new();
    let ranks = |g: u32| -> Vec<usize> {
        p.groups[g as usize]
            .ranks
            .iter()
            .map(|&r| r as usize)
            .collect()
    };
    // The message key of rank r's current op, if it is in a comm.
    let current = |pc: &[usize], at: &[usize], r: usize| -> Option<Msg> {
        match p.ranks[r].instrs.get(pc[r]) {
            Some(Instr::Comm {
                transition,
                tensor,
                micro_batch,
                grad,
                ..
            }) => Some((*transition, tensor.clone(), *micro_batch, *grad, at[r])),
            _ => None,
        }
    };
    loop {
        let mut moved = false;
        for r in 0..n {
            while let Some(ins) = p.ranks[r].instrs.get(pc[r]) {
                let ok = match ins {
                    Instr::Comm { transition, .. } => {
                        let t = &p.transitions[*transition];
                        if at[r] == t.ops.len() {
                            pc[r] += 1;
                            at[r] = 0;
                            moved = true;
                            continue;
                        }
                        let layouts = t.layouts(&sizes).unwrap();
                        let k = at[r];
                        let before = if k == 0 { &t.input } else { &layouts[k - 1] };
                        let (src, dst) = (ranks(before.group), ranks(layouts[k].group));
                        let key = current(&pc, &at, r).unwrap();
                        let op = t.ops[k];
                        match op.kind {
                            OpKind::P2P | OpKind::M2MS(_) => {
                                let (si, dj) = (
                                    src.iter().position(|&x| x == r),
                                    dst.iter().position(|&x| x == r),
                                );
                                let p2p = op.kind == OpKind::P2P;
                                let from: Vec<usize> = match dj {
                                    None => vec![],
                                    Some(j) if p2p => vec![src[j]],
                                    Some(_) => src.clone(),
                                };
                                let from: Vec<usize> =
                                    from.into_iter().filter(|&s| s != r).collect();
                                let ready = from.iter().all(|&s| {
                                    wire.get(&(s, r)).and_then(|q| q.front()) == Some(&key)
                                });
                                if ready {
                                    for s in from {
                                        wire.get_mut(&(s, r)).unwrap().pop_front();
                                    }
                                    if let Some(i) = si {
                                        let to = if p2p { vec![dst[i]] } else { dst.clone() };
                                        for d in to.into_iter().filter(|&d| d != r) {
                                            wire.entry((r, d)).or_default().push_back(key.clone());
                                            *count.entry((r, d)).or_default() += 1;
                                        }
                                    }
                                    at[r] += 1;
                                }
                                ready
                            }
                            OpKind::Slice | OpKind::Gate(_) => {
                                at[r] += 1;
                                true
                            }
                            _ if !dst.contains(&r) => {
                                at[r] += 1;
                                true
                            }
                            _ => {
                                let all = dst
                                    .iter()
                                    .all(|&m| current(&pc, &at, m).as_ref() == Some(&key));
                                if all {
                                    for &m in &dst {
                                        at[m] += 1;
                                    }
                                }
                                all
                            }
                        }
                    }
                    Instr::GradSync { index, group, .. } => {
                        let all = group.iter().all(|&g| {
                            matches!(p.ranks[g].instrs.get(pc[g]),
                                Some(Instr::GradSync { index: i, .. }) if i == index)
                        });
                        if all {
                            for &g in group.iter().filter(|&&g| g != r) {
                                pc[g] += 1;
                            }
                            pc[r] += 1;
                        }
                        all
                    }
                    _ => {
                        pc[r] += 1;
                        true
                    }
                };
                if !ok {
                    break;
                }
                moved = true;
            }
        }
        if pc.iter().zip(&p.ranks).all(|(&c, q)| c == q.instrs.len()) {
            assert!(
                wire.values().all(|q| q.is_empty()),
                "unreceived messages: {wire:?}"
            );
            return count;
        }
        assert!(
            moved,
            "deadlock at {:?}",
            (0..n)
                .map(|r| (p.ranks[r].instrs.get(pc[r]), at[r]))
                .collect::<Vec<_>>()
        );
    }
}

fn names(p: &CommProgram, t: usize) -> Vec<String> {
    p.transitions[t]
        .ops
        .iter()
        .map(|o| format!("{}[{}]", o.name(), p.groups[o.group as usize].name))
        .collect()
}

/// The transitions rank `r` runs: (transition, tensor, micro-batch, grad).
fn comms(p: &CommProgram, r: usize) -> Vec<(usize, String, u32, bool)> {
    p.ranks[r]
        .instrs
        .iter()
        .filter_map(|i| match i {
            Instr::Comm {
                transition,
                tensor,
                micro_batch,
                grad,
                ..
            } => Some((*transition, tensor.clone(), *micro_batch, *grad)),
            _ => None,
        })
        .collect()
}

#[test]
fn boundaries_are_sr_and_ag_transitions_that_pair_up() {
    let p = rank_programs(&typed(manifest())).unwrap();
    // One transition per receiving replica: TP 2 (replicated) → one device.
    assert_eq!(p.transitions.len(), 2);
    assert_eq!(names(&p, 0), ["Slice[tp0]", "M2MS→shard[r2]"]);
    assert_eq!(names(&p, 1), ["Slice[tp0]", "M2MS→shard[r3]"]);
    assert_eq!(p.transitions[0].input.bytes, 32768.0);
    assert_eq!(
        p.transitions[0].label,
        "stage 0 → stage 1: h (replica 0 → 0)"
    );
    // Both TP ranks of stage 0 take part in every micro-batch's boundary;
    // each replica of stage 1 in its own micro-batches.
    let h = |t, mb| (t, "h".to_string(), mb, false);
    assert_eq!(comms(&p, 0), vec![h(0, 0), h(1, 1), h(0, 2), h(1, 3)]);
    assert_eq!(comms(&p, 1), comms(&p, 0));
    assert_eq!(comms(&p, 3), vec![h(1, 1), h(1, 3)]);
    assert_eq!(
        p.ranks[3].instrs[1..3],
        [
            Instr::Compute {
                stage: 1,
                phase: Phase::Forward,
                micro_batch: 1
            },
            Instr::Output {
                tensor: "logits".into(),
                bytes: 4 * 128 * 1024,
                micro_batch: 1
            }
        ]
    );
    // Each stage-0 rank sends its half to the micro-batch's receiver.
    let msgs = simulate(&p);
    assert_eq!(
        msgs,
        BTreeMap::from([((0, 2), 2), ((0, 3), 2), ((1, 2), 2), ((1, 3), 2)])
    );
    for r in 0..4 {
        let v = p.rank_view(r).unwrap();
        assert_eq!(CommProgram::from_json(v.to_json().as_bytes()).unwrap(), v);
    }
}

/// A partial stage output starts its boundary with the all-reduce that
/// the stage left out; fusion folds it and the slice into the M2MS (each
/// source sends its whole partial sum, the receiver adds them).
#[test]
fn partial_outputs_begin_with_the_all_reduce_that_fusion_folds() {
    let mut m = complete(manifest());
    set(&mut m, "/stages/0/outputs/0/layout", json!("partial"));
    let p = rank_programs(&typed(m.clone())).unwrap();
    assert_eq!(p.transitions[0].input.kind, LayoutKind::Part);
    assert_eq!(
        names(&p, 0),
        ["AllReduce[tp0]", "Slice[tp0]", "M2MS→shard[r2]"]
    );
    let (f, report) = fuse_program(&p, &Limits::default()).unwrap();
    assert_eq!(names(&f, 0), ["M2MS→shard[r2]"]);
    assert!(report.after_bytes() < report.before_bytes());
    assert_eq!(f.ranks, p.ranks);
    simulate(&f);
    // Partial where nothing can sum it: an error naming the tensor.
    set(&mut m, "/stages/1/outputs/0/layout", json!("partial"));
    let e = rank_programs(&typed(m.clone())).unwrap_err().to_string();
    assert!(e.contains("stage 1") && e.contains("logits"), "{e}");
    set(&mut m, "/stages/1/outputs/0/layout", json!("rep"));
    set(&mut m, "/stages/0/outputs/0/layout", json!("sharded"));
    let e = super::testing::manifest(m).unwrap_err().to_string();
    assert!(e.contains("stages[0]") && e.contains("layout"), "{e}");
}

#[test]
fn tp_changes_and_dp_pairs_fuse_and_pair_up() {
    // TP 2 → TP 4 × DP 1 → TP 1 × DP 2 → TP 2, f32 and a bool tensor.
    let st = |tp: usize, dp: usize, i: &str, o: &str, partial: bool| {
        let out = |n: &str| {
            let mut t = json!({"name": n, "type": "f32[4, 8]"});
            if partial && n.starts_with('h') {
                t["layout"] = json!("partial");
            }
            t
        };
        json!({"tp": tp, "dp": dp,
               "inputs": [{"name": i, "type": if i == "x" { "i64[4]" } else { "f32[4, 8]" }},
                          {"name": "mask", "type": "bool[4]"}],
               "outputs": [out(o), {"name": "mask", "type": "bool[4]"}]})
    };
    let stages = json!([
        st(2, 1, "x", "h1", true),
        st(4, 1, "h1", "h2", true),
        st(1, 2, "h2", "h3", false),
        st(2, 1, "h3", "y", false)
    ]);
    let mut ranks = Vec::new();
    for (s, (tp, dp)) in [(2, 1), (4, 1), (1, 2), (2, 1)].into_iter().enumerate() {
        for d in 0..dp {
            for t in 0..tp {
                ranks.push(json!({"rank": ranks.len(), "stage": s, "tp_rank": t, "dp_replica": d}));
            }
        }
    }
    let mut m = json!({"plan": {"num_micro_batches": 4}, "stages": stages, "ranks": ranks});
    set(&mut m, "/stages/0/inputs/1/name", json!("mask0"));
    set(&mut m, "/stages/0/inputs/1/type", json!("bool[4]"));
    let p = rank_programs(&typed(m)).unwrap();
    simulate(&p);
    let (f, _) = fuse_program(&p, &Limits::default()).unwrap();
    let msgs = simulate(&f);
    assert!(!msgs.is_empty());
    // Every transition ends whole on every receiving rank.
    for t in &f.transitions {
        let last = t.layouts(&f.group_sizes()).unwrap().pop().unwrap();
        assert!(
            last.kind == LayoutKind::Rep || (last.kind == LayoutKind::Shard && last.n == 1),
            "{}: {:?}",
            t.label,
            t.ops
        );
    }
    // The TP 2 → TP 4 partial boundary: M2MS of the partial sums into
    // shards, then the all-gather (Chimera's TP+PP real demand).
    let t = f
        .transitions
        .iter()
        .position(|t| t.label == "stage 0 → stage 1: h1")
        .unwrap();
    assert_eq!(names(&f, t), ["M2MS→shard[tp1]", "AllGather[tp1]"]);
}

#[test]
fn malformed_manifests_are_errors_naming_the_field() {
    let mut m = complete(manifest());
    set(&mut m, "/ranks/2/stage", json!(7));
    let e = rank_programs(&typed(m)).unwrap_err().to_string();
    assert!(e.contains("rank entry 2"), "{e}");
    let mut m = complete(manifest());
    set(&mut m, "/stages/1/inputs/0/type", json!("f32[1, x]"));
    let e = super::testing::manifest(m).unwrap_err().to_string();
    assert!(
        e.contains("stages[1].inputs[0].type") && e.contains("dim \"x\""),
        "{e}"
    );
    let mut m = complete(manifest());
    set(&mut m, "/ranks/3/dp_replica", json!(0));
    let e = rank_programs(&typed(m)).unwrap_err().to_string();
    assert!(e.contains("listed twice"), "{e}");
    let mut m = complete(manifest());
    set(&mut m, "/stages/1/inputs/0/type", json!("f32[1, 128, 32]"));
    let e = rank_programs(&typed(m)).unwrap_err().to_string();
    assert!(e.contains("stage 1: input h") && e.contains("bytes"), "{e}");
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
        let p = rank_programs(&typed(training_manifest(warmup))).unwrap();
        simulate(&p);
        let (f, _) = fuse_program(&p, &Limits::default()).unwrap();
        simulate(&f);
        for q in &p.ranks {
            assert_eq!(q.instrs.last(), Some(&Instr::Update));
        }
    }
    let p = rank_programs(&typed(training_manifest([3, 2, 1]))).unwrap();
    // Stage 1's replica 0 takes micro-batches 0, 2, 4, 6 with warm-up 2:
    // F0 F2 B0 F4 B2 F6 B4 B6.
    let order: Vec<(Phase, u32)> = p.ranks[2]
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
    assert!(comms(&p, 2).iter().all(|(_, t, _, g)| !(*g && t == "mask")));
    // The stage-1 input gradient goes back to both TP ranks of stage 0,
    // scattered into their shards and all-gathered there.
    let back = comms(&p, 2)
        .into_iter()
        .find(|(_, t, _, g)| *g && t == "h")
        .unwrap()
        .0;
    assert_eq!(names(&p, back), ["M2MS→shard[tp0]", "AllGather[tp0]"]);
    assert_eq!(
        p.transitions[back].label,
        "stage 1 → stage 0: ∂h (replica 0 → 0)"
    );
    // Syncs: the DP pair of stage 1 holds emb and w1; emb is also tied to
    // stage 2 on chip B; stage 0's TP ranks hold different w0 shards and
    // each its own ln copy, with no replica to sync with.
    let syncs = |r: usize| -> Vec<(Vec<usize>, Vec<String>)> {
        p.ranks[r]
            .instrs
            .iter()
            .filter_map(|i| match i {
                Instr::GradSync { group, weights, .. } => Some((group.clone(), weights.clone())),
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

/// ZeRO-1 (`training.zero: 1`) marks every sync: the one inside one chip
/// type (w1's DP pair) and the one across chip types of unequal rank
/// counts (emb: two ranks of chip A, tied to chip B's one rank of stage
/// 2), which shards over the whole group as one ring
/// ([`hetc_ir::comm_program::zero_domains`]); absent is off, any stage but
/// 0 and 1 an error.
#[test]
fn zero_marks_every_sync() {
    let zeros = |m: Value| -> Vec<(usize, Vec<String>, bool)> {
        let p = rank_programs(&typed(m)).unwrap();
        simulate(&p);
        p.ranks
            .iter()
            .flat_map(|r| {
                r.instrs.iter().filter_map(move |i| match i {
                    Instr::GradSync { weights, zero, .. } => Some((r.rank, weights.clone(), *zero)),
                    _ => None,
                })
            })
            .collect()
    };
    let s = |n: &str| vec![n.to_string()];
    let mut m = complete(training_manifest([3, 2, 1]));
    assert!(zeros(m.clone()).iter().all(|(_, _, z)| !z));
    set(&mut m, "/training/zero", json!(1));
    assert_eq!(
        zeros(m.clone()),
        vec![
            (2, s("w1"), true),
            (2, s("emb"), true),
            (3, s("w1"), true),
            (3, s("emb"), true),
            (4, s("emb"), true)
        ]
    );
    let chips = |c: &[&str]| -> Vec<String> { c.iter().map(|s| s.to_string()).collect() };
    assert_eq!(
        hetc_ir::comm_program::zero_domains(&[2, 3, 4], &chips(&["A", "A", "B"])),
        vec![vec![2, 3, 4]]
    );
    assert_eq!(
        hetc_ir::comm_program::zero_domains(&[0, 1, 2, 3], &chips(&["B", "A", "B", "A"])),
        vec![vec![1, 3], vec![0, 2]]
    );
    set(&mut m, "/training/zero", json!(2));
    let e = rank_programs(&typed(m)).unwrap_err().to_string();
    assert!(e.contains("ZeRO stage 2"), "{e}");
}

#[test]
fn training_manifest_errors_name_the_culprit() {
    let mut m = complete(training_manifest([3, 2, 1]));
    set(&mut m, "/ranks/4/weights/0/layout", json!("split:0:1"));
    let e = rank_programs(&typed(m)).unwrap_err().to_string();
    assert!(e.contains("weight emb") && e.contains("one layout"), "{e}");
    let mut m = complete(training_manifest([3, 2, 1]));
    set(&mut m, "/stages/2/outputs/0/type", json!("f32[2]"));
    let e = rank_programs(&typed(m)).unwrap_err().to_string();
    assert!(e.contains("stage 2") && e.contains("scalar loss"), "{e}");
    let mut m = complete(training_manifest([3, 2, 1]));
    set(&mut m, "/stages/0/outputs/1/grad", json!(true));
    let e = rank_programs(&typed(m)).unwrap_err().to_string();
    assert!(e.contains("mask") && e.contains("only float"), "{e}");
    let mut m = complete(training_manifest([3, 2, 1]));
    set(&mut m, "/ranks/1/weights", json!("w0"));
    let e = super::testing::manifest(m).unwrap_err().to_string();
    assert!(e.contains("ranks[1].weights"), "{e}");
}

/// A partial TP-2 output into a TP-2 stage: the all-reduce the stage left
/// out, then H2's SR&AG (slice, M2MS into shards, all-gather) — the chain
/// `parallelize` emits over a workload for the same boundary.
#[test]
fn a_partial_tp_boundary_is_all_reduce_then_sr_and_ag() {
    let mut m = json!({
        "plan": {"num_micro_batches": 1},
        "stages": [
            {"tp": 2, "dp": 1, "inputs": [{"name": "x", "type": "f32[8]"}],
             "outputs": [{"name": "h", "type": "f32[8]", "layout": "partial"}]},
            {"tp": 2, "dp": 1, "inputs": [{"name": "h", "type": "f32[8]"}],
             "outputs": [{"name": "y", "type": "f32[8]"}]}
        ],
        "ranks": (0..4).map(|r| json!({"rank": r, "stage": r / 2, "tp_rank": r % 2, "dp_replica": 0})).collect::<Vec<_>>()
    });
    set(&mut m, "/stages/1/dp", json!(1));
    let p = rank_programs(&typed(m)).unwrap();
    let kinds: Vec<OpKind> = p.transitions[0].ops.iter().map(|o: &Op| o.kind).collect();
    assert_eq!(
        kinds,
        [
            OpKind::AllReduce,
            OpKind::Slice,
            OpKind::M2MS(LayoutKind::Shard),
            OpKind::AllGather
        ]
    );
}
