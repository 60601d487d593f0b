"""hetc from Python: plan, compile, evaluate and run one model on a
heterogeneous accelerator cluster.

A thin, typed layer over the ``hetc`` command line, which the wheel ships
(``pip install ./python`` builds it): every call runs the binary with the
flags its keyword options name (``global_batch=8`` is ``--global-batch 8``,
``train=True`` is ``--train``, ``bind={"sequence": 64}`` is ``--bind
sequence=64``), streams its progress to ``sys.stderr`` while it works (the
GIL is free meanwhile), and raises :class:`HetcError` with the command's
own message when it fails. ``python -m hetc`` is the command line itself.

>>> import hetc
>>> p = hetc.plan("examples/models/llama-2-7b.json",
...               "examples/clusters/hetccl-v100-w7800.toml")
>>> print(p)                      # the plan table, as `hetc compile --emit plan`
>>> p.simulated_iteration_s       # the chosen plan's simulated iteration
>>> p                             # in a notebook: the SVG timeline

The binary is found as ``$HETC_BIN``, else the ``hetc`` installed with this
package, else ``hetc`` on ``PATH``.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import threading
from pathlib import Path
from typing import IO, Any, Dict, List, Mapping, Optional, Sequence, Union

import numpy as np

__all__ = [
    "Bundle",
    "HetcError",
    "Plan",
    "binary",
    "cli",
    "compile",
    "eval",
    "plan",
    "run",
]
__version__ = "0.1.0"

PathLike = Union[str, "os.PathLike[str]"]


class HetcError(Exception):
    """A ``hetc`` command failed. ``message`` is its own error text (without
    ``error:``), ``returncode`` its exit status, ``command`` the argv it ran
    and ``stderr`` everything it printed there."""

    def __init__(self, message: str, *, returncode: int = 1,
                 command: Sequence[str] = (), stderr: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.returncode = returncode
        self.command = list(command)
        self.stderr = stderr


def binary() -> str:
    """The ``hetc`` executable this package runs."""
    env = os.environ.get("HETC_BIN")
    if env:
        if not os.access(env, os.X_OK):
            raise HetcError(f"$HETC_BIN is {env!r}, which is not an executable file")
        return env
    candidates = [
        os.path.join(sysconfig.get_path("scripts"), "hetc"),
        os.path.join(os.path.dirname(sys.executable), "hetc"),
    ]
    for c in candidates:
        if os.path.isfile(c) and os.access(c, os.X_OK):
            return c
    found = shutil.which("hetc")
    if found:
        return found
    raise HetcError(
        "no hetc binary: install the package with `pip install ./python` from the "
        "repository (it builds one), or set $HETC_BIN to a built `hetc`"
    )


def _flag(name: str) -> str:
    return "--" + name.replace("_", "-")


def _flags(options: Mapping[str, Any]) -> List[str]:
    """The command-line flags of keyword ``options``."""
    out: List[str] = []
    for k, v in options.items():
        if v is None or v is False:
            continue
        if v is True:
            out.append(_flag(k))
        elif k == "bind" and isinstance(v, Mapping):
            out += [_flag(k), ",".join(f"{s}={n}" for s, n in v.items())]
        elif isinstance(v, (list, tuple)):
            out += [_flag(k), ",".join(str(x) for x in v)]
        else:
            out += [_flag(k), os.fspath(v) if isinstance(v, os.PathLike) else str(v)]
    return out


def _error_text(stderr: str) -> str:
    """The command's error message: its last ``error:`` line and what follows."""
    lines = stderr.rstrip().splitlines()
    for i in range(len(lines) - 1, -1, -1):
        if lines[i].startswith("error:"):
            rest = [lines[i][len("error:"):].strip()] + [
                ln for ln in lines[i + 1:] if ln.strip() and not ln.startswith("For more information")
            ]
            return "\n".join(rest)
    return lines[-1] if lines else "failed without a message"


