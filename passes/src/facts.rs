//! Facts about a graph's ops and values shared by the block finder
//! ([`crate::blocks`]), the op sequence and its layers ([`crate::layers`]),
//! the module finder ([`crate::modules`]) and workloads
//! ([`crate::workload`]): structural signatures (a stable FNV-1a hash of
//! kinds, attributes and types, never names), heavy ops, activations and
//! their live ranges, bytes in the compute dtype, tokens per sample, the
//! Megatron TP role of each op, the activations the backward keeps, and
//! the op sequence type itself. Those
//! modules build on this one and not on each other's internals, so they do
//! not import each other in a cycle.
//!
//! Establishes nothing on its own: pure functions of a verified graph with
//! fixed dims (the per-sample graph).

use crate::PassError;
use hetc_ir::{DType, Graph, OpClass, OpId, OpKind, ValueDef, ValueId};
use std::hash::{Hash, Hasher};

/// FNV-1a: a hasher whose output is stable across runs and Rust versions.
pub(crate) struct Fnv(pub(crate) u64);

impl Fnv {
    /// The FNV-1a offset basis.
    pub(crate) fn new() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= b as u64;
            self.0 = self.0.wrapping_mul(0x100_0000_01b3);
        }
    }
}

pub(crate) fn op_signature(graph: &Graph, op: OpId, h: &mut Fnv) {
    let d = &graph.ops[op];
    d.kind.hash(h);
    d.attrs.len().hash(h);
    for (k, a) in &d.attrs {
        k.hash(h);
        a.hash(h);
    }
    for &v in d.inputs.iter().chain(d.outputs.iter()) {
        graph.ty(v).hash(h);
    }
}

pub(crate) fn heavy(graph: &Graph, op: OpId) -> bool {
    let d = &graph.ops[op];
    d.kind.class() == OpClass::Contraction
        || (d.kind == OpKind::Gather && graph.values[d.inputs[0]].def == ValueDef::Param)
}

pub(crate) fn is_activation(graph: &Graph, v: ValueId) -> bool {
    !matches!(graph.values[v].def, ValueDef::Param | ValueDef::Const)
}

/// Number of live activations at each cut point `c` (between op `c-1` and op
/// `c` of the order), for `c` in `0..=n`.
pub(crate) fn crossings(graph: &Graph) -> Vec<u32> {
    let n = graph.order.len();
    let mut pos = cranelift_entity::SecondaryMap::<ValueId, Option<usize>>::new();
    for (i, &o) in graph.order.iter().enumerate() {
        for &r in &graph.ops[o].outputs {
            pos[r] = Some(i + 1);
        }
    }
    let mut last = cranelift_entity::SecondaryMap::<ValueId, Option<usize>>::new();
    for (i, &o) in graph.order.iter().enumerate() {
        for &v in &graph.ops[o].inputs {
            last[v] = Some(i);
        }
    }
    let mut diff = vec![0i64; n + 2];
    for (v, _) in graph.values.iter() {
        if !is_activation(graph, v) {
            continue;
        }
        let def = pos[v].unwrap_or(0);
        if let Some(l) = last[v] {
            // live at cuts def..=l
            if def <= l {
                diff[def] += 1;
                diff[l + 1] -= 1;
            }
        }
    }
    let mut out = Vec::with_capacity(n + 1);
    let mut acc = 0i64;
    for d in diff.iter().take(n + 1) {
        acc += d;
        out.push(acc as u32);
    }
    out
}

/// Elements of the activations live at each cut point (a symbolic value
/// counts as one element).
pub(crate) fn live_elements(graph: &Graph) -> Vec<u64> {
    let n = graph.order.len();
    let mut def = cranelift_entity::SecondaryMap::<ValueId, usize>::new();
    for (i, &o) in graph.order.iter().enumerate() {
        for &r in &graph.ops[o].outputs {
            def[r] = i + 1;
        }
    }
    let last = last_uses(graph);
    let mut diff = vec![0i128; n + 2];
    for (v, d) in graph.values.iter() {
        if !is_activation(graph, v) {
            continue;
        }
        if let Some(l) = last[v] {
            if def[v] <= l {
                let w = d.ty.num_elements().unwrap_or(1) as i128;
                diff[def[v]] += w;
                diff[l + 1] -= w;
            }
        }
    }
    let mut acc = 0i128;
    diff.iter()
        .take(n + 1)
        .map(|d| {
            acc += d;
            acc as u64
        })
        .collect()
}

