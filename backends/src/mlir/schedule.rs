//! Code-generation schedules of the cpu target: each structured op of a
//! lowered stage is put in an op family, the family's table below gives
//! its tiling, and the tilings become one transform-dialect script
//! (`transform.structured.tile_using_for`, `transform.loop.peel`,
//! `transform.structured.vectorize`) that the cpu pipeline applies
//! ([`super::cpu`]).
//!
//! Establishes: every `linalg.contract`, `linalg.fill` and `linalg.generic`
//! at the top level of `@main` whose loops have static extents and whose
//! body reads no tensor (`tensor.extract`: gathers, pads, masks) is tagged
//! `hetc.sched = "sN"` (N numbering the distinct schedules) and
//! `hetc.vectorize`, and the script tiles it so that its innermost tiles
//! have static shapes of at most a few hundred elements, which it then
//! vectorizes. Tiles that do not divide a loop are peeled, so the
//! remainder tile is static too (and at most one vector register wide:
//! LLVM legalizes vectors of a register and a bit — 17–31 lanes on
//! AVX-512 — badly). Untagged ops become
//! scalar loops.
//!
//! Block sizes come from the target processor ([`Blocks::for_target`] of a
//! [`CpuTarget`]: its f32 lanes, vector registers and L2 size).
//!
//! Families (the loop of a structured op that the output's last dim
//! follows is the "innermost"; the lowering emits every op with its output
//! in loop order):
//! * **contraction** (`linalg.contract`: one row dim `m`, one column dim
//!   `n`, one reduction dim `k`, any batch dims): a cache block
//!   ([`Blocks::gemm_cache`]) then a register block
//!   ([`Blocks::gemm_register`]: 6 rows × `registers / 8` vectors of
//!   accumulators, one `k` step; on AVX2 and NEON the register tiles walk
//!   the columns outside the rows, [`Blocks::columns_outer`]), which the
//!   vector lowering turns into outer products (FMAs with a broadcast row
//!   value).
//! * **elementwise** (all loops parallel, `linalg.fill` too): the
//!   innermost loop in vectors of up to [`Blocks::elementwise_width`]
//!   lanes, the next one in rows up to [`Blocks::elementwise_elements`]
//!   elements in all.
//! * **reduction**: an innermost reduction loop is vectorized whole up to
//!   [`Blocks::reduction_whole`] elements (in steps of
//!   [`Blocks::reduction_step`] beyond), one row at a time; an outer
//!   reduction loop (a column sum) steps by one with the innermost
//!   parallel loop vectorized as elementwise.
//!
//! Threads: with more than one, an op with enough work first tiles the
//! parallel loops its first level divides into an `scf.forall`, which the
//! pipeline turns into an OpenMP parallel loop ([`parallelize`]).
//!
//! Deliberately not done here: fusing producers into GEMM tiles, packing.

use super::target::{CpuTarget, Isa};
use crate::BackendError;
use melior::ir::attribute::{ArrayAttribute, StringAttribute};
use melior::ir::block::BlockLike;
use melior::ir::operation::{OperationLike, OperationMutLike, OperationRefMut};
use melior::ir::r#type::RankedTensorType;
use melior::ir::{Attribute, AttributeLike, Module, RegionLike, ShapedTypeLike, ValueLike};
use std::fmt::Write;

type R<T> = Result<T, BackendError>;

fn err(m: impl Into<String>) -> BackendError {
    BackendError::Mlir(m.into())
}

/// The block sizes of one target's schedules ([`Blocks::for_target`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Blocks {
    /// f32 lanes of one vector register; remainders are peeled to less
    /// than this (LLVM legalizes vectors of a register and a bit badly).
    pub lanes: u64,
    /// Register block of a GEMM: rows `m`, columns `n` (f32 lanes), `k`
    /// steps.
    pub gemm_register: [u64; 3],
    /// Cache block of a GEMM (`m`, `n`, `k`).
    pub gemm_cache: [u64; 3],
    /// The register tiles walk the columns in the outer loop and the rows
    /// inside (BLIS' `jr` around `ir`: a `k`-block × register-columns panel
    /// of B stays in L1 while A's rows stream past it), rather than the
    /// rows outside (a strip of A stays in L1, B streams from L2).
    pub columns_outer: bool,
    /// Widest innermost vector of an elementwise op.
    pub elementwise_width: u64,
    /// Elements of an elementwise op's vector tile (rows × width).
    pub elementwise_elements: u64,
    /// An innermost reduction up to this many elements is one vector.
    pub reduction_whole: u64,
    /// Step of a longer innermost reduction.
    pub reduction_step: u64,
}

