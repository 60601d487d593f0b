//! hetc-backends: from a plan to deployable artefacts.
//!
//! This crate will own, per DESIGN.md "Backends": stage extraction (the
//! subgraph of a stage's layers with TP-sharded weights), StableHLO text
//! emission, MLIR lowering through melior per vendor (cpu object/JIT, NVIDIA
//! PTX, AMD ISA), and the bundle writer (`manifest.json` with checksums,
//! `stages/`, `weights/*.safetensors`, `comm/rank-N.json`).
//!
//! Nothing is implemented yet: the backends issue builds it. Backends will
//! take [`hetc_ir::Verified`] graphs only, so unverified IR cannot reach them.
