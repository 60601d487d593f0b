//! MLIR lowering with melior (MLIR 22), per vendor.
//!
//! * [`lower`]: a stage graph as `func`/`linalg`/`tensor`/`arith`/`math`
//!   on tensors, built with melior's operation builders ([`emit_mlir`]
//!   prints it; this is `--emit mlir` and the bundle's `<vendor>.mlir`).
//! * `cpu` ([`compile`] → object file, [`run_cpu`] → in-process JIT through
//!   melior's `ExecutionEngine`): one-shot bufferization, linalg → loops,
//!   math → libm, everything → LLVM dialect.
//! * `nvidia`: linalg → parallel loops → GPU kernels (outlined) → NVVM →
//!   PTX text (`gpu-module-to-binary` format isa, sm_90, +ptx80).
//! * `amd`: the same kernels → ROCDL → AMDGPU ISA text (gfx942 by default,
//!   gfx90a selectable).
//!
//! Pipelines are pass pipeline strings parsed by melior's pass manager (the
//! ones DESIGN.md "Backends" verified). Output is deterministic: the same
//! graph gives the same text and bytes every run.

pub mod lower;

use crate::reference::Tensor;
use crate::BackendError;
use hetc_ir::{DType, TensorData, Verified};
use melior::dialect::DialectRegistry;
use melior::ir::operation::{OperationLike, OperationPrintingFlags};
use melior::ir::Module;
use melior::pass::PassManager;
use melior::utility::{
    parse_pass_pipeline, register_all_dialects, register_all_llvm_translations, register_all_passes,
};
use melior::{Context, ExecutionEngine};

type R<T> = Result<T, BackendError>;

fn err(m: impl Into<String>) -> BackendError {
    BackendError::Mlir(m.into())
}

/// A code-generation target of the MLIR lowering.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Vendor {
    Cpu,
    Nvidia,
    Amd,
}

impl Vendor {
    pub const ALL: [Vendor; 3] = [Vendor::Cpu, Vendor::Nvidia, Vendor::Amd];

    pub fn name(self) -> &'static str {
        match self {
            Vendor::Cpu => "cpu",
            Vendor::Nvidia => "nvidia",
            Vendor::Amd => "amd",
        }
    }

    /// `cpu` / `nvidia` / `amd`; anything else is an error naming it.
    pub fn from_name(s: &str) -> R<Vendor> {
        Vendor::ALL
            .into_iter()
            .find(|v| v.name() == s)
            .ok_or_else(|| {
                err(format!(
                    "unsupported vendor {s:?} (the MLIR backends are cpu, nvidia, amd)"
                ))
            })
    }

    /// The artefact's file extension: object file, PTX, AMDGPU assembly.
    pub fn extension(self) -> &'static str {
        match self {
            Vendor::Cpu => "o",
            Vendor::Nvidia => "ptx",
            Vendor::Amd => "s",
        }
    }
}

/// Target options of the GPU lowerings.
#[derive(Clone, Debug)]
pub struct Targets {
    /// NVIDIA chip (`sm_90`).
    pub nvidia_chip: String,
    /// AMD chip (`gfx942` or `gfx90a`).
    pub amd_chip: String,
}

impl Default for Targets {
    fn default() -> Self {
        Targets {
            nvidia_chip: "sm_90".into(),
            amd_chip: "gfx942".into(),
        }
    }
}

/// A context with every dialect, pass and LLVM translation registered.
pub fn context() -> Context {
    let registry = DialectRegistry::new();
    register_all_dialects(&registry);
    let ctx = Context::new();
    ctx.append_dialect_registry(&registry);
    ctx.load_all_available_dialects();
    register_all_llvm_translations(&ctx);
    register_all_passes();
    ctx.attach_diagnostic_handler(|d| {
        DIAGS.with(|v| v.borrow_mut().push(format!("{}: {d}", d.location())));
        true
    });
    ctx
}

