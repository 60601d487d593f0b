//! The persistent compile cache of cpu stage code: compiled once, loaded
//! by every later process that needs the same code.
//!
//! A [`super::CpuStage`] is keyed by what decides its machine code: the
//! stage's module as lowered (phase 0 of [`super::cpu`], constants
//! included, weights as arguments), the thread count, the schedule's
//! target, the host processor LLVM compiles for, and the compiler's own
//! build ([`COMPILER`]: a hash of this crate's sources and the LLVM
//! version). A miss compiles as before (melior's `ExecutionEngine`, as
//! position-independent code), dumps the object file and links it with
//! `cc` into a shared object beside a small C shim that forwards the
//! code's allocation calls to the workspace; a hit `dlopen`s that shared
//! object, with no MLIR or LLVM work at all. Either way the stage then
//! runs the shared object, so the first run and every later one execute
//! the same code.
//!
//! Where: `$HETC_CACHE_DIR`, else `$XDG_CACHE_HOME/hetc/code`, else
//! `~/.cache/hetc/code`. `HETC_NO_CACHE=1` (the CLI's `--no-cache`) turns
//! it off. Bounded by `HETC_CACHE_MAX_MB` (default 2048): after each store
//! the least recently used entries go until the cache is under the bound.
//!
//! Concurrent processes (the ranks of one job compile the same stages) are
//! safe: one takes the key's file lock and compiles while the others wait,
//! then load what it stored; entries are written under a temporary name and
//! renamed into place, so a reader never sees half a file. A cache that
//! cannot be used (no `cc`, a read-only directory) is reported once on
//! stderr and compiling goes on without it.

use super::target::CpuTarget;
use super::{err, R};
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};

/// The compiler's build: a hash of the backends' sources and the LLVM
/// version they were built against (`build.rs`). Code compiled by another
/// build is never loaded.
pub const COMPILER: &str = env!("HETC_BACKENDS_BUILD");

/// The environment variable naming the cache directory.
pub const DIR_VAR: &str = "HETC_CACHE_DIR";
/// Set (to anything but `0` or the empty string): no cache.
pub const OFF_VAR: &str = "HETC_NO_CACHE";
/// The cache's size bound in MiB.
pub const MAX_VAR: &str = "HETC_CACHE_MAX_MB";

/// The cache directory this process uses, or `None` when it is off.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodeCache {
    dir: PathBuf,
    limit: u64,
}

/// The packed entry point `_mlir__mlir_ciface_main(void **args)`: one
/// pointer per argument (what `ExecutionEngine::invoke_packed("main")`
/// calls).
pub(super) type Packed = unsafe extern "C" fn(*mut *mut ());

/// A shared object of the cache, loaded.
pub(super) struct Loaded {
    lib: libloading::Library,
    main: Packed,
}

impl Loaded {
    pub(super) fn main(&self) -> Packed {
        self.main
    }

    /// A symbol of the object or a library it depends on (libomp's
    /// `kmp_set_blocktime`), or null.
    pub(super) fn lookup(&self, name: &str) -> *mut () {
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

/// The cpu code's allocation calls, forwarded to the functions the loader
/// sets (the workspace's): a shared object cannot name the host binary's
/// symbols, so the shim holds them.
const SHIM: &str = r#"#include <stdint.h>
static void *(*hetc_alloc)(uint64_t);
static void (*hetc_free)(void *);
void hetc_set_allocator(void *(*a)(uint64_t), void (*f)(void *)) { hetc_alloc = a; hetc_free = f; }
void *_mlir_memref_to_llvm_alloc(uint64_t n) { return hetc_alloc(n); }
void _mlir_memref_to_llvm_free(void *p) { hetc_free(p); }
"#;

type SetAllocator =
    unsafe extern "C" fn(unsafe extern "C" fn(u64) -> *mut u8, unsafe extern "C" fn(*mut u8));

pub(super) fn warn_once(m: &str) {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| eprintln!("hetc: warning: compile cache not used: {m}"));
}

impl CodeCache {
    /// The cache the environment asks for: `None` with `HETC_NO_CACHE`, or
    /// where no directory can be named.
    pub fn from_env() -> Option<CodeCache> {
        if std::env::var_os(OFF_VAR).is_some_and(|v| !v.is_empty() && v != "0") {
            return None;
        }
        let dir = match std::env::var_os(DIR_VAR).filter(|d| !d.is_empty()) {
            Some(d) => PathBuf::from(d),
            None => std::env::var_os("XDG_CACHE_HOME")
                .filter(|d| !d.is_empty())
                .map(PathBuf::from)
                .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache")))?
                .join("hetc/code"),
        };
        let limit = std::env::var(MAX_VAR)
            .ok()
            .and_then(|v| v.trim().parse::<u64>().ok())
            .unwrap_or(2048)
            << 20;
        Some(CodeCache { dir, limit })
    }

