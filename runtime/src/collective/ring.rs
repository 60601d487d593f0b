//! Ring and chain algorithms inside one group.
//!
//! With `n` ranks the buffer is split into `n` balanced segments
//! ([`super::segment`]). ReduceScatter: in step `s` position `p` sends segment
//! `p-s-1` to its right neighbour and adds segment `p-s-2` from its left, so
//! after `n-1` steps it owns the full sum of segment `p`. AllGather: step `s`
//! forwards segment `p-s` and receives `p-s-1`. AllReduce is the two in a
//! row (each rank sends 2(n-1)/n of the buffer: the ring bound). Broadcast is
//! a chain from the root in [`CHUNK`] pieces, so every link is busy at once.

use super::{add_from_bytes, copy_from_bytes, segment, to_bytes, Group};
use crate::error::{Result, RuntimeError};
use crate::transport::Transport;
use std::ops::Range;

/// Broadcast piece.
pub const CHUNK: usize = 1 << 20;

struct Ring {
    n: usize,
    me: usize,
    left: usize,
    right: usize,
}

fn ring(t: &dyn Transport, g: &Group, op: &'static str) -> Result<Ring> {
    let n = g.len();
    let me = g.position(op, t.rank())?;
    Ok(Ring {
        n,
        me,
        left: g.ranks[(me + n - 1) % n],
        right: g.ranks[(me + 1) % n],
    })
}

/// Piece of a ring step: a step's segment travels as messages of this many
/// bytes, and each received piece is reduced (or copied) while it is still
/// in cache, as the sender works on the next one.
pub const PIECE: usize = 1 << 20;

/// `x` as its little-endian bytes, without a copy where the target is
/// little-endian.
fn f32_bytes(x: &[f32]) -> std::borrow::Cow<'_, [u8]> {
    if cfg!(target_endian = "little") {
        // SAFETY: `f32` has size 4, no padding and no invalid bit patterns as
        // bytes; `u8` has alignment 1; the byte slice covers exactly the
        // `x.len() * 4` bytes of `x` and borrows it for the same lifetime.
        std::borrow::Cow::Borrowed(unsafe {
            std::slice::from_raw_parts(x.as_ptr().cast::<u8>(), std::mem::size_of_val(x))
        })
    } else {
        std::borrow::Cow::Owned(to_bytes(x))
    }
}

/// One ring step: send `out` to the right neighbour while receiving a
/// segment of `recv_elems` f32 from the left one, both in [`PIECE`]s;
/// `on_piece(first element, bytes)` consumes each received piece.
fn ring_step(
    t: &dyn Transport,
    r: &Ring,
    out: &[f32],
    recv_elems: usize,
    tag: u32,
    on_piece: &mut dyn FnMut(usize, &[u8]),
) -> Result<()> {
    let bytes = f32_bytes(out);
    std::thread::scope(|s| {
        let sender = s.spawn(|| {
            for piece in bytes.chunks(PIECE) {
                t.send(r.right, tag, piece)?;
            }
            // An empty segment still sends one (empty) message, as the
            // receiver expects.
            if bytes.is_empty() {
                t.send(r.right, tag, &[])?;
            }
            Ok(())
        });
        let mut buf = vec![0u8; PIECE.min(recv_elems * 4)];
        let total = recv_elems * 4;
        let mut got = Ok(());
        let mut off = 0;
        loop {
            let n = PIECE.min(total - off);
            if let Err(e) = t.recv_into(r.left, tag, &mut buf[..n]) {
                got = Err(e);
                break;
            }
            on_piece(off / 4, &buf[..n]);
            off += n;
            if off >= total {
                break;
            }
        }
        let sent = sender.join().unwrap_or_else(|_| {
            Err(RuntimeError::Protocol {
                rank: r.right,
                msg: "sender thread panicked".into(),
            })
        });
        got.and(sent)
    })
}

/// One ring step whose received pieces are dropped: the links' cost
/// without the reduction (the bound [`super::bench_ring_links`] measures).
pub(crate) fn step_discarding(t: &dyn Transport, g: &Group, out: &[f32], tag: u32) -> Result<()> {
    let r = ring(t, g, "ring step")?;
    ring_step(t, &r, out, out.len(), tag, &mut |_, _| {})
}

/// Sums `data` over the group; position `p` ends owning segment `p` (returned).
pub fn reduce_scatter(
    t: &dyn Transport,
    g: &Group,
    tag: u32,
    data: &mut [f32],
) -> Result<Range<usize>> {
    let r = ring(t, g, "reduce-scatter")?;
    let len = data.len();
    for s in 0..r.n.saturating_sub(1) {
        let send_seg = segment(len, r.n, (r.me + r.n - s - 1) % r.n);
        let recv_seg = segment(len, r.n, (r.me + 2 * r.n - s - 2) % r.n);
        // The segments differ (n ≥ 2), so one can be read while the other is
        // written.
        let (send, recv) = split_two(data, send_seg, recv_seg.clone());
        ring_step(t, &r, send, recv.len(), tag, &mut |at, b| {
            add_from_bytes(b, &mut recv[at..at + b.len() / 4])
        })?;
    }
    Ok(segment(len, r.n, r.me))
}

