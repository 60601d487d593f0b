//! A reference interpreter of transitions on simulated ranks (plain Rust,
//! in-process), so tests can check that fusion never changes values.
//!
//! A value is a set of token rows per rank. Each op is executed as the
//! messages its collective sends, independently of the rule table:
//! all-reduce / reduce-scatter sum the group's buffers in group order;
//! all-gather concatenates; P2P copies device `i` to device `i`; the gate
//! picks each token's top-k experts from the token's own values (expert `e`
//! lives on device `e` of the group); all-to-all dispatches each owned
//! token to its experts or combines expert rows back to the token's owner
//! (the k copies of a token become one row again: a comm program has no
//! expert compute, and in a model the weighted sum that follows merges them);
//! M2MS sends every row to the devices that need it in the target layout
//! (summing partial sums in sender order). Rows are kept sorted by
//! (token, expert), so equal values are bitwise-equal buffers.

use super::{Layout, LayoutKind, Op, OpKind, Transition};
use std::collections::BTreeMap;

#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    pub token: u32,
    /// The expert this copy was dispatched to.
    pub expert: Option<u32>,
    /// Experts chosen by the gate.
    pub routes: Option<Vec<u32>>,
    pub data: Vec<f32>,
}

/// A distributed value: its layout and each rank's rows.
#[derive(Clone, Debug, PartialEq)]
pub struct State {
    pub layout: Layout,
    pub ranks: BTreeMap<u32, Vec<Row>>,
}

/// Ranks of each group and the token count of the value.
pub struct World {
    pub groups: Vec<Vec<u32>>,
    pub tokens: u32,
    pub width: usize,
}

fn chunk(token: u32, n: usize, tokens: u32) -> usize {
    (token as usize * n) / tokens.max(1) as usize
}

fn sort(rows: &mut [Row]) {
    rows.sort_by_key(|r| (r.token, r.expert));
}

/// xorshift64*: deterministic test data without a dependency.
pub struct Rng(pub u64);

impl Rng {
    pub fn f32(&mut self) -> f32 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        let v = self.0.wrapping_mul(0x2545_f491_4f6c_dd1d);
        ((v >> 40) as f32 / (1u64 << 24) as f32) * 2.0 - 1.0
    }
}

impl World {
    /// A random value of `layout` (partial sums: independent random addends).
    pub fn random(&self, layout: &Layout, rng: &mut Rng) -> State {
        let g = &self.groups[layout.group as usize];
        let mut ranks = BTreeMap::new();
        let full: Vec<Vec<f32>> = (0..self.tokens)
            .map(|_| (0..self.width).map(|_| rng.f32()).collect())
            .collect();
        for (i, &r) in g.iter().enumerate() {
            let rows = (0..self.tokens)
                .filter(|&t| {
                    layout.kind != LayoutKind::Shard || chunk(t, g.len(), self.tokens) == i
                })
                .map(|t| Row {
                    token: t,
                    expert: None,
                    routes: None,
                    data: if layout.kind == LayoutKind::Part {
                        (0..self.width).map(|_| rng.f32()).collect()
                    } else {
                        full[t as usize].clone()
                    },
                })
                .collect();
            ranks.insert(r, rows);
        }
        State {
            layout: layout.clone(),
            ranks,
        }
    }

    /// Run `t` from `init`; the error names the op that does not apply.
    pub fn run(&self, t: &Transition, init: &State) -> Result<State, String> {
        let sizes: Vec<u32> = self.groups.iter().map(|g| g.len() as u32).collect();
        let layouts = t.layouts(&sizes).map_err(|e| e.to_string())?;
        let mut s = init.clone();
        for (op, out) in t.ops.iter().zip(layouts) {
            s = State {
                ranks: self.step(op, &s, &out),
                layout: out,
            };
        }
        Ok(s)
    }

    fn sum_rows(&self, parts: &[&Vec<Row>], keep: impl Fn(u32) -> bool) -> Vec<Row> {
        let mut acc: BTreeMap<u32, Row> = BTreeMap::new();
        for rows in parts {
            for r in rows.iter().filter(|r| keep(r.token)) {
                match acc.get_mut(&r.token) {
                    Some(a) => a.data.iter_mut().zip(&r.data).for_each(|(x, y)| *x += y),
                    None => {
                        acc.insert(r.token, r.clone());
                    }
                }
            }
        }
        acc.into_values().collect()
    }

