//! Cpu stage code as a rank runs it, without the compiler (feature
//! `native`, which the `mlir` feature includes): the calling convention of
//! compiled stages ([`StageAbi`]), the runner that calls them on host
//! buffers ([`CpuStage`]), the workspace their intermediates live in, and
//! the bundle's shared objects with their descriptions ([`BundleObject`]).
//! Nothing here links MLIR or LLVM: `hetc-run` is built on this module
//! alone, and the compiler (`mlir`) builds its in-process stages on the
//! same runner.

pub mod abi;
pub mod iree;
pub mod object;
mod stage;
pub mod target;
pub(crate) mod workspace;

pub use abi::StageAbi;
pub use object::{BundleObject, ObjectInfo, OBJECT_FORMAT};
pub use stage::{Code, Counts, CpuStage, F32Arg, Origin, SPIN_MS};
pub use target::{CpuTarget, Isa};

use crate::BackendError;

type R<T> = Result<T, BackendError>;

fn err(m: impl Into<String>) -> BackendError {
    BackendError::Code(m.into())
}
