//! TP sharding: a stage graph per tensor-parallel rank.
//!
//! Establishes, for a [`StageGraph`] ([`crate::stage::extract_stages`]) and
//! a TP degree > 1, a [`RankGraph`] per rank ([`shard_stage`]): a layout
//! analysis in program order assigns each activation `Rep` (replicated),
//! `Split{axis, groups}` (rank r holds slice r of each of `groups` blocks
//! of the axis) or `Partial` (a sum over ranks is pending), and each weight
//! Megatron's layout: a GEMM with replicated input is column-parallel (a
//! fused QKV weight split per q/k/v block), one with a column-split input
//! row-parallel (result partial, all-reduced before the bias); embeddings
//! vocabulary-parallel (masked lookup, all-reduce); convolutions split by
//! output channel, then by input channel; biases and norm parameters follow
//! the activation they apply to; attention heads follow their QKV block;
//! a sum over a split axis stays pending, a maximum over it is the ranks'
//! local maxima combined by a max all-reduce, and a one-hot used
//! elementwise is encoded split by class — so a cross-entropy on the LM
//! head's vocabulary-split logits is Megatron's vocabulary-parallel one and
//! never gathers them. With [`ShardOptions::sequence_parallel`] (Megatron-SP)
//! a pending sum of an activation is reduce-scattered into its sequence
//! split, where norms, biases and residual adds then run, and all-gathered
//! before a column-parallel GEMM.
//! Where no rule applies the operands are made replicated (all-reduce /
//! all-gather) and the op runs replicated, so every rank graph computes the
//! stage exactly. Stage boundaries are replicated.
//!
//! Every split weight's shards are complete and disjoint over the ranks;
//! replicated weights are whole on every rank. All rank graphs have the same
//! ops (only constants and slice or pad bounds depend on the rank), so collectives
//! match up in order — except with [`ShardOptions::partial_outputs`] (comm
//! fusion), where a stage output that is a sum over ranks is left unreduced
//! and only rank 0 adds its replicated terms (bias, residual); the
//! collectives still match.
//!
//! Assumes fixed dims (bind symbols first). Does not reorder ops, fuse
//! collectives (the comm passes do) or split data-parallel replicas (they
//! run the same rank graphs).

use crate::stage::StageGraph;
use crate::PassError;
use cranelift_entity::SecondaryMap;
use hetc_ir::{
    infer_types, verify, Attr, Attrs, DType, Graph, OpId, OpKind, TensorData, TensorType, ValueDef,
    ValueId,
};
use std::collections::BTreeMap;
use std::sync::Arc;

/// The name of the ops a vocabulary-parallel embedding adds around its
/// gather (the id shift into this rank's rows and its mask): ids reach the
/// gather of a `V / tp`-row shard through them, so a reader of the rank's
/// graph (e.g. `--data`'s id bound) knows the shard covers a `tp`-th of
/// the vocabulary.
pub const VOCAB_OPS: &str = "tp vocab";
/// The same for a one-hot over a vocabulary-parallel class axis.
pub const ONE_HOT_OPS: &str = "tp one-hot";

fn err(m: impl Into<String>) -> PassError {
    PassError::Stage(m.into())
}

/// How a weight is distributed over the TP ranks (the bundle manifest's
/// weight layout).
pub use hetc_ir::manifest::ShardLayout;

/// Indices along an axis of length `n` that rank `rank` of `tp` holds under
/// a `groups`-block split, in the order the shard stores them.
pub fn split_indices(n: u64, groups: u64, tp: u32, rank: u32) -> Vec<u64> {
    let block = n / groups;
    let piece = block / tp as u64;
    (0..groups)
        .flat_map(|g| (0..piece).map(move |i| g * block + rank as u64 * piece + i))
        .collect()
}

/// One rank's part of one weight.
#[derive(Clone, Debug, PartialEq)]
pub struct WeightShard {
    /// Parameter name in the source model.
    pub name: String,
    /// The whole weight's type.
    pub full: TensorType,
    pub layout: ShardLayout,
    /// The shard's type.
    pub ty: TensorType,
    pub data: Option<TensorData>,
}

impl WeightShard {
    /// Flat (row-major) indices into the whole weight of the elements this
    /// shard holds, in the shard's order.
    pub fn element_indices(&self, tp: u32, rank: u32) -> Vec<u64> {
        let dims = self.full.fixed_dims().unwrap_or_default();
        shard_element_indices(&dims, self.layout, tp, rank)
    }
}

/// Flat (row-major) indices into a weight of shape `dims` of the elements
/// TP rank `rank` of `tp` holds under `layout`, in the shard's order (empty
/// for a split axis the shape does not have).
pub fn shard_element_indices(dims: &[u64], layout: ShardLayout, tp: u32, rank: u32) -> Vec<u64> {
    let all = dims.iter().product::<u64>();
    match layout {
        ShardLayout::Replicated => (0..all).collect(),
        ShardLayout::Split { axis, groups } => {
            if axis >= dims.len() || groups == 0 || tp == 0 {
                return Vec::new();
            }
            let outer: u64 = dims[..axis].iter().product();
            let inner: u64 = dims[axis + 1..].iter().product();
            let idx = split_indices(dims[axis], groups, tp, rank);
            let mut out = Vec::with_capacity((outer * idx.len() as u64 * inner) as usize);
            for o in 0..outer {
                for &i in &idx {
                    let base = (o * dims[axis] + i) * inner;
                    out.extend(base..base + inner);
                }
            }
            out
        }
    }
}

/// One TP rank of a stage.
#[derive(Clone, Debug)]
pub struct RankGraph {
    pub rank: u32,
    pub tp: u32,
    /// Same inputs and outputs (replicated) as the stage graph; parameters
    /// are the rank's shards; collectives carry `group = [0, …, tp-1]`.
    pub graph: Graph,
    /// The rank's weight shards, in the order of the graph's parameters.
    pub weights: Vec<WeightShard>,
    /// Per graph output: `true` when it is this rank's partial sum (the
    /// full value is the sum over the TP ranks; see
    /// [`ShardOptions::partial_outputs`]), `false` when replicated. Equal on
    /// every rank.
    pub partial_outputs: Vec<bool>,
}

/// Options of [`shard_stage_with`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ShardOptions {
    /// Leave an f32 stage output that is a sum over ranks unreduced: a
    /// row-parallel GEMM result followed only by adds (bias, residual) and
    /// reshapes up to the output. Rank 0 adds the replicated terms, the other ranks
    /// return their partial product, so the sum over ranks is the output;
    /// the stage's last all-reduce disappears and the boundary's M2MS sums
    /// at the receivers instead (comm fusion). Outputs the stage itself
    /// reads again stay replicated.
    pub partial_outputs: bool,
    /// Megatron sequence parallelism (Korthikanti et al. 2022) over
    /// sequences of this many tokens: the work TP does not split (norms,
    /// residual adds, biases of row-parallel GEMMs) runs on each rank's
    /// `1/tp` of every sequence. A row-parallel GEMM's partial sum is
    /// reduce-scattered into that split instead of all-reduced, the input
    /// of a column-parallel GEMM all-gathered out of it, and a replicated
    /// value entering the region (a stage input) sliced. A value's
    /// sequence axis is the last axis before its last whose extent is a
    /// multiple of the sequence length (`[b, s, h]`: axis 1; `[b·s, h]`:
    /// axis 0 in `b` blocks). `None`, a sequence of one token, or one the
    /// TP degree does not divide: no sequence parallelism.
    pub sequence_parallel: Option<u64>,
}

