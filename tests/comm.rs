//! Communication fusion (Chimera §4): table 2's "real demand" from table 1's
//! formulas written out here (not by calling the cost function), value
//! preservation on simulated ranks, boundedness and determinism.

use hetc_passes::comm_fusion::interp::{Rng, State, World};
use hetc_passes::comm_fusion::{fuse, Layout, LayoutKind, Limits, Op, OpKind, Transition};

/// Groups: g0 = ranks 0..n1, g1 = ranks n1..n1+n2.
fn sizes(n1: u32, n2: u32) -> Vec<u32> {
    vec![n1, n2]
}

fn op(kind: OpKind, group: u32) -> Op {
    Op { kind, group }
}

fn input(kind: LayoutKind, n: u32, bytes: f64) -> Layout {
    Layout {
        kind,
        group: 0,
        n,
        bytes,
        topk: None,
    }
}

/// The six hybrid patterns of table 2, unfused, as `parallelize` emits them.
fn pattern(name: &str, n1: u32, k: u32, d: f64) -> Transition {
    use LayoutKind::*;
    use OpKind::*;
    let (inp, ops) = match name {
        // Row-parallel output (partial sums) → all-reduce → SP split.
        "TP+SP" => (input(Part, n1, d), vec![op(AllReduce, 0), op(Slice, 0)]),
        // All-reduce, then H2's SR&AG: each rank sends its shard, the next
        // stage all-gathers.
        "TP+PP" => (
            input(Part, n1, d),
            vec![
                op(AllReduce, 0),
                op(Slice, 0),
                op(M2MS(Shard), 1),
                op(AllGather, 1),
            ],
        ),
        "TP+EP" => (
            input(Part, n1, d),
            vec![op(AllReduce, 0), op(Gate(k), 0), op(AllToAll, 0)],
        ),
        "PP+EP" => (
            input(Rep, n1, d),
            vec![op(P2P, 1), op(Gate(k), 0), op(AllToAll, 1)],
        ),
        "SP+PP" => (input(Shard, n1, d), vec![op(AllGather, 0), op(P2P, 1)]),
        "SP+EP" => (
            input(Shard, n1, d),
            vec![op(AllGather, 0), op(Gate(k), 0), op(AllToAll, 0)],
        ),
        _ => unreachable!(),
    };
    Transition {
        label: name.into(),
        input: inp,
        ops,
    }
}

/// Table 1 (ring algorithms), per device.
fn all_reduce(n: f64, bsh: f64) -> f64 {
    2.0 * (n - 1.0) * bsh / n
}
fn all_gather(n: f64, bsh: f64) -> f64 {
    (n - 1.0) * bsh / n
}
fn reduce_scatter(n: f64, bsh: f64) -> f64 {
    (n - 1.0) * bsh / n
}
fn all_to_all(n: f64, bsh: f64, k: f64) -> f64 {
    (n - 1.0) * bsh * k / n
}
fn p2p(bsh: f64) -> f64 {
    bsh
}
fn m2ms(bsh: f64) -> f64 {
    bsh
}

/// Table 2: (communication size 1 + size 2, real demand, ratio range).
fn table2(name: &str, n1: f64, n2: f64, k: f64, bsh: f64) -> (f64, f64, (f64, f64)) {
    match name {
        "TP+SP" => (all_reduce(n1, bsh), reduce_scatter(n1, bsh), (0.5, 0.5)),
        "TP+PP" => (
            all_reduce(n1, bsh) + m2ms(bsh / n1) + all_gather(n2, bsh),
            m2ms(bsh) + all_gather(n2, bsh),
            (0.6, 0.8),
        ),
        "TP+EP" => (
            all_reduce(n1, bsh) + all_to_all(n2, bsh, k),
            reduce_scatter(n1, bsh) + all_to_all(n2, bsh, k),
            (2.0 / 3.0, 1.0),
        ),
        "PP+EP" => (
            p2p(bsh) + all_to_all(n2, bsh, k),
            m2ms(bsh),
            (0.0, 2.0 / 3.0),
        ),
        "SP+PP" => (all_gather(n1, bsh) + p2p(bsh), m2ms(bsh), (0.5, 2.0 / 3.0)),
        "SP+EP" => (
            all_gather(n1, bsh) + all_to_all(n2, bsh, k),
            all_to_all(n2, bsh, k),
            (0.5, 1.0),
        ),
        _ => unreachable!(),
    }
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-9 * a.abs().max(b.abs())
}

