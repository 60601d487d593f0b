//! The bundle manifest (`manifest.json`): one typed format, written by the
//! bundle writer and read — once, at the boundary — by everything that runs
//! or inspects a bundle.
//!
//! [`BundleManifest::from_json`] checks the format version first, then
//! parses the whole document; a missing or malformed field is an error
//! naming its path (`stages[1].inputs[0].type: …`). Tensor types are parsed
//! here into [`TensorType`]s with fixed dims whose byte size fits in `u64`,
//! so no reader parses a type string again. What the fields mean is the
//! bundle writer's (hetc-backends `bundle`) module doc; which combinations
//! make a runnable job (stage and rank tables that agree, layouts the
//! boundaries allow) is checked by the runtime's program builder.
//!
//! Serialization is deterministic: fields in declaration order, optional
//! ones (training) left out when absent, file checksums sorted by path.

use crate::cluster::ChipType;
use crate::plan::Plan;
use crate::types::{DType, Dim, TensorType};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::collections::BTreeMap;

/// Bundle layout version written to `manifest.json`.
pub const FORMAT_VERSION: u32 = 1;

/// A manifest that cannot be read: where, and what is wrong.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("manifest.json: {0}")]
pub struct ManifestError(pub String);

/// The whole manifest.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BundleManifest {
    pub format_version: u32,
    pub hetc_version: String,
    pub model: ModelInfo,
    pub cluster: ClusterInfo,
    pub plan: Plan,
    /// Comm fusion was on: the `comm/rank-N.json` programs are the
    /// egg-fused ones (else the unfused chains `parallelize` emits).
    pub comm_fusion: bool,
    pub stages: Vec<StageEntry>,
    pub ranks: Vec<RankEntry>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub training: Option<TrainingInfo>,
    /// sha256 (lower-case hex) of every file but the manifest, by path.
    pub files: BTreeMap<String, String>,
}

/// The source model.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ModelInfo {
    pub name: String,
    /// sha256 of the model file followed by its external data files.
    pub sha256: String,
}

/// The cluster the plan is for.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClusterInfo {
    pub name: String,
    pub chips: Vec<ChipType>,
    pub meshes: Vec<MeshInfo>,
}

/// A mesh of the cluster.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MeshInfo {
    pub name: String,
    /// The chip type's name.
    pub chip: String,
    pub nodes: u32,
}

/// One pipeline stage.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StageEntry {
    pub index: usize,
    /// `[first, end)` layers of the plan.
    pub layers: [u32; 2],
    pub tp: usize,
    pub dp: usize,
    pub chip: String,
    pub vendor: String,
    /// The vendor's code was built (`--vendor`).
    pub vendor_selected: bool,
    pub inputs: Vec<BoundaryTensor>,
    pub outputs: Vec<BoundaryTensor>,
    /// `stablehlo/stage-<i>.mlir`; empty where an op of the stage has no
    /// StableHLO lowering.
    #[serde(default)]
    pub stablehlo: String,
    /// Every TP rank's segment code files.
    pub code: Vec<String>,
    /// Weight file per TP rank.
    pub weights: Vec<String>,
    /// Graph text and large constants per TP rank (the training forward of
    /// a training bundle).
    pub rank_graphs: Vec<(String, String)>,
    /// Training: the stage recomputes its forward in the backward.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub recompute: Option<bool>,
    /// Training: residuals the forward returns after the stage outputs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub saved: Option<usize>,
    /// Training: the backward graph and its constants per TP rank.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub backward_graphs: Option<Vec<(String, String)>>,
}

/// How a stage output is held over the stage's TP ranks.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BoundaryLayout {
    /// Every TP rank holds the whole tensor.
    Rep,
    /// Each TP rank holds its term of a sum over the ranks (the boundary's
    /// comm program sums it).
    Partial,
}

/// A tensor crossing a stage boundary.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoundaryTensor {
    pub name: String,
    /// Per micro-batch.
    #[serde(rename = "type", with = "fixed_type")]
    pub ty: TensorType,
    /// Outputs only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub layout: Option<BoundaryLayout>,
    /// Training: the backward gives this input's gradient / takes this
    /// output's cotangent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub grad: Option<bool>,
}

