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
    /// Row-major values.
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
    pub losses: Vec<Vec<(u64, f64)>>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub loss_scale: Vec<f64>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub skipped: Vec<usize>,
}

/// The merged losses of a training run.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Losses {
    /// Mean over the micro-batches, per step.
    pub loss: Vec<f64>,
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
