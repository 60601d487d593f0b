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

use crate::facts::Fnv;
use crate::layers::{OpItem, OpSequence};
use crate::workload::{Kernel, LayerCost, TpKind, Workload};
use crate::PassError;
use hetc_ir::DType;
use serde::Deserialize;
use std::hash::{Hash, Hasher};

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
            recompute_with_previous: false,
            kernels: Vec::new(),
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
            replicated: Default::default(),
        });
        for i in 0..self.layers {
            layers.push(LayerCost {
                recompute_with_previous: false,
                kernels: Vec::new(),
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
                replicated: Default::default(),
            });
        }
        let head_params = if self.tied_embeddings {
            0
        } else {
            self.vocab * self.hidden
        } + self.hidden;
        layers.push(LayerCost {
            recompute_with_previous: false,
            kernels: Vec::new(),
            name: "head".into(),
            signature: 3,
            fwd_flops: 2.0 * s * h * v + 8.0 * s * h,
            fwd_bytes: head_params as f64 * b + act_io + s * v * b,
            params: head_params,
            act_bytes: act_io + s * v * b,
            act_bytes_recompute: act_io,
            out_bytes: 0.0,
            tp: TpKind::VocabParallel,
            tp_comm: Some(crate::TpComm {
                count: 1,
                bytes_each: act_io,
            }),
            replicated: Default::default(),
        });
        // Kernels: the op sequence's items, grouped as the layers are
        // (embedding, each block, then ln_f + lm_head).
        let ops = self.op_sequence(dtype).ops;
        let per_block = (ops.len().saturating_sub(3)) / (self.layers.max(1) as usize);
        if ops.len() == 3 + per_block * self.layers as usize {
            // Every layer is split under TP; its ops that are not (norms,
            // residual adds) run whole on every rank, as in the op sequence.
            let kernel = |o: &OpItem| Kernel {
                flops: o.fwd_flops,
                bytes: o.fwd_bytes,
                replicated: !o.tp_split,
            };
            let mut at = 0;
            for (i, l) in layers.iter_mut().enumerate() {
                let n = if i == 0 {
                    1
                } else if i == self.layers as usize + 1 {
                    2
                } else {
                    per_block
                };
                let run = &ops[at..at + n];
                l.kernels = run.iter().map(kernel).collect();
                let whole = run.iter().filter(|o| !o.tp_split);
                l.replicated = crate::Replicated {
                    params: whole.clone().map(|o| o.params).sum(),
                    act_bytes: whole.map(|o| o.act_bytes).sum(),
                };
                at += n;
            }
        }
        Workload {
            model: self.name.clone(),
            layers,
            tokens_per_sample: self.seq_len,
            dtype,
        }
    }
}

