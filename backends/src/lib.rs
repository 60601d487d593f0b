//! hetc-backends: from a plan to deployable artefacts.
//!
//! Per DESIGN.md "Backends":
//! * [`stage`]: stage extraction — the subgraph of a plan stage's layers with
//!   explicit boundary inputs/outputs and its weights; with TP > 1, one graph
//!   per TP rank with Megatron-style weight shards and the collectives the
//!   shard layout implies.
//! * [`reference`]: a CPU reference interpreter of IR graphs (the numerical
//!   oracle), including lockstep execution of TP rank graphs.
//! * [`train`]: training graphs per stage and TP rank — the forward with
//!   its saved residuals and the backward (reverse-mode autodiff with the
//!   TP rule for gradient all-reduces), the loss on the last stage.
//! * [`stablehlo`]: each stage as a StableHLO module (jax's pretty syntax).
//! * [`bundle`]: the deployment bundle (manifest with checksums, StableHLO
//!   and vendor code per stage, safetensors weight shards per TP rank) and
//!   its inspector.
//!
//! * [`native`] (feature `native`): compiled cpu stage code loaded and
//!   called without MLIR — what `hetc-run` runs bundles with.
//! * [`mlir`] (feature `mlir`, default): each stage lowered with melior
//!   (MLIR 22) to linalg, then a cpu object file / JIT, NVIDIA PTX or AMDGPU
//!   ISA.
//!
//! Backends take [`hetc_ir::Verified`] graphs only, so unverified IR cannot
//! reach them.

pub mod bundle;
pub mod host;
pub mod iree;
pub mod mlas;
#[cfg(feature = "mlir")]
pub mod mlir;
#[cfg(feature = "native")]
pub mod native;
pub mod onnx;
#[cfg(test)]
mod onnx_tests;
pub mod parallel;
pub mod reference;
pub mod segment;
pub mod stablehlo;
#[cfg(test)]
mod train_tests;

/// Stage graphs and TP rank graphs (hetc-passes' [`hetc_passes::stage`] and
/// [`hetc_passes::shard`]), as the emitters take them.
pub mod stage {
    pub use hetc_passes::shard::*;
    pub use hetc_passes::stage::*;
}

/// Training graphs per stage and TP rank ([`hetc_passes::train`]).
pub use hetc_passes::train;

/// Errors of the backends.
#[derive(Debug, thiserror::Error)]
pub enum BackendError {
    /// A rank graph cannot be cut into segments.
    #[error("stage extraction: {0}")]
    Stage(String),
    /// A pass the backends call failed (stage extraction, sharding,
    /// training graphs).
    #[error(transparent)]
    Pass(#[from] hetc_passes::PassError),
    /// A graph the backends produced failed the IR verifier (a bug).
    #[error("internal error: {0}")]
    Verify(#[from] hetc_ir::VerifyErrors),
    /// The reference interpreter cannot execute an op.
    #[error("reference interpreter: {0}")]
    Reference(String),
    /// An op has no StableHLO lowering.
    #[error("StableHLO emission: {0}")]
    StableHlo(String),
    /// The MLIR lowering (melior) failed, or a vendor has none.
    #[error("MLIR: {0}")]
    Mlir(String),
    /// Op `op` (of kind `kind`) of stage `stage` has no MLIR lowering for
    /// its types or attributes: what can run it instead is the reference
    /// interpreter (`hetc eval` does so for that op alone).
    /// `output` names its first result (op names need not be unique).
    #[error("MLIR: stage {stage}: {kind} {op:?}: {message}")]
    Unlowered {
        stage: String,
        op: String,
        kind: String,
        output: String,
        message: String,
    },
    /// Compiled cpu code cannot be loaded or called (a bundle's shared
    /// object that does not match the host or the graph, a wrong argument).
    #[error("cpu code: {0}")]
    Code(String),
    /// A graph cannot be exported to ONNX (an op without an export).
    #[error("ONNX export: {0}")]
    Onnx(String),
    /// Writing or reading a bundle failed, or a plan has no backend.
    #[error("bundle: {0}")]
    Bundle(String),
}
