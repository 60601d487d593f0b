//! [`CpuStage`]: compiled cpu stage code with its weights, called on host
//! buffers.
//!
//! The call ABI is `_mlir_ciface_main(memref descriptors…)` through its
//! packed wrapper: the stage's inputs, its used weights (parameters in id
//! order, GEMM weights packed), then one out-param per computed result
//! ([`StageAbi`]). Every buffer is passed by pointer: inputs and the
//! resident weights are read-only to the code, results are written into
//! the caller's output tensors, and the code frees its intermediates
//! before returning into the workspace ([`super::workspace`]), so repeated
//! calls reuse the same memory. Inputs and outputs are checked against the
//! stage's types; a mismatch is an error naming the stage and the argument.
//!
//! The code comes from the compiler in this process (`mlir::CpuStage`:
//! JIT-linked, or a shared object of the compile cache) or from a bundle's
//! shared object ([`CpuStage::load`]); either way it is called the same.

use super::abi::{Arg, OutputSource, StageAbi};
use super::object::{self, BundleObject, Loaded, Packed};
use super::{err, R};
use crate::host::HostTensor;
use crate::reference::Tensor;
use hetc_ir::{DType, Graph, Verified};

/// libomp's `kmp_set_blocktime`: how long (ms) a worker spins after a
/// parallel region before it sleeps, for the calling thread's teams.
type SetBlocktime = unsafe extern "C" fn(i32);

/// How long (ms) OpenMP workers spin after a parallel region before they
/// sleep: long enough that the regions of one stage call, and calls that
/// follow each other, find them awake; short enough that a rank waiting
/// on the network gives the cores back. Measured with `hetc bench kernels
/// --only gemm` (256×768×768, 2 threads of a 2-core AMD EPYC VM; the
/// fastest repetitions, as other processes loaded the host): sleeping at
/// once (0) gave 1.16× one thread's speed — a sleeping worker woke too
/// late to take its half of a 3 ms GEMM —, 1 ms 1.69–1.99×, 5 ms 1.78×,
/// libomp's default 200 ms 1.20–1.86× (and its spinning workers take the
/// cores from other ranks and processes for 200 ms after every call).
pub const SPIN_MS: i32 = 1;

/// Where a stage's code came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// Compiled and JIT-linked in this process, not stored.
    Jit,
    /// Compiled by this process, then stored in the compile cache.
    Compiled,
    /// Loaded from the compile cache.
    Cache,
    /// Loaded from a bundle's shared object.
    Bundle,
}

/// The schedule's counts of a stage's structured ops.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Vectorized.
    pub vectorized: usize,
    /// Run on several threads.
    pub parallel: usize,
    /// Left as scalar loops.
    pub scalar: usize,
}

/// Compiled code: its packed entry point and what keeps it alive (a
/// loaded shared object, or the compiler's JIT engine).
pub struct Code {
    main: Packed,
    origin: Origin,
    lookup: Box<dyn Fn(&str) -> *mut ()>,
}

impl Code {
    /// Code of a loaded shared object.
    pub fn loaded(lib: Loaded, origin: Origin) -> Code {
        Code {
            main: lib.main(),
            origin,
            lookup: Box::new(move |name| lib.lookup(name)),
        }
    }

    /// Code whose symbols `lookup` finds (and whose owner it keeps alive);
    /// `None` when it has no packed `main`.
    pub fn from_lookup(lookup: Box<dyn Fn(&str) -> *mut ()>, origin: Origin) -> Option<Code> {
        let main = lookup(object::MAIN);
        if main.is_null() {
            return None;
        }
        // SAFETY: the packed wrapper MLIR's execution engine generates has
        // this C type.
        let main = unsafe { std::mem::transmute::<*mut (), Packed>(main) };
        Some(Code {
            main,
            origin,
            lookup,
        })
    }
}

/// A compiled cpu stage with its resident weights; [`CpuStage::call`] runs
/// it on host buffers, [`CpuStage::run`] on reference tensors.
pub struct CpuStage {
    name: String,
    abi: StageAbi,
    code: Code,
    /// The used weights, resident, in argument order (GEMM weights packed
    /// in panels of `abi.pack` lanes).
    weights: Vec<HostTensor>,
    counts: Counts,
    threads: usize,
    /// With several threads and neither `KMP_BLOCKTIME` nor
    /// `OMP_WAIT_POLICY` set: libomp's `kmp_set_blocktime`, called with
    /// [`SPIN_MS`] before each call.
    set_blocktime: Option<SetBlocktime>,
}

