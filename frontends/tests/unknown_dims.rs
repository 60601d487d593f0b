//! Unknown dims as exporters write them, in protobuf models built here:
//! Paddle2ONNX's `?` (and an empty `dim_param`, a dim with neither value
//! nor name, a `-1`) is a fresh symbol per dim named after its input and
//! axis, while a real `dim_param` is shared; a reshape's `-1` over symbolic
//! extents is the exact quotient; `Concat` unifies a symbolic extent with
//! the other operand's (fixed or symbolic), and binding checks it.

use hetc_frontends::onnx::{decode, import_bytes, signature};
use hetc_frontends::ImportOptions;
use hetc_ir::{Dim, Graph, TensorType};
use onnx_protobuf::tensor_shape_proto::{dimension, Dimension};
use onnx_protobuf::{
    type_proto, GraphProto, ModelProto, NodeProto, OperatorSetIdProto, TensorProto,
    TensorShapeProto, TypeProto, ValueInfoProto,
};
use protobuf::{Message, MessageField};
use std::collections::BTreeMap;
use std::path::Path;

/// One input dim as an exporter may write it.
#[derive(Clone, Copy)]
enum D<'a> {
    V(i64),
    P(&'a str),
    /// Neither `dim_value` nor `dim_param`.
    Unset,
}

fn vi(name: &str, dims: &[D]) -> ValueInfoProto {
    let shape = TensorShapeProto {
        dim: dims
            .iter()
            .map(|d| Dimension {
                value: match *d {
                    D::V(v) => Some(dimension::Value::DimValue(v)),
                    D::P(p) => Some(dimension::Value::DimParam(p.into())),
                    D::Unset => None,
                },
                ..Default::default()
            })
            .collect(),
        ..Default::default()
    };
    ValueInfoProto {
        name: name.into(),
        type_: MessageField::some(TypeProto {
            value: Some(type_proto::Value::TensorType(type_proto::Tensor {
                elem_type: 1,
                shape: MessageField::some(shape),
                ..Default::default()
            })),
            ..Default::default()
        }),
        ..Default::default()
    }
}

fn node(op: &str, ins: &[&str], out: &str, axis: Option<i64>) -> NodeProto {
    NodeProto {
        op_type: op.into(),
        name: out.into(),
        input: ins.iter().map(|s| s.to_string()).collect(),
        output: vec![out.into()],
        attribute: axis
            .map(|a| onnx_protobuf::AttributeProto {
                name: "axis".into(),
                type_: protobuf::EnumOrUnknown::new(
                    onnx_protobuf::attribute_proto::AttributeType::INT,
                ),
                i: a,
                ..Default::default()
            })
            .into_iter()
            .collect(),
        ..Default::default()
    }
}

fn i64s(name: &str, v: &[i64]) -> TensorProto {
    TensorProto {
        name: name.into(),
        data_type: 7,
        dims: vec![v.len() as i64],
        int64_data: v.to_vec(),
        ..Default::default()
    }
}

fn f32s(name: &str, dims: &[i64], v: &[f32]) -> TensorProto {
    TensorProto {
        name: name.into(),
        data_type: 1,
        dims: dims.to_vec(),
        float_data: v.to_vec(),
        ..Default::default()
    }
}

fn model(
    inputs: Vec<ValueInfoProto>,
    nodes: Vec<NodeProto>,
    inits: Vec<TensorProto>,
    outputs: &[&str],
) -> Vec<u8> {
    let g = GraphProto {
        name: "t".into(),
        node: nodes,
        input: inputs,
        output: outputs.iter().map(|o| vi(o, &[])).collect(),
        initializer: inits,
        ..Default::default()
    };
    ModelProto {
        ir_version: 8,
        opset_import: vec![OperatorSetIdProto {
            domain: String::new(),
            version: 17,
            ..Default::default()
        }],
        graph: MessageField::some(g),
        ..Default::default()
    }
    .write_to_bytes()
    .unwrap()
}

