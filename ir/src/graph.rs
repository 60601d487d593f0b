//! The dataflow graph: ops and values in `PrimaryMap`s, their order apart.
//!
//! `ops` and `values` own the data; `order` is the program order of ops (a
//! topological order once verified). Passes that reorder or delete ops edit
//! `order` and leave dead entries in the maps; printing and every consumer
//! follow `order`. Graph inputs, parameters (trainable weights) and constants
//! are values without a defining op.

use crate::entities::{OpId, ValueId};
use crate::op::{Attr, Attrs, OpKind};
use crate::types::{DType, TensorType};
use cranelift_entity::PrimaryMap;
use smallvec::SmallVec;
use std::collections::BTreeMap;
use std::sync::Arc;

/// Where a value comes from.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ValueDef {
    /// A graph input (activations fed at run time).
    Input,
    /// A trainable parameter (weight); its data, if loaded, is in [`Graph::data`].
    Param,
    /// A constant that is not trained (folded shapes, masks, scalars).
    Const,
    /// Result number `index` of `op`.
    Result(OpId, u16),
}

/// Element type, shape, origin and source name of a value.
#[derive(Clone, PartialEq, Debug)]
pub struct ValueData {
    pub ty: TensorType,
    pub def: ValueDef,
    /// Name in the source model (may be empty).
    pub name: String,
}

/// Raw little-endian element bytes of a constant or parameter.
#[derive(Clone, PartialEq, Debug)]
pub struct TensorData {
    pub dtype: DType,
    pub bytes: Arc<Vec<u8>>,
}

impl TensorData {
    pub fn from_i64s(v: &[i64]) -> TensorData {
        TensorData {
            dtype: DType::I64,
            bytes: Arc::new(v.iter().flat_map(|x| x.to_le_bytes()).collect()),
        }
    }

    pub fn from_f32s(v: &[f32]) -> TensorData {
        TensorData {
            dtype: DType::F32,
            bytes: Arc::new(v.iter().flat_map(|x| x.to_le_bytes()).collect()),
        }
    }

    /// Number of elements held.
    pub fn len(&self) -> usize {
        self.bytes.len() / self.dtype.size_bytes() as usize
    }

    pub fn is_empty(&self) -> bool {
        self.bytes.is_empty()
    }

    /// Elements widened to `i64` (integer and bool types; floats truncate).
    pub fn to_i64s(&self) -> Vec<i64> {
        let b = &self.bytes[..];
        match self.dtype {
            DType::I64 => b
                .chunks_exact(8)
                .map(|c| i64::from_le_bytes(c.try_into().unwrap()))
                .collect(),
            DType::I32 => b
                .chunks_exact(4)
                .map(|c| i32::from_le_bytes(c.try_into().unwrap()) as i64)
                .collect(),
            DType::I16 => b
                .chunks_exact(2)
                .map(|c| i16::from_le_bytes(c.try_into().unwrap()) as i64)
                .collect(),
            DType::I8 => b.iter().map(|&x| x as i8 as i64).collect(),
            DType::U64 => b
                .chunks_exact(8)
                .map(|c| u64::from_le_bytes(c.try_into().unwrap()) as i64)
                .collect(),
            DType::U32 => b
                .chunks_exact(4)
                .map(|c| u32::from_le_bytes(c.try_into().unwrap()) as i64)
                .collect(),
            DType::U16 => b
                .chunks_exact(2)
                .map(|c| u16::from_le_bytes(c.try_into().unwrap()) as i64)
                .collect(),
            DType::U8 | DType::Bool | DType::U4 | DType::U2 => {
                b.iter().map(|&x| x as i64).collect()
            }
            DType::I4 | DType::I2 => b.iter().map(|&x| x as i8 as i64).collect(),
            _ => self.to_f64s().into_iter().map(|x| x as i64).collect(),
        }
    }

