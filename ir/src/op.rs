//! Operation kinds, attributes, and the signature table the verifier checks.
//!
//! An op is a kind, operands, results and attributes. Kinds carry no payload
//! (except [`OpKind::Custom`], which names what it stands for): every parameter
//! of an op is an attribute in an insertion-ordered map, so printing, parsing,
//! hashing and structural comparison treat all ops alike. Which attributes a
//! kind needs, and of what type, is written once in [`OpKind::signature`]; the
//! verifier enforces it and the typed accessors ([`crate::OpData::attr_int`] …)
//! rely on it.
//!
//! Shapes that exporters compute at run time (`Reshape`'s target, `Expand`'s
//! shape, `Slice`'s bounds) are resolved by the frontends: in the IR they are
//! attributes or the result type, never operands.

use crate::types::DType;
use indexmap::IndexMap;
use std::fmt;
use std::hash::{Hash, Hasher};

/// The binary elementwise kinds, as a pattern (`use OpKind::*` in scope).
macro_rules! binary_kinds {
    () => {
        Add | Sub
            | Mul
            | Div
            | Pow
            | Max
            | Min
            | Equal
            | Less
            | Greater
            | And
            | Or
            | Mod
            | Fmod
            | Xor
            | BitAnd
            | BitOr
            | BitXor
            | ShiftLeft
            | ShiftRight
            | Atan2
    };
}

/// The unary elementwise kinds (not `Cast`), as a pattern.
macro_rules! unary_kinds {
    () => {
        Sqrt | Exp
            | Log
            | Erf
            | Tanh
            | Sin
            | Cos
            | Relu
            | Sigmoid
            | Neg
            | Abs
            | Reciprocal
            | Not
            | Floor
            | Ceil
            | Round
            | Sign
            | Tan
            | Asin
            | Acos
            | Atan
            | Sinh
            | Cosh
            | Asinh
            | Acosh
            | Atanh
            | IsNaN
            | IsInf
            | BitNot
            | Expm1
            | Log1p
    };
}

pub(crate) use binary_kinds;
pub(crate) use unary_kinds;

