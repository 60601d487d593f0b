//! The pick among the DP passes' plans: ranked by a closed-form estimate of
//! the simulated time, the best few (and eq. 13's best) simulated, the
//! fastest in simulation kept.

use super::*;

/// A plan's identity: per stage its layers, mesh, devices, layout,
/// recomputation and warm-up.
pub(super) type PlanKey = Vec<(u32, u32, u32, u32, u32, u32, bool, u32)>;

/// t_max values per chunk of the window.
pub(super) const WINDOW_CHUNK: usize = 8;

/// The plan to return: among the distinct plans of the pool (every DP
/// pass's), the [`HaptOptions::sim_candidates`] with the least
/// [`simulate::estimate_iteration_s`] and the best by the DP objective
/// `best` are simulated ([`simulate::iteration_s`]), and the fastest in
/// simulation wins (ties: the estimate, then the objective). Eq. 13 counts
/// a replicated stage's whole step and every stage's update in full, and no
/// round trip that the H-1F1B warm-ups hide, so the objective's best is
/// often not the simulator's.
pub(super) fn choose_simulated(
    ev: &Evaluator<'_>,
    hopts: &HaptOptions,
    best: Solution,
    mut pool: Vec<Solution>,
    stats: &mut HaptStats,
) -> Result<Solution, PassError> {
    if hopts.sim_candidates == 0 {
        return Ok(best);
    }
    pool.push(best.clone());
    let key = |s: &Solution| -> PlanKey {
        s.specs
            .iter()
            .zip(&s.warmup)
            .map(|(x, &w)| {
                (
                    x.first_layer,
                    x.end_layer,
                    x.mesh.as_u32(),
                    x.first_device,
                    x.tp,
                    x.dp,
                    x.recompute,
                    w,
                )
            })
            .collect()
    };
    let order = better_order;
    // Distinct plans, each with its best objective value.
    let mut keyed: Vec<(PlanKey, Solution)> = pool.into_iter().map(|s| (key(&s), s)).collect();
    keyed.sort_by(|a, b| a.0.cmp(&b.0).then(order(&a.1, &b.1)));
    keyed.dedup_by(|a, b| a.0 == b.0);
    stats.solutions = keyed.len() as u64;
    let best_key = key(&best);
    let mut ranked: Vec<(f64, PlanKey, Solution)> = Vec::with_capacity(keyed.len());
    for (k, s) in keyed {
        let input = ev.sim_input_of(&s.specs, &s.warmup)?;
        ranked.push((simulate::estimate_iteration_s(&input), k, s));
    }
    ranked.sort_by(|a, b| {
        a.0.total_cmp(&b.0)
            .then(order(&a.2, &b.2))
            .then(a.1.cmp(&b.1))
    });
    let mut picked: Vec<(f64, PlanKey, Solution)> = Vec::new();
    for (i, r) in ranked.into_iter().enumerate() {
        if i < hopts.sim_candidates || r.1 == best_key {
            picked.push(r);
        }
    }
    let sim = |r: &(f64, PlanKey, Solution)| -> Result<f64, PassError> {
        let input = ev.sim_input_of(&r.2.specs, &r.2.warmup)?;
        simulate::iteration_s(&input)
            .map_err(|m| PassError::Infeasible(format!("simulating a candidate plan: {m}")))
    };
    let times: Vec<Result<f64, PassError>> = if hopts.parallel {
        picked.par_iter().map(sim).collect()
    } else {
        picked.iter().map(sim).collect()
    };
    stats.simulated = picked.len() as u64;
    let mut chosen: Option<(f64, usize)> = None;
    for (i, t) in times.into_iter().enumerate() {
        let t = t?;
        if chosen.is_none_or(|(c, _)| t < c) {
            chosen = Some((t, i));
        }
    }
    Ok(match chosen {
        Some((_, i)) => picked.swap_remove(i).2,
        None => best,
    })
}
