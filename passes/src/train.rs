//! Training graphs: per pipeline stage and TP rank, a forward graph that
//! keeps what the backward needs and the backward graph itself.
//!
//! [`train_stage`] establishes, for one [`StageGraph`]:
//! * on the last stage, the cross-entropy loss appended to the stage graph
//!   *before* sharding ([`crate::autodiff::append_loss`]; the stage's
//!   single output must be the logits): the sharder then places the loss ops
//!   like any others — on logits split by vocabulary, Megatron's
//!   vocabulary-parallel cross-entropy: local sums over each rank's classes
//!   and three per-position all-reduces (the row maximum, the sum of
//!   exponentials, the label's logit), never an all-gather of the logits —
//!   and every rank graph, weight list and collective comes from the one
//!   sharder run, instead of a loss grafted on per rank;
//! * the rank graphs of [`crate::shard::shard_stage_with`] without partial
//!   outputs (training boundaries are replicated both ways);
//! * which values *vary* between ranks ([`varying_values`]): a parameter
//!   whose shard layout is a split, a constant whose data differs between
//!   ranks, the results of an op whose attributes differ between ranks (the
//!   TP slices), and everything computed from these — except collective
//!   results, which are replicated (a reduce-scatter's result varies). The rank graphs must be structurally
//!   aligned (same ops, operand structure and result types in the same
//!   order; only constants and attributes differ), else an error says
//!   where they part;
//! * with a compute type (`bf16` / `f16`), each rank graph rewritten by
//!   [`crate::mixed::mixed_precision`] after sharding (the sharder's weight
//!   rules see the f32 parameters as they are), its boundary activations in
//!   the compute type, the loss kept in f32 by an explicit cast of the
//!   logits before it ([`crate::mixed::f32_output`]), and the weights only
//!   GEMMs read made 16-bit parameters ([`crate::mixed::resident_low_weights`]:
//!   the compute copies; the runtime keeps their f32 masters with the
//!   optimizer state);
//! * per rank, [`crate::autodiff::differentiate`] with that set and
//!   the stage's TP group: the forward with its residuals and the backward
//!   whose gradient all-reduces follow the TP rule (every rank ends with the
//!   whole gradient of each replicated weight and of the stage's inputs,
//!   and its own shard's part of each split weight).
//!
//! [`stage_ranks`] gives what a stage's TP ranks run in either mode: the
//! inference rank graphs of [`crate::shard::shard_stage_with`] (with partial
//! outputs under comm fusion), or these training graphs.
//!
//! Assumes a stage of [`crate::stage::extract_stages`] (fixed dims). Does
//! not sum the gradients of a weight that several stages hold (GPT-2's tied
//! embedding, in the first and the last stage), average over data-parallel
//! replicas or micro-batches (the cotangent fed to the loss does that: feed
//! `1 / micro-batches`), or build optimizer steps: those are the runtime's.

use crate::autodiff::{append_loss, differentiate, GradRequest, Loss};
use crate::mixed::{f32_output, mixed_precision, resident_low_weights, MixedOptions};
use crate::shard::{shard_stage_with, RankGraph, ShardLayout, ShardOptions, WeightShard};
use crate::stage::StageGraph;
use crate::PassError;
use cranelift_entity::SecondaryMap;
use hetc_ir::{verify, Attr, DType, Graph, OpClass, OpKind, TensorType, ValueDef, ValueId};
use std::collections::BTreeSet;

/// One TP rank of a training stage.
#[derive(Clone, Debug)]
pub struct TrainRank {
    pub rank: u32,
    pub tp: u32,
    /// inputs: the stage's boundary inputs (+ `labels` last, on the last
    /// stage); outputs: the stage's boundary outputs (last stage: `[loss]`)
    /// ++ saved residuals (`n_saved` of them; none with recompute).
    pub forward: Graph,
    pub n_saved: usize,
    /// inputs: the saved residuals (recompute: the forward's inputs) ++ one
    /// cotangent per boundary output with `cotangents[i]`; outputs: the
    /// gradient of each boundary input with `input_grads[i]` ++ one gradient
    /// per weight, in `weights` order (see
    /// [`crate::autodiff::Gradient::backward`]).
    pub backward: Graph,
    pub cotangents: Vec<bool>,
    pub input_grads: Vec<bool>,
    /// The rank's weight shards, in the order of the graphs' parameters.
    pub weights: Vec<WeightShard>,
}

