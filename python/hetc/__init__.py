"""hetc from Python: plan, compile, evaluate and run one model on a
heterogeneous accelerator cluster.

A thin, typed layer over the ``hetc`` command line, whose binary the wheel
ships (``pip install ./python`` builds it). Every call runs the binary with
the flags its keyword options name (``global_batch=8`` is ``--global-batch
8``, ``train=True`` is ``--train``, ``bind={"sequence": 64}`` is ``--bind
sequence=64``), echoes the command's progress on ``sys.stderr`` as it comes
(``quiet=True`` hides it), and raises :class:`HetcError` with the command's
own message when it fails. An option the command does not know is its
error too (a :class:`HetcError` naming the flag). ``python -m hetc ARGS``
is the command line itself.

>>> import hetc
>>> p = hetc.plan("examples/models/llama-2-7b.json",
...               "examples/clusters/hetccl-v100-w7800.toml")
>>> print(p)                      # the plan table of `hetc compile --emit plan`
>>> p.simulated_iteration_s       # the chosen plan's simulated iteration, seconds
>>> p                             # in a notebook: the SVG timeline

The binary is ``$HETC_BIN`` when set, else the ``hetc`` installed with this
package, else ``hetc`` on ``PATH`` (:func:`binary`).
"""

from __future__ import annotations

import glob
import json
import math
import os
import tempfile
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Union

import numpy as np
import numpy.typing as npt

from ._cli import HetcError, PathLike, binary, cli, flags, reject
from ._tensors import from_json, read_npz, write_npz

__all__ = [
    "Bundle",
    "HetcError",
    "Plan",
    "RunResult",
    "binary",
    "cli",
    "compile",
    "eval",
    "flags",
    "plan",
    "run",
]
__version__ = "0.1.0"

#: What :func:`run` returns: a training bundle's loss per step, or an
#: inference bundle's outputs by name.
RunResult = Union[list[float], dict[str, np.ndarray]]

# Flags the calls below set themselves.
_COMPILE_OWN = ("cluster", "emit", "format", "output", "o")


def _compile_argv(
    model: PathLike, cluster: PathLike, emit: str, fmt: str, options: Mapping[str, Any]
) -> list[PathLike]:
    return [
        "compile",
        model,
        "--cluster",
        cluster,
        "--emit",
        emit,
        "--format",
        fmt,
        *flags(options),
    ]


class Plan:
    """A parallel plan: the result of ``hetc compile MODEL --cluster CLUSTER
    --emit plan --format json``.

    ``str(plan)`` is the table of ``--format text`` and the plan shows in a
    notebook as the SVG timeline of its simulated iteration (``--emit
    timeline``); both run the same command again on first use, with the
    same model, cluster and options. ``data`` is the parsed JSON: the
    chosen plan under ``"plan"``, every planner's result with simulated
    figures under ``"plans"`` (the chosen one first), ``"best"``,
    ``"baseline"`` (uniform's plan), the model summary and memory figures.
    """

    def __init__(
        self, model: PathLike, cluster: PathLike, options: Mapping[str, Any], data: dict[str, Any]
    ) -> None:
        self.model = os.path.abspath(model)
        self.cluster = os.path.abspath(cluster)
        self.options = dict(options)
        self.data = data
        self._text: str | None = None
        self._svg: str | None = None

    def _emit(self, emit: str) -> str:
        return cli(_compile_argv(self.model, self.cluster, emit, "text", self.options), quiet=True)

    @property
    def _plan(self) -> dict[str, Any]:
        try:
            plan: dict[str, Any] = self.data["plan"]
        except KeyError:
            runs = self.data.get("plans") or [{}]
            raise HetcError(f"no plan: {runs[0].get('error', 'the planner found none')}") from None
        return plan

    @property
    def planner(self) -> str:
        """The planner whose plan this is (with ``planner="auto"``, the winner)."""
        return str(self._plan["planner"])

    @property
    def stages(self) -> list[dict[str, Any]]:
        """The pipeline stages, first to last: ``first_layer``, ``end_layer``,
        ``chip``, ``devices`` (``mesh``, ``first``, ``count``), ``tp``, ``dp``,
        ``recompute``, ``micro_batch_size``, ``warmup``."""
        return list(self._plan["stages"])

    @property
    def num_micro_batches(self) -> int:
        """Micro-batches per iteration (global batch / micro-batch size)."""
        return int(self._plan["num_micro_batches"])

    @property
    def simulated_iteration_s(self) -> float:
        """The chosen plan's iteration time in the discrete-event simulator, seconds."""
        for run in self.data.get("plans", []):
            if run.get("planner") == self.planner and "simulated" in run:
                return float(run["simulated"]["iteration_s"])
        raise HetcError(f"the plan of {self.planner} has no simulated figures")

    @property
    def predicted_iteration_s(self) -> float:
        """The planner's own (closed-form) iteration time, seconds."""
        return float(self._plan["predicted"]["iteration_s"])

    def to_json(self, indent: int | None = 2) -> str:
        """The JSON document of ``--emit plan --format json``."""
        return json.dumps(self.data, indent=indent)

    def table(self) -> str:
        """The text of ``--emit plan`` (``--format text``): model summary,
        stage table, the planners side by side."""
        if self._text is None:
            self._text = self._emit("plan")
        return self._text

    def timeline_svg(self) -> str:
        """The SVG Gantt chart of the simulated iteration (``--emit timeline``)."""
        if self._svg is None:
            self._svg = self._emit("timeline")
        return self._svg

    def _repr_svg_(self) -> str:
        return self.timeline_svg()

    def __str__(self) -> str:
        return self.table()

    def __repr__(self) -> str:
        return (
            f"<hetc.Plan by {self.planner}: {len(self.stages)} stages, "
            f"{self.simulated_iteration_s:.4g} s per simulated iteration>"
        )


