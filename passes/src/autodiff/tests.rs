//! Structural tests of the autodiff pass: flags, interfaces, the TP rule's
//! collectives, errors, determinism. The numerical checks (finite
//! differences with the reference interpreter) live in `hetc-backends`.

use super::*;
use hetc_ir::{parse_graph, print_graph};

fn parse(text: &str) -> Graph {
    let g = parse_graph(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    verify(&g).unwrap_or_else(|e| panic!("{e}"));
    g
}

fn kinds(g: &Graph, k: OpKind) -> usize {
    g.ops_in_order().filter(|(_, d)| d.kind == k).count()
}

fn names(g: &Graph, vs: &[ValueId]) -> Vec<String> {
    vs.iter().map(|&v| g.values[v].name.clone()).collect()
}

/// y = relu(x·w + b) with an unused param `u` and an integer input `ids`.
const MLP: &str = r#"graph "mlp" {
  input v0 "x" : f32[2, 3, 4]
  input v1 "ids" : i64[2]
  param v2 "w" : f32[4, 5]
  param v3 "b" : f32[5]
  param v4 "u" : f32[7]
  op0 "mm": v5 = matmul(v0, v2) : f32[2, 3, 5]
  op1 "bias": v6 = add(v5, v3) : f32[2, 3, 5]
  op2 "act": v7 = relu(v6) : f32[2, 3, 5]
  op3 "count": v8 = cast(v1) : f32[2]
  output v7 "y", v1 "ids_out", v8 "count"
}"#;

#[test]
fn flags_and_interface_follow_the_contract() {
    let g = parse(MLP);
    let gr = differentiate(verify(&g).unwrap(), &GradRequest::single(false)).unwrap();
    // Only `y` is float and computed from a param/float input; `count` is a
    // float computed from integers only.
    assert_eq!(gr.cotangents, [true, false, false]);
    assert_eq!(gr.input_grads, [true, false]);
    let b = &gr.backward;
    // outputs: dx, then dw, db, du in params() order (du an explicit zero).
    assert_eq!(
        names(b, &b.outputs),
        ["grad.x", "grad.w", "grad.b", "grad.u"]
    );
    let du = b.outputs[3];
    let ValueDef::Result(o, _) = b.values[du].def else {
        panic!("du is not computed")
    };
    assert_eq!(b.ops[o].kind, OpKind::Fill);
    assert_eq!(b.ty(du), &TensorType::fixed(DType::F32, &[7]));
    // inputs: residuals then the one cotangent.
    assert_eq!(b.inputs.len(), gr.n_saved + 1);
    assert_eq!(b.values[*b.inputs.last().unwrap()].name, "grad.y");
    // relu reads its output, the matmul x (for dw) and w (for dx): saved
    // are x and relu's result.
    assert_eq!(gr.n_saved, 2);
    let f = &gr.forward;
    assert_eq!(f.outputs.len(), 3 + gr.n_saved);
    assert_eq!(&f.outputs[..3], &g.outputs[..]);
    for (k, &v) in f.outputs[3..].iter().enumerate() {
        assert_eq!(f.ty(v), b.ty(b.inputs[k]));
    }
    // params: the ones it reads, same names and types (u is unread).
    let ps: Vec<_> = b.params().map(|v| b.values[v].name.clone()).collect();
    assert_eq!(ps, ["w"]);
    // The weight gradient is one GEMM over the flattened batch: [4, 6]·[6, 5].
    assert_eq!(kinds(b, OpKind::MatMul), 2);
    assert_eq!(kinds(b, OpKind::AllReduce), 0);
    // The bias gradient sums the broadcast dims 0 and 1.
    assert!(b
        .ops_in_order()
        .any(|(_, d)| d.kind == OpKind::ReduceSum && d.attr_ints("axes") == Some(&[0, 1][..])));
}

#[test]
fn first_stage_inputs_get_no_gradient() {
    let g = parse(MLP);
    let req = GradRequest {
        input_grads: false,
        ..GradRequest::single(false)
    };
    let gr = differentiate(verify(&g).unwrap(), &req).unwrap();
    assert_eq!(gr.input_grads, [false, false]);
    assert_eq!(gr.cotangents, [true, false, false]);
    let b = &gr.backward;
    assert_eq!(names(b, &b.outputs), ["grad.w", "grad.b", "grad.u"]);
    // Only the weight's GEMM: no x-gradient GEMM, and w is not read.
    assert_eq!(kinds(b, OpKind::MatMul), 1);
    assert_eq!(b.params().count(), 0);
}

