//! Hugging Face checkpoints in and out for the graphs [`crate::hfconfig`]
//! synthesizes: `model.safetensors`, a sharded
//! `model.safetensors.index.json`, or a directory holding either.
//!
//! Establishes: one table, [`bindings`], says for every parameter of the
//! synthesized graph which Hugging Face tensor(s) hold it and how —
//! as is, transposed (`nn.Linear` stores `[out, in]`, the graph `[in,
//! out]`), a part of a fused tensor (GPT-2's `c_attn` holds q, k and v
//! along its last dim), or stacked from per-expert tensors (Mixtral). Both
//! directions use that table through one element map, so what
//! [`load`] reads [`to_hf`] writes back in the same places.
//!
//! Loading checks every tensor the table names: a missing one, one of
//! another shape, or one the table does not know (other than buffers
//! transformers itself ignores: GPT-2's `attn.bias`/`attn.masked_bias`,
//! LLaMA's `rotary_emb.inv_freq`, a tied `lm_head.weight`) is an error
//! naming it. Floating-point tensors of any width load widened and then
//! rounded to the parameter's type (f32 when weights are given: the
//! master weights; `--dtype` picks the compute type of a training bundle).
//!
//! With weights the sequence length must be fixed: the position ids,
//! rotary tables (`rope_theta`) and the causal mask (the dtype's lowest
//! value above the diagonal, as transformers adds) are filled in then.

use crate::hfconfig::{Family, HfConfig};
use hetc_ir::{DType, Graph, TensorData, ValueId};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// How one graph parameter is made of Hugging Face tensors.
#[derive(Clone, Debug, PartialEq)]
pub enum Source {
    /// The tensor as stored (`transpose`: a 2-D tensor stored `[out, in]`).
    Whole { name: String, transpose: bool },
    /// Part `part` of `parts` equal parts along `axis` of a fused tensor.
    Part {
        name: String,
        axis: usize,
        part: u64,
        parts: u64,
    },
    /// `[experts, a, b]` stacked from one tensor per expert (each `[b, a]`
    /// when `transpose`).
    Stack { names: Vec<String>, transpose: bool },
}

/// A parameter of the synthesized graph and where its data lives.
#[derive(Clone, Debug, PartialEq)]
pub struct Binding {
    pub param: String,
    pub source: Source,
}

/// Hugging Face tensors that transformers itself skips on load: a match
/// is neither required nor an error.
fn ignored(cfg: &HfConfig, name: &str) -> bool {
    let n = strip_prefix(cfg, name);
    n.ends_with(".attn.bias")
        || n.ends_with(".attn.masked_bias")
        || n.ends_with("rotary_emb.inv_freq")
        || (cfg.tied && n == "lm_head.weight")
}

/// The model prefix of the `*ForCausalLM` checkpoints.
fn prefix(cfg: &HfConfig) -> &'static str {
    match cfg.family {
        Family::Gpt2 => "transformer.",
        Family::Llama => "model.",
    }
}

/// `name` without the model prefix (GPT-2's published checkpoint stores
/// the bare `GPT2Model` names: `h.0.attn.c_attn.weight`).
fn strip_prefix<'a>(cfg: &HfConfig, name: &'a str) -> &'a str {
    name.strip_prefix(prefix(cfg)).unwrap_or(name)
}

