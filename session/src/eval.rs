//! `hetc eval`: import a model and run it once, in this process, on given
//! input tensors — no cluster, plan or bundle.
//!
//! Establishes: the model's symbolic dims are bound from the shapes of the
//! inputs given (as onnxruntime binds them from the tensors it is fed),
//! on top of the caller's bindings (`--bind`, needed only for dims no input
//! carries); where a node needs a compile-time value that the model takes
//! as an input (a reshape target, reduction axes, pads fed as inputs), the
//! value given is used likewise (the graph is specialised to it, see
//! [`hetc_frontends::onnx::import_bytes_with_values`]); the bound graph is verified and run by the JIT (the MLIR `cpu`
//! lowering, compiled with melior's execution engine) or by the reference
//! interpreter. Outputs come back under the model's output names with
//! their element types. An op the JIT has no lowering for runs in the
//! reference interpreter, the runs of ops around it compiled as before,
//! with one warning per such op naming it (never silently); any other JIT
//! failure (a lowered module that does not verify: a lowering bug) runs
//! the whole model in the reference interpreter, with a warning saying
//! what failed. `Engine::JitOnly` keeps every JIT failure an error.
//!
//! Assumes nothing of the inputs: a missing input, one of another element
//! type or shape than the model declares, a dim bound two ways, or a tensor
//! that is not an input of the model is an error naming it.

use crate::tensor_io::Array;
use hetc_backends::reference::{self, Tensor};
use hetc_backends::BackendError;
use hetc_frontends::{FrontendError, ImportOptions};
use hetc_ir::TensorData;
#[cfg(feature = "mlir")]
use hetc_ir::ValueDef;
use hetc_ir::{Dim, Graph, TensorType};
use std::collections::BTreeMap;
use std::path::Path;
#[cfg(feature = "mlir")]
use std::sync::Arc;

/// What runs the model.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Engine {
    /// The MLIR `cpu` lowering, JIT-compiled in process; an op it cannot
    /// lower runs in the reference interpreter instead (the ops around it
    /// still compiled), with a warning naming it.
    #[default]
    Jit,
    /// The JIT alone: an op it cannot lower is an error (the node-test
    /// suite's measure of the lowering).
    JitOnly,
    /// The reference interpreter (`f64` arithmetic rounded to each result's
    /// type after every op).
    Reference,
}

/// Options of [`eval_file`].
#[derive(Clone, Debug, Default)]
pub struct EvalOptions {
    /// Values for symbolic dims that no input determines (`--bind`).
    pub bindings: BTreeMap<String, u64>,
    /// A Hugging Face checkpoint for a `config.json` model (`--weights`).
    pub weights: Option<std::path::PathBuf>,
    pub engine: Engine,
}

/// The result of an evaluation.
#[derive(Clone, Debug)]
pub struct Evaluation {
    /// The model's outputs, in order, under their names.
    pub outputs: Vec<Array>,
    /// Every binding used (given and derived from the inputs).
    pub bindings: BTreeMap<String, u64>,
    /// The importer's warnings.
    pub warnings: Vec<String>,
}

/// Why a model could not be evaluated.
#[derive(Debug, thiserror::Error)]
pub enum EvalError {
    #[error(transparent)]
    Import(#[from] FrontendError),
    /// The inputs do not fit the model.
    #[error("{model}: {message}")]
    Inputs { model: String, message: String },
    /// The imported graph still has unbound dims, or does not verify.
    #[error("{model}: {message}")]
    Graph { model: String, message: String },
    /// The engine failed (the CLI prints the source after this).
    #[error("{model}: {engine}")]
    Run {
        model: String,
        engine: &'static str,
        #[source]
        source: Box<BackendError>,
    },
    /// An error after the importer warned about the model (the warnings,
    /// e.g. an op taken on trust, may explain it: the CLI prints them
    /// first).
    #[error(transparent)]
    Warned(Box<Warned>),
}

/// [`EvalError::Warned`]: shown as its error, with the warnings beside it.
#[derive(Debug)]
pub struct Warned {
    pub error: EvalError,
    pub warnings: Vec<String>,
}

impl std::fmt::Display for Warned {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.error.fmt(f)
    }
}

