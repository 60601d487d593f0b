//! Graph passes behind one trait, and a small pass manager.
//!
//! The unit the compile flow's graph passes transform is a [`Module`]: the
//! model's graph at the micro-batch size, the pipeline stages extracted
//! from it, and per stage its TP ranks' graphs (inference rank graphs, or a
//! training forward and backward each). A [`Pass`] has a name and a `run`
//! over the module. A [`PassManager`] runs its passes in order and:
//! * verifies its input module before the first pass, and the module after
//!   every pass when `verify_each` is on — always in debug builds, with
//!   `hetc compile --verify-each` in release ([`PassManager::verify_each`]);
//!   every graph of the module goes through [`hetc_ir::verify`];
//! * times each pass and its verification ([`Timing`]; `hetc compile
//!   --time-passes` prints them, as MLIR's `-mlir-timing` and rustc's `-Z
//!   time-passes` do);
//! * reports a failure as a [`PassFailure`] naming the pass and, for a
//!   verifier finding, the graph (model, stage, TP rank, forward or
//!   backward) and the op or value with its name in the model.
//!
//! [`verify_module`] gives a [`VerifiedModule`], the proof backends take:
//! they emit only what passed the verifier, whatever the manager was asked
//! to do.
//!
//! The compile flow's passes: [`ExtractStages`] (stage extraction,
//! [`crate::stage`]), [`ShardStages`] (Megatron TP rank graphs,
//! [`crate::shard`]) and [`TrainingGraphs`] (per rank the training forward
//! and backward: the loss on the last stage and autodiff with the TP rule,
//! [`crate::train`]).
//!
//! Deliberately does not schedule passes by dependencies or run them in
//! parallel: the flow is short and linear.
//!
//! ```
//! use hetc_ir::{attrs, Attr, DType, Graph, OpKind, TensorType};
//! use hetc_passes::pass::{verify_module, ExtractStages, Module, PassManager, ShardStages};
//! use hetc_passes::stage::StageBounds;
//!
//! // A two-layer MLP, x · w1 → relu → · w2, as one stage on 2 TP ranks.
//! let mut g = Graph::new("mlp");
//! let t = |dims: &[u64]| TensorType::fixed(DType::F32, dims);
//! let x = g.add_input("x", t(&[4, 8]));
//! let w1 = g.add_param("w1", t(&[8, 16]), None);
//! let w2 = g.add_param("w2", t(&[16, 8]), None);
//! let h = g.build("fc1", OpKind::MatMul, &[x, w1], attrs([]))?;
//! let a = g.build("act", OpKind::Relu, &[h], attrs([]))?;
//! let y = g.build("fc2", OpKind::MatMul, &[a, w2], attrs([]))?;
//! g.outputs.push(y);
//! let layers = hetc_passes::blocks::find_layers(&g);
//! let n = layers.len() as u32;
//! let bounds = vec![StageBounds { first_layer: 0, end_layer: n, tp: 2 }];
//!
//! let mut m = Module::new(g);
//! let timings = PassManager::new()
//!     .verify_each(true)
//!     .add_pass(ExtractStages { layers, bounds })
//!     .add_pass(ShardStages { partial_outputs: false, sequence_parallel: None })
//!     .run(&mut m)?;
//! let names: Vec<_> = timings.iter().map(|t| t.name).collect();
//! assert_eq!(names, ["extract-stages", "shard-stages"]);
//! assert_eq!(m.ranks[0].len(), 2); // two TP ranks of the one stage
//! let verified = verify_module(&m)?; // what a backend takes
//! assert_eq!(verified.ranks(0).len(), 2);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use crate::autodiff::Loss;
use crate::blocks::LayerOps;
use crate::shard::ShardOptions;
use crate::stage::{extract_stages, StageBounds, StageGraph};
use crate::train::{stage_ranks, StageRank};
use crate::PassError;
use hetc_ir::{verify, Graph, Verified, VerifyErrors};
use std::fmt;
use std::time::Instant;

