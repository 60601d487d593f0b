//! Training checkpoints: one directory per saved step.
//!
//! `DIR/step-N/` holds
//! * `weights.safetensors`: every weight as a whole tensor under its model
//!   name (shards merged, so any parallel layout can load it);
//! * `optimizer.safetensors`: the optimizer's state tensors, by name (e.g.
//!   `exp_avg/<weight>`; none for plain SGD);
//! * `meta.json` ([`Meta`]): format, step, the source model's sha256, the
//!   optimizer kind and hyper-parameters (the bundle manifest's
//!   [`Optimizer`]), the data position, dynamic loss scaling's state (f16
//!   training; [`crate::scaler::LossScale`]), and the sha256,
//!   dtype and shape of every tensor and the sha256 of both tensor files;
//! * `meta.json.sha256`: the sha256 of `meta.json` (`sha256sum -c` form).
//!
//! Guarantees:
//! * **Atomic.** [`write`] writes everything into a hidden sibling
//!   (`DIR/.step-N.tmp-<pid>`), syncs it and renames it into place; a
//!   checkpoint already at `step-N` is moved aside first and restored if the
//!   rename fails. A failure at any point leaves what was in `DIR` before
//!   intact and no half-written `step-N`.
//! * **Checked on read.** [`read`] verifies `meta.json` against its
//!   checksum, each tensor file against its sha256 and, when a file does not
//!   match, each tensor against its own, so a corrupt file is refused naming
//!   the tensors whose bytes changed (or the file, when its header is what
//!   changed). Against an [`Expect`], a missing, extra or reshaped weight and
//!   a different model are refused naming the tensor or the hashes.
//!
//! Does not shard or reshard (the caller merges and splits by the
//! manifest's layouts) and does not prune old checkpoints.

use crate::error::{Result, RuntimeError};
pub use hetc_ir::manifest::Optimizer;
use hetc_ir::safetensors::{from_safetensors, to_safetensors};
use hetc_ir::DType;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};

/// The `format` field of [`Meta`].
pub const FORMAT: &str = "hetc-checkpoint-1";
pub const WEIGHTS: &str = "weights.safetensors";
pub const OPTIMIZER: &str = "optimizer.safetensors";
pub const META: &str = "meta.json";
pub const META_SUM: &str = "meta.json.sha256";

/// Where the training data stands: the next step reads step `next_step`'s
/// rows of [`crate::data`]'s deterministic order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DataPosition {
    /// The token file's name (not its directory: the data may move).
    pub file: String,
    /// Its length in tokens (a different file is refused on resume).
    pub tokens: u64,
    pub seed: u64,
    pub seq: u64,
    pub global_batch: u64,
    pub next_step: u64,
}

/// A tensor's entry in [`Meta::tensors`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TensorSum {
    /// [`WEIGHTS`] or [`OPTIMIZER`].
    pub file: String,
    pub dtype: String,
    pub shape: Vec<usize>,
    pub sha256: String,
}

/// `meta.json`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Meta {
    pub format: String,
    /// Optimizer steps completed.
    pub step: u64,
    /// sha256 of the source model (the bundle manifest's `model.sha256`).
    pub model_sha256: String,
    pub optimizer: Optimizer,
    #[serde(default)]
    pub data: Option<DataPosition>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub loss_scaler: Option<crate::scaler::LossScale>,
    /// sha256 of each tensor file.
    pub files: BTreeMap<String, String>,
    /// Every tensor, keyed `<file>:<name>`.
    pub tensors: BTreeMap<String, TensorSum>,
}

/// A whole tensor: little-endian element bytes.
#[derive(Clone, Debug, PartialEq)]
pub struct Tensor {
    pub dtype: DType,
    pub shape: Vec<usize>,
    pub bytes: Vec<u8>,
}

impl Tensor {
    pub fn f32(shape: Vec<usize>, v: &[f32]) -> Tensor {
        Tensor {
            dtype: DType::F32,
            shape,
            bytes: v.iter().flat_map(|x| x.to_le_bytes()).collect(),
        }
    }
}

