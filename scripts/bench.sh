#!/usr/bin/env bash
# Every `hetc bench` scenario at full size, in release, one after another
# (run it on a quiet machine: the figures are same-run ratios and best-of
# times, but two benches at once would still share the cores). Each bench
# prints its figures beside their targets and fails when it misses one;
# this script prints every bench's output, then one line per bench (passed,
# missed, or failed to run) and the host, and exits non-zero if any bench
# missed or failed. Put its output in the closing note of an issue that
# touches performance.
#
# Needs the test venv for kernels and optimizer (onnxruntime, IREE, jax):
# scripts/test.sh makes it (target/pyenv).
set -uo pipefail
cd "$(dirname "$0")/.."
cargo build --release --locked -p hetc >/dev/null || exit 2
export HETC_PYTHON=${HETC_PYTHON:-$PWD/target/pyenv/bin/python}
export HETC_IREE_BIN=${HETC_IREE_BIN:-$PWD/target/pyenv/bin}
host=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')
isa=$(grep -m1 '^flags' /proc/cpuinfo | grep -o 'avx512f\|amx_tile' | sort -u | tr '\n' ' ')
results=()
status=0
for kind in plan fusion transport compile pipeline optimizer kernels; do
    echo "== hetc bench $kind"
    t=$(date +%s)
    if target/release/hetc bench "$kind"; then
        r="ok"
    else
        r="MISSED or FAILED (see above)"
        status=1
    fi
    results+=("$(printf '%-10s %-30s %4d s' "$kind" "$r" $(( $(date +%s) - t )))")
done
echo "== summary ($host; ${isa:-avx2}; $(nproc) cores; load $(cut -d' ' -f1-3 /proc/loadavg))"
printf '%s\n' "${results[@]}"
exit "$status"
