//! Stage compute for `hetc run` (without `--comm-only`): one rank's graph,
//! rebuilt from the bundle ([`hetc_backends::bundle::load_rank_graph`]),
//! cut at its TP collectives ([`hetc_backends::segment`]); compute segments
//! are JIT-compiled with MLIR ([`hetc_backends::mlir::CpuStage`]) or run by
//! the reference interpreter (`--reference`, or when the JIT fails: a
//! warning names the segment and the reason); collectives run over the
//! job's transport among the stage's TP ranks of the same DP replica.
//!
//! Model inputs and outputs are JSON lists of `{name, dtype, shape, data}`
//! (the fixtures' `<stem>.io.json`). The bundle is compiled for one
//! micro-batch shape: the input batch (dim 0) must equal the boundary's
//! dim 0 × the plan's micro-batch count; micro-batch `m` is rows
//! `[m·b, (m+1)·b)`, and outputs are concatenated back in that order.

use anyhow::{anyhow, bail, Context, Result};
use hetc_backends::reference::{self, Tensor};
use hetc_backends::segment::{self, Segment};
use hetc_backends::stage::StageGraph;
use hetc_backends::BackendError;
use hetc_ir::{DType, Graph, OpData, OpKind, TensorData, TensorType};
use hetc_runtime::collective::{ring, Group};
use hetc_runtime::exec::Tensors;
use hetc_runtime::transport::Transport;
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;

/// Collective tags have this bit set; p2p messages are tagged with their
/// micro-batch number (below it), so the two can never be confused.
pub const COLLECTIVE_TAG: u32 = 1 << 31;

/// The tag of segment `k`'s collective for micro-batch `mb`.
pub fn collective_tag(mb: u32, k: usize) -> Result<u32> {
    if mb >= 1 << 19 || k >= 1 << 12 {
        bail!("micro-batch {mb} / segment {k} exceed the collective tag space");
    }
    Ok(COLLECTIVE_TAG | (mb << 12) | k as u32)
}

/// `(dtype, dims)` of a manifest type string (`f32[1, 8, 64]`).
pub fn parse_type(ty: &str) -> Result<(DType, Vec<usize>)> {
    let (dt, rest) = ty
        .split_once('[')
        .ok_or_else(|| anyhow!("tensor type {ty:?} has no shape"))?;
    let dtype = DType::from_name(dt.trim())
        .ok_or_else(|| anyhow!("tensor type {ty:?}: unknown element type"))?;
    let dims = rest
        .strip_suffix(']')
        .ok_or_else(|| anyhow!("tensor type {ty:?} is not closed"))?
        .split(',')
        .map(str::trim)
        .filter(|d| !d.is_empty())
        .map(|d| {
            d.parse()
                .map_err(|_| anyhow!("tensor type {ty:?}: dim {d:?} is not a number"))
        })
        .collect::<Result<_>>()?;
    Ok((dtype, dims))
}

/// `(name, type)` of a stage's boundary tensors (`inputs` / `outputs`).
pub fn boundary(manifest: &Value, stage: usize, k: &str) -> Result<Vec<(String, String)>> {
    manifest["stages"][stage][k]
        .as_array()
        .ok_or_else(|| anyhow!("manifest.json: stage {stage} has no {k:?}"))?
        .iter()
        .map(|b| {
            Ok((
                b["name"].as_str().unwrap_or_default().to_string(),
                b["type"]
                    .as_str()
                    .ok_or_else(|| anyhow!("manifest.json: stage {stage} {k}: no type"))?
                    .to_string(),
            ))
        })
        .collect()
}

pub(crate) fn bytes_of(t: &Tensor) -> Vec<u8> {
    Arc::unwrap_or_clone(t.to_data().bytes)
}

pub(crate) fn tensor_of(dtype: DType, shape: Vec<usize>, bytes: &[u8]) -> Tensor {
    let d = TensorData {
        dtype,
        bytes: Arc::new(bytes.to_vec()),
    };
    Tensor::new(dtype, shape, d.to_f64s())
}

