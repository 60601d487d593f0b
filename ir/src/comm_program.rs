//! The communication program: the one model of hetc's communication, from
//! the planner's view of a layout down to what each rank executes.
//!
//! A [`CommProgram`] has
//! * [`Group`]s: device groups (ranks, in group order), by index;
//! * [`Transition`]s: each the chain of collectives, gates and sequence
//!   splits that one value goes through between two compute regions, from a
//!   [`Layout`] over a group (Chimera's "communication pattern"). Ops are
//!   typed by [`OpKind::apply`]: the layout after each op, or none where the
//!   op does not apply (a reduce-scatter of replicated data). This is what
//!   comm fusion rewrites (hetc-passes' `comm_fusion`, whose e-graph language
//!   is its internal form of a transition: extraction gives a `Transition`
//!   again);
//! * a per-stage view ([`StageProgram`]: the compute regions of each stage's
//!   layers and the transitions between them, with their [`Origin`]s), which
//!   `parallelize` gives over a planning workload and `--emit comm` prints;
//! * per-rank schedules ([`RankProgram`]: the ordered [`Instr`]uctions of
//!   one rank — compute of a stage's phase for a micro-batch, its part of a
//!   transition for one tensor, gradient syncs, the optimizer step), which
//!   `parallelize` gives over a bundle's stages and the runtime executes.
//!   A bundle stores one [`CommProgram::rank_view`] per rank as
//!   `comm/rank-N.json`.
//!
//! Op semantics (what each rank of a group holds, Chimera §3): `rep` every
//! device holds the whole value; `shard` device `i` holds segment `i` of
//! `n` balanced segments of the flattened value (`[len·i/n, len·(i+1)/n)`
//! elements); `part` every device holds a partial sum of the whole value;
//! `routed` token copies at their experts' devices (EP). All-reduce and
//! reduce-scatter sum partial sums; all-gather concatenates shards; slice
//! keeps a device's own segment of a replicated value; P2P sends device
//! `i`'s holding to device `i` of another group of the same size; M2MS sends
//! every device of the target group exactly the part of the value it holds
//! in the target layout (summing partial sums at the receiver); a gate
//! attaches top-k routes; all-to-all dispatches tokens to their experts or
//! combines them back. [`Transition::op_bytes`] gives Chimera's table 1
//! volume of each op per device.
//!
//! JSON (`comm/rank-N.json`) is serde's form of these types; a parsed
//! program is untrusted until [`CommProgram::check`] (run by
//! [`CommProgram::from_json`]) has accepted it: groups, layouts, indices,
//! tag space.

use crate::types::DType;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// A malformed or ill-typed comm program: the message names the
/// transition, op, rank or instruction at fault.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CommError {
    /// An op that does not apply to the value it is given.
    #[error("comm program `{label}`: op {index} ({op}) does not apply to a {kind} value over group g{group}")]
    IllTyped {
        label: String,
        index: usize,
        op: String,
        kind: String,
        group: u32,
    },
    /// Anything else that makes the program unusable.
    #[error("comm program: {0}")]
    Malformed(String),
}

type Result<T> = std::result::Result<T, CommError>;

fn bad(m: impl Into<String>) -> CommError {
    CommError::Malformed(m.into())
}

/// How a value is laid out over a device group.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LayoutKind {
    /// Every device holds all of it.
    Rep,
    /// Device `i` holds segment `i` (tokens / sequence split).
    Shard,
    /// Every device holds a partial sum (TP row-parallel output).
    Part,
    /// Token copies at the devices of their top-k experts (EP).
    Routed,
}

impl LayoutKind {
    pub fn name(self) -> &'static str {
        match self {
            LayoutKind::Rep => "rep",
            LayoutKind::Shard => "shard",
            LayoutKind::Part => "part",
            LayoutKind::Routed => "routed",
        }
    }

    pub fn parse(s: &str) -> Option<LayoutKind> {
        [
            LayoutKind::Rep,
            LayoutKind::Shard,
            LayoutKind::Part,
            LayoutKind::Routed,
        ]
        .into_iter()
        .find(|k| k.name() == s)
    }
}

/// A distributed value: layout kind over group `group` of `n` devices,
/// `bytes` logical bytes of the whole value (Chimera's BSH), routes of a
/// top-`topk` gate if any.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Layout {
    pub kind: LayoutKind,
    pub group: u32,
    pub n: u32,
    pub bytes: f64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub topk: Option<u32>,
}

