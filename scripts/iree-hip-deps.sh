#!/usr/bin/env bash
# Prepare the build of `hetc-run` with IREE's HIP driver (AMD GPUs):
# eerie-sys 0.5.0 turns that driver off and leaves IREE's HIP headers out,
# so this copies its crates.io sources (the version Cargo.lock pins) to
# target/eerie-sys-hip and applies third_party/eerie-sys-hip/hip.patch
# (a `hip` feature that turns the driver on and passes
# HIP_API_HEADERS_ROOT to CMake). The headers are HIP 6.1's, vendored
# from iree-org/hip-build-deps under third_party/hip-build-deps (MIT).
# No ROCm install and no GPU are needed to build; libamdhip64.so comes
# from the GPU machine.
#
#   scripts/iree-hip-deps.sh            # then run the command it prints
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
out=target/eerie-sys-hip
patch=third_party/eerie-sys-hip/hip.patch
stamp=$(sha256sum "$patch" | cut -c1-16)
if [ "$(cat "$out/.hetc-patch" 2>/dev/null)" != "$stamp" ]; then
    # The registry copy of the locked version (fetched if this machine has
    # not built the IREE runtime yet).
    cargo fetch --locked --quiet
    version=$(grep -A1 '^name = "eerie-sys"$' Cargo.lock | sed -n 's/^version = "\(.*\)"$/\1/p')
    src=$(ls -d "${CARGO_HOME:-$HOME/.cargo}"/registry/src/*/"eerie-sys-$version" | head -1)
    [ -f "$src/build.rs" ] || { echo "error: no sources of eerie-sys $version in the cargo registry" >&2; exit 1; }
    rm -rf "$out"
    mkdir -p "$(dirname "$out")"
    cp -r "$src" "$out"
    patch --quiet -p1 -d "$out" < "$patch"
    echo "$stamp" > "$out/.hetc-patch"
    echo "== $out: eerie-sys from $src with $patch"
fi
echo "== build: HIP_API_HEADERS_ROOT=$root/third_party/hip-build-deps/include CMAKE=<cmake >= 3.26> cargo build --release --locked --manifest-path run/hip/Cargo.toml"
