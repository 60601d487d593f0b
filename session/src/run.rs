//! Running a bundle: open and check it, build each rank's compute (the
//! stage kernels, the training state, or zeros with `comm_only`), run its
//! communication program over a transport for some steps, and write or
//! merge what the ranks produce.
//!
//! Stage compute is the rank's graph from the bundle ([`crate::execute`]):
//! JIT-compiled segments (or the reference interpreter with `reference`)
//! and TP collectives over the job's transport; the io files carry the
//! model's tensors. With `comm_only` compute is replaced by zero tensors of
//! the program's sizes (the schedule, transports, length checks, timeouts
//! and the timeline are real; the numbers are not).

use crate::code::CpuOptions;
use crate::data::DataOptions;
use crate::error::{Result, SessionError};
use crate::execute::{self, Executor};
use crate::io::{IoFile, Losses, RankLosses, RankOutputs};
use crate::train::{self, Trainer, Training};
use hetc_ir::manifest::BundleManifest;
use hetc_runtime::exec::{Event, Output, Phase, Runner, Tensors, ZeroRunner};
use hetc_runtime::program::{CommProgram, RankProgram};
use hetc_runtime::transport::Transport;
use serde::Serialize;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;

/// Every rank's communication program as `comm/rank-<N>.json` (the
/// bundle's extra files): its view of [`crate::comm::bundle_program`].
pub fn comm_files(
    manifest: &BundleManifest,
) -> std::result::Result<Vec<(String, Vec<u8>)>, String> {
    let (prog, _) = crate::comm::bundle_program(manifest).map_err(|e| e.to_string())?;
    (0..manifest.ranks.len())
        .map(|r| {
            let v = prog
                .rank_view(r)
                .ok_or_else(|| format!("the comm program has no schedule for rank {r}"))?;
            Ok((format!("comm/rank-{r}.json"), v.to_json().into_bytes()))
        })
        .collect()
}

/// Every file `hetc compile` derives from a bundle's manifest
/// ([`hetc_backends::bundle::BundleSpec::extra_files`]): the ranks'
/// communication programs ([`comm_files`]) and, for a training bundle,
/// each rank's optimizer stage ([`train::optimizer_files`]).
/// Where a bundle compiled from a Hugging Face `config.json` keeps it.
pub const HF_CONFIG: &str = "hf/config.json";

pub fn bundle_files(
    manifest: &BundleManifest,
    iree: &hetc_backends::bundle::IreeOptions,
) -> std::result::Result<Vec<(String, Vec<u8>)>, String> {
    let mut out = comm_files(manifest)?;
    out.extend(train::optimizer_files(manifest, iree)?);
    Ok(out)
}

/// A bundle whose checksums match, read for running.
pub struct Bundle {
    pub dir: PathBuf,
    pub manifest: BundleManifest,
    /// sha256 of `manifest.json` (the job's identity at rendezvous).
    pub hash: String,
    /// Every rank's communication program.
    pub programs: Vec<CommProgram>,
    /// The training section; `None` for an inference bundle.
    pub training: Option<Training>,
}

impl Bundle {
    /// Verify `dir`'s checksums and read its manifest and programs.
    pub fn open(dir: &Path) -> Result<Bundle> {
        let r = hetc_backends::bundle::inspect(dir)?;
        if !r.bad.is_empty() {
            return Err(SessionError::Bundle(format!(
                "{}: corrupted or missing: {}",
                dir.display(),
                r.bad.join(", ")
            )));
        }
        let mp = dir.join("manifest.json");
        let raw = std::fs::read(&mp).map_err(|e| SessionError::Io {
            path: "reading manifest.json".into(),
            source: e,
        })?;
        let hash = hetc_backends::bundle::sha256_hex(&raw);
        let manifest = BundleManifest::from_json(&raw).map_err(|e| SessionError::Malformed {
            path: "parsing manifest.json".into(),
            message: e.0,
        })?;
        let programs = programs(dir, &manifest)?;
        let training = Training::of(&manifest)?;
        Ok(Bundle {
            dir: dir.to_path_buf(),
            manifest,
            hash,
            programs,
            training,
        })
    }

    /// Rank `rank`'s schedule (checked at [`Bundle::open`]).
    pub fn schedule(&self, rank: usize) -> Option<&RankProgram> {
        self.programs.get(rank)?.rank(rank)
    }

    /// The plan's micro-batch count.
    pub fn num_micro_batches(&self) -> usize {
        self.manifest.plan.num_micro_batches as usize
    }

    /// The index of the last stage.
    pub fn last_stage(&self) -> usize {
        self.manifest.stages.len().saturating_sub(1)
    }