/// An argument of [`CpuStage::call_f32_in_place`]: read, or read and then
/// overwritten by an output.
pub enum F32Arg<'a> {
    In(&'a [f32]),
    InOut(&'a mut [f32]),
}

impl F32Arg<'_> {
    fn len(&self) -> usize {
        match self {
            F32Arg::In(x) => x.len(),
            F32Arg::InOut(x) => x.len(),
        }
    }
}

/// A memref descriptor of a contiguous row-major buffer:
/// `{allocated, aligned, offset, sizes[r], strides[r]}` (all 64-bit).
fn descriptor(ptr: *const u8, shape: &[usize]) -> Vec<i64> {
    let mut d = Vec::with_capacity(3 + 2 * shape.len());
    d.extend([ptr as i64, ptr as i64, 0]);
    d.extend(shape.iter().map(|&s| s as i64));
    let mut stride = 1i64;
    let at = d.len();
    d.resize(at + shape.len(), 0);
    for i in (0..shape.len()).rev() {
        d[at + i] = stride;
        stride *= shape[i] as i64;
    }
    d
}

impl CpuStage {
    /// A stage of `code` (compiled for `graph` with `threads` threads)
    /// called as `abi` says, with `graph`'s weights.
    pub fn from_code(
        name: &str,
        graph: &Graph,
        abi: StageAbi,
        code: Code,
        counts: Counts,
        threads: usize,
    ) -> R<CpuStage> {
        let user_policy = ["KMP_BLOCKTIME", "OMP_WAIT_POLICY"]
            .iter()
            .any(|k| std::env::var_os(k).is_some());
        let set_blocktime = if threads > 1 && !user_policy {
            let f = (code.lookup)("kmp_set_blocktime");
            // SAFETY: a non-null `kmp_set_blocktime` is libomp's
            // `void kmp_set_blocktime(int)`, loaded for the code's
            // lifetime (the stage owns the code).
            (!f.is_null()).then(|| unsafe { std::mem::transmute::<*mut (), SetBlocktime>(f) })
        } else {
            None
        };
        let weights = abi.weights_of(graph, name)?;
        Ok(CpuStage {
            name: name.to_string(),
            abi,
            code,
            weights,
            counts,
            threads: threads.max(1),
            set_blocktime,
        })
    }

    /// The stage's code from a bundle's shared object, after checking that
    /// it is `graph`'s and that this host can run it
    /// ([`BundleObject::check`]); compiles nothing.
    pub fn load(graph: Verified<'_>, name: &str, obj: &BundleObject) -> R<CpuStage> {
        let g = graph.graph();
        obj.check(g, name)?;
        let lib = object::load(&obj.so).map_err(|e| err(format!("{}: {e}", obj.file)))?;
        let i = &obj.info;
        let counts = Counts {
            vectorized: i.vectorized,
            parallel: i.parallel,
            scalar: i.scalar,
        };
        CpuStage::from_code(
            name,
            g,
            i.abi.clone(),
            Code::loaded(lib, Origin::Bundle),
            counts,
            i.threads,
        )
    }

    /// The stage's name (as errors name it).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// How the code is called.
    pub fn abi(&self) -> &StageAbi {
        &self.abi
    }

    /// Where the code came from.
    pub fn origin(&self) -> Origin {
        self.code.origin
    }

    /// Whether the code was loaded (from the compile cache or a bundle)
    /// without compiling anything.
    pub fn from_cache(&self) -> bool {
        matches!(self.code.origin, Origin::Cache | Origin::Bundle)
    }

    /// Whether the code is a bundle's shared object.
    pub fn from_bundle(&self) -> bool {
        self.code.origin == Origin::Bundle
    }

    /// Whether the code runs from a shared object (of the compile cache or
    /// a bundle), rather than JIT-linked in this process.
    pub fn cached(&self) -> bool {
        self.code.origin != Origin::Jit
    }

    /// Whether each call sets libomp's spin time ([`SPIN_MS`]): code on
    /// several threads, with neither `KMP_BLOCKTIME` nor
    /// `OMP_WAIT_POLICY` set.
    pub fn sets_blocktime(&self) -> bool {
        self.set_blocktime.is_some()
    }

    /// Threads of the code's parallel loops.
    pub fn threads(&self) -> usize {
        self.threads
    }

    /// How many structured ops the cpu schedules vectorized (the rest are
    /// scalar loops).
    pub fn scheduled_ops(&self) -> usize {
        self.counts.vectorized
    }

    /// How many structured ops are scalar loops (not vectorized).
    pub fn scalar_ops(&self) -> usize {
        self.counts.scalar
    }

    /// How many of them run their outer loop on several threads.
    pub fn parallel_ops(&self) -> usize {
        self.counts.parallel
    }