impl BoundaryTensor {
    /// A partial sum over the stage's TP ranks.
    pub fn partial(&self) -> bool {
        self.layout == Some(BoundaryLayout::Partial)
    }

    /// Carries a gradient in training.
    pub fn grad(&self) -> bool {
        self.grad == Some(true)
    }

    /// Bytes per micro-batch (fixed and bounded by the parser).
    pub fn bytes(&self) -> u64 {
        self.ty.size_bytes().unwrap_or(0)
    }
}

/// One process of the job.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RankEntry {
    pub rank: usize,
    pub stage: usize,
    pub vendor: String,
    pub chip: String,
    pub mesh: String,
    /// Device index in the mesh.
    pub device: u32,
    pub tp_rank: usize,
    pub dp_replica: usize,
    /// Every file the rank reads.
    pub artifacts: Vec<String>,
    /// What the rank runs per micro-batch (its rank graph's chain).
    pub segments: Vec<Link>,
    /// Training: the backward graph's chain.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub backward_segments: Option<Vec<Link>>,
    /// Training: the weight shards the rank holds and updates.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub weights: Option<Vec<WeightEntry>>,
    /// Its chains' runs of local ops are whole compute segments (IREE
    /// modules, which compile a whole stage in seconds), not cut every
    /// `MAX_SEGMENT_OPS` ops (hetc's own code, whose LLVM time grows faster
    /// than a function's size). The runtime cuts the rank graph the same
    /// way.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub whole_runs: bool,
    /// Training: its backward sums the step's weight gradients itself
    /// (`hetc_passes::train::accumulate_gradients`): after the cotangents
    /// it takes each weight's running sum (`f32`), and returns the sum with
    /// this micro-batch's gradient in place of the gradient. An IREE rank
    /// keeps the sums on its device until the step's sync or update.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub grad_sums: bool,
}

/// One link of a rank graph's chain; values are named by their ids in the
/// rank's graph text (`"v12"`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum Link {
    /// Run a compute segment's executable.
    Compute {
        /// Its `.mlir` and vendor code (empty: the vendor is not selected,
        /// or the segment runs in the reference interpreter).
        code: Vec<String>,
        inputs: Vec<String>,
        outputs: Vec<String>,
        /// The segment is one op the vendor's code has no lowering for: the
        /// runtime runs it in its reference interpreter (on the host).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        reference: Option<ReferenceOp>,
    },
    /// An all-reduce over the stage's TP group (a sum, or the maximum with
    /// `"reduce": "max"`).
    AllReduce(CollectiveLink),
    /// An all-gather over the stage's TP group.
    AllGather(CollectiveLink),
    /// A reduce-scatter over the stage's TP group: the sum, each rank
    /// keeping its slice (`result_bytes = bytes / tp`).
    ReduceScatter(CollectiveLink),
}

/// The op of a compute link that runs in the reference interpreter.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReferenceOp {
    /// Its first result, by id in the rank's graph text (as `inputs`): the
    /// runtime sets the op apart so when it cuts the graph, as the compiler
    /// did.
    pub result: String,
    /// Why: the op and what its lowering lacks.
    pub why: String,
}

/// A collective link: `bytes` contributed per rank, a result of `ty`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CollectiveLink {
    pub operand: String,
    pub result: String,
    pub bytes: u64,
    #[serde(rename = "type", with = "fixed_type")]
    pub ty: TensorType,
    pub result_bytes: u64,
    /// An all-reduce's reduction when it is not the sum.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reduce: Option<LinkReduce>,
}

/// The reduction of an all-reduce link other than the sum.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LinkReduce {
    Max,
}

/// How a weight is distributed over a stage's TP ranks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ShardLayout {
    /// Every rank holds the whole tensor (`"rep"`).
    Replicated,
    /// The axis is viewed as `[groups, tp, n / (groups·tp)]`; rank r holds
    /// `[:, r, :]` (groups = 1: a plain contiguous split; 3: a fused QKV
    /// weight split per q, k and v block). `"split:<axis>:<groups>"`.
    Split { axis: usize, groups: u64 },
}

impl std::fmt::Display for ShardLayout {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ShardLayout::Replicated => f.write_str("rep"),
            ShardLayout::Split { axis, groups } => write!(f, "split:{axis}:{groups}"),
        }
    }
}

