//! Known values: small tensors whose contents the importer knows at import
//! time, with integer elements that may be symbolic (`batch`, `2*seq`).
//!
//! Exporters compute shapes at run time (`Shape → Gather → Concat → Reshape`);
//! folding these chains over [`Lit`]s is how the importer resolves reshape
//! targets, slice bounds and expand shapes without running the model. Symbolic
//! elements come from the symbolic dimensions of the inputs; arithmetic on them
//! builds [`Expr`]s (sums, products, floor divisions, `min`/`max`) and is
//! exact or refused (`None`), never guessed; comparisons are decided only
//! where the expressions decide them.

use hetc_ir::{DType, Dim, Expr, TensorData};

/// Largest tensor the importer folds.
pub const FOLD_LIMIT: u64 = 1 << 20;

/// One element of a known tensor.
#[derive(Clone, Debug, PartialEq)]
pub enum Elem {
    I(i64),
    F(f64),
    /// A symbolic integer (never a constant: that is an `I`).
    S(Expr),
}

impl Elem {
    pub fn from_dim(d: &Dim) -> Elem {
        match d {
            Dim::Fixed(n) => Elem::I(*n as i64),
            Dim::Sym(s) => Elem::S(s.expr().clone()),
        }
    }

    /// `e` as an element: an `I` when constant.
    pub fn of_expr(e: Expr) -> Elem {
        match e.as_const() {
            Some(c) => Elem::I(c),
            None => Elem::S(e),
        }
    }

    /// The integer as an expression (`None` for a float).
    pub fn expr(&self) -> Option<Expr> {
        match self {
            Elem::I(v) => Some(Expr::int(*v)),
            Elem::S(e) => Some(e.clone()),
            Elem::F(_) => None,
        }
    }

    /// The element as an extent: a non-negative integer, or a symbolic one
    /// that is not provably negative.
    pub fn as_dim(&self) -> Option<Dim> {
        match self {
            Elem::I(v) if *v >= 0 => Some(Dim::Fixed(*v as u64)),
            Elem::S(e) if e.bounds().1 >= 0 => Dim::from_expr(e.clone()),
            _ => None,
        }
    }

    fn f(&self) -> Option<f64> {
        match self {
            Elem::I(v) => Some(*v as f64),
            Elem::F(v) => Some(*v),
            Elem::S(_) => None,
        }
    }
}

/// A known tensor.
#[derive(Clone, Debug, PartialEq)]
pub struct Lit {
    pub dtype: DType,
    pub shape: Vec<u64>,
    pub elems: Vec<Elem>,
}

/// Row-major strides.
pub(super) fn strides(shape: &[u64]) -> Vec<u64> {
    let mut s = vec![1u64; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        s[i] = s[i + 1] * shape[i + 1];
    }
    s
}

fn numel(shape: &[u64]) -> u64 {
    shape.iter().product()
}

impl Lit {
    pub fn from_data(data: &TensorData, shape: Vec<u64>) -> Lit {
        let elems = if data.dtype.is_float() {
            data.to_f64s().into_iter().map(Elem::F).collect()
        } else {
            data.to_i64s().into_iter().map(Elem::I).collect()
        };
        Lit {
            dtype: data.dtype,
            shape,
            elems,
        }
    }

    pub fn ints(v: &[i64]) -> Lit {
        Lit {
            dtype: DType::I64,
            shape: vec![v.len() as u64],
            elems: v.iter().map(|&x| Elem::I(x)).collect(),
        }
    }

    /// The shape of a tensor as an `i64` vector.
    pub fn shape_of(dims: &[Dim]) -> Lit {
        Lit {
            dtype: DType::I64,
            shape: vec![dims.len() as u64],
            elems: dims.iter().map(Elem::from_dim).collect(),
        }
    }

    pub fn numel(&self) -> u64 {
        numel(&self.shape)
    }

