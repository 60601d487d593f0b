//! The compile driver: `hetc compile`'s arguments → [`CompileOptions`],
//! the session's flow (hetc-session), and rendering of the results.

use crate::{
    CompileArgs, DecayMaskKind, Emit, Format, InspectArgs, LrScheduleKind, OptimizerKind, Planner,
    Precision,
};
use anyhow::{anyhow, bail, Context, Result};
use hetc_ir::manifest::{DecayMask, LossScaler, LrSchedule, Optimizer};
use hetc_ir::{Cluster, DType};
use hetc_passes::plan::PlanOptions;
use hetc_passes::Workload;
use hetc_session::plan::{PlannerRun as Run, Plans};
use hetc_session::{CompileOptions, PlannerChoice, Session, Target};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::io::Write as _;
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::Instant;

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

/// `--loss-scale` / `--loss-scale-window`: f16 training's dynamic loss
/// scaling (always on for it), refused for anything else.
fn loss_scaler(args: &CompileArgs) -> Result<Option<LossScaler>> {
    let f16 = args.train && args.dtype == Some(Precision::F16);
    if !f16 && (args.loss_scale.is_some() || args.loss_scale_window.is_some()) {
        bail!("--loss-scale and --loss-scale-window are for --train --dtype f16 (bf16 and f32 have f32's exponent range: no loss scaling)");
    }
    let d = LossScaler::default();
    Ok(f16.then(|| LossScaler {
        init: args.loss_scale.unwrap_or(d.init),
        interval: args.loss_scale_window.unwrap_or(d.interval),
        ..d
    }))
}

/// The session's options of `hetc compile`'s arguments.
pub fn compile_options(args: &CompileArgs) -> Result<CompileOptions> {
    Ok(CompileOptions {
        model: args.model.clone(),
        cluster: args.cluster.clone(),
        bindings: parse_bindings(&args.bind)?,
        weights: args.weights.clone(),
        planner: match args.planner {
            Planner::Auto => PlannerChoice::Auto,
            Planner::HeteroAuto => PlannerChoice::HeteroAuto,
            Planner::Uniform => PlannerChoice::Uniform,
            Planner::Hapt => PlannerChoice::Hapt,
            Planner::Coarse => PlannerChoice::Coarse,
            Planner::Cmri => PlannerChoice::Cmri,
            Planner::All => PlannerChoice::All,
        },
        global_batch: args.global_batch,
        micro_batch: args.micro_batch,
        dtype: match args.dtype {
            Some(Precision::Bf16) | None => DType::BF16,
            Some(Precision::F16) => DType::F16,
            Some(Precision::F32) => DType::F32,
        },
        precision: match (args.train, args.dtype) {
            (true, Some(Precision::Bf16)) => Some(DType::BF16),
            (true, Some(Precision::F16)) => Some(DType::F16),
            _ => None,
        },
        loss_scaler: loss_scaler(args)?,
        zero: match args.zero {
            Some(_) if !args.train => bail!("--zero is for training bundles (--train)"),
            None | Some(1) => true,
            Some(0) => false,
            Some(z) => bail!(
                "--zero {z}: ZeRO stage 0 (off) or 1 (optimizer state sharded over DP replicas)"
            ),
        },
        decay_mask: match args.weight_decay_mask {
            DecayMaskKind::All => DecayMask::All,
            DecayMaskKind::Matrices if !args.train => {
                bail!("--weight-decay-mask is for training bundles (--train)")
            }
            DecayMaskKind::Matrices => DecayMask::Matrices,
        },
        recompute: !args.no_recompute,
        layers: args.layers,
        tp: args.tp,
        chip: args.chip.clone(),
        reps: args.reps,
        profile: args.profile.clone(),
        sp: args.sp,
        ep: args.ep,
        topk: args.topk,
        comm_fusion: !args.no_comm_fusion,
        vendors: args.vendor.clone(),
        cpu_code_iree: args.cpu_code == crate::CpuCode::Iree,
        train: args.train,
        optimizer: match args.optimizer {
            OptimizerKind::Sgd => Optimizer::Sgd {
                lr: args.lr,
                momentum: args.momentum,
                weight_decay: args.weight_decay,
            },
            OptimizerKind::Adamw => Optimizer::Adamw {
                lr: args.lr,
                beta1: match args.betas[..] {
                    [b1, _] => b1,
                    _ => bail!("--betas takes two numbers, B1,B2 (got {:?})", args.betas),
                },
                beta2: args.betas[1],
                eps: args.eps,
                weight_decay: args.weight_decay,
            },
        },
        lr_schedule: match (args.lr_schedule, args.warmup_steps) {
            (LrScheduleKind::Constant, 0) => LrSchedule::Constant,
            (LrScheduleKind::Constant, w) => LrSchedule::WarmupConstant { warmup_steps: w },
            (LrScheduleKind::Cosine, w) => LrSchedule::WarmupCosine {
                warmup_steps: w,
                decay_steps: args
                    .decay_steps
                    .ok_or_else(|| anyhow!("--lr-schedule cosine needs --decay-steps N"))?,
                end_lr: args.min_lr,
            },
        },
        clip_grad_norm: args.clip_grad_norm,
        verify_each: args.verify_each,
    })
}

