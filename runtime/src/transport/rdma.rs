//! RDMA transport through libibverbs (the `ibverbs` crate, rdma-core).
//!
//! Per peer: one RC queue pair, a send and a receive completion queue, and
//! two buffer pools of [`SLOTS`] × [`SLOT`] bytes, each registered once as a
//! memory region when the mesh is built (registration is expensive; it never
//! happens on the data path). A message is a 12-byte header (tag, length)
//! then the payload in slot-sized pieces, each an `IBV_WR_SEND` into one of
//! the peer's pre-posted receive slots; up to [`SLOTS`] sends are in flight
//! (pipelining), and a consumed receive slot is re-posted at once. Receiver
//! not ready ⇒ the HCA retries (RNR retry = infinite); completions are
//! polled with a deadline, so a dead peer becomes a timeout naming it, and
//! [`Transport::abort`] (another rank's failure report) ends every blocked
//! or later operation with [`RuntimeError::Aborted`] at the next poll.
//!
//! The verbs objects borrow their device context; the context, protection
//! domain and completion queues are leaked (`'static`): a transport lives
//! as long as the rank's process.
//!
//! Queue-pair endpoints are exchanged through the rendezvous store (keys
//! `rdma/<from>-><to>`, JSON).

use super::Transport;
use crate::error::{Result, RuntimeError};
use crate::rendezvous::StoreClient;
use ibverbs::{CompletionQueue, MemoryRegion, QueuePair, QueuePairEndpoint};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Slots per buffer pool.
pub const SLOTS: usize = 16;
/// Bytes per slot.
pub const SLOT: usize = 256 << 10;

/// The RDMA devices libibverbs lists, or why none can be listed (here:
/// `ENOSYS`, no kernel RDMA support).
pub fn device_names() -> Result<Vec<String>, String> {
    let list = ibverbs::devices().map_err(|e| {
        format!("ibv_get_device_list failed: {e} (no RDMA device or kernel support)")
    })?;
    Ok(list
        .iter()
        .map(|d| {
            d.name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_else(|| "?".into())
        })
        .collect())
}

struct Side {
    mr: MemoryRegion<u8>,
    cq: &'static CompletionQueue<'static>,
    /// tx: next slot to fill; rx: unused.
    next: usize,
    /// tx: sends posted and not yet completed.
    outstanding: usize,
}

struct Peer {
    qp: Mutex<QueuePair<'static>>,
    tx: Mutex<Side>,
    rx: Mutex<Side>,
}

/// A full mesh of RC queue pairs.
pub struct RdmaTransport {
    rank: usize,
    world: usize,
    peers: Vec<Option<Peer>>,
    timeout: Duration,
    /// Set by [`Transport::abort`]: (dead rank, reporting rank, message).
    /// Completion polling checks it, so a blocked operation ends within
    /// ~1024 polls instead of at its timeout.
    aborted: Mutex<Option<(usize, usize, String)>>,
    /// Payload bytes of every completed send.
    sent: std::sync::atomic::AtomicU64,
}

fn rdma_err(what: &str, e: impl std::fmt::Display) -> RuntimeError {
    RuntimeError::Rdma(format!("{what}: {e}"))
}

