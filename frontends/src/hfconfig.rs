//! Hugging Face `config.json` frontend: synthesizes a decoder-only
//! transformer graph from its hyper-parameters, without weights.
//!
//! Families: GPT-2 (`model_type: "gpt2"`: learned positions, LayerNorm with
//! bias, biased projections, `gelu_new` MLP), LLaMA-style (`llama`,
//! `mistral`, `qwen2`, … : RMSNorm, rotary positions, grouped-query
//! attention, SwiGLU MLP, optional `attention_bias`/`mlp_bias`) and
//! Mixtral-style MoE (`mixtral`, or any LLaMA-style config with
//! `num_local_experts`: router + top-k + batched experts). Other
//! `model_type`s with LLaMA field names are read as LLaMA with a warning.
//!
//! Establishes: a graph with one input `input_ids : i64[batch, sequence]`
//! (symbolic unless bound by [`ImportOptions::bindings`]), one parameter per
//! weight matrix / vector of the published architecture (so
//! [`hetc_ir::Graph::param_count`] equals the model's parameter count), typed
//! ops in program order (embedding, `num_hidden_layers` identical blocks,
//! final norm, LM head — tied to the embedding through a `transpose` when
//! `tie_word_embeddings`), and the logits as output. Weights are `[in, out]`.
//! RMSNorm is spelled out as `mul, reduce_mean, add, sqrt, reciprocal, mul,
//! mul` (hetc-ir has no RMSNorm kind), exactly as exporters emit it.
//!
//! MoE: tokens are routed by `custom<"hetc", "moe_dispatch">` into an
//! `[experts, capacity, hidden]` buffer and gathered back by
//! `custom<"hetc", "moe_combine">`; the experts run as batched matmuls over
//! `[experts, hidden, ffn]` weights. `capacity = ceil(k·batch·sequence /
//! experts)` (no token dropping), a fixed number once batch and sequence are
//! bound, else the symbol `expert_capacity`.
//!
//! With a checkpoint ([`ImportOptions::weights`], read by
//! [`crate::hfweights`]) the graph is f32, the position constants and the
//! causal mask get their data, and MoE layers take the dense form
//! (`moe_dense`: Mixtral's renormalised top-k routing, every expert on every
//! token) that every backend runs.
//!
//! Does not: model dropout, KV caches, sliding windows,
//! attention sinks or the masks' values (constants without data).

use crate::{FrontendError, ImportOptions, Imported};
use hetc_ir::{infer_types, Attr, Attrs, DType, Dim, Graph, OpKind, TensorType, ValueId};
use indexmap::IndexMap;
use serde_json::Value as Json;
use std::path::Path;

/// Architecture family of a config.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Family {
    Gpt2,
    Llama,
}

/// The hyper-parameters the synthesis needs, read from a `config.json`.
#[derive(Clone, Debug, PartialEq)]
pub struct HfConfig {
    pub model_type: String,
    pub family: Family,
    pub layers: u64,
    pub hidden: u64,
    pub heads: u64,
    pub kv_heads: u64,
    pub head_dim: u64,
    pub ffn: u64,
    pub vocab: u64,
    pub max_positions: u64,
    pub norm_eps: f64,
    pub tied: bool,
    pub attention_bias: bool,
    pub mlp_bias: bool,
    /// `(experts, experts per token)` for MoE configs.
    pub moe: Option<(u64, u64)>,
    pub dtype: DType,
    /// The rotary embedding's base (`rope_theta`, 10000 when absent).
    pub rope_theta: f64,
    /// `rope_scaling`'s type when the config sets one (not synthesized:
    /// loading weights for it is refused).
    pub rope_scaling: Option<String>,
}

/// Import the `config.json` at `path`.
pub fn import_file(path: &Path, opts: &ImportOptions) -> Result<Imported, FrontendError> {
    let shown = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|source| FrontendError::Io {
        path: shown.clone(),
        error: source,
    })?;
    import_str(&text, &model_name(path), &shown, opts)
}

/// The model's name for a config at `path`: its directory's name for a
/// `config.json`, else the file's stem.
pub fn model_name(path: &Path) -> String {
    path.parent()
        .and_then(|p| p.file_name())
        .filter(|_| path.file_name().is_some_and(|f| f == "config.json"))
        .or_else(|| path.file_stem())
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "model".into())
}