impl std::error::Error for Warned {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.error)
    }
}

impl EvalError {
    /// The importer's warnings that came with this error.
    pub fn warnings(&self) -> &[String] {
        match self {
            EvalError::Warned(w) => &w.warnings,
            _ => &[],
        }
    }
}

/// Import the model at `path` and run it on `inputs` (matched to the
/// model's inputs by name).
pub fn eval_file(
    path: &Path,
    inputs: &[Array],
    opts: &EvalOptions,
) -> Result<Evaluation, EvalError> {
    let shown = path.display().to_string();
    let is_onnx = matches!(
        hetc_frontends::Format::of(path),
        Some(hetc_frontends::Format::Onnx)
    );
    if !is_onnx {
        let source = hetc_frontends::Source::read(path)?;
        // The inputs bind the model's symbolic dims (a config's batch and
        // sequence) as onnxruntime binds them, before any weights load.
        let shapes = source.import(&ImportOptions {
            bindings: opts.bindings.clone(),
            weights: opts.weights.clone(),
            shapes_only: true,
            inputs_given: false,
        })?;
        let sig = hetc_frontends::onnx::Signature {
            inputs: shapes
                .graph
                .inputs
                .iter()
                .map(|&v| {
                    let x = &shapes.graph.values[v];
                    (x.name.clone(), Some(x.ty.clone()))
                })
                .collect(),
            outputs: Vec::new(),
        };
        let bindings = bind_inputs(&shown, &sig, inputs, &opts.bindings)?;
        let imported = source.import(&ImportOptions {
            bindings: bindings.clone(),
            weights: opts.weights.clone(),
            shapes_only: false,
            inputs_given: false,
        })?;
        let names = imported.graph.output_names();
        let kept = imported.warnings.clone();
        return run_graph(
            &shown,
            imported.graph,
            names,
            inputs,
            bindings,
            imported.warnings,
            opts.engine,
        )
        .map_err(|e| warned(e, kept));
    }
    if let Some(w) = &opts.weights {
        return Err(FrontendError::Weights {
            path: w.display().to_string(),
            message: format!(
                "--weights loads a Hugging Face checkpoint for a config.json; {shown} carries its own weights"
            ),
        }
        .into());
    }
    let bytes = std::fs::read(path).map_err(|source| FrontendError::Io {
        path: shown.clone(),
        error: source,
    })?;
    let dir = path.parent().map(Path::to_path_buf).unwrap_or_default();
    eval_onnx(&bytes, &dir, &shown, inputs, opts)
}

/// [`eval_file`] of an ONNX model in memory (external data read from
/// `model_dir`; `shown` names it in messages).
pub fn eval_onnx(
    bytes: &[u8],
    model_dir: &Path,
    shown: &str,
    inputs: &[Array],
    opts: &EvalOptions,
) -> Result<Evaluation, EvalError> {
    let model = hetc_frontends::onnx::decode(bytes, shown)?;
    eval_model(&model, model_dir, shown, inputs, &BTreeMap::new(), opts, 0)
}

/// Values computed ahead, by the ONNX name of the node output: shape and
/// data.
type Computed = BTreeMap<String, (Vec<u64>, TensorData)>;

/// How deep values computed ahead may nest (a value needed to compute a
/// value needed …), and how many rounds one model may take.
const AHEAD_DEPTH: usize = 4;
const AHEAD_ROUNDS: usize = 16;

