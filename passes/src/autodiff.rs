//! Reverse-mode automatic differentiation: a forward graph and its backward
//! graph, for training.
//!
//! [`differentiate`] turns a verified graph into a [`Gradient`]: the forward
//! graph with the residuals the backward reads appended to its outputs, and
//! a backward graph that maps those residuals plus one cotangent per
//! differentiable output to the gradient of every differentiable input and
//! of every parameter. [`append_loss`] closes a model's logits with a scalar
//! loss, so that the last pipeline stage ends in one number.
//!
//! Establishes:
//! * Gradients flow through float values only. A value is *active* when it
//!   is a float parameter or graph input (inputs only with
//!   [`GradRequest::input_grads`]), or a float result of an op with an
//!   active operand; integer and bool values, and the results of `range`,
//!   `shape` and `fill`, stop the gradient. A value gets a gradient when it
//!   is active and reaches an active graph output.
//! * One VJP function per op family, all in one table ([`vjp`]); the walker
//!   knows no op kind. Every VJP is built from forward IR ops (convolution
//!   and pooling gradients from convolutions: see `window`; linear maps
//!   from their matrices, products without division: see `algebra`), so
//!   every backend that lowers the forward lowers the backward. The one
//!   exception is GridSample's, a `grid_sample_grad` op: like GridSample
//!   itself, only the reference interpreter runs it. Piecewise-constant
//!   ops (floor, ceil, round, sign) stop the gradient: their derivative is
//!   zero wherever it exists. Cotangents of a value used more than once are summed;
//!   broadcast operands get the cotangent summed over their broadcast dims
//!   and reshaped to their own shape.
//! * TP rule (Megatron's f/g operators in general form). In a TP rank graph
//!   a value is *varying* when the ranks hold different contents (a weight
//!   shard, a rank-dependent constant or slice, anything computed from them),
//!   *replicated* otherwise; collective results are replicated. The
//!   gradient of a replicated value is the sum of the contributions from
//!   its uses with replicated results plus one all-reduce (over
//!   [`GradRequest::tp_group`]) of the sum of the contributions from its
//!   uses with varying results. So every rank holds the whole gradient of a
//!   replicated value and its own part of a varying one (a weight shard's
//!   gradient is the shard's part). The all-reduce VJP is the identity, the
//!   all-gather VJP takes the rank's own slice of the cotangent, the exact
//!   inverse of how `hetc_backends::reference::combine` reassembles it.
//! * Residuals: the backward reads forward values through saved outputs of
//!   the forward, except values computed without collectives from
//!   parameters and constants alone (a transposed weight) or from constants
//!   and integer inputs alone (a one-hot of the labels, a mask of token
//!   ids), which it recomputes (saving the integer inputs), widening float
//!   casts (a bf16 activation read in f32, [`crate::mixed`]: its bf16
//!   operand is saved), which it recomputes, and all-gathered values,
//!   which it gathers again from their saved operand (Megatron-SP keeps the
//!   shard). With
//!   [`GradRequest::recompute`] nothing is saved: the backward takes the
//!   forward's inputs and re-runs the forward ops it needs.
//! * The backward is in a valid topological order, has no dead ops, and is
//!   deterministic (a function of the forward graph and the request); both
//!   graphs pass the verifier.
//!
//! Assumes a verified graph, with fixed dims wherever a VJP needs extents
//! (concat, slice, gather, tile, all-gather, convolution, pooling, and the
//! matrices of `algebra`). Does not differentiate one-hot values, bitcasts,
//! custom ops, sends/receives or collectives other than all-reduce,
//! all-gather and reduce-scatter: each is an error naming the op — raised
//! only when a gradient must flow through it. Batch normalisation is the inference op
//! (running statistics as operands; the importers keep them constants);
//! training-mode normalisations that compute batch or group statistics in
//! the graph differentiate through those ops. Does not
//! optimise the backward (no CSE or fusion) and saves exactly the values the
//! VJPs read (no memory/recompute trade-off beyond the stage-wide switch).

use crate::PassError;
use cranelift_entity::{EntitySet, SecondaryMap};
use hetc_ir::{
    infer_types, verify, Attr, Attrs, DType, Dim, Graph, OpClass, OpData, OpId, OpKind, TensorData,
    TensorType, ValueDef, ValueId, Verified,
};
use std::collections::{BTreeMap, BTreeSet};

/// What to differentiate, and how.
#[derive(Clone, Debug)]
pub struct GradRequest<'a> {
    /// Values whose contents differ between the TP ranks that run copies of
    /// this graph (sharded weights, rank-dependent constants/slices); empty
    /// at TP 1. Values computed from these are varying too ([`differentiate`]
    /// closes the set), except collective results (replicated).
    pub varying: &'a BTreeSet<ValueId>,
    /// `group` attribute (same form as the forward's collectives) of the
    /// all-reduces the backward inserts; `None` when nothing varies.
    pub tp_group: Option<Attr>,
    /// This graph's position in the TP group: the all-gather VJP keeps the
    /// rank's own slice. 0 at TP 1.
    pub tp_rank: u32,
    /// The backward re-runs the forward ops from the graph inputs instead of
    /// reading saved residuals (activation recomputation at stage
    /// granularity).
    pub recompute: bool,
    /// The graph's float inputs get gradients. Off for the first pipeline
    /// stage: its inputs are the model's (images, embeddings) and nothing
    /// consumes their gradient, which for a CNN's first convolution is a
    /// transposed convolution at full resolution.
    pub input_grads: bool,
}

static NOTHING_VARIES: BTreeSet<ValueId> = BTreeSet::new();

impl GradRequest<'static> {
    /// A request for a graph that no TP rank shares (TP 1).
    pub fn single(recompute: bool) -> GradRequest<'static> {
        GradRequest {
            varying: &NOTHING_VARIES,
            tp_group: None,
            tp_rank: 0,
            recompute,
            input_grads: true,
        }
    }
}

/// A forward graph and its backward graph.
#[derive(Clone, Debug)]
pub struct Gradient {
    /// The input graph with extra outputs appended: the residuals the
    /// backward reads (none with recompute). outputs = original ++ saved.
    pub forward: Graph,
    pub n_saved: usize,
    /// inputs = saved residuals (recompute: the forward's inputs, in order)
    /// ++ one cotangent per differentiable original output (`cotangents`);
    /// params = the forward's params it reads (same names, types and data);
    /// outputs = the gradient of each forward input with `input_grads[i]`,
    /// in order, ++ the gradient of every param of the forward graph in
    /// [`Graph::params`] order (an explicit zero where the outputs do not
    /// depend on it).
    pub backward: Graph,
    /// Per original output: float and computed from a param or float input.
    pub cotangents: Vec<bool>,
    /// Per forward input: float and reaching a differentiable output.
    pub input_grads: Vec<bool>,
}

/// A loss [`append_loss`] can close a graph with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Loss {
    /// Mean over all positions of `-log_softmax(logits)[label]`; labels are
    /// `i64` class indices in `0..C` (an index outside `-C..C` selects no
    /// class and contributes 0; a negative one counts from `C`, as ONNX
    /// one-hot does).
    CrossEntropy,
}

fn fail(m: impl Into<String>) -> PassError {
    PassError::Autodiff(m.into())
}

fn op_fail(o: OpId, d: &OpData, m: &str) -> PassError {
    if d.name.is_empty() {
        fail(format!("{o} ({}): {m}", d.kind))
    } else {
        fail(format!("{o} {:?} ({}): {m}", d.name, d.kind))
    }
}

fn is_collective(kind: &OpKind) -> bool {
    kind.class() == OpClass::Collective
}

/// Ops whose float results do not depend differentiably on their operands:
/// kinds that only read shapes, piecewise-constant functions (their
/// derivative is zero wherever it exists, as jax and PyTorch take it), and
/// ops marked [`hetc_ir::STOP_GRADIENT`].
fn stops_gradient(d: &OpData) -> bool {
    use OpKind::*;
    matches!(d.kind, Range | Shape | Fill | Floor | Ceil | Round | Sign) || d.stops_gradient()
}

// ---- analysis -----------------------------------------------------------------

/// Per-value facts the walker needs.
struct Facts {
    /// Contents differ between TP ranks (closed under computation).
    varying: EntitySet<ValueId>,
    /// Float and computed from a param or float input.
    active: EntitySet<ValueId>,
    /// Active and reaching an active output: needs a gradient.
    live: EntitySet<ValueId>,
    /// Computed from params and constants alone, or from constants and
    /// integer inputs alone, without collectives: the backward recomputes
    /// these instead of saving them (an integer input it reads is saved
    /// instead).
    fixed: EntitySet<ValueId>,
}

fn analyse(g: &Graph, req: &GradRequest) -> Result<Facts, PassError> {
    let n = g.values.len();
    let mut varying = EntitySet::with_capacity(n);
    for &v in req.varying {
        if g.values.get(v).is_none() {
            return Err(fail(format!("varying value {v} is not in the graph")));
        }
        varying.insert(v);
    }
    if req.tp_group.is_none() && !req.varying.is_empty() {
        return Err(fail(
            "values vary between TP ranks but no TP group is given for the gradient all-reduces",
        ));
    }
    let mut active = EntitySet::with_capacity(n);
    let mut fixed = EntitySet::with_capacity(n);
    // Computed from constants and integer inputs alone.
    let mut data = EntitySet::with_capacity(n);
    for (v, d) in g.values.iter() {
        match d.def {
            ValueDef::Param | ValueDef::Input if d.ty.dtype.is_float() => {
                if d.def == ValueDef::Param {
                    fixed.insert(v);
                }
                if d.def == ValueDef::Param || req.input_grads {
                    active.insert(v);
                }
            }
            ValueDef::Param | ValueDef::Const => {
                fixed.insert(v);
                if d.def == ValueDef::Const {
                    data.insert(v);
                }
            }
            // Integer inputs (token ids, labels) are saved as they are:
            // what they compute without weights is recomputed.
            ValueDef::Input => {
                data.insert(v);
            }
            _ => {}
        }
    }
    for (o, d) in g.ops_in_order() {
        let coll = is_collective(&d.kind);
        if d.kind == OpKind::ReduceScatter {
            // Each rank keeps its own slice of the sum.
            for &r in &d.outputs {
                varying.insert(r);
            }
        } else if coll {
            if let Some(&r) = d.outputs.iter().find(|&&r| varying.contains(r)) {
                return Err(op_fail(
                    o,
                    d,
                    &format!("collective result {r} is listed as varying; the results of collectives other than reduce-scatter are replicated"),
                ));
            }
        } else if d.inputs.iter().any(|&v| varying.contains(v)) {
            for &r in &d.outputs {
                varying.insert(r);
            }
        }
        let flows = !stops_gradient(d) && d.inputs.iter().any(|&v| active.contains(v));
        let local = !coll && !matches!(d.kind, OpKind::Custom { .. });
        let is_fixed = local && d.inputs.iter().all(|&v| fixed.contains(v));
        let is_data = local && d.inputs.iter().all(|&v| data.contains(v));
        for &r in &d.outputs {
            if flows && g.ty(r).dtype.is_float() {
                active.insert(r);
            }
            if is_data {
                data.insert(r);
            }
            if is_fixed || is_data {
                fixed.insert(r);
            }
        }
    }
    let mut live = EntitySet::with_capacity(n);
    for &v in &g.outputs {
        if active.contains(v) {
            live.insert(v);
        }
    }
    for &o in g.order.iter().rev() {
        let d = &g.ops[o];
        if stops_gradient(d) || !d.outputs.iter().any(|&r| live.contains(r)) {
            continue;
        }
        for &v in &d.inputs {
            if active.contains(v) {
                live.insert(v);
            }
        }
    }
    Ok(Facts {
        varying,
        active,
        live,
        fixed,
    })
}

