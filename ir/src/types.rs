//! Element types, dimensions and tensor types.
//!
//! A dimension is either fixed or symbolic. A symbolic dimension is a
//! canonical integer expression over named symbols ([`crate::sym`]):
//! products (`batch`, `12*batch*seq`: what reshapes of exported transformer
//! graphs produce, `[-1, 768]` of a `[batch, seq, 768]` tensor), linear forms
//! (`W + 6` after a pad), floor divisions (`floor((W + 1)/2)` after a
//! stride-2 window) and `min`/`max` (a slice clamped to a symbolic extent),
//! so shape inference keeps such graphs symbolic until `--bind` fixes the
//! symbols.

use crate::sym::Expr;
use serde::{Deserialize, Serialize};
use smallvec::SmallVec;
use std::collections::BTreeMap;
use std::fmt;

/// Element type of a tensor.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Serialize, Deserialize, PartialOrd, Ord)]
#[serde(rename_all = "lowercase")]
pub enum DType {
    F64,
    F32,
    F16,
    BF16,
    I64,
    I32,
    I16,
    I8,
    U64,
    U32,
    U16,
    U8,
    Bool,
    /// 8-bit floats (ONNX `FLOAT8E4M3FN`, `…FNUZ`, `FLOAT8E5M2`, `…FNUZ`,
    /// `FLOAT8E8M0`), the 4-bit float `FLOAT4E2M1` and the 4- and 2-bit
    /// integers: one element per byte ([`crate::lowp`]).
    F8E4M3FN,
    F8E4M3FNUZ,
    F8E5M2,
    F8E5M2FNUZ,
    F8E8M0,
    F4E2M1,
    I4,
    U4,
    I2,
    U2,
}

impl DType {
    /// All element types, in printing order.
    pub const ALL: [DType; 23] = [
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
        DType::F8E4M3FNUZ,
        DType::F8E5M2,
        DType::F8E5M2FNUZ,
        DType::F8E8M0,
        DType::F4E2M1,
        DType::I4,
        DType::U4,
        DType::I2,
        DType::U2,
    ];

    /// Size of one element in bytes.
    pub fn size_bytes(self) -> u64 {
        match self {
            DType::F64 | DType::I64 | DType::U64 => 8,
            DType::F32 | DType::I32 | DType::U32 => 4,
            DType::F16 | DType::BF16 | DType::I16 | DType::U16 => 2,
            DType::I8 | DType::U8 | DType::Bool => 1,
            DType::F8E4M3FN
            | DType::F8E4M3FNUZ
            | DType::F8E5M2
            | DType::F8E5M2FNUZ
            | DType::F8E8M0
            | DType::F4E2M1
            | DType::I4
            | DType::U4
            | DType::I2
            | DType::U2 => 1,
        }
    }

