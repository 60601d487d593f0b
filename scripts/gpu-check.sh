#!/usr/bin/env bash
# The prepared GPU check: everything a bare Linux machine with one NVIDIA
# GPU and its driver needs to run hetc's GPU path, built here, then run
# there in one go.
#
#   scripts/gpu-check.sh --prepare DIR [--driver cuda|local-task]
#       (here: Rust, the test venv, network) builds `hetc-run` with IREE's
#       runtime (`--features cuda`; `iree` for local-task), compiles the
#       bundles for one GPU (IREE `cuda` sm_80 modules; with local-task,
#       IREE `llvm-cpu` modules for this host) and writes the expected
#       outputs: onnxruntime's logits (the fixture), the losses of the same
#       training run on hetc's cpu code, a GPT-2-small-shaped block.
#   DIR/gpu-check.sh --run DIR [--driver cuda|local-task]
#       (there: no Rust, no network; python3 with numpy, and torch for the
#       speed line) runs them with DIR/hetc-run and prints one line per
#       check:
#         forward   GPT-2-tiny (batch 2, sequence 8) on the GPU vs
#                   onnxruntime's logits, 1e-4 of their scale;
#         training  3 SGD steps on the GPU vs the cpu run's losses, 1e-4;
#         traffic   the bytes that training run moved between host and GPU;
#         block     a GPT-2-small-shaped block forward (d 768, 12 heads,
#                   sequence 512) on the GPU: hetc's time against torch's on
#                   the same GPU in the same run (median of repetitions),
#                   and hetc's output against torch's.
#       It exits non-zero if a check fails. Under 8 minutes.
#
# `--prepare` uses `$HETC_BIN` (a built hetc) and, with local-task,
# `$HETC_RUN_BIN` (a hetc-run built with `--features iree`) when set,
# instead of building them; CI runs the local-task check so.
#
# Until a session with a GPU machine runs it, `--driver local-task` runs
# the same script end to end here (IREE's host driver in place of cuda,
# the same comparisons), so that the first GPU run needs no fixing.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
mode="" dir="" driver=cuda
while [ $# -gt 0 ]; do
    case $1 in
        --prepare|--run) mode=$1; dir=${2:?DIR}; shift 2 ;;
        --driver) driver=${2:?cuda|local-task}; shift 2 ;;
        *) echo "usage: $0 --prepare|--run DIR [--driver cuda|local-task]" >&2; exit 2 ;;
    esac
done
[ -n "$mode" ] || { echo "usage: $0 --prepare|--run DIR [--driver cuda|local-task]" >&2; exit 2; }
case $driver in cuda|local-task) ;; *) echo "--driver: cuda or local-task" >&2; exit 2 ;; esac
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)

# A cluster of one device: an NVIDIA GPU (its IREE modules: cuda sm_80), or
# for local-task this host's cpu with IREE llvm-cpu modules.
cluster() {
    local vendor=$1
    cat <<EOF
name = "gpu-check"
description = "One device: the GPU under test (or this host's cpu)"
[[chip]]
name = "A100-check"
vendor = "$vendor"
memory_gib = 16.0
hbm_gb_s = 1500.0
efficiency = 0.5
devices_per_node = 1
intra_node_gb_s = 100.0
tp_limit = 1
nics_per_node = 1
nic_gbit_s = 100.0
[chip.peak_tflops]
f32 = 19.5
f16 = 312.0
bf16 = 312.0
[[mesh]]
name = "gpu"
chip = "A100-check"
nodes = 1
EOF
}

