//! The candidate stage–submesh pairs of the hapt search and their costs:
//! per chip type and TP degree, prefix sums over the layers; the layouts
//! (TP × DP, recompute) of every stage–submesh pair, costed once per
//! structurally distinct layer range (the zero-redundant profiling of
//! HAPT §5.1) into a sparse table of the feasible ones; the submesh sizes
//! and the mesh orders the DP walks.

use super::*;

/// One intra-op layout of a candidate, costed.
#[derive(Clone, Copy, Debug)]
pub(super) struct Opt {
    pub(super) tp: u32,
    pub(super) dp: u32,
    pub(super) recompute: bool,
    /// Per-micro-batch time (DP replicas amortised).
    pub(super) t: f64,
    /// Memory with no micro-batch in flight, and per micro-batch in flight.
    pub(super) mem_base: f64,
    pub(super) mem_per_k: f64,
    /// Micro-batches one replica processes (caps K).
    pub(super) lane_batches: u64,
    /// Gradient synchronisation + optimizer step after the last backward
    /// ([`update_time`]), with the DP group inside one node and spanning
    /// nodes (the DP picks by the submesh's placement).
    pub(super) update_local: f64,
    pub(super) update_span: f64,
}

/// Per chip type and TP degree: prefix sums over layers.
pub(super) struct Prefix {
    pub(super) step: Vec<f64>,
    pub(super) step_rc: Vec<f64>,
    pub(super) params: Vec<f64>,
    pub(super) act: Vec<f64>,
    /// Checkpoints kept with recomputation: layers that begin a run.
    pub(super) act_rc: Vec<f64>,
    /// Each layer's own checkpoint (its input), kept when it begins a stage.
    pub(super) act_rc_own: Vec<f64>,
    /// Sparse table over layers of the activation bytes (per device) of the
    /// whole recomputation run each layer belongs to.
    pub(super) act_max: Vec<Vec<f64>>,
}

/// Recomputation runs ([`LayerCost::recompute_with_previous`]): for each
/// layer, the first layer of its run and the end (exclusive) of its run.
pub(super) struct Runs {
    pub(super) start: Vec<usize>,
    pub(super) end: Vec<usize>,
}

impl Runs {
    pub(super) fn of(layers: &[LayerCost]) -> Runs {
        let n = layers.len();
        let mut start = vec![0; n];
        for l in 0..n {
            start[l] = if l > 0 && layers[l].recompute_with_previous {
                start[l - 1]
            } else {
                l
            };
        }
        let mut end = vec![n; n];
        for l in (0..n).rev() {
            end[l] = if l + 1 < n && layers[l + 1].recompute_with_previous {
                end[l + 1]
            } else {
                l + 1
            };
        }
        Runs { start, end }
    }
}

impl Prefix {
    /// The memory prefix sums of `layers` at TP `tp` (steps empty but for
    /// the leading 0).
    pub(super) fn memory(layers: &[LayerCost], tp: u32, runs: &Runs) -> Prefix {
        let n = layers.len();
        let mut p = Prefix {
            step: vec![0.0],
            step_rc: vec![0.0],
            params: vec![0.0],
            act: vec![0.0],
            act_rc: vec![0.0],
            act_rc_own: Vec::with_capacity(n),
            act_max: Vec::new(),
        };
        for l in layers {
            let one = StageLoad::of(std::iter::once(l), tp);
            p.params.push(p.params.last().unwrap_or(&0.0) + one.params);
            p.act.push(p.act.last().unwrap_or(&0.0) + one.act_bytes);
            let kept = if l.recompute_with_previous {
                0.0
            } else {
                one.act_bytes_recompute
            };
            p.act_rc.push(p.act_rc.last().unwrap_or(&0.0) + kept);
            p.act_rc_own.push(one.act_bytes_recompute);
        }
        let (mut lvl, mut span): (Vec<f64>, usize) = (
            (0..n)
                .map(|l| p.act[runs.end[l]] - p.act[runs.start[l]])
                .collect(),
            1,
        );
        while 2 * span <= n {
            let next: Vec<f64> = (0..=n - 2 * span)
                .map(|x| lvl[x].max(lvl[x + span]))
                .collect();
            p.act_max.push(std::mem::replace(&mut lvl, next));
            span *= 2;
        }
        p.act_max.push(lvl);
        p
    }