// ---- building ops ---------------------------------------------------------------

fn attrs<const N: usize>(kv: [(&str, Attr); N]) -> Attrs {
    kv.into_iter().map(|(k, v)| (k.to_string(), v)).collect()
}

fn ints(v: &[usize]) -> Attr {
    Attr::Ints(v.iter().map(|&x| x as i64).collect())
}

fn fixed_dim(d: &Dim, what: &str) -> Result<u64, String> {
    d.fixed()
        .ok_or_else(|| format!("{what} is the symbolic dim `{d}`; bind it first"))
}

/// Every dim of `t`, which must be fixed.
fn fixed_dims(t: &TensorType, what: &str) -> Result<Vec<u64>, String> {
    t.shape.iter().map(|d| fixed_dim(d, what)).collect()
}

fn norm_axis(axis: i64, rank: usize) -> Result<usize, String> {
    hetc_ir::infer::norm_axis(axis, rank)
}

/// Appends typed ops to a graph; shared by the backward builder and the
/// loss builder.
struct Emitter {
    g: Graph,
    /// Source-op name of what is being emitted (the forward op's name).
    tag: String,
    scalars: BTreeMap<(DType, u64), ValueId>,
}

impl Emitter {
    fn new(g: Graph) -> Emitter {
        Emitter {
            g,
            tag: String::new(),
            scalars: BTreeMap::new(),
        }
    }

    fn ty(&self, v: ValueId) -> &TensorType {
        self.g.ty(v)
    }

    /// An op whose result type follows from its operands.
    fn op(&mut self, kind: OpKind, ins: &[ValueId], a: Attrs) -> Result<ValueId, String> {
        let tys: Vec<&TensorType> = ins.iter().map(|&v| self.g.ty(v)).collect();
        let mut t = infer_types(&kind, &tys, &a)
            .map_err(|m| format!("building {kind}: {m}"))?
            .ok_or_else(|| format!("building {kind}: result type not inferable"))?;
        if t.len() != 1 {
            return Err(format!("building {kind}: {} results, expected 1", t.len()));
        }
        Ok(self.op_as(kind, ins, a, t.remove(0)))
    }

    /// An op with a given result type (reshape, expand, cast, fill…).
    fn op_as(&mut self, kind: OpKind, ins: &[ValueId], a: Attrs, ty: TensorType) -> ValueId {
        let o = self.g.add_op(kind, ins, a, vec![ty], self.tag.clone());
        self.g.ops[o].outputs[0]
    }

    fn bin(&mut self, kind: OpKind, a: ValueId, b: ValueId) -> Result<ValueId, String> {
        self.op(kind, &[a, b], Attrs::new())
    }

    fn un(&mut self, kind: OpKind, a: ValueId) -> Result<ValueId, String> {
        self.op(kind, &[a], Attrs::new())
    }

    fn add(&mut self, a: ValueId, b: ValueId) -> Result<ValueId, String> {
        self.bin(OpKind::Add, a, b)
    }

    fn mul(&mut self, a: ValueId, b: ValueId) -> Result<ValueId, String> {
        self.bin(OpKind::Mul, a, b)
    }

    /// A scalar constant (one per dtype and value).
    fn scalar(&mut self, dtype: DType, x: f64) -> ValueId {
        *self.scalars.entry((dtype, x.to_bits())).or_insert_with(|| {
            self.g.add_const(
                "",
                TensorType::scalar(dtype),
                Some(TensorData::from_f64s(dtype, &[x])),
            )
        })
    }

    /// `v` times the scalar `x`.
    fn scale(&mut self, v: ValueId, x: f64) -> Result<ValueId, String> {
        let s = self.scalar(self.ty(v).dtype, x);
        self.mul(v, s)
    }

    fn zeros(&mut self, ty: TensorType) -> ValueId {
        self.op_as(OpKind::Fill, &[], attrs([("value", Attr::Float(0.0))]), ty)
    }

    /// `cond ? a : 0` (`zero_first`: `cond ? 0 : a`), broadcast.
    fn select(&mut self, cond: ValueId, a: ValueId, zero_first: bool) -> Result<ValueId, String> {
        let z = self.scalar(self.ty(a).dtype, 0.0);
        let ins = if zero_first {
            [cond, z, a]
        } else {
            [cond, a, z]
        };
        self.op(OpKind::Where, &ins, Attrs::new())
    }

    fn reshape(&mut self, v: ValueId, shape: &[Dim]) -> ValueId {
        if self.ty(v).shape.as_slice() == shape {
            return v;
        }
        let ty = TensorType::new(self.ty(v).dtype, shape.iter().cloned());
        self.op_as(OpKind::Reshape, &[v], Attrs::new(), ty)
    }

    fn transpose(&mut self, v: ValueId, perm: &[usize]) -> Result<ValueId, String> {
        if perm.iter().enumerate().all(|(i, &p)| i == p) {
            return Ok(v);
        }
        self.op(OpKind::Transpose, &[v], attrs([("perm", ints(perm))]))
    }

    /// Swap the last two dims.
    fn swap_last2(&mut self, v: ValueId) -> Result<ValueId, String> {
        let r = self.ty(v).rank();
        let mut perm: Vec<usize> = (0..r).collect();
        perm.swap(r - 2, r - 1);
        self.transpose(v, &perm)
    }

    fn reduce(
        &mut self,
        kind: OpKind,
        v: ValueId,
        axes: &[usize],
        keep: bool,
    ) -> Result<ValueId, String> {
        let a = attrs([("axes", ints(axes)), ("keepdims", Attr::Int(keep as i64))]);
        self.op(kind, &[v], a)
    }

    fn expand(&mut self, v: ValueId, shape: &[Dim]) -> ValueId {
        if self.ty(v).shape.as_slice() == shape {
            return v;
        }
        let ty = TensorType::new(self.ty(v).dtype, shape.iter().cloned());
        self.op_as(OpKind::Expand, &[v], Attrs::new(), ty)
    }

    fn concat(&mut self, parts: &[ValueId], axis: usize) -> Result<ValueId, String> {
        if parts.len() == 1 {
            return Ok(parts[0]);
        }
        self.op(
            OpKind::Concat,
            parts,
            attrs([("axis", Attr::Int(axis as i64))]),
        )
    }

    /// Elements `start..start + len` of `v` along `axis`.
    fn slice(&mut self, v: ValueId, axis: usize, start: u64, len: u64) -> Result<ValueId, String> {
        if start == 0 && self.ty(v).shape[axis] == Dim::Fixed(len) {
            return Ok(v);
        }
        let a = attrs([
            ("starts", Attr::Ints(vec![start as i64])),
            ("ends", Attr::Ints(vec![(start + len) as i64])),
            ("axes", Attr::Ints(vec![axis as i64])),
            ("steps", Attr::Ints(vec![1])),
        ]);
        self.op(OpKind::Slice, &[v], a)
    }

    /// `g` (a cotangent of a broadcast result) summed over the dims `to`
    /// was broadcast along, and reshaped to `to`'s shape.
    fn unbroadcast(&mut self, g: ValueId, to: &TensorType) -> Result<ValueId, String> {
        let from = self.ty(g).shape.clone();
        if from == to.shape {
            return Ok(g);
        }
        let shift = from.len().checked_sub(to.rank()).ok_or_else(|| {
            format!(
                "cotangent {} is of lower rank than operand {to}",
                self.ty(g)
            )
        })?;
        let axes: Vec<usize> = (0..from.len())
            .filter(|&i| {
                i < shift
                    || (to.shape[i - shift] == Dim::Fixed(1) && from[i] != to.shape[i - shift])
            })
            .collect();
        let r = if axes.is_empty() {
            g
        } else {
            self.reduce(OpKind::ReduceSum, g, &axes, false)?
        };
        Ok(self.reshape(r, &to.shape))
    }
}

// ---- the backward builder -----------------------------------------------------

/// A cotangent (or gradient contribution), if any.
type Ct = Option<ValueId>;

struct Bwd<'f> {
    f: &'f Graph,
    e: Emitter,
    /// Forward value → its primal value in the backward graph.
    primal: SecondaryMap<ValueId, Option<ValueId>>,
    /// Forward values saved as residuals, with their backward inputs.
    saved: Vec<(ValueId, ValueId)>,
    recompute: bool,
    tp_group: Option<Attr>,
    tp_rank: u32,
}

