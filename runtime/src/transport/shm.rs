//! Shared-memory transport for ranks on one host.
//!
//! Every ordered pair of ranks on one host gets a single-producer,
//! single-consumer byte ring in a shared mapping: a file in `/dev/shm`
//! (`HETC_SHM_DIR` overrides) that the receiving rank creates and both map;
//! it is unlinked as soon as both have it mapped, so nothing is left behind
//! even when a rank is killed. A message is its 16-byte header (tag `u32`,
//! pad, length `u64`) then the payload, padded to 8 bytes, streamed through
//! the ring: the sender copies in as space frees, the receiver copies out
//! (or reduces in place, [`Transport::recv_with`]) as bytes arrive, both in
//! steps of at most [`STEP`] bytes, so one message is in flight on both
//! cores at once. That is one copy in and one copy out, against loopback
//! TCP's two copies through the kernel and its per-segment work.
//!
//! Waiting: a side that finds the ring empty (or full) spins briefly,
//! yields its core a few times, then sleeps on a futex in the mapping, which the other side wakes only when a
//! sleeper has said so (no system call per step otherwise). Sleeps are
//! sliced: every slice the waiter checks for an abort ([`Transport::abort`]),
//! for the peer's process being gone (named at once, as a closed socket
//! would be), and for the transport's timeout without progress.
//!
//! [`ShmTransport`] serves the peers it shares a host with and hands every
//! other peer to the TCP mesh it wraps ([`overlay`] builds both from the
//! rendezvous store).

use super::tcp::TcpTransport;
use super::Transport;
use crate::error::{Result, RuntimeError};
use crate::rendezvous::StoreClient;
use std::path::{Path, PathBuf};
use std::sync::atomic::{fence, AtomicU32, AtomicU64, Ordering};
use std::sync::{Condvar, Mutex, PoisonError};
use std::time::{Duration, Instant};

/// Ring bytes per channel (`HETC_SHM_BYTES` overrides; a power of two).
pub const DEFAULT_CAPACITY: usize = 1 << 20;
/// Most bytes copied between two publications of progress.
pub const STEP: usize = 64 << 10;
const MAGIC: u64 = u64::from_le_bytes(*b"HETCSHM1");
/// Message header in the ring: tag, pad, length.
const HDR: usize = 16;
/// Where the ring starts in the mapping (the control block comes first).
const DATA_AT: usize = 4096;
/// Longest futex sleep between checks for abort, a dead peer and the timeout.
const SLICE: Duration = Duration::from_millis(50);
/// Polls of the other side's progress before yielding the core.
const SPINS: u32 = 64;
/// Yields of the core before sleeping: with more ranks than cores (4 ranks
/// on 2 here) the rank being waited for may be the one that runs; spinning
/// longer only delays it (measured: 64 spins and 4 yields gave 18.9–19.7 ms
/// for the bench's all-reduce, 128 spins without yields 23–24 ms, 4000
/// spins 43 ms).
const YIELDS: u32 = 4;

#[repr(C, align(64))]
struct Line<T>(T);

/// A futex word and whether someone sleeps on it.
#[repr(C)]
struct Wake {
    seq: AtomicU32,
    waiting: AtomicU32,
}

/// The control block at the start of every mapping.
#[repr(C)]
struct Ctl {
    magic: Line<AtomicU64>,
    nonce: AtomicU64,
    cap: AtomicU64,
    producer_pid: AtomicU32,
    consumer_pid: AtomicU32,
    /// Bytes ever written (producer only).
    head: Line<AtomicU64>,
    /// Bytes ever consumed (consumer only).
    tail: Line<AtomicU64>,
    /// Producer → consumer: bytes arrived.
    data: Line<Wake>,
    /// Consumer → producer: space freed.
    space: Line<Wake>,
}

const _: () = assert!(std::mem::size_of::<Ctl>() <= DATA_AT);

/// One mapped channel file.
struct Map {
    ptr: *mut u8,
    len: usize,
}

// SAFETY: the mapping is plain shared memory; every access to the control
// block is atomic and ring bytes are only touched by the side that owns
// them (ordered by the head/tail release/acquire pairs), each side behind
// its channel's mutex.
unsafe impl Send for Map {}
unsafe impl Sync for Map {}

impl Drop for Map {
    fn drop(&mut self) {
        // SAFETY: `ptr`/`len` are exactly what `mmap` returned.
        unsafe {
            libc::munmap(self.ptr.cast(), self.len);
        }
    }
}

