//! Training data from a flat token file: the `.bin` convention of nanoGPT's
//! and Megatron's preprocessed corpora — one little-endian token id after
//! another, no header — as uint16 (`.bin`) or uint32 (`.u32.bin`, or
//! [`TokenWidth`] given explicitly).
//!
//! Guarantees:
//! * **Samples.** The file is cut into `⌊(n − 1) / seq⌋` windows of
//!   `seq + 1` tokens, window `i` starting at token `i·seq` (consecutive
//!   windows share one token, as Megatron's GPT dataset); a sample's inputs
//!   are the first `seq` tokens of its window and its labels the last `seq`
//!   (the inputs shifted by one).
//! * **Deterministic order.** Sample `j` (counting from the first row of step
//!   0) is window `π_e(j mod W)` of epoch `e = ⌊j / W⌋`, where `π_e` is a
//!   pseudo-random permutation of `0..W` keyed by `(seed, e)` (a Feistel
//!   network with cycle walking: O(1) memory for any corpus). Every window
//!   is seen once per epoch, and step `t`'s global batch is rows
//!   `t·B .. (t + 1)·B` — a function of `(seed, step)` alone, so resuming at
//!   a step needs only the step, and the data a step sees does not depend
//!   on how the job is parallelised.
//! * **Shards.** Each data-parallel replica reads its own rows of the step's
//!   global batch ([`replica_rows`] for equal shares; any row range for the
//!   throughput-proportional shares of a heterogeneous plan); replicas never
//!   read the same row.
//! * **Untrusted input.** A file whose length is not a whole number of
//!   tokens, or too short for one window, is refused when opened; a token
//!   id ≥ the vocabulary size is refused when read, naming its token index
//!   and byte offset; a file that shrinks while it is read is an error
//!   naming the offset, never a short batch.
//!
//! Does not tokenize, mix several files (concatenate them first), pad short
//! documents or mask document boundaries (the convention of these files:
//! documents separated by an end-of-text token inside the stream).

use crate::error::{Result, RuntimeError};
use std::fs::File;
use std::io::{Read, Seek, SeekFrom};
use std::ops::Range;
use std::path::{Path, PathBuf};

/// Bytes per token id.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenWidth {
    U16,
    U32,
}

impl TokenWidth {
    pub fn bytes(self) -> u64 {
        match self {
            TokenWidth::U16 => 2,
            TokenWidth::U32 => 4,
        }
    }

    /// From the file name: `*.u32.bin` → uint32, `*.bin` → uint16.
    pub fn from_path(path: &Path) -> Option<TokenWidth> {
        let name = path.file_name()?.to_str()?;
        if name.ends_with(".u32.bin") {
            Some(TokenWidth::U32)
        } else if name.ends_with(".bin") {
            Some(TokenWidth::U16)
        } else {
            None
        }
    }
}

/// How samples are drawn from the file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sampling {
    /// Tokens per sample (the model's sequence length).
    pub seq: u64,
    /// Samples per step over all data-parallel replicas.
    pub global_batch: u64,
    /// Token ids must be below this.
    pub vocab: u64,
    /// Keys the per-epoch permutations.
    pub seed: u64,
}

/// Rows of one step for one replica: `rows × seq` token ids, row-major.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Batch {
    pub rows: usize,
    pub seq: usize,
    pub inputs: Vec<i64>,
    pub labels: Vec<i64>,
}

/// Replica `replica`'s rows of a global batch of `global_batch` split
/// evenly over `dp` replicas (the first `global_batch mod dp` get one more).
pub fn replica_rows(global_batch: u64, dp: u64, replica: u64) -> Range<u64> {
    let dp = dp.max(1);
    let (q, r) = (global_batch / dp, global_batch % dp);
    let start = replica * q + replica.min(r);
    start..start + q + u64::from(replica < r)
}

/// An open token file.
#[derive(Debug)]
pub struct TokenFile {
    path: PathBuf,
    file: File,
    width: TokenWidth,
    tokens: u64,
}

fn data_err(path: &Path, msg: impl Into<String>) -> RuntimeError {
    RuntimeError::Data {
        path: path.display().to_string(),
        msg: msg.into(),
    }
}

