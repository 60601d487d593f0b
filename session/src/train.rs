//! Training compute of a run of a training bundle (`hetc compile
//! --train`): one rank's forward and backward chains, its weights, their
//! gradient accumulators and the optimizer step, as the executor's
//! [`Runner`].
//!
//! Per micro-batch the forward chain (the rank's training forward graph:
//! the stage's boundary inputs, plus the `labels` on the last stage → the
//! boundary outputs, or the loss, followed by the residuals the backward
//! reads) runs and the residuals are stashed — or, on a recomputing stage,
//! the forward's inputs, which the backward graph re-runs the forward from.
//! The backward chain takes the stash and the cotangents of the stage's
//! float outputs (the last stage's: the loss scale `1 / micro-batches`, so
//! the summed gradients are those of the mean loss) and returns the
//! gradients of the stage's float inputs, sent back by the program, and of
//! every weight, accumulated here. After the program's gradient syncs,
//! [`Runner::update`] applies the bundle's optimizer ([`crate::optim`]:
//! SGD or AdamW, the scheduled learning rate, global-norm clipping) to every
//! weight the rank holds and pushes the new values into both chains (the
//! JIT-compiled segments keep their code and repack their weights).

use crate::code::{CpuOptions, SegValue};
use crate::data::{DataOptions, TokenFeed};
use crate::error::{Context as _, Result, SessionError};
use crate::execute::{dims_of, Chain, BACKWARD_TAGS};
use crate::optim::{Optim, StepInfo};
use hetc_backends::bundle::RankGraphKind;
use hetc_backends::reference::Tensor;
use hetc_ir::manifest::{BoundaryTensor, BundleManifest, LossScaler, LrSchedule, Optimizer};
use hetc_ir::{DType, TensorData, TensorType};
use hetc_runtime::exec::{Phase, Runner, Tensors};
use hetc_runtime::program::RankProgram;
use hetc_runtime::scaler::LossScale;
use hetc_runtime::transport::Transport;
use hetc_runtime::RuntimeError;
use std::collections::BTreeMap;
use std::ops::Range;
use std::path::{Path, PathBuf};

/// A boundary tensor of a training stage: name, type, whether it carries a
/// gradient.
struct Bound {
    name: String,
    dtype: DType,
    dims: Vec<usize>,
    grad: bool,
}

fn bounds(list: &[BoundaryTensor]) -> Vec<Bound> {
    list.iter()
        .map(|b| Bound {
            name: b.name.clone(),
            dtype: b.ty.dtype,
            dims: dims_of(&b.ty),
            grad: b.grad(),
        })
        .collect()
}

/// The training section of a manifest.
pub struct Training {
    /// The labels input: name and per-micro-batch type.
    pub labels: (String, TensorType),
    pub optimizer: Optimizer,
    pub schedule: LrSchedule,
    pub clip: Option<f64>,
    pub loss_scale: f32,
    /// The compute type of mixed-precision graphs (bf16, f16).
    pub precision: Option<DType>,
    /// Dynamic loss scaling (f16).
    pub loss_scaler: Option<LossScaler>,
    /// The weights weight decay leaves alone.
    pub no_decay: std::collections::BTreeSet<String>,
}

impl Training {
    /// `None` for an inference bundle.
    pub fn of(manifest: &BundleManifest) -> Result<Option<Training>> {
        let Some(tr) = &manifest.training else {
            return Ok(None);
        };
        let num = |v: f64, what: &str| -> Result<f32> {
            Some(v)
                .filter(|x| x.is_finite())
                .map(|x| x as f32)
                .ok_or_else(|| {
                    SessionError::Bundle(format!("manifest.json: training: {what} is not a number"))
                })
        };
        tr.optimizer.check().map_err(|e| {
            SessionError::Bundle(format!("manifest.json: training: optimizer: {e}"))
        })?;
        if let Some(c) = tr.clip_grad_norm {
            if !(c.is_finite() && c > 0.0) {
                return Err(SessionError::Bundle(format!(
                    "manifest.json: training: clip_grad_norm {c} is not a positive number"
                )));
            }
        }
        if let Some(s) = &tr.loss_scaler {
            s.check()
                .map_err(|e| SessionError::Bundle(format!("{e} (training)")))?;
        }
        for n in &tr.no_decay {
            let held = manifest
                .ranks
                .iter()
                .flat_map(|r| r.weights.iter().flatten())
                .any(|w| &w.name == n);
            if !held {
                return Err(SessionError::Bundle(format!(
                    "manifest.json: training: no_decay names {n:?}, which is not a weight of any rank"
                )));
            }
        }
        Ok(Some(Training {
            labels: (tr.labels.name.clone(), tr.labels.ty.clone()),
            optimizer: tr.optimizer,
            schedule: tr.schedule,
            clip: tr.clip_grad_norm,
            loss_scale: num(tr.loss_scale, "loss scale")?,
            precision: tr.precision,
            loss_scaler: tr.loss_scaler,
            no_decay: tr.no_decay.iter().cloned().collect(),
        }))
    }
}

/// Each training rank's optimizer stage as bundle files: the update of
/// the weight slices it holds (its shards, under ZeRO-1 its slices of the
/// sync buckets; [`zero_slices`]) with the manifest's optimizer and
/// weight-decay mask, as `optimizer/rank-N.mlir` and the rank's vendor
/// code (`.so` with its `.json`, `.ptx`, AMDGPU `.s`) when its vendor was
/// built — the graph a JIT run of that rank compiles ([`Optim::compile`]).
/// With `iree`'s compiler, a rank whose update runs on its device
/// ([`updates_on_device`]) gets the update as an IREE module
/// (`optimizer/rank-N.vmfb`, over its weights' shapes) and, where its
/// gradients stay on the device, the sum of their squares for the global
/// norm (`optimizer/rank-N.norm.vmfb`; [`device_norm_weights`]). Nothing
/// for an inference bundle.
pub fn optimizer_files(
    manifest: &BundleManifest,
    iree: &hetc_backends::bundle::IreeOptions,
) -> std::result::Result<Vec<(String, Vec<u8>)>, String> {
    let Some(tr) = Training::of(manifest).map_err(|e| e.to_string())? else {
        return Ok(Vec::new());
    };
    let zero = zero_slices(manifest, false).map_err(|e| e.to_string())?;
    let parts = zero_slices(manifest, true).map_err(|e| e.to_string())?;
    // The ranks' stages compile on the host's cores.
    let per_rank = |r: usize| -> std::result::Result<Vec<(String, Vec<u8>)>, String> {
        let entry = &manifest.ranks[r];
        let mut out = Vec::new();
        let built = entry
            .segments
            .iter()
            .any(|l| matches!(l, hetc_ir::manifest::Link::Compute { code, .. } if code.len() > 1));
        let Some(ws) = entry.weights.as_ref().filter(|_| built) else {
            return Ok(out);
        };
        // The rank's slices and mask as `Trainer::new` sets them.
        let names: Vec<String> = ws.iter().map(|w| w.name.clone()).collect();
        let lens: Vec<usize> = ws
            .iter()
            .map(|w| w.ty.num_elements().unwrap_or(0) as usize)
            .collect();
        let slices: Vec<Range<usize>> = names
            .iter()
            .zip(&lens)
            .map(|(n, &len)| zero[r].get(n).map_or(0..len, |z| z.range.clone()))
            .collect();
        let low: Vec<Option<DType>> = ws
            .iter()
            .map(|w| matches!(w.ty.dtype, DType::BF16 | DType::F16).then_some(w.ty.dtype))
            .collect();
        let shapes: Vec<Vec<u64>> = ws
            .iter()
            .map(|w| w.ty.fixed_dims().unwrap_or_default())
            .collect();
        let device = iree.compiler.is_some() && updates_on_device(entry.whole_runs, &slices, &lens);
        let mut optim = Optim::new(tr.optimizer, tr.schedule, tr.clip, &slices);
        optim.set_decay(&decay_mask(&names, &tr))?;
        let name = format!("optimizer/rank-{r}");
        let graph = if device {
            optim.device_stage_graph(&names, &shapes, &low)
        } else {
            optim.stage_graph(&names, None)
        };
        let Some((g, _)) = graph.map_err(|e| format!("rank {r}: the optimizer stage: {e}"))? else {
            return Ok(out);
        };
        let v = hetc_ir::verify(&g).map_err(|e| format!("{name}: {e}"))?;
        let none = hetc_backends::bundle::IreeOptions::default();
        out.extend(
            hetc_backends::bundle::vendor_code(
                v,
                &name,
                &name,
                &entry.vendor,
                &entry.chip,
                if device { iree } else { &none },
            )
            .map_err(|e| format!("{name}: {e}"))?,
        );
        if !device || !entry.grad_sums || tr.loss_scaler.is_some() {
            return Ok(out);
        }
        let owned = owned_elements(manifest, r, &names, &parts[r]).map_err(|e| e.to_string())?;
        let Some(list) = device_norm_weights(&owned) else {
            return Ok(out);
        };
        if list.is_empty() {
            return Ok(out);
        }
        let grads: Vec<(&str, &[u64])> = list
            .iter()
            .map(|&k| (names[k].as_str(), &shapes[k][..]))
            .collect();
        let g = hetc_passes::optim::grad_sq_norm_graph(&grads)
            .map_err(|e| format!("rank {r}: the gradient norm: {e}"))?;
        let norm = format!("{name}.norm");
        let v = hetc_ir::verify(&g).map_err(|e| format!("{norm}: {e}"))?;
        let files =
            hetc_backends::bundle::vendor_code(v, &norm, &norm, &entry.vendor, &entry.chip, iree)
                .map_err(|e| format!("{norm}: {e}"))?;
        // The module only: the norm has no other use.
        out.extend(
            files
                .into_iter()
                .filter(|(p, _)| p.ends_with(".vmfb") || p.ends_with(".iree.json")),
        );
        Ok(out)
    };
    let ranks: Vec<usize> = (0..manifest.ranks.len()).collect();
    let mut out = Vec::new();
    for files in hetc_backends::parallel::map(ranks, per_rank) {
        out.extend(files?);
    }
    Ok(out)
}