fn import(bytes: &[u8], binds: &[(&str, u64)]) -> Result<hetc_frontends::Imported, String> {
    let opts = ImportOptions {
        bindings: binds.iter().map(|&(k, v)| (k.to_string(), v)).collect(),
        ..Default::default()
    };
    import_bytes(bytes, Path::new("."), "m.onnx", &opts).map_err(|e| e.to_string())
}

fn binds(b: &[(&str, u64)]) -> BTreeMap<String, u64> {
    b.iter().map(|&(k, v)| (k.to_string(), v)).collect()
}

fn output_type(g: &Graph, name: &str) -> TensorType {
    let v = g
        .outputs
        .iter()
        .copied()
        .find(|&v| g.values[v].name == name)
        .unwrap();
    g.ty(v).clone()
}

fn shape(t: &TensorType) -> String {
    t.shape
        .iter()
        .map(Dim::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// Every `?`, empty `dim_param`, unset dim and `-1` is its own symbol
/// (`x_dim0`, …), as onnxruntime reads them; `batch` is one symbol in both
/// inputs. Binding each from its own tensor dim works where one shared `_`
/// made dims 2 and 3 of `x` (48 and 192) contradict each other.
#[test]
fn unknown_dims_are_fresh_symbols_and_named_ones_shared() {
    use D::*;
    let bytes = model(
        vec![
            vi("x", &[P("batch"), P("?"), P("?"), P("?")]),
            vi("m", &[P("batch"), P(""), Unset, V(-1)]),
        ],
        vec![
            node("Identity", &["x"], "y", None),
            node("Identity", &["m"], "n", None),
        ],
        vec![],
        &["y", "n"],
    );
    let sig = signature(&decode(&bytes, "m.onnx").unwrap(), "m.onnx").unwrap();
    let shapes: Vec<String> = sig
        .inputs
        .iter()
        .map(|(_, t)| shape(t.as_ref().unwrap()))
        .collect();
    assert_eq!(
        shapes,
        [
            "batch, x_dim1, x_dim2, x_dim3",
            "batch, m_dim1, m_dim2, m_dim3"
        ]
    );
    let imp = import(&bytes, &[]).unwrap();
    assert_eq!(
        imp.unbound,
        ["batch", "m_dim1", "m_dim2", "m_dim3", "x_dim1", "x_dim2", "x_dim3"]
    );
    let b = import(
        &bytes,
        &[
            ("batch", 1),
            ("x_dim1", 3),
            ("x_dim2", 48),
            ("x_dim3", 192),
            ("m_dim1", 2),
            ("m_dim2", 5),
            ("m_dim3", 7),
        ],
    )
    .unwrap();
    assert_eq!(
        output_type(&b.graph, "y").fixed_dims(),
        Some(vec![1, 3, 48, 192])
    );
    assert_eq!(
        output_type(&b.graph, "n").fixed_dims(),
        Some(vec![1, 2, 5, 7])
    );
    // Bound after the fact, the same.
    let g = imp
        .graph
        .bind(&binds(&[
            ("batch", 1),
            ("x_dim1", 3),
            ("x_dim2", 48),
            ("x_dim3", 192),
        ]))
        .unwrap();
    assert_eq!(output_type(&g, "y").fixed_dims(), Some(vec![1, 3, 48, 192]));
}

/// `[x0, x1, 512] → [-1, 16, 128]`: the `-1` is `x0·x1·512/2048`, which is
/// no polynomial: the exact quotient `quot(x_dim0*x_dim1, 4)`; reshaping
/// back to `[-1]` cancels it (`512*x_dim0*x_dim1`). A `-1` over a symbolic
/// known extent (`Shape(z)[0]`) is `quot(512*x_dim0*x_dim1, z_dim0)`. Both
/// print and parse back, and fold when bound (an element count that does
/// not divide fails the reshape, naming it).
#[test]
fn reshape_minus_one_is_the_exact_quotient() {
    use D::*;
    let bytes = model(
        vec![
            vi("x", &[P("?"), P("?"), V(512)]),
            vi("z", &[P("?"), P("?")]),
        ],
        vec![
            node("Reshape", &["x", "shape_r"], "r", None),
            node("Reshape", &["r", "minus1"], "flat", None),
            node("Shape", &["z"], "zs", None),
            node("Gather", &["zs", "zero"], "z0", Some(0)),
            node("Concat", &["z0", "minus1"], "shape_s", Some(0)),
            node("Reshape", &["x", "shape_s"], "s", None),
        ],
        vec![
            i64s("shape_r", &[-1, 16, 128]),
            i64s("minus1", &[-1]),
            i64s("zero", &[0]),
        ],
        &["r", "flat", "s"],
    );
    let imp = import(&bytes, &[]).unwrap();
    let g = &imp.graph;
    assert_eq!(
        shape(&output_type(g, "r")),
        "quot(x_dim0*x_dim1, 4), 16, 128"
    );
    assert_eq!(shape(&output_type(g, "flat")), "512*x_dim0*x_dim1");
    assert_eq!(
        shape(&output_type(g, "s")),
        "z_dim0, quot(512*x_dim0*x_dim1, z_dim0)"
    );
    let text = hetc_ir::print_graph(g);
    assert_eq!(
        hetc_ir::print_graph(&hetc_ir::parse_graph(&text).unwrap()),
        text
    );
    let b = g
        .bind(&binds(&[
            ("x_dim0", 2),
            ("x_dim1", 6),
            ("z_dim0", 4),
            ("z_dim1", 7),
        ]))
        .unwrap();
    assert_eq!(output_type(&b, "r").fixed_dims(), Some(vec![3, 16, 128]));
    assert_eq!(output_type(&b, "s").fixed_dims(), Some(vec![4, 1536]));
    // 3·512 elements are not a multiple of 16·128.
    let e = g
        .bind(&binds(&[
            ("x_dim0", 1),
            ("x_dim1", 3),
            ("z_dim0", 4),
            ("z_dim1", 7),
        ]))
        .unwrap_err()
        .to_string();
    assert!(e.contains("\"r\"") && e.contains("element count"), "{e}");
}

/// `Concat([x0, x1, 512], [1, 16, 128], axis 2)` needs `x0 = 1` and `x1 =
/// 16`; `Concat([a, 8], [b, 8], axis 1)` needs `b = a`: the graph assumes
/// it (printed, parsed back), the result is `[1, 16, 640]` and `[a, 16]`,
/// and binding checks it, naming the node. Two fixed extents that differ
/// are still an error.
#[test]
fn concat_unifies_symbols_with_the_other_operand() {
    use D::*;
    let bytes = model(
        vec![
            vi("x", &[P("unk__315"), P("unk__316"), V(512)]),
            vi("a", &[P("?"), V(8)]),
            vi("b", &[P("?"), V(8)]),
        ],
        vec![
            node("Concat", &["x", "w"], "c", Some(2)),
            node("Concat", &["a", "b"], "ab", Some(1)),
        ],
        vec![f32s("w", &[1, 16, 128], &[0.5; 2048])],
        &["c", "ab"],
    );
    let imp = import(&bytes, &[]).unwrap();
    let g = &imp.graph;
    assert_eq!(shape(&output_type(g, "c")), "1, 16, 640");
    assert_eq!(shape(&output_type(g, "ab")), "a_dim0, 16");
    let text = hetc_ir::print_graph(g);
    for s in [
        "assume unk__315 = 1 \"c\"",
        "assume unk__316 = 16 \"c\"",
        "assume b_dim0 = a_dim0 \"ab\"",
    ] {
        assert!(text.contains(s), "{s:?} is not in\n{text}");
    }
    assert_eq!(
        hetc_ir::print_graph(&hetc_ir::parse_graph(&text).unwrap()),
        text
    );
    let ok = [
        ("unk__315", 1),
        ("unk__316", 16),
        ("a_dim0", 3),
        ("b_dim0", 3),
    ];
    let b = g.bind(&binds(&ok)).unwrap();
    assert!(b.assumptions.is_empty());
    assert_eq!(output_type(&b, "ab").fixed_dims(), Some(vec![3, 16]));
    // Bound in part: `b = a` with `a` bound becomes `b = 3`.
    let part = g.bind(&binds(&[("a_dim0", 3)])).unwrap();
    assert!(hetc_ir::print_graph(&part).contains("assume b_dim0 = 3 \"ab\""));
    for (bad, origin) in [
        (
            [
                ("unk__315", 2),
                ("unk__316", 16),
                ("a_dim0", 3),
                ("b_dim0", 3),
            ],
            "\"c\"",
        ),
        (
            [
                ("unk__315", 1),
                ("unk__316", 16),
                ("a_dim0", 3),
                ("b_dim0", 4),
            ],
            "\"ab\"",
        ),
    ] {
        let e = g.bind(&binds(&bad)).unwrap_err().to_string();
        assert!(e.contains(origin) && e.contains("assumes"), "{e}");
    }
    // Imported bound (as `hetc eval` does), the same result.
    let b = import(&bytes, &ok).unwrap();
    assert_eq!(
        output_type(&b.graph, "c").fixed_dims(),
        Some(vec![1, 16, 640])
    );
    let e = import(&bytes, &[("unk__315", 2), ("unk__316", 16)])
        .map(|_| ())
        .unwrap_err();
    assert!(e.contains("\"c\"") && e.contains("differ in dim 0"), "{e}");
}

fn ints_attr(name: &str, v: &[i64]) -> onnx_protobuf::AttributeProto {
    onnx_protobuf::AttributeProto {
        name: name.into(),
        type_: protobuf::EnumOrUnknown::new(onnx_protobuf::attribute_proto::AttributeType::INTS),
        ints: v.to_vec(),
        ..Default::default()
    }
}

/// What Paddle2ONNX's text recognizer does: rows pooled by 48 (`h` of 48
/// becomes 1) and then reshaped as if they were 1. The element counts
/// differ by that extent, which the graph assumes to be 1 (binding checks
/// it, naming the reshape); and concatenated operands whose extents are
/// multiples of two symbols (`2·a` and `4·b`) are unified (`a = 2·b`).
#[test]
fn reshape_and_concat_assume_what_the_model_requires() {
    use D::*;
    let mut pool = node("MaxPool", &["x"], "p", None);
    pool.attribute = vec![
        ints_attr("kernel_shape", &[1, 1]),
        ints_attr("strides", &[48, 1]),
    ];
    let bytes = model(
        vec![vi("x", &[V(1), V(1), P("?"), V(8)])],
        vec![pool, node("Reshape", &["p", "shape"], "r", None)],
        vec![i64s("shape", &[1, 8])],
        &["r"],
    );
    let g = import(&bytes, &[]).unwrap().graph;
    assert_eq!(shape(&output_type(&g, "r")), "1, 8");
    let text = hetc_ir::print_graph(&g);
    assert!(text.contains("\"r\""), "{text}");
    assert!(g.bind(&binds(&[("x_dim2", 48)])).is_ok());
    assert!(g.bind(&binds(&[("x_dim2", 30)])).is_ok());
    let e = g.bind(&binds(&[("x_dim2", 49)])).unwrap_err().to_string();
    assert!(e.contains("\"r\"") && e.contains("assumes"), "{e}");

    let bytes = model(
        vec![vi("a", &[P("?"), V(4)]), vi("b", &[P("?"), V(4)])],
        vec![
            node("Concat", &["a", "a"], "a2", Some(0)),
            node("Concat", &["b", "b", "b", "b"], "b4", Some(0)),
            node("Concat", &["a2", "b4"], "c", Some(1)),
        ],
        vec![],
        &["c"],
    );
    let g = import(&bytes, &[]).unwrap().graph;
    assert_eq!(shape(&output_type(&g, "c")), "4*b_dim0, 8");
    let b = g.bind(&binds(&[("a_dim0", 6), ("b_dim0", 3)])).unwrap();
    assert_eq!(output_type(&b, "c").fixed_dims(), Some(vec![12, 8]));
    let e = g
        .bind(&binds(&[("a_dim0", 5), ("b_dim0", 3)]))
        .unwrap_err()
        .to_string();
    assert!(e.contains("\"c\"") && e.contains("assumes"), "{e}");
}
