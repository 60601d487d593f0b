//! The HeteroPP candidates (module doc, *Candidates* and *Two stages*):
//! stage 1's enumeration over the DP degree with one (tp, r) per chip type,
//! stage 2's per-group choices (exhaustive DFS with the exact lower-bound
//! pruning, or a coordinate descent), and the bounds that prune them.

use super::*;

impl<'e, 'a> Search<'e, 'a> {
    /// Lower bound on T from a lower bound `fluid` on the slowest stage's
    /// compute and the smallest time ratio `mu_min` over the groups: with
    /// i the stage attaining `max_i T_i`, T ≥ b·T_i + α·Σ_{j≠i} T_j =
    /// (b − α)·max T + α·Σ T (see the module doc).
    pub(super) fn bound(&self, d: u32, fluid: f64, mu_min: f64) -> f64 {
        if self.ref_total <= 0.0 {
            return 0.0;
        }
        let b = (self.micro_batches / d as u64) as f64;
        let sum = if mu_min.is_finite() {
            self.ref_total * mu_min
        } else {
            0.0
        };
        let with_bubble = if b >= self.alpha {
            (b - self.alpha) * fluid + self.alpha * sum
        } else {
            b * sum
        };
        (b * fluid).max(with_bubble)
    }

    /// Fluid lower bound on the slowest stage without memory limits.
    pub(super) fn fluid(&self, capacity: f64) -> f64 {
        if capacity > 0.0 {
            self.ref_total / capacity
        } else {
            0.0
        }
    }

    /// Fluid lower bound with memory: the smallest τ with
    /// Σ_g min(rate_g·τ, held_g) ≥ Σc, where rate_g = s_pp,g/μ_g and held_g
    /// bounds the reference cost group g's memory can hold. Infinite when
    /// the groups cannot hold the model at all.
    pub(super) fn fluid_with_memory(&self, parts: &mut [(f64, f64)]) -> f64 {
        let need = self.ref_total;
        if need <= 0.0 {
            return 0.0;
        }
        // Saturation points τ_g = held_g / rate_g, in increasing order.
        parts.sort_by(|a, b| (a.1 / a.0).total_cmp(&(b.1 / b.0)));
        let mut held = 0.0;
        let mut rate: f64 = parts.iter().map(|p| p.0).sum();
        for &(r, m) in parts.iter() {
            let at = m / r;
            if held + rate * at >= need {
                return if rate > 0.0 {
                    (need - held) / rate
                } else {
                    0.0
                };
            }
            held += m;
            rate -= r;
        }
        f64::INFINITY
    }

    /// Upper bound on the reference cost group `g` can hold under `c` when
    /// its first stage is stage `first` of `stages`: per stage, memory is
    /// affine in its layer count and every counted layer weighs at least the
    /// lightest counted one (uncounted layers only add memory), which caps
    /// the count; each costs at most the largest reference cost.
    pub(super) fn held(&self, g: usize, c: Choice, d: u32, first: u32, stages: u32) -> f64 {
        let grp = &self.groups[g];
        let least = self.mem[self.mem_index[&(grp.chip, c.tp)]].least_counted;
        let dtype = self.ev.workload().dtype;
        let b = self.micro_batches / d as u64;
        let fixed_load = StageLoad {
            max_layer_act_bytes: least.max_layer_act_bytes,
            ..StageLoad::default()
        };
        let mut layers = 0.0;
        for i in first..first + self.stages_of(g, c, d) {
            let cfg = MemoryConfig {
                dp: d,
                recompute: c.recompute,
                micro_batch_size: self.ev.options().micro_batch_size,
                in_flight: ((stages - i) as u64).min(b),
            };
            let fixed = stage_memory(&fixed_load, dtype, &cfg).total();
            let per_layer = stage_memory(&least, dtype, &cfg).total() - fixed;
            let n = if per_layer > 0.0 {
                ((grp.capacity - fixed) / per_layer)
                    .floor()
                    .clamp(0.0, self.num_layers as f64)
            } else {
                self.num_layers as f64
            };
            layers += n;
        }
        layers * self.ref_max
    }

