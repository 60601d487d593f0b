//! `TfIdfVectorizer` over integer tokens, from existing IR ops (so compiled
//! and interpreted alike).
//!
//! onnx's reference (and onnxruntime) count, per row, every occurrence of
//! each pooled n-gram of length `min_gram_length ..= max_gram_length`
//! whose tokens sit `d` apart, for every `d` in `1 ..= max_skip_count + 1`
//! (unigrams once: they have no gaps). Here, for each length `n` and gap
//! `d`, a gather builds every window `[B, L, n]` of the row; it is compared
//! with the `K` pooled n-grams of that length (`[B, L, K, n]`), all-equal
//! over `n` and summed over the windows gives `[B, K]`; a 0/1 matrix
//! the mode weighs them (`TF`: counts; `IDF`: the weight where the count
//! is positive; `TFIDF`: weight × count; weights default to 1), and a 0/1
//! matrix places them at the n-grams' `ngram_indexes`. `weights[i]` is the
//! weight of the pool's `i`-th n-gram, as the ONNX spec says and
//! onnxruntime does (onnx's Python reference weighs output `i` instead:
//! the same where `ngram_indexes` is `0, 1, …`, as in the node tests).

use super::ops::{attr, attr_int, attr_ints, attrs};
use super::reduce::red;
use super::{Importer, Val};
use hetc_ir::{Attr, DType, Dim, OpKind, TensorData, TensorType, ValueId};
use onnx_protobuf::NodeProto;
use std::collections::BTreeMap;

type Builder = fn(&mut Importer, &NodeProto) -> Result<Vec<Val>, String>;
type R<T> = Result<T, String>;

/// The most elements of one window comparison (`B·L·K·n`).
const MAX_COMPARED: u64 = 1 << 28;

pub(super) fn builder(op_type: &str) -> Option<Builder> {
    Some(match op_type {
        "TfIdfVectorizer" => tfidf,
        _ => return None,
    })
}

fn i64_const(imp: &mut Importer, dims: &[u64], v: &[i64]) -> ValueId {
    imp.graph.add_const(
        "",
        TensorType::fixed(DType::I64, dims),
        Some(TensorData::from_i64s(v)),
    )
}

