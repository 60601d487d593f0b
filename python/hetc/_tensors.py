"""Tensor files as hetc reads and writes them: numpy ``.npz`` (``hetc eval``,
``hetc run --input``) and the JSON tensor lists of ``hetc run --output``."""

from __future__ import annotations

import zipfile
from collections.abc import Iterable, Mapping
from typing import Any

import numpy as np
import numpy.typing as npt

# hetc's element type names (DType::name) → numpy. bf16 and the 8-, 4- and
# 2-bit types have no numpy type: their values arrive as floats.
_DTYPES: dict[str, type[np.generic]] = {
    "f64": np.float64,
    "f32": np.float32,
    "f16": np.float16,
    "i64": np.int64,
    "i32": np.int32,
    "i16": np.int16,
    "i8": np.int8,
    "u64": np.uint64,
    "u32": np.uint32,
    "u16": np.uint16,
    "u8": np.uint8,
    "bool": np.bool_,
}


def write_npz(path: str, arrays: Mapping[str, npt.ArrayLike]) -> None:
    """Write ``arrays`` as an ``.npz`` with one member per name, in C order
    (what hetc writes; it reads column-major members too). Unlike ``np.savez`` this takes
    any name, ``file`` included."""
    with zipfile.ZipFile(path, "w", zipfile.ZIP_STORED) as z:
        for name, value in arrays.items():
            a = np.ascontiguousarray(value)
            if a.dtype == object:
                raise TypeError(f"input {name!r}: an object array, not numbers")
            with z.open(f"{name}.npy", "w", force_zip64=True) as f:
                np.lib.format.write_array(f, a, allow_pickle=False)


def read_npz(path: str) -> dict[str, np.ndarray]:
    """The arrays of an ``.npz``, by name, in the file's order."""
    with np.load(path, allow_pickle=False) as z:
        return {name: z[name] for name in z.files}


def _array(t: Mapping[str, Any]) -> np.ndarray:
    dtype = _DTYPES.get(t["dtype"], np.float32)
    # JSON has no NaN: hetc writes it as null.
    data = [np.nan if x is None else x for x in t["data"]]
    return np.asarray(data, dtype=dtype).reshape(t["shape"])


def from_json(tensors: Iterable[Mapping[str, Any]]) -> dict[str, np.ndarray]:
    """The arrays of a JSON tensor list (``[{name, dtype, shape, data}]``)
    by name, in its order; entries of one name with a ``micro_batch``
    (a rank's output file) are concatenated along dim 0 in micro-batch
    order."""
    parts: dict[str, list[tuple[int, np.ndarray]]] = {}
    for t in tensors:
        parts.setdefault(t["name"], []).append((t.get("micro_batch", 0), _array(t)))
    out: dict[str, np.ndarray] = {}
    for name, ps in parts.items():
        ps.sort(key=lambda p: p[0])
        out[name] = ps[0][1] if len(ps) == 1 else np.concatenate([a for _, a in ps])
    return out
