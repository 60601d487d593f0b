//! hetc's planners as a library inside another compiler: build a small
//! transformer with hetc-ir's graph builder, turn it into the planners'
//! inputs with hetc-passes, plan it on a two-vendor cluster given as TOML
//! with every planner (in parallel), keep the plan that simulates fastest
//! and fits memory, and print it. Needs hetc-ir and hetc-passes only (no
//! MLIR, no frontends).
//!
//! `cargo run -p hetc-passes --example plan_as_library` (CI runs it, and
//! `cargo test` runs it as this example's test).

use hetc_ir::{attrs, Attr, Cluster, DType, Graph, OpKind, TensorType, ValueId};
use hetc_passes::plan::{self, PlanInputs, PlanOptions, Planner};
use hetc_passes::{blocks, layers};
use std::error::Error;

/// Two nodes of 8 A100s and two of 8 MI250X-class chips, joined by a
/// 200 Gbit/s link (figures of the vendors' data sheets, rounded).
const CLUSTER: &str = r#"
name = "a100-and-mi250"
[[chip]]
name = "A100-80GB"
vendor = "nvidia"
peak_tflops = { bf16 = 312.0 }
memory_gib = 80.0
hbm_gb_s = 2039.0
efficiency = 0.5
devices_per_node = 8
intra_node_gb_s = 300.0
tp_limit = 8
nics_per_node = 4
nic_gbit_s = 200.0
[[chip]]
name = "MI250X"
vendor = "amd"
peak_tflops = { bf16 = 191.5 }
memory_gib = 64.0
hbm_gb_s = 1638.0
efficiency = 0.45
devices_per_node = 8
intra_node_gb_s = 200.0
tp_limit = 8
nics_per_node = 4
nic_gbit_s = 200.0
[[mesh]]
name = "a100"
chip = "A100-80GB"
nodes = 2
[[mesh]]
name = "mi250"
chip = "MI250X"
nodes = 2
[[link]]
between = ["a100", "mi250"]
gbit_s = 200.0
latency_us = 10.0
"#;

/// Model size.
const VOCAB: u64 = 32_000;
const SEQ: u64 = 1024;
const HIDDEN: u64 = 2048;
const FFN: u64 = 8192;
const BLOCKS: usize = 8;

/// A decoder-only transformer, one sample (batch 1): token embedding,
/// `BLOCKS` pre-norm blocks (single-head attention without a mask, a ReLU
/// MLP, each with a residual add), a final norm and the LM head.
fn transformer() -> Result<Graph, Box<dyn Error>> {
    let mut g = Graph::new("tiny-llm");
    let t = |dims: &[u64]| TensorType::fixed(DType::BF16, dims);
    let ids = g.add_input("ids", TensorType::fixed(DType::I64, &[1, SEQ]));
    let wte = g.add_param("wte", t(&[VOCAB, HIDDEN]), None);
    let mut x = g.build(
        "embed",
        OpKind::Gather,
        &[wte, ids],
        attrs([("axis", Attr::Int(0))]),
    )?;
    let norm = |g: &mut Graph, name: &str, x: ValueId| -> Result<ValueId, Box<dyn Error>> {
        let scale = g.add_param(format!("{name}.scale"), t(&[HIDDEN]), None);
        let bias = g.add_param(format!("{name}.bias"), t(&[HIDDEN]), None);
        let a = attrs([("axis", Attr::Int(-1)), ("epsilon", Attr::Float(1e-5))]);
        Ok(g.build(name, OpKind::LayerNorm, &[x, scale, bias], a)?)
    };
    let linear = |g: &mut Graph,
                  name: &str,
                  x: ValueId,
                  k: u64,
                  n: u64|
     -> Result<ValueId, Box<dyn Error>> {
        let w = g.add_param(format!("{name}.weight"), t(&[k, n]), None);
        Ok(g.build(name, OpKind::MatMul, &[x, w], attrs([]))?)
    };
    for b in 0..BLOCKS {
        let p = |s: &str| format!("block{b}.{s}");
        // Attention.
        let h = norm(&mut g, &p("ln1"), x)?;
        let q = linear(&mut g, &p("q"), h, HIDDEN, HIDDEN)?;
        let k = linear(&mut g, &p("k"), h, HIDDEN, HIDDEN)?;
        let v = linear(&mut g, &p("v"), h, HIDDEN, HIDDEN)?;
        let perm = attrs([("perm", Attr::Ints(vec![0, 2, 1]))]);
        let kt = g.build(&p("kt"), OpKind::Transpose, &[k], perm)?;
        let s = g.build(&p("scores"), OpKind::MatMul, &[q, kt], attrs([]))?;
        let a = g.build(
            &p("probs"),
            OpKind::Softmax,
            &[s],
            attrs([("axis", Attr::Int(-1))]),
        )?;
        let ctx = g.build(&p("ctx"), OpKind::MatMul, &[a, v], attrs([]))?;
        let o = linear(&mut g, &p("o"), ctx, HIDDEN, HIDDEN)?;
        x = g.build(&p("res1"), OpKind::Add, &[x, o], attrs([]))?;
        // MLP.
        let h = norm(&mut g, &p("ln2"), x)?;
        let up = linear(&mut g, &p("up"), h, HIDDEN, FFN)?;
        let act = g.build(&p("act"), OpKind::Relu, &[up], attrs([]))?;
        let down = linear(&mut g, &p("down"), act, FFN, HIDDEN)?;
        x = g.build(&p("res2"), OpKind::Add, &[x, down], attrs([]))?;
    }
    let h = norm(&mut g, "ln_f", x)?;
    let logits = linear(&mut g, "lm_head", h, HIDDEN, VOCAB)?;
    g.outputs.push(logits);
    hetc_ir::verify(&g)?;
    Ok(g)
}

