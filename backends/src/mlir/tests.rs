use super::*;
use crate::host::HostTensor;
use crate::reference::fixtures::{graph, io, rel_err};
use crate::reference::run;
use crate::reference::Tensor;
use crate::stage::{extract_stages, StageBounds, StageGraph};
use hetc_ir::DType;
use hetc_ir::{verify, Attr, Attrs, Graph, OpKind, TensorType, ValueId};

fn small() -> Graph {
    crate::reference::fixtures::small_graph(true)
}

#[test]
fn small_module_text_is_deterministic() {
    let g = small();
    let a = emit_mlir(verify(&g).unwrap(), "0").unwrap();
    let b = emit_mlir(verify(&g).unwrap(), "0").unwrap();
    assert_eq!(a, b);
    assert!(a.contains("func.func @main"), "{a}");
    assert!(a.contains("linalg.generic"), "{a}");
}

fn stages(stem: &str) -> (Vec<StageGraph>, Vec<Tensor>, Vec<Tensor>) {
    let io = io(stem);
    let g = graph(stem, &io);
    let v = verify(&g).unwrap();
    let layers = hetc_passes::blocks::find_layers(&g);
    let n = layers.len() as u32;
    let bounds: Vec<StageBounds> = [(0, n / 3), (n / 3, 2 * n / 3), (2 * n / 3, n)]
        .iter()
        .map(|&(f, e)| StageBounds {
            first_layer: f,
            end_layer: e,
            tp: 1,
        })
        .collect();
    (
        extract_stages(v, &layers, &bounds).unwrap(),
        io.inputs,
        io.outputs,
    )
}

/// A fixture cut into 3 pipeline stages, each sharded `tp` ways: every
/// compute segment of every rank JIT-compiled for the CPU ([`CpuStage`],
/// on the rank's own thread) and run, collectives combined across the
/// concurrent ranks ([`crate::segment::testing::run_tp`]). Each stage's
/// chained outputs match the reference interpreter (itself checked against
/// onnxruntime) on the unsharded stage, and the whole chain reproduces both
/// onnxruntime's and the reference interpreter's output of the model.
fn jit_chain_matches(stem: &str, tp: u32) {
    let t0 = std::time::Instant::now();
    let compute = |r: usize, k: usize, sg: &StageGraph, ins: &[Tensor]| {
        let name = format!("{}.tp{r}.seg{k}", sg.index);
        CpuStage::new(crate::segment::verified(sg)?, &name)?.run(ins)
    };
    let c = crate::segment::testing::chain_fixture(stem, tp, &compute);
    assert_eq!(c.stage_errs.len(), 3);
    if tp > 1 {
        assert!(c.collectives > 0, "{stem} at TP {tp} has collectives");
    } else {
        assert_eq!(c.collectives, 0);
        // At least one compute segment per stage (runs longer than
        // MAX_SEGMENT_OPS are cut).
        assert!(c.computes >= 3, "{}", c.computes);
    }
    for (i, e) in c.stage_errs.iter().enumerate() {
        eprintln!("{stem} TP {tp} stage {i}: JIT segments vs reference {e:.2e}");
        assert!(*e < 1e-4, "{stem} TP {tp} stage {i}: {e}");
    }
    assert_eq!(c.outputs.len(), c.onnxruntime.len());
    for (i, ((g, o), w)) in c
        .outputs
        .iter()
        .zip(&c.onnxruntime)
        .zip(&c.reference)
        .enumerate()
    {
        let (eo, er) = (rel_err(g, o), rel_err(g, w));
        eprintln!(
            "{stem} TP {tp} output {i}: chained JIT vs onnxruntime {eo:.2e}, vs reference {er:.2e}"
        );
        assert!(
            eo < 1e-4 && er < 1e-4,
            "{stem} TP {tp} output {i}: {eo} {er}"
        );
    }
    eprintln!(
        "{stem} TP {tp}: {} compute + {} collective segments per rank, {:.1} s",
        c.computes,
        c.collectives,
        t0.elapsed().as_secs_f64()
    );
}

#[test]
fn cpu_jit_small() {
    let g = small();
    let v = verify(&g).unwrap();
    let x = Tensor::new(
        DType::F32,
        vec![2, 3, 4],
        (0..24).map(|i| (i as f64 * 0.37).sin()).collect(),
    );
    let want = run(v, std::slice::from_ref(&x)).unwrap();
    let got = run_cpu(v, "0", &[x]).unwrap();
    let e = rel_err(&got[0], &want[0]);
    assert!(e < 1e-5, "{e}");
}

/// The attention-score shape of op: scores [1, 4, 8, 8] scaled and added
/// to a mask [1, 1, 8, 8] broadcast over the heads (a unit dim read at
/// index 0), split q/k/v slices of a fused [8, 48] product reshaped into
/// heads, and several GEMMs (one shared zero fill after CSE). Every
/// structured op is vectorized (none left as scalar loops), and the
/// result is the reference interpreter's.
#[test]
fn cpu_jit_vectorizes_broadcasts_and_views() {
    let f = |d: &[u64]| TensorType::fixed(DType::F32, d);
    let data = |n: usize, k: usize| -> Option<hetc_ir::TensorData> {
        let v: Vec<f64> = (0..n)
            .map(|i| ((i * k % 97) as f64 - 48.0) / 97.0)
            .collect();
        Some(hetc_ir::TensorData::from_f64s(DType::F32, &v))
    };
    let mut g = Graph::new("attn");
    let x = g.add_input("x", f(&[8, 16]));
    let w = g.add_param("w", f(&[16, 48]), data(16 * 48, 7));
    let mask = g.add_param("mask", f(&[1, 1, 8, 8]), data(64, 5));
    let op = |g: &mut Graph, k: OpKind, ins: &[ValueId], a: Attrs, t: TensorType| {
        let o = g.add_op(k, ins, a, vec![t], "o");
        g.ops[o].outputs[0]
    };
    let qkv = op(&mut g, OpKind::MatMul, &[x, w], Attrs::new(), f(&[8, 48]));
    let mut heads = Vec::new();
    for i in 0..3i64 {
        let mut a = Attrs::new();
        a.insert("starts".into(), Attr::Ints(vec![0, 16 * i]));
        a.insert("ends".into(), Attr::Ints(vec![8, 16 * (i + 1)]));
        a.insert("axes".into(), Attr::Ints(vec![0, 1]));
        a.insert("steps".into(), Attr::Ints(vec![1, 1]));
        let s = op(&mut g, OpKind::Slice, &[qkv], a, f(&[8, 16]));
        let r = op(&mut g, OpKind::Reshape, &[s], Attrs::new(), f(&[8, 4, 4]));
        let mut a = Attrs::new();
        let perm = if i == 1 { vec![1, 2, 0] } else { vec![1, 0, 2] };
        let shape = if i == 1 { [4, 4, 8] } else { [4, 8, 4] };
        a.insert("perm".into(), Attr::Ints(perm));
        heads.push(op(&mut g, OpKind::Transpose, &[r], a, f(&shape)));
    }
    let scores = op(
        &mut g,
        OpKind::MatMul,
        &[heads[0], heads[1]],
        Attrs::new(),
        f(&[4, 8, 8]),
    );
    let s4 = op(
        &mut g,
        OpKind::Reshape,
        &[scores],
        Attrs::new(),
        f(&[1, 4, 8, 8]),
    );
    let masked = op(
        &mut g,
        OpKind::Add,
        &[s4, mask],
        Attrs::new(),
        f(&[1, 4, 8, 8]),
    );
    let mut a = Attrs::new();
    a.insert("axis".into(), Attr::Int(-1));
    let p = op(&mut g, OpKind::Softmax, &[masked], a, f(&[1, 4, 8, 8]));
    let p3 = op(&mut g, OpKind::Reshape, &[p], Attrs::new(), f(&[4, 8, 8]));
    let o = op(
        &mut g,
        OpKind::MatMul,
        &[p3, heads[2]],
        Attrs::new(),
        f(&[4, 8, 4]),
    );
    g.outputs = vec![o];
    let v = verify(&g).unwrap();
    let xin = Tensor::new(
        DType::F32,
        vec![8, 16],
        (0..128)
            .map(|i| ((i * 13 % 31) as f64 - 15.0) / 16.0)
            .collect(),
    );
    let want = run(v, std::slice::from_ref(&xin)).unwrap();
    let stage = CpuStage::new(v, "attn").unwrap();
    let got = stage.run(std::slice::from_ref(&xin)).unwrap();
    let e = rel_err(&got[0], &want[0]);
    assert!(e < 1e-5, "{e}");
    let ctx = context();
    let (m, tagged) =
        cpu::memref_module(&ctx, v, "attn", 1, CpuTarget::host(), &cpu::Dump::NONE).unwrap();
    let text = m.as_operation().to_string();
    assert_eq!(text.matches("memref.copy").count(), 0, "{text}");
    assert_eq!(text.matches("linalg.generic").count(), 0, "{text}");
    assert!(tagged.vectorized >= 8, "{tagged:?}");
}

