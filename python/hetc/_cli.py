"""The ``hetc`` binary: where it is, the flags of keyword options, and a run
that streams its standard error while capturing it."""

from __future__ import annotations

import contextlib
import numbers
import os
import shutil
import signal
import subprocess
import sys
import sysconfig
import threading
from collections.abc import Iterable, Mapping, Sequence
from typing import IO, Any, Union

PathLike = Union[str, "os.PathLike[str]"]

_EXE = "hetc.exe" if os.name == "nt" else "hetc"


class HetcError(Exception):
    """A ``hetc`` command failed, or no ``hetc`` binary was found.

    ``message`` is the command's own error text (its ``error: …`` lines
    without the prefix), ``returncode`` its exit status (``None`` when no
    command ran), ``command`` the argv it ran and ``stderr`` everything it
    printed there.
    """

    def __init__(
        self,
        message: str,
        *,
        returncode: int | None = None,
        command: Sequence[str] = (),
        stderr: str = "",
    ) -> None:
        super().__init__(message)
        self.message = message
        self.returncode = returncode
        self.command = list(command)
        self.stderr = stderr


def _script_dirs() -> list[str]:
    """Where pip puts a wheel's scripts: this environment's, the user
    scheme's, and the interpreter's own directory."""
    dirs = [sysconfig.get_path("scripts")]
    with contextlib.suppress(KeyError):
        dirs.append(sysconfig.get_path("scripts", f"{os.name}_user"))
    dirs.append(os.path.dirname(sys.executable))
    return list(dict.fromkeys(d for d in dirs if d))


def _executable(path: str) -> bool:
    return os.path.isfile(path) and os.access(path, os.X_OK)


def binary() -> str:
    """The ``hetc`` executable this package runs: ``$HETC_BIN`` when set,
    else the one installed with the wheel (the environment's scripts
    directory), else ``hetc`` on ``PATH``."""
    env = os.environ.get("HETC_BIN")
    if env:
        if not _executable(env):
            raise HetcError(
                f"$HETC_BIN is {env!r}, which is not an executable file: point it at a "
                "built hetc (cargo build: target/debug/hetc) or unset it"
            )
        return env
    for d in _script_dirs():
        candidate = os.path.join(d, _EXE)
        if _executable(candidate):
            return candidate
    found = shutil.which("hetc")
    if found:
        return found
    raise HetcError(
        "no hetc binary: install this package with `pip install ./python` from the "
        "hetc repository (it builds one), or set $HETC_BIN to a built hetc"
    )


def _scalar(key: str, value: Any) -> str:
    if isinstance(value, (str, os.PathLike)):
        return os.fspath(value)
    if isinstance(value, numbers.Real) and not isinstance(value, bool):
        return str(value)
    raise TypeError(f"{key}: {value!r} is not a string, path or number")


def flags(options: Mapping[str, Any]) -> list[str]:
    """The command-line flags of keyword ``options``.

    ``global_batch=8`` is ``--global-batch 8``; ``True`` a bare flag;
    ``False`` and ``None`` leave the flag out; a list or tuple is
    comma-joined (``vendor=["cpu", "nvidia"]``); a mapping is
    ``name=value`` pairs, comma-joined (``bind={"batch": 1}`` is ``--bind
    batch=1``); paths are their strings.
    """
    out: list[str] = []
    for key, value in options.items():
        flag = "--" + key.replace("_", "-")
        if value is None or value is False:
            continue
        if value is True:
            out.append(flag)
        elif isinstance(value, Mapping):
            if value:
                out += [flag, ",".join(f"{k}={_scalar(key, v)}" for k, v in value.items())]
        elif isinstance(value, (list, tuple)):
            if value:
                out += [flag, ",".join(_scalar(key, v) for v in value)]
        else:
            out += [flag, _scalar(key, value)]
    return out


def reject(options: Mapping[str, Any], reserved: Iterable[str], function: str) -> None:
    """Refuse keyword options that ``function`` sets itself."""
    taken = sorted(set(options) & set(reserved))
    if taken:
        raise TypeError(f"{function}() sets {', '.join(taken)} itself; it is not an option")


def _strip_prefix(line: str) -> str:
    while line.startswith("error:"):
        line = line[len("error:") :].lstrip()
    return line


def error_message(stderr: str) -> str:
    """The command's error text: its ``error:`` lines (a ``--local`` run
    prints the failing ranks' before its own) and the hints that follow
    the last (clap's ``tip:`` and possible values), without the usage."""
    lines = stderr.splitlines()
    errors = [i for i, line in enumerate(lines) if line.startswith("error:")]
    if not errors:
        tail = [line for line in lines if line.strip()]
        return tail[-1] if tail else "failed without a message"
    # (Ranks writing at once can leave one's "error: " before another's line.)
    texts = list(dict.fromkeys(_strip_prefix(lines[i]) for i in errors))
    for line in lines[errors[-1] + 1 :]:
        if line.startswith(("Usage:", "For more information")):
            break
        if line.strip():
            texts.append(line.strip())
    return "\n".join(texts)


def _tee(stream: IO[str], lines: list[str], echo: IO[str] | None) -> None:
    for line in stream:
        lines.append(line)
        if echo is not None:
            echo.write(line)
            echo.flush()


def _kill(proc: subprocess.Popen[str]) -> None:
    """End ``proc`` and what it started (``hetc run --local``'s ranks share
    its process group)."""
    try:
        if hasattr(os, "killpg"):
            os.killpg(proc.pid, signal.SIGKILL)
        else:
            proc.kill()
    except ProcessLookupError:
        pass
    proc.wait()


def cli(args: Sequence[PathLike], *, quiet: bool = False) -> str:
    """Run ``hetc ARGS`` and return its standard output.

    Its standard error goes to ``sys.stderr`` line by line as it comes
    (unless ``quiet``) and is kept for the error; the GIL is free while the
    command runs. A nonzero exit raises :class:`HetcError`; an interrupt
    (``KeyboardInterrupt``) ends the command and its rank processes.
    """
    argv = [binary(), *(os.fspath(a) for a in args)]
    try:
        proc = subprocess.Popen(
            argv,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            encoding="utf-8",
            errors="replace",
            start_new_session=True,
        )
    except OSError as e:
        raise HetcError(f"cannot start {argv[0]}: {e}", command=argv) from e
    assert proc.stdout is not None and proc.stderr is not None
    lines: list[str] = []
    reader = threading.Thread(
        target=_tee, args=(proc.stderr, lines, None if quiet else sys.stderr), daemon=True
    )
    reader.start()
    try:
        out = proc.stdout.read()
        proc.wait()
    except BaseException:
        _kill(proc)
        raise
    finally:
        reader.join()
        proc.stdout.close()
        proc.stderr.close()
    if proc.returncode != 0:
        text = "".join(lines)
        raise HetcError(error_message(text), returncode=proc.returncode, command=argv, stderr=text)
    return out
