#!/usr/bin/env python3
"""Check the example cluster specs without building hetc.

Parses every *.toml here with tomllib, compares the keys against the serde structs in
ir/src/cluster.rs (deny_unknown_fields), re-checks the invariants Cluster::from_toml enforces, and
prints a markdown table of peak FLOP/s per mesh (the README table). Usage:
    python3 examples/clusters/check_clusters.py [--table]
"""
import pathlib
import re
import sys
import tomllib

HERE = pathlib.Path(__file__).resolve().parent
RUST = HERE.parent.parent / "ir" / "src" / "cluster.rs"


def struct_fields(src: str, name: str) -> set[str]:
    """Field names of `struct name { ... }` as serde sees them (honours `rename = "..."`)."""
    m = re.search(r"struct\s+" + name + r"\s*\{(.*?)\n\}", src, re.S)
    if not m:
        sys.exit(f"struct {name} not found in {RUST}")
    fields, rename = set(), None
    for line in m.group(1).splitlines():
        line = line.strip()
        r = re.search(r'rename\s*=\s*"([^"]+)"', line)
        if line.startswith("#[") and r:
            rename = r.group(1)
        f = re.match(r"(?:pub\s+)?(\w+)\s*:", line)
        if f:
            fields.add(rename or f.group(1))
            rename = None
    return fields


SRC = RUST.read_text()
TOP = struct_fields(SRC, "RawCluster")
CHIP = struct_fields(SRC, "ChipType")
PEAK = struct_fields(SRC, "PeakTflops")
MESH = struct_fields(SRC, "RawMesh")
LINK = struct_fields(SRC, "RawLink")
REQUIRED_CHIP = CHIP  # every ChipType field is required (no serde(default))


def pos(v):
    return isinstance(v, (int, float)) and not isinstance(v, bool) and v > 0 and v == v and v != float("inf")


def check(path: pathlib.Path) -> tuple[list[str], dict]:
    errs = []
    d = tomllib.loads(path.read_text())
    for k in d:
        if k not in TOP:
            errs.append(f"unknown top-level key {k!r}")
    if "name" not in d:
        errs.append("missing name")
    chips = {}
    for c in d.get("chip", []):
        n = c.get("name")
        for k in c:
            if k not in CHIP:
                errs.append(f"chip {n}: unknown key {k!r}")
        for k in REQUIRED_CHIP - set(c):
            errs.append(f"chip {n}: missing {k!r}")
        for k in c.get("peak_tflops", {}):
            if k not in PEAK:
                errs.append(f"chip {n}: unknown peak_tflops key {k!r}")
        if n in chips:
            errs.append(f"chip {n}: defined twice")
        chips[n] = c
        dpn, tp = c.get("devices_per_node", 0), c.get("tp_limit", 0)
        if not (isinstance(dpn, int) and dpn > 0):
            errs.append(f"chip {n}: devices_per_node must be a positive integer")
        if not (isinstance(tp, int) and tp > 0 and tp & (tp - 1) == 0):
            errs.append(f"chip {n}: tp_limit {tp} not a power of two")
        elif isinstance(dpn, int) and tp > dpn:
            errs.append(f"chip {n}: tp_limit {tp} > devices_per_node {dpn}")
        for k in ("memory_gib", "hbm_gb_s", "intra_node_gb_s", "nic_gbit_s"):
            if not pos(c.get(k)):
                errs.append(f"chip {n}: {k} must be positive")
        if not (isinstance(c.get("nics_per_node"), int) and c["nics_per_node"] > 0):
            errs.append(f"chip {n}: nics_per_node must be a positive integer")
        e = c.get("efficiency")
        if not (pos(e) and e <= 1):
            errs.append(f"chip {n}: efficiency {e} not in (0, 1]")
        p = c.get("peak_tflops", {})
        if not p:
            errs.append(f"chip {n}: peak_tflops gives no element type")
        for k, v in p.items():
            if not pos(v):
                errs.append(f"chip {n}: peak_tflops.{k} must be positive")
    meshes = {}
    if not d.get("mesh"):
        errs.append("no [[mesh]] entries")
    for m in d.get("mesh", []):
        n = m.get("name")
        for k in m:
            if k not in MESH:
                errs.append(f"mesh {n}: unknown key {k!r}")
        if n in meshes:
            errs.append(f"mesh {n}: defined twice")
        if m.get("chip") not in chips:
            errs.append(f"mesh {n}: unknown chip {m.get('chip')!r}")
        if not (isinstance(m.get("nodes"), int) and m["nodes"] > 0):
            errs.append(f"mesh {n}: nodes must be a positive integer")
        meshes[n] = m
    seen = set()
    for l in d.get("link", []):
        b = l.get("between", [])
        for k in l:
            if k not in LINK:
                errs.append(f"link {b}: unknown key {k!r}")
        if len(b) != 2 or any(x not in meshes for x in b):
            errs.append(f"link {b}: names an unknown mesh")
            continue
        if b[0] == b[1]:
            errs.append(f"link {b}: connects a mesh to itself")
        if frozenset(b) in seen:
            errs.append(f"link {b}: defined twice")
        seen.add(frozenset(b))
        if not pos(l.get("gbit_s")):
            errs.append(f"link {b}: gbit_s must be positive")
        lat = l.get("latency_us", 0.0)
        if not (isinstance(lat, (int, float)) and lat >= 0):
            errs.append(f"link {b}: latency_us must be >= 0")
        if l.get("transport", "tcp") not in ("tcp", "rdma"):
            errs.append(f"link {b}: transport must be tcp or rdma")
    return errs, d


def f16_peak(chip):
    # ChipType::peak_flops(DType::F16): f16, else bf16
    p = chip["peak_tflops"]
    return p.get("f16", p.get("bf16", 0.0))


def table(specs):
    rows = ["| file | mesh | chip | nodes x devices/node = devices | aggregate peak f16 (TFLOPS) | share of peak | share of peak x efficiency |",
            "|---|---|---|---|---|---|---|"]
    for path, d in specs:
        chips = {c["name"]: c for c in d["chip"]}
        per = []
        for m in d["mesh"]:
            c = chips[m["chip"]]
            dev = m["nodes"] * c["devices_per_node"]
            per.append((m, c, dev, dev * f16_peak(c), dev * f16_peak(c) * c["efficiency"]))
        tot = sum(x[3] for x in per)
        tot_eff = sum(x[4] for x in per)
        for m, c, dev, fl, eff in per:
            rows.append(f"| `{path.name}` | {m['name']} | {c['name']} | {m['nodes']} x {c['devices_per_node']} = {dev} "
                        f"| {fl:,.1f} | {100 * fl / tot:.1f}% | {100 * eff / tot_eff:.1f}% |")
    return "\n".join(rows)


def main():
    files = sorted(HERE.glob("*.toml"))
    bad = 0
    specs = []
    for f in files:
        try:
            errs, d = check(f)
        except tomllib.TOMLDecodeError as e:
            errs, d = [f"TOML: {e}"], None
        if errs:
            bad += 1
            print(f"FAIL {f.name}")
            for e in errs:
                print("   ", e)
        else:
            print(f"ok   {f.name}")
            specs.append((f, d))
    if "--table" in sys.argv:
        print()
        print(table(specs))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
