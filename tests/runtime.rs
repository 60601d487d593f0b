//! Bundles run as processes: the communication programs a bundle stores
//! are comm fusion's extraction, runs with and without fusion give the same
//! numbers (onnxruntime's logits, jax's gradients), and the transport moves
//! the bytes the program predicts.

use crate::common::{cluster, hetc, model, reference_io_dir};
use hetc_ir::comm_program::{CommProgram, Instr};
use hetc_ir::manifest::BundleManifest;
use hetc_passes::comm_fusion::{fuse, Limits};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// `--emit comm-program` on the CPU test cluster: every rank's program
/// checks, and each use of a transition (a tensor of a micro-batch) is run
/// by exactly the ranks of its groups; the boundary activation of
/// GPT-2-tiny (hidden 64, sequence 128, f32, micro-batch 1) is 32 768
/// bytes.
#[test]
fn comm_programs_pair_every_transition_with_its_groups() {
    let m = model("gpt2-tiny-s128.onnx");
    let c = cluster("cpu-test.toml");
    let (code, out, err) = hetc(&[
        "compile",
        m.to_str().unwrap(),
        "--cluster",
        c.to_str().unwrap(),
        "--planner",
        "hetero-auto",
        "--emit",
        "comm-program",
    ]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let progs = v.as_object().unwrap();
    assert!(progs.len() >= 2, "{out}");
    // (transition label, tensor, micro-batch, grad) → ranks that run it,
    // and the ranks of its groups.
    let mut ran: BTreeMap<(String, String, u32, bool), BTreeSet<u32>> = BTreeMap::new();
    let mut groups: BTreeMap<String, BTreeSet<u32>> = BTreeMap::new();
    let mut computes = 0;
    for (name, p) in progs {
        let p = CommProgram::from_json(serde_json::to_string(p).unwrap().as_bytes()).unwrap();
        let me = &p.ranks[0];
        assert_eq!(name, &format!("comm/rank-{}.json", me.rank));
        for i in &me.instrs {
            match i {
                Instr::Comm {
                    transition,
                    tensor,
                    bytes,
                    micro_batch,
                    grad,
                    ..
                } => {
                    let t = &p.transitions[*transition];
                    assert_eq!(*bytes, 128 * 64 * 4, "{}", t.label);
                    let key = (t.label.clone(), tensor.clone(), *micro_batch, *grad);
                    ran.entry(key).or_default().insert(me.rank as u32);
                    let all: BTreeSet<u32> = std::iter::once(t.input.group)
                        .chain(t.ops.iter().map(|o| o.group))
                        .flat_map(|g| p.groups[g as usize].ranks.clone())
                        .collect();
                    let prev = groups.insert(t.label.clone(), all.clone());
                    assert!(prev.is_none_or(|g| g == all), "{}", t.label);
                }
                Instr::Compute { .. } => computes += 1,
                _ => {}
            }
        }
    }
    assert!(!ran.is_empty());
    for ((label, ..), ranks) in &ran {
        assert_eq!(ranks, &groups[label], "{label}");
    }
    assert!(computes > 0);
}

/// The bundle's programs are the fusion pass's: each rank's file equals its
/// view of `parallelize`'s per-rank program over the bundle's manifest with
/// every transition replaced by what `comm_fusion::fuse` extracts for it
/// (or left unfused without fusion). Returns the whole program.
fn bundle_programs_are_the_fusion_pass_s(b: &Path, fused: bool) -> CommProgram {
    let man = BundleManifest::from_json(&std::fs::read(b.join("manifest.json")).unwrap()).unwrap();
    assert_eq!(man.comm_fusion, fused);
    let unfused = hetc_passes::parallelize::ranks::rank_programs(&man).unwrap();
    let report = fuse(
        &unfused.transitions,
        &unfused.group_sizes(),
        &Limits::default(),
    )
    .unwrap();
    let want = if fused {
        let ts = report.transitions.iter().map(|f| f.after.clone()).collect();
        unfused.clone().with_transitions(ts)
    } else {
        unfused
    };
    for r in 0..man.ranks.len() {
        let text = std::fs::read(b.join(format!("comm/rank-{r}.json"))).unwrap();
        let got = CommProgram::from_json(&text).unwrap();
        assert_eq!(got, want.rank_view(r).unwrap(), "rank {r} (fused {fused})");
    }
    want
}

/// The ops of `p`'s transitions named like `--emit comm` prints them
/// (`M2MS→shard[tp1]`), by label.
fn op_names(p: &CommProgram) -> BTreeMap<String, Vec<String>> {
    p.transitions
        .iter()
        .map(|t| {
            let ops = t
                .ops
                .iter()
                .map(|o| match o.is_comm() {
                    true => format!("{}[{}]", o.name(), p.groups[o.group as usize].name),
                    false => o.name(),
                })
                .collect();
            (t.label.clone(), ops)
        })
        .collect()
}

/// Per rank, the bytes its transport sent and the program predicted (the
/// "bytes sent" counter of a merged `--trace`).
fn bytes_sent(trace: &Path) -> BTreeMap<u64, (u64, u64)> {
    let v: serde_json::Value = serde_json::from_slice(&std::fs::read(trace).unwrap()).unwrap();
    v["traceEvents"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["name"] == "bytes sent")
        .map(|e| {
            let a = &e["args"];
            (
                e["pid"].as_u64().unwrap(),
                (
                    a["sent"].as_u64().unwrap(),
                    a["predicted"].as_f64().unwrap() as u64,
                ),
            )
        })
        .collect()
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
    if !args.contains(&"--planner") {
        // The tests were written for hetero-auto's block plans.
        a.extend(["--planner", "hetero-auto"]);
    }
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
/// TP 2 in two stages, run as 4 processes (TP collectives over loopback
/// TCP, MLIR-JIT-compiled segments, then again with `--reference`), writes
/// onnxruntime's logits within 1e-4 of their scale — with comm fusion (the
/// default) and without, bit for bit the same. Stage 0 leaves its output a
/// partial sum; the boundary's program is the fusion pass's extraction —
/// the one `--emit comm` prints for the same plan, M2MS into the next
/// stage's shards + all-gather — or, unfused, the all-reduce, slice, M2MS
/// and all-gather `parallelize` emits. Every rank's transport sends the
/// bytes its program predicts, and both equal a count from the shapes.
#[test]
fn run_local_gpt2_tp2_matches_onnxruntime() {
    let dir = std::env::temp_dir().join(format!("hetc-it-exec-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
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
    // What `--emit comm` prints for the plan's boundary, computed in f32
    // as the CPU stages are: the unfused chain and its fusion.
    let (m, c) = (model("gpt2-tiny.onnx"), cluster("cpu-test.toml"));
    let mut a = vec![
        "compile",
        m.to_str().unwrap(),
        "--cluster",
        c.to_str().unwrap(),
    ];
    a.extend(args);
    a.extend(["--dtype", "f32", "--emit", "comm"]);
    let (code, emitted, err) = hetc(&a);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = emitted.lines().map(str::trim).collect();
    let at = lines
        .iter()
        .position(|l| l.starts_with("comm     AllReduce[tp0]") && l.contains("M2MS"))
        .unwrap_or_else(|| panic!("no boundary transition:\n{emitted}"));
    let ops_of = |l: &str| -> Vec<String> {
        l.split("  = ")
            .next()
            .unwrap()
            .split(" ; ")
            .map(|o| {
                o.trim_start_matches("comm")
                    .trim_start_matches("fused")
                    .trim()
                    .split(' ')
                    .next()
                    .unwrap()
                    .to_string()
            })
            .collect()
    };
    let (emit_unfused, emit_fused) = (ops_of(lines[at]), ops_of(lines[at + 1]));
    assert_eq!(
        emit_fused,
        ["M2MS→shard[tp1]", "AllGather[tp1]"],
        "{emitted}"
    );
    let mut outs = Vec::new();
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
        assert_eq!(stages.len(), 2, "{man}");
        assert!(stages.iter().all(|s| s["tp"] == 2), "{man}");
        assert_eq!(stages[0]["outputs"][0]["layout"], "partial", "{man}");
        let world = man["ranks"].as_array().unwrap().len();
        assert_eq!(world, 4);
        // The stored programs are the fusion pass's, and their boundary is
        // what `--emit comm` prints for the plan.
        let prog = bundle_programs_are_the_fusion_pass_s(&b, fused);
        let names = op_names(&prog);
        assert_eq!(names.len(), 1, "{names:?}");
        let boundary = names.values().next().unwrap();
        let want = if fused { &emit_fused } else { &emit_unfused };
        assert_eq!(boundary, want, "fused {fused}");
        // MLIR-JIT-compiled segments, then (fused only) the reference interpreter.
        let modes: &[Option<&str>] = if fused {
            &[None, Some("--reference")]
        } else {
            &[None]
        };
        for extra in modes {
            let out = dir.join(format!("out-{fused}-{}.json", extra.is_some()));
            let trace = dir.join(format!("trace-{fused}-{}.json", extra.is_some()));
            let mut a = vec![
                "run",
                b.to_str().unwrap(),
                "--local",
                "--input",
                io.to_str().unwrap(),
                "--output",
                out.to_str().unwrap(),
                "--trace",
                trace.to_str().unwrap(),
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
            // Bytes: h = [1, 8, 64] f32 = 2048 B per micro-batch, 2 micro-
            // batches, TP 2 (a ring all-reduce sends h per rank, an
            // all-gather (n-1) shares). Stage 0: the embeddings' sum and the
            // six blocks' attention and MLP all-reduces but the last (left
            // partial): 12; then the boundary: fused, an M2MS of the
            // partial sum's halves to both receivers (h); unfused, the
            // all-reduce (h) and its shard to its counterpart (h/2). Stage
            // 1: 12 all-reduces, the boundary's all-gather (h/2) and the
            // LM head's all-gather of the logits ([1, 8, 1024] f32, its
            // half: 16384 B).
            let h = 8 * 64 * 4;
            let first = 2 * (12 * h + if fused { h } else { h + h / 2 });
            let second = 2 * (12 * h + h / 2 + 16384);
            let got = bytes_sent(&trace);
            eprintln!("fused {fused} {extra:?}: bytes per rank (sent, predicted): {got:?}");
            let want: BTreeMap<u64, (u64, u64)> = (0..4)
                .map(|r| {
                    let b = if r < 2 { first } else { second } as u64;
                    (r, (b, b))
                })
                .collect();
            assert_eq!(got, want, "fused {fused} {extra:?}");
            outs.push(std::fs::read(&out).unwrap());
        }
    }
    // Fused and unfused runs: the same numbers, bit for bit (TP 2 sums
    // two terms, in either order the same float).
    assert_eq!(outs[0], outs[2], "fused and unfused outputs differ");
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

/// `(name → f32 values, name → shape)` of a safetensors file.
type Tensors = BTreeMap<String, (Vec<usize>, Vec<f32>)>;

fn read_safetensors(p: &std::path::Path) -> Tensors {
    let b = std::fs::read(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    let st = safetensors::SafeTensors::deserialize(&b).unwrap();
    st.tensors()
        .into_iter()
        .map(|(n, t)| {
            let v = t
                .data()
                .chunks_exact(4)
                .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .collect();
            (n, (t.shape().to_vec(), v))
        })
        .collect()
}

/// The io fixture of GPT-2-tiny (batch 2, sequence 8) with next-token
/// `labels` (the last position predicts its own token).
fn training_io(path: &std::path::Path) {
    let io: serde_json::Value = serde_json::from_slice(
        &std::fs::read(reference_io_dir().join("gpt2-tiny.io.json")).unwrap(),
    )
    .unwrap();
    let ids = &io["inputs"][0];
    let (b, s) = (
        ids["shape"][0].as_u64().unwrap() as usize,
        ids["shape"][1].as_u64().unwrap() as usize,
    );
    let d: Vec<i64> = ids["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_i64().unwrap())
        .collect();
    let labels: Vec<i64> = (0..b * s)
        .map(|i| if (i + 1) % s == 0 { d[i] } else { d[i + 1] })
        .collect();
    let doc = serde_json::json!({"inputs": [
        ids,
        {"name": "labels", "dtype": "i64", "shape": [b, s], "data": labels},
    ]});
    std::fs::write(path, serde_json::to_string(&doc).unwrap()).unwrap();
}

/// A training step of GPT-2-tiny run as ≥ 4 processes equals jax's: the
/// bundle (`--train`) holds per stage and TP rank a forward and a backward
/// graph from hetc's reverse-mode autodiff; `hetc run --local` runs the
/// plan's 1F1B order over loopback TCP, sends activations forward and
/// gradients back, sums the weight gradients over DP replicas and over the
/// two stages that hold the tied token embedding (chips cpu-a and cpu-b:
/// the 3-phase heterogeneous AllReduce), and steps SGD. The oracle is
/// `examples/models/train_oracle.py`: jax.value_and_grad of the ONNX model
/// evaluated by its own interpreter (float64), tied weights as one.
/// Layouts: 2 stages × TP 2 (Megatron shards, backward all-reduces) with
/// MLIR-JIT segments, with comm fusion and without (the bundles store the
/// fusion pass's programs; the two runs agree bit for bit), and 2 stages ×
/// DP 2 with the reference interpreter.
#[test]
fn run_local_gpt2_training_step_matches_jax() {
    let dir = std::env::temp_dir().join(format!("hetc-it-train-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let io = dir.join("train.io.json");
    training_io(&io);
    let lr = "0.5";
    let oracle = dir.join("jax.safetensors");
    let python = std::env::var("HETC_PYTHON").unwrap_or_else(|_| "python3".into());
    let out = std::process::Command::new(&python)
        .arg(crate::common::root().join("examples/models/train_oracle.py"))
        .arg(model("gpt2-tiny.onnx"))
        .arg(&io)
        .args(["--lr", lr, "--out"])
        .arg(&oracle)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "train_oracle.py (pip install jax onnx numpy):\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let want = read_safetensors(&oracle);
    let want_loss = want["loss"].1[0];
    let layouts: [(&str, &[&str], Option<&str>); 3] = [
        ("tp2", &["--tp", "2"], None),
        ("tp2-unfused", &["--tp", "2", "--no-comm-fusion"], None),
        ("dp2", &["--tp", "1"], Some("--reference")),
    ];
    let mut results = BTreeMap::new();
    for (name, extra, mode) in layouts {
        let b = dir.join(name);
        let mut a = vec![
            "--bind",
            "sequence=8",
            "--global-batch",
            "2",
            "--micro-batch",
            "1",
            "--planner",
            "uniform",
            "--train",
            "--lr",
            lr,
        ];
        a.extend_from_slice(extra);
        compile_bundle("gpt2-tiny.onnx", &a, &b);
        let man: serde_json::Value =
            serde_json::from_slice(&std::fs::read(b.join("manifest.json")).unwrap()).unwrap();
        let stages = man["stages"].as_array().unwrap();
        assert_eq!(stages.len(), 2, "{name}: {man}");
        let world = man["ranks"].as_array().unwrap().len();
        assert_eq!(world, 4, "{name}");
        let prog = bundle_programs_are_the_fusion_pass_s(&b, !name.ends_with("unfused"));
        // Forward activations and backward gradients both cross the boundary.
        let grads_back = prog
            .ranks
            .iter()
            .flat_map(|r| &r.instrs)
            .any(|i| matches!(i, Instr::Comm { grad: true, .. }));
        assert!(grads_back, "{name}");
        let (out, grads, weights) = (
            dir.join(format!("{name}.out.json")),
            dir.join(format!("{name}.grads.safetensors")),
            dir.join(format!("{name}.weights.safetensors")),
        );
        let mut args = vec![
            "run",
            b.to_str().unwrap(),
            "--local",
            "--input",
            io.to_str().unwrap(),
            "--output",
            out.to_str().unwrap(),
            "--save-grads",
            grads.to_str().unwrap(),
            "--save-weights",
            weights.to_str().unwrap(),
        ];
        args.extend(mode);
        let (code, _, err) = hetc(&args);
        assert_eq!(code, 0, "{name}: {err}");
        assert!(!err.contains("JIT failed"), "{name}: {err}");
        assert!(
            err.contains("3-phase") || name.starts_with("tp2"),
            "{name}: {err}"
        );
        let got: serde_json::Value = serde_json::from_slice(&std::fs::read(&out).unwrap()).unwrap();
        let loss = got["loss"][0].as_f64().unwrap() as f32;
        eprintln!("{name}: loss {loss} (jax {want_loss})");
        assert!(
            ((loss - want_loss) / want_loss).abs() < 1e-5,
            "{name}: loss {loss} vs jax {want_loss}"
        );
        let g = read_safetensors(&grads);
        let w = read_safetensors(&weights);
        assert!(g.len() >= 100, "{name}: {} gradients", g.len());
        let mut worst = (0.0f32, String::new());
        for (n, (shape, gv)) in &g {
            let (ws, wv) = want
                .get(&format!("grad/{n}"))
                .unwrap_or_else(|| panic!("{name}: jax has no gradient of {n}"));
            assert_eq!(shape, ws, "{name}: {n}");
            let scale = wv.iter().fold(1e-6f32, |m, x| m.max(x.abs()));
            let diff = gv
                .iter()
                .zip(wv)
                .fold(0f32, |m, (a, b)| m.max((a - b).abs()));
            if diff / scale > worst.0 {
                worst = (diff / scale, n.clone());
            }
            // The saved weights are the SGD step of the same gradients.
            let (_, sgd) = &want[&format!("sgd/{n}")];
            let wscale = sgd.iter().fold(1e-6f32, |m, x| m.max(x.abs()));
            let wdiff = w[n]
                .1
                .iter()
                .zip(sgd)
                .fold(0f32, |m, (a, b)| m.max((a - b).abs()));
            assert!(
                wdiff / wscale < 1e-4,
                "{name}: weight {n}: {}",
                wdiff / wscale
            );
        }
        eprintln!(
            "{name}: worst gradient max |hetc - jax| / max |jax| = {:.2e} ({})",
            worst.0, worst.1
        );
        assert!(
            worst.0 < 1e-4,
            "{name}: gradient {} off by {}",
            worst.1,
            worst.0
        );
        results.insert(name, (loss, g, w));
    }
    // With and without comm fusion: the same loss, gradients and weights.
    assert!(
        results["tp2"] == results["tp2-unfused"],
        "fused and unfused training steps differ"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
