//! Executes a rank's [`CommProgram`] over the job's transport and records a
//! timeline (Chrome trace events).
//!
//! Messages are tagged with their micro-batch and length-checked against the
//! program's byte counts (the transport refuses anything else, naming the
//! peer). Stage compute is the caller's [`Runner`] (`hetc run` runs the
//! bundle's stage graphs; a closure is a forward-only runner); `hetc run
//! --comm-only` passes [`zero_compute`], which does no arithmetic (zero
//! tensors of the program's sizes), so the communication schedule can be
//! run and timed on its own. Training programs add backward computes,
//! gradient messages, weight-gradient syncs (ring AllReduce inside a chip
//! type, the 3-phase heterogeneous AllReduce across chip types) and the
//! optimizer step, which the runner performs on its own weights.

use crate::collective::m2ms::{Layout, M2ms};
use crate::collective::{copy_from_bytes, hetero, ring, to_bytes, Group, HostCcl};
use crate::error::{Result, RuntimeError};
pub use crate::program::Phase;
use crate::program::{CommProgram, Instr, BARRIER_TAG, GATHER_TAG, GRAD_TAG, NORM_TAG, SYNC_TAG};
use crate::transport::Transport;
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::time::Instant;

/// Largest single tensor the executor will allocate for a message.
pub const MAX_MESSAGE: u64 = 1 << 32;

/// Tensors by name.
pub type Tensors = BTreeMap<String, Vec<u8>>;
/// A last-stage output: tensor, micro-batch, bytes.
pub type Output = (String, u32, Vec<u8>);

/// What a rank computes, for [`run`].
pub trait Runner {
    /// Forward: the stage's inputs by name (boundary tensors received or
    /// read) → its outputs by name. Backward: the cotangents of the stage's
    /// outputs by name → the gradients of its inputs by name; the weight
    /// gradients accumulate in the runner.
    fn compute(
        &mut self,
        stage: usize,
        phase: Phase,
        micro_batch: u32,
        inputs: &Tensors,
    ) -> Result<Tensors>;

    /// This rank's accumulated gradients of `weights`, concatenated as f32
    /// (`bytes` in all).
    fn gradients(&mut self, weights: &[String], bytes: u64) -> Result<Vec<f32>> {
        let _ = (weights, bytes);
        Err(not_training("gradients"))
    }

    /// Replace the gradients of `weights` by `data` (after a sync).
    fn set_gradients(&mut self, weights: &[String], data: &[f32]) -> Result<()> {
        let _ = (weights, data);
        Err(not_training("gradient sync"))
    }

    /// With global-norm clipping: the sum of squares of the synced
    /// gradient elements this rank is the first holder of (so that the sum
    /// over every rank counts each element of each weight once); `None`
    /// without clipping. Called before [`Runner::update`] on every rank.
    fn grad_sq_norm(&mut self) -> Result<Option<f32>> {
        Ok(None)
    }

    /// The global gradient norm (the square root of the sum over every rank
    /// of [`Runner::grad_sq_norm`]), before the update that clips by it.
    fn set_grad_norm(&mut self, norm: f32) {
        let _ = norm;
    }

    /// The optimizer step.
    fn update(&mut self) -> Result<()> {
        Err(not_training("optimizer step"))
    }

    /// After each run of the program (a training step): checkpoints.
    fn end_step(&mut self) -> Result<()> {
        Ok(())
    }
}

/// Every rank of the job, in order.
fn world(t: &dyn Transport) -> Group {
    Group::new((0..t.world()).collect())
}

/// Blocks until every rank of the job has called it (a one-element ring
/// AllReduce over the world).
pub fn barrier(t: &dyn Transport) -> Result<()> {
    let mut one = [1f32];
    ring::all_reduce(t, &world(t), BARRIER_TAG, &mut one)
}

fn not_training(what: &str) -> RuntimeError {
    RuntimeError::Bundle(format!(
        "the program asks for a {what}, but this runner only runs forwards"
    ))
}

/// A closure `compute(stage, micro_batch, inputs)` is a forward-only runner.
impl<F: FnMut(usize, u32, &Tensors) -> Result<Tensors>> Runner for F {
    fn compute(
        &mut self,
        stage: usize,
        phase: Phase,
        mb: u32,
        inputs: &Tensors,
    ) -> Result<Tensors> {
        match phase {
            Phase::Forward => self(stage, mb, inputs),
            Phase::Backward => Err(not_training("backward")),
        }
    }
}