/// What one op of a transition does.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum OpKind {
    AllReduce,
    ReduceScatter,
    AllGather,
    AllToAll,
    /// Point to point, device `i` of the input group to device `i` of the
    /// op's group.
    P2P,
    /// Many-to-many scatter into this layout over the op's group.
    M2MS(LayoutKind),
    /// MoE gating with top-k routing (local compute; only routes).
    Gate(u32),
    /// Local split of a replicated value into the group's shards (SP entry).
    Slice,
}

impl OpKind {
    /// The layout after this op over group `g` of `n` devices, applied to
    /// `x`; `None` where it does not apply. A gate keeps `x`'s group (`g`
    /// and `n` are ignored).
    pub fn apply(self, x: &Layout, g: u32, n: u32) -> Option<Layout> {
        use LayoutKind::*;
        let with = |kind: LayoutKind, g: u32, n: u32| Layout {
            kind,
            group: g,
            n,
            ..x.clone()
        };
        let same = x.group == g && x.n == n;
        match self {
            OpKind::AllReduce if same && x.kind == Part => Some(with(Rep, g, n)),
            OpKind::ReduceScatter if same && x.kind == Part => Some(with(Shard, g, n)),
            OpKind::AllGather if same && x.kind == Shard => Some(with(Rep, g, n)),
            OpKind::Slice if same && x.kind == Rep => Some(with(Shard, g, n)),
            OpKind::AllToAll if same && x.topk.is_some() => match x.kind {
                Rep | Shard => Some(with(Routed, g, n)),
                Routed => Some(with(Shard, g, n)),
                Part => None,
            },
            OpKind::P2P if x.group != g && x.n == n => Some(with(x.kind, g, n)),
            OpKind::M2MS(to) => {
                let ok = match (x.kind, to) {
                    (Part, Part) => x.n == n,
                    (_, Part) => false,
                    (Part, Routed) => false,
                    (_, Routed) => x.topk.is_some(),
                    _ => true,
                };
                ok.then(|| with(to, g, n))
            }
            OpKind::Gate(k) if x.kind != Part && x.topk.is_none() && k >= 1 && k <= x.n => {
                Some(Layout {
                    topk: Some(k),
                    ..x.clone()
                })
            }
            _ => None,
        }
    }

    /// Chimera table 1 (ring algorithms): bytes each device sends (=
    /// receives) for this op taking `x` to `out`, with `D = x.bytes`, `N`
    /// the group size and `k` the top-k of the routes:
    /// * all-reduce `2(N−1)·D/N`; reduce-scatter and all-gather `(N−1)·D/N`;
    /// * all-to-all `(N−1)·D·k/N` (uniform routing);
    /// * P2P: the bytes a sender holds ([`held_bytes`]);
    /// * M2MS: the bytes a sender holds ("it still needs sending all local
    ///   data"), times the receiving group's size when a sharded, routed or
    ///   partial source must reach a replicated target (each byte goes to
    ///   every receiver);
    /// * gate, slice: 0 (local).
    pub fn volume(self, x: &Layout, out: &Layout) -> f64 {
        let ring = |n: u32| (n as f64 - 1.0) / n as f64;
        match self {
            OpKind::AllReduce => 2.0 * ring(out.n) * x.bytes,
            OpKind::ReduceScatter | OpKind::AllGather => ring(out.n) * x.bytes,
            OpKind::AllToAll => ring(out.n) * x.bytes * x.topk.unwrap_or(1) as f64,
            OpKind::P2P => held_bytes(x),
            OpKind::M2MS(_) => {
                let fan = match (x.kind, out.kind) {
                    (
                        LayoutKind::Shard | LayoutKind::Routed | LayoutKind::Part,
                        LayoutKind::Rep,
                    ) => out.n as f64,
                    _ => 1.0,
                };
                held_bytes(x) * fan
            }
            OpKind::Gate(_) | OpKind::Slice => 0.0,
        }
    }
}

/// Bytes a device of `x`'s group holds (top-k copies counted once).
pub fn held_bytes(x: &Layout) -> f64 {
    match x.kind {
        LayoutKind::Rep | LayoutKind::Part => x.bytes,
        LayoutKind::Shard | LayoutKind::Routed => x.bytes / x.n as f64,
    }
}

/// One op of a transition.
#[derive(Copy, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "OpJson", into = "OpJson")]
pub struct Op {
    pub kind: OpKind,
    /// Index into the program's group table (a gate keeps its input's).
    pub group: u32,
}

