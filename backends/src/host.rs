//! Host tensors in their own element type: what compiled stage code reads
//! and writes by pointer (the cpu JIT's call ABI), without the reference
//! interpreter's `f64` widening.
//!
//! Establishes: a [`HostTensor`] holds exactly `shape.iter().product()`
//! elements of one of the element types the cpu backend computes in
//! (`f32`, `f64`, `bf16`, `f16`, `i64`, `i32`, `i16`, `i8`, `u64`, `u32`,
//! `u16`, `u8`, `bool`; the 16-bit floats as their bit patterns);
//! conversions to and from the
//! reference [`Tensor`] and a graph's raw [`TensorData`] check the element
//! count and round as the reference interpreter does.

use crate::reference::Tensor;
use crate::BackendError;
use hetc_ir::graph::{bf16_to_f32, f16_to_f32, f32_to_bf16, f32_to_f16};
use hetc_ir::{DType, TensorData, TensorType};

fn err(m: impl Into<String>) -> BackendError {
    BackendError::Reference(m.into())
}

/// Little-endian `N`-byte elements of `b`, decoded by `f`.
fn chunks<const N: usize, T>(b: &[u8], f: impl Fn([u8; N]) -> T) -> Vec<T> {
    b.chunks_exact(N)
        .map(|c| {
            let mut a = [0u8; N];
            a.copy_from_slice(c);
            f(a)
        })
        .collect()
}

/// Elements of a host tensor (bools as bytes 0/1).
#[derive(Clone, Debug, PartialEq)]
pub enum HostData {
    F32(Vec<f32>),
    I64(Vec<i64>),
    I32(Vec<i32>),
    I16(Vec<i16>),
    F64(Vec<f64>),
    I8(Vec<i8>),
    U64(Vec<u64>),
    U32(Vec<u32>),
    U16(Vec<u16>),
    U8(Vec<u8>),
    Bool(Vec<u8>),
    /// bfloat16 bit patterns.
    BF16(Vec<u16>),
    /// IEEE half bit patterns.
    F16(Vec<u16>),
    /// One byte per element of a low-precision type ([`hetc_ir::lowp`]):
    /// the 8- and 4-bit floats' bit patterns, the 4- and 2-bit integers'
    /// values (sign-extended for the signed ones).
    Low(DType, Vec<u8>),
}

/// Alignment of a host tensor's first element: a cache line, so vector
/// loads of the compiled code do not straddle two.
const ALIGN: usize = 64;

/// A dense row-major tensor in its element type. Its elements start on a
/// 64-byte boundary (the storage is over-allocated by up to a cache line).
#[derive(Clone, Debug)]
pub struct HostTensor {
    pub shape: Vec<usize>,
    data: HostData,
    start: usize,
}

impl PartialEq for HostTensor {
    fn eq(&self, other: &HostTensor) -> bool {
        self.shape == other.shape && self.values() == other.values()
    }
}

macro_rules! each {
    ($d:expr, $v:ident => $e:expr) => {
        match $d {
            HostData::F32($v) => $e,
            HostData::I64($v) => $e,
            HostData::I32($v) => $e,
            HostData::I16($v) => $e,
            HostData::F64($v) => $e,
            HostData::I8($v) => $e,
            HostData::U64($v) => $e,
            HostData::U32($v) => $e,
            HostData::U16($v) => $e,
            HostData::U8($v) => $e,
            HostData::Bool($v) => $e,
            HostData::BF16($v) => $e,
            HostData::F16($v) => $e,
            HostData::Low(_, $v) => $e,
        }
    };
}

/// `v` copied into storage whose element `start` is 64-byte aligned.
fn aligned_copy<T: Copy + Default>(v: &[T]) -> (Vec<T>, usize) {
    let pad = ALIGN / std::mem::size_of::<T>().max(1);
    let mut out = vec![T::default(); v.len() + pad];
    let start = out.as_ptr().align_offset(ALIGN).min(pad);
    out[start..start + v.len()].copy_from_slice(v);
    (out, start)
}

