//! Memory per device of a pipeline stage, and a device's usable capacity.
//!
//! Establishes, for a contiguous layer range at TP degree `tp`, DP degree
//! `dp`, micro-batch size `mb` and `K` micro-batches in flight:
//! * model state = P·(weight + grad bytes) + P·optimizer bytes / dp, where
//!   P = Σ params/tp (replicated layers, and the [`crate::Replicated`] part
//!   of a split layer: not divided). For 16-bit
//!   compute that is DESIGN's 16 B/param mixed precision: 2 B weights, 2 B
//!   gradients, 12 B fp32 master + Adam m, v, the 12 B sharded over DP
//!   (ZeRO-1). For 32/64-bit compute the weights are the master copy and
//!   Adam m, v are in the same type (4+4+8 B for f32).
//! * activations without recomputation = K·mb·Σ act_bytes/tp (replicated
//!   layers and parts not divided); with full recomputation = K·mb·Σ act_bytes_recompute
//!   (the stored layer inputs) + mb·max single-layer act_bytes/tp, because
//!   one layer at a time is re-materialised during backward.
//! * capacity = memory × [`CostParams::memory_fraction`].
//!
//! Assumes the workload's activation figures are per sample at TP 1 and
//! already include what backward keeps (attention scores, GEMM inputs).
//!
//! Deliberately does not count temporary buffers of communication, the
//! gradient bucket of DP, or fragmentation: those are what the 10% reserve
//! of the default `memory_fraction` stands for.

use super::CostParams;
use crate::workload::{LayerCost, TpKind};
use hetc_ir::{ChipType, DType};

/// Bytes of training state per parameter element, and the HBM traffic of
/// one Adam step per parameter element.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ParamStateBytes {
    pub weight: f64,
    pub grad: f64,
    /// Optimizer state (fp32 master copy if separate, Adam m and v); sharded
    /// over DP by ZeRO-1.
    pub optimizer: f64,
    /// Bytes read + written per element by a fused Adam step: read master,
    /// m, v and the gradient, write master, m, v and the compute-precision
    /// weight. 28 B for f16/bf16 (12+2 read, 12+2 written) and for f32
    /// (16 read, 12 written).
    pub update_traffic: f64,
}

impl ParamStateBytes {
    pub fn for_dtype(dtype: DType) -> ParamStateBytes {
        let e = dtype.size_bytes() as f64;
        if e >= 4.0 {
            ParamStateBytes {
                weight: e,
                grad: e,
                optimizer: 2.0 * e,
                update_traffic: 7.0 * e,
            }
        } else {
            ParamStateBytes {
                weight: e,
                grad: e,
                optimizer: 12.0,
                update_traffic: 24.0 + 2.0 * e,
            }
        }
    }
}

fn tp_split(kind: TpKind, tp: u32) -> f64 {
    match kind {
        TpKind::Replicated => 1.0,
        _ => tp.max(1) as f64,
    }
}

/// Per-device sums over a stage's layers at one TP degree, per sample.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct StageLoad {
    /// Parameter elements held by one device (after TP).
    pub params: f64,
    /// Σ activation bytes kept per sample without recomputation.
    pub act_bytes: f64,
    /// Σ activation bytes kept per sample with full recomputation.
    pub act_bytes_recompute: f64,
    /// Largest recomputation working set per sample: the activation bytes
    /// re-materialised at once during backward when recomputing — one
    /// layer's, or a run of layers recomputed from one checkpoint
    /// ([`LayerCost::recompute_with_previous`]).
    pub max_layer_act_bytes: f64,
    /// Activation bytes of the run that the last added layer belongs to
    /// (`None` before the first layer); [`StageLoad::add`]'s state.
    pub open_run_act_bytes: Option<f64>,
}

impl StageLoad {
    pub fn add(&mut self, layer: &LayerCost, tp: u32) {
        let s = tp_split(layer.tp, tp);
        let whole = layer.replicated;
        self.params +=
            (layer.params - whole.params.min(layer.params)) as f64 / s + whole.params as f64;
        let act = (layer.act_bytes - whole.act_bytes).max(0.0) / s + whole.act_bytes;
        self.act_bytes += act;
        // A stage's first layer always keeps its input (the received
        // activation is the checkpoint), whatever the flag says.
        let run = match self.open_run_act_bytes {
            Some(open) if layer.recompute_with_previous => open + act,
            _ => {
                self.act_bytes_recompute += layer.act_bytes_recompute;
                act
            }
        };
        self.open_run_act_bytes = Some(run);
        self.max_layer_act_bytes = self.max_layer_act_bytes.max(run);
    }

    pub fn of<'a>(layers: impl IntoIterator<Item = &'a LayerCost>, tp: u32) -> StageLoad {
        let mut load = StageLoad::default();
        for l in layers {
            load.add(l, tp);
        }
        load
    }
}

/// How a stage runs, as far as memory is concerned.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MemoryConfig {
    pub dp: u32,
    pub recompute: bool,
    pub micro_batch_size: u64,
    /// Micro-batches whose activations are alive at the peak (1F1B: the
    /// warm-up count).
    pub in_flight: u64,
}

/// Memory of one device of a stage.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct StageMemory {
    /// Weights, gradients and optimizer state.
    pub states_bytes: f64,
    pub activation_bytes: f64,
}

