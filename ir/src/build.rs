//! Building graphs by hand: ops appended with their result types inferred.
//!
//! [`Graph::build`] appends an op after checking what the verifier would
//! check of it — operand count, required attributes and their kinds,
//! operands that exist — and gives its result the type [`infer_types`]
//! states; an op whose result types cannot be inferred from its operands
//! (a `reshape` to a shape, a `custom` op) needs [`Graph::add_op`] with
//! explicit types. Errors name the op and say why ([`BuildError`]).
//!
//! ```
//! use hetc_ir::{attrs, verify, Attr, DType, Graph, OpKind, TensorType};
//!
//! // y = softmax(x · w + b) over the last axis.
//! let mut g = Graph::new("linear");
//! let x = g.add_input("x", TensorType::fixed(DType::F32, &[2, 8]));
//! let w = g.add_param("w", TensorType::fixed(DType::F32, &[8, 4]), None);
//! let b = g.add_param("b", TensorType::fixed(DType::F32, &[4]), None);
//! let xw = g.build("xw", OpKind::MatMul, &[x, w], attrs([]))?;
//! let z = g.build("z", OpKind::Add, &[xw, b], attrs([]))?;
//! let y = g.build("y", OpKind::Softmax, &[z], attrs([("axis", Attr::Int(-1))]))?;
//! g.outputs.push(y);
//! assert_eq!(g.ty(y), &TensorType::fixed(DType::F32, &[2, 4]));
//! verify(&g)?;
//!
//! // A missing attribute is named with the op.
//! let e = g.build("bad", OpKind::Softmax, &[y], attrs([])).unwrap_err();
//! assert_eq!(e.to_string(), "op \"bad\" (softmax): required attribute `axis` is missing");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use crate::entities::ValueId;
use crate::graph::Graph;
use crate::infer::infer_types;
use crate::op::{Attr, Attrs, OpKind};

/// An op [`Graph::build`] could not append.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("op {name:?} ({kind}): {message}")]
pub struct BuildError {
    pub name: String,
    pub kind: String,
    pub message: String,
}

/// Attributes from `(name, value)` pairs, in their order.
pub fn attrs<const N: usize>(pairs: [(&str, Attr); N]) -> Attrs {
    pairs.into_iter().map(|(k, v)| (k.to_string(), v)).collect()
}

impl Graph {
    /// Append op `name` computing `kind` of `inputs`; its results get the
    /// inferred types. Returns the results.
    pub fn build_multi(
        &mut self,
        name: &str,
        kind: OpKind,
        inputs: &[ValueId],
        attrs: Attrs,
    ) -> Result<Vec<ValueId>, BuildError> {
        let fail = |m: String| BuildError {
            name: name.to_string(),
            kind: kind.to_string(),
            message: m,
        };
        let sig = kind.signature();
        if !sig.inputs.admits(inputs.len()) {
            return Err(fail(format!(
                "takes {} operand(s), was given {}",
                sig.inputs,
                inputs.len()
            )));
        }
        for (key, k) in sig.attrs {
            match attrs.get(*key) {
                None => return Err(fail(format!("required attribute `{key}` is missing"))),
                Some(a) if !k.admits(a) => {
                    return Err(fail(format!("attribute `{key}` should be {k:?}, is {a}")))
                }
                _ => {}
            }
        }
        let mut ins = Vec::with_capacity(inputs.len());
        for (i, &v) in inputs.iter().enumerate() {
            match self.values.get(v) {
                Some(d) => ins.push(&d.ty),
                None => return Err(fail(format!("operand {i} is {v}, which does not exist"))),
            }
        }
        let types = infer_types(&kind, &ins, &attrs)
            .map_err(fail)?
            .ok_or_else(|| {
                fail("its result types do not follow from its operands; add it with explicit types (Graph::add_op)".into())
            })?;
        let op = self.add_op(kind, inputs, attrs, types, name);
        Ok(self.ops[op].outputs.to_vec())
    }

    /// [`Graph::build_multi`] of a one-result op: its result.
    pub fn build(
        &mut self,
        name: &str,
        kind: OpKind,
        inputs: &[ValueId],
        attrs: Attrs,
    ) -> Result<ValueId, BuildError> {
        let k = kind.to_string();
        let r = self.build_multi(name, kind, inputs, attrs)?;
        match r[..] {
            [v] => Ok(v),
            _ => Err(BuildError {
                name: name.to_string(),
                kind: k,
                message: format!("gives {} results; use build_multi", r.len()),
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{verify, DType, TensorType};

    #[test]
    fn wrong_operands_and_uninferable_ops_are_refused_by_name() {
        let mut g = Graph::new("t");
        let x = g.add_input("x", TensorType::fixed(DType::F32, &[2, 3]));
        let e = g.build("mm", OpKind::MatMul, &[x], attrs([])).unwrap_err();
        assert_eq!(e.message, "takes 2 operand(s), was given 1");
        let e = g
            .build("mm", OpKind::MatMul, &[x, x], attrs([]))
            .unwrap_err();
        assert!(e.to_string().starts_with("op \"mm\" (matmul): "), "{e}");
        let e = g.build("r", OpKind::Reshape, &[x], attrs([])).unwrap_err();
        assert!(e.message.contains("explicit types"), "{e}");
        // Nothing was appended by the failures.
        assert!(g.order.is_empty());
        let t = g
            .build(
                "t",
                OpKind::Transpose,
                &[x],
                attrs([("perm", Attr::Ints(vec![1, 0]))]),
            )
            .unwrap();
        assert_eq!(g.ty(t), &TensorType::fixed(DType::F32, &[3, 2]));
        g.outputs.push(t);
        verify(&g).unwrap();
    }
}
