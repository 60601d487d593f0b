//! The example cluster specs load, and carry the papers' numbers.

use crate::common::cluster;
use hetc_ir::{Cluster, DType};

fn load(name: &str) -> Cluster {
    let text = std::fs::read_to_string(cluster(name)).unwrap();
    Cluster::from_toml(&text).unwrap_or_else(|e| panic!("{name}: {e}"))
}

#[test]
fn every_example_cluster_is_valid() {
    let dir = crate::common::root().join("examples/clusters");
    let mut n = 0;
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    names.sort();
    for p in names {
        if p.extension().is_some_and(|e| e == "toml") {
            load(p.file_name().unwrap().to_str().unwrap());
            n += 1;
        }
    }
    assert!(n >= 8, "{n} cluster specs");
}

#[test]
fn hapt_table_2_numbers() {
    let c = load("hapt-a100-v100.toml");
    let devices: Vec<(String, u32)> = c
        .meshes
        .keys()
        .map(|m| (c.meshes[m].name.clone(), c.mesh_devices(m)))
        .collect();
    assert_eq!(devices, vec![("a100".into(), 32), ("v100".into(), 32)]);
    let a100 = &c.chips[c.meshes[c.mesh_by_name("a100").unwrap()].chip];
    let v100 = &c.chips[c.meshes[c.mesh_by_name("v100").unwrap()].chip];
    // HAPT table 2: 312 vs 125 TFLOP/S, 40 vs 32 GB.
    assert_eq!(a100.peak_flops(DType::F16), 312e12);
    assert_eq!(v100.peak_flops(DType::F16), 125e12);
    assert_eq!((a100.memory_gib, v100.memory_gib), (40.0, 32.0));
    // Cross-cluster link inside table 2's 1–10 Gbps range.
    let link = &c.links[0];
    assert!((1.0..=10.0).contains(&link.gbit_s));
}

#[test]
fn hapt_case_study_v100_share_is_about_16_8_percent() {
    // HAPT table 1: mesh_V100(1,2) holds 16.8% of the cluster's peak FLOP/s.
    let c = load("hapt-case-study.toml");
    let total: f64 = c
        .meshes
        .keys()
        .map(|m| c.mesh_devices(m) as f64 * c.chips[c.meshes[m].chip].peak_flops(DType::F16))
        .sum();
    let v = c.mesh_by_name("v100").unwrap();
    let share = c.mesh_devices(v) as f64 * c.chips[c.meshes[v].chip].peak_flops(DType::F16) / total;
    assert!((share - 0.168).abs() < 0.002, "{share}");
}

#[test]
fn h2_chips_lie_inside_table_5_ranges() {
    // H2 table 5, relative to A100's 312 TFLOPS FP16: A, B in (0.5, 1.0), C in
    // (0, 0.5), D in (1.5, 2.0); memory 96/64/32/32 GB; 16/8/16/8 per node.
    let c = load("h2-exp-b.toml");
    let want = [
        ("A", 0.5, 1.0, 96.0, 16),
        ("B", 0.5, 1.0, 64.0, 8),
        ("C", 0.0, 0.5, 32.0, 16),
        ("D", 1.5, 2.0, 32.0, 8),
    ];
    for (suffix, lo, hi, mem, per_node) in want {
        let chip = c
            .chips
            .values()
            .find(|ch| ch.name.ends_with(suffix))
            .unwrap_or_else(|| panic!("chip {suffix}"));
        let rel = chip.peak_flops(DType::F16) / 312e12;
        assert!(rel > lo && rel < hi, "chip {suffix}: {rel}");
        assert_eq!(chip.memory_gib, mem, "chip {suffix}");
        assert_eq!(chip.devices_per_node, per_node, "chip {suffix}");
    }
    // Exp-C: chip A ×384 + chip B ×1024 (table 7).
    let c = load("h2-exp-c.toml");
    let mut counts: Vec<u64> = c.devices_per_chip().values().copied().collect();
    counts.sort();
    assert_eq!(counts, vec![384, 1024]);
}
