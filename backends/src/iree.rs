//! IREE modules of compute segments, compiled at bundle time: each
//! segment's StableHLO ([`crate::stablehlo::emit_module_for_iree`]) through
//! `iree-compile` (the pinned PyPI wheel, `iree-base-compiler==3.13.0`) for
//! the segment's chip ([`IreeTarget::for_chip`]: `llvm-cpu` for the host,
//! `cuda` sm_70/sm_80, `hip` gfx90a/gfx942/gfx1100), kept in the compile
//! cache by the hash of the module text, the flags and the compiler's
//! version. The runtime side is [`crate::native::iree`].
//!
//! `iree-compile` is found at `$HETC_IREE_COMPILE`, else
//! `$HETC_IREE_BIN/iree-compile`, else on `PATH` ([`IreeCompiler::find`];
//! compiling needs the `mlir` feature).

use std::path::PathBuf;

/// An `iree-compile` and its version line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IreeCompiler {
    pub path: PathBuf,
    pub version: String,
}

impl IreeCompiler {
    /// The compiler the environment names (see the module doc), if one
    /// runs; `Err` names what was tried and how it failed.
    pub fn find() -> Result<IreeCompiler, String> {
        let mut tried = Vec::new();
        let mut candidates: Vec<PathBuf> = Vec::new();
        if let Some(p) = std::env::var_os("HETC_IREE_COMPILE").filter(|p| !p.is_empty()) {
            candidates.push(p.into());
        }
        if let Some(d) = std::env::var_os("HETC_IREE_BIN").filter(|p| !p.is_empty()) {
            candidates.push(PathBuf::from(d).join("iree-compile"));
        }
        candidates.push("iree-compile".into());
        for path in candidates {
            match std::process::Command::new(&path).arg("--version").output() {
                Ok(o) if o.status.success() => {
                    let text = String::from_utf8_lossy(&o.stdout);
                    let version = text
                        .lines()
                        .find(|l| l.contains("IREE compiler version"))
                        .map(|l| l.trim().to_string())
                        .unwrap_or_else(|| text.trim().to_string());
                    return Ok(IreeCompiler { path, version });
                }
                Ok(o) => tried.push(format!("{}: {}", path.display(), o.status)),
                Err(e) => tried.push(format!("{}: {e}", path.display())),
            }
        }
        Err(format!(
            "no iree-compile ({}); pip install iree-base-compiler==3.13.0, or set HETC_IREE_COMPILE",
            tried.join("; ")
        ))
    }
}

/// [`IreeCompiler::compile`] (the compiler's side).
#[cfg(feature = "mlir")]
mod compile {
    use super::IreeCompiler;
    use crate::native::iree::{IreeInfo, IreeTarget};
    use crate::BackendError;
    use hetc_ir::Verified;
    use sha2::{Digest, Sha256};
    use std::path::Path;

    type R<T> = Result<T, BackendError>;

    fn err(m: impl Into<String>) -> BackendError {
        BackendError::Bundle(m.into())
    }

    impl IreeCompiler {
        /// The module of `graph` (segment `name`) for `target`: its bytes and
        /// its description.
        pub fn compile(
            &self,
            graph: Verified<'_>,
            name: &str,
            target: IreeTarget,
        ) -> R<(Vec<u8>, IreeInfo)> {
            let text = crate::stablehlo::emit_module_for_iree(graph, "seg")
                .map_err(|e| err(format!("segment {name}: IREE module: {e}")))?;
            let flags = target.flags();
            let info = IreeInfo::new(&self.version, target, graph.graph(), name)?;
            let mut h = Sha256::new();
            for part in [
                "hetc-iree-module-1",
                &self.version,
                &flags.join(" "),
                &info.isa.join(" "),
                &text,
            ] {
                h.update((part.len() as u64).to_le_bytes());
                h.update(part.as_bytes());
            }
            let key: String = h.finalize().iter().map(|b| format!("{b:02x}")).collect();
            let cache = crate::mlir::CodeCache::from_env();
            let cached = cache.as_ref().map(|c| c.dir().join(format!("{key}.vmfb")));
            if let Some((p, b)) = cached
                .as_ref()
                .and_then(|p| Some((p, std::fs::read(p).ok()?)))
            {
                // Least recently used goes first: a hit renews the entry.
                if let Ok(f) = std::fs::File::options().write(true).open(p) {
                    let _ = f.set_modified(std::time::SystemTime::now());
                }
                return Ok((b, info));
            }
            // One directory per call: threads of this process may compile
            // the same module at once (the optimizer stages of TP ranks).
            let dir = std::env::temp_dir().join(format!(
                "hetc-iree-{}-{}-{key}",
                std::process::id(),
                call()
            ));
            std::fs::create_dir_all(&dir).map_err(|e| err(format!("{}: {e}", dir.display())))?;
            let out = self.run(&dir, &text, &flags, name);
            let _ = std::fs::remove_dir_all(&dir);
            let bytes = out?;
            if let (Some(p), Some(c)) = (&cached, &cache) {
                store(p, &bytes);
                c.evict();
            }
            Ok((bytes, info))
        }

        fn run(&self, dir: &Path, text: &str, flags: &[String], name: &str) -> R<Vec<u8>> {
            let (src, out) = (dir.join("seg.mlir"), dir.join("seg.vmfb"));
            std::fs::write(&src, text).map_err(|e| err(format!("{}: {e}", src.display())))?;
            let o = std::process::Command::new(&self.path)
                .arg(&src)
                .args(flags)
                .arg("-o")
                .arg(&out)
                .output()
                .map_err(|e| err(format!("running {}: {e}", self.path.display())))?;
            if !o.status.success() {
                let msg = String::from_utf8_lossy(&o.stderr);
                let first: Vec<&str> = msg.lines().take(6).collect();
                return Err(err(format!(
                    "segment {name}: iree-compile {} failed: {}",
                    flags.join(" "),
                    first.join("\n")
                )));
            }
            std::fs::read(&out).map_err(|e| err(format!("{}: {e}", out.display())))
        }
    }

    /// Write `bytes` to `p` through a temporary name (a reader never sees
    /// half a file); a cache that cannot be written is skipped.
    /// A number no other call of this process gets (temporary names).
    fn call() -> u64 {
        static CALLS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
    }

    fn store(p: &Path, bytes: &[u8]) {
        let Some(dir) = p.parent() else { return };
        if std::fs::create_dir_all(dir).is_err() {
            return;
        }
        let tmp = p.with_extension(format!("tmp-{}-{}", std::process::id(), call()));
        if std::fs::write(&tmp, bytes).is_ok() {
            let _ = std::fs::rename(&tmp, p);
        }
    }
}
