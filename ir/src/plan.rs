//! A parallel execution plan: pipeline stages on mesh slices, with per-stage
//! TP/DP/recompute, a schedule, and the planner's predictions.
//!
//! Serialised as JSON (`--emit=plan --format json`) and rendered as a table
//! ([`Plan::table`]). [`Plan::verify`] enforces the invariants users of peer
//! tools most often find broken: every layer in exactly one stage and in order,
//! no empty stage, no device used twice, TP within the chip's limit, and
//! predicted memory within capacity on every device.

use crate::cluster::Cluster;
use serde::{Deserialize, Serialize};
use std::fmt::Write;

/// Pipeline schedule kinds.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ScheduleKind {
    Gpipe,
    #[serde(rename = "1f1b")]
    OneFOneB,
    #[serde(rename = "eager-1f1b")]
    Eager1F1B,
    #[serde(rename = "h-1f1b")]
    H1F1B,
}

impl std::fmt::Display for ScheduleKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            ScheduleKind::Gpipe => "gpipe",
            ScheduleKind::OneFOneB => "1f1b",
            ScheduleKind::Eager1F1B => "eager-1f1b",
            ScheduleKind::H1F1B => "h-1f1b",
        })
    }
}

/// Devices `first..first+count` (node-major numbering) of one mesh.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct MeshSlice {
    pub mesh: String,
    pub first: u32,
    pub count: u32,
}

/// One pipeline stage. When `dp > 1` the stage is replicated: `dp` replicas
/// each of `tp` devices.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Stage {
    /// Layers `first_layer..end_layer` of the model's layer sequence.
    pub first_layer: u32,
    pub end_layer: u32,
    pub chip: String,
    pub devices: MeshSlice,
    pub tp: u32,
    pub dp: u32,
    pub recompute: bool,
    /// Samples per micro-batch on this stage.
    pub micro_batch_size: u64,
    /// Micro-batches in flight at the end of warm-up (memory multiplier).
    pub warmup: u32,
}

impl Stage {
    pub fn num_layers(&self) -> u32 {
        self.end_layer.saturating_sub(self.first_layer)
    }
}

/// Predicted per-stage figures.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct StageMetrics {
    /// Forward+backward(+recompute) time of one micro-batch.
    pub compute_s: f64,
    /// Send of one micro-batch's boundary activation to the next stage.
    pub comm_s: f64,
    /// Optimizer step plus unhidden gradient synchronisation.
    pub update_s: f64,
    /// Peak memory of one device of the stage.
    pub memory_bytes: f64,
    pub capacity_bytes: f64,
}

/// Predicted iteration figures.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Prediction {
    pub iteration_s: f64,
    pub tokens_per_s: f64,
    /// HAPT eq. 25: mean stage compute / max stage compute.
    pub load_balance_eta: f64,
    pub stages: Vec<StageMetrics>,
}

/// A complete plan.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Plan {
    pub planner: String,
    pub model: String,
    pub cluster: String,
    pub num_layers: u32,
    /// Samples (sequences / images) per iteration.
    pub global_batch: u64,
    /// Tokens per sample (sequence length; 1 for non-sequence models).
    pub tokens_per_sample: u64,
    /// Micro-batches per iteration (global batch / micro-batch size); a
    /// stage with DP degree d gives each replica 1/d of them.
    pub num_micro_batches: u64,
    pub schedule: ScheduleKind,
    pub stages: Vec<Stage>,
    pub predicted: Prediction,
}

/// A broken plan invariant.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("plan {planner}: {message}")]
pub struct PlanError {
    pub planner: String,
    pub message: String,
}

impl Plan {
    /// Check the plan against the cluster it was made for.
    pub fn verify(&self, cluster: &Cluster) -> Result<(), PlanError> {
        let err = |m: String| PlanError {
            planner: self.planner.clone(),
            message: m,
        };
        if self.stages.is_empty() {
            return Err(err("has no stages".into()));
        }
        let mut next = 0;
        let mut used: Vec<(String, u32, u32)> = Vec::new();
        for (i, s) in self.stages.iter().enumerate() {
            if s.first_layer != next {
                return Err(err(format!("stage {i} starts at layer {} but layer {next} is next: layers dropped or repeated", s.first_layer)));
            }
            if s.end_layer <= s.first_layer {
                return Err(err(format!("stage {i} is empty")));
            }
            next = s.end_layer;
            let mesh = cluster
                .mesh_by_name(&s.devices.mesh)
                .ok_or_else(|| err(format!("stage {i} is on unknown mesh {:?}", s.devices.mesh)))?;
            let chip = &cluster.chips[cluster.meshes[mesh].chip];
            if chip.name != s.chip {
                return Err(err(format!(
                    "stage {i} says chip {} but mesh {} has {}",
                    s.chip, s.devices.mesh, chip.name
                )));
            }
            if s.devices.first + s.devices.count > cluster.mesh_devices(mesh) {
                return Err(err(format!(
                    "stage {i} uses devices beyond mesh {}",
                    s.devices.mesh
                )));
            }
            if s.tp == 0 || s.dp == 0 || s.tp * s.dp != s.devices.count {
                return Err(err(format!(
                    "stage {i}: tp {} × dp {} ≠ {} devices",
                    s.tp, s.dp, s.devices.count
                )));
            }
            if !s.tp.is_power_of_two() || s.tp > chip.tp_limit {
                return Err(err(format!(
                    "stage {i}: tp {} is not a power of two ≤ {}'s limit {}",
                    s.tp, chip.name, chip.tp_limit
                )));
            }
            for (m, a, b) in &used {
                if *m == s.devices.mesh
                    && s.devices.first < *b
                    && *a < s.devices.first + s.devices.count
                {
                    return Err(err(format!("stage {i} reuses devices of mesh {m}")));
                }
            }
            used.push((
                s.devices.mesh.clone(),
                s.devices.first,
                s.devices.first + s.devices.count,
            ));
            if let Some(m) = self.predicted.stages.get(i) {
                if m.memory_bytes > m.capacity_bytes {
                    return Err(err(format!(
                        "stage {i} needs {:.2} GiB per device, {} has {:.2} GiB",
                        m.memory_bytes / GIB,
                        chip.name,
                        m.capacity_bytes / GIB
                    )));
                }
            }
        }
        if next != self.num_layers {
            return Err(err(format!(
                "stages end at layer {next} of {}: layers dropped",
                self.num_layers
            )));
        }
        if self.predicted.stages.len() != self.stages.len() {
            return Err(err("predictions do not cover every stage".into()));
        }
        Ok(())
    }