/// (N1, N2, k, B, S, H). Patterns whose groups coincide (TP+SP, TP+EP,
/// SP+EP, and table 2's PP+EP / SP+PP, "N1 equals N2") use N2 = N1; TP+PP
/// takes N1 ≤ N2 (table 2's size-2 column sends BSH/N1 per device, which is
/// what a sender moves when the receiving shards are no larger).
const PARAMS: &[(u32, u32, u32, u64, u64, u64)] = &[
    (2, 2, 1, 1, 256, 1600),
    (2, 4, 2, 4, 1024, 4096),
    (4, 4, 2, 2, 2048, 8192),
    (4, 8, 4, 8, 512, 5120),
    (8, 8, 8, 1, 4096, 12288),
    (8, 16, 2, 16, 128, 1024),
];

#[test]
fn table2_real_demand_from_table1_formulas() {
    for name in ["TP+SP", "TP+PP", "TP+EP", "PP+EP", "SP+PP", "SP+EP"] {
        for &(n1, n2, k, b, s, h) in PARAMS {
            let n2 = if name == "TP+PP" { n2 } else { n1 };
            let bsh = (b * s * h * 2) as f64; // bf16
            let t = pattern(name, n1, k, bsh);
            let report =
                fuse(std::slice::from_ref(&t), &sizes(n1, n2), &Limits::default()).unwrap();
            let f = &report.transitions[0];
            let (size, real, (lo, hi)) = table2(name, n1 as f64, n2 as f64, k as f64, bsh);
            let at = format!("{name} N1={n1} N2={n2} k={k} B={b} S={s} H={h}");
            assert!(
                close(f.before_bytes, size),
                "{at}: unfused {} vs table {size}",
                f.before_bytes
            );
            assert!(
                close(f.after_bytes, real),
                "{at}: fused {} vs real demand {real}: {:?}",
                f.after_bytes,
                f.after.ops
            );
            let ratio = real / size;
            assert!(
                ratio >= lo - 1e-12 && ratio <= hi + 1e-12,
                "{at}: ratio {ratio} not in [{lo}, {hi}]"
            );
        }
    }
}

#[test]
fn fused_ops_are_the_papers() {
    let ops = |name: &str, n1, n2, k| {
        let t = pattern(name, n1, k, 1e6);
        let r = fuse(&[t], &sizes(n1, n2), &Limits::default()).unwrap();
        r.transitions[0]
            .after
            .ops
            .iter()
            .map(|o| o.name())
            .collect::<Vec<_>>()
            .join(" ; ")
    };
    // Megatron-SP: the all-reduce becomes a reduce-scatter.
    assert_eq!(ops("TP+SP", 4, 4, 1), "ReduceScatter");
    // Chimera fig. 8: gate before the P2P, P2P + all-to-all ⇒ one M2MS.
    assert_eq!(ops("PP+EP", 4, 4, 2), "Gate(top-2) ; M2MS→routed");
    assert_eq!(ops("SP+PP", 4, 4, 1), "M2MS→rep");
    assert_eq!(ops("SP+EP", 4, 4, 2), "Gate(top-2) ; AllToAll");
    assert_eq!(
        ops("TP+EP", 4, 4, 2),
        "ReduceScatter ; Gate(top-2) ; AllToAll"
    );
    assert!(ops("TP+PP", 2, 4, 1).ends_with("AllGather"));
}

