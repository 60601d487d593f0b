//! Bundles of models whose extents depend on values they compute.
//!
//! A TTS duration predictor's `Range`, a detector's `NonMaxSuppression`:
//! where an extent depends on tensor values, no static plan exists. `hetc
//! compile --emit bundle` of such a model writes a *dynamic bundle*: the
//! ONNX model (with its external data) and `dynamic.json` (what the model
//! computes that decides extents, the rank's chip, every file's sha256),
//! for one rank. `hetc run` specialises it to each input as `hetc eval`
//! does ([`crate::eval`]): the values that decide extents are computed
//! first, then the rest compiled for them — each distinct set of extents
//! compiled once, by the persistent code cache (`HETC_CACHE_DIR`), as
//! onnxruntime and IREE allocate for the shapes they meet. The
//! compiler-free `hetc-run` runs it in its reference interpreter and says
//! so. A pipeline over several ranks needs static extents: such a model
//! cannot be planned across ranks (yet), and the bundle says so when a
//! launcher starts more than one rank.

use crate::error::{Result, SessionError};
use crate::eval::{eval_file, Engine, EvalOptions, Evaluation};
use crate::tensor_io::Array;
use hetc_backends::bundle::sha256_hex;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The dynamic bundle's manifest file.
pub const MANIFEST: &str = "dynamic.json";
/// Its format version.
pub const FORMAT_VERSION: u32 = 1;

/// `dynamic.json`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DynamicManifest {
    pub format_version: u32,
    pub hetc_version: String,
    /// The model's file in the bundle (its external data files beside it,
    /// under their own names).
    pub model: String,
    /// The values the model computes whose contents decide extents (the
    /// first the import met; more may follow them at run time).
    pub computed: Vec<String>,
    /// `--bind` values for dims no input carries.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub bindings: BTreeMap<String, u64>,
    /// The cluster and the one rank's chip.
    pub cluster: String,
    pub vendor: String,
    pub chip: String,
    /// sha256 (lower-case hex) of every file but this manifest, by path.
    pub files: BTreeMap<String, String>,
}

/// Whether `dir` holds a dynamic bundle.
pub fn is_dynamic(dir: &Path) -> bool {
    dir.join(MANIFEST).is_file() && !dir.join("manifest.json").exists()
}

/// What [`write`] puts in a bundle.
pub struct DynamicSpec<'a> {
    pub model: &'a Path,
    pub computed: &'a [String],
    pub bindings: &'a BTreeMap<String, u64>,
    pub cluster: &'a str,
    pub vendor: &'a str,
    pub chip: &'a str,
}

fn io(p: &Path, e: std::io::Error) -> SessionError {
    SessionError::io(p, e)
}

/// Write the dynamic bundle of `spec` to `dir`, atomically
/// ([`hetc_backends::bundle::replace_dir`]: a directory there that is not
/// a bundle is never replaced).
pub fn write(dir: &Path, spec: &DynamicSpec<'_>) -> Result<DynamicManifest> {
    let external = hetc_frontends::onnx::external_data_files(spec.model)?;
    let model_dir = spec.model.parent().unwrap_or(Path::new(""));
    let mut sources: Vec<(String, PathBuf)> = vec![("model.onnx".into(), spec.model.to_path_buf())];
    for p in &external {
        let rel = p
            .strip_prefix(model_dir)
            .map_err(|_| {
                SessionError::Bundle(format!(
                    "{}: external data {} is outside the model's directory",
                    spec.model.display(),
                    p.display()
                ))
            })?
            .to_string_lossy()
            .into_owned();
        if rel == "model.onnx" || rel == MANIFEST {
            return Err(SessionError::Bundle(format!(
                "{}: external data named {rel:?} collides with the bundle's own files",
                spec.model.display()
            )));
        }
        sources.push((rel, p.clone()));
    }
    let mut files = BTreeMap::new();
    let mut sums = BTreeMap::new();
    for (rel, src) in sources {
        let bytes = std::fs::read(&src).map_err(|e| io(&src, e))?;
        sums.insert(rel.clone(), sha256_hex(&bytes));
        files.insert(rel, bytes);
    }
    let m = DynamicManifest {
        format_version: FORMAT_VERSION,
        hetc_version: env!("CARGO_PKG_VERSION").to_string(),
        model: "model.onnx".into(),
        computed: spec.computed.to_vec(),
        bindings: spec.bindings.clone(),
        cluster: spec.cluster.to_string(),
        vendor: spec.vendor.to_string(),
        chip: spec.chip.to_string(),
        files: sums,
    };
    let text = serde_json::to_string_pretty(&m)
        .map_err(|e| SessionError::Internal(format!("{MANIFEST}: {e}")))?;
    files.insert(MANIFEST.to_string(), (text + "\n").into_bytes());
    hetc_backends::bundle::replace_dir(dir, &["manifest.json", MANIFEST], &files)?;
    Ok(m)
}

