//! Builders of the integer family that is not one IR op per StableHLO op:
//! integer `remainder` and the three shifts, with XLA's semantics at the
//! edges (a remainder by 0 is the dividend, `INT_MIN % -1` is 0; a shift by
//! a negative amount or by the bit width or more gives 0, or the sign fill
//! for `shift_right_arithmetic`). The IR ops used are only ever applied where
//! they are defined in every backend: `fmod` never sees a divisor of 0 or
//! −1, the shifts never see an amount outside `0..bits`, and the right shift
//! only unsigned types (logical).

use super::*;

/// The unsigned type of the same width.
fn unsigned_of(d: DType) -> Option<DType> {
    Some(match d {
        DType::I8 | DType::U8 => DType::U8,
        DType::I16 | DType::U16 => DType::U16,
        DType::I32 | DType::U32 => DType::U32,
        DType::I64 | DType::U64 => DType::U64,
        _ => return None,
    })
}

impl Importer<'_, '_> {
    fn like(&mut self, x: ValueId, dtype: DType, label: &str) -> Result<ValueId, Fail> {
        let t = self.graph.ty(x);
        if t.dtype == dtype {
            return Ok(x);
        }
        let ty = TensorType::new(dtype, t.shape.clone());
        self.add_typed(OpKind::Bitcast, &[x], Attrs::new(), ty, label)
    }

    /// `a rem b` truncated (the dividend's sign), `a` where `b` is 0.
    pub(super) fn int_remainder(
        &mut self,
        a: ValueId,
        b: ValueId,
        label: &str,
    ) -> Result<ValueId, Fail> {
        let dt = self.graph.ty(b).dtype;
        let zero = self.scalar(dt, 0.0);
        let one = self.scalar(dt, 1.0);
        let by0 = self.add(OpKind::Equal, &[b, zero], Attrs::new(), label)?;
        // 1 instead of 0 and −1 (x rem −1 = x rem 1 = 0, without INT_MIN / −1)
        let mut unsafe_d = by0;
        if !dt.is_unsigned() {
            let m1 = self.scalar(dt, -1.0);
            let bym1 = self.add(OpKind::Equal, &[b, m1], Attrs::new(), label)?;
            unsafe_d = self.add(OpKind::Or, &[by0, bym1], Attrs::new(), label)?;
        }
        let d = self.add(OpKind::Where, &[unsafe_d, one, b], Attrs::new(), label)?;
        let r = self.add(OpKind::Fmod, &[a, d], Attrs::new(), label)?;
        self.add(OpKind::Where, &[by0, a, r], Attrs::new(), label)
    }

    /// `shift_left`, `shift_right_logical`, `shift_right_arithmetic` of
    /// integers. A constant amount inside `0..bits` needs no guard; else the
    /// amount is out of range where `s & !(bits - 1)` is not 0 (negative or
    /// ≥ bits, for signed and unsigned types alike).
    pub(super) fn shift(
        &mut self,
        name: &str,
        x: ValueId,
        s: ValueId,
        label: &str,
    ) -> Result<Option<ValueId>, Fail> {
        let dt = self.graph.ty(x).dtype;
        let Some(ut) = unsigned_of(dt) else {
            return Ok(None);
        };
        let arith = name == "stablehlo.shift_right_arithmetic";
        if arith && dt.is_unsigned() {
            return Ok(None);
        }
        let bits = 8 * dt.size_bytes() as i64;
        let known = self
            .splat
            .get(&s)
            .copied()
            .filter(|v| (0.0..bits as f64).contains(v));
        let oob = if known.is_some() {
            None
        } else if dt == DType::U64 {
            // the mask 2^64 − 64 is not an f64-exact constant
            return Ok(None);
        } else {
            let mask = if dt.is_unsigned() {
                // !(bits − 1) within the type's width
                (((1u64 << bits) - 1) & !(bits as u64 - 1)) as f64
            } else {
                -(bits as f64)
            };
            let m = self.scalar(dt, mask);
            let hi = self.add(OpKind::BitAnd, &[s, m], Attrs::new(), label)?;
            let zero = self.scalar(dt, 0.0);
            let inr = self.add(OpKind::Equal, &[hi, zero], Attrs::new(), label)?;
            Some(self.add(OpKind::Not, &[inr], Attrs::new(), label)?)
        };
        // the amount used: s in range; else 0 (left, logical: the result is
        // replaced by 0 below) or bits − 1 (arithmetic: the sign fill)
        let amount = match oob {
            None => s,
            Some(o) => {
                let v = self.scalar(dt, if arith { (bits - 1) as f64 } else { 0.0 });
                self.add(OpKind::Where, &[o, v, s], Attrs::new(), label)?
            }
        };
        let u = self.like(x, ut, label)?;
        let su = self.like(amount, ut, label)?;
        let r = match name {
            "stablehlo.shift_left" => self.add(OpKind::ShiftLeft, &[u, su], Attrs::new(), label)?,
            "stablehlo.shift_right_logical" => {
                self.add(OpKind::ShiftRight, &[u, su], Attrs::new(), label)?
            }
            _ => {
                // x ≥ 0: x >> s; x < 0: !(!x >> s) (the sign fill)
                let pos = self.add(OpKind::ShiftRight, &[u, su], Attrs::new(), label)?;
                let nu = self.add(OpKind::BitNot, &[u], Attrs::new(), label)?;
                let ns = self.add(OpKind::ShiftRight, &[nu, su], Attrs::new(), label)?;
                let neg = self.add(OpKind::BitNot, &[ns], Attrs::new(), label)?;
                let zero = self.scalar(dt, 0.0);
                let lt = self.add(OpKind::Less, &[x, zero], Attrs::new(), label)?;
                self.add(OpKind::Where, &[lt, neg, pos], Attrs::new(), label)?
            }
        };
        let mut r = self.like(r, dt, label)?;
        if let (Some(o), false) = (oob, arith) {
            let zero = self.scalar(dt, 0.0);
            r = self.add(OpKind::Where, &[o, zero, r], Attrs::new(), label)?;
        }
        Ok(Some(r))
    }
}