    /// Name used by the textual IR.
    pub fn name(self) -> &'static str {
        match self {
            DType::F64 => "f64",
            DType::F32 => "f32",
            DType::F16 => "f16",
            DType::BF16 => "bf16",
            DType::I64 => "i64",
            DType::I32 => "i32",
            DType::I16 => "i16",
            DType::I8 => "i8",
            DType::U64 => "u64",
            DType::U32 => "u32",
            DType::U16 => "u16",
            DType::U8 => "u8",
            DType::Bool => "bool",
            DType::F8E4M3FN => "f8e4m3fn",
            DType::F8E4M3FNUZ => "f8e4m3fnuz",
            DType::F8E5M2 => "f8e5m2",
            DType::F8E5M2FNUZ => "f8e5m2fnuz",
            DType::F8E8M0 => "f8e8m0",
            DType::F4E2M1 => "f4e2m1",
            DType::I4 => "i4",
            DType::U4 => "u4",
            DType::I2 => "i2",
            DType::U2 => "u2",
        }
    }

    /// Inverse of [`DType::name`].
    pub fn from_name(s: &str) -> Option<DType> {
        DType::ALL.into_iter().find(|d| d.name() == s)
    }

    /// Floating-point types.
    pub fn is_float(self) -> bool {
        matches!(self, DType::F64 | DType::F32 | DType::F16 | DType::BF16) || self.is_low_float()
    }

    /// The 8- and 4-bit float types.
    pub fn is_low_float(self) -> bool {
        matches!(
            self,
            DType::F8E4M3FN
                | DType::F8E4M3FNUZ
                | DType::F8E5M2
                | DType::F8E5M2FNUZ
                | DType::F8E8M0
                | DType::F4E2M1
        )
    }

    /// Integer types (not `bool`).
    pub fn is_int(self) -> bool {
        matches!(
            self,
            DType::I64
                | DType::I32
                | DType::I16
                | DType::I8
                | DType::U64
                | DType::U32
                | DType::U16
                | DType::U8
                | DType::I4
                | DType::U4
                | DType::I2
                | DType::U2
        )
    }

    /// Unsigned integer types.
    pub fn is_unsigned(self) -> bool {
        matches!(
            self,
            DType::U64 | DType::U32 | DType::U16 | DType::U8 | DType::U4 | DType::U2
        )
    }

    /// Signed integer types.
    pub fn is_signed_int(self) -> bool {
        matches!(
            self,
            DType::I64 | DType::I32 | DType::I16 | DType::I8 | DType::I4 | DType::I2
        )
    }

    /// The smallest and largest value of an integer or bool type.
    pub fn int_range(self) -> Option<(i128, i128)> {
        Some(match self {
            DType::I64 => (i64::MIN as i128, i64::MAX as i128),
            DType::I32 => (i32::MIN as i128, i32::MAX as i128),
            DType::I16 => (i16::MIN as i128, i16::MAX as i128),
            DType::I8 => (i8::MIN as i128, i8::MAX as i128),
            DType::U64 => (0, u64::MAX as i128),
            DType::U32 => (0, u32::MAX as i128),
            DType::U16 => (0, u16::MAX as i128),
            DType::U8 => (0, u8::MAX as i128),
            DType::I4 => (-8, 7),
            DType::U4 => (0, 15),
            DType::I2 => (-2, 1),
            DType::U2 => (0, 3),
            DType::Bool => (0, 1),
            _ => return None,
        })
    }
}

impl fmt::Display for DType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One dimension of a tensor shape.
#[derive(Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Dim {
    /// A known extent.
    Fixed(u64),
    /// An extent given by a non-constant symbolic expression
    /// ([`crate::sym`]: `batch`, `12*batch*seq`, `floor((W + 1)/2)`,
    /// `min(seq, 512)`).
    Sym(SymDim),
}

/// A non-constant canonical [`Expr`]: construct with [`Dim::sym`],
/// [`Dim::from_expr`] or the arithmetic of [`Dim`]; equal expressions
/// compare equal (see [`crate::sym`] for what "equal" covers).
#[derive(Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct SymDim(Expr);

impl SymDim {
    /// The expression.
    pub fn expr(&self) -> &Expr {
        &self.0
    }
}

impl Dim {
    /// A single named symbol.
    pub fn sym(name: impl Into<String>) -> Dim {
        Dim::Sym(SymDim(Expr::sym(name)))
    }

    /// The dimension an expression denotes: fixed when constant, `None`
    /// for a negative constant (no extent is negative).
    pub fn from_expr(e: Expr) -> Option<Dim> {
        match e.as_const() {
            Some(c) => u64::try_from(c).ok().map(Dim::Fixed),
            None => Some(Dim::Sym(SymDim(e))),
        }
    }

    /// The dimension as an expression (a fixed extent beyond `i64::MAX`
    /// saturates).
    pub fn expr(&self) -> Expr {
        match self {
            Dim::Fixed(n) => Expr::int(i64::try_from(*n).unwrap_or(i64::MAX)),
            Dim::Sym(s) => s.0.clone(),
        }
    }

