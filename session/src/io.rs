//! The JSON files a run reads and writes, typed and parsed once: model
//! inputs and outputs (`{"inputs" | "outputs": [{name, dtype, shape,
//! data}]}`, the fixtures' `<stem>.io.json`), the ranks' partial output and
//! loss files, and Chrome traces.

use serde::{Deserialize, Serialize};

/// One tensor of an io file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct IoTensor {
    pub name: String,
    /// An element type name (`f32`, `i64`, …).
    pub dtype: String,
    pub shape: Vec<usize>,
    /// Row-major values: numbers, booleans (`true` is 1) and, for
    /// non-finite floats, `"nan"`, `"inf"`, `"-inf"` (JSON has no
    /// NaN; written so too).
    #[serde(with = "values")]
    pub data: Vec<f64>,
    /// In a rank's output file: the micro-batch.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub micro_batch: Option<u32>,
}

/// A model io file (other keys, e.g. the fixtures' `bindings`, are ignored).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct IoFile {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub inputs: Option<Vec<IoTensor>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub outputs: Option<Vec<IoTensor>>,
}

/// A last-stage rank's outputs (`FILE.rank-N.json` of an inference run).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RankOutputs {
    pub rank: usize,
    pub tp_rank: usize,
    pub outputs: Vec<IoTensor>,
}

/// A training rank's losses per step (`FILE.rank-N.json` of a training
/// run): `[micro_batch, loss]` pairs (none but on the last stage), and with
/// dynamic loss scaling the scale of each step and the steps it skipped.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RankLosses {
    pub rank: usize,
    pub tp_rank: usize,
    #[serde(with = "finite::pairs")]
    pub losses: Vec<Vec<(u64, f64)>>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub loss_scale: Vec<f64>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub skipped: Vec<usize>,
}

/// The merged losses of a training run.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Losses {
    /// Mean over the micro-batches, per step (a NaN or infinite loss —
    /// a diverged run — is `null`).
    #[serde(with = "finite::list")]
    pub loss: Vec<f64>,
    #[serde(with = "finite::lists")]
    pub micro_batch_losses: Vec<Vec<f64>>,
    /// With dynamic loss scaling: the scale of each step (the same on every
    /// rank, checked), and the steps (0-based, of this run) that an inf or
    /// NaN gradient skipped.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub loss_scale: Vec<f64>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub skipped: Vec<usize>,
}

/// A Chrome trace (`{"traceEvents": [...]}`).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Trace {
    #[serde(rename = "traceEvents")]
    pub trace_events: Vec<serde_json::Value>,
}

/// A complete event of a Chrome trace, as the runtime writes it.
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub struct TraceEvent {
    pub name: String,
    /// The rank.
    pub pid: usize,
    /// Start, µs.
    #[serde(default)]
    pub ts: f64,
    /// Duration, µs.
    #[serde(default)]
    pub dur: f64,
}

/// Losses in JSON, which has no NaN or infinity: a non-finite loss is
/// written as `null` and read back as NaN.
mod finite {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    fn out(x: f64) -> Option<f64> {
        x.is_finite().then_some(x)
    }

    fn back(x: Option<f64>) -> f64 {
        x.unwrap_or(f64::NAN)
    }

    pub mod list {
        use super::*;
        pub fn serialize<S: Serializer>(v: &[f64], s: S) -> Result<S::Ok, S::Error> {
            v.iter().map(|&x| out(x)).collect::<Vec<_>>().serialize(s)
        }
        pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<f64>, D::Error> {
            Ok(Vec::<Option<f64>>::deserialize(d)?
                .into_iter()
                .map(back)
                .collect())
        }
    }

