//! Executes a rank's [`CommProgram`] over the job's transport and records a
//! timeline (Chrome trace events).
//!
//! Each `comm` instruction runs the rank's part of a transition of the
//! program ([`crate::transition`]); messages are tagged with the op and
//! micro-batch and length-checked against the program's byte counts (the
//! transport refuses anything else, naming the peer). Stage compute is the caller's [`Runner`] (`hetc run` runs the
//! bundle's stage graphs; a closure is a forward-only runner); `hetc run
//! --comm-only` passes [`zero_compute`], which does no arithmetic (zero
//! tensors of the program's sizes), so the communication schedule can be
//! run and timed on its own. Training programs add backward computes,
//! gradient messages, weight-gradient syncs (ring AllReduce inside a chip
//! type, the 3-phase heterogeneous AllReduce across chip types; under
//! ZeRO-1 their reduce-scatter form, with the all-gathers of the updated
//! weights after the optimizer step) and the optimizer step, which the
//! runner performs on its own weights.

use crate::collective::{hetero, ring, Group, HostCcl, Packing, Wire};
use crate::error::{Result, RuntimeError};
pub use crate::program::Phase;
use crate::program::{
    chip_groups, zero_domains, zero_segment, CommProgram, Instr, BARRIER_TAG, NORM_TAG, SYNC_TAG,
};
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

    /// The sum of squares of the synced gradient elements this rank is the
    /// first holder of (so that the sum over every rank counts each element
    /// of each weight once), for global-norm clipping, the step line, and
    /// dynamic loss scaling, whose decision to skip a step is whether that
    /// global sum is finite (an inf or NaN on any rank makes it inf or NaN
    /// on every rank); `None`: no global norm. Called before
    /// [`Runner::update`] on every rank.
    fn grad_sq_norm(&mut self) -> Result<Option<f32>> {
        Ok(None)
    }

    /// The global gradient norm (the square root of the sum over every rank
    /// of [`Runner::grad_sq_norm`]), before the update that clips by it.
    fn set_grad_norm(&mut self, norm: f32) {
        let _ = norm;
    }

    /// This rank's current values of `weights`, concatenated as f32
    /// (`bytes` in all): the buffer a ZeRO-1 sync all-gathers after the
    /// update.
    fn weight_values(&mut self, weights: &[String], bytes: u64) -> Result<Vec<f32>> {
        let _ = (weights, bytes);
        Err(not_training("weight all-gather"))
    }

    /// How [`Runner::weight_values`]' buffer travels in the all-gather:
    /// per weight of `weights`, its elements and wire type (a 16-bit
    /// resident weight's values are of its type, so a 16-bit wire carries
    /// them exactly). Empty: all f32.
    fn weight_wires(&mut self, weights: &[String]) -> Result<Vec<(usize, Wire)>> {
        let _ = weights;
        Ok(Vec::new())
    }

    /// Replace the values of `weights` by `data` (after a ZeRO-1
    /// all-gather).
    fn set_weight_values(&mut self, weights: &[String], data: &[f32]) -> Result<()> {
        let _ = (weights, data);
        Err(not_training("weight all-gather"))
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

/// Runs this rank's schedule of `prog` (a bundle's `comm/rank-N.json`, or
/// any program with a schedule for `t.rank()`); `compute(stage,
/// micro_batch, inputs)` returns the stage's outputs by name. Returns the
/// timeline and the outputs of the last stage.
///
/// Sends are asynchronous: the messages of a P2P or M2MS in which this
/// rank only sends ([`crate::transition`]) are queued to a sender thread,
/// which sends them in program order (so per-pair order holds), while the
/// program goes on to its next receive or compute — the next micro-batch's
/// compute overlaps the previous one's transfer. Before the program thread
/// talks to a peer itself it waits until the queue holds nothing for that
/// peer, so its own messages never overtake a queued one. A failed send
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

/// A ZeRO-1 sync of this step whose weights the update's all-gather
/// completes: sync index, the chip type's group, weights, bytes, this
/// rank's segment.
type Gather<'a> = (u32, Group, &'a Vec<String>, u64, std::ops::Range<usize>);

