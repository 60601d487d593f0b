//! Cpu stages compiled in this process: [`CpuStage::with_options`] lowers
//! a stage ([`super::cpu`]), loads its code from the compile cache
//! ([`super::cache`]) or compiles it with melior's `ExecutionEngine` (and
//! stores it there), and returns the runner all cpu code runs on
//! ([`crate::native::CpuStage`]) with the stage's calling convention
//! ([`StageAbi`]), which [`prepare`] derives from the graph as the cpu
//! pipeline lowers it.

use super::cache::CodeCache;
use super::{cpu, err, lower, openmp_runtime, runner_utils, OPT_LEVEL, R};
use crate::host::HostTensor;
use crate::native::abi::{Arg, InPlace, OutputSource, StageAbi, WeightArg};
use crate::native::{workspace, Code, Counts, CpuTarget, Origin};
use crate::reference::Tensor;
use hetc_ir::{Graph, ValueDef, ValueId, Verified};
use melior::{Context, ExecutionEngine};
use std::borrow::Cow;

pub use crate::native::{CpuStage, F32Arg};

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
    /// `threads` threads, code for [`CpuTarget::selected`] (this host
    /// unless `HETC_CPU_TARGET` says otherwise).
    pub fn with_threads(threads: usize) -> CpuOptions {
        CpuOptions {
            threads,
            target: CpuTarget::selected().clone(),
            cache: CodeCache::from_env(),
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

/// The code of a stage JIT-linked in this process (and kept there).
struct Jit {
    // Declared before `_ctx` so the engine is dropped first.
    engine: ExecutionEngine,
    _ctx: Context,
}

/// The graph the cpu pipeline compiles for `graph` — each computed output
/// once ([`compiled_outputs`]) — and the stage's calling convention.
pub(super) fn prepare<'g>(
    graph: Verified<'g>,
    stage: &str,
    pack: u64,
) -> R<(Cow<'g, Graph>, StageAbi)> {
    let orig = graph.graph();
    let (mut results, output_map) = compiled_outputs(orig, stage)?;
    let mut g = if results == orig.outputs {
        Cow::Borrowed(orig)
    } else {
        let mut h = orig.clone();
        h.outputs = results.clone();
        Cow::Owned(h)
    };
    // Exporter patterns put in the schedule's fast forms (same inputs,
    // parameters and outputs; a rewritten output is the new op's).
    if let Some(h) = super::rewrite::patches_as_gemms(&g) {
        results = h.outputs.clone();
        g = Cow::Owned(h);
    }
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
            OutputSource::Result(j) => Arg::of(&g, results[j], stage),
            OutputSource::Input(i) => Arg::of(&g, g.inputs[i], stage),
        })
        .collect::<R<_>>()?;
    let used = g.used_values();
    let packed = lower::packed_weights(&g, pack);
    let weights = g
        .params()
        .filter(|&v| used.contains(v))
        .map(|v| {
            let a = Arg::of(&g, v, stage)?;
            Ok(WeightArg {
                value: v.as_u32(),
                name: a.name,
                dtype: a.dtype,
                shape: a.shape,
                packed: packed.params.get(&v).copied(),
            })
        })
        .collect::<R<_>>()?;
    let abi = StageAbi {
        inputs,
        outputs,
        weights,
        pack,
        output_map,
        result_slot,
        in_place: in_place_of(&g),
    };
    Ok((g, abi))
}

