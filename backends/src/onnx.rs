//! IR graph → ONNX model (opset 17): a stage, or a training graph of one,
//! as a file onnxruntime runs — the same subgraph hetc compiles, for
//! `hetc bench kernels` to time against.
//!
//! Establishes: a `ModelProto` whose graph inputs are the IR graph's inputs
//! (`in<i>`), whose initializers are its parameters and constants with data
//! (raw little-endian bytes), and whose outputs are its outputs (`out<k>`,
//! each an `Identity` of the value, so an output may repeat or be an
//! input). Every IR op becomes the ONNX op it was imported from (or a
//! short sequence: a reduction keeps its dims and reshapes to the IR's
//! result type; `Range` computes its limit from the result's length;
//! `Shape` is a constant). Shape operands that ONNX takes as inputs
//! (`Reshape`, `Expand`, `Slice`, `Split`, `Tile`, `OneHot`, `Trilu`,
//! `TopK`, reduction axes) are constant initializers computed from the
//! fixed types. Value names are `v<id>`; the output is deterministic.
//!
//! Assumes a verified graph with fixed dims. Not exported (an error naming
//! the op): collectives, custom ops, parameters or constants without data.

use crate::BackendError;
use hetc_ir::{DType, Graph, OpData, OpKind, TensorData, ValueDef, ValueId, Verified};
use onnx_protobuf::tensor_shape_proto::{dimension, Dimension};
use onnx_protobuf::{
    attribute_proto::AttributeType, type_proto, AttributeProto, GraphProto, Message, ModelProto,
    NodeProto, OperatorSetIdProto, TensorProto, TensorShapeProto, TypeProto, ValueInfoProto,
};
use protobuf::MessageField;

type R<T> = Result<T, BackendError>;

fn err(m: impl Into<String>) -> BackendError {
    BackendError::Onnx(m.into())
}

/// The ONNX `TensorProto.DataType` of an element type (an error for the
/// 4/2-bit types, which ONNX packs two or four to a byte and the IR does
/// not).
fn onnx_type(d: DType) -> R<i32> {
    Ok(match d {
        DType::F32 => 1,
        DType::U8 => 2,
        DType::I8 => 3,
        DType::U16 => 4,
        DType::I16 => 5,
        DType::I32 => 6,
        DType::I64 => 7,
        DType::Bool => 9,
        DType::F16 => 10,
        DType::F64 => 11,
        DType::U32 => 12,
        DType::U64 => 13,
        DType::BF16 => 16,
        DType::F8E4M3FN => 17,
        DType::F8E4M3FNUZ => 18,
        DType::F8E5M2 => 19,
        DType::F8E5M2FNUZ => 20,
        DType::F8E8M0 => 24,
        DType::U4 | DType::I4 | DType::F4E2M1 | DType::U2 | DType::I2 => {
            return Err(err(format!(
                "element type {d} is not exported to ONNX (packed sub-byte types)"
            )))
        }
    })
}

fn name(v: ValueId) -> String {
    use cranelift_entity::EntityRef;
    format!("v{}", v.index())
}

fn dims(g: &Graph, v: ValueId) -> R<Vec<i64>> {
    let ty = g.ty(v);
    Ok(ty
        .fixed_dims()
        .ok_or_else(|| err(format!("{v} has symbolic type {ty}")))?
        .into_iter()
        .map(|d| d as i64)
        .collect())
}

fn value_info(n: &str, d: DType, shape: &[i64]) -> R<ValueInfoProto> {
    let shape = TensorShapeProto {
        dim: shape
            .iter()
            .map(|&x| Dimension {
                value: Some(dimension::Value::DimValue(x)),
                ..Default::default()
            })
            .collect(),
        ..Default::default()
    };
    Ok(ValueInfoProto {
        name: n.into(),
        type_: MessageField::some(TypeProto {
            value: Some(type_proto::Value::TensorType(type_proto::Tensor {
                elem_type: onnx_type(d)?,
                shape: MessageField::some(shape),
                ..Default::default()
            })),
            ..Default::default()
        }),
        ..Default::default()
    })
}

