//! Bundles run as processes: the communication programs a bundle stores
//! are comm fusion's extraction, runs with and without fusion give the same
//! numbers (onnxruntime's logits, jax's gradients), and the transport moves
//! the bytes the program predicts.
//!
//! The tests here run at once with each other and with the rest of the
//! suite (cargo-nextest gives each its own process): each works in a temp
//! dir of its own, every listener of a run binds an ephemeral port, and the
//! ranks' compiled code comes from the shared compile cache, whose per-key
//! locks make concurrent compiles of the same code wait for one another.

use crate::common::{cluster, hetc, hetc_env, hetc_run_bin, hetc_run_env, model, reference_io_dir};
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

/// GPT-2-tiny at the io fixture's shape (batch 2, sequence 8) as 2
/// micro-batches of 1 on the uniform plan of the CPU test cluster.
const GPT2_SMALL: [&str; 8] = [
    "--bind",
    "sequence=8",
    "--global-batch",
    "2",
    "--micro-batch",
    "1",
    "--planner",
    "uniform",
];

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
            let mut a = vec!["--trace", trace.to_str().unwrap()];
            a.extend(extra);
            let err = run_local_ok(&b, &io, &out, &a, &format!("fused {fused}"));
            assert!(
                err.contains(&format!("run: {world} ranks finished")),
                "{err}"
            );
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
            assert_bytes_sent(&trace, first, second, &format!("fused {fused} {extra:?}"));
            outs.push(std::fs::read(&out).unwrap());
        }
    }
    // Fused and unfused runs: the same numbers, bit for bit (TP 2 sums
    // two terms, in either order the same float).
    assert_eq!(outs[0], outs[2], "fused and unfused outputs differ");
    // Sequence parallelism (`--sp`, fused): onnxruntime's logits again, and
    // the bytes the program predicts. Per micro-batch, with h = 2048 B and
    // every reduce-scatter and all-gather sending h/2 per rank: stage 0
    // reduce-scatters the embeddings' sum and 11 of the 12 row-parallel
    // sums (the last stays partial: each rank adds its slice of the
    // residual stream, zero-padded) and all-gathers the input of its 12
    // column-parallel GEMMs, then the boundary's M2MS (h); stage 1
    // all-gathers the boundary (h/2), runs 12 reduce-scatters and 12
    // all-gathers in its blocks, all-gathers the LM head's input and the
    // logits (16384 B).
    let b = dir.join("sp");
    let mut a = args.to_vec();
    a.push("--sp");
    compile_bundle("gpt2-tiny.onnx", &a, &b);
    // Every row-parallel all-reduce became a reduce-scatter.
    let man = BundleManifest::from_json(&std::fs::read(b.join("manifest.json")).unwrap()).unwrap();
    for r in &man.ranks {
        let n = |k: &str| {
            r.segments
                .iter()
                .filter(|l| serde_json::to_value(l).unwrap()["kind"] == k)
                .count()
        };
        assert_eq!(n("all_reduce"), 0, "rank {}", r.rank);
        assert_eq!(n("reduce_scatter"), 12, "rank {}", r.rank);
    }
    let (out, trace) = (dir.join("out-sp.json"), dir.join("trace-sp.json"));
    run_local_ok(&b, &io, &out, &["--trace", trace.to_str().unwrap()], "--sp");
    let e = max_rel_err(&io, &out);
    let e_tp = max_rel_err(&dir.join("out-true-false.json"), &out);
    eprintln!(
        "--sp: max |hetc run - onnxruntime| / max |onnxruntime| = {e:.2e}, vs TP 2 {e_tp:.2e}"
    );
    assert!(e < 1e-4, "--sp: {e}");
    assert!(e_tp < 1e-6, "--sp vs TP 2: {e_tp}");
    let h = 8 * 64 * 4;
    let first = 2 * ((12 + 12) * h / 2 + h);
    let second = 2 * (h / 2 + 24 * h / 2 + h / 2 + 16384);
    assert_bytes_sent(&trace, first, second, "--sp");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A bundle carries its cpu code: each compute segment's shared object
