//! Cpu stage code as shared objects: loading one ([`load`]), and what a
//! bundle records beside each ([`ObjectInfo`]) so that a runtime without
//! the compiler can check and call it ([`BundleObject`]).
//!
//! A bundle's cpu segment is `<base>.so` — position-independent code
//! linked with a small shim that forwards its allocation calls to the
//! runtime's workspace and provides `memrefCopy`, so it needs nothing but
//! libc and libm (and LLVM's libomp for code compiled for several threads)
//! — and `<base>.json`. Before a rank runs it, [`BundleObject::check`]
//! compares the description with the rank's graph (the segment's
//! fingerprint and calling convention) and with this host (architecture
//! and the vector extensions the code was compiled with); a mismatch is an
//! error naming the file and what differs.

use super::abi::StageAbi;
use super::{err, R};
use hetc_ir::{Graph, ValueDef};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};

/// The packed entry point `_mlir__mlir_ciface_main(void **args)`: one
/// pointer per argument (what MLIR's `ExecutionEngine::invokePacked`
/// calls).
pub(crate) type Packed = unsafe extern "C" fn(*mut *mut ());

/// The packed entry point's symbol.
pub(crate) const MAIN: &str = "_mlir__mlir_ciface_main";

type SetAllocator =
    unsafe extern "C" fn(unsafe extern "C" fn(u64) -> *mut u8, unsafe extern "C" fn(*mut u8));

/// A shared object of stage code, loaded.
pub struct Loaded {
    lib: libloading::Library,
    main: Packed,
}

impl Loaded {
    pub(crate) fn main(&self) -> Packed {
        self.main
    }

    /// A symbol of the object or a library it depends on (libomp's
    /// `kmp_set_blocktime`), or null.
    pub(crate) fn lookup(&self, name: &str) -> *mut () {
        // SAFETY: the symbol is only read as an address here; the caller
        // casts it to the type the symbol is known to have.
        unsafe {
            self.lib
                .get::<*mut ()>(name.as_bytes())
                .map(|s| *s)
                .unwrap_or(std::ptr::null_mut())
        }
    }
}

/// `dlopen` a stage's shared object and set its allocator to the
/// workspace.
pub fn load(so: &Path) -> R<Loaded> {
    use libloading::os::unix::{Library, RTLD_LOCAL, RTLD_NOW};
    let fail = |e: libloading::Error| err(format!("{}: {e}", so.display()));
    // SAFETY: the library is cpu stage code hetc linked (a bundle's, checked
    // by the caller against its description, or the compile cache's, named
    // by the hash of what it computes); it has no initializers.
    let lib: libloading::Library = unsafe { Library::open(Some(so), RTLD_NOW | RTLD_LOCAL) }
        .map_err(fail)?
        .into();
    // SAFETY: the symbols have the C types of the shim and of the packed
    // interface MLIR's execution engine generates.
    let (main, set) = unsafe {
        let main = *lib.get::<Packed>(MAIN.as_bytes()).map_err(fail)?;
        let set = *lib
            .get::<SetAllocator>(b"hetc_set_allocator")
            .map_err(fail)?;
        (main, set)
    };
    // SAFETY: the workspace's functions have the shim's signatures and
    // live for the whole program.
    unsafe {
        set(
            super::workspace::workspace_alloc,
            super::workspace::workspace_free,
        )
    };
    Ok(Loaded { lib, main })
}

/// The `format` of an [`ObjectInfo`].
pub const OBJECT_FORMAT: &str = "hetc-cpu-object-2";

/// What a bundle records beside a cpu shared object (`<base>.json`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ObjectInfo {
    /// [`OBJECT_FORMAT`].
    pub format: String,
    /// The compile cache key of the same code (the compiler's).
    pub key: String,
    /// The compiler's build (`HETC_BACKENDS_BUILD`).
    pub compiler: String,
    /// The architecture (`x86_64`, `aarch64`).
    pub arch: String,
    /// The processor the code was compiled on and for (its model name).
    pub host: String,
    /// The vector and bit-manipulation extensions of that processor the
    /// code may use (`/proc/cpuinfo` flag names): a host without one of
    /// them cannot run it.
    pub isa: Vec<String>,
    /// Threads of its parallel loops (1: no OpenMP).
    pub threads: usize,
    /// [`fingerprint`] of the graph it computes.
    pub segment: String,
    /// How many structured ops the schedules vectorized, ran on several
    /// threads, left scalar.
    pub vectorized: usize,
    pub parallel: usize,
    pub scalar: usize,
    /// How to call it.
    pub abi: StageAbi,
}