impl Map {
    fn ctl(&self) -> &Ctl {
        // SAFETY: the mapping is at least `DATA_AT` bytes, page aligned,
        // and `Ctl` is made of atomics (valid for any bytes, zero included).
        unsafe { &*self.ptr.cast::<Ctl>() }
    }

    fn open(path: &Path, create: Option<usize>) -> std::io::Result<Map> {
        use std::os::unix::fs::OpenOptionsExt;
        use std::os::unix::io::AsRawFd;
        let mut o = std::fs::OpenOptions::new();
        o.read(true).write(true);
        if create.is_some() {
            o.create_new(true).mode(0o600);
        }
        let f = o.open(path)?;
        let len = match create {
            Some(cap) => {
                let len = DATA_AT + cap;
                f.set_len(len as u64)?;
                len
            }
            None => f.metadata()?.len() as usize,
        };
        if len < DATA_AT {
            return Err(std::io::Error::new(
                std::io::ErrorKind::InvalidData,
                format!("{len} bytes: not a hetc channel"),
            ));
        }
        // SAFETY: a fresh shared mapping of the whole file; the pointer is
        // checked for MAP_FAILED below.
        let ptr = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                len,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_SHARED,
                f.as_raw_fd(),
                0,
            )
        };
        if ptr == libc::MAP_FAILED {
            return Err(std::io::Error::last_os_error());
        }
        Ok(Map {
            ptr: ptr.cast(),
            len,
        })
    }
}

fn futex_wait(w: &AtomicU32, val: u32, d: Duration) {
    let ts = libc::timespec {
        tv_sec: d.as_secs() as libc::time_t,
        tv_nsec: d.subsec_nanos() as libc::c_long,
    };
    // SAFETY: FUTEX_WAIT (shared: the word may be in another process's
    // mapping of the same file) on a live, aligned u32 with a timeout.
    unsafe {
        libc::syscall(
            libc::SYS_futex,
            w.as_ptr(),
            libc::FUTEX_WAIT,
            val,
            &ts as *const libc::timespec,
            std::ptr::null::<u32>(),
            0,
        );
    }
}

fn futex_wake(w: &AtomicU32) {
    // SAFETY: FUTEX_WAKE on a live, aligned u32.
    unsafe {
        libc::syscall(libc::SYS_futex, w.as_ptr(), libc::FUTEX_WAKE, i32::MAX);
    }
}

/// Wakes the other side if it sleeps on `w` (after publishing progress).
fn wake(w: &Wake) {
    fence(Ordering::SeqCst);
    if w.waiting.load(Ordering::Relaxed) != 0 {
        w.seq.fetch_add(1, Ordering::Release);
        futex_wake(&w.seq);
    }
}

/// Whether process `pid` is gone.
fn exited(pid: u32) -> bool {
    if pid == 0 || pid == std::process::id() {
        return false;
    }
    // SAFETY: signal 0 only checks that the process exists.
    let r = unsafe { libc::kill(pid as libc::pid_t, 0) };
    if r != 0 {
        return std::io::Error::last_os_error().raw_os_error() == Some(libc::ESRCH);
    }
    // A zombie (exited, not yet reaped by its launcher) exists but is gone.
    std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|st| {
        st.rfind(')')
            .and_then(|i| st[i + 1..].split_whitespace().next())
            .is_some_and(|state| state == "Z" || state == "X")
    })
}

/// One end of a channel: the producer's (to a peer) or the consumer's
/// (from a peer).
struct End {
    map: Map,
    cap: usize,
    /// One message at a time through this end.
    busy: Mutex<()>,
}

impl End {
    fn data(&self) -> *mut u8 {
        // SAFETY: the ring follows the control block inside the mapping.
        unsafe { self.map.ptr.add(DATA_AT) }
    }
}

/// Abort state shared by every end of a transport.
struct Watch<'a> {
    t: &'a ShmTransport,
    peer: usize,
    peer_pid: u32,
    what: &'a dyn Fn() -> String,
    since: Instant,
}

