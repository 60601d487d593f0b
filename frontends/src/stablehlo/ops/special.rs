//! `chlo.erf_inv` of f32 as the polynomial XLA's CHLO legalization (and
//! jax's own Pallas lowering) evaluates: w = −log1p(−x²); below 5 a degree-8
//! polynomial in w − 2.5, else in sqrt(w) − 3 (Giles' single-precision
//! approximation); times x; ±inf at x = ±1. This is what jax computes for
//! `erf_inv` on every backend, so importing it as these ops keeps jax's
//! values (to f32 rounding), not the exact inverse.

use super::*;

const W_LT_5: [f64; 9] = [
    2.81022636e-08,
    3.43273939e-07,
    -3.5233877e-06,
    -4.39150654e-06,
    0.00021858087,
    -0.00125372503,
    -0.00417768164,
    0.246640727,
    1.50140941,
];
const W_GE_5: [f64; 9] = [
    -0.000200214257,
    0.000100950558,
    0.00134934322,
    -0.00367342844,
    0.00573950773,
    -0.0076224613,
    0.00943887047,
    1.00167406,
    2.83297682,
];

impl Importer<'_, '_> {
    pub(super) fn erf_inv(&mut self, x: ValueId, label: &str) -> Result<Option<ValueId>, Fail> {
        let dt = self.graph.ty(x).dtype;
        if dt != DType::F32 {
            return Ok(None);
        }
        let b = |imp: &mut Self, k: OpKind, a: ValueId, c: ValueId| {
            imp.add(k, &[a, c], Attrs::new(), label)
        };
        let u = |imp: &mut Self, k: OpKind, a: ValueId| imp.add(k, &[a], Attrs::new(), label);
        let nx = u(self, OpKind::Neg, x)?;
        let xx = b(self, OpKind::Mul, x, nx)?;
        let l = u(self, OpKind::Log1p, xx)?;
        let w = u(self, OpKind::Neg, l)?;
        let five = self.scalar(dt, 5.0);
        let lt5 = b(self, OpKind::Less, w, five)?;
        let c25 = self.scalar(dt, 2.5);
        let wa = b(self, OpKind::Sub, w, c25)?;
        let sq = u(self, OpKind::Sqrt, w)?;
        let c3 = self.scalar(dt, 3.0);
        let wb = b(self, OpKind::Sub, sq, c3)?;
        let w = self.add(OpKind::Where, &[lt5, wa, wb], Attrs::new(), label)?;
        let coef = |imp: &mut Self, i: usize| -> Result<ValueId, Fail> {
            let a = imp.scalar(dt, W_LT_5[i]);
            let c = imp.scalar(dt, W_GE_5[i]);
            imp.add(OpKind::Where, &[lt5, a, c], Attrs::new(), label)
        };
        let mut p = coef(self, 0)?;
        for i in 1..W_LT_5.len() {
            let c = coef(self, i)?;
            let pw = b(self, OpKind::Mul, p, w)?;
            p = b(self, OpKind::Add, c, pw)?;
        }
        let px = b(self, OpKind::Mul, p, x)?;
        let ax = u(self, OpKind::Abs, x)?;
        let one = self.scalar(dt, 1.0);
        let at1 = b(self, OpKind::Equal, ax, one)?;
        let inf = self.scalar(dt, f64::INFINITY);
        let ix = b(self, OpKind::Mul, x, inf)?;
        let r = self.add(OpKind::Where, &[at1, ix, px], Attrs::new(), label)?;
        Ok(Some(r))
    }
}
