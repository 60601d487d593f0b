"""`python -m hetc ARGS`: the hetc command line, with the same arguments and exit code."""

import os
import sys

from . import HetcError, binary

if __name__ == "__main__":
    try:
        exe = binary()
    except HetcError as e:
        sys.exit(f"error: {e}")
    os.execv(exe, [exe, *sys.argv[1:]])