    /// Check that `file` holds the inputs (and a training bundle's labels)
    /// the bundle reads, before any rank starts.
    pub fn check_input(&self, file: &Path) -> Result<()> {
        execute::micro_batch_inputs(&self.manifest, file)?;
        if let Some(tr) = &self.training {
            execute::micro_batch_tensors(&self.manifest, file, std::slice::from_ref(&tr.labels))?;
        }
        Ok(())
    }
}

/// The bundle's `comm/rank-<N>.json` programs (checksummed, parsed and
/// checked): what each rank executes.
fn programs(dir: &Path, manifest: &BundleManifest) -> Result<Vec<CommProgram>> {
    let mut progs = Vec::with_capacity(manifest.ranks.len());
    for r in 0..manifest.ranks.len() {
        let p = format!("comm/rank-{r}.json");
        if !manifest.files.contains_key(&p) {
            return Err(SessionError::Bundle(format!(
                "{}: no {p} (the rank's communication program); recompile the bundle with this hetc",
                dir.display()
            )));
        }
        let b = hetc_backends::bundle::read_checked(dir, &manifest.files, &p)?;
        let prog = hetc_runtime::program::load(&b, r).map_err(|e| SessionError::Malformed {
            path: p.clone(),
            message: e.to_string(),
        })?;
        let me = prog.rank(r).expect("load checks the rank");
        let entry = &manifest.ranks[r];
        if (me.stage, me.tp_rank, me.dp_replica) != (entry.stage, entry.tp_rank, entry.dp_replica) {
            return Err(SessionError::Bundle(format!(
                "{p}: rank {r} is stage {} TP {} DP {} in its program, stage {} TP {} DP {} in manifest.json",
                me.stage, me.tp_rank, me.dp_replica, entry.stage, entry.tp_rank, entry.dp_replica
            )));
        }
        progs.push(prog);
    }
    Ok(progs)
}

/// The bytes a rank is predicted to send in one run of its schedule, by
/// what sends them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct Predicted {
    /// The ops of its program's transitions it sends in: Chimera table 1
    /// per device (the volumes `--emit comm` prints; ring collectives, a
    /// P2P or M2MS sender's part).
    pub comm: f64,
    /// The collectives inside its stage graphs (the manifest's all-reduce
    /// and all-gather links, ring volumes), per compute.
    pub stage: f64,
    /// Its gradient syncs (ring all-reduce, or its part of the 3-phase one).
    pub sync: f64,
    /// Training with compute (not `--comm-only`): its part of each
    /// update's global gradient norm, a one-element f32 ring all-reduce
    /// over every rank.
    pub norm: f64,
}

impl Predicted {
    pub fn total(&self) -> f64 {
        self.comm + self.stage + self.sync + self.norm
    }
}

/// The bytes rank `r` of `n` sends in a ring all-reduce of one f32
/// element: its reduce-scatter sends every segment but its own, its
/// all-gather every segment but its right neighbour's
/// ([`hetc_runtime::collective::segment`]: the element is the last
/// position's).
fn norm_bytes(n: usize, r: usize) -> f64 {
    use hetc_runtime::collective::segment;
    if n < 2 {
        return 0.0;
    }
    let elems: usize = (0..n)
        .filter(|&j| j != r)
        .map(|j| segment(1, n, j).len())
        .chain(
            (0..n)
                .filter(|&j| j != (r + 1) % n)
                .map(|j| segment(1, n, j).len()),
        )
        .sum();
    4.0 * elems as f64
}

/// The bytes position `pos` of `n` sends in a ZeRO-1 sync of a packed
/// bucket: its ReduceScatter of the f32 sums sends every segment but its
/// own, its AllGather of the updated weights (`pack`: their wire types)
/// every segment but its right neighbour's.
fn zero_bytes(pack: &hetc_runtime::collective::Packing, n: usize, pos: usize) -> f64 {
    use hetc_runtime::collective::segment;
    if n < 2 {
        return 0.0;
    }
    let len = pack.len();
    let rs: usize = (0..n)
        .filter(|&j| j != pos)
        .map(|j| 4 * segment(len, n, j).len())
        .sum();
    let ag: usize = (0..n)
        .filter(|&j| j != (pos + 1) % n)
        .map(|j| pack.byte_range(segment(len, n, j)).len())
        .sum();
    (rs + ag) as f64
}