/// A gradient (or weight) buffer of `bytes` for sync `index`.
fn check_sync_len(index: u32, weights: &[String], buf: &[f32], bytes: u64) -> Result<()> {
    if buf.len() as u64 * 4 != bytes {
        return Err(RuntimeError::Bundle(format!(
            "gradient sync {index}: {} bytes for {weights:?}, the program syncs {bytes}",
            buf.len() * 4
        )));
    }
    Ok(())
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
    let me = t.rank();
    let mine = prog.rank(me).ok_or_else(|| {
        RuntimeError::Bundle(format!("the comm program has no schedule for rank {me}"))
    })?;
    let io = crate::transition::Io { post, drain };
    let mut events = Vec::new();
    let mut live: BTreeMap<String, Vec<u8>> = BTreeMap::new();
    let mut produced: BTreeMap<String, Vec<u8>> = BTreeMap::new();
    let mut outputs = Vec::new();
    let mut gathers: Vec<Gather<'_>> = Vec::new();
    let size = |b: u64, what: &str| -> Result<usize> {
        if b > MAX_MESSAGE {
            return Err(RuntimeError::Bundle(format!(
                "{what}: {b} bytes exceeds the executor's limit"
            )));
        }
        Ok(b as usize)
    };
    for ins in &mine.instrs {
        let start = t0.elapsed().as_secs_f64() * 1e6;
        let name = match ins {
            Instr::Input { tensor, bytes, .. } => {
                live.insert(tensor.clone(), vec![0u8; size(*bytes, tensor)?]);
                format!("input {tensor}")
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
                zero: true,
            } => {
                // ZeRO-1: this position of its chip type's ranks ends
                // holding the sum of its segment (the ring AllReduce's
                // first half inside the type; across types, an AllReduce
                // of the segment between the ranks of equal position); the
                // update of that segment and the AllGather of the weights
                // inside the type follow.
                let mut buf = compute.gradients(weights, *bytes)?;
                check_sync_len(*index, weights, &buf, *bytes)?;
                drain(group);
                let tag = SYNC_TAG | (*index * 4);
                let types = zero_domains(group, chips);
                let mine = types.iter().find(|g| g.contains(&me)).ok_or_else(|| {
                    RuntimeError::Bundle(format!(
                        "gradient sync {index}: rank {me} is not in {group:?}"
                    ))
                })?;
                let g = Group::new(mine.clone());
                let p = g.position("zero", me)?;
                let seg = ring::reduce_scatter(t, &g, tag, &mut buf)?;
                let want = zero_segment(buf.len(), g.len(), p);
                if seg != want || types.iter().any(|t| t.len() != g.len()) {
                    return Err(RuntimeError::Bundle(format!(
                        "gradient sync {index}: the ring leaves segment {seg:?} here, ZeRO-1 owns {want:?} (chip types of {:?} ranks)",
                        types.iter().map(Vec::len).collect::<Vec<_>>()
                    )));
                }
                if types.len() > 1 {
                    let peers = Group::new(types.iter().map(|t| t[p]).collect());
                    ring::all_reduce(t, &peers, tag + 1, &mut buf[seg.clone()])?;
                }
                compute.set_gradients(weights, &buf)?;
                gathers.push((*index, g, weights, *bytes, seg));
                let kinds = chip_groups(group, chips).len();
                if types.len() > 1 {
                    format!(
                        "grad sync {index} {group:?} (ZeRO-1, 3-phase reduce-scatter over {} chip types)",
                        types.len()
                    )
                } else if kinds > 1 {
                    format!(
                        "grad sync {index} {group:?} (ZeRO-1 reduce-scatter, one ring over {kinds} chip types of unequal rank counts)"
                    )
                } else {
                    format!("grad sync {index} {group:?} (ZeRO-1 reduce-scatter)")
                }
            }
            Instr::GradSync {
                index,
                group,
                chips,
                weights,
                bytes,
                zero: false,
            } => {
                let mut buf = compute.gradients(weights, *bytes)?;
                check_sync_len(*index, weights, &buf, *bytes)?;
                drain(group);
                let tag = SYNC_TAG | (*index * 4);
                // One group per chip type (sorted by name: the same on every rank).
                let by_chip: Vec<Group> = chip_groups(group, chips)
                    .into_iter()
                    .map(Group::new)
                    .collect();
                let kinds = by_chip.len();
                if kinds == 1 {
                    ring::all_reduce(t, &Group::new(group.clone()), tag, &mut buf)?;
                } else {
                    hetero::all_reduce(t, &HostCcl, &by_chip, tag, &mut buf)?;
                }
                compute.set_gradients(weights, &buf)?;
                if kinds == 1 {
                    format!("grad sync {index} {group:?}")
                } else {
                    format!(
                        "grad sync {index} {group:?} (3-phase over {} chip types)",
                        kinds
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
                // ZeRO-1: every holder gets the others' updated segments,
                // in the global sync order (no two gathers wait on each
                // other).
                for (index, g, weights, bytes, seg) in gathers.drain(..) {
                    let mut w = compute.weight_values(weights, bytes)?;
                    check_sync_len(index, weights, &w, bytes)?;
                    let pack = gather_packing(index, &compute.weight_wires(weights)?, w.len())?;
                    let mine = pack.encode(&w, seg);
                    let ranges: Vec<_> = (0..g.len())
                        .map(|p| pack.byte_range(zero_segment(w.len(), g.len(), p)))
                        .collect();
                    let mut out = vec![0u8; pack.bytes()];
                    drain(&g.ranks);
                    ring::all_gather_ranges(
                        t,
                        &g,
                        SYNC_TAG | (index * 4 + 3),
                        &mine,
                        &ranges,
                        &mut out,
                    )?;
                    pack.decode_into(&out, &mut w);
                    compute.set_weight_values(weights, &w)?;
                }
                // One event: the update and its all-gathers (`hetc bench
                // pipeline` charges both to the update).
                "update".to_string()
            }
            Instr::Comm {
                transition,
                tensor,
                dtype,
                bytes,
                micro_batch,
                grad,
            } => {
                let mine = if crate::transition::gives(prog, *transition, me) {
                    Some(to_send(&produced, tensor, *bytes)?.clone())
                } else {
                    None
                };
                let u = crate::transition::Use {
                    transition: *transition,
                    tensor,
                    dtype: *dtype,
                    bytes: *bytes,
                    micro_batch: *micro_batch,
                    grad: *grad,
                };
                let (got, name) = crate::transition::run(t, prog, &u, mine, &io)?;
                if let Some(v) = got {
                    live.insert(tensor.clone(), v);
                }
                name
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

/// The packing of ZeRO-1 sync `index`'s all-gather of `len` elements
/// ([`Runner::weight_wires`]).
fn gather_packing(index: u32, wires: &[(usize, Wire)], len: usize) -> Result<Packing> {
    if wires.is_empty() {
        return Ok(Packing::new(&[(len, Wire::F32)]));
    }
    let p = Packing::new(wires);
    if p.len() != len {
        return Err(RuntimeError::Bundle(format!(
            "gradient sync {index}: the weights' wire types cover {} elements, the buffer has {len}",
            p.len()
        )));
    }
    Ok(p)
}

/// A runner that does no arithmetic (`--comm-only`): zero tensors of the
/// sizes the program sends and outputs, zero gradients, no update.
pub fn zero_compute(prog: &CommProgram, rank: usize) -> ZeroRunner<'_> {
    ZeroRunner { prog, rank }
}

/// See [`zero_compute`].
pub struct ZeroRunner<'a> {
    prog: &'a CommProgram,
    rank: usize,
}

impl Runner for ZeroRunner<'_> {
    fn compute(&mut self, _: usize, phase: Phase, mb: u32, _: &Tensors) -> Result<Tensors> {
        let mut out = BTreeMap::new();
        let me = self.rank;
        let instrs = self.prog.rank(me).map_or(&[][..], |p| &p.instrs[..]);
        for i in instrs {
            let made = match (phase, i) {
                (
                    Phase::Forward,
                    Instr::Output {
                        tensor,
                        bytes,
                        micro_batch,
                    },
                ) => Some((tensor, bytes, micro_batch)),
                (
                    _,
                    Instr::Comm {
                        transition,
                        tensor,
                        bytes,
                        micro_batch,
                        grad,
                        ..
                    },
                ) if *grad == (phase == Phase::Backward)
                    && crate::transition::gives(self.prog, *transition, me) =>
                {
                    Some((tensor, bytes, micro_batch))
                }
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

    fn weight_values(&mut self, w: &[String], bytes: u64) -> Result<Vec<f32>> {
        self.gradients(w, bytes)
    }

    fn set_weight_values(&mut self, _: &[String], _: &[f32]) -> Result<()> {
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
    use crate::collective::{copy_from_bytes, to_bytes};
    use crate::program::{Phase as P, RankProgram};
    use crate::transport::tcp::TcpTransport;
    use hetc_ir::comm_program::{Group, Layout, LayoutKind, Op, OpKind, Transition};
    use hetc_ir::DType;
    use std::time::Duration;

    /// Every rank's `f(transport, program)` on its own thread.
    fn on_ranks<R: Send>(
        mesh: &[TcpTransport],
        prog: &CommProgram,
        f: impl Fn(&TcpTransport, &CommProgram) -> R + Sync,
    ) -> Vec<R> {
        std::thread::scope(|s| {
            let f = &f;
            let hs: Vec<_> = mesh.iter().map(|t| s.spawn(move || f(t, prog))).collect();
            hs.into_iter().map(|h| h.join().unwrap()).collect()
        })
    }

    fn f32s(b: &[u8]) -> Vec<f32> {
        b.chunks_exact(4)
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect()
    }

    /// A program under construction: groups by rank list, transitions,
    /// schedules.
    #[derive(Default)]
    struct Build {
        p: CommProgram,
    }

    impl Build {
        fn group(&mut self, ranks: &[u32]) -> u32 {
            if let Some(i) = self.p.groups.iter().position(|g| g.ranks == ranks) {
                return i as u32;
            }
            self.p.groups.push(Group {
                name: format!("g{}", self.p.groups.len()),
                ranks: ranks.to_vec(),
            });
            self.p.groups.len() as u32 - 1
        }

        /// A transition of a `bytes`-byte value from `kind` over `src`
        /// through `ops` (kind, group ranks).
        fn transition(
            &mut self,
            kind: LayoutKind,
            src: &[u32],
            bytes: u64,
            ops: &[(OpKind, &[u32])],
        ) -> usize {
            let group = self.group(src);
            let ops = ops
                .iter()
                .map(|(kind, g)| Op {
                    kind: *kind,
                    group: self.group(g),
                })
                .collect();
            self.p.transitions.push(Transition {
                label: format!("t{}", self.p.transitions.len()),
                input: Layout {
                    kind,
                    group,
                    n: src.len() as u32,
                    bytes: bytes as f64,
                    topk: None,
                },
                ops,
            });
            self.p.transitions.len() - 1
        }

        fn rank(&mut self, rank: usize, stage: usize, instrs: Vec<Instr>) {
            self.p.ranks.push(RankProgram {
                rank,
                stage,
                tp_rank: 0,
                dp_replica: 0,
                instrs,
            });
            self.p.ranks.sort_by_key(|r| r.rank);
        }

        fn done(self) -> CommProgram {
            self.p.check().unwrap();
            self.p
        }
    }

    fn comm(transition: usize, tensor: &str, bytes: u64, mb: u32, grad: bool) -> Instr {
        Instr::Comm {
            transition,
            tensor: tensor.into(),
            dtype: DType::F32,
            bytes,
            micro_batch: mb,
            grad,
        }
    }

    fn compute(stage: usize, phase: P, mb: u32) -> Instr {
        Instr::Compute {
            stage,
            phase,
            micro_batch: mb,
        }
    }

    /// Two stages, `micro` micro-batches: stage 0 on `src` computes `h`
    /// (32 bytes), transition `ops` moves it to stage 1 on `dst`, which
    /// outputs it as `y`.
    fn two_stages(
        kind: LayoutKind,
        src: &[u32],
        dst: &[u32],
        ops: &[(OpKind, &[u32])],
        micro: u32,
    ) -> CommProgram {
        let mut b = Build::default();
        let t = b.transition(kind, src, 32, ops);
        for &r in src {
            let instrs = (0..micro)
                .flat_map(|mb| [compute(0, P::Forward, mb), comm(t, "h", 32, mb, false)])
                .collect();
            b.rank(r as usize, 0, instrs);
        }
        for &r in dst {
            let instrs = (0..micro)
                .flat_map(|mb| {
                    [
                        comm(t, "h", 32, mb, false),
                        compute(1, P::Forward, mb),
                        Instr::Output {
                            tensor: "y".into(),
                            bytes: 32,
                            micro_batch: mb,
                        },
                    ]
                })
                .collect();
            b.rank(r as usize, 1, instrs);
        }
        b.done()
    }

    /// Boundaries over TCP, fused and not: a partial TP-2 output summed
    /// (all-reduce then SR&AG, or one M2MS into shards then an all-gather,
    /// or one M2MS into a replicated layout); a replicated TP-1 or TP-2
    /// output scattered and gathered. Values are small integers, so the
    /// sums are exact and every variant gives the same bits.
    #[test]
    fn boundaries_deliver_the_sum_and_the_copy_fused_or_not() {
        use LayoutKind::{Part, Rep, Shard};
        use OpKind::*;
        let (g2, g1, d2): (&[u32], &[u32], &[u32]) = (&[0, 1], &[0], &[2, 3]);
        type Chain<'a> = Vec<(OpKind, &'a [u32])>;
        let cases: Vec<(LayoutKind, &[u32], Chain)> = vec![
            (
                Part,
                g2,
                vec![
                    (AllReduce, g2),
                    (Slice, g2),
                    (M2MS(Shard), d2),
                    (AllGather, d2),
                ],
            ),
            (Part, g2, vec![(M2MS(Shard), d2), (AllGather, d2)]),
            (Part, g2, vec![(M2MS(Rep), d2)]),
            (
                Rep,
                g1,
                vec![(M2MS(Shard), &[1, 2][..]), (AllGather, &[1, 2][..])],
            ),
            (
                Rep,
                g2,
                vec![(Slice, g2), (M2MS(Shard), d2), (AllGather, d2)],
            ),
            (Rep, g2, vec![(Slice, g2), (M2MS(Rep), d2)]),
        ];
        for (kind, src, ops) in cases {
            let dst = ops.last().unwrap().1;
            let p = two_stages(kind, src, dst, &ops, 2);
            let world = src.len() + dst.len();
            let mesh = TcpTransport::local_mesh(world, Duration::from_secs(10)).unwrap();
            let out: Vec<_> = on_ranks(&mesh, &p, |t, p| {
                let me = t.rank();
                let mut f = |stage: usize, mb: u32, inp: &Tensors| {
                    let mut o = BTreeMap::new();
                    if stage == 0 {
                        // A partial term per rank, or the same copy on every rank.
                        let w = if kind == Part { me + 1 } else { 1 };
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
            let terms = if kind == Part { src.len() } else { 1 };
            for &r in dst {
                let got = &out[r as usize];
                assert_eq!(got.len(), 2);
                for (name, mb, bytes) in got {
                    assert_eq!(name, "y");
                    // Σ_r (r+1)(k+1) + mb over the terms, or (k+1) + mb.
                    let w: usize = (1..=terms).sum();
                    let want: Vec<f32> = (0..8)
                        .map(|k| {
                            if kind == Part {
                                (w * (k + 1)) as f32 + (terms as u32 * mb) as f32
                            } else {
                                (k + 1) as f32 + *mb as f32
                            }
                        })
                        .collect();
                    assert_eq!(f32s(bytes), want, "{ops:?} rank {r} mb {mb}");
                }
            }
        }
    }

    /// The transport counts the payload bytes each rank sends: a TP-2
    /// partial output fused into an M2MS to shards + all-gather moves, per
    /// micro-batch of a 32-byte value, 32 bytes from each source (16 to
    /// each receiver) and 16 from each receiver (its shard to the other).
    #[test]
    fn the_transport_counts_the_bytes_a_program_moves() {
        use OpKind::*;
        let d2: &[u32] = &[2, 3];
        let ops = [(M2MS(LayoutKind::Shard), d2), (AllGather, d2)];
        let p = two_stages(LayoutKind::Part, &[0, 1], d2, &ops, 3);
        let mesh = TcpTransport::local_mesh(4, Duration::from_secs(10)).unwrap();
        let sent = on_ranks(&mesh, &p, |t, p| {
            let mut f = zero_compute(p, t.rank());
            run(t, p, &mut f).unwrap();
            t.bytes_sent()
        });
        assert_eq!(sent, [3 * 32, 3 * 32, 3 * 16, 3 * 16]);
    }

    /// Ops the runtime cannot run, and values it cannot take, are errors
    /// naming the transition.
    #[test]
    fn unsupported_transitions_are_errors_naming_them() {
        let mut b = Build::default();
        let t = b.transition(
            LayoutKind::Rep,
            &[0],
            32,
            &[(OpKind::Gate(1), &[0]), (OpKind::P2P, &[1])],
        );
        b.rank(
            0,
            0,
            vec![compute(0, P::Forward, 0), comm(t, "h", 32, 0, false)],
        );
        b.rank(
            1,
            1,
            vec![comm(t, "h", 32, 0, false), compute(1, P::Forward, 0)],
        );
        let p = b.done();
        let mesh = TcpTransport::local_mesh(2, Duration::from_secs(5)).unwrap();
        let errs = on_ranks(&mesh, &p, |t, p| {
            let mut f = |_: usize, _: u32, _: &Tensors| {
                Ok(BTreeMap::from([("h".to_string(), vec![0u8; 32])]))
            };
            run(t, p, &mut f).unwrap_err().to_string()
        });
        for e in errs {
            assert!(e.contains("`t0`") && e.contains("Gate"), "{e}");
        }
        // A stage that computes the wrong size for its transition.
        let p = two_stages(LayoutKind::Rep, &[0], &[1], &[(OpKind::P2P, &[1])], 1);
        let mesh = TcpTransport::local_mesh(2, Duration::from_secs(5)).unwrap();
        let mut f =
            |_: usize, _: u32, _: &Tensors| Ok(BTreeMap::from([("h".to_string(), vec![0u8; 12])]));
        let e = run(&mesh[0], &p, &mut f).unwrap_err().to_string();
        assert!(e.contains("h: computed 12 bytes"), "{e}");
    }

    /// Async sends to a peer that is gone: the run ends with the send's
    /// error naming the peer (not a hang, not a success), and the queued
    /// send shows on the sender lane of a successful run's timeline.
    #[test]
    fn a_failed_async_send_is_the_error_and_names_the_peer() {
        let big = 4 * 2097152;
        let mut b = Build::default();
        let t = b.transition(LayoutKind::Rep, &[0], big, &[(OpKind::P2P, &[1])]);
        let h = |mb| comm(t, "h", big, mb, false);
        b.rank(
            0,
            0,
            (0..3)
                .flat_map(|mb| [compute(0, P::Forward, mb), h(mb)])
                .collect(),
        );
        b.rank(
            1,
            1,
            (0..3)
                .flat_map(|mb| {
                    [
                        h(mb),
                        compute(1, P::Forward, mb),
                        Instr::Output {
                            tensor: "y".into(),
                            bytes: 16,
                            micro_batch: mb,
                        },
                    ]
                })
                .collect(),
        );
        let prog = b.done();
        let mut mesh = TcpTransport::local_mesh(2, Duration::from_secs(5)).unwrap();
        drop(mesh.pop()); // rank 1 dies before the first message
        let mut f = zero_compute(&prog, 0);
        let t = Instant::now();
        let e = run(&mesh[0], &prog, &mut f).unwrap_err();
        assert_eq!(e.peer_rank(), Some(1), "{e}");
        assert!(t.elapsed() < Duration::from_secs(5), "{e}");
        // Both alive: the sends run on lane 1.
        let mesh = TcpTransport::local_mesh(2, Duration::from_secs(10)).unwrap();
        let evs: Vec<Vec<Event>> = on_ranks(&mesh, &prog, |t, p| {
            let mut f = zero_compute(p, t.rank());
            run(t, p, &mut f).unwrap().0
        });
        let lane1: Vec<_> = evs[0].iter().filter(|e| e.lane == 1).collect();
        assert_eq!(lane1.len(), 3, "{:?}", evs[0]);
        assert!(lane1.iter().all(|e| e.name.starts_with("p2p mb")));
        assert!(evs[1].iter().all(|e| e.lane == 0));
    }

    #[test]
    fn a_pipeline_program_runs_over_tcp_and_checks_sizes() {
        // Stage 1 has two replicas: micro-batch m goes to rank 1 + m mod 2.
        let mut b = Build::default();
        let to = [
            b.transition(LayoutKind::Rep, &[0], 32, &[(OpKind::P2P, &[1])]),
            b.transition(LayoutKind::Rep, &[0], 32, &[(OpKind::P2P, &[2])]),
        ];
        let h = |mb: u32| comm(to[mb as usize % 2], "h", 32, mb, false);
        b.rank(
            0,
            0,
            (0..3)
                .flat_map(|mb| {
                    [
                        Instr::Input {
                            tensor: "x".into(),
                            bytes: 16,
                            micro_batch: mb,
                        },
                        compute(0, P::Forward, mb),
                        h(mb),
                    ]
                })
                .collect(),
        );
        for r in [1usize, 2] {
            let mine = (0..3u32).filter(|mb| *mb as usize % 2 == r - 1);
            b.rank(
                r,
                1,
                mine.flat_map(|mb| {
                    [
                        h(mb),
                        compute(1, P::Forward, mb),
                        Instr::Output {
                            tensor: "y".into(),
                            bytes: 8,
                            micro_batch: mb,
                        },
                    ]
                })
                .collect(),
            );
        }
        let prog = b.done();
        let mesh = TcpTransport::local_mesh(3, Duration::from_secs(10)).unwrap();
        let out: Vec<_> = on_ranks(&mesh, &prog, |t, p| {
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
        // Forward: each replica of stage 0 sends h to rank 2; backward: rank
        // 2 sends ∂h back (P2P both ways, tag GRAD_TAG for gradients).
        let mut b = Build::default();
        let fwd = [
            b.transition(LayoutKind::Rep, &[0], 8, &[(OpKind::P2P, &[2])]),
            b.transition(LayoutKind::Rep, &[1], 8, &[(OpKind::P2P, &[2])]),
        ];
        let bwd = [
            b.transition(LayoutKind::Rep, &[2], 8, &[(OpKind::P2P, &[0])]),
            b.transition(LayoutKind::Rep, &[2], 8, &[(OpKind::P2P, &[1])]),
        ];
        let sync = Instr::GradSync {
            index: 0,
            group: vec![0, 1, 2],
            chips: vec!["A".into(), "A".into(), "B".into()],
            weights: vec!["a".into()],
            bytes: 8,
            zero: false,
        };
        for d in 0..2usize {
            // Micro-batches d, d + 2 with warm-up 2: F F B B.
            let (m0, m1) = (d as u32, d as u32 + 2);
            let f = |mb| [compute(0, P::Forward, mb), comm(fwd[d], "h", 8, mb, false)];
            let bw = |mb| [comm(bwd[d], "h", 8, mb, true), compute(0, P::Backward, mb)];
            let mut instrs: Vec<Instr> = [f(m0), f(m1), bw(m0), bw(m1)].concat();
            instrs.extend([sync.clone(), Instr::Update]);
            b.rank(d, 0, instrs);
        }
        let mut last = Vec::new();
        for mb in 0..4u32 {
            let d = mb as usize % 2;
            last.extend([
                comm(fwd[d], "h", 8, mb, false),
                Instr::Input {
                    tensor: "labels".into(),
                    bytes: 8,
                    micro_batch: mb,
                },
                compute(1, P::Forward, mb),
                Instr::Output {
                    tensor: "loss".into(),
                    bytes: 4,
                    micro_batch: mb,
                },
                compute(1, P::Backward, mb),
                comm(bwd[d], "h", 8, mb, true),
            ]);
        }
        last.extend([
            Instr::GradSync {
                index: 0,
                group: vec![0, 1, 2],
                chips: vec!["A".into(), "A".into(), "B".into()],
                weights: vec!["a".into()],
                bytes: 8,
                zero: false,
            },
            Instr::Update,
        ]);
        b.rank(2, 1, last);
        let prog = b.done();
        for r in 0..3 {
            let v = prog.rank_view(r).unwrap();
            assert_eq!(CommProgram::from_json(v.to_json().as_bytes()).unwrap(), v);
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
        let got: Vec<_> = on_ranks(&mesh, &prog, |t, p| {
            let mut w = BTreeMap::from([("a".to_string(), vec![1.0f32, 2.0])]);
            let stage = p.rank(t.rank()).unwrap().stage;
            if stage == 1 {
                w.insert("b".into(), vec![3.0, 5.0]);
            }
            let g = w.keys().map(|k| (k.clone(), vec![0f32; 2])).collect();
            let mut f = Fake {
                stage,
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