fn err(m: impl Into<String>) -> PassError {
    PassError::Train(m.into())
}

/// Make a rank's backward sum its weight gradients over micro-batches
/// itself: after the cotangents it takes, per weight, the running sum of
/// the step's gradients so far (`f32`, the weight's shape; zeros for the
/// first micro-batch), and returns that sum plus this micro-batch's
/// gradient (widened to `f32` first) in place of the gradient. A rank whose
/// code runs on a device keeps its gradients there until the step's sync
/// or update (one read per step instead of one per micro-batch); the sums
/// are the host's `acc += g as f32`, in the same order.
///
/// `g` is TP rank `rank`'s backward, `weights` its weight shards (the last
/// `weights.len()` outputs of `g` are their gradients).
pub fn accumulate_gradients(
    g: &mut Graph,
    weights: &[WeightShard],
    rank: u32,
) -> Result<(), PassError> {
    let n = weights.len();
    let first = g.outputs.len().checked_sub(n).ok_or_else(|| {
        err(format!(
            "TP rank {rank}: a backward with {} outputs for {n} weight gradients",
            g.outputs.len()
        ))
    })?;
    for (k, w) in weights.iter().enumerate() {
        let grad = g.outputs[first + k];
        let ty = g.ty(grad).clone();
        let wide = TensorType {
            dtype: DType::F32,
            ..ty.clone()
        };
        let name = format!("grad_sum.{}", w.name);
        let acc = g.add_input(name.clone(), wide.clone());
        let grad = if ty.dtype == DType::F32 {
            grad
        } else if ty.dtype.is_float() {
            let c = g.add_op(
                OpKind::Cast,
                &[grad],
                Default::default(),
                vec![wide.clone()],
                format!("{name}.cast"),
            );
            g.ops[c].outputs[0]
        } else {
            return Err(err(format!(
                "TP rank {rank}: the gradient of {} is {ty}, not a float",
                w.name
            )));
        };
        let add = g.add_op(
            OpKind::Add,
            &[acc, grad],
            Default::default(),
            vec![wide],
            format!("{name}.add"),
        );
        // The output keeps the gradient's name; the gradient, now within
        // the graph, has none (as the `.hir` text reads it back).
        let sum = g.ops[add].outputs[0];
        let before = g.outputs[first + k];
        g.values[sum].name = std::mem::take(&mut g.values[before].name);
        g.outputs[first + k] = sum;
    }
    verify(g).map_err(|e| err(format!("TP rank {rank}: the summing backward: {e}")))?;
    Ok(())
}

/// The training graphs of `stage` on `tp` ranks; `last` appends `loss`.
pub fn train_stage(
    stage: &StageGraph,
    tp: u32,
    last: bool,
    recompute: bool,
    loss: Loss,
) -> Result<Vec<TrainRank>, PassError> {
    train_stage_with(stage, tp, last, recompute, loss, &TrainOptions::default())
}

/// How [`train_stage_with`] lays a stage out beyond TP.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TrainOptions {
    /// Megatron sequence parallelism over sequences of this many tokens
    /// ([`ShardOptions::sequence_parallel`]).
    pub sequence_parallel: Option<u64>,
    /// Compute in this type (`bf16` / `f16`) with f32 master weights.
    pub low: Option<DType>,
}

