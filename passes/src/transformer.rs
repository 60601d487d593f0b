//! An analytic [`Workload`] for a decoder-only transformer described by its
//! hyper-parameters, for models too large to export (H2's 100B model, LLaMA).
//!
//! Establishes per-sample forward FLOPs, parameters and activation bytes of an
//! embedding layer, `layers` identical blocks (attention with grouped-query
//! heads, a gated (SwiGLU) or plain (GELU) MLP, two norms) and a head (final
//! norm + LM head), with the standard counts (a multiply-add is 2 FLOPs):
//!
//! * QKV projection `2·s·h·(h + 2·h_kv)`, scores and weighted sum `4·s²·h`,
//!   output projection `2·s·h²`, MLP `2·s·h·f` per weight matrix (3 gated, 2 plain);
//! * activations kept for backward (Korthikanti et al. 2022, per sample, in
//!   the compute dtype of `b` bytes): `s·b·(6h + 2h_kv + 3f)` for a gated
//!   block (`4h + … + 2f` terms for plain) plus `a·s²·b` for the attention
//!   probabilities.
//!
//! Does not model: MoE layers (a later issue), biases (LLaMA has none), or
//! FlashAttention-style recomputation of the probabilities.

use crate::workload::{LayerCost, TpKind, Workload};
use crate::PassError;
use hetc_ir::DType;
use serde::Deserialize;

/// MLP flavour.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Mlp {
    /// SwiGLU: gate, up and down projections (LLaMA).
    Gated,
    /// Up and down projections with GELU (GPT).
    Gelu,
}

/// Hyper-parameters of a decoder-only transformer (TOML).
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TransformerSpec {
    pub name: String,
    pub layers: u32,
    pub hidden: u64,
    pub heads: u64,
    /// Key/value heads (grouped-query attention); defaults to `heads`.
    #[serde(default)]
    pub kv_heads: Option<u64>,
    /// MLP inner width.
    pub ffn: u64,
    pub vocab: u64,
    /// Training sequence length.
    pub seq_len: u64,
    pub mlp: Mlp,
    #[serde(default)]
    pub tied_embeddings: bool,
}

impl TransformerSpec {
    pub fn from_toml(text: &str) -> Result<TransformerSpec, PassError> {
        let s: TransformerSpec = toml_from_str(text)?;
        let kv = s.kv_heads.unwrap_or(s.heads);
        if s.layers == 0
            || s.hidden == 0
            || s.heads == 0
            || s.ffn == 0
            || s.vocab == 0
            || s.seq_len == 0
        {
            return Err(PassError::Workload(
                "model description: layers, hidden, heads, ffn, vocab and seq_len must be positive"
                    .into(),
            ));
        }
        if s.hidden % s.heads != 0 || kv == 0 || s.heads % kv != 0 {
            return Err(PassError::Workload(format!(
                "model description: hidden {} must divide into {} heads, and heads into {kv} kv_heads",
                s.hidden, s.heads
            )));
        }
        Ok(s)
    }

    fn kv_width(&self) -> u64 {
        self.kv_heads.unwrap_or(self.heads) * (self.hidden / self.heads)
    }

    fn mlp_mats(&self) -> u64 {
        match self.mlp {
            Mlp::Gated => 3,
            Mlp::Gelu => 2,
        }
    }

    /// Parameters of one block.
    pub fn block_params(&self) -> u64 {
        let (h, f) = (self.hidden, self.ffn);
        h * (h + 2 * self.kv_width()) + h * h + self.mlp_mats() * h * f + 2 * h
    }

    /// All parameters.
    pub fn total_params(&self) -> u64 {
        let emb = self.vocab * self.hidden;
        let head = if self.tied_embeddings { 0 } else { emb };
        emb + self.layers as u64 * self.block_params() + self.hidden + head
    }

