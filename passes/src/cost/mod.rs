//! The analytic cost model: time, memory and communication of layers and
//! pipeline stages on one chip type.
//!
//! Establishes, for a [`ChipType`](hetc_ir::ChipType), the workload's dtype, a
//! TP degree and a micro-batch size:
//! * [`layer`]: roofline time of one layer's forward (max of FLOPs over
//!   achievable FLOP/s and bytes over HBM bandwidth) plus its Megatron TP
//!   all-reduces; backward = 2 × forward compute + the same TP communication;
//!   recomputation = one more forward.
//! * [`memory`]: bytes per device of a stage (weights, gradients, ZeRO-1
//!   sharded Adam state, activations of the in-flight micro-batches) and the
//!   usable capacity of a device.
//! * [`update`]: optimizer step time (memory-bound Adam) plus the unhidden
//!   part of the data-parallel gradient all-reduce.
//! * [`comm`]: alpha–beta point-to-point and ring collectives, and the
//!   stage-boundary send of H2 §5 (send/recv of shards + all-gather).
//!
//! Assumes the workload's per-sample, TP-degree-1 figures
//! ([`crate::workload`]) and the cluster's numbers are right; the constants
//! a cluster spec does not give (latencies, usable memory fraction, overlap
//! of gradient sync) are [`CostParams`] with documented defaults.
//!
//! Deliberately does not: simulate overlap or contention (that is the
//! simulator's job) or model kernels below the layer level (per-op FLOPs and
//! bytes live in [`ops`]). A measured profile ([`profile`]), when given,
//! replaces a layer's times where it has them.

pub mod comm;
pub mod layer;
pub mod memory;
pub mod ops;
pub mod profile;
pub mod update;

pub use comm::{boundary_send_s, p2p_s, ring_all_gather_s, ring_all_reduce_s, Route, Side};
pub use layer::{layer_time, roofline_s, LayerTime};
pub use memory::{
    capacity_bytes, stage_memory, MemoryConfig, ParamStateBytes, StageLoad, StageMemory,
};
pub use profile::{layer_time_profiled, Profile, ProfileError};
pub use update::{update_time, UpdateTime};

/// The constants of the analytic model that a cluster spec does not state.
#[derive(Clone, Debug, PartialEq)]
pub struct CostParams {
    /// Fraction of a device's memory a plan may fill (default 0.9). The rest
    /// is the framework's reserve: CUDA/ROCm context, communicator buffers,
    /// allocator fragmentation, workspace of GEMM/attention kernels.
    pub memory_fraction: f64,
    /// Fraction of the data-parallel gradient all-reduce hidden behind the
    /// backward pass (default 0: H2 counts "gradient synchronization time
    /// that is not overlapped"; 0 is the conservative end).
    pub grad_sync_overlap: f64,
    /// Per-message latency inside a node (NVLink / xGMI / PCIe), seconds.
    /// Default 5 µs, a typical NCCL/RCCL per-hop latency.
    pub intra_node_latency_s: f64,
    /// Per-message latency between nodes of one mesh (RDMA NICs), seconds.
    /// Default 10 µs. Links between meshes carry their own `latency_us`.
    pub inter_node_latency_s: f64,
}

impl Default for CostParams {
    fn default() -> Self {
        CostParams {
            memory_fraction: 0.9,
            grad_sync_overlap: 0.0,
            intra_node_latency_s: 5e-6,
            inter_node_latency_s: 10e-6,
        }
    }
}

/// A cost-model constant out of its range.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("{field} must be {need}, is {value}")]
pub struct ParamOutOfRange {
    pub field: &'static str,
    pub need: &'static str,
    pub value: f64,
}

impl CostParams {
    /// Check that every constant is in range; the error names the field.
    pub fn validate(&self) -> Result<(), ParamOutOfRange> {
        let bad = |field, need, value| Err(ParamOutOfRange { field, need, value });
        let f = self.memory_fraction;
        if !(f > 0.0 && f <= 1.0) {
            return bad("memory_fraction", "in (0, 1]", f);
        }
        let o = self.grad_sync_overlap;
        if !(0.0..=1.0).contains(&o) {
            return bad("grad_sync_overlap", "in [0, 1]", o);
        }
        for (name, v) in [
            ("intra_node_latency", self.intra_node_latency_s),
            ("inter_node_latency", self.inter_node_latency_s),
        ] {
            if !(v.is_finite() && v >= 0.0) {
                return bad(name, "a finite number ≥ 0", v);
            }
        }
        Ok(())
    }
}

#[cfg(test)]
pub(crate) mod test_chips {
    //! Chip fixtures shared by the cost-model tests.
    use hetc_ir::{ChipType, PeakTflops};

    /// 100 TFLOP/s f16 peak at efficiency 0.5, 32 GiB at 1000 GB/s, 8 per
    /// node with 200 GB/s intra-node, 4 × 200 Gbit/s NICs per node.
    pub fn chip_x() -> ChipType {
        ChipType {
            name: "X".into(),
            vendor: "nvidia".into(),
            peak_tflops: PeakTflops {
                f16: Some(100.0),
                ..PeakTflops::default()
            },
            memory_gib: 32.0,
            hbm_gb_s: 1000.0,
            efficiency: 0.5,
            devices_per_node: 8,
            intra_node_gb_s: 200.0,
            tp_limit: 8,
            nics_per_node: 4,
            nic_gbit_s: 200.0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_params_are_valid_and_bad_ones_named() {
        assert!(CostParams::default().validate().is_ok());
        let bad = CostParams {
            memory_fraction: 1.5,
            ..CostParams::default()
        };
        assert_eq!(bad.validate().unwrap_err().field, "memory_fraction");
        let bad = CostParams {
            grad_sync_overlap: -0.1,
            ..CostParams::default()
        };
        assert_eq!(bad.validate().unwrap_err().field, "grad_sync_overlap");
    }
}