/// Whether a rank's optimizer step runs on its device, with its weights
/// and optimizer state kept there: its code is IREE modules (`whole_runs`
/// in the manifest: a GPU rank, or `--cpu-code iree`), and it updates
/// every element of every weight it holds (no ZeRO-1 slice, which the
/// host all-gathers). A 16-bit resident weight (mixed precision) keeps
/// its f32 master there too, and the update rounds it to the compute
/// copy the chains read.
pub fn updates_on_device(whole_runs: bool, slices: &[Range<usize>], lens: &[usize]) -> bool {
    whole_runs
        && slices.len() == lens.len()
        && slices
            .iter()
            .zip(lens)
            .all(|(s, &n)| s.start == 0 && s.end == n)
}

/// The weights (indices) whose gradients a rank that keeps them on its
/// device sums the squares of for the global norm: those it counts whole
/// ([`owned_elements`]); `None` when it counts part of one, which the host
/// sums from the gradients read back.
fn device_norm_weights(owned: &[Owned]) -> Option<Vec<usize>> {
    let mut list = Vec::new();
    for (k, o) in owned.iter().enumerate() {
        match o {
            Owned::All => list.push(k),
            Owned::None => {}
            Owned::Some(_) => return None,
        }
    }
    Some(list)
}

/// Per weight of `names`: whether weight decay applies to it.
fn decay_mask(names: &[String], tr: &Training) -> Vec<bool> {
    names.iter().map(|n| !tr.no_decay.contains(n)).collect()
}

/// What a training rank holds for its weights, in bytes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StateBytes {
    /// Weight elements (of the rank's shards).
    pub elements: u64,
    /// The f32 weights the optimizer updates (the masters; of 16-bit
    /// resident weights only the rank's slices).
    pub masters: u64,
    /// The 16-bit compute copies of mixed precision's resident weights.
    pub low: u64,
    /// The f32 gradient accumulators.
    pub grads: u64,
    /// The gradients of the last update, kept for `--save-grads`.
    pub applied: u64,
    /// The optimizer's state (AdamW's two moments, SGD's momentum).
    pub optimizer: u64,
    /// The weight elements whose optimizer state the rank holds: all of
    /// them, or with ZeRO-1 its slices.
    pub state_elements: u64,
    /// Weight copies inside the stage code: the segment graphs' data and
    /// the JIT-compiled segments' resident buffers.
    pub code: u64,
}

/// A weight's 16-bit compute copy: the bits of its `bf16` / `f16`
/// elements.
#[derive(Clone, Debug)]
struct LowCopy {
    dtype: DType,
    bits: Vec<u16>,
}

impl LowCopy {
    fn of(d: &TensorData) -> LowCopy {
        LowCopy {
            dtype: d.dtype,
            bits: d
                .bytes
                .chunks_exact(2)
                .map(|c| u16::from_le_bytes([c[0], c[1]]))
                .collect(),
        }
    }

    fn widen(&self, bits: u16) -> f32 {
        match self.dtype {
            DType::F16 => hetc_ir::graph::f16_to_f32(bits),
            _ => hetc_ir::graph::bf16_to_f32(bits),
        }
    }

    /// Round `from` (nearest even, as the stage code's cast) into the
    /// elements starting at `at`.
    fn set(&mut self, at: usize, from: &[f32]) {
        let round = match self.dtype {
            DType::F16 => hetc_ir::graph::f32_to_f16,
            _ => hetc_ir::graph::f32_to_bf16,
        };
        for (b, &x) in self.bits[at..at + from.len()].iter_mut().zip(from) {
            *b = round(x);
        }
    }

    fn values(&self) -> impl Iterator<Item = f32> + '_ {
        self.bits.iter().map(|&b| self.widen(b))
    }

    fn data(&self) -> TensorData {
        TensorData {
            dtype: self.dtype,
            bytes: std::sync::Arc::new(self.bits.iter().flat_map(|b| b.to_le_bytes()).collect()),
        }
    }
}

/// One rank's training state.
pub struct Trainer<'t> {
    t: &'t dyn Transport,
    rank: usize,
    stage: usize,
    last: bool,
    recompute: bool,
    fwd: Chain,
    bwd: Chain,
    fwd_graph: hetc_ir::Graph,
    /// Names feeding the forward graph's inputs (boundary inputs, labels).
    fwd_inputs: Vec<String>,
    inputs: Vec<Bound>,
    outputs: Vec<Bound>,
    n_saved: usize,
    /// Weights in the order of the backward's weight gradients.
    names: Vec<String>,
    /// The f32 masters the optimizer updates: per weight its whole shard,
    /// or for a 16-bit resident weight (`low`) only its slice
    /// (`slices[k]`: under ZeRO-1 the rank's segment, so the masters are
    /// sharded with the optimizer state, as the cost model charges them).
    weights: Vec<Vec<f32>>,
    /// Per weight: its 16-bit compute copy when the stage graphs read it as
    /// a `bf16`/`f16` parameter (mixed precision's resident weights,
    /// [`hetc_passes::mixed::resident_low_weights`]) — the whole shard, each
    /// element its master rounded.
    low: Vec<Option<LowCopy>>,
    /// Per weight: its number of elements in the shard.
    lens: Vec<usize>,
    grads: Vec<Vec<f32>>,
    /// The backward sums the step's weight gradients itself (the bundle's
    /// `grad_sums`): per weight the running sum, where the backward left it
    /// (on the rank's device for IREE code), until [`Trainer::gather_sums`]
    /// reads it into `grads`; `None` before the step's first backward.
    sums: Option<Vec<SegValue>>,
    /// With `grad_sums`: per weight, the shape of its sum in the backward.
    sum_dims: Option<Vec<Vec<usize>>>,
    /// Zero sums for a step's first backward, where the sums were (made
    /// once, at the first step's end: on an IREE rank's device).
    zero_sums: Option<Vec<SegValue>>,
    /// The gradients the last update applied (after their sync).
    applied: Vec<Vec<f32>>,
    /// Per micro-batch, what the backward reads of its forward (on the
    /// rank's device where an IREE segment computed it).
    stash: BTreeMap<u32, Vec<SegValue>>,
    model_inputs: BTreeMap<(String, u32), Vec<u8>>,
    /// Each step's model inputs from a token file (`--data`), replacing
    /// `model_inputs` at the step's first forward.
    feed: Option<TokenFeed>,
    /// Steps completed (updates applied).
    step: u64,
    /// The step whose data `model_inputs` holds.
    fed: Option<u64>,
    optim: Optim,
    /// Per weight: which of its shard's elements this rank counts in the
    /// global gradient norm (module doc of [`owned_elements`]).
    owned: Vec<Owned>,
    /// Per weight: the elements of its shard whose optimizer state this
    /// rank holds and updates (ZeRO-1: its segment of the sync bucket;
    /// else the whole shard).
    slices: Vec<Range<usize>>,
    /// The weights changed since the chains last got them (pushed before
    /// the next compute).
    stale: bool,
    /// The global gradient norm of the coming update.
    norm: Option<f32>,
    /// Where and how often to checkpoint.
    ckpt: Option<Box<Ckpt>>,
    /// What the last update did.
    info: StepInfo,
    loss_scale: f32,
    /// Dynamic loss scaling (f16): the loss's cotangent is `loss_scale ×
    /// scale`, the gradients are divided by the scale before the update.
    scaler: Option<(LossScaler, LossScale)>,
    /// What each update of this run did.
    history: Vec<StepInfo>,
    /// The optimizer step on the rank's device, where it runs there
    /// ([`updates_on_device`]).
    dev: Option<DeviceStep>,
}

/// The optimizer step of a rank whose code runs on its device (IREE
/// modules): the update is the bundle's module of it
/// (`optimizer/rank-N.vmfb`), and the weights and the optimizer state stay
/// on the device from the first update on. The host masters and state are
/// read back only where something on the host needs them (a checkpoint,
/// `--save-weights`, a weight all-gather). The gradient sums a summing
/// backward left on the device go into the update as they are, unless a
/// sync or clipping needs them on the host; their squares for the global
/// norm are summed on the device (`optimizer/rank-N.norm.vmfb`).
struct DeviceStep {
    /// The update's module.
    update: crate::code::SegCode,
    /// The norm's module over the weights it counts (none when it counts
    /// none: the sum is 0), where the rank sums their squares on the
    /// device; `None`: the host sums them.
    norm: Option<(Option<crate::code::SegCode>, Vec<usize>)>,
    /// The backward's gradient sums have the weights' shapes (they can go
    /// into the update's module as they are).
    sums_fit: bool,
    /// The weights' types (f32, of their shapes).
    types: Vec<TensorType>,
    /// Per weight, the type of its 16-bit compute copy (mixed precision's
    /// resident weights), which the update's module rounds the master to.
    low: Vec<Option<DType>>,
    /// The (f32 master) weights on the device, after the first update
    /// (before it, and after host writes, the host masters are the
    /// weights).
    weights: Option<Vec<SegValue>>,
    /// What the chains read of each weight after the last update: its
    /// master, or its 16-bit copy.
    chain: Option<Vec<SegValue>>,
    /// Per weight, its optimizer state on the device (per state name),
    /// after the first update.
    state: Option<Vec<Vec<SegValue>>>,
    /// The host masters and optimizer state are older than the device's.
    host_stale: bool,
    /// The gradient sums the last update took on the device, unread.
    applied: Option<Vec<SegValue>>,
    /// The clipping the module applied to them: `(norm, bound)`.
    applied_clip: Option<(f32, f32)>,
}