impl Watch<'_> {
    /// Sleeps on `w` until `ready`, failing on an abort, the peer's exit or
    /// the timeout without progress.
    fn wait(&mut self, w: &Wake, ready: &dyn Fn() -> bool) -> Result<()> {
        for _ in 0..SPINS {
            if ready() {
                self.since = Instant::now();
                return Ok(());
            }
            std::hint::spin_loop();
        }
        for _ in 0..YIELDS {
            if ready() {
                self.since = Instant::now();
                return Ok(());
            }
            std::thread::yield_now();
        }
        loop {
            let seq = w.seq.load(Ordering::Acquire);
            w.waiting.store(1, Ordering::Relaxed);
            fence(Ordering::SeqCst);
            if ready() {
                w.waiting.store(0, Ordering::Relaxed);
                self.since = Instant::now();
                return Ok(());
            }
            futex_wait(&w.seq, seq, SLICE);
            w.waiting.store(0, Ordering::Relaxed);
            if ready() {
                self.since = Instant::now();
                return Ok(());
            }
            self.t.check_abort()?;
            if exited(self.peer_pid) {
                return Err(RuntimeError::Peer {
                    rank: self.peer,
                    what: (self.what)(),
                    error: std::io::Error::new(
                        std::io::ErrorKind::UnexpectedEof,
                        format!("its process {} exited", self.peer_pid),
                    ),
                });
            }
            if self.since.elapsed() >= self.t.timeout {
                return Err(RuntimeError::Timeout {
                    rank: self.peer,
                    secs: self.t.timeout.as_secs_f64(),
                    what: (self.what)(),
                });
            }
        }
    }
}

/// Pairwise shared-memory rings to the ranks on this host; every other
/// peer through the wrapped TCP mesh.
pub struct ShmTransport {
    rank: usize,
    world: usize,
    to: Vec<Option<End>>,
    from: Vec<Option<End>>,
    tcp: Option<TcpTransport>,
    timeout: Duration,
    aborted: Mutex<Option<(usize, usize, String)>>,
    abort_cv: Condvar,
    sent: AtomicU64,
}

/// This rank's incoming channels, created before the peers map them.
pub struct Incoming {
    nonce: u64,
    dir: PathBuf,
    ends: Vec<(usize, PathBuf, Map)>,
    cap: usize,
}

impl Drop for Incoming {
    fn drop(&mut self) {
        self.unlink();
    }
}

impl Incoming {
    /// Creates (and maps) one channel from every rank of `peers` to `rank`
    /// in `dir`, `cap` ring bytes each.
    pub fn create(rank: usize, peers: &[usize], dir: &Path, cap: usize) -> Result<Incoming> {
        if !cap.is_power_of_two() || cap < 2 * HDR {
            return Err(RuntimeError::Launch(format!(
                "HETC_SHM_BYTES={cap}: a shared-memory ring must be a power of two of at least {} bytes",
                2 * HDR
            )));
        }
        let nonce = fresh_nonce(rank);
        let mut inc = Incoming {
            nonce,
            dir: dir.to_path_buf(),
            ends: Vec::with_capacity(peers.len()),
            cap,
        };
        for &p in peers {
            let path = channel_path(dir, nonce, p, rank);
            let map = Map::open(&path, Some(cap)).map_err(|e| {
                RuntimeError::io(
                    format!(
                        "creating the shared-memory channel {} (HETC_SHM_DIR sets the directory; HETC_TRANSPORT=tcp avoids shared memory)",
                        path.display()
                    ),
                    e,
                )
            })?;
            let c = map.ctl();
            c.cap.store(cap as u64, Ordering::Relaxed);
            c.nonce.store(nonce, Ordering::Relaxed);
            c.consumer_pid.store(std::process::id(), Ordering::Relaxed);
            c.magic.0.store(MAGIC, Ordering::Release);
            inc.ends.push((p, path, map));
        }
        Ok(inc)
    }

    /// What peers need to open these channels: `<nonce> <dir>`.
    pub fn address(&self) -> String {
        format!("{:016x} {}", self.nonce, self.dir.display())
    }

    /// Removes the files (the mappings stay valid).
    fn unlink(&mut self) {
        for (_, path, _) in &mut self.ends {
            if !path.as_os_str().is_empty() {
                let _ = std::fs::remove_file(&*path);
                *path = PathBuf::new();
            }
        }
    }
}

fn fresh_nonce(rank: usize) -> u64 {
    use sha2::Digest;
    let t = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    static CALLS: AtomicU64 = AtomicU64::new(0);
    let k = CALLS.fetch_add(1, Ordering::Relaxed);
    let h = sha2::Sha256::digest(format!("{t} {} {rank} {k}", std::process::id()).as_bytes());
    let mut b = [0u8; 8];
    b.copy_from_slice(&h[..8]);
    u64::from_le_bytes(b)
}

