//! The cpu pipeline: a lowered stage to LLVM dialect with tiled,
//! vectorized loops (DESIGN.md "CPU codegen recipe").
//!
//! 1. Lower with `exp`/`tanh`/`erf` as polynomials ([`lower::Options`]).
//! 2. On tensors: canonicalize, fuse elementwise producers into their
//!    consumers (`linalg-fuse-elementwise-ops`; GEMMs are
//!    `linalg.contract`, which it leaves alone), CSE, then a `linalg.fill`
//!    per use (CSE shares them; bufferization would copy).
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

use super::target::CpuTarget;
use super::{diags, err, lower, out_params, schedule, BUFFERIZE_TILED, R};
use melior::ir::attribute::AttributeLike;
use melior::ir::block::BlockLike;
use melior::ir::operation::OperationBuilder;
use melior::ir::operation::{OperationLike, WalkOrder, WalkResult};
use melior::ir::r#type::TypeLike;
use melior::ir::r#type::{DimSize, RankedTensorType};
use melior::ir::{
    Attribute, BlockRef, Identifier, Module, RegionLike, ShapedTypeLike, Type, Value, ValueLike,
};
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
/// [`crate::native`]'s workspace), else from `malloc` / `free`. With threads, the
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
        // The first diagnostic on the first line (what one-line reports
        // show).
        err(format!(
            "stage {stage}: pass pipeline failed: {e}: {}",
            diags().trim_start()
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
            "stage {stage}: the cpu schedule failed: {}",
            diags().trim_start()
        )));
    }
    Ok(())
}

/// Phase 0: the stage as lowered for `target`'s cpu code (what the compile
/// cache keys by: everything after it is decided by this module, the
/// thread count and the target).
pub(super) fn lowered<'c>(
    ctx: &'c Context,
    graph: hetc_ir::Verified<'_>,
    stage: &str,
    target: &CpuTarget,
    regions: Option<&super::marks::Regions>,
) -> R<Module<'c>> {
    let opts = lower::Options {
        expand_math: true,
        pack: pack_lanes(target),
        regions,
    };
    lower::lower_module(ctx, graph, stage, opts)
}

/// A stage module [`lowered`] already, after the cpu pipeline for
/// `threads` threads (LLVM dialect), and what its schedule vectorized and
/// parallelized (the script itself dropped).
pub(super) fn cpu_module_from<'c>(
    ctx: &'c Context,
    lowered: Module<'c>,
    bf16: bool,
    stage: &str,
    threads: usize,
    target: &CpuTarget,
    workspace: bool,
) -> R<(Module<'c>, schedule::Tagged)> {
    let dump = Dump::from_env(stage);
    let (mut m, tagged) = memref_module_from(ctx, lowered, stage, threads, target, &dump)?;
    let clock = Clock::from_env(stage);
    run_pipeline(ctx, &mut m, &to_llvm(threads, workspace, bf16), stage)?;
    set_machine(ctx, &m, target)?;
    dump.module("5-llvm", &m);
    clock.lap("to llvm dialect");
    Ok((m, tagged))
}

