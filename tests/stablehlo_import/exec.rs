//! Numeric checks of the StableHLO mappings that are not one IR op per
//! StableHLO op (boolean reductions, dynamic slices and updates, reverse,
//! interior padding, input-dilated and window-reversed convolutions, xor,
//! integer not, sign, is_finite). Small programs whose answers are worked out
//! by hand (in each test's comments) run on the reference interpreter; the
//! same programs and jax exports of the corpus (the keras_hub GPT2, BERT and
//! Llama backbones among them) also run through IREE, an independent
//! StableHLO implementation, against the interpreter on the imported graph.

use super::Rng;
use crate::common::model;
use hetc_backends::reference::{run, Tensor};
use hetc_frontends::{stablehlo, ImportOptions};
use hetc_ir::{verify, DType, OpKind, ValueDef};
use std::path::{Path, PathBuf};
use std::process::Command;

fn module(sig: &str, ret: &str, body: &str) -> String {
    format!("module @m {{\n  func.func public @main({sig}) -> ({ret}) {{\n{body}\n  }}\n}}\n")
}

fn t(dtype: DType, shape: &[usize], data: &[f64]) -> Tensor {
    Tensor::new(dtype, shape.to_vec(), data.to_vec())
}

fn f32s(shape: &[usize], data: &[f64]) -> Tensor {
    t(DType::F32, shape, data)
}

/// Import `text` (no warning allowed) and run it on the interpreter with
/// `args` in @main's argument order: float arguments are parameters (named
/// `arg<i>`) and get their data, the others are the graph's inputs.
fn interpret(text: &str, args: &[Tensor]) -> Vec<Tensor> {
    let imp = stablehlo::import_str(text, "t.mlir", &ImportOptions::default()).unwrap();
    assert!(imp.warnings.is_empty(), "{:?}", imp.warnings);
    let mut g = imp.graph;
    let mut inputs = Vec::new();
    for (i, a) in args.iter().enumerate() {
        if !a.dtype.is_float() {
            inputs.push(a.clone());
            continue;
        }
        let name = format!("arg{i}");
        let p = g
            .values
            .iter()
            .find(|(_, d)| d.def == ValueDef::Param && d.name == name)
            .map(|(v, _)| v);
        if let Some(p) = p {
            g.data.insert(p, a.to_data());
        }
    }
    let v = verify(&g).unwrap_or_else(|e| panic!("{e}"));
    run(v, &inputs).unwrap()
}

/// Bit-exact equality (NaN equals NaN, −0 differs from +0).
fn assert_exact(got: &Tensor, want: &[f64], what: &str) {
    let bits = |x: f64| if x.is_nan() { u64::MAX } else { x.to_bits() };
    let g: Vec<u64> = got.data.iter().map(|&x| bits(x)).collect();
    let w: Vec<u64> = want.iter().map(|&x| bits(x)).collect();
    assert_eq!(g, w, "{what}: got {:?}, want {want:?}", got.data);
}

/// `reduce` with `and` / `or` bodies over i1, in the `applies` form and the
/// region form, with identity and non-identity inits and an empty extent.
/// x = [[1,1,1],[0,1,0],[0,0,0]]: all along dim 1 = [1,0,0], any = [1,1,0];
/// along dim 0: all = [0,0,0] (here from init true), any with init false =
/// [1,1,1]; all with init false is false everywhere, any with init true true
/// everywhere; over a [2, 0] extent all = [1,1] and any = [0,0].
#[test]
fn boolean_reductions() {
    let red = |n: usize, x: &str, init: &str, op: &str, dims: &str, ty: (&str, &str)| {
        format!("    %{n} = stablehlo.reduce({x} init: {init}) applies stablehlo.{op} across dimensions = [{dims}] : ({}, tensor<i1>) -> {}\n", ty.0, ty.1)
    };
    let (x, e) = ("tensor<3x3xi1>", "tensor<2x0xi1>");
    let (r3, r2) = ("tensor<3xi1>", "tensor<2xi1>");
    let mut body = String::from("    %t = stablehlo.constant dense<true> : tensor<i1>\n    %f = stablehlo.constant dense<false> : tensor<i1>\n");
    body += &red(0, "%arg0", "%t", "and", "1", (x, r3));
    body += &red(1, "%arg0", "%f", "or", "1", (x, r3));
    body += &red(2, "%arg0", "%f", "and", "1", (x, r3));
    body += &red(3, "%arg0", "%t", "or", "1", (x, r3));
    body += &red(4, "%arg1", "%t", "and", "1", (e, r2));
    body += &red(5, "%arg1", "%f", "or", "1", (e, r2));
    body += "    %6 = stablehlo.reduce(%arg0 init: %t) across dimensions = [0] : (tensor<3x3xi1>, tensor<i1>) -> tensor<3xi1>\n     reducer(%a: tensor<i1>, %b: tensor<i1>)  {\n      %x = stablehlo.and %a, %b : tensor<i1>\n      stablehlo.return %x : tensor<i1>\n    }\n";
    body += "    %7 = stablehlo.reduce(%arg0 init: %f) across dimensions = [0] : (tensor<3x3xi1>, tensor<i1>) -> tensor<3xi1>\n     reducer(%a: tensor<i1>, %b: tensor<i1>)  {\n      %x = stablehlo.or %a, %b : tensor<i1>\n      stablehlo.return %x : tensor<i1>\n    }\n";
    body += &format!("    return %0, %1, %2, %3, %4, %5, %6, %7 : {r3}, {r3}, {r3}, {r3}, {r2}, {r2}, {r3}, {r3}");
    let text = module(
        &format!("%arg0: {x}, %arg1: {e}"),
        &[r3, r3, r3, r3, r2, r2, r3, r3].join(", "),
        &body,
    );
    let args = [
        t(DType::Bool, &[3, 3], &[1., 1., 1., 0., 1., 0., 0., 0., 0.]),
        t(DType::Bool, &[2, 0], &[]),
    ];
    let want: [&[f64]; 8] = [
        &[1., 0., 0.],
        &[1., 1., 0.],
        &[0., 0., 0.],
        &[1., 1., 1.],
        &[1., 1.],
        &[0., 0.],
        &[0., 0., 0.],
        &[1., 1., 1.],
    ];
    let out = interpret(&text, &args);
    for (i, w) in want.iter().enumerate() {
        assert_eq!(out[i].dtype, DType::Bool);
        assert_exact(&out[i], w, &format!("result {i}"));
    }
    check_with_iree("boolean_reductions", &text, &args);
}

