//! The op sequence (per-op costs in program order) and the layers built from
//! it: HAPT's fine-grained layer sequence (§5.1) and Alpa's coarse one.
//!
//! Establishes:
//!
//! * [`op_sequence`]: one [`OpItem`] per op of the program order, with the
//!   per-sample numbers [`crate::blocks::workload`] sums per block (FLOPs and
//!   bytes from [`op_cost`], bytes rescaled to the compute dtype, parameters
//!   counted at their first use, the activation bytes the backward keeps,
//!   charged to the op that first reads them ([`facts::kept_bytes`])), the
//!   bytes and tensors live across a cut after each op,
//!   and the op's role under Megatron tensor parallelism. The same kind of
//!   sequence comes from an analytic transformer description
//!   ([`crate::transformer::TransformerSpec::op_sequence`]); modules
//!   ([`crate::modules`]) and layers are found on either.
//! * [`fine_layers`]: inside each module, contiguous layers of near-equal cost
//!   (minimise the largest layer, then the bytes cut at layer boundaries), the
//!   layer count of each module proportional to its cost so that the total is
//!   close to a target; identical modules get identical layers (computed once
//!   per class), so equal layers carry equal signatures.
//! * [`fine_layers_with_cuts`]: the fine layers split further at given op
//!   boundaries — the hapt planner's, at Alpa's coarse cuts, so that the
//!   fine layers refine the coarse ones and every coarse plan is a fine plan.
//! * [`coarse_layers`]: the same clustering over the whole sequence without
//!   modules (Alpa's layer construction; the `coarse` baseline uses 8).
//!
//! Assumes a verified graph whose dims are all fixed (bind the batch symbol to
//! 1: everything is per sample). The TP roles are recognised structurally:
//! a GEMM whose weight is a parameter (possibly transposed), the attention
//! core (a GEMM of two activations, the elementwise ops between it and a
//! softmax, the softmax) of graphs that contain a softmax; a row-parallel GEMM
//! is one whose output (through reshapes and a bias add) enters an add of two
//! activations whose other operand was computed before the GEMM (the residual
//! add; not the adds inside a GELU). Every other weight GEMM is
//! column-parallel: its result, and the result of every op fed a sharded
//! activation (the GELU, the attention's reshapes, scaling and mask, a
//! column-parallel GEMM's bias), is split across the TP ranks, so those ops
//! run split; a row-parallel GEMM's or the embedding's result is all-reduced
//! and the ops after it (its bias, residual adds, norms) run whole on every
//! rank. Deliberately does not fuse ops and does not look at names.

use crate::facts::{self, tp_reduce_bytes, tp_roles, Fnv};

use crate::cost::ops::op_cost;
pub use crate::facts::{OpItem, OpSequence};
use crate::workload::{Kernel, LayerCost, Replicated, TpComm, TpKind, Workload};
use crate::PassError;
use hetc_ir::{DType, Graph, ValueDef, ValueId};
use std::hash::{Hash, Hasher};

/// The op sequence of `graph` in program order, per sample, in `compute_dtype`.
pub fn op_sequence(
    graph: &Graph,
    model: &str,
    compute_dtype: DType,
) -> Result<OpSequence, PassError> {
    let n = graph.order.len();
    let vbytes = |v: ValueId| facts::value_bytes(graph, v, compute_dtype);
    // Bytes of the activations live at each cut c in 0..=n (before op c).
    let mut def = cranelift_entity::SecondaryMap::<ValueId, usize>::new();
    for (i, &o) in graph.order.iter().enumerate() {
        for &r in &graph.ops[o].outputs {
            def[r] = i + 1;
        }
    }
    let last = facts::last_uses(graph);
    let mut diff = vec![0.0f64; n + 2];
    for (v, _) in graph.values.iter() {
        if !facts::is_activation(graph, v) {
            continue;
        }
        if let Some(l) = last[v] {
            if def[v] <= l {
                let b = vbytes(v)?;
                diff[def[v]] += b;
                diff[l + 1] -= b;
            }
        }
    }
    let mut live = Vec::with_capacity(n + 1);
    let mut acc = 0.0;
    for d in diff.iter().take(n + 1) {
        acc += d;
        live.push(acc);
    }
    let cross = facts::crossings(graph);
    let tokens = facts::tokens_per_sample(graph);
    let roles = tp_roles(graph, tokens);
    let kept = facts::kept_bytes(graph, compute_dtype, &roles)?;
    let mut param_seen = cranelift_entity::EntitySet::<ValueId>::new();
    let mut ops = Vec::with_capacity(n);
    for (i, &o) in graph.order.iter().enumerate() {
        let d = &graph.ops[o];
        let c = op_cost(graph, o)
            .map_err(|m| PassError::Workload(format!("{m}; bind its dims with --bind")))?;
        let s = d
            .outputs
            .first()
            .map_or(1.0, |&v| facts::dtype_scale(graph.ty(v), compute_dtype));
        let act = kept[o];
        let mut params = 0;
        for &v in &d.inputs {
            if graph.values[v].def == ValueDef::Param && param_seen.insert(v) {
                params += graph.ty(v).num_elements().unwrap_or(0);
            }
        }
        let mut h = Fnv::new();
        facts::op_signature(graph, o, &mut h);
        let (tp_split, vocab, _) = roles[o];
        let tp_reduce_bytes = tp_reduce_bytes(graph, o, &roles, &vbytes)?;
        ops.push(OpItem {
            name: d.name.clone(),
            signature: h.finish(),
            heavy: facts::heavy(graph, o),
            fwd_flops: c.flops,
            fwd_bytes: c.bytes * s,
            params,
            act_bytes: act.bytes,
            act_bytes_whole: act.whole,
            cut_bytes: live[i + 1],
            cut_tensors: cross[i + 1],
            tp_split,
            vocab_parallel: vocab,
            tp_reduce_bytes,
        });
    }
    Ok(OpSequence {
        model: model.to_string(),
        ops,
        tokens_per_sample: tokens,
        dtype: compute_dtype,
        input_bytes: live.first().copied().unwrap_or(0.0),
    })
}

