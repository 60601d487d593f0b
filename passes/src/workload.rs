//! The planner's view of a model: a sequence of layers with their costs.
//!
//! A [`Workload`] is what every planner consumes, whatever the model came
//! from: a graph (ops summed per block by [`crate::blocks`]), or an analytic
//! transformer description for models too large to export
//! ([`crate::transformer`]). All quantities are per *sample* (one sequence or
//! one image) at TP degree 1, in the model's compute dtype; the cost model
//! scales them by micro-batch size and TP degree.

use hetc_ir::DType;
use serde::{Deserialize, Serialize};

/// How a layer's work divides under tensor parallelism.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TpKind {
    /// Megatron transformer block: GEMMs and attention heads split across TP
    /// ranks, two all-reduces of the block output per forward (attention and
    /// MLP) and two per backward.
    TransformerBlock,
    /// Embedding / LM head: vocabulary-parallel, one all-reduce per forward.
    VocabParallel,
    /// Work that is replicated under TP (norms, convolutions in our model).
    Replicated,
}

/// One plannable layer.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct LayerCost {
    /// Human name (`block 3`, `embedding`, `layer4.1`).
    pub name: String,
    /// Structural hash of the ops (kinds, attributes, shapes): equal for
    /// identical blocks, so candidates can be costed once.
    pub signature: u64,
    /// Forward FLOPs per sample.
    pub fwd_flops: f64,
    /// Forward HBM bytes moved per sample (operands read + results written),
    /// the memory-bound side of the roofline.
    pub fwd_bytes: f64,
    /// Parameter elements.
    pub params: u64,
    /// Activation bytes kept for backward per sample, without recomputation.
    pub act_bytes: f64,
    /// Activation bytes kept per sample with full recomputation (the layer input).
    pub act_bytes_recompute: f64,
    /// Bytes of the layer output per sample: what crosses a stage boundary
    /// placed after this layer, and what a TP all-reduce moves.
    pub out_bytes: f64,
    pub tp: TpKind,
    /// Tensor-parallel all-reduces of one forward pass at TP > 1. `None`:
    /// the Megatron default of the kind ([`TpComm::default_for`]). Fine
    /// layers (parts of a block) carry the all-reduces of the row-parallel
    /// GEMMs they contain.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tp_comm: Option<TpComm>,
    /// The layer's kernels (one per op), forward FLOPs and bytes per sample.
    /// The forward time is the sum of their rooflines — each kernel is
    /// compute- or memory-bound on its own — so that a layer's time does not
    /// depend on how ops are grouped into layers (one roofline over a whole
    /// block's sums would make coarse layers look cheaper than the fine
    /// layers that cover the same ops). Empty: one kernel with the layer's
    /// totals.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub kernels: Vec<Kernel>,
    /// With recomputation, this layer is re-materialised together with the
    /// layer before it, from that layer's checkpoint, unless it begins a
    /// stage: it keeps no checkpoint of its own, and the recomputation
    /// working set is the whole run. Fine layers inside a module set it
    /// (checkpoints stay at module boundaries, as Megatron's per-block
    /// recomputation, however finely stages are cut); block and coarse
    /// layers do not.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub recompute_with_previous: bool,
    /// The part of a layer that tensor parallelism splits (`tp` not
    /// [`TpKind::Replicated`]) which every TP rank nevertheless holds and
    /// computes in full (norms, residual adds: Megatron without sequence
    /// parallelism), so that a layer's cost at TP > 1 is the sum of its ops'
    /// however ops are grouped into layers. Default: nothing (the whole
    /// layer divides).
    #[serde(default, skip_serializing_if = "Replicated::is_empty")]
    pub replicated: Replicated,
}

/// Parameters and activations of a split layer that TP does not divide
/// ([`LayerCost::replicated`]; the kernels carry their own flag).
#[derive(Copy, Clone, PartialEq, Debug, Default, Serialize, Deserialize)]
pub struct Replicated {
    /// Parameter elements every TP rank holds in full.
    pub params: u64,
    /// Activation bytes kept per sample that every TP rank holds in full.
    pub act_bytes: f64,
}

impl Replicated {
    pub fn is_empty(&self) -> bool {
        self.params == 0 && self.act_bytes == 0.0
    }
}

/// One kernel of a layer: forward FLOPs and HBM bytes per sample.
#[derive(Copy, Clone, PartialEq, Debug, Default, Serialize, Deserialize)]
pub struct Kernel {
    pub flops: f64,
    pub bytes: f64,
    /// Runs in full on every TP rank even when its layer is split (see
    /// [`LayerCost::replicated`]).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub replicated: bool,
}

/// The all-reduces a layer needs per forward pass under TP (the backward
/// pass has as many, of the input gradients).
#[derive(Copy, Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct TpComm {
    /// All-reduces per forward pass.
    pub count: u32,
    /// Bytes of each, per sample.
    pub bytes_each: f64,
}

