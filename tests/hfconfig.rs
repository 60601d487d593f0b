//! Hugging Face `config.json` import: parameter counts against the published
//! sizes (computed here from the architecture formulas, not by the importer),
//! block structure seen by the passes, planning from the CLI, and errors.

use crate::common::{hetc, model, root};
use hetc_frontends::{hfconfig, onnx, ImportOptions};
use hetc_ir::{print_graph, verify};
use hetc_passes::transformer::TransformerSpec;
use hetc_passes::{blocks, layers, modules};
use std::collections::BTreeMap;

fn import(name: &str, bind: &[(&str, u64)]) -> hetc_frontends::Imported {
    let opts = ImportOptions {
        bindings: bind.iter().map(|(k, v)| (k.to_string(), *v)).collect(),
        ..Default::default()
    };
    let imp = hfconfig::import_file(&model(name), &opts).unwrap();
    assert!(imp.warnings.is_empty(), "{name}: {:?}", imp.warnings);
    verify(&imp.graph).unwrap_or_else(|e| panic!("{name}: {e}"));
    imp
}

/// LLaMA-style decoder: embedding, L × (4 attention matrices with GQA,
/// 3 SwiGLU matrices, 2 RMSNorm scales), final norm, untied head.
fn llama_formula(v: u64, h: u64, l: u64, f: u64, heads: u64, kv: u64, experts: u64) -> u64 {
    let hkv = h / heads * kv;
    let attn = 2 * h * h + 2 * h * hkv;
    let mlp = experts * 3 * h * f + if experts > 1 { h * experts } else { 0 };
    2 * v * h + l * (attn + mlp + 2 * h) + h
}

#[test]
fn llama_2_7b_has_its_published_parameter_count() {
    let imp = import("llama-2-7b.json", &[]);
    // Touvron et al. 2023 / the published checkpoint: 6 738 415 616.
    let want = llama_formula(32000, 4096, 32, 11008, 32, 32, 1);
    assert_eq!(want, 6_738_415_616);
    assert_eq!(imp.graph.param_count(), want);
    assert_eq!(
        imp.unbound,
        vec!["batch".to_string(), "sequence".to_string()]
    );
}

