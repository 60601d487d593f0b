#!/usr/bin/env python3
"""Reference facts about the ONNX fixtures, computed with onnxruntime.

Needs only: onnx, onnxruntime, numpy (no torch).

    python3 examples/models/oracle.py --out DIR [--models-dir examples/models]

For every fixture in FIXTURES below, writes DIR/<fixture-stem>.json with:

  model        file name of the fixture
  bindings     {dim_param: value} used for the dynamic axes
  params       total number of elements of all floating-point initializers
               (external data loaded)
  initializers number of initializers
  op_types     {op_type: count}
  inputs       {graph input name: {"dtype", "shape"}} with the bound shape
  values       {node output name: {"dtype", "shape"}} for EVERY node output of
               the graph (Constant/Shape/Gather/... included), as observed by
               actually running onnxruntime on seeded random inputs
  outputs      {graph output name: {"dtype", "shape"}}, observed likewise

dtype names: f64 f32 f16 bf16 i64 i32 i16 i8 u8 bool (u16/u32/u64 if ever
seen).  JSON is written with sort_keys=True, indent=1.

onnxruntime runs single-threaded with all graph optimizations disabled so
that every intermediate value really exists.
"""

import argparse
import json
import os
import sys

import numpy as np

try:
    import onnx
    import onnxruntime as ort
except ImportError as e:  # pragma: no cover
    sys.exit(f"oracle.py: missing Python package ({e}); run: pip install onnx onnxruntime numpy")

# name -> (file, {dim_param: value}, {input name: random-input spec})
#   ("int", hi)  uniform random integers in [0, hi)
#   ("normal",)  standard normal float32
FIXTURES = {
    "gpt2-tiny": (
        "gpt2-tiny.onnx",
        {"batch": 2, "sequence": 16},
        {"input_ids": ("int", 1024)},
    ),
    "gpt2-tiny-s128": (
        "gpt2-tiny-s128.onnx",
        {"batch": 2},
        {"input_ids": ("int", 1024)},
    ),
    "resnet50-tiny": (
        "resnet50-tiny.onnx",
        {"batch": 2},
        {"input": ("normal",)},
    ),
    "resnet50-tiny-extdata": (
        "resnet50-tiny-extdata.onnx",
        {"batch": 2},
        {"input": ("normal",)},
    ),
    "mixtral-tiny": (
        "mixtral-tiny.onnx",
        {"batch": 2, "sequence": 16},
        {"input_ids": ("int", 256)},
    ),
}

SEED = 0

DTYPE_NAMES = {
    np.dtype(np.float64): "f64",
    np.dtype(np.float32): "f32",
    np.dtype(np.float16): "f16",
    np.dtype(np.int64): "i64",
    np.dtype(np.int32): "i32",
    np.dtype(np.int16): "i16",
    np.dtype(np.int8): "i8",
    np.dtype(np.uint8): "u8",
    np.dtype(np.uint16): "u16",
    np.dtype(np.uint32): "u32",
    np.dtype(np.uint64): "u64",
    np.dtype(np.bool_): "bool",
}

ONNX_TO_NP = {
    onnx.TensorProto.FLOAT: np.float32,
    onnx.TensorProto.DOUBLE: np.float64,
    onnx.TensorProto.FLOAT16: np.float16,
    onnx.TensorProto.INT64: np.int64,
    onnx.TensorProto.INT32: np.int32,
    onnx.TensorProto.INT16: np.int16,
    onnx.TensorProto.INT8: np.int8,
    onnx.TensorProto.UINT8: np.uint8,
    onnx.TensorProto.BOOL: np.bool_,
}

FLOAT_TYPES = {
    onnx.TensorProto.FLOAT,
    onnx.TensorProto.DOUBLE,
    onnx.TensorProto.FLOAT16,
    onnx.TensorProto.BFLOAT16,
}


def dtype_name(arr, what):
    dt = np.asarray(arr).dtype
    if dt in DTYPE_NAMES:
        return DTYPE_NAMES[dt]
    if dt.name == "bfloat16":  # ml_dtypes
        return "bf16"
    sys.exit(f"oracle.py: {what}: unsupported dtype {dt}")


def describe(arr, what):
    arr = np.asarray(arr)
    return {"dtype": dtype_name(arr, what), "shape": [int(d) for d in arr.shape]}


def bound_shape(vi, bindings, fixture):
    shape = []
    for d in vi.type.tensor_type.shape.dim:
        if d.HasField("dim_value"):
            shape.append(d.dim_value)
        elif d.HasField("dim_param") and d.dim_param in bindings:
            shape.append(bindings[d.dim_param])
        else:
            sys.exit(f"oracle.py: {fixture}: input {vi.name}: dimension {d} has no binding")
    return shape


