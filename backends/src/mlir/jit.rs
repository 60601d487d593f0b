//! [`CpuStage`]: a stage compiled for the cpu once ([`super::cpu`]) and
//! JIT-linked by melior's `ExecutionEngine`, called on host buffers.
//!
//! The call ABI is `_mlir_ciface_main(memref descriptors…)`: the stage's
//! inputs, its used weights (parameters in id order), then one out-param
//! per computed result. Every buffer is passed by pointer: inputs and the
//! resident weights are read-only to the compiled code (their arguments
//! are `bufferization.writable = false`), results are written into the
//! caller's output tensors, and the code frees its intermediates before
//! returning (`buffer-deallocation-pipeline`) into the workspace
//! ([`super::workspace`]), so repeated calls reuse the same memory. Inputs and outputs are checked against the
//! stage's types; a mismatch is an error naming the stage and the argument.

use super::cache::{self, BundleObjects, CodeCache};
use super::target::CpuTarget;
use super::{cpu, err, lower, openmp_runtime, runner_utils, workspace, OPT_LEVEL, R};
use crate::host::{HostData, HostTensor};
use crate::reference::Tensor;
use hetc_ir::{DType, Graph, TensorType, ValueDef, ValueId, Verified};
use melior::{Context, ExecutionEngine};

/// How a [`CpuStage`] is compiled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CpuOptions {
    /// Threads of the stage's parallel loops (1: none, no OpenMP). The
    /// rank's share of the host's cores, so ranks sharing a host do not
    /// oversubscribe it.
    pub threads: usize,
    /// The processor the schedules are sized for ([`CpuTarget::host`] by
    /// default; the code is compiled for the host whatever this says).
    pub target: CpuTarget,
    /// Where compiled code is kept and looked up ([`CodeCache::from_env`]
    /// by default); `None`: compile in this process, keep nothing.
    pub cache: Option<CodeCache>,
    /// A bundle's cpu objects: on a cache miss, a segment whose key is
    /// there is linked from the bundle instead of compiled.
    pub objects: Option<std::sync::Arc<BundleObjects>>,
}

impl Default for CpuOptions {
    fn default() -> Self {
        CpuOptions::with_threads(1)
    }
}

/// The environment variable that sets [`CpuOptions::threads`] (as
/// `OMP_NUM_THREADS` sets OpenMP's).
pub const THREADS_VAR: &str = "HETC_CPU_THREADS";

impl CpuOptions {
    /// `threads` threads on this host.
    pub fn with_threads(threads: usize) -> CpuOptions {
        CpuOptions {
            threads,
            target: CpuTarget::host().clone(),
            cache: CodeCache::from_env(),
            objects: None,
        }
    }

    /// The options `HETC_CPU_THREADS` asks for (a positive thread count;
    /// unset: one thread); anything else is an error naming the variable.
    pub fn from_env() -> R<CpuOptions> {
        match std::env::var(THREADS_VAR) {
            Err(std::env::VarError::NotPresent) => Ok(CpuOptions::default()),
            Ok(v) => match v.trim().parse::<usize>() {
                Ok(threads) if threads > 0 => Ok(CpuOptions::with_threads(threads)),
                _ => Err(err(format!(
                    "{THREADS_VAR}={v:?}: expected a positive thread count"
                ))),
            },
            Err(e) => Err(err(format!("{THREADS_VAR}: {e}"))),
        }
    }
}

/// libomp's `kmp_set_blocktime`: how long (ms) a worker spins after a
/// parallel region before it sleeps, for the calling thread's teams.
type SetBlocktime = unsafe extern "C" fn(i32);

/// How long (ms) OpenMP workers spin after a parallel region before they
/// sleep: long enough that the regions of one stage call, and calls that
/// follow each other, find them awake; short enough that a rank waiting
/// on the network gives the cores back. Measured with `hetc bench kernels
/// --only gemm` (256×768×768, 2 threads of a 2-core AMD EPYC VM; the
/// fastest repetitions, as other processes loaded the host): sleeping at
/// once (0) gave 1.16× one thread's speed — a sleeping worker woke too
/// late to take its half of a 3 ms GEMM —, 1 ms 1.69–1.99×, 5 ms 1.78×,
/// libomp's default 200 ms 1.20–1.86× (and its spinning workers take the
/// cores from other ranks and processes for 200 ms after every call).
pub const SPIN_MS: i32 = 1;