    /// Data, if no element is symbolic.
    pub fn to_data(&self) -> Option<TensorData> {
        if self.dtype.is_float() {
            let v: Option<Vec<f64>> = self.elems.iter().map(Elem::f).collect();
            Some(TensorData::from_f64s(self.dtype, &v?))
        } else if self.dtype == DType::I64 {
            let v: Option<Vec<i64>> = self
                .elems
                .iter()
                .map(|e| if let Elem::I(x) = e { Some(*x) } else { None })
                .collect();
            Some(TensorData::from_i64s(&v?))
        } else {
            let v: Option<Vec<f64>> = self
                .elems
                .iter()
                .map(|e| {
                    if let Elem::I(x) = e {
                        Some(*x as f64)
                    } else {
                        None
                    }
                })
                .collect();
            Some(TensorData::from_f64s(self.dtype, &v?))
        }
    }

    /// Elements as integers, if all are fixed integers.
    pub fn as_ints(&self) -> Option<Vec<i64>> {
        self.elems
            .iter()
            .map(|e| match e {
                Elem::I(v) => Some(*v),
                Elem::F(v) => Some(*v as i64),
                Elem::S(_) => None,
            })
            .collect()
    }

    /// Elements as dimensions (non-negative or symbolic); `None` for negatives.
    pub fn as_dims(&self) -> Option<Vec<Dim>> {
        self.elems.iter().map(Elem::as_dim).collect()
    }

    pub fn reshape(&self, shape: Vec<u64>) -> Option<Lit> {
        (numel(&shape) == self.numel()).then(|| Lit {
            dtype: self.dtype,
            shape,
            elems: self.elems.clone(),
        })
    }

    pub fn cast(&self, to: DType) -> Option<Lit> {
        let elems = self
            .elems
            .iter()
            .map(|e| match (e, to.is_float()) {
                (Elem::S(_), true) => None,
                (Elem::S(s), false) => Some(Elem::S(s.clone())),
                (Elem::I(v), true) => Some(Elem::F(*v as f64)),
                (Elem::F(v), true) => Some(Elem::F(if to == DType::F32 {
                    *v as f32 as f64
                } else {
                    *v
                })),
                (Elem::I(v), false) => Some(Elem::I(if to == DType::Bool {
                    (*v != 0) as i64
                } else {
                    *v
                })),
                (Elem::F(v), false) => Some(Elem::I(if to == DType::Bool {
                    (*v != 0.0) as i64
                } else {
                    *v as i64
                })),
            })
            .collect::<Option<Vec<_>>>()?;
        Some(Lit {
            dtype: to,
            shape: self.shape.clone(),
            elems,
        })
    }

    /// Apply `f` elementwise over numpy-broadcast operands.
    fn broadcast_map(
        ins: &[&Lit],
        dtype: DType,
        f: impl Fn(&[&Elem]) -> Option<Elem>,
    ) -> Option<Lit> {
        let n = ins.iter().map(|l| l.shape.len()).max().unwrap_or(0);
        let padded: Vec<Vec<u64>> = ins
            .iter()
            .map(|l| {
                let mut v = vec![1u64; n - l.shape.len()];
                v.extend_from_slice(&l.shape);
                v
            })
            .collect();
        let mut shape = vec![1u64; n];
        for p in &padded {
            for d in 0..n {
                if p[d] != 1 {
                    if shape[d] != 1 && shape[d] != p[d] {
                        return None;
                    }
                    shape[d] = p[d];
                }
            }
        }
        let total = numel(&shape);
        if total > FOLD_LIMIT {
            return None;
        }
        let st = strides(&shape);
        let ins_st: Vec<Vec<u64>> = padded.iter().map(|p| strides(p)).collect();
        let mut elems = Vec::with_capacity(total as usize);
        let mut args: Vec<&Elem> = Vec::with_capacity(ins.len());
        for flat in 0..total {
            args.clear();
            for (k, l) in ins.iter().enumerate() {
                let mut idx = 0u64;
                for d in 0..n {
                    if padded[k][d] != 1 {
                        idx += ((flat / st[d]) % shape[d]) * ins_st[k][d];
                    }
                }
                args.push(&l.elems[idx as usize]);
            }
            elems.push(f(&args)?);
        }
        Some(Lit {
            dtype,
            shape,
            elems,
        })
    }

    /// Elementwise binary op (ONNX op name) with numpy broadcasting.
    pub fn binary(a: &Lit, b: &Lit, op: &str) -> Option<Lit> {
        let predicate = matches!(
            op,
            "Equal" | "Less" | "Greater" | "LessOrEqual" | "GreaterOrEqual" | "And" | "Or" | "Xor"
        );
        let float = a.dtype.is_float() || b.dtype.is_float();
        let dtype = if predicate { DType::Bool } else { a.dtype };
        Lit::broadcast_map(&[a, b], dtype, |e| elem_binary(e[0], e[1], op, float))
    }