/// Give every `llvm.func` of `m` the `target-cpu` and `target-features` of
/// `target`'s [`Machine`](crate::native::target::Machine) (nothing for the
/// host): LLVM's subtarget of a function is made from them, replacing the
/// JIT's host CPU and features, as clang's `-march=x86-64-v3` marks its
/// functions. Functions the conversion made (OpenMP outlined bodies
/// included) are all in `m`'s body.
pub(super) fn set_machine(ctx: &Context, m: &Module<'_>, target: &CpuTarget) -> R<()> {
    let Some((cpu, features, vector_width)) = target.machine.llvm_attributes() else {
        return Ok(());
    };
    let parse = |t: &str| {
        Attribute::parse(ctx, t)
            .ok_or_else(|| err(format!("target attribute {t:?} does not parse")))
    };
    let quoted = |xs: &[&str]| {
        xs.iter()
            .map(|x| format!("{x:?}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut attrs = vec![
        ("target_cpu", parse(&format!("{cpu:?}"))?),
        (
            "target_features",
            parse(&format!("#llvm.target_features<[{}]>", quoted(features)))?,
        ),
    ];
    if !vector_width.is_empty() {
        attrs.push((
            "passthrough",
            parse(&format!(
                "[[\"min-legal-vector-width\", \"{vector_width}\"], [\"prefer-vector-width\", \"{vector_width}\"]]"
            ))?,
        ));
    }
    let body = m.body();
    let mut op = body.first_operation();
    while let Some(f) = op {
        if f.name().as_string_ref().as_str().ok() == Some("llvm.func") {
            for (name, a) in &attrs {
                // SAFETY: `f` is an operation of `m`, alive here; the
                // attribute is owned by `ctx`, which outlives `m`.
                unsafe {
                    mlir_sys::mlirOperationSetAttributeByName(
                        f.to_raw(),
                        melior::StringRef::new(name).to_raw(),
                        a.to_raw(),
                    );
                }
            }
        }
        op = f.next_in_block();
    }
    Ok(())
}

/// Whether the stage has bf16 values (the LLVM conversion then expands
/// bf16 arithmetic to f32).
pub(super) fn uses_bf16(graph: hetc_ir::Verified<'_>) -> bool {
    graph
        .graph()
        .values
        .values()
        .any(|v| v.ty.dtype == hetc_ir::DType::BF16)
}

/// The column panel width of packed GEMM weights on `target`
/// ([`lower::packed_weights`]): the register block's columns, where the
/// schedule runs the columns outside the rows (each panel is read whole
/// for all rows, then left). Not with the AVX-512 table's rows outside
/// columns (every 6 rows would stream all of B; not measured there).
pub(super) fn pack_lanes(target: &CpuTarget) -> u64 {
    let b = schedule::Blocks::for_target(target);
    if b.columns_outer {
        b.gemm_register[1]
    } else {
        0
    }
}

/// Phases 1–5a: the module on buffers with its vector ops lowered, before
/// the conversion to LLVM (what the tests read: copies left, ops left
/// unvectorized as `linalg.generic`).
#[cfg(test)]
pub(super) fn memref_module<'c>(
    ctx: &'c Context,
    graph: hetc_ir::Verified<'_>,
    stage: &str,
    threads: usize,
    target: &CpuTarget,
    dump: &Dump,
) -> R<(Module<'c>, schedule::Tagged)> {
    let m = lowered(ctx, graph, stage, target, None)?;
    memref_module_from(ctx, m, stage, threads, target, dump)
}

/// [`memref_module`] of a module [`lowered`] already.
fn memref_module_from<'c>(
    ctx: &'c Context,
    mut m: Module<'c>,
    stage: &str,
    threads: usize,
    target: &CpuTarget,
    dump: &Dump,
) -> R<(Module<'c>, schedule::Tagged)> {
    dump.module("0-lowered", &m);
    let clock = Clock::from_env(stage);
    run_pipeline(ctx, &mut m, FUSE, stage)?;
    unshare_fills(&m);
    reshapes_as_views(ctx, &m)?;
    dump.module("1-fused", &m);
    clock.lap("fuse");
    let mut tagged = schedule::annotate(&mut m, threads, target)?;
    dump.module("2-annotated", &m);
    dump.text("2-schedule.transform", &tagged.script);
    apply_transform(ctx, &mut m, &tagged.script, stage)?;
    tagged.script.clear();
    dump.module("2-scheduled", &m);
    clock.lap("schedule");
    run_pipeline(ctx, &mut m, &bufferize(), stage)?;
    let hoist = !returns_a_value_twice(&m);
    run_pipeline(ctx, &mut m, &out_params(hoist), stage)?;
    dump.module("3-bufferized", &m);
    clock.lap("bufferize");
    apply_transform(ctx, &mut m, schedule::VECTOR_LOWERING, stage)?;
    run_pipeline(ctx, &mut m, DEALLOCATE, stage)?;
    free_early(&m);
    dump.module("4-vector-lowered", &m);
    clock.lap("vector lowering");
    Ok((m, tagged))
}

/// With `HETC_COMPILE_TIMES` set, where a stage's compile spends its
/// time: one line on stderr per phase (`compile <stage>: <phase> <s>`).
pub(super) struct Clock<'s> {
    stage: &'s str,
    at: Option<std::cell::Cell<std::time::Instant>>,
}

