//! The cluster model: chip types, meshes of nodes, links between meshes.
//!
//! Read from TOML ([`Cluster::from_toml`]); every number a planner uses comes
//! from here. Units are in the field names: `_gib` (2^30 bytes), `_gb_s`
//! (10^9 bytes/s), `_gbit_s` (10^9 bits/s), `_us` (microseconds), `_tflops`
//! (10^12 FLOP/s). Validation rejects specs a planner cannot use and says which
//! entry is wrong.

use crate::entities::{ChipTypeId, MeshId};
use crate::types::DType;
use cranelift_entity::PrimaryMap;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A cluster spec that cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum ClusterError {
    #[error("cluster spec is not valid TOML: {0}")]
    Toml(String),
    #[error("cluster spec: {entry}: {message}")]
    Invalid { entry: String, message: String },
}

fn invalid(entry: impl Into<String>, message: impl Into<String>) -> ClusterError {
    ClusterError::Invalid {
        entry: entry.into(),
        message: message.into(),
    }
}

/// How bytes cross a link.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum TransportKind {
    /// RDMA (InfiniBand / RoCE), device-direct where possible.
    Rdma,
    /// TCP sockets, CPU-mediated.
    #[default]
    Tcp,
}

/// Peak dense throughput per element type.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct PeakTflops {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub f16: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bf16: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub f32: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub f64: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub i8: Option<f64>,
}

/// One kind of accelerator.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChipType {
    pub name: String,
    /// `nvidia`, `amd`, `cpu`, or another vendor name (backends decide what
    /// they support).
    pub vendor: String,
    pub peak_tflops: PeakTflops,
    pub memory_gib: f64,
    /// HBM bandwidth.
    pub hbm_gb_s: f64,
    /// Fraction of peak that dense kernels achieve (0 < e ≤ 1).
    pub efficiency: f64,
    pub devices_per_node: u32,
    /// Intra-node (NVLink / xGMI / PCIe) bandwidth per device.
    pub intra_node_gb_s: f64,
    /// Largest TP degree kept inside a node / NUMA domain (power of two).
    pub tp_limit: u32,
    pub nics_per_node: u32,
    /// Bandwidth of one NIC.
    pub nic_gbit_s: f64,
}

impl ChipType {
    /// Peak FLOP/s for `dtype` (f16 falls back to bf16 and vice versa; f32
    /// falls back to half the f16 rate — documented as an assumption in specs
    /// that omit it).
    pub fn peak_flops(&self, dtype: DType) -> f64 {
        let p = &self.peak_tflops;
        let t = match dtype {
            DType::F16 => p.f16.or(p.bf16),
            DType::BF16 => p.bf16.or(p.f16),
            DType::F32 => p.f32.or(p.f16.or(p.bf16).map(|x| x / 2.0)),
            DType::F64 => p.f64.or(p.f32),
            _ => p.i8.or(p.f16),
        };
        t.unwrap_or(0.0) * 1e12
    }

    /// Achievable FLOP/s for `dtype`.
    pub fn effective_flops(&self, dtype: DType) -> f64 {
        self.peak_flops(dtype) * self.efficiency
    }

    pub fn memory_bytes(&self) -> f64 {
        self.memory_gib * (1u64 << 30) as f64
    }

    /// Network bandwidth available to one device for inter-node traffic, bytes/s.
    pub fn nic_bytes_per_device(&self) -> f64 {
        self.nics_per_node as f64 * self.nic_gbit_s * 1e9
            / 8.0
            / self.devices_per_node.max(1) as f64
    }
}

/// Nodes of one chip type, with a fast network among them.
#[derive(Clone, PartialEq, Debug)]
pub struct Mesh {
    pub name: String,
    pub chip: ChipTypeId,
    pub nodes: u32,
}

/// A link between two meshes.
#[derive(Clone, PartialEq, Debug)]
pub struct Link {
    pub a: MeshId,
    pub b: MeshId,
    /// Aggregate bandwidth between the two meshes.
    pub gbit_s: f64,
    pub latency_us: f64,
    pub transport: TransportKind,
}

impl Link {
    pub fn bytes_per_s(&self) -> f64 {
        self.gbit_s * 1e9 / 8.0
    }
}

