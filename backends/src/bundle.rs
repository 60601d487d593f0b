//! The deployment bundle: a directory with a checksummed manifest.
//!
//! Establishes, for a plan and its extracted stages:
//! * `stablehlo/stage-<i>.mlir`: each stage as StableHLO ([`crate::stablehlo`])
//!   where every op of the stage has a StableHLO lowering (the stage's
//!   `stablehlo` is empty otherwise);
//! * `stages/<i>/tp<r>/seg<k>.<vendor>.mlir` and
//!   `stages/<i>/tp<r>/seg<k>.<vendor>.{so,ptx,s}`: compute segment k of TP
//!   rank r of stage i lowered with MLIR for its chip's vendor (if selected
//!   by `--vendor`): the linalg-level module and the cpu shared object
//!   (with `seg<k>.cpu.json` beside it: [`crate::native::ObjectInfo`]),
//!   NVIDIA PTX or AMDGPU assembly ([`crate::mlir`], feature `mlir`, on by
//!   default). A rank graph ([`crate::stage::shard_stage`]) is cut at its
//!   collectives into a chain of segments ([`crate::segment::segments`]);
//!   `k` counts every link of the chain (collectives included), so compute
//!   segments of a TP 2 rank are e.g. `seg0`, `seg2`, `seg4`. At TP 1 the
//!   rank graph has no collectives and is one segment: `stages/<i>/tp0/seg0.*`.
//!   Runs longer than [`crate::segment::MAX_SEGMENT_OPS`] ops are cut too,
//!   and an op the vendor's code has no lowering for
//!   ([`crate::mlir::unlowered_ops`]) is a segment of its own with no code:
//!   its link names it (`"reference"`) and the runtime runs it in its
//!   reference interpreter, the segments around it compiled.
//! * `weights/stage-<i>-tp<r>.safetensors`: TP rank r's weight shards of
//!   stage i ([`crate::stage::shard_stage`]; DP replicas share them);
//! * `stages/<i>/tp<r>.hir` and `stages/<i>/tp<r>.consts.safetensors`: TP
//!   rank r's graph of stage i (compacted, hetc-ir text form) and the data
//!   of its constants too large to print inline, keyed by value id (`v12`);
//!   [`load_rank_graph`] rebuilds the graph from these and the rank's
//!   weights (parameters by name), checking every file's sha256;
//! * `manifest.json`: format version, hetc version, source model name and
//!   sha256 (over the model file followed by its external data files in
//!   location order, [`model_sha256`]), the cluster (chips, meshes), the plan, per stage its layers,
//!   TP/DP, chip, vendor, boundary tensors (outputs with their `layout`:
//!   `rep`, or `partial` — this rank's term of a sum over the stage's TP
//!   ranks: an inference stage other than the last leaves the sum its
//!   last row-parallel layer makes to its boundary's comm program, which
//!   all-reduces it or fuses that into its M2MS) and artefacts (`code`: every
//!   rank's segment files), per rank its stage, vendor, mesh device, TP rank
//!   and DP replica, artefacts (the stage's StableHLO, its TP rank's segment
//!   files and weights) and `segments`, whether the comm programs are the
//!   fused ones (`comm_fusion`), and the sha256 of every other file.
//!
//! A rank's `segments` is what it runs per micro-batch, in order, over the
//! values of its rank graph named by their ids in `stages/<i>/tp<r>.hir`
//! (`"v12"`): the graph's inputs are there at the start, each link reads
//! values already there and adds its results, and the graph's outputs are
//! there at the end (see [`crate::segment`]):
//! * `{"kind": "compute", "code": [paths], "inputs": [ids], "outputs":
//!   [ids]}`: run the segment's executable (its `.mlir` and vendor code,
//!   empty when the vendor is not selected) on those values, with the
//!   segment's weights (those of the rank's safetensors it reads, in
//!   parameter order); with `"reference": {"result": id, "why": text}`
//!   the segment is the one op computing `result`, run by the reference
//!   interpreter (`code` is empty);
//! * `{"kind": "all_reduce" | "all_gather", "operand": id, "result": id,
//!   "bytes": b, "type": t, "result_bytes": rb}`: the collective over the
//!   stage's TP group (b bytes contributed per rank; result of type t, rb
//!   bytes).
//!
//! A training bundle (`training` in [`BundleSpec`]) also has per rank
//! `stages/<i>/tp<r>.bwd.hir` (+ `.bwd.consts.safetensors`), the backward
//! graph, its code under `stages/<i>/tp<r>/bwd/seg<k>.*` and its links as
//! `backward_segments`; `tp<r>.hir` is then the training forward (stage
//! outputs, or the loss, followed by the residuals the backward reads).
//! Stages record the input gradients and output cotangents they exchange
//! (`"grad"` on each boundary tensor), the residual count (`"saved"`) and
//! `"recompute"`; ranks their weights with shard layouts (`"weights"`:
//! name, shard type, whole type, `"rep"` or `"split:<axis>:<groups>"`);
//! the manifest's `"training"` the loss, the `labels` input, the optimizer
//! and the loss scale (1 / micro-batches).
//!
//! The bundle is written into a temporary sibling directory and renamed into
//! place, so an interrupted compile never leaves a half bundle that looks
//! whole; an existing bundle at the path is replaced, any other existing
//! path is an error. Same inputs give byte-identical files (no timestamps,
//! sorted maps). [`inspect`] re-hashes every file and names each one whose
//! content no longer matches, or that is missing.
//!
//! The caller adds files derived from the manifest
//! ([`BundleSpec::extra_files`]): `hetc compile` writes each rank's
//! communication program as `comm/rank-<N>.json` (hetc-passes'
//! `parallelize::ranks` over the manifest, fused by `comm_fusion` unless
//! fusion is off: the program the runtime executes), and for a training
//! bundle each rank's optimizer stage as `optimizer/rank-<N>.mlir` and its
//! vendor code ([`vendor_code`]; hetc-passes' `optim` graph over the
//! rank's weight slices).

use crate::segment::{collective_op, Segment};
use crate::BackendError;
use hetc_ir::manifest::{
    BoundaryLayout, BoundaryTensor, BundleManifest, ClusterInfo, CollectiveLink, Link, LinkReduce,
    LossKind, LrSchedule, MeshInfo, ModelInfo, NamedType, Optimizer, RankEntry, ReferenceOp,
    StageEntry, TrainingInfo, WeightEntry,
};
use hetc_ir::safetensors::to_safetensors;
use hetc_ir::{Cluster, Graph, Plan, TensorData, ValueId};
use hetc_passes::pass::VerifiedModule;
use sha2::{Digest, Sha256};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

pub use hetc_ir::manifest::FORMAT_VERSION;

/// The manifest's own checksum (`sha256sum -c` format).
pub const MANIFEST_SUM: &str = "manifest.json.sha256";

/// Vendors with a backend.
pub const VENDORS: &[&str] = &["cpu", "nvidia", "amd"];

fn err(m: impl Into<String>) -> BackendError {
    BackendError::Bundle(m.into())
}

/// Lower-case hex sha256.
pub fn sha256_hex(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// The model's sha256 for the manifest: one sha256 over the model file's
/// bytes followed by each of its external data files' bytes, in the given
/// order (for ONNX: [`hetc_frontends`]' `external_data_files`, sorted by
/// location). Without external files it is the file's own sha256, so
/// `cat model.onnx model.onnx.data | sha256sum` reproduces it.
pub fn model_sha256(model: &Path, external: &[PathBuf]) -> Result<String, BackendError> {
    let mut h = Sha256::new();
    for p in std::iter::once(model).chain(external.iter().map(PathBuf::as_path)) {
        let b = std::fs::read(p).map_err(|e| io(p, e))?;
        h.update(&b);
    }
    Ok(h.finalize().iter().map(|b| format!("{b:02x}")).collect())
}

/// What a bundle is made from.
pub struct BundleSpec<'a> {
    pub hetc_version: &'a str,
    pub model_name: &'a str,
    /// sha256 of the source model file and its external data
    /// ([`model_sha256`]).
    pub model_sha256: &'a str,
    pub cluster: &'a Cluster,
    pub plan: &'a Plan,
    /// The plan's stages ([`hetc_passes::pass::ExtractStages`]) and their
    /// TP ranks ([`hetc_passes::pass::ShardStages`], or
    /// [`hetc_passes::pass::TrainingGraphs`] for a training bundle),
    /// verified.
    pub module: &'a VerifiedModule<'a>,
    /// Vendors to build for (`--vendor`); empty: every vendor of the plan.
    pub vendors: &'a [String],
    /// Files derived from the manifest (given without its `files` map), e.g.
    /// the runtime's `comm/rank-N.json`; checksummed like every other file.
    pub extra_files: Option<&'a ExtraFiles>,
    /// Comm fusion (on by default, `--no-comm-fusion` turns it off): the
    /// `comm/rank-N.json` programs ([`BundleSpec::extra_files`]) are the
    /// egg-fused ones, else the unfused ones; recorded as `comm_fusion`.
    pub comm_fusion: bool,
    /// A training bundle (`hetc compile --train`): per stage and TP rank a
    /// training forward and a backward graph ([`hetc_passes::train`]) instead of
    /// the inference rank graph (the module's ranks must be those); its
    /// outputs are never partial.
    pub training: Option<TrainSpec>,
    /// IREE modules of the compute segments ([`IreeOptions`]).
    pub iree: IreeOptions,
}

