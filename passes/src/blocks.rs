//! A structural block finder: the graph's op sequence cut into plannable
//! layers (transformer blocks, CNN blocks, embedding, head), summed into a
//! [`Workload`].
//!
//! Establishes: layers that are contiguous ranges of the program order, cut
//! where the fewest activations are live (the residual stream between blocks;
//! constants and parameters do not count), every layer holding at least one
//! heavy op (a contraction, or an embedding lookup into a parameter) — light
//! pieces join the layer before them — and, where the layer sequence repeats
//! with a period > 1 (attention and MLP halves of a transformer block), each
//! period merged into one layer. Layers are compared by kinds, attributes and
//! types, never by names.
//!
//! Assumes a verified graph whose dims are all fixed (bind symbols first; the
//! workload is per sample, so bind the batch symbol to 1). Deliberately does
//! not implement HAPT's repeated-module detection or fine-grained layer
//! clustering (§5.1); this is the coarse "one layer per block" view the first
//! planner needs.

use crate::cost::ops::op_cost;
use crate::facts::{
    crossings, dtype_scale, heavy, last_uses, live_elements, op_signature, tp_reduce_bytes,
    tp_roles, value_bytes, Fnv,
};
use crate::workload::{Kernel, LayerCost, TpKind, Workload};
use crate::PassError;
use hetc_ir::{DType, Graph, OpClass, OpId, OpKind, ValueDef, ValueId};
use std::hash::Hasher;

pub use crate::facts::tokens_per_sample;

/// Ops of one layer, in program order.
#[derive(Clone, Debug, PartialEq)]
pub struct LayerOps {
    pub name: String,
    pub ops: Vec<OpId>,
    /// Structural hash (kinds, attributes, types).
    pub signature: u64,
}

/// Cut the graph into layers.
pub fn find_layers(graph: &Graph) -> Vec<LayerOps> {
    let n = graph.order.len();
    if n == 0 {
        return Vec::new();
    }
    let heavy_at: Vec<bool> = graph.order.iter().map(|&o| heavy(graph, o)).collect();
    let cross = crossings(graph);
    let first_heavy = heavy_at.iter().position(|&h| h);
    let last_heavy = heavy_at.iter().rposition(|&h| h);
    let threshold = match (first_heavy, last_heavy) {
        (Some(f), Some(l)) if l > f => (f + 1..=l).map(|c| cross[c]).min().unwrap_or(1),
        _ => 1,
    };
    // Segments between cuts.
    let mut segments: Vec<(usize, usize)> = Vec::new();
    let mut start = 0;
    for (c, &x) in cross.iter().enumerate().take(n).skip(1) {
        if x <= threshold {
            segments.push((start, c));
            start = c;
        }
    }
    segments.push((start, n));
    // Light runs (no heavy op) join a neighbouring heavy segment: the next one
    // when everything they produce is consumed there and cutting before them
    // moves no more data than cutting after them (a final norm before the LM
    // head); otherwise the previous one (a mask built once and read by every
    // block, a stem's norm and pooling).
    let live = live_elements(graph);
    let last_use = last_uses(graph);
    let is_heavy: Vec<bool> = segments
        .iter()
        .map(|&(s, e)| heavy_at[s..e].iter().any(|&h| h))
        .collect();
    let mut merged: Vec<(usize, usize)> = Vec::new();
    let mut i = 0;
    while i < segments.len() {
        if is_heavy[i] {
            merged.push(segments[i]);
            i += 1;
            continue;
        }
        let mut j = i;
        while j < segments.len() && !is_heavy[j] {
            j += 1;
        }
        let (run_s, run_e) = (segments[i].0, segments[j - 1].1);
        let next_end = segments.get(j).map(|s| s.1);
        let feeds_only_next = next_end.is_some_and(|ne| {
            graph.order[run_s..run_e].iter().all(|&o| {
                graph.ops[o]
                    .outputs
                    .iter()
                    .all(|&r| last_use[r].is_none_or(|u| u < ne))
            })
        });
        let into_next = merged.is_empty() || (feeds_only_next && live[run_s] <= live[run_e]);
        match (into_next, next_end) {
            (true, Some(ne)) => {
                merged.push((run_s, ne));
                j += 1;
            }
            _ => match merged.last_mut() {
                Some(last) => last.1 = run_e,
                None => merged.push((run_s, run_e)),
            },
        }
        i = j;
    }
    let sig = |s: usize, e: usize| {
        let mut h = Fnv::new();
        for &o in &graph.order[s..e] {
            op_signature(graph, o, &mut h);
        }
        h.finish()
    };
    let sigs: Vec<u64> = merged.iter().map(|&(s, e)| sig(s, e)).collect();
    // The repeated run covering the most segments; ties: shorter period.
    let m = sigs.len();
    let mut best = (0usize, 1usize, 0usize); // (covered, period, start)
    for k in 1..=m / 2 {
        for i in 0..m {
            let mut r = 1;
            while i + (r + 1) * k <= m && sigs[i + r * k..i + (r + 1) * k] == sigs[i..i + k] {
                r += 1;
            }
            if r >= 2 && r * k > best.0 {
                best = (r * k, k, i);
            }
        }
    }
    let (covered, k, run_start) = best;
    let mut groups: Vec<(usize, usize)> = Vec::new();
    let mut i = 0;
    while i < m {
        if k > 1 && i >= run_start && i + k <= run_start + covered {
            groups.push((merged[i].0, merged[i + k - 1].1));
            i += k;
        } else {
            groups.push(merged[i]);
            i += 1;
        }
    }
    groups
        .into_iter()
        .enumerate()
        .map(|(idx, (s, e))| {
            let ops = graph.order[s..e].to_vec();
            let heavy_ops: Vec<OpId> = ops.iter().copied().filter(|&o| heavy(graph, o)).collect();
            LayerOps {
                name: layer_name(graph, &heavy_ops, idx),
                signature: sig(s, e),
                ops,
            }
        })
        .collect()
}

