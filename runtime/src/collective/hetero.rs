//! China Mobile's 3-phase heterogeneous AllReduce (§2.3.3): a DP group that
//! spans vendors is split into one group per vendor.
//!
//! 1. Reduce inside each vendor group onto its leader (position 0) — the
//!    vendor library's job ([`VendorCcl::reduce`]).
//! 2. Ring AllReduce between the group leaders over the cross-vendor
//!    transport (the only traffic that crosses vendors: one buffer per
//!    group instead of one per rank).
//! 3. Broadcast inside each group from its leader ([`VendorCcl::broadcast`]).
//!
//! Sums are combined as (Σ group 0) + (Σ group 1) + …, so the result differs
//! from a flat ring only by f32 rounding.

use super::{copy_from_bytes, ring, to_bytes, Group, VendorCcl};
use crate::error::{Result, RuntimeError};
use crate::transport::Transport;

/// Tags used: `tag` (phase 1), `tag + 1` (phase 2), `tag + 2` (phase 3).
pub fn all_reduce(
    t: &dyn Transport,
    ccl: &dyn VendorCcl,
    groups: &[Group],
    tag: u32,
    data: &mut [f32],
) -> Result<()> {
    let me = t.rank();
    let mine = groups
        .iter()
        .find(|g| g.ranks.contains(&me))
        .ok_or_else(|| RuntimeError::Collective {
            op: "hetero-all-reduce",
            msg: format!("rank {me} is in none of the vendor groups"),
        })?;
    if groups.iter().any(Group::is_empty) {
        return Err(RuntimeError::Collective {
            op: "hetero-all-reduce",
            msg: "an empty vendor group".into(),
        });
    }
    ccl.reduce(t, mine, 0, tag, data)?;
    if mine.ranks[0] == me {
        let leaders = Group::new(groups.iter().map(|g| g.ranks[0]).collect());
        ring::all_reduce(t, &leaders, tag.wrapping_add(1), data)?;
    }
    let mut bytes = to_bytes(data);
    ccl.broadcast(t, mine, 0, tag.wrapping_add(2), &mut bytes)?;
    copy_from_bytes(&bytes, data);
    Ok(())
}
