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