/// Import a config from text; `shown` names it in errors.
pub fn import_str(
    text: &str,
    name: &str,
    shown: &str,
    opts: &ImportOptions,
) -> Result<Imported, FrontendError> {
    let mut warnings = Vec::new();
    let mut cfg =
        HfConfig::parse(text, &mut warnings).map_err(|message| FrontendError::Malformed {
            path: shown.to_string(),
            message,
        })?;
    let mut notes = Vec::new();
    if let (Some(_), Some((e, k))) = (&opts.weights, cfg.moe) {
        notes.push(format!(
            "with a checkpoint the {e} experts run densely (each token through every expert, weighted by its top-{k} routing weight): planned and run so"
        ));
    }
    if opts.weights.is_some() && cfg.dtype != DType::F32 {
        // The checkpoint's weights are the master weights: f32, whatever
        // they are stored in (`--dtype` picks a training bundle's compute).
        notes.push(format!(
            "weights stored as {} load as f32 (--dtype bf16|f16 computes a training bundle in it)",
            cfg.dtype
        ));
        cfg.dtype = DType::F32;
    }
    let mut imp = build(&cfg, name, opts).map_err(|message| FrontendError::Node {
        path: shown.to_string(),
        node: name.to_string(),
        op_type: cfg.model_type.clone(),
        message,
    })?;
    if let Some(w) = opts.weights.as_ref().filter(|_| !opts.shapes_only) {
        let weights_err = |message: String| FrontendError::Weights {
            path: w.display().to_string(),
            message,
        };
        if let Some(kind) = &cfg.rope_scaling {
            return Err(weights_err(format!(
                "{shown} sets rope_scaling ({kind}), which hetc does not synthesize: its positions would be wrong"
            )));
        }
        let s = opts.bindings.get("sequence").copied().ok_or_else(|| {
            weights_err(
                "running a checkpoint needs a fixed sequence length: --bind sequence=N".into(),
            )
        })?;
        crate::hfweights::fill_positions(&mut imp.graph, &cfg, s).map_err(weights_err)?;
        notes.extend(crate::hfweights::load(&mut imp.graph, &cfg, w).map_err(weights_err)?);
    }
    notes.append(&mut imp.notes);
    imp.notes = notes;
    warnings.append(&mut imp.warnings);
    imp.warnings = warnings;
    Ok(imp)
}

fn get_u64(o: &serde_json::Map<String, Json>, keys: &[&str]) -> Result<Option<u64>, String> {
    for k in keys {
        match o.get(*k) {
            None | Some(Json::Null) => continue,
            Some(v) => {
                return v
                    .as_u64()
                    .map(Some)
                    .ok_or_else(|| format!("field `{k}` must be a non-negative integer, got {v}"))
            }
        }
    }
    Ok(None)
}

fn need_u64(o: &serde_json::Map<String, Json>, keys: &[&str]) -> Result<u64, String> {
    match get_u64(o, keys)? {
        Some(0) => Err(format!("field `{}` must be positive", keys[0])),
        Some(v) => Ok(v),
        None => Err(format!(
            "required field `{}` is missing",
            keys.join("` or `")
        )),
    }
}

fn get_bool(o: &serde_json::Map<String, Json>, key: &str, default: bool) -> Result<bool, String> {
    match o.get(key) {
        None | Some(Json::Null) => Ok(default),
        Some(Json::Bool(b)) => Ok(*b),
        Some(v) => Err(format!("field `{key}` must be a boolean, got {v}")),
    }
}

/// Largest sizes accepted: beyond them the graph's dims stop meaning anything
/// (and products could overflow `u64`).
const MAX_DIM: u64 = 1 << 24;
const MAX_LAYERS: u64 = 4096;

