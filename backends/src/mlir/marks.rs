//! Profiling marks: time the parts of a stage's code as they run inside it.
//!
//! [`Regions`] says which region (for `--emit profile`: which layer) each
//! op of a graph belongs to, by the op's name. Lowered with regions, the
//! stage's `main` calls `hetc_profile_mark(region)` ([`MARK_FN`]) before
//! the first op of each run of ops in one region (in the order the code
//! runs them) and `hetc_profile_mark(`[`END`]`)` before it returns; the
//! call records the region and the time on the calling thread (the thread
//! that runs `main`: its parallel loops are inside the regions).
//! [`CpuStage::call_profiled`](super::CpuStage::call_profiled) returns the
//! seconds from each mark to the next, summed per region. The schedule
//! may fuse a producer into its consumer across a region boundary: that
//! work is then timed where it runs, in the consumer's region — the time
//! the stage really spends there.
//!
//! Instrumented code is compiled in the process and never cached: it is
//! not the code a bundle runs, only a way to time it.

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::time::Instant;

/// The function the instrumented code calls (`void (int64_t)`).
pub const MARK_FN: &str = "hetc_profile_mark";

/// The region of the mark just before `main` returns.
pub const END: u32 = u32::MAX;

/// The region of each op, by op name.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Regions {
    of: BTreeMap<String, u32>,
}

impl Regions {
    pub fn new() -> Regions {
        Regions::default()
    }

    /// Ops named `name` belong to `region` (< [`END`]).
    pub fn insert(&mut self, name: impl Into<String>, region: u32) {
        debug_assert!(region != END);
        self.of.insert(name.into(), region);
    }

    /// The region of an op named `name`: its own entry, else that of the
    /// op it was rewritten from (the rewrites name their ops
    /// `"<original> (<part>)"`); `None` for ops the regions do not name
    /// (they stay in the region of the ops before them).
    pub fn region(&self, name: &str) -> Option<u32> {
        let mut n = name;
        loop {
            if let Some(&r) = self.of.get(n) {
                return Some(r);
            }
            let cut = n.strip_suffix(')').and_then(|s| s.rfind(" ("))?;
            n = &n[..cut];
        }
    }

    pub fn is_empty(&self) -> bool {
        self.of.is_empty()
    }
}

thread_local! {
    static MARKS: RefCell<Vec<(u32, Instant)>> = const { RefCell::new(Vec::new()) };
}

/// What the instrumented code calls: note `region` and the time.
pub(super) extern "C" fn hetc_profile_mark(region: i64) {
    let now = Instant::now();
    MARKS.with(|m| m.borrow_mut().push((region as u32, now)));
}

/// Forget the marks this thread has recorded.
pub(super) fn clear() {
    MARKS.with(|m| m.borrow_mut().clear());
}

/// The marks this thread has recorded since [`clear`], taken.
pub(super) fn take() -> Vec<(u32, Instant)> {
    MARKS.with(|m| std::mem::take(&mut *m.borrow_mut()))
}

/// Seconds per region: from each mark to the next, added to the first's
/// region (the [`END`] mark closes the last run).
pub fn region_seconds(marks: &[(u32, Instant)]) -> BTreeMap<u32, f64> {
    let mut out = BTreeMap::new();
    for w in marks.windows(2) {
        let (r, t0) = w[0];
        if r == END {
            continue;
        }
        *out.entry(r).or_insert(0.0) += w[1].1.duration_since(t0).as_secs_f64();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rewritten_op_keeps_its_original_region() {
        let mut r = Regions::new();
        r.insert("conv (x)", 1);
        r.insert("conv", 2);
        r.insert("mm", 3);
        assert_eq!(r.region("conv (x)"), Some(1));
        assert_eq!(r.region("conv (im2col) (tap 3)"), Some(2));
        assert_eq!(r.region("mm (gemm)"), Some(3));
        assert_eq!(r.region("other (gemm)"), None);
        assert_eq!(r.region(""), None);
    }

    #[test]
    fn seconds_run_from_each_mark_to_the_next() {
        let t = Instant::now();
        let at = |ms: u64| t + std::time::Duration::from_millis(ms);
        let s = region_seconds(&[(0, at(0)), (1, at(2)), (0, at(5)), (END, at(6))]);
        assert_eq!(s.len(), 2);
        assert!((s[&0] - 0.003).abs() < 1e-9 && (s[&1] - 0.003).abs() < 1e-9);
    }
}