def cli(args: Sequence[str], *, quiet: bool = False) -> str:
    """Run ``hetc ARGS``; returns its standard output. Its standard error is
    echoed to ``sys.stderr`` as it comes (unless ``quiet``); a failure raises
    :class:`HetcError` carrying the command's message."""
    argv = [binary(), *[os.fspath(a) for a in args]]
    proc = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, errors="replace")
    err: List[str] = []
    echo: Optional[IO[str]] = None if quiet else sys.stderr

    def drain() -> None:
        assert proc.stderr is not None
        for line in proc.stderr:
            err.append(line)
            if echo is not None:
                echo.write(line)
                echo.flush()

    t = threading.Thread(target=drain, daemon=True)
    t.start()
    assert proc.stdout is not None
    out = proc.stdout.read()
    proc.wait()
    t.join()
    if proc.returncode != 0:
        text = "".join(err)
        raise HetcError(_error_text(text), returncode=proc.returncode, command=argv, stderr=text)
    return out


class Plan:
    """A parallel plan (``hetc compile --emit plan``): ``str(plan)`` is the
    table, ``plan.data`` the JSON form, and in a notebook the plan shows as
    the SVG timeline of its simulated iteration."""

    def __init__(self, model: PathLike, cluster: PathLike, options: Mapping[str, Any],
                 data: Dict[str, Any], quiet: bool) -> None:
        self.model = os.fspath(model)
        self.cluster = os.fspath(cluster)
        self.options = dict(options)
        self.data = data
        self._quiet = quiet
        self._text: Optional[str] = None
        self._svg: Optional[str] = None

    def _emit(self, emit: str, fmt: str = "text") -> str:
        return cli(["compile", self.model, "--cluster", self.cluster, "--emit", emit,
                    "--format", fmt, *_flags(self.options)], quiet=True)

    @property
    def planner(self) -> str:
        """The planner whose plan this is (``auto``'s winner)."""
        return str(self.data["plan"]["planner"])

    @property
    def stages(self) -> List[Dict[str, Any]]:
        """The pipeline stages: layers, chip, devices, TP, DP, recompute…"""
        return list(self.data["plan"]["stages"])

    @property
    def simulated_iteration_s(self) -> float:
        """The chosen plan's iteration time in the discrete-event simulator."""
        for p in self.data.get("plans", []):
            if p.get("planner") == self.planner and p.get("simulated"):
                return float(p["simulated"]["iteration_s"])
        raise HetcError(f"the plan of {self.planner} has no simulated figures")

    @property
    def predicted_iteration_s(self) -> float:
        """The planner's own (analytic) iteration time."""
        return float(self.data["plan"]["predicted"]["iteration_s"])

    def to_json(self, indent: Optional[int] = 2) -> str:
        """The JSON form (``--emit plan --format json``)."""
        return json.dumps(self.data, indent=indent)

    def timeline_svg(self) -> str:
        """The SVG Gantt chart of the simulated iteration (``--emit timeline``)."""
        if self._svg is None:
            self._svg = self._emit("timeline")
        return self._svg

    def _repr_svg_(self) -> str:
        return self.timeline_svg()

    def __str__(self) -> str:
        if self._text is None:
            self._text = self._emit("plan")
        return self._text

    def __repr__(self) -> str:
        return (f"<hetc.Plan {self.planner}: {len(self.stages)} stages, "
                f"{self.simulated_iteration_s:.4g} s per simulated iteration>")


def plan(model: PathLike, cluster: PathLike, *, quiet: bool = False, **options: Any) -> Plan:
    """Plan ``model`` on ``cluster``: ``hetc compile MODEL --cluster CLUSTER
    --emit plan`` with ``options`` as its flags (``planner="hapt"``,
    ``global_batch=128``, ``bind={"sequence": 2048}``…)."""
    text = cli(["compile", model, "--cluster", cluster, "--emit", "plan", "--format", "json",
                *_flags(options)], quiet=quiet)
    return Plan(model, cluster, options, json.loads(text), quiet)


class Bundle:
    """A deployment bundle on disk (``hetc compile --emit bundle``)."""

    def __init__(self, path: PathLike) -> None:
        self.path = Path(path)
        m = self.path / "manifest.json"
        if not m.is_file():
            raise HetcError(f"{self.path} is not a bundle (no manifest.json)")
        self.manifest: Dict[str, Any] = json.loads(m.read_text())

    @property
    def stages(self) -> List[Dict[str, Any]]:
        return list(self.manifest.get("stages", []))

    @property
    def ranks(self) -> int:
        return len(self.manifest.get("ranks", []))

    @property
    def training(self) -> bool:
        """Whether this is a training bundle (``compile(..., train=True)``)."""
        return bool(self.manifest.get("training"))

    def inspect(self) -> str:
        """``hetc inspect``: stages, executables, checksums."""
        return cli(["inspect", self.path], quiet=True)

    def run(self, **kwargs: Any) -> Any:
        """:func:`run` on this bundle."""
        return run(self, **kwargs)

    def __repr__(self) -> str:
        kind = "training" if self.training else "inference"
        return f"<hetc.Bundle {self.path} ({kind}): {len(self.stages)} stages, {self.ranks} ranks>"


