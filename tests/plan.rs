//! `--emit plan` end to end: feasibility, heterogeneity-aware layer shares,
//! comparison with the uniform baseline, determinism, H2's Exp-C ordering.

use crate::common::{hetc, hetc_env};
use serde_json::Value;

const GPT2: &str = "examples/models/gpt2-tiny-s128.onnx";
const HAPT: &str = "examples/clusters/hapt-a100-v100.toml";

fn plan_json(args: &[&str]) -> (String, Value) {
    let mut all = vec!["compile"];
    all.extend_from_slice(args);
    all.extend_from_slice(&["--emit", "plan", "--format", "json"]);
    let (code, out, err) = hetc(&all);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    (out, v)
}

fn stages(plan: &Value) -> &Vec<Value> {
    plan["stages"].as_array().unwrap()
}

#[test]
fn gpt2_on_a100_v100_fits_favours_a100_and_beats_uniform() {
    let (_, v) = plan_json(&[GPT2, "--cluster", HAPT, "--planner", "hetero-auto"]);
    let plan = &v["plan"];
    assert_eq!(plan["planner"], "hetero-auto");
    let metrics = plan["predicted"]["stages"].as_array().unwrap();
    for (i, m) in metrics.iter().enumerate() {
        assert!(
            m["memory_bytes"].as_f64().unwrap() <= m["capacity_bytes"].as_f64().unwrap(),
            "stage {i} does not fit"
        );
    }
    // Layers per device on each chip type: A100 (312 TFLOP/s) must carry more
    // than V100 (125 TFLOP/s).
    let per_device = |chip: &str| {
        let (mut layers, mut devices) = (0.0, 0.0);
        for s in stages(plan)
            .iter()
            .filter(|s| s["chip"].as_str().unwrap().starts_with(chip))
        {
            layers +=
                (s["end_layer"].as_u64().unwrap() - s["first_layer"].as_u64().unwrap()) as f64;
            devices += s["devices"]["count"].as_f64().unwrap();
        }
        layers / devices
    };
    assert!(
        per_device("A100") > 1.5 * per_device("V100"),
        "{} vs {}",
        per_device("A100"),
        per_device("V100")
    );
    // Every layer exactly once, in order.
    let mut next = 0;
    for s in stages(plan) {
        assert_eq!(s["first_layer"].as_u64().unwrap(), next);
        next = s["end_layer"].as_u64().unwrap();
    }
    assert_eq!(next, plan["num_layers"].as_u64().unwrap());
    let base = &v["baseline"];
    assert_eq!(base["planner"], "uniform");
    let (t, tb) = (
        plan["predicted"]["iteration_s"].as_f64().unwrap(),
        base["predicted"]["iteration_s"].as_f64().unwrap(),
    );
    assert!(
        t < tb,
        "hetero-auto {t} s is not faster than uniform {tb} s"
    );
}

#[test]
fn json_plan_is_byte_identical_across_runs() {
    let args = [GPT2, "--cluster", HAPT, "--planner", "hetero-auto"];
    let (a, _) = plan_json(&args);
    let (b, _) = plan_json(&args);
    assert_eq!(a, b);
}

#[test]
fn plan_table_snapshot() {
    // hetero-auto's plan (the default planner before `auto`).
    let (code, out, err) = hetc(&[
        "compile",
        GPT2,
        "--cluster",
        HAPT,
        "--planner",
        "hetero-auto",
        "--emit",
        "plan",
    ]);
    assert_eq!(code, 0, "{err}");
    insta::assert_snapshot!("gpt2_hapt_plan_table", out);
}

