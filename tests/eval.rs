//! `hetc eval`: one-process evaluation against onnxruntime, symbolic dims
//! bound from the inputs, and the tensor files (JSON and numpy `.npz`)
//! round-tripping every element type exactly — checked against numpy.

use crate::common::{hetc, model, reference_io_dir, root};
use hetc_ir::{DType, TensorData};
use hetc_session::tensor_io::{self, Array};
use std::path::PathBuf;
use std::process::Command;
use std::sync::Arc;

fn tmp(name: &str) -> PathBuf {
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("eval");
    std::fs::create_dir_all(&d).unwrap();
    d.join(name)
}

fn arr(name: &str, shape: &[u64], data: TensorData) -> Array {
    Array::new(name, shape.to_vec(), data).unwrap()
}

fn raw(dtype: DType, bytes: Vec<u8>) -> TensorData {
    TensorData {
        dtype,
        bytes: Arc::new(bytes),
    }
}

/// One array of every element type, with its type's extremes, NaN,
/// infinities, negative zero and subnormals where it has them.
fn every_dtype() -> Vec<Array> {
    let le = |v: &[u64], w: usize| -> Vec<u8> {
        v.iter()
            .flat_map(|x| x.to_le_bytes()[..w].to_vec())
            .collect()
    };
    vec![
        arr(
            "f64",
            &[2, 3],
            TensorData::from_f64s(
                DType::F64,
                &[
                    f64::MAX,
                    f64::MIN_POSITIVE / 4.0,
                    -0.0,
                    f64::NAN,
                    f64::NEG_INFINITY,
                    0.1,
                ],
            ),
        ),
        arr(
            "f32",
            &[5],
            TensorData::from_f32s(&[f32::MAX, 1e-45, -0.0, f32::INFINITY, 0.1]),
        ),
        // f16: max, smallest subnormal, -0, NaN, 1/3 rounded
        arr(
            "f16",
            &[5],
            raw(DType::F16, le(&[0x7bff, 0x0001, 0x8000, 0x7e00, 0x3555], 2)),
        ),
        arr(
            "bf16",
            &[3],
            raw(DType::BF16, le(&[0x7f7f, 0x0001, 0x3eab], 2)),
        ),
        arr(
            "i64",
            &[3],
            TensorData::from_i64s(&[i64::MIN, i64::MAX, -1]),
        ),
        arr(
            "i32",
            &[2],
            raw(
                DType::I32,
                le(&[i32::MIN as u32 as u64, i32::MAX as u64], 4),
            ),
        ),
        arr("i16", &[2], raw(DType::I16, le(&[0x8000, 0x7fff], 2))),
        arr("i8", &[3], raw(DType::I8, vec![0x80, 0x7f, 0xff])),
        arr(
            "u64",
            &[2],
            raw(DType::U64, le(&[u64::MAX, (1 << 53) + 1], 8)),
        ),
        arr("u32", &[1], raw(DType::U32, le(&[u32::MAX as u64], 4))),
        arr("u16", &[1], raw(DType::U16, le(&[u16::MAX as u64], 2))),
        arr("u8", &[2, 1], raw(DType::U8, vec![0, 255])),
        arr("bool", &[2], raw(DType::Bool, vec![1, 0])),
        arr("scalar", &[], TensorData::from_i64s(&[7])),
        arr("empty", &[0, 3], TensorData::from_f32s(&[])),
    ]
}

#[test]
fn tensor_files_round_trip_every_dtype_exactly() {
    let all = every_dtype();
    let json = tmp("all.json");
    tensor_io::write_file(&json, "outputs", &all).unwrap();
    assert_eq!(tensor_io::read_file(&json).unwrap(), all);
    // bf16 has no numpy type: .npz refuses it by name.
    let npz = tmp("all.npz");
    let _ = std::fs::remove_file(&npz);
    let e = tensor_io::write_file(&npz, "outputs", &all).unwrap_err();
    assert!(e.to_string().contains("bf16") && !npz.exists(), "{e}");
    let numpy: Vec<Array> = all.into_iter().filter(|a| a.name != "bf16").collect();
    tensor_io::write_file(&npz, "outputs", &numpy).unwrap();
    assert_eq!(tensor_io::read_file(&npz).unwrap(), numpy);
    // Malformed files are errors naming the file.
    for (name, bytes) in [
        ("bad.json", &b"{\"inputs\": [{\"name\": \"x\", \"dtype\": \"u8\", \"shape\": [1], \"data\": [256]}]}"[..]),
        ("bad2.json", b"{\"inputs\": [{\"name\": \"x\", \"dtype\": \"f32\", \"shape\": [2], \"data\": [1]}]}"),
        ("bad.npz", b"PK\x03\x04 not really"),
    ] {
        let p = tmp(name);
        std::fs::write(&p, bytes).unwrap();
        let e = tensor_io::read_file(&p).unwrap_err().to_string();
        assert!(e.contains(name), "{e}");
    }
}

