//! The compile driver: frontends → passes, and rendering of the results.

use crate::{CompileArgs, Emit, Format, InspectArgs, Planner, Precision};
use anyhow::{anyhow, bail, Context, Result};
use hetc_frontends::ImportOptions;
use hetc_ir::{Cluster, DType, Graph, Plan};
use hetc_passes::layers::{self, OpSequence};
use hetc_passes::plan::{
    hapt, plan_cmri, plan_hapt, plan_hetero_auto, plan_uniform, Evaluator, HaptOptions, PlanOptions,
};
use hetc_passes::simulate::{self, SimReport};
use hetc_passes::transformer::TransformerSpec;
use hetc_passes::{blocks, modules, Workload};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::io::Write as _;
use std::path::Path;
use std::time::Instant;

/// A loaded model: a graph (ONNX) or an analytic description.
enum Model {
    Graph { graph: Graph },
    Described(TransformerSpec),
}

/// `--bind name=value,...` as a map.
pub(crate) fn parse_bindings(bind: &[String]) -> Result<BTreeMap<String, u64>> {
    let mut out = BTreeMap::new();
    for b in bind {
        let (k, v) = b
            .split_once('=')
            .ok_or_else(|| anyhow!("--bind {b:?}: expected name=value"))?;
        let v: u64 = v
            .trim()
            .parse()
            .map_err(|_| anyhow!("--bind {b:?}: {v:?} is not a non-negative integer"))?;
        if v == 0 {
            bail!("--bind {b:?}: a dimension must be at least 1");
        }
        out.insert(k.trim().to_string(), v);
    }
    Ok(out)
}

fn import_model(path: &Path, bindings: &BTreeMap<String, u64>) -> Result<hetc_frontends::Imported> {
    let opts = ImportOptions {
        bindings: bindings.clone(),
    };
    let imported = hetc_frontends::import_file(path, &opts)?;
    for w in &imported.warnings {
        eprintln!("warning: {w}");
    }
    Ok(imported)
}

/// Bindings a format supplies when the user gives none: a `config.json`
/// plans at its `max_position_embeddings` (`--bind sequence=N` overrides).
fn default_bindings(
    path: &Path,
    bindings: &BTreeMap<String, u64>,
) -> Result<BTreeMap<String, u64>> {
    let mut out = bindings.clone();
    if hetc_frontends::Format::of(path) == Some(hetc_frontends::Format::HfConfig)
        && !out.contains_key("sequence")
    {
        let text =
            std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
        let cfg = hetc_frontends::hfconfig::HfConfig::parse(&text, &mut Vec::new())
            .map_err(|m| anyhow!("{}: {m}", path.display()))?;
        eprintln!(
            "note: {}: sequence bound to max_position_embeddings = {} (override with --bind sequence=N)",
            path.display(),
            cfg.max_positions
        );
        out.insert("sequence".into(), cfg.max_positions);
    }
    Ok(out)
}

fn load_model(args: &CompileArgs, bindings: &BTreeMap<String, u64>) -> Result<Model> {
    let ext = args
        .model
        .extension()
        .and_then(|e| e.to_str())
        .unwrap_or("");
    let shown = args.model.display().to_string();
    match ext {
        "onnx" | "json" | "mlir" | "stablehlo" => Ok(Model::Graph { graph: import_model(&args.model, bindings)?.graph }),
        "toml" => {
            let text = std::fs::read_to_string(&args.model).with_context(|| format!("reading {shown}"))?;
            Ok(Model::Described(TransformerSpec::from_toml(&text).with_context(|| shown.clone())?))
        }
        _ => bail!("{shown}: unsupported model format (expected .onnx, .mlir/.stablehlo (StableHLO text), a Hugging Face config.json, or .toml for a transformer description)"),
    }
}

fn dtype(p: Precision) -> DType {
    match p {
        Precision::Bf16 => DType::BF16,
        Precision::F16 => DType::F16,
        Precision::F32 => DType::F32,
    }
}