impl Op {
    pub fn name(&self) -> String {
        match self.kind {
            OpKind::AllReduce => "AllReduce".into(),
            OpKind::ReduceScatter => "ReduceScatter".into(),
            OpKind::AllGather => "AllGather".into(),
            OpKind::AllToAll => "AllToAll".into(),
            OpKind::P2P => "P2P".into(),
            OpKind::M2MS(k) => format!("M2MS→{}", k.name()),
            OpKind::Gate(k) => format!("Gate(top-{k})"),
            OpKind::Slice => "Slice".into(),
        }
    }

    /// A collective (moves data), not a local gate or slice.
    pub fn is_comm(&self) -> bool {
        !matches!(self.kind, OpKind::Gate(_) | OpKind::Slice)
    }
}

/// The JSON form of an [`Op`]: `{"op": "m2ms", "to": "shard", "group": 1}`.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct OpJson {
    op: String,
    group: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    to: Option<LayoutKind>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    k: Option<u32>,
}

impl From<Op> for OpJson {
    fn from(o: Op) -> OpJson {
        let (op, to, k) = match o.kind {
            OpKind::AllReduce => ("all_reduce", None, None),
            OpKind::ReduceScatter => ("reduce_scatter", None, None),
            OpKind::AllGather => ("all_gather", None, None),
            OpKind::AllToAll => ("all_to_all", None, None),
            OpKind::P2P => ("p2p", None, None),
            OpKind::M2MS(t) => ("m2ms", Some(t), None),
            OpKind::Gate(k) => ("gate", None, Some(k)),
            OpKind::Slice => ("slice", None, None),
        };
        OpJson {
            op: op.into(),
            group: o.group,
            to,
            k,
        }
    }
}

impl TryFrom<OpJson> for Op {
    type Error = String;
    fn try_from(j: OpJson) -> std::result::Result<Op, String> {
        let kind = match (j.op.as_str(), j.to, j.k) {
            ("all_reduce", None, None) => OpKind::AllReduce,
            ("reduce_scatter", None, None) => OpKind::ReduceScatter,
            ("all_gather", None, None) => OpKind::AllGather,
            ("all_to_all", None, None) => OpKind::AllToAll,
            ("p2p", None, None) => OpKind::P2P,
            ("m2ms", Some(t), None) => OpKind::M2MS(t),
            ("gate", None, Some(k)) => OpKind::Gate(k),
            ("slice", None, None) => OpKind::Slice,
            (o, to, k) => {
                return Err(format!(
                    "op {o:?} (to {to:?}, k {k:?}): not a comm op; m2ms takes \"to\", gate \"k\", the others neither"
                ))
            }
        };
        Ok(Op {
            kind,
            group: j.group,
        })
    }
}

/// The ops between two compute regions, applied in order to `input`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Transition {
    pub label: String,
    pub input: Layout,
    pub ops: Vec<Op>,
}

impl Transition {
    /// The layout after each op (`group_sizes[g]`: size of group `g`); the
    /// error names the first op that does not apply.
    pub fn layouts(&self, group_sizes: &[u32]) -> Result<Vec<Layout>> {
        let mut cur = self.input.clone();
        let mut out = Vec::with_capacity(self.ops.len());
        for (i, op) in self.ops.iter().enumerate() {
            let (g, n) = match op.kind {
                OpKind::Gate(_) => (cur.group, cur.n),
                _ => (
                    op.group,
                    group_sizes.get(op.group as usize).copied().unwrap_or(0),
                ),
            };
            match op.kind.apply(&cur, g, n).filter(|_| n > 0) {
                Some(l) => {
                    cur = l.clone();
                    out.push(l);
                }
                None => {
                    return Err(CommError::IllTyped {
                        label: self.label.clone(),
                        index: i,
                        op: op.name(),
                        kind: cur.kind.name().into(),
                        group: cur.group,
                    })
                }
            }
        }
        Ok(out)
    }

    /// Chimera table 1 bytes per device of each op ([`OpKind::volume`]).
    pub fn op_bytes(&self, group_sizes: &[u32]) -> Result<Vec<f64>> {
        let layouts = self.layouts(group_sizes)?;
        let mut prev = &self.input;
        let mut v = Vec::with_capacity(layouts.len());
        for (op, out) in self.ops.iter().zip(&layouts) {
            v.push(op.kind.volume(prev, out));
            prev = out;
        }
        Ok(v)
    }

