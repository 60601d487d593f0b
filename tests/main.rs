//! Workspace integration tests: one test binary, one module per area.
//!
//! Expected values come from outside the code under test: the onnxruntime
//! shape oracle (`examples/models/oracle.py`, run by the test setup), the
//! parameter formulas of the model configs, and the papers' tables.

mod bench;
mod bundle;
mod cli;
mod clusters;
mod comm;
mod common;
mod eval;
mod hf_weights;
mod hfconfig;
mod library;
mod onnx_fuzz;
mod onnx_import;
mod onnx_node;
mod onnx_real;
mod optim;
mod plan;
mod runtime;
mod stablehlo_import;