impl TokenFile {
    /// Open `path`; the token width from `width`, else from the name.
    pub fn open(path: &Path, width: Option<TokenWidth>) -> Result<TokenFile> {
        let width = width.or_else(|| TokenWidth::from_path(path)).ok_or_else(|| {
            data_err(
                path,
                "unknown token width: name the file *.bin (uint16) or *.u32.bin (uint32), or give the width",
            )
        })?;
        let file = File::open(path).map_err(|e| data_err(path, format!("cannot open: {e}")))?;
        let bytes = file
            .metadata()
            .map_err(|e| data_err(path, format!("cannot stat: {e}")))?
            .len();
        let w = width.bytes();
        if bytes % w != 0 {
            return Err(data_err(
                path,
                format!(
                    "truncated: {bytes} bytes is not a whole number of {w}-byte tokens (a partial token at byte offset {})",
                    bytes - bytes % w
                ),
            ));
        }
        Ok(TokenFile {
            path: path.to_path_buf(),
            file,
            width,
            tokens: bytes / w,
        })
    }

    pub fn tokens(&self) -> u64 {
        self.tokens
    }

    pub fn width(&self) -> TokenWidth {
        self.width
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Windows of `seq + 1` tokens the file holds (one epoch's samples).
    pub fn windows(&self, seq: u64) -> u64 {
        self.tokens.saturating_sub(1).checked_div(seq).unwrap_or(0)
    }

    /// `n` token ids from token index `start`, checked against `vocab`.
    fn read(&mut self, start: u64, n: u64, vocab: u64) -> Result<Vec<i64>> {
        let w = self.width.bytes();
        let off = start * w;
        let mut buf = vec![0u8; (n * w) as usize];
        self.file
            .seek(SeekFrom::Start(off))
            .and_then(|_| self.file.read_exact(&mut buf))
            .map_err(|e| {
                data_err(
                    &self.path,
                    format!("reading {n} tokens at byte offset {off}: {e} (did the file change?)"),
                )
            })?;
        let ids: Vec<u64> = match self.width {
            TokenWidth::U16 => buf
                .chunks_exact(2)
                .map(|c| u16::from_le_bytes([c[0], c[1]]) as u64)
                .collect(),
            TokenWidth::U32 => buf
                .chunks_exact(4)
                .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]) as u64)
                .collect(),
        };
        if let Some((k, &t)) = ids.iter().enumerate().find(|(_, &t)| t >= vocab) {
            let idx = start + k as u64;
            return Err(data_err(
                &self.path,
                format!(
                    "token {t} at token index {idx} (byte offset {}) is outside the vocabulary of {vocab}",
                    idx * w
                ),
            ));
        }
        Ok(ids.into_iter().map(|t| t as i64).collect())
    }

    /// The window (its first token's index) of global sample `j`.
    pub fn sample_start(&self, s: &Sampling, j: u64) -> Result<u64> {
        let windows = self.windows(s.seq);
        if windows == 0 {
            return Err(data_err(
                &self.path,
                format!(
                    "{} tokens do not make one sample of {} + 1 tokens",
                    self.tokens, s.seq
                ),
            ));
        }
        let (epoch, k) = (j / windows, j % windows);
        Ok(permute(k, windows, key(s.seed, epoch)) * s.seq)
    }

    /// Rows `rows` of step `step`'s global batch.
    pub fn batch(&mut self, s: &Sampling, step: u64, rows: Range<u64>) -> Result<Batch> {
        if rows.end > s.global_batch || rows.start > rows.end {
            return Err(data_err(
                &self.path,
                format!(
                    "rows {}..{} are not within the global batch of {}",
                    rows.start, rows.end, s.global_batch
                ),
            ));
        }
        let seq = s.seq;
        let n = (rows.end - rows.start) as usize;
        let mut b = Batch {
            rows: n,
            seq: seq as usize,
            inputs: Vec::with_capacity(n * seq as usize),
            labels: Vec::with_capacity(n * seq as usize),
        };
        for r in rows {
            let j = step
                .checked_mul(s.global_batch)
                .and_then(|x| x.checked_add(r))
                .ok_or_else(|| data_err(&self.path, format!("step {step} overflows")))?;
            let start = self.sample_start(s, j)?;
            let w = self.read(start, seq + 1, s.vocab)?;
            b.inputs.extend_from_slice(&w[..seq as usize]);
            b.labels.extend_from_slice(&w[1..]);
        }
        Ok(b)
    }
}

/// splitmix64: the round function and key schedule.
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

fn key(seed: u64, epoch: u64) -> u64 {
    mix(mix(seed) ^ epoch)
}

