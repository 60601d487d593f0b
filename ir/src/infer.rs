//! Result types of IR ops from their operand types and attributes.
//!
//! Frontends call [`infer_types`] to type the ops they build; the verifier
//! calls it to check the types recorded in a graph. Kinds whose result is not a
//! function of operand types alone (`Reshape`, `Expand`, `Cast`, `Fill`,
//! `Range`, `Recv`, `Custom`) return `None` and are checked for consistency
//! only ([`check_given`]).

use crate::op::{binary_kinds, unary_kinds, Attr, Attrs, OpKind};
use crate::sym::Expr;
use crate::types::{DType, Dim, Shape as DimVec, TensorType};
use smallvec::smallvec;

fn ints<'a>(attrs: &'a Attrs, k: &str) -> Result<&'a [i64], String> {
    match attrs.get(k) {
        Some(Attr::Ints(v)) => Ok(v),
        _ => Err(format!("attribute `{k}` (integer list) is missing")),
    }
}

/// An integer list that may have symbolic entries ([`Attr::SymInts`]).
fn sym_ints(attrs: &Attrs, k: &str) -> Result<Vec<Expr>, String> {
    match attrs.get(k) {
        Some(Attr::Ints(v)) => Ok(v.iter().map(|&x| Expr::int(x)).collect()),
        Some(Attr::SymInts(v)) => Ok(v.clone()),
        _ => Err(format!("attribute `{k}` (integer list) is missing")),
    }
}

fn int(attrs: &Attrs, k: &str) -> Result<i64, String> {
    match attrs.get(k) {
        Some(Attr::Int(v)) => Ok(*v),
        _ => Err(format!("attribute `{k}` (integer) is missing")),
    }
}

fn int_or(attrs: &Attrs, k: &str, default: i64) -> i64 {
    match attrs.get(k) {
        Some(Attr::Int(v)) => *v,
        _ => default,
    }
}

/// Normalise a possibly negative axis against `rank`.
pub fn norm_axis(axis: i64, rank: usize) -> Result<usize, String> {
    let r = rank as i64;
    let a = if axis < 0 { axis + r } else { axis };
    if (0..r).contains(&a) {
        Ok(a as usize)
    } else {
        Err(format!("axis {axis} is out of range for rank {rank}"))
    }
}

/// Numpy broadcasting of two shapes. Where one extent is symbolic the
/// result is what broadcasting gives whenever the operands are compatible
/// (symbols are ≥ 1): a fixed extent `n ≠ 1` against a symbol is `n` (the
/// symbol must be `n` or 1: an `unk__3` against 128 is 128), two different
/// symbolic extents give their `max` (one of them must be 1 or both equal).
/// Binding symbols to incompatible values makes the bound graph fail
/// verification at this op.
pub fn broadcast(a: &[Dim], b: &[Dim]) -> Result<DimVec, String> {
    let n = a.len().max(b.len());
    let mut out: DimVec = smallvec![Dim::Fixed(1); n];
    for i in 0..n {
        let da = if i + a.len() >= n {
            &a[i + a.len() - n]
        } else {
            &Dim::Fixed(1)
        };
        let db = if i + b.len() >= n {
            &b[i + b.len() - n]
        } else {
            &Dim::Fixed(1)
        };
        out[i] = if da == db || *db == Dim::Fixed(1) {
            da.clone()
        } else if *da == Dim::Fixed(1) {
            db.clone()
        } else {
            match (da, db) {
                (Dim::Fixed(_), Dim::Fixed(_)) => {
                    return Err(format!(
                        "shapes [{}] and [{}] do not broadcast (dim {da} vs {db})",
                        join(a),
                        join(b)
                    ))
                }
                (Dim::Fixed(_), _) => da.clone(),
                (_, Dim::Fixed(_)) => db.clone(),
                _ => da.max_with(db),
            }
        };
    }
    Ok(out)
}

