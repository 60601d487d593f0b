//! The workspace of JIT-compiled stage code: the allocation functions its
//! intermediate buffers come from (`_mlir_memref_to_llvm_alloc` /
//! `_mlir_memref_to_llvm_free`, which `finalize-memref-to-llvm
//! {use-generic-functions}` calls instead of `malloc` / `free`), served
//! from free lists per size.
//!
//! Why: a stage's intermediates are freed at the end of every call
//! (`buffer-deallocation-pipeline`); from `malloc`, a large one comes back
//! as freshly mapped pages on the next call — a 12 MB attention score
//! matrix costs milliseconds of page faults, each call. Here a freed
//! buffer waits for the next request of the same size (the same op of the
//! next call), so repeated calls touch the same memory and allocate
//! nothing new; resident memory stays at the stages' peak working set.
//!
//! Establishes: buffers are 64-byte aligned; at most [`RETAIN`] free bytes
//! are kept (beyond, freed buffers go back to the system allocator);
//! thread-safe (one lock, taken once per allocation and free).

use std::alloc::{alloc, dealloc, Layout};
use std::collections::HashMap;
use std::sync::{LazyLock, Mutex};

/// Alignment of every buffer (a cache line).
const ALIGN: usize = 64;
/// Free bytes kept for reuse.
pub const RETAIN: usize = 2 << 30;

#[derive(Default)]
struct Pool {
    /// Free buffers by size.
    free: HashMap<usize, Vec<usize>>,
    /// The size of every buffer handed out.
    live: HashMap<usize, usize>,
    /// Bytes in `free`.
    kept: usize,
}

static POOL: LazyLock<Mutex<Pool>> = LazyLock::new(|| Mutex::new(Pool::default()));

fn pool() -> std::sync::MutexGuard<'static, Pool> {
    POOL.lock().unwrap_or_else(|e| e.into_inner())
}

fn layout(size: usize) -> Option<Layout> {
    Layout::from_size_align(size.max(1), ALIGN).ok()
}

/// `void *_mlir_memref_to_llvm_alloc(size_t)`.
pub(crate) extern "C" fn workspace_alloc(size: u64) -> *mut u8 {
    let size = size as usize;
    let mut p = pool();
    if let Some(addr) = p.free.get_mut(&size).and_then(Vec::pop) {
        p.kept -= size;
        p.live.insert(addr, size);
        return addr as *mut u8;
    }
    let Some(l) = layout(size) else {
        return std::ptr::null_mut();
    };
    // SAFETY: `l` has a non-zero size (at least 1) and a power-of-two
    // alignment; the buffer is freed with the same layout (its size is
    // recorded in `live`).
    let ptr = unsafe { alloc(l) };
    if !ptr.is_null() {
        p.live.insert(ptr as usize, size);
    }
    ptr
}

/// `void _mlir_memref_to_llvm_free(void *)`.
pub(crate) extern "C" fn workspace_free(ptr: *mut u8) {
    if ptr.is_null() {
        return;
    }
    let mut p = pool();
    let Some(size) = p.live.remove(&(ptr as usize)) else {
        return;
    };
    if p.kept + size <= RETAIN {
        p.kept += size;
        p.free.entry(size).or_default().push(ptr as usize);
        return;
    }
    if let Some(l) = layout(size) {
        // SAFETY: `ptr` came from `alloc` with this layout (its size was
        // recorded when it was handed out) and is freed once: it left
        // `live` above and is not in `free`.
        unsafe { dealloc(ptr, l) }
    }
}
