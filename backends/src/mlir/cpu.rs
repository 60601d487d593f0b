//! The cpu pipeline: a lowered stage to LLVM dialect with tiled,
//! vectorized loops (DESIGN.md "CPU codegen recipe").
//!
//! 1. Lower with `exp`/`tanh`/`erf` as polynomials ([`lower::Options`]).
//! 2. On tensors: canonicalize, fuse elementwise producers into their
//!    consumers (`linalg-fuse-elementwise-ops`; GEMMs are
//!    `linalg.contract`, which it leaves alone), CSE.
//! 3. Tag each structured op with its schedule and apply the transform
//!    script ([`schedule`]): tile, peel remainders, vectorize.
//! 4. Hoist loop-invariant transfers on tensors (the GEMM accumulators
//!    stay in registers across the `k` loop), bufferize (function
//!    arguments read-only; results written into caller-owned
//!    out-params), canonicalize and CSE away self copies.
//! 5. Lower vector ops ([`schedule::VECTOR_LOWERING`]: outer products,
//!    rank-1 transfers), free intermediate buffers
//!    (`buffer-deallocation-pipeline`), and lower everything to LLVM
//!    (FP reductions may reassociate: vector sums are trees).

use super::{diags, err, lower, schedule, BUFFERIZE_TILED, R};
use melior::ir::block::BlockLike;
use melior::ir::Module;
use melior::pass::PassManager;
use melior::utility::parse_pass_pipeline;
use melior::Context;

/// Phase 2 (tensors, before scheduling).
const FUSE: &str = "builtin.module(canonicalize, linalg-fuse-elementwise-ops, canonicalize, cse)";

/// Phase 4 (after the schedule): hoisting on tensors, bufferization.
fn bufferize() -> String {
    format!(
        "builtin.module(canonicalize, loop-invariant-subset-hoisting, canonicalize, {BUFFERIZE_TILED}, \
         cse, canonicalize)"
    )
}

/// Phase 5 (after the vector lowering script): to LLVM; with `workspace`,
/// buffers come from `_mlir_memref_to_llvm_alloc` / `_free` (the JIT's
/// [`super::workspace`]), else from `malloc` / `free`. With threads, the
/// `scf.forall` loops of the schedule become OpenMP parallel loops of
/// `threads` threads (`convert-scf-to-openmp`; the canonicalization after
/// it inlines the `memref.alloca_scope` it wraps bodies in, which would
/// otherwise hold several blocks once the loops inside become branches).
fn to_llvm(threads: usize, workspace: bool) -> String {
    let omp = if threads > 1 {
        format!("scf-forall-to-parallel, convert-scf-to-openmp{{num-threads={threads}}}, canonicalize, ")
    } else {
        String::new()
    };
    let omp_llvm = if threads > 1 {
        "convert-openmp-to-llvm, "
    } else {
        ""
    };
    let memref = if workspace {
        "finalize-memref-to-llvm{use-generic-functions=true}"
    } else {
        "finalize-memref-to-llvm"
    };
    format!(
        "builtin.module(buffer-deallocation-pipeline, canonicalize, \
         convert-vector-to-scf{{full-unroll=true}}, {omp}func.func(convert-linalg-to-loops), \
         expand-strided-metadata, lower-affine, convert-scf-to-cf, convert-math-to-llvm, \
         convert-math-to-libm, convert-vector-to-llvm{{reassociate-fp-reductions=true}}, \
         {memref}, convert-arith-to-llvm, convert-index-to-llvm, \
         convert-func-to-llvm, convert-cf-to-llvm, convert-ub-to-llvm, {omp_llvm}\
         reconcile-unrealized-casts)"
    )
}

pub(super) fn run_pipeline(
    ctx: &Context,
    module: &mut Module<'_>,
    pipeline: &str,
    stage: &str,
) -> R<()> {
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

/// Apply the transform script `script` (a module with
/// `@__transform_main`) to `module`.
pub(super) fn apply_transform(
    ctx: &Context,
    module: &mut Module<'_>,
    script: &str,
    stage: &str,
) -> R<()> {
    let t = Module::parse(ctx, script).ok_or_else(|| {
        err(format!(
            "stage {stage}: the transform script does not parse (a bug):\n{}\n{script}",
            diags()
        ))
    })?;
    let root = t
        .body()
        .first_operation()
        .ok_or_else(|| err("an empty transform script"))?;
    // SAFETY: the payload module, the transform module and its first op
    // (the named sequence) are live for the whole call; the options object
    // is created and destroyed here. The interpreter mutates only the
    // payload, which `module` owns exclusively (`&mut`).
    let ok = unsafe {
        let opts = mlir_sys::mlirTransformOptionsCreate();
        let r = mlir_sys::mlirTransformApplyNamedSequence(
            module.as_operation().to_raw(),
            root.to_raw(),
            t.as_operation().to_raw(),
            opts,
        );
        mlir_sys::mlirTransformOptionsDestroy(opts);
        r.value != 0
    };
    if !ok {
        return Err(err(format!(
            "stage {stage}: the cpu schedule failed:\n{}",
            diags()
        )));
    }
    Ok(())
}

/// A stage module after the cpu pipeline for `threads` threads (LLVM
/// dialect), and what its schedule vectorized and parallelized (the
/// script itself dropped).
pub(super) fn cpu_module<'c>(
    ctx: &'c Context,
    graph: hetc_ir::Verified<'_>,
    stage: &str,
    threads: usize,
    workspace: bool,
) -> R<(Module<'c>, schedule::Tagged)> {
    let mut m = lower::lower_module(ctx, graph, stage, lower::Options { expand_math: true })?;
    run_pipeline(ctx, &mut m, FUSE, stage)?;
    let mut tagged = schedule::annotate(&mut m, threads)?;
    apply_transform(ctx, &mut m, &tagged.script, stage)?;
    tagged.script.clear();
    run_pipeline(ctx, &mut m, &bufferize(), stage)?;
    apply_transform(ctx, &mut m, schedule::VECTOR_LOWERING, stage)?;
    run_pipeline(ctx, &mut m, &to_llvm(threads, workspace), stage)?;
    Ok((m, tagged))
}
