//! MLIR lowering with melior (MLIR 22), per vendor.
//!
//! * [`lower`]: a stage graph as `func`/`linalg`/`tensor`/`arith`/`math`
//!   on tensors, built with melior's operation builders ([`emit_mlir`]
//!   prints it; this is `--emit mlir` and the bundle's `<vendor>.mlir`).
//! * `cpu` ([`compile`] → object file, [`CpuStage`] → in-process JIT through
//!   melior's `ExecutionEngine`, kept as a shared object in the persistent
//!   compile cache ([`cache`]) so later processes load it instead of
//!   compiling, called on host buffers by pointer): the
//!   `cpu` pipeline — elementwise fusion, per-family tiling and
//!   vectorization by a transform-dialect script ([`schedule`]), one-shot
//!   bufferization with read-only arguments, vector lowering to FMAs,
//!   deallocation of intermediates, everything → LLVM dialect.
//! * `nvidia`: linalg → parallel loops → GPU kernels (outlined) → NVVM →
//!   PTX text (`gpu-module-to-binary` format isa, sm_90, +ptx80).
//! * `amd`: the same kernels → ROCDL → AMDGPU ISA text (gfx942 by default,
//!   gfx90a selectable).
//!
//! Pipelines are pass pipeline strings parsed by melior's pass manager (the
//! ones DESIGN.md "Backends" verified). Output is deterministic: the same
//! graph gives the same text and bytes every run.

pub mod cache;
mod cpu;
mod jit;
pub mod lower;
pub mod marks;
mod peak;
mod rewrite;
pub mod schedule;

pub use crate::native::{target, CpuTarget, Isa, ObjectInfo};
pub use cache::CodeCache;
pub use jit::{run_cpu, CpuOptions, CpuStage, F32Arg, THREADS_VAR};
pub use peak::fma_peak;

use crate::BackendError;
use hetc_ir::Verified;
use melior::dialect::DialectRegistry;
use melior::ir::operation::{OperationLike, OperationPrintingFlags};
use melior::ir::Module;
use melior::utility::{register_all_dialects, register_all_llvm_translations, register_all_passes};
use melior::Context;

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
            Vendor::Cpu => "so",
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
    let m = lower::lower_module(&ctx, graph, stage, lower::Options::default())?;
    text(&m)
}

/// Bufferization shared by the CPU and GPU pipelines: tensors → memrefs
/// with identity layouts at the function boundary, results as out-params
/// (the result buffers are the caller's: no copy when a result is computed
/// in place).
const BUFFERIZE: &str = "one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map}, buffer-results-to-out-params{modify-public-functions hoist-static-allocs}";

/// [`BUFFERIZE`] with the cleanups between its passes that tiled code
/// needs: a result computed by loops is returned as the loops' result;
/// folding the loops' pass-through iteration arguments makes it the
/// allocation itself, which `hoist-static-allocs` then replaces by the
/// caller's out-param (else the code computes into a temporary and copies).
const BUFFERIZE_TILED: &str = "one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map}, canonicalize, cse, canonicalize";

