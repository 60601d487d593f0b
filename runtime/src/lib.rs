//! hetc-runtime: executes a bundle on a cluster.
//!
//! Per DESIGN.md "Runtime": rendezvous from launcher environments
//! ([`launch`]: SLURM, Open MPI, torchrun-style) through a token-guarded
//! store ([`rendezvous`]); point-to-point transports behind one trait
//! ([`transport`]: TCP always, RDMA through libibverbs with the `rdma`
//! feature where a device exists); collectives over any transport
//! ([`collective`]: ring algorithms, M2MS, and China Mobile's 3-phase
//! heterogeneous AllReduce, with a [`collective::VendorCcl`] slot for
//! NCCL/RCCL/HCCL inside homogeneous groups); and the executor of a rank's
//! communication program ([`program`]: hetc-ir's `CommProgram` as the
//! bundle stores it; [`exec`] runs its schedule, [`transition`] the
//! collectives of each transition), with f16's dynamic loss scaling
//! ([`scaler`]).
//!
//! Guarantees: library code does not print (events go to a caller-given
//! sink); everything read from a peer or the store is length-checked before
//! use; every blocking operation has a timeout and errors name the peer rank.

pub mod checkpoint;
pub mod collective;
pub mod data;
pub mod error;
pub mod exec;
pub mod launch;
pub mod program;
pub mod rendezvous;
pub mod scaler;
pub mod transition;
pub mod transport;

pub use error::{Result, RuntimeError};