/// What the graph passes transform: the model's graph and what the passes
/// made of it so far.
pub struct Module {
    /// The model's graph at the micro-batch size.
    pub graph: Graph,
    /// The pipeline stages ([`ExtractStages`]); empty before.
    pub stages: Vec<StageGraph>,
    /// Per stage, its TP ranks ([`ShardStages`], [`TrainingGraphs`]);
    /// empty before.
    pub ranks: Vec<Vec<StageRank>>,
}

impl Module {
    /// A module of the model graph `graph`, nothing derived yet.
    pub fn new(graph: Graph) -> Module {
        Module {
            graph,
            stages: Vec::new(),
            ranks: Vec::new(),
        }
    }

    /// Every graph of the module with where it is.
    fn graphs(&self) -> impl Iterator<Item = (GraphLoc, &Graph)> {
        let stages = self
            .stages
            .iter()
            .enumerate()
            .map(|(i, s)| (GraphLoc::Stage(i), &s.graph));
        let ranks = self.ranks.iter().enumerate().flat_map(|(stage, rs)| {
            rs.iter().flat_map(move |r| {
                let fwd = (
                    GraphLoc::Rank {
                        stage,
                        rank: r.rank,
                        backward: false,
                    },
                    &r.graph,
                );
                let bwd = r.train.as_ref().map(|t| {
                    (
                        GraphLoc::Rank {
                            stage,
                            rank: r.rank,
                            backward: true,
                        },
                        &t.backward,
                    )
                });
                std::iter::once(fwd).chain(bwd)
            })
        });
        std::iter::once((GraphLoc::Model, &self.graph))
            .chain(stages)
            .chain(ranks)
    }
}

/// Where a graph is in a [`Module`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GraphLoc {
    Model,
    Stage(usize),
    Rank {
        stage: usize,
        rank: u32,
        backward: bool,
    },
}

impl fmt::Display for GraphLoc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GraphLoc::Model => f.write_str("the model graph"),
            GraphLoc::Stage(i) => write!(f, "stage {i}"),
            GraphLoc::Rank {
                stage,
                rank,
                backward,
            } => write!(
                f,
                "stage {stage}, TP rank {rank}{}",
                if *backward { ", backward" } else { "" }
            ),
        }
    }
}

/// A graph pass over a [`Module`].
pub trait Pass {
    /// The name `--time-passes` and failures show (`extract-stages`).
    fn name(&self) -> &'static str;

    /// Transform `module`; an error names the entity it is about.
    fn run(&self, module: &mut Module) -> Result<(), PassError>;
}

/// A pass or verifier failure, naming the pass and what it is about.
#[derive(Debug, thiserror::Error)]
pub enum PassFailure {
    /// The pass itself failed.
    #[error("pass {pass}: {error}")]
    Failed {
        pass: &'static str,
        #[source]
        error: PassError,
    },
    /// A graph of the module fails the verifier: after pass `after`, or
    /// (`None`) in the module given to the first pass or to a backend.
    #[error("{}{graph}: {errors}", after.map_or(String::new(), |p| format!("after pass {p}: ")))]
    Verify {
        after: Option<&'static str>,
        graph: GraphLoc,
        #[source]
        errors: VerifyErrors,
    },
}

/// How long one pass (or another step of a flow) took, seconds.
#[derive(Clone, Debug, PartialEq)]
pub struct Timing {
    pub name: &'static str,
    pub run_s: f64,
    /// The verification after it, if it ran.
    pub verify_s: Option<f64>,
}

/// Passes run in order, verified after each when asked, and timed.
pub struct PassManager {
    passes: Vec<Box<dyn Pass>>,
    verify_each: bool,
}

impl Default for PassManager {
    fn default() -> PassManager {
        PassManager::new()
    }
}

impl PassManager {
    /// No passes; verification after each pass in debug builds.
    pub fn new() -> PassManager {
        PassManager {
            passes: Vec::new(),
            verify_each: cfg!(debug_assertions),
        }
    }

