//! Bundles: `hetc compile --emit bundle` is deterministic, `hetc inspect`
//! verifies every checksum and names a corrupted file, unsupported vendors
//! are clear errors, `--emit stablehlo` and `--emit mlir` print one module
//! per stage, a multi-vendor cluster gets PTX and AMDGPU ISA.

use crate::common::hetc;
use std::path::{Path, PathBuf};

fn files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                todo.push(p);
            } else {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

fn compile(out: &Path, extra: &[&str]) -> (i32, String, String) {
    let o = out.to_str().unwrap();
    let mut args = vec![
        "compile",
        "examples/models/gpt2-tiny-s128.onnx",
        "--cluster",
        "examples/clusters/cpu-test.toml",
        "--emit",
        "bundle",
        "-o",
        o,
    ];
    args.extend_from_slice(extra);
    if !extra.contains(&"--planner") {
        // The tests were written for hetero-auto's block plans.
        args.extend(["--planner", "hetero-auto"]);
    }
    hetc(&args)
}

#[test]
fn bundles_are_byte_identical_and_inspect_names_a_flipped_byte() {
    let tmp = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("bundle-test");
    let _ = std::fs::remove_dir_all(&tmp);
    std::fs::create_dir_all(&tmp).unwrap();
    let (a, b) = (tmp.join("a"), tmp.join("b"));
    for d in [&a, &b] {
        let (code, _, err) = compile(d, &[]);
        assert_eq!(code, 0, "{err}");
    }
    let fa = files(&a);
    let fb = files(&b);
    let rel = |fs: &[PathBuf], root: &Path| {
        fs.iter()
            .map(|p| p.strip_prefix(root).unwrap().to_path_buf())
            .collect::<Vec<_>>()
    };
    assert_eq!(rel(&fa, &a), rel(&fb, &b));
    for (x, y) in fa.iter().zip(&fb) {
        assert_eq!(
            std::fs::read(x).unwrap(),
            std::fs::read(y).unwrap(),
            "{}",
            x.display()
        );
    }
    let names: Vec<String> = rel(&fa, &a)
        .iter()
        .map(|p| p.display().to_string())
        .collect();
    for want in [
        "manifest.json",
        "manifest.json.sha256",
        "stablehlo/stage-0.mlir",
        "stages/0/tp0/seg0.cpu.mlir",
        "stages/0/tp0/seg0.cpu.so",
        "stages/0/tp0/seg0.cpu.json",
        "stages/1/tp0/seg0.cpu.so",
        "weights/stage-0-tp0.safetensors",
    ] {
        assert!(names.iter().any(|n| n == want), "{want} not in {names:?}");
    }
    let (code, out, err) = hetc(&["inspect", a.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("checksums: all match"), "{out}");
    assert!(
        out.lines()
            .any(|l| l.contains("cpu shared object") && l.contains(" 1 thread(s)")),
        "{out}"
    );
    // Flip one byte in the middle of each file in turn.
    for (p, name) in fa.iter().zip(&names) {
        let orig = std::fs::read(p).unwrap();
        let mut bad = orig.clone();
        let i = bad.len() / 2;
        bad[i] ^= 0x01;
        std::fs::write(p, &bad).unwrap();
        let (code, _, err) = hetc(&["inspect", a.to_str().unwrap()]);
        assert_eq!(code, 1, "{name}: flipped byte not detected");
        let named = if name == "manifest.json.sha256" {
            "manifest.json"
        } else {
            name.as_str()
        };
        assert!(err.contains(named), "{name}: error does not name it: {err}");
        std::fs::write(p, &orig).unwrap();
    }
    let (code, _, err) = hetc(&["inspect", a.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    // A second compile into an existing bundle replaces it whole.
    let (code, _, err) = compile(&a, &[]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(files(&a).len(), fa.len());
}

#[test]
fn unsupported_vendors_are_errors() {
    let tmp = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("bundle-vendor");
    let (code, _, err) = compile(&tmp, &["--vendor", "tpu"]);
    assert_eq!(code, 1);
    assert!(err.contains("unsupported vendor \"tpu\""), "{err}");
    let (code, _, err) = compile(&tmp, &["--vendor", "nvidia"]);
    assert_eq!(code, 1);
    assert!(err.contains("selects none of the plan's vendors"), "{err}");
    assert!(!tmp.exists(), "a failed compile must not leave a bundle");
}

#[test]
fn emit_stablehlo_prints_every_stage() {
    let (code, out, err) = hetc(&[
        "compile",
        "examples/models/gpt2-tiny-s128.onnx",
        "--cluster",
        "examples/clusters/cpu-test.toml",
        "--planner",
        "hetero-auto",
        "--emit",
        "stablehlo",
        "--time-passes",
        "--verify-each",
    ]);
    assert_eq!(code, 0, "{err}");
    let stages = out.matches("func.func public @main(").count();
    assert!(stages >= 2, "{stages} modules");
    assert_eq!(out.matches("module @stage_").count(), stages);
    assert!(out.contains("stablehlo.dot_general"));
    // --time-passes: the pass manager's stage extraction, with the
    // verification after it (--verify-each), and the steps around it.
    let row = |name: &str| {
        err.lines()
            .find(|l| l.starts_with(&format!("time-passes: {name} ")))
            .unwrap_or_else(|| panic!("no {name} row:\n{err}"))
            .to_string()
    };
    let extract = row("extract-stages");
    assert_eq!(extract.matches(" ms").count(), 2, "{extract}");
    for step in ["import", "plan", "emit stablehlo", "total"] {
        row(step);
    }
}

/// HAPT plans over fine-grained layers (clusters of ops in program order):
/// its stages map to op-boundary cuts of the graph, so it gets a bundle
/// like the block-layer planners; `hetc inspect` verifies it.
#[test]
fn hapt_plan_bundles_and_inspects() {
    let t0 = std::time::Instant::now();
    let tmp = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("bundle-hapt");
    let _ = std::fs::remove_dir_all(&tmp);
    std::fs::create_dir_all(&tmp).unwrap();
    let dir = tmp.join("b");
    let (code, _, err) = compile(&dir, &["--planner", "hapt"]);
    assert_eq!(code, 0, "{err}");
    let m: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("manifest.json")).unwrap()).unwrap();
    assert_eq!(m["plan"]["planner"], "hapt");
    let stages = m["stages"].as_array().unwrap();
    let n = m["plan"]["num_layers"].as_u64().unwrap();
    // Fine layers: more than GPT-2 tiny's blocks (embedding, 2 blocks,
    // head), and the stages tile them.
    assert!(n > 4, "{n} fine layers");
    let mut next = 0;
    for st in stages {
        assert_eq!(st["layers"][0].as_u64(), Some(next), "{st}");
        next = st["layers"][1].as_u64().unwrap();
        assert!(!st["code"].as_array().unwrap().is_empty(), "{st}");
    }
    assert_eq!(next, n);
    let (code, out, err) = hetc(&["inspect", dir.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("planner hapt"), "{out}");
    assert!(out.contains("checksums: all match"), "{out}");
    eprintln!(
        "hapt bundle: {} stages over {n} fine layers, {:.1} s",
        stages.len(),
        t0.elapsed().as_secs_f64()
    );
}

/// A model with ONNX external data: the manifest's model sha256 is the
/// sha256 of the model file's bytes followed by the `.data` file's.
#[test]
fn bundle_model_hash_covers_external_data() {
    let tmp = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("bundle-extdata");
    let _ = std::fs::remove_dir_all(&tmp);
    std::fs::create_dir_all(&tmp).unwrap();
    let dir = tmp.join("b");
    let (code, _, err) = hetc(&[
        "compile",
        "examples/models/resnet50-tiny-extdata.onnx",
        "--cluster",
        "examples/clusters/cpu-test.toml",
        "--planner",
        "hetero-auto",
        "--emit",
        "bundle",
        "-o",
        dir.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    let m: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("manifest.json")).unwrap()).unwrap();
    let model = std::fs::read(crate::common::model("resnet50-tiny-extdata.onnx")).unwrap();
    let data = std::fs::read(crate::common::model("resnet50-tiny-extdata.onnx.data")).unwrap();
    let cat: Vec<u8> = model.iter().chain(&data).copied().collect();
    let sha = m["model"]["sha256"].as_str().unwrap();
    assert_eq!(sha, hetc_backends::bundle::sha256_hex(&cat));
    assert_ne!(sha, hetc_backends::bundle::sha256_hex(&model));
}

/// The coarse (Alpa-style) planner's stages extract too.
#[test]
fn coarse_plan_emits_stablehlo() {
    let (code, out, err) = hetc(&[
        "compile",
        "examples/models/gpt2-tiny-s128.onnx",
        "--cluster",
        "examples/clusters/cpu-test.toml",
        "--planner",
        "coarse",
        "--emit",
        "stablehlo",
    ]);
    assert_eq!(code, 0, "{err}");
    let stages = out.matches("func.func public @main(").count();
    assert!(stages >= 1, "{stages} modules");
    assert_eq!(out.matches("module @stage_").count(), stages);
}

#[test]
fn emit_mlir_prints_every_stage() {
    let (code, out, err) = hetc(&[
        "compile",
        "examples/models/gpt2-tiny-s128.onnx",
        "--cluster",
        "examples/clusters/cpu-test.toml",
        "--planner",
        "hetero-auto",
        "--emit",
        "mlir",
    ]);
    assert_eq!(code, 0, "{err}");
    let stages = out.matches("func.func @main(").count();
    assert!(stages >= 2, "{stages} modules");
    assert_eq!(out.matches("// stage ").count(), stages);
    assert!(out.contains("linalg.generic"));
}

/// The V100 + W7800 cluster: the NVIDIA stage gets PTX with kernels, the
/// AMD stage AMDGPU assembly with kernels; `--vendor` restricts.
#[test]
fn multi_vendor_bundle_has_ptx_and_amdgpu_isa() {
    let tmp = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("bundle-gpu");
    let _ = std::fs::remove_dir_all(&tmp);
    let args = |o: &Path, extra: &[&str]| {
        let mut a = vec![
            "compile".to_string(),
            "examples/models/gpt2-tiny-s128.onnx".into(),
            "--cluster".into(),
            "examples/clusters/hetccl-v100-w7800.toml".into(),
            "--planner".into(),
            "hetero-auto".into(),
            "--emit".into(),
            "bundle".into(),
            "-o".into(),
            o.to_str().unwrap().into(),
        ];
        a.extend(extra.iter().map(|s| s.to_string()));
        a
    };
    let all = tmp.join("all");
    let a = args(&all, &[]);
    let (code, _, err) = hetc(&a.iter().map(String::as_str).collect::<Vec<_>>());
    assert_eq!(code, 0, "{err}");
    let names: Vec<String> = files(&all)
        .iter()
        .map(|p| p.strip_prefix(&all).unwrap().display().to_string())
        .collect();
    let ptx: Vec<&String> = names.iter().filter(|n| n.ends_with("nvidia.ptx")).collect();
    let isa: Vec<&String> = names.iter().filter(|n| n.ends_with("amd.s")).collect();
    assert!(!ptx.is_empty() && !isa.is_empty(), "{names:?}");
    for p in &ptx {
        let t = std::fs::read_to_string(all.join(p)).unwrap();
        assert!(t.contains(".target sm_70"), "{p}: V100 is sm_70");
        assert!(t.lines().any(|l| l.contains(".entry ")), "{p}: no kernel");
    }
    for p in &isa {
        let t = std::fs::read_to_string(all.join(p)).unwrap();
        assert!(
            t.lines()
                .any(|l| l.trim_start().starts_with(".amdhsa_kernel ")),
            "{p}: no kernel"
        );
    }
    let (code, out, err) = hetc(&["inspect", all.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("checksums: all match"), "{out}");
    // With iree-compile (the test venv's), each GPU segment also has the
    // IREE module its rank runs: cuda sm_70 for the V100, hip gfx1100 for
    // the W7800; `hetc inspect` lists them.
    if std::env::var_os("HETC_IREE_BIN").is_some() {
        for (vendor, target) in [("nvidia", "cuda sm_70"), ("amd", "hip gfx1100")] {
            let n = names
                .iter()
                .filter(|n| n.ends_with(&format!("{vendor}.vmfb")))
                .count();
            assert!(
                n > 0
                    && n == names
                        .iter()
                        .filter(|x| x.ends_with(&format!("{vendor}.mlir")) && x.contains("/seg"))
                        .count(),
                "{vendor}: {names:?}"
            );
            assert!(
                out.lines()
                    .any(|l| l.contains("IREE module") && l.ends_with(target)),
                "{out}"
            );
        }
    }
    let only = tmp.join("nvidia");
    let a = args(&only, &["--vendor", "nvidia"]);
    let (code, _, err) = hetc(&a.iter().map(String::as_str).collect::<Vec<_>>());
    assert_eq!(code, 0, "{err}");
    let names: Vec<String> = files(&only)
        .iter()
        .map(|p| p.display().to_string())
        .collect();
    assert!(names.iter().any(|n| n.ends_with("nvidia.ptx")));
    assert!(!names.iter().any(|n| n.ends_with("amd.s")), "{names:?}");
}
