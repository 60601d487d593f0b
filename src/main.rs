//! `hetc`: compile a model for a heterogeneous accelerator cluster.
//!
//! The CLI parses arguments and renders results; the work is done by the
//! library crates (hetc-session over frontends → passes → backends →
//! runtime). See `hetc --help`.

mod bench;
mod comm;
mod driver;
mod eval;

use clap::{Parser, Subcommand, ValueEnum};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser, Debug)]
#[command(
    name = "hetc",
    version,
    about = "Compile one model for a cluster of different accelerators"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// Compile everything in this process and keep nothing: no lookups in
    /// the persistent compile cache (`$HETC_CACHE_DIR`, default
    /// `~/.cache/hetc/code`) and no stores. Same as `HETC_NO_CACHE=1`;
    /// ranks started with `--local` inherit it.
    #[arg(long, global = true)]
    no_cache: bool,
    /// The processors the cpu stage code is generated for: `host` (this
    /// one, every extension it has), `x86-64-v3` (AVX2 + FMA: Intel since
    /// Haswell, AMD since Zen 1) or `x86-64-v4` (AVX-512). A bundle
    /// compiled for a level runs on every processor of it. Same as
    /// `HETC_CPU_TARGET`; ranks started with `--local` inherit it.
    #[arg(long, global = true, value_name = "TARGET")]
    cpu_target: Option<String>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Import a model, plan it onto a cluster, and emit the requested artefact.
    Compile(CompileArgs),
    /// Benchmarks: `hetc bench plan` times the planners on paper-scale clusters.
    Bench(BenchArgs),
    /// Verify a bundle's checksums and print a summary.
    Inspect(InspectArgs),
    /// Run a bundle: this rank under a launcher, or every rank with --local.
    Run(hetc_run::RunArgs),
    /// Import a model and run it once in this process (no cluster, plan or
    /// bundle): JIT-compiled with MLIR, or the reference interpreter.
    Eval(EvalArgs),
}

#[derive(clap::Args, Debug)]
pub struct EvalArgs {
    /// The model: `.onnx`, StableHLO text (`.mlir`, `.stablehlo`), or a
    /// Hugging Face `config.json` with --weights.
    pub model: PathBuf,
    /// Values for symbolic dims that no input determines, `name=value`
    /// (repeat or comma-separate); the others are read from the inputs'
    /// shapes.
    #[arg(long, value_delimiter = ',')]
    pub bind: Vec<String>,
    /// The model inputs: JSON `{"inputs": [{name, dtype, shape, data}]}`
    /// or numpy `.npz` (arrays named as the inputs).
    #[arg(long, value_name = "FILE")]
    pub input: PathBuf,
    /// Where to write the outputs: JSON `{"outputs": [...]}`, or `.npz`.
    #[arg(long, value_name = "FILE")]
    pub output: PathBuf,
    /// Run the reference interpreter instead of the MLIR cpu JIT.
    #[arg(long)]
    pub reference: bool,
    /// The weights of a Hugging Face config.json model: model.safetensors,
    /// a sharded model.safetensors.index.json, or a directory holding
    /// either (tensors by their Hugging Face names; bf16/f16 load as f32).
    #[arg(long, value_name = "FILE|DIR")]
    pub weights: Option<PathBuf>,
}

#[derive(clap::Args, Debug)]
pub struct InspectArgs {
    /// The bundle directory (`hetc compile … --emit bundle -o DIR`).
    pub bundle: PathBuf,
}

/// The code of a bundle's cpu segments (`--cpu-code`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum CpuCode {
    Mlir,
    Iree,
}

