//! Repeated-module detection (HAPT §5.1): the op sequence tiled into
//! repeated modules (classes of identical op runs) and non-repeated ones.
//!
//! Establishes a tiling of `0..n` into modules in order. It starts with the
//! whole sequence as one non-repeated module and repeats: among the
//! non-repeated modules, choose a contiguous run of op signatures with at
//! least `z` heavy ops and at least two non-overlapping occurrences, each
//! inside one non-repeated module; its occurrences become repeated modules of
//! a new class; stop when no such run is left.
//!
//! **Which run.** HAPT says "the most frequent". Read literally this picks
//! the shortest run with `z` heavy ops (a GEMM pair repeated 48× in a
//! 12-block transformer; a conv–BN–ReLU–conv fragment that also occurs in a
//! ResNet stage's downsampling block), and "most frequent, then longest" still
//! picks fragments of blocks. We read it as *frequency weighted by length*:
//! the run whose non-overlapping occurrences cover the most ops (count ×
//! length); ties go to the more frequent (so `u` ×12 beats `uu` ×6: a
//! class is never a repetition of a shorter class), then to the run with
//! fewer light ops before its first heavy op (of two rotations of a ResNet
//! bottleneck, `conv1 … add, relu` over `relu, conv1 … add`: light ops join
//! the module before them, as in [`crate::blocks`]), then to the earliest.
//! A run that covers the most ops is maximal (it cannot be extended without
//! losing coverage), so a transformer yields its whole blocks, not halves.
//!
//! **Where runs may begin and end.** A ResNet stage with a downsampling
//! block and two plain ones covers more ops with the 7-op core shared by all
//! three blocks (3 × 7) than with the plain blocks (2 × 10), and a run may
//! rotate across block boundaries (starting at the previous block's residual
//! add). Op signatures alone cannot tell a block from such a fragment, so
//! [`find_modules_at`] takes the admissible cut points — in the pipeline
//! ([`modules_of`]) the cuts where the fewest activation tensors are live
//! ([`OpSequence::module_boundaries`]: the residual stream, plus an attention
//! mask read by every block) — and runs must begin and end at them.
//! [`find_modules`] admits every cut.
//!
//! Cost: each round builds a suffix array of the non-repeated ops (prefix
//! doubling, O(n log² n)) and its LCP array, and scores every LCP interval
//! (every right-maximal repeat) at its full length and at the gaps between
//! its sorted occurrences (where the non-overlapping count changes for
//! periodic repeats). That is O(Σ interval sizes) per round: O(n·r) for r
//! repetitions of a block, O(n²) only for degenerate inputs such as one op
//! repeated n times. Deliberately does not look at names, costs or the
//! dataflow beyond the admissible cuts.

use crate::facts::OpSequence;
use std::cmp::Reverse;
use std::collections::BTreeMap;
use std::fmt::Write;

/// HAPT's `z`: heavy ops a repeated module must hold. Two keeps a single
/// GEMM (plus its bias and activation) from becoming a class of its own,
/// while still admitting a bottleneck block (3 convs) or a transformer half
/// (2 GEMMs in an MLP).
pub const DEFAULT_MIN_HEAVY: usize = 2;

/// A contiguous op range `start..end` of the sequence.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Module {
    pub start: usize,
    pub end: usize,
    /// Repeated class id; `None` for a non-repeated module.
    pub class: Option<u32>,
}

/// A class of identical repeated modules.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ModuleClass {
    /// Ops per module.
    pub len: usize,
    /// Modules of the class.
    pub count: usize,
    /// Heavy ops per module.
    pub heavy_ops: usize,
}

/// The tiling of a sequence into modules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Modules {
    /// In order, tiling `0..n`.
    pub modules: Vec<Module>,
    /// Indexed by class id, in the order found.
    pub classes: Vec<ModuleClass>,
}