    /// A reduction over `axes` (normalised; empty: every axis) with the
    /// binary op `op` (`Add`, `Mul`, `Max`, `Min`), the reduced dims kept
    /// as 1 with `keep`: shape arithmetic (`ReduceProd` of dims is a
    /// flattened extent).
    pub fn reduce(&self, axes: &[usize], keep: bool, op: &str) -> Option<Lit> {
        let r = self.shape.len();
        let all: Vec<usize> = if axes.is_empty() {
            (0..r).collect()
        } else {
            axes.to_vec()
        };
        if all.iter().any(|&a| a >= r) || self.numel() > FOLD_LIMIT {
            return None;
        }
        let float = self.dtype.is_float();
        let out_full: Vec<u64> = (0..r)
            .map(|d| if all.contains(&d) { 1 } else { self.shape[d] })
            .collect();
        let st = strides(&self.shape);
        let ost = strides(&out_full);
        let mut acc: Vec<Option<Elem>> = vec![None; numel(&out_full) as usize];
        for (flat, e) in self.elems.iter().enumerate() {
            let mut o = 0u64;
            for d in 0..r {
                if !all.contains(&d) {
                    o += ((flat as u64 / st[d]) % self.shape[d]) * ost[d];
                }
            }
            let slot = &mut acc[o as usize];
            *slot = Some(match slot.take() {
                None => e.clone(),
                Some(a) => elem_binary(&a, e, op, float)?,
            });
        }
        let empty = match op {
            "Add" => Elem::I(0),
            "Mul" => Elem::I(1),
            _ => {
                return acc
                    .into_iter()
                    .collect::<Option<Vec<_>>>()
                    .map(|elems| Lit {
                        dtype: self.dtype,
                        shape: Lit::kept(&out_full, &all, keep),
                        elems,
                    })
            }
        };
        let empty = if float { Elem::F(empty.f()?) } else { empty };
        Some(Lit {
            dtype: self.dtype,
            shape: Lit::kept(&out_full, &all, keep),
            elems: acc
                .into_iter()
                .map(|a| a.unwrap_or_else(|| empty.clone()))
                .collect(),
        })
    }

    /// The reduced shape: `full` (reduced dims 1) without them unless `keep`.
    fn kept(full: &[u64], axes: &[usize], keep: bool) -> Vec<u64> {
        full.iter()
            .enumerate()
            .filter(|(d, _)| keep || !axes.contains(d))
            .map(|(_, &n)| n)
            .collect()
    }

    /// `cond ? x : y` with broadcasting.
    pub fn where_(c: &Lit, x: &Lit, y: &Lit) -> Option<Lit> {
        Lit::broadcast_map(&[c, x, y], x.dtype, |e| match e[0] {
            Elem::I(0) => Some(e[2].clone()),
            Elem::I(_) => Some(e[1].clone()),
            _ => None,
        })
    }

    /// Elementwise unary op.
    pub fn unary(&self, op: &str) -> Option<Lit> {
        let elems = self
            .elems
            .iter()
            .map(|e| {
                if op == "Neg" {
                    return match e {
                        Elem::I(v) => v.checked_neg().map(Elem::I),
                        Elem::F(v) => Some(Elem::F(-v)),
                        Elem::S(s) => Some(Elem::S(s.neg())),
                    };
                }
                if op == "Not" {
                    return match e {
                        Elem::I(v) => Some(Elem::I((*v == 0) as i64)),
                        _ => None,
                    };
                }
                if op == "Abs" {
                    return match e {
                        Elem::I(v) => v.checked_abs().map(Elem::I),
                        Elem::F(v) => Some(Elem::F(v.abs())),
                        Elem::S(s) if s.provably_ge(&Expr::int(0)) => Some(Elem::S(s.clone())),
                        Elem::S(s) if Expr::int(0).provably_ge(s) => Some(Elem::S(s.neg())),
                        Elem::S(_) => None,
                    };
                }
                let x = e.f()?;
                let y = match op {
                    "Sqrt" => x.sqrt(),
                    "Exp" => x.exp(),
                    "Log" => x.ln(),
                    "Tanh" => x.tanh(),
                    "Sin" => x.sin(),
                    "Cos" => x.cos(),
                    "Relu" => x.max(0.0),
                    "Sigmoid" => 1.0 / (1.0 + (-x).exp()),
                    "Reciprocal" => 1.0 / x,
                    "Floor" => x.floor(),
                    "Ceil" => x.ceil(),
                    "Round" => x.round_ties_even(),
                    "Erf" => return None,
                    _ => return None,
                };
                Some(Elem::F(y))
            })
            .collect::<Option<Vec<_>>>()?;
        if !self.dtype.is_float()
            && !matches!(op, "Neg" | "Not" | "Abs" | "Floor" | "Ceil" | "Round")
        {
            return None;
        }
        Some(Lit {
            dtype: self.dtype,
            shape: self.shape.clone(),
            elems,
        })
    }

