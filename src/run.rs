//! `hetc run BUNDLE`: verify the bundle, then run this rank's communication
//! program under an external launcher (env: see README "Usage"), or, with
//! `--local`, start every rank as a process on loopback and wait for all.
//!
//! Stage compute is the rank's graph from the bundle ([`crate::execute`]):
//! JIT-compiled segments (or the reference interpreter with `--reference`)
//! and TP collectives over the job's transport; `--input`/`--output` carry
//! the model's tensors. With `--comm-only` compute is replaced by zero
//! tensors of the program's sizes (the schedule, transports, length checks,
//! timeouts and the timeline are real; the numbers are not).

use crate::train::{self, Trainer, Training};
use crate::{execute, RunArgs};
use anyhow::{bail, Context, Result};
use hetc_runtime::launch::{establish, JobConfig, LaunchEnv};
use hetc_runtime::rendezvous::StoreServer;
use std::collections::BTreeMap;
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::time::Instant;

pub fn run(args: &RunArgs) -> Result<()> {
    let r = hetc_backends::bundle::inspect(&args.bundle)?;
    if !r.bad.is_empty() {
        bail!(
            "{}: corrupted or missing: {}",
            args.bundle.display(),
            r.bad.join(", ")
        );
    }
    let raw = std::fs::read(args.bundle.join("manifest.json")).context("reading manifest.json")?;
    let hash = hetc_backends::bundle::sha256_hex(&raw);
    let manifest: serde_json::Value =
        serde_json::from_slice(&raw).context("parsing manifest.json")?;
    let progs = programs(&args.bundle, &manifest)?;
    let training = Training::of(&manifest)?;
    if training.is_none()
        && (args.steps != 1 || args.save_weights.is_some() || args.save_grads.is_some())
    {
        bail!("--steps, --save-weights and --save-grads need a training bundle (hetc compile --train)");
    }
    if args.steps == 0 {
        bail!("--steps must be at least 1");
    }
    if let (Some(tr), None, false) = (&training, &args.input, args.comm_only) {
        bail!(
            "a training bundle needs --input with the model inputs and the `{}` targets ({})",
            tr.labels.0,
            tr.labels.1
        );
    }
    if args.local {
        if let (Some(f), false) = (&args.input, args.comm_only) {
            // Fail before starting any rank.
            execute::micro_batch_inputs(&manifest, f)?;
            if let Some(tr) = &training {
                execute::micro_batch_tensors(&manifest, f, std::slice::from_ref(&tr.labels))?;
            }
        }
        return local(args, progs.len(), training.is_some());
    }
    let get = |k: &str| std::env::var(k).ok();
    let env = LaunchEnv::from_vars(&get)?;
    if env.world != progs.len() {
        bail!(
            "the launcher started {} ranks, the bundle has {}",
            env.world,
            progs.len()
        );
    }
    let cfg = JobConfig::from_vars(&get, hash)?;
    let t0 = Instant::now();
    let mut job = establish(&env, &cfg, Arc::new(|m: &str| eprintln!("{m}")))?;
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
    let prog = &progs[job.rank];
    let transport = Arc::clone(&job.transport);
    let t = transport.as_ref();
    let last_stage = manifest["stages"].as_array().map_or(0, |a| a.len()) - 1;
    let result = if args.comm_only {
        let mut compute = hetc_runtime::exec::zero_compute(prog);
        steps(t, prog, &mut compute, args.steps, job.rank)
    } else if let Some(tr) = &training {
        let mut inputs = BTreeMap::new();
        if let Some(f) = &args.input {
            if prog.stage == 0 {
                inputs.extend(execute::micro_batch_inputs(&manifest, f)?);
            }
            if prog.stage == last_stage {
                inputs.extend(execute::micro_batch_tensors(
                    &manifest,
                    f,
                    std::slice::from_ref(&tr.labels),
                )?);
            }
        }
        let mut trainer = Trainer::new(
            &args.bundle,
            &manifest,
            job.rank,
            args.reference,
            inputs,
            t,
            &|m| eprintln!("{m}"),
        )?;
        let t1 = Instant::now();
        let r = steps(t, prog, &mut trainer, args.steps, job.rank);
        eprintln!(
            "rank {}: {} training step(s) {:.3} s",
            job.rank,
            args.steps,
            t1.elapsed().as_secs_f64()
        );
        if r.is_ok() {
            if let Some(f) = &args.save_weights {
                train::write_rank_tensors(f, job.rank, trainer.weights())?;
            }
            if let Some(f) = &args.save_grads {
                train::write_rank_tensors(f, job.rank, trainer.applied_gradients())?;
            }
        }
        r
    } else {
        let inputs = match &args.input {
            Some(f) if prog.stage == 0 => execute::micro_batch_inputs(&manifest, f)?,
            _ => Default::default(),
        };
        let ex = execute::Executor::new(
            &args.bundle,
            &manifest,
            job.rank,
            args.reference,
            inputs,
            &|m| eprintln!("{m}"),
        )?;
        let t1 = Instant::now();
        let mut compute = |stage: usize, mb: u32, live: &hetc_runtime::exec::Tensors| {
            ex.compute(t, stage, mb, live).map_err(|e| {
                // Keep a collective's error as is: it names the peer.
                e.downcast::<hetc_runtime::RuntimeError>()
                    .unwrap_or_else(|e| hetc_runtime::RuntimeError::Bundle(format!("{e:#}")))
            })
        };
        let r = steps(t, prog, &mut compute, 1, job.rank);
        eprintln!(
            "rank {}: pipeline {:.3} s",
            job.rank,
            t1.elapsed().as_secs_f64()
        );
        r
    };
    if let Err(e) = &result {
        job.report_failure(e);
    }
    let (events, per_step) = result.with_context(|| format!("rank {}", job.rank))?;
    let outputs: Vec<_> = per_step.iter().flatten().cloned().collect();
    if let (Some(p), false, false) = (&args.output, outputs.is_empty(), args.comm_only) {
        if training.is_some() {
            write_rank_losses(p, prog, &per_step)?;
        } else {
            write_rank_outputs(p, &manifest, prog, &outputs)?;
        }
    }
    for e in events
        .iter()
        .filter(|e| e.name.starts_with("grad sync") || e.name.starts_with("step 0: grad sync"))
    {
        eprintln!("rank {}: {}", job.rank, e.name);
    }
    let computes: Vec<String> = events
        .iter()
        .filter(|e| e.name.starts_with("compute") || e.name.starts_with("backward"))
        .map(|e| format!("{:.3}", e.dur_us / 1e6))
        .collect();
    eprintln!(
        "rank {}: {} instructions, {} outputs, {:.3} s; compute per micro-batch [{}] s",
        job.rank,
        prog.instrs.len(),
        outputs.len(),
        t0.elapsed().as_secs_f64(),
        computes.join(", ")
    );
    if let Some(p) = &args.trace {
        let ev = hetc_runtime::exec::trace_events(job.rank, &events);
        let text = serde_json::to_string(&serde_json::json!({ "traceEvents": ev }))?;
        std::fs::write(p, text).with_context(|| format!("writing {}", p.display()))?;
    }
    Ok(())
}