impl Bwd<'_> {
    /// The forward value `v` in the backward graph: a param or constant, a
    /// recomputed value, or a saved residual (made an input on first use).
    fn p(&mut self, v: ValueId) -> Result<ValueId, String> {
        if let Some(x) = self.primal[v] {
            return Ok(x);
        }
        let d = &self.f.values[v];
        if self.recompute || matches!(d.def, ValueDef::Param | ValueDef::Const) {
            return Err(format!("internal: primal {v} is missing from the backward"));
        }
        if let ValueDef::Result(o, _) = d.def {
            let op = &self.f.ops[o];
            let from = self.f.ty(op.inputs[0]).dtype;
            if op.kind == OpKind::AllGather {
                // Gathered again from its operand, not saved: the shard is
                // what stays between forward and backward (Megatron-SP).
                let (x, attrs, ty) = (op.inputs[0], op.attrs.clone(), d.ty.clone());
                let x = self.p(x)?;
                let r = self.e.op_as(OpKind::AllGather, &[x], attrs, ty);
                self.primal[v] = Some(r);
                return Ok(r);
            }
            // A widening float cast (a bf16 activation read in f32) is
            // recomputed from its narrow operand, which is saved instead.
            if op.kind == OpKind::Cast
                && from.is_float()
                && d.ty.dtype.is_float()
                && from.size_bytes() < d.ty.dtype.size_bytes()
            {
                let ty = d.ty.clone();
                let x = self.p(op.inputs[0])?;
                let c = self.e.op_as(OpKind::Cast, &[x], Attrs::new(), ty);
                self.primal[v] = Some(c);
                return Ok(c);
            }
        }
        let name = if d.name.is_empty() {
            format!("saved.{v}")
        } else {
            format!("saved.{}", d.name)
        };
        let x = self.e.g.add_input(name, d.ty.clone());
        self.primal[v] = Some(x);
        self.saved.push((v, x));
        Ok(x)
    }

    /// Copy forward op `o` into the backward (its operands' primals exist).
    fn copy_op(&mut self, o: OpId) -> Result<(), String> {
        let d = &self.f.ops[o];
        let ins: Vec<ValueId> = d
            .inputs
            .iter()
            .map(|&v| self.p(v))
            .collect::<Result<_, _>>()?;
        let tys = d.outputs.iter().map(|&r| self.f.ty(r).clone()).collect();
        let new = self
            .e
            .g
            .add_op(d.kind.clone(), &ins, d.attrs.clone(), tys, d.name.clone());
        for (k, &r) in d.outputs.iter().enumerate() {
            let nr = self.e.g.ops[new].outputs[k];
            self.e.g.values[nr].name = self.f.values[r].name.clone();
            self.primal[r] = Some(nr);
        }
        Ok(())
    }

    fn fty(&self, v: ValueId) -> TensorType {
        self.f.ty(v).clone()
    }

    fn all_reduce(&mut self, v: ValueId) -> Result<ValueId, String> {
        let group = self.tp_group.clone().ok_or(
            "a replicated value has contributions from varying uses but no TP group is given",
        )?;
        let ty = self.e.ty(v).clone();
        Ok(self
            .e
            .op_as(OpKind::AllReduce, &[v], attrs([("group", group)]), ty))
    }
}

// ---- the VJP table ----------------------------------------------------------------

/// The single cotangent of a one-result op.
fn ct1(ct: &[Ct]) -> Result<ValueId, String> {
    ct.first()
        .copied()
        .flatten()
        .ok_or_else(|| "internal: a live result has no cotangent".to_string())
}

/// Gradient contributions to `op`'s operands (`want[i]`: operand i needs
/// one) from the cotangents `ct` of its results. Every contribution has its
/// operand's type. One function per op family.
fn vjp(b: &mut Bwd, op: &OpData, ct: &[Ct], want: &[bool]) -> Result<Vec<Ct>, String> {
    use OpKind::*;
    match &op.kind {
        Add | Sub | Mul | Div | Pow | Max | Min | Mod | Fmod | Atan2 => {
            binary_vjp(b, op, ct1(ct)?, want)
        }
        Neg | Abs | Sqrt | Exp | Log | Erf | Tanh | Sigmoid | Relu | Reciprocal | Sin | Cos
        | Tan | Asin | Acos | Atan | Sinh | Cosh | Asinh | Acosh | Atanh | Expm1 | Log1p => {
            Ok(vec![Some(unary_vjp(b, op, ct1(ct)?)?)])
        }
        Cast => {
            let to = b.fty(op.inputs[0]);
            let g = ct1(ct)?;
            if b.e.ty(g).dtype == to.dtype {
                return Ok(vec![Some(g)]);
            }
            Ok(vec![Some(b.e.op_as(Cast, &[g], Attrs::new(), to))])
        }
        Where => where_vjp(b, op, ct1(ct)?, want),
        MatMul => matmul_vjp(b, op, ct1(ct)?, want),
        Softmax => softmax_vjp(b, op, ct1(ct)?),
        LayerNorm => layer_norm_vjp(b, op, ct1(ct)?, want),
        BatchNorm => batch_norm_vjp(b, op, ct1(ct)?, want),
        Conv => window::conv_vjp(b, op, ct1(ct)?, want),
        ConvTranspose => window::conv_transpose_vjp(b, op, ct1(ct)?, want),
        MaxPool | AvgPool => window::pool_vjp(b, op, ct1(ct)?),
        GlobalAvgPool => window::global_avg_pool_vjp(b, op, ct1(ct)?),
        ReduceSum | ReduceMean | ReduceMax | ReduceMin | ReduceProd => reduce_vjp(b, op, ct1(ct)?),
        Reshape | Transpose | Expand | Tile | Trilu => movement_vjp(b, op, ct1(ct)?),
        Concat => concat_vjp(b, op, ct1(ct)?, want),
        Split => split_vjp(b, op, ct),
        Slice => slice_vjp(b, op, ct1(ct)?),
        Gather => gather_vjp(b, op, ct1(ct)?),
        Resize => algebra::resize_vjp(b, op, ct1(ct)?),
        Einsum => algebra::einsum_vjp(b, op, ct1(ct)?, want),
        CumSum => cum_sum_vjp(b, op, ct1(ct)?),
        CumProd => algebra::cum_prod_vjp(b, op, ct1(ct)?),
        Dft => algebra::dft_vjp(b, op, ct1(ct)?),
        Det => algebra::det_vjp(b, op, ct1(ct)?),
        GridSample => algebra::grid_sample_vjp(b, op, ct1(ct)?, want),
        TopK => top_k_vjp(b, op, ct),
        GatherElements | GatherND => index_gather_vjp(b, op, ct1(ct)?),
        ScatterElements | ScatterND => index_scatter_vjp(b, op, ct1(ct)?, want),
        Pad => algebra::pad_vjp(b, op, ct1(ct)?),
        AllReduce | AllGather | ReduceScatter => collective_vjp(b, op, ct1(ct)?),
        OneHot => {
            Err("no gradient w.r.t. one-hot `values` (only integer indices are supported)".into())
        }
        _ => Err("no VJP: this op kind cannot be differentiated".into()),
    }
}

/// Broadcasting binary elementwise ops.
fn binary_vjp(b: &mut Bwd, op: &OpData, g: ValueId, want: &[bool]) -> Result<Vec<Ct>, String> {
    use OpKind::*;
    let (x, y) = (op.inputs[0], op.inputs[1]);
    let (tx, ty) = (b.fty(x), b.fty(y));
    let mut gx: Ct = None;
    let mut gy: Ct = None;
    match op.kind {
        Add => {
            gx = Some(g);
            gy = Some(g);
        }
        Sub => {
            gx = Some(g);
            if want[1] {
                gy = Some(b.e.un(Neg, g)?);
            }
        }
        Mul => {
            if want[0] {
                let py = b.p(y)?;
                gx = Some(b.e.mul(g, py)?);
            }
            if want[1] {
                let px = b.p(x)?;
                gy = Some(b.e.mul(g, px)?);
            }
        }
        Div => {
            let py = b.p(y)?;
            if want[0] {
                gx = Some(b.e.bin(Div, g, py)?);
            }
            if want[1] {
                // d(x/y)/dy = −(x/y)/y
                let out = b.p(op.result())?;
                let t = b.e.mul(g, out)?;
                let t = b.e.bin(Div, t, py)?;
                gy = Some(b.e.un(Neg, t)?);
            }
        }
        Pow => {
            let px = b.p(x)?;
            if want[0] {
                // y · x^(y−1), the exponent in the base's type
                let mut py = b.p(y)?;
                if ty.dtype != tx.dtype {
                    let t = TensorType::new(tx.dtype, ty.shape.iter().cloned());
                    py = b.e.op_as(Cast, &[py], Attrs::new(), t);
                }
                let one = b.e.scalar(tx.dtype, 1.0);
                let ym1 = b.e.bin(Sub, py, one)?;
                let pw = b.e.bin(Pow, px, ym1)?;
                let d = b.e.mul(py, pw)?;
                gx = Some(b.e.mul(g, d)?);
            }
            if want[1] {
                // x^y · ln x
                let out = b.p(op.result())?;
                let ln = b.e.un(Log, px)?;
                let d = b.e.mul(out, ln)?;
                gy = Some(b.e.mul(g, d)?);
            }
        }
        Max | Min => {
            // The cotangent goes to the operand that wins; ties to `x`.
            let (px, py) = (b.p(x)?, b.p(y)?);
            let x_loses = if op.kind == Max {
                b.e.bin(Less, px, py)?
            } else {
                b.e.bin(Greater, px, py)?
            };
            if want[0] {
                gx = Some(b.e.select(x_loses, g, true)?);
            }
            if want[1] {
                gy = Some(b.e.select(x_loses, g, false)?);
            }
        }
        Mod | Fmod => {
            // x − k·y with k = floor(x/y) (Mod) or trunc(x/y) (Fmod): the
            // integer k recovered from the result, constant between jumps.
            gx = Some(g);
            if want[1] {
                let (px, py, out) = (b.p(x)?, b.p(y)?, b.p(op.result())?);
                let ky = b.e.bin(Sub, px, out)?;
                let k = b.e.bin(Div, ky, py)?;
                let k = b.e.un(Round, k)?;
                let t = b.e.mul(g, k)?;
                gy = Some(b.e.un(Neg, t)?);
            }
        }
        Atan2 => {
            // atan2(x, y): ∂/∂x = y / (x² + y²), ∂/∂y = −x / (x² + y²)
            let (px, py) = (b.p(x)?, b.p(y)?);
            let (xx, yy) = (b.e.mul(px, px)?, b.e.mul(py, py)?);
            let r2 = b.e.add(xx, yy)?;
            let s = b.e.bin(Div, g, r2)?;
            if want[0] {
                gx = Some(b.e.mul(s, py)?);
            }
            if want[1] {
                let t = b.e.mul(s, px)?;
                gy = Some(b.e.un(Neg, t)?);
            }
        }
        _ => return Err("internal: not a binary op".into()),
    }
    let gx = match gx.filter(|_| want[0]) {
        Some(v) => Some(b.e.unbroadcast(v, &tx)?),
        None => None,
    };
    let gy = match gy.filter(|_| want[1]) {
        Some(v) => Some(b.e.unbroadcast(v, &ty)?),
        None => None,
    };
    Ok(vec![gx, gy])
}

