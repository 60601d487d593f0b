//! Time of one layer for one micro-batch on one TP group (roofline + TP
//! communication).
//!
//! Establishes: forward kernel time = Σ over the layer's kernels (its ops;
//! the layer's totals when it lists none) of max(FLOPs / achievable FLOP/s,
//! bytes / HBM bandwidth) with FLOPs and bytes = per-sample figures × micro-
//! batch size ÷ TP degree (not divided for [`TpKind::Replicated`] work, nor
//! for the kernels of a split layer flagged [`crate::Kernel::replicated`]:
//! every TP rank repeats those); TP communication per forward = 2 ring all-reduces
//! of the layer output for a transformer block, 1 for a vocabulary-parallel
//! embedding/head, none for replicated work, over the chip's intra-node
//! bandwidth (TP degrees never exceed `tp_limit`, which keeps a TP group in
//! one node). Backward = 2 × forward kernels + the same number of
//! all-reduces; recomputation = one more forward.
//!
//! Assumes the backward of every layer is matmul-like (2× forward); that
//! is the DESIGN's rule and within a few percent for transformer blocks.
//!
//! Deliberately does not overlap TP communication with compute. Sequence
//! parallelism is a workload transformation
//! ([`crate::Workload::sequence_parallel`]): it clears the replicated flags
//! (its reduce-scatter + all-gather has the all-reduce's volume, so the
//! communication time stays).

use super::comm::ring_all_reduce_s;
use super::CostParams;
use crate::workload::{LayerCost, TpKind};
use hetc_ir::{ChipType, DType};

/// Roofline time of `flops` and `bytes` on one device of `chip`.
/// Infinite if the chip states no throughput for `dtype` and there is work.
pub fn roofline_s(flops: f64, bytes: f64, chip: &ChipType, dtype: DType) -> f64 {
    let compute = if flops > 0.0 {
        let rate = chip.effective_flops(dtype);
        if rate > 0.0 {
            flops / rate
        } else {
            f64::INFINITY
        }
    } else {
        0.0
    };
    let memory = if bytes > 0.0 {
        bytes / (chip.hbm_gb_s * 1e9)
    } else {
        0.0
    };
    compute.max(memory)
}

/// One layer's time for one micro-batch on one TP group.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct LayerTime {
    /// Forward kernels on one device (roofline).
    pub fwd_compute_s: f64,
    /// TP all-reduces of one forward pass (the backward has as many).
    pub tp_comm_s: f64,
    /// Backward kernels on one device: 2 × forward (matmul-like), or a
    /// profile's measurement ([`super::profile`]).
    pub bwd_compute_s: f64,
}

impl LayerTime {
    pub fn forward_s(&self) -> f64 {
        self.fwd_compute_s + self.tp_comm_s
    }

    /// Backward kernels (2 × forward unless measured) plus the TP
    /// all-reduces of the input gradients.
    pub fn backward_s(&self) -> f64 {
        self.bwd_compute_s + self.tp_comm_s
    }

    /// Recomputation replays the forward, all-reduces included.
    pub fn recompute_s(&self) -> f64 {
        self.forward_s()
    }

    /// Forward + backward (+ recompute) of one micro-batch: H2's per-layer
    /// `t^fwd + t^bwd + r · t^recomp`.
    pub fn step_s(&self, recompute: bool) -> f64 {
        let r = if recompute { self.recompute_s() } else { 0.0 };
        self.forward_s() + self.backward_s() + r
    }
}

