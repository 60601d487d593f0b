//! Control flow: `If` folds to one branch when its condition is known at
//! import time (a constant, or a value given to `hetc eval`), and otherwise
//! imports both branches and selects between their outputs with `where`;
//! `Loop` and `Scan` are unrolled when the trip count is known (a scan
//! axis of fixed extent, a constant or given `M`), their bodies imported
//! once per iteration with the loop-carried values bound to the body's
//! inputs. A loop whose trip count or condition is only known at run time
//! is an error naming the node and what would make it work.

use super::lit::{Elem, Lit};
use super::ops::{attr, attr_int, attr_ints, attrs, known_ints};
use super::{Importer, Val};
use hetc_ir::infer::norm_axis;
use hetc_ir::{Attr, DType, Dim, OpKind, ValueId};
use onnx_protobuf::{GraphProto, NodeProto};

type Builder = fn(&mut Importer, &NodeProto) -> Result<Vec<Val>, String>;
type R<T> = Result<T, String>;

/// The most iterations unrolled.
const MAX_UNROLL: usize = 4096;

pub(super) fn builder(op_type: &str) -> Option<Builder> {
    Some(match op_type {
        "If" => if_,
        "Loop" => loop_,
        "Scan" => scan,
        _ => return super::seq::builder(op_type).or_else(|| super::misc::builder(op_type)),
    })
}

fn graph_attr<'a>(node: &'a NodeProto, name: &str) -> R<&'a GraphProto> {
    attr(node, name)
        .and_then(|a| a.g.as_ref())
        .ok_or_else(|| format!("attribute {name} (a graph) is required"))
}

/// Names bound in a subgraph's scope, with what they shadowed.
type Scope = Vec<(String, Option<Val>)>;

impl Importer {
    fn bind(&mut self, scope: &mut Scope, name: &str, v: Val) {
        let old = self.env.insert(name.to_string(), v);
        scope.push((name.to_string(), old));
    }

    /// Import the nodes of `g` into this graph (outer values visible);
    /// the names they define are recorded in `scope`.
    fn run_body(&mut self, g: &GraphProto, scope: &mut Scope) -> R<()> {
        // The subgraph's own initializers (a FlexAttention score_mod's bias).
        for init in &g.initializer {
            let (dtype, dims, data) = super::tensor::decode(init, &self.dir).map_err(|m| {
                format!("in subgraph {:?}: initializer {:?}: {m}", g.name, init.name)
            })?;
            let v = Val::constant(dtype, dims, data);
            self.bind(scope, &init.name, v);
        }
        for (i, n) in g.node.iter().enumerate() {
            for o in n.output.iter().filter(|o| !o.is_empty()) {
                scope.push((o.clone(), self.env.get(o).cloned()));
            }
            self.node(n, i)
                .map_err(|e| format!("in subgraph {:?}: {e}", g.name))?;
        }
        Ok(())
    }

    fn restore(&mut self, scope: Scope) {
        for (name, old) in scope.into_iter().rev() {
            match old {
                Some(v) => {
                    self.env.insert(name, v);
                }
                None => {
                    self.env.remove(&name);
                }
            }
        }
    }

    /// The body's outputs after [`Importer::run_body`].
    fn body_outputs(&self, g: &GraphProto) -> R<Vec<Val>> {
        g.output
            .iter()
            .map(|o| self.val(&o.name).cloned())
            .collect()
    }
}

/// A known boolean (a constant or a given value), if it is one.
fn known_bool(v: &Val) -> Option<bool> {
    let l = v.compile_time()?;
    match l.elems.first()? {
        Elem::I(x) => Some(*x != 0),
        Elem::F(x) => Some(*x != 0.0),
        Elem::S(e) if e.provably_ge(&hetc_ir::Expr::int(1)) => Some(true),
        Elem::S(e) if hetc_ir::Expr::int(-1).provably_ge(e) => Some(true),
        Elem::S(_) => None,
    }
}

fn inline(imp: &mut Importer, g: &GraphProto) -> R<Vec<Val>> {
    let mut scope = Scope::new();
    let r = imp
        .run_body(g, &mut scope)
        .and_then(|_| imp.body_outputs(g));
    imp.restore(scope);
    r
}

/// The outputs of graph `g` inlined with its inputs bound to `inputs` (a
/// FlexAttention `score_mod`/`prob_mod`).
pub(super) fn apply_graph(imp: &mut Importer, g: &GraphProto, inputs: &[Val]) -> R<Vec<Val>> {
    if g.input.len() != inputs.len() {
        return Err(format!(
            "graph {:?} takes {} inputs, given {}",
            g.name,
            g.input.len(),
            inputs.len()
        ));
    }
    let mut scope = Scope::new();
    for (i, v) in g.input.iter().zip(inputs) {
        imp.bind(&mut scope, &i.name, v.clone());
    }
    let r = imp
        .run_body(g, &mut scope)
        .and_then(|_| imp.body_outputs(g));
    imp.restore(scope);
    r
}