/// One complete event of the timeline.
#[derive(Clone, Debug)]
pub struct Event {
    pub name: String,
    pub start_us: f64,
    pub dur_us: f64,
    /// 0: the program's thread; 1: the sender thread (async sends).
    pub lane: u32,
}

/// A queued send: peer, tag, payload, event name.
type Outgoing = (usize, u32, Vec<u8>, String);

/// Runs `prog`; `compute(stage, micro_batch, inputs)` returns the stage's
/// outputs by name. Returns the timeline and the outputs of the last stage.
///
/// Sends are asynchronous: `send` instructions and the messages of an M2MS
/// this rank only sources are queued to a sender thread, which sends them in
/// program order (so per-pair order holds), while the program goes on to
/// its next receive or compute — the next micro-batch's compute overlaps
/// the previous one's transfer. Every queued peer is in another stage than
/// this rank's TP peers and all-gather groups, so the program thread's own
/// messages never overtake a queued one to the same peer (checked: an
/// instruction that would is run after the queue drains). A failed send
/// aborts the transport, so a receive blocked on the program thread ends at
/// once, and is the error returned.
pub fn run(
    t: &dyn Transport,
    prog: &CommProgram,
    compute: &mut dyn Runner,
) -> Result<(Vec<Event>, Vec<Output>)> {
    let t0 = Instant::now();
    let stop = std::sync::atomic::AtomicBool::new(false);
    std::thread::scope(|s| {
        let (tx, rx) = std::sync::mpsc::channel::<Outgoing>();
        // Messages queued but not yet sent, per peer.
        let pending = std::sync::Arc::new((
            std::sync::Mutex::new(BTreeMap::<usize, usize>::new()),
            std::sync::Condvar::new(),
        ));
        let (pend, stop_ref) = (pending.clone(), &stop);
        let sender = s.spawn(move || -> (Vec<Event>, Result<()>) {
            let mut ev = Vec::new();
            for (to, tag, data, name) in rx {
                if stop_ref.load(std::sync::atomic::Ordering::Relaxed) {
                    break;
                }
                let start = t0.elapsed().as_secs_f64() * 1e6;
                if let Err(e) = t.send(to, tag, &data) {
                    if let Some(dead) = e.peer_rank() {
                        t.abort(dead, t.rank(), &e.to_string());
                    }
                    let (m, cv) = &*pend;
                    m.lock().unwrap_or_else(|p| p.into_inner()).clear();
                    cv.notify_all();
                    return (ev, Err(e));
                }
                let end = t0.elapsed().as_secs_f64() * 1e6;
                ev.push(Event {
                    name,
                    start_us: start,
                    dur_us: end - start,
                    lane: 1,
                });
                let (m, cv) = &*pend;
                let mut q = m.lock().unwrap_or_else(|p| p.into_inner());
                if let Some(n) = q.get_mut(&to) {
                    *n -= 1;
                    if *n == 0 {
                        q.remove(&to);
                    }
                }
                cv.notify_all();
            }
            (ev, Ok(()))
        });
        let post = |to: usize, tag: u32, data: Vec<u8>, name: String| -> Result<()> {
            let (m, _) = &*pending;
            *m.lock()
                .unwrap_or_else(|p| p.into_inner())
                .entry(to)
                .or_default() += 1;
            tx.send((to, tag, data, name))
                .map_err(|_| RuntimeError::Protocol {
                    rank: to,
                    msg: "the sender thread has stopped".into(),
                })
        };
        // Before the program thread talks to any of `peers` itself.
        let drain = |peers: &[usize]| {
            let (m, cv) = &*pending;
            let mut q = m.lock().unwrap_or_else(|p| p.into_inner());
            while peers.iter().any(|p| q.contains_key(p)) {
                q = cv.wait(q).unwrap_or_else(|p| p.into_inner());
            }
        };
        let main = program(t, prog, compute, t0, &post, &drain);
        if main.is_err() {
            stop.store(true, std::sync::atomic::Ordering::Relaxed);
        }
        drop(tx);
        let (sent_events, sent) = sender.join().unwrap_or_else(|_| {
            (
                Vec::new(),
                Err(RuntimeError::Protocol {
                    rank: t.rank(),
                    msg: "sender thread panicked".into(),
                }),
            )
        });
        // The send's own error names the cause; the program thread then
        // only saw the abort.
        sent?;
        let (mut events, outputs) = main?;
        events.extend(sent_events);
        events.sort_by(|a, b| a.start_us.total_cmp(&b.start_us));
        Ok((events, outputs))
    })
}