/// Ridge point of the nominal roofline device layers are balanced for, in
/// FLOPs per byte (an A100 has 312 TFLOP/s over 2 TB/s ≈ 156; accelerators
/// range from about 50 to 300).
pub const BALANCE_RIDGE: f64 = 100.0;

/// The cost layers are balanced by: the op's time on a roofline device with
/// ridge point [`BALANCE_RIDGE`], in FLOPs (`max(flops, ridge · bytes)`),
/// so memory-bound ops (norms, softmax, elementwise) weigh what they cost.
pub fn op_weight(op: &OpItem) -> f64 {
    op.fwd_flops.max(BALANCE_RIDGE * op.fwd_bytes)
}

/// A layer sequence built from an op sequence.
#[derive(Clone, Debug, PartialEq)]
pub struct FineLayers {
    pub workload: Workload,
    /// Module index of each layer.
    pub layer_module: Vec<u32>,
    /// Op range of each layer in the sequence.
    pub layer_ops: Vec<std::ops::Range<usize>>,
    /// Layers asked for.
    pub target: usize,
    /// Layers built.
    pub achieved: usize,
    /// Layer indices where the layers of the coarser sequence these refine
    /// begin (inside `1..achieved`; [`hapt_layers`]: Alpa's coarse layers),
    /// for [`crate::Workload::merged`]; empty if none.
    pub refines: Vec<u32>,
}

impl FineLayers {
    /// The op indices where one layer ends and the next begins.
    pub fn cuts(&self) -> Vec<usize> {
        self.layer_ops.iter().skip(1).map(|r| r.start).collect()
    }
}

/// HAPT's fine-grained layers: each module clustered into contiguous layers
/// of near-equal [`op_weight`], `target` layers in all where feasible.
///
/// Layer counts: each module gets a share of `target` proportional to its
/// weight, rounded, at least 1 and at most its op count (no layer is empty);
/// all modules of a class get the same count; then counts are moved one
/// module or class at a time while that brings the total closer to `target`
/// (growing the module whose layers are heaviest first). Each module's split
/// minimises its heaviest layer, then the bytes live at its internal layer
/// boundaries; it is computed once per class and replicated.
pub fn fine_layers(
    seq: &OpSequence,
    modules: &crate::modules::Modules,
    target: usize,
) -> Result<FineLayers, PassError> {
    fine_layers_with_cuts(seq, modules, target, &[])
}

/// [`fine_layers`], then every layer that straddles one of `cuts` (op
/// indices: a cut before op `c`, `0 < c < ops`) split there, so that the
/// layers refine any layer sequence cut at `cuts` — e.g. Alpa's coarse layers
/// ([`FineLayers::cuts`] of [`coarse_layers`]): every stage of a plan over
/// those is a range of these layers with the same ops. The split layers'
/// signatures come from their ops, so they lose the class dedupe of the
/// module they are in; the second part continues the module's
/// recomputation run.
pub fn fine_layers_with_cuts(
    seq: &OpSequence,
    modules: &crate::modules::Modules,
    target: usize,
    cuts: &[usize],
) -> Result<FineLayers, PassError> {
    if target == 0 {
        return Err(PassError::Options(
            "the layer target must be positive".into(),
        ));
    }
    let n = seq.ops.len();
    if n == 0 {
        return Err(PassError::Workload(format!("{}: no ops", seq.model)));
    }
    // The modules must tile 0..n, and a class's modules be equally long.
    let mut at = 0;
    let mut class_len = vec![None; modules.classes.len()];
    for (i, m) in modules.modules.iter().enumerate() {
        if m.start != at || m.end <= m.start || m.end > n {
            return Err(PassError::Workload(format!(
                "module {i} ({}..{}) does not continue the tiling of 0..{n} at {at}",
                m.start, m.end
            )));
        }
        if let Some(c) = m.class {
            let slot = class_len
                .get_mut(c as usize)
                .ok_or_else(|| PassError::Workload(format!("module {i} has unknown class R{c}")))?;
            if slot.is_some_and(|l| l != m.end - m.start) {
                return Err(PassError::Workload(format!(
                    "module {i} is not as long as the other modules of class R{c}"
                )));
            }
            *slot = Some(m.end - m.start);
        }
        at = m.end;
    }
    if at != n {
        return Err(PassError::Workload(format!(
            "the modules end at op {at}, the sequence at {n}"
        )));
    }
    // Units: a class (all its modules) or a non-repeated module.
    let mut unit_of = Vec::with_capacity(modules.modules.len());
    let mut units: Vec<Vec<usize>> = Vec::new();
    let mut class_unit = vec![None; modules.classes.len()];
    for (i, m) in modules.modules.iter().enumerate() {
        let u = match m.class {
            Some(c) => *class_unit[c as usize].get_or_insert_with(|| {
                units.push(Vec::new());
                units.len() - 1
            }),
            None => {
                units.push(Vec::new());
                units.len() - 1
            }
        };
        units[u].push(i);
        unit_of.push(u);
    }
    let weights: Vec<f64> = seq.ops.iter().map(op_weight).collect();
    let total_w: f64 = weights.iter().sum();
    let unit_cost: Vec<f64> = units
        .iter()
        .map(|ms| {
            let m = modules.modules[ms[0]];
            if total_w > 0.0 {
                weights[m.start..m.end].iter().sum()
            } else {
                (m.end - m.start) as f64
            }
        })
        .collect();
    let total: f64 = units
        .iter()
        .zip(&unit_cost)
        .map(|(ms, c)| ms.len() as f64 * c)
        .sum();
    let caps: Vec<usize> = units
        .iter()
        .map(|ms| {
            let m = modules.modules[ms[0]];
            m.end - m.start
        })
        .collect();
    let shares: Vec<f64> = unit_cost
        .iter()
        .map(|&c| {
            if total > 0.0 {
                target as f64 * c / total
            } else {
                0.0
            }
        })
        .collect();
    let sizes: Vec<usize> = units.iter().map(|ms| ms.len()).collect();
    let k = allocate(&sizes, &caps, &shares, target);
    let splits: Vec<Vec<usize>> = units
        .iter()
        .enumerate()
        .map(|(u, ms)| {
            let m = modules.modules[ms[0]];
            split(&weights[m.start..m.end], &seq.ops[m.start..m.end], k[u])
        })
        .collect();
    if let Some(&c) = cuts.iter().find(|&&c| c == 0 || c >= n) {
        return Err(PassError::Options(format!(
            "cut before op {c} is not inside the sequence of {n} ops"
        )));
    }
    let mut cuts = cuts.to_vec();
    cuts.sort_unstable();
    cuts.dedup();
    let mut ranges = Vec::new();
    for (i, m) in modules.modules.iter().enumerate() {
        let mut a = m.start;
        for &e in &splits[unit_of[i]] {
            let e = m.start + e;
            let inner = cuts.partition_point(|&c| c <= a)..cuts.partition_point(|&c| c < e);
            for &c in &cuts[inner] {
                ranges.push((i as u32, a, c));
                a = c;
            }
            ranges.push((i as u32, a, e));
            a = e;
        }
    }
    let achieved = ranges.len();
    Ok(FineLayers {
        workload: workload_of(seq, &ranges, MODULE_CHECKPOINTS),
        layer_module: ranges.iter().map(|r| r.0).collect(),
        layer_ops: ranges.iter().map(|r| r.1..r.2).collect(),
        target,
        achieved,
        refines: Vec::new(),
    })
}