/// [`eval_onnx`] of a decoded model. Where a node needs the contents of
/// values the model computes from its inputs
/// ([`FrontendError::NeedsValues`]: a `Range` bound from a duration
/// predictor, the input of `NonZero`), those values are computed first —
/// the model reduced to their ancestors
/// ([`hetc_frontends::onnx::model_computing`]), run on the same inputs
/// with the same engine — and the model is imported again with them as
/// constants: the rest is compiled for their values (as onnxruntime
/// allocates for the extents it meets at run time), with a warning naming
/// them.
#[allow(clippy::too_many_arguments)]
fn eval_model(
    model: &hetc_frontends::onnx::ModelProto,
    model_dir: &Path,
    shown: &str,
    inputs: &[Array],
    known: &Computed,
    opts: &EvalOptions,
    depth: usize,
) -> Result<Evaluation, EvalError> {
    let sig = hetc_frontends::onnx::signature(model, shown)?;
    let bindings = bind_inputs(shown, &sig, inputs, &opts.bindings)?;
    // The inputs, and the values an enclosing round computed already (the
    // part computed ahead needs them too: without them every round
    // computed again all the rounds before it — Piper's eight rounds were
    // 57 evaluations).
    let mut values: Computed = known.clone();
    values.extend(
        inputs
            .iter()
            .map(|a| (a.name.clone(), (a.shape.clone(), a.data.clone()))),
    );
    let mut ahead = Vec::new();
    let mut rounds = 0;
    let mut imported = loop {
        let r = hetc_frontends::onnx::import_model_with_values(
            model,
            model_dir,
            shown,
            &ImportOptions {
                bindings: bindings.clone(),
                inputs_given: true,
                ..Default::default()
            },
            &values,
        );
        match r {
            Ok(i) => break i,
            Err(FrontendError::NeedsValues { names, error, .. })
                if depth < AHEAD_DEPTH && rounds < AHEAD_ROUNDS =>
            {
                rounds += 1;
                let first = hetc_frontends::onnx::model_computing(model, &names);
                let ev = eval_model(&first, model_dir, shown, inputs, &values, opts, depth + 1)
                    .map_err(|e| EvalError::Graph {
                        model: shown.to_string(),
                        message: format!(
                            "computing {names:?} first (needed by: {error}) failed: {e}"
                        ),
                    })?;
                for a in ev.outputs {
                    values.insert(a.name.clone(), (a.shape.clone(), a.data.clone()));
                }
                let what = match &*error {
                    FrontendError::Node { node, op_type, .. } => {
                        format!("node {node:?} ({op_type})")
                    }
                    e => e.to_string(),
                };
                ahead.push(format!(
                    "{what} needs the contents of {} computed from the inputs: computed first, the rest of the model compiled for their values",
                    names
                        .iter()
                        .map(|n| format!("{n:?}"))
                        .collect::<Vec<_>>()
                        .join(", ")
                ));
            }
            Err(e) => return Err(e.into()),
        }
    };
    imported.warnings.extend(ahead);
    let kept = imported.warnings.clone();
    // The graph's outputs: the model's, a sequence's elements each its own.
    let output_names = imported.graph.output_names();
    let engine = if depth > 0 && opts.engine == Engine::Jit && interpret_ahead(&imported.graph) {
        Engine::Reference
    } else {
        opts.engine
    };
    run_graph(
        shown,
        imported.graph,
        output_names,
        inputs,
        bindings,
        imported.warnings,
        engine,
    )
    .map_err(|e| warned(e, kept))
}

/// The work (FLOPs) below which the part of a model computed ahead runs in
/// the reference interpreter rather than compiled: a second or two of it.
const AHEAD_INTERPRETED_FLOPS: f64 = 2e9;

/// Whether the part of a model computed ahead (`graph`: the ancestors of
/// the values that decide extents, the values before them pinned) is
/// cheaper to interpret than to compile. Each round imports another such
/// part, so its segments differ from the last round's and the compile
/// cache helps only across runs. Piper's VITS voice computes ahead in
/// seven evaluations, four of them its text encoder and duration flows
/// (0.9 GFLOP each): compiled, a cold `hetc eval` took 67 s; interpreted,
/// 28.5 s, and 6.0 s instead of 5.2 with a filled cache (2-core AMD EPYC
/// Zen 5). The values are then the reference interpreter's, which the
/// compiled code equals up to rounding (the corpus tests hold both to
/// onnxruntime's). A part whose work cannot be counted is compiled, and so
/// is every part under [`Engine::JitOnly`].
fn interpret_ahead(graph: &Graph) -> bool {
    let mut flops = 0.0;
    for op in graph.ops.keys() {
        match hetc_passes::cost::ops::op_cost(graph, op) {
            Ok(c) => flops += c.flops,
            Err(_) => return false,
        }
    }
    flops <= AHEAD_INTERPRETED_FLOPS
}