/// What an op computes.
#[derive(Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum OpKind {
    // ---- linear algebra ------------------------------------------------------
    /// Batched matrix product with numpy broadcasting of the batch dims (`lhs`, `rhs`).
    MatMul,
    /// N-d convolution, NCHW (`input`, `weight`, optional `bias`).
    Conv,
    // ---- elementwise ---------------------------------------------------------
    Add,
    Sub,
    Mul,
    Div,
    Pow,
    Max,
    Min,
    Equal,
    Less,
    Greater,
    And,
    Or,
    /// Integer remainder with the divisor's sign (ONNX `Mod`, `fmod=0`;
    /// numpy `mod`).
    Mod,
    /// Remainder with the dividend's sign (C `fmod`; ONNX `Mod`, `fmod=1`).
    Fmod,
    Xor,
    BitAnd,
    BitOr,
    BitXor,
    /// `lhs << rhs` (unsigned types).
    ShiftLeft,
    /// `lhs >> rhs` (unsigned types: logical).
    ShiftRight,
    /// The angle of the point (`rhs`, `lhs`): C `atan2(lhs, rhs)` (float types).
    Atan2,
    Sqrt,
    Exp,
    Log,
    Erf,
    Tanh,
    Sin,
    Cos,
    Relu,
    Sigmoid,
    Neg,
    Abs,
    Reciprocal,
    Not,
    Floor,
    Ceil,
    /// Round half to even.
    Round,
    Sign,
    Tan,
    Asin,
    Acos,
    Atan,
    Sinh,
    Cosh,
    Asinh,
    Acosh,
    Atanh,
    IsNaN,
    /// `±inf` (as `detect_positive` / `detect_negative` ask; both by default).
    IsInf,
    BitNot,
    /// `exp(x) - 1`, accurate near 0 (C `expm1`).
    Expm1,
    /// `log(1 + x)`, accurate near 0 (C `log1p`).
    Log1p,
    /// Elementwise conversion to the result's element type.
    Cast,
    /// The same bits read as the result's element type (of the same size).
    Bitcast,
    /// `cond ? x : y` with broadcasting (`cond`, `x`, `y`).
    Where,
    // ---- normalisation and reductions ----------------------------------------
    Softmax,
    /// Layer normalisation over the dims from `axis` on (`x`, `scale`, optional `bias`).
    LayerNorm,
    /// Inference batch normalisation (`x`, `scale`, `bias`, `mean`, `var`).
    BatchNorm,
    ReduceSum,
    ReduceMean,
    ReduceMax,
    ReduceMin,
    ReduceProd,
    /// Index (`i64`) of the largest element along `axis` (the first, or
    /// the last with `select_last_index`), the dim kept as 1 with `keepdims`.
    ArgMax,
    ArgMin,
    /// Running sum along `axis` (`exclusive`: without the element itself;
    /// `reverse`: from the end).
    CumSum,
    CumProd,
    // ---- data movement -------------------------------------------------------
    /// Same elements, the result type's shape.
    Reshape,
    Transpose,
    Concat,
    Split,
    Slice,
    /// Index `data` along `axis` with integer `indices`.
    Gather,
    /// `out[i…] = data[i… with i_axis = indices[i…]]` (`data`, `indices`
    /// of the result's shape).
    GatherElements,
    /// Slices of `data` at the index tuples in `indices`' last dim, after
    /// `batch_dims` leading batch dims.
    GatherND,
    /// `data` with `updates[i…]` written (or combined by `reduction`:
    /// none, add, mul, max, min) at `i… with i_axis = indices[i…]`
    /// (`data`, `indices`, `updates`).
    ScatterElements,
    /// `data` with the slices `updates` written (or combined) at the index
    /// tuples of `indices` (`data`, `indices`, `updates`).
    ScatterND,
    /// `x` extended (or cropped, negative) by `pads` (all begins, then all
    /// ends) with `mode`: constant (`value`), reflect, edge, wrap.
    Pad,
    /// Resampling to the result's shape (ONNX `Resize`: `mode` nearest,
    /// linear, cubic; `coordinate_transformation_mode`, `nearest_mode`,
    /// `cubic_coeff_a`, `exclude_outside`, `extrapolation_value`, per-dim
    /// `scales`).
    Resize,
    /// Samples `x` (`[N, C, d…]`) at the normalised coordinates of
    /// `grid` (`[N, o…, r]`, last dim the coordinates in reverse dim order):
    /// `mode` nearest / linear / cubic, `padding_mode` zeros / border /
    /// reflection, `align_corners`.
    GridSample,
    /// GridSample's VJP (`x`, `grid`, the result's cotangent) → (`x̄`,
    /// `grid̄`), as autodiff emits it; GridSample's attributes.
    GridSampleGrad,
    /// Discrete Fourier transform along `axis` of a real (`[…, 1]`) or
    /// complex (`[…, 2]`) signal, to the result's length: `inverse`,
    /// `onesided` (the half spectrum; with `inverse`, a real output).
    Dft,
    /// The determinant of each square matrix in the last two dims.
    Det,
    /// Transposed N-d convolution, NCHW (`input`, `weight` `[C, M/group, k…]`,
    /// optional `bias`).
    ConvTranspose,
    /// Einstein summation with an explicit `equation` (`ij,jk->ik`).
    Einsum,
    /// Broadcast `x` to the result type's shape.
    Expand,
    /// Keep the upper (or lower) triangle of the last two dims.
    Trilu,
    /// `values`, `indices` of the `k` largest (or smallest) along `axis`.
    TopK,
    /// One-hot encoding (`indices`, `values`): a new dim of extent `depth` at
    /// `axis`, holding `values[1]` where its coordinate equals the index (a
    /// negative index counts from `depth`) and `values[0]` elsewhere; the
    /// element type is that of `values`, a 2-vector `[off, on]`.
    OneHot,
    /// `x` repeated `repeats[i]` times along each dim `i` (numpy `tile`).
    Tile,
    /// A tensor of the result type filled with `value`.
    Fill,
    /// `start, start+delta, …` up to the result length (`start`, `delta` scalars).
    Range,
    /// The shape of `x` as an `i64` vector (kept only where it stays symbolic).
    Shape,
    MaxPool,
    AvgPool,
    GlobalAvgPool,
    // ---- parallel ops, inserted by passes ------------------------------------
    /// Every rank of `group` gets the sum of the ranks' operands (with
    /// `reduce = "max"`, their elementwise maximum; see [`Reduction`]).
    AllReduce,
    /// The sum of the ranks' operands, each rank of `group` keeping its own
    /// slice along `axis` (viewed as `[groups, |group|, n / (groups·|group|)]`,
    /// rank r keeps `[:, r, :]`, as [`OpKind::AllGather`] reassembles it;
    /// `groups` defaults to 1); the result type is the slice's.
    ReduceScatter,
    /// Every rank of `group` gets the ranks' slices along `axis` reassembled
    /// (the inverse of [`OpKind::ReduceScatter`]'s slicing; `groups` blocks,
    /// default 1); the result type is the whole value's.
    AllGather,
    AllToAll,
    Send,
    Recv,
    /// Many-to-many scatter (Chimera's fused collective).
    M2MS,
    /// Anything a frontend does not know; kept, never dropped.
    Custom {
        domain: String,
        name: String,
    },
}