fn if_(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let cond = imp.input(node, 0)?;
    let then_g = graph_attr(node, "then_branch")?;
    let else_g = graph_attr(node, "else_branch")?;
    if let Some(c) = known_bool(&cond) {
        return inline(imp, if c { then_g } else { else_g });
    }
    // A condition on a symbolic extent (`Shape(x)[2] == 1`): the graph
    // assumes the extent equals the constant (binding checks it) and
    // takes the branch that implies.
    if let Some(p) = &cond.pred {
        let shown = hetc_ir::Expr::of_atom(p.atom.clone());
        imp.warnings.push(format!(
            "node {:?} (If): the condition `{shown} {} {}` depends on symbolic extents; the graph assumes `{shown}` = {} (binding checks it)",
            node.name,
            if p.equal { "==" } else { "!=" },
            p.value,
            p.value
        ));
        imp.graph.assume(p.atom.clone(), p.value, node.name.clone());
        return inline(imp, if p.equal { then_g } else { else_g });
    }
    // Both branches, then a select (their outputs must have one type).
    let t = inline(imp, then_g)?;
    let e = inline(imp, else_g)?;
    if t.len() != e.len() {
        return Err(format!(
            "the branches have {} and {} outputs",
            t.len(),
            e.len()
        ));
    }
    let c = imp.operand(node, 0)?;
    let mut outs = Vec::new();
    for (k, (a, b)) in t.iter().zip(&e).enumerate() {
        if let Some(v) = [a, b].into_iter().find(|v| v.structure.is_some()) {
            return Err(format!(
                "output {k} is {}: a sequence or optional is chosen at compile time, and the condition is only known at run time; give the condition a constant value",
                v.describe()
            ));
        }
        let (x, y) = (imp.materialize(a, "")?, imp.materialize(b, "")?);
        let (tx, ty) = (imp.ty(x), imp.ty(y));
        if imp.graph.assumed(&tx).shape != imp.graph.assumed(&ty).shape {
            return Err(format!(
                "output {k}: the condition is only known at run time and the branches give {tx} and {ty}; give the condition a constant value"
            ));
        }
        let v = imp
            .emit1(node, OpKind::Where, &[c, x, y], Default::default())
            .map_err(|m| {
                format!("output {k}: the condition is only known at run time and the branches' outputs cannot be selected ({m}); give the condition a constant value")
            })?;
        outs.push(imp.val_of(v));
    }
    Ok(outs)
}

/// Stack `parts` (equal types) along a new `axis`.
fn stack(imp: &mut Importer, node: &NodeProto, parts: &[Val], axis: i64) -> R<ValueId> {
    let mut ids = Vec::new();
    for p in parts {
        let v = imp.materialize(p, "")?;
        let t = imp.ty(v);
        let a = norm_axis(axis, t.rank() + 1)?;
        let mut s: Vec<Dim> = t.shape.to_vec();
        s.insert(a, Dim::Fixed(1));
        ids.push(imp.reshape(node, v, s));
    }
    let r = imp.ty(ids[0]).rank() as i64;
    let a = if axis < 0 { axis + r } else { axis };
    imp.emit1(
        node,
        OpKind::Concat,
        &ids,
        attrs(vec![("axis", Attr::Int(a))]),
    )
}

fn loop_(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    let body = graph_attr(node, "body")?;
    let n_carried = node.input.len().saturating_sub(2);
    if body.input.len() != n_carried + 2 || body.output.len() < n_carried + 1 {
        return Err(format!(
            "the body has {} inputs and {} outputs for {n_carried} loop-carried values",
            body.input.len(),
            body.output.len()
        ));
    }
    let trip = known_ints(imp, node, 0, "M (the trip count)")?.and_then(|v| v.first().copied());
    let mut cond = match imp.opt_input(node, 1)? {
        None => true,
        Some(c) => known_bool(&c).ok_or(
            "the initial condition (input 1) is only known at run time; give it a constant value to unroll the loop",
        )?,
    };
    let Some(trip) = trip else {
        return Err("the trip count M (input 0) is not known at compile time, so the loop cannot be unrolled; give M a constant value".into());
    };
    let trip = usize::try_from(trip.max(0)).unwrap_or(usize::MAX);
    if trip > MAX_UNROLL {
        return Err(format!(
            "a trip count of {trip} is too large to unroll (at most {MAX_UNROLL})"
        ));
    }
    let mut carried: Vec<Val> = (0..n_carried)
        .map(|k| imp.input(node, k + 2))
        .collect::<R<_>>()?;
    let n_scan = body.output.len() - 1 - n_carried;
    let mut scans: Vec<Vec<Val>> = vec![Vec::new(); n_scan];
    for i in 0..trip {
        if !cond {
            break;
        }
        let mut scope = Scope::new();
        let iter = Lit {
            dtype: DType::I64,
            shape: vec![],
            elems: vec![Elem::I(i as i64)],
        };
        let c = Lit {
            dtype: DType::Bool,
            shape: vec![],
            elems: vec![Elem::I(1)],
        };
        imp.bind(&mut scope, &body.input[0].name, Val::known(iter));
        imp.bind(&mut scope, &body.input[1].name, Val::known(c));
        for (k, v) in carried.iter().enumerate() {
            imp.bind(&mut scope, &body.input[k + 2].name, v.clone());
        }
        let r = imp
            .run_body(body, &mut scope)
            .and_then(|_| imp.body_outputs(body));
        imp.restore(scope);
        let outs = r?;
        cond = known_bool(&outs[0]).ok_or(
            "the loop condition is computed at run time; only loops whose condition is known at compile time unroll",
        )?;
        carried = outs[1..=n_carried].to_vec();
        for (k, s) in scans.iter_mut().enumerate() {
            s.push(outs[1 + n_carried + k].clone());
        }
    }
    let mut outs = carried;
    for s in scans {
        if s.is_empty() {
            return Err("a scan output of a loop that runs no iteration has no type".into());
        }
        let v = stack(imp, node, &s, 0)?;
        outs.push(imp.val_of(v));
    }
    Ok(outs)
}