impl HfConfig {
    /// Read and check a config; unknown families and ignored fields add warnings.
    pub fn parse(text: &str, warnings: &mut Vec<String>) -> Result<HfConfig, String> {
        let root: Json = serde_json::from_str(text).map_err(|e| format!("invalid JSON: {e}"))?;
        let Json::Object(o) = &root else {
            return Err("a config.json must hold a JSON object".into());
        };
        let model_type = match o.get("model_type") {
            Some(Json::String(s)) => s.clone(),
            None | Some(Json::Null) => String::new(),
            Some(v) => return Err(format!("field `model_type` must be a string, got {v}")),
        };
        let family = match model_type.as_str() {
            "gpt2" => Family::Gpt2,
            "llama" | "mistral" | "mixtral" | "qwen2" | "qwen2_moe" | "internlm2" => Family::Llama,
            other => {
                if o.contains_key("n_embd") {
                    warnings.push(format!(
                        "model_type {other:?} is not a known family; reading it as GPT-2 (it has `n_embd`)"
                    ));
                    Family::Gpt2
                } else {
                    warnings.push(format!(
                        "model_type {other:?} is not a known family; reading it as LLaMA-style"
                    ));
                    Family::Llama
                }
            }
        };
        let cfg = match family {
            Family::Gpt2 => {
                let hidden = need_u64(o, &["n_embd", "hidden_size"])?;
                let heads = need_u64(o, &["n_head", "num_attention_heads"])?;
                let ffn = match get_u64(o, &["n_inner"])? {
                    Some(0) => return Err("field `n_inner` must be positive".into()),
                    Some(v) => v,
                    None => hidden.checked_mul(4).ok_or("n_embd is too large")?,
                };
                if let Some(Json::String(act)) = o.get("activation_function") {
                    if act != "gelu_new" && act != "gelu" && act != "gelu_pytorch_tanh" {
                        warnings.push(format!(
                            "activation_function {act:?} is synthesized as gelu_new (same cost and parameters)"
                        ));
                    }
                }
                HfConfig {
                    model_type: model_type.clone(),
                    family,
                    layers: need_u64(o, &["n_layer", "num_hidden_layers"])?,
                    hidden,
                    heads,
                    kv_heads: heads,
                    head_dim: if hidden % heads == 0 {
                        hidden / heads
                    } else {
                        0
                    },
                    ffn,
                    vocab: need_u64(o, &["vocab_size"])?,
                    max_positions: need_u64(o, &["n_positions", "max_position_embeddings"])?,
                    norm_eps: o
                        .get("layer_norm_epsilon")
                        .and_then(Json::as_f64)
                        .unwrap_or(1e-5),
                    tied: get_bool(o, "tie_word_embeddings", true)?,
                    attention_bias: true,
                    mlp_bias: true,
                    moe: None,
                    dtype: dtype_of(o, warnings)?,
                    rope_theta: 10000.0,
                    rope_scaling: None,
                }
            }
            Family::Llama => {
                let hidden = need_u64(o, &["hidden_size"])?;
                let heads = need_u64(o, &["num_attention_heads"])?;
                let kv_heads = get_u64(o, &["num_key_value_heads"])?.unwrap_or(heads);
                let head_dim = match get_u64(o, &["head_dim"])? {
                    Some(d) => d,
                    None if hidden % heads == 0 => hidden / heads,
                    None => 0,
                };
                if let Some(Json::String(act)) = o.get("hidden_act") {
                    if act != "silu" && act != "swish" {
                        warnings.push(format!(
                            "hidden_act {act:?} is synthesized as SiLU (same cost and parameters)"
                        ));
                    }
                }
                let experts = get_u64(o, &["num_local_experts", "num_experts"])?;
                let moe = match experts {
                    None | Some(0) | Some(1) => None,
                    Some(e) => {
                        let k = get_u64(o, &["num_experts_per_tok"])?.unwrap_or(2);
                        if k == 0 || k > e {
                            return Err(format!(
                                "num_experts_per_tok {k} must be between 1 and the {e} experts"
                            ));
                        }
                        Some((e, k))
                    }
                };
                if o.contains_key("shared_expert_intermediate_size") {
                    warnings.push("shared experts are not synthesized".into());
                }
                HfConfig {
                    model_type: model_type.clone(),
                    family,
                    layers: need_u64(o, &["num_hidden_layers"])?,
                    hidden,
                    heads,
                    kv_heads,
                    head_dim,
                    ffn: need_u64(o, &["intermediate_size"])?,
                    vocab: need_u64(o, &["vocab_size"])?,
                    max_positions: get_u64(o, &["max_position_embeddings"])?.unwrap_or(2048),
                    norm_eps: o.get("rms_norm_eps").and_then(Json::as_f64).unwrap_or(1e-6),
                    tied: get_bool(o, "tie_word_embeddings", false)?,
                    attention_bias: get_bool(o, "attention_bias", model_type == "qwen2")?,
                    mlp_bias: get_bool(o, "mlp_bias", false)?,
                    moe,
                    dtype: dtype_of(o, warnings)?,
                    // transformers 5 nests them in `rope_parameters`.
                    rope_theta: match o
                        .get("rope_theta")
                        .or_else(|| o.get("rope_parameters").and_then(|r| r.get("rope_theta")))
                    {
                        None | Some(Json::Null) => 10000.0,
                        Some(v) => v.as_f64().filter(|t| *t > 1.0).ok_or_else(|| {
                            format!("field `rope_theta` must be a number above 1, got {v}")
                        })?,
                    },
                    rope_scaling: match o.get("rope_scaling").or_else(|| {
                        o.get("rope_parameters").filter(|r| {
                            r.get("rope_type").and_then(Json::as_str) != Some("default")
                        })
                    }) {
                        None | Some(Json::Null) => None,
                        Some(v) => Some(
                            v.get("rope_type")
                                .or_else(|| v.get("type"))
                                .and_then(Json::as_str)
                                .unwrap_or("unknown")
                                .to_string(),
                        ),
                    },
                }
            }
        };
        cfg.check()?;
        Ok(cfg)
    }

    fn check(&self) -> Result<(), String> {
        if self.head_dim == 0 {
            return Err(format!(
                "hidden size {} does not divide into {} heads (and no head_dim is given)",
                self.hidden, self.heads
            ));
        }
        if self.kv_heads == 0 || self.heads % self.kv_heads != 0 {
            return Err(format!(
                "{} attention heads do not divide into {} key/value heads",
                self.heads, self.kv_heads
            ));
        }
        for (what, v) in [
            ("hidden size", self.hidden),
            ("heads", self.heads),
            ("head_dim", self.head_dim),
            ("intermediate size", self.ffn),
            ("vocabulary", self.vocab),
            ("max positions", self.max_positions),
            ("experts", self.moe.map_or(1, |m| m.0)),
        ] {
            if v > MAX_DIM {
                return Err(format!(
                    "{what} {v} exceeds the supported maximum {MAX_DIM}"
                ));
            }
        }
        if self.heads * self.head_dim > MAX_DIM {
            return Err("heads × head_dim exceeds the supported maximum".into());
        }
        if self.layers > MAX_LAYERS {
            return Err(format!(
                "{} layers exceed the supported maximum {MAX_LAYERS}",
                self.layers
            ));
        }
        if !self.norm_eps.is_finite() || self.norm_eps < 0.0 {
            return Err(format!(
                "norm epsilon {} is not a non-negative number",
                self.norm_eps
            ));
        }
        Ok(())
    }
}

fn dtype_of(
    o: &serde_json::Map<String, Json>,
    warnings: &mut Vec<String>,
) -> Result<DType, String> {
    let s = match o.get("torch_dtype").or_else(|| o.get("dtype")) {
        None | Some(Json::Null) => return Ok(DType::F32),
        Some(Json::String(s)) => s.as_str(),
        Some(v) => return Err(format!("field `torch_dtype` must be a string, got {v}")),
    };
    Ok(match s {
        "float32" => DType::F32,
        "float16" => DType::F16,
        "bfloat16" => DType::BF16,
        "float64" => DType::F64,
        other => {
            warnings.push(format!("torch_dtype {other:?} is not known; using f32"));
            DType::F32
        }
    })
}

