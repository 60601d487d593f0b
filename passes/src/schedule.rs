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
//! * `h-1f1b` with data-parallel lanes (hetc's generalisation, used when
//!   adjacent stages have different DP degrees): a stage with `d_i` replicas
//!   takes alternate micro-batches, so each replica's period is `P_i = d_i·T`
//!   (`T = t_max`, every stage stretched to it). A lane's window between
//!   launching `F(m)` and needing `B(m)` is `N_i·P_i`; it must cover its own
//!   step, the round trip over the boundary and the downstream window:
//!   `N_i·P_i ≥ P_i + c_i + c_i^B + N_{i+1}·P_{i+1}`, i.e.
//!   `N_i = ⌈1 + (c_i + c_i^B + N_{i+1}·P_{i+1}) / P_i⌉` with
//!   `c_i^B = c_i·d_{i+1}/d_i` (the backward message is split over the
//!   downstream replicas, as in [`crate::simulate`]) and transfers up to
//!   `ε·T` counted as 0. With one lane per stage this is exactly eq. 11
//!   (with equal lanes, eq. 11 on the replicas' step `d·T`); without
//!   it, a single-replica stage in front of a 2-replica one keeps too few
//!   micro-batches in flight and each replica idles for a step.
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

/// A stage's compute order for a warm-up count lives with the schedule
/// kinds in the IR: the runtime executes it too.
pub use hetc_ir::plan::{stage_order, Step};

/// Default ε of HAPT eq. 2: transfers up to 5 % of `t_max` need no extra
/// warm-up launch.
pub const H1F1B_EPSILON: f64 = 0.05;

/// H-1F1B warm-up count of a lane of stage `i` (module doc): `⌈1 + (c +
/// c_back + downstream) / period⌉`, where `period = d_i·t_max` is the lane's
/// period, `c`/`c_back` the forward/backward transfer times of one
/// micro-batch over the boundary (each counted as 0 when ≤ `ε·t_max`, eq. 2)
/// and `downstream = N_{i+1}·P_{i+1}` the next stage's window. With one lane
/// everywhere this is `N_{i+1} + ⌈1 + 2c/t_max⌉` (eq. 11). Saturates to
/// `u32::MAX` on meaningless input.
pub fn h1f1b_lane_warmup(
    c: f64,
    c_back: f64,
    downstream: f64,
    period: f64,
    t_max: f64,
    epsilon: f64,
) -> u32 {
    let eff = |c: f64| if c <= epsilon * t_max { 0.0 } else { c };
    let x = 1.0 + (eff(c) + eff(c_back) + downstream) / period;
    if !x.is_finite() || x < 1.0 {
        return u32::MAX;
    }
    // Relative slack so that an exact boundary (c = t_max/2, downstream an
    // exact multiple) does not round up through floating-point noise.
    let d = (x - 1e-9 * x).ceil();
    if d >= u32::MAX as f64 {
        u32::MAX
    } else {
        d as u32
    }
}

/// Extra warm-up launches δ of stage `i` over stage `i + 1` under h-1f1b
/// (HAPT eq. 2 / 11), one lane per stage. Saturates to `u32::MAX` on
/// meaningless input.
pub fn h1f1b_delta(c: f64, t_max: f64, epsilon: f64) -> u32 {
    if c <= epsilon * t_max {
        return 1;
    }
    h1f1b_lane_warmup(c, c, 0.0, t_max, t_max, epsilon)
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
///
/// Stages are taken as one lane each; [`warmup_counts_lanes`] is the h-1f1b
/// count for stages replicated into data-parallel lanes.
pub fn warmup_counts(
    kind: ScheduleKind,
    t_max: f64,
    comm: &[f64],
    micro_batches: &[u64],
    epsilon: f64,
) -> Vec<u32> {
    warmup_counts_lanes(kind, t_max, comm, &[], micro_batches, epsilon)
}

/// [`warmup_counts`] for stages with `lanes[i]` data-parallel replicas each
/// (a missing entry is 1). Only h-1f1b depends on the lanes (module doc);
/// `micro_batches[i]` is per lane.
pub fn warmup_counts_lanes(
    kind: ScheduleKind,
    t_max: f64,
    comm: &[f64],
    lanes: &[u32],
    micro_batches: &[u64],
    epsilon: f64,
) -> Vec<u32> {
    let s = micro_batches.len();
    let lane = |i: usize| f64::from(lanes.get(i).copied().unwrap_or(1).max(1));
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
                    let (p, p_next) = (lane(i) * t_max, lane(i + 1) * t_max);
                    let c_back = c * lane(i + 1) / lane(i);
                    n = u64::from(h1f1b_lane_warmup(
                        c,
                        c_back,
                        n as f64 * p_next,
                        p,
                        t_max,
                        epsilon,
                    ));
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

#[cfg(test)]
mod tests {
    use super::*;

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
    fn h1f1b_counts_with_lanes() {
        // t_max = 1; module doc: N_i = ⌈1 + (c + c·d_{i+1}/d_i + N_{i+1}·d_{i+1})/d_i⌉.
        let h = |c: &[f64], lanes: &[u32]| {
            let mb = vec![64; c.len()];
            warmup_counts_lanes(ScheduleKind::H1F1B, 1.0, c, lanes, &mb, H1F1B_EPSILON)
        };
        // One lane each: eq. 11 ({5, 2, 1} of fig. 3 with c = 0.75).
        assert_eq!(h(&[0.75, 0.0, 0.0], &[]), vec![5, 2, 1]);
        // Equal lanes: eq. 11 on the replicas' step (2): δ_0 = ⌈1 + 1.5/2⌉ = 2.
        assert_eq!(h(&[0.75, 0.0, 0.0], &[2, 2, 2]), vec![4, 2, 1]);
        // One lane before two: ⌈1 + 2/1⌉ = 3.
        assert_eq!(h(&[0.0, 0.0], &[1, 2]), vec![3, 1]);
        // Two lanes before one: ⌈1 + 1/2⌉ = 2.
        assert_eq!(h(&[0.0, 0.0], &[2, 1]), vec![2, 1]);
        // c = 0.3 forward, 0.6 backward (split over 2 lanes):
        // ⌈1 + (0.3 + 0.6 + 2)/1⌉ = ⌈3.9⌉ = 4.
        assert_eq!(h(&[0.3, 0.0], &[1, 2]), vec![4, 1]);
        // Three stages, lanes {1, 4, 1}: N_1 = ⌈1 + 1/4⌉ = 2, window 2·4 = 8;
        // N_0 = ⌈1 + 8⌉ = 9.
        assert_eq!(h(&[0.0, 0.0, 0.0], &[1, 4, 1]), vec![9, 2, 1]);
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
}