/// Which compute segments get an IREE module (`<base>.vmfb` with
/// `<base>.iree.json`: [`crate::native::iree`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct IreeOptions {
    /// The compiler: with it, every `nvidia` and `amd` segment gets a
    /// module for its GPU (`cuda`, `hip`) beside its PTX / AMDGPU text;
    /// `None`: none does (their ranks cannot run).
    pub compiler: Option<crate::iree::IreeCompiler>,
    /// `cpu` segments as IREE `llvm-cpu` modules instead of shared objects
    /// (`hetc compile --cpu-code iree`: the code path of a GPU rank, run on
    /// the host by IREE's `local-task` driver).
    pub cpu: bool,
}

/// What a training bundle trains with.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TrainSpec {
    pub loss: hetc_passes::autodiff::Loss,
    pub optimizer: Optimizer,
    pub schedule: LrSchedule,
    pub clip_grad_norm: Option<f64>,
    /// The compute type of mixed-precision training graphs (bf16, f16).
    pub precision: Option<hetc_ir::DType>,
    /// Dynamic loss scaling (f16).
    pub loss_scaler: Option<hetc_ir::manifest::LossScaler>,
    /// ZeRO-1 optimizer-state sharding where a stage has DP > 1 (recorded
    /// as the manifest's `training.zero`).
    pub zero: bool,
    /// The weights weight decay applies to (resolved into the manifest's
    /// `training.no_decay` from the model's parameters).
    pub decay_mask: hetc_ir::manifest::DecayMask,
}

/// `extra_files(manifest)` → `(path, bytes)`s, or an error message.
pub type ExtraFiles = dyn Fn(&BundleManifest) -> Result<Vec<(String, Vec<u8>)>, String>;

/// The vendor of each stage's chip; an unknown vendor is an error naming
/// the stage and chip.
pub fn stage_vendors(cluster: &Cluster, plan: &Plan) -> Result<Vec<String>, BackendError> {
    plan.stages
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let chip = cluster
                .chips
                .values()
                .find(|c| c.name == s.chip)
                .ok_or_else(|| err(format!("stage {i}: chip {:?} is not in the cluster", s.chip)))?;
            if !VENDORS.contains(&chip.vendor.as_str()) {
                return Err(err(format!(
                    "stage {i} runs on chip {:?} of vendor {:?}, which has no backend (supported: {})",
                    chip.name,
                    chip.vendor,
                    VENDORS.join(", ")
                )));
            }
            Ok(chip.vendor.clone())
        })
        .collect()
}

/// Every file of the bundle but the manifest, and the manifest.
pub fn build(
    spec: &BundleSpec<'_>,
) -> Result<(BTreeMap<String, Vec<u8>>, BundleManifest), BackendError> {
    let plan = spec.plan;
    let module = spec.module;
    if plan.stages.len() != module.stages.len() {
        return Err(err(format!(
            "the plan has {} stages, {} were extracted",
            plan.stages.len(),
            module.stages.len()
        )));
    }
    if module.ranks.len() != module.stages.len() {
        return Err(err(format!(
            "{} stages but TP ranks for {} (run the sharding or training-graph pass)",
            module.stages.len(),
            module.ranks.len()
        )));
    }
    for (i, (rs, ps)) in module.ranks.iter().zip(&plan.stages).enumerate() {
        let training = rs.first().is_some_and(|r| r.train.is_some());
        if rs.len() != ps.tp as usize || training != spec.training.is_some() {
            return Err(err(format!(
                "stage {i}: {} {} rank graph(s) for a {} bundle at TP {}",
                rs.len(),
                if training { "training" } else { "inference" },
                if spec.training.is_some() {
                    "training"
                } else {
                    "inference"
                },
                ps.tp
            )));
        }
    }
    for v in spec.vendors {
        if !VENDORS.contains(&v.as_str()) {
            return Err(err(format!(
                "unsupported vendor {v:?} (supported: {})",
                VENDORS.join(", ")
            )));
        }
    }
    let vendors = stage_vendors(spec.cluster, plan)?;
    if !spec.vendors.is_empty() && !vendors.iter().any(|v| spec.vendors.contains(v)) {
        return Err(err(format!(
            "--vendor {} selects none of the plan's vendors ({})",
            spec.vendors.join(","),
            vendors.join(", ")
        )));
    }
    let cuts = cuts(spec, &vendors)?;
    let pre = std::sync::Mutex::new(precompile(spec, &vendors, &cuts)?);
    let mut files = BTreeMap::new();
    let mut stages_json = Vec::new();
    let mut ranks_json: Vec<RankEntry> = Vec::new();
    let mut rank_id = 0usize;
    for (i, (s, ps)) in module.stages.iter().zip(&plan.stages).enumerate() {
        let v = module.stage(i);
        // The stage as StableHLO, where every op has a StableHLO lowering
        // (a stage whose ops run in the reference interpreter has none:
        // `stablehlo` is empty then).
        let hlo_path = match crate::stablehlo::emit_module(v, &format!("stage_{i}")) {
            Ok(text) => {
                let p = format!("stablehlo/stage-{i}.mlir");
                files.insert(p.clone(), text.into_bytes());
                p
            }
            Err(BackendError::StableHlo(_)) => String::new(),
            Err(e) => return Err(e),
        };
        let last = i + 1 == module.stages.len();
        // Per TP rank: the graph run forward (inference rank graph, or the
        // training forward with its residuals), its weights, and — training
        // only — the backward graph.
        let ranks = &module.ranks[i][..];
        let mut weight_paths = Vec::new();
        let mut graph_paths = Vec::new();
        let mut bwd_graph_paths = Vec::new();
        for r in ranks {
            let bytes = rank_weights(i, r.rank, &r.weights)?;
            let p = format!("weights/stage-{i}-tp{}.safetensors", r.rank);
            files.insert(p.clone(), bytes);
            weight_paths.push(p);
            graph_paths.push(rank_graph_files(&mut files, i, r.rank, "", &r.graph)?);
            if let Some(t) = &r.train {
                bwd_graph_paths.push(rank_graph_files(
                    &mut files,
                    i,
                    r.rank,
                    ".bwd",
                    &t.backward,
                )?);
            }
        }
        let bounds = |b: &[crate::stage::Boundary]| {
            b.iter()
                .map(|x| BoundaryTensor {
                    name: x.name.clone(),
                    ty: x.ty.clone(),
                    layout: None,
                    grad: None,
                })
                .collect::<Vec<_>>()
        };
        let built = spec.vendors.is_empty() || spec.vendors.contains(&vendors[i]);
        let mut code_paths = Vec::new();
        let mut rank_code = Vec::new();
        let mut rank_segments = Vec::new();
        let mut rank_bwd_segments = Vec::new();
        for r in ranks {
            let target = ChainTarget {
                stage: i,
                rank: r.rank,
                vendor: &vendors[i],
                chip: &ps.chip,
                built,
                iree: &spec.iree,
                pre: &pre,
                cuts: &cuts,
            };
            let (mut paths, links) = chain_files(&mut files, &r.graph, &target, "")?;
            rank_segments.push(links);
            if let Some(t) = &r.train {
                let (bp, bl) = chain_files(&mut files, &t.backward, &target, "bwd/")?;
                paths.extend(bp);
                rank_bwd_segments.push(bl);
            }
            code_paths.extend(paths.iter().cloned());
            rank_code.push(paths);
        }
        let mut inputs_json = bounds(&s.inputs);
        let mut outputs_json: Vec<BoundaryTensor> = bounds(&s.outputs)
            .into_iter()
            .zip(&ranks[0].partial_outputs)
            .map(|(mut b, &p)| {
                b.layout = Some(if p {
                    BoundaryLayout::Partial
                } else {
                    BoundaryLayout::Rep
                });
                b
            })
            .collect();
        if let Some(t) = &ranks[0].train {
            for (b, &g) in inputs_json.iter_mut().zip(&t.input_grads) {
                b.grad = Some(g);
            }
            if last {
                let loss = &ranks[0].graph;
                outputs_json = vec![BoundaryTensor {
                    name: "loss".into(),
                    ty: loss.ty(loss.outputs[0]).clone(),
                    layout: Some(BoundaryLayout::Rep),
                    grad: Some(t.cotangents[0]),
                }];
            } else {
                for (b, &g) in outputs_json.iter_mut().zip(&t.cotangents) {
                    b.grad = Some(g);
                }
            }
        }
        let train = ranks[0].train.as_ref();
        stages_json.push(StageEntry {
            index: i,
            layers: [s.bounds.first_layer, s.bounds.end_layer],
            tp: ps.tp as usize,
            dp: ps.dp as usize,
            chip: ps.chip.clone(),
            vendor: vendors[i].clone(),
            vendor_selected: built,
            inputs: inputs_json,
            outputs: outputs_json,
            stablehlo: hlo_path.clone(),
            code: code_paths,
            weights: weight_paths.clone(),
            rank_graphs: graph_paths.clone(),
            recompute: train.map(|_| ps.recompute),
            saved: train.map(|t| t.n_saved),
            backward_graphs: train.map(|_| bwd_graph_paths.clone()),
        });
        for dp in 0..ps.dp {
            for tp in 0..ps.tp as usize {
                let (hir, consts) = &graph_paths[tp];
                let bwd = bwd_graph_paths.get(tp).map(|(h, c)| [h, c]);
                ranks_json.push(RankEntry {
                    rank: rank_id,
                    stage: i,
                    vendor: vendors[i].clone(),
                    chip: ps.chip.clone(),
                    mesh: ps.devices.mesh.clone(),
                    device: ps.devices.first + dp * ps.tp + tp as u32,
                    tp_rank: tp,
                    dp_replica: dp as usize,
                    artifacts: std::iter::once(&hlo_path)
                        .filter(|p| !p.is_empty())
                        .chain(&rank_code[tp])
                        .chain([&weight_paths[tp], hir, consts])
                        .chain(bwd.into_iter().flatten())
                        .cloned()
                        .collect(),
                    segments: rank_segments[tp].clone(),
                    whole_runs: whole_runs(&spec.iree, &vendors[i]),
                    grad_sums: spec.training.is_some()
                        && sums_gradients(spec.iree.cpu, &vendors[i]),
                    backward_segments: spec
                        .training
                        .is_some()
                        .then(|| rank_bwd_segments[tp].clone()),
                    weights: spec.training.is_some().then(|| {
                        ranks[tp]
                            .weights
                            .iter()
                            .map(|w| WeightEntry {
                                name: w.name.clone(),
                                ty: w.ty.clone(),
                                full: w.full.clone(),
                                layout: w.layout,
                            })
                            .collect()
                    }),
                });
                rank_id += 1;
            }
        }
    }
    let cluster = spec.cluster;
    let cluster_info = ClusterInfo {
        name: cluster.name.clone(),
        chips: cluster.chips.values().cloned().collect(),
        meshes: cluster
            .meshes
            .values()
            .map(|m| MeshInfo {
                name: m.name.clone(),
                chip: cluster.chips[m.chip].name.clone(),
                nodes: m.nodes,
            })
            .collect(),
    };
    let mut manifest = BundleManifest {
        format_version: FORMAT_VERSION,
        hetc_version: spec.hetc_version.to_string(),
        model: ModelInfo {
            name: spec.model_name.to_string(),
            sha256: spec.model_sha256.to_string(),
        },
        cluster: cluster_info,
        plan: plan.clone(),
        comm_fusion: spec.comm_fusion,
        stages: stages_json,
        ranks: ranks_json,
        training: None,
        files: BTreeMap::new(),
    };
    if let Some(t) = &spec.training {
        let last = module.stages.len() - 1;
        let labels = hetc_passes::train::labels_type(&module.stages[last])
            .ok_or_else(|| err("the last stage has no output"))?;
        manifest.training = Some(TrainingInfo {
            loss: match t.loss {
                hetc_passes::autodiff::Loss::CrossEntropy => LossKind::CrossEntropy,
            },
            labels: NamedType {
                name: "labels".into(),
                ty: labels,
            },
            optimizer: t.optimizer,
            schedule: t.schedule,
            clip_grad_norm: t.clip_grad_norm,
            loss_scale: 1.0 / plan.num_micro_batches.max(1) as f64,
            precision: t.precision,
            loss_scaler: t.loss_scaler,
            zero: u8::from(t.zero && plan.stages.iter().any(|s| s.dp > 1)),
            no_decay: no_decay(module.graph().graph(), t.decay_mask),
        });
    }
    if let Some(f) = spec.extra_files {
        for (p, b) in f(&manifest).map_err(err)? {
            files.insert(p, b);
        }
    }
    manifest.files = files
        .iter()
        .map(|(p, b)| (p.clone(), sha256_hex(b)))
        .collect();
    Ok((files, manifest))
}

