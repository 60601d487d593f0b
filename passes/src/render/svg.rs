//! The simulated iteration as an SVG Gantt chart: a row per stage lane,
//! a box per forward, backward, send and update, a time axis.

use super::stage_label;
use crate::simulate::{EventKind, SimReport};
use std::fmt::Write;

fn xml_escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            _ => out.push(c),
        }
    }
    out
}

/// Lanes per stage as seen in the events (at least 1).
fn lanes_per_stage(report: &SimReport) -> Vec<u32> {
    let mut lanes = vec![1u32; report.stages.len()];
    for e in &report.events {
        if let Some(l) = lanes.get_mut(e.stage as usize) {
            *l = (*l).max(e.lane + 1);
        }
    }
    lanes
}

/// A 1-2-5 tick step giving about `target` ticks over `span`.
fn nice_step(span: f64, target: f64) -> f64 {
    let raw = span / target;
    let p = 10f64.powf(raw.log10().floor());
    let r = raw / p;
    let m = if r <= 1.0 {
        1.0
    } else if r <= 2.0 {
        2.0
    } else if r <= 5.0 {
        5.0
    } else {
        10.0
    };
    m * p
}

fn color(kind: EventKind) -> &'static str {
    match kind {
        EventKind::Forward => "#4e79a7",
        EventKind::Backward => "#f28e2b",
        EventKind::SendForward => "#59a14f",
        EventKind::SendBackward => "#b07aa1",
        EventKind::Update => "#9c755f",
    }
}

