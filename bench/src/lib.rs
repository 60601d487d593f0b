//! The measurement harnesses behind `hetc bench kernels` ([`kernels`]),
//! `hetc bench optimizer` ([`optim`]) and `hetc bench pipeline`
//! ([`pipeline`]).
//!
//! Unlike the library crates, these print: each is a command's body (its
//! progress and its table go to stdout as they are measured, so a long run
//! shows where it is), kept out of the CLI crate so that `src/` holds
//! argument parsing and rendering only. Every figure is a ratio against a
//! baseline measured in the same run (onnxruntime, IREE, this host's FMA
//! peak, the simulator on the measured costs), never against an earlier
//! run of hetc.

pub mod kernels;
pub mod mpi;
pub mod optim;
pub mod pipeline;

use std::path::{Path, PathBuf};

/// The file every bench input is found beside.
const MARKER: &str = "examples/models/gpt2-tiny.onnx";

/// The hetc repository whose `examples/` the benches read, found at run
/// time wherever the binary runs: `$HETC_REPO` if set, else the first of
/// the working directory, the binary's directory and their ancestors that
/// holds `examples/models/gpt2-tiny.onnx`, else the tree the binary was
/// built from if it still exists. An error says where it looked.
pub fn repo_root() -> anyhow::Result<PathBuf> {
    let holds = |d: &Path| d.join(MARKER).is_file();
    if let Some(d) = std::env::var_os("HETC_REPO") {
        let d = PathBuf::from(d);
        anyhow::ensure!(
            holds(&d),
            "HETC_REPO={}: no {MARKER} there (point it at a checkout of hetc)",
            d.display()
        );
        return Ok(d);
    }
    let mut starts = Vec::new();
    starts.extend(std::env::current_dir().ok());
    starts.extend(
        std::env::current_exe()
            .ok()
            .and_then(|e| e.parent().map(Path::to_path_buf)),
    );
    for s in &starts {
        if let Some(d) = s.ancestors().find(|d| holds(d)) {
            return Ok(d.to_path_buf());
        }
    }
    let built = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    if holds(&built) {
        return Ok(built);
    }
    anyhow::bail!(
        "cannot find hetc's {MARKER} in {} or their parent directories, nor in the tree it was built from ({}): run from a checkout of hetc or set HETC_REPO to one",
        starts
            .iter()
            .map(|p| p.display().to_string())
            .collect::<Vec<_>>()
            .join(" or "),
        built.display()
    )
}