/// Tensors of an io JSON list (`[{name, dtype, shape, data}]`) by name.
pub fn read_tensors(v: &Value, what: &str) -> Result<BTreeMap<String, Tensor>> {
    let mut out = BTreeMap::new();
    for e in v
        .as_array()
        .ok_or_else(|| anyhow!("{what}: not a list of tensors"))?
    {
        let name = e["name"]
            .as_str()
            .ok_or_else(|| anyhow!("{what}: a tensor has no name"))?;
        let dtype = e["dtype"]
            .as_str()
            .and_then(DType::from_name)
            .ok_or_else(|| anyhow!("{what}: {name}: missing or unknown dtype"))?;
        let shape: Vec<usize> = e["shape"]
            .as_array()
            .ok_or_else(|| anyhow!("{what}: {name}: no shape"))?
            .iter()
            .map(|d| d.as_u64().map(|x| x as usize))
            .collect::<Option<_>>()
            .ok_or_else(|| anyhow!("{what}: {name}: shape is not a list of sizes"))?;
        let data: Vec<f64> = e["data"]
            .as_array()
            .ok_or_else(|| anyhow!("{what}: {name}: no data"))?
            .iter()
            .map(Value::as_f64)
            .collect::<Option<_>>()
            .ok_or_else(|| anyhow!("{what}: {name}: data is not a list of numbers"))?;
        if data.len() != shape.iter().product::<usize>() {
            bail!("{what}: {name}: {} values for shape {shape:?}", data.len());
        }
        out.insert(name.to_string(), Tensor::new(dtype, shape, data));
    }
    Ok(out)
}

/// A tensor as io JSON.
pub fn tensor_json(name: &str, t: &Tensor) -> Value {
    json!({"name": name, "dtype": t.dtype.name(), "shape": t.shape, "data": t.data})
}

/// The first stage's inputs per micro-batch, as bytes, from `file`.
pub fn micro_batch_inputs(
    manifest: &Value,
    file: &Path,
) -> Result<BTreeMap<(String, u32), Vec<u8>>> {
    micro_batch_tensors(manifest, file, &boundary(manifest, 0, "inputs")?)
}

/// The tensors `wanted` (name, per-micro-batch type) per micro-batch, as
/// bytes, from `file`'s `inputs` (see [`micro_batch_inputs`]).
pub fn micro_batch_tensors(
    manifest: &Value,
    file: &Path,
    wanted: &[(String, String)],
) -> Result<BTreeMap<(String, u32), Vec<u8>>> {
    let text =
        std::fs::read_to_string(file).with_context(|| format!("reading {}", file.display()))?;
    let doc: Value =
        serde_json::from_str(&text).with_context(|| format!("parsing {}", file.display()))?;
    let what = file.display().to_string();
    let given = read_tensors(&doc["inputs"], &what)?;
    let n = manifest["plan"]["num_micro_batches"]
        .as_u64()
        .ok_or_else(|| anyhow!("manifest.json: plan has no num_micro_batches"))?
        as usize;
    let mut out = BTreeMap::new();
    for (name, ty) in wanted {
        let (dtype, dims) = parse_type(ty)?;
        let t = given.get(name).ok_or_else(|| {
            anyhow!("{what}: no input {name:?} (the bundle reads {name}: {ty} per micro-batch)")
        })?;
        let want: Vec<usize> = dims
            .iter()
            .enumerate()
            .map(|(i, &d)| if i == 0 { d * n } else { d })
            .collect();
        if dims.is_empty() || t.shape != want {
            bail!(
                "{what}: input {name:?} has shape {:?}; the bundle runs {n} micro-batches of {ty}, so it must be {want:?} (batch = micro-batch size × count, split along dim 0; recompile with other --global-batch/--micro-batch/--bind to change)",
                t.shape
            );
        }
        let per: usize = dims.iter().product();
        for m in 0..n {
            let part = Tensor::new(dtype, dims.clone(), t.data[m * per..(m + 1) * per].to_vec());
            out.insert((name.clone(), m as u32), bytes_of(&part));
        }
    }
    Ok(out)
}

/// A rank graph cut at its collectives, with a runner per compute segment
/// (JIT-compiled, or `None`: the reference interpreter) and the stage's TP
/// group for the collectives between them.
pub struct Chain {
    rank: usize,
    segs: segment::Segments,
    jit: Vec<Option<hetc_backends::mlir::CpuStage>>,
    group: Group,
    /// Added to the segment index in collective tags (a training rank runs
    /// two chains per micro-batch: forward 0, backward [`BACKWARD_TAGS`]).
    tag_base: usize,
}

/// Collective tag offset of the backward chain's segments.
pub const BACKWARD_TAGS: usize = 2048;