/// The wire packing of a ZeRO-1 sync's weights (`len` elements) as rank
/// `rank` runs it: a weight the manifest types `bf16` / `f16` (a resident
/// 16-bit weight) travels in that type, any other in f32; all f32 in a
/// `--comm-only` run (no weights).
fn gather_packing(
    bundle: &Bundle,
    rank: usize,
    weights: &[String],
    len: usize,
    comm_only: bool,
) -> Result<hetc_runtime::collective::Packing> {
    use hetc_runtime::collective::{Packing, Wire};
    if comm_only {
        return Ok(Packing::new(&[(len, Wire::F32)]));
    }
    let held = bundle.manifest.ranks[rank]
        .weights
        .as_deref()
        .unwrap_or(&[]);
    let runs = weights
        .iter()
        .map(|n| {
            let w = held.iter().find(|w| &w.name == n).ok_or_else(|| {
                SessionError::Bundle(format!(
                    "rank {rank} syncs weight {n:?}, which it does not hold"
                ))
            })?;
            Ok((
                w.ty.num_elements().unwrap_or(0) as usize,
                Wire::of(w.ty.dtype),
            ))
        })
        .collect::<Result<Vec<_>>>()?;
    let p = Packing::new(&runs);
    if p.len() != len {
        return Err(SessionError::Bundle(format!(
            "rank {rank}: a gradient sync of {len} elements over weights of {}",
            p.len()
        )));
    }
    Ok(p)
}

/// What `rank` of `bundle` sends running its schedule once ([`Predicted`]);
/// the transport's counter ([`Transport::bytes_sent`]) measures the same.
/// `comm_only`: a `--comm-only` run (no weights, no gradient norm).
pub fn predicted_bytes(bundle: &Bundle, rank: usize, comm_only: bool) -> Result<Predicted> {
    use hetc_ir::comm_program::Instr;
    use hetc_ir::manifest::Link;
    let prog = bundle
        .programs
        .get(rank)
        .ok_or_else(|| SessionError::Run(format!("no rank {rank}")))?;
    let me = prog.rank(rank).expect("checked at load");
    let entry = bundle
        .manifest
        .rank(rank)
        .map_err(|e| SessionError::Bundle(e.to_string()))?;
    let tp = bundle
        .manifest
        .stage(me.stage)
        .map_err(|e| SessionError::Bundle(e.to_string()))?
        .tp as f64;
    let ring = |n: f64| (n - 1.0) / n;
    let links = |l: &[Link]| -> f64 {
        l.iter()
            .map(|l| match l {
                Link::Compute { .. } => 0.0,
                Link::AllReduce(c) => 2.0 * ring(tp) * c.bytes as f64,
                Link::AllGather(c) => (tp - 1.0) * c.bytes as f64,
                Link::ReduceScatter(c) => ring(tp) * c.bytes as f64,
            })
            .sum()
    };
    let sizes = prog.group_sizes();
    let mut out = Predicted::default();
    for i in &me.instrs {
        match i {
            Instr::Compute { phase, .. } => {
                out.stage += match phase {
                    Phase::Forward => links(&entry.segments),
                    Phase::Backward => links(entry.backward_segments.as_deref().unwrap_or(&[])),
                };
            }
            Instr::Comm { transition, .. } => {
                let t = &prog.transitions[*transition];
                let layouts = t
                    .layouts(&sizes)
                    .map_err(|e| SessionError::Bundle(e.to_string()))?;
                let mut before = &t.input;
                for (op, after) in t.ops.iter().zip(&layouts) {
                    // Senders: a P2P's or M2MS's input group, a collective's group.
                    let g = if matches!(
                        op.kind,
                        hetc_ir::comm_program::OpKind::P2P | hetc_ir::comm_program::OpKind::M2MS(_)
                    ) {
                        before.group
                    } else {
                        after.group
                    };
                    if prog.groups[g as usize].ranks.contains(&(rank as u32)) {
                        out.comm += op.kind.volume(before, after);
                    }
                    before = after;
                }
            }
            Instr::GradSync {
                group,
                chips,
                weights,
                bytes,
                zero,
                ..
            } => {
                let b = *bytes as f64;
                let types = if *zero {
                    hetc_ir::comm_program::zero_domains(group, chips)
                } else {
                    hetc_ir::comm_program::chip_groups(group, chips)
                };
                let mine = types.iter().find(|t| t.contains(&rank)).map_or(1, Vec::len);
                let (m, kinds) = (mine as f64, types.len() as f64);
                if *zero {
                    // ZeRO-1: ReduceScatter (f32) and AllGather (each
                    // weight in its wire type) inside the type, and
                    // across types the AllReduce of this rank's segment.
                    let pos = types
                        .iter()
                        .find_map(|t| t.iter().position(|&r| r == rank))
                        .unwrap_or(0);
                    let pack =
                        gather_packing(bundle, rank, weights, (*bytes / 4) as usize, comm_only)?;
                    out.sync += zero_bytes(&pack, mine, pos);
                    if types.len() > 1 {
                        out.sync += 2.0 * ring(kinds) * b / m;
                    }
                } else if types.len() == 1 {
                    out.sync += 2.0 * ring(group.len() as f64) * b;
                } else {
                    // Reduce onto the chip group's leader, ring all-reduce
                    // among the leaders, chain broadcast from the leader.
                    let p = types
                        .iter()
                        .find_map(|t| t.iter().position(|&r| r == rank))
                        .unwrap_or(0);
                    out.sync += ring(m) * b;
                    if p == 0 {
                        out.sync += 2.0 * ring(kinds) * b;
                    } else {
                        out.sync += b / m;
                    }
                    if p + 1 < mine {
                        out.sync += b;
                    }
                }
            }
            Instr::Update if bundle.training.is_some() && !comm_only => {
                out.norm += norm_bytes(bundle.programs.len(), rank);
            }
            _ => {}
        }
    }
    Ok(out)
}