impl HostTensor {
    /// Zeros of `dtype` (an error for a type the cpu backend does not
    /// compute in).
    pub fn zeros(dtype: DType, shape: &[usize]) -> Result<HostTensor, BackendError> {
        let n = shape.iter().product();
        let data = match dtype {
            DType::F32 => HostData::F32(vec![0.0; n]),
            DType::I64 => HostData::I64(vec![0; n]),
            DType::I32 => HostData::I32(vec![0; n]),
            DType::I16 => HostData::I16(vec![0; n]),
            DType::F64 => HostData::F64(vec![0.0; n]),
            DType::I8 => HostData::I8(vec![0; n]),
            DType::U64 => HostData::U64(vec![0; n]),
            DType::U32 => HostData::U32(vec![0; n]),
            DType::U16 => HostData::U16(vec![0; n]),
            DType::U8 => HostData::U8(vec![0; n]),
            DType::Bool => HostData::Bool(vec![0; n]),
            DType::BF16 => HostData::BF16(vec![0; n]),
            DType::F16 => HostData::F16(vec![0; n]),
            d => HostData::Low(d, vec![0; n]),
        };
        HostTensor::new(shape, data)
    }

    /// An `f32` tensor (its length must match the shape).
    pub fn f32(shape: &[usize], v: Vec<f32>) -> Result<HostTensor, BackendError> {
        HostTensor::new(shape, HostData::F32(v))
    }

    /// A tensor of `data` (its length must match the shape), copied once
    /// into aligned storage.
    pub fn new(shape: &[usize], data: HostData) -> Result<HostTensor, BackendError> {
        let n = each!(&data, v => v.len());
        if n != shape.iter().product::<usize>() {
            return Err(err(format!("{n} elements for shape {shape:?}")));
        }
        let (data, start) = match &data {
            HostData::F32(v) => {
                let (v, s) = aligned_copy(v);
                (HostData::F32(v), s)
            }
            HostData::I64(v) => {
                let (v, s) = aligned_copy(v);
                (HostData::I64(v), s)
            }
            HostData::I32(v) => {
                let (v, s) = aligned_copy(v);
                (HostData::I32(v), s)
            }
            HostData::I16(v) => {
                let (v, s) = aligned_copy(v);
                (HostData::I16(v), s)
            }
            HostData::F64(v) => {
                let (v, s) = aligned_copy(v);
                (HostData::F64(v), s)
            }
            HostData::I8(v) => {
                let (v, s) = aligned_copy(v);
                (HostData::I8(v), s)
            }
            HostData::U64(v) => {
                let (v, s) = aligned_copy(v);
                (HostData::U64(v), s)
            }
            HostData::U32(v) => {
                let (v, s) = aligned_copy(v);
                (HostData::U32(v), s)
            }
            HostData::U16(v) => {
                let (v, s) = aligned_copy(v);
                (HostData::U16(v), s)
            }
            HostData::U8(v) => {
                let (v, s) = aligned_copy(v);
                (HostData::U8(v), s)
            }
            HostData::Bool(v) => {
                let (v, s) = aligned_copy(v);
                (HostData::Bool(v), s)
            }
            HostData::BF16(v) => {
                let (v, s) = aligned_copy(v);
                (HostData::BF16(v), s)
            }
            HostData::F16(v) => {
                let (v, s) = aligned_copy(v);
                (HostData::F16(v), s)
            }
            HostData::Low(d, v) => {
                let (v, s) = aligned_copy(v);
                (HostData::Low(*d, v), s)
            }
        };
        Ok(HostTensor {
            shape: shape.to_vec(),
            data,
            start,
        })
    }

    /// The elements (a copy of them in a [`HostData`] of exactly the
    /// tensor's length).
    pub fn values(&self) -> HostData {
        let (s, n) = (self.start, self.len());
        match &self.data {
            HostData::F32(v) => HostData::F32(v[s..s + n].to_vec()),
            HostData::I64(v) => HostData::I64(v[s..s + n].to_vec()),
            HostData::I32(v) => HostData::I32(v[s..s + n].to_vec()),
            HostData::I16(v) => HostData::I16(v[s..s + n].to_vec()),
            HostData::F64(v) => HostData::F64(v[s..s + n].to_vec()),
            HostData::I8(v) => HostData::I8(v[s..s + n].to_vec()),
            HostData::U64(v) => HostData::U64(v[s..s + n].to_vec()),
            HostData::U32(v) => HostData::U32(v[s..s + n].to_vec()),
            HostData::U16(v) => HostData::U16(v[s..s + n].to_vec()),
            HostData::U8(v) => HostData::U8(v[s..s + n].to_vec()),
            HostData::Bool(v) => HostData::Bool(v[s..s + n].to_vec()),
            HostData::BF16(v) => HostData::BF16(v[s..s + n].to_vec()),
            HostData::F16(v) => HostData::F16(v[s..s + n].to_vec()),
            HostData::Low(d, v) => HostData::Low(*d, v[s..s + n].to_vec()),
        }
    }

