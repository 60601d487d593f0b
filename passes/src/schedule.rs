//! Pipeline schedules: warm-up launch counts and per-stage op orders.
//!
//! Establishes, for the four [`ScheduleKind`]s, how many forward micro-batches
//! each stage launches before its first backward (`N_i`, the warm-up count)
//! and the resulting per-stage order of forward/backward ops:
//! * `gpipe`: every micro-batch (all forwards, then all backwards);
//! * `1f1b` (PipeDream-Flush / Megatron): `N_i = S − i` (0-based `i`; the
//!   paper's `S − i + 1` with 1-based stages);
//! * `eager-1f1b` (Zhuang et al. 2023): `N_i = 2(S − i − 1) + 1`;
//! * `h-1f1b` (HAPT §4.1, eq. 1–2 and 11): `N_{S−1} = 1`,
//!   `N_i = N_{i+1} + δ_i` with `δ_i = 1` if `c_i ≤ ε·t_max`, else
//!   `δ_i = ⌈1 + 2c_i / t_max⌉` — 2 for `c_i ≤ t_max/2`, 3 for
//!   `c_i ≤ t_max`, and larger when `c_i > t_max` (where the paper notes full
//!   overlap is impossible; we keep the formula rather than refuse).
//!
//! Every count is capped at the micro-batches the stage processes and is at
//! least 1. The ceiling is taken with a relative slack of 1e-9 so that a
//! transfer of exactly `t_max/2` (the boundary of eq. 2) gives δ = 2 even
//! when `2c/t_max` rounds to just above 1.
//!
//! Assumes `t_max` is the per-micro-batch compute time (forward + backward)
//! of the slowest stage — HAPT §4.2.4 "stretches" every stage to it — and
//! that `comm[i]` is the one-direction transfer time of one micro-batch from
//! stage `i` to `i + 1`. Inputs are not validated here (the functions cannot
//! fail): a missing `comm` entry counts as 0, and a non-finite or otherwise
//! meaningless `δ` (NaN transfer, `t_max ≤ 0` with a positive transfer)
//! saturates, so the count falls back to its cap. [`crate::simulate`]
//! validates the inputs it runs.
//!
//! Deliberately does not model interleaved (virtual-stage) or zero-bubble
//! schedules, and does not choose a schedule: that is the planner's job.

pub use hetc_ir::ScheduleKind;

/// One compute op of a stage: the forward or backward of a micro-batch.
/// The index is 0-based within the micro-batches handed to [`stage_order`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    Forward(u32),
    Backward(u32),
}

/// Default ε of HAPT eq. 2: transfers up to 5 % of `t_max` need no extra
/// warm-up launch.
pub const H1F1B_EPSILON: f64 = 0.05;

/// Extra warm-up launches δ of stage `i` over stage `i + 1` under h-1f1b
/// (HAPT eq. 2 / 11). Saturates to `u32::MAX` on meaningless input.
fn h1f1b_delta(c: f64, t_max: f64, epsilon: f64) -> u32 {
    if c <= epsilon * t_max {
        return 1;
    }
    let x = 1.0 + 2.0 * c / t_max;
    if !x.is_finite() || x < 1.0 {
        return u32::MAX;
    }
    let d = (x - 1e-9 * x).ceil();
    if d >= u32::MAX as f64 {
        u32::MAX
    } else {
        d as u32
    }
}

