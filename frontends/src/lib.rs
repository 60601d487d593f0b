//! hetc-frontends: importers that turn model files into [`hetc_ir::Graph`]s.
//!
//! Frontends only build IR (parse, type, fold what exporters compute at run
//! time); they never plan. Every error names the file and, where there is one,
//! the node (name and op type) it is about. Nothing here panics on input.
//!
//! * [`onnx`]: `.onnx` protobuf files (initializers raw, typed or external).
//! * [`hfconfig`]: Hugging Face `config.json` (GPT-2, LLaMA-style, Mixtral-style
//!   MoE): the transformer graph synthesized from the hyper-parameters, no weights.
//! * [`stablehlo`]: StableHLO text as `jax.jit(f).lower(...).as_text()` prints it
//!   (`.mlir`, `.stablehlo`); errors carry `line:column`.
//!
//! [`import_file`] picks the frontend from the file name.

#![forbid(unsafe_code)]

pub mod hfconfig;
pub mod hfweights;
pub mod onnx;
pub mod stablehlo;

use hetc_ir::{Graph, TensorType};
use indexmap::IndexMap;
use std::collections::BTreeMap;

/// Options common to importers.
#[derive(Clone, Debug, Default)]
pub struct ImportOptions {
    /// Values for symbolic dimensions (`--bind batch=8,sequence=128`).
    pub bindings: BTreeMap<String, u64>,
    /// A Hugging Face checkpoint for a `config.json` (`--weights`): a
    /// `.safetensors` file, a sharded `.safetensors.index.json`, or a
    /// directory holding either ([`hfweights`]).
    pub weights: Option<std::path::PathBuf>,
    /// With `weights`: build the graph the checkpoint runs in (a config's
    /// MoE layers dense) without reading the checkpoint — the planners'
    /// graphs.
    pub shapes_only: bool,
    /// The values given to the ONNX importer are every input of one run
    /// (`hetc eval`): an optional input given nothing is empty, and a
    /// sequence input's elements are the tensors given for it. Without
    /// (compiling), optional inputs are present and sequence inputs are
    /// refused.
    pub inputs_given: bool,
}

/// An imported model.
#[derive(Clone, Debug)]
pub struct Imported {
    pub graph: Graph,
    /// Non-fatal findings (unknown ops kept as `custom`, ignored attributes…).
    pub warnings: Vec<String>,
    /// Facts worth telling (tied parameters merged, …).
    pub notes: Vec<String>,
    /// Type of every named value of the source model, including the ones
    /// folded away (shape computations): what shape inference established.
    pub value_types: IndexMap<String, TensorType>,
    /// Symbolic dimensions left unbound.
    pub unbound: Vec<String>,
    /// One-element int64 graph inputs that the model's control flow
    /// (`If`/`Loop`) may branch on: `--bind NAME=V` compiles them in.
    pub branch_inputs: Vec<String>,
    /// One-element values the model computes from its inputs (a `Range`
    /// bound, a `TopK` k) that `--bind NAME=V` fixed to `V` for planning:
    /// the graph holds for inputs that give those values only.
    pub computed_bound: Vec<String>,
}

impl Imported {
    /// The `--bind` line that binds every unbound symbol (`N`) and the
    /// branch inputs (`V`), e.g. `--bind image_width=N`; `None` when there
    /// is nothing to bind.
    pub fn bind_line(&self) -> Option<String> {
        let binds: Vec<String> = self
            .unbound
            .iter()
            .map(|s| format!("{s}=N"))
            .chain(self.branch_inputs.iter().map(|s| format!("{s}=V")))
            .collect();
        (!binds.is_empty()).then(|| format!("--bind {}", binds.join(",")))
    }
}

/// The input formats [`import_file`] recognises, by file name.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Format {
    Onnx,
    HfConfig,
    StableHlo,
}

impl Format {
    /// The format of `path` from its extension: `.onnx`; `.json` (a Hugging
    /// Face `config.json`); `.mlir` / `.stablehlo` (StableHLO text).
    pub fn of(path: &std::path::Path) -> Option<Format> {
        let name = path.file_name()?.to_str()?;
        let ext = name.rsplit_once('.').map(|(_, e)| e)?;
        match ext {
            "onnx" => Some(Format::Onnx),
            "json" => Some(Format::HfConfig),
            "mlir" | "stablehlo" => Some(Format::StableHlo),
            _ => None,
        }
    }
}

/// Import `path` with the frontend its name selects (see [`Format::of`]).
pub fn import_file(
    path: &std::path::Path,
    opts: &ImportOptions,
) -> Result<Imported, FrontendError> {
    Source::read(path)?.import(opts)
}

/// A model file read once — and, for ONNX, decoded once — from which
/// [`Source::import`] builds the graph for any set of bindings. Importers
/// fold shape computations of bound dims (a fixed sequence gives a constant
/// causal mask, an MoE's expert capacity follows from the token count), so
/// a graph is built per binding set rather than bound after the fact.
pub struct Source {
    path: std::path::PathBuf,
    shown: String,
    content: Content,
}

enum Content {
    Onnx(Box<onnx_protobuf::ModelProto>),
    StableHlo(String),
    HfConfig { text: String, name: String },
}