/// Time of `layer` for a micro-batch of `micro_batch_size` samples on a TP
/// group of `tp` devices of `chip`.
pub fn layer_time(
    layer: &LayerCost,
    chip: &ChipType,
    dtype: DType,
    tp: u32,
    micro_batch_size: u64,
    params: &CostParams,
) -> LayerTime {
    let mb = micro_batch_size as f64;
    let split = match layer.tp {
        TpKind::Replicated => 1.0,
        _ => tp.max(1) as f64,
    };
    let fwd_compute_s = if layer.kernels.is_empty() {
        roofline_s(
            layer.fwd_flops * mb / split,
            layer.fwd_bytes * mb / split,
            chip,
            dtype,
        )
    } else {
        layer
            .kernels
            .iter()
            .map(|k| {
                let split = if k.replicated { 1.0 } else { split };
                roofline_s(k.flops * mb / split, k.bytes * mb / split, chip, dtype)
            })
            .sum()
    };
    let comm = layer.tp_comm();
    let one = ring_all_reduce_s(
        comm.bytes_each * mb,
        tp,
        chip.intra_node_gb_s * 1e9,
        params.intra_node_latency_s,
    );
    LayerTime {
        fwd_compute_s,
        tp_comm_s: comm.count as f64 * one,
        bwd_compute_s: 2.0 * fwd_compute_s,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cost::test_chips::chip_x;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() <= 1e-12 * a.abs().max(b.abs())
    }

    fn layer(flops: f64, bytes: f64, out: f64, tp: TpKind) -> LayerCost {
        LayerCost {
            recompute_with_previous: false,
            replicated: Default::default(),
            kernels: Vec::new(),
            name: "l".into(),
            signature: 0,
            fwd_flops: flops,
            fwd_bytes: bytes,
            params: 0,
            act_bytes: 0.0,
            act_bytes_recompute: 0.0,
            out_bytes: out,
            tp,
            tp_comm: None,
        }
    }

    #[test]
    fn gemm_is_compute_bound() {
        // C[M,N] = A[M,K]·B[K,N] with M = N = K = 4096 in f16: 2·M·N·K FLOPs,
        // 3·4096²·2 bytes. 100 TFLOP/s × 0.5 = 5e13 FLOP/s.
        let (m, n, k) = (4096.0_f64, 4096.0_f64, 4096.0_f64);
        let flops = 2.0 * m * n * k;
        let bytes = (m * k + k * n + m * n) * 2.0;
        let t = roofline_s(flops, bytes, &chip_x(), DType::F16);
        assert!(close(t, 137_438_953_472.0 / 5e13), "{t}");
        // The memory side would be 100663296 B / 1e12 B/s ≈ 0.1 ms < 2.7 ms.
        assert!(bytes / 1e12 < t);
    }

    #[test]
    fn elementwise_is_memory_bound() {
        // 1 GB read+written, 2.5e8 FLOPs: 1e9 / 1e12 = 1 ms ≫ 2.5e8 / 5e13.
        let t = roofline_s(2.5e8, 1e9, &chip_x(), DType::BF16);
        assert!(close(t, 1e-3), "{t}");
    }

    #[test]
    fn transformer_block_under_tp() {
        let chip = chip_x();
        let params = CostParams::default();
        // 1e12 FLOPs/sample, mb 2, tp 4: 5e11 FLOPs per device → 10 ms.
        // Two all-reduces of 2 × 1e7 bytes over 4 ranks at 200 GB/s, 5 µs:
        // each 2·3/4·2e7/2e11 + 2·3·5e-6 = 1.5e-4 + 3e-5.
        let l = layer(1e12, 1e9, 1e7, TpKind::TransformerBlock);
        let t = layer_time(&l, &chip, DType::F16, 4, 2, &params);
        assert!(close(t.fwd_compute_s, 0.01), "{t:?}");
        let ar = 1.5e-4 + 3e-5;
        assert!(close(t.tp_comm_s, 2.0 * ar), "{t:?}");
        assert!(close(t.backward_s(), 0.02 + 2.0 * ar));
        assert!(close(t.step_s(false), 0.03 + 4.0 * ar));
        assert!(close(t.step_s(true), 0.04 + 6.0 * ar));
    }

    #[test]
    fn replicated_work_is_not_split_and_not_reduced() {
        let chip = chip_x();
        let l = layer(1e12, 0.0, 1e7, TpKind::Replicated);
        let t = layer_time(&l, &chip, DType::F16, 8, 1, &CostParams::default());
        assert!(close(t.fwd_compute_s, 0.02), "{t:?}");
        assert_eq!(t.tp_comm_s, 0.0);
        // Vocabulary-parallel: split, one all-reduce (2 ranks: one buffer
        // each way, 1e7 / 2e11 + 2·5e-6).
        let l = layer(1e12, 0.0, 1e7, TpKind::VocabParallel);
        let t = layer_time(&l, &chip, DType::F16, 2, 1, &CostParams::default());
        assert!(close(t.fwd_compute_s, 0.01), "{t:?}");
        assert!(close(t.tp_comm_s, 5e-5 + 1e-5), "{t:?}");
    }
}
