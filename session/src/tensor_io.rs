//! Named tensors in files: the JSON form `hetc run` and `hetc eval` read
//! and write (`{"inputs": [{name, dtype, shape, data}]}`, `{"outputs":
//! […]}`), and numpy's `.npz` (a zip of `.npy` arrays, stored or
//! deflated, as `np.savez` / `np.savez_compressed` write them).
//!
//! Guarantees: every element type of the IR round-trips exactly through
//! both forms. JSON integers are read and written as integers (64-bit ones
//! included, never through a float); floats are written as the shortest
//! decimal of their value widened to `f64` (which reads back to the same
//! bits), NaN and infinities as the strings `"nan"`, `"inf"`, `"-inf"`;
//! booleans as `0` / `1` (`true` / `false` are read too). `.npy` headers
//! are parsed, not pattern-matched: little-endian or byte-order-free
//! descriptors of the IR's types, C order, version 1–3. bf16 has no numpy
//! type: it is refused in `.npz` (write JSON instead). Malformed files are
//! errors naming the file and the tensor, never panics.

use hetc_ir::{DType, TensorData};
use serde_json::{json, Value};
use std::io::{Read, Write};
use std::path::Path;
use std::sync::Arc;

/// A tensor with a name: its shape and raw little-endian data (whose
/// `dtype` is the element type).
#[derive(Clone, Debug, PartialEq)]
pub struct Array {
    pub name: String,
    pub shape: Vec<u64>,
    pub data: TensorData,
}

impl Array {
    /// An array, checking that `data` holds exactly the shape's elements.
    pub fn new(
        name: impl Into<String>,
        shape: Vec<u64>,
        data: TensorData,
    ) -> Result<Array, String> {
        let name = name.into();
        let n = shape
            .iter()
            .try_fold(1u64, |a, &d| a.checked_mul(d))
            .ok_or_else(|| format!("{name}: shape {shape:?} overflows"))?;
        let want = n
            .checked_mul(data.dtype.size_bytes())
            .ok_or_else(|| format!("{name}: shape {shape:?} overflows"))?;
        if data.bytes.len() as u64 != want {
            return Err(format!(
                "{name}: {} bytes of {} for shape {shape:?} ({want} expected)",
                data.bytes.len(),
                data.dtype
            ));
        }
        Ok(Array { name, shape, data })
    }

    pub fn dtype(&self) -> DType {
        self.data.dtype
    }
}

/// A tensor file that cannot be read or written.
#[derive(Debug, thiserror::Error)]
pub enum TensorIoError {
    /// (The I/O error is part of the message, not a `source()`: printed
    /// as a chain it would read twice.)
    #[error("{path}: {error}")]
    Io { path: String, error: std::io::Error },
    #[error("{path}: {message}")]
    Format { path: String, message: String },
}

/// The file formats, by extension: `.npz`, anything else JSON.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TensorFormat {
    Json,
    Npz,
}

impl TensorFormat {
    pub fn of(path: &Path) -> TensorFormat {
        match path.extension().and_then(|e| e.to_str()) {
            Some(e) if e.eq_ignore_ascii_case("npz") => TensorFormat::Npz,
            _ => TensorFormat::Json,
        }
    }
}

/// The tensors of `path`: JSON (`{"inputs": […]}`, `{"outputs": […]}` or
/// a bare list) or `.npz` (array names as the tensor names), in file order.
pub fn read_file(path: &Path) -> Result<Vec<Array>, TensorIoError> {
    let shown = path.display().to_string();
    let bytes = std::fs::read(path).map_err(|error| TensorIoError::Io {
        path: shown.clone(),
        error,
    })?;
    let fmt = |message: String| TensorIoError::Format {
        path: shown.clone(),
        message,
    };
    match TensorFormat::of(path) {
        TensorFormat::Npz => read_npz(&bytes).map_err(fmt),
        TensorFormat::Json => {
            let v: Value =
                serde_json::from_slice(&bytes).map_err(|e| fmt(format!("not JSON: {e}")))?;
            from_json(&v).map_err(fmt)
        }
    }
}

