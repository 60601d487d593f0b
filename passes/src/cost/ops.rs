//! FLOPs and HBM bytes of one IR op, from its types.
//!
//! Establishes the per-op numbers the roofline uses: a multiply-add counts as
//! two FLOPs (GEMM = 2·M·N·K), elementwise ops one FLOP per result element,
//! normalisations a small constant per element, data movement (`tile`,
//! `one_hot`, `gather`, …) none; bytes are the operands read
//! plus the results written, except for `reshape` (a view: 0 bytes).
//! Assumes every dimension is fixed (bind symbols first); returns an error
//! naming the op otherwise. Does not model fusion or caches: these are the
//! unfused, cold-cache figures the roofline is an upper bound on.

use hetc_ir::{Graph, OpId, OpKind, TensorType};

/// Work of one op.
#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub struct OpCost {
    pub flops: f64,
    pub bytes: f64,
}

/// An op whose cost depends on dims that are not bound yet: names the op
/// (id, the model's name, kind) and the symbolic type.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("{op} {name:?} ({kind}): {what} {ty} has symbolic dims")]
pub struct SymbolicCost {
    pub op: OpId,
    pub name: String,
    pub kind: OpKind,
    /// "type" (an operand or result) or "contraction dim of".
    pub what: &'static str,
    pub ty: TensorType,
}

fn numel(t: &TensorType) -> Result<f64, &TensorType> {
    t.num_elements().map(|n| n as f64).ok_or(t)
}

fn bytes(t: &TensorType) -> Result<f64, &TensorType> {
    Ok(numel(t)? * t.dtype.size_bytes() as f64)
}

/// FLOPs and bytes of `op` in `graph`.
pub fn op_cost(graph: &Graph, op: OpId) -> Result<OpCost, Box<SymbolicCost>> {
    let data = &graph.ops[op];
    let ty = |v| graph.ty(v);
    let err = |what: &'static str, t: &TensorType| {
        Box::new(SymbolicCost {
            op,
            name: data.name.clone(),
            kind: data.kind.clone(),
            what,
            ty: t.clone(),
        })
    };
    let culprit = |t: &TensorType| err("type", t);
    let out = data.outputs.first().map(|&v| ty(v));
    let mut io_bytes = 0.0;
    for &v in data.inputs.iter().chain(data.outputs.iter()) {
        io_bytes += bytes(ty(v)).map_err(culprit)?;
    }
    let out_n = match out {
        Some(t) => numel(t).map_err(culprit)?,
        None => 0.0,
    };
    use OpKind::*;
    let flops = match &data.kind {
        MatMul => {
            let a = ty(data.inputs[0]);
            let k = a
                .shape
                .last()
                .and_then(|d| d.fixed())
                .ok_or_else(|| err("contraction dim of", a))?;
            2.0 * out_n * k as f64
        }
        Conv => {
            let w = ty(data.inputs[1]);
            let per_out: f64 = w.shape[1..]
                .iter()
                .map(|d| d.fixed().unwrap_or(0) as f64)
                .product();
            2.0 * out_n * per_out + if data.inputs.len() > 2 { out_n } else { 0.0 }
        }
        MaxPool | AvgPool => {
            let k: f64 = data
                .attr_ints("kernel")
                .unwrap_or(&[])
                .iter()
                .map(|&k| k as f64)
                .product();
            out_n * k
        }
        GlobalAvgPool | ReduceSum | ReduceMean | ReduceMax | TopK => {
            numel(ty(data.inputs[0])).map_err(culprit)?
        }
        Softmax => 5.0 * out_n,
        LayerNorm => 8.0 * out_n,
        BatchNorm => 2.0 * out_n,
        Erf | Tanh | Sin | Cos | Sigmoid | Exp | Log | Pow | Sqrt => 4.0 * out_n,
        k if k.class() == hetc_ir::OpClass::Elementwise => out_n,
        _ => 0.0,
    };
    let bytes = match &data.kind {
        Reshape => 0.0,
        // Fill and Range write only; Shape reads nothing.
        Fill | Range => out.map_or(Ok(0.0), bytes).map_err(culprit)?,
        Shape => 8.0,
        // A gather reads the selected rows, not the whole table.
        Gather => {
            2.0 * out.map_or(Ok(0.0), bytes).map_err(culprit)?
                + bytes(ty(data.inputs[1])).map_err(culprit)?
        }
        _ => io_bytes,
    };
    Ok(OpCost { flops, bytes })
}

