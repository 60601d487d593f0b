//! Communication time: alpha–beta point-to-point messages, ring collectives,
//! and the send of a boundary activation between two pipeline stages.
//!
//! Establishes the formulas every planner uses for communication:
//! * point-to-point: `latency + bytes / bandwidth`;
//! * ring all-reduce over p ranks: `2(p−1)/p · bytes / bw + 2(p−1) · latency`
//!   (Chimera table 1 volume; reduce-scatter then all-gather, each p−1 steps);
//! * ring all-gather of a `bytes`-sized result: `(p−1)/p · bytes / bw + (p−1) · latency`;
//! * stage boundary (H2 §5 SR&AG): the `k = min(tp_send, tp_recv)` TP ranks
//!   of each side move a `1/k` shard each, in parallel, then the receiving TP
//!   group all-gathers the full activation over its intra-node links.
//!
//! Assumes bandwidths are per direction and links are full duplex, so the
//! activation going forward and the gradient coming back do not contend.
//!
//! Deliberately does not model congestion between concurrent transfers
//! except where stated (data-parallel replicas share a mesh-to-mesh link),
//! nor tree or hierarchical algorithms (the 3-phase heterogeneous all-reduce
//! is the runtime's business; no planner here reduces across chip types).

use super::CostParams;
use hetc_ir::{ChipType, Link};

/// Time of one message of `bytes` over a channel of `bytes_per_s` with
/// `latency_s` per message. Zero when there is nothing to send.
pub fn p2p_s(bytes: f64, bytes_per_s: f64, latency_s: f64) -> f64 {
    if bytes <= 0.0 {
        return 0.0;
    }
    latency_s + bytes / bytes_per_s
}

/// Ring all-reduce of a `bytes` buffer held by each of `ranks` ranks, each
/// rank sending at `bytes_per_s`. Zero for one rank.
pub fn ring_all_reduce_s(bytes: f64, ranks: u32, bytes_per_s: f64, latency_s: f64) -> f64 {
    if ranks <= 1 || bytes <= 0.0 {
        return 0.0;
    }
    let p = ranks as f64;
    2.0 * (p - 1.0) / p * bytes / bytes_per_s + 2.0 * (p - 1.0) * latency_s
}

/// Ring all-gather that leaves a `bytes`-sized buffer on each of `ranks`
/// ranks (each contributed `bytes / ranks`). Zero for one rank.
pub fn ring_all_gather_s(bytes: f64, ranks: u32, bytes_per_s: f64, latency_s: f64) -> f64 {
    if ranks <= 1 || bytes <= 0.0 {
        return 0.0;
    }
    let p = ranks as f64;
    (p - 1.0) / p * bytes / bytes_per_s + (p - 1.0) * latency_s
}

/// Where a stage boundary runs.
#[derive(Clone, Copy, Debug)]
pub enum Route<'a> {
    /// Both stages inside one node: the intra-node fabric.
    IntraNode,
    /// Same mesh, different nodes: each device's share of its node's NICs.
    InterNode,
    /// Between two meshes over this link (its aggregate bandwidth is shared
    /// by the sending stage's data-parallel replicas).
    Link(&'a Link),
}

/// One side of a stage boundary: the chip and the stage's TP/DP degrees.
#[derive(Clone, Copy, Debug)]
pub struct Side<'a> {
    pub chip: &'a ChipType,
    pub tp: u32,
    pub dp: u32,
}

