//! Stage compute of a bundle run (without `--comm-only`): one rank's graph,
//! rebuilt from the bundle ([`hetc_backends::bundle::load_rank_graph`]),
//! cut at its TP collectives ([`hetc_backends::segment`]); compute segments
//! run the bundle's compiled code ([`crate::code::stage_code`]: its shared
//! objects, or with the compiler, code compiled where the bundle holds none
//! this host runs) or the reference interpreter (`--reference`, or when
//! compiling fails: a warning names the segment and the reason);
//! collectives run over the job's transport among the stage's TP ranks of
//! the same DP replica.
//!
//! Model inputs and outputs are JSON lists of `{name, dtype, shape, data}`
//! (the fixtures' `<stem>.io.json`). The bundle is compiled for one
//! micro-batch shape: the input batch (dim 0) must equal the boundary's
//! dim 0 × the plan's micro-batch count; micro-batch `m` is rows
//! `[m·b, (m+1)·b)`, and outputs are concatenated back in that order.

use crate::code::{self, CpuOptions, RankDevice, SegCode, SegValue};
use crate::error::{chain, Context as _, Result, SessionError};
use crate::io::{IoFile, IoTensor, RankOutputs};
use hetc_backends::native::Origin;
use hetc_backends::reference::{self, Tensor};
use hetc_backends::segment::{self, Segment};
use hetc_backends::stage::StageGraph;
use hetc_backends::BackendError;
use hetc_ir::manifest::{BundleManifest, Link, RankEntry};
use hetc_ir::{DType, Graph, OpData, OpKind, Reduction, TensorData, TensorType};
use hetc_runtime::collective::{ring, Group, Wire};
use hetc_runtime::exec::Tensors;
use hetc_runtime::transport::Transport;
use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;

/// Collective tags have this bit set; p2p messages are tagged with their
/// micro-batch number (below it), so the two can never be confused.
pub const COLLECTIVE_TAG: u32 = 1 << 31;

/// The tag of segment `k`'s collective for micro-batch `mb`.
pub fn collective_tag(mb: u32, k: usize) -> Result<u32> {
    if mb >= 1 << 19 || k >= 1 << 12 {
        return Err(SessionError::Run(format!(
            "micro-batch {mb} / segment {k} exceed the collective tag space"
        )));
    }
    Ok(COLLECTIVE_TAG | (mb << 12) | k as u32)
}

/// The dims of a manifest tensor type (fixed by the manifest's parser).
pub fn dims_of(ty: &TensorType) -> Vec<usize> {
    ty.fixed_dims()
        .unwrap_or_default()
        .into_iter()
        .map(|d| d as usize)
        .collect()
}

