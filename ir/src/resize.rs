//! ONNX `Resize`'s semantics, shared by the backends (the reference
//! interpreter, the MLIR and StableHLO lowerings) and autodiff (its VJP):
//! per resized axis, the source taps and weights of every output position
//! ([`ResizeAttrs::taps`]), or the same as one linear map
//! ([`resize_matrices`]). Resize is separable: the output is those maps
//! applied one axis after another (plus `tf_crop_and_resize`'s constant
//! extrapolation value), as onnx's reference `op_resize.py` computes it.

use crate::{Attr, OpData};

/// The interpolation weights of one output position at fraction `ratio`
/// (in `(0, 1]`, 1 for an integral source coordinate).
fn resize_coeffs(
    mode: &str,
    nearest: &str,
    a: f64,
    antialias: bool,
    ratio: f64,
    scale: f64,
) -> Vec<f64> {
    match mode {
        "nearest" => {
            if ratio.fract() == 0.0 {
                return vec![0.0, 1.0];
            }
            let (lo, hi) = match nearest {
                "round_prefer_ceil" => (ratio < 0.5, ratio >= 0.5),
                "floor" => (true, false),
                "ceil" => (false, true),
                _ => (ratio <= 0.5, ratio > 0.5),
            };
            vec![lo as u8 as f64, hi as u8 as f64]
        }
        "linear" if antialias => {
            let s = scale.min(1.0);
            let start = (-1.0 / s).floor() as i64 + 1;
            let footprint = 2 - 2 * start;
            let c: Vec<f64> = (start..start + footprint)
                .map(|i| (1.0 - ((i as f64 - ratio) * s).abs()).clamp(0.0, 1.0))
                .collect();
            let sum: f64 = c.iter().sum();
            c.into_iter().map(|x| x / sum).collect()
        }
        "linear" => vec![1.0 - ratio, ratio],
        _ if antialias => {
            let s = scale.min(1.0);
            let w = |x: f64| {
                let x = x.abs();
                let (x2, x3) = (x * x, x * x * x);
                if x <= 1.0 {
                    (a + 2.0) * x3 - (a + 3.0) * x2 + 1.0
                } else if x < 2.0 {
                    a * x3 - 5.0 * a * x2 + 8.0 * a * x - 4.0 * a
                } else {
                    0.0
                }
            };
            let start = (-2.0 / s).floor() as i64 + 1;
            let end = 2 - start;
            let c: Vec<f64> = (start..end).map(|i| w(s * (i as f64 - ratio))).collect();
            let sum: f64 = c.iter().sum();
            c.into_iter().map(|x| x / sum).collect()
        }
        _ => {
            let r = ratio;
            vec![
                ((a * (r + 1.0) - 5.0 * a) * (r + 1.0) + 8.0 * a) * (r + 1.0) - 4.0 * a,
                ((a + 2.0) * r - (a + 3.0)) * r * r + 1.0,
                ((a + 2.0) * (1.0 - r) - (a + 3.0)) * (1.0 - r) * (1.0 - r) + 1.0,
                ((a * ((1.0 - r) + 1.0) - 5.0 * a) * ((1.0 - r) + 1.0) + 8.0 * a)
                    * ((1.0 - r) + 1.0)
                    - 4.0 * a,
            ]
        }
    }
}

/// Resize's attributes, read once.
pub struct ResizeAttrs<'a> {
    mode: &'a str,
    coord: &'a str,
    nearest: &'a str,
    a: f64,
    excl: bool,
    pub extrap: f64,
    antialias: bool,
    scales: Vec<f64>,
    roi: Vec<f64>,
}

impl<'a> ResizeAttrs<'a> {
    pub fn of(op: &'a OpData, r: usize) -> Result<Self, String> {
        let floats = |k: &str| match op.attrs.get(k) {
            Some(Attr::Floats(v)) => v.clone(),
            _ => Vec::new(),
        };
        let at = ResizeAttrs {
            mode: op.attr_str("mode").unwrap_or("nearest"),
            coord: op
                .attr_str("coordinate_transformation_mode")
                .unwrap_or("half_pixel"),
            nearest: op.attr_str("nearest_mode").unwrap_or("round_prefer_floor"),
            a: op.attr_float("cubic_coeff_a").unwrap_or(-0.75),
            excl: op.attr_int("exclude_outside").unwrap_or(0) != 0,
            extrap: op.attr_float("extrapolation_value").unwrap_or(0.0),
            antialias: op.attr_int("antialias").unwrap_or(0) != 0,
            scales: floats("scales"),
            roi: floats("roi"),
        };
        if at.scales.len() != r || at.roi.len() != 2 * r {
            return Err(format!(
                "{} {:?}: scales/roi do not match rank {r}",
                op.kind, op.name
            ));
        }
        Ok(at)
    }

    /// Whether `axis` (`inp` → `out_n`) is left as it is.
    pub fn skips(&self, axis: usize, inp: usize, out_n: usize) -> bool {
        let r = self.scales.len();
        let roi_default = self.roi[axis] == 0.0 && self.roi[r + axis] == 1.0;
        (self.scales[axis] - 1.0).abs() < 1e-9
            && out_n == inp
            && (roi_default || self.coord != "tf_crop_and_resize")
    }