    /// Verify after every pass also in release builds (`--verify-each`);
    /// debug builds always do.
    pub fn verify_each(mut self, on: bool) -> PassManager {
        self.verify_each = on || cfg!(debug_assertions);
        self
    }

    /// Run `pass` after those added before.
    pub fn add_pass(mut self, pass: impl Pass + 'static) -> PassManager {
        self.passes.push(Box::new(pass));
        self
    }

    /// The passes' names, in order.
    pub fn names(&self) -> Vec<&'static str> {
        self.passes.iter().map(|p| p.name()).collect()
    }

    /// Verify `module`, then run every pass on it; one [`Timing`] per pass.
    pub fn run(&self, module: &mut Module) -> Result<Vec<Timing>, PassFailure> {
        check(module, None)?;
        let mut out = Vec::with_capacity(self.passes.len());
        for p in &self.passes {
            let name = p.name();
            let t0 = Instant::now();
            p.run(module)
                .map_err(|error| PassFailure::Failed { pass: name, error })?;
            let run_s = t0.elapsed().as_secs_f64();
            let verify_s = if self.verify_each {
                let t1 = Instant::now();
                check(module, Some(name))?;
                Some(t1.elapsed().as_secs_f64())
            } else {
                None
            };
            out.push(Timing {
                name,
                run_s,
                verify_s,
            });
        }
        Ok(out)
    }
}

/// Verify every graph of `m`; a failure names `after` and the graph.
fn check(m: &Module, after: Option<&'static str>) -> Result<(), PassFailure> {
    for (graph, g) in m.graphs() {
        verify(g).map_err(|errors| PassFailure::Verify {
            after,
            graph,
            errors,
        })?;
    }
    Ok(())
}

/// A TP rank's verified graphs.
#[derive(Clone, Copy, Debug)]
pub struct VerifiedRank<'m> {
    pub forward: Verified<'m>,
    pub backward: Option<Verified<'m>>,
}

/// Proof that every graph of a [`Module`] passed the verifier (it borrows
/// the module, so it cannot change since).
pub struct VerifiedModule<'m> {
    module: &'m Module,
    graph: Verified<'m>,
    stages: Vec<Verified<'m>>,
    ranks: Vec<Vec<VerifiedRank<'m>>>,
}

impl<'m> VerifiedModule<'m> {
    pub fn module(&self) -> &'m Module {
        self.module
    }

    /// The model graph.
    pub fn graph(&self) -> Verified<'m> {
        self.graph
    }

    /// Stage `i`'s graph.
    pub fn stage(&self, i: usize) -> Verified<'m> {
        self.stages[i]
    }

    /// Stage `stage`'s TP ranks.
    pub fn ranks(&self, stage: usize) -> &[VerifiedRank<'m>] {
        &self.ranks[stage]
    }
}

impl std::ops::Deref for VerifiedModule<'_> {
    type Target = Module;
    fn deref(&self) -> &Module {
        self.module
    }
}

/// Verify every graph of `m` (what backends require).
pub fn verify_module(m: &Module) -> Result<VerifiedModule<'_>, PassFailure> {
    let at = |graph: GraphLoc| {
        move |errors| PassFailure::Verify {
            after: None,
            graph,
            errors,
        }
    };
    let graph = verify(&m.graph).map_err(at(GraphLoc::Model))?;
    let stages = m
        .stages
        .iter()
        .enumerate()
        .map(|(i, s)| verify(&s.graph).map_err(at(GraphLoc::Stage(i))))
        .collect::<Result<Vec<_>, _>>()?;
    let ranks = m
        .ranks
        .iter()
        .enumerate()
        .map(|(stage, rs)| {
            rs.iter()
                .map(|r| {
                    let loc = |backward| GraphLoc::Rank {
                        stage,
                        rank: r.rank,
                        backward,
                    };
                    Ok(VerifiedRank {
                        forward: verify(&r.graph).map_err(at(loc(false)))?,
                        backward: r
                            .train
                            .as_ref()
                            .map(|t| verify(&t.backward).map_err(at(loc(true))))
                            .transpose()?,
                    })
                })
                .collect::<Result<Vec<_>, PassFailure>>()
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok(VerifiedModule {
        module: m,
        graph,
        stages,
        ranks,
    })
}

/// Stage extraction ([`crate::stage::extract_stages`]): the model graph
/// cut into the stages `bounds` of `layers`; derived ranks are dropped.
pub struct ExtractStages {
    pub layers: Vec<LayerOps>,
    pub bounds: Vec<StageBounds>,
}

impl Pass for ExtractStages {
    fn name(&self) -> &'static str {
        "extract-stages"
    }
    fn run(&self, m: &mut Module) -> Result<(), PassError> {
        // The extractor takes the verifier's proof.
        let v = verify(&m.graph)?;
        m.stages = extract_stages(v, &self.layers, &self.bounds)?;
        m.ranks.clear();
        Ok(())
    }
}