/// Select elements of `data` (shape `dims`) along `axis`.
pub fn take_along(data: &TensorData, dims: &[u64], axis: usize, idx: &[u64]) -> TensorData {
    let es = data.dtype.size_bytes() as usize;
    let outer: u64 = dims[..axis].iter().product();
    let inner = dims[axis + 1..].iter().product::<u64>() as usize * es;
    let mut out = Vec::with_capacity(outer as usize * idx.len() * inner);
    for o in 0..outer {
        for &i in idx {
            let base = (o * dims[axis] + i) as usize * inner;
            out.extend_from_slice(&data.bytes[base..base + inner]);
        }
    }
    TensorData {
        dtype: data.dtype,
        bytes: Arc::new(out),
    }
}

/// Layout of an activation in a rank graph.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Lay {
    Rep,
    Split { axis: usize, groups: u64 },
    Partial,
}

struct Emitter<'a> {
    src: &'a Graph,
    tp: u32,
    rank: u32,
    out: Graph,
    users: SecondaryMap<ValueId, Vec<OpId>>,
    act: SecondaryMap<ValueId, Option<(ValueId, Lay)>>,
    params: BTreeMap<ValueId, (ValueId, ShardLayout)>,
    consts: BTreeMap<(ValueId, Option<usize>), ValueId>,
    /// Transposes of parameters whose only users are GEMM right operands:
    /// emitted at the GEMM, once the weight's layout is chosen.
    deferred: BTreeMap<ValueId, (ValueId, Vec<i64>)>,
    /// All-gathered copies of split activations.
    gathered: BTreeMap<ValueId, ValueId>,
    weights: Vec<WeightShard>,
    /// Values that may stay partial sums ([`ShardOptions::partial_outputs`]).
    partial_ok: std::collections::BTreeSet<ValueId>,
    /// Sequence length under sequence parallelism (TP > 1, divisible).
    sp: Option<u64>,
    /// This rank's slices of replicated activations (SP entries), by axis.
    slices: BTreeMap<(ValueId, usize), ValueId>,
}

fn dims_of(t: &TensorType) -> Vec<u64> {
    t.fixed_dims().unwrap_or_default()
}

fn local_ty(full: &TensorType, lay: Lay, tp: u32) -> TensorType {
    let mut t = full.clone();
    if let Lay::Split { axis, .. } = lay {
        if let hetc_ir::Dim::Fixed(n) = t.shape[axis] {
            t.shape[axis] = hetc_ir::Dim::Fixed(n / tp as u64);
        }
    }
    t
}

fn splittable(dims: &[u64], axis: usize, groups: u64, tp: u32) -> bool {
    axis < dims.len() && groups > 0 && dims[axis] % (groups * tp as u64) == 0
}

impl<'a> Emitter<'a> {
    fn group(&self) -> Attr {
        Attr::Ints((0..self.tp as i64).collect())
    }

    fn emit(
        &mut self,
        kind: OpKind,
        ins: &[ValueId],
        attrs: Attrs,
        types: Option<Vec<TensorType>>,
        name: &str,
    ) -> Result<Vec<ValueId>, PassError> {
        let types = match types {
            Some(t) => t,
            None => {
                let tys: Vec<&TensorType> = ins.iter().map(|&v| self.out.ty(v)).collect();
                infer_types(&kind, &tys, &attrs)
                    .map_err(|m| err(format!("{name}: {m}")))?
                    .ok_or_else(|| err(format!("{name}: result type of {kind} not inferable")))?
            }
        };
        let op = self.out.add_op(kind, ins, attrs, types, name);
        Ok(self.out.ops[op].outputs.to_vec())
    }

    fn emit1(
        &mut self,
        kind: OpKind,
        ins: &[ValueId],
        attrs: Attrs,
        ty: Option<TensorType>,
        name: &str,
    ) -> Result<ValueId, PassError> {
        Ok(self.emit(kind, ins, attrs, ty.map(|t| vec![t]), name)?[0])
    }

    fn scalar(&mut self, dtype: DType, v: f64) -> ValueId {
        self.out.add_const(
            "",
            TensorType::scalar(dtype),
            Some(TensorData::from_f64s(dtype, &[v])),
        )
    }

    /// A weight with the given layout (decided at first use); `None` when
    /// it was already given another layout.
    fn param(&mut self, v: ValueId, layout: ShardLayout) -> Option<ValueId> {
        if let Some(&(local, l)) = self.params.get(&v) {
            return (l == layout).then_some(local);
        }
        let d = &self.src.values[v];
        let dims = dims_of(&d.ty);
        let (ty, data) = match layout {
            ShardLayout::Replicated => (d.ty.clone(), self.src.data.get(&v).cloned()),
            ShardLayout::Split { axis, groups } => {
                if !splittable(&dims, axis, groups, self.tp) {
                    return None;
                }
                let idx = split_indices(dims[axis], groups, self.tp, self.rank);
                let ty = local_ty(&d.ty, Lay::Split { axis, groups }, self.tp);
                let data = self
                    .src
                    .data
                    .get(&v)
                    .map(|t| take_along(t, &dims, axis, &idx));
                (ty, data)
            }
        };
        let local = self.out.add_param(d.name.clone(), ty.clone(), data.clone());
        self.weights.push(WeightShard {
            name: d.name.clone(),
            full: d.ty.clone(),
            layout,
            ty,
            data,
        });
        self.params.insert(v, (local, layout));
        Some(local)
    }

    /// A constant, whole or (groups = 1) this rank's slice along `axis`.
    fn constant(&mut self, v: ValueId, axis: Option<usize>) -> ValueId {
        if let Some(&c) = self.consts.get(&(v, axis)) {
            return c;
        }
        let d = &self.src.values[v];
        let dims = dims_of(&d.ty);
        let (ty, data) = match axis {
            None => (d.ty.clone(), self.src.data.get(&v).cloned()),
            Some(a) => {
                let lay = Lay::Split { axis: a, groups: 1 };
                let idx = split_indices(dims[a], 1, self.tp, self.rank);
                let data = self.src.data.get(&v).map(|t| take_along(t, &dims, a, &idx));
                (local_ty(&d.ty, lay, self.tp), data)
            }
        };
        let c = self.out.add_const(d.name.clone(), ty, data);
        self.consts.insert((v, axis), c);
        c
    }

    /// The local value and layout of an operand; weights not yet placed are
    /// made replicated, deferred transposes emitted replicated.
    fn get(&mut self, v: ValueId) -> Result<(ValueId, Lay), PassError> {
        match self.src.values[v].def {
            ValueDef::Param => {
                if let Some(&(local, l)) = self.params.get(&v) {
                    return Ok((local, shard_lay(l)));
                }
                let local = self
                    .param(v, ShardLayout::Replicated)
                    .expect("fresh weight");
                Ok((local, Lay::Rep))
            }
            ValueDef::Const => Ok((self.constant(v, None), Lay::Rep)),
            _ => {
                if let Some((p, perm)) = self.deferred.get(&v).cloned() {
                    let (lp, l) = self.get(p)?;
                    let lay = permute_lay(l, &perm);
                    let ty = local_ty(self.src.ty(v), lay, self.tp);
                    let mut a = Attrs::new();
                    a.insert("perm".into(), Attr::Ints(perm));
                    let t = self.emit1(OpKind::Transpose, &[lp], a, Some(ty), "")?;
                    self.act[v] = Some((t, lay));
                    self.deferred.remove(&v);
                }
                self.act[v].ok_or_else(|| err(format!("{v} used before it is defined")))
            }
        }
    }

