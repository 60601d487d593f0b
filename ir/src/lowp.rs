//! The low-precision element types of ONNX (opset 19–25): the 8-bit
//! floats E4M3FN, E4M3FNUZ, E5M2, E5M2FNUZ and the exponent-only E8M0, the
//! 4-bit float E2M1, and the 4- and 2-bit integers. The IR stores each
//! element in one byte (sub-byte types unpacked; signed ones
//! sign-extended).
//!
//! Conversions follow the ONNX spec (and `ml_dtypes`, which onnx's
//! reference uses): float → 8/4-bit float rounds to nearest, ties to even;
//! with `saturate` an out-of-range value (infinities included) becomes the
//! largest finite value of its sign, without it infinity where the type
//! has one, else NaN; NaN stays NaN (E2M1, which has none, gives −0 as
//! `ml_dtypes` does). E8M0 keeps the exponent of the float32 value,
//! rounded up when the mantissa is not zero (ONNX's `round_mode` "up",
//! the default; "down" and "nearest" as onnx). Float → 4/2-bit integer
//! truncates toward zero and wraps (two's complement), as `ml_dtypes`.

use crate::types::DType;

/// Exponent bits, mantissa bits, exponent bias, whether the all-ones
/// exponent is infinity/NaN (IEEE-like, E5M2), and whether the type is
/// "FNUZ" (no negative zero, NaN = 0x80).
struct Format {
    exp: u32,
    man: u32,
    bias: i32,
    ieee: bool,
    fnuz: bool,
}

fn format(d: DType) -> Option<Format> {
    Some(match d {
        DType::F8E4M3FN => Format {
            exp: 4,
            man: 3,
            bias: 7,
            ieee: false,
            fnuz: false,
        },
        DType::F8E4M3FNUZ => Format {
            exp: 4,
            man: 3,
            bias: 8,
            ieee: false,
            fnuz: true,
        },
        DType::F8E5M2 => Format {
            exp: 5,
            man: 2,
            bias: 15,
            ieee: true,
            fnuz: false,
        },
        DType::F8E5M2FNUZ => Format {
            exp: 5,
            man: 2,
            bias: 16,
            ieee: false,
            fnuz: true,
        },
        DType::F4E2M1 => Format {
            exp: 2,
            man: 1,
            bias: 1,
            ieee: false,
            fnuz: false,
        },
        _ => return None,
    })
}

/// The value of code `c` (sign in the top bit of the type's width).
fn decode_fmt(f: &Format, c: u8) -> f64 {
    let width = 1 + f.exp + f.man;
    let c = c as u32 & ((1 << width) - 1);
    let sign = c >> (width - 1) != 0;
    let e = (c >> f.man) & ((1 << f.exp) - 1);
    let m = c & ((1 << f.man) - 1);
    let emax = (1 << f.exp) - 1;
    if f.fnuz && c == 1 << (width - 1) {
        return f64::NAN;
    }
    if f.ieee && e == emax {
        return if m == 0 {
            if sign {
                f64::NEG_INFINITY
            } else {
                f64::INFINITY
            }
        } else {
            f64::NAN
        };
    }
    // E4M3FN: only S.1111.111 is NaN (E2M1 has no NaN)
    if !f.ieee && !f.fnuz && width == 8 && e == emax && m == (1 << f.man) - 1 {
        return f64::NAN;
    }
    let frac = m as f64 / (1u32 << f.man) as f64;
    let v = if e == 0 {
        frac * 2f64.powi(1 - f.bias)
    } else {
        (1.0 + frac) * 2f64.powi(e as i32 - f.bias)
    };
    if sign {
        -v
    } else {
        v
    }
}

/// The finite non-negative codes of a format, in increasing value.
fn finite_codes(f: &Format) -> Vec<(u8, f64)> {
    let width = 1 + f.exp + f.man;
    (0..1u32 << (width - 1))
        .map(|c| (c as u8, decode_fmt(f, c as u8)))
        .filter(|(_, v)| v.is_finite())
        .collect()
}

fn encode_fmt(f: &Format, x: f64, saturate: bool) -> u8 {
    let width = 1 + f.exp + f.man;
    let sign_bit = 1u8 << (width - 1);
    let nan = if f.fnuz {
        0x80
    } else if width == 8 {
        0x7f
    } else {
        sign_bit // E2M1: NaN → −0 (ml_dtypes)
    };
    if x.is_nan() {
        return nan;
    }
    let neg = x.is_sign_negative();
    let a = x.abs();
    let codes = finite_codes(f);
    let (max_c, max_v) = codes[codes.len() - 1];
    let (_, below_max) = codes[codes.len() - 2];
    let ulp = max_v - below_max;
    let signed = |c: u8| {
        if neg && !(f.fnuz && c == 0) {
            c | sign_bit
        } else {
            c
        }
    };
    // Past the largest finite value by half an ulp (ties to even: the
    // largest code's mantissa parity decides), the value overflows.
    let half = max_v + ulp / 2.0;
    let overflow = a > half || (a == half && max_c & 1 == 1) || a.is_infinite();
    if overflow {
        if saturate || width == 4 {
            return signed(max_c);
        }
        if f.ieee {
            let inf = ((1u8 << f.exp) - 1) << f.man;
            return if neg { inf | sign_bit } else { inf };
        }
        return nan;
    }
    // Nearest code, ties to the even code.
    let mut best = (codes[0].0, f64::INFINITY);
    for &(c, v) in &codes {
        let d = (v - a).abs();
        if d < best.1 || (d == best.1 && c & 1 == 0) {
            best = (c, d);
        }
    }
    signed(best.0)
}

