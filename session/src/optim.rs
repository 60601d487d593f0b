//! The optimizer step of a training rank: SGD (momentum, L2 weight decay)
//! and AdamW (decoupled weight decay, bias correction) on the weight shards
//! the rank holds, with the learning rate of the bundle's [`LrSchedule`] and
//! global-norm gradient clipping.
//!
//! Element-wise and in f32 like the weights (the per-step scalars — the
//! scheduled learning rate, the bias corrections, the clipping factor — in
//! f64, then rounded), so the ranks holding copies of an element (DP
//! replicas, tied weights, TP-replicated weights) apply bit-identical
//! updates to bit-identical synced gradients. The formulas are optax's
//! (`optax.sgd`/`optax.adamw` after `optax.clip_by_global_norm`), which
//! `examples/models/train_oracle.py` runs as the tests' oracle.
//!
//! Each weight has a slice (a range of its shard's elements) that the
//! rank updates and keeps state for: the whole shard, or under ZeRO-1 the
//! rank's part of its sync bucket ([`crate::train::zero_slices`]) — the
//! other holders update the rest and all-gather the weights.
//!
//! Two implementations compute the same values bit for bit: the loop here
//! (the reference, used with the reference interpreter), and the compiled
//! optimizer stage of [`Optim::compile`] — the rank's update as a graph
//! ([`hetc_passes::optim::optimizer_graph`] over its slices) JIT-compiled
//! for the cpu like the stages, with the rank's threads, which a JIT run
//! uses. Both round every operation in f32 in the same order, so ranks
//! holding copies of an element stay identical whichever ran (the
//! workspace's `tests/optim.rs` checks that bit for bit, and both against
//! the formulas worked by hand; this crate has no unit-test binary).

use crate::code::CpuOptions;
use hetc_backends::native::{CpuStage, F32Arg, Origin};
use hetc_ir::manifest::{LrSchedule, Optimizer};
use hetc_passes::optim::optimizer_graph_clipping;

/// The optimizer of a rank: hyper-parameters and the state of each weight
/// shard (in the rank's weight order).
pub struct Optim {
    pub optimizer: Optimizer,
    pub schedule: LrSchedule,
    pub clip: Option<f64>,
    /// Updates applied so far.
    pub step: u64,
    /// Per weight: the elements of its shard this rank updates.
    pub slices: Vec<std::ops::Range<usize>>,
    /// Per state name of [`Optimizer::state_names`], per weight: the state
    /// of its slice.
    pub state: Vec<Vec<Vec<f32>>>,
    /// Per weight: whether weight decay applies to it (all, unless
    /// [`Optim::set_decay`] says otherwise).
    decay: Vec<bool>,
    /// The compiled optimizer stage ([`Optim::compile`]), if any.
    compiled: Option<Compiled>,
}

/// The compiled update of a rank's non-empty slices.
struct Compiled {
    stage: CpuStage,
    /// The weights the stage updates (those with a non-empty slice), in
    /// its argument order.
    weights: Vec<usize>,
}

impl std::fmt::Debug for Optim {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Optim")
            .field("optimizer", &self.optimizer)
            .field("schedule", &self.schedule)
            .field("clip", &self.clip)
            .field("step", &self.step)
            .field("slices", &self.slices)
            .field("compiled", &self.compiled.is_some())
            .finish_non_exhaustive()
    }
}

/// What one update did, for the step line.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct StepInfo {
    pub lr: f64,
    /// The global gradient norm before clipping.
    pub grad_norm: Option<f32>,
    /// With dynamic loss scaling: the scale the step's gradients were
    /// computed with.
    pub loss_scale: Option<f64>,
    /// The step's gradients held an inf or NaN on some rank: nothing was
    /// updated (dynamic loss scaling).
    pub skipped: bool,
}

