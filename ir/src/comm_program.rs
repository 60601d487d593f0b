//! Communication programs: per rank, the ordered instructions the runtime
//! executes (compute of a stage's phase for a micro-batch, sends, receives,
//! fused M2MS boundaries, all-gathers, gradient syncs, the optimizer step),
//! and their JSON form (`comm/rank-N.json`).
//!
//! The data structure lives here, with the rest of the IR (DESIGN.md
//! "IR"); `hetc-runtime` builds the programs from a bundle's manifest and
//! executes them (`hetc_runtime::program`, whose module docs give the
//! semantics: pairing, tags, training schedules).

use serde_json::{json, Value};

/// A malformed comm program (untrusted JSON): the message names the field.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct ProgramError(pub String);

type Result<T> = std::result::Result<T, ProgramError>;

fn bad(m: impl Into<String>) -> ProgramError {
    ProgramError(m.into())
}

/// One instruction of a rank's program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Instr {
    /// Read a model input (first stage).
    Input {
        tensor: String,
        bytes: u64,
        micro_batch: u32,
    },
    Recv {
        from: usize,
        tensor: String,
        bytes: u64,
        micro_batch: u32,
    },
    Compute {
        stage: usize,
        phase: Phase,
        micro_batch: u32,
    },
    Send {
        to: usize,
        tensor: String,
        bytes: u64,
        micro_batch: u32,
    },
    /// Write a model output (last stage).
    Output {
        tensor: String,
        bytes: u64,
        micro_batch: u32,
    },
    /// This rank's part of a fused boundary (`hetc_runtime::program`): it sends
    /// if it is in `src`, receives if in `dst`. `bytes` is the whole f32
    /// tensor; destinations end with their element segment (`dst_shard`)
    /// or the whole tensor.
    M2ms {
        src: Vec<usize>,
        src_partial: bool,
        dst: Vec<usize>,
        dst_shard: bool,
        tensor: String,
        bytes: u64,
        micro_batch: u32,
    },
    /// Ring all-gather of the tensor's equal element segments over `group`
    /// (after an [`Instr::M2ms`] into shards); `bytes` is the whole tensor.
    AllGather {
        group: Vec<usize>,
        tensor: String,
        bytes: u64,
        micro_batch: u32,
    },
    /// Training: receive the cotangent of stage output `tensor` from the
    /// next stage (tag [`GRAD_TAG`]` | micro_batch`).
    RecvGrad {
        from: usize,
        tensor: String,
        bytes: u64,
        micro_batch: u32,
    },
    /// Training: send the gradient of stage input `tensor` to the previous
    /// stage.
    SendGrad {
        to: usize,
        tensor: String,
        bytes: u64,
        micro_batch: u32,
    },
    /// Training: sum this rank's accumulated gradients of `weights`
    /// (concatenated f32, `bytes` in all) over `group`, every member holding
    /// the same shards; `chips[k]` is the chip type of `group[k]` — more than
    /// one type runs the 3-phase heterogeneous AllReduce. `index` orders the
    /// syncs globally and picks the tag ([`SYNC_TAG`]` | 4·index`).
    GradSync {
        index: u32,
        group: Vec<usize>,
        chips: Vec<String>,
        weights: Vec<String>,
        bytes: u64,
    },
    /// Training: the optimizer step on every weight of the rank.
    Update,
}

/// The two halves of a training step's compute (inference runs forwards).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    Forward,
    Backward,
}

impl Phase {
    pub fn name(self) -> &'static str {
        match self {
            Phase::Forward => "forward",
            Phase::Backward => "backward",
        }
    }
}

