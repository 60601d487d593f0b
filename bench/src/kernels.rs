//! `hetc bench kernels`: the speed of hetc's cpu stage code against
//! onnxruntime and IREE (llvm-cpu) on the same graphs, in the same run.
//!
//! Cases (each at 1 and 2 threads):
//! * `gemm` — a 256×768×768 f32 GEMM (`MatMul` by a weight);
//! * `gpt2-tiny` — GPT-2-tiny (`examples/models/gpt2-tiny-s128.onnx`,
//!   batch 1, sequence 128): the whole forward, then each distinct layer's
//!   training forward (keeping residuals) and backward;
//! * `gpt2-small` — a GPT-2-small-shaped block (d 768, 12 heads, sequence
//!   512, batch 1; synthesized from `examples/models/gpt2.json` with
//!   random weights): the block's training forward and backward, and each
//!   distinct layer of it;
//! * `gpt2-bundle` — the inference stages of the GPT-2-tiny bundle planned
//!   on `examples/clusters/cpu-test.toml`.
//!
//! For every case: hetc's time (the graph JIT-compiled by `CpuStage`,
//! called on host buffers), onnxruntime's (the graph exported to ONNX,
//! `examples/models/ort_stage.py`, all graph optimisations, the same
//! thread count), IREE's (the graph's StableHLO compiled by `iree-compile
//! --iree-hal-target-backends=llvm-cpu --iree-llvmcpu-target-cpu=host`, or
//! the `--cpu-target` level hetc's code is for, so both use the same
//! instructions),
//! timed by `iree-benchmark-module`, `local-sync` on one thread,
//! `local-task` with that many workers on more). Engines are timed in
//! three interleaved rounds; each figure is the median. GFLOP/s counts the
//! GEMM and convolution FLOPs; `%peak` is hetc's rate against this host's
//! FMA peak at that thread count, measured at the start by a small loop
//! (`hetc_backends::mlir::fma_peak`). Python comes from `$HETC_PYTHON`
//! (else `target/pyenv/bin/python`), IREE's tools from `$HETC_IREE_BIN`
//! (else beside that Python).

use anyhow::{anyhow, bail, Context, Result};
use hetc_backends::host::HostTensor;
use hetc_backends::mlir::{fma_peak, CpuOptions, CpuStage};
use hetc_ir::{verify, DType, Graph, OpKind, TensorData, ValueDef};
use hetc_passes::autodiff::Loss;
use hetc_passes::stage::{extract_stages, StageBounds, StageGraph};
use hetc_passes::train::train_stage;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::Instant;

/// Thread counts every case runs at.
const THREADS: [usize; 2] = [1, 2];
/// Interleaved rounds per engine.
const ROUNDS: usize = 3;
/// Seconds each engine spends per round (the repetitions follow).
const ROUND_S: f64 = 0.25;

struct Case {
    model: &'static str,
    name: String,
    graph: Graph,
    /// The model file onnxruntime runs (`--model`: the user's own, not
    /// hetc's export of the imported graph).
    ort_model: Option<PathBuf>,
}

impl Case {
    /// Multiply-add FLOPs of the GEMMs and convolutions.
    fn flop(&self) -> f64 {
        let g = &self.graph;
        let mut f = 0.0;
        for (_, op) in g.ops_in_order() {
            let out: f64 = g
                .ty(op.outputs[0])
                .fixed_dims()
                .map_or(0.0, |d| d.iter().product::<u64>() as f64);
            let dims = |i: usize| g.ty(op.inputs[i]).fixed_dims().unwrap_or_default();
            match op.kind {
                OpKind::MatMul => {
                    let a = dims(0);
                    f += 2.0 * out * a.last().copied().unwrap_or(1) as f64;
                }
                OpKind::Conv => {
                    let w = dims(1);
                    f += 2.0 * out * w.iter().skip(1).product::<u64>() as f64;
                }
                _ => {}
            }
        }
        f
    }
}

/// One measured row.
struct Row {
    model: &'static str,
    name: String,
    threads: usize,
    flop: f64,
    compile_s: f64,
    hetc: f64,
    /// hetc's fastest rep (a moment the host's cores were free).
    hetc_best: f64,
    ort: Result<f64, String>,
    iree: Result<f64, String>,
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    if v.is_empty() {
        f64::NAN
    } else {
        v[v.len() / 2]
    }
}

/// Deterministic inputs: zeros for integers (valid token ids and labels),
/// a fill in [-0.5, 0.5) for floats.
fn inputs(g: &Graph) -> Result<Vec<HostTensor>> {
    let mut seed = 0x5eed_u64;
    g.inputs
        .iter()
        .map(|&v| {
            let ty = g.ty(v);
            let shape: Vec<usize> = ty
                .fixed_dims()
                .ok_or_else(|| anyhow!("input {v} has symbolic type {ty}"))?
                .into_iter()
                .map(|d| d as usize)
                .collect();
            let mut t = HostTensor::zeros(ty.dtype, &shape)?;
            if let Some(x) = t.f32s_mut() {
                for e in x.iter_mut() {
                    seed = seed
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    *e = ((seed >> 40) as f32 / (1u64 << 24) as f32) - 0.5;
                }
            }
            Ok(t)
        })
        .collect()
}