impl Chain {
    /// Cut `graph` into segments and JIT-compile its compute segments
    /// (unless `use_reference`); `what` labels the log line.
    pub fn new(
        graph: &Graph,
        rank: usize,
        group: Group,
        use_reference: bool,
        tag_base: usize,
        what: &str,
        log: &dyn Fn(String),
    ) -> Result<Chain> {
        let segs = segment::segments(hetc_ir::verify(graph)?)?;
        if segs.len() >= BACKWARD_TAGS {
            bail!(
                "rank {rank}: {what} has {} segments, more than the tag space allows",
                segs.len()
            );
        }
        let t0 = std::time::Instant::now();
        let mut jit = Vec::with_capacity(segs.len());
        for (k, s) in segs.iter().enumerate() {
            let Segment::Compute(sg) = s else {
                jit.push(None);
                continue;
            };
            if use_reference {
                jit.push(None);
                continue;
            }
            let name = format!("r{rank}s{}", k + tag_base);
            match hetc_backends::mlir::CpuStage::new(segment::verified(sg)?, &name) {
                Ok(c) => jit.push(Some(c)),
                Err(e) => {
                    log(format!(
                        "warning: rank {rank} {what} segment {k}: JIT failed ({e}); using the reference interpreter"
                    ));
                    jit.push(None);
                }
            }
        }
        let n_coll = segs
            .iter()
            .filter(|s| matches!(s, Segment::Collective { .. }))
            .count();
        log(format!(
            "rank {rank}: {what}: TP group {:?}, {} segments ({n_coll} collectives), {} JIT-compiled in {:.2} s",
            group.ranks,
            segs.len(),
            jit.iter().filter(|j| j.is_some()).count(),
            t0.elapsed().as_secs_f64()
        ));
        Ok(Chain {
            rank,
            segs,
            jit,
            group,
            tag_base,
        })
    }

    /// Run the chain on its graph's inputs for micro-batch `mb`.
    pub fn run(&self, t: &dyn Transport, mb: u32, ins: Vec<Tensor>) -> Result<Vec<Tensor>> {
        let mut compute = |k: usize, sg: &StageGraph, x: &[Tensor]| match &self.jit[k] {
            Some(c) => c.run(x),
            None => reference::run(segment::verified(sg)?, x),
        };
        let mut collective = |k: usize, op: &OpData, ty: &TensorType, mine: Tensor| {
            self.collective(t, mb, k + self.tag_base, op, ty, mine)
                .map_err(|e| BackendError::Stage(format!("rank {} segment {k}: {e:#}", self.rank)))
        };
        Ok(segment::run_segments(
            &self.segs,
            ins,
            &mut compute,
            &mut collective,
        )?)
    }

    /// Replace the data of the segments' parameters named in `weights` (a
    /// training step's update) and repack the JIT-compiled segments'.
    pub fn set_weights(&mut self, weights: &BTreeMap<String, TensorData>) -> Result<()> {
        for (s, jit) in self.segs.list.iter_mut().zip(&mut self.jit) {
            let Segment::Compute(sg) = s else { continue };
            let g = &mut sg.graph;
            let params: Vec<_> = g.params().collect();
            for v in params {
                if let Some(d) = weights.get(&g.values[v].name) {
                    g.data.insert(v, d.clone());
                }
            }
            if let Some(c) = jit {
                c.reload_weights(segment::verified(sg)?)?;
            }
        }
        Ok(())
    }

