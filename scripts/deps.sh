#!/usr/bin/env bash
# Install the Debian 12 packages hetc's build and tests need (only those
# missing): a C toolchain, MLIR/LLVM 22 for the backends (melior; Debian's
# bookworm-security llvm-toolchain-22) and LLVM 22's OpenMP runtime (cpu
# stage code on several threads loads its libomp.so), libclang 14 for bindgen, rdma-core's
# build dependencies for the `rdma` feature, python3-venv for the tests'
# oracles, `script` for a pty and OpenMPI (`hetc bench transport` measures
# MPI_Allreduce beside hetc's ring). Needs root (or sudo). The Rust toolchain itself comes from rustup.
set -euo pipefail

need_apt=()
command -v cc >/dev/null || need_apt+=(build-essential)
command -v pkg-config >/dev/null || need_apt+=(pkg-config)
python3 -c "import venv, ensurepip" 2>/dev/null || need_apt+=(python3-venv)
# util-linux's `script` (a pty for the progress-bar test; essential on Debian).
command -v script >/dev/null || need_apt+=(bsdutils)
# `patch` (scripts/iree-hip-deps.sh) and binutils' `nm`/`objdump` (tests).
command -v patch >/dev/null || need_apt+=(patch)
command -v nm >/dev/null || need_apt+=(binutils)
[ -x /usr/lib/llvm-22/bin/mlir-tblgen ] && [ -e /usr/lib/llvm-22/lib/libMLIR.so ] \
    || need_apt+=(libmlir-22-dev mlir-22-tools llvm-22-dev libpolly-22-dev)
for p in libzstd-dev libz3-dev libxml2-dev libclang-14-dev libomp-22-dev \
         cmake libnl-3-dev libnl-route-3-dev libibverbs-dev ibverbs-utils \
         openmpi-bin libopenmpi-dev; do
    dpkg -s "$p" >/dev/null 2>&1 || need_apt+=("$p")
done
if [ ${#need_apt[@]} -gt 0 ]; then
    echo "== apt-get install ${need_apt[*]}"
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo=sudo
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get update -qq
    $sudo apt-get install -y -qq "${need_apt[@]}"
fi
if ! command -v cargo >/dev/null; then
    echo "error: no Rust toolchain (cargo) on PATH; install one with rustup (https://rustup.rs)" >&2
    exit 1
fi