/// Appends typed ops to a graph.
struct B {
    g: Graph,
    dt: DType,
}

impl B {
    fn op(
        &mut self,
        kind: OpKind,
        ins: &[ValueId],
        attrs: Attrs,
        name: &str,
    ) -> Result<ValueId, String> {
        let types: Vec<&TensorType> = ins.iter().map(|&v| self.g.ty(v)).collect();
        let out = infer_types(&kind, &types, &attrs)
            .map_err(|m| format!("{name}: {m}"))?
            .ok_or_else(|| format!("{name}: {kind} needs a given result type"))?;
        let op = self.g.add_op(kind, ins, attrs, out, name);
        Ok(self.g.ops[op].outputs[0])
    }
    fn op1(&mut self, kind: OpKind, x: ValueId, name: &str) -> Result<ValueId, String> {
        self.op(kind, &[x], Attrs::new(), name)
    }
    fn op2(&mut self, kind: OpKind, a: ValueId, b: ValueId, name: &str) -> Result<ValueId, String> {
        self.op(kind, &[a, b], Attrs::new(), name)
    }
    fn typed(
        &mut self,
        kind: OpKind,
        ins: &[ValueId],
        attrs: Attrs,
        ty: TensorType,
        name: &str,
    ) -> ValueId {
        let op = self.g.add_op(kind, ins, attrs, vec![ty], name);
        self.g.ops[op].outputs[0]
    }
    fn reshape(&mut self, x: ValueId, shape: Vec<Dim>, name: &str) -> ValueId {
        let ty = TensorType::new(self.g.ty(x).dtype, shape);
        self.typed(OpKind::Reshape, &[x], Attrs::new(), ty, name)
    }
    fn transpose(&mut self, x: ValueId, perm: &[i64], name: &str) -> Result<ValueId, String> {
        self.op(
            OpKind::Transpose,
            &[x],
            attrs(&[("perm", Attr::Ints(perm.to_vec()))]),
            name,
        )
    }
    fn param(&mut self, name: &str, dims: &[u64]) -> ValueId {
        self.g
            .add_param(name, TensorType::fixed(self.dt, dims), None)
    }
    fn scalar(&mut self, name: &str, v: f64) -> ValueId {
        let data = hetc_ir::TensorData::from_f64s(self.dt, &[v]);
        self.g
            .add_const(name, TensorType::scalar(self.dt), Some(data))
    }
    /// `x @ W (+ b)` with `W : [in, out]`.
    fn linear(
        &mut self,
        x: ValueId,
        prefix: &str,
        din: u64,
        dout: u64,
        bias: bool,
    ) -> Result<ValueId, String> {
        let w = self.param(&format!("{prefix}.weight"), &[din, dout]);
        let mut y = self.op2(OpKind::MatMul, x, w, prefix)?;
        if bias {
            let b = self.param(&format!("{prefix}.bias"), &[dout]);
            y = self.op2(OpKind::Add, y, b, &format!("{prefix}.bias_add"))?;
        }
        Ok(y)
    }
    fn layer_norm(
        &mut self,
        x: ValueId,
        prefix: &str,
        h: u64,
        eps: f64,
    ) -> Result<ValueId, String> {
        let s = self.param(&format!("{prefix}.weight"), &[h]);
        let b = self.param(&format!("{prefix}.bias"), &[h]);
        let rank = self.g.ty(x).rank() as i64;
        self.op(
            OpKind::LayerNorm,
            &[x, s, b],
            attrs(&[("axis", Attr::Int(rank - 1)), ("epsilon", Attr::Float(eps))]),
            prefix,
        )
    }
    /// `x · w / sqrt(mean(x²) + eps)`.
    fn rms_norm(&mut self, x: ValueId, prefix: &str, h: u64, eps: f64) -> Result<ValueId, String> {
        let w = self.param(&format!("{prefix}.weight"), &[h]);
        let e = self.scalar(&format!("{prefix}.eps"), eps);
        let sq = self.op2(OpKind::Mul, x, x, &format!("{prefix}.square"))?;
        let ms = self.op(
            OpKind::ReduceMean,
            &[sq],
            attrs(&[("axes", Attr::Ints(vec![-1])), ("keepdims", Attr::Int(1))]),
            &format!("{prefix}.mean"),
        )?;
        let a = self.op2(OpKind::Add, ms, e, &format!("{prefix}.add_eps"))?;
        let r = self.op1(OpKind::Sqrt, a, &format!("{prefix}.sqrt"))?;
        let inv = self.op1(OpKind::Reciprocal, r, &format!("{prefix}.rsqrt"))?;
        let n = self.op2(OpKind::Mul, x, inv, &format!("{prefix}.normalize"))?;
        self.op2(OpKind::Mul, n, w, &format!("{prefix}.scale"))
    }
}

fn attrs(kv: &[(&str, Attr)]) -> Attrs {
    kv.iter().map(|(k, v)| (k.to_string(), v.clone())).collect()
}