/// numpy writes an `.npz` (compressed; two arrays column-major, as numpy
/// saves transposed views) and the same arrays as JSON; both read the same
/// here; the `.npz` written here reads back in numpy equal
/// to its arrays.
#[test]
fn npz_files_agree_with_numpy() {
    let python = std::env::var("HETC_PYTHON").unwrap_or_else(|_| "python3".into());
    let dir = tmp("numpy");
    std::fs::create_dir_all(&dir).unwrap();
    let script = r#"
import json, sys, numpy as np
d = sys.argv[1]
arrays = {
    "f64": np.array([[1.5, -0.0, np.nan], [np.inf, 1e-310, 0.1]]),
    "f32": np.array([0.1, -3.4e38, 1e-45], dtype=np.float32),
    "f16": np.array([65504, 6e-8, -0.0], dtype=np.float16),
    "i64": np.array([-2**63, 2**63 - 1], dtype=np.int64),
    "u64": np.array([2**64 - 1, 2**53 + 1], dtype=np.uint64),
    "i8": np.array([[-128], [127]], dtype=np.int8),
    "u16": np.array([65535], dtype=np.uint16),
    "bool": np.array([True, False, True]),
    "scalar": np.array(3, dtype=np.int32),
    # Transposed views: numpy saves them column-major (fortran_order).
    "f32_t": np.arange(24, dtype=np.float32).reshape(2, 3, 4).T,
    "u8_t": np.asfortranarray(np.arange(6, dtype=np.uint8).reshape(2, 3)),
}
assert arrays["f32_t"].flags.f_contiguous and not arrays["f32_t"].flags.c_contiguous
if sys.argv[2] == "write":
    np.savez_compressed(d + "/theirs.npz", **arrays)
    def val(x):
        if isinstance(x, float) and not np.isfinite(x):
            return "nan" if np.isnan(x) else ("inf" if x > 0 else "-inf")
        return x
    names = {"f64": "f64", "f32": "f32", "f16": "f16", "i64": "i64", "u64": "u64",
             "i8": "i8", "u16": "u16", "bool": "bool", "scalar": "i32",
             "f32_t": "f32", "u8_t": "u8"}
    doc = {"inputs": [{"name": k, "dtype": names[k], "shape": list(a.shape),
                       "data": [val(x) for x in a.reshape(-1).tolist()]} for k, a in arrays.items()]}
    json.dump(doc, open(d + "/theirs.json", "w"))
else:
    ours = np.load(d + "/ours.npz")
    assert list(ours.keys()) == list(arrays.keys()), list(ours.keys())
    for k, a in arrays.items():
        b = ours[k]
        assert b.dtype == a.dtype and b.shape == a.shape, (k, b.dtype, b.shape)
        assert a.tobytes() == b.tobytes(), (k, a, b)
    print("ok")
"#;
    let run = |mode: &str| {
        let out = Command::new(&python)
            .args(["-c", script, dir.to_str().unwrap(), mode])
            .output()
            .unwrap_or_else(|e| panic!("{python}: {e}"));
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    run("write");
    let from_npz = tensor_io::read_file(&dir.join("theirs.npz")).unwrap();
    let from_json = tensor_io::read_file(&dir.join("theirs.json")).unwrap();
    assert_eq!(from_npz, from_json);
    tensor_io::write_file(&dir.join("ours.npz"), "outputs", &from_npz).unwrap();
    assert_eq!(run("check").trim(), "ok");
}

/// `hetc eval MODEL --input INPUT --output OUT` on `engine` (`jit` or
/// `reference`), which must succeed.
fn eval_ok(m: &std::path::Path, input: &std::path::Path, out: &std::path::Path, engine: &str) {
    let mut args = vec![
        "eval",
        m.to_str().unwrap(),
        "--input",
        input.to_str().unwrap(),
        "--output",
        out.to_str().unwrap(),
    ];
    if engine == "reference" {
        args.push("--reference");
    }
    let (code, _, err) = hetc(&args);
    assert_eq!(code, 0, "{engine}: {err}");
}

/// `hetc eval MODEL --input INPUT` on the JIT (written to `outs[0]`) and
/// on the reference interpreter (`outs[1]`): each output, in order, within
/// 1e-4 (relative to its scale) of `want`.
fn evals_match(m: &std::path::Path, input: &std::path::Path, want: &[Array], outs: [PathBuf; 2]) {
    for (engine, out) in ["jit", "reference"].into_iter().zip(outs) {
        eval_ok(m, input, &out, engine);
        let got = tensor_io::read_file(&out).unwrap();
        assert_eq!(got.len(), want.len());
        for (g, w) in got.iter().zip(want) {
            assert_eq!(g.name, w.name);
            let e = rel_err(g, w);
            eprintln!(
                "eval {engine} vs onnxruntime: {}: max rel err {e:.2e}",
                g.name
            );
            assert!(e < 1e-4, "{engine}: {}: {e}", g.name);
        }
    }
}

/// max |a − b| / max |b| over two arrays of the same shape.
fn rel_err(a: &Array, b: &Array) -> f64 {
    assert_eq!((a.dtype(), &a.shape), (b.dtype(), &b.shape), "{}", a.name);
    let (x, y) = (a.data.to_f64s(), b.data.to_f64s());
    let scale = y.iter().fold(0.0f64, |m, v| m.max(v.abs())).max(1e-30);
    x.iter()
        .zip(&y)
        .map(|(p, q)| (p - q).abs())
        .fold(0.0, f64::max)
        / scale
}

#[test]
fn eval_matches_onnxruntime_with_dims_bound_from_the_inputs() {
    // gpt2-tiny: inputs [batch, sequence] given as [2, 8]; onnxruntime's
    // outputs from reference_io.py. No --bind: the dims come from the
    // input's shape.
    let io = reference_io_dir().join("gpt2-tiny.io.json");
    let want = tensor_io::read_file(&io).unwrap();
    let doc: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&io).unwrap()).unwrap();
    let want_out = tensor_io::from_json(&serde_json::json!({"outputs": doc["outputs"]})).unwrap();
    assert!(!want.is_empty() && !want_out.is_empty());
    let m = model("gpt2-tiny.onnx");
    evals_match(
        &m,
        &io,
        &want_out,
        [tmp("jit-out.json"), tmp("reference-out.npz")],
    );
}

