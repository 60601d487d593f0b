//! Running a bundle: `hetc run BUNDLE` and the deployable runtime
//! `hetc-run BUNDLE` (the same flags; built without the compiler, it
//! loads the bundle's compiled code and compiles nothing). Verify the
//! bundle, then run this rank's communication program under an external
//! launcher (env: see README "Usage"), or, with `--local`, start every rank
//! as a process on loopback and wait for all. The work is hetc-session's
//! ([`hetc_session::run`]); this crate wires the launcher, the processes
//! and the files.

use anyhow::{bail, Context, Result};
use clap::ValueEnum;
use hetc_runtime::data::TokenWidth;
use hetc_runtime::launch::{establish, JobConfig, LaunchEnv};
use hetc_runtime::rendezvous::StoreServer;
use hetc_session::code::{CpuOptions, RankDevice, THREADS_VAR};
use hetc_session::data::DataOptions;
use hetc_session::io::Trace;
use hetc_session::run::{self as session_run, Bundle, RankRunner, RunOptions, StepReport};
use hetc_session::train;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::time::Instant;

#[derive(clap::Args, Debug)]
pub struct RunArgs {
    /// The bundle directory (a dynamic bundle — a model whose extents
    /// depend on values it computes — runs on one rank, specialised to the
    /// --input's extents).
    pub bundle: PathBuf,
    /// Start every rank as a process on this host (loopback).
    #[arg(long)]
    pub local: bool,
    /// Run the communication program with zero tensors instead of the
    /// stage computation.
    #[arg(long)]
    pub comm_only: bool,
    /// Run every compute segment with the reference interpreter instead of
    /// JIT-compiling it with MLIR.
    #[arg(long)]
    pub reference: bool,
    /// No training progress bar. By default, when stderr is a terminal, the
    /// first rank of the last stage draws one under its step lines (steps
    /// done, loss, tokens/s, elapsed and remaining time) and the other
    /// ranks leave their step lines to it (every rank's losses are in
    /// --output); otherwise each loss-computing rank prints step lines.
    #[arg(long)]
    pub no_progress: bool,
    /// Threads of each rank's JIT-compiled stage code (OpenMP parallel
    /// loops). Default: `$HETC_CPU_THREADS`, else with --local the host's
    /// cores divided among the ranks (at least 1), else 1.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    pub cpu_threads: Option<u32>,
    /// Model inputs: JSON `{"inputs": [{name, dtype, shape, data}]}` (the
    /// fixtures' `<stem>.io.json`); the batch (dim 0) must be the bundle's
    /// micro-batch size × its micro-batch count. Without it: zero inputs.
    #[arg(long, value_name = "FILE")]
    pub input: Option<PathBuf>,
    /// Write the model outputs as JSON `{"outputs": [{name, dtype, shape,
    /// data}]}` (micro-batches concatenated along dim 0). Under an external
    /// launcher each last-stage rank writes `FILE.rank-N.json` (its
    /// micro-batches) instead; `--local` merges those into FILE.
    #[arg(long, value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// Write the timeline as a Chrome trace (all ranks with --local).
    #[arg(long, value_name = "FILE")]
    pub trace: Option<PathBuf>,
    /// Training bundles: run this many iterations (on the same --input
    /// batch, or each on the next batch of --data).
    #[arg(long, default_value_t = 1, value_name = "N")]
    pub steps: u32,
    /// Training bundles of token models: read each step's batch from a
    /// flat token file (nanoGPT / Megatron `.bin`: uint16, or uint32 when
    /// named `*.u32.bin` or with --data-width u32): samples of sequence + 1
    /// tokens, labels shifted by one, each DP replica its own rows, in an
    /// order fixed by --seed and the step.
    #[arg(long, value_name = "FILE", conflicts_with = "input")]
    pub data: Option<PathBuf>,
    /// The seed of --data's sample order.
    #[arg(long, default_value_t = 0, value_name = "S", requires = "data")]
    pub seed: u64,
    /// Bytes per token id in --data (default: from the file name).
    #[arg(long, value_name = "W", requires = "data")]
    pub data_width: Option<DataWidth>,
    /// Training bundles: write the weights after the last step as
    /// safetensors (whole tensors by model name with --local; under a
    /// launcher each rank writes its shards to `FILE.rank-N.safetensors`).
    #[arg(long, value_name = "FILE")]
    pub save_weights: Option<PathBuf>,
    /// The names and layouts of the weights --save-weights writes:
    /// `hetc`, the graph's parameters (ONNX initializer names), or `hf`, for
    /// a bundle compiled from a Hugging Face config.json: its names and
    /// layouts (GPT-2's fused `c_attn`, `nn.Linear`'s `[out, in]`,
    /// per-expert tensors), which `from_pretrained` loads; the config is
    /// written beside the file as `config.json` unless one is there. With
    /// --checkpoint-dir each checkpoint also gets `step-N/hf/`
    /// (`model.safetensors` and `config.json`). --save-weights with `hf`
    /// needs --local (under a launcher each rank writes its shards).
    #[arg(long, value_enum, default_value_t = Names::Hetc)]
    pub names: Names,
    /// Training bundles: write the gradients the last step applied (after
    /// their sync), like --save-weights.
    #[arg(long, value_name = "FILE")]
    pub save_grads: Option<PathBuf>,
    /// Training bundles: write checkpoints into DIR (`DIR/step-N`: whole
    /// weights and optimizer state by name, step, data position; atomic).
    /// The directory must be shared by all ranks.
    #[arg(long, value_name = "DIR", requires = "checkpoint_every")]
    pub checkpoint_dir: Option<PathBuf>,
    /// Checkpoint after every N-th step (counted from the start of
    /// training).
    #[arg(long, value_name = "N", requires = "checkpoint_dir")]
    pub checkpoint_every: Option<u64>,
    /// Training bundles: continue from checkpoint DIR/step-N (written by a
    /// bundle of any plan for the same model and optimizer); --steps more
    /// steps follow.
    #[arg(long, value_name = "DIR/step-N")]
    pub resume: Option<PathBuf>,
    /// The GPU a GPU rank runs on (its ordinal among the host's GPUs of
    /// its vendor). Default: the launcher's local rank (`LOCAL_RANK`,
    /// `SLURM_LOCALID`, `OMPI_COMM_WORLD_LOCAL_RANK`), with `--local` the
    /// rank's index, else 0.
    #[arg(long, value_name = "N")]
    pub device: Option<u32>,
}