    /// Elements widened to `f64`.
    pub fn to_f64s(&self) -> Vec<f64> {
        let b = &self.bytes[..];
        match self.dtype {
            DType::F64 => b
                .chunks_exact(8)
                .map(|c| f64::from_le_bytes(c.try_into().unwrap()))
                .collect(),
            DType::F32 => b
                .chunks_exact(4)
                .map(|c| f32::from_le_bytes(c.try_into().unwrap()) as f64)
                .collect(),
            DType::F16 => b
                .chunks_exact(2)
                .map(|c| f16_to_f32(u16::from_le_bytes([c[0], c[1]])) as f64)
                .collect(),
            DType::BF16 => b
                .chunks_exact(2)
                .map(|c| bf16_to_f32(u16::from_le_bytes([c[0], c[1]])) as f64)
                .collect(),
            DType::U64 => b
                .chunks_exact(8)
                .map(|c| u64::from_le_bytes(c.try_into().unwrap()) as f64)
                .collect(),
            d if d.is_low_float() => b
                .iter()
                .map(|&x| crate::lowp::decode(d, x).unwrap_or(f64::NAN))
                .collect(),
            _ => self.to_i64s().into_iter().map(|x| x as f64).collect(),
        }
    }

    /// Encode `f64` values as `dtype` (rounding / truncating as a cast does).
    pub fn from_f64s(dtype: DType, v: &[f64]) -> TensorData {
        let mut bytes = Vec::with_capacity(v.len() * dtype.size_bytes() as usize);
        for &x in v {
            match dtype {
                DType::F64 => bytes.extend(x.to_le_bytes()),
                DType::F32 => bytes.extend((x as f32).to_le_bytes()),
                DType::F16 => bytes.extend(f32_to_f16(x as f32).to_le_bytes()),
                DType::BF16 => bytes.extend(f32_to_bf16(x as f32).to_le_bytes()),
                DType::I64 => bytes.extend((x as i64).to_le_bytes()),
                DType::I32 => bytes.extend((x as i32).to_le_bytes()),
                DType::I16 => bytes.extend((x as i16).to_le_bytes()),
                DType::I8 => bytes.push(x as i8 as u8),
                DType::U64 => bytes.extend((x as u64).to_le_bytes()),
                DType::U32 => bytes.extend((x as u32).to_le_bytes()),
                DType::U16 => bytes.extend((x as u16).to_le_bytes()),
                DType::U8 => bytes.push(x as u8),
                DType::Bool => bytes.push((x != 0.0) as u8),
                // values a low-precision type holds encode exactly (±inf stays
                // inf where the type has it); rounding is the op's business
                d => bytes.push(crate::lowp::encode(d, x, false, "nearest").unwrap_or(0)),
            }
        }
        TensorData {
            dtype,
            bytes: Arc::new(bytes),
        }
    }
}

/// Single → bfloat16, round to nearest even (NaN stays NaN).
pub fn f32_to_bf16(f: f32) -> u16 {
    let b = f.to_bits();
    if f.is_nan() {
        return ((b >> 16) as u16) | 0x40;
    }
    let round = 0x7fff + ((b >> 16) & 1);
    (b.wrapping_add(round) >> 16) as u16
}

/// bfloat16 → single (exact: the upper half of its bits).
pub fn bf16_to_f32(h: u16) -> f32 {
    f32::from_bits((h as u32) << 16)
}

/// IEEE half → single.
pub fn f16_to_f32(h: u16) -> f32 {
    let sign = ((h >> 15) as u32) << 31;
    let exp = ((h >> 10) & 0x1f) as u32;
    let mant = (h & 0x3ff) as u32;
    let bits = match (exp, mant) {
        (0, 0) => sign,
        (0, m) => {
            // subnormal: normalise
            let mut e = 127 - 15 + 1;
            let mut m = m;
            while m & 0x400 == 0 {
                m <<= 1;
                e -= 1;
            }
            sign | ((e as u32) << 23) | ((m & 0x3ff) << 13)
        }
        (0x1f, m) => sign | 0x7f80_0000 | (m << 13),
        (e, m) => sign | ((e + 127 - 15) << 23) | (m << 13),
    };
    f32::from_bits(bits)
}

/// IEEE single → half, round to nearest even.
pub fn f32_to_f16(f: f32) -> u16 {
    let x = f.to_bits();
    let sign = ((x >> 16) & 0x8000) as u16;
    let exp = ((x >> 23) & 0xff) as i32;
    let mant = x & 0x7f_ffff;
    if exp == 0xff {
        return sign | 0x7c00 | if mant != 0 { 0x200 } else { 0 };
    }
    let e = exp - 127 + 15;
    if e >= 0x1f {
        return sign | 0x7c00;
    }
    if e <= 0 {
        if e < -10 {
            return sign;
        }
        let m = mant | 0x80_0000;
        let shift = (14 - e) as u32;
        let half = 1 << (shift - 1);
        let mut r = m >> shift;
        let rem = m & ((1 << shift) - 1);
        if rem > half || (rem == half && r & 1 == 1) {
            r += 1;
        }
        return sign | r as u16;
    }
    let mut r = ((e as u32) << 10) | (mant >> 13);
    let rem = mant & 0x1fff;
    if rem > 0x1000 || (rem == 0x1000 && r & 1 == 1) {
        r += 1;
    }
    sign | r as u16
}