    pub fn gather(&self, idx: &Lit, axis: usize) -> Option<Lit> {
        let r = self.shape.len();
        if axis >= r {
            return None;
        }
        let outer: u64 = self.shape[..axis].iter().product();
        let inner: u64 = self.shape[axis + 1..].iter().product();
        let dim = self.shape[axis] as i64;
        let ids = idx.as_ints()?;
        let mut shape: Vec<u64> = self.shape[..axis].to_vec();
        shape.extend_from_slice(&idx.shape);
        shape.extend_from_slice(&self.shape[axis + 1..]);
        if numel(&shape) > FOLD_LIMIT {
            return None;
        }
        let mut elems = Vec::new();
        for o in 0..outer {
            for &i in &ids {
                let i = if i < 0 { i + dim } else { i };
                if !(0..dim).contains(&i) {
                    return None;
                }
                let base = (o * self.shape[axis] + i as u64) * inner;
                elems.extend_from_slice(&self.elems[base as usize..(base + inner) as usize]);
            }
        }
        Some(Lit {
            dtype: self.dtype,
            shape,
            elems,
        })
    }

    pub fn concat(parts: &[&Lit], axis: usize) -> Option<Lit> {
        let first = parts.first()?;
        let r = first.shape.len();
        if axis >= r {
            return None;
        }
        let outer: u64 = first.shape[..axis].iter().product();
        let mut shape = first.shape.clone();
        shape[axis] = parts
            .iter()
            .map(|p| p.shape.get(axis).copied().unwrap_or(0))
            .sum();
        for p in parts {
            if p.shape.len() != r || (0..r).any(|d| d != axis && p.shape[d] != first.shape[d]) {
                return None;
            }
        }
        let mut elems = Vec::new();
        for o in 0..outer {
            for p in parts {
                let chunk: u64 = p.shape[axis..].iter().product();
                elems.extend_from_slice(&p.elems[(o * chunk) as usize..((o + 1) * chunk) as usize]);
            }
        }
        Some(Lit {
            dtype: first.dtype,
            shape,
            elems,
        })
    }

    /// Slice with already-normalised (start, step, count) per axis.
    pub fn slice(&self, ranges: &[(usize, i64, i64, u64)]) -> Option<Lit> {
        let mut shape = self.shape.clone();
        for &(axis, _, _, count) in ranges {
            shape[axis] = count;
        }
        let st = strides(&self.shape);
        Some(self.remap(shape, |c| {
            let mut src = 0i64;
            for (d, &x) in c.iter().enumerate() {
                let mut x = x as i64;
                if let Some(&(_, start, step, _)) = ranges.iter().find(|r| r.0 == d) {
                    x = start + x * step;
                }
                src += x * st[d] as i64;
            }
            src as usize
        }))
    }

    /// A tensor of `shape` whose element at coordinates `c` is
    /// `self.elems[src(c)]` (the index maps of slice, tile, transpose).
    fn remap(&self, shape: Vec<u64>, src: impl Fn(&[u64]) -> usize) -> Lit {
        let ost = strides(&shape);
        let total = numel(&shape);
        let mut c = vec![0u64; shape.len()];
        let mut elems = Vec::with_capacity(total as usize);
        for flat in 0..total {
            for d in 0..shape.len() {
                c[d] = (flat / ost[d]) % shape[d];
            }
            elems.push(self.elems[src(&c)].clone());
        }
        Lit {
            dtype: self.dtype,
            shape,
            elems,
        }
    }