fn scan(imp: &mut Importer, node: &NodeProto) -> R<Vec<Val>> {
    if imp.opset < 9 {
        return Err("opset 8 Scan (with a batch axis and sequence_lens) is not supported; export with opset ≥ 9".into());
    }
    let body = graph_attr(node, "body")?;
    let m = attr_int(node, "num_scan_inputs", 0);
    let n_in = node.input.len();
    if m < 1 || m as usize > n_in {
        return Err(format!("num_scan_inputs {m} for {n_in} inputs"));
    }
    let m = m as usize;
    let n = n_in - m;
    let in_axes = attr_ints(node, "scan_input_axes").unwrap_or_else(|| vec![0; m]);
    let in_dirs = attr_ints(node, "scan_input_directions").unwrap_or_else(|| vec![0; m]);
    let n_out = body.output.len().saturating_sub(n);
    let out_axes = attr_ints(node, "scan_output_axes").unwrap_or_else(|| vec![0; n_out]);
    let out_dirs = attr_ints(node, "scan_output_directions").unwrap_or_else(|| vec![0; n_out]);
    if in_axes.len() != m
        || in_dirs.len() != m
        || out_axes.len() != n_out
        || out_dirs.len() != n_out
        || body.input.len() != n + m
    {
        return Err(
            "scan axes / directions / body inputs do not match the inputs and outputs".into(),
        );
    }
    let mut xs = Vec::new();
    let mut axes = Vec::new();
    let mut len = None;
    for (j, &axis) in in_axes.iter().enumerate() {
        let x = imp.operand(node, n + j)?;
        let t = imp.ty(x);
        let a = norm_axis(axis, t.rank())?;
        let l = t.shape[a].fixed().ok_or_else(|| {
            format!(
                "scan input {j} {t}: the scan axis must have a fixed extent (bind it with --bind)"
            )
        })?;
        if *len.get_or_insert(l) != l {
            return Err(format!("scan inputs differ in length ({l} vs {len:?})"));
        }
        xs.push(x);
        axes.push(a);
    }
    let len = len.unwrap_or(0) as usize;
    if len > MAX_UNROLL {
        return Err(format!(
            "a scan of {len} steps is too long to unroll (at most {MAX_UNROLL})"
        ));
    }
    let mut states: Vec<Val> = (0..n).map(|k| imp.input(node, k)).collect::<R<_>>()?;
    let mut scans: Vec<Vec<Val>> = vec![Vec::new(); n_out];
    for t in 0..len {
        let mut slices = Vec::new();
        for j in 0..m {
            let idx = if in_dirs[j] == 1 { len - 1 - t } else { t } as i64;
            let s = imp.emit1(
                node,
                OpKind::Slice,
                &[xs[j]],
                attrs(vec![
                    ("starts", Attr::Ints(vec![idx])),
                    ("ends", Attr::Ints(vec![idx + 1])),
                    ("axes", Attr::Ints(vec![axes[j] as i64])),
                    ("steps", Attr::Ints(vec![1])),
                ]),
            )?;
            let mut shape = imp.ty(s).shape.to_vec();
            shape.remove(axes[j]);
            let s = imp.reshape(node, s, shape);
            slices.push(imp.val_of(s));
        }
        let mut scope = Scope::new();
        for (k, v) in states.iter().chain(&slices).enumerate() {
            imp.bind(&mut scope, &body.input[k].name, v.clone());
        }
        let r = imp
            .run_body(body, &mut scope)
            .and_then(|_| imp.body_outputs(body));
        imp.restore(scope);
        let outs = r?;
        states = outs[..n].to_vec();
        for (k, s) in scans.iter_mut().enumerate() {
            s.push(outs[n + k].clone());
        }
    }
    let mut outs = states;
    for (k, mut s) in scans.into_iter().enumerate() {
        if s.is_empty() {
            return Err("a scan of no steps has scan outputs without a type".into());
        }
        if out_dirs[k] == 1 {
            s.reverse();
        }
        let v = stack(imp, node, &s, out_axes[k])?;
        outs.push(imp.val_of(v));
    }
    Ok(outs)
}
