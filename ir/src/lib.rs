//! hetc-ir: the one definition of hetc's intermediate representation.
//!
//! * [`Graph`]: a dataflow graph of tensor ops. Values are SSA: each is
//!   defined once, by a graph input, a parameter (trainable weight), a
//!   constant, or an op result; ops refer to values by [`ValueId`]. Ops and
//!   values live in `PrimaryMap`s; program order is the separate `order`
//!   vector. Tensor types have fixed or symbolic dimensions ([`Dim`]).
//! * Symbolic shapes: a symbolic dimension is a canonical integer
//!   expression ([`sym::Expr`]) over named symbols that stand for extents
//!   in `1..=2^31 − 1` — products (`12*batch*seq`), sums (`W + 6`), floor
//!   divisions by constants (`floor((W + 1)/2)`, what strided windows give)
//!   and `min`/`max` (slices clamped to a symbolic extent; broadcasting two
//!   different symbolic extents gives their `max`, a symbol against a fixed
//!   `n ≠ 1` gives `n`). Equal expressions compare equal within the rules
//!   of [`sym`]. Slice bounds may be symbolic ([`Attr::SymInts`]). A
//!   frontend may record [`graph::Assumption`]s (`floor(W/4) = 1` for a
//!   squeeze); types are compared modulo them. [`Graph::bind`] substitutes
//!   values for symbols, checks the assumptions and re-verifies, so a
//!   binding the model cannot take is an error naming the op. Planning and
//!   lowering need every dimension fixed.
//!   Frontends build graphs; so can a program, with [`Graph::build`]
//!   (result types inferred, errors naming the op; [`build`]).
//! * [`OpKind`]: what an op computes. Parameters of an op are attributes in an
//!   insertion-ordered map; [`OpKind::signature`] states operand/result counts
//!   and required attributes; [`infer_types`] states result types.
//! * A textual form ([`print_graph`] / [`parse_graph`]) that round-trips, and
//!   a verifier ([`verify`]) whose errors name the op or value at fault and
//!   whose [`Verified`] token is what backends accept.
//! * [`Cluster`]: chip types, meshes and links, read from TOML and validated.
//! * [`Plan`]: pipeline stages on mesh slices with TP/DP/recompute, a schedule,
//!   and predicted metrics; JSON via serde and a table for people.
//! * [`manifest::BundleManifest`]: a deployment bundle's `manifest.json`,
//!   typed, read once at the boundary.
//!
//! Output of this crate is deterministic: maps that reach text are
//! `IndexMap`/`BTreeMap`/`PrimaryMap`, never hash-ordered.

#![forbid(unsafe_code)]

pub mod bind;
pub mod build;
pub mod cluster;
pub mod comm_program;
pub mod einsum;
pub mod entities;
pub mod graph;
pub mod infer;
pub mod linear;
pub mod lowp;
pub mod manifest;
pub mod op;
pub mod parse;
pub mod plan;
pub mod print;
pub mod resize;
pub mod safetensors;
pub mod sym;
pub mod types;
pub mod verify;

pub use bind::BindError;
pub use build::{attrs, BuildError};
pub use cluster::{ChipType, Cluster, ClusterError, Link, Mesh, PeakTflops, TransportKind};
pub use entities::{ChipTypeId, MeshId, OpId, RankId, StageId, ValueId};
pub use graph::{Graph, OpData, TensorData, ValueData, ValueDef};
pub use infer::{broadcast, infer_types};
pub use op::{Arity, Attr, AttrKind, Attrs, OpClass, OpKind, Reduction, Signature, STOP_GRADIENT};
pub use parse::{parse_graph, ParseError};
pub use plan::{MeshSlice, Plan, PlanError, Prediction, ScheduleKind, Stage, StageMetrics};
pub use print::print_graph;
pub use sym::Expr;
pub use types::{DType, Dim, Shape, TensorType};
pub use verify::{verify, Location, Verified, VerifyError, VerifyErrors};

/// Deserialize TOML with the same parser the cluster reader uses (so that
/// crates describing models in TOML need no TOML dependency of their own).
pub fn toml_de<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, String> {
    toml::from_str(text).map_err(|e| e.to_string())
}