/// The model weights `mask` exempts from weight decay, sorted by name.
fn no_decay(model: &Graph, mask: hetc_ir::manifest::DecayMask) -> Vec<String> {
    match mask {
        hetc_ir::manifest::DecayMask::All => Vec::new(),
        hetc_ir::manifest::DecayMask::Matrices => {
            let mut names: Vec<String> = model
                .params()
                .filter(|&v| model.ty(v).rank() < 2)
                .map(|v| model.values[v].name.clone())
                .collect();
            names.sort();
            names.dedup();
            names
        }
    }
}

/// The MLIR targets for a chip, by name: MI200-series → gfx90a, Radeon
/// RX/PRO 7000 (RDNA3) → gfx1100, else gfx942 (MI300); V100 → sm_70,
/// A100 → sm_80, else sm_90.
#[cfg(feature = "mlir")]
fn targets(chip: &str) -> crate::mlir::Targets {
    use crate::native::iree::{amd_arch, nvidia_arch};
    let d = crate::mlir::Targets::default();
    crate::mlir::Targets {
        amd_chip: amd_arch(chip).into(),
        nvidia_chip: nvidia_arch(chip).map_or(d.nvidia_chip, String::from),
    }
}

/// `<base>.mlir` (the linalg-level module) and `<base>.<ext>` (the vendor's
/// code: `.so` shared object, `.ptx`, AMDGPU `.s`) of one compute segment,
/// added to `files`; returns their paths. A cpu object also gets
/// `<base>.json` ([`crate::native::ObjectInfo`]), with which the runtime
/// checks and calls it instead of compiling. With `iree`'s compiler a GPU
/// segment also gets `<base>.vmfb` and `<base>.iree.json`
/// ([`crate::native::iree::IreeInfo`]), and with `iree.cpu` a cpu segment
/// gets those instead of its shared object. `name` labels errors.
#[cfg(feature = "mlir")]
#[allow(clippy::too_many_arguments)]
fn segment_code(
    files: &mut BTreeMap<String, Vec<u8>>,
    v: hetc_ir::Verified<'_>,
    name: &str,
    base: &str,
    vendor: &str,
    chip: &str,
    iree: &IreeOptions,
    pre: Option<Result<Pre, BackendError>>,
) -> Result<Vec<String>, BackendError> {
    use crate::mlir::{compile, emit_mlir, Vendor};
    use crate::native::iree::IreeTarget;
    let vd = Vendor::from_name(vendor)?;
    let mlir = format!("{base}.mlir");
    files.insert(mlir.clone(), emit_mlir(v, name)?.into_bytes());
    let mut paths = vec![mlir];
    let module = match (&iree.compiler, vd) {
        (Some(c), Vendor::Nvidia | Vendor::Amd) => Some(c),
        (Some(c), Vendor::Cpu) if iree.cpu => Some(c),
        (None, Vendor::Cpu) if iree.cpu => {
            return Err(err(
                "--cpu-code iree needs iree-compile: pip install iree-base-compiler==3.13.0, or set HETC_IREE_COMPILE",
            ))
        }
        _ => None,
    };
    if let Some(c) = module {
        let target = IreeTarget::for_chip(vendor, chip)
            .ok_or_else(|| err(format!("no IREE target for {vendor} {chip}")))?;
        let (vmfb, info) = c.compile(v, name, target)?;
        let path = format!("{base}.vmfb");
        files.insert(path.clone(), vmfb);
        let info = serde_json::to_vec_pretty(&info).map_err(|e| err(e.to_string()))?;
        files.insert(format!("{base}.iree.json"), info);
        paths.push(path);
        if vd == Vendor::Cpu {
            return Ok(paths);
        }
    }
    let code = format!("{base}.{}", vd.extension());
    if vd == Vendor::Cpu {
        // The shared object and, beside it, how to call it, the graph it
        // computes and the processor it was compiled for
        // (`native::ObjectInfo`): a rank loads it instead of compiling.
        let (object, info) = match pre {
            Some(Ok(Pre::Cpu(code))) => *code,
            Some(Err(e)) => return Err(e),
            _ => crate::mlir::compile_cpu(v, name)?,
        };
        files.insert(code.clone(), object);
        let info = serde_json::to_vec_pretty(&info).map_err(|e| err(e.to_string()))?;
        files.insert(format!("{base}.json"), info);
    } else {
        let text = match pre {
            Some(Ok(Pre::Gpu(text))) => text,
            Some(Err(e)) => return Err(e),
            _ => compile(v, name, vd, &targets(chip))?,
        };
        files.insert(code.clone(), text);
    }
    paths.push(code);
    Ok(paths)
}

/// Without the `mlir` feature the bundle has no per-vendor code.
#[cfg(not(feature = "mlir"))]
#[allow(clippy::too_many_arguments)]
fn segment_code(
    _: &mut BTreeMap<String, Vec<u8>>,
    _: hetc_ir::Verified<'_>,
    _: &str,
    _: &str,
    _: &str,
    _: &str,
    _: &IreeOptions,
    _: Option<Result<Pre, BackendError>>,
) -> Result<Vec<String>, BackendError> {
    Ok(Vec::new())
}