/// Unary elementwise ops: `g · f'(x)`.
fn unary_vjp(b: &mut Bwd, op: &OpData, g: ValueId) -> Result<ValueId, String> {
    use OpKind::*;
    let x = op.inputs[0];
    let dt = b.fty(x).dtype;
    Ok(match op.kind {
        Neg => b.e.un(Neg, g)?,
        Abs => {
            let px = b.p(x)?;
            let z = b.e.scalar(dt, 0.0);
            let neg = b.e.bin(Less, px, z)?;
            let pos = b.e.bin(Greater, px, z)?;
            let ng = b.e.un(Neg, g)?;
            let t = b.e.select(pos, g, false)?;
            b.e.op(Where, &[neg, ng, t], Attrs::new())?
        }
        Sqrt => {
            let out = b.p(op.result())?;
            let h = b.e.scale(g, 0.5)?;
            b.e.bin(Div, h, out)?
        }
        Exp => {
            let out = b.p(op.result())?;
            b.e.mul(g, out)?
        }
        Log => {
            let px = b.p(x)?;
            b.e.bin(Div, g, px)?
        }
        Erf => {
            // 2/√π · exp(−x²)
            let px = b.p(x)?;
            let sq = b.e.mul(px, px)?;
            let n = b.e.un(Neg, sq)?;
            let ex = b.e.un(Exp, n)?;
            let d = b.e.scale(ex, std::f64::consts::FRAC_2_SQRT_PI)?;
            b.e.mul(g, d)?
        }
        Tanh => {
            // 1 − tanh²
            let out = b.p(op.result())?;
            let sq = b.e.mul(out, out)?;
            let one = b.e.scalar(dt, 1.0);
            let d = b.e.bin(Sub, one, sq)?;
            b.e.mul(g, d)?
        }
        Sigmoid => {
            // σ(1 − σ)
            let out = b.p(op.result())?;
            let one = b.e.scalar(dt, 1.0);
            let c = b.e.bin(Sub, one, out)?;
            let d = b.e.mul(out, c)?;
            b.e.mul(g, d)?
        }
        Relu => {
            let out = b.p(op.result())?;
            let z = b.e.scalar(dt, 0.0);
            let pos = b.e.bin(Greater, out, z)?;
            b.e.select(pos, g, false)?
        }
        Reciprocal => {
            // −1/x²
            let out = b.p(op.result())?;
            let sq = b.e.mul(out, out)?;
            let t = b.e.mul(g, sq)?;
            b.e.un(Neg, t)?
        }
        Sin => {
            let px = b.p(x)?;
            let c = b.e.un(Cos, px)?;
            b.e.mul(g, c)?
        }
        Cos => {
            let px = b.p(x)?;
            let s = b.e.un(Sin, px)?;
            let t = b.e.mul(g, s)?;
            b.e.un(Neg, t)?
        }
        Tan => {
            // 1 + tan²
            let out = b.p(op.result())?;
            let sq = b.e.mul(out, out)?;
            let one = b.e.scalar(dt, 1.0);
            let d = b.e.add(one, sq)?;
            b.e.mul(g, d)?
        }
        Sinh | Cosh => {
            let px = b.p(x)?;
            let d = b.e.un(if op.kind == Sinh { Cosh } else { Sinh }, px)?;
            b.e.mul(g, d)?
        }
        Expm1 => {
            // e^x = out + 1
            let out = b.p(op.result())?;
            let one = b.e.scalar(dt, 1.0);
            let d = b.e.add(out, one)?;
            b.e.mul(g, d)?
        }
        Log1p => {
            let px = b.p(x)?;
            let one = b.e.scalar(dt, 1.0);
            let d = b.e.add(px, one)?;
            b.e.bin(Div, g, d)?
        }
        Asin | Acos | Atan | Asinh | Acosh | Atanh => {
            // g / √(±(1 − x²)) (asin, acos negated; asinh, acosh), or
            // g / (1 ± x²) (atanh, atan)
            let px = b.p(x)?;
            let sq = b.e.mul(px, px)?;
            let one = b.e.scalar(dt, 1.0);
            let d = match op.kind {
                Asin | Acos | Atanh => b.e.bin(Sub, one, sq)?,
                Acosh => b.e.bin(Sub, sq, one)?,
                _ => b.e.add(sq, one)?,
            };
            let d = match op.kind {
                Asin | Acos | Asinh | Acosh => b.e.un(Sqrt, d)?,
                _ => d,
            };
            let t = b.e.bin(Div, g, d)?;
            if op.kind == Acos {
                b.e.un(Neg, t)?
            } else {
                t
            }
        }
        _ => return Err("internal: not a unary op".into()),
    })
}

fn where_vjp(b: &mut Bwd, op: &OpData, g: ValueId, want: &[bool]) -> Result<Vec<Ct>, String> {
    let c = b.p(op.inputs[0])?;
    let mut out = vec![None, None, None];
    for (k, zero_first) in [(1, false), (2, true)] {
        if want[k] {
            let s = b.e.select(c, g, zero_first)?;
            let t = b.fty(op.inputs[k]);
            out[k] = Some(b.e.unbroadcast(s, &t)?);
        }
    }
    Ok(out)
}

/// Numpy matmul: 1-D operands promoted, batch dims broadcast (the
/// broadcast dims of an operand are summed out of its gradient).
fn matmul_vjp(b: &mut Bwd, op: &OpData, g: ValueId, want: &[bool]) -> Result<Vec<Ct>, String> {
    let (x, y) = (op.inputs[0], op.inputs[1]);
    let (tx, ty) = (b.fty(x), b.fty(y));
    // Promote 1-D operands to matrices: [K] → [1, K] (lhs), [K, 1] (rhs).
    let shape2 = |t: &TensorType, lhs: bool| -> Vec<Dim> {
        match (t.rank(), lhs) {
            (1, true) => vec![Dim::Fixed(1), t.shape[0].clone()],
            (1, false) => vec![t.shape[0].clone(), Dim::Fixed(1)],
            _ => t.shape.to_vec(),
        }
    };
    let (sx, sy) = (shape2(&tx, true), shape2(&ty, false));
    let mut so: Vec<Dim> = hetc_ir::broadcast(&sx[..sx.len() - 2], &sy[..sy.len() - 2])?.to_vec();
    so.push(sx[sx.len() - 2].clone());
    so.push(sy[sy.len() - 1].clone());
    let g2 = b.e.reshape(g, &so);
    let mut out = vec![None, None];
    if want[0] {
        // g · yᵀ, summed over the batch dims x was broadcast along
        let py = b.p(y)?;
        let py = b.e.reshape(py, &sy);
        let yt = b.e.swap_last2(py)?;
        let r = b.e.bin(OpKind::MatMul, g2, yt)?;
        let t2 = TensorType::new(tx.dtype, sx.iter().cloned());
        let r = b.e.unbroadcast(r, &t2)?;
        out[0] = Some(b.e.reshape(r, &tx.shape));
    }
    if want[1] {
        let px = b.p(x)?;
        let px = b.e.reshape(px, &sx);
        let r = if sy.len() == 2 && sx.len() > 2 {
            // A weight: one GEMM over the flattened batch, xᵀ · g.
            let k = sx[sx.len() - 1].clone();
            let n = sy[1].clone();
            let rows = sx[..sx.len() - 1]
                .iter()
                .fold(Dim::Fixed(1), |a, d| a.mul(d));
            let x2 = b.e.reshape(px, &[rows.clone(), k]);
            let g22 = b.e.reshape(g2, &[rows, n]);
            let xt = b.e.swap_last2(x2)?;
            b.e.bin(OpKind::MatMul, xt, g22)?
        } else {
            let xt = b.e.swap_last2(px)?;
            let r = b.e.bin(OpKind::MatMul, xt, g2)?;
            let t2 = TensorType::new(ty.dtype, sy.iter().cloned());
            b.e.unbroadcast(r, &t2)?
        };
        out[1] = Some(b.e.reshape(r, &ty.shape));
    }
    Ok(out)
}

fn softmax_vjp(b: &mut Bwd, op: &OpData, g: ValueId) -> Result<Vec<Ct>, String> {
    // y ⊙ (g − Σ_axis g ⊙ y)
    let rank = b.fty(op.inputs[0]).rank();
    let axis = norm_axis(op.attr_int("axis").unwrap_or(-1), rank)?;
    let y = b.p(op.result())?;
    let gy = b.e.mul(g, y)?;
    let s = b.e.reduce(OpKind::ReduceSum, gy, &[axis], true)?;
    let d = b.e.bin(OpKind::Sub, g, s)?;
    Ok(vec![Some(b.e.mul(y, d)?)])
}

/// Layer normalisation in closed form: with x̂ = (x − μ)·r, r = 1/√(σ² + ε)
/// over the normalised dims and ĝ = g ⊙ scale,
/// dx = r · (ĝ − mean(ĝ) − x̂ · mean(ĝ ⊙ x̂)), dscale = Σ g ⊙ x̂, dbias = Σ g.
fn layer_norm_vjp(b: &mut Bwd, op: &OpData, g: ValueId, want: &[bool]) -> Result<Vec<Ct>, String> {
    use OpKind::*;
    let tx = b.fty(op.inputs[0]);
    let rank = tx.rank();
    let axis = norm_axis(op.attr_int("axis").unwrap_or(-1), rank)?;
    let eps = op.attr_float("epsilon").unwrap_or(1e-5);
    let axes: Vec<usize> = (axis..rank).collect();
    let x = b.p(op.inputs[0])?;
    let mean = b.e.reduce(ReduceMean, x, &axes, true)?;
    let xc = b.e.bin(Sub, x, mean)?;
    let sq = b.e.mul(xc, xc)?;
    let var = b.e.reduce(ReduceMean, sq, &axes, true)?;
    let e = b.e.scalar(tx.dtype, eps);
    let ve = b.e.add(var, e)?;
    let sd = b.e.un(Sqrt, ve)?;
    let r = b.e.un(Reciprocal, sd)?;
    let xhat = b.e.mul(xc, r)?;
    let mut out = vec![None; op.inputs.len()];
    if want[0] {
        let scale = b.p(op.inputs[1])?;
        let gh = b.e.mul(g, scale)?;
        let m1 = b.e.reduce(ReduceMean, gh, &axes, true)?;
        let ghx = b.e.mul(gh, xhat)?;
        let m2 = b.e.reduce(ReduceMean, ghx, &axes, true)?;
        let t = b.e.bin(Sub, gh, m1)?;
        let u = b.e.mul(xhat, m2)?;
        let t = b.e.bin(Sub, t, u)?;
        out[0] = Some(b.e.mul(r, t)?);
    }
    if want[1] {
        let gx = b.e.mul(g, xhat)?;
        let ts = b.fty(op.inputs[1]);
        out[1] = Some(b.e.unbroadcast(gx, &ts)?);
    }
    if want.get(2) == Some(&true) {
        let tb = b.fty(op.inputs[2]);
        out[2] = Some(b.e.unbroadcast(g, &tb)?);
    }
    Ok(out)
}