/// How a rank runs.
#[derive(Clone, Debug, Default)]
pub struct RunOptions {
    /// Zero tensors instead of the stage computation.
    pub comm_only: bool,
    /// The reference interpreter instead of compiled segments.
    pub reference: bool,
    /// How segments run (threads: the rank's share of the host) and, with
    /// the compiler, how what the bundle does not hold is compiled.
    pub cpu: CpuOptions,
    /// The model inputs (io JSON).
    pub input: Option<PathBuf>,
    /// Training bundles of token models: each step's batch from a token
    /// file instead of `input` ([`crate::data`]).
    pub data: Option<DataOptions>,
    /// Training iterations (1 for inference).
    pub steps: u32,
    /// Training: checkpoint every N steps into a directory.
    pub checkpoint: Option<train::CheckpointOptions>,
    /// Training: continue from this checkpoint (`DIR/step-N`).
    pub resume: Option<PathBuf>,
    /// The GPU ordinal of a GPU rank (`--device`; else the launcher's
    /// local rank, [`crate::code::RankDevice::of`]).
    pub device: Option<u32>,
}

impl RunOptions {
    /// The JIT's options, `None` with `reference`.
    fn jit(&self) -> Option<&CpuOptions> {
        (!self.reference).then_some(&self.cpu)
    }
}

/// A rank's compute: zeros, an inference stage, or a training stage.
pub enum RankRunner<'t> {
    Zero(ZeroRunner<'t>),
    Infer(Infer<'t>),
    Train(Box<Trainer<'t>>),
}

impl<'t> RankRunner<'t> {
    /// The compute of `rank` of `bundle` over `t`; `log` receives
    /// warnings (JIT fallbacks) and timings.
    pub fn new(
        bundle: &'t Bundle,
        rank: usize,
        t: &'t dyn Transport,
        opts: &RunOptions,
        log: &dyn Fn(String),
    ) -> Result<RankRunner<'t>> {
        let prog = bundle
            .programs
            .get(rank)
            .ok_or_else(|| SessionError::Run(format!("the bundle has no rank {rank}")))?;
        let me = bundle.schedule(rank).expect("checked at open");
        if opts.comm_only {
            return Ok(RankRunner::Zero(hetc_runtime::exec::zero_compute(
                prog, rank,
            )));
        }
        let e = bundle
            .manifest
            .rank(rank)
            .map_err(|e| SessionError::Bundle(e.to_string()))?;
        let device = crate::code::RankDevice::of(rank, &e.vendor, &e.chip, opts.device);
        if !opts.reference {
            // A GPU rank needs its vendor's driver: fail before loading or
            // compiling anything, naming the rank and the device.
            crate::code::check_device(&device)?;
        }
        if let Some(tr) = &bundle.training {
            let mut inputs = BTreeMap::new();
            if let Some(f) = &opts.input {
                if me.stage == 0 {
                    inputs.extend(execute::micro_batch_inputs(&bundle.manifest, f)?);
                }
                if me.stage == bundle.last_stage() {
                    inputs.extend(execute::micro_batch_tensors(
                        &bundle.manifest,
                        f,
                        std::slice::from_ref(&tr.labels),
                    )?);
                }
            }
            let mut trainer = Trainer::new(
                &bundle.dir,
                &bundle.manifest,
                rank,
                opts.jit(),
                &device,
                inputs,
                t,
                log,
            )?;
            if let Some(d) = &opts.data {
                if opts.input.is_some() {
                    return Err(SessionError::Options(
                        "give the training data either as --input or as --data, not both".into(),
                    ));
                }
                trainer.use_data(d, &bundle.manifest, me)?;
            }
            if let Some(dir) = &opts.resume {
                trainer.resume(dir, &bundle.manifest)?;
            }
            if let Some(c) = &opts.checkpoint {
                trainer.checkpoint_to(c.clone(), &bundle.manifest)?;
            }
            let m = trainer.state_bytes();
            let per = |b: u64| {
                let x = format!("{:.3}", b as f64 / m.elements.max(1) as f64);
                x.trim_end_matches('0').trim_end_matches('.').to_string()
            };
            let zero = if m.state_elements < m.elements {
                format!(
                    "; ZeRO-1: the state of {} of its elements, {} B, f32 masters {} B",
                    m.state_elements, m.optimizer, m.masters
                )
            } else {
                String::new()
            };
            log(format!(
                "rank {rank}: {} weight elements: f32 masters {} B, 16-bit weights {} B, gradients {} B, optimizer state {} B per element ({} B{zero}); the last update's gradients {} B, weight copies in the stage code {} B",
                m.elements,
                per(m.masters),
                per(m.low),
                per(m.grads),
                per(m.optimizer),
                per(m.masters + m.low + m.grads + m.optimizer),
                per(m.applied),
                per(m.code)
            ));
            return Ok(RankRunner::Train(Box::new(trainer)));
        }
        let inputs = match &opts.input {
            Some(f) if me.stage == 0 => execute::micro_batch_inputs(&bundle.manifest, f)?,
            _ => Default::default(),
        };
        let ex = Executor::new(
            &bundle.dir,
            &bundle.manifest,
            rank,
            opts.jit(),
            &device,
            inputs,
            log,
        )?;
        Ok(RankRunner::Infer(Infer {
            ex: Box::new(ex),
            t,
        }))
    }

    /// The trainer of a training run.
    pub fn trainer(&self) -> Option<&Trainer<'t>> {
        match self {
            RankRunner::Train(tr) => Some(tr),
            _ => None,
        }
    }

    /// The training rank's runner, to change.
    pub fn trainer_mut(&mut self) -> Option<&mut Trainer<'t>> {
        match self {
            RankRunner::Train(tr) => Some(tr),
            _ => None,
        }
    }
}