/// x[i][j] = 10 i + j, f32[4, 5]. Constant starts (9, 1) clamp to (2, 1):
/// rows 2–3, cols 1–3. A run-time row start s with a constant column start
/// −3 (clamped to 0), sizes [2, 2]: s = −1 → 0, 1 → 1, 3 → 2 (clamped to
/// 4 − 2). The generic form with slice_sizes [1, 5] and start (s, 1): the
/// column start clamps to 0, the whole row s.
#[test]
fn dynamic_slices() {
    let body = "    %c9 = stablehlo.constant dense<9> : tensor<i32>\n    %c1 = stablehlo.constant dense<1> : tensor<i32>\n    %cm = stablehlo.constant dense<-3> : tensor<i32>\n    %0 = stablehlo.dynamic_slice %arg0, %c9, %c1, sizes = [2, 3] : (tensor<4x5xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>\n    %1 = stablehlo.dynamic_slice %arg0, %arg1, %cm, sizes = [2, 2] : (tensor<4x5xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>\n    %2 = \"stablehlo.dynamic_slice\"(%arg0, %arg1, %c1) <{slice_sizes = array<i64: 1, 5>}> : (tensor<4x5xf32>, tensor<i32>, tensor<i32>) -> tensor<1x5xf32>\n    return %0, %1, %2 : tensor<2x3xf32>, tensor<2x2xf32>, tensor<1x5xf32>";
    let text = module(
        "%arg0: tensor<4x5xf32>, %arg1: tensor<i32>",
        "tensor<2x3xf32>, tensor<2x2xf32>, tensor<1x5xf32>",
        body,
    );
    let x: Vec<f64> = (0..20).map(|k| (10 * (k / 5) + k % 5) as f64).collect();
    for (s, rows) in [(-1i32, [0.0, 1.0]), (1, [1.0, 2.0]), (3, [2.0, 3.0])] {
        let args = [f32s(&[4, 5], &x), t(DType::I32, &[], &[s as f64])];
        let out = interpret(&text, &args);
        assert_exact(&out[0], &[21., 22., 23., 31., 32., 33.], "constant starts");
        let r = |i: usize| 10.0 * rows[i];
        assert_exact(
            &out[1],
            &[r(0), r(0) + 1., r(1), r(1) + 1.],
            &format!("s = {s}"),
        );
        let row = 10.0 * (s.clamp(0, 3) as f64);
        let want: Vec<f64> = (0..5).map(|j| row + j as f64).collect();
        assert_exact(&out[2], &want, &format!("generic form, s = {s}"));
        check_with_iree(&format!("dynamic_slices{s}"), &text, &args);
    }
}

/// x[i][j] = 10 i + j, f32[3, 4]; update u = [[−1, −2], [−3, −4]].
/// Constant starts (1, 5) clamp to (1, 2): rows 1–2, cols 2–3 replaced.
/// Run-time row start s, column 0: s = 7 clamps to 1, s = −5 to 0. Both
/// starts s (the mask spans two dims): s = 1 writes rows 1–2, cols 1–2.
#[test]
fn dynamic_update_slices() {
    let body = "    %c1 = stablehlo.constant dense<1> : tensor<i32>\n    %c5 = stablehlo.constant dense<5> : tensor<i32>\n    %c0 = stablehlo.constant dense<0> : tensor<i32>\n    %0 = stablehlo.dynamic_update_slice %arg0, %arg2, %c1, %c5 : (tensor<3x4xf32>, tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>\n    %1 = stablehlo.dynamic_update_slice %arg0, %arg2, %arg1, %c0 : (tensor<3x4xf32>, tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>\n    %2 = stablehlo.dynamic_update_slice %arg0, %arg2, %arg1, %arg1 : (tensor<3x4xf32>, tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>\n    return %0, %1, %2 : tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>";
    let ty = "tensor<3x4xf32>";
    let text = module(
        "%arg0: tensor<3x4xf32>, %arg1: tensor<i32>, %arg2: tensor<2x2xf32>",
        &[ty, ty, ty].join(", "),
        body,
    );
    let x: Vec<f64> = (0..12).map(|k| (10 * (k / 4) + k % 4) as f64).collect();
    let u = f32s(&[2, 2], &[-1., -2., -3., -4.]);
    let constant = [0., 1., 2., 3., 10., 11., -1., -2., 20., 21., -3., -4.];
    let cases: [(i32, [f64; 12], Option<[f64; 12]>); 3] = [
        (
            7,
            [0., 1., 2., 3., -1., -2., 12., 13., -3., -4., 22., 23.],
            None,
        ),
        (
            -5,
            [-1., -2., 2., 3., -3., -4., 12., 13., 20., 21., 22., 23.],
            Some([-1., -2., 2., 3., -3., -4., 12., 13., 20., 21., 22., 23.]),
        ),
        (
            1,
            [0., 1., 2., 3., -1., -2., 12., 13., -3., -4., 22., 23.],
            Some([0., 1., 2., 3., 10., -1., -2., 13., 20., -3., -4., 23.]),
        ),
    ];
    for (s, rows, both) in cases {
        let args = [
            f32s(&[3, 4], &x),
            t(DType::I32, &[], &[s as f64]),
            u.clone(),
        ];
        let out = interpret(&text, &args);
        assert_exact(&out[0], &constant, "constant starts");
        assert_exact(&out[1], &rows, &format!("row start {s}"));
        if let Some(b) = both {
            assert_exact(&out[2], &b, &format!("starts ({s}, {s})"));
        }
        check_with_iree(&format!("dynamic_update_slices{s}"), &text, &args);
    }
}

/// reverse of [[1,2,3],[4,5,6]] along both dims is [[6,5,4],[3,2,1]].
/// pad [1,2,3] with 9, interior 2, low −1, high 2: [1,9,9,2,9,9,3] → drop
/// one on the left → two 9s on the right: [9,9,2,9,9,3,9,9].
/// pad [[1,2],[3,4]] with 0, interior [1,1], low [0,1], high [1,0]:
/// [[1,0,2],[0,0,0],[3,0,4]] → a zero column left, a zero row below.
#[test]
fn reverse_and_interior_padding() {
    let body = "    %0 = stablehlo.reverse %arg0, dims = [0, 1] : tensor<2x3xf32>\n    %1 = stablehlo.pad %arg1, %arg2, low = [-1], high = [2], interior = [2] : (tensor<3xf32>, tensor<f32>) -> tensor<8xf32>\n    %z = stablehlo.constant dense<0.000000e+00> : tensor<f32>\n    %2 = stablehlo.pad %arg3, %z, low = [0, 1], high = [1, 0], interior = [1, 1] : (tensor<2x2xf32>, tensor<f32>) -> tensor<4x4xf32>\n    return %0, %1, %2 : tensor<2x3xf32>, tensor<8xf32>, tensor<4x4xf32>";
    let text = module(
        "%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<f32>, %arg3: tensor<2x2xf32>",
        "tensor<2x3xf32>, tensor<8xf32>, tensor<4x4xf32>",
        body,
    );
    let args = [
        f32s(&[2, 3], &[1., 2., 3., 4., 5., 6.]),
        f32s(&[3], &[1., 2., 3.]),
        f32s(&[], &[9.]),
        f32s(&[2, 2], &[1., 2., 3., 4.]),
    ];
    let out = interpret(&text, &args);
    assert_exact(&out[0], &[6., 5., 4., 3., 2., 1.], "reverse");
    assert_exact(&out[1], &[9., 9., 2., 9., 9., 3., 9., 9.], "1-d pad");
    #[rustfmt::skip]
    let want = [
        0., 1., 0., 2.,
        0., 0., 0., 0.,
        0., 3., 0., 4.,
        0., 0., 0., 0.,
    ];
    assert_exact(&out[2], &want, "2-d pad");
    check_with_iree("reverse_and_interior_padding", &text, &args);
}

