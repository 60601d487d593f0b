//! The ideal bound on an iteration and where a plan's device time goes
//! against it.
//!
//! The bound: the global batch over the cluster's aggregate throughput,
//! where a device's throughput is the samples per second it reaches running
//! the whole model's kernels alone (forward + backward at the micro-batch
//! size, TP 1, no communication, no memory limit). No plan reaches it: every
//! plan pays pipeline fill, links, gradient syncs and updates on top, and
//! devices the plan leaves out count against it.
//!
//! [`capacity_breakdown`] splits a simulated plan's device time, each
//! device weighted by its throughput (so an idle A100 counts more than an
//! idle V100), into the share that did the bound's work and the shares lost
//! to idle devices, TP all-reduces, unsplit ops and recomputation, updates and waiting. The
//! useful share is close to `bound / iteration` (exactly equal when every
//! chip type spends the same fraction of its whole-model time on each
//! layer).

use super::PlanOptions;
use crate::cost::layer_time_profiled;
use crate::simulate::{SimInput, SimReport};
use crate::Workload;
use hetc_ir::{ChipTypeId, Cluster, Plan};

/// Per chip type, the TP-1 step time of each layer at the micro-batch size
/// (forward + backward, no recompute).
fn layer_steps(w: &Workload, cluster: &Cluster, opts: &PlanOptions, chip: ChipTypeId) -> Vec<f64> {
    let params = opts.cost_params();
    let mbs = opts.micro_batch_size.max(1);
    let chip = &cluster.chips[chip];
    w.layers
        .iter()
        .map(|l| {
            layer_time_profiled(l, chip, w.dtype, 1, mbs, &params, opts.profile.as_deref())
                .step_s(false)
        })
        .collect()
}

/// Samples per second one device of the chip type reaches alone, given its
/// whole-model step time; 0 where the chip cannot run the model's dtype.
fn rate(whole_step_s: f64, opts: &PlanOptions) -> f64 {
    if whole_step_s > 0.0 && whole_step_s.is_finite() {
        opts.micro_batch_size.max(1) as f64 / whole_step_s
    } else {
        0.0
    }
}

/// The ideal bound on the iteration time (module docs), in seconds.
pub fn ideal_iteration_s(workload: &Workload, cluster: &Cluster, opts: &PlanOptions) -> f64 {
    let total: f64 = cluster
        .meshes
        .iter()
        .map(|(id, m)| {
            let whole: f64 = layer_steps(workload, cluster, opts, m.chip).iter().sum();
            cluster.mesh_devices(id) as f64 * rate(whole, opts)
        })
        .sum();
    opts.global_batch as f64 / total
}

/// A plan's throughput-weighted device time over one simulated iteration,
/// as fractions that sum to 1.
#[derive(Clone, Debug, PartialEq)]
pub struct CapacityBreakdown {
    /// The bound's work: each stage's layers at TP-1 speed, for every
    /// sample of the global batch.
    pub useful: f64,
    /// Devices no stage uses, for the whole iteration.
    pub idle_devices: f64,
    /// Busy time beyond the useful work: TP all-reduces (not overlapped
    /// with compute), ops TP cannot split running whole on every rank,
    /// kernels less efficient on a shard, recomputation.
    pub extra_compute: f64,
    /// Gradient synchronisation and the optimizer step.
    pub update: f64,
    /// The rest: pipeline fill and drain, transfers not hidden behind
    /// compute, stages waiting on slower ones.
    pub waiting: f64,
    /// Per chip type with idle devices: name, idle devices, devices.
    pub idle_by_chip: Vec<(String, u32, u32)>,
}