/// Tag bit of the boundary all-gathers (p2p and M2MS messages carry the
/// micro-batch, below it).
pub const GATHER_TAG: u32 = 1 << 30;
/// Tag bit of the backward boundary messages (gradients), `| micro_batch`.
pub const GRAD_TAG: u32 = 1 << 29;
/// Tag bit of the weight-gradient syncs, `| 4·index` (+0..2: the phases of
/// the 3-phase AllReduce).
pub const SYNC_TAG: u32 = 1 << 28;
/// Tag of the all-reduce of the squared gradient norms over every rank
/// (global-norm clipping); the last sync slot, which no sync index reaches.
pub const NORM_TAG: u32 = SYNC_TAG | (SYNC_TAG - 4);
/// Tag of a barrier over every rank (checkpoints); the slot below
/// [`NORM_TAG`].
pub const BARRIER_TAG: u32 = SYNC_TAG | (SYNC_TAG - 8);

/// A rank's program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CommProgram {
    pub rank: usize,
    pub stage: usize,
    pub tp_rank: usize,
    pub dp_replica: usize,
    pub instrs: Vec<Instr>,
}

/// Field readers for untrusted JSON: every error names `what` and the key.
pub mod json_fields {
    use super::{bad, Result};
    use serde_json::Value;

    /// A non-empty list of distinct ranks.
    pub fn ranks(v: &Value, k: &str, what: &str) -> Result<Vec<usize>> {
        let list = field(v, k, what)?
            .as_array()
            .ok_or_else(|| bad(format!("{what}: \"{k}\" is not a list")))?;
        let out: Vec<usize> = list
            .iter()
            .map(|r| r.as_u64().map(|x| x as usize))
            .collect::<Option<_>>()
            .ok_or_else(|| bad(format!("{what}: \"{k}\" is not a list of ranks")))?;
        let distinct: std::collections::BTreeSet<_> = out.iter().collect();
        if out.is_empty() || distinct.len() != out.len() {
            return Err(bad(format!(
                "{what}: \"{k}\" must list distinct ranks, at least one"
            )));
        }
        Ok(out)
    }

    /// `"rep"` → false, `yes` → true, anything else an error.
    pub fn layout(v: &Value, k: &str, yes: &str, what: &str) -> Result<bool> {
        match field(v, k, what)?.as_str() {
            Some("rep") => Ok(false),
            Some(l) if l == yes => Ok(true),
            _ => Err(bad(format!("{what}: \"{k}\" must be \"rep\" or \"{yes}\""))),
        }
    }

    pub fn field<'a>(v: &'a Value, k: &str, what: &str) -> Result<&'a Value> {
        v.get(k)
            .ok_or_else(|| bad(format!("{what}: missing \"{k}\"")))
    }

    pub fn uint(v: &Value, k: &str, what: &str) -> Result<usize> {
        field(v, k, what)?
            .as_u64()
            .map(|x| x as usize)
            .ok_or_else(|| bad(format!("{what}: \"{k}\" is not a non-negative integer")))
    }
}

use json_fields::{field, layout, ranks, uint};