fn channel_path(dir: &Path, nonce: u64, from: usize, to: usize) -> PathBuf {
    dir.join(format!("hetc-{nonce:016x}-{from}-{to}"))
}

/// Opens the channel `rank` → `peer` that `peer` created (`address` is its
/// [`Incoming::address`]).
fn open_outgoing(rank: usize, peer: usize, address: &str) -> Result<End> {
    let bad = |msg: String| RuntimeError::Protocol { rank: peer, msg };
    let (nonce, dir) = address.split_once(' ').ok_or_else(|| {
        bad(format!(
            "shared-memory address {address:?} is not `nonce dir`"
        ))
    })?;
    let nonce = u64::from_str_radix(nonce, 16)
        .map_err(|_| bad(format!("shared-memory nonce {nonce:?} is not hex")))?;
    let path = channel_path(Path::new(dir), nonce, rank, peer);
    let map = Map::open(&path, None).map_err(|e| RuntimeError::Peer {
        rank: peer,
        what: format!(
            "opening its shared-memory channel {} (ranks that look alike may not share /dev/shm: HETC_SHM_DIR names a shared directory, HETC_TRANSPORT=tcp avoids shared memory)",
            path.display()
        ),
        error: e,
    })?;
    let c = map.ctl();
    let cap = c.cap.load(Ordering::Relaxed) as usize;
    if c.magic.0.load(Ordering::Acquire) != MAGIC
        || c.nonce.load(Ordering::Relaxed) != nonce
        || !cap.is_power_of_two()
        || DATA_AT + cap > map.len
    {
        return Err(bad(format!(
            "{} is not the channel it published",
            path.display()
        )));
    }
    c.producer_pid.store(std::process::id(), Ordering::Relaxed);
    Ok(End {
        map,
        cap,
        busy: Mutex::new(()),
    })
}

/// The ring size from `HETC_SHM_BYTES`, else [`DEFAULT_CAPACITY`].
pub fn capacity_from_env() -> Result<usize> {
    match std::env::var("HETC_SHM_BYTES") {
        Err(_) => Ok(DEFAULT_CAPACITY),
        Ok(v) => v
            .trim()
            .parse::<usize>()
            .ok()
            .filter(|c| c.is_power_of_two() && *c >= 2 * HDR)
            .ok_or_else(|| {
                RuntimeError::Launch(format!(
                    "HETC_SHM_BYTES={v:?}: expected a power of two of at least {} bytes",
                    2 * HDR
                ))
            }),
    }
}

/// The directory channels live in: `HETC_SHM_DIR`, else `/dev/shm`, else
/// the temporary directory.
pub fn dir() -> PathBuf {
    if let Some(d) = std::env::var_os("HETC_SHM_DIR") {
        return PathBuf::from(d);
    }
    let shm = Path::new("/dev/shm");
    if shm.is_dir() {
        shm.to_path_buf()
    } else {
        std::env::temp_dir()
    }
}

/// What ranks that can share memory have in common: the kernel's boot id,
/// the host name, the user and the channel directory's device and inode
/// (containers on one host with their own `/dev/shm` differ there).
pub fn host_key(dir: &Path) -> String {
    use std::os::unix::fs::MetadataExt;
    let boot = std::fs::read_to_string("/proc/sys/kernel/random/boot_id").unwrap_or_default();
    let host = std::fs::read_to_string("/proc/sys/kernel/hostname").unwrap_or_default();
    // SAFETY: getuid has no preconditions.
    let uid = unsafe { libc::getuid() };
    let dev = std::fs::metadata(dir).map_or((0, 0), |m| (m.dev(), m.ino()));
    format!(
        "{} {} {uid} {}:{} {}",
        boot.trim(),
        host.trim(),
        dev.0,
        dev.1,
        dir.display()
    )
}