/// An inference stage: forwards only (the runner's other steps are the
/// trait's errors).
pub struct Infer<'t> {
    pub ex: Box<Executor>,
    pub t: &'t dyn Transport,
}

impl Runner for Infer<'_> {
    fn compute(
        &mut self,
        stage: usize,
        phase: Phase,
        mb: u32,
        live: &Tensors,
    ) -> hetc_runtime::Result<Tensors> {
        let (ex, t) = (&self.ex, self.t);
        let mut f = |stage: usize, mb: u32, live: &Tensors| {
            // Keep a collective's error as is: it names the peer.
            ex.compute(t, stage, mb, live)
                .map_err(SessionError::into_runtime)
        };
        f.compute(stage, phase, mb, live)
    }
}

impl<'t> RankRunner<'t> {
    fn runner(&mut self) -> &mut (dyn Runner + 't) {
        match self {
            RankRunner::Zero(z) => z,
            RankRunner::Infer(i) => i,
            RankRunner::Train(tr) => tr.as_mut(),
        }
    }
}

impl Runner for RankRunner<'_> {
    fn compute(
        &mut self,
        stage: usize,
        phase: Phase,
        mb: u32,
        live: &Tensors,
    ) -> hetc_runtime::Result<Tensors> {
        self.runner().compute(stage, phase, mb, live)
    }

    fn gradients(&mut self, weights: &[String], bytes: u64) -> hetc_runtime::Result<Vec<f32>> {
        self.runner().gradients(weights, bytes)
    }

    fn set_gradients(&mut self, weights: &[String], data: &[f32]) -> hetc_runtime::Result<()> {
        self.runner().set_gradients(weights, data)
    }

    fn grad_sq_norm(&mut self) -> hetc_runtime::Result<Option<f32>> {
        self.runner().grad_sq_norm()
    }

    fn set_grad_norm(&mut self, norm: f32) {
        self.runner().set_grad_norm(norm)
    }

    fn weight_values(&mut self, weights: &[String], bytes: u64) -> hetc_runtime::Result<Vec<f32>> {
        self.runner().weight_values(weights, bytes)
    }

    fn weight_wires(
        &mut self,
        weights: &[String],
    ) -> hetc_runtime::Result<Vec<(usize, hetc_runtime::collective::Wire)>> {
        self.runner().weight_wires(weights)
    }

    fn set_weight_values(&mut self, weights: &[String], data: &[f32]) -> hetc_runtime::Result<()> {
        self.runner().set_weight_values(weights, data)
    }

    fn update(&mut self) -> hetc_runtime::Result<()> {
        self.runner().update()
    }

    fn end_step(&mut self) -> hetc_runtime::Result<()> {
        self.runner().end_step()
    }
}