/// Diagnostics on stderr, and a progress bar for long searches.
struct Console {
    bar: Mutex<Option<ProgressBar>>,
}

impl Console {
    fn new() -> Arc<Console> {
        Arc::new(Console {
            bar: Mutex::new(None),
        })
    }

    fn log(&self, m: &str) {
        self.close_bar();
        eprintln!("{m}");
    }

    fn close_bar(&self) {
        if let Some(b) = self.bar.lock().map(|mut b| b.take()).unwrap_or(None) {
            b.finish();
        }
    }

    /// `(planner, done, total)`; a total of 0 ends the planner's search.
    /// Planners may search in parallel: the bar follows one at a time.
    fn progress(&self, name: &'static str, done: u64, total: u64) {
        let Ok(mut bar) = self.bar.lock() else { return };
        let mine = bar.as_ref().is_some_and(|b| b.name == name);
        if total == 0 {
            if mine {
                if let Some(b) = bar.take() {
                    b.finish();
                }
            }
            return;
        }
        if bar.is_none() {
            *bar = Some(ProgressBar::new(name));
        } else if !mine {
            return;
        }
        if let Some(b) = bar.as_ref() {
            b.update(done, total);
        }
    }
}

/// Run `compile`; with `--time-passes`, then print the steps' times.
pub fn compile(args: &CompileArgs) -> Result<()> {
    let console = Console::new();
    let c = Arc::clone(&console);
    let opts = compile_options(args)?;
    let mut session =
        match Session::import(opts.clone(), Arc::new(move |m: &str| c.log(m))) {
            Err(hetc_session::SessionError::Import(
                hetc_frontends::FrontendError::NeedsValues { names, error, .. },
            )) if args.emit == Emit::Bundle && !args.train => {
                return dynamic_bundle(args, &opts, &names, &error);
            }
            r => r?,
        };
    let bound = session.computed_bound();
    if !bound.is_empty() {
        let shown: Vec<String> = bound
            .iter()
            .map(|n| format!("{n:?} = {}", opts.bindings[n]))
            .collect();
        // A graph for one value of what the inputs decide: to look at and
        // plan, never to run.
        if !matches!(
            args.emit,
            Emit::Plan
                | Emit::Ir
                | Emit::Layers
                | Emit::Modules
                | Emit::Timeline
                | Emit::Trace
                | Emit::Comm
        ) {
            bail!(
                "{}: --bind {}: the model computes {} from its inputs, so a value given for it serves planning only (--emit plan, ir, layers, modules, timeline, trace, comm); drop it from --bind for --emit {}: a bundle then computes it at run time (a dynamic bundle, one rank)",
                args.model.display(),
                bound.iter().map(|n| format!("{n}={}", opts.bindings[n])).collect::<Vec<_>>().join(","),
                bound.iter().map(|n| format!("{n:?}")).collect::<Vec<_>>().join(", "),
                clap::ValueEnum::to_possible_value(&args.emit)
                    .map(|v| v.get_name().to_string())
                    .unwrap_or_default()
            );
        }
        console.log(&format!(
            "warning: {}: planned for {} (--bind): the model computes {} from its inputs, so other inputs give other extents, and these figures are for this value",
            args.model.display(),
            shown.join(", "),
            if bound.len() == 1 { "it" } else { "them" }
        ));
    }
    let result = compile_in(args, &console, &mut session);
    if args.time_passes {
        console.close_bar();
        eprint!("{}", timings_table(&session.timings()));
    }
    result
}