    pub(super) fn range_max(&self, k: usize, e: usize) -> f64 {
        let len = e - k;
        let lvl = (usize::BITS - 1 - len.leading_zeros()) as usize;
        self.act_max[lvl][k].max(self.act_max[lvl][e - (1 << lvl)])
    }

    /// Checkpoint bytes of a stage of layers `k..e` with recomputation: the
    /// runs it begins, and its first layer's input in any case (as
    /// [`StageLoad::add`]).
    pub(super) fn checkpoints(&self, runs: &Runs, k: usize, e: usize) -> f64 {
        let own = if runs.start[k] < k {
            self.act_rc_own[k]
        } else {
            0.0
        };
        self.act_rc[e] - self.act_rc[k] + own
    }

    /// Largest recomputation working set of a stage of layers `k..e`: the
    /// runs inside it, the first one cut at `k` and the last one at `e` (as
    /// [`StageLoad::add`]).
    pub(super) fn working_set(&self, runs: &Runs, k: usize, e: usize) -> f64 {
        let last = runs.start[e - 1];
        if last <= k {
            return self.act[e] - self.act[k];
        }
        let first_end = runs.end[k];
        let mut m = (self.act[first_end] - self.act[k]).max(self.act[e] - self.act[last]);
        if first_end < last {
            m = m.max(self.range_max(first_end, last));
        }
        m
    }
}

/// A layer's part of a range's structural hash: its signature and whether
/// it continues a recomputation run (which changes the range's memory).
pub(super) fn range_sig(l: &LayerCost) -> u64 {
    l.signature
        ^ if l.recompute_with_previous {
            0x9e37_79b9_7f4a_7c15
        } else {
            0
        }
}

/// A mesh as the DP sees it.
#[derive(Clone, Debug)]
pub(super) struct MeshInfo {
    pub(super) id: MeshId,
    pub(super) chip: ChipTypeId,
    /// Index of the chip type in the candidate tables.
    pub(super) type_idx: usize,
    pub(super) units: u32,
    /// Submesh sizes in units, ascending, and their index in the chip
    /// type's size list.
    pub(super) sizes: Vec<(u32, usize)>,
}

/// The costed candidate table shared by every t_max and mesh order.
pub(super) struct Table {
    pub(super) layers: usize,
    pub(super) max_sizes: usize,
    /// `index[((ty·max_sizes + s)·L + k)·L + i]` → candidate id, or NONE
    /// (the inner loop over `i` reads contiguous memory).
    pub(super) index: Vec<u32>,
    /// Per candidate: its options, sorted by `t`.
    pub(super) cands: Vec<(u32, u32)>,
    pub(super) opts: Vec<Opt>,
    pub(super) capacity: Vec<f64>,
    /// `span[(ty·max_sizes + s)·L + k]`: the end layers `lo..hi` that have
    /// a candidate.
    pub(super) span: Vec<(u32, u32)>,
    /// Per chip type: the least device-seconds any layout spends on one
    /// micro-batch of the whole model, `Σ_l min_tp step(l, tp)·tp`.
    pub(super) device_s: Vec<f64>,
}

pub(super) const NONE: u32 = u32::MAX;

impl Table {
    pub(super) fn cand(&self, k: usize, i: usize, ty: usize, s: usize) -> u32 {
        self.index[((ty * self.max_sizes + s) * self.layers + k) * self.layers + i]
    }