/// The timeline of every step, and the outputs per step.
pub type Steps = (Vec<Event>, Vec<Vec<Output>>);

/// What a training rank that computes losses reports after each step.
#[derive(Clone, Debug, PartialEq)]
pub struct StepReport {
    pub rank: usize,
    /// Updates applied so far (resumed ones included).
    pub step: u64,
    /// Steps of this run done, of `total`.
    pub done: u32,
    pub total: u32,
    /// The mean loss of the rank's micro-batches.
    pub loss: f64,
    /// The learning rate and global gradient norm of the step's update,
    /// and with dynamic loss scaling the scale its gradients had.
    pub lr: f64,
    pub grad_norm: Option<f32>,
    pub loss_scale: Option<f64>,
    /// Tokens per second of the whole job in this step.
    pub tokens_per_s: f64,
    /// The step's wall time, and the plan's predicted iteration time.
    pub step_s: f64,
    pub predicted_s: f64,
}

impl StepReport {
    /// The step line: `rank R: step S: loss …, lr …, grad norm …, N
    /// tokens/s, T s (plan predicts P s)`.
    pub fn line(&self) -> String {
        let norm = self
            .grad_norm
            .map_or_else(|| "-".to_string(), |g| format!("{g:.4}"));
        let scale = self
            .loss_scale
            .map_or_else(String::new, |s| format!(", loss scale {s}"));
        format!(
            "rank {}: step {}: loss {:.6}, lr {:.3e}, grad norm {norm}{scale}, {:.0} tokens/s, {:.3} s (plan predicts {:.3} s)",
            self.rank, self.step, self.loss, self.lr, self.tokens_per_s, self.step_s, self.predicted_s
        )
    }
}

/// Run `prog` `n` times (training steps; 1 for inference); the events of
/// all steps on one timeline, the outputs per step. A training rank that
/// computes losses sends `report` a [`StepReport`] per step; other
/// messages (a skipped step) go to `log`.
pub fn steps(
    t: &dyn Transport,
    bundle: &Bundle,
    prog: &CommProgram,
    runner: &mut RankRunner<'_>,
    n: u32,
    log: &dyn Fn(String),
    report: &dyn Fn(&StepReport),
) -> hetc_runtime::Result<Steps> {
    let plan = &bundle.manifest.plan;
    let tokens = (plan.global_batch * plan.tokens_per_sample) as f64;
    let t0 = Instant::now();
    // Wall-clock microseconds: the ranks' timelines line up across processes.
    let epoch_us = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0.0, |d| d.as_secs_f64() * 1e6);
    let mut events = Vec::new();
    let mut outs = Vec::new();
    for s in 0..n {
        let off = epoch_us + t0.elapsed().as_secs_f64() * 1e6;
        let ts = Instant::now();
        let (ev, o) = hetc_runtime::exec::run(t, prog, runner)?;
        runner.end_step()?;
        events.extend(ev.into_iter().map(|mut e| {
            e.start_us += off;
            if n > 1 {
                e.name = format!("step {s}: {}", e.name);
            }
            e
        }));
        let dt = ts.elapsed().as_secs_f64();
        let l = train::losses(&o);
        if let Some(tr) = runner.trainer() {
            let info = tr.last_step();
            if let (true, Some(s)) = (info.skipped, info.loss_scale) {
                // Every rank says so: the decision is the job's.
                log(format!(
                    "rank {}: step {}: skipped (an inf or NaN gradient on some rank), loss scale {s} -> {}",
                    t.rank(),
                    tr.step(),
                    tr.loss_scale().unwrap_or(s)
                ));
            }
        }
        if let (Some(tr), false) = (runner.trainer(), l.is_empty()) {
            let info = tr.last_step();
            let mean = l.iter().map(|(_, x)| f64::from(*x)).sum::<f64>() / l.len() as f64;
            report(&StepReport {
                rank: t.rank(),
                step: tr.step(),
                done: s + 1,
                total: n,
                loss: mean,
                lr: info.lr,
                grad_norm: info.grad_norm,
                loss_scale: info.loss_scale,
                tokens_per_s: tokens / dt,
                step_s: dt,
                predicted_s: plan.predicted.iteration_s,
            });
        }
        outs.push(o);
    }
    Ok((events, outs))
}

fn write_json(p: &Path, doc: &impl Serialize) -> Result<()> {
    let text = serde_json::to_string(doc).map_err(|e| SessionError::Internal(e.to_string()))?;
    std::fs::write(p, text).map_err(|e| SessionError::Io {
        path: format!("writing {}", p.display()),
        source: e,
    })
}

