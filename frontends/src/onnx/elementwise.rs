//! Builders of the elementwise family beyond the core table: rounding,
//! trigonometry, bitwise and integer ops as IR ops; activations, `Clip`,
//! variadic `Sum`/`Mean`/`Max`/`Min` and `CastLike` as expansions into
//! existing IR ops (so every backend that lowers those lowers these).

use super::lit::Lit;
use super::ops::{all_known, attr, attr_float, attr_int, attr_str};
use super::{Importer, Val};
use hetc_ir::{Attr, Attrs, OpKind};
use onnx_protobuf::NodeProto;

type Builder = fn(&mut Importer, &NodeProto) -> Result<Vec<Val>, String>;

pub(super) fn builder(op_type: &str) -> Option<Builder> {
    Some(match op_type {
        "Floor" | "Ceil" | "Round" | "Sign" | "Tan" | "Asin" | "Acos" | "Atan" | "Sinh"
        | "Cosh" | "Asinh" | "Acosh" | "Atanh" | "IsNaN" | "IsInf" | "BitwiseNot" => unary,
        "Mod" | "Xor" | "BitwiseAnd" | "BitwiseOr" | "BitwiseXor" | "BitShift" => binary,
        "CastLike" => cast_like,
        "Clip" => clip,
        "Sum" | "Mean" => sum_mean,
        "LeakyRelu" | "Elu" | "Selu" | "Celu" | "HardSigmoid" | "HardSwish" | "Softplus"
        | "Softsign" | "ThresholdedRelu" | "Gelu" | "Mish" | "Swish" | "PRelu" | "Shrink" => {
            activation
        }
        _ => return super::reduce::builder(op_type),
    })
}

fn unary_kind(op: &str) -> OpKind {
    use OpKind::*;
    match op {
        "Floor" => Floor,
        "Ceil" => Ceil,
        "Round" => Round,
        "Sign" => Sign,
        "Tan" => Tan,
        "Asin" => Asin,
        "Acos" => Acos,
        "Atan" => Atan,
        "Sinh" => Sinh,
        "Cosh" => Cosh,
        "Asinh" => Asinh,
        "Acosh" => Acosh,
        "Atanh" => Atanh,
        "IsNaN" => IsNaN,
        "IsInf" => IsInf,
        _ => BitNot,
    }
}

fn unary(imp: &mut Importer, node: &NodeProto) -> Result<Vec<Val>, String> {
    let x = imp.operand(node, 0)?;
    let mut a = Attrs::new();
    if node.op_type == "IsInf" {
        for k in ["detect_positive", "detect_negative"] {
            a.insert(k.into(), Attr::Int(attr_int(node, k, 1)));
        }
    }
    let dt = imp.ty(x).dtype;
    let float_only = !matches!(node.op_type.as_str(), "Sign" | "BitwiseNot");
    if float_only && !dt.is_float() {
        return Err(format!(
            "{} of {dt} is not defined (float types only)",
            node.op_type
        ));
    }
    if node.op_type == "BitwiseNot" && !dt.is_int() {
        return Err(format!(
            "BitwiseNot of {dt} is not defined (integer types only)"
        ));
    }
    let hint = imp
        .input(node, 0)?
        .compile_time()
        .and_then(|l| l.unary(&node.op_type));
    let outs = imp.emit(node, unary_kind(&node.op_type), &[x], a)?;
    Ok(super::ops::hinted(outs, hint))
}

fn binary(imp: &mut Importer, node: &NodeProto) -> Result<Vec<Val>, String> {
    let op = node.op_type.as_str();
    let kind = match op {
        "Mod" if attr_int(node, "fmod", 0) != 0 => OpKind::Fmod,
        "Mod" => OpKind::Mod,
        "Xor" => OpKind::Xor,
        "BitwiseAnd" => OpKind::BitAnd,
        "BitwiseOr" => OpKind::BitOr,
        "BitwiseXor" => OpKind::BitXor,
        _ => match attr_str(node, "direction").as_deref() {
            Some("LEFT") => OpKind::ShiftLeft,
            Some("RIGHT") => OpKind::ShiftRight,
            d => return Err(format!("attribute direction {d:?} must be LEFT or RIGHT")),
        },
    };
    let (a, b) = (imp.input(node, 0)?, imp.input(node, 1)?);
    if kind == OpKind::Mod && a.ty.dtype.is_float() {
        return Err("Mod of floats needs fmod=1 (ONNX spec)".into());
    }
    if matches!(kind, OpKind::ShiftLeft | OpKind::ShiftRight) && !a.ty.dtype.is_unsigned() {
        return Err(format!("BitShift of {} (unsigned types only)", a.ty.dtype));
    }
    if kind == OpKind::Mod {
        if let Some(l) = all_known(&[&a, &b]) {
            if let Some(r) = Lit::binary(l[0], l[1], "Mod") {
                return Ok(vec![Val::known(r)]);
            }
        }
    }
    let (x, y) = (imp.operand(node, 0)?, imp.operand(node, 1)?);
    imp.emit(node, kind, &[x, y], Attrs::new())
}