/// The names of saved weights (`--names`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum Names {
    Hetc,
    Hf,
}

/// Token id width of a `--data` file.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum DataWidth {
    U16,
    U32,
}

/// Run a bundle as `args` say. `command` is what this program's ranks
/// are started with before the bundle (`["run"]` for `hetc run`, nothing
/// for `hetc-run`).
/// Writes `line` and a newline to stderr in one write: the ranks of a job
/// share the terminal (or the launcher's log), and `eprintln!` writes a
/// line's pieces separately, so two ranks' lines could merge ("error:
/// error: rank 1 …").
pub fn eprint_line(line: &str) {
    use std::io::Write as _;
    let _ = std::io::stderr().write_all(format!("{line}\n").as_bytes());
}

/// The `hetc-run` command: parse the command line (`version`: what this
/// build runs, for `--version`) and run the bundle.
pub fn main_with(version: &'static str) -> std::process::ExitCode {
    use clap::{CommandFactory, FromArgMatches, Parser};
    #[derive(Parser, Debug)]
    #[command(
        name = "hetc-run",
        about = "Run a hetc bundle (the deployable runtime: loads the bundle's compiled code, compiles nothing)"
    )]
    struct Cli {
        #[command(flatten)]
        args: RunArgs,
    }
    let matches = Cli::command().version(version).get_matches();
    let cli = Cli::from_arg_matches(&matches).unwrap_or_else(|e| e.exit());
    match run(&cli.args, &[]) {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            print_error(&e);
            std::process::ExitCode::FAILURE
        }
    }
}