impl Source {
    /// Read (and decode) `path`; the frontend is chosen by [`Format::of`].
    pub fn read(path: &std::path::Path) -> Result<Source, FrontendError> {
        let shown = path.display().to_string();
        let io = |source| FrontendError::Io {
            path: shown.clone(),
            error: source,
        };
        let content =
            match Format::of(path) {
                Some(Format::Onnx) => {
                    let bytes = std::fs::read(path).map_err(io)?;
                    Content::Onnx(Box::new(onnx::decode(&bytes, &shown)?))
                }
                Some(Format::StableHlo) => {
                    Content::StableHlo(std::fs::read_to_string(path).map_err(io)?)
                }
                Some(Format::HfConfig) => Content::HfConfig {
                    text: std::fs::read_to_string(path).map_err(io)?,
                    name: hfconfig::model_name(path),
                },
                None => return Err(FrontendError::Malformed {
                    path: shown,
                    message:
                        "unknown model format (expected .onnx, .mlir/.stablehlo or a config.json)"
                            .into(),
                }),
            };
        Ok(Source {
            path: path.to_path_buf(),
            shown,
            content,
        })
    }

    /// The file's format.
    pub fn format(&self) -> Format {
        match self.content {
            Content::Onnx(_) => Format::Onnx,
            Content::StableHlo(_) => Format::StableHlo,
            Content::HfConfig { .. } => Format::HfConfig,
        }
    }

    /// The model file's path.
    pub fn path(&self) -> &std::path::Path {
        &self.path
    }

    /// The text of a text format (StableHLO, `config.json`).
    pub fn text(&self) -> Option<&str> {
        match &self.content {
            Content::Onnx(_) => None,
            Content::StableHlo(t) | Content::HfConfig { text: t, .. } => Some(t),
        }
    }

    /// The external data files an ONNX model reads
    /// ([`onnx::external_data_files`]); none for other formats.
    pub fn external_data_files(&self) -> Result<Vec<std::path::PathBuf>, FrontendError> {
        match &self.content {
            Content::Onnx(m) => onnx::external_data_of(m, &self.dir(), &self.shown),
            _ => Ok(Vec::new()),
        }
    }

    fn dir(&self) -> std::path::PathBuf {
        self.path
            .parent()
            .map(std::path::Path::to_path_buf)
            .unwrap_or_default()
    }

    /// Build the graph with `opts`' bindings.
    pub fn import(&self, opts: &ImportOptions) -> Result<Imported, FrontendError> {
        if let (Some(w), false) = (
            &opts.weights,
            matches!(self.content, Content::HfConfig { .. }),
        ) {
            return Err(FrontendError::Weights {
                path: w.display().to_string(),
                message: format!(
                    "--weights loads a Hugging Face checkpoint for a config.json; {} carries its own weights",
                    self.shown
                ),
            });
        }
        match &self.content {
            Content::Onnx(m) => onnx::import_model(m, &self.dir(), &self.shown, opts),
            Content::StableHlo(text) => stablehlo::import_str(text, &self.shown, opts),
            Content::HfConfig { text, name } => hfconfig::import_str(text, name, &self.shown, opts),
        }
    }
}

/// An import failure.
#[derive(Debug, thiserror::Error)]
pub enum FrontendError {
    /// (The I/O error is part of the message, not a `source()`: printed
    /// as a chain it would read twice.)
    #[error("{path}: {error}")]
    Io { path: String, error: std::io::Error },
    /// The file is not a well-formed model of the expected format.
    #[error("{path}: malformed model: {message}")]
    Malformed { path: String, message: String },
    /// A text model does not parse: where, and what was found there.
    #[error("{path}:{line}:{column}: {message}")]
    Syntax {
        path: String,
        line: u32,
        column: u32,
        message: String,
    },
    /// A graph input hetc cannot take as declared (a sequence input to a
    /// compile, a sequence input not given to `hetc eval`).
    #[error("{path}: {message}")]
    Input { path: String, message: String },
    /// A checkpoint does not fit the model (`--weights`).
    #[error("{path}: {message}")]
    Weights { path: String, message: String },
    /// A node cannot be imported (bad attributes, shape mismatch, …).
    #[error("{path}: node {node:?} ({op_type}): {message}")]
    Node {
        path: String,
        node: String,
        op_type: String,
        message: String,
    },
    /// A node needs the contents of values the model computes from its
    /// inputs (`names`, outputs of earlier nodes of the main graph): a
    /// `Range` bound, a `ConstantOfShape` shape, the input of an op whose
    /// result's extent depends on its values (`NonZero`). Static shapes
    /// cannot be compiled without them; `hetc eval` computes them first
    /// and imports again with them
    /// ([`crate::onnx::import_model_with_values`]).
    #[error("{error}; the model computes {} from its inputs: `hetc eval` runs it (computing them first), and `hetc compile --emit bundle` writes a dynamic bundle that does so at run time (on one rank){}", names.iter().map(|n| format!("{n:?}")).collect::<Vec<_>>().join(", "), if *one_element { format!("; `--emit plan --bind {}` plans for one value", names.iter().map(|n| format!("{n}=V")).collect::<Vec<_>>().join(",")) } else { String::new() })]
    NeedsValues {
        names: Vec<String>,
        error: Box<FrontendError>,
        /// Every one of them is a single element (a bound, a count), which
        /// `--bind NAME=V` can fix for planning.
        one_element: bool,
    },
}
