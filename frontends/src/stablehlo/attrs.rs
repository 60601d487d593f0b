//! Attribute and signature parsing of StableHLO statements: the pieces of
//! a statement's tokens the op builders read (integer arrays, dimension
//! numbers, comparison flags, slice specs, the trailing function type) and
//! constant payloads (`dense<…>` literals and hex blobs). Pure functions of
//! the tokens; no IR is built here.

use super::lex::{Kind, Tok};
use hetc_ir::{Attr, Attrs, DType, TensorData, TensorType};

/// Largest constant whose elements are stored.
pub(super) const MAX_CONST_ELEMENTS: u64 = 1 << 16;

pub(super) fn ints_attr(v: Vec<i64>) -> Attr {
    Attr::Ints(v)
}

pub(super) fn attrs(kv: Vec<(&str, Attr)>) -> Attrs {
    kv.into_iter().map(|(k, v)| (k.to_string(), v)).collect()
}

/// The signature's operand and result types.
pub(super) struct Sig<'t, 'a> {
    pub(super) ins: Vec<&'t Tok<'a>>,
    pub(super) outs: Vec<&'t Tok<'a>>,
    pub(super) arrow: bool,
}

pub(super) fn is_type(t: &Tok) -> bool {
    (t.kind == Kind::Angle && t.text.starts_with("tensor<"))
        || (t.kind == Kind::Ident && super::dtype_of(t.text).is_some())
}

/// Index of the signature's `:` (the last one at depth 0, before any region).
pub(super) fn sig_colon(rest: &[Tok]) -> Option<usize> {
    let mut depth = 0i32;
    let mut found = None;
    for (i, t) in rest.iter().enumerate() {
        match t.kind {
            Kind::Punct => match t.text {
                "(" | "[" | "{" => depth += 1,
                ")" | "]" | "}" => depth -= 1,
                ":" if depth == 0 => found = Some(i),
                _ => {}
            },
            Kind::Ident if depth == 0 && matches!(t.text, "reducer" | "cond" | "do") => break,
            _ => {}
        }
    }
    found
}

pub(super) fn signature<'t, 'a>(rest: &'t [Tok<'a>]) -> Sig<'t, 'a> {
    let mut sig = Sig {
        ins: Vec::new(),
        outs: Vec::new(),
        arrow: false,
    };
    let Some(c) = sig_colon(rest) else {
        return sig;
    };
    let mut depth = 0i32;
    for t in &rest[c + 1..] {
        match t.kind {
            Kind::Punct => match t.text {
                "(" | "[" => depth += 1,
                ")" | "]" => depth -= 1,
                "{" if depth == 0 => break,
                "{" => depth += 1,
                _ => {}
            },
            Kind::Arrow if depth == 0 => sig.arrow = true,
            Kind::Ident if depth == 0 && matches!(t.text, "reducer" | "cond" | "do" | "loc") => {
                break
            }
            _ if is_type(t) => {
                if sig.arrow {
                    sig.outs.push(t)
                } else {
                    sig.ins.push(t)
                }
            }
            _ => {}
        }
    }
    if !sig.arrow {
        sig.outs = std::mem::take(&mut sig.ins);
    }
    sig
}

/// Operand tokens: `%values` before the signature, outside regions, that
/// are not definitions (`%iterArg = …`, `%arg1: tensor<…>` of a region).
pub(super) fn operand_toks<'t, 'a>(rest: &'t [Tok<'a>]) -> Vec<&'t Tok<'a>> {
    let end = sig_colon(rest).unwrap_or(rest.len());
    let mut out = Vec::new();
    let mut brace = 0i32;
    for (i, t) in rest[..end].iter().enumerate() {
        match t.kind {
            Kind::Punct if t.text == "{" => brace += 1,
            Kind::Punct if t.text == "}" => brace -= 1,
            Kind::Value if brace == 0 => {
                // `%iterArg = %x` defines a region argument; so does
                // `%arg1: tensor<…>` (the signature's own `:` is at `end`).
                let defines = rest
                    .get(i + 1)
                    .is_some_and(|n| n.is("=") || (n.is(":") && i + 1 != end));
                if !defines {
                    out.push(t);
                }
            }
            _ => {}
        }
    }
    out
}

