//! Measured layer times that replace the analytic ones (DESIGN "Cost model
//! and profiling"; H2's auto-profiler, HetCCL's profiling run).
//!
//! A profile is JSON:
//!
//! ```json
//! {"format": "hetc-profile-1", "dtype": "bf16", "entries": [
//!   {"chip": "A100-40GB", "tp": 1, "micro_batch_size": 1,
//!    "signature": 11951099259812594941, "forward_s": 1.2e-4, "backward_s": 2.5e-4}]}
//! ```
//!
//! An entry gives one layer's forward and backward time for one
//! micro-batch on one device of a TP group of the chip type, TP
//! communication included — what a profiler measures running the layer
//! there. Layers are keyed by their structural signature (`--emit layers
//! --format json` prints them; identical layers share one entry), so a
//! profile carries over between models that share layers. Where an entry
//! exists, [`layer_time_profiled`] returns it (recomputation replays the
//! forward); a layer measured at TP 1 only is calibrated at other TP
//! degrees; elsewhere the roofline stands. The profile is untrusted
//! input: a malformed or duplicated entry is an error naming it.
//!
//! Does not carry activation or memory figures: memory stays analytic.

use super::layer::{layer_time, LayerTime};
use super::CostParams;
use crate::workload::LayerCost;
use hetc_ir::{ChipType, DType};
use serde_json::Value;
use std::collections::BTreeMap;

/// One measured layer.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Measured {
    pub forward_s: f64,
    pub backward_s: f64,
}

/// Measured layer times by (chip type name, TP degree, micro-batch size,
/// layer signature).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Profile {
    /// Element type the times were measured in.
    pub dtype: Option<DType>,
    entries: BTreeMap<(String, u32, u64, u64), Measured>,
}

/// Why a profile file is refused, naming the entry and field.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum ProfileError {
    #[error("not JSON: {0}")]
    NotJson(String),
    #[error("\"format\" is {0:?}; expected \"{PROFILE_FORMAT}\"")]
    Format(Option<String>),
    #[error("\"dtype\" {0} is not an element type")]
    DType(String),
    #[error("\"entries\" is missing or not a list")]
    NoEntries,
    #[error("entry {entry}: \"{field}\" {problem}")]
    Field {
        entry: usize,
        field: &'static str,
        problem: String,
    },
    #[error("entry {entry} repeats chip {chip}, tp {tp}, micro-batch size {micro_batch_size}, signature {signature}")]
    Repeated {
        entry: usize,
        chip: String,
        tp: u32,
        micro_batch_size: u64,
        signature: u64,
    },
}

/// The format tag a profile must carry.
pub const PROFILE_FORMAT: &str = "hetc-profile-1";

