//! The crate's one error type. Every variant that concerns a peer names its
//! rank, so a dead or stalled peer is reported as "rank N", never as a hang.

use std::io;

#[derive(Debug, thiserror::Error)]
pub enum RuntimeError {
    /// An I/O error talking to peer `rank` while doing `what`.
    /// (The I/O error is part of the message, not a `source()`: printed
    /// as a chain it would read twice.)
    #[error("rank {rank}: {what}: {error}")]
    Peer {
        rank: usize,
        what: String,
        error: io::Error,
    },
    /// Peer `rank` did not answer within the timeout.
    #[error("rank {rank}: no progress within {secs:.1} s while {what} (peer dead or stalled)")]
    Timeout {
        rank: usize,
        secs: f64,
        what: String,
    },
    /// A peer sent something other than what the program expects.
    #[error("rank {rank}: protocol violation: {msg}")]
    Protocol { rank: usize, msg: String },
    /// The rendezvous store refused us or misbehaved.
    #[error("rendezvous at {addr}: {msg}")]
    Rendezvous { addr: String, msg: String },
    /// The launcher environment is incomplete or inconsistent.
    #[error("launch environment: {0}")]
    Launch(String),
    /// A collective was called with arguments that do not fit its group.
    #[error("collective {op}: {msg}")]
    Collective { op: &'static str, msg: String },
    /// A bundle manifest that does not describe a runnable job.
    #[error("bundle: {0}")]
    Bundle(String),
    /// The RDMA transport could not be used.
    #[error("rdma: {0}")]
    Rdma(String),
    /// Another rank found a peer dead or stalled and told every rank
    /// (through the rendezvous store); this rank's own I/O was cut short.
    #[error("rank {dead}: failed (reported by rank {by}: {msg})")]
    Aborted { dead: usize, by: usize, msg: String },
    /// A training data file that cannot be used ([`crate::data`]).
    #[error("{path}: {msg}")]
    Data { path: String, msg: String },
    /// A checkpoint that cannot be written, or read back as it was written
    /// ([`crate::checkpoint`]); `path` is the file or directory at fault.
    #[error("checkpoint {path}: {msg}")]
    Checkpoint { path: String, msg: String },
    /// Local socket setup failed (bind/listen).
    #[error("{what}: {error}")]
    Io { what: String, error: io::Error },
}

pub type Result<T, E = RuntimeError> = std::result::Result<T, E>;

impl RuntimeError {
    /// Classifies an I/O error with a peer: timeouts become [`RuntimeError::Timeout`].
    pub(crate) fn peer(rank: usize, what: impl Into<String>, e: io::Error, timeout_s: f64) -> Self {
        let what = what.into();
        match e.kind() {
            io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut => RuntimeError::Timeout {
                rank,
                secs: timeout_s,
                what,
            },
            io::ErrorKind::UnexpectedEof => RuntimeError::Peer {
                rank,
                what,
                error: io::Error::new(
                    io::ErrorKind::UnexpectedEof,
                    "connection closed by the peer (process exited?)",
                ),
            },
            _ => RuntimeError::Peer {
                rank,
                what,
                error: e,
            },
        }
    }

    /// The peer this error blames, if any.
    pub fn peer_rank(&self) -> Option<usize> {
        match self {
            RuntimeError::Peer { rank, .. }
            | RuntimeError::Timeout { rank, .. }
            | RuntimeError::Protocol { rank, .. } => Some(*rank),
            RuntimeError::Aborted { dead, .. } => Some(*dead),
            _ => None,
        }
    }

    pub(crate) fn io(what: impl Into<String>, source: io::Error) -> Self {
        RuntimeError::Io {
            what: what.into(),
            error: source,
        }
    }
}

impl From<hetc_ir::comm_program::CommError> for RuntimeError {
    fn from(e: hetc_ir::comm_program::CommError) -> Self {
        RuntimeError::Bundle(e.to_string())
    }
}
