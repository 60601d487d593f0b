//! The processor cpu stage code is generated for: its vector ISA (f32
//! lanes per register, how many registers) and its per-core data caches,
//! which the schedules (`mlir::schedule`) size their register and cache
//! blocks by, as IREE's LLVMCPU pipelines pick tile sizes per target
//! (`getVectorSize`, the target's cache sizes).
//!
//! Establishes: [`CpuTarget::host`] describes the processor this process
//! runs on (x86-64: AVX-512 if `avx512f`, else AVX2 if `avx2` + `fma`, else
//! SSE; aarch64: NEON; caches from Linux's sysfs, or typical sizes), read
//! once. The code itself is always compiled for the host (LLVM's host CPU
//! and features, as MLIR's `ExecutionEngine` does), so a schedule for
//! another target still runs, only slower — the tests use that to check
//! every target's schedule here.
//!
//! Why it matters: a register block sized for AVX-512's 32 × 16 lanes
//! needs 48 of AVX2's 16 registers and spills; on an AMD EPYC (Zen 3, AVX2)
//! the 256×768×768 GEMM ran at 26 GFLOP/s with the AVX-512 block and
//! 77 GFLOP/s (84 % of that core's FMA peak) with AVX2's.

use std::sync::OnceLock;

/// A vector instruction set, as far as the schedules care.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Isa {
    /// x86-64 with AVX-512 (16 f32 lanes, 32 registers).
    Avx512,
    /// x86-64 with AVX2 and FMA (8 lanes, 16 registers).
    Avx2,
    /// x86-64 with SSE only (4 lanes, 16 registers).
    Sse,
    /// AArch64 Advanced SIMD (4 lanes, 32 registers).
    Neon,
}

impl Isa {
    pub fn name(self) -> &'static str {
        match self {
            Isa::Avx512 => "avx512",
            Isa::Avx2 => "avx2",
            Isa::Sse => "sse",
            Isa::Neon => "neon",
        }
    }

    /// f32 lanes of one vector register.
    pub fn lanes(self) -> u64 {
        match self {
            Isa::Avx512 => 16,
            Isa::Avx2 => 8,
            Isa::Sse | Isa::Neon => 4,
        }
    }

    /// Architectural vector registers.
    pub fn registers(self) -> u64 {
        match self {
            Isa::Avx512 | Isa::Neon => 32,
            Isa::Avx2 | Isa::Sse => 16,
        }
    }
}

/// The processor a cpu schedule is made for.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct CpuTarget {
    pub isa: Isa,
    /// Level-1 data cache of one core, bytes.
    pub l1d: u64,
    /// Level-2 cache of one core, bytes.
    pub l2: u64,
}

impl CpuTarget {
    /// A target of `isa` with typical caches (32 KiB L1d, 1 MiB L2).
    pub fn of(isa: Isa) -> CpuTarget {
        CpuTarget {
            isa,
            l1d: 32 << 10,
            l2: 1 << 20,
        }
    }

    /// The processor this process runs on (detected once).
    pub fn host() -> &'static CpuTarget {
        static HOST: OnceLock<CpuTarget> = OnceLock::new();
        HOST.get_or_init(|| {
            let mut t = CpuTarget::of(host_isa());
            if let Some(s) = sysfs_cache(1) {
                t.l1d = s;
            }
            if let Some(s) = sysfs_cache(2) {
                t.l2 = s;
            }
            t
        })
    }

    /// f32 lanes of one vector register.
    pub fn lanes(&self) -> u64 {
        self.isa.lanes()
    }

    /// f32 elements the vector register file holds (AVX-512: 512, AVX2
    /// and NEON: 128).
    pub fn register_file(&self) -> u64 {
        self.isa.lanes() * self.isa.registers()
    }
}

impl std::fmt::Display for CpuTarget {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} ({} f32 lanes × {} registers, L1d {} KiB, L2 {} KiB)",
            self.isa.name(),
            self.isa.lanes(),
            self.isa.registers(),
            self.l1d >> 10,
            self.l2 >> 10
        )
    }
}

#[cfg(target_arch = "x86_64")]
fn host_isa() -> Isa {
    if std::arch::is_x86_feature_detected!("avx512f") {
        Isa::Avx512
    } else if std::arch::is_x86_feature_detected!("avx2")
        && std::arch::is_x86_feature_detected!("fma")
    {
        Isa::Avx2
    } else {
        Isa::Sse
    }
}

#[cfg(target_arch = "aarch64")]
fn host_isa() -> Isa {
    Isa::Neon
}

#[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
fn host_isa() -> Isa {
    Isa::Sse
}

/// The size of cpu 0's data (or unified) cache of `level`, from
/// `/sys/devices/system/cpu/cpu0/cache/index*/` (Linux), if it says.
fn sysfs_cache(level: u32) -> Option<u64> {
    let dir = std::path::Path::new("/sys/devices/system/cpu/cpu0/cache");
    for i in 0..8 {
        let d = dir.join(format!("index{i}"));
        let read = |f: &str| std::fs::read_to_string(d.join(f)).ok();
        let Some(l) = read("level") else { break };
        if l.trim().parse::<u32>().ok() != Some(level) {
            continue;
        }
        if !matches!(
            read("type").as_deref().map(str::trim),
            Some("Data" | "Unified")
        ) {
            continue;
        }
        return read("size").and_then(|s| parse_size(s.trim()));
    }
    None
}

/// `32K`, `1024K`, `2M` or a byte count.
fn parse_size(s: &str) -> Option<u64> {
    let (num, unit) = match s.char_indices().find(|(_, c)| !c.is_ascii_digit()) {
        Some((i, _)) => s.split_at(i),
        None => (s, ""),
    };
    let n: u64 = num.parse().ok()?;
    let mult = match unit.trim() {
        "" => 1,
        "K" | "KB" | "KiB" => 1 << 10,
        "M" | "MB" | "MiB" => 1 << 20,
        _ => return None,
    };
    Some(n * mult).filter(|&b| b > 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cache_sizes_parse_as_sysfs_writes_them() {
        assert_eq!(parse_size("32K"), Some(32 << 10));
        assert_eq!(parse_size("1024K"), Some(1 << 20));
        assert_eq!(parse_size("2M"), Some(2 << 20));
        assert_eq!(parse_size("512"), Some(512));
        assert_eq!(parse_size("0K"), None);
        assert_eq!(parse_size("lots"), None);
    }

    #[test]
    fn the_host_has_a_vector_isa() {
        let h = CpuTarget::host();
        assert!(h.lanes() >= 4 && h.l1d >= 4 << 10 && h.l2 >= h.l1d, "{h}");
        #[cfg(target_arch = "x86_64")]
        assert_eq!(
            h.isa == Isa::Avx512,
            std::arch::is_x86_feature_detected!("avx512f")
        );
    }
}
