//! Layer sharding per candidate (module doc, *Layer sharding*): per-group
//! layer counts minimising the slowest stage's compute subject to memory,
//! by bisection on that time with a packing probe, then each group's
//! layers over its stages.

use super::*;

impl<'e, 'a> Search<'e, 'a> {
    /// Layer sharding, memory repair and local improvement of one candidate;
    /// keeps it if it beats the best so far.
    pub(super) fn shard(&mut self, leaf: Leaf) {
        let d = leaf.dp;
        let used: Vec<Used> = leaf
            .choices
            .iter()
            .enumerate()
            .filter_map(|(g, c)| {
                c.map(|c| Used {
                    group: g,
                    choice: c,
                    stages: self.stages_of(g, c, d),
                    table: self.table_of(g, c),
                    mem: self.mem_index[&(self.groups[g].chip, c.tp)],
                })
            })
            .collect();
        let mut counts = self
            .pack(d, &used)
            .unwrap_or_else(|| self.proportional(&used));
        let mut score = match self.eval(d, &used, &counts) {
            Ok(s) => s,
            Err(e) => return self.misses.other(e),
        };
        // Memory repair (a safety net: packing already respects memory).
        let mut steps = 0;
        while !score.fits {
            let k = self.stage_group[score.worst_stage];
            let target = if steps < self.num_layers && counts[k] > used[k].stages {
                self.roomiest_neighbour(k, used.len())
            } else {
                None
            };
            let Some(h) = target else {
                let describe = || describe(self.ev.cluster(), &self.groups, d, &used, &counts);
                self.misses
                    .memory(self.ev, &self.specs, &score, &self.metrics, describe);
                return;
            };
            counts[k] -= 1;
            counts[h] += 1;
            steps += 1;
            score = match self.eval(d, &used, &counts) {
                Ok(s) => s,
                Err(e) => return self.misses.other(e),
            };
        }
        // Local improvement on the full T: move one layer between the group
        // of the critical stage and a neighbour, either way (out of it
        // shortens the critical stage; into it can shorten the bubble when
        // the layer lands on a shorter stage of that group), while T
        // strictly decreases.
        let mut t = score.iteration_s;
        let mut critical = self.stage_group[score.critical_stage];
        for _ in 0..self.num_layers {
            let mut best_move: Option<(f64, usize, usize, usize)> = None;
            for other in [critical + 1, critical.wrapping_sub(1)] {
                if other >= used.len() {
                    continue;
                }
                for (from, to) in [(critical, other), (other, critical)] {
                    if counts[from] <= used[from].stages {
                        continue;
                    }
                    counts[from] -= 1;
                    counts[to] += 1;
                    if let Ok(s) = self.eval(d, &used, &counts) {
                        if s.fits
                            && s.iteration_s < t
                            && best_move.is_none_or(|(bt, ..)| s.iteration_s < bt)
                        {
                            let next = self.stage_group[s.critical_stage];
                            best_move = Some((s.iteration_s, from, to, next));
                        }
                    }
                    counts[from] += 1;
                    counts[to] -= 1;
                }
            }
            let Some((bt, from, to, next)) = best_move else {
                break;
            };
            counts[from] -= 1;
            counts[to] += 1;
            (t, critical) = (bt, next);
        }
        // Rebuild the chosen layout (the last evaluation may be a rejected move).
        let score = match self.eval(d, &used, &counts) {
            Ok(s) => s,
            Err(e) => return self.misses.other(e),
        };
        let better = match &self.best {
            None => true,
            Some(b) => {
                score
                    .iteration_s
                    .total_cmp(&b.t)
                    .then(leaf.stages.cmp(&b.stages))
                    .then(d.cmp(&b.dp))
                    .then(leaf.choices.cmp(&b.choices))
                    == Ordering::Less
            }
        };
        if better {
            self.best = Some(Found {
                t: score.iteration_s,
                stages: leaf.stages,
                dp: d,
                choices: leaf.choices,
                specs: self.specs.clone(),
            });
        }
    }