/// A computed tensor the program sends, checked against its byte count.
fn to_send<'a>(produced: &'a Tensors, tensor: &str, bytes: u64) -> Result<&'a Vec<u8>> {
    let data = produced.get(tensor).ok_or_else(|| {
        RuntimeError::Bundle(format!("stage produced no tensor {tensor:?} to send"))
    })?;
    if data.len() as u64 != bytes {
        return Err(RuntimeError::Bundle(format!(
            "{tensor}: computed {} bytes, the program sends {bytes}",
            data.len()
        )));
    }
    Ok(data)
}

/// The program thread of [`run`].
fn program(
    t: &dyn Transport,
    prog: &CommProgram,
    compute: &mut dyn Runner,
    t0: Instant,
    post: &dyn Fn(usize, u32, Vec<u8>, String) -> Result<()>,
    drain: &dyn Fn(&[usize]),
) -> Result<(Vec<Event>, Vec<Output>)> {
    let mut events = Vec::new();
    let mut live: BTreeMap<String, Vec<u8>> = BTreeMap::new();
    let mut produced: BTreeMap<String, Vec<u8>> = BTreeMap::new();
    let mut outputs = Vec::new();
    // M2MS destination shards waiting for their all-gather.
    let mut shards: BTreeMap<String, Vec<u8>> = BTreeMap::new();
    let size = |b: u64, what: &str| -> Result<usize> {
        if b > MAX_MESSAGE {
            return Err(RuntimeError::Bundle(format!(
                "{what}: {b} bytes exceeds the executor's limit"
            )));
        }
        Ok(b as usize)
    };
    for ins in &prog.instrs {
        let start = t0.elapsed().as_secs_f64() * 1e6;
        let name = match ins {
            Instr::Input { tensor, bytes, .. } => {
                live.insert(tensor.clone(), vec![0u8; size(*bytes, tensor)?]);
                format!("input {tensor}")
            }
            Instr::Recv {
                from,
                tensor,
                bytes,
                micro_batch,
            }
            | Instr::RecvGrad {
                from,
                tensor,
                bytes,
                micro_batch,
            } => {
                let grad = matches!(ins, Instr::RecvGrad { .. });
                let tag = if grad {
                    GRAD_TAG | *micro_batch
                } else {
                    *micro_batch
                };
                let mut buf = vec![0u8; size(*bytes, tensor)?];
                t.recv_into(*from, tag, &mut buf)?;
                live.insert(tensor.clone(), buf);
                let what = if grad { "recv grad" } else { "recv" };
                format!("{what} mb{micro_batch} from {from}")
            }
            Instr::Compute {
                stage,
                phase,
                micro_batch,
            } => {
                produced = compute.compute(*stage, *phase, *micro_batch, &live)?;
                live.clear();
                match phase {
                    Phase::Forward => format!("compute stage {stage} mb{micro_batch}"),
                    Phase::Backward => format!("backward stage {stage} mb{micro_batch}"),
                }
            }
            Instr::GradSync {
                index,
                group,
                chips,
                weights,
                bytes,
            } => {
                let mut buf = compute.gradients(weights, *bytes)?;
                if buf.len() as u64 * 4 != *bytes {
                    return Err(RuntimeError::Bundle(format!(
                        "gradient sync {index}: {} gradient bytes for {weights:?}, the program syncs {bytes}",
                        buf.len() * 4
                    )));
                }
                drain(group);
                let tag = SYNC_TAG | (*index * 4);
                let mut kinds: Vec<&String> = chips.iter().collect();
                kinds.sort();
                kinds.dedup();
                if kinds.len() == 1 {
                    ring::all_reduce(t, &Group::new(group.clone()), tag, &mut buf)?;
                } else {
                    // One group per chip type (sorted by name: the same on every rank).
                    let by_chip: Vec<Group> = kinds
                        .iter()
                        .map(|k| {
                            Group::new(
                                group
                                    .iter()
                                    .zip(chips)
                                    .filter(|(_, c)| c == k)
                                    .map(|(r, _)| *r)
                                    .collect(),
                            )
                        })
                        .collect();
                    hetero::all_reduce(t, &HostCcl, &by_chip, tag, &mut buf)?;
                }
                compute.set_gradients(weights, &buf)?;
                if kinds.len() == 1 {
                    format!("grad sync {index} {group:?}")
                } else {
                    format!(
                        "grad sync {index} {group:?} (3-phase over {} chip types)",
                        kinds.len()
                    )
                }
            }
            Instr::Update => {
                if let Some(sq) = compute.grad_sq_norm()? {
                    let all = world(t);
                    drain(&all.ranks);
                    let mut sum = [sq];
                    ring::all_reduce(t, &all, NORM_TAG, &mut sum)?;
                    compute.set_grad_norm(sum[0].sqrt());
                }
                compute.update()?;
                "update".to_string()
            }
            Instr::Send {
                to,
                tensor,
                bytes,
                micro_batch,
            }
            | Instr::SendGrad {
                to,
                tensor,
                bytes,
                micro_batch,
            } => {
                let grad = matches!(ins, Instr::SendGrad { .. });
                let tag = if grad {
                    GRAD_TAG | *micro_batch
                } else {
                    *micro_batch
                };
                let data = to_send(&produced, tensor, *bytes)?;
                let what = if grad { "send grad" } else { "send" };
                let name = format!("{what} mb{micro_batch} to {to}");
                post(*to, tag, data.clone(), name.clone())?;
                format!("queue {name}")
            }
            Instr::Output {
                tensor,
                micro_batch,
                ..
            } => {
                let data = produced.get(tensor).cloned().unwrap_or_default();
                outputs.push((tensor.clone(), *micro_batch, data));
                format!("output {tensor}")
            }
            Instr::M2ms {
                src,
                src_partial,
                dst,
                dst_shard,
                tensor,
                bytes,
                micro_batch,
            } => {
                let n = size(*bytes, tensor)? / 4;
                let shape = M2ms {
                    src: Group::new(src.clone()),
                    src_layout: if *src_partial {
                        Layout::Part
                    } else {
                        Layout::Rep
                    },
                    dst: Group::new(dst.clone()),
                    dst_layout: if *dst_shard {
                        Layout::Shard
                    } else {
                        Layout::Rep
                    },
                    rows: n,
                    row_len: 1,
                };
                let mine = if src.contains(&t.rank()) {
                    let data = to_send(&produced, tensor, *bytes)?;
                    let mut v = vec![0f32; n];
                    copy_from_bytes(data, &mut v);
                    Some(v)
                } else {
                    None
                };
                let me = t.rank();
                match (src.iter().position(|&r| r == me), dst.contains(&me)) {
                    (Some(i), false) => {
                        // A pure source: its messages join the send queue.
                        for (to, data) in shape.outgoing(i, mine.as_deref().unwrap_or(&[])) {
                            let name = format!("m2ms mb{micro_batch} to {to}");
                            post(to, *micro_batch, data, name)?;
                        }
                    }
                    _ => {
                        drain(src);
                        drain(dst);
                        if let Some(got) = shape.run(t, *micro_batch, mine.as_deref())? {
                            let b = to_bytes(&got);
                            if *dst_shard {
                                shards.insert(tensor.clone(), b);
                            } else {
                                live.insert(tensor.clone(), b);
                            }
                        }
                    }
                }
                let (dir, peers) = if src.contains(&me) {
                    ("queue m2ms", dst)
                } else {
                    ("m2ms", src)
                };
                format!("{dir} mb{micro_batch} {peers:?}")
            }
            Instr::AllGather {
                group,
                tensor,
                bytes,
                micro_batch,
            } => {
                let mine = shards.remove(tensor).ok_or_else(|| {
                    RuntimeError::Bundle(format!("all-gather of {tensor:?} without its m2ms shard"))
                })?;
                let mut full = vec![0u8; size(*bytes, tensor)?];
                drain(group);
                let g = Group::new(group.clone());
                ring::all_gather(t, &g, GATHER_TAG | *micro_batch, &mine, &mut full)?;
                live.insert(tensor.clone(), full);
                format!("all-gather mb{micro_batch} {group:?}")
            }
        };
        let end = t0.elapsed().as_secs_f64() * 1e6;
        events.push(Event {
            name,
            start_us: start,
            dur_us: end - start,
            lane: 0,
        });
    }
    Ok((events, outputs))
}