#[test]
fn cpu_jit_gpt2_stages_tp1() {
    jit_chain_matches("gpt2-tiny", 1);
}

#[test]
fn cpu_jit_gpt2_stages_tp2() {
    jit_chain_matches("gpt2-tiny", 2);
}

#[test]
fn cpu_jit_resnet_stages_tp1() {
    jit_chain_matches("resnet50-tiny", 1);
}

#[test]
fn cpu_jit_resnet_stages_tp2() {
    jit_chain_matches("resnet50-tiny", 2);
}

/// Kernels of a GPU artefact: PTX `.entry` / AMDGPU `.amdhsa_kernel`.
fn kernels(vendor: Vendor, text: &str) -> usize {
    text.lines()
        .filter(|l| {
            let l = l.trim_start();
            if vendor == Vendor::Nvidia {
                l.starts_with(".visible .entry ") || l.starts_with(".entry ")
            } else {
                l.starts_with(".amdhsa_kernel ")
            }
        })
        .count()
}

/// Every GPT-2 stage gives PTX (sm_90) and AMDGPU ISA (gfx942, gfx90a)
/// declaring one entry per outlined kernel.
#[test]
fn gpu_artifacts_gpt2() {
    let (stages, _, _) = stages("gpt2-tiny");
    let dir = crate::reference::fixtures::root().join("target/tmp/mlir");
    std::fs::create_dir_all(&dir).unwrap();
    for s in &stages {
        let sv = verify(&s.graph).unwrap();
        let mlir = emit_mlir(sv, &s.index.to_string()).unwrap();
        std::fs::write(dir.join(format!("gpt2-stage{}.mlir", s.index)), &mlir).unwrap();
        let n_loops = mlir.matches("linalg.generic").count();
        for (vendor, t) in [
            (Vendor::Nvidia, Targets::default()),
            (Vendor::Amd, Targets::default()),
            (
                Vendor::Amd,
                Targets {
                    amd_chip: "gfx90a".into(),
                    ..Targets::default()
                },
            ),
        ] {
            let out = compile(sv, &s.index.to_string(), vendor, &t).unwrap();
            let text = String::from_utf8(out).unwrap();
            let k = kernels(vendor, &text);
            eprintln!(
                "gpt2 stage {} {}: {} bytes, {k} kernels ({n_loops} linalg.generic)",
                s.index,
                vendor.name(),
                text.len()
            );
            assert!(k > 0, "{}:\n{text}", vendor.name());
            if vendor == Vendor::Nvidia {
                assert!(text.contains(".target sm_90"), "{text}");
            } else {
                assert!(text.contains(&t.amd_chip), "no {} in the ISA", t.amd_chip);
            }
        }
    }
}

/// An op without a lowering is an error naming the op, its node and the
/// stage; an unknown vendor names the vendor.
#[test]
fn unsupported_op_and_vendor_are_named() {
    let f = |d: &[u64]| TensorType::fixed(DType::F32, d);
    let mut g = Graph::new("det");
    let x = g.add_input("x", f(&[2, 3, 3]));
    let t = g.add_op(
        OpKind::Det,
        &[x],
        Attrs::new(),
        vec![f(&[2])],
        "running_sum",
    );
    g.outputs = vec![g.ops[t].outputs[0]];
    let e = emit_mlir(verify(&g).unwrap(), "4").unwrap_err().to_string();
    assert!(
        e.contains("stage 4") && e.contains("running_sum") && e.contains("no MLIR lowering"),
        "{e}"
    );
    let e = Vendor::from_name("tpu").unwrap_err().to_string();
    assert!(e.contains("unsupported vendor \"tpu\""), "{e}");
}

/// ONNX OneHot on the cpu JIT against hand-computed values: indices
/// [[1, -1], [3, 0]], depth 3, values [0, 5], at the last and the first
/// axis (-1 counts from the depth, 3 is out of range: all off).
#[test]
fn cpu_jit_one_hot() {
    let mut g = Graph::new("one_hot");
    let ids = g.add_input("ids", TensorType::fixed(DType::I64, &[2, 2]));
    let vals = g.add_input("vals", TensorType::fixed(DType::F32, &[2]));
    let mut outs = Vec::new();
    for (axis, shape) in [(-1, [2, 2, 3]), (0, [3, 2, 2])] {
        let mut at = Attrs::new();
        at.insert("depth".into(), Attr::Int(3));
        at.insert("axis".into(), Attr::Int(axis));
        let o = g.add_op(
            OpKind::OneHot,
            &[ids, vals],
            at,
            vec![TensorType::fixed(DType::F32, &shape)],
            "hot",
        );
        outs.push(g.ops[o].outputs[0]);
    }
    g.outputs = outs;
    let ins = [
        Tensor::new(DType::I64, vec![2, 2], vec![1.0, -1.0, 3.0, 0.0]),
        Tensor::new(DType::F32, vec![2], vec![0.0, 5.0]),
    ];
    let got = run_cpu(verify(&g).unwrap(), "oh", &ins).unwrap();
    #[rustfmt::skip]
    assert_eq!(got[0].data, [
        0.0, 5.0, 0.0,   0.0, 0.0, 5.0,
        0.0, 0.0, 0.0,   5.0, 0.0, 0.0,
    ]);
    #[rustfmt::skip]
    assert_eq!(got[1].data, [
        0.0, 0.0, 0.0, 5.0,
        5.0, 0.0, 0.0, 0.0,
        0.0, 5.0, 0.0, 0.0,
    ]);
}

/// ArgMax / ArgMin (NaNs at the start and in the middle of a row, ties,
/// `select_last_index`, keepdims, integers), TopK (ties, both orders, an
/// inner axis, u8) and negative-step slices JIT-compiled equal the
/// reference interpreter (onnxruntime's rules: a NaN is chosen only at
/// index 0; ties to the lower index).
#[test]
fn cpu_jit_selections_match_the_reference() {
    let nan = f64::NAN;
    #[rustfmt::skip]
    let xf = vec![
        nan, 1.0, 2.0, 3.0,   1.0, nan, 3.0, 2.0,   3.0, 1.0, nan, 3.0,
        2.0, 2.0, 1.0, 1.0,   -1.0, 5.0, 5.0, -1.0, 0.0, 0.0, 0.0, 0.0,
    ];
    let xi: Vec<f64> = (0..24).map(|i| ((i * 7) % 5) as f64 - 2.0).collect();
    let mut g = Graph::new("select");
    let x = g.add_input("x", TensorType::fixed(DType::F32, &[2, 3, 4]));
    let y = g.add_input("y", TensorType::fixed(DType::I32, &[2, 3, 4]));
    let u = g.add_input("u", TensorType::fixed(DType::U8, &[2, 3, 4]));
    let mut outs = Vec::new();
    for kind in [OpKind::ArgMax, OpKind::ArgMin] {
        for (v, axis, keep, last) in [
            (x, -1, 0, 0),
            (x, -1, 1, 1),
            (x, 1, 1, 0),
            (x, 0, 0, 1),
            (y, 1, 0, 0),
            (y, 1, 0, 1),
            (u, 2, 1, 1),
        ] {
            let mut at = Attrs::new();
            at.insert("axis".into(), Attr::Int(axis));
            at.insert("keepdims".into(), Attr::Int(keep));
            at.insert("select_last_index".into(), Attr::Int(last));
            let a = if axis < 0 { 2 } else { axis as usize };
            let mut s = vec![2, 3, 4];
            if keep != 0 {
                s[a] = 1;
            } else {
                s.remove(a);
            }
            let o = g.add_op(
                kind.clone(),
                &[v],
                at,
                vec![TensorType::fixed(DType::I64, &s)],
                "arg",
            );
            outs.push(g.ops[o].outputs[0]);
        }
    }
    // TopK on rows without NaNs (the reference sorts NaNs by a partial
    // order): x's second batch, y, u.
    let sl = g.add_op(
        OpKind::Slice,
        &[x],
        [
            ("starts".to_string(), Attr::Ints(vec![1])),
            ("ends".to_string(), Attr::Ints(vec![2])),
            ("axes".to_string(), Attr::Ints(vec![0])),
            ("steps".to_string(), Attr::Ints(vec![1])),
        ]
        .into_iter()
        .collect(),
        vec![TensorType::fixed(DType::F32, &[1, 3, 4])],
        "batch1",
    );
    let x1 = g.ops[sl].outputs[0];
    for (v, d, shape, axis, k, largest) in [
        (x1, DType::F32, [1, 3, 4], -1, 3, 1),
        (x1, DType::F32, [1, 3, 4], -1, 4, 0),
        (y, DType::I32, [2, 3, 4], 1, 2, 1),
        (y, DType::I32, [2, 3, 4], 2, 3, 0),
        (u, DType::U8, [2, 3, 4], 2, 2, 1),
    ] {
        let mut at = Attrs::new();
        at.insert("axis".into(), Attr::Int(axis));
        at.insert("k".into(), Attr::Int(k));
        at.insert("largest".into(), Attr::Int(largest));
        at.insert("sorted".into(), Attr::Int(1));
        let a = if axis < 0 { 2 } else { axis as usize };
        let mut s = shape.to_vec();
        s[a] = k as u64;
        let o = g.add_op(
            OpKind::TopK,
            &[v],
            at,
            vec![TensorType::fixed(d, &s), TensorType::fixed(DType::I64, &s)],
            "top",
        );
        outs.extend(g.ops[o].outputs.iter().copied());
    }
    // Negative steps: x[::-1, 2:0:-2, -1::-3] (clamped start) and y[:, ::-1, :]
    for (v, d, starts, ends, steps, shape) in [
        (
            x,
            DType::F32,
            vec![-1, 2, 9],
            vec![-3, 0, -9],
            vec![-1, -2, -3],
            [2, 1, 2],
        ),
        (y, DType::I32, vec![-1], vec![i64::MIN], vec![-1], [2, 3, 4]),
    ] {
        let axes: Vec<i64> = if starts.len() == 3 {
            vec![0, 1, 2]
        } else {
            vec![1]
        };
        let o = g.add_op(
            OpKind::Slice,
            &[v],
            [
                ("starts".to_string(), Attr::Ints(starts)),
                ("ends".to_string(), Attr::Ints(ends)),
                ("axes".to_string(), Attr::Ints(axes)),
                ("steps".to_string(), Attr::Ints(steps)),
            ]
            .into_iter()
            .collect(),
            vec![TensorType::fixed(d, &shape)],
            "reversed",
        );
        outs.push(g.ops[o].outputs[0]);
    }
    g.outputs = outs;
    let ins = [
        Tensor::new(DType::F32, vec![2, 3, 4], xf),
        Tensor::new(DType::I32, vec![2, 3, 4], xi.clone()),
        Tensor::new(
            DType::U8,
            vec![2, 3, 4],
            xi.iter().map(|v| (v + 2.0) * 60.0).collect(),
        ),
    ];
    let gv = verify(&g).unwrap();
    let want = run(gv, &ins).unwrap();
    let got = run_cpu(gv, "select", &ins).unwrap();
    assert_eq!(got.len(), 26);
    assert_eq!(got.len(), want.len());
    for (i, (o, w)) in got.iter().zip(&want).enumerate() {
        assert_eq!(o.shape, w.shape, "output {i}");
        let same = o
            .data
            .iter()
            .zip(&w.data)
            .all(|(a, b)| a == b || (a.is_nan() && b.is_nan()));
        assert!(same, "output {i}:\n{:?}\n{:?}", o.data, w.data);
    }
}

