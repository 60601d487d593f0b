//! `ai.onnx.ml` TreeEnsemble (opset 5), from existing IR ops (so compiled
//! and interpreted alike).
//!
//! Every split's condition is computed for all rows at once (`C`, `[N,
//! S]`, 1 where the row goes to the true branch: the comparison of its
//! feature with the split value, or membership in the split's set, or a
//! NaN where missing values track true); every root-to-leaf path is a
//! column of two 0/1 matrices, `A` (splits the path takes true) and `B`
//! (false), so that `C·A + (1 − C)·B` equals the path's length exactly
//! where the row follows that path. The leaves' weights then go to their
//! targets by one more product, summed (SUM, AVERAGE) or, per tree, the
//! least or greatest (MIN, MAX; a target no tree's leaf reached is 0, as
//! onnxruntime gives it — onnx's Python reference leaves the type's
//! extreme there). Membership sets are read from `membership_values` in
//! the order the reference builds the trees (depth first, true branch
//! first).

use super::ops::{attr, attr_int, attr_ints, attrs};
use super::{tensor, Importer, Val};
use hetc_ir::{Attr, DType, Dim, OpKind, TensorType, ValueId};
use onnx_protobuf::NodeProto;

type R<T> = Result<T, String>;

/// The most root-to-leaf paths and splits an ensemble may have.
const MAX_PATHS: usize = 1 << 16;

/// A root-to-leaf path: its tree, its leaf, and the splits it passes with
/// the side it takes at each.
type Route = (usize, usize, Vec<(usize, bool)>);

#[derive(Clone, Copy, Debug)]
enum To {
    Split(usize),
    Leaf(usize),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    Leq,
    Lt,
    Gte,
    Gt,
    Eq,
    Neq,
    Member,
}

/// A float tensor attribute's values.
fn floats(node: &NodeProto, name: &str) -> R<Option<Vec<f64>>> {
    let Some(a) = attr(node, name) else {
        return Ok(None);
    };
    if let Some(t) = a.t.as_ref() {
        let (_, _, d) = tensor::decode(t, std::path::Path::new(""))
            .map_err(|m| format!("attribute {name}: {m}"))?;
        return Ok(Some(d.to_f64s()));
    }
    Ok(Some(a.floats.iter().map(|&f| f as f64).collect()))
}

fn ints(node: &NodeProto, name: &str) -> R<Vec<i64>> {
    attr_ints(node, name).ok_or_else(|| format!("attribute {name} is required"))
}

/// `a op b` for the split modes (IEEE: a NaN compares false, and
/// `!=` true, as numpy).
fn compare(imp: &mut Importer, node: &NodeProto, mode: Mode, a: ValueId, b: ValueId) -> R<ValueId> {
    let or = |imp: &mut Importer, k: OpKind| -> R<ValueId> {
        let x = imp.bin(node, k, a, b)?;
        let e = imp.bin(node, OpKind::Equal, a, b)?;
        imp.bin(node, OpKind::Or, x, e)
    };
    match mode {
        Mode::Lt => imp.bin(node, OpKind::Less, a, b),
        Mode::Gt => imp.bin(node, OpKind::Greater, a, b),
        Mode::Leq => or(imp, OpKind::Less),
        Mode::Gte => or(imp, OpKind::Greater),
        Mode::Eq | Mode::Member => imp.bin(node, OpKind::Equal, a, b),
        Mode::Neq => {
            let e = imp.bin(node, OpKind::Equal, a, b)?;
            imp.un(node, OpKind::Not, e)
        }
    }
}

