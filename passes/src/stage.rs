//! Stage extraction: one subgraph per pipeline stage.
//!
//! Establishes, for a verified graph cut into layers (the block finder's
//! [`crate::blocks::find_layers`], the layers the planners number) and a
//! list of stages (contiguous layer ranges that tile the model), a
//! [`StageGraph`] per stage: the stage's ops in program order, its
//! parameters and constants (with data), and explicit boundaries. Inputs of
//! stage `s` are exactly the outputs of stage `s − 1` (the graph inputs for
//! stage 0): every activation defined at or before the cut and read after
//! it, sorted by source value id, with its type. Values a later stage needs
//! are passed through the stages between, so stages chain without a side
//! channel. The last stage returns the graph outputs. [`extract_parts`]
//! cuts the same way without pass-through (the segments of a rank graph).
//!
//! Assumes fixed dims (bind symbols first) and layers that tile the program
//! order. Does not shard for TP ([`crate::shard`] does), reorder ops or
//! split data-parallel replicas (they run the same stage graphs).

use crate::blocks::LayerOps;
use crate::PassError;
use cranelift_entity::SecondaryMap;
use hetc_ir::{verify, Graph, OpId, Plan, TensorType, ValueDef, ValueId, Verified};

/// Layers `first_layer..end_layer` on `tp` ranks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StageBounds {
    pub first_layer: u32,
    pub end_layer: u32,
    pub tp: u32,
}

impl StageBounds {
    /// Every one of `n` layers as a stage of its own, at TP 1.
    pub fn each_layer(n: usize) -> Vec<StageBounds> {
        (0..n as u32)
            .map(|i| StageBounds {
                first_layer: i,
                end_layer: i + 1,
                tp: 1,
            })
            .collect()
    }

    /// The stages of a plan.
    pub fn of_plan(plan: &Plan) -> Vec<StageBounds> {
        plan.stages
            .iter()
            .map(|s| StageBounds {
                first_layer: s.first_layer,
                end_layer: s.end_layer,
                tp: s.tp,
            })
            .collect()
    }
}

/// An activation crossing a stage boundary.
#[derive(Clone, Debug, PartialEq)]
pub struct Boundary {
    /// The value in the full graph.
    pub source: ValueId,
    /// Its name in the source model, or its id (`v225`) where it has none.
    pub name: String,
    pub ty: TensorType,
}

/// One pipeline stage as a graph of its own.
#[derive(Clone, Debug)]
pub struct StageGraph {
    pub index: usize,
    pub bounds: StageBounds,
    /// Inputs are `inputs` in order, outputs `outputs` in order.
    pub graph: Graph,
    pub inputs: Vec<Boundary>,
    pub outputs: Vec<Boundary>,
}

impl StageGraph {
    /// Parameters (weights) of the stage, by name, in id order.
    pub fn weights(&self) -> Vec<(&str, &TensorType)> {
        self.graph
            .params()
            .map(|v| {
                let d = &self.graph.values[v];
                (d.name.as_str(), &d.ty)
            })
            .collect()
    }
}

fn err(m: impl Into<String>) -> PassError {
    PassError::Stage(m.into())
}

fn boundary_name(g: &Graph, v: ValueId) -> String {
    let n = &g.values[v].name;
    if n.is_empty() {
        v.to_string()
    } else {
        n.clone()
    }
}

/// Cut `graph` into the stages `stages` of `layers`.
pub fn extract_stages(
    graph: Verified<'_>,
    layers: &[LayerOps],
    stages: &[StageBounds],
) -> Result<Vec<StageGraph>, PassError> {
    extract(graph, layers, stages, true)
}

/// [`extract_stages`] without pass-through: each part takes only the
/// values its ops read (graph inputs or results of earlier parts) and
/// returns only the values it defines that later parts or the graph's
/// outputs read. Parts then exchange values through an environment keyed
/// by [`Boundary::source`] instead of a chain (the segments of a rank
/// graph, hetc-backends' `segment`); a graph output that is a graph input is in
/// no part's outputs.
pub fn extract_parts(
    graph: Verified<'_>,
    layers: &[LayerOps],
    stages: &[StageBounds],
) -> Result<Vec<StageGraph>, PassError> {
    extract(graph, layers, stages, false)
}