fn tensor(n: &str, d: DType, shape: &[i64], raw: Vec<u8>) -> R<TensorProto> {
    Ok(TensorProto {
        name: n.into(),
        dims: shape.to_vec(),
        data_type: onnx_type(d)?,
        raw_data: raw,
        ..Default::default()
    })
}

fn int_attr(n: &str, i: i64) -> AttributeProto {
    AttributeProto {
        name: n.into(),
        i,
        type_: AttributeType::INT.into(),
        ..Default::default()
    }
}

fn ints_attr(n: &str, v: &[i64]) -> AttributeProto {
    AttributeProto {
        name: n.into(),
        ints: v.to_vec(),
        type_: AttributeType::INTS.into(),
        ..Default::default()
    }
}

fn float_attr(n: &str, f: f64) -> AttributeProto {
    AttributeProto {
        name: n.into(),
        f: f as f32,
        type_: AttributeType::FLOAT.into(),
        ..Default::default()
    }
}

/// The nodes and initializers being built.
struct Out {
    nodes: Vec<NodeProto>,
    inits: Vec<TensorProto>,
    fresh: usize,
}

impl Out {
    fn node(&mut self, op: &str, ins: &[String], outs: &[String], attrs: Vec<AttributeProto>) {
        let n = self.nodes.len();
        self.nodes.push(NodeProto {
            op_type: op.into(),
            name: format!("n{n}"),
            input: ins.to_vec(),
            output: outs.to_vec(),
            attribute: attrs,
            ..Default::default()
        });
    }

    /// A new constant initializer of `i64`s.
    fn ints(&mut self, v: &[i64], shape: &[i64]) -> String {
        let n = format!("c{}", self.fresh);
        self.fresh += 1;
        let raw = v.iter().flat_map(|x| x.to_le_bytes()).collect();
        self.inits.push(TensorProto {
            name: n.clone(),
            dims: shape.to_vec(),
            data_type: 7, // INT64
            raw_data: raw,
            ..Default::default()
        });
        n
    }

    fn vector(&mut self, v: &[i64]) -> String {
        self.ints(v, &[v.len() as i64])
    }

    fn temp(&mut self) -> String {
        let n = format!("t{}", self.fresh);
        self.fresh += 1;
        n
    }
}

fn norm(a: i64, rank: usize) -> i64 {
    if a < 0 {
        a + rank as i64
    } else {
        a
    }
}

/// The graph as an ONNX model (opset 17) named `model_name`.
pub fn export(graph: Verified<'_>, model_name: &str) -> R<Vec<u8>> {
    let g = graph.graph();
    let mut o = Out {
        nodes: Vec::new(),
        inits: Vec::new(),
        fresh: 0,
    };
    let mut inputs = Vec::new();
    for &v in &g.inputs {
        inputs.push(value_info(&name(v), g.ty(v).dtype, &dims(g, v)?)?);
    }
    let used = g.used_values();
    for (v, data) in &g.data {
        if g.inputs.contains(v) || !(used.contains(*v) || g.outputs.contains(v)) {
            continue;
        }
        o.inits.push(tensor(
            &name(*v),
            data.dtype,
            &dims(g, *v)?,
            data.bytes.to_vec(),
        )?);
    }
    for (v, val) in g.values.iter() {
        if matches!(val.def, ValueDef::Param | ValueDef::Const)
            && !g.data.contains_key(&v)
            && used.contains(v)
        {
            return Err(err(format!(
                "{v} ({:?}) is a parameter or constant without data",
                val.name
            )));
        }
    }
    for (_, op) in g.ops_in_order() {
        op_nodes(&mut o, g, op).map_err(|e| err(format!("{} {:?}: {e}", op.kind, op.name)))?;
    }
    let mut outputs = Vec::new();
    for (k, &v) in g.outputs.iter().enumerate() {
        let out = format!("out{k}");
        o.node("Identity", &[name(v)], std::slice::from_ref(&out), vec![]);
        outputs.push(value_info(&out, g.ty(v).dtype, &dims(g, v)?)?);
    }
    let graph = GraphProto {
        name: model_name.into(),
        node: o.nodes,
        input: inputs,
        output: outputs,
        initializer: o.inits,
        ..Default::default()
    };
    let model = ModelProto {
        ir_version: 8,
        producer_name: "hetc".into(),
        opset_import: vec![OperatorSetIdProto {
            domain: String::new(),
            version: 17,
            ..Default::default()
        }],
        graph: MessageField::some(graph),
        ..Default::default()
    };
    model
        .write_to_bytes()
        .map_err(|e| err(format!("serializing the model: {e}")))
}