/// How a command's error is printed: `error: ` and its whole chain, one
/// write.
pub fn print_error(e: &anyhow::Error) {
    eprint_line(&format!("error: {e:#}"));
}

pub fn run(args: &RunArgs, command: &[&str]) -> Result<()> {
    if hetc_session::dynamic::is_dynamic(&args.bundle) {
        return run_dynamic(args);
    }
    let bundle = Bundle::open(&args.bundle)?;
    let training = bundle.training.as_ref();
    if training.is_none()
        && (args.steps != 1
            || args.save_weights.is_some()
            || args.save_grads.is_some()
            || args.checkpoint_dir.is_some()
            || args.resume.is_some())
    {
        bail!("--steps, --save-weights, --save-grads, --checkpoint-dir and --resume need a training bundle (hetc compile --train)");
    }
    if args.steps == 0 {
        bail!("--steps must be at least 1");
    }
    let hf_config = match args.names {
        Names::Hetc => None,
        Names::Hf => {
            if args.save_weights.is_none() && args.checkpoint_dir.is_none() {
                bail!(
                    "--names hf names the weights of --save-weights or --checkpoint-dir: give one"
                );
            }
            let p = bundle.dir.join(session_run::HF_CONFIG);
            let text = std::fs::read_to_string(&p).map_err(|_| {
                anyhow::anyhow!(
                    "--names hf: {} was not compiled from a Hugging Face config.json (it has no {})",
                    args.bundle.display(),
                    session_run::HF_CONFIG
                )
            })?;
            let cfg = hetc_session::hf::parse_config(&text)
                .with_context(|| format!("--names hf: {}", p.display()))?;
            Some((cfg, text))
        }
    };
    if let (Some(tr), None, None, false) = (training, &args.input, &args.data, args.comm_only) {
        bail!(
            "a training bundle needs --input with the model inputs and the `{}` targets ({}), or --data with a token file",
            tr.labels.0,
            tr.labels.1
        );
    }
    if training.is_none() && args.data.is_some() {
        bail!("--data needs a training bundle (hetc compile --train)");
    }
    let data = args.data.as_ref().map(|p| DataOptions {
        path: p.clone(),
        seed: args.seed,
        width: args.data_width.map(|w| match w {
            DataWidth::U16 => TokenWidth::U16,
            DataWidth::U32 => TokenWidth::U32,
        }),
    });
    if args.local {
        if let (Some(f), false) = (&args.input, args.comm_only) {
            // Fail before starting any rank.
            bundle.check_input(f)?;
        }
        if let Some(d) = &data {
            hetc_runtime::data::TokenFile::open(&d.path, d.width)?;
        }
        if let Some(d) = &args.resume {
            train::read_checkpoint(d, &bundle.manifest)?;
        }
        if !args.comm_only && !args.reference {
            // A GPU rank without its driver: fail before starting any.
            for r in &bundle.manifest.ranks {
                let ordinal = args.device.unwrap_or(local_ordinal(&bundle, r.rank));
                let d = RankDevice::of(r.rank, &r.vendor, &r.chip, Some(ordinal));
                hetc_session::code::check_device(&d)?;
            }
        }
        return local(args, &bundle, command, hf_config.as_ref());
    }
    let get = |k: &str| std::env::var(k).ok();
    let env = LaunchEnv::from_vars(&get)?;
    if env.world != bundle.programs.len() {
        bail!(
            "the launcher started {} ranks, the bundle has {}",
            env.world,
            bundle.programs.len()
        );
    }
    let cfg = JobConfig::from_vars(&get, bundle.hash.clone())?;
    if args.names == Names::Hf && args.save_weights.is_some() && !cfg.agent_store && env.rank == 0 {
        eprintln!("warning: --names hf: under a launcher each rank writes its shards of --save-weights with the graph's names; checkpoints (--checkpoint-dir) get Hugging Face names, as does --local's merged file");
    }
    let t0 = Instant::now();
    let mut job = establish(&env, &cfg, Arc::new(|m: &str| eprint_line(m)))?;
    // Another rank's failure report aborts this rank's transport at once,
    // so every rank names the rank that failed first.
    job.watch()?;
    if job.rank == 0 {
        eprintln!(
            "transport: {} ({})",
            job.transport.kind(),
            job.transport_reason
        );
    }
    let prog = &bundle.programs[job.rank];
    let me = bundle
        .schedule(job.rank)
        .context("the rank's communication program")?;
    let transport = Arc::clone(&job.transport);
    let t = transport.as_ref();
    let cpu = match args.cpu_threads {
        Some(t) => CpuOptions::with_threads(t as usize),
        None => CpuOptions::from_env()?,
    };
    let opts = RunOptions {
        comm_only: args.comm_only,
        reference: args.reference,
        cpu,
        input: args.input.clone(),
        data,
        steps: args.steps,
        checkpoint: args
            .checkpoint_dir
            .as_ref()
            .zip(args.checkpoint_every)
            .map(|(d, n)| train::CheckpointOptions {
                dir: d.clone(),
                every: n,
                hf: hf_config.clone(),
            }),
        resume: args.resume.clone(),
        device: args.device,
    };
    let progress = Progress::of(args, &bundle, job.rank);
    let log = |m: String| progress.line(&m);
    let mut runner = RankRunner::new(&bundle, job.rank, t, &opts, &log)?;
    let report = |r: &StepReport| progress.step(r, &log);
    let t1 = Instant::now();
    progress.begin();
    let result = session_run::steps(t, &bundle, prog, &mut runner, args.steps, &log, &report);
    progress.finish();
    match &runner {
        RankRunner::Zero(_) => {}
        RankRunner::Train(_) => log(format!(
            "rank {}: {} training step(s) {:.3} s",
            job.rank,
            args.steps,
            t1.elapsed().as_secs_f64()
        )),
        RankRunner::Infer(_) => log(format!(
            "rank {}: pipeline {:.3} s",
            job.rank,
            t1.elapsed().as_secs_f64()
        )),
    }
    if let (Ok(_), Some(trainer)) = (&result, runner.trainer_mut()) {
        if args.save_weights.is_some() || args.save_grads.is_some() {
            // A rank that updates on its device holds them there.
            trainer.read_back()?;
        }
        if let Some(f) = &args.save_weights {
            train::write_rank_tensors(f, job.rank, trainer.weights())?;
        }
        if let Some(f) = &args.save_grads {
            train::write_rank_tensors(f, job.rank, trainer.applied_gradients())?;
        }
    }
    if let Err(e) = &result {
        job.report_failure(e);
    }
    let (events, per_step) = result.with_context(|| format!("rank {}", job.rank))?;
    let outputs: Vec<_> = per_step.iter().flatten().cloned().collect();
    // Every training rank writes its file (the merge checks that all
    // agree on the loss scale); an inference rank only with outputs.
    let writes = training.is_some() || !outputs.is_empty();
    if let (Some(p), true, false) = (&args.output, writes, args.comm_only) {
        if training.is_some() {
            let history = runner.trainer().map_or(&[][..], |t| t.history());
            session_run::write_rank_losses(p, me, &per_step, history)?;
        } else {
            session_run::write_rank_outputs(p, &bundle.manifest, me, &outputs)?;
        }
    }
    for e in events
        .iter()
        .filter(|e| e.name.starts_with("grad sync") || e.name.starts_with("step 0: grad sync"))
    {
        log(format!("rank {}: {}", job.rank, e.name));
    }
    let computes: Vec<String> = events
        .iter()
        .filter(|e| e.name.starts_with("compute") || e.name.starts_with("backward"))
        .map(|e| format!("{:.5}", e.dur_us / 1e6))
        .collect();
    log(format!(
        "rank {}: {} instructions, {} outputs, {:.3} s; compute per micro-batch [{}] s",
        job.rank,
        me.instrs.len(),
        outputs.len(),
        t0.elapsed().as_secs_f64(),
        computes.join(", ")
    ));
    // What the transport moved against what the program predicts.
    let sent = t.bytes_sent();
    let want = session_run::predicted_bytes(&bundle, job.rank, args.comm_only)?;
    let steps = f64::from(args.steps);
    log(format!(
        "rank {}: sent {sent} bytes; predicted {:.0} (comm program {:.0}, stage collectives {:.0}, gradient syncs {:.0}, gradient norms {:.0})",
        job.rank,
        want.total() * steps,
        want.comm * steps,
        want.stage * steps,
        want.sync * steps,
        want.norm * steps
    ));
    // What crossed between host memory and the rank's IREE devices.
    for (driver, n, c) in hetc_session::code::device_traffic() {
        log(format!(
            "rank {}: IREE {driver} device {n}: host to device {} bytes, device to host {} bytes; weights uploaded {} bytes",
            job.rank, c.to_device, c.to_host, c.weights
        ));
    }
    if let Some(p) = &args.trace {
        let mut ev = hetc_runtime::exec::trace_events(job.rank, &events);
        let end = events
            .iter()
            .map(|e| e.start_us + e.dur_us)
            .fold(0.0, f64::max);
        ev.push(serde_json::json!({
            "name": "bytes sent", "ph": "C", "pid": job.rank, "tid": 0,
            "ts": (end * 1000.0).round() / 1000.0,
            "args": {"sent": sent, "predicted": (want.total() * steps).round(),
                     "comm": (want.comm * steps).round(), "stage": (want.stage * steps).round(),
                     "sync": (want.sync * steps).round(), "norm": (want.norm * steps).round()}
        }));
        let text = serde_json::to_string(&serde_json::json!({ "traceEvents": ev }))?;
        std::fs::write(p, text).with_context(|| format!("writing {}", p.display()))?;
    }
    Ok(())
}

