//! The DP of HAPT eq. 14–22 over (stages, first layer, devices left per
//! mesh) for one mesh order and t_max, its solutions, and the descent on
//! the update cap that follows it.

use super::*;

/// The search context.
pub(super) struct Search<'e, 'a> {
    pub(super) ev: &'e Evaluator<'a>,
    pub(super) hopts: &'e HaptOptions,
    pub(super) quantum: u32,
    pub(super) meshes: Vec<MeshInfo>,
    pub(super) table: Table,
    /// Boundary message bytes after each layer (micro-batch).
    pub(super) out_bytes: Vec<f64>,
    /// DP passes run (for [`HaptStats::dp_runs`]).
    pub(super) runs: std::sync::atomic::AtomicU64,
}

/// A DP solution for one t_max and mesh order.
#[derive(Clone, Debug)]
pub(super) struct Solution {
    pub(super) t_max: f64,
    /// Eq. 13's fill term Σ(t_i + 2C_i).
    pub(super) fill: f64,
    /// The largest stage update (gradient sync + optimizer step).
    pub(super) update: f64,
    /// Eq. 13 plus the update: fill + (B − 1)·t_max + update.
    pub(super) total: f64,
    pub(super) specs: Vec<StageSpec>,
    pub(super) warmup: Vec<u32>,
}

/// Steps and ratio of the update-cap descent in [`Search::dp_best`].
pub(super) const UPDATE_CAP_STEPS: usize = 6;
pub(super) const UPDATE_CAP_RATIO: f64 = 0.7;

/// Deterministic preference: smaller objective, then smaller t_max, then
/// fewer stages.
pub(super) fn better(a: &Solution, b: &Solution) -> bool {
    better_order(a, b).is_lt()
}

pub(super) fn better_order(a: &Solution, b: &Solution) -> std::cmp::Ordering {
    a.total
        .total_cmp(&b.total)
        .then(a.t_max.total_cmp(&b.t_max))
        .then(a.specs.len().cmp(&b.specs.len()))
}

impl<'e, 'a> Search<'e, 'a> {
    /// The DP of eq. 14–22 for one mesh order and t_max, then a descent on
    /// the cap of the stage updates: eq. 13 leaves out the gradient
    /// synchronisation and optimizer step that follow the last backward
    /// (Alpa/HAPT fold them into profiling), but across slow node links they
    /// are seconds, and the iteration ends with the slowest of them. The
    /// objective is `fill + (B − 1)·t_max + max_i update_i`; since the max is
    /// not additive, the DP runs with the updates capped and the cap is
    /// lowered geometrically while a lower bound (the uncapped fill) says a
    /// gain of more than 0.5 % is still possible.
    /// Every plan found on the way is pushed to `seen`.
    pub(super) fn descend(
        &self,
        order: &[usize],
        start: Solution,
        seen: &mut Vec<Solution>,
    ) -> Solution {
        let t_max = start.t_max;
        let mut best = start;
        let floor = best.total - best.update;
        let mut cap = best.update;
        for _ in 0..UPDATE_CAP_STEPS {
            if best.total - floor <= 0.005 * best.total {
                break;
            }
            cap *= UPDATE_CAP_RATIO;
            match self.dp(order, t_max, cap) {
                Some(s) => {
                    cap = cap.min(s.update);
                    seen.push(s.clone());
                    if better(&s, &best) {
                        best = s;
                    }
                }
                None => break,
            }
        }
        best
    }

