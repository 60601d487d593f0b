//! The element types of the safetensors format (bundle weights, training
//! outputs, checkpoints) in terms of [`DType`]: one mapping for every crate
//! that reads or writes such files.

use crate::types::DType;
pub use safetensors::Dtype;

/// The safetensors element type of `d`.
pub fn to_safetensors(d: DType) -> Dtype {
    match d {
        DType::F64 => Dtype::F64,
        DType::F32 => Dtype::F32,
        DType::F16 => Dtype::F16,
        DType::BF16 => Dtype::BF16,
        DType::I64 => Dtype::I64,
        DType::I32 => Dtype::I32,
        DType::I16 => Dtype::I16,
        DType::I8 => Dtype::I8,
        DType::U8 => Dtype::U8,
        DType::Bool => Dtype::BOOL,
    }
}

/// The IR type of a safetensors element type, if the IR has one.
pub fn from_safetensors(d: Dtype) -> Option<DType> {
    Some(match d {
        Dtype::F64 => DType::F64,
        Dtype::F32 => DType::F32,
        Dtype::F16 => DType::F16,
        Dtype::BF16 => DType::BF16,
        Dtype::I64 => DType::I64,
        Dtype::I32 => DType::I32,
        Dtype::I16 => DType::I16,
        Dtype::I8 => DType::I8,
        Dtype::U8 => DType::U8,
        Dtype::BOOL => DType::Bool,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_ir_type_round_trips() {
        for d in [
            DType::F64,
            DType::F32,
            DType::F16,
            DType::BF16,
            DType::I64,
            DType::I32,
            DType::I16,
            DType::I8,
            DType::U8,
            DType::Bool,
        ] {
            let s = to_safetensors(d);
            assert_eq!(from_safetensors(s), Some(d));
            // Same element width in both.
            assert_eq!(s.bitsize() as u64, d.size_bytes() * 8, "{d}");
        }
        assert_eq!(from_safetensors(Dtype::U64), None);
    }
}
