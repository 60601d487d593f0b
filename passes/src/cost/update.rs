//! Per-iteration optimizer update of one stage: H2's `T_i^update`.
//!
//! Establishes: update = Adam step + unhidden gradient synchronisation.
//! The Adam step is memory-bound: each device updates its ZeRO-1 shard of
//! `P/dp` elements (P = its parameters after TP), moving
//! [`ParamStateBytes::update_traffic`] bytes per element through HBM. The
//! gradient synchronisation is a ring all-reduce of the P gradients
//! (`grad` bytes each) over the `dp` replicas; with ZeRO-1 it is really a
//! reduce-scatter of gradients plus an all-gather of updated weights, which
//! moves the same volume. It runs over the intra-node fabric when the whole
//! stage sits in one node, else over each device's NIC share; the fraction
//! `grad_sync_overlap` of it is hidden behind the backward pass.
//!
//! Assumes all TP ranks synchronise their own shards concurrently, each on
//! its own channel (so the per-device bandwidth is the right one).
//!
//! Deliberately does not model gradient bucketing or a hierarchical
//! (intra-node then inter-node) all-reduce.

use super::comm::ring_all_reduce_s;
use super::memory::ParamStateBytes;
use super::CostParams;
use hetc_ir::{ChipType, DType};

/// The two parts of a stage's update time.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct UpdateTime {
    pub optimizer_s: f64,
    /// The part of the gradient all-reduce not hidden by backward.
    pub grad_sync_s: f64,
}

impl UpdateTime {
    pub fn total(&self) -> f64 {
        self.optimizer_s + self.grad_sync_s
    }
}

/// Update time of one device holding `local_params` parameter elements of
/// a stage replicated `dp` times; `dp_spans_nodes` says whether the DP group
/// leaves the node.
pub fn update_time(
    local_params: f64,
    chip: &ChipType,
    dtype: DType,
    dp: u32,
    dp_spans_nodes: bool,
    params: &CostParams,
) -> UpdateTime {
    let b = ParamStateBytes::for_dtype(dtype);
    let dp = dp.max(1);
    let optimizer_s = local_params / dp as f64 * b.update_traffic / (chip.hbm_gb_s * 1e9);
    let (bw, lat) = if dp_spans_nodes {
        (chip.nic_bytes_per_device(), params.inter_node_latency_s)
    } else {
        (chip.intra_node_gb_s * 1e9, params.intra_node_latency_s)
    };
    let sync = ring_all_reduce_s(local_params * b.grad, dp, bw, lat);
    UpdateTime {
        optimizer_s,
        grad_sync_s: sync * (1.0 - params.grad_sync_overlap),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cost::test_chips::chip_x;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() <= 1e-12 * a.abs().max(b.abs())
    }

    #[test]
    fn update_by_hand() {
        let chip = chip_x();
        let params = CostParams::default();
        // 1e9 local params, dp 4 across nodes, bf16: Adam over 2.5e8
        // elements × 28 B at 1e12 B/s = 7 ms; all-reduce of 2e9 B over 4
        // ranks at 12.5 GB/s (4 × 200 Gbit/s / 8 devices), 10 µs:
        // 2·3/4·2e9/1.25e10 + 6·1e-5 = 0.24 + 6e-5.
        let u = update_time(1e9, &chip, DType::BF16, 4, true, &params);
        assert!(close(u.optimizer_s, 7e-3), "{u:?}");
        assert!(close(u.grad_sync_s, 0.24 + 6e-5), "{u:?}");
        // Half of it hidden.
        let half = CostParams {
            grad_sync_overlap: 0.5,
            ..params.clone()
        };
        let u2 = update_time(1e9, &chip, DType::BF16, 4, true, &half);
        assert!(close(u2.grad_sync_s, (0.24 + 6e-5) / 2.0));
        // Inside a node: 200 GB/s, 5 µs.
        let u3 = update_time(1e9, &chip, DType::BF16, 4, false, &params);
        assert!(
            close(u3.grad_sync_s, 1.5 * 2e9 / 2e11 + 6.0 * 5e-6),
            "{u3:?}"
        );
        // No DP: only the optimizer over all 1e9 elements.
        let u4 = update_time(1e9, &chip, DType::BF16, 1, false, &params);
        assert!(close(u4.total(), 0.028));
    }
}