/// `--emit bundle` of a model whose extents depend on values it computes
/// (`needed` by the import's `error`): a dynamic bundle for one rank
/// ([`hetc_session::dynamic`]), with a warning saying what runs it.
fn dynamic_bundle(
    args: &CompileArgs,
    opts: &CompileOptions,
    needed: &[String],
    error: &hetc_frontends::FrontendError,
) -> Result<()> {
    if hetc_frontends::Format::of(&args.model) != Some(hetc_frontends::Format::Onnx) {
        bail!("{error}");
    }
    let path = args
        .cluster
        .as_ref()
        .ok_or_else(|| anyhow!("--emit bundle needs --cluster FILE"))?;
    let text = std::fs::read_to_string(path).with_context(|| path.display().to_string())?;
    let cluster = Cluster::from_toml(&text).with_context(|| path.display().to_string())?;
    let mesh = cluster
        .meshes
        .values()
        .next()
        .ok_or_else(|| anyhow!("{}: the cluster has no mesh", path.display()))?;
    let chip = &cluster.chips[mesh.chip];
    let dir = args.output.as_deref().unwrap_or(Path::new("bundle"));
    let shown: Vec<String> = needed.iter().map(|n| format!("{n:?}")).collect();
    eprintln!(
        "warning: {}: the model computes {} from its inputs and extents depend on them ({error}): no static plan exists, so the bundle is dynamic — one rank ({} {} of mesh {}), the model specialised to each input at run time (`hetc run` compiles each distinct set of extents once, cached; `hetc-run` interprets)",
        args.model.display(),
        shown.join(", "),
        chip.vendor,
        chip.name,
        mesh.name
    );
    let t0 = Instant::now();
    let m = hetc_session::dynamic::write(
        dir,
        &hetc_session::dynamic::DynamicSpec {
            model: &args.model,
            computed: needed,
            bindings: &opts.bindings,
            cluster: &cluster.name,
            vendor: &chip.vendor,
            chip: &chip.name,
        },
    )?;
    eprintln!(
        "bundle: dynamic, 1 rank, {} files written to {} in {:.3} s",
        m.files.len() + 1,
        dir.display(),
        t0.elapsed().as_secs_f64()
    );
    Ok(())
}

/// The `--time-passes` table: each step and graph pass, its time, its
/// verification's, and its share of the total.
fn timings_table(t: &[hetc_passes::pass::Timing]) -> String {
    let total: f64 = t.iter().map(|x| x.run_s + x.verify_s.unwrap_or(0.0)).sum();
    let ms = |s: f64| format!("{:.3} ms", s * 1e3);
    let mut o = format!(
        "time-passes: {:<32} {:>14} {:>14} {:>7}\n",
        "step / pass", "run", "verify", "share"
    );
    for x in t {
        let _ = writeln!(
            o,
            "time-passes: {:<32} {:>14} {:>14} {:>6.1}%",
            x.name,
            ms(x.run_s),
            x.verify_s.map_or_else(|| "-".into(), ms),
            100.0 * (x.run_s + x.verify_s.unwrap_or(0.0)) / total.max(f64::MIN_POSITIVE)
        );
    }
    let _ = writeln!(o, "time-passes: {:<32} {:>14}", "total", ms(total));
    o
}