impl std::str::FromStr for ShardLayout {
    type Err = String;

    fn from_str(s: &str) -> Result<ShardLayout, String> {
        let bad = || format!("layout {s:?} is neither \"rep\" nor \"split:<axis>:<groups>\"");
        if s == "rep" {
            return Ok(ShardLayout::Replicated);
        }
        match s.split(':').collect::<Vec<_>>().as_slice() {
            ["split", a, g] => Ok(ShardLayout::Split {
                axis: a.parse().map_err(|_| bad())?,
                groups: g.parse().map_err(|_| bad())?,
            }),
            _ => Err(bad()),
        }
    }
}

impl Serialize for ShardLayout {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for ShardLayout {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<ShardLayout, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// A weight shard of a training rank.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WeightEntry {
    pub name: String,
    /// The shard's type.
    #[serde(rename = "type", with = "fixed_type")]
    pub ty: TensorType,
    /// The whole weight's type.
    #[serde(with = "fixed_type")]
    pub full: TensorType,
    pub layout: ShardLayout,
}

/// The loss a training bundle minimizes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LossKind {
    CrossEntropy,
}

/// The optimizer step of a training bundle (the formulas of optax and
/// PyTorch; `lr` is the peak learning rate, scaled per step by the
/// training section's [`LrSchedule`]).
#[derive(Copy, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum Optimizer {
    /// `g ← g + weight_decay·w` (L2, coupled, as `torch.optim.SGD`),
    /// `b ← momentum·b + g`, `w ← w − lr·b` (`b` starts at zero; momentum 0
    /// is plain SGD).
    Sgd {
        lr: f64,
        #[serde(default, skip_serializing_if = "is_zero")]
        momentum: f64,
        #[serde(default, skip_serializing_if = "is_zero")]
        weight_decay: f64,
    },
    /// Adam with decoupled weight decay (Loshchilov & Hutter; `optax.adamw`,
    /// `torch.optim.AdamW`): at step t = 1, 2, …
    /// `m ← β1·m + (1−β1)·g`, `v ← β2·v + (1−β2)·g²`,
    /// `w ← w − lr·(m/(1−β1^t) / (√(v/(1−β2^t)) + eps) + weight_decay·w)`.
    Adamw {
        lr: f64,
        beta1: f64,
        beta2: f64,
        eps: f64,
        weight_decay: f64,
    },
}

fn is_zero(x: &f64) -> bool {
    *x == 0.0
}

impl Optimizer {
    /// The peak learning rate.
    pub fn lr(&self) -> f64 {
        match *self {
            Optimizer::Sgd { lr, .. } | Optimizer::Adamw { lr, .. } => lr,
        }
    }

    /// Names of the state tensors kept per weight (`<state>/<weight>` in a
    /// checkpoint).
    pub fn state_names(&self) -> &'static [&'static str] {
        match *self {
            Optimizer::Sgd { momentum: 0.0, .. } => &[],
            Optimizer::Sgd { .. } => &["momentum"],
            Optimizer::Adamw { .. } => &["exp_avg", "exp_avg_sq"],
        }
    }

    /// Every hyper-parameter a finite number in its range, or what is not.
    pub fn check(&self) -> Result<(), String> {
        let mut bad = Vec::new();
        let mut want = |ok: bool, what: &str| {
            if !ok {
                bad.push(what.to_string());
            }
        };
        let nonneg = |x: f64| x.is_finite() && x >= 0.0;
        match *self {
            Optimizer::Sgd {
                lr,
                momentum,
                weight_decay,
            } => {
                want(lr.is_finite() && lr > 0.0, "the learning rate must be > 0");
                want(
                    nonneg(momentum) && momentum < 1.0,
                    "momentum must be in [0, 1)",
                );
                want(nonneg(weight_decay), "weight decay must be >= 0");
            }
            Optimizer::Adamw {
                lr,
                beta1,
                beta2,
                eps,
                weight_decay,
            } => {
                want(lr.is_finite() && lr > 0.0, "the learning rate must be > 0");
                want(nonneg(beta1) && beta1 < 1.0, "beta1 must be in [0, 1)");
                want(nonneg(beta2) && beta2 < 1.0, "beta2 must be in [0, 1)");
                want(eps.is_finite() && eps > 0.0, "eps must be > 0");
                want(nonneg(weight_decay), "weight decay must be >= 0");
            }
        }
        if bad.is_empty() {
            Ok(())
        } else {
            Err(bad.join("; "))
        }
    }
}

