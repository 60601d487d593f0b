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
//! Does not (yet) cover backward passes (1F1B / H-1F1B orders) or DP
//! gradient collectives: the bundles carry forward executables only.

use crate::error::{Result, RuntimeError};
use serde_json::{json, Value};

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
    /// This rank's part of a fused boundary (see the module doc): it sends
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
}

/// Tag bit of the boundary all-gathers (p2p and M2MS messages carry the
/// micro-batch, below it).
pub const GATHER_TAG: u32 = 1 << 30;

/// A rank's program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CommProgram {
    pub rank: usize,
    pub stage: usize,
    pub tp_rank: usize,
    pub dp_replica: usize,
    pub instrs: Vec<Instr>,
}

fn bad(m: impl Into<String>) -> RuntimeError {
    RuntimeError::Bundle(m.into())
}

/// Bytes of a tensor type as the manifest prints it (`f32[1, 128, 64]`).
pub fn type_bytes(ty: &str) -> Result<u64> {
    let (dt, rest) = ty
        .split_once('[')
        .ok_or_else(|| bad(format!("tensor type {ty:?} has no shape")))?;
    let elem: u64 = match dt.trim() {
        "f64" | "i64" | "u64" => 8,
        "f32" | "i32" | "u32" => 4,
        "f16" | "bf16" | "i16" | "u16" => 2,
        "i8" | "u8" | "bool" => 1,
        o => {
            return Err(bad(format!(
                "tensor type {ty:?}: unknown element type {o:?}"
            )))
        }
    };
    let dims = rest
        .strip_suffix(']')
        .ok_or_else(|| bad(format!("tensor type {ty:?} is not closed")))?;
    dims.split(',')
        .map(str::trim)
        .filter(|d| !d.is_empty())
        .try_fold(elem, |acc, d| {
            let n: u64 = d
                .parse()
                .map_err(|_| bad(format!("tensor type {ty:?}: dim {d:?} is not a number")))?;
            acc.checked_mul(n)
                .ok_or_else(|| bad(format!("tensor type {ty:?} overflows")))
        })
}

/// A non-empty list of distinct ranks.
fn ranks(v: &Value, k: &str, what: &str) -> Result<Vec<usize>> {
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
fn layout(v: &Value, k: &str, yes: &str, what: &str) -> Result<bool> {
    match field(v, k, what)?.as_str() {
        Some("rep") => Ok(false),
        Some(l) if l == yes => Ok(true),
        _ => Err(bad(format!("{what}: \"{k}\" must be \"rep\" or \"{yes}\""))),
    }
}

fn field<'a>(v: &'a Value, k: &str, what: &str) -> Result<&'a Value> {
    v.get(k)
        .ok_or_else(|| bad(format!("{what}: missing \"{k}\"")))
}

fn uint(v: &Value, k: &str, what: &str) -> Result<usize> {
    field(v, k, what)?
        .as_u64()
        .map(|x| x as usize)
        .ok_or_else(|| bad(format!("{what}: \"{k}\" is not a non-negative integer")))
}

/// A boundary tensor of the manifest.
struct Bound {
    name: String,
    bytes: u64,
    f32: bool,
    /// This rank's term of a sum over the stage's TP ranks.
    partial: bool,
}

struct Stage {
    tp: usize,
    dp: usize,
    inputs: Vec<Bound>,
    outputs: Vec<Bound>,
    /// rank of (dp replica, tp rank)
    ranks: Vec<Vec<Option<usize>>>,
}

fn tensors(s: &Value, k: &str, what: &str) -> Result<Vec<Bound>> {
    field(s, k, what)?
        .as_array()
        .ok_or_else(|| bad(format!("{what}: \"{k}\" is not a list")))?
        .iter()
        .map(|t| {
            let name = field(t, "name", what)?
                .as_str()
                .unwrap_or_default()
                .to_string();
            let ty = field(t, "type", what)?.as_str().unwrap_or_default();
            let partial = match t.get("layout").map(|l| l.as_str()) {
                None | Some(Some("rep")) => false,
                Some(Some("partial")) => true,
                Some(l) => {
                    return Err(bad(format!(
                        "{what}: {name}: layout {l:?} is neither \"rep\" nor \"partial\""
                    )))
                }
            };
            let f32 = ty.trim_start().starts_with("f32[");
            if partial && !f32 {
                return Err(bad(format!(
                    "{what}: {name}: a partial boundary must be f32, not {ty}"
                )));
            }
            Ok(Bound {
                name,
                bytes: type_bytes(ty)?,
                f32,
                partial,
            })
        })
        .collect()
}

