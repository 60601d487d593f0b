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
use std::sync::{Mutex, PoisonError};

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

/// The element type an [`ring::all_reduce_as`] sends: f32, or a 16-bit
/// float (values held in f32 locally; every partial sum rounded to the wire
/// type, as NCCL's bf16 / f16 all-reduce rounds each step).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wire {
    F32,
    BF16,
    F16,
}

impl Wire {
    /// The wire of a tensor element type (f32 for anything but bf16 / f16).
    pub fn of(d: hetc_ir::DType) -> Wire {
        match d {
            hetc_ir::DType::BF16 => Wire::BF16,
            hetc_ir::DType::F16 => Wire::F16,
            _ => Wire::F32,
        }
    }

    /// Bytes per element.
    pub fn size(self) -> usize {
        match self {
            Wire::F32 => 4,
            Wire::BF16 | Wire::F16 => 2,
        }
    }

    /// `x` rounded to the wire type (round to nearest even).
    pub fn round(self, x: f32) -> f32 {
        match self {
            Wire::F32 => x,
            _ => self.decode(self.encode(x)),
        }
    }

    fn encode(self, x: f32) -> u16 {
        match self {
            Wire::F16 => hetc_ir::graph::f32_to_f16(x),
            _ => hetc_ir::graph::f32_to_bf16(x),
        }
    }

    fn decode(self, h: u16) -> f32 {
        match self {
            Wire::F16 => hetc_ir::graph::f16_to_f32(h),
            _ => hetc_ir::graph::bf16_to_f32(h),
        }
    }

    /// A 16-bit wire's little-endian bytes of `x` (rounded).
    pub(crate) fn to_bytes(self, x: &[f32]) -> Vec<u8> {
        x.iter()
            .flat_map(|&v| self.encode(v).to_le_bytes())
            .collect()
    }

    /// The elements of a 16-bit wire's bytes `b`, into `out`.
    pub(crate) fn decode_into(self, b: &[u8], out: &mut [f32]) {
        for (o, c) in out.iter_mut().zip(b.chunks_exact(2)) {
            *o = self.decode(u16::from_le_bytes([c[0], c[1]]));
        }
    }
}

/// How a buffer of f32 values travels when its parts have different wire
/// types: runs of `(elements, wire)` end to end (the weights of a ZeRO-1
/// bucket: an f32 weight's values as f32, a 16-bit resident weight's —
/// values of its type, so exact — as 16 bits). Element `i`'s bytes start at
/// [`Packing::offset`]`(i)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Packing {
    /// Per run: (first element, first byte, elements, wire).
    runs: Vec<(usize, usize, usize, Wire)>,
    len: usize,
    bytes: usize,
}

impl Packing {
    pub fn new(runs: &[(usize, Wire)]) -> Packing {
        let (mut e, mut b) = (0, 0);
        let mut out = Vec::with_capacity(runs.len());
        for &(n, w) in runs {
            if n == 0 {
                continue;
            }
            // Merge a run into the previous one of the same wire.
            match out.last_mut() {
                Some((_, _, m, pw)) if *pw == w => *m += n,
                _ => out.push((e, b, n, w)),
            }
            e += n;
            b += n * w.size();
        }
        Packing {
            runs: out,
            len: e,
            bytes: b,
        }
    }

    /// Elements.
    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Bytes of the whole buffer.
    pub fn bytes(&self) -> usize {
        self.bytes
    }

    /// The byte where element `i` starts (`len()`: the end).
    pub fn offset(&self, i: usize) -> usize {
        if i >= self.len {
            return self.bytes;
        }
        // Runs are contiguous from element 0, so one starts at or before i.
        let k = self.runs.partition_point(|r| r.0 <= i) - 1;
        let (e, b, _, w) = self.runs[k];
        b + (i - e) * w.size()
    }

    /// The bytes of elements `r`.
    pub fn byte_range(&self, r: Range<usize>) -> Range<usize> {
        self.offset(r.start)..self.offset(r.end)
    }

    /// Elements `r` of `x` (the whole buffer's values) as wire bytes.
    pub fn encode(&self, x: &[f32], r: Range<usize>) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.byte_range(r.clone()).len());
        for &(e, _, n, w) in &self.runs {
            let (lo, hi) = (r.start.max(e), r.end.min(e + n));
            if lo < hi {
                match w {
                    Wire::F32 => out.extend(to_bytes(&x[lo..hi])),
                    _ => out.extend(w.to_bytes(&x[lo..hi])),
                }
            }
        }
        out
    }

    /// The whole buffer's wire bytes `b` into `out`.
    pub fn decode_into(&self, b: &[u8], out: &mut [f32]) {
        for &(e, start, n, w) in &self.runs {
            let bytes = &b[start..start + n * w.size()];
            match w {
                Wire::F32 => copy_from_bytes(bytes, &mut out[e..e + n]),
                _ => w.decode_into(bytes, &mut out[e..e + n]),
            }
        }
    }
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

/// Figures of [`bench_ring`]: a ring AllReduce on a mesh of this process and
/// the bound its links set, measured in the same run.
#[derive(Clone, Debug)]
pub struct RingBench {
    pub world: usize,
    /// AllReduce buffer per rank (f32 bytes).
    pub bytes: usize,
    /// Best-of-reps seconds of the AllReduce.
    pub all_reduce_secs: f64,
    /// Its bus bandwidth: 2(n−1)/n · bytes / s, GB/s.
    pub bus_gbps: f64,
    /// The links-only bound: the best per-link bandwidth (same bytes per
    /// link as the AllReduce sends, GB/s) over the message sizes tried.
    pub links_gbps: f64,
    /// The message size that gave it.
    pub links_piece: usize,
    /// Process CPU seconds (user + system, every rank and thread) per
    /// AllReduce and per links-only run in the AllReduce's own pieces,
    /// averaged over the rounds; `None` where `/proc/self/stat` is not
    /// readable. On `c` cores neither can finish in less than CPU / `c`.
    /// Loopback receive processing that the kernel defers to `ksoftirqd`
    /// (more of it on a loaded machine) is not counted, so compare the two
    /// within one run, not across runs.
    pub all_reduce_cpu: Option<f64>,
    pub links_cpu: Option<f64>,
}

