//! A discrete-event pipeline simulator over HAPT's DAG (§4.2.1); its
//! timeline is rendered by [`crate::render`] (SVG, Chrome trace).
//!
//! Establishes, for one training iteration of a pipeline of stages (each
//! possibly replicated into data-parallel *lanes*), the start and end of every
//! forward, backward, send and optimizer update, and from them the iteration
//! time, per-stage busy/idle/in-flight figures, the communication overlap
//! ratio and the load-balance metric η (HAPT eq. 25).
//!
//! Semantics (the DAG; every node starts at the max of its predecessors'
//! ends, the first nodes at 0):
//! * Stage `s` has `lanes_s` lanes; micro-batch `m` runs on lane
//!   `m mod lanes_s`. A lane runs its compute ops one at a time in the order
//!   [`stage_order`]`(warmup[s], micro_batches / lanes_s)`, whose local
//!   indices `k` map to the lane's micro-batches `m = lane + k·lanes_s`
//!   (ascending).
//! * `F(m,s)` for `s > 0` needs the forward send `C^F(m,s−1)` done.
//! * `C^F(m,s)` (stage `s` to `s+1`, duration `stages[s].comm_s`) starts
//!   after `F(m,s)` and after the previous send on the same channel. A
//!   channel is (sender stage, sender lane, direction); sends go in the order
//!   the sender issues them (ascending micro-batch).
//! * `B(m,s)` needs `F(m,s)` done and, for `s < S−1`, the backward send
//!   `C^B(m,s)` done; `C^B(m,s)` is sent by stage `s+1`'s lane of `m` after
//!   `B(m,s+1)`, takes `stages[s].comm_s · lanes_{s+1} / lanes_s` (`comm_s`
//!   is a forward sender lane's time with the link's bandwidth shared by the
//!   `lanes_s` sending replicas; backward, `lanes_{s+1}` replicas share it),
//!   and is serialised on that sender's backward channel.
//! * Links are full duplex: forward and backward channels are independent,
//!   and every lane has its own channels (lanes never contend for a link).
//! * Each lane runs the stage's `update_s` after its last backward. The
//!   iteration time is the latest end of any event.
//!
//! Reported figures:
//! * `compute_s`: busy time of the stage's busiest lane; `idle_s`:
//!   iteration − compute − update on that lane; `comm_s`: busy time of the
//!   sends the stage issues (forward to `s+1` plus backward to `s−1`) on its
//!   busiest lane;
//! * `peak_in_flight`: max over the lane's op order of (#F done − #B done),
//!   max over lanes; `peak_memory_bytes = param_bytes + peak·act_bytes`;
//! * overlap ratio: over all links, 1 − exposed / busy, where a link's busy
//!   time is the union of its send intervals (all channels) and the exposed
//!   part is the busy time during which neither endpoint stage computes on
//!   any lane; 1 when nothing is sent;
//! * η = 1 − Σ_d (td_max − td_d)·P_d / (td_max·Σ_d P_d) over devices, where a
//!   device's `td` is the compute busy time of its lane and `P` its peak
//!   FLOP/s (1 when nothing computes).
//!
//! Assumes the inputs are per micro-batch and per lane (TP already folded
//! into the times, recomputation into `bwd_s`). Inputs are validated: an
//! empty pipeline, zero micro-batches, a warm-up list of the wrong length, a
//! zero warm-up, zero lanes or devices, micro-batches not divisible by a
//! stage's lanes, and negative or non-finite times/bytes/FLOPs are errors
//! naming the stage and field. A schedule that can never finish (e.g. a
//! stage with a larger warm-up than the stage before it) is reported as a
//! deadlock naming the stuck ops.
//!
//! For planners ranking many candidates: [`iteration_s`] gives the same
//! iteration time from the pipeline reduced by the lanes' common divisor
//! (the lanes split into independent identical pipelines), and
//! [`estimate_iteration_s`] a closed-form estimate of it in O(stages).
//!
//! Deliberately does not model data-parallel gradient all-reduce, link
//! latency separately from transfer time, contention between lanes on a
//! shared link, or memory beyond parameters plus in-flight activations.
//! Output is deterministic: events are sorted by time and identity, numbers
//! in the SVG are printed with fixed precision, JSON keys keep insertion
//! order.

use crate::schedule::{stage_order, ScheduleKind, Step};
use serde::{Deserialize, Serialize};
use smallvec::SmallVec;

pub use crate::render::chrome_trace::chrome_trace;
pub use crate::render::svg::timeline_svg;

/// One pipeline stage as the simulator sees it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SimStage {
    /// Forward of one micro-batch on one lane, seconds.
    pub fwd_s: f64,
    /// Backward of one micro-batch on one lane (recompute folded in).
    pub bwd_s: f64,
    /// Transfer of one micro-batch's activation (and, backward, its
    /// gradient) to/from the next stage, per direction; ignored on the last
    /// stage.
    pub comm_s: f64,
    /// Data-parallel replicas of the stage (≥ 1); micro-batch `m` runs on
    /// lane `m % lanes`; each lane has its own channels to the next stage.
    pub lanes: u32,
    /// Devices of one lane (TP degree), for η.
    pub devices_per_lane: u32,
    /// Peak FLOP/s per device, for η (eq. 25).
    pub peak_flops: f64,
    /// Optimizer step after the lane's last backward.
    pub update_s: f64,
    /// Parameter bytes per device.
    pub param_bytes: f64,
    /// Activation bytes kept per in-flight micro-batch per device.
    pub act_bytes: f64,
    /// Human label, e.g. `stage 0 · A100 ×2`.
    pub label: String,
}

/// A pipeline to simulate.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SimInput {
    pub stages: Vec<SimStage>,
    /// Micro-batches per iteration, global (split over each stage's lanes).
    pub micro_batches: u64,
    /// Warm-up forward launches per stage lane, from
    /// [`crate::schedule::warmup_counts`].
    pub warmup: Vec<u32>,
    /// The schedule the warm-ups came from (informational: the order is
    /// fully determined by `warmup`).
    pub schedule: ScheduleKind,
    /// Stages whose updates wait for one another: a gradient sync whose
    /// group spans them (a weight two stages share, as GPT-2's tied token
    /// embedding and LM head) ends only when the last of them has run its
    /// last backward, so every lane of a group's stages starts its update
    /// after every such lane's last backward. Empty: each stage's update
    /// follows its own lane's last backward only.
    #[serde(default)]
    pub synced_updates: Vec<Vec<usize>>,
}

/// Measured durations of every micro-batch's forward and backward, per
/// stage (`fwd_s[stage][micro_batch]`, seconds on one lane), in place of
/// the stages' uniform [`SimStage::fwd_s`] and [`SimStage::bwd_s`]: for
/// replaying a run whose micro-batches did not all take the same time
/// (`hetc bench pipeline`: on a shared host a pipeline's fill and drain
/// run beside other ranks' work).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct MicroBatchTimes {
    pub fwd_s: Vec<Vec<f64>>,
    pub bwd_s: Vec<Vec<f64>>,
}

/// What an [`Event`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EventKind {
    Forward,
    Backward,
    /// Activation of a micro-batch from `stage` to `stage + 1`.
    SendForward,
    /// Gradient of a micro-batch from `stage` to `stage − 1`.
    SendBackward,
    Update,
}

impl EventKind {
    fn rank(self) -> u8 {
        match self {
            EventKind::Forward => 0,
            EventKind::Backward => 1,
            EventKind::SendForward => 2,
            EventKind::SendBackward => 3,
            EventKind::Update => 4,
        }
    }

    /// The short name timelines label an event with.
    pub fn short(self) -> &'static str {
        match self {
            EventKind::Forward => "F",
            EventKind::Backward => "B",
            EventKind::SendForward => "send F",
            EventKind::SendBackward => "send B",
            EventKind::Update => "update",
        }
    }
}

/// One timed op. Sends carry the *sender* stage and lane; `micro_batch` is
/// global (0 for updates).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Event {
    pub stage: u32,
    pub lane: u32,
    pub kind: EventKind,
    pub micro_batch: u32,
    pub start_s: f64,
    pub end_s: f64,
}

