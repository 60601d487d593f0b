//! `hetc bench plan`: planning time of HAPT's DP at paper scale, against the
//! uniform baseline's planning time measured in the same run (these machines
//! are noisy; the ratio is the figure to compare, wall times are printed
//! beside it).
//!
//! Scenarios (issue #3):
//! * `hapt-fig7h` — HAPT fig. 7(h): GPT-39B (48 × d 8192) as ~146 fine
//!   layers on 4×8 A100 + 4×8 V100 (HAPT table 2, 5 Gbit/s between), B = 128
//!   micro-batches; HAPT single-threaded. HAPT reports 133 s of DP (+ 1248 s
//!   of profiling). Target < 1 s.
//! * `h2-exp-b` — H2 Exp-B: the H2 100B model (96 blocks + embedding + head)
//!   on 1024 chips of 4 types. H2 reports 5.48 s. Target < 100 ms, with the
//!   t_max window on rayon's threads (the issue asks single-threaded only
//!   for fig. 7(h)); the `threads` column says which.
//! * `8-types-10k` — 8 chip types × 1280 chips (10,240), 128 layers, a
//!   global batch of 20,480 sequences (divisible by the DP degrees the
//!   160-device quantum allows).
//!   Target < 10 s.

use crate::{BenchArgs, BenchKind};
use anyhow::{Context, Result};
use clap::Parser as _;
use hetc_ir::{Cluster, DType};
use hetc_passes::layers;
use hetc_passes::plan::{hapt, plan_hapt, plan_uniform, HaptOptions, PlanOptions};
use hetc_passes::transformer::TransformerSpec;
use hetc_passes::Workload;
use std::fmt::Write as _;
use std::time::Instant;

struct Scenario {
    name: &'static str,
    cluster: Cluster,
    workload: Workload,
    opts: PlanOptions,
    hapt: HaptOptions,
    target_s: f64,
    paper: &'static str,
}

const GPT_39B: &str = "name = 'gpt-39b'\nlayers = 48\nhidden = 8192\nheads = 64\nffn = 32768\nvocab = 51200\nseq_len = 1024\nmlp = 'gelu'\n";
const BIG_128: &str = "name = 'gpt-126-blocks'\nlayers = 126\nhidden = 12288\nheads = 96\nffn = 49152\nvocab = 51200\nseq_len = 2048\nmlp = 'gelu'\n";

/// The layers `hetc compile --planner hapt` plans over, and the hapt
/// options it uses (the coarsening at the coarse cuts), on top of `base`.
fn fine(
    spec: &str,
    dtype: DType,
    target: usize,
    base: &HaptOptions,
) -> Result<(Workload, HaptOptions)> {
    let spec = TransformerSpec::from_toml(spec)?;
    let seq = spec.op_sequence(dtype);
    let l = layers::hapt_layers(&seq, target)?;
    Ok((
        l.workload,
        HaptOptions {
            coarsening: l.refines,
            ..base.clone()
        },
    ))
}

/// Eight chip types, one 160-node mesh of 8 each, every pair linked.
fn ten_k_cluster() -> Result<Cluster> {
    let mut t = String::from("name = '8-types-10k'\n");
    let kinds = [
        ("T0", 989.0, 80.0),
        ("T1", 312.0, 40.0),
        ("T2", 125.0, 32.0),
        ("T3", 700.0, 96.0),
        ("T4", 450.0, 64.0),
        ("T5", 280.0, 48.0),
        ("T6", 600.0, 128.0),
        ("T7", 200.0, 24.0),
    ];
    for (name, tflops, mem) in kinds {
        let _ = write!(
            t,
            "[[chip]]\nname = '{name}'\nvendor = 'v-{name}'\npeak_tflops = {{ bf16 = {tflops} }}\nmemory_gib = {mem}\nhbm_gb_s = 2000.0\nefficiency = 0.5\ndevices_per_node = 8\nintra_node_gb_s = 300.0\ntp_limit = 8\nnics_per_node = 8\nnic_gbit_s = 200.0\n"
        );
    }
    for (name, _, _) in kinds {
        let _ = write!(
            t,
            "[[mesh]]\nname = 'm{name}'\nchip = '{name}'\nnodes = 160\n"
        );
    }
    for (i, a) in kinds.iter().enumerate() {
        for b in &kinds[i + 1..] {
            let _ = write!(
                t,
                "[[link]]\nbetween = ['m{}', 'm{}']\ngbit_s = 3200.0\nlatency_us = 10.0\n",
                a.0, b.0
            );
        }
    }
    Ok(Cluster::from_toml(&t)?)
}

