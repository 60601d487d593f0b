//! The token feed of a training run (`hetc run BUNDLE --data FILE`): each
//! step's micro-batches of a token model read from a flat token file
//! ([`hetc_runtime::data`]) instead of one `--input` batch.
//!
//! Establishes: the bundle reads one integer model input `[b, s]` on its
//! first stage and integer `labels` of the same shape on its last (a causal
//! language model); step `k`'s global batch is rows `0 .. b·m` of the data
//! module's order for `(seed, k)` (`m` micro-batches), micro-batch `j` its
//! rows `j·b .. (j + 1)·b`, and each rank reads only the micro-batches its
//! program computes (its DP replica's shard). Token ids are checked against
//! the bound the rank's graph puts on them — the rows of the embedding the
//! inputs index, the classes of the loss the labels select — so an id the
//! model cannot take is an error naming its offset in the file, never an
//! out-of-bounds read.

use crate::error::{Result, SessionError};
use hetc_ir::comm_program::{Instr, Phase};
use hetc_ir::manifest::BundleManifest;
use hetc_ir::{DType, Graph, OpKind, TensorType, ValueId};
use hetc_runtime::data::{Sampling, TokenFile, TokenWidth};
use hetc_runtime::program::RankProgram;
use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

/// `--data FILE [--seed S] [--data-width u16|u32]`.
#[derive(Clone, Debug)]
pub struct DataOptions {
    pub path: PathBuf,
    pub seed: u64,
    /// `None`: from the file name (`.u32.bin`: uint32, `.bin`: uint16).
    pub width: Option<TokenWidth>,
}

/// One rank's feed: what it reads, for which micro-batches.
pub struct TokenFeed {
    file: TokenFile,
    sampling: Sampling,
    /// Rows per micro-batch.
    rows: u64,
    /// `(name, type)` this rank feeds: the token input (first stage) and
    /// the labels (last stage).
    inputs: Option<(String, TensorType)>,
    labels: Option<(String, TensorType)>,
    micro_batches: Vec<u32>,
}

fn err(m: impl Into<String>) -> SessionError {
    SessionError::Run(m.into())
}

/// The largest id + 1 the graph can take in `v`: the extent of every
/// gather's data along its axis where `v` indexes it, the depth of every
/// one-hot of `v`; the smallest of these. On a tensor-parallel rank
/// (`tp` > 1) whose embedding or one-hot is vocabulary-parallel, `v`
/// reaches them through the sharder's shift and mask ops
/// ([`hetc_passes::shard::VOCAB_OPS`], [`hetc_passes::shard::ONE_HOT_OPS`]):
/// the extent there is a `tp`-th of the vocabulary (the sharder splits it
/// evenly), so it counts `tp` times.
fn index_bound(g: &Graph, v: ValueId, tp: u64) -> Option<u64> {
    use hetc_passes::shard::{ONE_HOT_OPS, VOCAB_OPS};
    // `v` and what the sharder's ops derive from it, with whether the
    // value passed through them.
    let mut reach: BTreeMap<ValueId, bool> = BTreeMap::from([(v, false)]);
    let mut bound: Option<u64> = None;
    for (_, d) in g.ops_in_order() {
        let Some(&from) = d.inputs.iter().find(|x| reach.contains_key(x)) else {
            continue;
        };
        let shifted = reach[&from];
        let scale = if shifted { tp } else { 1 };
        let b = match d.kind {
            OpKind::Gather if reach.contains_key(&d.inputs[1]) => {
                let t = g.ty(d.inputs[0]);
                hetc_ir::infer::norm_axis(d.attr_int("axis").unwrap_or(0), t.rank())
                    .ok()
                    .and_then(|axis| t.shape[axis].fixed())
            }
            OpKind::OneHot if reach.contains_key(&d.inputs[0]) => {
                d.attr_int("depth").and_then(|x| u64::try_from(x).ok())
            }
            _ => None,
        };
        if let Some(b) = b {
            let b = b * scale;
            bound = Some(bound.map_or(b, |x| x.min(b)));
        } else if tp > 1
            && (d.name == VOCAB_OPS || d.name == ONE_HOT_OPS)
            && matches!(d.kind, OpKind::Sub | OpKind::Add | OpKind::Where)
            && g.ty(d.result()).dtype.is_int()
        {
            reach.insert(d.result(), true);
        }
    }
    bound
}

/// `[b, s]` of an integer token tensor, or an error saying what `--data`
/// needs.
fn token_shape(name: &str, ty: &TensorType) -> Result<(u64, u64)> {
    match ty.fixed_dims().as_deref() {
        Some(&[b, s]) if ty.dtype.is_int() => Ok((b, s)),
        _ => Err(err(format!(
            "--data feeds token models (an integer input [batch, sequence] and labels of the same shape); the bundle's {name:?} is {ty}"
        ))),
    }
}