/// Layers per module of each unit (`sizes[u]` modules, at most `caps[u]`
/// layers each): a total as close to `target` as possible (ties: the smaller
/// deviation, then the smaller total), and among those the least
/// `Σ sizes·(k − share)²`, by a knapsack over totals. Totals above
/// `max(2·target, Σ sizes)` are never closer than all ones, so they are not kept.
fn allocate(sizes: &[usize], caps: &[usize], shares: &[f64], target: usize) -> Vec<usize> {
    let limit = (2 * target).max(sizes.iter().sum());
    let mut dp = vec![f64::INFINITY; limit + 1];
    dp[0] = 0.0;
    let mut choice = vec![vec![0u32; limit + 1]; sizes.len()];
    for u in 0..sizes.len() {
        let mut next = vec![f64::INFINITY; limit + 1];
        for (t, &here) in dp.iter().enumerate() {
            if here == f64::INFINITY {
                continue;
            }
            for k in 1..=caps[u].max(1) {
                let t2 = t + sizes[u] * k;
                if t2 > limit {
                    break;
                }
                let c = here + sizes[u] as f64 * (k as f64 - shares[u]).powi(2);
                if c < next[t2] {
                    next[t2] = c;
                    choice[u][t2] = k as u32;
                }
            }
        }
        dp = next;
    }
    let best = (0..=limit)
        .filter(|&t| dp[t] < f64::INFINITY)
        .min_by(|&a, &b| {
            let (da, db) = (a.abs_diff(target), b.abs_diff(target));
            da.cmp(&db).then(dp[a].total_cmp(&dp[b])).then(a.cmp(&b))
        })
        .unwrap_or(0);
    let mut k = vec![1; sizes.len()];
    let mut t = best;
    for u in (0..sizes.len()).rev() {
        k[u] = (choice[u][t] as usize).max(1);
        t = t.saturating_sub(sizes[u] * k[u]);
    }
    k
}

/// Layers of the `coarse` baseline (Alpa's 8, HAPT §2.2).
pub const COARSE_LAYERS: usize = 8;

/// The layers the hapt planner plans over: HAPT's fine layers
/// ([`fine_layers`], about `target` of them, in the repeated modules of
/// [`crate::modules::modules_of`]) also cut where the [`COARSE_LAYERS`]
/// coarse layers are ([`fine_layers_with_cuts`]), so that every plan of the
/// `coarse` baseline is a plan over them.
pub fn hapt_layers(seq: &OpSequence, target: usize) -> Result<FineLayers, PassError> {
    let m = crate::modules::modules_of(seq, crate::modules::DEFAULT_MIN_HEAVY);
    let cuts = coarse_layers(seq, COARSE_LAYERS)?.cuts();
    let mut fine = fine_layers_with_cuts(seq, &m, target, &cuts)?;
    fine.refines = fine
        .layer_ops
        .iter()
        .enumerate()
        .filter(|(i, r)| *i > 0 && cuts.contains(&r.start))
        .map(|(i, _)| i as u32)
        .collect();
    Ok(fine)
}