thread_local! {
    /// Diagnostics MLIR reported on this thread since the last [`diags`].
    static DIAGS: std::cell::RefCell<Vec<String>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// The diagnostics reported since the last call, one per line.
pub(crate) fn diags() -> String {
    DIAGS.with(|v| std::mem::take(&mut *v.borrow_mut()).join("\n"))
}

fn text(module: &Module<'_>) -> R<String> {
    module
        .as_operation()
        .to_string_with_flags(OperationPrintingFlags::new())
        .map_err(|e| err(format!("printing: {e}")))
}

/// The stage as MLIR text (`func`/`linalg`/`tensor`/`arith`/`math`).
pub fn emit_mlir(graph: Verified<'_>, stage: &str) -> R<String> {
    let ctx = context();
    let m = lower::lower_module(&ctx, graph, stage)?;
    text(&m)
}

/// Bufferization shared by the CPU and GPU pipelines: tensors → memrefs
/// with identity layouts at the function boundary, results as out-params
/// (the result buffers are the caller's: no copy when a result is computed
/// in place).
const BUFFERIZE: &str = "one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map}, buffer-results-to-out-params{modify-public-functions hoist-static-allocs}";

fn cpu_pipeline() -> String {
    format!(
        "builtin.module({BUFFERIZE}, func.func(convert-linalg-to-loops), convert-math-to-libm, \
         expand-strided-metadata, lower-affine, convert-scf-to-cf, finalize-memref-to-llvm, \
         convert-math-to-llvm, convert-arith-to-llvm, convert-index-to-llvm, \
         convert-func-to-llvm, convert-cf-to-llvm, reconcile-unrealized-casts)"
    )
}

fn gpu_front() -> String {
    format!(
        "{BUFFERIZE}, func.func(convert-linalg-to-parallel-loops, gpu-map-parallel-loops, \
         convert-parallel-loops-to-gpu), gpu-kernel-outlining, gpu.module(math-expand-ops)"
    )
}

fn nvidia_pipeline(t: &Targets) -> String {
    format!(
        "builtin.module({}, lower-affine, gpu-lower-to-nvvm-pipeline{{cubin-format=isa cubin-chip={} cubin-features=+ptx80}})",
        gpu_front(),
        t.nvidia_chip
    )
}

fn amd_pipeline(t: &Targets) -> String {
    format!(
        "builtin.module({}, lower-affine, rocdl-attach-target{{chip={}}}, \
         gpu.module(convert-scf-to-cf, convert-gpu-to-rocdl{{chipset={}}}, reconcile-unrealized-casts), \
         gpu-module-to-binary{{format=isa}})",
        gpu_front(),
        t.amd_chip,
        t.amd_chip
    )
}

fn run_pipeline(ctx: &Context, module: &mut Module<'_>, pipeline: &str, stage: &str) -> R<()> {
    let pm = PassManager::new(ctx);
    parse_pass_pipeline(pm.as_operation_pass_manager(), pipeline)
        .map_err(|e| err(format!("pass pipeline {pipeline:?}: {e}")))?;
    pm.run(module).map_err(|e| {
        err(format!(
            "stage {stage}: pass pipeline failed: {e}\n{}",
            diags()
        ))
    })
}

/// A stage module after the CPU pipeline (LLVM dialect).
fn cpu_module<'c>(ctx: &'c Context, graph: Verified<'_>, stage: &str) -> R<Module<'c>> {
    let mut m = lower::lower_module(ctx, graph, stage)?;
    run_pipeline(ctx, &mut m, &cpu_pipeline(), stage)?;
    Ok(m)
}

/// The artefact of a stage for a vendor: a relocatable object file (`cpu`),
/// PTX text (`nvidia`) or AMDGPU assembly (`amd`).
pub fn compile(graph: Verified<'_>, stage: &str, vendor: Vendor, t: &Targets) -> R<Vec<u8>> {
    let ctx = context();
    match vendor {
        Vendor::Cpu => {
            let m = cpu_module(&ctx, graph, stage)?;
            let utils = runner_utils();
            let libs: Vec<&str> = utils.iter().map(String::as_str).collect();
            let engine = ExecutionEngine::new(&m, OPT_LEVEL, &libs, true, false);
            let dir = tempdir()?;
            let path = dir.join("stage.o");
            let p = path.to_str().ok_or_else(|| err("temp path is not UTF-8"))?;
            // ORC compiles lazily: look the function up so the object
            // exists before it is dumped.
            if engine.lookup("_mlir_ciface_main").is_null() {
                return Err(err(format!("stage {stage}: the JIT did not compile main")));
            }
            engine.dump_to_object_file(p);
            let bytes = std::fs::read(&path)
                .map_err(|e| err(format!("stage {stage}: object file {p}: {e}")));
            let _ = std::fs::remove_dir_all(&dir);
            bytes
        }
        Vendor::Nvidia | Vendor::Amd => {
            let mut m = lower::lower_module(&ctx, graph, stage)?;
            let pipeline = if vendor == Vendor::Nvidia {
                nvidia_pipeline(t)
            } else {
                amd_pipeline(t)
            };
            run_pipeline(&ctx, &mut m, &pipeline, stage)?;
            let objects = gpu_objects(&text(&m)?);
            if objects.is_empty() {
                return Err(err(format!(
                    "stage {stage}: no {} kernels were produced",
                    vendor.name()
                )));
            }
            Ok(objects.join("\n").into_bytes())
        }
    }
}

/// A fresh private directory under the system temp dir.
fn tempdir() -> R<std::path::PathBuf> {
    use std::sync::atomic::{AtomicU64, Ordering};
    static N: AtomicU64 = AtomicU64::new(0);
    let d = std::env::temp_dir().join(format!(
        "hetc-mlir-{}-{}",
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed)
    ));
    std::fs::create_dir_all(&d).map_err(|e| err(format!("{}: {e}", d.display())))?;
    Ok(d)
}