/// Write `arrays` to `path` (atomically: a temporary file renamed into
/// place) as `.npz` (stored members) or JSON `{key: […]}`.
pub fn write_file(path: &Path, key: &str, arrays: &[Array]) -> Result<(), TensorIoError> {
    let shown = path.display().to_string();
    let bytes = match TensorFormat::of(path) {
        TensorFormat::Npz => write_npz(arrays).map_err(|message| TensorIoError::Format {
            path: shown.clone(),
            message,
        })?,
        TensorFormat::Json => {
            let mut text = to_json(key, arrays).to_string();
            text.push('\n');
            text.into_bytes()
        }
    };
    let io = |error| TensorIoError::Io {
        path: shown.clone(),
        error,
    };
    let mut tmp = path.as_os_str().to_owned();
    tmp.push(".tmp");
    let tmp = std::path::PathBuf::from(tmp);
    std::fs::write(&tmp, &bytes).map_err(io)?;
    std::fs::rename(&tmp, path).map_err(io)
}

// ---- JSON -----------------------------------------------------------------------

/// The JSON document `{key: [{name, dtype, shape, data}]}`.
pub fn to_json(key: &str, arrays: &[Array]) -> Value {
    let list: Vec<Value> = arrays.iter().map(array_json).collect();
    json!({ key: list })
}

fn array_json(a: &Array) -> Value {
    json!({
        "name": a.name,
        "dtype": a.dtype().name(),
        "shape": a.shape,
        "data": elements_json(&a.data),
    })
}

fn float_json(x: f64) -> Value {
    if x.is_nan() {
        Value::from("nan")
    } else if x.is_infinite() {
        Value::from(if x > 0.0 { "inf" } else { "-inf" })
    } else {
        Value::from(x)
    }
}

fn elements_json(d: &TensorData) -> Vec<Value> {
    match d.dtype {
        t if t.is_float() => d.to_f64s().into_iter().map(float_json).collect(),
        DType::U64 => d
            .bytes
            .chunks_exact(8)
            .map(|c| {
                let mut w = [0u8; 8];
                w.copy_from_slice(c);
                Value::from(u64::from_le_bytes(w))
            })
            .collect(),
        _ => d.to_i64s().into_iter().map(Value::from).collect(),
    }
}

/// Tensors of a JSON document: `{"inputs": […]}`, `{"outputs": […]}` or a
/// bare list of `{name, dtype, shape, data}`.
pub fn from_json(v: &Value) -> Result<Vec<Array>, String> {
    let list = match v {
        Value::Array(l) => l,
        Value::Object(o) => match (o.get("inputs"), o.get("outputs")) {
            (Some(Value::Array(l)), _) | (None, Some(Value::Array(l))) => l,
            _ => return Err("expected {\"inputs\": [...]} or {\"outputs\": [...]}".into()),
        },
        _ => return Err("expected a JSON object or list of tensors".into()),
    };
    list.iter()
        .enumerate()
        .map(|(i, e)| array_from_json(i, e))
        .collect()
}