    /// The fixed extent, if known.
    pub fn fixed(&self) -> Option<u64> {
        match self {
            Dim::Fixed(n) => Some(*n),
            Dim::Sym(_) => None,
        }
    }

    /// The symbol's name, if the dimension is exactly one symbol.
    pub fn as_symbol(&self) -> Option<&str> {
        match self {
            Dim::Sym(s) => s.0.as_symbol(),
            Dim::Fixed(_) => None,
        }
    }

    /// `Fixed` arithmetic where both are fixed (`fixed`, saturating), the
    /// expression's otherwise (`sym`, `None` for a negative constant).
    fn arith(
        &self,
        other: &Dim,
        fixed: impl Fn(u64, u64) -> Option<u64>,
        sym: impl Fn(&Expr, &Expr) -> Expr,
    ) -> Option<Dim> {
        match (self, other) {
            (Dim::Fixed(a), Dim::Fixed(b)) => fixed(*a, *b).map(Dim::Fixed),
            _ => Dim::from_expr(sym(&self.expr(), &other.expr())),
        }
    }

    /// Product of two dimensions.
    pub fn mul(&self, other: &Dim) -> Dim {
        // Saturating: dims come from untrusted files, and an extent of
        // u64::MAX fails every later size check instead of wrapping.
        self.arith(other, |a, b| Some(a.saturating_mul(b)), Expr::mul)
            .unwrap_or(Dim::Fixed(u64::MAX))
    }

    /// Sum of two dimensions (saturating when fixed).
    pub fn add(&self, other: &Dim) -> Dim {
        self.arith(other, |a, b| Some(a.saturating_add(b)), Expr::add)
            .unwrap_or(Dim::Fixed(u64::MAX))
    }

    /// `self + k` for a signed `k`; `None` if the result is a negative
    /// constant.
    pub fn offset(&self, k: i64) -> Option<Dim> {
        match self {
            Dim::Fixed(n) => u64::try_from(*n as i128 + k as i128).ok().map(Dim::Fixed),
            Dim::Sym(s) => Dim::from_expr(s.0.add(&Expr::int(k))),
        }
    }

    /// The smaller of two extents.
    pub fn min_with(&self, other: &Dim) -> Dim {
        self.arith(other, |a, b| Some(a.min(b)), Expr::min_with)
            .unwrap_or(Dim::Fixed(0))
    }

    /// The larger of two extents.
    pub fn max_with(&self, other: &Dim) -> Dim {
        self.arith(other, |a, b| Some(a.max(b)), Expr::max_with)
            .unwrap_or(Dim::Fixed(0))
    }

    /// Exact quotient `self / other`, if it is a dimension (no fractions, no
    /// leftover negative powers of symbols).
    pub fn div_exact(&self, other: &Dim) -> Option<Dim> {
        match (self, other) {
            (Dim::Fixed(a), Dim::Fixed(b)) => (*b != 0 && a % b == 0).then(|| Dim::Fixed(a / b)),
            _ => Dim::from_expr(self.expr().div_exact(&other.expr())?),
        }
    }

    /// Substitute bound symbols; the result is fixed when every symbol is
    /// bound (a negative result becomes `u64::MAX`, which every size check
    /// refuses; [`crate::Graph::bind`] checks the values first).
    pub fn bind(&self, bindings: &BTreeMap<String, u64>) -> Dim {
        match self {
            Dim::Fixed(_) => self.clone(),
            Dim::Sym(s) => {
                let e = s.0.subst(&|n| {
                    bindings
                        .get(n)
                        .map(|&v| i64::try_from(v).unwrap_or(i64::MAX))
                });
                // A negative extent cannot be a dim: keep it visible as
                // u64::MAX, which every size check refuses.
                Dim::from_expr(e).unwrap_or(Dim::Fixed(u64::MAX))
            }
        }
    }

