//! Executes a rank's [`CommProgram`] over the job's transport and records a
//! timeline (Chrome trace events).
//!
//! Messages are tagged with their micro-batch and length-checked against the
//! program's byte counts (the transport refuses anything else, naming the
//! peer). Stage compute is a caller-given function; `hetc run --comm-only`
//! passes one that does no arithmetic (zero tensors of the program's sizes)
//! so the communication schedule can be run and timed on its own. Running
//! the stage graphs (reference interpreter / compiled executables) is not
//! implemented yet.

use crate::collective::m2ms::{Layout, M2ms};
use crate::collective::{copy_from_bytes, ring, to_bytes, Group};
use crate::error::{Result, RuntimeError};
use crate::program::{CommProgram, Instr, GATHER_TAG};
use crate::transport::Transport;
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::time::Instant;

/// Largest single tensor the executor will allocate for a message.
pub const MAX_MESSAGE: u64 = 1 << 32;

/// Tensors by name.
pub type Tensors = BTreeMap<String, Vec<u8>>;
/// `compute(stage, micro_batch, inputs)` → outputs by name.
pub type Compute<'a> = dyn FnMut(usize, u32, &Tensors) -> Result<Tensors> + 'a;
/// A last-stage output: tensor, micro-batch, bytes.
pub type Output = (String, u32, Vec<u8>);

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
    compute: &mut Compute<'_>,
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
    compute: &mut Compute<'_>,
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
            } => {
                let mut buf = vec![0u8; size(*bytes, tensor)?];
                t.recv_into(*from, *micro_batch, &mut buf)?;
                live.insert(tensor.clone(), buf);
                format!("recv mb{micro_batch} from {from}")
            }
            Instr::Compute { stage, micro_batch } => {
                produced = compute(*stage, *micro_batch, &live)?;
                live.clear();
                format!("compute stage {stage} mb{micro_batch}")
            }
            Instr::Send {
                to,
                tensor,
                bytes,
                micro_batch,
            } => {
                let data = to_send(&produced, tensor, *bytes)?;
                let name = format!("send mb{micro_batch} to {to}");
                post(*to, *micro_batch, data.clone(), name.clone())?;
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

/// A compute function that does no arithmetic: zero tensors of the sizes
/// the program sends and outputs (`--comm-only`).
pub fn zero_compute(
    prog: &CommProgram,
) -> impl FnMut(usize, u32, &Tensors) -> Result<Tensors> + '_ {
    move |_, mb, _| {
        let mut out = BTreeMap::new();
        for i in &prog.instrs {
            match i {
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
                } if *micro_batch == mb => {
                    out.insert(
                        tensor.clone(),
                        vec![0u8; (*bytes).min(MAX_MESSAGE) as usize],
                    );
                }
                Instr::M2ms {
                    src,
                    tensor,
                    bytes,
                    micro_batch,
                    ..
                } if *micro_batch == mb && src.contains(&prog.rank) => {
                    out.insert(
                        tensor.clone(),
                        vec![0u8; (*bytes).min(MAX_MESSAGE) as usize],
                    );
                }
                _ => {}
            }
        }
        Ok(out)
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
            let progs = from_manifest(&m).unwrap();
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
        let progs = from_manifest(&m).unwrap();
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
        let progs = from_manifest(&m).unwrap();
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
}