/// `(name, type)` of stage `stage`'s boundary inputs or outputs.
pub fn boundary(
    manifest: &BundleManifest,
    stage: usize,
    outputs: bool,
) -> Result<Vec<(String, TensorType)>> {
    let st = manifest
        .stage(stage)
        .map_err(|e| SessionError::Bundle(e.to_string()))?;
    let list = if outputs { &st.outputs } else { &st.inputs };
    Ok(list
        .iter()
        .map(|b| (b.name.clone(), b.ty.clone()))
        .collect())
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

/// The tensors of an io list by name.
pub fn read_tensors(list: &[IoTensor], what: &str) -> Result<BTreeMap<String, Tensor>> {
    let mut out = BTreeMap::new();
    for e in list {
        let t = tensor_from_io(e, what)?;
        out.insert(e.name.clone(), t);
    }
    Ok(out)
}

/// An io tensor's values, checked against its dtype and shape.
pub fn tensor_from_io(e: &IoTensor, what: &str) -> Result<Tensor> {
    let name = &e.name;
    let dtype = DType::from_name(&e.dtype)
        .ok_or_else(|| SessionError::Run(format!("{what}: {name}: missing or unknown dtype")))?;
    if e.data.len() != e.shape.iter().product::<usize>() {
        return Err(SessionError::Run(format!(
            "{what}: {name}: {} values for shape {:?}",
            e.data.len(),
            e.shape
        )));
    }
    Ok(Tensor::new(dtype, e.shape.clone(), e.data.clone()))
}

/// A tensor as an io tensor.
pub fn tensor_io(name: &str, t: &Tensor) -> IoTensor {
    IoTensor {
        name: name.to_string(),
        dtype: t.dtype.name().to_string(),
        shape: t.shape.clone(),
        data: t.data.clone(),
        micro_batch: None,
    }
}

/// The first stage's inputs per micro-batch, as bytes, from `file`.
pub fn micro_batch_inputs(
    manifest: &BundleManifest,
    file: &Path,
) -> Result<BTreeMap<(String, u32), Vec<u8>>> {
    micro_batch_tensors(manifest, file, &boundary(manifest, 0, false)?)
}

/// The tensors `wanted` (name, per-micro-batch type) per micro-batch, as
/// bytes, from `file`'s `inputs` (see [`micro_batch_inputs`]).
pub fn micro_batch_tensors(
    manifest: &BundleManifest,
    file: &Path,
    wanted: &[(String, TensorType)],
) -> Result<BTreeMap<(String, u32), Vec<u8>>> {
    let what = file.display().to_string();
    let given = if crate::tensor_io::TensorFormat::of(file) == crate::tensor_io::TensorFormat::Npz {
        // numpy's `.npz`, as `hetc eval` reads it: array names are inputs.
        crate::tensor_io::read_file(file)
            .map_err(|e| SessionError::Run(e.to_string()))?
            .into_iter()
            .map(|a| {
                let shape = a.shape.iter().map(|&d| d as usize).collect();
                let t = Tensor::new(a.dtype(), shape, a.data.to_f64s());
                (a.name, t)
            })
            .collect()
    } else {
        let text = std::fs::read_to_string(file).map_err(|e| SessionError::Io {
            path: format!("reading {}", file.display()),
            source: e,
        })?;
        let doc: IoFile = serde_json::from_str(&text).map_err(|e| SessionError::Malformed {
            path: format!("parsing {}", file.display()),
            message: e.to_string(),
        })?;
        read_tensors(
            doc.inputs
                .as_deref()
                .ok_or_else(|| SessionError::Run(format!("{what}: not a list of tensors")))?,
            &what,
        )?
    };
    let n = manifest.plan.num_micro_batches as usize;
    let mut out = BTreeMap::new();
    for (name, ty) in wanted {
        let (dtype, dims) = (ty.dtype, dims_of(ty));
        let t = given.get(name).ok_or_else(|| {
            SessionError::Run(format!(
                "{what}: no input {name:?} (the bundle reads {name}: {ty} per micro-batch)"
            ))
        })?;
        let want: Vec<usize> = dims
            .iter()
            .enumerate()
            .map(|(i, &d)| if i == 0 { d * n } else { d })
            .collect();
        if dims.is_empty() || t.shape != want {
            return Err(SessionError::Run(format!(
                "{what}: input {name:?} has shape {:?}; the bundle runs {n} micro-batches of {ty}, so it must be {want:?} (batch = micro-batch size × count, split along dim 0; recompile with other --global-batch/--micro-batch/--bind to change)",
                t.shape
            )));
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
    jit: Vec<Option<SegCode>>,
    group: Group,
    /// Added to the segment index in collective tags (a training rank runs
    /// two chains per micro-batch: forward 0, backward [`BACKWARD_TAGS`]).
    tag_base: usize,
}

/// Collective tag offset of the backward chain's segments.
pub const BACKWARD_TAGS: usize = 2048;

/// The ops of `graph` that `links` (a bundle's chain of it) run in the
/// reference interpreter, with why; a link naming a value no op of the
/// graph computes first is an error.
fn reference_ops(
    graph: &Graph,
    links: &[Link],
) -> std::result::Result<BTreeMap<hetc_ir::OpId, String>, String> {
    let mut apart = BTreeMap::new();
    for (k, l) in links.iter().enumerate() {
        let Link::Compute {
            reference: Some(r), ..
        } = l
        else {
            continue;
        };
        let id = graph
            .ops_in_order()
            .find(|(_, o)| o.outputs.first().is_some_and(|v| v.to_string() == r.result))
            .map(|(id, _)| id)
            .ok_or_else(|| {
                format!(
                    "link {k} runs the op computing {} in the reference interpreter, and no op of the rank's graph computes it first (a corrupt bundle? compile it again)",
                    r.result
                )
            })?;
        apart.insert(id, r.why.clone());
    }
    Ok(apart)
}

/// The ops of `graph` a cpu rank compiling at launch cannot lower
/// ([`hetc_backends::mlir::unlowered_ops`]), with why; none for the
/// reference interpreter, GPU ranks or a build without the compiler.
fn launch_unlowered(
    graph: &Graph,
    rank: usize,
    jit: Option<&CpuOptions>,
    device: &RankDevice,
    what: &str,
    log: &dyn Fn(String),
) -> Result<BTreeMap<hetc_ir::OpId, String>> {
    #[cfg(feature = "mlir")]
    if jit.is_some() && device.vendor == "cpu" {
        return match hetc_backends::mlir::unlowered_ops(
            hetc_ir::verify(graph)?,
            &format!("rank {rank} {what}"),
        ) {
            Ok(a) => Ok(a),
            // Not tied to one op: each segment tries (and falls back) as
            // before.
            Err(e) => {
                log(format!(
                    "warning: rank {rank} {what}: checking which ops lower failed ({e})"
                ));
                Ok(BTreeMap::new())
            }
        };
    }
    let _ = (graph, rank, jit, device, what, log);
    Ok(BTreeMap::new())
}

impl Chain {
    /// Cut `graph` into segments and give each compute segment its code
    /// ([`code::stage_code`] with `jit`'s options and, from `bundle`, the
    /// bundle's directory and the chain's links, whose compute links name
    /// each segment's shared object; `jit` `None`: the reference
    /// interpreter runs them); `what` labels the log line.
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        graph: &Graph,
        rank: usize,
        group: Group,
        jit: Option<&CpuOptions>,
        bundle: Option<(&Path, &[Link], bool)>,
        device: &RankDevice,
        tag_base: usize,
        what: &str,
        log: &dyn Fn(String),
    ) -> Result<Chain> {
        // The ops that run in the reference interpreter: those the bundle
        // names (it cut its chain so), or — compiling at launch — those
        // with no lowering here. Each is a segment of its own.
        let apart = match bundle {
            Some((_, links, _)) => reference_ops(graph, links)
                .map_err(|e| SessionError::Run(format!("rank {rank}: {what}: {e}")))?,
            None => launch_unlowered(graph, rank, jit, device, what, log)?,
        };
        let set = apart.keys().copied().collect();
        // Cut as the compiler cut the bundle's chain (IREE chains keep their
        // runs whole: `RankEntry::whole_runs`).
        let whole = bundle.is_some_and(|b| b.2);
        let segs = segment::segments_apart(hetc_ir::verify(graph)?, &set, segment::max_run(whole))?;
        if let Some((_, links, _)) = bundle {
            if links.len() != segs.len() {
                return Err(SessionError::Run(format!(
                    "rank {rank}: {what}: the bundle's chain has {} links, its graph cuts into {} segments (a bundle written by another hetc version? compile it again)",
                    links.len(),
                    segs.len()
                )));
            }
        }
        for why in apart.values() {
            log(format!(
                "warning: rank {rank} {what}: {why}; it runs in the reference interpreter, the rest compiled"
            ));
        }
        if segs.len() >= BACKWARD_TAGS {
            return Err(SessionError::Run(format!(
                "rank {rank}: {what} has {} segments, more than the tag space allows",
                segs.len()
            )));
        }
        let t0 = std::time::Instant::now();
        // Without a bundle, the segments compile at once on the rank's
        // share of the cores into the compile cache, and load from it below.
        #[cfg(feature = "mlir")]
        if let (Some(opts), None, "cpu") = (jit, bundle, device.vendor.as_str()) {
            let jobs = segs
                .compute()
                .filter(|&(k, _)| segs.apart[k].is_none())
                .map(|(k, sg)| (sg.graph.clone(), format!("r{rank}s{}", k + tag_base)))
                .collect();
            hetc_backends::mlir::CpuStage::precompile(jobs, opts, opts.threads.max(1));
        }
        let mut compiled = Vec::with_capacity(segs.len());
        for (k, s) in segs.iter().enumerate() {
            let Segment::Compute(sg) = s else {
                compiled.push(None);
                continue;
            };
            let Some(opts) = jit else {
                compiled.push(None);
                continue;
            };
            if segs.apart[k].is_some() {
                compiled.push(None);
                continue;
            }
            let name = format!("r{rank}s{}", k + tag_base);
            let files = bundle.and_then(|(dir, links, _)| match links.get(k) {
                Some(Link::Compute { code, .. }) => Some((dir, code.as_slice())),
                _ => None,
            });
            match code::segment_code(segment::verified(sg)?, &name, opts, files, device, log) {
                Ok(c) => compiled.push(Some(c)),
                Err(e) if code::COMPILES => {
                    log(format!(
                        "warning: rank {rank} {what} segment {k}: JIT failed ({e}); using the reference interpreter"
                    ));
                    compiled.push(None);
                }
                Err(e) => {
                    return Err(SessionError::Run(format!(
                        "rank {rank}: {what} segment {k}: {e}"
                    )))
                }
            }
        }
        let n_coll = segs
            .iter()
            .filter(|s| matches!(s, Segment::Collective { .. }))
            .count();
        log(format!(
            "rank {rank}: {what}: TP group {:?}, {} segments ({n_coll} collectives), {} with cpu code ({} from the bundle, {} from the compile cache, {} compiled now), ready in {:.2} s{}",
            group.ranks,
            segs.len(),
            compiled.iter().flatten().filter(|j| !j.is_iree()).count(),
            compiled
                .iter()
                .flatten()
                .filter(|j| !j.is_iree() && j.origin() == Origin::Bundle)
                .count(),
            compiled.iter().flatten().filter(|j| j.origin() == Origin::Cache).count(),
            compiled
                .iter()
                .flatten()
                .filter(|j| matches!(j.origin(), Origin::Compiled | Origin::Jit))
                .count(),
            t0.elapsed().as_secs_f64(),
            match compiled.iter().flatten().filter(|j| j.is_iree()).count() {
                0 => String::new(),
                n => format!("; {n} IREE modules on {} device {}", device.driver(), device.ordinal),
            }
        ));
        Ok(Chain {
            rank,
            segs,
            jit: compiled,
            group,
            tag_base,
        })
    }

    /// Run the chain on its graph's inputs for micro-batch `mb`; its
    /// outputs in host memory.
    pub fn run(&self, t: &dyn Transport, mb: u32, ins: Vec<Tensor>) -> Result<Vec<Tensor>> {
        self.run_values(t, mb, ins.into_iter().map(SegValue::Host).collect())?
            .into_iter()
            .map(|v| Ok(v.into_host()?))
            .collect()
    }

    /// Run the chain on segment values: a result of an IREE segment stays
    /// on the rank's device for the next IREE segment, and is read to the
    /// host only for a collective, a cpu or interpreted segment, or — by
    /// the caller — where it leaves the chain.
    pub fn run_values(
        &self,
        t: &dyn Transport,
        mb: u32,
        ins: Vec<SegValue>,
    ) -> Result<Vec<SegValue>> {
        let mut compute = |k: usize, sg: &StageGraph, x: &[SegValue]| match &self.jit[k] {
            Some(c) => c.run_values(x),
            None => {
                let x: Vec<Tensor> = code::host_tensors(x)?
                    .into_iter()
                    .map(std::borrow::Cow::into_owned)
                    .collect();
                Ok(reference::run(segment::verified(sg)?, &x)?
                    .into_iter()
                    .map(SegValue::Host)
                    .collect())
            }
        };
        let mut collective = |k: usize, op: &OpData, ty: &TensorType, mine: SegValue| {
            let mine = mine.into_host()?;
            self.collective(t, mb, k + self.tag_base, op, ty, mine)
                .map(SegValue::Host)
                .map_err(|e| {
                    BackendError::Stage(format!("rank {} segment {k}: {}", self.rank, chain(&e)))
                })
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

    /// Whether every compute segment of the chain runs as an IREE module
    /// (on the rank's device): none is cpu code or interpreted.
    pub fn runs_on_device(&self) -> bool {
        self.segs.list.iter().zip(&self.jit).all(|(s, j)| {
            !matches!(s, Segment::Compute(_)) || j.as_ref().is_some_and(SegCode::is_iree)
        })
    }

    /// Hand `weights` (by name; values on the rank's device, an optimizer
    /// step's) to the segments that read them, in place of their copies
    /// of host data; that data leaves the segment graphs (the device holds
    /// the weights now; [`Chain::set_weights`] puts host data back). Every
    /// compute segment must run on the device ([`Chain::runs_on_device`]).
    pub fn set_device_weights(&mut self, weights: &BTreeMap<String, SegValue>) -> Result<()> {
        for (s, jit) in self.segs.list.iter_mut().zip(&mut self.jit) {
            let Segment::Compute(sg) = s else { continue };
            let g = &mut sg.graph;
            let list: Vec<(hetc_ir::ValueId, &SegValue)> = g
                .params()
                .filter_map(|v| Some((v, weights.get(&g.values[v].name)?)))
                .collect();
            if list.is_empty() {
                continue;
            }
            let Some(code) = jit else {
                return Err(SessionError::Run(format!(
                    "rank {}: segment {} is interpreted: it cannot read weights from the device",
                    self.rank, sg.index
                )));
            };
            let by_value: Vec<(u32, &SegValue)> =
                list.iter().map(|&(v, w)| (v.as_u32(), w)).collect();
            code.set_device_weights(&by_value)?;
            for (v, _) in list {
                g.data.remove(&v);
            }
        }
        Ok(())
    }

    /// Bytes of weight data the chain holds: its segments' parameter data
    /// (counted once per buffer: `seen` holds the buffers counted already,
    /// which chains of one rank share) and the JIT-compiled segments'
    /// resident copies.
    pub fn weight_bytes(&self, seen: &mut std::collections::BTreeSet<usize>) -> u64 {
        let mut n = 0;
        for (s, jit) in self.segs.list.iter().zip(&self.jit) {
            let Segment::Compute(sg) = s else { continue };
            let g = &sg.graph;
            for v in g.params() {
                if let Some(d) = g.data.get(&v) {
                    if seen.insert(Arc::as_ptr(&d.bytes) as usize) {
                        n += d.bytes.len() as u64;
                    }
                }
            }
            n += jit.as_ref().map_or(0, SegCode::weight_bytes);
        }
        n
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
        let float = |what: &str| {
            if ty.dtype.is_float() {
                Ok(())
            } else {
                Err(SessionError::Run(format!(
                    "{what} of {} is not supported",
                    ty.dtype
                )))
            }
        };
        match op.kind {
            OpKind::AllReduce => {
                float("all_reduce")?;
                // bf16 / f16 travel as themselves (half the bytes), each
                // partial sum added in f32 and rounded to the type.
                let mut buf: Vec<f32> = mine.data.iter().map(|&x| x as f32).collect();
                let wire = Wire::of(ty.dtype);
                match Reduction::of(&op.attrs).map_err(SessionError::Run)? {
                    Reduction::Sum if wire == Wire::F32 => {
                        ring::all_reduce(t, &self.group, tag, &mut buf)?
                    }
                    Reduction::Sum => ring::all_reduce_as(t, &self.group, tag, wire, &mut buf)?,
                    Reduction::Max => ring::all_reduce_max(t, &self.group, tag, wire, &mut buf)?,
                }
                let data = buf
                    .into_iter()
                    .map(|x| reference::round(ty.dtype, x as f64))
                    .collect();
                Ok(Tensor::new(ty.dtype, mine.shape, data))
            }
            OpKind::ReduceScatter => {
                // Put every rank's slice (the blocks `split_indices` gives it
                // along the axis) in one contiguous segment, in rank order,
                // so that the ring's segment `p` is position `p`'s slice.
                float("reduce_scatter")?;
                let axis = op.attr_int("axis").unwrap_or(0) as usize;
                let groups = op.attr_int("groups").unwrap_or(1) as u64;
                let shape = mine.shape.clone();
                let len = *shape.get(axis).ok_or_else(|| {
                    SessionError::Run(format!("reduce_scatter: axis {axis} of {shape:?}"))
                })?;
                let outer: usize = shape[..axis].iter().product();
                let inner: usize = shape[axis + 1..].iter().product();
                let mut buf: Vec<f32> = Vec::with_capacity(mine.data.len());
                for p in 0..n as u32 {
                    let idx = hetc_backends::stage::split_indices(len as u64, groups, n as u32, p);
                    for o in 0..outer {
                        for &i in &idx {
                            let at = (o * len + i as usize) * inner;
                            buf.extend(mine.data[at..at + inner].iter().map(|&x| x as f32));
                        }
                    }
                }
                let want = ty.num_elements().unwrap_or(0) as usize;
                if buf.len() != want * n {
                    return Err(SessionError::Run(format!(
                        "reduce_scatter of {shape:?} over {n} ranks does not give {ty}"
                    )));
                }
                // bf16 / f16 travel as themselves (half the bytes), each
                // partial sum added in f32 and rounded to the type.
                let seg = match Wire::of(ty.dtype) {
                    Wire::F32 => ring::reduce_scatter(t, &self.group, tag, &mut buf)?,
                    wire => ring::reduce_scatter_as(t, &self.group, tag, wire, &mut buf)?,
                };
                if seg.len() != want {
                    return Err(SessionError::Run(format!(
                        "reduce_scatter: segment of {} elements for {ty}",
                        seg.len()
                    )));
                }
                let data = buf[seg]
                    .iter()
                    .map(|&x| reference::round(ty.dtype, x as f64))
                    .collect();
                let dims = dims_of(ty);
                Ok(Tensor::new(ty.dtype, dims, data))
            }
            OpKind::AllGather => {
                // Every rank's slice must have the same size for the ring.
                let shape = ty
                    .fixed_dims()
                    .ok_or_else(|| SessionError::Run(format!("all_gather: symbolic type {ty}")))?;
                let axis = op.attr_int("axis").unwrap_or(0) as usize;
                let groups = op.attr_int("groups").unwrap_or(1) as u64;
                let len = *shape
                    .get(axis)
                    .ok_or_else(|| SessionError::Run(format!("all_gather: axis {axis}")))?;
                let sizes: Vec<usize> = (0..n as u32)
                    .map(|r| hetc_backends::stage::split_indices(len, groups, n as u32, r).len())
                    .collect();
                if sizes.iter().any(|&s| s != sizes[0]) {
                    return Err(SessionError::Run(format!(
                        "all_gather of uneven slices {sizes:?} is not supported"
                    )));
                }
                let b = bytes_of(&mine);
                let mut out = vec![0u8; b.len() * n];
                ring::all_gather(t, &self.group, tag, &b, &mut out)?;
                let parts: Vec<Tensor> = out
                    .chunks_exact(b.len().max(1))
                    .take(n)
                    .map(|c| tensor_of(mine.dtype, mine.shape.clone(), c))
                    .collect();
                let me = self.group.position("all-gather", t.rank())?;
                Ok(reference::combine(op, &parts, ty, me)?)
            }
            ref k => Err(SessionError::Run(format!("{k} is not a TP collective"))),
        }
    }
}

/// A manifest rank entry, and the stage's TP group of its DP replica.
pub(crate) fn rank_entry(
    manifest: &BundleManifest,
    rank: usize,
) -> Result<(&RankEntry, usize, Group)> {
    let me = manifest
        .rank(rank)
        .map_err(|e| SessionError::Bundle(e.to_string()))?;
    let stage = me.stage;
    let mut peers: Vec<(usize, usize)> = manifest
        .ranks
        .iter()
        .filter(|r| r.stage == stage && r.dp_replica == me.dp_replica)
        .map(|r| (r.tp_rank, r.rank))
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
            .ok_or_else(|| {
                SessionError::Run(format!(
                    "rank {rank}: no input {name:?} for micro-batch {mb}"
                ))
            })?;
        let ty = g.ty(v);
        let shape: Vec<usize> = ty
            .fixed_dims()
            .ok_or_else(|| SessionError::Run(format!("input {name}: symbolic type {ty}")))?
            .into_iter()
            .map(|d| d as usize)
            .collect();
        if bytes.len() != shape.iter().product::<usize>() * ty.dtype.size_bytes() as usize {
            return Err(SessionError::Run(format!(
                "input {name}: {} bytes for {ty}",
                bytes.len()
            )));
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
        manifest: &BundleManifest,
        rank: usize,
        jit: Option<&CpuOptions>,
        device: &RankDevice,
        model_inputs: BTreeMap<(String, u32), Vec<u8>>,
        log: &dyn Fn(String),
    ) -> Result<Executor> {
        let graph = hetc_backends::bundle::load_rank_graph(dir, manifest, rank)?;
        let (entry, stage, group) = rank_entry(manifest, rank)?;
        let names = |outputs| -> Result<Vec<String>> {
            Ok(boundary(manifest, stage, outputs)?
                .into_iter()
                .map(|b| b.0)
                .collect())
        };
        let (inputs, outputs) = (names(false)?, names(true)?);
        if inputs.len() != graph.inputs.len() || outputs.len() != graph.outputs.len() {
            return Err(SessionError::Run(format!(
                "rank {rank}: the graph has {} inputs and {} outputs, stage {stage}'s boundary {} and {}",
                graph.inputs.len(),
                graph.outputs.len(),
                inputs.len(),
                outputs.len()
            )));
        }
        let links = &entry.segments;
        let chain = Chain::new(
            &graph,
            rank,
            group,
            jit,
            Some((dir, links, entry.whole_runs)),
            device,
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
            return Err(SessionError::Run(format!(
                "rank {} runs stage {}, asked for stage {stage}",
                self.rank, self.stage
            )));
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

/// Merge the ranks' partial output files into whole-batch outputs in the
/// last stage's order, micro-batches concatenated along dim 0; TP rank 0 is
/// taken where replicas overlap.
pub fn merge_outputs(manifest: &BundleManifest, partials: &[RankOutputs]) -> Result<IoFile> {
    let n = manifest.plan.num_micro_batches as u32;
    let last = manifest
        .stages
        .len()
        .checked_sub(1)
        .ok_or_else(|| SessionError::Bundle("manifest.json: no stages".into()))?;
    let mut got: BTreeMap<(String, u32), (usize, Tensor)> = BTreeMap::new();
    for p in partials {
        let tp = p.tp_rank;
        for e in &p.outputs {
            let mb = e.micro_batch.unwrap_or(0);
            let t = tensor_from_io(e, "rank output")?;
            let key = (e.name.clone(), mb);
            if got.get(&key).is_none_or(|(have, _)| *have > tp) {
                got.insert(key, (tp, t));
            }
        }
    }
    let mut outs = Vec::new();
    for (name, _) in boundary(manifest, last, true)? {
        let mut whole: Option<Tensor> = None;
        for m in 0..n {
            let (_, t) = got.get(&(name.clone(), m)).ok_or_else(|| {
                SessionError::Run(format!(
                    "no rank produced output {name:?} of micro-batch {m}"
                ))
            })?;
            match &mut whole {
                None => whole = Some(t.clone()),
                Some(w) => {
                    if w.shape.is_empty() || w.shape[1..] != t.shape[1..] {
                        return Err(SessionError::Run(format!(
                            "output {name:?}: micro-batch shapes differ"
                        )));
                    }
                    w.shape[0] += t.shape[0];
                    w.data.extend_from_slice(&t.data);
                }
            }
        }
        if let Some(w) = whole {
            outs.push(tensor_io(&name, &w));
        }
    }
    Ok(IoFile {
        inputs: None,
        outputs: Some(outs),
    })
}