impl Profile {
    /// Parse a profile (module docs); errors name the entry and field.
    pub fn from_json(text: &str) -> Result<Profile, ProfileError> {
        let v: Value =
            serde_json::from_str(text).map_err(|e| ProfileError::NotJson(e.to_string()))?;
        match v.get("format").and_then(Value::as_str) {
            Some(PROFILE_FORMAT) => {}
            other => return Err(ProfileError::Format(other.map(str::to_string))),
        }
        let dtype = match v.get("dtype") {
            None => None,
            Some(d) => Some(
                d.as_str()
                    .and_then(DType::from_name)
                    .ok_or_else(|| ProfileError::DType(d.to_string()))?,
            ),
        };
        let list = v
            .get("entries")
            .and_then(Value::as_array)
            .ok_or(ProfileError::NoEntries)?;
        let mut entries = BTreeMap::new();
        for (i, e) in list.iter().enumerate() {
            let bad = |field: &'static str, problem: String| ProfileError::Field {
                entry: i,
                field,
                problem,
            };
            let uint = |k: &'static str| {
                e.get(k)
                    .and_then(Value::as_u64)
                    .ok_or_else(|| bad(k, "is missing or not a non-negative integer".into()))
            };
            let secs = |k: &'static str| {
                e.get(k)
                    .and_then(Value::as_f64)
                    .filter(|x| x.is_finite() && *x >= 0.0)
                    .ok_or_else(|| bad(k, "is missing or not a finite number ≥ 0".into()))
            };
            let chip = e
                .get("chip")
                .and_then(Value::as_str)
                .ok_or_else(|| bad("chip", "is missing or not a string".into()))?
                .to_string();
            let tp = uint("tp")?;
            let tp = u32::try_from(tp)
                .ok()
                .filter(|t| t.is_power_of_two())
                .ok_or_else(|| bad("tp", format!("is {tp}, not a power of two")))?;
            let mbs = uint("micro_batch_size")?;
            if mbs == 0 {
                return Err(bad("micro_batch_size", "is 0".into()));
            }
            let signature = uint("signature")?;
            let m = Measured {
                forward_s: secs("forward_s")?,
                backward_s: secs("backward_s")?,
            };
            if entries
                .insert((chip.clone(), tp, mbs, signature), m)
                .is_some()
            {
                return Err(ProfileError::Repeated {
                    entry: i,
                    chip,
                    tp,
                    micro_batch_size: mbs,
                    signature,
                });
            }
        }
        Ok(Profile { dtype, entries })
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The measured time of the layer with `signature`, if any.
    pub fn get(&self, chip: &str, tp: u32, mbs: u64, signature: u64) -> Option<Measured> {
        self.entries
            .get(&(chip.to_string(), tp, mbs, signature))
            .copied()
    }
}