/// Run `prog` `n` times (training steps; 1 for inference); the events of
/// all steps on one timeline, the outputs per step.
fn steps(
    t: &dyn hetc_runtime::transport::Transport,
    prog: &hetc_runtime::program::CommProgram,
    runner: &mut dyn hetc_runtime::exec::Runner,
    n: u32,
    rank: usize,
) -> hetc_runtime::Result<(
    Vec<hetc_runtime::exec::Event>,
    Vec<Vec<hetc_runtime::exec::Output>>,
)> {
    let t0 = Instant::now();
    // Wall-clock microseconds: the ranks' timelines line up across processes.
    let epoch_us = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0.0, |d| d.as_secs_f64() * 1e6);
    let mut events = Vec::new();
    let mut outs = Vec::new();
    for s in 0..n {
        let off = epoch_us + t0.elapsed().as_secs_f64() * 1e6;
        let (ev, o) = hetc_runtime::exec::run(t, prog, runner)?;
        events.extend(ev.into_iter().map(|mut e| {
            e.start_us += off;
            if n > 1 {
                e.name = format!("step {s}: {}", e.name);
            }
            e
        }));
        if n > 1 {
            let l: Vec<String> = crate::train::losses(&o)
                .iter()
                .map(|(mb, l)| format!("mb{mb} {l:.6}"))
                .collect();
            if !l.is_empty() {
                eprintln!("rank {rank}: step {s}: loss {}", l.join(", "));
            }
        }
        outs.push(o);
    }
    Ok((events, outs))
}