/// Give every parameter and constant without data a deterministic fill
/// (small floats; zeros for integers) — a synthesized model's weights.
fn fill_weights(g: &mut Graph) -> Result<()> {
    let mut seed = 0x77_u64;
    let missing: Vec<_> = g
        .values
        .iter()
        .filter(|(v, d)| {
            matches!(d.def, ValueDef::Param | ValueDef::Const) && !g.data.contains_key(v)
        })
        .map(|(v, _)| v)
        .collect();
    for v in missing {
        let ty = g.ty(v).clone();
        let n = ty
            .fixed_dims()
            .ok_or_else(|| anyhow!("weight {v} has symbolic type {ty}"))?
            .iter()
            .product::<u64>() as usize;
        let d: Vec<f64> = (0..n)
            .map(|_| {
                seed = seed
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                if ty.dtype.is_float() {
                    ((seed >> 11) as f64 / (1u64 << 53) as f64 - 0.5) * 0.08
                } else {
                    0.0
                }
            })
            .collect();
        g.data.insert(v, TensorData::from_f64s(ty.dtype, &d));
    }
    Ok(())
}

/// Layer indices `[a, b)` of one repeated block: from the first layer
/// whose signature recurs to just before its second occurrence.
fn block_range(layers: &[hetc_passes::blocks::LayerOps]) -> Option<(usize, usize)> {
    for a in 0..layers.len() {
        if let Some(b) = (a + 1..layers.len()).find(|&b| layers[b].signature == layers[a].signature)
        {
            return Some((a, b));
        }
    }
    None
}

/// Per distinct layer of `g` (within `range` if given): its training
/// forward and backward (TP 1, residuals kept).
fn layer_cases(
    model: &'static str,
    g: &Graph,
    range: Option<(usize, usize)>,
    cases: &mut Vec<Case>,
) -> Result<()> {
    let layers = hetc_passes::blocks::find_layers(g);
    let stages = extract_stages(verify(g)?, &layers, &StageBounds::each_layer(layers.len()))?;
    let (a, b) = range.unwrap_or((0, layers.len()));
    let mut seen = std::collections::BTreeSet::new();
    for i in a..b {
        if !seen.insert(layers[i].signature) {
            continue;
        }
        let mut st = stages[i].clone();
        fill_weights(&mut st.graph)?;
        training_cases(
            model,
            &format!("L{i} {}", short(&layers[i].name)),
            &st,
            cases,
        )?;
    }
    Ok(())
}

fn short(name: &str) -> String {
    name.chars().take(18).collect()
}

fn training_cases(
    model: &'static str,
    name: &str,
    st: &StageGraph,
    cases: &mut Vec<Case>,
) -> Result<()> {
    let rank = train_stage(st, 1, false, false, Loss::CrossEntropy)
        .with_context(|| format!("{model} {name}: training graphs"))?
        .pop()
        .ok_or_else(|| anyhow!("{model} {name}: no rank"))?;
    cases.push(Case {
        model,
        name: format!("{name} fwd"),
        graph: rank.forward,
        ort_model: None,
    });
    cases.push(Case {
        model,
        name: format!("{name} bwd"),
        graph: rank.backward,
        ort_model: None,
    });
    Ok(())
}

fn root() -> Result<PathBuf> {
    crate::repo_root()
}

fn cases(only: Option<&str>) -> Result<Vec<Case>> {
    let want = |m: &str| only.is_none_or(|o| m.contains(o));
    let mut cases = Vec::new();
    if want("gemm") {
        let f = |d: &[u64]| hetc_ir::TensorType::fixed(DType::F32, d);
        let mut g = Graph::new("gemm");
        let x = g.add_input("x", f(&[256, 768]));
        let w = g.add_param("w", f(&[768, 768]), None);
        let o = g.add_op(
            OpKind::MatMul,
            &[x, w],
            hetc_ir::Attrs::new(),
            vec![f(&[256, 768])],
            "gemm",
        );
        g.outputs = vec![g.ops[o].outputs[0]];
        fill_weights(&mut g)?;
        cases.push(Case {
            model: "gemm",
            name: "256x768x768".into(),
            graph: g,
            ort_model: None,
        });
    }
    let tiny = root()?.join("examples/models/gpt2-tiny-s128.onnx");
    if want("gpt2-tiny") {
        let g = hetc_frontends::onnx::import_file(
            &tiny,
            &hetc_frontends::ImportOptions {
                bindings: [("batch".to_string(), 1u64)].into_iter().collect(),
                ..Default::default()
            },
        )
        .with_context(|| tiny.display().to_string())?
        .graph;
        cases.push(Case {
            model: "gpt2-tiny",
            name: "whole forward".into(),
            graph: g.clone(),
            ort_model: None,
        });
        layer_cases("gpt2-tiny", &g, None, &mut cases)?;
    }
    if want("gpt2-small") {
        let cfg = root()?.join("examples/models/gpt2.json");
        let text = std::fs::read_to_string(&cfg).with_context(|| cfg.display().to_string())?;
        // Two blocks, so the block finder sees one repeat.
        let text = text.replace("\"n_layer\": 12", "\"n_layer\": 2");
        let opts = hetc_frontends::ImportOptions {
            bindings: [
                ("batch".to_string(), 1u64),
                ("sequence".to_string(), 512u64),
            ]
            .into_iter()
            .collect(),
            ..Default::default()
        };
        let g =
            hetc_frontends::hfconfig::import_str(&text, "gpt2-small", "gpt2.json", &opts)?.graph;
        let layers = hetc_passes::blocks::find_layers(&g);
        let (a, b) =
            block_range(&layers).ok_or_else(|| anyhow!("gpt2-small: no repeated block"))?;
        // Stages before, of and after the block (extraction covers every
        // layer); the block's.
        let cuts: Vec<(usize, usize)> = [(0, a), (a, b), (b, layers.len())]
            .into_iter()
            .filter(|(x, y)| y > x)
            .collect();
        let bounds: Vec<StageBounds> = cuts
            .iter()
            .map(|&(x, y)| StageBounds {
                first_layer: x as u32,
                end_layer: y as u32,
                tp: 1,
            })
            .collect();
        let at = cuts.iter().position(|&c| c == (a, b)).unwrap_or(0);
        let mut block = extract_stages(verify(&g)?, &layers, &bounds)?
            .into_iter()
            .nth(at)
            .ok_or_else(|| anyhow!("gpt2-small: no block stage"))?;
        fill_weights(&mut block.graph)?;
        training_cases("gpt2-small", "block", &block, &mut cases)?;
        if b - a > 1 {
            layer_cases("gpt2-small", &g, Some((a, b)), &mut cases)?;
        }
    }
    if want("gpt2-bundle") {
        let cluster = root()?.join("examples/clusters/cpu-test.toml");
        // `hetc compile <tiny> --cluster <cluster>`'s options.
        let mut opts = hetc_session::CompileOptions::new(&tiny);
        opts.cluster = Some(cluster);
        let quiet: hetc_session::Log = std::sync::Arc::new(|_: &str| {});
        let mut session = hetc_session::Session::import(opts, quiet)?;
        let staged = session.stages(hetc_session::Target::Mlir)?;
        for s in staged.module.stages {
            cases.push(Case {
                model: "gpt2-bundle",
                name: format!(
                    "stage {} (layers {}..{})",
                    s.index, s.bounds.first_layer, s.bounds.end_layer
                ),
                graph: s.graph,
                ort_model: None,
            });
        }
    }
    Ok(cases)
}