impl RdmaTransport {
    /// Opens the first device (or `device` by name), builds one queue pair
    /// per peer and exchanges endpoints through `store`.
    pub fn connect(
        rank: usize,
        world: usize,
        store: &mut StoreClient,
        device: Option<&str>,
        gid_index: Option<u32>,
        timeout: Duration,
    ) -> Result<RdmaTransport> {
        let list = ibverbs::devices().map_err(|e| rdma_err("ibv_get_device_list", e))?;
        let dev = list
            .iter()
            .find(|d| match (device, d.name()) {
                (None, _) => true,
                (Some(want), Some(n)) => n.to_string_lossy() == want,
                (Some(_), None) => false,
            })
            .ok_or_else(|| RuntimeError::Rdma(format!("no RDMA device {device:?}")))?;
        let ctx: &'static ibverbs::Context = Box::leak(Box::new(
            dev.open().map_err(|e| rdma_err("ibv_open_device", e))?,
        ));
        let pd: &'static ibverbs::ProtectionDomain<'static> = Box::leak(Box::new(
            ctx.alloc_pd().map_err(|e| rdma_err("ibv_alloc_pd", e))?,
        ));
        let mut prepared = Vec::with_capacity(world);
        for peer in 0..world {
            if peer == rank {
                prepared.push(None);
                continue;
            }
            let mk_cq = || -> Result<&'static CompletionQueue<'static>> {
                Ok(Box::leak(Box::new(
                    ctx.create_cq(2 * SLOTS as i32, peer as isize)
                        .map_err(|e| rdma_err("ibv_create_cq", e))?,
                )))
            };
            let (tcq, rcq) = (mk_cq()?, mk_cq()?);
            let mut b = pd.create_qp(tcq, rcq, ibverbs::ibv_qp_type::IBV_QPT_RC);
            b.set_max_send_wr(SLOTS as u32)
                .set_max_recv_wr(SLOTS as u32)
                .set_rnr_retry(7);
            if let Some(g) = gid_index {
                b.set_gid_index(g);
            }
            let pqp = b.build().map_err(|e| rdma_err("ibv_create_qp", e))?;
            let ep = encode(&pqp.endpoint());
            store.set(&format!("rdma/{rank}->{peer}"), ep.as_bytes())?;
            let alloc = || {
                pd.allocate::<u8>(SLOTS * SLOT)
                    .map_err(|e| rdma_err("ibv_reg_mr", e))
            };
            prepared.push(Some((pqp, tcq, rcq, alloc()?, alloc()?)));
        }
        let mut peers = Vec::with_capacity(world);
        for (peer, p) in prepared.into_iter().enumerate() {
            let Some((pqp, tcq, rcq, tmr, mut rmr)) = p else {
                peers.push(None);
                continue;
            };
            let raw = store.get(&format!("rdma/{peer}->{rank}"))?;
            let remote = decode(&raw).map_err(|m| RuntimeError::Protocol { rank: peer, msg: m })?;
            let mut qp = pqp
                .handshake(remote)
                .map_err(|e| rdma_err(&format!("queue pair handshake with rank {peer}"), e))?;
            for slot in 0..SLOTS {
                // SAFETY: `rmr` is owned by this peer's receive side for the
                // transport's whole life and a slot is only read after its
                // completion has been polled (see `recv_piece`).
                unsafe { qp.post_receive(&mut rmr, slot * SLOT..(slot + 1) * SLOT, slot as u64) }
                    .map_err(|e| rdma_err("ibv_post_recv", e))?;
            }
            peers.push(Some(Peer {
                qp: Mutex::new(qp),
                tx: Mutex::new(Side {
                    mr: tmr,
                    cq: tcq,
                    next: 0,
                    outstanding: 0,
                }),
                rx: Mutex::new(Side {
                    mr: rmr,
                    cq: rcq,
                    next: 0,
                    outstanding: 0,
                }),
            }));
        }
        Ok(RdmaTransport {
            rank,
            world,
            peers,
            timeout,
            aborted: Mutex::new(None),
            sent: std::sync::atomic::AtomicU64::new(0),
        })
    }

    /// [`RuntimeError::Aborted`] once [`Transport::abort`] was called.
    fn check_aborted(&self) -> Result<()> {
        match self.aborted.lock().ok().and_then(|a| a.clone()) {
            Some((dead, by, msg)) => Err(RuntimeError::Aborted { dead, by, msg }),
            None => Ok(()),
        }
    }

    fn peer(&self, peer: usize) -> Result<&Peer> {
        self.peers
            .get(peer)
            .and_then(Option::as_ref)
            .ok_or_else(|| RuntimeError::Protocol {
                rank: peer,
                msg: format!("rank {} has no queue pair to rank {peer}", self.rank),
            })
    }

    /// Polls `cq` for one completion before the deadline.
    fn poll_one(
        &self,
        peer: usize,
        cq: &CompletionQueue<'_>,
        what: &str,
    ) -> Result<(usize, usize)> {
        let deadline = Instant::now() + self.timeout;
        let mut wc = [ibverbs::ibv_wc::default(); 1];
        let mut spins = 0u32;
        loop {
            let done = cq.poll(&mut wc).map_err(|e| rdma_err("ibv_poll_cq", e))?;
            if let Some(c) = done.first() {
                if !c.is_valid() {
                    return Err(RuntimeError::Peer {
                        rank: peer,
                        what: what.to_string(),
                        error: std::io::Error::other(format!(
                            "work completion failed: {:?}",
                            c.error()
                        )),
                    });
                }
                return Ok((c.wr_id() as usize, c.len()));
            }
            spins = spins.wrapping_add(1);
            if spins % 1024 == 0 {
                self.check_aborted()?;
                if Instant::now() >= deadline {
                    return Err(RuntimeError::Timeout {
                        rank: peer,
                        secs: self.timeout.as_secs_f64(),
                        what: what.to_string(),
                    });
                }
                std::thread::yield_now();
            }
        }
    }

    fn send_piece(&self, peer: usize, p: &Peer, tx: &mut Side, piece: &[u8]) -> Result<()> {
        if tx.outstanding == SLOTS {
            self.poll_one(peer, tx.cq, "waiting for a send completion")?;
            tx.outstanding -= 1;
        }
        let slot = tx.next;
        tx.next = (tx.next + 1) % SLOTS;
        let at = slot * SLOT;
        tx.mr[at..at + piece.len()].copy_from_slice(piece);
        let mut qp =
            p.qp.lock()
                .map_err(|_| rdma_err("queue pair", "lock poisoned"))?;
        // SAFETY: slot `slot` is not reused before its completion is polled:
        // at most SLOTS sends are outstanding and slots are used round-robin.
        unsafe { qp.post_send(&mut tx.mr, at..at + piece.len(), slot as u64) }
            .map_err(|e| rdma_err("ibv_post_send", e))?;
        tx.outstanding += 1;
        Ok(())
    }

    /// Receives one piece into `out` (its length must match exactly).
    fn recv_piece(
        &self,
        peer: usize,
        p: &Peer,
        rx: &mut Side,
        out: &mut [u8],
        what: &str,
    ) -> Result<()> {
        let (slot, len) = self.poll_one(peer, rx.cq, what)?;
        if slot >= SLOTS || len != out.len() {
            return Err(RuntimeError::Protocol {
                rank: peer,
                msg: format!(
                    "{what}: piece of {len} bytes in slot {slot}, expected {}",
                    out.len()
                ),
            });
        }
        let at = slot * SLOT;
        out.copy_from_slice(&rx.mr[at..at + len]);
        let mut qp =
            p.qp.lock()
                .map_err(|_| rdma_err("queue pair", "lock poisoned"))?;
        // SAFETY: the slot's data was copied out above; re-posting hands it
        // back to the HCA, and it is read again only after its next completion.
        unsafe { qp.post_receive(&mut rx.mr, at..at + SLOT, slot as u64) }
            .map_err(|e| rdma_err("ibv_post_recv", e))
    }
}