    /// Per-group layer counts minimising the slowest stage's compute with
    /// every stage within memory: bisection on that time. None if even an
    /// unlimited time does not fit memory.
    pub(super) fn pack(&self, d: u32, used: &[Used]) -> Option<Vec<u32>> {
        // Bracket: below, the fluid bound on the slowest stage; above, the
        // slowest stage of the proportional layout if packing achieves it,
        // else the whole model on the slowest group (only memory can fail).
        let mut lo = 0.0;
        if self.ref_total > 0.0 {
            let cap: f64 = used
                .iter()
                .map(|u| self.capacity(u.group, u.choice, d))
                .sum();
            if cap > 0.0 && cap.is_finite() {
                lo = self.ref_total / cap;
            }
        }
        let total_stages: u32 = used.iter().map(|u| u.stages).sum();
        let counts = self.proportional(used);
        let (mut start, mut stage, mut hi) = (0u32, 0u32, 0.0f64);
        for (u, &n) in used.iter().zip(&counts) {
            hi = hi.max(
                self.layout_group(d, u, start, n, stage, total_stages)
                    .slowest,
            );
            start += n;
            stage += u.stages;
        }
        let mut best = match self.probe(d, used, hi) {
            Some(c) => c,
            None => {
                let top = self.num_layers as usize;
                hi = used
                    .iter()
                    .map(|u| self.prefix[u.table][top])
                    .fold(0.0, f64::max);
                self.probe(d, used, hi)?
            }
        };
        lo = lo.min(hi);
        for _ in 0..PACK_STEPS {
            if hi - lo <= PACK_PRECISION * hi {
                break;
            }
            let mid = 0.5 * (lo + hi);
            match self.probe(d, used, mid) {
                Some(c) => {
                    hi = mid;
                    best = c;
                }
                None => lo = mid,
            }
        }
        Some(best)
    }

    /// Greedy packing for a slowest-stage time `tau`: each group in pipeline
    /// order takes as many layers as it can (leaving one per later stage).
    pub(super) fn probe(&self, d: u32, used: &[Used], tau: f64) -> Option<Vec<u32>> {
        let total_stages: u32 = used.iter().map(|u| u.stages).sum();
        let mut rest = total_stages;
        let (mut start, mut stage) = (0u32, 0u32);
        let mut counts = Vec::with_capacity(used.len());
        let ok = |n: u32, start: u32, stage: u32, u: &Used| {
            let l = self.layout_group(d, u, start, n, stage, total_stages);
            l.fits && l.slowest <= tau
        };
        for (k, u) in used.iter().enumerate() {
            rest -= u.stages;
            let most = self.num_layers - start - rest;
            let n = if k + 1 == used.len() {
                if !ok(most, start, stage, u) {
                    return None;
                }
                most
            } else {
                if most < u.stages || !ok(u.stages, start, stage, u) {
                    return None;
                }
                let (mut lo, mut hi) = (u.stages, most);
                while lo < hi {
                    let mid = lo + (hi - lo).div_ceil(2);
                    if ok(mid, start, stage, u) {
                        lo = mid;
                    } else {
                        hi = mid - 1;
                    }
                }
                lo
            };
            counts.push(n);
            start += n;
            stage += u.stages;
        }
        Some(counts)
    }

    /// Split `n` layers from `start` over the group's stages (global stage
    /// index `stage` onwards of `total_stages`): the longer stages first or
    /// last, preferring a placement that fits memory, then the faster one.
    pub(super) fn layout_group(
        &self,
        d: u32,
        u: &Used,
        start: u32,
        n: u32,
        stage: u32,
        total_stages: u32,
    ) -> GroupLayout {
        let placements: &[bool] = if n % u.stages == 0 {
            &[false]
        } else {
            &[false, true]
        };
        let pre = &self.prefix[u.table];
        let b = self.micro_batches / d as u64;
        let mut best: Option<GroupLayout> = None;
        for &extras_first in placements {
            let (mut a, mut slowest, mut fits) = (start as usize, 0.0f64, true);
            for (s, cnt) in split_even(n, u.stages, extras_first).enumerate() {
                let e = a + cnt as usize;
                slowest = slowest.max(pre[e] - pre[a]);
                let in_flight = ((total_stages - stage - s as u32) as u64).min(b);
                fits &= self.stage_fits(u, a, e, d, in_flight);
                a = e;
            }
            let l = GroupLayout {
                extras_first,
                slowest,
                fits,
            };
            let better = match &best {
                None => true,
                Some(x) => {
                    (!l.fits, l.slowest).partial_cmp(&(!x.fits, x.slowest)) == Some(Ordering::Less)
                }
            };
            if better {
                best = Some(l);
            }
        }
        best.unwrap_or(GroupLayout {
            extras_first: false,
            slowest: 0.0,
            fits: true,
        })
    }