/// Per-stage figures of one iteration (see the module doc).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct StageReport {
    pub compute_s: f64,
    pub comm_s: f64,
    pub idle_s: f64,
    pub peak_in_flight: u32,
    pub peak_memory_bytes: f64,
}

/// The simulated iteration.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SimReport {
    pub iteration_s: f64,
    pub stages: Vec<StageReport>,
    pub overlap_ratio: f64,
    pub load_balance_eta: f64,
    pub events: Vec<Event>,
}

/// Why an input cannot be simulated, naming the stage and field.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum SimError {
    #[error("stages is empty; need at least one stage")]
    NoStages,
    #[error("micro_batches is 0; need at least 1")]
    NoMicroBatches,
    #[error("micro_batches is {0}; at most {max} are supported", max = u32::MAX / 2)]
    TooManyMicroBatches(u64),
    #[error("warmup has {given} entries but there are {stages} stages")]
    WarmupEntries { given: usize, stages: usize },
    /// A stage's field out of its range: `need` says what it must be.
    #[error("stage {stage}: {field} is {value}; {need}")]
    Field {
        stage: usize,
        field: &'static str,
        value: f64,
        need: &'static str,
    },
    #[error("stage {stage}: micro_batches ({micro_batches}) is not divisible by lanes ({lanes})")]
    LanesDivide {
        stage: usize,
        micro_batches: u64,
        lanes: u32,
    },
    #[error("synced_updates names stage {stage}; there are {stages} stages")]
    SyncedStage { stage: usize, stages: usize },
    /// [`MicroBatchTimes`] whose shape is not the input's.
    #[error("times: {what} has {given} entries; the input has {need}")]
    TimesShape {
        what: String,
        given: usize,
        need: usize,
    },
    /// Ops that never start, as `stage S lane L at F3`.
    #[error(
        "the schedule deadlocks: {} never start (check warmup: a stage must not launch \
         more warm-up forwards than the stage before it)",
        stuck.join(", ")
    )]
    Deadlock { stuck: Vec<String> },
}

fn check_nonneg(stage: usize, field: &'static str, value: f64) -> Result<(), SimError> {
    if value.is_finite() && value >= 0.0 {
        Ok(())
    } else {
        Err(SimError::Field {
            stage,
            field,
            value,
            need: "must be a finite number ≥ 0",
        })
    }
}

fn check_positive(stage: usize, field: &'static str, value: u32) -> Result<(), SimError> {
    if value > 0 {
        Ok(())
    } else {
        Err(SimError::Field {
            stage,
            field,
            value: 0.0,
            need: "need at least 1",
        })
    }
}

fn validate(input: &SimInput) -> Result<(), SimError> {
    let n = input.stages.len();
    if n == 0 {
        return Err(SimError::NoStages);
    }
    if input.micro_batches == 0 {
        return Err(SimError::NoMicroBatches);
    }
    if input.micro_batches > u64::from(u32::MAX / 2) {
        return Err(SimError::TooManyMicroBatches(input.micro_batches));
    }
    if input.warmup.len() != n {
        return Err(SimError::WarmupEntries {
            given: input.warmup.len(),
            stages: n,
        });
    }
    for group in &input.synced_updates {
        if let Some(&s) = group.iter().find(|&&s| s >= n) {
            return Err(SimError::SyncedStage {
                stage: s,
                stages: n,
            });
        }
    }
    for (i, st) in input.stages.iter().enumerate() {
        check_nonneg(i, "fwd_s", st.fwd_s)?;
        check_nonneg(i, "bwd_s", st.bwd_s)?;
        if i + 1 < n {
            check_nonneg(i, "comm_s", st.comm_s)?;
        }
        check_nonneg(i, "update_s", st.update_s)?;
        check_nonneg(i, "param_bytes", st.param_bytes)?;
        check_nonneg(i, "act_bytes", st.act_bytes)?;
        if !(st.peak_flops.is_finite() && st.peak_flops > 0.0) {
            return Err(SimError::Field {
                stage: i,
                field: "peak_flops",
                value: st.peak_flops,
                need: "must be a finite number > 0",
            });
        }
        check_positive(i, "lanes", st.lanes)?;
        check_positive(i, "devices_per_lane", st.devices_per_lane)?;
        if input.micro_batches % u64::from(st.lanes) != 0 {
            return Err(SimError::LanesDivide {
                stage: i,
                micro_batches: input.micro_batches,
                lanes: st.lanes,
            });
        }
        check_positive(i, "warmup", input.warmup[i])?;
    }
    Ok(())
}

#[derive(Clone, Copy)]
struct Node {
    kind: EventKind,
    stage: u32,
    lane: u32,
    mb: u32,
    dur: f64,
}

/// The DAG of one iteration: nodes, their predecessors, and the compute
/// order of every lane (`lane_ops[s][l]`).
struct Dag {
    nodes: Vec<Node>,
    preds: Vec<SmallVec<[u32; 3]>>,
    lane_ops: Vec<Vec<Vec<u32>>>,
    updates: Vec<Vec<u32>>,
    /// `sends[s]`: forward and backward sends over link `s → s+1`.
    sends: Vec<Vec<u32>>,
}

impl Dag {
    fn add(&mut self, node: Node) -> u32 {
        self.nodes.push(node);
        self.preds.push(SmallVec::new());
        (self.nodes.len() - 1) as u32
    }

    fn build(input: &SimInput, times: Option<&MicroBatchTimes>) -> Dag {
        let n_st = input.stages.len();
        let nb = input.micro_batches as usize;
        let mut dag = Dag {
            nodes: Vec::new(),
            preds: Vec::new(),
            lane_ops: Vec::with_capacity(n_st),
            updates: Vec::with_capacity(n_st),
            sends: vec![Vec::new(); n_st.saturating_sub(1)],
        };
        let mut fwd = vec![vec![0u32; nb]; n_st];
        let mut bwd = vec![vec![0u32; nb]; n_st];
        // Phase 1: nodes.
        for (s, st) in input.stages.iter().enumerate() {
            let lanes = st.lanes;
            let per_lane = input.micro_batches / u64::from(lanes);
            let mut lanes_ops = Vec::with_capacity(lanes as usize);
            let mut ups = Vec::with_capacity(lanes as usize);
            for l in 0..lanes {
                let mut ops = Vec::new();
                for step in stage_order(input.warmup[s], per_lane) {
                    let (kind, k, dur) = match step {
                        Step::Forward(k) => (EventKind::Forward, k, st.fwd_s),
                        Step::Backward(k) => (EventKind::Backward, k, st.bwd_s),
                    };
                    let m = l + k * lanes;
                    let dur = match (times, kind) {
                        (Some(t), EventKind::Forward) => t.fwd_s[s][m as usize],
                        (Some(t), _) => t.bwd_s[s][m as usize],
                        (None, _) => dur,
                    };
                    let id = dag.add(Node {
                        kind,
                        stage: s as u32,
                        lane: l,
                        mb: m,
                        dur,
                    });
                    match kind {
                        EventKind::Forward => fwd[s][m as usize] = id,
                        _ => bwd[s][m as usize] = id,
                    }
                    ops.push(id);
                }
                ups.push(dag.add(Node {
                    kind: EventKind::Update,
                    stage: s as u32,
                    lane: l,
                    mb: 0,
                    dur: st.update_s,
                }));
                lanes_ops.push(ops);
            }
            dag.lane_ops.push(lanes_ops);
            dag.updates.push(ups);
        }
        let mut cf = vec![vec![0u32; nb]; n_st.saturating_sub(1)];
        let mut cb = vec![vec![0u32; nb]; n_st.saturating_sub(1)];
        for s in 0..n_st.saturating_sub(1) {
            let c = input.stages[s].comm_s;
            let (la, lb) = (input.stages[s].lanes, input.stages[s + 1].lanes);
            for m in 0..nb as u32 {
                let f = dag.add(Node {
                    kind: EventKind::SendForward,
                    stage: s as u32,
                    lane: m % la,
                    mb: m,
                    dur: c,
                });
                let b = dag.add(Node {
                    kind: EventKind::SendBackward,
                    stage: s as u32 + 1,
                    lane: m % lb,
                    mb: m,
                    dur: c * lb as f64 / la as f64,
                });
                cf[s][m as usize] = f;
                cb[s][m as usize] = b;
                dag.sends[s].push(f);
                dag.sends[s].push(b);
            }
        }
        // Phase 2: edges.
        for s in 0..n_st {
            for (l, ops) in dag.lane_ops[s].iter().enumerate() {
                for w in ops.windows(2) {
                    dag.preds[w[1] as usize].push(w[0]);
                }
                if let Some(&last) = ops.last() {
                    dag.preds[dag.updates[s][l] as usize].push(last);
                }
            }
            for m in 0..nb {
                if s > 0 {
                    dag.preds[fwd[s][m] as usize].push(cf[s - 1][m]);
                }
                dag.preds[bwd[s][m] as usize].push(fwd[s][m]);
                if s + 1 < n_st {
                    dag.preds[bwd[s][m] as usize].push(cb[s][m]);
                }
            }
        }
        // A sync across stages: each member's updates wait for every
        // member lane's last op.
        for group in &input.synced_updates {
            let lasts: Vec<u32> = group
                .iter()
                .flat_map(|&t| dag.lane_ops[t].iter().filter_map(|ops| ops.last().copied()))
                .collect();
            for &s in group {
                for (l, ops) in dag.lane_ops[s].iter().enumerate() {
                    let own = ops.last().copied();
                    for &p in &lasts {
                        let u = dag.updates[s][l] as usize;
                        if Some(p) != own && !dag.preds[u].contains(&p) {
                            dag.preds[u].push(p);
                        }
                    }
                }
            }
        }
        for s in 0..n_st.saturating_sub(1) {
            let (la, lb) = (
                input.stages[s].lanes as usize,
                input.stages[s + 1].lanes as usize,
            );
            for m in 0..nb {
                dag.preds[cf[s][m] as usize].push(fwd[s][m]);
                if m >= la {
                    dag.preds[cf[s][m] as usize].push(cf[s][m - la]);
                }
                dag.preds[cb[s][m] as usize].push(bwd[s + 1][m]);
                if m >= lb {
                    dag.preds[cb[s][m] as usize].push(cb[s][m - lb]);
                }
            }
        }
        dag
    }