    /// The stages starting at layer `k` on chip type `ty`, size index `s`
    /// whose fastest option fits `t_max`: `(last layer i, options sorted by
    /// t)`. Costed candidates form one interval of end layers (memory grows
    /// with the range, the imbalance rule keeps an interval of work), and a
    /// longer range is never faster, so the walk stops at the first too slow.
    pub(super) fn stages_from(
        &self,
        k: usize,
        ty: usize,
        s: usize,
        t_max: f64,
    ) -> impl Iterator<Item = (usize, &[Opt])> + '_ {
        let (lo, hi) = self.span[(ty * self.max_sizes + s) * self.layers + k];
        (lo as usize..hi as usize)
            .filter_map(move |i| {
                let id = self.cand(k, i, ty, s);
                (id != NONE).then(|| {
                    let (a, b) = self.cands[id as usize];
                    (i, &self.opts[a as usize..b as usize])
                })
            })
            .take_while(move |(_, opts)| opts[0].t <= t_max)
    }
}

pub(super) fn gcd(a: u32, b: u32) -> u32 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// HAPT's submesh sizes of a mesh of `nodes` × `per_node` devices.
pub(super) fn submesh_sizes(nodes: u32, per_node: u32) -> Vec<u32> {
    let mut v: Vec<u32> = powers_of_two(per_node).collect();
    if !v.contains(&per_node) {
        v.push(per_node);
    }
    v.extend((2..=nodes).map(|n| n * per_node));
    v
}