/// What `bench` measures.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum BenchKind {
    /// Planning time of hapt (single-threaded) vs the uniform baseline on
    /// HAPT fig. 7(h), H2 Exp-B and an 8-type 10,000-chip cluster.
    Plan,
    /// Comm fusion (egg) of a 96-layer TP+SP+EP+PP program vs building the
    /// unfused program.
    Fusion,
    /// Runtime on loopback: TCP p2p vs a plain socket loop, ring AllReduce
    /// bus bandwidth vs p2p.
    Transport,
    /// Compile time of the GPT-2 fixture, import → plan → bundle, with code
    /// for all three vendors (cpu, nvidia, amd).
    Compile,
    /// A training pipeline run on loopback (GPT-2 fixture, 2 stages × TP 2)
    /// against the simulator's prediction for the same plan and the
    /// measured per-stage costs.
    Pipeline,
    /// A rank's AdamW step (the compiled optimizer stage on 1 and 2
    /// threads, and the host loop) against optax's adamw under jax.jit, on
    /// two GPT-2-small blocks' weights.
    Optimizer,
    /// The cpu stage code against onnxruntime and IREE (llvm-cpu) on the
    /// same graphs, 1 and 2 threads: a GEMM, GPT-2-tiny (whole forward,
    /// each distinct layer forward and backward), a GPT-2-small-shaped
    /// block, the GPT-2 bundle's stages; GFLOP/s and the fraction of the
    /// host's measured FMA peak.
    Kernels,
}

#[derive(clap::Args, Debug)]
pub struct BenchArgs {
    pub kind: BenchKind,
    /// Run only the scenarios whose name contains this.
    #[arg(long)]
    pub only: Option<String>,
    /// `kernels`: after each case, time every distinct op of its graph on
    /// its own (one thread, hetc against onnxruntime), slowest total first:
    /// where a case's time goes.
    #[arg(long)]
    pub per_op: bool,
    /// `kernels`: time this ONNX model instead of the built-in cases (one
    /// thread; cold and warm compile, first run, then the run against
    /// onnxruntime on the file itself, same inputs, same run).
    #[arg(long, value_name = "FILE.onnx")]
    pub model: Option<PathBuf>,
    /// `kernels --model`: also time the model's training forward and
    /// backward (one TP-1 stage) against onnxruntime on hetc's export of
    /// the same graphs.
    #[arg(long, requires = "model")]
    pub train: bool,
    /// `kernels --model`: values for the model's symbolic dims
    /// (`name=N,…`).
    #[arg(long, value_delimiter = ',', value_name = "NAME=N")]
    pub bind: Vec<String>,
    /// `plan`: runs per scenario; the best time is the figure (median and
    /// worst beside it), and every run must give the same plan.
    #[arg(long, default_value_t = 5, value_name = "N")]
    pub runs: usize,
    /// Every scenario at a small size, once, without holding the targets:
    /// that each still runs, not its figures (the test suite's check;
    /// scripts/bench.sh runs the real thing).
    #[arg(long)]
    pub quick: bool,
}

