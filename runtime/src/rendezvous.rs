//! Rendezvous: a small key-value store on the master, guarded by a token.
//!
//! Rank 0 serves the store on `MASTER_ADDR:MASTER_PORT` (bound to that
//! address only); every rank connects, proves it knows the job token
//! (`HETC_TOKEN`), publishes what its peers need (listener address, RDMA
//! probe, bundle hash) and blocks on what it needs from them. A connection
//! whose first frame is not the token is refused, closed and reported
//! through the store's event callback. Every frame is length-checked against
//! fixed limits before anything is allocated.

use crate::error::{Result, RuntimeError};
use std::collections::BTreeMap;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

const MAGIC: &[u8; 4] = b"HTS1";
pub const MAX_KEY: usize = 256;
pub const MAX_VALUE: usize = 1 << 20;
const SET: u8 = 1;
const GET: u8 = 2;

/// Constant-time comparison of tokens.
pub fn token_eq(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// Called by the store for every refused connection (the CLI logs it).
pub type EventSink = Arc<dyn Fn(&str) + Send + Sync>;

type Table = Arc<(Mutex<BTreeMap<String, Vec<u8>>>, Condvar)>;

/// The store server (rank 0). Stops accepting when dropped.
pub struct StoreServer {
    addr: SocketAddr,
    stop: Arc<AtomicBool>,
}

impl StoreServer {
    /// Serves on `addr` (an address of the configured interface, not 0.0.0.0
    /// unless the user asked for it).
    pub fn start(
        addr: SocketAddr,
        token: &str,
        timeout: Duration,
        events: EventSink,
    ) -> Result<StoreServer> {
        let l = TcpListener::bind(addr)
            .map_err(|e| RuntimeError::io(format!("store bind {addr}"), e))?;
        let addr = l
            .local_addr()
            .map_err(|e| RuntimeError::io("store local_addr", e))?;
        l.set_nonblocking(true)
            .map_err(|e| RuntimeError::io("store nonblocking", e))?;
        let stop = Arc::new(AtomicBool::new(false));
        let table: Table = Arc::new((Mutex::new(BTreeMap::new()), Condvar::new()));
        let token = token.to_string();
        let st = stop.clone();
        std::thread::spawn(move || {
            while !st.load(Ordering::Relaxed) {
                match l.accept() {
                    Ok((s, peer)) => {
                        let (table, token, events) = (table.clone(), token.clone(), events.clone());
                        std::thread::spawn(move || {
                            serve(s, peer, &token, &table, timeout, &events)
                        });
                    }
                    Err(_) => std::thread::sleep(Duration::from_millis(5)),
                }
            }
        });
        Ok(StoreServer { addr, stop })
    }

    pub fn addr(&self) -> SocketAddr {
        self.addr
    }
}

impl Drop for StoreServer {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

fn read_frame(s: &mut TcpStream, max: usize) -> std::io::Result<Option<Vec<u8>>> {
    let mut n = [0u8; 4];
    s.read_exact(&mut n)?;
    let n = u32::from_le_bytes(n) as usize;
    if n > max {
        return Ok(None);
    }
    let mut v = vec![0u8; n];
    s.read_exact(&mut v)?;
    Ok(Some(v))
}

fn write_frame(s: &mut TcpStream, v: &[u8]) -> std::io::Result<()> {
    s.write_all(&(v.len() as u32).to_le_bytes())?;
    s.write_all(v)
}

fn serve(
    mut s: TcpStream,
    peer: SocketAddr,
    token: &str,
    table: &Table,
    timeout: Duration,
    events: &EventSink,
) {
    let _ = s.set_nonblocking(false);
    let _ = s.set_read_timeout(Some(timeout));
    let _ = s.set_write_timeout(Some(timeout));
    let mut magic = [0u8; 4];
    let ok = s.read_exact(&mut magic).is_ok()
        && &magic == MAGIC
        && matches!(read_frame(&mut s, crate::transport::tcp::MAX_TOKEN), Ok(Some(t)) if token_eq(&t, token.as_bytes()));
    if !ok {
        events(&format!(
            "rendezvous: refused connection from {peer}: missing or wrong HETC_TOKEN"
        ));
        let _ = s.write_all(&[0]);
        return;
    }
    if s.write_all(&[1]).is_err() {
        return;
    }
    // The store waits for clients that block on keys; idle reads are fine.
    let _ = s.set_read_timeout(None);
    loop {
        let mut op = [0u8; 1];
        if s.read_exact(&mut op).is_err() {
            return;
        }
        let Ok(Some(key)) = read_frame(&mut s, MAX_KEY) else {
            events(&format!(
                "rendezvous: {peer} sent an oversized key; closing"
            ));
            return;
        };
        let key = String::from_utf8_lossy(&key).into_owned();
        let (lock, cv) = &**table;
        match op[0] {
            SET => {
                let Ok(Some(v)) = read_frame(&mut s, MAX_VALUE) else {
                    events(&format!(
                        "rendezvous: {peer} sent an oversized value; closing"
                    ));
                    return;
                };
                if let Ok(mut t) = lock.lock() {
                    t.insert(key, v);
                }
                cv.notify_all();
                if s.write_all(&[1]).is_err() {
                    return;
                }
            }
            GET => {
                let deadline = Instant::now() + timeout;
                let Ok(mut t) = lock.lock() else { return };
                let v = loop {
                    if let Some(v) = t.get(&key) {
                        break Some(v.clone());
                    }
                    let now = Instant::now();
                    if now >= deadline {
                        break None;
                    }
                    match cv.wait_timeout(t, deadline - now) {
                        Ok((g, _)) => t = g,
                        Err(_) => return,
                    }
                };
                drop(t);
                let r = match v {
                    Some(v) => s.write_all(&[1]).and_then(|_| write_frame(&mut s, &v)),
                    None => s.write_all(&[0]),
                };
                if r.is_err() {
                    return;
                }
            }
            _ => {
                events(&format!(
                    "rendezvous: {peer} sent unknown op {}; closing",
                    op[0]
                ));
                return;
            }
        }
    }
}

/// A connection to the store.
pub struct StoreClient {
    s: TcpStream,
    addr: SocketAddr,
    timeout: Duration,
}

impl StoreClient {
    /// Connects (retrying until `timeout`: the master may start later) and
    /// presents the token.
    pub fn connect(addr: SocketAddr, token: &str, timeout: Duration) -> Result<StoreClient> {
        let deadline = Instant::now() + timeout;
        let err = |msg: String| RuntimeError::Rendezvous {
            addr: addr.to_string(),
            msg,
        };
        let mut s = loop {
            match TcpStream::connect_timeout(&addr, Duration::from_millis(500)) {
                Ok(s) => break s,
                Err(e) if Instant::now() >= deadline => {
                    return Err(err(format!(
                        "master (rank 0) not reachable within {:.1} s: {e}",
                        timeout.as_secs_f64()
                    )))
                }
                Err(_) => std::thread::sleep(Duration::from_millis(50)),
            }
        };
        let _ = s.set_nodelay(true);
        s.set_read_timeout(Some(timeout + Duration::from_secs(1)))
            .and_then(|_| s.set_write_timeout(Some(timeout)))
            .map_err(|e| err(e.to_string()))?;
        let mut hello = MAGIC.to_vec();
        hello.extend_from_slice(&(token.len() as u32).to_le_bytes());
        hello.extend_from_slice(token.as_bytes());
        s.write_all(&hello).map_err(|e| err(e.to_string()))?;
        let mut ack = [0u8; 1];
        match s.read_exact(&mut ack) {
            Ok(()) if ack[0] == 1 => Ok(StoreClient { s, addr, timeout }),
            Ok(()) => Err(err(
                "the store refused our token (HETC_TOKEN differs from the master's)".into(),
            )),
            // Closed without an answer: the store is finishing (rank 0 is
            // done) or the port is not hetc's.
            Err(e) if e.kind() == std::io::ErrorKind::UnexpectedEof => Err(err(
                "the store closed the connection without answering our token (the job is over, or something other than a hetc store listens there)".into(),
            )),
            Err(e) => Err(err(format!("no answer to our token: {e}"))),
        }
    }

    /// The local address of this connection: the interface that routes to
    /// the master, where peer listeners bind by default.
    pub fn local_ip(&self) -> Result<std::net::IpAddr> {
        self.s
            .local_addr()
            .map(|a| a.ip())
            .map_err(|e| RuntimeError::io("store local_addr", e))
    }

    fn err(&self, msg: impl Into<String>) -> RuntimeError {
        RuntimeError::Rendezvous {
            addr: self.addr.to_string(),
            msg: msg.into(),
        }
    }

    pub fn set(&mut self, key: &str, value: &[u8]) -> Result<()> {
        if key.len() > MAX_KEY || value.len() > MAX_VALUE {
            return Err(self.err(format!(
                "key {key:?} or its value exceeds the store's limits"
            )));
        }
        let r = (|| {
            self.s.write_all(&[SET])?;
            write_frame(&mut self.s, key.as_bytes())?;
            write_frame(&mut self.s, value)?;
            let mut ack = [0u8; 1];
            self.s.read_exact(&mut ack)
        })();
        r.map_err(|e| self.err(format!("set {key}: {e}")))
    }

    /// Blocks until `key` is set (or the timeout passes: then the error says
    /// which key, i.e. which rank never published).
    pub fn get(&mut self, key: &str) -> Result<Vec<u8>> {
        self.wait(key)?.ok_or_else(|| {
            self.err(format!(
                "{key} was not published within {:.1} s",
                self.timeout.as_secs_f64()
            ))
        })
    }

    /// Blocks until `key` is set; `None` if the store's timeout passes
    /// first. An error means the store is unreachable.
    pub fn wait(&mut self, key: &str) -> Result<Option<Vec<u8>>> {
        if key.len() > MAX_KEY {
            return Err(self.err(format!("key {key:?} too long")));
        }
        let r = (|| {
            self.s.write_all(&[GET])?;
            write_frame(&mut self.s, key.as_bytes())?;
            let mut st = [0u8; 1];
            self.s.read_exact(&mut st)?;
            if st[0] != 1 {
                return Ok(None);
            }
            read_frame(&mut self.s, MAX_VALUE)
        })();
        r.map_err(|e| self.err(format!("get {key}: {e}")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sink() -> (EventSink, Arc<Mutex<Vec<String>>>) {
        let log = Arc::new(Mutex::new(Vec::new()));
        let l = log.clone();
        (
            Arc::new(move |m: &str| l.lock().unwrap().push(m.to_string())),
            log,
        )
    }

    #[test]
    fn clients_with_the_token_meet_and_others_are_refused_and_logged() {
        let (events, log) = sink();
        let t = Duration::from_secs(5);
        let srv = StoreServer::start("127.0.0.1:0".parse().unwrap(), "s3cret", t, events).unwrap();
        let a = srv.addr();
        let h = std::thread::spawn(move || {
            let mut c = StoreClient::connect(a, "s3cret", t).unwrap();
            c.get("x").unwrap()
        });
        let mut c = StoreClient::connect(a, "s3cret", t).unwrap();
        c.set("x", b"hello").unwrap();
        assert_eq!(h.join().unwrap(), b"hello");
        let e = StoreClient::connect(a, "wrong", t)
            .err()
            .unwrap()
            .to_string();
        assert!(e.contains("refused"), "{e}");
        // A raw connection that says nothing useful.
        let mut raw = TcpStream::connect(a).unwrap();
        raw.write_all(b"GET / HTTP/1.0\r\n\r\n").unwrap();
        let mut b = [9u8; 1];
        let _ = raw.read(&mut b);
        std::thread::sleep(Duration::from_millis(100));
        let log = log.lock().unwrap();
        assert_eq!(log.len(), 2, "{log:?}");
        assert!(log
            .iter()
            .all(|m| m.contains("refused connection from 127.0.0.1")));
    }

    #[test]
    fn a_key_never_published_times_out_naming_it() {
        let (events, _) = sink();
        let t = Duration::from_millis(200);
        let srv = StoreServer::start("127.0.0.1:0".parse().unwrap(), "k", t, events).unwrap();
        let mut c = StoreClient::connect(srv.addr(), "k", t).unwrap();
        let e = c.get("addr/3").unwrap_err().to_string();
        assert!(e.contains("addr/3 was not published"), "{e}");
    }
}