/// `<base>.mlir` and `<base>.<ext>` (the vendor's code) of a graph that
/// is not part of a rank's chain (a training rank's optimizer stage), as
/// `(path, bytes)`, and with `iree`'s compiler its IREE module
/// (`<base>.vmfb`, `<base>.iree.json`; as a chain's segment gets it);
/// `name` labels errors. Nothing without the `mlir` feature.
pub fn vendor_code(
    v: hetc_ir::Verified<'_>,
    name: &str,
    base: &str,
    vendor: &str,
    chip: &str,
    iree: &IreeOptions,
) -> Result<Vec<(String, Vec<u8>)>, BackendError> {
    let mut files = BTreeMap::new();
    segment_code(&mut files, v, name, base, vendor, chip, iree, None)?;
    Ok(files.into_iter().collect())
}

/// Where a rank's segment code goes.
struct ChainTarget<'a> {
    stage: usize,
    rank: u32,
    vendor: &'a str,
    chip: &'a str,
    /// The vendor is selected (`--vendor`): write its code.
    built: bool,
    iree: &'a IreeOptions,
    /// Segment code compiled ahead ([`precompile`]), by name.
    pre: &'a std::sync::Mutex<Precompiled>,
    /// The ops that run in the reference interpreter ([`cuts`]).
    cuts: &'a Cuts,
}

/// The ops of a rank graph's chain that run in the reference interpreter
/// (no lowering for the vendor's code), with why ([`cuts`]), keyed by
/// stage, TP rank and chain (`""` forward, `"bwd/"` backward).
type Cuts = BTreeMap<(usize, u32, &'static str), BTreeMap<hetc_ir::OpId, String>>;

/// The rank graphs (forward and backward) of every selected stage, as
/// their compacted graphs, with their chain's key.
#[cfg(feature = "mlir")]
fn chains<'s>(
    spec: &'s BundleSpec<'_>,
    vendors: &[String],
) -> impl Iterator<Item = ((usize, u32, &'static str), &'s Graph)> + 's {
    let selected: Vec<bool> = vendors
        .iter()
        .map(|v| spec.vendors.is_empty() || spec.vendors.contains(v))
        .collect();
    spec.module
        .ranks
        .iter()
        .enumerate()
        .filter(move |(i, _)| selected[*i])
        .flat_map(|(i, ranks)| {
            ranks.iter().flat_map(move |r| {
                std::iter::once(((i, r.rank, ""), &r.graph))
                    .chain(r.train.as_ref().map(|t| ((i, r.rank, "bwd/"), &t.backward)))
            })
        })
}

/// Which ops of each selected chain have no lowering for the code its
/// vendor gets ([`crate::mlir::unlowered_ops`]: hetc's cpu shared objects
/// and GPU text; [`crate::stablehlo::unlowered_ops`]: IREE modules, which
/// are compiled from StableHLO), found on the host's cores. Such an op is
/// a segment of its own that the runtime runs in its reference
/// interpreter.
#[cfg(feature = "mlir")]
fn cuts(spec: &BundleSpec<'_>, vendors: &[String]) -> Result<Cuts, BackendError> {
    let mut jobs = Vec::new();
    for (key, g) in chains(spec, vendors) {
        crate::mlir::Vendor::from_name(&vendors[key.0])?;
        jobs.push((key, g.compact(), whole_runs(&spec.iree, &vendors[key.0])));
    }
    let found = crate::parallel::map(jobs, |(key, g, iree)| {
        let name = segment_name(key.0, key.1, key.2, 0);
        let apart = hetc_ir::verify(&g)
            .map_err(BackendError::from)
            .and_then(|v| {
                if iree {
                    // IREE modules: the ops the StableHLO emitter has no
                    // lowering for.
                    crate::stablehlo::unlowered_ops(v)
                } else {
                    crate::mlir::unlowered_ops(v, &name)
                }
            });
        (key, apart)
    });
    found.into_iter().map(|(k, a)| a.map(|a| (k, a))).collect()
}

#[cfg(not(feature = "mlir"))]
fn cuts(_: &BundleSpec<'_>, _: &[String]) -> Result<Cuts, BackendError> {
    Ok(BTreeMap::new())
}

/// Whether the chains of a `vendor` rank are compiled to IREE modules,
/// and so keep their runs of local ops whole ([`RankEntry::whole_runs`]):
/// GPU ranks where `iree-compile` was found, cpu ranks with `--cpu-code
/// iree`.
pub fn whole_runs(iree: &IreeOptions, vendor: &str) -> bool {
    match vendor {
        "cpu" => iree.cpu,
        "nvidia" | "amd" => iree.compiler.is_some(),
        _ => false,
    }
}

/// Whether the training ranks of a `vendor` stage sum their gradients in
/// their backward ([`RankEntry::grad_sums`]): those whose code runs on a
/// GPU, and cpu ranks with `--cpu-code iree` (`iree_cpu`), the IREE path
/// that GPU ranks run.
pub fn sums_gradients(iree_cpu: bool, vendor: &str) -> bool {
    matches!(vendor, "nvidia" | "amd") || (vendor == "cpu" && iree_cpu)
}

