//! The low-precision floats (the 8-bit E4M3FN, E4M3FNUZ, E5M2, E5M2FNUZ,
//! the exponent-only E8M0 and the 4-bit E2M1: [`hetc_ir::lowp`]) in the
//! JIT: stored as their codes, one byte per element (`i8`), converted by
//! `cast` only ([`super::super::rewrite::low_floats_in_f32`] puts every
//! other op that reads or writes one in f32 between casts).
//!
//! * **Decoding** reads the code's value from a 256-entry `f32` table
//!   ([`decode_table`]) with `tensor.extract`: every value of these types
//!   is exact in f32, and the table is the interpreter's own decoding.
//! * **Encoding** ([`encode`]) is arithmetic on the source float's bits,
//!   in its own width (f32, or f64 for a double source: no double
//!   rounding), with the semantics of ONNX `Cast` and `ml_dtypes`: round
//!   to nearest, ties to even — the value scaled by a power of two so that
//!   the target's mantissa step is 1, rounded with `math.roundeven`, the
//!   code assembled as `(e − emin) << M + n` (a mantissa that rounds up to
//!   `2^(M+1)` carries into the exponent by itself, subnormals are the
//!   `e = emin` case) — then the code past the largest finite one is an
//!   overflow: the largest finite value with `saturate` (always for E2M1),
//!   else infinity where the type has one, else NaN; NaN stays NaN; no
//!   negative zero in the FNUZ types. E8M0 keeps the f32 exponent, rounded
//!   per `round_mode` as [`hetc_ir::lowp`].

use super::{err, Lower, Sc, CMPF_OEQ, CMPF_UNO, CMPI_EQ, CMPI_NE, CMPI_SGT, CMPI_SLT, R};
use hetc_ir::DType;
use melior::dialect::arith;
use melior::ir::attribute::{DenseElementsAttribute, FloatAttribute, IntegerAttribute};
use melior::ir::block::BlockLike;
use melior::ir::r#type::{IntegerType, RankedTensorType};
use melior::ir::{Attribute, Type, Value, ValueLike};

/// The constant `tensor<256xf32>` of the values of `d`'s codes.
pub(super) fn decode_table<'c, 'a>(l: &Lower<'c, 'a>, d: DType) -> R<Value<'c, 'a>> {
    let f32t = Type::float32(l.ctx);
    let t: Type<'c> = RankedTensorType::new(&[256], f32t, None).into();
    let vals: Vec<Attribute<'c>> = (0..=255u8)
        .map(|b| {
            let v = hetc_ir::lowp::decode(d, b).unwrap_or(f64::NAN) as f32;
            FloatAttribute::new(l.ctx, f32t, v as f64).into()
        })
        .collect();
    let attr = DenseElementsAttribute::new(t, &vals).map_err(|e| err(e.to_string()))?;
    let r = l
        .block
        .append_operation(arith::constant(l.ctx, attr.into(), l.loc));
    Ok(r.result(0).map_err(|e| err(e.to_string()))?.into())
}

/// The f32 value of code `x` (an `i8`) read from `table` ([`decode_table`]).
pub(super) fn decode<'c, 'b>(
    s: &Sc<'c, 'b>,
    table: Value<'c, '_>,
    x: Value<'c, '_>,
) -> R<Value<'c, 'b>> {
    let i = s.op("arith.index_castui", &[x], Type::index(s.ctx))?;
    s.op("tensor.extract", &[table, i], Type::float32(s.ctx))
}

/// An integer constant of `ty` (any value of its width).
fn int<'c, 'b>(s: &Sc<'c, 'b>, v: i64, ty: Type<'c>) -> R<Value<'c, 'b>> {
    let a: Attribute<'c> = IntegerAttribute::new(ty, v).into();
    let r = s.b.append_operation(arith::constant(s.ctx, a, s.loc));
    Ok(r.result(0).map_err(|e| err(e.to_string()))?.into())
}