/// Split the simulated plan's device time (module docs). `input` and
/// `report` are the plan's simulation ([`super::Evaluator::sim_input`],
/// [`crate::simulate::simulate`]).
pub fn capacity_breakdown(
    workload: &Workload,
    cluster: &Cluster,
    opts: &PlanOptions,
    plan: &Plan,
    input: &SimInput,
    report: &SimReport,
) -> Result<CapacityBreakdown, String> {
    if plan.stages.len() != input.stages.len() || plan.stages.len() != report.stages.len() {
        return Err(format!(
            "the plan has {} stages but its simulation {} / {}",
            plan.stages.len(),
            input.stages.len(),
            report.stages.len()
        ));
    }
    let t = report.iteration_s;
    if !(t > 0.0 && t.is_finite()) {
        return Err(format!("the simulated iteration is {t} s"));
    }
    let batch = opts.global_batch as f64;
    let mbs = opts.micro_batch_size.max(1) as f64;
    let mut steps: Vec<(ChipTypeId, Vec<f64>, f64)> = Vec::new();
    let mut steps_of = |chip: ChipTypeId| -> (Vec<f64>, f64) {
        if let Some((_, s, w)) = steps.iter().find(|(c, _, _)| *c == chip) {
            return (s.clone(), *w);
        }
        let s = layer_steps(workload, cluster, opts, chip);
        let whole = s.iter().sum();
        steps.push((chip, s.clone(), whole));
        (s, whole)
    };
    let mut used = vec![0u32; cluster.meshes.len()];
    let (mut useful, mut extra, mut update, mut waiting) = (0.0, 0.0, 0.0, 0.0);
    for (i, s) in plan.stages.iter().enumerate() {
        let mesh = cluster.mesh_by_name(&s.devices.mesh).ok_or_else(|| {
            format!(
                "stage {i} is on mesh {}, not in the cluster",
                s.devices.mesh
            )
        })?;
        let chip = cluster.meshes[mesh].chip;
        let (layer, whole) = steps_of(chip);
        let r = rate(whole, opts);
        let range = s.first_layer as usize..s.end_layer as usize;
        let own = layer
            .get(range)
            .ok_or_else(|| format!("stage {i} covers layers beyond the model's {}", layer.len()))?;
        let devices = f64::from(s.tp) * f64::from(s.dp);
        used[mesh.as_u32() as usize] += s.tp * s.dp;
        // Per device of the stage, seconds: the useful share of the batch,
        // the busy time and the update.
        let useful_s = batch / mbs * own.iter().sum::<f64>() / devices;
        let busy_s = report.stages[i].compute_s;
        let update_s = input.stages[i].update_s;
        let w = devices * r;
        useful += w * useful_s;
        extra += w * (busy_s - useful_s);
        update += w * update_s;
        waiting += w * (t - busy_s - update_s);
    }
    let mut idle = 0.0;
    let mut idle_by_chip: Vec<(String, u32, u32)> = Vec::new();
    let mut capacity = 0.0;
    for (id, m) in cluster.meshes.iter() {
        let (_, whole) = steps_of(m.chip);
        let r = rate(whole, opts);
        let n = cluster.mesh_devices(id);
        capacity += f64::from(n) * r * t;
        let left = n.saturating_sub(used[id.as_u32() as usize]);
        idle += f64::from(left) * r * t;
        let name = &cluster.chips[m.chip].name;
        match idle_by_chip.iter_mut().find(|(c, _, _)| c == name) {
            Some(e) => {
                e.1 += left;
                e.2 += n;
            }
            None => idle_by_chip.push((name.clone(), left, n)),
        }
    }
    idle_by_chip.retain(|e| e.1 > 0);
    if capacity <= 0.0 || !capacity.is_finite() {
        return Err("no chip of the cluster can run the model's dtype".into());
    }
    Ok(CapacityBreakdown {
        useful: useful / capacity,
        idle_devices: idle / capacity,
        extra_compute: extra / capacity,
        update: update / capacity,
        waiting: waiting / capacity,
        idle_by_chip,
    })
}