/// A stage lowered for `cpu` and JIT-compiled with melior's
/// `ExecutionEngine`, once; [`CpuStage::call`] runs it on host buffers,
/// [`CpuStage::run`] on reference tensors.
pub struct CpuStage {
    name: String,
    code: Code,
    /// The stage's inputs: name, element type, shape.
    inputs: Vec<Arg>,
    /// The graph's outputs: name, element type, shape.
    outputs: Vec<Arg>,
    /// The used weights, resident, in argument order (GEMM weights packed
    /// in panels of `pack` lanes).
    weights: Vec<HostTensor>,
    pack: u64,
    /// Each graph output: a compiled result, or a graph input returned as
    /// is.
    output_map: Vec<OutputSource>,
    /// Per compiled result, the first graph output it is (its buffer is
    /// the out-param).
    result_slot: Vec<usize>,
    scheduled: super::schedule::Tagged,
    /// With several threads and neither `KMP_BLOCKTIME` nor
    /// `OMP_WAIT_POLICY` set: libomp's `kmp_set_blocktime`, called with
    /// [`SPIN_MS`] before each call (see [`CpuStage::call`]).
    pub(super) set_blocktime: Option<SetBlocktime>,
    /// When the stage was lowered as one elementwise generic per group of
    /// connected ops ([`lower::elementwise_classes`]): per output, its
    /// group, and per input, the groups that read it — an output may
    /// overwrite an input only its own group reads
    /// ([`CpuStage::call_f32_in_place`]).
    in_place: Option<InPlace>,
}

/// The compiled code of a [`CpuStage`]: JIT-linked in this process, or a
/// shared object of the compile cache.
enum Code {
    Jit {
        // Declared before `_ctx` so the engine is dropped first.
        engine: ExecutionEngine,
        _ctx: Context,
    },
    Cached {
        lib: cache::Loaded,
        origin: Origin,
    },
}

/// Where the code of a [`Code::Cached`] came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Origin {
    /// Compiled by this call, then stored.
    Compiled,
    /// Loaded from the cache.
    Cache,
    /// Linked from the bundle's object file, then stored.
    Bundle,
}

impl Code {
    fn lookup(&self, name: &str) -> *mut () {
        match self {
            Code::Jit { engine, .. } => engine.lookup(name),
            Code::Cached { lib, .. } => lib.lookup(name),
        }
    }
}

/// See [`CpuStage::in_place`].
#[derive(Debug)]
struct InPlace {
    output_group: Vec<usize>,
    readers: Vec<std::collections::BTreeSet<usize>>,
}

impl InPlace {
    fn of(g: &Graph) -> Option<InPlace> {
        let groups = lower::elementwise_classes(g)?;
        let mut group_of = std::collections::BTreeMap::new();
        let mut readers = vec![std::collections::BTreeSet::new(); g.inputs.len()];
        for (c, (_, ops)) in groups.iter().enumerate() {
            for &o in ops {
                group_of.insert(g.ops[o].outputs[0], c);
                for v in &g.ops[o].inputs {
                    if let Some(i) = g.inputs.iter().position(|x| x == v) {
                        readers[i].insert(c);
                    }
                }
            }
        }
        let output_group = g
            .outputs
            .iter()
            .map(|v| group_of.get(v).copied())
            .collect::<Option<Vec<usize>>>()?;
        Some(InPlace {
            output_group,
            readers,
        })
    }
}

/// An argument of [`CpuStage::call_f32_in_place`]: read, or read and then
/// overwritten by an output.
pub enum F32Arg<'a> {
    In(&'a [f32]),
    InOut(&'a mut [f32]),
}

impl F32Arg<'_> {
    fn len(&self) -> usize {
        match self {
            F32Arg::In(x) => x.len(),
            F32Arg::InOut(x) => x.len(),
        }
    }
}