/// MaxPool's indices output JIT-compiled equals the reference
/// interpreter's (onnxruntime's rule: the first tap inside the input is
/// taken, a later one only when strictly greater, the choice frozen after
/// a NaN): NaNs first and mid-window, ties, −inf, padding, strides,
/// dilations, column-major `storage_order`, 1-D u8 and 3-D i8 inputs.
#[test]
fn cpu_jit_max_pool_indices_match_the_reference() {
    let nan = f64::NAN;
    let inf = f64::INFINITY;
    let xf: Vec<f64> = (0..60)
        .map(|i| match i {
            0 | 17 | 31 => nan,
            5 | 6 | 40 => -inf,
            _ => ((i * 37) % 11) as f64 - 5.0,
        })
        .collect();
    let xu: Vec<f64> = (0..7)
        .map(|i| [3.0, 9.0, 9.0, 1.0, 250.0, 250.0, 0.0][i])
        .collect();
    let xi: Vec<f64> = (0..27).map(|i| ((i * 5) % 7) as f64 - 3.0).collect();
    let mut g = Graph::new("pool_indices");
    let x = g.add_input("x", TensorType::fixed(DType::F32, &[1, 2, 5, 6]));
    let u = g.add_input("u", TensorType::fixed(DType::U8, &[1, 1, 7]));
    let y = g.add_input("y", TensorType::fixed(DType::I8, &[1, 1, 3, 3, 3]));
    let mut outs = Vec::new();
    #[allow(clippy::type_complexity)]
    let cases: [(
        ValueId,
        DType,
        Vec<i64>,
        Vec<i64>,
        Vec<i64>,
        Option<Vec<i64>>,
        i64,
        Vec<u64>,
    ); 5] = [
        (
            x,
            DType::F32,
            vec![3, 3],
            vec![2, 1],
            vec![1, 1, 1, 1],
            None,
            0,
            vec![1, 2, 3, 6],
        ),
        (
            x,
            DType::F32,
            vec![3, 3],
            vec![2, 1],
            vec![1, 1, 1, 1],
            Some(vec![2, 1]),
            1,
            vec![1, 2, 2, 6],
        ),
        (
            x,
            DType::F32,
            vec![2, 2],
            vec![2, 2],
            vec![0, 0, 1, 1],
            None,
            1,
            vec![1, 2, 3, 3],
        ),
        (
            u,
            DType::U8,
            vec![3],
            vec![2],
            vec![0, 1],
            None,
            0,
            vec![1, 1, 3],
        ),
        (
            y,
            DType::I8,
            vec![2, 2, 2],
            vec![1, 1, 1],
            vec![0, 0, 0, 0, 0, 0],
            None,
            1,
            vec![1, 1, 2, 2, 2],
        ),
    ];
    for (v, d, k, st, pads, dil, order, osh) in cases {
        let mut at = Attrs::new();
        at.insert("kernel".into(), Attr::Ints(k));
        at.insert("strides".into(), Attr::Ints(st));
        at.insert("pads".into(), Attr::Ints(pads));
        if let Some(dl) = dil {
            at.insert("dilations".into(), Attr::Ints(dl));
        }
        at.insert("storage_order".into(), Attr::Int(order));
        let o = g.add_op(
            OpKind::MaxPool,
            &[v],
            at,
            vec![
                TensorType::fixed(d, &osh),
                TensorType::fixed(DType::I64, &osh),
            ],
            "pool",
        );
        outs.extend(g.ops[o].outputs.iter().copied());
    }
    g.outputs = outs;
    let ins = [
        Tensor::new(DType::F32, vec![1, 2, 5, 6], xf),
        Tensor::new(DType::U8, vec![1, 1, 7], xu),
        Tensor::new(DType::I8, vec![1, 1, 3, 3, 3], xi),
    ];
    let gv = verify(&g).unwrap();
    let want = run(gv, &ins).unwrap();
    let got = run_cpu(gv, "pool_indices", &ins).unwrap();
    assert_eq!(got.len(), 10);
    for (i, (o, w)) in got.iter().zip(&want).enumerate() {
        assert_eq!(o.shape, w.shape, "output {i}");
        let same = o
            .data
            .iter()
            .zip(&w.data)
            .all(|(a, b)| a == b || (a.is_nan() && b.is_nan()));
        assert!(same, "output {i}:\n{:?}\n{:?}", o.data, w.data);
    }
}

/// A graph that returns one computed value twice and an input as is (a
/// training forward returns a boundary output again as a saved residual):
/// before, the aliased result buffers crashed the JIT-compiled code.
#[test]
fn cpu_jit_repeated_and_pass_through_outputs() {
    let mut g = Graph::new("repeat");
    let x = g.add_input("x", TensorType::fixed(DType::F32, &[2, 3]));
    let o = g.add_op(
        OpKind::Exp,
        &[x],
        Attrs::new(),
        vec![TensorType::fixed(DType::F32, &[2, 3])],
        "exp",
    );
    let e = g.ops[o].outputs[0];
    let o = g.add_op(
        OpKind::Add,
        &[e, x],
        Attrs::new(),
        vec![TensorType::fixed(DType::F32, &[2, 3])],
        "add",
    );
    let s = g.ops[o].outputs[0];
    g.outputs = vec![e, s, x, e, s];
    let data: Vec<f64> = (0..6).map(|i| i as f64 * 0.25 - 0.5).collect();
    let ins = [Tensor::new(DType::F32, vec![2, 3], data.clone())];
    let stage = CpuStage::new(verify(&g).unwrap(), "repeat").unwrap();
    for _ in 0..3 {
        let got = stage.run(&ins).unwrap();
        assert_eq!(got.len(), 5);
        for (k, x) in data.iter().enumerate() {
            let ex = (*x as f32).exp();
            assert!(
                (got[0].data[k] - ex as f64).abs() <= 1e-6 * ex as f64,
                "{k}"
            );
            assert!(
                (got[1].data[k] - (ex + *x as f32) as f64).abs() <= 1e-6,
                "{k}"
            );
        }
        assert_eq!(got[2].data, data);
        assert_eq!(got[3].data, got[0].data);
        assert_eq!(got[4].data, got[1].data);
    }
    // A weight returned as is is refused, not compiled.
    let mut w = g.clone();
    let p = w.add_param(
        "w",
        TensorType::fixed(DType::F32, &[2]),
        Some(hetc_ir::TensorData::from_f64s(DType::F32, &[1.0, 2.0])),
    );
    w.outputs = vec![p];
    let e = match CpuStage::new(verify(&w).unwrap(), "w") {
        Err(e) => e.to_string(),
        Ok(_) => panic!("a weight output compiled"),
    };
    assert!(e.contains("weight or constant"), "{e}");
}