impl<'s> Clock<'s> {
    pub(super) fn from_env(stage: &'s str) -> Clock<'s> {
        let at = std::env::var_os("HETC_COMPILE_TIMES")
            .map(|_| std::cell::Cell::new(std::time::Instant::now()));
        Clock { stage, at }
    }

    /// The seconds since the last lap (or the start), as `phase`.
    pub(super) fn lap(&self, phase: &str) {
        if let Some(at) = &self.at {
            let now = std::time::Instant::now();
            eprintln!(
                "compile {}: {phase} {:.2} s",
                self.stage,
                now.duration_since(at.get()).as_secs_f64()
            );
            at.set(now);
        }
    }
}

/// The developer's view of the pipeline: with `HETC_MLIR_DUMP=DIR`, each
/// stage's module is written after every phase to
/// `DIR/<stage>.<phase>.mlir` (and the schedule's transform script), for
/// `mlir-opt` / `mlir-runner` experiments (as `--mlir-print-ir-after-all`
/// does for a pass pipeline). Write errors are ignored: it is a debugging
/// aid, never part of a compile's result.
pub(super) struct Dump(Option<std::path::PathBuf>);

impl Dump {
    /// No dump.
    #[cfg(test)]
    pub(super) const NONE: Dump = Dump(None);

    fn from_env(stage: &str) -> Dump {
        Dump(std::env::var_os("HETC_MLIR_DUMP").map(|d| {
            let safe: String = stage
                .chars()
                .map(|c| {
                    if c.is_ascii_alphanumeric() || c == '-' {
                        c
                    } else {
                        '_'
                    }
                })
                .collect();
            std::path::Path::new(&d).join(safe)
        }))
    }

    fn text(&self, phase: &str, text: &str) {
        if let Some(base) = &self.0 {
            if let Some(dir) = base.parent() {
                let _ = std::fs::create_dir_all(dir);
            }
            let _ = std::fs::write(base.with_extension(format!("{phase}.mlir")), text);
        }
    }