def plan(model: PathLike, cluster: PathLike, *, quiet: bool = False, **options: Any) -> Plan:
    """Plan ``model`` onto ``cluster``.

    Runs ``hetc compile MODEL --cluster CLUSTER --emit plan --format json
    [OPTIONS]`` with ``options`` as flags: ``planner="hapt"``,
    ``global_batch=128``, ``micro_batch=2``, ``bind={"sequence": 2048}``,
    ``dtype="f16"``, ``profile=...`` (see ``hetc compile --help``).
    """
    reject(options, _COMPILE_OWN, "plan")
    text = cli(_compile_argv(model, cluster, "plan", "json", options), quiet=quiet)
    return Plan(model, cluster, options, json.loads(text))


class Bundle:
    """A deployment bundle: the directory ``hetc compile --emit bundle -o
    DIR`` writes. ``manifest`` is its ``manifest.json``: the model, cluster,
    plan, ``stages``, ``ranks``, ``files`` with their checksums and, for a
    training bundle, ``training`` (loss, labels, optimizer)."""

    def __init__(self, path: PathLike) -> None:
        self.path = Path(path)
        try:
            text = (self.path / "manifest.json").read_text(encoding="utf-8")
        except FileNotFoundError:
            raise HetcError(
                f"{self.path} is not a bundle (no manifest.json): make one with hetc.compile"
            ) from None
        self.manifest: dict[str, Any] = json.loads(text)

    @property
    def stages(self) -> list[dict[str, Any]]:
        """The stages: layers, vendor, chip, TP and DP degrees, weights."""
        return list(self.manifest["stages"])

    @property
    def ranks(self) -> list[dict[str, Any]]:
        """The ranks (one process each): stage, chip, device, TP rank, DP replica, code."""
        return list(self.manifest["ranks"])

    @property
    def training(self) -> bool:
        """Whether this is a training bundle (``compile(..., train=True)``)."""
        return "training" in self.manifest

    def inspect(self, *, quiet: bool = True) -> str:
        """``hetc inspect DIR``: the summary, after verifying every file's
        checksum (a mismatch raises :class:`HetcError`)."""
        return cli(["inspect", self.path], quiet=quiet)

    def run(self, **kwargs: Any) -> RunResult:
        """:func:`run` on this bundle."""
        return run(self, **kwargs)

    def __repr__(self) -> str:
        kind = "training" if self.training else "inference"
        return (
            f"<hetc.Bundle {str(self.path)!r} ({kind}): {len(self.stages)} stages, "
            f"{len(self.ranks)} ranks>"
        )


def compile(
    model: PathLike, cluster: PathLike, out_dir: PathLike, *, quiet: bool = False, **options: Any
) -> Bundle:
    """Compile a deployment bundle into ``out_dir``.

    Runs ``hetc compile MODEL --cluster CLUSTER --emit bundle -o OUT_DIR
    [OPTIONS]`` with ``options`` as flags: ``bind={"sequence": 128}``,
    ``global_batch=8``, ``micro_batch=2``, ``planner="uniform"``, ``tp=2``,
    ``train=True``, ``optimizer="adamw"``, ``lr=3e-4``,
    ``weights="model.safetensors"``, ``vendor=["cpu"]``…
    """
    reject(options, _COMPILE_OWN, "compile")
    cli(
        [
            "compile",
            model,
            "--cluster",
            cluster,
            "--emit",
            "bundle",
            "-o",
            out_dir,
            *flags(options),
        ],
        quiet=quiet,
    )
    return Bundle(out_dir)


