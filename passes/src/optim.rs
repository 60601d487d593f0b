//! The optimizer step as a graph: a rank's update of the weight slices it
//! holds, built from the bundle's [`Optimizer`] so that it is compiled and
//! run like any stage (the cpu JIT, the vendor backends).
//!
//! [`optimizer_graph`] establishes, for the rank's weight slices (a whole
//! shard, or under ZeRO-1 the rank's part of its sync bucket):
//! * inputs: the per-step scalars of [`OptimizerGraph::scalars`], each a
//!   `[1]` f32 tensor (the scheduled learning rate; AdamW's bias
//!   corrections `1 − β1^t`, `1 − β2^t`), then per weight slice its
//!   values, its gradient (synced, and clipped by the host when the global
//!   norm is over the bound: `optax.clip_by_global_norm` scales only then,
//!   and the clipped gradients are the ones `--save-grads` keeps) and each
//!   state tensor of [`Optimizer::state_names`];
//! * outputs, per weight slice: the new values, then the new state;
//! * the update in f32 with the hyper-parameters as `[1]` constants rounded
//!   from f64 (`1 − β` computed in f64 first) and the operations in the
//!   order of the host's loop (`hetc_session::optim`), element-wise only:
//!   the compiled code, which rounds every operation (MLIR emits no fused
//!   multiply-add without fast-math flags), gives the host's values bit for
//!   bit, so ranks holding copies of an element apply bit-identical updates
//!   whichever of the two ran.
//!
//! The formulas are `optax.sgd` (with the L2 term of `torch.optim.SGD`) and
//! `optax.adamw`.

use hetc_ir::manifest::Optimizer;
use hetc_ir::{
    attrs, verify, Attr, BuildError, DType, Graph, OpKind, TensorData, TensorType, ValueId,
};

/// A rank's optimizer step as a graph.
#[derive(Clone, Debug)]
pub struct OptimizerGraph {
    pub graph: Graph,
    /// The names of the leading scalar inputs, in order.
    pub scalars: Vec<&'static str>,
    /// State tensors per weight (inputs after the weight and its gradient,
    /// outputs after the new weight).
    pub states: usize,
}

/// Scalar input: the learning rate of the step.
pub const LR: &str = "lr";
/// Scalar input (AdamW): `1 − β1^t`.
pub const BIAS_CORRECTION1: &str = "bias_correction1";
/// Scalar input (AdamW): `1 − β2^t`.
pub const BIAS_CORRECTION2: &str = "bias_correction2";
/// Scalar input ([`optimizer_graph_clipping`]): the global gradient norm
/// when clipping scales the gradients, else 1.
pub const CLIP_NORM: &str = "clip_norm";
/// Scalar input ([`optimizer_graph_clipping`]): the clipping bound when
/// clipping scales the gradients, else 1.
pub const CLIP_MAX: &str = "clip_max";
/// The update of `weights` (`(name, shape of the slice, whether weight
/// decay applies)`, each slice non-empty) by `opt`; a weight without decay
/// has no decay term at all (as `optax.adamw`'s `mask`). A slice's shape is
/// `[elements]` for hetc's cpu code, which updates flat slices, and the
/// weight's own shape for an IREE module on a device, whose weights and
/// gradients are buffers of that shape (the update is element-wise either
/// way). Errors name the weight that could not be built (an empty slice, a
/// repeated name).
pub fn optimizer_graph(
    opt: &Optimizer,
    weights: &[(&str, &[u64], bool)],
) -> Result<OptimizerGraph, String> {
    optimizer_graph_clipping(opt, weights, false)
}

