//! The `hetc` command line: outputs, determinism and error behaviour.

use crate::common::hetc;

fn no_panic(stderr: &str) {
    assert!(
        !stderr.contains("panicked") && !stderr.contains("RUST_BACKTRACE"),
        "{stderr}"
    );
}

#[test]
fn emit_ir_prints_the_graph() {
    let (code, out, err) = hetc(&[
        "compile",
        "examples/models/resnet50-tiny.onnx",
        "--emit",
        "ir",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with("graph \"main_graph\" {\n  input v0 \"input\" : f32[batch, 3, 64, 64]"),
        "{out}"
    );
    assert!(out.contains("= conv(") && out.contains("= batch_norm("));
}

#[test]
fn truncated_onnx_is_one_clear_error() {
    let tmp = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("trunc.onnx");
    let bytes = std::fs::read(crate::common::model("gpt2-tiny.onnx")).unwrap();
    std::fs::write(&tmp, &bytes[..bytes.len() / 3]).unwrap();
    let (code, out, err) = hetc(&["compile", tmp.to_str().unwrap(), "--emit", "ir"]);
    assert_eq!(code, 1);
    assert!(out.is_empty());
    no_panic(&err);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.starts_with("error: ") && err.contains("trunc.onnx") && err.contains("malformed"),
        "{err}"
    );
}

#[test]
fn bad_cluster_spec_is_one_clear_error() {
    let tmp = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("bad-cluster.toml");
    let good = std::fs::read_to_string(crate::common::cluster("hapt-a100-v100.toml")).unwrap();
    std::fs::write(&tmp, good.replace("tp_limit = 8", "tp_limit = 3")).unwrap();
    let (code, _, err) = hetc(&[
        "compile",
        "examples/models/gpt2-tiny-s128.onnx",
        "--cluster",
        tmp.to_str().unwrap(),
    ]);
    assert_eq!(code, 1);
    no_panic(&err);
    assert!(
        err.contains("bad-cluster.toml") && err.contains("power of two"),
        "{err}"
    );
    std::fs::write(&tmp, "[[mesh]]\nname = 'x'\n").unwrap();
    let (code, _, err) = hetc(&[
        "compile",
        "examples/models/gpt2-tiny-s128.onnx",
        "--cluster",
        tmp.to_str().unwrap(),
    ]);
    assert_eq!(code, 1);
    no_panic(&err);
    assert!(err.contains("not valid TOML"), "{err}");
}

#[test]
fn unbound_sequence_is_named_with_the_fix() {
    let (code, _, err) = hetc(&[
        "compile",
        "examples/models/gpt2-tiny.onnx",
        "--cluster",
        "examples/clusters/hapt-a100-v100.toml",
    ]);
    assert_eq!(code, 1);
    no_panic(&err);
    assert!(
        err.contains("sequence") && err.contains("--bind sequence=N"),
        "{err}"
    );
}

#[test]
fn unknown_model_format_and_missing_file() {
    let (code, _, err) = hetc(&["compile", "Cargo.lock", "--emit", "ir"]);
    assert_eq!(code, 1);
    assert!(err.contains("unsupported model format"), "{err}");
    let (code, _, err) = hetc(&["compile", "nope.onnx", "--emit", "ir"]);
    assert_eq!(code, 1);
    no_panic(&err);
    assert!(err.contains("nope.onnx"), "{err}");
}

#[test]
fn output_file_is_written_atomically() {
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("out-atomic");
    std::fs::create_dir_all(&dir).unwrap();
    let out = dir.join("r.ir");
    let (code, _, err) = hetc(&[
        "compile",
        "examples/models/resnet50-tiny.onnx",
        "--emit",
        "ir",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(std::fs::read_to_string(&out).unwrap().starts_with("graph"));
    let leftovers: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .file_name()
                .to_string_lossy()
                .contains("tmp")
        })
        .collect();
    assert!(leftovers.is_empty());
}