/// A 1×3 image [1, 2, 3] (NCHW, one channel), kernel 1×2 [1, 10], input
/// dilation 2 along W and padding 1 on both sides: [0, 1, 0, 2, 0, 3, 0].
/// Windows of 2 (cross-correlation): [10, 1, 20, 2, 30, 3]. With the window
/// reversed along W the kernel is [10, 1]: [1, 10, 2, 20, 3, 30].
#[test]
fn input_dilated_and_reversed_convolutions() {
    let conv = |n: usize, rev: &str| {
        format!("    %{n} = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {{stride = [1, 1], pad = [[0, 0], [1, 1]], lhs_dilate = [1, 2], rhs_dilate = [1, 1], reverse = [false, {rev}]}} {{batch_group_count = 1 : i64, feature_group_count = 1 : i64}} : (tensor<1x1x1x3xf32>, tensor<1x1x1x2xf32>) -> tensor<1x1x1x6xf32>\n")
    };
    let body = conv(0, "false")
        + &conv(1, "true")
        + "    return %0, %1 : tensor<1x1x1x6xf32>, tensor<1x1x1x6xf32>";
    let text = module(
        "%arg0: tensor<1x1x1x3xf32>, %arg1: tensor<1x1x1x2xf32>",
        "tensor<1x1x1x6xf32>, tensor<1x1x1x6xf32>",
        &body,
    );
    let args = [
        f32s(&[1, 1, 1, 3], &[1., 2., 3.]),
        f32s(&[1, 1, 1, 2], &[1., 10.]),
    ];
    let out = interpret(&text, &args);
    assert_exact(&out[0], &[10., 1., 20., 2., 30., 3.], "input dilation");
    assert_exact(&out[1], &[1., 10., 2., 20., 3., 30.], "window reversal");
    check_with_iree("input_dilated_and_reversed_convolutions", &text, &args);
}

/// xor of [1,1,0,0] and [1,0,1,0] is [0,1,1,0]. Bitwise not (two's
/// complement: !x = −1 − x) of i32 [0, 5, −1, −2^31, 2^31 − 1] is
/// [−1, −6, 0, 2^31 − 1, −2^31]; of ui8 [0, 200] is [255, 55]. sign of
/// f32 [−2.5, −0, 0, 3, NaN, −inf] is [−1, −0, 0, 1, NaN, −1], of i32
/// [−7, 0, 9] is [−1, 0, 1]. is_finite of [1, inf, −inf, NaN, −0, 3e38] is
/// [1, 0, 0, 0, 1, 1].
#[test]
fn xor_not_sign_is_finite() {
    let body = "    %0 = stablehlo.xor %arg0, %arg1 : tensor<4xi1>\n    %1 = stablehlo.not %arg2 : tensor<5xi32>\n    %2 = stablehlo.not %arg3 : tensor<2xui8>\n    %3 = stablehlo.sign %arg4 : tensor<6xf32>\n    %4 = stablehlo.sign %arg5 : tensor<3xi32>\n    %5 = stablehlo.is_finite %arg6 : (tensor<6xf32>) -> tensor<6xi1>\n    return %0, %1, %2, %3, %4, %5 : tensor<4xi1>, tensor<5xi32>, tensor<2xui8>, tensor<6xf32>, tensor<3xi32>, tensor<6xi1>";
    let text = module(
        "%arg0: tensor<4xi1>, %arg1: tensor<4xi1>, %arg2: tensor<5xi32>, %arg3: tensor<2xui8>, %arg4: tensor<6xf32>, %arg5: tensor<3xi32>, %arg6: tensor<6xf32>",
        "tensor<4xi1>, tensor<5xi32>, tensor<2xui8>, tensor<6xf32>, tensor<3xi32>, tensor<6xi1>",
        body,
    );
    let (min, max) = (i32::MIN as f64, i32::MAX as f64);
    let inf = f64::INFINITY;
    let args = [
        t(DType::Bool, &[4], &[1., 1., 0., 0.]),
        t(DType::Bool, &[4], &[1., 0., 1., 0.]),
        t(DType::I32, &[5], &[0., 5., -1., min, max]),
        t(DType::U8, &[2], &[0., 200.]),
        f32s(&[6], &[-2.5, -0.0, 0.0, 3.0, f64::NAN, -inf]),
        t(DType::I32, &[3], &[-7., 0., 9.]),
        f32s(&[6], &[1.0, inf, -inf, f64::NAN, -0.0, 3e38]),
    ];
    let out = interpret(&text, &args);
    assert_exact(&out[0], &[0., 1., 1., 0.], "xor");
    assert_exact(&out[1], &[-1., -6., 0., max, min], "not i32");
    assert_exact(&out[2], &[255., 55.], "not ui8");
    assert_exact(&out[3], &[-1., -0.0, 0.0, 1., f64::NAN, -1.], "sign f32");
    assert_exact(&out[4], &[-1., 0., 1.], "sign i32");
    assert_exact(&out[5], &[1., 0., 0., 0., 1., 1.], "is_finite");
    check_with_iree("xor_not_sign_is_finite", &text, &args);
}

/// The keras_hub backbones whose `dynamic_slice` (position embeddings) and
/// boolean `reduce` (the `take` bounds check) now map: the imported graphs'
/// op mix, and the parameter counts of their configs (two layers, hidden 64,
/// 4 heads, intermediate 128, vocabulary 512, 32 positions).
#[test]
fn keras_hub_backbones_import_sensibly() {
    let count = |g: &hetc_ir::Graph, k: OpKind| g.ops.values().filter(|o| o.kind == k).count();
    for (name, params) in [
        // wte 512·64 + wpe 32·64 + 2 blocks · (qkv 3·(64·64 + 64) + out
        // 64·64 + 64 + 2 layer norms 2·2·64 + mlp 64·128 + 128 + 128·64 +
        // 64) + final layer norm 2·64.
        (
            "keras_kh_gpt2",
            512 * 64
                + 32 * 64
                + 2 * (3 * (64 * 64 + 64) + 64 * 64 + 64 + 4 * 64 + 64 * 128 + 128 + 128 * 64 + 64)
                + 2 * 64,
        ),
        // token 512·64 + position 32·64 + segment 2·64 + embedding layer
        // norm 2·64 + the same two blocks + pooler 64·64 + 64.
        (
            "keras_kh_bert",
            512 * 64
                + 32 * 64
                + 2 * 64
                + 2 * 64
                + 2 * (3 * (64 * 64 + 64) + 64 * 64 + 64 + 4 * 64 + 64 * 128 + 128 + 128 * 64 + 64)
                + 64 * 64
                + 64,
        ),
        // token 512·64 + 2 blocks · (q 64·64, k and v 64·2·16 each (2 kv
        // heads), out 64·64, gate and up 64·128 each, down 128·64, two RMS
        // norm scales 2·64) + final norm 64; no biases.
        (
            "keras_kh_llama",
            512 * 64 + 2 * (64 * 64 + 2 * 64 * 32 + 64 * 64 + 3 * 64 * 128 + 2 * 64) + 64,
        ),
    ] {
        let path = model("stablehlo/corpus").join(format!("{name}.mlir"));
        let imp = stablehlo::import_file(&path, &ImportOptions::default()).unwrap();
        assert!(imp.warnings.is_empty(), "{name}: {:?}", imp.warnings);
        let g = &imp.graph;
        verify(g).unwrap();
        assert_eq!(g.param_count(), params as u64, "{name}");
        let customs = g
            .ops
            .values()
            .filter(|o| matches!(o.kind, OpKind::Custom { .. }))
            .count();
        assert_eq!(customs, 0, "{name}");
        // One matmul per dot_general: per block Q, K, V, scores, context,
        // output and the two MLP projections (8); BERT adds its pooler;
        // Llama's gated MLP has three projections and its rotary embedding
        // an outer product positions × inverse frequencies for Q and for K
        // (11 per block).
        let want = match name {
            "keras_kh_gpt2" => 2 * 8,
            "keras_kh_bert" => 2 * 8 + 1,
            _ => 2 * 11,
        };
        assert_eq!(count(g, OpKind::MatMul), want, "{name}");
        // The position-embedding slice is a constant slice (GPT2, BERT).
        let slices = g
            .ops
            .values()
            .filter(|o| o.kind == OpKind::Slice && g.ty(o.outputs[0]).to_string() == "f32[16, 64]")
            .count();
        assert_eq!(slices, (name != "keras_kh_llama") as usize, "{name}");
        assert_eq!(g.outputs.len(), if name == "keras_kh_bert" { 2 } else { 1 });
    }
}