def compile(model: PathLike, cluster: PathLike, out_dir: PathLike, *, quiet: bool = False,
            **options: Any) -> Bundle:
    """Compile a deployment bundle: ``hetc compile MODEL --cluster CLUSTER
    --emit bundle -o OUT_DIR`` with ``options`` as flags (``train=True``,
    ``optimizer="adamw"``, ``tp=2``, ``weights="model.safetensors"``…)."""
    cli(["compile", model, "--cluster", cluster, "--emit", "bundle", "-o", out_dir,
         *_flags(options)], quiet=quiet)
    return Bundle(out_dir)


_DTYPES = {
    "f64": np.float64, "f32": np.float32, "f16": np.float16, "bf16": np.float32,
    "i64": np.int64, "i32": np.int32, "i16": np.int16, "i8": np.int8,
    "u64": np.uint64, "u32": np.uint32, "u16": np.uint16, "u8": np.uint8, "bool": np.bool_,
}


def _arrays(doc: Any) -> Dict[str, np.ndarray]:
    """The tensors of a hetc JSON tensor list, by name."""
    out: Dict[str, np.ndarray] = {}
    for t in doc:
        dt = _DTYPES.get(t["dtype"], np.float64)
        data = [float(x) if isinstance(x, str) else x for x in t["data"]]
        out[t["name"]] = np.asarray(data, dtype=dt).reshape(t["shape"])
    return out


def eval(model: PathLike, inputs: Mapping[str, np.ndarray], *, quiet: bool = False,
         **options: Any) -> Dict[str, np.ndarray]:
    """Run ``model`` once on ``inputs`` (matched to its inputs by name):
    ``hetc eval MODEL --input IN.npz --output OUT.npz`` with ``options`` as
    flags (``reference=True``, ``bind={...}``, ``weights=...``). Returns the
    outputs by name, in the model's order."""
    with tempfile.TemporaryDirectory(prefix="hetc-eval-") as d:
        src, dst = os.path.join(d, "in.npz"), os.path.join(d, "out.npz")
        np.savez(src, **{k: np.asarray(v) for k, v in inputs.items()})
        cli(["eval", model, "--input", src, "--output", dst, *_flags(options)], quiet=quiet)
        with np.load(dst) as z:
            return {k: z[k] for k in z.files}


def run(bundle: Union[Bundle, PathLike], *, local: bool = True, steps: int = 1,
        inputs: Union[Mapping[str, np.ndarray], PathLike, None] = None,
        data: Optional[PathLike] = None, quiet: bool = False,
        **options: Any) -> Union[List[float], Dict[str, np.ndarray]]:
    """Run a bundle: ``hetc run BUNDLE --local --output OUT`` with
    ``inputs`` (arrays by name, or a file) as ``--input``, ``data`` (a token
    file) as ``--data``, ``steps`` and other ``options`` as flags
    (``save_weights=...``, ``names="hf"``, ``checkpoint_dir=...``…). A
    training bundle returns the mean loss of each step; an inference bundle
    its outputs by name."""
    b = bundle if isinstance(bundle, Bundle) else Bundle(bundle)
    with tempfile.TemporaryDirectory(prefix="hetc-run-") as d:
        args: List[Any] = ["run", b.path, "--output", os.path.join(d, "out.json")]
        if local:
            args.append("--local")
        if b.training:
            args += ["--steps", str(steps)]
        elif steps != 1:
            raise HetcError("steps applies to a training bundle (compile(..., train=True))")
        if isinstance(inputs, Mapping):
            src = os.path.join(d, "in.npz")
            np.savez(src, **{k: np.asarray(v) for k, v in inputs.items()})
            args += ["--input", src]
        elif inputs is not None:
            args += ["--input", inputs]
        if data is not None:
            args += ["--data", data]
        cli([*args, *_flags(options)], quiet=quiet)
        doc = json.loads(Path(d, "out.json").read_text())
    if b.training:
        return [float("nan") if x is None else float(x) for x in doc["loss"]]
    return _arrays(doc["outputs"])