/// [`train_stage`] with the layout `opts`.
pub fn train_stage_with(
    stage: &StageGraph,
    tp: u32,
    last: bool,
    recompute: bool,
    loss: Loss,
    opts: &TrainOptions,
) -> Result<Vec<TrainRank>, PassError> {
    let with_loss;
    let stage = if last {
        if stage.graph.outputs.len() != 1 {
            return Err(err(format!(
                "stage {}: the last stage must have one output (the logits) to append the loss to, it has {}",
                stage.index,
                stage.graph.outputs.len()
            )));
        }
        let logits = match opts.low {
            Some(_) => f32_output(&stage.graph, 0)?,
            None => stage.graph.clone(),
        };
        let g = append_loss(&logits, 0, loss)
            .map_err(|e| err(format!("stage {}: {e}", stage.index)))?;
        with_loss = StageGraph {
            graph: g,
            ..stage.clone()
        };
        &with_loss
    } else {
        stage
    };
    let mut ranks = shard_stage_with(
        stage,
        tp,
        ShardOptions {
            partial_outputs: false,
            sequence_parallel: opts.sequence_parallel,
        },
    )?;
    if let Some(low) = opts.low {
        let opts = MixedOptions {
            low,
            keep_inputs: stage.index == 0,
            keep_outputs: last,
        };
        for r in &mut ranks {
            let at = |e: PassError| err(format!("stage {} rank {}: {e}", stage.index, r.rank));
            let m = mixed_precision(&r.graph, &opts).map_err(at)?;
            let (m, resident) = resident_low_weights(&m, low).map_err(at)?;
            for w in r.weights.iter_mut().filter(|w| resident.contains(&w.name)) {
                w.ty = TensorType::new(low, w.ty.shape.iter().cloned());
                let p = m.params().find(|&p| m.values[p].name == w.name);
                w.data = p.and_then(|p| m.data.get(&p).cloned());
            }
            r.graph = m;
        }
    }
    let varying = varying_values(&ranks)?;
    let group = (tp > 1).then(|| Attr::Ints((0..tp as i64).collect()));
    let mut out = Vec::with_capacity(ranks.len());
    for (r, var) in ranks.into_iter().zip(varying) {
        let params: Vec<ValueId> = r.graph.params().collect();
        let same = params.len() == r.weights.len()
            && params
                .iter()
                .zip(&r.weights)
                .all(|(&p, w)| r.graph.values[p].name == w.name && r.graph.ty(p) == &w.ty);
        if !same {
            return Err(err(format!(
                "stage {} rank {}: the graph's parameters are not its weight shards in order",
                stage.index, r.rank
            )));
        }
        let req = GradRequest {
            varying: &var,
            tp_group: group.clone(),
            tp_rank: r.rank,
            recompute,
            input_grads: stage.index != 0,
        };
        let gr = differentiate(verify(&r.graph)?, &req)
            .map_err(|e| err(format!("stage {} rank {}: {e}", stage.index, r.rank)))?;
        out.push(TrainRank {
            rank: r.rank,
            tp: r.tp,
            forward: gr.forward,
            n_saved: gr.n_saved,
            backward: gr.backward,
            cotangents: gr.cotangents,
            input_grads: gr.input_grads,
            weights: r.weights,
        });
    }
    Ok(out)
}

