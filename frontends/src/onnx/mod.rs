//! ONNX importer.
//!
//! Decodes the protobuf with the `onnx-protobuf` crate (the ONNX schema
//! compiled by `protobuf`), then walks the nodes in file order (ONNX requires
//! topological order). Each node goes through the builder table in [`ops`],
//! which turns it into a few IR ops, or into a known value when all its inputs
//! are known (the `Shape → Gather → Concat → Reshape` chains exporters emit are
//! folded this way, symbolically where dims are symbolic; see [`lit`]).
//!
//! Establishes: a graph whose every op has a result type from
//! [`hetc_ir::infer_types`] (or a checked given type), trainable float
//! initializers as parameters with their data, inputs with fixed or symbolic
//! dims (bound by [`ImportOptions::bindings`]; `-1`, `?` and unnamed dims
//! are fresh symbols `INPUT_dimK`, one per dim; a named `dim_param` is one
//! symbol wherever it appears). Unbound, shapes stay symbolic expressions
//! ([`hetc_ir::sym`]); where ONNX needs an extent the importer cannot
//! decide (a `Squeeze` of a symbolic extent, an `If` on a shape) the graph
//! records an assumption, and a recurrence over a symbolic sequence stays
//! a typed custom op. Unknown ops become `custom<domain, op_type>` with a
//! warning, typed from the model's `value_info`. Does not: run the model,
//! import training-only outputs (BN statistics, dropout masks), or unroll
//! a `Loop`/`Scan` whose trip count is only known at run time.

mod attention;
mod contrib;
mod control;
mod domains;
mod dynamic;
mod elementwise;
mod index;
mod lit;
mod misc;
mod ml;
mod nn;
mod ops;
mod reduce;
mod rnn;
mod seq;
mod tensor;
mod text;

use crate::{FrontendError, ImportOptions, Imported};
use hetc_ir::{Attrs, DType, Dim, Graph, OpKind, TensorData, TensorType, ValueId};
use indexmap::IndexMap;
use lit::{Lit, FOLD_LIMIT};
pub use onnx_protobuf::ModelProto;
use onnx_protobuf::{Message, NodeProto};
use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};

/// Highest default-domain opset the importer was written against.
pub const MAX_TESTED_OPSET: i64 = 23;

/// Import the `.onnx` file at `path`.
pub fn import_file(path: &Path, opts: &ImportOptions) -> Result<Imported, FrontendError> {
    let shown = path.display().to_string();
    let bytes = std::fs::read(path).map_err(|source| FrontendError::Io {
        path: shown.clone(),
        error: source,
    })?;
    let dir = path.parent().map(Path::to_path_buf).unwrap_or_default();
    import_bytes(&bytes, &dir, &shown, opts)
}

/// The external data files the `.onnx` file at `path` reads (initializers
/// and node attribute tensors with `data_location = EXTERNAL`): their
/// `location`s resolved against the model's directory, distinct, sorted by
/// location. A location leaving the directory is an error (as on import).
pub fn external_data_files(path: &Path) -> Result<Vec<PathBuf>, FrontendError> {
    let shown = path.display().to_string();
    let bytes = std::fs::read(path).map_err(|source| FrontendError::Io {
        path: shown.clone(),
        error: source,
    })?;
    let model = decode(&bytes, &shown)?;
    let dir = path.parent().unwrap_or(Path::new(""));
    external_data_of(&model, dir, &shown)
}

/// Decode the protobuf of an ONNX model; `shown` names it in errors.
pub fn decode(bytes: &[u8], shown: &str) -> Result<ModelProto, FrontendError> {
    ModelProto::parse_from_bytes(bytes).map_err(|e| FrontendError::Malformed {
        path: shown.to_string(),
        message: format!("protobuf decoding failed: {e}"),
    })
}

/// [`external_data_files`] of a decoded model whose file is in `dir`.
pub fn external_data_of(
    model: &ModelProto,
    dir: &Path,
    shown: &str,
) -> Result<Vec<PathBuf>, FrontendError> {
    let malformed = |message: String| FrontendError::Malformed {
        path: shown.to_string(),
        message,
    };
    let mut locations = std::collections::BTreeSet::new();
    if let Some(g) = model.graph.as_ref() {
        let attr_tensors = g
            .node
            .iter()
            .flat_map(|n| &n.attribute)
            .flat_map(|a| a.t.as_ref().into_iter().chain(&a.tensors));
        for t in g.initializer.iter().chain(attr_tensors) {
            if t.data_location.value() != 1 {
                continue;
            }
            for kv in t.external_data.iter().filter(|kv| kv.key == "location") {
                let rel = Path::new(&kv.value);
                if rel.is_absolute()
                    || rel.components().any(|c| {
                        !matches!(
                            c,
                            std::path::Component::Normal(_) | std::path::Component::CurDir
                        )
                    })
                {
                    return Err(malformed(format!(
                        "tensor {:?}: external data location {:?} must be a relative path inside the model's directory",
                        t.name, kv.value
                    )));
                }
                locations.insert(kv.value.clone());
            }
        }
    }
    Ok(locations.into_iter().map(|l| dir.join(l)).collect())
}

/// Import an ONNX model from memory; external data is looked up in `model_dir`.
pub fn import_bytes(
    bytes: &[u8],
    model_dir: &Path,
    shown: &str,
    opts: &ImportOptions,
) -> Result<Imported, FrontendError> {
    import_model(&decode(bytes, shown)?, model_dir, shown, opts)
}

/// Import a decoded ONNX model ([`decode`]); external data is looked up in
/// `model_dir`. One decoded model can be imported with several bindings.
pub fn import_model(
    model: &ModelProto,
    model_dir: &Path,
    shown: &str,
    opts: &ImportOptions,
) -> Result<Imported, FrontendError> {
    import_model_with_values(model, model_dir, shown, opts, &BTreeMap::new())
}

/// Largest graph input (elements) whose given value the importer reads.
const HINT_LIMIT: u64 = 4096;

/// [`import_model`] for one run on known inputs (`hetc eval`): where a
/// node needs a compile-time value that the model computes from a graph
/// input (a reshape target, reduction axes, pads, `K`, a range's bounds
/// fed as inputs), the value given for that input in `values` (name →
/// shape and data, up to 4096 elements) is used, as the inputs' shapes
/// bind symbolic dims. The inputs stay graph inputs: the graph is
/// specialised to these values, and reads its data at run time.
pub fn import_model_with_values(
    model: &ModelProto,
    model_dir: &Path,
    shown: &str,
    opts: &ImportOptions,
    values: &BTreeMap<String, (Vec<u64>, TensorData)>,
) -> Result<Imported, FrontendError> {
    let malformed = |message: String| FrontendError::Malformed {
        path: shown.to_string(),
        message,
    };
    let Some(g) = model.graph.as_ref() else {
        return Err(malformed("the model has no graph".into()));
    };
    let opset = model
        .opset_import
        .iter()
        .find(|o| o.domain.is_empty() || o.domain == "ai.onnx")
        .map(|o| o.version)
        // Models of the ML or training domains only need none.
        .unwrap_or(MAX_TESTED_OPSET);
    let mut imp = Importer::new(g, shown, model_dir, opset, opts);
    if opset > MAX_TESTED_OPSET {
        imp.warnings.push(format!(
            "opset {opset} is newer than the newest tested ({MAX_TESTED_OPSET}); importing anyway"
        ));
    }
    if opset < 7 {
        imp.warnings.push(format!(
            "opset {opset} is older than 7: ops are imported with their opset-7 semantics"
        ));
    }
    for vi in g.value_info.iter().chain(g.output.iter()) {
        if let Ok(Some(t)) = imp.type_of(&vi.type_, &vi.name) {
            imp.declared.insert(vi.name.clone(), t);
        }
    }
    for init in &g.initializer {
        let (dtype, dims, data) = tensor::decode(init, &imp.dir)
            .map_err(|m| malformed(format!("initializer {:?}: {m}", init.name)))?;
        let ty = TensorType::fixed(dtype, &dims);
        let small = ty.num_elements().is_some_and(|n| n <= FOLD_LIMIT);
        let lit = (!dtype.is_float() && small).then(|| Lit::from_data(&data, dims.clone()));
        // A float initializer of a few elements stays a parameter, but
        // where the importer needs a compile-time value (a range's float
        // bounds, a pad's constant: PyTorch's exporter folds `0.0` into
        // one) it reads the model's own. (A hint is cloned with its value
        // at every read: weights get none.)
        let hint = (dtype.is_float() && ty.num_elements().is_some_and(|n| n <= 16))
            .then(|| Lit::from_data(&data, dims.clone()));
        let val = Val {
            ty,
            id: None,
            lit: lit.map(std::sync::Arc::new),
            data: Some(data),
            param: dtype.is_float(),
            hint,
            pred: None,
            structure: None,
        };
        imp.env.insert(init.name.clone(), val);
    }
    for input in &g.input {
        if imp.env.contains_key(&input.name) {
            continue; // IR < 4: initializers are listed as inputs too
        }
        let ty = match imp
            .input_kind(input, values, opts.inputs_given)
            .map_err(|message| FrontendError::Input {
                path: shown.to_string(),
                message,
            })? {
            InputKind::Value(v) => {
                imp.env.insert(input.name.clone(), v);
                continue;
            }
            InputKind::Tensor(ty) => ty,
        };
        // `--bind NAME=V` of a scalar int64 input (silero-vad's sample
        // rate, a flag that `If` branches on) compiles the value in: the
        // input becomes a constant and leaves the graph's inputs.
        if let Some(&v) = opts.bindings.get(&input.name) {
            if ty.dtype != DType::I64
                || ty
                    .fixed_dims()
                    .is_none_or(|d| d.iter().product::<u64>() != 1)
            {
                return Err(malformed(format!(
                    "--bind {}={v}: only a one-element int64 input can be bound to a value, and {:?} is {ty}",
                    input.name, input.name
                )));
            }
            let dims = ty.fixed_dims().unwrap_or_default();
            let data = TensorData::from_i64s(&[v as i64]);
            imp.warnings.push(format!(
                "input {:?} is compiled in as {v} (--bind); the graph no longer takes it",
                input.name
            ));
            imp.env.insert(
                input.name.clone(),
                Val {
                    ty,
                    id: None,
                    lit: Some(std::sync::Arc::new(Lit::from_data(&data, dims))),
                    data: Some(data),
                    param: false,
                    hint: None,
                    pred: None,
                    structure: None,
                },
            );
            continue;
        }
        let val = imp.tensor_input(&input.name, ty, values);
        imp.env.insert(input.name.clone(), val);
    }
    // Values given for node outputs: computed from the inputs before this
    // import (`hetc eval`), each node's result is its constant.
    let outputs_of_nodes: std::collections::HashSet<&str> = g
        .node
        .iter()
        .flat_map(|n| n.output.iter().map(String::as_str))
        .collect();
    imp.pinned = values
        .iter()
        .filter(|(k, _)| outputs_of_nodes.contains(k.as_str()))
        .map(|(k, v)| (k.clone(), v.clone()))
        .collect();
    // `--bind NAME=V` of a value the model computes (compiling, not
    // evaluating given inputs): that value fixed to V, for planning.
    let mut computed_bound = Vec::new();
    if opts.inputs_given {
        for (k, v) in &opts.bindings {
            if outputs_of_nodes.contains(k.as_str()) {
                imp.warnings.push(format!(
                    "--bind {k}={v} is ignored: the model computes {k:?} from the inputs given, and that value is used"
                ));
            }
        }
    } else {
        for (k, &v) in &opts.bindings {
            if outputs_of_nodes.contains(k.as_str()) && !values.contains_key(k) {
                let v = i64::try_from(v).unwrap_or(i64::MAX);
                imp.pinned
                    .insert(k.clone(), (vec![], TensorData::from_i64s(&[v])));
                computed_bound.push(k.clone());
            }
        }
    }
    for (i, node) in g.node.iter().enumerate() {
        imp.node(node, i).map_err(|e| {
            let e = bind_hint(e, &imp.graph, g);
            // The values it needed that the main graph's nodes compute.
            let names: Vec<String> = imp
                .wanted
                .iter()
                .filter(|w| outputs_of_nodes.contains(w.as_str()) && !values.contains_key(*w))
                .cloned()
                .collect();
            if names.is_empty() {
                e
            } else {
                let one_element = names.iter().all(|n| {
                    imp.value_types
                        .get(n)
                        .is_some_and(|t| t.num_elements() == Some(1))
                });
                FrontendError::NeedsValues {
                    names,
                    error: Box::new(e),
                    one_element,
                }
            }
        })?;
    }
    // A sequence output is one output per element (`NAME[i]`), an
    // optional its value, or none when it is empty.
    let mut flat: Vec<(String, Val)> = Vec::new();
    for out in &g.output {
        let v = imp
            .val(&out.name)
            .map_err(|m| malformed(format!("graph output {:?}: {m}", out.name)))?
            .clone();
        match &v.structure {
            None => flat.push((out.name.clone(), v)),
            Some(Structure::Empty) => {}
            Some(Structure::Seq(_, items)) => {
                for (i, item) in items.iter().enumerate() {
                    flat.push((format!("{}[{i}]", out.name), item.clone()));
                }
            }
        }
    }
    for (name, val) in &flat {
        let mut v = imp
            .materialize(val, name)
            .map_err(|m| malformed(format!("graph output {name:?}: {m}")))?;
        // An output that is an input, a weight, a constant or another
        // output (an `Identity` of one, folded) gets a value of its own (a
        // copy), so that it carries the output's name.
        if !matches!(imp.graph.values[v].def, hetc_ir::ValueDef::Result(..))
            || imp.graph.outputs.contains(&v)
        {
            let ty = imp.graph.values[v].ty.clone();
            let op = imp.graph.add_op(
                OpKind::Reshape,
                &[v],
                Attrs::new(),
                vec![ty],
                format!("output {name}"),
            );
            v = imp.graph.ops[op].outputs[0];
        }
        imp.graph.values[v].name = name.clone();
        imp.graph.outputs.push(v);
    }
    imp.graph.remove_dead_ops();
    let notes = tie_parameters(&mut imp.graph);
    let graph = imp.graph.compact();
    let unbound = graph.symbols();
    let branch_inputs = branch_inputs(&graph, g);
    if let Err(e) = hetc_ir::verify(&graph) {
        return Err(malformed(format!(
            "importer produced invalid IR (a bug in hetc; please report): {e}"
        )));
    }
    Ok(Imported {
        graph,
        warnings: imp.warnings,
        notes,
        value_types: imp.value_types,
        unbound,
        branch_inputs,
        computed_bound,
    })
}