    /// ONNX `OneHot`: `self` holds the indices; a new dim of extent `depth`
    /// at `axis` (already normalised against rank + 1) holds `on` at the
    /// index and `off` elsewhere. Indices outside `[-depth, depth)` give a
    /// row of `off` (onnxruntime's behaviour). `None` past [`FOLD_LIMIT`] or
    /// for symbolic indices.
    pub fn one_hot(&self, depth: u64, axis: usize, values: &Lit) -> Option<Lit> {
        let [off, on] = values.elems.as_slice() else {
            return None;
        };
        let ids = self.as_ints()?;
        let mut shape = self.shape.clone();
        if axis > shape.len() {
            return None;
        }
        shape.insert(axis, depth);
        if numel(&shape) > FOLD_LIMIT {
            return None;
        }
        let outer: u64 = self.shape[..axis].iter().product();
        let inner: u64 = self.shape[axis..].iter().product();
        let mut elems = Vec::with_capacity(numel(&shape) as usize);
        for o in 0..outer {
            for c in 0..depth as i64 {
                for i in 0..inner {
                    let id = ids[(o * inner + i) as usize];
                    let id = if id < 0 { id + depth as i64 } else { id };
                    elems.push(if id == c { on.clone() } else { off.clone() });
                }
            }
        }
        Some(Lit {
            dtype: values.dtype,
            shape,
            elems,
        })
    }

    /// numpy `tile` with one repeat count per dim; `None` past [`FOLD_LIMIT`].
    pub fn tile(&self, reps: &[u64]) -> Option<Lit> {
        if reps.len() != self.shape.len() {
            return None;
        }
        let shape: Vec<u64> = self.shape.iter().zip(reps).map(|(d, r)| d * r).collect();
        if numel(&shape) > FOLD_LIMIT {
            return None;
        }
        let st = strides(&self.shape);
        Some(self.remap(shape, |c| {
            c.iter()
                .zip(&self.shape)
                .zip(&st)
                .map(|((x, n), s)| x % n * s)
                .sum::<u64>() as usize
        }))
    }

    pub fn transpose(&self, perm: &[usize]) -> Option<Lit> {
        let shape: Vec<u64> = perm.iter().map(|&p| self.shape[p]).collect();
        let st = strides(&self.shape);
        Some(self.remap(shape, |c| {
            c.iter().zip(perm).map(|(x, &p)| x * st[p]).sum::<u64>() as usize
        }))
    }
}

