"""The Python API against the command line's own results and onnxruntime.

Runs the installed package (``pip install ./python``; scripts/python-test.sh)
or, with ``HETC_BIN`` set and ``python/`` on ``PYTHONPATH``, the source tree.
Expected numbers come from onnxruntime, never from hetc itself.
"""

from __future__ import annotations

import json
import math
import os
import random
import socket
import subprocess
import sys
from pathlib import Path
from typing import Any

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
VOCAB = 1024  # gpt2-tiny's
# Small GPT-2 bundles for the cpu test cluster (as tests/runtime.rs's
# GPT2_SMALL): 2 samples of 8 tokens, micro-batches of 1.
SMALL: dict[str, Any] = {"global_batch": 2, "micro_batch": 1, "planner": "uniform"}


def ids(batch: int, seq: int, seed: int) -> np.ndarray:
    return np.random.default_rng(seed).integers(0, VOCAB, (batch, seq)).astype(np.int64)


@pytest.fixture(scope="module")
def ort() -> Any:
    """gpt2-tiny in onnxruntime: ``ort(input_ids) -> logits``."""
    onnxruntime = pytest.importorskip("onnxruntime")
    s = onnxruntime.InferenceSession(str(GPT2), providers=["CPUExecutionProvider"])
    return lambda x: s.run(None, {"input_ids": x})[0]


def cross_entropy(logits: np.ndarray, labels: np.ndarray) -> float:
    """Mean token cross-entropy, in f64."""
    z = logits.astype(np.float64)
    m = z.max(-1, keepdims=True)
    lse = np.log(np.exp(z - m).sum(-1)) + m[..., 0]
    return float((lse - np.take_along_axis(z, labels[..., None], -1)[..., 0]).mean())


# ---- options -------------------------------------------------------------------


def test_options_spell_the_cli_flags():
    assert hetc.flags(
        {
            "global_batch": 8,
            "train": True,
            "no_recompute": False,
            "tp": None,
            "vendor": ["cpu", "nvidia"],
            "betas": (0.9, 0.95),
            "bind": {"batch": 1, "sequence": 64},
            "weights": Path("/w/model.safetensors"),
            "lr": 3e-4,
            "seed": np.int64(5),
        }
    ) == [
        "--global-batch", "8",
        "--train",
        "--vendor", "cpu,nvidia",
        "--betas", "0.9,0.95",
        "--bind", "batch=1,sequence=64",
        "--weights", "/w/model.safetensors",
        "--lr", "0.0003",
        "--seed", "5",
    ]  # fmt: skip
    assert hetc.flags({"bind": "sequence=8"}) == ["--bind", "sequence=8"]
    with pytest.raises(TypeError, match="lr"):
        hetc.flags({"lr": object()})


# ---- plan ----------------------------------------------------------------------


def test_plan_prints_the_table_and_carries_the_figures():
    p = hetc.plan(LLAMA, HETCCL, quiet=True)
    text = str(p)
    assert text.startswith("model llama-2-7b.json"), text[:200]
    assert len(p.stages) >= 2
    assert {s["chip"] for s in p.stages} == {"V100-PCIe", "Radeon-PRO-W7800"}
    # Every stage of the JSON is a row of the table: index, chip, devices,
    # TP, DP, layers.
    rows = [r.split()[:7] for r in text.splitlines()]
    for i, s in enumerate(p.stages):
        d = s["devices"]
        want = [
            str(i),
            s["chip"],
            f"{d['mesh']}[{d['first']}..{d['first'] + d['count']}]",
            str(s["tp"]),
            str(s["dp"]),
            f"{s['first_layer']}..{s['end_layer']}",
            str(s["end_layer"] - s["first_layer"]),
        ]
        assert want in rows, (want, text)
    assert p.stages[-1]["end_layer"] == p.data["plan"]["num_layers"]
    assert 0 < p.simulated_iteration_s < 1e4
    assert p.simulated_iteration_s == p.data["best"]["iteration_s"]
    assert f"simulated ({p.data['plan']['schedule']}): iteration" in text
    assert json.loads(p.to_json()) == p.data
    assert repr(p).startswith(f"<hetc.Plan by {p.planner}: {len(p.stages)} stages")