/// With `--local`, the GPU of rank `rank`: its index among the ranks of
/// its vendor (every rank runs on this host).
/// Run a dynamic bundle ([`hetc_session::dynamic`]): one rank, the model
/// specialised to the input's extents (compiled per distinct set of them
/// by `hetc run`; in the reference interpreter by the compiler-free
/// `hetc-run`, which says so).
fn run_dynamic(args: &RunArgs) -> Result<()> {
    let bundle = hetc_session::dynamic::DynamicBundle::open(&args.bundle)?;
    let what = "a dynamic bundle (a model whose extents depend on values it computes) runs inference on one rank";
    if args.steps != 1
        || args.data.is_some()
        || args.save_weights.is_some()
        || args.save_grads.is_some()
        || args.checkpoint_dir.is_some()
        || args.resume.is_some()
    {
        bail!("{what}: --steps, --data, --save-weights, --save-grads, --checkpoint-dir and --resume need a training bundle");
    }
    if args.comm_only || args.trace.is_some() {
        bail!(
            "{what}: it has no communication program to run alone (--comm-only) or trace (--trace)"
        );
    }
    if !args.local {
        let get = |k: &str| std::env::var(k).ok();
        let env = LaunchEnv::from_vars(&get)?;
        if env.world != 1 {
            bail!(
                "{what}: the launcher started {} ranks; start one (or run it with --local)",
                env.world
            );
        }
    }
    let input = args.input.as_ref().ok_or_else(|| {
        anyhow::anyhow!("{what}: give the model's inputs with --input FILE (.json, .npz)")
    })?;
    let inputs = hetc_session::tensor_io::read_file(input)?;
    let t0 = Instant::now();
    let r = bundle.run(&inputs, args.reference)?;
    for w in &r.warnings {
        eprint_line(&format!("warning: {w}"));
    }
    if !args.no_progress {
        eprint_line(&format!(
            "rank 0: {} output(s) in {:.3} s (extents decided at run time)",
            r.outputs.len(),
            t0.elapsed().as_secs_f64()
        ));
    }
    if let Some(p) = &args.output {
        hetc_session::tensor_io::write_file(p, "outputs", &r.outputs)?;
    }
    Ok(())
}