fn main() -> Result<(), Box<dyn Error>> {
    let g = transformer()?;
    let cluster = Cluster::from_toml(CLUSTER)?;
    // The planners' view of the model: one layer per block, and the op
    // sequence that HAPT's fine layers and Alpa's coarse ones are cut from.
    let inputs = PlanInputs {
        blocks: blocks::workload(&g, &g.name, DType::BF16)?,
        seq: layers::op_sequence(&g, &g.name, DType::BF16)?,
    };
    let opts = PlanOptions::new(256); // samples per iteration, micro-batch 1
    let planners: Vec<Box<dyn Planner>> = vec![
        Box::new(plan::Hapt {
            layers: 64,
            ..plan::Hapt::default()
        }),
        Box::new(plan::Coarse::default()),
        Box::new(plan::HeteroAuto),
        Box::new(plan::Cmri),
        Box::new(plan::Uniform),
    ];
    let runs = planners
        .iter()
        .map(|p| Ok((p.as_ref(), p.layers(&inputs)?)))
        .collect::<Result<Vec<_>, hetc_passes::PassError>>()?;
    let results = plan::compare(runs, &cluster, &opts, None);
    println!(
        "{}: {} blocks, {:.2} B parameters",
        g.name,
        inputs.blocks.layers.len(),
        inputs.blocks.total_params() as f64 / 1e9
    );
    for r in &results {
        match &r.result {
            Ok(s) => println!(
                "  {:<12} {:>4} layers  {} stages  simulated iteration {:>9.3} ms{}",
                r.name,
                r.layers.workload().layers.len(),
                s.outcome.plan.stages.len(),
                s.report.iteration_s * 1e3,
                if s.fits() { "" } else { "  (does not fit)" }
            ),
            Err(e) => println!("  {:<12} failed: {e}", r.name),
        }
    }
    let pick = plan::pick_best(&results).ok_or("no planner found a plan that fits")?;
    let best = results[pick.winner]
        .result
        .as_ref()
        .map_err(|e| e.to_string())?;
    println!();
    print!("{}", best.outcome.plan.table());
    if let (Some(m), Some(r)) = (pick.margin(&results), pick.runner_up) {
        println!(
            "{} simulates fastest: {m:.2}x the throughput of the runner-up {}",
            results[pick.winner].name, results[r].name
        );
    }
    // What the library promises: the plan covers every layer once, in
    // order, and fits every device.
    best.outcome.plan.verify(&cluster)?;
    assert!(best.fits());
    Ok(())
}

#[test]
fn plans_the_transformer() {
    main().unwrap();
}