/// `FILE.rank-N.json`.
fn rank_json(file: &Path, rank: usize) -> PathBuf {
    let mut p = file.as_os_str().to_owned();
    p.push(format!(".rank-{rank}.json"));
    p.into()
}

/// This rank's per-step losses as `FILE.rank-N.json`
/// (`{rank, tp_rank, losses: [[[micro_batch, loss], …] per step]}`, with
/// dynamic loss scaling also `loss_scale` per step and the `skipped` steps
/// from `history`, what the rank's updates did).
pub fn write_rank_losses(
    file: &Path,
    prog: &RankProgram,
    per_step: &[Vec<Output>],
    history: &[crate::optim::StepInfo],
) -> Result<()> {
    let losses = per_step
        .iter()
        .map(|o| {
            train::losses(o)
                .into_iter()
                .map(|(mb, l)| (u64::from(mb), f64::from(l)))
                .collect()
        })
        .collect();
    let doc = RankLosses {
        rank: prog.rank,
        tp_rank: prog.tp_rank,
        losses,
        loss_scale: history.iter().filter_map(|i| i.loss_scale).collect(),
        skipped: history
            .iter()
            .enumerate()
            .filter(|(_, i)| i.skipped)
            .map(|(k, _)| k)
            .collect(),
    };
    write_json(&rank_json(file, prog.rank), &doc)
}

/// This rank's last-stage outputs as `FILE.rank-N.json`
/// (`{rank, tp_rank, outputs: [{name, dtype, shape, data, micro_batch}]}`).
pub fn write_rank_outputs(
    file: &Path,
    manifest: &BundleManifest,
    prog: &RankProgram,
    outputs: &[Output],
) -> Result<()> {
    let types: BTreeMap<String, hetc_ir::TensorType> =
        execute::boundary(manifest, prog.stage, true)?
            .into_iter()
            .collect();
    let mut list = Vec::new();
    for (name, mb, bytes) in outputs {
        let ty = types.get(name).ok_or_else(|| {
            SessionError::Run(format!(
                "output {name:?} is not a boundary of stage {}",
                prog.stage
            ))
        })?;
        let (dtype, dims) = (ty.dtype, execute::dims_of(ty));
        let d = hetc_ir::TensorData {
            dtype,
            bytes: Arc::new(bytes.clone()),
        };
        let t = hetc_backends::reference::Tensor::new(dtype, dims, d.to_f64s());
        let mut j = execute::tensor_io(name, &t);
        j.micro_batch = Some(*mb);
        list.push(j);
    }
    let doc = RankOutputs {
        rank: prog.rank,
        tp_rank: prog.tp_rank,
        outputs: list,
    };
    write_json(&rank_json(file, prog.rank), &doc)
}

/// Merge the last-stage ranks' loss files (TP rank 0's copies) into the
/// mean loss per step and the micro-batches' losses; with dynamic loss
/// scaling, every rank's scales and skipped steps, which must agree.
pub fn merge_losses(partials: &[RankLosses], micro: usize) -> Result<Losses> {
    let mut first: Option<&RankLosses> = None;
    for p in partials {
        match first {
            None => first = Some(p),
            Some(q) if (&q.loss_scale, &q.skipped) != (&p.loss_scale, &p.skipped) => {
                return Err(SessionError::Run(format!(
                    "ranks {} and {} disagree on the loss scale or the skipped steps: {:?} {:?} vs {:?} {:?}",
                    q.rank, p.rank, q.loss_scale, q.skipped, p.loss_scale, p.skipped
                )))
            }
            _ => {}
        }
    }
    let mut steps: BTreeMap<usize, BTreeMap<u64, f64>> = BTreeMap::new();
    for p in partials.iter().filter(|p| p.tp_rank == 0) {
        for (s, list) in p.losses.iter().enumerate() {
            for &(mb, l) in list {
                steps.entry(s).or_default().insert(mb, l);
            }
        }
    }
    let mut mean = Vec::new();
    let mut all = Vec::new();
    for (s, ls) in steps {
        if ls.len() != micro {
            return Err(SessionError::Run(format!(
                "step {s}: losses of {} micro-batches, the plan has {micro}",
                ls.len()
            )));
        }
        mean.push(ls.values().sum::<f64>() / micro as f64);
        all.push(ls.into_values().collect::<Vec<_>>());
    }
    let (loss_scale, skipped) = first.map_or((Vec::new(), Vec::new()), |p| {
        (p.loss_scale.clone(), p.skipped.clone())
    });
    Ok(Losses {
        loss: mean,
        micro_batch_losses: all,
        loss_scale,
        skipped,
    })
}