fn scenarios() -> Result<Vec<Scenario>> {
    let single = HaptOptions {
        parallel: false,
        ..HaptOptions::default()
    };
    let mut fig7h = PlanOptions::new(1024);
    fig7h.micro_batch_size = 8;
    let h2 = TransformerSpec::from_toml(include_str!("../examples/models/h2-100b.toml"))?;
    let (gpt39, gpt39_opts) = fine(GPT_39B, DType::F16, 146, &single)?;
    let (big, big_opts) = fine(BIG_128, DType::BF16, 128, &single)?;
    Ok(vec![
        Scenario {
            name: "hapt-fig7h",
            cluster: Cluster::from_toml(include_str!("../examples/clusters/hapt-a100-v100.toml"))?,
            workload: gpt39,
            opts: fig7h,
            hapt: gpt39_opts,
            target_s: 0.2,
            paper: "HAPT: 133 s DP + 1248 s profiling",
        },
        Scenario {
            name: "h2-exp-b",
            cluster: Cluster::from_toml(include_str!("../examples/clusters/h2-exp-b.toml"))?,
            workload: h2.workload(DType::BF16),
            opts: PlanOptions::new(1024),
            hapt: HaptOptions::default(),
            target_s: 0.05,
            paper: "H2: 5.48 s",
        },
        Scenario {
            name: "8-types-10k",
            cluster: ten_k_cluster()?,
            workload: big,
            opts: PlanOptions::new(20480),
            hapt: big_opts,
            target_s: 0.15,
            paper: "—",
        },
    ])
}