/// Pad (every mode, a crop), Resize (linear, cubic, nearest),
/// ConvTranspose and GatherND JIT-compiled reproduce the reference
/// interpreter.
#[test]
fn cpu_jit_pad_resize_conv_transpose() {
    let (g, ins) = crate::reference::fixtures::pad_resize_conv_transpose();
    let gv = verify(&g).unwrap();
    let want = crate::reference::run(gv, &ins).unwrap();
    let got = run_cpu(gv, "prc", &ins).unwrap();
    for (i, (o, w)) in got.iter().zip(&want).enumerate() {
        let e = crate::reference::fixtures::rel_err(o, w);
        assert!(e < 1e-5, "output {i}: {e}\n{:?}\n{:?}", o.data, w.data);
    }
}

/// The cpu pipeline's `exp`, `tanh`, `erf` and `sigmoid` (polynomials in
/// the generic's body, vectorized) against the reference interpreter's
/// f64 functions rounded to f32, over their whole f32 range: within 4 ulp
/// (relative) where the result is a normal float, and 1e-37 absolute
/// where it underflows.
#[test]
fn cpu_math_polynomials_match_f64() {
    let n = 4096;
    let mut g = Graph::new("math");
    let ty = TensorType::fixed(DType::F32, &[n as u64]);
    let x = g.add_input("x", ty.clone());
    let mut outs = Vec::new();
    for k in [OpKind::Exp, OpKind::Tanh, OpKind::Erf, OpKind::Sigmoid] {
        let o = g.add_op(k, &[x], Attrs::new(), vec![ty.clone()], "f");
        outs.push(g.ops[o].outputs[0]);
    }
    g.outputs = outs;
    // Dense near 0, then out to ±100 (exp overflows above 88.7 and
    // underflows below -87.3), and the extremes.
    let mut xs: Vec<f64> = (0..n - 8)
        .map(|i| {
            let t = i as f64 / (n - 9) as f64 * 2.0 - 1.0;
            (t * t * t * 100.0) as f32 as f64
        })
        .collect();
    xs.extend([0.0, -0.0, 1e-30, -1e-7, 3e-4, 88.72, -87.3, -1e30].map(|x: f64| x as f32 as f64));
    let inp = Tensor::new(DType::F32, vec![n], xs.clone());
    let v = verify(&g).unwrap();
    let got = run_cpu(v, "math", std::slice::from_ref(&inp)).unwrap();
    let want = run(v, &[inp]).unwrap();
    for (k, name) in ["exp", "tanh", "erf", "sigmoid"].iter().enumerate() {
        let mut worst = (0.0f64, 0.0f64);
        for (i, &x) in xs.iter().enumerate() {
            let (a, b) = (got[k].data[i], want[k].data[i]);
            let err = if b.abs() < f32::MIN_POSITIVE as f64 {
                assert!((a - b).abs() <= 1e-37, "{name}({x}) = {a}, want {b}");
                0.0
            } else if b.is_infinite() {
                assert_eq!(a, b, "{name}({x})");
                0.0
            } else {
                (a - b).abs() / b.abs() / f32::EPSILON as f64
            };
            if err > worst.0 {
                worst = (err, x);
            }
        }
        eprintln!("{name}: worst {:.2} ulp at x = {}", worst.0, worst.1);
        assert!(
            worst.0 <= 4.0,
            "{name}: {:.2} ulp at x = {}",
            worst.0,
            worst.1
        );
    }
}

/// Sigmoid and Tanh marked `mlas` (a quantized LSTM's gates): the cpu
/// code equals the reference interpreter bit for bit, and both equal
/// `crate::mlas`'s f32 functions, over ±30 and at the clamps; unmarked,
/// the same inputs give the correctly rounded functions (which differ in
/// the last bit somewhere, or the marking would change nothing).
#[test]
fn mlas_marked_functions_are_bit_exact_in_the_jit() {
    let n = 4096usize;
    let mut g = Graph::new("mlas");
    let ty = TensorType::fixed(DType::F32, &[n as u64]);
    let x = g.add_input("x", ty.clone());
    let mut outs = Vec::new();
    for (k, marked) in [
        (OpKind::Sigmoid, true),
        (OpKind::Tanh, true),
        (OpKind::Sigmoid, false),
        (OpKind::Tanh, false),
    ] {
        let mut a = Attrs::new();
        if marked {
            a.insert("mlas".into(), Attr::Int(1));
        }
        let o = g.add_op(k, &[x], a, vec![ty.clone()], "f");
        outs.push(g.ops[o].outputs[0]);
    }
    g.outputs = outs;
    let mut xs: Vec<f64> = (0..n - 6)
        .map(|i| ((i as f64 / (n - 7) as f64 * 2.0 - 1.0) * 30.0) as f32 as f64)
        .collect();
    xs.extend([0.0, -0.0, 9.0, -9.0, 18.0, -18.0]);
    let inp = Tensor::new(DType::F32, vec![n], xs.clone());
    let v = verify(&g).unwrap();
    let got = run_cpu(v, "mlas", std::slice::from_ref(&inp)).unwrap();
    let want = run(v, &[inp]).unwrap();
    let bits = |t: &Tensor| -> Vec<u32> { t.data.iter().map(|&x| (x as f32).to_bits()).collect() };
    for k in 0..2 {
        assert_eq!(bits(&got[k]), bits(&want[k]), "output {k}: jit ≠ reference");
        let f = if k == 0 {
            crate::mlas::logistic
        } else {
            crate::mlas::tanh
        };
        let direct: Vec<u32> = xs.iter().map(|&x| f(x as f32).to_bits()).collect();
        assert_eq!(bits(&want[k]), direct, "output {k}");
        assert_ne!(
            bits(&want[k]),
            bits(&want[k + 2]),
            "output {k}: as unmarked"
        );
    }
}

/// A call with the wrong number, element type or shape of inputs or
/// outputs is an error naming the stage and the argument.
#[test]
fn cpu_call_checks_arguments() {
    let g = small();
    let st = CpuStage::new(verify(&g).unwrap(), "st7").unwrap();
    let good = HostTensor::zeros(DType::F32, &[2, 3, 4]).unwrap();
    let mut out = st.new_outputs().unwrap();
    st.call(&[&good], &mut out).unwrap();
    let msg = |r: Result<(), crate::BackendError>| r.unwrap_err().to_string();
    let e = msg(st.call(&[], &mut out));
    assert!(
        e.contains("stage st7") && e.contains("0 inputs given, 1 expected"),
        "{e}"
    );
    let wrong_shape = HostTensor::zeros(DType::F32, &[2, 4, 3]).unwrap();
    let e = msg(st.call(&[&wrong_shape], &mut out));
    assert!(
        e.contains("stage st7") && e.contains("input 0 (x) is f32[2, 4, 3], expected f32[2, 3, 4]"),
        "{e}"
    );
    let wrong_type = HostTensor::zeros(DType::I32, &[2, 3, 4]).unwrap();
    let e = msg(st.call(&[&wrong_type], &mut out));
    assert!(e.contains("input 0 (x) is i32[2, 3, 4]"), "{e}");
    let mut bad_out = vec![HostTensor::zeros(DType::F32, &[1]).unwrap()];
    let e = msg(st.call(&[&good], &mut bad_out));
    assert!(e.contains("stage st7") && e.contains("output 0"), "{e}");
    let e = st
        .run(&[Tensor::new(DType::F32, vec![3], vec![0.0; 3])])
        .unwrap_err()
        .to_string();
    assert!(e.contains("stage st7") && e.contains("input 0 (x)"), "{e}");
}

/// Resident memory of this process, from /proc/self/statm (pages × 4 KiB).
fn rss_kib() -> u64 {
    let s = std::fs::read_to_string("/proc/self/statm").unwrap();
    s.split_whitespace().nth(1).unwrap().parse::<u64>().unwrap() * 4
}