impl ShmTransport {
    /// The transport of `rank` given its incoming channels and the other
    /// local ranks' addresses (`(peer, address)`); every other peer goes to
    /// `tcp`.
    fn connect(
        rank: usize,
        world: usize,
        addresses: &[(usize, String)],
        tcp: Option<TcpTransport>,
        timeout: Duration,
    ) -> Result<ShmTransport> {
        let mut to: Vec<Option<End>> = (0..world).map(|_| None).collect();
        for (p, a) in addresses {
            to[*p] = Some(open_outgoing(rank, *p, a)?);
        }
        Ok(ShmTransport {
            rank,
            world,
            to,
            from: (0..world).map(|_| None).collect(),
            tcp,
            timeout,
            aborted: Mutex::new(None),
            abort_cv: Condvar::new(),
            sent: AtomicU64::new(0),
        })
    }

    /// `world` ranks of this process, every pair through shared memory
    /// (tests and benches).
    pub fn local_mesh(world: usize, timeout: Duration) -> Result<Vec<ShmTransport>> {
        Self::local_mesh_in(world, timeout, &dir(), DEFAULT_CAPACITY)
    }

    /// [`ShmTransport::local_mesh`] with channels of `cap` bytes in `dir`.
    pub fn local_mesh_in(
        world: usize,
        timeout: Duration,
        dir: &Path,
        cap: usize,
    ) -> Result<Vec<ShmTransport>> {
        let mut incs = Vec::with_capacity(world);
        for r in 0..world {
            let peers: Vec<usize> = (0..world).filter(|&p| p != r).collect();
            incs.push(Incoming::create(r, &peers, dir, cap)?);
        }
        let addrs: Vec<String> = incs.iter().map(Incoming::address).collect();
        let mut out = Vec::with_capacity(world);
        for r in 0..world {
            let a: Vec<(usize, String)> = (0..world)
                .filter(|&p| p != r)
                .map(|p| (p, addrs[p].clone()))
                .collect();
            out.push(ShmTransport::connect(r, world, &a, None, timeout)?);
        }
        for (t, inc) in out.iter_mut().zip(incs) {
            t.adopt(inc);
        }
        Ok(out)
    }

    /// Takes over the incoming channels' mappings (unlinking their files:
    /// every producer has mapped them by now).
    fn adopt(&mut self, mut inc: Incoming) {
        inc.unlink();
        for (p, _, map) in std::mem::take(&mut inc.ends) {
            self.from[p] = Some(End {
                map,
                cap: inc.cap,
                busy: Mutex::new(()),
            });
        }
    }

    /// Peers served through shared memory.
    pub fn local_peers(&self) -> Vec<usize> {
        (0..self.world).filter(|&p| self.to[p].is_some()).collect()
    }

    fn check_abort(&self) -> Result<()> {
        match &*self.aborted.lock().unwrap_or_else(PoisonError::into_inner) {
            Some((dead, by, msg)) => Err(RuntimeError::Aborted {
                dead: *dead,
                by: *by,
                msg: msg.clone(),
            }),
            None => Ok(()),
        }
    }

    /// `e`, or the failure report that explains it (waiting up to
    /// [`super::tcp::REPORT_GRACE`] for one): a rank whose neighbour
    /// exited because of a failure elsewhere names the rank that failed
    /// first.
    fn blame(&self, e: RuntimeError) -> RuntimeError {
        if matches!(
            e,
            RuntimeError::Aborted { .. } | RuntimeError::Protocol { .. }
        ) {
            return e;
        }
        let a = self.aborted.lock().unwrap_or_else(PoisonError::into_inner);
        let (a, _) = self
            .abort_cv
            .wait_timeout_while(a, super::tcp::REPORT_GRACE, |a| a.is_none())
            .unwrap_or_else(PoisonError::into_inner);
        match a.clone() {
            Some((dead, by, msg)) => RuntimeError::Aborted { dead, by, msg },
            None => e,
        }
    }

    fn tcp(&self, peer: usize) -> Result<&TcpTransport> {
        self.tcp.as_ref().ok_or_else(|| RuntimeError::Protocol {
            rank: peer,
            msg: format!("rank {} has no link to rank {peer}", self.rank),
        })
    }