/// Alpa's layer construction: the whole sequence, no modules, `n` layers of
/// near-equal [`op_weight`] (fewer if there are fewer ops).
pub fn coarse_layers(seq: &OpSequence, n: usize) -> Result<FineLayers, PassError> {
    if n == 0 {
        return Err(PassError::Options(
            "the layer count must be positive".into(),
        ));
    }
    let m = seq.ops.len();
    if m == 0 {
        return Err(PassError::Workload(format!("{}: no ops", seq.model)));
    }
    let weights: Vec<f64> = seq.ops.iter().map(op_weight).collect();
    let mut a = 0;
    let mut ranges = Vec::new();
    for e in split(&weights, &seq.ops, n.min(m)) {
        ranges.push((0u32, a, e));
        a = e;
    }
    Ok(FineLayers {
        workload: workload_of(seq, &ranges, LAYER_CHECKPOINTS),
        layer_module: vec![0; ranges.len()],
        layer_ops: ranges.iter().map(|r| r.1..r.2).collect(),
        target: n,
        achieved: ranges.len(),
        refines: Vec::new(),
    })
}

/// Split `w` into `k` (1 ≤ k ≤ len) non-empty contiguous parts minimising the
/// largest sum, then the sum of `cut_bytes` at the internal boundaries;
/// returns each part's end offset. Ties go to the earliest boundary.
fn split(w: &[f64], ops: &[OpItem], k: usize) -> Vec<usize> {
    let m = w.len();
    let k = k.clamp(1, m.max(1));
    if k == 1 {
        return vec![m];
    }
    let mut pre = vec![0.0; m + 1];
    for i in 0..m {
        pre[i + 1] = pre[i] + w[i];
    }
    // Parts needed if no part may exceed t (greedy packing is optimal).
    let parts = |t: f64| {
        let (mut c, mut acc) = (1, 0.0);
        for &x in w {
            if acc + x > t && acc > 0.0 {
                c += 1;
                acc = 0.0;
            }
            acc += x;
        }
        c
    };
    let (mut lo, mut hi) = (w.iter().cloned().fold(0.0, f64::max), pre[m]);
    for _ in 0..200 {
        if hi - lo <= 1e-12 * hi.max(1.0) {
            break;
        }
        let mid = 0.5 * (lo + hi);
        if parts(mid) <= k {
            hi = mid;
        } else {
            lo = mid;
        }
    }
    let t = hi * (1.0 + 1e-9) + 1e-12;
    // dp[j][i]: least boundary bytes for i ops in j+1 parts, each ≤ t.
    const INF: f64 = f64::INFINITY;
    let boundary = |p: usize| ops[p - 1].cut_bytes; // cut before op p
    let mut dp = vec![vec![INF; m + 1]; k];
    let mut arg = vec![vec![0usize; m + 1]; k];
    for i in 1..=m {
        if pre[i] <= t {
            dp[0][i] = 0.0;
        }
    }
    for j in 1..k {
        let mut window: std::collections::VecDeque<usize> = std::collections::VecDeque::new();
        let mut lo_p = 0;
        let val = |dp: &Vec<Vec<f64>>, p: usize| dp[j - 1][p] + boundary(p);
        for i in (j + 1)..=m {
            let p_new = i - 1;
            if p_new >= j {
                let v = val(&dp, p_new);
                while window.back().is_some_and(|&q| val(&dp, q) > v) {
                    window.pop_back();
                }
                window.push_back(p_new);
            }
            while pre[i] - pre[lo_p] > t {
                lo_p += 1;
            }
            while window.front().is_some_and(|&q| q < lo_p) {
                window.pop_front();
            }
            if let Some(&q) = window.front() {
                let v = val(&dp, q);
                if v < INF {
                    dp[j][i] = v;
                    arg[j][i] = q;
                }
            }
        }
    }
    let mut ends = vec![m];
    let mut i = m;
    for j in (1..k).rev() {
        i = arg[j][i];
        ends.push(i);
    }
    ends.reverse();
    ends
}

/// Fine layers: recompute from checkpoints at module starts.
const MODULE_CHECKPOINTS: bool = true;
/// Coarse layers: every layer is its own recomputation checkpoint.
const LAYER_CHECKPOINTS: bool = false;