#[test]
fn recompute_saves_nothing_and_takes_the_forward_inputs() {
    let g = parse(MLP);
    let gr = differentiate(verify(&g).unwrap(), &GradRequest::single(true)).unwrap();
    assert_eq!(gr.n_saved, 0);
    assert_eq!(gr.forward.outputs, g.outputs);
    let b = &gr.backward;
    assert_eq!(names(b, &b.inputs), ["x", "ids", "grad.y"]);
    // The forward matmul, bias add and relu are re-run.
    assert_eq!(kinds(b, OpKind::Relu), 1);
    assert_eq!(kinds(b, OpKind::MatMul), 3);
}

#[test]
fn recompute_does_not_replay_effects_or_unneeded_ops() {
    // A custom op and a send off the gradient path: the recompute backward
    // re-runs only what the VJPs read.
    let g = parse(
        r#"graph "fx" {
  input v0 "x" : f32[3]
  op0 "log": v1 = custom<"ai.example", "Trace">(v0) : f32[3]
  op1 "tx": send(v0) {peer = 1}
  op2 "e": v2 = exp(v0) : f32[3]
  op3 "s": v3 = sin(v2) : f32[3]
  output v3 "y"
}"#,
    );
    let gr = differentiate(verify(&g).unwrap(), &GradRequest::single(true)).unwrap();
    let b = &gr.backward;
    assert!(!b
        .ops_in_order()
        .any(|(_, d)| matches!(d.kind, OpKind::Custom { .. } | OpKind::Send)));
    // exp re-runs (its VJP and sin's read its result), sin does not (no
    // VJP reads it); cos for sin's VJP.
    assert_eq!(kinds(b, OpKind::Exp), 1);
    assert_eq!(kinds(b, OpKind::Sin), 0);
    assert_eq!(kinds(b, OpKind::Cos), 1);
    assert_eq!(gr.cotangents, [true]);
    // A custom op on the gradient path is an error naming it.
    let mut g2 = g.clone();
    g2.outputs.push(g2.ops[g2.order[0]].result());
    let e = differentiate(verify(&g2).unwrap(), &GradRequest::single(true)).unwrap_err();
    assert!(e.to_string().contains("op0 \"log\" (custom<"), "{e}");
}

#[test]
fn output_is_deterministic() {
    let g = parse(MLP);
    let a = differentiate(verify(&g).unwrap(), &GradRequest::single(false)).unwrap();
    let b = differentiate(verify(&g).unwrap(), &GradRequest::single(false)).unwrap();
    assert_eq!(print_graph(&a.backward), print_graph(&b.backward));
    assert_eq!(print_graph(&a.forward), print_graph(&b.forward));
}

#[test]
fn weight_only_values_are_recomputed_not_saved() {
    // logits = h · wᵀ with a tied (transposed) weight: the backward
    // re-transposes w instead of saving the transpose as a residual.
    let g = parse(
        r#"graph "tied" {
  input v0 "h" : f32[3, 4]
  param v1 "w" : f32[6, 4]
  op0 "t": v2 = transpose(v1) {perm = [1, 0]} : f32[4, 6]
  op1 "mm": v3 = matmul(v0, v2) : f32[3, 6]
  output v3 "logits"
}"#,
    );
    let gr = differentiate(verify(&g).unwrap(), &GradRequest::single(false)).unwrap();
    let b = &gr.backward;
    assert_eq!(gr.n_saved, 1, "only h is saved");
    assert_eq!(b.values[b.inputs[0]].name, "saved.h");
    assert_eq!(names(b, &b.outputs), ["grad.h", "grad.w"]);
}

/// A two-rank column-parallel layer as the sharder writes it: x replicated,
/// w a column shard (varying), the product gathered, then a replicated
/// layer norm with a replicated scale.
fn column_parallel(rank: i64) -> Graph {
    parse(&format!(
        r#"graph "col.tp{rank}" {{
  input v0 "x" : f32[2, 4]
  param v1 "w" : f32[4, 3]
  param v2 "s" : f32[6]
  op0 "mm": v3 = matmul(v0, v1) : f32[2, 3]
  op1 "tp all-gather": v4 = all_gather(v3) {{group = [0, 1], axis = 1, groups = 1}} : f32[2, 6]
  op2 "ln": v5 = layer_norm(v4, v2) {{axis = -1, epsilon = 1e-5}} : f32[2, 6]
  output v5 "y"
}}"#
    ))
}