/// The text payloads of the `#gpu.object<target, [properties,] "…">`
/// attributes of every `gpu.binary` in a printed module: the last string
/// literal at the attribute's top level (MLIR escapes bytes as `\XX`).
fn gpu_objects(module_text: &str) -> Vec<String> {
    const OPEN: &str = "#gpu.object<";
    let b = module_text.as_bytes();
    let mut out = Vec::new();
    let mut pos = 0;
    while let Some(i) = module_text[pos..].find(OPEN) {
        let mut j = pos + i + OPEN.len();
        let mut depth = 1;
        let mut last = None;
        while j < b.len() && depth > 0 {
            match b[j] {
                b'<' | b'{' | b'[' | b'(' => depth += 1,
                b'>' | b'}' | b']' | b')' => depth -= 1,
                b'"' => {
                    let mut buf = Vec::new();
                    j += 1;
                    while j < b.len() && b[j] != b'"' {
                        if b[j] == b'\\' && j + 1 < b.len() {
                            let hex = module_text
                                .get(j + 1..j + 3)
                                .and_then(|h| u8::from_str_radix(h, 16).ok());
                            match hex {
                                Some(x) => {
                                    buf.push(x);
                                    j += 3;
                                }
                                None => {
                                    buf.push(b[j + 1]);
                                    j += 2;
                                }
                            }
                        } else {
                            buf.push(b[j]);
                            j += 1;
                        }
                    }
                    if depth == 1 {
                        last = Some(buf);
                    }
                }
                _ => {}
            }
            j += 1;
        }
        if let Some(buf) = last {
            out.push(String::from_utf8_lossy(&buf).into_owned());
        }
        pos = j.min(b.len());
    }
    out
}

/// `libmlir_c_runner_utils.so` of the MLIR the crate was built against
/// (`memrefCopy` for strided copies), if present. NUL-terminated: MLIR's C
/// API reads each `sharedLibPaths[i].data` as a C string (ignoring the
/// length melior passes), so without the NUL it read past the path
/// ("Failed to create MemoryBuffer for: …libmlir_c_runner_utils.so<garbage>").
fn runner_utils() -> Option<String> {
    let prefix = option_env!("MLIR_SYS_220_PREFIX").unwrap_or("/usr/lib/llvm-22");
    let p = format!("{prefix}/lib/libmlir_c_runner_utils.so");
    std::path::Path::new(&p).exists().then(|| p + "\0")
}

/// A memref descriptor of a contiguous row-major buffer:
/// `{allocated, aligned, offset, sizes[r], strides[r]}` (all 64-bit).
fn descriptor(ptr: *mut u8, shape: &[usize]) -> Vec<i64> {
    let mut d = vec![ptr as i64, ptr as i64, 0];
    d.extend(shape.iter().map(|&s| s as i64));
    let mut strides = vec![1i64; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        strides[i] = strides[i + 1] * shape[i + 1] as i64;
    }
    d.extend(strides);
    d
}

fn byte_size(d: DType) -> R<usize> {
    Ok(match d {
        DType::F32 | DType::I32 => 4,
        DType::I64 | DType::F64 => 8,
        DType::I16 => 2,
        DType::I8 | DType::Bool => 1,
        d => return Err(err(format!("element type {d} is not run on the CPU here"))),
    })
}