    /// Whether layers `a..e` fit one device of group `u` (the evaluator's
    /// memory formula, from prefix sums).
    pub(super) fn stage_fits(&self, u: &Used, a: usize, e: usize, d: u32, in_flight: u64) -> bool {
        let m = &self.mem[u.mem];
        let max_act = if u.choice.recompute {
            m.act_each[a..e].iter().copied().fold(0.0, f64::max)
        } else {
            0.0
        };
        let load = StageLoad {
            params: m.params[e] - m.params[a],
            act_bytes: m.act[e] - m.act[a],
            act_bytes_recompute: m.act_recompute[e] - m.act_recompute[a],
            max_layer_act_bytes: max_act,
            open_run_act_bytes: None,
        };
        let cfg = MemoryConfig {
            dp: d,
            recompute: u.choice.recompute,
            micro_batch_size: self.ev.options().micro_batch_size,
            in_flight,
        };
        stage_memory(&load, self.ev.workload().dtype, &cfg).total() <= self.groups[u.group].capacity
    }

    /// Neighbour of used group `k` with the most relative memory slack
    /// (> 0) on its fullest stage, from the last evaluation; ties go to the
    /// later neighbour, which holds fewer in-flight micro-batches.
    pub(super) fn roomiest_neighbour(&self, k: usize, n: usize) -> Option<usize> {
        let slack = |h: usize| {
            self.stage_group
                .iter()
                .zip(&self.metrics)
                .filter(|(&g, _)| g == h)
                .map(|(_, m)| (m.capacity_bytes - m.memory_bytes) / m.capacity_bytes)
                .fold(f64::INFINITY, f64::min)
        };
        let mut best: Option<(f64, usize)> = None;
        for h in [k + 1, k.wrapping_sub(1)] {
            if h >= n {
                continue;
            }
            let s = slack(h);
            if s > 0.0 && best.is_none_or(|(bs, _)| s > bs) {
                best = Some((s, h));
            }
        }
        best.map(|(_, h)| h)
    }

    /// Layer shares proportional to `s_pp / t` (mean layer time), rounded by
    /// largest remainder, at least one layer per stage: H2's initial
    /// equal-compute assignment, used when packing finds nothing that fits
    /// (to report the memory shortfall) .
    pub(super) fn proportional(&self, used: &[Used]) -> Vec<u32> {
        let l = self.num_layers as usize;
        let means: Vec<f64> = used
            .iter()
            .map(|u| self.prefix[u.table][l] / l as f64)
            .collect();
        let by_speed = means.iter().all(|m| m.is_finite() && *m > 0.0);
        let weights: Vec<f64> = used
            .iter()
            .zip(&means)
            .map(|(u, m)| {
                if by_speed {
                    u.stages as f64 / m
                } else {
                    u.stages as f64
                }
            })
            .collect();
        let total: f64 = weights.iter().sum();
        let ideal: Vec<f64> = weights.iter().map(|w| l as f64 * w / total).collect();
        let mut counts: Vec<u32> = ideal.iter().map(|x| x.floor() as u32).collect();
        let assigned: u32 = counts.iter().sum();
        let mut left = self.num_layers.saturating_sub(assigned) as usize;
        let mut by_remainder: Vec<usize> = (0..used.len()).collect();
        let frac = |k: usize| ideal[k] - ideal[k].floor();
        by_remainder.sort_by(|&a, &b| frac(b).total_cmp(&frac(a)).then(a.cmp(&b)));
        for &k in by_remainder.iter().cycle() {
            if left == 0 {
                break;
            }
            counts[k] += 1;
            left -= 1;
        }
        // At least one layer per stage (Σ stages ≤ layers is checked).
        while let Some(k) = (0..used.len()).find(|&k| counts[k] < used[k].stages) {
            let donor = (0..used.len())
                .filter(|&j| counts[j] > used[j].stages)
                .max_by(|&a, &b| {
                    (counts[a] - used[a].stages)
                        .cmp(&(counts[b] - used[b].stages))
                        .then(b.cmp(&a))
                });
            let Some(j) = donor else { break };
            counts[j] -= 1;
            counts[k] += 1;
        }
        counts
    }
}

/// Component-wise minimum of two loads, into `acc`.
pub(super) fn lower(acc: &mut StageLoad, one: &StageLoad) {
    acc.params = acc.params.min(one.params);
    acc.act_bytes = acc.act_bytes.min(one.act_bytes);
    acc.act_bytes_recompute = acc.act_bytes_recompute.min(one.act_bytes_recompute);
    acc.max_layer_act_bytes = acc.max_layer_act_bytes.min(one.max_layer_act_bytes);
}
