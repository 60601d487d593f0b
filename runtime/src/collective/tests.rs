//! Collectives over real TCP on loopback and over shared memory, one
//! thread per rank, against a single-process computation of the same
//! result.

use super::m2ms::{Layout, M2ms};
use super::*;
use crate::transport::{shm::ShmTransport, tcp::TcpTransport, Transport};
use std::time::Duration;

/// The transports the collectives are tested on.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Mesh {
    Tcp,
    Shm,
}

pub(crate) const MESHES: [Mesh; 2] = [Mesh::Tcp, Mesh::Shm];

/// Runs `f` on every rank of a fresh mesh of `kind`, results in rank order.
pub(crate) fn on<R: Send>(kind: Mesh, n: usize, f: impl Fn(&dyn Transport) -> R + Sync) -> Vec<R> {
    fn run<T: Transport, R: Send>(mesh: &[T], f: &(dyn Fn(&dyn Transport) -> R + Sync)) -> Vec<R> {
        std::thread::scope(|s| {
            let hs: Vec<_> = mesh.iter().map(|t| s.spawn(move || f(t))).collect();
            hs.into_iter().map(|h| h.join().unwrap()).collect()
        })
    }
    let timeout = Duration::from_secs(20);
    match kind {
        Mesh::Tcp => run(&TcpTransport::local_mesh(n, timeout).unwrap(), &f),
        Mesh::Shm => run(&ShmTransport::local_mesh(n, timeout).unwrap(), &f),
    }
}

/// Runs `f` on every rank of a fresh loopback TCP mesh, results in rank order.
pub(crate) fn on_mesh<R: Send>(n: usize, f: impl Fn(&dyn Transport) -> R + Sync) -> Vec<R> {
    on(Mesh::Tcp, n, f)
}

fn input(rank: usize, len: usize) -> Vec<f32> {
    (0..len)
        .map(|k| 1.0 + ((rank * 7919 + k * 104_729) % 1000) as f32 / 1000.0)
        .collect()
}

fn bytes(rank: usize, len: usize) -> Vec<u8> {
    (0..len)
        .map(|k| ((rank * 131 + k * 7) % 256) as u8)
        .collect()
}

/// The single-process sum (f64) of the given ranks' inputs.
fn reference(ranks: &[usize], len: usize) -> Vec<f64> {
    let mut s = vec![0f64; len];
    for &r in ranks {
        for (a, b) in s.iter_mut().zip(input(r, len)) {
            *a += b as f64;
        }
    }
    s
}

fn assert_close(got: &[f32], want: &[f64]) {
    assert_eq!(got.len(), want.len());
    for (k, (g, w)) in got.iter().zip(want).enumerate() {
        let rel = ((*g as f64) - w).abs() / w.abs();
        assert!(rel <= 1e-6, "element {k}: {g} vs {w} (rel {rel:e})");
    }
}

#[test]
fn ring_all_reduce_matches_the_single_process_sum() {
    for kind in MESHES {
        for n in [2, 3, 4, 5] {
            for len in [1, 7, 1003, 70_001] {
                let g = Group::new((0..n).collect());
                let out = on(kind, n, |t| {
                    let mut d = input(t.rank(), len);
                    ring::all_reduce(t, &g, 1, &mut d).unwrap();
                    d
                });
                let want = reference(&g.ranks, len);
                for o in &out {
                    assert_close(o, &want);
                    assert_eq!(o, &out[0], "every rank holds the same bits");
                }
            }
        }
    }
}

