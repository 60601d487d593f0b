//! The measurement harnesses behind `hetc bench kernels` ([`kernels`]),
//! `hetc bench optimizer` ([`optim`]) and `hetc bench pipeline`
//! ([`pipeline`]).
//!
//! Unlike the library crates, these print: each is a command's body (its
//! progress and its table go to stdout as they are measured, so a long run
//! shows where it is), kept out of the CLI crate so that `src/` holds
//! argument parsing and rendering only. Every figure is a ratio against a
//! baseline measured in the same run (onnxruntime, IREE, this host's FMA
//! peak, the simulator on the measured costs), never against an earlier
//! run of hetc.

pub mod kernels;
pub mod optim;
pub mod pipeline;
