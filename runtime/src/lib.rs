//! hetc-runtime: executes a bundle on a cluster.
//!
//! This crate will own, per DESIGN.md "Runtime": the bundle loader (checksums
//! verified), rendezvous from launcher environments (SLURM, Open MPI,
//! torchrun-style), transports behind one trait (RDMA through libibverbs where
//! a device exists, TCP otherwise), ring collectives and the 3-phase
//! heterogeneous AllReduce, and the schedule executor.
//!
//! Nothing is implemented yet: the runtime issue builds it.
