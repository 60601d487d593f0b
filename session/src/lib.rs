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
//!   bundle and its per-rank programs;
//! * [`Session::profile`]: measured layer times of this host ([`profile`]).
//!
//! Bundles run with [`run::Bundle`] and [`run::RankRunner`], the runtime's
//! [`hetc_runtime::exec::Runner`] over the stage kernels ([`execute`]) or
//! the training state ([`train`]), whose batches can come from a token file
//! ([`data`]).
//!
//! Errors are [`SessionError`]s naming what failed and where. Nothing here
//! prints: diagnostics go to the session's [`Log`], results are returned as
//! data, and the CLI renders them.

pub mod comm;
pub mod data;
pub mod error;
pub mod execute;
pub mod io;
pub mod options;
pub mod plan;
pub mod profile;
pub mod run;
pub mod session;
pub mod train;

pub use error::{chain, Context, Result, SessionError};
pub use options::{CompileOptions, PlannerChoice};
pub use session::{Inputs, Log, Session, Staged};

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
