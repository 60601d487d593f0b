//! Launch: who am I, who is the master, and building the job's transport.
//!
//! Rank and world come from the launcher's environment, most specific first:
//! torchrun-style `RANK`/`WORLD_SIZE`, then Open MPI
//! (`OMPI_COMM_WORLD_RANK`/`OMPI_COMM_WORLD_SIZE`), then SLURM
//! (`SLURM_PROCID`/`SLURM_NTASKS`). The master is `MASTER_ADDR` if set,
//! else SLURM's first node (`SLURM_JOB_NODELIST`/`SLURM_NODELIST`), else
//! loopback when Open MPI says every rank is on this node. `MASTER_PORT`
//! defaults to 29500. `HETC_TOKEN` is required: the rendezvous store refuses
//! connections without it.
//!
//! [`establish`] then runs the rendezvous (rank 0 serves the store), checks
//! every rank runs the same bundle, picks the transport
//! (`HETC_TRANSPORT`) and connects the mesh.

use crate::error::{Result, RuntimeError};
use crate::rendezvous::{EventSink, StoreClient, StoreServer};
use crate::transport::{self, tcp::TcpTransport, Choice, Transport};
use std::net::{IpAddr, SocketAddr, ToSocketAddrs};
use std::sync::Arc;
use std::time::Duration;

pub const DEFAULT_PORT: u16 = 29500;
/// Default timeout for peers and the store (seconds), `HETC_TIMEOUT`.
pub const DEFAULT_TIMEOUT_S: f64 = 60.0;

/// Which launcher the environment came from.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Launcher {
    Torchrun,
    OpenMpi,
    Slurm,
}

/// This process's place in the job.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LaunchEnv {
    pub launcher: Launcher,
    pub rank: usize,
    pub world: usize,
    pub master_addr: String,
    pub master_port: u16,
}

fn num(get: &dyn Fn(&str) -> Option<String>, k: &str) -> Result<Option<usize>> {
    match get(k) {
        None => Ok(None),
        Some(v) => v
            .trim()
            .parse()
            .map(Some)
            .map_err(|_| RuntimeError::Launch(format!("{k}={v:?} is not a number"))),
    }
}

/// The first host of a SLURM node list: `node[03-04,9],gpu1` → `node03`.
pub fn first_slurm_host(list: &str) -> Option<String> {
    let list = list.trim();
    let end = list
        .char_indices()
        .scan(0i32, |depth, (i, c)| {
            match c {
                '[' => *depth += 1,
                ']' => *depth -= 1,
                _ => {}
            }
            Some((i, c, *depth))
        })
        .find(|&(_, c, d)| c == ',' && d == 0)
        .map_or(list.len(), |(i, _, _)| i);
    let first = &list[..end];
    let host = match first.split_once('[') {
        None => first.to_string(),
        Some((prefix, rest)) => {
            let inner = rest.split(']').next()?;
            let lo = inner.split([',', '-']).next()?;
            format!("{prefix}{lo}")
        }
    };
    (!host.is_empty()).then_some(host)
}