/// Position of the last op that reads each value.
pub(crate) fn last_uses(graph: &Graph) -> cranelift_entity::SecondaryMap<ValueId, Option<usize>> {
    let mut last = cranelift_entity::SecondaryMap::new();
    for (i, &o) in graph.order.iter().enumerate() {
        for &v in &graph.ops[o].inputs {
            last[v] = Some(i);
        }
    }
    last
}

/// Factor from a value's stored element size to the compute dtype's (floats
/// only; integer tensors keep their size).
pub(crate) fn dtype_scale(t: &hetc_ir::TensorType, compute_dtype: DType) -> f64 {
    if t.dtype.is_float() {
        compute_dtype.size_bytes() as f64 / t.dtype.size_bytes() as f64
    } else {
        1.0
    }
}

/// Bytes of `v` in the compute dtype; an error naming `v` if its type is symbolic.
pub(crate) fn value_bytes(
    graph: &Graph,
    v: ValueId,
    compute_dtype: DType,
) -> Result<f64, PassError> {
    let t = graph.ty(v);
    let b = t.size_bytes().ok_or_else(|| {
        PassError::Workload(format!(
            "{v} has symbolic type {t}; bind its dims with --bind"
        ))
    })?;
    Ok(b as f64 * dtype_scale(t, compute_dtype))
}

/// Tokens per sample: the element count of the first integer input (token
/// ids) per sample; 1 for models without one.
pub fn tokens_per_sample(graph: &Graph) -> u64 {
    graph
        .inputs
        .iter()
        .map(|&v| graph.ty(v))
        .find(|t| !t.dtype.is_float() && t.rank() >= 1)
        .and_then(|t| {
            t.shape[1..]
                .iter()
                .map(|d| d.fixed())
                .product::<Option<u64>>()
        })
        .unwrap_or(1)
}

/// One op of the sequence, with its per-sample costs.
#[derive(Clone, Debug, PartialEq)]
pub struct OpItem {
    /// Op name from the graph, or synthetic (`block3.qkv`).
    pub name: String,
    /// Structural hash of kind, attributes, operand and result types (not names).
    pub signature: u64,
    /// A contraction (GEMM, conv), or an embedding lookup into a parameter.
    pub heavy: bool,
    /// Forward FLOPs per sample.
    pub fwd_flops: f64,
    /// Forward bytes moved per sample, in the compute dtype.
    pub fwd_bytes: f64,
    /// Parameter elements first used by this op (shared ones counted once).
    pub params: u64,
    /// Activation bytes kept for the backward per sample, charged to the
    /// op that first reads them ([`kept_bytes`]).
    pub act_bytes: f64,
    /// The part of `act_bytes` that Megatron TP keeps whole on every rank
    /// (values it does not split: norms' inputs and outputs, the residual
    /// stream).
    pub act_bytes_whole: f64,
    /// Bytes of the activations live across a cut right after this op, per sample.
    pub cut_bytes: f64,
    /// Number of activation tensors live across that cut (the residual
    /// stream alone between blocks): where a module may begin or end.
    pub cut_tensors: u32,
    /// Work divided across TP ranks under Megatron TP.
    pub tp_split: bool,
    /// Part of the embedding lookup or the LM head (vocabulary-parallel).
    pub vocab_parallel: bool,
    /// Bytes all-reduced for this op under TP, per sample: the output of a
    /// row-parallel GEMM or an embedding lookup, the input of the LM head
    /// (its gradient, in backward); 0 otherwise.
    pub tp_reduce_bytes: f64,
}

/// A model as a sequence of ops.
#[derive(Clone, Debug, PartialEq)]
pub struct OpSequence {
    pub model: String,
    pub ops: Vec<OpItem>,
    /// Tokens per sample (sequence length; 1 for image models).
    pub tokens_per_sample: u64,
    /// Element type of compute and activations.
    pub dtype: DType,
    /// Bytes of the model inputs per sample (what the first layer reads).
    pub input_bytes: f64,
}

impl OpSequence {
    pub fn signatures(&self) -> Vec<u64> {
        self.ops.iter().map(|o| o.signature).collect()
    }

    pub fn heavy(&self) -> Vec<bool> {
        self.ops.iter().map(|o| o.heavy).collect()
    }