/// Sum the op ranges `(module, start, end)` into a workload; with
/// `module_checkpoints`, layers after a module's first recompute with it
/// ([`LayerCost::recompute_with_previous`]).
fn workload_of(
    seq: &OpSequence,
    ranges: &[(u32, usize, usize)],
    module_checkpoints: bool,
) -> Workload {
    let mut layers = Vec::with_capacity(ranges.len());
    let mut prev_module = u32::MAX;
    let mut li = 0;
    for &(mi, a, e) in ranges {
        if mi != prev_module {
            li = 0;
            prev_module = mi;
        }
        let ops = &seq.ops[a..e];
        let mut h = Fnv::new();
        for o in ops {
            o.signature.hash(&mut h);
        }
        let reduces: Vec<f64> = ops
            .iter()
            .map(|o| o.tp_reduce_bytes)
            .filter(|&b| b > 0.0)
            .collect();
        let tp = if !ops.iter().any(|o| o.tp_split) {
            TpKind::Replicated
        } else if ops.iter().any(|o| o.vocab_parallel) {
            TpKind::VocabParallel
        } else {
            TpKind::TransformerBlock
        };
        // In a split layer, the ops TP does not split stay whole on every
        // rank, so a layer costs the sum of its ops at any TP degree.
        let whole = |o: &OpItem| tp != TpKind::Replicated && !o.tp_split;
        layers.push(LayerCost {
            kernels: ops
                .iter()
                .map(|o| Kernel {
                    flops: o.fwd_flops,
                    bytes: o.fwd_bytes,
                    replicated: whole(o),
                })
                .collect(),
            replicated: Replicated {
                params: ops.iter().filter(|o| whole(o)).map(|o| o.params).sum(),
                act_bytes: if tp != TpKind::Replicated {
                    ops.iter().map(|o| o.act_bytes_whole).sum()
                } else {
                    0.0
                },
            },
            name: format!("m{mi}.l{li}"),
            signature: h.finish(),
            fwd_flops: ops.iter().map(|o| o.fwd_flops).sum(),
            fwd_bytes: ops.iter().map(|o| o.fwd_bytes).sum(),
            params: ops.iter().map(|o| o.params).sum(),
            act_bytes: ops.iter().map(|o| o.act_bytes).sum(),
            act_bytes_recompute: if a == 0 {
                seq.input_bytes
            } else {
                seq.ops[a - 1].cut_bytes
            },
            out_bytes: ops[ops.len() - 1].cut_bytes,
            tp,
            tp_comm: Some(TpComm {
                count: reduces.len() as u32,
                bytes_each: if reduces.is_empty() {
                    0.0
                } else {
                    reduces.iter().sum::<f64>() / reduces.len() as f64
                },
            }),
            recompute_with_previous: module_checkpoints && li > 0,
        });
        li += 1;
    }
    Workload {
        model: seq.model.clone(),
        layers,
        tokens_per_sample: seq.tokens_per_sample,
        dtype: seq.dtype,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixtures;
    use crate::modules::{modules_of, Module, Modules, DEFAULT_MIN_HEAVY};

    fn gpt2() -> (Graph, OpSequence) {
        let g = fixtures::graph("gpt2-tiny-s128.onnx");
        let s = op_sequence(&g, "gpt2", DType::F32).unwrap();
        (g, s)
    }

    fn resnet() -> (Graph, OpSequence) {
        let g = fixtures::graph("resnet50-tiny.onnx");
        let s = op_sequence(&g, "resnet50", DType::F32).unwrap();
        (g, s)
    }

    fn rel(a: f64, b: f64) -> f64 {
        (a - b).abs() / b.abs().max(1e-300)
    }

    #[test]
    fn gpt2_sequence_totals_match_the_config_and_the_block_workload() {
        let (g, seq) = gpt2();
        // n_layer 12, d 64, vocab 1024, n_positions 128, tied head:
        // V·d + P·d + L·(12d² + 13d) + 2d.
        let d = 64u64;
        let expected = 1024 * d + 128 * d + 12 * (12 * d * d + 13 * d) + 2 * d;
        assert_eq!(seq.total_params(), expected);
        let w = crate::blocks::workload(&g, "gpt2", DType::F32).unwrap();
        assert_eq!(w.total_params(), expected);
        assert!(rel(seq.total_fwd_flops(), w.total_fwd_flops()) < 1e-12);
        // At least the GEMMs: per block 2·s·d·(3d + d + 4d + 4d) + 2·2·s²·d,
        // and the LM head 2·s·d·V, s = 128.
        let s = 128.0;
        let df = d as f64;
        let gemm = 12.0 * (2.0 * s * df * 12.0 * df + 4.0 * s * s * df) + 2.0 * s * df * 1024.0;
        assert!(seq.total_fwd_flops() >= gemm);
        assert!(seq.total_fwd_flops() < 1.1 * gemm);
        assert_eq!(seq.tokens_per_sample, 128);
        // Token ids: 128 × i64.
        assert_eq!(seq.input_bytes, 128.0 * 8.0);
    }

    #[test]
    fn gpt2_tp_roles() {
        let (_, seq) = gpt2();
        // Row-parallel GEMMs: attention c_proj and MLP c_proj of each block,
        // each all-reducing an s × d fp32 output.
        let row: Vec<&OpItem> = seq
            .ops
            .iter()
            .filter(|o| o.tp_reduce_bytes > 0.0 && !o.vocab_parallel)
            .collect();
        assert_eq!(row.len(), 24);
        assert!(row.iter().all(|o| o.tp_reduce_bytes == 128.0 * 64.0 * 4.0));
        assert!(row.iter().all(|o| o.name.contains("c_proj")));
        // Vocabulary-parallel: token and position embedding lookups, LM head.
        let vocab: Vec<&str> = seq
            .ops
            .iter()
            .filter(|o| o.vocab_parallel)
            .map(|o| o.name.as_str())
            .collect();
        assert_eq!(vocab.len(), 3, "{vocab:?}");
        assert!(vocab[2].contains("lm_head"));
        // Split work per block: 4 weight GEMMs, QKᵀ and probs·V, the softmax
        // and what lies between the scores and it (scale, mask add).
        let block0: Vec<&OpItem> = seq
            .ops
            .iter()
            .filter(|o| o.name.contains("/h.0/"))
            .collect();
        let split: Vec<&str> = block0
            .iter()
            .filter(|o| o.tp_split)
            .map(|o| o.name.as_str())
            .collect();
        assert!(
            split.iter().filter(|n| n.ends_with("Gemm")).count() >= 4,
            "{split:?}"
        );
        assert!(split.iter().any(|n| n.ends_with("Softmax")));
        assert!(!block0
            .iter()
            .any(|o| o.tp_split && o.name.contains("LayerNorm")));
        // Ops on a shard run split: the GELU between c_fc and c_proj, the
        // attention's reshapes and transposes; the row-parallel c_proj's bias
        // and the residual adds after its all-reduce run whole.
        for o in &block0 {
            let n = o.name.as_str();
            if n.contains("/mlp/act/") || n.contains("/attn/Transpose") || n.contains("/attn/Split")
            {
                assert!(o.tp_split, "{n}");
            }
            if n.ends_with("/h.0/Add") || n.ends_with("/h.0/Add_1") {
                assert!(!o.tp_split, "{n}");
            }
        }
        let proj: Vec<&&OpItem> = block0
            .iter()
            .filter(|o| o.name.contains("mlp/c_proj/Gemm"))
            .collect();
        assert_eq!(proj.len(), 2, "the GEMM and its bias add");
        assert!(proj[0].tp_split && proj[0].tp_reduce_bytes > 0.0);
        assert!(!proj[1].tp_split);
        // A CNN is replicated.
        let (_, r) = resnet();
        assert!(r
            .ops
            .iter()
            .all(|o| !o.tp_split && o.tp_reduce_bytes == 0.0));
    }

    #[test]
    fn gpt2_fine_layers_repeat_per_block() {
        let (g, seq) = gpt2();
        let m = modules_of(&seq, DEFAULT_MIN_HEAVY);
        let fl = fine_layers(&seq, &m, 128).unwrap();
        assert_eq!(fl.workload.layers.len(), fl.achieved);
        assert!(
            (fl.achieved as f64 - 128.0).abs() <= 0.15 * 128.0,
            "{}",
            fl.achieved
        );
        // 12 identical layer groups, one per decoder block.
        let groups: Vec<Vec<u64>> = m
            .modules
            .iter()
            .enumerate()
            .filter(|(_, m)| m.class.is_some())
            .map(|(i, _)| {
                fl.workload
                    .layers
                    .iter()
                    .zip(&fl.layer_module)
                    .filter(|(_, &lm)| lm as usize == i)
                    .map(|(l, _)| l.signature)
                    .collect()
            })
            .collect();
        assert_eq!(groups.len(), 12);
        assert!(groups[0].len() > 1);
        assert!(groups.iter().all(|g| *g == groups[0]));
        // Layers within a block differ from each other.
        let mut distinct = groups[0].clone();
        distinct.sort_unstable();
        distinct.dedup();
        assert_eq!(distinct.len(), groups[0].len());
        // Totals equal the op sequence's and the block workload's.
        let w = crate::blocks::workload(&g, "gpt2", DType::F32).unwrap();
        assert_eq!(fl.workload.total_params(), w.total_params());
        assert!(rel(fl.workload.total_fwd_flops(), w.total_fwd_flops()) < 1e-12);
        let act: f64 = seq.ops.iter().map(|o| o.act_bytes).sum();
        let lact: f64 = fl.workload.layers.iter().map(|l| l.act_bytes).sum();
        assert!(rel(lact, act) < 1e-12);
        // Every row-parallel GEMM's all-reduce is in exactly one layer.
        let comms: u32 = fl.workload.layers.iter().map(|l| l.tp_comm().count).sum();
        assert_eq!(comms, 24 + 3);
        assert!(fl
            .workload
            .layers
            .iter()
            .any(|l| l.tp == TpKind::TransformerBlock));
        // Layer boundaries: the input of a layer is the previous one's output.
        for w in fl.workload.layers.windows(2) {
            assert_eq!(w[1].act_bytes_recompute, w[0].out_bytes);
        }
        assert_eq!(fl.workload.layers[0].act_bytes_recompute, seq.input_bytes);
    }

    /// HAPT's layers refine the coarse ones: every coarse cut is a layer
    /// boundary, a coarse layer is the union of a run of hapt layers (same
    /// FLOPs, parameters, activations), and only the fine layers a coarse
    /// cut falls inside are split.
    #[test]
    fn hapt_layers_refine_the_coarse_layers() {
        for (_, seq) in [gpt2(), resnet()] {
            let m = modules_of(&seq, DEFAULT_MIN_HEAVY);
            let fine = fine_layers(&seq, &m, 128).unwrap();
            let coarse = coarse_layers(&seq, COARSE_LAYERS).unwrap();
            let hapt = hapt_layers(&seq, 128).unwrap();
            let cuts = hapt.cuts();
            for c in coarse.cuts() {
                assert!(cuts.contains(&c), "{}: coarse cut {c} missing", seq.model);
            }
            for c in fine.cuts() {
                assert!(cuts.contains(&c), "{}: fine cut {c} missing", seq.model);
            }
            let extra = coarse
                .cuts()
                .iter()
                .filter(|c| !fine.cuts().contains(c))
                .count();
            assert_eq!(hapt.achieved, fine.achieved + extra, "{}", seq.model);
            // Each coarse layer = a run of hapt layers with the same sums.
            for (cl, ops) in coarse.workload.layers.iter().zip(&coarse.layer_ops) {
                let run: Vec<&LayerCost> = hapt
                    .workload
                    .layers
                    .iter()
                    .zip(&hapt.layer_ops)
                    .filter(|(_, r)| r.start >= ops.start && r.end <= ops.end)
                    .map(|(l, _)| l)
                    .collect();
                let flops: f64 = run.iter().map(|l| l.fwd_flops).sum();
                let params: u64 = run.iter().map(|l| l.params).sum();
                let act: f64 = run.iter().map(|l| l.act_bytes).sum();
                assert!(rel(flops, cl.fwd_flops) < 1e-12, "{}", cl.name);
                assert_eq!(params, cl.params);
                assert!(rel(act, cl.act_bytes) < 1e-12);
                assert_eq!(run.last().map(|l| l.out_bytes), Some(cl.out_bytes));
                // At any TP degree: ops TP does not split stay whole on
                // every rank, whichever layer they are grouped into.
                let chip = crate::cost::test_chips::chip_x();
                let params = crate::cost::CostParams::default();
                for tp in [1, 2, 4] {
                    let t = |l: &LayerCost| {
                        crate::cost::layer_time(l, &chip, seq.dtype, tp, 1, &params).step_s(false)
                    };
                    let sum: f64 = run.iter().map(|l| t(l)).sum();
                    assert!(rel(sum, t(cl)) < 1e-12, "{} tp {tp}", cl.name);
                    let a = crate::cost::StageLoad::of(run.iter().copied(), tp);
                    let b = crate::cost::StageLoad::of([cl], tp);
                    assert!(rel(a.params, b.params) < 1e-12, "{} tp {tp}", cl.name);
                    assert!(rel(a.act_bytes, b.act_bytes) < 1e-12, "{} tp {tp}", cl.name);
                }
            }
            // Merged at the coarse cuts, they are the coarse layers.
            assert_eq!(hapt.refines.len(), coarse.achieved - 1);
            let merged = hapt.workload.merged(&hapt.refines).unwrap();
            assert_eq!(merged.layers.len(), coarse.achieved);
            let chip = crate::cost::test_chips::chip_x();
            let params = crate::cost::CostParams::default();
            for (a, b) in merged.layers.iter().zip(&coarse.workload.layers) {
                for tp in [1, 2, 4] {
                    let t = |l: &LayerCost| {
                        crate::cost::layer_time(l, &chip, seq.dtype, tp, 2, &params)
                    };
                    assert!(
                        rel(t(a).fwd_compute_s, t(b).fwd_compute_s) < 1e-12,
                        "{}",
                        b.name
                    );
                    assert!(rel(t(a).tp_comm_s, t(b).tp_comm_s) < 1e-12, "{}", b.name);
                    let (x, y) = (
                        crate::cost::StageLoad::of([a], tp),
                        crate::cost::StageLoad::of([b], tp),
                    );
                    assert!(rel(x.params, y.params) < 1e-12);
                    assert!(rel(x.act_bytes, y.act_bytes) < 1e-12);
                    assert_eq!(x.act_bytes_recompute, y.act_bytes_recompute);
                    assert!(rel(x.max_layer_act_bytes, y.max_layer_act_bytes) < 1e-12);
                }
                assert_eq!(a.out_bytes, b.out_bytes);
                assert_eq!(a.tp, b.tp);
                assert_eq!(a.recompute_with_previous, b.recompute_with_previous);
            }
            assert!(hapt.workload.merged(&[0]).is_none());
            // Unsplit fine layers are unchanged (but for their names, which
            // count the layers of their module).
            for (l, r) in fine.workload.layers.iter().zip(&fine.layer_ops) {
                if let Some(i) = hapt.layer_ops.iter().position(|x| x == r) {
                    let h = &hapt.workload.layers[i];
                    assert_eq!(
                        &LayerCost {
                            name: l.name.clone(),
                            ..h.clone()
                        },
                        l
                    );
                }
            }
        }
        let (_, seq) = gpt2();
        let m = modules_of(&seq, DEFAULT_MIN_HEAVY);
        let e = fine_layers_with_cuts(&seq, &m, 32, &[0])
            .unwrap_err()
            .to_string();
        assert!(e.contains("cut before op 0"), "{e}");
    }

    /// The graph's block workload costs what its ops cost at every TP
    /// degree, as HAPT's layers merged back into blocks do.
    #[test]
    fn gpt2_blocks_cost_their_ops_at_any_tp() {
        let (g, seq) = gpt2();
        let w = crate::blocks::workload(&g, "gpt2", DType::F32).unwrap();
        let hapt = hapt_layers(&seq, 128).unwrap();
        let pos: std::collections::HashMap<hetc_ir::OpId, usize> =
            g.order.iter().enumerate().map(|(i, &o)| (o, i)).collect();
        let mut cuts = Vec::new();
        for l in crate::blocks::find_layers(&g).iter().skip(1) {
            let first = l.ops.iter().map(|o| pos[o]).min().unwrap();
            let i = hapt.layer_ops.iter().position(|r| r.start == first);
            cuts.push(i.expect("a block starts a hapt layer") as u32);
        }
        let merged = hapt.workload.merged(&cuts).unwrap();
        assert_eq!(merged.layers.len(), w.layers.len());
        let chip = crate::cost::test_chips::chip_x();
        let params = crate::cost::CostParams::default();
        for (a, b) in merged.layers.iter().zip(&w.layers) {
            for tp in [1, 2, 4] {
                let t =
                    |l: &LayerCost| crate::cost::layer_time(l, &chip, DType::F32, tp, 1, &params);
                let (x, y) = (t(a), t(b));
                assert!(
                    rel(x.fwd_compute_s, y.fwd_compute_s) < 1e-12,
                    "{} tp {tp}",
                    b.name
                );
                assert!(rel(x.tp_comm_s, y.tp_comm_s) < 1e-12, "{} tp {tp}", b.name);
                let (x, y) = (
                    crate::cost::StageLoad::of([a], tp),
                    crate::cost::StageLoad::of([b], tp),
                );
                assert!(rel(x.params, y.params) < 1e-12, "{} tp {tp}", b.name);
                assert!(rel(x.act_bytes, y.act_bytes) < 1e-12, "{} tp {tp}", b.name);
            }
        }
    }

    #[test]
    fn resnet_fine_layers_repeat_per_class() {
        let (g, seq) = resnet();
        let m = modules_of(&seq, DEFAULT_MIN_HEAVY);
        let w = crate::blocks::workload(&g, "resnet50", DType::F32).unwrap();
        for target in [32, 128] {
            let fl = fine_layers(&seq, &m, target).unwrap();
            assert!(
                (fl.achieved as f64 - target as f64).abs() <= 0.15 * target as f64,
                "{target}: {}",
                fl.achieved
            );
            assert_eq!(fl.workload.total_params(), w.total_params());
            assert!(rel(fl.workload.total_fwd_flops(), w.total_fwd_flops()) < 1e-12);
            for (c, _) in m.classes.iter().enumerate() {
                let groups: Vec<Vec<u64>> = m
                    .modules
                    .iter()
                    .enumerate()
                    .filter(|(_, m)| m.class == Some(c as u32))
                    .map(|(i, _)| {
                        fl.workload
                            .layers
                            .iter()
                            .zip(&fl.layer_module)
                            .filter(|(_, &lm)| lm as usize == i)
                            .map(|(l, _)| l.signature)
                            .collect()
                    })
                    .collect();
                assert!(groups.iter().all(|g| *g == groups[0]), "R{c} at {target}");
            }
            assert!(fl
                .workload
                .layers
                .iter()
                .all(|l| l.tp == TpKind::Replicated));
        }
        // Fewer layers than modules cannot be: every module keeps one.
        let fl = fine_layers(&seq, &m, 8).unwrap();
        assert_eq!(fl.achieved, m.modules.len());
    }

    #[test]
    fn coarse_layers_balance_the_whole_sequence() {
        for (g, seq) in [gpt2(), resnet()] {
            let fl = coarse_layers(&seq, 8).unwrap();
            assert_eq!(fl.achieved, 8);
            assert_eq!(fl.workload.layers.len(), 8);
            assert!(fl.layer_module.iter().all(|&m| m == 0));
            // Contiguous parts of a sequence can always be cut so that none
            // exceeds the mean plus the heaviest op: a bound on the optimum.
            let w: Vec<f64> = seq
                .ops
                .iter()
                .map(|o| o.fwd_flops.max(100.0 * o.fwd_bytes))
                .collect();
            let total: f64 = w.iter().sum();
            let heaviest = w.iter().cloned().fold(0.0, f64::max);
            let worst = fl
                .layer_ops
                .iter()
                .map(|r| w[r.clone()].iter().sum::<f64>())
                .fold(0.0, f64::max);
            // The layers tile the sequence.
            assert_eq!(fl.layer_ops[0].start, 0);
            assert_eq!(fl.layer_ops[7].end, seq.ops.len());
            assert!(fl
                .layer_ops
                .windows(2)
                .all(|p| p[0].end == p[1].start && !p[1].is_empty()));
            assert!(
                worst <= total / 8.0 + heaviest + 1e-6 * total,
                "{worst} vs {}",
                total / 8.0
            );
            let bw = crate::blocks::workload(&g, "x", DType::F32).unwrap();
            assert_eq!(fl.workload.total_params(), bw.total_params());
        }
    }

    #[test]
    fn layers_are_deterministic() {
        let (_, seq) = gpt2();
        let m = modules_of(&seq, DEFAULT_MIN_HEAVY);
        assert_eq!(
            fine_layers(&seq, &m, 32).unwrap(),
            fine_layers(&seq, &m, 32).unwrap()
        );
        assert_eq!(
            coarse_layers(&seq, 8).unwrap(),
            coarse_layers(&seq, 8).unwrap()
        );
        let (_, again) = gpt2();
        assert_eq!(seq, again);
    }

    #[test]
    fn bad_targets_and_tilings_are_errors() {
        let (_, seq) = gpt2();
        let m = modules_of(&seq, DEFAULT_MIN_HEAVY);
        assert!(matches!(
            fine_layers(&seq, &m, 0),
            Err(PassError::Options(_))
        ));
        assert!(matches!(coarse_layers(&seq, 0), Err(PassError::Options(_))));
        let gap = Modules {
            modules: vec![Module {
                start: 0,
                end: 3,
                class: None,
            }],
            classes: vec![],
        };
        let e = fine_layers(&seq, &gap, 8).unwrap_err();
        assert!(e.to_string().contains("end at op 3"), "{e}");
        let bad_class = Modules {
            modules: vec![Module {
                start: 0,
                end: seq.ops.len(),
                class: Some(4),
            }],
            classes: vec![],
        };
        assert!(fine_layers(&seq, &bad_class, 8).is_err());
        let empty = OpSequence {
            ops: vec![],
            ..seq.clone()
        };
        assert!(coarse_layers(&empty, 8).is_err());
        // More layers than ops: one op per layer.
        let small = OpSequence {
            ops: seq.ops[..5].to_vec(),
            ..seq
        };
        assert_eq!(coarse_layers(&small, 8).unwrap().achieved, 5);
    }

    #[test]
    fn split_minimises_the_heaviest_part_then_the_cut_bytes() {
        let op = |cut: f64| OpItem {
            name: String::new(),
            signature: 0,
            heavy: false,
            fwd_flops: 0.0,
            fwd_bytes: 0.0,
            params: 0,
            act_bytes: 0.0,
            act_bytes_whole: 0.0,
            cut_bytes: cut,
            cut_tensors: 1,
            tp_split: false,
            vocab_parallel: false,
            tp_reduce_bytes: 0.0,
        };
        // Weights 1 1 1 1 into 2: only 2+2 reaches max 2.
        let ops: Vec<OpItem> = [5.0, 1.0, 5.0, 0.0].map(op).to_vec();
        assert_eq!(split(&[1.0, 1.0, 1.0, 1.0], &ops, 2), vec![2, 4]);
        // Weights 2 0 0 2 into 2: cuts after op 0, 1 or 2 all give max 2;
        // the cheapest boundary (after op 1, 1 byte) wins.
        assert_eq!(split(&[2.0, 0.0, 0.0, 2.0], &ops, 2), vec![2, 4]);
        let ops2: Vec<OpItem> = [5.0, 7.0, 3.0, 0.0].map(op).to_vec();
        assert_eq!(split(&[2.0, 0.0, 0.0, 2.0], &ops2, 2), vec![3, 4]);
        // k = len: one op each.
        assert_eq!(split(&[1.0, 9.0, 1.0], &ops[..3], 3), vec![1, 2, 3]);
    }
}