impl LaunchEnv {
    /// Reads the launcher variables through `get` (tests pass a map;
    /// the CLI passes `std::env::var`).
    pub fn from_vars(get: &dyn Fn(&str) -> Option<String>) -> Result<LaunchEnv> {
        let (launcher, rank, world) = if let (Some(r), Some(w)) =
            (num(get, "RANK")?, num(get, "WORLD_SIZE")?)
        {
            (Launcher::Torchrun, r, w)
        } else if let (Some(r), Some(w)) = (
            num(get, "OMPI_COMM_WORLD_RANK")?,
            num(get, "OMPI_COMM_WORLD_SIZE")?,
        ) {
            (Launcher::OpenMpi, r, w)
        } else if let (Some(r), Some(w)) = (num(get, "SLURM_PROCID")?, num(get, "SLURM_NTASKS")?) {
            (Launcher::Slurm, r, w)
        } else {
            return Err(RuntimeError::Launch(
                "no launcher environment: set RANK/WORLD_SIZE/MASTER_ADDR/MASTER_PORT, or run under srun or mpirun (or use `hetc run --local`)".into(),
            ));
        };
        if world == 0 || rank >= world {
            return Err(RuntimeError::Launch(format!(
                "rank {rank} is not in a world of {world}"
            )));
        }
        let master_addr = match get("MASTER_ADDR") {
            Some(a) if !a.trim().is_empty() => a.trim().to_string(),
            _ => match launcher {
                Launcher::Slurm => get("SLURM_JOB_NODELIST")
                    .or_else(|| get("SLURM_NODELIST"))
                    .as_deref()
                    .and_then(first_slurm_host)
                    .ok_or_else(|| {
                        RuntimeError::Launch(
                            "SLURM_NODELIST unset or empty and no MASTER_ADDR".into(),
                        )
                    })?,
                Launcher::OpenMpi if num(get, "OMPI_COMM_WORLD_LOCAL_SIZE")? == Some(world) => {
                    "127.0.0.1".into()
                }
                _ => {
                    return Err(RuntimeError::Launch(format!(
                        "MASTER_ADDR is required with {launcher:?} (ranks span several hosts)"
                    )))
                }
            },
        };
        let master_port = match get("MASTER_PORT") {
            None => DEFAULT_PORT,
            Some(p) => p
                .trim()
                .parse()
                .map_err(|_| RuntimeError::Launch(format!("MASTER_PORT={p:?} is not a port")))?,
        };
        Ok(LaunchEnv {
            launcher,
            rank,
            world,
            master_addr,
            master_port,
        })
    }

    /// The master's socket address (resolving a host name, IPv4 first).
    pub fn master(&self) -> Result<SocketAddr> {
        let addrs: Vec<SocketAddr> = (self.master_addr.as_str(), self.master_port)
            .to_socket_addrs()
            .map_err(|e| {
                RuntimeError::Launch(format!(
                    "cannot resolve MASTER_ADDR {}: {e}",
                    self.master_addr
                ))
            })?
            .collect();
        addrs
            .iter()
            .find(|a| a.is_ipv4())
            .or(addrs.first())
            .copied()
            .ok_or_else(|| {
                RuntimeError::Launch(format!("MASTER_ADDR {} has no address", self.master_addr))
            })
    }
}

/// What the job needs beyond the launcher's variables.
#[derive(Clone, Debug)]
pub struct JobConfig {
    pub token: String,
    pub timeout: Duration,
    pub transport: Choice,
    /// Interface address for peer listeners (`HETC_BIND_ADDR`); default: the
    /// local address of the route to the master.
    pub bind: Option<IpAddr>,
    /// Every rank must present the same bundle hash as rank 0.
    pub bundle_hash: String,
    /// `HETC_AGENT_STORE=1`: the launching agent (`hetc run --local`) already
    /// serves the store at the master address, so rank 0 does not start one.
    /// The agent binds the port before any rank starts, which closes the
    /// window in which a port chosen by probing could be taken by another job.
    pub agent_store: bool,
}

impl JobConfig {
    /// `HETC_TOKEN` (required), `HETC_TIMEOUT` (s), `HETC_TRANSPORT`, `HETC_BIND_ADDR`,
    /// `HETC_AGENT_STORE`.
    pub fn from_vars(
        get: &dyn Fn(&str) -> Option<String>,
        bundle_hash: String,
    ) -> Result<JobConfig> {
        let token = get("HETC_TOKEN").filter(|t| !t.is_empty()).ok_or_else(|| {
            RuntimeError::Launch("HETC_TOKEN is not set (the shared job secret)".into())
        })?;
        if token.len() > transport::tcp::MAX_TOKEN {
            return Err(RuntimeError::Launch(
                "HETC_TOKEN longer than 256 bytes".into(),
            ));
        }
        let secs = match get("HETC_TIMEOUT") {
            None => DEFAULT_TIMEOUT_S,
            Some(v) => v
                .trim()
                .parse::<f64>()
                .ok()
                .filter(|s| s.is_finite() && *s > 0.0)
                .ok_or_else(|| {
                    RuntimeError::Launch(format!(
                        "HETC_TIMEOUT={v:?} is not a positive number of seconds"
                    ))
                })?,
        };
        let bind = get("HETC_BIND_ADDR")
            .map(|b| {
                b.trim().parse().map_err(|_| {
                    RuntimeError::Launch(format!("HETC_BIND_ADDR={b:?} is not an IP address"))
                })
            })
            .transpose()?;
        Ok(JobConfig {
            token,
            timeout: Duration::from_secs_f64(secs),
            transport: Choice::parse(get("HETC_TRANSPORT").as_deref())?,
            bind,
            bundle_hash,
            agent_store: matches!(get("HETC_AGENT_STORE").as_deref(), Some("1")),
        })
    }
}