/// [`layer_time`], or the profile's measurement where it has one: forward
/// and backward as measured (TP communication included), recomputation a
/// forward. A layer measured at TP 1 but not at `tp` is calibrated: its
/// roofline kernels at `tp` scaled by measured / roofline at TP 1 (forward
/// and backward each), its TP all-reduces as modelled — otherwise a
/// profile of TP 1 alone (what one host measures) would make every TP > 1
/// layout look as fast as the roofline next to measured TP-1 times.
pub fn layer_time_profiled(
    layer: &LayerCost,
    chip: &ChipType,
    dtype: DType,
    tp: u32,
    micro_batch_size: u64,
    params: &CostParams,
    profile: Option<&Profile>,
) -> LayerTime {
    let analytic = layer_time(layer, chip, dtype, tp, micro_batch_size, params);
    let Some(p) = profile else {
        return analytic;
    };
    if let Some(m) = p.get(&chip.name, tp, micro_batch_size, layer.signature) {
        return LayerTime {
            fwd_compute_s: m.forward_s,
            tp_comm_s: 0.0,
            bwd_compute_s: m.backward_s,
        };
    }
    match p.get(&chip.name, 1, micro_batch_size, layer.signature) {
        Some(m1) if tp > 1 => {
            let a1 = layer_time(layer, chip, dtype, 1, micro_batch_size, params);
            let ratio = |m: f64, a: f64| if a > 0.0 { m / a } else { 1.0 };
            LayerTime {
                fwd_compute_s: analytic.fwd_compute_s * ratio(m1.forward_s, a1.fwd_compute_s),
                tp_comm_s: analytic.tp_comm_s,
                bwd_compute_s: analytic.bwd_compute_s * ratio(m1.backward_s, a1.bwd_compute_s),
            }
        }
        _ => analytic,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cost::test_chips::chip_x;
    use crate::workload::{Kernel, TpKind};

    const TEXT: &str = r#"{"format": "hetc-profile-1", "dtype": "f16", "entries": [
        {"chip": "X", "tp": 2, "micro_batch_size": 1, "signature": 7, "forward_s": 0.004, "backward_s": 0.01}]}"#;

    fn layer(signature: u64) -> LayerCost {
        LayerCost {
            name: "l".into(),
            signature,
            fwd_flops: 1e12,
            fwd_bytes: 0.0,
            params: 0,
            act_bytes: 0.0,
            act_bytes_recompute: 0.0,
            out_bytes: 1e6,
            tp: TpKind::TransformerBlock,
            tp_comm: None,
            kernels: vec![Kernel {
                flops: 1e12,
                bytes: 0.0,
                replicated: false,
            }],
            recompute_with_previous: false,
            replicated: Default::default(),
        }
    }

    #[test]
    fn measured_times_replace_the_roofline_where_they_exist() {
        let p = Profile::from_json(TEXT).unwrap();
        assert_eq!(p.dtype, Some(DType::F16));
        let (chip, c) = (chip_x(), CostParams::default());
        let t = |sig, tp| layer_time_profiled(&layer(sig), &chip, DType::F16, tp, 1, &c, Some(&p));
        // Measured: 4 ms forward, 10 ms backward, recompute = forward.
        let m = t(7, 2);
        assert_eq!(
            (m.forward_s(), m.backward_s(), m.recompute_s()),
            (0.004, 0.01, 0.004)
        );
        assert!((m.step_s(true) - 0.018).abs() < 1e-15);
        // Not measured at TP 1: the roofline (1e12 / 5e13 = 20 ms,
        // backward twice that).
        let a = t(7, 1);
        assert_eq!((a.fwd_compute_s, a.backward_s()), (0.02, 0.04));
        assert_eq!(t(8, 2), layer_time(&layer(8), &chip, DType::F16, 2, 1, &c));
        // Measured at TP 1 only (layer 9: 40 ms forward where the roofline
        // says 20, 60 ms backward where it says 40): at TP 4 the roofline's
        // 5 ms forward and 10 ms backward kernels scale by 2 and 1.5, the
        // all-reduces stay modelled.
        let one = TEXT
            .replace("\"tp\": 2", "\"tp\": 1")
            .replace("\"signature\": 7", "\"signature\": 9")
            .replace("0.004", "0.04")
            .replace("0.01}", "0.06}");
        let p1 = Profile::from_json(&one).unwrap();
        let t4 = layer_time_profiled(&layer(9), &chip, DType::F16, 4, 1, &c, Some(&p1));
        let a4 = layer_time(&layer(9), &chip, DType::F16, 4, 1, &c);
        assert!(
            (t4.fwd_compute_s - 0.01).abs() < 1e-15 && (t4.bwd_compute_s - 0.015).abs() < 1e-15
        );
        assert!(a4.tp_comm_s > 0.0 && t4.tp_comm_s == a4.tp_comm_s);
    }

    #[test]
    fn malformed_profiles_are_errors_naming_the_entry() {
        let bad = |t: &str| Profile::from_json(t).unwrap_err();
        assert_eq!(bad("[]"), ProfileError::Format(None));
        let e = bad(&TEXT.replace("\"tp\": 2", "\"tp\": 3"));
        assert!(
            matches!(
                e,
                ProfileError::Field {
                    entry: 0,
                    field: "tp",
                    ..
                }
            ),
            "{e}"
        );
        assert_eq!(e.to_string(), "entry 0: \"tp\" is 3, not a power of two");
        let e = bad(&TEXT.replace("0.004", "-1"));
        assert!(
            matches!(
                e,
                ProfileError::Field {
                    entry: 0,
                    field: "forward_s",
                    ..
                }
            ),
            "{e}"
        );
        let twice = TEXT.replace(
            "]}",
            r#", {"chip": "X", "tp": 2, "micro_batch_size": 1, "signature": 7, "forward_s": 1, "backward_s": 2}]}"#,
        );
        let e = bad(&twice).to_string();
        assert!(e.contains("entry 1 repeats"), "{e}");
        assert!(matches!(
            bad(&TEXT.replace("\"f16\"", "\"f17\"")),
            ProfileError::DType(_)
        ));
    }
}
