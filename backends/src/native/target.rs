//! The processor cpu stage code is generated for: its vector ISA (f32
//! lanes per register, how many registers) and its per-core data caches,
//! which the schedules (`mlir::schedule`) size their register and cache
//! blocks by, as IREE's LLVMCPU pipelines pick tile sizes per target
//! (`getVectorSize`, the target's cache sizes).
//!
//! Establishes: [`CpuTarget::host`] describes the processor this process
//! runs on (x86-64: AVX-512 if `avx512f`, else AVX2 if `avx2` + `fma`, else
//! SSE; aarch64: NEON; caches from Linux's sysfs, or typical sizes), read
//! once. The code is compiled for the host (LLVM's host CPU and features,
//! as MLIR's `ExecutionEngine` does), so a schedule for another target
//! still runs, only slower — the tests use that to check every target's
//! schedule here — unless [`CpuTarget::machine`] names an x86-64
//! microarchitecture level ([`Machine`]; `HETC_CPU_TARGET=x86-64-v3`): then
//! every function carries that level's `target-cpu` and `target-features`
//! (what `clang -march=x86-64-v3` gives them), LLVM emits only its
//! instructions, and a bundle's objects run on every processor of that
//! level (an AVX-512 login node compiling for AVX2 compute nodes).
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

/// What LLVM generates the code for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Machine {
    /// The processor compiling it (its CPU name and every feature).
    Host,
    /// x86-64-v3: AVX2, FMA, F16C, BMI1/2, LZCNT, MOVBE (Intel since
    /// Haswell, AMD since Zen 1).
    X86_64V3,
    /// x86-64-v4: v3 and AVX-512 F, BW, CD, DQ, VL (Intel since Skylake-SP,
    /// AMD since Zen 4).
    X86_64V4,
}

/// The environment variable that sets the [`Machine`] of the code
/// ([`CpuTarget::selected`]): `host` (unset), `x86-64-v3` or `x86-64-v4`.
pub const TARGET_VAR: &str = "HETC_CPU_TARGET";

/// `/proc/cpuinfo` flags of x86-64-v3 (v2's SSE3…POPCNT and v3's own).
const V3_FLAGS: &[&str] = &[
    "pni", "ssse3", "sse4_1", "sse4_2", "popcnt", "avx", "avx2", "fma", "f16c", "bmi1", "bmi2",
    "abm", "movbe",
];

/// What x86-64-v4 adds to v3.
const V4_FLAGS: &[&str] = &["avx512f", "avx512dq", "avx512cd", "avx512bw", "avx512vl"];

impl Machine {
    /// `host`, `x86-64-v3` or `x86-64-v4` (what [`TARGET_VAR`] takes).
    pub fn parse(s: &str) -> Result<Machine, String> {
        match s.trim() {
            "" | "host" | "native" => Ok(Machine::Host),
            "x86-64-v3" | "avx2" => Ok(Machine::X86_64V3),
            "x86-64-v4" | "avx512" => Ok(Machine::X86_64V4),
            other => Err(format!(
                "{other:?} is not a cpu target: expected host, x86-64-v3 (AVX2 + FMA) or x86-64-v4 (AVX-512)"
            )),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Machine::Host => "host",
            Machine::X86_64V3 => "x86-64-v3",
            Machine::X86_64V4 => "x86-64-v4",
        }
    }

    /// The vector ISA the schedules size their blocks for.
    fn isa(self) -> Option<Isa> {
        match self {
            Machine::Host => None,
            Machine::X86_64V3 => Some(Isa::Avx2),
            Machine::X86_64V4 => Some(Isa::Avx512),
        }
    }