/// A connected rank: its transport, the store connection and (rank 0) the store.
pub struct Job {
    pub rank: usize,
    pub world: usize,
    pub transport: Arc<dyn Transport>,
    /// Why this transport was chosen (for the log).
    pub transport_reason: String,
    pub store: StoreClient,
    master: SocketAddr,
    token: String,
    timeout: Duration,
    _server: Option<StoreServer>,
}

/// The store key under which a failing rank tells every other one.
const ABORT_KEY: &str = "abort";

impl Job {
    /// Starts a thread that waits on the store for another rank's failure
    /// report ([`Job::report_failure`]) and then aborts this rank's
    /// transport, so every blocked send/receive fails at once naming the
    /// rank reported dead — instead of each rank timing out on (and naming)
    /// whichever neighbour it happened to wait for. The thread ends quietly
    /// when the store goes away (rank 0 has finished). Without it a failure
    /// still surfaces, through the transport's own timeouts.
    ///
    /// The thread opens its own store connection: rank 0 may already have
    /// finished its share and closed the store by the time a slower rank
    /// gets here (a short program), and that must not fail the rank —
    /// it only means there is nothing left to watch.
    pub fn watch(&self) -> Result<()> {
        let (master, token, timeout) = (self.master, self.token.clone(), self.timeout);
        let t = Arc::clone(&self.transport);
        std::thread::Builder::new()
            .name("hetc-watchdog".into())
            .spawn(move || {
                let Ok(mut store) = StoreClient::connect(master, &token, timeout) else {
                    return;
                };
                loop {
                    match store.wait(ABORT_KEY) {
                        Ok(Some(v)) => {
                            let v = String::from_utf8_lossy(&v).into_owned();
                            let mut it = v.splitn(3, ' ');
                            let dead = it.next().and_then(|x| x.parse::<usize>().ok());
                            let by = it.next().and_then(|x| x.parse::<usize>().ok());
                            if let (Some(dead), Some(by)) = (dead, by) {
                                t.abort(dead, by, it.next().unwrap_or(""));
                            }
                            return;
                        }
                        Ok(None) => continue,
                        Err(_) => return,
                    }
                }
            })
            .map_err(|e| RuntimeError::io("starting the watchdog thread", e))?;
        Ok(())
    }

    /// Tells every rank (through the store) that this rank failed with
    /// `err`, blaming the peer it names; errors that are themselves another
    /// rank's report, or that blame no peer, are not re-reported. Best
    /// effort: a store that is gone is ignored.
    pub fn report_failure(&mut self, err: &RuntimeError) {
        if matches!(err, RuntimeError::Aborted { .. }) {
            return;
        }
        if let Some(dead) = err.peer_rank() {
            let v = format!("{dead} {} {err}", self.rank);
            let _ = self.store.set(ABORT_KEY, v.as_bytes());
        }
    }
}