/// How many operands or results a kind takes.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Arity {
    Exactly(usize),
    Range(usize, usize),
    AtLeast(usize),
}

impl Arity {
    pub fn admits(self, n: usize) -> bool {
        match self {
            Arity::Exactly(k) => n == k,
            Arity::Range(lo, hi) => (lo..=hi).contains(&n),
            Arity::AtLeast(lo) => n >= lo,
        }
    }
}

impl fmt::Display for Arity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Arity::Exactly(k) => write!(f, "{k}"),
            Arity::Range(lo, hi) => write!(f, "{lo} to {hi}"),
            Arity::AtLeast(lo) => write!(f, "at least {lo}"),
        }
    }
}

/// The type an attribute must have.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum AttrKind {
    Int,
    Float,
    Str,
    Ints,
    Floats,
    DType,
    SymInts,
}

impl AttrKind {
    /// Whether `a` is of this kind (a [`Attr::SymInts`] is an `Ints`
    /// whose entries are not known yet).
    pub fn admits(self, a: &Attr) -> bool {
        a.kind() == self || (self == AttrKind::Ints && a.kind() == AttrKind::SymInts)
    }
}

/// Operand/result counts and required attributes of a kind.
#[derive(Clone, Debug)]
pub struct Signature {
    pub inputs: Arity,
    pub outputs: Arity,
    pub attrs: &'static [(&'static str, AttrKind)],
}

/// Coarse family of an op, used by the cost model and the block finder.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum OpClass {
    /// GEMM-like: MatMul, Conv. These are the "heavy" ops of HAPT §5.1.
    Contraction,
    Elementwise,
    Normalization,
    Reduction,
    DataMovement,
    Pooling,
    Collective,
    Custom,
}

