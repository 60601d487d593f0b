//! [`Session`]: one model, imported once, carried through the flow.
//!
//! The model file is read (and an ONNX model decoded) once
//! ([`hetc_frontends::Source`]); the graph is built from it for each set of
//! dim bindings a step needs, once per set: as the user bound it (`--emit
//! ir`), per sample (the batch bound to 1: what the planners cost) and per
//! micro-batch (the batch bound to the micro-batch size: what stage
//! executables run). Importers fold shape computations of bound dims, so
//! these are built from the source, not bound after the fact.

use crate::error::{Context as _, Result, SessionError};
use crate::options::CompileOptions;
use crate::plan::{self, Only, Planning, Plans, Progress};
use hetc_backends::stage::{StageBounds, StageGraph};
use hetc_frontends::{Format, ImportOptions, Imported, Source};
use hetc_ir::{Cluster, Graph, Plan};
use hetc_passes::layers::{self, OpSequence};
use hetc_passes::pass::{
    verify_module, ExtractStages, Module, PassManager, ShardStages, Timing, TrainingGraphs,
    VerifiedModule,
};
use hetc_passes::plan::Layers;
use hetc_passes::plan::PlanOptions;
use hetc_passes::transformer::TransformerSpec;
use hetc_passes::{blocks, modules};
use std::collections::BTreeMap;
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::Instant;

/// Where the session's diagnostics go (warnings, notes, search
/// statistics): the CLI prints them on stderr.
pub type Log = Arc<dyn Fn(&str) + Send + Sync>;

/// The planners' inputs: the block workload (one layer per block) and the
/// op sequence fine and coarse layers are built from.
pub use hetc_passes::plan::PlanInputs as Inputs;

/// A loaded model: a graph, or an analytic description.
enum Model {
    Graph {
        source: Source,
        /// The graph with the user's bindings.
        imported: Box<Imported>,
    },
    Described(TransformerSpec),
}

/// What a compile lowers to (`--emit`): it decides the graph passes the
/// session runs after planning.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    Stablehlo,
    Mlir,
    Bundle,
    CommProgram,
}

impl Target {
    /// The `--emit` name.
    pub fn name(self) -> &'static str {
        match self {
            Target::Stablehlo => "stablehlo",
            Target::Mlir => "mlir",
            Target::Bundle => "bundle",
            Target::CommProgram => "comm-program",
        }
    }

    /// Whether it needs the stages' TP rank graphs.
    fn needs_ranks(self) -> bool {
        matches!(self, Target::Bundle | Target::CommProgram)
    }
}

/// A model's stages, extracted for one plan at the micro-batch size, and
/// — for a bundle — their TP ranks.
pub struct Staged {
    /// The chosen plan (with `tp` applied).
    pub plan: Plan,
    /// What the graph passes made of the micro-batch graph.
    pub module: Module,
}

/// One stage's module text (StableHLO or MLIR).
pub struct StageText {
    pub index: usize,
    pub first_layer: u32,
    pub end_layer: u32,
    pub text: String,
}

/// What [`Session::write_bundle`] wrote.
pub struct BundleSummary {
    pub stages: usize,
    pub ranks: usize,
    /// Files, the manifest included.
    pub files: usize,
}

/// HAPT's repeated modules of the model and the fine layers built on them.
pub struct ModuleReport {
    pub modules: modules::Modules,
    pub fine: layers::FineLayers,
    /// The op sequence they are found on.
    pub seq: OpSequence,
}

/// One model and the options of a compile, carried through the flow.
pub struct Session {
    options: CompileOptions,
    log: Log,
    name: String,
    model: Model,
    inputs: Option<Inputs>,
    micro_batch: Option<Graph>,
    cluster: Option<Cluster>,
    plan_options: Option<PlanOptions>,
    /// How long each step and pass took (`--time-passes`).
    timings: Mutex<Vec<Timing>>,
}

/// `bindings` plus each input's leading symbolic dim (the batch) bound to
/// `batch`, unless bound already.
fn batch_bindings(
    graph: &Graph,
    bindings: &BTreeMap<String, u64>,
    batch: u64,
) -> BTreeMap<String, u64> {
    let mut out = bindings.clone();
    for &v in &graph.inputs {
        if let Some(s) = graph.ty(v).shape.first().and_then(|d| d.as_symbol()) {
            out.entry(s.to_string()).or_insert(batch);
        }
    }
    out
}