/// This rank's per-step losses as `FILE.rank-N.json`
/// (`{rank, tp_rank, losses: [[[micro_batch, loss], …] per step]}`).
fn write_rank_losses(
    file: &std::path::Path,
    prog: &hetc_runtime::program::CommProgram,
    per_step: &[Vec<hetc_runtime::exec::Output>],
) -> Result<()> {
    let losses: Vec<Vec<(u32, f32)>> = per_step.iter().map(|o| crate::train::losses(o)).collect();
    let mut p = file.as_os_str().to_owned();
    p.push(format!(".rank-{}.json", prog.rank));
    let doc = serde_json::json!({"rank": prog.rank, "tp_rank": prog.tp_rank, "losses": losses});
    std::fs::write(&p, serde_json::to_string(&doc)?)
        .with_context(|| format!("writing {}", std::path::Path::new(&p).display()))?;
    Ok(())
}

/// Merge the last-stage ranks' loss files into `{"loss": [mean per step],
/// "micro_batch_losses": [[…] per step]}` (TP rank 0's copies).
fn merge_losses(partials: &[serde_json::Value], micro: usize) -> Result<serde_json::Value> {
    let mut steps: BTreeMap<usize, BTreeMap<u64, f64>> = BTreeMap::new();
    for p in partials.iter().filter(|p| p["tp_rank"].as_u64() == Some(0)) {
        for (s, list) in p["losses"].as_array().into_iter().flatten().enumerate() {
            for e in list.as_array().into_iter().flatten() {
                let (Some(mb), Some(l)) = (e[0].as_u64(), e[1].as_f64()) else {
                    bail!("malformed loss entry {e}");
                };
                steps.entry(s).or_default().insert(mb, l);
            }
        }
    }
    let mut mean = Vec::new();
    let mut all = Vec::new();
    for (s, ls) in steps {
        if ls.len() != micro {
            bail!(
                "step {s}: losses of {} micro-batches, the plan has {micro}",
                ls.len()
            );
        }
        mean.push(ls.values().sum::<f64>() / micro as f64);
        all.push(ls.into_values().collect::<Vec<_>>());
    }
    Ok(serde_json::json!({"loss": mean, "micro_batch_losses": all}))
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
fn local(args: &RunArgs, world: usize, training: bool) -> Result<()> {
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
        Arc::new(|m: &str| eprintln!("{m}")),
    )
    .context("starting the rendezvous store")?;
    let port = store.addr().port();
    let exe = std::env::current_exe()?;
    let tmp = std::env::temp_dir().join(format!("hetc-run-{}", std::process::id()));
    std::fs::create_dir_all(&tmp)?;
    let mut kids = Vec::with_capacity(world);
    for r in 0..world {
        let mut c = Command::new(&exe);
        c.arg("run").arg(&args.bundle);
        if args.comm_only {
            c.arg("--comm-only");
        }
        if args.reference {
            c.arg("--reference");
        }
        if let Some(i) = &args.input {
            c.arg("--input").arg(std::path::absolute(i)?);
        }
        if args.output.is_some() {
            c.arg("--output").arg(tmp.join("out.json"));
        }
        if args.trace.is_some() {
            c.arg("--trace").arg(tmp.join(format!("rank-{r}.json")));
        }
        c.arg("--steps").arg(args.steps.to_string());
        if args.save_weights.is_some() {
            c.arg("--save-weights").arg(tmp.join("weights"));
        }
        if args.save_grads.is_some() {
            c.arg("--save-grads").arg(tmp.join("grads"));
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
                let v: serde_json::Value = serde_json::from_slice(&b)?;
                all.extend(v["traceEvents"].as_array().cloned().unwrap_or_default());
            }
        }
        let text = serde_json::to_string(&serde_json::json!({ "traceEvents": all }))?;
        std::fs::write(p, text).with_context(|| format!("writing {}", p.display()))?;
    }
    // `--comm-only` computes nothing worth writing.
    let merged = match (&args.output, failed.is_empty() && !args.comm_only) {
        (Some(p), true) => {
            let raw = std::fs::read(args.bundle.join("manifest.json"))?;
            let manifest: serde_json::Value = serde_json::from_slice(&raw)?;
            let mut partials = Vec::new();
            for r in 0..world {
                if let Ok(b) = std::fs::read(tmp.join(format!("out.json.rank-{r}.json"))) {
                    partials.push(serde_json::from_slice(&b)?);
                }
            }
            let micro = manifest["plan"]["num_micro_batches"].as_u64().unwrap_or(0) as usize;
            let merged = if training {
                merge_losses(&partials, micro)
            } else {
                execute::merge_outputs(&manifest, &partials)
            };
            let out = merged
                .and_then(|v| Ok(serde_json::to_string(&v)?))
                .and_then(|text| {
                    std::fs::write(p, text).with_context(|| format!("writing {}", p.display()))
                });
            Some(out)
        }
        _ => None,
    };
    let mut saved = Vec::new();
    if failed.is_empty() && !args.comm_only {
        let raw = std::fs::read(args.bundle.join("manifest.json"))?;
        let manifest: serde_json::Value = serde_json::from_slice(&raw)?;
        for (want, part) in [(&args.save_weights, "weights"), (&args.save_grads, "grads")] {
            if let Some(p) = want {
                let r = train::merge_rank_tensors(&manifest, &tmp.join(part), p, world);
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

/// This rank's last-stage outputs as `FILE.rank-N.json` (see `--output`).
fn write_rank_outputs(
    file: &std::path::Path,
    manifest: &serde_json::Value,
    prog: &hetc_runtime::program::CommProgram,
    outputs: &[hetc_runtime::exec::Output],
) -> Result<()> {
    let types: std::collections::BTreeMap<String, String> =
        execute::boundary(manifest, prog.stage, "outputs")?
            .into_iter()
            .collect();
    let mut list = Vec::new();
    for (name, mb, bytes) in outputs {
        let ty = types.get(name).with_context(|| {
            format!("output {name:?} is not a boundary of stage {}", prog.stage)
        })?;
        let (dtype, dims) = execute::parse_type(ty)?;
        let d = hetc_ir::TensorData {
            dtype,
            bytes: Arc::new(bytes.clone()),
        };
        let t = hetc_backends::reference::Tensor::new(dtype, dims, d.to_f64s());
        let mut j = execute::tensor_json(name, &t);
        j["micro_batch"] = (*mb).into();
        list.push(j);
    }
    let mut p = file.as_os_str().to_owned();
    p.push(format!(".rank-{}.json", prog.rank));
    let doc = serde_json::json!({"rank": prog.rank, "tp_rank": prog.tp_rank, "outputs": list});
    std::fs::write(&p, serde_json::to_string(&doc)?)
        .with_context(|| format!("writing {}", std::path::Path::new(&p).display()))?;
    Ok(())
}

/// The bundle's `comm/rank-<N>.json` programs (checksummed); a bundle
/// without them (older hetc) gets them rebuilt from its manifest.
fn programs(
    dir: &std::path::Path,
    manifest: &serde_json::Value,
) -> Result<Vec<hetc_runtime::program::CommProgram>> {
    let built = hetc_runtime::program::from_manifest(manifest)?;
    if manifest["files"].get("comm/rank-0.json").is_none() {
        return Ok(built);
    }
    let mut progs = Vec::with_capacity(built.len());
    for r in 0..built.len() {
        let p = format!("comm/rank-{r}.json");
        let b = hetc_backends::bundle::read_checked(dir, manifest, &p)?;
        let v: serde_json::Value =
            serde_json::from_slice(&b).with_context(|| format!("parsing {p}"))?;
        let prog = hetc_runtime::program::CommProgram::from_json(&v).with_context(|| p.clone())?;
        if prog.rank != r {
            bail!("{p}: holds the program of rank {}", prog.rank);
        }
        progs.push(prog);
    }
    Ok(progs)
}