/// Inference batch normalisation `y = (x − mean)·r·scale + bias`, with
/// `r = 1/√(var + ε)` per channel (dim 1): dx = g·scale·r, dscale = Σ g·(x −
/// mean)·r, dbias = Σ g, dmean = −scale·r·Σ g, dvar = −½·scale·r³·Σ g·(x −
/// mean), the sums over every dim but the channel. The running statistics
/// are usually constants (the ONNX importer keeps them so); a graph that
/// makes them parameters gets their gradients too.
fn batch_norm_vjp(b: &mut Bwd, op: &OpData, g: ValueId, want: &[bool]) -> Result<Vec<Ct>, String> {
    use OpKind::*;
    let tx = b.fty(op.inputs[0]);
    if tx.rank() < 2 {
        return Err(format!("batch norm of {tx}: no channel dim"));
    }
    let dt = tx.dtype;
    let eps = op.attr_float("epsilon").unwrap_or(1e-5);
    // Per-channel values broadcast as [C, 1, …] against [N, C, …].
    let cshape: Vec<Dim> = std::iter::once(tx.shape[1].clone())
        .chain(std::iter::repeat_n(Dim::Fixed(1), tx.rank() - 2))
        .collect();
    let cty = TensorType::new(dt, cshape.iter().cloned());
    let ch = b.fty(op.inputs[1]).shape;
    let var = b.p(op.inputs[4])?;
    let e = b.e.scalar(dt, eps);
    let ve = b.e.add(var, e)?;
    let sd = b.e.un(Sqrt, ve)?;
    let r = b.e.un(Reciprocal, sd)?;
    let mut out = vec![None; 5];
    // Σ over every dim but the channel, as a [C] vector.
    let per_channel = |b: &mut Bwd, v: ValueId| -> Result<ValueId, String> {
        let s = b.e.unbroadcast(v, &cty)?;
        Ok(b.e.reshape(s, &ch))
    };
    let scale = if want[0] || want[3] || want[4] {
        Some(b.p(op.inputs[1])?)
    } else {
        None
    };
    let centred = if want[1] || want[4] {
        let x = b.p(op.inputs[0])?;
        let m = b.p(op.inputs[3])?;
        let mb = b.e.reshape(m, &cshape);
        Some(b.e.bin(Sub, x, mb)?)
    } else {
        None
    };
    if let (true, Some(s)) = (want[0], scale) {
        let sr = b.e.mul(s, r)?;
        let srb = b.e.reshape(sr, &cshape);
        out[0] = Some(b.e.mul(g, srb)?);
    }
    if let (true, Some(xc)) = (want[1], centred) {
        let rb = b.e.reshape(r, &cshape);
        let xhat = b.e.mul(xc, rb)?;
        let t = b.e.mul(g, xhat)?;
        out[1] = Some(per_channel(b, t)?);
    }
    if want[2] || want[3] {
        let sg = per_channel(b, g)?;
        if want[2] {
            out[2] = Some(sg);
        }
        if let (true, Some(s)) = (want[3], scale) {
            let sr = b.e.mul(s, r)?;
            let t = b.e.mul(sg, sr)?;
            out[3] = Some(b.e.un(Neg, t)?);
        }
    }
    if let (true, Some(s), Some(xc)) = (want[4], scale, centred) {
        let t = b.e.mul(g, xc)?;
        let t = per_channel(b, t)?;
        let r2 = b.e.mul(r, r)?;
        let r3 = b.e.mul(r2, r)?;
        let sr3 = b.e.mul(s, r3)?;
        let t = b.e.mul(t, sr3)?;
        out[4] = Some(b.e.scale(t, -0.5)?);
    }
    Ok(out)
}

fn reduce_vjp(b: &mut Bwd, op: &OpData, g: ValueId) -> Result<Vec<Ct>, String> {
    let tx = b.fty(op.inputs[0]);
    let rank = tx.rank();
    let listed = op.attr_ints("axes").unwrap_or(&[]);
    let mut axes: Vec<usize> = listed
        .iter()
        .map(|&a| norm_axis(a, rank))
        .collect::<Result<_, _>>()?;
    if axes.is_empty() {
        axes = (0..rank).collect();
    }
    let kept: Vec<Dim> = (0..rank)
        .map(|i| {
            if axes.contains(&i) {
                Dim::Fixed(1)
            } else {
                tx.shape[i].clone()
            }
        })
        .collect();
    let gk = b.e.reshape(g, &kept);
    let gx = match op.kind {
        OpKind::ReduceSum => b.e.expand(gk, &tx.shape),
        OpKind::ReduceMean => {
            let n = axes
                .iter()
                .map(|&a| fixed_dim(&tx.shape[a], "a reduced dim"))
                .product::<Result<u64, _>>()?;
            let s = b.e.scale(gk, 1.0 / n as f64)?;
            b.e.expand(s, &tx.shape)
        }
        OpKind::ReduceProd => {
            let x = b.p(op.inputs[0])?;
            algebra::reduce_prod_vjp(b, g, x, &tx, &axes, &kept)?
        }
        _ => {
            // The cotangent goes to the maxima (minima), shared equally
            // among ties.
            let x = b.p(op.inputs[0])?;
            let m = b.p(op.result())?;
            let mk = b.e.reshape(m, &kept);
            let hit = b.e.bin(OpKind::Equal, x, mk)?;
            let hit = b.e.op_as(OpKind::Cast, &[hit], Attrs::new(), tx.clone());
            let cnt = b.e.reduce(OpKind::ReduceSum, hit, &axes, true)?;
            let share = b.e.bin(OpKind::Div, gk, cnt)?;
            b.e.mul(hit, share)?
        }
    };
    Ok(vec![Some(gx)])
}

/// Reshape, transpose, expand, tile, trilu: linear maps whose adjoint is
/// another data movement.
fn movement_vjp(b: &mut Bwd, op: &OpData, g: ValueId) -> Result<Vec<Ct>, String> {
    let tx = b.fty(op.inputs[0]);
    let gx = match op.kind {
        OpKind::Reshape => b.e.reshape(g, &tx.shape),
        OpKind::Expand => b.e.unbroadcast(g, &tx)?,
        OpKind::Transpose => {
            let perm = op.attr_ints("perm").unwrap_or(&[]);
            let mut inv = vec![0usize; perm.len()];
            for (j, &p) in perm.iter().enumerate() {
                inv[norm_axis(p, perm.len())?] = j;
            }
            b.e.transpose(g, &inv)?
        }
        OpKind::Trilu => b.e.op(OpKind::Trilu, &[g], op.attrs.clone())?,
        OpKind::Tile => {
            // [r0·d0, r1·d1, …] → [r0, d0, r1, d1, …], summed over the r's.
            let reps = op.attr_ints("repeats").unwrap_or(&[]);
            let mut split = Vec::with_capacity(2 * tx.rank());
            for (i, d) in tx.shape.iter().enumerate() {
                split.push(Dim::Fixed(reps[i] as u64));
                split.push(d.clone());
            }
            let s = b.e.reshape(g, &split);
            let axes: Vec<usize> = (0..tx.rank()).map(|i| 2 * i).collect();
            let r = b.e.reduce(OpKind::ReduceSum, s, &axes, false)?;
            b.e.reshape(r, &tx.shape)
        }
        _ => return Err("internal: not a data-movement op".into()),
    };
    Ok(vec![Some(gx)])
}

fn concat_vjp(b: &mut Bwd, op: &OpData, g: ValueId, want: &[bool]) -> Result<Vec<Ct>, String> {
    let rank = b.fty(op.result()).rank();
    let axis = norm_axis(op.attr_int("axis").unwrap_or(0), rank)?;
    let mut out = Vec::with_capacity(op.inputs.len());
    let mut start = 0;
    for (k, &v) in op.inputs.iter().enumerate() {
        let n = fixed_dim(&b.fty(v).shape[axis], "a concatenated extent")?;
        out.push(if want[k] {
            Some(b.e.slice(g, axis, start, n)?)
        } else {
            None
        });
        start += n;
    }
    Ok(out)
}

fn split_vjp(b: &mut Bwd, op: &OpData, ct: &[Ct]) -> Result<Vec<Ct>, String> {
    let rank = b.fty(op.inputs[0]).rank();
    let axis = norm_axis(op.attr_int("axis").unwrap_or(0), rank)?;
    let parts: Vec<ValueId> = ct
        .iter()
        .zip(&op.outputs)
        .map(|(c, &r)| match c {
            Some(c) => *c,
            None => {
                let t = b.fty(r);
                b.e.zeros(t)
            }
        })
        .collect();
    Ok(vec![Some(b.e.concat(&parts, axis)?)])
}

/// TopK's values are elements of `x` at its indices (the second result):
/// their cotangent goes back there (ScatterElements with `add` into zeros
/// along `axis`); the indices have none.
fn top_k_vjp(b: &mut Bwd, op: &OpData, ct: &[Ct]) -> Result<Vec<Ct>, String> {
    let mut out = vec![None; op.inputs.len()];
    let Some(g) = ct.first().copied().flatten() else {
        return Ok(out);
    };
    let idx = b.p(op.outputs[1])?;
    let ty = b.fty(op.inputs[0]);
    let z = b.e.zeros(ty.clone());
    let axis = op.attr_int("axis").unwrap_or(-1);
    let a = attrs([
        ("axis", Attr::Int(axis)),
        ("reduction", Attr::Str("add".into())),
    ]);
    out[0] = Some(b.e.op_as(OpKind::ScatterElements, &[z, idx, g], a, ty));
    Ok(out)
}

