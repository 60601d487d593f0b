//! A TP rank graph cut at its collectives.
//!
//! A rank graph ([`crate::stage::shard_stage`]) interleaves local compute
//! with the collectives its shard layout implies (`all_reduce`,
//! `all_gather`, `reduce_scatter`). Executables cannot contain those — the runtime performs
//! them over the job's transport — so a rank graph is run as a sequence of
//! [`Segment`]s: runs of local ops, each its own graph (lowered and
//! compiled like a stage), and single collectives in between. A run of more
//! than [`MAX_SEGMENT_OPS`] local ops is cut into several compute segments
//! (code generation time grows faster than the function).
//!
//! Segments are cut with [`crate::stage::extract_parts`]: a segment reads
//! only the values its ops use (graph inputs or earlier segments' results)
//! and returns only those a later segment or the graph's outputs read, each
//! named by its source value; each segment carries the weights it reads.
//! Nothing is passed through a segment that does not use it: a training
//! backward reads ~180 residuals, and threading them through every segment
//! gave functions of hundreds of arguments, whose entry blocks made LLVM's
//! instruction selection quadratic (a training bundle compiled in 400 s
//! instead of 60 s).
//!
//! [`run_segments`] executes [`Segments`] with caller-given compute and
//! collective functions — the reference interpreter or compiled stages for
//! the former, the in-process lockstep combination or the runtime's ring
//! collectives for the latter — keeping each value until the last segment
//! that reads it.

use crate::reference::Tensor;
use crate::stage::{extract_parts, StageBounds, StageGraph};
use crate::BackendError;
use hetc_ir::{verify, Graph, OpData, OpId, OpKind, TensorType, ValueDef, ValueId, Verified};
use hetc_passes::blocks::LayerOps;
use std::collections::BTreeMap;

/// One link of a rank graph's chain.
#[derive(Clone, Debug)]
pub enum Segment {
    /// Local ops; run as a stage executable.
    Compute(StageGraph),
    /// One collective (the graph's only op) over the stage's TP group.
    /// `operand` is the input it reads; every other output passes an input
    /// through unchanged.
    Collective { graph: StageGraph, operand: usize },
}

impl Segment {
    pub fn graph(&self) -> &StageGraph {
        match self {
            Segment::Compute(g) | Segment::Collective { graph: g, .. } => g,
        }
    }
}

fn err(m: impl Into<String>) -> BackendError {
    BackendError::Stage(m.into())
}

/// Longest run of local ops compiled as one segment. LLVM's code generation
/// grows faster than linearly with a function's size: a whole GPT-2-tiny
/// stage as one function took minutes to JIT-compile where the same ops as
/// ~14 small segments took seconds, and a training stage's backward is
/// larger still. Longer runs are cut into near-equal pieces (the values
/// live across a cut pass between segments like any boundary).
pub const MAX_SEGMENT_OPS: usize = 48;

/// The longest run of local ops of one compute segment: [`MAX_SEGMENT_OPS`]
/// for hetc's own code, none for a chain of IREE modules (`whole`: IREE
/// compiles a whole stage in seconds, and each module has a fixed compile
/// and call cost).
pub fn max_run(whole: bool) -> usize {
    if whole {
        usize::MAX
    } else {
        MAX_SEGMENT_OPS
    }
}

/// Whether the runtime (not an executable) performs `kind`.
pub fn is_collective(kind: &OpKind) -> bool {
    matches!(
        kind,
        OpKind::AllReduce | OpKind::AllGather | OpKind::ReduceScatter
    )
}

/// A graph cut into segments: the segments in program order, and the
/// source graph's inputs and outputs. Segment boundaries name source
/// values ([`crate::stage::Boundary::source`]): a segment reads only the
/// values its ops use and returns only those read later, so values flow
/// through an environment, never through segments that merely pass them on.
#[derive(Clone, Debug)]
pub struct Segments {
    pub list: Vec<Segment>,
    /// Per segment, the op of the source graph it is when that op was set
    /// apart ([`segments_apart`]).
    pub apart: Vec<Option<OpId>>,
    pub inputs: Vec<ValueId>,
    pub outputs: Vec<ValueId>,
}

impl Segments {
    /// The compute segments, with their places in the chain.
    pub fn compute(&self) -> impl Iterator<Item = (usize, &StageGraph)> + '_ {
        self.list.iter().enumerate().filter_map(|(k, s)| match s {
            Segment::Compute(sg) => Some((k, sg)),
            Segment::Collective { .. } => None,
        })
    }
}