    /// Stage 1: every DP degree; groups of one chip type share (tp, r).
    pub(super) fn stage_one(&mut self) -> Vec<Leaf> {
        let max_devices = self.groups.iter().map(|g| g.devices).max().unwrap_or(0) as u64;
        let kinds = self.kinds();
        let mut leaves = Vec::new();
        for d in divisors(self.micro_batches) {
            if d > max_devices {
                break;
            }
            let d = d as u32;
            let opts: Vec<Vec<Choice>> =
                (0..self.groups.len()).map(|g| self.options(g, d)).collect();
            // Choices every usable group of a type admits.
            let mut shared: Vec<Option<Vec<Choice>>> = vec![None; kinds];
            for (g, o) in opts.iter().enumerate() {
                if o.is_empty() {
                    continue;
                }
                let k = self.groups[g].kind;
                shared[k] = Some(match shared[k].take() {
                    None => o.clone(),
                    Some(s) => s.into_iter().filter(|c| o.contains(c)).collect(),
                });
            }
            if shared
                .iter()
                .any(|s| s.as_ref().is_some_and(|s| s.is_empty()))
            {
                self.misses.other(format!(
                    "at dp {d} the meshes of one chip type have no TP degree in common"
                ));
                continue;
            }
            let present: Vec<(usize, &Vec<Choice>)> = shared
                .iter()
                .enumerate()
                .filter_map(|(k, s)| s.as_ref().map(|s| (k, s)))
                .collect();
            if present.is_empty() {
                continue;
            }
            // Odometer over the types' shared choices.
            let mut idx = vec![0usize; present.len()];
            let mut combos = Vec::new();
            loop {
                let mut per_kind = vec![None; kinds];
                for (j, (k, s)) in present.iter().enumerate() {
                    per_kind[*k] = Some(s[idx[j]]);
                }
                let choices: Vec<Option<Choice>> = self
                    .groups
                    .iter()
                    .zip(&opts)
                    .map(|(g, o)| if o.is_empty() { None } else { per_kind[g.kind] })
                    .collect();
                combos.push(choices);
                let mut j = 0;
                while j < idx.len() {
                    idx[j] += 1;
                    if idx[j] < present[j].1.len() {
                        break;
                    }
                    idx[j] = 0;
                    j += 1;
                }
                if j == idx.len() {
                    break;
                }
            }
            for choices in combos {
                if let Some(l) = self.leaf(d, choices) {
                    leaves.push(l);
                }
            }
        }
        leaves
    }

    /// Whether some chip type has several usable groups at `d`.
    pub(super) fn needs_stage_two(&self, d: u32) -> bool {
        let mut seen = BTreeMap::new();
        for (g, grp) in self.groups.iter().enumerate() {
            if !self.options(g, d).is_empty() {
                *seen.entry(grp.kind).or_insert(0) += 1;
            }
        }
        seen.values().any(|&n| n > 1)
    }

    /// Stage 2 at DP degree `d`: exhaustive within the budget, else descent.
    pub(super) fn stage_two(&mut self, d: u32) {
        let n = self.groups.len();
        let opts: Vec<Vec<Choice>> = (0..n).map(|g| self.options(g, d)).collect();
        // Optimistic figures of the groups g.. for the bound.
        let mut suffix_cap = vec![0.0; n + 1];
        let mut suffix_mu = vec![f64::INFINITY; n + 1];
        let mut suffix_stages = vec![0u32; n + 1];
        for g in (0..n).rev() {
            let caps = opts[g].iter().map(|&c| self.capacity(g, c, d));
            suffix_cap[g] = suffix_cap[g + 1] + caps.fold(0.0, f64::max);
            let mus = opts[g].iter().map(|&c| self.mu[self.table_of(g, c)]);
            suffix_mu[g] = suffix_mu[g + 1].min(mus.fold(f64::INFINITY, f64::min));
            let min_stages = opts[g]
                .iter()
                .map(|&c| self.stages_of(g, c, d))
                .min()
                .unwrap_or(0);
            suffix_stages[g] = suffix_stages[g + 1] + min_stages;
        }
        let mut st = Dfs {
            d,
            opts,
            suffix_cap,
            suffix_mu,
            suffix_stages,
            choices: Vec::with_capacity(n),
            last: vec![None; self.kinds()],
            leaves: Vec::new(),
            overflow: false,
        };
        self.dfs(&mut st, 0, 0.0, f64::INFINITY, 0);
        if st.overflow {
            self.descent(d, &st.opts);
        } else {
            self.run(st.leaves);
        }
    }

    /// Depth-first enumeration of stage-2 candidates: (tp, r) non-increasing
    /// per chip type; subtrees whose bound exceeds the best T are cut; leaves
    /// stage 1 already evaluated (each type's groups alike) are skipped.
    pub(super) fn dfs(&mut self, st: &mut Dfs, g: usize, cap: f64, mu_min: f64, stages: u32) {
        if st.overflow || stages + st.suffix_stages[g] > self.num_layers {
            return;
        }
        let best_t = self.best.as_ref().map_or(f64::INFINITY, |b| b.t);
        let fluid = self.fluid(cap + st.suffix_cap[g]);
        if self.bound(st.d, fluid, mu_min.min(st.suffix_mu[g])) > best_t {
            return;
        }
        if g == self.groups.len() {
            if !self.tied(&st.choices) {
                if st.leaves.len() >= EXHAUSTIVE_BUDGET {
                    st.overflow = true;
                    return;
                }
                let choices = st.choices.clone();
                if let Some(l) = self.leaf(st.d, choices) {
                    st.leaves.push(l);
                }
            }
            return;
        }
        let kind = self.groups[g].kind;
        if st.opts[g].is_empty() {
            st.choices.push(None);
            self.dfs(st, g + 1, cap, mu_min, stages);
            st.choices.pop();
            return;
        }
        for i in 0..st.opts[g].len() {
            let c = st.opts[g][i];
            if st.last[kind].is_some_and(|prev| c > prev) {
                continue;
            }
            let saved = st.last[kind].replace(c);
            st.choices.push(Some(c));
            let mu = self.mu[self.table_of(g, c)];
            let (cap2, stages2) = (
                cap + self.capacity(g, c, st.d),
                stages + self.stages_of(g, c, st.d),
            );
            self.dfs(st, g + 1, cap2, mu_min.min(mu), stages2);
            st.choices.pop();
            st.last[kind] = saved;
        }
    }

