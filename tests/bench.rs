//! `hetc bench`: every scenario still runs (`--quick`: small sizes, one
//! run, targets not held — the figures are `scripts/bench.sh`'s, on a quiet
//! machine), so that none can break unseen. kernels and optimizer need the
//! test venv (onnxruntime, IREE, jax: `$HETC_PYTHON`, `$HETC_IREE_BIN`).

use crate::common::hetc;

#[test]
fn every_bench_runs_in_quick_mode() {
    // (bench, a line each must print)
    let expect = [
        ("plan", "hapt-fig7h"),
        ("fusion", "e-graph fusion"),
        ("transport", "ring all-reduce"),
        ("compile", "bundle: cpu"),
        ("pipeline", "ratio measured / simulated"),
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