/// Synthesize the graph of `cfg`.
pub fn build(cfg: &HfConfig, name: &str, opts: &ImportOptions) -> Result<Imported, String> {
    let mut b = B {
        g: Graph::new(name),
        dt: cfg.dtype,
    };
    let dim = |s: &str| match opts.bindings.get(s) {
        Some(&v) => Dim::Fixed(v),
        None => Dim::sym(s),
    };
    let (bd, sd) = (dim("batch"), dim("sequence"));
    let mut notes = Vec::new();
    if let Some(n) = sd.fixed() {
        if n > cfg.max_positions {
            return Err(format!(
                "sequence {n} exceeds max_position_embeddings {}",
                cfg.max_positions
            ));
        }
    }
    let tokens = bd.mul(&sd);
    let (h, hd, nh, nkv, f, v) = (
        cfg.hidden,
        cfg.head_dim,
        cfg.heads,
        cfg.kv_heads,
        cfg.ffn,
        cfg.vocab,
    );
    let ids = b.g.add_input(
        "input_ids",
        TensorType::new(DType::I64, [bd.clone(), sd.clone()]),
    );
    let wte = b.param("embed_tokens.weight", &[v, h]);
    let mut x = b.op(
        OpKind::Gather,
        &[wte, ids],
        attrs(&[("axis", Attr::Int(0))]),
        "embed_tokens",
    )?;
    // Position data (not trained): GPT-2's position ids, LLaMA's rotary tables.
    let (pos_cos, pos_sin) = if cfg.family == Family::Gpt2 {
        let wpe = b.param("embed_positions.weight", &[cfg.max_positions, h]);
        let pos = b.g.add_const(
            "position_ids",
            TensorType::new(DType::I64, [sd.clone()]),
            None,
        );
        let p = b.op(
            OpKind::Gather,
            &[wpe, pos],
            attrs(&[("axis", Attr::Int(0))]),
            "embed_positions",
        )?;
        x = b.op2(OpKind::Add, x, p, "embed_add")?;
        (None, None)
    } else {
        let t = TensorType::new(b.dt, [sd.clone(), Dim::Fixed(hd)]);
        let c = b.g.add_const("rope.cos", t.clone(), None);
        let s = b.g.add_const("rope.sin", t, None);
        (Some(c), Some(s))
    };
    let mask = b.g.add_const(
        "causal_mask",
        TensorType::new(b.dt, [sd.clone(), sd.clone()]),
        None,
    );
    let scale = b.scalar("attn.scale", 1.0 / (hd as f64).sqrt());
    let capacity = match tokens.fixed() {
        Some(t) => cfg.moe.map(|(e, k)| Dim::Fixed((k * t).div_ceil(e))),
        None => Some(Dim::sym("expert_capacity")),
    };
    for l in 0..cfg.layers {
        let p = format!("layers.{l}");
        let resid = x;
        let y = match cfg.family {
            Family::Gpt2 => b.layer_norm(x, &format!("{p}.input_norm"), h, cfg.norm_eps)?,
            Family::Llama => b.rms_norm(x, &format!("{p}.input_norm"), h, cfg.norm_eps)?,
        };
        // attention
        let qb = cfg.attention_bias;
        let q = b.linear(y, &format!("{p}.attn.q_proj"), h, nh * hd, qb)?;
        let k = b.linear(y, &format!("{p}.attn.k_proj"), h, nkv * hd, qb)?;
        let vv = b.linear(y, &format!("{p}.attn.v_proj"), h, nkv * hd, qb)?;
        let heads = |b: &mut B, t: ValueId, n: u64, what: &str| -> Result<ValueId, String> {
            let r = b.reshape(
                t,
                vec![bd.clone(), sd.clone(), Dim::Fixed(n), Dim::Fixed(hd)],
                &format!("{p}.attn.{what}_heads"),
            );
            b.transpose(r, &[0, 2, 1, 3], &format!("{p}.attn.{what}_transpose"))
        };
        let mut q = heads(&mut b, q, nh, "q")?;
        let mut k = heads(&mut b, k, nkv, "k")?;
        let mut vv = heads(&mut b, vv, nkv, "v")?;
        if let (Some(c), Some(s)) = (pos_cos, pos_sin) {
            q = rope(&mut b, q, c, s, hd, &format!("{p}.attn.q_rope"))?;
            k = rope(&mut b, k, c, s, hd, &format!("{p}.attn.k_rope"))?;
        }
        if nkv != nh {
            let g = nh / nkv;
            let rep = |b: &mut B, t: ValueId, what: &str| -> ValueId {
                let dt = b.dt;
                let r = b.reshape(
                    t,
                    vec![
                        bd.clone(),
                        Dim::Fixed(nkv),
                        Dim::Fixed(1),
                        sd.clone(),
                        Dim::Fixed(hd),
                    ],
                    &format!("{p}.attn.{what}_unsqueeze"),
                );
                let e = b.typed(
                    OpKind::Expand,
                    &[r],
                    Attrs::new(),
                    TensorType::new(
                        dt,
                        [
                            bd.clone(),
                            Dim::Fixed(nkv),
                            Dim::Fixed(g),
                            sd.clone(),
                            Dim::Fixed(hd),
                        ],
                    ),
                    &format!("{p}.attn.{what}_repeat_kv"),
                );
                b.reshape(
                    e,
                    vec![bd.clone(), Dim::Fixed(nh), sd.clone(), Dim::Fixed(hd)],
                    &format!("{p}.attn.{what}_merge_groups"),
                )
            };
            k = rep(&mut b, k, "k");
            vv = rep(&mut b, vv, "v");
        }
        let kt = b.transpose(k, &[0, 1, 3, 2], &format!("{p}.attn.k_t"))?;
        let sc = b.op2(OpKind::MatMul, q, kt, &format!("{p}.attn.scores"))?;
        let sc = b.op2(OpKind::Mul, sc, scale, &format!("{p}.attn.scale"))?;
        let sc = b.op2(OpKind::Add, sc, mask, &format!("{p}.attn.mask"))?;
        let pr = b.op(
            OpKind::Softmax,
            &[sc],
            attrs(&[("axis", Attr::Int(3))]),
            &format!("{p}.attn.softmax"),
        )?;
        let o = b.op2(OpKind::MatMul, pr, vv, &format!("{p}.attn.weighted"))?;
        let o = b.transpose(o, &[0, 2, 1, 3], &format!("{p}.attn.o_transpose"))?;
        let o = b.reshape(
            o,
            vec![bd.clone(), sd.clone(), Dim::Fixed(nh * hd)],
            &format!("{p}.attn.o_merge"),
        );
        // Qwen2 biases q/k/v only; GPT-2 and LLaMA with attention_bias bias o_proj too.
        let ob = qb && cfg.model_type != "qwen2";
        let o = b.linear(o, &format!("{p}.attn.o_proj"), nh * hd, h, ob)?;
        x = b.op2(OpKind::Add, resid, o, &format!("{p}.attn_residual"))?;
        // MLP / MoE
        let resid = x;
        let y = match cfg.family {
            Family::Gpt2 => {
                b.layer_norm(x, &format!("{p}.post_attention_norm"), h, cfg.norm_eps)?
            }
            Family::Llama => b.rms_norm(x, &format!("{p}.post_attention_norm"), h, cfg.norm_eps)?,
        };
        let m = match (cfg.family, cfg.moe) {
            (Family::Gpt2, _) => {
                let u = b.linear(y, &format!("{p}.mlp.up_proj"), h, f, true)?;
                let a = gelu_new(&mut b, u, &format!("{p}.mlp.act"))?;
                b.linear(a, &format!("{p}.mlp.down_proj"), f, h, true)?
            }
            (Family::Llama, None) => {
                let mb = cfg.mlp_bias;
                let gt = b.linear(y, &format!("{p}.mlp.gate_proj"), h, f, mb)?;
                let u = b.linear(y, &format!("{p}.mlp.up_proj"), h, f, mb)?;
                let a = silu(&mut b, gt, &format!("{p}.mlp.act"))?;
                let a = b.op2(OpKind::Mul, a, u, &format!("{p}.mlp.gate_mul"))?;
                b.linear(a, &format!("{p}.mlp.down_proj"), f, h, mb)?
            }
            (Family::Llama, Some((e, topk))) => {
                let cap = capacity.clone().unwrap_or(Dim::Fixed(1));
                if opts.weights.is_some() {
                    moe_dense(&mut b, y, &p, h, f, e, topk, (&bd, &sd))?
                } else {
                    moe(&mut b, y, &p, h, f, e, topk, cap, (&bd, &sd))?
                }
            }
        };
        x = b.op2(OpKind::Add, resid, m, &format!("{p}.mlp_residual"))?;
    }
    let y = match cfg.family {
        Family::Gpt2 => b.layer_norm(x, "final_norm", h, cfg.norm_eps)?,
        Family::Llama => b.rms_norm(x, "final_norm", h, cfg.norm_eps)?,
    };
    let head = if cfg.tied {
        notes.push("lm_head is tied to embed_tokens (tie_word_embeddings)".to_string());
        b.transpose(wte, &[1, 0], "lm_head.tied_transpose")?
    } else {
        b.param("lm_head.weight", &[h, v])
    };
    let logits = b.op2(OpKind::MatMul, y, head, "lm_head")?;
    b.g.values[logits].name = "logits".into();
    b.g.outputs.push(logits);
    let mut unbound: Vec<String> = Vec::new();
    for d in [&bd, &sd] {
        for s in d.symbols() {
            if !unbound.iter().any(|u| u == s) {
                unbound.push(s.to_string());
            }
        }
    }
    if cfg.moe.is_some() && tokens.fixed().is_none() && opts.weights.is_none() {
        unbound.push("expert_capacity".into());
    }
    // Renumber in printing order so that the text form reads top to bottom.
    let graph = b.g.compact();
    let mut value_types = IndexMap::new();
    value_types.insert("input_ids".to_string(), graph.ty(graph.inputs[0]).clone());
    value_types.insert("logits".to_string(), graph.ty(graph.outputs[0]).clone());
    Ok(Imported {
        graph,
        warnings: Vec::new(),
        notes,
        value_types,
        unbound,
        branch_inputs: Vec::new(),
        computed_bound: Vec::new(),
    })
}