    /// Segment `k`'s collective over the TP group (`k` includes the tag base).
    fn collective(
        &self,
        t: &dyn Transport,
        mb: u32,
        k: usize,
        op: &OpData,
        ty: &TensorType,
        mine: Tensor,
    ) -> Result<Tensor> {
        let tag = collective_tag(mb, k)?;
        let n = self.group.len();
        match op.kind {
            OpKind::AllReduce => {
                if !ty.dtype.is_float() {
                    bail!("all_reduce of {} is not supported", ty.dtype);
                }
                let mut buf: Vec<f32> = mine.data.iter().map(|&x| x as f32).collect();
                ring::all_reduce(t, &self.group, tag, &mut buf)?;
                let data = buf
                    .into_iter()
                    .map(|x| reference::round(ty.dtype, x as f64))
                    .collect();
                Ok(Tensor::new(ty.dtype, mine.shape, data))
            }
            OpKind::AllGather => {
                // Every rank's slice must have the same size for the ring.
                let shape = ty
                    .fixed_dims()
                    .ok_or_else(|| anyhow!("all_gather: symbolic type {ty}"))?;
                let axis = op.attr_int("axis").unwrap_or(0) as usize;
                let groups = op.attr_int("groups").unwrap_or(1) as u64;
                let len = *shape
                    .get(axis)
                    .ok_or_else(|| anyhow!("all_gather: axis {axis}"))?;
                let sizes: Vec<usize> = (0..n as u32)
                    .map(|r| hetc_backends::stage::split_indices(len, groups, n as u32, r).len())
                    .collect();
                if sizes.iter().any(|&s| s != sizes[0]) {
                    bail!("all_gather of uneven slices {sizes:?} is not supported");
                }
                let b = bytes_of(&mine);
                let mut out = vec![0u8; b.len() * n];
                ring::all_gather(t, &self.group, tag, &b, &mut out)?;
                let parts: Vec<Tensor> = out
                    .chunks_exact(b.len().max(1))
                    .take(n)
                    .map(|c| tensor_of(mine.dtype, mine.shape.clone(), c))
                    .collect();
                Ok(reference::combine(op, &parts, ty)?)
            }
            ref k => bail!("{k} is not a TP collective"),
        }
    }
}

/// A manifest rank entry, and the stage's TP group of its DP replica.
pub(crate) fn rank_entry(manifest: &Value, rank: usize) -> Result<(&Value, usize, Group)> {
    let ranks = manifest["ranks"]
        .as_array()
        .ok_or_else(|| anyhow!("manifest.json: no ranks"))?;
    let me = ranks
        .iter()
        .find(|r| r["rank"].as_u64() == Some(rank as u64))
        .ok_or_else(|| anyhow!("manifest.json: no rank {rank}"))?;
    let stage = me["stage"]
        .as_u64()
        .ok_or_else(|| anyhow!("manifest.json: rank {rank} has no stage"))?
        as usize;
    let dp = &me["dp_replica"];
    let mut peers: Vec<(u64, usize)> = ranks
        .iter()
        .filter(|r| r["stage"].as_u64() == Some(stage as u64) && &r["dp_replica"] == dp)
        .map(|r| {
            (
                r["tp_rank"].as_u64().unwrap_or(0),
                r["rank"].as_u64().unwrap_or(0) as usize,
            )
        })
        .collect();
    peers.sort();
    Ok((
        me,
        stage,
        Group::new(peers.into_iter().map(|p| p.1).collect()),
    ))
}

/// The tensors a graph's inputs are fed from, by name: the model's inputs
/// of this micro-batch (read from the io file), else what the program
/// received; checked against the graph's input types.
pub(crate) fn gather_inputs(
    rank: usize,
    g: &Graph,
    names: &[String],
    model_inputs: &BTreeMap<(String, u32), Vec<u8>>,
    mb: u32,
    live: &Tensors,
) -> Result<Vec<Tensor>> {
    let mut ins = Vec::with_capacity(names.len());
    for (name, &v) in names.iter().zip(&g.inputs) {
        let bytes = model_inputs
            .get(&(name.clone(), mb))
            .or_else(|| live.get(name))
            .ok_or_else(|| anyhow!("rank {rank}: no input {name:?} for micro-batch {mb}"))?;
        let ty = g.ty(v);
        let shape: Vec<usize> = ty
            .fixed_dims()
            .ok_or_else(|| anyhow!("input {name}: symbolic type {ty}"))?
            .into_iter()
            .map(|d| d as usize)
            .collect();
        if bytes.len() != shape.iter().product::<usize>() * ty.dtype.size_bytes() as usize {
            bail!("input {name}: {} bytes for {ty}", bytes.len());
        }
        ins.push(tensor_of(ty.dtype, shape, bytes));
    }
    Ok(ins)
}

/// One rank's forward compute (inference bundles): its chain and its
/// stage's boundary names.
pub struct Executor {
    rank: usize,
    stage: usize,
    graph: Graph,
    chain: Chain,
    inputs: Vec<String>,
    outputs: Vec<String>,
    model_inputs: BTreeMap<(String, u32), Vec<u8>>,
}