/// A Paddle2ONNX-style model (`symbolic_shapes.py unknown-dims`: every
/// unknown dim `?`, one unset, one `-1`; a reshape's `-1` over them, a
/// concat that ties a symbol to another input's extents) runs through
/// `hetc eval` with each dim bound from its own tensor dim (no `--bind`),
/// within 1e-4 of onnxruntime on both engines. Imported unbound, its
/// output extents are the exact quotients and bind to onnxruntime's
/// shapes.
#[test]
fn eval_binds_each_unknown_dim_from_its_tensor() {
    let python = std::env::var("HETC_PYTHON").unwrap_or_else(|_| "python3".into());
    let dir = tmp("unknown-dims");
    let out = Command::new(&python)
        .arg(root().join("examples/models/symbolic_shapes.py"))
        .arg("unknown-dims")
        .arg(&dir)
        .output()
        .unwrap_or_else(|e| panic!("{python}: {e}"));
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let (m, input) = (dir.join("unknown_dims.onnx"), dir.join("inputs.npz"));
    let want = tensor_io::read_file(&dir.join("ort.npz")).unwrap();
    assert_eq!(want.len(), 4);
    evals_match(
        &m,
        &input,
        &want,
        [dir.join("jit-out.npz"), dir.join("reference-out.npz")],
    );
    let imp = hetc_frontends::onnx::import_file(&m, &Default::default()).unwrap();
    let g = &imp.graph;
    let shapes: Vec<String> = g.outputs.iter().map(|&v| g.ty(v).to_string()).collect();
    assert_eq!(
        shapes,
        [
            "f32[quot(x_dim0*x_dim1, 4), 16, y_dim2 + 128]",
            "f32[z_dim0, quot(512*x_dim0*x_dim1, z_dim0)]",
            "f32[z_dim1, z_dim0]",
            "f32[1, z_dim0*z_dim1 + 1]",
        ]
    );
    let dims = [("x", [2u64, 6]), ("y", [3, 16]), ("z", [4, 7])];
    let mut b: std::collections::BTreeMap<String, u64> = dims
        .iter()
        .flat_map(|(n, d)| (0..2).map(move |i| (format!("{n}_dim{i}"), d[i])))
        .collect();
    b.insert("y_dim2".into(), 40);
    let bound = g.bind(&b).unwrap();
    for (&v, w) in bound.outputs.iter().zip(&want) {
        assert_eq!(
            bound.ty(v).fixed_dims().as_ref(),
            Some(&w.shape),
            "{}",
            w.name
        );
    }
}

