//! Hugging Face checkpoints in and out (`--weights`, `--names hf`).
//!
//! The checkpoints are made by `examples/models/hf_checkpoint.py` (random
//! weights in the names, layouts and element types transformers writes)
//! and every expected number comes from that script's NumPy
//! implementation of the architectures (float64, following transformers'
//! GPT2LMHeadModel and LlamaForCausalLM), never from hetc.

use crate::common::{cluster, hetc, root};
use hetc_session::tensor_io;
use std::path::{Path, PathBuf};
use std::process::Command;

fn tmp(tag: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("hetc-it-hf-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// `hf_checkpoint.py ARGS` (Python from `$HETC_PYTHON`).
fn script(args: &[&str]) {
    let python = std::env::var("HETC_PYTHON").unwrap_or_else(|_| "python3".into());
    let out = Command::new(&python)
        .arg(root().join("examples/models/hf_checkpoint.py"))
        .args(args)
        .output()
        .expect("running hf_checkpoint.py (pip install numpy safetensors)");
    assert!(
        out.status.success(),
        "hf_checkpoint.py {args:?}:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// Token ids `[batch, seq]` below `vocab` (seeded), written as `.npz`.
fn ids(path: &Path, batch: u64, seq: u64, vocab: u64, seed: u64) -> Vec<i64> {
    let mut r = crate::common::Rng(seed);
    let v: Vec<i64> = (0..batch * seq)
        .map(|_| (r.next() % vocab) as i64)
        .collect();
    let a = tensor_io::Array::new(
        "input_ids",
        vec![batch, seq],
        hetc_ir::TensorData::from_i64s(&v),
    )
    .unwrap();
    tensor_io::write_file(path, "inputs", &[a]).unwrap();
    v
}

/// The `logits` of an `.npz` as f64.
fn logits(path: &Path) -> Vec<f64> {
    let all = tensor_io::read_file(path).unwrap();
    let a = all.iter().find(|a| a.name == "logits").expect("logits");
    a.data.to_f64s()
}

fn max_diff(a: &[f64], b: &[f64]) -> f64 {
    assert_eq!(a.len(), b.len());
    a.iter()
        .zip(b)
        .map(|(x, y)| (x - y).abs())
        .fold(0.0, f64::max)
}

/// The reference's logits of the checkpoint `weights` (default: the one in
/// `model`) on `ids`.
fn reference(model: &Path, weights: Option<&Path>, ids: &Path, out: &Path) -> Vec<f64> {
    let mut a = vec![
        "forward",
        "--model",
        s(model),
        "--ids",
        s(ids),
        "--out",
        s(out),
    ];
    if let Some(w) = weights {
        a.extend(["--weights", s(w)]);
    }
    script(&a);
    logits(out)
}

/// `hetc eval CONFIG --weights W` on `ids`.
fn hetc_logits(config: &Path, weights: &Path, ids: &Path, out: &Path) -> Vec<f64> {
    let (code, _, err) = hetc(&[
        "eval",
        s(config),
        "--weights",
        s(weights),
        "--input",
        s(ids),
        "--output",
        s(out),
    ]);
    assert_eq!(code, 0, "{err}");
    logits(out)
}

/// GPT-2 and LLaMA checkpoints as transformers writes them — GPT-2's fused
/// `c_attn` in Conv1D `[in, out]` layout with and without the
/// `transformer.` prefix (the published gpt2 checkpoint has none) and its
/// mask buffers; LLaMA's `[out, in]` projections with grouped-query and
/// multi-query attention, a non-default `rope_theta`, tied and untied
/// heads, transformers 5's `rope_parameters`; Mixtral's per-expert `w1`,
/// `w2`, `w3` and router with top-2 and top-3 routing; f32, bf16 and f16,
/// whole and sharded — give the reference's logits through `hetc eval
/// --weights`.
#[test]
fn hf_checkpoints_run_as_the_reference_computes_them() {
    let d = tmp("eval");
    let gpt2 = [
        "--family", "gpt2", "--layers", "2", "--hidden", "64", "--heads", "4",
    ];
    let gpt2 = [&gpt2[..], &["--vocab", "96", "--positions", "32"]].concat();
    let llama = [
        "--family", "llama", "--layers", "2", "--hidden", "64", "--heads", "4",
    ];
    let llama = [
        &llama[..],
        &["--ffn", "96", "--vocab", "80", "--positions", "32"],
    ]
    .concat();
    let mixtral = [
        "--family", "mixtral", "--layers", "2", "--hidden", "32", "--heads", "4",
    ];
    let mixtral = [
        &mixtral[..],
        &["--kv-heads", "2", "--ffn", "48", "--vocab", "80"],
    ]
    .concat();
    let mixtral = [&mixtral[..], &["--positions", "32", "--experts", "4"]].concat();
    let cases: Vec<(&str, Vec<&str>)> = vec![
        (
            "gpt2-bare",
            [&gpt2[..], &["--no-prefix", "--attn-bias-buffers"]].concat(),
        ),
        (
            "gpt2-bf16-sharded",
            [&gpt2[..], &["--dtype", "bfloat16", "--shards", "3"]].concat(),
        ),
        (
            "llama-gqa",
            [&llama[..], &["--kv-heads", "2", "--rope-theta", "500000"]].concat(),
        ),
        (
            "llama-mqa-tied-v5",
            [
                &llama[..],
                &[
                    "--kv-heads",
                    "1",
                    "--tied",
                    "--config-style",
                    "v5",
                    "--dtype",
                    "float16",
                ],
                &["--shards", "2", "--rope-theta", "1000"],
            ]
            .concat(),
        ),
        (
            "mixtral-top2-bf16",
            [
                &mixtral[..],
                &["--experts-per-token", "2", "--dtype", "bfloat16"],
            ]
            .concat(),
        ),
        (
            "mixtral-top3-sharded",
            [&mixtral[..], &["--experts-per-token", "3", "--shards", "2"]].concat(),
        ),
    ];
    for (i, (name, args)) in cases.iter().enumerate() {
        let m = d.join(name);
        script(
            &[
                &["make", "--out", s(&m), "--seed", &i.to_string()],
                &args[..],
            ]
            .concat(),
        );
        let vocab = if name.starts_with("gpt2") { 96 } else { 80 };
        let input = d.join(format!("{name}.ids.npz"));
        ids(&input, 2, 12, vocab, 7 + i as u64);
        let want = reference(&m, None, &input, &d.join(format!("{name}.ref.npz")));
        let got = hetc_logits(
            &m.join("config.json"),
            &m,
            &input,
            &d.join(format!("{name}.npz")),
        );
        let scale = want.iter().fold(0.0f64, |a, x| a.max(x.abs()));
        let diff = max_diff(&got, &want);
        assert!(scale > 1.0, "{name}: logits of scale {scale} test little");
        assert!(
            diff <= 1e-4,
            "{name}: hetc differs from the reference by {diff:e}"
        );
    }
    let _ = std::fs::remove_dir_all(&d);
}

/// A LLaMA, a GPT-2 and a Mixtral checkpoint trained as a bundle (2
/// pipeline stages × DP 2 on loopback, AdamW): the first step's loss is the reference's
/// cross-entropy at the checkpoint's weights; the weights written with
/// `--names hf` (and a checkpoint's `hf/`) are a Hugging Face checkpoint
/// whose reference logits `hetc eval` reproduces, with a lower loss than
/// the first.
#[test]
fn hf_checkpoints_train_and_save_under_their_names() {
    let d = tmp("train");
    for (family, steps) in [("llama", 10), ("gpt2", 10), ("mixtral", 3)] {
        let m = d.join(family);
        let mut make = vec!["make", "--out", s(&m), "--family", family, "--layers", "2"];
        make.extend([
            "--hidden",
            "32",
            "--heads",
            "4",
            "--vocab",
            "64",
            "--positions",
            "16",
        ]);
        if family == "llama" {
            make.extend(["--kv-heads", "2", "--ffn", "64", "--dtype", "bfloat16"]);
        }
        if family == "mixtral" {
            make.extend(["--kv-heads", "2", "--ffn", "48", "--experts", "4"]);
        }
        script(&make);
        let (batch, seq) = (4u64, 16u64);
        let input = d.join(format!("{family}.ids.npz"));
        let v = ids(&input, batch, seq, 64, 11);
        // Next-token labels (the last position predicts the first).
        let labels: Vec<i64> = (0..v.len())
            .map(|i| v[(i / seq as usize) * seq as usize + (i + 1) % seq as usize])
            .collect();
        let io = d.join(format!("{family}.train.npz"));
        let arrays = [
            tensor_io::Array::new(
                "input_ids",
                vec![batch, seq],
                hetc_ir::TensorData::from_i64s(&v),
            )
            .unwrap(),
            tensor_io::Array::new(
                "labels",
                vec![batch, seq],
                hetc_ir::TensorData::from_i64s(&labels),
            )
            .unwrap(),
        ];
        tensor_io::write_file(&io, "inputs", &arrays).unwrap();
        let b = d.join(format!("{family}.bundle"));
        let c = cluster("cpu-test.toml");
        let (code, _, err) = hetc(&[
            "compile",
            s(&m.join("config.json")),
            "--weights",
            s(&m),
            "--bind",
            "sequence=16",
            "--cluster",
            s(&c),
            "--planner",
            "uniform",
            "--global-batch",
            "4",
            "--micro-batch",
            "2",
            "--train",
            "--optimizer",
            "adamw",
            "--lr",
            "0.003",
            "--emit",
            "bundle",
            "-o",
            s(&b),
        ]);
        assert_eq!(code, 0, "{err}");
        let out = d.join(format!("{family}.trained"));
        std::fs::create_dir_all(&out).unwrap();
        let (losses, ck) = (
            d.join(format!("{family}.losses.json")),
            d.join(format!("{family}.ck")),
        );
        let steps_s = steps.to_string();
        let (code, _, err) = hetc(&[
            "run",
            s(&b),
            "--local",
            "--input",
            s(&io),
            "--steps",
            &steps_s,
            "--output",
            s(&losses),
            "--save-weights",
            s(&out.join("model.safetensors")),
            "--names",
            "hf",
            "--checkpoint-dir",
            s(&ck),
            "--checkpoint-every",
            &steps_s,
        ]);
        assert_eq!(code, 0, "{err}");
        let doc: serde_json::Value =
            serde_json::from_slice(&std::fs::read(&losses).unwrap()).unwrap();
        let loss: Vec<f64> = doc["loss"]
            .as_array()
            .unwrap()
            .iter()
            .map(|x| x.as_f64().unwrap())
            .collect();
        assert_eq!(loss.len(), steps);
        // The reference's mean cross-entropy of the batch.
        let ce = |logits: &[f64]| -> f64 {
            let vocab = 64;
            let mut total = 0.0;
            for (row, &label) in logits.chunks(vocab).zip(&labels) {
                let m = row.iter().cloned().fold(f64::MIN, f64::max);
                let lse = m + row.iter().map(|x| (x - m).exp()).sum::<f64>().ln();
                total += lse - row[label as usize];
            }
            total / labels.len() as f64
        };
        let before = ce(&reference(
            &m,
            None,
            &input,
            &d.join(format!("{family}.r0.npz")),
        ));
        assert!(
            (loss[0] - before).abs() <= 1e-4,
            "{family}: first loss {} against the reference's {before}",
            loss[0]
        );
        // The saved weights are a Hugging Face checkpoint: config.json
        // beside them, the reference reads them, hetc reproduces it.
        assert!(
            out.join("config.json").is_file(),
            "{family}: no config.json"
        );
        let after = reference(&out, None, &input, &d.join(format!("{family}.r1.npz")));
        let got = hetc_logits(
            &m.join("config.json"),
            &out.join("model.safetensors"),
            &input,
            &d.join(format!("{family}.h1.npz")),
        );
        let diff = max_diff(&got, &after);
        assert!(
            diff <= 1e-4,
            "{family}: saved weights: hetc {diff:e} from the reference"
        );
        assert!(
            ce(&after) < loss[0] - 0.5,
            "{family}: trained loss {} against the first {}",
            ce(&after),
            loss[0]
        );
        // The checkpoint of the last step holds the same weights.
        let hf = ck.join(format!("step-{steps}/hf"));
        let again = reference(&hf, None, &input, &d.join(format!("{family}.r2.npz")));
        assert!(
            max_diff(&again, &after) == 0.0,
            "{family}: checkpoint's hf/ differs"
        );
    }
    let _ = std::fs::remove_dir_all(&d);
}

/// Rewrite the checkpoint `src` into `dst` with `edit` applied to its
/// tensors (name → (dtype, shape, bytes)).
fn rewrite(
    src: &Path,
    dst: &Path,
    edit: impl FnOnce(&mut Vec<(String, safetensors::Dtype, Vec<usize>, Vec<u8>)>),
) {
    let bytes = std::fs::read(src).unwrap();
    let st = safetensors::SafeTensors::deserialize(&bytes).unwrap();
    let mut all: Vec<(String, safetensors::Dtype, Vec<usize>, Vec<u8>)> = st
        .tensors()
        .into_iter()
        .map(|(n, t)| (n, t.dtype(), t.shape().to_vec(), t.data().to_vec()))
        .collect();
    edit(&mut all);
    let views: Vec<(String, safetensors::tensor::TensorView<'_>)> = all
        .iter()
        .map(|(n, d, s, b)| {
            (
                n.clone(),
                safetensors::tensor::TensorView::new(*d, s.clone(), b).unwrap(),
            )
        })
        .collect();
    std::fs::write(dst, safetensors::tensor::serialize(views, None).unwrap()).unwrap();
}

/// A checkpoint that does not fit its config, and `--weights` where it
/// does not apply, are errors that name the tensor, the shapes, the file
/// or the flag to add — never a panic or a run on wrong data.
#[test]
fn hf_checkpoint_errors_name_what_to_fix() {
    let d = tmp("errors");
    let m = d.join("llama");
    script(&[
        "make",
        "--out",
        s(&m),
        "--family",
        "llama",
        "--layers",
        "1",
        "--hidden",
        "32",
        "--heads",
        "2",
        "--ffn",
        "48",
        "--vocab",
        "40",
        "--positions",
        "16",
    ]);
    let input = d.join("ids.npz");
    ids(&input, 1, 8, 40, 3);
    let config = m.join("config.json");
    let eval = |w: &Path| {
        let (code, _, err) = hetc(&[
            "eval",
            s(&config),
            "--weights",
            s(w),
            "--input",
            s(&input),
            "--output",
            s(&d.join("out.npz")),
        ]);
        assert_ne!(code, 0, "{}: accepted", w.display());
        assert!(!err.contains("panicked"), "{err}");
        err
    };
    let st = m.join("model.safetensors");
    let q = "model.layers.0.self_attn.q_proj.weight";
    let bad = d.join("missing.safetensors");
    rewrite(&st, &bad, |all| all.retain(|t| t.0 != q));
    let err = eval(&bad);
    assert!(err.contains(q) && err.contains("missing"), "{err}");
    // nn.Linear's [out, in] given as [in, out].
    let bad = d.join("reshaped.safetensors");
    let gate = "model.layers.0.mlp.gate_proj.weight";
    rewrite(&st, &bad, |all| {
        let t = all.iter_mut().find(|t| t.0 == gate).unwrap();
        t.2 = vec![t.2[1], t.2[0]];
    });
    let err = eval(&bad);
    assert!(
        err.contains(gate) && err.contains("[32, 48]") && err.contains("[48, 32]"),
        "{err}"
    );
    let bad = d.join("extra.safetensors");
    let extra = "model.layers.1.self_attn.q_proj.weight";
    rewrite(&st, &bad, |all| {
        let t = all.iter().find(|t| t.0 == q).unwrap().clone();
        all.push((extra.into(), t.1, t.2, t.3));
    });
    let err = eval(&bad);
    assert!(err.contains(extra) && err.contains("not part of"), "{err}");
    let err = eval(&d.join("nowhere.safetensors"));
    assert!(err.contains("nowhere.safetensors"), "{err}");
    // A bundle needs the sequence length the positions are built for.
    let c = cluster("cpu-test.toml");
    let (code, _, err) = hetc(&[
        "compile",
        s(&config),
        "--weights",
        s(&m),
        "--cluster",
        s(&c),
        "--emit",
        "bundle",
        "-o",
        s(&d.join("b")),
    ]);
    assert_ne!(code, 0);
    assert!(err.contains("--bind sequence="), "{err}");
    // A bundle's batch is its micro-batch.
    let (code, _, err) = hetc(&[
        "compile",
        s(&config),
        "--weights",
        s(&m),
        "--bind",
        "batch=2,sequence=8",
        "--micro-batch",
        "1",
        "--cluster",
        s(&c),
        "--emit",
        "bundle",
        "-o",
        s(&d.join("b")),
    ]);
    assert_ne!(code, 0);
    assert!(err.contains("--micro-batch 1"), "{err}");
    assert!(!d.join("b").exists());
    // An ONNX model carries its own weights.
    let onnx = crate::common::model("gpt2-tiny.onnx");
    let (code, _, err) = hetc(&[
        "eval",
        s(&onnx),
        "--weights",
        s(&m),
        "--input",
        s(&input),
        "--output",
        s(&d.join("out.npz")),
    ]);
    assert_ne!(code, 0);
    assert!(
        err.contains("config.json") && err.contains("gpt2-tiny.onnx"),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&d);
}