    fn module(&self, phase: &str, m: &Module<'_>) {
        if self.0.is_some() {
            self.text(phase, &m.as_operation().to_string());
        }
    }
}

/// Give every use of a `linalg.fill` its own fill. CSE merges the
/// identical fills the lowering writes (the zero accumulator of each GEMM,
/// the −∞ and 0 seeds of reductions), and one-shot bufferization then
/// fills one buffer and copies it for every other op that writes into it:
/// 174 `memref.copy` per GPT-2-tiny forward, 131 of them of fills. With a
/// fill per use, each op's buffer is filled in place.
fn unshare_fills(m: &Module<'_>) {
    let body = m.body();
    let mut func = body.first_operation();
    while let Some(f) = func {
        if f.name().as_string_ref().as_str().ok() == Some("func.func") {
            if let Some(b) = f.region(0).ok().and_then(|r| r.first_block()) {
                let mut fills = Vec::new();
                let mut cur = b.first_operation();
                while let Some(op) = cur {
                    if op.name().as_string_ref().as_str().ok() == Some("linalg.fill") {
                        fills.push(op.to_raw());
                    }
                    cur = op.next_in_block();
                }
                for fill in fills {
                    // SAFETY: `fill` is a live op of this module with one
                    // result; its uses are walked before any is changed,
                    // each clone is inserted (owned by) the block of the
                    // use's owner, before it, where the fill's operands
                    // (defined before the original at the top level)
                    // dominate it, and the use is then re-pointed to the
                    // clone's result, of the same type.
                    unsafe {
                        let v = mlir_sys::mlirOperationGetResult(fill, 0);
                        let mut uses = Vec::new();
                        let mut u = mlir_sys::mlirValueGetFirstUse(v);
                        while !mlir_sys::mlirOpOperandIsNull(u) {
                            uses.push((
                                mlir_sys::mlirOpOperandGetOwner(u),
                                mlir_sys::mlirOpOperandGetOperandNumber(u),
                            ));
                            u = mlir_sys::mlirOpOperandGetNextUse(u);
                        }
                        for &(owner, number) in uses.iter().skip(1) {
                            let c = mlir_sys::mlirOperationClone(fill);
                            let block = mlir_sys::mlirOperationGetBlock(owner);
                            mlir_sys::mlirBlockInsertOwnedOperationBefore(block, owner, c);
                            mlir_sys::mlirOperationSetOperand(
                                owner,
                                number as isize,
                                mlir_sys::mlirOperationGetResult(c, 0),
                            );
                        }
                    }
                }
            }
        }
        func = f.next_in_block();
    }
}

/// Rewrite each `tensor.reshape` with static shapes as
/// `tensor.collapse_shape` / `tensor.expand_shape` (or a collapse to one
/// dim and an expand where neither alone does it). One-shot bufferization
/// turns those into views even of a strided buffer, where it copies the
/// source of a `tensor.reshape` whose layout is not the identity: the q,
/// k and v slices of each attention's fused QKV product went through
/// MLIR's generic strided `memrefCopy`, 36 copies per GPT-2-tiny forward.
/// Done after elementwise fusion: the lowering writes `tensor.reshape`
/// because fusion would propagate expand/collapse ops through a GEMM's
/// operands (see `lower`'s `reshape`).
fn reshapes_as_views(ctx: &Context, m: &Module<'_>) -> R<()> {
    let static_shape = |v: Value<'_, '_>| -> Option<Vec<u64>> {
        let t = RankedTensorType::try_from(v.r#type()).ok()?;
        (0..t.rank())
            .map(|d| match t.dim_size(d).ok()? {
                DimSize::Static(n) => Some(n),
                DimSize::Dynamic => None,
            })
            .collect()
    };
    let body = m.body();
    let mut func = body.first_operation();
    while let Some(f) = func {
        if f.name().as_string_ref().as_str().ok() == Some("func.func") {
            if let Some(b) = f.region(0).ok().and_then(|r| r.first_block()) {
                let mut reshapes = Vec::new();
                let mut cur = b.first_operation();
                while let Some(op) = cur {
                    if op.name().as_string_ref().as_str().ok() == Some("tensor.reshape") {
                        reshapes.push(op);
                    }
                    cur = op.next_in_block();
                }
                for op in reshapes {
                    let (Ok(src), Ok(res)) = (op.operand(0), op.result(0)) else {
                        continue;
                    };
                    let res: Value = res.into();
                    let (Some(from), Some(to)) = (static_shape(src), static_shape(res)) else {
                        continue;
                    };
                    if from.is_empty() || to.is_empty() {
                        continue;
                    }
                    let elem = RankedTensorType::try_from(res.r#type())
                        .map_err(|e| err(e.to_string()))?
                        .element();
                    let loc = op.location();
                    let mut x = src;
                    for View {
                        op: name,
                        reassociation: reassoc,
                        shape,
                    } in views(&from, &to)
                    {
                        let text = format!(
                            "[{}]",
                            reassoc
                                .iter()
                                .map(|g| format!(
                                    "[{}]",
                                    g.iter()
                                        .map(|d| d.to_string())
                                        .collect::<Vec<_>>()
                                        .join(", ")
                                ))
                                .collect::<Vec<_>>()
                                .join(", ")
                        );
                        let attr = |t: &str| {
                            Attribute::parse(ctx, t).ok_or_else(|| {
                                err(format!("reshape attribute {t:?} does not parse"))
                            })
                        };
                        let mut attrs = vec![(Identifier::new(ctx, "reassociation"), attr(&text)?)];
                        if name == "tensor.expand_shape" {
                            let dims: Vec<String> = shape.iter().map(u64::to_string).collect();
                            attrs.push((
                                Identifier::new(ctx, "static_output_shape"),
                                attr(&format!("array<i64: {}>", dims.join(", ")))?,
                            ));
                        }
                        let ty: Type = RankedTensorType::new(&shape, elem, None).into();
                        let new = OperationBuilder::new(name, loc)
                            .add_operands(&[x])
                            .add_attributes(&attrs)
                            .add_results(&[ty])
                            .build()
                            .map_err(|e| err(format!("{name}: {e}")))?;
                        let new = b.insert_operation_before(op, new);
                        x = new.result(0).map_err(|e| err(e.to_string()))?.into();
                    }
                    // SAFETY: `res` (the reshape's result) and `x` (the
                    // last view, inserted before it) have the same type;
                    // once nothing uses the reshape it is erased, and its
                    // handle is not used again.
                    unsafe {
                        mlir_sys::mlirValueReplaceAllUsesOfWith(res.to_raw(), x.to_raw());
                        mlir_sys::mlirOperationDestroy(op.to_raw());
                    }
                }
            }
        }
        func = f.next_in_block();
    }
    Ok(())
}

/// One `tensor.collapse_shape` / `tensor.expand_shape`: its op name, its
/// dim groups and its result shape.
struct View {
    op: &'static str,
    reassociation: Vec<Vec<usize>>,
    shape: Vec<u64>,
}

/// The views that reshape `from` into `to` (same element count): one
/// collapse or expand where the dims group into runs, else a collapse to
/// one dim and an expand.
fn views(from: &[u64], to: &[u64]) -> Vec<View> {
    let view = |op, reassociation, shape: &[u64]| View {
        op,
        reassociation,
        shape: shape.to_vec(),
    };
    if let Some(g) = groups(to, from) {
        vec![view("tensor.collapse_shape", g, to)]
    } else if let Some(g) = groups(from, to) {
        vec![view("tensor.expand_shape", g, to)]
    } else {
        let n: u64 = from.iter().product();
        vec![
            view(
                "tensor.collapse_shape",
                vec![(0..from.len()).collect()],
                &[n],
            ),
            view("tensor.expand_shape", vec![(0..to.len()).collect()], to),
        ]
    }
}

/// The reassociation that groups the dims of `more` into consecutive runs
/// whose products are the dims of `fewer` (trailing unit dims join the
/// last run), if there is one.
fn groups(fewer: &[u64], more: &[u64]) -> Option<Vec<Vec<usize>>> {
    if fewer.len() >= more.len() || fewer.is_empty() {
        return None;
    }
    let mut out = Vec::with_capacity(fewer.len());
    let mut j = 0;
    for &f in fewer {
        let mut g = Vec::new();
        let mut p = 1u64;
        while j < more.len() && (g.is_empty() || p < f) {
            p = p.checked_mul(more[j])?;
            g.push(j);
            j += 1;
        }
        // `more` ran out before this dim of `fewer` (a unit dim after
        // the others: [1, 1, 63] into [63, 1]): no run is left for it.
        if p != f || g.is_empty() {
            return None;
        }
        out.push(g);
    }
    while j < more.len() {
        if more[j] != 1 {
            return None;
        }
        out.last_mut()?.push(j);
        j += 1;
    }
    Some(out)
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

#[cfg(test)]
mod tests {
    use super::groups;

    #[test]
    fn reshape_groups() {
        // [1, 128, 192] -> [128, 192]: the unit dim joins the first run.
        assert_eq!(
            groups(&[128, 192], &[1, 128, 192]),
            Some(vec![vec![0, 1], vec![2]])
        );
        // [128, 64] -> [128, 4, 16] (heads split off the hidden dim).
        assert_eq!(
            groups(&[128, 64], &[128, 4, 16]),
            Some(vec![vec![0], vec![1, 2]])
        );
        // Trailing unit dims join the last run.
        assert_eq!(
            groups(&[4, 1], &[2, 2, 1, 1]),
            Some(vec![vec![0, 1], vec![2, 3]])
        );
        // [6] -> [2, 3] and back is a run; [2, 6] and [3, 4] are not.
        assert_eq!(groups(&[6], &[2, 3]), Some(vec![vec![0, 1]]));
        assert_eq!(groups(&[3, 4], &[2, 6]), None);
        assert_eq!(groups(&[2, 1, 3], &[2, 3, 1, 1]), None);
        // A trailing unit dim of the fewer with the more's dims used up
        // (the Piper VITS export's Unsqueeze of a [1, 1, n] value).
        assert_eq!(groups(&[63, 1], &[1, 1, 63]), None);
        assert_eq!(groups(&[4], &[2, 2]), Some(vec![vec![0, 1]]));
        assert_eq!(groups(&[2, 3], &[2, 3]), None);
    }
}