/// A Gantt chart of the iteration as a standalone SVG: one row per stage
/// lane, one row per link (forward sends in its upper half, backward sends in
/// its lower half; lanes' channels drawn over each other), a time axis with
/// ticks, and a legend. Every event is one `<rect class="ev">` with a
/// `<title>` tooltip. `labels[s]` names stage `s` (falls back to
/// `stage s`).
pub fn timeline_svg(report: &SimReport, labels: &[String]) -> String {
    const W: f64 = 1200.0;
    const LEFT: f64 = 190.0;
    const RIGHT: f64 = 30.0;
    const TOP: f64 = 36.0;
    const ROW: f64 = 24.0;
    const GAP: f64 = 6.0;
    let plot_w = W - LEFT - RIGHT;
    let iter = report.iteration_s;
    let scale = if iter.is_finite() && iter > 0.0 {
        plot_w / iter
    } else {
        0.0
    };
    let x = |t: f64| LEFT + t * scale;
    let n_st = report.stages.len();
    let lanes = lanes_per_stage(report);

    // Row layout: y of every stage lane and link.
    let mut y = TOP;
    let mut lane_y: Vec<Vec<f64>> = Vec::with_capacity(n_st);
    for &l in &lanes {
        let mut ys = Vec::with_capacity(l as usize);
        for _ in 0..l {
            ys.push(y);
            y += ROW;
        }
        lane_y.push(ys);
        y += GAP;
    }
    let mut link_y = Vec::with_capacity(n_st.saturating_sub(1));
    for _ in 0..n_st.saturating_sub(1) {
        link_y.push(y);
        y += ROW + GAP;
    }
    let axis_y = y + 4.0;
    let legend_y = axis_y + 34.0;
    let height = legend_y + 24.0;

    let mut o = String::new();
    let _ = writeln!(
        o,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{W:.0}\" height=\"{height:.0}\" \
         viewBox=\"0 0 {W:.0} {height:.0}\" font-family=\"sans-serif\" font-size=\"11\">"
    );
    let _ = writeln!(
        o,
        "<rect x=\"0\" y=\"0\" width=\"{W:.0}\" height=\"{height:.0}\" fill=\"#ffffff\"/>"
    );
    let _ = writeln!(
        o,
        "<text x=\"{LEFT:.0}\" y=\"20\" font-size=\"13\">iteration {iter:.6} s · overlap {:.3} · η {:.3}</text>",
        report.overlap_ratio, report.load_balance_eta
    );
    // Row labels and backgrounds.
    for (s, ys) in lane_y.iter().enumerate() {
        let name = xml_escape(&stage_label(labels, s));
        for (l, &ry) in ys.iter().enumerate() {
            let text = if ys.len() > 1 {
                format!("{name} · lane {l}")
            } else {
                name.clone()
            };
            let _ = writeln!(
                o,
                "<rect x=\"{LEFT:.2}\" y=\"{ry:.2}\" width=\"{plot_w:.2}\" height=\"{:.2}\" fill=\"#f3f3f3\"/>",
                ROW - 2.0
            );
            let _ = writeln!(
                o,
                "<text x=\"{:.2}\" y=\"{:.2}\" text-anchor=\"end\">{text}</text>",
                LEFT - 6.0,
                ry + ROW / 2.0 + 3.0
            );
        }
    }
    for (s, &ry) in link_y.iter().enumerate() {
        let _ = writeln!(
            o,
            "<rect x=\"{LEFT:.2}\" y=\"{ry:.2}\" width=\"{plot_w:.2}\" height=\"{:.2}\" fill=\"#e8eef5\"/>",
            ROW - 2.0
        );
        let _ = writeln!(
            o,
            "<text x=\"{:.2}\" y=\"{:.2}\" text-anchor=\"end\">link {s} → {} (fwd / bwd)</text>",
            LEFT - 6.0,
            ry + ROW / 2.0 + 3.0,
            s + 1
        );
    }
    // Events.
    for e in &report.events {
        let (ry, h) = match e.kind {
            EventKind::Forward | EventKind::Backward | EventKind::Update => {
                let ry = lane_y
                    .get(e.stage as usize)
                    .and_then(|ys| ys.get(e.lane as usize))
                    .copied()
                    .unwrap_or(TOP);
                (ry, ROW - 2.0)
            }
            EventKind::SendForward => {
                let ry = link_y.get(e.stage as usize).copied().unwrap_or(TOP);
                (ry, (ROW - 2.0) / 2.0)
            }
            EventKind::SendBackward => {
                let ry = (e.stage as usize)
                    .checked_sub(1)
                    .and_then(|s| link_y.get(s))
                    .copied()
                    .unwrap_or(TOP);
                (ry + (ROW - 2.0) / 2.0, (ROW - 2.0) / 2.0)
            }
        };
        let x0 = x(e.start_s);
        let w = (x(e.end_s) - x0).max(0.0);
        let name = match e.kind {
            EventKind::Update => "update".to_string(),
            k => format!("{}{}", k.short(), e.micro_batch),
        };
        let _ = write!(
            o,
            "<rect class=\"ev\" x=\"{x0:.2}\" y=\"{ry:.2}\" width=\"{w:.2}\" height=\"{h:.2}\" \
             fill=\"{}\" stroke=\"#ffffff\" stroke-width=\"0.5\"><title>{name} · stage {} lane {} · \
             {:.6}–{:.6} s</title></rect>",
            color(e.kind),
            e.stage,
            e.lane,
            e.start_s,
            e.end_s
        );
        let inner = matches!(e.kind, EventKind::Forward | EventKind::Backward);
        if inner && w >= 18.0 {
            let _ = write!(
                o,
                "<text x=\"{:.2}\" y=\"{:.2}\" text-anchor=\"middle\" fill=\"#ffffff\" font-size=\"9\">{}{}</text>",
                x0 + w / 2.0,
                ry + h / 2.0 + 3.0,
                e.kind.short(),
                e.micro_batch
            );
        }
        o.push('\n');
    }
    // Time axis.
    let _ = writeln!(
        o,
        "<line x1=\"{LEFT:.2}\" y1=\"{axis_y:.2}\" x2=\"{:.2}\" y2=\"{axis_y:.2}\" stroke=\"#333333\"/>",
        LEFT + plot_w
    );
    if scale > 0.0 {
        let step = nice_step(iter, 10.0);
        let decimals = (-step.log10().floor()).max(0.0) as usize;
        let mut k = 0u32;
        loop {
            let t = f64::from(k) * step;
            if t > iter * (1.0 + 1e-9) || k > 1000 {
                break;
            }
            let tx = x(t);
            let _ = writeln!(
                o,
                "<line x1=\"{tx:.2}\" y1=\"{axis_y:.2}\" x2=\"{tx:.2}\" y2=\"{:.2}\" stroke=\"#333333\"/>\
                 <text x=\"{tx:.2}\" y=\"{:.2}\" text-anchor=\"middle\">{t:.decimals$}</text>",
                axis_y + 5.0,
                axis_y + 17.0
            );
            k += 1;
        }
    }
    let _ = writeln!(
        o,
        "<text x=\"{:.2}\" y=\"{:.2}\" text-anchor=\"end\">time (s)</text>",
        LEFT - 6.0,
        axis_y + 17.0
    );
    // Legend.
    let items = [
        (EventKind::Forward, "forward"),
        (EventKind::Backward, "backward"),
        (EventKind::SendForward, "send forward"),
        (EventKind::SendBackward, "send backward"),
        (EventKind::Update, "update"),
    ];
    for (i, (k, name)) in items.iter().enumerate() {
        let lx = LEFT + 140.0 * i as f64;
        let _ = writeln!(
            o,
            "<rect x=\"{lx:.2}\" y=\"{legend_y:.2}\" width=\"12\" height=\"12\" fill=\"{}\"/>\
             <text x=\"{:.2}\" y=\"{:.2}\">{name}</text>",
            color(*k),
            lx + 16.0,
            legend_y + 10.0
        );
    }
    o.push_str("</svg>\n");
    o
}