/// The max AllReduce gives every rank the elementwise maximum over the
/// group (computed here by a fold over the inputs), across piece boundaries
/// and uneven segments, and moves the same bytes as the sum's ring.
#[test]
fn ring_all_reduce_max_matches_the_single_process_maximum() {
    for kind in MESHES {
        let per = ring::PIECE / 4;
        for n in [2, 3, 4] {
            for len in [1, 7, n * (per + 3) + 1] {
                let g = Group::new((0..n).rev().collect());
                let out = on(kind, n, |t| {
                    // Negative values, so that 0 would be a wrong identity.
                    let mut d: Vec<f32> = input(t.rank(), len).iter().map(|x| -x).collect();
                    if t.rank() == 1 && len > 3 {
                        d[3] = f32::NAN;
                    }
                    ring::all_reduce_max(t, &g, 1, crate::collective::Wire::F32, &mut d).unwrap();
                    d
                });
                let ins: Vec<Vec<f32>> = (0..n).map(|r| input(r, len)).collect();
                for (k, x) in out[0].iter().enumerate() {
                    if len > 3 && k == 3 {
                        assert!(x.is_nan(), "n {n}: NaN must propagate");
                        continue;
                    }
                    let want = ins.iter().map(|i| -i[k]).fold(f32::NEG_INFINITY, f32::max);
                    assert_eq!(x.to_bits(), want.to_bits(), "n {n} len {len} element {k}");
                }
                for o in &out {
                    let same = o
                        .iter()
                        .zip(&out[0])
                        .all(|(a, b)| a.to_bits() == b.to_bits());
                    assert!(same, "every rank holds the same bits");
                }
            }
        }
    }
}

/// The f32 sum a ring AllReduce computes for an element of segment `j`:
/// the partial sum starts at position `j+1` and each next position adds
/// its own value to what it received (f32 addition commutes, so `+=` on
/// either side gives the same bits), ending at `j`.
fn ring_order_sum(values: &[f32], j: usize) -> f32 {
    let n = values.len();
    let mut acc = values[(j + 1) % n];
    for s in 2..=n {
        acc += values[(j + s) % n];
    }
    acc
}