    pub mod lists {
        use super::*;
        pub fn serialize<S: Serializer>(v: &[Vec<f64>], s: S) -> Result<S::Ok, S::Error> {
            v.iter()
                .map(|l| l.iter().map(|&x| out(x)).collect::<Vec<_>>())
                .collect::<Vec<_>>()
                .serialize(s)
        }
        pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Vec<f64>>, D::Error> {
            Ok(Vec::<Vec<Option<f64>>>::deserialize(d)?
                .into_iter()
                .map(|l| l.into_iter().map(back).collect())
                .collect())
        }
    }

    pub mod pairs {
        use super::*;
        pub fn serialize<S: Serializer>(v: &[Vec<(u64, f64)>], s: S) -> Result<S::Ok, S::Error> {
            v.iter()
                .map(|l| l.iter().map(|&(m, x)| (m, out(x))).collect::<Vec<_>>())
                .collect::<Vec<_>>()
                .serialize(s)
        }
        pub fn deserialize<'de, D: Deserializer<'de>>(
            d: D,
        ) -> Result<Vec<Vec<(u64, f64)>>, D::Error> {
            Ok(Vec::<Vec<(u64, Option<f64>)>>::deserialize(d)?
                .into_iter()
                .map(|l| l.into_iter().map(|(m, x)| (m, back(x))).collect())
                .collect())
        }
    }

    #[cfg(test)]
    mod tests {
        use super::super::Losses;

        /// A diverged run's losses round-trip through JSON: NaN and
        /// infinity as `null`, read back as NaN.
        #[test]
        fn non_finite_losses_are_null() {
            let l = Losses {
                loss: vec![1.5, f64::NAN, f64::INFINITY],
                micro_batch_losses: vec![vec![1.0, 2.0], vec![f64::NAN, 0.5]],
                loss_scale: Vec::new(),
                skipped: Vec::new(),
            };
            let text = serde_json::to_string(&l).unwrap();
            assert_eq!(
                text,
                r#"{"loss":[1.5,null,null],"micro_batch_losses":[[1.0,2.0],[null,0.5]]}"#
            );
            let back: Losses = serde_json::from_str(&text).unwrap();
            assert_eq!(back.loss[0], 1.5);
            assert!(back.loss[1].is_nan() && back.loss[2].is_nan());
            assert!(back.micro_batch_losses[1][0].is_nan());
        }
    }
}

/// [`IoTensor::data`]'s JSON form.
mod values {
    use serde::de::Error as _;
    use serde::ser::SerializeSeq;
    use serde::{Deserialize, Deserializer, Serializer};
    use serde_json::Value;

    pub fn serialize<S: Serializer>(data: &[f64], s: S) -> Result<S::Ok, S::Error> {
        let mut seq = s.serialize_seq(Some(data.len()))?;
        for &x in data {
            if x.is_finite() {
                seq.serialize_element(&x)?;
            } else if x.is_nan() {
                seq.serialize_element("nan")?;
            } else if x > 0.0 {
                seq.serialize_element("inf")?;
            } else {
                seq.serialize_element("-inf")?;
            }
        }
        seq.end()
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<f64>, D::Error> {
        let raw = Vec::<Value>::deserialize(d)?;
        raw.iter()
            .enumerate()
            .map(|(k, v)| match v {
                Value::Number(n) => n
                    .as_f64()
                    .ok_or_else(|| D::Error::custom(format!("element {k} ({n}) is not a number"))),
                Value::Bool(b) => Ok(*b as u8 as f64),
                Value::String(t) => match t.to_ascii_lowercase().as_str() {
                    "nan" => Ok(f64::NAN),
                    "inf" | "+inf" | "infinity" => Ok(f64::INFINITY),
                    "-inf" | "-infinity" => Ok(f64::NEG_INFINITY),
                    _ => Err(D::Error::custom(format!(
                        "element {k} ({t:?}) is neither a number nor \"nan\", \"inf\", \"-inf\""
                    ))),
                },
                other => Err(D::Error::custom(format!(
                    "element {k} ({other}) is not a number or a boolean"
                ))),
            })
            .collect()
    }
}