/// Run the benchmark and print its table.
pub fn run(args: &BenchArgs) -> Result<()> {
    if args.kind != BenchKind::Kernels && (args.model.is_some() || !args.bind.is_empty()) {
        anyhow::bail!("--model and --bind are for `hetc bench kernels`");
    }
    match args.kind {
        BenchKind::Plan => {}
        BenchKind::Fusion => return fusion(args.quick),
        BenchKind::Transport => return transport(args.quick),
        BenchKind::Compile => return compile(args.quick),
        BenchKind::Pipeline => return hetc_bench::pipeline::run(args.quick),
        BenchKind::Optimizer => return hetc_bench::optim::run(args.quick),
        BenchKind::Kernels if args.model.is_some() => {
            let bind = crate::driver::parse_bindings(&args.bind)?;
            let bind: Vec<(String, u64)> = bind.into_iter().collect();
            let m = args.model.as_deref().unwrap_or(std::path::Path::new(""));
            return hetc_bench::kernels::run_model(m, &bind, args.per_op, args.train);
        }
        BenchKind::Kernels => {
            // Quick: the GEMM case alone.
            let only = args.only.as_deref().or(args.quick.then_some("gemm"));
            return hetc_bench::kernels::run(only, args.per_op);
        }
    }
    // These machines are noisy: each scenario is planned `runs` times and
    // the best time is the figure (the median and the worst beside it);
    // every run must give the same plan.
    let runs = if args.quick { 1 } else { args.runs.max(1) };
    println!(
        "{:<12} {:>6} {:>7} {:>7} {:>12} {:>12} {:>9} {:>8} {:>12} {:>12}  paper",
        "scenario",
        "layers",
        "devices",
        "threads",
        "uniform ms",
        "hapt ms",
        "ratio",
        "target",
        "hapt iter",
        "uniform iter"
    );
    let mut missed = Vec::new();
    for s in scenarios()? {
        if args.only.as_deref().is_some_and(|o| !s.name.contains(o)) {
            continue;
        }
        let mut times = Vec::with_capacity(runs);
        let mut t_uni = f64::MAX;
        let mut first: Option<(String, f64)> = None;
        let mut last = None;
        for _ in 0..runs {
            let t0 = Instant::now();
            let uni = plan_uniform(&s.workload, &s.cluster, &s.opts);
            t_uni = t_uni.min(t0.elapsed().as_secs_f64());
            let t1 = Instant::now();
            let (out, stats) = plan_hapt(
                hapt::PLANNER_NAME,
                &s.workload,
                &s.cluster,
                &s.opts,
                &s.hapt,
                None,
            )
            .with_context(|| format!("scenario {}", s.name))?;
            times.push(t1.elapsed().as_secs_f64());
            let this = (
                serde_json::to_string(&out.plan.stages)?,
                out.plan.predicted.iteration_s,
            );
            match &first {
                None => first = Some(this),
                Some(f) if *f != this => anyhow::bail!(
                    "scenario {}: the plan differs between runs ({} s, then {} s per iteration)",
                    s.name,
                    f.1,
                    this.1
                ),
                Some(_) => {}
            }
            last = Some((uni, out, stats));
        }
        let (uni, out, stats) = last.expect("runs >= 1");
        times.sort_by(f64::total_cmp);
        let t_hapt = times[0];
        let (median, worst) = (times[times.len() / 2], times[times.len() - 1]);
        let uni_iter = uni
            .as_ref()
            .map(|u| hetc_ir::plan::fmt_time(u.plan.predicted.iteration_s))
            .unwrap_or_else(|_| "infeasible".into());
        println!(
            "{:<12} {:>6} {:>7} {:>7} {:>12.3} {:>12.3} {:>8.0}x {:>7.0}ms {:>12} {:>12}  {}{}",
            s.name,
            s.workload.layers.len(),
            s.cluster.total_devices(),
            if s.hapt.parallel {
                rayon::current_num_threads()
            } else {
                1
            },
            t_uni * 1e3,
            t_hapt * 1e3,
            t_hapt / t_uni.max(1e-9),
            s.target_s * 1e3,
            hetc_ir::plan::fmt_time(out.plan.predicted.iteration_s),
            uni_iter,
            s.paper,
            if t_hapt <= s.target_s {
                ""
            } else {
                "  (over target)"
            },
        );
        eprintln!(
            "  {}: hapt best {:.1} ms, median {:.1} ms, worst {:.1} ms of {runs} runs (spread {:.2}x); the same plan every run",
            s.name,
            t_hapt * 1e3,
            median * 1e3,
            worst * 1e3,
            worst / t_hapt
        );
        if t_hapt > s.target_s && !args.quick {
            missed.push(format!(
                "{} {:.1} ms > {:.0} ms",
                s.name,
                t_hapt * 1e3,
                s.target_s * 1e3
            ));
        }
        eprintln!(
            "  {}: {} candidates enumerated, {} costed, {} feasible; t_max {} distinct, {} evaluated, {} DP passes; quantum {} device(s); {} stages",
            s.name,
            stats.enumerated,
            stats.costed,
            stats.feasible,
            stats.tmax_distinct,
            stats.tmax_evaluated,
            stats.dp_runs,
            stats.device_quantum,
            out.plan.stages.len()
        );
    }
    anyhow::ensure!(
        missed.is_empty(),
        "planning over its target: {}",
        missed.join(", ")
    );
    Ok(())
}

