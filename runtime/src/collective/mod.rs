//! Collectives over any [`Transport`].
//!
//! * [`ring`]: ring AllReduce (ReduceScatter + AllGather), ReduceScatter,
//!   AllGather, Reduce, a chunk-pipelined chain Broadcast, and pairwise
//!   AllToAll — the algorithms a vendor library (NCCL/RCCL/HCCL) runs inside
//!   a homogeneous group; [`HostCcl`] is the host implementation of the
//!   [`VendorCcl`] slot where those libraries would be delegated to (HetCCL).
//! * [`m2ms`]: Chimera's fused many-to-many send between two groups with
//!   different layouts.
//! * [`hetero`]: China Mobile's 3-phase heterogeneous AllReduce for groups
//!   that span vendors.
//!
//! Guarantees: movement ops (AllGather, Broadcast, AllToAll, M2MS without
//! partial sums) are bitwise; sums are f32 in ring order (≤ 1e-6 relative to a
//! single-process sum for same-sign data). Every rank of a group must call
//! the same collectives in the same order with the same sizes and tags; a
//! mismatch is a protocol error naming the peer, never a silent mix-up.

pub mod hetero;
pub mod m2ms;
pub mod ring;

use crate::error::{Result, RuntimeError};
use crate::transport::Transport;
use std::ops::Range;

/// The ranks of a communicator, in group order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Group {
    pub ranks: Vec<usize>,
}

impl Group {
    pub fn new(ranks: Vec<usize>) -> Group {
        Group { ranks }
    }

    pub fn len(&self) -> usize {
        self.ranks.len()
    }

    pub fn is_empty(&self) -> bool {
        self.ranks.is_empty()
    }

    /// The position of global `rank` in the group.
    pub fn position(&self, op: &'static str, rank: usize) -> Result<usize> {
        self.ranks
            .iter()
            .position(|&r| r == rank)
            .ok_or_else(|| RuntimeError::Collective {
                op,
                msg: format!("rank {rank} is not in group {:?}", self.ranks),
            })
    }
}

/// Elements `[n·i/parts, n·(i+1)/parts)`: the balanced split used by every
/// ring algorithm (segment `i` belongs to group position `i`).
pub fn segment(n: usize, parts: usize, i: usize) -> Range<usize> {
    n * i / parts..n * (i + 1) / parts
}

pub(crate) fn to_bytes(x: &[f32]) -> Vec<u8> {
    x.iter().flat_map(|v| v.to_le_bytes()).collect()
}

pub(crate) fn copy_from_bytes(b: &[u8], out: &mut [f32]) {
    for (o, c) in out.iter_mut().zip(b.chunks_exact(4)) {
        *o = f32::from_le_bytes([c[0], c[1], c[2], c[3]]);
    }
}

pub(crate) fn add_from_bytes(b: &[u8], out: &mut [f32]) {
    for (o, c) in out.iter_mut().zip(b.chunks_exact(4)) {
        *o += f32::from_le_bytes([c[0], c[1], c[2], c[3]]);
    }
}

/// Where a vendor collective library would be delegated to for a
/// homogeneous group (NCCL on NVIDIA, RCCL on AMD, HCCL on Ascend). Each
/// method defaults to the host [`ring`] algorithm over the job's transport; a
/// vendor binding overrides the ones its library provides.
pub trait VendorCcl: Send + Sync {
    fn name(&self) -> &'static str;
    fn all_reduce(&self, t: &dyn Transport, g: &Group, tag: u32, data: &mut [f32]) -> Result<()> {
        ring::all_reduce(t, g, tag, data)
    }
    fn reduce(
        &self,
        t: &dyn Transport,
        g: &Group,
        root: usize,
        tag: u32,
        data: &mut [f32],
    ) -> Result<()> {
        ring::reduce(t, g, root, tag, data)
    }
    fn broadcast(
        &self,
        t: &dyn Transport,
        g: &Group,
        root: usize,
        tag: u32,
        buf: &mut [u8],
    ) -> Result<()> {
        ring::broadcast(t, g, root, tag, buf)
    }
    fn all_gather(
        &self,
        t: &dyn Transport,
        g: &Group,
        tag: u32,
        mine: &[u8],
        out: &mut [u8],
    ) -> Result<()> {
        ring::all_gather(t, g, tag, mine, out)
    }
    fn reduce_scatter(
        &self,
        t: &dyn Transport,
        g: &Group,
        tag: u32,
        data: &mut [f32],
    ) -> Result<Range<usize>> {
        ring::reduce_scatter(t, g, tag, data)
    }
}