/// Per rank graph (in its own value ids), the values whose contents differ
/// between the ranks; see the module doc. Errors if the rank graphs are
/// not structurally aligned.
pub fn varying_values(ranks: &[RankGraph]) -> Result<Vec<BTreeSet<ValueId>>, PassError> {
    let tp = ranks.len();
    let Some(first) = ranks.first() else {
        return Ok(Vec::new());
    };
    if tp == 1 {
        return Ok(vec![BTreeSet::new()]);
    }
    let g0 = &first.graph;
    // to[r][v0]: rank r's value for rank 0's v0 (and back, to keep it 1:1).
    let mut to: Vec<SecondaryMap<ValueId, Option<ValueId>>> = Vec::with_capacity(tp);
    let mut seed = BTreeSet::new();
    for (r, rg) in ranks.iter().enumerate() {
        let gr = &rg.graph;
        let apart = |m: String| {
            err(format!(
                "{}: rank graphs 0 and {r} are not aligned: {m}",
                g0.name
            ))
        };
        let mut fwd = SecondaryMap::<ValueId, Option<ValueId>>::new();
        let mut back = SecondaryMap::<ValueId, Option<ValueId>>::new();
        let mut pair = |a: ValueId, b: ValueId, what: &str| -> Result<(), PassError> {
            let (da, db) = (&g0.values[a], &gr.values[b]);
            let kind = |d: &ValueDef| std::mem::discriminant(d);
            if kind(&da.def) != kind(&db.def) || da.ty != db.ty {
                return Err(apart(format!("{what}: {a} ({}) vs {b} ({})", da.ty, db.ty)));
            }
            match (fwd[a], back[b]) {
                (None, None) => {
                    fwd[a] = Some(b);
                    back[b] = Some(a);
                    Ok(())
                }
                (Some(x), Some(y)) if x == b && y == a => Ok(()),
                _ => Err(apart(format!("{what}: {a} and {b} are used differently"))),
            }
        };
        if g0.inputs.len() != gr.inputs.len() || g0.order.len() != gr.order.len() {
            return Err(apart(format!(
                "{} vs {} inputs, {} vs {} ops",
                g0.inputs.len(),
                gr.inputs.len(),
                g0.order.len(),
                gr.order.len()
            )));
        }
        for (&a, &b) in g0.inputs.iter().zip(&gr.inputs) {
            pair(a, b, "graph input")?;
        }
        for (k, (&oa, &ob)) in g0.order.iter().zip(&gr.order).enumerate() {
            let (da, db) = (&g0.ops[oa], &gr.ops[ob]);
            if da.kind != db.kind
                || da.inputs.len() != db.inputs.len()
                || da.outputs.len() != db.outputs.len()
            {
                return Err(apart(format!(
                    "op #{k} is {oa} ({}) on rank 0 and {ob} ({}) on rank {r}",
                    da.kind, db.kind
                )));
            }
            let what = format!("op #{k} {oa} {:?}", da.name);
            for (&a, &b) in da.inputs.iter().zip(&db.inputs) {
                pair(a, b, &what)?;
            }
            for (&a, &b) in da.outputs.iter().zip(&db.outputs) {
                pair(a, b, &what)?;
            }
            if da.attrs != db.attrs {
                seed.extend(da.outputs.iter().copied());
            }
        }
        if g0.outputs.len() != gr.outputs.len() {
            return Err(apart("the graphs differ in their outputs".into()));
        }
        for (&a, &b) in g0.outputs.iter().zip(&gr.outputs) {
            pair(a, b, "graph output")?;
        }
        // Parameters: the shard layout says it; constants: their data.
        for (i, p) in gr.params().enumerate() {
            let split = rg
                .weights
                .get(i)
                .map(|w| w.layout != ShardLayout::Replicated);
            match (split, back[p]) {
                (Some(true), Some(a)) => {
                    seed.insert(a);
                }
                (None, _) => {
                    return Err(err(format!(
                        "{}: rank {r} has more parameters than weight shards",
                        gr.name
                    )))
                }
                _ => {}
            }
        }
        for (v, d) in gr.values.iter() {
            if d.def != ValueDef::Const {
                continue;
            }
            let Some(a) = back[v] else { continue };
            match (g0.data.get(&a), gr.data.get(&v)) {
                (Some(x), Some(y)) => {
                    if x != y {
                        seed.insert(a);
                    }
                }
                _ => {
                    return Err(err(format!(
                        "{}: constant {v} {:?} has no data on rank {r}, so whether it varies is unknown",
                        gr.name, d.name
                    )))
                }
            }
        }
        to.push(fwd);
    }
    // Close over computation on rank 0's ids; collectives give replicated
    // results, except a reduce-scatter (each rank keeps its own slice).
    let mut varying = seed;
    for (_, d) in g0.ops_in_order() {
        let reduces = d.kind.class() == OpClass::Collective;
        if d.kind == OpKind::ReduceScatter
            || (!reduces && d.inputs.iter().any(|v| varying.contains(v)))
        {
            varying.extend(d.outputs.iter().copied());
        }
    }
    Ok(to
        .iter()
        .map(|m| varying.iter().filter_map(|&v| m[v]).collect())
        .collect())
}

/// What one TP rank of a stage runs, in an inference or a training bundle.
pub struct StageRank {
    pub rank: u32,
    /// The graph the rank runs forward: the inference rank graph, or the
    /// training forward with its residuals.
    pub graph: Graph,
    pub weights: Vec<WeightShard>,
    /// Per stage output: this rank's term of a sum over the TP ranks.
    pub partial_outputs: Vec<bool>,
    /// The backward half of a training rank.
    pub train: Option<RankBackward>,
}

