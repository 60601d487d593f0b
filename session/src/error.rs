//! The session's error: what failed, and where (file, stage, rank, tensor),
//! with the lower crates' errors kept as sources.

use std::path::Path;

/// Errors of [`crate::Session`] and the bundle runners.
#[derive(Debug, thiserror::Error)]
pub enum SessionError {
    /// The model file cannot be read or imported.
    #[error(transparent)]
    Import(#[from] hetc_frontends::FrontendError),
    /// A file cannot be read or written (the cause is the source).
    #[error("{path}")]
    Io {
        path: String,
        #[source]
        source: std::io::Error,
    },
    /// A file's contents are malformed (cluster, profile, io JSON…).
    #[error("{path}: {message}")]
    Malformed { path: String, message: String },
    /// The options ask for something this model or flow cannot do.
    #[error("{0}")]
    Options(String),
    /// The model cannot be planned or lowered as given (unbound dims, a
    /// layer structure that differs between graphs…).
    #[error("{0}")]
    Model(String),
    /// A pass failed (planning, parallelization, fusion, autodiff).
    #[error(transparent)]
    Pass(#[from] hetc_passes::PassError),
    /// A graph failed the IR verifier.
    #[error(transparent)]
    Verify(#[from] hetc_ir::VerifyErrors),
    /// A graph pass failed, or a graph failed the verifier after one
    /// (naming the pass and the graph).
    #[error(transparent)]
    PassFailure(#[from] hetc_passes::pass::PassFailure),
    /// Stage extraction, lowering or the bundle writer failed.
    #[error(transparent)]
    Backend(#[from] hetc_backends::BackendError),
    /// The runtime failed (transport, collective, rendezvous, program).
    #[error(transparent)]
    Runtime(#[from] hetc_runtime::RuntimeError),
    /// A bundle does not hold what a run needs.
    #[error("{0}")]
    Bundle(String),
    /// Inputs or outputs of a run do not match the bundle.
    #[error("{0}")]
    Run(String),
    /// A bug: an internal invariant does not hold.
    #[error("internal error: {0}")]
    Internal(String),
    /// `source`, while doing `what` (the cause is the source).
    #[error("{what}")]
    Context {
        what: String,
        #[source]
        source: Box<SessionError>,
    },
}

/// The session's result.
pub type Result<T, E = SessionError> = std::result::Result<T, E>;

impl SessionError {
    pub(crate) fn io(path: &Path, source: std::io::Error) -> SessionError {
        SessionError::Io {
            path: path.display().to_string(),
            source,
        }
    }

    /// The runtime's error where this one is (or wraps) one — a collective's
    /// error names the peer, so it is passed on as is — else this error as
    /// a bundle error of the runtime.
    pub fn into_runtime(self) -> hetc_runtime::RuntimeError {
        let mut e = self;
        let whole = chain(&e);
        loop {
            match e {
                SessionError::Runtime(r) => return r,
                SessionError::Context { source, .. } => e = *source,
                _ => return hetc_runtime::RuntimeError::Bundle(whole),
            }
        }
    }
}

/// `error: cause: cause…`: an error with its chain of sources, as the CLI
/// prints it.
pub fn chain(e: &dyn std::error::Error) -> String {
    let mut s = e.to_string();
    let mut at = e.source();
    while let Some(c) = at {
        s.push_str(": ");
        s.push_str(&c.to_string());
        at = c.source();
    }
    s
}

/// `.context(…)` for the session's results.
pub trait Context<T> {
    /// Wrap the error with what was being done.
    fn context(self, what: impl Into<String>) -> Result<T>;
    /// [`Context::context`] with a lazily built message.
    fn with_context<S: Into<String>>(self, what: impl FnOnce() -> S) -> Result<T>;
}

impl<T, E: Into<SessionError>> Context<T> for std::result::Result<T, E> {
    fn context(self, what: impl Into<String>) -> Result<T> {
        self.map_err(|e| SessionError::Context {
            what: what.into(),
            source: Box::new(e.into()),
        })
    }

    fn with_context<S: Into<String>>(self, what: impl FnOnce() -> S) -> Result<T> {
        self.map_err(|e| SessionError::Context {
            what: what().into(),
            source: Box::new(e.into()),
        })
    }
}
