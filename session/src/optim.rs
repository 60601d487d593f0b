//! The optimizer step of a training rank: SGD (momentum, L2 weight decay)
//! and AdamW (decoupled weight decay, bias correction) on the weight shards
//! the rank holds, with the learning rate of the bundle's [`LrSchedule`] and
//! global-norm gradient clipping.
//!
//! Element-wise and in f32 like the weights (the per-step scalars — the
//! scheduled learning rate, the bias corrections, the clipping factor — in
//! f64, then rounded), so the ranks holding copies of an element (DP
//! replicas, tied weights, TP-replicated weights) apply bit-identical
//! updates to bit-identical synced gradients. The formulas are optax's
//! (`optax.sgd`/`optax.adamw` after `optax.clip_by_global_norm`), which
//! `examples/models/train_oracle.py` runs as the tests' oracle.
//!
//! Runs on the host over the rank's flat shards; it is not a compiled
//! stage. Each weight has a slice (a range of its shard's elements) that the
//! rank updates and keeps state for: the whole shard, or under ZeRO-1 the
//! rank's part of its sync bucket ([`crate::train::zero_slices`]) — the
//! other holders update the rest and all-gather the weights.

use hetc_ir::manifest::{LrSchedule, Optimizer};

/// The optimizer of a rank: hyper-parameters and the state of each weight
/// shard (in the rank's weight order).
#[derive(Clone, Debug)]
pub struct Optim {
    pub optimizer: Optimizer,
    pub schedule: LrSchedule,
    pub clip: Option<f64>,
    /// Updates applied so far.
    pub step: u64,
    /// Per weight: the elements of its shard this rank updates.
    pub slices: Vec<std::ops::Range<usize>>,
    /// Per state name of [`Optimizer::state_names`], per weight: the state
    /// of its slice.
    pub state: Vec<Vec<Vec<f32>>>,
}

/// What one update did, for the step line.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct StepInfo {
    pub lr: f64,
    /// The global gradient norm before clipping.
    pub grad_norm: Option<f32>,
    /// With dynamic loss scaling: the scale the step's gradients were
    /// computed with.
    pub loss_scale: Option<f64>,
    /// The step's gradients held an inf or NaN on some rank: nothing was
    /// updated (dynamic loss scaling).
    pub skipped: bool,
}

impl Optim {
    /// Zero state for the `slices` of the weights this rank updates.
    pub fn new(
        optimizer: Optimizer,
        schedule: LrSchedule,
        clip: Option<f64>,
        slices: &[std::ops::Range<usize>],
    ) -> Optim {
        let state = optimizer
            .state_names()
            .iter()
            .map(|_| slices.iter().map(|s| vec![0f32; s.len()]).collect())
            .collect();
        Optim {
            optimizer,
            schedule,
            clip,
            step: 0,
            slices: slices.to_vec(),
            state,
        }
    }

    /// The learning rate of the next update.
    pub fn lr(&self) -> f64 {
        self.schedule.lr_at(self.optimizer.lr(), self.step)
    }