fn tfidf(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    if attr(node, "pool_strings").is_some_and(|a| !a.strings.is_empty()) {
        return Err("string tokens (pool_strings) are not supported; map the tokens to integers (pool_int64s)".into());
    }
    let mode = super::ops::attr_str(node, "mode").ok_or("attribute mode is required")?;
    if !matches!(mode.as_str(), "TF" | "IDF" | "TFIDF") {
        return Err(format!("mode {mode:?} is not one of TF, IDF, TFIDF"));
    }
    let min_n = attr_int(node, "min_gram_length", 0);
    let max_n = attr_int(node, "max_gram_length", 0);
    let skips = attr_int(node, "max_skip_count", 0);
    if min_n < 1 || max_n < min_n || skips < 0 {
        return Err(format!(
            "min_gram_length {min_n}, max_gram_length {max_n} and max_skip_count {skips}: need 1 ≤ min ≤ max and skips ≥ 0"
        ));
    }
    let pool = attr_ints(node, "pool_int64s").unwrap_or_default();
    let counts = attr_ints(node, "ngram_counts").ok_or("attribute ngram_counts is required")?;
    let indexes = attr_ints(node, "ngram_indexes").ok_or("attribute ngram_indexes is required")?;
    let weights: Vec<f64> = attr(node, "weights")
        .map(|a| a.floats.iter().map(|&f| f as f64).collect())
        .unwrap_or_default();
    let out_size = indexes.iter().copied().max().unwrap_or(-1) + 1;
    if out_size <= 0 || indexes.iter().any(|&i| i < 0) {
        return Err(format!(
            "ngram_indexes {indexes:?} must be non-negative and not empty"
        ));
    }
    let out_size = out_size as u64;
    if !weights.is_empty() && weights.len() != indexes.len() {
        return Err(format!(
            "{} weights for {} ngram_indexes: one weight per n-gram of the pool",
            weights.len(),
            indexes.len()
        ));
    }
    // The pooled n-grams by length, each with its place in the pool and
    // its output index.
    let mut by_len: BTreeMap<usize, BTreeMap<Vec<i64>, (usize, usize)>> = BTreeMap::new();
    let mut id = 0usize;
    for (k, &start) in counts.iter().enumerate() {
        let n = k + 1;
        let end = counts.get(k + 1).copied().unwrap_or(pool.len() as i64);
        if start < 0 || end < start || end as usize > pool.len() {
            return Err(format!(
                "ngram_counts {counts:?} do not index pool_int64s ({} tokens)",
                pool.len()
            ));
        }
        let grams = (end - start) as usize / n;
        for g in 0..grams {
            if (min_n..=max_n).contains(&(n as i64)) {
                let at = start as usize + g * n;
                let out = *indexes.get(id).ok_or_else(|| {
                    format!(
                        "ngram_indexes has {} entries, the pool more n-grams",
                        indexes.len()
                    )
                })? as usize;
                let gram = pool[at..at + n].to_vec();
                if by_len
                    .entry(n)
                    .or_default()
                    .insert(gram.clone(), (id, out))
                    .is_some()
                {
                    return Err(format!("the pool holds the {n}-gram {gram:?} twice"));
                }
            }
            id += 1;
        }
    }
    let x = imp.operand(node, 0)?;
    let tx = imp.ty(x);
    if !matches!(tx.dtype, DType::I32 | DType::I64) {
        return Err(format!(
            "input is {}; only int32 and int64 tokens are supported",
            tx.dtype
        ));
    }
    let dims = tx
        .fixed_dims()
        .ok_or("the input's shape must be known at compile time (bind its dims: --bind)")?;
    let (b, c) = match dims.as_slice() {
        [] => (1, 1),
        [c] => (1, *c),
        [b, c] => (*b, *c),
        _ => return Err(format!("input is {tx}; expected [C] or [B, C]")),
    };
    let x = imp.cast(node, x, DType::I64);
    let x = imp.reshape(node, x, vec![Dim::Fixed(b), Dim::Fixed(c)]);
    // Counts [B, K] per length, in `by_len` order, and where each goes.
    let mut parts = Vec::new();
    let mut places = Vec::new();
    for (&n, grams) in &by_len {
        let k = grams.len() as u64;
        let gram_vals: Vec<i64> = grams.keys().flatten().copied().collect();
        let pooled = i64_const(imp, &[1, 1, k, n as u64], &gram_vals);
        let gaps = if n == 1 { 1 } else { skips + 1 };
        let mut total: Option<ValueId> = None;
        for d in 1..=gaps as u64 {
            let span = (n as u64 - 1) * d;
            if span >= c {
                continue;
            }
            let l = c - span;
            if b * l * k * n as u64 > MAX_COMPARED {
                return Err(format!(
                    "{b}×{l} windows against {k} {n}-grams is too large to compare at once"
                ));
            }
            let idx: Vec<i64> = (0..l)
                .flat_map(|s| (0..n as u64).map(move |j| (s + j * d) as i64))
                .collect();
            let idx = i64_const(imp, &[l, n as u64], &idx);
            let w = imp.emit1(
                node,
                OpKind::Gather,
                &[x, idx],
                attrs(vec![("axis", Attr::Int(1))]),
            )?;
            let w = imp.reshape(
                node,
                w,
                vec![
                    Dim::Fixed(b),
                    Dim::Fixed(l),
                    Dim::Fixed(1),
                    Dim::Fixed(n as u64),
                ],
            );
            let eq = imp.bin(node, OpKind::Equal, w, pooled)?;
            let eq = imp.cast(node, eq, DType::F32);
            let all = red(imp, node, OpKind::ReduceMin, eq, &[3], false)?;
            let cnt = red(imp, node, OpKind::ReduceSum, all, &[1], false)?;
            total = Some(match total {
                Some(t) => imp.bin(node, OpKind::Add, t, cnt)?,
                None => cnt,
            });
        }
        let cnt = match total {
            Some(t) => t,
            None => imp.zeros(node, TensorType::fixed(DType::F32, &[b, k])),
        };
        parts.push(cnt);
        places.extend(grams.values().copied());
    }
    let y = if parts.is_empty() {
        imp.zeros(node, TensorType::fixed(DType::F32, &[b, out_size]))
    } else {
        let counts = if parts.len() == 1 {
            parts[0]
        } else {
            imp.emit1(
                node,
                OpKind::Concat,
                &parts,
                attrs(vec![("axis", Attr::Int(1))]),
            )?
        };
        let k = places.len() as u64;
        let w: Option<Vec<f64>> =
            (!weights.is_empty()).then(|| places.iter().map(|&(id, _)| weights[id]).collect());
        let w = w.map(|w| imp.constant(DType::F32, &[k], &w));
        let weighed = match (mode.as_str(), w) {
            ("IDF", w) => {
                let zero = imp.scalar(DType::F32, 0.0);
                let pos = imp.bin(node, OpKind::Greater, counts, zero)?;
                let pos = imp.cast(node, pos, DType::F32);
                match w {
                    Some(w) => imp.bin(node, OpKind::Mul, pos, w)?,
                    None => pos,
                }
            }
            ("TFIDF", Some(w)) => imp.bin(node, OpKind::Mul, counts, w)?,
            _ => counts,
        };
        let mut place = vec![0.0; places.len() * out_size as usize];
        for (row, &(_, o)) in places.iter().enumerate() {
            place[row * out_size as usize + o] = 1.0;
        }
        let m = imp.constant(DType::F32, &[k, out_size], &place);
        imp.bin(node, OpKind::MatMul, weighed, m)?
    };
    let shape = if dims.len() == 2 {
        vec![Dim::Fixed(b), Dim::Fixed(out_size)]
    } else {
        vec![Dim::Fixed(out_size)]
    };
    let y = imp.reshape(node, y, shape);
    Ok(vec![imp.val_of(y)])
}