def test_plan_options_are_the_cli_flags():
    u = hetc.plan(LLAMA, HETCCL, planner="uniform", quiet=True)
    assert u.planner == "uniform"
    assert [r["planner"] for r in u.data["plans"]] == ["uniform"]
    # auto keeps the plan that simulates fastest: no slower than uniform's.
    assert hetc.plan(LLAMA, HETCCL, quiet=True).simulated_iteration_s <= u.simulated_iteration_s
    a = hetc.plan(
        LLAMA, HETCCL, planner="uniform", global_batch=64, bind={"sequence": 2048}, quiet=True
    )
    assert a.data["plan"]["global_batch"] == 64
    assert a.data["plan"]["tokens_per_sample"] == 2048
    # Fewer, shorter samples through the same cluster: a shorter iteration.
    assert a.simulated_iteration_s < u.simulated_iteration_s
    assert "global batch 64 × 2048 tokens" in str(a)  # noqa: RUF001 (the table's own sign)


def test_plan_shows_as_its_timeline_in_a_notebook():
    p = hetc.plan(LLAMA, HETCCL, planner="uniform", quiet=True)
    svg = p._repr_svg_()
    assert svg.lstrip().startswith(("<svg", "<?xml")), svg[:80]
    assert svg.rstrip().endswith("</svg>")
    # The chart is of this plan's iteration.
    assert f"iteration {p.simulated_iteration_s:.6f} s" in svg, svg[:400]


def test_progress_goes_to_stderr_unless_quiet(capsys):
    hetc.plan(LLAMA, HETCCL, planner="uniform")
    assert "search: uniform evaluated" in capsys.readouterr().err
    hetc.plan(LLAMA, HETCCL, planner="uniform", quiet=True)
    assert capsys.readouterr().err == ""


# ---- eval ----------------------------------------------------------------------


def test_eval_matches_onnxruntime(ort):
    x = ids(2, 8, seed=1)
    want = ort(x)
    got = hetc.eval(GPT2, {"input_ids": x}, quiet=True)
    assert list(got) == ["logits"] and got["logits"].dtype == np.float32
    np.testing.assert_allclose(got["logits"], want, rtol=1e-4, atol=1e-4)
    # A transposed (Fortran-order) array, in the reference interpreter.
    xt = np.asfortranarray(x)
    ref = hetc.eval(GPT2, {"input_ids": xt}, reference=True, quiet=True)
    np.testing.assert_allclose(ref["logits"], want, rtol=1e-4, atol=1e-4)


def test_eval_keeps_the_models_output_order(tmp_path):
    onnx = pytest.importorskip("onnx")
    onnxruntime = pytest.importorskip("onnxruntime")
    h, tp = onnx.helper, onnx.TensorProto
    io = [h.make_tensor_value_info(n, tp.FLOAT, [2, 3]) for n in ("file", "x", "zeta", "alpha")]
    graph = h.make_graph(
        [h.make_node("Add", ["file", "x"], ["zeta"]), h.make_node("Mul", ["file", "x"], ["alpha"])],
        "two_outputs",
        io[:2],
        io[2:],
    )
    model = tmp_path / "two.onnx"
    onnx.save(h.make_model(graph, opset_imports=[h.make_opsetid("", 17)], ir_version=8), model)
    rng = np.random.default_rng(4)
    # `file` is np.savez's own parameter name: an input may still have it.
    feeds = {
        "file": rng.standard_normal((2, 3), np.float32),
        "x": rng.standard_normal((2, 3), np.float32),
    }
    want = onnxruntime.InferenceSession(str(model), providers=["CPUExecutionProvider"]).run(
        None, feeds
    )
    got = hetc.eval(model, feeds, quiet=True)
    assert list(got) == ["zeta", "alpha"]
    for g, w in zip(got.values(), want):
        np.testing.assert_allclose(g, w, rtol=1e-6)


# ---- bundles -------------------------------------------------------------------


@pytest.fixture(scope="module")
def inference_bundle(tmp_path_factory) -> hetc.Bundle:
    out = tmp_path_factory.mktemp("bundle") / "gpt2"
    return hetc.compile(GPT2, CPU, out, bind="sequence=8", **SMALL, quiet=True)


@pytest.fixture(scope="module")
def training_bundle(tmp_path_factory) -> hetc.Bundle:
    out = tmp_path_factory.mktemp("bundle") / "gpt2-train"
    return hetc.compile(
        GPT2,
        CPU,
        out,
        bind={"sequence": 8},
        **SMALL,
        tp=1,
        train=True,
        optimizer="adamw",
        lr=0.01,
        quiet=True,
    )


