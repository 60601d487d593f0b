//! `hetc bench`: every scenario still runs (`--quick`: small sizes, one
//! run, targets not held — the figures are `scripts/bench.sh`'s, on a quiet
//! machine), so that none can break unseen. kernels and optimizer need the
//! test venv (onnxruntime, IREE, jax: `$HETC_PYTHON`, `$HETC_IREE_BIN`).

use crate::common::{hetc, model};

#[test]
fn every_bench_runs_in_quick_mode() {
    // (bench, a line each must print)
    let expect = [
        ("plan", "hapt-fig7h"),
        ("fusion", "e-graph fusion"),
        ("transport", "ring all-reduce"),
        ("compile", "bundle: cpu"),
        ("pipeline", "measured / simulated with that step's costs"),
        ("optimizer", "compiled stage, 1 thread"),
        ("kernels", "256x768x768"),
    ];
    for (kind, line) in expect {
        let (code, out, err) = hetc(&["bench", kind, "--quick"]);
        assert_eq!(code, 0, "hetc bench {kind} --quick:\n{out}\n{err}");
        assert!(
            out.contains(line) || err.contains(line),
            "hetc bench {kind} --quick printed no {line:?}:\n{out}\n{err}"
        );
    }
}

/// `hetc bench kernels --model`: any ONNX file, its symbolic dims bound,
/// timed against onnxruntime running the file itself; an unbound dim is
/// an error that says how to bind it.
#[test]
fn kernels_times_any_onnx_model() {
    let m = model("gpt2-tiny.onnx");
    let m = m.to_str().unwrap();
    let (code, out, err) = hetc(&[
        "bench",
        "kernels",
        "--model",
        m,
        "--bind",
        "batch=1,sequence=8",
    ]);
    assert_eq!(code, 0, "{out}\n{err}");
    for want in [
        "cold (empty cache)",
        "warm (from the cache)",
        "gpt2-tiny",
        "whole model",
    ] {
        assert!(out.contains(want), "no {want:?} in:\n{out}");
    }
    // `hetc eval`'s segmented path computes what the one function does.
    let eval = out
        .lines()
        .find(|l| l.contains("hetc eval's path"))
        .unwrap_or_else(|| panic!("no eval path line in:\n{out}"));
    let agree: f64 = eval
        .rsplit("within ")
        .next()
        .and_then(|t| t.split_whitespace().next())
        .and_then(|x| x.parse().ok())
        .unwrap_or_else(|| panic!("{eval}"));
    assert!(agree <= 1e-5, "{eval}");
    // onnxruntime ran the file: the row has its time and a ratio.
    let row = out.lines().find(|l| l.contains("whole model")).unwrap();
    let cols: Vec<&str> = row.split_whitespace().collect();
    assert!(
        cols[6].parse::<f64>().is_ok() && cols[8].parse::<f64>().is_ok(),
        "{row}"
    );
    let (code, _, err) = hetc(&["bench", "kernels", "--model", m]);
    assert_eq!(code, 1);
    assert!(err.contains("--bind batch=N"), "{err}");
}