/// `hetc bench fusion`: the e-graph fusion of a 96-layer TP+SP+EP program
/// (8 stages of 12 layers, TP 8, MoE every other layer, SR&AG boundaries)
/// against building and costing the unfused program in the same run.
fn fusion(quick: bool) -> Result<()> {
    use hetc_passes::comm_fusion::{fuse, Layout, LayoutKind, Limits, Op, OpKind, Transition};
    use std::time::Instant;
    let build = || {
        let mut ts = Vec::new();
        let d = 4096.0 * 12288.0 * 2.0;
        let lay = |kind, group, topk| Layout {
            kind,
            group,
            n: 8,
            bytes: d,
            topk,
        };
        let op = |kind, group| Op { kind, group };
        for l in 0..96u32 {
            let g = l / 12;
            let label = format!("L{l}");
            ts.push(Transition {
                label: label.clone(),
                input: lay(LayoutKind::Part, g, None),
                ops: vec![op(OpKind::AllReduce, g), op(OpKind::Slice, g)],
            });
            if l % 2 == 1 {
                ts.push(Transition {
                    label: label.clone(),
                    input: lay(LayoutKind::Shard, g, None),
                    ops: vec![
                        op(OpKind::AllGather, g),
                        op(OpKind::Gate(2), g),
                        op(OpKind::AllToAll, g),
                    ],
                });
                ts.push(Transition {
                    label: label.clone(),
                    input: lay(LayoutKind::Routed, g, Some(2)),
                    ops: vec![op(OpKind::AllToAll, g)],
                });
            } else {
                ts.push(Transition {
                    label: label.clone(),
                    input: lay(LayoutKind::Shard, g, None),
                    ops: vec![op(OpKind::AllGather, g)],
                });
                ts.push(Transition {
                    label: label.clone(),
                    input: lay(LayoutKind::Part, g, None),
                    ops: vec![op(OpKind::AllReduce, g), op(OpKind::Slice, g)],
                });
            }
            if l % 12 == 11 && g < 7 {
                ts.push(Transition {
                    label,
                    input: lay(LayoutKind::Part, g, None),
                    ops: vec![
                        op(OpKind::AllReduce, g),
                        op(OpKind::Slice, g),
                        op(OpKind::M2MS(LayoutKind::Shard), g + 1),
                        op(OpKind::AllGather, g + 1),
                    ],
                });
            }
        }
        ts
    };
    let sizes = vec![8u32; 8];
    let t0 = Instant::now();
    let ts = build();
    let mut before = 0.0;
    for t in &ts {
        before += t.bytes(&sizes)?;
    }
    let base = t0.elapsed().as_secs_f64();
    let t1 = Instant::now();
    let r = fuse(&ts, &sizes, &Limits::default())?;
    let took = t1.elapsed().as_secs_f64();
    println!(
        "fusion of a 96-layer program: {} transitions ({} distinct), {} iterations, {} e-nodes, {}",
        r.transitions.len(),
        r.distinct,
        r.iterations,
        r.egraph_nodes,
        r.stop_reason
    );
    println!(
        "bytes per device per micro-batch: {:.1} MB unfused, {:.1} MB fused ({:.1}%)",
        before / 1e6,
        r.after_bytes() / 1e6,
        100.0 * r.after_bytes() / before
    );
    println!("time: build+cost unfused {:.3} ms (baseline), e-graph fusion {:.3} ms, ratio {:.1}x; target < 1000 ms", base * 1e3, took * 1e3, took / base.max(1e-9));
    anyhow::ensure!(
        quick || took < 1.0,
        "fusion took {:.0} ms, over its 1000 ms target",
        took * 1e3
    );
    Ok(())
}