#[derive(Clone, Debug)]
struct Arg {
    name: String,
    dtype: DType,
    shape: Vec<usize>,
}

impl Arg {
    fn of(g: &Graph, v: ValueId, stage: &str) -> R<Arg> {
        let ty = g.ty(v);
        Ok(Arg {
            name: g.values[v].name.clone(),
            dtype: ty.dtype,
            shape: fixed_shape(ty, stage)?,
        })
    }

    fn label(&self, what: &str, i: usize) -> String {
        if self.name.is_empty() {
            format!("{what} {i}")
        } else {
            format!("{what} {i} ({})", self.name)
        }
    }

    fn check(&self, t: &HostTensor, stage: &str, what: &str, i: usize) -> R<()> {
        if t.dtype() != self.dtype || t.shape != self.shape {
            return Err(err(format!(
                "stage {stage}: {} is {}, expected {}{:?}",
                self.label(what, i),
                t.type_name(),
                self.dtype,
                self.shape
            )));
        }
        Ok(())
    }
}

/// Where a stage output comes from ([`CpuStage::output_map`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum OutputSource {
    Result(usize),
    Input(usize),
}

/// The outputs the compiled function returns: each value computed by an op
/// once. A value returned twice, or an input returned as is, would make
/// two result buffers alias (or a result alias an argument) after
/// bufferization and `buffer-results-to-out-params` — it crashed the JIT
/// (a training forward that returns a boundary output also as a saved
/// residual); they are served from the compiled results and the inputs
/// instead. A parameter or constant returned as is is an error.
fn compiled_outputs(g: &Graph, stage: &str) -> R<(Vec<ValueId>, Vec<OutputSource>)> {
    let mut results: Vec<ValueId> = Vec::new();
    let mut map = Vec::with_capacity(g.outputs.len());
    for (k, &v) in g.outputs.iter().enumerate() {
        if let Some(i) = g.inputs.iter().position(|&x| x == v) {
            map.push(OutputSource::Input(i));
            continue;
        }
        if !matches!(g.values[v].def, ValueDef::Result(..)) {
            return Err(err(format!(
                "stage {stage}: output {k} ({v}) is a weight or constant returned as is; the cpu backend compiles computed outputs only"
            )));
        }
        let j = match results.iter().position(|&x| x == v) {
            Some(j) => j,
            None => {
                results.push(v);
                results.len() - 1
            }
        };
        map.push(OutputSource::Result(j));
    }
    Ok((results, map))
}

fn fixed_shape(ty: &TensorType, stage: &str) -> R<Vec<usize>> {
    Ok(ty
        .fixed_dims()
        .ok_or_else(|| err(format!("stage {stage}: symbolic type {ty}")))?
        .into_iter()
        .map(|d| d as usize)
        .collect())
}

/// The used weights of `g` in parameter order.
/// The stage's used weights in argument order, GEMM weights packed in
/// panels of `pack` lanes as the code reads them
/// ([`lower::packed_weights`]).
fn weights_of(g: &Graph, stage: &str, pack: u64) -> R<Vec<HostTensor>> {
    let used = g.used_values();
    let packed = lower::packed_weights(g, pack);
    g.params()
        .filter(|&v| used.contains(v))
        .map(|v| {
            let data = g
                .data
                .get(&v)
                .ok_or_else(|| err(format!("stage {stage}: weight {v} has no data")))?;
            let fail = |e| err(format!("stage {stage}: weight {v}: {e}"));
            let Some(&transposed) = packed.params.get(&v) else {
                return HostTensor::from_data(g.ty(v), data).map_err(fail);
            };
            let dims = g.ty(v).fixed_dims().unwrap_or_default();
            let (mut k, mut n, nr) = (dims[0] as usize, dims[1] as usize, pack as usize);
            if transposed {
                (k, n) = (n, k);
            }
            let w: Vec<f32> = data
                .bytes
                .chunks_exact(4)
                .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]]))
                .collect();
            if w.len() != k * n {
                return Err(err(format!(
                    "stage {stage}: weight {v}: {} elements for [{k}, {n}]",
                    w.len()
                )));
            }
            HostTensor::new(
                &[n / nr, k, nr],
                HostData::F32(lower::pack_panels(&w, k, n, nr, transposed)),
            )
            .map_err(fail)
        })
        .collect()
}