/// The backward half of a training rank (see [`TrainRank`]).
pub struct RankBackward {
    pub backward: Graph,
    pub n_saved: usize,
    pub cotangents: Vec<bool>,
    pub input_grads: Vec<bool>,
}

/// The graphs of `stage`'s `tp` ranks: for training with `loss` (the last
/// stage appends it, computing in `low` when given; training outputs are
/// never partial), else inference rank graphs whose outputs stay partial
/// sums where `opts.partial_outputs` allows (comm fusion, not the last
/// stage); with `opts.sequence_parallel`, Megatron-SP either way.
pub fn stage_ranks(
    stage: &StageGraph,
    tp: u32,
    last: bool,
    recompute: bool,
    training: Option<(Loss, Option<DType>)>,
    opts: ShardOptions,
) -> Result<Vec<StageRank>, PassError> {
    let Some((loss, low)) = training else {
        return Ok(shard_stage_with(stage, tp, opts)?
            .into_iter()
            .map(|r| StageRank {
                rank: r.rank,
                graph: r.graph,
                weights: r.weights,
                partial_outputs: r.partial_outputs,
                train: None,
            })
            .collect());
    };
    let t = TrainOptions {
        sequence_parallel: opts.sequence_parallel,
        low,
    };
    Ok(train_stage_with(stage, tp, last, recompute, loss, &t)?
        .into_iter()
        .map(|r| StageRank {
            rank: r.rank,
            partial_outputs: vec![false; r.forward.outputs.len()],
            graph: r.forward,
            weights: r.weights,
            train: Some(RankBackward {
                backward: r.backward,
                n_saved: r.n_saved,
                cotangents: r.cotangents,
                input_grads: r.input_grads,
            }),
        })
        .collect())
}

