//! `--emit comm-program` on the CPU test cluster: every send is matched by
//! one receive of the same size, in order, and the boundary activation of
//! GPT-2-tiny (hidden 64, sequence 128, f32, micro-batch 1) is 32 768 bytes.

use crate::common::{cluster, hetc, model, reference_io_dir};
use std::collections::BTreeMap;

#[test]
fn comm_program_sends_match_receives() {
    let m = model("gpt2-tiny-s128.onnx");
    let c = cluster("cpu-test.toml");
    let (code, out, err) = hetc(&[
        "compile",
        m.to_str().unwrap(),
        "--cluster",
        c.to_str().unwrap(),
        "--emit",
        "comm-program",
    ]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let progs = v.as_object().unwrap();
    assert!(progs.len() >= 2, "{out}");
    // (from, to) → byte counts in program order, from both sides.
    let mut sent: BTreeMap<(u64, u64), Vec<u64>> = BTreeMap::new();
    let mut recvd: BTreeMap<(u64, u64), Vec<u64>> = BTreeMap::new();
    let mut computes = 0;
    for (name, p) in progs {
        let r = p["rank"].as_u64().unwrap();
        assert_eq!(name, &format!("comm/rank-{r}.json"));
        for i in p["instructions"].as_array().unwrap() {
            let b = i["bytes"].as_u64().unwrap_or(0);
            match i["op"].as_str().unwrap() {
                "send" => sent
                    .entry((r, i["to"].as_u64().unwrap()))
                    .or_default()
                    .push(b),
                "recv" => recvd
                    .entry((i["from"].as_u64().unwrap(), r))
                    .or_default()
                    .push(b),
                "compute" => computes += 1,
                _ => {}
            }
        }
    }
    assert!(!sent.is_empty());
    assert_eq!(sent, recvd);
    assert!(
        sent.values().flatten().all(|&b| b == 128 * 64 * 4),
        "{sent:?}"
    );
    assert!(computes > 0);
}

/// `hetc compile MODEL --cluster cpu-test.toml ARGS --emit bundle -o OUT`.
fn compile_bundle(name: &str, args: &[&str], out: &std::path::Path) {
    let (m, c) = (model(name), cluster("cpu-test.toml"));
    let mut a = vec![
        "compile",
        m.to_str().unwrap(),
        "--cluster",
        c.to_str().unwrap(),
    ];
    a.extend_from_slice(args);
    a.extend(["--emit", "bundle", "-o", out.to_str().unwrap()]);
    let (code, _, err) = hetc(&a);
    assert_eq!(code, 0, "{err}");
}

/// `hetc run --local --comm-only`: the 4 ranks of the CPU test cluster's
/// bundle run as processes over loopback TCP and the merged trace has every
/// rank's instructions; inputs that do not fit the bundle are refused.
#[test]
fn run_local_comm_only_over_processes() {
    let dir = std::env::temp_dir().join(format!("hetc-it-run-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let b = dir.join("b");
    let t = dir.join("trace.json");
    compile_bundle("gpt2-tiny-s128.onnx", &[], &b);
    let (code, _, err) = hetc(&[
        "run",
        b.to_str().unwrap(),
        "--local",
        "--comm-only",
        "--trace",
        t.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("run: 4 ranks finished"), "{err}");
    let v: serde_json::Value = serde_json::from_slice(&std::fs::read(&t).unwrap()).unwrap();
    let pids: std::collections::BTreeSet<u64> = v["traceEvents"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["pid"].as_u64().unwrap())
        .collect();
    assert_eq!(pids.len(), 4);
    // Inputs of another shape are refused before any rank starts.
    let io = reference_io_dir().join("gpt2-tiny.io.json");
    let (code, _, err) = hetc(&[
        "run",
        b.to_str().unwrap(),
        "--local",
        "--input",
        io.to_str().unwrap(),
    ]);
    assert_eq!(code, 1);
    assert!(err.contains("micro-batch size × count"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The acceptance run: GPT-2-tiny (batch 2, sequence 8: the io fixture's
/// bindings) compiled for the CPU test cluster as 2 micro-batches of 1 with
/// TP 2, run as ≥ 4 processes (≥ 2 stages, TP collectives over loopback
/// TCP, MLIR-JIT-compiled segments, then again with `--reference`), writes
/// onnxruntime's logits within 1e-4 of their scale, with comm fusion on
/// (partial stage output, M2MS + all-gather at the boundary) and off (plain
/// sends). The bundle carries each rank's `comm/rank-N.json`.
#[test]
fn run_local_gpt2_tp2_matches_onnxruntime() {
    let dir = std::env::temp_dir().join(format!("hetc-it-exec-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let out = dir.join("out.json");
    let io = reference_io_dir().join("gpt2-tiny.io.json");
    let args = [
        "--bind",
        "sequence=8",
        "--global-batch",
        "2",
        "--micro-batch",
        "1",
        "--planner",
        "uniform",
        "--tp",
        "2",
    ];
    // Comm fusion on (the default): the TP-2 → TP-2 boundary is a partial
    // stage output, an M2MS into shards and an all-gather; then off: the
    // stage all-reduces its output and sends it whole.
    for fused in [true, false] {
        let b = dir.join(if fused { "fused" } else { "plain" });
        let mut a = args.to_vec();
        if !fused {
            a.push("--no-comm-fusion");
        }
        compile_bundle("gpt2-tiny.onnx", &a, &b);
        let man: serde_json::Value =
            serde_json::from_slice(&std::fs::read(b.join("manifest.json")).unwrap()).unwrap();
        let stages = man["stages"].as_array().unwrap();
        assert!(stages.len() >= 2, "{man}");
        assert!(stages.iter().any(|s| s["tp"] == 2), "{man}");
        assert_eq!(man["comm_fusion"], fused);
        let layouts: Vec<&str> = stages[..stages.len() - 1]
            .iter()
            .flat_map(|s| s["outputs"].as_array().unwrap())
            .map(|o| o["layout"].as_str().unwrap())
            .collect();
        assert_eq!(layouts.contains(&"partial"), fused, "{layouts:?}");
        let world = man["ranks"].as_array().unwrap().len();
        assert!(world >= 4);
        let ops: Vec<String> = (0..world)
            .flat_map(|r| {
                let p = b.join(format!("comm/rank-{r}.json"));
                let v: serde_json::Value =
                    serde_json::from_slice(&std::fs::read(p).unwrap()).unwrap();
                v["instructions"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|i| i["op"].as_str().unwrap().to_string())
                    .collect::<Vec<_>>()
            })
            .collect();
        let has = |o: &str| ops.iter().any(|x| x == o);
        assert_eq!(
            (has("m2ms"), has("all_gather"), has("send")),
            (fused, fused, !fused),
            "{ops:?}"
        );
        // MLIR-JIT-compiled segments, then (fused only) the reference interpreter.
        let modes: &[Option<&str>] = if fused {
            &[None, Some("--reference")]
        } else {
            &[None]
        };
        for extra in modes {
            let mut a = vec![
                "run",
                b.to_str().unwrap(),
                "--local",
                "--input",
                io.to_str().unwrap(),
                "--output",
                out.to_str().unwrap(),
            ];
            a.extend(extra);
            let (code, _, err) = hetc(&a);
            assert_eq!(code, 0, "{err}");
            assert!(
                err.contains(&format!("run: {world} ranks finished")),
                "{err}"
            );
            assert!(!err.contains("JIT failed"), "{err}");
            let e = max_rel_err(&io, &out);
            eprintln!(
                "fused {fused} {extra:?}: max |hetc run - onnxruntime| / max |onnxruntime| = {e:.2e}"
            );
            assert!(e < 1e-4, "fused {fused} {extra:?}: {e}");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// max |got − want| / max |want| of the first output of two io JSON files.
fn max_rel_err(want: &std::path::Path, got: &std::path::Path) -> f64 {
    let read = |p: &std::path::Path| -> serde_json::Value {
        serde_json::from_slice(&std::fs::read(p).unwrap()).unwrap()
    };
    let (want, got) = (read(want), read(got));
    let (w, g) = (&want["outputs"][0], &got["outputs"][0]);
    assert_eq!(g["name"], w["name"]);
    assert_eq!(g["shape"], w["shape"]);
    let f = |v: &serde_json::Value| -> Vec<f64> {
        v["data"]
            .as_array()
            .unwrap()
            .iter()
            .map(|x| x.as_f64().unwrap())
            .collect()
    };
    let (w, g) = (f(w), f(g));
    let scale = w.iter().fold(0.0f64, |m, x| m.max(x.abs()));
    let diff = w
        .iter()
        .zip(&g)
        .map(|(a, b)| (a - b).abs())
        .fold(0.0, f64::max);
    diff / scale
}