#[test]
fn eval_errors_name_the_input_and_the_fix() {
    let io = reference_io_dir().join("gpt2-tiny.io.json");
    let inputs = tensor_io::read_file(&io).unwrap();
    let m = model("gpt2-tiny.onnx");
    let out = tmp("err-out.json");
    let write = |name: &str, arrays: &[Array]| {
        let p = tmp(name);
        tensor_io::write_file(&p, "inputs", arrays).unwrap();
        p
    };
    let ids = &inputs[0];
    let as_i32 = arr(
        &ids.name,
        &ids.shape,
        TensorData::from_f64s(DType::I32, &ids.data.to_f64s()),
    );
    let extra = arr("bogus", &[1], TensorData::from_f32s(&[1.0]));
    let cases: Vec<(Vec<Array>, Vec<&str>, Vec<&str>)> = vec![
        (vec![], vec![], vec!["is not given", &ids.name]),
        (vec![as_i32], vec![], vec!["i32", "i64"]),
        (
            vec![ids.clone(), extra],
            vec![],
            vec!["\"bogus\" is not an input"],
        ),
        (
            vec![ids.clone()],
            vec!["--bind", "batch=3"],
            vec!["batch=3", "is 2 in the tensor given"],
        ),
    ];
    for (i, (arrays, extra_args, want)) in cases.into_iter().enumerate() {
        let _ = std::fs::remove_file(&out);
        let p = write(&format!("err-{i}.json"), &arrays);
        let mut args = vec![
            "eval",
            m.to_str().unwrap(),
            "--input",
            p.to_str().unwrap(),
            "--output",
            out.to_str().unwrap(),
        ];
        args.extend(extra_args);
        let (code, _, err) = hetc(&args);
        assert_eq!(code, 1, "case {i}");
        assert!(!err.contains("panicked"), "{err}");
        for w in want {
            assert!(err.contains(w), "case {i}: want {w:?} in {err}");
        }
        assert!(!out.exists(), "case {i}: an output was written");
    }
    let _ = root();
}