fn model_name(path: &Path) -> String {
    path.file_name()
        .map(|f| f.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// The planners' inputs: the block workload (one layer per block) and the
/// op sequence fine and coarse layers are built from.
pub struct Inputs {
    pub blocks: Workload,
    pub seq: OpSequence,
}

/// `bindings` plus each input's leading symbolic dim (the batch) bound to
/// the micro-batch size, unless bound already: the graph one executable runs.
fn micro_batch_bindings(
    graph: &Graph,
    bindings: &BTreeMap<String, u64>,
    micro_batch: u64,
) -> BTreeMap<String, u64> {
    let mut mb = bindings.clone();
    for &v in &graph.inputs {
        if let Some(hetc_ir::Dim::Sym(s)) = graph.ty(v).shape.first() {
            if s.factor == 1 && s.syms.len() == 1 {
                mb.entry(s.syms[0].clone()).or_insert(micro_batch);
            }
        }
    }
    mb
}

/// The planner options of the command line, with `--profile` loaded.
fn plan_options(args: &CompileArgs) -> Result<PlanOptions> {
    let mut opts = PlanOptions::new(args.global_batch);
    opts.micro_batch_size = args.micro_batch;
    opts.allow_recompute = !args.no_recompute;
    if let Some(path) = &args.profile {
        let text = std::fs::read_to_string(path)
            .with_context(|| format!("reading the profile {}", path.display()))?;
        let profile = hetc_passes::cost::Profile::from_json(&text)
            .map_err(|e| anyhow!("profile {}: {e}", path.display()))?;
        let want = dtype(args.dtype);
        if let Some(d) = profile.dtype {
            if d != want {
                bail!(
                    "profile {}: measured in {d}, but the model is planned in {want} (--dtype)",
                    path.display()
                );
            }
        }
        opts.profile = Some(std::sync::Arc::new(profile));
    }
    Ok(opts)
}

/// One line per chip type: how many of `w`'s layers the profile times at
/// some TP degree at the micro-batch size.
fn profile_coverage(w: &Workload, cluster: &Cluster, opts: &PlanOptions) -> Option<String> {
    let p = opts.profile.as_deref()?;
    let mut parts = Vec::new();
    for (_, chip) in cluster.chips.iter() {
        let mut tps = Vec::new();
        let mut tp = 1;
        while tp <= chip.tp_limit {
            let n = w
                .layers
                .iter()
                .filter(|l| {
                    p.get(&chip.name, tp, opts.micro_batch_size, l.signature)
                        .is_some()
                })
                .count();
            if n > 0 {
                tps.push(format!("{n} at TP {tp}"));
            }
            tp *= 2;
        }
        let got = if tps.is_empty() {
            "none".to_string()
        } else {
            tps.join(", ")
        };
        parts.push(format!("{} {got}", chip.name));
    }
    Some(format!(
        "profile: {} entries; measured layer times of {}'s {} layers: {} (the rest analytic)",
        p.len(),
        w.model,
        w.layers.len(),
        parts.join("; ")
    ))
}

/// The per-sample inputs: binds each input's leading symbolic dim (the
/// batch) to 1; any other unbound symbol is an error naming it.
fn inputs(args: &CompileArgs, bindings: &BTreeMap<String, u64>, model: Model) -> Result<Inputs> {
    let dt = dtype(args.dtype);
    match model {
        Model::Described(spec) => Ok(Inputs {
            blocks: spec.workload(dt),
            seq: spec.op_sequence(dt),
        }),
        Model::Graph { graph, .. } => {
            let mut per_sample = default_bindings(&args.model, bindings)?;
            for &v in &graph.inputs {
                if let Some(hetc_ir::Dim::Sym(s)) = graph.ty(v).shape.first() {
                    if s.factor == 1 && s.syms.len() == 1 {
                        per_sample.entry(s.syms[0].clone()).or_insert(1);
                    }
                }
            }
            let bound = import_model(&args.model, &per_sample)?;
            if !bound.unbound.is_empty() {
                bail!(
                    "{}: symbolic dims {} must be bound for planning; pass --bind {}",
                    args.model.display(),
                    bound.unbound.join(", "),
                    bound
                        .unbound
                        .iter()
                        .map(|s| format!("{s}=N"))
                        .collect::<Vec<_>>()
                        .join(",")
                );
            }
            let name = model_name(&args.model);
            Ok(Inputs {
                blocks: blocks::workload(&bound.graph, &name, dt)?,
                seq: layers::op_sequence(&bound.graph, &name, dt)?,
            })
        }
    }
}

fn load_cluster(args: &CompileArgs) -> Result<Cluster> {
    let path = args
        .cluster
        .as_ref()
        .ok_or_else(|| anyhow!("--emit plan needs --cluster FILE"))?;
    let text =
        std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
    Cluster::from_toml(&text).with_context(|| path.display().to_string())
}

/// Run `compile`.
pub fn compile(args: &CompileArgs) -> Result<()> {
    let bindings = parse_bindings(&args.bind)?;
    let model = load_model(args, &bindings)?;
    if args.layers == 0 {
        bail!("--layers must be at least 1");
    }
    if args.train && !matches!(args.emit, Emit::Bundle | Emit::CommProgram) {
        bail!("--train applies to --emit bundle and --emit comm-program");
    }
    if !(args.lr.is_finite() && args.lr > 0.0) {
        bail!("--lr must be a positive number, not {}", args.lr);
    }
    if matches!(
        args.emit,
        Emit::Stablehlo | Emit::Mlir | Emit::Bundle | Emit::CommProgram
    ) {
        if args.sp {
            bail!("--sp: the backends lower Megatron TP without sequence parallelism; --sp applies to --emit plan, timeline, trace and comm");
        }
        return backends(args, &bindings, model);
    }
    let text = match args.emit {
        Emit::Stablehlo | Emit::Mlir | Emit::Bundle | Emit::CommProgram => {
            unreachable!("handled above")
        }
        Emit::Ir => match &model {
            Model::Graph { graph, .. } => match args.format {
                Format::Text => hetc_ir::print_graph(graph),
                Format::Json => bail!("--emit ir has a text form only"),
            },
            Model::Described(_) => {
                bail!("--emit ir needs a graph model (.onnx); a transformer description has no IR")
            }
        },
        Emit::Profile => {
            let graph = match model {
                Model::Graph { graph } => graph,
                Model::Described(_) => bail!(
                    "--emit profile runs a graph model (.onnx, StableHLO); a description has no weights"
                ),
            };
            let chip = args
                .chip
                .as_deref()
                .ok_or_else(|| anyhow!("--emit profile needs --chip NAME (the cluster's chip type this host stands for)"))?;
            let cluster = load_cluster(args)?;
            // Measure at the micro-batch size: bind the batch to it.
            let mb = micro_batch_bindings(&graph, &bindings, args.micro_batch);
            let inp = inputs(args, &bindings, Model::Graph { graph })?;
            let g = import_model(&args.model, &mb)?;
            if !g.unbound.is_empty() {
                bail!(
                    "symbolic dims {} must be bound; pass --bind",
                    g.unbound.join(", ")
                );
            }
            // The layers of the chosen planner: blocks, or hapt's / coarse's.
            let fine = seq_layers(planner_list(args.planner)[0], args, &inp.seq)?;
            let layer_ops = graph_layers(&g.graph, &inp.seq, fine.as_ref())?;
            let work = fine.map_or(inp.blocks, |f| f.workload);
            crate::profile::measure(
                &work,
                &layer_ops,
                g.graph,
                &cluster,
                chip,
                args.micro_batch,
                args.reps,
            )?
        }
        Emit::Layers => {
            let w = inputs(args, &bindings, model)?.blocks;
            match args.format {
                Format::Text => layers_table(&w),
                Format::Json => serde_json::to_string_pretty(&w)? + "\n",
            }
        }
        Emit::Modules => {
            let inp = inputs(args, &bindings, model)?;
            let m = modules::modules_of(&inp.seq, modules::DEFAULT_MIN_HEAVY);
            let fine = layers::hapt_layers(&inp.seq, args.layers)?;
            match args.format {
                Format::Text => {
                    let mut o = m.render(&inp.seq);
                    let _ = writeln!(
                        o,
                        "fine layers: {} asked, {} built",
                        fine.target, fine.achieved
                    );
                    o
                }
                Format::Json => {
                    serde_json::to_string_pretty(&serde_json::json!({
                        "modules": m.modules.iter().map(|x| serde_json::json!({
                            "start": x.start, "end": x.end, "class": x.class,
                        })).collect::<Vec<_>>(),
                        "classes": m.classes.iter().map(|c| serde_json::json!({
                            "len": c.len, "count": c.count, "heavy_ops": c.heavy_ops,
                        })).collect::<Vec<_>>(),
                        "fine_layers": fine.workload,
                    }))? + "\n"
                }
            }
        }
        Emit::Comm => {
            let cluster = load_cluster(args)?;
            let moe_graph = match &model {
                Model::Graph { graph, .. } => graph
                    .ops_in_order()
                    .any(|(_, o)| o.kind == hetc_ir::OpKind::TopK),
                Model::Described(_) => false,
            };
            let inp = inputs(args, &bindings, model)?;
            let opts = plan_options(args)?;
            let chosen = |runs: &[Run]| match &runs[0].result {
                Ok(r) => Ok(r.plan.clone()),
                Err(e) => Err(anyhow!("planner {}: {e}", runs[0].name)),
            };
            let plan = chosen(&run_planners(args, &inp, &cluster, &opts)?)?;
            let first = crate::comm::build(args, &plan, &inp.blocks, moe_graph)?;
            match crate::comm::fed_workload(&first, &inp.blocks)? {
                None => crate::comm::render(&first, None)?,
                Some((fed, layers_scaled, boundaries_scaled)) => {
                    // Re-plan once on the fused costs; the program printed
                    // is the new plan's (built from the real activations).
                    let predict = |w: &Workload, p: &Plan| -> Result<f64, String> {
                        let ev = Evaluator::new(w, &cluster, &opts).map_err(|e| e.to_string())?;
                        let specs = ev.specs_of(p).map_err(|e| e.to_string())?;
                        ev.prediction(&specs)
                            .map(|p| p.iteration_s)
                            .map_err(|e| e.to_string())
                    };
                    let first_unfused_s = predict(&inp.blocks, &first.plan);
                    let first_fused_s = predict(&fed, &first.plan);
                    let Inputs { blocks, seq } = inp;
                    let fed_inp = Inputs { blocks: fed, seq };
                    let plan2 = chosen(&run_planners(args, &fed_inp, &cluster, &opts)?)?;
                    let second = crate::comm::build(args, &plan2, &blocks, moe_graph)?;
                    let feedback = crate::comm::Feedback {
                        planner: plan2.planner.clone(),
                        first_unfused_s,
                        first_fused_s,
                        replanned_s: predict(&fed_inp.blocks, &second.plan),
                        stages_changed: second.plan.stages != first.plan.stages,
                        layers_scaled,
                        boundaries_scaled,
                    };
                    crate::comm::render(&second, Some(&feedback))?
                }
            }
        }
        Emit::Plan | Emit::Timeline | Emit::Trace => {
            let cluster = load_cluster(args)?;
            let inp = inputs(args, &bindings, model)?;
            let opts = plan_options(args)?;
            let runs = run_planners(args, &inp, &cluster, &opts)?;
            match args.emit {
                Emit::Plan => render_plans(args.format, &inp.blocks, &cluster, &opts, &runs)?,
                _ => {
                    let first = &runs[0];
                    let (plan, report) = match &first.result {
                        Ok(r) => (&r.plan, &r.report),
                        Err(e) => bail!("planner {}: {e}", first.name),
                    };
                    let labels: Vec<String> = first.sim_labels.clone().unwrap_or_else(|| {
                        (0..plan.stages.len())
                            .map(|i| format!("stage {i}"))
                            .collect()
                    });
                    if args.emit == Emit::Timeline {
                        simulate::timeline_svg(report, &labels)
                    } else {
                        simulate::chrome_trace(report, &labels)
                    }
                }
            }
        }
    };
    write_output(args.output.as_deref(), &text)
}

/// `--emit stablehlo|mlir|bundle`: plan, extract the stages at the
/// micro-batch size, and emit them.
fn backends(args: &CompileArgs, bindings: &BTreeMap<String, u64>, model: Model) -> Result<()> {
    use hetc_backends::{bundle, stablehlo, stage};
    let what = match args.emit {
        Emit::Bundle => "bundle",
        Emit::Mlir => "mlir",
        Emit::CommProgram => "comm-program",
        _ => "stablehlo",
    };
    let graph = match model {
        Model::Graph { graph } => graph,
        Model::Described(_) => {
            bail!("--emit {what} needs a graph model (.onnx), not a description")
        }
    };
    if args.emit == Emit::Bundle && args.output.is_none() {
        bail!("--emit bundle needs -o DIR");
    }
    let cluster = load_cluster(args)?;
    let mb = micro_batch_bindings(&graph, bindings, args.micro_batch);
    let inp = inputs(args, bindings, Model::Graph { graph })?;
    let opts = plan_options(args)?;
    let runs = run_planners(args, &inp, &cluster, &opts)?;
    let mut plan = match &runs[0].result {
        Ok(p) => p.plan.clone(),
        Err(e) => bail!("planner {}: {e}", runs[0].name),
    };
    if let Some(tp) = args.tp {
        crate::comm::resplit_tp(&mut plan, tp)?;
    }
    // The executables run one micro-batch: bind the batch to its size.
    let g = import_model(&args.model, &mb)?;
    if !g.unbound.is_empty() {
        bail!(
            "symbolic dims {} must be bound; pass --bind",
            g.unbound.join(", ")
        );
    }
    let g = g.graph;
    let v = hetc_ir::verify(&g)?;
    // The chosen plan's layers as op sets of the micro-batch graph: blocks,
    // or the planner's clusters of the op sequence (HAPT's fine layers,
    // Alpa's coarse ones), contiguous ranges of the program order; a stage,
    // a contiguous range of layers, is then the union of their ops.
    let fine = seq_layers(planner_list(args.planner)[0], args, &inp.seq)?;
    let layers = graph_layers(&g, &inp.seq, fine.as_ref())?;
    if layers.len() != plan.num_layers as usize {
        bail!(
            "the plan has {} layers, the micro-batch graph {}",
            plan.num_layers,
            layers.len()
        );
    }
    let stages = stage::extract_stages(v, &layers, &stage::StageBounds::of_plan(&plan))?;
    if args.emit == Emit::Stablehlo {
        let mut text = String::new();
        for s in &stages {
            let _ = writeln!(
                text,
                "// stage {}: layers {}..{}",
                s.index, s.bounds.first_layer, s.bounds.end_layer
            );
            text.push_str(&stablehlo::emit_module(
                hetc_ir::verify(&s.graph)?,
                &format!("stage_{}", s.index),
            )?);
        }
        return write_output(args.output.as_deref(), &text);
    }
    if args.emit == Emit::Mlir {
        let mut text = String::new();
        for s in &stages {
            let _ = writeln!(
                text,
                "// stage {}: layers {}..{}",
                s.index, s.bounds.first_layer, s.bounds.end_layer
            );
            text.push_str(&hetc_backends::mlir::emit_mlir(
                hetc_ir::verify(&s.graph)?,
                &s.index.to_string(),
            )?);
        }
        return write_output(args.output.as_deref(), &text);
    }
    let external = if args.model.extension().is_some_and(|e| e == "onnx") {
        hetc_frontends::onnx::external_data_files(&args.model)?
    } else {
        Vec::new()
    };
    let name = model_name(&args.model);
    let sha = bundle::model_sha256(&args.model, &external)?;
    let spec = bundle::BundleSpec {
        hetc_version: env!("CARGO_PKG_VERSION"),
        model_name: &name,
        model_sha256: &sha,
        cluster: &cluster,
        plan: &plan,
        stages: &stages,
        vendors: &args.vendor,
        extra_files: Some(&comm_files),
        comm_fusion: !args.no_comm_fusion && !args.train,
        training: args.train.then_some(bundle::TrainSpec {
            loss: hetc_passes::autodiff::Loss::CrossEntropy,
            lr: args.lr,
        }),
    };
    if args.emit == Emit::CommProgram {
        let (files, _) = bundle::build(&spec)?;
        let mut all = serde_json::Map::new();
        for (p, b) in files.iter().filter(|(p, _)| p.starts_with("comm/")) {
            all.insert(p.clone(), serde_json::from_slice(b)?);
        }
        let text = serde_json::to_string_pretty(&serde_json::Value::Object(all))? + "\n";
        return write_output(args.output.as_deref(), &text);
    }
    let dir = args.output.as_deref().unwrap_or(Path::new("bundle"));
    let t0 = Instant::now();
    let m = bundle::write_bundle(dir, &spec)?;
    eprintln!(
        "bundle: {} stages, {} ranks, {} files written to {} in {:.3} s",
        stages.len(),
        m["ranks"].as_array().map_or(0, |r| r.len()),
        m["files"].as_object().map_or(0, |f| f.len()) + 1,
        dir.display(),
        t0.elapsed().as_secs_f64()
    );
    Ok(())
}

/// Every rank's communication program as `comm/rank-<N>.json`.
fn comm_files(manifest: &serde_json::Value) -> Result<Vec<(String, Vec<u8>)>, String> {
    let progs = hetc_runtime::program::from_manifest(manifest).map_err(|e| e.to_string())?;
    progs
        .iter()
        .map(|p| {
            let text = serde_json::to_string_pretty(&p.to_json()).map_err(|e| e.to_string())?;
            Ok((
                format!("comm/rank-{}.json", p.rank),
                (text + "\n").into_bytes(),
            ))
        })
        .collect()
}

/// Run `inspect`: exit status 1 when a file is missing or corrupted.
pub fn inspect(args: &InspectArgs) -> Result<()> {
    let r = hetc_backends::bundle::inspect(&args.bundle)?;
    print!("{}", r.summary);
    if !r.bad.is_empty() {
        bail!(
            "{}: {} corrupted or missing file(s): {}",
            args.bundle.display(),
            r.bad.len(),
            r.bad.join("; ")
        );
    }
    Ok(())
}

/// One planner's run.
pub struct Run {
    pub name: &'static str,
    pub layers: usize,
    pub sim_labels: Option<Vec<String>>,
    pub result: std::result::Result<Planned, String>,
}

pub struct Planned {
    pub plan: Plan,
    pub report: SimReport,
    /// Where the plan's device time goes against the ideal bound.
    pub capacity: hetc_passes::plan::CapacityBreakdown,
}

fn planner_list(p: Planner) -> Vec<Planner> {
    match p {
        Planner::All => vec![
            Planner::Hapt,
            Planner::Coarse,
            Planner::HeteroAuto,
            Planner::Cmri,
            Planner::Uniform,
        ],
        Planner::Hapt => vec![Planner::Hapt, Planner::Coarse, Planner::Uniform],
        Planner::Uniform => vec![Planner::Uniform],
        p => vec![p, Planner::Uniform],
    }
}

fn planner_name(p: Planner) -> &'static str {
    match p {
        Planner::HeteroAuto => "hetero-auto",
        Planner::Uniform => "uniform",
        Planner::Hapt => hapt::PLANNER_NAME,
        Planner::Coarse => hapt::COARSE_NAME,
        Planner::Cmri => "cmri",
        Planner::All => "all",
    }
}

/// Progress on stderr for searches longer than a second, only on a terminal.
struct ProgressBar {
    name: &'static str,
    start: Instant,
    shown: std::sync::atomic::AtomicBool,
}

impl ProgressBar {
    fn new(name: &'static str) -> ProgressBar {
        ProgressBar {
            name,
            start: Instant::now(),
            shown: std::sync::atomic::AtomicBool::new(false),
        }
    }

    fn update(&self, done: u64, total: u64) {
        use std::io::IsTerminal;
        if self.start.elapsed().as_secs_f64() < 1.0 || !std::io::stderr().is_terminal() {
            return;
        }
        self.shown.store(true, std::sync::atomic::Ordering::Relaxed);
        let width = 30usize;
        let filled = (done as usize * width) / total.max(1) as usize;
        eprint!(
            "\r{}: [{}{}] {done}/{total} DP runs, {:.1} s",
            self.name,
            "#".repeat(filled.min(width)),
            " ".repeat(width - filled.min(width)),
            self.start.elapsed().as_secs_f64()
        );
    }

    fn finish(&self) {
        if self.shown.load(std::sync::atomic::Ordering::Relaxed) {
            eprintln!();
        }
    }
}

/// The layers planner `p` plans over when they are built from the op
/// sequence (HAPT's fine layers, Alpa's coarse ones); `None` for the
/// block-layer planners.
/// The layers as op sets of the micro-batch graph `g`: blocks, or the
/// planner's clusters of the per-sample op sequence `seq` (HAPT's fine
/// layers, Alpa's coarse ones), contiguous ranges of the program order.
fn graph_layers(
    g: &Graph,
    seq: &OpSequence,
    fine: Option<&layers::FineLayers>,
) -> Result<Vec<blocks::LayerOps>> {
    let Some(fine) = fine else {
        return Ok(blocks::find_layers(g));
    };
    let names = seq.ops.iter().map(|o| &o.name);
    if g.order.len() != seq.ops.len() || !g.order.iter().map(|&o| &g.ops[o].name).eq(names) {
        bail!(
            "the micro-batch graph's program order ({} ops) differs from the per-sample one the layers were built on ({} ops)",
            g.order.len(),
            seq.ops.len()
        );
    }
    Ok(fine
        .layer_ops
        .iter()
        .enumerate()
        .map(|(i, r)| blocks::LayerOps {
            name: format!("layer{i}"),
            ops: g.order[r.clone()].to_vec(),
            signature: fine.workload.layers[i].signature,
        })
        .collect())
}

fn seq_layers(
    p: Planner,
    args: &CompileArgs,
    seq: &OpSequence,
) -> Result<Option<layers::FineLayers>> {
    Ok(match p {
        Planner::Hapt => Some(layers::hapt_layers(seq, args.layers)?),
        Planner::Coarse => Some(layers::coarse_layers(seq, layers::COARSE_LAYERS)?),
        _ => None,
    })
}

fn run_planners(
    args: &CompileArgs,
    inp: &Inputs,
    cluster: &Cluster,
    opts: &PlanOptions,
) -> Result<Vec<Run>> {
    let list = planner_list(args.planner);
    let mut runs = Vec::new();
    for (n, &p) in list.iter().enumerate() {
        let name = planner_name(p);
        let mut hapt_opts = HaptOptions::default();
        let workload = match seq_layers(p, args, &inp.seq)? {
            Some(fine) => {
                if p == Planner::Hapt && fine.achieved != fine.target {
                    eprintln!(
                        "note: hapt: {} fine layers asked, {} built",
                        fine.target, fine.achieved
                    );
                }
                // hapt also searches its layers merged at the coarse cuts
                // (empty for coarse itself).
                hapt_opts.coarsening = fine.refines;
                fine.workload
            }
            None => inp.blocks.clone(),
        };
        if n == 0 {
            if let Some(line) = profile_coverage(&workload, cluster, opts) {
                eprintln!("note: {line}");
            }
        }
        // `--sp`: plan with Megatron sequence parallelism's costs.
        let workload = if args.sp {
            if n == 0 && workload.tokens_per_sample <= 1 {
                eprintln!(
                    "note: --sp: {} has one token per sample, no sequence to split",
                    workload.model
                );
            }
            workload.sequence_parallel()
        } else {
            workload
        };
        let t0 = Instant::now();
        let bar = ProgressBar::new(name);
        let progress = |d: u64, t: u64| bar.update(d, t);
        let mut notes = Vec::new();
        let outcome = match p {
            Planner::HeteroAuto => plan_hetero_auto(&workload, cluster, opts),
            Planner::Uniform => plan_uniform(&workload, cluster, opts),
            Planner::Cmri => plan_cmri(&workload, cluster, opts),
            Planner::Hapt | Planner::Coarse => plan_hapt(
                name,
                &workload,
                cluster,
                opts,
                &hapt_opts,
                Some(&progress),
            )
            .map(|(o, s)| {
                notes.push(format!(
                    "candidates {} enumerated, {} costed once each (structural dedupe), {} feasible; t_max {} distinct, {} evaluated ({} DP passes with the update-cap descents); {} mesh order(s), {} skipped by their t_max bound; {} device(s) per DP unit; {} distinct plans in the pool ({} plans from the search over the layers merged at the coarse cuts joined it), {} simulated for the pick",
                    s.enumerated, s.costed, s.feasible, s.tmax_distinct, s.tmax_evaluated, s.dp_runs, s.mesh_orders, s.orders_pruned, s.device_quantum, s.solutions, s.coarsening_plans, s.simulated
                ));
                o
            }),
            Planner::All => unreachable!("expanded by planner_list"),
        };
        bar.finish();
        let search_s = t0.elapsed().as_secs_f64();
        let result = match outcome {
            Err(e) => Err(e.to_string()),
            Ok(out) => {
                out.plan
                    .verify(cluster)
                    .map_err(|e| anyhow!("internal error: {e}"))?;
                eprintln!(
                    "search: {name} evaluated {} candidates ({} pruned) in {:.3} ms",
                    out.candidates_evaluated,
                    out.candidates_pruned,
                    search_s * 1e3
                );
                for s in &out.unused_devices {
                    eprintln!(
                        "note: {name} leaves devices {}[{}..{}] idle",
                        s.mesh,
                        s.first,
                        s.first + s.count
                    );
                }
                for note in &notes {
                    eprintln!("search: {name}: {note}");
                }
                let ev = Evaluator::new(&workload, cluster, opts)?;
                let input = ev.sim_input(&out.plan)?;
                let labels = input.stages.iter().map(|s| s.label.clone()).collect();
                let report = simulate::simulate(&input)
                    .map_err(|e| anyhow!("simulating the {name} plan: {e}"))?;
                let capacity = hetc_passes::plan::capacity_breakdown(
                    &workload, cluster, opts, &out.plan, &input, &report,
                )
                .map_err(|e| anyhow!("internal error: the {name} plan's device time: {e}"))?;
                runs.push(Run {
                    name,
                    layers: workload.layers.len(),
                    sim_labels: Some(labels),
                    result: Ok(Planned {
                        plan: out.plan,
                        report,
                        capacity,
                    }),
                });
                continue;
            }
        };
        if n == 0 {
            // The chosen planner must succeed.
            bail!("planner {name}: {}", result.err().unwrap_or_default());
        }
        runs.push(Run {
            name,
            layers: workload.layers.len(),
            sim_labels: None,
            result,
        });
    }
    Ok(runs)
}

fn render_plans(
    format: Format,
    w: &Workload,
    cluster: &Cluster,
    opts: &PlanOptions,
    runs: &[Run],
) -> Result<String> {
    let ideal = hetc_passes::plan::ideal_iteration_s(w, cluster, opts);
    let whole = hetc_passes::plan::whole_model_memory(w, cluster, opts);
    let binds = whole.iter().any(|f| !f.fits());
    let tokens = opts.global_batch as f64 * w.tokens_per_sample as f64;
    match format {
        Format::Json => {
            let mut root = serde_json::Map::new();
            root.insert("model".into(), model_summary_json(w));
            root.insert("ideal_iteration_s".into(), ideal.into());
            root.insert("memory_binds".into(), binds.into());
            root.insert(
                "whole_model_memory".into(),
                whole
                    .iter()
                    .map(|f| {
                        serde_json::json!({
                            "chip": f.chip,
                            "devices": f.devices,
                            "need_bytes": f.need_bytes,
                            "capacity_bytes": f.capacity_bytes,
                            "fits": f.fits(),
                        })
                    })
                    .collect::<Vec<_>>()
                    .into(),
            );
            let mut plans = Vec::new();
            for r in runs {
                let v = match &r.result {
                    Ok(p) => serde_json::json!({
                        "planner": r.name,
                        "layers": r.layers,
                        "plan": p.plan,
                        "simulated": {
                            "iteration_s": p.report.iteration_s,
                            "tokens_per_s": tokens / p.report.iteration_s,
                            "load_balance_eta": p.report.load_balance_eta,
                            "overlap_ratio": p.report.overlap_ratio,
                            "stages": p.report.stages,
                            "device_time": {
                                "useful": p.capacity.useful,
                                "idle_devices": p.capacity.idle_devices,
                                "extra_compute": p.capacity.extra_compute,
                                "update": p.capacity.update,
                                "waiting": p.capacity.waiting,
                                "idle_by_chip": p.capacity.idle_by_chip.iter().map(|(c, k, n)| serde_json::json!({"chip": c, "idle": k, "devices": n})).collect::<Vec<_>>(),
                            },
                        },
                    }),
                    Err(e) => serde_json::json!({"planner": r.name, "error": e}),
                };
                plans.push(v);
            }
            // The chosen plan and the uniform baseline under fixed keys.
            if let Some(Ok(p)) = runs.first().map(|r| &r.result) {
                root.insert("plan".into(), serde_json::to_value(&p.plan)?);
            }
            for r in &runs[1..] {
                match (&r.result, r.name) {
                    (Ok(p), "uniform") => {
                        root.insert("baseline".into(), serde_json::to_value(&p.plan)?);
                    }
                    (Err(e), "uniform") => {
                        root.insert("baseline_error".into(), e.clone().into());
                    }
                    _ => {}
                }
            }
            root.insert("plans".into(), plans.into());
            Ok(serde_json::to_string_pretty(&serde_json::Value::Object(root))? + "\n")
        }
        Format::Text => {
            use hetc_ir::plan::fmt_time;
            let mut o = String::new();
            let _ = writeln!(o, "{}", model_summary(w));
            let shown: Vec<&Run> = if runs.len() > 3 {
                runs.iter().collect()
            } else {
                runs.iter().take(1).collect()
            };
            for r in shown {
                if let Ok(p) = &r.result {
                    o.push('\n');
                    o.push_str(&p.plan.table());
                    let _ = writeln!(
                        o,
                        "simulated ({}): iteration {}  overlap {:.1}%  eta {:.3}",
                        p.plan.schedule,
                        fmt_time(p.report.iteration_s),
                        p.report.overlap_ratio * 100.0,
                        p.report.load_balance_eta
                    );
                }
            }
            let _ = writeln!(
                o,
                "\n{:<12} {:>6} {:>6} {:>11} {:>12} {:>13} {:>6} {:>8} {:>10} {:>9}",
                "planner",
                "layers",
                "stages",
                "schedule",
                "closed form",
                "simulated",
                "eta",
                "overlap",
                "peak GiB",
                "vs ideal"
            );
            for r in runs {
                match &r.result {
                    Ok(p) => {
                        let peak = p
                            .report
                            .stages
                            .iter()
                            .map(|s| s.peak_memory_bytes)
                            .fold(0.0, f64::max);
                        let _ = writeln!(
                            o,
                            "{:<12} {:>6} {:>6} {:>11} {:>12} {:>13} {:>6.3} {:>7.1}% {:>10.2} {:>8.2}x",
                            r.name,
                            r.layers,
                            p.plan.stages.len(),
                            p.plan.schedule.to_string(),
                            fmt_time(p.plan.predicted.iteration_s),
                            fmt_time(p.report.iteration_s),
                            p.report.load_balance_eta,
                            p.report.overlap_ratio * 100.0,
                            peak / (1u64 << 30) as f64,
                            p.report.iteration_s / ideal
                        );
                    }
                    Err(e) => {
                        let _ = writeln!(o, "{:<12} failed: {e}", r.name);
                    }
                }
            }
            let _ = writeln!(
                o,
                "{:<12} {:>6} {:>6} {:>11} {:>12} {:>13}   (total work / aggregate effective throughput: every device runs whole samples alone)",
                "ideal", "", "", "", "", fmt_time(ideal)
            );
            let size = |b: f64| {
                let gib = b / (1u64 << 30) as f64;
                if gib >= 1.0 {
                    format!("{gib:.2} GiB")
                } else {
                    format!("{:.1} MiB", b / (1u64 << 20) as f64)
                }
            };
            let _ = writeln!(
                o,
                "memory binds: {} (whole model per device as a data-parallel replica, ZeRO-1 over the chip type's devices: {}){}",
                if binds { "yes" } else { "no" },
                whole
                    .iter()
                    .map(|f| format!(
                        "{} {} of {}",
                        f.chip,
                        size(f.need_bytes),
                        size(f.capacity_bytes)
                    ))
                    .collect::<Vec<_>>()
                    .join(", "),
                if binds {
                    " — pipelining or TP is forced where it does not fit, so the ideal bound is out of reach there"
                } else {
                    ""
                }
            );
            let _ = writeln!(
                o,
                "device time against the ideal (each device weighted by its throughput):"
            );
            for r in runs {
                if let Ok(p) = &r.result {
                    let _ = writeln!(o, "  {:<12} {}", r.name, p.capacity.line());
                }
            }
            if let Some(Ok(first)) = runs.first().map(|r| &r.result) {
                for r in &runs[1..] {
                    if let Ok(p) = &r.result {
                        let _ = writeln!(
                            o,
                            "{} vs {}: {:.2}x simulated throughput ({:.1} vs {:.1} tokens/s)",
                            runs[0].name,
                            r.name,
                            p.report.iteration_s / first.report.iteration_s,
                            tokens / first.report.iteration_s,
                            tokens / p.report.iteration_s
                        );
                    }
                }
            }
            Ok(o)
        }
    }
}

fn model_summary(w: &Workload) -> String {
    let p = w.total_params() as f64;
    let params = if p >= 1e9 {
        format!("{:.3} B", p / 1e9)
    } else {
        format!("{:.3} M", p / 1e6)
    };
    format!(
        "model {}: {} layers, {params} parameters, {:.3} GFLOP forward per sample, {} tokens per sample, compute in {}",
        w.model,
        w.layers.len(),
        w.total_fwd_flops() / 1e9,
        w.tokens_per_sample,
        w.dtype
    )
}

fn model_summary_json(w: &Workload) -> serde_json::Value {
    serde_json::json!({
        "name": w.model,
        "layers": w.layers.len(),
        "parameters": w.total_params(),
        "fwd_flops_per_sample": w.total_fwd_flops(),
        "tokens_per_sample": w.tokens_per_sample,
        "dtype": w.dtype,
    })
}

fn layers_table(w: &Workload) -> String {
    let mut o = model_summary(w) + "\n";
    let _ = writeln!(
        o,
        "{:>5}  {:<40} {:>12} {:>12} {:>12} {:>12}  tp",
        "layer", "name", "fwd MFLOP", "params", "act KiB", "out KiB"
    );
    for (i, l) in w.layers.iter().enumerate() {
        let _ = writeln!(
            o,
            "{:>5}  {:<40} {:>12.3} {:>12} {:>12.1} {:>12.1}  {:?}",
            i,
            l.name,
            l.fwd_flops / 1e6,
            l.params,
            l.act_bytes / 1024.0,
            l.out_bytes / 1024.0,
            l.tp
        );
    }
    o
}

/// Write `text` to `path` atomically (temp file + rename), or to stdout.
fn write_output(path: Option<&Path>, text: &str) -> Result<()> {
    match path {
        None => {
            let mut out = std::io::stdout().lock();
            out.write_all(text.as_bytes())
                .context("writing to stdout")?;
            Ok(())
        }
        Some(p) => write_atomic(p, text.as_bytes()),
    }
}

/// Write `bytes` to `p` atomically (a temp file beside it, then rename).
pub fn write_atomic(p: &Path, bytes: &[u8]) -> Result<()> {
    let dir = p
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let tmp = dir.join(format!(".{}.tmp-{}", model_name(p), std::process::id()));
    std::fs::write(&tmp, bytes).with_context(|| format!("writing {}", tmp.display()))?;
    std::fs::rename(&tmp, p)
        .with_context(|| format!("renaming {} to {}", tmp.display(), p.display()))?;
    Ok(())
}