impl std::ops::Deref for Segments {
    type Target = [Segment];
    fn deref(&self) -> &[Segment] {
        &self.list
    }
}

/// Cut `graph` at its collectives.
pub fn segments(graph: Verified<'_>) -> Result<Segments, BackendError> {
    cut(graph, &std::collections::BTreeSet::new(), MAX_SEGMENT_OPS)
}

/// Cut `graph` into runs of ops, each op of `apart` a segment of its own
/// (and each collective), runs no longer than `max_run` ops: `hetc eval`
/// runs the ops the JIT cannot lower in the reference interpreter and
/// compiles the runs between them.
pub fn segments_apart(
    graph: Verified<'_>,
    apart: &std::collections::BTreeSet<OpId>,
    max_run: usize,
) -> Result<Segments, BackendError> {
    cut(graph, apart, max_run)
}

fn cut(
    graph: Verified<'_>,
    apart: &std::collections::BTreeSet<OpId>,
    max_run: usize,
) -> Result<Segments, BackendError> {
    let g = graph.graph();
    let mut layers: Vec<LayerOps> = Vec::new();
    let mut alone: Vec<Option<OpId>> = Vec::new();
    let mut run = Vec::new();
    let layer = |ops: Vec<_>, n: usize| LayerOps {
        name: format!("segment{n}"),
        ops,
        signature: 0,
    };
    // A run of local ops longer than MAX_SEGMENT_OPS becomes several
    // segments of near-equal length.
    let flush = |run: Vec<OpId>, layers: &mut Vec<LayerOps>| {
        let pieces = run.len().div_ceil(max_run.max(1)).max(1);
        let per = run.len().div_ceil(pieces).max(1);
        for chunk in run.chunks(per) {
            layers.push(layer(chunk.to_vec(), layers.len()));
        }
    };
    for &o in &g.order {
        if is_collective(&g.ops[o].kind) || apart.contains(&o) {
            if !run.is_empty() {
                flush(std::mem::take(&mut run), &mut layers);
            }
            alone.resize(layers.len(), None);
            alone.push(apart.contains(&o).then_some(o));
            layers.push(layer(vec![o], layers.len()));
        } else {
            run.push(o);
        }
    }
    if !run.is_empty() {
        flush(run, &mut layers);
    } else if layers.is_empty() {
        layers.push(layer(Vec::new(), 0));
    }
    alone.resize(layers.len(), None);
    if layers.len() == 1 && layers[0].ops.is_empty() {
        return Err(err(format!("{}: graph has no ops", g.name)));
    }
    let parts = extract_parts(graph, &layers, &StageBounds::each_layer(layers.len()))?;
    let list: Vec<Segment> = parts
        .into_iter()
        .map(|sg| {
            let sgg = &sg.graph;
            let only = (sgg.order.len() == 1).then(|| &sgg.ops[sgg.order[0]]);
            match only {
                Some(op) if is_collective(&op.kind) => {
                    let operand = match sgg.values[op.inputs[0]].def {
                        ValueDef::Input => sgg
                            .inputs
                            .iter()
                            .position(|&v| v == op.inputs[0])
                            .ok_or_else(|| err("collective operand is not an input"))?,
                        _ => {
                            return Err(err(format!(
                                "{}: collective {} reads a weight or constant",
                                g.name, op.name
                            )))
                        }
                    };
                    Ok(Segment::Collective { graph: sg, operand })
                }
                _ => Ok(Segment::Compute(sg)),
            }
        })
        .collect::<Result<_, BackendError>>()?;
    if list.len() != alone.len() {
        return Err(err(format!(
            "{}: {} segments cut from {} runs",
            g.name,
            list.len(),
            alone.len()
        )));
    }
    Ok(Segments {
        list,
        apart: alone,
        inputs: g.inputs.clone(),
        outputs: g.outputs.clone(),
    })
}

/// The collective op of a [`Segment::Collective`] graph and its result
/// type.
pub fn collective_op(g: &Graph) -> (&OpData, &TensorType) {
    let op = &g.ops[g.order[0]];
    (op, g.ty(op.outputs[0]))
}

/// `compute(segment index, its graph, inputs)` → outputs.
pub type ComputeFn<'a, V = Tensor> =
    dyn FnMut(usize, &StageGraph, &[V]) -> Result<Vec<V>, BackendError> + 'a;