/// Every position owns segment `p` of `data`; afterwards all hold all.
fn all_gather_segments(t: &dyn Transport, g: &Group, tag: u32, data: &mut [f32]) -> Result<()> {
    let r = ring(t, g, "all-gather")?;
    let len = data.len();
    for s in 0..r.n.saturating_sub(1) {
        let send_seg = segment(len, r.n, (r.me + r.n - s) % r.n);
        let recv_seg = segment(len, r.n, (r.me + 2 * r.n - s - 1) % r.n);
        let (send, recv) = split_two(data, send_seg, recv_seg);
        ring_step(t, &r, send, recv.len(), tag, &mut |at, b| {
            copy_from_bytes(b, &mut recv[at..at + b.len() / 4])
        })?;
    }
    Ok(())
}

/// Disjoint ranges `a` (shared) and `b` (mutable) of `data`.
fn split_two(data: &mut [f32], a: Range<usize>, b: Range<usize>) -> (&[f32], &mut [f32]) {
    if a.start >= b.end {
        let (lo, hi) = data.split_at_mut(a.start);
        (&hi[..a.len()], &mut lo[b])
    } else {
        let (lo, hi) = data.split_at_mut(b.start);
        (&lo[a], &mut hi[..b.len()])
    }
}

/// Ring AllReduce (sum) in place.
pub fn all_reduce(t: &dyn Transport, g: &Group, tag: u32, data: &mut [f32]) -> Result<()> {
    reduce_scatter(t, g, tag, data)?;
    all_gather_segments(t, g, tag, data)
}

/// Concatenates every position's `mine` (equal sizes) into `out` in group order.
pub fn all_gather(
    t: &dyn Transport,
    g: &Group,
    tag: u32,
    mine: &[u8],
    out: &mut [u8],
) -> Result<()> {
    let r = ring(t, g, "all-gather")?;
    let b = mine.len();
    if out.len() != b * r.n {
        return Err(RuntimeError::Collective {
            op: "all-gather",
            msg: format!("output of {} bytes for {} × {b}", out.len(), r.n),
        });
    }
    out[r.me * b..(r.me + 1) * b].copy_from_slice(mine);
    let mut send = Vec::with_capacity(b);
    for s in 0..r.n - 1 {
        let sb = (r.me + r.n - s) % r.n;
        let rb = (r.me + 2 * r.n - s - 1) % r.n;
        send.clear();
        send.extend_from_slice(&out[sb * b..(sb + 1) * b]);
        t.send_recv(r.right, &send, r.left, &mut out[rb * b..(rb + 1) * b], tag)?;
    }
    Ok(())
}

/// Sums `data` onto position `root` (other ranks' buffers are left partial).
pub fn reduce(t: &dyn Transport, g: &Group, root: usize, tag: u32, data: &mut [f32]) -> Result<()> {
    let mine = reduce_scatter(t, g, tag, data)?;
    let r = ring(t, g, "reduce")?;
    let root_rank = *g.ranks.get(root).ok_or_else(|| RuntimeError::Collective {
        op: "reduce",
        msg: format!("root position {root} outside a group of {}", r.n),
    })?;
    if r.me == root {
        let mut buf = Vec::new();
        for p in (0..r.n).filter(|&p| p != root) {
            let seg = segment(data.len(), r.n, p);
            buf.resize(seg.len() * 4, 0);
            t.recv_into(g.ranks[p], tag, &mut buf)?;
            copy_from_bytes(&buf, &mut data[seg]);
        }
    } else {
        t.send(root_rank, tag, &to_bytes(&data[mine]))?;
    }
    Ok(())
}

/// Copies position `root`'s `buf` to every rank: a chain in [`CHUNK`] pieces.
pub fn broadcast(
    t: &dyn Transport,
    g: &Group,
    root: usize,
    tag: u32,
    buf: &mut [u8],
) -> Result<()> {
    let r = ring(t, g, "broadcast")?;
    if root >= r.n {
        return Err(RuntimeError::Collective {
            op: "broadcast",
            msg: format!("root position {root} outside a group of {}", r.n),
        });
    }
    let d = (r.me + r.n - root) % r.n;
    for c in buf.chunks_mut(CHUNK) {
        if d > 0 {
            t.recv_into(r.left, tag, c)?;
        }
        if d + 1 < r.n {
            t.send(r.right, tag, c)?;
        }
    }
    Ok(())
}

/// Block `j` of `send` goes to position `j`; block `i` of `recv` comes from
/// position `i` (equal blocks). Pairwise exchange, `n-1` steps.
pub fn all_to_all(
    t: &dyn Transport,
    g: &Group,
    tag: u32,
    send: &[u8],
    recv: &mut [u8],
) -> Result<()> {
    let r = ring(t, g, "all-to-all")?;
    if send.len() % r.n != 0 || recv.len() != send.len() {
        return Err(RuntimeError::Collective {
            op: "all-to-all",
            msg: format!(
                "{} bytes to send, {} to receive, {} ranks",
                send.len(),
                recv.len(),
                r.n
            ),
        });
    }
    let b = send.len() / r.n;
    recv[r.me * b..(r.me + 1) * b].copy_from_slice(&send[r.me * b..(r.me + 1) * b]);
    for s in 1..r.n {
        let to = (r.me + s) % r.n;
        let from = (r.me + r.n - s) % r.n;
        t.send_recv(
            g.ranks[to],
            &send[to * b..(to + 1) * b],
            g.ranks[from],
            &mut recv[from * b..(from + 1) * b],
            tag,
        )?;
    }
    Ok(())
}