    /// Make a local value replicated (all-reduce a partial sum, all-gather
    /// a split).
    fn make_rep(&mut self, v: ValueId, local: ValueId, lay: Lay) -> Result<ValueId, PassError> {
        let full = self.src.ty(v).clone();
        match lay {
            Lay::Rep => Ok(local),
            Lay::Partial => {
                let mut a = Attrs::new();
                a.insert("group".into(), self.group());
                self.emit1(OpKind::AllReduce, &[local], a, Some(full), "tp all-reduce")
            }
            Lay::Split { axis, groups } => {
                let mut a = Attrs::new();
                a.insert("group".into(), self.group());
                a.insert("axis".into(), Attr::Int(axis as i64));
                a.insert("groups".into(), Attr::Int(groups as i64));
                self.emit1(OpKind::AllGather, &[local], a, Some(full), "tp all-gather")
            }
        }
    }

    /// The replicated form of an operand (collectives emitted once per
    /// value; a pending sum is all-reduced, even under SP).
    fn rep(&mut self, v: ValueId) -> Result<ValueId, PassError> {
        if let Some(&r) = self.gathered.get(&v) {
            return Ok(r);
        }
        let (l, lay) = self.get(v)?;
        if lay == Lay::Partial {
            let r = self.make_rep(v, l, lay)?;
            self.set(v, r, Lay::Rep);
            return Ok(r);
        }
        let r = self.make_rep(v, l, lay)?;
        if r != l {
            self.gathered.insert(v, r);
        }
        Ok(r)
    }

    /// Resolve a pending sum (once: later uses see the reduced value): an
    /// all-reduce, or under SP a reduce-scatter into the value's sequence
    /// split where it has one.
    fn no_partial(&mut self, v: ValueId) -> Result<(ValueId, Lay), PassError> {
        let (l, lay) = self.get(v)?;
        if lay != Lay::Partial {
            return Ok((l, lay));
        }
        if let Some(Lay::Split { axis, groups }) = self.sp_lay(v) {
            let mut a = Attrs::new();
            a.insert("group".into(), self.group());
            a.insert("axis".into(), Attr::Int(axis as i64));
            a.insert("groups".into(), Attr::Int(groups as i64));
            let lay = Lay::Split { axis, groups };
            let ty = local_ty(self.src.ty(v), lay, self.tp);
            let r = self.emit1(
                OpKind::ReduceScatter,
                &[l],
                a,
                Some(ty),
                "sp reduce-scatter",
            )?;
            self.set(v, r, lay);
            return Ok((r, lay));
        }
        let r = self.make_rep(v, l, lay)?;
        self.set(v, r, Lay::Rep);
        Ok((r, Lay::Rep))
    }

    /// Under sequence parallelism, the sequence split of activation `v`
    /// ([`ShardOptions::sequence_parallel`]): float, a last (feature) dim
    /// of at least 2, and an axis before it whose extent is a multiple of
    /// the sequence length.
    fn sp_lay(&self, v: ValueId) -> Option<Lay> {
        let s = self.sp?;
        let t = self.src.ty(v);
        if !t.dtype.is_float()
            || !matches!(
                self.src.values[v].def,
                ValueDef::Result(..) | ValueDef::Input
            )
        {
            return None;
        }
        let dims = dims_of(t);
        let last = dims.len().checked_sub(1)?;
        if dims[last] < 2 {
            // A per-position scalar (a loss's row sums), not an activation.
            return None;
        }
        let axis = (0..last)
            .rev()
            .find(|&a| dims[a] >= s && dims[a] % s == 0)?;
        let groups = dims[axis] / s;
        splittable(&dims, axis, groups, self.tp).then_some(Lay::Split { axis, groups })
    }

    /// This rank's contiguous slice (groups = 1) of operand `v` along `axis`.
    fn sliced(&mut self, v: ValueId, axis: usize) -> Result<Option<ValueId>, PassError> {
        let want = ShardLayout::Split { axis, groups: 1 };
        let dims = dims_of(self.src.ty(v));
        if !splittable(&dims, axis, 1, self.tp) {
            return Ok(None);
        }
        match self.src.values[v].def {
            ValueDef::Param => {
                if let Some(p) = self.param(v, want) {
                    return Ok(Some(p));
                }
            }
            ValueDef::Const => return Ok(Some(self.constant(v, Some(axis)))),
            _ => {}
        }
        let (l, lay) = self.no_partial(v)?;
        match lay {
            Lay::Split { axis: a, groups: 1 } if a == axis => Ok(Some(l)),
            Lay::Rep if self.slices.contains_key(&(v, axis)) => {
                Ok(self.slices.get(&(v, axis)).copied())
            }
            Lay::Rep => {
                let piece = (dims[axis] / self.tp as u64) as i64;
                let mut a = Attrs::new();
                a.insert("starts".into(), Attr::Ints(vec![self.rank as i64 * piece]));
                a.insert(
                    "ends".into(),
                    Attr::Ints(vec![(self.rank as i64 + 1) * piece]),
                );
                a.insert("axes".into(), Attr::Ints(vec![axis as i64]));
                a.insert("steps".into(), Attr::Ints(vec![1]));
                let ty = local_ty(self.src.ty(v), Lay::Split { axis, groups: 1 }, self.tp);
                let x = self.emit1(OpKind::Slice, &[l], a, Some(ty), "tp slice")?;
                self.slices.insert((v, axis), x);
                Ok(Some(x))
            }
            _ => Ok(None),
        }
    }

    fn set(&mut self, src: ValueId, local: ValueId, lay: Lay) {
        self.act[src] = Some((local, lay));
    }

    /// Run `op` replicated.
    fn replicated(&mut self, o: OpId) -> Result<(), PassError> {
        let op = &self.src.ops[o];
        let mut ins = Vec::with_capacity(op.inputs.len());
        for &v in op.inputs.clone().iter() {
            ins.push(self.rep(v)?);
        }
        let op = &self.src.ops[o];
        let types = op.outputs.iter().map(|&r| self.src.ty(r).clone()).collect();
        let outs = self.emit(
            op.kind.clone(),
            &ins,
            op.attrs.clone(),
            Some(types),
            &op.name.clone(),
        )?;
        for (&s, &l) in self.src.ops[o].outputs.clone().iter().zip(&outs) {
            self.set(s, l, Lay::Rep);
        }
        Ok(())
    }

    /// Emit `op` with local operands and result layouts `lays`.
    fn local(
        &mut self,
        o: OpId,
        ins: &[ValueId],
        attrs: Attrs,
        lays: &[Lay],
    ) -> Result<(), PassError> {
        let op = &self.src.ops[o];
        let types = op
            .outputs
            .iter()
            .zip(lays)
            .map(|(&r, &l)| local_ty(self.src.ty(r), l, self.tp))
            .collect();
        let (kind, name) = (op.kind.clone(), op.name.clone());
        let outs = self.emit(kind, ins, attrs, Some(types), &name)?;
        for ((&s, &l), &lay) in self.src.ops[o].outputs.clone().iter().zip(&outs).zip(lays) {
            self.set(s, l, lay);
        }
        Ok(())
    }

    /// Blocks of a fused projection: the number of equal parts a following
    /// `split` along the last axis cuts the GEMM result into (through a
    /// bias add and reshapes that keep the last dim), else 1.
    fn fused_blocks(&self, v: ValueId) -> u64 {
        let mut v = v;
        for _ in 0..8 {
            let [u] = self.users[v][..] else { return 1 };
            let op = &self.src.ops[u];
            let last = |x: ValueId| dims_of(self.src.ty(x)).last().copied();
            match op.kind {
                OpKind::Add | OpKind::Reshape if last(op.result()) == last(v) => v = op.result(),
                OpKind::Split => {
                    let rank = self.src.ty(v).rank() as i64;
                    let axis = op.attr_int("axis").unwrap_or(-1);
                    let sizes = op.attr_ints("sizes").unwrap_or(&[]);
                    let equal = sizes.windows(2).all(|w| w[0] == w[1]);
                    return if (axis == rank - 1 || axis == -1) && equal && !sizes.is_empty() {
                        sizes.len() as u64
                    } else {
                        1
                    };
                }
                _ => return 1,
            }
        }
        1
    }