    /// Total table 1 bytes per device.
    pub fn bytes(&self, group_sizes: &[u32]) -> Result<f64> {
        Ok(self.op_bytes(group_sizes)?.iter().sum())
    }
}

/// A device group.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Group {
    pub name: String,
    pub ranks: Vec<u32>,
}

/// Where an op of a transition of the per-stage view was emitted, in the
/// planner's terms.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Origin {
    /// The TP / SP / EP collectives inside workload layer `i`.
    Layer(u32),
    /// The pipeline boundary after workload layer `i` (the last layer of
    /// the sending stage), including, when the boundary sits at an expert
    /// input, the receiving stage's gate and dispatch.
    Boundary(u32),
}

/// One step of a stage in the per-stage view.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Step {
    Compute(String),
    /// Index into [`CommProgram::transitions`].
    Comm(usize),
}

/// One stage of the per-stage view (its first DP replica; the others run
/// the same on their own devices).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StageProgram {
    pub stage: usize,
    pub steps: Vec<Step>,
    /// Gradient all-reduce over the DP group: (group, bytes per replica).
    pub grad_sync: Option<(u32, f64)>,
}

/// The two halves of a training step's compute (inference runs forwards).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Phase {
    Forward,
    Backward,
}

impl Phase {
    pub fn name(self) -> &'static str {
        match self {
            Phase::Forward => "forward",
            Phase::Backward => "backward",
        }
    }
}

/// One instruction of a rank's schedule.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "op", rename_all = "snake_case", deny_unknown_fields)]
pub enum Instr {
    /// Read a model input (first stage; the last stage's training labels).
    Input {
        tensor: String,
        bytes: u64,
        micro_batch: u32,
    },
    /// Run the stage's forward or backward for a micro-batch on the tensors
    /// taken in since the last compute.
    Compute {
        stage: usize,
        phase: Phase,
        micro_batch: u32,
    },
    /// Write a model output (last stage).
    Output {
        tensor: String,
        bytes: u64,
        micro_batch: u32,
    },
    /// This rank's part of transition `transition` moving `tensor` (`dtype`,
    /// `bytes` in all) of micro-batch `micro_batch`: a rank of the input
    /// group gives the tensor its last compute produced, a rank of the final
    /// group takes it in for its next compute; forward activations, or with
    /// `grad` the gradients of the backward.
    Comm {
        transition: usize,
        tensor: String,
        dtype: DType,
        bytes: u64,
        micro_batch: u32,
        #[serde(default)]
        grad: bool,
    },
    /// Training: sum this rank's accumulated gradients of `weights`
    /// (concatenated f32, `bytes` in all) over `group`, every member holding
    /// the same shards; `chips[k]` is the chip type of `group[k]` — more than
    /// one type runs the 3-phase heterogeneous AllReduce. `index` orders the
    /// syncs globally and picks the tag ([`SYNC_TAG`]` | 4·index`).
    ///
    /// With `zero` (ZeRO-1), per [`zero_domains`]: a ring ReduceScatter
    /// inside each domain instead (tag `| 4·index`), then with several
    /// domains (chip types of as many ranks each) a ring AllReduce of each
    /// segment between the ranks of equal position in every domain
    /// (`+ 1`), after which position `p` of its domain's `m` ranks (in
    /// `group` order) holds the sum of segment [`zero_segment`]`(elements,
    /// m, p)` of the bucket and updates only that; after [`Instr::Update`]
    /// the updated weight segments are all-gathered inside each domain
    /// (`+ 3`).
    GradSync {
        index: u32,
        group: Vec<usize>,
        chips: Vec<String>,
        weights: Vec<String>,
        bytes: u64,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        zero: bool,
    },
    /// Training: the optimizer step on every weight of the rank.
    Update,
}

/// One rank's schedule.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RankProgram {
    pub rank: usize,
    pub stage: usize,
    pub tp_rank: usize,
    pub dp_replica: usize,
    #[serde(rename = "instructions")]
    pub instrs: Vec<Instr>,
}

/// The rank groups a ZeRO-1 sync of `group` (`chips[k]`: the type of
/// `group[k]`) shards its bucket over: one per chip type when every type
/// has as many ranks (the 3-phase AllReduce in ReduceScatter form: the
/// segments line up across types), else the whole group as one ring in
/// group order (its segments cross the types; each rank owns `1/n` of the
/// bucket, as the cost model's optimizer state `/ dp` assumes).
pub fn zero_domains(group: &[usize], chips: &[String]) -> Vec<Vec<usize>> {
    if equal_chip_groups(chips) {
        chip_groups(group, chips)
    } else {
        vec![group.to_vec()]
    }
}