/// The common prefix of the layer's op names up to a `/` or `.`, else `layer N`.
fn layer_name(graph: &Graph, ops: &[OpId], idx: usize) -> String {
    let names: Vec<&str> = ops
        .iter()
        .map(|&o| graph.ops[o].name.as_str())
        .filter(|n| !n.is_empty())
        .collect();
    let Some(first) = names.first() else {
        return format!("layer {idx}");
    };
    let mut len = first.len();
    for n in &names[1..] {
        len = len.min(
            first
                .bytes()
                .zip(n.bytes())
                .take_while(|(a, b)| a == b)
                .count(),
        );
    }
    let prefix = &first[..len];
    let cut = prefix.rfind('/').unwrap_or(0);
    let p = prefix[..cut].trim_matches('/');
    if p.is_empty() {
        format!("layer {idx}")
    } else {
        p.to_string()
    }
}

/// Sum the ops of each layer into a per-sample [`Workload`].
///
/// `compute_dtype` is the training precision; activation and operand bytes of
/// floating values are rescaled from the graph's types to it.
pub fn workload(graph: &Graph, model: &str, compute_dtype: DType) -> Result<Workload, PassError> {
    let layers = find_layers(graph);
    let scale = |t: &hetc_ir::TensorType| dtype_scale(t, compute_dtype);
    let vbytes = |v: ValueId| value_bytes(graph, v, compute_dtype);
    let mut layer_of = cranelift_entity::SecondaryMap::<OpId, u32>::new();
    for (i, l) in layers.iter().enumerate() {
        for &o in &l.ops {
            layer_of[o] = i as u32;
        }
    }
    let mut def_layer = cranelift_entity::SecondaryMap::<ValueId, Option<u32>>::new();
    for (i, l) in layers.iter().enumerate() {
        for &o in &l.ops {
            for &r in &graph.ops[o].outputs {
                def_layer[r] = Some(i as u32);
            }
        }
    }
    let mut param_seen = cranelift_entity::EntitySet::<ValueId>::new();
    // Which ops run on a TP shard (see [`crate::layers`]): in a split block
    // the others (norms, residual adds) run whole on every rank.
    let roles = tp_roles(graph, tokens_per_sample(graph));
    let kept = crate::facts::kept_bytes(graph, compute_dtype, &roles)?;
    let mut out = Vec::with_capacity(layers.len());
    // Values used after each layer's end.
    let mut last_use = cranelift_entity::SecondaryMap::<ValueId, Option<u32>>::new();
    for &o in &graph.order {
        for &v in &graph.ops[o].inputs {
            let l = layer_of[o];
            last_use[v] = Some(last_use[v].map_or(l, |x: u32| x.max(l)));
        }
    }
    for (i, l) in layers.iter().enumerate() {
        let i32_ = i as u32;
        let (mut flops, mut bytes, mut act, mut params) = (0.0, 0.0, 0.0, 0u64);
        let (mut inputs, mut has_softmax, mut contractions, mut embeds) = (0.0, false, 0, false);
        let mut counted_inputs = cranelift_entity::EntitySet::<ValueId>::new();
        let mut kernels = Vec::with_capacity(l.ops.len());
        // Per op: not split under TP, its first-used parameters, the
        // activation bytes it keeps whole under TP.
        let mut whole = Vec::with_capacity(l.ops.len());
        let (mut reduces, mut reduce_bytes) = (0u32, 0.0);
        for &o in &l.ops {
            let params0 = params;
            let r = tp_reduce_bytes(graph, o, &roles, &vbytes)?;
            if r > 0.0 {
                reduces += 1;
                reduce_bytes += r;
            }
            let d = &graph.ops[o];
            let c = op_cost(graph, o)
                .map_err(|m| PassError::Workload(format!("{m}; bind its dims with --bind")))?;
            let s = d.outputs.first().map_or(1.0, |&v| scale(graph.ty(v)));
            flops += c.flops;
            bytes += c.bytes * s;
            kernels.push(Kernel {
                flops: c.flops,
                bytes: c.bytes * s,
                replicated: false,
            });
            act += kept[o].bytes;
            has_softmax |= d.kind == OpKind::Softmax;
            contractions += (d.kind.class() == OpClass::Contraction) as u32;
            embeds |= d.kind == OpKind::Gather && graph.values[d.inputs[0]].def == ValueDef::Param;
            for &v in &d.inputs {
                match graph.values[v].def {
                    ValueDef::Param => {
                        if param_seen.insert(v) {
                            params += graph.ty(v).num_elements().unwrap_or(0);
                        }
                    }
                    ValueDef::Const => {}
                    _ => {
                        if def_layer[v] != Some(i32_) && counted_inputs.insert(v) {
                            inputs += vbytes(v)?;
                        }
                    }
                }
            }
            whole.push((!roles[o].0, params - params0, kept[o].whole));
        }
        let mut out_bytes = 0.0;
        for (v, d) in graph.values.iter() {
            let defined_here_or_before = match d.def {
                ValueDef::Input => true,
                ValueDef::Result(..) => def_layer[v].is_some_and(|x| x <= i32_),
                _ => false,
            };
            if defined_here_or_before && last_use[v].is_some_and(|u| u > i32_) {
                out_bytes += vbytes(v)?;
            }
        }
        let produces_output = l.ops.iter().any(|&o| {
            graph.ops[o]
                .outputs
                .iter()
                .any(|r| graph.outputs.contains(r))
        });
        let tp = if has_softmax && contractions >= 2 {
            TpKind::TransformerBlock
        } else if embeds || (produces_output && contractions > 0 && tokens_per_sample(graph) > 1) {
            TpKind::VocabParallel
        } else {
            TpKind::Replicated
        };
        let split = tp != TpKind::Replicated;
        let mut replicated = crate::Replicated::default();
        for (k, &(w, p, a)) in kernels.iter_mut().zip(&whole) {
            if split && w {
                k.replicated = true;
                replicated.params += p;
            }
            if split {
                replicated.act_bytes += a;
            }
        }
        out.push(LayerCost {
            recompute_with_previous: false,
            kernels,
            name: l.name.clone(),
            signature: l.signature,
            fwd_flops: flops,
            fwd_bytes: bytes,
            params,
            act_bytes: act,
            act_bytes_recompute: inputs,
            out_bytes,
            tp,
            // The all-reduces its ops need (as the op sequence counts them).
            tp_comm: Some(crate::TpComm {
                count: reduces,
                bytes_each: if reduces > 0 {
                    reduce_bytes / f64::from(reduces)
                } else {
                    0.0
                },
            }),
            replicated,
        });
    }
    Ok(Workload {
        model: model.to_string(),
        layers: out,
        tokens_per_sample: tokens_per_sample(graph),
        dtype: compute_dtype,
    })
}
