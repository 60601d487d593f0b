//! M2MS (Chimera): one fused many-to-many send from a source group to a
//! destination group whose layouts differ — what comm fusion turns
//! "reduce-scatter + P2P" or "P2P + all-to-all" into.
//!
//! A value is `rows` rows of `row_len` elements of `elem` bytes (any
//! dtype; partial sums are f32, `elem` 4). Source layouts: `Shard`
//! (position `i` holds rows [`super::segment`]`(rows, n1, i)`), `Rep` (every
//! position holds all rows; position `i` sends only its segment) or `Part`
//! (every position holds a partial sum of all rows). Destination layouts:
//! `Shard` (position `j` receives its segment) or `Rep` (all rows). A
//! sender sends each receiver exactly the rows it needs, in one message;
//! receivers sum partial sums in source order. The two groups may share
//! ranks: a rank's message to itself is a local copy. Sends run on a second
//! thread in ascending receiver order while receives go in ascending sender
//! order, which cannot deadlock.

use super::{add_from_bytes, segment, to_bytes, Group};
use crate::error::{Result, RuntimeError};
use crate::transport::Transport;
use std::ops::Range;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Layout {
    Shard,
    Rep,
    Part,
}

/// The shape of one M2MS.
#[derive(Clone, Debug)]
pub struct M2ms {
    pub src: Group,
    pub src_layout: Layout,
    pub dst: Group,
    pub dst_layout: Layout,
    pub rows: usize,
    pub row_len: usize,
    /// Bytes per element.
    pub elem: usize,
}

impl M2ms {
    /// Rows position `i` of the source holds.
    pub fn src_rows(&self, i: usize) -> Range<usize> {
        match self.src_layout {
            Layout::Shard => segment(self.rows, self.src.len(), i),
            Layout::Rep | Layout::Part => 0..self.rows,
        }
    }

    /// Rows position `j` of the destination ends with.
    pub fn dst_rows(&self, j: usize) -> Range<usize> {
        match self.dst_layout {
            Layout::Shard => segment(self.rows, self.dst.len(), j),
            _ => 0..self.rows,
        }
    }

    /// Rows source `i` sends to destination `j`.
    fn message(&self, i: usize, j: usize) -> Range<usize> {
        let have = match self.src_layout {
            Layout::Rep => segment(self.rows, self.src.len(), i),
            _ => self.src_rows(i),
        };
        let need = self.dst_rows(j);
        let (a, b) = (have.start.max(need.start), have.end.min(need.end));
        a..b.max(a)
    }

    /// The messages source position `i` sends, `(receiver, payload)` in
    /// ascending receiver order (those to itself left out): what [`M2ms::run`]
    /// sends, for callers that queue sends (the executor's async sends).
    pub fn outgoing(&self, i: usize, mine: &[u8]) -> Vec<(usize, Vec<u8>)> {
        let me = self.src.ranks[i];
        let base = self.src_rows(i).start;
        let w = self.row_len * self.elem;
        self.dst
            .ranks
            .iter()
            .enumerate()
            .filter_map(|(j, &r)| {
                let rows = self.message(i, j);
                if r == me || rows.is_empty() {
                    return None;
                }
                let (lo, hi) = ((rows.start - base) * w, (rows.end - base) * w);
                mine.get(lo..hi).map(|m| (r, m.to_vec()))
            })
            .collect()
    }

    /// Bytes of the whole value.
    pub fn bytes(&self) -> usize {
        self.rows * self.row_len * self.elem
    }

    /// Runs this rank's part. `mine` is its source rows (`src_rows` of its
    /// position, as bytes) if it is in the source group; returns its
    /// destination rows if it is in the destination group.
    pub fn run(&self, t: &dyn Transport, tag: u32, mine: Option<&[u8]>) -> Result<Option<Vec<u8>>> {
        let err = |msg: String| RuntimeError::Collective { op: "m2ms", msg };
        if self.dst_layout == Layout::Part {
            return Err(err("destination layout must be shard or rep".into()));
        }
        if self.src_layout == Layout::Part && self.elem != 4 {
            return Err(err(format!(
                "partial sums are f32, not {}-byte elements",
                self.elem
            )));
        }
        let me = t.rank();
        let si = self.src.ranks.iter().position(|&r| r == me);
        let dj = self.dst.ranks.iter().position(|&r| r == me);
        let w = self.row_len * self.elem;
        if let Some(i) = si {
            let want = self.src_rows(i).len() * w;
            match mine {
                Some(m) if m.len() == want => {}
                _ => return Err(err(format!("source position {i} must give {want} bytes"))),
            }
        }
        let base_of = |i: usize| self.src_rows(i).start;
        std::thread::scope(|s| {
            let sender = s.spawn(|| -> Result<()> {
                let (Some(i), Some(m)) = (si, mine) else {
                    return Ok(());
                };
                for (j, &r) in self.dst.ranks.iter().enumerate() {
                    let rows = self.message(i, j);
                    if r == me || rows.is_empty() {
                        continue;
                    }
                    let lo = (rows.start - base_of(i)) * w;
                    let hi = (rows.end - base_of(i)) * w;
                    t.send(r, tag, &m[lo..hi])?;
                }
                Ok(())
            });
            let received = (|| -> Result<Option<Vec<u8>>> {
                let Some(j) = dj else { return Ok(None) };
                let need = self.dst_rows(j);
                let sum = self.src_layout == Layout::Part;
                // Partial sums are added as f32; moves land as bytes.
                let mut acc = vec![0f32; if sum { need.len() * w / 4 } else { 0 }];
                let mut out = vec![0u8; if sum { 0 } else { need.len() * w }];
                let mut buf = Vec::new();
                for (i, &r) in self.src.ranks.iter().enumerate() {
                    let rows = self.message(i, j);
                    if rows.is_empty() {
                        continue;
                    }
                    let at = (rows.start - need.start) * w..(rows.end - need.start) * w;
                    let local;
                    let part: &[u8] = if r == me {
                        let m = mine.unwrap_or(&[]);
                        let lo = (rows.start - base_of(i)) * w;
                        local = m
                            .get(lo..lo + at.len())
                            .ok_or_else(|| err("local rows missing".into()))?;
                        local
                    } else {
                        buf.resize(at.len(), 0);
                        t.recv_into(r, tag, &mut buf)?;
                        &buf
                    };
                    if sum {
                        add_from_bytes(part, &mut acc[at.start / 4..at.end / 4]);
                    } else {
                        out[at].copy_from_slice(part);
                    }
                }
                Ok(Some(if sum { to_bytes(&acc) } else { out }))
            })();
            let sent = sender
                .join()
                .unwrap_or_else(|_| Err(err("sender thread panicked".into())));
            let out = received?;
            sent?;
            Ok(out)
        })
    }
}
