//! Plan quality of the hapt planner against its baselines, in simulation:
//! on example models × clusters, hapt's plan (HAPT's fine layers refining
//! Alpa's coarse ones, with the coarsening searched too) never simulates
//! slower than the `coarse` baseline's (the same search on Alpa's 8 layers)
//! nor the `uniform` one's (Megatron-style, over block layers) — the
//! expectation is each baseline's own simulated time, as `hetc compile
//! --planner all` computes it, not a recorded figure.
//!
//! Analytic models (transformer descriptions, a Hugging Face config) and the
//! tiny GPT-2 export, so that the test runs in seconds in a debug build.

use hetc_ir::{Cluster, DType};
use hetc_passes::layers::{self, OpSequence};
use hetc_passes::plan::{
    hapt, plan_hapt, plan_uniform, Evaluator, HaptOptions, PlanOptions, PlanOutcome,
};
use hetc_passes::transformer::TransformerSpec;
use hetc_passes::{blocks, Workload};
use std::path::PathBuf;

fn example(dir: &str, name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../examples")
        .join(dir)
        .join(name)
}

/// The op sequence hapt and coarse build layers from, and the block
/// workload uniform plans over — what the CLI derives from the model file.
fn model(name: &str, dtype: DType) -> (OpSequence, Workload) {
    let path = example("models", name);
    if name.ends_with(".toml") {
        let spec = TransformerSpec::from_toml(&std::fs::read_to_string(&path).unwrap()).unwrap();
        return (spec.op_sequence(dtype), spec.workload(dtype));
    }
    // Per sample; a config.json plans at its longest sequence (as the CLI).
    let mut bindings = std::collections::BTreeMap::from([("batch".to_string(), 1u64)]);
    if name.ends_with(".json") {
        let text = std::fs::read_to_string(&path).unwrap();
        let cfg = hetc_frontends::hfconfig::HfConfig::parse(&text, &mut Vec::new()).unwrap();
        bindings.insert("sequence".to_string(), cfg.max_positions);
    }
    let imported = hetc_frontends::import_file(
        &path,
        &hetc_frontends::ImportOptions {
            bindings,
            ..Default::default()
        },
    )
    .unwrap();
    assert!(
        imported.unbound.is_empty(),
        "{name}: {:?}",
        imported.unbound
    );
    (
        layers::op_sequence(&imported.graph, name, dtype).unwrap(),
        blocks::workload(&imported.graph, name, dtype).unwrap(),
    )
}

fn simulated(w: &Workload, c: &Cluster, opts: &PlanOptions, out: &PlanOutcome) -> f64 {
    let ev = Evaluator::new(w, c, opts).unwrap();
    ev.simulate(&out.plan).unwrap().iteration_s
}

#[test]
fn hapt_simulates_no_slower_than_coarse_and_uniform() {
    let pairs = [
        ("llama2-7b.toml", "hapt-a100-v100.toml"),
        ("llama2-7b.toml", "hetccl-v100-w7800.toml"),
        ("llama2-7b.toml", "hapt-case-study.toml"),
        ("hapt-case-gpt-10b.toml", "hapt-case-study.toml"),
        ("hapt-case-gpt-10b.toml", "hetccl-v100-w7800.toml"),
        ("h2-100b.toml", "cmri-h100-biv150.toml"),
        ("gpt2.json", "hapt-case-study.toml"),
        ("gpt2.json", "hetccl-v100-w7800.toml"),
        ("gpt2-tiny-s128.onnx", "hapt-case-study.toml"),
        ("gpt2-tiny-s128.onnx", "hetccl-v100-w7800.toml"),
        ("llama2-7b.toml", "cmri-h100-biv150.toml"),
    ];
    let opts = PlanOptions::new(256);
    let mut report = String::new();
    for (m, c) in pairs {
        let cluster =
            Cluster::from_toml(&std::fs::read_to_string(example("clusters", c)).unwrap()).unwrap();
        let (seq, blocks) = model(m, DType::BF16);
        let fine = layers::hapt_layers(&seq, 128).unwrap();
        let coarse = layers::coarse_layers(&seq, layers::COARSE_LAYERS).unwrap();
        let hopts = HaptOptions {
            coarsening: fine.refines.clone(),
            ..HaptOptions::default()
        };
        let (h, _) = plan_hapt(
            hapt::PLANNER_NAME,
            &fine.workload,
            &cluster,
            &opts,
            &hopts,
            None,
        )
        .unwrap();
        let t_hapt = simulated(&fine.workload, &cluster, &opts, &h);
        let t_coarse = plan_hapt(
            hapt::COARSE_NAME,
            &coarse.workload,
            &cluster,
            &opts,
            &HaptOptions::default(),
            None,
        )
        .ok()
        .map(|(o, _)| simulated(&coarse.workload, &cluster, &opts, &o));
        let t_uniform = plan_uniform(&blocks, &cluster, &opts)
            .ok()
            .map(|o| simulated(&blocks, &cluster, &opts, &o));
        report += &format!("{m} on {c}: hapt {t_hapt} coarse {t_coarse:?} uniform {t_uniform:?}\n");
        for (name, t) in [("coarse", t_coarse), ("uniform", t_uniform)] {
            if let Some(t) = t {
                assert!(
                    t_hapt <= t * (1.0 + 1e-12),
                    "{m} on {c}: hapt {t_hapt} s slower than {name} {t} s\n{report}"
                );
            }
        }
    }
    eprintln!("{report}");
}
