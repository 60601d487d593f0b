//! Builders of ops outside the default domain: `ai.onnx.ml`'s `Binarizer`
//! and `ArrayFeatureExtractor`, and the optimizers of
//! `ai.onnx.preview.training` (`Adagrad`, `Momentum`, `Adam`: one update
//! step, with the step count `T` known at compile time), as expansions
//! following onnx's reference implementations. Other ops of other domains
//! stay custom ops.

use super::ops::{attr_float, attr_str, attrs, known_ints};
use super::{Importer, Val};
use hetc_ir::{Attr, Attrs, OpKind, ValueId};
use onnx_protobuf::NodeProto;

pub(super) type Builder = fn(&mut Importer, &NodeProto) -> Result<Vec<Val>, String>;
type R<T> = Result<T, String>;

pub(super) fn builder(domain: &str, op_type: &str) -> Option<Builder> {
    Some(match (domain, op_type) {
        ("ai.onnx.ml", "Binarizer") => binarizer,
        ("ai.onnx.ml", "ArrayFeatureExtractor") => array_feature_extractor,
        ("ai.onnx.ml", "TreeEnsemble") => super::ml::tree_ensemble,
        ("ai.onnx.preview.training", "Adagrad" | "Momentum" | "Adam") => optimizer,
        ("com.microsoft", op) => return super::contrib::builder(op),
        ("ai.onnx.preview", "FlexAttention") => super::attention::flex_attention,
        _ => return None,
    })
}

fn binarizer(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let x = imp.operand(node, 0)?;
    let dt = imp.ty(x).dtype;
    let th = imp.scalar(dt, attr_float(node, "threshold", 0.0));
    let (one, zero) = (imp.scalar(dt, 1.0), imp.scalar(dt, 0.0));
    let gt = imp.bin(node, OpKind::Greater, x, th)?;
    imp.emit(node, OpKind::Where, &[gt, one, zero], Attrs::new())
}

fn array_feature_extractor(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let x = imp.operand(node, 0)?;
    let i = imp.operand(node, 1)?;
    let (xt, it) = (imp.ty(x), imp.ty(i));
    // the selected entries of the last dim: [..., len(indices)]
    let n = it.num_elements_dim();
    let flat = imp.reshape(node, i, vec![n.clone()]);
    let r = xt.rank().max(1);
    let x = if xt.rank() == 0 {
        imp.reshape(node, x, vec![hetc_ir::Dim::Fixed(1)])
    } else {
        x
    };
    imp.emit(
        node,
        OpKind::Gather,
        &[x, flat],
        attrs(vec![("axis", Attr::Int(r as i64 - 1))]),
    )
}