/// What a checkpoint holds besides its bookkeeping.
#[derive(Clone, Debug, PartialEq)]
pub struct Checkpoint {
    pub step: u64,
    pub model_sha256: String,
    pub optimizer: Optimizer,
    pub data: Option<DataPosition>,
    pub loss_scaler: Option<crate::scaler::LossScale>,
    pub weights: BTreeMap<String, Tensor>,
    pub optimizer_state: BTreeMap<String, Tensor>,
}

/// What the loader requires of a checkpoint.
#[derive(Clone, Debug, Default)]
pub struct Expect {
    /// The model's sha256; `None` accepts any.
    pub model_sha256: Option<String>,
    /// Every weight's dtype and shape; `None` accepts any set.
    pub weights: Option<BTreeMap<String, (DType, Vec<usize>)>>,
}

fn ck(path: &Path, msg: impl Into<String>) -> RuntimeError {
    RuntimeError::Checkpoint {
        path: path.display().to_string(),
        msg: msg.into(),
    }
}

fn sha256_hex(b: &[u8]) -> String {
    Sha256::digest(b)
        .iter()
        .map(|x| format!("{x:02x}"))
        .collect()
}

/// The directory of step `step` in `dir`.
pub fn step_dir(dir: &Path, step: u64) -> PathBuf {
    dir.join(format!("step-{step}"))
}

/// The highest-numbered `step-N` in `dir` that has a `meta.json`.
pub fn latest(dir: &Path) -> Result<Option<(u64, PathBuf)>> {
    let rd = match std::fs::read_dir(dir) {
        Ok(rd) => rd,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(ck(dir, format!("cannot list: {e}"))),
    };
    let mut best = None;
    for e in rd {
        let e = e.map_err(|e| ck(dir, format!("cannot list: {e}")))?;
        let name = e.file_name();
        let Some(n) = name
            .to_str()
            .and_then(|s| s.strip_prefix("step-"))
            .and_then(|s| s.parse::<u64>().ok())
        else {
            continue;
        };
        if e.path().join(META).is_file() && best.as_ref().is_none_or(|(b, _)| n > *b) {
            best = Some((n, e.path()));
        }
    }
    Ok(best)
}

fn tensor_file(path: &Path, ts: &BTreeMap<String, Tensor>) -> Result<Vec<u8>> {
    let mut views = Vec::with_capacity(ts.len());
    for (n, t) in ts {
        let v = safetensors::tensor::TensorView::new(
            to_safetensors(t.dtype),
            t.shape.clone(),
            &t.bytes,
        )
        .map_err(|e| {
            ck(
                path,
                format!("tensor {n:?} ({} {:?}): {e}", t.dtype, t.shape),
            )
        })?;
        views.push((n.clone(), v));
    }
    safetensors::tensor::serialize(views, None).map_err(|e| ck(path, e.to_string()))
}

fn write_synced(path: &Path, bytes: &[u8]) -> Result<()> {
    let mut f = std::fs::File::create(path).map_err(|e| ck(path, format!("cannot create: {e}")))?;
    f.write_all(bytes)
        .and_then(|_| f.sync_all())
        .map_err(|e| ck(path, format!("cannot write: {e}")))
}

fn sync_dir(dir: &Path) -> Result<()> {
    std::fs::File::open(dir)
        .and_then(|d| d.sync_all())
        .map_err(|e| ck(dir, format!("cannot sync: {e}")))
}

/// Write `c` as `dir/step-<c.step>` atomically; returns that path.
pub fn write(dir: &Path, c: &Checkpoint) -> Result<PathBuf> {
    std::fs::create_dir_all(dir).map_err(|e| ck(dir, format!("cannot create: {e}")))?;
    let fin = step_dir(dir, c.step);
    let pid = std::process::id();
    let tmp = dir.join(format!(".step-{}.tmp-{pid}", c.step));
    let _ = std::fs::remove_dir_all(&tmp);
    std::fs::create_dir(&tmp).map_err(|e| ck(&tmp, format!("cannot create: {e}")))?;
    let r = fill(&tmp, c).and_then(|_| sync_dir(&tmp)).and_then(|_| {
        if fin.exists() {
            let old = dir.join(format!(".step-{}.old-{pid}", c.step));
            let _ = std::fs::remove_dir_all(&old);
            std::fs::rename(&fin, &old).map_err(|e| ck(&fin, format!("cannot move aside: {e}")))?;
            if let Err(e) = std::fs::rename(&tmp, &fin) {
                let _ = std::fs::rename(&old, &fin);
                return Err(ck(&fin, format!("cannot rename into place: {e}")));
            }
            let _ = std::fs::remove_dir_all(&old);
            Ok(())
        } else {
            std::fs::rename(&tmp, &fin)
                .map_err(|e| ck(&fin, format!("cannot rename into place: {e}")))
        }
    });
    if let Err(e) = r {
        let _ = std::fs::remove_dir_all(&tmp);
        return Err(e);
    }
    sync_dir(dir)?;
    Ok(fin)
}

