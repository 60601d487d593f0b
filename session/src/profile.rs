//! `--emit profile`: measure the model's layers on this host and write a
//! profile (`hetc-profile-1`, [`hetc_passes::cost::profile`]) for the chip
//! type named by `--chip` — H2's auto-profiler, for the CPU this runs on.
//!
//! The layers are the chosen planner's (the block layers of `--emit
//! layers`, or with `--planner hapt` / `coarse` their layers of `--emit
//! modules`; keyed by the per-sample signature), timed as they run inside
//! the model's code ([`layer_times`]): the micro-batch model as one
//! training stage at TP 1, compiled as `hetc run` compiles stage code but
//! with a mark between layers, so that a layer's seconds are those of its
//! code in a stage — with its neighbours' fusion, the stage's calling
//! convention and caches — not of the layer compiled and called alone (on
//! GPT-2-tiny the layers alone summed to 1.7× the whole forward: per-call
//! costs of small graphs). A layer that repeats gets the median of its
//! occurrences. Inputs are zeros for integer tensors (valid token and
//! position ids) and a fixed pseudo-random fill for floats. Times are of
//! the graph's own precision (the fixtures compute in f32), which the
//! profile records.

use crate::error::{Context as _, Result, SessionError};
use crate::session::Log;
use hetc_backends::host::HostTensor;
use hetc_backends::mlir::marks::Regions;
use hetc_backends::mlir::{CpuOptions, CpuStage};
use hetc_backends::reference::Tensor;
use hetc_backends::stage::StageBounds;
use hetc_backends::train::train_stage;
use hetc_ir::{verify, Cluster, DType, Graph, ValueId};
use hetc_passes::autodiff::Loss;
use hetc_passes::blocks;
use hetc_passes::cost::profile::PROFILE_FORMAT;
use hetc_passes::pass::{ExtractStages, Module, PassManager};
use std::collections::{BTreeMap, BTreeSet};
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

/// The median of `xs` (0 for none).
fn median(mut xs: Vec<f64>) -> f64 {
    if xs.is_empty() {
        return 0.0;
    }
    xs.sort_by(f64::total_cmp);
    xs[xs.len() / 2]
}

/// What [`layer_times`] measured: per layer, the seconds of its forward
/// and backward code inside its window's training stage (the median over
/// the timed calls); `None` for the layers no window holds (they repeat a
/// layer measured earlier).
#[derive(Clone, Debug)]
pub struct LayerTimes {
    pub forward_s: Vec<Option<f64>>,
    pub backward_s: Vec<Option<f64>>,
    /// The windows: layer ranges compiled and run as one stage each.
    pub windows: Vec<(usize, usize)>,
    /// Median seconds of whole calls of the windows' forward / backward
    /// code, summed over the windows.
    pub forward_call_s: f64,
    pub backward_call_s: f64,
    /// Seconds spent compiling.
    pub compile_s: f64,
    /// The float types the stages' inputs and weights compute in.
    pub dtypes: Vec<DType>,
}

impl LayerTimes {
    /// Forward and backward seconds of every layer: its own, or those of
    /// the measured layer of the same signature.
    pub fn per_layer(&self, layers: &[blocks::LayerOps]) -> Vec<(f64, f64)> {
        let mut by_sig = BTreeMap::new();
        for (k, l) in layers.iter().enumerate() {
            if let (Some(f), Some(b)) = (self.forward_s[k], self.backward_s[k]) {
                by_sig.entry(l.signature).or_insert((f, b));
            }
        }
        layers
            .iter()
            .map(|l| by_sig.get(&l.signature).copied().unwrap_or((0.0, 0.0)))
            .collect()
    }
}

