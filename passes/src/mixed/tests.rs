use super::*;
use hetc_ir::{parse_graph, OpData};

fn parse(text: &str) -> Graph {
    let g = parse_graph(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    verify(&g).unwrap_or_else(|e| panic!("{e}"));
    g
}

/// The op named `name` and its result's element type.
fn op<'g>(g: &'g Graph, name: &str) -> (&'g OpData, DType) {
    let (_, d) = g
        .ops_in_order()
        .find(|(_, d)| d.name == name)
        .unwrap_or_else(|| panic!("no op {name}"));
    (d, g.ty(d.outputs[0]).dtype)
}

/// The casts of `g`: (operand type, result type).
fn casts(g: &Graph) -> Vec<(DType, DType)> {
    g.ops_in_order()
        .filter(|(_, d)| d.kind == OpKind::Cast)
        .map(|(_, d)| (g.ty(d.inputs[0]).dtype, g.ty(d.outputs[0]).dtype))
        .collect()
}

/// A GEMM with bias, scaled by a constant, layer-normalised, tanh, and a
/// GEMM with the transposed weight.
const BLOCK: &str = r#"graph "block" {
  input v0 "x" : f32[2, 8]
  param v1 "w" : f32[8, 4]
  param v2 "b" : f32[4]
  param v3 "g" : f32[4]
  const v4 "half" : f32[] = [0.5]
  op0 "mm": v5 = matmul(v0, v1) : f32[2, 4]
  op1 "bias": v6 = add(v5, v2) : f32[2, 4]
  op2 "scale": v7 = mul(v6, v4) : f32[2, 4]
  op3 "ln": v8 = layer_norm(v7, v3, v2) {axis = 1, epsilon = 1e-5} : f32[2, 4]
  op4 "act": v9 = tanh(v8) : f32[2, 4]
  op5 "wt": v10 = transpose(v1) {perm = [1, 0]} : f32[4, 8]
  op6 "mm2": v11 = matmul(v9, v10) : f32[2, 8]
  output v11 "y", v9 "h"
}"#;

/// The rules by hand: GEMMs in bf16 (their weights cast once each), the
/// bias add following its activation (the bias cast), the scalar constant
/// re-encoded rather than cast, layer norm in f32 (its operand widened,
/// its weights read as the f32 masters), tanh following the f32 it reads,
/// the transposed weight staying f32 (weak) until the GEMM casts it; the
/// boundary input and both outputs in bf16, `h` through the same cast the
/// second GEMM reads.
#[test]
fn block_follows_the_rules() {
    let g = parse(BLOCK);
    let opts = MixedOptions {
        low: DType::BF16,
        keep_inputs: false,
        keep_outputs: false,
    };
    let m = mixed_precision(&g, &opts).unwrap();
    let bf = DType::BF16;
    assert_eq!(m.ty(m.inputs[0]).dtype, bf);
    for (name, t) in [
        ("mm", bf),
        ("bias", bf),
        ("scale", bf),
        ("ln", DType::F32),
        ("act", DType::F32),
        ("wt", DType::F32),
        ("mm2", bf),
    ] {
        assert_eq!(op(&m, name).1, t, "{name}");
    }
    // The weights stay f32 parameters, in order.
    let params: Vec<_> = m
        .params()
        .map(|v| (m.values[v].name.clone(), m.ty(v).dtype))
        .collect();
    assert_eq!(
        params,
        [
            ("w".into(), DType::F32),
            ("b".into(), DType::F32),
            ("g".into(), DType::F32)
        ]
    );
    // Casts: w and b down, the scaled value up into layer norm, tanh's
    // result and the transposed weight down for the second GEMM.
    let f = DType::F32;
    assert_eq!(casts(&m), [(f, bf), (f, bf), (bf, f), (f, bf), (f, bf)]);
    let (ln, _) = op(&m, "ln");
    assert!(ln.inputs[1..]
        .iter()
        .all(|&v| m.values[v].def == ValueDef::Param));
    // The constant is a bf16 constant, not a cast.
    let (scale, _) = op(&m, "scale");
    assert_eq!(m.values[scale.inputs[1]].def, ValueDef::Const);
    assert_eq!(m.data[&scale.inputs[1]].to_f64s(), [0.5]);
    // Outputs in bf16; `h` is the cast the second GEMM reads.
    assert!(m.outputs.iter().all(|&v| m.ty(v).dtype == bf));
    let (mm2, _) = op(&m, "mm2");
    assert_eq!(m.outputs[1], mm2.inputs[0]);
}

/// The last stage keeps its outputs' types (f16 results widened back to
/// f32) and the first its inputs'.
#[test]
fn kept_inputs_and_outputs() {
    let g = parse(BLOCK);
    let opts = MixedOptions {
        low: DType::F16,
        keep_inputs: true,
        keep_outputs: true,
    };
    let m = mixed_precision(&g, &opts).unwrap();
    assert_eq!(m.ty(m.inputs[0]).dtype, DType::F32);
    assert!(m.outputs.iter().all(|&v| m.ty(v).dtype == DType::F32));
    assert_eq!(op(&m, "mm").1, DType::F16);
    // The input is cast for the GEMM; y widened back.
    let c = casts(&m);
    assert_eq!(c[0], (DType::F32, DType::F16));
    assert_eq!(c.last(), Some(&(DType::F16, DType::F32)));
}