/// with its description. Run with an empty compile cache, `hetc run`'s
/// ranks load every segment from the bundle and compile none, and the
/// logits are onnxruntime's; the deployable runtime `hetc-run` — built
/// without the compiler: no MLIR or LLVM symbol in it, under 30 MB
/// stripped — runs the same bundle to the same bits. Bundle code for
/// another processor (an extension this one lacks) is compiled afresh by
/// `hetc run` (to the same bits) and refused by `hetc-run`, naming the
/// rank and the file.
#[test]
fn run_local_loads_the_bundles_cpu_code() {
    let dir = std::env::temp_dir().join(format!("hetc-it-aot-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let io = reference_io_dir().join("gpt2-tiny.io.json");
    let b = dir.join("b");
    compile_bundle(
        "gpt2-tiny.onnx",
        &[&GPT2_SMALL[..], &["--tp", "2"]].concat(),
        &b,
    );
    let info_path = b.join("stages/0/tp0/seg0.cpu.json");
    let info: serde_json::Value =
        serde_json::from_slice(&std::fs::read(&info_path).unwrap()).unwrap();
    assert_eq!(info["format"], "hetc-cpu-object-2", "{info}");
    assert_eq!(info["threads"], 1, "{info}");
    let cache = dir.join("empty-cache");
    let env = [("HETC_CACHE_DIR", cache.to_str().unwrap())];
    let run = |tag: &str, extra: &[&str]| -> (String, Vec<u8>) {
        let out = dir.join(format!("out-{tag}.json"));
        let a = [&["--cpu-threads", "1"], extra].concat();
        let err = run_local_env(&b, &io, &out, &a, tag, &env);
        let e = max_rel_err(&io, &out);
        assert!(e < 1e-4, "{tag}: {e}");
        (err, std::fs::read(&out).unwrap())
    };
    let (err, loaded) = run("bundle", &[]);
    let c = code_counts(&err);
    assert_eq!(c.len(), 4, "{err}");
    for &[with, bundle, cache, now] in &c {
        assert!(
            with > 0 && bundle == with && cache + now == 0,
            "{c:?}\n{err}"
        );
    }
    assert!(!cache.exists(), "nothing was compiled, nothing stored");
    // The deployable runtime.
    let bin = hetc_run_bin();
    let exe = std::fs::read(bin).unwrap();
    for sym in [&b"mlirContextCreate"[..], b"_ZN4mlir", b"_ZN4llvm"] {
        assert!(
            !exe.windows(sym.len()).any(|w| w == sym),
            "{} links {}",
            bin.display(),
            String::from_utf8_lossy(sym)
        );
    }
    let stripped = dir.join("hetc-run.stripped");
    let st = std::process::Command::new("strip")
        .arg("-o")
        .arg(&stripped)
        .arg(bin)
        .status()
        .expect("strip (binutils) runs");
    assert!(st.success());
    let size = std::fs::metadata(&stripped).unwrap().len();
    eprintln!("hetc-run: {size} bytes stripped");
    assert!(size < 30 << 20, "{size} bytes");
    let out = dir.join("out-hetc-run.json");
    let (code, _, err) = hetc_run_env(
        &[
            b.to_str().unwrap(),
            "--local",
            "--input",
            io.to_str().unwrap(),
            "--output",
            out.to_str().unwrap(),
        ],
        &env,
    );
    assert_eq!(code, 0, "{err}");
    for &[with, bundle, ..] in &code_counts(&err) {
        assert!(with > 0 && bundle == with, "{err}");
    }
    assert_eq!(
        std::fs::read(&out).unwrap(),
        loaded,
        "hetc-run and hetc run differ"
    );
    // Code for a processor with an extension this one lacks (the
    // manifest's checksum updated with it, as a bundle compiled there).
    let mut foreign = info.clone();
    foreign["isa"]
        .as_array_mut()
        .unwrap()
        .push("avx10_9".into());
    let text = foreign.to_string();
    std::fs::write(&info_path, &text).unwrap();
    let mp = b.join("manifest.json");
    let mut man: serde_json::Value = serde_json::from_slice(&std::fs::read(&mp).unwrap()).unwrap();
    man["files"]["stages/0/tp0/seg0.cpu.json"] =
        hetc_backends::bundle::sha256_hex(text.as_bytes()).into();
    let text = serde_json::to_vec_pretty(&man).unwrap();
    std::fs::write(&mp, &text).unwrap();
    let sum = format!(
        "{}  manifest.json\n",
        hetc_backends::bundle::sha256_hex(&text)
    );
    std::fs::write(b.join("manifest.json.sha256"), sum).unwrap();
    // `hetc run` compiles that segment (rank 0's) and loads the others,
    // to the same bits.
    let (err, compiled) = run("foreign", &["--no-cache"]);
    assert!(
        err.contains("avx10_9") && err.contains("compiling it instead"),
        "{err}"
    );
    let c = code_counts(&err);
    assert_eq!(c.iter().map(|x| x[3]).sum::<usize>(), 1, "{c:?}\n{err}");
    assert_eq!(loaded, compiled, "the bundle's code and the JIT's differ");
    let (code, _, err) = hetc_run_env(
        &[
            b.to_str().unwrap(),
            "--local",
            "--input",
            io.to_str().unwrap(),
        ],
        &env,
    );
    assert_ne!(code, 0);
    assert!(
        err.contains("rank 0")
            && err.contains("stages/0/tp0/seg0.cpu.so")
            && err.contains("avx10_9")
            && !err.contains("panicked"),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The IREE path on the host: GPT-2-tiny compiled with `--cpu-code iree`
/// — every compute segment's StableHLO compiled by iree-compile for
/// `llvm-cpu`, the code path of a GPU rank, with IREE's `local-task`
/// driver in place of `cuda` — runs in `hetc-run` (IREE's runtime
/// embedded): the TP 2 forward within 1e-4 of onnxruntime, and 3 training
/// steps (forward, backward, all-reduces) with the losses of the same
/// bundle compiled to hetc's own cpu code, within 1e-5.
#[test]
fn iree_modules_run_in_hetc_run() {
    let dir = std::env::temp_dir().join(format!("hetc-it-iree-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let io = reference_io_dir().join("gpt2-tiny.io.json");
    let iree = ["--cpu-code", "iree"];
    let b = dir.join("fwd");
    compile_bundle(
        "gpt2-tiny.onnx",
        &[&GPT2_SMALL[..], &["--tp", "2"], &iree].concat(),
        &b,
    );
    let info: serde_json::Value =
        serde_json::from_slice(&std::fs::read(b.join("stages/0/tp0/seg0.cpu.iree.json")).unwrap())
            .unwrap();
    assert_eq!(info["format"], "hetc-iree-module-1", "{info}");
    assert_eq!(info["target"]["device"], "local", "{info}");
    assert!(!b.join("stages/0/tp0/seg0.cpu.so").exists());
    let out = dir.join("out.json");
    let run = |bundle: &Path, extra: &[&str], out: &Path| -> String {
        let a = [
            &[
                bundle.to_str().unwrap(),
                "--local",
                "--output",
                out.to_str().unwrap(),
            ],
            extra,
        ]
        .concat();
        let (code, _, err) = hetc_run_env(&a, &[]);
        assert_eq!(code, 0, "{err}");
        err
    };
    let err = run(&b, &["--input", io.to_str().unwrap()], &out);
    assert_eq!(
        err.matches("IREE modules on local-task").count(),
        4,
        "{err}"
    );
    let e = max_rel_err(&io, &out);
    eprintln!("IREE forward: max rel err vs onnxruntime {e:.2e}");
    assert!(e < 1e-4, "{e}");
    // A pipeline without TP (2 stages, each over 2 data-parallel ranks):
    // consecutive segments of a rank hand their results over on the device.
    // Only the model's inputs and what the transport brings are uploaded;
    // only what the transport carries and the model's outputs are read back.
    let bp = dir.join("pipe");
    compile_bundle(
        "gpt2-tiny.onnx",
        &[&GPT2_SMALL[..], &["--tp", "1"], &iree].concat(),
        &bp,
    );
    let pout = dir.join("pipe.json");
    let err = run(&bp, &["--input", io.to_str().unwrap()], &pout);
    let e = max_rel_err(&io, &pout);
    assert!(e < 1e-4, "{e}");
    let traffic = device_traffic(&err);
    let sent = rank_numbers(&err, ": sent ");
    let stage = rank_numbers(&err, ": stage ");
    assert_eq!(traffic.len(), 4, "{err}");
    let doc: serde_json::Value = serde_json::from_slice(&std::fs::read(&io).unwrap()).unwrap();
    let bytes = |t: &serde_json::Value, size: u64| -> u64 {
        t["shape"]
            .as_array()
            .unwrap()
            .iter()
            .map(|d| d.as_u64().unwrap())
            .product::<u64>()
            * size
    };
    // input_ids (i64) and logits (f32).
    let (input_bytes, logits_bytes) = (bytes(&doc["inputs"][0], 8), bytes(&doc["outputs"][0], 4));
    let (mut up0, mut up1, mut down1, mut sent0) = (0, 0, 0, 0);
    for (r, &(up, down)) in &traffic {
        if stage[r] == 0 {
            assert_eq!(down, sent[r], "rank {r} read back more than it sent: {err}");
            (up0, sent0) = (up0 + up, sent0 + sent[r]);
        } else {
            (up1, down1) = (up1 + up, down1 + down);
        }
    }
    assert_eq!(up0, input_bytes, "{err}");
    assert_eq!(up1, sent0, "{err}");
    assert_eq!(down1, logits_bytes, "{err}");
    // Training: IREE modules against hetc's cpu code.
    let tio = dir.join("train.io.json");
    training_io(&tio);
    let train = [&GPT2_SMALL[..], &["--tp", "2", "--train", "--lr", "0.5"]].concat();
    let (bi, bc) = (dir.join("train-iree"), dir.join("train-cpu"));
    compile_bundle("gpt2-tiny.onnx", &[&train[..], &iree].concat(), &bi);
    compile_bundle("gpt2-tiny.onnx", &train, &bc);
    let steps = ["--input", tio.to_str().unwrap(), "--steps", "3"];
    let (li, lc) = (dir.join("li.json"), dir.join("lc.json"));
    let err = run(&bi, &steps, &li);
    assert!(err.contains("IREE modules on local-task"), "{err}");
    run(&bc, &steps, &lc);
    let (gi, gc) = (run_losses(&li), run_losses(&lc));
    eprintln!("IREE losses {gi:?}, cpu code {gc:?}");
    assert_eq!(gi.len(), 3);
    for (a, c) in gi.iter().zip(&gc) {
        assert!((a - c).abs() / c.abs() < 1e-5, "{gi:?} vs {gc:?}");
    }
    // Training over the pipeline without TP (2 stages × DP 2, one micro-
    // batch per rank and step): the backward sums the gradients on the
    // device, so a rank reads back only what its comm program sends
    // (activations forward, input gradients backward), its gradients once
    // per step (for the DP sync), and on the last stage the losses.
    let bt = dir.join("train-pipe");
    compile_bundle(
        "gpt2-tiny.onnx",
        &[
            &GPT2_SMALL[..],
            &["--tp", "1", "--train", "--lr", "0.5"],
            &iree,
        ]
        .concat(),
        &bt,
    );
    let lp = dir.join("lp.json");
    let err = run(&bt, &steps, &lp);
    let gp = run_losses(&lp);
    for (a, c) in gp.iter().zip(&gc) {
        assert!((a - c).abs() / c.abs() < 1e-5, "{gp:?} vs {gc:?}");
    }
    let traffic = device_traffic(&err);
    let stage = rank_numbers(&err, ": stage ");
    let comm = rank_numbers(&err, ": sent ");
    let program = rank_numbers_after(&err, "(comm program ");
    let elements: String = err
        .lines()
        .filter(|l| l.contains(" weight elements: "))
        .collect::<Vec<_>>()
        .join("\n");
    let elements = rank_numbers(&elements, ": ");
    assert_eq!(traffic.len(), 4, "{err}");
    for (r, &(_, down)) in &traffic {
        let losses = if stage[r] == 1 { 3 * 4 } else { 0 };
        let want = program[r] + 3 * 4 * elements[r] + losses;
        assert_eq!(down, want, "rank {r} (sent {}): {err}", comm[r]);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Per rank, the number after `key` anywhere on its lines.
fn rank_numbers_after(err: &str, key: &str) -> BTreeMap<u64, u64> {
    err.lines()
        .filter_map(|l| {
            let (rank, rest) = l.strip_prefix("rank ")?.split_once(": ")?;
            let after = rest.split_once(key)?.1;
            let digits: String = after.chars().take_while(char::is_ascii_digit).collect();
            Some((rank.parse().ok()?, digits.parse().ok()?))
        })
        .collect()
}

/// Per rank, the bytes its IREE device took from and gave back to host
/// memory (`rank R: IREE … host to device U bytes, device to host D bytes`).
fn device_traffic(err: &str) -> BTreeMap<u64, (u64, u64)> {
    err.lines()
        .filter_map(|l| {
            let r = l.strip_prefix("rank ")?;
            let (rank, rest) = r.split_once(": IREE ")?;
            let n = |key: &str| -> Option<u64> {
                rest.split_once(key)?.1.split(' ').next()?.parse().ok()
            };
            Some((
                rank.parse().ok()?,
                (n("host to device ")?, n("device to host ")?),
            ))
        })
        .collect()
}

/// Per rank, the number after `key` on its lines (`rank R<key>N…`).
fn rank_numbers(err: &str, key: &str) -> BTreeMap<u64, u64> {
    err.lines()
        .filter_map(|l| {
            let (rank, rest) = l.strip_prefix("rank ")?.split_once(key)?;
            let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
            Some((rank.parse().ok()?, digits.parse().ok()?))
        })
        .collect()
}

/// Per rank chain line of a run's log: compute segments with code, from
/// the bundle, from the compile cache, compiled now.
fn code_counts(err: &str) -> Vec<[usize; 4]> {
    err.lines()
        .filter_map(|l| {
            let at = l.find(" with cpu code (")?;
            let n = |s: &str| -> Vec<usize> {
                s.split(|c: char| !c.is_ascii_digit())
                    .filter_map(|w| w.parse().ok())
                    .collect()
            };
            let (before, after) = (n(&l[..at]), n(&l[at..]));
            Some([*before.last()?, after[0], after[1], after[2]])
        })
        .collect()
}

/// A rank bound to a GPU needs its vendor's driver: on a host without
/// one, `hetc run` and `hetc-run` fail at once with an error naming the
/// rank, its chip and device and the driver library, before any rank
/// computes, and write no output.
#[test]
fn gpu_ranks_without_a_driver_fail_at_once() {
    for (vendor, lib) in [("nvidia", "libcuda.so.1"), ("amd", "libamdhip64.so")] {
        gpu_rank_without_its_driver(vendor, lib);
    }
}

/// [`gpu_ranks_without_a_driver_fail_at_once`] for one vendor: the CPU
/// test cluster with its second chip made a `vendor` GPU. `hetc run`,
/// `hetc-run` and — for AMD, where scripts/test.sh built it — `hetc-run`
/// with IREE's HIP driver (`$HETC_RUN_HIP_BIN`) each stop naming the rank,
/// its chip and device and `lib`.
fn gpu_rank_without_its_driver(vendor: &str, lib: &str) {
    let dir = std::env::temp_dir().join(format!("hetc-it-gpu-{vendor}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let text = std::fs::read_to_string(cluster("cpu-test.toml")).unwrap();
    let (a, b) = text.split_at(text.find("name = \"cpu-b\"").unwrap());
    let b = b.replacen("vendor = \"cpu\"", &format!("vendor = \"{vendor}\""), 1);
    let c = dir.join("mixed.toml");
    std::fs::write(&c, format!("{a}{b}")).unwrap();
    let out = dir.join("b");
    let m = model("gpt2-tiny.onnx");
    let args = [
        "compile",
        m.to_str().unwrap(),
        "--cluster",
        c.to_str().unwrap(),
    ]
    .into_iter()
    .chain(GPT2_SMALL)
    .chain([
        "--vendor",
        "cpu",
        "--emit",
        "bundle",
        "-o",
        out.to_str().unwrap(),
    ])
    .collect::<Vec<_>>();
    let (code, _, err) = hetc(&args);
    assert_eq!(code, 0, "{err}");
    let man: serde_json::Value =
        serde_json::from_slice(&std::fs::read(out.join("manifest.json")).unwrap()).unwrap();
    let gpu = man["ranks"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["vendor"] == vendor)
        .unwrap_or_else(|| panic!("no {vendor} rank in the plan: {man}"));
    // Its GPU on this host: the first (no other rank of its vendor before it).
    let first = man["ranks"]
        .as_array()
        .unwrap()
        .iter()
        .position(|r| r["vendor"] == vendor)
        .unwrap();
    assert_eq!(gpu["rank"], first);
    let who = format!("rank {} ({vendor} cpu-b, device 0)", gpu["rank"]);
    let io = reference_io_dir().join("gpt2-tiny.io.json");
    let written = dir.join("out.json");
    let run = [
        out.to_str().unwrap(),
        "--local",
        "--input",
        io.to_str().unwrap(),
        "--output",
        written.to_str().unwrap(),
    ];
    let t0 = std::time::Instant::now();
    let mut results = vec![
        hetc(&[&["run"], &run[..]].concat()),
        hetc_run_env(&run, &[]),
    ];
    let hip = std::env::var_os("HETC_RUN_HIP_BIN").filter(|_| vendor == "amd");
    if let Some(bin) = &hip {
        // It has IREE's HIP driver (registered with the runtime's drivers).
        let nm = std::process::Command::new("nm").arg(bin).output().unwrap();
        assert!(
            String::from_utf8_lossy(&nm.stdout).contains("iree_hal_hip_driver_module_register"),
            "{bin:?} has no HIP driver"
        );
        let out = std::process::Command::new(bin).args(run).output().unwrap();
        let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
        results.push((
            out.status.code().unwrap_or(-1),
            text(&out.stdout),
            text(&out.stderr),
        ));
    }
    for (code, _, err) in &results {
        assert_ne!(*code, 0, "{err}");
        assert!(
            err.contains(&who) && err.contains(lib) && !err.contains("panicked"),
            "{err}"
        );
    }
    assert!(!written.exists());
    eprintln!(
        "{vendor}: {} binaries failed in {:.2} s",
        results.len(),
        t0.elapsed().as_secs_f64()
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The bytes each of the 4 ranks sent (a merged trace's counter) are
/// what its program predicts and `first` for stage 0's ranks 0 and 1,
/// `second` for stage 1's ranks 2 and 3.
fn assert_bytes_sent(trace: &Path, first: usize, second: usize, what: &str) {
    let got = bytes_sent(trace);
    eprintln!("{what}: bytes per rank (sent, predicted): {got:?}");
    let want: BTreeMap<u64, (u64, u64)> = (0..4)
        .map(|r| {
            let b = if r < 2 { first } else { second } as u64;
            (r, (b, b))
        })
        .collect();
    assert_eq!(got, want, "{what}");
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

/// Write f32 tensors as a safetensors file.
fn write_safetensors(p: &std::path::Path, t: &Tensors) {
    let bytes: Vec<(String, Vec<usize>, Vec<u8>)> = t
        .iter()
        .map(|(n, (s, v))| {
            (
                n.clone(),
                s.clone(),
                v.iter().flat_map(|x| x.to_le_bytes()).collect(),
            )
        })
        .collect();
    let views = bytes.iter().map(|(n, s, b)| {
        (
            n.as_str(),
            safetensors::tensor::TensorView::new(safetensors::Dtype::F32, s.clone(), b).unwrap(),
        )
    });
    std::fs::write(p, safetensors::tensor::serialize(views, None).unwrap()).unwrap();
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

/// `examples/models/train_oracle.py MODEL IO --lr LR --steps N`: jax's
/// loss, gradients and SGD steps (see the script).
fn jax_oracle(
    model_name: &str,
    io: &std::path::Path,
    lr: &str,
    steps: u32,
    extra: &[&str],
    out: &std::path::Path,
) -> Tensors {
    let python = std::env::var("HETC_PYTHON").unwrap_or_else(|_| "python3".into());
    let o = std::process::Command::new(&python)
        .arg(crate::common::root().join("examples/models/train_oracle.py"))
        .arg(model(model_name))
        .arg(io)
        .args(["--lr", lr, "--steps", &steps.to_string()])
        .args(extra)
        .arg("--out")
        .arg(out)
        .output()
        .unwrap();
    assert!(
        o.status.success(),
        "train_oracle.py (pip install jax onnx numpy):\n{}",
        String::from_utf8_lossy(&o.stderr)
    );
    read_safetensors(out)
}

/// max |got − want| / max |want| of two tensors.
fn rel_diff(got: &[f32], want: &[f32]) -> f32 {
    let scale = want.iter().fold(1e-6f32, |m, x| m.max(x.abs()));
    let diff = got
        .iter()
        .zip(want)
        .fold(0f32, |m, (a, b)| m.max((a - b).abs()));
    diff / scale
}

/// A step's saved gradients and weights against jax's `grad/` and `sgd/`
/// (every gradient within 1e-4 of its tensor's scale, every weight after
/// the step too); returns how many gradients there are.
fn check_step(
    name: &str,
    want: &Tensors,
    grads: &std::path::Path,
    weights: &std::path::Path,
) -> usize {
    let g = read_safetensors(grads);
    let w = read_safetensors(weights);
    let mut worst = (0.0f32, String::new());
    for (n, (shape, gv)) in &g {
        let (ws, wv) = want
            .get(&format!("grad/{n}"))
            .unwrap_or_else(|| panic!("{name}: jax has no gradient of {n}"));
        assert_eq!(shape, ws, "{name}: {n}");
        let e = rel_diff(gv, wv);
        if e > worst.0 {
            worst = (e, n.clone());
        }
        // The saved weights are the SGD step of the same gradients.
        let e = rel_diff(&w[n].1, &want[&format!("sgd/{n}")].1);
        assert!(e < 1e-4, "{name}: weight {n}: {e}");
    }
    assert_eq!(
        g.len(),
        want.keys().filter(|k| k.starts_with("grad/")).count(),
        "{name}: hetc and jax train different sets of weights"
    );
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
    g.len()
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
/// Layouts: 2 stages × TP 2 (Megatron shards, backward all-reduces,
/// vocabulary-parallel cross-entropy) with MLIR-JIT segments, with comm
/// fusion and without (the bundles store the fusion pass's programs; the
/// two runs agree bit for bit), with sequence parallelism (`--sp`: equal
/// to TP 2 within 1e-6), and 2 stages × DP 2 with the reference
/// interpreter.
#[test]
fn run_local_gpt2_training_step_matches_jax() {
    let dir = std::env::temp_dir().join(format!("hetc-it-train-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let io = dir.join("train.io.json");
    training_io(&io);
    let lr = "0.5";
    let want = jax_oracle(
        "gpt2-tiny.onnx",
        &io,
        lr,
        1,
        &[],
        &dir.join("jax.safetensors"),
    );
    let want_loss = want["loss"].1[0];
    let layouts: [(&str, &[&str], Option<&str>); 4] = [
        ("tp2", &["--tp", "2"], None),
        ("tp2-unfused", &["--tp", "2", "--no-comm-fusion"], None),
        ("tp2-sp", &["--tp", "2", "--sp"], None),
        ("dp2", &["--tp", "1"], Some("--reference")),
    ];
    let mut results = BTreeMap::new();
    for (name, extra, mode) in layouts {
        let b = dir.join(name);
        let mut a = [&GPT2_SMALL[..], &["--train", "--lr", lr]].concat();
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
            "--save-grads",
            grads.to_str().unwrap(),
            "--save-weights",
            weights.to_str().unwrap(),
        ];
        args.extend(mode);
        let err = run_local_ok(&b, &io, &out, &args, name);
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
        let n = check_step(name, &want, &grads, &weights);
        assert!(n >= 100, "{name}: {n} gradients");
        let (g, w) = (read_safetensors(&grads), read_safetensors(&weights));
        results.insert(name, (loss, g, w));
    }
    // With and without comm fusion: the same loss, gradients and weights.
    assert!(
        results["tp2"] == results["tp2-unfused"],
        "fused and unfused training steps differ"
    );
    // Sequence parallelism (reduce-scatter / all-gather around the TP
    // regions, norms on half of the sequence): the TP 2 step within 1e-6
    // (only the order of a few sums differs).
    let (tp2, sp) = (&results["tp2"], &results["tp2-sp"]);
    assert!(
        ((sp.0 - tp2.0) / tp2.0).abs() < 1e-6,
        "loss {} vs {}",
        sp.0,
        tp2.0
    );
    let mut worst = (0.0f32, String::new());
    for (what, a, b) in [("gradient", &sp.1, &tp2.1), ("weight", &sp.2, &tp2.2)] {
        assert_eq!(a.keys().collect::<Vec<_>>(), b.keys().collect::<Vec<_>>());
        for (n, (shape, v)) in a {
            assert_eq!(shape, &b[n].0, "{n}");
            let e = rel_diff(v, &b[n].1);
            if e > worst.0 {
                worst = (e, format!("{what} {n}"));
            }
        }
    }
    eprintln!(
        "tp2-sp vs tp2: loss {} vs {}, worst {:.2e} ({})",
        sp.0, tp2.0, worst.0, worst.1
    );
    assert!(
        worst.0 < 1e-6,
        "SP and TP 2 steps differ: {} {}",
        worst.1,
        worst.0
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The ResNet fixture trains: its training bundle (conv, pooling and
/// batch-norm VJPs; the classifier's logits closed with softmax
/// cross-entropy against integer labels) on 2 stages × DP 2 (4 processes on
/// loopback), against jax (`train_oracle.py`: the ONNX graph evaluated by
/// its own jax interpreter in float64, SGD on the same batch). One step
/// (`--reference`) equals jax's loss, gradients and SGD weights. 50 steps on
/// the JIT-compiled segments: the first two losses are jax's, the loss
/// falls tenfold, and at the weights the run reached before its last step
/// jax's loss and gradient are the ones hetc computed there.
///
/// Why not jax's whole 50-step curve: f32 and f64 runs of SGD on this
/// frozen-statistics ResNet part after a few steps (measured: 1.6e-5 apart
/// at step 2, 2% at step 3 — a max-pool or ReLU decision flips and the
/// gradient jumps), though each is right at its own weights (hetc's
/// gradients equal jax's at hetc's weights to 1e-6 at every step checked).
/// The batch: 4 images of seeded N(0.5, 2²) noise, labels 3, 7, 1, 9.
#[test]
fn run_local_resnet_trains_as_jax() {
    let dir = std::env::temp_dir().join(format!("hetc-it-resnet-train-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let io = dir.join("train.io.json");
    // N(0.5, 2²) pixels, as make_fixtures.py fed the model (xorshift64*
    // and Box–Muller).
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let mut uniform = || {
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        ((state.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 11) as f64 + 0.5) / (1u64 << 53) as f64
    };
    let pixels: Vec<f64> = (0..4 * 3 * 64 * 64)
        .map(|_| {
            let (u, v) = (uniform(), uniform());
            let z = (-2.0 * u.ln()).sqrt() * (std::f64::consts::TAU * v).cos();
            (0.5 + 2.0 * z) as f32 as f64
        })
        .collect();
    let doc = serde_json::json!({"inputs": [
        {"name": "input", "dtype": "f32", "shape": [4, 3, 64, 64], "data": pixels},
        {"name": "labels", "dtype": "i64", "shape": [4], "data": [3, 7, 1, 9]},
    ]});
    std::fs::write(&io, serde_json::to_string(&doc).unwrap()).unwrap();
    let (lr, steps) = ("0.005", 50usize);
    let want = jax_oracle("resnet50-tiny.onnx", &io, lr, 2, &[], &dir.join("jax.st"));
    let b = dir.join("bundle");
    compile_bundle(
        "resnet50-tiny.onnx",
        &[
            "--global-batch",
            "4",
            "--micro-batch",
            "2",
            "--planner",
            "uniform",
            "--train",
            "--lr",
            lr,
        ],
        &b,
    );
    let man: serde_json::Value =
        serde_json::from_slice(&std::fs::read(b.join("manifest.json")).unwrap()).unwrap();
    assert_eq!(man["stages"].as_array().unwrap().len(), 2);
    assert_eq!(man["ranks"].as_array().unwrap().len(), 4);
    let path = |f: &str| dir.join(f).to_str().unwrap().to_string();
    let run = |steps: usize, reference: bool, tag: &str| -> (Vec<f32>, String, String) {
        let (out, grads, weights) = (
            path(&format!("{tag}.json")),
            path(&format!("{tag}.grads.st")),
            path(&format!("{tag}.weights.st")),
        );
        let steps = steps.to_string();
        let mut a = vec![
            "run",
            b.to_str().unwrap(),
            "--local",
            "--input",
            io.to_str().unwrap(),
            "--steps",
            &steps,
            "--output",
            &out,
            "--save-grads",
            &grads,
            "--save-weights",
            &weights,
        ];
        if reference {
            a.push("--reference");
        }
        let (code, _, err) = hetc(&a);
        assert_eq!(code, 0, "{tag}: {err}");
        assert!(!err.contains("JIT failed"), "{tag}: {err}");
        let v: serde_json::Value = serde_json::from_slice(&std::fs::read(&out).unwrap()).unwrap();
        let losses = v["loss"]
            .as_array()
            .unwrap()
            .iter()
            .map(|x| x.as_f64().unwrap() as f32)
            .collect();
        (losses, grads, weights)
    };
    let rel = |a: f32, b: f32| ((a - b) / b).abs();
    let jax_losses = &want["losses"].1;
    let (one, grads, weights) = run(1, true, "one");
    assert!(
        rel(one[0], jax_losses[0]) < 1e-5,
        "loss {} vs jax {}",
        one[0],
        jax_losses[0]
    );
    // 161 weights: convolutions, batch-norm scales and biases, the head.
    assert_eq!(
        check_step("resnet", &want, grads.as_ref(), weights.as_ref()),
        161
    );
    let (curve, grads, weights) = run(steps, false, "curve");
    assert_eq!(curve.len(), steps);
    for k in 0..2 {
        assert!(
            rel(curve[k], jax_losses[k]) < 1e-5,
            "step {k}: loss {} vs jax {}",
            curve[k],
            jax_losses[k]
        );
    }
    eprintln!(
        "resnet: loss {:.4} -> {:.4} -> {:.4} over {steps} steps",
        curve[0],
        curve[steps / 2],
        curve[steps - 1]
    );
    assert!(
        curve[steps - 1] < 0.1 * curve[0],
        "the loss does not fall tenfold: {curve:?}"
    );
    // The weights before the last step, w − lr·g undone, and jax from there.
    let (g, w) = (
        read_safetensors(grads.as_ref()),
        read_safetensors(weights.as_ref()),
    );
    let lr_f: f32 = lr.parse().unwrap();
    let before: BTreeMap<String, (Vec<usize>, Vec<f32>)> = w
        .iter()
        .map(|(n, (shape, v))| {
            let gv = &g[n].1;
            let x = v.iter().zip(gv).map(|(w, g)| w + lr_f * g).collect();
            (n.clone(), (shape.clone(), x))
        })
        .collect();
    let init = dir.join("before-last.st");
    write_safetensors(&init, &before);
    let there = jax_oracle(
        "resnet50-tiny.onnx",
        &io,
        lr,
        1,
        &["--init", init.to_str().unwrap()],
        &dir.join("jax-last.st"),
    );
    let last = curve[steps - 1];
    let jax_last = there["loss"].1[0];
    assert!(
        rel(last, jax_last) < 1e-4,
        "step {}: loss {last}, jax at hetc's weights {jax_last}",
        steps - 1
    );
    let worst = g
        .iter()
        .map(|(n, (_, v))| rel_diff(v, &there[&format!("grad/{n}")].1))
        .fold(0f32, f32::max);
    eprintln!(
        "resnet: step {} gradients vs jax at hetc's weights {worst:.2e}",
        steps - 1
    );
    assert!(worst < 1e-4, "step {}: gradients off by {worst}", steps - 1);
    let _ = std::fs::remove_dir_all(&dir);
}

/// An `--input` file of two 8-token windows of `tokens` (17 of them):
/// `input_ids` tokens 0..8 and 8..16, `labels` the same shifted by one.
fn write_two_windows(io: &std::path::Path, tokens: &[u16]) {
    let t: Vec<i64> = tokens.iter().map(|&x| x as i64).collect();
    let doc = serde_json::json!({"inputs": [
        {"name": "input_ids", "dtype": "i64", "shape": [2, 8],
         "data": t[0..8].iter().chain(&t[8..16]).collect::<Vec<_>>()},
        {"name": "labels", "dtype": "i64", "shape": [2, 8],
         "data": t[1..9].iter().chain(&t[9..17]).collect::<Vec<_>>()},
    ]});
    std::fs::write(io, serde_json::to_string(&doc).unwrap()).unwrap();
}

/// `hetc run --data`: a training bundle of GPT-2-tiny (2 stages × DP 2)
/// reads each step's batch from a uint16 token file. The file holds two
/// windows of 8 + 1 tokens (17 tokens: window A = tokens 0..=8, B =
/// 8..=16), so every step — one epoch — trains on A and B, in an order the
/// seed picks; the mean loss and the summed gradients do not depend on the
/// order, so three steps equal three steps on an `--input` batch of A's and
/// B's inputs with their labels shifted by one, bit for bit. A token
/// beyond the vocabulary and a truncated file are refused naming the
/// offset. The same with TP 2 (a vocabulary-parallel embedding), its
/// losses written as an `.npz`.
#[test]
fn run_local_trains_on_a_token_file() {
    let dir = std::env::temp_dir().join(format!("hetc-it-data-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let tokens: Vec<u16> = (0..17u16).map(|k| (37 * k + 11) % 1024).collect();
    let bin = dir.join("train.bin");
    let le = |t: &[u16]| t.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>();
    std::fs::write(&bin, le(&tokens)).unwrap();
    let io = dir.join("same.io.json");
    write_two_windows(&io, &tokens);
    // TP 1, and TP 2, whose vocabulary-parallel embedding and one-hot
    // hold half the vocabulary on each rank (the bound is still 1024).
    // The TP 2 run writes its losses as an .npz.
    for tp in ["1", "2"] {
        let b = dir.join(format!("bundle-tp{tp}"));
        let args = [&GPT2_SMALL[..], &["--tp", tp, "--train", "--lr", "0.5"]].concat();
        compile_bundle("gpt2-tiny.onnx", &args, &b);
        let ext = if tp == "2" { "npz" } else { "json" };
        let losses = |source: &[&str], tag: &str| -> Vec<f64> {
            let out = dir.join(format!("{tag}-tp{tp}.{ext}"));
            let mut a = vec![
                "run",
                b.to_str().unwrap(),
                "--local",
                "--reference",
                "--steps",
                "3",
                "--output",
                out.to_str().unwrap(),
            ];
            a.extend_from_slice(source);
            let (code, _, err) = hetc(&a);
            assert_eq!(code, 0, "{tag} tp {tp}: {err}");
            if ext == "json" {
                let v: serde_json::Value =
                    serde_json::from_slice(&std::fs::read(&out).unwrap()).unwrap();
                return v["loss"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|x| x.as_f64().unwrap())
                    .collect();
            }
            let got = hetc_session::tensor_io::read_file(&out).unwrap();
            let loss = got.iter().find(|a| a.name == "loss").expect("a loss array");
            assert_eq!(loss.shape, vec![3], "tp {tp}");
            loss.data.to_f64s()
        };
        let from_file = losses(&["--data", bin.to_str().unwrap(), "--seed", "5"], "data");
        let from_io = losses(&["--input", io.to_str().unwrap()], "io");
        eprintln!("tp {tp}: --data: loss {from_file:?}; --input: {from_io:?}");
        assert_eq!(from_file, from_io, "tp {tp}");
        assert!(from_file[2] < from_file[0], "tp {tp}");
        // A token id the embedding does not have: id 2000 at token 5.
        let mut bad = tokens.clone();
        bad[5] = 2000;
        std::fs::write(&bin, le(&bad)).unwrap();
        let (code, _, err) = hetc(&[
            "run",
            b.to_str().unwrap(),
            "--local",
            "--reference",
            "--data",
            bin.to_str().unwrap(),
        ]);
        assert_ne!(code, 0);
        assert!(
            err.contains("token 2000 at token index 5 (byte offset 10)")
                && err.contains("vocabulary of 1024"),
            "tp {tp}: {err}"
        );
        std::fs::write(&bin, le(&tokens)).unwrap();
    }
    let b = dir.join("bundle-tp1");
    // Half a token at the end: refused before any rank starts.
    let mut odd = le(&tokens);
    odd.push(7);
    std::fs::write(&bin, odd).unwrap();
    let (code, _, err) = hetc(&[
        "run",
        b.to_str().unwrap(),
        "--local",
        "--data",
        bin.to_str().unwrap(),
    ]);
    assert_eq!(code, 1);
    assert!(
        err.contains("train.bin") && err.contains("byte offset 34"),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// `hetc run BUNDLE --local --input IO --output OUT EXTRA…`, which must
/// succeed on JIT-compiled code; its stderr.
fn run_local_ok(
    bundle: &std::path::Path,
    io: &std::path::Path,
    out: &std::path::Path,
    extra: &[&str],
    tag: &str,
) -> String {
    run_local_env(bundle, io, out, extra, tag, &[])
}

/// [`run_local_ok`] with environment variables set.
fn run_local_env(
    bundle: &std::path::Path,
    io: &std::path::Path,
    out: &std::path::Path,
    extra: &[&str],
    tag: &str,
    env: &[(&str, &str)],
) -> String {
    let mut a = vec![
        "run",
        bundle.to_str().unwrap(),
        "--local",
        "--input",
        io.to_str().unwrap(),
        "--output",
        out.to_str().unwrap(),
    ];
    a.extend_from_slice(extra);
    let (code, _, err) = hetc_env(&a, env);
    assert_eq!(code, 0, "{tag}: {err}");
    assert!(!err.contains("JIT failed"), "{tag}: {err}");
    err
}

/// The losses of a training run's `--output` file.
fn run_losses(out: &std::path::Path) -> Vec<f64> {
    let v: serde_json::Value = serde_json::from_slice(&std::fs::read(out).unwrap()).unwrap();
    v["loss"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_f64().unwrap())
        .collect()
}

/// Steps of the AdamW tests: 20, or `HETC_ADAMW_STEPS` (a multiple of 10).
fn adamw_steps() -> usize {
    let steps: usize = std::env::var("HETC_ADAMW_STEPS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(20);
    assert!(steps >= 20 && steps % 10 == 0);
    steps
}

/// The peak learning rate of the AdamW tests.
const ADAMW_LR: &str = "2e-3";

/// The AdamW tests' optimizer flags (as `train_oracle.py` takes them too),
/// cosine decay to step `decay`.
fn adamw_options(decay: &str) -> [&str; 16] {
    [
        "--optimizer",
        "adamw",
        "--weight-decay",
        "0.01",
        "--betas",
        "0.9,0.95",
        "--eps",
        "1e-8",
        "--lr-schedule",
        "cosine",
        "--warmup-steps",
        "5",
        "--decay-steps",
        decay,
        "--clip-grad-norm",
        "1.0",
    ]
}

/// GPT-2-tiny's AdamW training bundle for one device (1 stage, TP 1) in
/// `dir/one`.
fn one_device_bundle(dir: &Path, opt: &[&str], name: &str) -> std::path::PathBuf {
    let one = dir.join("one.toml");
    std::fs::write(
        &one,
        "name = \"one-cpu\"\n[[chip]]\nname = \"cpu-a\"\nvendor = \"cpu\"\nmemory_gib = 2.0\n\
         hbm_gb_s = 20.0\nefficiency = 0.5\ndevices_per_node = 1\nintra_node_gb_s = 10.0\n\
         tp_limit = 1\nnics_per_node = 1\nnic_gbit_s = 10.0\n[chip.peak_tflops]\nf32 = 0.1\n\
         f16 = 0.1\nbf16 = 0.1\n[[mesh]]\nname = \"cpu-a\"\nchip = \"cpu-a\"\nnodes = 1\n",
    )
    .unwrap();
    let b1 = dir.join(name);
    let m = model("gpt2-tiny.onnx");
    let mut a = vec![
        "compile",
        m.to_str().unwrap(),
        "--cluster",
        one.to_str().unwrap(),
    ];
    a.extend_from_slice(&GPT2_SMALL);
    a.extend(["--train", "--lr", ADAMW_LR]);
    a.extend_from_slice(opt);
    a.extend(["--emit", "bundle", "-o", b1.to_str().unwrap()]);
    let (code, _, err) = hetc(&a);
    assert_eq!(code, 0, "{err}");
    let man: serde_json::Value =
        serde_json::from_slice(&std::fs::read(b1.join("manifest.json")).unwrap()).unwrap();
    assert_eq!(man["ranks"].as_array().unwrap().len(), 1, "{man}");
    b1
}

/// AdamW as users train GPT-2-tiny, against jax + optax
/// (`train_oracle.py --optimizer adamw`: `optax.clip_by_global_norm`, then
/// `optax.adamw` on `optax.warmup_cosine_decay_schedule`, in float64): on
/// 2 stages × TP 2 (4 processes), every one of 20 steps' losses equals
/// optax's within 1e-5 relative, with the gradient clipped at norm 1 (the
/// norm all-reduced over every stage and TP rank; the step lines show it
/// above 1 at first). The run checkpoints at steps 10 and 20; resuming
/// the same bundle from step 10 repeats steps 11–20 bit for bit, and a
/// bundle for one device (1 stage, TP 1) resumes the 2-stage TP-2
/// checkpoint (re-sharded by name) with the same losses (1e-6). A
/// checkpoint with a changed byte is refused naming the tensor, before any
/// rank starts. `hetc-run` repeats the first 10 steps bit for bit.
/// `HETC_ADAMW_STEPS=100` runs the issue's 100 steps.
#[test]
fn run_local_gpt2_adamw_matches_optax_and_resumes() {
    let dir = std::env::temp_dir().join(format!("hetc-it-adamw-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let io = dir.join("train.io.json");
    training_io(&io);
    let steps = adamw_steps();
    let decay = (2 * steps).to_string();
    // Weight decay on the matrices only (optax's mask; the DP-2 test below
    // decays every weight).
    let opt = [
        &adamw_options(&decay)[..],
        &["--weight-decay-mask", "matrices"],
    ]
    .concat();
    let lr = ADAMW_LR;
    let want = jax_oracle(
        "gpt2-tiny.onnx",
        &io,
        lr,
        steps as u32,
        &opt,
        &dir.join("optax.safetensors"),
    );
    let want = &want["losses"].1;
    let b = dir.join("tp2");
    let args = [
        &GPT2_SMALL[..],
        &["--tp", "2", "--train", "--lr", lr],
        &opt[..],
    ]
    .concat();
    compile_bundle("gpt2-tiny.onnx", &args, &b);
    // The mask in the manifest: every 1-D weight of GPT-2 (biases, norm
    // scales), none of the 2-D ones.
    let man: serde_json::Value =
        serde_json::from_slice(&std::fs::read(b.join("manifest.json")).unwrap()).unwrap();
    let no_decay: Vec<&str> = man["training"]["no_decay"]
        .as_array()
        .unwrap_or_else(|| panic!("{}", man["training"]))
        .iter()
        .map(|v| v.as_str().unwrap())
        .collect();
    assert!(
        no_decay
            .iter()
            .all(|n| n.ends_with(".bias") || n.contains("ln")),
        "{no_decay:?}"
    );
    assert!(
        no_decay.iter().any(|n| n.ends_with("ln_f.weight")),
        "{no_decay:?}"
    );
    assert!(
        !no_decay
            .iter()
            .any(|n| n.contains("wte") || n.contains("c_attn.weight")),
        "{no_decay:?}"
    );
    // Each rank's optimizer stage is in the bundle: one fused generic per
    // weight it updates (3 results: the weight, exp_avg, exp_avg_sq) and
    // the cpu object code.
    for (r, rank) in man["ranks"].as_array().unwrap().iter().enumerate() {
        let weights = rank["weights"].as_array().unwrap().len();
        let mlir = std::fs::read_to_string(b.join(format!("optimizer/rank-{r}.mlir")))
            .unwrap_or_else(|e| panic!("rank {r}: {e}"));
        assert_eq!(mlir.matches("linalg.generic").count(), weights, "rank {r}");
        let obj = std::fs::read(b.join(format!("optimizer/rank-{r}.so"))).unwrap();
        assert_eq!(&obj[..4], b"\x7fELF", "rank {r}");
    }
    let ck = dir.join("ck");
    let run = |bundle: &std::path::Path, extra: &[&str], tag: &str| -> (Vec<f64>, String) {
        let out = dir.join(format!("{tag}.json"));
        let err = run_local_ok(bundle, &io, &out, extra, tag);
        (run_losses(&out), err)
    };
    let n = steps.to_string();
    let (got, err) = run(
        &b,
        &[
            "--steps",
            &n,
            "--checkpoint-dir",
            ck.to_str().unwrap(),
            "--checkpoint-every",
            "10",
        ],
        "tp2",
    );
    assert_eq!(got.len(), steps);
    let mut worst = (0.0, 0);
    for (k, (g, w)) in got.iter().zip(want).enumerate() {
        let e = (g - f64::from(*w)).abs() / f64::from(*w).abs();
        if e > worst.0 {
            worst = (e, k);
        }
    }
    eprintln!(
        "AdamW {steps} steps: loss {:.6} -> {:.6}, worst |hetc - optax| / optax = {:.2e} at step {}",
        got[0],
        got[steps - 1],
        worst.0,
        worst.1
    );
    assert!(worst.0 < 1e-5, "step {}: {:?} vs {want:?}", worst.1, got);
    assert!(got[steps - 1] < got[0] - 1.0, "{got:?}");
    // The step lines: the global norm above the clipping bound at first.
    let first = err
        .lines()
        .find(|l| l.contains(": step 1: loss"))
        .unwrap_or_else(|| panic!("no step line: {err}"));
    let norm: f64 = first
        .split("grad norm ")
        .nth(1)
        .and_then(|s| s.split(',').next())
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("{first}"));
    assert!(norm > 1.0, "{first}");
    assert!(
        first.contains("tokens/s") && first.contains("plan predicts"),
        "{first}"
    );
    for s in [10, steps] {
        assert!(ck.join(format!("step-{s}/meta.json")).exists(), "step-{s}");
    }
    // The deployable runtime: the same bundle's first 10 steps in
    // `hetc-run` (no compiler), the same losses bit for bit (so optax's).
    let out = dir.join("hetc-run.json");
    let (code, _, err) = hetc_run_env(
        &[
            b.to_str().unwrap(),
            "--local",
            "--input",
            io.to_str().unwrap(),
            "--steps",
            "10",
            "--output",
            out.to_str().unwrap(),
        ],
        &[],
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(run_losses(&out), got[..10], "hetc-run and hetc run differ");
    // Resume from step 10: steps 11-20 bit for bit.
    let step10 = ck.join("step-10");
    let resume = ["--steps", "10", "--resume", step10.to_str().unwrap()];
    // On a terminal (a pty by `script`): the first rank of the last stage
    // (rank 2) draws the progress bar under its step lines; rank 3, its TP
    // peer, keeps quiet.
    let out = dir.join("resumed.json");
    let (code, tty) = on_a_terminal(&[
        "run",
        b.to_str().unwrap(),
        "--local",
        "--input",
        io.to_str().unwrap(),
        "--output",
        out.to_str().unwrap(),
        "--steps",
        "10",
        "--resume",
        step10.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{tty}");
    let again = run_losses(&out);
    assert_eq!(again, got[10..20], "resumed from step 10");
    assert!(
        tty.contains("\r\x1b[2Krank 2: step 11: loss")
            && tty.contains("step 1/10 [##")
            && tty.contains("step 10/10 [########################] loss")
            && tty.contains(" left"),
        "{tty}"
    );
    assert!(
        !tty.lines()
            .any(|l| l.contains("rank 3: step") && l.contains(": loss")),
        "{tty}"
    );
    // The same checkpoint in a one-device bundle (1 stage, TP 1).
    let b1 = one_device_bundle(&dir, &opt, "one");
    let (moved, _) = run(&b1, &resume, "one-device");
    for (k, (g, w)) in moved.iter().zip(&got[10..20]).enumerate() {
        assert!(
            (g - w).abs() / w.abs() < 1e-6,
            "step {}: {g} vs {w}",
            k + 11
        );
    }
    device_adamw_resumes(&dir, &opt, &io, &step10, &got[10..20], &b1, &ck);
    // A changed byte in the optimizer state: refused naming the tensor.
    let f = ck.join(format!("step-{steps}/optimizer.safetensors"));
    let mut bytes = std::fs::read(&f).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 0x40;
    std::fs::write(&f, bytes).unwrap();
    let bad = ck.join(format!("step-{steps}"));
    let (code, _, err) = hetc(&[
        "run",
        b1.to_str().unwrap(),
        "--local",
        "--input",
        io.to_str().unwrap(),
        "--resume",
        bad.to_str().unwrap(),
    ]);
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("optimizer.safetensors") && err.contains("exp_avg"),
        "{err}"
    );
    assert!(
        !err.contains("rank 0"),
        "refused after starting ranks: {err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The one-device bundle with IREE modules (`--cpu-code iree`: IREE's
/// `local-task` driver on the host standing in for a GPU's), resumed from
/// `step10` in `hetc-run`: its AdamW step runs on the device, with the
/// weights and the optimizer state kept there, and gives `want` (optax's
/// steps 11-20 to 1e-5). The device's log says what crossed: the weights
/// went up twice (the bundle's at load, the checkpoint's at resume), none
/// after an update; read back were the losses, the squared gradient norm
/// (summed on the device) of each step, and the step-20 checkpoint (the
/// weights and AdamW's two moments): the gradients, clipped on the device
/// where the norm is over the bound, never. That checkpoint
/// resumes in the cpu bundle `cpu` with the losses of the cpu run's own
/// step-20 checkpoint in `cpu_ck` (steps 21 and 22: the weights, then the
/// moments, to 1e-5).
fn device_adamw_resumes(
    dir: &Path,
    opt: &[&str],
    io: &Path,
    step10: &Path,
    want: &[f64],
    cpu: &Path,
    cpu_ck: &Path,
) {
    let b = one_device_bundle(dir, &[opt, &["--cpu-code", "iree"]].concat(), "one-iree");
    for f in ["optimizer/rank-0.vmfb", "optimizer/rank-0.norm.vmfb"] {
        assert!(b.join(f).is_file(), "{f}");
    }
    let (out, ck) = (dir.join("one-iree.json"), dir.join("ck-iree"));
    let (code, _, err) = hetc_run_env(
        &[
            b.to_str().unwrap(),
            "--local",
            "--input",
            io.to_str().unwrap(),
            "--steps",
            "10",
            "--resume",
            step10.to_str().unwrap(),
            "--checkpoint-dir",
            ck.to_str().unwrap(),
            "--checkpoint-every",
            "10",
            "--output",
            out.to_str().unwrap(),
        ],
        &[],
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains("optimizer stage on the device (2 state tensors per weight; gradient norm on the device)"),
        "{err}"
    );
    let got = run_losses(&out);
    assert_eq!(got.len(), want.len());
    for (k, (g, w)) in got.iter().zip(want).enumerate() {
        assert!(
            (g - w).abs() / w.abs() < 1e-5,
            "step {}: {g} vs {w}",
            k + 11
        );
    }
    assert!(ck.join("step-20/meta.json").exists(), "{err}");
    let elements = rank_numbers(
        &err.lines()
            .filter(|l| l.contains(" weight elements: "))
            .collect::<Vec<_>>()
            .join("\n"),
        ": ",
    )[&0];
    let clipped = err
        .lines()
        .filter_map(|l| {
            l.split("grad norm ")
                .nth(1)?
                .split(',')
                .next()?
                .parse::<f64>()
                .ok()
        })
        .filter(|&n| n >= 1.0)
        .count();
    eprintln!("AdamW on IREE, steps 11-20: {clipped} clipped on the device");
    let (_, down) = device_traffic(&err)[&0];
    let uploaded = rank_numbers_after(&err, "weights uploaded ")[&0];
    assert_eq!(uploaded, 2 * 4 * elements, "{err}");
    let losses = 10 * 2 * 4;
    let norms = 10 * 4;
    assert_eq!(down, losses + norms + 3 * 4 * elements, "{err}");
    let two = |ck: &Path, tag: &str| -> Vec<f64> {
        let out = dir.join(format!("{tag}.json"));
        let at = ck.join("step-20");
        let extra = ["--steps", "2", "--resume", at.to_str().unwrap()];
        run_local_ok(cpu, io, &out, &extra, tag);
        run_losses(&out)
    };
    let (from_device, from_cpu) = (two(&ck, "from-iree"), two(cpu_ck, "from-cpu"));
    assert_eq!(from_device.len(), 2);
    for (g, w) in from_device.iter().zip(&from_cpu) {
        assert!(
            (g - w).abs() / w.abs() < 1e-5,
            "{from_device:?} vs {from_cpu:?}"
        );
    }
}

/// `hetc ARGS` with its output on a terminal (a pty made by util-linux's
/// `script`): exit code and everything written to the terminal.
fn on_a_terminal(args: &[&str]) -> (i32, String) {
    let cmd = std::iter::once(env!("CARGO_BIN_EXE_hetc"))
        .chain(args.iter().copied())
        .map(|a| format!("'{}'", a.replace('\'', "'\\''")))
        .collect::<Vec<_>>()
        .join(" ");
    let out = std::process::Command::new("script")
        .args(["-qec", &cmd, "/dev/null"])
        .current_dir(crate::common::root())
        .stdin(std::process::Stdio::null())
        .output()
        .expect("running util-linux's script (Debian: bsdutils)");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

/// The optimizer-state elements rank `r` of a ZeRO-1 bundle holds, by
/// ZeRO-1's definition from the manifest alone: the weight shards held by
/// the same ranks are summed in one bucket per holder group, of which
/// position `p` among the group's `n` ranks of `r`'s chip type owns
/// elements `len·p/n .. len·(p+1)/n` — when every chip type of the group
/// has `n` ranks; else position `p` among all the group's `n` ranks (one
/// ring over the whole group). A weight only `r` holds is whole.
/// Returns (whole, sliced, buckets).
fn zero_state_elements(man: &serde_json::Value, r: usize) -> (u64, u64, usize) {
    let ranks = man["ranks"].as_array().unwrap();
    let size = |w: &serde_json::Value| -> u64 {
        let ty = w["type"].as_str().unwrap();
        let dims = ty[ty.find('[').unwrap() + 1..ty.len() - 1].split(", ");
        dims.map(|d| d.parse::<u64>().unwrap()).product()
    };
    let holders = |name: &str| -> Vec<usize> {
        (0..ranks.len())
            .filter(|&k| {
                ranks[k]["weights"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .any(|w| w["name"] == name)
            })
            .collect()
    };
    let chip = |k: usize| ranks[k]["chip"].as_str().unwrap();
    let (mut whole, mut buckets) = (0u64, BTreeMap::<Vec<usize>, u64>::new());
    for w in ranks[r]["weights"].as_array().unwrap() {
        let h = holders(w["name"].as_str().unwrap());
        if h.len() > 1 {
            *buckets.entry(h).or_default() += size(w);
        } else {
            whole += size(w);
        }
    }
    let sliced: u64 = buckets
        .iter()
        .map(|(g, len)| {
            let mut per_chip = BTreeMap::<&str, usize>::new();
            for &k in g {
                *per_chip.entry(chip(k)).or_default() += 1;
            }
            let even = per_chip.values().all(|&c| c == per_chip[chip(r)]);
            let mine: Vec<usize> = g
                .iter()
                .copied()
                .filter(|&k| !even || chip(k) == chip(r))
                .collect();
            let n = mine.len() as u64;
            let p = mine.iter().position(|&k| k == r).unwrap() as u64;
            len * (p + 1) / n - len * p / n
        })
        .sum();
    (whole, sliced, buckets.len())
}

/// Every one of `ranks` ranks logged `rank R: sent S bytes; predicted S`
/// (a run of `hetc run --local`, whose stderr is `err`).
fn sent_is_predicted(err: &str, ranks: usize) {
    for r in 0..ranks {
        let head = format!("rank {r}: sent ");
        let l = err
            .lines()
            .find(|l| l.starts_with(&head))
            .unwrap_or_else(|| panic!("no bytes line of rank {r}: {err}"));
        let num = |s: &str| -> u64 { s.split(' ').next().unwrap().parse().unwrap() };
        let sent = num(&l[head.len()..]);
        let predicted = num(l.split("predicted ").nth(1).unwrap());
        assert_eq!(sent, predicted, "{l}");
    }
}

/// The figures of a training rank's state line (`rank R: E weight
/// elements: …`): elements, and the optimizer state's bytes (ZeRO-1's
/// count, else 8 B per element).
fn state_line(err: &str, r: usize) -> (u64, Option<u64>) {
    let head = format!("rank {r}: ");
    let l = err
        .lines()
        .find(|l| l.starts_with(&head) && l.contains("weight elements"))
        .unwrap_or_else(|| panic!("no state line of rank {r}: {err}"));
    let num = |after: &str| -> Option<u64> {
        l.split(after)
            .nth(1)?
            .split(' ')
            .next()?
            .trim_end_matches(',')
            .parse()
            .ok()
    };
    let e = num(&head).unwrap();
    let zero = l.split("ZeRO-1: the state of ").nth(1).map(|s| {
        s.split(", ")
            .nth(1)
            .unwrap()
            .split(' ')
            .next()
            .unwrap()
            .parse()
            .unwrap()
    });
    (e, zero)
}

/// ZeRO-1 over a sync group whose chip types have unequal rank counts:
/// on `cpu-test-3.toml` (two cpu-a devices, one cpu-b) HAPT puts
/// GPT-2-tiny's embedding stage on the cpu-b device (DP 1) and the rest on
/// cpu-a at DP 2, so the tied token embedding syncs over one cpu-b rank
/// and two cpu-a ranks. That sync is ZeRO-1 too — one ring over the whole
/// group (`comm_program::zero_domains`), each rank updating a third of the
/// table — and every one of 6 AdamW steps' losses (global batch 4, the
/// reference interpreter) equals optax's (float64) within 1e-5; each
/// rank's optimizer state is ZeRO-1's share by independent arithmetic over
/// the manifest (`zero_state_elements`), and every rank sends exactly its
/// predicted bytes.
#[test]
fn run_local_gpt2_unequal_dp_zero_matches_optax() {
    let dir = std::env::temp_dir().join(format!("hetc-it-unequal-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    // Four sequences: the fixture's two and the same rotated by 3 tokens.
    let io = dir.join("train.io.json");
    training_io(&io);
    let mut doc: serde_json::Value = serde_json::from_slice(&std::fs::read(&io).unwrap()).unwrap();
    for t in doc["inputs"].as_array_mut().unwrap() {
        let s = t["shape"][1].as_u64().unwrap() as usize;
        let d: Vec<serde_json::Value> = t["data"].as_array().unwrap().clone();
        let mut more = d.clone();
        for row in d.chunks(s) {
            more.extend(row.iter().cycle().skip(3).take(s).cloned());
        }
        t["data"] = serde_json::Value::Array(more);
        t["shape"][0] = serde_json::json!(4);
    }
    std::fs::write(&io, serde_json::to_string(&doc).unwrap()).unwrap();
    let steps = 6;
    let opt = adamw_options("12");
    let want = jax_oracle(
        "gpt2-tiny.onnx",
        &io,
        ADAMW_LR,
        steps,
        &opt,
        &dir.join("optax.safetensors"),
    );
    let want = &want["losses"].1;
    let b = dir.join("b");
    let (m, c) = (model("gpt2-tiny.onnx"), cluster("cpu-test-3.toml"));
    let mut a = vec![
        "compile",
        m.to_str().unwrap(),
        "--cluster",
        c.to_str().unwrap(),
        "--bind",
        "sequence=8",
        "--global-batch",
        "4",
        "--micro-batch",
        "1",
        "--planner",
        "hapt",
        "--train",
        "--lr",
        ADAMW_LR,
    ];
    a.extend_from_slice(&opt);
    a.extend(["--emit", "bundle", "-o", b.to_str().unwrap()]);
    let (code, _, err) = hetc(&a);
    assert_eq!(code, 0, "{err}");
    let man: serde_json::Value =
        serde_json::from_slice(&std::fs::read(b.join("manifest.json")).unwrap()).unwrap();
    let dps: Vec<u64> = man["stages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["dp"].as_u64().unwrap())
        .collect();
    assert_eq!(dps, [1, 2], "{}", man["stages"]);
    let prog = bundle_programs_are_the_fusion_pass_s(&b, true);
    let unequal: Vec<_> = prog.ranks[0]
        .instrs
        .iter()
        .filter_map(|i| match i {
            Instr::GradSync {
                group, chips, zero, ..
            } if chips.iter().collect::<BTreeSet<_>>().len() == 2 => Some((group.clone(), *zero)),
            _ => None,
        })
        .collect();
    assert_eq!(unequal, [(vec![0, 1, 2], true)], "{prog:?}");
    let out = dir.join("out.json");
    let n = steps.to_string();
    let err = run_local_ok(&b, &io, &out, &["--steps", &n, "--reference"], "unequal");
    assert!(
        err.contains("one ring over 2 chip types of unequal rank counts"),
        "{err}"
    );
    let got = run_losses(&out);
    assert_eq!(got.len(), steps as usize);
    for (k, (g, w)) in got.iter().zip(want).enumerate() {
        let e = (g - f64::from(*w)).abs() / f64::from(*w);
        assert!(e < 1e-5, "step {}: {g} vs optax {w} ({e:.2e})", k + 1);
    }
    eprintln!("unequal-DP ZeRO-1: losses {got:?}, optax {want:?}");
    for r in 0..3 {
        let (elements, bytes) = state_line(&err, r);
        let (whole, sliced, _) = zero_state_elements(&man, r);
        let bytes = bytes.unwrap_or_else(|| panic!("rank {r}: no ZeRO-1 figure: {err}"));
        assert_eq!(8 * (whole + sliced), bytes, "rank {r}");
        assert!(whole + sliced < elements, "rank {r}");
    }
    sent_is_predicted(&err, 3);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The issue's DP-2 AdamW run: GPT-2-tiny on 2 stages × DP 2 across cpu-a
/// and cpu-b (4 processes; the reference interpreter, as the JIT's
/// compile time would exceed the run's) with ZeRO-1 (on by default where
/// DP exceeds 1): each stage's replica pair reduce-scatters its gradient bucket,
/// updates its half and all-gathers the weights; the tied token embedding,
/// held by both stages on both chip types, takes the 3-phase AllReduce in
/// reduce-scatter form (reduce-scatter inside each chip type, all-reduce
/// of each half across the types, all-gather inside the type after the
/// update). Every one of 10 steps' losses equals optax's
/// (`train_oracle.py --optimizer adamw`, float64) within 1e-5 relative;
/// the same bundle compiled with `--zero 0` (all-reduces, whole state)
/// gives the same losses bit for bit; each rank's optimizer state is
/// ZeRO-1's share by independent arithmetic over the manifest, and the
/// cost model's 8 B / dp per element within a segment's rounding. A ZeRO
/// checkpoint (step 5) resumes in a one-device bundle, and a one-device
/// checkpoint in the ZeRO bundle, with the same losses (1e-6).
/// `HETC_ADAMW_STEPS=100` runs the issue's 100 steps (checkpoints at 50).
#[test]
fn run_local_gpt2_dp2_adamw_zero_matches_optax() {
    let dir = std::env::temp_dir().join(format!("hetc-it-zero-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let io = dir.join("train.io.json");
    training_io(&io);
    let steps: usize = std::env::var("HETC_ADAMW_STEPS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(10);
    assert!(steps >= 2 && steps % 2 == 0);
    let half = steps / 2;
    let decay = (2 * steps).to_string();
    let opt = adamw_options(&decay);
    let want = jax_oracle(
        "gpt2-tiny.onnx",
        &io,
        ADAMW_LR,
        steps as u32,
        &opt,
        &dir.join("optax.safetensors"),
    );
    let want = &want["losses"].1;
    let compile = |tag: &str, extra: &[&str]| -> (std::path::PathBuf, serde_json::Value) {
        let b = dir.join(tag);
        let args = [
            &GPT2_SMALL[..],
            &["--tp", "1", "--train", "--lr", ADAMW_LR],
            &opt,
            extra,
        ]
        .concat();
        compile_bundle("gpt2-tiny.onnx", &args, &b);
        let man: serde_json::Value =
            serde_json::from_slice(&std::fs::read(b.join("manifest.json")).unwrap()).unwrap();
        (b, man)
    };
    let (b, man) = compile("zero", &[]);
    assert_eq!(man["training"]["zero"], 1, "{}", man["training"]);
    let stages = man["stages"].as_array().unwrap();
    assert!(
        stages.len() == 2 && stages.iter().all(|s| s["dp"] == 2),
        "{stages:?}"
    );
    let ranks = man["ranks"].as_array().unwrap();
    let chips: BTreeSet<&str> = ranks.iter().map(|r| r["chip"].as_str().unwrap()).collect();
    assert_eq!(chips.len(), 2, "two chip types: {chips:?}");
    let prog = bundle_programs_are_the_fusion_pass_s(&b, true);
    let zero_syncs = |z: bool| {
        prog.ranks
            .iter()
            .flat_map(|r| &r.instrs)
            .filter(|i| matches!(i, Instr::GradSync { zero, .. } if *zero == z))
            .count()
    };
    assert!(zero_syncs(true) == 8 && zero_syncs(false) == 0, "{prog:?}");
    let (b0, man0) = compile("zero0", &["--zero", "0"]);
    assert!(man0["training"].get("zero").is_none());
    let ck = dir.join("ck");
    let run = |bundle: &Path, extra: &[&str], tag: &str| -> (Vec<f64>, String) {
        let out = dir.join(format!("{tag}.json"));
        let err = run_local_ok(bundle, &io, &out, extra, tag);
        (run_losses(&out), err)
    };
    let n = steps.to_string();
    let t0 = std::time::Instant::now();
    let h = half.to_string();
    let every = |ck: &Path| {
        let mut a = vec!["--reference".to_string(), "--checkpoint-dir".into()];
        a.extend([
            ck.to_str().unwrap().into(),
            "--checkpoint-every".into(),
            h.clone(),
        ]);
        a
    };
    let args = |steps: &str, extra: Vec<String>| -> Vec<String> {
        let mut a = vec!["--steps".to_string(), steps.into()];
        a.extend(extra);
        a
    };
    let run = |bundle: &Path, a: Vec<String>, tag: &str| {
        run(
            bundle,
            &a.iter().map(String::as_str).collect::<Vec<_>>(),
            tag,
        )
    };
    let (got, err) = run(&b, args(&n, every(&ck)), "zero");
    let secs = t0.elapsed().as_secs_f64();
    assert_eq!(got.len(), steps);
    assert!(err.contains("3-phase reduce-scatter"), "{err}");
    let mut worst = (0.0, 0);
    for (k, (g, w)) in got.iter().zip(want).enumerate() {
        let e = (g - f64::from(*w)).abs() / f64::from(*w).abs();
        if e > worst.0 {
            worst = (e, k);
        }
    }
    eprintln!(
        "DP 2 + ZeRO-1 AdamW {steps} steps in {secs:.1} s: loss {:.6} -> {:.6}, worst |hetc - optax| / optax = {:.2e} at step {}",
        got[0],
        got[steps - 1],
        worst.0,
        worst.1 + 1
    );
    assert!(
        worst.0 < 1e-5,
        "step {}: {:?} vs {want:?}",
        worst.1 + 1,
        got
    );
    assert!(got[steps - 1] < got[0] - 1.0, "{got:?}");
    // Memory: ZeRO-1's share, against independent arithmetic and the cost
    // model (f32: 8 B of AdamW state per element / dp; segments of a
    // bucket differ by at most one element).
    for r in 0..ranks.len() {
        let (elements, bytes) = state_line(&err, r);
        let (whole, sliced, buckets) = zero_state_elements(&man, r);
        let bytes = bytes.unwrap_or_else(|| panic!("rank {r}: no ZeRO-1 figure: {err}"));
        assert_eq!((whole, 8 * sliced), (0, bytes), "rank {r}");
        let cost_model = 8.0 * elements as f64 / 2.0;
        eprintln!(
            "rank {r}: {elements} weight elements, optimizer state {bytes} B ({:.4} B per element), the cost model's {cost_model} B",
            bytes as f64 / elements as f64
        );
        assert!(
            (bytes as f64 - cost_model).abs() <= 4.0 * buckets as f64,
            "rank {r}: {bytes} B vs the cost model's {cost_model}"
        );
    }
    // --zero 0: the all-reduce and the whole state, the same bits.
    let (plain, err0) = run(&b0, args(&h, vec!["--reference".into()]), "zero0");
    assert_eq!(plain, got[..half], "ZeRO-1 and all-reduce runs differ");
    assert!(!err0.contains("ZeRO-1"), "{err0}");
    for r in 0..ranks.len() {
        assert_eq!(state_line(&err0, r).1, None, "rank {r}");
    }
    // A ZeRO checkpoint in a one-device bundle, and back.
    let b1 = one_device_bundle(&dir, &opt, "one");
    let resume = |ck: &Path| {
        let at = ck.join(format!("step-{half}"));
        args(
            &h,
            vec![
                "--reference".into(),
                "--resume".into(),
                at.to_str().unwrap().into(),
            ],
        )
    };
    let (moved, _) = run(&b1, resume(&ck), "one-device");
    let close = |a: &[f64], b: &[f64], what: &str| {
        assert_eq!(a.len(), b.len(), "{what}");
        for (k, (g, w)) in a.iter().zip(b).enumerate() {
            assert!(
                (g - w).abs() / w.abs() < 1e-6,
                "{what}: step {k}: {g} vs {w}"
            );
        }
    };
    close(&moved, &got[half..], "ZeRO checkpoint in one device");
    let ck1 = dir.join("ck1");
    let (first, _) = run(&b1, args(&h, every(&ck1)), "one-device-first");
    close(&first, &got[..half], "one device from the start");
    let (again, _) = run(&b, resume(&ck1), "zero-resumed");
    close(
        &again,
        &got[half..],
        "one-device checkpoint in the ZeRO bundle",
    );
    let _ = std::fs::remove_dir_all(&dir);
}

mod mixed;

/// A real launcher: Open MPI's `mpirun` starts the 4 ranks of a TP 2
/// training bundle (the ranks read `OMPI_COMM_WORLD_*`, meet on loopback,
/// and talk through shared memory), and every step's micro-batch losses
/// equal `--local`'s bit for bit. Skipped (saying so) where `mpirun` is not
/// installed (`scripts/deps.sh` installs it).
#[test]
fn mpirun_launches_the_ranks_as_local_does() {
    let Some(mpirun) = std::env::var_os("PATH").and_then(|p| {
        std::env::split_paths(&p)
            .map(|d| d.join("mpirun"))
            .find(|f| f.is_file())
    }) else {
        eprintln!("skipped: no mpirun on PATH (Debian: openmpi-bin)");
        return;
    };
    let dir = std::env::temp_dir().join(format!("hetc-it-mpirun-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let tokens: Vec<u16> = (0..17u16).map(|k| (37 * k + 11) % 1024).collect();
    let io = dir.join("io.json");
    write_two_windows(&io, &tokens);
    let b = dir.join("bundle");
    let args = [&GPT2_SMALL[..], &["--tp", "2", "--train", "--lr", "0.5"]].concat();
    compile_bundle("gpt2-tiny.onnx", &args, &b);
    let local = dir.join("local.json");
    run_local_ok(&b, &io, &local, &["--steps", "3"], "local");
    let v: serde_json::Value = serde_json::from_slice(&std::fs::read(&local).unwrap()).unwrap();
    let want: Vec<Vec<f64>> = v["micro_batch_losses"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            s.as_array()
                .unwrap()
                .iter()
                .map(|x| x.as_f64().unwrap())
                .collect()
        })
        .collect();
    let out = dir.join("mpi.json");
    let mut c = std::process::Command::new(&mpirun);
    // SAFETY: getuid has no preconditions.
    if unsafe { libc::getuid() } == 0 {
        c.arg("--allow-run-as-root");
    }
    let o = c
        .args(["--oversubscribe", "--bind-to", "none", "-np", "4"])
        .args(["-x", "HETC_TOKEN=mpirun-test", "-x", "HETC_TIMEOUT=60"])
        .arg(env!("CARGO_BIN_EXE_hetc"))
        .args(["run", b.to_str().unwrap(), "--steps", "3", "--input"])
        .arg(&io)
        .arg("--output")
        .arg(&out)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(o.status.success(), "mpirun: {err}");
    assert!(err.contains("transport: shm+tcp"), "{err}");
    // The last stage's TP rank 0 (rank 2) writes the losses.
    let mut p = out.as_os_str().to_owned();
    p.push(".rank-2.json");
    let r: serde_json::Value = serde_json::from_slice(&std::fs::read(&p).unwrap()).unwrap();
    let got: Vec<Vec<f64>> = r["losses"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            s.as_array()
                .unwrap()
                .iter()
                .map(|ml| ml[1].as_f64().unwrap())
                .collect()
        })
        .collect();
    assert_eq!(got, want);
    let _ = std::fs::remove_dir_all(&dir);
}

/// An op with no MLIR lowering (Det) between compiled ops: the
/// bundle sets it apart as a segment with no code (its link names it and
/// why), `hetc compile` and `hetc inspect` say so, and both `hetc run
/// --local` and the deployable `hetc-run` (no compiler) run it in the
/// reference interpreter between the bundle's shared objects, matching
/// onnxruntime run by the test setup on the same model and inputs.
#[test]
fn bundles_run_unlowered_ops_in_the_reference_interpreter() {
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("bundle-fallback");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let python = std::env::var("HETC_PYTHON").unwrap_or_else(|_| "python3".into());
    // x f32[4, 3, 6, 6] -> Relu -> Det -> Tanh -> MatMul W.
    let script = r#"
import json, sys, numpy as np, onnx, onnxruntime as ort
from onnx import helper as h, TensorProto as T, numpy_helper as nh
d = sys.argv[1]
r = np.random.RandomState(7)
W = nh.from_array((r.randn(3, 8) * 0.3).astype(np.float32), "W")
nodes = [h.make_node("Relu", ["x"], ["a"], name="relu"),
         h.make_node("Det", ["a"], ["b"], name="volume"),
         h.make_node("Tanh", ["b"], ["c"], name="tanh"),
         h.make_node("MatMul", ["c", "W"], ["y"], name="proj")]
g = h.make_graph(nodes, "det", [h.make_tensor_value_info("x", T.FLOAT, [4, 3, 6, 6])],
                 [h.make_tensor_value_info("y", T.FLOAT, [4, 8])], [W])
m = h.make_model(g, opset_imports=[h.make_opsetid("", 17)]); m.ir_version = 8
onnx.save(m, d + "/det.onnx")
# Two micro-batches of the model's batch 4.
x = r.randn(8, 3, 6, 6).astype(np.float32)
s = ort.InferenceSession(d + "/det.onnx")
y = np.concatenate([s.run(None, {"x": x[i:i + 4]})[0] for i in (0, 4)])
t = lambda n, a: {"name": n, "dtype": "f32", "shape": list(a.shape), "data": a.reshape(-1).tolist()}
json.dump({"inputs": [t("x", x)]}, open(d + "/in.json", "w"))
json.dump(t("y", y), open(d + "/want.json", "w"))
"#;
    let out = std::process::Command::new(&python)
        .args(["-c", script, dir.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let bundle = dir.join("bundle");
    let (code, _, err) = hetc(&[
        "compile",
        dir.join("det.onnx").to_str().unwrap(),
        "--cluster",
        cluster("cpu-test.toml").to_str().unwrap(),
        "--emit",
        "bundle",
        "-o",
        bundle.to_str().unwrap(),
        "--global-batch",
        "4",
        "--micro-batch",
        "2",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains("det \"volume\": no MLIR lowering here")
            && err.contains("run it in the reference interpreter"),
        "{err}"
    );
    let m =
        BundleManifest::from_json(&std::fs::read(bundle.join("manifest.json")).unwrap()).unwrap();
    let mut refs = 0;
    for r in &m.ranks {
        for l in &r.segments {
            if let hetc_ir::manifest::Link::Compute {
                code, reference, ..
            } = l
            {
                match reference {
                    Some(x) => {
                        refs += 1;
                        assert!(code.is_empty(), "{code:?}");
                        assert!(x.why.starts_with("det \"volume\""), "{}", x.why);
                    }
                    None => assert!(code.iter().any(|p| p.ends_with(".so")), "{code:?}"),
                }
            }
        }
    }
    assert_eq!(refs, m.ranks.len(), "one reference link per rank");
    let (code, out, err) = hetc(&["inspect", bundle.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("runs in the reference interpreter"), "{out}");
    let want: serde_json::Value =
        serde_json::from_slice(&std::fs::read(dir.join("want.json")).unwrap()).unwrap();
    let want: Vec<f64> = want["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_f64().unwrap())
        .collect();
    let input = dir.join("in.json");
    for (bin, o) in [("hetc", "out-hetc.json"), ("hetc-run", "out-run.json")] {
        let o = dir.join(o);
        let args = [
            "run",
            bundle.to_str().unwrap(),
            "--local",
            "--input",
            input.to_str().unwrap(),
            "--output",
            o.to_str().unwrap(),
        ];
        let (code, _, err) = if bin == "hetc" {
            hetc(&args)
        } else {
            hetc_run_env(&args[1..], &[])
        };
        assert_eq!(code, 0, "{bin}:\n{err}");
        assert!(
            err.contains("it runs in the reference interpreter, the rest compiled"),
            "{bin}:\n{err}"
        );
        let got: serde_json::Value = serde_json::from_slice(&std::fs::read(&o).unwrap()).unwrap();
        let got = &got["outputs"][0];
        assert_eq!(got["shape"], serde_json::json!([8, 8]), "{bin}");
        let got: Vec<f64> = got["data"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_f64().unwrap())
            .collect();
        let scale = want.iter().fold(0f64, |m, v| m.max(v.abs()));
        let diff = got
            .iter()
            .zip(&want)
            .fold(0f64, |m, (a, b)| m.max((a - b).abs()));
        assert!(
            diff <= 1e-5 * scale.max(1.0),
            "{bin}: max diff {diff} (scale {scale})"
        );
    }
}