/// Whether every chip type of a sync group (`chips[k]`: the type of its
/// `k`-th rank) has as many ranks: a ZeRO-1 sync's segments then line up
/// across types.
pub fn equal_chip_groups(chips: &[String]) -> bool {
    let mut count: BTreeMap<&String, usize> = BTreeMap::new();
    for c in chips {
        *count.entry(c).or_default() += 1;
    }
    count.values().all(|&n| Some(&n) == count.values().next())
}

/// The ranks of a sync `group` per chip type (`chips[k]`: the type of
/// `group[k]`), types by name, ranks in group order: a heterogeneous
/// sync's homogeneous domains.
pub fn chip_groups(group: &[usize], chips: &[String]) -> Vec<Vec<usize>> {
    let mut by: BTreeMap<&String, Vec<usize>> = BTreeMap::new();
    for (r, c) in group.iter().zip(chips) {
        by.entry(c).or_default().push(*r);
    }
    by.into_values().collect()
}

/// The elements of a ZeRO-1 bucket of `len` elements that position `p`
/// of a sync group of `n` owns: contiguous, balanced (sizes differ by at
/// most one), in position order — the segment a ring ReduceScatter leaves
/// summed at `p`.
pub fn zero_segment(len: usize, n: usize, p: usize) -> std::ops::Range<usize> {
    len * p / n.max(1)..len * (p + 1) / n.max(1)
}

/// Tag bit of the backward (gradient) transitions.
pub const GRAD_TAG: u32 = 1 << 29;
/// Tag bit of the weight-gradient syncs, `| 4·index` (+0..2: the phases of
/// the 3-phase AllReduce).
pub const SYNC_TAG: u32 = 1 << 28;
/// Tag of the all-reduce of the squared gradient norms over every rank
/// (global-norm clipping); the last sync slot, which no sync index reaches.
pub const NORM_TAG: u32 = SYNC_TAG | (SYNC_TAG - 4);
/// Tag of a barrier over every rank (checkpoints); the slot below
/// [`NORM_TAG`].
pub const BARRIER_TAG: u32 = SYNC_TAG | (SYNC_TAG - 8);
/// Micro-batch numbers stay below this (the op index sits above them).
pub const MAX_MICRO_BATCHES: u32 = 1 << 24;
/// Ops per transition (the op index has 4 tag bits).
pub const MAX_TRANSITION_OPS: usize = 16;

/// The tag of the messages of op `op` of a transition for micro-batch
/// `micro_batch` (each pair of ranks sees its messages in program order;
/// the tag checks that both sides agree which op a message belongs to).
pub fn comm_tag(op: usize, micro_batch: u32, grad: bool) -> u32 {
    ((op as u32) << 24) | micro_batch | if grad { GRAD_TAG } else { 0 }
}

/// The communication of a plan (module doc): groups, transitions, and the
/// per-stage and per-rank views that refer to them.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CommProgram {
    pub groups: Vec<Group>,
    pub transitions: Vec<Transition>,
    /// Per transition of the per-stage view, per op: where it was emitted.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub origins: Vec<Vec<Origin>>,
    /// The per-stage view (empty in a bundle's program).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub stages: Vec<StageProgram>,
    /// Per-rank schedules (empty in a planning program).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ranks: Vec<RankProgram>,
}

impl CommProgram {
    pub fn group_sizes(&self) -> Vec<u32> {
        self.groups.iter().map(|g| g.ranks.len() as u32).collect()
    }

    /// Replace every transition by the one at the same index (e.g. fused).
    pub fn with_transitions(mut self, ts: Vec<Transition>) -> CommProgram {
        self.transitions = ts;
        self
    }

    /// The schedule of `rank`.
    pub fn rank(&self, rank: usize) -> Option<&RankProgram> {
        self.ranks.iter().find(|p| p.rank == rank)
    }

