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
                let mut h = crate::blocks::Fnv::new();
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

    pub fn total_params(&self) -> u64 {
        self.layers.iter().map(|l| l.params).sum()
    }

    pub fn total_fwd_flops(&self) -> f64 {
        self.layers.iter().map(|l| l.fwd_flops).sum()
    }
}