impl Blocks {
    /// The blocks of `t`. Elementwise tiles take half of the vector
    /// register file, at most 4 registers wide; reductions up to all of
    /// it whole, in steps of half; a GEMM's register block is 6 rows of
    /// `registers / 8` vectors (AVX-512: 6 × 4 zmm = 24 accumulators + 4
    /// B vectors + 1 broadcast of 32 registers; AVX2: 6 × 2 ymm = 12 + 2 +
    /// 1 of 16).
    ///
    /// Measured: AVX-512 (a Xeon) against 8×32, 4×64, 12×32, 14×32, 16×16
    /// register blocks on the 256×768×768 GEMM: 6×64 rows-outer with a
    /// 64 × 768 × 128 cache block, 189 GFLOP/s (77 % of that core's FMA
    /// peak). AVX2 (an AMD EPYC, Zen 3: 32 KiB L1d, 512 KiB L2, FMA peak
    /// 92 GFLOP/s) against 8×16, 4×16, 3×32, 2×32, 4×24 and cache blocks
    /// of 64–768 columns × 128–384 `k`: 6×16 columns-outer, the columns
    /// in blocks of a quarter of L2 per `k` block of 128: 77 GFLOP/s
    /// (84 %; onnxruntime's MLAS 75 in the same minute); rows-outer 69.
    pub fn for_target(t: &CpuTarget) -> Blocks {
        let lanes = t.lanes();
        let rf = t.register_file();
        let elementwise_elements = rf / 2;
        let elementwise_width = (4 * lanes).min(elementwise_elements);
        let (reduction_whole, reduction_step) = (rf, rf / 2);
        if t.isa == Isa::Avx512 {
            return Blocks {
                lanes,
                gemm_register: [6, 4 * lanes, 1],
                gemm_cache: [64, 768, 128],
                columns_outer: false,
                elementwise_width,
                elementwise_elements,
                reduction_whole,
                reduction_step,
            };
        }
        let nr = (t.isa.registers() / 8).max(1) * lanes;
        let kc = 128;
        // A k-block × columns panel of B in a quarter of L2.
        let nc = ((t.l2 / 4 / (kc * 4)) / nr).max(1) * nr;
        Blocks {
            lanes,
            gemm_register: [6, nr, 1],
            gemm_cache: [64, nc, kc],
            columns_outer: true,
            elementwise_width,
            elementwise_elements,
            reduction_whole,
            reduction_step,
        }
    }
}

/// What a structured op computes, as far as scheduling goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Family {
    /// A GEMM: loop dims of the rows, the columns and the reduction.
    Contraction {
        m: usize,
        n: usize,
        k: usize,
    },
    Elementwise,
    Reduction,
}

/// The tiling of one op: tile sizes per level (outer first, one size per
/// loop, 0 = not tiled at that level), and the loops of the last level
/// to peel (their tile does not divide them). `order`, if not empty, is
/// the order of the last level's loops, outer first (else the loops'
/// own). `parallel`, if not empty, tiles first into an `scf.forall`
/// (threads), one size per loop; the first level then leaves those loops
/// alone.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Schedule {
    pub levels: Vec<Vec<u64>>,
    pub peel: Vec<usize>,
    pub order: Vec<usize>,
    pub parallel: Vec<u64>,
}

/// A structured op's loops: static extents and which are reductions.
#[derive(Clone, Debug)]
pub struct Loops {
    pub extents: Vec<u64>,
    pub reduction: Vec<bool>,
    /// Per operand (inputs, then the output), the loop each map result
    /// reads (None for a constant or compound expression).
    pub maps: Vec<Vec<Option<usize>>>,
    /// Ops in the body (its work per element).
    pub body_ops: usize,
}

impl Loops {
    /// Vector elements per tile for a body of this weight: a heavy body
    /// (an `exp` polynomial is ~30 ops) keeps a handful of temporaries
    /// live, each as wide as the tile, so its tile shrinks to stay in the
    /// vector registers.
    fn tile_elements(&self, light: u64, lanes: u64) -> u64 {
        let ops = self.body_ops.max(1) as u64;
        if ops <= 4 {
            light
        } else {
            let e = (light * 4 / ops).max(lanes);
            // A power of two, so it divides the usual extents.
            1 << (63 - e.leading_zeros())
        }
    }
}