/// How the learning rate changes over the steps (`optax` schedules): a
/// linear warm-up from 0 over `warmup_steps` steps, then the peak `lr`
/// (`Constant`), or a cosine decay from the peak to `end_lr` reached at
/// step `decay_steps` (counted from the start, warm-up included) and held
/// after it (`optax.warmup_cosine_decay_schedule`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum LrSchedule {
    #[default]
    Constant,
    WarmupConstant {
        warmup_steps: u64,
    },
    WarmupCosine {
        warmup_steps: u64,
        decay_steps: u64,
        end_lr: f64,
    },
}

impl LrSchedule {
    /// The learning rate of the update after `step` earlier updates (0 for
    /// the first).
    pub fn lr_at(&self, peak: f64, step: u64) -> f64 {
        let warm = |w: u64| -> Option<f64> { (step < w).then(|| peak * step as f64 / w as f64) };
        match *self {
            LrSchedule::Constant => peak,
            LrSchedule::WarmupConstant { warmup_steps } => warm(warmup_steps).unwrap_or(peak),
            LrSchedule::WarmupCosine {
                warmup_steps,
                decay_steps,
                end_lr,
            } => warm(warmup_steps).unwrap_or_else(|| {
                let span = decay_steps.saturating_sub(warmup_steps);
                if span == 0 {
                    return end_lr;
                }
                let t = (step - warmup_steps).min(span) as f64 / span as f64;
                let cos = 0.5 * (1.0 + (std::f64::consts::PI * t).cos());
                let alpha = end_lr / peak;
                peak * ((1.0 - alpha) * cos + alpha)
            }),
        }
    }

    pub fn is_constant(&self) -> bool {
        *self == LrSchedule::Constant
    }
}

/// A named tensor and its type.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NamedType {
    pub name: String,
    #[serde(rename = "type", with = "fixed_type")]
    pub ty: TensorType,
}

/// The training section.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TrainingInfo {
    pub loss: LossKind,
    /// The last stage's extra input: the targets, per micro-batch.
    pub labels: NamedType,
    pub optimizer: Optimizer,
    /// The learning rate per step.
    #[serde(default, skip_serializing_if = "LrSchedule::is_constant")]
    pub schedule: LrSchedule,
    /// Scale the gradients by `max / ‖g‖` when their global L2 norm (over
    /// every weight of every stage and TP rank) exceeds `max`
    /// (`optax.clip_by_global_norm`, `torch.nn.utils.clip_grad_norm_`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clip_grad_norm: Option<f64>,
    /// The cotangent of each micro-batch's loss (1 / micro-batches).
    pub loss_scale: f64,
    /// The type the training graphs compute in when it is not the model's
    /// own: `bf16` or `f16`, with f32 master weights, f32 optimizer state
    /// and f32 gradients from the weights on (`hetc compile --train --dtype`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub precision: Option<DType>,
    /// Dynamic loss scaling (f16).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub loss_scaler: Option<LossScaler>,
    /// ZeRO stage (Rajbhandari et al. 2020): 1 shards the optimizer state
    /// over the ranks that hold the same weight shard (DP replicas, tied
    /// copies) — each owns a contiguous slice of every gradient bucket,
    /// whose sync becomes a reduce-scatter, the update of its slice and an
    /// all-gather of the updated weights; 0 (absent): every holder keeps the
    /// whole state and the syncs are all-reduces.
    #[serde(default, skip_serializing_if = "is_zero_u8")]
    pub zero: u8,
    /// The weights weight decay leaves alone (model names, sorted): with
    /// `hetc compile --train --weight-decay-mask matrices`, every weight of
    /// fewer than 2 dimensions (biases, norm scales), as nanoGPT and
    /// Hugging Face's trainer exclude them (`optax.adamw`'s `mask`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub no_decay: Vec<String>,
}

/// Which weights weight decay applies to (resolved at compile time into
/// [`TrainingInfo::no_decay`]).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DecayMask {
    /// Every weight (optax's and torch's default).
    #[default]
    All,
    /// Weights of 2 or more dimensions only (matrices, convolution kernels,
    /// embeddings): not biases or normalization scales.
    Matrices,
}

