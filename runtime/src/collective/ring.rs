//! Ring and chain algorithms inside one group.
//!
//! With `n` ranks the buffer is split into `n` balanced segments
//! ([`super::segment`]). ReduceScatter: in step `s` position `p` sends segment
//! `p-s-1` to its right neighbour and adds segment `p-s-2` from its left, so
//! after `n-1` steps it owns the full sum of segment `p`. AllGather: step `s`
//! forwards segment `p-s` and receives `p-s-1`. AllReduce is the two in a
//! row (each rank sends 2(n-1)/n of the buffer: the ring bound). Broadcast is
//! a chain from the root in [`CHUNK`] pieces, so every link is busy at once.
//!
//! ReduceScatter and AllReduce run as one stream of [`PIECE`]s (NCCL's
//! slices): a sender thread sends each piece as soon as the piece it
//! forwards has been reduced (or received) here, while the calling thread
//! receives and reduces the left neighbour's pieces in order, so steps
//! overlap instead of meeting at a barrier; the f32 segments are sent and
//! received without a serialisation copy (AllGather pieces land straight
//! in the caller's buffer, ReduceScatter pieces are added where they land,
//! from the transport's own buffer where it has one:
//! [`Transport::recv_with`]). Where the transport buffers two whole pieces
//! to the right neighbour (shared memory), one thread sends piece `k` then
//! lands piece `k` of every step, which meets every dependency by program
//! order and forwards each piece while it is still cached. Sums keep the ring order: an element of segment
//! `j` is summed starting at position `j+1`, each position adding its own
//! value to what it received.

use super::{copy_from_bytes, segment, to_bytes, Group, Wire};
use crate::error::{Result, RuntimeError};
use crate::transport::Transport;
use std::ops::Range;
use std::sync::{Condvar, Mutex, MutexGuard, PoisonError};

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

/// Piece of a ring stream: every segment travels as messages of this many
/// bytes, each received piece is reduced (or lands) while the sender is
/// already on later ones, and a piece reduced in one step is forwarded in
/// the next as soon as it is ready (not when the whole segment is).
pub const PIECE: usize = 256 << 10;

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

/// Receives a message of `out.len()` little-endian f32 from `peer` straight
/// into `out` where the target is little-endian (no staging copy).
fn recv_f32(t: &dyn Transport, peer: usize, tag: u32, out: &mut [f32]) -> Result<()> {
    if cfg!(target_endian = "little") {
        let n = std::mem::size_of_val(out);
        // SAFETY: every byte pattern is a valid `f32`, so writing arbitrary
        // bytes through the view cannot create an invalid value; `u8` has
        // alignment 1; the view covers exactly the `n` bytes of `out` and
        // holds its unique borrow for as long as it lives.
        let b = unsafe { std::slice::from_raw_parts_mut(out.as_mut_ptr().cast::<u8>(), n) };
        t.recv_into(peer, tag, b)
    } else {
        let mut b = vec![0u8; out.len() * 4];
        t.recv_into(peer, tag, &mut b)?;
        copy_from_bytes(&b, out);
        Ok(())
    }
}

/// What a ring stream does with a received piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Land {
    /// Add it into the piece of the receiving segment (ReduceScatter).
    Add,
    /// Keep the elementwise maximum of it and the piece (a max
    /// ReduceScatter: NaN wins, as a sum with NaN would).
    Max,
    /// Receive it straight into the piece (AllGather).
    Copy,
    /// Receive it into the same place of the sink buffer (the links-only
    /// bound: the bytes land in memory as the AllReduce's do, but nothing
    /// is reduced and nothing waits for anything).
    Sink,
}

