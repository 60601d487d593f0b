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
    let shapes = |path: &Path| -> Vec<(DType, Vec<usize>)> {
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
                e => panic!("{e}"),
            };
            out.push((dt, dims.iter().map(|d| d.parse().unwrap()).collect()));
        }
        out
    };
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
            let scale = theirs.iter().fold(0.0f64, |m, x| m.max(x.abs())).max(1e-30);
            let err = mine
                .data
                .iter()
                .zip(&theirs)
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
