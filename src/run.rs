//! `hetc run BUNDLE`: verify the bundle, then run this rank's communication
//! program under an external launcher (env: see README "Usage"), or, with
//! `--local`, start every rank as a process on loopback and wait for all.
//!
//! Only `--comm-only` exists so far: stage compute is replaced by zero
//! tensors of the program's sizes (the schedule, transports, length checks,
//! timeouts and the timeline are real; the numbers are not). Running the
//! stage graphs is the executor's missing half.

use crate::RunArgs;
use anyhow::{bail, Context, Result};
use hetc_runtime::launch::{establish, JobConfig, LaunchEnv};
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::time::Instant;

pub fn run(args: &RunArgs) -> Result<()> {
    if !args.comm_only {
        bail!("executing stage graphs is not implemented yet; pass --comm-only to run the communication program with zero tensors");
    }
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
    let progs = hetc_runtime::program::from_manifest(&manifest)?;
    if args.local {
        return local(args, progs.len());
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
    let job = establish(&env, &cfg, Arc::new(|m: &str| eprintln!("{m}")))?;
    if job.rank == 0 {
        eprintln!(
            "transport: {} ({})",
            job.transport.kind(),
            job.transport_reason
        );
    }
    let prog = &progs[job.rank];
    let mut compute = hetc_runtime::exec::zero_compute(prog);
    let (events, outputs) = hetc_runtime::exec::run(job.transport.as_ref(), prog, &mut compute)
        .with_context(|| format!("rank {}", job.rank))?;
    eprintln!(
        "rank {}: {} instructions, {} outputs, {:.3} s",
        job.rank,
        prog.instrs.len(),
        outputs.len(),
        t0.elapsed().as_secs_f64()
    );
    if let Some(p) = &args.trace {
        let ev = hetc_runtime::exec::trace_events(job.rank, &events);
        let text = serde_json::to_string(&serde_json::json!({ "traceEvents": ev }))?;
        std::fs::write(p, text).with_context(|| format!("writing {}", p.display()))?;
    }
    Ok(())
}

/// Every rank as a child process of this one on loopback.
fn local(args: &RunArgs, world: usize) -> Result<()> {
    let port = std::net::TcpListener::bind("127.0.0.1:0")?
        .local_addr()?
        .port();
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or_default();
    let token = format!("local-{}-{nanos}", std::process::id());
    let exe = std::env::current_exe()?;
    let tmp = std::env::temp_dir().join(format!("hetc-run-{}", std::process::id()));
    std::fs::create_dir_all(&tmp)?;
    let mut kids = Vec::with_capacity(world);
    for r in 0..world {
        let mut c = Command::new(&exe);
        c.arg("run").arg(&args.bundle).arg("--comm-only");
        if args.trace.is_some() {
            c.arg("--trace").arg(tmp.join(format!("rank-{r}.json")));
        }
        c.env("RANK", r.to_string())
            .env("WORLD_SIZE", world.to_string())
            .env("MASTER_ADDR", "127.0.0.1")
            .env("MASTER_PORT", port.to_string())
            .env("HETC_TOKEN", &token)
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
    let _ = std::fs::remove_dir_all(&tmp);
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