/// Median per-region seconds and whole-call seconds of `reps` calls of
/// `stage` (after one warm-up call, which also checks it works), and the
/// last call's outputs.
fn timed(
    stage: &CpuStage,
    inputs: &[HostTensor],
    reps: usize,
) -> Result<(BTreeMap<u32, f64>, f64, Vec<HostTensor>)> {
    let refs: Vec<&HostTensor> = inputs.iter().collect();
    let mut outs = stage.new_outputs()?;
    stage.call(&refs, &mut outs)?;
    let mut per: BTreeMap<u32, Vec<f64>> = BTreeMap::new();
    let mut calls = Vec::new();
    for _ in 0..reps.max(1) {
        let t0 = Instant::now();
        let s = stage.call_profiled(&refs, &mut outs)?;
        calls.push(t0.elapsed().as_secs_f64());
        for (r, t) in s {
            per.entry(r).or_default().push(t);
        }
    }
    let per = per.into_iter().map(|(r, t)| (r, median(t))).collect();
    Ok((per, median(calls), outs))
}

/// The windows of `layers`: the runs of consecutive layers whose
/// signature has not occurred before (every distinct layer once, beside
/// the layers it follows in the model where it can be).
fn windows(layers: &[blocks::LayerOps]) -> Vec<(usize, usize)> {
    let mut seen = BTreeSet::new();
    let mut out: Vec<(usize, usize)> = Vec::new();
    for (k, l) in layers.iter().enumerate() {
        if !seen.insert(l.signature) {
            continue;
        }
        match out.last_mut() {
            Some(w) if w.1 == k => w.1 = k + 1,
            _ => out.push((k, k + 1)),
        }
    }
    out
}