/// An explicit cast to f32 (what the training graphs put before the
/// loss) keeps what follows it in f32; without it the same ops follow the
/// GEMM's bf16.
#[test]
fn an_explicit_f32_cast_keeps_the_loss_in_f32() {
    let g = parse(
        r#"graph "head" {
  input v0 "x" : f32[2, 8]
  param v1 "w" : f32[8, 4]
  op0 "mm": v2 = matmul(v0, v1) : f32[2, 4]
  op1 "e": v3 = exp(v2) : f32[2, 4]
  output v3 "y"
}"#,
    );
    let opts = MixedOptions {
        low: DType::BF16,
        keep_inputs: false,
        keep_outputs: true,
    };
    let plain = mixed_precision(&g, &opts).unwrap();
    assert_eq!(op(&plain, "e").1, DType::BF16);
    let m = mixed_precision(&f32_output(&g, 0).unwrap(), &opts).unwrap();
    // The cast's result is f32 and so is the output.
    assert_eq!(m.ty(m.outputs[0]).dtype, DType::F32);
    assert_eq!(op(&m, "f32 loss input").1, DType::F32);
}

/// Only bf16 and f16 are compute types.
#[test]
fn other_types_are_refused() {
    let g = parse(BLOCK);
    let opts = MixedOptions {
        low: DType::F32,
        keep_inputs: false,
        keep_outputs: false,
    };
    let e = mixed_precision(&g, &opts).unwrap_err().to_string();
    assert!(e.contains("bf16 or f16"), "{e}");
}

/// Resident 16-bit weights: a weight only GEMMs read (`w`) and a bias
/// added to a GEMM's result (`b`) become bf16 parameters read directly,
/// their data rounded to nearest even (bit patterns by hand: 0.1 is
/// 0x3DCCCCCD in f32, 0x3DCD in bf16; 1 + 2⁻⁸ is the tie between 1 and
/// 1 + 2⁻⁷ and goes to the even 1.0; 1 + 3·2⁻⁸ is the tie between
/// 1 + 2⁻⁷ and 1 + 2⁻⁶ and goes to the even 1 + 2⁻⁶ = 0x3F82). A layer
/// norm's scale (`g`, read in f32) stays f32; so does a weight also read
/// by another op (BLOCK's `w` and `b`: a transpose, a layer norm), and
/// the casts those reads need stay.
#[test]
fn weights_only_gemms_read_become_resident() {
    let mut g = parse(
        r#"graph "mlp" {
  input v0 "x" : f32[2, 2]
  param v1 "w" : f32[2, 2]
  param v2 "b" : f32[2]
  param v3 "g" : f32[2]
  op0 "mm": v4 = matmul(v0, v1) : f32[2, 2]
  op1 "bias": v5 = add(v4, v2) : f32[2, 2]
  op2 "ln": v6 = layer_norm(v5, v3) {axis = 1, epsilon = 1e-5} : f32[2, 2]
  output v6 "y"
}"#,
    );
    let (w, b, s) = (
        ValueId::from_u32(1),
        ValueId::from_u32(2),
        ValueId::from_u32(3),
    );
    g.data.insert(
        w,
        TensorData::from_f32s(&[0.1, 1.0, 1.0 + 1.0 / 256.0, 1.0 + 3.0 / 256.0]),
    );
    g.data.insert(b, TensorData::from_f32s(&[0.1, -2.0]));
    g.data.insert(s, TensorData::from_f32s(&[0.1, 3.0]));
    let opts = MixedOptions {
        low: DType::BF16,
        keep_inputs: true,
        keep_outputs: true,
    };
    let m = mixed_precision(&g, &opts).unwrap();
    let (r, names) = resident_low_weights(&m, DType::BF16).unwrap();
    assert_eq!(names, ["w", "b"]);
    let params: Vec<(String, DType)> = r
        .params()
        .map(|v| (r.values[v].name.clone(), r.ty(v).dtype))
        .collect();
    let bf = DType::BF16;
    assert_eq!(
        params,
        [("w".into(), bf), ("b".into(), bf), ("g".into(), DType::F32)]
    );
    let bits = |v: ValueId| -> Vec<u16> {
        r.data[&v]
            .bytes
            .chunks_exact(2)
            .map(|c| u16::from_le_bytes([c[0], c[1]]))
            .collect()
    };
    let p = |n: &str| r.params().find(|&v| r.values[v].name == n).unwrap();
    assert_eq!(bits(p("w")), [0x3DCD, 0x3F80, 0x3F80, 0x3F82]);
    assert_eq!(bits(p("b")), [0x3DCD, 0xC000]);
    assert_eq!(r.data[&p("g")], m.data[&p("g")]);
    // The GEMM and the bias add read the parameters; no parameter is cast.
    assert_eq!(op(&r, "mm").0.inputs[1], p("w"));
    assert_eq!(op(&r, "bias").0.inputs[1], p("b"));
    assert!(r
        .ops_in_order()
        .all(|(_, d)| d.kind != OpKind::Cast || r.values[d.inputs[0]].def != ValueDef::Param));
    // The same ops in the same types otherwise.
    for n in ["mm", "bias", "ln"] {
        assert_eq!(op(&r, n).1, op(&m, n).1, "{n}");
    }
    // BLOCK's weights all have a reader in f32: nothing changes.
    let blk = mixed_precision(
        &parse(BLOCK),
        &MixedOptions {
            low: DType::BF16,
            keep_inputs: false,
            keep_outputs: false,
        },
    )
    .unwrap();
    let (same, none) = resident_low_weights(&blk, DType::BF16).unwrap();
    assert!(none.is_empty());
    assert_eq!(casts(&same), casts(&blk));
    assert!(resident_low_weights(&m, DType::F32).is_err());
}