    /// Topological evaluation: start = max of predecessors' ends. Returns
    /// `(start, end)` per node, or a deadlock error naming the stuck ops.
    fn evaluate(&self) -> Result<Vec<(f64, f64)>, SimError> {
        let n = self.nodes.len();
        let mut indeg = vec![0u32; n];
        let mut succs: Vec<SmallVec<[u32; 3]>> = vec![SmallVec::new(); n];
        for (v, ps) in self.preds.iter().enumerate() {
            indeg[v] = ps.len() as u32;
            for &p in ps {
                succs[p as usize].push(v as u32);
            }
        }
        let mut times = vec![(f64::NAN, f64::NAN); n];
        let mut ready: Vec<u32> = (0..n as u32).filter(|&v| indeg[v as usize] == 0).collect();
        let mut done = 0usize;
        while let Some(v) = ready.pop() {
            let v = v as usize;
            let start = self.preds[v]
                .iter()
                .map(|&p| times[p as usize].1)
                .fold(0.0, f64::max);
            times[v] = (start, start + self.nodes[v].dur);
            done += 1;
            for &w in &succs[v] {
                indeg[w as usize] -= 1;
                if indeg[w as usize] == 0 {
                    ready.push(w);
                }
            }
        }
        if done == n {
            return Ok(times);
        }
        let mut stuck = Vec::new();
        for lanes in &self.lane_ops {
            for ops in lanes {
                if let Some(&v) = ops.iter().find(|&&v| indeg[v as usize] > 0) {
                    let node = self.nodes[v as usize];
                    stuck.push(format!(
                        "stage {} lane {} at {}{}",
                        node.stage,
                        node.lane,
                        node.kind.short(),
                        node.mb
                    ));
                }
            }
        }
        Err(SimError::Deadlock { stuck })
    }
}

/// Sorted, merged union of intervals.
fn union(mut iv: Vec<(f64, f64)>) -> Vec<(f64, f64)> {
    iv.retain(|&(a, b)| b > a);
    iv.sort_by(|x, y| x.0.total_cmp(&y.0).then(x.1.total_cmp(&y.1)));
    let mut out: Vec<(f64, f64)> = Vec::with_capacity(iv.len());
    for (a, b) in iv {
        match out.last_mut() {
            Some(last) if a <= last.1 => last.1 = last.1.max(b),
            _ => out.push((a, b)),
        }
    }
    out
}

fn measure(iv: &[(f64, f64)]) -> f64 {
    iv.iter().map(|&(a, b)| b - a).sum()
}

/// Measure of the intersection of two merged interval lists.
fn overlap_measure(x: &[(f64, f64)], y: &[(f64, f64)]) -> f64 {
    let (mut i, mut j, mut total) = (0, 0, 0.0);
    while i < x.len() && j < y.len() {
        let lo = x[i].0.max(y[j].0);
        let hi = x[i].1.min(y[j].1);
        if hi > lo {
            total += hi - lo;
        }
        if x[i].1 < y[j].1 {
            i += 1;
        } else {
            j += 1;
        }
    }
    total
}

/// Simulate one iteration (see the module doc for the semantics).
pub fn simulate(input: &SimInput) -> Result<SimReport, SimError> {
    validate(input)?;
    report(input, Dag::build(input, None))
}

/// [`simulate`] with each micro-batch's own forward and backward times
/// (`times`, shaped stages × micro-batches) in place of the stages'
/// `fwd_s` and `bwd_s`.
pub fn simulate_timed(input: &SimInput, times: &MicroBatchTimes) -> Result<SimReport, SimError> {
    validate(input)?;
    let n = input.stages.len();
    let nb = input.micro_batches as usize;
    for (what, rows) in [("fwd_s", &times.fwd_s), ("bwd_s", &times.bwd_s)] {
        if rows.len() != n {
            return Err(SimError::TimesShape {
                what: format!("{what} (stages)"),
                given: rows.len(),
                need: n,
            });
        }
        for (i, row) in rows.iter().enumerate() {
            if row.len() != nb {
                return Err(SimError::TimesShape {
                    what: format!("{what}[{i}] (micro-batches)"),
                    given: row.len(),
                    need: nb,
                });
            }
            for &x in row {
                check_nonneg(i, what, x)?;
            }
        }
    }
    report(input, Dag::build(input, Some(times)))
}