/// Modules of `signatures` with every cut admissible. `heavy` must be as
/// long as `signatures` (extra entries are ignored, missing ones are light).
pub fn find_modules(signatures: &[u64], heavy: &[bool], z: usize) -> Modules {
    let all = vec![true; signatures.len() + 1];
    find_modules_at(signatures, heavy, &all, z)
}

/// Modules of an op sequence, cut where [`OpSequence::module_boundaries`] allows.
pub fn modules_of(seq: &OpSequence, z: usize) -> Modules {
    find_modules_at(&seq.signatures(), &seq.heavy(), &seq.module_boundaries(), z)
}

/// Modules of `signatures` whose repeated modules begin and end at cuts `c`
/// with `boundaries[c]` (cut `c` lies before op `c`; `n + 1` entries, missing
/// ones admissible).
pub fn find_modules_at(
    signatures: &[u64],
    heavy: &[bool],
    boundaries: &[bool],
    z: usize,
) -> Modules {
    let n = signatures.len();
    let is_heavy = |i: usize| heavy.get(i).copied().unwrap_or(false);
    let cut_ok = |c: usize| boundaries.get(c).copied().unwrap_or(true);
    // Dense symbols: equal symbols have equal signature, heaviness and
    // admissibility of the cut after them, so equal runs agree on all three.
    let mut ids = BTreeMap::new();
    let sym: Vec<u32> = (0..n)
        .map(|i| {
            let next = ids.len() as u32;
            *ids.entry((signatures[i], is_heavy(i), cut_ok(i + 1)))
                .or_insert(next)
        })
        .collect();
    let n_ids = ids.len() as u32;
    let mut classes = Vec::new();
    let mut repeated: Vec<Module> = Vec::new();
    let mut free: Vec<(usize, usize)> = if n > 0 { vec![(0, n)] } else { vec![] };
    loop {
        // The non-repeated modules, separated by unique sentinels.
        let mut text: Vec<u32> = Vec::new();
        let mut op_of: Vec<usize> = Vec::new();
        for (k, &(s, e)) in free.iter().enumerate() {
            if k > 0 {
                text.push(n_ids + k as u32);
                op_of.push(usize::MAX);
            }
            text.extend_from_slice(&sym[s..e]);
            op_of.extend(s..e);
        }
        let facts = TextFacts {
            text: &text,
            op_of: &op_of,
            heavy: &|i| is_heavy(i),
            start_ok: &|i| cut_ok(i),
            end_ok: &|i| cut_ok(i + 1),
        };
        let Some((starts, len)) = best_run(&facts, z) else {
            break;
        };
        let class = classes.len() as u32;
        let heavy_ops = (starts[0]..starts[0] + len)
            .filter(|&i| is_heavy(i))
            .count();
        classes.push(ModuleClass {
            len,
            count: starts.len(),
            heavy_ops,
        });
        let mut next_free = Vec::new();
        for &(s, e) in &free {
            let mut at = s;
            for &o in starts.iter().filter(|&&o| o >= s && o + len <= e) {
                if o > at {
                    next_free.push((at, o));
                }
                repeated.push(Module {
                    start: o,
                    end: o + len,
                    class: Some(class),
                });
                at = o + len;
            }
            if at < e {
                next_free.push((at, e));
            }
        }
        free = next_free;
    }
    let mut modules = repeated;
    modules.extend(free.iter().map(|&(s, e)| Module {
        start: s,
        end: e,
        class: None,
    }));
    modules.sort_by_key(|m| m.start);
    Modules { modules, classes }
}

/// The concatenated non-repeated modules and what is known about each position.
struct TextFacts<'a> {
    text: &'a [u32],
    /// Op index of each text position (`usize::MAX` for a sentinel).
    op_of: &'a [usize],
    heavy: &'a dyn Fn(usize) -> bool,
    /// A run may begin before op `i`.
    start_ok: &'a dyn Fn(usize) -> bool,
    /// A run may end after op `i`.
    end_ok: &'a dyn Fn(usize) -> bool,
}