/// The chain `key` of `compact` cut as [`cuts`] found (`whole`: its runs
/// of local ops uncut, [`whole_runs`]).
fn cut_chain(
    compact: &Graph,
    cuts: &Cuts,
    key: (usize, u32, &'static str),
    whole: bool,
) -> Result<(crate::segment::Segments, Vec<Option<ReferenceOp>>), BackendError> {
    let none = BTreeMap::new();
    let apart = cuts.get(&key).unwrap_or(&none);
    let set = apart.keys().copied().collect();
    let chain = crate::segment::segments_apart(
        hetc_ir::verify(compact)?,
        &set,
        crate::segment::max_run(whole),
    )?;
    let refs = chain
        .apart
        .iter()
        .map(|a| {
            a.map(|a| ReferenceOp {
                result: compact.ops[a].outputs[0].to_string(),
                why: apart[&a].clone(),
            })
        })
        .collect();
    Ok((chain, refs))
}

/// Segments' code compiled ahead, by segment name.
type Precompiled = BTreeMap<String, Result<Pre, BackendError>>;

/// A segment's code compiled ahead: a cpu segment's shared object and
/// what the bundle records beside it, or a GPU segment's PTX / AMDGPU
/// text.
#[allow(dead_code)]
enum Pre {
    #[cfg(feature = "mlir")]
    Cpu(Box<(Vec<u8>, crate::native::ObjectInfo)>),
    Gpu(Vec<u8>),
}

/// The name that labels a rank's compute segment (errors, code).
fn segment_name(stage: usize, rank: u32, sub: &str, k: usize) -> String {
    format!("{stage} (TP rank {rank}, {sub}segment {k})")
}

/// Every segment's vendor code (stages on a selected vendor: a cpu
/// stage's shared objects unless `--cpu-code iree`, an nvidia or amd
/// stage's PTX / AMDGPU text; IREE modules are compiled as the files are
/// written), compiled at once on as many threads as the host has cores
/// ([`crate::parallel`]; each compile has its own MLIR context; the
/// compile cache's per-key locks make identical cpu segments compile
/// once), instead of one after another as the files are written. The
/// files are the same bytes in the same order: only the order the
/// compiles run in changes.
#[cfg(feature = "mlir")]
fn precompile(
    spec: &BundleSpec<'_>,
    vendors: &[String],
    cuts: &Cuts,
) -> Result<Precompiled, BackendError> {
    use crate::mlir::Vendor;
    let mut jobs: Vec<(String, Graph, Vendor, String)> = Vec::new();
    for (key, g) in chains(spec, vendors) {
        let (i, rank, sub) = key;
        let vd = Vendor::from_name(&vendors[i])?;
        if vd == Vendor::Cpu && spec.iree.cpu {
            continue;
        }
        let chip = &spec.plan.stages[i].chip;
        let whole = whole_runs(&spec.iree, &vendors[i]);
        let (chain, refs) = cut_chain(&g.compact(), cuts, key, whole)?;
        for (k, sg) in chain.compute() {
            if refs[k].is_none() {
                jobs.push((
                    segment_name(i, rank, sub, k),
                    sg.graph.clone(),
                    vd,
                    chip.clone(),
                ));
            }
        }
    }
    let results = crate::parallel::map(jobs, |(name, g, vd, chip)| {
        let code = hetc_ir::verify(&g)
            .map_err(BackendError::from)
            .and_then(|v| {
                if vd == Vendor::Cpu {
                    crate::mlir::compile_cpu(v, &name).map(|c| Pre::Cpu(Box::new(c)))
                } else {
                    crate::mlir::compile(v, &name, vd, &targets(&chip)).map(Pre::Gpu)
                }
            });
        (name, code)
    });
    Ok(results.into_iter().collect())
}

#[cfg(not(feature = "mlir"))]
fn precompile(_: &BundleSpec<'_>, _: &[String], _: &Cuts) -> Result<Precompiled, BackendError> {
    Ok(BTreeMap::new())
}

/// Cut `graph` at its collectives and write each compute segment's code
/// under `stages/<i>/tp<r>/<sub>seg<k>.*`; returns the code paths and the
/// chain's manifest entries (see the module doc).
fn chain_files(
    files: &mut BTreeMap<String, Vec<u8>>,
    graph: &Graph,
    at: &ChainTarget<'_>,
    sub: &'static str,
) -> Result<(Vec<String>, Vec<Link>), BackendError> {
    let (i, rank) = (at.stage, at.rank);
    // The compacted graph: its value ids are those of the `.hir` text.
    let compact = graph.compact();
    let whole = whole_runs(at.iree, at.vendor);
    let (chain, refs) = cut_chain(&compact, at.cuts, (i, rank, sub), whole)?;
    let ids =
        |b: &[crate::stage::Boundary]| b.iter().map(|x| x.source.to_string()).collect::<Vec<_>>();
    let mut paths = Vec::new();
    let mut links = Vec::new();
    for (k, seg) in chain.iter().enumerate() {
        match seg {
            Segment::Compute(sg) => {
                let reference = refs[k].clone();
                let code = if at.built && reference.is_none() {
                    let base = format!("stages/{i}/tp{rank}/{sub}seg{k}.{}", at.vendor);
                    let name = segment_name(i, rank, sub, k);
                    let pre = at.pre.lock().ok().and_then(|mut p| p.remove(&name));
                    segment_code(
                        files,
                        hetc_ir::verify(&sg.graph)?,
                        &name,
                        &base,
                        at.vendor,
                        at.chip,
                        at.iree,
                        pre,
                    )?
                } else {
                    Vec::new()
                };
                paths.extend(code.iter().cloned());
                links.push(Link::Compute {
                    code,
                    inputs: ids(&sg.inputs),
                    outputs: ids(&sg.outputs),
                    reference,
                });
            }
            Segment::Collective { graph, operand } => {
                let g = &graph.graph;
                let (op, ty) = collective_op(g);
                let operand_ty = g.ty(g.inputs[*operand]);
                let bytes = operand_ty
                    .size_bytes()
                    .ok_or_else(|| err(format!("stage {i}: symbolic {operand_ty}")))?;
                let result_bytes = ty
                    .size_bytes()
                    .ok_or_else(|| err(format!("stage {i}: symbolic {ty}")))?;
                let reduce = match hetc_ir::Reduction::of(&op.attrs) {
                    Ok(hetc_ir::Reduction::Sum) => None,
                    Ok(hetc_ir::Reduction::Max) if op.kind == hetc_ir::OpKind::AllReduce => {
                        Some(LinkReduce::Max)
                    }
                    Ok(hetc_ir::Reduction::Max) | Err(_) => {
                        return Err(err(format!(
                            "stage {i}: {} has an unsupported `reduce` attribute",
                            op.kind
                        )))
                    }
                };
                let c = CollectiveLink {
                    operand: graph.inputs[*operand].source.to_string(),
                    result: graph.outputs[0].source.to_string(),
                    bytes,
                    ty: ty.clone(),
                    result_bytes,
                    reduce,
                };
                links.push(match op.kind {
                    hetc_ir::OpKind::AllReduce => Link::AllReduce(c),
                    hetc_ir::OpKind::AllGather => Link::AllGather(c),
                    hetc_ir::OpKind::ReduceScatter => Link::ReduceScatter(c),
                    ref k => return Err(err(format!("stage {i}: {k} is not a TP collective"))),
                });
            }
        }
    }
    Ok((paths, links))
}

/// TP rank `rank`'s weight shards of stage `i` as a safetensors file.
fn rank_weights(
    i: usize,
    rank: u32,
    weights: &[crate::stage::WeightShard],
) -> Result<Vec<u8>, BackendError> {
    let mut views = Vec::new();
    for w in weights {
        let data = w
            .data
            .as_ref()
            .ok_or_else(|| err(format!("weight {:?} has no data", w.name)))?;
        let shape: Vec<usize> =
            w.ty.fixed_dims()
                .ok_or_else(|| err(format!("weight {:?} is symbolic", w.name)))?
                .into_iter()
                .map(|d| d as usize)
                .collect();
        let view =
            safetensors::tensor::TensorView::new(to_safetensors(w.ty.dtype), shape, &data.bytes)
                .map_err(|e| err(format!("weight {:?}: {e}", w.name)))?;
        views.push((w.name.clone(), view));
    }
    safetensors::tensor::serialize(views, None)
        .map_err(|e| err(format!("stage {i} rank {rank}: {e}")))
}

/// `stages/<i>/tp<r><suffix>.hir` (the compacted graph as text) and
/// `stages/<i>/tp<r><suffix>.consts.safetensors` (constants not printed
/// inline, by value id), added to `files`; returns their paths.
fn rank_graph_files(
    files: &mut BTreeMap<String, Vec<u8>>,
    i: usize,
    rank: u32,
    suffix: &str,
    graph: &Graph,
) -> Result<(String, String), BackendError> {
    let (text, consts) = rank_graph_parts(graph)?;
    let hir = format!("stages/{i}/tp{rank}{suffix}.hir");
    let cp = format!("stages/{i}/tp{rank}{suffix}.consts.safetensors");
    files.insert(hir.clone(), text.into_bytes());
    files.insert(cp.clone(), consts);
    Ok((hir, cp))
}

/// The text form of `graph` compacted, and a safetensors file with the data
/// of every constant the text does not carry (more than
/// [`hetc_ir::print::INLINE_CONST_LIMIT`] elements), keyed by its value id in the
/// text.
pub fn rank_graph_parts(graph: &Graph) -> Result<(String, Vec<u8>), BackendError> {
    let g = graph.compact();
    let mut views = Vec::new();
    for v in g.consts() {
        let Some(d) = g.data.get(&v) else { continue };
        if d.len() <= hetc_ir::print::INLINE_CONST_LIMIT {
            continue;
        }
        let shape: Vec<usize> = g
            .ty(v)
            .fixed_dims()
            .ok_or_else(|| err(format!("{}: constant {v} is symbolic", g.name)))?
            .into_iter()
            .map(|d| d as usize)
            .collect();
        let view = safetensors::tensor::TensorView::new(to_safetensors(d.dtype), shape, &d.bytes)
            .map_err(|e| err(format!("{}: constant {v}: {e}", g.name)))?;
        views.push((v.to_string(), view));
    }
    let bytes = safetensors::tensor::serialize(views, None)
        .map_err(|e| err(format!("{}: constants: {e}", g.name)))?;
    Ok((hetc_ir::print_graph(&g), bytes))
}

/// Attach `t` (from `file`) as the data of value `v` of `g`, checking its
/// dtype and shape against the value's type.
fn attach(
    g: &mut Graph,
    v: ValueId,
    t: &safetensors::tensor::TensorView<'_>,
    key: &str,
    file: &str,
) -> Result<(), BackendError> {
    let ty = g.ty(v);
    let want: Option<Vec<usize>> = ty
        .fixed_dims()
        .map(|d| d.into_iter().map(|x| x as usize).collect());
    if t.dtype() != to_safetensors(ty.dtype) || want.as_deref() != Some(t.shape()) {
        return Err(err(format!(
            "{file}: {key:?} is {:?}{:?}, the graph declares {ty}",
            t.dtype(),
            t.shape()
        )));
    }
    g.data.insert(
        v,
        TensorData {
            dtype: ty.dtype,
            bytes: std::sync::Arc::new(t.data().to_vec()),
        },
    );
    Ok(())
}

fn open_st<'a>(b: &'a [u8], f: &str) -> Result<safetensors::SafeTensors<'a>, BackendError> {
    safetensors::SafeTensors::deserialize(b).map_err(|e| err(format!("{f}: {e}")))
}

/// Rebuild a rank graph from its text (`hir`, named `hir_file` in errors),
/// its large constants and its weights (safetensors bytes); the result is
/// verified. Every parameter and every constant without inline data must be
/// found, with its declared dtype and shape; extra tensors are errors too
/// (extra weights only with `all_weights`: a backward graph reads a subset
/// of the rank's weights).
pub fn rank_graph_from_parts(
    hir: &str,
    hir_file: &str,
    consts: &[u8],
    consts_file: &str,
    weights: &[u8],
    weights_file: &str,
    all_weights: bool,
) -> Result<Graph, BackendError> {
    let mut g = hetc_ir::parse_graph(hir).map_err(|e| err(format!("{hir_file}: {e}")))?;
    let cs = open_st(consts, consts_file)?;
    let ws = open_st(weights, weights_file)?;
    let params: Vec<ValueId> = g.params().collect();
    let mut used_w = 0;
    for v in params {
        let name = g.values[v].name.clone();
        let t = ws.tensor(&name).map_err(|_| {
            err(format!(
                "{weights_file}: no weight {name:?} (parameter {v} of {hir_file})"
            ))
        })?;
        attach(&mut g, v, &t, &name, weights_file)?;
        used_w += 1;
    }
    if all_weights && used_w != ws.len() {
        return Err(err(format!(
            "{weights_file}: {} tensors, {hir_file} has {used_w} parameters",
            ws.len()
        )));
    }
    let consts_v: Vec<ValueId> = g.consts().filter(|v| !g.data.contains_key(v)).collect();
    for &v in &consts_v {
        let key = v.to_string();
        let t = cs.tensor(&key).map_err(|_| {
            err(format!(
                "{consts_file}: no data for constant {key} of {hir_file}"
            ))
        })?;
        attach(&mut g, v, &t, &key, consts_file)?;
    }
    if consts_v.len() != cs.len() {
        return Err(err(format!(
            "{consts_file}: {} tensors, {hir_file} has {} constants without inline data",
            cs.len(),
            consts_v.len()
        )));
    }
    hetc_ir::verify(&g).map_err(|e| err(format!("{hir_file}: {e}")))?;
    Ok(g)
}