impl OpKind {
    /// Name used by the textual IR.
    pub fn name(&self) -> &str {
        use OpKind::*;
        match self {
            MatMul => "matmul",
            Conv => "conv",
            Add => "add",
            Sub => "sub",
            Mul => "mul",
            Div => "div",
            Pow => "pow",
            Max => "max",
            Min => "min",
            Equal => "equal",
            Less => "less",
            Greater => "greater",
            And => "and",
            Or => "or",
            Mod => "mod",
            Fmod => "fmod",
            Xor => "xor",
            BitAnd => "bit_and",
            BitOr => "bit_or",
            BitXor => "bit_xor",
            ShiftLeft => "shift_left",
            ShiftRight => "shift_right",
            Atan2 => "atan2",
            Sqrt => "sqrt",
            Exp => "exp",
            Log => "log",
            Erf => "erf",
            Tanh => "tanh",
            Sin => "sin",
            Cos => "cos",
            Relu => "relu",
            Sigmoid => "sigmoid",
            Neg => "neg",
            Abs => "abs",
            Reciprocal => "reciprocal",
            Not => "not",
            Floor => "floor",
            Ceil => "ceil",
            Round => "round",
            Sign => "sign",
            Tan => "tan",
            Asin => "asin",
            Acos => "acos",
            Atan => "atan",
            Sinh => "sinh",
            Cosh => "cosh",
            Asinh => "asinh",
            Acosh => "acosh",
            Atanh => "atanh",
            IsNaN => "is_nan",
            IsInf => "is_inf",
            BitNot => "bit_not",
            Expm1 => "expm1",
            Log1p => "log1p",
            Cast => "cast",
            Bitcast => "bitcast",
            Where => "where",
            Softmax => "softmax",
            LayerNorm => "layer_norm",
            BatchNorm => "batch_norm",
            ReduceSum => "reduce_sum",
            ReduceMean => "reduce_mean",
            ReduceMax => "reduce_max",
            ReduceMin => "reduce_min",
            ReduceProd => "reduce_prod",
            ArgMax => "arg_max",
            ArgMin => "arg_min",
            CumSum => "cum_sum",
            CumProd => "cum_prod",
            Reshape => "reshape",
            Transpose => "transpose",
            Concat => "concat",
            Split => "split",
            Slice => "slice",
            Gather => "gather",
            GatherElements => "gather_elements",
            GatherND => "gather_nd",
            ScatterElements => "scatter_elements",
            ScatterND => "scatter_nd",
            Pad => "pad",
            Resize => "resize",
            GridSample => "grid_sample",
            GridSampleGrad => "grid_sample_grad",
            Dft => "dft",
            Det => "det",
            ConvTranspose => "conv_transpose",
            Einsum => "einsum",
            Expand => "expand",
            Trilu => "trilu",
            TopK => "top_k",
            OneHot => "one_hot",
            Tile => "tile",
            Fill => "fill",
            Range => "range",
            Shape => "shape",
            MaxPool => "max_pool",
            AvgPool => "avg_pool",
            GlobalAvgPool => "global_avg_pool",
            AllReduce => "all_reduce",
            ReduceScatter => "reduce_scatter",
            AllGather => "all_gather",
            AllToAll => "all_to_all",
            Send => "send",
            Recv => "recv",
            M2MS => "m2ms",
            Custom { .. } => "custom",
        }
    }