/// Every parameter of `cfg`'s graph with its Hugging Face source, in the
/// graph's order. Names are the canonical `*ForCausalLM` ones (with the
/// model prefix; `lm_head.weight` without).
pub fn bindings(cfg: &HfConfig) -> Vec<Binding> {
    let p = prefix(cfg);
    let mut out = Vec::new();
    let mut put = |param: String, source: Source| out.push(Binding { param, source });
    let whole = |n: String, transpose: bool| Source::Whole { name: n, transpose };
    match cfg.family {
        Family::Gpt2 => {
            put(
                "embed_tokens.weight".into(),
                whole(format!("{p}wte.weight"), false),
            );
            put(
                "embed_positions.weight".into(),
                whole(format!("{p}wpe.weight"), false),
            );
            for l in 0..cfg.layers {
                let (ours, hf) = (format!("layers.{l}"), format!("{p}h.{l}"));
                for w in ["weight", "bias"] {
                    put(
                        format!("{ours}.input_norm.{w}"),
                        whole(format!("{hf}.ln_1.{w}"), false),
                    );
                }
                for (part, x) in ["q", "k", "v"].iter().enumerate() {
                    for (w, axis) in [("weight", 1), ("bias", 0)] {
                        put(
                            format!("{ours}.attn.{x}_proj.{w}"),
                            Source::Part {
                                name: format!("{hf}.attn.c_attn.{w}"),
                                axis,
                                part: part as u64,
                                parts: 3,
                            },
                        );
                    }
                }
                for (o, h) in [
                    ("attn.o_proj", "attn.c_proj"),
                    ("post_attention_norm", "ln_2"),
                    ("mlp.up_proj", "mlp.c_fc"),
                    ("mlp.down_proj", "mlp.c_proj"),
                ] {
                    for w in ["weight", "bias"] {
                        put(
                            format!("{ours}.{o}.{w}"),
                            whole(format!("{hf}.{h}.{w}"), false),
                        );
                    }
                }
            }
            for w in ["weight", "bias"] {
                put(
                    format!("final_norm.{w}"),
                    whole(format!("{p}ln_f.{w}"), false),
                );
            }
        }
        Family::Llama => {
            put(
                "embed_tokens.weight".into(),
                whole(format!("{p}embed_tokens.weight"), false),
            );
            let linear = |put: &mut dyn FnMut(String, Source), ours: String, hf: String, bias| {
                put(
                    format!("{ours}.weight"),
                    whole(format!("{hf}.weight"), true),
                );
                if bias {
                    put(format!("{ours}.bias"), whole(format!("{hf}.bias"), false));
                }
            };
            for l in 0..cfg.layers {
                let (ours, hf) = (format!("layers.{l}"), format!("{p}layers.{l}"));
                put(
                    format!("{ours}.input_norm.weight"),
                    whole(format!("{hf}.input_layernorm.weight"), false),
                );
                let qb = cfg.attention_bias;
                for x in ["q", "k", "v"] {
                    let (o, h) = (
                        format!("{ours}.attn.{x}_proj"),
                        format!("{hf}.self_attn.{x}_proj"),
                    );
                    linear(&mut put, o, h, qb);
                }
                let ob = qb && cfg.model_type != "qwen2";
                let (o, h) = (
                    format!("{ours}.attn.o_proj"),
                    format!("{hf}.self_attn.o_proj"),
                );
                linear(&mut put, o, h, ob);
                put(
                    format!("{ours}.post_attention_norm.weight"),
                    whole(format!("{hf}.post_attention_layernorm.weight"), false),
                );
                match cfg.moe {
                    None => {
                        for x in ["gate", "up", "down"] {
                            let (o, h) =
                                (format!("{ours}.mlp.{x}_proj"), format!("{hf}.mlp.{x}_proj"));
                            linear(&mut put, o, h, cfg.mlp_bias);
                        }
                    }
                    Some((e, _)) => {
                        let moe = format!("{hf}.block_sparse_moe");
                        put(
                            format!("{ours}.moe.router.weight"),
                            whole(format!("{moe}.gate.weight"), true),
                        );
                        for (x, w) in [("gate", "w1"), ("up", "w3"), ("down", "w2")] {
                            put(
                                format!("{ours}.moe.experts.{x}_proj.weight"),
                                Source::Stack {
                                    names: (0..e)
                                        .map(|j| format!("{moe}.experts.{j}.{w}.weight"))
                                        .collect(),
                                    transpose: true,
                                },
                            );
                        }
                    }
                }
            }
            put(
                "final_norm.weight".into(),
                whole(format!("{p}norm.weight"), false),
            );
        }
    }
    if !cfg.tied {
        put(
            "lm_head.weight".into(),
            whole("lm_head.weight".into(), true),
        );
    }
    out
}