    /// The `/proc/cpuinfo` flags a processor needs to run the code, in the
    /// order `native::object` lists extensions; `None`: the host's.
    pub fn flags(self) -> Option<Vec<&'static str>> {
        match self {
            Machine::Host => None,
            Machine::X86_64V3 => Some(V3_FLAGS.to_vec()),
            Machine::X86_64V4 => Some(V3_FLAGS.iter().chain(V4_FLAGS).copied().collect()),
        }
    }

    /// LLVM's function attributes for the code: `target-cpu`, its
    /// `target-features` (which replace the JIT's host features) and
    /// any others; `None` for the host.
    pub fn llvm_attributes(self) -> Option<(&'static str, &'static [&'static str], &'static str)> {
        match self {
            Machine::Host => None,
            Machine::X86_64V3 => Some(("x86-64-v3", &["+avx2", "+fma"], "")),
            // The generic v4 tuning (Skylake-SP's) prefers 256-bit vectors
            // in LLVM's own vectorizers; the schedules' explicit 16-lane ops
            // keep zmm registers either way (checked with llc), and the
            // rest of the code is asked for the same width.
            Machine::X86_64V4 => Some((
                "x86-64-v4",
                &[
                    "+avx512f",
                    "+avx512bw",
                    "+avx512cd",
                    "+avx512dq",
                    "+avx512vl",
                ],
                "512",
            )),
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
    /// What LLVM generates the code for.
    pub machine: Machine,
}

impl CpuTarget {
    /// A target of `isa` with typical caches (32 KiB L1d, 1 MiB L2).
    pub fn of(isa: Isa) -> CpuTarget {
        CpuTarget {
            isa,
            l1d: 32 << 10,
            l2: 1 << 20,
            machine: Machine::Host,
        }
    }

    /// Code for `machine` with this host's caches; an error where this
    /// host cannot generate it (not x86-64).
    pub fn for_machine(machine: Machine) -> Result<CpuTarget, String> {
        let Some(isa) = machine.isa() else {
            return Ok(CpuTarget::host().clone());
        };
        if std::env::consts::ARCH != "x86_64" {
            return Err(format!(
                "cpu target {} is x86-64 code; this host is {} (cross-compiling to another architecture is not supported)",
                machine.name(),
                std::env::consts::ARCH
            ));
        }
        Ok(CpuTarget {
            isa,
            machine,
            ..CpuTarget::host().clone()
        })
    }

    /// The target [`TARGET_VAR`] asks for (unset: the host); anything else
    /// is an error naming the variable and what it takes.
    pub fn from_env() -> Result<CpuTarget, String> {
        match std::env::var(TARGET_VAR) {
            Err(std::env::VarError::NotPresent) => Ok(CpuTarget::host().clone()),
            Ok(v) => Machine::parse(&v)
                .and_then(CpuTarget::for_machine)
                .map_err(|e| format!("{TARGET_VAR}={v:?}: {e}")),
            Err(e) => Err(format!("{TARGET_VAR}: {e}")),
        }
    }

    /// The target code is compiled for: [`CpuTarget::from_env`], read once
    /// (the command line checks it first; a library caller with a bad value
    /// gets the host, with a warning).
    pub fn selected() -> &'static CpuTarget {
        static SELECTED: OnceLock<CpuTarget> = OnceLock::new();
        SELECTED.get_or_init(|| {
            CpuTarget::from_env().unwrap_or_else(|e| {
                eprintln!("warning: {e}; compiling for this host");
                CpuTarget::host().clone()
            })
        })
    }

    /// The extensions the code needs that this processor lacks
    /// (`/proc/cpuinfo` names): code for such a target can go into a
    /// bundle but cannot run here.
    pub fn lacking_here(&self) -> Vec<&'static str> {
        let have = crate::native::object::host_isa();
        self.machine
            .flags()
            .unwrap_or_default()
            .into_iter()
            .filter(|f| !have.iter().any(|h| h == f))
            .collect()
    }

    /// An error where this host cannot run code for the target.
    pub fn check_runs_here(&self, stage: &str) -> Result<(), String> {
        let lack = self.lacking_here();
        if lack.is_empty() {
            return Ok(());
        }
        Err(format!(
            "stage {stage}: code for cpu target {} needs {}, which this processor lacks: it can only go into a bundle (`hetc compile --emit bundle`) for hosts that have them; unset {TARGET_VAR} to run here",
            self.machine.name(),
            lack.join(", ")
        ))
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
        )?;
        if self.machine != Machine::Host {
            write!(f, ", code for {}", self.machine.name())?;
        }
        Ok(())
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
    fn cpu_targets_parse_and_name_their_extensions() {
        assert_eq!(Machine::parse("x86-64-v3"), Ok(Machine::X86_64V3));
        assert_eq!(Machine::parse(" host "), Ok(Machine::Host));
        let e = Machine::parse("haswell").unwrap_err();
        assert!(e.contains("\"haswell\"") && e.contains("x86-64-v3"), "{e}");
        let v4 = Machine::X86_64V4.flags().unwrap();
        assert!(v4.contains(&"avx2") && v4.contains(&"avx512vl") && !v4.contains(&"amx_tile"));
        assert!(!Machine::X86_64V3.flags().unwrap().contains(&"avx512f"));
        // Every flag is one `native::object` records (the bundle check
        // compares exactly those).
        let known = crate::native::object::ISA_FLAGS;
        assert!(v4.iter().all(|f| known.contains(f)), "{v4:?}");
        #[cfg(target_arch = "x86_64")]
        {
            let t = CpuTarget::for_machine(Machine::X86_64V3).unwrap();
            assert_eq!((t.isa, t.l2), (Isa::Avx2, CpuTarget::host().l2));
            assert!(t.to_string().ends_with("code for x86-64-v3"), "{t}");
        }
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
