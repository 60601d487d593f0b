//! Shared helpers for the integration tests.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

pub fn model(name: &str) -> PathBuf {
    root().join("examples/models").join(name)
}

pub fn cluster(name: &str) -> PathBuf {
    root().join("examples/clusters").join(name)
}

/// Directory of the onnxruntime oracle JSON files: `$HETC_ORACLE_DIR`, or
/// generated once into the target dir by running `examples/models/oracle.py`
/// (needs `pip install onnx onnxruntime numpy`).
pub fn oracle_dir() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| script_output("HETC_ORACLE_DIR", "oracle.py", "oracle"))
}

/// Directory of the fixtures' io files (`<stem>.io.json`: inputs and
/// onnxruntime outputs): `$HETC_REFERENCE_IO_DIR`, or generated once by
/// `examples/models/reference_io.py`.
pub fn reference_io_dir() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| script_output("HETC_REFERENCE_IO_DIR", "reference_io.py", "reference-io"))
}

/// `$env`, or the directory `examples/models/<script> --out DIR` writes
/// (Python from `$HETC_PYTHON`), made once for all test processes: the
/// first takes a file lock and writes it, the others wait for the lock and
/// find it done. It is made again when a file of `examples/models` changes.
fn script_output(env: &str, script: &str, sub: &str) -> PathBuf {
    if let Ok(d) = std::env::var(env) {
        return PathBuf::from(d);
    }
    let tmp = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let dir = tmp.join(sub);
    let done = dir.join(format!(".complete-{:016x}", fixtures_fingerprint()));
    if done.exists() {
        return dir;
    }
    std::fs::create_dir_all(&tmp).expect("creating the target tmp dir");
    let lock = std::fs::File::create(tmp.join(format!("{sub}.lock"))).expect("the lock file");
    // SAFETY: `lock` is an open file; flock only reads the descriptor.
    let locked = unsafe { libc::flock(std::os::fd::AsRawFd::as_raw_fd(&lock), libc::LOCK_EX) };
    assert_eq!(locked, 0, "flock: {}", std::io::Error::last_os_error());
    if done.exists() {
        return dir;
    }
    let _ = std::fs::remove_dir_all(&dir);
    let python = std::env::var("HETC_PYTHON").unwrap_or_else(|_| "python3".into());
    let out = Command::new(&python)
        .arg(root().join("examples/models").join(script))
        .arg("--out")
        .arg(&dir)
        .output()
        .unwrap_or_else(|e| panic!("running {python} {script}: {e}"));
    assert!(
        out.status.success(),
        "{script} failed (install its deps: pip install onnx onnxruntime numpy):\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    std::fs::write(&done, b"").expect("the completion mark");
    dir
}

/// A fingerprint of `examples/models` (each file's name, size and mtime).
fn fixtures_fingerprint() -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    let mut files: Vec<_> = std::fs::read_dir(root().join("examples/models"))
        .expect("examples/models")
        .filter_map(|e| e.ok())
        .collect();
    files.sort_by_key(|e| e.file_name());
    for e in files {
        e.file_name().hash(&mut h);
        if let Ok(m) = e.metadata() {
            m.len().hash(&mut h);
            m.modified().ok().hash(&mut h);
        }
    }
    h.finish()
}

/// The deployable runtime `hetc-run`, built without the compiler (the
/// workspace's own build of it links MLIR, as `hetc` enables the feature):
/// `$HETC_RUN_BIN` (scripts/test.sh builds it first), else built once for
/// all test processes with `cargo build --release -p hetc-run --features
/// iree` into `target/deploy` (IREE's runtime needs CMake >= 3.26: `$CMAKE`).
pub fn hetc_run_bin() -> &'static Path {
    static BIN: OnceLock<PathBuf> = OnceLock::new();
    BIN.get_or_init(|| {
        if let Some(b) = std::env::var_os("HETC_RUN_BIN") {
            return PathBuf::from(b);
        }
        let target = root().join("target/deploy");
        std::fs::create_dir_all(&target).expect("creating target/deploy");
        let lock = std::fs::File::create(target.join("build.lock")).expect("the lock file");
        // SAFETY: `lock` is an open file; flock only reads the descriptor.
        let locked = unsafe { libc::flock(std::os::fd::AsRawFd::as_raw_fd(&lock), libc::LOCK_EX) };
        assert_eq!(locked, 0, "flock: {}", std::io::Error::last_os_error());
        let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
        let out = Command::new(&cargo)
            .args([
                "build",
                "--release",
                "--locked",
                "-p",
                "hetc-run",
                "--features",
                "iree",
            ])
            .env("CARGO_TARGET_DIR", &target)
            .current_dir(root())
            .output()
            .unwrap_or_else(|e| panic!("running {cargo} build -p hetc-run: {e}"));
        assert!(
            out.status.success(),
            "building hetc-run failed:\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
        target.join("release/hetc-run")
    })
}

/// Run `hetc-run` ([`hetc_run_bin`]) with environment variables set;
/// returns (exit code, stdout, stderr).
pub fn hetc_run_env(args: &[&str], env: &[(&str, &str)]) -> (i32, String, String) {
    run_bin(hetc_run_bin(), args, env)
}

/// Run `bin` in the repository root; returns (exit code, stdout, stderr).
fn run_bin(bin: &Path, args: &[&str], env: &[(&str, &str)]) -> (i32, String, String) {
    let out = Command::new(bin)
        .args(args)
        .envs(env.iter().copied())
        .current_dir(root())
        .output()
        .unwrap_or_else(|e| panic!("running {}: {e}", bin.display()));
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Run the `hetc` binary; returns (exit code, stdout, stderr).
pub fn hetc(args: &[&str]) -> (i32, String, String) {
    hetc_env(args, &[])
}

/// [`hetc`] with environment variables set.
pub fn hetc_env(args: &[&str], env: &[(&str, &str)]) -> (i32, String, String) {
    run_bin(Path::new(env!("CARGO_BIN_EXE_hetc")), args, env)
}

/// A seeded xorshift generator for the fuzz tests (reproducible runs).
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// Uniform in `0..n` (0 for `n` = 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}