/// Rendezvous, bundle check, transport choice and mesh connection.
pub fn establish(env: &LaunchEnv, cfg: &JobConfig, events: EventSink) -> Result<Job> {
    let master = env.master()?;
    let server = if env.rank == 0 && !cfg.agent_store {
        Some(StoreServer::start(master, &cfg.token, cfg.timeout, events)?)
    } else {
        None
    };
    let mut store = StoreClient::connect(master, &cfg.token, cfg.timeout)?;
    let (rank, world) = (env.rank, env.world);
    if rank == 0 {
        store.set("bundle", cfg.bundle_hash.as_bytes())?;
    }
    let theirs = store.get("bundle")?;
    if theirs != cfg.bundle_hash.as_bytes() {
        return Err(RuntimeError::Launch(format!(
            "rank {rank}: bundle hash {} differs from the master's {}: refusing to start",
            cfg.bundle_hash,
            String::from_utf8_lossy(&theirs)
        )));
    }
    let ip = match cfg.bind {
        Some(ip) => ip,
        None => store.local_ip()?,
    };
    let listener = transport::tcp::bind(ip)?;
    let addr = listener
        .local_addr()
        .map_err(|e| RuntimeError::io("listener address", e))?;
    store.set(&format!("addr/{rank}"), addr.to_string().as_bytes())?;
    let probe = match transport::local_rdma_devices() {
        Ok(d) => format!("ok {}", d.join(",")),
        Err(why) => format!("no {why}"),
    };
    store.set(&format!("rdma/{rank}"), probe.as_bytes())?;
    let mut addrs = Vec::with_capacity(world);
    let mut probes = Vec::with_capacity(world);
    for r in 0..world {
        let a = store.get(&format!("addr/{r}"))?;
        let a = String::from_utf8_lossy(&a);
        addrs.push(
            a.parse::<SocketAddr>()
                .map_err(|_| RuntimeError::Protocol {
                    rank: r,
                    msg: format!("published listener address {a:?} is not host:port"),
                })?,
        );
        let p = String::from_utf8_lossy(&store.get(&format!("rdma/{r}"))?).into_owned();
        probes.push(match p.strip_prefix("ok ") {
            Some(d) => Ok(d
                .split(',')
                .filter(|s| !s.is_empty())
                .map(String::from)
                .collect()),
            None => Err(p.strip_prefix("no ").unwrap_or(&p).to_string()),
        });
    }
    let (choice, mut transport_reason) = transport::select(cfg.transport, &probes)?;
    let transport: Arc<dyn Transport> = match choice {
        #[cfg(feature = "rdma")]
        Choice::Rdma => Arc::new(transport::rdma::RdmaTransport::connect(
            rank,
            world,
            &mut store,
            None,
            None,
            cfg.timeout,
        )?),
        #[cfg(not(feature = "rdma"))]
        Choice::Rdma => {
            return Err(RuntimeError::Rdma(
                "built without the `rdma` feature".into(),
            ))
        }
        Choice::Tcp | Choice::Auto => {
            let tcp =
                TcpTransport::connect(rank, world, listener, &addrs, &cfg.token, cfg.timeout)?;
            if cfg.transport == Choice::Tcp {
                Arc::new(tcp)
            } else {
                // Ranks on one host talk through shared memory.
                let (t, why) = transport::shm::overlay(rank, world, &mut store, tcp, cfg.timeout)?;
                transport_reason = format!("{transport_reason}; {why}");
                Arc::from(t)
            }
        }
    };
    Ok(Job {
        rank,
        world,
        transport,
        transport_reason,
        store,
        master,
        token: cfg.token.clone(),
        timeout: cfg.timeout,
        _server: server,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;
    use std::sync::Arc;

    fn env(pairs: &[(&str, &str)]) -> Result<LaunchEnv> {
        let m: BTreeMap<String, String> = pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        LaunchEnv::from_vars(&move |k| m.get(k).cloned())
    }

    #[test]
    fn slurm_openmpi_and_torchrun_environments() {
        let s = env(&[
            ("SLURM_PROCID", "3"),
            ("SLURM_NTASKS", "8"),
            ("SLURM_NODELIST", "gpu[07-10,12],cpu1"),
        ])
        .unwrap();
        assert_eq!((s.launcher, s.rank, s.world), (Launcher::Slurm, 3, 8));
        assert_eq!(
            (s.master_addr.as_str(), s.master_port),
            ("gpu07", DEFAULT_PORT)
        );
        let o = env(&[
            ("OMPI_COMM_WORLD_RANK", "1"),
            ("OMPI_COMM_WORLD_SIZE", "4"),
            ("OMPI_COMM_WORLD_LOCAL_SIZE", "4"),
        ])
        .unwrap();
        assert_eq!(
            (o.launcher, o.rank, o.master_addr.as_str()),
            (Launcher::OpenMpi, 1, "127.0.0.1")
        );
        assert!(env(&[
            ("OMPI_COMM_WORLD_RANK", "1"),
            ("OMPI_COMM_WORLD_SIZE", "4"),
            ("OMPI_COMM_WORLD_LOCAL_SIZE", "2")
        ])
        .is_err());
        let t = env(&[
            ("RANK", "0"),
            ("WORLD_SIZE", "2"),
            ("MASTER_ADDR", "10.0.0.1"),
            ("MASTER_PORT", "1234"),
            ("SLURM_PROCID", "5"),
            ("SLURM_NTASKS", "9"),
        ])
        .unwrap();
        assert_eq!(
            (t.launcher, t.rank, t.world, t.master_port),
            (Launcher::Torchrun, 0, 2, 1234)
        );
        assert!(env(&[("RANK", "2"), ("WORLD_SIZE", "2"), ("MASTER_ADDR", "x")]).is_err());
        assert!(env(&[("RANK", "x"), ("WORLD_SIZE", "2")]).is_err());
        assert!(env(&[]).unwrap_err().to_string().contains("no launcher"));
        assert_eq!(first_slurm_host("node1,node2").as_deref(), Some("node1"));
        assert_eq!(first_slurm_host("a[1,3-4]").as_deref(), Some("a1"));
    }

    fn start(rank: usize, world: usize, port: u16, hash: &str) -> Result<Job> {
        let secs = if hash == "h1" { 5.0 } else { 1.0 };
        let e = LaunchEnv {
            launcher: Launcher::Torchrun,
            rank,
            world,
            master_addr: "127.0.0.1".into(),
            master_port: port,
        };
        let cfg = JobConfig {
            token: "tok".into(),
            timeout: Duration::from_secs_f64(secs),
            transport: Choice::Auto,
            bind: None,
            bundle_hash: hash.into(),
            agent_store: false,
        };
        establish(&e, &cfg, Arc::new(|_: &str| {}))
    }

    fn free_port() -> u16 {
        std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port()
    }

    #[test]
    fn four_ranks_rendezvous_and_fall_back_to_tcp_and_shared_memory() {
        let port = free_port();
        let jobs: Vec<Job> = std::thread::scope(|s| {
            let hs: Vec<_> = (0..4)
                .map(|r| s.spawn(move || start(r, 4, port, "h1")))
                .collect();
            hs.into_iter().map(|h| h.join().unwrap().unwrap()).collect()
        });
        for j in &jobs {
            // One host: every pair through shared memory, the TCP mesh
            // beside it for ranks elsewhere (none here).
            assert_eq!(j.transport.kind(), "shm+tcp");
            assert!(
                j.transport_reason.contains("falling back to tcp")
                    && j.transport_reason
                        .contains("shared memory with the 3 other ranks"),
                "{}",
                j.transport_reason
            );
        }
        std::thread::scope(|s| {
            s.spawn(|| jobs[3].transport.send(0, 1, b"ping").unwrap());
            let mut b = [0u8; 4];
            jobs[0].transport.recv_into(3, 1, &mut b).unwrap();
            assert_eq!(&b, b"ping");
        });
    }

    #[test]
    fn a_rank_with_another_bundle_refuses_to_start() {
        let port = free_port();
        std::thread::scope(|s| {
            let m = s.spawn(move || start(0, 2, port, "aaa"));
            let e = start(1, 2, port, "bbb").err().unwrap().to_string();
            assert!(
                e.contains("differs from the master's") && e.contains("refusing"),
                "{e}"
            );
            // The master then times out waiting for rank 1, naming it.
            let me = m.join().unwrap().err().unwrap().to_string();
            assert!(me.contains("addr/1") || me.contains("rank 1"), "{me}");
        });
    }
}

/// Real processes: the test binary re-runs itself as each rank.
#[cfg(test)]
mod process_tests {
    use super::*;
    use crate::collective::{ring, Group};
    use std::process::{Command, Stdio};
    use std::sync::Arc;
    use std::time::Instant;

    /// A rank when run with `HETC_TEST_CHILD` (else nothing): rendezvous
    /// from the torchrun variables, then a ring AllReduce; mode `die` makes
    /// rank 2 exit right after the mesh is up.
    #[test]
    fn child_rank() {
        let Ok(mode) = std::env::var("HETC_TEST_CHILD") else {
            return;
        };
        let get = |k: &str| std::env::var(k).ok();
        let run = || -> Result<(f64, &'static str)> {
            let env = LaunchEnv::from_vars(&get)?;
            let cfg = JobConfig::from_vars(&get, "same".into())?;
            let mut job = establish(&env, &cfg, Arc::new(|m: &str| eprintln!("{m}")))?;
            job.watch()?;
            if mode == "die" && job.rank == 2 {
                std::process::exit(3);
            }
            let mut d = vec![(job.rank + 1) as f32; 1 << 20];
            let g = Group::new((0..job.world).collect());
            if let Err(e) = ring::all_reduce(job.transport.as_ref(), &g, 1, &mut d) {
                job.report_failure(&e);
                return Err(e);
            }
            Ok((d.iter().map(|&x| x as f64).sum(), job.transport.kind()))
        };
        // Straight to the stdout handle: the harness captures `println!`.
        use std::io::Write as _;
        let (line, code) = match run() {
            Ok((s, kind)) => (format!("SUM {s} via {kind}"), 0),
            Err(e) => (format!("ERR {e}"), 1),
        };
        let mut out = std::io::stdout();
        let _ = writeln!(out, "{line}").and_then(|_| out.flush());
        std::process::exit(code)
    }

    fn spawn_job(world: usize, mode: &str, transport: &str) -> Vec<(i32, String)> {
        // The store is served here, as `hetc run --local` does, so the port
        // is bound before any rank starts.
        let store = StoreServer::start(
            "127.0.0.1:0".parse().unwrap(),
            "proc-test",
            Duration::from_secs(5),
            Arc::new(|_: &str| {}),
        )
        .unwrap();
        let port = store.addr().port();
        let exe = std::env::current_exe().unwrap();
        let kids: Vec<_> = (0..world)
            .map(|r| {
                Command::new(&exe)
                    .args([
                        "--exact",
                        "launch::process_tests::child_rank",
                        "--nocapture",
                        "--test-threads=1",
                    ])
                    .env("HETC_TEST_CHILD", mode)
                    .env("RANK", r.to_string())
                    .env("WORLD_SIZE", world.to_string())
                    .env("MASTER_ADDR", "127.0.0.1")
                    .env("MASTER_PORT", port.to_string())
                    .env("HETC_TOKEN", "proc-test")
                    .env("HETC_AGENT_STORE", "1")
                    .env("HETC_TIMEOUT", "5")
                    .env("HETC_TRANSPORT", transport)
                    .stdout(Stdio::piped())
                    .stderr(Stdio::null())
                    .spawn()
                    .unwrap()
            })
            .collect();
        kids.into_iter()
            .map(|k| {
                let o = k.wait_with_output().unwrap();
                let line = String::from_utf8_lossy(&o.stdout)
                    .lines()
                    // After the harness's "test … ... " on the same line.
                    .find_map(|l| {
                        l.find("SUM ")
                            .or_else(|| l.find("ERR "))
                            .map(|i| l[i..].to_string())
                    })
                    .unwrap_or_default();
                (o.status.code().unwrap_or(-1), line)
            })
            .collect()
    }

    #[test]
    fn ranks_as_processes_rendezvous_and_all_reduce() {
        let out = spawn_job(3, "ok", "auto");
        // Σ over ranks of (rank + 1) = 6, times 2^20 elements; processes
        // of one host: through shared memory.
        let want = format!("SUM {} via shm+tcp", 6.0 * (1u64 << 20) as f64);
        for (code, line) in &out {
            assert_eq!((*code, line.as_str()), (0, want.as_str()), "{out:?}");
        }
    }

    #[test]
    fn a_dead_rank_makes_the_others_exit_non_zero_in_time() {
        // Shared memory (the default on one host) and TCP.
        for transport in ["auto", "tcp"] {
            let t = Instant::now();
            let out = spawn_job(4, "die", transport);
            assert!(t.elapsed() < Duration::from_secs(30), "{:?}", t.elapsed());
            println!("{transport}: {out:?}");
            assert_eq!(out[2].0, 3);
            // Ranks 1 (sends to 2) and 3 (receives from 2) see rank 2 go;
            // rank 0 only talks to ranks 1 and 3, and learns from their
            // report that rank 2 died. Every survivor names rank 2.
            for r in [0, 1, 3] {
                assert_eq!(out[r].0, 1, "{transport}: {out:?}");
                assert!(out[r].1.starts_with("ERR rank 2:"), "{transport}: {out:?}");
            }
            assert!(
                out[0].1.contains("reported by rank"),
                "{transport}: {out:?}"
            );
        }
    }
}
