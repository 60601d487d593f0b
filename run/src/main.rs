//! `hetc-run BUNDLE`: run a bundle that `hetc compile … --emit bundle`
//! wrote, with `hetc run`'s flags, without the compiler: each rank loads
//! the bundle's compiled code as it is and compiles nothing, so the binary
//! links neither MLIR nor LLVM and a rank starts in milliseconds. A
//! segment whose code this host cannot run (another processor's vector
//! extensions, a GPU without its driver) is an error naming the rank and
//! the file. See `hetc-run --help`.

use std::process::ExitCode;

/// `--version`: what this build runs.
#[cfg(feature = "cuda")]
const VERSION: &str = concat!(
    env!("CARGO_PKG_VERSION"),
    " (cpu shared objects: hetc-cpu-object-2; IREE modules: hetc-iree-module-1, IREE 3.13.0 runtime, drivers local-task, cuda)"
);
#[cfg(all(feature = "iree", not(feature = "cuda")))]
const VERSION: &str = concat!(
    env!("CARGO_PKG_VERSION"),
    " (cpu shared objects: hetc-cpu-object-2; IREE modules: hetc-iree-module-1, IREE 3.13.0 runtime, driver local-task)"
);
#[cfg(not(feature = "iree"))]
const VERSION: &str = concat!(
    env!("CARGO_PKG_VERSION"),
    " (cpu shared objects: hetc-cpu-object-2; no IREE runtime: build with --features iree or cuda, or run/hip for AMD GPUs)"
);

fn main() -> ExitCode {
    hetc_run::main_with(VERSION)
}
