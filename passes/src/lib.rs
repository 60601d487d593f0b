//! hetc-passes: analyses and transformations over hetc-ir.
//!
//! One pass per file, each with a module doc stating what it establishes and
//! what it assumes. Library code returns data and never prints; the CLI renders.
//!
//! * [`cost`]: FLOPs/bytes per op, roofline time per chip, memory per device,
//!   alpha–beta communication.
//! * [`facts`]: structural facts about a graph's ops and values (signatures,
//!   live ranges, TP roles, the op sequence type) that the block finder,
//!   layers, modules and workloads share.
//! * [`blocks`]: a structural block finder that turns a graph into a
//!   [`Workload`] (layers = transformer blocks / CNN stages).
//! * [`layers`]: the op sequence, and HAPT's fine-grained / Alpa's coarse
//!   layers built from it.
//! * [`modules`]: HAPT's repeated-module detection (§5.1).
//! * [`transformer`]: an analytic transformer [`Workload`] from a model
//!   description, for models too large to export.
//! * [`plan`]: planners (`hapt` from HAPT §5.2, `hetero-auto` from H2 §4.3,
//!   `cmri` from China Mobile's algorithms 1–2, `uniform` baseline).
//! * [`schedule`]: pipeline schedules (gpipe, 1f1b, eager-1f1b, h-1f1b):
//!   warm-up counts and per-stage op orders.
//! * [`parallelize`]: per-stage collectives of the TP/SP/EP/PP/DP layout.
//! * [`comm_fusion`]: Chimera's communication fusion with `egg`.
//! * [`comm_feedback`]: the fused program's bytes as a scaled [`Workload`],
//!   so the planners (which never see the e-graph) re-plan on fused costs.
//! * [`autodiff`]: reverse-mode differentiation (forward + backward graphs
//!   for training, with the TP rule for rank graphs) and the loss builder.
//! * [`simulate`]: a discrete-event pipeline simulator (HAPT §4.2.1 DAG);
//!   [`render`]: its timeline as SVG and as a Chrome trace.
//! * [`pass`]: the [`pass::Pass`] trait and the pass manager that runs the
//!   compile flow's graph passes, verifying after each and timing each.
//! * [`stage`]: stage extraction — a plan stage's layers as a graph with
//!   explicit boundaries; [`shard`]: its Megatron TP rank graphs with weight
//!   shards and the collectives their layouts imply; [`train`]: per rank
//!   the training forward and backward graphs (autodiff with the TP rule,
//!   the loss on the last stage), and [`mixed`]: those graphs computing in
//!   bf16 / f16 with f32 master weights; [`optim`]: a rank's optimizer
//!   step (SGD, AdamW, clipping) as a graph compiled like a stage. Backends
//!   only emit what these produce.

#![forbid(unsafe_code)]

pub mod autodiff;
pub mod blocks;
pub mod comm_feedback;
pub mod comm_fusion;
pub mod cost;
pub mod facts;
pub mod layers;
pub mod mixed;
pub mod modules;
pub mod optim;
pub mod parallelize;
pub mod pass;
pub mod plan;
pub mod render;
pub mod schedule;
pub mod shard;
pub mod simulate;
pub mod stage;
pub mod train;
pub mod transformer;
pub mod workload;

pub use workload::{Kernel, LayerCost, Replicated, TpComm, TpKind, Workload};

/// Errors of the passes.
#[derive(Debug, thiserror::Error)]
pub enum PassError {
    /// The model cannot be turned into a workload (e.g. unbound symbolic dims).
    #[error("{0}")]
    Workload(String),
    /// No plan satisfies the constraints (memory, divisibility…).
    #[error("no feasible plan: {0}")]
    Infeasible(String),
    /// Bad planner options.
    #[error("invalid option: {0}")]
    Options(String),
    /// A graph cannot be differentiated (an op without a VJP, a bad
    /// request), naming the op.
    #[error("autodiff: {0}")]
    Autodiff(String),
    /// The graph or plan cannot be split into stages or TP ranks.
    #[error("stage extraction: {0}")]
    Stage(String),
    /// Training graphs cannot be built (autodiff failed, rank graphs not
    /// aligned…).
    #[error("training graphs: {0}")]
    Train(String),
    /// A graph a pass produced failed the IR verifier (a bug).
    #[error("internal error: {0}")]
    Verify(#[from] hetc_ir::VerifyErrors),
    /// A communication program that does not type-check or refers to what
    /// does not exist, naming the transition, op or rank.
    #[error(transparent)]
    Comm(#[from] hetc_ir::comm_program::CommError),
    /// A result a pass produced is inconsistent (a bug), e.g. a plan that
    /// fails the plan verifier.
    #[error("internal error: {0}")]
    Internal(String),
}

/// Fixture models for unit tests.
#[cfg(test)]
pub(crate) mod fixtures {
    use hetc_ir::Graph;

    /// `examples/models/<name>` imported with the batch bound to 1 (per sample).
    pub fn graph(name: &str) -> Graph {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../examples/models")
            .join(name);
        let bindings = std::collections::BTreeMap::from([("batch".to_string(), 1u64)]);
        let imported = hetc_frontends::onnx::import_file(
            &path,
            &hetc_frontends::ImportOptions {
                bindings,
                ..Default::default()
            },
        )
        .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(
            imported.unbound.is_empty(),
            "{name}: {:?}",
            imported.unbound
        );
        imported.graph
    }

    /// `examples/models/<name>` (ONNX) imported with `bindings`.
    pub fn graph_with(name: &str, bindings: &[(&str, u64)]) -> Graph {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../examples/models")
            .join(name);
        let bindings = bindings.iter().map(|(k, v)| (k.to_string(), *v)).collect();
        hetc_frontends::onnx::import_file(
            &path,
            &hetc_frontends::ImportOptions {
                bindings,
                ..Default::default()
            },
        )
        .unwrap_or_else(|e| panic!("{name}: {e}"))
        .graph
    }

    /// `n` layers as three stages at TP `tp`.
    pub fn three_stages(n: usize, tp: u32) -> Vec<crate::stage::StageBounds> {
        let (a, b) = ((n / 3) as u32, (2 * n / 3) as u32);
        [(0, a), (a, b), (b, n as u32)]
            .into_iter()
            .map(|(first_layer, end_layer)| crate::stage::StageBounds {
                first_layer,
                end_layer,
                tp,
            })
            .collect()
    }
}
