//! Renderings of a simulated iteration ([`crate::simulate::SimReport`]):
//! an SVG Gantt chart ([`svg`]) and a Chrome-trace / Perfetto JSON
//! ([`chrome_trace`]). Both are deterministic (same report and labels,
//! same bytes) and only read the report.

pub mod chrome_trace;
pub mod svg;

/// The label of stage `s`: the caller's, else `stage s`.
fn stage_label(labels: &[String], s: usize) -> String {
    match labels.get(s) {
        Some(l) if !l.is_empty() => l.clone(),
        _ => format!("stage {s}"),
    }
}
