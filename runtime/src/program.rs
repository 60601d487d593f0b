//! The program the runtime executes: hetc-ir's [`CommProgram`], as the
//! compiler wrote it into the bundle (`comm/rank-N.json`: the rank's
//! schedule and the transitions it takes part in, after comm fusion).
//!
//! The runtime does not build or change programs: [`load`] parses and
//! checks one ([`CommProgram::check`]: groups, layouts, indices, tag
//! space), [`crate::exec::run`] executes a rank's schedule and
//! [`crate::transition`] each transition's collectives.

use crate::error::{Result, RuntimeError};

pub use hetc_ir::comm_program::{
    chip_groups, comm_tag, zero_domains, zero_segment, CommProgram, Instr, Phase, RankProgram,
    BARRIER_TAG, GRAD_TAG, NORM_TAG, SYNC_TAG,
};

/// Parse and check a rank's program (`comm/rank-N.json` content): it must
/// hold the schedule of `rank`.
pub fn load(bytes: &[u8], rank: usize) -> Result<CommProgram> {
    let p = CommProgram::from_json(bytes)?;
    if p.rank(rank).is_none() {
        return Err(RuntimeError::Bundle(format!(
            "comm program: holds no schedule for rank {rank}"
        )));
    }
    Ok(p)
}