/// A dynamic bundle whose checksums match.
pub struct DynamicBundle {
    pub dir: PathBuf,
    pub manifest: DynamicManifest,
}

impl DynamicBundle {
    /// Read `dir`'s manifest and verify every file's checksum.
    pub fn open(dir: &Path) -> Result<DynamicBundle> {
        let mp = dir.join(MANIFEST);
        let raw = std::fs::read(&mp).map_err(|e| io(&mp, e))?;
        let manifest: DynamicManifest =
            serde_json::from_slice(&raw).map_err(|e| SessionError::Malformed {
                path: mp.display().to_string(),
                message: e.to_string(),
            })?;
        if manifest.format_version != FORMAT_VERSION {
            return Err(SessionError::Bundle(format!(
                "{}: format {} (this hetc reads format {FORMAT_VERSION}); compile the model again",
                mp.display(),
                manifest.format_version
            )));
        }
        if !manifest.files.contains_key(&manifest.model) {
            return Err(SessionError::Bundle(format!(
                "{}: the model {:?} is not among the bundle's files",
                mp.display(),
                manifest.model
            )));
        }
        let mut bad = Vec::new();
        for (p, want) in &manifest.files {
            if Path::new(p).is_absolute() || p.split('/').any(|c| c == "..") {
                return Err(SessionError::Bundle(format!(
                    "{}: file path {p:?} leaves the bundle",
                    mp.display()
                )));
            }
            match std::fs::read(dir.join(p)) {
                Ok(b) if &sha256_hex(&b) == want => {}
                Ok(_) => bad.push(format!("{p}: checksum mismatch")),
                Err(_) => bad.push(format!("{p}: missing")),
            }
        }
        if !bad.is_empty() {
            return Err(SessionError::Bundle(format!(
                "{}: corrupted or missing: {}",
                dir.display(),
                bad.join(", ")
            )));
        }
        Ok(DynamicBundle {
            dir: dir.to_path_buf(),
            manifest,
        })
    }

    /// `hetc inspect`'s summary.
    pub fn summary(&self) -> String {
        let m = &self.manifest;
        format!(
            "bundle {} (dynamic, format {}, hetc {})\nmodel {} ({} file(s)), extents decided at run time by {}\none rank: {} {} of cluster {}; each distinct set of extents compiled at run time (code cache: HETC_CACHE_DIR)\nevery checksum matches\n",
            self.dir.display(),
            m.format_version,
            m.hetc_version,
            m.model,
            m.files.len(),
            m.computed
                .iter()
                .map(|n| format!("{n:?}"))
                .collect::<Vec<_>>()
                .join(", "),
            m.vendor,
            m.chip,
            m.cluster
        )
    }

    /// Run the model on `inputs`: compiled for the extents they give (the
    /// reference interpreter with `reference`, or where this binary has no
    /// compiler: then with a warning).
    pub fn run(&self, inputs: &[Array], reference: bool) -> Result<Evaluation> {
        let compiles = cfg!(feature = "mlir");
        let engine = if reference || !compiles {
            Engine::Reference
        } else {
            Engine::Jit
        };
        let model = self.dir.join(&self.manifest.model);
        let opts = EvalOptions {
            engine,
            bindings: self.manifest.bindings.clone(),
            ..Default::default()
        };
        let mut r = eval_file(&model, inputs, &opts).map_err(|e| {
            SessionError::Bundle(format!("{}: {}", self.dir.display(), crate::chain(&e)))
        })?;
        if !reference && !compiles {
            r.warnings.push(
                "this runtime has no compiler (hetc-run): the dynamic bundle's model runs in the reference interpreter; `hetc run` compiles it per distinct set of extents".into(),
            );
        }
        Ok(r)
    }
}