impl CapacityBreakdown {
    /// One line: `useful 49.3%, idle devices 30.1% (V100 32 of 32), …`.
    pub fn line(&self) -> String {
        // Rounding noise must not print as "-0.0%".
        let pct = |x: f64| format!("{:.1}%", if x.abs() < 5e-4 { 0.0 } else { x * 100.0 });
        let idle = if self.idle_by_chip.is_empty() {
            String::new()
        } else {
            format!(
                " ({})",
                self.idle_by_chip
                    .iter()
                    .map(|(c, k, n)| format!("{c} {k} of {n}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        };
        format!(
            "useful work {}, idle devices {}{idle}, TP all-reduces + unsplit ops + recompute {}, gradient sync + optimizer {}, waiting {} (fill/drain, exposed transfers, imbalance)",
            pct(self.useful),
            pct(self.idle_devices),
            pct(self.extra_compute),
            pct(self.update),
            pct(self.waiting)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plan::test_fixtures::layer;
    use crate::plan::{build_plan, Evaluator, StageSpec};
    use crate::simulate::simulate;
    use hetc_ir::{DType, MeshId};

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() <= 1e-9 * a.abs().max(b.abs()).max(1e-12)
    }

    // Chip X: 100 TFLOP/s × 0.5; chip Y: a quarter of that. One device per
    // node, one node of Y only when `slow` is set.
    fn cluster(x_nodes: u32, slow: bool) -> Cluster {
        let chip = |name: &str, tflops: f64| {
            format!(
                "[[chip]]\nname = \"{name}\"\nvendor = \"nvidia\"\npeak_tflops = {{ f16 = {tflops} }}\nmemory_gib = 16.0\nhbm_gb_s = 1000.0\nefficiency = 0.5\ndevices_per_node = 1\nintra_node_gb_s = 100.0\ntp_limit = 1\nnics_per_node = 1\nnic_gbit_s = 100.0\n"
            )
        };
        let mut t = format!(
            "name = \"t\"\n{}[[mesh]]\nname = \"x\"\nchip = \"X\"\nnodes = {x_nodes}\n",
            chip("X", 100.0)
        );
        if slow {
            t += &chip("Y", 25.0);
            t += "[[mesh]]\nname = \"y\"\nchip = \"Y\"\nnodes = 1\n[[link]]\nbetween = [\"x\", \"y\"]\ngbit_s = 100.0\n";
        }
        Cluster::from_toml(&t).unwrap()
    }

    fn workload() -> Workload {
        Workload {
            model: "two".into(),
            layers: vec![layer("a", 5e11), layer("b", 1e12)],
            tokens_per_sample: 100,
            dtype: DType::F16,
        }
    }

    fn one_stage() -> Vec<StageSpec> {
        vec![StageSpec {
            first_layer: 0,
            end_layer: 2,
            mesh: MeshId::from_u32(0),
            first_device: 0,
            tp: 1,
            dp: 1,
            recompute: false,
        }]
    }

    fn breakdown(c: &Cluster, specs: &[StageSpec]) -> (CapacityBreakdown, f64) {
        let (w, opts) = (workload(), PlanOptions::new(4));
        let plan = build_plan("t", &w, c, specs, &opts).unwrap();
        let input = Evaluator::new(&w, c, &opts)
            .unwrap()
            .sim_input(&plan)
            .unwrap();
        let report = simulate(&input).unwrap();
        let b = capacity_breakdown(&w, c, &opts, &plan, &input, &report).unwrap();
        let sum = b.useful + b.idle_devices + b.extra_compute + b.update + b.waiting;
        assert!(close(sum, 1.0), "{b:?} sums to {sum}");
        (b, report.iteration_s)
    }

    #[test]
    fn ideal_bound_by_hand() {
        // X runs a sample in 3 × (10 + 20) ms = 90 ms; Y in 360 ms.
        let w = workload();
        let opts = PlanOptions::new(4);
        assert!(close(
            ideal_iteration_s(&w, &cluster(2, false), &opts),
            4.0 * 0.09 / 2.0
        ));
        let rate = 2.0 / 0.09 + 1.0 / 0.36;
        assert!(close(
            ideal_iteration_s(&w, &cluster(2, true), &opts),
            4.0 / rate
        ));
    }

    #[test]
    fn one_device_of_two_leaves_half_the_capacity_idle() {
        let (b, t) = breakdown(&cluster(2, false), &one_stage());
        // 4 samples × 90 ms on device 0, then the update of 2e6 params ×
        // 28 B at 1 TB/s; device 1 idle throughout.
        let u = 2e6 * 28.0 / 1e12;
        assert!(close(t, 0.36 + u), "{t}");
        assert!(close(b.idle_devices, 0.5));
        assert!(close(b.useful, 0.36 / (2.0 * t)));
        assert!(close(b.update, u / (2.0 * t)));
        assert!(
            b.extra_compute.abs() < 1e-12 && b.waiting.abs() < 1e-12,
            "{b:?}"
        );
        assert_eq!(b.idle_by_chip, [("X".to_string(), 1, 2)]);
        assert!(
            b.line().contains("idle devices 50.0% (X 1 of 2)"),
            "{}",
            b.line()
        );
    }

    #[test]
    fn idle_devices_weigh_by_their_throughput() {
        // A slow Y device (a quarter of X's rate) left idle is a fifth of
        // the capacity of X + Y.
        let (b, t) = breakdown(&cluster(1, true), &one_stage());
        assert!(close(b.idle_devices, 0.25 / 1.25));
        assert!(close(b.useful, 0.8 * 0.36 / t));
        assert_eq!(b.idle_by_chip, [("Y".to_string(), 1, 1)]);
    }

    #[test]
    fn a_pipeline_waits_on_its_slower_stage() {
        // Stage 0 (30 ms per micro-batch) waits on stage 1 (60 ms): its
        // device idles at least 4 × 30 ms of the iteration.
        let specs = [
            StageSpec {
                end_layer: 1,
                ..one_stage()[0]
            },
            StageSpec {
                first_layer: 1,
                first_device: 1,
                ..one_stage()[0]
            },
        ];
        let (b, t) = breakdown(&cluster(2, false), &specs);
        assert_eq!(b.idle_devices, 0.0);
        assert!(close(b.useful, 0.36 / (2.0 * t)));
        assert!(b.waiting >= 0.12 / (2.0 * t), "{b:?}");
    }
}
