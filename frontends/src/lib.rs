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
    match Format::of(path) {
        Some(Format::Onnx) => onnx::import_file(path, opts),
        Some(Format::HfConfig) => hfconfig::import_file(path, opts),
        Some(Format::StableHlo) => stablehlo::import_file(path, opts),
        None => Err(FrontendError::Malformed {
            path: path.display().to_string(),
            message: "unknown model format (expected .onnx, .mlir/.stablehlo or a config.json)"
                .into(),
        }),
    }
}

/// An import failure.
#[derive(Debug, thiserror::Error)]
pub enum FrontendError {
    #[error("{path}: {source}")]
    Io {
        path: String,
        #[source]
        source: std::io::Error,
    },
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
    /// A node cannot be imported (bad attributes, shape mismatch, …).
    #[error("{path}: node {node:?} ({op_type}): {message}")]
    Node {
        path: String,
        node: String,
        op_type: String,
        message: String,
    },
}