/// One Hugging Face tensor of a binding: its name and shape.
struct Piece {
    name: String,
    shape: Vec<u64>,
}

/// For each parameter element: which piece holds it, and where in it.
type ElementMap = Vec<(u32, u64)>;

/// The Hugging Face tensors `source` reads for a parameter of shape
/// `param`, and for every parameter element (row-major) the piece and the
/// row-major offset in it that holds it — the one element map both
/// directions use.
fn element_map(source: &Source, param: &[u64]) -> Result<(Vec<Piece>, ElementMap), String> {
    let count: u64 = param.iter().product();
    let strides = |s: &[u64]| -> Vec<u64> {
        let mut st = vec![1; s.len()];
        for i in (0..s.len().saturating_sub(1)).rev() {
            st[i] = st[i + 1] * s[i + 1];
        }
        st
    };
    // Visit every multi-index of `param` in row-major order.
    let mut idx = vec![0u64; param.len()];
    let mut map = Vec::with_capacity(count as usize);
    let step = |idx: &mut Vec<u64>| {
        for d in (0..idx.len()).rev() {
            idx[d] += 1;
            if idx[d] < param[d] {
                return;
            }
            idx[d] = 0;
        }
    };
    let pieces = match source {
        Source::Whole { name, transpose } => {
            let shape: Vec<u64> = if *transpose {
                if param.len() != 2 {
                    return Err(format!("{name}: a transposed tensor must be 2-D"));
                }
                vec![param[1], param[0]]
            } else {
                param.to_vec()
            };
            let st = strides(&shape);
            for _ in 0..count {
                let off = if *transpose {
                    idx[1] * st[0] + idx[0]
                } else {
                    idx.iter().zip(&st).map(|(i, s)| i * s).sum()
                };
                map.push((0, off));
                step(&mut idx);
            }
            vec![Piece {
                name: name.clone(),
                shape,
            }]
        }
        Source::Part {
            name,
            axis,
            part,
            parts,
        } => {
            let mut shape = param.to_vec();
            let Some(d) = shape.get_mut(*axis) else {
                return Err(format!(
                    "{name}: axis {axis} of a {}-D parameter",
                    param.len()
                ));
            };
            *d *= parts;
            let st = strides(&shape);
            for _ in 0..count {
                let off: u64 = idx
                    .iter()
                    .enumerate()
                    .map(|(a, &i)| (if a == *axis { i + part * param[a] } else { i }) * st[a])
                    .sum();
                map.push((0, off));
                step(&mut idx);
            }
            vec![Piece {
                name: name.clone(),
                shape,
            }]
        }
        Source::Stack { names, transpose } => {
            if param.len() != 3 || param[0] != names.len() as u64 {
                return Err(format!(
                    "{}: {} experts' tensors for a parameter of shape {param:?}",
                    names.first().map_or("", String::as_str),
                    names.len()
                ));
            }
            let (a, b) = (param[1], param[2]);
            let shape = if *transpose { vec![b, a] } else { vec![a, b] };
            for _ in 0..count {
                let off = if *transpose {
                    idx[2] * a + idx[1]
                } else {
                    idx[1] * b + idx[2]
                };
                map.push((idx[0] as u32, off));
                step(&mut idx);
            }
            names
                .iter()
                .map(|n| Piece {
                    name: n.clone(),
                    shape: shape.clone(),
                })
                .collect()
        }
    };
    Ok((pieces, map))
}

/// A checkpoint's tensors by name: the files they are in, read on demand.
struct Checkpoint {
    /// Tensor name → index into `files`.
    index: BTreeMap<String, usize>,
    files: Vec<(PathBuf, Vec<u8>)>,
}

fn err(path: &Path, m: impl std::fmt::Display) -> String {
    format!("{}: {m}", path.display())
}