impl CommProgram {
    /// The program as `comm/rank-N.json` content.
    pub fn to_json(&self) -> Value {
        let instrs: Vec<Value> = self
            .instrs
            .iter()
            .map(|i| match i {
                Instr::Input { tensor, bytes, micro_batch } => {
                    json!({"op": "input", "tensor": tensor, "bytes": bytes, "micro_batch": micro_batch})
                }
                Instr::Recv { from, tensor, bytes, micro_batch } => {
                    json!({"op": "recv", "from": from, "tensor": tensor, "bytes": bytes, "micro_batch": micro_batch})
                }
                Instr::Compute { stage, phase, micro_batch } => {
                    json!({"op": "compute", "stage": stage, "phase": phase.name(), "micro_batch": micro_batch})
                }
                Instr::Send { to, tensor, bytes, micro_batch } => {
                    json!({"op": "send", "to": to, "tensor": tensor, "bytes": bytes, "micro_batch": micro_batch})
                }
                Instr::Output { tensor, bytes, micro_batch } => {
                    json!({"op": "output", "tensor": tensor, "bytes": bytes, "micro_batch": micro_batch})
                }
                Instr::M2ms { src, src_partial, dst, dst_shard, tensor, bytes, micro_batch } => {
                    json!({"op": "m2ms", "src": src,
                           "src_layout": if *src_partial { "partial" } else { "rep" },
                           "dst": dst, "dst_layout": if *dst_shard { "shard" } else { "rep" },
                           "tensor": tensor, "bytes": bytes, "micro_batch": micro_batch})
                }
                Instr::AllGather { group, tensor, bytes, micro_batch } => {
                    json!({"op": "all_gather", "group": group, "tensor": tensor, "bytes": bytes, "micro_batch": micro_batch})
                }
                Instr::RecvGrad { from, tensor, bytes, micro_batch } => {
                    json!({"op": "recv_grad", "from": from, "tensor": tensor, "bytes": bytes, "micro_batch": micro_batch})
                }
                Instr::SendGrad { to, tensor, bytes, micro_batch } => {
                    json!({"op": "send_grad", "to": to, "tensor": tensor, "bytes": bytes, "micro_batch": micro_batch})
                }
                Instr::GradSync { index, group, chips, weights, bytes } => {
                    json!({"op": "grad_sync", "index": index, "group": group, "chips": chips, "weights": weights, "bytes": bytes})
                }
                Instr::Update => json!({"op": "update"}),
            })
            .collect();
        json!({
            "rank": self.rank,
            "stage": self.stage,
            "tp_rank": self.tp_rank,
            "dp_replica": self.dp_replica,
            "instructions": instrs,
        })
    }
}

