//! `--emit profile`: measure the model's layers on this host and write a
//! profile (`hetc-profile-1`, [`hetc_passes::cost::profile`]) for the chip
//! type named by `--chip` — H2's auto-profiler, for the CPU this runs on.
//!
//! Per distinct layer (the chosen planner's: the block layers of `--emit
//! layers`, or with `--planner hapt` / `coarse` their layers of
//! `--emit modules`; keyed by the per-sample signature) at the micro-batch
//! size: the layer cut out as a
//! one-layer stage, its training graphs at TP 1 (the forward that keeps its
//! residuals, the backward from them and a cotangent of ones), both
//! JIT-compiled with MLIR as `hetc run` compiles stage code, run once to
//! warm up (LLVM compiles lazily), then timed; the median of `--reps` runs.
//! Inputs are zeros for integer tensors (valid token and position ids) and
//! a fixed pseudo-random fill for floats. Times are of the graph's own
//! precision (the fixtures compute in f32), which the profile records.

use crate::error::{Context as _, Result, SessionError};
use crate::session::Log;
use hetc_backends::mlir::CpuStage;
use hetc_backends::reference::Tensor;
use hetc_backends::stage::StageBounds;
use hetc_backends::train::train_stage;
use hetc_ir::{verify, Cluster, DType, Graph, ValueId};
use hetc_passes::autodiff::Loss;
use hetc_passes::blocks;
use hetc_passes::cost::profile::PROFILE_FORMAT;
use hetc_passes::pass::{ExtractStages, Module, PassManager};
use std::collections::BTreeSet;
use std::time::Instant;

/// Zeros for integers, a deterministic fill in [-0.5, 0.5) for floats.
fn fill(g: &Graph, v: ValueId, seed: &mut u64) -> Result<Tensor> {
    let ty = g.ty(v);
    let shape: Vec<usize> = ty
        .fixed_dims()
        .ok_or_else(|| SessionError::Run(format!("value {v} has symbolic type {ty}; pass --bind")))?
        .into_iter()
        .map(|d| d as usize)
        .collect();
    let n: usize = shape.iter().product();
    let data = if ty.dtype.is_float() {
        (0..n)
            .map(|_| {
                *seed = seed
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                (*seed >> 11) as f64 / (1u64 << 53) as f64 - 0.5
            })
            .collect()
    } else {
        vec![0.0; n]
    };
    Ok(Tensor::new(ty.dtype, shape, data))
}

/// Median seconds of `reps` calls of `stage` on `inputs`, after one
/// warm-up call (which also checks the call works).
fn time(stage: &CpuStage, inputs: &[Tensor], reps: usize) -> Result<(f64, Vec<Tensor>)> {
    let out = stage.run(inputs)?;
    let mut t: Vec<f64> = (0..reps.max(1))
        .map(|_| {
            let t0 = Instant::now();
            stage.run(inputs).map(|_| t0.elapsed().as_secs_f64())
        })
        .collect::<Result<_, _>>()?;
    t.sort_by(f64::total_cmp);
    Ok((t[t.len() / 2], out))
}