/// A memref descriptor of a contiguous row-major buffer:
/// `{allocated, aligned, offset, sizes[r], strides[r]}` (all 64-bit).
fn descriptor(ptr: *const u8, shape: &[usize]) -> Vec<i64> {
    let mut d = Vec::with_capacity(3 + 2 * shape.len());
    d.extend([ptr as i64, ptr as i64, 0]);
    d.extend(shape.iter().map(|&s| s as i64));
    let mut stride = 1i64;
    let at = d.len();
    d.resize(at + shape.len(), 0);
    for i in (0..shape.len()).rev() {
        d[at + i] = stride;
        stride *= shape[i] as i64;
    }
    d
}

/// Run a stage on this machine once: [`CpuStage::new`] then
/// [`CpuStage::run`].
pub fn run_cpu(graph: Verified<'_>, stage: &str, inputs: &[Tensor]) -> R<Vec<Tensor>> {
    CpuStage::new(graph, stage)?.run(inputs)
}

impl CpuStage {
    /// Lower, run the cpu pipeline and JIT-compile `graph` (one thread).
    pub fn new(graph: Verified<'_>, stage: &str) -> R<CpuStage> {
        CpuStage::with_options(graph, stage, &CpuOptions::default())
    }

    /// [`CpuStage::new`] with `opts`.
    pub fn with_options(graph: Verified<'_>, stage: &str, opts: &CpuOptions) -> R<CpuStage> {
        let threads = opts.threads.max(1);
        let pack = cpu::pack_lanes(&opts.target);
        let g = graph.graph();
        let (results, output_map) = compiled_outputs(g, stage)?;
        let distinct;
        let (graph, g) = if results == g.outputs {
            (graph, g)
        } else {
            let mut h = g.clone();
            h.outputs = results.clone();
            distinct = h;
            (
                hetc_ir::verify(&distinct).map_err(|e| err(format!("stage {stage}: {e}")))?,
                &distinct,
            )
        };
        let ctx = super::context();
        let bf16 = cpu::uses_bf16(graph);
        let lowered = cpu::lowered(&ctx, graph, stage, &opts.target)?;
        let cached = opts.cache.as_ref().and_then(|c| {
            let key = CodeCache::key(&super::text(&lowered).ok()?, threads, &opts.target, true);
            let lock = c.lock(&key)?;
            Some((c, key, lock))
        });
        let mut hit = None;
        if let Some((c, key, _)) = &cached {
            hit = c
                .get(key)
                .and_then(|(lib, meta)| Some((lib, tagged_of(&meta)?, Origin::Cache)));
            if hit.is_none() {
                hit = from_bundle(c, key, opts, threads);
            }
        }
        let (code, scheduled) = match hit {
            Some((lib, scheduled, origin)) => (Code::Cached { lib, origin }, scheduled),
            None => {
                let (engine, scheduled) = {
                    let (m, scheduled) = cpu::cpu_module_from(
                        &ctx,
                        lowered,
                        bf16,
                        stage,
                        threads,
                        &opts.target,
                        true,
                    )?;
                    // MLIR's C runner utils provide `memrefCopy` (strided
                    // copies), libomp the parallel loops.
                    let mut libs: Vec<String> = runner_utils().into_iter().collect();
                    if threads > 1 {
                        libs.push(openmp_runtime().ok_or_else(|| {
                            err(format!(
                                "stage {stage}: {threads} threads need LLVM's OpenMP runtime (libomp.so of libomp-22-dev; scripts/deps.sh installs it)"
                            ))
                        })?);
                    }
                    let libs: Vec<&str> = libs.iter().map(String::as_str).collect();
                    // With a cache: position-independent code, kept as an
                    // object file to link into the cache's shared object.
                    let keep = cached.is_some();
                    (
                        ExecutionEngine::new(&m, OPT_LEVEL, &libs, keep, keep),
                        scheduled,
                    )
                };
                register_workspace(&engine);
                // ORC compiles lazily: look the entry up so LLVM's code
                // generation happens here, not in the first call.
                if engine.lookup("_mlir_ciface_main").is_null() {
                    return Err(err(format!("stage {stage}: the JIT did not compile main")));
                }
                let stored = cached.as_ref().and_then(|(c, key, _)| {
                    let object = object_of(&engine)
                        .map_err(|e| cache::warn_once(&e.to_string()))
                        .ok()?;
                    c.put(key, &object, threads > 1, &meta_of(&scheduled))
                        .map_err(|e| cache::warn_once(&e.to_string()))
                        .ok()
                });
                match stored {
                    Some(lib) => (
                        Code::Cached {
                            lib,
                            origin: Origin::Compiled,
                        },
                        scheduled,
                    ),
                    None => (Code::Jit { engine, _ctx: ctx }, scheduled),
                }
            }
        };
        drop(cached);
        let user_policy = ["KMP_BLOCKTIME", "OMP_WAIT_POLICY"]
            .iter()
            .any(|k| std::env::var_os(k).is_some());
        let set_blocktime = if threads > 1 && !user_policy {
            let f = code.lookup("kmp_set_blocktime");
            // SAFETY: a non-null `kmp_set_blocktime` is libomp's
            // `void kmp_set_blocktime(int)`, loaded for the code's
            // lifetime (the stage owns the code).
            (!f.is_null()).then(|| unsafe { std::mem::transmute::<*mut (), SetBlocktime>(f) })
        } else {
            None
        };
        let orig = graph.graph();
        let inputs = orig
            .inputs
            .iter()
            .map(|&v| Arg::of(orig, v, stage))
            .collect::<R<_>>()?;
        let first_graph = |j: usize| {
            output_map
                .iter()
                .position(|o| *o == OutputSource::Result(j))
                .unwrap_or(0)
        };
        let result_slot = (0..results.len()).map(first_graph).collect();
        let outputs = output_map
            .iter()
            .map(|o| match *o {
                OutputSource::Result(j) => Arg::of(g, results[j], stage),
                OutputSource::Input(i) => Arg::of(g, g.inputs[i], stage),
            })
            .collect::<R<_>>()?;
        Ok(CpuStage {
            name: stage.to_string(),
            code,
            inputs,
            outputs,
            weights: weights_of(g, stage, pack)?,
            pack,
            output_map,
            result_slot,
            scheduled,
            set_blocktime,
            in_place: InPlace::of(g),
        })
    }