impl RingBench {
    /// Bus bandwidth over the links' bound (the target: ≥ 0.8).
    pub fn ratio(&self) -> f64 {
        self.bus_gbps / self.links_gbps
    }
}

/// Message sizes the links-only bound is measured at (its best counts):
/// the AllReduce's own [`ring::PIECE`] and sizes around it.
pub const LINK_PIECES: [usize; 4] = [64 << 10, ring::PIECE, 1 << 20, 4 << 20];

/// This process's CPU seconds so far (user + system of every thread, dead
/// ones included), from `/proc/self/stat` in clock ticks of 1/100 s (Linux's
/// fixed USER_HZ).
fn process_cpu() -> Option<f64> {
    let s = std::fs::read_to_string("/proc/self/stat").ok()?;
    // Fields after the parenthesised command name: state is field 3, utime
    // and stime are fields 14 and 15.
    let mut f = s.get(s.rfind(')')? + 1..)?.split_whitespace().skip(11);
    let utime: u64 = f.next()?.parse().ok()?;
    let stime: u64 = f.next()?.parse().ok()?;
    Some((utime + stime) as f64 / 100.0)
}

/// Ring AllReduce of `bytes` (f32) over the ranks of `mesh` (one thread
/// each, all in this process: a loopback TCP mesh or a shared-memory one),
/// against the bound its links set on this host:
/// every rank sends and receives exactly the bytes the AllReduce does
/// (2(n−1)/n · `bytes` each way, all links at once) through the same
/// stream code, but drops what it receives and never waits for a piece to
/// be reduced — at each of [`LINK_PIECES`] message sizes, keeping the best.
/// The links share the cores (and, on TCP, the loopback device) with each
/// other (a lone p2p stream has them to itself), so this, not the p2p
/// figure, is what a ring collective can reach here. Each of the `reps`
/// rounds runs, for every links-only size, that size then the AllReduce
/// (buffers refilled outside the timing), so both see the same machine and
/// get as many tries; each figure is its best run.
pub fn bench_ring<T: Transport>(mesh: &[T], bytes: usize, reps: usize) -> Result<RingBench> {
    let world = mesh.len();
    let g = Group::new((0..world).collect());
    let mut bufs: Vec<Vec<f32>> = (0..world).map(|_| vec![0f32; bytes / 4]).collect();
    // Where the links-only runs land what they receive (touched once here,
    // so that no run pays the first-touch page faults).
    let sinks: Vec<Mutex<Vec<f32>>> = (0..world)
        .map(|_| Mutex::new(vec![1f32; bytes / 4]))
        .collect();
    // One timed run of `op` on every rank at once: wall and CPU seconds.
    let mut run = |op: &(dyn Fn(&T, &mut [f32]) -> Result<()> + Sync)| {
        for (r, b) in bufs.iter_mut().enumerate() {
            b.fill(1.0 + r as f32);
        }
        let c0 = process_cpu();
        let t0 = std::time::Instant::now();
        std::thread::scope(|s| {
            let hs: Vec<_> = mesh
                .iter()
                .zip(bufs.iter_mut())
                .map(|(t, b)| s.spawn(move || op(t, b)))
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
        let wall = t0.elapsed().as_secs_f64();
        Ok::<_, RuntimeError>((wall, c0.zip(process_cpu()).map(|(a, b)| b - a)))
    };
    let mut links = [f64::MAX; LINK_PIECES.len()];
    let mut ar = f64::MAX;
    let (mut ar_cpu, mut links_cpu) = (Some(0.0), Some(0.0));
    let add = |sum: &mut Option<f64>, c: Option<f64>| *sum = sum.zip(c).map(|(a, b)| a + b);
    for _ in 0..reps.max(1) {
        for (best, &piece) in links.iter_mut().zip(&LINK_PIECES) {
            let (w, c) = run(&|t, b| {
                let mut sink = sinks[t.rank()]
                    .lock()
                    .unwrap_or_else(PoisonError::into_inner);
                ring::links_only(t, &g, 0, b, &mut sink, piece)
            })?;
            *best = best.min(w);
            if piece == ring::PIECE {
                add(&mut links_cpu, c);
            }
            let (w, c) = run(&|t, b| ring::all_reduce(t, &g, 0, b))?;
            ar = ar.min(w);
            if piece == ring::PIECE {
                add(&mut ar_cpu, c);
            }
        }
    }
    let per_link = 2.0 * (world as f64 - 1.0) / world as f64 * bytes as f64 / 1e9;
    let (i, links_secs) = links
        .iter()
        .copied()
        .enumerate()
        .fold((0, f64::MAX), |b, x| if x.1 < b.1 { x } else { b });
    let reps = reps.max(1) as f64;
    Ok(RingBench {
        world,
        bytes,
        all_reduce_secs: ar,
        bus_gbps: per_link / ar,
        links_gbps: per_link / links_secs,
        links_piece: LINK_PIECES[i],
        all_reduce_cpu: ar_cpu.map(|c| c / reps),
        links_cpu: links_cpu.map(|c| c / reps),
    })
}

#[cfg(test)]
pub(crate) mod tests;