fn compile_in(args: &CompileArgs, console: &Arc<Console>, session: &mut Session) -> Result<()> {
    if args.train && !matches!(args.emit, Emit::Bundle | Emit::CommProgram) {
        bail!("--train applies to --emit bundle and --emit comm-program");
    }
    if matches!(
        args.emit,
        Emit::Stablehlo | Emit::Mlir | Emit::Bundle | Emit::CommProgram
    ) {
        return backends(args, session);
    }
    let progress = |name: &'static str, d: u64, t: u64| console.progress(name, d, t);
    let text = match args.emit {
        Emit::Stablehlo | Emit::Mlir | Emit::Bundle | Emit::CommProgram => {
            unreachable!("handled above")
        }
        Emit::Ir => match session.graph() {
            Some(graph) => match args.format {
                Format::Text => hetc_ir::print_graph(graph),
                Format::Json => bail!("--emit ir has a text form only"),
            },
            None => {
                bail!("--emit ir needs a graph model (.onnx); a transformer description has no IR")
            }
        },
        Emit::Profile => session.profile()?,
        Emit::Layers => {
            let w = &session.inputs()?.blocks;
            match args.format {
                Format::Text => layers_table(w),
                Format::Json => serde_json::to_string_pretty(w)? + "\n",
            }
        }
        Emit::Modules => {
            let r = session.modules()?;
            match args.format {
                Format::Text => {
                    let mut o = r.modules.render(&r.seq);
                    let _ = writeln!(
                        o,
                        "fine layers: {} asked, {} built",
                        r.fine.target, r.fine.achieved
                    );
                    o
                }
                Format::Json => {
                    serde_json::to_string_pretty(&serde_json::json!({
                        "modules": r.modules.modules.iter().map(|x| serde_json::json!({
                            "start": x.start, "end": x.end, "class": x.class,
                        })).collect::<Vec<_>>(),
                        "classes": r.modules.classes.iter().map(|c| serde_json::json!({
                            "len": c.len, "count": c.count, "heavy_ops": c.heavy_ops,
                        })).collect::<Vec<_>>(),
                        "fine_layers": r.fine.workload,
                    }))? + "\n"
                }
            }
        }
        Emit::Comm => {
            let r = session.parallelize()?;
            crate::comm::render(&r.built, r.feedback.as_ref())?
        }
        Emit::Plan | Emit::Timeline | Emit::Trace => {
            let plans = session.plan(Some(&progress))?;
            console.close_bar();
            let at = session.planning()?;
            match args.emit {
                Emit::Plan => render_plans(
                    args.format,
                    &at.inputs.blocks,
                    at.cluster,
                    at.options,
                    &plans,
                )?,
                _ => {
                    let first = plans.chosen_run();
                    let s = match &first.result {
                        Ok(s) => s,
                        Err(e) => bail!("planner {}: {e}", first.name),
                    };
                    if args.emit == Emit::Timeline {
                        hetc_passes::simulate::timeline_svg(&s.report, &s.labels)
                    } else {
                        hetc_passes::simulate::chrome_trace(&s.report, &s.labels)
                    }
                }
            }
        }
    };
    write_output(args.output.as_deref(), &text)
}

/// `--emit stablehlo|mlir|bundle|comm-program`: plan, extract the stages at
/// the micro-batch size, and emit them.
fn backends(args: &CompileArgs, session: &mut Session) -> Result<()> {
    let target = match args.emit {
        Emit::Bundle => Target::Bundle,
        Emit::Mlir => Target::Mlir,
        Emit::CommProgram => Target::CommProgram,
        _ => Target::Stablehlo,
    };
    let what = target.name();
    if session.graph().is_none() {
        bail!("--emit {what} needs a graph model (.onnx), not a description");
    }
    if args.emit == Emit::Bundle && args.output.is_none() {
        bail!("--emit bundle needs -o DIR");
    }
    let staged = session.stages(target)?;
    let texts = match args.emit {
        Emit::Stablehlo => Some(session.lower_stablehlo(&staged)?),
        Emit::Mlir => Some(session.lower_mlir(&staged)?),
        _ => None,
    };
    if let Some(texts) = texts {
        let mut text = String::new();
        for s in &texts {
            let _ = writeln!(
                text,
                "// stage {}: layers {}..{}",
                s.index, s.first_layer, s.end_layer
            );
            text.push_str(&s.text);
        }
        return write_output(args.output.as_deref(), &text);
    }
    if args.emit == Emit::CommProgram {
        let all = session.comm_programs(&staged)?;
        let text = serde_json::to_string_pretty(&serde_json::Value::Object(all))? + "\n";
        return write_output(args.output.as_deref(), &text);
    }
    let dir = args.output.as_deref().unwrap_or(Path::new("bundle"));
    let t0 = Instant::now();
    let b = session.write_bundle(&staged, dir)?;
    eprintln!(
        "bundle: {} stages, {} ranks, {} files written to {} in {:.3} s",
        b.stages,
        b.ranks,
        b.files,
        dir.display(),
        t0.elapsed().as_secs_f64()
    );
    Ok(())
}

