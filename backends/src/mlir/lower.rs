//! IR stage graph → MLIR `func`/`linalg`/`tensor`/`arith`/`math`, built
//! with melior's builders.
//!
//! Establishes: one `func.func @main` (with `llvm.emit_c_interface`) whose
//! arguments are the stage's inputs followed by its used weights (parameters
//! in id order, as the StableHLO emitter), whose results are the stage's
//! outputs. Every compute op is a `linalg.generic` on tensors with explicit
//! indexing maps (numpy broadcasting as constant-0 map results; GEMMs,
//! convolutions and pooling as reduction iterators; gathers, padding and
//! masks read elements with `linalg.index` + `tensor.extract`); reshapes are
//! `tensor.reshape`, slices `tensor.extract_slice`, concatenations
//! `tensor.concat`; constants `arith.constant dense`. Elementwise math uses
//! `arith`/`math` ops on the element type. The text is deterministic.
//!
//! Assumes a verified graph with fixed dims and no collectives (lower a
//! stage graph, or a compute segment of a TP rank graph cut at its
//! collectives by [`crate::segment::segments`]). Not lowered (errors naming op and
//! stage): custom ops, collectives, 3-D convolution / pooling, dilated
//! pooling, `u8`/`f64`/16-bit floats. `arg_max` / `arg_min` / `top_k` are
//! in [`select`].

use crate::BackendError;
use hetc_ir::{DType, Graph, OpData, OpId, OpKind, TensorType, ValueDef, ValueId, Verified};
use melior::dialect::{arith, func};
use melior::ir::attribute::{
    ArrayAttribute, DenseElementsAttribute, DenseI32ArrayAttribute, DenseI64ArrayAttribute,
    FloatAttribute, IntegerAttribute, StringAttribute, TypeAttribute,
};
use melior::ir::block::BlockLike;
use melior::ir::operation::{OperationBuilder, OperationLike};
use melior::ir::r#type::{FunctionType, IntegerType, RankedTensorType};
use melior::ir::{
    AffineExpr, AffineMap, Attribute, Block, Identifier, Location, Module, Region, RegionLike,
    ShapedTypeLike, Type, TypeLike, Value, ValueLike,
};
use melior::Context;

type R<T> = Result<T, BackendError>;

fn err(m: impl Into<String>) -> BackendError {
    BackendError::Mlir(m.into())
}

/// The MLIR element type of an IR dtype (signless integers).
fn elem<'c>(ctx: &'c Context, d: DType) -> R<Type<'c>> {
    Ok(match d {
        DType::F32 => Type::float32(ctx),
        DType::F64 => Type::float64(ctx),
        DType::BF16 => Type::bfloat16(ctx),
        DType::F16 => Type::float16(ctx),
        DType::I64 => IntegerType::new(ctx, 64).into(),
        DType::I32 => IntegerType::new(ctx, 32).into(),
        DType::I16 => IntegerType::new(ctx, 16).into(),
        DType::I8 => IntegerType::new(ctx, 8).into(),
        // Unsigned types are signless integers of their width; the ops that
        // depend on signedness (compare, divide, remainder, min/max,
        // conversions, index casts) pick the unsigned form from the IR type.
        DType::U64 => IntegerType::new(ctx, 64).into(),
        DType::U32 => IntegerType::new(ctx, 32).into(),
        DType::U16 => IntegerType::new(ctx, 16).into(),
        DType::U8 => IntegerType::new(ctx, 8).into(),
        // 4- and 2-bit integers are stored one per byte holding the value
        // (sign-extended for the signed ones): i8, with their arithmetic's
        // signedness from the IR type as for the other unsigned types.
        DType::I4 | DType::U4 | DType::I2 | DType::U2 => IntegerType::new(ctx, 8).into(),
        DType::Bool => IntegerType::new(ctx, 1).into(),
        // The low-precision floats are stored as their codes, one byte
        // each; only `cast` and `bitcast` read or write them ([`lowp`]).
        d if d.is_low_float() => IntegerType::new(ctx, 8).into(),
        d => return Err(err(format!("element type {d} is not lowered to MLIR here"))),
    })
}

fn shape_of(t: &TensorType) -> R<Vec<u64>> {
    t.fixed_dims()
        .ok_or_else(|| err(format!("symbolic type {t}; bind its dims")))
}

/// The element type an op's arithmetic runs in: `f32` for the 16-bit
/// floats, which are stored as `bf16` / `f16` but computed in `f32` and
/// rounded once per result element (reductions accumulate in `f32` too);
/// the type itself otherwise.
pub fn compute_dtype(d: DType) -> DType {
    if is_half(d) {
        DType::F32
    } else {
        d
    }
}

/// The 16-bit float types.
fn is_half(d: DType) -> bool {
    matches!(d, DType::BF16 | DType::F16)
}

fn norm_axis(a: i64, rank: usize) -> usize {
    if a < 0 {
        (a + rank as i64).max(0) as usize
    } else {
        a as usize
    }
}

mod grid;
mod lowp;
mod math;
mod scatter;
mod select;

/// Choices of the lowering that depend on the target.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Options<'a> {
    /// `exp`, `tanh` and `erf` as `arith` polynomials that vectorize
    /// ([`math`]; the cpu pipeline), instead of `math` ops (portable text,
    /// GPU targets with native or libdevice versions).
    pub expand_math: bool,
    /// Pack GEMM weights in column panels of this many f32 lanes (0: do
    /// not; the cpu pipeline: its register block's columns):
    /// [`packed_weights`].
    pub pack: u64,
    /// Profiling marks ([`super::marks`]): `main` calls
    /// [`super::marks::MARK_FN`] where the region of the ops changes, and
    /// before it returns.
    pub regions: Option<&'a super::marks::Regions>,
}

/// The weights a stage's code takes packed in column panels of `nr`
/// lanes ([`packed_weights`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PackedWeights {
    /// Per packed parameter: whether the matmuls read its transpose (a
    /// backward's `g · wᵀ`: the parameter is `[N, K]`) rather than the
    /// parameter itself (`[K, N]`).
    pub params: std::collections::BTreeMap<ValueId, bool>,
    /// The matmuls' right operands that read them: the parameters, or
    /// their transposes (which then are views of the packed argument).
    pub operands: std::collections::BTreeSet<ValueId>,
}

/// The weights a stage's code takes packed in column panels of `nr`
/// lanes: f32 parameters whose every use is the right operand `[K, N]`
/// of a matmul — directly, or through a 2-D transpose whose every use is
/// (a backward's `g · wᵀ`) — with `N` a multiple of `nr` (at least two
/// panels) and left operands of the output's rank (no broadcast batch
/// dims). Such a weight is passed as `[N / nr, K, nr]`: panel `j` holds
/// the right operand's columns `j·nr .. (j+1)·nr` row after row, so the
/// register block's `k` loop reads one contiguous stream of B instead of
/// one `nr`-wide piece per row `N` floats apart (as MLAS and BLIS pack
/// B). The host packs the data the same way ([`pack_panels`]). Measured
/// on an AVX2 host (Zen 3, 6×16 register block, mlir-runner loops, best
/// reps): 512×768×3072 GEMM 52 → 82 GFLOP/s, 256×768×768 74 → 87 (FMA
/// peak 94).
pub fn packed_weights(g: &Graph, nr: u64) -> PackedWeights {
    let mut out = PackedWeights::default();
    if nr == 0 {
        return out;
    }
    let used = g.used_values();
    // Every value's readers, once (a training run re-derives the packing
    // at each weight reload).
    let mut readers: std::collections::BTreeMap<ValueId, Vec<&hetc_ir::OpData>> =
        std::collections::BTreeMap::new();
    for (_, op) in g.ops_in_order() {
        let mut seen = Vec::new();
        for &v in &op.inputs {
            if !seen.contains(&v) {
                seen.push(v);
                readers.entry(v).or_default().push(op);
            }
        }
    }
    let uses = |v: ValueId| -> &[&hetc_ir::OpData] { readers.get(&v).map_or(&[], Vec::as_slice) };
    // `b` is read only as the right operand of matmuls that take it packed.
    let only_rhs = |b: ValueId| {
        let d = g.ty(b).fixed_dims().unwrap_or_default();
        d.len() == 2
            && d[1] % nr == 0
            && d[1] >= 2 * nr
            && !g.outputs.contains(&b)
            && uses(b).iter().all(|op| {
                op.kind == OpKind::MatMul
                    && op.inputs.len() == 2
                    && op.inputs[0] != b
                    && op.inputs[1] == b
                    && Some(g.ty(op.inputs[0]).rank())
                        == op.outputs.first().map(|&o| g.ty(o).rank())
                    && g.ty(op.outputs[0]).dtype == DType::F32
            })
    };
    for v in g.params().filter(|&v| used.contains(v)) {
        if g.ty(v).dtype != DType::F32 || g.outputs.contains(&v) {
            continue;
        }
        let us = uses(v);
        if us.is_empty() {
            continue;
        }
        if only_rhs(v) {
            out.params.insert(v, false);
            out.operands.insert(v);
            continue;
        }
        let transposes = us.iter().all(|op| {
            op.kind == OpKind::Transpose
                && op.attr_ints("perm") == Some(&[1, 0][..])
                && op.outputs.len() == 1
                && only_rhs(op.outputs[0])
        });
        if transposes {
            out.params.insert(v, true);
            out.operands.extend(us.iter().map(|op| op.outputs[0]));
        }
    }
    out
}

pub use crate::native::abi::pack_panels;

const GENERIC: &str = "linalg.generic";

/// What a generic's body combines into its output element.
#[derive(Clone, Copy, PartialEq)]
enum Comb {
    Add,
    Mul,
    Max,
    Min,
}

/// The identity of `c` on `d` (an empty reduction's value).
fn comb_init(c: Comb, d: DType) -> f64 {
    let (lo, hi) = match d.int_range() {
        Some((lo, hi)) => (lo as f64, hi as f64),
        None => (f64::NEG_INFINITY, f64::INFINITY),
    };
    match c {
        Comb::Add => 0.0,
        Comb::Mul => 1.0,
        Comb::Max => lo,
        Comb::Min => hi,
    }
}

/// The lowering state of one function body.
struct Lower<'c, 'a> {
    ctx: &'c Context,
    loc: Location<'c>,
    block: &'a Block<'c>,
    expand_math: bool,
    /// [`Options::pack`] and the weights it packs.
    pack: u64,
    packed: &'a PackedWeights,
}