/// The child of [`cpu_stage_memory_is_flat`] (run alone in its own
/// process so no other test's allocations move the RSS): a stage whose
/// intermediates take about 400 KiB per call, called 10,000 times; prints
/// the RSS after 100 calls and after all.
#[test]
#[ignore]
fn cpu_stage_memory_child() {
    if std::env::var("HETC_RSS_CHILD").is_err() {
        return;
    }
    let f = |d: &[u64]| TensorType::fixed(DType::F32, d);
    let mut g = Graph::new("rss");
    let x = g.add_input("x", f(&[64, 256]));
    let wd: Vec<f64> = (0..256 * 256)
        .map(|i| ((i % 97) as f64 - 48.0) / 512.0)
        .collect();
    let w = g.add_param(
        "w",
        f(&[256, 256]),
        Some(hetc_ir::TensorData::from_f64s(DType::F32, &wd)),
    );
    let m = g.add_op(
        OpKind::MatMul,
        &[x, w],
        Attrs::new(),
        vec![f(&[64, 256])],
        "mm",
    );
    let h = g.ops[m].outputs[0];
    let mut at = Attrs::new();
    at.insert("axis".into(), Attr::Int(-1));
    let s = g.add_op(OpKind::Softmax, &[h], at, vec![f(&[64, 256])], "sm");
    let p = g.ops[s].outputs[0];
    let m2 = g.add_op(
        OpKind::MatMul,
        &[p, w],
        Attrs::new(),
        vec![f(&[64, 256])],
        "mm2",
    );
    g.outputs = vec![g.ops[m2].outputs[0]];
    let st = CpuStage::new(verify(&g).unwrap(), "rss").unwrap();
    let xin = HostTensor::f32(
        &[64, 256],
        (0..64 * 256).map(|i| (i % 13) as f32 * 0.01).collect(),
    )
    .unwrap();
    let mut out = st.new_outputs().unwrap();
    for _ in 0..100 {
        st.call(&[&xin], &mut out).unwrap();
    }
    let before = rss_kib();
    for _ in 0..10_000 {
        st.call(&[&xin], &mut out).unwrap();
    }
    println!("rss_kib {before} {}", rss_kib());
}

/// 10,000 calls of a compiled stage leave the resident memory flat: the
/// code frees its intermediates (they would add about 4 GB).
#[test]
fn cpu_stage_memory_is_flat() {
    let exe = std::env::current_exe().unwrap();
    let out = std::process::Command::new(exe)
        .args([
            "mlir::tests::cpu_stage_memory_child",
            "--exact",
            "--ignored",
            "--nocapture",
            "--test-threads=1",
        ])
        .env("HETC_RSS_CHILD", "1")
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    let line = text
        .lines()
        .find_map(|l| l.split_once("rss_kib ").map(|(_, r)| r))
        .unwrap_or_else(|| {
            panic!(
                "no RSS from the child:\n{text}\n{}",
                String::from_utf8_lossy(&out.stderr)
            )
        });
    let v: Vec<u64> = line.split(' ').map(|x| x.parse().unwrap()).collect();
    eprintln!(
        "RSS after 100 calls {} KiB, after 10,100 {} KiB",
        v[0], v[1]
    );
    assert!(
        v[1] <= v[0] + 2048,
        "RSS grew from {} to {} KiB",
        v[0],
        v[1]
    );
}

/// The schedule table on hand-worked shapes: a GEMM whose dims the blocks
/// divide, one they do not (peeled remainders, no cache block there), an
/// elementwise op, a row reduction and a column reduction.
#[test]
fn schedules_follow_the_table() {
    use super::schedule::{family, parallelize, Blocks, Family, Loops, Schedule};
    use super::target::{CpuTarget, Isa};
    let avx512 = Blocks::for_target(&CpuTarget::of(Isa::Avx512));
    let schedule =
        |f: &Family, l: &Loops, threads| super::schedule::schedule(f, l, threads, &avx512);
    let gemm = |m: u64, n: u64, k: u64| Loops {
        extents: vec![m, n, k],
        reduction: vec![false, false, true],
        maps: vec![
            vec![Some(0), Some(2)],
            vec![Some(2), Some(1)],
            vec![Some(0), Some(1)],
        ],
        body_ops: 2,
    };
    let l = gemm(256, 768, 768);
    let f = family(&l, true).unwrap();
    assert_eq!(f, Family::Contraction { m: 0, n: 1, k: 2 });
    // 256 rows: 42 blocks of 6 and a peeled 4; one 768-wide column block;
    // K in blocks of 128.
    assert_eq!(
        schedule(&f, &l, 1).unwrap(),
        Schedule {
            levels: vec![vec![0, 768, 128], vec![6, 64, 1]],
            peel: vec![0],
            order: vec![],
            parallel: vec![]
        }
    );
    // Two threads: two column blocks of 384, one per thread.
    let two = parallelize(&f, &l, &schedule(&f, &l, 2).unwrap(), 2);
    assert_eq!(two.levels[0], vec![0, 384, 128]);
    assert_eq!(two.parallel, vec![0, 384, 0]);
    // 100 rows: 16 blocks of 6 + 4; 50257 columns: 3141 of 16 + 1.
    let l = gemm(100, 50257, 64);
    assert_eq!(
        schedule(&family(&l, true).unwrap(), &l, 1).unwrap(),
        Schedule {
            levels: vec![vec![0, 0, 64], vec![6, 16, 1]],
            peel: vec![0, 1],
            order: vec![],
            parallel: vec![]
        }
    );
    let ew = Loops {
        extents: vec![1, 128, 64],
        reduction: vec![false; 3],
        maps: vec![vec![Some(0), Some(1), Some(2)]; 2],
        body_ops: 1,
    };
    assert_eq!(
        schedule(&family(&ew, false).unwrap(), &ew, 1).unwrap(),
        Schedule {
            levels: vec![vec![1, 4, 64]],
            peel: vec![],
            order: vec![],
            parallel: vec![]
        }
    );
    // A heavy body (an exp polynomial) gets a tile of two registers.
    let heavy = Loops {
        body_ops: 30,
        ..ew.clone()
    };
    assert_eq!(
        schedule(&family(&heavy, false).unwrap(), &heavy, 1)
            .unwrap()
            .levels,
        vec![vec![1, 1, 32]]
    );
    let rows = |r: u64| Loops {
        extents: vec![4, 128, r],
        reduction: vec![false, false, true],
        maps: vec![vec![Some(0), Some(1), Some(2)], vec![Some(0), Some(1)]],
        body_ops: 1,
    };
    let red = |l: &Loops| schedule(&family(l, false).unwrap(), l, 1).unwrap();
    assert_eq!(red(&rows(128)).levels, vec![vec![1, 1, 128]]);
    assert_eq!(red(&rows(3072)).levels, vec![vec![1, 1, 256]]);
    assert_eq!(red(&rows(1000)).peel, vec![2]);
    let cols = Loops {
        extents: vec![512, 768],
        reduction: vec![true, false],
        maps: vec![vec![Some(0), Some(1)], vec![Some(1)]],
        body_ops: 1,
    };
    assert_eq!(red(&cols).levels, vec![vec![1, 64]]);
    // A constant index (a broadcast read through `(d0) -> (0)`) is not
    // vectorized.
    let mut c = ew.clone();
    c.maps[0][0] = None;
    assert_eq!(family(&c, false), None);

    // AVX2 (8 lanes, 16 registers) with a 512 KiB L2: a register block of
    // 6 rows × 2 ymm = 16 columns, the columns walked outside the rows;
    // k blocks of 128 and column blocks of at most 512 KiB / 4 / (128 × 4
    // bytes) = 256 — here the first divisor of 768 that even splits fit:
    // 768 / 3.
    let avx2 = Blocks::for_target(&CpuTarget {
        l2: 512 << 10,
        ..CpuTarget::of(Isa::Avx2)
    });
    assert_eq!(avx2.gemm_register, [6, 16, 1]);
    assert_eq!(
        (avx2.elementwise_width, avx2.elementwise_elements),
        (32, 64)
    );
    assert_eq!((avx2.reduction_whole, avx2.reduction_step), (128, 64));
    let l = gemm(256, 768, 768);
    let f = family(&l, true).unwrap();
    let s = super::schedule::schedule(&f, &l, 1, &avx2).unwrap();
    assert_eq!(
        s,
        Schedule {
            levels: vec![vec![0, 256, 128], vec![6, 16, 1]],
            peel: vec![0],
            order: vec![1, 0, 2],
            parallel: vec![]
        }
    );
    // The script tiles the register level columns first, and peels the
    // rows' loop, the second of that nest.
    let script = super::schedule::script(std::slice::from_ref(&s));
    assert!(
        script.contains("tile_sizes [6, 16, 1] interchange = [1, 0, 2]"),
        "{script}"
    );
    assert!(
        script.contains("%s0_t1, %s0_l1_1, %s0_l1_0, %s0_l1_2 ="),
        "{script}"
    );
    assert!(script.contains("transform.loop.peel %s0_l1_0"), "{script}");
    // An elementwise tile of AVX2: 4 ymm wide, 64 elements.
    assert_eq!(
        super::schedule::schedule(&family(&ew, false).unwrap(), &ew, 1, &avx2)
            .unwrap()
            .levels,
        vec![vec![1, 2, 32]]
    );
}