/// One operation.
#[derive(Clone, PartialEq, Debug)]
pub struct OpData {
    pub kind: OpKind,
    pub inputs: SmallVec<[ValueId; 4]>,
    pub outputs: SmallVec<[ValueId; 2]>,
    pub attrs: Attrs,
    /// Name of the source node (may be empty).
    pub name: String,
}

impl OpData {
    pub fn attr(&self, key: &str) -> Option<&Attr> {
        self.attrs.get(key)
    }

    /// An integer attribute (verified ops always have their required ones).
    pub fn attr_int(&self, key: &str) -> Option<i64> {
        match self.attrs.get(key) {
            Some(Attr::Int(v)) => Some(*v),
            _ => None,
        }
    }

    pub fn attr_str(&self, key: &str) -> Option<&str> {
        match self.attrs.get(key) {
            Some(Attr::Str(v)) => Some(v),
            _ => None,
        }
    }

    pub fn attr_float(&self, key: &str) -> Option<f64> {
        match self.attrs.get(key) {
            Some(Attr::Float(v)) => Some(*v),
            Some(Attr::Int(v)) => Some(*v as f64),
            _ => None,
        }
    }

    /// Marked [`crate::STOP_GRADIENT`]: autodiff treats its float results
    /// as constants.
    pub fn stops_gradient(&self) -> bool {
        self.attr_int(crate::STOP_GRADIENT) == Some(1)
    }

    pub fn attr_ints(&self, key: &str) -> Option<&[i64]> {
        match self.attrs.get(key) {
            Some(Attr::Ints(v)) => Some(v),
            _ => None,
        }
    }

    /// The left operand of a [`OpKind::MatMul`], the data of a [`OpKind::Gather`],
    /// the input of a unary op: operand 0.
    pub fn lhs(&self) -> ValueId {
        self.inputs[0]
    }

    /// The right operand of a binary op / the weight of a Conv: operand 1.
    pub fn rhs(&self) -> ValueId {
        self.inputs[1]
    }

    /// The single result of a single-result op.
    pub fn result(&self) -> ValueId {
        self.outputs[0]
    }
}

/// A fact about symbolic extents that a frontend relied on: the extent
/// `atom` is `value` (ONNX `Squeeze` of a symbolic extent needs it to be 1;
/// a `Concat` of `[unk, 16]` and `[1, 16]` on axis 1 needs `unk` = 1, one of
/// `[a, 16]` and `[b, 16]` needs `b` = `a`). Types are compared modulo the
/// graph's assumptions ([`Graph::assumed`]); [`Graph::bind`] checks each
/// one once its symbols are bound, and drops it. [`Graph::assume`] keeps
/// them solved: no assumed atom occurs in a value.
#[derive(Clone, Debug, PartialEq)]
pub struct Assumption {
    pub atom: crate::sym::Atom,
    pub value: crate::sym::Expr,
    /// The op (source name) that relies on it.
    pub origin: String,
}

/// A dataflow graph.
#[derive(Clone, Debug, Default)]
pub struct Graph {
    pub name: String,
    pub ops: PrimaryMap<OpId, OpData>,
    pub values: PrimaryMap<ValueId, ValueData>,
    /// Program order of ops.
    pub order: Vec<OpId>,
    /// Graph inputs, in signature order.
    pub inputs: Vec<ValueId>,
    /// Graph outputs, in signature order.
    pub outputs: Vec<ValueId>,
    /// Data of parameters and constants, where loaded.
    pub data: BTreeMap<ValueId, TensorData>,
    /// Facts about symbolic extents the graph relies on (empty once bound).
    pub assumptions: Vec<Assumption>,
}

impl Graph {
    pub fn new(name: impl Into<String>) -> Graph {
        Graph {
            name: name.into(),
            ..Graph::default()
        }
    }

    /// Add a graph input.
    pub fn add_input(&mut self, name: impl Into<String>, ty: TensorType) -> ValueId {
        let v = self.values.push(ValueData {
            ty,
            def: ValueDef::Input,
            name: name.into(),
        });
        self.inputs.push(v);
        v
    }

