//! One rank's part of a [`Transition`] of its [`CommProgram`]: the chain
//! of collectives comm fusion extracted, run op by op over the job's
//! transport, from what this rank holds of the value in the input layout
//! to what it holds in the final one.
//!
//! What a rank of a layout's group holds (hetc-ir's semantics): `rep` and
//! `part` the whole value (a partial sum is f32), `shard` its segment
//! [`segment`]`(len, n, p)` of the flattened elements. Per op, the ranks of
//! its input and output groups take part, with these algorithms:
//! all-reduce and reduce-scatter ([`ring`], f32), all-gather
//! ([`ring::all_gather_segments`]), slice (local), P2P (position `i` of the
//! input group to position `i` of the output group), M2MS ([`M2ms`]: each
//! receiver gets exactly its part of the target layout, partial sums added
//! in source order). A rank that only sends in a P2P or M2MS hands its
//! messages to `post` (the executor's sender thread) and goes on; before
//! any other op it waits until the messages queued for that op's peers are
//! sent (`drain`), so every pair of ranks sees its messages in program
//! order. Messages carry [`comm_tag`]`(op, micro_batch, grad)`. Gates and
//! all-to-alls (EP) have no runtime yet: running one is an error naming
//! the transition.

use crate::collective::m2ms::{Layout as M2msLayout, M2ms};
use crate::collective::{copy_from_bytes, ring, segment, to_bytes, Group};
use crate::error::{Result, RuntimeError};
use crate::transport::Transport;
use hetc_ir::comm_program::{comm_tag, CommProgram, LayoutKind, OpKind, Transition};
use hetc_ir::DType;

/// Where a rank's asynchronous sends go, and how it waits for them.
pub struct Io<'a> {
    /// Queue a send: peer, tag, payload, timeline name.
    pub post: &'a dyn Fn(usize, u32, Vec<u8>, String) -> Result<()>,
    /// Wait until no message to any of these peers is queued.
    pub drain: &'a dyn Fn(&[usize]),
}

/// One use of a transition: which value of which micro-batch.
pub struct Use<'a> {
    pub transition: usize,
    pub tensor: &'a str,
    pub dtype: DType,
    pub bytes: u64,
    pub micro_batch: u32,
    pub grad: bool,
}

fn bad(m: String) -> RuntimeError {
    RuntimeError::Bundle(m)
}

/// The ranks of group `g`.
fn ranks(prog: &CommProgram, g: u32) -> Result<Vec<usize>> {
    prog.groups
        .get(g as usize)
        .map(|g| g.ranks.iter().map(|&r| r as usize).collect())
        .ok_or_else(|| bad(format!("comm program: no group g{g}")))
}

/// Does this rank give the value (it is in the transition's input group)?
pub fn gives(prog: &CommProgram, transition: usize, rank: usize) -> bool {
    prog.transitions
        .get(transition)
        .and_then(|t| prog.groups.get(t.input.group as usize))
        .is_some_and(|g| g.ranks.contains(&(rank as u32)))
}