#[cfg(test)]
mod tests {
    use super::*;
    use hetc_ir::{Attrs, DType};

    #[test]
    fn gemm_flops_are_2mnk() {
        let mut g = Graph::new("t");
        let a = g.add_input("a", TensorType::fixed(DType::F32, &[3, 32, 64]));
        let b = g.add_param("b", TensorType::fixed(DType::F32, &[64, 16]), None);
        let op = g.add_op(
            OpKind::MatMul,
            &[a, b],
            Attrs::new(),
            vec![TensorType::fixed(DType::F32, &[3, 32, 16])],
            "mm",
        );
        let c = op_cost(&g, op).unwrap();
        assert_eq!(c.flops, 2.0 * (3.0 * 32.0) * 16.0 * 64.0);
        assert_eq!(
            c.bytes,
            4.0 * (3.0 * 32.0 * 64.0 + 64.0 * 16.0 + 3.0 * 32.0 * 16.0)
        );
    }

    #[test]
    fn conv_flops_count_the_kernel_window() {
        let mut g = Graph::new("t");
        let x = g.add_input("x", TensorType::fixed(DType::F32, &[1, 8, 16, 16]));
        let w = g.add_param("w", TensorType::fixed(DType::F32, &[4, 8, 3, 3]), None);
        let mut a = Attrs::new();
        a.insert("strides".into(), hetc_ir::Attr::Ints(vec![1, 1]));
        a.insert("pads".into(), hetc_ir::Attr::Ints(vec![1, 1, 1, 1]));
        a.insert("dilations".into(), hetc_ir::Attr::Ints(vec![1, 1]));
        a.insert("group".into(), hetc_ir::Attr::Int(1));
        let op = g.add_op(
            OpKind::Conv,
            &[x, w],
            a,
            vec![TensorType::fixed(DType::F32, &[1, 4, 16, 16])],
            "c",
        );
        // every output element: 8 channels × 3 × 3 multiply-adds
        assert_eq!(op_cost(&g, op).unwrap().flops, 2.0 * (4.0 * 256.0) * 72.0);
    }

    #[test]
    fn tile_and_one_hot_move_data_only() {
        // Tile f32[4, 8] by [3, 1]: reads 32 elements, writes 96, no arithmetic.
        let mut g = Graph::new("t");
        let x = g.add_input("x", TensorType::fixed(DType::F32, &[4, 8]));
        let mut a = Attrs::new();
        a.insert("repeats".into(), hetc_ir::Attr::Ints(vec![3, 1]));
        let op = g.add_op(
            OpKind::Tile,
            &[x],
            a,
            vec![TensorType::fixed(DType::F32, &[12, 8])],
            "t",
        );
        assert_eq!(
            op_cost(&g, op).unwrap(),
            OpCost {
                flops: 0.0,
                bytes: 4.0 * (32.0 + 96.0)
            }
        );
        // OneHot i64[6] → f32[6, 4] with f32[2] values: 48 + 8 bytes read, 96 written.
        let i = g.add_input("i", TensorType::fixed(DType::I64, &[6]));
        let v = g.add_input("v", TensorType::fixed(DType::F32, &[2]));
        let mut a = Attrs::new();
        a.insert("depth".into(), hetc_ir::Attr::Int(4));
        a.insert("axis".into(), hetc_ir::Attr::Int(1));
        let op = g.add_op(
            OpKind::OneHot,
            &[i, v],
            a,
            vec![TensorType::fixed(DType::F32, &[6, 4])],
            "oh",
        );
        assert_eq!(op_cost(&g, op).unwrap().bytes, 48.0 + 8.0 + 96.0);
    }

    #[test]
    fn symbolic_dims_are_an_error_naming_the_op() {
        let mut g = Graph::new("t");
        let x = g.add_input(
            "x",
            TensorType::new(DType::F32, [hetc_ir::Dim::sym("batch"), 4.into()]),
        );
        let op = g.add_op(OpKind::Relu, &[x], Attrs::new(), vec![g.ty(x).clone()], "r");
        let e = op_cost(&g, op).unwrap_err();
        assert_eq!((e.op, e.name.as_str(), &e.kind), (op, "r", &OpKind::Relu));
        let m = e.to_string();
        assert!(
            m.contains("op0")
                && m.contains("relu")
                && m.contains("batch")
                && m.contains("symbolic"),
            "{m}"
        );
    }
}