/// Run a stage on this machine once: [`CpuStage::new`] then
/// [`CpuStage::run`].
pub fn run_cpu(graph: Verified<'_>, stage: &str, inputs: &[Tensor]) -> R<Vec<Tensor>> {
    CpuStage::new(graph, stage)?.run(inputs)
}

/// Buffers as u64 words (8-byte aligned), with the tensor's shape.
type Buffer = (Vec<u64>, Vec<usize>);

fn buffer(bytes: &[u8], shape: Vec<usize>) -> Buffer {
    let mut w = vec![0u64; bytes.len().div_ceil(8).max(1)];
    for (i, b) in bytes.iter().enumerate() {
        w[i / 8] |= (*b as u64) << (8 * (i % 8));
    }
    (w, shape)
}

/// The used weights of `g` in parameter order, packed as call arguments.
fn pack_weights(g: &hetc_ir::Graph, stage: &str) -> R<Vec<Buffer>> {
    let used = g.used_values();
    let mut weights = Vec::new();
    for v in g.params().filter(|&v| used.contains(v)) {
        let data = g
            .data
            .get(&v)
            .ok_or_else(|| err(format!("stage {stage}: weight {v} has no data")))?;
        let t = Tensor::from_data(g.ty(v), data)?;
        weights.push(buffer(&t.to_data().bytes, t.shape.clone()));
    }
    Ok(weights)
}

