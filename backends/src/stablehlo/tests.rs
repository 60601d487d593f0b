use super::*;
use crate::reference::fixtures::{graph, io, rel_err, root, three};
use crate::reference::{run, Tensor};
use crate::stage::extract_stages;
use hetc_ir::verify;
use std::path::{Path, PathBuf};
use std::process::Command;

fn small() -> Graph {
    crate::reference::fixtures::small_graph(false)
}

#[test]
fn small_module_text() {
    let g = small();
    let text = emit_module(verify(&g).unwrap(), "small").unwrap();
    insta::assert_snapshot!(text);
}

/// Directory of `iree-compile` / `iree-run-module`: `$HETC_IREE_BIN`, else
/// next to `$HETC_PYTHON` (the test venv), else `PATH`.
fn iree(tool: &str) -> PathBuf {
    if let Ok(d) = std::env::var("HETC_IREE_BIN") {
        return Path::new(&d).join(tool);
    }
    if let Ok(p) = std::env::var("HETC_PYTHON") {
        if let Some(dir) = Path::new(&p).parent() {
            return dir.join(tool);
        }
    }
    PathBuf::from(tool)
}

/// numpy `.npy` (format 1.0) of a tensor.
fn write_npy(path: &Path, t: &Tensor) {
    let descr = match t.dtype {
        DType::F32 => "<f4",
        DType::F64 => "<f8",
        DType::I64 => "<i8",
        DType::I32 => "<i4",
        DType::Bool => "|b1",
        d => panic!("npy dtype {d}"),
    };
    let shape = match t.shape.len() {
        0 => "()".to_string(),
        1 => format!("({},)", t.shape[0]),
        _ => format!(
            "({})",
            t.shape
                .iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ),
    };
    let mut header = format!("{{'descr': '{descr}', 'fortran_order': False, 'shape': {shape}, }}");
    while (10 + header.len() + 1) % 64 != 0 {
        header.push(' ');
    }
    header.push('\n');
    let mut bytes = b"\x93NUMPY\x01\x00".to_vec();
    bytes.extend((header.len() as u16).to_le_bytes());
    bytes.extend(header.as_bytes());
    bytes.extend(t.to_data().bytes.iter());
    std::fs::write(path, bytes).unwrap();
}

fn read_npy(path: &Path, like: &Tensor) -> Tensor {
    let b = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert_eq!(&b[..6], b"\x93NUMPY");
    let hl = u16::from_le_bytes([b[8], b[9]]) as usize;
    let header = std::str::from_utf8(&b[10..10 + hl]).unwrap();
    let dtype = if header.contains("'<f4'") {
        DType::F32
    } else if header.contains("'<i8'") {
        DType::I64
    } else {
        panic!("{header}")
    };
    let data = hetc_ir::TensorData {
        dtype,
        bytes: std::sync::Arc::new(b[10 + hl..].to_vec()),
    };
    Tensor::new(like.dtype, like.shape.clone(), data.to_f64s())
}