/// A runner that does no arithmetic (`--comm-only`): zero tensors of the
/// sizes the program sends and outputs, zero gradients, no update.
pub fn zero_compute(prog: &CommProgram) -> ZeroRunner<'_> {
    ZeroRunner { prog }
}

/// See [`zero_compute`].
pub struct ZeroRunner<'a> {
    prog: &'a CommProgram,
}

impl Runner for ZeroRunner<'_> {
    fn compute(&mut self, _: usize, phase: Phase, mb: u32, _: &Tensors) -> Result<Tensors> {
        let mut out = BTreeMap::new();
        let me = self.prog.rank;
        for i in &self.prog.instrs {
            let made = match (phase, i) {
                (
                    Phase::Forward,
                    Instr::Send {
                        tensor,
                        bytes,
                        micro_batch,
                        ..
                    }
                    | Instr::Output {
                        tensor,
                        bytes,
                        micro_batch,
                    },
                )
                | (
                    Phase::Backward,
                    Instr::SendGrad {
                        tensor,
                        bytes,
                        micro_batch,
                        ..
                    },
                ) => Some((tensor, bytes, micro_batch)),
                (
                    Phase::Forward,
                    Instr::M2ms {
                        src,
                        tensor,
                        bytes,
                        micro_batch,
                        ..
                    },
                ) if src.contains(&me) => Some((tensor, bytes, micro_batch)),
                _ => None,
            };
            if let Some((tensor, bytes, _)) = made.filter(|m| *m.2 == mb) {
                out.insert(
                    tensor.clone(),
                    vec![0u8; (*bytes).min(MAX_MESSAGE) as usize],
                );
            }
        }
        Ok(out)
    }

    fn gradients(&mut self, _: &[String], bytes: u64) -> Result<Vec<f32>> {
        Ok(vec![0.0; (bytes.min(MAX_MESSAGE) / 4) as usize])
    }

    fn set_gradients(&mut self, _: &[String], _: &[f32]) -> Result<()> {
        Ok(())
    }

    fn update(&mut self) -> Result<()> {
        Ok(())
    }
}