    /// Every non-custom kind, for name lookup.
    pub fn builtin() -> &'static [OpKind] {
        use OpKind::*;
        &[
            MatMul,
            Conv,
            Add,
            Sub,
            Mul,
            Div,
            Pow,
            Max,
            Min,
            Equal,
            Less,
            Greater,
            And,
            Or,
            Mod,
            Fmod,
            Xor,
            BitAnd,
            BitOr,
            BitXor,
            ShiftLeft,
            ShiftRight,
            Atan2,
            Sqrt,
            Exp,
            Log,
            Erf,
            Tanh,
            Sin,
            Cos,
            Relu,
            Sigmoid,
            Neg,
            Abs,
            Reciprocal,
            Not,
            Floor,
            Ceil,
            Round,
            Sign,
            Tan,
            Asin,
            Acos,
            Atan,
            Sinh,
            Cosh,
            Asinh,
            Acosh,
            Atanh,
            IsNaN,
            IsInf,
            BitNot,
            Expm1,
            Log1p,
            Cast,
            Bitcast,
            Where,
            Softmax,
            LayerNorm,
            BatchNorm,
            ReduceSum,
            ReduceMean,
            ReduceMax,
            ReduceMin,
            ReduceProd,
            ArgMax,
            ArgMin,
            CumSum,
            CumProd,
            Reshape,
            Transpose,
            Concat,
            Split,
            Slice,
            Gather,
            GatherElements,
            GatherND,
            ScatterElements,
            ScatterND,
            Pad,
            Resize,
            GridSample,
            GridSampleGrad,
            Dft,
            Det,
            ConvTranspose,
            Einsum,
            Expand,
            Trilu,
            TopK,
            OneHot,
            Tile,
            Fill,
            Range,
            Shape,
            MaxPool,
            AvgPool,
            GlobalAvgPool,
            AllReduce,
            ReduceScatter,
            AllGather,
            AllToAll,
            Send,
            Recv,
            M2MS,
        ]
    }

    /// Inverse of [`OpKind::name`] for the builtin kinds.
    pub fn from_name(name: &str) -> Option<OpKind> {
        OpKind::builtin().iter().find(|k| k.name() == name).cloned()
    }

    /// Operand/result counts and required attributes.
    pub fn signature(&self) -> Signature {
        use Arity::{AtLeast, Exactly};
        use AttrKind as A;
        use OpKind::*;
        let (inputs, outputs, attrs): (Arity, Arity, &'static [(&'static str, AttrKind)]) =
            match self {
                MatMul => (Exactly(2), Exactly(1), &[]),
                Conv => (
                    Arity::Range(2, 3),
                    Exactly(1),
                    &[
                        ("strides", A::Ints),
                        ("pads", A::Ints),
                        ("dilations", A::Ints),
                        ("group", A::Int),
                    ],
                ),
                binary_kinds!() => (Exactly(2), Exactly(1), &[]),
                unary_kinds!() => (Exactly(1), Exactly(1), &[]),
                Cast | Bitcast => (Exactly(1), Exactly(1), &[]),
                Where => (Exactly(3), Exactly(1), &[]),
                Softmax => (Exactly(1), Exactly(1), &[("axis", A::Int)]),
                LayerNorm => (
                    Arity::Range(2, 3),
                    Exactly(1),
                    &[("axis", A::Int), ("epsilon", A::Float)],
                ),
                BatchNorm => (Exactly(5), Exactly(1), &[("epsilon", A::Float)]),
                ReduceSum | ReduceMean | ReduceMax | ReduceMin | ReduceProd => (
                    Exactly(1),
                    Exactly(1),
                    &[("axes", A::Ints), ("keepdims", A::Int)],
                ),
                ArgMax | ArgMin => (
                    Exactly(1),
                    Exactly(1),
                    &[("axis", A::Int), ("keepdims", A::Int)],
                ),
                CumSum | CumProd => (Exactly(1), Exactly(1), &[("axis", A::Int)]),
                GatherElements => (Exactly(2), Exactly(1), &[("axis", A::Int)]),
                GatherND => (Exactly(2), Exactly(1), &[("batch_dims", A::Int)]),
                ScatterElements => (Exactly(3), Exactly(1), &[("axis", A::Int)]),
                ScatterND => (Exactly(3), Exactly(1), &[]),
                Pad => (
                    Exactly(1),
                    Exactly(1),
                    &[("pads", A::Ints), ("mode", A::Str)],
                ),
                Resize => (Exactly(1), Exactly(1), &[("mode", A::Str)]),
                Dft => (Exactly(1), Exactly(1), &[("axis", A::Int)]),
                Det => (Exactly(1), Exactly(1), &[]),
                GridSample => (
                    Exactly(2),
                    Exactly(1),
                    &[("mode", A::Str), ("padding_mode", A::Str)],
                ),
                GridSampleGrad => (
                    Exactly(3),
                    Exactly(2),
                    &[("mode", A::Str), ("padding_mode", A::Str)],
                ),
                ConvTranspose => (
                    Arity::Range(2, 3),
                    Exactly(1),
                    &[
                        ("strides", A::Ints),
                        ("pads", A::Ints),
                        ("dilations", A::Ints),
                        ("group", A::Int),
                    ],
                ),
                Einsum => (AtLeast(1), Exactly(1), &[("equation", A::Str)]),
                Reshape | Expand => (Exactly(1), Exactly(1), &[]),
                Transpose => (Exactly(1), Exactly(1), &[("perm", A::Ints)]),
                Concat => (AtLeast(1), Exactly(1), &[("axis", A::Int)]),
                Split => (
                    Exactly(1),
                    AtLeast(1),
                    &[("axis", A::Int), ("sizes", A::Ints)],
                ),
                Slice => (
                    Exactly(1),
                    Exactly(1),
                    &[
                        ("starts", A::Ints),
                        ("ends", A::Ints),
                        ("axes", A::Ints),
                        ("steps", A::Ints),
                    ],
                ),
                Gather => (Exactly(2), Exactly(1), &[("axis", A::Int)]),
                Trilu => (Exactly(1), Exactly(1), &[("upper", A::Int), ("k", A::Int)]),
                TopK => (
                    Exactly(1),
                    Exactly(2),
                    &[
                        ("axis", A::Int),
                        ("k", A::Int),
                        ("largest", A::Int),
                        ("sorted", A::Int),
                    ],
                ),
                OneHot => (
                    Exactly(2),
                    Exactly(1),
                    &[("depth", A::Int), ("axis", A::Int)],
                ),
                Tile => (Exactly(1), Exactly(1), &[("repeats", A::Ints)]),
                Fill => (Exactly(0), Exactly(1), &[("value", A::Float)]),
                Range => (Exactly(2), Exactly(1), &[]),
                Shape => (Exactly(1), Exactly(1), &[]),
                // max_pool with `indices` = 1: also the (i64) flat input
                // index of each maximum
                MaxPool | AvgPool => (
                    Exactly(1),
                    Arity::Range(1, 2),
                    &[("kernel", A::Ints), ("strides", A::Ints), ("pads", A::Ints)],
                ),
                GlobalAvgPool => (Exactly(1), Exactly(1), &[]),
                AllReduce | ReduceScatter | AllGather | AllToAll | M2MS => {
                    (Exactly(1), Exactly(1), &[("group", A::Ints)])
                }
                Send => (Exactly(1), Exactly(0), &[("peer", A::Int)]),
                Recv => (Exactly(0), Exactly(1), &[("peer", A::Int)]),
                Custom { .. } => (AtLeast(0), AtLeast(0), &[]),
            };
        Signature {
            inputs,
            outputs,
            attrs,
        }
    }

    /// Coarse family.
    pub fn class(&self) -> OpClass {
        use OpKind::*;
        match self {
            MatMul | Conv | ConvTranspose | Einsum | Det => OpClass::Contraction,
            binary_kinds!() | unary_kinds!() => OpClass::Elementwise,
            Cast | Bitcast | Where | Fill | Range => OpClass::Elementwise,
            Softmax | LayerNorm | BatchNorm => OpClass::Normalization,
            ReduceSum | ReduceMean | ReduceMax | ReduceMin | ReduceProd | ArgMax | ArgMin
            | CumSum | CumProd | TopK => OpClass::Reduction,
            Reshape | Transpose | Concat | Split | Slice | Gather | GatherElements | GatherND
            | ScatterElements | ScatterND | Pad | Resize | GridSample | GridSampleGrad | Dft
            | Expand | Trilu | Shape | OneHot | Tile => OpClass::DataMovement,
            MaxPool | AvgPool | GlobalAvgPool => OpClass::Pooling,
            AllReduce | ReduceScatter | AllGather | AllToAll | Send | Recv | M2MS => {
                OpClass::Collective
            }
            Custom { .. } => OpClass::Custom,
        }
    }

    /// Elementwise ops with two broadcast operands.
    pub fn is_binary_elementwise(&self) -> bool {
        use OpKind::*;
        matches!(self, binary_kinds!())
    }

    /// Elementwise ops of one operand (not `cast`, whose result type is given).
    pub fn is_unary_elementwise(&self) -> bool {
        use OpKind::*;
        matches!(self, unary_kinds!())
    }

    /// Whether the op results in `bool` regardless of operand types.
    pub fn is_predicate(&self) -> bool {
        use OpKind::*;
        matches!(
            self,
            Equal | Less | Greater | And | Or | Not | Xor | IsNaN | IsInf
        )
    }
}

