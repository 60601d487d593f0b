"""``python -m hetc ARGS``: the hetc command line, with the same arguments,
output and exit status (the process becomes ``hetc`` where it can)."""

from __future__ import annotations

import os
import subprocess
import sys

from ._cli import HetcError, binary


def main() -> int:
    try:
        exe = binary()
    except HetcError as e:
        print(f"error: {e.message}", file=sys.stderr)
        return 1
    argv = [exe, *sys.argv[1:]]
    if os.name == "posix":
        sys.stdout.flush()
        sys.stderr.flush()
        os.execv(exe, argv)
    return subprocess.call(argv)


if __name__ == "__main__":
    sys.exit(main())