/// The profile JSON of `model`'s block layers on `chip`; a line per
/// measured layer goes to `log`.
#[allow(clippy::too_many_arguments)]
pub fn measure(
    per_sample: &hetc_passes::Workload,
    layers: &[blocks::LayerOps],
    micro_batch_graph: Graph,
    cluster: &Cluster,
    chip: &str,
    micro_batch_size: u64,
    reps: usize,
    log: &Log,
) -> Result<String> {
    let c = cluster
        .chips
        .values()
        .find(|c| c.name == chip)
        .ok_or_else(|| {
            SessionError::Run(format!(
                "--chip {chip}: the cluster has no such chip type (it has {})",
                cluster
                    .chips
                    .values()
                    .map(|c| c.name.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            ))
        })?;
    if c.vendor != "cpu" {
        return Err(SessionError::Run(format!(
            "--chip {chip}: its vendor is {}; this host measures cpu chips only",
            c.vendor
        )));
    }
    if layers.len() != per_sample.layers.len() {
        return Err(SessionError::Run(format!(
            "the micro-batch graph has {} layers, the per-sample one {}",
            layers.len(),
            per_sample.layers.len()
        )));
    }
    // Every layer as a one-layer stage.
    let mut module = Module::new(micro_batch_graph);
    PassManager::new()
        .add_pass(ExtractStages {
            layers: layers.to_vec(),
            bounds: StageBounds::each_layer(layers.len()),
        })
        .run(&mut module)?;
    let stages = &module.stages;
    let mut dtypes: Vec<DType> = Vec::new();
    let mut seen = BTreeSet::new();
    let mut entries = Vec::new();
    let mut seed = 0x5eed_u64;
    let distinct = per_sample
        .layers
        .iter()
        .map(|l| l.signature)
        .collect::<BTreeSet<_>>()
        .len();
    for (i, layer) in per_sample.layers.iter().enumerate() {
        if !seen.insert(layer.signature) {
            continue;
        }
        let t0 = Instant::now();
        let stage = &stages[i];
        let what = || format!("layer {i} ({})", layer.name);
        let rank = train_stage(stage, 1, false, false, Loss::CrossEntropy)
            .with_context(what)?
            .pop()
            .ok_or_else(|| SessionError::Run(format!("layer {i}: no rank")))?;
        for &x in &stage.graph.inputs {
            let d = stage.graph.ty(x).dtype;
            if d.is_float() && !dtypes.contains(&d) {
                dtypes.push(d);
            }
        }
        let fwd = CpuStage::new(verify(&rank.forward)?, &format!("profile_l{i}_fwd"))
            .with_context(what)?;
        let bwd = CpuStage::new(verify(&rank.backward)?, &format!("profile_l{i}_bwd"))
            .with_context(what)?;
        let fin: Vec<Tensor> = rank
            .forward
            .inputs
            .iter()
            .map(|&x| fill(&rank.forward, x, &mut seed))
            .collect::<Result<_>>()?;
        let (forward_s, out) = time(&fwd, &fin, reps).with_context(what)?;
        // Backward inputs: the saved residuals, then a cotangent of ones per
        // boundary output that takes one.
        let n_out = out.len() - rank.n_saved;
        let mut bin: Vec<Tensor> = out[n_out..].to_vec();
        for (k, &takes) in rank.cotangents.iter().enumerate() {
            if takes {
                let o = &out[k];
                bin.push(Tensor::new(
                    o.dtype,
                    o.shape.clone(),
                    vec![1.0; o.data.len()],
                ));
            }
        }
        let (backward_s, _) = time(&bwd, &bin, reps).with_context(what)?;
        log(&format!(
            "profile: layer {i} ({}, {} of {distinct} distinct): forward {:.3} ms, backward {:.3} ms ({:.1} s with compiling)",
            layer.name,
            seen.len(),
            forward_s * 1e3,
            backward_s * 1e3,
            t0.elapsed().as_secs_f64()
        ));
        entries.push(serde_json::json!({
            "chip": chip,
            "tp": 1,
            "micro_batch_size": micro_batch_size,
            "signature": layer.signature,
            "layer": layer.name,
            "forward_s": forward_s,
            "backward_s": backward_s,
        }));
    }
    let dtype = match dtypes.len() {
        0 => DType::F32,
        1 => dtypes[0],
        _ => {
            return Err(SessionError::Run(format!(
                "the model computes in several float types ({dtypes:?}); a profile records one"
            )))
        }
    };
    let doc = serde_json::json!({
        "format": PROFILE_FORMAT,
        "dtype": dtype.to_string(),
        "model": per_sample.model,
        "entries": entries,
    });
    Ok(
        serde_json::to_string_pretty(&doc).map_err(|e| SessionError::Internal(e.to_string()))?
            + "\n",
    )
}