/// A validated cluster.
#[derive(Clone, PartialEq, Debug)]
pub struct Cluster {
    pub name: String,
    pub description: String,
    pub chips: PrimaryMap<ChipTypeId, ChipType>,
    pub meshes: PrimaryMap<MeshId, Mesh>,
    pub links: Vec<Link>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCluster {
    name: String,
    #[serde(default)]
    description: String,
    #[serde(default, rename = "chip")]
    chips: Vec<ChipType>,
    #[serde(default, rename = "mesh")]
    meshes: Vec<RawMesh>,
    #[serde(default, rename = "link")]
    links: Vec<RawLink>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawMesh {
    name: String,
    chip: String,
    nodes: u32,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawLink {
    between: [String; 2],
    gbit_s: f64,
    #[serde(default)]
    latency_us: f64,
    #[serde(default)]
    transport: TransportKind,
}

impl Cluster {
    /// Parse and validate a TOML cluster spec.
    pub fn from_toml(text: &str) -> Result<Cluster, ClusterError> {
        let raw: RawCluster =
            toml::from_str(text).map_err(|e| ClusterError::Toml(e.to_string()))?;
        let mut chips = PrimaryMap::new();
        let mut chip_ids = BTreeMap::new();
        for c in raw.chips {
            let entry = format!("chip {:?}", c.name);
            if chip_ids.contains_key(&c.name) {
                return Err(invalid(entry, "is defined twice"));
            }
            validate_chip(&c).map_err(|m| invalid(&entry, m))?;
            chip_ids.insert(c.name.clone(), chips.push(c));
        }
        if raw.meshes.is_empty() {
            return Err(invalid(
                "cluster",
                "has no [[mesh]] entries: there are no devices to plan on",
            ));
        }
        let mut meshes = PrimaryMap::new();
        let mut mesh_ids = BTreeMap::new();
        for m in raw.meshes {
            let entry = format!("mesh {:?}", m.name);
            if mesh_ids.contains_key(&m.name) {
                return Err(invalid(entry, "is defined twice"));
            }
            let Some(&chip) = chip_ids.get(&m.chip) else {
                let known: Vec<_> = chip_ids.keys().cloned().collect();
                return Err(invalid(
                    entry,
                    format!(
                        "uses unknown chip {:?} (known: {})",
                        m.chip,
                        known.join(", ")
                    ),
                ));
            };
            if m.nodes == 0 {
                return Err(invalid(entry, "has zero nodes, so zero devices"));
            }
            mesh_ids.insert(
                m.name.clone(),
                meshes.push(Mesh {
                    name: m.name,
                    chip,
                    nodes: m.nodes,
                }),
            );
        }
        let mut links = Vec::new();
        for l in raw.links {
            let entry = format!("link {:?} <-> {:?}", l.between[0], l.between[1]);
            let lookup = |n: &String| {
                mesh_ids.get(n).copied().ok_or_else(|| {
                    let known: Vec<_> = mesh_ids.keys().cloned().collect();
                    invalid(
                        &entry,
                        format!("names unknown mesh {n:?} (known: {})", known.join(", ")),
                    )
                })
            };
            let (a, b) = (lookup(&l.between[0])?, lookup(&l.between[1])?);
            if a == b {
                return Err(invalid(
                    entry,
                    "connects a mesh to itself; intra-mesh bandwidth comes from the chip's NICs",
                ));
            }
            if !(l.gbit_s.is_finite() && l.gbit_s > 0.0) {
                return Err(invalid(
                    entry,
                    format!("gbit_s must be positive, is {}", l.gbit_s),
                ));
            }
            if !(l.latency_us.is_finite() && l.latency_us >= 0.0) {
                return Err(invalid(
                    entry,
                    format!("latency_us must be ≥ 0, is {}", l.latency_us),
                ));
            }
            if links
                .iter()
                .any(|x: &Link| (x.a, x.b) == (a, b) || (x.a, x.b) == (b, a))
            {
                return Err(invalid(entry, "is defined twice"));
            }
            links.push(Link {
                a,
                b,
                gbit_s: l.gbit_s,
                latency_us: l.latency_us,
                transport: l.transport,
            });
        }
        Ok(Cluster {
            name: raw.name,
            description: raw.description,
            chips,
            meshes,
            links,
        })
    }

    /// Devices in a mesh.
    pub fn mesh_devices(&self, m: MeshId) -> u32 {
        let mesh = &self.meshes[m];
        mesh.nodes * self.chips[mesh.chip].devices_per_node
    }

    /// All devices of the cluster.
    pub fn total_devices(&self) -> u64 {
        self.meshes
            .keys()
            .map(|m| self.mesh_devices(m) as u64)
            .sum()
    }

    /// The link between two different meshes, if any.
    pub fn link(&self, a: MeshId, b: MeshId) -> Option<&Link> {
        self.links
            .iter()
            .find(|l| (l.a, l.b) == (a, b) || (l.a, l.b) == (b, a))
    }

    pub fn mesh_by_name(&self, name: &str) -> Option<MeshId> {
        self.meshes
            .iter()
            .find(|(_, m)| m.name == name)
            .map(|(id, _)| id)
    }

    /// Devices per chip type, summed over meshes.
    pub fn devices_per_chip(&self) -> BTreeMap<ChipTypeId, u64> {
        let mut out = BTreeMap::new();
        for m in self.meshes.keys() {
            *out.entry(self.meshes[m].chip).or_default() += self.mesh_devices(m) as u64;
        }
        out
    }
}

fn validate_chip(c: &ChipType) -> Result<(), String> {
    let pos = |v: f64, what: &str| {
        if v.is_finite() && v > 0.0 {
            Ok(())
        } else {
            Err(format!("{what} must be positive, is {v}"))
        }
    };
    if c.devices_per_node == 0 {
        return Err("devices_per_node is 0: a node without devices".into());
    }
    if !c.tp_limit.is_power_of_two() {
        return Err(format!(
            "tp_limit must be a power of two (1, 2, 4, 8, …), is {}",
            c.tp_limit
        ));
    }
    if c.tp_limit > c.devices_per_node {
        return Err(format!(
            "tp_limit {} exceeds devices_per_node {}",
            c.tp_limit, c.devices_per_node
        ));
    }
    pos(c.memory_gib, "memory_gib")?;
    pos(c.hbm_gb_s, "hbm_gb_s")?;
    pos(c.intra_node_gb_s, "intra_node_gb_s")?;
    pos(c.nic_gbit_s, "nic_gbit_s")?;
    if c.nics_per_node == 0 {
        return Err("nics_per_node is 0".into());
    }
    if !(c.efficiency > 0.0 && c.efficiency <= 1.0) {
        return Err(format!("efficiency must be in (0, 1], is {}", c.efficiency));
    }
    let p = &c.peak_tflops;
    let any = [p.f16, p.bf16, p.f32, p.f64, p.i8];
    if any.iter().all(|x| x.is_none()) {
        return Err("peak_tflops gives no element type".into());
    }
    for v in any.into_iter().flatten() {
        pos(v, "peak_tflops entry")?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD: &str = r#"
name = "t"
[[chip]]
name = "X"
vendor = "nvidia"
peak_tflops = { f16 = 100.0 }
memory_gib = 32.0
hbm_gb_s = 900.0
efficiency = 0.5
devices_per_node = 8
intra_node_gb_s = 150.0
tp_limit = 8
nics_per_node = 4
nic_gbit_s = 200.0
[[mesh]]
name = "m0"
chip = "X"
nodes = 2
[[mesh]]
name = "m1"
chip = "X"
nodes = 1
[[link]]
between = ["m0", "m1"]
gbit_s = 10.0
"#;

    #[test]
    fn parses_a_good_spec() {
        let c = Cluster::from_toml(GOOD).unwrap();
        assert_eq!(c.total_devices(), 24);
        let l = c.link(MeshId::from_u32(1), MeshId::from_u32(0)).unwrap();
        assert_eq!(l.bytes_per_s(), 1.25e9);
        // 4 NICs × 200 Gbit/s shared by 8 devices = 12.5 GB/s each.
        assert_eq!(
            c.chips[ChipTypeId::from_u32(0)].nic_bytes_per_device(),
            12.5e9
        );
    }

    fn err_of(text: &str) -> String {
        Cluster::from_toml(text).unwrap_err().to_string()
    }

    #[test]
    fn rejects_bad_specs_naming_the_entry() {
        let e = err_of(&GOOD.replace("devices_per_node = 8", "devices_per_node = 0"));
        assert!(
            e.contains("chip \"X\"") && e.contains("devices_per_node is 0"),
            "{e}"
        );
        let e = err_of(&GOOD.replace("tp_limit = 8", "tp_limit = 6"));
        assert!(e.contains("power of two") && e.contains("6"), "{e}");
        let e = err_of(&GOOD.replace("between = [\"m0\", \"m1\"]", "between = [\"m0\", \"m9\"]"));
        assert!(e.contains("unknown mesh \"m9\""), "{e}");
        let e = err_of(&GOOD.replace("nodes = 1", "nodes = 0"));
        assert!(e.contains("mesh \"m1\"") && e.contains("zero"), "{e}");
        let e = err_of(&GOOD.replace("chip = \"X\"\nnodes = 1", "chip = \"Y\"\nnodes = 1"));
        assert!(e.contains("unknown chip \"Y\""), "{e}");
        let e = err_of("name = 3");
        assert!(e.contains("not valid TOML"), "{e}");
    }
}
