//! The simulated iteration as Chrome-trace JSON (`chrome://tracing`,
//! Perfetto): a process per stage, a thread per lane and channel.

use super::stage_label;
use crate::simulate::{Event, EventKind, SimReport};
use std::collections::BTreeSet;

/// Microseconds rounded to the nanosecond.
fn us(t: f64) -> f64 {
    (t * 1e9).round() / 1e3
}

/// Thread id of an event in the Chrome trace: the lane for compute and
/// updates, `1000 + lane` for forward sends, `2000 + lane` for backward
/// sends.
fn trace_tid(e: &Event) -> u32 {
    match e.kind {
        EventKind::SendForward => 1000 + e.lane,
        EventKind::SendBackward => 2000 + e.lane,
        _ => e.lane,
    }
}

/// The iteration as Chrome trace-event JSON (`{"traceEvents": [...]}`),
/// loadable in Perfetto / `chrome://tracing`: one process per stage (`pid` =
/// stage, named by `labels`), one thread per lane and per send channel (see
/// the `M` metadata events), one `X` complete event per [`Event`] with `ts`
/// and `dur` in µs.
pub fn chrome_trace(report: &SimReport, labels: &[String]) -> String {
    use serde_json::{json, Value};
    let n_st = report.stages.len();
    let mut tids: Vec<BTreeSet<u32>> = vec![BTreeSet::new(); n_st];
    for e in &report.events {
        if let Some(t) = tids.get_mut(e.stage as usize) {
            t.insert(trace_tid(e));
        }
    }
    let mut ev: Vec<Value> = Vec::with_capacity(report.events.len() + 4 * n_st);
    for (s, ts) in tids.iter().enumerate() {
        ev.push(
            json!({"name": "process_name", "ph": "M", "pid": s, "tid": 0,
                       "args": {"name": stage_label(labels, s)}}),
        );
        ev.push(
            json!({"name": "process_sort_index", "ph": "M", "pid": s, "tid": 0,
                       "args": {"sort_index": s}}),
        );
        for &t in ts {
            let name = match t {
                t if t >= 2000 => {
                    format!("send ← stage {} (lane {})", s.saturating_sub(1), t - 2000)
                }
                t if t >= 1000 => format!("send → stage {} (lane {})", s + 1, t - 1000),
                t => format!("lane {t}"),
            };
            ev.push(json!({"name": "thread_name", "ph": "M", "pid": s, "tid": t,
                           "args": {"name": name}}));
            ev.push(
                json!({"name": "thread_sort_index", "ph": "M", "pid": s, "tid": t,
                           "args": {"sort_index": t}}),
            );
        }
    }
    for e in &report.events {
        let name = match e.kind {
            EventKind::Update => "update".to_string(),
            k => format!("{}{}", k.short(), e.micro_batch),
        };
        ev.push(json!({
            "name": name,
            "cat": e.kind,
            "ph": "X",
            "pid": e.stage,
            "tid": trace_tid(e),
            "ts": us(e.start_s),
            "dur": us(e.end_s - e.start_s),
            "args": {"micro_batch": e.micro_batch},
        }));
    }
    let doc = json!({"traceEvents": ev, "displayTimeUnit": "ms"});
    serde_json::to_string(&doc).unwrap_or_default()
}
