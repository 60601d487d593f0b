//! Every id of the IR, in one place.
//!
//! IR objects refer to each other through `u32` newtypes made with
//! [`cranelift_entity::entity_impl!`], never through references or raw `usize`
//! indices. Ids are `Copy`, hash and compare cheaply, index `PrimaryMap` /
//! `SecondaryMap` side tables without bounds surprises, and can be printed: the
//! display prefix of each id is the one the textual IR uses (`v12`, `op3`), so an
//! error that names `v12` points at the line that defines it.

use cranelift_entity::entity_impl;

/// An operation in a [`crate::Graph`]. Printed `op0`, `op1`, …
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OpId(u32);
entity_impl!(OpId, "op");

/// A tensor value in a [`crate::Graph`]: a graph input, a parameter/constant, or
/// an op result. Printed `v0`, `v1`, …
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ValueId(u32);
entity_impl!(ValueId, "v");

/// A chip type of a [`crate::Cluster`] (vendor + generation). Printed `chip0`, …
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ChipTypeId(u32);
entity_impl!(ChipTypeId, "chip");

/// A mesh of a [`crate::Cluster`]: nodes of one chip type. Printed `mesh0`, …
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MeshId(u32);
entity_impl!(MeshId, "mesh");

/// A pipeline stage of a [`crate::Plan`]. Printed `stage0`, …
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct StageId(u32);
entity_impl!(StageId, "stage");

/// One process / device of a deployed plan. Printed `rank0`, …
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RankId(u32);
entity_impl!(RankId, "rank");