pub(crate) fn join(d: &[Dim]) -> String {
    d.iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

fn fixed(d: &Dim, what: &str) -> Result<u64, String> {
    d.fixed()
        .ok_or_else(|| format!("{what} must be a fixed dimension, found `{d}`"))
}

/// Output extent of a window op: `floor((in + pads - dil*(k-1) - 1)/stride) + 1`
/// (or `ceil` with `ceil_mode`). The window parameters come from attributes
/// (untrusted): a negative pad, a kernel, stride or dilation below 1, or an
/// extent that overflows is an error, not a wrap-around.
fn window_out(
    input: u64,
    k: i64,
    stride: i64,
    pb: i64,
    pe: i64,
    dil: i64,
    ceil: bool,
) -> Result<u64, String> {
    if k < 1 || stride < 1 || dil < 1 || pb < 0 || pe < 0 {
        return Err(format!(
            "window kernel {k}, stride {stride}, dilation {dil} must be ≥ 1 and pads {pb}+{pe} ≥ 0"
        ));
    }
    let (k, stride, pb, pe, dil) = (k as u64, stride as u64, pb as u64, pe as u64, dil as u64);
    let too_big =
        || format!("window of extent {k} (dilation {dil}) over input extent {input} overflows");
    let eff = dil
        .checked_mul(k - 1)
        .and_then(|e| e.checked_add(1))
        .ok_or_else(too_big)?;
    let padded = input
        .checked_add(pb)
        .and_then(|p| p.checked_add(pe))
        .ok_or_else(too_big)?;
    if padded < eff {
        return Err(format!(
            "window of extent {eff} (stride {stride}) does not fit input extent {input} with pads {pb}+{pe}"
        ));
    }
    let num = padded - eff;
    let mut o = num / stride + 1;
    if ceil && num % stride != 0 {
        o += 1;
        // the last window must start inside the input or left pad
        if (o - 1) * stride >= input + pb {
            o -= 1;
        }
    }
    Ok(o)
}

/// [`window_out`] of a possibly symbolic input extent: `floor((in + pb + pe
/// − eff)/stride) + 1` with `eff = dil·(k − 1) + 1`; with `ceil`,
/// `min(ceil((in + pb + pe − eff)/stride) + 1, ceil((in + pb)/stride))` —
/// the ceiling, less the last window when it would start past the input and
/// left pad, which equals [`window_out`]'s rule whenever `pe < eff` (ONNX
/// requires pads smaller than the window; larger ones need the extent
/// bound). A symbolic extent too small for the window is not detected here:
/// binding it makes the bound graph fail verification at this op.
fn window_out_dim(
    input: &Dim,
    k: i64,
    stride: i64,
    pb: i64,
    pe: i64,
    dil: i64,
    ceil: bool,
) -> Result<Dim, String> {
    let Dim::Sym(sd) = input else {
        return window_out(input.fixed().unwrap_or(0), k, stride, pb, pe, dil, ceil)
            .map(Dim::Fixed);
    };
    if k < 1 || stride < 1 || dil < 1 || pb < 0 || pe < 0 {
        return Err(format!(
            "window kernel {k}, stride {stride}, dilation {dil} must be ≥ 1 and pads {pb}+{pe} ≥ 0"
        ));
    }
    let eff = dil
        .checked_mul(k - 1)
        .and_then(|e| e.checked_add(1))
        .filter(|e| *e <= u32::MAX as i64 && pb <= u32::MAX as i64 && pe <= u32::MAX as i64)
        .ok_or_else(|| {
            format!("window of extent {k} (dilation {dil}) over input extent {input} overflows")
        })?;
    let x = sd.expr();
    let num = x.add(&Expr::int(pb + pe - eff));
    let s = stride as u64;
    let o = if !ceil {
        num.floordiv(s).map(|q| q.add(&Expr::int(1)))
    } else if pe < eff {
        let last = x.add(&Expr::int(pb)).ceildiv(s);
        num.ceildiv(s)
            .zip(last)
            .map(|(c, last)| c.add(&Expr::int(1)).min_with(&last))
    } else {
        return Err(format!(
            "a ceil-mode window with end pad {pe} ≥ its extent {eff} over the symbolic extent {input} needs the extent bound"
        ));
    };
    o.and_then(Dim::from_expr)
        .ok_or_else(|| format!("window over extent {input} gives no extent"))
}

/// Result types of `kind` applied to operands of types `ins`, or `Ok(None)` if
/// the kind's result type is given by the op rather than derived.
pub fn infer_types(
    kind: &OpKind,
    ins: &[&TensorType],
    attrs: &Attrs,
) -> Result<Option<Vec<TensorType>>, String> {
    use OpKind::*;
    let one = |t: TensorType| Ok(Some(vec![t]));
    match kind {
        binary_kinds!() => {
            let (a, b) = (ins[0], ins[1]);
            if kind != &Pow && a.dtype != b.dtype {
                return Err(format!("operand types differ: {} vs {}", a.dtype, b.dtype));
            }
            let shape = broadcast(&a.shape, &b.shape)?;
            let dtype = if kind.is_predicate() {
                DType::Bool
            } else {
                a.dtype
            };
            one(TensorType { dtype, shape })
        }
        Not | IsNaN | IsInf => one(TensorType {
            dtype: DType::Bool,
            shape: ins[0].shape.clone(),
        }),
        // (Not, IsNaN and IsInf are matched above.)
        #[allow(unreachable_patterns)]
        unary_kinds!() | Softmax | Trilu | BatchNorm | CumSum | CumProd => one(ins[0].clone()),
        AllReduce => {
            crate::op::Reduction::of(attrs)?;
            one(ins[0].clone())
        }
        ArgMax | ArgMin => {
            let x = ins[0];
            let axis = norm_axis(int(attrs, "axis")?, x.rank())?;
            let mut s = x.shape.clone();
            if int(attrs, "keepdims")? != 0 {
                s[axis] = Dim::Fixed(1);
            } else {
                s.remove(axis);
            }
            one(TensorType {
                dtype: DType::I64,
                shape: s,
            })
        }
        GatherElements => {
            let (data, idx) = (ins[0], ins[1]);
            if !idx.dtype.is_int() || idx.rank() != data.rank() {
                return Err(format!(
                    "gather_elements indices {idx} must be integers of the rank of {data}"
                ));
            }
            norm_axis(int(attrs, "axis")?, data.rank())?;
            one(TensorType {
                dtype: data.dtype,
                shape: idx.shape.clone(),
            })
        }
        GatherND => {
            let (data, idx) = (ins[0], ins[1]);
            let b = int(attrs, "batch_dims")?;
            let k = idx
                .shape
                .last()
                .and_then(Dim::fixed)
                .ok_or_else(|| format!("gather_nd indices {idx} need a fixed last dim"))?;
            if !idx.dtype.is_int() || b < 0 || b as u64 + k > data.rank() as u64 {
                return Err(format!(
                    "gather_nd of {data} with indices {idx} and {b} batch dims is malformed"
                ));
            }
            let mut s: DimVec = idx.shape[..idx.rank() - 1].iter().cloned().collect();
            s.extend(data.shape[b as usize + k as usize..].iter().cloned());
            one(TensorType {
                dtype: data.dtype,
                shape: s,
            })
        }
        ScatterElements | ScatterND => {
            let (data, idx, upd) = (ins[0], ins[1], ins[2]);
            if !idx.dtype.is_int() || upd.dtype != data.dtype {
                return Err(format!(
                    "scatter into {data} with indices {idx} and updates {upd} is malformed"
                ));
            }
            one(data.clone())
        }
        Pad => {
            let x = ins[0];
            let pads = ints(attrs, "pads")?;
            if pads.len() != 2 * x.rank() {
                return Err(format!("pad has {} pads for rank {}", pads.len(), x.rank()));
            }
            let mut s = x.shape.clone();
            for (i, d) in s.iter_mut().enumerate() {
                let (lo, hi) = (pads[i], pads[x.rank() + i]);
                if lo == 0 && hi == 0 {
                    continue;
                }
                *d = lo
                    .checked_add(hi)
                    .and_then(|p| d.offset(p))
                    .ok_or_else(|| format!("pads {pads:?} crop dim {i} of {x} below 0"))?;
            }
            one(TensorType {
                dtype: x.dtype,
                shape: s,
            })
        }
        ConvTranspose => conv_transpose(ins, attrs).map(|t| Some(vec![t])),
        Det => {
            let x = ins[0];
            let r = x.rank();
            if r < 2 || x.shape[r - 1] != x.shape[r - 2] || !x.dtype.is_float() {
                return Err(format!(
                    "det needs float square matrices [..., M, M], got {x}"
                ));
            }
            one(TensorType {
                dtype: x.dtype,
                shape: x.shape[..r - 2].iter().cloned().collect(),
            })
        }
        GridSample | GridSampleGrad => {
            let (x, g) = (ins[0], ins[1]);
            let sp = x.rank().saturating_sub(2);
            if x.rank() < 3
                || g.rank() != x.rank()
                || g.shape[g.rank() - 1] != Dim::Fixed(sp as u64)
                || g.shape[0] != x.shape[0]
                || g.dtype != x.dtype
            {
                return Err(format!(
                    "grid_sample of {x} needs a grid [N, o…, {sp}] of its type, got {g}"
                ));
            }
            let mut s: DimVec = smallvec![x.shape[0].clone(), x.shape[1].clone()];
            s.extend(g.shape[1..g.rank() - 1].iter().cloned());
            let y = TensorType {
                dtype: x.dtype,
                shape: s,
            };
            if *kind == GridSample {
                return one(y);
            }
            if *ins[2] != y {
                return Err(format!(
                    "grid_sample_grad's cotangent must be the result's {y}, got {}",
                    ins[2]
                ));
            }
            Ok(Some(vec![x.clone(), g.clone()]))
        }
        LayerNorm => {
            norm_axis(int(attrs, "axis")?, ins[0].rank())?;
            one(ins[0].clone())
        }
        Where => {
            if ins[1].dtype != ins[2].dtype {
                return Err(format!(
                    "branch types differ: {} vs {}",
                    ins[1].dtype, ins[2].dtype
                ));
            }
            let s = broadcast(&broadcast(&ins[0].shape, &ins[1].shape)?, &ins[2].shape)?;
            one(TensorType {
                dtype: ins[1].dtype,
                shape: s,
            })
        }
        MatMul => matmul(ins[0], ins[1]).map(|t| Some(vec![t])),
        Conv => conv(ins, attrs).map(|t| Some(vec![t])),
        MaxPool | AvgPool => pool(ins[0], attrs).map(|t| {
            let mut v = vec![t.clone()];
            if *kind == MaxPool && int_or(attrs, "indices", 0) != 0 {
                v.push(TensorType {
                    dtype: DType::I64,
                    shape: t.shape,
                });
            }
            Some(v)
        }),
        GlobalAvgPool => {
            let x = ins[0];
            if x.rank() < 3 {
                return Err(format!("global_avg_pool needs rank ≥ 3, got {x}"));
            }
            let mut s = x.shape.clone();
            for d in s.iter_mut().skip(2) {
                *d = Dim::Fixed(1);
            }
            one(TensorType {
                dtype: x.dtype,
                shape: s,
            })
        }
        ReduceSum | ReduceMean | ReduceMax | ReduceMin | ReduceProd => {
            let x = ins[0];
            let axes = ints(attrs, "axes")?;
            let keep = int(attrs, "keepdims")? != 0;
            let mut red = vec![axes.is_empty(); x.rank()];
            for &a in axes {
                red[norm_axis(a, x.rank())?] = true;
            }
            let mut s = DimVec::new();
            for (i, d) in x.shape.iter().enumerate() {
                if !red[i] {
                    s.push(d.clone());
                } else if keep {
                    s.push(Dim::Fixed(1));
                }
            }
            one(TensorType {
                dtype: x.dtype,
                shape: s,
            })
        }
        Transpose => {
            let x = ins[0];
            let perm = ints(attrs, "perm")?;
            if perm.len() != x.rank() {
                return Err(format!(
                    "perm has {} entries for rank {}",
                    perm.len(),
                    x.rank()
                ));
            }
            let mut seen = vec![false; x.rank()];
            let mut s = DimVec::new();
            for &p in perm {
                let a = norm_axis(p, x.rank())?;
                if std::mem::replace(&mut seen[a], true) {
                    return Err(format!("perm {perm:?} is not a permutation"));
                }
                s.push(x.shape[a].clone());
            }
            one(TensorType {
                dtype: x.dtype,
                shape: s,
            })
        }
        Concat => {
            let first = ins[0];
            let axis = norm_axis(int(attrs, "axis")?, first.rank())?;
            let mut d = Dim::Fixed(0);
            for t in ins {
                if t.rank() != first.rank() || t.dtype != first.dtype {
                    return Err(format!("concat operands {first} and {t} disagree"));
                }
                for i in 0..t.rank() {
                    if i != axis && t.shape[i] != first.shape[i] {
                        return Err(format!("concat operands {first} and {t} differ in dim {i}"));
                    }
                }
                d = d.add(&t.shape[axis]);
            }
            let mut s = first.shape.clone();
            s[axis] = d;
            one(TensorType {
                dtype: first.dtype,
                shape: s,
            })
        }
        Split => {
            let x = ins[0];
            let axis = norm_axis(int(attrs, "axis")?, x.rank())?;
            let sizes = ints(attrs, "sizes")?;
            let total: i64 = sizes.iter().sum();
            if sizes.iter().any(|&s| s < 0) || Dim::Fixed(total as u64) != x.shape[axis] {
                return Err(format!(
                    "split sizes {sizes:?} do not add up to dim {} of {x}",
                    axis
                ));
            }
            Ok(Some(
                sizes
                    .iter()
                    .map(|&n| {
                        let mut s = x.shape.clone();
                        s[axis] = Dim::Fixed(n as u64);
                        TensorType {
                            dtype: x.dtype,
                            shape: s,
                        }
                    })
                    .collect(),
            ))
        }
        Slice => {
            let x = ins[0];
            let (starts, ends, axes, steps) = (
                sym_ints(attrs, "starts")?,
                sym_ints(attrs, "ends")?,
                ints(attrs, "axes")?,
                ints(attrs, "steps")?,
            );
            if starts.len() != ends.len()
                || axes.len() != starts.len()
                || steps.len() != starts.len()
            {
                return Err("slice starts/ends/axes/steps differ in length".into());
            }
            let mut s = x.shape.clone();
            for i in 0..axes.len() {
                let a = norm_axis(axes[i], x.rank())?;
                s[a] = match (starts[i].as_const(), ends[i].as_const()) {
                    (Some(b), Some(e)) => slice_extent(&x.shape[a], b, e, steps[i])?,
                    _ => slice_extent_sym(&x.shape[a], &starts[i], &ends[i], steps[i])?,
                };
            }
            one(TensorType {
                dtype: x.dtype,
                shape: s,
            })
        }
        Gather => {
            let (data, idx) = (ins[0], ins[1]);
            if !matches!(idx.dtype, DType::I64 | DType::I32) {
                return Err(format!(
                    "gather indices must be integers, got {}",
                    idx.dtype
                ));
            }
            let axis = norm_axis(int(attrs, "axis")?, data.rank())?;
            let mut s = DimVec::new();
            s.extend(data.shape[..axis].iter().cloned());
            s.extend(idx.shape.iter().cloned());
            s.extend(data.shape[axis + 1..].iter().cloned());
            one(TensorType {
                dtype: data.dtype,
                shape: s,
            })
        }
        TopK => {
            let x = ins[0];
            let axis = norm_axis(int(attrs, "axis")?, x.rank())?;
            let k = int(attrs, "k")?;
            if let Some(n) = x.shape[axis].fixed() {
                if k < 0 || k as u64 > n {
                    return Err(format!("top_k k={k} exceeds dim {axis} of {x}"));
                }
            }
            let mut s = x.shape.clone();
            s[axis] = Dim::Fixed(k as u64);
            Ok(Some(vec![
                TensorType {
                    dtype: x.dtype,
                    shape: s.clone(),
                },
                TensorType {
                    dtype: DType::I64,
                    shape: s,
                },
            ]))
        }
        OneHot => {
            let (idx, values) = (ins[0], ins[1]);
            if !idx.dtype.is_int() {
                return Err(format!("one_hot indices must be integers, got {idx}"));
            }
            if values.shape.as_slice() != [Dim::Fixed(2)] {
                return Err(format!(
                    "one_hot values must be a 2-vector [off, on], got {values}"
                ));
            }
            let depth = int(attrs, "depth")?;
            if depth < 1 {
                return Err(format!("one_hot depth {depth} must be positive"));
            }
            let axis = norm_axis(int(attrs, "axis")?, idx.rank() + 1)?;
            let mut s = idx.shape.clone();
            s.insert(axis, Dim::Fixed(depth as u64));
            one(TensorType {
                dtype: values.dtype,
                shape: s,
            })
        }
        Tile => {
            let x = ins[0];
            let reps = ints(attrs, "repeats")?;
            if reps.len() != x.rank() {
                return Err(format!(
                    "tile has {} repeats for rank {}",
                    reps.len(),
                    x.rank()
                ));
            }
            let mut s = DimVec::new();
            for (d, &r) in x.shape.iter().zip(reps) {
                if r < 0 {
                    return Err(format!("tile repeats {reps:?} has a negative entry"));
                }
                s.push(d.mul(&Dim::Fixed(r as u64)));
            }
            one(TensorType {
                dtype: x.dtype,
                shape: s,
            })
        }
        Shape => one(TensorType::fixed(DType::I64, &[ins[0].rank() as u64])),
        ReduceScatter | AllGather | AllToAll | M2MS | Send => Ok(None),
        Reshape
        | Expand
        | Cast
        | Bitcast
        | Fill
        | Range
        | Recv
        | Resize
        | Einsum
        | Dft
        | Custom { .. } => Ok(None),
    }
}

/// Extent of a sliced dimension (ONNX clamping semantics).
pub fn slice_extent(d: &Dim, start: i64, end: i64, step: i64) -> Result<Dim, String> {
    if step == 0 {
        return Err("slice step is 0".into());
    }
    let Some(n) = d.fixed() else {
        return slice_extent_sym(d, &Expr::int(start), &Expr::int(end), step);
    };
    // i128: bounds and steps are untrusted i64s (i64::MIN steps included).
    let (n, start, end, step) = (n as i128, start as i128, end as i128, step as i128);
    let clamp = |v: i128, lo: i128, hi: i128| v.max(lo).min(hi);
    let norm = |v: i128| if v < 0 { v + n } else { v };
    let len = if step > 0 {
        let (s, e) = (clamp(norm(start), 0, n), clamp(norm(end), 0, n));
        if e > s {
            (e - s + step - 1) / step
        } else {
            0
        }
    } else {
        let (s, e) = (clamp(norm(start), -1, n - 1), clamp(norm(end), -1, n - 1));
        if s > e {
            (s - e + (-step) - 1) / (-step)
        } else {
            0
        }
    };
    Ok(Dim::Fixed(len as u64))
}

/// [`slice_extent`] with a symbolic extent or symbolic bounds, as an
/// expression: a bound `v` counts from the end when negative (`n + v`), is
/// clamped to `[0, n]` (`[−1, n − 1]` for negative steps), and the extent is
/// `max(ceil((end − start)/step), 0)`. A symbolic bound must be provably
/// non-negative or provably negative (what exporters compute from shapes
/// is).
pub fn slice_extent_sym(d: &Dim, start: &Expr, end: &Expr, step: i64) -> Result<Dim, String> {
    if step == 0 {
        return Err("slice step is 0".into());
    }
    let n = d.expr();
    let norm = |v: &Expr| -> Result<Expr, String> {
        let (lo, hi) = v.bounds();
        if lo >= 0 {
            Ok(v.clone())
        } else if hi < 0 {
            Ok(n.add(v))
        } else {
            Err(format!(
                "slice bound `{v}` on dim `{d}` may be negative or not; bind its symbols with --bind"
            ))
        }
    };
    let (lo, hi) = if step > 0 {
        (Expr::int(0), n.clone())
    } else {
        (Expr::int(-1), n.sub(&Expr::int(1)))
    };
    let clamp = |v: Expr| v.min_with(&hi).max_with(&lo);
    let (s, e) = (clamp(norm(start)?), clamp(norm(end)?));
    // Steps beyond 2^62 take one element at most, as 2^62 does.
    let mag = step.unsigned_abs().min(1 << 62);
    let span = if step > 0 { e.sub(&s) } else { s.sub(&e) };
    let len = span.ceildiv(mag).map(|q| q.max_with(&Expr::int(0)));
    len.and_then(Dim::from_expr)
        .ok_or_else(|| format!("slice of `{d}` gives no extent"))
}

fn matmul(a: &TensorType, b: &TensorType) -> Result<TensorType, String> {
    if a.dtype != b.dtype {
        return Err(format!(
            "matmul operand types differ: {} vs {}",
            a.dtype, b.dtype
        ));
    }
    if a.rank() == 0 || b.rank() == 0 {
        return Err("matmul operands must have rank ≥ 1".into());
    }
    let (ak, bk) = (
        &a.shape[a.rank() - 1],
        &b.shape[if b.rank() == 1 { 0 } else { b.rank() - 2 }],
    );
    if ak != bk {
        return Err(format!(
            "matmul contraction dims differ: {a} × {b} ({ak} vs {bk})"
        ));
    }
    let abatch = if a.rank() >= 2 {
        &a.shape[..a.rank() - 2]
    } else {
        &[][..]
    };
    let bbatch = if b.rank() >= 2 {
        &b.shape[..b.rank() - 2]
    } else {
        &[][..]
    };
    let mut s = broadcast(abatch, bbatch)?;
    if a.rank() >= 2 {
        s.push(a.shape[a.rank() - 2].clone());
    }
    if b.rank() >= 2 {
        s.push(b.shape[b.rank() - 1].clone());
    }
    Ok(TensorType {
        dtype: a.dtype,
        shape: s,
    })
}

fn conv(ins: &[&TensorType], attrs: &Attrs) -> Result<TensorType, String> {
    let (x, w) = (ins[0], ins[1]);
    if x.rank() < 3 || w.rank() != x.rank() {
        return Err(format!(
            "conv input {x} and weight {w} must have equal rank ≥ 3"
        ));
    }
    let sp = x.rank() - 2;
    let group = int(attrs, "group")?.max(1) as u64;
    let strides = ints(attrs, "strides")?;
    let pads = ints(attrs, "pads")?;
    let dil = ints(attrs, "dilations")?;
    if strides.len() != sp || dil.len() != sp || pads.len() != 2 * sp {
        return Err(format!(
            "conv strides/dilations/pads do not match {sp} spatial dims"
        ));
    }
    let wc = fixed(&w.shape[1], "conv weight channels")?;
    // Symbolic input channels are taken to be what the weight expects.
    if let Some(c) = x.shape[1].fixed() {
        if Some(c) != wc.checked_mul(group) {
            return Err(format!(
                "conv input has {c} channels but weight {w} with group {group} expects {}",
                wc.saturating_mul(group)
            ));
        }
    }
    if let Some(b) = ins.get(2) {
        if b.rank() != 1 || b.shape[0] != w.shape[0] {
            return Err(format!(
                "conv bias {b} does not match {} output channels",
                w.shape[0]
            ));
        }
    }
    let mut s: DimVec = smallvec![x.shape[0].clone(), w.shape[0].clone()];
    for i in 0..sp {
        let k = fixed(&w.shape[2 + i], "conv kernel extent")?;
        // A 0-extent kernel dim is degenerate but well-typed (`k.max(1)`).
        let k =
            i64::try_from(k.max(1)).map_err(|_| format!("conv kernel extent {k} is too large"))?;
        s.push(window_out_dim(
            &x.shape[2 + i],
            k,
            strides[i],
            pads[i],
            pads[sp + i],
            dil[i],
            false,
        )?);
    }
    Ok(TensorType {
        dtype: x.dtype,
        shape: s,
    })
}

/// `[N, C, …] ⊛ᵀ [C, M/group, k…]`: extent
/// `stride·(in − 1) + output_padding + dil·(k − 1) + 1 − pad_begin − pad_end`.
fn conv_transpose(ins: &[&TensorType], attrs: &Attrs) -> Result<TensorType, String> {
    let (x, w) = (ins[0], ins[1]);
    if x.rank() < 3 || w.rank() != x.rank() {
        return Err(format!(
            "conv_transpose input {x} and weight {w} must have equal rank ≥ 3"
        ));
    }
    let sp = x.rank() - 2;
    let group = int(attrs, "group")?;
    let strides = ints(attrs, "strides")?;
    let pads = ints(attrs, "pads")?;
    let dil = ints(attrs, "dilations")?;
    let opad: Vec<i64> = match attrs.get("output_padding") {
        Some(Attr::Ints(v)) => v.clone(),
        _ => vec![0; sp],
    };
    if strides.len() != sp || dil.len() != sp || pads.len() != 2 * sp || opad.len() != sp {
        return Err(format!(
            "conv_transpose strides/dilations/pads/output_padding do not match {sp} spatial dims"
        ));
    }
    if group < 1 || x.shape[1] != w.shape[0] {
        return Err(format!(
            "conv_transpose input {x} and weight {w} disagree in channels (group {group})"
        ));
    }
    let m = fixed(&w.shape[1], "conv_transpose weight channels")? as i128 * group as i128;
    if let Some(b) = ins.get(2) {
        if b.rank() != 1 || b.shape[0] != Dim::Fixed(m as u64) {
            return Err(format!(
                "conv_transpose bias {b} does not match {m} channels"
            ));
        }
    }
    let mut s: DimVec = smallvec![x.shape[0].clone(), Dim::Fixed(m as u64)];
    for i in 0..sp {
        let k = fixed(&w.shape[2 + i], "conv_transpose kernel extent")? as i128;
        let (st, d) = (strides[i] as i128, dil[i] as i128);
        if st < 1 || d < 1 || k < 1 || st > u32::MAX as i128 {
            return Err(format!(
                "conv_transpose stride {st}, dilation {d}, kernel {k} must be ≥ 1"
            ));
        }
        // extent = st·in + c, with c = opad + d(k − 1) + 1 − st − pads
        let c = opad[i] as i128 + d * (k - 1) + 1 - st - pads[i] as i128 - pads[sp + i] as i128;
        let o = match &x.shape[2 + i] {
            Dim::Fixed(inp) if *inp < 1 => {
                return Err(format!("conv_transpose input extent {inp} must be ≥ 1"))
            }
            Dim::Fixed(inp) => {
                let o = st * *inp as i128 + c;
                if !(0..=u32::MAX as i128).contains(&o) {
                    return Err(format!("conv_transpose output extent {o} is out of range"));
                }
                Dim::Fixed(o as u64)
            }
            inp => {
                let c = i64::try_from(c)
                    .map_err(|_| format!("conv_transpose padding {c} is out of range"))?;
                Dim::from_expr(inp.expr().scale(st as i64).add(&Expr::int(c)))
                    .ok_or_else(|| format!("conv_transpose of extent {inp} gives no extent"))?
            }
        };
        s.push(o);
    }
    Ok(TensorType {
        dtype: x.dtype,
        shape: s,
    })
}

fn pool(x: &TensorType, attrs: &Attrs) -> Result<TensorType, String> {
    if x.rank() < 3 {
        return Err(format!("pooling needs rank ≥ 3, got {x}"));
    }
    let sp = x.rank() - 2;
    let kernel = ints(attrs, "kernel")?;
    let strides = ints(attrs, "strides")?;
    let pads = ints(attrs, "pads")?;
    let ceil = int_or(attrs, "ceil_mode", 0) != 0;
    let dil: Vec<i64> = match attrs.get("dilations") {
        Some(Attr::Ints(d)) => d.clone(),
        _ => vec![1; sp],
    };
    if kernel.len() != sp || strides.len() != sp || pads.len() != 2 * sp || dil.len() != sp {
        return Err(format!(
            "pooling kernel/strides/pads do not match {sp} spatial dims"
        ));
    }
    let mut s: DimVec = smallvec![x.shape[0].clone(), x.shape[1].clone()];
    for i in 0..sp {
        s.push(window_out_dim(
            &x.shape[2 + i],
            kernel[i],
            strides[i],
            pads[i],
            pads[sp + i],
            dil[i],
            ceil,
        )?);
    }
    Ok(TensorType {
        dtype: x.dtype,
        shape: s,
    })
}

/// Consistency of ops whose result type is given rather than derived.
pub fn check_given(kind: &OpKind, ins: &[&TensorType], outs: &[&TensorType]) -> Result<(), String> {
    use OpKind::*;
    match kind {
        Reshape => {
            let (a, b) = (ins[0].num_elements_dim(), outs[0].num_elements_dim());
            if a != b || ins[0].dtype != outs[0].dtype {
                return Err(format!(
                    "reshape from {} to {} changes the element count or type",
                    ins[0], outs[0]
                ));
            }
        }
        Expand => {
            let b = broadcast(&ins[0].shape, &outs[0].shape)?;
            if b != outs[0].shape || ins[0].dtype != outs[0].dtype {
                return Err(format!("{} does not expand to {}", ins[0], outs[0]));
            }
        }
        Cast if ins[0].shape != outs[0].shape => {
            return Err(format!(
                "cast from {} to {} changes the shape",
                ins[0], outs[0]
            ));
        }
        Bitcast
            if ins[0].shape != outs[0].shape
                || ins[0].dtype.size_bytes() != outs[0].dtype.size_bytes() =>
        {
            return Err(format!(
                "bitcast from {} to {} changes the shape or the element size",
                ins[0], outs[0]
            ));
        }
        Range if outs[0].rank() != 1 || ins.iter().any(|t| t.rank() != 0) => {
            return Err("range takes scalar start/delta and gives a vector".into());
        }
        _ => {}
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn a(pairs: &[(&str, Attr)]) -> Attrs {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.clone()))
            .collect()
    }

    #[test]
    fn bad_window_parameters_are_errors_not_overflows() {
        // A fuzzed StableHLO convolution had `rhs_dilate = [1, -01]`; the
        // negative dilation wrapped to 2^64 − 1 and overflowed.
        let x = TensorType::fixed(DType::F32, &[2, 3, 16, 16]);
        let w = TensorType::fixed(DType::F32, &[8, 3, 3, 3]);
        let conv = |strides: Vec<i64>, pads: Vec<i64>, dil: Vec<i64>| {
            infer_types(
                &OpKind::Conv,
                &[&x, &w],
                &a(&[
                    ("group", Attr::Int(1)),
                    ("strides", Attr::Ints(strides)),
                    ("pads", Attr::Ints(pads)),
                    ("dilations", Attr::Ints(dil)),
                ]),
            )
        };
        // (16 + 2 − 3)/1 + 1 = 16: the well-formed case still types.
        let ok = conv(vec![1, 1], vec![1, 1, 1, 1], vec![1, 1])
            .unwrap()
            .unwrap();
        assert_eq!(ok[0].to_string(), "f32[2, 8, 16, 16]");
        for (s, p, d) in [
            (vec![1, 1], vec![1, 1, 1, 1], vec![1, -1]),
            (vec![1, 0], vec![1, 1, 1, 1], vec![1, 1]),
            (vec![1, 1], vec![-1, 1, 1, 1], vec![1, 1]),
            (vec![1, 1], vec![1, 1, 1, 1], vec![1, i64::MAX]),
            (vec![1, 1], vec![i64::MAX, 1, i64::MAX, 1], vec![1, 1]),
        ] {
            let e = conv(s.clone(), p.clone(), d.clone()).unwrap_err();
            assert!(e.contains("window"), "{s:?} {p:?} {d:?}: {e}");
        }
        // Slice bounds and steps at the i64 extremes do not overflow.
        let d = Dim::Fixed(10);
        assert_eq!(
            slice_extent(&d, 0, i64::MAX, i64::MAX).unwrap(),
            Dim::Fixed(1)
        );
        assert_eq!(
            slice_extent(&d, i64::MAX, i64::MIN, i64::MIN).unwrap(),
            Dim::Fixed(1)
        );
        assert_eq!(
            Dim::Fixed(u64::MAX).mul(&Dim::Fixed(3)),
            Dim::Fixed(u64::MAX)
        );
    }

    /// The symbolic window and slice extents, bound, equal the fixed
    /// formulas (ONNX's, as `window_out` and `slice_extent` compute them)
    /// wherever those give an extent.
    #[test]
    fn symbolic_extents_bind_to_the_fixed_ones() {
        let w = Dim::sym("W");
        let at = |d: &Dim, v: u64| d.bind(&[("W".to_string(), v)].into_iter().collect());
        let mut checked = 0;
        for k in 1..=4i64 {
            for st in 1..=3 {
                for dil in 1..=2 {
                    let eff = dil * (k - 1) + 1;
                    for pb in 0..eff {
                        for pe in 0..eff {
                            for ceil in [false, true] {
                                let d = window_out_dim(&w, k, st, pb, pe, dil, ceil).unwrap();
                                for v in 1..=24u64 {
                                    if let Ok(o) = window_out(v, k, st, pb, pe, dil, ceil) {
                                        assert_eq!(
                                            at(&d, v),
                                            Dim::Fixed(o),
                                            "k {k} s {st} d {dil} pads {pb}+{pe} ceil {ceil}: {d} at {v}"
                                        );
                                        checked += 1;
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        assert!(checked > 10_000, "{checked}");
        let seq = Expr::sym("seq");
        let bounds = [
            -7i64,
            -3,
            -1,
            0,
            1,
            2,
            5,
            9,
            i32::MAX as i64,
            i64::MAX,
            i64::MIN,
        ];
        for &b in &bounds {
            for &e in &bounds {
                for step in [-3i64, -1, 1, 2, 4] {
                    let d = slice_extent(&w, b, e, step).unwrap();
                    // An end given as a symbol (`seq`) on a fixed extent.
                    let ds = slice_extent_sym(&Dim::Fixed(6), &Expr::int(b), &seq, step);
                    for v in 1..=12u64 {
                        let fixed = slice_extent(&Dim::Fixed(v), b, e, step).unwrap();
                        assert_eq!(at(&d, v), fixed, "[{b}:{e}:{step}] of {d} at {v}");
                        let bound = ds.as_ref().unwrap().bind(&[("seq".to_string(), v)].into());
                        let want = slice_extent(&Dim::Fixed(6), b, v as i64, step).unwrap();
                        assert_eq!(bound, want, "[{b}:seq:{step}] of 6 at seq = {v}");
                    }
                }
            }
        }
    }

    #[test]
    fn one_hot_inserts_depth_at_axis_with_the_values_type() {
        // ONNX OneHot spec: output rank = rank(indices) + 1, type of `values`.
        let idx = TensorType::new(DType::I64, [Dim::sym("n"), 2.into()]);
        let vals = TensorType::fixed(DType::F32, &[2]);
        let t = |axis| {
            infer_types(
                &OpKind::OneHot,
                &[&idx, &vals],
                &a(&[("depth", Attr::Int(4)), ("axis", Attr::Int(axis))]),
            )
        };
        assert_eq!(t(-1).unwrap().unwrap()[0].to_string(), "f32[n, 2, 4]");
        assert_eq!(t(0).unwrap().unwrap()[0].to_string(), "f32[4, n, 2]");
        assert!(t(3).is_err());
        let bad = TensorType::fixed(DType::F32, &[3]);
        assert!(infer_types(
            &OpKind::OneHot,
            &[&idx, &bad],
            &a(&[("depth", Attr::Int(4)), ("axis", Attr::Int(0))])
        )
        .is_err());
    }

    #[test]
    fn tile_multiplies_each_dim() {
        // numpy: np.tile(np.zeros((n, 3, 5)), (2, 1, 0)).shape == (2n, 3, 0)
        let x = TensorType::new(DType::F32, [Dim::sym("n"), 3.into(), 5.into()]);
        let r = infer_types(
            &OpKind::Tile,
            &[&x],
            &a(&[("repeats", Attr::Ints(vec![2, 1, 0]))]),
        )
        .unwrap()
        .unwrap();
        assert_eq!(r[0].to_string(), "f32[2*n, 3, 0]");
        for bad in [vec![2, 1], vec![1, -1, 1]] {
            assert!(
                infer_types(&OpKind::Tile, &[&x], &a(&[("repeats", Attr::Ints(bad))])).is_err()
            );
        }
    }
}
