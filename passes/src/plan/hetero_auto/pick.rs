//! Costing a candidate with the shared evaluator and keeping the best
//! (ties broken as the module doc says).

use super::*;

impl<'e, 'a> Search<'e, 'a> {
    pub(super) fn leaf(&mut self, d: u32, choices: Vec<Option<Choice>>) -> Option<Leaf> {
        let (mut stages, mut cap, mut mu_min) = (0u32, 0.0, f64::INFINITY);
        for (g, c) in choices.iter().enumerate() {
            if let Some(c) = *c {
                stages += self.stages_of(g, c, d);
                cap += self.capacity(g, c, d);
                mu_min = mu_min.min(self.mu[self.table_of(g, c)]);
            }
        }
        if stages == 0 {
            return None;
        }
        if stages > self.num_layers {
            self.misses.other(format!(
                "more pipeline stages than the model's {} layers",
                self.num_layers
            ));
            return None;
        }
        // Every stage holds at least one layer: if a group's first stage
        // (the most micro-batches in flight) cannot hold the lightest one,
        // no sharding fits.
        let b = self.micro_batches / d as u64;
        let mut first = 0u32;
        let mut parts: Vec<(f64, f64)> = Vec::with_capacity(choices.len());
        for (g, c) in choices.iter().enumerate() {
            let Some(c) = *c else { continue };
            let grp = &self.groups[g];
            parts.push((self.capacity(g, c, d), self.held(g, c, d, first, stages)));
            let cfg = MemoryConfig {
                dp: d,
                recompute: c.recompute,
                micro_batch_size: self.ev.options().micro_batch_size,
                in_flight: ((stages - first) as u64).min(b),
            };
            let least = &self.mem[self.mem_index[&(grp.chip, c.tp)]].least;
            let need = stage_memory(least, self.ev.workload().dtype, &cfg).total();
            if need > grp.capacity {
                let chip = &self.ev.cluster().chips[grp.chip].name;
                let mesh = &self.ev.cluster().meshes[grp.mesh].name;
                let describe = || {
                    format!(
                        "dp {d}; one layer on the first stage of {mesh} at tp {}{}",
                        c.tp,
                        if c.recompute { " with recompute" } else { "" }
                    )
                };
                self.misses
                    .memory_need(need, grp.capacity, chip, first as usize, describe);
                return None;
            }
            first += self.stages_of(g, c, d);
        }
        let fluid = self.fluid(cap).max(self.fluid_with_memory(&mut parts));
        Some(Leaf {
            bound: self.bound(d, fluid, mu_min),
            stages,
            dp: d,
            choices,
        })
    }

    /// Lay out stages for per-group layer counts and evaluate them.
    pub(super) fn eval(&mut self, d: u32, used: &[Used], counts: &[u32]) -> Result<Score, String> {
        self.specs.clear();
        self.stage_group.clear();
        let total_stages: u32 = used.iter().map(|u| u.stages).sum();
        let (mut layer, mut stage) = (0, 0);
        for (k, u) in used.iter().enumerate() {
            let n = counts[k];
            let extras_first = self
                .layout_group(d, u, layer, n, stage, total_stages)
                .extras_first;
            for (s, cnt) in split_even(n, u.stages, extras_first).enumerate() {
                self.specs.push(StageSpec {
                    first_layer: layer,
                    end_layer: layer + cnt,
                    mesh: self.groups[u.group].mesh,
                    first_device: s as u32 * u.choice.tp * d,
                    tp: u.choice.tp,
                    dp: d,
                    recompute: u.choice.recompute,
                });
                self.stage_group.push(k);
                layer += cnt;
            }
            stage += u.stages;
        }
        self.ev.evaluate_into(&self.specs, &mut self.metrics)
    }
}
