//! `HETC_BACKENDS_BUILD`: a hash of this crate's sources and of the LLVM
//! version its MLIR code links, the compiler identity of the persistent
//! compile cache (`src/mlir/cache.rs`): code compiled by another build of
//! the backends is never loaded.

use std::path::Path;

/// FNV-1a, 64 bits: stable across Rust releases and hosts.
fn fnv(h: &mut u64, bytes: &[u8]) {
    for &b in bytes {
        *h ^= b as u64;
        *h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
}

fn walk(dir: &Path, files: &mut Vec<std::path::PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for e in rd.flatten() {
        let p = e.path();
        if p.is_dir() {
            walk(&p, files);
        } else {
            files.push(p);
        }
    }
}

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let src = root.join("src");
    println!("cargo:rerun-if-changed=src");
    println!("cargo:rerun-if-changed=Cargo.toml");
    println!("cargo:rerun-if-env-changed=MLIR_SYS_220_PREFIX");
    let mut files = Vec::new();
    walk(&src, &mut files);
    files.push(root.join("Cargo.toml"));
    files.sort();
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for f in &files {
        let rel = f.strip_prefix(root).unwrap_or(f);
        fnv(&mut h, rel.to_string_lossy().as_bytes());
        fnv(&mut h, &std::fs::read(f).unwrap_or_default());
    }
    let prefix = std::env::var("MLIR_SYS_220_PREFIX").unwrap_or_else(|_| "/usr/lib/llvm-22".into());
    let llvm = std::process::Command::new(format!("{prefix}/bin/llvm-config"))
        .arg("--version")
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .unwrap_or_else(|| "unknown".into());
    println!(
        "cargo:rustc-env=HETC_BACKENDS_BUILD={}-{h:016x}-llvm-{llvm}",
        env!("CARGO_PKG_VERSION")
    );
}