/// `x·cos + rotate_half(x)·sin` over the last dim (`head_dim`).
fn rope(
    b: &mut B,
    x: ValueId,
    cos: ValueId,
    sin: ValueId,
    hd: u64,
    p: &str,
) -> Result<ValueId, String> {
    let half = (hd / 2) as i64;
    let parts = {
        let types: Vec<&TensorType> = vec![b.g.ty(x)];
        let a = attrs(&[
            ("axis", Attr::Int(3)),
            ("sizes", Attr::Ints(vec![half, hd as i64 - half])),
        ]);
        let out = infer_types(&OpKind::Split, &types, &a)
            .map_err(|m| format!("{p}: {m}"))?
            .unwrap_or_default();
        let op =
            b.g.add_op(OpKind::Split, &[x], a, out, format!("{p}.split"));
        b.g.ops[op].outputs.clone()
    };
    let n = b.op1(OpKind::Neg, parts[1], &format!("{p}.neg"))?;
    let r = b.op(
        OpKind::Concat,
        &[n, parts[0]],
        attrs(&[("axis", Attr::Int(3))]),
        &format!("{p}.rotate_half"),
    )?;
    let xc = b.op2(OpKind::Mul, x, cos, &format!("{p}.cos"))?;
    let rs = b.op2(OpKind::Mul, r, sin, &format!("{p}.sin"))?;
    b.op2(OpKind::Add, xc, rs, &format!("{p}.add"))
}