/// Reduces the little-endian f32 `b` into `dst` (`b` is `dst.len() * 4`
/// bytes) by `land` ([`Land::Add`] or [`Land::Max`]).
fn land_bytes(land: Land, dst: &mut [f32], b: &[u8]) {
    // SAFETY: every bit pattern is a valid f32; `align_to` only yields the
    // aligned middle part.
    let (pre, mid, post) = unsafe { b.align_to::<f32>() };
    let add = land == Land::Add;
    if cfg!(target_endian = "little") && pre.is_empty() && post.is_empty() {
        if add {
            for (o, x) in dst.iter_mut().zip(mid) {
                *o += *x;
            }
        } else {
            for (o, x) in dst.iter_mut().zip(mid) {
                if *x > *o || x.is_nan() {
                    *o = *x;
                }
            }
        }
        return;
    }
    for (o, c) in dst.iter_mut().zip(b.chunks_exact(4)) {
        let x = f32::from_le_bytes([c[0], c[1], c[2], c[3]]);
        if add {
            *o += x;
        } else if x > *o || x.is_nan() {
            *o = x;
        }
    }
}

/// One step of a ring stream: segment `send` goes right while segment
/// `recv` comes from the left, piece by piece.
#[derive(Clone, Copy, Debug)]
struct Step {
    send: usize,
    recv: usize,
    land: Land,
    /// Piece `k` of this step's send waits until piece `k` of the previous
    /// step's receive has landed (it is the same segment, just reduced or
    /// gathered).
    send_after_recv: bool,
    /// Piece `k` of this step's receive overwrites a piece that step `u`
    /// sends: it waits until that send is done.
    recv_after_send: Option<usize>,
}

/// The steps of a ring AllReduce at position `me` of `n`: ReduceScatter
/// (step `s` sends segment `me-s-1`, reduces `me-s-2` by `reduce`: [`Land::Add`]
/// or [`Land::Max`]) then AllGather (step `u` forwards `me-u`, receives
/// `me-u-1`). With `links_only`, the same sends and receives without the
/// reduction or any dependency between them.
fn all_reduce_steps(n: usize, me: usize, links_only: bool, reduce: Land) -> Vec<Step> {
    let m = |k: usize| (me + 2 * n - k) % n;
    let rs = (0..n - 1).map(|s| Step {
        send: m(s + 1),
        recv: m(s + 2),
        land: reduce,
        send_after_recv: s > 0,
        recv_after_send: None,
    });
    let ag = (0..n - 1).map(|u| Step {
        send: m(u),
        recv: m(u + 1),
        land: Land::Copy,
        send_after_recv: true,
        // Segment `me-u-1` went out in ReduceScatter step `u` (as a partial
        // sum); its total comes back now.
        recv_after_send: Some(u),
    });
    let mut steps: Vec<Step> = rs.chain(ag).collect();
    if links_only {
        for s in &mut steps {
            s.land = Land::Sink;
            s.send_after_recv = false;
            s.recv_after_send = None;
        }
    }
    steps
}

/// How far the two halves of a ring stream have got.
#[derive(Default)]
struct Progress {
    /// Pieces received and landed, in stream order.
    landed: usize,
    /// Pieces handed to the transport, in stream order.
    sent: usize,
    /// One half failed: the other stops waiting (the failure is the error).
    failed: bool,
    /// A half is blocked in [`Shared::wait`] (else an update need not wake
    /// anyone: no futex call per piece).
    waiting: bool,
}

