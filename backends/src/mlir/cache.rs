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

use super::{err, R};
use crate::native::object::host_cpu;
use crate::native::CpuTarget;
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

/// Linked into every shared object of cpu code: its allocation calls,
/// forwarded to the functions the loader sets (the workspace's: a shared
/// object cannot name the host binary's symbols, so the shim holds them),
/// and `memrefCopy` (strided copies; what MLIR's C runner utils define,
/// here so the object needs nothing but libc and libm).
const SHIM: &str = r#"#include <stdint.h>
#include <string.h>
static void *(*hetc_alloc)(uint64_t);
static void (*hetc_free)(void *);
void hetc_set_allocator(void *(*a)(uint64_t), void (*f)(void *)) { hetc_alloc = a; hetc_free = f; }
void *_mlir_memref_to_llvm_alloc(uint64_t n) { return hetc_alloc(n); }
void _mlir_memref_to_llvm_free(void *p) { hetc_free(p); }
/* A ranked memref descriptor: {allocated, aligned, offset, sizes[rank],
   strides[rank]}, behind an unranked one {rank, descriptor}. */
typedef struct { int64_t rank; void *desc; } hetc_unranked;
typedef struct { char *allocated, *aligned; int64_t offset, sizes_strides[]; } hetc_ranked;
void memrefCopy(int64_t elem, hetc_unranked *src, hetc_unranked *dst) {
    int64_t rank = src->rank;
    hetc_ranked *s = src->desc, *d = dst->desc;
    char *sp = s->aligned + s->offset * elem, *dp = d->aligned + d->offset * elem;
    if (rank == 0) { memcpy(dp, sp, elem); return; }
    const int64_t *size = s->sizes_strides, *ss = s->sizes_strides + rank;
    const int64_t *ds = d->sizes_strides + rank;
    int64_t idx[rank], sstep[rank], dstep[rank];
    for (int64_t i = 0; i < rank; ++i) {
        if (size[i] == 0) return;
        idx[i] = 0; sstep[i] = ss[i] * elem; dstep[i] = ds[i] * elem;
    }
    int64_t r = 0, w = 0;
    for (;;) {
        memcpy(dp + w, sp + r, elem);
        for (int64_t a = rank - 1; a >= 0; --a) {
            r += sstep[a]; w += dstep[a];
            if (++idx[a] != size[a]) break;
            if (a == 0) return;
            idx[a] = 0;
            r -= size[a] * sstep[a]; w -= size[a] * dstep[a];
        }
    }
}
"#;

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
    pub(super) fn get(&self, key: &str) -> Option<(crate::native::object::Loaded, String)> {
        let so = self.path(key, "so");
        let meta = std::fs::read_to_string(self.path(key, "json")).ok()?;
        match crate::native::object::load(&so) {
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

    /// The shared object stored as `key` (its bytes) with its metadata.
    pub(super) fn so_bytes(&self, key: &str) -> Option<(Vec<u8>, String)> {
        let p = self.path(key, "so");
        let meta = std::fs::read_to_string(self.path(key, "json")).ok()?;
        let bytes = std::fs::read(&p).ok()?;
        if let Ok(f) = std::fs::File::options().write(true).open(&p) {
            let _ = f.set_modified(std::time::SystemTime::now());
        }
        Some((bytes, meta))
    }

    /// Link `object` (a position-independent object file of the stage's
    /// code) into the cache as `key` (`<key>.so`, and the object itself as
    /// `<key>.o`), with `meta`, and load it.
    pub(super) fn put(
        &self,
        key: &str,
        object: &[u8],
        openmp: bool,
        meta: &str,
    ) -> R<crate::native::object::Loaded> {
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
            crate::native::object::load(&self.path(key, "so"))
        });
        let _ = std::fs::remove_dir_all(&tmp);
        self.evict();
        out
    }

    /// Remove the least recently used entries — shared objects with their
    /// object files, and IREE modules (`crate::iree`) — while the cache is
    /// over its bound (down to 3/4 of it).
    pub(crate) fn evict(&self) {
        let Ok(rd) = std::fs::read_dir(&self.dir) else {
            return;
        };
        // One entry per key: its shared object's (or IREE module's) last
        // use, and the bytes of the shared object and the object file
        // together.
        let mut entries: Vec<(std::time::SystemTime, u64, PathBuf)> = rd
            .filter_map(|e| e.ok())
            .filter(|e| {
                e.path()
                    .extension()
                    .is_some_and(|x| x == "so" || x == "vmfb")
            })
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
            for ext in ["json", "so", "o", "lock", "vmfb"] {
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
pub(super) fn link(dir: &Path, object: &[u8], openmp: bool) -> R<PathBuf> {
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
        // Every symbol resolved now (a missing one is an error here, not
        // at the first call), and the code's calls bound to this object's
        // own shim.
        .args(["-Wl,-z,defs", "-Wl,-Bsymbolic"]);
    if openmp {
        // LLVM's libomp, where the code was compiled (a bundle's code is
        // one-thread: it needs no OpenMP).
        cmd.arg(format!("-L{lib}"))
            .arg(format!("-Wl,-rpath,{lib}"))
            .arg("-lomp");
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