impl TransformerSpec {
    /// The per-sample op sequence in `dtype`: one synthetic item per op of
    /// the embedding, of each block (`ln1, qkv, scores, softmax, attn_v,
    /// out_proj, add1, ln2, [gate,] up, act, down, add2`) and of the head
    /// (`ln_f, lm_head`), whose sums per block / embedding / head equal
    /// [`TransformerSpec::workload`]'s layers. The activation bytes of the
    /// Korthikanti count are attributed to the ops whose results they are
    /// (`6h + 2h_kv`: ln1, qkv (h + 2h_kv), attn_v, out_proj, ln2, down; the
    /// MLP's `2f`/`3f`: up, [gate,] act; the probabilities: softmax); the
    /// residual adds and the scores keep nothing. Forward bytes are each op's
    /// weights plus twice its activation bytes, as the workload counts them.
    /// Identical blocks give identical signatures.
    pub fn op_sequence(&self, dtype: DType) -> OpSequence {
        let (s, h, f, a, v) = (
            self.seq_len as f64,
            self.hidden as f64,
            self.ffn as f64,
            self.heads as f64,
            self.vocab as f64,
        );
        let hkv = self.kv_width() as f64;
        let b = dtype.size_bytes() as f64;
        let act_io = s * h * b;
        let sig = |tag: &str| {
            let mut x = Fnv::new();
            (
                tag,
                self.seq_len,
                self.hidden,
                self.heads,
                self.kv_width(),
                self.ffn,
                self.vocab,
            )
                .hash(&mut x);
            x.finish()
        };
        #[allow(clippy::too_many_arguments)]
        let item = |name: String,
                    tag: &str,
                    flops: f64,
                    params: u64,
                    act: f64,
                    cut: f64,
                    cut_tensors: u32,
                    split: bool,
                    reduce: f64| OpItem {
            name,
            signature: sig(tag),
            heavy: flops > 0.0 && !matches!(tag, "softmax" | "ln1" | "ln2" | "ln_f" | "act"),
            fwd_flops: flops,
            fwd_bytes: params as f64 * b + 2.0 * act,
            params,
            act_bytes: act,
            act_bytes_whole: if split { 0.0 } else { act },
            cut_bytes: cut,
            cut_tensors,
            tp_split: split,
            vocab_parallel: false,
            tp_reduce_bytes: reduce,
        };
        let hu = self.hidden;
        let mut ops = Vec::new();
        // The embedding reads token ids (8 bytes each) and writes the
        // residual stream: 2·act_io bytes moved, as the workload has it.
        ops.push(OpItem {
            name: "embedding".into(),
            signature: sig("embedding"),
            heavy: true,
            fwd_flops: 0.0,
            fwd_bytes: 2.0 * act_io,
            params: self.vocab * hu,
            act_bytes: act_io,
            act_bytes_whole: 0.0,
            cut_bytes: act_io,
            cut_tensors: 1,
            tp_split: true,
            vocab_parallel: true,
            tp_reduce_bytes: act_io,
        });
        let kvw = self.kv_width();
        let ffn = self.ffn;
        for i in 0..self.layers {
            let n = |op: &str| format!("block{i}.{op}");
            let qkv_out = s * (h + 2.0 * hkv) * b;
            let probs = a * s * s * b;
            ops.push(item(
                n("ln1"),
                "ln1",
                0.0,
                hu,
                act_io,
                2.0 * act_io,
                2,
                false,
                0.0,
            ));
            ops.push(item(
                n("qkv"),
                "qkv",
                2.0 * s * h * (h + 2.0 * hkv),
                hu * (hu + 2 * kvw),
                qkv_out,
                act_io + qkv_out,
                2,
                true,
                0.0,
            ));
            let kv = 2.0 * s * hkv * b;
            ops.push(item(
                n("scores"),
                "scores",
                2.0 * s * s * h,
                0,
                0.0,
                act_io + kv + probs,
                3,
                true,
                0.0,
            ));
            ops.push(item(
                n("softmax"),
                "softmax",
                0.0,
                0,
                probs,
                act_io + kv + probs,
                3,
                true,
                0.0,
            ));
            ops.push(item(
                n("attn_v"),
                "attn_v",
                2.0 * s * s * h,
                0,
                act_io,
                2.0 * act_io,
                2,
                true,
                0.0,
            ));
            ops.push(item(
                n("out_proj"),
                "out_proj",
                2.0 * s * h * h,
                hu * hu,
                act_io,
                2.0 * act_io,
                2,
                true,
                act_io,
            ));
            ops.push(item(n("add1"), "add1", 0.0, 0, 0.0, act_io, 1, false, 0.0));
            ops.push(item(
                n("ln2"),
                "ln2",
                0.0,
                hu,
                act_io,
                2.0 * act_io,
                2,
                false,
                0.0,
            ));
            let mlp_out = s * f * b;
            if self.mlp == Mlp::Gated {
                ops.push(item(
                    n("gate"),
                    "gate",
                    2.0 * s * h * f,
                    hu * ffn,
                    mlp_out,
                    2.0 * act_io + mlp_out,
                    3,
                    true,
                    0.0,
                ));
                ops.push(item(
                    n("up"),
                    "up",
                    2.0 * s * h * f,
                    hu * ffn,
                    mlp_out,
                    act_io + 2.0 * mlp_out,
                    3,
                    true,
                    0.0,
                ));
            } else {
                ops.push(item(
                    n("up"),
                    "up",
                    2.0 * s * h * f,
                    hu * ffn,
                    mlp_out,
                    act_io + mlp_out,
                    2,
                    true,
                    0.0,
                ));
            }
            ops.push(item(
                n("act"),
                "act",
                0.0,
                0,
                mlp_out,
                act_io + mlp_out,
                2,
                true,
                0.0,
            ));
            ops.push(item(
                n("down"),
                "down",
                2.0 * s * h * f,
                ffn * hu,
                act_io,
                2.0 * act_io,
                2,
                true,
                act_io,
            ));
            ops.push(item(n("add2"), "add2", 0.0, 0, 0.0, act_io, 1, false, 0.0));
        }
        ops.push(item(
            "ln_f".into(),
            "ln_f",
            8.0 * s * h,
            hu,
            act_io,
            act_io,
            1,
            false,
            0.0,
        ));
        // ln_f's bytes: its weights, its input and its output (the workload's
        // head has act_io + s·v·b beside the weights; the head GEMM the rest).
        let last = ops.len() - 1;
        ops[last].fwd_bytes = hu as f64 * b + act_io;
        let head_w = if self.tied_embeddings {
            0
        } else {
            self.vocab * hu
        };
        ops.push(OpItem {
            name: "lm_head".into(),
            signature: sig("lm_head"),
            heavy: true,
            fwd_flops: 2.0 * s * h * v,
            fwd_bytes: head_w as f64 * b + s * v * b,
            params: head_w,
            act_bytes: s * v * b,
            act_bytes_whole: 0.0,
            cut_bytes: 0.0,
            cut_tensors: 0,
            tp_split: true,
            vocab_parallel: true,
            // The hidden state's gradient (Megatron's vocabulary-parallel
            // cross-entropy never gathers the logits).
            tp_reduce_bytes: act_io,
        });
        OpSequence {
            model: self.name.clone(),
            ops,
            tokens_per_sample: self.seq_len,
            dtype,
            input_bytes: s * 8.0,
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

    /// The block workload and HAPT's layers over the op sequence, merged
    /// back into blocks, cost the same at every TP degree: norms and
    /// residual adds stay whole on every rank in both.
    #[test]
    fn block_layers_cost_their_ops_at_any_tp() {
        let s = spec(include_str!("../../examples/models/llama2-7b.toml"));
        let w = s.workload(DType::BF16);
        let seq = s.op_sequence(DType::BF16);
        let hapt = crate::layers::hapt_layers(&seq, 128).unwrap();
        // Op index where each block layer begins: 1 (after the embedding),
        // then every block's ops, then the head.
        let per_block = (seq.ops.len() - 3) / s.layers as usize;
        let starts: Vec<usize> = (0..=s.layers as usize).map(|k| 1 + k * per_block).collect();
        let cuts: Vec<u32> = starts
            .iter()
            .map(|&c| hapt.layer_ops.iter().position(|r| r.start == c).unwrap() as u32)
            .collect();
        let merged = hapt.workload.merged(&cuts).unwrap();
        assert_eq!(merged.layers.len(), w.layers.len());
        let chip = crate::cost::test_chips::chip_x();
        let params = crate::cost::CostParams::default();
        let rel = |a: f64, b: f64| (a - b).abs() / a.abs().max(b.abs()).max(1e-300);
        for (a, b) in merged.layers.iter().zip(&w.layers) {
            for tp in [1, 2, 4, 8] {
                let (x, y) = (
                    crate::cost::layer_time(a, &chip, DType::BF16, tp, 1, &params),
                    crate::cost::layer_time(b, &chip, DType::BF16, tp, 1, &params),
                );
                assert!(
                    rel(x.fwd_compute_s, y.fwd_compute_s) < 1e-12,
                    "{} tp {tp}",
                    b.name
                );
                assert!(rel(x.tp_comm_s, y.tp_comm_s) < 1e-12, "{} tp {tp}", b.name);
                let (x, y) = (
                    crate::cost::StageLoad::of([a], tp),
                    crate::cost::StageLoad::of([b], tp),
                );
                assert!(rel(x.params, y.params) < 1e-12, "{} tp {tp}", b.name);
                assert!(rel(x.act_bytes, y.act_bytes) < 1e-9, "{} tp {tp}", b.name);
            }
        }
        // At TP 8 the two norms and residual adds of a block do not shrink.
        let block = &w.layers[1];
        let t1 = crate::cost::layer_time(block, &chip, DType::BF16, 1, 1, &params);
        let t8 = crate::cost::layer_time(block, &chip, DType::BF16, 8, 1, &params);
        assert!(t8.fwd_compute_s > t1.fwd_compute_s / 8.0 * 1.01);
        assert_eq!(block.replicated.params, 2 * s.hidden);
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
    fn op_sequence_sums_to_the_workload_per_layer() {
        for (text, per_block) in [
            ("name='g'\nlayers=3\nhidden=64\nheads=4\nffn=256\nvocab=1000\nseq_len=32\nmlp='gelu'\ntied_embeddings=true", 12),
            ("name='l'\nlayers=2\nhidden=64\nheads=8\nkv_heads=2\nffn=172\nvocab=500\nseq_len=16\nmlp='gated'", 13),
        ] {
            let s = spec(text);
            let w = s.workload(DType::BF16);
            let q = s.op_sequence(DType::BF16);
            // embedding, per_block ops per block, final norm + LM head.
            assert_eq!(q.ops.len(), 1 + s.layers as usize * per_block + 2);
            let mut groups: Vec<&[crate::layers::OpItem]> = vec![&q.ops[..1]];
            for b in 0..s.layers as usize {
                groups.push(&q.ops[1 + b * per_block..1 + (b + 1) * per_block]);
            }
            groups.push(&q.ops[q.ops.len() - 2..]);
            assert_eq!(groups.len(), w.layers.len());
            let close = |a: f64, b: f64| (a - b).abs() <= 1e-9 * b.abs().max(1.0);
            for (ops, l) in groups.iter().zip(&w.layers) {
                let sum = |f: fn(&crate::layers::OpItem) -> f64| ops.iter().map(f).sum::<f64>();
                assert!(close(sum(|o| o.fwd_flops), l.fwd_flops), "{} flops", l.name);
                assert!(close(sum(|o| o.fwd_bytes), l.fwd_bytes), "{} bytes", l.name);
                assert!(close(sum(|o| o.act_bytes), l.act_bytes), "{} act", l.name);
                assert_eq!(ops.iter().map(|o| o.params).sum::<u64>(), l.params, "{}", l.name);
                assert!(close(ops.last().unwrap().cut_bytes, l.out_bytes), "{} out", l.name);
            }
            assert_eq!(q.total_params(), s.total_params());
            // Identical blocks, identical signatures.
            let sigs = |b: usize| groups[1 + b].iter().map(|o| o.signature).collect::<Vec<_>>();
            assert!((1..s.layers as usize).all(|b| sigs(b) == sigs(0)));
            // Two all-reduces per block (out_proj, down), one each for the
            // embedding and the head.
            let reduces = q.ops.iter().filter(|o| o.tp_reduce_bytes > 0.0).count();
            assert_eq!(reduces, 2 * s.layers as usize + 2);
            // The modules are the blocks.
            let m = crate::modules::modules_of(&q, crate::modules::DEFAULT_MIN_HEAVY);
            assert_eq!(m.classes.len(), 1);
            assert_eq!(m.classes[0].count, s.layers as usize);
            assert_eq!(m.classes[0].len, per_block);
        }
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