/// Exponent bits, mantissa bits, bias, whether the all-ones exponent is
/// infinity (E5M2), whether FNUZ (no negative zero, NaN = 0x80).
fn format(d: DType) -> Option<(i64, i64, i64, bool, bool)> {
    Some(match d {
        DType::F8E4M3FN => (4, 3, 7, false, false),
        DType::F8E4M3FNUZ => (4, 3, 8, false, true),
        DType::F8E5M2 => (5, 2, 15, true, false),
        DType::F8E5M2FNUZ => (5, 2, 16, false, true),
        DType::F4E2M1 => (2, 1, 1, false, false),
        _ => return None,
    })
}

/// The code (`i8`) of float `x` (f32 or f64) as `d`, with ONNX `Cast`'s
/// `saturate` and E8M0 `round_mode`.
pub(super) fn encode<'c, 'b>(
    s: &Sc<'c, 'b>,
    x: Value<'c, '_>,
    d: DType,
    saturate: bool,
    mode: &str,
) -> R<Value<'c, 'b>> {
    let i8t: Type<'c> = IntegerType::new(s.ctx, 8).into();
    if d == DType::F8E8M0 {
        return encode_e8m0(s, x, saturate, mode);
    }
    let (exp, man, bias, ieee, fnuz) =
        format(d).ok_or_else(|| err(format!("{d} is not a low-precision float")))?;
    let f64src = x.r#type() == Type::float64(s.ctx);
    // The source's width, mantissa bits and exponent bias.
    let (w, mb, eb) = if f64src {
        (64, 52, 1023)
    } else {
        (32, 23, 127)
    };
    let it: Type<'c> = IntegerType::new(s.ctx, w).into();
    let ft = x.r#type();
    let width = 1 + exp + man;
    let sign_bit = 1i64 << (width - 1);
    let max_c = if fnuz {
        (1 << (width - 1)) - 1
    } else if ieee {
        ((((1 << exp) - 1) << man) - 1) as i64
    } else if width == 8 {
        0x7e
    } else {
        (1 << (width - 1)) - 1
    };
    let nan_c = if fnuz {
        0x80
    } else if width == 8 {
        0x7f
    } else {
        sign_bit
    };
    let bits = s.op("arith.bitcast", &[x], it)?;
    let zero = int(s, 0, it)?;
    let neg = s.cmpi(CMPI_SLT, bits, zero)?;
    let abs_mask = int(s, i64::MAX >> (64 - w), it)?;
    let abits = s.same("arith.andi", &[bits, abs_mask])?;
    let a = s.op("arith.bitcast", &[abits], ft)?;
    let is_nan = s.cmpf(CMPF_UNO, x, x)?;
    let inf = s.cst(f64::INFINITY, ft)?;
    let is_inf = s.cmpf(CMPF_OEQ, a, inf)?;
    // NaN and infinity take no part in the arithmetic (an infinite
    // `fptosi` would be poison): zero there, their codes selected below.
    let special = s.same("arith.ori", &[is_nan, is_inf])?;
    let fzero = s.cst(0.0, ft)?;
    let a = s.select(special, fzero, a)?;
    // The unbiased exponent, at least the target's smallest normal one.
    let mbv = int(s, mb, it)?;
    let ef = s.same("arith.shrui", &[abits, mbv])?;
    let ebv = int(s, eb, it)?;
    let e = s.same("arith.subi", &[ef, ebv])?;
    let emin = int(s, 1 - bias, it)?;
    let e = s.same("arith.maxsi", &[e, emin])?;
    // 2^(man − e): the target's mantissa step at `e` becomes 1.
    let k = int(s, man + eb, it)?;
    let pe = s.same("arith.subi", &[k, e])?;
    let pe = s.same("arith.shli", &[pe, mbv])?;
    let scale = s.op("arith.bitcast", &[pe], ft)?;
    let scaled = s.same("arith.mulf", &[a, scale])?;
    let n = s.same("math.roundeven", &[scaled])?;
    let n = s.op("arith.fptosi", &[n], it)?;
    let de = s.same("arith.subi", &[e, emin])?;
    let manv = int(s, man, it)?;
    let hi = s.same("arith.shli", &[de, manv])?;
    let mag = s.same("arith.addi", &[hi, n])?;
    let maxv = int(s, max_c, it)?;
    let past = s.cmpi(CMPI_SGT, mag, maxv)?;
    let over = s.same("arith.ori", &[past, is_inf])?;
    let (ovf_mag, nan_on_over) = if saturate || width == 4 {
        (max_c, false)
    } else if ieee {
        (((1 << exp) - 1) << man, false)
    } else {
        (max_c, true)
    };
    let ovf = int(s, ovf_mag, it)?;
    let mag = s.select(over, ovf, mag)?;
    // The sign, except on an FNUZ zero.
    let signed_mag = {
        let sb = int(s, sign_bit, it)?;
        s.same("arith.ori", &[mag, sb])?
    };
    let neg = if fnuz {
        let nz = s.cmpi(CMPI_NE, mag, zero)?;
        s.same("arith.andi", &[neg, nz])?
    } else {
        neg
    };
    let code = s.select(neg, signed_mag, mag)?;
    let nan = if nan_on_over {
        s.same("arith.ori", &[is_nan, over])?
    } else {
        is_nan
    };
    let nanv = int(s, nan_c, it)?;
    let code = s.select(nan, nanv, code)?;
    s.op("arith.trunci", &[code], i8t)
}

