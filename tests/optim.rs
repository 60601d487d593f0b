//! The optimizer step of a training rank (`hetc_session::optim`): SGD and
//! AdamW worked by hand, and the compiled optimizer stage (the update as a
//! graph, JIT-compiled for the cpu) equal to the host loop bit for bit.
//!
//! The by-hand values are optax's formulas evaluated in f64 here; the
//! runtime tests check whole training runs against optax itself.

use hetc_backends::mlir::CpuOptions;
use hetc_ir::manifest::{LrSchedule, Optimizer};
use hetc_session::optim::Optim;
use std::ops::Range;

/// Both implementations: the host loop and, when `compiled`, the stage.
fn optim(
    opt: Optimizer,
    schedule: LrSchedule,
    clip: Option<f64>,
    slices: &[Range<usize>],
    compiled: Option<usize>,
) -> Optim {
    let mut o = Optim::new(opt, schedule, clip, slices);
    if let Some(threads) = compiled {
        let names: Vec<String> = (0..slices.len()).map(|k| format!("w{k}")).collect();
        o.compile(&names, &CpuOptions::with_threads(threads))
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(o.is_compiled());
    }
    o
}

fn adamw(weight_decay: f64) -> Optimizer {
    Optimizer::Adamw {
        lr: 0.01,
        beta1: 0.9,
        beta2: 0.999,
        eps: 1e-8,
        weight_decay,
    }
}

/// Two AdamW steps on one element, by hand: g = 0.5 then −0.25,
/// β = (0.9, 0.999), eps 1e-8, weight decay 0.1, lr 0.01, w0 = 2 — by the
/// host loop and by the compiled stage.
#[test]
fn adamw_two_steps_by_hand() {
    for compiled in [None, Some(1)] {
        let mut o = optim(
            adamw(0.1),
            LrSchedule::Constant,
            None,
            std::slice::from_ref(&(0..1)),
            compiled,
        );
        let mut w = vec![vec![2.0f32]];
        o.update_shards(&mut w, &mut [vec![0.5]], None).unwrap();
        // Step 1: m̂ = g, v̂ = g², so the Adam part is g/(|g| + eps) ≈ 1.
        let w1 = 2.0 - 0.01 * (0.5 / (0.5 + 1e-8) + 0.1 * 2.0);
        assert!(
            (f64::from(w[0][0]) - w1).abs() < 1e-6,
            "{compiled:?}: {} vs {w1}",
            w[0][0]
        );
        o.update_shards(&mut w, &mut [vec![-0.25]], None).unwrap();
        let m = 0.9 * 0.05 + 0.1 * -0.25; // 0.02
        let v = 0.999 * (0.001 * 0.25) + 0.001 * 0.0625;
        let (mh, vh) = (m / (1.0 - 0.81), v / (1.0 - 0.999f64.powi(2)));
        let w2 = w1 - 0.01 * (mh / (vh.sqrt() + 1e-8) + 0.1 * w1);
        assert!(
            (f64::from(w[0][0]) - w2).abs() < 1e-6,
            "{compiled:?}: {} vs {w2}",
            w[0][0]
        );
        assert!((f64::from(o.state[0][0][0]) - m).abs() < 1e-8);
        assert!((f64::from(o.state[1][0][0]) - v).abs() < 1e-10);
    }
}

/// SGD with momentum 0.9 and L2 decay 0.5, and clipping to norm 1 of a
/// gradient of norm 5 (3, 4 → 0.6, 0.8), by the host loop and the stage.
#[test]
fn sgd_momentum_and_clipping_by_hand() {
    let opt = Optimizer::Sgd {
        lr: 0.1,
        momentum: 0.9,
        weight_decay: 0.5,
    };
    for compiled in [None, Some(1)] {
        let mut o = optim(
            opt,
            LrSchedule::Constant,
            Some(1.0),
            std::slice::from_ref(&(0..2)),
            compiled,
        );
        let mut w = vec![vec![1.0f32, -1.0]];
        let mut g = vec![vec![3.0, 4.0]];
        let info = o.update_shards(&mut w, &mut g, Some(5.0)).unwrap();
        assert_eq!(info.grad_norm, Some(5.0));
        // The applied (clipped) gradient stays in place for --save-grads.
        assert_eq!(g[0], [0.6, 0.8]);
        // d = (0.6 + 0.5, 0.8 − 0.5) = (1.1, 0.3); b = d.
        let want = [1.0 - 0.1 * 1.1, -1.0 - 0.1 * 0.3];
        for (got, w) in w[0].iter().zip(want) {
            assert!(
                (f64::from(*got) - w).abs() < 1e-6,
                "{compiled:?}: {got} vs {w}"
            );
        }
        // A norm below the bound leaves the gradient alone: b = 0.9·b + d.
        let before = w[0].clone();
        o.update_shards(&mut w, &mut [vec![0.3, 0.0]], Some(0.3))
            .unwrap();
        let d0 = 0.3 + 0.5 * f64::from(before[0]);
        let want0 = f64::from(before[0]) - 0.1 * (0.9 * 1.1 + d0);
        assert!(
            (f64::from(w[0][0]) - want0).abs() < 1e-6,
            "{compiled:?}: {} vs {want0}",
            w[0][0]
        );
    }
}