fn local_ordinal(bundle: &Bundle, rank: usize) -> u32 {
    let ranks = &bundle.manifest.ranks;
    let vendor = &ranks[rank].vendor;
    ranks[..rank].iter().filter(|r| &r.vendor == vendor).count() as u32
}

/// The job timeout the ranks will read (`HETC_TIMEOUT`), checked here first.
fn store_timeout(token: &str) -> Result<std::time::Duration> {
    let get = |k: &str| match k {
        "HETC_TOKEN" => Some(token.to_string()),
        _ => std::env::var(k).ok(),
    };
    Ok(JobConfig::from_vars(&get, String::new())?.timeout)
}

/// Every rank as a child process of this one on loopback.
/// `hf`: with `--names hf`, the bundle's Hugging Face config (parsed and
/// as text).
fn local(
    args: &RunArgs,
    bundle: &Bundle,
    command: &[&str],
    hf: Option<&(hetc_session::hf::HfConfig, String)>,
) -> Result<()> {
    let world = bundle.programs.len();
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or_default();
    let token = format!("local-{}-{nanos}", std::process::id());
    // This process serves the rendezvous store (as torchrun's agent does):
    // its port is bound before any rank starts, so no other job can take it
    // in between, and it outlives every rank.
    let store = StoreServer::start(
        "127.0.0.1:0".parse()?,
        &token,
        store_timeout(&token)?,
        Arc::new(|m: &str| eprint_line(m)),
    )
    .context("starting the rendezvous store")?;
    let port = store.addr().port();
    let exe = std::env::current_exe()?;
    let tmp = std::env::temp_dir().join(format!("hetc-run-{}", std::process::id()));
    std::fs::create_dir_all(&tmp)?;
    // Each rank's share of this host's cores, so the ranks' parallel loops
    // do not oversubscribe it.
    let threads = match (args.cpu_threads, std::env::var_os(THREADS_VAR)) {
        (Some(t), _) => Some(t as usize),
        (None, Some(_)) => None,
        (None, None) => Some(
            (std::thread::available_parallelism().map_or(1, |n| n.get()) / world.max(1)).max(1),
        ),
    };
    let mut kids = Vec::with_capacity(world);
    for r in 0..world {
        let mut c = Command::new(&exe);
        c.args(command).arg(&args.bundle);
        if args.comm_only {
            c.arg("--comm-only");
        }
        if args.reference {
            c.arg("--reference");
        }
        if args.no_progress {
            c.arg("--no-progress");
        }
        if let Some(i) = &args.input {
            c.arg("--input").arg(std::path::absolute(i)?);
        }
        if let Some(d) = &args.data {
            c.arg("--data").arg(std::path::absolute(d)?);
            c.arg("--seed").arg(args.seed.to_string());
            if let Some(w) = args.data_width {
                c.arg("--data-width")
                    .arg(if w == DataWidth::U16 { "u16" } else { "u32" });
            }
        }
        if args.output.is_some() {
            c.arg("--output").arg(tmp.join("out.json"));
        }
        if args.trace.is_some() {
            c.arg("--trace").arg(tmp.join(format!("rank-{r}.json")));
        }
        c.arg("--steps").arg(args.steps.to_string());
        if let Some(t) = threads {
            c.arg("--cpu-threads").arg(t.to_string());
        }
        if let (Some(d), Some(n)) = (&args.checkpoint_dir, args.checkpoint_every) {
            c.arg("--checkpoint-dir")
                .arg(std::path::absolute(d)?)
                .arg("--checkpoint-every")
                .arg(n.to_string());
        }
        if let Some(d) = &args.resume {
            c.arg("--resume").arg(std::path::absolute(d)?);
        }
        if args.names == Names::Hf && args.checkpoint_dir.is_some() {
            // The ranks' checkpoints; --save-weights' file is merged here.
            c.arg("--names").arg("hf");
        }
        if args.save_weights.is_some() {
            c.arg("--save-weights").arg(tmp.join("weights"));
        }
        if args.save_grads.is_some() {
            c.arg("--save-grads").arg(tmp.join("grads"));
        }
        if bundle.manifest.ranks[r].vendor != "cpu" {
            let d = args.device.unwrap_or(local_ordinal(bundle, r));
            c.arg("--device").arg(d.to_string());
        }
        c.env("RANK", r.to_string())
            .env("WORLD_SIZE", world.to_string())
            .env("MASTER_ADDR", "127.0.0.1")
            .env("MASTER_PORT", port.to_string())
            .env("HETC_TOKEN", &token)
            .env("HETC_AGENT_STORE", "1")
            .stdin(Stdio::null());
        kids.push(c.spawn().with_context(|| format!("starting rank {r}"))?);
    }
    let mut failed = Vec::new();
    for (r, mut k) in kids.into_iter().enumerate() {
        let st = k.wait()?;
        if !st.success() {
            failed.push(format!("rank {r} ({st})"));
        }
    }
    if let Some(p) = &args.trace {
        let mut all = Vec::new();
        for r in 0..world {
            let f = tmp.join(format!("rank-{r}.json"));
            if let Ok(b) = std::fs::read(&f) {
                let v: Trace = serde_json::from_slice(&b)
                    .with_context(|| format!("parsing {}", f.display()))?;
                all.extend(v.trace_events);
            }
        }
        let text = serde_json::to_string(&Trace { trace_events: all })?;
        std::fs::write(p, text).with_context(|| format!("writing {}", p.display()))?;
    }
    // `--comm-only` computes nothing worth writing.
    let merged = match (&args.output, failed.is_empty() && !args.comm_only) {
        (Some(p), true) => {
            let out = session_run::merge_rank_files(bundle, &tmp.join("out.json"), world)
                .and_then(|v| v.write(p))
                .map_err(anyhow::Error::from);
            Some(out)
        }
        _ => None,
    };
    let mut saved = Vec::new();
    if failed.is_empty() && !args.comm_only {
        for (want, part) in [(&args.save_weights, "weights"), (&args.save_grads, "grads")] {
            if let Some(p) = want {
                let sliced = part == "grads";
                let names = hf.filter(|_| part == "weights");
                let r = train::merge_rank_tensors(
                    &bundle.manifest,
                    &tmp.join(part),
                    p,
                    world,
                    sliced,
                    names.map(|(cfg, _)| cfg),
                );
                let r = r.and_then(|()| match names {
                    Some((_, text)) => hetc_session::hf::write_config_beside(p, text),
                    None => Ok(()),
                });
                saved.push((p.clone(), r));
            }
        }
    }
    let _ = std::fs::remove_dir_all(&tmp);
    for (p, r) in saved {
        r?;
        eprintln!("run: {} written", p.display());
    }
    if let Some(r) = merged {
        r?;
        if let Some(p) = &args.output {
            eprintln!("run: outputs written to {}", p.display());
        }
    }
    if !failed.is_empty() {
        bail!(
            "{} of {world} ranks failed: {}",
            failed.len(),
            failed.join(", ")
        );
    }
    eprintln!("run: {world} ranks finished on loopback");
    Ok(())
}