/// After [`BUFFERIZE_TILED`]: results become out-parameters; with
/// `hoist`, a result allocated in the function is computed straight into
/// the caller's buffer (no copy). MLIR 22's `hoist-static-allocs` crashes
/// (use after erase) when one allocation is returned twice — two outputs
/// that canonicalization and CSE made the same buffer, e.g. two equal bias
/// gradients of the ResNet's backward — so those modules go without it.
fn out_params(hoist: bool) -> String {
    let h = if hoist { " hoist-static-allocs" } else { "" };
    format!("builtin.module(buffer-results-to-out-params{{modify-public-functions{h}}}, canonicalize, cse, canonicalize)")
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

/// The artefact of a stage for a vendor: a shared object (`cpu`, see
/// [`compile_cpu`]),
/// PTX text (`nvidia`) or AMDGPU assembly (`amd`).
pub fn compile(graph: Verified<'_>, stage: &str, vendor: Vendor, t: &Targets) -> R<Vec<u8>> {
    let ctx = context();
    match vendor {
        Vendor::Cpu => compile_cpu(graph, stage).map(|(o, _)| o),
        Vendor::Nvidia | Vendor::Amd => {
            let mut m = lower::lower_module(&ctx, graph, stage, lower::Options::default())?;
            let pipeline = if vendor == Vendor::Nvidia {
                nvidia_pipeline(t)
            } else {
                amd_pipeline(t)
            };
            cpu::run_pipeline(&ctx, &mut m, &pipeline, stage)?;
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

/// Whether `graph` lowers for the cpu pipeline, without compiling it: the
/// error naming the first op with no lowering
/// ([`BackendError::Unlowered`]), found in the time lowering takes (a
/// fraction of a compile), so that a caller can set such ops apart before
/// compiling anything.
pub fn check_lowers(graph: Verified<'_>, stage: &str) -> R<()> {
    let target = CpuTarget::selected();
    let (g, _) = jit::prepare(graph, stage, cpu::pack_lanes(target))?;
    let v = hetc_ir::verify(&g).map_err(|e| err(format!("stage {stage}: {e}")))?;
    let ctx = context();
    cpu::lowered(&ctx, v, stage, target, None).map(|_| ())
}

/// The ops of `graph` that have no lowering here, each with why: `graph`
/// cut into segments ([`crate::segment::segments_apart`], runs of at most
/// [`crate::segment::MAX_SEGMENT_OPS`] ops) with these ops each a segment
/// of its own lowers everywhere else ([`check_lowers`] on every other
/// compute segment). A caller runs those ops in the reference interpreter
/// and compiles the rest (bundles, ranks compiling at launch). Any other
/// failure (a module that does not verify: a bug of the lowering) is the
/// error. Lowering only; nothing is compiled.
pub fn unlowered_ops(
    graph: Verified<'_>,
    stage: &str,
) -> R<std::collections::BTreeMap<hetc_ir::OpId, String>> {
    use crate::segment::{segments_apart, verified, MAX_SEGMENT_OPS};
    // The lowering names an op by its first result's name: every value
    // gets a distinct one (a rank graph's values are mostly unnamed). The
    // copy has the same op and value ids.
    let orig = graph.graph();
    let mut named = orig.clone();
    let mut seen = std::collections::BTreeSet::new();
    for v in named.values.keys().collect::<Vec<_>>() {
        let n = &mut named.values[v].name;
        if n.is_empty() || !seen.insert(n.clone()) {
            let mut fresh = format!("{n}.{v}");
            while !seen.insert(fresh.clone()) {
                fresh.push('_');
            }
            *n = fresh;
        }
    }
    let graph = hetc_ir::verify(&named).map_err(|e| err(format!("stage {stage}: {e}")))?;
    let g = graph.graph();
    let first = |o: &hetc_ir::OpData| {
        o.outputs
            .first()
            .map_or(String::new(), |&r| g.values[r].name.clone())
    };
    let mut apart: std::collections::BTreeMap<hetc_ir::OpId, String> = Default::default();
    // Segments already known to lower (by their graph text): a new op set
    // apart re-cuts only its neighbours.
    let mut lowers = std::collections::BTreeSet::new();
    loop {
        let set = apart.keys().copied().collect();
        let segs = segments_apart(graph, &set, MAX_SEGMENT_OPS)?;
        let mut found = None;
        for (k, sg) in segs.compute() {
            if segs.apart[k].is_some() {
                continue;
            }
            let key = hetc_ir::print_graph(&sg.graph);
            if lowers.contains(&key) {
                continue;
            }
            match check_lowers(verified(sg)?, &format!("{stage} segment {k}")) {
                Ok(()) => {
                    lowers.insert(key);
                }
                Err(BackendError::Unlowered {
                    op,
                    kind,
                    output,
                    message,
                    ..
                }) => {
                    let id = g
                        .ops_in_order()
                        .find(|(id, o)| {
                            first(o) == output
                                && o.kind.to_string() == kind
                                && !apart.contains_key(id)
                        })
                        .map(|(id, _)| id)
                        .ok_or_else(|| {
                            err(format!(
                                "stage {stage}: {kind} {op:?} (computing {output:?}) has no lowering, and no op of the graph computes {output:?}: {message}"
                            ))
                        })?;
                    let why = message.split(" (run it with").next().unwrap_or(&message);
                    let what = if !op.is_empty() {
                        format!("{kind} {op:?}")
                    } else {
                        let r = orig.ops[id].outputs[0];
                        match orig.values[r].name.as_str() {
                            "" => format!("{kind} (computing {r})"),
                            n => format!("{kind} (computing {n:?})"),
                        }
                    };
                    let why = if why == format!("{kind} has no MLIR lowering here") {
                        format!("{what}: no MLIR lowering here")
                    } else {
                        format!("{what}: no MLIR lowering here ({why})")
                    };
                    found = Some((id, why));
                    break;
                }
                Err(e) => return Err(e),
            }
        }
        match found {
            Some((id, why)) => {
                apart.insert(id, why);
            }
            None => return Ok(apart),
        }
    }
}

/// The shared object of a bundle's cpu segment and what the bundle records
/// beside it ([`ObjectInfo`]: the calling convention, the graph's
/// fingerprint, the processor and extensions it was compiled for): exactly
/// the code a rank running the segment on one thread runs
/// (position-independent, buffers from the runtime's workspace, nothing
/// linked but libc and libm), stored in the compile cache under the same
/// key. A rank loads it as it is ([`crate::native::CpuStage::load`]).
pub fn compile_cpu(graph: Verified<'_>, stage: &str) -> R<(Vec<u8>, ObjectInfo)> {
    compile_cpu_for(graph, stage, CpuTarget::selected())
}

/// [`compile_cpu`] for `target` (which this host need not be able to run:
/// nothing is run here).
pub fn compile_cpu_for(
    graph: Verified<'_>,
    stage: &str,
    target: &CpuTarget,
) -> R<(Vec<u8>, ObjectInfo)> {
    let (g, abi) = jit::prepare(graph, stage, cpu::pack_lanes(target))?;
    let v = hetc_ir::verify(&g).map_err(|e| err(format!("stage {stage}: {e}")))?;
    let ctx = context();
    let bf16 = cpu::uses_bf16(v);
    let lowered = cpu::lowered(&ctx, v, stage, target, None)?;
    let key = CodeCache::key(&text(&lowered)?, 1, target, true);
    let info = |c: crate::native::Counts| {
        ObjectInfo::new(
            &key,
            cache::COMPILER,
            1,
            graph.graph(),
            [c.vectorized, c.parallel, c.scalar],
            abi.clone(),
            target,
        )
    };
    let cache = CodeCache::from_env();
    let lock = cache.as_ref().and_then(|c| c.lock(&key));
    let cache = cache.filter(|_| lock.is_some());
    if let Some((so, meta)) = cache.as_ref().and_then(|c| c.so_bytes(&key)) {
        if let Some(c) = jit::counts_of(&meta) {
            return Ok((so, info(c)));
        }
    }
    let (engine, counts) = jit::engine_for(&ctx, lowered, bf16, stage, 1, target, true)?;
    let object = jit::object_of(&engine).map_err(|e| err(format!("stage {stage}: {e}")))?;
    let stored = cache.as_ref().and_then(|c| {
        c.put(&key, &object, false, &jit::meta_of(&counts))
            .map_err(|e| cache::warn_once(&e.to_string()))
            .ok()?;
        c.so_bytes(&key)
    });
    let so = match stored {
        Some((so, _)) => so,
        None => {
            let dir = tempdir()?;
            let so = cache::link(&dir, &object, false)
                .and_then(|p| std::fs::read(&p).map_err(|e| err(format!("{}: {e}", p.display()))));
            let _ = std::fs::remove_dir_all(&dir);
            so.map_err(|e| err(format!("stage {stage}: {e}")))?
        }
    };
    Ok((so, info(counts)))
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

/// The LLVM installation the crate was built against (Debian's
/// `/usr/lib/llvm-22`).
fn llvm_prefix() -> &'static str {
    option_env!("MLIR_SYS_220_PREFIX").unwrap_or("/usr/lib/llvm-22")
}

/// LLVM's OpenMP runtime (`libomp.so`, Debian's `libomp-22-dev`) beside
/// the MLIR the crate was built against, NUL-terminated as
/// [`runner_utils`]: what stage code compiled for several threads calls.
fn openmp_runtime() -> Option<String> {
    let p = format!("{}/lib/libomp.so", llvm_prefix());
    std::path::Path::new(&p).exists().then(|| p + "\0")
}

/// `libmlir_c_runner_utils.so` of the MLIR the crate was built against
/// (`memrefCopy` for strided copies), if present. NUL-terminated: MLIR's C
/// API reads each `sharedLibPaths[i].data` as a C string (ignoring the
/// length melior passes), so without the NUL it read past the path
/// ("Failed to create MemoryBuffer for: …libmlir_c_runner_utils.so<garbage>").
fn runner_utils() -> Option<String> {
    let p = format!("{}/lib/libmlir_c_runner_utils.so", llvm_prefix());
    std::path::Path::new(&p).exists().then(|| p + "\0")
}

#[cfg(test)]
mod half_tests;
#[cfg(test)]
mod tests;

/// LLVM optimisation level of the cpu code (JIT and object files).
const OPT_LEVEL: usize = 2;
