//! The ONNX export against onnxruntime: GPT-2-tiny exported from the IR
//! reproduces onnxruntime on the original model, and an exported training
//! backward graph reproduces the reference interpreter on that graph.

use crate::host::HostTensor;
use crate::onnx::export;
use crate::reference::fixtures::{graph, io, rel_err, root, three};
use crate::reference::{run, Tensor};
use crate::stage::extract_stages;
use hetc_ir::verify;
use std::path::Path;
use std::process::Command;

/// Run `model` (ONNX bytes) in onnxruntime on `inputs` through
/// `examples/models/ort_stage.py`, in `dir`.
fn ort_run(dir: &Path, model: &[u8], inputs: &[Tensor], n_out: usize) -> Vec<HostTensor> {
    std::fs::create_dir_all(dir).unwrap();
    let m = dir.join("model.onnx");
    std::fs::write(&m, model).unwrap();
    let mut args = vec![
        root()
            .join("examples/models/ort_stage.py")
            .display()
            .to_string(),
        "run".into(),
        m.display().to_string(),
        dir.join("out").display().to_string(),
    ];
    for (i, t) in inputs.iter().enumerate() {
        let p = dir.join(format!("in{i}.npy"));
        std::fs::write(&p, HostTensor::from_tensor(t).unwrap().to_npy().unwrap()).unwrap();
        args.push(p.display().to_string());
    }
    let python = std::env::var("HETC_PYTHON").unwrap_or_else(|_| "python3".into());
    let out = Command::new(python).args(&args).output().unwrap();
    assert!(
        out.status.success(),
        "ort_stage.py failed (set HETC_PYTHON; scripts/test.sh does):\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    (0..n_out)
        .map(|k| {
            let b = std::fs::read(dir.join(format!("out/out{k}.npy"))).unwrap();
            HostTensor::from_npy(&b).unwrap()
        })
        .collect()
}

#[test]
fn exported_gpt2_matches_onnxruntime_on_the_original() {
    let io = io("gpt2-tiny");
    let g = graph("gpt2-tiny", &io);
    let model = export(verify(&g).unwrap(), "gpt2").unwrap();
    let dir = root().join("target/tmp/onnx-export/gpt2");
    let got = ort_run(&dir, &model, &io.inputs, io.outputs.len());
    for (k, (o, w)) in got.iter().zip(&io.outputs).enumerate() {
        let e = rel_err(&o.to_tensor(), w);
        eprintln!("gpt2-tiny output {k}: exported in onnxruntime vs the original {e:.2e}");
        assert!(e < 1e-5, "output {k}: {e}");
    }
    // Deterministic bytes.
    assert_eq!(model, export(verify(&g).unwrap(), "gpt2").unwrap());
}

#[test]
fn exported_backward_matches_the_reference() {
    let io = io("gpt2-tiny");
    let g = graph("gpt2-tiny", &io);
    let v = verify(&g).unwrap();
    let layers = hetc_passes::blocks::find_layers(&g);
    let stages = extract_stages(v, &layers, &three(layers.len(), 1)).unwrap();
    let rank = hetc_passes::train::train_stage(
        &stages[1],
        1,
        false,
        false,
        hetc_passes::autodiff::Loss::CrossEntropy,
    )
    .unwrap()
    .pop()
    .unwrap();
    // Forward on the first stage's outputs, then the backward from its
    // residuals and a cotangent of sines.
    let first = run(verify(&stages[0].graph).unwrap(), &io.inputs).unwrap();
    let fwd = run(verify(&rank.forward).unwrap(), &first).unwrap();
    let n_out = fwd.len() - rank.n_saved;
    let mut bin: Vec<Tensor> = fwd[n_out..].to_vec();
    for (k, &takes) in rank.cotangents.iter().enumerate() {
        if takes {
            let o = &fwd[k];
            let d = (0..o.data.len()).map(|i| (i as f64 * 0.1).sin()).collect();
            bin.push(Tensor::new(o.dtype, o.shape.clone(), d));
        }
    }
    let bv = verify(&rank.backward).unwrap();
    let want = run(bv, &bin).unwrap();
    let model = export(bv, "bwd").unwrap();
    let dir = root().join("target/tmp/onnx-export/bwd");
    let got = ort_run(&dir, &model, &bin, want.len());
    for (k, (o, w)) in got.iter().zip(&want).enumerate() {
        let e = rel_err(&o.to_tensor(), w);
        assert!(e < 1e-5, "gradient {k}: {e}");
    }
    eprintln!(
        "gpt2-tiny stage 1 backward ({} ops, {} gradients): exported in onnxruntime vs the reference within 1e-5",
        rank.backward.ops.len(),
        want.len()
    );
}
