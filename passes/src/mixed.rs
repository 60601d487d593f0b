//! Mixed precision: a training graph that computes in a 16-bit float
//! (`bf16` or `f16`) with its weights kept as f32 masters.
//!
//! [`mixed_precision`] establishes, for a graph in f32 (a stage graph or a
//! TP rank graph) and a low type `lo`, a graph computing the same function
//! in which every f32 value gets one of two types:
//! * **f32** — the results of the ops whose numbers need it: normalisation
//!   statistics and reductions ([`OpKind::Softmax`], [`OpKind::LayerNorm`],
//!   [`OpKind::ReduceSum`], [`OpKind::ReduceMean`], products and running
//!   sums), ops the backends compute in f32 only (resize, grid sampling,
//!   DFT, determinants), custom ops, and an explicit cast to f32 of a float
//!   (the training graphs put one before the loss, so cross-entropy runs in
//!   f32: [`crate::train`]);
//! * **`lo`** — GEMMs and convolutions ([`OpKind::MatMul`],
//!   [`OpKind::Conv`], [`OpKind::ConvTranspose`], [`OpKind::Einsum`]; the
//!   backends accumulate them in f32 and round once);
//! * every other op *follows* its float operands: f32 if any *strong*
//!   operand is f32, `lo` if any is `lo`. Weights, constants and what is
//!   computed from them alone are *weak*: they take the type of the op that
//!   reads them (a scalar constant does not widen an activation, a weight
//!   is cast for the GEMM reading it), and an op of weak operands alone
//!   stays f32 and weak (the embedding lookup, a transposed weight).
//!
//! Where an operand's type differs from its op's, it is converted once per
//! value and type: a constant is re-encoded (folded), anything else gets a
//! [`OpKind::Cast`] right before its first use. Weights stay f32 parameters
//! (the masters the optimizer updates), so a weight read by a `lo` op is
//! `cast(weight)` — recomputed by the backward from the master, whose
//! gradient is that cast's VJP: the `lo` gradient widened to f32 before it
//! is accumulated and synced. Graph inputs become `lo` unless `keep_inputs`
//! (the first stage reads the model's inputs as given); outputs become
//! `lo` unless `keep_outputs` (the last stage returns the logits in f32 for
//! the loss), so the activations crossing stage boundaries — and their
//! gradients coming back — are 16-bit.
//!
//! The decision for each value depends only on op kinds, types and which
//! values are weights or constants, so the TP rank graphs of one stage stay
//! aligned (same ops, same types) after the rewrite.
//!
//! [`resident_low_weights`] then makes the weights read only by casts to
//! `lo` `lo` parameters themselves (the 2 B compute copies of mixed
//! precision; the f32 masters move to the optimizer).
//!
//! Assumes a verified graph. Leaves values that are not f32 (integers,
//! bools, f64) as they are. Does not change what the backward saves
//! (autodiff recomputes widening casts from their narrow operand, see
//! [`crate::autodiff`]) and does not scale losses (f16's loss scaling is
//! the runtime's).

use crate::PassError;
use cranelift_entity::{EntitySet, SecondaryMap};
use hetc_ir::{verify, Attrs, DType, Graph, OpKind, TensorData, TensorType, ValueDef, ValueId};
use std::collections::BTreeMap;

/// What [`mixed_precision`] does with a graph.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MixedOptions {
    /// The compute type: `bf16` or `f16`.
    pub low: DType,
    /// Keep the graph's inputs' types (the first pipeline stage).
    pub keep_inputs: bool,
    /// Keep the graph's outputs' types (the last pipeline stage).
    pub keep_outputs: bool,
}

/// How an op chooses the type it computes f32 values in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Rule {
    /// Always f32.
    F32,
    /// Always the low type.
    Low,
    /// The type of its strong float operands (f32 if any is f32).
    Follow,
}

/// The rule of an op of `kind` whose first operand is of type `from` and
/// first result of type `to`.
fn rule(kind: &OpKind, from: Option<DType>, to: Option<DType>) -> Rule {
    use OpKind::*;
    match kind {
        MatMul | Conv | ConvTranspose | Einsum => Rule::Low,
        Softmax
        | LayerNorm
        | ReduceSum
        | ReduceMean
        | ReduceProd
        | CumSum
        | CumProd
        | Resize
        | GridSample
        | Dft
        | Det
        | Custom { .. } => Rule::F32,
        // An explicit widening of a float to f32 is kept (the loss's).
        Cast if from.is_some_and(DType::is_float) && to == Some(DType::F32) => Rule::F32,
        _ => Rule::Follow,
    }
}

fn err(m: impl Into<String>) -> PassError {
    PassError::Train(format!("mixed precision: {}", m.into()))
}