/// The declared interface of a model: its graph inputs (initializers
/// excluded) with their types as the importer reads them (symbolic dims
/// named as on import: the `dim_param`, or `<input>_dim<i>` for an unknown
/// (`?`, empty or no `dim_param`) or `-1` extent; `None` where no tensor type is declared), and its graph
/// output names, in order.
#[derive(Clone, Debug, PartialEq)]
pub struct Signature {
    pub inputs: Vec<(String, Option<TensorType>)>,
    pub outputs: Vec<String>,
}

/// A node error over unbound symbols, or over a dim that must be fixed,
/// gains the `--bind` line to use: the model's input dims still symbolic
/// (by the model's own names) and its one-element int64 inputs (values
/// that `If`/`Loop` may branch on).
/// The input indices `N` of "(input N)" in an importer message.
fn needed_inputs(m: &str) -> impl Iterator<Item = usize> + '_ {
    m.match_indices("(input ").filter_map(move |(at, pat)| {
        let rest = &m[at + pat.len()..];
        let end = rest.find(')')?;
        rest[..end].trim().parse().ok()
    })
}

fn bind_hint(e: FrontendError, graph: &Graph, g: &onnx_protobuf::GraphProto) -> FrontendError {
    let FrontendError::Node {
        path,
        node,
        op_type,
        message,
    } = e
    else {
        return e;
    };
    if ![
        "unbound symbol",
        "symbolic dim",
        "fixed dim",
        "must be fixed",
        "must be a fixed",
    ]
    .iter()
    .any(|k| message.contains(k))
        || message.contains("--bind ")
    {
        return FrontendError::Node {
            path,
            node,
            op_type,
            message,
        };
    }
    let mut binds: Vec<String> = Vec::new();
    for &v in &graph.inputs {
        for d in &graph.values[v].ty.shape {
            for s in d.symbols() {
                let b = format!("{s}=N");
                if !binds.contains(&b) {
                    binds.push(b);
                }
            }
        }
    }
    binds.extend(branch_inputs(graph, g).iter().map(|n| format!("{n}=V")));
    let message = if binds.is_empty() {
        message
    } else {
        let what = if binds.iter().any(|b| b.ends_with("=V")) {
            "the model's symbolic dims (N) and the int64 inputs its If/Loop may branch on (V, compiled in)"
        } else {
            "the model's symbolic dims"
        };
        format!("{message}; bind {what}: --bind {}", binds.join(","))
    };
    FrontendError::Node {
        path,
        node,
        op_type,
        message,
    }
}

/// The one-element int64 inputs of `graph` when the model `g` has an `If`
/// or `Loop` (values they may branch on, which `--bind` compiles in).
fn branch_inputs(graph: &Graph, g: &onnx_protobuf::GraphProto) -> Vec<String> {
    if !g
        .node
        .iter()
        .any(|n| n.op_type == "If" || n.op_type == "Loop")
    {
        return Vec::new();
    }
    graph
        .inputs
        .iter()
        .filter(|&&v| {
            let t = &graph.values[v].ty;
            t.dtype == DType::I64
                && t.fixed_dims()
                    .is_some_and(|d| d.iter().product::<u64>() == 1)
        })
        .map(|&v| graph.values[v].name.clone())
        .collect()
}

/// The [`Signature`] of a decoded ONNX model (no bindings applied).
pub fn signature(model: &ModelProto, shown: &str) -> Result<Signature, FrontendError> {
    let malformed = |message: String| FrontendError::Malformed {
        path: shown.to_string(),
        message,
    };
    let Some(g) = model.graph.as_ref() else {
        return Err(malformed("the model has no graph".into()));
    };
    let imp = Importer::new(g, shown, Path::new(""), 0, &ImportOptions::default());
    let initializers: std::collections::HashSet<&str> =
        g.initializer.iter().map(|t| t.name.as_str()).collect();
    let mut inputs = Vec::new();
    for input in g
        .input
        .iter()
        .filter(|i| !initializers.contains(i.name.as_str()))
    {
        let ty = imp.type_of(&input.type_, &input.name).map_err(&malformed)?;
        inputs.push((input.name.clone(), ty));
    }
    Ok(Signature {
        inputs,
        outputs: g.output.iter().map(|o| o.name.clone()).collect(),
    })
}

/// `model` reduced to the nodes that compute `names` (their ancestors, in
/// order, including what their subgraphs read from outside), with `names`
/// as its outputs and the same inputs and initializers: what `hetc eval`
/// runs first when a node needs those values' contents
/// ([`FrontendError::NeedsValues`]).
pub fn model_computing(model: &ModelProto, names: &[String]) -> ModelProto {
    fn reads(g: &onnx_protobuf::GraphProto, need: &mut std::collections::HashSet<String>) {
        for n in &g.node {
            need.extend(n.input.iter().filter(|s| !s.is_empty()).cloned());
            for a in &n.attribute {
                if let Some(sub) = a.g.as_ref() {
                    reads(sub, need);
                }
                for sub in &a.graphs {
                    reads(sub, need);
                }
            }
        }
    }
    let mut m = model.clone();
    let Some(g) = m.graph.as_mut() else {
        return m;
    };
    let mut need: std::collections::HashSet<String> = names.iter().cloned().collect();
    let mut keep = vec![false; g.node.len()];
    for (i, n) in g.node.iter().enumerate().rev() {
        if n.output.iter().any(|o| need.contains(o)) {
            keep[i] = true;
            need.extend(n.input.iter().filter(|s| !s.is_empty()).cloned());
            for a in &n.attribute {
                if let Some(sub) = a.g.as_ref() {
                    reads(sub, &mut need);
                }
                for sub in &a.graphs {
                    reads(sub, &mut need);
                }
            }
        }
    }
    let nodes = std::mem::take(&mut g.node);
    g.node = nodes
        .into_iter()
        .zip(keep)
        .filter_map(|(n, k)| k.then_some(n))
        .collect();
    g.output = names
        .iter()
        .map(|n| onnx_protobuf::ValueInfoProto {
            name: n.clone(),
            ..Default::default()
        })
        .collect();
    m
}