impl Loops {
    /// The loop the output's last dim follows (the contiguous one).
    fn innermost(&self) -> Option<usize> {
        self.maps.last()?.last().copied().flatten()
    }

    fn in_operand(&self, operand: usize, dim: usize) -> bool {
        self.maps[operand].contains(&Some(dim))
    }
}

/// The family of a structured op with these loops (`contract`: a
/// `linalg.contract`). An operand read through a constant or compound
/// index (`(d0) -> (0)` over more than one element, convolution windows)
/// is not vectorized; a unit dim read at index 0 is no index at all
/// ([`loops_of`] leaves it out).
pub fn family(l: &Loops, contract: bool) -> Option<Family> {
    if l.maps.iter().flatten().any(Option::is_none) {
        return None;
    }
    // A loop twice in one operand's map (an einsum's diagonal `bii`) is a
    // strided gather the vectorizer refuses.
    let repeats = |m: &Vec<Option<usize>>| m.iter().enumerate().any(|(i, d)| m[..i].contains(d));
    if l.maps.iter().any(repeats) {
        return None;
    }
    if contract {
        if l.maps.len() != 3 {
            return None;
        }
        let (mut m, mut n, mut k) = (Vec::new(), Vec::new(), Vec::new());
        for d in 0..l.extents.len() {
            let (a, b, c) = (l.in_operand(0, d), l.in_operand(1, d), l.in_operand(2, d));
            match (a, b, c, l.reduction[d]) {
                (true, false, true, false) => m.push(d),
                (false, true, true, false) => n.push(d),
                (true, true, false, true) => k.push(d),
                (true, true, true, false) => {}
                _ => return None,
            }
        }
        // Several row (column) dims: the last one is blocked, the others
        // step by one like batch dims.
        return match (m.last(), n.last(), &k[..]) {
            (Some(&m), Some(&n), &[k]) => Some(Family::Contraction { m, n, k }),
            _ => None,
        };
    }
    if l.reduction.iter().any(|&r| r) {
        Some(Family::Reduction)
    } else {
        Some(Family::Elementwise)
    }
}

/// The largest multiple of `unit` that divides `d` and is at most `cap`
/// (0 if `unit` does not divide `d`).
fn block(d: u64, unit: u64, cap: u64) -> u64 {
    if unit == 0 || d % unit != 0 {
        return 0;
    }
    let mut b = (cap / unit).max(1) * unit;
    while b > unit && d % b != 0 {
        b -= unit;
    }
    b.min(d)
}

/// A vector tile of `d` lanes at most `width` wide: the widest multiple of
/// `lanes` dividing `d`, `d` itself if it is narrower than `width`, or
/// `lanes` with a peeled remainder (the flag).
fn vector_tile(d: u64, width: u64, lanes: u64) -> (u64, bool) {
    if d <= width && (d <= lanes || d % lanes == 0) {
        return (d, false);
    }
    match block(d, lanes, width) {
        0 => (lanes.min(d), d % lanes != 0),
        b => (b, false),
    }
}

