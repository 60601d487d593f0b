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

use super::{diags, err, lower, out_params, schedule, BUFFERIZE_TILED, R};
use melior::ir::block::BlockLike;
use melior::ir::operation::{OperationLike, WalkOrder, WalkResult};
use melior::ir::r#type::TypeLike;
use melior::ir::{BlockRef, Module, RegionLike, Value, ValueLike};
use melior::pass::PassManager;
use melior::utility::parse_pass_pipeline;
use melior::Context;
use std::collections::HashMap;

/// Phase 2 (tensors, before scheduling).
const FUSE: &str = "builtin.module(canonicalize, linalg-fuse-elementwise-ops, canonicalize, cse)";

/// Phase 4 (after the schedule): hoisting on tensors, bufferization.
fn bufferize() -> String {
    format!(
        "builtin.module(canonicalize, loop-invariant-subset-hoisting, canonicalize, {BUFFERIZE_TILED})"
    )
}

/// Phase 5 (after the vector lowering script): to LLVM; with `workspace`,
/// buffers come from `_mlir_memref_to_llvm_alloc` / `_free` (the JIT's
/// [`super::workspace`]), else from `malloc` / `free`. With threads, the
/// `scf.forall` loops of the schedule become OpenMP parallel loops of
/// `threads` threads (`convert-scf-to-openmp`; the canonicalization after
/// it inlines the `memref.alloca_scope` it wraps bodies in, which would
/// otherwise hold several blocks once the loops inside become branches).
///
/// With `bf16`, `arith-expand{include-bf16}` turns what is left of `bf16`
/// conversions (the lowering's widenings; it rounds to bf16 in integer
/// arithmetic itself) into integer arithmetic: LLVM's x86 backend has no
/// `bf16` instructions without AVX512-BF16 and truncates each lane by a
/// call to `__truncsfbf2`. `f16` conversions need nothing: they are F16C
/// instructions.
fn to_llvm(threads: usize, workspace: bool, bf16: bool) -> String {
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
    let expand = if bf16 {
        "arith-expand{include-bf16=true}, "
    } else {
        ""
    };
    format!(
        "builtin.module(convert-vector-to-scf{{full-unroll=true}}, {omp}func.func(convert-linalg-to-loops), \
         {expand}expand-strided-metadata, lower-affine, convert-scf-to-cf, convert-math-to-llvm, \
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
    let hoist = !returns_a_value_twice(&m);
    run_pipeline(ctx, &mut m, &out_params(hoist), stage)?;
    apply_transform(ctx, &mut m, schedule::VECTOR_LOWERING, stage)?;
    run_pipeline(ctx, &mut m, DEALLOCATE, stage)?;
    free_early(&m);
    let g = graph.graph();
    let bf16 = g
        .values
        .values()
        .any(|v| v.ty.dtype == hetc_ir::DType::BF16);
    run_pipeline(ctx, &mut m, &to_llvm(threads, workspace, bf16), stage)?;
    Ok((m, tagged))
}

/// Phase 5a: free intermediates. The ownership-based deallocation puts
/// every `memref.dealloc` at the end of the block, so [`free_early`] moves
/// them up.
const DEALLOCATE: &str = "builtin.module(buffer-deallocation-pipeline, canonicalize)";

/// Move each `memref.dealloc` of a buffer allocated at the top level of a
/// function to right after the buffer's last use there (an op using it, or
/// a view of it, anywhere in its regions). The deallocation pipeline frees
/// every buffer at the end of the function, so all intermediates of a stage
/// were live at once: a 12-layer GPT-2 forward touched 265 fresh buffers
/// per call (cold in cache, none reused from the workspace pool within the
/// call) and ran 2.6x slower than its layers one by one.
/// Whether a function of `m` returns one value at two result positions.
fn returns_a_value_twice(m: &Module<'_>) -> bool {
    let mut twice = false;
    m.as_operation().walk(WalkOrder::PreOrder, |op| {
        if op.name().as_string_ref().as_str().ok() == Some("func.return") {
            let mut seen = std::collections::HashSet::new();
            if op.operands().any(|v| !seen.insert(v.to_raw().ptr as usize)) {
                twice = true;
                return WalkResult::Interrupt;
            }
        }
        WalkResult::Advance
    });
    twice
}

fn free_early(m: &Module<'_>) {
    let body = m.body();
    let mut func = body.first_operation();
    while let Some(f) = func {
        if f.name().as_string_ref().as_str().ok() == Some("func.func") {
            if let Some(b) = f.region(0).ok().and_then(|r| r.first_block()) {
                free_early_in(b);
            }
        }
        func = f.next_in_block();
    }
}

fn free_early_in(b: BlockRef<'_, '_>) {
    let key = |v: Value<'_, '_>| v.to_raw().ptr as usize;
    let is_memref = |v: Value<'_, '_>| v.r#type().is_mem_ref();
    let mut ops = Vec::new();
    let mut cur = b.first_operation();
    while let Some(op) = cur {
        ops.push(op);
        cur = op.next_in_block();
    }
    // The buffers (allocations of this block) each memref value may view,
    // and the last top-level op using each buffer.
    let mut roots: HashMap<usize, Vec<usize>> = HashMap::new();
    let mut last: HashMap<usize, usize> = HashMap::new();
    let mut deallocs = Vec::new();
    for (i, op) in ops.iter().enumerate() {
        let name = op.name().as_string_ref().as_str().unwrap_or("").to_string();
        if name == "memref.dealloc" {
            deallocs.push(i);
            continue;
        }
        let mut used = Vec::new();
        op.walk(WalkOrder::PreOrder, |n| {
            for v in n.operands() {
                if let Some(r) = roots.get(&key(v)) {
                    used.extend_from_slice(r);
                }
            }
            WalkResult::Advance
        });
        used.sort_unstable();
        used.dedup();
        for &r in &used {
            last.insert(r, i);
        }
        for res in op.results() {
            let v: Value = res.into();
            if !is_memref(v) {
                continue;
            }
            if name == "memref.alloc" {
                roots.insert(key(v), vec![key(v)]);
                last.insert(key(v), i);
            } else if !used.is_empty() {
                // Any memref result of an op reading a buffer may view it
                // (subviews, reshapes, casts, loop results).
                roots.insert(key(v), used.clone());
            }
        }
    }
    for i in deallocs {
        let op = ops[i];
        let Ok(v) = op.operand(0) else { continue };
        let Some(&l) = last.get(&key(v)) else {
            continue;
        };
        if roots.get(&key(v)).map(Vec::as_slice) != Some(&[key(v)][..]) || l + 1 >= i {
            continue;
        }
        // SAFETY: both ops are live in the same block; the dealloc moves
        // after the buffer's last use, before any later op.
        unsafe { mlir_sys::mlirOperationMoveAfter(op.to_raw(), ops[l].to_raw()) };
    }
}