/// A serialized ONNX `TensorProto` (the node-test suite's `input_N.pb`):
/// its name, type and data. External data is read relative to `dir`.
pub fn decode_tensor(
    bytes: &[u8],
    dir: &Path,
    shown: &str,
) -> Result<(String, TensorType, TensorData), FrontendError> {
    let malformed = |message: String| FrontendError::Malformed {
        path: shown.to_string(),
        message,
    };
    let t = onnx_protobuf::TensorProto::parse_from_bytes(bytes)
        .map_err(|e| malformed(format!("protobuf decoding failed: {e}")))?;
    let (dtype, dims, data) = tensor::decode(&t, dir).map_err(malformed)?;
    Ok((t.name.clone(), TensorType::fixed(dtype, &dims), data))
}

/// The element type of ONNX's `TensorProto.DataType` code `code`.
pub fn dtype_of_code(code: i32) -> Result<DType, String> {
    tensor::dtype_of(code)
}

/// A value of ONNX's data files (`onnx-data.proto`, the backend tests'
/// `input_N.pb`/`output_N.pb`): a tensor, a sequence or an optional.
#[derive(Clone, Debug)]
pub enum DataValue {
    /// Its shape and elements.
    Tensor(Vec<u64>, TensorData),
    Sequence(Vec<DataValue>),
    Optional(Option<Box<DataValue>>),
}

/// Which message a data file holds (the file does not say: the model's
/// declared type of the value does).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DataKind {
    Tensor,
    Sequence,
    Optional,
}

/// Decode a `TensorProto`, `SequenceProto` or `OptionalProto` (`kind`):
/// its name and value.
pub fn decode_data(
    bytes: &[u8],
    dir: &Path,
    shown: &str,
    kind: DataKind,
) -> Result<(String, DataValue), FrontendError> {
    let malformed = |message: String| FrontendError::Malformed {
        path: shown.to_string(),
        message,
    };
    if kind == DataKind::Tensor {
        let (name, ty, data) = decode_tensor(bytes, dir, shown)?;
        let shape = ty.fixed_dims().unwrap_or_default();
        return Ok((name, DataValue::Tensor(shape, data)));
    }
    decode_container(bytes, dir, kind, 0).map_err(malformed)
}

/// A `SequenceProto` or `OptionalProto` (the same field numbers: name 1,
/// tensors 3, sequences 5, optionals 7; sparse tensors 4 and maps 6 are
/// not supported).
fn decode_container(
    bytes: &[u8],
    dir: &Path,
    kind: DataKind,
    depth: usize,
) -> Result<(String, DataValue), String> {
    if depth > 16 {
        return Err("sequences and optionals nested more than 16 deep".into());
    }
    let pb = |e: protobuf::Error| format!("protobuf decoding failed: {e}");
    let mut is = protobuf::CodedInputStream::from_bytes(bytes);
    let (mut name, mut items) = (String::new(), Vec::new());
    while let Some(tag) = is.read_raw_tag_or_eof().map_err(pb)? {
        match tag >> 3 {
            1 => name = is.read_string().map_err(pb)?,
            3 => {
                let b = is.read_bytes().map_err(pb)?;
                let t = onnx_protobuf::TensorProto::parse_from_bytes(&b).map_err(pb)?;
                let (_, dims, data) = tensor::decode(&t, dir)?;
                items.push(DataValue::Tensor(dims, data));
            }
            f @ (5 | 7) => {
                let b = is.read_bytes().map_err(pb)?;
                let k = if f == 5 {
                    DataKind::Sequence
                } else {
                    DataKind::Optional
                };
                items.push(decode_container(&b, dir, k, depth + 1)?.1);
            }
            4 => return Err("sparse tensors in a sequence or optional are not supported".into()),
            6 => return Err("maps in a sequence or optional are not supported".into()),
            _ => protobuf::rt::skip_field_for_tag(tag, &mut is).map_err(pb)?,
        }
    }
    Ok((
        name,
        match kind {
            DataKind::Optional => {
                if items.len() > 1 {
                    return Err(format!("an optional holds {} values", items.len()));
                }
                DataValue::Optional(items.pop().map(Box::new))
            }
            _ => DataValue::Sequence(items),
        },
    ))
}

/// What a graph input is: a tensor of a type, or a value built at import
/// time (a sequence, an optional).
enum InputKind {
    Tensor(TensorType),
    Value(Val),
}

type Given = BTreeMap<String, (Vec<u64>, TensorData)>;

impl Importer {
    /// A tensor graph input `name` of `ty`; its given value a hint.
    fn tensor_input(&mut self, name: &str, ty: TensorType, values: &Given) -> Val {
        let id = self.graph.add_input(name.to_string(), ty.clone());
        for (axis, d) in ty.shape.iter().enumerate() {
            if let Some(sym) = d.as_symbol() {
                self.sym_src.entry(sym.to_string()).or_insert((id, axis));
            }
        }
        self.value_types.insert(name.to_string(), ty.clone());
        let mut val = Val::value(ty.clone(), id);
        if let Some((shape, data)) = values.get(name) {
            let n: u64 = shape.iter().product();
            if n <= HINT_LIMIT
                && ty.fixed_dims().as_deref() == Some(shape)
                && data.dtype == ty.dtype
            {
                val.hint = Some(Lit::from_data(data, shape.clone()));
            }
        }
        val
    }

    /// What graph input `input` is. A sequence input takes its elements
    /// from the tensors given (`hetc eval`, `given`): `NAME[0]`,
    /// `NAME[1]`, … (each a graph input), or one tensor `NAME` whose slices
    /// along axis 0 are the elements (`[0, …]`: an empty sequence). An
    /// optional input is empty when a run gives nothing for it, and
    /// otherwise its value.
    fn input_kind(
        &mut self,
        input: &onnx_protobuf::ValueInfoProto,
        values: &Given,
        given: bool,
    ) -> Result<InputKind, String> {
        use onnx_protobuf::type_proto::Value as V;
        let name = &input.name;
        let no_type = || format!("graph input {name:?} has no tensor type");
        let tp = input.type_.as_ref().ok_or_else(no_type)?;
        let (optional, inner) = match &tp.value {
            Some(V::OptionalType(o)) => (true, o.elem_type.as_ref().ok_or_else(no_type)?),
            _ => (false, tp),
        };
        match &inner.value {
            Some(V::TensorType(t)) => {
                if optional && given && !values.contains_key(name) {
                    return Ok(InputKind::Value(Val::empty_optional(tensor::dtype_of(
                        t.elem_type,
                    )?)));
                }
                let ty = self
                    .type_of(&protobuf::MessageField::some(inner.clone()), name)?
                    .ok_or_else(no_type)?;
                Ok(InputKind::Tensor(ty))
            }
            Some(V::SequenceType(sq)) => {
                let dtype = match sq.elem_type.as_ref().and_then(|e| e.value.as_ref()) {
                    Some(V::TensorType(t)) => tensor::dtype_of(t.elem_type)?,
                    _ => {
                        return Err(format!(
                            "graph input {name:?}: only sequences of tensors are supported"
                        ))
                    }
                };
                let element = |i: usize| format!("{name}[{i}]");
                if optional && given && !values.contains_key(name) && !values.contains_key(&element(0))
                {
                    return Ok(InputKind::Value(Val::empty_optional(dtype)));
                }
                if !given {
                    return Err(format!(
                        "graph input {name:?} is a sequence: its length must be known, so hetc takes sequence inputs only from the tensors given to `hetc eval` ({name}[0], {name}[1], …); compile a model whose inputs are tensors"
                    ));
                }
                let check = |shown: &str, d: &TensorData| {
                    if d.dtype == dtype {
                        Ok(())
                    } else {
                        Err(format!(
                            "the tensor given for {shown:?} is {}, and sequence input {name:?} holds {dtype}",
                            d.dtype
                        ))
                    }
                };
                let mut items = Vec::new();
                if let Some((shape, data)) = values.get(name) {
                    check(name, data)?;
                    let (&n, rest) = shape.split_first().ok_or_else(|| {
                        format!("the tensor given for sequence input {name:?} is a scalar; give its elements stacked along axis 0, or as {name}[0], {name}[1], …")
                    })?;
                    let v = self.tensor_input(name, TensorType::fixed(dtype, shape), values);
                    let id = v.id.ok_or("internal: an input without a value")?;
                    if n > 0 {
                        let node = NodeProto {
                            name: name.clone(),
                            ..Default::default()
                        };
                        let parts = self.split(&node, id, 0, vec![1; n as usize])?;
                        let dims: Vec<Dim> = rest.iter().map(|&d| Dim::Fixed(d)).collect();
                        for p in parts {
                            let p = p.id.ok_or("internal: a split without results")?;
                            let r = self.reshape(&node, p, dims.clone());
                            items.push(self.val_of(r));
                        }
                    }
                } else {
                    for i in 0.. {
                        let shown = element(i);
                        let Some((shape, data)) = values.get(&shown) else {
                            break;
                        };
                        check(&shown, data)?;
                        items.push(self.tensor_input(&shown, TensorType::fixed(dtype, shape), values));
                    }
                    if items.is_empty() {
                        return Err(format!(
                            "sequence input {name:?} is not given: give its elements as {name}[0], {name}[1], …, or one tensor {name} stacking them along axis 0 (shape [0, …] for an empty sequence)"
                        ));
                    }
                }
                Ok(InputKind::Value(Val::seq(dtype, items)))
            }
            _ => Err(format!(
                "graph input {name:?}: only tensors, sequences of tensors and optionals of either are supported"
            )),
        }
    }
}

/// What the importer knows about an ONNX value.
#[derive(Clone, Debug)]
pub(crate) struct Val {
    pub ty: TensorType,
    /// The IR value, once one exists.
    pub id: Option<ValueId>,
    /// Known contents (small tensors, possibly symbolic integers), shared:
    /// a value is cloned each time a node reads it, and a folded weight
    /// may hold a million elements.
    pub lit: Option<std::sync::Arc<Lit>>,
    /// Raw data not yet placed in the graph (initializers, large constants).
    pub data: Option<TensorData>,
    /// A trainable parameter: never folded into new constants.
    pub param: bool,
    /// The contents of a graph input whose value the caller gave
    /// ([`import_bytes_with_values`]): read only where the importer needs a
    /// compile-time value (a reshape target, axes, pads, a range's
    /// bounds); the data itself still flows through the graph.
    pub hint: Option<Lit>,
    /// A boolean scalar that is a comparison of a symbolic extent with a
    /// constant the importer cannot decide (`Equal(Shape(x)[2], 1)`): an
    /// `If` on it assumes the equality ([`ShapePred`]).
    pub pred: Option<ShapePred>,
    /// A sequence or an empty optional ([`seq`]): not a tensor. `ty`
    /// then holds the element type only, and `id`, `lit` and `data` are
    /// empty.
    pub structure: Option<Structure>,
}