impl TpComm {
    /// Megatron's layout: two all-reduces of the block output for a
    /// transformer block (after attention and after the MLP), one for a
    /// vocabulary-parallel embedding / head, none for replicated work.
    pub fn default_for(kind: TpKind, out_bytes: f64) -> TpComm {
        let count = match kind {
            TpKind::TransformerBlock => 2,
            TpKind::VocabParallel => 1,
            TpKind::Replicated => 0,
        };
        TpComm {
            count,
            bytes_each: out_bytes,
        }
    }
}

impl LayerCost {
    /// The layer's TP all-reduces per forward pass.
    pub fn tp_comm(&self) -> TpComm {
        self.tp_comm
            .unwrap_or_else(|| TpComm::default_for(self.tp, self.out_bytes))
    }
}

/// A model as a layer sequence.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Workload {
    pub model: String,
    pub layers: Vec<LayerCost>,
    /// Tokens per sample (sequence length; 1 for image models).
    pub tokens_per_sample: u64,
    /// Element type of compute and activations.
    pub dtype: DType,
}

impl Workload {
    /// The layers merged into runs cut at `cuts` (layer indices, strictly
    /// increasing, inside `1..layers`): run `j` covers layers `cuts[j−1]..
    /// cuts[j]`. A merged layer costs what its run costs at every TP degree
    /// — kernels concatenated (a replicated layer's kernels flagged
    /// [`Kernel::replicated`] inside a split run), FLOPs, bytes, parameters,
    /// activations and TP all-reduces summed, the run's input and output —
    /// and is its own recomputation checkpoint. `None` if the cuts are not
    /// strictly increasing inside the sequence.
    pub fn merged(&self, cuts: &[u32]) -> Option<Workload> {
        let n = self.layers.len() as u32;
        if cuts.windows(2).any(|w| w[0] >= w[1]) || cuts.iter().any(|&c| c == 0 || c >= n) {
            return None;
        }
        let mut bounds = vec![0u32];
        bounds.extend_from_slice(cuts);
        bounds.push(n);
        let layers = bounds
            .windows(2)
            .map(|w| {
                let run = &self.layers[w[0] as usize..w[1] as usize];
                let kind = if run.iter().any(|l| l.tp == TpKind::VocabParallel) {
                    TpKind::VocabParallel
                } else if run.iter().any(|l| l.tp == TpKind::TransformerBlock) {
                    TpKind::TransformerBlock
                } else {
                    TpKind::Replicated
                };
                let split = kind != TpKind::Replicated;
                let whole = |l: &LayerCost| split && l.tp == TpKind::Replicated;
                let mut kernels = Vec::new();
                for l in run {
                    let own = if l.kernels.is_empty() {
                        vec![Kernel {
                            flops: l.fwd_flops,
                            bytes: l.fwd_bytes,
                            replicated: false,
                        }]
                    } else {
                        l.kernels.clone()
                    };
                    kernels.extend(own.into_iter().map(|k| Kernel {
                        replicated: k.replicated || whole(l),
                        ..k
                    }));
                }
                let comm = run.iter().map(|l| l.tp_comm());
                let (count, bytes) = comm.fold((0u32, 0.0), |(c, b), x| {
                    (c + x.count, b + x.count as f64 * x.bytes_each)
                });
                let mut h = crate::facts::Fnv::new();
                for l in run {
                    std::hash::Hash::hash(&l.signature, &mut h);
                }
                LayerCost {
                    name: format!("{}..{}", run[0].name, run[run.len() - 1].name),
                    signature: std::hash::Hasher::finish(&h),
                    fwd_flops: run.iter().map(|l| l.fwd_flops).sum(),
                    fwd_bytes: run.iter().map(|l| l.fwd_bytes).sum(),
                    params: run.iter().map(|l| l.params).sum(),
                    act_bytes: run.iter().map(|l| l.act_bytes).sum(),
                    act_bytes_recompute: run[0].act_bytes_recompute,
                    out_bytes: run[run.len() - 1].out_bytes,
                    tp: kind,
                    tp_comm: Some(TpComm {
                        count,
                        bytes_each: if count > 0 { bytes / count as f64 } else { 0.0 },
                    }),
                    kernels,
                    recompute_with_previous: false,
                    replicated: Replicated {
                        params: run
                            .iter()
                            .map(|l| {
                                if whole(l) {
                                    l.params
                                } else {
                                    l.replicated.params
                                }
                            })
                            .sum(),
                        act_bytes: run
                            .iter()
                            .map(|l| {
                                if whole(l) {
                                    l.act_bytes
                                } else {
                                    l.replicated.act_bytes
                                }
                            })
                            .sum(),
                    },
                }
            })
            .collect();
        Some(Workload {
            model: self.model.clone(),
            layers,
            tokens_per_sample: self.tokens_per_sample,
            dtype: self.dtype,
        })
    }