/// Run `inspect`: exit status 1 when a file is missing or corrupted.
pub fn inspect(args: &InspectArgs) -> Result<()> {
    if hetc_session::dynamic::is_dynamic(&args.bundle) {
        let b = hetc_session::dynamic::DynamicBundle::open(&args.bundle)?;
        print!("{}", b.summary());
        return Ok(());
    }
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

fn render_plans(
    format: Format,
    w: &Workload,
    cluster: &Cluster,
    opts: &PlanOptions,
    plans: &Plans,
) -> Result<String> {
    let runs = &plans.runs[..];
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
            let mut entries = Vec::new();
            for r in runs {
                let v = match &r.result {
                    Ok(p) => serde_json::json!({
                        "planner": r.name,
                        "layers": r.layers.workload().layers.len(),
                        "plan": p.outcome.plan,
                        "fits": p.fits(),
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
                    Err(e) => serde_json::json!({"planner": r.name, "error": e.to_string()}),
                };
                entries.push(v);
            }
            // The chosen plan and the uniform baseline under fixed keys.
            if let Some(Ok(p)) = runs.first().map(|r| &r.result) {
                root.insert("plan".into(), serde_json::to_value(&p.outcome.plan)?);
            }
            if let Some(b) = &plans.best {
                root.insert(
                    "best".into(),
                    serde_json::json!({
                        "auto": plans.auto,
                        "winner": b.winner,
                        "iteration_s": b.iteration_s,
                        "runner_up": b.runner_up.map(|r| r.0),
                        "runner_up_iteration_s": b.runner_up.map(|r| r.1),
                        "throughput_ratio": b.margin(),
                    }),
                );
            }
            for r in &runs[1..] {
                match (&r.result, r.name) {
                    (Ok(p), "uniform") => {
                        root.insert("baseline".into(), serde_json::to_value(&p.outcome.plan)?);
                    }
                    (Err(e), "uniform") => {
                        root.insert("baseline_error".into(), e.to_string().into());
                    }
                    _ => {}
                }
            }
            root.insert("plans".into(), entries.into());
            Ok(serde_json::to_string_pretty(&serde_json::Value::Object(root))? + "\n")
        }
        Format::Text => {
            use hetc_ir::plan::fmt_time;
            let mut o = String::new();
            let _ = writeln!(o, "{}", model_summary(w));
            let shown: Vec<&Run> = if runs.len() > 3 && !plans.auto {
                runs.iter().collect()
            } else {
                runs.iter().take(1).collect()
            };
            for r in shown {
                if let Ok(p) = &r.result {
                    o.push('\n');
                    o.push_str(&p.outcome.plan.table());
                    let _ = writeln!(
                        o,
                        "simulated ({}): iteration {}  overlap {:.1}%  eta {:.3}",
                        p.outcome.plan.schedule,
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
                            r.layers.workload().layers.len(),
                            p.outcome.plan.stages.len(),
                            p.outcome.plan.schedule.to_string(),
                            fmt_time(p.outcome.plan.predicted.iteration_s),
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
            for r in runs {
                if let Some(f) = r.result.as_ref().ok().and_then(|p| p.overflow.as_ref()) {
                    let _ = writeln!(
                        o,
                        "{}: does not fit in simulation (stage {} peaks at {} of {})",
                        r.name,
                        f.stage,
                        size(f.peak_bytes),
                        size(f.capacity_bytes)
                    );
                }
            }
            if let Some(b) = &plans.best {
                let _ = writeln!(
                    o,
                    "{}: {} simulates fastest of {} planners and fits memory{}",
                    if plans.auto { "auto" } else { "best" },
                    b.winner,
                    runs.len(),
                    match (b.runner_up, b.margin()) {
                        (Some((n, _)), Some(m)) =>
                            format!(", {m:.2}x the simulated throughput of the runner-up {n}"),
                        _ => String::new(),
                    }
                );
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
        Some(p) => Ok(hetc_session::write_atomic(p, text.as_bytes())?),
    }
}
