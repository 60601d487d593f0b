//! onnxruntime's logistic and tanh as its MLAS library computes them on
//! x86-64 with FMA3 (`MlasComputeLogisticF32KernelFma3`,
//! `MlasComputeTanhF32KernelFma3`, the kernels every AVX2 and AVX-512 host
//! dispatches to; constants from MLAS's `logistic.cpp` and `tanh.cpp`): the
//! input clamped, then an odd rational function of it whose numerator and
//! denominator are evaluated in `x²` by Horner's rule with fused
//! multiply-adds, in f32.
//!
//! Why it matters: a quantized LSTM (`DynamicQuantizeLSTM`) quantizes its
//! state again at every step, so a last-bit difference in a gate can move a
//! value across a rounding boundary of the next quantization and the error
//! compounds over the sequence (text2tashkeel's int8 models drifted to 1e-2
//! of their logits with correctly rounded functions). Ops marked `mlas`
//! (the importer marks a quantized LSTM's gates) compute these exactly —
//! the reference interpreter here, the cpu code with `math.fma`
//! (`mlir::lower`) — and agree with onnxruntime bit for bit.

// The coefficients are MLAS's source text, digit for digit: parsed straight
// to f32 they round as its C compiler rounds its `f` literals.
#![allow(clippy::excessive_precision)]

use hetc_ir::OpData;

/// A clamped odd rational function `x·p(x²) / q(x²)`.
pub struct Rational {
    /// The input is clamped to `[-clamp, clamp]`.
    pub clamp: f32,
    /// `p`'s coefficients, highest power first.
    pub p: &'static [f32],
    /// `q`'s coefficients, highest power first.
    pub q: &'static [f32],
}

/// MLAS's logistic: `max(x·p(x²)/q(x²) + 0.5, 0)`.
pub const LOGISTIC: Rational = Rational {
    clamp: 18.0,
    p: &[
        4.37031012579801e-11,
        1.15627324459942e-07,
        6.08574864600143e-05,
        8.51377133304701e-03,
        2.48287947061529e-01,
    ],
    q: &[
        6.10247389755681e-13,
        5.76102136993427e-09,
        6.29106785017040e-06,
        1.70198817374094e-03,
        1.16817656904453e-01,
        9.93151921023180e-01,
    ],
};

/// MLAS's tanh: `x·p(x²)/q(x²)`.
pub const TANH: Rational = Rational {
    clamp: 9.0,
    p: &[
        -2.76076847742355e-16,
        2.00018790482477e-13,
        -8.60467152213735e-11,
        5.12229709037114e-08,
        1.48572235717979e-05,
        6.37261928875436e-04,
        4.89352455891786e-03,
    ],
    q: &[
        1.19825839466702e-06,
        1.18534705686654e-04,
        2.26843463243900e-03,
        4.89352518554385e-03,
    ],
};

impl Rational {
    /// `x·p(x²) / q(x²)` of the clamped input, and that input.
    fn eval(&self, x: f32) -> f32 {
        let x = x.max(-self.clamp).min(self.clamp);
        let x2 = x * x;
        let horner = |c: &[f32]| {
            c[2..]
                .iter()
                .fold(x2.mul_add(c[0], c[1]), |acc, &k| x2.mul_add(acc, k))
        };
        (x * horner(self.p)) / horner(self.q)
    }
}

/// MLAS's logistic of one element.
pub fn logistic(x: f32) -> f32 {
    (LOGISTIC.eval(x) + 0.5).max(0.0)
}

/// MLAS's tanh of one element.
pub fn tanh(x: f32) -> f32 {
    TANH.eval(x)
}

/// Whether a Sigmoid or Tanh op computes MLAS's function.
pub fn marked(op: &OpData) -> bool {
    op.attr_int("mlas").unwrap_or(0) != 0
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Within a few f32 ulps of the exact functions over their range, and
    /// saturating outside it as MLAS does (logistic(±18) is 1.5e-8 from
    /// 0 and 1; tanh(±9) rounds to ±1).
    #[test]
    fn mlas_functions_are_close_to_the_exact_ones() {
        let mut worst = (0f64, 0f64);
        for i in -40_000..=40_000 {
            let x = i as f32 * 6.1e-4;
            let (xl, xt) = (x as f64, x as f64);
            let l = 1.0 / (1.0 + (-xl).exp());
            worst.0 = worst.0.max((logistic(x) as f64 - l).abs());
            worst.1 = worst.1.max((tanh(x) as f64 - xt.tanh()).abs());
        }
        assert!(worst.0 < 2e-7 && worst.1 < 4e-7, "{worst:?}");
        assert_eq!(tanh(50.0), tanh(9.0));
        assert!((tanh(9.0) - 1.0).abs() < 1e-6 && logistic(-40.0) < 1e-7);
        assert_eq!(tanh(0.0), 0.0);
        assert_eq!(logistic(0.0), 0.5);
    }
}
