//! Transcendental functions as `arith` polynomials, for the cpu target.
//!
//! LLVM lowers a vector `llvm.exp` / `llvm.tanh` / `llvm.erf` to one libm
//! call per lane, which makes a vectorized softmax or GELU as slow as
//! scalar code. Here they are built from `arith` and `math.fma` /
//! `math.floor` inside the generic's body, so they vectorize with it:
//!
//! * `exp`: Cephes `expf` (range reduction by ln 2 in two parts, a degree-6
//!   polynomial, 2ⁿ from exponent bits in two halves so subnormal results
//!   are right); +inf above ln(FLT_MAX), 0 below -104.
//! * `tanh`: Eigen's rational approximation (odd degree-13 / even degree-6
//!   polynomials on [-7.905, 7.905], ±1 outside, `x` itself for
//!   |x| < 0.0004).
//! * `erf`: Eigen's rational approximation (odd degree-13 / even degree-8
//!   on [-4, 4], ±1 outside).
//!
//! Each is within a few ulp of the f64 function over the f32 range (tested
//! in `mlir::tests`). `f32` only; other element types keep the `math` op.

use super::{Sc, CMPF_OGT, CMPF_OLT, R};
use melior::ir::r#type::IntegerType;
use melior::ir::{Type, Value, ValueLike};

impl<'c, 'b> Sc<'c, 'b> {
    fn fma(&self, a: Value<'c, '_>, b: Value<'c, '_>, c: Value<'c, '_>) -> R<Value<'c, 'b>> {
        self.same("math.fma", &[a, b, c])
    }

    /// Horner's rule with FMAs: `cs[0]·xⁿ + … + cs[n]`.
    fn horner(&self, x: Value<'c, '_>, cs: &[f64]) -> R<Value<'c, 'b>> {
        let ty = x.r#type();
        let mut p = self.cst(cs[0], ty)?;
        for &c in &cs[1..] {
            let c = self.cst(c, ty)?;
            p = self.fma(x, p, c)?;
        }
        Ok(p)
    }

    fn clamp(&self, x: Value<'c, '_>, lo: f64, hi: f64) -> R<Value<'c, 'b>> {
        let ty = x.r#type();
        let lo = self.cst(lo, ty)?;
        let hi = self.cst(hi, ty)?;
        let y = self.same("arith.maximumf", &[x, lo])?;
        self.same("arith.minimumf", &[y, hi])
    }

    /// `e^x` (`math.exp` unless expanding).
    pub(super) fn exp(&self, x: Value<'c, '_>) -> R<Value<'c, 'b>> {
        let ty = x.r#type();
        if !self.expand_math || !(ty == Type::float32(self.ctx)) {
            return self.same("math.exp", &[x]);
        }
        // ln(FLT_MAX), and the argument below which e^x rounds to 0.
        const MAX: f64 = 88.722_839_355_468_75;
        const MIN: f64 = -104.0;
        let xc = self.clamp(x, MIN, MAX)?;
        // n = floor(x / ln 2 + 1/2), r = x - n ln 2 (ln 2 in two parts).
        let log2e = self.cst(std::f64::consts::LOG2_E, ty)?;
        let half = self.cst(0.5, ty)?;
        let n = self.fma(xc, log2e, half)?;
        let n = self.same("math.floor", &[n])?;
        let c1 = self.cst(-0.693_359_375, ty)?;
        let c2 = self.cst(2.121_944_4e-4, ty)?;
        let r = self.fma(n, c1, xc)?;
        let r = self.fma(n, c2, r)?;
        let p = self.horner(
            r,
            &[
                1.987_569_15e-4,
                1.398_199_950_7e-3,
                8.333_451_907_3e-3,
                4.166_579_589_4e-2,
                1.666_666_545_9e-1,
                5.000_000_120_1e-1,
            ],
        )?;
        let r2 = self.same("arith.mulf", &[r, r])?;
        let y = self.fma(p, r2, r)?;
        let one = self.cst(1.0, ty)?;
        let y = self.same("arith.addf", &[y, one])?;
        // 2^n as 2^(n>>1) · 2^(n - n>>1), each from its exponent bits
        // ((k + 127) << 23): n is in [-150, 128], beyond one float's
        // exponent range at both ends.
        let ity: Type<'c> = IntegerType::new(self.ctx, 32).into();
        let ni = self.op("arith.fptosi", &[n], ity)?;
        let one_i = self.cst(1.0, ity)?;
        let n1 = self.same("arith.shrsi", &[ni, one_i])?;
        let n2 = self.same("arith.subi", &[ni, n1])?;
        let bias = self.cst(127.0, ity)?;
        let sh = self.cst(23.0, ity)?;
        let mut y = y;
        for k in [n1, n2] {
            let e = self.same("arith.addi", &[k, bias])?;
            let bits = self.same("arith.shli", &[e, sh])?;
            let p2 = self.op("arith.bitcast", &[bits], ty)?;
            y = self.same("arith.mulf", &[y, p2])?;
        }
        // Above ln(FLT_MAX) the result overflows to +inf.
        let hi = self.cst(MAX, ty)?;
        let over = self.cmpf(CMPF_OGT, x, hi)?;
        let inf = self.cst(f64::INFINITY, ty)?;
        self.select(over, inf, y)
    }