/// Append an op with the given operands, results and attributes to `b`.
fn build<'c, 'b>(
    b: &'b Block<'c>,
    loc: Location<'c>,
    name: &str,
    operands: &[Value<'c, '_>],
    results: &[Type<'c>],
    attrs: &[(Identifier<'c>, Attribute<'c>)],
) -> R<Value<'c, 'b>> {
    let op = OperationBuilder::new(name, loc)
        .add_operands(operands)
        .add_results(results)
        .add_attributes(attrs)
        .build()
        .map_err(|e| err(format!("building {name}: {e}")))?;
    let r = b.append_operation(op);
    Ok(r.result(0).map_err(|e| err(format!("{name}: {e}")))?.into())
}

/// Scalar arithmetic inside a generic's body block.
struct Sc<'c, 'b> {
    ctx: &'c Context,
    loc: Location<'c>,
    b: &'b Block<'c>,
    /// Build `exp` / `tanh` / `erf` from `arith` ([`math`]).
    expand_math: bool,
}

impl<'c, 'b> Sc<'c, 'b> {
    /// `x` (f32) rounded to bf16, to nearest even, in integer arithmetic
    /// that vectorizes: `(b + 0x7fff + lsb) >> 16` of its bits `b`, a NaN
    /// quieted and its low half cleared first so that it stays a NaN
    /// (`hetc_ir::graph::f32_to_bf16`'s bits). Not `arith.truncf`: LLVM's
    /// x86 backend without AVX512-BF16 truncates each lane by a call to
    /// `__truncsfbf2`, and `arith-expand`'s integer form ends in a select
    /// that LLVM's optimizer moves onto `bfloat` vectors, whose
    /// legalization made LLVM's code generation 20× slower.
    fn to_bf16(&self, x: Value<'c, 'b>) -> R<Value<'c, 'b>> {
        let f32t = Type::float32(self.ctx);
        let (i32t, i16t) = if x.r#type() == f32t {
            (
                Type::from(IntegerType::new(self.ctx, 32)),
                Type::from(IntegerType::new(self.ctx, 16)),
            )
        } else {
            return Err(err(format!("bf16 rounding of {}", x.r#type())));
        };
        let c = |v: i64| self.cst(v as f64, i32t);
        let b = self.op("arith.bitcast", &[x], i32t)?;
        let nan = self.cmpf(CMPF_UNO, x, x)?;
        let m = self.op("arith.extsi", &[nan], i32t)?;
        let quiet = c(0x0040_0000)?;
        let q = self.same("arith.andi", &[m, quiet])?;
        let b = self.same("arith.ori", &[b, q])?;
        let low = c(0xffff)?;
        let lm = self.same("arith.andi", &[m, low])?;
        let ones = c(-1)?;
        let keep = self.same("arith.xori", &[lm, ones])?;
        let b = self.same("arith.andi", &[b, keep])?;
        let sixteen = c(16)?;
        let hi = self.same("arith.shrui", &[b, sixteen])?;
        let one = c(1)?;
        let lsb = self.same("arith.andi", &[hi, one])?;
        let bias = c(0x7fff)?;
        let inc = self.same("arith.addi", &[lsb, bias])?;
        let r = self.same("arith.addi", &[b, inc])?;
        let r = self.same("arith.shrui", &[r, sixteen])?;
        let h = self.op("arith.trunci", &[r], i16t)?;
        self.op("arith.bitcast", &[h], Type::bfloat16(self.ctx))
    }

    /// `v` computed in f32 if it is a 16-bit float (widened), else `v`.
    fn widen(&self, v: Value<'c, 'b>) -> R<Value<'c, 'b>> {
        let t = v.r#type();
        if t == Type::bfloat16(self.ctx) || t == Type::float16(self.ctx) {
            self.op("arith.extf", &[v], Type::float32(self.ctx))
        } else {
            Ok(v)
        }
    }
    fn op(&self, name: &str, ops: &[Value<'c, '_>], ty: Type<'c>) -> R<Value<'c, 'b>> {
        build(self.b, self.loc, name, ops, &[ty], &[])
    }
    /// Same-typed op: result type of the first operand.
    fn same(&self, name: &str, ops: &[Value<'c, '_>]) -> R<Value<'c, 'b>> {
        self.op(name, ops, ops[0].r#type())
    }
    fn cst(&self, v: f64, ty: Type<'c>) -> R<Value<'c, 'b>> {
        let a: Attribute<'c> = if ty.is_index() || ty.is_integer() {
            IntegerAttribute::new(ty, v as i64).into()
        } else {
            FloatAttribute::new(self.ctx, ty, v).into()
        };
        let r = self
            .b
            .append_operation(arith::constant(self.ctx, a, self.loc));
        Ok(r.result(0).map_err(|e| err(e.to_string()))?.into())
    }
    fn index(&self, dim: usize) -> R<Value<'c, 'b>> {
        build(
            self.b,
            self.loc,
            "linalg.index",
            &[],
            &[Type::index(self.ctx)],
            &[(
                Identifier::new(self.ctx, "dim"),
                IntegerAttribute::new(IntegerType::new(self.ctx, 64).into(), dim as i64).into(),
            )],
        )
    }
    fn cmpi(&self, pred: i64, a: Value<'c, '_>, b: Value<'c, '_>) -> R<Value<'c, 'b>> {
        build(
            self.b,
            self.loc,
            "arith.cmpi",
            &[a, b],
            &[IntegerType::new(self.ctx, 1).into()],
            &[(
                Identifier::new(self.ctx, "predicate"),
                IntegerAttribute::new(IntegerType::new(self.ctx, 64).into(), pred).into(),
            )],
        )
    }
    fn cmpf(&self, pred: i64, a: Value<'c, '_>, b: Value<'c, '_>) -> R<Value<'c, 'b>> {
        build(
            self.b,
            self.loc,
            "arith.cmpf",
            &[a, b],
            &[IntegerType::new(self.ctx, 1).into()],
            &[(
                Identifier::new(self.ctx, "predicate"),
                IntegerAttribute::new(IntegerType::new(self.ctx, 64).into(), pred).into(),
            )],
        )
    }
    fn select(&self, c: Value<'c, '_>, t: Value<'c, '_>, f: Value<'c, '_>) -> R<Value<'c, 'b>> {
        self.op("arith.select", &[c, t, f], t.r#type())
    }
    /// `acc ∘ x`; integer max/min compare as unsigned when `unsigned`.
    fn combine(
        &self,
        c: Comb,
        acc: Value<'c, '_>,
        x: Value<'c, '_>,
        unsigned: bool,
    ) -> R<Value<'c, 'b>> {
        let float = !acc.r#type().is_integer();
        // booleans (i1, where true is −1 as a signed value): or / and
        let boolean = acc.r#type() == Type::from(IntegerType::new(self.ctx, 1));
        if boolean && matches!(c, Comb::Max | Comb::Min) {
            let name = if c == Comb::Max {
                "arith.ori"
            } else {
                "arith.andi"
            };
            return self.same(name, &[acc, x]);
        }
        let name = match (c, float) {
            (Comb::Add, true) => "arith.addf",
            (Comb::Add, false) => "arith.addi",
            (Comb::Max, true) => "arith.maximumf",
            (Comb::Max, false) if unsigned => "arith.maxui",
            (Comb::Max, false) => "arith.maxsi",
            (Comb::Min, true) => "arith.minimumf",
            (Comb::Min, false) if unsigned => "arith.minui",
            (Comb::Min, false) => "arith.minsi",
            (Comb::Mul, true) => "arith.mulf",
            (Comb::Mul, false) => "arith.muli",
        };
        self.same(name, &[acc, x])
    }
}

impl<'c, 'b> Sc<'c, 'b> {
    /// `acc + x·y` in the operands' type: float or (wrapping) integer
    /// arithmetic, the contraction body of matmul and convolution.
    fn mul_add(&self, acc: Value<'c, '_>, x: Value<'c, '_>, y: Value<'c, '_>) -> R<Value<'c, 'b>> {
        let (mul, add) = if x.r#type().is_integer() {
            ("arith.muli", "arith.addi")
        } else {
            ("arith.mulf", "arith.addf")
        };
        let p = self.same(mul, &[x, y])?;
        self.same(add, &[acc, p])
    }

    /// Integer `v` (of type `d`) as an index into an extent `n`, a negative
    /// one counted from the end; unsigned types are never negative (cast
    /// as unsigned, not wrapped).
    fn wrap_index(&self, v: Value<'c, '_>, d: DType, n: f64) -> R<Value<'c, 'b>> {
        let it = Type::index(self.ctx);
        if d.is_unsigned() {
            return self.op("arith.index_castui", &[v], it);
        }
        let i = self.op("arith.index_cast", &[v], it)?;
        let z = self.cst(0.0, it)?;
        let neg = self.cmpi(CMPI_SLT, i, z)?;
        let nn = self.cst(n, it)?;
        let wrapped = self.same("arith.addi", &[i, nn])?;
        self.select(neg, wrapped, i)
    }
}

// arith.cmpi / cmpf predicates (ArithBase.td).
const CMPI_EQ: i64 = 0;
const CMPI_NE: i64 = 1;
const CMPI_ULT: i64 = 6;
const CMPI_UGT: i64 = 8;
const CMPI_SLT: i64 = 2;
const CMPI_SLE: i64 = 3;
const CMPI_SGT: i64 = 4;
const CMPI_SGE: i64 = 5;
const CMPF_OEQ: i64 = 1;
const CMPF_OGT: i64 = 2;
const CMPF_OLT: i64 = 4;
const CMPF_UNO: i64 = 14;
const CMPF_UNE: i64 = 13;

/// An operand of a generic: a tensor and its map results over the loop dims.
struct In<'c, 'v> {
    v: Value<'c, 'v>,
    map: Vec<AffineExpr<'c>>,
}

impl<'c, 'a> Lower<'c, 'a> {
    fn tensor_ty(&self, shape: &[u64], d: DType) -> R<Type<'c>> {
        Ok(RankedTensorType::new(shape, elem(self.ctx, d)?, None).into())
    }

    fn dim(&self, i: usize) -> AffineExpr<'c> {
        AffineExpr::dim(self.ctx, i)
    }

    fn konst(&self, c: i64) -> AffineExpr<'c> {
        AffineExpr::constant(self.ctx, c)
    }

    /// Map of an operand of shape `from` broadcast (numpy, right-aligned)
    /// to the loop dims of shape `to`.
    fn bcast_map(&self, from: &[u64], to: &[u64]) -> Vec<AffineExpr<'c>> {
        let shift = to.len() - from.len();
        (0..from.len())
            .map(|i| {
                if from[i] == 1 && to[i + shift] != 1 {
                    self.konst(0)
                } else {
                    self.dim(i + shift)
                }
            })
            .collect()
    }

    fn identity(&self, rank: usize) -> Vec<AffineExpr<'c>> {
        (0..rank).map(|i| self.dim(i)).collect()
    }

    fn map_attr(&self, dims: usize, exprs: &[AffineExpr<'c>]) -> R<Attribute<'c>> {
        let m = AffineMap::new(self.ctx, dims, 0, exprs);
        Attribute::parse(self.ctx, &format!("affine_map<{m}>"))
            .ok_or_else(|| err(format!("affine map {m}")))
    }

    /// `tensor.empty` of a static shape.
    fn empty(&self, shape: &[u64], d: DType) -> R<Value<'c, 'a>> {
        build(
            self.block,
            self.loc,
            "tensor.empty",
            &[],
            &[self.tensor_ty(shape, d)?],
            &[],
        )
    }

    /// A `linalg.generic` ([`Self::structured`] with [`GENERIC`]).
    #[allow(clippy::too_many_arguments)]
    fn generic<F>(
        &self,
        loops: usize,
        reduce: &[usize],
        ins: &[In<'c, '_>],
        out_shape: &[u64],
        out_d: DType,
        out_map: Vec<AffineExpr<'c>>,
        init: Option<Value<'c, 'a>>,
        body: F,
    ) -> R<Value<'c, 'a>>
    where
        F: for<'b> FnOnce(&Sc<'c, 'b>, &[Value<'c, 'b>], Value<'c, 'b>) -> R<Value<'c, 'b>>,
    {
        self.structured(
            GENERIC, loops, reduce, ins, out_shape, out_d, out_map, init, body,
        )
    }

    /// A tensor of `shape` whose element at the loop indices is `v`'s at
    /// `map` of them (a view copied: slices, broadcasts, tilings).
    fn remap(
        &self,
        v: Value<'c, 'a>,
        map: Vec<AffineExpr<'c>>,
        shape: &[u64],
        d: DType,
    ) -> R<Value<'c, 'a>> {
        self.generic(
            shape.len(),
            &[],
            &[In { v, map }],
            shape,
            d,
            self.identity(shape.len()),
            None,
            |_, a, _| Ok(a[0]),
        )
    }

    /// A structured op `name` ([`GENERIC`], or `linalg.contract`, whose
    /// iterator types follow from its maps) over `loops` (extents) writing
    /// a tensor of `out_shape` through `out_map`; `reduce[i]` marks
    /// reduction loops. `init` seeds the output (a tensor, else
    /// `tensor.empty`); `body` gets the block, the input elements and the
    /// output element.
    #[allow(clippy::too_many_arguments)]
    fn structured<F>(
        &self,
        name: &str,
        loops: usize,
        reduce: &[usize],
        ins: &[In<'c, '_>],
        out_shape: &[u64],
        out_d: DType,
        out_map: Vec<AffineExpr<'c>>,
        init: Option<Value<'c, 'a>>,
        body: F,
    ) -> R<Value<'c, 'a>>
    where
        F: for<'b> FnOnce(&Sc<'c, 'b>, &[Value<'c, 'b>], Value<'c, 'b>) -> R<Value<'c, 'b>>,
    {
        let ctx = self.ctx;
        let out_ty = self.tensor_ty(out_shape, out_d)?;
        let init = match init {
            Some(v) => v,
            None => self.empty(out_shape, out_d)?,
        };
        let mut maps = Vec::new();
        for i in ins {
            maps.push(self.map_attr(loops, &i.map)?);
        }
        maps.push(self.map_attr(loops, &out_map)?);
        let iters: Vec<Attribute<'c>> = (0..loops)
            .map(|l| {
                let k = if reduce.contains(&l) {
                    "reduction"
                } else {
                    "parallel"
                };
                Attribute::parse(ctx, &format!("#linalg.iterator_type<{k}>"))
                    .ok_or_else(|| err("iterator type"))
            })
            .collect::<R<_>>()?;
        let mut arg_tys = Vec::new();
        for i in ins {
            let t = RankedTensorType::try_from(i.v.r#type())
                .map_err(|e| err(e.to_string()))?
                .element();
            arg_tys.push((t, self.loc));
        }
        arg_tys.push((elem(ctx, out_d)?, self.loc));
        let blk = Block::new(&arg_tys);
        {
            let sc = Sc {
                ctx,
                loc: self.loc,
                b: &blk,
                expand_math: self.expand_math,
            };
            // 16-bit float elements are computed in f32: widened on entry,
            // the result rounded once to the output's type.
            let arg = |i: usize| -> R<Value<'c, '_>> {
                let a: Value<'c, '_> = sc.b.argument(i).map_err(|e| err(e.to_string()))?.into();
                sc.widen(a)
            };
            let args: Vec<Value<'c, '_>> = (0..ins.len()).map(arg).collect::<R<_>>()?;
            let out = arg(ins.len())?;
            let y = body(&sc, &args, out)?;
            let oe = elem(ctx, out_d)?;
            let y = match out_d {
                _ if y.r#type() != Type::float32(ctx) => y,
                DType::BF16 => sc.to_bf16(y)?,
                DType::F16 => sc.op("arith.truncf", &[y], oe)?,
                _ => y,
            };
            let yop = OperationBuilder::new("linalg.yield", self.loc)
                .add_operands(&[y])
                .build()
                .map_err(|e| err(e.to_string()))?;
            blk.append_operation(yop);
        }
        let region = Region::new();
        region.append_block(blk);
        let mut operands: Vec<Value<'c, '_>> = ins.iter().map(|i| i.v).collect();
        operands.push(init);
        let mut attrs = vec![
            (
                Identifier::new(ctx, "indexing_maps"),
                ArrayAttribute::new(ctx, &maps).into(),
            ),
            (
                Identifier::new(ctx, "operandSegmentSizes"),
                DenseI32ArrayAttribute::new(ctx, &[ins.len() as i32, 1]).into(),
            ),
        ];
        if name == GENERIC {
            attrs.push((
                Identifier::new(ctx, "iterator_types"),
                ArrayAttribute::new(ctx, &iters).into(),
            ));
        }
        let op = OperationBuilder::new(name, self.loc)
            .add_operands(&operands)
            .add_results(&[out_ty])
            .add_attributes(&attrs)
            .add_regions([region])
            .build()
            .map_err(|e| err(format!("{name}: {e}")))?;
        let r = self.block.append_operation(op);
        Ok(r.result(0).map_err(|e| err(e.to_string()))?.into())
    }

    /// A tensor of `shape` filled with `v` (`linalg.fill`).
    /// An `index` constant in the function's block (an `scf.for` bound).
    fn index_const(&self, v: u64) -> R<Value<'c, 'a>> {
        let s = Sc {
            ctx: self.ctx,
            loc: self.loc,
            b: self.block,
            expand_math: self.expand_math,
        };
        s.cst(v as f64, Type::index(self.ctx))
    }

    fn fill(&self, shape: &[u64], d: DType, v: f64) -> R<Value<'c, 'a>> {
        let ctx = self.ctx;
        let ety = elem(ctx, d)?;
        let a: Attribute<'c> = if d.is_float() {
            FloatAttribute::new(ctx, ety, v).into()
        } else {
            // Integer seeds: the extremes of the type for ±inf (max-reductions).
            let w = int_width(d);
            let x = if v == f64::NEG_INFINITY || v <= i64::MIN as f64 {
                if w == 1 {
                    0
                } else {
                    i64::MIN >> (64 - w)
                }
            } else if v > i64::MAX as f64 {
                // u64 seeds above 2^63 (a min-reduction's u64::MAX): the
                // bit pattern
                v as u64 as i64
            } else {
                v as i64
            };
            IntegerAttribute::new(ety, x).into()
        };
        let c = self
            .block
            .append_operation(arith::constant(ctx, a, self.loc));
        let c: Value<'c, 'a> = c.result(0).map_err(|e| err(e.to_string()))?.into();
        let init = self.empty(shape, d)?;
        let blk = Block::new(&[(ety, self.loc), (ety, self.loc)]);
        let x: Value<'c, '_> = blk.argument(0).map_err(|e| err(e.to_string()))?.into();
        blk.append_operation(
            OperationBuilder::new("linalg.yield", self.loc)
                .add_operands(&[x])
                .build()
                .map_err(|e| err(e.to_string()))?,
        );
        let region = Region::new();
        region.append_block(blk);
        let op = OperationBuilder::new("linalg.fill", self.loc)
            .add_operands(&[c, init])
            .add_results(&[self.tensor_ty(shape, d)?])
            .add_attributes(&[(
                Identifier::new(ctx, "operandSegmentSizes"),
                DenseI32ArrayAttribute::new(ctx, &[1, 1]).into(),
            )])
            .add_regions([region])
            .build()
            .map_err(|e| err(format!("linalg.fill: {e}")))?;
        let r = self.block.append_operation(op);
        Ok(r.result(0).map_err(|e| err(e.to_string()))?.into())
    }

    /// Elementwise map of inputs broadcast to `shape`.
    fn ewise<F>(
        &self,
        ins: &[(Value<'c, 'a>, Vec<u64>)],
        shape: &[u64],
        d: DType,
        body: F,
    ) -> R<Value<'c, 'a>>
    where
        F: for<'b> FnOnce(&Sc<'c, 'b>, &[Value<'c, 'b>]) -> R<Value<'c, 'b>>,
    {
        let ins: Vec<In<'c, 'a>> = ins
            .iter()
            .map(|(v, s)| In {
                v: *v,
                map: self.bcast_map(s, shape),
            })
            .collect();
        self.structured(
            GENERIC,
            shape.len(),
            &[],
            &ins,
            shape,
            d,
            self.identity(shape.len()),
            None,
            |s, a, _| body(s, a),
        )
    }

    /// One `linalg.generic` over `shape` with `n_out` f32 results (each
    /// written through the identity map) from inputs broadcast to `shape`;
    /// `body` gets the input elements and returns the `n_out` results.
    fn multi_ewise<F>(
        &self,
        ins: &[(Value<'c, 'a>, Vec<u64>)],
        shape: &[u64],
        n_out: usize,
        body: F,
    ) -> R<Vec<Value<'c, 'a>>>
    where
        F: for<'b> FnOnce(&Sc<'c, 'b>, &[Value<'c, 'b>]) -> R<Vec<Value<'c, 'b>>>,
    {
        let ctx = self.ctx;
        let loops = shape.len();
        let f32t = Type::float32(ctx);
        let mut maps = Vec::new();
        let mut arg_tys = Vec::new();
        for (v, sh) in ins {
            maps.push(self.map_attr(loops, &self.bcast_map(sh, shape))?);
            let t = RankedTensorType::try_from(v.r#type())
                .map_err(|e| err(e.to_string()))?
                .element();
            arg_tys.push((t, self.loc));
        }
        let mut inits = Vec::new();
        for _ in 0..n_out {
            maps.push(self.map_attr(loops, &self.identity(loops))?);
            inits.push(self.empty(shape, DType::F32)?);
            arg_tys.push((f32t, self.loc));
        }
        let parallel = Attribute::parse(ctx, "#linalg.iterator_type<parallel>")
            .ok_or_else(|| err("iterator type"))?;
        let blk = Block::new(&arg_tys);
        {
            let sc = Sc {
                ctx,
                loc: self.loc,
                b: &blk,
                expand_math: self.expand_math,
            };
            let args: Vec<Value<'c, '_>> = (0..ins.len())
                .map(|i| -> R<Value<'c, '_>> {
                    Ok(sc.b.argument(i).map_err(|e| err(e.to_string()))?.into())
                })
                .collect::<R<_>>()?;
            let ys = body(&sc, &args)?;
            if ys.len() != n_out {
                return Err(err(format!("{} results for {n_out} outputs", ys.len())));
            }
            let yop = OperationBuilder::new("linalg.yield", self.loc)
                .add_operands(&ys)
                .build()
                .map_err(|e| err(e.to_string()))?;
            blk.append_operation(yop);
        }
        let region = Region::new();
        region.append_block(blk);
        let mut operands: Vec<Value<'c, '_>> = ins.iter().map(|i| i.0).collect();
        operands.extend(inits);
        let out_ty = self.tensor_ty(shape, DType::F32)?;
        let op = OperationBuilder::new(GENERIC, self.loc)
            .add_operands(&operands)
            .add_results(&vec![out_ty; n_out])
            .add_attributes(&[
                (
                    Identifier::new(ctx, "indexing_maps"),
                    ArrayAttribute::new(ctx, &maps).into(),
                ),
                (
                    Identifier::new(ctx, "operandSegmentSizes"),
                    DenseI32ArrayAttribute::new(ctx, &[ins.len() as i32, n_out as i32]).into(),
                ),
                (
                    Identifier::new(ctx, "iterator_types"),
                    ArrayAttribute::new(ctx, &vec![parallel; loops]).into(),
                ),
            ])
            .add_regions([region])
            .build()
            .map_err(|e| err(format!("{GENERIC}: {e}")))?;
        let r = self.block.append_operation(op);
        (0..n_out)
            .map(|j| Ok(r.result(j).map_err(|e| err(e.to_string()))?.into()))
            .collect()
    }

    /// `x` (shape `shape`, element type `from`) in `to`: itself when the
    /// types agree, else an elementwise copy (a 16-bit float's rounding of
    /// what was computed in f32, or its exact widening).
    fn convert(&self, x: Value<'c, 'a>, shape: &[u64], from: DType, to: DType) -> R<Value<'c, 'a>> {
        if from == to {
            return Ok(x);
        }
        self.ewise(&[(x, shape.to_vec())], shape, to, |_, a| Ok(a[0]))
    }

    /// Reduce `x` (shape `shape`) over `axes` with `c`, keeping the other
    /// dims in order. The result is in `d`'s compute type
    /// ([`compute_dtype`]: a 16-bit float accumulates in f32).
    fn reduce(
        &self,
        x: Value<'c, 'a>,
        shape: &[u64],
        axes: &[usize],
        c: Comb,
        d: DType,
    ) -> R<(Value<'c, 'a>, Vec<u64>)> {
        let d = compute_dtype(d);
        let rs: Vec<u64> = (0..shape.len())
            .filter(|i| !axes.contains(i))
            .map(|i| shape[i])
            .collect();
        let init = comb_init(c, d);
        let seed = self.fill(&rs, d, init)?;
        let out_map: Vec<AffineExpr<'c>> = (0..shape.len())
            .filter(|i| !axes.contains(i))
            .map(|i| self.dim(i))
            .collect();
        let r = self.structured(
            GENERIC,
            shape.len(),
            axes,
            &[In {
                v: x,
                map: self.identity(shape.len()),
            }],
            &rs,
            d,
            out_map,
            Some(seed),
            |s, a, acc| s.combine(c, acc, a[0], d.is_unsigned()),
        )?;
        Ok((r, rs))
    }

    /// The map of a reduced tensor (dims `axes` removed) read at full rank.
    fn unreduce_map(&self, rank: usize, axes: &[usize]) -> Vec<AffineExpr<'c>> {
        (0..rank)
            .filter(|i| !axes.contains(i))
            .map(|i| self.dim(i))
            .collect()
    }

    /// `tensor.reshape` (a view after bufferization where the source is
    /// contiguous). Not `tensor.expand_shape` / `collapse_shape`:
    /// elementwise fusion propagates those through a GEMM's operands,
    /// turning its `linalg.contract` into a generic that then absorbs
    /// elementwise producers (recomputed once per output column).
    fn reshape(&self, x: Value<'c, 'a>, from: &[u64], to: &[u64], d: DType) -> R<Value<'c, 'a>> {
        if from == to {
            return Ok(x);
        }
        let i64t: Type<'c> = IntegerType::new(self.ctx, 64).into();
        let sty: Type<'c> = RankedTensorType::new(&[to.len() as u64], i64t, None).into();
        let dims: Vec<i64> = to.iter().map(|&v| v as i64).collect();
        let shape = self.block.append_operation(arith::constant(
            self.ctx,
            DenseElementsAttribute::new(
                sty,
                &dims
                    .iter()
                    .map(|&v| IntegerAttribute::new(i64t, v).into())
                    .collect::<Vec<Attribute<'c>>>(),
            )
            .map_err(|e| err(e.to_string()))?
            .into(),
            self.loc,
        ));
        let shape: Value<'c, 'a> = shape.result(0).map_err(|e| err(e.to_string()))?.into();
        build(
            self.block,
            self.loc,
            "tensor.reshape",
            &[x, shape],
            &[self.tensor_ty(to, d)?],
            &[],
        )
    }

    /// `x` padded by `lo`/`hi` per dim with `pad` (read through clamped
    /// `tensor.extract` and a bounds select).
    fn pad(
        &self,
        x: Value<'c, 'a>,
        shape: &[u64],
        lo: &[i64],
        hi: &[i64],
        pad: f64,
        d: DType,
    ) -> R<Value<'c, 'a>> {
        if lo.iter().chain(hi).all(|&p| p == 0) {
            return Ok(x);
        }
        let out: Vec<u64> = (0..shape.len())
            .map(|i| (shape[i] as i64 + lo[i] + hi[i]) as u64)
            .collect();
        let ety = elem(self.ctx, d)?;
        let (lo, shape, full) = (lo.to_vec(), shape.to_vec(), out.clone());
        self.structured(
            GENERIC,
            out.len(),
            &[],
            &[],
            &out,
            d,
            self.identity(out.len()),
            None,
            move |s, _, _| {
                let it = Type::index(s.ctx);
                let mut idx = Vec::new();
                let mut inb: Option<Value<'c, '_>> = None;
                let zero = s.cst(0.0, it)?;
                for i in 0..shape.len() {
                    let p = s.index(i)?;
                    if lo[i] == 0 && out_is_same(i, &shape, &full) {
                        idx.push(p);
                        continue;
                    }
                    let l = s.cst(lo[i] as f64, it)?;
                    let q = s.same("arith.subi", &[p, l])?;
                    let n = s.cst(shape[i] as f64, it)?;
                    let ge = s.cmpi(CMPI_SGE, q, zero)?;
                    let lt = s.cmpi(CMPI_SLT, q, n)?;
                    let ok = s.same("arith.andi", &[ge, lt])?;
                    inb = Some(match inb {
                        Some(b) => s.same("arith.andi", &[b, ok])?,
                        None => ok,
                    });
                    let nm1 = s.cst(shape[i] as f64 - 1.0, it)?;
                    let c0 = s.same("arith.maxsi", &[q, zero])?;
                    idx.push(s.same("arith.minsi", &[c0, nm1])?);
                }
                let mut ops = vec![x];
                ops.extend(idx);
                let v = s.op("tensor.extract", &ops, ety)?;
                match inb {
                    Some(b) => {
                        let p = s.cst(pad, ety)?;
                        s.select(b, v, p)
                    }
                    None => Ok(v),
                }
            },
        )
    }
}

fn out_is_same(i: usize, shape: &[u64], out: &[u64]) -> bool {
    shape[i] == out[i]
}

/// The module of a stage graph (`func.func @main`), verified.
pub fn lower_module<'c>(
    ctx: &'c Context,
    graph: Verified<'_>,
    stage: &str,
    opts: Options<'_>,
) -> R<Module<'c>> {
    // Ops on the low-precision floats computed in f32 between casts.
    let widened = super::rewrite::low_floats_in_f32(graph.graph());
    let g = widened.as_ref().unwrap_or(graph.graph());
    let loc = Location::unknown(ctx);
    let module = Module::new(loc);
    let params: Vec<ValueId> = g
        .params()
        .filter(|&v| g.used_values().contains(v))
        .collect();
    let packed = packed_weights(g, opts.pack);
    let mut arg_tys = Vec::new();
    for &v in g.inputs.iter().chain(&params) {
        let t = g.ty(v);
        let mut sh = shape_of(t)?;
        if let Some(&transposed) = packed.params.get(&v) {
            // The right operand's [K, N] as panels [N / nr, K, nr].
            let (k, n) = if transposed {
                (sh[1], sh[0])
            } else {
                (sh[0], sh[1])
            };
            sh = vec![n / opts.pack, k, opts.pack];
        }
        arg_tys.push(RankedTensorType::new(&sh, elem(ctx, t.dtype)?, None).into());
    }
    let mut res_tys: Vec<Type<'c>> = Vec::new();
    for &v in &g.outputs {
        let t = g.ty(v);
        res_tys.push(RankedTensorType::new(&shape_of(t)?, elem(ctx, t.dtype)?, None).into());
    }
    let block = Block::new(&arg_tys.iter().map(|&t| (t, loc)).collect::<Vec<_>>());
    {
        let l = Lower {
            ctx,
            loc,
            block: &block,
            expand_math: opts.expand_math,
            pack: opts.pack,
            packed: &packed,
        };
        let mut names = cranelift_entity::SecondaryMap::<ValueId, Option<Value<'c, '_>>>::new();
        for (i, &v) in g.inputs.iter().chain(&params).enumerate() {
            names[v] = Some(block.argument(i).map_err(|e| err(e.to_string()))?.into());
        }
        let classes = elementwise_classes(g);
        for (shape, ops) in classes.iter().flatten() {
            lower_class(&l, g, shape, ops, &mut names).map_err(|e| {
                err(format!(
                    "stage {stage}: elementwise ops of shape {shape:?}: {e}"
                ))
            })?;
        }
        let per_op = if classes.is_some() {
            Vec::new()
        } else {
            g.ops_in_order().collect()
        };
        // Ops the regions do not name stay in the region before them;
        // those before the first named op, in the first named op's.
        let mut region = None;
        let first = opts
            .regions
            .and_then(|rs| per_op.iter().find_map(|(_, op)| rs.region(&op.name)));
        for (_, op) in per_op {
            if let Some(regions) = opts.regions {
                let r = regions.region(&op.name).or(region).or(first);
                if r != region {
                    if let Some(r) = r {
                        mark(&l, r)?;
                    }
                    region = r;
                }
            }
            let fail = |m: &str| err(format!("stage {stage}: {} {:?}: {m}", op.kind, op.name));
            for &v in &op.inputs {
                if names[v].is_none() && g.values[v].def == ValueDef::Const {
                    let data = g
                        .data
                        .get(&v)
                        .ok_or_else(|| fail(&format!("constant {v} has no data")))?;
                    names[v] = Some(constant(&l, g.ty(v), data).map_err(|e| fail(&e.to_string()))?);
                }
            }
            let ins: Vec<Value<'c, '_>> = op
                .inputs
                .iter()
                .map(|&v| names[v].ok_or_else(|| fail(&format!("{v} has no value"))))
                .collect::<R<_>>()?;
            // Each op's MLIR is located at the node's name, so that a
            // verifier diagnostic names the node.
            let at = Lower {
                loc: Location::name(ctx, &format!("{} {:?}", op.kind, op.name), loc),
                ..l
            };
            let outs = lower_op(&at, g, op, &ins).map_err(|e| match e {
                BackendError::Mlir(message) if !message.starts_with("stage ") => {
                    BackendError::Unlowered {
                        stage: stage.to_string(),
                        op: op.name.clone(),
                        kind: op.kind.to_string(),
                        output: op
                            .outputs
                            .first()
                            .map(|&r| g.values[r].name.clone())
                            .unwrap_or_default(),
                        message,
                    }
                }
                e => e,
            })?;
            for (&r, v) in op.outputs.iter().zip(outs) {
                names[r] = Some(v);
            }
        }
        let rets: Vec<Value<'c, '_>> = g
            .outputs
            .iter()
            .map(|&v| names[v].ok_or_else(|| err(format!("output {v} has no value"))))
            .collect::<R<_>>()?;
        if opts.regions.is_some() {
            mark(&l, super::marks::END)?;
        }
        block.append_operation(func::r#return(&rets, loc));
    }
    let region = Region::new();
    region.append_block(block);
    // Arguments are the caller's (inputs) or resident (weights): never
    // written, bufferization copies what it would update in place.
    let read_only = Attribute::parse(ctx, "{bufferization.writable = false}")
        .ok_or_else(|| err("argument attributes"))?;
    let arg_attrs = ArrayAttribute::new(ctx, &vec![read_only; arg_tys.len()]);
    let f = func::func(
        ctx,
        StringAttribute::new(ctx, "main"),
        TypeAttribute::new(FunctionType::new(ctx, &arg_tys, &res_tys).into()),
        region,
        &[
            (
                Identifier::new(ctx, "llvm.emit_c_interface"),
                Attribute::unit(ctx),
            ),
            (Identifier::new(ctx, "arg_attrs"), arg_attrs.into()),
        ],
        loc,
    );
    module.body().append_operation(f);
    if opts.regions.is_some() {
        // `void hetc_profile_mark(int64_t)`, resolved by the JIT.
        let i64t: Type = IntegerType::new(ctx, 64).into();
        module.body().append_operation(func::func(
            ctx,
            StringAttribute::new(ctx, super::marks::MARK_FN),
            TypeAttribute::new(FunctionType::new(ctx, &[i64t], &[]).into()),
            Region::new(),
            &[(
                Identifier::new(ctx, "sym_visibility"),
                StringAttribute::new(ctx, "private").into(),
            )],
            loc,
        ));
    }
    if !module.as_operation().verify() {
        let d = super::diags();
        return Err(err(format!(
            "stage {stage}: the lowered module does not verify (a bug in hetc's lowering){}",
            if d.trim().is_empty() {
                String::new()
            } else {
                // The first diagnostic on the first line (what one-line
                // error reports show), every one after it.
                format!(": {}", d.trim_start())
            }
        )));
    }
    Ok(module)
}