/// A stage lowered for `cpu` and JIT-compiled with melior's
/// `ExecutionEngine`, once; [`CpuStage::run`] calls it on a stage's inputs
/// (its used weights, taken from the graph, are packed once here).
pub struct CpuStage {
    name: String,
    // Declared before `_ctx` so the engine is dropped first.
    engine: ExecutionEngine,
    _ctx: Context,
    inputs: Vec<(DType, Vec<usize>)>,
    weights: Vec<Buffer>,
    /// The compiled function's results: distinct values computed by ops.
    outputs: Vec<(DType, Vec<usize>, usize)>,
    /// Each graph output: a compiled result, or a graph input returned as
    /// is.
    output_map: Vec<OutputSource>,
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
fn compiled_outputs(
    g: &hetc_ir::Graph,
    stage: &str,
) -> R<(Vec<hetc_ir::ValueId>, Vec<OutputSource>)> {
    let mut results: Vec<hetc_ir::ValueId> = Vec::new();
    let mut map = Vec::with_capacity(g.outputs.len());
    for (k, &v) in g.outputs.iter().enumerate() {
        if let Some(i) = g.inputs.iter().position(|&x| x == v) {
            map.push(OutputSource::Input(i));
            continue;
        }
        if !matches!(g.values[v].def, hetc_ir::ValueDef::Result(..)) {
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

fn fixed_shape(ty: &hetc_ir::TensorType, stage: &str) -> R<Vec<usize>> {
    Ok(ty
        .fixed_dims()
        .ok_or_else(|| err(format!("stage {stage}: symbolic type {ty}")))?
        .into_iter()
        .map(|d| d as usize)
        .collect())
}

impl CpuStage {
    /// Lower, run the cpu pipeline and JIT-compile `graph`.
    pub fn new(graph: Verified<'_>, stage: &str) -> R<CpuStage> {
        let g = graph.graph();
        let (results, output_map) = compiled_outputs(g, stage)?;
        let distinct;
        let (graph, g) = if results == g.outputs {
            (graph, g)
        } else {
            let mut h = g.clone();
            h.outputs = results;
            distinct = h;
            (
                hetc_ir::verify(&distinct).map_err(|e| err(format!("stage {stage}: {e}")))?,
                &distinct,
            )
        };
        let ctx = context();
        let engine = {
            let m = cpu_module(&ctx, graph, stage)?;
            // MLIR's C runner utils provide `memrefCopy` (strided copies).
            let utils = runner_utils();
            let libs: Vec<&str> = utils.iter().map(String::as_str).collect();
            ExecutionEngine::new(&m, OPT_LEVEL, &libs, false, false)
        };
        let inputs = g
            .inputs
            .iter()
            .map(|&v| Ok((g.ty(v).dtype, fixed_shape(g.ty(v), stage)?)))
            .collect::<R<_>>()?;
        let weights = pack_weights(g, stage)?;
        let outputs = g
            .outputs
            .iter()
            .map(|&v| {
                let ty = g.ty(v);
                let shape = fixed_shape(ty, stage)?;
                let n = shape.iter().product::<usize>() * byte_size(ty.dtype)?;
                Ok((ty.dtype, shape, n))
            })
            .collect::<R<_>>()?;
        Ok(CpuStage {
            name: stage.to_string(),
            engine,
            _ctx: ctx,
            inputs,
            weights,
            outputs,
            output_map,
        })
    }

    /// Repack the weights from `graph`: the graph this stage was compiled
    /// from, with new parameter data (a training step's update). The
    /// compiled code is kept.
    pub fn reload_weights(&mut self, graph: Verified<'_>) -> R<()> {
        let w = pack_weights(graph.graph(), &self.name)?;
        if w.len() != self.weights.len() || w.iter().zip(&self.weights).any(|(a, b)| a.1 != b.1) {
            return Err(err(format!(
                "stage {}: new weights do not match the compiled ones",
                self.name
            )));
        }
        self.weights = w;
        Ok(())
    }

    /// Call the compiled stage on `inputs` (types checked against the
    /// stage's inputs).
    pub fn run(&self, inputs: &[Tensor]) -> R<Vec<Tensor>> {
        let stage = &self.name;
        if inputs.len() != self.inputs.len() {
            return Err(err(format!(
                "stage {stage}: {} inputs given, {} expected",
                inputs.len(),
                self.inputs.len()
            )));
        }
        let mut args: Vec<Buffer> = Vec::with_capacity(inputs.len() + self.outputs.len());
        for (i, (t, (dt, shape))) in inputs.iter().zip(&self.inputs).enumerate() {
            if t.dtype != *dt || &t.shape != shape {
                return Err(err(format!(
                    "stage {stage}: input {i} is {}{:?}, expected {dt}{shape:?}",
                    t.dtype, t.shape
                )));
            }
            args.push(buffer(&t.to_data().bytes, t.shape.clone()));
        }
        // Weights are only read by the function; each call gets a copy so
        // `self` stays shareable and the pointers below are all mutable.
        args.extend(self.weights.iter().cloned());
        let first_out = args.len();
        for (_, shape, n) in &self.outputs {
            args.push(buffer(&vec![0u8; *n], shape.clone()));
        }
        let mut descs: Vec<Vec<i64>> = args
            .iter_mut()
            .map(|(w, s)| descriptor(w.as_mut_ptr() as *mut u8, s))
            .collect();
        let mut dptrs: Vec<*mut i64> = descs.iter_mut().map(|d| d.as_mut_ptr()).collect();
        let mut packed: Vec<*mut ()> = dptrs
            .iter_mut()
            .map(|p| p as *mut *mut i64 as *mut ())
            .collect();
        // SAFETY: `invoke_packed("main")` calls `_mlir_ciface_main` (the C
        // API prefixes it), which takes one pointer to a memref descriptor
        // per argument (inputs, weights, then the out-params of the results);
        // `packed[i]` points to `dptrs[i]`, which points to `descs[i]`, a
        // descriptor of rank `shape.len()` over `args[i]`'s buffer, sized for
        // the argument's static type (inputs were checked above) and alive
        // (not moved) until the call returns. The function only reads inputs
        // and weights and writes the out-buffers.
        unsafe { self.engine.invoke_packed("main", &mut packed) }
            .map_err(|e| err(format!("stage {stage}: JIT call failed: {e}")))?;
        drop(descs);
        let results: Vec<Tensor> = self
            .outputs
            .iter()
            .enumerate()
            .map(|(k, (dtype, shape, n))| {
                let bytes: Vec<u8> = args[first_out + k]
                    .0
                    .iter()
                    .flat_map(|w| w.to_le_bytes())
                    .collect();
                let data = TensorData {
                    dtype: *dtype,
                    bytes: std::sync::Arc::new(bytes[..*n].to_vec()),
                };
                Tensor::new(*dtype, shape.clone(), data.to_f64s())
            })
            .collect();
        Ok(self
            .output_map
            .iter()
            .map(|o| match *o {
                OutputSource::Result(j) => results[j].clone(),
                OutputSource::Input(i) => inputs[i].clone(),
            })
            .collect())
    }
}

#[cfg(test)]
mod tests;

/// LLVM optimisation level of the cpu code (JIT and object files).
const OPT_LEVEL: usize = 2;