fn fill(tmp: &Path, c: &Checkpoint) -> Result<()> {
    let mut files = BTreeMap::new();
    let mut tensors = BTreeMap::new();
    for (file, ts) in [(WEIGHTS, &c.weights), (OPTIMIZER, &c.optimizer_state)] {
        let p = tmp.join(file);
        let bytes = tensor_file(&p, ts)?;
        write_synced(&p, &bytes)?;
        files.insert(file.to_string(), sha256_hex(&bytes));
        for (n, t) in ts {
            tensors.insert(
                format!("{file}:{n}"),
                TensorSum {
                    file: file.to_string(),
                    dtype: t.dtype.to_string(),
                    shape: t.shape.clone(),
                    sha256: sha256_hex(&t.bytes),
                },
            );
        }
    }
    let meta = Meta {
        format: FORMAT.to_string(),
        step: c.step,
        model_sha256: c.model_sha256.clone(),
        optimizer: c.optimizer,
        data: c.data.clone(),
        loss_scaler: c.loss_scaler,
        files,
        tensors,
    };
    let mut json = serde_json::to_vec_pretty(&meta).map_err(|e| ck(tmp, e.to_string()))?;
    json.push(b'\n');
    write_synced(&tmp.join(META), &json)?;
    let sum = format!("{}  {META}\n", sha256_hex(&json));
    write_synced(&tmp.join(META_SUM), sum.as_bytes())
}

fn read_file(p: &Path) -> Result<Vec<u8>> {
    std::fs::read(p).map_err(|e| ck(p, format!("cannot read: {e}")))
}

/// The tensors of one file of checkpoint `dir`, checked against `meta`.
fn read_tensors(dir: &Path, meta: &Meta, file: &str) -> Result<BTreeMap<String, Tensor>> {
    let p = dir.join(file);
    let bytes = read_file(&p)?;
    let want = meta
        .files
        .get(file)
        .ok_or_else(|| ck(&dir.join(META), format!("lists no sha256 for {file}")))?;
    let intact = &sha256_hex(&bytes) == want;
    let prefix = format!("{file}:");
    let listed: BTreeMap<&str, &TensorSum> = meta
        .tensors
        .iter()
        .filter_map(|(k, v)| k.strip_prefix(&prefix).map(|n| (n, v)))
        .collect();
    let st = safetensors::SafeTensors::deserialize(&bytes).map_err(|e| {
        ck(
            &p,
            format!("corrupt (sha256 mismatch; not a safetensors file: {e})"),
        )
    })?;
    let mut out = BTreeMap::new();
    let mut bad = Vec::new();
    for (n, v) in st.tensors() {
        let Some(sum) = listed.get(n.as_str()) else {
            return Err(ck(
                &p,
                format!("tensor {n:?} is not listed in {META} (corrupt or mixed files)"),
            ));
        };
        let dtype = from_safetensors(v.dtype())
            .ok_or_else(|| ck(&p, format!("tensor {n:?}: unsupported dtype {}", v.dtype())))?;
        let t = Tensor {
            dtype,
            shape: v.shape().to_vec(),
            bytes: v.data().to_vec(),
        };
        if dtype.to_string() != sum.dtype || t.shape != sum.shape {
            bad.push(format!(
                "{n:?} is {dtype} {:?}, {META} says {} {:?}",
                t.shape, sum.dtype, sum.shape
            ));
        } else if sha256_hex(&t.bytes) != sum.sha256 {
            bad.push(format!("{n:?} does not match its sha256"));
        }
        out.insert(n, t);
    }
    for n in listed.keys() {
        if !out.contains_key(*n) {
            bad.push(format!("{n:?} is missing"));
        }
    }
    if !bad.is_empty() {
        return Err(ck(&p, format!("corrupt tensor(s): {}", bad.join("; "))));
    }
    if !intact {
        return Err(ck(
            &p,
            "corrupt: the file does not match its sha256 (every tensor does: the header changed)",
        ));
    }
    Ok(out)
}