/// Deterministic values over ±`scale` with a spread of magnitudes (an LCG:
/// the numbers only have to be varied, not random).
fn values(n: usize, seed: u64, scale: f32) -> Vec<f32> {
    let mut s = seed
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    (0..n)
        .map(|_| {
            s = s
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let u = (s >> 40) as f32 / (1u64 << 24) as f32; // [0, 1)
            let mag = 10f32.powf(-4.0 * ((s >> 20) & 0xff) as f32 / 255.0);
            (2.0 * u - 1.0) * scale * mag
        })
        .collect()
}

/// The compiled optimizer stage gives the host loop's weights and state bit
/// for bit, over 6 steps of a warm-up + cosine schedule with clipping that
/// applies on some steps and not others, for AdamW (with and without
/// weight decay) and SGD (plain, L2 only, momentum + L2), on slices as
/// ZeRO-1 cuts them: whole shards, a part starting at an odd offset (so
/// the slices are not vector-aligned), an empty slice (no state, not an
/// argument), and a slice of more than one vector width with a tail; two
/// of the weights exempt from weight decay (`--weight-decay-mask`); on 1
/// thread and on 2.
#[test]
fn compiled_optimizer_stage_equals_the_host_loop_bit_for_bit() {
    let lens = [1usize, 7, 64, 1000, 33, 5];
    let slices = [0..1, 2..7, 0..0, 100..1000, 0..33, 0..5];
    let sgd = |momentum, weight_decay| Optimizer::Sgd {
        lr: 0.05,
        momentum,
        weight_decay,
    };
    let cases = [
        (adamw(0.1), 1),
        (adamw(0.0), 2),
        (sgd(0.0, 0.0), 1),
        (sgd(0.0, 0.01), 1),
        (sgd(0.9, 0.01), 2),
    ];
    let schedule = LrSchedule::WarmupCosine {
        warmup_steps: 2,
        decay_steps: 10,
        end_lr: 1e-4,
    };
    let decay = [true, false, true, true, false, true];
    for (case, (opt, threads)) in cases.into_iter().enumerate() {
        let mut host = optim(opt, schedule, Some(1.0), &slices, None);
        host.set_decay(&decay).unwrap();
        let mut jit = Optim::new(opt, schedule, Some(1.0), &slices);
        jit.set_decay(&decay).unwrap();
        let names: Vec<String> = (0..slices.len()).map(|k| format!("w{k}")).collect();
        jit.compile(&names, &CpuOptions::with_threads(threads))
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(jit.is_compiled());
        let w0: Vec<Vec<f32>> = lens
            .iter()
            .enumerate()
            .map(|(k, &n)| values(n, k as u64, 2.0))
            .collect();
        let (mut wh, mut wj) = (w0.clone(), w0);
        for step in 0..6u64 {
            let grads: Vec<Vec<f32>> = lens
                .iter()
                .enumerate()
                .map(|(k, &n)| values(n, 100 * step + k as u64, 0.5))
                .collect();
            // Clipping applies on the even steps.
            let norm = Some(if step % 2 == 0 { 3.5f32 } else { 0.25 });
            let (mut gh, mut gj) = (grads.clone(), grads);
            let ih = host.update_shards(&mut wh, &mut gh, norm).unwrap();
            let ij = jit.update_shards(&mut wj, &mut gj, norm).unwrap();
            assert_eq!(ih, ij);
            let what = format!("case {case} ({opt:?}, {threads} threads), step {step}");
            assert_eq!(gh, gj, "{what}: applied gradients");
            for k in 0..lens.len() {
                let (h, j): (Vec<u32>, Vec<u32>) = (
                    wh[k].iter().map(|x| x.to_bits()).collect(),
                    wj[k].iter().map(|x| x.to_bits()).collect(),
                );
                assert_eq!(h, j, "{what}: weight {k}");
                for s in 0..host.state.len() {
                    let (h, j): (Vec<u32>, Vec<u32>) = (
                        host.state[s][k].iter().map(|x| x.to_bits()).collect(),
                        jit.state[s][k].iter().map(|x| x.to_bits()).collect(),
                    );
                    assert_eq!(h, j, "{what}: state {s} of weight {k}");
                }
            }
        }
        // Elements outside the slices are left alone (the other ZeRO-1
        // owners update them), and the slices moved.
        for k in 0..lens.len() {
            let w = values(lens[k], k as u64, 2.0);
            let moved: Vec<usize> = (0..lens[k]).filter(|&i| wj[k][i] != w[i]).collect();
            assert!(
                moved.iter().all(|i| slices[k].contains(i)),
                "case {case}: weight {k}: {moved:?} moved, slice {:?}",
                slices[k]
            );
            assert!(
                slices[k].is_empty() || moved.len() * 2 > slices[k].len(),
                "case {case}: weight {k}: {} of {:?} moved",
                moved.len(),
                slices[k]
            );
        }
    }
}