// The endpoint is exchanged as the crate's own serde form (the Gid
// accessors of ibverbs 0.9 cast a byte array to an 8-aligned union, which
// debug builds reject as misaligned).
fn encode(ep: &QueuePairEndpoint) -> String {
    serde_json::to_string(ep).unwrap_or_default()
}

fn decode(raw: &[u8]) -> Result<QueuePairEndpoint, String> {
    serde_json::from_slice(raw).map_err(|e| format!("malformed queue pair endpoint: {e}"))
}

impl Transport for RdmaTransport {
    fn kind(&self) -> &'static str {
        "rdma"
    }
    fn rank(&self) -> usize {
        self.rank
    }
    fn world(&self) -> usize {
        self.world
    }

    fn abort(&self, dead: usize, by: usize, msg: &str) {
        if let Ok(mut a) = self.aborted.lock() {
            a.get_or_insert_with(|| (dead, by, msg.to_string()));
        }
    }

    fn send(&self, peer: usize, tag: u32, data: &[u8]) -> Result<()> {
        self.check_aborted()?;
        let p = self.peer(peer)?;
        let mut tx =
            p.tx.lock()
                .map_err(|_| rdma_err("send side", "lock poisoned"))?;
        self.send_piece(peer, p, &mut tx, &super::header(tag, data.len()))?;
        for c in data.chunks(SLOT) {
            self.send_piece(peer, p, &mut tx, c)?;
        }
        while tx.outstanding > 0 {
            self.poll_one(peer, tx.cq, "waiting for a send completion")?;
            tx.outstanding -= 1;
        }
        self.sent
            .fetch_add(data.len() as u64, std::sync::atomic::Ordering::Relaxed);
        Ok(())
    }

    fn bytes_sent(&self) -> u64 {
        self.sent.load(std::sync::atomic::Ordering::Relaxed)
    }

    fn recv_into(&self, peer: usize, tag: u32, buf: &mut [u8]) -> Result<()> {
        self.check_aborted()?;
        let p = self.peer(peer)?;
        let mut rx =
            p.rx.lock()
                .map_err(|_| rdma_err("receive side", "lock poisoned"))?;
        let what = format!("receiving tag {tag} ({} bytes)", buf.len());
        let mut head = [0u8; super::HEADER];
        self.recv_piece(peer, p, &mut rx, &mut head, &what)?;
        super::check_header(peer, tag, buf.len(), &head)?;
        for c in buf.chunks_mut(SLOT) {
            self.recv_piece(peer, p, &mut rx, c, &what)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rendezvous::{StoreClient, StoreServer};
    use std::sync::Arc;

    #[test]
    fn device_probe_answers_with_devices_or_the_reason() {
        match device_names() {
            Ok(d) => println!("ibv_devices: {d:?}"),
            Err(why) => {
                assert!(why.contains("ibv_get_device_list"), "{why}");
                println!("no RDMA here: {why}");
            }
        }
    }

    #[test]
    fn endpoints_round_trip_through_the_store_encoding() {
        let ep: QueuePairEndpoint = serde_json::from_str(
            r#"{"num":77,"lid":3,"gid":{"raw":[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,171]}}"#,
        )
        .unwrap();
        assert_eq!(ep.gid.map(|g| g.interface_id()), Some(171));
        assert_eq!(decode(encode(&ep).as_bytes()).unwrap(), ep);
        let none = QueuePairEndpoint {
            num: 1,
            lid: 2,
            gid: None,
        };
        assert_eq!(decode(encode(&none).as_bytes()).unwrap(), none);
        assert!(decode(b"1 2").is_err());
        assert!(decode(br#"{"num":1}"#).is_err());
    }

    /// Needs a device: two ranks in this process over the first HCA.
    #[test]
    fn two_ranks_exchange_messages_over_rc_queue_pairs() {
        let devs = match device_names() {
            Ok(d) if !d.is_empty() => d,
            Ok(_) => return println!("skipped: ibv_devices lists no RDMA device"),
            Err(why) => return println!("skipped: {why}"),
        };
        println!("using {devs:?}");
        let t = Duration::from_secs(10);
        let srv = StoreServer::start(
            "127.0.0.1:0".parse().unwrap(),
            "t",
            t,
            Arc::new(|_: &str| {}),
        )
        .unwrap();
        let a = srv.addr();
        let big: Vec<u8> = (0..3 * SLOT + 5).map(|i| (i % 253) as u8).collect();
        std::thread::scope(|s| {
            let h = s.spawn(|| {
                let mut st = StoreClient::connect(a, "t", t).unwrap();
                let tr = RdmaTransport::connect(1, 2, &mut st, None, None, t).unwrap();
                let mut b = vec![0u8; big.len()];
                tr.recv_into(0, 9, &mut b).unwrap();
                b
            });
            let mut st = StoreClient::connect(a, "t", t).unwrap();
            let tr = RdmaTransport::connect(0, 2, &mut st, None, None, t).unwrap();
            tr.send(1, 9, &big).unwrap();
            assert_eq!(h.join().unwrap(), big);
        });
    }
}