#[test]
fn tp_rule_all_reduces_replicated_values_with_varying_uses_once() {
    for rank in 0..2u32 {
        let g = column_parallel(rank as i64);
        let w = g.params().next().unwrap();
        let varying = BTreeSet::from([w]);
        let req = GradRequest {
            varying: &varying,
            tp_group: Some(Attr::Ints(vec![0, 1])),
            tp_rank: rank,
            recompute: false,
            input_grads: true,
        };
        let gr = differentiate(verify(&g).unwrap(), &req).unwrap();
        let b = &gr.backward;
        // x is replicated and used only by the varying matmul: its gradient
        // is one all-reduce of the rank's contribution. w's gradient (the
        // shard's part) and s's (replicated use) need none.
        assert_eq!(kinds(b, OpKind::AllReduce), 1, "rank {rank}");
        let (_, ar) = b
            .ops_in_order()
            .find(|(_, d)| d.kind == OpKind::AllReduce)
            .unwrap();
        assert_eq!(ar.attr_ints("group"), Some(&[0, 1][..]));
        assert_eq!(b.outputs[0], ar.result(), "dx is the all-reduce");
        // The all-gather's VJP is this rank's columns rank·3 .. rank·3 + 3.
        let (_, sl) = b
            .ops_in_order()
            .find(|(_, d)| d.kind == OpKind::Slice)
            .unwrap();
        let r = rank as i64;
        assert_eq!(sl.attr_ints("starts"), Some(&[3 * r][..]));
        assert_eq!(sl.attr_ints("ends"), Some(&[3 * r + 3][..]));
        assert_eq!(sl.attr_ints("axes"), Some(&[1][..]));
    }
}

#[test]
fn grouped_all_gather_vjp_takes_one_piece_per_block() {
    // A fused QKV gather: 3 blocks of 4 over 2 ranks; rank 1 holds columns
    // 2,3 | 6,7 | 10,11 (`split_indices(12, 3, 2, 1)`).
    let g = parse(
        r#"graph "qkv.tp1" {
  param v0 "w" : f32[2, 6]
  op0 "tp all-gather": v1 = all_gather(v0) {group = [0, 1], axis = 1, groups = 3} : f32[2, 12]
  output v1 "y"
}"#,
    );
    let varying = BTreeSet::from([g.params().next().unwrap()]);
    let req = GradRequest {
        varying: &varying,
        tp_group: Some(Attr::Ints(vec![0, 1])),
        tp_rank: 1,
        recompute: false,
        input_grads: true,
    };
    let gr = differentiate(verify(&g).unwrap(), &req).unwrap();
    let starts: Vec<i64> = gr
        .backward
        .ops_in_order()
        .filter(|(_, d)| d.kind == OpKind::Slice)
        .map(|(_, d)| d.attr_ints("starts").unwrap()[0])
        .collect();
    assert_eq!(starts, [2, 6, 10]);
    assert_eq!(kinds(&gr.backward, OpKind::Concat), 1);
}

#[test]
fn non_differentiable_ops_are_errors_only_on_the_gradient_path() {
    // A bitcast between float types (f16 bits read as bf16) whose result
    // reaches the output: an error naming it.
    let g = parse(
        r#"graph "k" {
  input v0 "x" : f16[2, 2]
  op0 "bits": v1 = bitcast(v0) : bf16[2, 2]
  output v1 "y"
}"#,
    );
    let e = differentiate(verify(&g).unwrap(), &GradRequest::single(false))
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("op0 \"bits\" (bitcast)") && e.contains("no VJP"),
        "{e}"
    );
    // Off the path (integer/constant operands only) it is fine.
    let g = parse(
        r#"graph "ok" {
  input v0 "x" : f32[4]
  input v1 "n" : i64[4]
  op0 "k": v2, v3 = top_k(v1) {axis = 0, k = 2, largest = 1, sorted = 1} : i64[2], i64[2]
  op1 "e": v4 = exp(v0) : f32[4]
  output v4 "y", v2 "top"
}"#,
    );
    let gr = differentiate(verify(&g).unwrap(), &GradRequest::single(false)).unwrap();
    assert_eq!(gr.cotangents, [true, false]);
}