    /// The program `rank` executes: its schedule, the transitions it takes
    /// part in and their groups, renumbered in index order (what a bundle
    /// stores as `comm/rank-N.json`).
    pub fn rank_view(&self, rank: usize) -> Option<CommProgram> {
        let p = self.rank(rank)?;
        let used: BTreeSet<usize> = p
            .instrs
            .iter()
            .filter_map(|i| match i {
                Instr::Comm { transition, .. } => Some(*transition),
                _ => None,
            })
            .collect();
        let tmap: BTreeMap<usize, usize> = used.iter().enumerate().map(|(k, &t)| (t, k)).collect();
        let mut gs: BTreeSet<u32> = BTreeSet::new();
        for &t in &used {
            let tr = self.transitions.get(t)?;
            gs.insert(tr.input.group);
            gs.extend(tr.ops.iter().map(|o| o.group));
        }
        let gmap: BTreeMap<u32, u32> = gs.iter().zip(0u32..).map(|(&g, k)| (g, k)).collect();
        let re = |g: u32| gmap.get(&g).copied().unwrap_or(g);
        let transitions = used
            .iter()
            .map(|&t| {
                let tr = &self.transitions[t];
                Transition {
                    label: tr.label.clone(),
                    input: Layout {
                        group: re(tr.input.group),
                        ..tr.input.clone()
                    },
                    ops: tr
                        .ops
                        .iter()
                        .map(|o| Op {
                            kind: o.kind,
                            group: re(o.group),
                        })
                        .collect(),
                }
            })
            .collect();
        let groups = gs
            .iter()
            .map(|&g| self.groups.get(g as usize).cloned())
            .collect::<Option<Vec<_>>>()?;
        let mut me = p.clone();
        for i in &mut me.instrs {
            if let Instr::Comm { transition, .. } = i {
                *transition = tmap[transition];
            }
        }
        Some(CommProgram {
            groups,
            transitions,
            origins: Vec::new(),
            stages: Vec::new(),
            ranks: vec![me],
        })
    }

    /// Check what an executor or renderer relies on, naming the culprit:
    /// groups of distinct ranks; transitions whose groups exist, whose input
    /// covers its group and whose ops type-check; steps, origins and
    /// instructions that refer to existing transitions; comm instructions
    /// whose byte count is their transition's and whose micro-batch and
    /// length fit the tag space; gradient syncs with one chip per rank.
    pub fn check(&self) -> Result<()> {
        for (k, g) in self.groups.iter().enumerate() {
            let distinct: BTreeSet<_> = g.ranks.iter().collect();
            if g.ranks.is_empty() || distinct.len() != g.ranks.len() {
                return Err(bad(format!(
                    "group {k} ({}) must list distinct ranks, at least one",
                    g.name
                )));
            }
        }
        let sizes = self.group_sizes();
        for (k, t) in self.transitions.iter().enumerate() {
            let what = format!("transition {k} `{}`", t.label);
            match sizes.get(t.input.group as usize) {
                Some(&n) if n == t.input.n => {}
                Some(&n) => {
                    return Err(bad(format!(
                        "{what}: its input spans {} devices of group g{} of {n}",
                        t.input.n, t.input.group
                    )))
                }
                None => {
                    return Err(bad(format!(
                        "{what}: input group g{} does not exist",
                        t.input.group
                    )))
                }
            }
            if !(t.input.bytes.is_finite() && t.input.bytes >= 0.0) {
                return Err(bad(format!("{what}: {} bytes", t.input.bytes)));
            }
            if t.ops.len() > MAX_TRANSITION_OPS {
                return Err(bad(format!(
                    "{what}: {} ops, at most {MAX_TRANSITION_OPS}",
                    t.ops.len()
                )));
            }
            t.layouts(&sizes)?;
        }
        if !self.origins.is_empty() {
            if self.origins.len() != self.transitions.len() {
                return Err(bad(format!(
                    "{} origin lists for {} transitions",
                    self.origins.len(),
                    self.transitions.len()
                )));
            }
            for (k, (o, t)) in self.origins.iter().zip(&self.transitions).enumerate() {
                if o.len() != t.ops.len() {
                    return Err(bad(format!(
                        "transition {k}: {} origins for {} ops",
                        o.len(),
                        t.ops.len()
                    )));
                }
            }
        }
        for s in &self.stages {
            for st in &s.steps {
                if let Step::Comm(i) = st {
                    if *i >= self.transitions.len() {
                        return Err(bad(format!(
                            "stage {}: step refers to transition {i} of {}",
                            s.stage,
                            self.transitions.len()
                        )));
                    }
                }
            }
            if let Some((g, _)) = s.grad_sync {
                if g as usize >= self.groups.len() {
                    return Err(bad(format!(
                        "stage {}: gradient sync over group g{g}, which does not exist",
                        s.stage
                    )));
                }
            }
        }
        let mut seen = BTreeSet::new();
        for p in &self.ranks {
            if !seen.insert(p.rank) {
                return Err(bad(format!("rank {} has two schedules", p.rank)));
            }
            for (k, i) in p.instrs.iter().enumerate() {
                let what = format!("rank {} instruction {k}", p.rank);
                match i {
                    Instr::Comm {
                        transition,
                        bytes,
                        micro_batch,
                        dtype,
                        ..
                    } => {
                        let t = self.transitions.get(*transition).ok_or_else(|| {
                            bad(format!(
                                "{what}: transition {transition} of {}",
                                self.transitions.len()
                            ))
                        })?;
                        if *bytes as f64 != t.input.bytes {
                            return Err(bad(format!(
                                "{what}: {bytes} bytes through transition {transition}, which moves {}",
                                t.input.bytes
                            )));
                        }
                        if *bytes % dtype.size_bytes().max(1) != 0 {
                            return Err(bad(format!(
                                "{what}: {bytes} bytes is not a whole number of {} elements",
                                dtype.name()
                            )));
                        }
                        if *micro_batch >= MAX_MICRO_BATCHES {
                            return Err(bad(format!(
                                "{what}: micro-batch {micro_batch} exceeds the tag space"
                            )));
                        }
                    }
                    Instr::GradSync {
                        index,
                        group,
                        chips,
                        ..
                    } => {
                        let distinct: BTreeSet<_> = group.iter().collect();
                        if group.is_empty() || distinct.len() != group.len() {
                            return Err(bad(format!(
                                "{what}: \"group\" must list distinct ranks, at least one"
                            )));
                        }
                        if chips.len() != group.len() {
                            return Err(bad(format!(
                                "{what}: \"chips\" must name one chip per rank of \"group\""
                            )));
                        }
                        // The last two slots are NORM_TAG's and BARRIER_TAG's.
                        if u64::from(*index) * 4 + 3 >= u64::from(SYNC_TAG) - 8 {
                            return Err(bad(format!(
                                "{what}: sync index {index} exceeds the tag space"
                            )));
                        }
                    }
                    Instr::Input { micro_batch, .. }
                    | Instr::Output { micro_batch, .. }
                    | Instr::Compute { micro_batch, .. }
                        if *micro_batch >= MAX_MICRO_BATCHES =>
                    {
                        return Err(bad(format!(
                            "{what}: micro-batch {micro_batch} exceeds the tag space"
                        )));
                    }
                    _ => {}
                }
            }
        }
        Ok(())
    }