/// A node: (op, inputs, output, integer attributes; `axes` a list).
type Node<'a> = (&'a str, &'a [&'a str], &'a str, &'a [(&'a str, i64)]);

/// A one-node-per-output ONNX model (opset 17) built with the protobuf
/// types: `inputs` and `outputs` as (name, ONNX element type, shape),
/// nodes as (op, inputs, output, integer attributes).
fn onnx_model(
    inputs: &[(&str, i32, &[i64])],
    outputs: &[(&str, i32, &[i64])],
    nodes: &[Node],
) -> Vec<u8> {
    use onnx_protobuf::tensor_shape_proto::{dimension, Dimension};
    use onnx_protobuf::*;
    use protobuf::{Message, MessageField};
    let vi = |(name, elem, shape): &(&str, i32, &[i64])| ValueInfoProto {
        name: name.to_string(),
        type_: MessageField::some(TypeProto {
            value: Some(type_proto::Value::TensorType(type_proto::Tensor {
                elem_type: *elem,
                shape: MessageField::some(TensorShapeProto {
                    dim: shape
                        .iter()
                        .map(|&d| Dimension {
                            value: Some(dimension::Value::DimValue(d)),
                            ..Default::default()
                        })
                        .collect(),
                    ..Default::default()
                }),
                ..Default::default()
            })),
            ..Default::default()
        }),
        ..Default::default()
    };
    let node = |(op, ins, out, attrs): &Node| NodeProto {
        op_type: op.to_string(),
        name: out.to_string(),
        input: ins.iter().map(|s| s.to_string()).collect(),
        output: vec![out.to_string()],
        attribute: attrs
            .iter()
            .map(|(k, v)| {
                let mut a = AttributeProto {
                    name: k.to_string(),
                    ..Default::default()
                };
                if *k == "axes" {
                    a.ints = vec![*v];
                    a.type_ = attribute_proto::AttributeType::INTS.into();
                } else {
                    a.i = *v;
                    a.type_ = attribute_proto::AttributeType::INT.into();
                }
                a
            })
            .collect(),
        ..Default::default()
    };
    ModelProto {
        ir_version: 8,
        opset_import: vec![OperatorSetIdProto {
            version: 17,
            ..Default::default()
        }],
        graph: MessageField::some(GraphProto {
            name: "g".into(),
            node: nodes.iter().map(node).collect(),
            input: inputs.iter().map(vi).collect(),
            output: outputs.iter().map(vi).collect(),
            ..Default::default()
        }),
        ..Default::default()
    }
    .write_to_bytes()
    .unwrap()
}

/// Unsigned integers compare, divide, take remainders, reduce, convert
/// and widen as unsigned on the MLIR JIT (and the reference interpreter):
/// u8 200 > 100, u32 3e9 > 1 — values a signed lowering reads as negative
/// — and a u64 min-reduction starts from u64::MAX. (`hetc eval` carries
/// tensors as f64, so u64 values beyond 2^53 are out of its reach.)
/// Expected values worked out by hand.
#[test]
fn unsigned_integers_are_unsigned_on_the_jit() {
    const F32: i32 = 1;
    const U8: i32 = 2;
    const I32: i32 = 6;
    const I64: i32 = 7;
    const BOOL: i32 = 9;
    const U32: i32 = 12;
    const U64: i32 = 13;
    let v4: &[i64] = &[4];
    let v2: &[i64] = &[2];
    let s: &[i64] = &[];
    let mut outputs: Vec<(&str, i32, &[i64])> = Vec::new();
    let mut nodes: Vec<Node> = Vec::new();
    for (w, ab, elem) in [("8", &["a8", "b8"], U8), ("32", &["a32", "b32"], U32)] {
        let ab: &[&str] = ab;
        for (op, out) in [
            ("Less", "lt"),
            ("Greater", "gt"),
            ("Max", "max"),
            ("Min", "min"),
            ("Div", "div"),
            ("Mod", "mod"),
        ] {
            let name: &'static str = Box::leak(format!("{out}{w}").into_boxed_str());
            let ty = if matches!(op, "Less" | "Greater") {
                BOOL
            } else {
                elem
            };
            outputs.push((name, ty, v4));
            nodes.push((op, ab, name, &[]));
        }
    }
    let keep0: &[(&str, i64)] = &[("axes", 0), ("keepdims", 0)];
    outputs.extend([
        ("sign8", U8, v4),
        ("rmax32", U32, s),
        ("rmin32", U32, s),
        ("rmax64", U64, s),
        ("rmin64", U64, s),
        ("f32of32", F32, v4),
        ("i64of32", I64, v4),
        ("i32of8", I32, v4),
        ("u8off", U8, v4),
    ]);
    nodes.extend([
        ("Sign", &["a8"][..], "sign8", &[][..]),
        ("ReduceMax", &["a32"], "rmax32", keep0),
        ("ReduceMin", &["a32"], "rmin32", keep0),
        ("ReduceMax", &["a64"], "rmax64", keep0),
        ("ReduceMin", &["a64"], "rmin64", keep0),
        ("Cast", &["a32"], "f32of32", &[("to", F32 as i64)]),
        ("Cast", &["a32"], "i64of32", &[("to", I64 as i64)]),
        ("Cast", &["a8"], "i32of8", &[("to", I32 as i64)]),
        ("Cast", &["f"], "u8off", &[("to", U8 as i64)]),
    ]);
    let bytes = onnx_model(
        &[
            ("a8", U8, v4),
            ("b8", U8, v4),
            ("a32", U32, v4),
            ("b32", U32, v4),
            ("a64", U64, v2),
            ("f", F32, v4),
        ],
        &outputs,
        &nodes,
    );
    let m = tmp("unsigned.onnx");
    std::fs::write(&m, bytes).unwrap();
    let input = tmp("unsigned.in.json");
    let doc = serde_json::json!({"inputs": [
        {"name": "a8", "dtype": "u8", "shape": [4], "data": [200, 100, 255, 0]},
        {"name": "b8", "dtype": "u8", "shape": [4], "data": [100, 200, 7, 129]},
        {"name": "a32", "dtype": "u32", "shape": [4], "data": [3000000000u64, 1, 4294967295u64, 2147483648u64]},
        {"name": "b32", "dtype": "u32", "shape": [4], "data": [1, 3000000000u64, 65536, 2147483647]},
        {"name": "a64", "dtype": "u64", "shape": [2], "data": [7, 5]},
        {"name": "f", "dtype": "f32", "shape": [4], "data": [200.0, 255.0, 0.5, 130.9]},
    ]});
    std::fs::write(&input, doc.to_string()).unwrap();
    // By hand: a8 vs b8 = (200, 100), (100, 200), (255, 7), (0, 129);
    // 255 / 7 = 36 rem 3. a32 vs b32 = (3e9, 1), (1, 3e9),
    // (2^32 − 1, 2^16): 65535 rem 65535, (2^31, 2^31 − 1): 1 rem 1.
    // f32(2^32 − 1) rounds to 2^32; float → u8 truncates.
    let want: &[(&str, serde_json::Value)] = &[
        // booleans are written 0/1
        ("lt8", serde_json::json!([0, 1, 0, 1])),
        ("gt8", serde_json::json!([1, 0, 1, 0])),
        ("max8", serde_json::json!([200, 200, 255, 129])),
        ("min8", serde_json::json!([100, 100, 7, 0])),
        ("div8", serde_json::json!([2, 0, 36, 0])),
        ("mod8", serde_json::json!([0, 100, 3, 0])),
        ("lt32", serde_json::json!([0, 1, 0, 0])),
        ("gt32", serde_json::json!([1, 0, 1, 1])),
        (
            "max32",
            serde_json::json!([3000000000u64, 3000000000u64, 4294967295u64, 2147483648u64]),
        ),
        ("min32", serde_json::json!([1, 1, 65536, 2147483647])),
        ("div32", serde_json::json!([3000000000u64, 0, 65535, 1])),
        ("mod32", serde_json::json!([0, 1, 65535, 1])),
        ("sign8", serde_json::json!([1, 1, 1, 0])),
        ("rmax32", serde_json::json!([4294967295u64])),
        ("rmin32", serde_json::json!([1])),
        // a signed min seeded with u64::MAX (all ones, −1 signed) gives −1
        ("rmax64", serde_json::json!([7])),
        ("rmin64", serde_json::json!([5])),
        (
            "f32of32",
            serde_json::json!([3000000000.0, 1.0, 4294967296.0, 2147483648.0]),
        ),
        (
            "i64of32",
            serde_json::json!([3000000000u64, 1, 4294967295u64, 2147483648u64]),
        ),
        ("i32of8", serde_json::json!([200, 100, 255, 0])),
        ("u8off", serde_json::json!([200, 255, 0, 130])),
    ];
    for engine in ["jit", "reference"] {
        let out = tmp(&format!("unsigned.{engine}.json"));
        eval_ok(&m, &input, &out, engine);
        let got: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&out).unwrap()).unwrap();
        for (name, w) in want {
            let g = got["outputs"]
                .as_array()
                .unwrap()
                .iter()
                .find(|o| o["name"] == *name)
                .unwrap_or_else(|| panic!("{engine}: no output {name}"));
            // Integers exactly (u64 beyond 2^53 too), floats by value.
            let same = |a: &serde_json::Value, b: &serde_json::Value| match (a.as_u64(), b.as_u64())
            {
                (Some(x), Some(y)) => x == y,
                _ => a.as_f64() == b.as_f64(),
            };
            let (g, w) = (g["data"].as_array().unwrap(), w.as_array().unwrap());
            assert!(
                g.len() == w.len() && g.iter().zip(w).all(|(a, b)| same(a, b)),
                "{engine}: {name}: got {g:?}, want {w:?}"
            );
        }
    }
}

/// An op the importer keeps on trust (unknown, its output typed by the
/// model) warns; when the run then fails, the warning still reaches the
/// user, before the error, since it explains it.
#[test]
fn eval_prints_the_importers_warnings_when_it_fails() {
    const F32: i32 = 1;
    let v2: &[i64] = &[2];
    let bytes = onnx_model(
        &[("x", F32, v2)],
        &[("y", F32, v2)],
        &[("FancyOp", &["x"], "y", &[])],
    );
    let m = tmp("fancy.onnx");
    std::fs::write(&m, bytes).unwrap();
    let input = tmp("fancy-in.json");
    let x = arr("x", &[2], TensorData::from_f32s(&[1.0, 2.0]));
    tensor_io::write_file(&input, "inputs", &[x]).unwrap();
    let out = tmp("fancy-out.json");
    let (code, _, err) = hetc(&[
        "eval",
        m.to_str().unwrap(),
        "--input",
        input.to_str().unwrap(),
        "--output",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, 1, "{err}");
    let warn = err.find("warning: node \"y\": unsupported op FancyOp");
    let error = err.find("error: ");
    assert!(
        matches!((warn, error), (Some(w), Some(e)) if w < e),
        "{err}"
    );
}
