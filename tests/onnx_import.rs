//! ONNX import against onnxruntime: every value's inferred type equals the
//! type onnxruntime observes when running the model; IR round-trips; counts
//! match the configs' formulas; malformed files are errors, never panics.

use crate::common::{model, oracle_dir};
use hetc_frontends::{onnx::import_file, ImportOptions};
use hetc_ir::{parse_graph, print_graph, verify};
use std::collections::BTreeMap;

const FIXTURES: &[&str] = &[
    "gpt2-tiny",
    "gpt2-tiny-s128",
    "resnet50-tiny",
    "resnet50-tiny-extdata",
    "mixtral-tiny",
];

fn oracle(stem: &str) -> serde_json::Value {
    let path = oracle_dir().join(format!("{stem}.json"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap()
}

fn bindings_of(o: &serde_json::Value) -> BTreeMap<String, u64> {
    o["bindings"]
        .as_object()
        .unwrap()
        .iter()
        .map(|(k, v)| (k.clone(), v.as_u64().unwrap()))
        .collect()
}

#[test]
fn inferred_types_match_onnxruntime() {
    for stem in FIXTURES {
        let o = oracle(stem);
        let opts = ImportOptions {
            bindings: bindings_of(&o),
            ..Default::default()
        };
        let imp = import_file(&model(&format!("{stem}.onnx")), &opts).unwrap();
        assert!(imp.unbound.is_empty(), "{stem}: unbound {:?}", imp.unbound);
        let values = o["values"].as_object().unwrap();
        let mut mismatches = Vec::new();
        for (name, want) in values {
            let want_ty = format!(
                "{}[{}]",
                want["dtype"].as_str().unwrap(),
                want["shape"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|d| d.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            );
            match imp.value_types.get(name) {
                Some(t) if t.to_string() == want_ty => {}
                Some(t) => mismatches.push(format!("{name}: inferred {t}, onnxruntime {want_ty}")),
                None => mismatches.push(format!("{name}: not inferred, onnxruntime {want_ty}")),
            }
        }
        assert!(
            mismatches.is_empty(),
            "{stem}: {} of {} values differ:\n{}",
            mismatches.len(),
            values.len(),
            mismatches[..mismatches.len().min(20)].join("\n")
        );
        // The graph outputs too.
        for (name, want) in o["outputs"].as_object().unwrap() {
            let v = imp
                .graph
                .outputs
                .iter()
                .find(|&&v| imp.graph.values[v].name == *name)
                .copied()
                .unwrap();
            let dims: Vec<u64> = want["shape"]
                .as_array()
                .unwrap()
                .iter()
                .map(|d| d.as_u64().unwrap())
                .collect();
            assert_eq!(
                imp.graph.ty(v).fixed_dims().unwrap(),
                dims,
                "{stem}: output {name}"
            );
        }
    }
}

#[test]
fn symbolic_import_keeps_batch_and_sequence_symbolic() {
    let imp = import_file(&model("gpt2-tiny.onnx"), &ImportOptions::default()).unwrap();
    assert_eq!(
        imp.unbound,
        vec!["batch".to_string(), "sequence".to_string()]
    );
    let logits = imp.graph.outputs[0];
    assert_eq!(
        imp.graph.ty(logits).to_string(),
        "f32[batch, sequence, 1024]"
    );
    // The exporter's shape chains are folded away: no op computes shapes
    // except the few that materialise symbolic extents for the mask.
    let shape_ops = imp
        .graph
        .ops_in_order()
        .filter(|(_, o)| o.kind == hetc_ir::OpKind::Shape)
        .count();
    assert!(shape_ops <= 2, "{shape_ops} shape ops left");
}

#[test]
fn ir_text_round_trips_on_every_fixture() {
    for stem in FIXTURES {
        for bindings in [
            BTreeMap::new(),
            BTreeMap::from([("batch".to_string(), 2), ("sequence".to_string(), 16)]),
        ] {
            let imp = import_file(
                &model(&format!("{stem}.onnx")),
                &ImportOptions {
                    bindings,
                    ..Default::default()
                },
            )
            .unwrap();
            let text = print_graph(&imp.graph);
            let parsed = parse_graph(&text).unwrap_or_else(|e| panic!("{stem}: {e}"));
            verify(&parsed).unwrap_or_else(|e| panic!("{stem}: {e}"));
            let again = print_graph(&parsed);
            if let Some((i, (a, b))) = again
                .lines()
                .zip(text.lines())
                .enumerate()
                .find(|(_, (a, b))| a != b)
            {
                panic!(
                    "{stem}: print(parse(print(g))) differs at line {}:\n  {b}\n  {a}",
                    i + 1
                );
            }
            assert_eq!(again.len(), text.len(), "{stem}");
            assert_eq!(parsed.order.len(), imp.graph.order.len());
            assert_eq!(parsed.param_count(), imp.graph.param_count());
        }
    }
}

#[test]
fn gpt2_ir_snapshot() {
    let gpt2 = import_file(&model("gpt2-tiny.onnx"), &ImportOptions::default()).unwrap();
    insta::assert_snapshot!("gpt2_tiny_symbolic_ir", print_graph(&gpt2.graph));
}

#[test]
fn resnet_ir_snapshot() {
    let resnet = import_file(&model("resnet50-tiny.onnx"), &ImportOptions::default()).unwrap();
    insta::assert_snapshot!("resnet50_tiny_ir", print_graph(&resnet.graph));
}

#[test]
fn parameter_counts_match_the_config_formulas() {
    // GPT-2 (n_layer 12, n_embd 64, vocab 1024, n_positions 128), tied LM head:
    // V·d + P·d + L·(12d² + 13d) + 2d.
    let (v, p, d, l) = (1024u64, 128u64, 64u64, 12u64);
    let gpt2 = v * d + p * d + l * (12 * d * d + 13 * d) + 2 * d;
    assert_eq!(gpt2, 673_664);
    let imp = import_file(&model("gpt2-tiny.onnx"), &ImportOptions::default()).unwrap();
    assert_eq!(
        imp.graph.param_count(),
        gpt2,
        "the exporter's transposed copy of wte must be tied back"
    );
    assert!(
        imp.notes.iter().any(|n| n.contains("tied")),
        "{:?}",
        imp.notes
    );
    // ResNet-50 topology at 1/8 width, trainable parameters only (BN running
    // statistics are constants): convs + BN affine + fc, by formula.
    let (stem, planes, blocks, classes) = (8u64, [8u64, 16, 32, 64], [3u64, 4, 6, 3], 10u64);
    let mut n = 3 * stem * 49 + 2 * stem; // 7×7 stem conv + BN
    let mut inp = stem;
    for (s, (&pl, &nb)) in planes.iter().zip(&blocks).enumerate() {
        let _ = s;
        for b in 0..nb {
            n += inp * pl + 2 * pl; // 1×1
            n += pl * pl * 9 + 2 * pl; // 3×3
            n += pl * pl * 4 + 2 * pl * 4; // 1×1 expand
            if b == 0 {
                n += inp * pl * 4 + 2 * pl * 4; // downsample
            }
            inp = pl * 4;
        }
    }
    n += inp * classes + classes;
    assert_eq!(n, 376_722);
    for f in ["resnet50-tiny.onnx", "resnet50-tiny-extdata.onnx"] {
        let imp = import_file(&model(f), &ImportOptions::default()).unwrap();
        assert_eq!(imp.graph.param_count(), n, "{f}");
    }
}

#[test]
fn external_data_and_inline_data_agree() {
    let a = import_file(&model("resnet50-tiny.onnx"), &ImportOptions::default()).unwrap();
    let b = import_file(
        &model("resnet50-tiny-extdata.onnx"),
        &ImportOptions::default(),
    )
    .unwrap();
    assert_eq!(a.graph.data.len(), b.graph.data.len());
    for ((va, da), (vb, db)) in a.graph.data.iter().zip(b.graph.data.iter()) {
        assert_eq!(va, vb);
        assert_eq!(da, db, "{va}");
    }
}

#[test]
fn corrupted_models_are_errors_not_panics() {
    let bytes = std::fs::read(model("resnet50-tiny.onnx")).unwrap();
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/models");
    let opts = ImportOptions::default();
    let mut errors = 0;
    // Truncations and byte flips at many offsets.
    let n = bytes.len();
    for i in 0..200usize {
        let cut = (i * 7919 * 31) % n;
        let r = hetc_frontends::onnx::import_bytes(&bytes[..cut], &dir, "truncated.onnx", &opts);
        errors += r.is_err() as usize;
        let mut flipped = bytes.clone();
        flipped[cut] ^= 0xA5;
        let _ = hetc_frontends::onnx::import_bytes(&flipped, &dir, "flipped.onnx", &opts);
    }
    assert!(
        errors > 150,
        "most truncations must be rejected ({errors}/200)"
    );
    let e = hetc_frontends::onnx::import_bytes(&bytes[..n / 2], &dir, "half.onnx", &opts)
        .unwrap_err()
        .to_string();
    assert!(e.starts_with("half.onnx: malformed model"), "{e}");
}

#[test]
fn missing_external_data_names_the_file() {
    let tmp = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("extdata-missing");
    std::fs::create_dir_all(&tmp).unwrap();
    std::fs::copy(model("resnet50-tiny-extdata.onnx"), tmp.join("m.onnx")).unwrap();
    let _ = std::fs::remove_file(tmp.join("resnet50-tiny-extdata.onnx.data"));
    let e = import_file(&tmp.join("m.onnx"), &ImportOptions::default())
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("resnet50-tiny-extdata.onnx.data") && e.contains("initializer"),
        "{e}"
    );
}