if [ "$mode" = --prepare ]; then
    t0=$(date +%s)
    cd "$root"
    venv=${HETC_PYENV:-$root/target/pyenv}
    [ -x "$venv/bin/python" ] || { echo "no test venv at $venv: run scripts/test.sh once (or set HETC_PYENV)" >&2; exit 1; }
    export HETC_IREE_BIN="$venv/bin" HETC_CACHE_DIR="$root/target/hetc-cache"
    # HETC_BIN / HETC_RUN_BIN: binaries built already (CI: the test
    # build's hetc and scripts/test.sh's hetc-run --features iree).
    if [ -n "${HETC_BIN:-}" ]; then
        hetc=$HETC_BIN
    else
        echo "== cargo build --release --bin hetc"
        cargo build --release --locked --bin hetc
        hetc=$root/target/release/hetc
    fi
    if [ "$driver" = local-task ] && [ -n "${HETC_RUN_BIN:-}" ]; then
        run_bin=$HETC_RUN_BIN
        vendor=cpu code=(--cpu-code iree)
    elif [ "$driver" = cuda ]; then
        scripts/iree-cuda-deps.sh "$root/target/iree-cuda-deps"
        echo "== cargo build --release -p hetc-run --features cuda (target/deploy-cuda)"
        IREE_CUDA_DEPS_DIR="$root/target/iree-cuda-deps" CMAKE="$venv/bin/cmake" \
            CARGO_TARGET_DIR="$root/target/deploy-cuda" \
            cargo build --release --locked -p hetc-run --features cuda
        run_bin=$root/target/deploy-cuda/release/hetc-run
        vendor=nvidia code=()
    else
        echo "== cargo build --release -p hetc-run --features iree (target/deploy)"
        CMAKE="$venv/bin/cmake" CARGO_TARGET_DIR="$root/target/deploy" \
            cargo build --release --locked -p hetc-run --features iree
        run_bin=$root/target/deploy/release/hetc-run
        vendor=cpu code=(--cpu-code iree)
    fi
    rm -rf "$dir"/{bundles,data,out}
    mkdir -p "$dir"/{bundles,data,out}
    strip -o "$dir/hetc-run" "$run_bin"
    cp scripts/gpu-check.sh scripts/gpu_check.py "$dir/"
    cluster "$vendor" > "$dir/data/gpu.toml"
    cluster cpu > "$dir/data/cpu.toml"
    m=examples/models/gpt2-tiny.onnx
    common=(--bind sequence=8 --global-batch 2 --micro-batch 1 --planner uniform)
    echo "== bundles: GPT-2-tiny forward and training, the GPT-2-small-shaped block ($vendor)"
    "$hetc" compile "$m" --cluster "$dir/data/gpu.toml" "${common[@]}" "${code[@]}" --emit bundle -o "$dir/bundles/fwd"
    "$hetc" compile "$m" --cluster "$dir/data/gpu.toml" "${common[@]}" "${code[@]}" --train --lr 0.5 --emit bundle -o "$dir/bundles/train"
    "$venv/bin/python" scripts/gpu_check.py make-block "$dir/data"
    "$hetc" compile "$dir/data/block.onnx" --cluster "$dir/data/gpu.toml" --global-batch 10 --micro-batch 1 --planner uniform "${code[@]}" --emit bundle -o "$dir/bundles/block"
    rm "$dir/data/block.onnx"
    # Expected outputs: onnxruntime's logits (the fixture); the training
    # run's losses on hetc's cpu code (the same model, plan and batch).
    io=$root/target/fixtures/reference-io/gpt2-tiny.io.json
    [ -f "$io" ] || { echo "no $io: run scripts/test.sh once" >&2; exit 1; }
    cp "$io" "$dir/data/gpt2-tiny.io.json"
    "$venv/bin/python" - "$io" "$dir/data/train.io.json" <<'PYEOF'
import json, sys
io = json.load(open(sys.argv[1]))
ids = io["inputs"][0]
b, s = ids["shape"]
d = ids["data"]
labels = [d[i] if (i + 1) % s == 0 else d[i + 1] for i in range(b * s)]
json.dump({"inputs": [ids, {"name": "labels", "dtype": "i64", "shape": [b, s], "data": labels}]},
          open(sys.argv[2], "w"))
PYEOF
    tmp=$(mktemp -d)
    "$hetc" compile "$m" --cluster "$dir/data/cpu.toml" "${common[@]}" --train --lr 0.5 --emit bundle -o "$tmp/train-cpu"
    "$dir/hetc-run" "$tmp/train-cpu" --local --input "$dir/data/train.io.json" --steps 3 --output "$dir/data/cpu-losses.json" 2> "$tmp/log" \
        || { cat "$tmp/log"; exit 1; }
    rm -rf "$tmp"
    echo "$driver" > "$dir/driver"
    echo "== prepared $dir for --driver $driver: $(du -sh "$dir" | cut -f1), $(( $(date +%s) - t0 )) s"
    echo "   there: $dir/gpu-check.sh --run $dir${driver:+ --driver $driver}"
    exit 0