impl Optim {
    /// Zero state for the `slices` of the weights this rank updates.
    pub fn new(
        optimizer: Optimizer,
        schedule: LrSchedule,
        clip: Option<f64>,
        slices: &[std::ops::Range<usize>],
    ) -> Optim {
        let state = optimizer
            .state_names()
            .iter()
            .map(|_| slices.iter().map(|s| vec![0f32; s.len()]).collect())
            .collect();
        Optim {
            optimizer,
            schedule,
            clip,
            step: 0,
            slices: slices.to_vec(),
            state,
            decay: vec![true; slices.len()],
            compiled: None,
        }
    }

    /// Which weights weight decay applies to (`decay[k]` for weight `k`);
    /// before [`Optim::compile`], which builds the stage with it.
    pub fn set_decay(&mut self, decay: &[bool]) -> Result<(), String> {
        if decay.len() != self.slices.len() {
            return Err(format!(
                "a weight decay mask of {} weights for {}",
                decay.len(),
                self.slices.len()
            ));
        }
        if self.compiled.is_some() {
            return Err(
                "the weight decay mask is set after the optimizer stage was compiled".into(),
            );
        }
        self.decay = decay.to_vec();
        Ok(())
    }

    /// Compile the update of the slices as an optimizer stage
    /// (`names`: the weights, in order) for the cpu with `opts`; later
    /// updates run it. Errors name the weight or the compile step.
    pub fn compile(&mut self, names: &[String], opts: &CpuOptions) -> Result<(), String> {
        self.compile_from(names, opts, None, &|_| {}).map(|_| ())
    }