/// What the `=V` entries of [`Imported::bind_line`] are, if it has any.
fn branch_note(imported: &Imported) -> String {
    if imported.branch_inputs.is_empty() {
        String::new()
    } else {
        format!(
            " ({}: one-element int64 inputs the model's If/Loop may branch on, compiled in as the value V)",
            imported.branch_inputs.join(", ")
        )
    }
}

/// The file name of `path`.
pub fn file_name(path: &Path) -> String {
    path.file_name()
        .map(|f| f.to_string_lossy().into_owned())
        .unwrap_or_default()
}

impl Session {
    /// Read and import the model of `options` (with its bindings); `log`
    /// receives the importer's warnings and the session's notes.
    pub fn import(options: CompileOptions, log: Log) -> Result<Session> {
        options.validate().map_err(SessionError::Options)?;
        let t0 = Instant::now();
        let path = &options.model;
        let shown = path.display().to_string();
        let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
        let model = match ext {
            "onnx" | "json" | "mlir" | "stablehlo" => {
                let source = Source::read(path)?;
                // A checkpoint (`--weights`) loads into the graph that runs
                // (the micro-batch graph), not into this one.
                let imported = source.import(&ImportOptions {
                    bindings: options.bindings.clone(),
                    weights: options.weights.clone(),
                    shapes_only: true,
                    inputs_given: false,
                })?;
                for w in &imported.warnings {
                    log(&format!("warning: {w}"));
                }
                Model::Graph {
                    source,
                    imported: Box::new(imported),
                }
            }
            "toml" => {
                let text = std::fs::read_to_string(path).map_err(|e| SessionError::io(path, e))?;
                Model::Described(TransformerSpec::from_toml(&text).context(shown)?)
            }
            _ => return Err(SessionError::Options(format!("{shown}: unsupported model format (expected .onnx, .mlir/.stablehlo (StableHLO text), a Hugging Face config.json, or .toml for a transformer description)"))),
        };
        Ok(Session {
            name: file_name(path),
            options,
            log,
            model,
            inputs: None,
            micro_batch: None,
            cluster: None,
            plan_options: None,
            timings: Mutex::new(vec![Timing {
                name: "import",
                run_s: t0.elapsed().as_secs_f64(),
                verify_s: None,
            }]),
        })
    }

    /// Record that step `name` took since `t0`.
    fn timed(&self, name: &'static str, t0: Instant) {
        self.record([Timing {
            name,
            run_s: t0.elapsed().as_secs_f64(),
            verify_s: None,
        }]);
    }

    fn record(&self, t: impl IntoIterator<Item = Timing>) {
        if let Ok(mut v) = self.timings.lock() {
            v.extend(t);
        }
    }

    /// How long each step of the session and each graph pass took so far,
    /// in order (`hetc compile --time-passes`).
    pub fn timings(&self) -> Vec<Timing> {
        self.timings.lock().map(|v| v.clone()).unwrap_or_default()
    }

    /// One-element values the model computes that `--bind` fixed for
    /// planning ([`hetc_frontends::Imported::computed_bound`]).
    pub fn computed_bound(&self) -> &[String] {
        match &self.model {
            Model::Graph { imported, .. } => &imported.computed_bound,
            _ => &[],
        }
    }

    pub fn options(&self) -> &CompileOptions {
        &self.options
    }

    /// The model's name (its file name).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The imported graph with the user's bindings; `None` for a
    /// transformer description.
    pub fn graph(&self) -> Option<&Graph> {
        match &self.model {
            Model::Graph { imported, .. } => Some(&imported.graph),
            Model::Described(_) => None,
        }
    }

    /// The graph, or an error saying that `what` needs one.
    fn need_graph(&self, what: &str) -> Result<(&Source, &Graph)> {
        match &self.model {
            Model::Graph { source, imported } => Ok((source, &imported.graph)),
            Model::Described(_) => Err(SessionError::Options(what.to_string())),
        }
    }

    /// Whether the model has MoE gating (a TopK op).
    pub fn has_moe_gate(&self) -> bool {
        self.graph().is_some_and(|g| {
            g.ops_in_order()
                .any(|(_, o)| o.kind == hetc_ir::OpKind::TopK)
        })
    }

