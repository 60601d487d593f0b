//! The semantics of two linear ONNX ops as index maps and matrices, shared
//! by the reference interpreter (which evaluates them) and autodiff (whose
//! VJPs apply their transposes): which source element a non-constant
//! [`pad_source`] reads, and the weights of a DFT along its axis
//! ([`dft_map`]). One definition each, so the reference interpreter and
//! the VJPs' tests agree on what the ops compute.

use crate::OpData;

/// The source index a `Pad` of mode `edge`, `wrap` or `reflect` reads for
/// position `p` (already shifted by the leading pad) of an axis of `len`
/// elements; `None` outside a `constant` pad or of an empty axis. ONNX's
/// `reflect` mirrors without repeating the edge (`-1 → 1`).
pub fn pad_source(mode: &str, p: i64, len: i64) -> Option<usize> {
    if (0..len).contains(&p) {
        return Some(p as usize);
    }
    if len == 0 {
        return None;
    }
    let q = match mode {
        "edge" => p.clamp(0, len - 1),
        "wrap" => p.rem_euclid(len),
        "reflect" if len == 1 => 0,
        "reflect" => {
            let period = 2 * (len - 1);
            let q = p.rem_euclid(period);
            if q >= len {
                period - q
            } else {
                q
            }
        }
        _ => return None,
    };
    Some(q as usize)
}

/// A `DFT` along one axis as a real linear map on the `(position,
/// component)` pairs of that axis and the trailing real/imaginary axis.
#[derive(Clone, Debug, PartialEq)]
pub struct DftMap {
    /// Positions along the axis in the result (`n`, or `n/2 + 1` one-sided).
    pub out_len: usize,
    /// Components per result element: 2 (complex), or 1 (a one-sided
    /// inverse's real signal).
    pub out_c: usize,
    pub in_len: usize,
    pub in_c: usize,
    /// The transform length.
    pub n: usize,
    pub inverse: bool,
    pub onesided: bool,
}

/// The map of a `DFT` op (attributes `inverse`, `onesided`, `length`) over
/// an axis of `in_len` elements with `in_c` components (1 real, 2
/// complex): the signal truncated or zero-padded to the length `n`;
/// forward `X_k = Σ_t x_t·e^{−2πikt/n}` (bins `0..=n/2` when one-sided);
/// inverse `x_t = 1/n Σ_k X_k·e^{+2πikt/n}`, and from a Hermitian half
/// spectrum (DC and Nyquist bins real) a real signal when one-sided.
pub fn dft_map(op: &OpData, in_len: usize, in_c: usize) -> Result<DftMap, String> {
    if !matches!(in_c, 1 | 2) {
        return Err(format!(
            "dft input must end in a dim of 1 (real) or 2 (complex), got {in_c}"
        ));
    }
    let inverse = op.attr_int("inverse").unwrap_or(0) != 0;
    let onesided = op.attr_int("onesided").unwrap_or(0) != 0;
    let n = op.attr_int("length").unwrap_or(in_len as i64);
    if n < 1 {
        return Err(format!("dft length {n} must be positive"));
    }
    let n = n as usize;
    Ok(DftMap {
        out_len: if onesided && !inverse { n / 2 + 1 } else { n },
        out_c: if inverse && onesided { 1 } else { 2 },
        in_len,
        in_c,
        n,
        inverse,
        onesided,
    })
}