/// [`optimizer_graph`], with `clip`: two more scalar inputs last,
/// [`CLIP_NORM`] and [`CLIP_MAX`], and each gradient taken as
/// `g / norm · max` (`optax.clip_by_global_norm`, in the host's order of
/// roundings) — the update on a device whose gradients stay there; `1, 1`
/// leaves them exact.
pub fn optimizer_graph_clipping(
    opt: &Optimizer,
    weights: &[(&str, &[u64], bool)],
    clip: bool,
) -> Result<OptimizerGraph, String> {
    let mut g = Graph::new("optimizer");
    let one = TensorType::fixed(DType::F32, &[1]);
    let mut scalars = vec![LR];
    if matches!(opt, Optimizer::Adamw { .. }) {
        scalars.extend([BIAS_CORRECTION1, BIAS_CORRECTION2]);
    }
    if clip {
        scalars.extend([CLIP_NORM, CLIP_MAX]);
    }
    let s: Vec<ValueId> = scalars
        .iter()
        .map(|n| g.add_input(*n, one.clone()))
        .collect();
    let lr = s[0];
    let konst = |g: &mut Graph, name: &str, x: f32| {
        g.add_const(name, one.clone(), Some(TensorData::from_f32s(&[x])))
    };
    let states = opt.state_names();
    let mut seen = std::collections::BTreeSet::new();
    // The hyper-parameters, rounded as the host rounds them.
    let hyper: Vec<ValueId> = match *opt {
        Optimizer::Sgd {
            momentum,
            weight_decay,
            ..
        } => vec![
            konst(&mut g, "momentum", momentum as f32),
            konst(&mut g, "weight_decay", weight_decay as f32),
        ],
        Optimizer::Adamw {
            beta1,
            beta2,
            eps,
            weight_decay,
            ..
        } => vec![
            konst(&mut g, "beta1", beta1 as f32),
            konst(&mut g, "beta2", beta2 as f32),
            konst(&mut g, "one_minus_beta1", (1.0 - beta1) as f32),
            konst(&mut g, "one_minus_beta2", (1.0 - beta2) as f32),
            konst(&mut g, "eps", eps as f32),
            konst(&mut g, "weight_decay", weight_decay as f32),
        ],
    };
    for &(name, dims, decay) in weights {
        if dims.iter().product::<u64>() == 0 {
            return Err(format!("weight {name:?}: an empty slice has no update"));
        }
        if !seen.insert(name) {
            return Err(format!("weight {name:?} is listed twice"));
        }
        let ty = TensorType::fixed(DType::F32, dims);
        let x = g.add_input(name, ty.clone());
        let grad = g.add_input(format!("grad/{name}"), ty.clone());
        let state: Vec<ValueId> = states
            .iter()
            .map(|s| g.add_input(format!("{s}/{name}"), ty.clone()))
            .collect();
        let grad = if clip {
            let (n, max) = (s[s.len() - 2], s[s.len() - 1]);
            let b = |g: &mut Graph, what: &str, kind: OpKind, ins: &[ValueId]| {
                g.build(&format!("{what}/{name}"), kind, ins, attrs([]))
                    .map_err(|e| format!("weight {name:?}: {e}"))
            };
            let q = b(&mut g, "clip_div", OpKind::Div, &[grad, n])?;
            b(&mut g, "clipped", OpKind::Mul, &[q, max])?
        } else {
            grad
        };
        let out = update(&mut g, opt, name, decay, x, grad, &state, lr, &hyper)
            .map_err(|e| format!("weight {name:?}: {e}"))?;
        g.outputs.extend(out);
    }
    verify(&g).map_err(|e| format!("the optimizer graph does not verify: {e}"))?;
    Ok(OptimizerGraph {
        graph: g,
        scalars,
        states: states.len(),
    })
}