    /// Build the graph from the source with `bindings`, and with
    /// `weights` the checkpoint of `--weights` loaded (planning needs the
    /// shapes only).
    fn build(&self, bindings: &BTreeMap<String, u64>, weights: bool) -> Result<Imported> {
        let (source, _) = self.need_graph("a transformer description has no graph")?;
        Ok(source.import(&ImportOptions {
            bindings: bindings.clone(),
            weights: self.options.weights.clone(),
            shapes_only: !weights,
            inputs_given: false,
        })?)
    }

    /// Bindings a format supplies when the user gives none: a `config.json`
    /// plans at its `max_position_embeddings` (`--bind sequence=N` overrides).
    fn default_bindings(&self, source: &Source) -> Result<BTreeMap<String, u64>> {
        let mut out = self.options.bindings.clone();
        if source.format() == Format::HfConfig && !out.contains_key("sequence") {
            let path = source.path();
            let cfg = hetc_frontends::hfconfig::HfConfig::parse(
                source.text().unwrap_or_default(),
                &mut Vec::new(),
            )
            .map_err(|m| SessionError::Malformed {
                path: path.display().to_string(),
                message: m,
            })?;
            (self.log)(&format!(
                "note: {}: sequence bound to max_position_embeddings = {} (override with --bind sequence=N)",
                path.display(),
                cfg.max_positions
            ));
            out.insert("sequence".into(), cfg.max_positions);
        }
        Ok(out)
    }

    /// The planners' per-sample inputs: each input's leading symbolic dim
    /// (the batch) bound to 1; any other unbound symbol is an error naming it.
    pub fn inputs(&mut self) -> Result<&Inputs> {
        if self.inputs.is_none() {
            let inputs = self.build_inputs()?;
            self.inputs = Some(inputs);
        }
        Ok(self.inputs.as_ref().expect("just set"))
    }

    fn build_inputs(&self) -> Result<Inputs> {
        let t0 = Instant::now();
        let dt = self.options.dtype;
        let (source, graph) = match &self.model {
            Model::Described(spec) => {
                return Ok(Inputs {
                    blocks: spec.workload(dt),
                    seq: spec.op_sequence(dt),
                })
            }
            Model::Graph { source, imported } => (source, &imported.graph),
        };
        let per_sample = batch_bindings(graph, &self.default_bindings(source)?, 1);
        let bound = self.build(&per_sample, false)?;
        if !bound.unbound.is_empty() {
            return Err(SessionError::Model(format!(
                "{}: symbolic dims {} must be bound for planning; pass {}{}",
                self.options.model.display(),
                bound.unbound.join(", "),
                bound.bind_line().unwrap_or_default(),
                branch_note(&bound),
            )));
        }
        let inputs = Inputs {
            blocks: blocks::workload(&bound.graph, &self.name, dt)?,
            seq: layers::op_sequence(&bound.graph, &self.name, dt)?,
        };
        self.timed("per-sample graph and layers", t0);
        Ok(inputs)
    }

    /// The graph one executable runs: the batch bound to the micro-batch
    /// size (`what` names the request in the error for a description).
    pub fn micro_batch_graph(&mut self, what: &str) -> Result<&Graph> {
        if self.micro_batch.is_none() {
            let t0 = Instant::now();
            let (source, graph) = self.need_graph(what)?;
            // A config's `batch` is the micro-batch's rows: bound another
            // way it would contradict the manifest's micro-batch size.
            if let (Format::HfConfig, Some(&b)) =
                (source.format(), self.options.bindings.get("batch"))
            {
                if b != self.options.micro_batch {
                    return Err(SessionError::Options(format!(
                        "--bind batch={b} contradicts --micro-batch {}: a bundle's batch is the micro-batch (drop batch from --bind, or pass --micro-batch {b})",
                        self.options.micro_batch
                    )));
                }
            }
            let mb = batch_bindings(graph, &self.options.bindings, self.options.micro_batch);
            let g = self.build(&mb, true)?;
            if !g.unbound.is_empty() {
                return Err(SessionError::Model(format!(
                    "symbolic dims {} must be bound; pass {}{}",
                    g.unbound.join(", "),
                    g.bind_line().unwrap_or_default(),
                    branch_note(&g),
                )));
            }
            self.micro_batch = Some(g.graph);
            self.timed("micro-batch graph", t0);
        }
        Ok(self.micro_batch.as_ref().expect("just set"))
    }