/// Where the outside engines are.
struct Tools {
    python: PathBuf,
    iree: PathBuf,
    work: PathBuf,
}

impl Tools {
    fn find() -> Result<Tools> {
        let root = root()?;
        let python = std::env::var_os("HETC_PYTHON")
            .map(PathBuf::from)
            .unwrap_or_else(|| root.join("target/pyenv/bin/python"));
        let iree = std::env::var_os("HETC_IREE_BIN")
            .map(PathBuf::from)
            .or_else(|| python.parent().map(Path::to_path_buf))
            .unwrap_or_default();
        let work = root.join("target/tmp/bench-kernels");
        std::fs::create_dir_all(&work).with_context(|| work.display().to_string())?;
        Ok(Tools { python, iree, work })
    }
}

/// `examples/models/ort_stage.py serve`, one JSON command per line.
struct Ort {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl Ort {
    /// The server, held to AVX2 (`ort_stage.py serve --isa avx2`) where
    /// hetc's code is for x86-64-v3 on a host with AVX-512: both sides
    /// then run the kernels an AVX2 processor runs. Prints which.
    fn start(tools: &Tools) -> Result<Ort> {
        use hetc_backends::native::target::Machine;
        use hetc_backends::native::CpuTarget;
        let avx2 = CpuTarget::selected().machine == Machine::X86_64V3
            && CpuTarget::for_machine(Machine::X86_64V4).is_ok_and(|t| t.lacking_here().is_empty());
        let mut cmd = Command::new(&tools.python);
        cmd.arg(root()?.join("examples/models/ort_stage.py"))
            .arg("serve");
        if avx2 {
            cmd.arg("--isa")
                .arg("avx2")
                .arg("--patched")
                .arg(tools.work.join("ort-avx2"));
        }
        let mut child = cmd
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .with_context(|| {
                format!(
                    "starting {} (set HETC_PYTHON to a Python with onnxruntime; scripts/test.sh makes target/pyenv)",
                    tools.python.display()
                )
            })?;
        let stdin = child.stdin.take().ok_or_else(|| anyhow!("no stdin"))?;
        let stdout = BufReader::new(child.stdout.take().ok_or_else(|| anyhow!("no stdout"))?);
        let mut ort = Ort {
            child,
            stdin,
            stdout,
        };
        let info = ort.ask(serde_json::json!({ "info": true }))?;
        println!(
            "onnxruntime {}: {}",
            info["onnxruntime"].as_str().unwrap_or("?"),
            info["isa"].as_str().unwrap_or("?")
        );
        Ok(ort)
    }