/// Time the layers of `g` (cut into `layers`) as they run inside stage
/// code. Every distinct layer is measured once, in a window of
/// consecutive new layers ([`windows`]: on GPT-2, the embeddings with the
/// first block, and the head) compiled as one training stage at TP 1 (the
/// forward that keeps its residuals, the backward from them and a
/// cotangent of ones) with a mark between layers
/// ([`hetc_backends::mlir::marks`]), run once to warm up, then `reps`
/// times; a layer's seconds are the median over the calls. A window, not
/// the whole model, so that the profile compiles each distinct layer once
/// (the whole GPT-2-tiny compiles in 48 s, its windows in 3). The ops of
/// `g` are renamed where their names do not tell them apart (a mark finds
/// an op's layer by its name).
pub fn layer_times(mut g: Graph, layers: &[blocks::LayerOps], reps: usize) -> Result<LayerTimes> {
    let mut regions = Regions::new();
    let mut names = BTreeSet::new();
    for (k, layer) in layers.iter().enumerate() {
        for &o in &layer.ops {
            let op = &mut g.ops[o];
            if op.name.is_empty() || names.contains(&op.name) {
                op.name = format!("{} #{}", op.kind, o.as_u32());
            }
            names.insert(op.name.clone());
            // The backward's ops carry their forward op's name so.
            regions.insert(format!("grad {}", op.name), k as u32);
            regions.insert(op.name.clone(), k as u32);
        }
    }
    let wins = windows(layers);
    // Stages that tile the layers: the windows and the gaps between.
    let mut bounds = Vec::new();
    let mut at = 0;
    for &(a, b) in &wins {
        if a > at {
            bounds.push((at, a));
        }
        bounds.push((a, b));
        at = b;
    }
    if at < layers.len() {
        bounds.push((at, layers.len()));
    }
    let mut module = Module::new(g);
    PassManager::new()
        .add_pass(ExtractStages {
            layers: layers.to_vec(),
            bounds: bounds
                .iter()
                .map(|&(a, b)| StageBounds {
                    first_layer: a as u32,
                    end_layer: b as u32,
                    tp: 1,
                })
                .collect(),
        })
        .run(&mut module)?;
    let mut t = LayerTimes {
        forward_s: vec![None; layers.len()],
        backward_s: vec![None; layers.len()],
        windows: wins.clone(),
        forward_call_s: 0.0,
        backward_call_s: 0.0,
        compile_s: 0.0,
        dtypes: Vec::new(),
    };
    let mut seed = 0x5eed_u64;
    for (stage, &(a, b)) in module.stages.iter().zip(&bounds) {
        if !wins.contains(&(a, b)) {
            continue;
        }
        let what = || format!("layers {a}..{b} ({})", layers[a].name);
        let rank = train_stage(stage, 1, false, false, Loss::CrossEntropy)
            .with_context(what)?
            .pop()
            .ok_or_else(|| SessionError::Run(format!("{}: no rank", what())))?;
        for &x in &stage.graph.inputs {
            let d = stage.graph.ty(x).dtype;
            if d.is_float() && !t.dtypes.contains(&d) {
                t.dtypes.push(d);
            }
        }
        let t0 = Instant::now();
        let opts = CpuOptions::default();
        let name = |p: &str| format!("profile_l{a}_{p}");
        let fwd = CpuStage::profiled(verify(&rank.forward)?, &name("fwd"), &opts, &regions)
            .with_context(what)?;
        let bwd = CpuStage::profiled(verify(&rank.backward)?, &name("bwd"), &opts, &regions)
            .with_context(what)?;
        t.compile_s += t0.elapsed().as_secs_f64();
        let fin: Vec<HostTensor> = rank
            .forward
            .inputs
            .iter()
            .map(|&x| {
                Ok(HostTensor::from_tensor(&fill(
                    &rank.forward,
                    x,
                    &mut seed,
                )?)?)
            })
            .collect::<Result<_>>()?;
        let (fs, fcall, out) = timed(&fwd, &fin, reps).with_context(what)?;
        // Backward inputs: the saved residuals, then a cotangent of ones per
        // boundary output that takes one.
        let n_out = out.len() - rank.n_saved;
        let mut bin: Vec<HostTensor> = out[n_out..].to_vec();
        for (k, &takes) in rank.cotangents.iter().enumerate() {
            if takes {
                let o = &out[k];
                let ones = Tensor::new(o.dtype(), o.shape.clone(), vec![1.0; o.len()]);
                bin.push(HostTensor::from_tensor(&ones)?);
            }
        }
        let (bs, bcall, _) = timed(&bwd, &bin, reps).with_context(what)?;
        t.forward_call_s += fcall;
        t.backward_call_s += bcall;
        for k in a..b {
            t.forward_s[k] = Some(fs.get(&(k as u32)).copied().unwrap_or(0.0));
            t.backward_s[k] = Some(bs.get(&(k as u32)).copied().unwrap_or(0.0));
        }
    }
    Ok(t)
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
    let t = layer_times(micro_batch_graph, layers, reps)?;
    let (fsum, bsum): (f64, f64) = (
        t.forward_s.iter().flatten().sum(),
        t.backward_s.iter().flatten().sum(),
    );
    log(&format!(
        "profile: {} windows of layers ({}) compiled with a mark between layers in {:.1} s; their forward calls {:.3} ms (the layers {:.3} ms), backward {:.3} ms (the layers {:.3} ms)",
        t.windows.len(),
        t.windows
            .iter()
            .map(|(a, b)| format!("{a}..{b}"))
            .collect::<Vec<_>>()
            .join(", "),
        t.compile_s,
        t.forward_call_s * 1e3,
        fsum * 1e3,
        t.backward_call_s * 1e3,
        bsum * 1e3
    ));
    let per = t.per_layer(layers);
    let distinct = t.forward_s.iter().flatten().count();
    let mut entries = Vec::new();
    for (i, layer) in per_sample.layers.iter().enumerate() {
        if t.forward_s[i].is_none() {
            continue;
        }
        let (forward_s, backward_s) = per[i];
        let n = per_sample
            .layers
            .iter()
            .filter(|l| l.signature == layer.signature)
            .count();
        log(&format!(
            "profile: layer {i} ({}, {} of {distinct} distinct, {n} in the model): forward {:.3} ms, backward {:.3} ms",
            layer.name,
            entries.len() + 1,
            forward_s * 1e3,
            backward_s * 1e3,
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
    log(&format!(
        "profile: the model's layers add up to forward {:.3} ms, backward {:.3} ms per micro-batch",
        per.iter().map(|p| p.0).sum::<f64>() * 1e3,
        per.iter().map(|p| p.1).sum::<f64>() * 1e3,
    ));
    let dtypes = t.dtypes;
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