/// Uniform in [−a, a) from the fuzz harness's generator.
fn uniform(r: &mut Rng, a: f64) -> f64 {
    ((r.next() >> 11) as f64 / (1u64 << 53) as f64 * 2.0 - 1.0) * a
}

/// Corpus exports through IREE and through import + interpreter: the
/// keras_hub GPT2, BERT and Llama backbones (random weights in ±0.1, token
/// ids below the vocabulary, the last 4 positions padding), the slicing
/// program (run-time starts that clamp) and the transposed convolution
/// (input dilation).
#[test]
fn corpus_exports_agree_with_iree() {
    let shapes = main_args;
    for name in [
        "keras_kh_gpt2",
        "keras_kh_bert",
        "keras_kh_llama",
        "slicing",
        "conv_transpose_pool",
    ] {
        let path = model("stablehlo/corpus").join(format!("{name}.mlir"));
        let text = std::fs::read_to_string(&path).unwrap();
        let sig = shapes(&path);
        let runs: Vec<i32> = if name == "slicing" {
            vec![3, -2, 7]
        } else {
            vec![0]
        };
        for s in runs {
            let mut r = Rng(0x9e37_79b9_7f4a_7c15);
            let n_int = sig.iter().filter(|a| a.0 == DType::I32).count();
            let mut k_int = 0;
            let args: Vec<Tensor> = sig
                .iter()
                .map(|(dt, shape)| {
                    let n: usize = shape.iter().product();
                    let data: Vec<f64> = if *dt == DType::F32 {
                        (0..n).map(|_| uniform(&mut r, 0.1)).collect()
                    } else if name == "slicing" {
                        vec![s as f64]
                    } else {
                        // keras_hub's inputs in name order: padding_mask,
                        // (segment_ids,) token_ids.
                        k_int += 1;
                        (0..n)
                            .map(|i| match (k_int, n_int) {
                                (1, _) => (i < n - 4) as u8 as f64,
                                (2, 3) => (i >= n / 2) as u8 as f64,
                                _ => (r.next() % 512) as f64,
                            })
                            .collect()
                    };
                    t(*dt, shape, &data)
                })
                .collect();
            // Data movement only is bit-exact; float arithmetic agrees to
            // rounding (measured ≤ 2.5e-7 of the largest output).
            let tol = if name == "slicing" { 0.0 } else { 1e-5 };
            compare_with_iree(&format!("{name}{s}"), &text, &args, tol);
        }
    }
}

/// `scatter_gather` (jax: `y = x.at[idx].add(upd); z = x.at[idx].set(upd);
/// y[idx], take(z, idx)`) with x = arange(40) as [10, 4], upd = 100
/// everywhere, idx = [2, −1, 12]: jax wraps −1 to 9; 12 stays out of
/// bounds, so both scatters drop its update, `y[idx]`'s gather clamps it to
/// row 9 and `take` fills its row with NaN. y[idx] = rows 2, 9, 9 of x plus
/// 100 = [108..111], [136..139], [136..139]; take(z) = 100, 100, NaN rows
/// (what jax 0.10 prints for this program, too).
#[test]
fn out_of_bounds_scatter_and_gather() {
    let path = model("stablehlo/corpus/scatter_gather.mlir");
    let text = std::fs::read_to_string(path).unwrap();
    let x: Vec<f64> = (0..40).map(|v| v as f64).collect();
    let out = interpret(
        &text,
        &[
            f32s(&[10, 4], &x),
            t(DType::I32, &[3], &[2.0, -1.0, 12.0]),
            f32s(&[3, 4], &[100.0; 12]),
        ],
    );
    let want_y: Vec<f64> = [8.0, 36.0, 36.0]
        .iter()
        .flat_map(|&r| (0..4).map(move |c| r + c as f64 + 100.0))
        .collect();
    assert_exact(&out[0], &want_y, "y[idx]");
    let mut want_z = vec![100.0; 8];
    want_z.extend([f64::NAN; 4]);
    assert_exact(&out[1], &want_z, "take(z, idx)");
}

/// `sort_topk`'s `sort` and `argsort` (jax: stable, ascending, −0 and +0
/// equal, NaNs last): row 0 [1, NaN, −0, 0, inf, −inf, 1, NaN, −1, 0]
/// sorts to [−inf, −1, −0, 0, 0, 1, 1, inf, NaN, NaN] from indices
/// [5, 8, 2, 3, 9, 0, 6, 4, 1, 7]; row 1 [2, 2, 2, −0, 0, −0, 3, NaN, NaN,
/// −inf] to [−inf, −0, 0, −0, 2, 2, 2, 3, NaN, NaN] from [9, 3, 4, 5, 0, 1,
/// 2, 6, 7, 8] (jax 0.10 on the CPU gives the same); rows 2 and 3 are
/// 9, 8, …, 0 and 0, 1, …, 9.
#[test]
fn sort_is_stable_with_signed_zeros_tied_and_nans_last() {
    let (nan, inf) = (f64::NAN, f64::INFINITY);
    let path = model("stablehlo/corpus/sort_topk.mlir");
    let text = std::fs::read_to_string(path).unwrap();
    let mut x = vec![1.0, nan, -0.0, 0.0, inf, -inf, 1.0, nan, -1.0, 0.0];
    x.extend([2.0, 2.0, 2.0, -0.0, 0.0, -0.0, 3.0, nan, nan, -inf]);
    x.extend((0..10).rev().map(|v| v as f64));
    x.extend((0..10).map(|v| v as f64));
    let out = interpret(&text, &[f32s(&[4, 10], &x)]);
    let mut want = vec![-inf, -1.0, -0.0, 0.0, 0.0, 1.0, 1.0, inf, nan, nan];
    want.extend([-inf, -0.0, 0.0, -0.0, 2.0, 2.0, 2.0, 3.0, nan, nan]);
    want.extend((0..10).map(|v| v as f64));
    want.extend((0..10).map(|v| v as f64));
    assert_exact(&out[0], &want, "sort");
    let mut idx = vec![5.0, 8.0, 2.0, 3.0, 9.0, 0.0, 6.0, 4.0, 1.0, 7.0];
    idx.extend([9.0, 3.0, 4.0, 5.0, 0.0, 1.0, 2.0, 6.0, 7.0, 8.0]);
    idx.extend((0..10).rev().map(|v| v as f64));
    idx.extend((0..10).map(|v| v as f64));
    assert_exact(&out[3], &idx, "argsort");
}