struct Rewrite<'g> {
    src: &'g Graph,
    out: Graph,
    /// Source value → its value in `out`.
    map: SecondaryMap<ValueId, Option<ValueId>>,
    /// Source values that are weak (weights, constants, computed from them).
    weak: EntitySet<ValueId>,
    /// Converted copies: (source value, type) → value in `out`.
    converted: BTreeMap<(ValueId, DType), ValueId>,
}

impl Rewrite<'_> {
    fn now(&self, v: ValueId) -> Result<ValueId, PassError> {
        self.map[v].ok_or_else(|| err(format!("{v} is used before it is defined")))
    }

    /// The current element type of source value `v`.
    fn dtype(&self, v: ValueId) -> Result<DType, PassError> {
        Ok(self.out.ty(self.now(v)?).dtype)
    }

    /// Source value `v` in element type `to` (once per value and type).
    fn convert(&mut self, v: ValueId, to: DType) -> Result<ValueId, PassError> {
        let cur = self.now(v)?;
        let ty = self.out.ty(cur).clone();
        if ty.dtype == to {
            return Ok(cur);
        }
        if let Some(&c) = self.converted.get(&(v, to)) {
            return Ok(c);
        }
        let d = &self.src.values[v];
        let nty = TensorType::new(to, ty.shape.iter().cloned());
        let c = match (d.def, self.src.data.get(&v)) {
            (ValueDef::Const, Some(data)) => {
                let data = TensorData::from_f64s(to, &data.to_f64s());
                self.out.add_const(d.name.clone(), nty, Some(data))
            }
            _ => {
                let name = if d.name.is_empty() {
                    format!("{v} as {to}")
                } else {
                    format!("{} as {to}", d.name)
                };
                let o = self
                    .out
                    .add_op(OpKind::Cast, &[cur], Attrs::new(), vec![nty], name);
                self.out.ops[o].outputs[0]
            }
        };
        self.converted.insert((v, to), c);
        Ok(c)
    }
}

/// `g` computing in `opts.low` with f32 weights; see the module doc.
pub fn mixed_precision(g: &Graph, opts: &MixedOptions) -> Result<Graph, PassError> {
    if !matches!(opts.low, DType::BF16 | DType::F16) {
        return Err(err(format!(
            "the compute type must be bf16 or f16, not {}",
            opts.low
        )));
    }
    verify(g)?;
    let low = opts.low;
    let mut r = Rewrite {
        src: g,
        out: Graph::new(g.name.clone()),
        map: SecondaryMap::with_capacity(g.values.len()),
        weak: EntitySet::with_capacity(g.values.len()),
        converted: BTreeMap::new(),
    };
    // Inputs in their order, then weights and constants in id order (the
    // parameters keep their order: the weight shards follow it).
    for &v in &g.inputs {
        let d = &g.values[v];
        let ty = if d.ty.dtype == DType::F32 && !opts.keep_inputs {
            TensorType::new(low, d.ty.shape.iter().cloned())
        } else {
            d.ty.clone()
        };
        r.map[v] = Some(r.out.add_input(d.name.clone(), ty));
    }
    for (v, d) in g.values.iter() {
        let data = g.data.get(&v).cloned();
        r.map[v] = match d.def {
            ValueDef::Param => Some(r.out.add_param(d.name.clone(), d.ty.clone(), data)),
            ValueDef::Const => Some(r.out.add_const(d.name.clone(), d.ty.clone(), data)),
            _ => continue,
        };
        r.weak.insert(v);
    }
    for (_, op) in g.ops_in_order() {
        let f32_in: Vec<ValueId> = op
            .inputs
            .iter()
            .copied()
            .filter(|&v| g.ty(v).dtype == DType::F32)
            .collect();
        let from = op.inputs.first().map(|&v| g.ty(v).dtype);
        let to = op.outputs.first().map(|&v| g.ty(v).dtype);
        let rule = rule(&op.kind, from, to);
        let all_weak = f32_in.iter().all(|&v| r.weak.contains(v));
        let want = match rule {
            Rule::F32 => DType::F32,
            Rule::Low => low,
            Rule::Follow => {
                let mut t = None;
                for &v in f32_in.iter().filter(|&&v| !r.weak.contains(v)) {
                    match r.dtype(v)? {
                        DType::F32 => t = Some(DType::F32),
                        d if t.is_none() => t = Some(d),
                        _ => {}
                    }
                }
                t.unwrap_or(DType::F32)
            }
        };
        // A cast converts whatever it is given; other ops read their f32
        // operands in the type they compute in.
        let mut ins = Vec::with_capacity(op.inputs.len());
        for &v in &op.inputs {
            ins.push(if op.kind != OpKind::Cast && f32_in.contains(&v) {
                r.convert(v, want)?
            } else {
                r.now(v)?
            });
        }
        let tys: Vec<TensorType> = op
            .outputs
            .iter()
            .map(|&v| {
                let t = g.ty(v);
                if t.dtype == DType::F32 {
                    TensorType::new(want, t.shape.iter().cloned())
                } else {
                    t.clone()
                }
            })
            .collect();
        let n = r.out.add_op(
            op.kind.clone(),
            &ins,
            op.attrs.clone(),
            tys,
            op.name.clone(),
        );
        for (k, &v) in op.outputs.iter().enumerate() {
            let nv = r.out.ops[n].outputs[k];
            r.out.values[nv].name = g.values[v].name.clone();
            r.map[v] = Some(nv);
            if rule == Rule::Follow && all_weak {
                r.weak.insert(v);
            }
        }
    }
    let mut outs = Vec::with_capacity(g.outputs.len());
    for &v in &g.outputs {
        outs.push(if g.ty(v).dtype != DType::F32 {
            r.now(v)?
        } else if opts.keep_outputs {
            r.convert(v, DType::F32)?
        } else {
            r.convert(v, low)?
        });
    }
    r.out.outputs = outs;
    verify(&r.out)?;
    Ok(r.out)
}