    /// The stage's name (as errors name it).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Whether the code was loaded from the compile cache or linked from
    /// the bundle's object, without compiling anything.
    pub fn from_cache(&self) -> bool {
        matches!(
            self.code,
            Code::Cached {
                origin: Origin::Cache | Origin::Bundle,
                ..
            }
        )
    }

    /// Whether the code was linked from the bundle's object file.
    pub fn from_bundle(&self) -> bool {
        matches!(
            self.code,
            Code::Cached {
                origin: Origin::Bundle,
                ..
            }
        )
    }

    /// Whether the code runs from a shared object of the compile cache
    /// (loaded, or compiled and stored by this call).
    pub fn cached(&self) -> bool {
        matches!(self.code, Code::Cached { .. })
    }

    /// How many structured ops the cpu schedules vectorized (the rest are
    /// scalar loops).
    pub fn scheduled_ops(&self) -> usize {
        self.scheduled.vectorized
    }

    /// Bytes of the resident weight copies the compiled code reads.
    pub fn weight_bytes(&self) -> u64 {
        self.weights
            .iter()
            .map(|w| w.len() as u64 * w.dtype().size_bytes())
            .sum()
    }

    /// How many structured ops are scalar loops (not vectorized).
    pub fn scalar_ops(&self) -> usize {
        self.scheduled.scalar
    }