    /// Streams `parts` (concatenated) into the ring of `e`.
    fn write(&self, e: &End, w: &mut Watch<'_>, parts: &[&[u8]]) -> Result<()> {
        let c = e.map.ctl();
        let mut head = c.head.0.load(Ordering::Relaxed);
        for part in parts {
            let mut src = *part;
            while !src.is_empty() {
                let tail = c.tail.0.load(Ordering::Acquire);
                let free = e.cap - (head - tail) as usize;
                if free == 0 {
                    w.wait(&c.space.0, &|| {
                        ((head - c.tail.0.load(Ordering::Acquire)) as usize) < e.cap
                    })?;
                    continue;
                }
                let at = head as usize & (e.cap - 1);
                let n = src.len().min(free).min(e.cap - at).min(STEP);
                // SAFETY: `at + n <= cap`: inside the ring; bytes
                // `[head, head + n)` are free (the consumer is past them)
                // and not visible to it until `head` is published below.
                unsafe { std::ptr::copy_nonoverlapping(src.as_ptr(), e.data().add(at), n) };
                head += n as u64;
                c.head.0.store(head, Ordering::Release);
                wake(&c.data.0);
                src = &src[n..];
            }
        }
        Ok(())
    }

    /// Hands the next `len` bytes of the ring of `e` to `f` in pieces.
    fn read(
        &self,
        e: &End,
        w: &mut Watch<'_>,
        mut len: usize,
        f: &mut dyn FnMut(&[u8]),
    ) -> Result<()> {
        let c = e.map.ctl();
        let mut tail = c.tail.0.load(Ordering::Relaxed);
        while len > 0 {
            let head = c.head.0.load(Ordering::Acquire);
            let avail = (head - tail) as usize;
            if avail == 0 {
                w.wait(&c.data.0, &|| c.head.0.load(Ordering::Acquire) != tail)?;
                continue;
            }
            let at = tail as usize & (e.cap - 1);
            let n = avail.min(e.cap - at).min(len).min(STEP);
            // SAFETY: bytes `[tail, tail + n)` were published by the
            // producer (acquire above) and stay put until `tail` moves.
            f(unsafe { std::slice::from_raw_parts(e.data().add(at), n) });
            tail += n as u64;
            c.tail.0.store(tail, Ordering::Release);
            wake(&c.space.0);
            len -= n;
        }
        Ok(())
    }

    fn send_shm(&self, peer: usize, e: &End, tag: u32, data: &[u8]) -> Result<()> {
        self.check_abort()?;
        let _one = e.busy.lock().unwrap_or_else(PoisonError::into_inner);
        let what = || format!("sending tag {tag} ({} bytes)", data.len());
        let mut w = Watch {
            t: self,
            peer,
            peer_pid: e.map.ctl().consumer_pid.load(Ordering::Relaxed),
            what: &what,
            since: Instant::now(),
        };
        let mut h = [0u8; HDR];
        h[..4].copy_from_slice(&tag.to_le_bytes());
        h[8..].copy_from_slice(&(data.len() as u64).to_le_bytes());
        let pad = [0u8; 8];
        let padding = &pad[..(8 - data.len() % 8) % 8];
        self.write(e, &mut w, &[&h, data, padding])
    }

    fn recv_shm(
        &self,
        peer: usize,
        e: &End,
        tag: u32,
        len: usize,
        f: &mut dyn FnMut(usize, &[u8]),
    ) -> Result<()> {
        self.check_abort()?;
        let _one = e.busy.lock().unwrap_or_else(PoisonError::into_inner);
        let what = || format!("receiving tag {tag} ({len} bytes)");
        let mut w = Watch {
            t: self,
            peer,
            peer_pid: e.map.ctl().producer_pid.load(Ordering::Relaxed),
            what: &what,
            since: Instant::now(),
        };
        let mut h = [0u8; HDR];
        let mut at = 0;
        self.read(e, &mut w, HDR, &mut |b| {
            h[at..at + b.len()].copy_from_slice(b);
            at += b.len();
        })?;
        let mut head = [0u8; super::HEADER];
        head[..4].copy_from_slice(&h[..4]);
        head[4..].copy_from_slice(&h[8..]);
        super::check_header(peer, tag, len, &head)?;
        let mut off = 0;
        self.read(e, &mut w, len, &mut |b| {
            f(off, b);
            off += b.len();
        })?;
        self.read(e, &mut w, (8 - len % 8) % 8, &mut |_| {})
    }
}