/// `g` (a [`mixed_precision`] graph in `low`) with its *resident 16-bit
/// weights*: every f32 weight whose only readers are casts to `low` becomes
/// a `low` parameter (its data rounded as the cast rounds) read directly,
/// and the casts go. These are the 2 B compute copies of the cost model's
/// 16 B/param (`cost::memory`): the f32 masters live in the optimizer —
/// ZeRO-1 shards them with its state — and the copy is the master rounded
/// after each update, the value the cast computed. The graph computes the
/// same function given those values; its gradients of such weights come
/// out in `low` (the cast's VJP widened them exactly before).
///
/// A weight any other op reads (a layer norm's scale, an embedding table
/// gathered in f32, a weight transposed before its GEMM casts it) stays
/// f32, so no f32 computation reads a rounded value. Returns the graph and
/// the names of the weights made resident, in parameter order.
pub fn resident_low_weights(g: &Graph, low: DType) -> Result<(Graph, Vec<String>), PassError> {
    if !matches!(low, DType::BF16 | DType::F16) {
        return Err(err(format!(
            "the compute type must be bf16 or f16, not {low}"
        )));
    }
    let mut h = g.clone();
    // Per parameter: the casts to `low` reading it, or None once anything
    // else reads it.
    let mut readers: BTreeMap<ValueId, Option<Vec<hetc_ir::OpId>>> = h
        .params()
        .filter(|&p| h.ty(p).dtype == DType::F32)
        .map(|p| (p, Some(Vec::new())))
        .collect();
    for (o, op) in h.ops_in_order() {
        let cast = op.kind == OpKind::Cast && h.ty(op.outputs[0]).dtype == low;
        for v in &op.inputs {
            if let Some(slot) = readers.get_mut(v) {
                match slot {
                    Some(list) if cast => list.push(o),
                    _ => *slot = None,
                }
            }
        }
    }
    for v in &h.outputs {
        readers.remove(v);
    }
    let mut names = Vec::new();
    let mut replace: BTreeMap<ValueId, ValueId> = BTreeMap::new();
    for (p, casts) in readers {
        let Some(casts) = casts.filter(|c| !c.is_empty()) else {
            continue;
        };
        let ty = TensorType::new(low, h.ty(p).shape.iter().cloned());
        if let Some(d) = h.data.get(&p) {
            let d = TensorData::from_f64s(low, &d.to_f64s());
            h.data.insert(p, d);
        }
        h.values[p].ty = ty;
        for o in casts {
            replace.insert(h.ops[o].outputs[0], p);
        }
        names.push(h.values[p].name.clone());
    }
    let order = h.order.clone();
    for o in order {
        for v in h.ops[o].inputs.iter_mut() {
            if let Some(&p) = replace.get(v) {
                *v = p;
            }
        }
    }
    for v in h.outputs.iter_mut() {
        if let Some(&p) = replace.get(v) {
            *v = p;
        }
    }
    h.remove_dead_ops();
    verify(&h)?;
    Ok((h, names))
}

/// `g` with its output `output` (a float) passed through an explicit cast
/// to f32: under [`mixed_precision`] what reads it then computes in f32
/// (the loss appended to the logits). An identity in f32.
pub fn f32_output(g: &Graph, output: usize) -> Result<Graph, PassError> {
    let &v = g
        .outputs
        .get(output)
        .ok_or_else(|| err(format!("no output {output}")))?;
    let t = g.ty(v).clone();
    if t.dtype != DType::F32 {
        return Err(err(format!("output {output} is {t}, not f32")));
    }
    let mut h = g.clone();
    let o = h.add_op(OpKind::Cast, &[v], Attrs::new(), vec![t], "f32 loss input");
    h.outputs[output] = h.ops[o].outputs[0];
    Ok(h)
}

#[cfg(test)]
mod tests;
