#!/usr/bin/env bash
# Assemble the CUDA headers IREE's CUDA driver needs at build time, from
# PyPI wheels (no CUDA toolkit install, no GPU): the folder that
# `IREE_CUDA_DEPS_DIR` names when building `hetc-run --features cuda`
# (eerie-sys would otherwise download a toolkit at configure time).
#
#   scripts/iree-cuda-deps.sh DIR      # ~22 MB; reused when complete
#
# Contents: the CUDA runtime's headers, nvcc's `crt/` headers, CCCL's
# `nv/target` (which nccl.h includes), and nvcc's libdevice (CMake insists
# that it exists; the runtime never reads it). The driver itself
# (libcuda.so) comes from the GPU machine. See ../shared/IREE.md.
set -euo pipefail
dir=${1:?usage: scripts/iree-cuda-deps.sh DIR}
[ -f "$dir/.complete" ] && exit 0
python=${HETC_PYTHON:-python3}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$python" -m pip download --quiet --disable-pip-version-check --no-deps -d "$tmp/w" \
    nvidia-cuda-runtime-cu12==12.9.79 nvidia-cuda-nvcc-cu12==12.9.86 nvidia-cuda-cccl-cu12==12.9.27
for w in "$tmp"/w/*.whl; do
    "$python" -m zipfile -e "$w" "$tmp/x/"
done
rm -rf "$dir"
mkdir -p "$dir/include" "$dir/nvvm/libdevice"
for p in cuda_runtime cuda_nvcc cuda_cccl; do
    cp -r "$tmp/x/nvidia/$p/include/." "$dir/include/"
done
cp "$tmp/x/nvidia/cuda_nvcc/nvvm/libdevice/libdevice.10.bc" "$dir/nvvm/libdevice/"
touch "$dir/.complete"
echo "== CUDA build headers in $dir ($(du -sh "$dir" | cut -f1))"
