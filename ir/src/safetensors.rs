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
        DType::U64 => Dtype::U64,
        DType::U32 => Dtype::U32,
        DType::U16 => Dtype::U16,
        DType::U8 => Dtype::U8,
        DType::Bool => Dtype::BOOL,
        DType::F8E4M3FN => Dtype::F8_E4M3,
        DType::F8E5M2 => Dtype::F8_E5M2,
        DType::F8E8M0 => Dtype::F8_E8M0,
        // One element per byte, as the IR stores them; safetensors has no
        // exact type (the manifest's type strings carry it).
        DType::I4 | DType::I2 => Dtype::I8,
        DType::F8E4M3FNUZ | DType::F8E5M2FNUZ | DType::F4E2M1 | DType::U4 | DType::U2 => Dtype::U8,
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
        Dtype::U64 => DType::U64,
        Dtype::U32 => DType::U32,
        Dtype::U16 => DType::U16,
        Dtype::U8 => DType::U8,
        Dtype::BOOL => DType::Bool,
        Dtype::F8_E4M3 => DType::F8E4M3FN,
        Dtype::F8_E5M2 => DType::F8E5M2,
        Dtype::F8_E8M0 => DType::F8E8M0,
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
            DType::U64,
            DType::U32,
            DType::U16,
            DType::U8,
            DType::Bool,
            DType::F8E4M3FN,
            DType::F8E5M2,
            DType::F8E8M0,
        ] {
            let s = to_safetensors(d);
            assert_eq!(from_safetensors(s), Some(d));
            // Same element width in both.
            assert_eq!(s.bitsize() as u64, d.size_bytes() * 8, "{d}");
        }
        // A type the IR lacks.
        assert_eq!(from_safetensors(Dtype::F6_E2M3), None);
    }
}
