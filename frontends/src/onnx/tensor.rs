//! Decoding of ONNX `TensorProto`s: raw data, typed fields, external files.

use hetc_ir::{DType, TensorData};
use onnx_protobuf::TensorProto;
use std::path::{Component, Path};
use std::sync::Arc;

/// ONNX `TensorProto.DataType` → IR element type.
pub fn dtype_of(code: i32) -> Result<DType, String> {
    Ok(match code {
        1 => DType::F32,
        2 => DType::U8,
        4 => DType::U16,
        12 => DType::U32,
        13 => DType::U64,
        3 => DType::I8,
        5 => DType::I16,
        6 => DType::I32,
        7 => DType::I64,
        9 => DType::Bool,
        10 => DType::F16,
        11 => DType::F64,
        16 => DType::BF16,
        17 => DType::F8E4M3FN,
        18 => DType::F8E4M3FNUZ,
        19 => DType::F8E5M2,
        20 => DType::F8E5M2FNUZ,
        21 => DType::U4,
        22 => DType::I4,
        23 => DType::F4E2M1,
        24 => DType::F8E8M0,
        25 => DType::U2,
        26 => DType::I2,
        0 => return Err("element type is UNDEFINED".into()),
        8 => return Err("string tensors are not supported".into()),
        c => {
            return Err(format!(
                "element type {c} ({}) is not supported",
                onnx_type_name(c)
            ))
        }
    })
}

fn onnx_type_name(c: i32) -> &'static str {
    match c {
        14 => "COMPLEX64",
        15 => "COMPLEX128",
        _ => "unknown",
    }
}

/// Decode the data of `t`. External data is read relative to `model_dir`,
/// which it may not escape.
pub fn decode(t: &TensorProto, model_dir: &Path) -> Result<(DType, Vec<u64>, TensorData), String> {
    let dtype = dtype_of(t.data_type)?;
    let mut dims = Vec::with_capacity(t.dims.len());
    for &d in &t.dims {
        if d < 0 {
            return Err(format!("negative dimension {d}"));
        }
        dims.push(d as u64);
    }
    let n: u64 = dims
        .iter()
        .try_fold(1u64, |a, &d| a.checked_mul(d))
        .ok_or("element count overflows")?;
    // Sub-byte types are packed in the file (2 or 4 per byte, the first
    // in the low bits) and unpacked here, one per byte.
    let per_byte = packing(dtype);
    let want = n
        .div_ceil(per_byte)
        .checked_mul(dtype.size_bytes())
        .ok_or("byte size overflows")?;
    let external = t.data_location.value() == 1;
    let bytes: Vec<u8> = if external {
        read_external(t, model_dir, want)?
    } else if !t.raw_data.is_empty() || n == 0 {
        if t.raw_data.len() as u64 != want {
            return Err(format!(
                "raw_data has {} bytes, {} elements of {dtype} need {want}",
                t.raw_data.len(),
                n
            ));
        }
        t.raw_data.clone()
    } else {
        typed_fields(t, dtype, n)?
    };
    let bytes = if per_byte > 1 {
        unpack(&bytes, dtype, n)
    } else {
        bytes
    };
    Ok((
        dtype,
        dims,
        TensorData {
            dtype,
            bytes: Arc::new(bytes),
        },
    ))
}

/// Elements per stored byte: 2 for 4-bit types, 4 for 2-bit ones.
fn packing(d: DType) -> u64 {
    match d {
        DType::I4 | DType::U4 | DType::F4E2M1 => 2,
        DType::I2 | DType::U2 => 4,
        _ => 1,
    }
}

/// `n` elements of packed sub-byte type `d`, one per byte (signed ones
/// sign-extended).
fn unpack(bytes: &[u8], d: DType, n: u64) -> Vec<u8> {
    let per = packing(d) as usize;
    let bits = 8 / per;
    let mask = (1u8 << bits) - 1;
    (0..n as usize)
        .map(|i| {
            let v = (bytes[i / per] >> (bits * (i % per))) & mask;
            if d.is_signed_int() {
                ((v << (8 - bits)) as i8 >> (8 - bits)) as u8
            } else {
                v
            }
        })
        .collect()
}

