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

use crate::error::{Result, RuntimeError};
use crate::program::{CommProgram, Instr};
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
}

/// Runs `prog`; `compute(stage, micro_batch, inputs)` returns the stage's
/// outputs by name. Returns the timeline and the outputs of the last stage.
pub fn run(
    t: &dyn Transport,
    prog: &CommProgram,
    compute: &mut Compute<'_>,
) -> Result<(Vec<Event>, Vec<Output>)> {
    let t0 = Instant::now();
    let mut events = Vec::new();
    let mut live: BTreeMap<String, Vec<u8>> = BTreeMap::new();
    let mut produced: BTreeMap<String, Vec<u8>> = BTreeMap::new();
    let mut outputs = Vec::new();
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
                let data = produced.get(tensor).ok_or_else(|| {
                    RuntimeError::Bundle(format!("stage produced no tensor {tensor:?} to send"))
                })?;
                if data.len() as u64 != *bytes {
                    return Err(RuntimeError::Bundle(format!(
                        "{tensor}: computed {} bytes, the program sends {bytes}",
                        data.len()
                    )));
                }
                t.send(*to, *micro_batch, data)?;
                format!("send mb{micro_batch} to {to}")
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
            json!({"name": e.name, "ph": "X", "pid": rank, "tid": 0,
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
        let out: Vec<_> = std::thread::scope(|s| {
            let hs: Vec<_> = mesh
                .iter()
                .zip(&progs)
                .map(|(t, p)| {
                    s.spawn(move || {
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
                    })
                })
                .collect();
            hs.into_iter().map(|h| h.join().unwrap()).collect()
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