fn is_zero_u8(x: &u8) -> bool {
    *x == 0
}

/// Dynamic loss scaling, as PyTorch's `GradScaler`: the loss's cotangent is
/// multiplied by the current scale (starting at `init`) and the gradients
/// divided by it before the update; a step whose gradients hold an inf or a
/// NaN on any rank updates nothing and multiplies the scale by `backoff`;
/// after `interval` steps in a row without one the scale is multiplied by
/// `growth`.
#[derive(Copy, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LossScaler {
    pub init: f64,
    pub growth: f64,
    pub backoff: f64,
    pub interval: u64,
}

impl Default for LossScaler {
    /// `GradScaler`'s defaults: 2^16, ×2 after 2000 clean steps, ×0.5.
    fn default() -> LossScaler {
        LossScaler {
            init: 65536.0,
            growth: 2.0,
            backoff: 0.5,
            interval: 2000,
        }
    }
}

impl LossScaler {
    /// A positive finite `init`, `growth` > 1, `backoff` in (0, 1) and a
    /// positive `interval`, or which is not.
    pub fn check(&self) -> Result<(), ManifestError> {
        let mut bad = Vec::new();
        if !(self.init.is_finite() && self.init > 0.0) {
            bad.push(format!("init {} (a positive number)", self.init));
        }
        if !(self.growth.is_finite() && self.growth > 1.0) {
            bad.push(format!("growth {} (above 1)", self.growth));
        }
        if !(self.backoff > 0.0 && self.backoff < 1.0) {
            bad.push(format!("backoff {} (between 0 and 1)", self.backoff));
        }
        if self.interval == 0 {
            bad.push("interval 0 (at least 1)".into());
        }
        if bad.is_empty() {
            Ok(())
        } else {
            Err(ManifestError(format!("loss scaler: {}", bad.join(", "))))
        }
    }
}

#[derive(Deserialize)]
struct Version {
    format_version: Option<u64>,
}

impl BundleManifest {
    /// Parse a manifest: the format version first, then every field.
    pub fn from_json(bytes: &[u8]) -> Result<BundleManifest, ManifestError> {
        let v: Version = serde_json::from_slice(bytes).map_err(|e| ManifestError(e.to_string()))?;
        let version = v.format_version.unwrap_or(0);
        if version != u64::from(FORMAT_VERSION) {
            return Err(ManifestError(format!(
                "format version {version}, this hetc reads {FORMAT_VERSION}"
            )));
        }
        Self::from_value_bytes(bytes)
    }

    fn from_value_bytes(bytes: &[u8]) -> Result<BundleManifest, ManifestError> {
        let de = &mut serde_json::Deserializer::from_slice(bytes);
        let m: BundleManifest = serde_path_to_error::deserialize(de)
            .map_err(|e| ManifestError(format!("{}: {}", e.path(), e.inner())))?;
        Ok(m)
    }

    /// [`BundleManifest::from_json`] of a JSON value.
    pub fn from_value(v: &serde_json::Value) -> Result<BundleManifest, ManifestError> {
        let bytes = serde_json::to_vec(v).map_err(|e| ManifestError(e.to_string()))?;
        Self::from_json(&bytes)
    }

    /// The manifest as `manifest.json` is written (pretty, newline-ended).
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a manifest serializes") + "\n"
    }

    /// The rank entry of `rank`.
    pub fn rank(&self, rank: usize) -> Result<&RankEntry, ManifestError> {
        self.ranks
            .iter()
            .find(|r| r.rank == rank)
            .ok_or_else(|| ManifestError(format!("no rank {rank}")))
    }

    /// The stage entry of `stage`.
    pub fn stage(&self, stage: usize) -> Result<&StageEntry, ManifestError> {
        self.stages
            .get(stage)
            .ok_or_else(|| ManifestError(format!("no stage {stage}")))
    }
}