/// What a non-tensor value is: its structure, known at import time.
#[derive(Clone, Debug)]
pub(crate) enum Structure {
    /// A sequence of tensors of one element type.
    Seq(DType, std::sync::Arc<Vec<Val>>),
    /// An empty optional.
    Empty,
}

/// `atom == value` (or `!=` when `equal` is false), for a value whose
/// contents depend on a symbolic extent.
#[derive(Clone, Debug)]
pub(crate) struct ShapePred {
    pub atom: hetc_ir::sym::Atom,
    pub value: i64,
    pub equal: bool,
}

impl Val {
    /// The contents known at import time: folded ones, else a given
    /// input's value.
    pub fn compile_time(&self) -> Option<&Lit> {
        self.lit.as_deref().or(self.hint.as_ref())
    }

    /// A constant's value (a `Constant` node, a subgraph's initializer):
    /// its data, and its contents known where it is small enough to fold.
    pub fn constant(dtype: DType, dims: Vec<u64>, data: TensorData) -> Val {
        let ty = TensorType::fixed(dtype, &dims);
        let small = ty.num_elements().is_some_and(|n| n <= FOLD_LIMIT);
        let lit = small.then(|| Lit::from_data(&data, dims));
        Val {
            ty,
            id: None,
            lit: lit.map(std::sync::Arc::new),
            data: Some(data),
            param: false,
            hint: None,
            pred: None,
            structure: None,
        }
    }

    pub fn known(lit: Lit) -> Val {
        let ty = TensorType::fixed(lit.dtype, &lit.shape);
        Val {
            ty,
            id: None,
            lit: Some(std::sync::Arc::new(lit)),
            data: None,
            param: false,
            hint: None,
            pred: None,
            structure: None,
        }
    }

    /// A sequence of `items` (tensors of `dtype`).
    pub fn seq(dtype: DType, items: Vec<Val>) -> Val {
        Val {
            structure: Some(Structure::Seq(dtype, std::sync::Arc::new(items))),
            ..Val::bare(TensorType::scalar(dtype))
        }
    }

    /// An empty optional.
    pub fn empty_optional(dtype: DType) -> Val {
        Val {
            structure: Some(Structure::Empty),
            ..Val::bare(TensorType::scalar(dtype))
        }
    }

    /// Of type `ty`, nothing else known.
    fn bare(ty: TensorType) -> Val {
        Val {
            ty,
            id: None,
            lit: None,
            data: None,
            param: false,
            hint: None,
            pred: None,
            structure: None,
        }
    }

    /// What the value is, for messages: a tensor's type, or the
    /// structure.
    pub fn describe(&self) -> String {
        match &self.structure {
            None => self.ty.to_string(),
            Some(Structure::Seq(d, items)) => {
                format!("a sequence of {} {d} tensor(s)", items.len())
            }
            Some(Structure::Empty) => "an empty optional".to_string(),
        }
    }

    pub fn value(ty: TensorType, id: ValueId) -> Val {
        Val {
            id: Some(id),
            ..Val::bare(ty)
        }
    }
}

pub(crate) struct Importer {
    path: String,
    pub(crate) dir: PathBuf,
    pub opset: i64,
    opts: ImportOptions,
    pub graph: Graph,
    /// ONNX name → value. Only looked up, never iterated into output.
    env: HashMap<String, Val>,
    value_types: IndexMap<String, TensorType>,
    pub warnings: Vec<String>,
    /// Types the model declares (`value_info`, outputs), for custom ops.
    pub declared: HashMap<String, TensorType>,
    /// For each symbol, an input and axis whose extent it is.
    sym_src: HashMap<String, (ValueId, usize)>,
    /// Values given for node outputs (computed from the inputs before this
    /// import, `hetc eval`): the node's result is that constant.
    pinned: HashMap<String, (Vec<u64>, TensorData)>,
    /// The main-graph values whose contents the failing node needed
    /// ([`FrontendError::NeedsValues`]).
    wanted: Vec<String>,
}

impl Importer {
    fn new(
        g: &onnx_protobuf::GraphProto,
        shown: &str,
        model_dir: &Path,
        opset: i64,
        opts: &ImportOptions,
    ) -> Importer {
        let name = if g.name.is_empty() {
            "model".to_string()
        } else {
            g.name.clone()
        };
        Importer {
            path: shown.to_string(),
            dir: model_dir.to_path_buf(),
            opset,
            opts: opts.clone(),
            graph: Graph::new(name),
            env: HashMap::new(),
            value_types: IndexMap::new(),
            warnings: Vec::new(),
            declared: HashMap::new(),
            sym_src: HashMap::new(),
            pinned: HashMap::new(),
            wanted: Vec::new(),
        }
    }

    fn type_of(
        &self,
        t: &protobuf::MessageField<onnx_protobuf::TypeProto>,
        name: &str,
    ) -> Result<Option<TensorType>, String> {
        let Some(tp) = t.as_ref() else {
            return Ok(None);
        };
        let Some(onnx_protobuf::type_proto::Value::TensorType(tt)) = &tp.value else {
            return Ok(None);
        };
        let dtype = tensor::dtype_of(tt.elem_type).map_err(|m| format!("value {name:?}: {m}"))?;
        let Some(shape) = tt.shape.as_ref() else {
            return Ok(None);
        };
        let mut dims = Vec::new();
        for (i, d) in shape.dim.iter().enumerate() {
            use onnx_protobuf::tensor_shape_proto::dimension::Value as V;
            dims.push(match &d.value {
                Some(V::DimValue(v)) if *v >= 0 => Dim::Fixed(*v as u64),
                Some(V::DimParam(p)) if !unknown_dim_param(p) => self.sym(p),
                // tf2onnx writes unknown extents as -1, paddle2onnx as `?`
                // (onnxruntime reads both, and a dim with neither value nor
                // name, as unknown, each its own): a fresh symbol per dim,
                // named after its input and axis.
                _ => self.sym(&format!("{}_dim{i}", sanitize(name))),
            });
        }
        Ok(Some(TensorType::new(dtype, dims)))
    }

    fn sym(&self, name: &str) -> Dim {
        let clean = sanitize(name);
        match self
            .opts
            .bindings
            .get(&clean)
            .or_else(|| self.opts.bindings.get(name))
        {
            Some(&v) => Dim::Fixed(v),
            None => Dim::sym(clean),
        }
    }

    fn node(&mut self, node: &NodeProto, index: usize) -> Result<(), FrontendError> {
        let path = self.path.clone();
        let err = |message: String| FrontendError::Node {
            path: path.clone(),
            node: if node.name.is_empty() {
                format!("#{index}")
            } else {
                node.name.clone()
            },
            op_type: node.op_type.clone(),
            message,
        };
        for i in &node.input {
            if !i.is_empty() && !self.env.contains_key(i) {
                return Err(err(format!("input {i:?} is not defined (not an initializer, graph input or earlier node output)")));
            }
        }
        let known_domain = node.domain.is_empty() || node.domain == "ai.onnx";
        if !(known_domain && seq::takes_structure(&node.op_type)) {
            for (k, i) in node.input.iter().enumerate() {
                if let Some(v) = self.env.get(i).filter(|v| v.structure.is_some()) {
                    return Err(err(format!(
                        "input {k} ({i:?}) is {}: {} takes tensors",
                        v.describe(),
                        node.op_type
                    )));
                }
            }
        }
        let builder = if known_domain {
            ops::builder(&node.op_type)
        } else {
            domains::builder(&node.domain, &node.op_type)
        };
        let outs = match builder {
            Some(b) => b(self, node),
            None => self.custom(node),
        };
        let mut outs = match outs {
            Ok(o) => o,
            Err(m) => {
                // "… (input N) must be known at compile time": the values
                // a run could give ([`FrontendError::NeedsValues`]).
                if self.wanted.is_empty() && m.contains("must be known at compile time") {
                    self.wanted = needed_inputs(&m)
                        .filter_map(|i| node.input.get(i).filter(|n| !n.is_empty()).cloned())
                        .collect();
                }
                return Err(err(m));
            }
        };
        // A result given (computed before this import): that constant.
        for (k, name) in node.output.iter().enumerate() {
            let Some((shape, data)) = self.pinned.get(name) else {
                continue;
            };
            let Some(o) = outs.get_mut(k).filter(|o| o.structure.is_none()) else {
                continue;
            };
            // One element (a `--bind` value): in the result's shape and type.
            if data.len() == 1 && o.ty.num_elements() == Some(1) {
                if let Some(dims) = o.ty.fixed_dims() {
                    let x = data.to_f64s()[0];
                    *o = Val::known(Lit::from_data(
                        &TensorData::from_f64s(o.ty.dtype, &[x]),
                        dims,
                    ));
                    continue;
                }
            }
            let fits = o.ty.rank() == shape.len()
                && o.ty
                    .shape
                    .iter()
                    .zip(shape)
                    .all(|(d, &n)| d.fixed().is_none_or(|f| f == n));
            if data.dtype != o.ty.dtype || !fits {
                return Err(err(format!(
                    "output {name:?}: the value computed for it is {}{shape:?}, not {}",
                    data.dtype, o.ty
                )));
            }
            *o = Val::known(Lit::from_data(data, shape.clone()));
        }
        let used_outputs = node.output.iter().filter(|o| !o.is_empty()).count();
        if outs.len() < used_outputs.min(node.output.len())
            && node.output.iter().skip(outs.len()).any(|o| !o.is_empty())
        {
            return Err(err(format!(
                "output {} is not supported (only the first {} output(s) of {} are imported)",
                node.output
                    .iter()
                    .skip(outs.len())
                    .find(|o| !o.is_empty())
                    .cloned()
                    .unwrap_or_default(),
                outs.len(),
                node.op_type
            )));
        }
        for (name, val) in node.output.iter().zip(outs) {
            if name.is_empty() {
                continue;
            }
            if val.structure.is_some() {
                self.env.insert(name.clone(), val);
                continue;
            }
            if let Some(decl) = self.declared.get(name) {
                if decl.dtype != val.ty.dtype {
                    return Err(err(format!(
                        "output {name:?}: inferred type {} contradicts the declared {}",
                        val.ty, decl
                    )));
                }
                // A wrong declared shape (exporters write stale ones, e.g.
                // PyTorch's for a reshaped LSTM output) is overridden by the
                // inferred one, as onnxruntime does, with a warning.
                if decl.rank() != val.ty.rank()
                    || decl
                        .shape
                        .iter()
                        .zip(&val.ty.shape)
                        .any(|(a, b)| a.fixed().is_some() && b.fixed().is_some() && a != b)
                {
                    self.warnings.push(format!(
                        "node {:?} ({}): output {name:?} is {}, not the declared {}; the inferred shape is used",
                        node.name, node.op_type, val.ty, decl
                    ));
                }
            }
            self.value_types.insert(name.clone(), val.ty.clone());
            if let Some(id) = val.id {
                if self.graph.values[id].name.is_empty() {
                    self.graph.values[id].name = name.clone();
                }
            }
            self.env.insert(name.clone(), val);
        }
        Ok(())
    }