impl Executor {
    /// Load rank `rank`'s graph from the bundle and prepare its segments;
    /// `log` receives warnings (JIT fallbacks) and timings.
    pub fn new(
        dir: &Path,
        manifest: &Value,
        rank: usize,
        use_reference: bool,
        model_inputs: BTreeMap<(String, u32), Vec<u8>>,
        log: &dyn Fn(String),
    ) -> Result<Executor> {
        let graph = hetc_backends::bundle::load_rank_graph(dir, manifest, rank)?;
        let (_, stage, group) = rank_entry(manifest, rank)?;
        let names = |k| -> Result<Vec<String>> {
            Ok(boundary(manifest, stage, k)?
                .into_iter()
                .map(|b| b.0)
                .collect())
        };
        let (inputs, outputs) = (names("inputs")?, names("outputs")?);
        if inputs.len() != graph.inputs.len() || outputs.len() != graph.outputs.len() {
            bail!(
                "rank {rank}: the graph has {} inputs and {} outputs, stage {stage}'s boundary {} and {}",
                graph.inputs.len(),
                graph.outputs.len(),
                inputs.len(),
                outputs.len()
            );
        }
        let chain = Chain::new(
            &graph,
            rank,
            group,
            use_reference,
            0,
            &format!("stage {stage}"),
            log,
        )?;
        Ok(Executor {
            rank,
            stage,
            graph,
            chain,
            inputs,
            outputs,
            model_inputs,
        })
    }

    /// The stage's outputs for micro-batch `mb` from its boundary inputs.
    pub fn compute(
        &self,
        t: &dyn Transport,
        stage: usize,
        mb: u32,
        live: &Tensors,
    ) -> Result<Tensors> {
        if stage != self.stage {
            bail!(
                "rank {} runs stage {}, asked for stage {stage}",
                self.rank,
                self.stage
            );
        }
        let ins = gather_inputs(
            self.rank,
            &self.graph,
            &self.inputs,
            &self.model_inputs,
            mb,
            live,
        )?;
        let outs = self
            .chain
            .run(t, mb, ins)
            .with_context(|| format!("rank {} micro-batch {mb}", self.rank))?;
        Ok(self
            .outputs
            .iter()
            .zip(&outs)
            .map(|(n, t)| (n.clone(), bytes_of(t)))
            .collect())
    }
}

/// Merge the ranks' partial output files (`{rank, tp_rank, outputs:
/// [{name, micro_batch, dtype, shape, data}]}`) into whole-batch outputs in
/// the last stage's order, micro-batches concatenated along dim 0; TP rank 0
/// is taken where replicas overlap.
pub fn merge_outputs(manifest: &Value, partials: &[Value]) -> Result<Value> {
    let n = manifest["plan"]["num_micro_batches"].as_u64().unwrap_or(0) as u32;
    let last = manifest["stages"]
        .as_array()
        .map_or(0, |s| s.len())
        .checked_sub(1)
        .ok_or_else(|| anyhow!("manifest.json: no stages"))?;
    let mut got: BTreeMap<(String, u32), (u64, Tensor)> = BTreeMap::new();
    for p in partials {
        let tp = p["tp_rank"].as_u64().unwrap_or(0);
        for e in p["outputs"].as_array().into_iter().flatten() {
            let mb = e["micro_batch"].as_u64().unwrap_or(0) as u32;
            let ts = read_tensors(&json!([e]), "rank output")?;
            let (name, t) = ts
                .into_iter()
                .next()
                .ok_or_else(|| anyhow!("empty output"))?;
            let key = (name, mb);
            if got.get(&key).is_none_or(|(have, _)| *have > tp) {
                got.insert(key, (tp, t));
            }
        }
    }
    let mut outs = Vec::new();
    for (name, _) in boundary(manifest, last, "outputs")? {
        let mut whole: Option<Tensor> = None;
        for m in 0..n {
            let (_, t) = got
                .get(&(name.clone(), m))
                .ok_or_else(|| anyhow!("no rank produced output {name:?} of micro-batch {m}"))?;
            match &mut whole {
                None => whole = Some(t.clone()),
                Some(w) => {
                    if w.shape.is_empty() || w.shape[1..] != t.shape[1..] {
                        bail!("output {name:?}: micro-batch shapes differ");
                    }
                    w.shape[0] += t.shape[0];
                    w.data.extend_from_slice(&t.data);
                }
            }
        }
        if let Some(w) = whole {
            outs.push(tensor_json(&name, &w));
        }
    }
    Ok(json!({ "outputs": outs }))
}