/// The schedule of an op of `family` with `loops` for `threads` threads
/// with blocks `b`, if it is vectorized (without its `parallel` tiles:
/// [`parallelize`]).
pub fn schedule(f: &Family, l: &Loops, threads: usize, b: &Blocks) -> Option<Schedule> {
    let n = l.extents.len();
    let ext = &l.extents;
    // An empty loop (a zero-sized dim) does no work: nothing to tile.
    if ext.contains(&0) {
        return None;
    }
    let lanes = b.lanes;
    match *f {
        Family::Contraction { m, n: nn, k } => {
            let mut cache = vec![1; n];
            let mut reg = vec![1; n];
            let mut peel = Vec::new();
            // Rows: a block of `gemm_register[0]`; a remainder is peeled
            // (and the rows then have no cache block).
            let rm = b.gemm_register[0].min(ext[m]);
            reg[m] = rm;
            if ext[m] % rm != 0 {
                peel.push(m);
                cache[m] = 0;
            } else {
                cache[m] = block(ext[m], rm, b.gemm_cache[0]);
            }
            // Columns: vector lanes (a peeled remainder is narrower than
            // one register); the cache block splits them evenly over the
            // threads where it can.
            let (wn, pn) = vector_tile(ext[nn], b.gemm_register[1], lanes);
            reg[nn] = wn;
            if pn {
                peel.push(nn);
                cache[nn] = 0;
            } else {
                cache[nn] = (1..=8)
                    .map(|j| j * threads as u64)
                    .find(|&t| {
                        ext[nn] % t == 0
                            && (ext[nn] / t) % wn == 0
                            && ext[nn] / t <= b.gemm_cache[1]
                    })
                    .map_or_else(|| block(ext[nn], wn, b.gemm_cache[1]), |t| ext[nn] / t);
            }
            // A B packed in column panels (`lower::packed_weights`: B's
            // map `(n1, k, n2)`, one panel per register block): the whole
            // reduction at once, each panel streamed contiguously (AVX2,
            // 512×768×3072: 82 GFLOP/s against 67 with `k` blocks of 128).
            let bmap = &l.maps[1];
            let packed = bmap.len() == 3
                && bmap[2] == Some(nn)
                && bmap[1] == Some(k)
                && bmap[0].is_some_and(|d| d != nn && !l.in_operand(0, d));
            // Reduction: whole up to twice the cache block, else blocks of
            // it (or of a divisor of at least 64).
            cache[k] = if packed || ext[k] <= 2 * b.gemm_cache[2] {
                ext[k]
            } else {
                match block(ext[k], 1, b.gemm_cache[2]) {
                    b if b >= 64 => b,
                    _ => ext[k],
                }
            };
            reg[k] = 1;
            // Columns outside rows: the loops' own order with the two
            // swapped (empty: the own order).
            let order: Vec<usize> = if b.columns_outer && m < nn {
                let mut o: Vec<usize> = (0..n).collect();
                o.swap(m, nn);
                o
            } else {
                vec![]
            };
            Some(Schedule {
                levels: vec![cache, reg],
                peel,
                order,
                parallel: vec![],
            })
        }
        Family::Elementwise => {
            let inner = l.innermost().unwrap_or(n.checked_sub(1)?);
            let mut t = vec![1; n];
            let budget = l.tile_elements(b.elementwise_elements, lanes);
            let (w, p) = vector_tile(ext[inner], b.elementwise_width.min(budget), lanes);
            t[inner] = w;
            let mut peel = if p { vec![inner] } else { vec![] };
            // Rows: the next loop of the output.
            let out = l.maps.last()?;
            if out.len() >= 2 {
                if let Some(row) = out[out.len() - 2] {
                    let cap = (budget / w).max(1);
                    let r = block(ext[row], 1, cap).max(1);
                    t[row] = r;
                    if ext[row] % r != 0 {
                        peel.push(row);
                    }
                }
            }
            Some(Schedule {
                levels: vec![t],
                peel,
                order: vec![],
                parallel: vec![],
            })
        }
        Family::Reduction => {
            let last = n - 1;
            let mut t = vec![1; n];
            let mut peel = Vec::new();
            if l.reduction[last] {
                let d = ext[last];
                let whole = l.tile_elements(b.reduction_whole, lanes);
                if d <= whole {
                    t[last] = d;
                } else {
                    let (w, p) = vector_tile(d, l.tile_elements(b.reduction_step, lanes), lanes);
                    t[last] = w;
                    if p {
                        peel.push(last);
                    }
                }
            } else {
                let w = b
                    .elementwise_width
                    .min(l.tile_elements(b.elementwise_elements, lanes));
                let (w, p) = vector_tile(ext[last], w, lanes);
                t[last] = w;
                if p {
                    peel.push(last);
                }
            }
            Some(Schedule {
                levels: vec![t],
                peel,
                order: vec![],
                parallel: vec![],
            })
        }
    }
}

/// Work (multiply-adds, or elements) below which an op runs on one thread:
/// a fork and join cost a few microseconds.
pub const PARALLEL_WORK: u64 = 1 << 16;

/// `s` with its outer tiles spread over `threads` threads: the first
/// level's tiles of the parallel loops that it divides (and that are not
/// peeled) become an `scf.forall`, if the op has the work and the tiles
/// to share.
pub fn parallelize(f: &Family, l: &Loops, s: &Schedule, threads: usize) -> Schedule {
    let mut s = s.clone();
    let work: u64 = l.extents.iter().product();
    let first = &s.levels[0];
    let par: Vec<u64> = (0..l.extents.len())
        .map(|d| {
            let t = first[d];
            let ok = !l.reduction[d] && t != 0 && l.extents[d] % t == 0 && !s.peel.contains(&d);
            if ok {
                t
            } else {
                0
            }
        })
        .collect();
    let tiles: u64 = (0..par.len())
        .filter(|&d| par[d] != 0)
        .map(|d| l.extents[d] / par[d])
        .product();
    let enough = match f {
        Family::Contraction { .. } => work >= PARALLEL_WORK * 16,
        _ => work >= PARALLEL_WORK,
    };
    if threads > 1 && enough && tiles >= threads as u64 && par.iter().any(|&t| t != 0) {
        s.parallel = par;
    }
    s
}