struct Shared {
    p: Mutex<Progress>,
    cv: Condvar,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, Progress> {
        self.p.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Waits until `ready`; `false` if the other half failed first.
    fn wait(&self, ready: impl Fn(&Progress) -> bool) -> bool {
        let mut g = self.lock();
        while !g.failed && !ready(&g) {
            g.waiting = true;
            g = self.cv.wait(g).unwrap_or_else(PoisonError::into_inner);
        }
        !g.failed
    }

    /// Applies `f`, wakes a waiting half; `false` if a half has failed
    /// (the caller stops: the failure is the error).
    fn update(&self, f: impl FnOnce(&mut Progress)) -> bool {
        let mut g = self.lock();
        f(&mut g);
        let ok = !g.failed;
        if std::mem::take(&mut g.waiting) {
            drop(g);
            self.cv.notify_all();
        }
        ok
    }
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Runs `steps` as one stream: a sender thread sends every step's segment to
/// the right neighbour in [`PIECE`]s, each as soon as its dependency is met,
/// while this thread receives the left neighbour's pieces in order and lands
/// them. Every segment of `data` is cut into pieces once (an empty segment
/// is one empty piece, so every step exchanges at least one message); each
/// piece sits behind its own mutex, so the two threads share `data` without
/// `unsafe`, and the step dependencies order their accesses (the mutexes are
/// then uncontended).
///
/// No deadlock: a receive only ever waits for a send that the right
/// neighbour consumes unconditionally (its ReduceScatter receives wait on
/// nothing), and a send waits only for earlier receives, which depend on
/// the left neighbour's earlier sends.
#[allow(clippy::too_many_arguments)]
fn stream(
    t: &dyn Transport,
    r: &Ring,
    tag: u32,
    data: &mut [f32],
    sink: &mut [f32],
    steps: &[Step],
    piece: usize,
    wire: Wire,
) -> Result<()> {
    let len = data.len();
    let per = (piece / wire.size()).max(1);
    fn cut(mut rest: &mut [f32], len: usize, n: usize, per: usize) -> Vec<Vec<Mutex<&mut [f32]>>> {
        let mut pieces: Vec<Vec<Mutex<&mut [f32]>>> = Vec::with_capacity(n);
        for j in 0..n {
            let k = segment(len, n, j).len().min(rest.len());
            let (seg, tail) = std::mem::take(&mut rest).split_at_mut(k);
            rest = tail;
            pieces.push(if seg.is_empty() {
                vec![Mutex::new(seg)]
            } else {
                seg.chunks_mut(per).map(Mutex::new).collect()
            });
        }
        pieces
    }
    let pieces = cut(data, len, r.n, per);
    // Where a Sink step's pieces land (empty unless links-only).
    let sinks = cut(sink, len, r.n, per);
    // Every piece's length, read without its lock: the sender holds a
    // piece's lock while the transport blocks on a full buffer, and a
    // receive that locked it just to size itself would close a cycle
    // around the ring (`links_only`, where nothing orders the two).
    let lens: Vec<Vec<usize>> = pieces
        .iter()
        .map(|seg| seg.iter().map(|p| lock(p).len()).collect())
        .collect();
    // Where piece `k` of a step's receive lands, how, and its length.
    let into = |st: &Step, k: usize| {
        let n = lens[st.recv][k];
        if st.land == Land::Sink {
            (Land::Copy, &sinks[st.recv][k], n)
        } else {
            (st.land, &pieces[st.recv][k], n)
        }
    };
    // Where each step's pieces start in the stream order of each half.
    let offsets = |seg: fn(&Step) -> usize| -> Vec<usize> {
        let mut at = 0;
        steps
            .iter()
            .map(|s| {
                let o = at;
                at += pieces[seg(s)].len();
                o
            })
            .collect()
    };
    let (send_at, recv_at) = (offsets(|s| s.send), offsets(|s| s.recv));
    let shared = Shared {
        p: Mutex::new(Progress::default()),
        cv: Condvar::new(),
    };
    let scratch_len = if wire != Wire::F32 {
        per.min(len.div_ceil(r.n))
    } else {
        0
    };
    let mut lander = Lander {
        scratch: vec![0f32; scratch_len],
        bytes: Vec::new(),
        wire_buf: vec![0u8; if wire == Wire::F32 { 0 } else { per * 2 }],
    };
    let send = |piece: &Mutex<&mut [f32]>| -> Result<()> {
        if wire == Wire::F32 {
            t.send(r.right, tag, &f32_bytes(&lock(piece)))
        } else {
            t.send(r.right, tag, &wire.to_bytes(&lock(piece)))
        }
    };
    // One thread where the transport buffers two whole messages to the
    // right (shared memory): each step sends piece `k` then lands piece
    // `k`, so every dependency is met by program order, a piece is
    // forwarded while it is still in this core's cache, and no rank waits
    // on another thread. At most two messages per link are ever unreceived
    // (each rank receives right after it sends), which the buffer holds,
    // so no send blocks for good.
    if t.send_buffer(r.right) >= 2 * (per * wire.size() + 64) {
        for st in steps {
            let (out, inc) = (&pieces[st.send], &pieces[st.recv]);
            for k in 0..out.len().max(inc.len()) {
                if let Some(p) = out.get(k) {
                    send(p)?;
                }
                if k < inc.len() {
                    let (land, p, n) = into(st, k);
                    lander.land(t, r, tag, wire, land, n, p)?;
                }
            }
        }
        return Ok(());
    }
    std::thread::scope(|s| {
        let sender = s.spawn(|| {
            let sent = (|| {
                for (i, st) in steps.iter().enumerate() {
                    for (k, piece) in pieces[st.send].iter().enumerate() {
                        if st.send_after_recv
                            && i > 0
                            && !shared.wait(|p| p.landed > recv_at[i - 1] + k)
                        {
                            return Ok(());
                        }
                        send(piece)?;
                        if !shared.update(|p| p.sent += 1) {
                            return Ok(());
                        }
                    }
                }
                Ok(())
            })();
            if sent.is_err() {
                shared.update(|p| p.failed = true);
            }
            sent
        });
        let got = (|| {
            for st in steps {
                for k in 0..pieces[st.recv].len() {
                    if let Some(u) = st.recv_after_send {
                        if !shared.wait(|p| p.sent > send_at[u] + k) {
                            return Ok(());
                        }
                    }
                    let (land, p, n) = into(st, k);
                    lander.land(t, r, tag, wire, land, n, p)?;
                    if !shared.update(|p| p.landed += 1) {
                        return Ok(());
                    }
                }
            }
            Ok(())
        })();
        if got.is_err() {
            shared.update(|p| p.failed = true);
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

/// The receiving half's buffers.
struct Lander {
    /// A received piece before it lands (a 16-bit wire's, decoded).
    scratch: Vec<f32>,
    /// An f32 piece received before it is reduced (transports that cannot
    /// hand over their own buffer).
    bytes: Vec<u8>,
    /// A 16-bit wire's message, received here before it is decoded.
    wire_buf: Vec<u8>,
}

impl Lander {
    /// Receives the next piece (`n` elements) from the left neighbour and
    /// lands it in `piece` by `land`.
    #[allow(clippy::too_many_arguments)]
    fn land(
        &mut self,
        t: &dyn Transport,
        r: &Ring,
        tag: u32,
        wire: Wire,
        land: Land,
        n: usize,
        piece: &Mutex<&mut [f32]>,
    ) -> Result<()> {
        if land == Land::Copy && wire == Wire::F32 {
            return recv_f32(t, r.left, tag, &mut lock(piece));
        }
        if wire == Wire::F32 && matches!(land, Land::Add | Land::Max) {
            // Reduced where it lands: straight from the transport's own
            // buffer where it has one (shared memory), else from one piece
            // of scratch. The steps' dependencies keep the sender off this
            // piece meanwhile.
            let mut p = lock(piece);
            return t.recv_with(r.left, tag, n * 4, &mut self.bytes, &mut |off, b| {
                land_bytes(land, &mut p[off / 4..(off + b.len()) / 4], b)
            });
        }
        // Decoded from a 16-bit wire into the scratch, then landed:
        // copied, added (rounded to the wire type) or max'ed.
        let b = &mut self.scratch[..n];
        if wire == Wire::F32 {
            recv_f32(t, r.left, tag, b)?;
        } else {
            let w = &mut self.wire_buf[..n * 2];
            t.recv_into(r.left, tag, w)?;
            wire.decode_into(w, b);
        }
        let mut p = lock(piece);
        match land {
            Land::Copy => p.copy_from_slice(b),
            Land::Add => {
                for (o, x) in p.iter_mut().zip(b.iter()) {
                    *o = wire.round(*o + *x);
                }
            }
            Land::Max => {
                for (o, x) in p.iter_mut().zip(b.iter()) {
                    if *x > *o || x.is_nan() {
                        *o = *x;
                    }
                }
            }
            Land::Sink => unreachable!("a sink step lands by copy"),
        }
        Ok(())
    }
}

/// The transfers of a ring AllReduce of `data` without its reduction or
/// the dependencies between steps: every piece the AllReduce would send,
/// each received piece landing in the same place of `sink` (as long as
/// `data`) instead of being reduced. What the ring's links alone cost,
/// bytes delivered to memory as the AllReduce's are (the bound
/// [`super::bench_ring`] measures). `data` is left as it was; `sink` ends
/// holding the left neighbour's `data` (every segment is received at least
/// once, the last copy wins).
pub(crate) fn links_only(
    t: &dyn Transport,
    g: &Group,
    tag: u32,
    data: &mut [f32],
    sink: &mut [f32],
    piece: usize,
) -> Result<()> {
    let r = ring(t, g, "ring links")?;
    if r.n < 2 {
        return Ok(());
    }
    if sink.len() != data.len() {
        return Err(RuntimeError::Collective {
            op: "ring links",
            msg: format!("a sink of {} for {} elements", sink.len(), data.len()),
        });
    }
    stream(
        t,
        &r,
        tag,
        data,
        sink,
        &all_reduce_steps(r.n, r.me, true, Land::Add),
        piece,
        Wire::F32,
    )
}

/// Sums `data` over the group; position `p` ends owning segment `p` (returned).
pub fn reduce_scatter(
    t: &dyn Transport,
    g: &Group,
    tag: u32,
    data: &mut [f32],
) -> Result<Range<usize>> {
    reduce_scatter_as(t, g, tag, Wire::F32, data)
}

/// [`reduce_scatter`] of values of a 16-bit float type held in f32, sent
/// in that type (half the bytes): each received partial sum is added in
/// f32 and rounded to the type, as [`all_reduce_as`] does (with two ranks:
/// the f32 sum rounded once).
pub fn reduce_scatter_as(
    t: &dyn Transport,
    g: &Group,
    tag: u32,
    wire: Wire,
    data: &mut [f32],
) -> Result<Range<usize>> {
    let r = ring(t, g, "reduce-scatter")?;
    if r.n >= 2 {
        let mut steps = all_reduce_steps(r.n, r.me, false, Land::Add);
        steps.truncate(r.n - 1);
        stream(t, &r, tag, data, &mut [], &steps, PIECE, wire)?;
    }
    Ok(segment(data.len(), r.n, r.me))
}

/// Ring AllReduce (sum) in place: ReduceScatter and AllGather as one
/// pipelined stream of [`PIECE`]s.
pub fn all_reduce(t: &dyn Transport, g: &Group, tag: u32, data: &mut [f32]) -> Result<()> {
    all_reduce_in(t, g, tag, data, PIECE)
}

/// [`all_reduce`] of values of a 16-bit float type held in f32 (`data`
/// must hold values of it), sent in that type: half the bytes of f32. Each
/// received partial sum is added in f32 and rounded to the type (with two
/// ranks: the f32 sum rounded once), so every rank ends with the same
/// values of the type.
pub fn all_reduce_as(
    t: &dyn Transport,
    g: &Group,
    tag: u32,
    wire: Wire,
    data: &mut [f32],
) -> Result<()> {
    let r = ring(t, g, "all-reduce")?;
    if r.n < 2 {
        return Ok(());
    }
    let steps = all_reduce_steps(r.n, r.me, false, Land::Add);
    stream(t, &r, tag, data, &mut [], &steps, PIECE, wire)
}

/// Ring AllReduce of the elementwise maximum in place, on `wire`: the same
/// stream as [`all_reduce`] (the same messages and bytes), each received
/// piece reduced by `max` instead of `+` (NaN propagates).
pub fn all_reduce_max(
    t: &dyn Transport,
    g: &Group,
    tag: u32,
    wire: Wire,
    data: &mut [f32],
) -> Result<()> {
    let r = ring(t, g, "all-reduce (max)")?;
    if r.n < 2 {
        return Ok(());
    }
    let steps = all_reduce_steps(r.n, r.me, false, Land::Max);
    stream(t, &r, tag, data, &mut [], &steps, PIECE, wire)
}

/// [`all_reduce`] in pieces of `piece` bytes (benches compare sizes).
pub(crate) fn all_reduce_in(
    t: &dyn Transport,
    g: &Group,
    tag: u32,
    data: &mut [f32],
    piece: usize,
) -> Result<()> {
    let r = ring(t, g, "all-reduce")?;
    if r.n < 2 {
        return Ok(());
    }
    let steps = all_reduce_steps(r.n, r.me, false, Land::Add);
    stream(t, &r, tag, data, &mut [], &steps, piece, Wire::F32)
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

/// All-gather of a value of `out.len() / elem` elements of `elem` bytes
/// whose position `p` holds segment [`segment`]`(len, n, p)` (`mine`;
/// segments may differ in size by one element): every position ends with
/// the whole value in `out`.
pub fn all_gather_segments(
    t: &dyn Transport,
    g: &Group,
    tag: u32,
    mine: &[u8],
    elem: usize,
    out: &mut [u8],
) -> Result<()> {
    let elem = elem.max(1);
    let len = out.len() / elem;
    if out.len() % elem != 0 {
        return Err(RuntimeError::Collective {
            op: "all-gather",
            msg: format!(
                "a {}-byte value is not made of {elem}-byte elements",
                out.len()
            ),
        });
    }
    let ranges: Vec<Range<usize>> = (0..g.len())
        .map(|p| {
            let s = segment(len, g.len(), p);
            s.start * elem..s.end * elem
        })
        .collect();
    all_gather_ranges(t, g, tag, mine, &ranges, out)
}

/// All-gather of a packed value ([`super::Packing`]): position `p` holds
/// bytes `ranges[p]` of `out` (`mine`); every position ends with all of
/// them. The ranges are the segments' bytes, in position order.
pub fn all_gather_ranges(
    t: &dyn Transport,
    g: &Group,
    tag: u32,
    mine: &[u8],
    ranges: &[Range<usize>],
    out: &mut [u8],
) -> Result<()> {
    let r = ring(t, g, "all-gather")?;
    let seg = |p: usize| ranges[p].clone();
    if ranges.len() != r.n
        || ranges.iter().any(|x| x.start > x.end || x.end > out.len())
        || mine.len() != seg(r.me).len()
    {
        return Err(RuntimeError::Collective {
            op: "all-gather",
            msg: format!(
                "position {} gives {} bytes of a {}-byte value cut into {:?} over {}",
                r.me,
                mine.len(),
                out.len(),
                ranges,
                r.n
            ),
        });
    }
    out[seg(r.me)].copy_from_slice(mine);
    let mut send = Vec::new();
    for s in 0..r.n - 1 {
        let sb = (r.me + r.n - s) % r.n;
        let rb = (r.me + 2 * r.n - s - 1) % r.n;
        send.clear();
        send.extend_from_slice(&out[seg(sb)]);
        t.send_recv(r.right, &send, r.left, &mut out[seg(rb)], tag)?;
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