    /// Where a module may begin or end, for the `n + 1` cut points (cut `c`
    /// lies before op `c`): the sequence's ends, and the cuts where no more
    /// activation tensors are live than at the narrowest cut between the
    /// first and the last heavy op (the residual stream, plus anything every
    /// block reads, such as an attention mask).
    pub fn module_boundaries(&self) -> Vec<bool> {
        let n = self.ops.len();
        let first = self.ops.iter().position(|o| o.heavy);
        let last = self.ops.iter().rposition(|o| o.heavy);
        let threshold = match (first, last) {
            (Some(f), Some(l)) if l > f => self.ops[f..l]
                .iter()
                .map(|o| o.cut_tensors)
                .min()
                .unwrap_or(u32::MAX),
            _ => u32::MAX,
        };
        let mut ok = Vec::with_capacity(n + 1);
        ok.push(true);
        for (i, o) in self.ops.iter().enumerate() {
            ok.push(i + 1 == n || o.cut_tensors <= threshold);
        }
        ok
    }

    pub fn total_fwd_flops(&self) -> f64 {
        self.ops.iter().map(|o| o.fwd_flops).sum()
    }

    pub fn total_params(&self) -> u64 {
        self.ops.iter().map(|o| o.params).sum()
    }
}

/// The value `v` is a parameter, possibly transposed, reshaped or cast.
fn param_rooted(graph: &Graph, mut v: ValueId) -> bool {
    loop {
        match graph.values[v].def {
            ValueDef::Param => return true,
            ValueDef::Result(op, _) => {
                let d = &graph.ops[op];
                if matches!(d.kind, OpKind::Transpose | OpKind::Reshape | OpKind::Cast) {
                    v = d.inputs[0];
                } else {
                    return false;
                }
            }
            _ => return false,
        }
    }
}

fn is_weight_gemm(graph: &Graph, op: OpId) -> bool {
    let d = &graph.ops[op];
    d.kind == OpKind::MatMul && d.inputs.iter().any(|&v| param_rooted(graph, v))
}

fn is_embedding(graph: &Graph, op: OpId) -> bool {
    let d = &graph.ops[op];
    d.kind == OpKind::Gather && graph.values[d.inputs[0]].def == ValueDef::Param
}

/// The op producing `v`, if `v` is an op result.
fn producer(graph: &Graph, v: ValueId) -> Option<OpId> {
    match graph.values[v].def {
        ValueDef::Result(op, _) => Some(op),
        _ => None,
    }
}

/// An op that does not change what a GEMM result is: a reshape, or an add
/// of a parameter or constant (a bias). Returns the operand carrying the data.
fn glue_operand(graph: &Graph, op: OpId) -> Option<ValueId> {
    let d = &graph.ops[op];
    match d.kind {
        OpKind::Reshape => Some(d.inputs[0]),
        OpKind::Add if d.inputs.len() == 2 => {
            let fixed =
                |v: ValueId| matches!(graph.values[v].def, ValueDef::Param | ValueDef::Const);
            match (fixed(d.inputs[0]), fixed(d.inputs[1])) {
                (false, true) => Some(d.inputs[0]),
                (true, false) => Some(d.inputs[1]),
                _ => None,
            }
        }
        _ => None,
    }
}

/// Bytes all-reduced across the TP group for op `o` (per sample): a
/// row-parallel GEMM's and the embedding lookup's result; for the
/// vocabulary-parallel LM head, its input (the gradient of the hidden state
/// is all-reduced in backward; with Megatron's vocabulary-parallel
/// cross-entropy the logits are never gathered); 0 otherwise.
pub(crate) fn tp_reduce_bytes(
    graph: &Graph,
    o: OpId,
    roles: &cranelift_entity::SecondaryMap<OpId, (bool, bool, bool)>,
    vbytes: &dyn Fn(ValueId) -> Result<f64, PassError>,
) -> Result<f64, PassError> {
    let d = &graph.ops[o];
    let (_, vocab, row) = roles[o];
    if vocab && !is_embedding(graph, o) {
        return d
            .inputs
            .iter()
            .find(|&&v| !matches!(graph.values[v].def, ValueDef::Param | ValueDef::Const))
            .map_or(Ok(0.0), |&v| vbytes(v));
    }
    if vocab || row {
        return d.outputs.first().map_or(Ok(0.0), |&r| vbytes(r));
    }
    Ok(0.0)
}