    /// Per output position along `axis`: the first source index (clamped
    /// into range by the caller) and the weights of the taps from there,
    /// or `None` where `tf_crop_and_resize` extrapolates.
    #[allow(clippy::type_complexity)]
    pub fn taps(
        &self,
        op: &OpData,
        axis: usize,
        inp: usize,
        out_n: usize,
    ) -> Result<Vec<Option<(i64, Vec<f64>)>>, String> {
        let r = self.scales.len();
        let (roi, scale) = (&self.roi, self.scales[axis]);
        if inp == 0 {
            return Err(format!(
                "{} {:?}: resizing the empty dim {axis}",
                op.kind, op.name
            ));
        }
        let out_w = scale * inp as f64;
        let mut taps = Vec::with_capacity(out_n);
        for o in 0..out_n {
            let y = o as f64;
            let mut extrapolated = false;
            let x_ori = match self.coord {
                "align_corners" if out_w == 1.0 => 0.0,
                "align_corners" => y * (inp as f64 - 1.0) / (out_w - 1.0),
                "asymmetric" => y / scale,
                "tf_crop_and_resize" => {
                    let (r0, r1) = (roi[axis], roi[r + axis]);
                    let v = if out_w == 1.0 {
                        (r1 - r0) * (inp as f64 - 1.0) / 2.0
                    } else {
                        y * (r1 - r0) * (inp as f64 - 1.0) / (out_w - 1.0)
                    } + r0 * (inp as f64 - 1.0);
                    extrapolated = v < 0.0 || v > inp as f64 - 1.0;
                    v
                }
                "pytorch_half_pixel" if out_w == 1.0 => -0.5,
                "pytorch_half_pixel" | "half_pixel" => (y + 0.5) / scale - 0.5,
                "half_pixel_symmetric" => {
                    let adj = out_n as f64 / out_w;
                    let center = inp as f64 / 2.0;
                    center * (1.0 - adj) + (y + 0.5) / scale - 0.5
                }
                m => {
                    return Err(format!(
                        "{} {:?}: coordinate_transformation_mode {m:?}",
                        op.kind, op.name
                    ))
                }
            };
            if extrapolated {
                taps.push(None);
                continue;
            }
            let fl = x_ori.floor();
            let ratio = if x_ori == fl { 1.0 } else { x_ori - fl };
            let mut c = resize_coeffs(
                self.mode,
                self.nearest,
                self.a,
                self.antialias,
                ratio,
                scale,
            );
            let n = c.len() as i64;
            let pad = (n + 1) / 2;
            let xp = x_ori + pad as f64;
            let p = xp.floor() as i64;
            let frac = xp - p as f64;
            let off = if n % 2 == 0 {
                if frac == 0.0 {
                    -(n / 2)
                } else {
                    -(n / 2) + 1
                }
            } else {
                let base = -((n - 1) / 2);
                if frac <= 0.5 {
                    base
                } else {
                    base + 1
                }
            };
            let start = p + off - pad;
            if self.excl {
                for (j, w) in c.iter_mut().enumerate() {
                    let idx = start + j as i64;
                    if idx < 0 || idx >= inp as i64 {
                        *w = 0.0;
                    }
                }
                let s: f64 = c.iter().sum();
                let s = if s == 0.0 { 1.0 } else { s };
                c.iter_mut().for_each(|w| *w /= s);
            }
            taps.push(Some((start, c)));
        }
        Ok(taps)
    }
}

/// Resize as one linear map per resized axis, for the compiled backends:
/// `(axis, m, bias)` with `out[.., o, ..] = Σ_i m[o·inp + i]·x[.., i, ..] +
/// bias[o]` (`bias` holds the extrapolation value where
/// `tf_crop_and_resize` extrapolates), in the order the reference applies
/// them; axes left as they are have none.
#[allow(clippy::type_complexity)]
pub fn resize_matrices(
    op: &OpData,
    in_shape: &[usize],
    out_shape: &[usize],
) -> Result<Vec<(usize, Vec<f64>, Vec<f64>)>, String> {
    let r = in_shape.len();
    let at = ResizeAttrs::of(op, r)?;
    let mut maps = Vec::new();
    for axis in 0..r {
        let (inp, out_n) = (in_shape[axis], out_shape[axis]);
        if at.skips(axis, inp, out_n) {
            continue;
        }
        let mut m = vec![0.0; out_n * inp];
        let mut bias = vec![0.0; out_n];
        for (o, tap) in at.taps(op, axis, inp, out_n)?.into_iter().enumerate() {
            match tap {
                None => bias[o] = at.extrap,
                Some((start, c)) => {
                    for (j, w) in c.iter().enumerate() {
                        let idx = (start + j as i64).clamp(0, inp as i64 - 1) as usize;
                        m[o * inp + idx] += w;
                    }
                }
            }
        }
        maps.push((axis, m, bias));
    }
    Ok(maps)
}
