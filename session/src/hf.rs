//! Hugging Face names for what training writes (`hetc run --names hf`):
//! the bundle's `config.json` ([`crate::run::HF_CONFIG`]) parsed, and the
//! config written beside the weights so that `from_pretrained` on that
//! directory loads them. The mapping itself is the importer's
//! ([`hetc_frontends::hfweights`]): what `--weights` reads, this writes.

use crate::error::{Result, SessionError};
pub use hetc_frontends::hfconfig::HfConfig;
use std::path::Path;

/// Parse a bundle's config (its warnings were shown at compile time).
pub fn parse_config(text: &str) -> Result<HfConfig> {
    HfConfig::parse(text, &mut Vec::new()).map_err(SessionError::Bundle)
}

/// Write `config.json` beside `weights` unless the directory has one
/// (nothing already written is replaced).
pub fn write_config_beside(weights: &Path, text: &str) -> Result<()> {
    let dir = weights
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let p = dir.join("config.json");
    if p.exists() {
        return Ok(());
    }
    crate::write_atomic(&p, text.as_bytes())
}