/// The loops of a structured op (`linalg.contract|fill|generic`), if
/// static, of no `i1` operand, and its body reads no tensor.
fn loops_of(op: &OperationRefMut<'_, '_>) -> Option<(Loops, bool)> {
    let name = op.name().as_string_ref().as_str().ok()?.to_string();
    let operands: Vec<_> = op.operands().collect();
    let shape = |i: usize| -> Option<Vec<u64>> {
        let t = RankedTensorType::try_from(operands.get(i)?.r#type()).ok()?;
        (0..t.rank())
            .map(|d| match t.dim_size(d).ok()? {
                melior::ir::r#type::DimSize::Static(s) => Some(s),
                _ => None,
            })
            .collect()
    };
    // `i1` tensors are bytes in memory but vectors of `i1` are bit-packed:
    // a vector load of bools would read the wrong bytes.
    let has_bool = operands.iter().any(|v| {
        RankedTensorType::try_from(v.r#type()).is_ok_and(|t| {
            melior::ir::r#type::IntegerType::try_from(t.element()).is_ok_and(|i| i.width() == 1)
        })
    });
    if has_bool {
        return None;
    }
    if name == "linalg.fill" {
        let s = shape(1)?;
        let r = s.len();
        return Some((
            Loops {
                extents: s,
                reduction: vec![false; r],
                maps: vec![vec![], (0..r).map(Some).collect()],
                body_ops: 1,
            },
            false,
        ));
    }
    if name != "linalg.generic" && name != "linalg.contract" {
        return None;
    }
    // The body: no tensor reads.
    let body = op.region(0).ok()?.first_block()?;
    let mut cur = body.first_operation();
    let mut body_ops = 0;
    while let Some(o) = cur {
        let n = o.name();
        let n = n.as_string_ref().as_str().ok()?;
        if n == "tensor.extract" || n.starts_with("tensor.") {
            return None;
        }
        if n != "arith.constant" && n != "linalg.yield" {
            body_ops += 1;
        }
        cur = o.next_in_block();
    }
    let maps_attr = ArrayAttribute::try_from(op.attribute("indexing_maps").ok()?).ok()?;
    if maps_attr.len() != operands.len() {
        return None;
    }
    let mut maps = Vec::new();
    let mut nloops = None;
    let mut extents: Vec<Option<u64>> = Vec::new();
    for i in 0..maps_attr.len() {
        let a = maps_attr.element(i).ok()?;
        // SAFETY: `a` is a live attribute of the op, checked to be an affine
        // map attribute before its map is read; the map lives in the
        // context, as the op does.
        let map = unsafe {
            if !mlir_sys::mlirAttributeIsAAffineMap(a.to_raw()) {
                return None;
            }
            melior::ir::AffineMap::from_raw(mlir_sys::mlirAffineMapAttrGetValue(a.to_raw()))
        };
        let nd = map.dim_count();
        if *nloops.get_or_insert(nd) != nd {
            return None;
        }
        extents.resize(nd, None);
        let s = shape(i)?;
        if s.len() != map.result_count() {
            return None;
        }
        let mut m = Vec::new();
        for (j, &sj) in s.iter().enumerate() {
            let e = map.result(j).ok()?;
            if e.is_dim() {
                let d = e.dim_position();
                extents[d] = Some(sj);
                m.push(Some(d));
            } else if sj == 1 && e.is_constant() && e.constant_value() == 0 {
                // A unit dim read at index 0 (numpy broadcasting of a
                // size-1 dim, e.g. an attention mask [1, 1, s, s] added to
                // the scores [b, h, s, s]): the operand does not vary along
                // any loop there, and the vectorizer reads it as a
                // broadcast.
            } else {
                m.push(None);
            }
        }
        maps.push(m);
    }
    let extents: Vec<u64> = extents.into_iter().collect::<Option<_>>()?;
    let contract = name == "linalg.contract";
    let reduction = if contract {
        let out = maps.last()?;
        (0..extents.len())
            .map(|d| !out.contains(&Some(d)))
            .collect()
    } else {
        let it = ArrayAttribute::try_from(op.attribute("iterator_types").ok()?).ok()?;
        (0..it.len())
            .map(|i| Some(it.element(i).ok()?.to_string().contains("reduction")))
            .collect::<Option<Vec<bool>>>()?
    };
    if reduction.len() != extents.len() {
        return None;
    }
    Some((
        Loops {
            extents,
            reduction,
            maps,
            body_ops,
        },
        contract,
    ))
}