/// `x·sigmoid(x)`.
fn silu(b: &mut B, x: ValueId, p: &str) -> Result<ValueId, String> {
    let s = b.op1(OpKind::Sigmoid, x, &format!("{p}.sigmoid"))?;
    b.op2(OpKind::Mul, x, s, &format!("{p}.mul"))
}

/// GPT-2's `gelu_new`: `0.5·x·(1 + tanh(√(2/π)·(x + 0.044715·x³)))`.
fn gelu_new(b: &mut B, x: ValueId, p: &str) -> Result<ValueId, String> {
    let (half, three, c, k, one) = (
        b.scalar(&format!("{p}.half"), 0.5),
        b.scalar(&format!("{p}.three"), 3.0),
        b.scalar(&format!("{p}.coeff"), 0.044715),
        b.scalar(
            &format!("{p}.sqrt_2_over_pi"),
            (2.0 / std::f64::consts::PI).sqrt(),
        ),
        b.scalar(&format!("{p}.one"), 1.0),
    );
    let hx = b.op2(OpKind::Mul, x, half, &format!("{p}.mul_half"))?;
    let x3 = b.op2(OpKind::Pow, x, three, &format!("{p}.cube"))?;
    let cx3 = b.op2(OpKind::Mul, x3, c, &format!("{p}.mul_coeff"))?;
    let inner = b.op2(OpKind::Add, x, cx3, &format!("{p}.add"))?;
    let inner = b.op2(OpKind::Mul, inner, k, &format!("{p}.mul_k"))?;
    let t = b.op1(OpKind::Tanh, inner, &format!("{p}.tanh"))?;
    let t = b.op2(OpKind::Add, t, one, &format!("{p}.add_one"))?;
    b.op2(OpKind::Mul, hx, t, &format!("{p}.mul"))
}

/// The router's probabilities over the `e` experts: softmax of `x @ W`.
fn router(b: &mut B, x: ValueId, p: &str, h: u64, e: u64) -> Result<ValueId, String> {
    let logits = b.linear(x, &format!("{p}.moe.router"), h, e, false)?;
    b.op(
        OpKind::Softmax,
        &[logits],
        attrs(&[("axis", Attr::Int(2))]),
        &format!("{p}.moe.router_softmax"),
    )
}

/// The experts' SwiGLU on `xs : [experts, tokens, hidden]` (batched over
/// the experts' `[e, h, f]` / `[e, f, h]` weights).
fn experts(b: &mut B, xs: ValueId, p: &str, h: u64, f: u64, e: u64) -> Result<ValueId, String> {
    let wg = b.param(&format!("{p}.moe.experts.gate_proj.weight"), &[e, h, f]);
    let wu = b.param(&format!("{p}.moe.experts.up_proj.weight"), &[e, h, f]);
    let wd = b.param(&format!("{p}.moe.experts.down_proj.weight"), &[e, f, h]);
    let g = b.op2(
        OpKind::MatMul,
        xs,
        wg,
        &format!("{p}.moe.experts.gate_proj"),
    )?;
    let u = b.op2(OpKind::MatMul, xs, wu, &format!("{p}.moe.experts.up_proj"))?;
    let a = silu(b, g, &format!("{p}.moe.experts.act"))?;
    let a = b.op2(OpKind::Mul, a, u, &format!("{p}.moe.experts.gate_mul"))?;
    b.op2(OpKind::MatMul, a, wd, &format!("{p}.moe.experts.down_proj"))
}