pub(super) fn tree_ensemble(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let post = attr_int(node, "post_transform", 0);
    if post != 0 {
        return Err(format!(
            "post_transform {post} is not supported (only 0, NONE, as onnx's reference)"
        ));
    }
    let agg = attr_int(node, "aggregate_function", 1);
    if !(0..=3).contains(&agg) {
        return Err(format!("aggregate_function {agg} is not one of 0–3"));
    }
    let n_targets = attr_int(node, "n_targets", 0);
    if n_targets <= 0 {
        return Err("attribute n_targets must be positive".into());
    }
    let n_targets = n_targets as usize;
    let splits = floats(node, "nodes_splits")?.ok_or("attribute nodes_splits is required")?;
    let features = ints(node, "nodes_featureids")?;
    let modes: Vec<i64> = match attr(node, "nodes_modes") {
        Some(a) => match a.t.as_ref() {
            Some(t) => tensor::decode(t, std::path::Path::new(""))
                .map_err(|m| format!("attribute nodes_modes: {m}"))?
                .2
                .to_i64s(),
            None => a.ints.clone(),
        },
        None => return Err("attribute nodes_modes is required".into()),
    };
    let (t_ids, f_ids) = (
        ints(node, "nodes_truenodeids")?,
        ints(node, "nodes_falsenodeids")?,
    );
    let (t_leaf, f_leaf) = (
        ints(node, "nodes_trueleafs")?,
        ints(node, "nodes_falseleafs")?,
    );
    let missing = attr_ints(node, "nodes_missing_value_tracks_true").unwrap_or_default();
    let targets = ints(node, "leaf_targetids")?;
    let weights = floats(node, "leaf_weights")?.ok_or("attribute leaf_weights is required")?;
    let roots = ints(node, "tree_roots")?;
    if roots.is_empty() {
        return Err("tree_roots is empty: the ensemble has no tree".into());
    }
    let members = floats(node, "membership_values")?.unwrap_or_default();
    let n = splits.len();
    for (name, len) in [
        ("nodes_featureids", features.len()),
        ("nodes_modes", modes.len()),
        ("nodes_truenodeids", t_ids.len()),
        ("nodes_falsenodeids", f_ids.len()),
        ("nodes_trueleafs", t_leaf.len()),
        ("nodes_falseleafs", f_leaf.len()),
    ] {
        if len != n {
            return Err(format!("{name} has {len} entries, nodes_splits {n}"));
        }
    }
    if !missing.is_empty() && missing.len() != n {
        return Err(format!(
            "nodes_missing_value_tracks_true has {} entries, nodes_splits {n}",
            missing.len()
        ));
    }
    if targets.len() != weights.len() {
        return Err(format!(
            "leaf_targetids has {} entries, leaf_weights {}",
            targets.len(),
            weights.len()
        ));
    }
    if let Some(t) = targets.iter().find(|&&t| t < 0 || t as usize >= n_targets) {
        return Err(format!(
            "leaf target {t} is not below n_targets {n_targets}"
        ));
    }
    let x = imp.operand(node, 0)?;
    let tx = imp.ty(x);
    let dt = tx.dtype;
    if !dt.is_float() || tx.rank() != 2 {
        return Err(format!("input is {tx}; expected a float matrix [N, F]"));
    }
    let rows = tx.shape[0].clone();
    let n_feat = tx.shape[1].fixed();
    let mode_of = |i: usize| -> R<Mode> {
        Ok(match modes[i] {
            0 => Mode::Leq,
            1 => Mode::Lt,
            2 => Mode::Gte,
            3 => Mode::Gt,
            4 => Mode::Eq,
            5 => Mode::Neq,
            6 => Mode::Member,
            m => return Err(format!("split {i}: mode {m} is not one of 0–6")),
        })
    };
    let target = |i: usize, leaf: bool, to: i64| -> R<To> {
        let bound = if leaf { targets.len() } else { n };
        if to < 0 || to as usize >= bound {
            return Err(format!(
                "split {i}: {} {to} is out of range ({bound})",
                if leaf { "leaf" } else { "node" }
            ));
        }
        Ok(if leaf {
            To::Leaf(to as usize)
        } else {
            To::Split(to as usize)
        })
    };
    // Walk every tree depth first, true branch first (the reference's
    // order, which is also the order membership sets are read in): the
    // paths, each (its tree, leaf, splits with the side taken).
    let mut paths: Vec<Route> = Vec::new();
    let mut sets: Vec<Option<Vec<f64>>> = vec![None; n];
    let mut next_member = members.split(|v| v.is_nan());
    for (tree, &root) in roots.iter().enumerate() {
        if root < 0 || root as usize >= n {
            return Err(format!("tree root {root} is out of range ({n} splits)"));
        }
        let r = root as usize;
        // A root that is a leaf: both branches the same leaf.
        if t_leaf[r] != 0 && f_leaf[r] != 0 && t_ids[r] == f_ids[r] {
            let To::Leaf(l) = target(r, true, t_ids[r])? else {
                unreachable!()
            };
            paths.push((tree, l, Vec::new()));
            continue;
        }
        let mut stack = vec![(To::Split(r), Vec::new())];
        while let Some((at, path)) = stack.pop() {
            match at {
                To::Leaf(l) => paths.push((tree, l, path)),
                To::Split(i) => {
                    if path.len() > n {
                        return Err(format!("tree {tree} has a cycle through split {i}"));
                    }
                    if paths.len() + stack.len() > MAX_PATHS {
                        return Err(format!("more than {MAX_PATHS} root-to-leaf paths"));
                    }
                    if mode_of(i)? == Mode::Member && sets[i].is_none() {
                        let s = next_member.next().ok_or_else(|| {
                            format!("split {i}: membership_values has no set left for it")
                        })?;
                        sets[i] = Some(s.to_vec());
                    }
                    let mut t = path.clone();
                    t.push((i, true));
                    let mut f = path;
                    f.push((i, false));
                    // Popped last-in first: the true branch first.
                    stack.push((target(i, f_leaf[i] != 0, f_ids[i])?, f));
                    stack.push((target(i, t_leaf[i] != 0, t_ids[i])?, t));
                }
            }
        }
    }
    // The splits the paths use, in index order: their conditions [N, S].
    let mut used: Vec<usize> = paths
        .iter()
        .flat_map(|(_, _, p)| p.iter().map(|&(i, _)| i))
        .collect();
    used.sort_unstable();
    used.dedup();
    for &i in &used {
        if let Some(nf) = n_feat {
            if features[i] < 0 || features[i] as u64 >= nf {
                return Err(format!(
                    "split {i}: feature {} is out of range ({nf} features)",
                    features[i]
                ));
            }
        }
    }
    let s = used.len() as u64;
    let col = |i: usize| used.binary_search(&i).unwrap_or(0);
    let f32_of = |imp: &mut Importer, v: ValueId| imp.cast(node, v, DType::F32);
    let cond = if used.is_empty() {
        None
    } else {
        // Each mode's comparison for the splits of that mode, placed in
        // their columns by a 0/1 matrix.
        let mut total: Option<ValueId> = None;
        let gather = |imp: &mut Importer, feats: &[i64]| -> R<ValueId> {
            let idx = imp.graph.add_const(
                "",
                TensorType::fixed(DType::I64, &[feats.len() as u64]),
                Some(hetc_ir::TensorData::from_i64s(feats)),
            );
            imp.emit1(
                node,
                OpKind::Gather,
                &[x, idx],
                attrs(vec![("axis", Attr::Int(1))]),
            )
        };
        for mode in [
            Mode::Leq,
            Mode::Lt,
            Mode::Gte,
            Mode::Gt,
            Mode::Eq,
            Mode::Neq,
            Mode::Member,
        ] {
            // (column, feature, value) of every comparison of this mode.
            let mut cmp: Vec<(usize, i64, f64)> = Vec::new();
            for &i in &used {
                if mode_of(i)? != mode {
                    continue;
                }
                match &sets[i] {
                    Some(set) => cmp.extend(set.iter().map(|&v| (col(i), features[i], v))),
                    None => cmp.push((col(i), features[i], splits[i])),
                }
            }
            if cmp.is_empty() {
                continue;
            }
            let k = cmp.len() as u64;
            let feats: Vec<i64> = cmp.iter().map(|c| c.1).collect();
            let xv = gather(imp, &feats)?;
            let vals: Vec<f64> = cmp.iter().map(|c| c.2).collect();
            let v = imp.constant(dt, &[k], &vals);
            let hit = compare(imp, node, mode, xv, v)?;
            let hit = f32_of(imp, hit);
            let mut place = vec![0.0; (k * s) as usize];
            for (r, c) in cmp.iter().enumerate() {
                place[r * s as usize + c.0] = 1.0;
            }
            let m = imp.constant(DType::F32, &[k, s], &place);
            let part = imp.bin(node, OpKind::MatMul, hit, m)?;
            total = Some(match total {
                Some(t) => imp.bin(node, OpKind::Add, t, part)?,
                None => part,
            });
        }
        let mut c = total.ok_or("internal: no split conditions")?;
        // A set's hits are counted: 1 where any member matched.
        let zero = imp.scalar(DType::F32, 0.0);
        let c_pos = imp.bin(node, OpKind::Greater, c, zero)?;
        c = f32_of(imp, c_pos);
        let tracks: Vec<i64> = used
            .iter()
            .filter(|&&i| missing.get(i).is_some_and(|&m| m != 0))
            .map(|&i| features[i])
            .collect();
        if !tracks.is_empty() {
            let xv = gather(imp, &tracks)?;
            let nan = imp.un(node, OpKind::IsNaN, xv)?;
            let nan = f32_of(imp, nan);
            let mut place = vec![0.0; tracks.len() * s as usize];
            for (r, &i) in used
                .iter()
                .filter(|&&i| missing.get(i).is_some_and(|&m| m != 0))
                .enumerate()
            {
                place[r * s as usize + col(i)] = 1.0;
            }
            let m = imp.constant(DType::F32, &[tracks.len() as u64, s], &place);
            let nan = imp.bin(node, OpKind::MatMul, nan, m)?;
            c = imp.bin(node, OpKind::Max, c, nan)?;
        }
        Some(c)
    };
    // Which path each row takes: [N, P], one 1 per tree.
    let p = paths.len() as u64;
    let on_path = match cond {
        None => {
            let one = imp.scalar(DType::F32, 1.0);
            let ty = TensorType::new(DType::F32, vec![rows.clone(), Dim::Fixed(p)]);
            let z = imp.zeros(node, ty);
            imp.bin(node, OpKind::Add, z, one)?
        }
        Some(c) => {
            let (mut a, mut b) = (vec![0.0; (s * p) as usize], vec![0.0; (s * p) as usize]);
            for (j, (_, _, path)) in paths.iter().enumerate() {
                for &(i, side) in path {
                    let m = if side { &mut a } else { &mut b };
                    m[col(i) * p as usize + j] = 1.0;
                }
            }
            let (a, b) = (
                imp.constant(DType::F32, &[s, p], &a),
                imp.constant(DType::F32, &[s, p], &b),
            );
            let one = imp.scalar(DType::F32, 1.0);
            let not_c = imp.bin(node, OpKind::Sub, one, c)?;
            let ta = imp.bin(node, OpKind::MatMul, c, a)?;
            let tb = imp.bin(node, OpKind::MatMul, not_c, b)?;
            let sum = imp.bin(node, OpKind::Add, ta, tb)?;
            let lens: Vec<f64> = paths.iter().map(|(_, _, q)| q.len() as f64).collect();
            let lens = imp.constant(DType::F32, &[p], &lens);
            let hit = imp.bin(node, OpKind::Equal, sum, lens)?;
            f32_of(imp, hit)
        }
    };
    let on_path = imp.cast(node, on_path, dt);
    let t = n_targets as u64;
    let y = if agg <= 1 {
        // SUM, AVERAGE: every path's weight to its target.
        let scale = if agg == 0 {
            1.0 / roots.len().max(1) as f64
        } else {
            1.0
        };
        let mut w = vec![0.0; (p * t) as usize];
        for (j, &(_, l, _)) in paths.iter().enumerate() {
            w[j * t as usize + targets[l] as usize] += weights[l] * scale;
        }
        let w = imp.constant(dt, &[p, t], &w);
        imp.bin(node, OpKind::MatMul, on_path, w)?
    } else {
        // MIN, MAX: per tree, its leaf's weight at its target and the
        // type's extreme elsewhere; the least or greatest over the trees;
        // 0 where no tree's leaf has the target.
        let extreme = match (agg, dt) {
            (2, DType::F64) => f64::MAX,
            (2, DType::F16) => 65504.0,
            (2, _) => f32::MAX as f64,
            (_, DType::F64) => f64::MIN,
            (_, DType::F16) => -65504.0,
            (_, _) => f32::MIN as f64,
        };
        let mut acc: Option<ValueId> = None;
        for tree in 0..roots.len() {
            let mut w = vec![0.0; (p * t) as usize];
            for (j, &(tr, l, _)) in paths.iter().enumerate() {
                if tr == tree {
                    for k in 0..t as usize {
                        w[j * t as usize + k] = extreme;
                    }
                    w[j * t as usize + targets[l] as usize] = weights[l];
                }
            }
            let w = imp.constant(dt, &[p, t], &w);
            let v = imp.bin(node, OpKind::MatMul, on_path, w)?;
            acc = Some(match acc {
                Some(a) => imp.bin(node, if agg == 2 { OpKind::Min } else { OpKind::Max }, a, v)?,
                None => v,
            });
        }
        let mut hits = vec![0.0; (p * t) as usize];
        for (j, &(_, l, _)) in paths.iter().enumerate() {
            hits[j * t as usize + targets[l] as usize] = 1.0;
        }
        let hits = imp.constant(dt, &[p, t], &hits);
        let hit = imp.bin(node, OpKind::MatMul, on_path, hits)?;
        let zero = imp.scalar(dt, 0.0);
        let reached = imp.bin(node, OpKind::Greater, hit, zero)?;
        match acc {
            Some(a) => imp.emit1(node, OpKind::Where, &[reached, a, zero], Default::default())?,
            None => {
                let ty = TensorType::new(dt, vec![rows, Dim::Fixed(t)]);
                imp.zeros(node, ty)
            }
        }
    };
    Ok(vec![imp.val_of(y)])
}