#[test]
fn h2_exp_c_puts_the_larger_memory_chip_first() {
    // H2 §4.2/§6.2: chip A (96 GB) takes the earlier stages, chip B (64 GB) the later ones.
    let (code, out, err) = hetc(&[
        "compile",
        "examples/models/h2-100b.toml",
        "--cluster",
        "examples/clusters/h2-exp-c.toml",
        "--planner",
        "hetero-auto",
        "--global-batch",
        "1024",
        "--emit",
        "plan",
        "--format",
        "json",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains("search: hetero-auto evaluated") && err.contains(" ms"),
        "{err}"
    );
    let v: Value = serde_json::from_str(&out).unwrap();
    let chips: Vec<&str> = stages(&v["plan"])
        .iter()
        .map(|s| s["chip"].as_str().unwrap())
        .collect();
    let first_b = chips
        .iter()
        .position(|c| c.ends_with('B'))
        .expect("chip B used");
    assert!(
        first_b > 0
            && chips[..first_b].iter().all(|c| c.ends_with('A'))
            && chips[first_b..].iter().all(|c| c.ends_with('B')),
        "{chips:?}"
    );
    // ≈100B parameters (table 4).
    let p = v["model"]["parameters"].as_f64().unwrap();
    assert!((1.0e11..1.05e11).contains(&p), "{p}");
}

#[test]
fn resnet_plans_on_the_cpu_test_cluster() {
    let (_, v) = plan_json(&[
        "examples/models/resnet50-tiny.onnx",
        "--cluster",
        "examples/clusters/cpu-test.toml",
        "--planner",
        "hetero-auto",
        "--global-batch",
        "32",
        "--dtype",
        "f32",
    ]);
    assert_eq!(v["plan"]["num_layers"].as_u64().unwrap(), 18);
    assert!(stages(&v["plan"]).len() >= 2);
}

const CASE: &str = "examples/clusters/hapt-case-study.toml";

#[test]
fn modules_of_gpt2_are_its_twelve_blocks() {
    // GPT-2 tiny has n_layer = 12 (its config): one repeated class ×12.
    let (code, out, err) = hetc(&["compile", GPT2, "--emit", "modules", "--layers", "32"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("R0: 12 ×"), "{out}");
    assert!(out.contains("fine layers: 32 asked"), "{out}");
}

#[test]
fn all_planners_side_by_side_with_simulated_figures() {
    let args = [
        "compile",
        GPT2,
        "--cluster",
        CASE,
        "--planner",
        "all",
        "--dtype",
        "f16",
    ];
    let (code, out, err) = hetc(&args);
    assert_eq!(code, 0, "{err}");
    for p in ["hapt", "coarse", "hetero-auto", "cmri", "uniform", "ideal"] {
        assert!(out.lines().any(|l| l.starts_with(p)), "{p} missing:\n{out}");
    }
    assert!(err.contains("costed once each"), "{err}");
    // Deterministic stdout.
    assert_eq!(out, hetc(&args).1);
    let mut json = args.to_vec();
    json.extend_from_slice(&["--format", "json"]);
    let (code, out, err) = hetc(&json);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    let plans = v["plans"].as_array().unwrap();
    assert_eq!(plans.len(), 5);
    let sim = |name: &str| {
        plans
            .iter()
            .find(|p| p["planner"] == name)
            .and_then(|p| p["simulated"]["iteration_s"].as_f64())
            .unwrap()
    };
    // HAPT's layers refine the coarse ones and its pick simulates the
    // coarse search's plans too, so it is never slower than coarse in
    // simulation (1e-12: the same plan summed over fine or coarse layers);
    // nor than uniform on this cluster.
    assert!(sim("hapt") <= sim("coarse") * (1.0 + 1e-12), "{out}");
    assert!(sim("hapt") <= sim("uniform"), "{out}");
    assert_eq!(v["plan"]["schedule"], "h-1f1b");
    // A 0.7 M-parameter model fits one device of either chip type: memory
    // does not bind, and the comparison says so.
    assert_eq!(v["memory_binds"], false);
    let whole = v["whole_model_memory"].as_array().unwrap();
    assert_eq!(whole.len(), 2);
    assert!(whole.iter().all(|f| f["fits"] == true), "{whole:?}");
    let text = hetc(&args).1;
    assert!(text.contains("memory binds: no"), "{text}");
    // Every plan's device time splits into shares summing to 1; its useful
    // share is the bound over the iteration (both chip types spend the same
    // fraction of their time on each layer here up to rounding of the
    // roofline, so within 5 %).
    let ideal = v["ideal_iteration_s"].as_f64().unwrap();
    for p in plans {
        let d = &p["simulated"]["device_time"];
        let part = |k: &str| d[k].as_f64().unwrap();
        let sum: f64 = [
            "useful",
            "idle_devices",
            "extra_compute",
            "update",
            "waiting",
        ]
        .iter()
        .map(|k| part(k))
        .sum();
        assert!((sum - 1.0).abs() < 1e-9, "{p}");
        let useful = ideal / p["simulated"]["iteration_s"].as_f64().unwrap();
        assert!((part("useful") / useful - 1.0).abs() < 0.05, "{p}");
    }
    assert!(text.contains("device time against the ideal"), "{text}");
}

/// The rows of a `--emit plan` comparison table: planner, simulated
/// iteration as printed, and in seconds.
fn comparison_rows(out: &str) -> Vec<(String, String, f64)> {
    let mut lines = out.lines().skip_while(|l| !l.starts_with("planner "));
    lines.next().expect("a comparison table");
    lines
        .take_while(|l| !l.starts_with("ideal"))
        .map(|l| {
            let t: Vec<&str> = l.split_whitespace().collect();
            // planner layers stages schedule <closed form> <simulated> eta …
            let (v, unit) = (t[6].parse::<f64>().unwrap(), t[7]);
            let scale = match unit {
                "s" => 1.0,
                "ms" => 1e-3,
                "us" => 1e-6,
                u => panic!("unit {u} in {l}"),
            };
            (t[0].to_string(), format!("{} {unit}", t[6]), v * scale)
        })
        .collect()
}

/// The README's first command, without `--planner`: `auto` runs every
/// planner and prints the plan that simulates fastest among those of
/// `--planner all` (read from `all`'s comparison table), that plan's table
/// as `all` prints it, and by how much it beats the runner-up.
#[test]
fn default_planner_prints_the_best_simulated_plan_of_all() {
    let (code, all, err) = hetc(&["compile", GPT2, "--cluster", HAPT, "--planner", "all"]);
    assert_eq!(code, 0, "{err}");
    let mut rows = comparison_rows(&all);
    assert_eq!(rows.len(), 5, "{all}");
    // Fastest first; equal times keep the table's order.
    rows.sort_by(|a, b| a.2.total_cmp(&b.2));
    let (winner, winner_sim, t_win) = rows[0].clone();
    let (runner, _, t_run) = rows[1].clone();

    let (code, auto, err) = hetc(&["compile", GPT2, "--cluster", HAPT]);
    assert_eq!(code, 0, "{err}");
    let head = format!("plan by {winner} for ");
    let table: String = auto
        .lines()
        .skip_while(|l| !l.starts_with(&head))
        .take_while(|l| !l.is_empty())
        .map(|l| format!("{l}\n"))
        .collect();
    assert!(!table.is_empty(), "no plan by {winner}:\n{auto}");
    assert!(
        table.contains(&format!("iteration {winner_sim}")),
        "{table}"
    );
    // The very table `all` prints for that planner.
    assert!(all.contains(&table), "{table}\nnot in\n{all}");
    // One plan table; the comparison lists every planner, the winner first.
    assert_eq!(auto.matches("plan by ").count(), 1, "{auto}");
    let auto_rows = comparison_rows(&auto);
    assert_eq!(auto_rows.len(), 5, "{auto}");
    assert_eq!(auto_rows[0].0, winner);
    assert_eq!(auto_rows[0].1, winner_sim);
    // By how much, from the printed times (3 significant decimals).
    let line = auto
        .lines()
        .find(|l| l.starts_with("auto: "))
        .unwrap_or_else(|| panic!("no auto line:\n{auto}"));
    assert!(
        line.starts_with(&format!("auto: {winner} simulates fastest of 5 planners")),
        "{line}"
    );
    assert!(line.ends_with(&format!("runner-up {runner}")), "{line}");
    let ratio: f64 = line
        .split(", ")
        .nth(1)
        .and_then(|x| x.split('x').next())
        .and_then(|x| x.parse().ok())
        .unwrap_or_else(|| panic!("{line}"));
    assert!(
        (ratio - t_run / t_win).abs() <= 0.006,
        "{line} vs {}",
        t_run / t_win
    );
    assert!(err.contains(&format!("auto: {winner} wins")), "{err}");
}

/// `auto` searches in parallel; the output does not depend on the thread
/// count or timing.
#[test]
fn auto_is_deterministic_whatever_the_threads() {
    let args = [
        "compile",
        GPT2,
        "--cluster",
        "examples/clusters/cpu-test.toml",
        "--format",
        "json",
    ];
    let (code, one, err) = hetc_env(&args, &[("RAYON_NUM_THREADS", "1")]);
    assert_eq!(code, 0, "{err}");
    for n in ["2", "4"] {
        let (code, out, err) = hetc_env(&args, &[("RAYON_NUM_THREADS", n)]);
        assert_eq!(code, 0, "{err}");
        assert_eq!(one, out, "{n} threads");
    }
    // The JSON says which plan won, and it is the fastest that fits.
    let v: Value = serde_json::from_str(&one).unwrap();
    let best = &v["best"];
    assert_eq!(best["auto"], true);
    assert_eq!(v["plan"]["planner"], best["winner"]);
    let plans = v["plans"].as_array().unwrap();
    assert_eq!(plans.len(), 5);
    let t = |p: &Value| p["simulated"]["iteration_s"].as_f64().unwrap();
    let fastest = plans
        .iter()
        .filter(|p| p["fits"] == true)
        .map(t)
        .fold(f64::INFINITY, f64::min);
    assert_eq!(best["iteration_s"].as_f64().unwrap(), fastest);
    assert_eq!(t(&plans[0]), fastest);
}

/// A comm program is built over the model's blocks: without `--planner`,
/// `--emit comm` picks among the planners of block layers (on this cluster
/// hapt's fine-layer plan would win `--emit plan`).
#[test]
fn auto_comm_picks_among_the_block_layer_planners() {
    let cpu = "examples/clusters/cpu-test.toml";
    let (code, out, err) = hetc(&["compile", GPT2, "--cluster", cpu, "--emit", "comm"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("stage 0 ("), "{out}");
    let line = err
        .lines()
        .find(|l| l.starts_with("auto: "))
        .unwrap_or_else(|| panic!("{err}"));
    assert!(
        line.contains("(3 planners: hetero-auto, cmri, uniform,"),
        "{line}"
    );
}

#[test]
fn timeline_and_trace_of_the_chosen_plan() {
    let base = [
        "compile",
        GPT2,
        "--cluster",
        HAPT,
        "--planner",
        "hapt",
        "--dtype",
        "f16",
    ];
    let mut svg = base.to_vec();
    svg.extend_from_slice(&["--emit", "timeline"]);
    let (code, out, err) = hetc(&svg);
    assert_eq!(code, 0, "{err}");
    assert!(out.trim_start().starts_with("<svg") && out.trim_end().ends_with("</svg>"));
    let mut trace = base.to_vec();
    trace.extend_from_slice(&["--emit", "trace"]);
    let (code, out, err) = hetc(&trace);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    let events = v["traceEvents"].as_array().unwrap();
    assert!(events.iter().any(|e| e["ph"] == "X"));
}

#[test]
fn zero_layers_is_a_clear_error() {
    let (code, _, err) = hetc(&["compile", GPT2, "--cluster", HAPT, "--layers", "0"]);
    assert_eq!(code, 1);
    assert!(err.contains("--layers"), "{err}");
}

/// HAPT §2.2.2 / table 1: a GPT on mesh_V100(1,2) + 2 × mesh_A100(1,2) with
/// a 5 Gbps link between the clusters, 128 micro-batches. With 8 layers the
/// A100 pairs hold at most 3 each, so the V100 pair takes layers 1–2 (25 %
/// of the work on 16.8 % of the FLOP/s); with ~128 fine layers it takes
/// about its share (paper: layers 1–22 of 128, 17.2 %), and the fine plan is
/// faster (paper: 40.1 %; the issue asks ≥ 30 %). The model is sized for
/// that memory situation (examples/models/hapt-case-gpt-10b.toml).
#[test]
fn hapt_case_study_table_1() {
    let args = [
        "examples/models/hapt-case-gpt-10b.toml",
        "--cluster",
        CASE,
        "--planner",
        "hapt",
        "--global-batch",
        "128",
        "--micro-batch",
        "1",
        "--dtype",
        "f16",
    ];
    let (_, v) = plan_json(&args);
    let plans = v["plans"].as_array().unwrap();
    let by = |name: &str| plans.iter().find(|p| p["planner"] == name).unwrap();
    let v100_share = |p: &Value| {
        let plan = &p["plan"];
        let n = plan["num_layers"].as_f64().unwrap();
        stages(plan)
            .iter()
            .filter(|s| s["chip"] == "V100-32GB")
            .map(|s| s["end_layer"].as_f64().unwrap() - s["first_layer"].as_f64().unwrap())
            .sum::<f64>()
            / n
    };
    let (fine, coarse) = (by("hapt"), by("coarse"));
    assert_eq!(coarse["plan"]["num_layers"], 8);
    assert_eq!(v100_share(coarse), 0.25, "{coarse}");
    let share = v100_share(fine);
    assert!((0.14..=0.21).contains(&share), "V100 share {share}: {fine}");
    let tput = |p: &Value| p["simulated"]["tokens_per_s"].as_f64().unwrap();
    let gain = tput(fine) / tput(coarse);
    assert!(gain >= 1.30, "fine vs coarse {gain}");
}

/// Fine layers refine block layers (every block boundary is a module
/// boundary, hence a fine-layer boundary), so HAPT's search over LLaMA-2-7B's
/// ~130 fine layers contains every plan of its search over the block layers
/// (`--layers 34`: the 34 blocks, also cut at the coarse cuts) and must not
/// come out worse in simulation, the planner's criterion (1% slack: the two
/// searches' DP passes differ). Before fine layers recomputed from module
/// checkpoints, every fine layer kept its input — the 1 GiB attention
/// probabilities among them — and the fine plan was 17% slower on this
/// cluster.
#[test]
fn hapt_fine_layers_are_no_worse_than_block_layers() {
    let cluster = "examples/clusters/hetccl-v100-w7800.toml";
    let iteration = |layers: Option<&str>| {
        let mut args = vec![
            "examples/models/llama-2-7b.json",
            "--cluster",
            cluster,
            "--planner",
            "hapt",
        ];
        if let Some(n) = layers {
            args.extend(["--layers", n]);
        }
        let (_, v) = plan_json(&args);
        let p = v["plans"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["planner"] == "hapt")
            .unwrap()
            .clone();
        (
            p["plan"]["num_layers"].as_u64().unwrap(),
            p["simulated"]["iteration_s"].as_f64().unwrap(),
        )
    };
    let (n_fine, fine) = iteration(None);
    let (n_block, block) = iteration(Some("34"));
    // The 34 blocks, plus at most the 7 coarse cuts inside blocks.
    assert!((34..=41).contains(&n_block), "{n_block}");
    assert!(n_fine > 100, "{n_fine} fine layers");
    assert!(fine <= 1.01 * block, "fine {fine} s vs block {block} s");
}

/// Where the bound is within reach — memory does not bind, the links carry
/// every boundary, and the global batch gives every device whole
/// micro-batches — hapt's plan simulates within 10 % of it: GPT-2 (124 M)
/// at a global batch of 2048 on the V100 + W7800 cluster and on HAPT's case
/// study (measured 1.01× and 1.06×). The bound is the hand-checked
/// `plan::ideal_iteration_s` (unit tests in `passes/src/plan/bound.rs`).
#[test]
fn hapt_is_within_ten_percent_of_the_ideal_bound_where_it_is_reachable() {
    for cluster in [
        "examples/clusters/hetccl-v100-w7800.toml",
        "examples/clusters/hapt-case-study.toml",
    ] {
        let (code, out, err) = hetc(&[
            "compile",
            "examples/models/gpt2.json",
            "--cluster",
            cluster,
            "--planner",
            "hapt",
            "--global-batch",
            "2048",
            "--emit",
            "plan",
            "--format",
            "json",
        ]);
        assert_eq!(code, 0, "{err}");
        let v: Value = serde_json::from_str(&out).unwrap();
        assert_eq!(v["memory_binds"], false, "{cluster}");
        let ideal = v["ideal_iteration_s"].as_f64().unwrap();
        let hapt = &v["plans"][0];
        assert_eq!(hapt["planner"], "hapt");
        let t = hapt["simulated"]["iteration_s"].as_f64().unwrap();
        assert!(
            t <= 1.10 * ideal,
            "{cluster}: hapt {t} s vs ideal {ideal} s"
        );
        assert_eq!(hapt["simulated"]["device_time"]["idle_devices"], 0.0);
    }
}

/// `--sp` plans with Megatron sequence parallelism's costs: the ops TP
/// cannot split run on a sequence shard, so no plan costs more and the
/// chosen one simulates faster (it may use more TP than before, now that
/// TP is cheaper). LLaMA-2-7B (TP is forced by memory) on the H100 +
/// BI-V150 cluster at a global batch of 1024: measured 22.13 → 21.30 s.
#[test]
fn sequence_parallelism_makes_tp_cheaper_for_the_planner() {
    let run = |sp: bool| {
        let mut a = vec![
            "compile",
            "examples/models/llama-2-7b.json",
            "--cluster",
            "examples/clusters/cmri-h100-biv150.toml",
            "--planner",
            "hapt",
            "--global-batch",
            "1024",
            "--emit",
            "plan",
            "--format",
            "json",
        ];
        if sp {
            a.push("--sp");
        }
        let (code, out, err) = hetc(&a);
        assert_eq!(code, 0, "{err}");
        let v: Value = serde_json::from_str(&out).unwrap();
        let s = &v["plans"][0]["simulated"];
        (
            s["iteration_s"].as_f64().unwrap(),
            v["ideal_iteration_s"].as_f64().unwrap(),
        )
    };
    let (plain, ideal) = run(false);
    let (sp, ideal_sp) = run(true);
    assert!(sp <= plain * (1.0 + 1e-9), "--sp {sp} s vs {plain} s");
    assert!(sp < plain, "sequence parallelism changed nothing");
    // The bound is TP-1 work: sequence parallelism does not move it.
    assert_eq!(ideal, ideal_sp);
}

/// `--profile` replaces the roofline with measured layer times: every GPT-2
/// block layer on cpu-a takes 1 ms forward + 2 ms backward per micro-batch
/// at TP 1 (half at TP 2), on cpu-b three times that. A stage's compute per
/// micro-batch is then its layer count × 3 ms (× 9 ms on cpu-b) / TP, plus
/// one forward per layer with recomputation; the ideal bound is
/// 128 samples over 2 devices at 1/45 ms + 2 devices at 1/135 ms.
#[test]
fn measured_profiles_replace_the_analytic_layer_times() {
    let cpu = "examples/clusters/cpu-test.toml";
    let sigs = gpt2_layer_signatures(cpu);
    let mut entries = Vec::new();
    let mut seen = std::collections::BTreeSet::new();
    for &s in &sigs {
        if !seen.insert(s) {
            continue; // identical blocks share one entry
        }
        for (chip, f) in [("cpu-a", 1e-3), ("cpu-b", 3e-3)] {
            for tp in [1u32, 2] {
                entries.push(
                    serde_json::json!({"chip": chip, "tp": tp, "micro_batch_size": 1,
                    "signature": s, "forward_s": f / tp as f64, "backward_s": 2.0 * f / tp as f64}),
                );
            }
        }
    }
    let profile =
        serde_json::json!({"format": "hetc-profile-1", "dtype": "bf16", "entries": entries});
    let path = std::env::temp_dir().join(format!("hetc-profile-{}.json", std::process::id()));
    std::fs::write(&path, profile.to_string()).unwrap();
    let p = path.to_str().unwrap();
    let (code, out, err) = hetc(&[
        "compile",
        GPT2,
        "--cluster",
        cpu,
        "--profile",
        p,
        "--planner",
        "hetero-auto",
        "--emit",
        "plan",
        "--format",
        "json",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains("measured layer times") && err.contains("15 at TP 1"),
        "{err}"
    );
    let v: Value = serde_json::from_str(&out).unwrap();
    let plan = &v["plan"];
    for (s, m) in stages(plan)
        .iter()
        .zip(plan["predicted"]["stages"].as_array().unwrap())
    {
        let n = (s["end_layer"].as_u64().unwrap() - s["first_layer"].as_u64().unwrap()) as f64;
        let tp = s["tp"].as_f64().unwrap();
        let f = if s["chip"] == "cpu-a" { 1e-3 } else { 3e-3 };
        let rc = if s["recompute"] == true { 1.0 } else { 0.0 };
        let want = n * (3.0 + rc) * f / tp;
        let got = m["compute_s"].as_f64().unwrap();
        assert!((got - want).abs() <= 1e-12 * want, "{s}: {got} vs {want}");
    }
    let ideal = v["ideal_iteration_s"].as_f64().unwrap();
    let want = 128.0 / (2.0 / (15.0 * 3e-3) + 2.0 / (15.0 * 9e-3));
    assert!((ideal - want).abs() <= 1e-12 * want, "{ideal} vs {want}");

    // A profile measured in another precision is refused, naming both.
    std::fs::write(&path, profile.to_string().replace("bf16", "f32")).unwrap();
    let (code, _, err) = hetc(&["compile", GPT2, "--cluster", cpu, "--profile", p]);
    assert_eq!(code, 1);
    assert!(err.contains("f32") && err.contains("bf16"), "{err}");
    let _ = std::fs::remove_file(&path);
}

/// `--emit profile` measures this host: every distinct GPT-2 block layer's
/// forward and backward, JIT-compiled and timed, keyed by the signatures
/// `--emit layers` prints; planning with the result puts the measured
/// seconds into the stage times.
#[test]
fn this_host_profiles_the_layers_and_the_planner_uses_them() {
    let cpu = "examples/clusters/cpu-test.toml";
    let path = std::env::temp_dir().join(format!("hetc-host-profile-{}.json", std::process::id()));
    let p = path.to_str().unwrap();
    let (code, _, err) = hetc(&[
        "compile",
        GPT2,
        "--cluster",
        cpu,
        "--emit",
        "profile",
        "--chip",
        "cpu-a",
        "--reps",
        "3",
        "-o",
        p,
    ]);
    assert_eq!(code, 0, "{err}");
    let prof: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(prof["format"], "hetc-profile-1");
    assert_eq!(prof["dtype"], "f32");
    let sigs = gpt2_layer_signatures(cpu);
    let distinct: std::collections::BTreeSet<u64> = sigs.iter().copied().collect();
    let entries = prof["entries"].as_array().unwrap();
    // wte, wpe, the 12 identical blocks once, the final norm + head.
    assert_eq!(entries.len(), distinct.len());
    let mut measured = std::collections::BTreeMap::new();
    for e in entries {
        let (f, b) = (
            e["forward_s"].as_f64().unwrap(),
            e["backward_s"].as_f64().unwrap(),
        );
        assert!(f > 0.0 && b > 0.0 && f < 10.0 && b < 10.0, "{e}");
        assert_eq!(e["chip"], "cpu-a");
        measured.insert(e["signature"].as_u64().unwrap(), (f, b));
    }
    assert_eq!(
        measured
            .keys()
            .copied()
            .collect::<std::collections::BTreeSet<_>>(),
        distinct
    );

    // Plan with it on this host alone (cpu-a, 2 devices, TP 1), in the
    // profile's precision: every stage takes the measured seconds of its
    // layers, and the ideal bound is 128 samples over 2 devices each at one
    // sample per Σ (forward + backward).
    let host = std::env::temp_dir().join(format!("hetc-host-{}.toml", std::process::id()));
    std::fs::write(
        &host,
        "name = \"host\"\n[[chip]]\nname = \"cpu-a\"\nvendor = \"cpu\"\nmemory_gib = 2.0\nhbm_gb_s = 20.0\nefficiency = 0.5\ndevices_per_node = 2\nintra_node_gb_s = 10.0\ntp_limit = 1\nnics_per_node = 1\nnic_gbit_s = 10.0\n[chip.peak_tflops]\nf32 = 0.1\n[[mesh]]\nname = \"host\"\nchip = \"cpu-a\"\nnodes = 1\n",
    )
    .unwrap();
    let (code, out, err) = hetc(&[
        "compile",
        GPT2,
        "--cluster",
        host.to_str().unwrap(),
        "--profile",
        p,
        "--dtype",
        "f32",
        "--planner",
        "hetero-auto",
        "--emit",
        "plan",
        "--format",
        "json",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("cpu-a 15 at TP 1"), "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    let plan = &v["plan"];
    let step = |g: &u64| {
        let (f, b) = measured[g];
        f + b
    };
    for (s, m) in stages(plan)
        .iter()
        .zip(plan["predicted"]["stages"].as_array().unwrap())
    {
        let (a, e) = (
            s["first_layer"].as_u64().unwrap(),
            s["end_layer"].as_u64().unwrap(),
        );
        let rc = s["recompute"] == true;
        let want: f64 = sigs[a as usize..e as usize]
            .iter()
            .map(|g| step(g) + if rc { measured[g].0 } else { 0.0 })
            .sum();
        let got = m["compute_s"].as_f64().unwrap();
        assert!((got - want).abs() <= 1e-9 * want, "{s}: {got} vs {want}");
    }
    let whole: f64 = sigs.iter().map(step).sum();
    let ideal = v["ideal_iteration_s"].as_f64().unwrap();
    assert!(
        (ideal - 128.0 * whole / 2.0).abs() <= 1e-9 * ideal,
        "{ideal} vs {whole}"
    );
    let _ = std::fs::remove_file(&host);
    let _ = std::fs::remove_file(&path);

    // With --planner hapt, hapt's fine layers (`--emit modules`), each
    // distinct one measured once: 24 of GPT-2's 130. (Their one-layer
    // training forwards return a boundary output again as a saved
    // residual, which crashed the JIT before `CpuStage` deduplicated its
    // results.)
    let (code, out, err) = hetc(&[
        "compile",
        GPT2,
        "--cluster",
        cpu,
        "--emit",
        "modules",
        "--format",
        "json",
    ]);
    assert_eq!(code, 0, "{err}");
    let modules: Value = serde_json::from_str(&out).unwrap();
    let fine: std::collections::BTreeSet<u64> = modules["fine_layers"]["layers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["signature"].as_u64().unwrap())
        .collect();
    let (code, _, err) = hetc(&[
        "compile",
        GPT2,
        "--cluster",
        cpu,
        "--emit",
        "profile",
        "--chip",
        "cpu-a",
        "--planner",
        "hapt",
        "--reps",
        "1",
        "-o",
        p,
    ]);
    assert_eq!(code, 0, "{err}");
    let prof: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    let got: std::collections::BTreeSet<u64> = prof["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["signature"].as_u64().unwrap())
        .collect();
    assert_eq!(got, fine);
    let _ = std::fs::remove_file(&path);

    // --chip is required, must name a chip type of the cluster, of vendor cpu.
    let run = |extra: &[&str], cluster: &str| {
        let mut a = vec!["compile", GPT2, "--cluster", cluster, "--emit", "profile"];
        a.extend_from_slice(extra);
        hetc(&a)
    };
    let (code, _, err) = run(&[], cpu);
    assert!(code == 1 && err.contains("--chip"), "{err}");
    let (code, _, err) = run(&["--chip", "cpu-z"], cpu);
    assert!(
        code == 1 && err.contains("cpu-z") && err.contains("cpu-a, cpu-b"),
        "{err}"
    );
    let (code, _, err) = run(&["--chip", "A100-40GB"], HAPT);
    assert!(code == 1 && err.contains("vendor is nvidia"), "{err}");
}

/// The signatures of GPT-2's block layers (`--emit layers --format json`).
fn gpt2_layer_signatures(cluster: &str) -> Vec<u64> {
    let (code, out, err) = hetc(&[
        "compile",
        GPT2,
        "--cluster",
        cluster,
        "--emit",
        "layers",
        "--format",
        "json",
    ]);
    assert_eq!(code, 0, "{err}");
    let layers: Value = serde_json::from_str(&out).unwrap();
    layers["layers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["signature"].as_u64().unwrap())
        .collect()
}
