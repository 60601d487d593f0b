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

/// numpy writes an `.npz` (compressed) and the same arrays as JSON; both
/// read the same here; the `.npz` written here reads back in numpy equal
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
}
if sys.argv[2] == "write":
    np.savez_compressed(d + "/theirs.npz", **arrays)
    def val(x):
        if isinstance(x, float) and not np.isfinite(x):
            return "nan" if np.isnan(x) else ("inf" if x > 0 else "-inf")
        return x
    names = {"f64": "f64", "f32": "f32", "f16": "f16", "i64": "i64", "u64": "u64",
             "i8": "i8", "u16": "u16", "bool": "bool", "scalar": "i32"}
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
    for (engine, out) in [("jit", "out.json"), ("reference", "out.npz")] {
        let out = tmp(&format!("{engine}-{out}"));
        let mut args = vec![
            "eval",
            m.to_str().unwrap(),
            "--input",
            io.to_str().unwrap(),
            "--output",
            out.to_str().unwrap(),
        ];
        if engine == "reference" {
            args.push("--reference");
        }
        let (code, _, err) = hetc(&args);
        assert_eq!(code, 0, "{engine}: {err}");
        let got = tensor_io::read_file(&out).unwrap();
        assert_eq!(got.len(), want_out.len());
        for (g, w) in got.iter().zip(&want_out) {
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