fn op_nodes(o: &mut Out, g: &Graph, op: &OpData) -> R<()> {
    use OpKind::*;
    let ins: Vec<String> = op.inputs.iter().map(|&v| name(v)).collect();
    let outs: Vec<String> = op.outputs.iter().map(|&v| name(v)).collect();
    let osh = dims(g, op.outputs[0])?;
    let ish = |i: usize| dims(g, op.inputs[i]);
    let rank = osh.len();
    let simple = |kind: &OpKind| -> Option<&'static str> {
        Some(match kind {
            Add => "Add",
            Sub => "Sub",
            Mul => "Mul",
            Div => "Div",
            Pow => "Pow",
            Max => "Max",
            Min => "Min",
            Equal => "Equal",
            Less => "Less",
            Greater => "Greater",
            And => "And",
            Or => "Or",
            Sqrt => "Sqrt",
            Exp => "Exp",
            Log => "Log",
            Erf => "Erf",
            Tanh => "Tanh",
            Sin => "Sin",
            Cos => "Cos",
            Relu => "Relu",
            Sigmoid => "Sigmoid",
            Neg => "Neg",
            Abs => "Abs",
            Reciprocal => "Reciprocal",
            Not => "Not",
            Where => "Where",
            MatMul => "MatMul",
            GlobalAvgPool => "GlobalAveragePool",
            _ => return None,
        })
    };
    if let Some(t) = simple(&op.kind) {
        o.node(t, &ins, &outs, vec![]);
        return Ok(());
    }
    match &op.kind {
        Cast => o.node(
            "Cast",
            &ins,
            &outs,
            vec![int_attr("to", onnx_type(g.ty(op.outputs[0]).dtype)? as i64)],
        ),
        Softmax => o.node(
            "Softmax",
            &ins,
            &outs,
            vec![int_attr("axis", op.attr_int("axis").unwrap_or(-1))],
        ),
        LayerNorm => {
            let axis = norm(op.attr_int("axis").unwrap_or(-1), rank);
            let mut i = ins.clone();
            if i.len() < 2 {
                // ONNX requires a scale: ones over the normalised dims.
                let sh = &osh[axis as usize..];
                let n: i64 = sh.iter().product();
                let raw = (0..n).flat_map(|_| 1.0f32.to_le_bytes()).collect();
                let c = o.temp();
                o.inits.push(tensor(&c, DType::F32, sh, raw)?);
                i.push(c);
            }
            o.node(
                "LayerNormalization",
                &i,
                &outs,
                vec![
                    int_attr("axis", axis),
                    float_attr("epsilon", op.attr_float("epsilon").unwrap_or(1e-5)),
                ],
            )
        }
        BatchNorm => o.node(
            "BatchNormalization",
            &ins,
            &outs,
            vec![float_attr(
                "epsilon",
                op.attr_float("epsilon").unwrap_or(1e-5),
            )],
        ),
        ReduceSum | ReduceMean | ReduceMax => {
            let xs = ish(0)?;
            let mut axes: Vec<i64> = op
                .attr_ints("axes")
                .unwrap_or(&[])
                .iter()
                .map(|&a| norm(a, xs.len()))
                .collect();
            if axes.is_empty() {
                axes = (0..xs.len() as i64).collect();
            }
            let t = o.temp();
            let keep = vec![int_attr("keepdims", 1)];
            if op.kind == ReduceSum {
                let a = o.vector(&axes);
                o.node(
                    "ReduceSum",
                    &[ins[0].clone(), a],
                    std::slice::from_ref(&t),
                    keep,
                );
            } else {
                let kind = if op.kind == ReduceMean {
                    "ReduceMean"
                } else {
                    "ReduceMax"
                };
                let mut at = keep;
                at.push(ints_attr("axes", &axes));
                o.node(kind, &ins[..1], std::slice::from_ref(&t), at);
            }
            let s = o.vector(&osh);
            o.node("Reshape", &[t, s], &outs, vec![]);
        }
        Reshape => {
            let s = o.vector(&osh);
            o.node("Reshape", &[ins[0].clone(), s], &outs, vec![]);
        }
        Expand => {
            let s = o.vector(&osh);
            o.node("Expand", &[ins[0].clone(), s], &outs, vec![]);
        }
        Transpose => o.node(
            "Transpose",
            &ins,
            &outs,
            vec![ints_attr("perm", op.attr_ints("perm").unwrap_or(&[]))],
        ),
        Concat => o.node(
            "Concat",
            &ins,
            &outs,
            vec![int_attr("axis", op.attr_int("axis").unwrap_or(0))],
        ),
        Split => {
            let xs = ish(0)?;
            let axis = norm(op.attr_int("axis").unwrap_or(0), xs.len());
            let sizes = op
                .outputs
                .iter()
                .map(|&r| Ok(dims(g, r)?[axis as usize]))
                .collect::<R<Vec<i64>>>()?;
            let s = o.vector(&sizes);
            o.node(
                "Split",
                &[ins[0].clone(), s],
                &outs,
                vec![int_attr("axis", axis)],
            );
        }
        Slice => {
            let xs = ish(0)?;
            let starts = op.attr_ints("starts").unwrap_or(&[]);
            let axes = op.attr_ints("axes").unwrap_or(&[]);
            let steps = op.attr_ints("steps").unwrap_or(&[]);
            let (mut st, mut en, mut ax, mut sp) = (vec![], vec![], vec![], vec![]);
            for i in 0..axes.len() {
                let a = norm(axes[i], xs.len()) as usize;
                let step = steps.get(i).copied().unwrap_or(1);
                if step <= 0 {
                    return Err(err("negative slice steps are not exported"));
                }
                let n = xs[a];
                let s = if starts[i] < 0 {
                    starts[i] + n
                } else {
                    starts[i]
                }
                .clamp(0, n);
                st.push(s);
                en.push(s + (osh[a] - 1).max(0) * step + 1);
                ax.push(a as i64);
                sp.push(step);
            }
            let ins5 = vec![
                ins[0].clone(),
                o.vector(&st),
                o.vector(&en),
                o.vector(&ax),
                o.vector(&sp),
            ];
            o.node("Slice", &ins5, &outs, vec![]);
        }
        Gather => o.node(
            "Gather",
            &ins,
            &outs,
            vec![int_attr("axis", op.attr_int("axis").unwrap_or(0))],
        ),
        Trilu => {
            let k = o.ints(&[op.attr_int("k").unwrap_or(0)], &[]);
            o.node(
                "Trilu",
                &[ins[0].clone(), k],
                &outs,
                vec![int_attr("upper", op.attr_int("upper").unwrap_or(1))],
            );
        }
        OneHot => {
            let axis = norm(op.attr_int("axis").unwrap_or(-1), rank);
            let depth = o.ints(&[osh[axis as usize]], &[]);
            o.node(
                "OneHot",
                &[ins[0].clone(), depth, ins[1].clone()],
                &outs,
                vec![int_attr("axis", axis)],
            );
        }
        Tile => {
            let xs = ish(0)?;
            let reps: Vec<i64> = osh.iter().zip(&xs).map(|(o, i)| o / i.max(&1)).collect();
            let r = o.vector(&reps);
            o.node("Tile", &[ins[0].clone(), r], &outs, vec![]);
        }
        Fill => {
            let d = g.ty(op.outputs[0]).dtype;
            let v = op.attr_float("value").unwrap_or(0.0);
            let value = TensorData::from_f64s(d, &[v]);
            let s = o.vector(&osh);
            o.node(
                "ConstantOfShape",
                &[s],
                &outs,
                vec![AttributeProto {
                    name: "value".into(),
                    t: MessageField::some(tensor("", d, &[1], value.bytes.to_vec())?),
                    type_: AttributeType::TENSOR.into(),
                    ..Default::default()
                }],
            );
        }
        Range => {
            // limit = start + n · delta, in the result's type.
            let d = g.ty(op.outputs[0]).dtype;
            let n = osh.first().copied().unwrap_or(0);
            let c = o.temp();
            let nb = TensorData::from_f64s(d, &[n as f64]);
            o.inits.push(tensor(&c, d, &[], nb.bytes.to_vec())?);
            let (m, l) = (o.temp(), o.temp());
            o.node(
                "Mul",
                &[ins[1].clone(), c],
                std::slice::from_ref(&m),
                vec![],
            );
            o.node(
                "Add",
                &[ins[0].clone(), m],
                std::slice::from_ref(&l),
                vec![],
            );
            o.node("Range", &[ins[0].clone(), l, ins[1].clone()], &outs, vec![]);
        }
        Shape => {
            let xs = ish(0)?;
            let c = o.vector(&xs);
            o.node("Identity", &[c], &outs, vec![]);
        }
        Conv => {
            let mut at = vec![int_attr("group", op.attr_int("group").unwrap_or(1))];
            for k in ["strides", "pads", "dilations"] {
                if let Some(v) = op.attr_ints(k) {
                    at.push(ints_attr(k, v));
                }
            }
            o.node("Conv", &ins, &outs, at);
        }
        MaxPool | AvgPool => {
            let k = op.attr_ints("kernel").unwrap_or(&[]);
            let st = op.attr_ints("strides").unwrap_or(&[1, 1]);
            let p = op.attr_ints("pads").unwrap_or(&[0, 0, 0, 0]);
            let xs = ish(0)?;
            // Ceil mode where the output is one longer than floor mode's.
            let floor = |i: usize| (xs[2 + i] + p[i] + p[i + 2] - k[i]) / st[i] + 1;
            let ceil = (0..2).any(|i| osh[2 + i] > floor(i)) as i64;
            let mut at = vec![
                ints_attr("kernel_shape", k),
                ints_attr("strides", st),
                ints_attr("pads", p),
                int_attr("ceil_mode", ceil),
            ];
            let kind = if op.kind == MaxPool {
                "MaxPool"
            } else {
                at.push(int_attr(
                    "count_include_pad",
                    op.attr_int("count_include_pad").unwrap_or(0),
                ));
                "AveragePool"
            };
            o.node(kind, &ins, &outs, at);
        }
        TopK => {
            let k = o.vector(&[op.attr_int("k").unwrap_or(1)]);
            o.node(
                "TopK",
                &[ins[0].clone(), k],
                &outs,
                vec![
                    int_attr("axis", op.attr_int("axis").unwrap_or(-1)),
                    int_attr("largest", op.attr_int("largest").unwrap_or(1)),
                    int_attr("sorted", 1),
                ],
            );
        }
        k => return Err(err(format!("{k} has no ONNX export"))),
    }
    Ok(())
}