    /// Bytes of the resident weight copies the compiled code reads.
    pub fn weight_bytes(&self) -> u64 {
        self.weights
            .iter()
            .map(|w| w.len() as u64 * w.dtype().size_bytes())
            .sum()
    }

    /// Zero tensors of the stage's outputs, for [`CpuStage::call`] (reuse
    /// them across calls).
    pub fn new_outputs(&self) -> R<Vec<HostTensor>> {
        self.abi
            .outputs
            .iter()
            .map(|a| HostTensor::zeros(a.dtype, &a.shape))
            .collect()
    }

    /// Repack the weights from `graph`: the graph this stage was compiled
    /// from, with new parameter data (a training step's update). The
    /// compiled code is kept.
    pub fn reload_weights(&mut self, graph: Verified<'_>) -> R<()> {
        let w = self.abi.weights_of(graph.graph(), &self.name)?;
        if w.len() != self.weights.len()
            || w.iter()
                .zip(&self.weights)
                .any(|(a, b)| a.shape != b.shape || a.dtype() != b.dtype())
        {
            return Err(err(format!(
                "stage {}: new weights do not match the compiled ones",
                self.name
            )));
        }
        self.weights = w;
        Ok(())
    }

    /// Call the compiled stage: `inputs` are read, `outputs` (one per
    /// stage output, of its type: [`CpuStage::new_outputs`]) are written.
    /// No buffer is copied on the way in; an output that repeats another
    /// or returns an input is copied from it afterwards.
    pub fn call(&self, inputs: &[&HostTensor], outputs: &mut [HostTensor]) -> R<()> {
        let stage = &self.name;
        let abi = &self.abi;
        if inputs.len() != abi.inputs.len() {
            return Err(err(format!(
                "stage {stage}: {} inputs given, {} expected",
                inputs.len(),
                abi.inputs.len()
            )));
        }
        if outputs.len() != abi.outputs.len() {
            return Err(err(format!(
                "stage {stage}: {} outputs given, {} expected",
                outputs.len(),
                abi.outputs.len()
            )));
        }
        for (i, (t, a)) in inputs.iter().zip(&abi.inputs).enumerate() {
            a.check(t, stage, "input", i)?;
        }
        for (k, (t, a)) in outputs.iter().zip(&abi.outputs).enumerate() {
            a.check(t, stage, "output", k)?;
        }
        let mut descs: Vec<Vec<i64>> =
            Vec::with_capacity(inputs.len() + self.weights.len() + abi.result_slot.len());
        for t in inputs.iter().copied().chain(&self.weights) {
            descs.push(descriptor(t.as_ptr(), &t.shape));
        }
        for &k in &abi.result_slot {
            let t = &mut outputs[k];
            descs.push(descriptor(t.as_mut_ptr(), &t.shape));
        }
        self.invoke(&mut descs);
        for k in 0..outputs.len() {
            match abi.output_map[k] {
                OutputSource::Result(j) if abi.result_slot[j] != k => {
                    outputs[k] = outputs[abi.result_slot[j]].clone();
                }
                OutputSource::Input(i) => outputs[k] = inputs[i].clone(),
                OutputSource::Result(_) => {}
            }
        }
        Ok(())
    }

