//! Point-to-point transports behind one trait.
//!
//! A [`Transport`] connects the `world` ranks of a job pairwise. Messages
//! between two ranks arrive in the order they were sent; every message carries
//! a tag and its length, and a receive states both — a peer that sends
//! anything else is a [`RuntimeError::Protocol`] naming it, so a program
//! mismatch is detected at the first message rather than corrupting tensors.
//!
//! * [`tcp`]: std sockets, always available (DiComm's CPU-mediated mode).
//! * `rdma` (cargo feature `rdma`): libibverbs RC queue pairs with registered
//!   buffer pools (DiComm's device-direct mode), used where a device exists.
//!
//! [`select`] reads `HETC_TRANSPORT=rdma|tcp|auto` and says why it chose.

pub mod shm;
pub mod tcp;

#[cfg(feature = "rdma")]
pub mod rdma;

use crate::error::{Result, RuntimeError};

/// Pairwise, ordered, tagged, length-checked messages between ranks.
pub trait Transport: Send + Sync {
    /// `"tcp"` or `"rdma"`.
    fn kind(&self) -> &'static str;
    fn rank(&self) -> usize;
    fn world(&self) -> usize;
    /// Sends `data` to `peer` (blocking until it is handed to the network).
    fn send(&self, peer: usize, tag: u32, data: &[u8]) -> Result<()>;
    /// Receives the next message from `peer` into `buf`; it must carry `tag`
    /// and exactly `buf.len()` bytes.
    fn recv_into(&self, peer: usize, tag: u32, buf: &mut [u8]) -> Result<()>;

    /// Receives the next message from `peer` (it must carry `tag` and
    /// `len` bytes) and hands its payload to `f` in order as `(offset,
    /// bytes)` pieces, so a caller can reduce it where it lands instead of
    /// copying it first. Pieces start at multiples of 8 bytes of the
    /// message and of memory. The default receives into `scratch` (grown
    /// to `len`) and hands it over whole; [`shm`] hands over the ring's own
    /// bytes as they arrive.
    fn recv_with(
        &self,
        peer: usize,
        tag: u32,
        len: usize,
        scratch: &mut Vec<u8>,
        f: &mut dyn FnMut(usize, &[u8]),
    ) -> Result<()> {
        scratch.resize(len, 0);
        self.recv_into(peer, tag, scratch)?;
        f(0, scratch);
        Ok(())
    }

    /// Bytes a send to `peer` can hand over before `peer` receives any of
    /// them (a buffer of the transport's own that the sender fills); 0
    /// where that is not known (TCP: the kernel's socket buffer). Ring
    /// collectives send and receive from one thread where two of their
    /// messages fit.
    fn send_buffer(&self, peer: usize) -> usize {
        let _ = peer;
        0
    }

    /// Payload bytes this rank has sent so far over this transport (every
    /// completed [`Transport::send`], framing excluded): what a run moved,
    /// to compare with what its program predicts.
    fn bytes_sent(&self) -> u64;

    /// Another rank reported the job failed (`dead` blamed by `by`): cut
    /// every blocked or later send/receive short with
    /// [`RuntimeError::Aborted`]. The default does nothing (the operation
    /// then fails on its own timeout).
    fn abort(&self, dead: usize, by: usize, msg: &str) {
        let _ = (dead, by, msg);
    }

    /// Sends to `to` while receiving from `from` (the step of every ring
    /// algorithm; doing both at once is what keeps large rings from
    /// deadlocking on full socket buffers).
    fn send_recv(
        &self,
        to: usize,
        data: &[u8],
        from: usize,
        buf: &mut [u8],
        tag: u32,
    ) -> Result<()> {
        std::thread::scope(|s| {
            let sender = s.spawn(|| self.send(to, tag, data));
            let got = self.recv_into(from, tag, buf);
            let sent = sender.join().unwrap_or_else(|_| {
                Err(RuntimeError::Protocol {
                    rank: to,
                    msg: "sender thread panicked".into(),
                })
            });
            got.and(sent)
        })
    }
}

/// Bytes of a message header: tag `u32`, payload length `u64` (little-endian).
pub(crate) const HEADER: usize = 12;