/// ResNet's stem (conv 7×7/2 pad 3, batch norm, ReLU, max pool 3×3/2,
/// pad 1) and head (global average pool): the backward is made of IR ops the
/// backends lower — the transposed convolutions (stride 1, the forward's
/// dilation and group, on the zero-interleaved cotangent) and the weight
/// gradient convolutions (strides and dilations swapped), no custom op —
/// and the running statistics (constants) get no gradient.
#[test]
fn windowed_ops_differentiate_into_convolutions() {
    let g = parse(
        r#"graph "stem" {
  input v0 "x" : f32[2, 3, 16, 16]
  param v1 "w" : f32[8, 3, 7, 7]
  param v2 "s" : f32[8]
  param v3 "b" : f32[8]
  const v4 "mean" : f32[8] = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
  const v5 "var" : f32[8] = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]
  op0 "conv": v6 = conv(v0, v1) {strides = [2, 2], pads = [3, 3, 3, 3], dilations = [1, 1], group = 1} : f32[2, 8, 8, 8]
  op1 "bn": v7 = batch_norm(v6, v2, v3, v4, v5) {epsilon = 1e-5} : f32[2, 8, 8, 8]
  op2 "relu": v8 = relu(v7) : f32[2, 8, 8, 8]
  op3 "pool": v9 = max_pool(v8) {kernel = [3, 3], strides = [2, 2], pads = [1, 1, 1, 1]} : f32[2, 8, 4, 4]
  op4 "gap": v10 = global_avg_pool(v9) : f32[2, 8, 1, 1]
  output v10 "y"
}"#,
    );
    let gr = differentiate(verify(&g).unwrap(), &GradRequest::single(false)).unwrap();
    let b = &gr.backward;
    assert_eq!(
        names(b, &b.outputs),
        ["grad.x", "grad.w", "grad.s", "grad.b"]
    );
    assert!(b
        .ops_in_order()
        .all(|(_, d)| d.kind.class() != OpClass::Custom));
    let convs: Vec<&OpData> = b
        .ops_in_order()
        .filter(|(_, d)| d.kind == OpKind::Conv)
        .map(|(_, d)| d)
        .collect();
    // Conv: input and weight gradients; max pool: gathering the taps and
    // scattering back.
    assert_eq!(convs.len(), 4);
    let strided = |d: &OpData| d.attr_ints("strides").unwrap().to_vec();
    let dilated = |d: &OpData| d.attr_ints("dilations").unwrap().to_vec();
    // dx of the conv: stride 1 over the cotangent interleaved with zeros
    // (16 rows: 8 × 2), pads 7 − 1 − 3 = 3 before and 16 + 3 − 16 = 3 after.
    let dx = convs.iter().find(|d| d.result() == b.outputs[0]).unwrap();
    assert_eq!(strided(dx), [1, 1]);
    assert_eq!(dx.attr_ints("pads"), Some(&[3, 3, 3, 3][..]));
    assert_eq!(b.ty(dx.inputs[0]).to_string(), "f32[2, 8, 16, 16]");
    // dw: the input [3, 2, 16, 16] convolved with the cotangent as a
    // [8, 2, 8, 8] kernel at stride 1 (the dilation), dilation 2 (the stride).
    let dw = convs
        .iter()
        .find(|d| b.ty(d.inputs[1]).to_string() == "f32[8, 2, 8, 8]")
        .unwrap();
    assert_eq!((strided(dw), dilated(dw)), (vec![1, 1], vec![2, 2]));
    // x (dw), the conv's output (BN's scale gradient), relu's output (its
    // VJP and the pool's taps) and the pool's output (the maxima).
    assert_eq!(gr.n_saved, 4);
}