impl Transport for ShmTransport {
    fn kind(&self) -> &'static str {
        if self.tcp.is_some() {
            "shm+tcp"
        } else {
            "shm"
        }
    }
    fn rank(&self) -> usize {
        self.rank
    }
    fn world(&self) -> usize {
        self.world
    }

    fn send(&self, peer: usize, tag: u32, data: &[u8]) -> Result<()> {
        match self.to.get(peer).and_then(Option::as_ref) {
            Some(e) => {
                self.send_shm(peer, e, tag, data)
                    .map_err(|e| self.blame(e))?;
                self.sent.fetch_add(data.len() as u64, Ordering::Relaxed);
                Ok(())
            }
            None => self.tcp(peer)?.send(peer, tag, data),
        }
    }

    fn recv_into(&self, peer: usize, tag: u32, buf: &mut [u8]) -> Result<()> {
        match self.from.get(peer).and_then(Option::as_ref) {
            Some(e) => self
                .recv_shm(peer, e, tag, buf.len(), &mut |off, b| {
                    buf[off..off + b.len()].copy_from_slice(b)
                })
                .map_err(|e| self.blame(e)),
            None => self.tcp(peer)?.recv_into(peer, tag, buf),
        }
    }

    fn recv_with(
        &self,
        peer: usize,
        tag: u32,
        len: usize,
        scratch: &mut Vec<u8>,
        f: &mut dyn FnMut(usize, &[u8]),
    ) -> Result<()> {
        match self.from.get(peer).and_then(Option::as_ref) {
            Some(e) => self
                .recv_shm(peer, e, tag, len, f)
                .map_err(|e| self.blame(e)),
            None => self.tcp(peer)?.recv_with(peer, tag, len, scratch, f),
        }
    }

    fn send_buffer(&self, peer: usize) -> usize {
        self.to
            .get(peer)
            .and_then(Option::as_ref)
            .map_or(0, |e| e.cap - 2 * HDR)
    }

    fn bytes_sent(&self) -> u64 {
        self.sent.load(Ordering::Relaxed) + self.tcp.as_ref().map_or(0, |t| t.bytes_sent())
    }

    fn abort(&self, dead: usize, by: usize, msg: &str) {
        self.aborted
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .get_or_insert_with(|| (dead, by, msg.to_string()));
        self.abort_cv.notify_all();
        for e in self.to.iter().chain(&self.from).flatten() {
            let c = e.map.ctl();
            for w in [&c.data.0, &c.space.0] {
                w.seq.fetch_add(1, Ordering::Release);
                futex_wake(&w.seq);
            }
        }
        if let Some(t) = &self.tcp {
            t.abort(dead, by, msg);
        }
    }
}