/// The host implementation of [`VendorCcl`] (every default: the [`ring`]
/// algorithms), used for every vendor on this machine.
pub struct HostCcl;

impl VendorCcl for HostCcl {
    fn name(&self) -> &'static str {
        "host"
    }
}

/// Best-of-`reps` seconds for `per_rank(rank, transport)` run at once on
/// every rank of a `world`-rank loopback TCP mesh in this process.
fn bench_ranks(
    world: usize,
    reps: usize,
    per_rank: &(dyn Fn(usize, &crate::transport::tcp::TcpTransport) -> Result<()> + Sync),
) -> Result<f64> {
    let mesh =
        crate::transport::tcp::TcpTransport::local_mesh(world, std::time::Duration::from_secs(60))?;
    let mut best = f64::MAX;
    for _ in 0..reps {
        let t0 = std::time::Instant::now();
        std::thread::scope(|s| {
            let hs: Vec<_> = mesh
                .iter()
                .enumerate()
                .map(|(r, t)| s.spawn(move || per_rank(r, t)))
                .collect();
            hs.into_iter().try_for_each(|h| {
                h.join().unwrap_or_else(|_| {
                    Err(RuntimeError::Collective {
                        op: "bench",
                        msg: "rank thread panicked".into(),
                    })
                })
            })
        })?;
        best = best.min(t0.elapsed().as_secs_f64());
    }
    Ok(best)
}

/// Ring AllReduce of `bytes` (f32) over `world` ranks of a loopback TCP
/// mesh in this process: best-of-`reps` seconds and the bus bandwidth
/// (2(n−1)/n · bytes / s, GB/s) — comparable to the p2p bandwidth, which is
/// its upper bound when every link runs at once.
pub fn bench_all_reduce(world: usize, bytes: usize, reps: usize) -> Result<(f64, f64)> {
    let g = Group::new((0..world).collect());
    let bufs: Vec<std::sync::Mutex<Vec<f32>>> = (0..world)
        .map(|r| std::sync::Mutex::new(vec![r as f32; bytes / 4]))
        .collect();
    let best = bench_ranks(world, reps, &|r, t| {
        let mut b = bufs[r].lock().map_err(|_| RuntimeError::Collective {
            op: "bench",
            msg: "buffer lock poisoned".into(),
        })?;
        ring::all_reduce(t, &g, 0, &mut b)
    })?;
    let bus = 2.0 * (world as f64 - 1.0) / world as f64 * bytes as f64 / best / 1e9;
    Ok((best, bus))
}

/// The ring's links all busy at once, without the reduction: every rank of
/// a `world`-rank loopback TCP mesh sends and receives exactly the pieces a
/// ring AllReduce of `bytes` (f32) would ([`ring::PIECE`]s of the same
/// segments, 2(n−1)/n · `bytes` each way), through the same stream code,
/// but drops what it receives and never waits for a piece to be reduced.
/// Returns best-of-`reps` seconds and the per-link bandwidth (GB/s, the
/// same 2(n−1)/n · bytes / s as [`bench_all_reduce`]'s bus bandwidth) — the
/// bound on a ring collective's bus bandwidth on this host, where the links
/// share the cores and the loopback device (a lone p2p stream has both to
/// itself).
pub fn bench_ring_links(world: usize, bytes: usize, reps: usize) -> Result<(f64, f64)> {
    let g = Group::new((0..world).collect());
    let bufs: Vec<std::sync::Mutex<Vec<f32>>> = (0..world)
        .map(|r| std::sync::Mutex::new(vec![r as f32; bytes / 4]))
        .collect();
    let best = bench_ranks(world, reps, &|r, t| {
        let mut b = bufs[r].lock().map_err(|_| RuntimeError::Collective {
            op: "bench",
            msg: "buffer lock poisoned".into(),
        })?;
        ring::links_only(t, &g, 0, &mut b, ring::PIECE)
    })?;
    let link = 2.0 * (world as f64 - 1.0) / world as f64 * bytes as f64 / best / 1e9;
    Ok((best, link))
}

#[cfg(test)]
pub(crate) mod tests;