def test_bundle_has_its_manifest_and_runs_as_onnxruntime(inference_bundle, ort):
    b = inference_bundle
    assert not b.training
    m = b.manifest
    assert m["model"]["name"] == "gpt2-tiny.onnx"
    assert (m["plan"]["planner"], m["plan"]["global_batch"], m["plan"]["num_micro_batches"]) == (
        "uniform",
        2,
        2,
    )
    assert [s["chip"] for s in b.stages] == ["cpu-a", "cpu-b"]
    assert b.stages[0]["inputs"] == [{"name": "input_ids", "type": "i64[1, 8]"}]
    assert len(b.ranks) == sum(s["tp"] * s["dp"] for s in b.stages)
    assert hetc.Bundle(str(b.path)).manifest == m
    summary = b.inspect()
    assert summary.startswith(f"bundle {b.path}") and "checksums: all match" in summary
    x = ids(2, 8, seed=2)
    out = b.run(inputs={"input_ids": x}, quiet=True)
    assert list(out) == ["logits"]
    np.testing.assert_allclose(out["logits"], ort(x), rtol=1e-4, atol=1e-4)


def _master_port() -> int:
    """A free port below the ephemeral range, as launchers' MASTER_PORT
    (29500) is: rank 1..N's connect loop to an ephemeral port nobody
    listens on yet can connect the socket to itself (TCP self-connect)."""
    rng = random.Random()
    for _ in range(100):
        port = rng.randrange(20000, 32000)
        with socket.socket() as s:
            try:
                s.bind(("127.0.0.1", port))
            except OSError:
                continue
        return port
    raise RuntimeError("no free port in 20000..32000")


def test_run_under_a_launcher_returns_each_ranks_share(inference_bundle, ort, tmp_path):
    """``run(local=False)``: each rank a process, as torchrun starts them."""
    b = inference_bundle
    x = ids(2, 8, seed=3)
    np.savez(tmp_path / "in.npz", input_ids=x)
    script = (
        "import sys, numpy as np, hetc\n"
        "out = hetc.run(sys.argv[1], local=False, inputs=sys.argv[2], cpu_threads=1)\n"
        "np.savez(sys.argv[3], **out)\n"
    )
    package = str(Path(hetc.__file__).resolve().parents[1])
    env = {
        **os.environ,
        "HETC_BIN": hetc.binary(),
        "WORLD_SIZE": str(len(b.ranks)),
        "MASTER_ADDR": "127.0.0.1",
        "HETC_TOKEN": "python-test",
        "HETC_TIMEOUT": "15",
        "PYTHONPATH": os.pathsep.join([package, os.environ.get("PYTHONPATH", "")]),
    }

    def launch() -> list[str]:
        """Start every rank; the failed ranks' standard error."""
        port = str(_master_port())
        procs = [
            subprocess.Popen(
                [
                    sys.executable,
                    "-c",
                    script,
                    str(b.path),
                    str(tmp_path / "in.npz"),
                    str(tmp_path / f"rank-{r}.npz"),
                ],
                env={**env, "RANK": str(r), "MASTER_PORT": port},
                stderr=subprocess.PIPE,
                text=True,
            )
            for r in range(len(b.ranks))
        ]
        errs = [p.communicate(timeout=120)[1] for p in procs]
        return [
            f"rank {r} (exit {p.returncode}):\n{e}"
            for r, (p, e) in enumerate(zip(procs, errs))
            if p.returncode != 0
        ]

    # Rank 0 serves the rendezvous store and may finish its share before a
    # slower rank has opened its watchdog's store connection: that must not
    # fail the slower rank (it did: "the store refused our token").
    failed = launch()
    assert not failed, "\n".join(failed)
    want = ort(x)
    rows = []
    for r in b.ranks:
        with np.load(tmp_path / f"rank-{r['rank']}.npz") as z:
            got = {k: z[k] for k in z.files}
        if r["stage"] != len(b.stages) - 1:
            assert got == {}, r
            continue
        # The last stage's DP replicas each computed their micro-batch.
        (row,) = [i for i in range(len(x)) if np.allclose(got["logits"][0], want[i], atol=1e-4)]
        rows.append(row)
    assert sorted(rows) == list(range(len(x)))


def test_training_bundle_returns_its_losses(training_bundle, ort, tmp_path):
    b = training_bundle
    assert b.training and b.manifest["training"]["labels"]["name"] == "labels"
    seqs = ids(2, 9, seed=5)
    x, labels = seqs[:, :-1], seqs[:, 1:]
    losses = hetc.run(
        b,
        steps=3,
        inputs={"input_ids": x, "labels": labels},
        save_weights=tmp_path / "w.safetensors",
        quiet=True,
    )
    assert len(losses) == 3 and all(math.isfinite(v) for v in losses), losses
    # Step 1's loss is the cross-entropy at the model's own weights.
    assert abs(losses[0] - cross_entropy(ort(x), labels)) < 1e-4, losses
    assert losses[2] < losses[0]
    assert (tmp_path / "w.safetensors").stat().st_size > 0