/// Warm-up launch counts `N_i` (forward micro-batches launched before the
/// first backward) of every stage, 0-based stage index `i` of
/// `S = micro_batches.len()`.
///
/// * `t_max`: the largest per-micro-batch stage compute time (forward +
///   backward); under HAPT §4.2.4 every stage is "stretched" to it;
/// * `comm`: `c_i`, the per-micro-batch transfer time from stage `i` to
///   `i + 1` (length `S`; the last entry is ignored, a missing one is 0);
/// * `micro_batches[i]`: micro-batches stage `i` processes per iteration
///   (per data-parallel lane); counts are capped at it and are at least 1;
/// * `epsilon`: ε of eq. 2 (use [`H1F1B_EPSILON`]); only h-1f1b reads it.
pub fn warmup_counts(
    kind: ScheduleKind,
    t_max: f64,
    comm: &[f64],
    micro_batches: &[u64],
    epsilon: f64,
) -> Vec<u32> {
    let s = micro_batches.len();
    // Uncapped counts, so that a cap on one stage does not shrink the
    // launches of the stages before it.
    let mut raw = vec![0u64; s];
    match kind {
        ScheduleKind::Gpipe => {
            for (r, &m) in raw.iter_mut().zip(micro_batches) {
                *r = m;
            }
        }
        ScheduleKind::OneFOneB => {
            for (i, r) in raw.iter_mut().enumerate() {
                *r = (s - i) as u64;
            }
        }
        ScheduleKind::Eager1F1B => {
            for (i, r) in raw.iter_mut().enumerate() {
                *r = 2 * (s - i - 1) as u64 + 1;
            }
        }
        ScheduleKind::H1F1B => {
            let mut n: u64 = 1;
            for i in (0..s).rev() {
                if i + 1 < s {
                    let c = comm.get(i).copied().unwrap_or(0.0);
                    n = n.saturating_add(u64::from(h1f1b_delta(c, t_max, epsilon)));
                }
                raw[i] = n;
            }
        }
    }
    raw.iter()
        .zip(micro_batches)
        .map(|(&r, &m)| r.min(m).clamp(1, u64::from(u32::MAX)) as u32)
        .collect()
}

/// Per-stage op order for `micro_batches` micro-batches with `warmup`
/// forward launches: `F0..F(w−1)`, then alternately `B(j)`, `F(w+j)` while
/// forwards remain, then the remaining backwards in order. With
/// `warmup ≥ micro_batches` this is gpipe's all-forwards-then-all-backwards.
///
/// `warmup` is clamped to `1..=micro_batches` (a backward cannot precede its
/// own forward); zero micro-batches give an empty order.
pub fn stage_order(warmup: u32, micro_batches: u64) -> Vec<Step> {
    let n = micro_batches.min(u64::from(u32::MAX)) as u32;
    if n == 0 {
        return Vec::new();
    }
    let w = warmup.clamp(1, n);
    let mut order = Vec::with_capacity(2 * n as usize);
    order.extend((0..w).map(Step::Forward));
    for j in 0..n {
        order.push(Step::Backward(j));
        if let Some(f) = w.checked_add(j).filter(|&f| f < n) {
            order.push(Step::Forward(f));
        }
    }
    order
}

#[cfg(test)]
mod tests {
    use super::*;
    use Step::{Backward as B, Forward as F};

    #[test]
    fn hapt_fig3_counts() {
        // HAPT fig. 3: S = 3, t_max = 1, c = [0.75, 0.001, 0].
        // h-1f1b: N_2 = 1; δ_1: 0.001 ≤ 0.05·1 → 1, N_1 = 2;
        //         δ_0: 0.75 > 0.5 → ⌈1 + 1.5⌉ = 3, N_0 = 5.
        // eager:  2(3−0−1)+1 = 5, 2(3−1−1)+1 = 3, 1.
        // 1f1b:   3−0 = 3, 3−1 = 2, 3−2 = 1.
        let c = [0.75, 0.001, 0.0];
        let mb = [32, 32, 32];
        let h = warmup_counts(ScheduleKind::H1F1B, 1.0, &c, &mb, H1F1B_EPSILON);
        assert_eq!(h, vec![5, 2, 1]);
        let e = warmup_counts(ScheduleKind::Eager1F1B, 1.0, &c, &mb, H1F1B_EPSILON);
        assert_eq!(e, vec![5, 3, 1]);
        let o = warmup_counts(ScheduleKind::OneFOneB, 1.0, &c, &mb, H1F1B_EPSILON);
        assert_eq!(o, vec![3, 2, 1]);
        let g = warmup_counts(ScheduleKind::Gpipe, 1.0, &c, &mb, H1F1B_EPSILON);
        assert_eq!(g, vec![32, 32, 32]);
    }