/// `func.call @hetc_profile_mark(region)` at the end of the block.
fn mark(l: &Lower<'_, '_>, region: u32) -> R<()> {
    let i64t: Type = IntegerType::new(l.ctx, 64).into();
    let c = l.block.append_operation(arith::constant(
        l.ctx,
        IntegerAttribute::new(i64t, region as i64).into(),
        l.loc,
    ));
    let c = c.result(0).map_err(|e| err(e.to_string()))?.into();
    l.block.append_operation(func::call(
        l.ctx,
        melior::ir::attribute::FlatSymbolRefAttribute::new(l.ctx, super::marks::MARK_FN),
        &[c],
        &[],
        l.loc,
    ));
    Ok(())
}

/// The scalar op of an f32 elementwise kind [`elementwise_classes`] fuses.
fn fusable_scalar(k: &OpKind) -> Option<&'static str> {
    use OpKind::*;
    Some(match k {
        Add => "arith.addf",
        Sub => "arith.subf",
        Mul => "arith.mulf",
        Div => "arith.divf",
        Max => "arith.maximumf",
        Min => "arith.minimumf",
        Sqrt => "math.sqrt",
        Neg => "arith.negf",
        Abs => "math.absf",
        _ => return None,
    })
}

/// A graph made only of f32 arithmetic ops ([`fusable_scalar`]), each
/// reading graph inputs, weights, constants or results of the same shape
/// as its own (an optimizer step: `hetc_passes::optim`), lowered as one
/// multi-result `linalg.generic` per connected group of ops (the ops
/// linked through the results they read: one weight's update) instead of
/// one generic per op: `linalg-fuse-elementwise-ops` only fuses a producer
/// with one use, so a value both returned and read again (AdamW's new
/// moments, read by the weight's update) would be written and read back
/// from memory. The groups in op order, each with its shape; `None` for any
/// other graph.
pub(super) fn elementwise_classes(g: &Graph) -> Option<Vec<(Vec<u64>, Vec<OpId>)>> {
    if g.ops.is_empty() {
        return None;
    }
    // Union-find over the ops, joined through the results they read.
    let order: Vec<OpId> = g.ops_in_order().map(|(id, _)| id).collect();
    let mut parent: std::collections::BTreeMap<OpId, OpId> =
        order.iter().map(|&o| (o, o)).collect();
    fn root(p: &mut std::collections::BTreeMap<OpId, OpId>, mut o: OpId) -> OpId {
        while p[&o] != o {
            let up = p[&p[&o]];
            p.insert(o, up);
            o = up;
        }
        o
    }
    let mut shapes = std::collections::BTreeMap::new();
    for &id in &order {
        let op = &g.ops[id];
        let [out] = op.outputs[..] else { return None };
        let shape = g.ty(out).fixed_dims()?;
        fusable_scalar(&op.kind)?;
        if g.ty(out).dtype != DType::F32 {
            return None;
        }
        for &v in &op.inputs {
            if g.ty(v).dtype != DType::F32 {
                return None;
            }
            if let ValueDef::Result(p, _) = g.values[v].def {
                if g.ty(v).fixed_dims()? != shape {
                    return None;
                }
                let (a, b) = (root(&mut parent, p), root(&mut parent, id));
                parent.insert(a, b);
            }
        }
        shapes.insert(id, shape);
    }
    let mut classes: Vec<(OpId, Vec<u64>, Vec<OpId>)> = Vec::new();
    for &id in &order {
        let r = root(&mut parent, id);
        match classes.iter_mut().find(|c| c.0 == r) {
            Some(c) => c.2.push(id),
            None => classes.push((r, shapes[&id].clone(), vec![id])),
        }
    }
    Some(classes.into_iter().map(|(_, s, ops)| (s, ops)).collect())
}