    fn ask(&mut self, cmd: serde_json::Value) -> Result<serde_json::Value> {
        writeln!(self.stdin, "{cmd}")?;
        self.stdin.flush()?;
        let mut line = String::new();
        if self.stdout.read_line(&mut line)? == 0 {
            bail!("ort_stage.py ended");
        }
        let v: serde_json::Value = serde_json::from_str(&line).context("ort_stage.py answer")?;
        if let Some(e) = v.get("error") {
            bail!("onnxruntime: {e}");
        }
        Ok(v)
    }
}

impl Drop for Ort {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The case's inputs as `.npy` files in `dir` (the graph inputs, then the
/// used weights when `weights`), in call order.
fn write_inputs(dir: &Path, g: &Graph, ins: &[HostTensor], weights: bool) -> Result<Vec<PathBuf>> {
    let mut paths = Vec::new();
    for (i, t) in ins.iter().enumerate() {
        let p = dir.join(format!("in{i}.npy"));
        std::fs::write(&p, t.to_npy()?)?;
        paths.push(p);
    }
    if weights {
        let used = g.used_values();
        for (k, v) in g.params().filter(|&v| used.contains(v)).enumerate() {
            let t = HostTensor::from_data(g.ty(v), &g.data[&v])?;
            let p = dir.join(format!("w{k}.npy"));
            std::fs::write(&p, t.to_npy()?)?;
            paths.push(p);
        }
    }
    Ok(paths)
}

/// Compiles the case for IREE; `Err` says why it cannot run there.
fn iree_compile(tools: &Tools, dir: &Path, g: &Graph) -> Result<PathBuf, String> {
    let text = hetc_backends::stablehlo::emit_module(verify(g).map_err(|e| e.to_string())?, "main")
        .map_err(|e| e.to_string())?;
    let src = dir.join("stage.mlir");
    let vmfb = dir.join("stage.vmfb");
    std::fs::write(&src, text).map_err(|e| e.to_string())?;
    // The same processors as hetc's code (`--cpu-target`).
    let cpu = format!(
        "--iree-llvmcpu-target-cpu={}",
        hetc_backends::native::CpuTarget::selected().machine.name()
    );
    let out = Command::new(tools.iree.join("iree-compile"))
        .arg(&src)
        .args([
            "--iree-input-type=stablehlo",
            "--iree-hal-target-backends=llvm-cpu",
            &cpu,
            "-o",
        ])
        .arg(&vmfb)
        .output()
        .map_err(|e| format!("iree-compile: {e} (set HETC_IREE_BIN)"))?;
    if !out.status.success() {
        let e = String::from_utf8_lossy(&out.stderr);
        return Err(format!(
            "iree-compile failed: {}",
            e.lines().next().unwrap_or("")
        ));
    }
    Ok(vmfb)
}

/// Seconds per call of IREE's `main` (the median of its repetitions).
fn iree_time(
    tools: &Tools,
    vmfb: &Path,
    args: &[PathBuf],
    threads: usize,
    reps: usize,
) -> Result<f64, String> {
    let mut cmd = Command::new(tools.iree.join("iree-benchmark-module"));
    cmd.arg(format!("--module={}", vmfb.display()))
        .arg("--function=main")
        .arg("--benchmark_format=json")
        .arg(format!("--benchmark_min_time={}x", reps.max(1)))
        .arg("--benchmark_repetitions=3");
    if threads > 1 {
        cmd.arg("--device=local-task")
            .arg(format!("--task_topology_max_group_count={threads}"));
    } else {
        cmd.arg("--device=local-sync");
    }
    for a in args {
        cmd.arg(format!("--input=@{}", a.display()));
    }
    let out = cmd
        .output()
        .map_err(|e| format!("iree-benchmark-module: {e}"))?;
    if !out.status.success() {
        let e = String::from_utf8_lossy(&out.stderr);
        return Err(format!(
            "iree-benchmark-module failed: {}",
            e.lines().next().unwrap_or("")
        ));
    }
    let v: serde_json::Value = serde_json::from_slice(&out.stdout)
        .map_err(|e| format!("iree-benchmark-module output: {e}"))?;
    let runs: Vec<f64> = v["benchmarks"]
        .as_array()
        .map(|b| {
            b.iter()
                .filter(|r| r["run_type"] == "iteration")
                .filter_map(|r| {
                    let t = r["real_time"].as_f64()?;
                    let scale = match r["time_unit"].as_str()? {
                        "ns" => 1e-9,
                        "us" => 1e-6,
                        "ms" => 1e-3,
                        _ => 1.0,
                    };
                    Some(t * scale)
                })
                .collect()
        })
        .unwrap_or_default();
    if runs.is_empty() {
        return Err("iree-benchmark-module reported no runs".into());
    }
    Ok(median(runs))
}

fn measure(
    case: &Case,
    threads: usize,
    tools: &Tools,
    ort: &mut Ort,
    id: usize,
    with_iree: bool,
    cache: Option<hetc_backends::mlir::cache::CodeCache>,
) -> Result<Row> {
    let what = || format!("{} {} ({threads} threads)", case.model, case.name);
    let dir = tools.work.join(format!("case{id}"));
    std::fs::create_dir_all(&dir)?;
    let v = verify(&case.graph).with_context(what)?;
    // A cold compile (the compile cache neither read nor written), unless
    // the caller compiled this already into `cache`.
    let opts = CpuOptions {
        cache,
        ..CpuOptions::with_threads(threads)
    };
    let t0 = Instant::now();
    let stage = CpuStage::with_options(v, &format!("bench{id}"), &opts).with_context(what)?;
    let compile_s = t0.elapsed().as_secs_f64();
    let ins = inputs(&case.graph)?;
    let refs: Vec<&HostTensor> = ins.iter().collect();
    let mut outs = stage.new_outputs()?;
    let t = Instant::now();
    stage.call(&refs, &mut outs).with_context(what)?;
    let first = t.elapsed().as_secs_f64();
    let reps = ((ROUND_S / first.max(1e-6)) as usize).clamp(3, 200);
    // onnxruntime on the exported graph.
    let ort_load: Result<(), String> = (|| {
        let mp = match &case.ort_model {
            Some(p) => p.clone(),
            None => {
                let model =
                    hetc_backends::onnx::export(v, &case.name).map_err(|e| e.to_string())?;
                let mp = dir.join("model.onnx");
                std::fs::write(&mp, model).map_err(|e| e.to_string())?;
                mp
            }
        };
        let paths = write_inputs(&dir, &case.graph, &ins, false).map_err(|e| e.to_string())?;
        ort.ask(serde_json::json!({
            "load": id, "model": mp, "threads": threads,
            "inputs": paths,
        }))
        .map(|_| ())
        .map_err(|e| e.to_string())
    })();
    // IREE on the StableHLO of the same graph (weights as arguments).
    let iree_setup: Result<(PathBuf, Vec<PathBuf>), String> = if !with_iree {
        Err("not run".into())
    } else {
        iree_compile(tools, &dir, &case.graph).and_then(|vmfb| {
            let args = write_inputs(&dir, &case.graph, &ins, true).map_err(|e| e.to_string())?;
            Ok((vmfb, args))
        })
    };
    let (mut h, mut o, mut i) = (Vec::new(), Vec::new(), Vec::new());
    let mut ort_err = ort_load.err();
    let mut iree_err = iree_setup.as_ref().err().cloned();
    for _ in 0..ROUNDS {
        for _ in 0..reps {
            let t = Instant::now();
            stage.call(&refs, &mut outs)?;
            h.push(t.elapsed().as_secs_f64());
        }
        if ort_err.is_none() {
            match ort.ask(serde_json::json!({"time": id, "reps": reps})) {
                Ok(a) => o.extend(
                    a["seconds"]
                        .as_array()
                        .into_iter()
                        .flatten()
                        .filter_map(|x| x.as_f64()),
                ),
                Err(e) => ort_err = Some(e.to_string()),
            }
        }
        if let (Ok((vmfb, args)), None) = (&iree_setup, &iree_err) {
            match iree_time(tools, vmfb, args, threads, reps) {
                Ok(t) => i.push(t),
                Err(e) => iree_err = Some(e),
            }
        }
    }
    let _ = ort.ask(serde_json::json!({"drop": id}));
    let _ = std::fs::remove_dir_all(&dir);
    Ok(Row {
        model: case.model,
        name: case.name.clone(),
        threads,
        flop: case.flop(),
        compile_s,
        hetc_best: h.iter().copied().fold(f64::INFINITY, f64::min),
        hetc: median(h),
        ort: ort_err.map_or_else(|| Ok(median(o)), Err),
        iree: iree_err.map_or_else(|| Ok(median(i)), Err),
    })
}

fn ms(x: &Result<f64, String>) -> String {
    match x {
        Ok(t) => format!("{:.3}", t * 1e3),
        Err(_) => "-".into(),
    }
}

fn ratio(h: f64, x: &Result<f64, String>) -> String {
    match x {
        Ok(t) => format!("{:.2}", h / t),
        Err(_) => "-".into(),
    }
}

/// `/proc/loadavg`'s 1-minute load (other processes compete for the cores;
/// the figures are only as good as the host is idle).
fn load() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .ok()
        .and_then(|s| s.split_whitespace().next().map(str::to_string))
        .unwrap_or_else(|| "?".into())
}

/// The host line and this host's FMA peak at each of `threads`.
fn host_peaks(threads: &[usize]) -> Result<Vec<f64>> {
    let cpu = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|c| {
            c.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split_once(':'))
                .map(|(_, m)| m.trim().to_string())
        })
        .unwrap_or_else(|| "?".into());
    println!(
        "host: {cpu}, {} cores, {}; load average {} at the start",
        std::thread::available_parallelism().map_or(1, |n| n.get()),
        hetc_backends::native::CpuTarget::selected(),
        load()
    );
    let target = hetc_backends::native::CpuTarget::selected();
    if target.machine != hetc_backends::native::target::Machine::Host {
        println!(
            "note: hetc's and IREE's code is for {} (the peak too)",
            target.machine.name()
        );
    }
    let peaks: Vec<f64> = threads
        .iter()
        .map(|&t| fma_peak(t).map_err(anyhow::Error::from))
        .collect::<Result<_>>()?;
    println!(
        "host FMA peak (f32, measured): {}",
        threads
            .iter()
            .zip(&peaks)
            .map(|(t, p)| format!(
                "{p:.1} GFLOP/s on {t} thread{}",
                if *t > 1 { "s" } else { "" }
            ))
            .collect::<Vec<_>>()
            .join(", ")
    );
    Ok(peaks)
}

