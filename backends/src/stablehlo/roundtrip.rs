//! Round trip: every emitted stage module re-imports through the StableHLO
//! frontend (`hetc_frontends::stablehlo`) to an equivalent graph.
//!
//! Equivalence, precisely:
//! * the import gives no warnings and no `custom` op;
//! * the boundary is identical: argument `i` of the module has the type
//!   (dtype and shape) of the stage's input / used weight `i`, and the
//!   results the types of the stage's outputs;
//! * the *semantic* op multisets agree: layout-only ops (`reshape`,
//!   `transpose`, `expand`) are dropped from the imported graph, and each
//!   op of the stage graph is replaced by the ops its StableHLO form means
//!   (table [`meaning`], written from the StableHLO spec of the emitted ops
//!   and the frontend's documented import rules, e.g. softmax = max-reduce,
//!   subtract, exp, sum-reduce, divide; `rsqrt` = sqrt + reciprocal;
//!   `compare GE` = less + not);
//! * numerically: the re-imported graph, run by the reference interpreter
//!   on the stage's inputs and weights, reproduces the stage graph's
//!   outputs within 1e-5 relative to each output's scale.
//!
//! Shapes of interior values are not compared one to one: the emitted form
//! changes some (a GEMM with a 2-D weight runs on the batch folded into
//! rows; reductions have their own result shapes).

use super::*;
use crate::reference::fixtures::{graph, io, rel_err, three};
use crate::reference::{run, Tensor};
use crate::stage::extract_stages;
use hetc_ir::verify;
use std::collections::BTreeMap;

type Multiset = BTreeMap<OpKind, usize>;

/// What one stage-graph op means after emission and re-import, as op kinds
/// (layout ops omitted).
fn meaning(op: &OpData) -> Vec<OpKind> {
    use OpKind::*;
    let k = op.kind.clone();
    match &op.kind {
        Relu => vec![Max],
        Reciprocal => vec![Div],
        Conv if op.inputs.len() == 3 => vec![Conv, Add],
        // max-reduce, x − max, exp, sum-reduce, ÷ sum
        Softmax => vec![ReduceMax, Sub, Exp, ReduceSum, Div],
        LayerNorm => {
            // mean = Σx ÷ n; xc = x − mean; var = Σ(xc·xc) ÷ n;
            // rsqrt(var + ε) = 1 ÷ sqrt(·); xc · rsqrt; · scale; + bias.
            let mut v = vec![
                ReduceSum, Div, Sub, Mul, ReduceSum, Div, Add, Sqrt, Reciprocal, Mul,
            ];
            if op.inputs.len() >= 2 {
                v.push(Mul);
            }
            if op.inputs.len() >= 3 {
                v.push(Add);
            }
            v
        }
        // (x − mean) ÷ sqrt(var + ε) · scale + bias
        BatchNorm => vec![Add, Sqrt, Sub, Div, Mul, Add],
        ReduceMean | GlobalAvgPool => vec![ReduceSum, Div],
        // window sum (= avg_pool counting padding × window size) ÷ count:
        // the window size, or the window sum of ones
        AvgPool if op.attr_int("count_include_pad").unwrap_or(0) != 0 => vec![AvgPool, Mul, Div],
        AvgPool => vec![AvgPool, Mul, AvgPool, Mul, Div],
        // chlo.top_k's i32 indices: cast to i32 by the frontend's top_k
        // (which builds i64), converted to the op's i64; smallest-k negates
        // the input and the values.
        TopK if op.attr_int("largest").unwrap_or(1) != 0 => vec![TopK, Cast, Cast],
        TopK => vec![Neg, TopK, Cast, Cast, Neg],
        Reshape | Expand | Transpose | Fill | Shape => vec![],
        Split => vec![Slice; op.outputs.len()],
        // iota · delta + start
        Range => vec![Range, Mul, Add],
        // negative indices wrapped first (compare LT 0, + n, select), as
        // StableHLO's gather clamps its start indices: the importer makes
        // the clamp explicit (min with n − 1, max with 0)
        Gather => vec![Less, Add, Where, Min, Max, Gather],
        // compare LT 0, + depth, select (wrap negatives); iota, compare EQ;
        // slice values[0], values[1]; select
        OneHot => vec![Less, Add, Where, Range, Equal, Slice, Slice, Where],
        // iota, iota, col − row, compare GE/LE (= not less / not greater), select
        Trilu => {
            let upper = op.attr_int("upper").unwrap_or(1) != 0;
            vec![
                Range,
                Range,
                Sub,
                if upper { Less } else { Greater },
                Not,
                Where,
            ]
        }
        _ => vec![k],
    }
}