/// Read bundle file `p`, checking its sha256 against the manifest's
/// checksums (`files`).
pub fn read_checked(
    dir: &Path,
    files: &BTreeMap<String, String>,
    p: &str,
) -> Result<Vec<u8>, BackendError> {
    let want = files
        .get(p)
        .ok_or_else(|| err(format!("manifest.json lists no checksum for {p}")))?;
    if Path::new(p).is_absolute() || p.split('/').any(|c| c == "..") {
        return Err(err(format!(
            "manifest.json: file path {p:?} leaves the bundle"
        )));
    }
    let path = dir.join(p);
    let b = std::fs::read(&path).map_err(|e| io(&path, e))?;
    if &sha256_hex(&b) != want {
        return Err(err(format!("{}: checksum mismatch", path.display())));
    }
    Ok(b)
}

/// Which graph of a rank to load.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RankGraphKind {
    /// The inference rank graph, or a training bundle's forward.
    Forward,
    /// A training bundle's backward (reads a subset of the weights).
    Backward,
}

/// The bundle's executables, per stage (or `opt` for the optimizer
/// stages), kind and target: how many files, how many bytes.
fn executables(dir: &Path, m: &BundleManifest) -> String {
    use std::fmt::Write;
    let mut rows: BTreeMap<(String, String, String), (usize, u64)> = BTreeMap::new();
    let json = |p: String| -> Option<serde_json::Value> {
        serde_json::from_slice(&std::fs::read(dir.join(p)).ok()?).ok()
    };
    for p in m.files.keys() {
        let stage = match p.split('/').collect::<Vec<_>>()[..] {
            ["stages", i, ..] => i.to_string(),
            ["optimizer", ..] => "opt".to_string(),
            _ => continue,
        };
        let (kind, target) = if let Some(base) = p.strip_suffix(".so") {
            let t = json(format!("{base}.json")).map_or(String::new(), |v| {
                let isa: Vec<&str> = v["isa"]
                    .as_array()
                    .map(|a| a.iter().filter_map(|x| x.as_str()).collect())
                    .unwrap_or_default();
                let top = ["amx_tile", "avx512_bf16", "avx512f", "avx2", "sve", "asimd"]
                    .into_iter()
                    .find(|f| isa.contains(f))
                    .unwrap_or("baseline");
                format!(
                    "{} {top}, {} thread(s)",
                    v["arch"].as_str().unwrap_or("?"),
                    v["threads"]
                )
            });
            ("cpu shared object", t)
        } else if let Some(base) = p.strip_suffix(".vmfb") {
            let t = json(format!("{base}.iree.json")).map_or(String::new(), |v| {
                let t = &v["target"];
                format!(
                    "{} {}",
                    t["device"].as_str().unwrap_or("?"),
                    t["arch"].as_str().unwrap_or("host")
                )
            });
            ("IREE module", t)
        } else if p.ends_with(".ptx") {
            ("PTX text (not run)", String::new())
        } else if p.ends_with(".s") {
            ("AMDGPU assembly (not run)", String::new())
        } else {
            continue;
        };
        let bytes = std::fs::metadata(dir.join(p)).map_or(0, |x| x.len());
        let e = rows.entry((stage, kind.to_string(), target)).or_default();
        e.0 += 1;
        e.1 += bytes;
    }
    if rows.is_empty() {
        return String::new();
    }
    let mut s = format!(
        "{:>5}  {:<26} {:>5} {:>10}  target\n",
        "code", "kind", "files", "bytes"
    );
    for ((stage, kind, target), (n, bytes)) in rows {
        let line = format!("{stage:>5}  {kind:<26} {n:>5} {bytes:>10}  {target}");
        let _ = writeln!(s, "{}", line.trim_end());
    }
    s
}

/// Global rank `rank`'s graph, rebuilt from the bundle in `dir` alone (its
/// `stages/<i>/tp<r>.hir`, constants and weights; checksummed).
pub fn load_rank_graph(
    dir: &Path,
    manifest: &BundleManifest,
    rank: usize,
) -> Result<Graph, BackendError> {
    load_rank_graph_kind(dir, manifest, rank, RankGraphKind::Forward)
}

/// [`load_rank_graph`] for the forward or the backward graph.
pub fn load_rank_graph_kind(
    dir: &Path,
    manifest: &BundleManifest,
    rank: usize,
    kind: RankGraphKind,
) -> Result<Graph, BackendError> {
    let r = manifest.rank(rank).map_err(|e| err(e.to_string()))?;
    let (si, tp) = (r.stage, r.tp_rank);
    let st = manifest.stage(si).map_err(|e| err(e.to_string()))?;
    let what = match kind {
        RankGraphKind::Forward => "rank_graphs",
        RankGraphKind::Backward => "backward_graphs",
    };
    let missing = |k: &str| {
        err(format!(
            "manifest.json: stage {si} lists no {k} for TP rank {tp} (bundle from an older hetc?)"
        ))
    };
    let graphs = match kind {
        RankGraphKind::Forward => Some(&st.rank_graphs),
        RankGraphKind::Backward => st.backward_graphs.as_ref(),
    };
    let (hir_p, consts_p) = graphs
        .and_then(|g| g.get(tp))
        .ok_or_else(|| missing(what))?;
    let w_p = st.weights.get(tp).ok_or_else(|| missing("weights"))?;
    let files = &manifest.files;
    let hir = read_checked(dir, files, hir_p)?;
    let hir = String::from_utf8(hir).map_err(|e| err(format!("{hir_p}: {e}")))?;
    let consts = read_checked(dir, files, consts_p)?;
    let w = read_checked(dir, files, w_p)?;
    rank_graph_from_parts(
        &hir,
        hir_p,
        &consts,
        consts_p,
        &w,
        w_p,
        kind == RankGraphKind::Forward,
    )
}

fn io(path: &Path, e: std::io::Error) -> BackendError {
    err(format!("{}: {e}", path.display()))
}

/// Write the bundle to `dir` atomically (temp sibling + rename); returns the
/// manifest.
pub fn write_bundle(dir: &Path, spec: &BundleSpec<'_>) -> Result<BundleManifest, BackendError> {
    let (mut files, manifest) = build(spec)?;
    let text = manifest.to_json();
    files.insert(
        MANIFEST_SUM.to_string(),
        (sha256_hex(text.as_bytes()) + "  manifest.json\n").into_bytes(),
    );
    files.insert("manifest.json".to_string(), text.into_bytes());
    replace_dir(dir, &["manifest.json", "dynamic.json"], &files)?;
    Ok(manifest)
}