fn table_header() {
    println!(
        "{:<12} {:<28} {:>3} {:>9} {:>10} {:>10} {:>10} {:>8} {:>8} {:>8} {:>6}",
        "model",
        "case",
        "thr",
        "compile s",
        "hetc ms",
        "ort ms",
        "iree ms",
        "/ort",
        "/iree",
        "GFLOP/s",
        "%peak"
    );
}

/// Prints `r` (run at `peak` GFLOP/s of FMA) as a table row; its engines'
/// failures go to `notes`.
fn print_row(r: &Row, peak: f64, notes: &mut Vec<String>) {
    let gf = r.flop / r.hetc / 1e9;
    println!(
        "{:<12} {:<28} {:>3} {:>9.2} {:>10.3} {:>10} {:>10} {:>8} {:>8} {:>8} {:>6}",
        r.model,
        r.name,
        r.threads,
        r.compile_s,
        r.hetc * 1e3,
        ms(&r.ort),
        ms(&r.iree),
        ratio(r.hetc, &r.ort),
        ratio(r.hetc, &r.iree),
        if r.flop > 0.0 {
            format!("{gf:.1}")
        } else {
            "-".into()
        },
        if r.flop > 0.0 {
            format!("{:.0}", 100.0 * gf / peak)
        } else {
            "-".into()
        },
    );
    for (eng, e) in [("onnxruntime", &r.ort), ("IREE", &r.iree)] {
        if let Err(e) = e {
            notes.push(format!(
                "  {} {} ({} thr): no {eng} time: {e}",
                r.model, r.name, r.threads
            ));
        }
    }
}