/// The files of the checkpoint at `path` (a `.safetensors` file, a
/// `.safetensors.index.json`, or a directory holding `model.safetensors`
/// or the index): the safetensors files, in name order, after the index
/// when there is one.
pub fn checkpoint_files(path: &Path) -> Result<Vec<PathBuf>, String> {
    let path = if path.is_dir() {
        let idx = path.join("model.safetensors.index.json");
        if idx.is_file() {
            idx
        } else {
            path.join("model.safetensors")
        }
    } else {
        path.to_path_buf()
    };
    let name = path
        .file_name()
        .map(|f| f.to_string_lossy().into_owned())
        .unwrap_or_default();
    let files: Vec<PathBuf> = if name.ends_with(".json") {
        let text = std::fs::read_to_string(&path).map_err(|e| err(&path, e))?;
        let v: serde_json::Value =
            serde_json::from_str(&text).map_err(|e| err(&path, format!("invalid JSON: {e}")))?;
        let map = v
            .get("weight_map")
            .and_then(|m| m.as_object())
            .ok_or_else(|| {
                err(
                    &path,
                    "no `weight_map` object (is this a safetensors index?)",
                )
            })?;
        let dir = path.parent().unwrap_or(Path::new("."));
        let mut files: Vec<PathBuf> = Vec::new();
        for (t, f) in map {
            let f = f
                .as_str()
                .ok_or_else(|| err(&path, format!("weight_map[{t:?}] is not a file name")))?;
            let f = dir.join(f);
            if !files.contains(&f) {
                files.push(f);
            }
        }
        files.sort();
        files.insert(0, path);
        files
    } else {
        vec![path.clone()]
    };
    Ok(files)
}

impl Checkpoint {
    /// Open the checkpoint at `path` ([`checkpoint_files`]).
    fn open(path: &Path) -> Result<Checkpoint, String> {
        let files: Vec<PathBuf> = checkpoint_files(path)?
            .into_iter()
            .filter(|f| !f.to_string_lossy().ends_with(".json"))
            .collect();
        let mut cp = Checkpoint {
            index: BTreeMap::new(),
            files: Vec::new(),
        };
        for f in files {
            let bytes = std::fs::read(&f).map_err(|e| err(&f, e))?;
            let (_, meta) = safetensors::SafeTensors::read_metadata(&bytes)
                .map_err(|e| err(&f, format!("not a safetensors file: {e}")))?;
            let k = cp.files.len();
            for t in meta.tensors().keys() {
                if let Some(&other) = cp.index.get(t) {
                    return Err(format!(
                        "tensor {t:?} is in both {} and {}",
                        cp.files[other].0.display(),
                        f.display()
                    ));
                }
                cp.index.insert(t.clone(), k);
            }
            cp.files.push((f, bytes));
        }
        Ok(cp)
    }

    /// The file holding `name` (the canonical name, or without the model
    /// prefix) and the name it has there.
    fn find<'a>(&'a self, cfg: &HfConfig, name: &'a str) -> Option<(&'a str, usize)> {
        let bare = strip_prefix(cfg, name);
        [name, bare]
            .into_iter()
            .find_map(|n| self.index.get(n).map(|&k| (n, k)))
    }

    /// `name`'s values widened to f64, checked against `shape`.
    fn values(&self, cfg: &HfConfig, name: &str, shape: &[u64]) -> Result<Vec<f64>, String> {
        let (n, k) = self
            .find(cfg, name)
            .ok_or_else(|| format!("tensor {name:?} is missing from the checkpoint"))?;
        let (path, bytes) = &self.files[k];
        let st = safetensors::SafeTensors::deserialize(bytes).map_err(|e| err(path, e))?;
        let t = st.tensor(n).map_err(|e| err(path, format!("{n}: {e}")))?;
        let got: Vec<u64> = t.shape().iter().map(|&d| d as u64).collect();
        if got != shape {
            return Err(err(
                path,
                format!("tensor {n:?} has shape {got:?}; this config needs {shape:?}"),
            ));
        }
        let dtype = hetc_ir::safetensors::from_safetensors(t.dtype())
            .filter(|d| d.is_float())
            .ok_or_else(|| {
                err(
                    path,
                    format!(
                        "tensor {n:?} is {:?}: weights must be floating point",
                        t.dtype()
                    ),
                )
            })?;
        let data = TensorData {
            dtype,
            bytes: std::sync::Arc::new(t.data().to_vec()),
        };
        Ok(data.to_f64s())
    }
}