/// What [`annotate`] did: the script, how many ops it vectorizes and how
/// many of those run on several threads.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tagged {
    pub script: String,
    pub vectorized: usize,
    pub parallel: usize,
    /// Structured (`linalg`) ops left untagged: scalar loops.
    pub scalar: usize,
}

/// Tag the structured ops of `module`'s `@main` with their schedules for
/// `threads` threads of `target` and return the transform script that
/// applies them (`@__transform_main` on the module).
pub fn annotate(module: &mut Module<'_>, threads: usize, target: &CpuTarget) -> R<Tagged> {
    let blocks = Blocks::for_target(target);
    let ctx = module.context();
    // SAFETY: the context outlives the module being annotated.
    let ctx = unsafe { ctx.to_ref() };
    let mut schedules: Vec<Schedule> = Vec::new();
    let mut tagged = 0;
    let mut parallel = 0;
    let mut structured = 0;
    let body = module.body();
    let mut func = body.first_operation_mut();
    while let Some(f) = func {
        if f.name().as_string_ref().as_str().ok() == Some("func.func") {
            let region = f.region(0).map_err(|e| err(e.to_string()))?;
            if let Some(b) = region.first_block() {
                let mut cur = b.first_operation_mut();
                while let Some(mut op) = cur {
                    let name = op.name();
                    if name
                        .as_string_ref()
                        .as_str()
                        .is_ok_and(|n| n.starts_with("linalg."))
                    {
                        structured += 1;
                    }
                    if let Some((l, contract)) = loops_of(&op) {
                        let sch = family(&l, contract).and_then(|f| {
                            Some(parallelize(
                                &f,
                                &l,
                                &schedule(&f, &l, threads, &blocks)?,
                                threads,
                            ))
                        });
                        if let Some(s) = sch {
                            let i = match schedules.iter().position(|x| *x == s) {
                                Some(i) => i,
                                None => {
                                    schedules.push(s);
                                    schedules.len() - 1
                                }
                            };
                            op.set_discardable_attribute(
                                "hetc.sched",
                                StringAttribute::new(ctx, &format!("s{i}")).into(),
                            );
                            op.set_discardable_attribute("hetc.vectorize", Attribute::unit(ctx));
                            tagged += 1;
                            parallel += usize::from(!schedules[i].parallel.is_empty());
                        }
                    }
                    cur = op.next_in_block_mut();
                }
            }
        }
        func = f.next_in_block_mut();
    }
    Ok(Tagged {
        script: script(&schedules),
        vectorized: tagged,
        parallel,
        scalar: structured - tagged,
    })
}