/// Run the cases whose name contains `only` (all without it) and print
/// the table and a summary line.
pub fn run(only: Option<&str>, per_op: bool) -> Result<()> {
    let tools = Tools::find()?;
    let peaks = host_peaks(&THREADS)?;
    let cases = cases(only)?;
    let mut ort = Ort::start(&tools)?;
    table_header();
    let mut rows = Vec::new();
    let mut notes = Vec::new();
    for (k, case) in cases.iter().enumerate() {
        for (ti, &threads) in THREADS.iter().enumerate() {
            let r = measure(
                case,
                threads,
                &tools,
                &mut ort,
                k * THREADS.len() + ti,
                true,
                None,
            )?;
            print_row(&r, peaks[ti], &mut notes);
            rows.push(r);
        }
        if per_op {
            per_op_table(case, &tools, &mut ort, cases.len() * THREADS.len())?;
        }
    }
    let profile = match cases
        .iter()
        .find(|c| c.model == "gpt2-tiny" && c.name == "whole forward")
    {
        Some(c) => profile_vs_forward(c, &rows)?,
        None => None,
    };
    for n in &notes {
        println!("{n}");
    }
    println!("host load average {} at the end", load());
    summary(&rows, &peaks, profile);
    if let Some(x) = profile.filter(|x| !PROFILE_TARGET.contains(x)) {
        bail!(
            "gpt2-tiny profile/forward {x:.2} misses its target {:.2}–{:.2}",
            PROFILE_TARGET.start(),
            PROFILE_TARGET.end()
        );
    }
    Ok(())
}

/// `--emit profile`'s GPT-2-tiny layers against the whole forward: within
/// 15% (issue 32).
const PROFILE_TARGET: std::ops::RangeInclusive<f64> = 0.85..=1.15;

/// `--emit profile`'s layer times ([`hetc_session::profile::layer_times`],
/// the block layers the planner costs, each timed inside stage code) added
/// up over GPT-2-tiny's layers, against the whole forward's time measured
/// above (one thread): the ratio the planner's costs are off by.
fn profile_vs_forward(case: &Case, rows: &[Row]) -> Result<Option<f64>> {
    let Some(whole) = rows
        .iter()
        .find(|r| r.model == case.model && r.name == case.name && r.threads == 1)
    else {
        return Ok(None);
    };
    let layers = hetc_passes::blocks::find_layers(&case.graph);
    let t = hetc_session::profile::layer_times(case.graph.clone(), &layers, 50)
        .map_err(|e| anyhow!("gpt2-tiny --emit profile: {e}"))?;
    let sum: f64 = t.per_layer(&layers).iter().map(|p| p.0).sum();
    let x = sum / whole.hetc;
    println!(
        "gpt2-tiny --emit profile: its {} layers' forwards (each timed inside stage code, training forward) add up to {:.3} ms; the whole forward takes {:.3} ms: profile/forward {x:.2} (target {:.2}–{:.2})",
        layers.len(),
        sum * 1e3,
        whole.hetc * 1e3,
        PROFILE_TARGET.start(),
        PROFILE_TARGET.end()
    );
    Ok(Some(x))
}