    /// The program as `comm/rank-N.json` content (pretty, newline-ended).
    pub fn to_json(&self) -> String {
        let mut s = serde_json::to_string_pretty(self).unwrap_or_default();
        s.push('\n');
        s
    }

    /// Parse and [`check`](CommProgram::check) JSON content; untrusted:
    /// every missing or malformed field is an error naming its path.
    pub fn from_json(bytes: &[u8]) -> Result<CommProgram> {
        let de = &mut serde_json::Deserializer::from_slice(bytes);
        let p: CommProgram = serde_path_to_error::deserialize(de)
            .map_err(|e| bad(format!("{}: {}", e.path(), e.inner())))?;
        p.check()?;
        Ok(p)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lay(kind: LayoutKind, group: u32, n: u32) -> Layout {
        Layout {
            kind,
            group,
            n,
            bytes: 64.0,
            topk: None,
        }
    }

    /// A TP-2 → TP-2 boundary fused as M2MS into shards + all-gather, over
    /// ranks 0-1 and 2-3, and the schedule of a sending and a receiving rank.
    fn program() -> CommProgram {
        let comm = |mb| Instr::Comm {
            transition: 1,
            tensor: "h".into(),
            dtype: DType::F32,
            bytes: 64,
            micro_batch: mb,
            grad: false,
        };
        let compute = |stage, mb| Instr::Compute {
            stage,
            phase: Phase::Forward,
            micro_batch: mb,
        };
        CommProgram {
            groups: vec![
                Group {
                    name: "unused".into(),
                    ranks: vec![7],
                },
                Group {
                    name: "tp0".into(),
                    ranks: vec![0, 1],
                },
                Group {
                    name: "tp1".into(),
                    ranks: vec![2, 3],
                },
            ],
            transitions: vec![
                Transition {
                    label: "unused".into(),
                    input: lay(LayoutKind::Rep, 0, 1),
                    ops: vec![],
                },
                Transition {
                    label: "stage 0 → stage 1: h".into(),
                    input: lay(LayoutKind::Part, 1, 2),
                    ops: vec![
                        Op {
                            kind: OpKind::M2MS(LayoutKind::Shard),
                            group: 2,
                        },
                        Op {
                            kind: OpKind::AllGather,
                            group: 2,
                        },
                    ],
                },
            ],
            ranks: vec![
                RankProgram {
                    rank: 0,
                    stage: 0,
                    tp_rank: 0,
                    dp_replica: 0,
                    instrs: vec![compute(0, 0), comm(0), compute(0, 1), comm(1)],
                },
                RankProgram {
                    rank: 2,
                    stage: 1,
                    tp_rank: 0,
                    dp_replica: 0,
                    instrs: vec![comm(0), compute(1, 0), Instr::Update],
                },
            ],
            ..Default::default()
        }
    }

    #[test]
    fn rank_views_round_trip_through_json_and_keep_only_what_the_rank_uses() {
        let p = program();
        p.check().unwrap();
        let v = p.rank_view(2).unwrap();
        assert_eq!(
            v.groups.iter().map(|g| &g.name[..]).collect::<Vec<_>>(),
            ["tp0", "tp1"]
        );
        assert_eq!(v.transitions.len(), 1);
        assert_eq!(v.transitions[0].input.group, 0);
        assert_eq!(v.transitions[0].ops[0].group, 1);
        assert!(matches!(
            v.ranks[0].instrs[0],
            Instr::Comm { transition: 0, .. }
        ));
        let text = v.to_json();
        assert!(
            text.contains("\"op\": \"m2ms\"") && text.contains("\"to\": \"shard\""),
            "{text}"
        );
        assert_eq!(CommProgram::from_json(text.as_bytes()).unwrap(), v);
        assert!(p.rank_view(5).is_none());
        // Table 1: the M2MS sends a partial source's 64 bytes; the all-gather half.
        assert_eq!(
            v.transitions[0].op_bytes(&v.group_sizes()).unwrap(),
            [64.0, 32.0]
        );
    }

    #[test]
    fn malformed_programs_are_errors_naming_the_culprit() {
        let text = program().rank_view(0).unwrap().to_json();
        let edit = |from: &str, to: &str| {
            assert!(text.contains(from), "{from}");
            CommProgram::from_json(text.replacen(from, to, 1).as_bytes())
                .unwrap_err()
                .to_string()
        };
        let e = edit(
            "\"ranks\": [\n        0,\n        1\n      ]",
            "\"ranks\": [0, 0]",
        );
        assert!(e.contains("group 0") && e.contains("distinct"), "{e}");
        let e = edit("\"to\": \"shard\"", "\"to\": \"part\"");
        assert!(
            e.contains("op 1 (AllGather)") && e.contains("part value"),
            "{e}"
        );
        let e = edit("\"op\": \"all_gather\"", "\"op\": \"all_gather\", \"k\": 3");
        assert!(
            e.contains("transitions[0].ops[1]") && e.contains("gate"),
            "{e}"
        );
        let e = edit("\"bytes\": 64,", "\"bytes\": 65,");
        assert!(e.contains("instruction 1") && e.contains("65 bytes"), "{e}");
        let e = edit("\"transition\": 0", "\"transition\": 4");
        assert!(
            e.contains("instruction 1") && e.contains("transition 4"),
            "{e}"
        );
        let e = edit("\"op\": \"compute\"", "\"op\": \"fly\"");
        assert!(e.contains("ranks[0].instructions[0]"), "{e}");
    }

    #[test]
    fn ops_apply_only_to_the_layouts_they_take() {
        let part = lay(LayoutKind::Part, 0, 2);
        assert_eq!(
            OpKind::AllReduce.apply(&part, 0, 2).unwrap().kind,
            LayoutKind::Rep
        );
        assert!(OpKind::AllReduce.apply(&part, 1, 2).is_none());
        assert!(OpKind::ReduceScatter
            .apply(&lay(LayoutKind::Rep, 0, 2), 0, 2)
            .is_none());
        assert!(OpKind::M2MS(LayoutKind::Part).apply(&part, 1, 3).is_none());
        assert!(OpKind::P2P.apply(&part, 1, 3).is_none());
        assert_eq!(OpKind::P2P.apply(&part, 1, 2).unwrap().group, 1);
        assert!(OpKind::Gate(3)
            .apply(&lay(LayoutKind::Rep, 0, 2), 0, 2)
            .is_none());
    }
}
