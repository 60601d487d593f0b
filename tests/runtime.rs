//! `--emit comm-program` on the CPU test cluster: every send is matched by
//! one receive of the same size, in order, and the boundary activation of
//! GPT-2-tiny (hidden 64, sequence 128, f32, micro-batch 1) is 32 768 bytes.

use crate::common::{cluster, hetc, model};
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

/// `hetc run --local --comm-only`: the 4 ranks of the CPU test cluster's
/// bundle run as processes over loopback TCP and the merged trace has every
/// rank's instructions; without `--comm-only` the run says what is missing.
#[test]
fn run_local_comm_only_over_processes() {
    let dir = std::env::temp_dir().join(format!("hetc-it-run-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let b = dir.join("b");
    let t = dir.join("trace.json");
    let m = model("gpt2-tiny-s128.onnx");
    let c = cluster("cpu-test.toml");
    let (code, _, err) = hetc(&[
        "compile",
        m.to_str().unwrap(),
        "--cluster",
        c.to_str().unwrap(),
        "--emit",
        "bundle",
        "-o",
        b.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
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
    let (code, _, err) = hetc(&["run", b.to_str().unwrap(), "--local"]);
    assert_eq!(code, 1);
    assert!(err.contains("--comm-only"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}