/// `hetc bench kernels --model FILE.onnx [--bind …]`: any ONNX model on
/// one thread, against onnxruntime running the file itself on the same
/// inputs (random floats, zero integers), in the same run. It prints the
/// import time, the cold compile (empty compile cache) and the warm one
/// (the same cache, now holding the code), the first run, then the table
/// row (the steady run, hetc against onnxruntime and IREE) and, with
/// `--per-op`, every distinct op timed on its own. With `train`, also the
/// model's training graphs as one TP-1 stage (the forward that keeps its
/// residuals, the backward from a cotangent per output), each against
/// onnxruntime running hetc's ONNX export of the same graph (as the
/// built-in block's training rows).
pub fn run_model(path: &Path, bindings: &[(String, u64)], per_op: bool, train: bool) -> Result<()> {
    let tools = Tools::find()?;
    let peaks = host_peaks(&[1])?;
    let shown = path.display().to_string();
    let t0 = Instant::now();
    let imported = hetc_frontends::onnx::import_file(
        path,
        &hetc_frontends::ImportOptions {
            bindings: bindings.iter().cloned().collect(),
            ..Default::default()
        },
    )
    .with_context(|| shown.clone())?;
    let import_s = t0.elapsed().as_secs_f64();
    for w in &imported.warnings {
        println!("warning: {w}");
    }
    let graph = imported.graph;
    let unbound = graph.symbols();
    if !unbound.is_empty() {
        bail!(
            "{shown}: symbolic dims {} have no value: bind them, e.g. --bind {}",
            unbound.join(", "),
            hetc_session::eval::bind_hint(&unbound)
        );
    }
    let v = verify(&graph).with_context(|| shown.clone())?;
    let cache_dir = tools.work.join("cache");
    let cache = hetc_backends::mlir::cache::CodeCache::at(&cache_dir, u64::MAX);
    let compile = || -> Result<(f64, CpuStage)> {
        let opts = CpuOptions {
            cache: Some(cache.clone()),
            ..CpuOptions::with_threads(1)
        };
        let t = Instant::now();
        let st = CpuStage::with_options(v, "model", &opts).with_context(|| shown.clone())?;
        Ok((t.elapsed().as_secs_f64(), st))
    };
    let (cold, stage) = compile()?;
    let ins = inputs(&graph)?;
    let refs: Vec<&HostTensor> = ins.iter().collect();
    let mut outs = stage.new_outputs()?;
    let t = Instant::now();
    stage
        .call(&refs, &mut outs)
        .with_context(|| shown.clone())?;
    let first = t.elapsed().as_secs_f64();
    drop(stage);
    let (warm, _) = compile()?;
    println!(
        "{shown}: import {import_s:.2} s; as one function: compile {cold:.2} s cold (empty cache), {warm:.3} s warm (from the cache); first run {:.1} ms; cold compile + first run {:.2} s",
        first * 1e3,
        cold + first
    );
    // `hetc eval`'s path: segments compiled at once on the host's cores.
    let eval_dir = tools.work.join("cache-eval");
    let eval_opts = CpuOptions {
        cache: Some(hetc_backends::mlir::cache::CodeCache::at(
            &eval_dir,
            u64::MAX,
        )),
        ..CpuOptions::with_threads(1)
    };
    let tins: Vec<_> = ins.iter().map(HostTensor::to_tensor).collect();
    let mut eval_s = [0.0; 2];
    let mut eval_out = Vec::new();
    for s in &mut eval_s {
        let t = Instant::now();
        eval_out = hetc_session::eval::run_compiled(v, &tins, &eval_opts)
            .with_context(|| format!("{shown}: the eval path"))?;
        *s = t.elapsed().as_secs_f64();
    }
    let agree = eval_out
        .iter()
        .zip(&outs)
        .map(|(a, b)| {
            let b = b.to_tensor();
            let scale = b.data.iter().fold(0.0f64, |m, x| m.max(x.abs())).max(1e-30);
            a.data
                .iter()
                .zip(&b.data)
                .fold(0.0f64, |m, (x, y)| m.max((x - y).abs()))
                / scale
        })
        .fold(0.0f64, f64::max);
    println!(
        "{shown}: hetc eval's path ({}-op segments compiled on {} threads): compile + first run {:.2} s cold, {:.2} s warm; its outputs within {agree:.1e} of the one function's",
        hetc_backends::segment::MAX_SEGMENT_OPS,
        hetc_backends::parallel::jobs(),
        eval_s[0],
        eval_s[1]
    );
    let _ = std::fs::remove_dir_all(&eval_dir);
    let name: &'static str = Box::leak(
        path.file_stem()
            .map_or_else(|| "model".into(), |s| s.to_string_lossy().into_owned())
            .into_boxed_str(),
    );
    let case = Case {
        model: name,
        name: "whole model".into(),
        graph,
        ort_model: Some(std::fs::canonicalize(path).with_context(|| shown.clone())?),
    };
    let mut ort = Ort::start(&tools)?;
    table_header();
    let mut notes = Vec::new();
    let r = measure(&case, 1, &tools, &mut ort, 0, true, Some(cache))?;
    print_row(&r, peaks[0], &mut notes);
    if per_op {
        per_op_table(&case, &tools, &mut ort, 1)?;
    }
    if train {
        let g = &case.graph;
        let layers = hetc_passes::blocks::find_layers(g);
        let whole = StageBounds {
            first_layer: 0,
            end_layer: layers.len() as u32,
            tp: 1,
        };
        let st = extract_stages(verify(g)?, &layers, &[whole])?
            .pop()
            .ok_or_else(|| anyhow!("{shown}: no stage"))?;
        let mut cases = Vec::new();
        training_cases(name, "training", &st, &mut cases)?;
        for (k, c) in cases.iter().enumerate() {
            let r = measure(c, 1, &tools, &mut ort, 1000 + k, false, None)?;
            print_row(&r, peaks[0], &mut notes);
            if per_op {
                per_op_table(c, &tools, &mut ort, 100_000 * (k + 1))?;
            }
        }
    }
    for n in &notes {
        println!("{n}");
    }
    println!("host load average {} at the end", load());
    let _ = std::fs::remove_dir_all(&cache_dir);
    Ok(())
}

/// Each distinct op of `g` (kind, attributes and operand types) as a
/// graph of its own, with how many times it occurs, in first-use order.
/// Constants stay constants (shapes, indices); weights are weights.
fn op_graphs(g: &Graph) -> Result<Vec<(usize, Graph)>> {
    let mut seen: std::collections::HashMap<String, usize> = Default::default();
    let mut out: Vec<(usize, Graph)> = Vec::new();
    for (_, op) in g.ops_in_order() {
        let types: Vec<String> = op
            .inputs
            .iter()
            .chain(&op.outputs)
            .map(|&v| {
                let def = match g.values[v].def {
                    ValueDef::Input => "in",
                    ValueDef::Param => "param",
                    ValueDef::Const => "const",
                    ValueDef::Result(..) => "",
                };
                format!("{def}{}", g.ty(v))
            })
            .collect();
        let sig = format!("{} {:?} {}", op.kind, op.attrs, types.join(" "));
        if let Some(&i) = seen.get(&sig) {
            out[i].0 += 1;
            continue;
        }
        let mut h = Graph::new(format!("{}", op.kind));
        let mut ins = Vec::new();
        for (i, &v) in op.inputs.iter().enumerate() {
            let d = &g.values[v];
            let data = g.data.get(&v).cloned();
            ins.push(match d.def {
                ValueDef::Const => h.add_const(d.name.clone(), d.ty.clone(), data),
                ValueDef::Param => h.add_param(d.name.clone(), d.ty.clone(), data),
                _ => h.add_input(format!("x{i}"), d.ty.clone()),
            });
        }
        let outs = op.outputs.iter().map(|&v| g.ty(v).clone()).collect();
        let o = h.add_op(
            op.kind.clone(),
            &ins,
            op.attrs.clone(),
            outs,
            op.name.clone(),
        );
        h.outputs = h.ops[o].outputs.to_vec();
        fill_weights(&mut h)?;
        seen.insert(sig, out.len());
        out.push((1, h));
    }
    Ok(out)
}

