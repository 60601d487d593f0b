//! hetc-passes: analyses and transformations over hetc-ir.
//!
//! One pass per file, each with a module doc stating what it establishes and
//! what it assumes. Library code returns data and never prints; the CLI renders.
//!
//! * [`cost`]: FLOPs/bytes per op, roofline time per chip, memory per device,
//!   alpha–beta communication.
//! * [`blocks`]: a structural block finder that turns a graph into a
//!   [`Workload`] (layers = transformer blocks / CNN stages).
//! * [`transformer`]: an analytic transformer [`Workload`] from a model
//!   description, for models too large to export.
//! * [`plan`]: planners (`hapt` from HAPT §5.2, `hetero-auto` from H2 §4.3,
//!   `cmri` from China Mobile's algorithms 1–2, `uniform` baseline).
//! * [`schedule`]: pipeline schedules (gpipe, 1f1b, eager-1f1b, h-1f1b):
//!   warm-up counts and per-stage op orders.
//! * [`simulate`]: a discrete-event pipeline simulator (HAPT §4.2.1 DAG)
//!   with SVG and Chrome-trace timelines.

#![forbid(unsafe_code)]

pub mod blocks;
pub mod cost;
pub mod plan;
pub mod schedule;
pub mod simulate;
pub mod transformer;
pub mod workload;

pub use workload::{LayerCost, TpComm, TpKind, Workload};

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
}