    /// A cache in `dir` bounded by `limit` bytes.
    pub fn at(dir: impl Into<PathBuf>, limit: u64) -> CodeCache {
        CodeCache {
            dir: dir.into(),
            limit,
        }
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The key of a stage: its lowered module's text and what else decides
    /// its code.
    pub(super) fn key(
        lowered: &str,
        threads: usize,
        target: &CpuTarget,
        workspace: bool,
    ) -> String {
        let mut h = Sha256::new();
        for part in [
            "hetc-cpu-code-1",
            COMPILER,
            host_cpu(),
            &format!("{threads} {target:?} {workspace}"),
            lowered,
        ] {
            h.update((part.len() as u64).to_le_bytes());
            h.update(part.as_bytes());
        }
        h.finalize().iter().map(|b| format!("{b:02x}")).collect()
    }

    fn path(&self, key: &str, ext: &str) -> PathBuf {
        self.dir.join(format!("{key}.{ext}"))
    }

    /// Hold the key's lock (blocking while another process compiles it).
    pub(super) fn lock(&self, key: &str) -> Option<std::fs::File> {
        let go = || -> std::io::Result<std::fs::File> {
            std::fs::create_dir_all(&self.dir)?;
            let f = std::fs::File::create(self.path(key, "lock"))?;
            flock(&f)?;
            Ok(f)
        };
        go().map_err(|e| warn_once(&format!("{}: {e}", self.dir.display())))
            .ok()
    }

    /// The stored code of `key` with its metadata, loaded; `None` on a
    /// miss (or an entry that does not load: it is removed and compiled
    /// again).
    pub(super) fn get(&self, key: &str) -> Option<(Loaded, String)> {
        let so = self.path(key, "so");
        let meta = std::fs::read_to_string(self.path(key, "json")).ok()?;
        match load(&so) {
            Ok(l) => {
                // Least recently used goes first: a hit renews the entry.
                if let Ok(f) = std::fs::File::options().write(true).open(&so) {
                    let _ = f.set_modified(std::time::SystemTime::now());
                }
                Some((l, meta))
            }
            Err(e) => {
                warn_once(&format!("{}: {e}; compiling it again", so.display()));
                let _ = std::fs::remove_file(&so);
                None
            }
        }
    }

    /// The object file stored as `key` beside its shared object
    /// ([`CodeCache::put`]).
    pub(super) fn get_object(&self, key: &str) -> Option<(Vec<u8>, String)> {
        let p = self.path(key, "o");
        let meta = std::fs::read_to_string(self.path(key, "json")).ok()?;
        let bytes = std::fs::read(&p).ok()?;
        if let Ok(f) = std::fs::File::options()
            .write(true)
            .open(self.path(key, "so"))
        {
            let _ = f.set_modified(std::time::SystemTime::now());
        }
        Some((bytes, meta))
    }

    /// Link `object` (a position-independent object file of the stage's
    /// code) into the cache as `key` (`<key>.so`, and the object itself as
    /// `<key>.o`), with `meta`, and load it.
    pub(super) fn put(&self, key: &str, object: &[u8], openmp: bool, meta: &str) -> R<Loaded> {
        let tmp = self.dir.join(format!(".{key}.{}", std::process::id()));
        std::fs::create_dir_all(&tmp).map_err(|e| err(format!("{}: {e}", tmp.display())))?;
        let out = link(&tmp, object, openmp);
        let out = out.and_then(|so| {
            let fail = |e: std::io::Error| err(format!("{}: {e}", self.dir.display()));
            // The object file too: a bundle of the same code takes it as is.
            std::fs::rename(tmp.join("stage.o"), self.path(key, "o")).map_err(fail)?;
            std::fs::rename(&so, self.path(key, "so")).map_err(fail)?;
            let m = tmp.join("meta.json");
            std::fs::write(&m, meta).map_err(fail)?;
            std::fs::rename(&m, self.path(key, "json")).map_err(fail)?;
            load(&self.path(key, "so"))
        });
        let _ = std::fs::remove_dir_all(&tmp);
        self.evict();
        out
    }

    /// Remove the least recently used entries while the cache is over its
    /// bound (down to 3/4 of it).
    fn evict(&self) {
        let Ok(rd) = std::fs::read_dir(&self.dir) else {
            return;
        };
        // One entry per key: its shared object's last use, and the bytes of
        // the shared object and the object file together.
        let mut entries: Vec<(std::time::SystemTime, u64, PathBuf)> = rd
            .filter_map(|e| e.ok())
            .filter(|e| e.path().extension().is_some_and(|x| x == "so"))
            .filter_map(|e| {
                let m = e.metadata().ok()?;
                let o = std::fs::metadata(e.path().with_extension("o")).map_or(0, |m| m.len());
                Some((m.modified().ok()?, m.len() + o, e.path()))
            })
            .collect();
        let mut total: u64 = entries.iter().map(|e| e.1).sum();
        if total <= self.limit {
            return;
        }
        entries.sort();
        for (_, len, p) in entries {
            if total <= self.limit / 4 * 3 {
                break;
            }
            for ext in ["json", "so", "o", "lock"] {
                let _ = std::fs::remove_file(p.with_extension(ext));
            }
            total -= len;
        }
    }
}

/// Take an exclusive `flock` on `f` (released when it is closed), waiting
/// while another process holds it.
pub(crate) fn flock(f: &std::fs::File) -> std::io::Result<()> {
    use std::os::fd::AsRawFd;
    loop {
        // SAFETY: `f` is an open file; flock only reads the descriptor.
        if unsafe { libc::flock(f.as_raw_fd(), libc::LOCK_EX) } == 0 {
            return Ok(());
        }
        let e = std::io::Error::last_os_error();
        if e.kind() != std::io::ErrorKind::Interrupted {
            return Err(e);
        }
    }
}

/// `cc -shared` of the shim and `object` in `dir`: the shared object's
/// path.
fn link(dir: &Path, object: &[u8], openmp: bool) -> R<PathBuf> {
    let fail = |e: std::io::Error| err(format!("{}: {e}", dir.display()));
    let (obj, shim, so) = (
        dir.join("stage.o"),
        dir.join("shim.c"),
        dir.join("stage.so"),
    );
    std::fs::write(&obj, object).map_err(fail)?;
    std::fs::write(&shim, SHIM).map_err(fail)?;
    let lib = format!("{}/lib", super::llvm_prefix());
    let cc = std::env::var("CC").unwrap_or_else(|_| "cc".into());
    let mut cmd = std::process::Command::new(&cc);
    cmd.args(["-shared", "-fPIC", "-O2", "-o"])
        .arg(&so)
        .arg(&shim)
        .arg(&obj)
        .arg(format!("-L{lib}"))
        .arg(format!("-Wl,-rpath,{lib}"))
        // Every symbol resolved now (a missing one is an error here, not
        // at the first call), and the code's calls bound to this object's
        // own shim.
        .args(["-Wl,-z,defs", "-Wl,-Bsymbolic"]);
    if super::runner_utils().is_some() {
        cmd.arg("-lmlir_c_runner_utils");
    }
    if openmp {
        cmd.arg("-lomp");
    }
    cmd.arg("-lm");
    let out = cmd
        .output()
        .map_err(|e| err(format!("running {cc} to link cpu code: {e}")))?;
    if !out.status.success() {
        return Err(err(format!(
            "{cc} could not link the cpu code: {}",
            String::from_utf8_lossy(&out.stderr).trim()
        )));
    }
    Ok(so)
}

/// `dlopen` a cached shared object and set its allocator.
fn load(so: &Path) -> R<Loaded> {
    use libloading::os::unix::{Library, RTLD_LOCAL, RTLD_NOW};
    let fail = |e: libloading::Error| err(format!("{}: {e}", so.display()));
    // SAFETY: the library is cpu stage code this compiler linked (its name
    // is the hash of what it computes); it has no initializers.
    let lib: libloading::Library = unsafe { Library::open(Some(so), RTLD_NOW | RTLD_LOCAL) }
        .map_err(fail)?
        .into();
    // SAFETY: the symbols have the C types of the shim and of the packed
    // interface MLIR's execution engine generates.
    let (main, set) = unsafe {
        let main = *lib
            .get::<Packed>(b"_mlir__mlir_ciface_main")
            .map_err(fail)?;
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

/// The cpu objects a bundle carries, by cache key: each `<base>.o` with a
/// `<base>.json` beside it ([`ObjectInfo`], written by `hetc compile`). A
/// rank whose segment's key is here links the bundle's object into the
/// cache instead of compiling it; the key holds the compiler's build and
/// the host processor, so code built by another compiler or for another
/// processor never matches and is compiled afresh.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BundleObjects {
    by_key: std::collections::BTreeMap<String, (PathBuf, String)>,
}

impl BundleObjects {
    /// Every `*.json` object description under `dir` (a bundle) whose
    /// object file exists. Unreadable or foreign descriptions are skipped:
    /// their segments are compiled as without a bundle.
    pub fn scan(dir: &Path) -> BundleObjects {
        fn walk(d: &Path, out: &mut Vec<PathBuf>) {
            let Ok(rd) = std::fs::read_dir(d) else { return };
            for e in rd.flatten() {
                let p = e.path();
                if p.is_dir() {
                    walk(&p, out);
                } else if p.extension().is_some_and(|x| x == "json") {
                    out.push(p);
                }
            }
        }
        let mut files = Vec::new();
        for sub in ["stages", "optimizer"] {
            walk(&dir.join(sub), &mut files);
        }
        let mut by_key = std::collections::BTreeMap::new();
        for f in files {
            let Some(info) = std::fs::read(&f)
                .ok()
                .and_then(|b| serde_json::from_slice::<ObjectInfo>(&b).ok())
            else {
                continue;
            };
            let object = f.with_extension("o");
            if info.format == OBJECT_FORMAT && object.is_file() {
                by_key.insert(info.key.clone(), (object, info.meta()));
            }
        }
        BundleObjects { by_key }
    }

    pub fn len(&self) -> usize {
        self.by_key.len()
    }

    pub fn is_empty(&self) -> bool {
        self.by_key.is_empty()
    }

    /// The object file and its schedule counts for `key`.
    pub(super) fn get(&self, key: &str) -> Option<&(PathBuf, String)> {
        self.by_key.get(key)
    }
}

/// The `format` of an [`ObjectInfo`].
pub const OBJECT_FORMAT: &str = "hetc-cpu-object-1";

/// What a bundle records beside a cpu object file (`<base>.json`): its
/// cache key, the compiler build and processor it was compiled by and
/// for, its thread count, and the schedule's counts.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ObjectInfo {
    pub format: String,
    pub key: String,
    pub compiler: String,
    pub host: String,
    pub threads: usize,
    pub vectorized: usize,
    pub parallel: usize,
    pub scalar: usize,
}

impl ObjectInfo {
    pub(super) fn new(key: &str, threads: usize, t: &super::schedule::Tagged) -> ObjectInfo {
        ObjectInfo {
            format: OBJECT_FORMAT.into(),
            key: key.into(),
            compiler: COMPILER.into(),
            host: host_cpu().into(),
            threads,
            vectorized: t.vectorized,
            parallel: t.parallel,
            scalar: t.scalar,
        }
    }

    /// The counts as the cache's metadata keeps them.
    fn meta(&self) -> String {
        super::jit::meta_of(&self.tagged())
    }

    /// The schedule's counts.
    pub(super) fn tagged(&self) -> super::schedule::Tagged {
        super::schedule::Tagged {
            script: String::new(),
            vectorized: self.vectorized,
            parallel: self.parallel,
            scalar: self.scalar,
        }
    }
}

/// The host processor LLVM compiles for: its model and feature flags
/// (`/proc/cpuinfo`), read once.
fn host_cpu() -> &'static str {
    static HOST: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    HOST.get_or_init(|| {
        let info = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
        let field = |k: &str| {
            info.lines()
                .find(|l| l.starts_with(k))
                .and_then(|l| l.split_once(':'))
                .map(|(_, v)| v.trim().to_string())
                .unwrap_or_default()
        };
        format!(
            "{} | {} | {} | {}",
            std::env::consts::ARCH,
            field("vendor_id"),
            field("model name"),
            field("flags")
        )
    })
}
