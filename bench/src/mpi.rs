//! OpenMPI's `MPI_Allreduce` on this host, the outside baseline of `hetc
//! bench transport`: a small C program (`mpi_allreduce.c`, built here with
//! `mpicc`) run under `mpirun` with 4 processes, through each of OpenMPI's
//! same-host paths, timed as hetc's ring is (in-place f32 sum, best of the
//! runs, each run's time the slowest rank's).

use anyhow::{bail, Context, Result};
use std::path::{Path, PathBuf};
use std::process::Command;

const SOURCE: &str = include_str!("mpi_allreduce.c");

/// One OpenMPI configuration and its best time.
#[derive(Clone, Debug)]
pub struct MpiRun {
    /// What it is, e.g. `shared memory (vader), ring`.
    pub path: &'static str,
    pub secs: f64,
}

/// The configurations tried: OpenMPI's own choice of algorithm and its
/// ring (`coll_tuned_allreduce_algorithm 4`), over shared memory (the
/// vader BTL) and over TCP: (what it is, BTLs, ring).
const PATHS: [(&str, &str, bool); 4] = [
    (
        "shared memory (vader), default algorithm",
        "self,vader",
        false,
    ),
    ("shared memory (vader), ring", "self,vader", true),
    ("tcp, default algorithm", "self,tcp", false),
    ("tcp, ring", "self,tcp", true),
];

/// Where `mpicc` and `mpirun` are, or why OpenMPI cannot be measured.
pub fn find() -> Result<(PathBuf, PathBuf), String> {
    let which = |c: &str| {
        std::env::var_os("PATH").and_then(|p| {
            std::env::split_paths(&p)
                .map(|d| d.join(c))
                .find(|f| f.is_file())
        })
    };
    match (which("mpicc"), which("mpirun")) {
        (Some(cc), Some(run)) => Ok((cc, run)),
        _ => Err(
            "mpicc or mpirun not found (Debian: apt-get install openmpi-bin libopenmpi-dev)".into(),
        ),
    }
}

/// Builds the program in `dir` and runs it with `world` processes through
/// every path of [`PATHS`]: `bytes` per rank, best of `reps`.
pub fn all_reduce(dir: &Path, world: usize, bytes: usize, reps: usize) -> Result<Vec<MpiRun>> {
    let (cc, mpirun) = find().map_err(anyhow::Error::msg)?;
    std::fs::create_dir_all(dir)?;
    let src = dir.join("mpi_allreduce.c");
    let exe = dir.join("mpi_allreduce");
    std::fs::write(&src, SOURCE)?;
    let out = Command::new(&cc)
        .args(["-O2", "-o"])
        .arg(&exe)
        .arg(&src)
        .output()
        .with_context(|| format!("running {}", cc.display()))?;
    if !out.status.success() {
        bail!(
            "{} failed: {}",
            cc.display(),
            String::from_utf8_lossy(&out.stderr)
        );
    }
    // SAFETY: getuid has no preconditions.
    let root = unsafe { libc::getuid() } == 0;
    let mut runs = Vec::new();
    for (path, btl, ring) in PATHS {
        let mut c = Command::new(&mpirun);
        if root {
            c.arg("--allow-run-as-root");
        }
        // More ranks than cores, as hetc's ranks are here; unbound, as
        // hetc's threads are.
        c.args(["--oversubscribe", "--bind-to", "none", "-np"])
            .arg(world.to_string())
            .args(["--mca", "btl", btl]);
        if ring {
            c.args([
                "--mca",
                "coll_tuned_use_dynamic_rules",
                "1",
                "--mca",
                "coll_tuned_allreduce_algorithm",
                "4",
            ]);
        }
        c.arg(&exe).arg(bytes.to_string()).arg(reps.to_string());
        let out = c
            .output()
            .with_context(|| format!("running {}", mpirun.display()))?;
        let text = String::from_utf8_lossy(&out.stdout);
        let line = text
            .lines()
            .rev()
            .find(|l| !l.trim().is_empty())
            .unwrap_or("");
        let mut f = line.split_whitespace();
        let (Some(Ok(secs)), Some("1")) = (f.next().map(str::parse::<f64>), f.next()) else {
            bail!(
                "mpirun ({path}) gave no result (exit {:?}): {}{}",
                out.status.code(),
                text.trim(),
                String::from_utf8_lossy(&out.stderr).trim()
            );
        };
        runs.push(MpiRun { path, secs });
    }
    Ok(runs)
}