fn same(a: &State, b: &State, exact: bool) -> Result<(), String> {
    if a.layout != b.layout {
        return Err(format!("layouts {:?} vs {:?}", a.layout, b.layout));
    }
    if a.ranks.keys().ne(b.ranks.keys()) {
        return Err("different ranks".into());
    }
    for ((r, ra), rb) in a.ranks.iter().zip(b.ranks.values()) {
        if ra.len() != rb.len() {
            return Err(format!("rank {r} holds {} vs {} rows", ra.len(), rb.len()));
        }
        for (x, y) in ra.iter().zip(rb) {
            if (x.token, x.expert, &x.routes) != (y.token, y.expert, &y.routes) {
                return Err(format!(
                    "rank {}: row {:?} vs {:?}",
                    r,
                    (x.token, x.expert),
                    (y.token, y.expert)
                ));
            }
            for (p, q) in x.data.iter().zip(&y.data) {
                let ok = if exact {
                    p.to_bits() == q.to_bits()
                } else {
                    (p - q).abs() <= 1e-6 * p.abs().max(q.abs()).max(1e-30)
                };
                if !ok {
                    return Err(format!("rank {} token {}: {p} vs {q}", r, x.token));
                }
            }
        }
    }
    Ok(())
}

#[test]
fn fusion_never_changes_values_on_simulated_ranks() {
    let mut rng = Rng(0x5eed);
    let mut checked = 0;
    for name in ["TP+SP", "TP+PP", "TP+EP", "PP+EP", "SP+PP", "SP+EP"] {
        for (n1, n2, k) in [(2, 2, 1), (2, 4, 2), (4, 4, 2), (4, 8, 3), (4, 2, 2)] {
            let n2 = if name == "TP+PP" { n2 } else { n1 };
            if k > n2 {
                continue;
            }
            let t = pattern(name, n1, k, 1e6);
            let world = World {
                groups: vec![(0..n1).collect(), (n1..n1 + n2).collect()],
                tokens: 48,
                width: 8,
            };
            let fused = fuse(std::slice::from_ref(&t), &sizes(n1, n2), &Limits::default()).unwrap();
            let after = &fused.transitions[0].after;
            for _ in 0..3 {
                let init = world.random(&t.input, &mut rng);
                let a = world.run(&t, &init).unwrap();
                let b = world.run(after, &init).unwrap();
                // Partial sums are reduced: ≤ 1e-6 relative; moves: bitwise.
                let exact = t.input.kind != LayoutKind::Part;
                same(&a, &b, exact)
                    .unwrap_or_else(|e| panic!("{name} {n1}/{n2}/k{k}: {e}\n{:?}", after.ops));
                checked += 1;
            }
        }
    }
    assert!(checked >= 60, "{checked}");
}

#[test]
fn every_rule_preserves_values_on_its_own() {
    // Chains that exercise the non-★ rows of table 3 too.
    use LayoutKind::*;
    use OpKind::*;
    let cases: Vec<(Layout, Vec<Op>)> = vec![
        (input(Part, 4, 1e6), vec![op(ReduceScatter, 0), op(P2P, 1)]),
        (input(Part, 4, 1e6), vec![op(P2P, 1), op(ReduceScatter, 1)]),
        (input(Shard, 4, 1e6), vec![op(P2P, 1), op(AllGather, 1)]),
        (
            input(Shard, 4, 1e6),
            vec![op(AllGather, 0), op(M2MS(Shard), 1)],
        ),
        (input(Rep, 4, 1e6), vec![op(P2P, 1), op(P2P, 0)]),
        (
            input(Rep, 4, 1e6),
            vec![op(Gate(2), 0), op(AllToAll, 0), op(AllToAll, 0)],
        ),
        (
            input(Rep, 4, 1e6),
            vec![op(Gate(2), 0), op(AllToAll, 0), op(AllToAll, 0), op(P2P, 1)],
        ),
        (
            input(Rep, 4, 1e6),
            vec![
                op(Gate(1), 0),
                op(AllToAll, 0),
                op(AllToAll, 0),
                op(AllGather, 0),
            ],
        ),
        (
            input(Shard, 4, 1e6),
            vec![op(M2MS(Rep), 1), op(M2MS(Shard), 0)],
        ),
    ];
    let mut rng = Rng(7);
    for (inp, ops) in cases {
        let t = Transition {
            label: "case".into(),
            input: inp,
            ops,
        };
        let world = World {
            groups: vec![(0..4).collect(), (4..8).collect()],
            tokens: 32,
            width: 6,
        };
        let r = fuse(std::slice::from_ref(&t), &[4, 4], &Limits::default()).unwrap();
        let f = &r.transitions[0];
        assert!(f.after_bytes <= f.before_bytes);
        let init = world.random(&t.input, &mut rng);
        let a = world.run(&t, &init).unwrap();
        let b = world.run(&f.after, &init).unwrap();
        same(&a, &b, t.input.kind != Part)
            .unwrap_or_else(|e| panic!("{:?} ⇒ {:?}: {e}", t.ops, f.after.ops));
    }
}