/// One optimizer step over the `n` tensors of the node (inputs `R, T,
/// X₁…Xₙ, G₁…Gₙ, S₁…Sₙ[, S'₁…S'ₙ]`).
fn optimizer(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    use OpKind::*;
    let op = node.op_type.as_str();
    let states = if op == "Adam" { 2 } else { 1 };
    let n_in = node.input.len();
    if n_in < 2 + 2 + states || (n_in - 2) % (2 + states) != 0 {
        return Err(format!(
            "{n_in} inputs do not form R, T and groups of {}",
            2 + states
        ));
    }
    let n = (n_in - 2) / (2 + states);
    let t = known_ints(imp, node, 1, "T (the step count)")?
        .and_then(|v| v.first().copied())
        .ok_or("T (input 1) is required")? as f64;
    let r = imp.operand(node, 0)?;
    let r = imp.reshape(node, r, vec![]);
    let f = |k: &str, d: f64| attr_float(node, k, d);
    let norm = f("norm_coefficient", 0.0);
    let mut xs: Vec<ValueId> = Vec::new();
    let mut s1: Vec<ValueId> = Vec::new();
    let mut s2: Vec<ValueId> = Vec::new();
    for k in 0..n {
        let x = imp.operand(node, 2 + k)?;
        let g = imp.operand(node, 2 + n + k)?;
        let dt = imp.ty(x).dtype;
        let c = |imp: &mut Importer, v: f64| imp.scalar(dt, v);
        let rr = imp.cast(node, r, dt);
        // g_reg = norm·x + g
        let nc = c(imp, norm);
        let nx = imp.bin(node, Mul, nc, x)?;
        let g = imp.bin(node, Add, nx, g)?;
        match op {
            "Adagrad" => {
                let h = imp.operand(node, 2 + 2 * n + k)?;
                let decay = f("decay_factor", 0.0);
                let eps = f("epsilon", 0.0);
                let scale = c(imp, 1.0 / (1.0 + t * decay));
                let r_ = imp.bin(node, Mul, rr, scale)?;
                let gg = imp.bin(node, Mul, g, g)?;
                let h_new = imp.bin(node, Add, h, gg)?;
                let sq = imp.un(node, Sqrt, h_new)?;
                let e = c(imp, eps);
                let den = imp.bin(node, Add, sq, e)?;
                let rg = imp.bin(node, Mul, r_, g)?;
                let step = imp.bin(node, Div, rg, den)?;
                xs.push(imp.bin(node, Sub, x, step)?);
                s1.push(h_new);
            }
            "Momentum" => {
                let v = imp.operand(node, 2 + 2 * n + k)?;
                let alpha = c(imp, f("alpha", 0.0));
                let beta = c(imp, if t > 0.0 { f("beta", 0.0) } else { 1.0 });
                let av = imp.bin(node, Mul, alpha, v)?;
                let bg = imp.bin(node, Mul, beta, g)?;
                let v_new = imp.bin(node, Add, av, bg)?;
                let dir = match attr_str(node, "mode").as_deref() {
                    Some("nesterov") => {
                        let avn = imp.bin(node, Mul, alpha, v_new)?;
                        imp.bin(node, Add, g, avn)?
                    }
                    _ => v_new,
                };
                let step = imp.bin(node, Mul, rr, dir)?;
                xs.push(imp.bin(node, Sub, x, step)?);
                s1.push(v_new);
            }
            _ => {
                let v = imp.operand(node, 2 + 2 * n + k)?;
                let h = imp.operand(node, 2 + 3 * n + k)?;
                let (a, b) = (f("alpha", 0.9), f("beta", 0.999));
                let eps = f("epsilon", 0.0);
                let post = f("norm_coefficient_post", 0.0);
                let (ac, a1) = (c(imp, a), c(imp, 1.0 - a));
                let (bc, b1) = (c(imp, b), c(imp, 1.0 - b));
                let av = imp.bin(node, Mul, ac, v)?;
                let ag = imp.bin(node, Mul, a1, g)?;
                let v_new = imp.bin(node, Add, av, ag)?;
                let gg = imp.bin(node, Mul, g, g)?;
                let bh = imp.bin(node, Mul, bc, h)?;
                let bg = imp.bin(node, Mul, b1, gg)?;
                let h_new = imp.bin(node, Add, bh, bg)?;
                let sq = imp.un(node, Sqrt, h_new)?;
                let e = c(imp, eps);
                let den = imp.bin(node, Add, sq, e)?;
                let adj = if t > 0.0 {
                    (1.0 - b.powf(t)).sqrt() / (1.0 - a.powf(t))
                } else {
                    1.0
                };
                let adj = c(imp, adj);
                let r_ = imp.bin(node, Mul, rr, adj)?;
                let q = imp.bin(node, Div, v_new, den)?;
                let step = imp.bin(node, Mul, r_, q)?;
                let x_new = imp.bin(node, Sub, x, step)?;
                let p = c(imp, 1.0 - post);
                xs.push(imp.bin(node, Mul, p, x_new)?);
                s1.push(v_new);
                s2.push(h_new);
            }
        }
    }
    Ok(xs
        .into_iter()
        .chain(s1)
        .chain(s2)
        .map(|v| imp.val_of(v))
        .collect())
}