/// A running sum's cotangent is the running sum of the result's from the
/// other end: `y_i = Σ_{j≤i} x_j` gives `x̄_j = Σ_{i≥j} ȳ_i` (exclusive
/// stays exclusive).
fn cum_sum_vjp(b: &mut Bwd, op: &OpData, g: ValueId) -> Result<Vec<Ct>, String> {
    let mut a = op.attrs.clone();
    let rev = op.attr_int("reverse").unwrap_or(0) != 0;
    a.insert("reverse".into(), Attr::Int(i64::from(!rev)));
    let ty = b.fty(op.inputs[0]);
    let mut out = vec![None; op.inputs.len()];
    out[0] = Some(b.e.op_as(OpKind::CumSum, &[g], a, ty));
    Ok(out)
}

/// GatherElements / GatherND read `data` at the indices: its cotangent is
/// the result's added back there (ScatterElements / ScatterND with
/// `reduction = add` into zeros; indices read twice add up). GatherND's
/// batch dims become leading index components first (each index tuple
/// prefixed with its batch coordinates), as ScatterND has none.
fn index_gather_vjp(b: &mut Bwd, op: &OpData, g: ValueId) -> Result<Vec<Ct>, String> {
    let ty = b.fty(op.inputs[0]);
    let z = b.e.zeros(ty.clone());
    let mut idx = b.p(op.inputs[1])?;
    let scatter = match op.kind {
        OpKind::GatherND => {
            let bd = op.attr_int("batch_dims").unwrap_or(0);
            if bd < 0 || bd as usize >= b.e.ty(idx).rank() {
                return Err(format!("gather_nd batch_dims {bd} out of range"));
            }
            if bd > 0 {
                idx = batch_prefixed(b, idx, bd as usize)?;
            }
            OpKind::ScatterND
        }
        _ => OpKind::ScatterElements,
    };
    let mut a = Attrs::new();
    if let Some(x) = op.attrs.get("axis") {
        a.insert("axis".into(), x.clone());
    }
    a.insert("reduction".into(), Attr::Str("add".into()));
    let mut out = vec![None; op.inputs.len()];
    out[0] = Some(b.e.op_as(scatter, &[z, idx, g], a, ty));
    Ok(out)
}

/// GatherND indices `[B…, M…, K]` under `bd` batch dims as full index
/// tuples `[B…, M…, bd + K]` (i64): each prefixed with its batch
/// coordinates.
fn batch_prefixed(b: &mut Bwd, idx: ValueId, bd: usize) -> Result<ValueId, String> {
    let it = b.e.ty(idx).clone();
    let r = it.rank();
    let idx = if it.dtype == DType::I64 {
        idx
    } else {
        let t = TensorType::new(DType::I64, it.shape.iter().cloned());
        b.e.op_as(OpKind::Cast, &[idx], Attrs::new(), t)
    };
    let batch: Vec<usize> = it.shape[..bd]
        .iter()
        .map(|d| fixed_dim(d, "a gather_nd batch dim").map(|x| x as usize))
        .collect::<Result<_, _>>()?;
    let n: usize = batch.iter().product();
    let mut coords = Vec::with_capacity(n * bd);
    for mut i in 0..n {
        let mut c = vec![0usize; bd];
        for k in (0..bd).rev() {
            c[k] = i % batch[k];
            i /= batch[k];
        }
        coords.extend(c.iter().map(|&x| x as f64));
    }
    let mut cshape: Vec<Dim> = it.shape[..bd].to_vec();
    cshape.extend(std::iter::repeat_n(Dim::Fixed(1), r - 1 - bd));
    cshape.push(Dim::Fixed(bd as u64));
    let cty = TensorType::new(DType::I64, cshape);
    let cv =
        b.e.g
            .add_const("", cty, Some(TensorData::from_f64s(DType::I64, &coords)));
    let mut full: Vec<Dim> = it.shape[..r - 1].to_vec();
    full.push(Dim::Fixed(bd as u64));
    let cv = b.e.expand(cv, &full);
    b.e.concat(&[cv, idx], r - 1)
}

/// ScatterElements / ScatterND (`data`, `indices`, `updates`), by
/// reduction:
/// - `none`: the written positions of `data` do not reach the result
///   (their cotangent is zero: the result's with zeros scattered there) and
///   `updates` gets the result's cotangent gathered at the indices;
/// - `add`: `data` gets the result's cotangent whole, `updates` it gathered;
/// - `max` / `min`: the cotangent of each position goes to the elements that
///   equal its result (`data`'s and the updates written there), shared
///   equally among ties, as ReduceMax's does;
/// - `mul`: `data`'s is the cotangent times the product of the updates
///   written there; an update's is the cotangent times `data` times the
///   product of the other updates written to its position, computed
///   without dividing by a zero (the nonzero updates' product, divided by
///   the update itself only where none is zero).
fn index_scatter_vjp(
    b: &mut Bwd,
    op: &OpData,
    g: ValueId,
    want: &[bool],
) -> Result<Vec<Ct>, String> {
    let red = op.attr_str("reduction").unwrap_or("none");
    if !matches!(red, "none" | "add" | "mul" | "max" | "min") {
        return Err(format!(
            "{} reduction {red:?} is not none, add, mul, max or min",
            op.kind
        ));
    }
    let kind = op.kind.clone();
    let gather_kind = match kind {
        OpKind::ScatterND => OpKind::GatherND,
        _ => OpKind::GatherElements,
    };
    let mut axis = Attrs::new();
    if let Some(x) = op.attrs.get("axis") {
        axis.insert("axis".into(), x.clone());
    }
    let mut gather_attrs = axis.clone();
    if gather_kind == OpKind::GatherND {
        gather_attrs.insert("batch_dims".into(), Attr::Int(0));
    }
    let (dty, uty) = (b.fty(op.inputs[0]), b.fty(op.inputs[2]));
    let idx = b.p(op.inputs[1])?;
    let scatter = |b: &mut Bwd, data: ValueId, upd: ValueId, how: &str| {
        let mut a = axis.clone();
        a.insert("reduction".into(), Attr::Str(how.into()));
        b.e.op_as(kind.clone(), &[data, idx, upd], a, dty.clone())
    };
    let gather = |b: &mut Bwd, v: ValueId| {
        let t = TensorType::new(b.e.ty(v).dtype, uty.shape.iter().cloned());
        b.e.op_as(gather_kind.clone(), &[v, idx], gather_attrs.clone(), t)
    };
    let as_float = |b: &mut Bwd, bits: ValueId| {
        let t = TensorType::new(dty.dtype, b.e.ty(bits).shape.iter().cloned());
        b.e.op_as(OpKind::Cast, &[bits], Attrs::new(), t)
    };
    let (want_d, want_u) = (want[0], want.get(2) == Some(&true));
    let mut out = vec![None, None, None];
    match red {
        "none" | "add" => {
            if want_d {
                out[0] = Some(if red == "add" {
                    g
                } else {
                    let z = b.e.zeros(uty.clone());
                    scatter(b, g, z, "none")
                });
            }
            if want_u {
                out[2] = Some(gather(b, g));
            }
        }
        "max" | "min" => {
            let (d, u, y) = (b.p(op.inputs[0])?, b.p(op.inputs[2])?, b.p(op.result())?);
            let d_hit = b.e.bin(OpKind::Equal, d, y)?;
            let d_hit = as_float(b, d_hit);
            let yu = gather(b, y);
            let u_hit = b.e.bin(OpKind::Equal, u, yu)?;
            let u_hit = as_float(b, u_hit);
            let count = scatter(b, d_hit, u_hit, "add");
            let share = b.e.bin(OpKind::Div, g, count)?;
            if want_d {
                out[0] = Some(b.e.mul(d_hit, share)?);
            }
            if want_u {
                let su = gather(b, share);
                out[2] = Some(b.e.mul(u_hit, su)?);
            }
        }
        _ => {
            // mul
            let u = b.p(op.inputs[2])?;
            let ones = b.e.op_as(
                OpKind::Fill,
                &[],
                attrs([("value", Attr::Float(1.0))]),
                dty.clone(),
            );
            if want_d {
                let f = scatter(b, ones, u, "mul");
                out[0] = Some(b.e.mul(g, f)?);
            }
            if want_u {
                let d = b.p(op.inputs[0])?;
                let zero = b.e.scalar(dty.dtype, 0.0);
                let one = b.e.scalar(dty.dtype, 1.0);
                let is_zero = b.e.bin(OpKind::Equal, u, zero)?;
                let nonzero = b.e.op(OpKind::Where, &[is_zero, one, u], Attrs::new())?;
                let f_nz = scatter(b, ones, nonzero, "mul");
                let zeros_n = as_float(b, is_zero);
                let none = b.e.zeros(dty.clone());
                let n_zero = scatter(b, none, zeros_n, "add");
                let (fk, zk) = (gather(b, f_nz), gather(b, n_zero));
                // Z = 0 at the position: others = F / u; Z = 1 and u is
                // the zero: others = F; otherwise 0.
                let divided = b.e.bin(OpKind::Div, fk, nonzero)?;
                let no_zero = b.e.bin(OpKind::Equal, zk, zero)?;
                let one_zero = b.e.bin(OpKind::Equal, zk, one)?;
                let lone = b.e.bin(OpKind::And, one_zero, is_zero)?;
                let lone_f = b.e.select(lone, fk, false)?;
                let others =
                    b.e.op(OpKind::Where, &[no_zero, divided, lone_f], Attrs::new())?;
                let gd = b.e.mul(g, d)?;
                let gdk = gather(b, gd);
                out[2] = Some(b.e.mul(gdk, others)?);
            }
        }
    }
    Ok(out)
}

/// Slices: per sliced axis, the cotangent put back where the slice read.
/// Step 1: padded with zeros (a concat of fills). Step `s > 1`: each
/// element followed by `s − 1` zeros (a pad of a unit axis, merged), then
/// padded or cropped to the operand's extent. A negative step reads the
/// reversed axis with step `|s|` from `len − 1 − start`: the same, then
/// reversed (a gather of the reversed positions).
fn slice_vjp(b: &mut Bwd, op: &OpData, g: ValueId) -> Result<Vec<Ct>, String> {
    let tx = b.fty(op.inputs[0]);
    let starts = op.attr_ints("starts").unwrap_or(&[]);
    let axes = op.attr_ints("axes").unwrap_or(&[]);
    let steps = op.attr_ints("steps").unwrap_or(&[]);
    let mut cur = g;
    for i in 0..axes.len() {
        let a = norm_axis(axes[i], tx.rank())?;
        let step = steps.get(i).copied().unwrap_or(1);
        if step == 0 {
            return Err(format!("slice with step 0 on axis {a}"));
        }
        let len = fixed_dim(&tx.shape[a], "a sliced dim")? as i64;
        let start = if starts[i] < 0 {
            starts[i] + len
        } else {
            starts[i]
        };
        let ext = fixed_dim(&b.e.ty(cur).shape[a], "a slice extent")? as i64;
        if step != 1 || ext == 0 {
            cur = strided_slice_adjoint(b, cur, a, start, step, len, ext)?;
            continue;
        }
        let start = start.clamp(0, len);
        let (before, after) = (start, len - start - ext);
        let mut parts = Vec::with_capacity(3);
        let pad = |b: &mut Bwd, n: i64| {
            let mut t = b.e.ty(cur).clone();
            t.shape[a] = Dim::Fixed(n as u64);
            b.e.zeros(t)
        };
        if before > 0 {
            parts.push(pad(b, before));
        }
        parts.push(cur);
        if after > 0 {
            parts.push(pad(b, after));
        }
        cur = b.e.concat(&parts, a)?;
    }
    Ok(vec![Some(cur)])
}