#[test]
fn fusion_is_deterministic_and_bounded() {
    let ts: Vec<Transition> = ["TP+SP", "TP+PP", "TP+EP", "PP+EP", "SP+PP", "SP+EP"]
        .iter()
        .map(|n| pattern(n, 4, 2, 3e6))
        .collect();
    let a = fuse(&ts, &[4, 4], &Limits::default()).unwrap();
    let b = fuse(&ts, &[4, 4], &Limits::default()).unwrap();
    for (x, y) in a.transitions.iter().zip(&b.transitions) {
        assert_eq!(x.after.ops, y.after.ops);
    }
    assert_eq!(a.stop_reason, "saturated");
    // A tiny node limit stops the run early and still extracts a program
    // no worse than the input.
    let tight = Limits {
        nodes: 20,
        iterations: 2,
        ..Limits::default()
    };
    let c = fuse(&ts, &[4, 4], &tight).unwrap();
    for f in &c.transitions {
        assert!(f.after_bytes <= f.before_bytes);
    }
}

#[test]
fn ill_typed_programs_are_errors_naming_the_op() {
    let t = Transition {
        label: "bad".into(),
        input: input(LayoutKind::Rep, 4, 1.0),
        ops: vec![op(OpKind::ReduceScatter, 0)],
    };
    let e = fuse(&[t], &[4], &Limits::default())
        .unwrap_err()
        .to_string();
    assert!(e.contains("ReduceScatter") && e.contains("rep"), "{e}");
}

#[test]
fn gpt2_tp_sp_all_reduce_becomes_reduce_scatter_in_emit_comm() {
    use crate::common::{cluster, hetc, model};
    let m = model("gpt2-tiny-s128.onnx");
    let c = cluster("hapt-a100-v100.toml");
    let args = [
        "compile",
        m.to_str().unwrap(),
        "--cluster",
        c.to_str().unwrap(),
        "--planner",
        "uniform",
        "--emit",
        "comm",
        "--sp",
        "--tp",
        "2",
    ];
    let (code, out, err) = hetc(&args);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("comm fusion:"), "{err}");
    let unfused = out
        .lines()
        .filter(|l| l.contains("comm     AllReduce[tp1] 0.016 MB ; Slice"))
        .count();
    let fused = out
        .lines()
        .filter(|l| l.trim() == "fused  ReduceScatter[tp1] 0.008 MB  = 0.008 MB (50.0%)")
        .count();
    // Stage 1 holds 2 blocks: 2 regions each.
    assert_eq!((unfused, fused), (4, 4), "{out}");
    // Deterministic stdout.
    let (_, again, _) = hetc(&args);
    assert_eq!(out, again);
    let (code, plain, _) = hetc(&[&args[..], &["--no-comm-fusion"]].concat());
    assert_eq!(code, 0);
    assert!(!plain.contains("    fused  "));
}