impl StageMemory {
    pub fn total(&self) -> f64 {
        self.states_bytes + self.activation_bytes
    }
}

/// Memory of one device of a stage with `load` in `dtype` run as `cfg`.
pub fn stage_memory(load: &StageLoad, dtype: DType, cfg: &MemoryConfig) -> StageMemory {
    let b = ParamStateBytes::for_dtype(dtype);
    let states_bytes =
        load.params * (b.weight + b.grad) + load.params * b.optimizer / cfg.dp.max(1) as f64;
    let mb = cfg.micro_batch_size as f64;
    let k = cfg.in_flight as f64;
    let activation_bytes = if cfg.recompute {
        k * mb * load.act_bytes_recompute + mb * load.max_layer_act_bytes
    } else {
        k * mb * load.act_bytes
    };
    StageMemory {
        states_bytes,
        activation_bytes,
    }
}

/// Bytes a plan may use on one device of `chip`.
pub fn capacity_bytes(chip: &ChipType, params: &CostParams) -> f64 {
    chip.memory_bytes() * params.memory_fraction
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cost::test_chips::chip_x;

    fn layer(params: u64, act: f64, act_rc: f64, tp: TpKind) -> LayerCost {
        LayerCost {
            recompute_with_previous: false,
            replicated: Default::default(),
            kernels: Vec::new(),
            name: "l".into(),
            signature: 0,
            fwd_flops: 0.0,
            fwd_bytes: 0.0,
            params,
            act_bytes: act,
            act_bytes_recompute: act_rc,
            out_bytes: 0.0,
            tp,
            tp_comm: None,
        }
    }

    /// Runs by hand: A(act 10, input 1) B(+, 20, 2) C(5, 3) D(+, 7, 4),
    /// `+` = recomputed with the previous layer.
    #[test]
    fn recomputation_runs_keep_one_checkpoint_and_recompute_together() {
        let mk = |act: f64, rc: f64, cont: bool| LayerCost {
            recompute_with_previous: cont,
            ..layer(0, act, rc, TpKind::Replicated)
        };
        let l = [
            mk(10.0, 1.0, false),
            mk(20.0, 2.0, true),
            mk(5.0, 3.0, false),
            mk(7.0, 4.0, true),
        ];
        let whole = StageLoad::of(&l, 1);
        assert_eq!(whole.act_bytes, 42.0);
        assert_eq!(whole.act_bytes_recompute, 1.0 + 3.0);
        // A+B; C+D is 12.
        assert_eq!(whole.max_layer_act_bytes, 30.0);
        // A stage that begins inside a run keeps its own input.
        let tail = StageLoad::of(&l[1..], 1);
        assert_eq!(tail.act_bytes_recompute, 2.0 + 3.0);
        assert_eq!(tail.max_layer_act_bytes, 20.0); // B; C+D is 12
        let mid = StageLoad::of(&l[1..3], 1);
        assert_eq!(mid.act_bytes_recompute, 2.0 + 3.0);
        assert_eq!(mid.max_layer_act_bytes, 20.0);
    }

    #[test]
    fn mixed_precision_is_16_bytes_per_param() {
        let b = ParamStateBytes::for_dtype(DType::BF16);
        assert_eq!(b.weight + b.grad + b.optimizer, 16.0);
        assert_eq!(b.update_traffic, 28.0);
        let f = ParamStateBytes::for_dtype(DType::F32);
        assert_eq!(f.weight + f.grad + f.optimizer, 16.0);
    }

    #[test]
    fn stage_memory_by_hand() {
        // Two blocks of 1e9 params, act 2e9 B (1e8 B with recompute) per
        // sample, and a replicated norm of 1e6 params, act 1e7 B.
        let layers = [
            layer(1_000_000_000, 2e9, 1e8, TpKind::TransformerBlock),
            layer(1_000_000_000, 2e9, 1e8, TpKind::TransformerBlock),
            layer(1_000_000, 1e7, 1e7, TpKind::Replicated),
        ];
        let load = StageLoad::of(&layers, 4);
        // P = 2e9/4 + 1e6 = 501e6.
        assert_eq!(load.params, 501e6);
        let cfg = MemoryConfig {
            dp: 2,
            recompute: false,
            micro_batch_size: 2,
            in_flight: 3,
        };
        let m = stage_memory(&load, DType::F16, &cfg);
        // States: 501e6·4 + 501e6·12/2 = 2004e6 + 3006e6.
        assert_eq!(m.states_bytes, 5010e6);
        // Activations: 3·2·(2e9/4 + 2e9/4 + 1e7) = 6·1.01e9.
        assert_eq!(m.activation_bytes, 6.06e9);
        let rc = stage_memory(
            &load,
            DType::F16,
            &MemoryConfig {
                recompute: true,
                ..cfg
            },
        );
        // 3·2·(1e8 + 1e8 + 1e7) + 2·(2e9/4).
        assert_eq!(rc.activation_bytes, 1.26e9 + 1e9);
        assert_eq!(rc.total(), 5010e6 + 2.26e9);
    }

    #[test]
    fn capacity_is_a_fraction_of_memory() {
        let c = capacity_bytes(&chip_x(), &CostParams::default());
        assert_eq!(c, 32.0 * 1073741824.0 * 0.9);
    }
}