    fn custom(&mut self, node: &NodeProto) -> Result<Vec<Val>, String> {
        let mut ins = Vec::new();
        for i in &node.input {
            if !i.is_empty() {
                ins.push(self.operand_named(i)?);
            }
        }
        let mut types = Vec::new();
        for o in &node.output {
            match self.declared.get(o) {
                Some(t) => types.push(t.clone()),
                None => return Err(format!("unsupported op {:?} (domain {:?}) and output {o:?} has no declared type, so the graph cannot be typed past it", node.op_type, node.domain)),
            }
        }
        self.warnings.push(format!(
            "node {:?}: unsupported op {}{} kept as a custom op",
            node.name,
            if node.domain.is_empty() {
                String::new()
            } else {
                format!("{}.", node.domain)
            },
            node.op_type
        ));
        let mut attrs = Attrs::new();
        for a in &node.attribute {
            use onnx_protobuf::attribute_proto::AttributeType as T;
            let v = match a.type_.enum_value() {
                Ok(T::INT) => hetc_ir::Attr::Int(a.i),
                Ok(T::FLOAT) => hetc_ir::Attr::Float(a.f as f64),
                Ok(T::INTS) => hetc_ir::Attr::Ints(a.ints.clone()),
                Ok(T::FLOATS) => {
                    hetc_ir::Attr::Floats(a.floats.iter().map(|&f| f as f64).collect())
                }
                Ok(T::STRING) => hetc_ir::Attr::Str(String::from_utf8_lossy(&a.s).into_owned()),
                _ => continue,
            };
            attrs.insert(a.name.clone(), v);
        }
        let kind = OpKind::Custom {
            domain: node.domain.clone(),
            name: node.op_type.clone(),
        };
        let op = self
            .graph
            .add_op(kind, &ins, attrs, types.clone(), node.name.clone());
        let outs = self.graph.ops[op].outputs.clone();
        Ok(outs
            .into_iter()
            .zip(types)
            .map(|(id, ty)| Val::value(ty, id))
            .collect())
    }

    /// The value of ONNX name `name`.
    pub fn val(&self, name: &str) -> Result<&Val, String> {
        self.env
            .get(name)
            .ok_or_else(|| format!("input {name:?} is not defined"))
    }

    /// Input `i` of `node`, if present and non-empty.
    pub fn opt_input(&self, node: &NodeProto, i: usize) -> Result<Option<Val>, String> {
        match node.input.get(i) {
            Some(n) if !n.is_empty() => self.val(n).cloned().map(Some),
            _ => Ok(None),
        }
    }

    /// Input `i` of `node`, required.
    pub fn input(&self, node: &NodeProto, i: usize) -> Result<Val, String> {
        self.opt_input(node, i)?
            .ok_or_else(|| format!("required input {i} is missing"))
    }

    /// The IR value of input `i`, materialising known values as constants.
    pub fn operand(&mut self, node: &NodeProto, i: usize) -> Result<ValueId, String> {
        let name = node
            .input
            .get(i)
            .filter(|n| !n.is_empty())
            .ok_or_else(|| format!("required input {i} is missing"))?
            .clone();
        self.operand_named(&name)
    }

    pub fn operand_named(&mut self, name: &str) -> Result<ValueId, String> {
        let val = self
            .env
            .get(name)
            .ok_or_else(|| format!("input {name:?} is not defined"))?
            .clone();
        let id = self.materialize(&val, name)?;
        if let Some(v) = self.env.get_mut(name) {
            v.id = Some(id);
        }
        Ok(id)
    }

    /// Treat input `i` of `node` as a constant rather than a trainable
    /// parameter (if it has not been placed in the graph yet).
    pub fn mark_untrainable(&mut self, node: &NodeProto, i: usize) {
        if let Some(v) = node.input.get(i).and_then(|n| self.env.get_mut(n)) {
            if v.id.is_none() {
                v.param = false;
            }
        }
    }

    /// The IR value of `val`, creating a parameter or constant if needed.
    pub fn materialize(&mut self, val: &Val, name: &str) -> Result<ValueId, String> {
        if val.structure.is_some() {
            return Err(format!(
                "value {name:?} is {}, where a tensor is required",
                val.describe()
            ));
        }
        if let Some(id) = val.id {
            return Ok(id);
        }
        let data = match (&val.data, &val.lit) {
            (Some(d), _) => d.clone(),
            (None, Some(l)) => match l.to_data() {
                Some(d) => d,
                None => return self.materialize_symbolic(l, name),
            },
            (None, None) => return Err(format!("value {name:?} has no data")),
        };
        Ok(if val.param {
            self.graph.add_param(name, val.ty.clone(), Some(data))
        } else {
            self.graph.add_const(name, val.ty.clone(), Some(data))
        })
    }

    /// Build a known integer tensor with symbolic elements from the run-time
    /// extents of the inputs the symbols come from (`shape` + `gather` +
    /// `mul`, then `concat`/`reshape` into place).
    fn materialize_symbolic(&mut self, l: &Lit, name: &str) -> Result<ValueId, String> {
        if l.dtype.is_float() || l.elems.len() > 64 {
            return Err(format!(
                "value {name:?} depends on symbolic dimensions ({}) and is used as data",
                symbols_of(l).join(", ")
            ));
        }
        let scalar = TensorType::scalar(DType::I64);
        let one = TensorType::fixed(DType::I64, &[1]);
        let mut parts = Vec::new();
        for e in &l.elems {
            let v = match e {
                lit::Elem::I(x) => {
                    self.graph
                        .add_const("", scalar.clone(), Some(TensorData::from_i64s(&[*x])))
                }
                lit::Elem::F(_) => {
                    return Err(format!(
                        "value {name:?}: float element in an integer tensor"
                    ))
                }
                lit::Elem::S(e) => self.materialize_expr(e, name)?,
            };
            parts.push(v);
        }
        if l.shape.is_empty() {
            return Ok(parts[0]);
        }
        let mut vecs = Vec::new();
        for p in parts {
            vecs.push(self.add_internal(OpKind::Reshape, &[p], Attrs::new(), one.clone()));
        }
        let n = vecs.len() as u64;
        let mut a = Attrs::new();
        a.insert("axis".into(), hetc_ir::Attr::Int(0));
        let flat = self.add_internal(
            OpKind::Concat,
            &vecs,
            a,
            TensorType::fixed(DType::I64, &[n]),
        );
        if l.shape.len() == 1 {
            return Ok(flat);
        }
        Ok(self.add_internal(
            OpKind::Reshape,
            &[flat],
            Attrs::new(),
            TensorType::fixed(DType::I64, &l.shape),
        ))
    }

    /// An `i64` scalar computing `e` at run time from the extents of the
    /// inputs its symbols come from (`shape` + `gather`), with `add`,
    /// `mul`, `min`, `max` and, for floor divisions of a provably
    /// non-negative dividend and exact quotients, `div`.
    fn materialize_expr(&mut self, e: &hetc_ir::Expr, name: &str) -> Result<ValueId, String> {
        use hetc_ir::sym::Atom;
        let scalar = TensorType::scalar(DType::I64);
        let konst = |g: &mut Graph, v: i64| {
            g.add_const("", scalar.clone(), Some(TensorData::from_i64s(&[v])))
        };
        let mut sum: Option<ValueId> = None;
        for (coef, atoms) in e.terms() {
            let mut acc = konst(&mut self.graph, coef);
            for a in atoms {
                let v = match a {
                    Atom::Sym(sym) => {
                        let &(src, axis) = self.sym_src.get(sym).ok_or_else(|| {
                            format!("value {name:?} depends on symbol {sym} that no input carries; bind it with --bind")
                        })?;
                        let rank = self.graph.values[src].ty.rank() as u64;
                        let shape = self.add_internal(
                            OpKind::Shape,
                            &[src],
                            Attrs::new(),
                            TensorType::fixed(DType::I64, &[rank]),
                        );
                        let idx = konst(&mut self.graph, axis as i64);
                        let mut at = Attrs::new();
                        at.insert("axis".into(), hetc_ir::Attr::Int(0));
                        self.add_internal(OpKind::Gather, &[shape, idx], at, scalar.clone())
                    }
                    Atom::FloorDiv(x, k) if x.provably_ge(&hetc_ir::Expr::int(0)) => {
                        let xv = self.materialize_expr(x, name)?;
                        let kv = konst(&mut self.graph, i64::try_from(*k).unwrap_or(i64::MAX));
                        self.add_internal(OpKind::Div, &[xv, kv], Attrs::new(), scalar.clone())
                    }
                    // Exact by assumption: truncating and floor division agree.
                    Atom::Quot(n, d) => {
                        let nv = self.materialize_expr(n, name)?;
                        let dv = self.materialize_expr(d, name)?;
                        self.add_internal(OpKind::Div, &[nv, dv], Attrs::new(), scalar.clone())
                    }
                    Atom::FloorDiv(..) => {
                        return Err(format!(
                            "value {name:?} = {e} divides a possibly negative value; bind its symbols with --bind"
                        ))
                    }
                    Atom::Min(args) | Atom::Max(args) => {
                        let kind = if matches!(a, Atom::Min(_)) {
                            OpKind::Min
                        } else {
                            OpKind::Max
                        };
                        let mut m = self.materialize_expr(&args[0], name)?;
                        for x in &args[1..] {
                            let xv = self.materialize_expr(x, name)?;
                            m = self.add_internal(
                                kind.clone(),
                                &[m, xv],
                                Attrs::new(),
                                scalar.clone(),
                            );
                        }
                        m
                    }
                };
                acc = self.add_internal(OpKind::Mul, &[acc, v], Attrs::new(), scalar.clone());
            }
            sum = Some(match sum {
                None => acc,
                Some(s) => self.add_internal(OpKind::Add, &[s, acc], Attrs::new(), scalar.clone()),
            });
        }
        Ok(match sum {
            Some(s) => s,
            None => konst(&mut self.graph, 0),
        })
    }

