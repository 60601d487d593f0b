//! The compile driver: frontends → passes, and rendering of the results.

use crate::{CompileArgs, Emit, Format, Planner, Precision};
use anyhow::{anyhow, bail, Context, Result};
use hetc_frontends::{onnx, ImportOptions};
use hetc_ir::{Cluster, DType, Graph, Plan};
use hetc_passes::plan::{
    hapt, plan_hapt, plan_hetero_auto, plan_uniform, HaptOptions, PlanOptions, PlanOutcome,
};
use hetc_passes::transformer::TransformerSpec;
use hetc_passes::{blocks, Workload};
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

fn parse_bindings(args: &CompileArgs) -> Result<BTreeMap<String, u64>> {
    let mut out = BTreeMap::new();
    for b in &args.bind {
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

fn import_onnx(path: &Path, bindings: &BTreeMap<String, u64>) -> Result<hetc_frontends::Imported> {
    let opts = ImportOptions {
        bindings: bindings.clone(),
    };
    let imported = onnx::import_file(path, &opts)?;
    for w in &imported.warnings {
        eprintln!("warning: {w}");
    }
    Ok(imported)
}

fn load_model(args: &CompileArgs, bindings: &BTreeMap<String, u64>) -> Result<Model> {
    let ext = args
        .model
        .extension()
        .and_then(|e| e.to_str())
        .unwrap_or("");
    let shown = args.model.display().to_string();
    match ext {
        "onnx" => Ok(Model::Graph { graph: import_onnx(&args.model, bindings)?.graph }),
        "toml" => {
            let text = std::fs::read_to_string(&args.model).with_context(|| format!("reading {shown}"))?;
            Ok(Model::Described(TransformerSpec::from_toml(&text).with_context(|| shown.clone())?))
        }
        _ => bail!("{shown}: unsupported model format (expected .onnx, or .toml for a transformer description)"),
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

/// The per-sample workload: binds each input's leading symbolic dim (the
/// batch) to 1; any other unbound symbol is an error naming it.
fn workload(
    args: &CompileArgs,
    bindings: &BTreeMap<String, u64>,
    model: Model,
) -> Result<Workload> {
    match model {
        Model::Described(spec) => Ok(spec.workload(dtype(args.dtype))),
        Model::Graph { graph, .. } => {
            let mut per_sample = bindings.clone();
            for &v in &graph.inputs {
                if let Some(hetc_ir::Dim::Sym(s)) = graph.ty(v).shape.first() {
                    if s.factor == 1 && s.syms.len() == 1 {
                        per_sample.entry(s.syms[0].clone()).or_insert(1);
                    }
                }
            }
            let bound = import_onnx(&args.model, &per_sample)?;
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
            Ok(blocks::workload(
                &bound.graph,
                &model_name(&args.model),
                dtype(args.dtype),
            )?)
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
    let bindings = parse_bindings(args)?;
    let model = load_model(args, &bindings)?;
    let text = match args.emit {
        Emit::Ir => match &model {
            Model::Graph { graph, .. } => match args.format {
                Format::Text => hetc_ir::print_graph(graph),
                Format::Json => bail!("--emit ir has a text form only"),
            },
            Model::Described(_) => {
                bail!("--emit ir needs a graph model (.onnx); a transformer description has no IR")
            }
        },
        Emit::Layers => {
            let w = workload(args, &bindings, model)?;
            match args.format {
                Format::Text => layers_table(&w),
                Format::Json => serde_json::to_string_pretty(&w)? + "\n",
            }
        }
        Emit::Plan => {
            let cluster = load_cluster(args)?;
            let w = workload(args, &bindings, model)?;
            let mut opts = PlanOptions::new(args.global_batch);
            opts.micro_batch_size = args.micro_batch;
            opts.allow_recompute = !args.no_recompute;
            let chosen = run_planner(args.planner, &w, &cluster, &opts)?;
            let baseline = match args.planner {
                Planner::Uniform => None,
                _ => Some(run_planner(Planner::Uniform, &w, &cluster, &opts)),
            };
            render_plans(args.format, &w, &chosen.plan, baseline)?
        }
    };
    write_output(args.output.as_deref(), &text)
}

fn planner_name(p: Planner) -> &'static str {
    match p {
        Planner::HeteroAuto => "hetero-auto",
        Planner::Uniform => "uniform",
        Planner::Hapt => hapt::PLANNER_NAME,
    }
}

fn run_planner(p: Planner, w: &Workload, c: &Cluster, opts: &PlanOptions) -> Result<PlanOutcome> {
    let t0 = Instant::now();
    let out = match p {
        Planner::HeteroAuto => plan_hetero_auto(w, c, opts),
        Planner::Uniform => plan_uniform(w, c, opts),
        Planner::Hapt => {
            plan_hapt(hapt::PLANNER_NAME, w, c, opts, &HaptOptions::default(), None).map(
                |(o, s)| {
                    eprintln!(
                        "search: hapt candidates {} enumerated, {} costed, {} feasible; t_max {} distinct, {} evaluated; {} mesh orders; {} devices per unit",
                        s.enumerated, s.costed, s.feasible, s.tmax_distinct, s.tmax_evaluated, s.mesh_orders, s.device_quantum
                    );
                    o
                },
            )
        }
    }
    .with_context(|| format!("planner {}", planner_name(p)))?;
    let dt = t0.elapsed();
    // Wall time goes to stderr so that stdout stays byte-identical across runs.
    eprintln!(
        "search: {} evaluated {} candidates ({} pruned) in {:.3} ms",
        planner_name(p),
        out.candidates_evaluated,
        out.candidates_pruned,
        dt.as_secs_f64() * 1e3
    );
    for s in &out.unused_devices {
        eprintln!(
            "note: {} leaves devices {}[{}..{}] idle",
            planner_name(p),
            s.mesh,
            s.first,
            s.first + s.count
        );
    }
    out.plan
        .verify(c)
        .map_err(|e| anyhow!("internal error: {e}"))?;
    Ok(out)
}

fn render_plans(
    format: Format,
    w: &Workload,
    chosen: &Plan,
    baseline: Option<Result<PlanOutcome>>,
) -> Result<String> {
    let (base_plan, base_err) = match baseline {
        None => (None, None),
        Some(Ok(o)) => (Some(o.plan), None),
        Some(Err(e)) => (None, Some(format!("{e:#}"))),
    };
    match format {
        Format::Json => {
            let mut root = serde_json::Map::new();
            root.insert("model".into(), model_summary_json(w));
            root.insert("plan".into(), serde_json::to_value(chosen)?);
            if let Some(b) = &base_plan {
                root.insert("baseline".into(), serde_json::to_value(b)?);
            }
            if let Some(e) = &base_err {
                root.insert("baseline_error".into(), e.clone().into());
            }
            Ok(serde_json::to_string_pretty(&serde_json::Value::Object(root))? + "\n")
        }
        Format::Text => {
            let mut o = String::new();
            let _ = writeln!(o, "{}", model_summary(w));
            o.push('\n');
            o.push_str(&chosen.table());
            if let Some(b) = &base_plan {
                o.push('\n');
                o.push_str(&b.table());
                let speedup = b.predicted.iteration_s / chosen.predicted.iteration_s;
                let _ = writeln!(
                    o,
                    "\n{} vs uniform: iteration {} vs {} ({:.2}x), {:.1} vs {:.1} tokens/s",
                    chosen.planner,
                    hetc_ir::plan::fmt_time(chosen.predicted.iteration_s),
                    hetc_ir::plan::fmt_time(b.predicted.iteration_s),
                    speedup,
                    chosen.predicted.tokens_per_s,
                    b.predicted.tokens_per_s
                );
            }
            if let Some(e) = &base_err {
                let _ = writeln!(o, "\nuniform baseline: {e}");
            }
            Ok(o)
        }
    }
}

fn model_summary(w: &Workload) -> String {
    format!(
        "model {}: {} layers, {:.3} M parameters, {:.3} GFLOP forward per sample, {} tokens per sample, compute in {}",
        w.model,
        w.layers.len(),
        w.total_params() as f64 / 1e6,
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
        Some(p) => {
            let dir = p
                .parent()
                .filter(|d| !d.as_os_str().is_empty())
                .unwrap_or(Path::new("."));
            let tmp = dir.join(format!(".{}.tmp-{}", model_name(p), std::process::id()));
            std::fs::write(&tmp, text).with_context(|| format!("writing {}", tmp.display()))?;
            std::fs::rename(&tmp, p)
                .with_context(|| format!("renaming {} to {}", tmp.display(), p.display()))?;
            Ok(())
        }
    }
}