/// The run covering the most ops (ties: more occurrences, then earliest):
/// the op indices of its non-overlapping occurrences and its length.
fn best_run(f: &TextFacts, z: usize) -> Option<(Vec<usize>, usize)> {
    let t = f.text;
    let m = t.len();
    if m < 2 {
        return None;
    }
    let sa = suffix_array(t);
    let lcp = lcp_array(t, &sa);
    let real = |p: usize| f.op_of[p] != usize::MAX;
    let mut heavy_prefix = vec![0usize; m + 1];
    // Light ops from p to the next heavy op (or the module's end).
    let mut lead = vec![0usize; m + 1];
    for p in (0..m).rev() {
        lead[p] = if real(p) && !(f.heavy)(f.op_of[p]) {
            lead[p + 1] + 1
        } else {
            0
        };
    }
    // Last text position <= p where a run may end (within p's module).
    let mut last_end: Vec<Option<usize>> = vec![None; m];
    for p in 0..m {
        heavy_prefix[p + 1] = heavy_prefix[p] + (real(p) && (f.heavy)(f.op_of[p])) as usize;
        last_end[p] = if !real(p) {
            None
        } else if (f.end_ok)(f.op_of[p]) {
            Some(p)
        } else if p > 0 {
            last_end[p - 1]
        } else {
            None
        };
    }
    // (coverage, count, fewest leading light ops, earliest first)
    type Key = (usize, usize, Reverse<usize>, Reverse<usize>);
    let mut best: Option<(Key, usize, usize)> = None; // key, node start pos, len
    let mut best_starts: Vec<usize> = Vec::new();
    let mut pos: Vec<usize> = Vec::new();
    let mut visit = |depth: usize, parent: usize, lb: usize, rb: usize| {
        pos.clear();
        pos.extend(
            sa[lb..=rb]
                .iter()
                .copied()
                .filter(|&p| real(p) && (f.start_ok)(f.op_of[p])),
        );
        if pos.len() < 2 {
            return;
        }
        pos.sort_unstable();
        let p0 = pos[0];
        let mut bounds: Vec<usize> = vec![depth];
        bounds.extend(
            pos.windows(2)
                .map(|w| w[1] - w[0])
                .filter(|&g| g > parent && g < depth),
        );
        bounds.sort_unstable();
        bounds.dedup();
        for &b in &bounds {
            let Some(e) = last_end[p0 + b - 1] else {
                continue;
            };
            if e < p0 {
                continue;
            }
            let len = e - p0 + 1;
            if len <= parent || heavy_prefix[p0 + len] - heavy_prefix[p0] < z {
                continue;
            }
            let count = greedy(&pos, len, None);
            if count < 2 {
                continue;
            }
            let key = (
                count * len,
                count,
                Reverse(lead[p0].min(len)),
                Reverse(f.op_of[p0]),
            );
            if best.as_ref().is_none_or(|(k, _, _)| key > *k) {
                best = Some((key, p0, len));
                best_starts.clear();
                greedy(&pos, len, Some(&mut best_starts));
            }
        }
    };
    // LCP intervals (Abouelhoda et al.): depth, parent depth, SA range.
    let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
    for i in 1..=m {
        let cur = lcp.get(i).copied().unwrap_or(0);
        let mut lb = i - 1;
        while let Some(&(d, b)) = stack.last() {
            if cur >= d {
                break;
            }
            stack.pop();
            let parent = cur.max(stack.last().map_or(0, |s| s.0));
            visit(d, parent, b, i - 1);
            lb = b;
        }
        if stack.last().is_none_or(|s| cur > s.0) {
            stack.push((cur, lb));
        }
    }
    let (_, _, len) = best?;
    Some((best_starts.iter().map(|&p| f.op_of[p]).collect(), len))
}