    /// All used groups of each chip type have the same choice.
    pub(super) fn tied(&self, choices: &[Option<Choice>]) -> bool {
        let mut per_kind: BTreeMap<usize, Choice> = BTreeMap::new();
        for (g, c) in choices.iter().enumerate() {
            if let Some(c) = c {
                if *per_kind.entry(self.groups[g].kind).or_insert(*c) != *c {
                    return false;
                }
            }
        }
        true
    }

    /// (tp, r) non-increasing along the pipeline within each chip type.
    pub(super) fn monotone(&self, choices: &[Option<Choice>]) -> bool {
        let mut last: Vec<Option<Choice>> = vec![None; self.kinds()];
        for (g, c) in choices.iter().enumerate() {
            if let Some(c) = *c {
                let k = self.groups[g].kind;
                if last[k].is_some_and(|p| c > p) {
                    return false;
                }
                last[k] = Some(c);
            }
        }
        true
    }

    /// Coordinate descent from the best candidate at `d`: each sweep tries
    /// every single-group change and every prefix/suffix of a type's groups
    /// set to one choice, keeping the monotone rule; stops when a sweep does
    /// not improve T.
    pub(super) fn descent(&mut self, d: u32, opts: &[Vec<Choice>]) {
        let mut seen: BTreeSet<Vec<Option<Choice>>> = BTreeSet::new();
        for _ in 0..DESCENT_SWEEPS {
            let Some(start) = self.best.as_ref().filter(|b| b.dp == d) else {
                return;
            };
            let (cur, t0) = (start.choices.clone(), start.t);
            seen.insert(cur.clone());
            let mut moves: Vec<Vec<Option<Choice>>> = Vec::new();
            for g in 0..cur.len() {
                for &c in &opts[g] {
                    let mut m = cur.clone();
                    m[g] = Some(c);
                    moves.push(m);
                }
            }
            for k in 0..self.kinds() {
                let members: Vec<usize> = (0..cur.len())
                    .filter(|&g| self.groups[g].kind == k && cur[g].is_some())
                    .collect();
                for j in 0..members.len() {
                    for &c in &opts[members[j]] {
                        let (mut pre, mut suf) = (cur.clone(), cur.clone());
                        for &g in &members[..=j] {
                            pre[g] = opts[g].contains(&c).then_some(c).or(pre[g]);
                        }
                        for &g in &members[j..] {
                            suf[g] = opts[g].contains(&c).then_some(c).or(suf[g]);
                        }
                        moves.push(pre);
                        moves.push(suf);
                    }
                }
            }
            for m in moves {
                if !self.monotone(&m) || !seen.insert(m.clone()) {
                    continue;
                }
                let Some(leaf) = self.leaf(d, m) else {
                    continue;
                };
                if self.best.as_ref().is_some_and(|b| leaf.bound > b.t) {
                    self.pruned += 1;
                    continue;
                }
                self.evaluated += 1;
                self.shard(leaf);
            }
            if self.best.as_ref().is_none_or(|b| b.t >= t0) {
                return;
            }
        }
    }

    /// Evaluate leaves in increasing bound order until the bound exceeds
    /// the best T.
    pub(super) fn run(&mut self, mut leaves: Vec<Leaf>) {
        leaves.sort_by(|a, b| {
            a.bound
                .total_cmp(&b.bound)
                .then(a.stages.cmp(&b.stages))
                .then(a.dp.cmp(&b.dp))
                .then(a.choices.cmp(&b.choices))
        });
        let total = leaves.len();
        for (i, leaf) in leaves.into_iter().enumerate() {
            if self.best.as_ref().is_some_and(|b| leaf.bound > b.t) {
                self.pruned += (total - i) as u64;
                return;
            }
            self.evaluated += 1;
            self.shard(leaf);
        }
    }
}

/// State of the stage-2 depth-first search.
pub(super) struct Dfs {
    pub(super) d: u32,
    pub(super) opts: Vec<Vec<Choice>>,
    pub(super) suffix_cap: Vec<f64>,
    pub(super) suffix_mu: Vec<f64>,
    pub(super) suffix_stages: Vec<u32>,
    pub(super) choices: Vec<Option<Choice>>,
    /// Last choice per chip type along the pipeline.
    pub(super) last: Vec<Option<Choice>>,
    pub(super) leaves: Vec<Leaf>,
    /// More than [`EXHAUSTIVE_BUDGET`] leaves: switch to descent.
    pub(super) overflow: bool,
}