/// [`StageAbi::in_place`] of a graph lowered as one elementwise generic
/// per group of connected ops ([`lower::elementwise_classes`]).
fn in_place_of(g: &Graph) -> Option<InPlace> {
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

    /// [`CpuStage::new`] with `opts`: the code from the compile cache, or
    /// compiled here (and stored there).
    pub fn with_options(graph: Verified<'_>, stage: &str, opts: &CpuOptions) -> R<CpuStage> {
        CpuStage::compile(graph, stage, opts, None)
    }

    /// Compile `graphs` (each with its stage name) into `opts`' compile
    /// cache on up to `workers` threads, so that the stages made from them
    /// next, one after another, load their code instead of compiling it
    /// (a code object cannot move between threads; a cache entry can).
    /// Nothing without a cache. Returns how many compiled without error;
    /// a graph that fails is left for the stage made from it to report.
    pub fn precompile(graphs: Vec<(Graph, String)>, opts: &CpuOptions, workers: usize) -> usize {
        if opts.cache.is_none() || workers <= 1 || graphs.len() <= 1 {
            return 0;
        }
        crate::parallel::map_on(workers, graphs, |(g, name)| {
            hetc_ir::verify(&g)
                .ok()
                .is_some_and(|v| CpuStage::with_options(v, &name, opts).is_ok())
        })
        .into_iter()
        .filter(|&ok| ok)
        .count()
    }

    /// [`CpuStage::with_options`] with profiling marks ([`super::marks`]):
    /// the code calls the mark before each run of ops in one of
    /// `regions`; [`CpuStage::call_profiled`] times them. Compiled here,
    /// never cached.
    pub fn profiled(
        graph: Verified<'_>,
        stage: &str,
        opts: &CpuOptions,
        regions: &super::marks::Regions,
    ) -> R<CpuStage> {
        let opts = CpuOptions {
            cache: None,
            ..opts.clone()
        };
        CpuStage::compile(graph, stage, &opts, Some(regions))
    }

    /// [`CpuStage::call`], timing the code's marked regions: the seconds
    /// spent in each ([`super::marks::region_seconds`]). A stage compiled
    /// without marks gives none.
    pub fn call_profiled(
        &self,
        inputs: &[&HostTensor],
        outputs: &mut [HostTensor],
    ) -> R<std::collections::BTreeMap<u32, f64>> {
        super::marks::clear();
        let done = self.call(inputs, outputs);
        let marks = super::marks::take();
        done?;
        Ok(super::marks::region_seconds(&marks))
    }

    fn compile(
        graph: Verified<'_>,
        stage: &str,
        opts: &CpuOptions,
        regions: Option<&super::marks::Regions>,
    ) -> R<CpuStage> {
        let threads = opts.threads.max(1);
        opts.target.check_runs_here(stage).map_err(err)?;
        let clock = cpu::Clock::from_env(stage);
        let (g, abi) = prepare(graph, stage, cpu::pack_lanes(&opts.target))?;
        let v = hetc_ir::verify(&g).map_err(|e| err(format!("stage {stage}: {e}")))?;
        let ctx = super::context();
        let bf16 = cpu::uses_bf16(v);
        let lowered = cpu::lowered(&ctx, v, stage, &opts.target, regions)?;
        clock.lap("rewrite and lower to linalg");
        let cached = opts.cache.as_ref().and_then(|c| {
            let key = CodeCache::key(&super::text(&lowered).ok()?, threads, &opts.target, true);
            let lock = c.lock(&key)?;
            Some((c, key, lock))
        });
        let hit = cached.as_ref().and_then(|(c, key, _)| {
            let (lib, meta) = c.get(key)?;
            Some((Code::loaded(lib, Origin::Cache), counts_of(&meta)?))
        });
        let (code, counts) = match hit {
            Some(hit) => hit,
            None => {
                let keep = cached.is_some();
                let (engine, counts) =
                    engine_for(&ctx, lowered, bf16, stage, threads, &opts.target, keep)?;
                let stored = cached.as_ref().and_then(|(c, key, _)| {
                    let object = object_of(&engine)
                        .map_err(|e| super::cache::warn_once(&e.to_string()))
                        .ok()?;
                    c.put(key, &object, threads > 1, &meta_of(&counts))
                        .map_err(|e| super::cache::warn_once(&e.to_string()))
                        .ok()
                });
                let code = match stored {
                    Some(lib) => Code::loaded(lib, Origin::Compiled),
                    None => {
                        let jit = Jit { engine, _ctx: ctx };
                        Code::from_lookup(Box::new(move |n| jit.engine.lookup(n)), Origin::Jit)
                            .ok_or_else(|| {
                                err(format!("stage {stage}: the JIT has no packed main"))
                            })?
                    }
                };
                (code, counts)
            }
        };
        drop(cached);
        CpuStage::from_code(stage, &g, abi, code, counts, threads)
    }
}

/// The cpu pipeline on `lowered` (phases 1–5, `bf16` lowering when the
/// stage computes in it) and melior's `ExecutionEngine` on the result, its
/// allocation calls resolved to the workspace and its code generated
/// (ORC compiles lazily: `main` is looked up here, not at the first
/// call); with `pic`, position-independent code kept as an object file (to
/// link into a shared object: the compile cache's, a bundle's). Returns
/// the engine and the schedule's counts.
pub(super) fn engine_for(
    ctx: &Context,
    lowered: melior::ir::Module<'_>,
    bf16: bool,
    stage: &str,
    threads: usize,
    target: &CpuTarget,
    pic: bool,
) -> R<(ExecutionEngine, Counts)> {
    // The module is dropped before the engine is returned (the caller may
    // move the context into the JIT's code).
    let (engine, counts) = {
        let (m, scheduled) =
            cpu::cpu_module_from(ctx, lowered, bf16, stage, threads, target, true)?;
        let counts = Counts {
            vectorized: scheduled.vectorized,
            parallel: scheduled.parallel,
            scalar: scheduled.scalar,
        };
        // MLIR's C runner utils provide `memrefCopy` (strided copies),
        // libomp the parallel loops.
        let mut libs: Vec<String> = runner_utils().into_iter().collect();
        if threads > 1 {
            libs.push(openmp_runtime().ok_or_else(|| {
                err(format!(
                    "stage {stage}: {threads} threads need LLVM's OpenMP runtime (libomp.so of libomp-22-dev; scripts/deps.sh installs it)"
                ))
            })?);
        }
        let libs: Vec<&str> = libs.iter().map(String::as_str).collect();
        let clock = cpu::Clock::from_env(stage);
        let engine = ExecutionEngine::new(&m, OPT_LEVEL, &libs, pic, pic);
        clock.lap("llvm (translation, optimization, machine code)");
        (engine, counts)
    };
    register_workspace(&engine);
    if engine.lookup("_mlir_ciface_main").is_null() {
        return Err(err(format!("stage {stage}: the JIT did not compile main")));
    }
    Ok((engine, counts))
}

/// Resolve the code's allocation calls to the workspace
/// ([`crate::native`]'s).
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
        engine.register_symbol(
            super::marks::MARK_FN,
            super::marks::hetc_profile_mark as *mut (),
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
pub(super) fn meta_of(t: &Counts) -> String {
    serde_json::json!({
        "vectorized": t.vectorized,
        "parallel": t.parallel,
        "scalar": t.scalar,
    })
    .to_string()
}

pub(super) fn counts_of(meta: &str) -> Option<Counts> {
    let v: serde_json::Value = serde_json::from_str(meta).ok()?;
    let n = |k: &str| v.get(k)?.as_u64().map(|x| x as usize);
    Some(Counts {
        vectorized: n("vectorized")?,
        parallel: n("parallel")?,
        scalar: n("scalar")?,
    })
}