/// The identity of a stage graph's computation: its text (ops, types,
/// attributes, value ids, small constants) and every constant's data —
/// not its weights' data, which are arguments of the code.
pub fn fingerprint(g: &Graph) -> String {
    let mut h = Sha256::new();
    let text = hetc_ir::print_graph(g);
    h.update((text.len() as u64).to_le_bytes());
    h.update(text.as_bytes());
    for (v, d) in g.values.iter() {
        if let (ValueDef::Const, Some(x)) = (&d.def, g.data.get(&v)) {
            h.update(v.as_u32().to_le_bytes());
            h.update((x.bytes.len() as u64).to_le_bytes());
            h.update(&x.bytes[..]);
        }
    }
    hex(&h.finalize())
}

pub(crate) fn hex(b: &[u8]) -> String {
    b.iter().map(|b| format!("{b:02x}")).collect()
}

/// The processor's `/proc/cpuinfo` fields, read once.
struct Cpu {
    #[cfg_attr(not(feature = "mlir"), allow(dead_code))]
    vendor: String,
    model: String,
    flags: Vec<String>,
}

fn cpu() -> &'static Cpu {
    static CPU: std::sync::OnceLock<Cpu> = std::sync::OnceLock::new();
    CPU.get_or_init(|| {
        let info = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
        let field = |ks: &[&str]| {
            info.lines()
                .find(|l| ks.iter().any(|k| l.starts_with(k)))
                .and_then(|l| l.split_once(':'))
                .map(|(_, v)| v.trim().to_string())
                .unwrap_or_default()
        };
        Cpu {
            vendor: field(&["vendor_id", "CPU implementer"]),
            model: field(&["model name", "CPU part"]),
            flags: field(&["flags", "Features"])
                .split_whitespace()
                .map(str::to_string)
                .collect(),
        }
    })
}

/// The host processor LLVM compiles for: architecture, vendor, model and
/// every feature flag (what the compile cache's key holds).
#[cfg(feature = "mlir")]
pub(crate) fn host_cpu() -> &'static str {
    static HOST: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    HOST.get_or_init(|| {
        let c = cpu();
        format!(
            "{} | {} | {} | {}",
            std::env::consts::ARCH,
            c.vendor,
            c.model,
            c.flags.join(" ")
        )
    })
}

/// The `/proc/cpuinfo` flags that name instructions LLVM may emit for the
/// host (x86-64's SSE…AVX-512/AMX and bit-manipulation extensions,
/// aarch64's SIMD ones).
pub(crate) const ISA_FLAGS: &[&str] = &[
    "pni",
    "ssse3",
    "sse4_1",
    "sse4_2",
    "popcnt",
    "avx",
    "avx2",
    "fma",
    "f16c",
    "bmi1",
    "bmi2",
    "abm",
    "movbe",
    "adx",
    "avx512f",
    "avx512dq",
    "avx512cd",
    "avx512bw",
    "avx512vl",
    "avx512ifma",
    "avx512vbmi",
    "avx512_vbmi2",
    "avx512_vnni",
    "avx512_bitalg",
    "avx512_vpopcntdq",
    "avx512_bf16",
    "avx512_fp16",
    "avx_vnni",
    "gfni",
    "vaes",
    "vpclmulqdq",
    "amx_tile",
    "amx_bf16",
    "amx_int8",
    "asimd",
    "asimdhp",
    "asimddp",
    "fphp",
    "sve",
    "sve2",
    "bf16",
    "i8mm",
];

/// This host's [`ISA_FLAGS`], in that order.
pub fn host_isa() -> Vec<String> {
    let c = cpu();
    ISA_FLAGS
        .iter()
        .filter(|f| c.flags.iter().any(|x| x == *f))
        .map(|f| f.to_string())
        .collect()
}

impl ObjectInfo {
    /// The description of code compiled here for `target` (this host's
    /// architecture and processor, the extensions the target's code may
    /// use: this host's, or those of its x86-64 level) for `g`.
    pub fn new(
        key: &str,
        compiler: &str,
        threads: usize,
        g: &Graph,
        counts: [usize; 3],
        abi: StageAbi,
        target: &super::CpuTarget,
    ) -> ObjectInfo {
        let isa = match target.machine.flags() {
            Some(flags) => flags.into_iter().map(str::to_string).collect(),
            None => host_isa(),
        };
        ObjectInfo {
            format: OBJECT_FORMAT.into(),
            key: key.into(),
            compiler: compiler.into(),
            arch: std::env::consts::ARCH.into(),
            host: cpu().model.clone(),
            isa,
            threads,
            segment: fingerprint(g),
            vectorized: counts[0],
            parallel: counts[1],
            scalar: counts[2],
            abi,
        }
    }