/// Compile `base.mlir` with iree-compile for llvm-cpu and run `@main` on
/// `args` with iree-run-module; outputs shaped like `like`.
fn iree_run(base: &Path, args: &[Tensor], like: &[Tensor], at: &str) -> Vec<Tensor> {
    let vmfb = base.with_extension("vmfb");
    let out = Command::new(iree("iree-compile"))
        .arg(base.with_extension("mlir"))
        .args([
            "--iree-input-type=stablehlo",
            "--iree-hal-target-backends=llvm-cpu",
            // As bundles compile (`native::iree::IreeTarget::Local`); the
            // generic x86-64 target has no rounding instructions and links
            // no libm (`floor` became an undefined `truncf`).
            "--iree-llvmcpu-target-cpu=host",
            "-o",
        ])
        .arg(&vmfb)
        .output()
        .expect("running iree-compile (pip install iree-base-compiler; scripts/test.sh does)");
    assert!(
        out.status.success(),
        "{at}: iree-compile failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut cmd = Command::new(iree("iree-run-module"));
    cmd.arg(format!("--module={}", vmfb.display()))
        .args(["--device=local-sync", "--function=main"]);
    for (k, t) in args.iter().enumerate() {
        let p = base.with_extension(format!("in{k}.npy"));
        write_npy(&p, t);
        cmd.arg(format!("--input=@{}", p.display()));
    }
    let outs: Vec<PathBuf> = (0..like.len())
        .map(|i| base.with_extension(format!("out{i}.npy")))
        .collect();
    for o in &outs {
        cmd.arg(format!("--output=@{}", o.display()));
    }
    let out = cmd
        .output()
        .expect("running iree-run-module (pip install iree-base-runtime)");
    assert!(
        out.status.success(),
        "{at}: iree-run-module failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    outs.iter().zip(like).map(|(o, w)| read_npy(o, w)).collect()
}

/// Every StableHLO stage of the fixtures (3 stages) compiles with
/// iree-compile for llvm-cpu and iree-run-module reproduces the reference
/// interpreter's stage outputs.
#[test]
fn iree_runs_every_fixture_stage() {
    let work = root().join("target/tmp/stablehlo-iree");
    std::fs::create_dir_all(&work).unwrap();
    for stem in ["gpt2-tiny", "resnet50-tiny"] {
        let io = io(stem);
        let g = graph(stem, &io);
        let v = verify(&g).unwrap();
        let layers = hetc_passes::blocks::find_layers(&g);
        let stages = extract_stages(v, &layers, &three(layers.len(), 1)).unwrap();
        let mut acts = io.inputs.clone();
        for s in &stages {
            let sv = verify(&s.graph).unwrap();
            let want = run(sv, &acts).unwrap();
            let text = emit_module(sv, &format!("stage_{}", s.index)).unwrap();
            let base = work.join(format!("{stem}-stage{}", s.index));
            std::fs::write(base.with_extension("mlir"), &text).unwrap();
            let mut args = acts.clone();
            for w in s.graph.params() {
                args.push(Tensor::from_data(s.graph.ty(w), &s.graph.data[&w]).unwrap());
            }
            let at = format!("{stem} stage {}", s.index);
            let got = iree_run(&base, &args, &want, &at);
            for (i, (o, w)) in got.iter().zip(&want).enumerate() {
                let e = rel_err(o, w);
                eprintln!(
                    "{stem} stage {} output {i}: IREE vs reference {e:.2e}",
                    s.index
                );
                assert!(e < 1e-4, "{stem} stage {} output {i}: {e}", s.index);
            }
            acts = want;
        }
    }
}

/// Top-k along the last axis (largest) and along axis 0 (smallest) as
/// `chlo.top_k`: IREE, the reference and the re-imported graph give the
/// hand-computed values (ties to the lower index).
#[test]
fn top_k_runs_on_iree_and_round_trips() {
    use hetc_ir::{Attr, Attrs, OpKind, TensorType};
    let f = |d: &[u64]| TensorType::fixed(DType::F32, d);
    let i = |d: &[u64]| TensorType::fixed(DType::I64, d);
    let mut g = Graph::new("topk");
    let x = g.add_input("x", f(&[2, 6]));
    let mut outs = Vec::new();
    for (axis, k, largest, shape) in [(-1, 3, 1, [2u64, 3]), (0, 1, 0, [1, 6])] {
        let mut a = Attrs::new();
        for (n, v) in [
            ("axis", axis),
            ("k", k),
            ("largest", largest),
            ("sorted", 1),
        ] {
            a.insert(n.into(), Attr::Int(v));
        }
        let op = g.add_op(OpKind::TopK, &[x], a, vec![f(&shape), i(&shape)], "tk");
        outs.extend(g.ops[op].outputs.iter().copied());
    }
    g.outputs = outs;
    let xs = Tensor::new(
        DType::F32,
        vec![2, 6],
        vec![1., 5., 3., 5., 0., 2., 9., 4., 7., 6., 5., 1.],
    );
    let hand: [&[f64]; 4] = [
        &[5., 5., 3., 9., 7., 6.],
        &[1., 3., 2., 0., 2., 3.],
        &[1., 4., 3., 5., 0., 1.],
        &[0., 1., 0., 0., 0., 1.],
    ];
    let want = super::roundtrip::check(&g, std::slice::from_ref(&xs), "top_k");
    for (w, h) in want.iter().zip(hand) {
        assert_eq!(w.data, h, "reference");
    }
    let work = root().join("target/tmp/stablehlo-iree");
    std::fs::create_dir_all(&work).unwrap();
    let base = work.join("topk");
    let text = emit_module(verify(&g).unwrap(), "topk").unwrap();
    assert!(text.contains("chlo.top_k"), "{text}");
    std::fs::write(base.with_extension("mlir"), &text).unwrap();
    let got = iree_run(&base, &[xs], &want, "top_k");
    for (o, h) in got.iter().zip(hand) {
        assert_eq!(o.data, h, "IREE");
    }
}

/// ONNX OneHot (indices [[1, -1], [3, 0]], depth 3, values [0, 5], at the
/// last and the first axis; -1 counts from the depth, 3 is out of range):
/// IREE, the reference and the re-imported graph give the hand-computed
/// values.
#[test]
fn one_hot_runs_on_iree_and_round_trips() {
    use hetc_ir::{Attr, Attrs, OpKind, TensorType};
    let mut g = Graph::new("onehot");
    let ids = g.add_input("ids", TensorType::fixed(DType::I64, &[2, 2]));
    let vals = g.add_input("vals", TensorType::fixed(DType::F32, &[2]));
    let mut outs = Vec::new();
    for (axis, shape) in [(-1, [2u64, 2, 3]), (0, [3, 2, 2])] {
        let mut a = Attrs::new();
        a.insert("depth".into(), Attr::Int(3));
        a.insert("axis".into(), Attr::Int(axis));
        let op = g.add_op(
            OpKind::OneHot,
            &[ids, vals],
            a,
            vec![TensorType::fixed(DType::F32, &shape)],
            "hot",
        );
        outs.push(g.ops[op].outputs[0]);
    }
    g.outputs = outs;
    let ins = [
        Tensor::new(DType::I64, vec![2, 2], vec![1., -1., 3., 0.]),
        Tensor::new(DType::F32, vec![2], vec![0., 5.]),
    ];
    #[rustfmt::skip]
    let hand: [&[f64]; 2] = [
        &[0., 5., 0.,  0., 0., 5.,  0., 0., 0.,  5., 0., 0.],
        &[0., 0., 0., 5.,  5., 0., 0., 0.,  0., 5., 0., 0.],
    ];
    let want = super::roundtrip::check(&g, &ins, "one_hot");
    for (w, h) in want.iter().zip(hand) {
        assert_eq!(w.data, h, "reference");
    }
    let work = root().join("target/tmp/stablehlo-iree");
    std::fs::create_dir_all(&work).unwrap();
    let base = work.join("onehot");
    let text = emit_module(verify(&g).unwrap(), "onehot").unwrap();
    assert!(text.contains("stablehlo.iota"), "{text}");
    std::fs::write(base.with_extension("mlir"), &text).unwrap();
    let got = iree_run(&base, &ins, &want, "one_hot");
    for (o, h) in got.iter().zip(hand) {
        assert_eq!(o.data, h, "IREE");
    }
}

/// The IR's `gather` wraps negative indices (ONNX Gather), where
/// `stablehlo.gather` clamps start indices into range: indices [[-1, 0],
/// [2, -3]] into 5 rows read rows 4, 0, 2, 2 — clamping would read row 0
/// for both negatives. Along axis 1 of a [2, 3] matrix, [-1, 1] reads
/// columns 2 and 1. IREE, the reference and the re-imported graph give the
/// hand-computed values.
#[test]
fn gather_wraps_negative_indices_on_iree() {
    use hetc_ir::{Attr, Attrs, OpKind, TensorType};
    let mut g = Graph::new("gather");
    let rows = g.add_input("rows", TensorType::fixed(DType::F32, &[5, 2]));
    let ids = g.add_input("ids", TensorType::fixed(DType::I64, &[2, 2]));
    let m = g.add_input("m", TensorType::fixed(DType::F32, &[2, 3]));
    let cols = g.add_input("cols", TensorType::fixed(DType::I32, &[2]));
    let mut outs = Vec::new();
    for (x, i, axis, shape) in [(rows, ids, 0, vec![2u64, 2, 2]), (m, cols, 1, vec![2, 2])] {
        let mut a = Attrs::new();
        a.insert("axis".into(), Attr::Int(axis));
        let op = g.add_op(
            OpKind::Gather,
            &[x, i],
            a,
            vec![TensorType::fixed(DType::F32, &shape)],
            "gather",
        );
        outs.push(g.ops[op].outputs[0]);
    }
    g.outputs = outs;
    let ins = [
        Tensor::new(
            DType::F32,
            vec![5, 2],
            vec![0., 1., 10., 11., 20., 21., 30., 31., 40., 41.],
        ),
        Tensor::new(DType::I64, vec![2, 2], vec![-1., 0., 2., -3.]),
        Tensor::new(DType::F32, vec![2, 3], vec![1., 2., 3., 4., 5., 6.]),
        Tensor::new(DType::I32, vec![2], vec![-1., 1.]),
    ];
    let hand: [&[f64]; 2] = [&[40., 41., 0., 1., 20., 21., 20., 21.], &[3., 2., 6., 5.]];
    let want = super::roundtrip::check(&g, &ins, "gather");
    for (w, h) in want.iter().zip(hand) {
        assert_eq!(w.data, h, "reference");
    }
    let work = root().join("target/tmp/stablehlo-iree");
    std::fs::create_dir_all(&work).unwrap();
    let base = work.join("gather");
    let text = emit_module(verify(&g).unwrap(), "gather").unwrap();
    assert!(text.contains("stablehlo.select"), "{text}");
    std::fs::write(base.with_extension("mlir"), &text).unwrap();
    let got = iree_run(&base, &ins, &want, "gather");
    for (o, h) in got.iter().zip(hand) {
        assert_eq!(o.data, h, "IREE");
    }
}

/// The TP 1 backward graphs of GPT-2's 3 stages (the last with the
/// cross-entropy loss; saved residuals from the forward, cotangents chained
/// from the next stage): each emits, re-imports to an equivalent graph, and
/// iree-run-module reproduces the reference interpreter's gradients.
#[test]
fn gpt2_backward_stages_round_trip_and_run_on_iree() {
    use crate::train::train_stage;
    use hetc_passes::autodiff::Loss;
    let work = root().join("target/tmp/stablehlo-iree");
    std::fs::create_dir_all(&work).unwrap();
    let io = io("gpt2-tiny");
    let g = graph("gpt2-tiny", &io);
    let v = verify(&g).unwrap();
    let layers = hetc_passes::blocks::find_layers(&g);
    let stages = extract_stages(v, &layers, &three(layers.len(), 1)).unwrap();
    let last = stages.len() - 1;
    // Labels: the input ids themselves (any valid class indices do).
    let labels = io.inputs[0].clone();
    let mut acts = io.inputs.clone();
    let mut trained = Vec::new();
    for (i, s) in stages.iter().enumerate() {
        let tr = train_stage(s, 1, i == last, false, Loss::CrossEntropy)
            .unwrap()
            .remove(0);
        let mut ins = acts.clone();
        if i == last {
            ins.push(labels.clone());
        }
        let outs = run(verify(&tr.forward).unwrap(), &ins).unwrap();
        let n = outs.len() - tr.n_saved;
        trained.push((tr, outs[n..].to_vec()));
        acts = outs[..n].to_vec();
    }
    let mut cts = vec![Tensor::new(DType::F32, vec![], vec![1.0])];
    for (i, (tr, saved)) in trained.iter().enumerate().rev() {
        let mut bin = saved.clone();
        bin.extend(
            cts.iter()
                .zip(&tr.cotangents)
                .filter(|(_, &c)| c)
                .map(|(c, _)| c.clone()),
        );
        let at = format!("gpt2 backward stage {i}");
        let want = super::roundtrip::check(&tr.backward, &bin, &at);
        let bg = &tr.backward;
        let text = emit_module(verify(bg).unwrap(), &format!("backward_{i}")).unwrap();
        let base = work.join(format!("gpt2-backward{i}"));
        std::fs::write(base.with_extension("mlir"), &text).unwrap();
        let mut args = bin.clone();
        let used = bg.used_values();
        for w in bg.params().filter(|&w| used.contains(w)) {
            args.push(Tensor::from_data(bg.ty(w), &bg.data[&w]).unwrap());
        }
        let got = iree_run(&base, &args, &want, &at);
        let mut worst = 0.0f64;
        for (k, (o, w)) in got.iter().zip(&want).enumerate() {
            let e = rel_err(o, w);
            assert!(e < 1e-4, "{at} output {k}: {e}");
            worst = worst.max(e);
        }
        eprintln!(
            "{at}: {} ops, {} gradients: IREE vs reference max rel err {worst:.2e}",
            bg.order.len(),
            want.len()
        );
        let n_in = tr.input_grads.iter().filter(|&&b| b).count();
        cts = want[..n_in].to_vec();
    }
}

/// Pad (reflect, edge, wrap, constant with a crop), Resize (linear up,
/// cubic down, nearest), ConvTranspose (stride 2, pads 1, bias) and
/// GatherND (negative indices) emitted as StableHLO and run on IREE
/// reproduce the reference interpreter.
#[test]
fn pad_resize_conv_transpose_run_on_iree() {
    let (g, ins) = crate::reference::fixtures::pad_resize_conv_transpose();
    let gv = verify(&g).unwrap();
    let want = run(gv, &ins).unwrap();
    let work = root().join("target/tmp/stablehlo-iree");
    std::fs::create_dir_all(&work).unwrap();
    let base = work.join("prc");
    let text = emit_module(gv, "prc").unwrap();
    std::fs::write(base.with_extension("mlir"), &text).unwrap();
    let got = iree_run(&base, &ins, &want, "pad_resize_conv_transpose");
    for (i, (o, w)) in got.iter().zip(&want).enumerate() {
        let e = rel_err(o, w);
        assert!(e < 1e-5, "output {i}: {e}\n{:?}\n{:?}", o.data, w.data);
    }
}

/// Float powers on IREE ([`super::emit_module_for_iree`]): negative bases
/// with integral exponents (odd and even), zero exponents and bases, and a
/// fractional exponent of a negative base (NaN) — as the reference (C's
/// `pow`) computes them; IREE's own `stablehlo.power` gives NaN for every
/// negative base (checked here too, so the workaround goes when IREE
/// fixes it).
#[test]
fn float_powers_of_negative_bases_run_on_iree() {
    use hetc_ir::{Attrs, OpKind, TensorType};
    let mut g = Graph::new("pow");
    let t = TensorType::fixed(DType::F32, &[8]);
    let x = g.add_input("x", t.clone());
    let y = g.add_input("y", t.clone());
    let op = g.add_op(OpKind::Pow, &[x, y], Attrs::new(), vec![t], "pow");
    g.outputs = vec![g.ops[op].outputs[0]];
    let ins = [
        Tensor::new(
            DType::F32,
            vec![8],
            vec![-2., -2., -3., 0., 0., -2., 4., -0.5],
        ),
        Tensor::new(DType::F32, vec![8], vec![2., 3., 0., 0., 2., 0.5, 0.5, -1.]),
    ];
    let gv = verify(&g).unwrap();
    let want = run(gv, &ins).unwrap();
    assert_eq!(want[0].data[..5], [4., -8., 1., 1., 0.]);
    assert!(want[0].data[5].is_nan());
    assert_eq!(want[0].data[6..], [2., -2.]);
    let work = root().join("target/tmp/stablehlo-iree");
    std::fs::create_dir_all(&work).unwrap();
    let run_on = |name: &str, text: String| {
        let base = work.join(name);
        std::fs::write(base.with_extension("mlir"), &text).unwrap();
        iree_run(&base, &ins, &want, name).remove(0).data
    };
    let got = run_on("pow", super::emit_module_for_iree(gv, "pow").unwrap());
    for (i, (o, w)) in got.iter().zip(&want[0].data).enumerate() {
        assert!(o == w || (o.is_nan() && w.is_nan()), "x^y {i}: {o} vs {w}");
    }
    let raw = run_on("pow_raw", emit_module(gv, "pow_raw").unwrap());
    assert!(
        raw[0].is_nan() || raw[1].is_nan(),
        "IREE's stablehlo.power now handles negative bases ({raw:?}): emit_module_for_iree's workaround can go"
    );
}

/// An op the emitter has no lowering for is named, with why; the ops
/// after it, which read its result, are still tried (and lower).
#[test]
fn unlowered_ops_names_only_the_ops_without_a_lowering() {
    use hetc_ir::{attrs, Attr, TensorType};
    let mut g = Graph::new("apart");
    let x = g.add_input("x", TensorType::fixed(DType::F32, &[4]));
    let ints = |v: &[i64]| Attr::Ints(v.to_vec());
    let rev = g
        .build(
            "reverse",
            OpKind::Slice,
            &[x],
            attrs([
                ("starts", ints(&[-1])),
                ("ends", ints(&[-5])),
                ("axes", ints(&[0])),
                ("steps", ints(&[-1])),
            ]),
        )
        .unwrap();
    let r = g.build("relu", OpKind::Relu, &[rev], attrs([])).unwrap();
    let s = g.build("sum", OpKind::Add, &[r, x], attrs([])).unwrap();
    g.outputs.push(s);
    let v = verify(&g).unwrap();
    assert!(emit_module_for_iree(v, "apart").is_err());
    let apart = unlowered_ops(v).unwrap();
    assert_eq!(apart.len(), 1, "{apart:?}");
    let (&id, why) = apart.iter().next().unwrap();
    assert_eq!(g.ops[id].name, "reverse");
    assert!(why.contains("negative slice steps"), "{why}");
    // Without it the graph emits whole.
    let mut plain = Graph::new("plain");
    let x = plain.add_input("x", TensorType::fixed(DType::F32, &[4]));
    let r = plain.build("relu", OpKind::Relu, &[x], attrs([])).unwrap();
    plain.outputs.push(r);
    assert!(unlowered_ops(verify(&plain).unwrap()).unwrap().is_empty());
}

/// A bool constant of two dimensions (an attention mask) is a nested
/// literal, which MLIR parses (a flat list of 6 for `tensor<2x3xi1>` is
/// refused: "inferred shape of elements literal"); IREE runs the `where`
/// it selects with and gives the values picked by hand.
#[test]
fn two_dimensional_bool_constants_run_on_iree() {
    use hetc_ir::{attrs, TensorData, TensorType};
    let mut g = Graph::new("mask");
    let x = g.add_input("x", TensorType::fixed(DType::F32, &[2, 3]));
    let mask = [1u8, 0, 1, 0, 1, 1];
    let m = g.add_const(
        "mask",
        TensorType::fixed(DType::Bool, &[2, 3]),
        Some(TensorData {
            dtype: DType::Bool,
            bytes: std::sync::Arc::new(mask.to_vec()),
        }),
    );
    let zero = g.add_const(
        "zero",
        TensorType::fixed(DType::F32, &[]),
        Some(TensorData::from_f32s(&[0.0])),
    );
    let y = g
        .build("masked", OpKind::Where, &[m, x, zero], attrs([]))
        .unwrap();
    g.outputs.push(y);
    let v = verify(&g).unwrap();
    let text = emit_module_for_iree(v, "mask").unwrap();
    assert!(
        text.contains("dense<[[true, false, true], [false, true, true]]>"),
        "{text}"
    );
    let work = root().join("target/tmp/stablehlo-iree");
    std::fs::create_dir_all(&work).unwrap();
    let base = work.join("bool-mask");
    std::fs::write(base.with_extension("mlir"), &text).unwrap();
    let xs = Tensor::new(DType::F32, vec![2, 3], vec![1.0, 2.0, 3.0, 4.0, 5.0, 6.0]);
    let want = Tensor::new(DType::F32, vec![2, 3], vec![1.0, 0.0, 3.0, 0.0, 5.0, 6.0]);
    let got = iree_run(&base, &[xs], std::slice::from_ref(&want), "bool mask");
    assert_eq!(got[0].data, want.data);
}