/// `elementwise`'s `remainder`, `floor`, `round_nearest_even`, `atan2`,
/// softplus (through `log_plus_one`) and `exponential_minus_one` on the
/// interpreter against jax's `jnp` functions run by `$HETC_PYTHON` on the
/// same inputs (IREE cannot write its bf16 result): halves that round to
/// even, signed zeros, a tiny x for expm1 and log1p, negative divisors.
#[test]
fn elementwise_agrees_with_jax() {
    let mut r = Rng(0x9e37_79b9_7f4a_7c15);
    let mut x: Vec<f64> = (0..15).map(|_| uniform(&mut r, 4.0)).collect();
    let mut y: Vec<f64> = (0..15).map(|_| uniform(&mut r, 4.0)).collect();
    x[..6].copy_from_slice(&[0.5, -0.5, 2.5, -2.5, 1e-6, -0.0]);
    y[..6].copy_from_slice(&[-0.0, 0.0, -3.0, 1.5, 2.0, -1.0]);
    let x = round_f32(&x);
    let y = round_f32(&y);
    let path = model("stablehlo/corpus/elementwise.mlir");
    let text = std::fs::read_to_string(path).unwrap();
    let out = interpret(&text, &[f32s(&[5, 3], &x), f32s(&[5, 3], &y)]);
    let script = "import sys, json, numpy as np, jax.numpy as jnp\n\
        d = json.load(sys.stdin)\n\
        x = jnp.array(np.array(d['x'], np.float32))\n\
        y = jnp.array(np.array(d['y'], np.float32))\n\
        r = [jnp.remainder(x, y), jnp.floor(x), jnp.round(x), jnp.arctan2(x, y), \
             jax_nn_softplus(x), jnp.expm1(x)]\n\
        print(json.dumps([[float(v) for v in np.asarray(a, np.float64)] for a in r]))\n"
        .replace("jax_nn_softplus(x)", "__import__('jax').nn.softplus(x)");
    let input = format!("{{\"x\": {}, \"y\": {}}}", json_floats(&x), json_floats(&y));
    let want = run_jax(&script, &input);
    for (k, (o, name)) in [
        (2, "remainder"),
        (6, "floor"),
        (7, "round_nearest_even"),
        (9, "atan2"),
        (13, "softplus"),
        (14, "expm1"),
    ]
    .into_iter()
    .enumerate()
    {
        let w: Vec<f64> = want[k].iter().map(|v| v.unwrap_or(f64::NAN)).collect();
        // remainder and rounding are exact; the transcendental functions
        // agree to the last bit or two of f32
        let tol = if k < 3 { 0.0 } else { 2.5e-7 };
        for (i, (&g, &e)) in out[o].data.iter().zip(&w).enumerate() {
            let ok = (g.is_nan() && e.is_nan())
                || (tol == 0.0 && g.to_bits() == e.to_bits())
                || (tol > 0.0 && (g - e).abs() <= tol * e.abs().max(1e-30) + 1e-45);
            assert!(
                ok,
                "{name}[{i}]: x {} y {}: got {g:e}, jax {e:e}",
                x[i], y[i]
            );
        }
    }
}

/// Run a Python `script` with jax (`$HETC_PYTHON`) on `input` (JSON on
/// stdin); it prints a JSON list of float lists (NaN allowed).
fn run_jax(script: &str, input: &str) -> Vec<Vec<Option<f64>>> {
    let python = std::env::var("HETC_PYTHON").unwrap_or_else(|_| "python3".into());
    let mut child = Command::new(python)
        .args(["-c", script])
        .env("JAX_PLATFORMS", "cpu")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("running $HETC_PYTHON (with jax)");
    use std::io::Write;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let done = child.wait_with_output().unwrap();
    assert!(done.status.success(), "jax failed");
    let text = String::from_utf8(done.stdout).unwrap();
    serde_json::from_str(text.trim().replace("NaN", "null").as_str()).unwrap()
}

fn round_f32(v: &[f64]) -> Vec<f64> {
    v.iter().map(|&x| x as f32 as f64).collect()
}

fn json_floats(v: &[f64]) -> String {
    let s: Vec<String> = v.iter().map(|x| format!("{x:?}")).collect();
    format!("[{}]", s.join(", "))
}

/// Integer `remainder` and shifts at XLA's edges, worked by hand on i32:
/// x rem 0 = x; i32::MIN rem −1 = 0; −7 rem 2 = −1 (the dividend's sign);
/// 7 rem −3 = 1. shift_left by 31 moves the low bit to the sign; by 32 or
/// −1 gives 0; −8 (…11000) by 28 leaves its bit 3 as the sign: i32::MIN.
/// shift_right_logical of −8 by 28 = 0xF (the top four bits),
/// by 32 = 0. shift_right_arithmetic of −8 by 1 = −4, by 40 (≥ 32) = −1, of
/// 8 by 40 = 0, of i32::MIN by 31 = −1.
#[test]
fn integer_remainder_and_shift_edges() {
    let m = i32::MIN as f64;
    let body = "    %0 = stablehlo.remainder %arg0, %arg1 : tensor<4xi32>\n    %1 = stablehlo.shift_left %arg0, %arg1 : tensor<4xi32>\n    %2 = stablehlo.shift_right_logical %arg0, %arg1 : tensor<4xi32>\n    %3 = stablehlo.shift_right_arithmetic %arg0, %arg1 : tensor<4xi32>\n    return %0, %1, %2, %3 : tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>";
    let text = module(
        "%arg0: tensor<4xi32>, %arg1: tensor<4xi32>",
        "tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>",
        body,
    );
    let run = |x: [f64; 4], y: [f64; 4]| {
        interpret(&text, &[t(DType::I32, &[4], &x), t(DType::I32, &[4], &y)])
    };
    let o = run([5.0, m, -7.0, 7.0], [0.0, -1.0, 2.0, -3.0]);
    assert_exact(&o[0], &[5.0, 0.0, -1.0, 1.0], "remainder");
    let o = run([1.0, 3.0, 3.0, -8.0], [31.0, 32.0, -1.0, 28.0]);
    assert_exact(&o[1], &[m, 0.0, 0.0, m], "shift_left");
    assert_exact(&o[2], &[0.0, 0.0, 0.0, 15.0], "shift_right_logical");
    let o = run([-8.0, -8.0, 8.0, m], [1.0, 40.0, 40.0, 31.0]);
    assert_exact(&o[3], &[-4.0, -1.0, 0.0, -1.0], "shift_right_arithmetic");
}

/// `case` with a constant index imports only the branch taken (index 5 of
/// 2 branches: the last); a `while` whose condition depends on data is an
/// error naming the op and why.
#[test]
fn constant_case_folds_and_dynamic_while_is_an_error() {
    let case = module(
        "%arg0: tensor<2xf32>",
        "tensor<2xf32>",
        "    %c = stablehlo.constant dense<5> : tensor<i32>\n    %0 = \"stablehlo.case\"(%c) ({\n      %1 = stablehlo.negate %arg0 : tensor<2xf32>\n      stablehlo.return %1 : tensor<2xf32>\n    }, {\n      %1 = stablehlo.abs %arg0 : tensor<2xf32>\n      stablehlo.return %1 : tensor<2xf32>\n    }) : (tensor<i32>) -> tensor<2xf32>\n    return %0 : tensor<2xf32>",
    );
    let imp = stablehlo::import_str(&case, "t.mlir", &ImportOptions::default()).unwrap();
    let kinds: Vec<OpKind> = imp.graph.ops.values().map(|o| o.kind.clone()).collect();
    assert_eq!(kinds, [OpKind::Abs], "{kinds:?}");
    let out = interpret(&case, &[f32s(&[2], &[-1.5, 2.0])]);
    assert_exact(&out[0], &[1.5, 2.0], "case 5 of 2");
    // while x[0] < 10: x = x * 2 (the trip count depends on the data)
    let dynamic = module(
        "%arg0: tensor<f32>",
        "tensor<f32>",
        "    %0 = stablehlo.while(%iterArg = %arg0) : tensor<f32>\n    cond {\n      %c = stablehlo.constant dense<1.0e+01> : tensor<f32>\n      %1 = stablehlo.compare LT, %iterArg, %c, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>\n      stablehlo.return %1 : tensor<i1>\n    } do {\n      %1 = stablehlo.add %iterArg, %iterArg : tensor<f32>\n      stablehlo.return %1 : tensor<f32>\n    }\n    return %0 : tensor<f32>",
    );
    let e = stablehlo::import_str(&dynamic, "t.mlir", &ImportOptions::default())
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("t.mlir:3:")
            && e.contains("stablehlo.while")
            && e.contains("trip count is not static"),
        "{e}"
    );
}