impl DeviceStep {
    /// Rank `rank`'s update on its device from the bundle in `dir`:
    /// `None` when the bundle has no module of it (compiled without
    /// `iree-compile`, or by an older hetc).
    #[allow(clippy::too_many_arguments)]
    fn load(
        dir: &Path,
        rank: usize,
        optim: &Optim,
        names: &[String],
        types: Vec<TensorType>,
        low: Vec<Option<DType>>,
        sum_dims: Option<&[Vec<usize>]>,
        norm: Option<Vec<usize>>,
        opts: &CpuOptions,
        device: &crate::code::RankDevice,
        log: &dyn Fn(String),
    ) -> Result<Option<DeviceStep>> {
        let base = format!("optimizer/rank-{rank}");
        if !dir.join(format!("{base}.vmfb")).is_file() {
            return Ok(None);
        }
        let bad = |e: String| SessionError::Run(format!("rank {rank}: {e}"));
        let shapes: Vec<Vec<u64>> = types
            .iter()
            .map(|t| t.fixed_dims().unwrap_or_default())
            .collect();
        let Some((g, idx)) = optim
            .device_stage_graph(names, &shapes, &low)
            .map_err(bad)?
        else {
            return Ok(None);
        };
        if idx.len() != names.len() {
            // A weight without elements: no update of it to run.
            return Ok(None);
        }
        let module = |g: &hetc_ir::Graph, base: &str, what: &str| -> Result<crate::code::SegCode> {
            let v = hetc_ir::verify(g).map_err(|e| bad(format!("{what}: {e}")))?;
            let code = crate::code::segment_code(
                v,
                what,
                opts,
                Some((dir, &[format!("{base}.vmfb")])),
                device,
                log,
            )?;
            if !code.is_iree() {
                return Err(bad(format!(
                    "{what}: {base}.vmfb did not load as an IREE module"
                )));
            }
            Ok(code)
        };
        let update = module(&g, &base, "optimizer")?;
        let sums_fit = sum_dims.is_some_and(|d| {
            d.len() == shapes.len()
                && d.iter()
                    .zip(&shapes)
                    .all(|(a, b)| a.iter().map(|&x| x as u64).eq(b.iter().copied()))
        });
        let norm = match norm {
            Some(list) if sums_fit && list.is_empty() => Some((None, list)),
            Some(list) if sums_fit && dir.join(format!("{base}.norm.vmfb")).is_file() => {
                let grads: Vec<(&str, &[u64])> = list
                    .iter()
                    .map(|&k| (names[k].as_str(), &shapes[k][..]))
                    .collect();
                let g = hetc_passes::optim::grad_sq_norm_graph(&grads).map_err(bad)?;
                let code = module(&g, &format!("{base}.norm"), "gradient norm")?;
                Some((Some(code), list))
            }
            _ => None,
        };
        Ok(Some(DeviceStep {
            update,
            norm,
            sums_fit,
            types,
            low,
            weights: None,
            chain: None,
            state: None,
            host_stale: false,
            applied: None,
            applied_clip: None,
        }))
    }
}

/// `--checkpoint-dir DIR --checkpoint-every N`: `DIR/step-N` after every
/// N-th step (counted from the start of training, resumed steps included).
#[derive(Clone, Debug)]
pub struct CheckpointOptions {
    pub dir: PathBuf,
    pub every: u64,
    /// `--names hf`: the bundle's Hugging Face config (parsed, and its
    /// text); each checkpoint also gets `step-N/hf/` with the weights under
    /// its names and layouts and the config, for `from_pretrained`.
    pub hf: Option<(crate::hf::HfConfig, String)>,
}

struct Ckpt {
    opts: CheckpointOptions,
    manifest: BundleManifest,
}

/// Read checkpoint `dir` (a `step-N`) for a run of `manifest`'s bundle:
/// checksums, the model, every weight's name and shape, and the optimizer
/// (kind and hyper-parameters) must match.
pub fn read_checkpoint(
    dir: &Path,
    manifest: &BundleManifest,
) -> Result<hetc_runtime::checkpoint::Checkpoint> {
    let mut want = BTreeMap::new();
    for r in &manifest.ranks {
        for w in r.weights.iter().flatten() {
            want.insert(w.name.clone(), (DType::F32, dims_of(&w.full)));
        }
    }
    let expect = hetc_runtime::checkpoint::Expect {
        model_sha256: Some(manifest.model.sha256.clone()),
        weights: Some(want),
    };
    let c = hetc_runtime::checkpoint::read(dir, &expect)?;
    let ours = manifest
        .training
        .as_ref()
        .ok_or_else(|| SessionError::Run("not a training bundle".into()))?
        .optimizer;
    if c.optimizer != ours {
        return Err(SessionError::Run(format!(
            "{}: saved by optimizer {:?}, this bundle trains with {ours:?}",
            dir.display(),
            c.optimizer
        )));
    }
    Ok(c)
}

/// Which elements of a weight shard a rank counts in the global norm.
#[derive(Clone, Debug, PartialEq)]
enum Owned {
    All,
    None,
    /// Per element of the shard.
    Some(Vec<bool>),
}

/// A weight's ZeRO-1 slice on a rank: the ranks its gradient syncs with,
/// the elements of the rank's shard whose optimizer state it owns, and
/// whether its chip type's ranks are the group's first (a sync across chip
/// types leaves each segment's sum with one rank per type).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ZeroSlice {
    pub group: Vec<usize>,
    pub range: Range<usize>,
    pub first_type: bool,
}

/// Per rank: weight name → its [`ZeroSlice`], for the weights of the
/// rank's ZeRO-1 syncs (the `zero` [`Instr::GradSync`]s of the manifest's
/// rank programs); a weight not listed keeps the whole state of its shard.
/// Position `p` of a sync's group owns segment
/// [`hetc_ir::comm_program::zero_segment`] of the bucket (the concatenation
/// of its weights' shards in the sync's order), so a weight may be owned
/// whole, in part or not at all.
///
/// With `every`, the slices of every sync, marked or not: the partition of the global
/// gradient norm, the same with and without ZeRO-1 (after an all-reduce
/// every holder has the sums, so any partition counts each element once),
/// so that each rank's partial sum — and the norm — is the same bits
/// either way.
///
/// [`Instr::GradSync`]: hetc_ir::comm_program::Instr::GradSync
pub fn zero_slices(
    manifest: &BundleManifest,
    every: bool,
) -> Result<Vec<BTreeMap<String, ZeroSlice>>> {
    let mut out = vec![BTreeMap::new(); manifest.ranks.len()];
    if manifest
        .training
        .as_ref()
        .is_none_or(|t| t.zero == 0 && !every)
    {
        return Ok(out);
    }
    let prog = hetc_passes::parallelize::ranks::rank_programs(manifest)
        .map_err(|e| SessionError::Bundle(format!("manifest.json: {e}")))?;
    for p in &prog.ranks {
        let sizes: BTreeMap<&str, usize> = manifest.ranks[p.rank]
            .weights
            .iter()
            .flatten()
            .map(|w| (w.name.as_str(), w.ty.num_elements().unwrap_or(0) as usize))
            .collect();
        for i in &p.instrs {
            let hetc_ir::comm_program::Instr::GradSync {
                group,
                chips,
                weights,
                bytes,
                zero,
                ..
            } = i
            else {
                continue;
            };
            if !(*zero || every) {
                continue;
            }
            // Position among the ranks of its domain (its chip type's, or
            // the whole group's).
            let types = hetc_ir::comm_program::zero_domains(group, chips);
            let (mine, pos) = types
                .iter()
                .find_map(|t| Some((t, t.iter().position(|&r| r == p.rank)?)))
                .ok_or_else(|| {
                    SessionError::Bundle(format!("rank {} syncs in a group without it", p.rank))
                })?;
            let seg = hetc_ir::comm_program::zero_segment((*bytes / 4) as usize, mine.len(), pos);
            let first_type = mine.contains(group.iter().min().unwrap_or(&p.rank));
            let mut at = 0;
            for w in weights {
                let n = *sizes.get(w.as_str()).ok_or_else(|| {
                    SessionError::Bundle(format!(
                        "rank {} syncs weight {w:?} it does not hold",
                        p.rank
                    ))
                })?;
                let (lo, hi) = (seg.start.clamp(at, at + n), seg.end.clamp(at, at + n));
                out[p.rank].insert(
                    w.clone(),
                    ZeroSlice {
                        group: group.clone(),
                        range: lo - at..hi - at,
                        first_type,
                    },
                );
                at += n;
            }
        }
    }
    Ok(out)
}

/// Per weight of `rank`: the elements of its shard it counts in the global
/// gradient norm, so that the sum over every rank counts each element of
/// each weight once. A weight of a sync ZeRO-1 shards or could shard
/// (`zero`: [`zero_slices`]`(.., true)`) is counted by the owner of each
/// element's segment (under ZeRO-1 the only rank with its synced sum: the
/// ReduceScatter leaves the others partial; across chip types one owner
/// per type, of which the type of the group's lowest rank counts) when its
/// group holds the element's lowest holder (no rank below the group's
/// first holds the element — the TP ranks of a replicated weight sync in
/// separate groups). Any other weight is counted by its lowest holder (DP
/// replicas, the stages sharing a tied weight and the TP ranks of a
/// replicated weight hold equal synced copies).
fn owned_elements(
    manifest: &BundleManifest,
    rank: usize,
    names: &[String],
    zero: &BTreeMap<String, ZeroSlice>,
) -> Result<Vec<Owned>> {
    use std::collections::BTreeSet;
    let shard = |r: usize, name: &str| -> Result<Option<Vec<u64>>> {
        let (me, stage, _) = crate::execute::rank_entry(manifest, r)?;
        let tp = manifest
            .stage(stage)
            .map_err(|e| SessionError::Bundle(e.to_string()))?
            .tp as u32;
        Ok(me
            .weights
            .iter()
            .flatten()
            .find(|w| w.name == name)
            .map(|w| {
                let full = w.full.fixed_dims().unwrap_or_default();
                hetc_backends::stage::shard_element_indices(&full, w.layout, tp, me.tp_rank as u32)
            }))
    };
    let mut out = Vec::with_capacity(names.len());
    for n in names {
        let mine = shard(rank, n)?.unwrap_or_default();
        let (below, range) = match zero.get(n) {
            Some(z) if !z.first_type => (0, 0..0),
            Some(z) => (
                z.group.iter().copied().min().unwrap_or(rank),
                z.range.clone(),
            ),
            None => (rank, 0..mine.len()),
        };
        let mut lower = BTreeSet::new();
        for r in 0..below {
            if let Some(idx) = shard(r, n)? {
                lower.extend(idx);
            }
        }
        let keep: Vec<bool> = mine
            .iter()
            .enumerate()
            .map(|(k, i)| range.contains(&k) && !lower.contains(i))
            .collect();
        out.push(if keep.iter().all(|&k| k) {
            Owned::All
        } else if keep.iter().all(|&k| !k) {
            Owned::None
        } else {
            Owned::Some(keep)
        });
    }
    Ok(out)
}