    fn op(&mut self, o: OpId) -> Result<(), PassError> {
        use OpKind::*;
        let op = self.src.ops[o].clone();
        let done = match &op.kind {
            MatMul => self.matmul(o, &op)?,
            Conv => self.conv(o, &op)?,
            Gather => self.gather(o, &op)?,
            k if k.is_binary_elementwise() || *k == Where => self.elementwise(o, &op)?,
            Sqrt | Exp | Log | Erf | Tanh | Relu | Sigmoid | Neg | Abs | Reciprocal | Not
            | Cast => {
                let (l, lay) = self.no_partial(op.inputs[0])?;
                self.local(o, &[l], op.attrs.clone(), &[lay])?;
                true
            }
            Transpose => self.transpose(o, &op)?,
            Reshape => self.reshape(o, &op)?,
            ReduceSum | ReduceMax => self.reduce(o, &op)?,
            OneHot => self.one_hot(o, &op)?,
            Split => self.split(o, &op)?,
            Softmax | LayerNorm => {
                let (mut l, mut lay) = self.no_partial(op.inputs[0])?;
                let rank = self.src.ty(op.inputs[0]).rank();
                let axis = hetc_ir::infer::norm_axis(op.attr_int("axis").unwrap_or(-1), rank)
                    .map_err(err)?;
                // SP: a norm of a replicated activation runs on this rank's
                // part of the sequence (the slice is free).
                if let (Lay::Rep, LayerNorm, Some(Lay::Split { axis: a, groups: 1 })) =
                    (lay, &op.kind, self.sp_lay(op.inputs[0]))
                {
                    if a < axis {
                        if let Some(x) = self.sliced(op.inputs[0], a)? {
                            (l, lay) = (x, Lay::Split { axis: a, groups: 1 });
                        }
                    }
                }
                match lay {
                    Lay::Split { axis: a, .. }
                        if (op.kind == Softmax && a != axis)
                            || (op.kind == LayerNorm && a < axis) =>
                    {
                        let mut ins = vec![l];
                        for &p in &op.inputs[1..] {
                            ins.push(self.rep(p)?);
                        }
                        self.local(o, &ins, op.attrs.clone(), &[lay])?;
                        true
                    }
                    _ => false,
                }
            }
            BatchNorm | MaxPool | AvgPool | GlobalAvgPool => {
                let (l, lay) = self.no_partial(op.inputs[0])?;
                match lay {
                    Lay::Split { axis: 1, groups: 1 } => {
                        let mut ins = vec![l];
                        let mut ok = true;
                        for &p in &op.inputs[1..] {
                            match self.sliced(p, 0)? {
                                Some(x) => ins.push(x),
                                None => ok = false,
                            }
                        }
                        if ok {
                            self.local(o, &ins, op.attrs.clone(), &[lay])?;
                        }
                        ok
                    }
                    _ => false,
                }
            }
            _ => false,
        };
        if !done {
            self.replicated(o)?;
        }
        Ok(())
    }

    /// A sum or maximum over axes of a split operand: over the split axis,
    /// each rank reduces its slice and the partial sums stay pending
    /// (`reduce_sum`) or the ranks' maxima are combined by a max all-reduce
    /// (`reduce_max`: vocabulary-parallel cross-entropy's row maximum,
    /// Megatron's); over other axes the split is kept.
    fn reduce(&mut self, o: OpId, op: &hetc_ir::OpData) -> Result<bool, PassError> {
        let x = op.inputs[0];
        let (l, lay) = self.no_partial(x)?;
        let Lay::Split { axis, groups } = lay else {
            return Ok(false);
        };
        let rank = self.src.ty(x).rank();
        let mut reduced = vec![false; rank];
        let axes = op.attr_ints("axes").unwrap_or(&[]);
        if axes.is_empty() {
            reduced.iter_mut().for_each(|r| *r = true);
        }
        for &a in axes {
            reduced[hetc_ir::infer::norm_axis(a, rank).map_err(err)?] = true;
        }
        let full = self.src.ty(op.result()).clone();
        if !reduced[axis] {
            let keep = op.attr_int("keepdims").unwrap_or(1) != 0;
            let before = reduced[..axis].iter().filter(|&&r| r).count();
            let out = Lay::Split {
                axis: if keep { axis } else { axis - before },
                groups,
            };
            self.local(o, &[l], op.attrs.clone(), &[out])?;
            return Ok(true);
        }
        match op.kind {
            OpKind::ReduceSum => {
                let r = self.emit1(
                    op.kind.clone(),
                    &[l],
                    op.attrs.clone(),
                    Some(full),
                    &op.name,
                )?;
                self.set(op.result(), r, Lay::Partial);
                Ok(true)
            }
            OpKind::ReduceMax => {
                let r = self.emit1(
                    op.kind.clone(),
                    &[l],
                    op.attrs.clone(),
                    Some(full.clone()),
                    &op.name,
                )?;
                let mut a = Attrs::new();
                a.insert("group".into(), self.group());
                a.insert("reduce".into(), Attr::Str("max".into()));
                let m = self.emit1(OpKind::AllReduce, &[r], a, Some(full), "tp all-reduce max")?;
                self.set(op.result(), m, Lay::Rep);
                Ok(true)
            }
            _ => Ok(false),
        }
    }

    /// A one-hot encoding whose every use is elementwise (against logits
    /// split by class, in a loss): each rank encodes only its slice of the
    /// classes — the indices shifted by the slice's start, those outside
    /// it moved out of range so that their rows are all `off` — so the
    /// encoding is split along its class axis without communication.
    fn one_hot(&mut self, o: OpId, op: &hetc_ir::OpData) -> Result<bool, PassError> {
        let depth = op.attr_int("depth").unwrap_or(0);
        let tp = self.tp as i64;
        let elementwise = self.users[op.result()]
            .iter()
            .all(|&u| self.src.ops[u].kind.is_binary_elementwise());
        if depth <= 0 || depth % tp != 0 || self.users[op.result()].is_empty() || !elementwise {
            return Ok(false);
        }
        let out_rank = self.src.ty(op.result()).rank();
        let axis =
            hetc_ir::infer::norm_axis(op.attr_int("axis").unwrap_or(-1), out_rank).map_err(err)?;
        let ids = self.rep(op.inputs[0])?;
        let values = self.rep(op.inputs[1])?;
        let it = self.out.ty(ids).dtype;
        let piece = depth / tp;
        let n = ONE_HOT_OPS;
        let zero = self.scalar(it, 0.0);
        let whole = self.scalar(it, depth as f64);
        // ONNX: an index in -depth..0 counts from depth.
        let neg = self.emit1(OpKind::Less, &[ids, zero], Attrs::new(), None, n)?;
        let wrapped = self.emit1(OpKind::Add, &[ids, whole], Attrs::new(), None, n)?;
        let ids = self.emit1(OpKind::Where, &[neg, wrapped, ids], Attrs::new(), None, n)?;
        let (local, mine, _, hi) = self.in_slice(ids, piece as u64, n)?;
        // `piece` is out of range for a depth of `piece`: an all-`off` row.
        let safe = self.emit1(OpKind::Where, &[mine, local, hi], Attrs::new(), None, n)?;
        let mut a = op.attrs.clone();
        a.insert("depth".into(), Attr::Int(piece));
        let lay = Lay::Split { axis, groups: 1 };
        self.local(o, &[safe, values], a, &[lay])?;
        Ok(true)
    }