#[test]
fn mixtral_pp_ep_gate_moves_before_the_p2p_and_p2p_all_to_all_become_one_m2ms() {
    use crate::common::{cluster, hetc, model};
    let m = model("mixtral-tiny.onnx");
    let c = cluster("cpu-test.toml");
    // Uniform plan on cpu-test: two stages of 2 devices (layers 0..2 and
    // 2..4), forced to TP 1 so each stage's 2 DP replicas form its EP group;
    // the boundary sits before layers.1, an MoE layer.
    let args = [
        "compile",
        m.to_str().unwrap(),
        "--bind",
        "batch=1,sequence=16",
        "--cluster",
        c.to_str().unwrap(),
        "--planner",
        "uniform",
        "--tp",
        "1",
        "--ep",
        "2",
        "--topk",
        "2",
        "--micro-batch",
        "125",
        "--global-batch",
        "1000",
        "--emit",
        "comm",
    ];
    let (code, out, err) = hetc(&args);
    assert_eq!(code, 0, "{err}");
    // Table 1 by hand: a device holds D = 125 samples × 16 tokens × 32 × 2 B
    // (bf16) = 128 000 B. P2P sends all local data: D. The all-to-all over
    // the 2-device EP group, whose activation is 2D: (N−1)·2D·k/N = 256 000 B.
    // The fused M2MS sends all local data once: D; 128/384 = 33.3%, inside
    // table 2's PP+EP range (0, 66.7%].
    let lines: Vec<&str> = out.lines().map(str::trim).collect();
    let at = lines
        .iter()
        .position(|l| {
            *l == "comm     P2P[ep1] 0.128 MB ; Gate(top-2) ; AllToAll[ep1] 0.256 MB  = 0.384 MB"
        })
        .unwrap_or_else(|| panic!("no PP+EP boundary transition:\n{out}"));
    // Gate first (it moved before the P2P), then one M2MS into routed tokens.
    assert_eq!(
        lines[at + 1],
        "fused  Gate(top-2) ; M2MS→routed[ep1] 0.128 MB  = 0.128 MB (33.3%)",
        "{out}"
    );
    // The attention of the boundary's MoE layer runs on the sending stage.
    let moved = lines
        .iter()
        .position(|l| {
            l.ends_with("L2 model/model/layers.1: attention (boundary moved to the expert input)")
        })
        .unwrap_or_else(|| panic!("{out}"));
    assert!(moved < at);
    // Fed back to the planner: it charged the boundary D (a P2P) and the
    // fused M2MS moves D too (table 1: both "all local data"), so no
    // boundary is rescaled; TP 1 has no TP bytes to rescale.
    assert!(
        out.contains("TP bytes of 0 layer(s) and boundary bytes after 0 layer(s)"),
        "{out}"
    );
    insta::assert_snapshot!("mixtral_tiny_pp_ep_comm", out);
    let (code, plain, _) = hetc(&[&args[..], &["--no-comm-fusion"]].concat());
    assert_eq!(code, 0);
    assert!(!plain.contains("fused  "), "{plain}");
    assert!(!plain.contains("predicted iteration"), "{plain}");
}

#[test]
fn pp_ep_boundary_of_dp_style_ep_keeps_values() {
    // The boundary `parallelize` emits for tp = 1 stages with EP over DP
    // replicas (the mixtral-tiny program above): each of n sending replicas
    // holds its own tokens (a shard), P2P to its peer, gate, dispatch.
    use LayoutKind::*;
    use OpKind::*;
    let mut rng = Rng(0xf18);
    for (n, k) in [(2, 1), (2, 2), (4, 2), (4, 3)] {
        let t = Transition {
            label: "stage 0 → stage 1".into(),
            input: input(Shard, n, 1e6),
            ops: vec![op(P2P, 1), op(Gate(k), 1), op(AllToAll, 1)],
        };
        let fused = fuse(std::slice::from_ref(&t), &sizes(n, n), &Limits::default()).unwrap();
        let after = &fused.transitions[0].after;
        let names: Vec<String> = after.ops.iter().map(|o| o.name()).collect();
        assert_eq!(
            names,
            [format!("Gate(top-{k})"), "M2MS→routed".to_string()],
            "n={n} k={k}"
        );
        let world = World {
            groups: vec![(0..n).collect(), (n..2 * n).collect()],
            tokens: 48,
            width: 8,
        };
        for _ in 0..3 {
            let init = world.random(&t.input, &mut rng);
            let a = world.run(&t, &init).unwrap();
            let b = world.run(after, &init).unwrap();
            same(&a, &b, true).unwrap_or_else(|e| panic!("n={n} k={k}: {e}"));
        }
    }
}