/// The type of a training bundle's `labels`: class ids of the last stage's
/// output (the logits) without its class dim.
pub fn labels_type(last: &StageGraph) -> Option<hetc_ir::TensorType> {
    let v = *last.graph.outputs.first()?;
    let mut dims = last.graph.ty(v).shape.clone();
    dims.pop();
    Some(hetc_ir::TensorType {
        dtype: hetc_ir::DType::I64,
        shape: dims,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixtures::{graph_with, three_stages};
    use crate::stage::extract_stages;
    use hetc_ir::{OpData, Reduction};

    fn collectives(g: &Graph) -> Vec<&OpData> {
        g.ops_in_order()
            .map(|(_, d)| d)
            .filter(|d| d.kind.class() == OpClass::Collective)
            .collect()
    }

    /// The activation memory a training rank holds per micro-batch — the
    /// residuals its forward stashes for the backward, what the executor
    /// keeps between a micro-batch's forward and backward (the other
    /// intermediates are freed within each graph) — is the cost model's
    /// ([`crate::cost::StageLoad`] over the stage's layers of
    /// [`crate::blocks::workload`]): GPT-2-tiny (sequence 8) cut into 3
    /// stages, at TP 1 and TP 2 byte for byte; with sequence parallelism
    /// (`Workload::sequence_parallel`) within 0.1%, and the drop SP gives
    /// within 1% of the predicted one. (The cost model splits every kept
    /// byte under SP; the token ids and the loss's per-position sums, 32
    /// and 16 bytes here, stay whole.)
    #[test]
    fn activation_memory_per_rank_is_the_cost_models() {
        let g = graph_with("gpt2-tiny.onnx", &[("batch", 1), ("sequence", 8)]);
        let layers = crate::blocks::find_layers(&g);
        let w = crate::blocks::workload(&g, "gpt2-tiny", hetc_ir::DType::F32).unwrap();
        let wsp = w.sequence_parallel();
        let bounds = three_stages(layers.len(), 2);
        let stages = extract_stages(verify(&g).unwrap(), &layers, &bounds).unwrap();
        let stash = |st: &StageGraph, tp: u32, sp: Option<u64>| -> f64 {
            let last = st.index == 2;
            let t = TrainOptions {
                sequence_parallel: sp,
                low: None,
            };
            let ranks = train_stage_with(st, tp, last, false, Loss::CrossEntropy, &t).unwrap();
            let per_rank: Vec<u64> = ranks
                .iter()
                .map(|r| {
                    let f = &r.forward;
                    let n = f.outputs.len() - r.n_saved;
                    f.outputs[n..]
                        .iter()
                        .map(|&v| f.ty(v).size_bytes().unwrap())
                        .sum()
                })
                .collect();
            assert!(per_rank.iter().all(|&b| b == per_rank[0]), "{per_rank:?}");
            per_rank[0] as f64
        };
        for (i, st) in stages.iter().enumerate() {
            let run = bounds[i].first_layer as usize..bounds[i].end_layer as usize;
            let predict =
                |w: &crate::Workload, tp| crate::cost::StageLoad::of(&w.layers[run.clone()], tp);
            let (tp1, tp2, sp) = (
                stash(st, 1, None),
                stash(st, 2, None),
                stash(st, 2, Some(8)),
            );
            let (p1, p2, psp) = (
                predict(&w, 1).act_bytes,
                predict(&w, 2).act_bytes,
                predict(&wsp, 2).act_bytes,
            );
            eprintln!(
                "stage {i}: activation bytes per rank and micro-batch, stashed (cost model): TP 1 {tp1} ({p1}), TP 2 {tp2} ({p2}), TP 2 + SP {sp} ({psp}); SP saves {} ({})",
                tp2 - sp,
                p2 - psp
            );
            assert_eq!(tp1, p1, "stage {i} TP 1");
            assert_eq!(tp2, p2, "stage {i} TP 2");
            assert!(
                (sp - psp).abs() <= 1e-3 * psp,
                "stage {i} SP: {sp} vs {psp}"
            );
            let (drop, pdrop) = (tp2 - sp, p2 - psp);
            assert!(pdrop > 0.1 * p2, "stage {i}: SP must save a tenth or more");
            assert!(
                (drop - pdrop).abs() <= 1e-2 * pdrop,
                "stage {i}: {drop} vs {pdrop}"
            );
        }
    }

    /// A summing backward ([`accumulate_gradients`]) takes one `f32` input
    /// per weight after the cotangents and returns, per weight, that input
    /// plus the weight's gradient (widened from bf16 first in a bf16
    /// stage); the input gradients and every other output are untouched.
    #[test]
    fn a_summing_backward_adds_each_weight_gradient_to_its_input() {
        let g = graph_with("gpt2-tiny.onnx", &[("batch", 1), ("sequence", 8)]);
        let layers = crate::blocks::find_layers(&g);
        let stages =
            extract_stages(verify(&g).unwrap(), &layers, &three_stages(layers.len(), 2)).unwrap();
        for low in [None, Some(DType::BF16)] {
            let t = TrainOptions {
                sequence_parallel: None,
                low,
            };
            let r =
                &train_stage_with(&stages[2], 1, true, false, Loss::CrossEntropy, &t).unwrap()[0];
            let mut b = r.backward.clone();
            accumulate_gradients(&mut b, &r.weights, 0).unwrap();
            let (n, ins) = (r.weights.len(), r.backward.inputs.len());
            assert_eq!(b.inputs.len(), ins + n);
            assert_eq!(b.inputs[..ins], r.backward.inputs[..]);
            let first = b.outputs.len() - n;
            assert_eq!(b.outputs[..first], r.backward.outputs[..first]);
            let mut casts = 0;
            for k in 0..n {
                let (grad, acc, out) = (
                    r.backward.outputs[first + k],
                    b.inputs[ins + k],
                    b.outputs[first + k],
                );
                assert_eq!(
                    b.values[acc].name,
                    format!("grad_sum.{}", r.weights[k].name)
                );
                let want = TensorType {
                    dtype: DType::F32,
                    ..r.backward.ty(grad).clone()
                };
                assert_eq!((b.ty(acc), b.ty(out)), (&want, &want));
                assert_eq!(b.values[out].name, r.backward.values[grad].name);
                assert_eq!(b.values[grad].name, "");
                let ValueDef::Result(add, 0) = b.values[out].def else {
                    panic!("output {k} is not an op's result")
                };
                assert_eq!(b.ops[add].kind, OpKind::Add);
                assert_eq!(b.ops[add].inputs[0], acc);
                let summand = b.ops[add].inputs[1];
                if r.backward.ty(grad).dtype == DType::F32 {
                    assert_eq!(summand, grad);
                } else {
                    let ValueDef::Result(cast, 0) = b.values[summand].def else {
                        panic!("no cast of gradient {k}")
                    };
                    assert_eq!(
                        (b.ops[cast].kind.clone(), b.ops[cast].inputs[0]),
                        (OpKind::Cast, grad)
                    );
                    casts += 1;
                }
            }
            // bf16: the GEMM weights read directly in bf16 have bf16
            // gradients (mixed::resident_low_weights).
            assert_eq!(casts > 0, low.is_some(), "{casts} casts at {low:?}");
        }
    }

    /// GPT-2-tiny's last stage at TP 2 with its loss: the logits stay
    /// split by vocabulary (Megatron's vocabulary-parallel cross-entropy).
    /// No all-gather in either graph (the logits' was the only one); the
    /// loss reduces three per-position values — a max all-reduce of the
    /// row maxima, then the sums of exponentials and the label's logit
    /// (`[1, 8, 1]`, `[1, 8, 1]`, `[1, 8]`), the only all-reduces after the
    /// LM head — and its backward has no collective after the one of the LM
    /// head's input gradient (the split logits' gradient is local).
    #[test]
    fn gpt2_tp2_last_stage_never_gathers_the_logits() {
        let g = graph_with("gpt2-tiny.onnx", &[("batch", 1), ("sequence", 8)]);
        let layers = crate::blocks::find_layers(&g);
        let stages =
            extract_stages(verify(&g).unwrap(), &layers, &three_stages(layers.len(), 2)).unwrap();
        let last = stages.last().unwrap();
        let vocab = last.graph.ty(last.graph.outputs[0]).shape[2]
            .fixed()
            .unwrap();
        assert_eq!(vocab, 1024);
        let ranks = train_stage(last, 2, true, false, Loss::CrossEntropy).unwrap();
        for r in &ranks {
            for (what, g) in [("forward", &r.forward), ("backward", &r.backward)] {
                let gathers = collectives(g)
                    .into_iter()
                    .filter(|d| d.kind == OpKind::AllGather)
                    .count();
                assert_eq!(gathers, 0, "rank {} {what}: an all-gather", r.rank);
                // No value of the rank graph holds all the logits' classes.
                for (v, d) in g.values.iter() {
                    let last_dim = d.ty.shape.last().and_then(|x| x.fixed());
                    assert_ne!(
                        last_dim,
                        Some(vocab),
                        "rank {} {what}: {v} is {}",
                        r.rank,
                        d.ty
                    );
                }
            }
            // The forward: after the LM head (the last matmul) only the
            // loss's three all-reduces.
            let f = &r.forward;
            let head = f
                .ops_in_order()
                .filter(|(_, d)| d.kind == OpKind::MatMul)
                .map(|(o, _)| o)
                .last()
                .unwrap();
            let pos = f.order.iter().position(|&o| o == head).unwrap();
            let after: Vec<(Reduction, String)> = f.order[pos..]
                .iter()
                .map(|&o| &f.ops[o])
                .filter(|d| d.kind.class() == OpClass::Collective)
                .map(|d| {
                    assert_eq!(d.kind, OpKind::AllReduce);
                    (
                        Reduction::of(&d.attrs).unwrap(),
                        f.ty(d.result()).to_string(),
                    )
                })
                .collect();
            assert_eq!(
                after,
                [
                    (Reduction::Max, "f32[1, 8, 1]".to_string()),
                    (Reduction::Sum, "f32[1, 8, 1]".to_string()),
                    (Reduction::Sum, "f32[1, 8]".to_string()),
                ],
                "rank {}",
                r.rank
            );
            // The backward: the last collective is the all-reduce of the
            // LM head's input gradient ([1, 8, 64]); nothing before it in
            // program order belongs to the loss.
            let b = &r.backward;
            let first = b
                .ops_in_order()
                .find(|(_, d)| d.kind.class() == OpClass::Collective)
                .map(|(_, d)| d)
                .unwrap();
            assert_eq!(first.kind, OpKind::AllReduce);
            assert_eq!(b.ty(first.result()).to_string(), "f32[1, 8, 64]");
        }
    }
}