/// A stage compiled for two threads (its GEMMs, softmax and elementwise
/// ops split over an OpenMP parallel loop) computes what the reference
/// interpreter does, and what one thread computes.
/// A GEMM [256, 192] × [192, 256] feeding a softmax and a tanh (both
/// outputs), and its input.
fn par_graph() -> (Graph, Tensor) {
    let f = |d: &[u64]| TensorType::fixed(DType::F32, d);
    let mut g = Graph::new("par");
    let x = g.add_input("x", f(&[256, 192]));
    let wd: Vec<f64> = (0..192 * 256)
        .map(|i| ((i % 89) as f64 - 44.0) / 300.0)
        .collect();
    let w = g.add_param(
        "w",
        f(&[192, 256]),
        Some(hetc_ir::TensorData::from_f64s(DType::F32, &wd)),
    );
    let m = g.add_op(
        OpKind::MatMul,
        &[x, w],
        Attrs::new(),
        vec![f(&[256, 256])],
        "mm",
    );
    let h = g.ops[m].outputs[0];
    let mut at = Attrs::new();
    at.insert("axis".into(), Attr::Int(-1));
    let s = g.add_op(OpKind::Softmax, &[h], at, vec![f(&[256, 256])], "sm");
    let p = g.ops[s].outputs[0];
    let t = g.add_op(OpKind::Tanh, &[h], Attrs::new(), vec![f(&[256, 256])], "th");
    g.outputs = vec![p, g.ops[t].outputs[0]];
    let xin = Tensor::new(
        DType::F32,
        vec![256, 192],
        (0..256 * 192)
            .map(|i| ((i * 7 % 23) as f64 - 11.0) / 20.0)
            .collect(),
    );
    (g, xin)
}

#[test]
fn cpu_two_threads_match_the_reference() {
    let (g, xin) = par_graph();
    let v = verify(&g).unwrap();
    let want = run(v, std::slice::from_ref(&xin)).unwrap();
    let two = CpuStage::with_options(v, "par", &CpuOptions::with_threads(2)).unwrap();
    assert!(
        two.parallel_ops() >= 3,
        "{} parallel ops",
        two.parallel_ops()
    );
    // Its OpenMP workers spin briefly, then sleep: libomp's setter was
    // found (unless the environment sets the wait policy).
    let user = ["KMP_BLOCKTIME", "OMP_WAIT_POLICY"]
        .iter()
        .any(|k| std::env::var_os(k).is_some());
    assert_eq!(two.sets_blocktime(), !user);
    let one = CpuStage::new(v, "par1").unwrap();
    assert_eq!(one.parallel_ops(), 0);
    assert!(!one.sets_blocktime());
    let got2 = two.run(std::slice::from_ref(&xin)).unwrap();
    let got1 = one.run(std::slice::from_ref(&xin)).unwrap();
    for k in 0..2 {
        let e = rel_err(&got2[k], &want[k]);
        assert!(e < 1e-5, "output {k}: {e}");
        assert_eq!(got2[k], got1[k], "output {k}: two threads differ from one");
    }
}

/// The FMA peak loop compiles and runs on one and two threads (the
/// benchmarks' denominator), at a rate a scalar loop cannot reach (at
/// least 4 f32 lanes × 2 FLOP per FMA: a scalar loop tops out near 2
/// GFLOP/s per GHz).
#[test]
fn fma_peak_runs() {
    let one = fma_peak(1).unwrap();
    let two = fma_peak(2).unwrap();
    eprintln!("FMA peak: {one:.1} GFLOP/s on one thread, {two:.1} on two");
    assert!(one > 10.0 && two > 10.0, "{one} {two}");
}

/// GEMM weights packed in column panels (`lower::packed_weights`):
/// a weight read directly (twice), one read through its transpose (a
/// backward's `g · wᵀ`), one whose columns do not fill whole panels (not
/// packed), and a weight read both ways (not packed). Packing is forced
/// by an AVX2 target (16-lane panels) whatever the host; the JIT result is
/// the reference interpreter's.
#[test]
fn cpu_jit_packs_gemm_weights() {
    use super::target::{CpuTarget, Isa};
    // By hand: [K 2, N 4] in panels of 2 columns; and [N 4, K 2] read
    // through its transpose.
    let w: Vec<f32> = (1..=8).map(|i| i as f32).collect();
    assert_eq!(
        lower::pack_panels(&w, 2, 4, 2, false),
        [1., 2., 5., 6., 3., 4., 7., 8.]
    );
    assert_eq!(
        lower::pack_panels(&w, 2, 4, 2, true),
        [1., 3., 2., 4., 5., 7., 6., 8.]
    );
    let f = |d: &[u64]| TensorType::fixed(DType::F32, d);
    let data = |n: usize, k: usize| -> Option<hetc_ir::TensorData> {
        let v: Vec<f64> = (0..n)
            .map(|i| ((i * k % 89) as f64 - 44.0) / 89.0)
            .collect();
        Some(hetc_ir::TensorData::from_f64s(DType::F32, &v))
    };
    let mut g = Graph::new("packed");
    let x = g.add_input("x", f(&[2, 7, 32]));
    let w1 = g.add_param("w1", f(&[32, 48]), data(32 * 48, 7));
    let w2 = g.add_param("w2", f(&[32, 48]), data(32 * 48, 11));
    let w3 = g.add_param("w3", f(&[32, 40]), data(32 * 40, 13));
    let w4 = g.add_param("w4", f(&[48, 32]), data(48 * 32, 17));
    let op = |g: &mut Graph, k: OpKind, ins: &[ValueId], a: Attrs, t: TensorType| {
        let o = g.add_op(k, ins, a, vec![t], "o");
        g.ops[o].outputs[0]
    };
    let y1 = op(
        &mut g,
        OpKind::MatMul,
        &[x, w1],
        Attrs::new(),
        f(&[2, 7, 48]),
    );
    let mut a = Attrs::new();
    a.insert("perm".into(), Attr::Ints(vec![1, 0]));
    let w2t = op(&mut g, OpKind::Transpose, &[w2], a, f(&[48, 32]));
    let y2 = op(
        &mut g,
        OpKind::MatMul,
        &[y1, w2t],
        Attrs::new(),
        f(&[2, 7, 32]),
    );
    let y3 = op(
        &mut g,
        OpKind::MatMul,
        &[y2, w3],
        Attrs::new(),
        f(&[2, 7, 40]),
    );
    let y4 = op(
        &mut g,
        OpKind::MatMul,
        &[y2, w1],
        Attrs::new(),
        f(&[2, 7, 48]),
    );
    let y5 = op(
        &mut g,
        OpKind::MatMul,
        &[y4, w4],
        Attrs::new(),
        f(&[2, 7, 32]),
    );
    let mut a = Attrs::new();
    a.insert("perm".into(), Attr::Ints(vec![1, 0]));
    let w4t = op(&mut g, OpKind::Transpose, &[w4], a, f(&[32, 48]));
    let y6 = op(
        &mut g,
        OpKind::MatMul,
        &[y2, w4t],
        Attrs::new(),
        f(&[2, 7, 48]),
    );
    g.outputs = vec![y3, y5, y6];
    let v = verify(&g).unwrap();
    let p = lower::packed_weights(&g, 16);
    assert_eq!(
        p.params.iter().map(|(&k, &t)| (k, t)).collect::<Vec<_>>(),
        [(w1, false), (w2, true)]
    );
    assert_eq!(p.operands.iter().copied().collect::<Vec<_>>(), [w1, w2t]);
    let xin = Tensor::new(
        DType::F32,
        vec![2, 7, 32],
        (0..448)
            .map(|i| ((i * 13 % 31) as f64 - 15.0) / 16.0)
            .collect(),
    );
    let want = run(v, std::slice::from_ref(&xin)).unwrap();
    let opts = CpuOptions {
        threads: 1,
        target: CpuTarget {
            l2: 512 << 10,
            ..CpuTarget::of(Isa::Avx2)
        },
        cache: CodeCache::from_env(),
    };
    let stage = CpuStage::with_options(v, "packed", &opts).unwrap();
    let got = stage.run(std::slice::from_ref(&xin)).unwrap();
    for (g, w) in got.iter().zip(&want) {
        let e = rel_err(g, w);
        assert!(e < 1e-5, "{e}");
    }
}

