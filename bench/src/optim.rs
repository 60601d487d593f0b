//! `hetc bench optimizer`: a rank's AdamW step — the compiled optimizer
//! stage on 1 and 2 threads and its reference host loop — against optax's
//! `adamw` update under `jax.jit` on this cpu
//! (`examples/models/optax_step.py`, parameters and state donated), on the
//! weights of two GPT-2-small blocks (14.2 M elements). The step is
//! memory-bound: it reads the weight, gradient and two moments and writes
//! the weight and moments, 28 B per element, so the table gives GB/s
//! besides the time. Python comes from `$HETC_PYTHON` (else
//! `target/pyenv/bin/python`).

use anyhow::{anyhow, bail, Context, Result};
use hetc_backends::mlir::CpuOptions;
use hetc_ir::manifest::{LrSchedule, Optimizer};
use hetc_session::optim::Optim;
use std::path::PathBuf;
use std::time::Instant;

/// The weights of one GPT-2-small block (d = 768): attention in and out,
/// the MLP, two layer norms, with their biases.
const BLOCK: [usize; 12] = [
    768 * 2304,
    2304,
    768 * 768,
    768,
    768,
    768,
    768,
    768,
    768 * 3072,
    3072,
    3072 * 768,
    768,
];

/// Timed steps per variant (after one untimed).
const REPS: usize = 15;

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn adamw() -> Optimizer {
    Optimizer::Adamw {
        lr: 1e-3,
        beta1: 0.9,
        beta2: 0.999,
        eps: 1e-8,
        weight_decay: 0.01,
    }
}

/// Median ms of `REPS` AdamW steps of `o` on `sizes`.
fn time_steps(o: &mut Optim, sizes: &[usize]) -> Result<f64> {
    let mut w: Vec<Vec<f32>> = sizes
        .iter()
        .map(|&n| (0..n).map(|i| ((i % 97) as f32 - 48.0) * 0.01).collect())
        .collect();
    let mut g: Vec<Vec<f32>> = sizes
        .iter()
        .map(|&n| (0..n).map(|i| ((i % 89) as f32 - 44.0) * 1e-4).collect())
        .collect();
    let mut times = Vec::with_capacity(REPS);
    for k in 0..=REPS {
        let t = Instant::now();
        o.update_shards(&mut w, &mut g, None)
            .map_err(|e| anyhow!(e))?;
        if k > 0 {
            times.push(t.elapsed().as_secs_f64() * 1e3);
        }
    }
    Ok(median(times))
}

fn optax_ms(sizes: &[usize]) -> Result<f64> {
    let root = crate::repo_root()?;
    let python = std::env::var_os("HETC_PYTHON")
        .map(PathBuf::from)
        .unwrap_or_else(|| root.join("target/pyenv/bin/python"));
    let out = std::process::Command::new(&python)
        .arg(root.join("examples/models/optax_step.py"))
        .arg(serde_json::to_string(sizes)?)
        .arg(REPS.to_string())
        .output()
        .with_context(|| {
            format!(
                "starting {} (set HETC_PYTHON to a Python with jax and optax; scripts/test.sh makes target/pyenv)",
                python.display()
            )
        })?;
    if !out.status.success() {
        bail!("optax_step.py: {}", String::from_utf8_lossy(&out.stderr));
    }
    let v: serde_json::Value =
        serde_json::from_slice(&out.stdout).context("optax_step.py's answer")?;
    v["median_ms"]
        .as_f64()
        .ok_or_else(|| anyhow!("optax_step.py: no median_ms in {v}"))
}

/// Quick: one block's weights instead of two.
pub fn run(quick: bool) -> Result<()> {
    let blocks = if quick { 1 } else { 2 };
    let sizes: Vec<usize> = (0..blocks).flat_map(|_| BLOCK).collect();
    let n: usize = sizes.iter().sum();
    let bytes = 28.0 * n as f64;
    let cores = std::thread::available_parallelism().map_or(1, |c| c.get());
    println!(
        "AdamW step on {blocks} GPT-2-small block(s): {} weights, {n} elements, {:.0} MB moved per step; {REPS} steps per variant, median",
        sizes.len(),
        bytes / 1e6
    );
    let optax = optax_ms(&sizes);
    let slices: Vec<_> = sizes.iter().map(|&s| 0..s).collect();
    let names: Vec<String> = (0..sizes.len()).map(|k| format!("w{k}")).collect();
    let mut rows: Vec<(String, f64)> = Vec::new();
    let mut host = Optim::new(adamw(), LrSchedule::Constant, None, &slices);
    rows.push((
        "host loop (reference), 1 thread".into(),
        time_steps(&mut host, &sizes)?,
    ));
    for threads in [1, 2].into_iter().filter(|&t| t <= cores) {
        let mut o = Optim::new(adamw(), LrSchedule::Constant, None, &slices);
        let t = Instant::now();
        o.compile(&names, &CpuOptions::with_threads(threads))
            .map_err(|e| anyhow!(e))?;
        let compile_s = t.elapsed().as_secs_f64();
        rows.push((
            format!("compiled stage, {threads} thread(s) (compiled in {compile_s:.2} s)"),
            time_steps(&mut o, &sizes)?,
        ));
    }
    println!("| variant | ms | GB/s | / optax |");
    println!("|---|---|---|---|");
    for (name, ms) in &rows {
        let vs = optax
            .as_ref()
            .map_or_else(|e| format!("({e})"), |o| format!("{:.2}", ms / o));
        println!("| {name} | {ms:.2} | {:.1} | {vs} |", bytes / ms / 1e6);
    }
    match optax {
        Ok(o) => println!(
            "| optax.adamw under jax.jit (XLA cpu, its own threads) | {o:.2} | {:.1} | 1.00 |",
            bytes / o / 1e6
        ),
        Err(e) => println!("| optax | - | - | {e} |"),
    }
    Ok(())
}