/// The report of the iteration `dag` schedules.
fn report(input: &SimInput, dag: Dag) -> Result<SimReport, SimError> {
    let times = dag.evaluate()?;
    let iteration_s = times.iter().map(|t| t.1).fold(0.0, f64::max);
    let n_st = input.stages.len();

    // Send busy time per (stage, lane) as sender.
    let mut send_busy: Vec<Vec<f64>> = input
        .stages
        .iter()
        .map(|st| vec![0.0; st.lanes as usize])
        .collect();
    for link in &dag.sends {
        for &v in link {
            let node = dag.nodes[v as usize];
            send_busy[node.stage as usize][node.lane as usize] += node.dur;
        }
    }

    let mut stages = Vec::with_capacity(n_st);
    // (lane compute busy, lane weight Σ P) for η.
    let mut devices: Vec<(f64, f64)> = Vec::new();
    for (s, st) in input.stages.iter().enumerate() {
        let mut compute_s = 0.0f64;
        let mut comm_s = 0.0f64;
        let mut peak = 0u32;
        for (l, ops) in dag.lane_ops[s].iter().enumerate() {
            let busy: f64 = ops.iter().map(|&v| dag.nodes[v as usize].dur).sum();
            compute_s = compute_s.max(busy);
            comm_s = comm_s.max(send_busy[s][l]);
            let (mut live, mut lane_peak) = (0i64, 0i64);
            for &v in ops {
                match dag.nodes[v as usize].kind {
                    EventKind::Forward => live += 1,
                    _ => live -= 1,
                }
                lane_peak = lane_peak.max(live);
            }
            peak = peak.max(lane_peak as u32);
            devices.push((busy, st.peak_flops * f64::from(st.devices_per_lane)));
        }
        stages.push(StageReport {
            compute_s,
            comm_s,
            idle_s: (iteration_s - compute_s - st.update_s).max(0.0),
            peak_in_flight: peak,
            peak_memory_bytes: st.param_bytes + f64::from(peak) * st.act_bytes,
        });
    }

    let compute_iv = |s: usize| -> Vec<(f64, f64)> {
        dag.lane_ops[s]
            .iter()
            .flatten()
            .map(|&v| times[v as usize])
            .collect()
    };
    let (mut busy, mut exposed) = (0.0, 0.0);
    for (s, link) in dag.sends.iter().enumerate() {
        let link_iv = union(link.iter().map(|&v| times[v as usize]).collect());
        let mut comp = compute_iv(s);
        comp.extend(compute_iv(s + 1));
        let comp = union(comp);
        let b = measure(&link_iv);
        busy += b;
        exposed += b - overlap_measure(&link_iv, &comp);
    }
    let overlap_ratio = if busy > 0.0 {
        (1.0 - exposed / busy).clamp(0.0, 1.0)
    } else {
        1.0
    };

    let td_max = devices.iter().map(|d| d.0).fold(0.0, f64::max);
    let p_sum: f64 = devices.iter().map(|d| d.1).sum();
    let load_balance_eta = if td_max > 0.0 {
        let lost: f64 = devices.iter().map(|&(td, p)| (td_max - td) * p).sum();
        1.0 - lost / (td_max * p_sum)
    } else {
        1.0
    };

    let mut events: Vec<Event> = dag
        .nodes
        .iter()
        .zip(&times)
        .map(|(n, &(start_s, end_s))| Event {
            stage: n.stage,
            lane: n.lane,
            kind: n.kind,
            micro_batch: n.mb,
            start_s,
            end_s,
        })
        .collect();
    events.sort_by(|a, b| {
        a.start_s
            .total_cmp(&b.start_s)
            .then(a.stage.cmp(&b.stage))
            .then(a.lane.cmp(&b.lane))
            .then(a.kind.rank().cmp(&b.kind.rank()))
            .then(a.micro_batch.cmp(&b.micro_batch))
    });

    Ok(SimReport {
        iteration_s,
        stages,
        overlap_ratio,
        load_balance_eta,
        events,
    })
}

fn gcd(a: u32, b: u32) -> u32 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// The iteration time [`simulate`] reports, without the report: the
/// pipeline is simulated reduced by `g`, the greatest common divisor of the
/// stages' lane counts. Micro-batch `m` runs on lane `m mod lanes_s` of
/// every stage, so with `g | lanes_s` all of a lane's micro-batches are
/// congruent mod `g`, and so are those of every lane it exchanges sends
/// with: the iteration splits into `g` pipelines that never interact, each
/// with `lanes_s / g` lanes per stage and `B / g` micro-batches, identical
/// up to the relabelling `m → m − r` (same per-lane op orders, durations
/// and channel orders). One of them gives the same iteration time — the
/// same floating-point operations — at `1/g` of the work. Planners use it
/// to rank candidate plans.
pub fn iteration_s(input: &SimInput) -> Result<f64, SimError> {
    validate(input)?;
    let g = input.stages.iter().map(|s| s.lanes).fold(0, gcd).max(1);
    let reduced;
    let input = if g > 1 {
        reduced = SimInput {
            stages: input
                .stages
                .iter()
                .map(|s| SimStage {
                    lanes: s.lanes / g,
                    label: String::new(),
                    ..s.clone()
                })
                .collect(),
            micro_batches: input.micro_batches / u64::from(g),
            warmup: input.warmup.clone(),
            schedule: input.schedule,
            synced_updates: input.synced_updates.clone(),
        };
        &reduced
    } else {
        input
    };
    let times = Dag::build(input, None).evaluate()?;
    Ok(times.iter().map(|t| t.1).fold(0.0, f64::max))
}