/// `collective(segment index, op, result type, local operand)` → result.
pub type CollectiveFn<'a, V = Tensor> =
    dyn FnMut(usize, &OpData, &TensorType, V) -> Result<V, BackendError> + 'a;

/// Run the segments on the graph's inputs; returns its outputs. Each value
/// is dropped after the last segment that reads it. Values are whatever the
/// caller's functions take and give (`V`): reference tensors, or handles
/// of buffers on a device that consecutive segments hand to each other.
pub fn run_segments<V: Clone>(
    segs: &Segments,
    inputs: Vec<V>,
    compute: &mut ComputeFn<'_, V>,
    collective: &mut CollectiveFn<'_, V>,
) -> Result<Vec<V>, BackendError> {
    if inputs.len() != segs.inputs.len() {
        return Err(err(format!(
            "{} inputs given, the graph has {}",
            inputs.len(),
            segs.inputs.len()
        )));
    }
    // Last segment reading each value (graph outputs: never dropped).
    let mut last: BTreeMap<ValueId, usize> = BTreeMap::new();
    for (k, s) in segs.list.iter().enumerate() {
        for b in &s.graph().inputs {
            last.insert(b.source, k);
        }
    }
    for &v in &segs.outputs {
        last.insert(v, usize::MAX);
    }
    let mut env: BTreeMap<ValueId, V> = segs.inputs.iter().copied().zip(inputs).collect();
    let missing = |k: usize, v: ValueId| err(format!("segment {k}: no value for its input {v}"));
    for (k, s) in segs.list.iter().enumerate() {
        let sg = s.graph();
        let ins: Vec<V> = sg
            .inputs
            .iter()
            .map(|b| {
                env.get(&b.source)
                    .cloned()
                    .ok_or_else(|| missing(k, b.source))
            })
            .collect::<Result<_, _>>()?;
        let outs = match s {
            Segment::Compute(sg) => compute(k, sg, &ins)?,
            Segment::Collective { graph, operand } => {
                let (op, ty) = collective_op(&graph.graph);
                let operand = ins
                    .get(*operand)
                    .cloned()
                    .ok_or_else(|| err(format!("segment {k}: no collective operand")))?;
                vec![collective(k, op, ty, operand)?]
            }
        };
        if outs.len() != sg.outputs.len() {
            return Err(err(format!(
                "segment {k}: {} outputs, {} expected",
                outs.len(),
                sg.outputs.len()
            )));
        }
        for b in &sg.inputs {
            if last.get(&b.source) == Some(&k) {
                env.remove(&b.source);
            }
        }
        for (b, t) in sg.outputs.iter().zip(outs) {
            env.insert(b.source, t);
        }
    }
    segs.outputs
        .iter()
        .map(|v| {
            env.get(v)
                .cloned()
                .ok_or_else(|| err(format!("no segment computes output {v}")))
        })
        .collect()
}

/// Verify a segment's graph (segments are built verified; this re-borrows).
pub fn verified(sg: &StageGraph) -> Result<Verified<'_>, BackendError> {
    Ok(verify(&sg.graph)?)
}

/// Test harness shared with the MLIR tests: fixtures cut into pipeline
/// stages, sharded per TP rank and run as segment chains on concurrent rank
/// threads with a caller-given compute function.
#[cfg(test)]
pub(crate) mod testing {
    use super::*;
    use crate::reference::fixtures::{graph, io, rel_err};
    use crate::reference::{combine, run};
    use crate::stage::{extract_stages, shard_stage_with, ShardOptions};
    use hetc_passes::blocks::find_layers;
    use std::sync::{Barrier, Mutex};

    /// `compute(tp rank, segment index, segment graph, inputs)` → outputs;
    /// called on the rank's own thread.
    pub(crate) type RankCompute<'a> = dyn Fn(usize, usize, &StageGraph, &[Tensor]) -> Result<Vec<Tensor>, BackendError>
        + Sync
        + 'a;

    /// Reference-interpreter compute.
    pub(crate) fn reference_compute(
        _: usize,
        _: usize,
        sg: &StageGraph,
        ins: &[Tensor],
    ) -> Result<Vec<Tensor>, BackendError> {
        run(verified(sg)?, ins)
    }