/// The weight decay mask: a masked weight moves by the Adam term alone
/// (by hand: one AdamW step, g = 0.5, w0 = 2, lr 0.01, decay 0.1 on the
/// first weight only), on the host and compiled.
#[test]
fn masked_weights_get_no_decay() {
    for compiled in [false, true] {
        let mut o = Optim::new(adamw(0.1), LrSchedule::Constant, None, &[0..1, 0..1]);
        o.set_decay(&[true, false]).unwrap();
        if compiled {
            o.compile(&["a".into(), "b".into()], &CpuOptions::with_threads(1))
                .unwrap();
        }
        let mut w = vec![vec![2.0f32], vec![2.0]];
        o.update_shards(&mut w, &mut [vec![0.5], vec![0.5]], None)
            .unwrap();
        let adam = 0.5 / (0.5 + 1e-8);
        let (a, b) = (2.0 - 0.01 * (adam + 0.1 * 2.0), 2.0 - 0.01 * adam);
        assert!((f64::from(w[0][0]) - a).abs() < 1e-6, "{compiled}: {w:?}");
        assert!((f64::from(w[1][0]) - b).abs() < 1e-6, "{compiled}: {w:?}");
    }
}

/// A compile for the wrong number of weights, or a mask of the wrong
/// length or set after the compile, is refused, saying so.
#[test]
fn optimizer_stage_refuses_a_wrong_weight_list() {
    let mut o = Optim::new(adamw(0.0), LrSchedule::Constant, None, &[0..2, 0..3]);
    let e = o
        .compile(&["only".to_string()], &CpuOptions::with_threads(1))
        .unwrap_err();
    assert_eq!(e, "1 weight names for 2 slices");
    assert!(!o.is_compiled());
    let e = o.set_decay(&[true]).unwrap_err();
    assert_eq!(e, "a weight decay mask of 1 weights for 2");
    o.compile(&["a".into(), "b".into()], &CpuOptions::with_threads(1))
        .unwrap();
    let e = o.set_decay(&[true, false]).unwrap_err();
    assert!(e.contains("after the optimizer stage was compiled"), "{e}");
}

/// `CpuStage::call_f32_in_place`: an elementwise stage's output overwrites
/// an in-out argument (x ← x·y + x, worked by hand); an output onto a
/// read-only argument or onto an input another group of ops reads too,
/// and any in-place call of a stage that is not elementwise (a matmul
/// reads an element again after the row it wrote), are refused.
#[test]
fn in_place_calls_need_an_elementwise_stage() {
    use hetc_backends::mlir::{CpuStage, F32Arg};
    use hetc_ir::{attrs, verify, DType, Graph, OpKind, TensorType};
    let t = TensorType::fixed(DType::F32, &[2, 2]);
    let mut g = Graph::new("axpy");
    let x = g.add_input("x", t.clone());
    let y = g.add_input("y", t.clone());
    let xy = g.build("xy", OpKind::Mul, &[x, y], attrs([])).unwrap();
    let z = g.build("z", OpKind::Add, &[xy, x], attrs([])).unwrap();
    g.outputs.push(z);
    let st = CpuStage::new(verify(&g).unwrap(), "axpy").unwrap();
    let (mut a, b) = (vec![1f32, 2.0, 3.0, 4.0], vec![0.5f32, -1.0, 2.0, 0.0]);
    st.call_f32_in_place(&mut [F32Arg::InOut(&mut a), F32Arg::In(&b)], &[0])
        .unwrap();
    assert_eq!(a, [1.5, 0.0, 9.0, 4.0]);
    let e = st
        .call_f32_in_place(&mut [F32Arg::InOut(&mut a), F32Arg::In(&b)], &[1])
        .unwrap_err();
    assert!(e.to_string().contains("cannot overwrite input 1"), "{e}");
    // Two groups reading one input: neither output may overwrite it.
    let mut g = Graph::new("two");
    let x = g.add_input("x", t.clone());
    let y = g.add_input("y", t.clone());
    let u = g.build("u", OpKind::Add, &[x, y], attrs([])).unwrap();
    let v = g.build("v", OpKind::Mul, &[x, y], attrs([])).unwrap();
    g.outputs.extend([u, v]);
    let st = CpuStage::new(verify(&g).unwrap(), "two").unwrap();
    let mut c = vec![0f32; 4];
    let e = st
        .call_f32_in_place(&mut [F32Arg::InOut(&mut a), F32Arg::InOut(&mut c)], &[0, 1])
        .unwrap_err();
    assert!(e.to_string().contains("cannot overwrite input 0"), "{e}");
    let mut g = Graph::new("mm");
    let x = g.add_input("x", t.clone());
    let y = g.add_input("y", t);
    let z = g.build("z", OpKind::MatMul, &[x, y], attrs([])).unwrap();
    g.outputs.push(z);
    let st = CpuStage::new(verify(&g).unwrap(), "mm").unwrap();
    let e = st
        .call_f32_in_place(&mut [F32Arg::InOut(&mut a), F32Arg::In(&b)], &[0])
        .unwrap_err();
    assert!(e.to_string().contains("not an elementwise stage"), "{e}");
}