fn extract(
    graph: Verified<'_>,
    layers: &[LayerOps],
    stages: &[StageBounds],
    pass_through: bool,
) -> Result<Vec<StageGraph>, PassError> {
    let g = graph.graph();
    // Layers must tile the program order.
    let flat: Vec<OpId> = layers.iter().flat_map(|l| l.ops.iter().copied()).collect();
    if flat != g.order {
        return Err(err("the layers do not tile the graph's program order"));
    }
    let mut expect = 0u32;
    for (i, s) in stages.iter().enumerate() {
        if s.first_layer != expect || s.end_layer <= s.first_layer {
            return Err(err(format!(
                "stage {i} covers layers {}..{}, expected to start at {expect} and be non-empty",
                s.first_layer, s.end_layer
            )));
        }
        if s.tp == 0 {
            return Err(err(format!("stage {i} has TP 0")));
        }
        expect = s.end_layer;
    }
    if expect as usize != layers.len() || stages.is_empty() {
        return Err(err(format!(
            "stages cover layers 0..{expect}, the model has {}",
            layers.len()
        )));
    }
    let used = g.used_values();
    for (v, d) in g.values.iter() {
        if d.ty.is_symbolic() && used.contains(v) {
            return Err(err(format!(
                "{v} has symbolic type {}; bind its dims first",
                d.ty
            )));
        }
    }
    let n = stages.len();
    let mut op_stage = SecondaryMap::<OpId, u32>::new();
    for (s, b) in stages.iter().enumerate() {
        for l in &layers[b.first_layer as usize..b.end_layer as usize] {
            for &o in &l.ops {
                op_stage[o] = s as u32;
            }
        }
    }
    // Stage that defines each activation (graph inputs: before stage 0) and
    // the last stage that reads it (graph outputs: after the last stage).
    let def_stage = |v: ValueId| -> Option<i64> {
        match g.values[v].def {
            ValueDef::Input => Some(-1),
            ValueDef::Result(o, _) => Some(op_stage[o] as i64),
            ValueDef::Param | ValueDef::Const => None,
        }
    };
    let mut last_use = SecondaryMap::<ValueId, i64>::with_default(-2);
    for &o in &g.order {
        for &v in &g.ops[o].inputs {
            last_use[v] = last_use[v].max(op_stage[o] as i64);
        }
    }
    for &v in &g.outputs {
        last_use[v] = n as i64;
    }
    let live_after = |s: usize| -> Vec<ValueId> {
        if !pass_through {
            let mut out: Vec<ValueId> = used
                .iter()
                .filter(|&v| def_stage(v) == Some(s as i64) && last_use[v] > s as i64)
                .collect();
            out.sort();
            return out;
        }
        if s + 1 == n {
            return g.outputs.clone();
        }
        let mut out: Vec<ValueId> = used
            .iter()
            .filter(|&v| matches!(def_stage(v), Some(d) if d <= s as i64) && last_use[v] > s as i64)
            .collect();
        out.sort();
        out
    };
    // The activations defined before stage `s` that its ops read.
    let reads = |s: usize| -> Vec<ValueId> {
        let mut r: Vec<ValueId> = layers
            [stages[s].first_layer as usize..stages[s].end_layer as usize]
            .iter()
            .flat_map(|l| l.ops.iter())
            .flat_map(|&o| g.ops[o].inputs.iter().copied())
            .filter(|&v| matches!(def_stage(v), Some(d) if d < s as i64))
            .collect();
        r.sort();
        r.dedup();
        r
    };
    let mut result = Vec::with_capacity(n);
    let mut inputs: Vec<ValueId> = g.inputs.clone();
    for (s, b) in stages.iter().enumerate() {
        if !pass_through {
            inputs = reads(s);
        }
        let outputs = live_after(s);
        let mut sg = Graph::new(format!("{}.stage{s}", g.name));
        let mut map = SecondaryMap::<ValueId, Option<ValueId>>::new();
        for &v in &inputs {
            map[v] = Some(sg.add_input(boundary_name(g, v), g.ty(v).clone()));
        }
        let ops = layers[b.first_layer as usize..b.end_layer as usize]
            .iter()
            .flat_map(|l| l.ops.iter().copied());
        for o in ops {
            let op = &g.ops[o];
            let mut ins = Vec::with_capacity(op.inputs.len());
            for &v in &op.inputs {
                let nv = match (map[v], g.values[v].def) {
                    (Some(nv), _) => nv,
                    (None, ValueDef::Param) => {
                        let d = &g.values[v];
                        let nv =
                            sg.add_param(d.name.clone(), d.ty.clone(), g.data.get(&v).cloned());
                        map[v] = Some(nv);
                        nv
                    }
                    (None, ValueDef::Const) => {
                        let d = &g.values[v];
                        let nv =
                            sg.add_const(d.name.clone(), d.ty.clone(), g.data.get(&v).cloned());
                        map[v] = Some(nv);
                        nv
                    }
                    (None, _) => {
                        return Err(err(format!(
                            "stage {s}: {o} reads {v}, which no earlier stage passes on"
                        )))
                    }
                };
                ins.push(nv);
            }
            let types = op.outputs.iter().map(|&r| g.ty(r).clone()).collect();
            let new = sg.add_op(
                op.kind.clone(),
                &ins,
                op.attrs.clone(),
                types,
                op.name.clone(),
            );
            for (&old, &nv) in op.outputs.iter().zip(sg.ops[new].outputs.clone().iter()) {
                map[old] = Some(nv);
                sg.values[nv].name = g.values[old].name.clone();
            }
        }
        let mut outs = Vec::with_capacity(outputs.len());
        for &v in &outputs {
            outs.push(map[v].ok_or_else(|| {
                err(format!(
                    "stage {s}: output {v} is neither computed nor received"
                ))
            })?);
        }
        sg.outputs = outs;
        verify(&sg)?;
        let bound = |vs: &[ValueId]| {
            vs.iter()
                .map(|&v| Boundary {
                    source: v,
                    name: boundary_name(g, v),
                    ty: g.ty(v).clone(),
                })
                .collect::<Vec<_>>()
        };
        result.push(StageGraph {
            index: s,
            bounds: *b,
            graph: sg,
            inputs: bound(&inputs),
            outputs: bound(&outputs),
        });
        inputs = outputs;
    }
    Ok(result)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixtures::{graph_with as fixture, three_stages};
    use hetc_ir::DType;
    use std::collections::BTreeMap;

    #[test]
    fn stages_chain_and_cover_every_op_once() {
        let g = fixture("gpt2-tiny.onnx", &[("batch", 1), ("sequence", 8)]);
        let v = verify(&g).unwrap();
        let layers = crate::blocks::find_layers(&g);
        let stages = extract_stages(v, &layers, &three_stages(layers.len(), 1)).unwrap();
        assert_eq!(stages.len(), 3);
        let total: usize = stages.iter().map(|s| s.graph.order.len()).sum();
        assert_eq!(total, g.order.len());
        for w in stages.windows(2) {
            assert_eq!(w[0].outputs, w[1].inputs);
            assert!(!w[0].outputs.is_empty());
        }
        assert_eq!(stages[0].inputs[0].name, "input_ids");
        assert_eq!(stages[2].outputs[0].name, "logits");
        // The residual stream crosses each cut: [1, 8, 64].
        assert!(stages[0]
            .outputs
            .iter()
            .any(|b| b.ty == TensorType::fixed(DType::F32, &[1, 8, 64])));
        // Every weight of the model is in exactly one stage, except the tied
        // embedding / LM head weight, in the first and the last.
        let mut count: BTreeMap<String, usize> = BTreeMap::new();
        for s in &stages {
            for (n, _) in s.weights() {
                *count.entry(n.to_string()).or_default() += 1;
            }
        }
        assert_eq!(count.len(), g.params().count());
        let shared: Vec<_> = count
            .iter()
            .filter(|(_, &c)| c > 1)
            .map(|(n, _)| n.as_str())
            .collect();
        assert_eq!(shared, ["model.transformer.wte.weight"]);
    }

    #[test]
    fn bad_stage_ranges_are_errors() {
        let g = fixture("resnet50-tiny.onnx", &[("batch", 1)]);
        let v = verify(&g).unwrap();
        let layers = crate::blocks::find_layers(&g);
        let mut s = three_stages(layers.len(), 1);
        s[1].first_layer += 1;
        assert!(extract_stages(v, &layers, &s).is_err());
        s = three_stages(layers.len(), 1);
        s.pop();
        assert!(extract_stages(v, &layers, &s).is_err());
    }
}