    /// The cluster of the options.
    pub fn cluster(&mut self) -> Result<&Cluster> {
        if self.cluster.is_none() {
            let path =
                self.options.cluster.as_ref().ok_or_else(|| {
                    SessionError::Options("--emit plan needs --cluster FILE".into())
                })?;
            let text = std::fs::read_to_string(path).map_err(|e| SessionError::io(path, e))?;
            let c = Cluster::from_toml(&text).map_err(|e| SessionError::Malformed {
                path: path.display().to_string(),
                message: e.to_string(),
            })?;
            self.cluster = Some(c);
        }
        Ok(self.cluster.as_ref().expect("just set"))
    }

    /// The planner options, with the measured profile loaded.
    pub fn plan_options(&mut self) -> Result<&PlanOptions> {
        if self.plan_options.is_none() {
            let o = &self.options;
            let mut opts = PlanOptions::new(o.global_batch);
            opts.micro_batch_size = o.micro_batch;
            opts.allow_recompute = o.recompute;
            if let Some(path) = &o.profile {
                let shown = format!("profile {}", path.display());
                let text = std::fs::read_to_string(path).map_err(|e| SessionError::Io {
                    path: format!("reading the {shown}"),
                    source: e,
                })?;
                let profile = hetc_passes::cost::Profile::from_json(&text).map_err(|m| {
                    SessionError::Malformed {
                        path: shown.clone(),
                        message: m.to_string(),
                    }
                })?;
                if let Some(d) = profile.dtype {
                    if d != o.dtype {
                        return Err(SessionError::Options(format!(
                            "{shown}: measured in {d}, but the model is planned in {} (--dtype)",
                            o.dtype
                        )));
                    }
                }
                opts.profile = Some(Arc::new(profile));
            }
            self.plan_options = Some(opts);
        }
        Ok(self.plan_options.as_ref().expect("just set"))
    }