fn expected(g: &Graph) -> Multiset {
    let mut m = Multiset::new();
    for (_, op) in g.ops_in_order() {
        for k in meaning(op) {
            *m.entry(k).or_default() += 1;
        }
    }
    m
}

fn semantic(g: &Graph) -> Multiset {
    let mut m = Multiset::new();
    for (_, op) in g.ops_in_order() {
        if !matches!(
            op.kind,
            OpKind::Reshape | OpKind::Transpose | OpKind::Expand
        ) {
            *m.entry(op.kind.clone()).or_default() += 1;
        }
    }
    m
}

/// Emit `sg`, re-import it and check the equivalence above on `acts` (the
/// stage inputs); the stage's outputs.
pub(super) fn check(sg: &Graph, acts: &[Tensor], at: &str) -> Vec<Tensor> {
    let sv = verify(sg).unwrap();
    let want = run(sv, acts).unwrap();
    let text = emit_module(sv, "stage").unwrap();
    let imp = hetc_frontends::stablehlo::import_str(&text, at, &Default::default())
        .unwrap_or_else(|e| panic!("{at}: {e}"));
    assert!(imp.warnings.is_empty(), "{at}: {:?}", imp.warnings);
    let mut ig = imp.graph;
    assert!(
        !ig.ops
            .values()
            .any(|o| matches!(o.kind, OpKind::Custom { .. })),
        "{at}: custom op"
    );

    // Boundary: argument i ↔ input / used weight i; results ↔ outputs.
    let used = sg.used_values();
    let params: Vec<ValueId> = sg.params().filter(|&w| used.contains(w)).collect();
    let mut args: Vec<Tensor> = acts.to_vec();
    for &w in &params {
        args.push(Tensor::from_data(sg.ty(w), &sg.data[&w]).unwrap());
    }
    let originals: Vec<ValueId> = sg.inputs.iter().chain(&params).copied().collect();
    let by_name: BTreeMap<String, ValueId> = ig
        .inputs
        .iter()
        .copied()
        .chain(ig.params())
        .map(|x| (ig.values[x].name.clone(), x))
        .collect();
    assert_eq!(by_name.len(), originals.len(), "{at}: argument count");
    let mut inputs = Vec::new();
    for (i, (&o, t)) in originals.iter().zip(&args).enumerate() {
        let x = by_name[&format!("arg{i}")];
        assert_eq!(ig.ty(x), sg.ty(o), "{at}: argument {i}");
        if ig.values[x].def == ValueDef::Param {
            ig.data.insert(x, t.to_data());
        } else {
            inputs.push((ig.inputs.iter().position(|&y| y == x).unwrap(), t.clone()));
        }
    }
    inputs.sort_by_key(|(p, _)| *p);
    let inputs: Vec<Tensor> = inputs.into_iter().map(|(_, t)| t).collect();
    let otys: Vec<&TensorType> = ig.outputs.iter().map(|&x| ig.ty(x)).collect();
    let wtys: Vec<&TensorType> = sg.outputs.iter().map(|&x| sg.ty(x)).collect();
    assert_eq!(otys, wtys, "{at}: result types");

    let (e, got) = (expected(sg), semantic(&ig));
    assert_eq!(got, e, "{at}: semantic op multiset (left: re-imported)");

    let outs = run(verify(&ig).unwrap(), &inputs).unwrap();
    let statements = text.lines().filter(|l| l.contains(" = ")).count();
    for (i, (o, w)) in outs.iter().zip(&want).enumerate() {
        let err = rel_err(o, w);
        eprintln!(
            "{at}: {} ops → {statements} StableHLO ops → {} ops ({} semantic); output {i} vs stage {err:.2e}",
            sg.ops.len(),
            ig.ops.len(),
            got.values().sum::<usize>()
        );
        assert!(err <= 1e-5, "{at} output {i}: {err}");
    }
    want
}

/// Emit, re-import and compare every stage of `stem` split in thirds.
fn round_trip(stem: &str) {
    let io = io(stem);
    let g = graph(stem, &io);
    let v = verify(&g).unwrap();
    let layers = hetc_passes::blocks::find_layers(&g);
    let stages = extract_stages(v, &layers, &three(layers.len(), 1)).unwrap();
    assert_eq!(stages.len(), 3);
    let mut acts = io.inputs.clone();
    for s in &stages {
        acts = check(&s.graph, &acts, &format!("{stem} stage {}", s.index));
    }
}

#[test]
fn gpt2_stages_round_trip() {
    round_trip("gpt2-tiny");
}

#[test]
fn resnet_stages_round_trip() {
    round_trip("resnet50-tiny");
}
