//! hetc-session: the whole flow of `hetc` as a library.
//!
//! A [`Session`] holds one model — its file read and decoded once — and the
//! options of a compile ([`CompileOptions`], a plain struct). From it:
//! * [`Session::plan`]: the chosen planner and its baselines, each plan
//!   verified and simulated ([`plan`]);
//! * [`Session::parallelize`]: the plan's communication program, fused with
//!   egg ([`Session::fuse`]) and the fused costs fed back to the planner
//!   ([`comm`]);
//! * [`Session::stages`], [`Session::lower_stablehlo`],
//!   [`Session::lower_mlir`]: stage extraction and lowering;
//! * [`Session::write_bundle`], [`Session::comm_programs`]: the deployment
//!   bundle and its per-rank programs ([`comm::bundle_program`]: the same
//!   passes' per-rank view, fused unless fusion is off — what the runtime
//!   executes);
//! * [`Session::profile`]: measured layer times of this host ([`profile`]).
//!
//! [`eval`] imports a model and runs it once in this process on given
//! tensors (`hetc eval`), with the JIT or the reference interpreter;
//! [`tensor_io`] reads and writes named tensors as JSON (`{"inputs":
//! [{name, dtype, shape, data}]}`) or numpy `.npz`, exactly.
//!
//! Bundles run with [`run::Bundle`] and [`run::RankRunner`], the runtime's
//! [`hetc_runtime::exec::Runner`] over the stage kernels ([`execute`]) or
//! the training state ([`train`]), whose batches can come from a token file
//! ([`data`]); [`run::predicted_bytes`] says what a rank's transport should
//! send.
//!
//! Errors are [`SessionError`]s naming what failed and where. Nothing here
//! prints: diagnostics go to the session's [`Log`], results are returned as
//! data, and the CLI renders them.
//!
//! (This example is compiled with the docs and run as the integration
//! test `library::session_crate_doc_example_runs`.)
//!
//! ```no_run
//! use hetc_session::{CompileOptions, PlannerChoice, Session, Target};
//! use std::sync::Arc;
//!
//! let examples = concat!(env!("CARGO_MANIFEST_DIR"), "/../examples");
//! let mut options = CompileOptions::new(format!("{examples}/models/gpt2-tiny-s128.onnx"));
//! options.cluster = Some(format!("{examples}/clusters/cpu-test.toml").into());
//! options.planner = PlannerChoice::Auto; // the default: the best simulated plan
//! let notes = Arc::new(|line: &str| eprintln!("{line}")); // warnings, search statistics
//! let mut session = Session::import(options, notes)?;
//!
//! let plans = session.plan(None)?;
//! let best = plans.best.as_ref().expect("auto names the winner");
//! assert_eq!(plans.chosen()?.planner, best.winner);
//! // Every other planner's plan simulates no faster.
//! for run in &plans.runs {
//!     if let Ok(s) = &run.result {
//!         assert!(s.report.iteration_s >= best.iteration_s);
//!     }
//! }
//!
//! // The graph passes for a StableHLO module per stage: stage extraction
//! // of the chosen plan, verified, timed.
//! let staged = session.stages(Target::Stablehlo)?;
//! let modules = session.lower_stablehlo(&staged)?;
//! assert_eq!(modules.len(), staged.plan.stages.len());
//! assert!(session.timings().iter().any(|t| t.name == "extract-stages"));
//! # Ok::<(), hetc_session::SessionError>(())
//! ```

pub mod code;
pub mod comm;
pub mod data;
pub mod dynamic;
pub mod error;
pub mod eval;
pub mod execute;
pub mod hf;
pub mod io;
pub mod optim;
pub mod options;
pub mod plan;
#[cfg(feature = "mlir")]
pub mod profile;
pub mod run;
pub mod session;
pub mod tensor_io;
pub mod train;

pub use error::{chain, Context, Result, SessionError};
pub use options::{CompileOptions, PlannerChoice};
pub use session::{Inputs, Log, Session, Staged, Target};

use std::path::Path;

/// Write `bytes` to `p` atomically (a temp file beside it, then rename).
pub fn write_atomic(p: &Path, bytes: &[u8]) -> Result<()> {
    let dir = p
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let tmp = dir.join(format!(
        ".{}.tmp-{}",
        session::file_name(p),
        std::process::id()
    ));
    std::fs::write(&tmp, bytes).map_err(|e| SessionError::Io {
        path: format!("writing {}", tmp.display()),
        source: e,
    })?;
    std::fs::rename(&tmp, p).map_err(|e| SessionError::Io {
        path: format!("renaming {} to {}", tmp.display(), p.display()),
        source: e,
    })
}