    /// Integer `ids` relative to this rank's slice `[rank·piece,
    /// (rank+1)·piece)` of an axis, and whether each lies in it; with the
    /// constants 0 and `piece` of their type (`(local, mine, zero, piece)`).
    fn in_slice(
        &mut self,
        ids: ValueId,
        piece: u64,
        n: &str,
    ) -> Result<(ValueId, ValueId, ValueId, ValueId), PassError> {
        let it = self.out.ty(ids).dtype;
        let lo = self.scalar(it, (self.rank as u64 * piece) as f64);
        let hi = self.scalar(it, piece as f64);
        let zero = self.scalar(it, 0.0);
        let local = self.emit1(OpKind::Sub, &[ids, lo], Attrs::new(), None, n)?;
        let below = self.emit1(OpKind::Less, &[local, zero], Attrs::new(), None, n)?;
        let ok_lo = self.emit1(OpKind::Not, &[below], Attrs::new(), None, n)?;
        let ok_hi = self.emit1(OpKind::Less, &[local, hi], Attrs::new(), None, n)?;
        let mine = self.emit1(OpKind::And, &[ok_lo, ok_hi], Attrs::new(), None, n)?;
        Ok((local, mine, zero, hi))
    }

    /// The weight behind a GEMM operand: a parameter, or a deferred
    /// transpose of one (with its permutation).
    fn weight_of(&self, v: ValueId) -> Option<(ValueId, Option<Vec<i64>>)> {
        if self.src.values[v].def == ValueDef::Param {
            return Some((v, None));
        }
        self.deferred
            .get(&v)
            .map(|(p, perm)| (*p, Some(perm.clone())))
    }

    fn matmul(&mut self, o: OpId, op: &hetc_ir::OpData) -> Result<bool, PassError> {
        let (a, b) = (op.inputs[0], op.inputs[1]);
        let out_rank = self.src.ty(op.result()).rank();
        let rank_a = self.src.ty(a).rank();
        if let (Some((p, perm)), 2) = (self.weight_of(b), self.src.ty(b).rank()) {
            let (mut la, mut lay_a) = self.no_partial(a)?;
            if let (Lay::Split { axis, .. }, Some(_)) = (lay_a, self.sp) {
                if axis != rank_a - 1 {
                    // SP: gathered out of the sequence split for a
                    // column-parallel GEMM.
                    (la, lay_a) = (self.rep(a)?, Lay::Rep);
                }
            }
            // Axis `ax` of the GEMM's right operand is axis `pax` of the weight.
            let pax = |ax: usize| perm.as_ref().map_or(ax, |pm| pm[ax] as usize);
            let (want_b, lay_out) = match lay_a {
                Lay::Rep => {
                    let g = self.fused_blocks(op.result());
                    (
                        Lay::Split { axis: 1, groups: g },
                        Lay::Split {
                            axis: out_rank - 1,
                            groups: g,
                        },
                    )
                }
                Lay::Split { axis, groups } if axis == rank_a - 1 => {
                    (Lay::Split { axis: 0, groups }, Lay::Partial)
                }
                _ => return Ok(false),
            };
            let Lay::Split { axis: bax, groups } = want_b else {
                return Ok(false);
            };
            let Some(lp) = self.param(
                p,
                ShardLayout::Split {
                    axis: pax(bax),
                    groups,
                },
            ) else {
                return Ok(false);
            };
            let lb = match &perm {
                None => lp,
                Some(pm) => {
                    let ty = local_ty(self.src.ty(b), want_b, self.tp);
                    let mut at = Attrs::new();
                    at.insert("perm".into(), Attr::Ints(pm.clone()));
                    self.deferred.remove(&b);
                    let t = self.emit1(OpKind::Transpose, &[lp], at, Some(ty), "")?;
                    self.act[b] = Some((t, want_b));
                    t
                }
            };
            self.local(o, &[la, lb], op.attrs.clone(), &[lay_out])?;
            return Ok(true);
        }
        // Two activations (attention): split batch dims stay split; a split
        // contraction dim gives a partial sum.
        let (la, lay_a) = self.no_partial(a)?;
        let (lb, lay_b) = self.no_partial(b)?;
        let rank_b = self.src.ty(b).rank();
        if rank_a != rank_b || rank_a < 3 {
            return Ok(false);
        }
        match (lay_a, lay_b) {
            (Lay::Split { axis: x, groups: 1 }, Lay::Split { axis: y, groups: 1 })
                if x == y && x < rank_a - 2 =>
            {
                self.local(o, &[la, lb], op.attrs.clone(), &[lay_a])?;
                Ok(true)
            }
            (Lay::Split { axis: x, groups: 1 }, Lay::Split { axis: y, groups: 1 })
                if x == rank_a - 1 && y == rank_b - 2 =>
            {
                self.local(o, &[la, lb], op.attrs.clone(), &[Lay::Partial])?;
                Ok(true)
            }
            _ => Ok(false),
        }
    }

    fn conv(&mut self, o: OpId, op: &hetc_ir::OpData) -> Result<bool, PassError> {
        if op.attr_int("group") != Some(1) || self.src.values[op.inputs[1]].def != ValueDef::Param {
            return Ok(false);
        }
        let (lx, lay) = self.no_partial(op.inputs[0])?;
        let w = op.inputs[1];
        match lay {
            Lay::Rep => {
                let Some(lw) = self.param(w, ShardLayout::Split { axis: 0, groups: 1 }) else {
                    return Ok(false);
                };
                let mut ins = vec![lx, lw];
                if let Some(&bias) = op.inputs.get(2) {
                    match self.sliced(bias, 0)? {
                        Some(b) => ins.push(b),
                        None => return Ok(false),
                    }
                }
                self.local(
                    o,
                    &ins,
                    op.attrs.clone(),
                    &[Lay::Split { axis: 1, groups: 1 }],
                )?;
                Ok(true)
            }
            Lay::Split { axis: 1, groups: 1 } if op.inputs.len() == 2 => {
                let Some(lw) = self.param(w, ShardLayout::Split { axis: 1, groups: 1 }) else {
                    return Ok(false);
                };
                self.local(o, &[lx, lw], op.attrs.clone(), &[Lay::Partial])?;
                Ok(true)
            }
            _ => Ok(false),
        }
    }

    /// Vocabulary-parallel embedding: rank r holds rows `r·V/tp ..`; ids
    /// outside them look up row 0 and are masked to zero; the sum over
    /// ranks (all-reduce) is the lookup.
    fn gather(&mut self, _o: OpId, op: &hetc_ir::OpData) -> Result<bool, PassError> {
        let (data, ids) = (op.inputs[0], op.inputs[1]);
        if self.src.values[data].def != ValueDef::Param || op.attr_int("axis") != Some(0) {
            return Ok(false);
        }
        let dims = dims_of(self.src.ty(data));
        if dims.len() != 2 || dims[0] % self.tp as u64 != 0 {
            return Ok(false);
        }
        let Some(lw) = self.param(data, ShardLayout::Split { axis: 0, groups: 1 }) else {
            return Ok(false);
        };
        let li = self.rep(ids)?;
        let n = VOCAB_OPS;
        let (local, mask, zero, _) = self.in_slice(li, dims[0] / self.tp as u64, n)?;
        let safe = self.emit1(OpKind::Where, &[mask, local, zero], Attrs::new(), None, n)?;
        let mut ga = Attrs::new();
        ga.insert("axis".into(), Attr::Int(0));
        let full = self.src.ty(op.result()).clone();
        let looked = self.emit1(
            OpKind::Gather,
            &[lw, safe],
            ga,
            Some(full.clone()),
            &op.name,
        )?;
        let mut mty = self.out.ty(mask).clone();
        mty.shape.push(hetc_ir::Dim::Fixed(1));
        let m1 = self.emit1(OpKind::Reshape, &[mask], Attrs::new(), Some(mty), n)?;
        let fz = self.scalar(full.dtype, 0.0);
        let r = self.emit1(OpKind::Where, &[m1, looked, fz], Attrs::new(), None, n)?;
        self.set(op.result(), r, Lay::Partial);
        Ok(true)
    }