impl fmt::Display for OpKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OpKind::Custom { domain, name } => write!(f, "custom<{domain:?}, {name:?}>"),
            k => f.write_str(k.name()),
        }
    }
}

/// An attribute value.
#[derive(Clone, PartialEq, Debug)]
pub enum Attr {
    Int(i64),
    Float(f64),
    Str(String),
    Ints(Vec<i64>),
    Floats(Vec<f64>),
    DType(DType),
    /// An integer list with symbolic entries (a slice bound such as
    /// `seq`): only in graphs with unbound symbols, accepted wherever
    /// [`AttrKind::Ints`] is required; [`crate::Graph::bind`] turns it into
    /// `Ints` (a list whose entries are all constant is always `Ints`).
    SymInts(Vec<crate::sym::Expr>),
}

impl Attr {
    pub fn kind(&self) -> AttrKind {
        match self {
            Attr::Int(_) => AttrKind::Int,
            Attr::Float(_) => AttrKind::Float,
            Attr::Str(_) => AttrKind::Str,
            Attr::Ints(_) => AttrKind::Ints,
            Attr::Floats(_) => AttrKind::Floats,
            Attr::DType(_) => AttrKind::DType,
            Attr::SymInts(_) => AttrKind::SymInts,
        }
    }
}

// Floats hash by bit pattern: structural hashing must agree with `==` on the
// values the IR actually holds (no NaN attributes are produced by frontends).
impl Eq for Attr {}
impl Hash for Attr {
    fn hash<H: Hasher>(&self, state: &mut H) {
        std::mem::discriminant(self).hash(state);
        match self {
            Attr::Int(v) => v.hash(state),
            Attr::Float(v) => v.to_bits().hash(state),
            Attr::Str(v) => v.hash(state),
            Attr::Ints(v) => v.hash(state),
            Attr::Floats(v) => v.iter().for_each(|f| f.to_bits().hash(state)),
            Attr::DType(v) => v.hash(state),
            Attr::SymInts(v) => v.hash(state),
        }
    }
}