/// Per-op TP roles: (tp_split, vocab_parallel, row-parallel GEMM).
pub(crate) fn tp_roles(
    graph: &Graph,
    tokens: u64,
) -> cranelift_entity::SecondaryMap<OpId, (bool, bool, bool)> {
    let mut roles = cranelift_entity::SecondaryMap::<OpId, (bool, bool, bool)>::new();
    let transformer = graph
        .order
        .iter()
        .any(|&o| graph.ops[o].kind == OpKind::Softmax);
    let mut uses = cranelift_entity::SecondaryMap::<ValueId, u32>::new();
    let mut user = cranelift_entity::SecondaryMap::<ValueId, Option<OpId>>::new();
    for &o in &graph.order {
        for &v in &graph.ops[o].inputs {
            uses[v] += 1;
            user[v] = Some(o);
        }
    }
    for &o in &graph.order {
        let d = &graph.ops[o];
        if is_embedding(graph, o) {
            roles[o] = (true, true, false);
        } else if transformer && d.kind == OpKind::MatMul {
            roles[o].0 = true;
            // The LM head: a weight GEMM whose result (through glue) is a
            // graph output, in a token model.
            if tokens > 1 && is_weight_gemm(graph, o) {
                let mut v = d.outputs[0];
                while uses[v] == 1 {
                    match user[v] {
                        Some(u) if glue_operand(graph, u) == Some(v) => v = graph.ops[u].outputs[0],
                        _ => break,
                    }
                }
                if graph.outputs.contains(&v) {
                    roles[o].1 = true;
                }
            }
        }
    }
    if !transformer {
        return roles;
    }
    let mut pos = cranelift_entity::SecondaryMap::<OpId, usize>::new();
    for (i, &o) in graph.order.iter().enumerate() {
        pos[o] = i;
    }
    for &o in &graph.order {
        let d = &graph.ops[o];
        match d.kind {
            // Residual add: each activation operand that is a weight GEMM's
            // result through glue marks that GEMM row-parallel.
            OpKind::Add if d.inputs.len() == 2 && glue_operand(graph, o).is_none() => {
                for (k, &v) in d.inputs.iter().enumerate() {
                    // The other operand must bypass the GEMM (defined before it).
                    let other = producer(graph, d.inputs[1 - k]).map(|p| pos[p]);
                    let mut v = v;
                    while let Some(p) = producer(graph, v) {
                        if is_weight_gemm(graph, p) {
                            if other.is_none_or(|q| q < pos[p]) {
                                roles[p].2 = true;
                            }
                            break;
                        }
                        match glue_operand(graph, p) {
                            Some(x) => v = x,
                            None => break,
                        }
                    }
                }
            }
            // Attention core: back from the softmax through elementwise ops
            // of the scores' type (scale, mask) to the scores GEMM.
            OpKind::Softmax => {
                roles[o].0 = true;
                let mut v = d.inputs[0];
                while let Some(p) = producer(graph, v) {
                    let pd = &graph.ops[p];
                    if pd.kind == OpKind::MatMul {
                        break;
                    }
                    if pd.kind.class() != OpClass::Elementwise {
                        break;
                    }
                    roles[p].0 = true;
                    let ty = graph.ty(pd.outputs[0]);
                    match pd.inputs.iter().find(|&&x| graph.ty(x) == ty) {
                        Some(&x) => v = x,
                        None => break,
                    }
                }
            }
            _ => {}
        }
    }
    // Sharded activations: a column-parallel GEMM's result (a weight GEMM
    // that is neither row-parallel nor fed a sharded input) and the LM
    // head's logits are split across the TP ranks, and so is every result
    // of an op fed a split activation (the MLP's activation function, the
    // attention's reshapes, rotary and scaling, the bias of a column-parallel
    // GEMM): those ops run on their shard. A row-parallel GEMM's result and
    // the embedding's are all-reduced: whole on every rank, like the norms
    // and residual adds that follow.
    let sharded = sharded_values(graph, &roles);
    for &o in &graph.order {
        if graph.ops[o].outputs.iter().any(|&r| sharded[r]) {
            roles[o].0 = true;
        }
    }
    roles
}