fn array_from_json(i: usize, e: &Value) -> Result<Array, String> {
    let name = e["name"]
        .as_str()
        .ok_or_else(|| format!("tensor {i} has no name"))?
        .to_string();
    let dtype = e["dtype"]
        .as_str()
        .and_then(DType::from_name)
        .ok_or_else(|| {
            format!(
                "{name}: missing or unknown dtype {} (one of {})",
                e["dtype"],
                DType::ALL.map(DType::name).join(", ")
            )
        })?;
    let shape: Vec<u64> = e["shape"]
        .as_array()
        .and_then(|s| s.iter().map(Value::as_u64).collect())
        .ok_or_else(|| format!("{name}: shape is not a list of sizes"))?;
    let data = e["data"]
        .as_array()
        .ok_or_else(|| format!("{name}: data is not a list"))?;
    let mut bytes = Vec::with_capacity(data.len().saturating_mul(dtype.size_bytes() as usize));
    for (k, x) in data.iter().enumerate() {
        let bad = || format!("{name}: element {k} ({x}) is not a {dtype}");
        if dtype.is_float() {
            let f = match x {
                Value::Number(n) => n.as_f64().ok_or_else(bad)?,
                Value::String(s) => match s.to_ascii_lowercase().as_str() {
                    "nan" => f64::NAN,
                    "inf" | "+inf" | "infinity" => f64::INFINITY,
                    "-inf" | "-infinity" => f64::NEG_INFINITY,
                    _ => return Err(bad()),
                },
                _ => return Err(bad()),
            };
            bytes.extend_from_slice(&TensorData::from_f64s(dtype, &[f]).bytes);
        } else {
            let v: i128 = match x {
                Value::Bool(b) => *b as i128,
                Value::Number(n) => {
                    if let Some(i) = n.as_i64() {
                        i as i128
                    } else if let Some(u) = n.as_u64() {
                        u as i128
                    } else {
                        // Integral floats (`3.0`) are accepted, exactly.
                        let f = n.as_f64().ok_or_else(bad)?;
                        if f.fract() != 0.0 || f.abs() > 2f64.powi(64) {
                            return Err(bad());
                        }
                        f as i128
                    }
                }
                _ => return Err(bad()),
            };
            let (lo, hi) = dtype.int_range().ok_or_else(bad)?;
            if v < lo || v > hi {
                return Err(format!(
                    "{name}: element {k} ({v}) is out of range for {dtype}"
                ));
            }
            let le = v.to_le_bytes();
            bytes.extend_from_slice(&le[..dtype.size_bytes() as usize]);
        }
    }
    Array::new(
        name,
        shape,
        TensorData {
            dtype,
            bytes: Arc::new(bytes),
        },
    )
}

// ---- .npy / .npz --------------------------------------------------------------------

/// The numpy type descriptor of an element type (`None`: bf16).
fn npy_descr(d: DType) -> Option<&'static str> {
    Some(match d {
        DType::F64 => "<f8",
        DType::F32 => "<f4",
        DType::F16 => "<f2",
        DType::BF16 => return None,
        DType::I64 => "<i8",
        DType::I32 => "<i4",
        DType::I16 => "<i2",
        DType::I8 => "|i1",
        DType::U64 => "<u8",
        DType::U32 => "<u4",
        DType::U16 => "<u2",
        DType::U8 => "|u1",
        DType::Bool => "|b1",
        // no numpy type (ml_dtypes' are not in the .npy format)
        DType::F8E4M3FN
        | DType::F8E4M3FNUZ
        | DType::F8E5M2
        | DType::F8E5M2FNUZ
        | DType::F8E8M0
        | DType::F4E2M1
        | DType::I4
        | DType::U4
        | DType::I2
        | DType::U2 => return None,
    })
}

fn dtype_of_descr(descr: &str) -> Option<DType> {
    // '<' little-endian, '|' not applicable, '=' native (little-endian on
    // the machines hetc runs on).
    let order = descr.get(..1)?;
    if !matches!(order, "<" | "|" | "=") {
        return None;
    }
    Some(match &descr[1..] {
        "f8" => DType::F64,
        "f4" => DType::F32,
        "f2" => DType::F16,
        "i8" => DType::I64,
        "i4" => DType::I32,
        "i2" => DType::I16,
        "i1" => DType::I8,
        "u8" => DType::U64,
        "u4" => DType::U32,
        "u2" => DType::U16,
        "u1" => DType::U8,
        "b1" => DType::Bool,
        _ => return None,
    })
}

/// `.npy` bytes (format 1.0) of an array.
pub fn npy_bytes(a: &Array) -> Result<Vec<u8>, String> {
    let descr = npy_descr(a.dtype()).ok_or_else(|| {
        format!(
            "{}: {} has no numpy type; write JSON instead",
            a.name,
            a.dtype()
        )
    })?;
    let dims: Vec<String> = a.shape.iter().map(|d| d.to_string()).collect();
    let shape = match dims.len() {
        1 => format!("({},)", dims[0]),
        _ => format!("({})", dims.join(", ")),
    };
    let mut header = format!("{{'descr': '{descr}', 'fortran_order': False, 'shape': {shape}, }}");
    // Magic (6) + version (2) + header length (2) + header, padded with
    // spaces and a newline to a multiple of 64 bytes.
    while (10 + header.len() + 1) % 64 != 0 {
        header.push(' ');
    }
    header.push('\n');
    let hl = u16::try_from(header.len()).map_err(|_| format!("{}: shape too long", a.name))?;
    let mut out = b"\x93NUMPY\x01\x00".to_vec();
    out.extend(hl.to_le_bytes());
    out.extend(header.as_bytes());
    out.extend(a.data.bytes.iter());
    Ok(out)
}