#[test]
fn bad_requests_are_errors() {
    let g = column_parallel(0);
    let w = g.params().next().unwrap();
    let varying = BTreeSet::from([w]);
    let no_group = GradRequest {
        varying: &varying,
        tp_group: None,
        tp_rank: 0,
        recompute: false,
        input_grads: true,
    };
    let e = differentiate(verify(&g).unwrap(), &no_group).unwrap_err();
    assert!(e.to_string().contains("no TP group"), "{e}");
    // A collective result cannot vary.
    let gathered = g.ops[g.order[1]].result();
    let bad = BTreeSet::from([gathered]);
    let req = GradRequest {
        varying: &bad,
        tp_group: Some(Attr::Ints(vec![0, 1])),
        tp_rank: 0,
        recompute: false,
        input_grads: true,
    };
    let e = differentiate(verify(&g).unwrap(), &req).unwrap_err();
    assert!(e.to_string().contains("replicated"), "{e}");
    // A rank outside the group.
    let req = GradRequest {
        varying: &varying,
        tp_group: Some(Attr::Ints(vec![0, 1])),
        tp_rank: 2,
        recompute: false,
        input_grads: true,
    };
    let e = differentiate(verify(&g).unwrap(), &req).unwrap_err();
    assert!(e.to_string().contains("all_gather"), "{e}");
}

#[test]
fn cross_entropy_appends_labels_and_a_scalar_loss() {
    let g = parse(
        r#"graph "m" {
  input v0 "x" : f32[2, 3, 5]
  param v1 "w" : f32[5, 7]
  op0 "head": v2 = matmul(v0, v1) : f32[2, 3, 7]
  op1 "other": v3 = exp(v0) : f32[2, 3, 5]
  output v2 "logits", v3 "other"
}"#,
    );
    let l = append_loss(&g, 0, Loss::CrossEntropy).unwrap();
    assert_eq!(names(&l, &l.inputs), ["x", "labels"]);
    assert_eq!(l.ty(l.inputs[1]), &TensorType::fixed(DType::I64, &[2, 3]));
    assert_eq!(l.outputs.len(), 1);
    assert_eq!(l.ty(l.outputs[0]), &TensorType::scalar(DType::F32));
    assert_eq!(l.values[l.outputs[0]].name, "loss");
    // The other output's op is gone; the max is subtracted before exp.
    assert!(!l.ops_in_order().any(|(_, d)| d.name == "other"));
    assert_eq!(kinds(&l, OpKind::ReduceMax), 1);
    let gr = differentiate(verify(&l).unwrap(), &GradRequest::single(false)).unwrap();
    assert_eq!(gr.cotangents, [true]);
    assert_eq!(gr.input_grads, [true, false]);
    // Bad requests.
    assert!(append_loss(&g, 2, Loss::CrossEntropy).is_err());
    let ints = parse(
        r#"graph "i" {
  input v0 "x" : i64[3]
  output v0 "x"
}"#,
    );
    let e = append_loss(&ints, 0, Loss::CrossEntropy).unwrap_err();
    assert!(e.to_string().contains("float logits"), "{e}");
}

#[test]
fn gpt2_backward_is_linear_in_size_and_fast() {
    // Whole GPT-2-tiny with its loss: ~510 forward ops.
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/models/gpt2-tiny.onnx");
    let bindings = BTreeMap::from([("batch".to_string(), 2u64), ("sequence".to_string(), 8)]);
    let g = hetc_frontends::onnx::import_file(
        &path,
        &hetc_frontends::ImportOptions {
            bindings,
            ..Default::default()
        },
    )
    .unwrap()
    .graph;
    let l = append_loss(&g, 0, Loss::CrossEntropy).unwrap();
    let t = std::time::Instant::now();
    let gr = differentiate(verify(&l).unwrap(), &GradRequest::single(false)).unwrap();
    let dt = t.elapsed();
    let (nf, nb) = (l.order.len(), gr.backward.order.len());
    eprintln!(
        "gpt2-tiny + loss: {nf} forward ops, {nb} backward ops, {} saved residuals, differentiated in {dt:?}",
        gr.n_saved
    );
    assert!(nb < 4 * nf, "{nb} backward ops for {nf} forward ops");
    assert!(dt.as_secs_f64() < 2.0, "{dt:?}");
    // Every one of the 148 params gets a gradient, none of them zero-filled
    // (the loss reaches them all), in params() order.
    let params: Vec<String> = l
        .params()
        .map(|v| format!("grad.{}", l.values[v].name))
        .collect();
    assert_eq!(params.len(), 148);
    let b = &gr.backward;
    assert_eq!(
        gr.input_grads,
        [false, false],
        "input_ids and labels are integers"
    );
    assert_eq!(names(b, &b.outputs), params);
    assert_eq!(kinds(b, OpKind::Fill), 0);
}