    /// The elements of an `f32` tensor.
    pub fn f32s(&self) -> Option<&[f32]> {
        let (s, n) = (self.start, self.len());
        match &self.data {
            HostData::F32(v) => Some(&v[s..s + n]),
            _ => None,
        }
    }

    /// The elements of an `f32` tensor, to write.
    pub fn f32s_mut(&mut self) -> Option<&mut [f32]> {
        let (s, n) = (self.start, self.len());
        match &mut self.data {
            HostData::F32(v) => Some(&mut v[s..s + n]),
            _ => None,
        }
    }

    pub fn dtype(&self) -> DType {
        match self.data {
            HostData::F32(_) => DType::F32,
            HostData::I64(_) => DType::I64,
            HostData::I32(_) => DType::I32,
            HostData::I16(_) => DType::I16,
            HostData::F64(_) => DType::F64,
            HostData::I8(_) => DType::I8,
            HostData::U64(_) => DType::U64,
            HostData::U32(_) => DType::U32,
            HostData::U16(_) => DType::U16,
            HostData::U8(_) => DType::U8,
            HostData::Bool(_) => DType::Bool,
            HostData::BF16(_) => DType::BF16,
            HostData::F16(_) => DType::F16,
            HostData::Low(d, _) => d,
        }
    }

    pub fn len(&self) -> usize {
        self.shape.iter().product()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// `dtype[d0, d1, …]`, as errors print a type.
    pub fn type_name(&self) -> String {
        format!("{}{:?}", self.dtype(), self.shape)
    }

    /// The first element address (the data is only read through it unless
    /// the tensor is borrowed mutably: see [`HostTensor::as_mut_ptr`]).
    /// Used by the JIT's calls (feature `mlir`).
    #[cfg_attr(not(feature = "mlir"), allow(dead_code))]
    pub(crate) fn as_ptr(&self) -> *const u8 {
        let s = self.start;
        each!(&self.data, v => v[s..].as_ptr().cast::<u8>())
    }

    #[cfg_attr(not(feature = "mlir"), allow(dead_code))]
    pub(crate) fn as_mut_ptr(&mut self) -> *mut u8 {
        let s = self.start;
        each!(&mut self.data, v => v[s..].as_mut_ptr().cast::<u8>())
    }

    /// From the reference interpreter's tensor (values rounded to the type).
    pub fn from_tensor(t: &Tensor) -> Result<HostTensor, BackendError> {
        let d = &t.data;
        let data = match t.dtype {
            DType::F32 => HostData::F32(d.iter().map(|&x| x as f32).collect()),
            DType::I64 => HostData::I64(d.iter().map(|&x| x as i64).collect()),
            DType::I32 => HostData::I32(d.iter().map(|&x| x as i32).collect()),
            DType::I16 => HostData::I16(d.iter().map(|&x| x as i16).collect()),
            DType::F64 => HostData::F64(d.clone()),
            DType::I8 => HostData::I8(d.iter().map(|&x| x as i8).collect()),
            DType::U64 => HostData::U64(d.iter().map(|&x| x as u64).collect()),
            DType::U32 => HostData::U32(d.iter().map(|&x| x as u32).collect()),
            DType::U16 => HostData::U16(d.iter().map(|&x| x as u16).collect()),
            DType::U8 => HostData::U8(d.iter().map(|&x| x as u8).collect()),
            DType::Bool => HostData::Bool(d.iter().map(|&x| (x != 0.0) as u8).collect()),
            DType::BF16 => HostData::BF16(d.iter().map(|&x| f32_to_bf16(x as f32)).collect()),
            DType::F16 => HostData::F16(d.iter().map(|&x| f32_to_f16(x as f32)).collect()),
            // The values are the type's (the interpreter rounds to it).
            dt => HostData::Low(
                dt,
                d.iter()
                    .map(|&x| {
                        hetc_ir::lowp::encode(dt, x, true, "up").ok_or_else(|| {
                            err(format!("element type {dt} has no host tensor here"))
                        })
                    })
                    .collect::<Result<_, _>>()?,
            ),
        };
        HostTensor::new(&t.shape, data)
    }

    /// As the reference interpreter's tensor.
    pub fn to_tensor(&self) -> Tensor {
        let data: Vec<f64> = match &self.values() {
            HostData::F32(v) => v.iter().map(|&x| x as f64).collect(),
            HostData::I64(v) => v.iter().map(|&x| x as f64).collect(),
            HostData::I32(v) => v.iter().map(|&x| x as f64).collect(),
            HostData::I16(v) => v.iter().map(|&x| x as f64).collect(),
            HostData::F64(v) => v.clone(),
            HostData::I8(v) => v.iter().map(|&x| x as f64).collect(),
            HostData::U64(v) => v.iter().map(|&x| x as f64).collect(),
            HostData::U32(v) => v.iter().map(|&x| x as f64).collect(),
            HostData::U16(v) => v.iter().map(|&x| x as f64).collect(),
            HostData::U8(v) => v.iter().map(|&x| x as f64).collect(),
            HostData::Bool(v) => v.iter().map(|&x| x as f64).collect(),
            HostData::BF16(v) => v.iter().map(|&x| bf16_to_f32(x) as f64).collect(),
            HostData::F16(v) => v.iter().map(|&x| f16_to_f32(x) as f64).collect(),
            HostData::Low(d, v) => v
                .iter()
                .map(|&b| hetc_ir::lowp::decode(*d, b).unwrap_or(f64::NAN))
                .collect(),
        };
        Tensor::new(self.dtype(), self.shape.clone(), data)
    }

    /// From a graph's raw little-endian bytes of type `ty`.
    pub fn from_data(ty: &TensorType, d: &TensorData) -> Result<HostTensor, BackendError> {
        let shape: Vec<usize> = ty
            .fixed_dims()
            .ok_or_else(|| err(format!("symbolic type {ty}; bind its dims")))?
            .into_iter()
            .map(|x| x as usize)
            .collect();
        if d.dtype != ty.dtype {
            return Err(err(format!("{} data for {ty}", d.dtype)));
        }
        let b = &d.bytes[..];
        let data = match d.dtype {
            DType::F32 => HostData::F32(chunks(b, f32::from_le_bytes)),
            DType::I64 => HostData::I64(chunks(b, i64::from_le_bytes)),
            DType::I32 => HostData::I32(chunks(b, i32::from_le_bytes)),
            DType::I16 => HostData::I16(chunks(b, i16::from_le_bytes)),
            DType::F64 => HostData::F64(chunks(b, f64::from_le_bytes)),
            DType::I8 => HostData::I8(b.iter().map(|&x| x as i8).collect()),
            DType::U64 => HostData::U64(chunks(b, u64::from_le_bytes)),
            DType::U32 => HostData::U32(chunks(b, u32::from_le_bytes)),
            DType::U16 => HostData::U16(chunks(b, u16::from_le_bytes)),
            DType::U8 => HostData::U8(b.to_vec()),
            DType::Bool => HostData::Bool(b.iter().map(|&x| (x != 0) as u8).collect()),
            DType::BF16 => HostData::BF16(chunks(b, u16::from_le_bytes)),
            DType::F16 => HostData::F16(chunks(b, u16::from_le_bytes)),
            dt => HostData::Low(dt, b.to_vec()),
        };
        HostTensor::new(&shape, data)
    }
}

impl HostTensor {
    /// The numpy `descr` of the element type (`None`: bf16, which numpy
    /// lacks).
    fn npy_descr(&self) -> Option<&'static str> {
        Some(match self.data {
            HostData::F32(_) => "<f4",
            HostData::I64(_) => "<i8",
            HostData::I32(_) => "<i4",
            HostData::I16(_) => "<i2",
            HostData::F64(_) => "<f8",
            HostData::I8(_) => "|i1",
            HostData::U64(_) => "<u8",
            HostData::U32(_) => "<u4",
            HostData::U16(_) => "<u2",
            HostData::U8(_) => "|u1",
            HostData::Bool(_) => "|b1",
            HostData::F16(_) => "<f2",
            HostData::BF16(_) | HostData::Low(..) => return None,
        })
    }