/// An array from `.npy` bytes.
pub fn parse_npy(name: &str, b: &[u8]) -> Result<Array, String> {
    let bad = |m: &str| format!("{name}: not a .npy array: {m}");
    if b.len() < 10 || &b[..6] != b"\x93NUMPY" {
        return Err(bad("no \\x93NUMPY magic"));
    }
    let (hl, start): (usize, usize) = match b[6] {
        1 => (u16::from_le_bytes([b[8], b[9]]) as usize, 10),
        2 | 3 if b.len() >= 12 => (u32::from_le_bytes([b[8], b[9], b[10], b[11]]) as usize, 12),
        v => return Err(bad(&format!("format version {v} is not supported"))),
    };
    let header = b
        .get(start..start.saturating_add(hl))
        .ok_or_else(|| bad("header runs past the end"))?;
    let header = std::str::from_utf8(header).map_err(|_| bad("header is not text"))?;
    let dict = parse_header(header).map_err(|m| bad(&m))?;
    let get = |k: &str| dict.iter().find(|(key, _)| key == k).map(|(_, v)| v);
    let Some(HeaderValue::Str(descr)) = get("descr") else {
        return Err(bad(
            "no string 'descr' (structured arrays are not supported)",
        ));
    };
    let dtype = dtype_of_descr(descr)
        .ok_or_else(|| bad(&format!("element type {descr:?} is not supported")))?;
    let fortran = match get("fortran_order") {
        Some(HeaderValue::Bool(f)) => *f,
        _ => return Err(bad("no boolean 'fortran_order'")),
    };
    let Some(HeaderValue::Tuple(shape)) = get("shape") else {
        return Err(bad("no 'shape' tuple"));
    };
    let body = &b[start + hl..];
    let bytes = match fortran {
        // numpy writes a transposed view (`x.T`) column-major: reordered
        // here (Array::new checks the length).
        true => fortran_to_c(body, shape, dtype.size_bytes() as usize),
        false => None,
    }
    .unwrap_or_else(|| body.to_vec());
    Array::new(
        name,
        shape.clone(),
        TensorData {
            dtype,
            bytes: Arc::new(bytes),
        },
    )
    .map_err(|m| bad(&m))
}

/// The row-major bytes of a column-major array of `shape` whose elements
/// are `size` bytes; `None` where `body` is too short (the caller reports
/// the length).
fn fortran_to_c(body: &[u8], shape: &[u64], size: usize) -> Option<Vec<u8>> {
    let n = shape
        .iter()
        .try_fold(1usize, |a, &d| a.checked_mul(usize::try_from(d).ok()?))?;
    if size == 0 || body.len() < n.checked_mul(size)? {
        return None;
    }
    // Column-major strides, in elements.
    let mut stride = Vec::with_capacity(shape.len());
    let mut s = 1usize;
    for &d in shape {
        stride.push(s);
        s *= d as usize;
    }
    let mut out = Vec::with_capacity(n * size);
    let mut idx = vec![0usize; shape.len()];
    let mut at = 0usize;
    for _ in 0..n {
        out.extend_from_slice(&body[at * size..(at + 1) * size]);
        // The next index in row-major order: the last dim moves fastest.
        for j in (0..shape.len()).rev() {
            idx[j] += 1;
            at += stride[j];
            if idx[j] < shape[j] as usize {
                break;
            }
            at -= stride[j] * idx[j];
            idx[j] = 0;
        }
    }
    Some(out)
}

/// A value of the `.npy` header dict.
#[derive(Debug, PartialEq)]
enum HeaderValue {
    Str(String),
    Bool(bool),
    Tuple(Vec<u64>),
}

type Chars<'a> = std::iter::Peekable<std::str::Chars<'a>>;