    /// onnxruntime's MLAS logistic (`logistic`) or tanh of an f32 `x`,
    /// bit for bit as [`crate::mlas`] computes it: always expanded, the
    /// coefficients the exact f32 values, each Horner step one `math.fma`.
    pub(super) fn mlas(&self, x: Value<'c, '_>, logistic: bool) -> R<Value<'c, 'b>> {
        let r = if logistic {
            &crate::mlas::LOGISTIC
        } else {
            &crate::mlas::TANH
        };
        let ty = x.r#type();
        let c = |v: f32| self.cst(v as f64, ty);
        let xc = self.clamp(x, -r.clamp as f64, r.clamp as f64)?;
        let x2 = self.same("arith.mulf", &[xc, xc])?;
        let horner = |cs: &[f32]| -> R<Value<'c, 'b>> {
            let (a, b) = (c(cs[0])?, c(cs[1])?);
            let mut acc = self.fma(x2, a, b)?;
            for &k in &cs[2..] {
                let k = c(k)?;
                acc = self.fma(x2, acc, k)?;
            }
            Ok(acc)
        };
        let p = horner(r.p)?;
        let q = horner(r.q)?;
        let p = self.same("arith.mulf", &[xc, p])?;
        let y = self.same("arith.divf", &[p, q])?;
        if !logistic {
            return Ok(y);
        }
        let half = c(0.5)?;
        let y = self.same("arith.addf", &[y, half])?;
        let zero = c(0.0)?;
        self.same("arith.maximumf", &[y, zero])
    }

    /// `tanh x` (`math.tanh` unless expanding).
    pub(super) fn tanh(&self, x: Value<'c, '_>) -> R<Value<'c, 'b>> {
        let ty = x.r#type();
        if !self.expand_math || !(ty == Type::float32(self.ctx)) {
            return self.same("math.tanh", &[x]);
        }
        const CLAMP: f64 = 7.905_311_107_635_498;
        let xc = self.clamp(x, -CLAMP, CLAMP)?;
        let x2 = self.same("arith.mulf", &[xc, xc])?;
        let p = self.horner(
            x2,
            &[
                -2.760_768_477_423_55e-16,
                2.000_187_904_824_77e-13,
                -8.604_671_522_137_35e-11,
                5.122_297_090_371_14e-8,
                1.485_722_357_179_79e-5,
                6.372_619_288_754_36e-4,
                4.893_524_558_917_86e-3,
            ],
        )?;
        let p = self.same("arith.mulf", &[xc, p])?;
        let q = self.horner(
            x2,
            &[
                1.198_258_394_667_02e-6,
                1.185_347_056_866_54e-4,
                2.268_434_632_439e-3,
                4.893_525_185_543_85e-3,
            ],
        )?;
        let y = self.same("arith.divf", &[p, q])?;
        let ax = self.same("math.absf", &[x])?;
        let tiny = self.cst(4e-4, ty)?;
        let small = self.cmpf(CMPF_OLT, ax, tiny)?;
        self.select(small, x, y)
    }

    /// `erf x` (`math.erf` unless expanding).
    pub(super) fn erf(&self, x: Value<'c, '_>) -> R<Value<'c, 'b>> {
        let ty = x.r#type();
        if !self.expand_math || !(ty == Type::float32(self.ctx)) {
            return self.same("math.erf", &[x]);
        }
        let xc = self.clamp(x, -4.0, 4.0)?;
        let x2 = self.same("arith.mulf", &[xc, xc])?;
        let p = self.horner(
            x2,
            &[
                -2.726_142_258_013_06e-10,
                2.770_681_424_959_02e-8,
                -2.101_024_020_825_08e-6,
                -5.692_506_394_623_46e-5,
                -7.349_906_303_268_55e-4,
                -2.954_599_808_540_25e-3,
                -1.609_603_332_624_15e-2,
            ],
        )?;
        let p = self.same("arith.mulf", &[xc, p])?;
        let q = self.horner(
            x2,
            &[
                -1.456_607_184_649_96e-5,
                -2.133_740_552_789_05e-4,
                -1.682_826_974_382_03e-3,
                -7.373_329_167_204_68e-3,
                -1.426_473_905_141_89e-2,
            ],
        )?;
        self.same("arith.divf", &[p, q])
    }
}