    /// Apply one update to the slices of `weights` with those of `grads`
    /// (synced there), clipped by the global `norm` when clipping is on.
    pub fn update(
        &mut self,
        weights: &mut [Vec<f32>],
        grads: &mut [Vec<f32>],
        norm: Option<f32>,
    ) -> StepInfo {
        let lr = self.lr();
        if let (Some(max), Some(n)) = (self.clip, norm) {
            // optax.clip_by_global_norm: g / ‖g‖ · max when ‖g‖ ≥ max.
            if f64::from(n) >= max {
                let (n, max) = (n, max as f32);
                for (g, s) in grads.iter_mut().zip(&self.slices) {
                    for g in &mut g[s.clone()] {
                        *g = *g / n * max;
                    }
                }
            }
        }
        self.step += 1;
        let lr32 = lr as f32;
        match self.optimizer {
            Optimizer::Sgd {
                momentum,
                weight_decay,
                ..
            } => {
                let (mu, wd) = (momentum as f32, weight_decay as f32);
                for (k, (w, g)) in weights.iter_mut().zip(grads.iter()).enumerate() {
                    let s = self.slices[k].clone();
                    let (w, g) = (&mut w[s.clone()], &g[s]);
                    if momentum == 0.0 {
                        for (x, &d) in w.iter_mut().zip(g) {
                            let d = if wd == 0.0 { d } else { d + wd * *x };
                            *x -= lr32 * d;
                        }
                        continue;
                    }
                    let b = &mut self.state[0][k];
                    for ((x, &d), b) in w.iter_mut().zip(g).zip(b.iter_mut()) {
                        let d = if wd == 0.0 { d } else { d + wd * *x };
                        *b = mu * *b + d;
                        *x -= lr32 * *b;
                    }
                }
            }
            Optimizer::Adamw {
                beta1,
                beta2,
                eps,
                weight_decay,
                ..
            } => {
                let t = self.step as i32;
                let c1 = (1.0 - beta1.powi(t)) as f32;
                let c2 = (1.0 - beta2.powi(t)) as f32;
                // 1 − β in f64, then rounded (f32's 0.999 is 1.3e-8 off, so
                // 1 − b2 computed in f32 would be 1.3e-5 off: a drift).
                let (b1, b2, a1, a2) = (
                    beta1 as f32,
                    beta2 as f32,
                    (1.0 - beta1) as f32,
                    (1.0 - beta2) as f32,
                );
                let (eps, wd) = (eps as f32, weight_decay as f32);
                let (ms, vs) = self.state.split_at_mut(1);
                for (k, (w, g)) in weights.iter_mut().zip(grads.iter()).enumerate() {
                    let s = self.slices[k].clone();
                    let (w, g) = (&mut w[s.clone()], &g[s]);
                    let (m, v) = (&mut ms[0][k], &mut vs[0][k]);
                    for (((x, &d), m), v) in w.iter_mut().zip(g).zip(m.iter_mut()).zip(v.iter_mut())
                    {
                        *m = a1 * d + b1 * *m;
                        *v = a2 * (d * d) + b2 * *v;
                        let u = (*m / c1) / ((*v / c2).sqrt() + eps) + wd * *x;
                        *x -= lr32 * u;
                    }
                }
            }
        }
        StepInfo {
            lr,
            grad_norm: norm,
            ..StepInfo::default()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two AdamW steps on one element, by hand: g = 0.5 then −0.25,
    /// β = (0.9, 0.999), eps 1e-8, weight decay 0.1, lr 0.01, w0 = 2.
    #[test]
    fn adamw_two_steps_by_hand() {
        let opt = Optimizer::Adamw {
            lr: 0.01,
            beta1: 0.9,
            beta2: 0.999,
            eps: 1e-8,
            weight_decay: 0.1,
        };
        let mut o = Optim::new(
            opt,
            LrSchedule::Constant,
            None,
            std::slice::from_ref(&(0..1)),
        );
        let mut w = vec![vec![2.0f32]];
        o.update(&mut w, &mut [vec![0.5]], None);
        // Step 1: m̂ = g, v̂ = g², so the Adam part is g/(|g| + eps) ≈ 1.
        let w1 = 2.0 - 0.01 * (0.5 / (0.5 + 1e-8) + 0.1 * 2.0);
        assert!(
            (f64::from(w[0][0]) - w1).abs() < 1e-6,
            "{} vs {w1}",
            w[0][0]
        );
        o.update(&mut w, &mut [vec![-0.25]], None);
        let m = 0.9 * 0.05 + 0.1 * -0.25; // 0.02
        let v = 0.999 * (0.001 * 0.25) + 0.001 * 0.0625;
        let (mh, vh) = (m / (1.0 - 0.81), v / (1.0 - 0.999f64.powi(2)));
        let w2 = w1 - 0.01 * (mh / (vh.sqrt() + 1e-8) + 0.1 * w1);
        assert!(
            (f64::from(w[0][0]) - w2).abs() < 1e-6,
            "{} vs {w2}",
            w[0][0]
        );
    }

    /// SGD with momentum 0.9 and L2 decay 0.5, and clipping to norm 1 of a
    /// gradient of norm 5 (3, 4 → 0.6, 0.8).
    #[test]
    fn sgd_momentum_and_clipping_by_hand() {
        let opt = Optimizer::Sgd {
            lr: 0.1,
            momentum: 0.9,
            weight_decay: 0.5,
        };
        let mut o = Optim::new(
            opt,
            LrSchedule::Constant,
            Some(1.0),
            std::slice::from_ref(&(0..2)),
        );
        let mut w = vec![vec![1.0f32, -1.0]];
        let info = o.update(&mut w, &mut [vec![3.0, 4.0]], Some(5.0));
        assert_eq!(info.grad_norm, Some(5.0));
        // d = (0.6 + 0.5, 0.8 − 0.5) = (1.1, 0.3); b = d.
        let want = [1.0 - 0.1 * 1.1, -1.0 - 0.1 * 0.3];
        for (g, w) in w[0].iter().zip(want) {
            assert!((f64::from(*g) - w).abs() < 1e-6, "{g} vs {w}");
        }
        // A norm below the bound leaves the gradient alone: b = 0.9·b + d.
        let before = w[0].clone();
        o.update(&mut w, &mut [vec![0.3, 0.0]], Some(0.3));
        let d0 = 0.3 + 0.5 * f64::from(before[0]);
        let want0 = f64::from(before[0]) - 0.1 * (0.9 * 1.1 + d0);
        assert!((f64::from(w[0][0]) - want0).abs() < 1e-6);
    }
}