    fn elementwise(&mut self, o: OpId, op: &hetc_ir::OpData) -> Result<bool, PassError> {
        let out_rank = self.src.ty(op.result()).rank();
        if op.kind == OpKind::Add && self.partial_ok.contains(&op.result()) {
            // Layouts without placing weights (a weight is never partial).
            let mut partial = [None, None];
            for (k, &v) in op.inputs.iter().enumerate() {
                if !matches!(self.src.values[v].def, ValueDef::Param | ValueDef::Const) {
                    let (l, lay) = self.get(v)?;
                    partial[k] = (lay == Lay::Partial).then_some(l);
                }
            }
            let p = match partial {
                [Some(l), None] => Some((l, op.inputs[1], 0)),
                [None, Some(l)] => Some((l, op.inputs[0], 1)),
                _ => None,
            };
            let split_other = match p {
                Some((_, other, _))
                    if !matches!(
                        self.src.values[other].def,
                        ValueDef::Param | ValueDef::Const
                    ) =>
                {
                    match self.no_partial(other)? {
                        (l, Lay::Split { axis, groups: 1 }) => Some(Some((l, axis))),
                        (_, Lay::Split { .. }) => Some(None),
                        _ => None,
                    }
                }
                _ => None,
            };
            if let (Some((lp, other, p)), Some(Some((lo, axis)))) = (p, split_other) {
                // partial + split (SP's residual stream): each rank's slice
                // padded with zeros to the whole is its term of the sum.
                let dims = dims_of(self.src.ty(other));
                let piece = (dims[axis] / self.tp as u64) as i64;
                let mut pads = vec![0i64; 2 * dims.len()];
                pads[axis] = self.rank as i64 * piece;
                pads[dims.len() + axis] = (self.tp - 1 - self.rank) as i64 * piece;
                let mut a = Attrs::new();
                a.insert("pads".into(), Attr::Ints(pads));
                a.insert("mode".into(), Attr::Str("constant".into()));
                a.insert("value".into(), Attr::Float(0.0));
                let full = self.src.ty(other).clone();
                let lo = self.emit1(OpKind::Pad, &[lo], a, Some(full), "sp pad")?;
                let ins = if p == 0 { [lp, lo] } else { [lo, lp] };
                self.local(o, &ins, op.attrs.clone(), &[Lay::Partial])?;
                return Ok(true);
            }
            if let (Some((lp, other, p)), None) = (p, split_other) {
                // partial + replicated: rank 0 adds the replicated term once.
                // An activation is made replicated on every rank, so that
                // collectives still pair up; a weight only where it is used.
                let weight = matches!(
                    self.src.values[other].def,
                    ValueDef::Param | ValueDef::Const
                );
                let lo = if self.rank == 0 || !weight {
                    Some(self.rep(other)?)
                } else {
                    None
                };
                if let (0, Some(lo)) = (self.rank, lo) {
                    let ins = if p == 0 { [lp, lo] } else { [lo, lp] };
                    self.local(o, &ins, op.attrs.clone(), &[Lay::Partial])?;
                } else {
                    self.set(op.result(), lp, Lay::Partial);
                }
                return Ok(true);
            }
        }
        // Partial + partial stays partial.
        if op.kind == OpKind::Add {
            let acts: Vec<_> = op
                .inputs
                .iter()
                .map(|&v| (v, self.src.values[v].def))
                .collect();
            if acts
                .iter()
                .all(|(_, d)| matches!(d, ValueDef::Result(..) | ValueDef::Input))
            {
                let (l0, a0) = self.get(op.inputs[0])?;
                let (l1, a1) = self.get(op.inputs[1])?;
                if a0 == Lay::Partial && a1 == Lay::Partial {
                    self.local(o, &[l0, l1], op.attrs.clone(), &[Lay::Partial])?;
                    return Ok(true);
                }
            }
        }
        // The split every split operand agrees on, in output coordinates.
        let mut target: Option<(usize, u64)> = None;
        for &v in &op.inputs {
            if matches!(self.src.values[v].def, ValueDef::Param | ValueDef::Const) {
                continue;
            }
            let (_, lay) = self.no_partial(v)?;
            if let Lay::Split { axis, groups } = lay {
                let shift = out_rank - self.src.ty(v).rank();
                match target {
                    None => target = Some((axis + shift, groups)),
                    Some(t) if t == (axis + shift, groups) => {}
                    Some(_) => return Ok(false),
                }
            }
        }
        let Some((oaxis, groups)) = target else {
            let mut ins = Vec::new();
            for &v in &op.inputs {
                ins.push(self.rep(v)?);
            }
            self.local(o, &ins, op.attrs.clone(), &[Lay::Rep])?;
            return Ok(true);
        };
        let mut ins = Vec::new();
        for &v in &op.inputs {
            let ty = self.src.ty(v);
            let shift = out_rank - ty.rank();
            let dims = dims_of(ty);
            if oaxis < shift || dims[oaxis - shift] == 1 {
                ins.push(self.rep(v)?);
                continue;
            }
            let axis = oaxis - shift;
            let want = Lay::Split { axis, groups };
            let got = match self.src.values[v].def {
                ValueDef::Param => match self.param(v, ShardLayout::Split { axis, groups }) {
                    Some(p) => Some(p),
                    None if groups == 1 => self.sliced(v, axis)?,
                    None => None,
                },
                ValueDef::Const if groups == 1 => Some(self.constant(v, Some(axis))),
                ValueDef::Const => None,
                _ => {
                    let (l, lay) = self.no_partial(v)?;
                    if lay == want {
                        Some(l)
                    } else if lay == Lay::Rep && groups == 1 {
                        self.sliced(v, axis)?
                    } else {
                        None
                    }
                }
            };
            match got {
                Some(x) => ins.push(x),
                None => return Ok(false),
            }
        }
        self.local(
            o,
            &ins,
            op.attrs.clone(),
            &[Lay::Split {
                axis: oaxis,
                groups,
            }],
        )?;
        Ok(true)
    }

    fn transpose(&mut self, o: OpId, op: &hetc_ir::OpData) -> Result<bool, PassError> {
        let x = op.inputs[0];
        let perm: Vec<i64> = op.attr_ints("perm").unwrap_or(&[]).to_vec();
        if self.src.values[x].def == ValueDef::Param {
            let only_rhs = self.users[op.result()].iter().all(|&u| {
                let d = &self.src.ops[u];
                d.kind == OpKind::MatMul && d.inputs[1] == op.result() && d.inputs[0] != op.result()
            });
            if only_rhs && !self.users[op.result()].is_empty() {
                self.deferred.insert(op.result(), (x, perm));
                return Ok(true);
            }
        }
        let (l, lay) = self.no_partial(x)?;
        let out = permute_lay(lay, &perm);
        self.local(o, &[l], op.attrs.clone(), &[out])?;
        Ok(true)
    }