/// Write `files` (relative path → bytes) as directory `dir`, atomically:
/// into a sibling temporary directory, then renamed into place (an old
/// `dir` moved aside first and removed after). A `dir` that holds none of
/// `markers` (the files that make it a bundle) is replaced only if empty.
pub fn replace_dir(
    dir: &Path,
    markers: &[&str],
    files: &BTreeMap<String, Vec<u8>>,
) -> Result<(), BackendError> {
    if dir.exists() && !markers.iter().any(|m| dir.join(m).is_file()) {
        let empty = std::fs::read_dir(dir)
            .map_err(|e| io(dir, e))?
            .next()
            .is_none();
        if !empty {
            return Err(err(format!(
                "{} exists and is not a bundle; refusing to replace it",
                dir.display()
            )));
        }
    }
    let name = dir
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "bundle".into());
    let parent = dir
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let tmp = parent.join(format!(".{name}.tmp-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&tmp);
    let result = (|| {
        for (p, b) in files {
            let path = tmp.join(p);
            if let Some(d) = path.parent() {
                std::fs::create_dir_all(d).map_err(|e| io(d, e))?;
            }
            std::fs::write(&path, b).map_err(|e| io(&path, e))?;
        }
        let old: Option<PathBuf> = if dir.exists() {
            let o = parent.join(format!(".{name}.old-{}", std::process::id()));
            std::fs::rename(dir, &o).map_err(|e| io(dir, e))?;
            Some(o)
        } else {
            None
        };
        std::fs::rename(&tmp, dir).map_err(|e| io(dir, e))?;
        if let Some(o) = old {
            std::fs::remove_dir_all(&o).map_err(|e| io(&o, e))?;
        }
        Ok(())
    })();
    if result.is_err() {
        let _ = std::fs::remove_dir_all(&tmp);
    }
    result
}

/// What [`inspect`] found.
#[derive(Clone, Debug, PartialEq)]
pub struct Inspection {
    pub summary: String,
    /// Files whose sha256 differs from the manifest's, or that are missing.
    pub bad: Vec<String>,
}

/// Verify every checksum of a bundle and summarise it.
pub fn inspect(dir: &Path) -> Result<Inspection, BackendError> {
    let mp = dir.join("manifest.json");
    let raw = std::fs::read(&mp).map_err(|e| io(&mp, e))?;
    let sp = dir.join(MANIFEST_SUM);
    let sum = std::fs::read_to_string(&sp).map_err(|e| io(&sp, e))?;
    let want = sum.split_whitespace().next().unwrap_or("");
    if sha256_hex(&raw) != want {
        return Ok(Inspection {
            summary: format!(
                "bundle {}: manifest.json does not match {MANIFEST_SUM}\n",
                dir.display()
            ),
            bad: vec![format!(
                "manifest.json: checksum mismatch (or {MANIFEST_SUM} corrupted)"
            )],
        });
    }
    let m =
        BundleManifest::from_json(&raw).map_err(|e| err(format!("{}: {}", mp.display(), e.0)))?;
    let files = &m.files;
    let mut bad = Vec::new();
    let mut total = 0u64;
    for (p, want) in files {
        // Paths are relative and stay inside the bundle.
        if Path::new(p).is_absolute() || p.split('/').any(|c| c == "..") {
            return Err(err(format!(
                "{}: file path {p:?} leaves the bundle",
                mp.display()
            )));
        }
        match std::fs::read(dir.join(p)) {
            Ok(b) => {
                total += b.len() as u64;
                if &sha256_hex(&b) != want {
                    bad.push(format!("{p}: checksum mismatch"));
                }
            }
            Err(_) => bad.push(format!("{p}: missing")),
        }
    }
    let mut s = String::new();
    use std::fmt::Write;
    let _ = writeln!(
        s,
        "bundle {} (format {}, hetc {})",
        dir.display(),
        m.format_version,
        m.hetc_version
    );
    let _ = writeln!(s, "model {} sha256 {}", m.model.name, m.model.sha256);
    let _ = writeln!(s, "cluster {}, planner {}", m.cluster.name, m.plan.planner);
    let _ = writeln!(
        s,
        "{:>5}  {:<9} {:<8} {:<10} {:>3} {:>3}  weights",
        "stage", "layers", "vendor", "chip", "tp", "dp"
    );
    for st in &m.stages {
        let _ = writeln!(
            s,
            "{:>5}  {:<9} {:<8} {:<10} {:>3} {:>3}  {}",
            st.index,
            format!("{}..{}", st.layers[0], st.layers[1]),
            st.vendor,
            st.chip,
            st.tp,
            st.dp,
            st.weights.len()
        );
    }
    s.push_str(&executables(dir, &m));
    // The ops ranks run in the reference interpreter, per stage.
    let mut reference: BTreeMap<(usize, &str), usize> = BTreeMap::new();
    for r in &m.ranks {
        for l in r
            .segments
            .iter()
            .chain(r.backward_segments.iter().flatten())
        {
            if let Link::Compute {
                reference: Some(x), ..
            } = l
            {
                *reference.entry((r.stage, x.why.as_str())).or_default() += 1;
            }
        }
    }
    for ((stage, why), n) in &reference {
        let _ = writeln!(
            s,
            "stage {stage}: {why}: runs in the reference interpreter ({n} rank chain link(s))"
        );
    }
    let _ = writeln!(
        s,
        "{} ranks, {} files, {} bytes; checksums: {}",
        m.ranks.len(),
        files.len(),
        total,
        if bad.is_empty() {
            "all match".to_string()
        } else {
            format!("{} bad", bad.len())
        }
    );
    for b in &bad {
        let _ = writeln!(s, "  {b}");
    }
    Ok(Inspection { summary: s, bad })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reference::fixtures::{graph, io, root};
    use crate::stage::StageBounds;
    use hetc_ir::{MeshSlice, Prediction, ScheduleKind, Stage};
    use hetc_passes::pass::{verify_module, ExtractStages, Module, Pass, PassManager, ShardStages};

    /// Keep the first N stages (the large last one is left out to keep the
    /// debug-build compile short).
    struct Truncate(usize);
    impl Pass for Truncate {
        fn name(&self) -> &'static str {
            "truncate"
        }
        fn run(&self, m: &mut Module) -> Result<(), hetc_passes::PassError> {
            m.stages.truncate(self.0);
            Ok(())
        }
    }

    /// GPT-2 tiny in three stages: layers 0..3 (the embeddings and the
    /// first block) at TP 2 on mesh cpu-a, layer 3 and the rest at TP 1 on
    /// cpu-b; the first two stages bundled for cpu (the large last one is
    /// left out to keep the debug-build compile short). The first stage
    /// leaves its output partial (its boundary's comm program sums it), so
    /// its collectives are the block's inner ones.
    #[cfg(feature = "mlir")]
    #[test]
    fn tp2_bundle_has_per_rank_segment_code_and_chains() {
        let t0 = std::time::Instant::now();
        let io = io("gpt2-tiny");
        let g = graph("gpt2-tiny", &io);
        let layers = hetc_passes::blocks::find_layers(&g);
        let n = layers.len() as u32;
        let cut = 3;
        assert!(n > cut + 1);
        let stage = |first_layer, end_layer, tp: u32, mesh: &str| Stage {
            first_layer,
            end_layer,
            chip: mesh.into(),
            devices: MeshSlice {
                mesh: mesh.into(),
                first: 0,
                count: tp,
            },
            tp,
            dp: 1,
            recompute: false,
            micro_batch_size: 1,
            warmup: 0,
        };
        let plan = Plan {
            planner: "test".into(),
            model: "gpt2-tiny".into(),
            cluster: "cpu-test".into(),
            num_layers: n,
            global_batch: 1,
            tokens_per_sample: 1,
            num_micro_batches: 1,
            schedule: ScheduleKind::Gpipe,
            stages: vec![
                stage(0, cut, 2, "cpu-a"),
                stage(cut, cut + 1, 1, "cpu-b"),
                stage(cut + 1, n, 1, "cpu-b"),
            ],
            predicted: Prediction {
                iteration_s: 0.0,
                tokens_per_s: 0.0,
                load_balance_eta: 1.0,
                stages: Vec::new(),
            },
        };
        let text = std::fs::read_to_string(root().join("examples/clusters/cpu-test.toml")).unwrap();
        let cluster = Cluster::from_toml(&text).unwrap();
        let bounds: Vec<StageBounds> = StageBounds::of_plan(&plan);
        let mut plan = plan;
        plan.stages.truncate(2);
        let mut module = Module::new(g);
        PassManager::new()
            .add_pass(ExtractStages { layers, bounds })
            .add_pass(Truncate(2))
            .add_pass(ShardStages {
                partial_outputs: true,
                sequence_parallel: None,
            })
            .run(&mut module)
            .unwrap();
        let module = verify_module(&module).unwrap();
        let spec = BundleSpec {
            hetc_version: "0",
            model_name: "gpt2-tiny",
            model_sha256: "0",
            cluster: &cluster,
            plan: &plan,
            module: &module,
            vendors: &[],
            extra_files: None,
            comm_fusion: false,
            training: None,
            iree: IreeOptions::default(),
        };
        let (files, m) = build(&spec).unwrap();
        let ranks = &m.ranks;
        assert_eq!(ranks.len(), 3);
        let mut all_code = Vec::new();
        for (rank, (stage, tp)) in ranks.iter().zip([(0, 0), (0, 1), (1, 0)]) {
            let rank_id = rank.rank;
            assert_eq!((rank.stage, rank.tp_rank), (stage, tp));
            let links = &rank.segments;
            // Dataflow: every link reads values that are the rank graph's
            // inputs (ids of its `.hir` text) or results of earlier links,
            // and the links together give the graph's outputs.
            let hir = std::str::from_utf8(&files[&format!("stages/{stage}/tp{tp}.hir")]).unwrap();
            let rg = hetc_ir::parse_graph(hir).unwrap();
            let mut have: std::collections::BTreeSet<String> =
                rg.inputs.iter().map(|v| v.to_string()).collect();
            let mut code = Vec::new();
            let mut n_coll = 0;
            for (k, l) in links.iter().enumerate() {
                match l {
                    Link::Compute {
                        code: c,
                        inputs,
                        outputs,
                        ..
                    } => {
                        for v in inputs {
                            assert!(
                                have.contains(v),
                                "rank {rank_id}: link {k} reads {v} before it exists"
                            );
                        }
                        let c: Vec<&str> = c.iter().map(String::as_str).collect();
                        let base = format!("stages/{stage}/tp{tp}/seg{k}.cpu");
                        assert_eq!(c, [format!("{base}.mlir"), format!("{base}.so")]);
                        for p in &c {
                            assert!(!files[*p].is_empty(), "{p}");
                        }
                        let mlir = std::str::from_utf8(&files[c[0]]).unwrap();
                        assert!(mlir.contains("func.func @main"), "{}", c[0]);
                        // ELF object file.
                        assert_eq!(&files[c[1]][..4], b"\x7fELF", "{}", c[1]);
                        code.extend(c.iter().map(|p| p.to_string()));
                        have.extend(outputs.iter().cloned());
                    }
                    Link::AllReduce(c) | Link::AllGather(c) | Link::ReduceScatter(c) => {
                        n_coll += 1;
                        assert!(
                            have.contains(&c.operand),
                            "rank {rank_id}: link {k} reduces {} before it exists",
                            c.operand
                        );
                        have.insert(c.result.clone());
                        let full = c.result_bytes;
                        // all_reduce and reduce_scatter: every rank
                        // contributes the whole tensor (a reduce-scatter
                        // keeps 1/TP of it); all_gather: its 1/TP share.
                        let want = match l {
                            Link::AllReduce(_) => full,
                            Link::ReduceScatter(_) => full * 2,
                            _ => full / 2,
                        };
                        assert_eq!(c.bytes, want, "{l:?}");
                    }
                }
            }
            for v in &rg.outputs {
                assert!(
                    have.contains(&v.to_string()),
                    "rank {rank_id}: no link gives output {v}"
                );
            }
            if stage == 0 {
                assert!(n_coll > 0, "TP 2 ranks run collectives");
            } else {
                assert!(
                    links.iter().all(|l| matches!(l, Link::Compute { .. })),
                    "TP 1: compute segments only"
                );
            }
            // The rank's artefacts: StableHLO, its own code, its weights.
            let arts: Vec<&str> = rank.artifacts.iter().map(String::as_str).collect();
            let mut want = vec![format!("stablehlo/stage-{stage}.mlir")];
            want.extend(code.iter().cloned());
            want.push(format!("weights/stage-{stage}-tp{tp}.safetensors"));
            // Its graph for the executor, and the constants too large for
            // the text where it has any.
            want.push(format!("stages/{stage}/tp{tp}.hir"));
            let consts = format!("stages/{stage}/tp{tp}.consts.safetensors");
            if files.contains_key(&consts) {
                want.push(consts);
            }
            assert_eq!(arts, want);
            all_code.push((stage, code));
        }
        for (i, st) in m.stages.iter().enumerate() {
            let listed: Vec<&str> = st.code.iter().map(String::as_str).collect();
            let want: Vec<&str> = all_code
                .iter()
                .filter(|(s, _)| *s == i)
                .flat_map(|(_, c)| c.iter().map(String::as_str))
                .collect();
            assert_eq!(listed, want, "stage {i} code lists every rank's files");
        }
        // Every code file is listed by the manifest's checksums.
        let sums = &m.files;
        for (_, c) in &all_code {
            for p in c {
                assert!(sums.contains_key(p), "{p}");
            }
        }
        eprintln!(
            "tp2 bundle: {} files in {:.1} s",
            files.len(),
            t0.elapsed().as_secs_f64()
        );
    }

    /// The model hash covers ONNX external data: it is the sha256 of the
    /// model file's bytes followed by the `.data` file's, and changes when
    /// only the `.data` file does.
    #[test]
    fn model_sha256_covers_external_data() {
        let models = root().join("examples/models");
        let tmp = root().join("target/tmp/model-sha256");
        let _ = std::fs::remove_dir_all(&tmp);
        std::fs::create_dir_all(&tmp).unwrap();
        for f in [
            "resnet50-tiny-extdata.onnx",
            "resnet50-tiny-extdata.onnx.data",
        ] {
            std::fs::copy(models.join(f), tmp.join(f)).unwrap();
        }
        let model = tmp.join("resnet50-tiny-extdata.onnx");
        let ext = hetc_frontends::onnx::external_data_files(&model).unwrap();
        assert_eq!(ext, vec![tmp.join("resnet50-tiny-extdata.onnx.data")]);
        let a = model_sha256(&model, &ext).unwrap();
        let model_bytes = std::fs::read(&model).unwrap();
        let mut data = std::fs::read(&ext[0]).unwrap();
        let cat: Vec<u8> = model_bytes.iter().chain(&data).copied().collect();
        assert_eq!(a, sha256_hex(&cat));
        assert_ne!(a, sha256_hex(&model_bytes));
        assert_eq!(model_sha256(&model, &[]).unwrap(), sha256_hex(&model_bytes));
        let i = data.len() / 2;
        data[i] ^= 0x01;
        std::fs::write(&ext[0], &data).unwrap();
        let b = model_sha256(&model, &ext).unwrap();
        assert_ne!(a, b, "a changed .data file changes the model hash");
    }

    #[test]
    fn sha256_of_known_strings() {
        // FIPS 180-2 test vectors.
        assert_eq!(
            sha256_hex(b"abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
        assert_eq!(
            sha256_hex(b""),
            "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
        );
    }

    /// A bundle file is read only when its sha256 matches the manifest's;
    /// a changed, unlisted or escaping path is an error naming it.
    #[test]
    fn read_checked_names_the_bad_file() {
        let dir = std::env::temp_dir().join(format!("hetc-read-checked-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("stages/0")).unwrap();
        std::fs::write(dir.join("stages/0/tp0.hir"), b"graph").unwrap();
        let mut m = BTreeMap::from([
            ("stages/0/tp0.hir".to_string(), sha256_hex(b"graph")),
            ("../x".to_string(), String::new()),
        ]);
        assert_eq!(
            read_checked(&dir, &m, "stages/0/tp0.hir").unwrap(),
            b"graph"
        );
        let e = read_checked(&dir, &m, "stages/0/tp1.hir")
            .unwrap_err()
            .to_string();
        assert!(e.contains("no checksum for stages/0/tp1.hir"), "{e}");
        let e = read_checked(&dir, &m, "../x").unwrap_err().to_string();
        assert!(e.contains("leaves the bundle"), "{e}");
        m.insert("stages/0/tp0.hir".to_string(), sha256_hex(b"graph!"));
        let e = read_checked(&dir, &m, "stages/0/tp0.hir")
            .unwrap_err()
            .to_string();
        assert!(e.contains("tp0.hir: checksum mismatch"), "{e}");
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// GPT-2-tiny as one stage at TP 2: each rank graph rebuilt from its
    /// bundle files prints like the original and the reference interpreter
    /// gives bitwise the same outputs; a missing weight names the file.
    #[test]
    fn rank_graphs_round_trip_through_bundle_files() {
        use crate::reference::fixtures::{graph, io};
        use crate::reference::run_ranks;
        use crate::stage::{extract_stages, StageBounds};
        let io = io("gpt2-tiny");
        let g = graph("gpt2-tiny", &io);
        let layers = hetc_passes::blocks::find_layers(&g);
        let b = StageBounds {
            first_layer: 0,
            end_layer: layers.len() as u32,
            tp: 2,
        };
        let stages = extract_stages(hetc_ir::verify(&g).unwrap(), &layers, &[b]).unwrap();
        let ranks = crate::stage::shard_stage(&stages[0], 2).unwrap();
        let mut loaded = Vec::new();
        for r in &ranks {
            let mut files = BTreeMap::new();
            let p = rank_graph_files(&mut files, 0, r.rank, "", &r.graph).unwrap();
            assert_eq!(
                p,
                (
                    format!("stages/0/tp{}.hir", r.rank),
                    format!("stages/0/tp{}.consts.safetensors", r.rank)
                )
            );
            let p = [p.0, p.1];
            let hir = String::from_utf8(files[&p[0]].clone()).unwrap();
            let w = rank_weights(0, r.rank, &r.weights).unwrap();
            let lg =
                rank_graph_from_parts(&hir, &p[0], &files[&p[1]], &p[1], &w, "w.safetensors", true)
                    .unwrap();
            assert_eq!(
                hetc_ir::print_graph(&lg),
                hetc_ir::print_graph(&r.graph.compact())
            );
            let e = rank_graph_from_parts(
                &hir,
                &p[0],
                &files[&p[1]],
                &p[1],
                &files[&p[1]],
                "c.safetensors",
                true,
            )
            .unwrap_err()
            .to_string();
            assert!(e.contains("c.safetensors: no weight"), "{e}");
            loaded.push(lg);
        }
        let want_v: Vec<_> = ranks
            .iter()
            .map(|r| hetc_ir::verify(&r.graph).unwrap())
            .collect();
        let got_v: Vec<_> = loaded.iter().map(|g| hetc_ir::verify(g).unwrap()).collect();
        let want = run_ranks(&want_v, &io.inputs).unwrap();
        let got = run_ranks(&got_v, &io.inputs).unwrap();
        for (a, b) in got.iter().flatten().zip(want.iter().flatten()) {
            assert_eq!(a.data, b.data);
        }
    }
}
