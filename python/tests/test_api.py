"""The Python API against the command line's own results and onnxruntime.

Runs the installed package (``pip install ./python``; scripts/python-test.sh)
or, with ``HETC_BIN`` set and ``python/`` on ``PYTHONPATH``, the source tree.
Expected numbers come from onnxruntime, never from hetc itself.
"""

from __future__ import annotations

import json
import os
import math
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import hetc

ROOT = Path(__file__).resolve().parents[2]
MODELS = ROOT / "examples" / "models"
CLUSTERS = ROOT / "examples" / "clusters"
LLAMA = MODELS / "llama-2-7b.json"
HETCCL = CLUSTERS / "hetccl-v100-w7800.toml"
GPT2 = MODELS / "gpt2-tiny.onnx"
CPU = CLUSTERS / "cpu-test.toml"


def ids(batch: int, seq: int, seed: int = 0) -> np.ndarray:
    return np.random.default_rng(seed).integers(0, 1000, (batch, seq)).astype(np.int64)


def onnxruntime_logits(x: np.ndarray) -> np.ndarray:
    ort = pytest.importorskip("onnxruntime")
    s = ort.InferenceSession(str(GPT2), providers=["CPUExecutionProvider"])
    return s.run(None, {s.get_inputs()[0].name: x})[0]


def test_plan_prints_the_table_and_carries_the_figures():
    p = hetc.plan(LLAMA, HETCCL, quiet=True)
    text = str(p)
    assert "stage" in text and "V100" in text and "W7800" in text, text
    assert len(p.stages) >= 2
    assert {s["chip"] for s in p.stages} == {"V100-PCIe", "Radeon-PRO-W7800"}
    assert 0 < p.simulated_iteration_s < 1e4
    assert json.loads(p.to_json())["plan"]["planner"] == p.planner
    assert "stages" in repr(p)
    # auto keeps the plan that simulates fastest: no slower than uniform's.
    u = hetc.plan(LLAMA, HETCCL, planner="uniform", quiet=True)
    assert u.planner == "uniform"
    assert p.simulated_iteration_s <= u.simulated_iteration_s


def test_plan_options_are_the_cli_flags():
    a = hetc.plan(LLAMA, HETCCL, planner="uniform", global_batch=64, quiet=True)
    b = hetc.plan(LLAMA, HETCCL, planner="uniform", global_batch=128, quiet=True)
    assert a.data["plan"]["global_batch"] == 64
    assert b.data["plan"]["global_batch"] == 128
    # Half the micro-batches in the same pipeline: a shorter iteration.
    assert a.simulated_iteration_s < b.simulated_iteration_s


def test_plan_shows_as_its_timeline_in_a_notebook():
    svg = hetc.plan(LLAMA, HETCCL, planner="uniform", quiet=True)._repr_svg_()
    assert svg.lstrip().startswith(("<svg", "<?xml")), svg[:80]
    assert "</svg>" in svg


def test_eval_matches_onnxruntime():
    x = ids(2, 8, seed=1)
    want = onnxruntime_logits(x)
    got = hetc.eval(GPT2, {"input_ids": x}, quiet=True)
    assert list(got) == ["logits"]
    np.testing.assert_allclose(got["logits"], want, rtol=1e-4, atol=1e-4)
    ref = hetc.eval(GPT2, {"input_ids": x}, reference=True, quiet=True)
    np.testing.assert_allclose(ref["logits"], want, rtol=1e-4, atol=1e-4)


def test_compiled_bundle_runs_as_onnxruntime(tmp_path):
    b = hetc.compile(GPT2, CPU, tmp_path / "b", bind={"sequence": 8}, global_batch=2,
                     micro_batch=1, planner="uniform", quiet=True)
    assert not b.training and b.ranks >= 2 and len(b.stages) >= 2
    assert "checksums: all match" in b.inspect()
    x = ids(2, 8, seed=2)
    out = b.run(inputs={"input_ids": x}, quiet=True)
    np.testing.assert_allclose(out["logits"], onnxruntime_logits(x), rtol=1e-4, atol=1e-4)


def test_training_bundle_returns_its_losses(tmp_path):
    b = hetc.compile(GPT2, CPU, tmp_path / "tb", bind={"sequence": 8}, global_batch=2,
                     micro_batch=1, planner="uniform", tp=2, train=True, optimizer="adamw",
                     lr=0.01, quiet=True)
    assert b.training
    x = ids(2, 8, seed=3)
    labels = np.roll(x, -1, axis=1)
    losses = hetc.run(b, steps=3, inputs={"input_ids": x, "labels": labels},
                      save_weights=tmp_path / "w.safetensors", quiet=True)
    assert len(losses) == 3 and all(math.isfinite(v) for v in losses)
    # The first loss is onnxruntime's cross-entropy of the logits at the
    # model's weights.
    logits = onnxruntime_logits(x).astype(np.float64)
    m = logits.max(-1, keepdims=True)
    lse = np.log(np.exp(logits - m).sum(-1)) + m[..., 0]
    ce = (lse - np.take_along_axis(logits, labels[..., None], -1)[..., 0]).mean()
    assert abs(losses[0] - ce) < 1e-4, (losses, ce)
    assert losses[2] < losses[0]
    assert (tmp_path / "w.safetensors").stat().st_size > 0


def test_errors_carry_the_cli_message():
    with pytest.raises(hetc.HetcError) as e:
        hetc.plan(MODELS / "no-such-model.onnx", HETCCL, quiet=True)
    assert "no-such-model.onnx" in e.value.message
    assert e.value.returncode != 0 and e.value.command[1] == "compile"
    with pytest.raises(hetc.HetcError) as e:
        hetc.plan(LLAMA, HETCCL, no_such_option=3, quiet=True)
    assert "--no-such-option" in e.value.message
    with pytest.raises(hetc.HetcError) as e:
        hetc.eval(GPT2, {"not_an_input": ids(1, 4)}, quiet=True)
    assert "input_ids" in str(e.value) or "not_an_input" in str(e.value)


def test_python_m_hetc_is_the_cli():
    r = subprocess.run([sys.executable, "-m", "hetc", "--version"], capture_output=True,
                       text=True, check=False)
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("hetc ")
    r = subprocess.run([sys.executable, "-m", "hetc", "compile"], capture_output=True,
                       text=True, check=False)
    assert r.returncode != 0 and "MODEL" in r.stderr


def test_the_pytorch_recipe_runs_where_torch_is(tmp_path):
    """docs/pytorch.md's exports (dynamo and TorchScript) through hetc eval
    against torch's own logits; skipped without torch."""
    pytest.importorskip("torch")
    r = subprocess.run([sys.executable, str(MODELS / "torch_export_check.py"), "--out",
                        str(tmp_path)], capture_output=True, text=True, check=False,
                       env={**os.environ, "HETC_BIN": hetc.binary()})
    assert r.returncode == 0, r.stdout + r.stderr
    assert "FAIL" not in r.stdout