/// `key = [1, 2]` or `key = 3` anywhere in `rest` (first match).
pub(super) fn find_ints(rest: &[Tok], key: &str) -> Option<Vec<i64>> {
    let i = rest
        .windows(2)
        .position(|w| w[0].text == key && w[1].is("="))?;
    ints_at(rest, i + 2).map(|(v, _)| v)
}

/// The integer list (`[…]`) or single integer at `rest[i]`; and the index after it.
pub(super) fn ints_at(rest: &[Tok], i: usize) -> Option<(Vec<i64>, usize)> {
    let t = rest.get(i)?;
    if t.kind == Kind::Number {
        return Some((vec![parse_int(t.text)?], i + 1));
    }
    if !t.is("[") {
        return None;
    }
    let mut v = Vec::new();
    let mut j = i + 1;
    loop {
        let t = rest.get(j)?;
        j += 1;
        match t.kind {
            Kind::Punct if t.text == "]" => return Some((v, j)),
            Kind::Punct if t.text == "," => {}
            Kind::Number => v.push(parse_int(t.text)?),
            _ => return None,
        }
    }
}

pub(super) fn parse_int(s: &str) -> Option<i64> {
    s.parse().ok()
}

/// `key = [1, 2]` inside the raw text of an angle token (`#stablehlo.gather<…>`).
pub(super) fn raw_ints(text: &str, key: &str) -> Option<Vec<i64>> {
    let mut from = 0;
    while let Some(p) = text[from..].find(key) {
        let s = from + p;
        from = s + key.len();
        let before_ok = s == 0
            || !text.as_bytes()[s - 1].is_ascii_alphanumeric() && text.as_bytes()[s - 1] != b'_';
        let rest = text[from..].trim_start();
        if !before_ok || !rest.starts_with('=') {
            continue;
        }
        let rest = rest[1..].trim_start();
        if let Some(r) = rest.strip_prefix('[') {
            let end = r.find(']')?;
            let body = r[..end].trim();
            if body.is_empty() {
                return Some(Vec::new());
            }
            return body.split(',').map(|x| x.trim().parse().ok()).collect();
        }
        let end = rest
            .find(|c: char| !(c.is_ascii_digit() || c == '-'))
            .unwrap_or(rest.len());
        return rest[..end].parse().ok().map(|v| vec![v]);
    }
    None
}

/// `array<i64: 1, 64>` values.
pub(super) fn array_ints(text: &str) -> Option<Vec<i64>> {
    let body = text.strip_prefix("array<")?.strip_suffix('>')?;
    let (_, list) = body.split_once(':').unwrap_or((body, ""));
    if list.trim().is_empty() {
        return Some(Vec::new());
    }
    list.split(',').map(|x| x.trim().parse().ok()).collect()
}

/// `key = [a] x [b]`.
pub(super) fn dims_pair(rest: &[Tok], key: &str) -> Option<(Vec<i64>, Vec<i64>)> {
    let p = rest
        .windows(2)
        .position(|w| w[0].text == key && w[1].is("="))?;
    let (a, next) = ints_at(rest, p + 2)?;
    if !rest.get(next)?.is("x") {
        return None;
    }
    let (b, _) = ints_at(rest, next + 1)?;
    Some((a, b))
}

/// Whether the signature names a ui16/32/64 element type (imported as the
/// signed type of the same width, so sign-dependent ops cannot be mapped;
/// ui8 has a type of its own).
pub(super) fn unsigned_sig(sig: &Sig) -> bool {
    sig.ins
        .iter()
        .chain(&sig.outs)
        .any(|t| ["ui16", "ui32", "ui64"].iter().any(|u| t.text.contains(u)))
}

/// `key = [true, false]`.
pub(super) fn bools(rest: &[Tok], key: &str) -> Option<Vec<bool>> {
    let p = rest
        .windows(3)
        .position(|w| w[0].text == key && w[1].is("=") && w[2].is("["))?;
    let mut v = Vec::new();
    for t in &rest[p + 3..] {
        match t.text {
            "]" => return Some(v),
            "," => {}
            "true" => v.push(true),
            "false" => v.push(false),
            _ => return None,
        }
    }
    None
}