    /// Add a parameter (weight) with optional data.
    pub fn add_param(
        &mut self,
        name: impl Into<String>,
        ty: TensorType,
        data: Option<TensorData>,
    ) -> ValueId {
        let v = self.values.push(ValueData {
            ty,
            def: ValueDef::Param,
            name: name.into(),
        });
        if let Some(d) = data {
            self.data.insert(v, d);
        }
        v
    }

    /// Add a constant with data.
    pub fn add_const(
        &mut self,
        name: impl Into<String>,
        ty: TensorType,
        data: Option<TensorData>,
    ) -> ValueId {
        let v = self.values.push(ValueData {
            ty,
            def: ValueDef::Const,
            name: name.into(),
        });
        if let Some(d) = data {
            self.data.insert(v, d);
        }
        v
    }

    /// Append an op at the end of the order; creates its result values.
    pub fn add_op(
        &mut self,
        kind: OpKind,
        inputs: &[ValueId],
        attrs: Attrs,
        result_types: Vec<TensorType>,
        name: impl Into<String>,
    ) -> OpId {
        let op = self.ops.push(OpData {
            kind,
            inputs: inputs.iter().copied().collect(),
            outputs: SmallVec::new(),
            attrs,
            name: name.into(),
        });
        for (i, ty) in result_types.into_iter().enumerate() {
            let v = self.values.push(ValueData {
                ty,
                def: ValueDef::Result(op, i as u16),
                name: String::new(),
            });
            self.ops[op].outputs.push(v);
        }
        self.order.push(op);
        op
    }

    /// Type of a value.
    pub fn ty(&self, v: ValueId) -> &TensorType {
        &self.values[v].ty
    }