    /// How many of them run their outer loop on several threads.
    pub fn parallel_ops(&self) -> usize {
        self.scheduled.parallel
    }

    /// Zero tensors of the stage's outputs, for [`CpuStage::call`] (reuse
    /// them across calls).
    pub fn new_outputs(&self) -> R<Vec<HostTensor>> {
        self.outputs
            .iter()
            .map(|a| HostTensor::zeros(a.dtype, &a.shape))
            .collect()
    }

    /// Repack the weights from `graph`: the graph this stage was compiled
    /// from, with new parameter data (a training step's update). The
    /// compiled code is kept.
    pub fn reload_weights(&mut self, graph: Verified<'_>) -> R<()> {
        let w = weights_of(graph.graph(), &self.name, self.pack)?;
        if w.len() != self.weights.len()
            || w.iter()
                .zip(&self.weights)
                .any(|(a, b)| a.shape != b.shape || a.dtype() != b.dtype())
        {
            return Err(err(format!(
                "stage {}: new weights do not match the compiled ones",
                self.name
            )));
        }
        self.weights = w;
        Ok(())
    }

    /// Call the compiled stage: `inputs` are read, `outputs` (one per
    /// stage output, of its type: [`CpuStage::new_outputs`]) are written.
    /// No buffer is copied on the way in; an output that repeats another
    /// or returns an input is copied from it afterwards.
    pub fn call(&self, inputs: &[&HostTensor], outputs: &mut [HostTensor]) -> R<()> {
        let stage = &self.name;
        if inputs.len() != self.inputs.len() {
            return Err(err(format!(
                "stage {stage}: {} inputs given, {} expected",
                inputs.len(),
                self.inputs.len()
            )));
        }
        if outputs.len() != self.outputs.len() {
            return Err(err(format!(
                "stage {stage}: {} outputs given, {} expected",
                outputs.len(),
                self.outputs.len()
            )));
        }
        for (i, (t, a)) in inputs.iter().zip(&self.inputs).enumerate() {
            a.check(t, stage, "input", i)?;
        }
        for (k, (t, a)) in outputs.iter().zip(&self.outputs).enumerate() {
            a.check(t, stage, "output", k)?;
        }
        let mut descs: Vec<Vec<i64>> =
            Vec::with_capacity(inputs.len() + self.weights.len() + self.result_slot.len());
        for t in inputs.iter().copied().chain(&self.weights) {
            descs.push(descriptor(t.as_ptr(), &t.shape));
        }
        for &k in &self.result_slot {
            let t = &mut outputs[k];
            descs.push(descriptor(t.as_mut_ptr(), &t.shape));
        }
        self.invoke(&mut descs)?;
        for k in 0..outputs.len() {
            match self.output_map[k] {
                OutputSource::Result(j) if self.result_slot[j] != k => {
                    outputs[k] = outputs[self.result_slot[j]].clone();
                }
                OutputSource::Input(i) => outputs[k] = inputs[i].clone(),
                OutputSource::Result(_) => {}
            }
        }
        Ok(())
    }