/// Every rank's program for the manifest's micro-batches (forward only).
pub fn from_manifest(m: &Value) -> Result<Vec<CommProgram>> {
    let micro = uint(field(m, "plan", "manifest")?, "num_micro_batches", "plan")? as u32;
    let mut stages = Vec::new();
    for (i, s) in field(m, "stages", "manifest")?
        .as_array()
        .ok_or_else(|| bad("\"stages\" is not a list"))?
        .iter()
        .enumerate()
    {
        let what = format!("stage {i}");
        let (tp, dp) = (uint(s, "tp", &what)?, uint(s, "dp", &what)?);
        if tp == 0 || dp == 0 || tp * dp > 1 << 20 {
            return Err(bad(format!("{what}: tp {tp} × dp {dp}")));
        }
        stages.push(Stage {
            tp,
            dp,
            inputs: tensors(s, "inputs", &what)?,
            outputs: tensors(s, "outputs", &what)?,
            ranks: vec![vec![None; tp]; dp],
        });
    }
    let ranks = field(m, "ranks", "manifest")?
        .as_array()
        .ok_or_else(|| bad("\"ranks\" is not a list"))?;
    let mut progs = Vec::with_capacity(ranks.len());
    for (k, r) in ranks.iter().enumerate() {
        let what = format!("rank entry {k}");
        let (rank, stage) = (uint(r, "rank", &what)?, uint(r, "stage", &what)?);
        let (t, d) = (uint(r, "tp_rank", &what)?, uint(r, "dp_replica", &what)?);
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
    let at = |i: usize, d: usize, t: usize| -> Result<usize> {
        stages[i].ranks[d][t].ok_or_else(|| bad(format!("stage {i} tp {t} dp {d} has no rank")))
    };
    let last = stages.len().saturating_sub(1);
    let fusion = match m.get("comm_fusion") {
        None => false,
        Some(v) => v
            .as_bool()
            .ok_or_else(|| bad("manifest: \"comm_fusion\" is not a boolean"))?,
    };
    if u64::from(micro) >= u64::from(GATHER_TAG) {
        return Err(bad(format!(
            "plan: {micro} micro-batches exceed the tag space"
        )));
    }
    let group = |i: usize, d: usize| -> Result<Vec<usize>> {
        (0..stages[i].tp).map(|t| at(i, d, t)).collect()
    };
    // How output `b` of stage `i` reaches stage i+1: `None` plain, else
    // fused with destination shards or not.
    let fused = |i: usize, b: &Bound| -> Result<Option<bool>> {
        let (s, next) = (&stages[i], &stages[i + 1]);
        let shard = next.tp > 1 && (b.bytes / 4) % next.tp as u64 == 0;
        if b.partial && !fusion {
            return Err(bad(format!(
                "stage {i}: output {} is partial but \"comm_fusion\" is off",
                b.name
            )));
        }
        let fuse = b.partial || (fusion && b.f32 && (s.tp > 1 || shard));
        Ok(fuse.then_some(shard))
    };
    for (i, s) in stages.iter().enumerate() {
        if let Some(b) = s.outputs.iter().find(|b| b.partial && i == last) {
            return Err(bad(format!(
                "stage {i}: model output {} cannot be partial",
                b.name
            )));
        }
    }
    for p in &mut progs {
        let (i, t, d) = (p.stage, p.tp_rank, p.dp_replica);
        let s = &stages[i];
        for mb in (0..micro).filter(|mb| *mb as usize % s.dp == d) {
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
                    Some(o) => fused(i - 1, o)?.map(|shard| (shard, o.partial)),
                    None => None,
                };
                match how {
                    Some((dst_shard, src_partial)) => {
                        let dst = group(i, d)?;
                        p.instrs.push(Instr::M2ms {
                            src: group(i - 1, pd)?,
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
                        from: at(i - 1, pd, t % prev.tp)?,
                        tensor,
                        bytes,
                        micro_batch,
                    }),
                }
            }
            p.instrs.push(Instr::Compute {
                stage: i,
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
                if let Some(dst_shard) = fused(i, b)? {
                    p.instrs.push(Instr::M2ms {
                        src: group(i, d)?,
                        src_partial: b.partial,
                        dst: group(i + 1, nd)?,
                        dst_shard,
                        tensor: b.name.clone(),
                        bytes: b.bytes,
                        micro_batch: mb,
                    });
                    continue;
                }
                for nt in (0..next.tp).filter(|nt| nt % s.tp == t) {
                    let to = at(i + 1, nd, nt)?;
                    p.instrs.push(Instr::Send {
                        to,
                        tensor: b.name.clone(),
                        bytes: b.bytes,
                        micro_batch: mb,
                    });
                }
            }
        }
    }
    Ok(progs)
}

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
                Instr::Compute { stage, micro_batch } => {
                    json!({"op": "compute", "stage": stage, "phase": "forward", "micro_batch": micro_batch})
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
            let op = field(i, "op", &w)?.as_str().unwrap_or_default();
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
    fn programs_round_trip_through_json_and_malformed_fields_are_named() {
        for p in from_manifest(&manifest()).unwrap() {
            assert_eq!(CommProgram::from_json(&p.to_json()).unwrap(), p);
        }
        let mut j = from_manifest(&manifest()).unwrap()[0].to_json();
        j["instructions"][2]["bytes"] = json!("many");
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
        assert_eq!(type_bytes("f32[1, 128, 64]").unwrap(), 4 * 128 * 64);
        assert_eq!(type_bytes("i64[1, 128]").unwrap(), 8 * 128);
        let p = from_manifest(&manifest()).unwrap();
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
                    micro_batch: 3
                },
                Instr::Output {
                    tensor: "logits".into(),
                    bytes: 4 * 128 * 1024,
                    micro_batch: 3
                },
            ]
        );
        assert_eq!(p[1].to_json()["instructions"][1]["op"], "compute");
    }

    /// With comm fusion the TP-2 → TP-1 boundary is one M2MS in which each
    /// source sends half the tensor (elements [0, 4096) and [4096, 8192)),
    /// instead of rank 0 sending all of it; a partial output needs fusion.
    #[test]
    fn fused_boundaries_split_the_tensor_over_the_sources() {
        let mut m = manifest();
        m["comm_fusion"] = json!(true);
        m["stages"][0]["outputs"][0]["layout"] = json!("partial");
        let p = from_manifest(&m).unwrap();
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
        j["instructions"][0]["src_layout"] = json!("sum");
        let e = CommProgram::from_json(&j).unwrap_err().to_string();
        assert!(
            e.contains("instruction 0") && e.contains("src_layout"),
            "{e}"
        );
        j["instructions"][0]["src"] = json!([0, 0]);
        assert!(CommProgram::from_json(&j).is_err());
        m["comm_fusion"] = json!(false);
        let e = from_manifest(&m).unwrap_err().to_string();
        assert!(e.contains("partial") && e.contains("comm_fusion"), "{e}");
        m["stages"][0]["outputs"][0]["layout"] = json!("sharded");
        let e = from_manifest(&m).unwrap_err().to_string();
        assert!(e.contains("stage 0") && e.contains("layout"), "{e}");
    }

    #[test]
    fn malformed_manifests_are_errors_naming_the_field() {
        let mut m = manifest();
        m["ranks"][2]["stage"] = json!(7);
        assert!(from_manifest(&m)
            .unwrap_err()
            .to_string()
            .contains("rank entry 2"));
        let mut m = manifest();
        m["stages"][1]["inputs"][0]["type"] = json!("f32[1, x]");
        assert!(from_manifest(&m)
            .unwrap_err()
            .to_string()
            .contains("dim \"x\""));
        let mut m = manifest();
        m["ranks"][3]["dp_replica"] = json!(0);
        assert!(from_manifest(&m)
            .unwrap_err()
            .to_string()
            .contains("listed twice"));
    }
}