/// Non-overlapping occurrences of length `len` among sorted `pos`, earliest
/// first (optimal for equal lengths); records them in `out` if given.
fn greedy(pos: &[usize], len: usize, mut out: Option<&mut Vec<usize>>) -> usize {
    let (mut count, mut next) = (0, 0);
    for &p in pos {
        if p >= next {
            count += 1;
            next = p + len;
            if let Some(o) = out.as_deref_mut() {
                o.push(p);
            }
        }
    }
    count
}

/// Suffix array by prefix doubling.
fn suffix_array(s: &[u32]) -> Vec<usize> {
    let n = s.len();
    let mut sa: Vec<usize> = (0..n).collect();
    let mut rank: Vec<usize> = s.iter().map(|&x| x as usize).collect();
    let mut tmp = vec![0usize; n];
    if n == 0 {
        return sa;
    }
    let mut k = 1;
    loop {
        let key = |r: &[usize], i: usize| (r[i], if i + k < n { r[i + k] + 1 } else { 0 });
        sa.sort_unstable_by_key(|&i| key(&rank, i));
        tmp[sa[0]] = 0;
        for i in 1..n {
            tmp[sa[i]] = tmp[sa[i - 1]] + (key(&rank, sa[i - 1]) != key(&rank, sa[i])) as usize;
        }
        std::mem::swap(&mut rank, &mut tmp);
        if rank[sa[n - 1]] == n - 1 || k >= n {
            break;
        }
        k *= 2;
    }
    sa
}

/// `lcp[i]`: longest common prefix of suffixes `sa[i-1]` and `sa[i]` (Kasai).
fn lcp_array(s: &[u32], sa: &[usize]) -> Vec<usize> {
    let n = s.len();
    let mut rank = vec![0usize; n];
    for (i, &p) in sa.iter().enumerate() {
        rank[p] = i;
    }
    let mut lcp = vec![0usize; n];
    let mut h = 0usize;
    for p in 0..n {
        if rank[p] > 0 {
            let q = sa[rank[p] - 1];
            while p + h < n && q + h < n && s[p + h] == s[q + h] {
                h += 1;
            }
            lcp[rank[p]] = h;
            h = h.saturating_sub(1);
        } else {
            h = 0;
        }
    }
    lcp
}