    /// The planners' inputs, cluster and options, loaded.
    pub fn planning(&mut self) -> Result<Planning<'_>> {
        self.cluster()?;
        self.plan_options()?;
        self.inputs()?;
        Ok(Planning {
            inputs: self.inputs.as_ref().expect("loaded"),
            cluster: self.cluster.as_ref().expect("loaded"),
            options: self.plan_options.as_ref().expect("loaded"),
        })
    }

    /// Run the planners: the chosen one first, then its baselines
    /// ([`plan::planners`]); for `auto`, the best simulated plan first.
    pub fn plan(&mut self, progress: Option<Progress<'_>>) -> Result<Plans> {
        let log = Arc::clone(&self.log);
        let opts = self.options.clone();
        let at = self.planning()?;
        let t0 = Instant::now();
        let plans = plan::run_planners(&opts, &at, &log, progress, Only::All)?;
        self.timed("plan", t0);
        Ok(plans)
    }

    /// Run the planners on other planning inputs (`inputs` replaces the
    /// model's), e.g. a workload with fused communication costs, and only
    /// those of them `only` allows.
    pub fn plan_with(&mut self, inputs: Option<&Inputs>, only: Only) -> Result<Plans> {
        let log = Arc::clone(&self.log);
        let opts = self.options.clone();
        let at = self.planning()?;
        let at = Planning {
            inputs: inputs.unwrap_or(at.inputs),
            ..at
        };
        let t0 = Instant::now();
        let plans = plan::run_planners(&opts, &at, &log, None, only)?;
        self.timed("plan", t0);
        Ok(plans)
    }

    /// The model's repeated modules and fine layers (HAPT §5.1).
    pub fn modules(&mut self) -> Result<ModuleReport> {
        let target = self.options.layers;
        let inp = self.inputs()?;
        let m = modules::modules_of(&inp.seq, modules::DEFAULT_MIN_HEAVY);
        let fine = layers::hapt_layers(&inp.seq, target)?;
        Ok(ModuleReport {
            modules: m,
            fine,
            seq: inp.seq.clone(),
        })
    }

    /// `layers` as op sets of the micro-batch graph.
    fn layer_ops(&mut self, what: &str, layers: &Layers) -> Result<Vec<blocks::LayerOps>> {
        self.inputs()?;
        self.micro_batch_graph(what)?;
        let inp = self.inputs.as_ref().expect("loaded");
        let g = self.micro_batch.as_ref().expect("loaded");
        plan::graph_layers(g, &inp.seq, layers)
    }

    /// Plan, then run the graph passes on the micro-batch graph for
    /// `target`: stage extraction of the chosen plan, and for a bundle the
    /// TP sharding (or training graphs with `train`); verified after each
    /// pass in debug builds and with `verify_each`, timed.
    pub fn stages(&mut self, target: Target) -> Result<Staged> {
        let what = target.name();
        self.need_graph(&format!(
            "--emit {what} needs a graph model (.onnx), not a description"
        ))?;
        let plans = self.plan(None)?;
        let mut plan = plans.chosen()?.clone();
        if let Some(tp) = self.options.tp {
            crate::comm::resplit_tp(&mut plan, tp)?;
        }
        // The chosen plan's layers as op sets of the micro-batch graph:
        // blocks, or the planner's clusters of the op sequence (HAPT's fine
        // layers, Alpa's coarse ones), contiguous ranges of the program
        // order; a stage, a contiguous range of layers, is then the union of
        // their ops.
        let layers = self.layer_ops(what, &plans.chosen_run().layers)?;
        if layers.len() != plan.num_layers as usize {
            return Err(SessionError::Model(format!(
                "the plan has {} layers, the micro-batch graph {}",
                plan.num_layers,
                layers.len()
            )));
        }
        let o = &self.options;
        let mut pm = PassManager::new()
            .verify_each(o.verify_each)
            .add_pass(ExtractStages {
                layers,
                bounds: StageBounds::of_plan(&plan),
            });
        let micro_batch = self.micro_batch.as_ref().expect("loaded").clone();
        if target.needs_ranks() {
            // `--sp`: Megatron-SP over the model's tokens per sequence.
            let sequence_parallel =
                o.sp.then(|| hetc_passes::facts::tokens_per_sample(&micro_batch));
            pm = if o.train {
                pm.add_pass(TrainingGraphs {
                    loss: hetc_passes::autodiff::Loss::CrossEntropy,
                    recompute: plan.stages.iter().map(|s| s.recompute).collect(),
                    sequence_parallel,
                    precision: o.precision,
                })
            } else {
                // A non-last stage's TP sums stay partial: the boundary's
                // comm program sums them (an all-reduce unfused, folded into
                // the M2MS by fusion).
                pm.add_pass(ShardStages {
                    partial_outputs: true,
                    sequence_parallel,
                })
            };
        }
        let mut module = Module::new(micro_batch);
        let t = pm.run(&mut module)?;
        self.record(t);
        if o.train && target.needs_ranks() {
            // Ranks whose code runs on a GPU (or through IREE on the
            // host) sum their gradients in their backward, on the device;
            // the bundle records it per rank (`grad_sums`).
            let iree_cpu = o.cpu_code_iree;
            let vendors = hetc_backends::bundle::stage_vendors(self.cluster()?, &plan)?;
            for (ranks, v) in module.ranks.iter_mut().zip(&vendors) {
                if !hetc_backends::bundle::sums_gradients(iree_cpu, v) {
                    continue;
                }
                for r in ranks {
                    if let Some(t) = &mut r.train {
                        hetc_passes::train::accumulate_gradients(
                            &mut t.backward,
                            &r.weights,
                            r.rank,
                        )?;
                    }
                }
            }
        }
        Ok(Staged { plan, module })
    }

    /// `staged`'s module verified (backends take nothing else).
    fn verified<'m>(&self, staged: &'m Staged) -> Result<VerifiedModule<'m>> {
        let t0 = Instant::now();
        let v = verify_module(&staged.module)?;
        self.timed("verify (before the backends)", t0);
        Ok(v)
    }

    /// Each stage as a StableHLO module.
    pub fn lower_stablehlo(&self, staged: &Staged) -> Result<Vec<StageText>> {
        let v = self.verified(staged)?;
        let t0 = Instant::now();
        let out = v
            .stages
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let text =
                    hetc_backends::stablehlo::emit_module(v.stage(i), &format!("stage_{i}"))?;
                Ok(stage_text(s, text))
            })
            .collect();
        self.timed("emit stablehlo", t0);
        out
    }

    /// Each stage as an MLIR module (func/linalg/tensor/arith/math).
    pub fn lower_mlir(&self, staged: &Staged) -> Result<Vec<StageText>> {
        let v = self.verified(staged)?;
        let t0 = Instant::now();
        let out = v
            .stages
            .iter()
            .enumerate()
            .map(|(i, s)| Ok(stage_text(s, emit_mlir(v.stage(i), &i.to_string())?)))
            .collect();
        self.timed("emit mlir", t0);
        out
    }

    /// The bundle's description of `staged` (the model hashed with its
    /// external data).
    fn bundle_inputs(&mut self) -> Result<(String, Vec<std::path::PathBuf>)> {
        let (source, _) = self.need_graph("a bundle needs a graph model")?;
        let external =
            match (source.format(), &self.options.weights) {
                (Format::Onnx, _) => source.external_data_files()?,
                // A checkpoint is part of the model's identity (checkpoints
                // of the bundle's training record it).
                (Format::HfConfig, Some(w)) => hetc_frontends::hfweights::checkpoint_files(w)
                    .map_err(|m| SessionError::Malformed {
                        path: w.display().to_string(),
                        message: m,
                    })?,
                _ => Vec::new(),
            };
        let sha = hetc_backends::bundle::model_sha256(&self.options.model, &external)?;
        Ok((sha, external))
    }

    /// Build the bundle of `staged` in memory and call `f` with its spec.
    fn with_spec<T>(
        &mut self,
        staged: &Staged,
        f: impl FnOnce(&hetc_backends::bundle::BundleSpec<'_>) -> Result<T>,
    ) -> Result<T> {
        use hetc_backends::bundle;
        let (sha, _) = self.bundle_inputs()?;
        self.cluster()?;
        let module = self.verified(staged)?;
        let o = &self.options;
        // IREE modules: for GPU segments when iree-compile is found (else
        // their ranks cannot run: said once), for cpu ones on request.
        let built = |v: &str| o.vendors.is_empty() || o.vendors.iter().any(|x| x == v);
        let gpus: Vec<&str> = staged
            .plan
            .stages
            .iter()
            .filter_map(|st| {
                self.cluster
                    .as_ref()
                    .and_then(|c| c.chips.values().find(|ch| ch.name == st.chip))
                    .map(|ch| ch.vendor.as_str())
            })
            .filter(|v| matches!(*v, "nvidia" | "amd") && built(v))
            .collect();
        let compiler = if o.cpu_code_iree || !gpus.is_empty() {
            match hetc_backends::iree::IreeCompiler::find() {
                Ok(c) => Some(c),
                Err(e) if o.cpu_code_iree => {
                    return Err(SessionError::Options(format!("--cpu-code iree: {e}")))
                }
                Err(e) => {
                    (self.log)(&format!(
                        "warning: the plan has {} stages, but {e}: their bundle code is PTX/AMDGPU text only, which no runtime loads",
                        gpus.join("/")
                    ));
                    None
                }
            }
        } else {
            None
        };
        let iree = bundle::IreeOptions {
            compiler,
            cpu: o.cpu_code_iree,
        };
        // A config.json's bundle keeps the config (`hf/config.json`): what
        // `hetc run --names hf` maps trained weights back to Hugging Face
        // names and layouts by.
        let hf_config = match &self.model {
            Model::Graph { source, .. } if source.format() == Format::HfConfig => {
                source.text().map(str::to_string)
            }
            _ => None,
        };
        let extra_iree = iree.clone();
        let extra = move |m: &hetc_ir::manifest::BundleManifest| {
            let mut files = crate::run::bundle_files(m, &extra_iree)?;
            if let Some(t) = &hf_config {
                files.push((crate::run::HF_CONFIG.to_string(), t.clone().into_bytes()));
            }
            Ok(files)
        };
        let spec = bundle::BundleSpec {
            hetc_version: env!("CARGO_PKG_VERSION"),
            model_name: &self.name,
            model_sha256: &sha,
            cluster: self.cluster.as_ref().expect("loaded"),
            plan: &staged.plan,
            module: &module,
            vendors: &o.vendors,
            extra_files: Some(&extra),
            comm_fusion: o.comm_fusion,
            training: o.train.then_some(bundle::TrainSpec {
                loss: hetc_passes::autodiff::Loss::CrossEntropy,
                optimizer: o.optimizer,
                schedule: o.lr_schedule,
                clip_grad_norm: o.clip_grad_norm,
                precision: o.precision,
                loss_scaler: o.loss_scaler,
                zero: o.zero,
                decay_mask: o.decay_mask,
            }),
            iree,
        };
        let t0 = Instant::now();
        let out = f(&spec);
        self.timed("bundle (code, weights, files)", t0);
        out
    }

    /// Every rank's communication program of `staged`'s bundle, keyed
    /// `comm/rank-N.json`.
    pub fn comm_programs(
        &mut self,
        staged: &Staged,
    ) -> Result<serde_json::Map<String, serde_json::Value>> {
        self.with_spec(staged, |spec| {
            let (files, _) = hetc_backends::bundle::build(spec)?;
            let mut all = serde_json::Map::new();
            for (p, b) in files.iter().filter(|(p, _)| p.starts_with("comm/")) {
                let v = serde_json::from_slice(b)
                    .map_err(|e| SessionError::Internal(format!("{p}: {e}")))?;
                all.insert(p.clone(), v);
            }
            Ok(all)
        })
    }

    /// Write `staged`'s bundle to `dir` (atomically).
    pub fn write_bundle(&mut self, staged: &Staged, dir: &Path) -> Result<BundleSummary> {
        let log = self.log.clone();
        self.with_spec(staged, |spec| {
            let m = hetc_backends::bundle::write_bundle(dir, spec)?;
            // One warning per op the ranks run in the reference interpreter.
            let mut said = std::collections::BTreeSet::new();
            for r in &m.ranks {
                let links = r.segments.iter().chain(r.backward_segments.iter().flatten());
                for l in links {
                    if let hetc_ir::manifest::Link::Compute {
                        reference: Some(x), ..
                    } = l
                    {
                        if said.insert((r.stage, x.why.clone())) {
                            log(&format!(
                                "warning: stage {}: {}; its ranks run it in the reference interpreter, the rest compiled",
                                r.stage, x.why
                            ));
                        }
                    }
                }
            }
            Ok(BundleSummary {
                stages: staged.module.stages.len(),
                ranks: m.ranks.len(),
                files: m.files.len() + 1,
            })
        })
    }

    /// Measure the chosen planner's layers on this host (`--emit profile`):
    /// the profile JSON.
    pub fn profile(&mut self) -> Result<String> {
        let what =
            "--emit profile runs a graph model (.onnx, StableHLO); a description has no weights";
        self.need_graph(what)?;
        let chip = self.options.chip.clone().ok_or_else(|| {
            SessionError::Options(
                "--emit profile needs --chip NAME (the cluster's chip type this host stands for)"
                    .into(),
            )
        })?;
        self.cluster()?;
        let layers =
            plan::layer_planner(self.options.planner, &self.options).layers(self.inputs()?)?;
        let layer_ops = self.layer_ops(what, &layers)?;
        let work = layers.workload().clone();
        let g = self.micro_batch.as_ref().expect("loaded").clone();
        #[cfg(not(feature = "mlir"))]
        {
            let _ = (work, layer_ops, g, chip);
            Err(SessionError::Options(
                "--emit profile compiles layers: it needs hetc built with the MLIR backends".into(),
            ))
        }
        #[cfg(feature = "mlir")]
        crate::profile::measure(
            &work,
            &layer_ops,
            g,
            self.cluster.as_ref().expect("loaded"),
            &chip,
            self.options.micro_batch,
            self.options.reps,
            &self.log,
        )
    }

    /// The session's log.
    pub fn log(&self) -> &Log {
        &self.log
    }
}

#[cfg(feature = "mlir")]
fn emit_mlir(v: hetc_ir::Verified<'_>, stage: &str) -> Result<String> {
    Ok(hetc_backends::mlir::emit_mlir(v, stage)?)
}

#[cfg(not(feature = "mlir"))]
fn emit_mlir(_: hetc_ir::Verified<'_>, _: &str) -> Result<String> {
    Err(SessionError::Options(
        "--emit mlir needs hetc built with the MLIR backends".into(),
    ))
}

fn stage_text(s: &StageGraph, text: String) -> StageText {
    StageText {
        index: s.index,
        first_layer: s.bounds.first_layer,
        end_layer: s.bounds.end_layer,
        text,
    }
}