/// E8M0 from `x` (as float32): its biased exponent, rounded per `mode`.
fn encode_e8m0(x: f64, saturate: bool, mode: &str) -> u8 {
    let bits = (x as f32).to_bits();
    let e = (bits >> 23) & 0xff;
    if e == 0xff {
        return 0xff;
    }
    let frac = bits & 0x7f_ffff;
    let up = match mode {
        "down" => false,
        "nearest" => {
            let g = bits & 0x40_0000 != 0;
            let r = bits & 0x20_0000 != 0;
            let s = bits & 0x1f_ffff != 0;
            g && (r || s || e > 0)
        }
        _ => frac != 0,
    };
    let up = up && !(saturate && e == 0xfe);
    (e + up as u32).min(0xff) as u8
}

/// The value of the stored byte `b` of a low-precision type `d` (`None`
/// for other types).
pub fn decode(d: DType, b: u8) -> Option<f64> {
    if let Some(f) = format(d) {
        return Some(decode_fmt(&f, b));
    }
    Some(match d {
        DType::F8E8M0 if b == 0xff => f64::NAN,
        DType::F8E8M0 => 2f64.powi(b as i32 - 127),
        DType::I4 | DType::I2 => b as i8 as f64,
        DType::U4 | DType::U2 => b as f64,
        _ => return None,
    })
}

/// The stored byte of `x` as low-precision type `d` (`None` for other
/// types); `saturate` and the E8M0 rounding `mode` as ONNX `Cast`.
pub fn encode(d: DType, x: f64, saturate: bool, mode: &str) -> Option<u8> {
    if let Some(f) = format(d) {
        return Some(encode_fmt(&f, x, saturate));
    }
    let wrap = |bits: u32| -> u8 {
        let t = if x.is_finite() { x.trunc() as i128 } else { 0 };
        let m = (t & ((1 << bits) - 1)) as u8;
        if d.is_unsigned() {
            m
        } else {
            // sign-extend
            ((m << (8 - bits)) as i8 >> (8 - bits)) as u8
        }
    };
    Some(match d {
        DType::F8E8M0 => encode_e8m0(x, saturate, mode),
        DType::I4 | DType::U4 => wrap(4),
        DType::I2 | DType::U2 => wrap(2),
        _ => return None,
    })
}

/// `x` rounded to what `d` holds (saturating), for a low-precision `d`.
pub fn round(d: DType, x: f64) -> Option<f64> {
    let b = encode(d, x, true, "up")?;
    decode(d, b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conversions_match_ml_dtypes() {
        // Values printed by ml_dtypes 0.5 (numpy astype) for the same inputs.
        let e4 = |x: f64, s: bool| {
            decode(
                DType::F8E4M3FN,
                encode(DType::F8E4M3FN, x, s, "up").unwrap(),
            )
            .unwrap()
        };
        assert_eq!(e4(448.0, false), 448.0);
        assert_eq!(e4(464.0, false), 448.0); // tie to even
        assert!(e4(465.0, false).is_nan());
        assert!(e4(f64::INFINITY, false).is_nan());
        assert_eq!(e4(f64::INFINITY, true), 448.0);
        assert_eq!(e4(-1e6, true), -448.0);
        let e5 = |x: f64| {
            decode(
                DType::F8E5M2,
                encode(DType::F8E5M2, x, false, "up").unwrap(),
            )
            .unwrap()
        };
        assert_eq!(e5(500.0), 512.0);
        assert_eq!(e5(61440.0), f64::INFINITY);
        assert_eq!(e5(-1e6), f64::NEG_INFINITY);
        let uz = |x: f64| {
            decode(
                DType::F8E4M3FNUZ,
                encode(DType::F8E4M3FNUZ, x, false, "up").unwrap(),
            )
            .unwrap()
        };
        assert!(uz(248.0).is_nan());
        assert_eq!(uz(-0.0).to_bits(), 0.0f64.to_bits());
        let f4 = |x: f64| {
            decode(
                DType::F4E2M1,
                encode(DType::F4E2M1, x, false, "up").unwrap(),
            )
            .unwrap()
        };
        for (x, want) in [
            (0.3, 0.5),
            (0.25, 0.0),
            (0.75, 1.0),
            (1.25, 1.0),
            (2.5, 2.0),
            (5.0, 4.0),
            (7.0, 6.0),
            (100.0, 6.0),
        ] {
            assert_eq!(f4(x), want, "f4e2m1({x})");
        }
        let i4 = |x: f64| decode(DType::I4, encode(DType::I4, x, true, "up").unwrap()).unwrap();
        for (x, want) in [
            (-9.5, 7.0),
            (-8.6, -8.0),
            (-2.5, -2.0),
            (7.6, 7.0),
            (8.0, -8.0),
            (15.5, -1.0),
        ] {
            assert_eq!(i4(x), want, "int4({x})");
        }
        let u2 = |x: f64| decode(DType::U2, encode(DType::U2, x, true, "up").unwrap()).unwrap();
        for (x, want) in [(-9.5, 3.0), (-2.5, 2.0), (2.5, 2.0), (17.2, 1.0)] {
            assert_eq!(u2(x), want, "uint2({x})");
        }
        // onnx.numpy_helper.to_float8e8m0 (round up): 0.3 → 2^-1, 3 → 2^2.
        let e8 = |x: f64| encode(DType::F8E8M0, x, true, "up").unwrap();
        assert_eq!(
            (e8(0.3), e8(3.0), e8(4.0), e8(f64::NAN)),
            (126, 129, 129, 255)
        );
    }
}