/// Parse a manifest tensor type (`f32[1, 128, 64]`): an element type and
/// fixed dims whose byte size fits in `u64`.
pub fn parse_fixed_type(ty: &str) -> Result<TensorType, String> {
    let (dt, rest) = ty
        .split_once('[')
        .ok_or_else(|| format!("tensor type {ty:?} has no shape"))?;
    let dtype = DType::from_name(dt.trim())
        .ok_or_else(|| format!("tensor type {ty:?}: unknown element type {:?}", dt.trim()))?;
    let dims = rest
        .strip_suffix(']')
        .ok_or_else(|| format!("tensor type {ty:?} is not closed"))?;
    let mut shape = Vec::new();
    let mut bytes = dtype.size_bytes();
    for d in dims.split(',').map(str::trim).filter(|d| !d.is_empty()) {
        let n: u64 = d
            .parse()
            .map_err(|_| format!("tensor type {ty:?}: dim {d:?} is not a number"))?;
        bytes = bytes
            .checked_mul(n)
            .ok_or_else(|| format!("tensor type {ty:?} overflows"))?;
        shape.push(Dim::Fixed(n));
    }
    Ok(TensorType::new(dtype, shape))
}

/// Serde of a [`TensorType`] with fixed dims as its text.
mod fixed_type {
    use super::*;

    pub fn serialize<S: Serializer>(ty: &TensorType, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(ty)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<TensorType, D::Error> {
        let s = String::deserialize(d)?;
        parse_fixed_type(&s).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn schedules_follow_optax() {
        // By hand: warm-up 10 steps to 1.0, cosine to 0.1 at step 110.
        let s = LrSchedule::WarmupCosine {
            warmup_steps: 10,
            decay_steps: 110,
            end_lr: 0.1,
        };
        let close = |a: f64, b: f64| (a - b).abs() < 1e-12;
        for (step, want) in [
            (0, 0.0),
            (5, 0.5),
            (10, 1.0),
            (60, 0.55),
            (110, 0.1),
            (500, 0.1),
        ] {
            assert!(
                close(s.lr_at(1.0, step), want),
                "step {step}: {}",
                s.lr_at(1.0, step)
            );
        }
        let w = LrSchedule::WarmupConstant { warmup_steps: 4 };
        assert!(close(w.lr_at(2.0, 1), 0.5) && close(w.lr_at(2.0, 9), 2.0));
        assert!(close(LrSchedule::Constant.lr_at(3.0, 7), 3.0));
    }

    #[test]
    fn optimizers_parse_old_manifests_and_check_their_ranges() {
        let o: Optimizer = serde_json::from_str(r#"{"kind":"sgd","lr":0.5}"#).unwrap();
        assert_eq!(
            o,
            Optimizer::Sgd {
                lr: 0.5,
                momentum: 0.0,
                weight_decay: 0.0
            }
        );
        assert_eq!(
            serde_json::to_string(&o).unwrap(),
            r#"{"kind":"sgd","lr":0.5}"#
        );
        let a = Optimizer::Adamw {
            lr: 1e-3,
            beta1: 0.9,
            beta2: 1.0,
            eps: 0.0,
            weight_decay: 0.1,
        };
        let e = a.check().unwrap_err();
        assert!(
            e.contains("beta2") && e.contains("eps") && !e.contains("beta1"),
            "{e}"
        );
        assert_eq!(a.state_names(), ["exp_avg", "exp_avg_sq"]);
    }

    #[test]
    fn fixed_types_parse_and_print_back() {
        for t in ["f32[1, 128, 64]", "i64[]", "bool[1, 4]", "bf16[8]"] {
            assert_eq!(parse_fixed_type(t).unwrap().to_string(), t);
        }
        let e = parse_fixed_type("f32[1, x]").unwrap_err();
        assert!(e.contains("dim \"x\""), "{e}");
        let e = parse_fixed_type("f32[4294967296, 4294967296]").unwrap_err();
        assert!(e.contains("overflows"), "{e}");
        assert!(parse_fixed_type("q7[1]")
            .unwrap_err()
            .contains("element type"));
        assert!(parse_fixed_type("f32[1")
            .unwrap_err()
            .contains("not closed"));
    }

    #[test]
    fn shard_layouts_round_trip() {
        for l in [
            ShardLayout::Replicated,
            ShardLayout::Split { axis: 1, groups: 3 },
        ] {
            assert_eq!(l.to_string().parse::<ShardLayout>(), Ok(l));
        }
        assert!("split:x:1".parse::<ShardLayout>().is_err());
        assert!("sharded".parse::<ShardLayout>().is_err());
    }
}