/// `"grad "` for a backward transition's messages (timeline names).
fn grad_word(u: &Use<'_>) -> &'static str {
    if u.grad {
        "grad "
    } else {
        ""
    }
}

fn f32s(b: &[u8]) -> Vec<f32> {
    let mut v = vec![0f32; b.len() / 4];
    copy_from_bytes(b, &mut v);
    v
}

/// Runs this rank's part of `u` over `t`. `mine` is what it holds in the
/// input layout if it is in the input group (the whole tensor its compute
/// produced); returns the whole tensor if it is in the final group, and
/// the timeline name.
pub fn run(
    t: &dyn Transport,
    prog: &CommProgram,
    u: &Use<'_>,
    mine: Option<Vec<u8>>,
    io: &Io<'_>,
) -> Result<(Option<Vec<u8>>, String)> {
    let tr: &Transition = prog
        .transitions
        .get(u.transition)
        .ok_or_else(|| bad(format!("comm program: no transition {}", u.transition)))?;
    let what = format!("`{}` mb{}", tr.label, u.micro_batch);
    let layouts = tr
        .layouts(&prog.group_sizes())
        .map_err(|e| bad(e.to_string()))?;
    let me = t.rank();
    let elem = u.dtype.size_bytes() as usize;
    let whole = usize::try_from(u.bytes)
        .ok()
        .filter(|b| *b <= crate::exec::MAX_MESSAGE as usize && elem > 0 && b % elem == 0)
        .ok_or_else(|| bad(format!("{what}: {} bytes of {}", u.bytes, u.dtype.name())))?;
    let len = whole / elem;
    let pos = |g: &[usize]| g.iter().position(|&r| r == me);
    let input = ranks(prog, tr.input.group)?;
    let mut held = match (pos(&input), mine) {
        (Some(p), Some(m)) => {
            let want = match tr.input.kind {
                LayoutKind::Shard => segment(len, input.len(), p).len() * elem,
                _ => whole,
            };
            if m.len() != want {
                return Err(bad(format!(
                    "{what}: rank {me} gives {} bytes of {}, its part is {want}",
                    m.len(),
                    u.tensor
                )));
            }
            Some(m)
        }
        (Some(_), None) => {
            return Err(bad(format!(
                "{what}: rank {me} is in the input group but has no {}",
                u.tensor
            )))
        }
        (None, _) => None,
    };
    let mut roles = Vec::new();
    let mut cur = &tr.input;
    for (k, (op, out)) in tr.ops.iter().zip(&layouts).enumerate() {
        let tag = comm_tag(k, u.micro_batch, u.grad);
        let (src, dst) = (ranks(prog, cur.group)?, ranks(prog, out.group)?);
        let (si, dj) = (pos(&src), pos(&dst));
        let need = |what: &str| {
            bad(format!(
                "{what}: op {k} ({}): rank {me} holds nothing to {what}",
                op.name()
            ))
        };
        let f32_only = || -> Result<()> {
            if u.dtype != DType::F32 {
                return Err(bad(format!(
                    "{what}: op {k} ({}) sums {}, only f32 is summed",
                    op.name(),
                    u.dtype.name()
                )));
            }
            Ok(())
        };
        if si.is_some() || dj.is_some() {
            roles.push(op.name());
        }
        held = match op.kind {
            OpKind::AllReduce | OpKind::ReduceScatter => match dj {
                None => None,
                Some(_) => {
                    f32_only()?;
                    let mut v = f32s(held.as_deref().ok_or_else(|| need("reduce"))?);
                    (io.drain)(&dst);
                    let g = Group::new(dst.clone());
                    if op.kind == OpKind::AllReduce {
                        ring::all_reduce(t, &g, tag, &mut v)?;
                        Some(to_bytes(&v))
                    } else {
                        let s = ring::reduce_scatter(t, &g, tag, &mut v)?;
                        Some(to_bytes(&v[s]))
                    }
                }
            },
            OpKind::AllGather => match dj {
                None => None,
                Some(_) => {
                    let part = held.as_deref().ok_or_else(|| need("gather"))?;
                    let mut full = vec![0u8; whole];
                    (io.drain)(&dst);
                    let g = Group::new(dst.clone());
                    ring::all_gather_segments(t, &g, tag, part, elem, &mut full)?;
                    Some(full)
                }
            },
            OpKind::Slice => match dj {
                None => None,
                Some(p) => {
                    let s = segment(len, dst.len(), p);
                    let v = held.as_deref().ok_or_else(|| need("slice"))?;
                    Some(v[s.start * elem..s.end * elem].to_vec())
                }
            },
            OpKind::P2P => {
                let size = |p: usize| match out.kind {
                    LayoutKind::Shard => segment(len, dst.len(), p).len() * elem,
                    _ => whole,
                };
                match (si.map(|i| dst[i]), dj.map(|j| (src[j], size(j)))) {
                    (None, None) => None,
                    (Some(to), None) => {
                        let data = held.take().ok_or_else(|| need("send"))?;
                        let name = format!("{}p2p mb{} to {to}", grad_word(u), u.micro_batch);
                        (io.post)(to, tag, data, name)?;
                        None
                    }
                    (None, Some((from, n))) => {
                        (io.drain)(&[from]);
                        let mut buf = vec![0u8; n];
                        t.recv_into(from, tag, &mut buf)?;
                        Some(buf)
                    }
                    (Some(to), Some((from, n))) => {
                        let data = held.take().ok_or_else(|| need("send"))?;
                        if to == me && from == me {
                            Some(data)
                        } else {
                            (io.drain)(&[to, from]);
                            let mut buf = vec![0u8; n];
                            t.send_recv(to, &data, from, &mut buf, tag)?;
                            Some(buf)
                        }
                    }
                }
            }
            OpKind::M2MS(to) => {
                let layout = |l: LayoutKind| match l {
                    LayoutKind::Rep => Ok(M2msLayout::Rep),
                    LayoutKind::Shard => Ok(M2msLayout::Shard),
                    LayoutKind::Part => Ok(M2msLayout::Part),
                    LayoutKind::Routed => Err(bad(format!(
                        "{what}: op {k} ({}): routed tokens (EP) have no runtime yet",
                        op.name()
                    ))),
                };
                let shape = M2ms {
                    src: Group::new(src.clone()),
                    src_layout: layout(cur.kind)?,
                    dst: Group::new(dst.clone()),
                    dst_layout: layout(to)?,
                    rows: len,
                    row_len: 1,
                    elem,
                };
                if shape.src_layout == M2msLayout::Part {
                    f32_only()?;
                }
                match (si, dj) {
                    (None, None) => None,
                    (Some(i), None) => {
                        let data = held.take().ok_or_else(|| need("send"))?;
                        for (r, msg) in shape.outgoing(i, &data) {
                            let name = format!("{}m2ms mb{} to {r}", grad_word(u), u.micro_batch);
                            (io.post)(r, tag, msg, name)?;
                        }
                        None
                    }
                    _ => {
                        (io.drain)(&src);
                        (io.drain)(&dst);
                        shape.run(t, tag, held.as_deref())?
                    }
                }
            }
            OpKind::Gate(_) | OpKind::AllToAll => {
                return Err(bad(format!(
                    "{what}: op {k} ({}): expert parallelism has no runtime yet",
                    op.name()
                )))
            }
        };
        cur = out;
    }
    let fin = ranks(prog, cur.group)?;
    let name = format!("{} {what}", roles.join(" ; "));
    match pos(&fin) {
        None => Ok((None, name)),
        Some(_) if cur.kind == LayoutKind::Rep || (cur.kind == LayoutKind::Shard && cur.n == 1) => {
            Ok((held, name))
        }
        Some(_) => Err(bad(format!(
            "{what}: ends as {} over its group; a stage takes whole tensors",
            cur.kind.name()
        ))),
    }
}