impl<'t> Trainer<'t> {
    /// Load rank `rank`'s training graphs and weights from the bundle.
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        dir: &Path,
        manifest: &BundleManifest,
        rank: usize,
        jit: Option<&CpuOptions>,
        device: &crate::code::RankDevice,
        model_inputs: BTreeMap<(String, u32), Vec<u8>>,
        t: &'t dyn Transport,
        log: &dyn Fn(String),
    ) -> Result<Trainer<'t>> {
        let tr = Training::of(manifest)?
            .ok_or_else(|| SessionError::Run("not a training bundle".into()))?;
        let fwd_graph = hetc_backends::bundle::load_rank_graph(dir, manifest, rank)?;
        let bwd_graph = hetc_backends::bundle::load_rank_graph_kind(
            dir,
            manifest,
            rank,
            RankGraphKind::Backward,
        )?;
        let (me, stage, group) = crate::execute::rank_entry(manifest, rank)?;
        let last = stage + 1 == manifest.stages.len();
        let st = manifest
            .stage(stage)
            .map_err(|e| SessionError::Bundle(e.to_string()))?;
        let recompute = st.recompute.unwrap_or(false);
        let n_saved = st.saved.ok_or_else(|| {
            SessionError::Bundle(format!(
                "manifest.json: stage {stage} has no \"saved\" count"
            ))
        })?;
        let (inputs, outputs) = (bounds(&st.inputs), bounds(&st.outputs));
        let mut fwd_inputs: Vec<String> = inputs.iter().map(|b| b.name.clone()).collect();
        if last {
            fwd_inputs.push(tr.labels.0.clone());
        }
        let n_cot = outputs.iter().filter(|b| b.grad).count();
        let n_igrad = inputs.iter().filter(|b| b.grad).count();
        let names: Vec<String> = me
            .weights
            .as_deref()
            .ok_or_else(|| {
                SessionError::Bundle(format!("manifest.json: rank {rank} lists no weights"))
            })?
            .iter()
            .map(|w| w.name.clone())
            .collect();
        let stash_len = if recompute { fwd_inputs.len() } else { n_saved };
        let shape_err = |what: &str, got: usize, want: usize| {
            SessionError::Run(format!("rank {rank}: the {what} graph has {got}, the manifest implies {want} (stage {stage})"))
        };
        if fwd_graph.inputs.len() != fwd_inputs.len() {
            return Err(shape_err(
                "forward inputs",
                fwd_graph.inputs.len(),
                fwd_inputs.len(),
            ));
        }
        if fwd_graph.outputs.len() != outputs.len() + n_saved {
            return Err(shape_err(
                "forward outputs",
                fwd_graph.outputs.len(),
                outputs.len() + n_saved,
            ));
        }
        // A summing backward takes each weight's running sum last.
        let n_sums = if me.grad_sums { names.len() } else { 0 };
        if bwd_graph.inputs.len() != stash_len + n_cot + n_sums {
            return Err(shape_err(
                "backward inputs",
                bwd_graph.inputs.len(),
                stash_len + n_cot + n_sums,
            ));
        }
        if bwd_graph.outputs.len() != n_igrad + names.len() {
            return Err(shape_err(
                "backward outputs",
                bwd_graph.outputs.len(),
                n_igrad + names.len(),
            ));
        }
        let sum_dims = me.grad_sums.then(|| {
            bwd_graph.inputs[stash_len + n_cot..]
                .iter()
                .map(|&v| dims_of(bwd_graph.ty(v)))
                .collect::<Vec<_>>()
        });
        // Weights (f32) from the forward graph, which holds every one.
        let mut weights = Vec::with_capacity(names.len());
        let mut weight_dims: Vec<Vec<u64>> = Vec::with_capacity(names.len());
        for n in &names {
            let v = fwd_graph
                .params()
                .find(|&v| &fwd_graph.values[v].name == n)
                .ok_or_else(|| {
                    SessionError::Run(format!(
                        "rank {rank}: weight {n:?} is not a parameter of its graph"
                    ))
                })?;
            let d = fwd_graph.data.get(&v).ok_or_else(|| {
                SessionError::Run(format!("rank {rank}: weight {n:?} has no data"))
            })?;
            if !matches!(d.dtype, DType::F32 | DType::BF16 | DType::F16) {
                return Err(SessionError::Run(format!(
                    "rank {rank}: weight {n:?} is {}; training updates f32 weights (or bf16/f16 compute copies of f32 masters)",
                    d.dtype
                )));
            }
            weights.push(d.clone());
            weight_dims.push(fwd_graph.ty(v).fixed_dims().unwrap_or_default());
        }
        for (k, (n, w)) in names.iter().zip(&weights).enumerate() {
            let g = bwd_graph.ty(bwd_graph.outputs[n_igrad + k]);
            if g.fixed_dims().map(|d| d.iter().product::<u64>()) != Some(w.len() as u64) {
                return Err(SessionError::Run(format!(
                    "rank {rank}: the backward's gradient {k} ({g}) does not match weight {n:?}"
                )));
            }
        }
        let fwd = Chain::new(
            &fwd_graph,
            rank,
            group.clone(),
            jit,
            Some((dir, &me.segments, me.whole_runs)),
            device,
            0,
            &format!("stage {stage} forward"),
            log,
        )?;
        let bwd = Chain::new(
            &bwd_graph,
            rank,
            group,
            jit,
            me.backward_segments
                .as_deref()
                .map(|links| (dir, links, me.whole_runs)),
            device,
            BACKWARD_TAGS,
            &format!("stage {stage} backward"),
            log,
        )?;
        let lens: Vec<usize> = weights.iter().map(TensorData::len).collect();
        let grads = lens.iter().map(|&n| vec![0f32; n]).collect();
        let zero = zero_slices(manifest, false)?.swap_remove(rank);
        let slices: Vec<Range<usize>> = names
            .iter()
            .zip(&lens)
            .map(|(n, &len)| zero.get(n).map_or(0..len, |z| z.range.clone()))
            .collect();
        // The masters: f32 weights whole, 16-bit ones (exactly widened)
        // over their slice.
        let mut low = Vec::with_capacity(weights.len());
        let mut masters = Vec::with_capacity(weights.len());
        for ((d, s), n) in weights.iter().zip(&slices).zip(&names) {
            let v: Vec<f32> = d.to_f64s().into_iter().map(|x| x as f32).collect();
            if d.dtype == DType::F32 {
                low.push(None);
                masters.push(v);
            } else {
                let part = v.get(s.clone()).ok_or_else(|| {
                    SessionError::Run(format!(
                        "rank {rank}: weight {n:?} has {} elements, its ZeRO-1 slice is {s:?}",
                        v.len()
                    ))
                })?;
                masters.push(part.to_vec());
                low.push(Some(LowCopy::of(d)));
            }
        }
        let weights = masters;
        let mut optim = Optim::new(tr.optimizer, tr.schedule, tr.clip, &slices);
        optim
            .set_decay(&decay_mask(&names, &tr))
            .map_err(|e| SessionError::Run(format!("rank {rank}: {e}")))?;
        let parts = zero_slices(manifest, true)?.swap_remove(rank);
        let owned = owned_elements(manifest, rank, &names, &parts)?;
        let low_types: Vec<Option<DType>> =
            low.iter().map(|l| l.as_ref().map(|l| l.dtype)).collect();
        let mut dev = None;
        if let Some(opts) = jit.filter(|_| {
            updates_on_device(me.whole_runs, &slices, &lens)
                && fwd.runs_on_device()
                && bwd.runs_on_device()
        }) {
            let types: Vec<TensorType> = weight_dims
                .iter()
                .map(|d| TensorType::fixed(DType::F32, d))
                .collect();
            let norm = (me.grad_sums && tr.loss_scaler.is_none())
                .then(|| device_norm_weights(&owned))
                .flatten();
            let t0 = std::time::Instant::now();
            match DeviceStep::load(
                dir,
                rank,
                &optim,
                &names,
                types,
                low_types,
                sum_dims.as_deref(),
                norm,
                opts,
                device,
                log,
            ) {
                Ok(Some(d)) => {
                    log(format!(
                        "rank {rank}: optimizer stage on the device ({} state tensors per weight; gradient norm {}): loaded in {:.2} s",
                        tr.optimizer.state_names().len(),
                        if d.norm.is_some() { "on the device" } else { "on the host" },
                        t0.elapsed().as_secs_f64()
                    ));
                    dev = Some(d);
                }
                Ok(None) => log(format!(
                    "note: rank {rank}: the bundle has no optimizer module for the device (compiled without iree-compile?): the update runs on the host"
                )),
                Err(e) => log(format!(
                    "warning: rank {rank}: the optimizer stage on the device: {e}; the update runs on the host"
                )),
            }
        }
        if let Some(opts) = jit.filter(|_| dev.is_none()) {
            // The update as a compiled optimizer stage over the rank's
            // slices, like the forward and backward chains (and like them,
            // the reference — the host loop — when the JIT fails).
            let t0 = std::time::Instant::now();
            let base = format!("optimizer/rank-{rank}");
            match optim.compile_from(&names, opts, Some((dir, &base)), log) {
                Ok(from) => log(format!(
                    "rank {rank}: optimizer stage ({} state tensors per weight): {from} in {:.2} s",
                    tr.optimizer.state_names().len(),
                    t0.elapsed().as_secs_f64()
                )),
                // The host loop is the stage's reference (bit for bit);
                // a GPU rank's bundle has no cpu optimizer code.
                Err(e) => log(format!(
                    "{}rank {rank} optimizer stage: {e}; using the host loop",
                    if me.vendor == "cpu" {
                        "warning: "
                    } else {
                        "note: "
                    }
                )),
            }
        }
        Ok(Trainer {
            t,
            rank,
            stage,
            last,
            recompute,
            fwd,
            bwd,
            fwd_graph,
            fwd_inputs,
            inputs,
            outputs,
            n_saved,
            names,
            weights,
            low,
            lens,
            grads,
            applied: Vec::new(),
            stash: BTreeMap::new(),
            sums: None,
            sum_dims,
            zero_sums: None,
            model_inputs,
            feed: None,
            step: 0,
            fed: None,
            optim,
            owned,
            slices,
            stale: false,
            norm: None,
            ckpt: None,
            info: StepInfo::default(),
            loss_scale: tr.loss_scale,
            scaler: tr.loss_scaler.map(|c| (c, LossScale::new(&c))),
            history: Vec::new(),
            dev,
        })
    }

    /// `(name, values)` of the rank's f32 master weights: the whole shard,
    /// or for a 16-bit resident weight its slice (as [`merge_rank_tensors`]
    /// takes either).
    pub fn weights(&self) -> impl Iterator<Item = (&str, &[f32])> {
        self.names
            .iter()
            .map(String::as_str)
            .zip(self.weights.iter().map(Vec::as_slice))
    }

    /// Updates applied (resumed ones included).
    pub fn step(&self) -> u64 {
        self.step
    }

    /// Checkpoint every `opts.every` steps (see [`CheckpointOptions`]).
    pub fn checkpoint_to(
        &mut self,
        opts: CheckpointOptions,
        manifest: &BundleManifest,
    ) -> Result<()> {
        if opts.every == 0 {
            return Err(SessionError::Options(
                "--checkpoint-every must be at least 1".into(),
            ));
        }
        self.ckpt = Some(Box::new(Ckpt {
            opts,
            manifest: manifest.clone(),
        }));
        Ok(())
    }

    /// This rank's shards (weights and optimizer state, flat) by checkpoint
    /// name.
    fn shard_tensors(&self) -> Vec<(String, &[f32])> {
        let mut out: Vec<(String, &[f32])> = self
            .names
            .iter()
            .cloned()
            .zip(self.weights.iter().map(Vec::as_slice))
            .collect();
        for (s, per) in self
            .optim
            .optimizer
            .state_names()
            .iter()
            .zip(&self.optim.state)
        {
            for (n, v) in self.names.iter().zip(per) {
                out.push((format!("{s}/{n}"), v.as_slice()));
            }
        }
        out
    }

    /// Write `DIR/step-<step>`: every rank writes its shards next to it,
    /// then (after a barrier) rank 0 merges them by the manifest's layouts
    /// into whole tensors and writes the checkpoint atomically.
    fn save_checkpoint(&self) -> Result<()> {
        let Some(c) = self.ckpt.as_ref().filter(|c| self.step % c.opts.every == 0) else {
            return Ok(());
        };
        let parts = c.opts.dir.join(format!(".parts-step-{}", self.step));
        std::fs::create_dir_all(&parts).map_err(|e| SessionError::io(&parts, e))?;
        let shards = parts.join("shards");
        let list = self.shard_tensors();
        write_rank_tensors(
            &shards,
            self.rank,
            list.iter().map(|(n, v)| (n.as_str(), *v)),
        )?;
        hetc_runtime::exec::barrier(self.t)?;
        if self.rank == 0 {
            let world = c.manifest.ranks.len();
            let states = self.optim.optimizer.state_names();
            let whole = merge_shards(&c.manifest, &shards, world, false, states)?;
            let hf_weights = match &c.opts.hf {
                Some((cfg, _)) => {
                    let w: WholeTensors = whole
                        .iter()
                        .filter(|(n, _)| !n.contains('/'))
                        .map(|(n, t)| (n.clone(), t.clone()))
                        .collect();
                    Some(
                        hetc_frontends::hfweights::to_hf(cfg, &w)
                            .map_err(|m| SessionError::Run(format!("--names hf: {m}")))?,
                    )
                }
                None => None,
            };
            let mut weights = BTreeMap::new();
            let mut optimizer_state = BTreeMap::new();
            for (n, (shape, v)) in whole {
                let t = hetc_runtime::checkpoint::Tensor::f32(
                    shape.iter().map(|&d| d as usize).collect(),
                    &v,
                );
                if n.contains('/') {
                    optimizer_state.insert(n, t);
                } else {
                    weights.insert(n, t);
                }
            }
            let ck = hetc_runtime::checkpoint::Checkpoint {
                step: self.step,
                model_sha256: c.manifest.model.sha256.clone(),
                optimizer: self.optim.optimizer,
                data: self.feed.as_ref().map(|f| f.position(self.step)),
                loss_scaler: self.scaler.map(|(_, s)| s),
                weights,
                optimizer_state,
            };
            let written = hetc_runtime::checkpoint::write(&c.opts.dir, &ck)?;
            if let (Some(w), Some((_, text))) = (hf_weights, &c.opts.hf) {
                let hf = written.join("hf");
                std::fs::create_dir_all(&hf).map_err(|e| SessionError::io(&hf, e))?;
                write_tensors(&hf.join("model.safetensors"), w)?;
                crate::write_atomic(&hf.join("config.json"), text.as_bytes())?;
            }
            let _ = std::fs::remove_dir_all(&parts);
        }
        hetc_runtime::exec::barrier(self.t)?;
        Ok(())
    }

    /// Continue from checkpoint `dir` (a `step-N`): this rank's shards of
    /// its weights and optimizer state cut from the whole tensors by the
    /// manifest's layouts (any plan's checkpoint of the same model and
    /// optimizer), the step count, and the data position.
    pub fn resume(&mut self, dir: &Path, manifest: &BundleManifest) -> Result<()> {
        let c = read_checkpoint(dir, manifest)?;
        let bad = |m: String| SessionError::Run(format!("{}: {m}", dir.display()));
        match (&self.feed, &c.data) {
            (Some(f), Some(d)) => {
                let here = f.position(c.step);
                if &here != d {
                    return Err(bad(format!("saved reading {d:?}, this run reads {here:?}")));
                }
            }
            (None, Some(d)) if self.rank == 0 => {
                return Err(bad(format!(
                    "saved reading the token file {:?}; resume with --data",
                    d.file
                )))
            }
            _ => {}
        }
        let (me, stage, _) = crate::execute::rank_entry(manifest, self.rank)?;
        let tp = manifest
            .stage(stage)
            .map_err(|e| SessionError::Bundle(e.to_string()))?
            .tp as u32;
        let cut = |t: &hetc_runtime::checkpoint::Tensor, idx: &[u64]| -> Vec<f32> {
            idx.iter()
                .map(|&i| {
                    let o = i as usize * 4;
                    f32::from_le_bytes([t.bytes[o], t.bytes[o + 1], t.bytes[o + 2], t.bytes[o + 3]])
                })
                .collect()
        };
        let states = self.optim.optimizer.state_names();
        for (k, w) in me.weights.iter().flatten().enumerate() {
            if self.names.get(k) != Some(&w.name) {
                return Err(SessionError::Internal(format!(
                    "rank {}: weight order differs from the manifest at {:?}",
                    self.rank, w.name
                )));
            }
            let full = w.full.fixed_dims().unwrap_or_default();
            let idx =
                hetc_backends::stage::shard_element_indices(&full, w.layout, tp, me.tp_rank as u32);
            let whole = cut(&c.weights[&w.name], &idx);
            match &mut self.low[k] {
                Some(l) => {
                    l.set(0, &whole);
                    let part = whole
                        .get(self.slices[k].clone())
                        .ok_or_else(|| bad(format!("{}: fewer elements than its slice", w.name)))?;
                    self.weights[k] = part.to_vec();
                }
                None => self.weights[k] = whole,
            }
            for (s, name) in states.iter().enumerate() {
                let key = format!("{name}/{}", w.name);
                let t = c
                    .optimizer_state
                    .get(&key)
                    .ok_or_else(|| bad(format!("optimizer state {key:?} is missing")))?;
                let want: Vec<usize> = full.iter().map(|&d| d as usize).collect();
                if t.dtype != DType::F32 || t.shape != want {
                    return Err(bad(format!(
                        "optimizer state {key:?} is {} {:?}, its weight's shape is {want:?}",
                        t.dtype, t.shape
                    )));
                }
                self.optim.state[s][k] = cut(t, &idx[self.slices[k].clone()]);
            }
        }
        // Skipped steps (f16's loss scaling) applied no update: the
        // schedule and the bias corrections count updates.
        let skipped = c.loss_scaler.map_or(0, |s| s.skipped);
        self.step = c.step;
        self.optim.step = c.step.saturating_sub(skipped);
        if let (Some((_, s)), Some(saved)) = (&mut self.scaler, c.loss_scaler) {
            *s = saved;
        }
        // The host's weights and state are the ones to run with now.
        if let Some(d) = &mut self.dev {
            d.weights = None;
            d.chain = None;
            d.state = None;
            d.host_stale = false;
            d.applied = None;
        }
        self.push_weights()
    }

    /// Hand the current weights to both chains: on the device where the
    /// last update left them there, else the host masters.
    fn push_weights(&mut self) -> Result<()> {
        if let Some(w) = self.dev.as_ref().and_then(|d| d.chain.as_ref()) {
            let new: BTreeMap<String, SegValue> =
                self.names.iter().cloned().zip(w.iter().cloned()).collect();
            // The first weights' host data goes (the device's copies of it
            // with it): the rank's graphs read the device's weights now.
            let params: Vec<_> = self
                .fwd_graph
                .params()
                .filter(|&v| new.contains_key(&self.fwd_graph.values[v].name))
                .collect();
            for v in params {
                self.fwd_graph.data.remove(&v);
            }
            self.fwd.set_device_weights(&new)?;
            return self.bwd.set_device_weights(&new);
        }
        let new: BTreeMap<String, TensorData> = self
            .names
            .iter()
            .zip(self.weights.iter().zip(&self.low))
            .map(|(n, (w, l))| {
                let d = match l {
                    Some(l) => l.data(),
                    None => TensorData::from_f32s(w),
                };
                (n.clone(), d)
            })
            .collect();
        self.fwd.set_weights(&new)?;
        self.bwd.set_weights(&new)
    }

    /// Read the weights and the optimizer state to the host masters where
    /// the device's are newer (an update on the device since).
    fn sync_host(&mut self) -> Result<()> {
        let Some(d) = self.dev.as_mut().filter(|d| d.host_stale) else {
            return Ok(());
        };
        let rank = self.rank;
        let read = |v: &SegValue, into: &mut [f32], what: &str| -> Result<()> {
            fill_f32s(rank, &v.to_host()?, into, what)
        };
        if let Some(w) = &d.weights {
            for ((v, into), n) in w.iter().zip(&mut self.weights).zip(&self.names) {
                read(v, into, n)?;
            }
            // The compute copies: the masters rounded, as the module did.
            for (l, w) in self.low.iter_mut().zip(&self.weights) {
                if let Some(l) = l {
                    l.set(0, w);
                }
            }
        }
        if let Some(st) = &d.state {
            for (k, per) in st.iter().enumerate() {
                for (s, v) in per.iter().enumerate() {
                    read(v, &mut self.optim.state[s][k], &self.names[k])?;
                }
            }
        }
        d.host_stale = false;
        Ok(())
    }

    /// The sum of the squares of the gradients this rank counts, summed
    /// on its device where they are there and it has the module for it
    /// ([`DeviceStep::norm`]); `None`: the host sums them.
    fn device_sq_norm(&mut self) -> Result<Option<f32>> {
        let (Some(d), Some(sums)) = (&self.dev, &self.sums) else {
            return Ok(None);
        };
        let Some((code, list)) = &d.norm else {
            return Ok(None);
        };
        let Some(code) = code else {
            return Ok(Some(0.0));
        };
        let ins: Vec<SegValue> = list.iter().map(|&k| sums[k].clone()).collect();
        let out = code.run_values(&ins)?;
        let sq = out
            .first()
            .ok_or_else(|| {
                SessionError::Run(format!(
                    "rank {}: the gradient norm module returned nothing",
                    self.rank
                ))
            })?
            .to_host()?;
        Ok(Some(sq.data.first().copied().unwrap_or(0.0) as f32))
    }

    /// Read back what the rank's device holds newer than the host: the
    /// weights, the optimizer state and the gradients the last update
    /// applied, for [`Trainer::weights`] and
    /// [`Trainer::applied_gradients`] (a rank that updates on its device
    /// keeps them there). Nothing to do for any other rank.
    pub fn read_back(&mut self) -> Result<()> {
        self.sync_host()?;
        let clip = self.dev.as_ref().and_then(|d| d.applied_clip);
        if let Some(a) = self.dev.as_mut().and_then(|d| d.applied.take()) {
            for ((v, into), n) in a.iter().zip(&mut self.applied).zip(&self.names) {
                fill_f32s(
                    self.rank,
                    &v.to_host()?,
                    into,
                    &format!("the gradient of {n}"),
                )?;
                // As the module clipped them (the host's roundings).
                if let Some((norm, max)) = clip {
                    for g in into.iter_mut() {
                        *g = *g / norm * max;
                    }
                }
            }
        }
        Ok(())
    }

    /// The update on the rank's device ([`DeviceStep`]): `norm` the
    /// global gradient norm.
    fn update_on_device(&mut self, norm: Option<f32>) -> Result<StepInfo> {
        let rank = self.rank;
        let bad = |e: String| SessionError::Run(format!("rank {rank}: the optimizer stage: {e}"));
        // Gradients still on the device go into the module as they are,
        // which clips them itself; gradients on the host (a sync read them)
        // are clipped there, as `--save-grads` keeps them.
        let factor = self.optim.clip_factor(norm);
        let on_device = self.sums.is_some() && self.dev.as_ref().is_some_and(|d| d.sums_fit);
        if !on_device {
            self.gather_sums()?;
        }
        let (lr, corrections) = if on_device {
            self.optim.begin_update(&mut [], norm)
        } else {
            self.optim.begin_update(&mut self.grads, norm)
        };
        let clip_scalars = self.optim.clip.map(|_| match factor {
            Some(f) if on_device => f,
            _ => (1.0, 1.0),
        });
        let states = self.optim.optimizer.state_names().len();
        let n = self.names.len();
        let d = self
            .dev
            .as_mut()
            .ok_or_else(|| bad("no device step".into()))?;
        let one = |x: f32| SegValue::Host(Tensor::new(DType::F32, vec![1], vec![f64::from(x)]));
        let mut ins: Vec<SegValue> = Optim::scalars(lr, corrections)
            .iter()
            .map(|x| one(x[0]))
            .chain(clip_scalars.into_iter().flat_map(|(n, m)| [one(n), one(m)]))
            .collect();
        let weights = match d.weights.take() {
            Some(w) => w,
            // The copies the chains uploaded of the masters.
            None => self
                .weights
                .iter()
                .zip(&d.types)
                .map(|(w, ty)| d.update.resident_weight(&TensorData::from_f32s(w), ty))
                .collect::<std::result::Result<_, _>>()?,
        };
        let state = match d.state.take() {
            Some(s) => s,
            // The host's state (zeros, or a checkpoint's), uploaded with
            // the first update.
            None => d
                .types
                .iter()
                .enumerate()
                .map(|(k, ty)| {
                    (0..states)
                        .map(|s| {
                            let v = &self.optim.state[s][k];
                            SegValue::Host(Tensor::new(
                                DType::F32,
                                dims_of(ty),
                                v.iter().map(|&x| f64::from(x)).collect(),
                            ))
                        })
                        .collect()
                })
                .collect(),
        };
        let sums = if on_device { self.sums.take() } else { None };
        for k in 0..n {
            ins.push(weights[k].clone());
            ins.push(match &sums {
                Some(s) => s[k].clone(),
                None => SegValue::Host(Tensor::new(
                    DType::F32,
                    dims_of(&d.types[k]),
                    self.grads[k].iter().map(|&x| f64::from(x)).collect(),
                )),
            });
            ins.extend(state[k].iter().cloned());
        }
        drop((weights, state));
        let outs = d.update.run_values(&ins).map_err(|e| bad(e.to_string()))?;
        drop(ins);
        let copies = d.low.iter().flatten().count();
        if outs.len() != n * (1 + states) + copies {
            return Err(bad(format!(
                "the module returned {} results for {n} weights with {states} state tensors each and {copies} 16-bit copies",
                outs.len()
            )));
        }
        let mut outs = outs.into_iter();
        let mut new_w = Vec::with_capacity(n);
        let mut new_s = Vec::with_capacity(n);
        for _ in 0..n {
            new_w.extend(outs.next());
            new_s.push(outs.by_ref().take(states).collect::<Vec<_>>());
        }
        let chain: Vec<SegValue> = new_w
            .iter()
            .zip(&d.low)
            .map(|(w, l)| match l {
                Some(_) => outs.next(),
                None => Some(w.clone()),
            })
            .collect::<Option<_>>()
            .ok_or_else(|| bad("a 16-bit copy is missing".into()))?;
        d.chain = Some(chain);
        d.weights = Some(new_w);
        d.state = Some(new_s);
        d.host_stale = true;
        if let Some(s) = &sums {
            if self.zero_sums.is_none() {
                self.zero_sums = Some(
                    s.iter()
                        .map(SegValue::zeros_like)
                        .collect::<std::result::Result<_, _>>()?,
                );
            }
        }
        d.applied = sums;
        d.applied_clip = factor.filter(|_| on_device);
        Ok(StepInfo {
            lr,
            grad_norm: norm,
            ..StepInfo::default()
        })
    }

    /// What the last update did (learning rate, gradient norm, loss scale).
    pub fn last_step(&self) -> StepInfo {
        self.info
    }

    /// What the rank holds for its weights ([`StateBytes`]; `applied`
    /// counts the gradients of an update, held from the first update on).
    pub fn state_bytes(&self) -> StateBytes {
        let f32s = |v: &[Vec<f32>]| v.iter().map(|x| x.len() as u64 * 4).sum::<u64>();
        let mut seen = std::collections::BTreeSet::new();
        let mut code = self.fwd.weight_bytes(&mut seen) + self.bwd.weight_bytes(&mut seen);
        // The weights and the optimizer state an update left on the device.
        if let Some(d) = &self.dev {
            let copies = d
                .chain
                .iter()
                .flatten()
                .zip(&d.low)
                .filter(|(_, l)| l.is_some())
                .map(|(c, _)| c);
            code += d
                .weights
                .iter()
                .flatten()
                .chain(d.state.iter().flatten().flatten())
                .chain(copies)
                .map(SegValue::bytes)
                .sum::<u64>();
        }
        StateBytes {
            elements: self.lens.iter().map(|&n| n as u64).sum(),
            masters: f32s(&self.weights),
            low: self
                .low
                .iter()
                .flatten()
                .map(|l| l.bits.len() as u64 * 2)
                .sum(),
            grads: f32s(&self.grads),
            applied: f32s(&self.grads),
            optimizer: self.optim.state.iter().map(|s| f32s(s)).sum(),
            state_elements: self.slices.iter().map(|s| s.len() as u64).sum(),
            code,
        }
    }

    /// What every update of this run did, in order.
    pub fn history(&self) -> &[StepInfo] {
        &self.history
    }

    /// The loss scale of the next step (dynamic loss scaling).
    pub fn loss_scale(&self) -> Option<f64> {
        self.scaler.map(|(_, s)| s.scale)
    }

    /// `(name, values)` of the gradients the last update applied: of the
    /// elements whose optimizer state the rank holds (ZeRO-1: its slice,
    /// the only synced part; else the whole shard), as
    /// [`merge_rank_tensors`] expects them.
    pub fn applied_gradients(&self) -> impl Iterator<Item = (&str, &[f32])> {
        self.names.iter().map(String::as_str).zip(
            self.applied
                .iter()
                .zip(&self.slices)
                .map(|(g, s)| &g[s.clone()]),
        )
    }

    /// Read each step's model inputs from `opts`' token file instead of
    /// the ones given (see [`crate::data`]); `prog` is this rank's program.
    pub fn use_data(
        &mut self,
        opts: &DataOptions,
        manifest: &BundleManifest,
        prog: &RankProgram,
    ) -> Result<()> {
        let labels = Training::of(manifest)?
            .ok_or_else(|| SessionError::Run("not a training bundle".into()))?
            .labels;
        self.feed = TokenFeed::new(
            opts,
            manifest,
            prog,
            &labels,
            &self.fwd_graph,
            &self.fwd_inputs,
        )?;
        Ok(())
    }

    /// The step's gradient sums, where the backward summed them itself
    /// (`grad_sums`), read into `grads`: once per step, before the sync,
    /// the norm or the update reads them.
    fn gather_sums(&mut self) -> Result<()> {
        let Some(sums) = self.sums.take() else {
            return Ok(());
        };
        if self.zero_sums.is_none() {
            self.zero_sums = Some(
                sums.iter()
                    .map(SegValue::zeros_like)
                    .collect::<std::result::Result<_, _>>()?,
            );
        }
        for ((g, v), name) in self.grads.iter_mut().zip(sums).zip(&self.names) {
            let what = format!("the gradient sum of {name}");
            fill_f32s(self.rank, &v.into_host()?, g, &what)?;
        }
        Ok(())
    }

    fn forward(&mut self, mb: u32, live: &Tensors) -> Result<Tensors> {
        if let (Some(feed), false) = (&mut self.feed, self.fed == Some(self.step)) {
            self.model_inputs = feed.step(self.step)?;
            self.fed = Some(self.step);
        }
        let ins = crate::execute::gather_inputs(
            self.rank,
            &self.fwd_graph,
            &self.fwd_inputs,
            &self.model_inputs,
            mb,
            live,
        )?;
        let ins: Vec<SegValue> = ins.into_iter().map(SegValue::Host).collect();
        let kept = if self.recompute {
            Some(ins.clone())
        } else {
            None
        };
        let mut outs = self.fwd.run_values(self.t, mb, ins)?;
        let saved = outs.split_off(self.outputs.len());
        debug_assert_eq!(saved.len(), self.n_saved);
        self.stash.insert(mb, kept.unwrap_or(saved));
        self.outputs
            .iter()
            .zip(outs)
            .map(|(b, v)| Ok((b.name.clone(), crate::execute::bytes_of(&v.into_host()?))))
            .collect()
    }

    fn backward(&mut self, mb: u32, live: &Tensors) -> Result<Tensors> {
        let mut ins = self.stash.remove(&mb).ok_or_else(|| {
            SessionError::Run(format!(
                "rank {}: backward of micro-batch {mb} before its forward",
                self.rank
            ))
        })?;
        for b in self.outputs.iter().filter(|b| b.grad) {
            if self.last {
                // The loss's cotangent: the scale of the mean over
                // micro-batches, times the dynamic loss scale.
                let s = self.scaler.map_or(1.0, |(_, s)| s.scale);
                ins.push(SegValue::Host(Tensor::new(
                    DType::F32,
                    b.dims.clone(),
                    vec![f64::from(self.loss_scale) * s],
                )));
                continue;
            }
            let bytes = live.get(&b.name).ok_or_else(|| {
                SessionError::Run(format!(
                    "rank {}: no cotangent of {:?} for micro-batch {mb}",
                    self.rank, b.name
                ))
            })?;
            ins.push(SegValue::Host(crate::execute::tensor_of(
                b.dtype,
                b.dims.clone(),
                bytes,
            )));
        }
        if let Some(dims) = &self.sum_dims {
            // The running sums (zeros at the step's first micro-batch).
            match (self.sums.take(), &self.zero_sums) {
                (Some(s), _) => ins.extend(s),
                (None, Some(z)) => ins.extend(z.iter().cloned()),
                // The first step: zeros made once, on the device where the
                // stash is (the backward's code runs there), kept for the
                // steps after.
                (None, None) => {
                    let beside = ins
                        .iter()
                        .find(|v| !matches!(v, SegValue::Host(_)))
                        .cloned();
                    let host = SegValue::Host(Tensor::new(DType::F32, vec![], vec![0.0]));
                    let z: Vec<SegValue> = dims
                        .iter()
                        .map(|d| beside.as_ref().unwrap_or(&host).zeros_beside(DType::F32, d))
                        .collect::<std::result::Result<_, _>>()?;
                    ins.extend(z.iter().cloned());
                    // (Host zeros: the sums' own device makes them, below.)
                    if beside.is_some() {
                        self.zero_sums = Some(z);
                    }
                }
            }
        }
        let mut outs = self.bwd.run_values(self.t, mb, ins)?;
        let n_igrad = self.inputs.iter().filter(|b| b.grad).count();
        let grads = outs.split_off(n_igrad);
        let outs: Vec<Tensor> = outs
            .into_iter()
            .map(SegValue::into_host)
            .collect::<std::result::Result<_, _>>()?;
        if self.sum_dims.is_some() {
            self.sums = Some(grads);
        } else {
            for (acc, g) in self.grads.iter_mut().zip(grads) {
                for (a, x) in acc.iter_mut().zip(&g.into_host()?.data) {
                    *a += *x as f32;
                }
            }
        }
        Ok(self
            .inputs
            .iter()
            .filter(|b| b.grad)
            .zip(&outs)
            .map(|(b, t)| (b.name.clone(), crate::execute::bytes_of(t)))
            .collect())
    }
}