/// `g` (the cotangent of `ext` elements read along `axis` at `start`,
/// `start + step`, …; `start` not yet clamped) spread back over the
/// operand's `len` elements, zeros elsewhere.
fn strided_slice_adjoint(
    b: &mut Bwd,
    g: ValueId,
    axis: usize,
    start: i64,
    step: i64,
    len: i64,
    ext: i64,
) -> Result<ValueId, String> {
    let mut ty = b.e.ty(g).clone();
    if ext == 0 {
        ty.shape[axis] = Dim::Fixed(len as u64);
        return Ok(b.e.zeros(ty));
    }
    let r = ty.rank();
    // The first position read, counted on the reversed axis for step < 0.
    let first = if step > 0 {
        start.clamp(0, len)
    } else {
        len - 1 - start.clamp(-1, len - 1)
    };
    let s = step.abs();
    let mut cur = g;
    if s > 1 {
        let mut unit = ty.shape.to_vec();
        unit.insert(axis + 1, Dim::Fixed(1));
        let u = b.e.reshape(cur, &unit);
        let spread = algebra::pad_axis(b, u, axis + 1, 0, s - 1)?;
        let mut merged = ty.shape.to_vec();
        merged[axis] = Dim::Fixed((ext * s) as u64);
        cur = b.e.reshape(spread, &merged);
    }
    cur = algebra::pad_axis(b, cur, axis, first, len - first - ext * s)?;
    if step < 0 {
        let rev: Vec<f64> = (0..len).rev().map(|i| i as f64).collect();
        let ity = TensorType::fixed(DType::I64, &[len as u64]);
        let idx =
            b.e.g
                .add_const("", ity, Some(TensorData::from_f64s(DType::I64, &rev)));
        cur = b.e.op(
            OpKind::Gather,
            &[cur, idx],
            attrs([("axis", Attr::Int(axis as i64))]),
        )?;
    }
    debug_assert_eq!(b.e.ty(cur).rank(), r);
    Ok(cur)
}

/// Gradient w.r.t. the gathered data: a scatter-add of the cotangent rows,
/// `onehot(indices)ᵀ · g` as one matmul. Integer indices get none.
fn gather_vjp(b: &mut Bwd, op: &OpData, g: ValueId) -> Result<Vec<Ct>, String> {
    let (td, ti) = (b.fty(op.inputs[0]), b.fty(op.inputs[1]));
    let axis = norm_axis(op.attr_int("axis").unwrap_or(0), td.rank())?;
    let n = fixed_dim(&td.shape[axis], "the gathered axis")?;
    let prod = |ds: &[Dim]| ds.iter().fold(Dim::Fixed(1), |a, d| a.mul(d));
    let (outer, p, inner) = (
        prod(&td.shape[..axis]),
        prod(&ti.shape),
        prod(&td.shape[axis + 1..]),
    );
    let idx = b.p(op.inputs[1])?;
    let vals = b.e.g.add_const(
        "",
        TensorType::fixed(td.dtype, &[2]),
        Some(TensorData::from_f64s(td.dtype, &[0.0, 1.0])),
    );
    let a = attrs([("depth", Attr::Int(n as i64)), ("axis", Attr::Int(0))]);
    let hot = b.e.op(OpKind::OneHot, &[idx, vals], a)?;
    let hot = b.e.reshape(hot, &[Dim::Fixed(n), p.clone()]);
    let g3 = if axis == 0 {
        b.e.reshape(g, &[p, inner])
    } else {
        b.e.reshape(g, &[outer, p, inner])
    };
    let r = b.e.bin(OpKind::MatMul, hot, g3)?;
    Ok(vec![Some(b.e.reshape(r, &td.shape)), None])
}

/// All-reduce (partial → replicated): identity; a max all-reduce has none
/// (mark its operand [`hetc_ir::STOP_GRADIENT`] where it only stabilises).
/// Reduce-scatter (partial → the rank's slice of the sum): the all-gather
/// of the slices' cotangents (every rank's partial term reaches every
/// slice). All-gather (rank r's `split_indices` blocks → the whole): the
/// rank's own blocks of the cotangent, in the order the shard stores them
/// (the walker reduce-scatters the contributions of varying uses instead,
/// see [`gather_cotangent`]).
fn collective_vjp(b: &mut Bwd, op: &OpData, g: ValueId) -> Result<Vec<Ct>, String> {
    if op.kind == OpKind::AllReduce {
        if hetc_ir::Reduction::of(&op.attrs)? == hetc_ir::Reduction::Max {
            return Err("a max all-reduce has no VJP here: mark the maximum stop_gradient where it is only a stabiliser".into());
        }
        return Ok(vec![Some(g)]);
    }
    if op.kind == OpKind::ReduceScatter {
        let ty = b.fty(op.inputs[0]);
        let mut a = op.attrs.clone();
        a.shift_remove("reduce");
        return Ok(vec![Some(b.e.op_as(OpKind::AllGather, &[g], a, ty))]);
    }
    Ok(vec![Some(own_blocks(b, op, g)?)])
}

/// Rank `b.tp_rank`'s blocks of `g`, a value of the type of all-gather
/// `op`'s result (its `axis`, `groups` and `group`).
fn own_blocks(b: &mut Bwd, op: &OpData, g: ValueId) -> Result<ValueId, String> {
    let tp = op.attr_ints("group").map_or(1, |gr| gr.len()) as u64;
    let rank = b.tp_rank as u64;
    if rank >= tp {
        return Err(format!("TP rank {rank} is outside the op's group of {tp}"));
    }
    let to = b.fty(op.result());
    let axis = op.attr_int("axis").unwrap_or(0);
    let axis = norm_axis(axis, to.rank())?;
    let groups = op.attr_int("groups").unwrap_or(1).max(1) as u64;
    let n = fixed_dim(&to.shape[axis], "the gathered axis")?;
    if n % (groups * tp) != 0 {
        return Err(format!(
            "gathered extent {n} is not {groups} block(s) of {tp} equal pieces"
        ));
    }
    let (block, piece) = (n / groups, n / groups / tp);
    let mut parts = Vec::with_capacity(groups as usize);
    for k in 0..groups {
        parts.push(b.e.slice(g, axis, k * block + rank * piece, piece)?);
    }
    b.e.concat(&parts, axis)
}

/// The cotangent of all-gather `op`'s operand from the contributions to
/// its (replicated) result: the rank's own blocks of those of replicated
/// uses (whole on every rank) plus one reduce-scatter of those of varying
/// uses — the TP rule's all-reduce followed by the slice, in half the
/// bytes (Megatron-SP's backward of its all-gather).
fn gather_cotangent(b: &mut Bwd, op: &OpData, rep: Ct, var: Ct) -> Result<Ct, String> {
    let mine = match rep {
        Some(r) => Some(own_blocks(b, op, r)?),
        None => None,
    };
    let scattered = match var {
        Some(w) => {
            let group = b.tp_group.clone().ok_or(
                "an all-gather result has contributions from varying uses but no TP group is given",
            )?;
            let ty = b.fty(op.inputs[0]);
            let mut a = op.attrs.clone();
            a.insert("group".into(), group);
            Some(b.e.op_as(OpKind::ReduceScatter, &[w], a, ty))
        }
        None => None,
    };
    Ok(match (mine, scattered) {
        (Some(x), Some(y)) => Some(b.e.add(x, y)?),
        (x, y) => x.or(y),
    })
}

// ---- the walker -------------------------------------------------------------------

/// Gradient contributions collected per forward value, split by whether
/// the use they come from has a replicated or a varying result.
struct Acc {
    rep: SecondaryMap<ValueId, Ct>,
    var: SecondaryMap<ValueId, Ct>,
}

impl Acc {
    fn add(&mut self, b: &mut Bwd, v: ValueId, c: ValueId, varying: bool) -> Result<(), String> {
        if b.e.ty(c) != b.f.ty(v) {
            return Err(format!(
                "internal: contribution of type {} to {v} of type {}",
                b.e.ty(c),
                b.f.ty(v)
            ));
        }
        let slot = if varying {
            &mut self.var[v]
        } else {
            &mut self.rep[v]
        };
        *slot = Some(match *slot {
            Some(prev) => b.e.add(prev, c)?,
            None => c,
        });
        Ok(())
    }

    /// The gradient of `v` (once all its uses are processed): the TP rule.
    fn take(&mut self, b: &mut Bwd, v: ValueId, varying: bool) -> Result<Ct, String> {
        let (r, w) = (self.rep[v].take(), self.var[v].take());
        let w = match w {
            Some(w) if !varying => Some(b.all_reduce(w)?),
            w => w,
        };
        Ok(match (r, w) {
            (Some(r), Some(w)) => Some(b.e.add(r, w)?),
            (r, w) => r.or(w),
        })
    }
}

/// Drop ops none of whose results is used, in one backward sweep. Unlike
/// [`Graph::remove_dead_ops`] this drops sends and custom ops too: the
/// backward re-runs forward ops (recompute) for their values only, never
/// for their effects.
fn prune(g: &mut Graph) {
    let mut used = EntitySet::with_capacity(g.values.len());
    for &v in &g.outputs {
        used.insert(v);
    }
    let mut keep = EntitySet::with_capacity(g.ops.len());
    for &o in g.order.iter().rev() {
        let d = &g.ops[o];
        if d.outputs.iter().any(|&r| used.contains(r)) {
            keep.insert(o);
            for &v in &d.inputs {
                used.insert(v);
            }
        }
    }
    g.order.retain(|&o| keep.contains(o));
}