/// `given` plus a value for every symbol of a declared input shape, read
/// from the tensor given for that input.
fn bind_inputs(
    model: &str,
    sig: &hetc_frontends::onnx::Signature,
    inputs: &[Array],
    given: &BTreeMap<String, u64>,
) -> Result<BTreeMap<String, u64>, EvalError> {
    let err = |message: String| EvalError::Inputs {
        model: model.to_string(),
        message,
    };
    let mut out = given.clone();
    let mut source: BTreeMap<String, String> = BTreeMap::new();
    for (name, ty) in &sig.inputs {
        let (Some(ty), Some(a)) = (ty, inputs.iter().find(|a| &a.name == name)) else {
            continue;
        };
        if ty.rank() != a.shape.len() {
            return Err(err(format!(
                "input {name:?}: the model declares {ty}, the tensor given has shape {:?}",
                a.shape
            )));
        }
        for (axis, (d, &n)) in ty.shape.iter().zip(&a.shape).enumerate() {
            match (d, d.as_symbol()) {
                (Dim::Fixed(k), _) if *k != n => {
                    return Err(err(format!(
                        "input {name:?}: dim {axis} is {k} in the model, {n} in the tensor given"
                    )))
                }
                (_, Some(sym)) => match out.get(sym) {
                    Some(&v) if v != n => {
                        let by = source
                            .get(sym)
                            .cloned()
                            .unwrap_or_else(|| format!("--bind {sym}={v}"));
                        return Err(err(format!(
                                "input {name:?}: dim {axis} (`{sym}`) is {n} in the tensor given, but {by} makes `{sym}` {v}"
                            )));
                    }
                    Some(_) => {}
                    None => {
                        out.insert(sym.to_string(), n);
                        source.insert(sym.to_string(), format!("dim {axis} of input {name:?}"));
                    }
                },
                _ => {}
            }
        }
    }
    Ok(out)
}

/// An input tensor for the engines.
fn tensor_of(a: &Array) -> Tensor {
    Tensor::new(
        a.dtype(),
        a.shape.iter().map(|&d| d as usize).collect(),
        a.data.to_f64s(),
    )
}

fn array_of(name: &str, t: &Tensor) -> Array {
    Array {
        name: name.to_string(),
        shape: t.shape.iter().map(|&d| d as u64).collect(),
        data: t.to_data(),
    }
}

/// `error` with the importer's `warnings` beside it (none: as it is).
fn warned(error: EvalError, warnings: Vec<String>) -> EvalError {
    if warnings.is_empty() {
        error
    } else {
        EvalError::Warned(Box::new(Warned { error, warnings }))
    }
}

/// A `--bind` for each of `unbound`: `a=N,b=N`.
pub fn bind_hint(unbound: &[String]) -> String {
    unbound
        .iter()
        .map(|s| format!("{s}=N"))
        .collect::<Vec<_>>()
        .join(",")
}