/// Fill the parameters of `g` (built from `cfg`) from the checkpoint at
/// `path`, and the position constants for the bound sequence. Returns notes
/// worth telling (tensors ignored as transformers ignores them).
pub fn load(g: &mut Graph, cfg: &HfConfig, path: &Path) -> Result<Vec<String>, String> {
    let cp = Checkpoint::open(path)?;
    let by_name: BTreeMap<String, ValueId> =
        g.params().map(|v| (g.values[v].name.clone(), v)).collect();
    let mut used: BTreeSet<String> = BTreeSet::new();
    for b in bindings(cfg) {
        let v = *by_name
            .get(&b.param)
            .ok_or_else(|| format!("internal: the graph has no parameter {:?}", b.param))?;
        let ty = g.ty(v).clone();
        let shape = ty
            .fixed_dims()
            .ok_or_else(|| format!("parameter {:?} has a symbolic shape", b.param))?;
        let (pieces, map) = element_map(&b.source, &shape)?;
        let vals: Vec<Vec<f64>> = pieces
            .iter()
            .map(|p| cp.values(cfg, &p.name, &p.shape))
            .collect::<Result<_, _>>()?;
        for p in &pieces {
            if let Some((n, _)) = cp.find(cfg, &p.name) {
                used.insert(n.to_string());
            }
        }
        let data: Vec<f64> = map
            .iter()
            .map(|&(k, off)| vals[k as usize][off as usize])
            .collect();
        g.data.insert(v, TensorData::from_f64s(ty.dtype, &data));
    }
    let extra: Vec<&String> = cp
        .index
        .keys()
        .filter(|n| !used.contains(*n) && !ignored(cfg, n))
        .collect();
    if !extra.is_empty() {
        let shown: Vec<String> = extra.iter().take(8).map(|n| format!("{n:?}")).collect();
        return Err(format!(
            "{} tensor(s) of the checkpoint are not part of this {} config: {}{} (a checkpoint of another architecture or size?)",
            extra.len(),
            cfg.model_type,
            shown.join(", "),
            if extra.len() > 8 { ", …" } else { "" }
        ));
    }
    let skipped = cp.index.keys().filter(|n| !used.contains(*n)).count();
    let mut notes = vec![format!(
        "{} weights loaded from {}",
        used.len(),
        path.display()
    )];
    if skipped > 0 {
        notes.push(format!(
            "{skipped} buffer(s) of the checkpoint skipped as transformers skips them"
        ));
    }
    Ok(notes)
}

/// Data of the position constants for sequence length `s`: GPT-2's
/// position ids, LLaMA's rotary tables (`cfg.rope_theta`), and the causal
/// mask.
pub fn fill_positions(g: &mut Graph, cfg: &HfConfig, s: u64) -> Result<(), String> {
    let (hd, rope_theta) = (cfg.head_dim, cfg.rope_theta);
    let consts: Vec<(ValueId, String, DType)> = g
        .values
        .iter()
        .filter(|(id, v)| v.def == hetc_ir::ValueDef::Const && !g.data.contains_key(id))
        .map(|(id, v)| (id, v.name.clone(), v.ty.dtype))
        .collect();
    for (v, name, dt) in consts {
        let data = match name.as_str() {
            "position_ids" => TensorData::from_i64s(&(0..s as i64).collect::<Vec<_>>()),
            "rope.cos" | "rope.sin" => {
                let half = hd / 2;
                let mut t = Vec::with_capacity((s * hd) as usize);
                for pos in 0..s {
                    for i in 0..hd {
                        let j = i % half;
                        let inv = 1.0 / rope_theta.powf((2 * j) as f64 / hd as f64);
                        let a = pos as f64 * inv;
                        t.push(if name == "rope.cos" { a.cos() } else { a.sin() });
                    }
                }
                TensorData::from_f64s(dt, &t)
            }
            "causal_mask" => {
                let low = lowest(dt);
                let t: Vec<f64> = (0..s)
                    .flat_map(|i| (0..s).map(move |j| if j > i { low } else { 0.0 }))
                    .collect();
                TensorData::from_f64s(dt, &t)
            }
            _ => continue,
        };
        g.data.insert(v, data);
    }
    Ok(())
}