impl<'e, 'a> Search<'e, 'a> {
    pub(super) fn new(
        ev: &'e Evaluator<'a>,
        hopts: &'e HaptOptions,
        stats: &mut HaptStats,
    ) -> Result<Search<'e, 'a>, PassError> {
        let cluster = ev.cluster();
        let w = ev.workload();
        let opts = ev.options();
        let layers = w.layers.len();
        // Device quantum: the smallest divisor of every mesh's size that
        // brings the unit count under the cap.
        let g = cluster
            .meshes
            .keys()
            .map(|m| cluster.mesh_devices(m))
            .fold(0, gcd)
            .max(1);
        let total = cluster.total_devices();
        let quantum = (1..=g)
            .filter(|q| g % q == 0)
            .find(|&q| total / q as u64 <= hopts.max_units as u64)
            .unwrap_or(g);
        stats.device_quantum = quantum;

        // Chip types in use, their sizes.
        let mut types: Vec<ChipTypeId> = Vec::new();
        let mut type_sizes: Vec<Vec<u32>> = Vec::new();
        let mut meshes = Vec::new();
        for (id, mesh) in cluster.meshes.iter() {
            let chip = &cluster.chips[mesh.chip];
            let ty = match types.iter().position(|&t| t == mesh.chip) {
                Some(t) => t,
                None => {
                    types.push(mesh.chip);
                    type_sizes.push(Vec::new());
                    types.len() - 1
                }
            };
            let sizes: Vec<u32> = submesh_sizes(mesh.nodes, chip.devices_per_node)
                .into_iter()
                .filter(|s| s % quantum == 0)
                .map(|s| s / quantum)
                .collect();
            for &s in &sizes {
                if !type_sizes[ty].contains(&s) {
                    type_sizes[ty].push(s);
                }
            }
            meshes.push(MeshInfo {
                id,
                chip: mesh.chip,
                type_idx: ty,
                units: cluster.mesh_devices(id) / quantum,
                sizes: sizes.into_iter().map(|s| (s, 0)).collect(),
            });
        }
        for s in &mut type_sizes {
            s.sort_unstable();
        }
        for m in &mut meshes {
            for (s, idx) in &mut m.sizes {
                *idx = type_sizes[m.type_idx]
                    .iter()
                    .position(|x| x == s)
                    .unwrap_or(0);
            }
        }
        let max_sizes = type_sizes.iter().map(|s| s.len()).max().unwrap_or(0);

        // Prefix sums per (type, tp).
        let runs = Runs::of(&w.layers);
        let mut prefixes: HashMap<(usize, u32), Prefix> = HashMap::new();
        for (ty, &chip_id) in types.iter().enumerate() {
            let chip = &cluster.chips[chip_id];
            for tp in powers_of_two(chip.tp_limit.min(chip.devices_per_node)) {
                let Some(times) = ev.layer_times(chip_id, tp) else {
                    continue;
                };
                let mut p = Prefix::memory(&w.layers, tp, &runs);
                for t in times {
                    p.step.push(p.step.last().unwrap_or(&0.0) + t.step_s(false));
                    p.step_rc
                        .push(p.step_rc.last().unwrap_or(&0.0) + t.step_s(true));
                }
                prefixes.insert((ty, tp), p);
            }
        }
        // Least device-seconds per micro-batch of the whole model per chip
        // type (a TP group of `tp` devices busy `step(tp)` each).
        let device_s: Vec<f64> = (0..types.len())
            .map(|ty| {
                (0..layers)
                    .map(|l| {
                        prefixes
                            .iter()
                            .filter(|((t, _), _)| *t == ty)
                            .map(|((_, tp), p)| (p.step[l + 1] - p.step[l]) * *tp as f64)
                            .fold(f64::INFINITY, f64::min)
                    })
                    .sum()
            })
            .collect();

        // Throughput shares and work prefix for the imbalance rule.
        let dtype = w.dtype;
        let total_flops: f64 = cluster
            .meshes
            .values()
            .map(|m| {
                let c = &cluster.chips[m.chip];
                c.effective_flops(dtype) * (m.nodes * c.devices_per_node) as f64
            })
            .sum();
        let share: Vec<Vec<f64>> = types
            .iter()
            .zip(&type_sizes)
            .map(|(&c, sizes)| {
                let f = cluster.chips[c].effective_flops(dtype);
                sizes
                    .iter()
                    .map(|&s| f * (s * quantum) as f64 / total_flops)
                    .collect()
            })
            .collect();
        let mut work = vec![0.0];
        for l in &w.layers {
            work.push(work.last().unwrap_or(&0.0) + 3.0 * l.fwd_flops + 1.0);
        }

        // Structural range hashes: polynomial prefix hash over signatures.
        const P: u64 = 0x0000_0100_0000_01b3;
        let inv_p = {
            let mut x: u64 = 1;
            for _ in 0..7 {
                x = x.wrapping_mul(2u64.wrapping_sub(P.wrapping_mul(x)));
            }
            x
        };
        let mut pre = vec![0u64];
        let mut pw = vec![1u64];
        let mut inv = vec![1u64];
        for l in &w.layers {
            let p = *pw.last().unwrap_or(&1);
            pre.push(
                pre.last()
                    .unwrap_or(&0)
                    .wrapping_add(range_sig(l).wrapping_mul(p)),
            );
            pw.push(p.wrapping_mul(P));
            inv.push(inv.last().unwrap_or(&1).wrapping_mul(inv_p));
        }

        let mbs = opts.micro_batch_size;
        let micro_batches = opts.micro_batches();
        let types_n = types.len();
        let mut index = vec![NONE; layers * layers * types_n * max_sizes.max(1)];
        let mut span = vec![(0u32, 0u32); layers * types_n * max_sizes.max(1)];
        let mut cands: Vec<(u32, u32)> = Vec::new();
        let mut all_opts: Vec<Opt> = Vec::new();
        let mut memo: HashMap<(u64, usize, usize, u32), u32> = HashMap::new();
        let capacity: Vec<f64> = types
            .iter()
            .map(|&c| capacity_bytes(&cluster.chips[c], ev.cost_params()))
            .collect();
        let recompute: &[bool] = if opts.allow_recompute {
            &[false, true]
        } else {
            &[false]
        };
        let total_work = *work.last().unwrap_or(&1.0);
        for k in 0..layers {
            for i in k..layers {
                let len = i + 1 - k;
                let h = pre[i + 1].wrapping_sub(pre[k]).wrapping_mul(inv[k]);
                let frac = (work[i + 1] - work[k]) / total_work;
                for ty in 0..types_n {
                    let chip = &cluster.chips[types[ty]];
                    for (si, &s) in type_sizes[ty].iter().enumerate() {
                        stats.enumerated += 1;
                        if hopts.imbalance > 0.0 {
                            let r = frac / share[ty][si];
                            if r > hopts.imbalance || r * hopts.imbalance < 1.0 {
                                continue;
                            }
                        }
                        let key = (h, len, ty, s);
                        let id = match memo.get(&key) {
                            Some(&id) => id,
                            None => {
                                stats.costed += 1;
                                let start = all_opts.len() as u32;
                                let devices = s * quantum;
                                for tp in powers_of_two(chip.tp_limit.min(chip.devices_per_node)) {
                                    if devices % tp != 0 {
                                        continue;
                                    }
                                    let dp = devices / tp;
                                    if micro_batches % dp as u64 != 0 {
                                        continue;
                                    }
                                    let Some(p) = prefixes.get(&(ty, tp)) else {
                                        continue;
                                    };
                                    let load = StageLoad {
                                        params: p.params[i + 1] - p.params[k],
                                        act_bytes: p.act[i + 1] - p.act[k],
                                        act_bytes_recompute: p.checkpoints(&runs, k, i + 1),
                                        max_layer_act_bytes: p.working_set(&runs, k, i + 1),
                                        open_run_act_bytes: None,
                                    };
                                    let upd = |spans| {
                                        update_time(
                                            load.params,
                                            chip,
                                            dtype,
                                            dp,
                                            spans,
                                            ev.cost_params(),
                                        )
                                        .total()
                                    };
                                    let update_span = upd(true);
                                    let update_local = if devices > chip.devices_per_node {
                                        update_span
                                    } else {
                                        upd(false)
                                    };
                                    for &rc in recompute {
                                        let cfg = |in_flight| MemoryConfig {
                                            dp,
                                            recompute: rc,
                                            micro_batch_size: mbs,
                                            in_flight,
                                        };
                                        let m0 = stage_memory(&load, dtype, &cfg(0)).total();
                                        let m1 = stage_memory(&load, dtype, &cfg(1)).total();
                                        if m1 > capacity[ty] {
                                            continue;
                                        }
                                        let step = if rc {
                                            p.step_rc[i + 1] - p.step_rc[k]
                                        } else {
                                            p.step[i + 1] - p.step[k]
                                        };
                                        all_opts.push(Opt {
                                            tp,
                                            dp,
                                            recompute: rc,
                                            t: step / dp as f64,
                                            mem_base: m0,
                                            mem_per_k: m1 - m0,
                                            lane_batches: micro_batches / dp as u64,
                                            update_local,
                                            update_span,
                                        });
                                    }
                                }
                                let end = all_opts.len() as u32;
                                all_opts[start as usize..].sort_by(|a, b| {
                                    a.t.total_cmp(&b.t)
                                        .then(a.tp.cmp(&b.tp))
                                        .then(a.recompute.cmp(&b.recompute))
                                });
                                let id = if end > start {
                                    cands.push((start, end));
                                    cands.len() as u32 - 1
                                } else {
                                    NONE
                                };
                                memo.insert(key, id);
                                id
                            }
                        };
                        if id != NONE {
                            stats.feasible += 1;
                            index[((ty * max_sizes + si) * layers + k) * layers + i] = id;
                            let sp = &mut span[(ty * max_sizes + si) * layers + k];
                            if sp.0 >= sp.1 {
                                *sp = (i as u32, i as u32 + 1);
                            } else {
                                sp.1 = sp.1.max(i as u32 + 1);
                            }
                        }
                    }
                }
            }
        }
        let out_bytes = w.layers.iter().map(|l| l.out_bytes * mbs as f64).collect();
        Ok(Search {
            ev,
            hopts,
            quantum,
            meshes,
            table: Table {
                layers,
                max_sizes,
                index,
                cands,
                opts: all_opts,
                capacity,
                span,
                device_s,
            },
            out_bytes,
            runs: std::sync::atomic::AtomicU64::new(0),
        })
    }