/// The values Megatron TP splits across the ranks, given the ops' roles
/// ([`tp_roles`]'s vocabulary-parallel and row-parallel flags): a
/// column-parallel GEMM's result, the LM head's logits, and every result of
/// an op fed a split value (see [`tp_roles`]); everything else is whole on
/// every rank.
pub(crate) fn sharded_values(
    graph: &Graph,
    roles: &cranelift_entity::SecondaryMap<OpId, (bool, bool, bool)>,
) -> cranelift_entity::SecondaryMap<ValueId, bool> {
    let mut sharded = cranelift_entity::SecondaryMap::<ValueId, bool>::new();
    if !graph
        .order
        .iter()
        .any(|&o| graph.ops[o].kind == OpKind::Softmax)
    {
        return sharded;
    }
    for &o in &graph.order {
        let d = &graph.ops[o];
        let fed = d.inputs.iter().any(|&v| sharded[v]);
        let out = if is_embedding(graph, o) {
            false
        } else if d.kind == OpKind::MatMul && is_weight_gemm(graph, o) {
            roles[o].1 || !(roles[o].2 || fed)
        } else {
            fed
        };
        if out {
            for &r in &d.outputs {
                sharded[r] = true;
            }
        }
    }
    sharded
}

/// Activation bytes each op keeps for the backward, per sample, in
/// `compute_dtype`: the residuals reverse-mode autodiff saves
/// ([`crate::autodiff::differentiate`] of the graph closed with its
/// cross-entropy loss when its only output is float logits, as a training
/// bundle's last stage is; no input gradients, as for a first stage), each
/// charged to the first op that reads it — the op whose stage holds it
/// when a pipeline cuts between its producer and its reader — and the
/// loss's own residuals to the op giving the logits. What the lowered
/// training graphs stash, so the planner's memory and theirs agree
/// (Korthikanti et al. 2022 count activations the same way: what the
/// backward reads). Where the graph cannot be differentiated (a determinant,
/// custom ops), every result but a reshape's.
/// `roles` are the graph's [`tp_roles`].
pub(crate) fn kept_bytes(
    graph: &Graph,
    compute_dtype: DType,
    roles: &cranelift_entity::SecondaryMap<OpId, (bool, bool, bool)>,
) -> Result<cranelift_entity::SecondaryMap<OpId, Kept>, PassError> {
    use crate::autodiff::{append_loss, differentiate, GradRequest, Loss};
    let mut kept = cranelift_entity::SecondaryMap::<OpId, Kept>::new();
    let sharded = sharded_values(graph, roles);
    let one_logits = graph.outputs.len() == 1 && graph.ty(graph.outputs[0]).dtype.is_float();
    let closed = if one_logits {
        append_loss(graph, 0, Loss::CrossEntropy).ok()
    } else {
        None
    };
    let g = closed.as_ref().unwrap_or(graph);
    let req = GradRequest {
        input_grads: false,
        ..GradRequest::single(false)
    };
    let saved = hetc_ir::verify(g)
        .ok()
        .and_then(|v| differentiate(v, &req).ok());
    let Some(gr) = saved else {
        for (o, d) in graph.ops_in_order() {
            if d.kind != OpKind::Reshape {
                for &r in &d.outputs {
                    kept[o].add(value_bytes(graph, r, compute_dtype)?, !roles[o].0);
                }
            }
        }
        return Ok(kept);
    };
    let mut first_reader = cranelift_entity::SecondaryMap::<ValueId, Option<OpId>>::new();
    for &o in graph.order.iter().rev() {
        for &v in &graph.ops[o].inputs {
            first_reader[v] = Some(o);
        }
    }
    let head = match graph.outputs.first().map(|&v| graph.values[v].def) {
        Some(ValueDef::Result(o, _)) => Some(o),
        _ => None,
    };
    let classes = graph
        .outputs
        .first()
        .and_then(|&v| graph.ty(v).shape.last().cloned());
    let n = gr.forward.outputs.len() - gr.n_saved;
    for &v in &gr.forward.outputs[n..] {
        let b = value_bytes(g, v, compute_dtype)?;
        // Values of the model graph keep their ids in the closed one; the
        // loss's own are split where they have the logits' class dim.
        let ours = graph.values.get(v).is_some() && g.values[v].ty == graph.values[v].ty;
        let (at, whole) = if ours {
            (first_reader[v], !sharded[v])
        } else {
            let split_head = head.is_some_and(|h| roles[h].0);
            (
                head,
                !split_head || g.ty(v).shape.last() != classes.as_ref(),
            )
        };
        if let Some(o) = at {
            kept[o].add(b, whole);
        }
    }
    Ok(kept)
}

/// What one op keeps for the backward ([`kept_bytes`]), per sample.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub(crate) struct Kept {
    /// All of it.
    pub bytes: f64,
    /// The part Megatron TP does not split (every rank keeps it whole).
    pub whole: f64,
}

impl Kept {
    fn add(&mut self, bytes: f64, whole: bool) {
        self.bytes += bytes;
        if whole {
            self.whole += bytes;
        }
    }
}