/// How a rank shows its training steps: step lines, or on a terminal a
/// progress bar drawn by one rank (the first of the last stage, which
/// computes losses) under its step lines while the others keep quiet —
/// the ranks of `--local` share the terminal, and lines of other ranks
/// would break the bar.
enum Progress {
    Lines,
    Quiet,
    Bar(Bar),
}

/// The bar's state: when the run's steps started ([`Progress::begin`]),
/// whether it is drawn.
struct Bar {
    start: std::cell::Cell<Instant>,
    drawn: std::cell::Cell<bool>,
}

impl Progress {
    fn of(args: &RunArgs, bundle: &Bundle, rank: usize) -> Progress {
        use std::io::IsTerminal as _;
        let m = &bundle.manifest;
        if args.no_progress || bundle.training.is_none() || !std::io::stderr().is_terminal() {
            return Progress::Lines;
        }
        let last = m.stages.len().saturating_sub(1);
        let first_of_last = m
            .ranks
            .iter()
            .filter(|r| r.stage == last)
            .map(|r| r.rank)
            .min();
        if first_of_last == Some(rank) {
            Progress::Bar(Bar {
                start: std::cell::Cell::new(Instant::now()),
                drawn: std::cell::Cell::new(false),
            })
        } else {
            Progress::Quiet
        }
    }