    /// Call an elementwise f32 stage in place on plain f32 slices (the
    /// optimizer step on a rank's weight slices, which are parts of larger
    /// buffers): `args` are the stage's inputs, and output `k` overwrites
    /// argument `into[k]`, an [`F32Arg::InOut`] of the output's size
    /// (distinct per output) that no other group of ops reads. Only for a
    /// stage lowered as one elementwise generic per group of connected ops
    /// ([`StageAbi::in_place`]: each tile reads its elements of every
    /// input before it writes those of the outputs, and nothing reads them
    /// again); others are refused. No alignment is required (the compiled
    /// code's vector accesses assume the element's alignment only).
    pub fn call_f32_in_place(&self, args: &mut [F32Arg<'_>], into: &[usize]) -> R<()> {
        let stage = &self.name;
        let abi = &self.abi;
        let Some(in_place) = &abi.in_place else {
            return Err(err(format!(
                "stage {stage}: not an elementwise stage, its outputs cannot overwrite its inputs"
            )));
        };
        if args.len() != abi.inputs.len() || into.len() != abi.outputs.len() {
            return Err(err(format!(
                "stage {stage}: {} inputs and {} outputs given, {} and {} expected",
                args.len(),
                into.len(),
                abi.inputs.len(),
                abi.outputs.len()
            )));
        }
        let check = |a: &Arg, len: usize, what: &str, i: usize| -> R<()> {
            let want: usize = a.shape.iter().product();
            if a.dtype != DType::F32 || len != want {
                return Err(err(format!(
                    "stage {stage}: {} has {len} f32 elements, expected {}{:?}",
                    a.label(what, i),
                    a.dtype,
                    a.shape
                )));
            }
            Ok(())
        };
        for (i, (t, a)) in args.iter().zip(&abi.inputs).enumerate() {
            check(a, t.len(), "input", i)?;
        }
        for (k, (&i, a)) in into.iter().zip(&abi.outputs).enumerate() {
            let own = in_place.output_group.get(k);
            let ok = matches!(args.get(i), Some(F32Arg::InOut(_)))
                && !into[..k].contains(&i)
                && in_place
                    .readers
                    .get(i)
                    .is_some_and(|r| r.iter().all(|c| Some(c) == own))
                && abi.output_map[k] == OutputSource::Result(k)
                && abi.result_slot.get(k) == Some(&k);
            if !ok {
                return Err(err(format!(
                    "stage {stage}: {} cannot overwrite input {i}",
                    a.label("output", k)
                )));
            }
            check(a, args[i].len(), "output", k)?;
        }
        let ptrs: Vec<*const u8> = args
            .iter_mut()
            .map(|a| match a {
                F32Arg::In(x) => x.as_ptr().cast(),
                F32Arg::InOut(x) => x.as_mut_ptr().cast_const().cast(),
            })
            .collect();
        let mut descs: Vec<Vec<i64>> =
            Vec::with_capacity(args.len() + self.weights.len() + into.len());
        for (p, a) in ptrs.iter().zip(&abi.inputs) {
            descs.push(descriptor(*p, &a.shape));
        }
        for t in &self.weights {
            descs.push(descriptor(t.as_ptr(), &t.shape));
        }
        for (&i, a) in into.iter().zip(&abi.outputs) {
            descs.push(descriptor(ptrs[i], &a.shape));
        }
        self.invoke(&mut descs);
        Ok(())
    }

    /// The packed call of `_mlir_ciface_main` on `descs`, one memref
    /// descriptor per argument (inputs, weights, out-params), each over a
    /// live buffer of the compiled argument's element type and shape.
    fn invoke(&self, descs: &mut [Vec<i64>]) {
        let mut dptrs: Vec<*mut i64> = descs.iter_mut().map(|d| d.as_mut_ptr()).collect();
        let mut packed: Vec<*mut ()> = dptrs
            .iter_mut()
            .map(|p| p as *mut *mut i64 as *mut ())
            .collect();
        // OpenMP workers spin for SPIN_MS after a parallel region, then
        // sleep. The setting is per calling thread, so it is made at every
        // call.
        if let Some(set) = self.set_blocktime {
            // SAFETY: libomp's setter, alive as long as the code.
            unsafe { set(SPIN_MS) };
        }
        // SAFETY: `main` is the packed wrapper of `_mlir_ciface_main`,
        // alive as long as `self.code`; it takes one pointer to a memref
        // descriptor per argument (inputs, weights, then the out-params of
        // the results); `packed[i]` points to `dptrs[i]`, which points to
        // `descs[i]`, a descriptor of rank `shape.len()` over a buffer
        // whose element type and shape were checked against the compiled
        // signature by the caller, alive and not moved until the call
        // returns. The code only reads inputs and weights and writes the
        // out-params, distinct outputs borrowed mutably by the caller: from
        // `call`, buffers of their own (an input's `*const` pointer is never
        // written through); from `call_f32_in_place`, the buffers of
        // mutably borrowed in-out arguments, which an elementwise stage
        // reads element by element before it writes them.
        unsafe { (self.code.main)(packed.as_mut_ptr()) }
    }

    /// Call the compiled stage on reference tensors (converted to and from
    /// their element types; [`CpuStage::call`] avoids the conversions).
    pub fn run(&self, inputs: &[Tensor]) -> R<Vec<Tensor>> {
        self.run_refs(&inputs.iter().collect::<Vec<_>>())
    }

    /// [`CpuStage::run`] on borrowed tensors.
    pub fn run_refs(&self, inputs: &[&Tensor]) -> R<Vec<Tensor>> {
        let stage = &self.name;
        let host = inputs
            .iter()
            .enumerate()
            .map(|(i, t)| {
                HostTensor::from_tensor(t)
                    .map_err(|e| err(format!("stage {stage}: input {i}: {e}")))
            })
            .collect::<R<Vec<_>>>()?;
        let refs: Vec<&HostTensor> = host.iter().collect();
        let mut out = self.new_outputs()?;
        self.call(&refs, &mut out)?;
        Ok(out.iter().map(HostTensor::to_tensor).collect())
    }
}