/// The values of `t` into `into` as f32; a different element count is an
/// error naming rank `rank` and `what`.
fn fill_f32s(rank: usize, t: &Tensor, into: &mut [f32], what: &str) -> Result<()> {
    if t.data.len() != into.len() {
        return Err(SessionError::Run(format!(
            "rank {rank}: {what} has {} elements, the weight {}",
            t.data.len(),
            into.len()
        )));
    }
    for (a, x) in into.iter_mut().zip(&t.data) {
        *a = *x as f32;
    }
    Ok(())
}

fn rt(rank: usize, e: SessionError) -> RuntimeError {
    // Keep a collective's error as is: it names the peer.
    SessionError::Context {
        what: format!("rank {rank}"),
        source: Box::new(e),
    }
    .into_runtime()
}

impl Runner for Trainer<'_> {
    fn compute(
        &mut self,
        stage: usize,
        phase: Phase,
        mb: u32,
        live: &Tensors,
    ) -> hetc_runtime::Result<Tensors> {
        if stage != self.stage {
            return Err(RuntimeError::Bundle(format!(
                "rank {} trains stage {}, asked for stage {stage}",
                self.rank, self.stage
            )));
        }
        if std::mem::take(&mut self.stale) {
            self.push_weights()
                .context("the updated weights")
                .map_err(|e| rt(self.rank, e))?;
        }
        let r = match phase {
            Phase::Forward => self.forward(mb, live),
            Phase::Backward => self.backward(mb, live),
        };
        r.with_context(|| format!("micro-batch {mb} ({})", phase.name()))
            .map_err(|e| rt(self.rank, e))
    }

    fn gradients(&mut self, weights: &[String], bytes: u64) -> hetc_runtime::Result<Vec<f32>> {
        self.gather_sums().map_err(|e| rt(self.rank, e))?;
        concat(self.rank, &self.names, &self.grads, weights, bytes)
    }

    fn set_gradients(&mut self, weights: &[String], data: &[f32]) -> hetc_runtime::Result<()> {
        self.gather_sums().map_err(|e| rt(self.rank, e))?;
        split(
            self.rank,
            &self.names,
            &mut self.grads,
            weights,
            data,
            "gradient sync",
        )
    }

    fn grad_sq_norm(&mut self) -> hetc_runtime::Result<Option<f32>> {
        if let Some(sq) = self.device_sq_norm().map_err(|e| rt(self.rank, e))? {
            return Ok(Some(sq));
        }
        self.gather_sums().map_err(|e| rt(self.rank, e))?;
        if let Some((_, s)) = &self.scaler {
            // Unscale (the synced sums of scaled gradients) before the
            // norm and the update; an inf or NaN stays one, and makes the
            // global sum one on every rank.
            let inv = (1.0 / s.scale) as f32;
            for g in self.grads.iter_mut().flatten() {
                *g *= inv;
            }
        }
        let mut sum = 0f64;
        for (g, own) in self.grads.iter().zip(&self.owned) {
            match own {
                Owned::All => sum += g.iter().map(|&x| f64::from(x) * f64::from(x)).sum::<f64>(),
                Owned::None => {}
                Owned::Some(keep) => {
                    sum += g
                        .iter()
                        .zip(keep)
                        .filter(|(_, &k)| k)
                        .map(|(&x, _)| f64::from(x) * f64::from(x))
                        .sum::<f64>()
                }
            }
        }
        Ok(Some(sum as f32))
    }

    fn set_grad_norm(&mut self, norm: f32) {
        self.norm = Some(norm);
    }

    fn end_step(&mut self) -> hetc_runtime::Result<()> {
        if self
            .ckpt
            .as_ref()
            .is_some_and(|c| self.step % c.opts.every == 0)
        {
            self.sync_host().map_err(|e| rt(self.rank, e))?;
        }
        self.save_checkpoint()
            .with_context(|| format!("checkpoint of step {}", self.step))
            .map_err(|e| rt(self.rank, e))
    }

    fn update(&mut self) -> hetc_runtime::Result<()> {
        let norm = self.norm.take();
        let scaled = self.scaler.map(|(_, s)| s.scale);
        // The global norm is the sum over every rank: whether it is finite
        // is one decision for the whole job.
        let apply = match &mut self.scaler {
            Some((cfg, s)) => s.step(cfg, norm.is_some_and(f32::is_finite)),
            None => true,
        };
        if self.dev.is_none() || !apply {
            // (The device's update takes the sums where they are.)
            self.gather_sums().map_err(|e| rt(self.rank, e))?;
        }
        self.info = if apply && self.dev.is_some() {
            self.update_on_device(norm).map_err(|e| rt(self.rank, e))?
        } else if apply {
            // The slices the rank updates: of a whole master, its slice;
            // a resident weight's master is its slice.
            let mut masters: Vec<&mut [f32]> = self
                .weights
                .iter_mut()
                .zip(self.low.iter().zip(&self.slices))
                .map(|(w, (l, s))| match l {
                    Some(_) => &mut w[..],
                    None => &mut w[s.clone()],
                })
                .collect();
            let info = self
                .optim
                .update(&mut masters, &mut self.grads, norm)
                .map_err(|e| {
                    rt(
                        self.rank,
                        SessionError::Run(format!("the optimizer stage: {e}")),
                    )
                })?;
            // The compute copies of the updated slices (ZeRO-1's all-gather
            // completes the rest).
            for ((l, w), s) in self.low.iter_mut().zip(&self.weights).zip(&self.slices) {
                if let Some(l) = l {
                    l.set(s.start, w);
                }
            }
            info
        } else {
            StepInfo {
                lr: self.optim.lr(),
                grad_norm: norm,
                skipped: true,
                ..StepInfo::default()
            }
        };
        self.info.loss_scale = scaled;
        self.history.push(self.info);
        self.step += 1;
        self.applied = std::mem::replace(
            &mut self.grads,
            self.lens.iter().map(|&n| vec![0f32; n]).collect(),
        );
        if !self.stash.is_empty() {
            return Err(RuntimeError::Bundle(format!(
                "rank {}: {} micro-batches without a backward at the update",
                self.rank,
                self.stash.len()
            )));
        }
        // Pushed before the next compute: ZeRO-1's all-gathers complete
        // the weights first.
        self.stale = true;
        Ok(())
    }

    fn weight_values(&mut self, weights: &[String], bytes: u64) -> hetc_runtime::Result<Vec<f32>> {
        self.sync_host().map_err(|e| rt(self.rank, e))?;
        // The values the stage code reads: a resident weight's compute copy.
        let mut out = Vec::with_capacity((bytes / 4) as usize);
        for w in weights {
            let k = position(self.rank, &self.names, w)?;
            match &self.low[k] {
                Some(l) => out.extend(l.values()),
                None => out.extend_from_slice(&self.weights[k]),
            }
        }
        Ok(out)
    }

    fn weight_wires(
        &mut self,
        weights: &[String],
    ) -> hetc_runtime::Result<Vec<(usize, hetc_runtime::collective::Wire)>> {
        use hetc_runtime::collective::Wire;
        weights
            .iter()
            .map(|w| {
                let k = position(self.rank, &self.names, w)?;
                let wire = self.low[k]
                    .as_ref()
                    .map_or(Wire::F32, |l| Wire::of(l.dtype));
                Ok((self.lens[k], wire))
            })
            .collect()
    }

    fn set_weight_values(&mut self, weights: &[String], data: &[f32]) -> hetc_runtime::Result<()> {
        // Host writes: the host masters are the weights again (the device
        // keeps the optimizer state).
        self.sync_host().map_err(|e| rt(self.rank, e))?;
        if let Some(d) = &mut self.dev {
            d.weights = None;
            d.chain = None;
        }
        self.stale = true;
        let mut at = 0;
        for w in weights {
            let k = position(self.rank, &self.names, w)?;
            let n = self.lens[k];
            let part = data.get(at..at + n).ok_or_else(|| {
                RuntimeError::Bundle(format!(
                    "rank {}: short weight all-gather for {w:?}",
                    self.rank
                ))
            })?;
            match &mut self.low[k] {
                // Values of the type: exact.
                Some(l) => l.set(0, part),
                None => self.weights[k].copy_from_slice(part),
            }
            at += n;
        }
        Ok(())
    }
}