impl CommProgram {
    /// Parse `comm/rank-N.json` content ([`CommProgram::to_json`]); untrusted:
    /// every missing or malformed field is an error naming it.
    pub fn from_json(v: &Value) -> Result<CommProgram> {
        let what = "comm program";
        let list = field(v, "instructions", what)?
            .as_array()
            .ok_or_else(|| bad("comm program: \"instructions\" is not a list"))?;
        let mut instrs = Vec::with_capacity(list.len());
        for (k, i) in list.iter().enumerate() {
            let w = format!("comm program instruction {k}");
            let op = field(i, "op", &w)?.as_str().unwrap_or_default();
            match op {
                "update" => {
                    instrs.push(Instr::Update);
                    continue;
                }
                "grad_sync" => {
                    let strings = |key: &str| -> Result<Vec<String>> {
                        field(i, key, &w)?
                            .as_array()
                            .and_then(|a| {
                                a.iter()
                                    .map(|x| x.as_str().map(str::to_string))
                                    .collect::<Option<Vec<_>>>()
                            })
                            .ok_or_else(|| bad(format!("{w}: \"{key}\" is not a list of strings")))
                    };
                    let group = ranks(i, "group", &w)?;
                    let chips = strings("chips")?;
                    if chips.len() != group.len() {
                        return Err(bad(format!(
                            "{w}: \"chips\" must name one chip per rank of \"group\""
                        )));
                    }
                    let index = uint(i, "index", &w)?;
                    instrs.push(Instr::GradSync {
                        index: u32::try_from(index)
                            .map_err(|_| bad(format!("{w}: index {index} too large")))?,
                        group,
                        chips,
                        weights: strings("weights")?,
                        bytes: uint(i, "bytes", &w)? as u64,
                    });
                    continue;
                }
                _ => {}
            }
            let mb = uint(i, "micro_batch", &w)?;
            let micro_batch =
                u32::try_from(mb).map_err(|_| bad(format!("{w}: micro_batch {mb} too large")))?;
            let tensor = || -> Result<String> {
                Ok(field(i, "tensor", &w)?
                    .as_str()
                    .ok_or_else(|| bad(format!("{w}: \"tensor\" is not a string")))?
                    .to_string())
            };
            let bytes = || uint(i, "bytes", &w).map(|b| b as u64);
            instrs.push(match op {
                "input" => Instr::Input {
                    tensor: tensor()?,
                    bytes: bytes()?,
                    micro_batch,
                },
                "recv" => Instr::Recv {
                    from: uint(i, "from", &w)?,
                    tensor: tensor()?,
                    bytes: bytes()?,
                    micro_batch,
                },
                "compute" => Instr::Compute {
                    stage: uint(i, "stage", &w)?,
                    phase: match i.get("phase").map(|p| p.as_str()) {
                        None | Some(Some("forward")) => Phase::Forward,
                        Some(Some("backward")) => Phase::Backward,
                        Some(p) => {
                            return Err(bad(format!(
                                "{w}: phase {p:?} is neither \"forward\" nor \"backward\""
                            )))
                        }
                    },
                    micro_batch,
                },
                "recv_grad" => Instr::RecvGrad {
                    from: uint(i, "from", &w)?,
                    tensor: tensor()?,
                    bytes: bytes()?,
                    micro_batch,
                },
                "send_grad" => Instr::SendGrad {
                    to: uint(i, "to", &w)?,
                    tensor: tensor()?,
                    bytes: bytes()?,
                    micro_batch,
                },
                "send" => Instr::Send {
                    to: uint(i, "to", &w)?,
                    tensor: tensor()?,
                    bytes: bytes()?,
                    micro_batch,
                },
                "output" => Instr::Output {
                    tensor: tensor()?,
                    bytes: bytes()?,
                    micro_batch,
                },
                "m2ms" => Instr::M2ms {
                    src: ranks(i, "src", &w)?,
                    src_partial: layout(i, "src_layout", "partial", &w)?,
                    dst: ranks(i, "dst", &w)?,
                    dst_shard: layout(i, "dst_layout", "shard", &w)?,
                    tensor: tensor()?,
                    bytes: bytes()?,
                    micro_batch,
                },
                "all_gather" => Instr::AllGather {
                    group: ranks(i, "group", &w)?,
                    tensor: tensor()?,
                    bytes: bytes()?,
                    micro_batch,
                },
                o => return Err(bad(format!("{w}: unknown op {o:?}"))),
            });
        }
        Ok(CommProgram {
            rank: uint(v, "rank", what)?,
            stage: uint(v, "stage", what)?,
            tp_rank: uint(v, "tp_rank", what)?,
            dp_replica: uint(v, "dp_replica", what)?,
            instrs,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hand_written_program_parses_round_trips_and_names_bad_fields() {
        let text = r#"{"rank": 1, "stage": 0, "tp_rank": 1, "dp_replica": 0, "instructions": [
            {"op": "recv", "from": 0, "tensor": "x", "bytes": 64, "micro_batch": 0},
            {"op": "compute", "stage": 0, "phase": "backward", "micro_batch": 0},
            {"op": "m2ms", "src": [0, 1], "src_layout": "partial", "dst": [2], "dst_layout": "rep",
             "tensor": "h", "bytes": 32, "micro_batch": 0},
            {"op": "grad_sync", "index": 3, "group": [1, 5], "chips": ["a", "b"], "weights": ["w"], "bytes": 8},
            {"op": "update"}]}"#;
        let v: Value = serde_json::from_str(text).unwrap();
        let p = CommProgram::from_json(&v).unwrap();
        assert_eq!(p.rank, 1);
        assert_eq!(
            p.instrs[1],
            Instr::Compute {
                stage: 0,
                phase: Phase::Backward,
                micro_batch: 0
            }
        );
        assert!(matches!(
            &p.instrs[2],
            Instr::M2ms {
                src_partial: true,
                dst_shard: false,
                ..
            }
        ));
        assert_eq!(CommProgram::from_json(&p.to_json()).unwrap(), p);
        let mut bad = v.clone();
        bad["instructions"][3]["chips"] = json!(["a"]);
        let e = CommProgram::from_json(&bad).unwrap_err().to_string();
        assert!(e.contains("instruction 3") && e.contains("chips"), "{e}");
        let mut bad = v;
        bad["instructions"][2]["src"] = json!([0, 0]);
        let e = CommProgram::from_json(&bad).unwrap_err().to_string();
        assert!(e.contains("instruction 2") && e.contains("distinct"), "{e}");
    }
}