/// What `compile` prints.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum Emit {
    /// The imported IR in textual form.
    Ir,
    /// The plannable layers the block finder found, with their costs.
    Layers,
    /// The parallel plan, beside the baselines, with simulated figures.
    Plan,
    /// HAPT's repeated modules and the fine layers built from them.
    Modules,
    /// SVG Gantt chart of the chosen plan's simulated iteration.
    Timeline,
    /// Chrome-trace JSON (Perfetto) of the chosen plan's simulated iteration.
    Trace,
    /// Per-stage collectives of the chosen plan (TP/SP/EP/PP/DP) before and
    /// after Chimera's communication fusion, with bytes per device.
    Comm,
    /// Each stage of the chosen plan as a StableHLO module.
    Stablehlo,
    /// Each stage of the chosen plan as an MLIR module (func/linalg/tensor/
    /// arith/math, built with melior), the input of the vendor lowerings.
    Mlir,
    /// The deployment bundle (directory given with -o): manifest, StableHLO
    /// per stage, MLIR and vendor code (object file / PTX / AMDGPU ISA) per
    /// stage, weight shards per TP rank.
    Bundle,
    /// Measured layer times of this host for `--chip`: every distinct block
    /// layer's forward and backward at TP 1, JIT-compiled with MLIR and
    /// timed (a `--profile` file).
    Profile,
    /// Every rank's communication program (forward micro-batches: recv,
    /// compute, send), as JSON keyed `comm/rank-N.json`.
    CommProgram,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    Text,
    Json,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum Planner {
    /// Every planner below (in parallel where cores allow); keeps the plan
    /// that simulates fastest and fits memory, and says by how much it won.
    Auto,
    /// H2 HeteroAuto (§4.3): per-chip-type pipeline stages, TP, DP and recompute.
    HeteroAuto,
    /// Megatron-style baseline: equal layers, one TP/DP everywhere.
    Uniform,
    /// HAPT (§5.2): DP over fine-grained layers × submeshes, H-1F1B schedule.
    Hapt,
    /// HAPT's search on 8 coarse layers (Alpa's granularity): a baseline.
    Coarse,
    /// China Mobile (algorithm 2): DP over contiguous layer ranges + OOM alleviation.
    Cmri,
    /// Every planner, side by side.
    All,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum OptimizerKind {
    Sgd,
    Adamw,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum DecayMaskKind {
    /// Every weight.
    All,
    /// Weights of 2 or more dimensions: not biases or norm scales.
    Matrices,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum LrScheduleKind {
    Constant,
    Cosine,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum Precision {
    Bf16,
    F16,
    F32,
}

#[derive(clap::Args, Debug)]
pub struct CompileArgs {
    /// Model: `.onnx`, StableHLO text (`.mlir`, `.stablehlo`), a Hugging
    /// Face `config.json` (with --weights to run it), or a `.toml`
    /// transformer description (planning only).
    pub model: PathBuf,
    /// Cluster spec (TOML); required for `--emit plan`.
    #[arg(long)]
    pub cluster: Option<PathBuf>,
    /// Values for symbolic dims, `name=value` (repeat or comma-separate).
    #[arg(long, value_delimiter = ',')]
    pub bind: Vec<String>,
    /// The weights of a Hugging Face config.json model: model.safetensors,
    /// a sharded model.safetensors.index.json, or a directory holding
    /// either (tensors by their Hugging Face names and layouts, checked
    /// against the config; bf16/f16 load as f32 master weights). Needs
    /// --bind sequence=N.
    #[arg(long, value_name = "FILE|DIR")]
    pub weights: Option<PathBuf>,
    #[arg(long, value_enum, default_value = "auto")]
    pub planner: Planner,
    #[arg(long, value_enum, default_value = "plan")]
    pub emit: Emit,
    #[arg(long, value_enum, default_value = "text")]
    pub format: Format,
    /// Write the output here instead of stdout (atomically).
    #[arg(short = 'o', long)]
    pub output: Option<PathBuf>,
    /// Samples (sequences / images) per training iteration.
    #[arg(long, default_value_t = 128)]
    pub global_batch: u64,
    /// Samples per micro-batch.
    #[arg(long, default_value_t = 1)]
    pub micro_batch: u64,
    /// Precision of compute and activations. The planners cost the model
    /// in it (bf16 when not given). With --train, an explicit bf16 or f16
    /// makes the bundle compute in it with f32 master weights, f32
    /// optimizer state and f32 gradient syncs (f16 with dynamic loss
    /// scaling); without --dtype, or with f32, training bundles compute in
    /// the model's own types. Inference bundles always do.
    #[arg(long, value_enum)]
    pub dtype: Option<Precision>,
    /// Forbid activation recomputation.
    #[arg(long)]
    pub no_recompute: bool,
    /// Fine-grained layers to build for hapt (HAPT §5.1); the achieved count
    /// is reported.
    #[arg(long, default_value_t = 128)]
    pub layers: usize,
    /// `--emit comm`, `comm-program` and `bundle`: re-split every stage's
    /// devices as TP N × DP (devices/N) (stages whose device count N does
    /// not divide keep their layout).
    #[arg(long, value_name = "N")]
    pub tp: Option<u32>,
    /// `--emit profile`: the chip type of the cluster this host's
    /// measurements stand for (a `cpu` chip).
    #[arg(long, value_name = "NAME")]
    pub chip: Option<String>,
    /// `--emit profile`: timed runs per layer and pass (the median is kept).
    #[arg(long, default_value_t = 5)]
    pub reps: usize,
    /// Measured layer times (JSON, format `hetc-profile-1`: per chip type,
    /// TP degree, micro-batch size and layer signature, forward and
    /// backward seconds) that replace the analytic ones where present.
    #[arg(long, value_name = "FILE")]
    pub profile: Option<std::path::PathBuf>,
    /// Megatron sequence parallelism in TP regions: the ops TP does not
    /// split (norms, residual adds) run on each TP rank's part of the
    /// sequence — the planners cost them so, `--emit comm` prints the
    /// collectives, and bundles' rank graphs reduce-scatter after
    /// row-parallel and all-gather before column-parallel GEMMs.
    #[arg(long)]
    pub sp: bool,
    /// Expert parallelism of MoE layers over N devices (`--emit comm`): N
    /// must equal a stage's TP degree, or be ≤ its DP degree when TP is 1.
    #[arg(long, value_name = "N")]
    pub ep: Option<u32>,
    /// Experts per token of MoE gating (top-k).
    #[arg(long, default_value_t = 2)]
    pub topk: u32,
    /// No communication fusion: `--emit comm` prints the unfused program
    /// only (no e-graph); bundles keep every stage output replicated and
    /// move stage boundaries with plain sends instead of M2MS + all-gather.
    #[arg(long)]
    pub no_comm_fusion: bool,
    /// Vendors to build for with `--emit bundle` (cpu, nvidia, amd; repeat or
    /// comma-separate); default: every vendor of the plan.
    #[arg(long, value_delimiter = ',')]
    pub vendor: Vec<String>,
    /// The code of `cpu` segments in a bundle: `mlir`, hetc's own shared
    /// objects (the default, and the faster), or `iree`, IREE `llvm-cpu`
    /// modules run by IREE's runtime as GPU ranks' modules are (needs
    /// iree-compile, and `hetc-run` built with `--features iree`). GPU
    /// segments get IREE modules whenever iree-compile is found.
    #[arg(long, value_name = "mlir|iree", default_value = "mlir")]
    pub cpu_code: CpuCode,
    /// Bundles and comm programs for training instead of inference: per
    /// stage a forward that keeps its residuals and a backward graph
    /// (reverse-mode autodiff), the cross-entropy loss of the model's
    /// output (logits) against `labels` on the last stage, the plan's
    /// 1F1B / H-1F1B order, weight-gradient syncs and an SGD step.
    #[arg(long)]
    pub train: bool,
    /// The optimizer of a training bundle: sgd (with --momentum and L2
    /// --weight-decay, as torch.optim.SGD) or adamw (decoupled
    /// --weight-decay, bias-corrected, as optax.adamw / torch.optim.AdamW).
    #[arg(long, value_enum, default_value_t = OptimizerKind::Sgd)]
    pub optimizer: OptimizerKind,
    /// The (peak) learning rate of a training bundle.
    #[arg(long, default_value_t = 0.01, value_name = "LR")]
    pub lr: f64,
    /// Weight decay (adamw: decoupled; sgd: L2 added to the gradient).
    #[arg(long, default_value_t = 0.0, value_name = "WD")]
    pub weight_decay: f64,
    /// The weights --weight-decay applies to: all (optax's and torch's
    /// default) or matrices (2 or more dimensions: not biases or norm
    /// scales, as nanoGPT and Hugging Face's Trainer do).
    #[arg(long, value_enum, default_value_t = DecayMaskKind::All)]
    pub weight_decay_mask: DecayMaskKind,
    /// Adam's β1,β2.
    #[arg(long, value_delimiter = ',', default_values_t = [0.9, 0.999], value_name = "B1,B2")]
    pub betas: Vec<f64>,
    /// Adam's epsilon (added to the square root of the second moment).
    #[arg(long, default_value_t = 1e-8, value_name = "EPS")]
    pub eps: f64,
    /// SGD momentum.
    #[arg(long, default_value_t = 0.0, value_name = "M")]
    pub momentum: f64,
    /// Learning-rate schedule: constant (after the warm-up) or cosine decay
    /// to --min-lr at step --decay-steps.
    #[arg(long, value_enum, default_value_t = LrScheduleKind::Constant)]
    pub lr_schedule: LrScheduleKind,
    /// Linear warm-up from 0 to --lr over this many steps.
    #[arg(long, default_value_t = 0, value_name = "N")]
    pub warmup_steps: u64,
    /// Cosine schedule: the step (warm-up included) at which the learning
    /// rate reaches --min-lr.
    #[arg(long, value_name = "N")]
    pub decay_steps: Option<u64>,
    /// Cosine schedule: the final learning rate.
    #[arg(long, default_value_t = 0.0, value_name = "LR")]
    pub min_lr: f64,
    /// Clip the gradients to this global L2 norm (over every stage and TP
    /// rank: an all-reduce of the squared norms before the update).
    #[arg(long, value_name = "NORM")]
    pub clip_grad_norm: Option<f64>,
    /// --dtype f16 --train: the initial loss scale of dynamic loss scaling
    /// (PyTorch's GradScaler: a step with an inf or NaN gradient on any
    /// rank is skipped and halves the scale; --loss-scale-window clean
    /// steps in a row double it). Default 65536.
    #[arg(long, value_name = "S")]
    pub loss_scale: Option<f64>,
    /// Clean steps in a row after which the loss scale doubles. Default
    /// 2000.
    #[arg(long, value_name = "N")]
    pub loss_scale_window: Option<u64>,
    /// --train: ZeRO stage. 1 (default) shards the optimizer state over the
    /// DP replicas of a bundle with DP > 1 (gradient sync = reduce-scatter,
    /// update of the rank's slice, all-gather of the weights); 0 keeps the
    /// whole state on every replica (all-reduce).
    #[arg(long, value_name = "0|1")]
    pub zero: Option<u8>,
    /// Verify every graph after each graph pass (stage extraction, TP
    /// sharding, training graphs) in a release build too; debug builds
    /// always do. Backends always get verified graphs.
    #[arg(long)]
    pub verify_each: bool,
    /// Print how long each step and graph pass took (and its verification)
    /// to stderr.
    #[arg(long)]
    pub time_passes: bool,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    if cli.no_cache {
        // Before any thread starts; the ranks `--local` starts inherit it.
        std::env::set_var(hetc_backends::mlir::cache::OFF_VAR, "1");
    }
    // A bad value is an error before anything compiles (the code reads the
    // variable once, later).
    let target = match &cli.cpu_target {
        Some(t) => {
            std::env::set_var(hetc_backends::native::target::TARGET_VAR, t);
            hetc_backends::native::target::Machine::parse(t)
                .and_then(hetc_backends::native::CpuTarget::for_machine)
                .map_err(|e| format!("--cpu-target {t}: {e}"))
        }
        None => hetc_backends::native::CpuTarget::from_env(),
    };
    if let Err(e) = target {
        hetc_run::print_error(&anyhow::anyhow!("{e}"));
        return ExitCode::FAILURE;
    }
    let result = match cli.command {
        Command::Compile(args) => driver::compile(&args),
        Command::Bench(args) => bench::run(&args),
        Command::Inspect(args) => driver::inspect(&args),
        Command::Run(args) => hetc_run::run(&args, &["run"]),
        Command::Eval(args) => eval::eval(&args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            hetc_run::print_error(&e);
            ExitCode::FAILURE
        }
    }
}