impl Modules {
    /// A text table: one line per module (index, class `R0`… or `N`, op
    /// range, ops, heavy ops, forward GFLOP per sample), then one line per class.
    pub fn render(&self, seq: &OpSequence) -> String {
        let mut s = String::new();
        let _ = writeln!(
            s,
            "{:>6}  {:<5}  {:<13}  {:>5}  {:>6}  {:>10}",
            "module", "class", "ops", "#ops", "#heavy", "GFLOP"
        );
        for (i, m) in self.modules.iter().enumerate() {
            let ops = seq
                .ops
                .get(m.start..m.end.min(seq.ops.len()))
                .unwrap_or(&[]);
            let class = m.class.map_or("N".to_string(), |c| format!("R{c}"));
            let heavy = ops.iter().filter(|o| o.heavy).count();
            let gflop: f64 = ops.iter().map(|o| o.fwd_flops).sum::<f64>() / 1e9;
            let _ = writeln!(
                s,
                "{i:>6}  {class:<5}  {:<13}  {:>5}  {heavy:>6}  {gflop:>10.4}",
                format!("{}..{}", m.start, m.end),
                m.end - m.start
            );
        }
        for (c, k) in self.classes.iter().enumerate() {
            let _ = writeln!(
                s,
                "R{c}: {} × {} ops ({} heavy)",
                k.count, k.len, k.heavy_ops
            );
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixtures;
    use crate::layers::op_sequence;
    use hetc_ir::DType;

    /// A synthetic block: ops are (signature, heavy).
    fn seq_of(parts: &[(&[(u64, bool)], usize)]) -> (Vec<u64>, Vec<bool>) {
        let mut s = Vec::new();
        for &(ops, times) in parts {
            for _ in 0..times {
                s.extend_from_slice(ops);
            }
        }
        (
            s.iter().map(|o| o.0).collect(),
            s.iter().map(|o| o.1).collect(),
        )
    }

    fn classes_in_order(m: &Modules) -> Vec<Option<u32>> {
        m.modules.iter().map(|m| m.class).collect()
    }

    #[test]
    fn gpt2_has_its_12_decoder_blocks_as_one_class() {
        let g = fixtures::graph("gpt2-tiny-s128.onnx");
        let seq = op_sequence(&g, "gpt2", DType::F32).unwrap();
        let m = modules_of(&seq, DEFAULT_MIN_HEAVY);
        // GPT-2 config: n_layer = 12.
        assert_eq!(m.classes.len(), 1, "{}", m.render(&seq));
        assert_eq!(m.classes[0].count, 12);
        // Per block: c_attn, QKᵀ, probs·V, c_proj, c_fc, mlp c_proj.
        assert_eq!(m.classes[0].heavy_ops, 6);
        let blocks: Vec<&Module> = m.modules.iter().filter(|m| m.class.is_some()).collect();
        for (i, b) in blocks.iter().enumerate() {
            // Each starts at block i's first norm (names only check the answer).
            let first = &seq.ops[b.start].name;
            assert!(
                first.contains(&format!("/h.{i}/ln_1/")),
                "block {i} starts at {first}"
            );
            let last = &seq.ops[b.end - 1].name;
            assert!(
                last.contains(&format!("/h.{i}/Add_1")),
                "block {i} ends at {last}"
            );
        }
        // Embedding before, final norm and LM head after: non-repeated.
        assert_eq!(m.modules.first().unwrap().class, None);
        assert_eq!(m.modules.last().unwrap().class, None);
        assert_eq!(m.modules.len(), 14);
    }

    #[test]
    fn resnet50_has_a_class_of_plain_bottlenecks_per_stage() {
        let g = fixtures::graph("resnet50-tiny.onnx");
        let seq = op_sequence(&g, "resnet50", DType::F32).unwrap();
        let m = modules_of(&seq, DEFAULT_MIN_HEAVY);
        // Stages of 3, 4, 6, 3 bottlenecks; the first of each has a
        // downsampling conv, the others are identical within the stage:
        // 2, 3, 5, 2 repeated bottlenecks, each of 3 convs.
        let stage_blocks = [3usize, 4, 6, 3];
        let mut runs: Vec<(u32, usize)> = Vec::new();
        for c in classes_in_order(&m).into_iter().flatten() {
            match runs.last_mut() {
                Some((k, n)) if *k == c => *n += 1,
                _ => runs.push((c, 1)),
            }
        }
        let counts: Vec<usize> = runs.iter().map(|r| r.1).collect();
        assert_eq!(counts, vec![2, 3, 5, 2], "{}", m.render(&seq));
        assert_eq!(m.classes.len(), 4);
        for (c, k) in m.classes.iter().enumerate() {
            assert_eq!(k.heavy_ops, 3, "R{c}");
            assert_eq!(k.count, runs.iter().find(|r| r.0 == c as u32).unwrap().1);
        }
        // Which blocks: layer{s}.1 … layer{s}.{n-1}, whole (conv1 … final relu).
        let reps: Vec<&Module> = m.modules.iter().filter(|m| m.class.is_some()).collect();
        let mut i = 0;
        for (s, &nb) in stage_blocks.iter().enumerate() {
            for b in 1..nb {
                let (first, last) = (&seq.ops[reps[i].start].name, &seq.ops[reps[i].end - 1].name);
                let prefix = format!("/layer{0}/layer{0}.{b}/", s + 1);
                assert!(
                    first.starts_with(&prefix) && first.contains("conv1"),
                    "{first}"
                );
                assert!(
                    last.starts_with(&prefix) && last.contains("relu_2"),
                    "{last}"
                );
                i += 1;
            }
        }
        // Non-repeated: stem + first downsampling block, the other three
        // downsampling blocks, and the head: 5 modules.
        assert_eq!(m.modules.iter().filter(|m| m.class.is_none()).count(), 5);
    }

    #[test]
    fn without_admissible_cuts_resnet_gets_a_block_fragment() {
        // Why the pipeline restricts cuts: with every cut admissible, the
        // 7-op core (bn1 … bn3) shared by a stage's 3 blocks covers 21 ops,
        // more than its 2 plain blocks (20).
        let g = fixtures::graph("resnet50-tiny.onnx");
        let seq = op_sequence(&g, "resnet50", DType::F32).unwrap();
        let m = find_modules(&seq.signatures(), &seq.heavy(), DEFAULT_MIN_HEAVY);
        assert!(
            m.classes.iter().any(|c| c.len == 7 && c.count == 3),
            "{:?}",
            m.classes
        );
    }

    #[test]
    fn whole_blocks_win_over_their_parts() {
        // Block = attention-like half (2 heavy) + MLP-like half (2 heavy),
        // 12 times; the halves differ, a GEMM+bias pair (10, 11) occurs 48×.
        let attn: &[(u64, bool)] = &[(1, false), (10, true), (11, false), (2, true), (3, false)];
        let mlp: &[(u64, bool)] = &[
            (4, false),
            (10, true),
            (11, false),
            (5, false),
            (10, true),
            (11, false),
        ];
        let block: Vec<(u64, bool)> = attn.iter().chain(mlp).copied().collect();
        let (s, h) = seq_of(&[
            (&[(90, true), (91, false)], 1),
            (&block, 12),
            (&[(92, true)], 1),
        ]);
        let m = find_modules(&s, &h, 2);
        assert_eq!(
            m.classes,
            vec![ModuleClass {
                len: 11,
                count: 12,
                heavy_ops: 4
            }]
        );
        // The earliest rotation: blocks start right after the 2-op prefix.
        assert_eq!(
            m.modules[1],
            Module {
                start: 2,
                end: 13,
                class: Some(0)
            }
        );
        assert_eq!(m.modules.len(), 14);
        // A GEMM pair alone (1 heavy op) never qualifies at z = 2; with z = 5
        // a block (4 heavy) does not either, but a pair of blocks does.
        let m5 = find_modules(&s, &h, 5);
        assert_eq!(
            m5.classes,
            vec![ModuleClass {
                len: 22,
                count: 6,
                heavy_ops: 8
            }]
        );
        // With z above the whole sequence's heavy ops, nothing repeats.
        let m99 = find_modules(&s, &h, 99);
        assert_eq!(
            m99.modules,
            vec![Module {
                start: 0,
                end: s.len(),
                class: None
            }]
        );
    }

    #[test]
    fn a_block_repeated_as_two_identical_halves_is_the_half() {
        // uu ×6 and u ×12 cover the same ops; the more frequent wins.
        let u: &[(u64, bool)] = &[(1, true), (2, false), (3, true)];
        let (s, h) = seq_of(&[(u, 12)]);
        let m = find_modules(&s, &h, 2);
        assert_eq!(
            m.classes,
            vec![ModuleClass {
                len: 3,
                count: 12,
                heavy_ops: 2
            }]
        );
    }

    #[test]
    fn later_rounds_find_classes_in_what_is_left() {
        // A ×3, then B ×2, separated by a unique op; B is found second.
        let a: &[(u64, bool)] = &[(1, true), (2, true), (3, false)];
        let b: &[(u64, bool)] = &[(4, true), (5, false), (6, true), (7, false)];
        let (s, h) = seq_of(&[(a, 3), (&[(9, false)], 1), (b, 2)]);
        let m = find_modules(&s, &h, 2);
        assert_eq!(
            m.classes,
            vec![
                ModuleClass {
                    len: 3,
                    count: 3,
                    heavy_ops: 2
                },
                ModuleClass {
                    len: 4,
                    count: 2,
                    heavy_ops: 2
                }
            ]
        );
        assert_eq!(
            classes_in_order(&m),
            vec![Some(0), Some(0), Some(0), None, Some(1), Some(1)]
        );
    }

    #[test]
    fn boundaries_keep_runs_from_starting_mid_block() {
        // The 3-op core (1, 2, 3) occurs in 3 blocks, but the blocks begin
        // with 8 (the first) or 7; only cuts between blocks are admissible.
        let first: &[(u64, bool)] = &[(8, true), (1, false), (2, true), (3, true)];
        let plain: &[(u64, bool)] = &[(7, true), (1, false), (2, true), (3, true)];
        let (s, h) = seq_of(&[(first, 1), (plain, 2)]);
        let any = find_modules(&s, &h, 2);
        assert_eq!(
            any.classes[0],
            ModuleClass {
                len: 3,
                count: 3,
                heavy_ops: 2
            }
        );
        let cuts: Vec<bool> = (0..=s.len()).map(|c| c % 4 == 0).collect();
        let m = find_modules_at(&s, &h, &cuts, 2);
        assert_eq!(
            m.classes,
            vec![ModuleClass {
                len: 4,
                count: 2,
                heavy_ops: 3
            }]
        );
        assert_eq!(classes_in_order(&m), vec![None, Some(0), Some(0)]);
    }

    #[test]
    fn degenerate_inputs_give_one_or_no_module() {
        let m = find_modules(&[], &[], 2);
        assert!(m.modules.is_empty() && m.classes.is_empty());
        let m = find_modules(&[1, 2, 3], &[true, true, true], 2);
        assert_eq!(
            m.modules,
            vec![Module {
                start: 0,
                end: 3,
                class: None
            }]
        );
        // Mismatched lengths do not panic.
        let m = find_modules(&[1, 1, 1, 1], &[true], 0);
        assert_eq!(m.modules.iter().map(|m| m.end - m.start).sum::<usize>(), 4);
    }

    #[test]
    fn ninety_six_blocks_of_sixty_ops_take_well_under_a_second() {
        // 60 ops per block, 8 of them heavy, a few signatures recurring
        // inside the block (like bias adds and norms); 96 blocks.
        let block: Vec<(u64, bool)> = (0..60u64)
            .map(|i| (if i % 7 == 3 { 1000 } else { i }, i % 8 == 0))
            .collect();
        let (s, h) = seq_of(&[(&[(5000, true)], 1), (&block, 96), (&[(5001, true)], 1)]);
        assert_eq!(s.len(), 5762);
        let t = std::time::Instant::now();
        let m = find_modules(&s, &h, DEFAULT_MIN_HEAVY);
        let took = t.elapsed();
        assert_eq!(
            m.classes,
            vec![ModuleClass {
                len: 60,
                count: 96,
                heavy_ops: 8
            }]
        );
        assert!(took.as_secs_f64() < 1.0, "{took:?}");
    }

    #[test]
    fn render_lists_modules_and_classes() {
        let g = fixtures::graph("gpt2-tiny-s128.onnx");
        let seq = op_sequence(&g, "gpt2", DType::F32).unwrap();
        let m = modules_of(&seq, DEFAULT_MIN_HEAVY);
        let text = m.render(&seq);
        assert_eq!(text.lines().count(), 1 + m.modules.len() + 1, "{text}");
        let len = m.classes[0].len;
        assert!(
            text.contains(&format!("R0: 12 × {len} ops (6 heavy)")),
            "{text}"
        );
        assert!(text.lines().nth(2).unwrap().contains(" R0 "), "{text}");
        assert_eq!(text, modules_of(&seq, DEFAULT_MIN_HEAVY).render(&seq));
    }
}