/// `a, b, c`.
fn join<T: std::fmt::Display>(xs: &[T]) -> String {
    xs.iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The transform script of `schedules` (schedule i applies to the ops
/// tagged `hetc.sched = "si"`).
pub fn script(schedules: &[Schedule]) -> String {
    let mut s = String::new();
    let any = "!transform.any_op";
    let for_ty = "!transform.op<\"scf.for\">";
    s.push_str("module attributes {transform.with_named_sequence} {\n");
    let _ = writeln!(
        s,
        "  transform.named_sequence @__transform_main(%root: {any} {{transform.readonly}}) {{"
    );
    for (i, sch) in schedules.iter().enumerate() {
        let _ = writeln!(
            s,
            "    %s{i} = transform.structured.match attributes {{hetc.sched = \"s{i}\"}} in %root : ({any}) -> {any}"
        );
        let mut cur = format!("%s{i}");
        let mut last_loops: Vec<(usize, String)> = Vec::new();
        if !sch.parallel.is_empty() {
            let _ = writeln!(
                s,
                "    %s{i}_p, %s{i}_forall = transform.structured.tile_using_forall %s{i} tile_sizes [{}] : ({any}) -> ({any}, {any})",
                join(&sch.parallel)
            );
            cur = format!("%s{i}_p");
        }
        for (lvl, tiles) in sch.levels.iter().enumerate() {
            let tiles: Vec<u64> = if lvl == 0 && !sch.parallel.is_empty() {
                tiles
                    .iter()
                    .zip(&sch.parallel)
                    .map(|(&t, &p)| if p != 0 { 0 } else { t })
                    .collect()
            } else {
                tiles.clone()
            };
            if tiles.iter().all(|&t| t == 0) {
                continue;
            }
            // The loops in nest order (the handles come in that order).
            let last = lvl + 1 == sch.levels.len();
            let order: Vec<usize> = if last && !sch.order.is_empty() {
                sch.order.clone()
            } else {
                (0..tiles.len()).collect()
            };
            let interchange = if order.iter().copied().eq(0..tiles.len()) {
                String::new()
            } else {
                format!(" interchange = [{}]", join(&order))
            };
            let loops: Vec<usize> = order.into_iter().filter(|&d| tiles[d] != 0).collect();
            let names: Vec<String> = loops.iter().map(|d| format!("%s{i}_l{lvl}_{d}")).collect();
            let t = format!("%s{i}_t{lvl}");
            let _ = writeln!(
                s,
                "    {t}, {} = transform.structured.tile_using_for {cur} tile_sizes [{}]{interchange} : ({any}) -> ({any}, {})",
                names.join(", "),
                join(&tiles),
                vec![for_ty; loops.len()].join(", ")
            );
            cur = t;
            last_loops = loops.into_iter().zip(names).collect();
        }
        // Peel inner loops first: peeling a loop invalidates the handles
        // of the loops inside it.
        let mut peel: Vec<&(usize, String)> = last_loops
            .iter()
            .filter(|(d, _)| sch.peel.contains(d))
            .collect();
        peel.reverse();
        for (d, name) in peel {
            let _ = writeln!(
                s,
                "    %s{i}_main{d}, %s{i}_rest{d} = transform.loop.peel {name} : ({for_ty}) -> ({any}, {any})"
            );
        }
    }
    let _ = writeln!(
        s,
        "    %f = transform.structured.match ops{{[\"func.func\"]}} attributes {{sym_name = \"main\"}} in %root : ({any}) -> {any}"
    );
    let _ = writeln!(
        s,
        "    transform.apply_patterns to %f {{\n      transform.apply_patterns.canonicalization\n    }} : {any}"
    );
    let _ = writeln!(
        s,
        "    %v = transform.structured.match attributes {{hetc.vectorize}} in %f : ({any}) -> {any}"
    );
    let _ = writeln!(s, "    transform.structured.vectorize %v : {any}");
    let _ = writeln!(
        s,
        "    transform.apply_patterns to %f {{\n      transform.apply_patterns.vector.reduction_to_contract\n      transform.apply_patterns.vector.cast_away_vector_leading_one_dim\n      transform.apply_patterns.vector.transfer_permutation_patterns\n      transform.apply_patterns.canonicalization\n    }} : {any}"
    );
    s.push_str("    transform.yield\n  }\n}\n");
    s
}

/// The script that lowers the vector ops after bufferization: contractions
/// to outer products (FMAs), multi-reductions, transfers to rank-1 loads
/// and stores, masks, broadcasts and transposes, with canonicalization;
/// then shape casts, on their own: in one pattern set with the
/// canonicalizer, a `vector<64xf32>` → `vector<64x1xf32>` cast (silero-vad's
/// 1-wide convolutions) was lowered to an insert chain that the
/// canonicalizer folded back into the cast, forever (until out of memory).
pub const VECTOR_LOWERING: &str = r#"module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} attributes {sym_name = "main"} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_masked_transfers
      transform.apply_patterns.vector.lower_masks
      transform.apply_patterns.vector.lower_contraction lowering_strategy = "outerproduct"
      transform.apply_patterns.vector.lower_outerproduct
      transform.apply_patterns.vector.lower_multi_reduction lowering_strategy = "innerreduction"
      transform.apply_patterns.vector.transfer_permutation_patterns
      transform.apply_patterns.vector.lower_transfer max_transfer_rank = 1
      transform.apply_patterns.vector.lower_broadcast
      transform.apply_patterns.vector.lower_transpose
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_shape_cast
    } : !transform.any_op
    transform.yield
  }
}
"#;