/// The sum of the squares of `grads` (`(weight name, shape)`, each
/// non-empty): inputs `grad/<name>` (f32, of the shape), output one f32
/// scalar. What a rank whose gradients stay on its device (an IREE
/// module's) computes for the global norm (`optax.clip_by_global_norm`,
/// and the step line) instead of reading its gradients back; in f32 and
/// the reduction order of the device code, where the host sums in f64.
pub fn grad_sq_norm_graph(grads: &[(&str, &[u64])]) -> Result<Graph, String> {
    let mut g = Graph::new("grad_sq_norm");
    let mut total: Option<ValueId> = None;
    let mut seen = std::collections::BTreeSet::new();
    for &(name, dims) in grads {
        if dims.iter().product::<u64>() == 0 {
            return Err(format!("weight {name:?}: an empty gradient"));
        }
        if !seen.insert(name) {
            return Err(format!("weight {name:?} is listed twice"));
        }
        let d = g.add_input(format!("grad/{name}"), TensorType::fixed(DType::F32, dims));
        let sq = g
            .build(&format!("sq/{name}"), OpKind::Mul, &[d, d], attrs([]))
            .map_err(|e| format!("weight {name:?}: {e}"))?;
        let axes: Vec<i64> = (0..dims.len() as i64).collect();
        let a = attrs([("axes", Attr::Ints(axes)), ("keepdims", Attr::Int(0))]);
        let s = g
            .build(&format!("sum/{name}"), OpKind::ReduceSum, &[sq], a)
            .map_err(|e| format!("weight {name:?}: {e}"))?;
        total = Some(match total {
            None => s,
            Some(t) => g
                .build(&format!("total/{name}"), OpKind::Add, &[t, s], attrs([]))
                .map_err(|e| format!("weight {name:?}: {e}"))?,
        });
    }
    let total = total.ok_or("no gradients to sum")?;
    g.outputs.push(total);
    verify(&g).map_err(|e| format!("the gradient norm graph does not verify: {e}"))?;
    Ok(g)
}