    /// The steps start now (the stages are compiled): the bar's clock.
    fn begin(&self) {
        if let Progress::Bar(b) = self {
            b.start.set(Instant::now());
        }
    }

    /// Write one diagnostic line in one write: the ranks of `--local`
    /// share the terminal, and `eprintln!` writes a line's pieces
    /// separately, so lines of different ranks could merge. On a terminal
    /// the line first clears the one it lands on — the bar, when another
    /// rank writes while it is drawn; the bar is drawn again at its next
    /// step.
    fn line(&self, m: &str) {
        use std::io::Write as _;
        let clear = if matches!(self, Progress::Lines) {
            ""
        } else {
            "\r\x1b[2K"
        };
        let _ = std::io::stderr().write_all(format!("{clear}{m}\n").as_bytes());
    }

    fn step(&self, r: &StepReport, log: &dyn Fn(String)) {
        match self {
            Progress::Lines => log(r.line()),
            Progress::Quiet => {}
            Progress::Bar(b) => {
                // The step line above the bar: clear the bar's line, print
                // the step line, draw the bar again (one write).
                let elapsed = b.start.get().elapsed().as_secs_f64();
                let left = elapsed / f64::from(r.done) * f64::from(r.total - r.done);
                let width = 24u32;
                let filled = (r.done * width / r.total.max(1)).min(width) as usize;
                let bar = format!(
                    "step {}/{} [{}{}] loss {:.4}, {:.0} tokens/s, {} elapsed, {} left",
                    r.done,
                    r.total,
                    "#".repeat(filled),
                    "-".repeat(width as usize - filled),
                    r.loss,
                    r.tokens_per_s,
                    clock(elapsed),
                    clock(left)
                );
                use std::io::Write as _;
                let _ =
                    std::io::stderr().write_all(format!("\r\x1b[2K{}\n{bar}", r.line()).as_bytes());
                b.drawn.set(true);
            }
        }
    }

    /// End the bar's line.
    fn finish(&self) {
        if let Progress::Bar(b) = self {
            if b.drawn.get() {
                eprintln!();
            }
        }
    }
}

/// `1h02m03s`, `2m03s` or `3.4s`.
fn clock(s: f64) -> String {
    let t = s.max(0.0).round() as u64;
    match (t / 3600, (t / 60) % 60, t % 60) {
        (0, 0, _) => format!("{s:.1}s"),
        (0, m, x) => format!("{m}m{x:02}s"),
        (h, m, x) => format!("{h}h{m:02}m{x:02}s"),
    }
}