/// A bijection of `0..n` keyed by `key`: a 4-round balanced Feistel
/// network on the smallest even bit width holding `n`, cycle-walked back
/// into range (each walk step is a permutation, so the result is too).
fn permute(x: u64, n: u64, key: u64) -> u64 {
    if n <= 1 {
        return 0;
    }
    let bits = 64 - (n - 1).leading_zeros();
    let half = bits.div_ceil(2).max(1);
    let mask = (1u64 << half) - 1;
    let mut v = x;
    loop {
        let (mut l, mut r) = (v >> half, v & mask);
        for round in 0..4u64 {
            let f = mix(key ^ (round << 56) ^ r) & mask;
            (l, r) = (r, l ^ f);
        }
        v = (l << half) | r;
        if v < n {
            return v;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    fn tmp(name: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("hetc-data-{}", std::process::id()));
        std::fs::create_dir_all(&d).unwrap();
        d.join(name)
    }

    fn write_u16(name: &str, ids: &[u16]) -> PathBuf {
        let p = tmp(name);
        let b: Vec<u8> = ids.iter().flat_map(|t| t.to_le_bytes()).collect();
        std::fs::write(&p, b).unwrap();
        p
    }

    #[test]
    fn permutations_are_bijections() {
        for n in [1u64, 2, 3, 5, 16, 17, 100, 1000, 4097] {
            for k in [0u64, 1, 0xdead_beef] {
                let seen: BTreeSet<u64> = (0..n).map(|x| permute(x, n, k)).collect();
                assert_eq!(seen.len() as u64, n, "n {n} key {k}");
                assert!(seen.iter().all(|&v| v < n));
            }
        }
        // Keys give different orders.
        let a: Vec<u64> = (0..100).map(|x| permute(x, 100, key(1, 0))).collect();
        let b: Vec<u64> = (0..100).map(|x| permute(x, 100, key(2, 0))).collect();
        let c: Vec<u64> = (0..100).map(|x| permute(x, 100, key(1, 1))).collect();
        assert_ne!(a, b);
        assert_ne!(a, c);
    }

    #[test]
    fn samples_are_windows_with_labels_shifted_by_one() {
        // Tokens 0..=20 (token i has id 100 + i): windows of 4 + 1 tokens
        // at 0, 4, 8, 12, 16 (⌊20 / 4⌋ = 5 windows).
        let ids: Vec<u16> = (0..21).map(|i| 100 + i).collect();
        let p = write_u16("win.bin", &ids);
        let mut f = TokenFile::open(&p, None).unwrap();
        assert_eq!(
            (f.tokens(), f.width(), f.windows(4)),
            (21, TokenWidth::U16, 5)
        );
        let s = Sampling {
            seq: 4,
            global_batch: 5,
            vocab: 200,
            seed: 7,
        };
        let b = f.batch(&s, 0, 0..5).unwrap();
        assert_eq!((b.rows, b.seq), (5, 4));
        let mut starts = BTreeSet::new();
        for r in 0..5 {
            let x = &b.inputs[r * 4..r * 4 + 4];
            let y = &b.labels[r * 4..r * 4 + 4];
            let start = x[0] - 100;
            assert_eq!(start % 4, 0, "window starts are multiples of seq");
            assert_eq!(x, &[start + 100, start + 101, start + 102, start + 103]);
            assert_eq!(y, &[start + 101, start + 102, start + 103, start + 104]);
            starts.insert(start);
        }
        // One epoch is every window once.
        assert_eq!(starts, BTreeSet::from([0, 4, 8, 12, 16]));
        // Step 1 is epoch 1: again every window, in another order.
        let b1 = f.batch(&s, 1, 0..5).unwrap();
        let s1: BTreeSet<i64> = (0..5).map(|r| b1.inputs[r * 4] - 100).collect();
        assert_eq!(s1, starts);
        assert_ne!(b1.inputs, b.inputs);
    }

    #[test]
    fn deterministic_and_sharded_over_replicas() {
        let ids: Vec<u16> = (0..4001).map(|i| (i % 997) as u16).collect();
        let p = write_u16("shard.bin", &ids);
        let s = Sampling {
            seq: 8,
            global_batch: 6,
            vocab: 1000,
            seed: 42,
        };
        let mut f = TokenFile::open(&p, None).unwrap();
        let whole = f.batch(&s, 3, 0..6).unwrap();
        // Reopened: the same rows for the same (seed, step).
        let mut g = TokenFile::open(&p, None).unwrap();
        assert_eq!(g.batch(&s, 3, 0..6).unwrap(), whole);
        // DP 2 and DP 4 (uneven: 2, 2, 1, 1 rows) read disjoint shards
        // whose concatenation is the global batch.
        for dp in [2u64, 4] {
            let mut cat = Vec::new();
            for r in 0..dp {
                let rows = replica_rows(6, dp, r);
                cat.extend(g.batch(&s, 3, rows).unwrap().inputs);
            }
            assert_eq!(cat, whole.inputs, "dp {dp}");
        }
        assert_eq!(replica_rows(6, 4, 0), 0..2);
        assert_eq!(replica_rows(6, 4, 3), 5..6);
        // Another seed, another batch.
        let other = Sampling { seed: 43, ..s };
        assert_ne!(g.batch(&other, 3, 0..6).unwrap(), whole);
        // Steps of one epoch never repeat a window: 500 windows, 6 rows
        // per step, 83 steps.
        let mut seen = BTreeSet::new();
        for step in 0..83 {
            for r in 0..6 {
                assert!(seen.insert(f.sample_start(&s, step * 6 + r).unwrap()));
            }
        }
    }

    #[test]
    fn u32_files_by_name_or_width() {
        let ids: Vec<u32> = (0..9).map(|i| 70_000 + i).collect();
        let p = tmp("big.u32.bin");
        std::fs::write(
            &p,
            ids.iter()
                .flat_map(|t| t.to_le_bytes())
                .collect::<Vec<u8>>(),
        )
        .unwrap();
        let mut f = TokenFile::open(&p, None).unwrap();
        assert_eq!(f.width(), TokenWidth::U32);
        let s = Sampling {
            seq: 8,
            global_batch: 1,
            vocab: 100_000,
            seed: 0,
        };
        let b = f.batch(&s, 0, 0..1).unwrap();
        assert_eq!(b.inputs, (70_000..70_008).collect::<Vec<i64>>());
        assert_eq!(b.labels, (70_001..70_009).collect::<Vec<i64>>());
        // The same bytes read as uint16 by an explicit width: 18 tokens.
        let f16 = TokenFile::open(&p, Some(TokenWidth::U16)).unwrap();
        assert_eq!(f16.tokens(), 18);
        // No recognisable name and no width: an error saying what to do.
        let q = tmp("tokens.dat");
        std::fs::write(&q, [0u8; 8]).unwrap();
        let e = TokenFile::open(&q, None).unwrap_err().to_string();
        assert!(e.contains("tokens.dat") && e.contains(".u32.bin"), "{e}");
    }

    #[test]
    fn bad_files_are_errors_naming_the_offset() {
        // 7 bytes of uint16: a partial token at byte 6.
        let p = tmp("odd.bin");
        std::fs::write(&p, [1u8, 0, 2, 0, 3, 0, 4]).unwrap();
        let e = TokenFile::open(&p, None).unwrap_err().to_string();
        assert!(
            e.contains("odd.bin") && e.contains("truncated") && e.contains("byte offset 6"),
            "{e}"
        );
        // A token beyond the vocabulary: id 50 at token index 5.
        let mut ids: Vec<u16> = vec![1; 9];
        ids[5] = 50;
        let p = write_u16("vocab.bin", &ids);
        let mut f = TokenFile::open(&p, None).unwrap();
        let s = Sampling {
            seq: 8,
            global_batch: 1,
            vocab: 50,
            seed: 0,
        };
        let e = f.batch(&s, 0, 0..1).unwrap_err().to_string();
        assert!(
            e.contains("token 50 at token index 5 (byte offset 10)")
                && e.contains("vocabulary of 50"),
            "{e}"
        );
        // Too short for one sample.
        let p = write_u16("short.bin", &[1, 2, 3]);
        let mut f = TokenFile::open(&p, None).unwrap();
        let e = f.batch(&s, 0, 0..1).unwrap_err().to_string();
        assert!(e.contains("3 tokens do not make one sample"), "{e}");
        // Rows outside the global batch.
        let p = write_u16("ok.bin", &[1; 9]);
        let mut f = TokenFile::open(&p, None).unwrap();
        assert!(f.batch(&s, 0, 0..2).is_err());
        // A file that shrinks after it is opened.
        let p = write_u16("shrink.bin", &[1; 17]);
        let mut f = TokenFile::open(&p, None).unwrap();
        std::fs::write(&p, [1u8, 0]).unwrap();
        let s2 = Sampling {
            seq: 8,
            global_batch: 2,
            vocab: 50,
            seed: 0,
        };
        let e = f.batch(&s2, 0, 0..2).unwrap_err().to_string();
        assert!(
            e.contains("byte offset") && e.contains("did the file change"),
            "{e}"
        );
    }
}