/// `batch_norm_training` (NHWC, feature_index 3), `batch_norm_inference`
/// (feature_index 1), `reduce_precision` to bf16 (e8m7) and
/// `bitcast_convert` f32 → i32 in one module, IREE against the interpreter.
#[test]
fn batch_norm_reduce_precision_bitcast_agree_with_iree() {
    let t4 = "tensor<2x3x2x4xf32>";
    let t3 = "tensor<2x3x5xf32>";
    let body = format!(
        "    %0:3 = \"stablehlo.batch_norm_training\"(%arg0, %arg1, %arg2) <{{epsilon = 1.000000e-03 : f32, feature_index = 3 : i64}}> : ({t4}, tensor<4xf32>, tensor<4xf32>) -> ({t4}, tensor<4xf32>, tensor<4xf32>)\n    %1 = \"stablehlo.batch_norm_inference\"(%arg3, %arg4, %arg5, %arg6, %arg4) <{{epsilon = 1.000000e-02 : f32, feature_index = 1 : i64}}> : ({t3}, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> {t3}\n    %2 = stablehlo.reduce_precision %arg3, format = e8m7 : {t3}\n    %3 = stablehlo.bitcast_convert %arg3 : ({t3}) -> tensor<2x3x5xi32>\n    return %0#0, %0#1, %0#2, %1, %2, %3 : {t4}, tensor<4xf32>, tensor<4xf32>, {t3}, {t3}, tensor<2x3x5xi32>"
    );
    let text = module(
        &format!("%arg0: {t4}, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>, %arg3: {t3}, %arg4: tensor<3xf32>, %arg5: tensor<3xf32>, %arg6: tensor<3xf32>"),
        &format!("{t4}, tensor<4xf32>, tensor<4xf32>, {t3}, {t3}, tensor<2x3x5xi32>"),
        &body,
    );
    let mut r = Rng(0x51a3_9e1b_77c4_1234);
    let mut rand = |n: usize, lo: f64, hi: f64| -> Vec<f64> {
        (0..n)
            .map(|_| lo + (uniform(&mut r, 1.0) + 1.0) / 2.0 * (hi - lo))
            .collect()
    };
    let args = vec![
        f32s(&[2, 3, 2, 4], &rand(48, -2.0, 2.0)),
        f32s(&[4], &rand(4, 0.5, 1.5)),
        f32s(&[4], &rand(4, -0.5, 0.5)),
        f32s(&[2, 3, 5], &rand(30, -3.0, 3.0)),
        f32s(&[3], &rand(3, 0.5, 1.5)),
        f32s(&[3], &rand(3, -0.5, 0.5)),
        f32s(&[3], &rand(3, -0.5, 0.5)),
    ];
    compare_with_iree("batch_norm", &text, &args, 1e-5);
}

/// `batch_norm_grad` (IREE does not implement it) against the textbook
/// gradient computed here in f64: with n elements per feature, x̂ = (x −
/// μ)/σ, σ = sqrt(var + ε): dβ = Σ dy, dγ = Σ dy·x̂, dx = γ/(n σ) · (n dy −
/// dβ − x̂ dγ) (feature_index 1 of [3, 2, 4]).
#[test]
fn batch_norm_grad_matches_the_textbook_gradient() {
    let (n, c, w) = (3usize, 2usize, 4usize);
    let eps = 1e-3;
    let mut r = Rng(0x1234_5678_9abc_def1);
    let mut rand = |k: usize, a: f64| -> Vec<f64> {
        (0..k).map(|_| uniform(&mut r, a) as f32 as f64).collect()
    };
    let (x, dy) = (rand(n * c * w, 2.0), rand(n * c * w, 1.0));
    let gamma: Vec<f64> = rand(c, 0.5).iter().map(|g| g + 1.0).collect();
    let mean: Vec<f64> = rand(c, 0.3);
    let var: Vec<f64> = rand(c, 0.3).iter().map(|v| v + 0.5).collect();
    let ty = "tensor<3x2x4xf32>";
    let text = module(
        &format!("%arg0: {ty}, %arg1: tensor<2xf32>, %arg2: tensor<2xf32>, %arg3: tensor<2xf32>, %arg4: {ty}"),
        &format!("{ty}, tensor<2xf32>, tensor<2xf32>"),
        &format!("    %0:3 = \"stablehlo.batch_norm_grad\"(%arg0, %arg1, %arg2, %arg3, %arg4) <{{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}}> : ({ty}, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, {ty}) -> ({ty}, tensor<2xf32>, tensor<2xf32>)\n    return %0#0, %0#1, %0#2 : {ty}, tensor<2xf32>, tensor<2xf32>"),
    );
    let out = interpret(
        &text,
        &[
            f32s(&[n, c, w], &x),
            f32s(&[c], &gamma),
            f32s(&[c], &mean),
            f32s(&[c], &var),
            f32s(&[n, c, w], &dy),
        ],
    );
    let at = |i: usize, f: usize, j: usize| (i * c + f) * w + j;
    let m = (n * w) as f64;
    let eps = (eps as f32) as f64;
    for f in 0..c {
        let sd = (var[f] + eps).sqrt();
        let xh = |i, j| (x[at(i, f, j)] - mean[f]) / sd;
        let (mut db, mut dg) = (0.0, 0.0);
        for i in 0..n {
            for j in 0..w {
                db += dy[at(i, f, j)];
                dg += dy[at(i, f, j)] * xh(i, j);
            }
        }
        let close = |got: f64, want: f64, what: &str| {
            assert!(
                (got - want).abs() <= 2e-5 * want.abs().max(1.0),
                "{what}: got {got}, want {want}"
            );
        };
        close(out[2].data[f], db, "grad_offset");
        close(out[1].data[f], dg, "grad_scale");
        for i in 0..n {
            for j in 0..w {
                let want = gamma[f] / (m * sd) * (m * dy[at(i, f, j)] - db - xh(i, j) * dg);
                close(out[0].data[at(i, f, j)], want, "grad_operand");
            }
        }
    }
}

fn select_and_scatter_module(x: &str, s: &str, window: &str) -> String {
    module(
        &format!("%arg0: {x}, %arg1: {s}, %arg2: tensor<f32>"),
        x,
        &format!("    %0 = \"stablehlo.select_and_scatter\"(%arg0, %arg1, %arg2) <{{window_dimensions = array<i64: {window}>, window_strides = array<i64: 1, 1, 1, 1>}}> ({{\n    ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n      %1 = stablehlo.compare GE, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>\n      stablehlo.return %1 : tensor<i1>\n    }}, {{\n    ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n      %1 = stablehlo.add %a, %b : tensor<f32>\n      stablehlo.return %1 : tensor<f32>\n    }}) : ({x}, {s}, tensor<f32>) -> {x}\n    return %0 : {x}"),
    )
}

