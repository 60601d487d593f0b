//! This host's f32 FMA peak, measured: a loop of 12 independent chains of
//! vector FMAs one register wide ([`CpuTarget::host`]'s lanes: 12 chains
//! cover the FMA latency on two ports and, with the two constants, fit in
//! AVX2's 16 registers — 16-lane chains there are two registers each, and
//! spilled, the loop measured half the peak),
//! JIT-compiled with the same LLVM as stage code, on one or several
//! threads (an OpenMP parallel loop, one chain set per thread). The
//! denominator of the benchmarks' "fraction of peak".

use super::target::CpuTarget;
use super::{cpu, err, openmp_runtime, OPT_LEVEL, R};
use melior::ir::Module;
use melior::ExecutionEngine;
use std::time::Instant;

/// Independent FMA chains per thread.
const CHAINS: usize = 12;
fn source(threads: usize, lanes: usize) -> String {
    let xs: Vec<String> = (0..CHAINS).map(|i| format!("%x{i}")).collect();
    let ty = format!("vector<{lanes}xf32>");
    let tys = [ty.as_str(); CHAINS].join(", ");
    let iters: Vec<String> = xs.iter().map(|x| format!("{x} = %z")).collect();
    let body: String = (0..CHAINS)
        .map(|i| format!("        %y{i} = math.fma %x{i}, %a, %b : {ty}\n"))
        .collect();
    let ys: Vec<String> = (0..CHAINS).map(|i| format!("%y{i}")).collect();
    let mut sum = String::new();
    let mut acc = "%r#0".to_string();
    for i in 1..CHAINS {
        sum.push_str(&format!("      %s{i} = arith.addf {acc}, %r#{i} : {ty}\n"));
        acc = format!("%s{i}");
    }
    format!(
        r#"module {{
  func.func @peak(%n: index, %out: memref<{threads}x{lanes}xf32>) attributes {{llvm.emit_c_interface}} {{
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %ct = arith.constant {threads} : index
    %a = arith.constant dense<1.00000012> : {ty}
    %b = arith.constant dense<1.0e-7> : {ty}
    %z = arith.constant dense<0.0> : {ty}
    scf.parallel (%t) = (%c0) to (%ct) step (%c1) {{
      %r:{CHAINS} = scf.for %i = %c0 to %n step %c1 iter_args({iters}) -> ({tys}) {{
{body}        scf.yield {ys} : {tys}
      }}
{sum}      vector.store {acc}, %out[%t, %c0] : memref<{threads}x{lanes}xf32>, {ty}
      scf.reduce
    }}
    return
  }}
}}"#,
        iters = iters.join(", "),
        ys = ys.join(", "),
    )
}

/// The f32 FMA peak of `threads` threads of this host in GFLOP/s: the best
/// of five timed runs of a loop of about 0.1 s.
pub fn fma_peak(threads: usize) -> R<f64> {
    let threads = threads.max(1);
    let ctx = super::context();
    let target = CpuTarget::selected();
    target.check_runs_here("peak").map_err(super::err)?;
    let lanes = target.lanes() as usize;
    let mut m = Module::parse(&ctx, &source(threads, lanes))
        .ok_or_else(|| err(format!("the peak loop does not parse:\n{}", super::diags())))?;
    let omp = if threads > 1 {
        format!("convert-scf-to-openmp{{num-threads={threads}}}, canonicalize, ")
    } else {
        String::new()
    };
    let pipeline = format!(
        "builtin.module({omp}convert-scf-to-cf, convert-math-to-llvm, convert-vector-to-llvm, \
         finalize-memref-to-llvm, convert-arith-to-llvm, convert-index-to-llvm, \
         convert-func-to-llvm, convert-cf-to-llvm, convert-openmp-to-llvm, \
         reconcile-unrealized-casts)"
    );
    cpu::run_pipeline(&ctx, &mut m, &pipeline, "peak")?;
    cpu::set_machine(&ctx, &m, target)?;
    let libs: Vec<String> = if threads > 1 {
        vec![openmp_runtime()
            .ok_or_else(|| err("several threads need LLVM's OpenMP runtime (libomp-22-dev)"))?]
    } else {
        Vec::new()
    };
    let libs: Vec<&str> = libs.iter().map(String::as_str).collect();
    let engine = ExecutionEngine::new(&m, OPT_LEVEL, &libs, false, false);
    let mut out = vec![0f32; threads * lanes];
    let mut call = |n: usize| -> R<f64> {
        let mut n = n as i64;
        let p = out.as_mut_ptr();
        let mut desc: [i64; 7] = [
            p as i64,
            p as i64,
            0,
            threads as i64,
            lanes as i64,
            lanes as i64,
            1,
        ];
        let mut dptr = desc.as_mut_ptr();
        let mut args: [*mut (); 2] = [
            &mut n as *mut i64 as *mut (),
            &mut dptr as *mut *mut i64 as *mut (),
        ];
        let t0 = Instant::now();
        // SAFETY: `_mlir_ciface_peak(index, memref<threads×lanes×f32>*)`:
        // `args[0]` points to the trip count, `args[1]` to a pointer to a
        // rank-2 descriptor of `out` (threads × lanes f32, row-major), which
        // lives until the call returns; the code writes each thread's row.
        unsafe { engine.invoke_packed("peak", &mut args) }
            .map_err(|e| err(format!("the peak loop failed: {e}")))?;
        Ok(t0.elapsed().as_secs_f64())
    };
    // Calibrate to about 0.1 s, then keep the best of five.
    let mut n = 1 << 16;
    loop {
        let t = call(n)?;
        if t > 0.02 || n > 1 << 30 {
            n = ((n as f64) * 0.1 / t.max(1e-9)) as usize;
            break;
        }
        n *= 4;
    }
    let n = n.max(1);
    let mut best = f64::MAX;
    for _ in 0..5 {
        best = best.min(call(n)?);
    }
    let flops = (n * CHAINS * lanes * 2 * threads) as f64;
    if !out.iter().all(|x| x.is_finite()) {
        return Err(err("the peak loop's result is not finite"));
    }
    Ok(flops / best / 1e9)
}