/// What a local run merges from its ranks' files.
#[derive(Serialize)]
#[serde(untagged)]
pub enum Merged {
    Outputs(IoFile),
    Losses(Losses),
}

impl Merged {
    /// Writes the merged run to `path`: JSON, or a numpy `.npz` where the
    /// name ends so (outputs by name; losses as f64 arrays `loss` [steps]
    /// and `micro_batch_losses` [steps, micro-batches], NaN where a step
    /// diverged, with `loss_scale` [steps] and `skipped` (int64 step
    /// indices) where the run has them).
    pub fn write(&self, path: &Path) -> Result<()> {
        use crate::tensor_io::{self, Array, TensorFormat};
        if TensorFormat::of(path) != TensorFormat::Npz {
            let text = serde_json::to_string(self)
                .map_err(|e| SessionError::Internal(format!("serializing the merged run: {e}")))?;
            return std::fs::write(path, text).map_err(|e| SessionError::io(path, e));
        }
        let bad = |message: String| SessionError::Malformed {
            path: path.display().to_string(),
            message,
        };
        let arrays = match self {
            Merged::Outputs(io) => {
                let v = serde_json::to_value(io)
                    .map_err(|e| SessionError::Internal(format!("outputs as JSON: {e}")))?;
                tensor_io::from_json(&v).map_err(bad)?
            }
            Merged::Losses(l) => {
                let f64s = |name: &str, shape: Vec<u64>, v: &[f64]| {
                    let bytes = v.iter().flat_map(|x| x.to_le_bytes()).collect();
                    Array::new(
                        name,
                        shape,
                        hetc_ir::TensorData {
                            dtype: hetc_ir::DType::F64,
                            bytes: Arc::new(bytes),
                        },
                    )
                    .map_err(bad)
                };
                let steps = l.loss.len() as u64;
                let micro = l.micro_batch_losses.first().map_or(0, Vec::len);
                if l.micro_batch_losses.iter().any(|m| m.len() != micro) {
                    return Err(bad(
                        "steps with different numbers of micro-batch losses".into()
                    ));
                }
                let flat: Vec<f64> = l.micro_batch_losses.concat();
                let mut a = vec![
                    f64s("loss", vec![steps], &l.loss)?,
                    f64s("micro_batch_losses", vec![steps, micro as u64], &flat)?,
                ];
                if !l.loss_scale.is_empty() {
                    a.push(f64s(
                        "loss_scale",
                        vec![l.loss_scale.len() as u64],
                        &l.loss_scale,
                    )?);
                }
                if !l.skipped.is_empty() {
                    let bytes = l
                        .skipped
                        .iter()
                        .flat_map(|&s| (s as i64).to_le_bytes())
                        .collect();
                    a.push(
                        Array::new(
                            "skipped",
                            vec![l.skipped.len() as u64],
                            hetc_ir::TensorData {
                                dtype: hetc_ir::DType::I64,
                                bytes: Arc::new(bytes),
                            },
                        )
                        .map_err(bad)?,
                    );
                }
                a
            }
        };
        tensor_io::write_file(path, "outputs", &arrays).map_err(|e| match e {
            tensor_io::TensorIoError::Io { error, .. } => SessionError::io(path, error),
            tensor_io::TensorIoError::Format { message, .. } => bad(message),
        })
    }
}

fn read_rank_files<T: serde::de::DeserializeOwned>(parts: &Path, world: usize) -> Result<Vec<T>> {
    let mut partials = Vec::new();
    for r in 0..world {
        let p = rank_json(parts, r);
        if let Ok(b) = std::fs::read(&p) {
            partials.push(
                serde_json::from_slice(&b).map_err(|e| SessionError::Malformed {
                    path: p.display().to_string(),
                    message: e.to_string(),
                })?,
            );
        }
    }
    Ok(partials)
}

/// The rank files' merged contents: outputs (or losses of a training
/// bundle) read from `FILE.rank-N.json` of the ranks that wrote one.
pub fn merge_rank_files(bundle: &Bundle, parts: &Path, world: usize) -> Result<Merged> {
    if bundle.training.is_some() {
        let partials: Vec<RankLosses> = read_rank_files(parts, world)?;
        Ok(Merged::Losses(merge_losses(
            &partials,
            bundle.num_micro_batches(),
        )?))
    } else {
        let partials: Vec<RankOutputs> = read_rank_files(parts, world)?;
        Ok(Merged::Outputs(execute::merge_outputs(
            &bundle.manifest,
            &partials,
        )?))
    }
}