/// The compile cache ([`cache`]): the first stage of a key compiles and
/// stores a shared object, the next loads it without compiling — also
/// under another stage name (identical segments compile once) — and both
/// compute bit for bit what the in-process JIT computes, on one thread and
/// on two (two keys); an entry that does not load is compiled again, and
/// the size bound evicts.
#[test]
fn compile_cache_stores_loads_and_recovers() {
    let (g, xin) = par_graph();
    let v = verify(&g).unwrap();
    let dir = std::env::temp_dir().join(format!("hetc-code-cache-test-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let opts = |threads: usize, cache: Option<CodeCache>| CpuOptions {
        threads,
        target: CpuTarget::host().clone(),
        cache,
    };
    let cache = CodeCache::at(&dir, 1 << 30);
    let x = std::slice::from_ref(&xin);
    let jit = CpuStage::with_options(v, "par", &opts(1, None)).unwrap();
    assert!(!jit.cached());
    let want = jit.run(x).unwrap();
    let sos = || -> Vec<std::path::PathBuf> {
        let mut v: Vec<_> = std::fs::read_dir(&dir)
            .map(|rd| rd.filter_map(|e| e.ok().map(|e| e.path())).collect())
            .unwrap_or_default();
        v.retain(|p| p.extension().is_some_and(|x| x == "so"));
        v.sort();
        v
    };
    for threads in [1, 2] {
        let t0 = std::time::Instant::now();
        let first = CpuStage::with_options(v, "par", &opts(threads, Some(cache.clone()))).unwrap();
        let t1 = std::time::Instant::now();
        let second =
            CpuStage::with_options(v, "par-again", &opts(threads, Some(cache.clone()))).unwrap();
        eprintln!(
            "{threads} thread(s): compile and store {:.0} ms, load {:.0} ms",
            (t1 - t0).as_secs_f64() * 1e3,
            t1.elapsed().as_secs_f64() * 1e3
        );
        assert!(first.cached() && !first.from_cache());
        assert!(second.from_cache());
        assert_eq!(second.parallel_ops(), first.parallel_ops());
        assert_eq!(second.scheduled_ops(), first.scheduled_ops());
        assert_eq!(first.parallel_ops() > 0, threads > 1);
        assert_eq!(first.run(x).unwrap(), want, "{threads} thread(s), stored");
        assert_eq!(second.run(x).unwrap(), want, "{threads} thread(s), loaded");
        assert_eq!(second.sets_blocktime(), first.sets_blocktime());
    }
    assert_eq!(sos().len(), 2);
    for so in sos() {
        std::fs::write(so, b"not an ELF file").unwrap();
    }
    let again = CpuStage::with_options(v, "par", &opts(1, Some(cache.clone()))).unwrap();
    assert!(
        again.cached() && !again.from_cache(),
        "a corrupt entry is compiled again"
    );
    assert_eq!(again.run(x).unwrap(), want);
    // Over the bound: the store evicts everything (IREE modules too), the
    // code still runs.
    std::fs::write(dir.join("0123.vmfb"), b"an IREE module").unwrap();
    let tiny = CodeCache::at(&dir, 1);
    let three = CpuStage::with_options(v, "par", &opts(3, Some(tiny))).unwrap();
    assert!(three.cached());
    assert!(sos().is_empty(), "{:?}", sos());
    assert!(!dir.join("0123.vmfb").exists());
    let got = three.run(x).unwrap();
    for k in 0..2 {
        assert!(rel_err(&got[k], &want[k]) < 1e-6);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A bundle's cpu code ([`compile_cpu`]): a shared object that needs
/// nothing but libc and libm, described by its [`ObjectInfo`], which
/// [`crate::native::CpuStage::load`] runs — weights packed and outputs
/// mapped as the description's calling convention says — bit for bit as
/// the in-process JIT. Code described for another graph, for a processor
/// with extensions this one lacks, in another format, or without its
/// description is refused, naming the file.
#[test]
fn bundle_object_runs_as_the_jit_and_refuses_mismatches() {
    use crate::native::{BundleObject, CpuStage as Loaded};
    let (mut g, xin) = par_graph();
    // An output twice and an input returned as is: the output map.
    g.outputs.push(g.outputs[0]);
    g.outputs.push(g.inputs[0]);
    let v = verify(&g).unwrap();
    let x = std::slice::from_ref(&xin);
    let opts = CpuOptions {
        cache: None,
        ..CpuOptions::default()
    };
    let want = CpuStage::with_options(v, "obj", &opts)
        .unwrap()
        .run(x)
        .unwrap();
    assert_eq!(want.len(), 4);
    let (so, info) = compile_cpu(v, "obj").unwrap();
    assert!(
        info.abi.weights.iter().any(|w| w.packed.is_some()) || info.abi.pack == 0,
        "{:?}",
        info.abi.weights
    );
    let dir = std::env::temp_dir().join(format!("hetc-bundle-object-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let write = |info: &ObjectInfo| {
        std::fs::write(
            dir.join("seg.cpu.json"),
            serde_json::to_vec_pretty(info).unwrap(),
        )
        .unwrap()
    };
    std::fs::write(dir.join("seg.cpu.so"), &so).unwrap();
    write(&info);
    // Its dynamic dependencies: the C library and libm only.
    let out = std::process::Command::new("readelf")
        .arg("-d")
        .arg(dir.join("seg.cpu.so"))
        .output()
        .expect("readelf (binutils) runs");
    let text = String::from_utf8_lossy(&out.stdout);
    let needed: Vec<&str> = text
        .lines()
        .filter(|l| l.contains("(NEEDED)"))
        .filter_map(|l| l.split('[').nth(1)?.split(']').next())
        .collect();
    assert!(
        !needed.is_empty()
            && needed
                .iter()
                .all(|n| ["libc.so.6", "libm.so.6"].contains(n)),
        "{needed:?}"
    );
    let obj = BundleObject::open(&dir, "seg.cpu").unwrap().unwrap();
    let stage = Loaded::load(v, "obj", &obj).unwrap();
    assert!(stage.from_bundle());
    assert_eq!(stage.run(x).unwrap(), want);
    // Another graph (another nonlinearity) under the same file.
    let mut other = g.clone();
    let t = other.ops.keys().next_back().unwrap();
    other.ops[t].kind = OpKind::Sigmoid;
    let e = Loaded::load(verify(&other).unwrap(), "obj", &obj)
        .err()
        .expect("another graph is refused")
        .to_string();
    assert!(
        e.contains("seg.cpu.so") && e.contains("another graph"),
        "{e}"
    );
    // An extension this processor lacks.
    let mut foreign = info.clone();
    foreign.isa.push("avx10_9".into());
    foreign.host = "Some Future CPU".into();
    write(&foreign);
    let obj = BundleObject::open(&dir, "seg.cpu").unwrap().unwrap();
    let e = Loaded::load(v, "obj", &obj).err().unwrap().to_string();
    assert!(
        e.contains("seg.cpu.so") && e.contains("avx10_9") && e.contains("Some Future CPU"),
        "{e}"
    );
    // Another format; no description; no object.
    let mut old = serde_json::to_value(&info).unwrap();
    old["format"] = "hetc-cpu-object-1".into();
    std::fs::write(dir.join("seg.cpu.json"), old.to_string()).unwrap();
    let e = BundleObject::open(&dir, "seg.cpu").unwrap_err().to_string();
    assert!(
        e.contains("seg.cpu.json") && e.contains("hetc-cpu-object-1"),
        "{e}"
    );
    std::fs::remove_file(dir.join("seg.cpu.json")).unwrap();
    let e = BundleObject::open(&dir, "seg.cpu").unwrap_err().to_string();
    assert!(
        e.contains("seg.cpu.so") && e.contains("seg.cpu.json"),
        "{e}"
    );
    assert!(BundleObject::open(&dir, "seg1.cpu").unwrap().is_none());
    let _ = std::fs::remove_dir_all(&dir);
}

/// Profiling marks ([`marks`]): code compiled with regions times each
/// region as it runs inside the stage, and computes bit for bit what the
/// unmarked code computes.
#[test]
fn marked_code_times_each_region_and_computes_the_same() {
    let (g, xin) = par_graph();
    let v = verify(&g).unwrap();
    let opts = CpuOptions {
        cache: None,
        ..CpuOptions::default()
    };
    let plain = CpuStage::with_options(v, "plain", &opts).unwrap();
    let mut regions = marks::Regions::new();
    regions.insert("mm", 0);
    regions.insert("sm", 1);
    regions.insert("th", 2);
    let marked = CpuStage::profiled(v, "marked", &opts, &regions).unwrap();
    let x = HostTensor::from_tensor(&xin).unwrap();
    let (mut a, mut b) = (plain.new_outputs().unwrap(), marked.new_outputs().unwrap());
    plain.call(&[&x], &mut a).unwrap();
    let s = marked.call_profiled(&[&x], &mut b).unwrap();
    assert_eq!(a, b);
    assert_eq!(s.keys().copied().collect::<Vec<_>>(), vec![0, 1, 2]);
    assert!(s.values().all(|&t| t > 0.0 && t < 10.0), "{s:?}");
    // The unmarked code records nothing.
    assert!(plain.call_profiled(&[&x], &mut a).unwrap().is_empty());
    // The marks are in the code's text, once per region and at the end.
    let ctx = context();
    let m = cpu::lowered(&ctx, v, "marked", CpuTarget::host(), Some(&regions)).unwrap();
    let t = text(&m).unwrap();
    assert_eq!(t.matches("call @hetc_profile_mark").count(), 4, "{t}");
}

/// Casts to and from the low-precision floats ([`hetc_ir::lowp`]), and an
/// op on them (computed in f32 between casts), agree with the reference
/// interpreter (its conversions are checked against `ml_dtypes` in
/// `hetc_ir::lowp` and by the ONNX node tests) on every code's value, the
/// midpoints between neighbours (ties to even), values just beside them,
/// ±0, ±∞, NaN and values past the range — from f32, from f64 (midpoints
/// nudged by less than an f32 ulp: no double rounding) and from integers.
#[test]
fn cpu_jit_low_floats_match_the_reference() {
    let lows = [
        DType::F8E4M3FN,
        DType::F8E4M3FNUZ,
        DType::F8E5M2,
        DType::F8E5M2FNUZ,
        DType::F8E8M0,
        DType::F4E2M1,
    ];
    let mut xs: Vec<f64> = vec![
        0.0,
        -0.0,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
        1e30,
        -1e30,
    ];
    let mut nudged: Vec<f64> = Vec::new();
    for d in lows {
        let mut v: Vec<f64> = (0..=255u8)
            .filter_map(|b| hetc_ir::lowp::decode(d, b))
            .filter(|v| v.is_finite())
            .collect();
        v.sort_by(f64::total_cmp);
        v.dedup();
        for w in v.windows(2) {
            let m = (w[0] + w[1]) / 2.0;
            xs.extend([w[0], m, m * (1.0 + 1e-6), m * (1.0 - 1e-6)]);
            nudged.extend([m * (1.0 + 1e-12), m * (1.0 - 1e-12)]);
        }
        let top = v[v.len() - 1];
        xs.extend([top * 1.06, top * 1.07, top * 1.2, top * 4.0]);
    }
    let neg: Vec<f64> = xs.iter().map(|x| -x).collect();
    xs.extend(neg);
    let n = xs.len() as u64;
    let mut wide = xs.clone();
    wide.extend(&nudged);
    let nw = wide.len() as u64;
    let ints: Vec<f64> = (-70..70).map(|i| (i * 7) as f64).collect();
    let mut g = Graph::new("lowp");
    let x = g.add_input("x", TensorType::fixed(DType::F32, &[n]));
    let xd = g.add_input("xd", TensorType::fixed(DType::F64, &[nw]));
    let xi = g.add_input("xi", TensorType::fixed(DType::I32, &[140]));
    let mut outs = Vec::new();
    let cast = |g: &mut Graph, v: ValueId, d: DType, len: u64, at: Attrs| {
        let o = g.add_op(
            OpKind::Cast,
            &[v],
            at,
            vec![TensorType::fixed(d, &[len])],
            "c",
        );
        g.ops[o].outputs[0]
    };
    for d in lows {
        let modes: &[&str] = if d == DType::F8E8M0 {
            &["up", "down", "nearest"]
        } else {
            &["up"]
        };
        for sat in [0, 1] {
            for &mode in modes {
                let mut at = Attrs::new();
                at.insert("saturate".into(), Attr::Int(sat));
                at.insert("round_mode".into(), Attr::Str(mode.into()));
                for (v, len) in [(x, n), (xd, nw), (xi, 140)] {
                    let c = cast(&mut g, v, d, len, at.clone());
                    outs.push(c);
                    outs.push(cast(&mut g, c, DType::F16, len, Attrs::new()));
                }
            }
        }
        // An op on the type: computed in f32, the result rounded back.
        let c = cast(&mut g, x, d, n, Attrs::new());
        let o = g.add_op(
            OpKind::Add,
            &[c, c],
            Attrs::new(),
            vec![TensorType::fixed(d, &[n])],
            "twice",
        );
        let s = g.ops[o].outputs[0];
        outs.push(cast(&mut g, s, DType::F32, n, Attrs::new()));
    }
    g.outputs = outs;
    let ins = [
        Tensor::new(DType::F32, vec![n as usize], xs.clone()),
        Tensor::new(DType::F64, vec![nw as usize], wide),
        Tensor::new(DType::I32, vec![140], ints),
    ];
    let gv = verify(&g).unwrap();
    let want = run(gv, &ins).unwrap();
    let got = run_cpu(gv, "lowp", &ins).unwrap();
    assert_eq!(got.len(), want.len());
    for (i, (o, w)) in got.iter().zip(&want).enumerate() {
        assert_eq!((o.dtype, &o.shape), (w.dtype, &w.shape), "output {i}");
        for (j, (a, b)) in o.data.iter().zip(&w.data).enumerate() {
            assert!(
                a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan()),
                "output {i} ({}), element {j}: JIT {a}, reference {b}",
                o.dtype
            );
        }
    }
}

/// Code for an x86-64 level (`HETC_CPU_TARGET`): LLVM emits only that
/// level's instructions whatever the compiling host has (read back from
/// the object's disassembly by binutils' objdump), the bundle records
/// exactly the level's extensions, and the code computes what the host's
/// does. A level this host lacks still compiles into a bundle and refuses
/// to run here with a message naming the extensions.
#[cfg(target_arch = "x86_64")]
#[test]
fn code_for_an_x86_level_uses_only_its_instructions() {
    use crate::native::target::Machine;
    use crate::native::{BundleObject, CpuStage as Loaded};
    let (g, xin) = par_graph();
    let v = verify(&g).unwrap();
    let x = std::slice::from_ref(&xin);
    let dir = std::env::temp_dir().join(format!("hetc-x86-level-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    // The vector registers an object's code names.
    let registers = |name: &str, so: &[u8]| -> (bool, bool) {
        let path = dir.join(format!("{name}.so"));
        std::fs::write(&path, so).unwrap();
        let out = std::process::Command::new("objdump")
            .args(["-d", "--no-show-raw-insn"])
            .arg(&path)
            .output()
            .expect("objdump (binutils) runs");
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(text.contains("vfmadd"), "{name}: no FMA in the code");
        (text.contains("%zmm"), text.contains("%ymm"))
    };
    let host = CpuTarget::host();
    let want = CpuStage::with_options(
        v,
        "lvl",
        &CpuOptions {
            target: host.clone(),
            cache: None,
            ..CpuOptions::default()
        },
    )
    .unwrap()
    .run(x)
    .unwrap();
    let (host_so, host_info) = compile_cpu_for(v, "lvl", host).unwrap();
    assert_eq!(
        registers("host", &host_so).0,
        host.isa == crate::native::Isa::Avx512,
        "the host's code uses zmm registers exactly where it has AVX-512"
    );
    assert_eq!(host_info.isa, crate::native::object::host_isa());
    for machine in [Machine::X86_64V3, Machine::X86_64V4] {
        let target = CpuTarget::for_machine(machine).unwrap();
        let (so, info) = compile_cpu_for(v, "lvl", &target).unwrap();
        let flags: Vec<String> = machine
            .flags()
            .unwrap()
            .into_iter()
            .map(String::from)
            .collect();
        assert_eq!(info.isa, flags, "{machine:?}");
        let (zmm, ymm) = registers(machine.name(), &so);
        match machine {
            Machine::X86_64V3 => assert!(!zmm && ymm, "x86-64-v3: ymm only"),
            _ => assert!(zmm, "x86-64-v4: the 16-lane schedule keeps zmm registers"),
        }
        let opts = CpuOptions {
            target: target.clone(),
            cache: None,
            ..CpuOptions::default()
        };
        let lack = target.lacking_here();
        if !lack.is_empty() {
            let e = CpuStage::with_options(v, "lvl", &opts)
                .err()
                .expect("code this host cannot run is refused")
                .to_string();
            assert!(
                e.contains(machine.name()) && e.contains(lack[0]) && e.contains("bundle"),
                "{e}"
            );
            continue;
        }
        let jit = CpuStage::with_options(v, "lvl", &opts)
            .unwrap()
            .run(x)
            .unwrap();
        // The bundle's object is the JIT's code: the same bits.
        std::fs::write(dir.join("seg.cpu.so"), &so).unwrap();
        std::fs::write(
            dir.join("seg.cpu.json"),
            serde_json::to_vec_pretty(&info).unwrap(),
        )
        .unwrap();
        let obj = BundleObject::open(&dir, "seg.cpu").unwrap().unwrap();
        assert_eq!(Loaded::load(v, "lvl", &obj).unwrap().run(x).unwrap(), jit);
        // Another vector width sums in another order: equal to rounding.
        for (a, b) in jit.iter().zip(&want) {
            let d = rel_err(a, b);
            assert!(d < 1e-5, "{machine:?}: difference {d} of the scale");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}