    /// Call an elementwise f32 stage in place on plain f32 slices (the
    /// optimizer step on a rank's weight slices, which are parts of larger
    /// buffers): `args` are the stage's inputs, and output `k` overwrites
    /// argument `into[k]`, an [`F32Arg::InOut`] of the output's size
    /// (distinct per output) that no other group of ops reads. Only for a
    /// stage lowered as one elementwise generic per group of connected ops
    /// (`lower::elementwise_classes`: each tile reads its elements of every
    /// input before it writes those of the outputs, and nothing reads them
    /// again); others are refused. No alignment is required (the compiled
    /// code's vector accesses assume the element's alignment only).
    pub fn call_f32_in_place(&self, args: &mut [F32Arg<'_>], into: &[usize]) -> R<()> {
        let stage = &self.name;
        let Some(in_place) = &self.in_place else {
            return Err(err(format!(
                "stage {stage}: not an elementwise stage, its outputs cannot overwrite its inputs"
            )));
        };
        if args.len() != self.inputs.len() || into.len() != self.outputs.len() {
            return Err(err(format!(
                "stage {stage}: {} inputs and {} outputs given, {} and {} expected",
                args.len(),
                into.len(),
                self.inputs.len(),
                self.outputs.len()
            )));
        }
        let check = |a: &Arg, len: usize, what: &str, i: usize| -> R<()> {
            let want: usize = a.shape.iter().product();
            if a.dtype != DType::F32 || len != want {
                return Err(err(format!(
                    "stage {stage}: {} has {len} f32 elements, expected {}{:?}",
                    a.label(what, i),
                    a.dtype,
                    a.shape
                )));
            }
            Ok(())
        };
        for (i, (t, a)) in args.iter().zip(&self.inputs).enumerate() {
            check(a, t.len(), "input", i)?;
        }
        for (k, (&i, a)) in into.iter().zip(&self.outputs).enumerate() {
            let own = in_place.output_group[k];
            let ok = matches!(args.get(i), Some(F32Arg::InOut(_)))
                && !into[..k].contains(&i)
                && in_place.readers[i].iter().all(|&c| c == own)
                && self.output_map[k] == OutputSource::Result(k)
                && self.result_slot.get(k) == Some(&k);
            if !ok {
                return Err(err(format!(
                    "stage {stage}: {} cannot overwrite input {i}",
                    a.label("output", k)
                )));
            }
            check(a, args[i].len(), "output", k)?;
        }
        let ptrs: Vec<*const u8> = args
            .iter_mut()
            .map(|a| match a {
                F32Arg::In(x) => x.as_ptr().cast(),
                F32Arg::InOut(x) => x.as_mut_ptr().cast_const().cast(),
            })
            .collect();
        let mut descs: Vec<Vec<i64>> =
            Vec::with_capacity(args.len() + self.weights.len() + into.len());
        for (p, a) in ptrs.iter().zip(&self.inputs) {
            descs.push(descriptor(*p, &a.shape));
        }
        for t in &self.weights {
            descs.push(descriptor(t.as_ptr(), &t.shape));
        }
        for (&i, a) in into.iter().zip(&self.outputs) {
            descs.push(descriptor(ptrs[i], &a.shape));
        }
        self.invoke(&mut descs)
    }

    /// The packed call of `_mlir_ciface_main` on `descs`, one memref
    /// descriptor per argument (inputs, weights, out-params), each over a
    /// live buffer of the compiled argument's element type and shape.
    fn invoke(&self, descs: &mut [Vec<i64>]) -> R<()> {
        let mut dptrs: Vec<*mut i64> = descs.iter_mut().map(|d| d.as_mut_ptr()).collect();
        let mut packed: Vec<*mut ()> = dptrs
            .iter_mut()
            .map(|p| p as *mut *mut i64 as *mut ())
            .collect();
        // OpenMP workers spin for SPIN_MS after a parallel region, then
        // sleep. The setting is per calling thread, so it is made at every
        // call.
        if let Some(set) = self.set_blocktime {
            // SAFETY: libomp's setter, alive as long as the engine.
            unsafe { set(SPIN_MS) };
        }
        // SAFETY: `invoke_packed("main")` calls `_mlir_ciface_main` (the C
        // API prefixes it), which takes one pointer to a memref descriptor
        // per argument (inputs, weights, then the out-params of the
        // results); `packed[i]` points to `dptrs[i]`, which points to
        // `descs[i]`, a descriptor of rank `shape.len()` over a buffer whose
        // element type and shape were checked above against the compiled
        // signature by the caller, alive and not moved until the call
        // returns. The code only reads inputs and weights and writes the
        // out-params, distinct outputs borrowed mutably by the caller: from
        // `call`, buffers of their own (an input's `*const` pointer is never
        // written through); from `call_f32_in_place`, the buffers of
        // mutably borrowed in-out arguments, which an elementwise stage
        // reads element by element before it writes them.
        match &self.code {
            Code::Jit { engine, .. } => unsafe { engine.invoke_packed("main", &mut packed) }
                .map_err(|e| err(format!("stage {}: JIT call failed: {e}", self.name)))?,
            // SAFETY: as above; `main` is the same packed interface
            // (`_mlir__mlir_ciface_main`), alive as long as `lib`.
            Code::Cached { lib, .. } => unsafe { (lib.main())(packed.as_mut_ptr()) },
        }
        Ok(())
    }

    /// Call the compiled stage on reference tensors (converted to and from
    /// their element types; [`CpuStage::call`] avoids the conversions).
    pub fn run(&self, inputs: &[Tensor]) -> R<Vec<Tensor>> {
        let stage = &self.name;
        let host = inputs
            .iter()
            .enumerate()
            .map(|(i, t)| {
                HostTensor::from_tensor(t)
                    .map_err(|e| err(format!("stage {stage}: input {i}: {e}")))
            })
            .collect::<R<Vec<_>>>()?;
        let refs: Vec<&HostTensor> = host.iter().collect();
        let mut out = self.new_outputs()?;
        self.call(&refs, &mut out)?;
        Ok(out.iter().map(HostTensor::to_tensor).collect())
    }
}

/// The code of `key` linked from the bundle's object file into the cache,
/// if the bundle has it.
fn from_bundle(
    c: &CodeCache,
    key: &str,
    opts: &CpuOptions,
    threads: usize,
) -> Option<(cache::Loaded, super::schedule::Tagged, Origin)> {
    let (object, meta) = opts.objects.as_ref()?.get(key)?;
    let tagged = tagged_of(meta)?;
    let bytes = std::fs::read(object)
        .map_err(|e| cache::warn_once(&format!("{}: {e}", object.display())))
        .ok()?;
    let lib = c
        .put(key, &bytes, threads > 1, meta)
        .map_err(|e| cache::warn_once(&e.to_string()))
        .ok()?;
    Some((lib, tagged, Origin::Bundle))
}

/// Resolve the code's allocation calls to the workspace
/// ([`super::workspace`]).
pub(super) fn register_workspace(engine: &ExecutionEngine) {
    // SAFETY: the two functions have the C signatures the lowering calls
    // them with (`void *(uint64_t)`, `void (void *)`), and live for the
    // whole program.
    unsafe {
        engine.register_symbol(
            "_mlir_memref_to_llvm_alloc",
            workspace::workspace_alloc as *mut (),
        );
        engine.register_symbol(
            "_mlir_memref_to_llvm_free",
            workspace::workspace_free as *mut (),
        );
    }
}

/// The object file of `engine` (created with object dump on).
pub(super) fn object_of(engine: &ExecutionEngine) -> R<Vec<u8>> {
    let dir = super::tempdir()?;
    let path = dir.join("stage.o");
    let p = path.to_str().ok_or_else(|| err("temp path is not UTF-8"))?;
    engine.dump_to_object_file(p);
    let bytes = std::fs::read(&path).map_err(|e| err(format!("object file {p}: {e}")));
    let _ = std::fs::remove_dir_all(&dir);
    bytes
}

/// What the cache keeps beside the code: the schedule's counts.
pub(super) fn meta_of(t: &super::schedule::Tagged) -> String {
    serde_json::json!({
        "vectorized": t.vectorized,
        "parallel": t.parallel,
        "scalar": t.scalar,
    })
    .to_string()
}

pub(super) fn tagged_of(meta: &str) -> Option<super::schedule::Tagged> {
    let v: serde_json::Value = serde_json::from_str(meta).ok()?;
    let n = |k: &str| v.get(k)?.as_u64().map(|x| x as usize);
    Some(super::schedule::Tagged {
        script: String::new(),
        vectorized: n("vectorized")?,
        parallel: n("parallel")?,
        scalar: n("scalar")?,
    })
}