    #[test]
    fn h1f1b_delta_boundaries() {
        // eq. 2 with t_max = 1, ε = 0.05:
        // c = 0 → 1; c = 0.05 (= ε·t) → 1; c = 0.06 → ⌈1.12⌉ = 2;
        // c = 0.5 (= t/2) → ⌈2⌉ = 2; c = 0.51 → ⌈2.02⌉ = 3; c = 1 → 3;
        // c = 2.5 (> t_max) → ⌈6⌉ = 6.
        for (c, d) in [
            (0.0, 1),
            (0.05, 1),
            (0.06, 2),
            (0.5, 2),
            (0.51, 3),
            (1.0, 3),
            (2.5, 6),
        ] {
            assert_eq!(h1f1b_delta(c, 1.0, H1F1B_EPSILON), d, "c = {c}");
        }
        // t_max = 0.6, c = 0.3: 2c/t = 1 up to rounding → δ = 2, not 3.
        assert_eq!(h1f1b_delta(0.3, 0.6, H1F1B_EPSILON), 2);
        // NaN transfer saturates.
        assert_eq!(h1f1b_delta(f64::NAN, 1.0, H1F1B_EPSILON), u32::MAX);
    }

    #[test]
    fn counts_are_capped_and_at_least_one() {
        // h-1f1b raw {5, 2, 1} capped at 2 micro-batches → {2, 2, 1}.
        let c = [0.75, 0.001, 0.0];
        let h = warmup_counts(ScheduleKind::H1F1B, 1.0, &c, &[2, 2, 2], H1F1B_EPSILON);
        assert_eq!(h, vec![2, 2, 1]);
        // A cap on stage 1 (1 micro-batch) does not shrink stage 0: raw 5,
        // capped at 8 → 5.
        let h = warmup_counts(ScheduleKind::H1F1B, 1.0, &c, &[8, 1, 8], H1F1B_EPSILON);
        assert_eq!(h, vec![5, 1, 1]);
        // gpipe with zero micro-batches still reports 1.
        let g = warmup_counts(ScheduleKind::Gpipe, 1.0, &[], &[0, 3], H1F1B_EPSILON);
        assert_eq!(g, vec![1, 3]);
        // NaN transfer: δ saturates, stage 0 falls back to its cap (6).
        let h = warmup_counts(
            ScheduleKind::H1F1B,
            1.0,
            &[f64::NAN, 0.0],
            &[6, 6],
            H1F1B_EPSILON,
        );
        assert_eq!(h, vec![6, 1]);
        assert!(warmup_counts(ScheduleKind::OneFOneB, 1.0, &[], &[], 0.05).is_empty());
    }

    #[test]
    fn orders_written_out() {
        // w = 2, 4 micro-batches: F0 F1, then B0 F2, B1 F3, then B2 B3.
        assert_eq!(
            stage_order(2, 4),
            vec![F(0), F(1), B(0), F(2), B(1), F(3), B(2), B(3)]
        );
        // w = 1, 3 micro-batches: F0, B0 F1, B1 F2, B2.
        assert_eq!(stage_order(1, 3), vec![F(0), B(0), F(1), B(1), F(2), B(2)]);
        // w ≥ n (gpipe): all forwards, then all backwards.
        assert_eq!(stage_order(5, 3), vec![F(0), F(1), F(2), B(0), B(1), B(2)]);
        // w = 0 is clamped to 1.
        assert_eq!(stage_order(0, 2), vec![F(0), B(0), F(1), B(1)]);
        assert!(stage_order(3, 0).is_empty());
    }
}