/// Lower one class of [`elementwise_classes`]: the graph outputs it
/// computes as the results of one generic.
fn lower_class<'c, 'a>(
    l: &Lower<'c, 'a>,
    g: &Graph,
    shape: &[u64],
    ops: &[OpId],
    names: &mut cranelift_entity::SecondaryMap<ValueId, Option<Value<'c, 'a>>>,
) -> R<()> {
    let inside: std::collections::BTreeSet<ValueId> =
        ops.iter().map(|&o| g.ops[o].outputs[0]).collect();
    let mut ext: Vec<ValueId> = Vec::new();
    for &o in ops {
        for &v in &g.ops[o].inputs {
            if !inside.contains(&v) && !ext.contains(&v) {
                ext.push(v);
            }
        }
    }
    let mut outs: Vec<ValueId> = Vec::new();
    for &v in &g.outputs {
        if inside.contains(&v) && !outs.contains(&v) {
            outs.push(v);
        }
    }
    if outs.is_empty() {
        return Ok(());
    }
    let mut ins = Vec::with_capacity(ext.len());
    for &v in &ext {
        if names[v].is_none() && g.values[v].def == ValueDef::Const {
            let data = g
                .data
                .get(&v)
                .ok_or_else(|| err(format!("constant {v} has no data")))?;
            names[v] = Some(constant(l, g.ty(v), data)?);
        }
        let x = names[v].ok_or_else(|| err(format!("{v} has no value")))?;
        ins.push((x, shape_of(g.ty(v))?));
    }
    let rs = l.multi_ewise(&ins, shape, outs.len(), |s, a| {
        let mut scalar = std::collections::BTreeMap::new();
        for (&v, &x) in ext.iter().zip(a) {
            scalar.insert(v, x);
        }
        for &o in ops {
            let op = &g.ops[o];
            let xs = op
                .inputs
                .iter()
                .map(|v| {
                    scalar
                        .get(v)
                        .copied()
                        .ok_or_else(|| err(format!("{v} unset")))
                })
                .collect::<R<Vec<_>>>()?;
            let name = fusable_scalar(&op.kind).ok_or_else(|| err("not fusable"))?;
            scalar.insert(op.outputs[0], s.same(name, &xs)?);
        }
        outs.iter()
            .map(|v| {
                scalar
                    .get(v)
                    .copied()
                    .ok_or_else(|| err(format!("{v} unset")))
            })
            .collect()
    })?;
    for (&v, r) in outs.iter().zip(rs) {
        names[v] = Some(r);
    }
    Ok(())
}

fn constant<'c, 'a>(
    l: &Lower<'c, 'a>,
    ty: &TensorType,
    data: &hetc_ir::TensorData,
) -> R<Value<'c, 'a>> {
    let shape = shape_of(ty)?;
    let t = l.tensor_ty(&shape, ty.dtype)?;
    let attr = if ty.dtype == DType::Bool {
        let v: Vec<i32> = data.bytes.iter().map(|&b| (b != 0) as i32).collect();
        DenseElementsAttribute::bool_values(t, &v)
    } else {
        DenseElementsAttribute::raw_buffer(t, &data.bytes)
    };
    let r = l
        .block
        .append_operation(arith::constant(l.ctx, attr.into(), l.loc));
    Ok(r.result(0).map_err(|e| err(e.to_string()))?.into())
}

/// Pad's `mode` attribute (`constant` when absent).
fn pad_mode(op: &OpData) -> &str {
    match op.attr("mode") {
        Some(hetc_ir::Attr::Str(m)) => m,
        _ => "constant",
    }
}