/// Attributes of an op, in insertion order.
pub type Attrs = IndexMap<String, Attr>;

/// The attribute with which any op whose float results should not be
/// differentiated says so (`stop_gradient = 1`; jax's `lax.stop_gradient`):
/// reverse-mode autodiff treats its results as constants. Cross-entropy
/// marks its row maximum, a stabiliser the loss does not depend on.
pub const STOP_GRADIENT: &str = "stop_gradient";

/// The reduction of an [`OpKind::AllReduce`]: its optional `reduce`
/// attribute, `"sum"` (the default) or `"max"`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Reduction {
    Sum,
    Max,
}

impl Reduction {
    /// The reduction `attrs` ask for; an error for a `reduce` attribute that
    /// is not `"sum"` or `"max"`.
    pub fn of(attrs: &Attrs) -> Result<Reduction, String> {
        match attrs.get("reduce") {
            None => Ok(Reduction::Sum),
            Some(Attr::Str(s)) if s == "sum" => Ok(Reduction::Sum),
            Some(Attr::Str(s)) if s == "max" => Ok(Reduction::Max),
            Some(a) => Err(format!(
                "all_reduce attribute `reduce` is {a}; it must be \"sum\" or \"max\""
            )),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Reduction::Sum => "sum",
            Reduction::Max => "max",
        }
    }
}

/// Format a float so that parsing it back gives the same bits.
pub(crate) fn fmt_float(v: f64) -> String {
    if v.is_finite() {
        format!("{v:?}")
    } else if v.is_nan() {
        "nan".into()
    } else if v > 0.0 {
        "inf".into()
    } else {
        "-inf".into()
    }
}

impl fmt::Display for Attr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Attr::Int(v) => write!(f, "{v}"),
            Attr::Float(v) => f.write_str(&fmt_float(*v)),
            Attr::Str(s) => write!(f, "{s:?}"),
            Attr::Ints(v) => {
                f.write_str("[")?;
                for (i, x) in v.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{x}")?;
                }
                f.write_str("]")
            }
            Attr::Floats(v) => {
                f.write_str("[")?;
                for (i, x) in v.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    f.write_str(&fmt_float(*x))?;
                }
                f.write_str("]")
            }
            Attr::DType(d) => write!(f, "{d}"),
            Attr::SymInts(v) => {
                f.write_str("[")?;
                for (i, x) in v.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{x}")?;
                }
                f.write_str("]")
            }
        }
    }
}