fn elem_binary(a: &Elem, b: &Elem, op: &str, float: bool) -> Option<Elem> {
    use Elem::*;
    if let (Some(x), Some(y), true) = (a.f(), b.f(), float) {
        let v = match op {
            "Add" => x + y,
            "Sub" => x - y,
            "Mul" => x * y,
            "Div" => x / y,
            "Pow" => x.powf(y),
            "Max" => x.max(y),
            "Min" => x.min(y),
            "Equal" => return Some(I((x == y) as i64)),
            "Less" => return Some(I((x < y) as i64)),
            "Greater" => return Some(I((x > y) as i64)),
            "LessOrEqual" => return Some(I((x <= y) as i64)),
            "GreaterOrEqual" => return Some(I((x >= y) as i64)),
            _ => return None,
        };
        return Some(F(v));
    }
    match (a, b) {
        (I(x), I(y)) => Some(I(match op {
            "Add" => x.checked_add(*y)?,
            "Sub" => x.checked_sub(*y)?,
            "Mul" => x.checked_mul(*y)?,
            "Div" => x.checked_div(*y)?,
            "Mod" => x.checked_rem(*y)?,
            "Pow" => x.checked_pow(u32::try_from(*y).ok()?)?,
            "Max" => *x.max(y),
            "Min" => *x.min(y),
            "Equal" => (x == y) as i64,
            "Less" => (x < y) as i64,
            "Greater" => (x > y) as i64,
            "LessOrEqual" => (x <= y) as i64,
            "GreaterOrEqual" => (x >= y) as i64,
            "And" => (*x != 0 && *y != 0) as i64,
            "Or" => (*x != 0 || *y != 0) as i64,
            "Xor" => ((*x != 0) ^ (*y != 0)) as i64,
            _ => return None,
        })),
        (S(_), _) | (_, S(_)) => {
            let (x, y) = (a.expr()?, b.expr()?);
            let t = |c: bool| Some(I(c as i64));
            match op {
                "Add" => Some(Elem::of_expr(x.add(&y))),
                "Sub" => Some(Elem::of_expr(x.sub(&y))),
                "Mul" => Some(Elem::of_expr(x.mul(&y))),
                // Integer division truncates: the floor where the dividend
                // is ≥ 0, and exact quotients either way.
                "Div" => match y.as_const() {
                    Some(k) if k > 0 && x.provably_ge(&Expr::int(0)) => {
                        Some(Elem::of_expr(x.floordiv(k as u64)?))
                    }
                    Some(k) if k < 0 && x.provably_ge(&Expr::int(0)) => {
                        Some(Elem::of_expr(x.floordiv(k.unsigned_abs())?.neg()))
                    }
                    _ => Some(Elem::of_expr(x.div_exact(&y)?)),
                },
                // ONNX Mod (fmod = 0) takes the divisor's sign: x − k·⌊x/k⌋.
                "Mod" => match y.as_const() {
                    Some(k) if k > 0 => Some(Elem::of_expr(x.sub(&x.floordiv(k as u64)?.scale(k)))),
                    _ => None,
                },
                "Max" => Some(Elem::of_expr(x.max_with(&y))),
                "Min" => Some(Elem::of_expr(x.min_with(&y))),
                // Decided only where the expressions decide it.
                "Equal" if x == y => t(true),
                "Equal" if x.provably_ge(&y.add(&Expr::int(1))) => t(false),
                "Equal" if y.provably_ge(&x.add(&Expr::int(1))) => t(false),
                "Less" | "GreaterOrEqual" if y.provably_ge(&x.add(&Expr::int(1))) => {
                    t(op == "Less")
                }
                "Less" | "GreaterOrEqual" if x.provably_ge(&y) => t(op != "Less"),
                "Greater" | "LessOrEqual" if x.provably_ge(&y.add(&Expr::int(1))) => {
                    t(op == "Greater")
                }
                "Greater" | "LessOrEqual" if y.provably_ge(&x) => t(op != "Greater"),
                _ => None,
            }
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn b() -> Elem {
        Elem::from_dim(&Dim::sym("batch"))
    }

    #[test]
    fn shape_chain_folds_symbolically() {
        // Shape([batch, 16, 64]) → Gather(0) → Concat([b], [-1, 4, 16])
        let shape = Lit::shape_of(&[Dim::sym("batch"), Dim::Fixed(16), Dim::Fixed(64)]);
        let b0 = shape.gather(&Lit::ints(&[0]), 0).unwrap();
        let cat = Lit::concat(&[&b0, &Lit::ints(&[-1, 4, 16])], 0).unwrap();
        assert_eq!(cat.elems, vec![b(), Elem::I(-1), Elem::I(4), Elem::I(16)]);
        let prod = Lit::binary(&b0, &Lit::ints(&[16]), "Mul").unwrap();
        assert_eq!(prod.as_dims().unwrap()[0].to_string(), "16*batch");
        let plus = Lit::binary(&b0, &Lit::ints(&[3]), "Add").unwrap();
        assert_eq!(plus.as_dims().unwrap()[0].to_string(), "batch + 3");
        // (batch + 3) / 2 truncates: floor for a non-negative dividend.
        let half = Lit::binary(&plus, &Lit::ints(&[2]), "Div").unwrap();
        assert_eq!(
            half.as_dims().unwrap()[0].to_string(),
            "floor((batch + 1)/2) + 1"
        );
        // batch ≥ 1: batch + 3 > 0 and batch > 0 are decided, batch > 1 is not.
        for (k, op, want) in [
            (0, "Greater", Some(1)),
            (1, "Less", Some(0)),
            (1, "Greater", None),
        ] {
            let r = Lit::binary(&b0, &Lit::ints(&[k]), op);
            assert_eq!(
                r.and_then(|l| l.as_ints()),
                want.map(|w| vec![w]),
                "batch {op} {k}"
            );
        }
    }

    /// tf2onnx's flattened extent: ReduceProd(Gather(Shape(x), [0, 1]))
    /// is `batch·16`; sums, maxima and kept dims as numpy computes them
    /// (`np.prod`, `np.sum(…, axis=0, keepdims=True)`, `np.max(…, axis=1)`).
    #[test]
    fn reductions_fold_shape_arithmetic() {
        let shape = Lit::shape_of(&[Dim::sym("batch"), Dim::Fixed(16), Dim::Fixed(64)]);
        let lead = shape.gather(&Lit::ints(&[0, 1]), 0).unwrap();
        let prod = lead.reduce(&[], false, "Mul").unwrap();
        assert_eq!(prod.shape, Vec::<u64>::new());
        assert_eq!(prod.as_dims().unwrap()[0].to_string(), "16*batch");
        let m = Lit {
            dtype: DType::I64,
            shape: vec![2, 3],
            elems: [1, 5, 2, 4, 0, 7].into_iter().map(Elem::I).collect(),
        };
        let sum = m.reduce(&[0], true, "Add").unwrap();
        assert_eq!(
            (sum.shape.clone(), sum.as_ints().unwrap()),
            (vec![1, 3], vec![5, 5, 9])
        );
        let max = m.reduce(&[1], false, "Max").unwrap();
        assert_eq!(
            (max.shape.clone(), max.as_ints().unwrap()),
            (vec![2], vec![5, 7])
        );
        // An empty product is 1 (numpy's identity).
        let empty = Lit::ints(&[]).reduce(&[], false, "Mul").unwrap();
        assert_eq!(empty.as_ints().unwrap(), vec![1]);
    }

    #[test]
    fn where_selects_with_broadcast() {
        let c = Lit {
            dtype: DType::Bool,
            shape: vec![3],
            elems: vec![Elem::I(1), Elem::I(0), Elem::I(1)],
        };
        let x = Lit::ints(&[10, 20, 30]);
        let y = Lit {
            dtype: DType::I64,
            shape: vec![],
            elems: vec![Elem::I(-1)],
        };
        let w = Lit::where_(&c, &x, &y).unwrap();
        assert_eq!(w.as_ints().unwrap(), vec![10, -1, 30]);
    }

    #[test]
    fn one_hot_matches_the_onnx_reference() {
        // Expected values from onnx.reference.ReferenceEvaluator on the same
        // OneHot node (index -1 is class 2; 5 is out of range: all off).
        let idx = Lit::ints(&[0, 2, -1, 5]);
        let values = Lit::ints(&[1, 7]);
        let r = idx.one_hot(3, 1, &values).unwrap();
        assert_eq!(r.shape, vec![4, 3]);
        assert_eq!(
            r.as_ints().unwrap(),
            vec![7, 1, 1, 1, 1, 7, 1, 1, 7, 1, 1, 1]
        );
        // axis 0: the transpose of the above
        let r0 = idx.one_hot(3, 0, &values).unwrap();
        assert_eq!(r0.shape, vec![3, 4]);
        assert_eq!(
            r0.as_ints().unwrap(),
            vec![7, 1, 1, 1, 1, 1, 1, 1, 1, 7, 7, 1]
        );
    }

    #[test]
    fn tile_matches_numpy() {
        // np.tile([[1, 2], [3, 4]], (2, 3))
        let x = Lit::ints(&[1, 2, 3, 4]).reshape(vec![2, 2]).unwrap();
        let r = x.tile(&[2, 3]).unwrap();
        assert_eq!(r.shape, vec![4, 6]);
        assert_eq!(
            r.as_ints().unwrap(),
            vec![1, 2, 1, 2, 1, 2, 3, 4, 3, 4, 3, 4, 1, 2, 1, 2, 1, 2, 3, 4, 3, 4, 3, 4]
        );
    }

    #[test]
    fn transpose_and_slice() {
        let x = Lit {
            dtype: DType::I64,
            shape: vec![2, 3],
            elems: (0..6).map(Elem::I).collect(),
        };
        assert_eq!(
            x.transpose(&[1, 0]).unwrap().as_ints().unwrap(),
            vec![0, 3, 1, 4, 2, 5]
        );
        // x[:, 2:0:-1]
        assert_eq!(
            x.slice(&[(1, 2, -1, 2)]).unwrap().as_ints().unwrap(),
            vec![2, 1, 5, 4]
        );
    }
}