fn cast_like(imp: &mut Importer, node: &NodeProto) -> Result<Vec<Val>, String> {
    let to = imp.input(node, 1)?.ty.dtype;
    super::ops::cast_input(imp, node, to)
}

fn clip(imp: &mut Importer, node: &NodeProto) -> Result<Vec<Val>, String> {
    let mut x = imp.operand(node, 0)?;
    let dt = imp.ty(x).dtype;
    let (lo, hi) = if imp.opset >= 11 {
        let lo = match imp.opt_input(node, 1)? {
            Some(_) => Some(imp.operand(node, 1)?),
            None => None,
        };
        let hi = match imp.opt_input(node, 2)? {
            Some(_) => Some(imp.operand(node, 2)?),
            None => None,
        };
        (lo, hi)
    } else {
        let lo = attr(node, "min").map(|a| a.f as f64);
        let hi = attr(node, "max").map(|a| a.f as f64);
        (lo.map(|v| imp.scalar(dt, v)), hi.map(|v| imp.scalar(dt, v)))
    };
    for (bound, kind) in [(lo, OpKind::Max), (hi, OpKind::Min)] {
        if let Some(b) = bound {
            if imp.ty(b).rank() != 0 && imp.ty(b).num_elements() != Some(1) {
                return Err(format!("bound {} must be a scalar", imp.ty(b)));
            }
            x = imp.bin(node, kind, x, b)?;
        }
    }
    Ok(vec![imp.val_of(x)])
}

/// `Sum` and `Mean` of any number of inputs.
fn sum_mean(imp: &mut Importer, node: &NodeProto) -> Result<Vec<Val>, String> {
    variadic(imp, node, OpKind::Add)
}

/// Fold `kind` over every input (broadcasting); `Mean` divides by the count.
pub(super) fn variadic(
    imp: &mut Importer,
    node: &NodeProto,
    kind: OpKind,
) -> Result<Vec<Val>, String> {
    let n = node.input.iter().filter(|i| !i.is_empty()).count();
    if n == 0 {
        return Err(format!("{} needs at least one input", node.op_type));
    }
    let mut acc = imp.operand(node, 0)?;
    for i in 1..node.input.len() {
        if node.input[i].is_empty() {
            continue;
        }
        let y = imp.operand(node, i)?;
        acc = imp.bin(node, kind.clone(), acc, y)?;
    }
    if node.op_type == "Mean" && n > 1 {
        let dt = imp.ty(acc).dtype;
        let c = imp.scalar(dt, n as f64);
        acc = imp.bin(node, OpKind::Div, acc, c)?;
    }
    Ok(vec![imp.val_of(acc)])
}