#[test]
fn streamed_all_reduce_of_many_pieces_sums_in_ring_order() {
    for kind in MESHES {
        // Segments of several pieces, uneven (the last piece of each segment is
        // short, and segments differ in length by one element), so pieces of
        // one step are forwarded while later ones are still arriving.
        let per = ring::PIECE / 4;
        for n in [2, 3, 4] {
            let len = n * (2 * per + 777) + n - 1;
            let g = Group::new((0..n).collect());
            let out = on(kind, n, |t| {
                let mut d = input(t.rank(), len);
                ring::all_reduce(t, &g, 1, &mut d).unwrap();
                d
            });
            let ins: Vec<Vec<f32>> = (0..n).map(|r| input(r, len)).collect();
            let want = reference(&g.ranks, len);
            for (r, o) in out.iter().enumerate() {
                assert_close(o, &want);
                for j in 0..n {
                    for k in segment(len, n, j) {
                        let v: Vec<f32> = ins.iter().map(|x| x[k]).collect();
                        assert_eq!(
                            o[k].to_bits(),
                            ring_order_sum(&v, j).to_bits(),
                            "n {n} rank {r} element {k} (segment {j})"
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn streamed_reduce_scatter_of_many_pieces() {
    for kind in MESHES {
        let per = ring::PIECE / 4;
        let (n, len) = (3, 3 * (3 * per + 5) + 2);
        let g = Group::new(vec![2, 0, 1]);
        let want = reference(&[0, 1, 2], len);
        let out = on(kind, n, |t| {
            let mut d = input(t.rank(), len);
            let seg = ring::reduce_scatter(t, &g, 2, &mut d).unwrap();
            (seg.clone(), d[seg].to_vec())
        });
        for (r, (seg, d)) in out.iter().enumerate() {
            let p = g.ranks.iter().position(|&x| x == r).unwrap();
            assert_eq!(*seg, segment(len, n, p));
            assert_close(d, &want[seg.clone()]);
        }
    }
}

#[test]
fn links_only_moves_the_all_reduce_bytes_and_leaves_data_alone() {
    // The bench's bound: same messages as the AllReduce (so the protocol
    // lines up on every rank), each landing in the sink: which ends as
    // the left neighbour's data, every segment received at least once.
    let len = 3 * (ring::PIECE / 4) + 11;
    let g = Group::new((0..3).collect());
    for kind in MESHES {
        let out = on(kind, 3, |t| {
            let mut d = input(t.rank(), len);
            let mut sink = vec![0f32; len];
            let before = t.bytes_sent();
            ring::links_only(t, &g, 9, &mut d, &mut sink, ring::PIECE / 2).unwrap();
            let sent = t.bytes_sent() - before;
            (
                d == input(t.rank(), len),
                sink == input((t.rank() + 2) % 3, len),
                sent,
            )
        });
        for (r, (same, sink, sent)) in out.into_iter().enumerate() {
            assert!(same && sink, "{kind:?} rank {r}");
            // 2(n−1)/n of the buffer: every segment but one, twice.
            let want: usize = (0..3).map(|j| segment(len, 3, j).len()).sum::<usize>() * 2
                - segment(len, 3, (r + 1) % 3).len()
                - segment(len, 3, r).len();
            assert_eq!(sent as usize, want * 4, "{kind:?} rank {r}");
        }
    }
}

#[test]
fn reduce_scatter_and_reduce_leave_sums_where_promised() {
    let (n, len) = (4, 1001);
    let g = Group::new(vec![3, 1, 0, 2]);
    let want = reference(&[0, 1, 2, 3], len);
    let out = on_mesh(n, |t| {
        let mut d = input(t.rank(), len);
        let seg = ring::reduce_scatter(t, &g, 2, &mut d).unwrap();
        let mut e = input(t.rank(), len);
        ring::reduce(t, &g, 1, 3, &mut e).unwrap();
        (seg.clone(), d[seg].to_vec(), e)
    });
    for (r, (seg, d, e)) in out.iter().enumerate() {
        let p = g.ranks.iter().position(|&x| x == r).unwrap();
        assert_eq!(*seg, segment(len, n, p));
        assert_close(d, &want[seg.clone()]);
        if g.ranks[1] == r {
            assert_close(e, &want);
        }
    }
}

/// ZeRO-1's sync: a ReduceScatter, then an AllGather of each position's
/// segment, is the ring AllReduce bit for bit (the same two phases), for
/// uneven segments and many pieces.
#[test]
fn reduce_scatter_then_all_gather_is_the_all_reduce_bit_for_bit() {
    for kind in MESHES {
        for (n, len) in [(2, 1001), (3, 1001), (5, 200_003)] {
            let g = Group::new((0..n).rev().collect());
            let out = on(kind, n, |t| {
                let mut a = input(t.rank(), len);
                ring::all_reduce(t, &g, 2, &mut a).unwrap();
                let mut d = input(t.rank(), len);
                let seg = ring::reduce_scatter(t, &g, 3, &mut d).unwrap();
                let mut whole = vec![0u8; len * 4];
                let mine = super::to_bytes(&d[seg]);
                ring::all_gather_segments(t, &g, 4, &mine, 4, &mut whole).unwrap();
                let mut b = vec![0f32; len];
                super::copy_from_bytes(&whole, &mut b);
                (a, b)
            });
            let want = reference(&(0..n).collect::<Vec<_>>(), len);
            for (a, b) in &out {
                assert_close(a, &want);
                let bits = |v: &[f32]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
                assert!(
                    bits(a) == bits(b),
                    "n {n}: RS + AG differs from the all-reduce"
                );
            }
        }
    }
}

#[test]
fn movement_ops_are_bitwise() {
    for kind in MESHES {
        for n in [2, 3, 5] {
            let g = Group::new((0..n).collect());
            let b = 3 * ring::CHUNK / 2 + 3;
            let out = on(kind, n, |t| {
                let r = t.rank();
                let mut gathered = vec![0u8; n * 1000];
                ring::all_gather(t, &g, 4, &bytes(r, 1000), &mut gathered).unwrap();
                let mut bc = if r == 1 { bytes(99, b) } else { vec![0u8; b] };
                ring::broadcast(t, &g, 1, 5, &mut bc).unwrap();
                let mut a2a = vec![0u8; n * 333];
                ring::all_to_all(t, &g, 6, &bytes(r, n * 333), &mut a2a).unwrap();
                // 1001 two-byte elements: segments differ by one element.
                let seg = segment(1001, n, r);
                let mut uneven = vec![0u8; 2002];
                let mine = &bytes(0, 2002)[seg.start * 2..seg.end * 2];
                ring::all_gather_segments(t, &g, 7, mine, 2, &mut uneven).unwrap();
                assert_eq!(uneven, bytes(0, 2002), "uneven all-gather over {n}");
                (gathered, bc, a2a)
            });
            let want_gather: Vec<u8> = (0..n).flat_map(|r| bytes(r, 1000)).collect();
            for (r, (gathered, bc, a2a)) in out.iter().enumerate() {
                assert_eq!(gathered, &want_gather);
                assert_eq!(bc, &bytes(99, b));
                let want: Vec<u8> = (0..n)
                    .flat_map(|src| bytes(src, n * 333)[r * 333..(r + 1) * 333].to_vec())
                    .collect();
                assert_eq!(a2a, &want);
            }
        }
    }
}

#[test]
fn m2ms_moves_rows_between_layouts() {
    let (rows, w) = (11, 3);
    let full = |r: usize| input(r, rows * w);
    let cases = [
        // Shard on {0,1} → replicated on {2,3,4}.
        (vec![0, 1], Layout::Shard, vec![2, 3, 4], Layout::Rep),
        // Replicated on {0,1} → sharded on {0,1,2} (overlapping groups).
        (vec![0, 1], Layout::Rep, vec![0, 1, 2], Layout::Shard),
        // Partial sums on {0,1,2} → sharded on {1,3} (reduce-scatter + P2P fused).
        (vec![0, 1, 2], Layout::Part, vec![1, 3], Layout::Shard),
    ];
    for (src, sl, dst, dl) in cases {
        let m = M2ms {
            src: Group::new(src.clone()),
            src_layout: sl,
            dst: Group::new(dst.clone()),
            dst_layout: dl,
            rows,
            row_len: w,
            elem: 4,
        };
        // The logical value: rank 0's rows (Shard/Rep) or the sum (Part).
        let value: Vec<f64> = if sl == Layout::Part {
            reference(&src, rows * w)
        } else {
            full(0).iter().map(|&x| x as f64).collect()
        };
        let out = on_mesh(5, |t| {
            let mine = m.src.ranks.iter().position(|&r| r == t.rank()).map(|i| {
                let rr = m.src_rows(i);
                to_bytes(&match sl {
                    Layout::Part => full(t.rank()),
                    _ => full(0)[rr.start * w..rr.end * w].to_vec(),
                })
            });
            m.run(t, 7, mine.as_deref()).unwrap().map(|b| {
                let mut v = vec![0f32; b.len() / 4];
                copy_from_bytes(&b, &mut v);
                v
            })
        });
        for (r, o) in out.iter().enumerate() {
            match dst.iter().position(|&x| x == r) {
                None => assert!(o.is_none()),
                Some(j) => {
                    let rr = m.dst_rows(j);
                    let want = &value[rr.start * w..rr.end * w];
                    let got = o.as_ref().unwrap();
                    if sl == Layout::Part {
                        assert_close(got, want);
                    } else {
                        let want: Vec<f32> = want.iter().map(|&x| x as f32).collect();
                        assert_eq!(got, &want, "{sl:?}→{dl:?} rank {r}");
                    }
                }
            }
        }
    }
}

#[test]
fn three_phase_heterogeneous_all_reduce() {
    let len = 5003;
    // Vendor A on ranks {0, 2, 4}, vendor B on {1, 3}: leaders 0 and 1.
    let groups = vec![Group::new(vec![0, 2, 4]), Group::new(vec![1, 3])];
    let out = on_mesh(5, |t| {
        let mut d = input(t.rank(), len);
        hetero::all_reduce(t, &HostCcl, &groups, 10, &mut d).unwrap();
        d
    });
    let want = reference(&[0, 1, 2, 3, 4], len);
    for o in &out {
        assert_close(o, &want);
        assert_eq!(o, &out[0]);
    }
}

#[test]
fn a_rank_outside_the_group_is_an_error_not_a_hang() {
    let out = on_mesh(3, |t| {
        let g = Group::new(vec![0, 1]);
        if t.rank() == 2 {
            let mut d = [1f32; 4];
            return ring::all_reduce(t, &g, 1, &mut d).map_err(|e| e.to_string());
        }
        Ok(())
    });
    assert!(out[2]
        .as_ref()
        .unwrap_err()
        .contains("rank 2 is not in group"));
}

/// The figures of `hetc bench transport` without the CLI (run in release:
/// `cargo test -p hetc-runtime --release -- --ignored --nocapture ring_bench`).
#[test]
#[ignore = "benchmark; prints figures"]
fn ring_bench() {
    let f = crate::transport::tcp::bench(64 << 20, 8).unwrap();
    let ms = |c: Option<f64>| c.map_or("?".into(), |c| format!("{:.0}", c * 1e3));
    let timeout = Duration::from_secs(60);
    let tcp = super::bench_ring(&TcpTransport::local_mesh(4, timeout).unwrap(), 64 << 20, 5);
    let shm = super::bench_ring(&ShmTransport::local_mesh(4, timeout).unwrap(), 64 << 20, 5);
    for (kind, b) in [("tcp", tcp.unwrap()), ("shm", shm.unwrap())] {
        println!(
            "{kind}: p2p {:.2} GB/s ({:.2} of a plain socket loop), ring links {:.2} GB/s ({} KiB messages), all-reduce {:.1} ms bus {:.2} GB/s: vs links {:.2}; cpu per op: all-reduce {} ms, links {} ms",
            f.transport_gbps,
            f.ratio(),
            b.links_gbps,
            b.links_piece >> 10,
            b.all_reduce_secs * 1e3,
            b.bus_gbps,
            b.ratio(),
            ms(b.all_reduce_cpu),
            ms(b.links_cpu),
        );
    }
}

/// A bf16 / f16 ReduceScatter sends half an f32 one's bytes, and position
/// `p` ends with segment `p` summed in ring order, each partial sum rounded
/// to the type (computed here one element at a time); with two ranks the
/// f32 sum rounded once.
#[test]
fn half_wire_reduce_scatter_rounds_each_partial_sum() {
    for wire in [Wire::BF16, Wire::F16] {
        for n in [2, 3] {
            let len = n * (ring::PIECE / 2 + 5) + 1;
            let g = Group::new((0..n).collect());
            let ins: Vec<Vec<f32>> = (0..n)
                .map(|r| input(r, len).iter().map(|&x| wire.round(x * 3.7)).collect())
                .collect();
            let out = on_mesh(n, |t| {
                let mut d = ins[t.rank()].clone();
                let before = t.bytes_sent();
                let seg = ring::reduce_scatter_as(t, &g, 1, wire, &mut d).unwrap();
                (d[seg.clone()].to_vec(), seg, t.bytes_sent() - before)
            });
            for (r, (o, seg, sent)) in out.iter().enumerate() {
                assert_eq!(*seg, segment(len, n, r), "{wire:?} n {n} rank {r}");
                // Every segment but its own, 2 bytes per element.
                let mine: usize = (0..n)
                    .filter(|&j| j != r)
                    .map(|j| segment(len, n, j).len())
                    .sum();
                assert_eq!(*sent as usize, 2 * mine, "{wire:?} n {n} rank {r}");
                for (i, k) in seg.clone().enumerate() {
                    let mut acc = ins[(r + 1) % n][k];
                    for s in 2..=n {
                        acc = wire.round(acc + ins[(r + s) % n][k]);
                    }
                    assert_eq!(o[i], acc, "{wire:?} n {n} rank {r} element {k}");
                    if n == 2 {
                        assert_eq!(acc, wire.round(ins[0][k] + ins[1][k]));
                    }
                }
            }
        }
    }
}

/// A bf16 / f16 AllReduce sends half an f32 one's bytes, and every rank
/// ends with the same values of the type: per element of segment `j`, the
/// ring-order sum with each partial sum rounded to the type (computed here
/// one element at a time); with two ranks that is the f32 sum rounded
/// once.
#[test]
fn half_wire_all_reduce_rounds_each_partial_sum() {
    for kind in MESHES {
        for wire in [Wire::BF16, Wire::F16] {
            for n in [2, 3] {
                let len = n * (ring::PIECE / 2 + 5) + 1;
                let g = Group::new((0..n).collect());
                let ins: Vec<Vec<f32>> = (0..n)
                    .map(|r| input(r, len).iter().map(|&x| wire.round(x * 3.7)).collect())
                    .collect();
                let out = on(kind, n, |t| {
                    let mut d = ins[t.rank()].clone();
                    let before = t.bytes_sent();
                    ring::all_reduce_as(t, &g, 1, wire, &mut d).unwrap();
                    (d, t.bytes_sent() - before)
                });
                for (r, (o, sent)) in out.iter().enumerate() {
                    assert_eq!(o, &out[0].0, "{wire:?} n {n}: rank {r} differs");
                    // 2(n−1)/n of the buffer, 2 bytes per element.
                    let mine: usize = (0..n)
                        .filter(|&j| j != (r + 1) % n)
                        .map(|j| segment(len, n, j).len())
                        .sum::<usize>()
                        + (0..n)
                            .filter(|&j| j != r)
                            .map(|j| segment(len, n, j).len())
                            .sum::<usize>();
                    assert_eq!(*sent as usize, 2 * mine, "{wire:?} n {n} rank {r}");
                }
                for j in 0..n {
                    for k in segment(len, n, j) {
                        let mut acc = ins[(j + 1) % n][k];
                        for s in 2..=n {
                            acc = wire.round(acc + ins[(j + s) % n][k]);
                        }
                        assert_eq!(out[0].0[k], acc, "{wire:?} n {n} element {k}");
                        if n == 2 {
                            assert_eq!(acc, wire.round(ins[0][k] + ins[1][k]));
                        }
                    }
                }
            }
        }
    }
}

/// A packed AllGather ([`Packing`]): a bucket of an f32 weight between two
/// bf16 and f16 ones (runs cut across by the segments) gathers bit for
/// bit — the 16-bit weights' values are of their type — and each position
/// sends every segment but its right neighbour's at 2 bytes per 16-bit
/// element and 4 per f32 one (offsets counted here element by element).
#[test]
fn packed_all_gather_moves_16_bit_runs_at_2_bytes() {
    for n in [2, 3] {
        let runs = [
            (7, Wire::BF16),
            (5, Wire::F32),
            (9, Wire::F16),
            (4, Wire::BF16),
        ];
        let pack = Packing::new(&runs);
        let len: usize = runs.iter().map(|r| r.0).sum();
        assert_eq!(pack.len(), len);
        // Element by element: its wire.
        let wire_of: Vec<Wire> = runs
            .iter()
            .flat_map(|&(k, w)| std::iter::repeat_n(w, k))
            .collect();
        let at = |i: usize| -> usize { wire_of[..i].iter().map(|w| w.size()).sum() };
        assert_eq!(pack.bytes(), at(len));
        for i in 0..=len {
            assert_eq!(pack.offset(i), at(i), "element {i}");
        }
        let want: Vec<f32> = (0..len)
            .map(|i| wire_of[i].round(input(0, len)[i] * 3.7))
            .collect();
        let g = Group::new((0..n).collect());
        let out = on_mesh(n, |t| {
            let r = t.rank();
            let seg = segment(len, n, r);
            // Only the own segment is known before the gather.
            let mut w = vec![0f32; len];
            w[seg.clone()].copy_from_slice(&want[seg.clone()]);
            let mine = pack.encode(&w, seg);
            let ranges: Vec<_> = (0..n)
                .map(|p| pack.byte_range(segment(len, n, p)))
                .collect();
            let mut buf = vec![0u8; pack.bytes()];
            let before = t.bytes_sent();
            ring::all_gather_ranges(t, &g, 1, &mine, &ranges, &mut buf).unwrap();
            pack.decode_into(&buf, &mut w);
            (w, t.bytes_sent() - before)
        });
        for (r, (w, sent)) in out.iter().enumerate() {
            assert_eq!(
                w.iter().map(|x| x.to_bits()).collect::<Vec<_>>(),
                want.iter().map(|x| x.to_bits()).collect::<Vec<_>>(),
                "n {n} rank {r}"
            );
            let mine: usize = (0..n)
                .filter(|&j| j != (r + 1) % n)
                .map(|j| {
                    let s = segment(len, n, j);
                    at(s.end) - at(s.start)
                })
                .sum();
            assert_eq!(*sent as usize, mine, "n {n} rank {r}");
        }
    }
}