impl TokenFeed {
    /// The feed of `rank` (`None` if it reads no model input or labels);
    /// `fwd` is the rank's forward graph, `fwd_inputs` the names feeding
    /// its inputs.
    pub fn new(
        opts: &DataOptions,
        manifest: &BundleManifest,
        prog: &RankProgram,
        labels: &(String, TensorType),
        fwd: &Graph,
        fwd_inputs: &[String],
    ) -> Result<Option<TokenFeed>> {
        let last = prog.stage + 1 == manifest.stages.len();
        let first = prog.stage == 0;
        if !first && !last {
            return Ok(None);
        }
        let st = manifest
            .stage(0)
            .map_err(|e| SessionError::Bundle(e.to_string()))?;
        let [input] = st.inputs.as_slice() else {
            return Err(err(format!(
                "--data feeds token models with one input; the bundle's first stage reads {}",
                st.inputs.len()
            )));
        };
        let (b, seq) = token_shape(&input.name, &input.ty)?;
        if token_shape(&labels.0, &labels.1)? != (b, seq) {
            return Err(err(format!(
                "--data needs labels shaped as the input {}: the bundle's labels are {}",
                input.ty, labels.1
            )));
        }
        let tp = manifest
            .stage(prog.stage)
            .map_err(|e| SessionError::Bundle(e.to_string()))?
            .tp as u64;
        // The bound on the ids this rank reads.
        let mut bound: Option<u64> = None;
        let mut fed = Vec::new();
        if first {
            fed.push(&input.name);
        }
        if last {
            fed.push(&labels.0);
        }
        for name in &fed {
            let k = fwd_inputs.iter().position(|n| n == *name).ok_or_else(|| {
                SessionError::Internal(format!("rank {}: no forward input {name:?}", prog.rank))
            })?;
            let b = index_bound(fwd, fwd.inputs[k], tp).ok_or_else(|| {
                err(format!(
                    "rank {}: {name:?} indexes no embedding and selects no class in the stage graph, so its token ids have no bound to check",
                    prog.rank
                ))
            })?;
            bound = Some(bound.map_or(b, |x: u64| x.min(b)));
        }
        let file = TokenFile::open(&opts.path, opts.width)?;
        let m = u64::from(manifest.plan.num_micro_batches.max(1) as u32);
        let micro_batches: BTreeSet<u32> = prog
            .instrs
            .iter()
            .filter_map(|i| match i {
                Instr::Compute {
                    phase: Phase::Forward,
                    micro_batch,
                    ..
                } => Some(*micro_batch),
                _ => None,
            })
            .collect();
        Ok(Some(TokenFeed {
            file,
            sampling: Sampling {
                seq,
                global_batch: b * m,
                vocab: bound.unwrap_or(0),
                seed: opts.seed,
            },
            rows: b,
            inputs: first.then(|| (input.name.clone(), input.ty.clone())),
            labels: last.then(|| labels.clone()),
            micro_batches: micro_batches.into_iter().collect(),
        }))
    }

    /// Step `step`'s tensors of this rank's micro-batches, by (name,
    /// micro-batch), as the trainer's model inputs.
    /// Where the feed stands before step `next_step` (for a checkpoint).
    pub fn position(&self, next_step: u64) -> hetc_runtime::checkpoint::DataPosition {
        hetc_runtime::checkpoint::DataPosition {
            file: self
                .file
                .path()
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default(),
            tokens: self.file.tokens(),
            seed: self.sampling.seed,
            seq: self.sampling.seq,
            global_batch: self.sampling.global_batch,
            next_step,
        }
    }

    pub fn step(&mut self, step: u64) -> Result<BTreeMap<(String, u32), Vec<u8>>> {
        let mut out = BTreeMap::new();
        for &mb in &self.micro_batches {
            let rows = u64::from(mb) * self.rows..(u64::from(mb) + 1) * self.rows;
            let batch = self.file.batch(&self.sampling, step, rows)?;
            for (what, ids) in [(&self.inputs, &batch.inputs), (&self.labels, &batch.labels)] {
                if let Some((name, ty)) = what {
                    let bytes = match ty.dtype {
                        DType::I64 => ids.iter().flat_map(|x| x.to_le_bytes()).collect(),
                        DType::I32 => ids.iter().flat_map(|&x| (x as i32).to_le_bytes()).collect(),
                        d => {
                            return Err(err(format!(
                                "--data writes i64 or i32 token ids; {name:?} is {d}"
                            )))
                        }
                    };
                    out.insert((name.clone(), mb), bytes);
                }
            }
        }
        Ok(out)
    }
}