/// Read checkpoint directory `dir` (a `step-N`), checking it; see the
/// module doc.
pub fn read(dir: &Path, expect: &Expect) -> Result<Checkpoint> {
    let mp = dir.join(META);
    let json = read_file(&mp)?;
    let sum = read_file(&dir.join(META_SUM))?;
    let sum = String::from_utf8_lossy(&sum);
    let want = sum.split_whitespace().next().unwrap_or("");
    if want != sha256_hex(&json) {
        return Err(ck(&mp, format!("corrupt: does not match {META_SUM}")));
    }
    let meta: Meta =
        serde_json::from_slice(&json).map_err(|e| ck(&mp, format!("malformed: {e}")))?;
    if meta.format != FORMAT {
        return Err(ck(
            &mp,
            format!("format {:?} is not {FORMAT:?}", meta.format),
        ));
    }
    if let Some(m) = &expect.model_sha256 {
        if *m != meta.model_sha256 {
            return Err(ck(
                dir,
                format!(
                    "saved for model sha256 {}, this bundle's model is {m}",
                    meta.model_sha256
                ),
            ));
        }
    }
    let weights = read_tensors(dir, &meta, WEIGHTS)?;
    let optimizer_state = read_tensors(dir, &meta, OPTIMIZER)?;
    if let Some(want) = &expect.weights {
        let mut bad = Vec::new();
        for (n, (dt, shape)) in want {
            match weights.get(n) {
                None => bad.push(format!("weight {n:?} is missing")),
                Some(t) if t.dtype != *dt || &t.shape != shape => bad.push(format!(
                    "weight {n:?} is {} {:?}, the model's is {dt} {shape:?}",
                    t.dtype, t.shape
                )),
                _ => {}
            }
        }
        for n in weights.keys() {
            if !want.contains_key(n) {
                bad.push(format!("weight {n:?} is not in the model"));
            }
        }
        if !bad.is_empty() {
            return Err(ck(
                &dir.join(WEIGHTS),
                format!("does not fit the model: {}", bad.join("; ")),
            ));
        }
    }
    Ok(Checkpoint {
        step: meta.step,
        model_sha256: meta.model_sha256,
        optimizer: meta.optimizer,
        data: meta.data,
        loss_scaler: meta.loss_scaler,
        weights,
        optimizer_state,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tmpdir(name: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("hetc-ckpt-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        d
    }

    fn sample(step: u64) -> Checkpoint {
        let mut weights = BTreeMap::new();
        weights.insert(
            "h.0.w".to_string(),
            Tensor::f32(vec![2, 3], &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]),
        );
        weights.insert(
            "h.0.b".to_string(),
            Tensor::f32(vec![3], &[0.5, -0.5, 0.25]),
        );
        weights.insert(
            "pos".to_string(),
            Tensor {
                dtype: DType::I64,
                shape: vec![2],
                bytes: [7i64, 9].iter().flat_map(|x| x.to_le_bytes()).collect(),
            },
        );
        let mut optimizer_state = BTreeMap::new();
        optimizer_state.insert("exp_avg/h.0.b".to_string(), Tensor::f32(vec![3], &[0.1; 3]));
        optimizer_state.insert(
            "exp_avg_sq/h.0.b".to_string(),
            Tensor::f32(vec![3], &[0.2; 3]),
        );
        Checkpoint {
            step,
            model_sha256: "ab".repeat(32),
            optimizer: Optimizer::Sgd {
                lr: 1e-3,
                momentum: 0.0,
                weight_decay: 0.0,
            },
            data: Some(DataPosition {
                file: "train.bin".into(),
                tokens: 1000,
                seed: 1,
                seq: 8,
                global_batch: 4,
                next_step: step,
            }),
            loss_scaler: None,
            weights,
            optimizer_state,
        }
    }

    fn expect_of(c: &Checkpoint) -> Expect {
        Expect {
            model_sha256: Some(c.model_sha256.clone()),
            weights: Some(
                c.weights
                    .iter()
                    .map(|(n, t)| (n.clone(), (t.dtype, t.shape.clone())))
                    .collect(),
            ),
        }
    }

    /// Flip one byte of `file` at `pos` (from the end when negative).
    fn flip(file: &Path, pos: i64) {
        let mut b = std::fs::read(file).unwrap();
        let i = if pos < 0 { b.len() as i64 + pos } else { pos } as usize;
        b[i] ^= 0x40;
        std::fs::write(file, b).unwrap();
    }

    #[test]
    fn round_trips_and_lists_the_latest_step() {
        let d = tmpdir("rt");
        let c = sample(10);
        let p = write(&d, &c).unwrap();
        assert_eq!(p, d.join("step-10"));
        assert_eq!(read(&p, &expect_of(&c)).unwrap(), c);
        assert_eq!(read(&p, &Expect::default()).unwrap(), c);
        write(&d, &sample(20)).unwrap();
        write(&d, &sample(3)).unwrap();
        assert_eq!(latest(&d).unwrap(), Some((20, d.join("step-20"))));
        assert_eq!(latest(&d.join("none")).unwrap(), None);
        // Deterministic bytes, and checksums that `sha256sum` agrees with.
        let again = tmpdir("rt2");
        write(&again, &sample(10)).unwrap();
        for f in [WEIGHTS, OPTIMIZER, META, META_SUM] {
            assert_eq!(
                std::fs::read(p.join(f)).unwrap(),
                std::fs::read(again.join("step-10").join(f)).unwrap(),
                "{f}"
            );
        }
        let ok = std::process::Command::new("sha256sum")
            .args(["-c", META_SUM])
            .current_dir(&p)
            .output()
            .unwrap();
        assert!(ok.status.success(), "{ok:?}");
        let meta: serde_json::Value =
            serde_json::from_slice(&std::fs::read(p.join(META)).unwrap()).unwrap();
        for f in [WEIGHTS, OPTIMIZER] {
            let out = std::process::Command::new("sha256sum")
                .arg(p.join(f))
                .output()
                .unwrap();
            let hex = String::from_utf8(out.stdout).unwrap();
            assert_eq!(
                meta["files"][f],
                hex.split_whitespace().next().unwrap(),
                "{f}"
            );
        }
        assert_eq!(meta["step"], 10);
        assert_eq!(meta["optimizer"]["kind"], "sgd");
        assert_eq!(meta["optimizer"]["lr"], 1e-3);
        assert_eq!(meta["data"]["next_step"], 10);
        assert_eq!(
            meta["tensors"]["weights.safetensors:h.0.w"]["shape"],
            serde_json::json!([2, 3])
        );
        assert_eq!(
            meta["tensors"]["optimizer.safetensors:exp_avg/h.0.b"]["dtype"],
            "f32"
        );
        let _ = std::fs::remove_dir_all(&d);
        let _ = std::fs::remove_dir_all(&again);
    }

    #[test]
    fn corruption_is_refused_naming_the_tensor_or_file() {
        let d = tmpdir("corrupt");
        let c = sample(5);
        let e = expect_of(&c);
        let fresh = || {
            let _ = std::fs::remove_dir_all(&d);
            write(&d, &c).unwrap()
        };
        // The last data byte of the weights file: the last tensor in the
        // file's order. safetensors orders by dtype alignment then name:
        // "pos" (i64) first, then "h.0.b", "h.0.w" (f32).
        let p = fresh();
        flip(&p.join(WEIGHTS), -1);
        let m = read(&p, &e).unwrap_err().to_string();
        assert!(
            m.contains("weights.safetensors") && m.contains("\"h.0.w\" does not match its sha256"),
            "{m}"
        );
        assert!(!m.contains("h.0.b"), "{m}");
        // An optimizer tensor.
        let p = fresh();
        flip(&p.join(OPTIMIZER), -1);
        let m = read(&p, &e).unwrap_err().to_string();
        assert!(
            m.contains("optimizer.safetensors") && m.contains("exp_avg_sq/h.0.b"),
            "{m}"
        );
        // The header: not parseable, the file is named.
        let p = fresh();
        flip(&p.join(WEIGHTS), 9);
        let m = read(&p, &e).unwrap_err().to_string();
        assert!(
            m.contains("weights.safetensors") && m.contains("corrupt"),
            "{m}"
        );
        // A truncated file.
        let p = fresh();
        let b = std::fs::read(p.join(OPTIMIZER)).unwrap();
        std::fs::write(p.join(OPTIMIZER), &b[..b.len() - 4]).unwrap();
        let m = read(&p, &e).unwrap_err().to_string();
        assert!(m.contains("optimizer.safetensors"), "{m}");
        // meta.json edited (its checksum no longer matches).
        let p = fresh();
        let mj = std::fs::read_to_string(p.join(META)).unwrap();
        std::fs::write(p.join(META), mj.replace("\"step\": 5", "\"step\": 6")).unwrap();
        let m = read(&p, &e).unwrap_err().to_string();
        assert!(
            m.contains("meta.json") && m.contains("meta.json.sha256"),
            "{m}"
        );
        // A missing file.
        let p = fresh();
        std::fs::remove_file(p.join(WEIGHTS)).unwrap();
        let m = read(&p, &e).unwrap_err().to_string();
        assert!(
            m.contains("weights.safetensors") && m.contains("cannot read"),
            "{m}"
        );
        let _ = std::fs::remove_dir_all(&d);
    }

    #[test]
    fn mismatched_checkpoints_are_refused() {
        let d = tmpdir("mismatch");
        let c = sample(1);
        let p = write(&d, &c).unwrap();
        let mut e = expect_of(&c);
        e.model_sha256 = Some("cd".repeat(32));
        let m = read(&p, &e).unwrap_err().to_string();
        assert!(
            m.contains("model sha256") && m.contains(&"cd".repeat(32)),
            "{m}"
        );
        let mut e = expect_of(&c);
        let w = e.weights.as_mut().unwrap();
        w.insert("h.0.w".into(), (DType::F32, vec![3, 2]));
        w.insert("h.1.w".into(), (DType::F32, vec![3]));
        w.remove("pos");
        let m = read(&p, &e).unwrap_err().to_string();
        for part in [
            "weight \"h.0.w\" is f32 [2, 3], the model's is f32 [3, 2]",
            "weight \"h.1.w\" is missing",
            "weight \"pos\" is not in the model",
        ] {
            assert!(m.contains(part), "{part}: {m}");
        }
        // A tensor file from another checkpoint (same names, other bytes).
        let mut c2 = sample(1);
        c2.weights.get_mut("h.0.b").unwrap().bytes[0] ^= 1;
        let other = tmpdir("other");
        let p2 = write(&other, &c2).unwrap();
        std::fs::copy(p2.join(WEIGHTS), p.join(WEIGHTS)).unwrap();
        let m = read(&p, &expect_of(&c)).unwrap_err().to_string();
        assert!(m.contains("\"h.0.b\" does not match its sha256"), "{m}");
        let _ = std::fs::remove_dir_all(&d);
        let _ = std::fs::remove_dir_all(&other);
    }

    #[test]
    fn failed_writes_keep_what_was_there() {
        let d = tmpdir("atomic");
        let c = sample(7);
        let p = write(&d, &c).unwrap();
        // A tensor whose bytes do not fit its shape fails mid-write.
        let mut bad = sample(7);
        bad.optimizer_state
            .insert("broken".into(), Tensor::f32(vec![4], &[1.0; 3]));
        let m = write(&d, &bad).unwrap_err().to_string();
        assert!(m.contains("\"broken\""), "{m}");
        // The earlier step-7 is intact and nothing else is left behind.
        assert_eq!(read(&p, &expect_of(&c)).unwrap(), c);
        let names: Vec<String> = std::fs::read_dir(&d)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        assert_eq!(names, ["step-7"]);
        // A successful rewrite replaces it.
        let mut newer = sample(7);
        newer.weights.get_mut("h.0.b").unwrap().bytes = 1.5f32
            .to_le_bytes()
            .iter()
            .chain(&[0u8; 8])
            .copied()
            .collect();
        write(&d, &newer).unwrap();
        assert_eq!(read(&p, &expect_of(&newer)).unwrap(), newer);
        let names: Vec<String> = std::fs::read_dir(&d)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        assert_eq!(names, ["step-7"]);
        let _ = std::fs::remove_dir_all(&d);
    }
}