/// Time to move one micro-batch's boundary activation of `bytes` from one
/// stage to the next.
///
/// `k = min(tp_from, tp_to)` shards travel in parallel, each over one
/// device's channel: inside a node at `intra_node_gb_s`, between nodes of a
/// mesh at the smaller of the two sides' NIC share per device. Across meshes
/// the link's aggregate bandwidth is divided among the sender's `dp`
/// replicas (they all send at once in steady state) and capped by the `k`
/// devices' NICs. If the receiving TP group has more than one rank it then
/// all-gathers the full activation inside its node.
pub fn boundary_send_s(
    bytes: f64,
    from: Side<'_>,
    to: Side<'_>,
    route: Route<'_>,
    params: &CostParams,
) -> f64 {
    if bytes <= 0.0 {
        return 0.0;
    }
    let k = from.tp.min(to.tp).max(1) as f64;
    let nic = from
        .chip
        .nic_bytes_per_device()
        .min(to.chip.nic_bytes_per_device());
    let (bytes_per_s, latency_s) = match route {
        Route::IntraNode => (
            k * from.chip.intra_node_gb_s * 1e9,
            params.intra_node_latency_s,
        ),
        Route::InterNode => (k * nic, params.inter_node_latency_s),
        Route::Link(link) => {
            let share = link.bytes_per_s() / from.dp.max(1) as f64;
            (share.min(k * nic), link.latency_us * 1e-6)
        }
    };
    let gather = ring_all_gather_s(
        bytes,
        to.tp,
        to.chip.intra_node_gb_s * 1e9,
        params.intra_node_latency_s,
    );
    p2p_s(bytes, bytes_per_s, latency_s) + gather
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cost::test_chips::chip_x;
    use hetc_ir::{MeshId, TransportKind};

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() <= 1e-12 * a.abs().max(b.abs()).max(1e-30)
    }

    #[test]
    fn ring_all_reduce_by_hand() {
        // 8 ranks, 1 GB at 100 GB/s, 5 µs: 2·7/8·1e9/1e11 + 2·7·5e-6.
        let t = ring_all_reduce_s(1e9, 8, 100e9, 5e-6);
        assert!(close(t, 0.0175 + 7e-5), "{t}");
        // Two ranks: 2·1/2 = 1 buffer each way.
        let t = ring_all_reduce_s(4e6, 2, 1e9, 0.0);
        assert!(close(t, 4e-3), "{t}");
        assert_eq!(ring_all_reduce_s(1e9, 1, 1e9, 1.0), 0.0);
    }

    #[test]
    fn all_gather_is_half_an_all_reduce() {
        // 4 ranks, 8 MB result at 200 GB/s, 5 µs: 3/4·8e6/2e11 + 3·5e-6.
        let t = ring_all_gather_s(8e6, 4, 200e9, 5e-6);
        assert!(close(t, 3e-5 + 1.5e-5), "{t}");
    }

    #[test]
    fn p2p_over_a_5_gbit_link() {
        let chip = chip_x();
        let link = Link {
            a: MeshId::from_u32(0),
            b: MeshId::from_u32(1),
            gbit_s: 5.0,
            latency_us: 50.0,
            transport: TransportKind::Tcp,
        };
        let side = Side {
            chip: &chip,
            tp: 1,
            dp: 1,
        };
        // 5 Gbit/s = 0.625 GB/s; 10 MB take 16 ms, plus 50 µs latency. The
        // chip's NIC share (4 × 200 Gbit/s / 8 = 12.5 GB/s) is not the limit.
        let t = boundary_send_s(1e7, side, side, Route::Link(&link), &CostParams::default());
        assert!(close(t, 1e7 / (5e9 / 8.0) + 50e-6), "{t}");
        // Two DP replicas share the link: each gets half.
        let two = Side {
            chip: &chip,
            tp: 1,
            dp: 2,
        };
        let t = boundary_send_s(1e7, two, two, Route::Link(&link), &CostParams::default());
        assert!(close(t, 1e7 / (5e9 / 8.0 / 2.0) + 50e-6), "{t}");
    }

    #[test]
    fn inter_node_boundary_with_tp_shards_then_gather() {
        let chip = chip_x();
        let params = CostParams::default();
        // tp 4 → tp 2: k = 2 shards over 2 × 12.5 GB/s, then a 2-rank
        // all-gather at 200 GB/s inside the receiving node.
        let from = Side {
            chip: &chip,
            tp: 4,
            dp: 1,
        };
        let to = Side {
            chip: &chip,
            tp: 2,
            dp: 1,
        };
        let bytes = 5e7;
        let send = 10e-6 + bytes / (2.0 * 12.5e9);
        let gather = 0.5 * bytes / 200e9 + 5e-6;
        let t = boundary_send_s(bytes, from, to, Route::InterNode, &params);
        assert!(close(t, send + gather), "{t} vs {}", send + gather);
        // Inside a node, tp 1 → tp 1: one NVLink-class channel.
        let one = Side {
            chip: &chip,
            tp: 1,
            dp: 1,
        };
        let t = boundary_send_s(bytes, one, one, Route::IntraNode, &params);
        assert!(close(t, 5e-6 + bytes / 200e9), "{t}");
    }
}
