//! What a compile is asked to do: a plain struct the CLI (or any other
//! caller) fills in; no argument parser's types.

use hetc_ir::manifest::{DecayMask, LossScaler, LrSchedule, Optimizer};
use hetc_ir::DType;
use std::collections::BTreeMap;
use std::path::PathBuf;

/// Which planner to run (`--planner`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PlannerChoice {
    /// Every planner (in parallel where cores allow); the plan that
    /// simulates fastest and fits memory is chosen (the default).
    Auto,
    /// H2 HeteroAuto (§4.3): per-chip-type pipeline stages, TP, DP and recompute.
    HeteroAuto,
    /// Megatron-style baseline: equal layers, one TP/DP everywhere.
    Uniform,
    /// HAPT (§5.2): DP over fine-grained layers × submeshes, H-1F1B schedule.
    Hapt,
    /// HAPT's search on 8 coarse layers (Alpa's granularity): a baseline.
    Coarse,
    /// China Mobile (algorithm 2): DP over contiguous layer ranges + OOM alleviation.
    Cmri,
    /// Every planner, side by side.
    All,
}

/// The options of one compile.
#[derive(Clone, Debug)]
pub struct CompileOptions {
    /// The model: `.onnx`, StableHLO text (`.mlir` / `.stablehlo`), a
    /// Hugging Face `config.json`, or a `.toml` transformer description.
    pub model: PathBuf,
    /// The cluster spec (TOML); needed to plan.
    pub cluster: Option<PathBuf>,
    /// Values for symbolic dims.
    pub bindings: BTreeMap<String, u64>,
    /// A Hugging Face checkpoint for a `config.json` model (`--weights`).
    pub weights: Option<PathBuf>,
    pub planner: PlannerChoice,
    /// Samples (sequences / images) per training iteration.
    pub global_batch: u64,
    /// Samples per micro-batch.
    pub micro_batch: u64,
    /// Precision of compute and activations the planners cost.
    pub dtype: DType,
    /// With `train`: the type the training graphs compute in (bf16, f16)
    /// with f32 master weights; `None`: the model's own types.
    pub precision: Option<DType>,
    /// With `train` and f16: dynamic loss scaling.
    pub loss_scaler: Option<LossScaler>,
    /// With `train`: ZeRO-1 optimizer-state sharding over DP replicas
    /// (bundles with a stage of DP > 1).
    pub zero: bool,
    /// With `train`: the weights weight decay applies to.
    pub decay_mask: DecayMask,
    /// Activation recomputation allowed.
    pub recompute: bool,
    /// Fine-grained layers to build for hapt (HAPT §5.1).
    pub layers: usize,
    /// Re-split every stage's devices as TP N × DP (devices / N) where N
    /// divides them (comm programs and bundles).
    pub tp: Option<u32>,
    /// The chip type this host's measurements stand for (profiling).
    pub chip: Option<String>,
    /// Timed runs per layer and pass when profiling (the median is kept).
    pub reps: usize,
    /// Measured layer times (`hetc-profile-1` JSON) that replace the
    /// analytic ones where present.
    pub profile: Option<PathBuf>,
    /// Megatron sequence parallelism in TP regions: the planners' costs,
    /// `--emit comm`, and the rank graphs of bundles (norms and residual
    /// adds on each rank's part of the sequence, reduce-scatter /
    /// all-gather around the TP regions).
    pub sp: bool,
    /// Expert parallelism of MoE layers over N devices (comm programs).
    pub ep: Option<u32>,
    /// Experts per token of MoE gating (top-k).
    pub topk: u32,
    /// Communication fusion (egg) of comm programs and bundle boundaries.
    pub comm_fusion: bool,
    /// Vendors to build bundle code for; empty: every vendor of the plan.
    pub vendors: Vec<String>,
    /// Cpu segments as IREE `llvm-cpu` modules instead of hetc's shared
    /// objects (`--cpu-code iree`).
    pub cpu_code_iree: bool,
    /// Training bundles and comm programs instead of inference.
    pub train: bool,
    /// The optimizer of a training bundle (its `lr` is the peak learning
    /// rate).
    pub optimizer: Optimizer,
    /// The learning rate per step.
    pub lr_schedule: LrSchedule,
    /// Global-norm gradient clipping bound.
    pub clip_grad_norm: Option<f64>,
    /// Verify every graph after each graph pass also in release builds
    /// (debug builds always do).
    pub verify_each: bool,
}

impl CompileOptions {
    /// The options of `hetc compile MODEL` without flags.
    pub fn new(model: impl Into<PathBuf>) -> CompileOptions {
        CompileOptions {
            model: model.into(),
            cluster: None,
            bindings: BTreeMap::new(),
            weights: None,
            planner: PlannerChoice::Auto,
            global_batch: 128,
            micro_batch: 1,
            dtype: DType::BF16,
            precision: None,
            loss_scaler: None,
            zero: true,
            decay_mask: DecayMask::All,
            recompute: true,
            layers: 128,
            tp: None,
            chip: None,
            reps: 5,
            profile: None,
            sp: false,
            ep: None,
            topk: 2,
            comm_fusion: true,
            vendors: Vec::new(),
            cpu_code_iree: false,
            train: false,
            optimizer: Optimizer::Sgd {
                lr: 0.01,
                momentum: 0.0,
                weight_decay: 0.0,
            },
            lr_schedule: LrSchedule::Constant,
            clip_grad_norm: None,
            verify_each: false,
        }
    }

    /// Values no flow accepts.
    pub fn validate(&self) -> Result<(), String> {
        if self.layers == 0 {
            return Err("--layers must be at least 1".into());
        }
        self.optimizer.check()?;
        if let Some(p) = self.precision {
            if !self.train {
                return Err("a compute precision is for training bundles (--train)".into());
            }
            if !matches!(p, DType::BF16 | DType::F16) {
                return Err(format!(
                    "training computes in bf16 or f16 with f32 master weights, not {p}"
                ));
            }
        }
        if let Some(s) = &self.loss_scaler {
            if self.precision != Some(DType::F16) {
                return Err(
                    "loss scaling is for --dtype f16 training (bf16 has f32's exponent range)"
                        .into(),
                );
            }
            s.check()
                .map_err(|e| format!("--loss-scale / --loss-scale-window: {}", e.0))?;
        }
        if let Some(c) = self.clip_grad_norm {
            if !(c.is_finite() && c > 0.0) {
                return Err(format!(
                    "--clip-grad-norm must be a positive number, not {c}"
                ));
            }
        }
        Ok(())
    }
}