/// The values of `weights` (of the rank's `names`, values `of`) end to end.
fn concat(
    rank: usize,
    names: &[String],
    of: &[Vec<f32>],
    weights: &[String],
    bytes: u64,
) -> hetc_runtime::Result<Vec<f32>> {
    let mut out = Vec::with_capacity((bytes / 4) as usize);
    for w in weights {
        out.extend_from_slice(&of[position(rank, names, w)?]);
    }
    Ok(out)
}

/// [`concat`]'s inverse: `data` cut into the values of `weights`.
fn split(
    rank: usize,
    names: &[String],
    of: &mut [Vec<f32>],
    weights: &[String],
    data: &[f32],
    what: &str,
) -> hetc_runtime::Result<()> {
    let mut at = 0;
    for w in weights {
        let v = &mut of[position(rank, names, w)?];
        let part = data
            .get(at..at + v.len())
            .ok_or_else(|| RuntimeError::Bundle(format!("rank {rank}: short {what} for {w:?}")))?;
        v.copy_from_slice(part);
        at += v.len();
    }
    Ok(())
}

fn position(rank: usize, names: &[String], w: &str) -> hetc_runtime::Result<usize> {
    names.iter().position(|n| n == w).ok_or_else(|| {
        rt(
            rank,
            SessionError::Run(format!("rank {rank}: holds no weight {w:?}")),
        )
    })
}