    /// Run `chains` (one per TP rank) concurrently, one thread per rank; a
    /// collective exchanges operands through a shared slot table between
    /// two barriers, as ranks over a network would.
    pub(crate) fn run_tp(
        chains: &[Segments],
        inputs: &[Tensor],
        compute: &RankCompute<'_>,
    ) -> Vec<Vec<Tensor>> {
        run_tp_each(chains, &vec![inputs.to_vec(); chains.len()], compute)
    }

    /// [`run_tp`] with each rank's own inputs.
    pub(crate) fn run_tp_each(
        chains: &[Segments],
        inputs: &[Vec<Tensor>],
        compute: &RankCompute<'_>,
    ) -> Vec<Vec<Tensor>> {
        let tp = chains.len();
        let slots: Mutex<Vec<Option<Tensor>>> = Mutex::new(vec![None; tp]);
        let barrier = Barrier::new(tp);
        std::thread::scope(|s| {
            let hs: Vec<_> = (0..tp)
                .map(|r| {
                    let (slots, barrier) = (&slots, &barrier);
                    s.spawn(move || {
                        let mut comp =
                            |k: usize, sg: &StageGraph, ins: &[Tensor]| compute(r, k, sg, ins);
                        let mut collective =
                            |_: usize, op: &OpData, ty: &TensorType, mine: Tensor| {
                                slots.lock().unwrap()[r] = Some(mine);
                                barrier.wait();
                                let parts: Vec<Tensor> = slots
                                    .lock()
                                    .unwrap()
                                    .iter()
                                    .map(|t| t.clone().unwrap())
                                    .collect();
                                barrier.wait();
                                combine(op, &parts, ty, r)
                            };
                        run_segments(&chains[r], inputs[r].clone(), &mut comp, &mut collective)
                            .unwrap()
                    })
                })
                .collect();
            hs.into_iter().map(|h| h.join().unwrap()).collect()
        })
    }

    /// What [`chain_fixture`] measured.
    pub(crate) struct Chained {
        /// The last stage's outputs (rank 0's; all ranks agree).
        pub outputs: Vec<Tensor>,
        /// The whole model run by the reference interpreter.
        pub reference: Vec<Tensor>,
        /// onnxruntime's outputs for the fixture's inputs.
        pub onnxruntime: Vec<Tensor>,
        /// Per stage: max relative error of its chained outputs against the
        /// reference interpreter run on the unsharded stage graph with the
        /// same inputs.
        pub stage_errs: Vec<f64>,
        /// Collectives per rank, over all stages.
        pub collectives: usize,
        /// Compute segments per rank, over all stages.
        pub computes: usize,
        /// Collectives per rank by kind (`all_reduce`, …), over all stages.
        pub kinds: BTreeMap<String, usize>,
    }

    /// A fixture cut into 3 stages at `tp`, every rank graph run as
    /// segments on concurrent ranks with `compute`, each stage fed the
    /// previous stage's chained outputs. Asserts that every rank of a
    /// stage returns the same (replicated) outputs.
    pub(crate) fn chain_fixture(stem: &str, tp: u32, compute: &RankCompute<'_>) -> Chained {
        chain_fixture_with(stem, tp, ShardOptions::default(), compute)
    }