    /// Human-readable table of stages and predictions.
    pub fn table(&self) -> String {
        let mut o = String::new();
        let _ = writeln!(
            o,
            "plan by {} for {} on {}: {} layers, global batch {} × {} tokens, {} micro-batches, schedule {}",
            self.planner, self.model, self.cluster, self.num_layers, self.global_batch, self.tokens_per_sample, self.num_micro_batches, self.schedule
        );
        let _ = writeln!(
            o,
            "{:>5}  {:<12} {:<16} {:>3} {:>4} {:>9} {:>6} {:>4} {:>5} {:>6} {:>11} {:>11} {:>9}",
            "stage",
            "chip",
            "mesh slice",
            "tp",
            "dp",
            "layers",
            "#lay",
            "rc",
            "mb",
            "warmup",
            "compute/mb",
            "memory",
            "capacity"
        );
        for (i, s) in self.stages.iter().enumerate() {
            let m = &self.predicted.stages[i];
            let _ = writeln!(
                o,
                "{:>5}  {:<12} {:<16} {:>3} {:>4} {:>9} {:>6} {:>4} {:>5} {:>6} {:>11} {:>11} {:>9}",
                i,
                s.chip,
                format!("{}[{}..{}]", s.devices.mesh, s.devices.first, s.devices.first + s.devices.count),
                s.tp,
                s.dp,
                format!("{}..{}", s.first_layer, s.end_layer),
                s.num_layers(),
                if s.recompute { "yes" } else { "no" },
                s.micro_batch_size,
                s.warmup,
                fmt_time(m.compute_s),
                format!("{:.2} GiB", m.memory_bytes / GIB),
                format!("{:.1} GiB", m.capacity_bytes / GIB),
            );
        }
        let _ = writeln!(
            o,
            "predicted iteration {}  throughput {:.1} tokens/s  load balance eta {:.3}",
            fmt_time(self.predicted.iteration_s),
            self.predicted.tokens_per_s,
            self.predicted.load_balance_eta
        );
        o
    }
}

const GIB: f64 = (1u64 << 30) as f64;

/// Format seconds with a unit that keeps 4 significant digits.
pub fn fmt_time(s: f64) -> String {
    if s >= 1.0 {
        format!("{s:.3} s")
    } else if s >= 1e-3 {
        format!("{:.3} ms", s * 1e3)
    } else {
        format!("{:.3} us", s * 1e6)
    }
}

/// One compute op of a stage: the forward or backward of a micro-batch.
/// The index is 0-based within the micro-batches handed to [`stage_order`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    Forward(u32),
    Backward(u32),
}

/// Per-stage op order for `micro_batches` micro-batches with `warmup`
/// forward launches: `F0..F(w−1)`, then alternately `B(j)`, `F(w+j)` while
/// forwards remain, then the remaining backwards in order. With
/// `warmup ≥ micro_batches` this is gpipe's all-forwards-then-all-backwards.
///
/// `warmup` is clamped to `1..=micro_batches` (a backward cannot precede its
/// own forward); zero micro-batches give an empty order.
pub fn stage_order(warmup: u32, micro_batches: u64) -> Vec<Step> {
    let n = micro_batches.min(u64::from(u32::MAX)) as u32;
    if n == 0 {
        return Vec::new();
    }
    let w = warmup.clamp(1, n);
    let mut order = Vec::with_capacity(2 * n as usize);
    order.extend((0..w).map(Step::Forward));
    for j in 0..n {
        order.push(Step::Backward(j));
        if let Some(f) = w.checked_add(j).filter(|&f| f < n) {
            order.push(Step::Forward(f));
        }
    }
    order
}

#[cfg(test)]
mod tests {
    use super::*;
    use Step::{Backward as B, Forward as F};

    #[test]
    fn orders_written_out() {
        // w = 2, 4 micro-batches: F0 F1, then B0 F2, B1 F3, then B2 B3.
        assert_eq!(
            stage_order(2, 4),
            vec![F(0), F(1), B(0), F(2), B(1), F(3), B(2), B(3)]
        );
        // w = 1, 3 micro-batches: F0, B0 F1, B1 F2, B2.
        assert_eq!(stage_order(1, 3), vec![F(0), B(0), F(1), B(1), F(2), B(2)]);
        // w ≥ n (gpipe): all forwards, then all backwards.
        assert_eq!(stage_order(5, 3), vec![F(0), F(1), F(2), B(0), B(1), B(2)]);
        // w = 0 is clamped to 1.
        assert_eq!(stage_order(0, 2), vec![F(0), B(0), F(1), B(1)]);
        assert!(stage_order(3, 0).is_empty());
    }
}