/// `FILE.rank-N.safetensors`: this rank's tensors (weight shards or their
/// gradients) by weight name.
pub fn write_rank_tensors<'a>(
    file: &Path,
    rank: usize,
    tensors: impl Iterator<Item = (&'a str, &'a [f32])>,
) -> Result<()> {
    let data: Vec<(String, Vec<u8>, usize)> = tensors
        .map(|(n, v)| {
            (
                n.to_string(),
                v.iter().flat_map(|x| x.to_le_bytes()).collect(),
                v.len(),
            )
        })
        .collect();
    let views = data
        .iter()
        .map(|(n, b, len)| {
            Ok((
                n.clone(),
                safetensors::tensor::TensorView::new(safetensors::Dtype::F32, vec![*len], b)
                    .map_err(|e| SessionError::Run(format!("{n}: {e}")))?,
            ))
        })
        .collect::<Result<Vec<_>>>()?;
    let bytes = safetensors::tensor::serialize(views, None)
        .map_err(|e| SessionError::Run(format!("{}: {e}", file.display())))?;
    let p = rank_file(file, rank);
    std::fs::write(&p, bytes).map_err(|e| SessionError::io(&p, e))
}

/// `FILE.rank-N.safetensors`.
pub fn rank_file(file: &Path, rank: usize) -> std::path::PathBuf {
    let mut p = file.as_os_str().to_owned();
    p.push(format!(".rank-{rank}.safetensors"));
    p.into()
}