pub(crate) fn header(tag: u32, len: usize) -> [u8; HEADER] {
    let mut h = [0u8; HEADER];
    h[..4].copy_from_slice(&tag.to_le_bytes());
    h[4..].copy_from_slice(&(len as u64).to_le_bytes());
    h
}

/// Checks a received header against what the program expects.
pub(crate) fn check_header(peer: usize, tag: u32, len: usize, h: &[u8; HEADER]) -> Result<()> {
    let got_tag = u32::from_le_bytes([h[0], h[1], h[2], h[3]]);
    let mut l = [0u8; 8];
    l.copy_from_slice(&h[4..]);
    let got_len = u64::from_le_bytes(l);
    if got_tag != tag || got_len != len as u64 {
        return Err(RuntimeError::Protocol {
            rank: peer,
            msg: format!(
                "expected tag {tag} with {len} bytes, got tag {got_tag} with {got_len} bytes"
            ),
        });
    }
    Ok(())
}

/// Which transport `HETC_TRANSPORT` asks for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Choice {
    Rdma,
    Tcp,
    Auto,
}

impl Choice {
    /// Parses `HETC_TRANSPORT` (unset means `auto`).
    pub fn parse(v: Option<&str>) -> Result<Choice> {
        match v.map(str::trim) {
            None | Some("") | Some("auto") => Ok(Choice::Auto),
            Some("tcp") => Ok(Choice::Tcp),
            Some("rdma") => Ok(Choice::Rdma),
            Some(o) => Err(RuntimeError::Launch(format!(
                "HETC_TRANSPORT={o}: expected rdma, tcp or auto"
            ))),
        }
    }
}

/// Whether this process can use RDMA: `Ok(device names)` or why not.
pub fn local_rdma_devices() -> Result<Vec<String>, String> {
    #[cfg(feature = "rdma")]
    {
        rdma::device_names()
    }
    #[cfg(not(feature = "rdma"))]
    {
        Err("hetc was built without the `rdma` feature".into())
    }
}

/// The transport to use given the choice and every rank's RDMA probe, with
/// the reason (auto: rdma only when every rank has a device).
pub fn select(choice: Choice, probes: &[Result<Vec<String>, String>]) -> Result<(Choice, String)> {
    let missing = probes.iter().enumerate().find_map(|(r, p)| match p {
        Ok(d) if !d.is_empty() => None,
        Ok(_) => Some(format!("rank {r}: no RDMA device listed")),
        Err(e) => Some(format!("rank {r}: {e}")),
    });
    match (choice, missing) {
        (Choice::Tcp, _) => Ok((Choice::Tcp, "HETC_TRANSPORT=tcp".into())),
        (Choice::Rdma, None) | (Choice::Auto, None) => {
            Ok((Choice::Rdma, "every rank has an RDMA device".into()))
        }
        (Choice::Rdma, Some(why)) => {
            Err(RuntimeError::Rdma(format!("HETC_TRANSPORT=rdma but {why}")))
        }
        (Choice::Auto, Some(why)) => Ok((Choice::Tcp, format!("falling back to tcp: {why}"))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn auto_falls_back_to_tcp_naming_the_rank_without_a_device() {
        let probes = vec![Ok(vec!["mlx5_0".to_string()]), Err("ENOSYS".to_string())];
        let (c, why) = select(Choice::Auto, &probes).unwrap();
        assert_eq!(c, Choice::Tcp);
        assert!(why.contains("rank 1: ENOSYS"), "{why}");
        assert!(select(Choice::Rdma, &probes).is_err());
        let all = vec![Ok(vec!["a".to_string()]), Ok(vec!["b".to_string()])];
        assert_eq!(select(Choice::Auto, &all).unwrap().0, Choice::Rdma);
        assert_eq!(Choice::parse(Some("tcp")).unwrap(), Choice::Tcp);
        assert!(Choice::parse(Some("ib")).is_err());
    }

    #[test]
    fn this_machine_reports_why_rdma_is_unavailable() {
        // Whatever the build, the probe answers with devices or a reason; on
        // this machine libibverbs answers ENOSYS (no device).
        match local_rdma_devices() {
            Ok(d) => println!("rdma devices: {d:?}"),
            Err(why) => {
                assert!(!why.is_empty());
                println!("rdma unavailable: {why}");
            }
        }
    }
}