/// `hetc bench transport` (issues #6, #31): loopback TCP p2p bandwidth
/// against a plain socket copy loop (target ≥ 0.9); then ring AllReduce of
/// 64 MiB over 4 ranks on each transport a same-host job can use — TCP
/// over loopback and shared memory — as bus bandwidth against the bound
/// that transport's ring links set in the same run (target ≥ 0.8;
/// `collective::bench_ring`); then OpenMPI's `MPI_Allreduce` on 4
/// processes through each of its same-host paths (`hetc_bench::mpi`),
/// against which hetc's best path must be no slower. hetc's ranks are
/// threads of this process (OpenMPI's are processes); on a 2-core machine
/// the 4 ranks share the cores, which every ring figure reflects.
fn transport(quick: bool) -> Result<()> {
    use hetc_runtime::collective::bench_ring;
    use hetc_runtime::transport::{local_rdma_devices, shm::ShmTransport, tcp};
    use std::time::Duration;
    match local_rdma_devices() {
        Ok(d) => println!("rdma devices: {d:?} (this bench measures tcp and shared memory)"),
        Err(why) => println!("rdma: unavailable ({why}); measuring tcp and shared memory"),
    }
    // Quick: 4 MiB messages, fewer repetitions.
    let (bytes, p2p_reps, ring_reps) = if quick {
        (4 << 20, 2, 1)
    } else {
        (64 << 20, 8, 5)
    };
    let mut missed = Vec::new();
    let f = tcp::bench(bytes, p2p_reps).context("p2p benchmark")?;
    println!(
        "p2p {} MiB × {p2p_reps}   transport {:>6.2} GB/s   plain socket loop {:>6.2} GB/s   ratio {:.2} (target ≥ 0.90)",
        bytes >> 20,
        f.transport_gbps,
        f.plain_gbps,
        f.ratio()
    );
    if f.ratio() < 0.9 {
        missed.push(format!(
            "p2p {:.2} of the plain socket loop (≥ 0.90)",
            f.ratio()
        ));
    }
    let timeout = Duration::from_secs(60);
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut hetc_ms = Vec::new();
    for kind in ["tcp", "shm"] {
        let b = match kind {
            "tcp" => bench_ring(
                &tcp::TcpTransport::local_mesh(4, timeout)?,
                bytes,
                ring_reps,
            ),
            _ => bench_ring(&ShmTransport::local_mesh(4, timeout)?, bytes, ring_reps),
        }
        .with_context(|| format!("{kind} ring benchmark"))?;
        println!(
            "{kind}: ring links 4 ranks, all sending at once: {:>6.2} GB/s per link, best at {} KiB messages (the links share {cores} cores)",
            b.links_gbps,
            b.links_piece >> 10,
        );
        println!(
            "{kind}: ring all-reduce {} MiB × 4 ranks   {:>7.1} ms   bus {:>6.2} GB/s   vs ring links {:.2} (target ≥ 0.80)",
            bytes >> 20,
            b.all_reduce_secs * 1e3,
            b.bus_gbps,
            b.ratio(),
        );
        if let (Some(a), Some(l)) = (b.all_reduce_cpu, b.links_cpu) {
            println!(
                "{kind}: cpu per run (all ranks): all-reduce {:.0} ms, links alone {:.0} ms: the reduction and landing the result cost {:.0}% more",
                a * 1e3,
                l * 1e3,
                (a / l - 1.0) * 100.0
            );
        }
        if b.ratio() < 0.8 {
            missed.push(format!(
                "{kind} ring all-reduce {:.2} of the ring links (≥ 0.80)",
                b.ratio()
            ));
        }
        hetc_ms.push((kind, b.all_reduce_secs * 1e3));
    }
    let dir = std::env::temp_dir().join(format!("hetc-bench-mpi-{}", std::process::id()));
    let mpi = hetc_bench::mpi::all_reduce(&dir, 4, bytes, ring_reps.max(3));
    let _ = std::fs::remove_dir_all(&dir);
    match mpi {
        Ok(runs) => {
            for r in &runs {
                println!(
                    "openmpi: all-reduce {} MiB × 4 processes, {}: {:>7.1} ms",
                    bytes >> 20,
                    r.path,
                    r.secs * 1e3
                );
            }
            let best = runs
                .iter()
                .min_by(|a, b| a.secs.total_cmp(&b.secs))
                .context("no OpenMPI run")?;
            let (kind, ms) = hetc_ms
                .iter()
                .copied()
                .min_by(|a, b| a.1.total_cmp(&b.1))
                .context("no hetc run")?;
            let ratio = ms / (best.secs * 1e3);
            println!(
                "all-reduce {} MiB × 4: hetc's best ({kind}) {ms:.1} ms vs OpenMPI's best ({}) {:.1} ms: ratio {ratio:.2} (target ≤ 1.00)",
                bytes >> 20,
                best.path,
                best.secs * 1e3
            );
            if ratio > 1.0 {
                missed.push(format!(
                    "all-reduce {ratio:.2}× OpenMPI's best path's time (≤ 1.00)"
                ));
            }
        }
        Err(e) => {
            println!("openmpi: not measured: {e:#}");
            missed.push(format!("the OpenMPI comparison did not run ({e:#})"));
        }
    }
    anyhow::ensure!(
        quick || missed.is_empty(),
        "transport under its targets: {}",
        missed.join(", ")
    );
    Ok(())
}