/// Merge the ranks' `PARTS.rank-N.safetensors` (shards, flat) into whole
/// weights with their model shapes, by name, written to `out`, placing each shard's elements
/// with the layout the manifest records for it (`rep`: all of it;
/// `split:<axis>:<groups>`: Megatron's split over the stage's TP ranks).
/// Holders of the same elements must agree (they applied the same synced
/// update); the lowest rank's copy is written. With `sliced` each rank's
/// file holds only the elements of its optimizer-state slices
/// ([`zero_slices`]; the gradients of [`Trainer::applied_gradients`]).
/// With `hf` the tensors are written under the Hugging Face names and
/// layouts of that config ([`hetc_frontends::hfweights::to_hf`]).
pub fn merge_rank_tensors(
    manifest: &BundleManifest,
    parts: &Path,
    out: &Path,
    world: usize,
    sliced: bool,
    hf: Option<&hetc_frontends::hfconfig::HfConfig>,
) -> Result<()> {
    let mut whole = merge_shards(manifest, parts, world, sliced, &[])?;
    if let Some(cfg) = hf {
        whole = hetc_frontends::hfweights::to_hf(cfg, &whole)
            .map_err(|m| SessionError::Run(format!("--names hf: {m}")))?;
    }
    write_tensors(out, whole)
}

/// Write whole f32 tensors by name as safetensors to `out` (atomically).
fn write_tensors(out: &Path, whole: WholeTensors) -> Result<()> {
    let data: Vec<(String, Vec<u8>, Vec<usize>)> = whole
        .into_iter()
        .map(|(n, (shape, v))| {
            (
                n,
                v.iter().flat_map(|x| x.to_le_bytes()).collect(),
                shape.iter().map(|&d| d as usize).collect(),
            )
        })
        .collect();
    let views = data
        .iter()
        .map(|(n, b, s)| {
            Ok((
                n.clone(),
                safetensors::tensor::TensorView::new(safetensors::Dtype::F32, s.clone(), b)
                    .map_err(|e| SessionError::Run(format!("{n}: {e}")))?,
            ))
        })
        .collect::<Result<Vec<_>>>()?;
    let bytes = safetensors::tensor::serialize(views, None)
        .map_err(|e| SessionError::Run(format!("{}: {e}", out.display())))?;
    crate::write_atomic(out, &bytes)
}

/// Whole tensors by name: shape and values.
pub type WholeTensors = BTreeMap<String, (Vec<u64>, Vec<f32>)>;

/// The whole tensors (shape, values) of the ranks' shard files
/// `PARTS.rank-N.safetensors`: every weight (with `sliced`: only the
/// elements of the rank's [`zero_slices`]; without, whole or those — the
/// f32 masters of mixed precision's resident weights), and `<state>/<weight>` for
/// each name of `states` (the rank's slice), laid out like its weight.
pub fn merge_shards(
    manifest: &BundleManifest,
    parts: &Path,
    world: usize,
    sliced: bool,
    states: &[&str],
) -> Result<WholeTensors> {
    let zero = zero_slices(manifest, false)?;
    // name → (shape, values, which elements some rank held)
    type Whole = BTreeMap<String, (Vec<u64>, Vec<f32>, Vec<bool>)>;
    let mut whole = Whole::new();
    for r in 0..world {
        let p = rank_file(parts, r);
        let bytes = std::fs::read(&p).map_err(|e| SessionError::io(&p, e))?;
        let st = safetensors::SafeTensors::deserialize(&bytes)
            .map_err(|e| SessionError::Run(format!("{}: {e}", p.display())))?;
        let (me, stage, _) = crate::execute::rank_entry(manifest, r)?;
        let tp = manifest
            .stage(stage)
            .map_err(|e| SessionError::Bundle(e.to_string()))?
            .tp as u32;
        let tp_rank = me.tp_rank as u32;
        for w in me.weights.iter().flatten() {
            let full = w.full.fixed_dims().unwrap_or_default();
            let all = hetc_backends::stage::shard_element_indices(&full, w.layout, tp, tp_rank);
            let slice = &all[zero[r]
                .get(&w.name)
                .map_or(0..all.len(), |z| z.range.clone())];
            let names = std::iter::once((w.name.clone(), sliced))
                .chain(states.iter().map(|s| (format!("{s}/{}", w.name), true)));
            for (name, sliced) in names {
                let t = st.tensor(&name).map_err(|_| {
                    SessionError::Run(format!("{}: no tensor {name:?}", p.display()))
                })?;
                let vals: Vec<f32> = t
                    .data()
                    .chunks_exact(4)
                    .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                    .collect();
                // A weight is whole, or sliced where its master is (a
                // 16-bit resident weight's).
                let idx = if sliced || (vals.len() == slice.len() && vals.len() != all.len()) {
                    slice
                } else {
                    &all[..]
                };
                if vals.len() != idx.len() {
                    return Err(SessionError::Run(format!(
                        "{}: {name} has {} values, its shard {}",
                        p.display(),
                        vals.len(),
                        idx.len()
                    )));
                }
                let n: u64 = full.iter().product();
                let e = whole.entry(name).or_insert_with(|| {
                    (full.clone(), vec![0.0; n as usize], vec![false; n as usize])
                });
                for (&i, &v) in idx.iter().zip(&vals) {
                    let i = i as usize;
                    if !e.2[i] {
                        e.1[i] = v;
                        e.2[i] = true;
                    }
                }
            }
        }
    }
    whole
        .into_iter()
        .map(|(n, (shape, v, seen))| {
            if seen.iter().any(|s| !s) {
                return Err(SessionError::Run(format!(
                    "{n}: some elements are held by no rank"
                )));
            }
            Ok((n, (shape, v)))
        })
        .collect()
}

/// Loss of each micro-batch from a rank's outputs (`(tensor, mb, bytes)`).
pub fn losses(outputs: &[hetc_runtime::exec::Output]) -> Vec<(u32, f32)> {
    outputs
        .iter()
        .filter(|(_, _, b)| b.len() == 4)
        .map(|(_, mb, b)| (*mb, f32::from_le_bytes([b[0], b[1], b[2], b[3]])))
        .collect()
}