/// The MoE layer as it runs with a checkpoint (`--weights`): Mixtral's
/// routing — softmax over the router's logits, the top `k` kept and
/// renormalised to sum 1 — computed without `top_k` (the `k`-th largest
/// probability found by `k` rounds of `reduce_max`, each masking the
/// maximum out), and every expert applied to every token, weighted by its
/// routing weight (0 for experts not chosen). `experts / k` times the
/// expert FLOPs of the sparse form, but built from ops every backend runs;
/// the parameters are the sparse form's.
#[allow(clippy::too_many_arguments)]
fn moe_dense(
    b: &mut B,
    x: ValueId,
    p: &str,
    h: u64,
    f: u64,
    e: u64,
    k: u64,
    (bd, sd): (&Dim, &Dim),
) -> Result<ValueId, String> {
    let dt = b.dt;
    let probs = router(b, x, p, h, e)?;
    let max_of = |b: &mut B, t: ValueId, i: u64| {
        b.op(
            OpKind::ReduceMax,
            &[t],
            attrs(&[("axes", Attr::Ints(vec![-1])), ("keepdims", Attr::Int(1))]),
            &format!("{p}.moe.top{i}"),
        )
    };
    // Probabilities are in [0, 1]: -1 is below every one of them.
    let below = b.scalar(&format!("{p}.moe.below"), -1.0);
    let zero = b.scalar(&format!("{p}.moe.zero"), 0.0);
    let mut rest = probs;
    let mut kth = max_of(b, rest, 1)?;
    for i in 2..=k {
        let keep = b.op2(
            OpKind::Less,
            rest,
            kth,
            &format!("{p}.moe.below_top{}", i - 1),
        )?;
        rest = b.op(
            OpKind::Where,
            &[keep, rest, below],
            Attrs::new(),
            &format!("{p}.moe.without_top{}", i - 1),
        )?;
        kth = max_of(b, rest, i)?;
    }
    let dropped = b.op2(OpKind::Less, probs, kth, &format!("{p}.moe.not_chosen"))?;
    let w = b.op(
        OpKind::Where,
        &[dropped, zero, probs],
        Attrs::new(),
        &format!("{p}.moe.chosen"),
    )?;
    let total = b.op(
        OpKind::ReduceSum,
        &[w],
        attrs(&[("axes", Attr::Ints(vec![-1])), ("keepdims", Attr::Int(1))]),
        &format!("{p}.moe.chosen_sum"),
    )?;
    let w = b.op2(OpKind::Div, w, total, &format!("{p}.moe.routing_weights"))?;
    // Every expert on every token: x as [experts, tokens, hidden].
    let t = bd.mul(sd);
    let x2 = b.reshape(
        x,
        vec![Dim::Fixed(1), t.clone(), Dim::Fixed(h)],
        &format!("{p}.moe.tokens"),
    );
    let xe = b.typed(
        OpKind::Expand,
        &[x2],
        Attrs::new(),
        TensorType::new(dt, [Dim::Fixed(e), t.clone(), Dim::Fixed(h)]),
        &format!("{p}.moe.to_experts"),
    );
    let d = experts(b, xe, p, h, f, e)?;
    // Routing weights as [experts, tokens, 1]; the weighted sum over experts.
    let w2 = b.reshape(
        w,
        vec![t.clone(), Dim::Fixed(e)],
        &format!("{p}.moe.weights_flat"),
    );
    let wt = b.transpose(w2, &[1, 0], &format!("{p}.moe.weights_by_expert"))?;
    let wt = b.reshape(
        wt,
        vec![Dim::Fixed(e), t.clone(), Dim::Fixed(1)],
        &format!("{p}.moe.weights_column"),
    );
    let y = b.op2(OpKind::Mul, d, wt, &format!("{p}.moe.weighted"))?;
    let y = b.op(
        OpKind::ReduceSum,
        &[y],
        attrs(&[("axes", Attr::Ints(vec![0])), ("keepdims", Attr::Int(0))]),
        &format!("{p}.moe.combine"),
    )?;
    Ok(b.reshape(
        y,
        vec![bd.clone(), sd.clone(), Dim::Fixed(h)],
        &format!("{p}.moe.output"),
    ))
}

/// Router, top-k, dispatch, batched SwiGLU experts, combine.
#[allow(clippy::too_many_arguments)]
fn moe(
    b: &mut B,
    x: ValueId,
    p: &str,
    h: u64,
    f: u64,
    e: u64,
    k: u64,
    cap: Dim,
    (bd, sd): (&Dim, &Dim),
) -> Result<ValueId, String> {
    let probs = router(b, x, p, h, e)?;
    let a = attrs(&[
        ("axis", Attr::Int(2)),
        ("k", Attr::Int(k as i64)),
        ("largest", Attr::Int(1)),
        ("sorted", Attr::Int(1)),
    ]);
    let out = infer_types(&OpKind::TopK, &[b.g.ty(probs)], &a)
        .map_err(|m| format!("{p}.moe.top_k: {m}"))?
        .unwrap_or_default();
    let op =
        b.g.add_op(OpKind::TopK, &[probs], a, out, format!("{p}.moe.top_k"));
    let (wts, idx) = (b.g.ops[op].outputs[0], b.g.ops[op].outputs[1]);
    let dt = b.dt;
    let custom = |name: &str| OpKind::Custom {
        domain: "hetc".into(),
        name: name.into(),
    };
    let disp = b.typed(
        custom("moe_dispatch"),
        &[x, idx],
        attrs(&[("experts", Attr::Int(e as i64)), ("k", Attr::Int(k as i64))]),
        TensorType::new(dt, [Dim::Fixed(e), cap.clone(), Dim::Fixed(h)]),
        &format!("{p}.moe.dispatch"),
    );
    let d = experts(b, disp, p, h, f, e)?;
    Ok(b.typed(
        custom("moe_combine"),
        &[d, idx, wts],
        attrs(&[("experts", Attr::Int(e as i64)), ("k", Attr::Int(k as i64))]),
        TensorType::new(dt, [bd.clone(), sd.clone(), Dim::Fixed(h)]),
        &format!("{p}.moe.combine"),
    ))
}
