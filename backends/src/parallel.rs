//! Independent jobs on the host's cores (compiles: LLVM is one thread per
//! module).

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// Stack of each worker: MLIR's and LLVM's passes recurse over big
/// modules (a main thread has 8 MiB; spawned ones get 2 by default).
const STACK: usize = 64 << 20;

/// The environment variable that caps the threads of [`map`] (default:
/// the host's cores), e.g. to bound the memory of concurrent compiles.
pub const JOBS_VAR: &str = "HETC_COMPILE_JOBS";

/// How many threads [`map`] uses at most: [`JOBS_VAR`] if it is a
/// positive number, else the host's cores.
pub fn jobs() -> usize {
    std::env::var(JOBS_VAR)
        .ok()
        .and_then(|v| v.trim().parse::<usize>().ok())
        .filter(|&n| n > 0)
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
}

/// `f` of every item, in the items' order, computed on up to [`jobs`]
/// threads (one job: on this thread). A panicking job panics the caller,
/// as it would have run in its place.
pub fn map<T: Send, R: Send>(items: Vec<T>, f: impl Fn(T) -> R + Sync) -> Vec<R> {
    map_on(jobs(), items, f)
}

/// [`map`] on at most `workers` threads.
pub fn map_on<T: Send, R: Send>(
    workers: usize,
    items: Vec<T>,
    f: impl Fn(T) -> R + Sync,
) -> Vec<R> {
    let workers = workers.min(items.len());
    if workers <= 1 {
        return items.into_iter().map(f).collect();
    }
    let n = items.len();
    let slots: Vec<Mutex<Option<T>>> = items.into_iter().map(|t| Mutex::new(Some(t))).collect();
    let out: Vec<Mutex<Option<R>>> = (0..n).map(|_| Mutex::new(None)).collect();
    let next = AtomicUsize::new(0);
    std::thread::scope(|s| {
        let handles: Vec<_> = (0..workers)
            .map(|_| {
                std::thread::Builder::new()
                    .stack_size(STACK)
                    .spawn_scoped(s, || loop {
                        let k = next.fetch_add(1, Ordering::Relaxed);
                        if k >= n {
                            break;
                        }
                        let item = slots[k].lock().unwrap_or_else(|e| e.into_inner()).take();
                        if let Some(item) = item {
                            let r = f(item);
                            *out[k].lock().unwrap_or_else(|e| e.into_inner()) = Some(r);
                        }
                    })
                    .expect("spawning a compile thread")
            })
            .collect();
        for h in handles {
            if let Err(p) = h.join() {
                std::panic::resume_unwind(p);
            }
        }
    });
    out.into_iter()
        .map(|m| {
            m.into_inner()
                .unwrap_or_else(|e| e.into_inner())
                .expect("every job ran")
        })
        .collect()
}

#[cfg(test)]
mod tests {
    #[test]
    fn results_keep_the_items_order() {
        let xs: Vec<u64> = (0..100).collect();
        let ys = super::map(xs, |x| {
            std::thread::sleep(std::time::Duration::from_micros(100 - x));
            x * x
        });
        assert_eq!(ys, (0..100).map(|x| x * x).collect::<Vec<_>>());
        assert!(super::map(Vec::<u8>::new(), |x| x).is_empty());
    }
}