impl DftMap {
    /// Calls `f(row, col, w)` for every weight of the map: row
    /// `k · out_c + c` is component `c` of result position `k`, column
    /// `t · in_c + c'` component `c'` of input position `t` (a column may
    /// come twice: a one-sided inverse reads a bin for itself and for its
    /// mirror). O(n²) calls, O(n) memory: the angles come from a table of
    /// the `n` roots of unity.
    pub fn for_each(&self, mut f: impl FnMut(usize, usize, f64)) {
        let n = self.n;
        let tau = 2.0 * std::f64::consts::PI;
        let (sign, scale) = if self.inverse {
            (1.0, 1.0 / n as f64)
        } else {
            (-1.0, 1.0)
        };
        let roots: Vec<(f64, f64)> = (0..n)
            .map(|j| {
                let ang = sign * tau * j as f64 / n as f64;
                (ang.cos() * scale, ang.sin() * scale)
            })
            .collect();
        let col = |t: usize, c: usize, w: f64| {
            (t < self.in_len && c < self.in_c).then_some((t * self.in_c + c, w))
        };
        for t in 0..n {
            // Signal element t's real and imaginary parts as (column, weight).
            let (re, im) = if self.inverse && self.onesided {
                if t <= n / 2 {
                    let real_bin = t == 0 || (n % 2 == 0 && t == n / 2);
                    (col(t, 0, 1.0), if real_bin { None } else { col(t, 1, 1.0) })
                } else {
                    (col(n - t, 0, 1.0), col(n - t, 1, -1.0))
                }
            } else {
                (col(t, 0, 1.0), col(t, 1, 1.0))
            };
            for k in 0..self.out_len {
                let (c, s) = roots[(k * t) % n];
                let row_re = k * self.out_c;
                // Re += a·cos − b·sin, Im += a·sin + b·cos.
                if let Some((j, w)) = re {
                    f(row_re, j, w * c);
                    if self.out_c == 2 {
                        f(row_re + 1, j, w * s);
                    }
                }
                if let Some((j, w)) = im {
                    f(row_re, j, -w * s);
                    if self.out_c == 2 {
                        f(row_re + 1, j, w * c);
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Attr, OpKind};

    fn dft_op(inverse: bool, onesided: bool, length: Option<i64>) -> OpData {
        let mut a = crate::Attrs::new();
        a.insert("inverse".into(), Attr::Int(inverse as i64));
        a.insert("onesided".into(), Attr::Int(onesided as i64));
        if let Some(n) = length {
            a.insert("length".into(), Attr::Int(n));
        }
        OpData {
            kind: OpKind::Dft,
            inputs: Default::default(),
            outputs: Default::default(),
            attrs: a,
            name: String::new(),
        }
    }

    fn apply(d: &DftMap, x: &[f64]) -> Vec<f64> {
        let mut y = vec![0.0; d.out_len * d.out_c];
        d.for_each(|r, c, w| y[r] += w * x[c]);
        y
    }

    /// Worked by hand: the 4-point DFT of [1, 2, 3, 4] is
    /// [10, −2+2i, −2, −2−2i]; its one-sided half is the first three bins;
    /// the one-sided inverse of that half is the signal again.
    #[test]
    fn four_point_transforms_by_hand() {
        let fwd = dft_map(&dft_op(false, false, None), 4, 1).unwrap();
        let y = apply(&fwd, &[1.0, 2.0, 3.0, 4.0]);
        let want = [10.0, 0.0, -2.0, 2.0, -2.0, 0.0, -2.0, -2.0];
        assert!(
            y.iter().zip(want).all(|(a, b)| (a - b).abs() < 1e-12),
            "{y:?}"
        );
        let half = dft_map(&dft_op(false, true, None), 4, 1).unwrap();
        assert_eq!((half.out_len, half.out_c), (3, 2));
        let h = apply(&half, &[1.0, 2.0, 3.0, 4.0]);
        assert!(h.iter().zip(&want[..6]).all(|(a, b)| (a - b).abs() < 1e-12));
        // The Nyquist bin's imaginary part is ignored: set it to 7.
        let inv = dft_map(&dft_op(true, true, Some(4)), 3, 2).unwrap();
        assert_eq!((inv.out_len, inv.out_c), (4, 1));
        let x = apply(&inv, &[10.0, 7.0, -2.0, 2.0, -2.0, 7.0]);
        assert!(
            x.iter()
                .zip([1.0, 2.0, 3.0, 4.0])
                .all(|(a, b)| (a - b).abs() < 1e-12),
            "{x:?}"
        );
        // Zero padding to 6 and truncation to 2.
        let pad = dft_map(&dft_op(false, false, Some(6)), 4, 1).unwrap();
        assert_eq!(apply(&pad, &[1.0, 2.0, 3.0, 4.0])[0], 10.0);
        let cut = dft_map(&dft_op(false, false, Some(2)), 4, 1).unwrap();
        let y = apply(&cut, &[1.0, 2.0, 3.0, 4.0]);
        assert!(y
            .iter()
            .zip([3.0, 0.0, -1.0, 0.0])
            .all(|(a, b)| (a - b).abs() < 1e-12));
    }

    #[test]
    fn pad_sources_follow_onnx() {
        let src =
            |m: &str| -> Vec<Option<usize>> { (-3..6).map(|p| pad_source(m, p, 3)).collect() };
        let s = |v: &[usize]| v.iter().map(|&x| Some(x)).collect::<Vec<_>>();
        assert_eq!(src("reflect"), s(&[1, 2, 1, 0, 1, 2, 1, 0, 1]));
        assert_eq!(src("edge"), s(&[0, 0, 0, 0, 1, 2, 2, 2, 2]));
        assert_eq!(src("wrap"), s(&[0, 1, 2, 0, 1, 2, 0, 1, 2]));
        assert_eq!(pad_source("constant", -1, 3), None);
        assert_eq!(pad_source("reflect", 5, 0), None);
    }
}
