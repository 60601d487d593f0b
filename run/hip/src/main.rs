//! `hetc-run` built with IREE's HIP driver: the deployable runtime for
//! bundles with ranks on AMD GPUs (IREE `hip` modules), and cpu ranks
//! (hetc's shared objects, IREE `llvm-cpu` modules on `local-task`). See
//! `run/hip/Cargo.toml` for how it is built and docs/hardware.md.

fn main() -> std::process::ExitCode {
    hetc_run::main_with(concat!(
        env!("CARGO_PKG_VERSION"),
        " (cpu shared objects: hetc-cpu-object-2; IREE modules: hetc-iree-module-1, IREE 3.13.0 runtime, drivers local-task, hip)"
    ))
}
