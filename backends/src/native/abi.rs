//! [`StageAbi`]: how a compiled cpu stage is called — its inputs, the
//! weights it takes (in argument order, GEMM weights packed in panels),
//! its results and how they map back to the graph's outputs, and which
//! outputs may overwrite inputs. The compiler derives it from the graph
//! as it lowers it (`mlir::CpuStage`); a bundle records it beside each
//! shared object (`<base>.json`, [`super::ObjectInfo`]), so a runtime
//! without the compiler calls the object exactly as the compiler would
//! have.

use super::{err, R};
use crate::host::{HostData, HostTensor};
use hetc_ir::{DType, Graph, ValueId};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// See the module doc.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StageAbi {
    /// The stage's inputs: name, element type, shape.
    pub inputs: Vec<Arg>,
    /// The graph's outputs: name, element type, shape.
    pub outputs: Vec<Arg>,
    /// The used weights, in argument order.
    pub weights: Vec<WeightArg>,
    /// The lanes of a GEMM weight's column panels (0: none packed).
    pub pack: u64,
    /// Each graph output: a compiled result, or a graph input returned as
    /// is.
    pub output_map: Vec<OutputSource>,
    /// Per compiled result, the first graph output it is (its buffer is
    /// the out-param).
    pub result_slot: Vec<usize>,
    /// When the stage was lowered as one elementwise loop per group of
    /// connected ops: per output its group, per input the groups that read
    /// it (an output may overwrite an input only its own group reads).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub in_place: Option<InPlace>,
}

/// A stage input or output.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Arg {
    pub name: String,
    pub dtype: DType,
    pub shape: Vec<usize>,
}

/// A weight argument: the graph parameter it is and how it is passed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WeightArg {
    /// The parameter's value id in the stage graph.
    pub value: u32,
    pub name: String,
    pub dtype: DType,
    /// The parameter's shape in the graph.
    pub shape: Vec<usize>,
    /// Packed in column panels of [`StageAbi::pack`] lanes: `Some(t)`,
    /// `t` when the matmuls read its transpose (the parameter is `[N, K]`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub packed: Option<bool>,
}

/// Where a stage output comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OutputSource {
    Result(usize),
    Input(usize),
}

/// See [`StageAbi::in_place`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InPlace {
    pub output_group: Vec<usize>,
    pub readers: Vec<BTreeSet<usize>>,
}

impl Arg {
    /// Value `v` of `g` (its type must be fixed).
    pub fn of(g: &Graph, v: ValueId, stage: &str) -> R<Arg> {
        let ty = g.ty(v);
        Ok(Arg {
            name: g.values[v].name.clone(),
            dtype: ty.dtype,
            shape: fixed_shape(g, v, stage)?,
        })
    }

    pub(crate) fn label(&self, what: &str, i: usize) -> String {
        if self.name.is_empty() {
            format!("{what} {i}")
        } else {
            format!("{what} {i} ({})", self.name)
        }
    }

    pub(crate) fn check(&self, t: &HostTensor, stage: &str, what: &str, i: usize) -> R<()> {
        if t.dtype() != self.dtype || t.shape != self.shape {
            return Err(err(format!(
                "stage {stage}: {} is {}, expected {}{:?}",
                self.label(what, i),
                t.type_name(),
                self.dtype,
                self.shape
            )));
        }
        Ok(())
    }

    fn same(&self, other: &Arg) -> bool {
        self.dtype == other.dtype && self.shape == other.shape
    }
}

fn fixed_shape(g: &Graph, v: ValueId, stage: &str) -> R<Vec<usize>> {
    let ty = g.ty(v);
    Ok(ty
        .fixed_dims()
        .ok_or_else(|| err(format!("stage {stage}: symbolic type {ty}")))?
        .into_iter()
        .map(|d| d as usize)
        .collect())
}