/// E8M0: the biased exponent of `x` as f32, rounded per `mode` (`up`:
/// when the mantissa is not zero; `down`; `nearest`: by the guard bit, ties
/// and the round bit as onnx), not past 0xFE with `saturate`; NaN and
/// infinity (exponent 0xFF) are 0xFF.
fn encode_e8m0<'c, 'b>(
    s: &Sc<'c, 'b>,
    x: Value<'c, '_>,
    saturate: bool,
    mode: &str,
) -> R<Value<'c, 'b>> {
    let f32t = Type::float32(s.ctx);
    let i32t: Type<'c> = IntegerType::new(s.ctx, 32).into();
    let i8t: Type<'c> = IntegerType::new(s.ctx, 8).into();
    let x = if x.r#type() == f32t {
        x
    } else {
        s.op("arith.truncf", &[x], f32t)?
    };
    let bits = s.op("arith.bitcast", &[x], i32t)?;
    let c23 = int(s, 23, i32t)?;
    let ff = int(s, 0xff, i32t)?;
    let e = s.same("arith.shrui", &[bits, c23])?;
    let e = s.same("arith.andi", &[e, ff])?;
    let zero = int(s, 0, i32t)?;
    let bit = |m: i64| -> R<Value<'c, 'b>> {
        let mv = int(s, m, i32t)?;
        let v = s.same("arith.andi", &[bits, mv])?;
        s.cmpi(CMPI_NE, v, zero)
    };
    let up = match mode {
        "down" => s.cst(0.0, IntegerType::new(s.ctx, 1).into())?,
        "nearest" => {
            let g = bit(0x40_0000)?;
            let r = bit(0x20_0000)?;
            let st = bit(0x1f_ffff)?;
            let epos = s.cmpi(CMPI_SGT, e, zero)?;
            let any = s.same("arith.ori", &[r, st])?;
            let any = s.same("arith.ori", &[any, epos])?;
            s.same("arith.andi", &[g, any])?
        }
        _ => bit(0x7f_ffff)?,
    };
    let up = if saturate {
        let fe = int(s, 0xfe, i32t)?;
        let at_max = s.cmpi(CMPI_EQ, e, fe)?;
        let t = s.cst(1.0, IntegerType::new(s.ctx, 1).into())?;
        let not_max = s.same("arith.xori", &[at_max, t])?;
        s.same("arith.andi", &[up, not_max])?
    } else {
        up
    };
    let upi = s.op("arith.extui", &[up], i32t)?;
    let r = s.same("arith.addi", &[e, upi])?;
    let r = s.same("arith.minui", &[r, ff])?;
    s.op("arith.trunci", &[r], i8t)
}