/// Megatron TP sharding ([`crate::shard::shard_stage_with`]): each stage's
/// rank graphs at its TP degree, every output replicated except — with
/// `partial_outputs` (bundles: the boundary's comm program sums them) — a
/// non-last stage's sums, which stay partial; with `sequence_parallel`
/// (the tokens per sequence), Megatron-SP.
pub struct ShardStages {
    pub partial_outputs: bool,
    pub sequence_parallel: Option<u64>,
}

impl Pass for ShardStages {
    fn name(&self) -> &'static str {
        "shard-stages"
    }
    fn run(&self, m: &mut Module) -> Result<(), PassError> {
        let n = m.stages.len();
        m.ranks = m
            .stages
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let last = i + 1 == n;
                let opts = ShardOptions {
                    partial_outputs: self.partial_outputs && !last,
                    sequence_parallel: self.sequence_parallel,
                };
                stage_ranks(s, s.bounds.tp, last, false, None, opts)
            })
            .collect::<Result<_, _>>()?;
        Ok(())
    }
}

/// Training graphs ([`crate::train::train_stage`]): per stage and TP rank
/// the forward keeping what the backward needs and the backward (autodiff
/// with the TP rule), `loss` appended to the last stage; `recompute[i]`:
/// stage i recomputes its forward instead of saving residuals; with
/// `sequence_parallel` (the tokens per sequence), Megatron-SP. With a
/// `precision` (bf16, f16) the rank graphs compute in it with f32 master
/// weights ([`crate::mixed`]), and so do the stage graphs, whose boundary
/// types (what the bundle's stages exchange) follow.
pub struct TrainingGraphs {
    pub loss: Loss,
    pub recompute: Vec<bool>,
    pub sequence_parallel: Option<u64>,
    pub precision: Option<hetc_ir::DType>,
}