def test_training_reads_a_token_file(training_bundle, ort, tmp_path):
    """``data=``: the batches of a uint16 token file. 17 tokens are two
    windows of 8 + 1 (tokens 0..=8 and 8..=16): one epoch per step, the
    global batch of 2, as tests/runtime.rs's run_local_trains_on_a_token_file."""
    tokens = ((37 * np.arange(17) + 11) % VOCAB).astype("<u2")
    (tmp_path / "train.bin").write_bytes(tokens.tobytes())
    losses = hetc.run(training_bundle, steps=3, data=tmp_path / "train.bin", seed=5, quiet=True)
    assert len(losses) == 3 and all(math.isfinite(v) for v in losses), losses
    t = tokens.astype(np.int64)
    x, labels = np.stack([t[0:8], t[8:16]]), np.stack([t[1:9], t[9:17]])
    assert abs(losses[0] - cross_entropy(ort(x), labels)) < 1e-4, losses
    # The same batch from inputs trains the same steps.
    same = hetc.run(training_bundle, steps=3, inputs={"input_ids": x, "labels": labels}, quiet=True)
    np.testing.assert_allclose(losses, same, rtol=1e-5)


# ---- errors --------------------------------------------------------------------


def test_errors_carry_the_cli_message():
    missing = MODELS / "no-such-model.onnx"
    with pytest.raises(hetc.HetcError) as e:
        hetc.plan(missing, HETCCL, quiet=True)
    assert str(missing) in e.value.message and "No such file" in e.value.message
    assert e.value.returncode == 1 and e.value.command[1:3] == ["compile", str(missing)]
    assert "error: " + e.value.message in e.value.stderr
    assert str(e.value) == e.value.message
    # An option the command does not know is its error: hetc's flags are the API.
    with pytest.raises(hetc.HetcError) as e:
        hetc.plan(LLAMA, HETCCL, no_such_option=3, quiet=True)
    assert "unexpected argument '--no-such-option'" in e.value.message
    assert e.value.returncode == 2 and "Usage:" not in e.value.message
    with pytest.raises(hetc.HetcError, match=r"not_an_input|input_ids"):
        hetc.eval(GPT2, {"not_an_input": ids(1, 4, seed=0)}, quiet=True)


def test_options_a_call_sets_itself_are_refused():
    with pytest.raises(TypeError, match="emit"):
        hetc.plan(LLAMA, HETCCL, emit="ir")
    with pytest.raises(TypeError, match="output"):
        hetc.eval(GPT2, {"input_ids": ids(1, 4, seed=0)}, output="out.npz")


def test_no_binary_says_how_to_get_one(monkeypatch, tmp_path):
    monkeypatch.setenv("HETC_BIN", str(tmp_path / "hetc"))
    with pytest.raises(hetc.HetcError, match=r"\$HETC_BIN is .*not an executable"):
        hetc.binary()
    monkeypatch.delenv("HETC_BIN")
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.setattr(hetc._cli.sysconfig, "get_path", lambda *a, **k: str(tmp_path))
    monkeypatch.setattr(hetc._cli.sys, "executable", str(tmp_path / "python"))
    with pytest.raises(hetc.HetcError, match=r"pip install \./python"):
        hetc.plan(LLAMA, HETCCL)


def test_python_m_hetc_is_the_cli():
    run = [sys.executable, "-m", "hetc"]
    env = {**os.environ, "HETC_BIN": hetc.binary()}
    r = subprocess.run([*run, "--version"], capture_output=True, text=True, env=env, check=False)
    assert r.returncode == 0, r.stderr
    assert r.stdout == f"hetc {hetc.__version__}\n"
    r = subprocess.run([*run, "compile"], capture_output=True, text=True, env=env, check=False)
    assert r.returncode == 2 and "<MODEL>" in r.stderr


def test_the_pytorch_recipe_runs_where_torch_is(tmp_path):
    """docs/pytorch.md's exports (dynamo and TorchScript) through hetc eval
    against torch's own logits; skipped without torch."""
    pytest.importorskip("torch")
    r = subprocess.run(
        [sys.executable, str(MODELS / "torch_export_check.py"), "--out", str(tmp_path)],
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, "HETC_BIN": hetc.binary()},
    )
    assert r.returncode == 0, r.stdout + r.stderr
    assert "FAIL" not in r.stdout