/// `select_and_scatter` (max pooling's gradient), 2×2 windows, stride 1,
/// NCHW x = [[1, 5, 2, 2], [3, 5, 0, 1], [4, 0, 7, 7]], source [[1, 2, 3],
/// [4, 5, 6]], init 10. Each window's first maximum (row-major) gets its
/// source value: windows (0,0) and (0,1) pick x[0][1] (5, tied with
/// x[1][1]): 10 + 1 + 2; (0,2) picks x[0][2] (2, tied with x[0][3]): 13;
/// (1,0) picks x[1][1]: 14; (1,1) and (1,2) pick x[2][2] (7, tied with
/// x[2][3]): 10 + 5 + 6 = 21; the rest stay 10. Then an NHWC module (3×3
/// windows) with random data against jax's gradient of max pooling (IREE
/// does not implement `select_and_scatter`).
#[test]
fn select_and_scatter_is_the_max_pool_gradient() {
    let text =
        select_and_scatter_module("tensor<1x1x3x4xf32>", "tensor<1x1x2x3xf32>", "1, 1, 2, 2");
    let x = [1.0, 5.0, 2.0, 2.0, 3.0, 5.0, 0.0, 1.0, 4.0, 0.0, 7.0, 7.0];
    let out = interpret(
        &text,
        &[
            f32s(&[1, 1, 3, 4], &x),
            f32s(&[1, 1, 2, 3], &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]),
            f32s(&[], &[10.0]),
        ],
    );
    let want = [
        10.0, 13.0, 13.0, 10.0, 10.0, 14.0, 10.0, 10.0, 10.0, 10.0, 21.0, 10.0,
    ];
    assert_exact(&out[0], &want, "select_and_scatter");
    let text =
        select_and_scatter_module("tensor<2x5x4x3xf32>", "tensor<2x3x2x3xf32>", "1, 3, 3, 1");
    let mut r = Rng(0x0dd_ba11_5eed_1234);
    let mut rand =
        |n: usize| -> Vec<f64> { (0..n).map(|_| uniform(&mut r, 2.0) as f32 as f64).collect() };
    let (x, src) = (rand(120), rand(36));
    let out = interpret(
        &text,
        &[
            f32s(&[2, 5, 4, 3], &x),
            f32s(&[2, 3, 2, 3], &src),
            f32s(&[], &[0.0]),
        ],
    );
    let script = "import sys, json, numpy as np, jax, jax.numpy as jnp\n\
        from jax import lax\n\
        d = json.load(sys.stdin)\n\
        x = jnp.array(np.array(d['x'], np.float32).reshape(2, 5, 4, 3))\n\
        s = jnp.array(np.array(d['s'], np.float32).reshape(2, 3, 2, 3))\n\
        f = lambda x: lax.reduce_window(x, -jnp.inf, lax.max, (1, 3, 3, 1), (1, 1, 1, 1), 'VALID')\n\
        g = jax.vjp(f, x)[1](s)[0]\n\
        print(json.dumps([[float(v) for v in np.asarray(g, np.float64).ravel()]]))\n";
    let want = run_jax(
        script,
        &format!(
            "{{\"x\": {}, \"s\": {}}}",
            json_floats(&x),
            json_floats(&src)
        ),
    );
    for (i, (&g, e)) in out[0].data.iter().zip(&want[0]).enumerate() {
        let e = e.unwrap_or(f64::NAN);
        assert!(
            (g - e).abs() <= 1e-6 * e.abs().max(1.0),
            "[{i}]: got {g}, jax {e}"
        );
    }
}

/// The element types and shapes of `@main`'s arguments.
fn main_args(path: &Path) -> Vec<(DType, Vec<usize>)> {
    let text = std::fs::read_to_string(path).unwrap();
    let main = text
        .lines()
        .find(|l| l.contains("func.func public @main"))
        .unwrap();
    let sig = &main[..main.find("->").unwrap()];
    let mut out = Vec::new();
    for part in sig.split("%arg").skip(1) {
        let ty = part
            .split("tensor<")
            .nth(1)
            .unwrap()
            .split('>')
            .next()
            .unwrap();
        let mut dims: Vec<&str> = ty.split('x').collect();
        let el = dims.pop().unwrap();
        let dt = match el {
            "f32" => DType::F32,
            "i32" => DType::I32,
            "ui32" => DType::U32,
            e => panic!("{e}"),
        };
        out.push((dt, dims.iter().map(|d| d.parse().unwrap()).collect()));
    }
    out
}

/// The mappings of this issue on jax programs of the corpus, run by IREE
/// from the jax text and by the interpreter from the import, on inputs
/// that reach the edges: `argmax_cumsum` (ties, a NaN, −inf rows), `cond`
/// and `switch` (both branches; indices −1, 1 and 7 that clamp),
/// `fori_loop` and `rnn_scan` (unrolled `while`), `scatter_gather`
/// (duplicate and wrapped indices; IREE reads out of bounds where
/// StableHLO's `gather` clamps, so that case is hand-worked in
/// `out_of_bounds_scatter_and_gather`), `sort_topk` (±inf, argsort),
/// `moe_dense` (a batched `gather`), `random` (threefry: an unrolled
/// `while` of u32 shifts and xors; `erf_inv`) and `int_ops` (bitwise ops, shifts,
/// remainder and floor division with negative operands and `i32::MIN`).
/// Data movement and integer results must agree bit for bit; float
/// arithmetic to rounding (sums of several scatter updates included).
#[test]
fn control_flow_sort_scatter_and_bit_ops_agree_with_iree() {
    let nan = f64::NAN;
    let inf = f64::INFINITY;
    let mut r = Rng(0x2545_f491_4f6c_dd1d);
    let mut rand = |n: usize, a: f64| -> Vec<f64> { (0..n).map(|_| uniform(&mut r, a)).collect() };
    let mut am = rand(42, 2.0);
    am[3] = 5.0; // row 0: a tie of maxima at 3 and 5
    am[5] = 5.0;
    am[9] = nan; // row 1: a NaN after the row's max
    am[8] = 9.0;
    for v in &mut am[14..21] {
        *v = -inf; // row 2: every element −inf
    }
    am[22] = -7.0; // row 3: a tie of minima (column minimum)
    am[29] = -7.0;
    // (IREE's sort is not stable and its top_k drops NaNs, which jax ranks
    // first: ties and NaNs are hand-worked in
    // `sort_is_stable_with_signed_zeros_tied_and_nans_last`)
    let mut st = rand(40, 3.0);
    st[..3].copy_from_slice(&[inf, -inf, 0.0]);
    let i32s = |v: &[i64]| {
        t(
            DType::I32,
            &[v.len()],
            &v.iter().map(|&x| x as f64).collect::<Vec<_>>(),
        )
    };
    let mut cases: Vec<(&str, Vec<Tensor>, f64)> = vec![
        ("argmax_cumsum", vec![f32s(&[6, 7], &am)], 1e-6),
        (
            "cond",
            vec![f32s(&[], &[0.5]), f32s(&[3], &rand(3, 2.0))],
            1e-6,
        ),
        (
            "cond",
            vec![f32s(&[], &[-0.5]), f32s(&[3], &rand(3, 2.0))],
            1e-6,
        ),
        (
            "switch",
            vec![t(DType::I32, &[], &[-1.0]), f32s(&[5], &rand(5, 2.0))],
            1e-6,
        ),
        (
            "switch",
            vec![t(DType::I32, &[], &[1.0]), f32s(&[5], &rand(5, 0.9))],
            1e-6,
        ),
        (
            "switch",
            vec![t(DType::I32, &[], &[7.0]), f32s(&[5], &rand(5, 2.0))],
            0.0,
        ),
        ("fori_loop", vec![f32s(&[4], &rand(4, 2.0))], 0.0),
        (
            "rnn_scan",
            vec![
                f32s(&[16, 16], &rand(256, 0.3)),
                f32s(&[10, 4, 16], &rand(640, 1.0)),
            ],
            1e-5,
        ),
        (
            "scatter_gather",
            vec![
                f32s(&[10, 4], &rand(40, 2.0)),
                i32s(&[2, -1, 5]),
                f32s(&[3, 4], &rand(12, 2.0)),
            ],
            0.0,
        ),
        (
            "scatter_gather",
            vec![
                f32s(&[10, 4], &rand(40, 2.0)),
                i32s(&[4, 4, -10]),
                f32s(&[3, 4], &rand(12, 2.0)),
            ],
            // two updates add into row 4: the interpreter sums in f64
            1e-6,
        ),
        ("sort_topk", vec![f32s(&[4, 10], &st)], 0.0),
        (
            "int_ops",
            vec![i32s(&[7, -7, i32::MIN as i64, -1]), i32s(&[2, -3, 3, 5])],
            0.0,
        ),
    ];
    // moe_dense: top-2 routing gathers expert weights per token (batched
    // `gather` → `gather_nd`)
    let moe: Vec<Tensor> = main_args(&model("stablehlo/corpus/moe_dense.mlir"))
        .into_iter()
        .map(|(dt, shape)| {
            let n = shape.iter().product();
            t(dt, &shape, &rand(n, 1.0))
        })
        .collect();
    cases.push(("moe_dense", moe, 1e-5));
    // random: jax's threefry (unrolled `while`, u32 shifts, xor, bitcast)
    // and `normal` through `erf_inv`, from two keys
    for key in [[0.0, 42.0], [123_456_789.0, 4_000_000_000.0]] {
        cases.push(("random", vec![t(DType::U32, &[2], &key)], 1e-5));
    }
    for (k, (name, args, tol)) in cases.into_iter().enumerate() {
        let path = model("stablehlo/corpus").join(format!("{name}.mlir"));
        let text = std::fs::read_to_string(&path).unwrap();
        let sig = main_args(&path);
        assert_eq!(sig.len(), args.len(), "{name}");
        for (a, (dt, shape)) in args.iter().zip(&sig) {
            assert_eq!((&a.dtype, &a.shape), (dt, shape), "{name}");
        }
        compare_with_iree(&format!("{name}_{k}"), &text, &args, tol);
    }
}