    /// Mesh orders to search (indices into `self.meshes`), every adjacent
    /// pair linked.
    pub(super) fn mesh_orders(&self) -> Vec<Vec<usize>> {
        let cluster = self.ev.cluster();
        let n = self.meshes.len();
        let linked = |o: &[usize]| {
            o.windows(2).all(|p| {
                cluster
                    .link(self.meshes[p[0]].id, self.meshes[p[1]].id)
                    .is_some()
            })
        };
        let mut out: Vec<Vec<usize>> = Vec::new();
        if n <= 3 {
            // Every linked order of every non-empty subset of the meshes,
            // full orders first: a mesh behind a slow link may be better
            // left out (then its devices are reported idle).
            for k in (1..=n).rev() {
                for mask in 1u32..(1 << n) {
                    if mask.count_ones() as usize != k {
                        continue;
                    }
                    let mut perm: Vec<usize> = (0..n).filter(|i| mask & (1 << i) != 0).collect();
                    permutations(&mut perm, 0, &mut |p| {
                        if linked(p) {
                            out.push(p.to_vec());
                        }
                    });
                }
            }
        } else {
            let chip = |i: usize| &cluster.chips[self.meshes[i].chip];
            let dtype = self.ev.workload().dtype;
            let mut by_mem: Vec<usize> = (0..n).collect();
            by_mem.sort_by(|&a, &b| chip(b).memory_gib.total_cmp(&chip(a).memory_gib));
            let mut by_speed: Vec<usize> = (0..n).collect();
            by_speed.sort_by(|&a, &b| {
                chip(a)
                    .effective_flops(dtype)
                    .total_cmp(&chip(b).effective_flops(dtype))
            });
            for o in [by_mem, by_speed] {
                if linked(&o) && !out.contains(&o) {
                    out.push(o);
                }
            }
        }
        out
    }