    /// As a `.npy` file (format 1.0, C order): how onnxruntime, IREE's tools
    /// and numpy read tensors. bf16 has no numpy type: an error.
    pub fn to_npy(&self) -> Result<Vec<u8>, BackendError> {
        let descr = self.npy_descr().ok_or_else(|| {
            err(format!(
                "{}: numpy has no {} type",
                self.type_name(),
                self.dtype()
            ))
        })?;
        let shape = match self.shape.len() {
            0 => "()".to_string(),
            1 => format!("({},)", self.shape[0]),
            _ => format!(
                "({})",
                self.shape
                    .iter()
                    .map(|d| d.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        };
        let mut header =
            format!("{{'descr': '{descr}', 'fortran_order': False, 'shape': {shape}, }}");
        // Magic (6) + version (2) + length (2) + header + '\n', a multiple of 64.
        while (10 + header.len() + 1) % 64 != 0 {
            header.push(' ');
        }
        header.push('\n');
        let mut out = b"\x93NUMPY\x01\x00".to_vec();
        out.extend((header.len() as u16).to_le_bytes());
        out.extend(header.as_bytes());
        match &self.values() {
            HostData::F32(v) => v.iter().for_each(|x| out.extend(x.to_le_bytes())),
            HostData::I64(v) => v.iter().for_each(|x| out.extend(x.to_le_bytes())),
            HostData::I32(v) => v.iter().for_each(|x| out.extend(x.to_le_bytes())),
            HostData::I16(v) => v.iter().for_each(|x| out.extend(x.to_le_bytes())),
            HostData::F64(v) => v.iter().for_each(|x| out.extend(x.to_le_bytes())),
            HostData::I8(v) => out.extend(v.iter().map(|&x| x as u8)),
            HostData::U64(v) => v.iter().for_each(|x| out.extend(x.to_le_bytes())),
            HostData::U32(v) => v.iter().for_each(|x| out.extend(x.to_le_bytes())),
            HostData::U16(v) => v.iter().for_each(|x| out.extend(x.to_le_bytes())),
            HostData::U8(v) => out.extend(v),
            HostData::Bool(v) => out.extend(v),
            HostData::BF16(v) | HostData::F16(v) => {
                v.iter().for_each(|x| out.extend(x.to_le_bytes()))
            }
            HostData::Low(_, v) => out.extend(v),
        }
        Ok(out)
    }

    /// From a `.npy` file (format 1.x or 2.x, C order, little-endian) of
    /// an element type [`HostTensor`] holds.
    pub fn from_npy(b: &[u8]) -> Result<HostTensor, BackendError> {
        if b.len() < 10 || &b[..6] != b"\x93NUMPY" {
            return Err(err("not a .npy file"));
        }
        let (hl, start) = match b[6] {
            1 => (u16::from_le_bytes([b[8], b[9]]) as usize, 10),
            2 | 3 if b.len() >= 12 => (u32::from_le_bytes([b[8], b[9], b[10], b[11]]) as usize, 12),
            v => return Err(err(format!(".npy version {v}"))),
        };
        let header = b
            .get(start..start + hl)
            .ok_or_else(|| err(".npy header past the end"))?;
        let header = String::from_utf8_lossy(header);
        let field = |k: &str| -> Result<String, BackendError> {
            let i = header
                .find(&format!("'{k}'"))
                .ok_or_else(|| err(format!(".npy header without {k}: {header}")))?;
            Ok(header[i + k.len() + 3..].trim_start().to_string())
        };
        if field("fortran_order")?.starts_with("True") {
            return Err(err("Fortran-order .npy"));
        }
        let descr = field("descr")?;
        let descr = descr.trim_start_matches('\'');
        let descr = &descr[..descr.find('\'').unwrap_or(0)];
        let shape_text = field("shape")?;
        let inner = shape_text
            .trim_start_matches('(')
            .split(')')
            .next()
            .unwrap_or("");
        let shape = inner
            .split(',')
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(|s| {
                s.parse::<usize>()
                    .map_err(|e| err(format!(".npy shape {s}: {e}")))
            })
            .collect::<Result<Vec<_>, _>>()?;
        let body = &b[start + hl..];
        let data = match descr {
            "<f4" => HostData::F32(chunks(body, f32::from_le_bytes)),
            "<i8" => HostData::I64(chunks(body, i64::from_le_bytes)),
            "<i4" => HostData::I32(chunks(body, i32::from_le_bytes)),
            "<i2" => HostData::I16(chunks(body, i16::from_le_bytes)),
            "<f8" => HostData::F64(chunks(body, f64::from_le_bytes)),
            "|i1" => HostData::I8(body.iter().map(|&x| x as i8).collect()),
            "<u8" => HostData::U64(chunks(body, u64::from_le_bytes)),
            "<u4" => HostData::U32(chunks(body, u32::from_le_bytes)),
            "<u2" => HostData::U16(chunks(body, u16::from_le_bytes)),
            "|u1" => HostData::U8(body.to_vec()),
            "|b1" => HostData::Bool(body.iter().map(|&x| (x != 0) as u8).collect()),
            "<f2" => HostData::F16(chunks(body, u16::from_le_bytes)),
            d => return Err(err(format!(".npy element type {d}"))),
        };
        HostTensor::new(&shape, data)
    }
}
