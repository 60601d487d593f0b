use super::*;
use crate::reference::fixtures::{graph, io, rel_err};
use crate::reference::run;
use crate::stage::{extract_stages, StageBounds, StageGraph};
use hetc_ir::{verify, Attr, Attrs, Graph, OpKind, TensorType};

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
    let mut g = Graph::new("topk");
    let x = g.add_input("x", f(&[2, 8]));
    let mut at = Attrs::new();
    at.insert("axis".into(), Attr::Int(-1));
    at.insert("k".into(), Attr::Int(3));
    at.insert("largest".into(), Attr::Int(1));
    at.insert("sorted".into(), Attr::Int(1));
    let t = g.add_op(
        OpKind::TopK,
        &[x],
        at,
        vec![f(&[2, 3]), TensorType::fixed(DType::I64, &[2, 3])],
        "gate_topk",
    );
    g.outputs = vec![g.ops[t].outputs[0]];
    let e = emit_mlir(verify(&g).unwrap(), "4").unwrap_err().to_string();
    assert!(
        e.contains("stage 4") && e.contains("gate_topk") && e.contains("no MLIR lowering"),
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