/// Chrome-trace events of one rank (`pid` = rank).
pub fn trace_events(rank: usize, events: &[Event]) -> Vec<Value> {
    events
        .iter()
        .map(|e| {
            json!({"name": e.name, "ph": "X", "pid": rank, "tid": e.lane,
                   "ts": (e.start_us * 1000.0).round() / 1000.0,
                   "dur": (e.dur_us * 1000.0).round() / 1000.0})
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::program::from_manifest;
    use crate::transport::tcp::TcpTransport;
    use std::time::Duration;

    /// Every rank's `f(transport, program)` on its own thread.
    fn on_ranks<R: Send>(
        mesh: &[TcpTransport],
        progs: &[CommProgram],
        f: impl Fn(&TcpTransport, &CommProgram) -> R + Sync,
    ) -> Vec<R> {
        std::thread::scope(|s| {
            let f = &f;
            let hs: Vec<_> = mesh
                .iter()
                .zip(progs)
                .map(|(t, p)| s.spawn(move || f(t, p)))
                .collect();
            hs.into_iter().map(|h| h.join().unwrap()).collect()
        })
    }

    fn f32s(b: &[u8]) -> Vec<f32> {
        b.chunks_exact(4)
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect()
    }

    /// Fused boundaries over TCP: a partial TP-2 output summed into TP-2
    /// shards and all-gathered; a replicated TP-1 output scattered and
    /// gathered. Values are small integers, so the sums are exact.
    #[test]
    fn fused_boundaries_deliver_the_sum_and_the_copy() {
        for (tp0, layout) in [(2, "partial"), (1, "rep"), (2, "rep")] {
            let m = json!({
                "plan": {"num_micro_batches": 2},
                "comm_fusion": true,
                "stages": [
                    {"tp": tp0, "dp": 1, "inputs": [{"name": "x", "type": "f32[2]"}],
                     "outputs": [{"name": "h", "type": "f32[2, 4]", "layout": layout}]},
                    {"tp": 2, "dp": 1, "inputs": [{"name": "h", "type": "f32[2, 4]"}],
                     "outputs": [{"name": "y", "type": "f32[2, 4]"}]}
                ],
                "ranks": (0..tp0 + 2).map(|r| {
                    let (st, t) = if r < tp0 { (0, r) } else { (1, r - tp0) };
                    json!({"rank": r, "stage": st, "tp_rank": t, "dp_replica": 0})
                }).collect::<Vec<_>>()
            });
            let progs = from_manifest(&crate::program::testing::manifest(m).unwrap()).unwrap();
            let dst = &progs[tp0].instrs;
            assert!(
                matches!(&dst[0], Instr::M2ms { src_partial, dst_shard: true, .. }
                    if *src_partial == (layout == "partial")),
                "{dst:?}"
            );
            assert!(matches!(&dst[1], Instr::AllGather { .. }), "{dst:?}");
            let mesh = TcpTransport::local_mesh(tp0 + 2, Duration::from_secs(10)).unwrap();
            let out: Vec<_> = on_ranks(&mesh, &progs, |t, p| {
                let me = t.rank();
                let mut f = |stage: usize, mb: u32, inp: &Tensors| {
                    let mut o = BTreeMap::new();
                    if stage == 0 {
                        // A partial term per rank, or the same copy on every rank.
                        let w = if layout == "partial" { me + 1 } else { 1 };
                        let h: Vec<f32> =
                            (0..8).map(|k| (w * (k + 1)) as f32 + mb as f32).collect();
                        o.insert("h".to_string(), to_bytes(&h));
                    } else {
                        o.insert("y".to_string(), inp["h"].clone());
                    }
                    Ok(o)
                };
                run(t, p, &mut f).unwrap().1
            });
            let terms = if layout == "partial" { tp0 } else { 1 };
            for (r, got) in out.iter().enumerate().skip(tp0) {
                assert_eq!(got.len(), 2);
                for (name, mb, bytes) in got {
                    assert_eq!(name, "y");
                    // Σ_r (r+1)(k+1) + mb over the terms: 3(k+1) + 2mb, or (k+1) + mb.
                    let want: Vec<f32> = (0..8)
                        .map(|k| {
                            let w: usize = (1..=terms).sum();
                            if layout == "partial" {
                                (w * (k + 1)) as f32 + (terms as u32 * mb) as f32
                            } else {
                                (k + 1) as f32 + *mb as f32
                            }
                        })
                        .collect();
                    assert_eq!(f32s(bytes), want, "{layout} tp {tp0} rank {r} mb {mb}");
                }
            }
        }
    }

    /// Async sends to a peer that is gone: the run ends with the send's
    /// error naming the peer (not a hang, not a success), and the queued
    /// send shows on the sender lane of a successful run's timeline.
    #[test]
    fn a_failed_async_send_is_the_error_and_names_the_peer() {
        let m = json!({
            "plan": {"num_micro_batches": 3},
            "stages": [
                {"tp": 1, "dp": 1, "inputs": [{"name": "x", "type": "f32[4]"}],
                 "outputs": [{"name": "h", "type": "f32[2097152]"}]},
                {"tp": 1, "dp": 1, "inputs": [{"name": "h", "type": "f32[2097152]"}],
                 "outputs": [{"name": "y", "type": "f32[4]"}]}
            ],
            "ranks": [
                {"rank": 0, "stage": 0, "tp_rank": 0, "dp_replica": 0},
                {"rank": 1, "stage": 1, "tp_rank": 0, "dp_replica": 0}
            ]
        });
        let progs = from_manifest(&crate::program::testing::manifest(m).unwrap()).unwrap();
        let mut mesh = TcpTransport::local_mesh(2, Duration::from_secs(5)).unwrap();
        drop(mesh.pop()); // rank 1 dies before the first message
        let p0 = &progs[0];
        let mut f = zero_compute(p0);
        let t = Instant::now();
        let e = run(&mesh[0], p0, &mut f).unwrap_err();
        assert_eq!(e.peer_rank(), Some(1), "{e}");
        assert!(t.elapsed() < Duration::from_secs(5), "{e}");
        // Both alive: the sends run on lane 1.
        let mesh = TcpTransport::local_mesh(2, Duration::from_secs(10)).unwrap();
        let evs: Vec<Vec<Event>> = on_ranks(&mesh, &progs, |t, p| {
            let mut f = zero_compute(p);
            run(t, p, &mut f).unwrap().0
        });
        let lane1: Vec<_> = evs[0].iter().filter(|e| e.lane == 1).collect();
        assert_eq!(lane1.len(), 3, "{:?}", evs[0]);
        assert!(lane1.iter().all(|e| e.name.starts_with("send mb")));
        assert!(evs[1].iter().all(|e| e.lane == 0));
    }

    #[test]
    fn a_pipeline_program_runs_over_tcp_and_checks_sizes() {
        let m = json!({
            "plan": {"num_micro_batches": 3},
            "stages": [
                {"tp": 1, "dp": 1, "inputs": [{"name": "x", "type": "f32[4]"}], "outputs": [{"name": "h", "type": "f32[8]"}]},
                {"tp": 1, "dp": 2, "inputs": [{"name": "h", "type": "f32[8]"}], "outputs": [{"name": "y", "type": "f32[2]"}]}
            ],
            "ranks": [
                {"rank": 0, "stage": 0, "tp_rank": 0, "dp_replica": 0},
                {"rank": 1, "stage": 1, "tp_rank": 0, "dp_replica": 0},
                {"rank": 2, "stage": 1, "tp_rank": 0, "dp_replica": 1}
            ]
        });
        let progs = from_manifest(&crate::program::testing::manifest(m).unwrap()).unwrap();
        let mesh = TcpTransport::local_mesh(3, Duration::from_secs(10)).unwrap();
        let out: Vec<_> = on_ranks(&mesh, &progs, |t, p| {
            // Stage 0 writes the micro-batch number into h; stage 1 forwards its first bytes.
            let mut f = |stage: usize, mb: u32, inp: &Tensors| {
                let mut o = BTreeMap::new();
                if stage == 0 {
                    o.insert("h".to_string(), vec![mb as u8 + 1; 32]);
                } else {
                    o.insert("y".to_string(), inp["h"][..8].to_vec());
                }
                Ok(o)
            };
            run(t, p, &mut f).unwrap().1
        });
        assert!(out[0].is_empty());
        assert_eq!(
            out[1],
            vec![
                ("y".to_string(), 0, vec![1u8; 8]),
                ("y".to_string(), 2, vec![3u8; 8])
            ]
        );
        assert_eq!(out[2], vec![("y".to_string(), 1, vec![2u8; 8])]);
    }

    /// A two-stage training job over TCP with a hand-differentiable model:
    /// stage 0 (DP 2, chip A) computes h = a ⊙ x, stage 1 (chip B) the loss
    /// Σ b ⊙ a ⊙ h with the *same* weight `a` (tied across stages). So
    /// ∂L/∂h = b ⊙ a, ∂L/∂a = b ⊙ a ⊙ x from each use, ∂L/∂b = a ⊙ h. The
    /// gradient of `a` must be summed over both replicas of stage 0 and
    /// stage 1 (a group spanning two chip types: the 3-phase AllReduce), the
    /// one of `b` stays local; every holder ends with the same SGD step.
    #[test]
    fn training_programs_sync_tied_and_replicated_gradients() {
        let m = json!({
            "plan": {"num_micro_batches": 4, "stages": [{"warmup": 2}, {"warmup": 1}]},
            "training": {"labels": {"name": "labels", "type": "i64[1]"}},
            "stages": [
                {"tp": 1, "dp": 2,
                 "inputs": [{"name": "x", "type": "f32[2]"}],
                 "outputs": [{"name": "h", "type": "f32[2]", "grad": true}]},
                {"tp": 1, "dp": 1,
                 "inputs": [{"name": "h", "type": "f32[2]", "grad": true}],
                 "outputs": [{"name": "loss", "type": "f32[]", "grad": true}]}
            ],
            "ranks": [
                {"rank": 0, "stage": 0, "tp_rank": 0, "dp_replica": 0, "chip": "A",
                 "weights": [{"name": "a", "type": "f32[2]", "layout": "rep"}]},
                {"rank": 1, "stage": 0, "tp_rank": 0, "dp_replica": 1, "chip": "A",
                 "weights": [{"name": "a", "type": "f32[2]", "layout": "rep"}]},
                {"rank": 2, "stage": 1, "tp_rank": 0, "dp_replica": 0, "chip": "B",
                 "weights": [{"name": "a", "type": "f32[2]", "layout": "rep"},
                             {"name": "b", "type": "f32[2]", "layout": "rep"}]}
            ]
        });
        let progs = from_manifest(&crate::program::testing::manifest(m).unwrap()).unwrap();
        for p in &progs {
            assert_eq!(&CommProgram::from_json(&p.to_json()).unwrap(), p);
        }
        struct Fake {
            stage: usize,
            w: BTreeMap<String, Vec<f32>>,
            g: BTreeMap<String, Vec<f32>>,
            stash: BTreeMap<u32, Vec<f32>>,
        }
        impl Runner for Fake {
            fn compute(&mut self, _: usize, ph: Phase, mb: u32, inp: &Tensors) -> Result<Tensors> {
                let a = self.w["a"].clone();
                let mut o = BTreeMap::new();
                match (self.stage, ph) {
                    (0, Phase::Forward) => {
                        let x = [(mb + 1) as f32, 2.0 * (mb + 1) as f32];
                        self.stash.insert(mb, x.to_vec());
                        o.insert("h".into(), to_bytes(&[a[0] * x[0], a[1] * x[1]]));
                    }
                    (1, Phase::Forward) => {
                        assert!(inp.contains_key("labels"));
                        let mut h = vec![0f32; 2];
                        copy_from_bytes(&inp["h"], &mut h);
                        let b = &self.w["b"];
                        let l: f32 = (0..2).map(|k| b[k] * a[k] * h[k]).sum();
                        self.stash.insert(mb, h);
                        o.insert("loss".into(), to_bytes(&[l]));
                    }
                    (0, Phase::Backward) => {
                        let mut dh = vec![0f32; 2];
                        copy_from_bytes(&inp["h"], &mut dh);
                        let x = &self.stash[&mb];
                        for k in 0..2 {
                            self.g.get_mut("a").unwrap()[k] += dh[k] * x[k];
                        }
                    }
                    _ => {
                        assert!(inp.is_empty());
                        let (b, h) = (self.w["b"].clone(), self.stash[&mb].clone());
                        let dl = 0.25f32; // the loss scale 1 / micro-batches
                        for k in 0..2 {
                            self.g.get_mut("a").unwrap()[k] += dl * b[k] * h[k];
                            self.g.get_mut("b").unwrap()[k] += dl * a[k] * h[k];
                        }
                        let dh: Vec<f32> = (0..2).map(|k| dl * b[k] * a[k]).collect();
                        o.insert("h".into(), to_bytes(&dh));
                    }
                }
                Ok(o)
            }
            fn gradients(&mut self, ws: &[String], _: u64) -> Result<Vec<f32>> {
                Ok(ws.iter().flat_map(|w| self.g[w].clone()).collect())
            }
            fn set_gradients(&mut self, ws: &[String], d: &[f32]) -> Result<()> {
                for (w, c) in ws.iter().zip(d.chunks(2)) {
                    self.g.insert(w.clone(), c.to_vec());
                }
                Ok(())
            }
            fn update(&mut self) -> Result<()> {
                for (w, v) in self.w.iter_mut() {
                    for (x, g) in v.iter_mut().zip(&self.g[w]) {
                        *x -= 0.5 * g;
                    }
                }
                Ok(())
            }
        }
        let mesh = TcpTransport::local_mesh(3, Duration::from_secs(10)).unwrap();
        let got: Vec<_> = on_ranks(&mesh, &progs, |t, p| {
            let mut w = BTreeMap::from([("a".to_string(), vec![1.0f32, 2.0])]);
            if p.stage == 1 {
                w.insert("b".into(), vec![3.0, 5.0]);
            }
            let g = w.keys().map(|k| (k.clone(), vec![0f32; 2])).collect();
            let mut f = Fake {
                stage: p.stage,
                w,
                g,
                stash: BTreeMap::new(),
            };
            let (ev, out) = run(t, p, &mut f).unwrap();
            (f.w, out, ev)
        });
        // Σ_m x_m = (1+2+3+4, 2·10) = (10, 20); a = (1, 2), b = (3, 5).
        // ∂L/∂a_k = scale · 2 b_k a_k Σx_k = 0.25 · (2·3·1·10, 2·5·2·20) = (15, 100)
        // ∂L/∂b_k = scale · a_k² Σx_k     = 0.25 · (10, 80)            = (2.5, 20)
        let (ga, gb) = ([15.0f32, 100.0], [2.5f32, 20.0]);
        for (r, (w, _, _)) in got.iter().enumerate() {
            assert_eq!(
                w["a"],
                vec![1.0 - 0.5 * ga[0], 2.0 - 0.5 * ga[1]],
                "rank {r}"
            );
        }
        assert_eq!(got[2].0["b"], vec![3.0 - 0.5 * gb[0], 5.0 - 0.5 * gb[1]]);
        // Losses of the four micro-batches: Σ b a² x_m = (3·1 + 5·4·2)(m+1) = 43(m+1).
        let losses: Vec<(u32, f32)> = got[2]
            .1
            .iter()
            .map(|(n, mb, b)| {
                assert_eq!(n, "loss");
                let mut l = [0f32];
                copy_from_bytes(b, &mut l);
                (*mb, l[0])
            })
            .collect();
        assert_eq!(
            losses,
            (0..4)
                .map(|m| (m, 43.0 * (m + 1) as f32))
                .collect::<Vec<_>>()
        );
        // The tied sync spans chips A and B: the 3-phase AllReduce ran.
        assert!(
            got[0].2.iter().any(|e| e.name.contains("3-phase")),
            "{:?}",
            got[0].2
        );
    }
}