/// Check the inputs against the bound graph and run it.
fn run_graph(
    model: &str,
    graph: Graph,
    output_names: Vec<String>,
    inputs: &[Array],
    bindings: BTreeMap<String, u64>,
    warnings: Vec<String>,
    engine: Engine,
) -> Result<Evaluation, EvalError> {
    let bad = |message: String| EvalError::Inputs {
        model: model.to_string(),
        message,
    };
    let input_names: Vec<&str> = graph
        .inputs
        .iter()
        .map(|&v| graph.values[v].name.as_str())
        .collect();
    for a in inputs {
        if !input_names.contains(&a.name.as_str()) {
            return Err(bad(format!(
                "tensor {:?} is not an input of the model (its inputs: {})",
                a.name,
                input_names.join(", ")
            )));
        }
    }
    for &v in &graph.inputs {
        let name = &graph.values[v].name;
        if !inputs.iter().any(|a| &a.name == name) {
            return Err(bad(format!(
                "input {name:?} ({}) is not given",
                graph.ty(v)
            )));
        }
    }
    let unbound = graph.symbols();
    if !unbound.is_empty() {
        return Err(EvalError::Graph {
            model: model.to_string(),
            message: format!(
                "symbolic dims {} are not determined by the inputs given; bind them: --bind {}",
                unbound.join(", "),
                bind_hint(&unbound)
            ),
        });
    }
    let mut ins = Vec::with_capacity(graph.inputs.len());
    for &v in &graph.inputs {
        let name = &graph.values[v].name;
        let ty = graph.ty(v);
        let a = inputs
            .iter()
            .find(|a| &a.name == name)
            .ok_or_else(|| bad(format!("input {name:?} ({ty}) is not given")))?;
        let want = TensorType::fixed(a.dtype(), &a.shape);
        if &want != ty {
            return Err(bad(format!(
                "input {name:?}: the model takes {ty}, the tensor given is {want}"
            )));
        }
        ins.push(tensor_of(a));
    }
    if output_names.len() != graph.outputs.len() {
        return Err(EvalError::Graph {
            model: model.to_string(),
            message: format!(
                "{} output names for {} outputs (a bug in hetc)",
                output_names.len(),
                graph.outputs.len()
            ),
        });
    }
    let verified = hetc_ir::verify(&graph).map_err(|e| EvalError::Graph {
        model: model.to_string(),
        message: format!("the imported graph does not verify (a bug in hetc): {e}"),
    })?;
    let run_err = |engine: &'static str| {
        let model = model.to_string();
        move |source: BackendError| EvalError::Run {
            model: model.clone(),
            engine,
            source: Box::new(source),
        }
    };
    let mut warnings = warnings;
    let outs = match engine {
        Engine::Reference => reference::run(verified, &ins).map_err(run_err("reference"))?,
        Engine::JitOnly => jit(&graph, &ins, &mut run_whole).map_err(run_err("JIT"))?,
        Engine::Jit => {
            // The ops with no lowering run in the reference interpreter,
            // each a segment of its own, the runs between them compiled.
            let mut said = Vec::new();
            let mut run = |v: hetc_ir::Verified<'_>, ins: &[Tensor]| {
                let apart = unlowered(v)?;
                said.extend(apart.values().map(|why| {
                    format!("{why}; it runs in the reference interpreter, the rest compiled")
                }));
                run_apart(v, ins, &apart.keys().copied().collect())
            };
            let outs = jit(&graph, &ins, &mut run);
            warnings.extend(said);
            match outs {
                Ok(outs) => outs,
                // A JIT failure not tied to one op (a lowered module that
                // does not verify: a bug of the lowering) — the reference
                // computes the model, and says so.
                Err(e) => {
                    warnings.push(format!(
                        "the JIT failed ({}); the model ran in the reference interpreter",
                        one_line_chain(&e)
                    ));
                    reference::run(verified, &ins).map_err(run_err("reference"))?
                }
            }
        }
    };
    let outputs = output_names
        .iter()
        .zip(&outs)
        .map(|(n, t)| array_of(n, t))
        .collect();
    Ok(Evaluation {
        outputs,
        bindings,
        warnings,
    })
}

/// `e` with its sources, on one line (the CLI's form).
fn one_line_chain(e: &BackendError) -> String {
    crate::error::chain(e)
        .lines()
        .next()
        .unwrap_or_default()
        .to_string()
}