/// `%x [0:2, 1:3:1]`: starts, ends, steps.
pub(super) fn slice_spec(rest: &[Tok], rank: usize) -> Option<(Vec<i64>, Vec<i64>, Vec<i64>)> {
    let p = rest.iter().position(|t| t.is("["))?;
    let (mut s, mut e, mut st) = (Vec::new(), Vec::new(), Vec::new());
    let mut j = p + 1;
    if rest.get(j)?.is("]") {
        return (rank == 0).then_some((s, e, st));
    }
    loop {
        let mut nums = Vec::new();
        loop {
            let t = rest.get(j)?;
            j += 1;
            match t.kind {
                Kind::Number => nums.push(parse_int(t.text)?),
                Kind::Punct if t.text == ":" => {}
                Kind::Punct if t.text == "," || t.text == "]" => {
                    if nums.len() < 2 || nums.len() > 3 {
                        return None;
                    }
                    s.push(nums[0]);
                    e.push(nums[1]);
                    st.push(nums.get(2).copied().unwrap_or(1));
                    if t.text == "]" {
                        return (s.len() == rank).then_some((s, e, st));
                    }
                    break;
                }
                _ => return None,
            }
        }
    }
}

/// Elements of `dense<…>` for a type, where cheap: splats and flat or nested lists.
pub(super) fn dense_data(text: &str, ty: &TensorType) -> Option<TensorData> {
    let n = ty.num_elements()?;
    let body = text.strip_prefix("dense<")?.strip_suffix('>')?.trim();
    if let Some(hex) = body.strip_prefix("\"0x").and_then(|b| b.strip_suffix('"')) {
        return hex_data(hex, n, ty.dtype);
    }
    if n > MAX_CONST_ELEMENTS {
        return None;
    }
    let vals: Vec<f64> = body
        .split(|c: char| c == ',' || c == '[' || c == ']' || c.is_whitespace())
        .filter(|s| !s.is_empty())
        .map(|s| scalar(s, ty.dtype))
        .collect::<Option<_>>()?;
    let vals = match vals.len() as u64 {
        1 => vec![vals[0]; n as usize],
        k if k == n => vals,
        _ => return None,
    };
    Some(TensorData::from_f64s(ty.dtype, &vals))
}

/// `dense<"0x…">`: raw little-endian bytes of every element, or of one
/// element for a splat (MLIR's hex form). The bytes are in the text already,
/// so no size limit applies.
pub(super) fn hex_data(hex: &str, n: u64, dtype: DType) -> Option<TensorData> {
    if hex.len() % 2 != 0 || !hex.is_ascii() {
        return None;
    }
    let bytes: Vec<u8> = (0..hex.len() / 2)
        .map(|i| u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).ok())
        .collect::<Option<_>>()?;
    let size = dtype.size_bytes() as usize;
    let bytes = if n.checked_mul(size as u64) == Some(bytes.len() as u64) {
        bytes
    } else if bytes.len() == size && n <= MAX_CONST_ELEMENTS {
        bytes.repeat(n as usize)
    } else {
        return None;
    };
    Some(TensorData {
        dtype,
        bytes: std::sync::Arc::new(bytes),
    })
}

pub(super) fn scalar(s: &str, dtype: DType) -> Option<f64> {
    match s {
        "true" => return Some(1.0),
        "false" => return Some(0.0),
        _ => {}
    }
    if let Some(h) = s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        let bits = u64::from_str_radix(h, 16).ok()?;
        return Some(match dtype {
            DType::F32 => f32::from_bits(bits as u32) as f64,
            DType::F64 => f64::from_bits(bits),
            DType::F16 => hetc_ir::graph::f16_to_f32(bits as u16) as f64,
            DType::BF16 => f32::from_bits((bits as u32) << 16) as f64,
            _ => bits as i64 as f64,
        });
    }
    s.parse::<f64>().ok()
}