/// `--per-op`: every distinct op of `case` timed on its own (one thread,
/// hetc and onnxruntime), largest total (time × occurrences) first.
fn per_op_table(case: &Case, tools: &Tools, ort: &mut Ort, id0: usize) -> Result<()> {
    let ops = op_graphs(&case.graph)?;
    let mut rows = Vec::new();
    for (k, (count, g)) in ops.iter().enumerate() {
        let op = g
            .ops
            .values()
            .next()
            .ok_or_else(|| anyhow!("an empty op graph"))?;
        let what = format!(
            "{} -> {}",
            op.kind,
            op.outputs
                .iter()
                .map(|&v| g.ty(v).to_string())
                .collect::<Vec<_>>()
                .join(", ")
        );
        let c = Case {
            model: case.model,
            name: what.clone(),
            graph: g.clone(),
            ort_model: None,
        };
        match measure(&c, 1, tools, ort, id0 + k, false, None) {
            Ok(r) => rows.push((*count, what, Ok(r))),
            Err(e) => rows.push((*count, what, Err(format!("{e:#}")))),
        }
    }
    let total = |r: &(usize, String, Result<Row, String>)| {
        r.2.as_ref().map_or(0.0, |x| x.hetc * r.0 as f64)
    };
    rows.sort_by(|a, b| total(b).total_cmp(&total(a)));
    println!(
        "  per op of {} {} (1 thread; totals = time x count):",
        case.model, case.name
    );
    println!(
        "  {:>5} {:>10} {:>10} {:>8} {:>10} {:>10}  op",
        "count", "hetc ms", "ort ms", "/ort", "hetc tot", "ort tot"
    );
    let (mut th, mut to) = (0.0, 0.0);
    for (count, what, r) in &rows {
        match r {
            Ok(r) => {
                let n = *count as f64;
                th += r.hetc * n;
                to += r.ort.as_ref().map_or(0.0, |o| o * n);
                println!(
                    "  {count:>5} {:>10.4} {:>10} {:>8} {:>10.3} {:>10}  {what}",
                    r.hetc * 1e3,
                    ms(&r.ort),
                    ratio(r.hetc, &r.ort),
                    r.hetc * n * 1e3,
                    r.ort
                        .as_ref()
                        .map_or("-".into(), |o| format!("{:.3}", o * n * 1e3)),
                );
            }
            Err(e) => println!("  {count:>5} {what}: {e}"),
        }
    }
    println!(
        "  sum of ops: hetc {:.3} ms, onnxruntime {:.3} ms",
        th * 1e3,
        to * 1e3
    );
    Ok(())
}

fn summary(rows: &[Row], peaks: &[f64], profile: Option<f64>) {
    let find = |model: &str, name: &str, t: usize| {
        rows.iter()
            .find(|r| r.model == model && r.name == name && r.threads == t)
    };
    let mut parts = Vec::new();
    if let Some(r) = find("gpt2-tiny", "whole forward", 1) {
        parts.push(format!(
            "gpt2-tiny forward hetc/ort {}",
            ratio(r.hetc, &r.ort)
        ));
    }
    if let Some(x) = profile {
        parts.push(format!("gpt2-tiny profile/forward {x:.2}"));
    }
    for what in ["block fwd", "block bwd"] {
        if let Some(r) = find("gpt2-small", what, 1) {
            parts.push(format!(
                "gpt2-small {what} hetc/ort {}",
                ratio(r.hetc, &r.ort)
            ));
        }
    }
    if let (Some(a), Some(b)) = (
        find("gemm", "256x768x768", 1),
        find("gemm", "256x768x768", 2),
    ) {
        let g1 = a.flop / a.hetc / 1e9;
        // What two threads can give on this host now: the FMA loop's and
        // onnxruntime's scaling in the same run, and hetc's between its
        // fastest reps (moments both cores were free).
        let ort = match (&a.ort, &b.ort) {
            (Ok(x), Ok(y)) => format!("{:.2}x", x / y),
            _ => "-".into(),
        };
        parts.push(format!(
            "gemm {g1:.0} GFLOP/s ({:.0}% of peak), 2 threads {:.2}x (fastest reps {:.2}x; \
             FMA loop {:.2}x, onnxruntime {ort})",
            100.0 * g1 / peaks[0],
            a.hetc / b.hetc,
            a.hetc_best / b.hetc_best,
            peaks.get(1).unwrap_or(&f64::NAN) / peaks[0],
        ));
    }
    let worst = rows
        .iter()
        .filter(|r| r.model == "gpt2-bundle")
        .filter_map(|r| r.iree.as_ref().ok().map(|t| (r.hetc / t, r)))
        .max_by(|a, b| a.0.total_cmp(&b.0));
    if let Some((x, r)) = worst {
        parts.push(format!(
            "gpt2 bundle stages: worst hetc/iree {x:.2} ({}, {} thr)",
            r.name, r.threads
        ));
    }
    println!("summary: {}", parts.join("; "));
}
