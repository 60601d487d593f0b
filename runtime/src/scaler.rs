//! Dynamic loss scaling's state and rule (f16 training, the bundle's
//! [`LossScaler`]; PyTorch's `GradScaler`).
//!
//! A [`LossScale`] is the scale a step's loss cotangent is multiplied by,
//! the clean steps in a row since it last changed, and the steps skipped so
//! far. [`LossScale::step`] applies the rule after a step: a step whose
//! gradients hold an inf or a NaN on any rank (the caller's `finite` is the
//! job's decision: the global gradient norm all-reduced over every rank,
//! [`crate::exec`]) is skipped and multiplies the scale by `backoff`;
//! `interval` clean steps in a row multiply it by `growth`. The state is
//! saved in checkpoints ([`crate::checkpoint::Meta::loss_scaler`]).

pub use hetc_ir::manifest::LossScaler;
use serde::{Deserialize, Serialize};

/// Dynamic loss scaling's state.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LossScale {
    pub scale: f64,
    /// Clean steps in a row since the scale last changed (`GradScaler`'s
    /// growth tracker).
    pub good: u64,
    /// Steps skipped so far: the optimizer applied that many fewer updates
    /// than there were steps.
    pub skipped: u64,
}

impl LossScale {
    /// The state before the first step.
    pub fn new(cfg: &LossScaler) -> LossScale {
        LossScale {
            scale: cfg.init,
            good: 0,
            skipped: 0,
        }
    }

    /// After a step whose gradients were all finite on every rank
    /// (`finite`) or not: whether to apply its update.
    pub fn step(&mut self, cfg: &LossScaler, finite: bool) -> bool {
        if !finite {
            self.scale *= cfg.backoff;
            self.good = 0;
            self.skipped += 1;
            return false;
        }
        self.good += 1;
        if self.good == cfg.interval {
            self.scale *= cfg.growth;
            self.good = 0;
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// GradScaler's sequence by hand: init 8, interval 2: an overflow
    /// halves (8 → 4) and resets the count, two clean steps double (→ 8),
    /// a clean step then an overflow leaves 4 with the count reset.
    #[test]
    fn backs_off_and_grows_as_grad_scaler() {
        let cfg = LossScaler {
            init: 8.0,
            growth: 2.0,
            backoff: 0.5,
            interval: 2,
        };
        let mut s = LossScale::new(&cfg);
        let mut seen = Vec::new();
        for finite in [false, true, true, true, false, true] {
            let applied = s.step(&cfg, finite);
            seen.push((applied, s.scale, s.good));
        }
        assert_eq!(
            seen,
            [
                (false, 4.0, 0),
                (true, 4.0, 1),
                (true, 8.0, 0),
                (true, 8.0, 1),
                (false, 4.0, 0),
                (true, 4.0, 1),
            ]
        );
        assert_eq!(s.skipped, 2);
    }
}