    fn reshape(&mut self, o: OpId, op: &hetc_ir::OpData) -> Result<bool, PassError> {
        let x = op.inputs[0];
        if self.partial_ok.contains(&op.result()) {
            // A reshape of a partial sum is the partial sum of the reshape.
            let (l, lay) = self.get(x)?;
            if lay == Lay::Partial {
                self.local(o, &[l], op.attrs.clone(), &[Lay::Partial])?;
                return Ok(true);
            }
        }
        let (l, lay) = self.no_partial(x)?;
        let Lay::Split { axis, groups } = lay else {
            self.local(o, &[l], op.attrs.clone(), &[lay])?;
            return Ok(true);
        };
        let din = dims_of(self.src.ty(x));
        let dout = dims_of(self.src.ty(op.result()));
        let before: u64 = din[..axis].iter().product();
        let need = groups * self.tp as u64;
        for b in 0..dout.len() {
            if dout[..b].iter().product::<u64>() != before || dout[b] % need != 0 {
                continue;
            }
            // The split dim is the outer factor of the other, or equal.
            let ok = if dout[b] == din[axis] {
                true
            } else if din[axis] % dout[b] == 0 {
                // split into [dout[b], …]: the rest of din[axis] must be the
                // dims after b.
                groups == 1
            } else if dout[b] % din[axis] == 0 {
                // merged with following dims of the input
                let mut p = before * din[axis];
                let target = before * dout[b];
                let mut k = axis + 1;
                while p < target && k < din.len() {
                    p *= din[k];
                    k += 1;
                }
                p == target && groups == 1
            } else {
                false
            };
            if ok {
                let out = Lay::Split { axis: b, groups };
                self.local(o, &[l], op.attrs.clone(), &[out])?;
                return Ok(true);
            }
        }
        let after: u64 = din[axis + 1..].iter().product();
        let prefixes: Vec<u64> = (0..=axis).map(|a| din[..a].iter().product()).collect();
        for b in 0..dout.len() {
            let pre: u64 = dout[..b].iter().product();
            let rest: u64 = dout[b + 1..].iter().product();
            // The dims before the split one merged into it (`[b, s, h]` →
            // `[b·s, h]`): each of the `k` merged rows is `groups` blocks.
            if prefixes.contains(&pre) && pre < before && rest == after {
                let k = before / pre;
                if dout[b] == k * din[axis] {
                    let out = Lay::Split {
                        axis: b,
                        groups: groups * k,
                    };
                    self.local(o, &[l], op.attrs.clone(), &[out])?;
                    return Ok(true);
                }
            }
            // The split dim cut into `[k, n]` along its blocks (`[b·s, h]`
            // in `b` blocks → `[b, s, h]`): the split moves to `n`.
            if pre == before && b + 1 < dout.len() {
                let (k, n) = (dout[b], dout[b + 1]);
                let rest: u64 = dout[b + 2..].iter().product();
                if k > 1 && k * n == din[axis] && rest == after && groups % k == 0 {
                    let g = groups / k;
                    if n % (g * self.tp as u64) == 0 {
                        let out = Lay::Split {
                            axis: b + 1,
                            groups: g,
                        };
                        self.local(o, &[l], op.attrs.clone(), &[out])?;
                        return Ok(true);
                    }
                }
            }
        }
        Ok(false)
    }

    fn split(&mut self, o: OpId, op: &hetc_ir::OpData) -> Result<bool, PassError> {
        let x = op.inputs[0];
        let (l, lay) = self.no_partial(x)?;
        let rank = self.src.ty(x).rank();
        let axis =
            hetc_ir::infer::norm_axis(op.attr_int("axis").unwrap_or(0), rank).map_err(err)?;
        let sizes = op.attr_ints("sizes").unwrap_or(&[]).to_vec();
        let n = op.outputs.len();
        match lay {
            Lay::Rep => {
                self.local(o, &[l], op.attrs.clone(), &vec![Lay::Rep; n])?;
                Ok(true)
            }
            Lay::Split { axis: a, groups } if a != axis => {
                self.local(
                    o,
                    &[l],
                    op.attrs.clone(),
                    &vec![Lay::Split { axis: a, groups }; n],
                )?;
                Ok(true)
            }
            Lay::Split { groups, .. }
                if groups as usize == n && sizes.windows(2).all(|w| w[0] == w[1]) =>
            {
                let mut attrs = op.attrs.clone();
                let local: Vec<i64> = sizes.iter().map(|s| s / self.tp as i64).collect();
                attrs.insert("sizes".into(), Attr::Ints(local));
                self.local(o, &[l], attrs, &vec![Lay::Split { axis, groups: 1 }; n])?;
                Ok(true)
            }
            _ => Ok(false),
        }
    }
}

fn shard_lay(l: ShardLayout) -> Lay {
    match l {
        ShardLayout::Replicated => Lay::Rep,
        ShardLayout::Split { axis, groups } => Lay::Split { axis, groups },
    }
}

fn permute_lay(l: Lay, perm: &[i64]) -> Lay {
    match l {
        Lay::Split { axis, groups } => {
            let j = perm
                .iter()
                .position(|&p| p as usize == axis)
                .unwrap_or(axis);
            Lay::Split { axis: j, groups }
        }
        other => other,
    }
}

/// The rank graphs of a stage under TP `tp` (one graph, replicated weights,
/// for `tp = 1`); every output replicated.
pub fn shard_stage(stage: &StageGraph, tp: u32) -> Result<Vec<RankGraph>, PassError> {
    shard_stage_with(stage, tp, ShardOptions::default())
}

/// Values that may stay partial sums: f32 stage outputs read by no op of
/// the stage, then (backwards) the single-use operands of their adds that
/// have the add's type and of their reshapes.
fn partial_candidates(
    src: &Graph,
    users: &SecondaryMap<ValueId, Vec<OpId>>,
) -> std::collections::BTreeSet<ValueId> {
    let mut ok = std::collections::BTreeSet::new();
    for &v in &src.outputs {
        let once = src.outputs.iter().filter(|&&w| w == v).count() == 1;
        if once
            && users[v].is_empty()
            && src.ty(v).dtype == DType::F32
            && matches!(src.values[v].def, ValueDef::Result(..))
        {
            ok.insert(v);
        }
    }
    for &o in src.order.iter().rev() {
        let d = &src.ops[o];
        if !ok.contains(&d.result()) {
            continue;
        }
        // Sums distribute over adds (operands of the result's type) and
        // reshapes.
        let operands = match d.kind {
            OpKind::Add => &d.inputs[..],
            OpKind::Reshape => &d.inputs[..1],
            _ => continue,
        };
        for &v in operands {
            if users[v].len() == 1
                && !src.outputs.contains(&v)
                && src.ty(v).dtype == DType::F32
                && (d.kind == OpKind::Reshape || src.ty(v) == src.ty(d.result()))
                && matches!(src.values[v].def, ValueDef::Result(..))
            {
                ok.insert(v);
            }
        }
    }
    ok
}