    fn add_internal(
        &mut self,
        kind: OpKind,
        ins: &[ValueId],
        attrs: Attrs,
        ty: TensorType,
    ) -> ValueId {
        let op = self.graph.add_op(kind, ins, attrs, vec![ty], "");
        self.graph.ops[op].outputs[0]
    }

    /// Append an op whose result types follow from its operands.
    pub fn emit(
        &mut self,
        node: &NodeProto,
        kind: OpKind,
        ins: &[ValueId],
        attrs: Attrs,
    ) -> Result<Vec<Val>, String> {
        let tys: Vec<&TensorType> = ins.iter().map(|&v| &self.graph.values[v].ty).collect();
        let types = hetc_ir::infer_types(&kind, &tys, &attrs)?
            .ok_or_else(|| format!("{} needs a given result type", kind.name()))?;
        Ok(self.emit_typed(node, kind, ins, attrs, types))
    }

    /// Append an op with given result types (checked by the verifier later).
    pub fn emit_typed(
        &mut self,
        node: &NodeProto,
        kind: OpKind,
        ins: &[ValueId],
        attrs: Attrs,
        types: Vec<TensorType>,
    ) -> Vec<Val> {
        let op = self
            .graph
            .add_op(kind, ins, attrs, types.clone(), node.name.clone());
        let outs = self.graph.ops[op].outputs.clone();
        outs.into_iter()
            .zip(types)
            .map(|(id, ty)| Val::value(ty, id))
            .collect()
    }

    /// [`Importer::emit`] of a one-result op: its value.
    pub fn emit1(
        &mut self,
        node: &NodeProto,
        kind: OpKind,
        ins: &[ValueId],
        attrs: Attrs,
    ) -> Result<ValueId, String> {
        let r = self.emit(node, kind, ins, attrs)?;
        r.first()
            .and_then(|v| v.id)
            .ok_or_else(|| "internal: an op without a result".to_string())
    }

    /// [`Importer::emit_typed`] of a one-result op: its value.
    pub fn emit1_typed(
        &mut self,
        node: &NodeProto,
        kind: OpKind,
        ins: &[ValueId],
        attrs: Attrs,
        ty: TensorType,
    ) -> ValueId {
        let op = self
            .graph
            .add_op(kind, ins, attrs, vec![ty], node.name.clone());
        self.graph.ops[op].outputs[0]
    }

    /// A tensor of `ty` filled with zeros (a `fill` op).
    pub fn zeros(&mut self, node: &NodeProto, ty: TensorType) -> ValueId {
        let a: Attrs = [("value".to_string(), hetc_ir::Attr::Float(0.0))]
            .into_iter()
            .collect();
        self.emit1_typed(node, OpKind::Fill, &[], a, ty)
    }

    /// `x` split along `axis` into parts of `sizes`.
    pub fn split(
        &mut self,
        node: &NodeProto,
        x: ValueId,
        axis: usize,
        sizes: Vec<i64>,
    ) -> Result<Vec<Val>, String> {
        self.emit(
            node,
            OpKind::Split,
            &[x],
            [
                ("axis".to_string(), hetc_ir::Attr::Int(axis as i64)),
                ("sizes".to_string(), hetc_ir::Attr::Ints(sizes)),
            ]
            .into_iter()
            .collect(),
        )
    }

    /// A binary op's result.
    pub fn bin(
        &mut self,
        node: &NodeProto,
        kind: OpKind,
        a: ValueId,
        b: ValueId,
    ) -> Result<ValueId, String> {
        self.emit1(node, kind, &[a, b], Attrs::new())
    }

    /// A unary op's result.
    pub fn un(&mut self, node: &NodeProto, kind: OpKind, a: ValueId) -> Result<ValueId, String> {
        self.emit1(node, kind, &[a], Attrs::new())
    }

    /// The IR value of input `i` if the node has it.
    pub fn opt_operand(&mut self, node: &NodeProto, i: usize) -> Result<Option<ValueId>, String> {
        Ok(match self.opt_input(node, i)? {
            Some(_) => Some(self.operand(node, i)?),
            None => None,
        })
    }

    /// IR value `v` as a node output.
    pub fn val_of(&self, v: ValueId) -> Val {
        Val::value(self.ty(v), v)
    }

    /// A scalar constant of `dtype`.
    pub fn scalar(&mut self, dtype: DType, v: f64) -> ValueId {
        self.constant(dtype, &[], &[v])
    }

    /// The type of IR value `v`.
    pub fn ty(&self, v: ValueId) -> TensorType {
        self.graph.values[v].ty.clone()
    }

    /// `v` converted to `dtype` (itself if it has that type).
    pub fn cast(&mut self, node: &NodeProto, v: ValueId, dtype: DType) -> ValueId {
        let t = self.ty(v);
        if t.dtype == dtype {
            return v;
        }
        let ty = TensorType {
            dtype,
            shape: t.shape,
        };
        self.emit1_typed(node, OpKind::Cast, &[v], Attrs::new(), ty)
    }

    /// `v` reshaped to `shape` (itself if it has that shape).
    pub fn reshape(&mut self, node: &NodeProto, v: ValueId, shape: Vec<Dim>) -> ValueId {
        let t = self.ty(v);
        if t.shape.as_slice() == shape.as_slice() {
            return v;
        }
        let ty = TensorType::new(t.dtype, shape);
        self.emit1_typed(node, OpKind::Reshape, &[v], Attrs::new(), ty)
    }

    /// Add a scalar or vector constant.
    pub fn constant(&mut self, dtype: DType, dims: &[u64], vals: &[f64]) -> ValueId {
        let data = TensorData::from_f64s(dtype, vals);
        self.graph
            .add_const("", TensorType::fixed(dtype, dims), Some(data))
    }
}

/// Whether a `dim_param` names no extent (`?`, empty, `-1`): no letter or
/// digit, or a negative number. Such dims are unknown, each its own.
fn unknown_dim_param(p: &str) -> bool {
    !p.chars().any(|c| c.is_ascii_alphanumeric()) || p.trim().parse::<i64>().is_ok_and(|v| v < 0)
}

fn sanitize(name: &str) -> String {
    let mut s: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect();
    if s.is_empty() || s.as_bytes()[0].is_ascii_digit() {
        s.insert(0, '_');
    }
    s
}

fn symbols_of(l: &Lit) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for e in &l.elems {
        if let lit::Elem::S(s) = e {
            for n in s.symbols() {
                if !out.iter().any(|o| o == n) {
                    out.push(n.to_string());
                }
            }
        }
    }
    out
}