    /// The per-sample workload in `dtype`.
    pub fn workload(&self, dtype: DType) -> Workload {
        let (s, h, f, a, v) = (
            self.seq_len as f64,
            self.hidden as f64,
            self.ffn as f64,
            self.heads as f64,
            self.vocab as f64,
        );
        let hkv = self.kv_width() as f64;
        let b = dtype.size_bytes() as f64;
        let mats = self.mlp_mats() as f64;
        let block_flops = 2.0 * s * h * (h + 2.0 * hkv)
            + 4.0 * s * s * h
            + 2.0 * s * h * h
            + 2.0 * s * h * f * mats;
        let mlp_act = if self.mlp == Mlp::Gated {
            3.0 * f
        } else {
            2.0 * f
        };
        let block_act = s * b * (6.0 * h + 2.0 * hkv + mlp_act) + a * s * s * b;
        let bp = self.block_params() as f64;
        let act_io = s * h * b;
        let mut layers = Vec::with_capacity(self.layers as usize + 2);
        layers.push(LayerCost {
            name: "embedding".into(),
            signature: 1,
            fwd_flops: 0.0,
            fwd_bytes: 2.0 * act_io,
            params: self.vocab * self.hidden,
            act_bytes: act_io,
            act_bytes_recompute: s * 8.0,
            out_bytes: act_io,
            tp: TpKind::VocabParallel,
            tp_comm: None,
        });
        for i in 0..self.layers {
            layers.push(LayerCost {
                name: format!("block {i}"),
                signature: 2,
                fwd_flops: block_flops,
                fwd_bytes: bp * b + 2.0 * block_act,
                params: self.block_params(),
                act_bytes: block_act,
                act_bytes_recompute: act_io,
                out_bytes: act_io,
                tp: TpKind::TransformerBlock,
                tp_comm: None,
            });
        }
        let head_params = if self.tied_embeddings {
            0
        } else {
            self.vocab * self.hidden
        } + self.hidden;
        layers.push(LayerCost {
            name: "head".into(),
            signature: 3,
            fwd_flops: 2.0 * s * h * v + 8.0 * s * h,
            fwd_bytes: head_params as f64 * b + act_io + s * v * b,
            params: head_params,
            act_bytes: act_io + s * v * b,
            act_bytes_recompute: act_io,
            out_bytes: 0.0,
            tp: TpKind::VocabParallel,
            tp_comm: None,
        });
        Workload {
            model: self.name.clone(),
            layers,
            tokens_per_sample: self.seq_len,
            dtype,
        }
    }
}

fn toml_from_str(text: &str) -> Result<TransformerSpec, PassError> {
    hetc_ir::toml_de(text)
        .map_err(|e| PassError::Workload(format!("model description is not valid: {e}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(t: &str) -> TransformerSpec {
        TransformerSpec::from_toml(t).unwrap()
    }

    #[test]
    fn llama2_7b_has_6_74b_parameters() {
        // LLaMA-2-7B: 32 layers, d=4096, 32 heads, SwiGLU 11008, vocab 32000, untied.
        let s = spec("name='llama2-7b'\nlayers=32\nhidden=4096\nheads=32\nffn=11008\nvocab=32000\nseq_len=4096\nmlp='gated'");
        // Independent count: 32·(4·4096² + 3·4096·11008 + 2·4096) + 2·32000·4096 + 4096
        let expected: u64 =
            32 * (4 * 4096 * 4096 + 3 * 4096 * 11008 + 2 * 4096) + 2 * 32000 * 4096 + 4096;
        assert_eq!(s.total_params(), expected);
        assert_eq!(expected, 6_738_415_616);
    }

    #[test]
    fn h2_100b_is_about_100b() {
        // H2 table 4: 96 layers, hidden 8192, 64 heads, 8 queries per KV head, ffn 36864, vocab 92544.
        let s = spec("name='h2'\nlayers=96\nhidden=8192\nheads=64\nkv_heads=8\nffn=36864\nvocab=92544\nseq_len=4096\nmlp='gated'");
        let p = s.total_params() as f64;
        assert!((1.00e11..1.05e11).contains(&p), "{p}");
        let w = s.workload(DType::BF16);
        assert_eq!(w.layers.len(), 98);
        assert_eq!(w.total_params(), s.total_params());
        // Forward FLOPs ≈ 2·params·tokens (+ attention): within 10% of 2·N·s.
        let approx = 2.0 * p * 4096.0;
        assert!((w.total_fwd_flops() / approx - 1.0).abs() < 0.1);
    }

    #[test]
    fn rejects_inconsistent_heads() {
        let e = TransformerSpec::from_toml(
            "name='x'\nlayers=2\nhidden=100\nheads=3\nffn=4\nvocab=5\nseq_len=8\nmlp='gelu'",
        )
        .unwrap_err();
        assert!(e.to_string().contains("heads"), "{e}");
    }
}