/// The activations of the ONNX spec, each as its function body's ops.
fn activation(imp: &mut Importer, node: &NodeProto) -> Result<Vec<Val>, String> {
    use OpKind::*;
    let op = node.op_type.as_str();
    let x = imp.operand(node, 0)?;
    let dt = imp.ty(x).dtype;
    if !dt.is_float() {
        return Err(format!("{op} of {dt} is not defined (float types only)"));
    }
    let f = |a: &str, d: f64| attr_float(node, a, d);
    let zero = imp.scalar(dt, 0.0);
    let one = imp.scalar(dt, 1.0);
    let y = match op {
        "LeakyRelu" | "PRelu" => {
            let slope = if op == "PRelu" {
                imp.operand(node, 1)?
            } else {
                imp.scalar(dt, f("alpha", 0.01))
            };
            let neg = imp.bin(node, Less, x, zero)?;
            let m = imp.bin(node, Mul, x, slope)?;
            imp.emit1(node, Where, &[neg, m, x], Attrs::new())?
        }
        "Elu" | "Selu" => {
            let (da, dg) = if op == "Elu" {
                (1.0, 1.0)
            } else {
                (1.673_263_192_176_818_8, 1.050_701_022_148_132_3)
            };
            let alpha = imp.scalar(dt, f("alpha", da));
            let e = imp.un(node, Exp, x)?;
            let em1 = imp.bin(node, Sub, e, one)?;
            let neg = imp.bin(node, Mul, alpha, em1)?;
            let pos = imp.bin(node, Greater, x, zero)?;
            let y = imp.emit1(node, Where, &[pos, x, neg], Attrs::new())?;
            if op == "Selu" {
                let gamma = imp.scalar(dt, f("gamma", dg));
                imp.bin(node, Mul, y, gamma)?
            } else {
                y
            }
        }
        "Celu" => {
            // max(0, x) + min(0, α(exp(x/α) − 1))
            let alpha = imp.scalar(dt, f("alpha", 1.0));
            let xa = imp.bin(node, Div, x, alpha)?;
            let e = imp.un(node, Exp, xa)?;
            let em1 = imp.bin(node, Sub, e, one)?;
            let neg = imp.bin(node, Mul, alpha, em1)?;
            let a = imp.bin(node, Max, x, zero)?;
            let b = imp.bin(node, Min, neg, zero)?;
            imp.bin(node, Add, a, b)?
        }
        "HardSigmoid" | "HardSwish" => {
            let (al, be) = if op == "HardSwish" {
                (1.0 / 6.0, 0.5)
            } else {
                (f("alpha", 0.2), f("beta", 0.5))
            };
            let alpha = imp.scalar(dt, al);
            let beta = imp.scalar(dt, be);
            let ax = imp.bin(node, Mul, x, alpha)?;
            let s = imp.bin(node, Add, ax, beta)?;
            let lo = imp.bin(node, Max, s, zero)?;
            let hs = imp.bin(node, Min, lo, one)?;
            if op == "HardSwish" {
                imp.bin(node, Mul, x, hs)?
            } else {
                hs
            }
        }
        "Softplus" | "Mish" => {
            // log(1 + exp(x)) = max(x, 0) + log(1 + exp(−|x|)), without overflow.
            let a = imp.un(node, Abs, x)?;
            let na = imp.un(node, Neg, a)?;
            let e = imp.un(node, Exp, na)?;
            let l1 = imp.bin(node, Add, one, e)?;
            let l = imp.un(node, Log, l1)?;
            let m = imp.bin(node, Max, x, zero)?;
            let sp = imp.bin(node, Add, m, l)?;
            if op == "Mish" {
                let t = imp.un(node, Tanh, sp)?;
                imp.bin(node, Mul, x, t)?
            } else {
                sp
            }
        }
        "Softsign" => {
            let a = imp.un(node, Abs, x)?;
            let d = imp.bin(node, Add, one, a)?;
            imp.bin(node, Div, x, d)?
        }
        "ThresholdedRelu" => {
            let alpha = imp.scalar(dt, f("alpha", 1.0));
            let gt = imp.bin(node, Greater, x, alpha)?;
            imp.emit1(node, Where, &[gt, x, zero], Attrs::new())?
        }
        "Gelu" => {
            let half = imp.scalar(dt, 0.5);
            let inner = match attr_str(node, "approximate").as_deref() {
                None | Some("none") => {
                    let r2 = imp.scalar(dt, std::f64::consts::FRAC_1_SQRT_2);
                    let s = imp.bin(node, Mul, x, r2)?;
                    imp.un(node, Erf, s)?
                }
                Some("tanh") => {
                    // tanh(√(2/π)·(x + 0.044715·x³))
                    let c = imp.scalar(dt, (2.0 / std::f64::consts::PI).sqrt());
                    let k = imp.scalar(dt, 0.044715);
                    let x2 = imp.bin(node, Mul, x, x)?;
                    let x3 = imp.bin(node, Mul, x2, x)?;
                    let kx3 = imp.bin(node, Mul, k, x3)?;
                    let s = imp.bin(node, Add, x, kx3)?;
                    let cs = imp.bin(node, Mul, c, s)?;
                    imp.un(node, Tanh, cs)?
                }
                Some(m) => return Err(format!("approximate {m:?} is not none or tanh")),
            };
            let p = imp.bin(node, Add, one, inner)?;
            let hx = imp.bin(node, Mul, half, x)?;
            imp.bin(node, Mul, hx, p)?
        }
        "Swish" => {
            let alpha = imp.scalar(dt, f("alpha", 1.0));
            let ax = imp.bin(node, Mul, x, alpha)?;
            let s = imp.un(node, Sigmoid, ax)?;
            imp.bin(node, Mul, x, s)?
        }
        _ => {
            // Shrink: x < −λ → x + bias; x > λ → x − bias; else 0.
            let bias = imp.scalar(dt, f("bias", 0.0));
            let l = f("lambd", 0.5);
            let lam = imp.scalar(dt, l);
            let nlam = imp.scalar(dt, -l);
            let lo = imp.bin(node, Less, x, nlam)?;
            let hi = imp.bin(node, Greater, x, lam)?;
            let xp = imp.bin(node, Add, x, bias)?;
            let xm = imp.bin(node, Sub, x, bias)?;
            let inner = imp.emit1(node, Where, &[hi, xm, zero], Attrs::new())?;
            imp.emit1(node, Where, &[lo, xp, inner], Attrs::new())?
        }
    };
    Ok(vec![imp.val_of(y)])
}