fn check_with_iree(stem: &str, text: &str, args: &[Tensor]) {
    compare_with_iree(stem, text, args, 0.0);
}

/// Run `text` with IREE (llvm-cpu) and the interpreter on `args`; outputs
/// must agree: bit for bit when `tol` is 0 (NaN matching NaN), else within
/// `tol` of the largest magnitude of each output.
fn compare_with_iree(stem: &str, text: &str, args: &[Tensor], tol: f64) {
    let ours = interpret(text, args);
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("stablehlo-exec");
    std::fs::create_dir_all(&dir).unwrap();
    let base = dir.join(stem);
    let src = base.with_extension("mlir");
    std::fs::write(&src, text).unwrap();
    let vmfb = base.with_extension("vmfb");
    let out = Command::new(iree("iree-compile"))
        .arg(&src)
        .args([
            "--iree-input-type=stablehlo",
            "--iree-hal-target-backends=llvm-cpu",
            "--iree-llvmcpu-target-cpu=generic",
            "-o",
        ])
        .arg(&vmfb)
        .output()
        .expect("running iree-compile (set HETC_IREE_BIN; scripts/test.sh makes the venv)");
    assert!(
        out.status.success(),
        "{stem}: iree-compile failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut cmd = Command::new(iree("iree-run-module"));
    cmd.arg(format!("--module={}", vmfb.display()))
        .args(["--device=local-sync", "--function=main"]);
    for (k, a) in args.iter().enumerate() {
        let p = base.with_extension(format!("in{k}.npy"));
        std::fs::write(&p, npy(a)).unwrap();
        cmd.arg(format!("--input=@{}", p.display()));
    }
    let outs: Vec<PathBuf> = (0..ours.len())
        .map(|i| base.with_extension(format!("out{i}.npy")))
        .collect();
    for o in &outs {
        cmd.arg(format!("--output=@{}", o.display()));
    }
    let out = cmd.output().expect("running iree-run-module");
    assert!(
        out.status.success(),
        "{stem}: iree-run-module failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    for (i, (o, mine)) in outs.iter().zip(&ours).enumerate() {
        let theirs = read_npy(o);
        assert_eq!(theirs.len(), mine.data.len(), "{stem} result {i}");
        if tol == 0.0 {
            assert_exact(
                mine,
                &theirs,
                &format!("{stem} result {i} (interpreter vs IREE)"),
            );
        } else {
            let nans = |v: &[f64]| v.iter().map(|x| x.is_nan()).collect::<Vec<_>>();
            assert_eq!(
                nans(&mine.data),
                nans(&theirs),
                "{stem} result {i}: NaNs differ: {:?} vs {theirs:?}",
                mine.data
            );
            // infinities must agree exactly, finite values to `tol`
            for (a, b) in mine.data.iter().zip(&theirs) {
                if a.is_infinite() || b.is_infinite() {
                    assert_eq!(a, b, "{stem} result {i}: {:?} vs {theirs:?}", mine.data);
                }
            }
            let finite = |x: &&f64| x.is_finite();
            let scale = theirs
                .iter()
                .filter(finite)
                .fold(0.0f64, |m, x| m.max(x.abs()))
                .max(1e-30);
            let err = mine
                .data
                .iter()
                .zip(&theirs)
                .filter(|(a, b)| a.is_finite() && b.is_finite())
                .map(|(a, b)| (a - b).abs())
                .fold(0.0f64, f64::max);
            println!(
                "{stem} result {i}: max |diff| {err:.2e}, {:.2e} of max |x| {scale:.3}",
                err / scale
            );
            assert!(
                err <= tol * scale,
                "{stem} result {i}: max |diff| {err:e} vs max |x| {scale:e}"
            );
        }
    }
}

/// `iree-compile` / `iree-run-module`: in `$HETC_IREE_BIN`, else next to
/// `$HETC_PYTHON`, else on `PATH`.
fn iree(tool: &str) -> PathBuf {
    if let Ok(d) = std::env::var("HETC_IREE_BIN") {
        return Path::new(&d).join(tool);
    }
    if let Ok(p) = std::env::var("HETC_PYTHON") {
        if let Some(dir) = Path::new(&p).parent() {
            return dir.join(tool);
        }
    }
    PathBuf::from(tool)
}

/// numpy `.npy` bytes of a tensor.
fn npy(a: &Tensor) -> Vec<u8> {
    let arr = hetc_session::tensor_io::Array::new(
        "a",
        a.shape.iter().map(|&d| d as u64).collect(),
        a.to_data(),
    )
    .unwrap();
    hetc_session::tensor_io::npy_bytes(&arr).unwrap()
}

/// Elements of a `.npy` file as f64s.
fn read_npy(path: &Path) -> Vec<f64> {
    let b = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    hetc_session::tensor_io::parse_npy("a", &b)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .data
        .to_f64s()
}