/// Differentiate `g`; see the module doc.
pub fn differentiate(g: Verified<'_>, req: &GradRequest) -> Result<Gradient, PassError> {
    let f = g.graph();
    let facts = analyse(f, req)?;
    let cotangents: Vec<bool> = f
        .outputs
        .iter()
        .map(|&v| facts.active.contains(v))
        .collect();
    let input_grads: Vec<bool> = f.inputs.iter().map(|&v| facts.live.contains(v)).collect();
    let mut b = Bwd {
        f,
        e: Emitter::new(Graph::new(format!("{}.backward", f.name))),
        primal: SecondaryMap::with_capacity(f.values.len()),
        saved: Vec::new(),
        recompute: req.recompute,
        tp_group: req.tp_group.clone(),
        tp_rank: req.tp_rank,
    };
    let internal = |m: String| fail(format!("internal error: {m}"));
    // Params (in forward order) and constants, then what is recomputed.
    for (v, d) in f.values.iter() {
        let data = f.data.get(&v).cloned();
        b.primal[v] = match d.def {
            ValueDef::Param => Some(b.e.g.add_param(d.name.clone(), d.ty.clone(), data)),
            ValueDef::Const => Some(b.e.g.add_const(d.name.clone(), d.ty.clone(), data)),
            _ => None,
        };
    }
    let mut first_inputs = Vec::new();
    if req.recompute {
        for &v in &f.inputs {
            let d = &f.values[v];
            let x = b.e.g.add_input(d.name.clone(), d.ty.clone());
            b.primal[v] = Some(x);
            first_inputs.push(x);
        }
    }
    for &o in &f.order {
        let d = &f.ops[o];
        if req.recompute || d.outputs.iter().all(|&r| facts.fixed.contains(r)) {
            b.copy_op(o).map_err(|m| op_fail(o, d, &m))?;
        }
    }
    let mut acc = Acc {
        rep: SecondaryMap::with_capacity(f.values.len()),
        var: SecondaryMap::with_capacity(f.values.len()),
    };
    let mut ct_inputs = Vec::new();
    for (i, &v) in f.outputs.iter().enumerate() {
        if !cotangents[i] {
            continue;
        }
        let name = &f.values[v].name;
        let name = if name.is_empty() {
            format!("grad.output{i}")
        } else {
            format!("grad.{name}")
        };
        let c = b.e.g.add_input(name, f.ty(v).clone());
        ct_inputs.push(c);
        acc.add(&mut b, v, c, false).map_err(internal)?;
    }
    for &o in f.order.iter().rev() {
        let d = &f.ops[o];
        if !d.outputs.iter().any(|&r| facts.live.contains(r)) {
            continue;
        }
        let want: Vec<bool> = d
            .inputs
            .iter()
            .map(|&v| facts.live.contains(v) && !stops_gradient(d))
            .collect();
        if !want.contains(&true) {
            continue;
        }
        b.e.tag = if d.name.is_empty() {
            format!("grad {o}")
        } else {
            format!("grad {}", d.name)
        };
        if is_collective(&d.kind) && req.tp_group.is_some() && !facts.varying.contains(d.inputs[0])
        {
            return Err(op_fail(
                o,
                d,
                "a collective over a replicated operand: the TP rule does not define its gradient",
            ));
        }
        let contrib = if d.kind == OpKind::AllGather && req.tp_group.is_some() {
            let r = d.result();
            let (rep, var) = (acc.rep[r].take(), acc.var[r].take());
            vec![gather_cotangent(&mut b, d, rep, var).map_err(|m| op_fail(o, d, &m))?]
        } else {
            let ct: Vec<Ct> = d
                .outputs
                .iter()
                .map(|&r| acc.take(&mut b, r, facts.varying.contains(r)))
                .collect::<Result<_, _>>()
                .map_err(|m| op_fail(o, d, &m))?;
            vjp(&mut b, d, &ct, &want).map_err(|m| op_fail(o, d, &m))?
        };
        let var = facts.varying.contains(d.outputs[0]);
        for (i, c) in contrib.into_iter().enumerate() {
            if let (true, Some(c)) = (want[i], c) {
                acc.add(&mut b, d.inputs[i], c, var)
                    .map_err(|m| op_fail(o, d, &m))?;
            }
        }
    }
    b.e.tag = "grad".into();
    let mut outputs = Vec::new();
    let mut named = Vec::new();
    let grads = f
        .inputs
        .iter()
        .zip(&input_grads)
        .filter(|(_, &w)| w)
        .map(|(&v, _)| v)
        .chain(f.params());
    for v in grads.collect::<Vec<_>>() {
        let gv = match acc
            .take(&mut b, v, facts.varying.contains(v))
            .map_err(internal)?
        {
            Some(gv) => gv,
            None => b.e.zeros(f.ty(v).clone()),
        };
        outputs.push(gv);
        named.push((gv, format!("grad.{}", f.values[v].name)));
    }
    for (gv, name) in named {
        if matches!(b.e.g.values[gv].def, ValueDef::Result(..)) && b.e.g.values[gv].name.is_empty()
        {
            b.e.g.values[gv].name = name;
        }
    }
    let mut bg = std::mem::take(&mut b.e.g);
    bg.outputs = outputs;
    prune(&mut bg);
    let uses = bg.use_counts();
    // Residuals in forward order (the order the forward computes them).
    let mut saved: Vec<(ValueId, ValueId)> = b
        .saved
        .iter()
        .copied()
        .filter(|&(_, x)| uses[x] > 0)
        .collect();
    saved.sort_by_key(|&(v, _)| v);
    bg.inputs = if req.recompute {
        first_inputs
    } else {
        saved.iter().map(|&(_, x)| x).collect()
    };
    bg.inputs.extend(ct_inputs);
    let backward = bg.compact();
    let mut forward = f.clone();
    forward.outputs.extend(saved.iter().map(|&(v, _)| v));
    verify(&forward).map_err(|e| internal(format!("the forward graph: {e}")))?;
    verify(&backward).map_err(|e| internal(format!("the backward graph: {e}")))?;
    Ok(Gradient {
        forward,
        n_saved: saved.len(),
        backward,
        cotangents,
        input_grads,
    })
}

// ---- losses -------------------------------------------------------------------------

/// `g` with output `output` (logits `f[..., C]`) turned into a scalar loss;
/// the result's only output is the loss, named `loss`. Cross-entropy adds a
/// graph input `labels` (`i64`, the logits' shape without the last dim) as
/// the last input and computes it in the form Megatron's
/// vocabulary-parallel cross-entropy distributes (Shoeybi et al. 2019,
/// §3): with `m` the row maximum (marked [`hetc_ir::STOP_GRADIENT`]: the
/// loss does not depend on it, so it gets no gradient, as in jax's
/// `logsumexp`), `z = logits − m`, per position
/// `log Σ_c exp(z_c) − Σ_c onehot(label)_c · z_c`, zero where the label
/// selects no class, and the mean over positions. Each term is a sum over
/// the class axis, so the sharder splits them by vocabulary slice and
/// reduces three per-position values (the maximum, the sum of
/// exponentials, the label's logit) instead of gathering the logits, and
/// the backward of the split logits is local (`softmax − onehot`, scaled).
pub fn append_loss(g: &Graph, output: usize, loss: Loss) -> Result<Graph, PassError> {
    let Loss::CrossEntropy = loss;
    let &logits = g.outputs.get(output).ok_or_else(|| {
        fail(format!(
            "loss on output {output}: the graph has {} output(s)",
            g.outputs.len()
        ))
    })?;
    let t = g.ty(logits).clone();
    let classes = match t.shape.last() {
        Some(Dim::Fixed(c)) if t.dtype.is_float() && *c > 0 => *c,
        _ => {
            return Err(fail(format!(
            "cross-entropy needs float logits [..., C] with a fixed C > 0; output {output} is {t}"
        )))
        }
    };
    let r = t.rank() - 1;
    let mut e = Emitter::new(g.clone());
    e.tag = "cross-entropy".into();
    let rows = TensorType::new(DType::I64, t.shape[..r].iter().cloned());
    let labels = e.g.add_input("labels", rows.clone());
    let build = |e: &mut Emitter| -> Result<ValueId, String> {
        use OpKind::*;
        let m = e.reduce(ReduceMax, logits, &[r], true)?;
        if let ValueDef::Result(o, _) = e.g.values[m].def {
            e.g.ops[o]
                .attrs
                .insert(hetc_ir::STOP_GRADIENT.into(), Attr::Int(1));
        }
        let z = e.bin(Sub, logits, m)?;
        let ex = e.un(Exp, z)?;
        let s = e.reduce(ReduceSum, ex, &[r], true)?;
        let ls = e.un(Log, s)?;
        let ls = e.reshape(ls, &t.shape[..r]);
        let vals = e.g.add_const(
            "",
            TensorType::fixed(t.dtype, &[2]),
            Some(TensorData::from_f64s(t.dtype, &[0.0, 1.0])),
        );
        let a = attrs([
            ("depth", Attr::Int(classes as i64)),
            ("axis", Attr::Int(r as i64)),
        ]);
        let hot = e.op(OneHot, &[labels, vals], a)?;
        let picked = e.mul(z, hot)?;
        let target = e.reduce(ReduceSum, picked, &[r], false)?;
        // A label outside -C..C selects no class and contributes 0.
        let lo = e.scalar(DType::I64, -(classes as f64));
        let hi = e.scalar(DType::I64, classes as f64);
        let below = e.bin(Less, labels, lo)?;
        let above = e.bin(Less, labels, hi)?;
        let not_below = e.un(Not, below)?;
        let valid = e.bin(And, not_below, above)?;
        let valid = e.op_as(
            Cast,
            &[valid],
            Attrs::new(),
            TensorType::new(t.dtype, t.shape[..r].iter().cloned()),
        );
        let ls = e.mul(ls, valid)?;
        let per = e.bin(Sub, ls, target)?;
        e.reduce(ReduceMean, per, &[], false)
    };
    let l = build(&mut e).map_err(|m| fail(format!("building the cross-entropy loss: {m}")))?;
    e.g.values[l].name = "loss".into();
    let mut h = e.g;
    h.outputs = vec![l];
    h.remove_dead_ops();
    verify(&h).map_err(|err| fail(format!("internal error: the loss graph: {err}")))?;
    Ok(h)
}

mod algebra;
#[cfg(test)]
mod tests;
mod window;