/// One weight's update: the new weight, then the new state.
#[allow(clippy::too_many_arguments)]
fn update(
    g: &mut Graph,
    opt: &Optimizer,
    name: &str,
    decay: bool,
    x: ValueId,
    d: ValueId,
    state: &[ValueId],
    lr: ValueId,
    hyper: &[ValueId],
) -> Result<Vec<ValueId>, BuildError> {
    let op = |g: &mut Graph, what: &str, kind: OpKind, a: ValueId, b: Option<ValueId>| {
        let ins: Vec<ValueId> = std::iter::once(a).chain(b).collect();
        g.build(&format!("{what}/{name}"), kind, &ins, attrs([]))
    };
    Ok(match *opt {
        Optimizer::Sgd {
            momentum,
            weight_decay,
            ..
        } => {
            let (mu, wd) = (hyper[0], hyper[1]);
            let d = if weight_decay as f32 == 0.0 || !decay {
                d
            } else {
                let l2 = op(g, "l2", OpKind::Mul, wd, Some(x))?;
                op(g, "decayed", OpKind::Add, d, Some(l2))?
            };
            if momentum == 0.0 {
                let step = op(g, "step", OpKind::Mul, lr, Some(d))?;
                vec![op(g, "new", OpKind::Sub, x, Some(step))?]
            } else {
                let kept = op(g, "kept", OpKind::Mul, mu, Some(state[0]))?;
                let b = op(g, "momentum", OpKind::Add, kept, Some(d))?;
                let step = op(g, "step", OpKind::Mul, lr, Some(b))?;
                vec![op(g, "new", OpKind::Sub, x, Some(step))?, b]
            }
        }
        Optimizer::Adamw { .. } => {
            let (b1, b2, a1, a2, eps, wd) =
                (hyper[0], hyper[1], hyper[2], hyper[3], hyper[4], hyper[5]);
            let (c1, c2) = (g.inputs[1], g.inputs[2]);
            // m ← (1−β1)·g + β1·m
            let t1 = op(g, "m_new", OpKind::Mul, a1, Some(d))?;
            let t2 = op(g, "m_kept", OpKind::Mul, b1, Some(state[0]))?;
            let m = op(g, "exp_avg", OpKind::Add, t1, Some(t2))?;
            // v ← (1−β2)·g² + β2·v
            let sq = op(g, "g2", OpKind::Mul, d, Some(d))?;
            let t3 = op(g, "v_new", OpKind::Mul, a2, Some(sq))?;
            let t4 = op(g, "v_kept", OpKind::Mul, b2, Some(state[1]))?;
            let v = op(g, "exp_avg_sq", OpKind::Add, t3, Some(t4))?;
            // u ← (m / c1) / (√(v / c2) + eps) + wd·w
            let mh = op(g, "m_hat", OpKind::Div, m, Some(c1))?;
            let vh = op(g, "v_hat", OpKind::Div, v, Some(c2))?;
            let r = op(g, "root", OpKind::Sqrt, vh, None)?;
            let den = op(g, "denom", OpKind::Add, r, Some(eps))?;
            let q = op(g, "adam", OpKind::Div, mh, Some(den))?;
            let u = if decay {
                let l2 = op(g, "decay", OpKind::Mul, wd, Some(x))?;
                op(g, "direction", OpKind::Add, q, Some(l2))?
            } else {
                q
            };
            // w ← w − lr·u
            let step = op(g, "step", OpKind::Mul, lr, Some(u))?;
            vec![op(g, "new", OpKind::Sub, x, Some(step))?, m, v]
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn adamw() -> Optimizer {
        Optimizer::Adamw {
            lr: 1e-3,
            beta1: 0.9,
            beta2: 0.999,
            eps: 1e-8,
            weight_decay: 0.1,
        }
    }

    #[test]
    fn adamw_graph_signature() {
        let o = optimizer_graph(&adamw(), &[("a", &[3], true), ("b", &[5], false)]).unwrap();
        assert_eq!(o.scalars, [LR, BIAS_CORRECTION1, BIAS_CORRECTION2]);
        assert_eq!(o.states, 2);
        let g = &o.graph;
        // 3 scalars + 2 weights × (weight, gradient, 2 states).
        assert_eq!(g.inputs.len(), 3 + 2 * 4);
        let names: Vec<&str> = g.inputs[3..7]
            .iter()
            .map(|&v| g.values[v].name.as_str())
            .collect();
        assert_eq!(names, ["a", "grad/a", "exp_avg/a", "exp_avg_sq/a"]);
        assert_eq!(g.outputs.len(), 2 * 3);
        for (k, n) in [3u64, 3, 3, 5, 5, 5].into_iter().enumerate() {
            assert_eq!(g.ty(g.outputs[k]), &TensorType::fixed(DType::F32, &[n]));
        }
        // `b` is masked: no decay term reads it.
        let decays = |w: &str| {
            g.ops
                .values()
                .filter(|o| o.name == format!("decay/{w}"))
                .count()
        };
        assert_eq!((decays("a"), decays("b")), (1, 0));
    }

    #[test]
    fn sgd_without_momentum_keeps_no_state() {
        let sgd = Optimizer::Sgd {
            lr: 0.1,
            momentum: 0.0,
            weight_decay: 0.0,
        };
        let o = optimizer_graph(&sgd, &[("w", &[4], true)]).unwrap();
        assert_eq!(o.scalars, [LR]);
        assert_eq!(
            (o.states, o.graph.inputs.len(), o.graph.outputs.len()),
            (0, 3, 1)
        );
        // lr·g, then w − that: two ops.
        assert_eq!(o.graph.ops.len(), 2);
    }

    #[test]
    fn grad_sq_norm_graph_sums_every_square() {
        let g = grad_sq_norm_graph(&[("a", &[2, 3]), ("b", &[4])]).unwrap();
        assert_eq!(g.inputs.len(), 2);
        assert_eq!(g.outputs.len(), 1);
        assert_eq!(g.ty(g.outputs[0]), &TensorType::fixed(DType::F32, &[]));
        // One square and one full reduction per gradient, one add
        // between the two sums.
        let count = |k: OpKind| g.ops.values().filter(|o| o.kind == k).count();
        assert_eq!(
            (
                count(OpKind::Mul),
                count(OpKind::ReduceSum),
                count(OpKind::Add)
            ),
            (2, 2, 1)
        );
        let e = grad_sq_norm_graph(&[("a", &[2]), ("a", &[2])]).unwrap_err();
        assert!(e.contains("twice"), "{e}");
        assert!(grad_sq_norm_graph(&[]).is_err());
    }

    #[test]
    fn bad_slices_are_named() {
        let e = optimizer_graph(&adamw(), &[("w", &[0], true)]).unwrap_err();
        assert!(e.contains("\"w\"") && e.contains("empty"), "{e}");
        let e = optimizer_graph(&adamw(), &[("w", &[2], true), ("w", &[2], true)]).unwrap_err();
        assert!(e.contains("twice"), "{e}");
    }
}