    /// The symbols this dimension mentions, sorted, without repeats.
    pub fn symbols(&self) -> Vec<&str> {
        match self {
            Dim::Fixed(_) => Vec::new(),
            Dim::Sym(s) => s.0.symbols(),
        }
    }
}

impl From<u64> for Dim {
    fn from(n: u64) -> Dim {
        Dim::Fixed(n)
    }
}

impl fmt::Display for Dim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Dim::Fixed(n) => write!(f, "{n}"),
            Dim::Sym(s) => write!(f, "{}", s.0),
        }
    }
}

/// Shape of a tensor.
pub type Shape = SmallVec<[Dim; 4]>;

/// Element type and shape of a tensor value.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct TensorType {
    pub dtype: DType,
    pub shape: Shape,
}

impl TensorType {
    pub fn new(dtype: DType, shape: impl IntoIterator<Item = Dim>) -> TensorType {
        TensorType {
            dtype,
            shape: shape.into_iter().collect(),
        }
    }

    /// A tensor type with fixed dimensions.
    pub fn fixed(dtype: DType, dims: &[u64]) -> TensorType {
        TensorType::new(dtype, dims.iter().map(|&d| Dim::Fixed(d)))
    }

    /// A rank-0 tensor.
    pub fn scalar(dtype: DType) -> TensorType {
        TensorType::new(dtype, [])
    }

    pub fn rank(&self) -> usize {
        self.shape.len()
    }

    /// Number of elements, if every dimension is fixed.
    pub fn num_elements(&self) -> Option<u64> {
        self.shape.iter().map(Dim::fixed).product()
    }

    /// Number of elements as a dimension (possibly symbolic).
    pub fn num_elements_dim(&self) -> Dim {
        self.shape.iter().fold(Dim::Fixed(1), |acc, d| acc.mul(d))
    }

    /// Size in bytes, if every dimension is fixed.
    pub fn size_bytes(&self) -> Option<u64> {
        self.num_elements().map(|n| n * self.dtype.size_bytes())
    }

    /// The fixed dimensions, if all are fixed.
    pub fn fixed_dims(&self) -> Option<Vec<u64>> {
        self.shape.iter().map(Dim::fixed).collect()
    }

    /// Substitute bound symbols in every dimension.
    pub fn bind(&self, bindings: &BTreeMap<String, u64>) -> TensorType {
        TensorType {
            dtype: self.dtype,
            shape: self.shape.iter().map(|d| d.bind(bindings)).collect(),
        }
    }

    /// Whether any dimension is symbolic.
    pub fn is_symbolic(&self) -> bool {
        self.shape.iter().any(|d| matches!(d, Dim::Sym(_)))
    }
}

impl fmt::Display for TensorType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}[", self.dtype)?;
        for (i, d) in self.shape.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{d}")?;
        }
        f.write_str("]")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symbolic_products_are_canonical() {
        let b = Dim::sym("batch");
        let s = Dim::sym("seq");
        assert_eq!(b.mul(&s), s.mul(&b));
        assert_eq!(b.mul(&s).mul(&Dim::Fixed(12)).to_string(), "12*batch*seq");
        let flat = b.mul(&s).mul(&Dim::Fixed(768));
        assert_eq!(flat.div_exact(&Dim::Fixed(768)), Some(b.mul(&s)));
        assert_eq!(flat.div_exact(&b.mul(&Dim::Fixed(768))), Some(s.clone()));
        assert_eq!(Dim::Fixed(10).div_exact(&Dim::Fixed(3)), None);
        assert_eq!(b.div_exact(&s), None);
    }

    #[test]
    fn binding_fixes_dims() {
        let mut m = BTreeMap::new();
        m.insert("batch".to_string(), 4);
        let d = Dim::sym("batch").mul(&Dim::sym("seq")).mul(&Dim::Fixed(2));
        assert_eq!(d.bind(&m).to_string(), "8*seq");
        m.insert("seq".to_string(), 16);
        assert_eq!(d.bind(&m), Dim::Fixed(128));
    }
}