fn typed_fields(t: &TensorProto, dtype: DType, n: u64) -> Result<Vec<u8>, String> {
    // packed types: one int32 per stored byte
    let n = n.div_ceil(packing(dtype));
    let count_err = |have: usize| format!("typed data has {have} elements, the shape needs {n}");
    let mut out = Vec::with_capacity((n * dtype.size_bytes()) as usize);
    match dtype {
        DType::F32 => {
            if t.float_data.len() as u64 != n {
                return Err(count_err(t.float_data.len()));
            }
            t.float_data
                .iter()
                .for_each(|x| out.extend(x.to_le_bytes()));
        }
        DType::F64 => {
            if t.double_data.len() as u64 != n {
                return Err(count_err(t.double_data.len()));
            }
            t.double_data
                .iter()
                .for_each(|x| out.extend(x.to_le_bytes()));
        }
        DType::I64 => {
            if t.int64_data.len() as u64 != n {
                return Err(count_err(t.int64_data.len()));
            }
            t.int64_data
                .iter()
                .for_each(|x| out.extend(x.to_le_bytes()));
        }
        // uint64_data carries UINT32 and UINT64 (ONNX spec).
        DType::U64 | DType::U32 => {
            if t.uint64_data.len() as u64 != n {
                return Err(count_err(t.uint64_data.len()));
            }
            for &x in &t.uint64_data {
                if dtype == DType::U64 {
                    out.extend(x.to_le_bytes());
                } else {
                    out.extend((x as u32).to_le_bytes());
                }
            }
        }
        // int32_data carries every other type of ≤ 32 bits (ONNX spec),
        // F16/BF16 as bit patterns.
        DType::I32
        | DType::I16
        | DType::I8
        | DType::U16
        | DType::U8
        | DType::F8E4M3FN
        | DType::F8E4M3FNUZ
        | DType::F8E5M2
        | DType::F8E5M2FNUZ
        | DType::F8E8M0
        | DType::F4E2M1
        | DType::I4
        | DType::U4
        | DType::I2
        | DType::U2
        | DType::Bool
        | DType::F16
        | DType::BF16 => {
            if t.int32_data.len() as u64 != n {
                return Err(count_err(t.int32_data.len()));
            }
            for &x in &t.int32_data {
                match dtype.size_bytes() {
                    4 => out.extend(x.to_le_bytes()),
                    2 => out.extend((x as u16).to_le_bytes()),
                    _ => out.push(x as u8),
                }
            }
        }
    }
    Ok(out)
}

fn read_external(t: &TensorProto, model_dir: &Path, want: u64) -> Result<Vec<u8>, String> {
    use std::io::{Read, Seek, SeekFrom};
    let mut location = None;
    let mut offset = 0u64;
    let mut length = None;
    for kv in &t.external_data {
        match kv.key.as_str() {
            "location" => location = Some(kv.value.clone()),
            "offset" => {
                offset = kv
                    .value
                    .parse()
                    .map_err(|_| format!("external data offset {:?} is not a number", kv.value))?
            }
            "length" => {
                length =
                    Some(kv.value.parse::<u64>().map_err(|_| {
                        format!("external data length {:?} is not a number", kv.value)
                    })?)
            }
            _ => {}
        }
    }
    let location = location.ok_or("external data without a location")?;
    let rel = Path::new(&location);
    if rel.is_absolute()
        || rel
            .components()
            .any(|c| !matches!(c, Component::Normal(_) | Component::CurDir))
    {
        return Err(format!("external data location {location:?} must be a relative path inside the model's directory"));
    }
    if let Some(l) = length {
        if l != want {
            return Err(format!(
                "external data length {l} ≠ {want} bytes the shape needs"
            ));
        }
    }
    let path = model_dir.join(rel);
    let mut f = std::fs::File::open(&path)
        .map_err(|e| format!("external data file {}: {e}", path.display()))?;
    let size = f
        .metadata()
        .map_err(|e| format!("{}: {e}", path.display()))?
        .len();
    if offset.checked_add(want).is_none_or(|end| end > size) {
        return Err(format!(
            "external data {}: bytes {offset}..{} are beyond its end ({size} bytes)",
            path.display(),
            offset.saturating_add(want)
        ));
    }
    f.seek(SeekFrom::Start(offset))
        .map_err(|e| format!("{}: {e}", path.display()))?;
    let mut buf = vec![0u8; want as usize];
    f.read_exact(&mut buf)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(buf)
}