/// A closed-form estimate of [`simulate`]'s iteration time, O(stages), for
/// ranking many candidate plans before simulating the best few. With `F_i`,
/// `B_i` a lane's forward and backward (+ recomputation) time, `T_i = F_i +
/// B_i`, `d_i` lanes, `b_i = B / d_i` micro-batches and `w_i` warm-ups per
/// lane (capped at `b_i`), `r_i = c_i·(1 + d_{i+1}/d_i)` the boundary's
/// forward plus backward transfer:
/// * `R_i = r_i + Σ_{j>i} (T_j + r_j)`, the round trip of a micro-batch
///   from the end of its forward on stage i to the start of its backward
///   there (the downstream stages idle), and `p_i = max(T_i, c_i,
///   c_{i-1}·d_i/d_{i-1}, (T_i + R_i)/w_i if the lane has more than `w_i`
///   micro-batches) / d_i` the stage's least period per micro-batch;
/// * a lane's first backward starts `X⁰_i = max(F_i + R_i, w_i·F_i)` after
///   its first forward may start, and its last backward ends `X_i` after,
///   the largest of: all its work (`X⁰_i + (b_i − w_i)·F_i + b_i·B_i`), the
///   gradients arriving at the pace of the slowest stage downstream
///   (`X⁰_i + (b_i − 1)·d_i·max_{j>i} p_j + B_i`), and `⌈b_i/w_i⌉` chains of
///   `w_i` micro-batches each waiting a full round trip
///   (`X⁰_i + (⌈b_i/w_i⌉ − 1)·(T_i + R_i) + B_i`);
/// * the last backwards cascade upstream, `H_i = max(X_i, T_i + r_i +
///   H_{i+1})` from the arrival of the first forward at stage i, and the
///   iteration ends with the latest update, `Q_i = max(H_i + U_i, F_i + c_i
///   + Q_{i+1})`; the estimate is `Q_0`.
///
/// Exact for `S` equal one-lane stages under 1F1B without transfers
/// (`(b + S − 1)·(F + B)`, PipeDream-Flush / Megatron-LM) and for one stage
/// (`b·T + U`); elsewhere it leaves out how the schedule interleaves a
/// lane's forwards with late gradients, so it ranks plans and never replaces
/// the simulation. Expects an input [`simulate`] accepts.
pub fn estimate_iteration_s(input: &SimInput) -> f64 {
    let st = &input.stages;
    let n = st.len();
    let total = input.micro_batches as f64;
    let lanes = |i: usize| f64::from(st[i].lanes.max(1));
    let comm = |i: usize| if i + 1 < n { st[i].comm_s } else { 0.0 };
    let trip: Vec<f64> = (0..n)
        .map(|i| {
            if i + 1 < n {
                st[i].comm_s * (1.0 + lanes(i + 1) / lanes(i))
            } else {
                0.0
            }
        })
        .collect();
    let mut round = vec![0.0; n];
    let mut below = 0.0;
    for i in (0..n).rev() {
        round[i] = trip[i] + below;
        below += st[i].fwd_s + st[i].bwd_s + trip[i];
    }
    let per_lane = |i: usize| total / lanes(i);
    let warm = |i: usize| {
        f64::from(input.warmup.get(i).copied().unwrap_or(1))
            .min(per_lane(i))
            .max(1.0)
    };
    let period: Vec<f64> = (0..n)
        .map(|i| {
            let t = st[i].fwd_s + st[i].bwd_s;
            let back = if i > 0 {
                st[i - 1].comm_s * lanes(i) / lanes(i - 1)
            } else {
                0.0
            };
            let chained = if per_lane(i) > warm(i) {
                (t + round[i]) / warm(i)
            } else {
                0.0
            };
            t.max(comm(i)).max(back).max(chained) / lanes(i)
        })
        .collect();
    let (mut h, mut q) = (f64::NEG_INFINITY, f64::NEG_INFINITY);
    let mut slowest_below = 0.0f64;
    for i in (0..n).rev() {
        let (f, bw) = (st[i].fwd_s, st[i].bwd_s);
        let t = f + bw;
        let (b, w) = (per_lane(i), warm(i));
        let first = (f + round[i]).max(w * f);
        let x = (first + (b - w) * f + b * bw)
            .max(first + (b - 1.0) * lanes(i) * slowest_below + bw)
            .max(first + ((b / w).ceil() - 1.0) * (t + round[i]) + bw);
        h = x.max(t + trip[i] + h);
        q = (h + st[i].update_s).max(f + comm(i) + q);
        slowest_below = slowest_below.max(period[i]);
    }
    q.max(0.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::schedule::{warmup_counts_lanes, H1F1B_EPSILON};

    /// A one-device, one-lane stage with forward `f`, backward `b` and
    /// transfer `c` to the next stage; 1 byte of activation per micro-batch.
    fn st(f: f64, b: f64, c: f64) -> SimStage {
        SimStage {
            fwd_s: f,
            bwd_s: b,
            comm_s: c,
            lanes: 1,
            devices_per_lane: 1,
            peak_flops: 1e12,
            update_s: 0.0,
            param_bytes: 0.0,
            act_bytes: 1.0,
            label: String::new(),
        }
    }

    fn input(stages: Vec<SimStage>, b: u64, kind: ScheduleKind) -> SimInput {
        // t_max: the per-micro-batch period of the slowest stage (a stage
        // with d lanes takes d micro-batches per lane step).
        let t_max = stages
            .iter()
            .map(|s| (s.fwd_s + s.bwd_s) / f64::from(s.lanes))
            .fold(0.0, f64::max);
        let comm: Vec<f64> = stages.iter().map(|s| s.comm_s).collect();
        let lanes: Vec<u32> = stages.iter().map(|s| s.lanes).collect();
        let mb: Vec<u64> = stages.iter().map(|s| b / u64::from(s.lanes)).collect();
        let warmup = warmup_counts_lanes(kind, t_max, &comm, &lanes, &mb, H1F1B_EPSILON);
        SimInput {
            stages,
            micro_batches: b,
            warmup,
            schedule: kind,
            synced_updates: Vec::new(),
        }
    }

    fn run(stages: Vec<SimStage>, b: u64, kind: ScheduleKind) -> SimReport {
        simulate(&input(stages, b, kind)).expect("simulates")
    }

    /// (start, end) of the event of `kind` issued by `stage` for `mb`.
    fn span(r: &SimReport, kind: EventKind, stage: u32, mb: u32) -> (f64, f64) {
        let e = r
            .events
            .iter()
            .find(|e| e.kind == kind && e.stage == stage && e.micro_batch == mb)
            .expect("event exists");
        (e.start_s, e.end_s)
    }

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() <= 1e-9 * (1.0 + a.abs().max(b.abs()))
    }

    /// Two one-lane stages, two micro-batches, 1F1B (warm-ups [2, 1]):
    /// stage 0's forwards 2 s, every other op 1 s, sends and updates free.
    fn by_hand() -> SimInput {
        let mut inp = input(
            vec![st(2.0, 1.0, 0.0), st(1.0, 1.0, 0.0)],
            2,
            ScheduleKind::OneFOneB,
        );
        inp.warmup = vec![2, 1];
        inp
    }

    /// [`by_hand`]'s pipeline, worked by hand: stage 0 runs F0 F1 B0 B1, stage 1 F0 B0 F1 B1, every
    /// backward, stage 1's forwards and the sends 1 s. With stage 0's
    /// forwards 3 s then 1 s: F1 ends at 4; stage 1's F0 runs 3–4, B0 4–5,
    /// F1 5–6 (after B0), B1 6–7; stage 0's B0 runs 5–6, B1 7–8: 8 s. In the
    /// other order (1 s then 3 s), F1 ends at 4, stage 1 idles until it and
    /// ends B1 at 6, stage 0 at 7. Uniform means (2 s each) also give 7 s,
    /// which is why a replay needs each micro-batch's own time.
    #[test]
    fn timed_micro_batches_replace_the_uniform_times() {
        let inp = by_hand();
        let times = |f0: Vec<f64>| MicroBatchTimes {
            fwd_s: vec![f0, vec![1.0, 1.0]],
            bwd_s: vec![vec![1.0, 1.0], vec![1.0, 1.0]],
        };
        let it = |t: &MicroBatchTimes| simulate_timed(&inp, t).expect("simulates").iteration_s;
        assert!(close(it(&times(vec![3.0, 1.0])), 8.0));
        assert!(close(it(&times(vec![1.0, 3.0])), 7.0));
        let uniform = it(&times(vec![2.0, 2.0]));
        assert!(close(uniform, 7.0));
        assert!(close(
            uniform,
            simulate(&inp).expect("simulates").iteration_s
        ));
        let e = simulate_timed(&inp, &times(vec![1.0])).unwrap_err();
        assert_eq!(
            e.to_string(),
            "times: fwd_s[0] (micro-batches) has 1 entries; the input has 2"
        );
        let e = simulate_timed(&inp, &times(vec![1.0, f64::NAN])).unwrap_err();
        assert!(e.to_string().contains("fwd_s is NaN"), "{e}");
    }

    /// The pipeline above (uniform: stage 1's last backward ends at 6,
    /// stage 0's at 7) with a 1.5 s update on stage 1: alone it ends at 7.5;
    /// synced with stage 0 (a tied weight) it starts at 7 and ends at 8.5.
    #[test]
    fn a_sync_across_stages_holds_their_updates_together() {
        let mut inp = by_hand();
        inp.stages[1].update_s = 1.5;
        let r = simulate(&inp).expect("simulates");
        assert!(close(r.iteration_s, 7.5), "{}", r.iteration_s);
        inp.synced_updates = vec![vec![0, 1]];
        let r = simulate(&inp).expect("simulates");
        assert!(close(r.iteration_s, 8.5), "{}", r.iteration_s);
        assert!(close(iteration_s(&inp).expect("simulates"), 8.5));
        inp.synced_updates = vec![vec![0, 2]];
        let e = simulate(&inp).unwrap_err();
        assert_eq!(
            e.to_string(),
            "synced_updates names stage 2; there are 2 stages"
        );
    }

    fn assert_rel(got: f64, want: f64, tol: f64, what: &str) {
        assert!(
            (got - want).abs() <= tol * want,
            "{what}: simulated {got}, expected {want} (±{:.0}%)",
            tol * 100.0
        );
    }

    #[test]
    fn closed_form_eq13_homogeneous() {
        // HAPT eq. 13: T = Σ_i (t_i + 2c_i) + (B − 1)·t_max (c_{S−1} = 0).
        // (stages as (f, b, c), B, expected)
        type Case = (Vec<(f64, f64, f64)>, u64, f64);
        let cases: Vec<Case> = vec![
            // S = 2, t = 1, c = [0.3]: δ = ⌈1.6⌉ = 2, warm-ups {3, 1}.
            // T = (1 + 0.6) + 1 + 7·1 = 9.6.
            (vec![(0.4, 0.6, 0.3), (0.4, 0.6, 0.0)], 8, 9.6),
            // S = 2, t = 1, c = [0.9]: δ = ⌈2.8⌉ = 3, warm-ups {4, 1}.
            // T = (1 + 1.8) + 1 + 63·1 = 66.8.
            (vec![(0.5, 0.5, 0.9), (0.5, 0.5, 0.0)], 64, 66.8),
            // S = 3 (HAPT fig. 3), t = 1, c = [0.75, 0.001]: {5, 2, 1}.
            // T = (1 + 1.5) + (1 + 0.002) + 1 + 31·1 = 35.502.
            (
                vec![
                    (1.0 / 3.0, 2.0 / 3.0, 0.75),
                    (1.0 / 3.0, 2.0 / 3.0, 0.001),
                    (1.0 / 3.0, 2.0 / 3.0, 0.0),
                ],
                32,
                35.502,
            ),
            // S = 4, t = 2, c = [1.0, 0.05, 2.0]: δ = 2 (1.0 ≤ t/2),
            // 1 (0.05 ≤ 0.05·2), 3 (2.0 ≤ t) → warm-ups {7, 5, 4, 1}.
            // T = 4·2 + 2·(1.0 + 0.05 + 2.0) + 15·2 = 8 + 6.1 + 30 = 44.1.
            // Not exact: δ_1 = 1 leaves the small per-block bubble ε allows
            // (eq. 12 for stages 1–2: (4·2 + 2 + 0.1)/5 = 2.02 > t), and
            // c_0 = t/2, c_2 = t sit on eq. 2's boundaries with no slack to
            // absorb it; the deviation stays within the 2 % asked of eq. 13.
            (
                vec![
                    (0.8, 1.2, 1.0),
                    (0.8, 1.2, 0.05),
                    (0.8, 1.2, 2.0),
                    (0.8, 1.2, 0.0),
                ],
                16,
                44.1,
            ),
        ];
        for (spec, b, want) in cases {
            let stages = spec.iter().map(|&(f, bw, c)| st(f, bw, c)).collect();
            let r = run(stages, b, ScheduleKind::H1F1B);
            assert_rel(r.iteration_s, want, 0.02, "h-1f1b vs eq. 13");
        }
        // 1f1b, c = 0, S = 4, f = 1, b = 2 (t = 3), B = 12:
        // T = 4·3 + 11·3 = 45 (= (B + S − 1)·t, the classic 1F1B bubble).
        let stages = (0..4).map(|_| st(1.0, 2.0, 0.0)).collect();
        let r = run(stages, 12, ScheduleKind::OneFOneB);
        assert_rel(r.iteration_s, 45.0, 0.02, "1f1b vs eq. 13");
    }

    #[test]
    fn closed_form_unequal_stages() {
        // Slowest stage last: stage 0 (f, b) = (1/6, 1/3), t_0 = 0.5;
        // stage 1 (1/3, 2/3), t_1 = 1 = t_max; c_0 = 0.25 → δ = ⌈1.5⌉ = 2,
        // warm-ups {3, 1}; B = 8.
        // F(0,0) ends 1/6, the send 5/12; stage 1 then computes without a gap
        // (stage 0 can run 3 micro-batches ahead: F(j,0) arrives at
        // j − 1 + 5/12, needed at j + 5/12), so B(7,1) ends 5/12 + 8; then
        // the gradient send 0.25 and B(7,0) 1/3: T = 5/12 + 8 + 7/12 = 9.
        // eq. 13: (0.5 + 0.5) + (1 + 0) + 7·1 = 9 — equal.
        let r = run(
            vec![
                st(1.0 / 6.0, 1.0 / 3.0, 0.25),
                st(1.0 / 3.0, 2.0 / 3.0, 0.0),
            ],
            8,
            ScheduleKind::H1F1B,
        );
        assert_rel(r.iteration_s, 9.0, 0.02, "slowest-last vs eq. 13");
        assert!(close(r.iteration_s, 9.0), "{}", r.iteration_s);

        // Slowest stage first: eq. 13 stretches stage 1 to t_max and so
        // overestimates. Stage 0 (1/3, 2/3), stage 1 (1/6, 1/3), c = 0,
        // warm-ups {2, 1}, B = 8. By hand:
        // F(0,0) [0, 1/3], F(0,1) [1/3, 1/2], B(0,1) [1/2, 5/6],
        // F(1,0) [1/3, 2/3], B(0,0) waits for B(0,1): [5/6, 3/2] — a 1/6
        // gap on stage 0. Afterwards every round trip F(j,1)+B(j,1) = 1/2
        // fits in the 1 that stage 0 spends on B(j−1,0)+F(j+1,0), so stage 0
        // never waits again and T = 8·1 + 1/6 = 49/6 ≈ 8.1667, while
        // eq. 13 gives 1 + 0.5 + 7 = 8.5.
        let r = run(
            vec![st(1.0 / 3.0, 2.0 / 3.0, 0.0), st(1.0 / 6.0, 1.0 / 3.0, 0.0)],
            8,
            ScheduleKind::H1F1B,
        );
        assert!(close(r.iteration_s, 49.0 / 6.0), "{}", r.iteration_s);
        assert!(close(span(&r, EventKind::Backward, 0, 0).0, 5.0 / 6.0));
    }

    fn fig3(kind: ScheduleKind) -> SimReport {
        let stages = vec![
            st(1.0 / 3.0, 2.0 / 3.0, 0.75),
            st(1.0 / 3.0, 2.0 / 3.0, 0.001),
            st(1.0 / 3.0, 2.0 / 3.0, 0.0),
        ];
        let inp = input(stages, 32, kind);
        simulate(&inp).expect("simulates")
    }

    #[test]
    fn hapt_fig3_schedules() {
        let h = fig3(ScheduleKind::H1F1B);
        let e = fig3(ScheduleKind::Eager1F1B);
        let o = fig3(ScheduleKind::OneFOneB);
        // h-1f1b {5,2,1}: eq. 13 = 35.502 (see closed_form_eq13_homogeneous).
        assert_rel(h.iteration_s, 35.502, 0.02, "h-1f1b fig. 3");
        // Stage 2's idle time: fill + drain plus the bubbles ε leaves.
        // Fill: the first activation reaches it at
        // 1/3 + 0.75 + 1/3 + 0.001 = 1.4177; drain after its last backward:
        // 0.001 + 2/3 + 0.75 + 2/3 = 2.0843; sum 3.502 (= eq. 13 − 32·1).
        // Stage 1 → 2 has c_1 = 0.001 ≤ ε·t, so δ_1 = 1 (warm-up 2 on
        // stage 1): by Lemma 2 a 2-block lasts max{2·1, 2·(1 + 0.001)} =
        // 2.002, i.e. a 0.002 bubble before each of F2, F4, …, F30 on
        // stage 2: 15 · 0.002 = 0.030. The 0.75 link adds none (δ_0 = 3).
        // Idle = 3.502 + 0.030 = 3.532; iteration = 32 + 3.532 = 35.532.
        assert!(
            (h.stages[2].idle_s - 3.532).abs() < 1e-6,
            "{}",
            h.stages[2].idle_s
        );
        assert!((h.iteration_s - 35.532).abs() < 1e-6, "{}", h.iteration_s);
        // eager {5,3,1}: δ_0 = 2 hides only c ≤ t/2, so the stage-0/1 loop
        // runs at (3·1 + 1 + 2·0.75)/5 = 1.1 per micro-batch (eq. 12) > t.
        // 1f1b {3,2,1}: (2 + 1 + 1.5)/3 = 1.5 per micro-batch.
        assert!(
            e.iteration_s > h.iteration_s + 1.0,
            "{} vs {}",
            e.iteration_s,
            h.iteration_s
        );
        assert!(
            o.iteration_s > e.iteration_s + 1.0,
            "{} vs {}",
            o.iteration_s,
            e.iteration_s
        );
        // Activation memory on stage 1: 2 in flight under h-1f1b, 3 under
        // eager (1 byte each, no parameters).
        assert_eq!(h.stages[1].peak_in_flight, 2);
        assert_eq!(e.stages[1].peak_in_flight, 3);
        assert!(close(h.stages[1].peak_memory_bytes, 2.0));
        assert!(close(e.stages[1].peak_memory_bytes, 3.0));
        assert_eq!(h.stages[0].peak_in_flight, 5);
    }

    /// Two stages, f = 1, b = 2, c = 0.5, update 0.25, B = 2, 1f1b.
    fn two_stage_1f1b() -> SimReport {
        let mut s0 = st(1.0, 2.0, 0.5);
        let mut s1 = st(1.0, 2.0, 0.0);
        s0.update_s = 0.25;
        s1.update_s = 0.25;
        run(vec![s0, s1], 2, ScheduleKind::OneFOneB)
    }

    #[test]
    fn two_stage_1f1b_event_by_event() {
        // Warm-ups {2, 1}: stage 0 runs F0 F1 B0 B1, stage 1 F0 B0 F1 B1.
        //   F(0,0)  [0, 1]
        //   F(1,0)  [1, 2]
        //   CF0     [1, 1.5]    after F(0,0)
        //   CF1     [2, 2.5]    after F(1,0) (2) and CF0 (1.5)
        //   F(0,1)  [1.5, 2.5]  after CF0
        //   B(0,1)  [2.5, 4.5]
        //   CB0     [4.5, 5]    after B(0,1)
        //   F(1,1)  [4.5, 5.5]  after B(0,1) (4.5) and CF1 (2.5)
        //   B(1,1)  [5.5, 7.5]
        //   CB1     [7.5, 8]    after B(1,1) (7.5) and CB0 (5)
        //   B(0,0)  [5, 7]      after F(1,0) (2) and CB0 (5)
        //   B(1,0)  [8, 10]     after B(0,0) (7) and CB1 (8)
        //   update stage 1 [7.5, 7.75], stage 0 [10, 10.25]
        let r = two_stage_1f1b();
        use EventKind::*;
        let want = [
            (Forward, 0, 0, 0.0, 1.0),
            (Forward, 0, 1, 1.0, 2.0),
            (SendForward, 0, 0, 1.0, 1.5),
            (SendForward, 0, 1, 2.0, 2.5),
            (Forward, 1, 0, 1.5, 2.5),
            (Backward, 1, 0, 2.5, 4.5),
            (SendBackward, 1, 0, 4.5, 5.0),
            (Forward, 1, 1, 4.5, 5.5),
            (Backward, 1, 1, 5.5, 7.5),
            (SendBackward, 1, 1, 7.5, 8.0),
            (Backward, 0, 0, 5.0, 7.0),
            (Backward, 0, 1, 8.0, 10.0),
            (Update, 1, 0, 7.5, 7.75),
            (Update, 0, 0, 10.0, 10.25),
        ];
        assert_eq!(r.events.len(), want.len());
        for (k, s, m, a, b) in want {
            let (ga, gb) = span(&r, k, s, m);
            assert!(
                close(ga, a) && close(gb, b),
                "{k:?} s{s} m{m}: [{ga}, {gb}]"
            );
        }
        assert!(close(r.iteration_s, 10.25));
        // Events come sorted by start time.
        assert!(r.events.windows(2).all(|w| w[0].start_s <= w[1].start_s));
        // Stage 0: compute 1+1+2+2 = 6, sends 0.5+0.5 = 1,
        // idle 10.25 − 6 − 0.25 = 4, 2 in flight. Stage 1: compute 6,
        // gradient sends 1, idle 4, 1 in flight.
        let s0 = &r.stages[0];
        assert!(close(s0.compute_s, 6.0) && close(s0.comm_s, 1.0) && close(s0.idle_s, 4.0));
        assert_eq!(s0.peak_in_flight, 2);
        let s1 = &r.stages[1];
        assert!(close(s1.compute_s, 6.0) && close(s1.comm_s, 1.0) && close(s1.idle_s, 4.0));
        assert_eq!(s1.peak_in_flight, 1);
    }

    #[test]
    fn overlap_ratio_by_hand() {
        // two_stage_1f1b: link busy [1,1.5] [2,2.5] [4.5,5] [7.5,8] = 2.
        // Compute: stage 0 [0,2] [5,7] [8,10], stage 1 [1.5,2.5] [4.5,7.5];
        // union [0,2.5] [4.5,7.5] [8,10]. [7.5,8] is exposed (stage 1 done,
        // stage 0 waiting for the gradient), the rest hidden:
        // 1 − 0.5/2 = 0.75.
        assert!(close(two_stage_1f1b().overlap_ratio, 0.75));

        // f = b = 1 on both stages, c = 1.5, B = 2, warm-ups {2, 1}:
        // F(0,0) [0,1], F(1,0) [1,2], CF0 [1,2.5], CF1 [2.5,4],
        // F(0,1) [2.5,3.5], B(0,1) [3.5,4.5], CB0 [4.5,6], F(1,1) [4.5,5.5],
        // B(1,1) [5.5,6.5], CB1 [6.5,8], B(0,0) [6,7], B(1,0) [8,9].
        // Link union [1,4] [4.5,6] [6.5,8] = 6. Compute union
        // [0,2] [2.5,7] [8,9]. Exposed: [2,2.5] and [7,8] = 1.5.
        // Ratio 1 − 1.5/6 = 0.75; iteration 9.
        let r = run(
            vec![st(1.0, 1.0, 1.5), st(1.0, 1.0, 0.0)],
            2,
            ScheduleKind::OneFOneB,
        );
        assert!(close(r.iteration_s, 9.0), "{}", r.iteration_s);
        assert!(close(r.overlap_ratio, 0.75), "{}", r.overlap_ratio);

        // B = 1: both sends happen while neither stage computes: ratio 0.
        let r = run(
            vec![st(1.0, 1.0, 0.5), st(1.0, 1.0, 0.0)],
            1,
            ScheduleKind::OneFOneB,
        );
        assert!(close(r.overlap_ratio, 0.0), "{}", r.overlap_ratio);

        // No communication at all: 1.
        let r = run(
            vec![st(1.0, 1.0, 0.0), st(1.0, 1.0, 0.0)],
            4,
            ScheduleKind::OneFOneB,
        );
        assert!(close(r.overlap_ratio, 1.0));
    }

    #[test]
    fn eta_by_hand() {
        // Equal compute (t = 1 on both, B = 4 → td = 4 each), peaks 1 and
        // 3 TFLOP/s: Σ(td_max − td)·P = 0 → η = 1.
        let mut a = st(0.5, 0.5, 0.0);
        let mut b = st(0.5, 0.5, 0.0);
        a.peak_flops = 1e12;
        b.peak_flops = 3e12;
        let r = run(vec![a, b], 4, ScheduleKind::OneFOneB);
        assert!(close(r.load_balance_eta, 1.0));

        // Stage 0: t = 1, 2 devices of 1 TFLOP/s → td = 4 each.
        // Stage 1: t = 0.5, 1 device of 2 TFLOP/s → td = 2.
        // ΣP = 1 + 1 + 2 = 4; Σ(td_max − td)·P = 0 + 0 + (4 − 2)·2 = 4;
        // η = 1 − 4 / (4·4) = 0.75.
        let mut a = st(0.4, 0.6, 0.0);
        let mut b = st(0.2, 0.3, 0.0);
        a.devices_per_lane = 2;
        b.peak_flops = 2e12;
        let r = run(vec![a, b], 4, ScheduleKind::OneFOneB);
        assert!(close(r.load_balance_eta, 0.75), "{}", r.load_balance_eta);

        // Lanes: stage 0 (t = 1) as 2 lanes of 2 micro-batches each
        // (td = 2 per lane); stage 1 (t = 0.5) one lane of 4 (td = 2):
        // balanced, η = 1. Micro-batch 3 runs on stage 0 lane 3 mod 2 = 1.
        let mut a = st(0.4, 0.6, 0.0);
        a.lanes = 2;
        let r = run(vec![a, st(0.2, 0.3, 0.0)], 4, ScheduleKind::OneFOneB);
        assert!(close(r.load_balance_eta, 1.0), "{}", r.load_balance_eta);
        let e = r
            .events
            .iter()
            .find(|e| e.kind == EventKind::Forward && e.stage == 0 && e.micro_batch == 3)
            .expect("F3 on stage 0");
        assert_eq!(e.lane, 1);
        assert!(close(r.stages[0].compute_s, 2.0));
    }

    #[test]
    fn h1f1b_keeps_downstream_replicas_busy() {
        // Stage 0: one lane, t = 1. Stage 1: two DP lanes of step 2 each
        // (effective period 1). c = 0, B = 16.
        // Lane-aware h-1f1b (schedule.rs): N_1 = 1, P_1 = 2, P_0 = 1,
        // N_0 = ⌈1 + (0 + 0 + 1·2)/1⌉ = 3.
        let mut b1 = st(2.0 / 3.0, 4.0 / 3.0, 0.0);
        b1.lanes = 2;
        let stages = vec![st(1.0 / 3.0, 2.0 / 3.0, 0.0), b1];
        let inp = input(stages.clone(), 16, ScheduleKind::H1F1B);
        assert_eq!(inp.warmup, vec![3, 1]);
        let r = simulate(&inp).expect("simulates");
        // Steady state at period 1 with no bubble: stage 0 is busy 16·1,
        // plus the fill of micro-batch 0 through the other stage (one lane
        // step, 2) minus the overlap of stage 0's last backward with
        // nothing: eq. 13 = Σ t_i + (B − 1)·t_max = 1 + 2 + 15 = 18 is the
        // upper bound; the lower bound is lane 1's 8 steps (16) after its
        // first input (2/3) plus stage 0's last backward (2/3) = 17.33.
        assert!(
            (17.33..=18.0 * 1.02).contains(&r.iteration_s),
            "{}",
            r.iteration_s
        );
        // The one-lane count (eq. 11 alone: {2, 1}) lets each replica idle
        // while the single upstream lane waits for a backward.
        let mut short = inp.clone();
        short.warmup = vec![2, 1];
        let slow = simulate(&short).expect("simulates");
        assert!(
            slow.iteration_s > 1.1 * r.iteration_s,
            "{} vs {}",
            slow.iteration_s,
            r.iteration_s
        );
    }

    #[test]
    fn errors_name_the_field() {
        let ok = input(
            vec![st(1.0, 1.0, 0.5), st(1.0, 1.0, 0.0)],
            4,
            ScheduleKind::OneFOneB,
        );
        assert!(simulate(&ok).is_ok());

        let mut bad = ok.clone();
        bad.stages[1].lanes = 0;
        let e = simulate(&bad).unwrap_err();
        assert!(
            matches!(
                e,
                SimError::Field {
                    stage: 1,
                    field: "lanes",
                    ..
                }
            ),
            "{e}"
        );
        assert_eq!(e.to_string(), "stage 1: lanes is 0; need at least 1");

        let mut bad = ok.clone();
        bad.stages[0].fwd_s = f64::NAN;
        let e = simulate(&bad).unwrap_err();
        assert!(
            matches!(
                e,
                SimError::Field {
                    stage: 0,
                    field: "fwd_s",
                    ..
                }
            ),
            "{e}"
        );

        let mut bad = ok.clone();
        bad.stages[0].comm_s = -1.0;
        let e = simulate(&bad).unwrap_err();
        assert!(
            matches!(
                e,
                SimError::Field {
                    stage: 0,
                    field: "comm_s",
                    ..
                }
            ),
            "{e}"
        );

        let mut bad = ok.clone();
        bad.warmup.pop();
        let e = simulate(&bad).unwrap_err();
        assert_eq!(
            e,
            SimError::WarmupEntries {
                given: 1,
                stages: 2
            }
        );

        let mut bad = ok.clone();
        bad.warmup[1] = 0;
        let e = simulate(&bad).unwrap_err();
        assert!(
            matches!(
                e,
                SimError::Field {
                    stage: 1,
                    field: "warmup",
                    ..
                }
            ),
            "{e}"
        );

        let mut bad = ok.clone();
        bad.stages[0].lanes = 3;
        let e = simulate(&bad).unwrap_err();
        assert!(
            matches!(
                e,
                SimError::LanesDivide {
                    stage: 0,
                    lanes: 3,
                    ..
                }
            ),
            "{e}"
        );

        let mut bad = ok.clone();
        bad.micro_batches = 0;
        assert_eq!(simulate(&bad).unwrap_err(), SimError::NoMicroBatches);
    }

    #[test]
    fn increasing_warmup_deadlocks() {
        // Warm-ups {1, 2}: stage 0 runs F0 then waits for B0's gradient;
        // stage 1 runs F0 then needs F1's activation before B0 — which stage
        // 0 only sends after B0. Neither can move.
        let mut inp = input(
            vec![st(1.0, 1.0, 0.0), st(1.0, 1.0, 0.0)],
            4,
            ScheduleKind::OneFOneB,
        );
        inp.warmup = vec![1, 2];
        let e = simulate(&inp).unwrap_err().to_string();
        assert!(e.contains("deadlock"), "{e}");
        assert!(
            e.contains("stage 0 lane 0 at B0") && e.contains("stage 1 lane 0 at F1"),
            "{e}"
        );
    }

    #[test]
    fn renderings_are_valid_and_deterministic() {
        let mut s0 = st(1.0, 2.0, 0.5);
        s0.lanes = 2;
        s0.label = "stage 0 · A100 ×2 <fast>".into();
        let inp = input(vec![s0, st(1.0, 2.0, 0.0)], 4, ScheduleKind::H1F1B);
        let labels: Vec<String> = inp.stages.iter().map(|s| s.label.clone()).collect();
        let r = simulate(&inp).expect("simulates");

        let svg = timeline_svg(&r, &labels);
        assert!(svg.starts_with("<svg"));
        assert!(svg.trim_end().ends_with("</svg>"));
        assert_eq!(svg.matches("class=\"ev\"").count(), r.events.len());
        assert!(svg.contains("&lt;fast&gt;") && !svg.contains("<fast>"));
        assert_eq!(
            svg,
            timeline_svg(&simulate(&inp).expect("simulates"), &labels)
        );

        let trace = chrome_trace(&r, &labels);
        let v: serde_json::Value = serde_json::from_str(&trace).expect("valid JSON");
        let evs = v["traceEvents"].as_array().expect("traceEvents array");
        let x = evs.iter().filter(|e| e["ph"] == "X").count();
        assert_eq!(x, r.events.len());
        assert!(evs
            .iter()
            .any(|e| e["ph"] == "M" && e["name"] == "process_name"));
        // F0 on stage 0 lane 0 lasts f = 1 s = 1e6 µs.
        assert!(evs
            .iter()
            .any(|e| e["name"] == "F0" && e["pid"] == 0 && e["dur"].as_f64() == Some(1e6)));
        assert_eq!(
            trace,
            chrome_trace(&simulate(&inp).expect("simulates"), &labels)
        );
    }

    /// Stages with `lanes` lanes each (forward `f`, backward `2f`, transfer
    /// `c`, update `u`).
    fn lanes_pipeline(lanes: &[u32], f: &[f64], c: f64, u: f64) -> Vec<SimStage> {
        lanes
            .iter()
            .zip(f)
            .map(|(&l, &f)| SimStage {
                lanes: l,
                update_s: u,
                ..st(f, 2.0 * f, c)
            })
            .collect()
    }

    /// The reduced simulation gives the full one's iteration time, bit for
    /// bit, whatever the lanes' common divisor (1, 2, 3, 4, 8) and schedule.
    #[test]
    fn iteration_s_equals_the_full_simulation() {
        let cases: [(&[u32], &[f64], u64); 6] = [
            (&[2, 4, 8], &[1.0, 1.7, 0.9], 64),
            (&[3, 6], &[2.0, 1.1], 36),
            (&[1, 2], &[1.0, 0.6], 16),
            (&[4], &[1.3], 32),
            (&[8, 8, 4, 16], &[0.5, 0.7, 0.3, 1.9], 128),
            (&[6, 4], &[1.0, 1.0], 24),
        ];
        for (lanes, f, b) in cases {
            for kind in [ScheduleKind::OneFOneB, ScheduleKind::H1F1B] {
                for c in [0.0, 0.4, 3.0] {
                    let inp = input(lanes_pipeline(lanes, f, c, 0.7), b, kind);
                    let full = simulate(&inp).unwrap().iteration_s;
                    let fast = iteration_s(&inp).unwrap();
                    assert_eq!(fast, full, "lanes {lanes:?} c {c} {kind:?}");
                }
            }
        }
        // Invalid input is rejected the same way.
        let mut bad = input(
            lanes_pipeline(&[2, 4], &[1.0, 1.0], 0.0, 0.0),
            8,
            ScheduleKind::OneFOneB,
        );
        bad.micro_batches = 6;
        assert_eq!(iteration_s(&bad).unwrap_err(), simulate(&bad).unwrap_err());
    }

    /// The estimate is exact where the pipeline's time has a textbook
    /// closed form: S equal one-lane stages under 1F1B, `(b + S − 1)(F +
    /// B)` (PipeDream-Flush / Megatron-LM's bubble), and one stage of d
    /// lanes, `(b/d)·(F + B) + U`; both agree with the simulation too.
    #[test]
    fn estimate_is_exact_for_the_textbook_cases() {
        for s in 1..=6usize {
            for b in [s as u64, 2 * s as u64 + 1, 32] {
                let (f, bw) = (1.0, 2.0);
                let inp = input(vec![st(f, bw, 0.0); s], b, ScheduleKind::OneFOneB);
                let want = (b as f64 + s as f64 - 1.0) * (f + bw);
                assert!(close(estimate_iteration_s(&inp), want), "S {s} b {b}");
                assert!(
                    close(simulate(&inp).unwrap().iteration_s, want),
                    "S {s} b {b}"
                );
            }
        }
        let inp = input(
            lanes_pipeline(&[4], &[1.5], 0.0, 2.0),
            32,
            ScheduleKind::H1F1B,
        );
        let want = 8.0 * 4.5 + 2.0;
        assert!(close(estimate_iteration_s(&inp), want));
        assert!(close(simulate(&inp).unwrap().iteration_s, want));
    }
}
