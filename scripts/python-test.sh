#!/usr/bin/env bash
# The Python package (python/) as a user gets it: a fresh venv,
# `pip install ./python` (maturin builds the wheel around the `hetc`
# binary), then its pytest suite (python/tests) and the README's one-liner.
#
# The wheel is built from the dev profile (MATURIN_PEP517_ARGS), reusing
# what the test build compiled in target/debug instead of a second, release
# build of the whole workspace; a user's `pip install ./python` builds in
# release. onnxruntime (the tests' oracle), onnx (a model the tests build)
# and pytest come pinned from
# PyPI.
set -euo pipefail
cd "$(dirname "$0")/.."
VENV=target/python-venv
rm -rf "$VENV"
python3 -m venv "$VENV"
"$VENV/bin/pip" install --quiet --disable-pip-version-check \
    "$(grep '^onnxruntime==' examples/models/requirements-oracle.txt)" \
    "$(grep '^onnx==' examples/models/requirements-oracle.txt)" \
    "$(grep '^numpy==' examples/models/requirements-oracle.txt)" pytest==8.4.2
echo "== pip install ./python (maturin, dev profile)"
t=$(date +%s)
MATURIN_PEP517_ARGS="--profile dev" "$VENV/bin/pip" install --quiet --disable-pip-version-check ./python
echo "== pip install ./python: $(( $(date +%s) - t )) s"
# The installed package, not the source tree, and its own binary: no
# HETC_BIN, and run from outside the repository.
unset HETC_BIN
ROOT=$PWD
(cd "$VENV" && bin/python -c "import hetc; print('== hetc', hetc.__file__, hetc.binary())")
# The README's one-liner (from outside the repository, by absolute paths).
(cd "$VENV" && bin/python -c "import hetc; print(hetc.plan('$ROOT/examples/models/llama-2-7b.json', '$ROOT/examples/clusters/hetccl-v100-w7800.toml', quiet=True))")
"$VENV/bin/python" -m pytest -q -p no:cacheprovider python/tests