/// [`shard_stage`] with options.
pub fn shard_stage_with(
    stage: &StageGraph,
    tp: u32,
    opts: ShardOptions,
) -> Result<Vec<RankGraph>, PassError> {
    if tp == 0 {
        return Err(err("TP must be at least 1"));
    }
    let src = &stage.graph;
    let mut users = SecondaryMap::<ValueId, Vec<OpId>>::new();
    for (o, d) in src.ops_in_order() {
        for &v in &d.inputs {
            users[v].push(o);
        }
    }
    let partial_ok = if opts.partial_outputs && tp > 1 {
        partial_candidates(src, &users)
    } else {
        Default::default()
    };
    let sp = opts
        .sequence_parallel
        .filter(|&s| tp > 1 && s > 1 && s % tp as u64 == 0);
    let mut ranks = Vec::with_capacity(tp as usize);
    for rank in 0..tp {
        let mut e = Emitter {
            src,
            tp,
            rank,
            out: Graph::new(format!("{}.tp{rank}", src.name)),
            users: users.clone(),
            act: SecondaryMap::new(),
            params: BTreeMap::new(),
            consts: BTreeMap::new(),
            deferred: BTreeMap::new(),
            gathered: BTreeMap::new(),
            weights: Vec::new(),
            partial_ok: partial_ok.clone(),
            sp,
            slices: BTreeMap::new(),
        };
        for &v in &src.inputs {
            let d = &src.values[v];
            let l = e.out.add_input(d.name.clone(), d.ty.clone());
            e.set(v, l, Lay::Rep);
        }
        if tp == 1 {
            // No sharding: every weight whole, every op as is.
            for &o in &src.order {
                e.replicated(o)?;
            }
        } else {
            for &o in &src.order {
                e.op(o)?;
            }
        }
        let mut outs = Vec::new();
        let mut partial = Vec::new();
        for &v in &src.outputs {
            if e.partial_ok.contains(&v) {
                let (l, lay) = e.get(v)?;
                if lay == Lay::Partial {
                    outs.push(l);
                    partial.push(true);
                    continue;
                }
            }
            outs.push(e.rep(v)?);
            partial.push(false);
        }
        e.out.outputs = outs;
        verify(&e.out)?;
        let weights = e.weights;
        ranks.push(RankGraph {
            rank,
            tp,
            graph: e.out,
            weights,
            partial_outputs: partial,
        });
    }
    // Every rank must have the same collectives in the same order (they
    // pair up in order) and the same output layouts; only rank 0 adds the
    // replicated terms of a partial output.
    let collectives = |g: &Graph| {
        g.ops_in_order()
            .filter(|(_, d)| d.kind.class() == hetc_ir::OpClass::Collective)
            .map(|(_, d)| (d.kind.clone(), d.attrs.clone()))
            .collect::<Vec<_>>()
    };
    let first = collectives(&ranks[0].graph);
    if ranks
        .iter()
        .any(|r| collectives(&r.graph) != first || r.partial_outputs != ranks[0].partial_outputs)
    {
        return Err(err(format!(
            "stage {}: rank graphs differ in their collectives",
            stage.index
        )));
    }
    Ok(ranks)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixtures::{graph_with as fixture, three_stages};
    use crate::stage::extract_stages;
    use hetc_ir::verify;
    use std::collections::BTreeSet;

    /// Every split weight's shards tile it exactly (complete and disjoint),
    /// every replicated weight is whole on each rank, and shard data is the
    /// whole weight's data at the shard's indices.
    fn check_shards(stage: &StageGraph, ranks: &[RankGraph]) -> BTreeMap<String, ShardLayout> {
        let tp = ranks.len() as u32;
        let mut layouts = BTreeMap::new();
        let full: BTreeMap<&str, (&TensorType, Option<&TensorData>)> = stage
            .graph
            .params()
            .map(|v| {
                let d = &stage.graph.values[v];
                (d.name.as_str(), (&d.ty, stage.graph.data.get(&v)))
            })
            .collect();
        for (name, (ty, data)) in &full {
            let shards: Vec<&WeightShard> = ranks
                .iter()
                .map(|r| {
                    let found: Vec<_> = r.weights.iter().filter(|w| w.name == *name).collect();
                    assert_eq!(found.len(), 1, "{name} on rank {}", r.rank);
                    found[0]
                })
                .collect();
            let layout = shards[0].layout;
            assert!(shards.iter().all(|s| s.layout == layout), "{name}");
            let numel = ty.num_elements().unwrap();
            let whole = data.map(|d| d.to_f64s());
            let mut seen = BTreeSet::new();
            let mut held = 0u64;
            for (r, s) in shards.iter().enumerate() {
                let idx = s.element_indices(tp, r as u32);
                assert_eq!(idx.len() as u64, s.ty.num_elements().unwrap(), "{name}");
                if let (Some(w), Some(d)) = (&whole, &s.data) {
                    let got = d.to_f64s();
                    for (k, &i) in idx.iter().enumerate() {
                        assert_eq!(got[k], w[i as usize], "{name} rank {r} element {k}");
                    }
                }
                held += idx.len() as u64;
                seen.extend(idx);
            }
            match layout {
                ShardLayout::Replicated => assert_eq!(held, numel * tp as u64, "{name}"),
                ShardLayout::Split { .. } => {
                    assert_eq!(held, numel, "{name}: shards overlap");
                    assert_eq!(seen.len() as u64, numel, "{name}: shards incomplete");
                }
            }
            assert_eq!(*seen.iter().next_back().unwrap() + 1, numel);
            layouts.insert(name.to_string(), layout);
        }
        layouts
    }

    #[test]
    fn gpt2_tp2_shards_are_megatron_and_complete() {
        let g = fixture("gpt2-tiny.onnx", &[("batch", 1), ("sequence", 8)]);
        let v = verify(&g).unwrap();
        let layers = crate::blocks::find_layers(&g);
        let stages = extract_stages(v, &layers, &three_stages(layers.len(), 2)).unwrap();
        let mut all = BTreeMap::new();
        for s in &stages {
            let ranks = shard_stage(s, 2).unwrap();
            all.extend(check_shards(s, &ranks));
        }
        let split = |axis, groups| ShardLayout::Split { axis, groups };
        // Megatron (Shoeybi et al. 2019, §3): QKV and the first MLP GEMM
        // column-parallel (QKV per q/k/v block), the output projections
        // row-parallel, embedding vocabulary-parallel; norms replicated.
        // GPT-2's Conv1D weights are [in, out].
        assert_eq!(all["model.transformer.h.3.attn.c_attn.weight"], split(1, 3));
        assert_eq!(all["model.transformer.h.3.attn.c_attn.bias"], split(0, 3));
        assert_eq!(all["model.transformer.h.3.attn.c_proj.weight"], split(0, 1));
        assert_eq!(
            all["model.transformer.h.3.attn.c_proj.bias"],
            ShardLayout::Replicated
        );
        assert_eq!(all["model.transformer.h.3.mlp.c_fc.weight"], split(1, 1));
        assert_eq!(all["model.transformer.h.3.mlp.c_proj.weight"], split(0, 1));
        assert_eq!(
            all["model.transformer.h.3.ln_1.weight"],
            ShardLayout::Replicated
        );
        assert_eq!(all["model.transformer.wte.weight"], split(0, 1));
    }

    #[test]
    fn resnet_tp2_shards_are_complete() {
        let g = fixture("resnet50-tiny.onnx", &[("batch", 1)]);
        let v = verify(&g).unwrap();
        let layers = crate::blocks::find_layers(&g);
        let stages = extract_stages(v, &layers, &three_stages(layers.len(), 2)).unwrap();
        let mut convs = 0;
        for s in &stages {
            let ranks = shard_stage(s, 2).unwrap();
            let layouts = check_shards(s, &ranks);
            // Every convolution splits: by output channel when its input is
            // replicated, by input channel when it is channel-split (all
            // channel counts are even).
            for v in s.graph.params().filter(|&v| s.graph.ty(v).rank() == 4) {
                let name = &s.graph.values[v].name;
                assert!(matches!(layouts[name], ShardLayout::Split { .. }), "{name}");
                convs += 1;
            }
        }
        assert_eq!(convs, 53);
    }

    #[test]
    fn split_indices_tile_blocks() {
        assert_eq!(split_indices(12, 3, 2, 0), [0, 1, 4, 5, 8, 9]);
        assert_eq!(split_indices(12, 3, 2, 1), [2, 3, 6, 7, 10, 11]);
        assert_eq!(split_indices(6, 1, 3, 2), [4, 5]);
    }
}