/// `hetc bench compile`: the CLI's compile path on the GPT-2 fixture
/// (sequence 128), in this process, timed cumulatively — `--emit plan`
/// (import + planning), `--emit stablehlo` (+ stage extraction and
/// StableHLO), and whole bundles: the HetCCL cluster's plan (NVIDIA V100 +
/// AMD W7800 stages: PTX and AMDGPU ISA) and the CPU test cluster's
/// (cpu objects); together the three vendors. Best of 3 runs each.
fn compile(quick: bool) -> Result<()> {
    let root = hetc_bench::repo_root()?;
    let model = root.join("examples/models/gpt2-tiny-s128.onnx");
    let tmp = std::env::temp_dir().join(format!("hetc-bench-compile-{}", std::process::id()));
    std::fs::create_dir_all(&tmp)?;
    let cluster = |c: &str| root.join("examples/clusters").join(c);
    let m = model.to_string_lossy().into_owned();
    let cases: Vec<(&str, std::path::PathBuf, &str, std::path::PathBuf)> = vec![
        (
            "import + plan",
            cluster("hetccl-v100-w7800.toml"),
            "plan",
            tmp.join("plan.txt"),
        ),
        (
            "+ stages + StableHLO",
            cluster("hetccl-v100-w7800.toml"),
            "stablehlo",
            tmp.join("hlo.mlir"),
        ),
        (
            "bundle: nvidia + amd",
            cluster("hetccl-v100-w7800.toml"),
            "bundle",
            tmp.join("b-gpu"),
        ),
        (
            "bundle: cpu",
            cluster("cpu-test.toml"),
            "bundle",
            tmp.join("b-cpu"),
        ),
    ];
    println!(
        "GPT-2 fixture {} ({} build)",
        model.display(),
        if cfg!(debug_assertions) {
            "debug"
        } else {
            "release"
        }
    );
    // Every run compiles (`--no-cache`, as `main` sets it; no other thread
    // runs yet): the best of three is not a compile-cache hit.
    let off = hetc_backends::mlir::cache::OFF_VAR;
    let was = std::env::var_os(off);
    std::env::set_var(off, "1");
    let mut total = 0.0;
    for (what, c, emit, out) in &cases {
        let argv = [
            "hetc",
            "compile",
            &m,
            "--cluster",
            &c.to_string_lossy(),
            // hetero-auto's block plans use both chip types of each
            // cluster (so the two bundles cover the three vendors), and
            // keep the figures comparable with those before `auto`.
            "--planner",
            "hetero-auto",
            "--emit",
            emit,
            "-o",
            &out.to_string_lossy(),
        ];
        let cli = crate::Cli::try_parse_from(argv).context("bench arguments")?;
        let crate::Command::Compile(args) = cli.command else {
            anyhow::bail!("bench arguments are not a compile");
        };
        let mut best = f64::MAX;
        for _ in 0..if quick { 1 } else { 3 } {
            let t0 = Instant::now();
            crate::driver::compile(&args).with_context(|| what.to_string())?;
            best = best.min(t0.elapsed().as_secs_f64());
        }
        if emit == &"bundle" {
            total += best;
        }
        println!(
            "  {what:<24} {:>8.3} s   (hetc compile … --cluster {} --emit {emit})",
            best,
            c.file_name()
                .map_or(String::new(), |f| f.to_string_lossy().into_owned())
        );
    }
    println!("  all three vendors (the two bundles) {total:.3} s (no compile cache)");
    match was {
        Some(v) => std::env::set_var(off, v),
        None => std::env::remove_var(off),
    }
    let _ = std::fs::remove_dir_all(&tmp);
    Ok(())
}