impl Pass for TrainingGraphs {
    fn name(&self) -> &'static str {
        "training-graphs"
    }
    fn run(&self, m: &mut Module) -> Result<(), PassError> {
        let n = m.stages.len();
        if self.recompute.len() != n {
            return Err(PassError::Train(format!(
                "{} recompute flags for {n} stages",
                self.recompute.len()
            )));
        }
        m.ranks = m
            .stages
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let opts = ShardOptions {
                    partial_outputs: false,
                    sequence_parallel: self.sequence_parallel,
                };
                stage_ranks(
                    s,
                    s.bounds.tp,
                    i + 1 == n,
                    self.recompute[i],
                    Some((self.loss, self.precision)),
                    opts,
                )
                .map_err(|e| PassError::Train(format!("stage {i}: {e}")))
            })
            .collect::<Result<_, _>>()?;
        if let Some(low) = self.precision {
            for (i, s) in m.stages.iter_mut().enumerate() {
                let opts = crate::mixed::MixedOptions {
                    low,
                    keep_inputs: i == 0,
                    keep_outputs: i + 1 == n,
                };
                s.graph = crate::mixed::mixed_precision(&s.graph, &opts)
                    .map_err(|e| PassError::Train(format!("stage {i}: {e}")))?;
                for (b, &v) in s.inputs.iter_mut().zip(&s.graph.inputs) {
                    b.ty = s.graph.ty(v).clone();
                }
                for (b, &v) in s.outputs.iter_mut().zip(&s.graph.outputs) {
                    b.ty = s.graph.ty(v).clone();
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixtures::graph_with;

    fn gpt2() -> (Graph, Vec<LayerOps>) {
        let g = graph_with("gpt2-tiny.onnx", &[("batch", 1), ("sequence", 8)]);
        let layers = crate::blocks::find_layers(&g);
        (g, layers)
    }

    /// A pass that breaks the graph it is given: an op reads a value
    /// defined after it.
    struct Break;
    impl Pass for Break {
        fn name(&self) -> &'static str {
            "break"
        }
        fn run(&self, m: &mut Module) -> Result<(), PassError> {
            let g = &mut m.stages[1].graph;
            g.order.swap(0, 1);
            Ok(())
        }
    }

    #[test]
    fn the_flow_runs_verified_and_timed() {
        let (g, layers) = gpt2();
        let n = layers.len();
        let bounds = crate::fixtures::three_stages(n, 2);
        let mut m = Module::new(g);
        let pm = PassManager::new()
            .verify_each(true)
            .add_pass(ExtractStages {
                layers: layers.clone(),
                bounds,
            })
            .add_pass(ShardStages {
                partial_outputs: true,
                sequence_parallel: None,
            });
        assert_eq!(pm.names(), ["extract-stages", "shard-stages"]);
        let t = pm.run(&mut m).unwrap();
        assert_eq!(t.len(), 2);
        assert!(t.iter().all(|t| t.run_s >= 0.0 && t.verify_s.is_some()));
        assert_eq!(m.stages.len(), 3);
        assert!(m.ranks.iter().all(|r| r.len() == 2));
        let v = verify_module(&m).unwrap();
        assert_eq!(v.ranks(2).len(), 2);
        // Training graphs replace the inference ranks.
        PassManager::new()
            .add_pass(TrainingGraphs {
                precision: None,
                loss: Loss::CrossEntropy,
                recompute: vec![false, true, false],
                sequence_parallel: None,
            })
            .run(&mut m)
            .unwrap();
        assert!(m.ranks.iter().flatten().all(|r| r.train.is_some()));
        let v = verify_module(&m).unwrap();
        assert!(v.ranks(0)[1].backward.is_some());
    }

    #[test]
    fn a_broken_graph_names_the_pass_the_graph_and_the_op() {
        let (g, layers) = gpt2();
        let bounds = crate::fixtures::three_stages(layers.len(), 1);
        let mut m = Module::new(g);
        let e = PassManager::new()
            .verify_each(true)
            .add_pass(ExtractStages { layers, bounds })
            .add_pass(Break)
            .run(&mut m)
            .unwrap_err();
        let s = e.to_string();
        assert!(
            s.starts_with("after pass break: stage 1: IR verification failed"),
            "{s}"
        );
        // The op, by id and model name.
        let op = m.stages[1].graph.order[0];
        let name = &m.stages[1].graph.ops[op].name;
        assert!(s.contains(&format!("{op} {name:?}")), "{s}");
        assert!(matches!(
            e,
            PassFailure::Verify {
                after: Some("break"),
                graph: GraphLoc::Stage(1),
                ..
            }
        ));
        // And the backend's check says the same without a pass.
        let e = verify_module(&m).err().unwrap().to_string();
        assert!(e.starts_with("stage 1: IR verification failed"), "{e}");
    }

    #[test]
    fn a_failing_pass_is_named() {
        let (g, layers) = gpt2();
        let n = layers.len() as u32;
        let mut m = Module::new(g);
        let e = PassManager::new()
            .add_pass(ExtractStages {
                layers,
                bounds: vec![StageBounds {
                    first_layer: 0,
                    end_layer: n + 3,
                    tp: 1,
                }],
            })
            .run(&mut m)
            .unwrap_err();
        let s = e.to_string();
        assert!(
            s.starts_with("pass extract-stages: stage extraction: "),
            "{s}"
        );
    }
}