fi

# --run
t0=$(date +%s)
cd "$dir"
want=$(cat driver 2>/dev/null || echo cuda)
[ "$want" = "$driver" ] || { echo "$dir was prepared for --driver $want" >&2; exit 2; }
py=${PYTHON:-python3}
if [ "$driver" = cuda ]; then
    # IREE's CUDA driver opens `libcuda.so`; driver packages often install
    # only `libcuda.so.1`: give it the unversioned name.
    so1=$( (/sbin/ldconfig -p 2>/dev/null || ldconfig -p 2>/dev/null || true) | awk '/libcuda\.so\.1 /{print $NF; exit}' || true)
    for d in /usr/lib/x86_64-linux-gnu /usr/lib64 /usr/local/nvidia/lib64 /usr/lib/wsl/lib; do
        [ -n "$so1" ] && break
        [ -e "$d/libcuda.so.1" ] && so1=$d/libcuda.so.1
    done
    if [ -n "$so1" ] && [ ! -e "$(dirname "$so1")/libcuda.so" ]; then
        mkdir -p lib && ln -sf "$so1" lib/libcuda.so
        export LD_LIBRARY_PATH="$dir/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
    fi
fi
fail=0
summary=()
log() { summary+=("$1"); echo "$1"; }
echo "== gpu-check --run $dir --driver $driver on $(hostname)"
command -v nvidia-smi >/dev/null && nvidia-smi -L || true
./hetc-run --version

# forward
if ./hetc-run bundles/fwd --local --input data/gpt2-tiny.io.json --output out/fwd.json 2> out/fwd.log; then
    r=$("$py" gpu_check.py compare-io data/gpt2-tiny.io.json out/fwd.json 1e-4) || fail=1
    log "forward   GPT-2-tiny on $driver vs onnxruntime: $r"
else
    fail=1; log "forward   GPT-2-tiny on $driver: FAIL ($(grep -m1 error out/fwd.log))"
fi
# training
if ./hetc-run bundles/train --local --input data/train.io.json --steps 3 --output out/train.json 2> out/train.log; then
    r=$("$py" gpu_check.py compare-losses data/cpu-losses.json out/train.json 1e-4) || fail=1
    log "training  3 SGD steps on $driver vs hetc's cpu run: $r"
    # What crossed between host and device (docs/hardware.md: the values
    # between segments and the step's gradient sums stay on the device).
    log "traffic   $(grep -m1 -o 'IREE [a-z-]* device [0-9]*: .*' out/train.log || echo 'no IREE device line')"
else
    fail=1; log "training  on $driver: FAIL ($(grep -m1 error out/train.log))"
fi
# block: hetc (10 micro-batches of zeros: the median of the last 9) against
# torch on the same zeros
if ./hetc-run bundles/block --local --output out/block.out.json 2> out/block.log; then
    hetc_ms=$(grep -o 'compute per micro-batch \[[^]]*\]' out/block.log | head -1 | "$py" -c '
import re, sys
v = [float(x) for x in re.findall(r"[0-9.]+", sys.stdin.read())][1:]
v.sort(); print(f"{v[len(v) // 2] * 1e3:.3f}")')
    dev=cpu; [ "$driver" = cuda ] && dev=cuda
    if t=$("$py" gpu_check.py torch-block out "$dev" 2>&1); then
        torch_ms=$("$py" -c 'import json; print(f"{json.load(open(\"out/torch.json\"))[\"ms\"]:.3f}")')
        ratio=$("$py" -c "print(f'{$hetc_ms / $torch_ms:.2f}')")
        log "block     GPT-2-small-shaped block forward on $driver: hetc $hetc_ms ms, torch $torch_ms ms, ratio ${ratio}x; $t"
    else
        log "block     hetc $hetc_ms ms; torch: not run (${t##*$'\n'})"
    fi
else
    fail=1; log "block     on $driver: FAIL ($(grep -m1 error out/block.log))"
fi
echo "== summary ($(( $(date +%s) - t0 )) s)"
printf '%s\n' "${summary[@]}"
exit "$fail"