#[test]
fn mixtral_8x7b_is_46_7_b_with_a_router_and_experts() {
    let imp = import("mixtral-8x7b.json", &[]);
    let want = llama_formula(32000, 4096, 32, 14336, 32, 8, 8);
    assert_eq!(imp.graph.param_count(), want);
    // Mistral AI's announcement: 46.7 B total parameters.
    assert!((want as f64 / 46.7e9 - 1.0).abs() < 0.001, "{want}");
    let customs: Vec<&str> = imp
        .graph
        .ops_in_order()
        .filter_map(|(_, o)| match &o.kind {
            hetc_ir::OpKind::Custom { name, .. } => Some(name.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(customs.len(), 64);
    assert!(imp.unbound.contains(&"expert_capacity".to_string()));
    // Bound: capacity = ceil(k·b·s / E) = ceil(2·1·512 / 8) = 128.
    let bound = import("mixtral-8x7b.json", &[("batch", 1), ("sequence", 512)]);
    assert!(bound.unbound.is_empty());
    let text = print_graph(&bound.graph);
    assert!(text.contains("bf16[8, 128, 4096]"), "dispatch buffer");
}

#[test]
fn h2_100b_config_matches_its_table_4_description() {
    let imp = import("h2-100b.json", &[]);
    let toml = std::fs::read_to_string(model("h2-100b.toml")).unwrap();
    let spec = TransformerSpec::from_toml(&toml).unwrap();
    assert_eq!(imp.graph.param_count(), spec.total_params());
    assert_eq!(
        imp.graph.param_count(),
        llama_formula(92544, 8192, 96, 36864, 64, 8, 1)
    );
    assert!((imp.graph.param_count() as f64 / 1e9 - 102.99).abs() < 0.01);
}

#[test]
fn gpt2_config_is_124m_and_tiny_twin_matches_the_onnx_export() {
    let imp = import("gpt2.json", &[]);
    // V·d + P·d + L·(12d² + 13d) + 2d, tied head (examples/models/README.md).
    let (v, p, l, d) = (50257u64, 1024u64, 12u64, 768u64);
    assert_eq!(
        imp.graph.param_count(),
        v * d + p * d + l * (12 * d * d + 13 * d) + 2 * d
    );
    assert_eq!(imp.graph.param_count(), 124_439_808);

    // gpt2-tiny's config (make_fixtures.py) against the ONNX export.
    let cfg = r#"{"model_type": "gpt2", "n_layer": 12, "n_embd": 64, "n_head": 4,
                  "n_positions": 128, "vocab_size": 1024}"#;
    let mut bind = BTreeMap::new();
    bind.insert("batch".to_string(), 1);
    bind.insert("sequence".to_string(), 16);
    let opts = ImportOptions {
        bindings: bind,
        ..Default::default()
    };
    let synth = hfconfig::import_str(cfg, "gpt2-tiny", "inline", &opts).unwrap();
    let onnx = onnx::import_file(&model("gpt2-tiny.onnx"), &opts).unwrap();
    assert_eq!(synth.graph.param_count(), 673_664);
    assert_eq!(synth.graph.param_count(), onnx.graph.param_count());
    let dt = hetc_ir::DType::F32;
    let ws = blocks::workload(&synth.graph, "synth", dt).unwrap();
    let wo = blocks::workload(&onnx.graph, "onnx", dt).unwrap();
    let rel = (ws.total_fwd_flops() / wo.total_fwd_flops() - 1.0).abs();
    assert!(
        rel < 0.01,
        "FLOPs {} vs {}",
        ws.total_fwd_flops(),
        wo.total_fwd_flops()
    );
    assert_eq!(ws.layers.len(), wo.layers.len());
}

#[test]
fn blocks_and_modules_are_the_configs_layers() {
    let imp = import("llama-2-7b.json", &[("batch", 1), ("sequence", 256)]);
    let dt = hetc_ir::DType::BF16;
    let w = blocks::workload(&imp.graph, "llama", dt).unwrap();
    assert_eq!(w.layers.len(), 32 + 2, "embedding, 32 blocks, head");
    let seq = layers::op_sequence(&imp.graph, "llama", dt).unwrap();
    let m = modules::modules_of(&seq, modules::DEFAULT_MIN_HEAVY);
    assert!(
        m.classes.iter().any(|c| c.count == 32),
        "{}",
        m.render(&seq)
    );
}

#[test]
fn llama_7b_plans_on_a100_v100_and_reports_6_74_b() {
    let (code, out, err) = hetc(&[
        "compile",
        "examples/models/llama-2-7b.json",
        "--cluster",
        "examples/clusters/hapt-a100-v100.toml",
        "--planner",
        "hetero-auto",
        "--emit",
        "plan",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("6.738 B parameters"), "{out}");
    assert!(
        err.contains("sequence bound to max_position_embeddings = 4096"),
        "{err}"
    );
}

#[test]
fn h2_100b_config_plans_on_exp_c() {
    let (code, out, err) = hetc(&[
        "compile",
        "examples/models/h2-100b.json",
        "--cluster",
        "examples/clusters/h2-exp-c.toml",
        "--planner",
        "hetero-auto",
        "--emit",
        "plan",
        "--format",
        "json",
    ]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        v["model"]["parameters"].as_u64().unwrap(),
        llama_formula(92544, 8192, 96, 36864, 64, 8, 1)
    );
    assert_eq!(v["model"]["layers"].as_u64().unwrap(), 98);
}

#[test]
fn tiny_moe_ir_snapshot() {
    let cfg = r#"{"model_type": "mixtral", "hidden_size": 32, "intermediate_size": 48,
        "num_attention_heads": 4, "num_key_value_heads": 2, "num_hidden_layers": 1,
        "num_local_experts": 4, "num_experts_per_tok": 2, "vocab_size": 100,
        "max_position_embeddings": 64}"#;
    let imp = hfconfig::import_str(cfg, "tiny-moe", "inline", &ImportOptions::default()).unwrap();
    verify(&imp.graph).unwrap();
    insta::assert_snapshot!(print_graph(&imp.graph));
}

#[test]
fn malformed_configs_are_errors_with_a_position() {
    let cases = [
        (
            "{\"model_type\": \"llama\",\n  \"hidden_size\": }",
            "line 2 column",
        ),
        ("[1, 2]", "JSON object"),
        (
            r#"{"model_type": "llama", "hidden_size": 4096}"#,
            "`num_attention_heads` is missing",
        ),
        (
            r#"{"model_type": "llama", "hidden_size": 100, "intermediate_size": 8, "num_attention_heads": 3, "num_hidden_layers": 1, "vocab_size": 8}"#,
            "does not divide",
        ),
        (
            r#"{"model_type": "gpt2", "n_embd": -5, "n_head": 1, "n_layer": 1, "vocab_size": 8, "n_positions": 8}"#,
            "non-negative integer",
        ),
    ];
    for (text, want) in cases {
        let e = hfconfig::import_str(text, "m", "bad.json", &ImportOptions::default())
            .err()
            .unwrap_or_else(|| panic!("accepted: {text}"))
            .to_string();
        assert!(e.contains(want) && e.starts_with("bad.json"), "{e}");
    }
    let tmp = root().join("target").join("bad-config.json");
    std::fs::write(&tmp, "{\"model_type\": \"gpt2\",\n\"n_embd\": 7x}").unwrap();
    let (code, _, err) = hetc(&["compile", tmp.to_str().unwrap(), "--emit", "ir"]);
    assert_eq!(code, 1);
    assert!(
        !err.contains("panicked") && err.contains("line 2 column"),
        "{err}"
    );
}