    fn step(&self, op: &Op, s: &State, out: &Layout) -> BTreeMap<u32, Vec<Row>> {
        let src = &self.groups[s.layout.group as usize];
        let dst = &self.groups[out.group as usize];
        let (n1, n2, tokens) = (src.len(), dst.len(), self.tokens);
        let bufs: Vec<&Vec<Row>> = src.iter().map(|r| &s.ranks[r]).collect();
        let mut res: BTreeMap<u32, Vec<Row>> = dst.iter().map(|&r| (r, Vec::new())).collect();
        match op.kind {
            OpKind::AllReduce => {
                let sum = self.sum_rows(&bufs, |_| true);
                res.values_mut().for_each(|v| *v = sum.clone());
            }
            OpKind::ReduceScatter => {
                for (i, &r) in dst.iter().enumerate() {
                    res.insert(r, self.sum_rows(&bufs, |t| chunk(t, n2, tokens) == i));
                }
            }
            OpKind::AllGather => {
                let mut all: Vec<Row> = bufs.iter().flat_map(|b| b.iter().cloned()).collect();
                sort(&mut all);
                res.values_mut().for_each(|v| *v = all.clone());
            }
            OpKind::Slice => {
                for (i, &r) in dst.iter().enumerate() {
                    let rows = bufs[i].iter().filter(|x| chunk(x.token, n2, tokens) == i);
                    res.insert(r, rows.cloned().collect());
                }
            }
            OpKind::P2P => {
                for (i, &r) in dst.iter().enumerate() {
                    res.insert(r, bufs[i].clone());
                }
            }
            OpKind::Gate(k) => {
                for (i, &r) in src.iter().enumerate() {
                    let rows = bufs[i]
                        .iter()
                        .map(|x| Row {
                            routes: Some(top_k(&x.data, n1, k as usize)),
                            ..x.clone()
                        })
                        .collect();
                    res.insert(r, rows);
                }
            }
            OpKind::AllToAll | OpKind::M2MS(_) => {
                let target = out.kind;
                let from_part = s.layout.kind == LayoutKind::Part;
                let mut inbox: Vec<Vec<Vec<Row>>> = vec![vec![Vec::new(); n1]; n2];
                for (i, rows) in bufs.iter().enumerate() {
                    for x in rows.iter() {
                        // A replicated source: device i sends only its chunk.
                        if s.layout.kind == LayoutKind::Rep && chunk(x.token, n1, tokens) != i {
                            continue;
                        }
                        let mut send = |j: usize, row: Row| inbox[j][i].push(row);
                        match target {
                            LayoutKind::Rep => (0..n2).for_each(|j| send(j, x.clone())),
                            LayoutKind::Shard => send(chunk(x.token, n2, tokens), x.clone()),
                            LayoutKind::Part => send(i, x.clone()),
                            LayoutKind::Routed => match x.expert {
                                Some(e) => send(e as usize, x.clone()),
                                None => {
                                    for &e in x.routes.iter().flatten() {
                                        let row = Row {
                                            expert: Some(e),
                                            ..x.clone()
                                        };
                                        send(e as usize, row);
                                    }
                                }
                            },
                        }
                    }
                }
                for (j, &r) in dst.iter().enumerate() {
                    let from: Vec<&Vec<Row>> = inbox[j].iter().collect();
                    let rows = if from_part {
                        self.sum_rows(&from, |_| true)
                    } else {
                        let mut all: Vec<Row> =
                            from.iter().flat_map(|b| b.iter().cloned()).collect();
                        sort(&mut all);
                        if target != LayoutKind::Routed {
                            // Back at the token's owner: the k expert copies
                            // are one token again (in a model, the weighted
                            // sum that follows merges them).
                            all.dedup_by_key(|r| r.token);
                            all.iter_mut().for_each(|r| r.expert = None);
                        }
                        all
                    };
                    res.insert(r, rows);
                }
            }
        }
        res
    }
}

/// Indices of the `k` largest of `n` scores read from the row (ties: lower
/// index first).
fn top_k(data: &[f32], n: usize, k: usize) -> Vec<u32> {
    let mut idx: Vec<u32> = (0..n as u32).collect();
    let score = |e: u32| {
        data.get(e as usize % data.len().max(1))
            .copied()
            .unwrap_or(0.0)
    };
    idx.sort_by(|&a, &b| score(b).total_cmp(&score(a)).then(a.cmp(&b)));
    idx.truncate(k);
    idx.sort_unstable();
    idx
}