    /// The workload under Megatron sequence parallelism (Korthikanti et
    /// al., 2022): in a sequence model (more than one token per sample) the
    /// ops TP does not split — norms, residual adds, dropout: token-wise
    /// work — run on `1/tp` of the tokens of every TP rank and keep `1/tp`
    /// of their activations; their parameters stay whole on every rank.
    /// Each TP all-reduce becomes a reduce-scatter into the sequence split
    /// plus an all-gather out of it, the same bytes on a ring, so the TP
    /// communication is unchanged. Layers with no split op become split
    /// layers without collectives of their own. An image model (one token
    /// per sample) is returned unchanged.
    pub fn sequence_parallel(&self) -> Workload {
        let mut w = self.clone();
        if self.tokens_per_sample <= 1 {
            return w;
        }
        for l in &mut w.layers {
            if l.tp == TpKind::Replicated {
                l.tp_comm = Some(TpComm {
                    count: 0,
                    bytes_each: 0.0,
                });
                l.tp = TpKind::TransformerBlock;
                l.replicated = Replicated {
                    params: l.params,
                    act_bytes: 0.0,
                };
            } else {
                l.replicated.act_bytes = 0.0;
            }
            for k in &mut l.kernels {
                k.replicated = false;
            }
        }
        w
    }

    pub fn total_params(&self) -> u64 {
        self.layers.iter().map(|l| l.params).sum()
    }

    pub fn total_fwd_flops(&self) -> f64 {
        self.layers.iter().map(|l| l.fwd_flops).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cost::{layer_time, test_chips::chip_x, CostParams, StageLoad};

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() <= 1e-12 * a.abs().max(b.abs())
    }

    // A block (a 1 TFLOP GEMM split by TP, a 2 GB norm that is not) and a
    // norm-only layer (1 GB), per sample.
    fn workload(tokens: u64) -> Workload {
        let block = LayerCost {
            name: "block".into(),
            signature: 1,
            fwd_flops: 1e12,
            fwd_bytes: 2e9,
            params: 1_000_000,
            act_bytes: 1e8,
            act_bytes_recompute: 1e6,
            out_bytes: 1e6,
            tp: TpKind::TransformerBlock,
            tp_comm: None,
            kernels: vec![
                Kernel {
                    flops: 1e12,
                    bytes: 0.0,
                    replicated: false,
                },
                Kernel {
                    flops: 0.0,
                    bytes: 2e9,
                    replicated: true,
                },
            ],
            recompute_with_previous: false,
            replicated: Replicated {
                params: 1000,
                act_bytes: 2e7,
            },
        };
        let norm = LayerCost {
            name: "norm".into(),
            signature: 2,
            fwd_flops: 0.0,
            fwd_bytes: 1e9,
            params: 1000,
            act_bytes: 4e6,
            tp: TpKind::Replicated,
            kernels: Vec::new(),
            replicated: Replicated::default(),
            ..block.clone()
        };
        Workload {
            model: "m".into(),
            layers: vec![block, norm],
            tokens_per_sample: tokens,
            dtype: DType::F16,
        }
    }

    #[test]
    fn sequence_parallelism_splits_the_work_tp_leaves_whole() {
        // Chip X: 50 TFLOP/s achieved, 1000 GB/s. At TP 4 the GEMM takes
        // 1e12 / 4 / 5e13 = 5 ms; the block's norm 2 ms whole, 0.5 ms
        // sequence-split; the norm layer 1 ms whole, 0.25 ms split.
        let (chip, p) = (chip_x(), CostParams::default());
        let plain = workload(128);
        let sp = plain.sequence_parallel();
        let t = |w: &Workload, i: usize| layer_time(&w.layers[i], &chip, DType::F16, 4, 1, &p);
        assert!(close(t(&plain, 0).fwd_compute_s, 7e-3));
        assert!(close(t(&sp, 0).fwd_compute_s, 5.5e-3));
        assert!(close(t(&plain, 1).fwd_compute_s, 1e-3));
        assert!(close(t(&sp, 1).fwd_compute_s, 0.25e-3));
        // The block's all-reduces keep their volume (reduce-scatter +
        // all-gather); the norm layer gets none.
        assert_eq!(t(&sp, 0).tp_comm_s, t(&plain, 0).tp_comm_s);
        assert!(t(&sp, 0).tp_comm_s > 0.0);
        assert_eq!(t(&sp, 1).tp_comm_s, 0.0);
        // Memory per device at TP 4: parameters of the norms stay whole
        // (999 000 / 4 + 1000 + 1000), activations all split:
        // (1e8 + 4e6) / 4 instead of 8e7 / 4 + 2e7 + 4e6.
        let load = |w: &Workload| StageLoad::of(&w.layers, 4);
        assert!(close(load(&plain).params, 999_000.0 / 4.0 + 2000.0));
        assert!(close(load(&sp).params, 999_000.0 / 4.0 + 2000.0));
        assert!(close(load(&plain).act_bytes, 2e7 + 2e7 + 4e6));
        assert!(close(load(&sp).act_bytes, 2.6e7));
        // At TP 1 nothing changes.
        let t1 = |w: &Workload, i: usize| layer_time(&w.layers[i], &chip, DType::F16, 1, 1, &p);
        for i in 0..2 {
            assert!(close(t1(&sp, i).fwd_compute_s, t1(&plain, i).fwd_compute_s));
        }
        // An image model has no sequence to split.
        assert_eq!(workload(1).sequence_parallel(), workload(1));
    }
}