    /// [`chain_fixture`] with sharding options.
    pub(crate) fn chain_fixture_with(
        stem: &str,
        tp: u32,
        opts: ShardOptions,
        compute: &RankCompute<'_>,
    ) -> Chained {
        let io = io(stem);
        let g = graph(stem, &io);
        let v = verify(&g).unwrap();
        let layers = find_layers(&g);
        let n = layers.len() as u32;
        let bounds = [0, n / 3, 2 * n / 3, n];
        let stages: Vec<StageBounds> = bounds
            .windows(2)
            .map(|w| StageBounds {
                first_layer: w[0],
                end_layer: w[1],
                tp,
            })
            .collect();
        let reference = run(v, &io.inputs).unwrap();
        let mut acts = io.inputs.clone();
        let (mut collectives, mut computes) = (0, 0);
        let mut kinds = BTreeMap::new();
        let mut stage_errs = Vec::new();
        for sg in extract_stages(v, &layers, &stages).unwrap() {
            let want = run(verify(&sg.graph).unwrap(), &acts).unwrap();
            let ranks = shard_stage_with(&sg, tp, opts).unwrap();
            let chains: Vec<Segments> = ranks
                .iter()
                .map(|r| segments(verify(&r.graph).unwrap()).unwrap())
                .collect();
            for s in chains[0].iter() {
                match s {
                    Segment::Collective { graph, .. } => {
                        collectives += 1;
                        let (op, _) = collective_op(&graph.graph);
                        *kinds.entry(op.kind.to_string()).or_default() += 1;
                    }
                    Segment::Compute(_) => computes += 1,
                }
            }
            let mut outs = run_tp(&chains, &acts, compute);
            for r in 1..outs.len() {
                for (a, b) in outs[0].iter().zip(&outs[r]) {
                    assert_eq!(a.data, b.data, "stage {}: ranks 0, {r} disagree", sg.index);
                }
            }
            acts = outs.swap_remove(0);
            assert_eq!(acts.len(), want.len());
            stage_errs.push(
                acts.iter()
                    .zip(&want)
                    .map(|(a, b)| rel_err(a, b))
                    .fold(0.0, f64::max),
            );
        }
        Chained {
            outputs: acts,
            reference,
            onnxruntime: io.outputs,
            stage_errs,
            collectives,
            computes,
            kinds,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::testing::{chain_fixture, reference_compute};
    use super::*;
    use crate::reference::fixtures::rel_err;

    /// A fixture cut into 3 stages at TP 2: every rank graph, run as
    /// segments on concurrent ranks, chains to the whole model's reference
    /// output; every rank of a stage returns the same (replicated) outputs.
    fn chain_matches_full_model(stem: &str) {
        let c = chain_fixture(stem, 2, &reference_compute);
        assert!(c.collectives > 0, "{stem} at TP 2 has collectives");
        assert_eq!(c.outputs.len(), c.reference.len());
        for (a, b) in c.outputs.iter().zip(&c.reference) {
            assert!(rel_err(a, b) < 1e-4, "{stem}: {}", rel_err(a, b));
        }
    }

    #[test]
    fn gpt2_tp2_segments_chain_to_the_full_model() {
        chain_matches_full_model("gpt2-tiny");
    }

    #[test]
    fn resnet_tp2_segments_chain_to_the_full_model() {
        chain_matches_full_model("resnet50-tiny");
    }

    /// GPT-2-tiny (batch 2, sequence 8) in 3 stages at TP 2 with Megatron
    /// sequence parallelism: the chained ranks reproduce onnxruntime's
    /// logits and the TP-only chain's (1e-6 of their scale); every
    /// row-parallel all-reduce became a reduce-scatter into the sequence
    /// split, and every column-parallel GEMM reads an all-gather of it.
    #[test]
    fn gpt2_tp2_sequence_parallel_chains_to_onnxruntime() {
        use crate::stage::ShardOptions;
        let tp_only = chain_fixture("gpt2-tiny", 2, &reference_compute);
        let opts = ShardOptions {
            partial_outputs: false,
            sequence_parallel: Some(8),
        };
        let sp = testing::chain_fixture_with("gpt2-tiny", 2, opts, &reference_compute);
        let e_ort = rel_err(&sp.outputs[0], &sp.onnxruntime[0]);
        let e_tp = rel_err(&sp.outputs[0], &tp_only.outputs[0]);
        eprintln!(
            "gpt2 TP 2 + SP: vs onnxruntime {e_ort:.2e}, vs TP 2 {e_tp:.2e}; {} collectives per rank (TP only: {})",
            sp.collectives, tp_only.collectives
        );
        assert!(e_ort < 1e-5, "{e_ort}");
        assert!(e_tp < 1e-6, "{e_tp}");
        let n = |c: &testing::Chained, k: &str| c.kinds.get(k).copied().unwrap_or(0);
        assert_eq!(n(&sp, "all_reduce"), 0, "{:?}", sp.kinds);
        assert_eq!(
            n(&sp, "reduce_scatter"),
            n(&tp_only, "all_reduce"),
            "{:?}",
            sp.kinds
        );
        assert!(
            n(&sp, "all_gather") > n(&sp, "reduce_scatter"),
            "{:?}",
            sp.kinds
        );
        assert!(
            sp.stage_errs.iter().all(|&e| e < 1e-6),
            "{:?}",
            sp.stage_errs
        );
    }

    #[test]
    fn graph_without_collectives_is_one_compute_segment() {
        let g = crate::reference::fixtures::small_graph(true);
        let segs = segments(verify(&g).unwrap()).unwrap();
        assert_eq!(segs.len(), 1);
        assert!(matches!(segs[0], Segment::Compute(_)));
        assert_eq!(segs[0].graph().graph.order.len(), g.order.len());
    }
}
