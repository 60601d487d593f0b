#!/usr/bin/env bash
# Regenerate docs/onnx-coverage.md: run the ONNX node-test suite test
# (tests/onnx_node.rs) and let it write the per-test table.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/onnx-node-tests.sh
HETC_ONNX_COVERAGE_OUT="$PWD/docs/onnx-coverage.md" \
    cargo test --locked --test integration onnx_node:: -- --nocapture "$@"