/// The lowest finite value of a float type (`torch.finfo(dtype).min`).
fn lowest(dt: DType) -> f64 {
    match dt {
        DType::F16 => -65504.0,
        DType::BF16 => -3.3895313892515355e38,
        DType::F64 => f64::MIN,
        _ => f32::MIN as f64,
    }
}

/// Whole tensors by name: shape and f32 values (what `hetc run
/// --save-weights` gathers from the ranks).
pub type Tensors = BTreeMap<String, (Vec<u64>, Vec<f32>)>;

/// `weights` (the graph's parameters by name, as trained) under their
/// Hugging Face names and layouts: what `from_pretrained` on the config
/// loads. Every parameter of the config must be there; others are errors.
pub fn to_hf(cfg: &HfConfig, weights: &Tensors) -> Result<Tensors, String> {
    let mut out: Tensors = BTreeMap::new();
    let mut seen = BTreeSet::new();
    for b in bindings(cfg) {
        let (shape, vals) = weights
            .get(&b.param)
            .ok_or_else(|| format!("weight {:?} is missing", b.param))?;
        seen.insert(b.param.clone());
        let (pieces, map) = element_map(&b.source, shape)?;
        let slots: Vec<String> = pieces.iter().map(|p| p.name.clone()).collect();
        for p in pieces {
            let n: u64 = p.shape.iter().product();
            out.entry(p.name)
                .or_insert_with(|| (p.shape, vec![0.0; n as usize]));
        }
        for (x, &(k, off)) in vals.iter().zip(&map) {
            out.get_mut(&slots[k as usize]).expect("inserted above").1[off as usize] = *x;
        }
    }
    if let Some(n) = weights.keys().find(|n| !seen.contains(*n)) {
        return Err(format!(
            "weight {n:?} is not a parameter of this {} config",
            cfg.model_type
        ));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The element map against hand-worked layouts.
    #[test]
    fn element_maps_transpose_split_and_stack() {
        // [2, 3] param from a [3, 2] tensor: (i, j) ← (j, i).
        let (p, m) = element_map(
            &Source::Whole {
                name: "w".into(),
                transpose: true,
            },
            &[2, 3],
        )
        .unwrap();
        assert_eq!(p[0].shape, vec![3, 2]);
        let offs: Vec<u64> = m.iter().map(|x| x.1).collect();
        assert_eq!(offs, vec![0, 2, 4, 1, 3, 5]);
        // k of q,k,v: columns 2..4 of a [2, 6] tensor.
        let (p, m) = element_map(
            &Source::Part {
                name: "c".into(),
                axis: 1,
                part: 1,
                parts: 3,
            },
            &[2, 2],
        )
        .unwrap();
        assert_eq!(p[0].shape, vec![2, 6]);
        let offs: Vec<u64> = m.iter().map(|x| x.1).collect();
        assert_eq!(offs, vec![2, 3, 8, 9]);
        // Two experts' [3, 2] tensors as a [2, 2, 3] parameter.
        let (p, m) = element_map(
            &Source::Stack {
                names: vec!["e0".into(), "e1".into()],
                transpose: true,
            },
            &[2, 2, 3],
        )
        .unwrap();
        assert_eq!(p.len(), 2);
        assert_eq!(p[1].shape, vec![3, 2]);
        assert_eq!(m[0], (0, 0));
        assert_eq!(m[1], (0, 2));
        assert_eq!(m[3], (0, 1));
        assert_eq!(m[6], (1, 0));
        assert_eq!(m[11], (1, 5));
    }
}