fn lower_op<'c, 'a>(
    l: &Lower<'c, 'a>,
    g: &Graph,
    op: &OpData,
    ins: &[Value<'c, 'a>],
) -> R<Vec<Value<'c, 'a>>> {
    use OpKind::*;
    let ctx = l.ctx;
    let ity = |i: usize| g.ty(op.inputs[i]);
    let ish = |i: usize| shape_of(g.ty(op.inputs[i]));
    let oty = g.ty(op.outputs[0]);
    let osh = shape_of(oty)?;
    let od = oty.dtype;
    // `oe`: the element type bodies compute in (f32 for the 16-bit floats:
    // `structured` widens their elements on entry and rounds the result);
    // `se`: the stored one, what `tensor.extract` reads.
    let cd = compute_dtype(od);
    let oe = elem(ctx, cd)?;
    let se = elem(ctx, od)?;
    let rank = osh.len();
    let one = |v: Value<'c, 'a>| Ok(vec![v]);
    if !matches!(op.kind, Cast | Bitcast) {
        if let Some(&v) = op
            .inputs
            .iter()
            .chain(&op.outputs)
            .find(|&&v| g.ty(v).dtype.is_low_float())
        {
            // `rewrite::low_floats_in_f32` puts such ops between casts; one
            // left means that rewrite did not verify.
            return Err(err(format!(
                "element type {} is not lowered to MLIR here for {}",
                g.ty(v).dtype,
                op.kind
            )));
        }
    }
    match &op.kind {
        Dft => one(dft(l, op, ins[0], &ish(0)?, &osh, od)?),
        Cast if ity(0).dtype.is_low_float() || od.is_low_float() => {
            // Decoded through a table, encoded by arithmetic ([`lowp`]),
            // with Cast's `saturate` and E8M0 `round_mode`.
            let id = ity(0).dtype;
            let table = if id.is_low_float() {
                Some(lowp::decode_table(l, id)?)
            } else {
                None
            };
            let saturate = op.attr_int("saturate").unwrap_or(1) != 0;
            let mode = op.attr_str("round_mode").unwrap_or("up").to_string();
            let from = compute_dtype(id);
            one(l.ewise(&[(ins[0], ish(0)?)], &osh, od, move |s, a| {
                let f32t = Type::float32(s.ctx);
                let f64t = Type::float64(s.ctx);
                // The value as a float: decoded (f32), or the source in
                // f32 / f64 (integers in f64, exact to 53 bits).
                let (x, xd) = match table {
                    Some(t) => (lowp::decode(s, t, a[0])?, DType::F32),
                    None if from == DType::F32 || from == DType::F64 => (a[0], from),
                    None if from == DType::Bool || from.is_unsigned() => {
                        (s.op("arith.uitofp", &[a[0]], f64t)?, DType::F64)
                    }
                    None => (s.op("arith.sitofp", &[a[0]], f64t)?, DType::F64),
                };
                if od.is_low_float() {
                    return lowp::encode(s, x, od, saturate, &mode);
                }
                // f32 to the result's compute type.
                let oe = elem(s.ctx, compute_dtype(od))?;
                debug_assert!(xd == DType::F32 && x.r#type() == f32t);
                Ok(match compute_dtype(od) {
                    DType::F32 => x,
                    DType::F64 => s.op("arith.extf", &[x], oe)?,
                    DType::Bool => {
                        let z = s.cst(0.0, f32t)?;
                        s.cmpf(CMPF_UNE, x, z)?
                    }
                    d if d.is_unsigned() => s.op("arith.fptoui", &[x], oe)?,
                    _ => s.op("arith.fptosi", &[x], oe)?,
                })
            })?)
        }
        Pow if od.is_float() && const_scalar(g, op.inputs[1]).is_some_and(small_power) => {
            // x^2, x^3, x^0.5 … as multiplications and square roots (GELU's
            // cube), exact where `powf` is a libm call that does not vectorize.
            let e = const_scalar(g, op.inputs[1]).unwrap_or(1.0);
            one(l.ewise(&[(ins[0], ish(0)?)], &osh, od, move |s, a| {
                power(s, a[0], e)
            })?)
        }
        Pow if !od.is_float() => {
            // An integer to a power: in f64 (`powf`), truncated back, as
            // onnx's reference computes it (exact while the result fits
            // f64's 53 bits).
            let (bu, eu) = (ity(0).dtype.is_unsigned(), ity(1).dtype.is_unsigned());
            let efloat = ity(1).dtype.is_float();
            one(l.ewise(
                &[(ins[0], ish(0)?), (ins[1], ish(1)?)],
                &osh,
                od,
                move |s, a| {
                    let f64t = Type::float64(s.ctx);
                    let itof = |uns: bool| if uns { "arith.uitofp" } else { "arith.sitofp" };
                    let b = s.op(itof(bu), &[a[0]], f64t)?;
                    let e = if !efloat {
                        s.op(itof(eu), &[a[1]], f64t)?
                    } else if a[1].r#type() == f64t {
                        a[1]
                    } else {
                        s.op("arith.extf", &[a[1]], f64t)?
                    };
                    let p = s.same("math.powf", &[b, e])?;
                    s.op(if bu { "arith.fptoui" } else { "arith.fptosi" }, &[p], a[0].r#type())
                },
            )?)
        }
        Pow if od.is_float() && !ity(1).dtype.is_float() => {
            // A float to an integer power: the exponent converted, then
            // `powf` (`math.powf` takes floats only).
            let uns = ity(1).dtype.is_unsigned();
            one(l.ewise(
                &[(ins[0], ish(0)?), (ins[1], ish(1)?)],
                &osh,
                od,
                move |s, a| {
                    let conv = if uns { "arith.uitofp" } else { "arith.sitofp" };
                    let y = s.op(conv, &[a[1]], a[0].r#type())?;
                    s.same("math.powf", &[a[0], y])
                },
            )?)
        }
        k if k.is_binary_elementwise() => {
            let d = ity(0).dtype;
            let float = d.is_float();
            // Unsigned types divide, compare and take remainders as
            // unsigned (u8 200 > 100; u32 3e9 > 1).
            let uns = d.is_unsigned();
            let k = k.clone();
            one(l.ewise(
                &[(ins[0], ish(0)?), (ins[1], ish(1)?)],
                &osh,
                od,
                move |s, a| {
                    let (x, y) = (a[0], a[1]);
                    let name = match (&k, float) {
                        (Add, true) => "arith.addf",
                        (Add, false) => "arith.addi",
                        (Sub, true) => "arith.subf",
                        (Sub, false) => "arith.subi",
                        (Mul, true) => "arith.mulf",
                        (Mul, false) => "arith.muli",
                        (Div, true) => "arith.divf",
                        (Div, false) if uns => "arith.divui",
                        (Div, false) => "arith.divsi",
                        (Pow, true) => "math.powf",
                        (Max, true) => "arith.maximumf",
                        (Max, false) if uns => "arith.maxui",
                        (Max, false) => "arith.maxsi",
                        (Min, true) => "arith.minimumf",
                        (Min, false) if uns => "arith.minui",
                        (Min, false) => "arith.minsi",
                        (And | BitAnd, _) => "arith.andi",
                        (Or | BitOr, _) => "arith.ori",
                        (Xor | BitXor, _) => "arith.xori",
                        (ShiftLeft, false) => "arith.shli",
                        (ShiftRight, false) => "arith.shrui",
                        (Fmod, true) => "arith.remf",
                        (Atan2, true) => "math.atan2",
                        (Fmod | Mod, false) if uns => "arith.remui",
                        (Fmod, false) => "arith.remsi",
                        (Mod, _) => {
                            // the remainder with the divisor's sign
                            let (rem, cmp) = if float {
                                ("arith.remf", CMPF_OLT)
                            } else {
                                ("arith.remsi", CMPI_SLT)
                            };
                            let r = s.same(rem, &[x, y])?;
                            let z = s.cst(0.0, x.r#type())?;
                            let lt = |a, b| {
                                if float {
                                    s.cmpf(cmp, a, b)
                                } else {
                                    s.cmpi(cmp, a, b)
                                }
                            };
                            let rn = lt(r, z)?;
                            let bn = lt(y, z)?;
                            let differ = s.same("arith.xori", &[rn, bn])?;
                            let nz = if float {
                                s.cmpf(CMPF_UNE, r, z)?
                            } else {
                                s.cmpi(1, r, z)?
                            };
                            let fix = s.same("arith.andi", &[nz, differ])?;
                            let add = if float { "arith.addf" } else { "arith.addi" };
                            let rb = s.same(add, &[r, y])?;
                            return s.select(fix, rb, r);
                        }
                        (Equal, true) => return s.cmpf(CMPF_OEQ, x, y),
                        (Equal, false) => return s.cmpi(CMPI_EQ, x, y),
                        (Less, true) => return s.cmpf(CMPF_OLT, x, y),
                        (Less, false) if uns => return s.cmpi(CMPI_ULT, x, y),
                        (Less, false) => return s.cmpi(CMPI_SLT, x, y),
                        (Greater, true) => return s.cmpf(CMPF_OGT, x, y),
                        (Greater, false) if uns => return s.cmpi(CMPI_UGT, x, y),
                        (Greater, false) => return s.cmpi(CMPI_SGT, x, y),
                        (Pow, false) => return Err(err("integer power is not lowered")),
                        (k, _) => return Err(err(format!("{k} of {d} has no MLIR lowering here"))),
                    };
                    s.same(name, &[x, y])
                },
            )?)
        }
        Floor | Ceil | Round | Tan | Asin | Acos | Atan | Sinh | Cosh | Asinh | Acosh | Atanh
        | Expm1 | Log1p
            if ity(0).dtype.is_float() =>
        {
            let name = match op.kind {
                Floor => "math.floor",
                Ceil => "math.ceil",
                Round => "math.roundeven",
                Tan => "math.tan",
                Asin => "math.asin",
                Acos => "math.acos",
                Atan => "math.atan",
                Expm1 => "math.expm1",
                Log1p => "math.log1p",
                Sinh => "math.sinh",
                Cosh => "math.cosh",
                Asinh => "math.asinh",
                Acosh => "math.acosh",
                _ => "math.atanh",
            };
            one(l.ewise(&[(ins[0], ish(0)?)], &osh, od, move |s, a| {
                s.same(name, &[a[0]])
            })?)
        }
        Sign | IsNaN | IsInf | BitNot => {
            let from = ity(0).dtype;
            let float = from.is_float();
            let k = op.kind.clone();
            let (pos, neg) = (
                op.attr_int("detect_positive").unwrap_or(1) != 0,
                op.attr_int("detect_negative").unwrap_or(1) != 0,
            );
            let fe = elem(ctx, compute_dtype(from))?;
            one(l.ewise(&[(ins[0], ish(0)?)], &osh, od, move |s, a| {
                let x = a[0];
                match k {
                    Sign => {
                        let z = s.cst(0.0, fe)?;
                        let one = s.cst(1.0, fe)?;
                        let m1 = s.cst(-1.0, fe)?;
                        let (gt, lt) = if float {
                            (s.cmpf(CMPF_OGT, x, z)?, s.cmpf(CMPF_OLT, x, z)?)
                        } else if from.is_unsigned() {
                            // never negative: 1 unless 0
                            let f = s.cst(0.0, IntegerType::new(s.ctx, 1).into())?;
                            (s.cmpi(CMPI_NE, x, z)?, f)
                        } else {
                            (s.cmpi(CMPI_SGT, x, z)?, s.cmpi(CMPI_SLT, x, z)?)
                        };
                        let n = s.select(lt, m1, x)?;
                        let n = if float { n } else { s.select(lt, m1, z)? };
                        s.select(gt, one, n)
                    }
                    IsNaN => s.cmpf(CMPF_UNO, x, x),
                    IsInf => {
                        let pinf = s.cst(f64::INFINITY, fe)?;
                        let ninf = s.cst(f64::NEG_INFINITY, fe)?;
                        let p = s.cmpf(CMPF_OEQ, x, pinf)?;
                        let n = s.cmpf(CMPF_OEQ, x, ninf)?;
                        let f = s.cst(0.0, IntegerType::new(s.ctx, 1).into())?;
                        let p = if pos { p } else { f };
                        let n = if neg { n } else { f };
                        s.same("arith.ori", &[p, n])
                    }
                    _ => {
                        let m = s.cst(-1.0, fe)?;
                        s.same("arith.xori", &[x, m])
                    }
                }
            })?)
        }
        Sqrt | Exp | Log | Tanh | Neg | Abs | Erf | Sin | Cos | Relu | Sigmoid | Reciprocal
        | Not => {
            let k = op.kind.clone();
            // onnxruntime's functions, exactly (a quantized LSTM's gates).
            let mlas = crate::mlas::marked(op) && oty.dtype == DType::F32;
            one(l.ewise(&[(ins[0], ish(0)?)], &osh, od, move |s, a| {
                let x = a[0];
                let name = match k {
                    Tanh if mlas => return s.mlas(x, false),
                    Sigmoid if mlas => return s.mlas(x, true),
                    Exp => return s.exp(x),
                    Tanh => return s.tanh(x),
                    Erf => return s.erf(x),
                    Sqrt => "math.sqrt",
                    Log => "math.log",
                    Neg => "arith.negf",
                    Abs => "math.absf",
                    Sin => "math.sin",
                    Cos => "math.cos",
                    Relu => {
                        let z = s.cst(0.0, oe)?;
                        return s.same("arith.maximumf", &[x, z]);
                    }
                    Sigmoid => {
                        let n = s.same("arith.negf", &[x])?;
                        let e = s.exp(n)?;
                        let one = s.cst(1.0, oe)?;
                        let d = s.same("arith.addf", &[one, e])?;
                        return s.same("arith.divf", &[one, d]);
                    }
                    Reciprocal => {
                        let one = s.cst(1.0, oe)?;
                        return s.same("arith.divf", &[one, x]);
                    }
                    _ => {
                        let t = s.cst(1.0, oe)?;
                        return s.same("arith.xori", &[x, t]);
                    }
                };
                s.same(name, &[x])
            })?)
        }
        Cast => {
            // Between the compute types: a 16-bit float operand arrives
            // widened to f32, a 16-bit float result is rounded on the way out.
            let from = compute_dtype(ity(0).dtype);
            let od = cd;
            // A 4- or 2-bit integer result: the value as i8 (a float
            // truncated toward zero through i32), then wrapped to its bits
            // (two's complement), as onnx's reference casts.
            if let Some(bits) = sub_byte_bits(od) {
                let signed = !od.is_unsigned();
                return one(l.ewise(&[(ins[0], ish(0)?)], &osh, oty.dtype, move |s, a| {
                    let x = a[0];
                    let i8t: Type = IntegerType::new(s.ctx, 8).into();
                    let i32t: Type = IntegerType::new(s.ctx, 32).into();
                    let x = if from.is_float() {
                        let w = s.op("arith.fptosi", &[x], i32t)?;
                        s.op("arith.trunci", &[w], i8t)?
                    } else if from == DType::Bool {
                        s.op("arith.extui", &[x], i8t)?
                    } else if int_width(from) > 8 {
                        s.op("arith.trunci", &[x], i8t)?
                    } else {
                        x
                    };
                    let sh = s.cst((8 - bits) as f64, i8t)?;
                    let up = s.same("arith.shli", &[x, sh])?;
                    s.same(if signed { "arith.shrsi" } else { "arith.shrui" }, &[up, sh])
                })?);
            }
            one(l.ewise(&[(ins[0], ish(0)?)], &osh, oty.dtype, move |s, a| {
                let x = a[0];
                if from == od {
                    return Ok(x);
                }
                match (from.is_float(), od.is_float()) {
                    (true, true) if int_width(od) > int_width(from) => s.op("arith.extf", &[x], oe),
                    (true, true) => s.op("arith.truncf", &[x], oe),
                    (false, true) if from == DType::Bool || from.is_unsigned() => {
                        s.op("arith.uitofp", &[x], oe)
                    }
                    (false, true) => s.op("arith.sitofp", &[x], oe),
                    (true, false) if od == DType::Bool => {
                        let z = s.cst(0.0, x.r#type())?;
                        s.cmpf(CMPF_UNE, x, z)
                    }
                    (true, false) if od.is_unsigned() => s.op("arith.fptoui", &[x], oe),
                    (true, false) => s.op("arith.fptosi", &[x], oe),
                    (false, false) => {
                        let (fw, tw) = (int_width(from), int_width(od));
                        if od == DType::Bool {
                            let z = s.cst(0.0, x.r#type())?;
                            s.cmpi(1, x, z)
                        } else if from == DType::Bool || (from.is_unsigned() && fw < tw) {
                            s.op("arith.extui", &[x], oe)
                        } else if fw < tw {
                            s.op("arith.extsi", &[x], oe)
                        } else if fw == tw {
                            // a 4- or 2-bit integer's byte: its value
                            Ok(x)
                        } else {
                            s.op("arith.trunci", &[x], oe)
                        }
                    }
                }
            })?)
        }
        Bitcast => {
            // The stored bits: a widened 16-bit float goes back to its type.
            let from = elem(ctx, ity(0).dtype)?;
            one(l.ewise(&[(ins[0], ish(0)?)], &osh, od, move |s, a| {
                // A low-precision float's code is its bits already.
                if from == se && a[0].r#type() == se {
                    return Ok(a[0]);
                }
                let x = if a[0].r#type() == from {
                    a[0]
                } else {
                    s.op("arith.truncf", &[a[0]], from)?
                };
                // A bool is stored as a byte holding 0 or 1.
                let b = Type::from(IntegerType::new(s.ctx, 1));
                if from == b && se != b {
                    s.op("arith.extui", &[x], se)
                } else if se == b && from != b {
                    let z = s.cst(0.0, from)?;
                    s.cmpi(CMPI_NE, x, z)
                } else {
                    s.op("arith.bitcast", &[x], se)
                }
            })?)
        }
        Where => one(l.ewise(
            &[(ins[0], ish(0)?), (ins[1], ish(1)?), (ins[2], ish(2)?)],
            &osh,
            od,
            |s, a| s.select(a[0], a[1], a[2]),
        )?),
        Expand => one(l.ewise(&[(ins[0], ish(0)?)], &osh, od, |_, a| Ok(a[0]))?),
        Fill => {
            let v = op.attr_float("value").unwrap_or(0.0);
            one(l.fill(&osh, od, v)?)
        }
        // A packed weight's transpose is the packed argument itself.
        Transpose if l.packed.operands.contains(&op.outputs[0]) => one(ins[0]),
        MatMul if l.packed.operands.contains(&op.inputs[1]) => {
            one(packed_matmul(l, &ish(0)?, &ish(1)?, ins, &osh, od)?)
        }
        MatMul if ish(0)?.len() == 1 || ish(1)?.len() == 1 => {
            // numpy's 1-D operands: `a` [K] as [1, K], `b` [K] as [K, 1],
            // the added dims dropped from the result.
            let (a, b) = (ish(0)?, ish(1)?);
            if a.is_empty() || b.is_empty() {
                return Err(err("scalar matmul operands are not lowered to MLIR here"));
            }
            let a2: Vec<u64> = if a.len() == 1 { vec![1, a[0]] } else { a.clone() };
            let b2: Vec<u64> = if b.len() == 1 { vec![b[0], 1] } else { b.clone() };
            let mut o2: Vec<u64> = osh.clone();
            if a.len() == 1 {
                o2.insert(o2.len() - usize::from(b.len() != 1), 1);
            }
            if b.len() == 1 {
                o2.push(1);
            }
            let x = l.reshape(ins[0], &a, &a2, ity(0).dtype)?;
            let y = l.reshape(ins[1], &b, &b2, ity(1).dtype)?;
            let z = matmul(l, &a2, &b2, &[x, y], &o2, od)?;
            one(l.reshape(z, &o2, &osh, od)?)
        }
        MatMul => one(matmul(l, &ish(0)?, &ish(1)?, ins, &osh, od)?),
        Conv => one(conv(l, op, &ish(0)?, &ish(1)?, ins, &osh, od)?),
        ConvTranspose => one(conv_transpose(
            l,
            op,
            &ish(0)?,
            &ish(1)?,
            ins,
            &osh,
            od,
        )?),
        Softmax => {
            let axis = norm_axis(op.attr_int("axis").unwrap_or(-1), rank);
            let (m, _) = l.reduce(ins[0], &osh, &[axis], Comb::Max, od)?;
            let um = l.unreduce_map(rank, &[axis]);
            let ex = l.structured(
                GENERIC,
                rank,
                &[],
                &[
                    In {
                        v: ins[0],
                        map: l.identity(rank),
                    },
                    In { v: m, map: um },
                ],
                &osh,
                cd,
                l.identity(rank),
                None,
                |s, a, _| {
                    let d = s.same("arith.subf", &[a[0], a[1]])?;
                    s.exp(d)
                },
            )?;
            let (sum, _) = l.reduce(ex, &osh, &[axis], Comb::Add, od)?;
            one(l.structured(
                GENERIC,
                rank,
                &[],
                &[
                    In {
                        v: ex,
                        map: l.identity(rank),
                    },
                    In {
                        v: sum,
                        map: l.unreduce_map(rank, &[axis]),
                    },
                ],
                &osh,
                od,
                l.identity(rank),
                None,
                |s, a, _| s.same("arith.divf", &[a[0], a[1]]),
            )?)
        }
        LayerNorm => {
            let axis = norm_axis(op.attr_int("axis").unwrap_or(-1), rank);
            let eps = op.attr_float("epsilon").unwrap_or(1e-5);
            let axes: Vec<usize> = (axis..rank).collect();
            let n = osh[axis..].iter().product::<u64>() as f64;
            let (s1, _) = l.reduce(ins[0], &osh, &axes, Comb::Add, od)?;
            let um = || l.unreduce_map(rank, &axes);
            let xc = l.structured(
                GENERIC,
                rank,
                &[],
                &[
                    In {
                        v: ins[0],
                        map: l.identity(rank),
                    },
                    In { v: s1, map: um() },
                ],
                &osh,
                cd,
                l.identity(rank),
                None,
                |s, a, _| {
                    let nn = s.cst(n, oe)?;
                    let m = s.same("arith.divf", &[a[1], nn])?;
                    s.same("arith.subf", &[a[0], m])
                },
            )?;
            let sq = l.ewise(&[(xc, osh.clone())], &osh, cd, |s, a| {
                s.same("arith.mulf", &[a[0], a[0]])
            })?;
            let (vs, _) = l.reduce(sq, &osh, &axes, Comb::Add, od)?;
            let mut extra: Vec<In<'c, 'a>> = Vec::new();
            for (i, &v) in ins.iter().enumerate().skip(1) {
                extra.push(In {
                    v,
                    map: l.bcast_map(&ish(i)?, &osh),
                });
            }
            let nparams = extra.len();
            let mut all = vec![
                In {
                    v: xc,
                    map: l.identity(rank),
                },
                In { v: vs, map: um() },
            ];
            all.extend(extra);
            one(l.structured(
                GENERIC,
                rank,
                &[],
                &all,
                &osh,
                od,
                l.identity(rank),
                None,
                move |s, a, _| {
                    let nn = s.cst(n, oe)?;
                    let var = s.same("arith.divf", &[a[1], nn])?;
                    let e = s.cst(eps, oe)?;
                    let ve = s.same("arith.addf", &[var, e])?;
                    let sd = s.same("math.sqrt", &[ve])?;
                    let mut y = s.same("arith.divf", &[a[0], sd])?;
                    if nparams >= 1 {
                        y = s.same("arith.mulf", &[y, a[2]])?;
                    }
                    if nparams >= 2 {
                        y = s.same("arith.addf", &[y, a[3]])?;
                    }
                    Ok(y)
                },
            )?)
        }
        BatchNorm => {
            let eps = op.attr_float("epsilon").unwrap_or(1e-5);
            let per = vec![l.dim(1)];
            let mut all = vec![In {
                v: ins[0],
                map: l.identity(rank),
            }];
            for &v in &ins[1..5] {
                all.push(In {
                    v,
                    map: per.clone(),
                });
            }
            one(l.structured(
                GENERIC,
                rank,
                &[],
                &all,
                &osh,
                od,
                l.identity(rank),
                None,
                |s, a, _| {
                    let e = s.cst(eps, oe)?;
                    let ve = s.same("arith.addf", &[a[4], e])?;
                    let sd = s.same("math.sqrt", &[ve])?;
                    let xc = s.same("arith.subf", &[a[0], a[3]])?;
                    let xn = s.same("arith.divf", &[xc, sd])?;
                    let y = s.same("arith.mulf", &[xn, a[1]])?;
                    s.same("arith.addf", &[y, a[2]])
                },
            )?)
        }
        ReduceSum | ReduceMean | ReduceMax | ReduceMin | ReduceProd | GlobalAvgPool => {
            let xs = ish(0)?;
            let mut axes: Vec<usize> = if op.kind == GlobalAvgPool {
                (2..xs.len()).collect()
            } else {
                op.attr_ints("axes")
                    .unwrap_or(&[])
                    .iter()
                    .map(|&a| norm_axis(a, xs.len()))
                    .collect()
            };
            if axes.is_empty() {
                axes = (0..xs.len()).collect();
            }
            axes.sort();
            axes.dedup();
            let c = match op.kind {
                ReduceMax => Comb::Max,
                ReduceMin => Comb::Min,
                ReduceProd => Comb::Mul,
                _ => Comb::Add,
            };
            let (mut r, rs) = l.reduce(ins[0], &xs, &axes, c, od)?;
            if matches!(op.kind, ReduceMean | GlobalAvgPool) {
                let n = axes.iter().map(|&a| xs[a]).product::<u64>() as f64;
                r = l.ewise(&[(r, rs.clone())], &rs, od, move |s, a| {
                    let nn = s.cst(n, oe)?;
                    s.same("arith.divf", &[a[0], nn])
                })?;
            } else {
                r = l.convert(r, &rs, cd, od)?;
            }
            one(l.reshape(r, &rs, &osh, od)?)
        }
        Reshape => one(l.reshape(ins[0], &ish(0)?, &osh, od)?),
        Transpose => {
            let perm = op.attr_ints("perm").unwrap_or(&[]);
            // out[j] = in[perm[j]]: the input's dim perm[j] is loop j.
            let mut map = vec![l.konst(0); rank];
            for (j, &p) in perm.iter().enumerate() {
                map[p as usize] = l.dim(j);
            }
            one(l.structured(
                GENERIC,
                rank,
                &[],
                &[In { v: ins[0], map }],
                &osh,
                od,
                l.identity(rank),
                None,
                |_, a, _| Ok(a[0]),
            )?)
        }
        Concat => {
            let axis = norm_axis(op.attr_int("axis").unwrap_or(0), rank);
            // Empty operands add nothing (and `tensor.concat`'s slices at
            // the end would be out of bounds).
            let mut kept = Vec::new();
            for (i, &v) in ins.iter().enumerate() {
                if !ish(i)?.contains(&0) {
                    kept.push(v);
                }
            }
            if kept.is_empty() || osh.contains(&0) {
                return one(l.empty(&osh, od)?);
            }
            if kept.len() == 1 {
                return Ok(kept);
            }
            one(build(
                l.block,
                l.loc,
                "tensor.concat",
                &kept,
                &[l.tensor_ty(&osh, od)?],
                &[(
                    Identifier::new(ctx, "dim"),
                    IntegerAttribute::new(IntegerType::new(ctx, 64).into(), axis as i64).into(),
                )],
            )?)
        }
        Split => {
            let xs = ish(0)?;
            let axis = norm_axis(op.attr_int("axis").unwrap_or(0), xs.len());
            let mut start = 0;
            let mut outs = Vec::new();
            for &r in &op.outputs {
                let rs = shape_of(g.ty(r))?;
                let mut off = vec![0i64; xs.len()];
                off[axis] = start as i64;
                start += rs[axis];
                outs.push(extract_slice(l, ins[0], &off, &rs, &vec![1; xs.len()], od)?);
            }
            Ok(outs)
        }
        Slice => {
            let xs = ish(0)?;
            let mut lo = vec![0i64; xs.len()];
            let mut step = vec![1i64; xs.len()];
            let starts = op.attr_ints("starts").unwrap_or(&[]);
            let axes = op.attr_ints("axes").unwrap_or(&[]);
            let steps = op.attr_ints("steps").unwrap_or(&[]);
            for i in 0..axes.len() {
                let a = norm_axis(axes[i], xs.len());
                let n = xs[a] as i64;
                let s = if starts[i] < 0 {
                    starts[i] + n
                } else {
                    starts[i]
                };
                // a negative step walks down from at most the last element
                lo[a] = if steps[i] > 0 {
                    s.clamp(0, n)
                } else {
                    s.clamp(-1, n - 1)
                };
                step[a] = steps[i];
            }
            if step.iter().all(|&s| s > 0) {
                return one(extract_slice(l, ins[0], &lo, &osh, &step, od)?);
            }
            // out[c] = x[lo + step·c] per dim (`tensor.extract_slice`
            // takes no negative strides); a unit extent reads `lo` alone
            // (its step may be anything), an empty result reads nothing
            if osh.contains(&0) {
                return one(l.empty(&osh, od)?);
            }
            let map = (0..rank)
                .map(|d| match osh[d] {
                    1 => l.konst(lo[d]),
                    _ => l.konst(lo[d]) + l.dim(d) * l.konst(step[d]),
                })
                .collect();
            one(l.remap(ins[0], map, &osh, od)?)
        }
        GatherElements => {
            // out[i…] = data[i… with i_axis = indices[i…]] (negative wrap)
            let xs = ish(0)?;
            let idt = ity(1).dtype;
            let axis = norm_axis(op.attr_int("axis").unwrap_or(0), xs.len());
            let n = xs[axis] as f64;
            let data = ins[0];
            one(l.generic(
                rank,
                &[],
                &[In {
                    v: ins[1],
                    map: l.identity(rank),
                }],
                &osh,
                od,
                l.identity(rank),
                None,
                move |s, a, _| {
                    let i = s.wrap_index(a[0], idt, n)?;
                    let mut ops = vec![data];
                    for d in 0..xs.len() {
                        ops.push(if d == axis { i } else { s.index(d)? });
                    }
                    s.op("tensor.extract", &ops, se)
                },
            )?)
        }
        Tile => {
            // out[c…] = x[c… mod extent]
            let xs = ish(0)?;
            let map = (0..rank)
                .map(|d| {
                    if xs[d] == osh[d] {
                        l.dim(d)
                    } else {
                        AffineExpr::modulo(l.dim(d), l.konst(xs[d] as i64))
                    }
                })
                .collect();
            one(l.remap(ins[0], map, &osh, od)?)
        }
        Pad if op
            .attr_ints("pads")
            .is_some_and(|p| p.iter().all(|&v| v >= 0))
            && pad_mode(op) == "constant" =>
        {
            let xs = ish(0)?;
            let p = op.attr_ints("pads").unwrap_or(&[]);
            let r = xs.len();
            one(l.pad(
                ins[0],
                &xs,
                &p[..r],
                &p[r..],
                op.attr_float("value").unwrap_or(0.0),
                od,
            )?)
        }
        Pad => {
            // out[c] = x[p] with p_d = c_d − pads_d mapped into range by the
            // mode (edge: clamped; wrap: modulo; reflect: mirrored about
            // the ends), or `value` outside (constant, also with negative
            // pads, which crop)
            let xs = ish(0)?;
            let r = xs.len();
            let pads = op.attr_ints("pads").unwrap_or(&[]).to_vec();
            let mode = pad_mode(op).to_string();
            let value = op.attr_float("value").unwrap_or(0.0);
            if pads.len() != 2 * r || xs.contains(&0) {
                return Err(err(format!(
                    "pad {:?}: {} pads for rank {r} or an empty input {xs:?}",
                    op.name,
                    pads.len()
                )));
            }
            let data = ins[0];
            one(l.generic(
                rank,
                &[],
                &[],
                &osh,
                od,
                l.identity(rank),
                None,
                move |s, _, _| {
                    let it = Type::index(s.ctx);
                    let zero = s.cst(0.0, it)?;
                    let mut inside: Option<Value<'c, '_>> = None;
                    let mut at = vec![data];
                    for d in 0..r {
                        let len = xs[d] as i64;
                        let c = s.index(d)?;
                        let lo = s.cst(pads[d] as f64, it)?;
                        let p = s.same("arith.subi", &[c, lo])?;
                        let n = s.cst(len as f64, it)?;
                        let last = s.cst((len - 1) as f64, it)?;
                        let clamp = |p| -> R<Value<'c, '_>> {
                            let neg = s.cmpi(CMPI_SLT, p, zero)?;
                            let p = s.select(neg, zero, p)?;
                            let big = s.cmpi(CMPI_SGT, p, last)?;
                            s.select(big, last, p)
                        };
                        let modulo = |p, m| -> R<Value<'c, '_>> {
                            let rem = s.same("arith.remsi", &[p, m])?;
                            let neg = s.cmpi(CMPI_SLT, rem, zero)?;
                            let up = s.same("arith.addi", &[rem, m])?;
                            s.select(neg, up, rem)
                        };
                        let q = match mode.as_str() {
                            "edge" => clamp(p)?,
                            "wrap" => modulo(p, n)?,
                            "reflect" if len == 1 => zero,
                            "reflect" => {
                                let period = s.cst((2 * (len - 1)) as f64, it)?;
                                let m = modulo(p, period)?;
                                let over = s.cmpi(CMPI_SGE, m, n)?;
                                let back = s.same("arith.subi", &[period, m])?;
                                s.select(over, back, m)?
                            }
                            _ => {
                                let ge = s.cmpi(CMPI_SGE, p, zero)?;
                                let lt = s.cmpi(CMPI_SLT, p, n)?;
                                let here = s.same("arith.andi", &[ge, lt])?;
                                inside = Some(match inside {
                                    Some(i) => s.same("arith.andi", &[i, here])?,
                                    None => here,
                                });
                                clamp(p)?
                            }
                        };
                        at.push(q);
                    }
                    let v = s.op("tensor.extract", &at, se)?;
                    match inside {
                        Some(i) => {
                            let fill = s.cst(value, se)?;
                            s.select(i, v, fill)
                        }
                        None => Ok(v),
                    }
                },
            )?)
        }
        Resize => {
            // one linear map per resized axis (the reference's taps as an
            // out × in matrix): out[.., o, ..] = Σ_i m[o, i]·x[.., i, ..] + bias[o]
            if od != DType::F32 {
                return Err(err(format!(
                    "resize {:?}: only f32 is lowered to MLIR here, not {od:?}",
                    op.name
                )));
            }
            let xs = ish(0)?;
            let us = |v: &[u64]| v.iter().map(|&d| d as usize).collect::<Vec<_>>();
            let maps = crate::reference::resize_matrices(op, &us(&xs), &us(&osh))?;
            let f32s = |v: &[f64]| v.iter().map(|&x| x as f32).collect::<Vec<f32>>();
            let (mut cur, mut shape) = (ins[0], xs);
            for (axis, m, bias) in maps {
                let (inp, out_n) = (shape[axis], osh[axis]);
                let mut next = shape.clone();
                next[axis] = out_n;
                let mc = constant(
                    l,
                    &TensorType::fixed(DType::F32, &[out_n, inp]),
                    &hetc_ir::TensorData::from_f32s(&f32s(&m)),
                )?;
                let seed = if bias.iter().all(|&b| b == 0.0) {
                    l.fill(&next, od, 0.0)?
                } else {
                    let bc = constant(
                        l,
                        &TensorType::fixed(DType::F32, &[out_n]),
                        &hetc_ir::TensorData::from_f32s(&f32s(&bias)),
                    )?;
                    l.remap(bc, vec![l.dim(axis)], &next, od)?
                };
                let xmap = (0..rank)
                    .map(|d| if d == axis { l.dim(rank) } else { l.dim(d) })
                    .collect();
                cur = l.generic(
                    rank + 1,
                    &[rank],
                    &[
                        In { v: cur, map: xmap },
                        In {
                            v: mc,
                            map: vec![l.dim(axis), l.dim(rank)],
                        },
                    ],
                    &next,
                    od,
                    l.identity(rank),
                    Some(seed),
                    |s, a, acc| {
                        let p = s.same("arith.mulf", &[a[0], a[1]])?;
                        s.same("arith.addf", &[acc, p])
                    },
                )?;
                shape = next;
            }
            one(cur)
        }
        GatherND => {
            // out[i…, j…] = data[i…[..b], indices[i…], j…] (b = batch_dims;
            // negative indices count from the end)
            let (xs, is) = (ish(0)?, ish(1)?);
            let b = op.attr_int("batch_dims").unwrap_or(0).max(0) as usize;
            let q = is.len();
            let k = is[q - 1] as usize;
            let idt = ity(1).dtype;
            let ie = elem(ctx, idt)?;
            let (data, idx) = (ins[0], ins[1]);
            one(l.generic(
                rank,
                &[],
                &[],
                &osh,
                od,
                l.identity(rank),
                None,
                move |s, _, _| {
                    let it = Type::index(s.ctx);
                    let mut at = vec![data];
                    for d in 0..b {
                        at.push(s.index(d)?);
                    }
                    for t in 0..k {
                        let mut ix = vec![idx];
                        for d in 0..q - 1 {
                            ix.push(s.index(d)?);
                        }
                        ix.push(s.cst(t as f64, it)?);
                        let v = s.op("tensor.extract", &ix, ie)?;
                        at.push(s.wrap_index(v, idt, xs[b + t] as f64)?);
                    }
                    for d in b + k..xs.len() {
                        at.push(s.index(q - 1 + d - (b + k))?);
                    }
                    s.op("tensor.extract", &at, se)
                },
            )?)
        }
        Gather => {
            let (xs, is) = (ish(0)?, ish(1)?);
            let idt = ity(1).dtype;
            let axis = norm_axis(op.attr_int("axis").unwrap_or(0), xs.len());
            let q = is.len();
            let n = xs[axis] as f64;
            let data = ins[0];
            let imap: Vec<AffineExpr<'c>> = (axis..axis + q).map(|d| l.dim(d)).collect();
            one(l.structured(
                GENERIC,
                rank,
                &[],
                &[In {
                    v: ins[1],
                    map: imap,
                }],
                &osh,
                od,
                l.identity(rank),
                None,
                move |s, a, _| {
                    // Negative indices count from the end.
                    let i = s.wrap_index(a[0], idt, n)?;
                    let mut ops = vec![data];
                    for d in 0..xs.len() {
                        ops.push(if d < axis {
                            s.index(d)?
                        } else if d == axis {
                            i
                        } else {
                            s.index(d + q - 1)?
                        });
                    }
                    s.op("tensor.extract", &ops, se)
                },
            )?)
        }
        OneHot => {
            // out[…, k, …] = values[1] where the index (negative: counted
            // from the depth) equals the coordinate k along `axis`, else
            // values[0]; the two values are read through constant maps.
            let axis = norm_axis(op.attr_int("axis").unwrap_or(-1), rank);
            let depth = osh[axis] as f64;
            let idt = ity(0).dtype;
            let imap: Vec<AffineExpr<'c>> =
                (0..rank).filter(|&d| d != axis).map(|d| l.dim(d)).collect();
            one(l.structured(
                GENERIC,
                rank,
                &[],
                &[
                    In {
                        v: ins[0],
                        map: imap,
                    },
                    In {
                        v: ins[1],
                        map: vec![l.konst(0)],
                    },
                    In {
                        v: ins[1],
                        map: vec![l.konst(1)],
                    },
                ],
                &osh,
                od,
                l.identity(rank),
                None,
                move |s, a, _| {
                    let i = s.wrap_index(a[0], idt, depth)?;
                    let k = s.index(axis)?;
                    let hit = s.cmpi(CMPI_EQ, i, k)?;
                    s.select(hit, a[2], a[1])
                },
            )?)
        }
        Range => one(l.structured(
            GENERIC,
            rank,
            &[],
            &[
                In {
                    v: ins[0],
                    map: vec![],
                },
                In {
                    v: ins[1],
                    map: vec![],
                },
            ],
            &osh,
            od,
            l.identity(rank),
            None,
            move |s, a, _| {
                let i = s.index(0)?;
                let i64t: Type<'c> = IntegerType::new(s.ctx, 64).into();
                let i = s.op("arith.index_cast", &[i], i64t)?;
                let x = if od.is_float() {
                    s.op("arith.sitofp", &[i], oe)?
                } else if od == DType::I64 {
                    i
                } else {
                    s.op("arith.trunci", &[i], oe)?
                };
                let mul = if od.is_float() {
                    "arith.mulf"
                } else {
                    "arith.muli"
                };
                let add = if od.is_float() {
                    "arith.addf"
                } else {
                    "arith.addi"
                };
                let m = s.same(mul, &[x, a[1]])?;
                s.same(add, &[m, a[0]])
            },
        )?),
        Trilu => {
            let upper = op.attr_int("upper").unwrap_or(1) != 0;
            let k = op.attr_int("k").unwrap_or(0);
            one(l.ewise(&[(ins[0], ish(0)?)], &osh, od, move |s, a| {
                let it = Type::index(s.ctx);
                let r = s.index(rank - 2)?;
                let c = s.index(rank - 1)?;
                let diff = s.same("arith.subi", &[c, r])?;
                let kk = s.cst(k as f64, it)?;
                let keep = s.cmpi(if upper { CMPI_SGE } else { CMPI_SLE }, diff, kk)?;
                let z = s.cst(0.0, oe)?;
                s.select(keep, a[0], z)
            })?)
        }
        Shape => {
            let dims: Vec<i64> = ish(0)?.iter().map(|&d| d as i64).collect();
            let data = hetc_ir::TensorData::from_i64s(&dims);
            one(constant(l, oty, &data)?)
        }
        ArgMax | ArgMin => one(select::arg_reduce(
            l,
            op,
            ins[0],
            &ish(0)?,
            ity(0).dtype,
            &osh,
        )?),
        TopK => select::top_k(l, op, ins[0], &ish(0)?, ity(0).dtype, &osh),
        GridSample => one(grid::grid_sample(
            l,
            op,
            ins,
            &ish(0)?,
            &ish(1)?,
            &osh,
            od,
        )?),
        ScatterElements | ScatterND => one(scatter::scatter(
            l,
            op,
            ins,
            &ish(0)?,
            &ish(1)?,
            &ish(2)?,
            ity(1).dtype,
            od,
        )?),
        MaxPool if op.outputs.len() > 1 => {
            let xs = ish(0)?;
            let v = pool(l, op, &xs, ins[0], &osh, od)?;
            let sp = xs.len().saturating_sub(2);
            let st = op.attr_ints("strides").unwrap_or(&[]).to_vec();
            let dl = match op.attr_ints("dilations") {
                Some(d) if d.len() == sp => d.to_vec(),
                _ => vec![1; sp],
            };
            let i = select::max_pool_indices(l, op, ins[0], &xs, ity(0).dtype, &osh, &st, &dl)?;
            Ok(vec![v, i])
        }
        MaxPool | AvgPool => one(pool(l, op, &ish(0)?, ins[0], &osh, od)?),
        Einsum => {
            // One loop per label: the result's first, then the summed ones;
            // each operand reads its labels' loops (a dim of extent 1
            // against a larger label broadcasts: index 0), the body
            // multiplies the operands and adds to the result.
            let eq = op.attr_str("equation").unwrap_or("");
            let shapes: Vec<Vec<u64>> = (0..ins.len()).map(&ish).collect::<R<_>>()?;
            let ranks: Vec<usize> = shapes.iter().map(Vec::len).collect();
            let (terms, out) = hetc_ir::einsum::explicit_einsum(eq, &ranks)
                .map_err(|e| err(format!("einsum {eq:?}: {e}")))?;
            let mut labels: Vec<char> = out.chars().collect();
            let mut extent: std::collections::BTreeMap<char, u64> = Default::default();
            for (ch, &n) in out.chars().zip(&osh) {
                extent.insert(ch, n);
            }
            for (t, sh) in terms.iter().zip(&shapes) {
                for (ch, &n) in t.chars().zip(sh) {
                    let e = extent.entry(ch).or_insert(n);
                    if *e == 1 {
                        *e = n;
                    }
                    if !labels.contains(&ch) {
                        labels.push(ch);
                    }
                }
            }
            let at = |ch: char| labels.iter().position(|&c| c == ch).unwrap_or(0);
            let mut operands = Vec::new();
            for ((t, sh), &v) in terms.iter().zip(&shapes).zip(ins) {
                let map = t
                    .chars()
                    .zip(sh)
                    .map(|(ch, &n)| {
                        if n == 1 && extent[&ch] != 1 {
                            l.konst(0)
                        } else {
                            l.dim(at(ch))
                        }
                    })
                    .collect();
                operands.push(In { v, map });
            }
            let cd = compute_dtype(od);
            let reduce: Vec<usize> = (out.chars().count()..labels.len()).collect();
            let seed = l.fill(&osh, cd, 0.0)?;
            let acc = l.generic(
                labels.len(),
                &reduce,
                &operands,
                &osh,
                cd,
                l.identity(osh.len()),
                Some(seed),
                |s, a, acc| {
                    let mut p = s.widen(a[0])?;
                    for &x in &a[1..] {
                        let x = s.widen(x)?;
                        let mul = if x.r#type().is_integer() {
                            "arith.muli"
                        } else {
                            "arith.mulf"
                        };
                        p = s.same(mul, &[p, x])?;
                    }
                    s.combine(Comb::Add, acc, p, false)
                },
            )?;
            one(l.convert(acc, &osh, cd, od)?)
        }
        CumSum | CumProd => {
            // out[…, j, …] = x[…, 0, …] ∘ … ∘ x[…, j, …]: a reduction over
            // the axis `t`, each term masked to the identity outside the
            // prefix (t ≤ j; t < j exclusive; t ≥ j and t > j reversed).
            // Quadratic in the axis' extent: position ids over a sequence,
            // not long scans.
            let axis = norm_axis(op.attr_int("axis").unwrap_or(0), rank);
            let excl = op.attr_int("exclusive").unwrap_or(0) != 0;
            let rev = op.attr_int("reverse").unwrap_or(0) != 0;
            let c = if op.kind == CumSum { Comb::Add } else { Comb::Mul };
            let cd = compute_dtype(od);
            let init = if c == Comb::Add { 0.0 } else { 1.0 };
            let pred = match (rev, excl) {
                (false, false) => CMPI_SLE,
                (false, true) => CMPI_SLT,
                (true, false) => CMPI_SGE,
                (true, true) => CMPI_SGT,
            };
            let mut map: Vec<AffineExpr<'c>> = (0..rank).map(|i| l.dim(i)).collect();
            map[axis] = l.dim(rank);
            let seed = l.fill(&osh, cd, init)?;
            let uns = od.is_unsigned();
            let acc = l.generic(
                rank + 1,
                &[rank],
                &[In { v: ins[0], map }],
                &osh,
                cd,
                l.identity(rank),
                Some(seed),
                move |s, a, acc| {
                    let (t, j) = (s.index(rank)?, s.index(axis)?);
                    let inside = s.cmpi(pred, t, j)?;
                    let x = s.widen(a[0])?;
                    let id = s.cst(init, x.r#type())?;
                    let x = s.select(inside, x, id)?;
                    s.combine(c, acc, x, uns)
                },
            )?;
            one(l.convert(acc, &osh, cd, od)?)
        }
        k => Err(err(format!(
            "{k} has no MLIR lowering here (run it with the reference interpreter: `hetc eval --reference`, `hetc run --reference`)"
        ))),
    }
}

/// The value of a constant with one element (any shape).
fn const_scalar(g: &Graph, v: ValueId) -> Option<f64> {
    if g.values[v].def != ValueDef::Const {
        return None;
    }
    let d = g.data.get(&v)?.to_f64s();
    (d.len() == 1).then(|| d[0])
}

/// Exponents [`power`] builds from multiplications and square roots.
fn small_power(e: f64) -> bool {
    [-1.0, 0.5, 1.0, 2.0, 3.0, 4.0].contains(&e)
}

fn power<'c, 'b>(s: &Sc<'c, 'b>, x: Value<'c, 'b>, e: f64) -> R<Value<'c, 'b>> {
    let ty = x.r#type();
    Ok(match e {
        -1.0 => {
            let one = s.cst(1.0, ty)?;
            s.same("arith.divf", &[one, x])?
        }
        0.5 => s.same("math.sqrt", &[x])?,
        1.0 => x,
        _ => {
            let mut y = s.same("arith.mulf", &[x, x])?;
            for _ in 2..e as i32 {
                y = s.same("arith.mulf", &[y, x])?;
            }
            y
        }
    })
}

fn int_width(d: DType) -> u32 {
    match d {
        DType::I64 | DType::F64 => 64,
        DType::F32 => 32,
        DType::F16 | DType::BF16 => 16,
        DType::I32 => 32,
        DType::I16 => 16,
        DType::U64 => 64,
        DType::U32 => 32,
        DType::U16 => 16,
        DType::I8 | DType::U8 | DType::I4 | DType::U4 | DType::I2 | DType::U2 => 8,
        _ => 1,
    }
}

/// The value bits of a sub-byte integer type (stored in an i8).
fn sub_byte_bits(d: DType) -> Option<i64> {
    match d {
        DType::I4 | DType::U4 => Some(4),
        DType::I2 | DType::U2 => Some(2),
        _ => None,
    }
}

fn extract_slice<'c, 'a>(
    l: &Lower<'c, 'a>,
    x: Value<'c, 'a>,
    off: &[i64],
    sizes: &[u64],
    strides: &[i64],
    d: DType,
) -> R<Value<'c, 'a>> {
    let ctx = l.ctx;
    let sz: Vec<i64> = sizes.iter().map(|&v| v as i64).collect();
    // An empty slice reads nothing: its offsets may be the extent (a
    // Split's zero-size part, a Slice starting past the end), which the
    // verifier refuses.
    if sizes.contains(&0) {
        return l.empty(sizes, d);
    }
    build(
        l.block,
        l.loc,
        "tensor.extract_slice",
        &[x],
        &[l.tensor_ty(sizes, d)?],
        &[
            (
                Identifier::new(ctx, "static_offsets"),
                DenseI64ArrayAttribute::new(ctx, off).into(),
            ),
            (
                Identifier::new(ctx, "static_sizes"),
                DenseI64ArrayAttribute::new(ctx, &sz).into(),
            ),
            (
                Identifier::new(ctx, "static_strides"),
                DenseI64ArrayAttribute::new(ctx, strides).into(),
            ),
            (
                Identifier::new(ctx, "operandSegmentSizes"),
                DenseI32ArrayAttribute::new(ctx, &[1, 0, 0, 0]).into(),
            ),
        ],
    )
}

/// `[..., M, K] × [..., K, N]` with numpy batch broadcasting: loops are
/// the output dims then `k` (reduction).
fn matmul<'c, 'a>(
    l: &Lower<'c, 'a>,
    a: &[u64],
    b: &[u64],
    ins: &[Value<'c, 'a>],
    osh: &[u64],
    od: DType,
) -> R<Value<'c, 'a>> {
    if a.len() < 2 || b.len() < 2 {
        return Err(err("1-D matmul operands are not lowered to MLIR here"));
    }
    let r = osh.len();
    let kd = r; // the reduction loop
    let nb = r - 2;
    let side = |s: &[u64], last2: [AffineExpr<'c>; 2]| -> Vec<AffineExpr<'c>> {
        let sb = &s[..s.len() - 2];
        let shift = nb - sb.len();
        let mut m: Vec<AffineExpr<'c>> = (0..sb.len())
            .map(|i| {
                if sb[i] == 1 && osh[i + shift] != 1 {
                    l.konst(0)
                } else {
                    l.dim(i + shift)
                }
            })
            .collect();
        m.extend(last2);
        m
    };
    let am = side(a, [l.dim(r - 2), l.dim(kd)]);
    let bm = side(b, [l.dim(kd), l.dim(r - 1)]);
    // 16-bit floats: the operands widened to f32 first (exact), the GEMM in
    // f32, the result rounded once at the end. (Widened inside the GEMM's
    // body, the vectorized contraction takes 16-bit operands, which the
    // outer-product lowering does not handle: LLVM got 10× the code.)
    let cd = compute_dtype(od);
    let ins = &[l.convert(ins[0], a, od, cd)?, l.convert(ins[1], b, od, cd)?];
    let zero = l.fill(osh, cd, 0.0)?;
    // A float GEMM whose operands index the loops directly (no broadcast
    // batch dim) is a `linalg.contract`: a named op elementwise fusion
    // leaves alone (a fused producer would be recomputed per output
    // column), which the cpu schedules tile as a GEMM.
    let name = if od.is_float() && am.iter().chain(&bm).all(AffineExpr::is_dim) {
        "linalg.contract"
    } else {
        GENERIC
    };
    let acc = l.structured(
        name,
        r + 1,
        &[kd],
        &[In { v: ins[0], map: am }, In { v: ins[1], map: bm }],
        osh,
        cd,
        l.identity(r),
        Some(zero),
        |s, x, acc| s.mul_add(acc, x[0], x[1]),
    )?;
    l.convert(acc, osh, cd, od)
}

/// `dft` along `axis` as a contraction with the transform's real matrix
/// ([`hetc_ir::linear::DftMap`], the reference interpreter's weights):
/// `y[o…, k, i…, c] = Σ_{t, c'} W[k, c, t, c'] · x[o…, t, i…, c']`, in the
/// compute type (f32 for the 16-bit floats), `W` a constant of
/// `out_len · out_c · in_len · in_c` elements.
fn dft<'c, 'a>(
    l: &Lower<'c, 'a>,
    op: &OpData,
    x: Value<'c, 'a>,
    xsh: &[u64],
    osh: &[u64],
    od: DType,
) -> R<Value<'c, 'a>> {
    let r = xsh.len();
    let axis = norm_axis(op.attr_int("axis").unwrap_or(1), r);
    if r < 2 || axis >= r - 1 {
        return Err(err(format!("dft axis {axis} of {xsh:?}")));
    }
    let d = hetc_ir::linear::dft_map(op, xsh[axis] as usize, xsh[r - 1] as usize).map_err(err)?;
    if (d.out_len as u64, d.out_c as u64) != (osh[axis], osh[r - 1]) {
        return Err(err(format!(
            "dft result {osh:?} is not the transform's {} × {}",
            d.out_len, d.out_c
        )));
    }
    let cells = d.out_len * d.out_c * d.in_len * d.in_c;
    if cells > 1 << 26 {
        return Err(err(format!(
            "dft of length {}: its {cells}-element matrix is not lowered to MLIR here",
            d.n
        )));
    }
    let mut w = vec![0.0f64; cells];
    d.for_each(|row, col, v| w[row * d.in_len * d.in_c + col] += v);
    let cd = compute_dtype(od);
    let ety = elem(l.ctx, cd)?;
    let wsh = [
        d.out_len as u64,
        d.out_c as u64,
        d.in_len as u64,
        d.in_c as u64,
    ];
    let wt = l.tensor_ty(&wsh, cd)?;
    let vals: Vec<Attribute<'c>> = w
        .iter()
        .map(|&v| FloatAttribute::new(l.ctx, ety, v).into())
        .collect();
    let attr = DenseElementsAttribute::new(wt, &vals).map_err(|e| err(e.to_string()))?;
    let wv: Value<'c, 'a> = l
        .block
        .append_operation(arith::constant(l.ctx, attr.into(), l.loc))
        .result(0)
        .map_err(|e| err(e.to_string()))?
        .into();
    let x = l.convert(x, xsh, od, cd)?;
    // Loops: the result's dims, then t and c' (reductions).
    let (t, c2) = (r, r + 1);
    let xmap: Vec<AffineExpr<'c>> = (0..r)
        .map(|i| {
            if i == axis {
                l.dim(t)
            } else if i == r - 1 {
                l.dim(c2)
            } else {
                l.dim(i)
            }
        })
        .collect();
    let wmap = vec![l.dim(axis), l.dim(r - 1), l.dim(t), l.dim(c2)];
    let zero = l.fill(osh, cd, 0.0)?;
    let y = l.structured(
        GENERIC,
        r + 2,
        &[t, c2],
        &[In { v: wv, map: wmap }, In { v: x, map: xmap }],
        osh,
        cd,
        l.identity(r),
        Some(zero),
        |s, a, acc| s.mul_add(acc, a[0], a[1]),
    )?;
    l.convert(y, osh, cd, od)
}

/// `[..., M, K] × [K, N]` with the weight packed in `[N / nr, K, nr]`
/// panels ([`packed_weights`]): loops `(..., m, n1, n2, k)` over an
/// output `[..., M, N / nr, nr]`, reshaped to `[..., M, N]` (a view).
fn packed_matmul<'c, 'a>(
    l: &Lower<'c, 'a>,
    a: &[u64],
    b: &[u64],
    ins: &[Value<'c, 'a>],
    osh: &[u64],
    od: DType,
) -> R<Value<'c, 'a>> {
    let (r, nr) = (osh.len(), l.pack);
    if a.len() != r || b.len() != 2 || r < 2 || nr == 0 {
        return Err(err(format!(
            "a packed matmul of {a:?} × {b:?} -> {osh:?} (a bug: packed_weights chose it)"
        )));
    }
    let kd = r + 1;
    let am: Vec<AffineExpr<'c>> = (0..r - 1).map(|i| l.dim(i)).chain([l.dim(kd)]).collect();
    let bm = vec![l.dim(r - 1), l.dim(kd), l.dim(r)];
    let mut psh = osh.to_vec();
    psh[r - 1] = b[1] / nr;
    psh.push(nr);
    let zero = l.fill(&psh, od, 0.0)?;
    let c = l.structured(
        "linalg.contract",
        r + 2,
        &[kd],
        &[In { v: ins[0], map: am }, In { v: ins[1], map: bm }],
        &psh,
        od,
        l.identity(r + 1),
        Some(zero),
        |s, x, acc| s.mul_add(acc, x[0], x[1]),
    )?;
    l.reshape(c, &psh, osh, od)
}

/// The spatial rank, strides, dilations and pads of a (transposed)
/// convolution, defaults filled in and lengths checked.
struct ConvAttrs {
    sp: usize,
    st: Vec<i64>,
    dl: Vec<i64>,
    p: Vec<i64>,
}

fn conv_attrs(op: &OpData, xs: &[u64], ws: &[u64], what: &str) -> R<ConvAttrs> {
    let sp = xs.len().saturating_sub(2);
    if sp == 0 || ws.len() != xs.len() {
        return Err(err(format!(
            "{what} of input {xs:?} with weights {ws:?} is not lowered to MLIR here"
        )));
    }
    let ints = |name, default: i64, n: usize| {
        op.attr_ints(name)
            .map_or_else(|| vec![default; n], <[i64]>::to_vec)
    };
    let (st, dl, p) = (
        ints("strides", 1, sp),
        ints("dilations", 1, sp),
        ints("pads", 0, 2 * sp),
    );
    if st.len() != sp || dl.len() != sp || p.len() != 2 * sp {
        return Err(err(format!(
            "{what} with strides {st:?}, dilations {dl:?}, pads {p:?} for {sp} spatial dims"
        )));
    }
    Ok(ConvAttrs { sp, st, dl, p })
}

/// N-d NCHW… convolution with groups: loops `(n, f, o_1..o_s, c,
/// k_1..k_s)`.
fn conv<'c, 'a>(
    l: &Lower<'c, 'a>,
    op: &OpData,
    xs: &[u64],
    ws: &[u64],
    ins: &[Value<'c, 'a>],
    osh: &[u64],
    od: DType,
) -> R<Value<'c, 'a>> {
    // N-d: loops (n, f, o_1..o_s, c, k_1..k_s), the last 1 + s reduced
    let ConvAttrs { sp, st, dl, p } = conv_attrs(op, xs, ws, "convolution")?;
    // 16-bit floats accumulate in f32 (seeded with the bias) and are
    // rounded once at the end.
    let cd = compute_dtype(od);
    let grp = op.attr_int("group").unwrap_or(1);
    let lo: Vec<i64> = [0, 0].into_iter().chain(p[..sp].iter().copied()).collect();
    let hi: Vec<i64> = [0, 0].into_iter().chain(p[sp..].iter().copied()).collect();
    let x = l.pad(ins[0], xs, &lo, &hi, 0.0, od)?;
    let cg = ws[1] as i64; // input channels per group
    let fg = ws[0] as i64 / grp; // output channels per group
    let d = |i| l.dim(i);
    let k = |c| l.konst(c);
    let c = 2 + sp; // the input-channel loop; kernel loops follow it
    let ch = if grp == 1 {
        d(c)
    } else {
        AffineExpr::floor_div(d(1), k(fg)) * k(cg) + d(c)
    };
    let mut xmap = vec![d(0), ch];
    let mut wmap = vec![d(1), d(c)];
    for i in 0..sp {
        xmap.push(d(2 + i) * k(st[i]) + d(c + 1 + i) * k(dl[i]));
        wmap.push(d(c + 1 + i));
    }
    let seed = if ins.len() == 3 {
        // the bias along the output channels
        l.remap(ins[2], vec![d(1)], osh, cd)?
    } else {
        l.fill(osh, cd, 0.0)?
    };
    let reduce: Vec<usize> = (c..c + 1 + sp).collect();
    let acc = l.structured(
        GENERIC,
        c + 1 + sp,
        &reduce,
        &[
            In { v: x, map: xmap },
            In {
                v: ins[1],
                map: wmap,
            },
        ],
        osh,
        cd,
        l.identity(2 + sp),
        Some(seed),
        |s, a, acc| s.mul_add(acc, a[0], a[1]),
    )?;
    l.convert(acc, osh, cd, od)
}

/// ConvTranspose as a convolution: the input spread out by the strides
/// (zeros between) and padded by the kernel's extent less the pads, then a
/// stride-1 convolution with the kernel flipped and its channel dims
/// swapped (weights `[C, F/group, k…]`).
fn conv_transpose<'c, 'a>(
    l: &Lower<'c, 'a>,
    op: &OpData,
    xs: &[u64],
    ws: &[u64],
    ins: &[Value<'c, 'a>],
    osh: &[u64],
    od: DType,
) -> R<Value<'c, 'a>> {
    let ConvAttrs { sp, st, dl, p } = conv_attrs(op, xs, ws, "transposed convolution")?;
    let grp = op.attr_int("group").unwrap_or(1).max(1);
    let ks: Vec<i64> = ws[2..].iter().map(|&k| k as i64).collect();
    // the spread and padded input: z[n, c, q…] = x[n, c, (q − lo)/s…] where
    // that divides and lies inside, else 0
    let lo: Vec<i64> = (0..sp).map(|i| (ks[i] - 1) * dl[i] - p[i]).collect();
    let mut zsh = xs[..2].to_vec();
    for i in 0..sp {
        zsh.push(osh[2 + i] + ((ks[i] - 1) * dl[i]) as u64);
    }
    let ety = elem(l.ctx, od)?;
    let cd = compute_dtype(od);
    let (x, xsp) = (ins[0], xs[2..].to_vec());
    let (lo2, st2) = (lo.clone(), st.clone());
    let z = l.generic(
        2 + sp,
        &[],
        &[],
        &zsh,
        od,
        l.identity(2 + sp),
        None,
        move |s, _, _| {
            let it = Type::index(s.ctx);
            let zero = s.cst(0.0, it)?;
            let mut at = vec![x, s.index(0)?, s.index(1)?];
            let mut ok: Option<Value<'c, '_>> = None;
            for i in 0..sp {
                let q = s.index(2 + i)?;
                let lo = s.cst(lo2[i] as f64, it)?;
                let t = s.same("arith.subi", &[q, lo])?;
                let sv = s.cst(st2[i] as f64, it)?;
                let n = s.cst(xsp[i] as f64, it)?;
                let ge = s.cmpi(CMPI_SGE, t, zero)?;
                let t = s.select(ge, t, zero)?;
                let rem = s.same("arith.remsi", &[t, sv])?;
                let div = s.cmpi(CMPI_EQ, rem, zero)?;
                let j = s.same("arith.divsi", &[t, sv])?;
                let lt = s.cmpi(CMPI_SLT, j, n)?;
                let last = s.cst((xsp[i] - 1) as f64, it)?;
                at.push(s.select(lt, j, last)?);
                for c in [ge, div, lt] {
                    ok = Some(match ok {
                        Some(o) => s.same("arith.andi", &[o, c])?,
                        None => c,
                    });
                }
            }
            let v = s.op("tensor.extract", &at, ety)?;
            let zv = s.cst(0.0, ety)?;
            match ok {
                Some(o) => s.select(o, v, zv),
                None => Ok(v),
            }
        },
    )?;
    let cg = xs[1] as i64 / grp; // input channels per group
    let fg = ws[1] as i64; // output channels per group
    let d = |i| l.dim(i);
    let k = |c| l.konst(c);
    let c = 2 + sp;
    let (ch, fo) = if grp == 1 {
        (d(c), d(1))
    } else {
        (
            AffineExpr::floor_div(d(1), k(fg)) * k(cg) + d(c),
            AffineExpr::modulo(d(1), k(fg)),
        )
    };
    // the kernel flipped (its own generic: a reversed index is not a loop
    // bound linalg can infer)
    let mut flip = vec![d(0), d(1)];
    for (i, &kk) in ks.iter().enumerate() {
        flip.push(k(kk - 1) + d(2 + i) * k(-1));
    }
    let wf = l.remap(ins[1], flip, ws, od)?;
    let mut zmap = vec![d(0), ch];
    let mut wmap = vec![ch, fo];
    for (i, &di) in dl.iter().enumerate() {
        zmap.push(d(2 + i) + d(c + 1 + i) * k(di));
        wmap.push(d(c + 1 + i));
    }
    let seed = if ins.len() == 3 {
        l.remap(ins[2], vec![d(1)], osh, cd)?
    } else {
        l.fill(osh, cd, 0.0)?
    };
    let reduce: Vec<usize> = (c..c + 1 + sp).collect();
    let mut ins2 = vec![In { v: z, map: zmap }, In { v: wf, map: wmap }];
    if grp > 1 {
        // The channel loop appears only inside `floor(f / fg)·cg + c`:
        // an unread operand of its extent gives linalg its bound (the
        // loops' maps must be invertible).
        ins2.push(In {
            v: l.fill(&[cg as u64], cd, 0.0)?,
            map: vec![d(c)],
        });
    }
    let acc = l.generic(
        c + 1 + sp,
        &reduce,
        &ins2,
        osh,
        cd,
        l.identity(2 + sp),
        Some(seed),
        |s, a, acc| s.mul_add(acc, a[0], a[1]),
    )?;
    l.convert(acc, osh, cd, od)
}

/// Max / average pooling over 1–3 spatial dims: loops `(n, c, o…, k…)`,
/// window tap `k` of output `o` reading input `o·stride + k·dilation`.
fn pool<'c, 'a>(
    l: &Lower<'c, 'a>,
    op: &OpData,
    xs: &[u64],
    x: Value<'c, 'a>,
    osh: &[u64],
    od: DType,
) -> R<Value<'c, 'a>> {
    let sp = xs.len().saturating_sub(2);
    if !(1..=3).contains(&sp) {
        return Err(err(format!(
            "{sp}-D pooling is not lowered to MLIR here (1-D to 3-D are)"
        )));
    }
    let k = op.attr_ints("kernel").unwrap_or(&[]);
    let st = op.attr_ints("strides").unwrap_or(&[]);
    let p = op.attr_ints("pads").unwrap_or(&[]);
    if k.len() != sp || st.len() != sp || p.len() != 2 * sp {
        return Err(err(format!(
            "{sp}-D pooling without {sp}-D kernel/strides/pads"
        )));
    }
    let dl: Vec<i64> = match op.attr_ints("dilations") {
        Some(d) if d.len() == sp => d.to_vec(),
        Some(d) if !d.is_empty() => {
            return Err(err(format!("{sp}-D pooling with {} dilations", d.len())))
        }
        _ => vec![1; sp],
    };
    // End padding so the last window fits (ceil mode), as the StableHLO
    // emitter.
    let hi = |i: usize| {
        ((osh[2 + i] as i64 - 1) * st[i] + (k[i] - 1) * dl[i] + 1 - xs[2 + i] as i64 - p[i]).max(0)
    };
    let lo: Vec<i64> = [0, 0].into_iter().chain(p[..sp].iter().copied()).collect();
    let his: Vec<i64> = [0, 0].into_iter().chain((0..sp).map(hi)).collect();
    let max = op.kind == OpKind::MaxPool;
    // 16-bit floats accumulate in f32 and are rounded once at the end.
    let cd = compute_dtype(od);
    let window = |v: Value<'c, 'a>, c: Comb, init: f64| -> R<Value<'c, 'a>> {
        let seed = l.fill(osh, cd, init)?;
        let d = |i| l.dim(i);
        let kk = |c| l.konst(c);
        let mut map = vec![d(0), d(1)];
        for i in 0..sp {
            map.push(d(2 + i) * kk(st[i]) + d(2 + sp + i) * kk(dl[i]));
        }
        // linalg needs every loop as a plain dim of some operand: a
        // window-shaped operand (never read) carries the kernel loops.
        let kshape: Vec<u64> = k.iter().map(|&x| x as u64).collect();
        let win = l.empty(&kshape, od)?;
        let reduce: Vec<usize> = (2 + sp..2 + 2 * sp).collect();
        l.structured(
            GENERIC,
            2 + 2 * sp,
            &reduce,
            &[
                In { v, map },
                In {
                    v: win,
                    map: (0..sp).map(|i| d(2 + sp + i)).collect(),
                },
            ],
            osh,
            cd,
            l.identity(2 + sp),
            Some(seed),
            move |s, a, acc| s.combine(c, acc, a[0], od.is_unsigned()),
        )
    };
    if max {
        // The identity of max: -inf for floats, the type's least value for
        // integers (-inf converts to nothing meaningful there).
        let least = match od.int_range() {
            Some((lo, _)) => lo as f64,
            None => f64::NEG_INFINITY,
        };
        let xp = l.pad(x, xs, &lo, &his, least, od)?;
        let m = window(xp, Comb::Max, least)?;
        return l.convert(m, osh, cd, od);
    }
    let xp = l.pad(x, xs, &lo, &his, 0.0, od)?;
    let sum = window(xp, Comb::Add, 0.0)?;
    // The divisor of each output position, from the static shapes: the
    // window's taps inside the input (with count_include_pad, inside the
    // explicitly padded input), as onnxruntime counts them.
    let include_pad = op.attr_int("count_include_pad").unwrap_or(0) != 0;
    let counts = |i: usize| -> Vec<f64> {
        let (n, lo_b) = (xs[2 + i] as i64, if include_pad { -p[i] } else { 0 });
        let hi_b = if include_pad { n + p[sp + i] } else { n };
        (0..osh[2 + i] as i64)
            .map(|o| {
                let start = o * st[i] - p[i];
                let inside = (0..k[i])
                    .filter(|t| (lo_b..hi_b).contains(&(start + t * dl[i])))
                    .count();
                inside.max(1) as f64
            })
            .collect()
    };
    let mut cnt = vec![1.0f64];
    for i in 0..sp {
        let c = counts(i);
        cnt = cnt
            .iter()
            .flat_map(|r| c.iter().map(move |c| r * c))
            .collect();
    }
    let cshape = osh[2..].to_vec();
    let cnt = constant(
        l,
        &TensorType::fixed(cd, &cshape),
        &hetc_ir::TensorData::from_f64s(cd, &cnt),
    )?;
    let q = l.ewise(
        &[(sum, osh.to_vec()), (cnt, cshape.clone())],
        osh,
        cd,
        |s, a| s.same("arith.divf", &[a[0], a[1]]),
    )?;
    l.convert(q, osh, cd, od)
}