/// How [`jit`] runs the graph of the ops' outputs.
type RunFn<'a> =
    dyn FnMut(hetc_ir::Verified<'_>, &[Tensor]) -> Result<Vec<Tensor>, BackendError> + 'a;

/// The ops of `v` with no MLIR lowering, with why
/// ([`hetc_backends::mlir::unlowered_ops`]).
#[cfg(feature = "mlir")]
fn unlowered(
    v: hetc_ir::Verified<'_>,
) -> Result<std::collections::BTreeMap<hetc_ir::OpId, String>, BackendError> {
    hetc_backends::mlir::unlowered_ops(v, "eval")
}

#[cfg(not(feature = "mlir"))]
fn unlowered(
    _: hetc_ir::Verified<'_>,
) -> Result<std::collections::BTreeMap<hetc_ir::OpId, String>, BackendError> {
    Ok(Default::default())
}

/// The whole graph compiled: [`run_apart`] with nothing apart.
#[cfg(feature = "mlir")]
fn run_whole(v: hetc_ir::Verified<'_>, ins: &[Tensor]) -> Result<Vec<Tensor>, BackendError> {
    run_apart(v, ins, &Default::default())
}

/// `hetc eval`'s compiled path on `v` with `opts` (its compile cache):
/// segments compiled in parallel, then run ([`run_apart`] with nothing
/// apart). What `hetc bench kernels --model` times as the eval path.
#[cfg(feature = "mlir")]
pub fn run_compiled(
    v: hetc_ir::Verified<'_>,
    ins: &[Tensor],
    opts: &hetc_backends::mlir::CpuOptions,
) -> Result<Vec<Tensor>, BackendError> {
    run_segmented(v, ins, &Default::default(), opts)
}

/// The ops of `apart` in the reference interpreter, the runs of ops
/// between them compiled, each cut into segments of at most
/// [`segment::MAX_SEGMENT_OPS`] ops as a rank's are: LLVM's time grows
/// faster than a function's size (the ViT export: 24.5 s as one function,
/// 10.6 s as segments one after another), and the segments compile at
/// once on the host's cores into the compile cache
/// ([`CpuStage::precompile`]; 5.8 s on 2 cores), then load from it.
#[cfg(feature = "mlir")]
fn run_apart(
    v: hetc_ir::Verified<'_>,
    ins: &[Tensor],
    apart: &std::collections::BTreeSet<hetc_ir::OpId>,
) -> Result<Vec<Tensor>, BackendError> {
    run_segmented(v, ins, apart, &hetc_backends::mlir::CpuOptions::default())
}

/// [`run_apart`] with `opts`.
#[cfg(feature = "mlir")]
fn run_segmented(
    v: hetc_ir::Verified<'_>,
    ins: &[Tensor],
    apart: &std::collections::BTreeSet<hetc_ir::OpId>,
    opts: &hetc_backends::mlir::CpuOptions,
) -> Result<Vec<Tensor>, BackendError> {
    use hetc_backends::mlir::CpuStage;
    use hetc_backends::segment;
    use hetc_backends::stage::StageGraph;
    let segs = segment::segments_apart(v, apart, segment::MAX_SEGMENT_OPS)?;
    let alone = |k: usize| segs.apart[k].is_some();
    let name = |k: usize| format!("eval{k}");
    let jobs: Vec<(Graph, String)> = segs
        .compute()
        .filter(|&(k, _)| !alone(k))
        .map(|(k, sg)| (sg.graph.clone(), name(k)))
        .collect();
    CpuStage::precompile(jobs, opts, hetc_backends::parallel::jobs());
    let check = jit_check();
    let times = std::env::var_os(SEGMENT_TIMES_VAR).is_some_and(|v| !v.is_empty() && v != "0");
    let mut compute = |k: usize, sg: &StageGraph, ins: &[Tensor]| {
        let sv = segment::verified(sg)?;
        if alone(k) {
            reference::run(sv, ins)
        } else {
            let stage = CpuStage::with_options(sv, &name(k), opts)?;
            let t0 = std::time::Instant::now();
            let out = stage.run(ins)?;
            if times {
                eprintln!(
                    "{SEGMENT_TIMES_VAR}: segment {k}: {:.3} ms, {}; inputs {}",
                    t0.elapsed().as_secs_f64() * 1e3,
                    op_counts(&sg.graph),
                    ins.iter()
                        .map(|t| format!("{:?}", t.shape))
                        .collect::<Vec<_>>()
                        .join(" ")
                );
            }
            if let Some(rtol) = check {
                let want = reference::run(sv, ins)?;
                for line in reference::differences(&sg.graph, &out, &want, rtol) {
                    eprintln!("{JIT_CHECK_VAR}: segment {k}, {line}");
                }
            }
            Ok(out)
        }
    };
    let mut collective = |_: usize, op: &hetc_ir::OpData, _: &TensorType, _: Tensor| {
        Err(BackendError::Reference(format!(
            "{}: a collective in a one-process evaluation",
            op.name
        )))
    };
    segment::run_segments(&segs, ins.to_vec(), &mut compute, &mut collective)
}

/// `HETC_JIT_CHECK=RTOL`: the developer's differential check of the
/// compiled path. Every compiled segment also runs in the reference
/// interpreter on the same inputs (the compiled outputs of the segments
/// before it), and each output that differs by more than `RTOL` of its
/// scale is printed on stderr with the segment's ops: the first such
/// segment is where a miscompile, or a rounding that a quantization or a
/// rounding op amplifies, enters. Off when unset or not a number.
pub const JIT_CHECK_VAR: &str = "HETC_JIT_CHECK";

/// `HETC_SEGMENT_TIMES=1`: each compiled segment's run time on stderr,
/// with its ops (kinds and counts) and input shapes: where a model's time
/// goes, segment by segment.
pub const SEGMENT_TIMES_VAR: &str = "HETC_SEGMENT_TIMES";

/// `3 conv, 2 add, …`: the kinds of `g`'s ops, most frequent first.
#[cfg(feature = "mlir")]
fn op_counts(g: &Graph) -> String {
    let mut n: std::collections::BTreeMap<String, usize> = Default::default();
    for &o in &g.order {
        *n.entry(g.ops[o].kind.to_string()).or_default() += 1;
    }
    let mut n: Vec<(String, usize)> = n.into_iter().collect();
    n.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    n.iter()
        .map(|(k, c)| format!("{c} {k}"))
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(feature = "mlir")]
fn jit_check() -> Option<f64> {
    std::env::var(JIT_CHECK_VAR)
        .ok()
        .and_then(|s| s.trim().parse::<f64>().ok())
        .filter(|r| *r >= 0.0)
}

#[cfg(not(feature = "mlir"))]
fn run_whole(_: hetc_ir::Verified<'_>, _: &[Tensor]) -> Result<Vec<Tensor>, BackendError> {
    Err(BackendError::Mlir(
        "hetc was built without the MLIR backends".into(),
    ))
}

#[cfg(not(feature = "mlir"))]
fn run_apart(
    _: hetc_ir::Verified<'_>,
    _: &[Tensor],
    _: &std::collections::BTreeSet<hetc_ir::OpId>,
) -> Result<Vec<Tensor>, BackendError> {
    Err(BackendError::Mlir(
        "hetc was built without the MLIR backends".into(),
    ))
}

/// Run `graph` with `run` (the MLIR cpu JIT, whole or around the ops set
/// apart): the outputs computed by ops are computed; outputs that are
/// inputs, constants or weights are served as they are.
#[cfg(feature = "mlir")]
fn jit(graph: &Graph, ins: &[Tensor], run: &mut RunFn<'_>) -> Result<Vec<Tensor>, BackendError> {
    let mut computed = graph.clone();
    computed.outputs = graph
        .outputs
        .iter()
        .copied()
        .filter(|&v| matches!(graph.values[v].def, ValueDef::Result(..)))
        .collect();
    computed.outputs.dedup();
    let results = if computed.outputs.is_empty() {
        Vec::new()
    } else {
        let v = hetc_ir::verify(&computed)?;
        run(v, ins)?
    };
    graph
        .outputs
        .iter()
        .map(|&v| match graph.values[v].def {
            ValueDef::Result(..) => {
                let k = computed
                    .outputs
                    .iter()
                    .position(|&c| c == v)
                    .ok_or_else(|| BackendError::Mlir("output lost".into()))?;
                Ok(results[k].clone())
            }
            ValueDef::Input => {
                let k = graph.inputs.iter().position(|&i| i == v).unwrap_or(0);
                Ok(ins[k].clone())
            }
            ValueDef::Param | ValueDef::Const => {
                let data = graph.data.get(&v).cloned().unwrap_or_else(|| TensorData {
                    dtype: graph.ty(v).dtype,
                    bytes: Arc::new(Vec::new()),
                });
                Tensor::from_data(graph.ty(v), &data)
            }
        })
        .collect()
}

#[cfg(not(feature = "mlir"))]
fn jit(_: &Graph, _: &[Tensor], _: &mut RunFn<'_>) -> Result<Vec<Tensor>, BackendError> {
    Err(BackendError::Mlir(
        "hetc was built without the MLIR backends".into(),
    ))
}