fn skip_space(p: &mut Chars<'_>) {
    while p.peek().is_some_and(|c| c.is_whitespace()) {
        p.next();
    }
}

fn py_string(p: &mut Chars<'_>) -> Result<String, String> {
    let q = p.next().ok_or("unexpected end")?;
    if q != '\'' && q != '"' {
        return Err(format!("expected a string, found {q:?}"));
    }
    let mut s = String::new();
    for c in p.by_ref() {
        if c == q {
            return Ok(s);
        }
        s.push(c);
    }
    Err("unterminated string".into())
}

fn py_tuple(p: &mut Chars<'_>) -> Result<Vec<u64>, String> {
    p.next(); // '('
    let mut dims = Vec::new();
    let mut cur = String::new();
    loop {
        let c = p.next().ok_or("unterminated tuple")?;
        if c == ')' || c == ',' {
            let t = cur.trim();
            if !t.is_empty() {
                dims.push(t.parse().map_err(|_| format!("bad dim {t:?}"))?);
            }
            cur.clear();
            if c == ')' {
                return Ok(dims);
            }
        } else {
            cur.push(c);
        }
    }
}

/// The Python dict literal of a `.npy` header: string keys; string, bool
/// or integer-tuple values.
fn parse_header(h: &str) -> Result<Vec<(String, HeaderValue)>, String> {
    let mut p = h.trim().chars().peekable();
    let mut out = Vec::new();
    if p.next() != Some('{') {
        return Err("header is not a dict".into());
    }
    loop {
        skip_space(&mut p);
        if p.peek() == Some(&'}') {
            break;
        }
        let key = py_string(&mut p)?;
        skip_space(&mut p);
        if p.next() != Some(':') {
            return Err(format!("no ':' after {key:?}"));
        }
        skip_space(&mut p);
        let v = match p.peek() {
            Some('\'' | '"') => HeaderValue::Str(py_string(&mut p)?),
            Some('(') => HeaderValue::Tuple(py_tuple(&mut p)?),
            _ => {
                let mut w = String::new();
                while let Some(c) = p.next_if(|c| c.is_alphanumeric()) {
                    w.push(c);
                }
                match w.as_str() {
                    "True" => HeaderValue::Bool(true),
                    "False" => HeaderValue::Bool(false),
                    _ => return Err(format!("unsupported value {w:?} for {key:?}")),
                }
            }
        };
        out.push((key, v));
        skip_space(&mut p);
        match p.next() {
            Some(',') => {}
            Some('}') => break,
            c => return Err(format!("expected ',' or '}}', found {c:?}")),
        }
    }
    Ok(out)
}

/// The arrays of an `.npz` archive, in member order (`name.npy` → `name`).
pub fn read_npz(bytes: &[u8]) -> Result<Vec<Array>, String> {
    let mut z = zip::ZipArchive::new(std::io::Cursor::new(bytes))
        .map_err(|e| format!("not a zip archive: {e}"))?;
    let mut out = Vec::with_capacity(z.len());
    for i in 0..z.len() {
        let mut f = z.by_index(i).map_err(|e| format!("zip member {i}: {e}"))?;
        let member = f.name().to_string();
        let name = member.strip_suffix(".npy").unwrap_or(&member).to_string();
        let mut buf = Vec::new();
        f.read_to_end(&mut buf)
            .map_err(|e| format!("zip member {member:?}: {e}"))?;
        out.push(parse_npy(&name, &buf)?);
    }
    Ok(out)
}

/// An `.npz` archive (stored members, as `np.savez` writes) of `arrays`.
pub fn write_npz(arrays: &[Array]) -> Result<Vec<u8>, String> {
    let mut z = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let opts = zip::write::SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Stored)
        .large_file(
            arrays
                .iter()
                .any(|a| a.data.bytes.len() as u64 >= u32::MAX as u64),
        );
    for a in arrays {
        z.start_file(format!("{}.npy", a.name), opts)
            .map_err(|e| format!("{}: {e}", a.name))?;
        z.write_all(&npy_bytes(a)?)
            .map_err(|e| format!("{}: {e}", a.name))?;
    }
    Ok(z.finish().map_err(|e| e.to_string())?.into_inner())
}