/// Builds the job's transport over `tcp` (connected to every rank): ranks
/// that share this host (same [`host_key`]) talk through shared memory.
/// Every rank must call it (it exchanges keys through the store). Returns
/// the transport and what it did, for the log.
pub fn overlay(
    rank: usize,
    world: usize,
    store: &mut StoreClient,
    tcp: TcpTransport,
    timeout: Duration,
) -> Result<(Box<dyn Transport>, String)> {
    let d = dir();
    let key = host_key(&d);
    store.set(&format!("host/{rank}"), key.as_bytes())?;
    let mut peers = Vec::new();
    for p in (0..world).filter(|&p| p != rank) {
        if store.get(&format!("host/{p}"))? == key.as_bytes() {
            peers.push(p);
        }
    }
    if peers.is_empty() {
        return Ok((Box::new(tcp), "no other rank on this host".into()));
    }
    let cap = capacity_from_env()?;
    let inc = Incoming::create(rank, &peers, &d, cap)?;
    store.set(&format!("shm/{rank}"), inc.address().as_bytes())?;
    let mut addresses = Vec::with_capacity(peers.len());
    for &p in &peers {
        let a = store.get(&format!("shm/{p}"))?;
        addresses.push((p, String::from_utf8_lossy(&a).into_owned()));
    }
    // Every rank says whether it mapped its outgoing channels before any
    // unlinks its incoming ones (a rank that failed would otherwise leave
    // the others waiting for its first message).
    let t = ShmTransport::connect(rank, world, &addresses, Some(tcp), timeout);
    let mine = match &t {
        Ok(_) => "ok".to_string(),
        Err(e) => format!("failed: {e}"),
    };
    store.set(&format!("shm-ready/{rank}"), mine.as_bytes())?;
    let mut t = t?;
    for &p in &peers {
        let v = store.get(&format!("shm-ready/{p}"))?;
        if v != b"ok" {
            return Err(RuntimeError::Launch(format!(
                "rank {p} could not map this host's shared-memory channels ({}); HETC_TRANSPORT=tcp avoids shared memory",
                String::from_utf8_lossy(&v)
            )));
        }
    }
    t.adopt(inc);
    let n = peers.len();
    Ok((
        Box::new(t),
        format!(
            "shared memory with the {n} other rank{} on this host, tcp with {} more",
            if n == 1 { "" } else { "s" },
            world - 1 - n
        ),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A mesh with its channels in a fresh directory (returned: it must
    /// be empty once the mesh is up).
    fn mesh(world: usize, timeout_ms: u64, cap: usize) -> (Vec<ShmTransport>, PathBuf) {
        let d = std::env::temp_dir().join(format!(
            "hetc-shm-test-{}-{:x}",
            std::process::id(),
            fresh_nonce(world)
        ));
        std::fs::create_dir_all(&d).unwrap();
        let m =
            ShmTransport::local_mesh_in(world, Duration::from_millis(timeout_ms), &d, cap).unwrap();
        (m, d)
    }

    #[test]
    fn messages_wrap_the_ring_in_order_with_tags_and_lengths_checked() {
        // A 4 KiB ring: every large message wraps many times, and odd
        // lengths exercise the padding.
        let (m, d) = mesh(3, 10_000, 4096);
        let big: Vec<u8> = (0..100_003).map(|i| (i * 31 % 251) as u8).collect();
        std::thread::scope(|s| {
            s.spawn(|| {
                for i in 0..5u32 {
                    m[2].send(0, i, &big[..big.len() - i as usize]).unwrap();
                }
                m[2].send(0, 6, b"hi").unwrap();
                m[2].send(0, 7, b"four").unwrap();
                m[2].send(0, 8, b"").unwrap();
            });
            for i in 0..5u32 {
                let mut b = vec![0u8; big.len() - i as usize];
                m[0].recv_into(2, i, &mut b).unwrap();
                assert_eq!(b, big[..b.len()]);
            }
            let mut h = [0u8; 2];
            m[0].recv_into(2, 6, &mut h).unwrap();
            assert_eq!(&h, b"hi");
            let mut x = [0u8; 3];
            let e = m[0].recv_into(2, 7, &mut x).unwrap_err().to_string();
            assert!(e.contains("rank 2") && e.contains("4 bytes"), "{e}");
        });
        assert_eq!(m[2].kind(), "shm");
        // Nothing left behind: the files go once both ends map them.
        let left: Vec<_> = std::fs::read_dir(&d).unwrap().flatten().collect();
        assert!(left.is_empty(), "{left:?}");
        std::fs::remove_dir(&d).unwrap();
    }

    #[test]
    fn received_pieces_are_aligned_and_cover_the_message() {
        let (m, d) = mesh(2, 10_000, 1 << 16);
        let _ = std::fs::remove_dir(&d);
        let v: Vec<u8> = (0..1_000_000u32).map(|i| (i % 253) as u8).collect();
        std::thread::scope(|s| {
            s.spawn(|| m[0].send(1, 3, &v).unwrap());
            let mut got = vec![0u8; v.len()];
            let mut scratch = Vec::new();
            m[1].recv_with(0, 3, v.len(), &mut scratch, &mut |off, b| {
                assert_eq!(off % 8, 0);
                assert_eq!(b.as_ptr() as usize % 8, 0);
                got[off..off + b.len()].copy_from_slice(b);
            })
            .unwrap();
            assert_eq!(got, v);
        });
    }

    #[test]
    fn a_stalled_peer_times_out_naming_it_and_abort_wakes_a_sleeper() {
        let (m, d) = mesh(2, 200, 4096);
        let _ = std::fs::remove_dir(&d);
        let mut b = [0u8; 8];
        let t = Instant::now();
        let e = m[1].recv_into(0, 0, &mut b).unwrap_err();
        assert!(matches!(e, RuntimeError::Timeout { rank: 0, .. }), "{e}");
        assert!(t.elapsed() < Duration::from_secs(5));
        // A full ring blocks the sender until an abort cuts it short.
        let (m, d) = mesh(2, 60_000, 4096);
        let _ = std::fs::remove_dir(&d);
        std::thread::scope(|s| {
            let h = s.spawn(|| m[0].send(1, 0, &[0u8; 100_000]));
            std::thread::sleep(Duration::from_millis(100));
            m[0].abort(1, 1, "test");
            let e = h.join().unwrap().unwrap_err();
            assert!(matches!(e, RuntimeError::Aborted { dead: 1, .. }), "{e}");
        });
    }
}