    /// [`Optim::compile`], or the stage loaded from `bundle` (its
    /// directory and the stage's base path, [`crate::code::stage_code`]).
    /// Returns where the code came from, for the log.
    pub fn compile_from(
        &mut self,
        names: &[String],
        opts: &CpuOptions,
        bundle: Option<(&std::path::Path, &str)>,
        log: &dyn Fn(String),
    ) -> Result<&'static str, String> {
        let Some((g, weights)) = self.stage_graph(names, None)? else {
            // No slice to update here: nothing to compile.
            return Ok("nothing to update");
        };
        let g = hetc_ir::verify(&g).map_err(|e| e.to_string())?;
        let stage = crate::code::stage_code(g, "optimizer", opts, bundle, log)
            .map_err(|e| e.to_string())?;
        let from = match stage.origin() {
            Origin::Bundle => "the bundle's code",
            Origin::Cache => "loaded from the compile cache",
            Origin::Compiled | Origin::Jit => "JIT-compiled",
        };
        self.compiled = Some(Compiled { stage, weights });
        Ok(from)
    }

    /// The optimizer stage's graph over the non-empty slices (`names`: the
    /// weights, in order) and those weights' indices, in argument order —
    /// what [`Optim::compile`] compiles and a training bundle carries
    /// ([`crate::train::optimizer_files`]); `None` when every slice is
    /// empty. The slices are flat, or with `shapes` (per weight, of whole
    /// slices) of their weights' shapes: the update on a device, where the
    /// weights are buffers of those shapes.
    pub fn stage_graph(
        &self,
        names: &[String],
        shapes: Option<&[Vec<u64>]>,
    ) -> Result<Option<(hetc_ir::Graph, Vec<usize>)>, String> {
        self.stage_graph_clipping(names, shapes, false)
    }

    /// [`Optim::stage_graph`], clipping the gradients itself with `clip`
    /// ([`hetc_passes::optim::optimizer_graph_clipping`]).
    fn stage_graph_clipping(
        &self,
        names: &[String],
        shapes: Option<&[Vec<u64>]>,
        clip: bool,
    ) -> Result<Option<(hetc_ir::Graph, Vec<usize>)>, String> {
        if names.len() != self.slices.len() {
            return Err(format!(
                "{} weight names for {} slices",
                names.len(),
                self.slices.len()
            ));
        }
        let weights: Vec<usize> = (0..names.len())
            .filter(|&k| !self.slices[k].is_empty())
            .collect();
        let flat: Vec<[u64; 1]> = self.slices.iter().map(|s| [s.len() as u64]).collect();
        let mut list: Vec<(&str, &[u64], bool)> = Vec::with_capacity(weights.len());
        for &k in &weights {
            let dims: &[u64] = match shapes {
                None => &flat[k],
                Some(shapes) => {
                    let d = shapes
                        .get(k)
                        .ok_or_else(|| format!("no shape for weight {:?}", names[k]))?;
                    if d.iter().product::<u64>() != flat[k][0] {
                        return Err(format!(
                            "weight {:?}: shape {d:?} for a slice of {} elements",
                            names[k], flat[k][0]
                        ));
                    }
                    d
                }
            };
            list.push((names[k].as_str(), dims, self.decay[k]));
        }
        if list.is_empty() {
            return Ok(None);
        }
        let og = optimizer_graph_clipping(&self.optimizer, &list, clip)?;
        Ok(Some((og.graph, weights)))
    }

    /// The optimizer stage of an update on a device ([`Optim::stage_graph`]
    /// over the weights' `shapes`, every slice whole), which with clipping
    /// on clips the gradients itself (its last two scalars: the norm and
    /// the bound when clipping scales, else 1 and 1: [`Optim::scalars`]),
    /// and whose results are followed by the 16-bit compute copy of each
    /// weight `low` names (bf16 or f16: the new f32 master rounded to
    /// nearest even, in weight order), which the chains read: mixed
    /// precision's resident weights.
    pub fn device_stage_graph(
        &self,
        names: &[String],
        shapes: &[Vec<u64>],
        low: &[Option<hetc_ir::DType>],
    ) -> Result<Option<(hetc_ir::Graph, Vec<usize>)>, String> {
        let clip = self.clip.is_some();
        let Some((mut g, idx)) = self.stage_graph_clipping(names, Some(shapes), clip)? else {
            return Ok(None);
        };
        let per = 1 + self.optimizer.state_names().len();
        for (at, &k) in idx.iter().enumerate() {
            let Some(dt) = low.get(k).copied().flatten() else {
                continue;
            };
            let new = g.outputs[at * per];
            let ty = hetc_ir::TensorType::fixed(dt, &shapes[k]);
            let o = g.add_op(
                hetc_ir::OpKind::Cast,
                &[new],
                hetc_ir::Attrs::new(),
                vec![ty],
                format!("{}/{}", dt, names[k]),
            );
            let c = g.ops[o].outputs[0];
            g.outputs.push(c);
        }
        Ok(Some((g, idx)))
    }

    /// Per weight: whether weight decay applies to it.
    pub fn decay(&self) -> &[bool] {
        &self.decay
    }

    /// Whether updates run the compiled optimizer stage.
    pub fn is_compiled(&self) -> bool {
        self.compiled.is_some()
    }

    /// The learning rate of the next update.
    pub fn lr(&self) -> f64 {
        self.schedule.lr_at(self.optimizer.lr(), self.step)
    }

    /// Apply one update to `weights` — per weight the elements of its
    /// slice (`weights[k].len() == slices[k].len()`) — with the slices of
    /// `grads` (whole shards; synced there, and clipped there by the global
    /// `norm` when clipping is on and the norm is over the bound). Errors
    /// come from the compiled stage's call, and from weights of the wrong
    /// length.
    pub fn update(
        &mut self,
        weights: &mut [&mut [f32]],
        grads: &mut [Vec<f32>],
        norm: Option<f32>,
    ) -> Result<StepInfo, String> {
        if weights.len() != self.slices.len()
            || weights
                .iter()
                .zip(&self.slices)
                .any(|(w, s)| w.len() != s.len())
        {
            return Err(format!(
                "weights of {:?} elements for slices {:?}",
                weights.iter().map(|w| w.len()).collect::<Vec<_>>(),
                self.slices
            ));
        }
        let (lr, corrections) = self.begin_update(grads, norm);
        let lr32 = lr as f32;
        if self.compiled.is_some() {
            self.update_compiled(weights, grads, lr32, corrections)?;
        } else {
            self.update_host(weights, grads, lr32, corrections);
        }
        Ok(StepInfo {
            lr,
            grad_norm: norm,
            ..StepInfo::default()
        })
    }

    /// The start of an update: `grads` clipped (in place, over the
    /// slices) by the global `norm` when clipping is on and the norm is
    /// over the bound, the update counted, and its learning rate and
    /// AdamW's bias corrections (f64, then rounded), the per-step scalars
    /// of the optimizer stage. [`Optim::update`] calls it; an update on a
    /// device calls it, then runs its module with [`Optim::scalars`].
    pub fn begin_update(
        &mut self,
        grads: &mut [Vec<f32>],
        norm: Option<f32>,
    ) -> (f64, Option<(f32, f32)>) {
        let lr = self.lr();
        if let Some(f) = self.clip_factor(norm) {
            for (g, s) in grads.iter_mut().zip(&self.slices) {
                for g in &mut g[s.clone()] {
                    *g = *g / f.0 * f.1;
                }
            }
        }
        self.step += 1;
        // AdamW's bias corrections in f64, then rounded.
        let corrections = match self.optimizer {
            Optimizer::Adamw { beta1, beta2, .. } => {
                let t = self.step as i32;
                Some(((1.0 - beta1.powi(t)) as f32, (1.0 - beta2.powi(t)) as f32))
            }
            Optimizer::Sgd { .. } => None,
        };
        (lr, corrections)
    }

    /// `(‖g‖, max)` when clipping by the global norm `norm` scales the
    /// gradients (`optax.clip_by_global_norm`: g / ‖g‖ · max when
    /// ‖g‖ ≥ max), else `None`.
    pub fn clip_factor(&self, norm: Option<f32>) -> Option<(f32, f32)> {
        match (self.clip, norm) {
            (Some(max), Some(n)) if f64::from(n) >= max => Some((n, max as f32)),
            _ => None,
        }
    }

    /// The optimizer stage's leading scalar inputs (each a `[1]` tensor):
    /// the learning rate, then AdamW's bias corrections.
    pub fn scalars(lr: f64, corrections: Option<(f32, f32)>) -> Vec<[f32; 1]> {
        std::iter::once([lr as f32])
            .chain(corrections.into_iter().flat_map(|(c1, c2)| [[c1], [c2]]))
            .collect()
    }

    /// [`Optim::update`] of whole weight shards: the slice of each
    /// `weights[k]` is updated.
    pub fn update_shards(
        &mut self,
        weights: &mut [Vec<f32>],
        grads: &mut [Vec<f32>],
        norm: Option<f32>,
    ) -> Result<StepInfo, String> {
        if weights.len() != self.slices.len() {
            return Err(format!(
                "{} weights for {} slices",
                weights.len(),
                self.slices.len()
            ));
        }
        let mut parts = Vec::with_capacity(weights.len());
        for (w, s) in weights.iter_mut().zip(&self.slices) {
            let n = w.len();
            parts.push(
                w.get_mut(s.clone())
                    .ok_or_else(|| format!("slice {s:?} of a weight of {n} elements"))?,
            );
        }
        self.update(&mut parts, grads, norm)
    }

    /// The update by the compiled optimizer stage, in place in the
    /// weight slices and the state.
    fn update_compiled(
        &mut self,
        weights: &mut [&mut [f32]],
        grads: &[Vec<f32>],
        lr: f32,
        corrections: Option<(f32, f32)>,
    ) -> Result<(), String> {
        let Some(c) = &self.compiled else {
            return Ok(());
        };
        let scalars = Optim::scalars(f64::from(lr), corrections);
        let mut args: Vec<F32Arg<'_>> = scalars.iter().map(|x| F32Arg::In(&x[..])).collect();
        // Per state, per weight: its buffer, taken by the updated weights
        // in argument order.
        let mut state: Vec<Vec<Option<&mut Vec<f32>>>> = self
            .state
            .iter_mut()
            .map(|s| s.iter_mut().map(Some).collect())
            .collect();
        let mut weights: Vec<Option<&mut &mut [f32]>> = weights.iter_mut().map(Some).collect();
        // The stage's outputs per weight: the new weight, then the new
        // state, each over its own argument.
        let mut into = Vec::new();
        for &k in &c.weights {
            let s = self.slices[k].clone();
            let w = weights[k].take().ok_or("a weight listed twice")?;
            into.push(args.len());
            args.push(F32Arg::InOut(&mut w[..]));
            args.push(F32Arg::In(&grads[k][s]));
            for st in &mut state {
                let b = st[k].take().ok_or("a state listed twice")?;
                into.push(args.len());
                args.push(F32Arg::InOut(b.as_mut_slice()));
            }
        }
        c.stage
            .call_f32_in_place(&mut args, &into)
            .map_err(|e| e.to_string())
    }

    /// The update by the host loop (the reference of the compiled stage).
    fn update_host(
        &mut self,
        weights: &mut [&mut [f32]],
        grads: &[Vec<f32>],
        lr32: f32,
        corrections: Option<(f32, f32)>,
    ) {
        match self.optimizer {
            Optimizer::Sgd {
                momentum,
                weight_decay,
                ..
            } => {
                for (k, (w, g)) in weights.iter_mut().zip(grads.iter()).enumerate() {
                    let mu = momentum as f32;
                    let wd = if self.decay[k] {
                        weight_decay as f32
                    } else {
                        0.0
                    };
                    let g = &g[self.slices[k].clone()];
                    if momentum == 0.0 {
                        for (x, &d) in w.iter_mut().zip(g) {
                            let d = if wd == 0.0 { d } else { d + wd * *x };
                            *x -= lr32 * d;
                        }
                        continue;
                    }
                    let b = &mut self.state[0][k];
                    for ((x, &d), b) in w.iter_mut().zip(g).zip(b.iter_mut()) {
                        let d = if wd == 0.0 { d } else { d + wd * *x };
                        *b = mu * *b + d;
                        *x -= lr32 * *b;
                    }
                }
            }
            Optimizer::Adamw {
                beta1,
                beta2,
                eps,
                weight_decay,
                ..
            } => {
                let (c1, c2) = corrections.unwrap_or((1.0, 1.0));
                // 1 − β in f64, then rounded (f32's 0.999 is 1.3e-8 off, so
                // 1 − b2 computed in f32 would be 1.3e-5 off: a drift).
                let (b1, b2, a1, a2) = (
                    beta1 as f32,
                    beta2 as f32,
                    (1.0 - beta1) as f32,
                    (1.0 - beta2) as f32,
                );
                let (eps, wd) = (eps as f32, weight_decay as f32);
                let (ms, vs) = self.state.split_at_mut(1);
                for (k, (w, g)) in weights.iter_mut().zip(grads.iter()).enumerate() {
                    let g = &g[self.slices[k].clone()];
                    let (m, v) = (&mut ms[0][k], &mut vs[0][k]);
                    let decay = self.decay[k];
                    for (((x, &d), m), v) in w.iter_mut().zip(g).zip(m.iter_mut()).zip(v.iter_mut())
                    {
                        *m = a1 * d + b1 * *m;
                        *v = a2 * (d * d) + b2 * *v;
                        let q = (*m / c1) / ((*v / c2).sqrt() + eps);
                        // A masked weight gets no decay term at all (as
                        // optax's `mask`), not + 0·w.
                        let u = if decay { q + wd * *x } else { q };
                        *x -= lr32 * u;
                    }
                }
            }
        }
    }
}