def make_inputs(model, bindings, specs, fixture):
    rng = np.random.default_rng(SEED)
    feeds = {}
    inits = {t.name for t in model.graph.initializer}
    for vi in model.graph.input:
        if vi.name in inits:
            continue
        if vi.name not in specs:
            sys.exit(f"oracle.py: {fixture}: no input spec for graph input {vi.name}")
        shape = bound_shape(vi, bindings, fixture)
        elem = vi.type.tensor_type.elem_type
        np_type = ONNX_TO_NP.get(elem)
        if np_type is None:
            sys.exit(f"oracle.py: {fixture}: input {vi.name} has unsupported element type {elem}")
        spec = specs[vi.name]
        if spec[0] == "int":
            feeds[vi.name] = rng.integers(0, spec[1], size=shape).astype(np_type)
        elif spec[0] == "normal":
            feeds[vi.name] = rng.standard_normal(size=shape).astype(np_type)
        else:
            sys.exit(f"oracle.py: {fixture}: bad input spec {spec}")
    return feeds


def run_fixture(stem, models_dir, out_dir):
    file, bindings, specs = FIXTURES[stem]
    path = os.path.join(models_dir, file)
    if not os.path.isfile(path):
        sys.exit(f"oracle.py: fixture {stem}: model file {path} is missing "
                 f"(regenerate with examples/models/make_fixtures.py)")
    model = onnx.load(path, load_external_data=False)
    for t in model.graph.initializer:
        if t.data_location == onnx.TensorProto.EXTERNAL:
            loc = {e.key: e.value for e in t.external_data}.get("location", "")
            data = os.path.join(os.path.dirname(path), loc)
            if not os.path.isfile(data):
                sys.exit(f"oracle.py: fixture {stem}: external data file {data} "
                         f"(needed by {file}) is missing")
    onnx.load_external_data_for_model(model, os.path.dirname(path))
    graph = model.graph

    params = 0
    for t in graph.initializer:
        if t.data_type in FLOAT_TYPES:
            params += int(np.prod(t.dims, dtype=np.int64))
    op_types = {}
    for n in graph.node:
        op_types[n.op_type] = op_types.get(n.op_type, 0) + 1

    # Expose every node output as a graph output.  External data has been
    # loaded into the protos above, so the copy is self-contained.
    probe = onnx.ModelProto()
    probe.CopyFrom(model)
    del probe.graph.value_info[:]
    graph_outputs = [o.name for o in graph.output]
    have = set(graph_outputs)
    value_names = []
    for n in graph.node:
        for o in n.output:
            if o and o not in have:
                have.add(o)
                probe.graph.output.append(onnx.ValueInfoProto(name=o))
            if o:
                value_names.append(o)
    # Keep declared graph outputs but drop their type/shape restrictions.
    for o in probe.graph.output[: len(graph_outputs)]:
        o.ClearField("type")

    so = ort.SessionOptions()
    so.intra_op_num_threads = 1
    so.inter_op_num_threads = 1
    so.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
    so.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL
    so.log_severity_level = 3
    sess = ort.InferenceSession(probe.SerializeToString(), so, providers=["CPUExecutionProvider"])

    feeds = make_inputs(model, bindings, specs, stem)
    names = [o.name for o in sess.get_outputs()]
    results = dict(zip(names, sess.run(names, feeds)))

    missing = [v for v in value_names if v not in results]
    if missing:
        sys.exit(f"oracle.py: {stem}: onnxruntime did not return {len(missing)} values, e.g. {missing[:5]}")

    doc = {
        "model": file,
        "bindings": dict(bindings),
        "params": params,
        "initializers": len(graph.initializer),
        "op_types": op_types,
        "inputs": {k: describe(v, f"{stem}: {k}") for k, v in feeds.items()},
        "values": {v: describe(results[v], f"{stem}: {v}") for v in value_names},
        "outputs": {o: describe(results[o], f"{stem}: {o}") for o in graph_outputs},
    }
    out = os.path.join(out_dir, stem + ".json")
    with open(out, "w") as f:
        json.dump(doc, f, sort_keys=True, indent=1)
        f.write("\n")
    print(f"{stem}: {len(graph.node)} nodes, {len(doc['values'])} values, "
          f"{params} params in {len(graph.initializer)} initializers, outputs "
          + ", ".join(f"{k} {v['dtype']}{v['shape']}" for k, v in doc["outputs"].items())
          + f" -> {out}")


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", required=True, help="directory for <fixture>.json files")
    ap.add_argument("--models-dir", default=here, help="directory holding the fixtures (default: next to this script)")
    ap.add_argument("fixtures", nargs="*", help=f"subset of {sorted(FIXTURES)} (default: all)")
    args = ap.parse_args()

    todo = args.fixtures or list(FIXTURES)
    for stem in todo:
        if stem not in FIXTURES:
            sys.exit(f"oracle.py: unknown fixture {stem!r}; known: {sorted(FIXTURES)}")
    # Fail early and clearly if anything is missing.
    for stem in todo:
        path = os.path.join(args.models_dir, FIXTURES[stem][0])
        if not os.path.isfile(path):
            sys.exit(f"oracle.py: fixture {stem}: model file {path} is missing "
                     f"(regenerate with examples/models/make_fixtures.py)")
    os.makedirs(args.out, exist_ok=True)
    for stem in todo:
        run_fixture(stem, args.models_dir, args.out)


if __name__ == "__main__":
    main()
