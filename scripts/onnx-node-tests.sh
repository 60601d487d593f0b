#!/usr/bin/env bash
# Fetch the ONNX backend node-test suite into target/onnx-node-tests/node
# (once): the `onnx` 1.22.0 wheel from PyPI, the last release that ships
# onnx/backend/test/data/node (1765 tests: model.onnx and
# test_data_set_*/{input,output}_N.pb each). Only the data is extracted;
# the wheel is not installed.
set -euo pipefail
cd "$(dirname "$0")/.."

VERSION=1.22.0
DEST=target/onnx-node-tests
MARK="$DEST/.onnx-$VERSION"
if [ -f "$MARK" ]; then
    exit 0
fi
PY=${HETC_PYTHON:-target/pyenv/bin/python}
if [ ! -x "$PY" ]; then
    PY=python3
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "== fetching the ONNX node-test suite (onnx==$VERSION wheel) into $DEST"
"$PY" -m pip download --quiet --disable-pip-version-check --no-deps "onnx==$VERSION" -d "$tmp"
rm -rf "$DEST/node"
mkdir -p "$DEST"
"$PY" - "$tmp" "$DEST/node" <<'PYEOF'
import glob, os, sys, zipfile
src, dest = sys.argv[1], sys.argv[2]
(wheel,) = glob.glob(os.path.join(src, "onnx-*.whl"))
prefix = "onnx/backend/test/data/node/"
n = 0
with zipfile.ZipFile(wheel) as z:
    for m in z.namelist():
        if m.startswith(prefix) and not m.endswith("/"):
            out = os.path.join(dest, m[len(prefix):])
            os.makedirs(os.path.dirname(out), exist_ok=True)
            with open(out, "wb") as f:
                f.write(z.read(m))
            n += m.endswith("model.onnx")
if n == 0:
    sys.exit(f"{wheel} has no {prefix}")
print(f"{n} node tests")
PYEOF
touch "$MARK"