    /// Parameters (trainable weights), in id order.
    pub fn params(&self) -> impl Iterator<Item = ValueId> + '_ {
        self.values
            .iter()
            .filter(|(_, d)| d.def == ValueDef::Param)
            .map(|(v, _)| v)
    }

    /// Constants, in id order.
    pub fn consts(&self) -> impl Iterator<Item = ValueId> + '_ {
        self.values
            .iter()
            .filter(|(_, d)| d.def == ValueDef::Const)
            .map(|(v, _)| v)
    }

    /// Total number of parameter elements (symbolic params count as 0).
    pub fn param_count(&self) -> u64 {
        self.params()
            .filter_map(|v| self.values[v].ty.num_elements())
            .sum()
    }

    /// Ops in program order with their data.
    pub fn ops_in_order(&self) -> impl Iterator<Item = (OpId, &OpData)> + '_ {
        self.order.iter().map(move |&o| (o, &self.ops[o]))
    }

    /// Values live in the graph: inputs, params/consts used by a live op or
    /// returned, and the results of live ops — the values the printer shows.
    pub fn used_values(&self) -> cranelift_entity::EntitySet<ValueId> {
        let mut used = cranelift_entity::EntitySet::with_capacity(self.values.len());
        for &v in &self.inputs {
            used.insert(v);
        }
        for (_, op) in self.ops_in_order() {
            for &v in op.inputs.iter().chain(op.outputs.iter()) {
                used.insert(v);
            }
        }
        for &v in &self.outputs {
            used.insert(v);
        }
        used
    }

    /// Number of users of each value among live ops (graph outputs count once).
    pub fn use_counts(&self) -> cranelift_entity::SecondaryMap<ValueId, u32> {
        let mut uses = cranelift_entity::SecondaryMap::with_capacity(self.values.len());
        for (_, op) in self.ops_in_order() {
            for &v in &op.inputs {
                uses[v] += 1;
            }
        }
        for &v in &self.outputs {
            uses[v] += 1;
        }
        uses
    }

    /// Remove ops whose results are unused (iterating to a fixed point) and
    /// return how many were removed. Ops with no results (`Send`) and custom
    /// ops are kept: they may have effects.
    pub fn remove_dead_ops(&mut self) -> usize {
        let mut removed = 0;
        loop {
            let uses = self.use_counts();
            let before = self.order.len();
            let ops = &self.ops;
            self.order.retain(|&o| {
                let op = &ops[o];
                let effectful = op.outputs.is_empty() || matches!(op.kind, OpKind::Custom { .. });
                effectful || op.outputs.iter().any(|&v| uses[v] > 0)
            });
            let n = before - self.order.len();
            if n == 0 {
                break;
            }
            removed += n;
        }
        removed
    }

    /// The names of the graph's outputs, in order.
    pub fn output_names(&self) -> Vec<String> {
        self.outputs
            .iter()
            .map(|&v| self.values[v].name.clone())
            .collect()
    }

    /// A copy without dead ops or unused values, renumbered in printing
    /// order (inputs, then parameters and constants by id, then op results in
    /// program order). The printer's text of a compacted graph parses back to
    /// identical ids.
    pub fn compact(&self) -> Graph {
        let used = self.used_values();
        let mut g = Graph::new(self.name.clone());
        let mut map = cranelift_entity::SecondaryMap::<ValueId, Option<ValueId>>::with_capacity(
            self.values.len(),
        );
        for &v in &self.inputs {
            let d = &self.values[v];
            map[v] = Some(g.add_input(d.name.clone(), d.ty.clone()));
        }
        for (v, d) in self.values.iter() {
            if !used.contains(v) {
                continue;
            }
            let data = self.data.get(&v).cloned();
            match d.def {
                ValueDef::Param => map[v] = Some(g.add_param(d.name.clone(), d.ty.clone(), data)),
                ValueDef::Const => map[v] = Some(g.add_const(d.name.clone(), d.ty.clone(), data)),
                _ => {}
            }
        }
        for (_, op) in self.ops_in_order() {
            let inputs: Vec<ValueId> = op.inputs.iter().map(|&v| map[v].unwrap_or(v)).collect();
            let types = op
                .outputs
                .iter()
                .map(|&r| self.values[r].ty.clone())
                .collect();
            let new = g.add_op(
                op.kind.clone(),
                &inputs,
                op.attrs.clone(),
                types,
                op.name.clone(),
            );
            for (&old, &nv) in op.outputs.iter().zip(g.ops[new].outputs.clone().iter()) {
                map[old] = Some(nv);
                g.values[nv].name = self.values[old].name.clone();
            }
        }
        g.outputs = self.outputs.iter().map(|&v| map[v].unwrap_or(v)).collect();
        g.assumptions = self.assumptions.clone();
        g
    }

    /// Record that the extent `atom` is `value`, for the op named
    /// `origin`. Both sides are first taken modulo the assumptions already
    /// made; what is left must be an atom equal to an expression that does
    /// not mention it (the atom on the left if it still is one, else the
    /// value if that is an atom), which then replaces that atom in the
    /// values of the earlier assumptions. `true` if the fact holds now
    /// (recorded, or implied by the earlier ones), `false` if it cannot be
    /// recorded (`2 = 3`, `a = a + 1`, `a·b = c·d`).
    pub fn assume(
        &mut self,
        atom: crate::sym::Atom,
        value: impl Into<crate::sym::Expr>,
        origin: impl Into<String>,
    ) -> bool {
        use crate::sym::Expr;
        let lhs = self.assumed_expr(&Expr::of_atom(atom));
        let rhs = self.assumed_expr(&value.into());
        if lhs == rhs {
            return true;
        }
        let solve = |a: &Expr, e: &Expr| a.as_atom().filter(|&at| !e.mentions(at)).cloned();
        let Some((atom, value)) = solve(&lhs, &rhs)
            .map(|a| (a, rhs.clone()))
            .or_else(|| solve(&rhs, &lhs).map(|a| (a, lhs.clone())))
        else {
            return false;
        };
        for a in &mut self.assumptions {
            a.value = a.value.replace_with(&atom, &value);
        }
        self.assumptions.push(Assumption {
            atom,
            value,
            origin: origin.into(),
        });
        true
    }

    /// `e` with the graph's assumptions applied.
    pub fn assumed_expr(&self, e: &crate::sym::Expr) -> crate::sym::Expr {
        self.assumptions
            .iter()
            .fold(e.clone(), |e, a| e.replace_with(&a.atom, &a.value))
    }

    /// `t` with the graph's assumptions applied to its symbolic extents.
    pub fn assumed(&self, t: &TensorType) -> TensorType {
        if self.assumptions.is_empty() || !t.is_symbolic() {
            return t.clone();
        }
        let shape = t
            .shape
            .iter()
            .map(|d| match d {
                crate::types::Dim::Sym(s) => {
                    let e = self.assumed_expr(s.expr());
                    crate::types::Dim::from_expr(e).unwrap_or(crate::types::Dim::Fixed(u64::MAX))
                }
                d => d.clone(),
            })
            .collect();
        TensorType {
            dtype: t.dtype,
            shape,
        }
    }
}