    /// Why this host cannot run the code, if it cannot: another
    /// architecture, or extensions it lacks.
    pub fn host_mismatch(&self) -> Option<String> {
        if self.arch != std::env::consts::ARCH {
            return Some(format!(
                "it was compiled for {}, this host is {}",
                self.arch,
                std::env::consts::ARCH
            ));
        }
        let missing = lacking(&self.isa);
        (!missing.is_empty()).then(|| {
            format!(
                "it was compiled on a {} and uses {}, which this processor ({}) lacks",
                if self.host.is_empty() {
                    "processor"
                } else {
                    &self.host
                },
                missing.join(", "),
                cpu().model
            )
        })
    }
}

/// A bundle's cpu code for one stage graph: `<base>.so` with its
/// `<base>.json`.
#[derive(Clone, Debug)]
pub struct BundleObject {
    /// The shared object.
    pub so: PathBuf,
    /// Its path in the bundle (`stages/0/tp0/seg0.cpu.so`), as errors name
    /// it.
    pub file: String,
    pub info: ObjectInfo,
}

impl BundleObject {
    /// The object `<base>.so` of bundle `dir`: `None` where the bundle has
    /// no such file (a vendor the bundle was not built for); an error
    /// where its description is missing, unreadable or of another format.
    pub fn open(dir: &Path, base: &str) -> R<Option<BundleObject>> {
        let file = format!("{base}.so");
        let json = format!("{base}.json");
        Ok(
            read_described(dir, &file, &json, OBJECT_FORMAT)?.map(|(so, info)| BundleObject {
                so,
                file,
                info,
            }),
        )
    }

    /// Whether this host can run the object for graph `g` (see the module
    /// doc); the error names the file and what differs.
    pub fn check(&self, g: &Graph, stage: &str) -> R<()> {
        let file = &self.file;
        if let Some(why) = self.info.host_mismatch() {
            return Err(err(format!(
                "{file}: {why}; compile the bundle on (or for) this kind of host"
            )));
        }
        check_graph(file, &self.info.segment, &self.info.abi, g, stage)
    }
}

/// A bundle's code file `file` in `dir` with its description `json` of
/// `format`: `None` where there is no such file; an error where the
/// description is missing, unreadable or of another format.
pub(crate) fn read_described<T: serde::de::DeserializeOwned>(
    dir: &Path,
    file: &str,
    json: &str,
    format: &str,
) -> R<Option<(PathBuf, T)>> {
    let path = dir.join(file);
    if !path.is_file() {
        return Ok(None);
    }
    let bytes = std::fs::read(dir.join(json)).map_err(|e| {
        err(format!(
            "{file}: its description {json} cannot be read ({e}); the bundle is incomplete: compile it again"
        ))
    })?;
    let v: serde_json::Value =
        serde_json::from_slice(&bytes).map_err(|e| err(format!("{json}: {e}")))?;
    let found = v.get("format").and_then(|f| f.as_str()).unwrap_or("");
    if found != format {
        return Err(err(format!(
            "{json}: format {found:?}, this runtime reads {format:?}: compile the bundle with this hetc version"
        )));
    }
    let info = serde_json::from_value(v).map_err(|e| err(format!("{json}: {e}")))?;
    Ok(Some((path, info)))
}

/// The extensions of `isa` this processor lacks.
pub(crate) fn lacking(isa: &[String]) -> Vec<&str> {
    let have = host_isa();
    isa.iter()
        .filter(|f| !have.contains(f))
        .map(String::as_str)
        .collect()
}

/// Whether code described by `segment` (a [`fingerprint`]) and `abi` is
/// that of graph `g`; the error names `file` and what differs.
pub(crate) fn check_graph(
    file: &str,
    segment: &str,
    abi: &StageAbi,
    g: &Graph,
    stage: &str,
) -> R<()> {
    if fingerprint(g) != segment {
        return Err(err(format!(
            "{file}: compiled for another graph than stage {stage}'s (fingerprint differs); the bundle's files do not belong together: compile it again"
        )));
    }
    abi.check_graph(g, stage)
        .map_err(|e| err(format!("{file}: {e}")))
}