    /// The DP of eq. 14–22 for one mesh order and t_max, with every stage's
    /// update at most `update_cap`.
    pub(super) fn dp(&self, order: &[usize], t_max: f64, update_cap: f64) -> Option<Solution> {
        self.runs.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let cluster = self.ev.cluster();
        let cost = self.ev.cost_params();
        let l = self.table.layers;
        // Unit ranges of the meshes along the order.
        let mut starts = Vec::with_capacity(order.len() + 1);
        let mut acc = 0u32;
        for &m in order {
            starts.push(acc);
            acc += self.meshes[m].units;
        }
        starts.push(acc);
        let units = acc as usize;
        let mesh_at = |g: usize| -> usize {
            // The position in `order` of the mesh holding unit g.
            starts.partition_point(|&s| s as usize <= g) - 1
        };
        let width = units + 1;
        let mut f = vec![f64::INFINITY; (l + 1) * width];
        let mut n = vec![0u32; (l + 1) * width];
        // The suffix's first stage: its layout (tp, dp) and its window
        // `N·P` (warm-up × lane period), which the stage before it must
        // cover; and the largest update along the suffix.
        let mut layout = vec![(1u32, 1u32); (l + 1) * width];
        let mut window = vec![0f64; (l + 1) * width];
        let mut umax = vec![0f64; (l + 1) * width];
        // choice: (i, size index in mesh, option index)
        let mut choice = vec![(0u32, 0u32, 0u32); (l + 1) * width];
        f[l * width + units] = 0.0;
        // States (k, g) a pipeline from (0, 0) can reach at this t_max; the
        // backward pass below skips the others (their values are never read).
        let mut reach = vec![false; (l + 1) * width];
        reach[0] = true;
        for k in 0..l {
            for g in 0..units {
                if !reach[k * width + g] {
                    continue;
                }
                let pos = mesh_at(g);
                let mesh = &self.meshes[order[pos]];
                let left = starts[pos + 1] as usize - g;
                for &(s, tsi) in &mesh.sizes {
                    if s as usize > left {
                        break;
                    }
                    let g2 = g + s as usize;
                    for (i, _) in self.table.stages_from(k, mesh.type_idx, tsi, t_max) {
                        reach[(i + 1) * width + g2] = true;
                    }
                }
            }
        }
        for k in (0..l).rev() {
            for g in (0..units).rev() {
                if !reach[k * width + g] {
                    continue;
                }
                let pos = mesh_at(g);
                let mesh = &self.meshes[order[pos]];
                let chip = &cluster.chips[mesh.chip];
                let dpn = chip.devices_per_node;
                let left = starts[pos + 1] as usize - g;
                let offset_units = (g - starts[pos] as usize) as u32;
                let mut best = f64::INFINITY;
                let mut best_n = 0;
                let (mut best_layout, mut best_w, mut best_u) = ((1u32, 1u32), 0f64, 0f64);
                let mut best_c = (0, 0, 0);
                for (sidx, &(s, tsi)) in mesh.sizes.iter().enumerate() {
                    if s as usize > left {
                        break;
                    }
                    let g2 = g + s as usize;
                    let last_of_mesh = g2 == starts[pos + 1] as usize;
                    let next_pos = if last_of_mesh { pos + 1 } else { pos };
                    let offset_dev = offset_units * self.quantum;
                    let size_dev = s * self.quantum;
                    let spans = offset_dev % dpn + size_dev > dpn;
                    let to = &self.meshes[order[next_pos.min(order.len() - 1)]];
                    let link = if to.id == mesh.id {
                        None
                    } else {
                        match cluster.link(mesh.id, to.id) {
                            Some(link) => Some(link),
                            None => continue,
                        }
                    };
                    let to_chip = &cluster.chips[to.chip];
                    for (i, opts) in self.table.stages_from(k, mesh.type_idx, tsi, t_max) {
                        let last_layer = i + 1 == l;
                        if last_layer != (g2 == units) {
                            continue;
                        }
                        let next = (i + 1) * width + g2;
                        let rest = f[next];
                        if !rest.is_finite() {
                            continue;
                        }
                        let (tp_next, d_next) = layout[next];
                        // The boundary to the next stage, routed as the
                        // Evaluator routes it: inside one node only if both
                        // stages' devices are in that node.
                        let route = match link {
                            Some(link) => Route::Link(link),
                            None => {
                                let end = offset_dev + size_dev + tp_next * d_next;
                                if offset_dev / dpn == (end - 1) / dpn {
                                    Route::IntraNode
                                } else {
                                    Route::InterNode
                                }
                            }
                        };
                        // Boundary time per TP degree (options differ only
                        // in tp, dp = size/tp, and recomputation).
                        let mut c_by_tp = [f64::NAN; 32];
                        for (oi, o) in opts.iter().enumerate() {
                            if o.t > t_max {
                                break;
                            }
                            if offset_dev % o.tp != 0 {
                                continue;
                            }
                            let u = if spans { o.update_span } else { o.update_local };
                            if u > update_cap {
                                continue;
                            }
                            let c = if last_layer {
                                0.0
                            } else {
                                let slot = &mut c_by_tp[o.tp.trailing_zeros() as usize];
                                if slot.is_nan() {
                                    *slot = boundary_send_s(
                                        self.out_bytes[i],
                                        Side {
                                            chip,
                                            tp: o.tp,
                                            dp: o.dp,
                                        },
                                        Side {
                                            chip: to_chip,
                                            tp: tp_next,
                                            dp: d_next,
                                        },
                                        route,
                                        cost,
                                    );
                                }
                                *slot
                            };
                            // Each DP lane sends its own micro-batches, one
                            // per lane period `dp·t_max` (the evaluator's
                            // `b·max(T, c)`); backward, the next stage's
                            // lanes send `c·d_next/dp` per `d_next·t_max`,
                            // the same condition.
                            if c > f64::from(o.dp) * t_max {
                                continue;
                            }
                            // Fill/drain latency of one micro-batch: a
                            // replica's whole step (eq. 13's t_i at dp = 1).
                            let v = rest + o.t * o.dp as f64 + 2.0 * c;
                            if v >= best {
                                continue;
                            }
                            // Eq. 11, generalised to DP lanes (schedule.rs).
                            let period = f64::from(o.dp) * t_max;
                            let warm = if last_layer {
                                1
                            } else {
                                h1f1b_lane_warmup(
                                    c,
                                    c * f64::from(d_next) / f64::from(o.dp),
                                    window[next],
                                    period,
                                    t_max,
                                    self.hopts.epsilon,
                                )
                            };
                            let kk = (warm as u64).min(o.lane_batches).max(1) as f64;
                            if o.mem_base + kk * o.mem_per_k > self.table.capacity[mesh.type_idx] {
                                continue;
                            }
                            best = v;
                            best_n = warm;
                            best_layout = (o.tp, o.dp);
                            best_w = f64::from(warm) * period;
                            best_u = u.max(umax[next]);
                            best_c = (i as u32, sidx as u32, oi as u32);
                        }
                    }
                }
                let at = k * width + g;
                f[at] = best;
                n[at] = best_n;
                layout[at] = best_layout;
                window[at] = best_w;
                umax[at] = best_u;
                choice[at] = best_c;
            }
        }
        let fill = f[0];
        if !fill.is_finite() {
            return None;
        }
        // Reconstruct.
        let (mut k, mut g) = (0usize, 0usize);
        let mut specs = Vec::new();
        let mut warmup = Vec::new();
        while k < l {
            let at = k * width + g;
            let (i, sidx, oi) = choice[at];
            let pos = mesh_at(g);
            let mesh = &self.meshes[order[pos]];
            let (s, tsi) = mesh.sizes[sidx as usize];
            let id = self.table.cand(k, i as usize, mesh.type_idx, tsi);
            let (a, _) = self.table.cands[id as usize];
            let o = self.table.opts[a as usize + oi as usize];
            specs.push(StageSpec {
                first_layer: k as u32,
                end_layer: i + 1,
                mesh: mesh.id,
                first_device: (g as u32 - starts[pos]) * self.quantum,
                tp: o.tp,
                dp: o.dp,
                recompute: o.recompute,
            });
            warmup.push(n[at]);
            k = i as usize + 1;
            g += s as usize;
        }
        let update = umax[0];
        Some(Solution {
            t_max,
            fill,
            update,
            total: fill + (self.ev.options().micro_batches() as f64 - 1.0) * t_max + update,
            specs,
            warmup,
        })
    }
}