impl StageAbi {
    /// Whether `g` is a graph this ABI calls: the same inputs, outputs and
    /// weights (value ids, element types and shapes). A bundle object is
    /// checked so before it runs a rank's segment; the error says what
    /// differs.
    pub fn check_graph(&self, g: &Graph, stage: &str) -> R<()> {
        let differ = |what: String| {
            Err(err(format!(
                "stage {stage}: the compiled code does not match the graph: {what}"
            )))
        };
        if g.inputs.len() != self.inputs.len() || g.outputs.len() != self.outputs.len() {
            return differ(format!(
                "{} inputs and {} outputs, the code takes {} and {}",
                g.inputs.len(),
                g.outputs.len(),
                self.inputs.len(),
                self.outputs.len()
            ));
        }
        for (i, (&v, a)) in g.inputs.iter().zip(&self.inputs).enumerate() {
            if !Arg::of(g, v, stage)?.same(a) {
                return differ(format!("input {i} is {}", g.ty(v)));
            }
        }
        for (k, (&v, a)) in g.outputs.iter().zip(&self.outputs).enumerate() {
            if !Arg::of(g, v, stage)?.same(a) {
                return differ(format!("output {k} is {}", g.ty(v)));
            }
        }
        for w in &self.weights {
            let v = ValueId::from_u32(w.value);
            let ok = g.values.get(v).is_some_and(|d| {
                matches!(d.def, hetc_ir::ValueDef::Param)
                    && d.ty.dtype == w.dtype
                    && d.ty
                        .fixed_dims()
                        .is_some_and(|s| s.iter().map(|&x| x as usize).eq(w.shape.iter().copied()))
            });
            if !ok {
                return differ(format!(
                    "weight {:?} ({}{:?}) is not parameter v{} of the graph",
                    w.name, w.dtype, w.shape, w.value
                ));
            }
        }
        Ok(())
    }

    /// The weights of `g` as the code takes them: in argument order, GEMM
    /// weights packed in panels of [`StageAbi::pack`] lanes.
    pub fn weights_of(&self, g: &Graph, stage: &str) -> R<Vec<HostTensor>> {
        self.weights
            .iter()
            .map(|w| {
                let v = ValueId::from_u32(w.value);
                let data = g
                    .data
                    .get(&v)
                    .ok_or_else(|| err(format!("stage {stage}: weight {v} has no data")))?;
                let fail = |e| err(format!("stage {stage}: weight {v}: {e}"));
                let Some(transposed) = w.packed else {
                    return HostTensor::from_data(g.ty(v), data).map_err(fail);
                };
                let (mut k, mut n, nr) = (w.shape[0], w.shape[1], self.pack as usize);
                if transposed {
                    (k, n) = (n, k);
                }
                let x: Vec<f32> = data
                    .bytes
                    .chunks_exact(4)
                    .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]]))
                    .collect();
                if x.len() != k * n || nr == 0 {
                    return Err(err(format!(
                        "stage {stage}: weight {v}: {} elements for [{k}, {n}]",
                        x.len()
                    )));
                }
                HostTensor::new(
                    &[n / nr, k, nr],
                    HostData::F32(pack_panels(&x, k, n, nr, transposed)),
                )
                .map_err(fail)
            })
            .collect()
    }
}

/// The right operand `[K, N]` of a matmul as `[N / nr, K, nr]` panels,
/// from row-major f32 data `w` holding it (`transposed`: `w` is `[N, K]`,
/// the operand its transpose): panel `j` holds the operand's columns
/// `j·nr .. (j+1)·nr` row after row, as the compiled GEMMs read them
/// (`mlir::lower::packed_weights` says which weights are packed).
pub fn pack_panels(w: &[f32], k: usize, n: usize, nr: usize, transposed: bool) -> Vec<f32> {
    let mut p = Vec::with_capacity(w.len());
    for j in 0..n / nr {
        if transposed {
            for kk in 0..k {
                p.extend((0..nr).map(|l| w[(j * nr + l) * k + kk]));
            }
        } else {
            for row in w.chunks_exact(n).take(k) {
                p.extend_from_slice(&row[j * nr..(j + 1) * nr]);
            }
        }
    }
    p
}