def eval(
    model: PathLike,
    inputs: Mapping[str, npt.ArrayLike],
    *,
    quiet: bool = False,
    **options: Any,
) -> dict[str, np.ndarray]:
    """Run ``model`` once on ``inputs`` in this process: no cluster, plan or bundle.

    Writes ``inputs`` (arrays by the model's input names) to a temporary
    ``in.npz`` and runs ``hetc eval MODEL --input in.npz --output out.npz
    [OPTIONS]``: ``reference=True`` (the reference interpreter instead of
    the MLIR JIT), ``bind={...}`` (symbolic dims no input determines),
    ``weights=...`` (a Hugging Face config.json's). Returns the outputs by
    name, in the model's order.
    """
    reject(options, ("input", "output"), "eval")
    with tempfile.TemporaryDirectory(prefix="hetc-eval-") as d:
        src, dst = os.path.join(d, "in.npz"), os.path.join(d, "out.npz")
        write_npz(src, inputs)
        cli(["eval", model, "--input", src, "--output", dst, *flags(options)], quiet=quiet)
        return read_npz(dst)


def _mean_losses(doc: Mapping[str, Any]) -> list[float]:
    """A rank's loss file (``{losses: [[[micro_batch, loss], …] per step]}``):
    the mean over its micro-batches per step; none on a rank that computes
    no loss."""
    per_step = [
        [math.nan if loss is None else float(loss) for _, loss in step] for step in doc["losses"]
    ]
    if not any(per_step):
        return []
    return [math.fsum(s) / len(s) if s else math.nan for s in per_step]


def run(
    bundle: Bundle | PathLike,
    *,
    local: bool = True,
    steps: int = 1,
    inputs: Mapping[str, npt.ArrayLike] | PathLike | None = None,
    data: PathLike | None = None,
    quiet: bool = False,
    **options: Any,
) -> RunResult:
    """Run a bundle.

    Runs ``hetc run BUNDLE --local --steps STEPS --output OUT.json
    [--input IN] [--data DATA] [OPTIONS]``. ``inputs`` are the model's inputs
    (and a training bundle's ``labels``): arrays by name (written to a
    temporary ``.npz``) or a file (JSON or ``.npz``); their dim 0 is the
    global batch. ``data`` is a token file (``.bin`` of uint16, or uint32
    ``*.u32.bin``) a training bundle reads each step's batch from. Other
    options are flags: ``save_weights=...``, ``names="hf"``,
    ``checkpoint_dir=...``, ``checkpoint_every=...``, ``resume=...``,
    ``cpu_threads=2``, ``reference=True``, ``trace=...``, ``seed=...``.

    Returns, for a training bundle, the loss of each step (the mean over
    its micro-batches; NaN for a step whose loss was not finite); for an
    inference bundle, the outputs by name (the micro-batches concatenated
    along dim 0). With ``comm_only=True`` nothing is computed: ``[]`` or
    ``{}``.

    ``local=False`` runs this process's rank under a launcher (torchrun,
    srun, mpirun: ``RANK``, ``WORLD_SIZE``, ``MASTER_ADDR``, ``MASTER_PORT``,
    ``HETC_TOKEN`` in the environment); it returns what this rank computed:
    the mean loss of its micro-batches per step (``[]`` on a rank without
    the loss), or its micro-batches' outputs (``{}`` on a rank that is not
    in the last stage; each TP rank of the last stage returns its copy).
    """
    b = bundle if isinstance(bundle, Bundle) else Bundle(bundle)
    reject(options, ("input", "output"), "run")
    with tempfile.TemporaryDirectory(prefix="hetc-run-") as d:
        out = os.path.join(d, "out.json")
        argv: list[PathLike] = ["run", b.path, "--steps", str(steps), "--output", out]
        if local:
            argv.append("--local")
        if isinstance(inputs, Mapping):
            src = os.path.join(d, "in.npz")
            write_npz(src, inputs)
            argv += ["--input", src]
        elif inputs is not None:
            argv += ["--input", inputs]
        if data is not None:
            argv += ["--data", data]
        cli([*argv, *flags(options)], quiet=quiet)
        if not local:
            mine = glob.glob(glob.escape(out) + ".rank-*.json")
            rank = json.loads(Path(mine[0]).read_text(encoding="utf-8")) if mine else None
            if b.training:
                return _mean_losses(rank) if rank else []
            return from_json(rank["outputs"]) if rank else {}
        if not os.path.exists(out):
            return [] if b.training else {}
        doc = json.loads(Path(out).read_text(encoding="utf-8"))
    if b.training:
        return [math.nan if x is None else float(x) for x in doc["loss"]]
    return from_json(doc["outputs"])