    /// A lower bound on t_max for any plan on the meshes of `order`: every
    /// micro-batch needs at least the least device-seconds of the fastest
    /// chip type among them ([`Table::device_s`]; a TP group never beats
    /// one device's time by more than its size), and the order's devices
    /// deliver at most `devices · t_max` device-seconds per period. Eq. 13
    /// is then at least `(B − 1)` times it, so an order whose bound exceeds
    /// the best plan found is skipped.
    pub(super) fn order_bound(&self, order: &[usize]) -> f64 {
        let work = order
            .iter()
            .map(|&m| self.table.device_s[self.meshes[m].type_idx])
            .fold(f64::INFINITY, f64::min);
        let devices: u32 = order
            .iter()
            .map(|&m| self.meshes[m].units * self.quantum)
            .sum();
        // Slack for rounding: the bound is tight when every device runs
        // identical work (a single mesh of one chip type).
        work / f64::from(devices.max(1)) * (1.0 - 1e-9)
    }

    pub(super) fn order_name(&self, order: &[usize]) -> String {
        let cluster = self.ev.cluster();
        order
            .iter()
            .map(|&m| cluster.meshes[self.meshes[m].id].name.as_str())
            .collect::<Vec<_>>()
            .join(" → ")
    }
}

pub(super) fn permutations(v: &mut Vec<usize>, k: usize, out: &mut dyn FnMut(&[usize])) {
    if k == v.len() {
        out(v);
        return;
    }
    for j in k..v.len() {
        v.swap(k, j);
        permutations(v, k + 1, out);
        v.swap(k, j);
    }
}