/// Find parameters that are copies of another one, or its transpose (an
/// exporter's rendering of tied embeddings: `wte` for the lookup and `wteᵀ`
/// for the LM head), and make them one parameter: uses of the copy read the
/// original (through a `transpose` op placed before the first use). Tensors
/// whose elements are all equal are never tied (zero biases, unit scales
/// are equal by initialisation). Returns one note per tie.
fn tie_parameters(g: &mut Graph) -> Vec<String> {
    // A tensor whose elements are all equal (a fresh zero bias, a unit
    // norm scale) equals its like by initialisation, not by tying: tying
    // them would train two weights as one.
    let uniform = |v: &ValueId| {
        let d = &g.data[v];
        let e = d.dtype.size_bytes().max(1) as usize;
        d.bytes.len() < e || d.bytes.chunks_exact(e).all(|c| c == &d.bytes[..e])
    };
    let params: Vec<ValueId> = g
        .params()
        .filter(|v| g.data.contains_key(v) && g.values[*v].ty.num_elements().is_some())
        .filter(|v| !uniform(v))
        .collect();
    let mut notes = Vec::new();
    let mut replaced = std::collections::BTreeSet::new();
    for (i, &a) in params.iter().enumerate() {
        if replaced.contains(&a) {
            continue;
        }
        for &b in &params[i + 1..] {
            if replaced.contains(&b) {
                continue;
            }
            let (ta, tb) = (g.values[a].ty.clone(), g.values[b].ty.clone());
            if ta.dtype != tb.dtype || ta.num_elements() != tb.num_elements() {
                continue;
            }
            let (da, db) = (&g.data[&a], &g.data[&b]);
            let same = ta == tb && da.bytes == db.bytes;
            let transposed = !same
                && ta.rank() == 2
                && tb.rank() == 2
                && ta.shape[0] == tb.shape[1]
                && ta.shape[1] == tb.shape[0]
                && {
                    let (r, c) = (
                        ta.shape[0].fixed().unwrap_or(0) as usize,
                        ta.shape[1].fixed().unwrap_or(0) as usize,
                    );
                    let e = ta.dtype.size_bytes() as usize;
                    (0..r).all(|x| {
                        (0..c).all(|y| {
                            da.bytes[(x * c + y) * e..(x * c + y + 1) * e]
                                == db.bytes[(y * r + x) * e..(y * r + x + 1) * e]
                        })
                    })
                };
            if !same && !transposed {
                continue;
            }
            let Some(first_use) = g.order.iter().position(|&o| g.ops[o].inputs.contains(&b)) else {
                continue;
            };
            let replacement = if same {
                a
            } else {
                let mut attrs = Attrs::new();
                attrs.insert("perm".into(), hetc_ir::Attr::Ints(vec![1, 0]));
                let op = g.add_op(
                    OpKind::Transpose,
                    &[a],
                    attrs,
                    vec![tb.clone()],
                    format!("tied {}", g.values[b].name),
                );
                g.order.pop();
                g.order.insert(first_use, op);
                g.ops[op].outputs[0]
            };
            for &o in &g.order {
                for inp in g.ops[o].inputs.iter_mut() {
                    if *inp == b {
                        *inp = replacement;
                    }
                }
            }
            // The transpose itself must still read `a`.
            if replacement != a {
                if let hetc_ir::ValueDef::Result(op, _) = g.values[replacement].def {
                    g.ops[op].inputs[0] = a;
                }
            }
            for o in g.outputs.iter_mut() {
                if *o == b {
                    *o = replacement;
                }
            }
            notes.push(format!(
                "parameter {:?} is {} of {:?}: stored once (tied weights)",
                g.values[b].name,
                if same { "a copy" } else { "the transpose" },
                g.values[a].name
            ));
            replaced.insert(b);
        }
    }
    notes
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn external_data_files_of_the_fixtures() {
        let models = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/models");
        let ext = models.join("resnet50-tiny-extdata.onnx");
        assert_eq!(
            external_data_files(&ext).unwrap(),
            vec![models.join("resnet50-tiny-extdata.onnx.data")]
        );
        assert!(external_data_files(&models.join("resnet50-tiny.onnx"))
            .unwrap()
            .is_empty());
    }
    use onnx_protobuf::tensor_shape_proto::{dimension, Dimension};
    use onnx_protobuf::{
        type_proto, GraphProto, OperatorSetIdProto, TensorProto, TensorShapeProto, TypeProto,
        ValueInfoProto,
    };
    use protobuf::MessageField;

    fn vi(name: &str, dims: &[i64]) -> ValueInfoProto {
        let shape = TensorShapeProto {
            dim: dims
                .iter()
                .map(|&d| Dimension {
                    value: Some(dimension::Value::DimValue(d)),
                    ..Default::default()
                })
                .collect(),
            ..Default::default()
        };
        let tt = type_proto::Tensor {
            elem_type: 1,
            shape: MessageField::some(shape),
            ..Default::default()
        };
        ValueInfoProto {
            name: name.into(),
            type_: MessageField::some(TypeProto {
                value: Some(type_proto::Value::TensorType(tt)),
                ..Default::default()
            }),
            ..Default::default()
        }
    }

    fn node(op: &str, domain: &str, name: &str, ins: &[&str], outs: &[&str]) -> NodeProto {
        NodeProto {
            op_type: op.into(),
            domain: domain.into(),
            name: name.into(),
            input: ins.iter().map(|s| s.to_string()).collect(),
            output: outs.iter().map(|s| s.to_string()).collect(),
            ..Default::default()
        }
    }

    fn model(
        nodes: Vec<NodeProto>,
        value_info: Vec<ValueInfoProto>,
        inits: Vec<TensorProto>,
    ) -> Vec<u8> {
        model_with_outputs(nodes, value_info, inits, vec![vi("y", &[2, 3])])
    }

    /// A model with input `x: f32[2, 3]`.
    fn model_with_outputs(
        nodes: Vec<NodeProto>,
        value_info: Vec<ValueInfoProto>,
        inits: Vec<TensorProto>,
        output: Vec<ValueInfoProto>,
    ) -> Vec<u8> {
        let g = GraphProto {
            name: "t".into(),
            node: nodes,
            input: vec![vi("x", &[2, 3])],
            output,
            value_info,
            initializer: inits,
            ..Default::default()
        };
        let m = ModelProto {
            ir_version: 8,
            opset_import: vec![OperatorSetIdProto {
                domain: String::new(),
                version: 17,
                ..Default::default()
            }],
            graph: MessageField::some(g),
            ..Default::default()
        };
        m.write_to_bytes().unwrap()
    }

    /// A node that needs the contents of a value the model computes (a
    /// `Range` to a sum of the input) stops the import naming that value
    /// (`NeedsValues`); `model_computing` keeps only that value's
    /// ancestors; imported with the value given, the model imports, the
    /// range's extent the value's, and a wrong value is an error naming the
    /// output.
    #[test]
    fn computed_extents_are_named_and_computed_first() {
        let i64_init = |name: &str, v: i64| TensorProto {
            name: name.into(),
            data_type: 7,
            int64_data: vec![v],
            ..Default::default()
        };
        let mut sum = node("ReduceSum", "", "sum", &["x"], &["s"]);
        sum.attribute.push(onnx_protobuf::AttributeProto {
            name: "keepdims".into(),
            i: 0,
            type_: protobuf::EnumOrUnknown::new(onnx_protobuf::attribute_proto::AttributeType::INT),
            ..Default::default()
        });
        let nodes = vec![
            node("Relu", "", "unrelated", &["x"], &["r"]),
            sum,
            node("Cast", "", "to_int", &["s"], &["n"]),
            node("Range", "", "frames", &["zero", "n", "one"], &["y"]),
        ];
        let mut to = onnx_protobuf::AttributeProto {
            name: "to".into(),
            i: 7,
            ..Default::default()
        };
        to.type_ = protobuf::EnumOrUnknown::new(onnx_protobuf::attribute_proto::AttributeType::INT);
        let mut nodes = nodes;
        nodes[2].attribute.push(to);
        let out = ValueInfoProto {
            name: "y".into(),
            ..Default::default()
        };
        let bytes = model_with_outputs(
            nodes,
            vec![],
            vec![i64_init("zero", 0), i64_init("one", 1)],
            vec![out],
        );
        let m = decode(&bytes, "m.onnx").unwrap();
        let e = import_model(&m, Path::new(""), "m.onnx", &ImportOptions::default())
            .map(|_| ())
            .unwrap_err();
        let FrontendError::NeedsValues { names, .. } = &e else {
            panic!("{e}");
        };
        assert_eq!(names, &["n".to_string()]);
        let shown = e.to_string();
        assert!(
            shown.contains(
                r#"node "frames" (Range): limit (input 1) must be known at compile time"#
            ) && shown.contains("hetc eval"),
            "{shown}"
        );
        let first = model_computing(&m, names);
        let g = first.graph.as_ref().unwrap();
        let kept: Vec<&str> = g.node.iter().map(|n| n.name.as_str()).collect();
        assert_eq!(kept, ["sum", "to_int"]);
        assert_eq!(g.output[0].name, "n");
        let mut values = BTreeMap::new();
        values.insert("n".to_string(), (vec![], TensorData::from_i64s(&[5])));
        let ok = import_model_with_values(
            &m,
            Path::new(""),
            "m.onnx",
            &ImportOptions::default(),
            &values,
        )
        .unwrap();
        let y = ok.graph.outputs[0];
        assert_eq!(ok.graph.ty(y).fixed_dims(), Some(vec![5]));
        values.insert("n".to_string(), (vec![2], TensorData::from_i64s(&[5, 6])));
        let e = import_model_with_values(
            &m,
            Path::new(""),
            "m.onnx",
            &ImportOptions::default(),
            &values,
        )
        .map(|_| ())
        .unwrap_err()
        .to_string();
        assert!(
            e.contains(r#"output "n": the value computed for it is i64[2]"#),
            "{e}"
        );
    }

    /// Two zero biases are equal by initialisation, not tied: both stay
    /// parameters (training them as one would be wrong); two equal
    /// non-uniform matrices are one parameter.
    #[test]
    fn uniform_tensors_are_never_tied() {
        let w: Vec<f32> = (0..9).map(|i| i as f32 * 0.5 - 1.0).collect();
        let bytes = model(
            vec![
                node("MatMul", "", "m1", &["x", "w1"], &["h1"]),
                node("Add", "", "a1", &["h1", "b1"], &["y1"]),
                node("MatMul", "", "m2", &["y1", "w2"], &["h2"]),
                node("Add", "", "a2", &["h2", "b2"], &["y"]),
            ],
            vec![],
            vec![
                f32_init("w1", &[3, 3], &w),
                f32_init("w2", &[3, 3], &w),
                f32_init("b1", &[3], &[0.0; 3]),
                f32_init("b2", &[3], &[0.0; 3]),
            ],
        );
        let imp =
            import_bytes(&bytes, Path::new("."), "m.onnx", &ImportOptions::default()).unwrap();
        let names: Vec<&str> = imp
            .graph
            .params()
            .filter(|v| imp.graph.ops_in_order().any(|(_, o)| o.inputs.contains(v)))
            .map(|v| imp.graph.values[v].name.as_str())
            .collect();
        assert_eq!(names, ["w1", "b1", "b2"], "{:?}", imp.notes);
    }

    #[test]
    fn unknown_op_becomes_custom_with_a_warning() {
        let bytes = model(
            vec![node("Frobnicate", "com.example", "f0", &["x"], &["y"])],
            vec![],
            vec![],
        );
        let imp =
            import_bytes(&bytes, Path::new("."), "m.onnx", &ImportOptions::default()).unwrap();
        assert_eq!(imp.warnings.len(), 1);
        assert!(
            imp.warnings[0].contains("com.example.Frobnicate"),
            "{:?}",
            imp.warnings
        );
        let (_, op) = imp.graph.ops_in_order().next().unwrap();
        assert_eq!(
            op.kind,
            OpKind::Custom {
                domain: "com.example".into(),
                name: "Frobnicate".into()
            }
        );
        assert!(hetc_ir::print_graph(&imp.graph)
            .contains("custom<\"com.example\", \"Frobnicate\">(v0)"));
    }

    #[test]
    fn untyped_unknown_op_is_an_error_naming_the_node() {
        let bytes = model(
            vec![
                node("Frobnicate", "", "f0", &["x"], &["t"]),
                node("Relu", "", "r", &["t"], &["y"]),
            ],
            vec![],
            vec![],
        );
        let e = import_bytes(&bytes, Path::new("."), "m.onnx", &ImportOptions::default())
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("node \"f0\" (Frobnicate)") && e.contains("no declared type"),
            "{e}"
        );
    }

    /// The `com.microsoft` attention forms hetc does not implement are
    /// refused naming the node, the op and the attribute or input.
    #[test]
    fn contrib_attention_refusals_name_the_node_and_attribute() {
        let mut rotary = node("Attention", "com.microsoft", "att0", &["x", "x"], &["y"]);
        rotary.attribute = vec![
            super::contrib::int_attr("num_heads", 1),
            super::contrib::int_attr("do_rotary", 1),
        ];
        let mut packed = node(
            "MultiHeadAttention",
            "com.microsoft",
            "mha0",
            &["x"],
            &["y"],
        );
        packed.attribute = vec![super::contrib::int_attr("num_heads", 1)];
        for (n, want) in [
            (rotary, ["node \"att0\" (Attention)", "attribute do_rotary"]),
            (packed, ["node \"mha0\" (MultiHeadAttention)", "packed QKV"]),
        ] {
            let bytes = model(vec![n], vec![], vec![]);
            let e = import_bytes(&bytes, Path::new("."), "m.onnx", &ImportOptions::default())
                .unwrap_err()
                .to_string();
            assert!(want.iter().all(|w| e.contains(w)), "{e}");
        }
    }

    #[test]
    fn typed_field_initializers_and_shape_mismatch() {
        let w = TensorProto {
            name: "w".into(),
            dims: vec![2, 3],
            data_type: 1,
            float_data: vec![1.0, 2.0, 3.0, 4.0, 5.0, 6.0],
            ..Default::default()
        };
        let bytes = model(
            vec![node("Add", "", "a", &["x", "w"], &["y"])],
            vec![],
            vec![w.clone()],
        );
        let imp =
            import_bytes(&bytes, Path::new("."), "m.onnx", &ImportOptions::default()).unwrap();
        let p = imp.graph.params().next().unwrap();
        assert_eq!(
            imp.graph.data[&p].to_f64s(),
            vec![1.0, 2.0, 3.0, 4.0, 5.0, 6.0]
        );
        // A [3, 2] weight does not broadcast with [2, 3].
        let bad = TensorProto {
            dims: vec![3, 2],
            ..w
        };
        let bytes = model(
            vec![node("Add", "", "a", &["x", "w"], &["y"])],
            vec![],
            vec![bad],
        );
        let e = import_bytes(&bytes, Path::new("."), "m.onnx", &ImportOptions::default())
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("node \"a\" (Add)") && e.contains("do not broadcast"),
            "{e}"
        );
        // A missing initializer / input is named.
        let bytes = model(
            vec![node("Add", "", "a", &["x", "nope"], &["y"])],
            vec![],
            vec![],
        );
        let e = import_bytes(&bytes, Path::new("."), "m.onnx", &ImportOptions::default())
            .unwrap_err()
            .to_string();
        assert!(e.contains("\"nope\" is not defined"), "{e}");
    }

    fn with_int(mut n: NodeProto, name: &str, i: i64) -> NodeProto {
        n.attribute.push(onnx_protobuf::AttributeProto {
            name: name.into(),
            i,
            ..Default::default()
        });
        n
    }

    fn i64_init(name: &str, dims: &[i64], v: &[i64]) -> TensorProto {
        TensorProto {
            name: name.into(),
            dims: dims.to_vec(),
            data_type: 7,
            int64_data: v.to_vec(),
            ..Default::default()
        }
    }

    fn f32_init(name: &str, dims: &[i64], v: &[f32]) -> TensorProto {
        TensorProto {
            name: name.into(),
            dims: dims.to_vec(),
            data_type: 1,
            float_data: v.to_vec(),
            ..Default::default()
        }
    }

    /// Untyped outputs: their types are inferred.
    fn graph_bytes(nodes: Vec<NodeProto>, inits: Vec<TensorProto>, outs: &[&str]) -> Vec<u8> {
        let outs = outs
            .iter()
            .map(|o| ValueInfoProto {
                name: o.to_string(),
                ..Default::default()
            })
            .collect();
        model_with_outputs(nodes, vec![], inits, outs)
    }

    /// Sequences are structure the importer knows: a sequence output
    /// becomes one graph output per element (`NAME[i]`), in order; a
    /// tensor op on a sequence, an out-of-range position and a sequence
    /// op on a tensor are errors naming the node and what is wrong.
    #[test]
    fn sequences_flatten_and_misuse_is_named() {
        let import = |nodes: Vec<NodeProto>, inits: Vec<TensorProto>, outs: &[&str]| {
            let bytes = graph_bytes(nodes, inits, outs);
            let m = decode(&bytes, "m.onnx").unwrap();
            import_model(&m, Path::new(""), "m.onnx", &ImportOptions::default())
        };
        let split = || {
            with_int(
                node("SplitToSequence", "", "rows", &["x"], &["s"]),
                "axis",
                0,
            )
        };
        let ok = import(
            vec![
                split(),
                node("SequenceInsert", "", "ins", &["s", "x2", "at"], &["s2"]),
            ],
            vec![
                f32_init("x2", &[1, 3], &[1.0, 2.0, 3.0]),
                i64_init("at", &[], &[0]),
            ],
            &["s2"],
        )
        .unwrap();
        let g = &ok.graph;
        let outs: Vec<(String, String)> = g
            .outputs
            .iter()
            .map(|&v| (g.values[v].name.clone(), g.ty(v).to_string()))
            .collect();
        assert_eq!(
            outs,
            [
                ("s2[0]".to_string(), "f32[1, 3]".to_string()),
                ("s2[1]".to_string(), "f32[1, 3]".to_string()),
                ("s2[2]".to_string(), "f32[1, 3]".to_string()),
            ]
        );
        for (nodes, inits, want) in [
            (
                vec![split(), node("Relu", "", "act", &["s"], &["y"])],
                vec![],
                r#"node "act" (Relu): input 0 ("s") is a sequence of 2 f32 tensor(s): Relu takes tensors"#,
            ),
            (
                vec![
                    split(),
                    node("SequenceAt", "", "pick", &["s", "at"], &["y"]),
                ],
                vec![i64_init("at", &[], &[2])],
                r#"node "pick" (SequenceAt): position 2 is out of range for a sequence of 2 element(s) (allowed: -2 ..= 1)"#,
            ),
            (
                vec![node("SequenceLength", "", "len", &["x"], &["y"])],
                vec![],
                r#"node "len" (SequenceLength): input 0 is a tensor, where a sequence is required"#,
            ),
        ] {
            let e = import(nodes, inits, &["y"]).map(|_| ()).unwrap_err();
            assert!(e.to_string().contains(want), "{e}");
        }
    }

    #[test]
    fn one_hot_and_tile_of_runtime_values() {
        // onnx reference: Tile(f32[2,3], [2,1]) is f32[4,3]; OneHot of int64[2,3]
        // indices with depth 4 and f32 values is f32[2,3,4] (axis -1), and
        // f32[2,4,3] with axis 1.
        let bytes = graph_bytes(
            vec![
                node("Tile", "", "t", &["x", "reps"], &["tiled"]),
                with_int(node("Cast", "", "c", &["x"], &["ids"]), "to", 7),
                node("OneHot", "", "oh", &["ids", "depth", "vals"], &["hot"]),
                with_int(
                    node("OneHot", "", "oh1", &["ids", "depth", "vals"], &["hot1"]),
                    "axis",
                    1,
                ),
            ],
            vec![
                i64_init("reps", &[2], &[2, 1]),
                i64_init("depth", &[], &[4]),
                f32_init("vals", &[2], &[0.0, 1.0]),
            ],
            &["tiled", "hot", "hot1"],
        );
        let imp =
            import_bytes(&bytes, Path::new("."), "m.onnx", &ImportOptions::default()).unwrap();
        let ty = |n: &str| imp.value_types[n].to_string();
        assert_eq!(ty("tiled"), "f32[4, 3]");
        assert_eq!(ty("hot"), "f32[2, 3, 4]");
        assert_eq!(ty("hot1"), "f32[2, 4, 3]");
        let kinds: Vec<&OpKind> = imp.graph.ops_in_order().map(|(_, o)| &o.kind).collect();
        assert!(kinds.contains(&&OpKind::Tile) && kinds.contains(&&OpKind::OneHot));
        hetc_ir::verify(&imp.graph).unwrap();
    }

    #[test]
    fn malformed_one_hot_and_tile_are_errors_naming_the_node() {
        let cases: Vec<(Vec<NodeProto>, Vec<TensorProto>, &str)> = vec![
            (
                vec![node("Tile", "", "t", &["x", "reps"], &["y"])],
                vec![i64_init("reps", &[1], &[2])],
                "node \"t\" (Tile): repeats [2] must be 2",
            ),
            (
                vec![node("Tile", "", "t", &["x", "reps"], &["y"])],
                vec![i64_init("reps", &[2], &[2, -1])],
                "non-negative",
            ),
            (
                vec![node("Tile", "", "t", &["x"], &["y"])],
                vec![],
                "node \"t\" (Tile): repeats (input 1) is required",
            ),
            (
                vec![node("OneHot", "", "oh", &["ids", "depth", "vals"], &["y"])],
                vec![
                    i64_init("ids", &[2], &[0, 1]),
                    i64_init("depth", &[], &[4]),
                    f32_init("vals", &[3], &[0.0, 1.0, 2.0]),
                ],
                "node \"oh\" (OneHot): values (input 2) must be a 2-vector",
            ),
            (
                vec![node("OneHot", "", "oh", &["ids", "depth", "vals"], &["y"])],
                vec![
                    i64_init("ids", &[2], &[0, 1]),
                    i64_init("depth", &[], &[0]),
                    f32_init("vals", &[2], &[0.0, 1.0]),
                ],
                "node \"oh\" (OneHot): depth (input 1) must be one positive integer",
            ),
            (
                vec![node("OneHot", "", "oh", &["ids"], &["y"])],
                vec![i64_init("ids", &[2], &[0, 1])],
                "node \"oh\" (OneHot): depth (input 1) is required",
            ),
        ];
        for (nodes, inits, want) in cases {
            let bytes = graph_bytes(nodes, inits, &["y"]);
            let e = import_bytes(&bytes, Path::new("."), "m.onnx", &ImportOptions::default())
                .unwrap_err()
                .to_string();
            assert!(e.contains(want), "{e}\nwant: {want}");
        }
    }

    #[test]
    fn constant_one_hot_folds_like_the_mixtral_export() {
        // transformers' repeat_interleave: OneHot([1], 3, [1, k]) = [[1, k, 1]]
        // is Tile's repeats (k = 2 here).
        let bytes = graph_bytes(
            vec![
                node("OneHot", "", "oh", &["ids", "depth", "vals"], &["hot"]),
                node("Reshape", "", "r", &["hot", "flat"], &["reps"]),
                node("Unsqueeze", "", "u", &["x", "one"], &["xu"]),
                node("Tile", "", "t", &["xu", "reps"], &["y"]),
            ],
            vec![
                i64_init("ids", &[1], &[1]),
                i64_init("depth", &[], &[3]),
                i64_init("vals", &[2], &[1, 2]),
                i64_init("flat", &[1], &[-1]),
                i64_init("one", &[1], &[1]),
            ],
            &["reps", "y"],
        );
        let imp =
            import_bytes(&bytes, Path::new("."), "m.onnx", &ImportOptions::default()).unwrap();
        assert_eq!(imp.value_types["hot"].to_string(), "i64[1, 3]");
        assert_eq!(imp.value_types["y"].to_string(), "f32[2, 2, 3]");
        let kinds: Vec<&OpKind> = imp.graph.ops_in_order().map(|(_, o)| &o.kind).collect();
        assert!(!kinds.contains(&&OpKind::OneHot), "{kinds:?}");
    }
}
