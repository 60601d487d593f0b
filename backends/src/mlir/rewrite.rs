//! Graph rewrites applied to a stage graph before it is lowered: exporter
//! patterns that the direct lowering would run as scalar loops, put in the
//! forms the CPU schedule makes fast (GEMMs on the packed path, views).
//!
//! * **Patch convolutions** — `conv` whose kernel equals its stride, with
//!   no padding, dilation or groups (a ViT's patch embedding, a "focus"
//!   layer): each output pixel is one dot product with a disjoint patch, so
//!   the convolution is a GEMM of the patches, laid out by a reshape and a
//!   transpose, with the weight as `[C·k…, F]`.
//! * **Small-window convolutions** (3×3, 1×1, up to 7×7; groups 1; dilated
//!   too) — im2col: one strided slice of the zero-padded input per
//!   kernel tap (starting at the tap's dilated offset), concatenated into `[C·K, P]`, times the weight as
//!   `[F, C·K]` (or the transposed product where the output channels, not
//!   the pixels, fill the GEMM's 64-wide columns). On the ddddocr OCR export
//!   of `onnx_real` the forward went from 107 ms to 26.5 ms on one thread
//!   (onnxruntime 5.7 ms; its direct convolutions were 30–67× onnxruntime).
//! * **Depthwise convolutions** (groups = channels, one filter each, up
//!   to 49 taps) — the sum over taps of each strided tap slice times its
//!   weight column: one elementwise chain the schedule fuses (two 3×3
//!   depthwise layers over 128 × 56 × 56: 1.43 → 0.53 ms on one thread,
//!   onnxruntime 0.11 ms).
//! * **Upsampling transposed convolutions** — `conv_transpose` with kernel
//!   equal to stride (a U-Net's or a segmentation head's 2× upsampling):
//!   every input pixel writes a disjoint `k…` block, so it is a GEMM `[N·H·W,
//!   C] × [C, F·k…]` and a transpose that interleaves the blocks.
//!
//! The direct lowering spreads the input by the strides (stride² more
//! work, read through `tensor.extract`) or walks every tap as a scalar
//! loop; measured on the ViT-S export of `onnx_real` (1 thread), its three
//! 2× transposed convolutions took 5.5 s of a 5.6 s forward.
//!
//! A rewrite keeps every input, parameter and output of the graph and
//! their ids (new ops only), so the stage's calling convention does not
//! change; the rewritten graph must verify, else the original is lowered.

use hetc_ir::{Attr, Attrs, DType, Graph, OpId, OpKind, TensorType, ValueDef, ValueId};

/// The graph with every matching op rewritten, or `None` where none
/// matches (or the rewrite did not verify).
pub(crate) fn patches_as_gemms(g: &Graph) -> Option<Graph> {
    let targets: Vec<OpId> = g
        .ops_in_order()
        .filter(|(_, op)| plan(g, op).is_some())
        .map(|(o, _)| o)
        .collect();
    if targets.is_empty() {
        return None;
    }
    let mut h = g.clone();
    for o in targets {
        let op = h.ops[o].clone();
        let p = plan(&h, &op)?;
        let at = h.order.iter().position(|&x| x == o)?;
        let before = h.order.len();
        let new = emit(&mut h, &op, &p)?;
        // The new ops were appended: move them where the old op was.
        let added: Vec<OpId> = h.order.drain(before..).collect();
        h.order.splice(at..at + 1, added);
        let old = op.result();
        for id in h.order.clone() {
            for v in h.ops[id].inputs.iter_mut() {
                if *v == old {
                    *v = new;
                }
            }
        }
        for v in h.outputs.iter_mut() {
            if *v == old {
                *v = new;
            }
        }
    }
    hetc_ir::verify(&h).ok()?;
    Some(h)
}

/// What a matching op is: transposed or not, its static shapes.
struct Plan {
    transposed: bool,
    /// A convolution with overlapping (or unit) windows, as a GEMM of the
    /// weight by its im2col matrix.
    im2col: bool,
    /// A depthwise convolution (groups = channels, one filter each): the
    /// sum over taps of each strided tap slice times its weight column.
    depthwise: bool,
    /// Its pads (begin…, end…) and dilations.
    pads: Vec<i64>,
    dl: Vec<i64>,
    /// Input `[N, C, S…]`, weight, output.
    x: Vec<u64>,
    w: Vec<u64>,
    y: Vec<u64>,
    /// Kernel extents.
    k: Vec<u64>,
    /// Strides (the kernel's for a patch convolution).
    st: Vec<u64>,
    /// Padding before each spatial dim (a transposed convolution's crop).
    lo: Vec<u64>,
}

/// Most kernel taps an im2col rewrite takes (one slice each).
const MAX_TAPS: u64 = 49;

fn fixed(g: &Graph, v: ValueId) -> Option<Vec<u64>> {
    g.ty(v).fixed_dims()
}

/// `Some` where `op` is a patch convolution or an upsampling transposed
/// convolution this module rewrites.
fn plan(g: &Graph, op: &hetc_ir::OpData) -> Option<Plan> {
    let transposed = match op.kind {
        OpKind::Conv => false,
        OpKind::ConvTranspose => true,
        _ => return None,
    };
    let (x, w, y) = (
        fixed(g, op.inputs[0])?,
        fixed(g, op.inputs[1])?,
        fixed(g, op.result())?,
    );
    let sp = x.len().checked_sub(2)?;
    if sp == 0 || w.len() != x.len() || y.len() != x.len() {
        return None;
    }
    // f32 and the 16-bit floats (the GEMM path's types); a weight the
    // graph holds (a parameter or constant: reshaped once per call, cheap).
    let dt = g.ty(op.result()).dtype;
    if !matches!(dt, DType::F32 | DType::BF16 | DType::F16) {
        return None;
    }
    if !matches!(
        g.values[op.inputs[1]].def,
        ValueDef::Param | ValueDef::Const
    ) {
        return None;
    }
    let k: Vec<u64> = w[2..].to_vec();
    let ints = |name: &str, default: i64, n: usize| -> Vec<i64> {
        op.attr_ints(name)
            .map_or_else(|| vec![default; n], <[i64]>::to_vec)
    };
    let (st, dl, pads) = (
        ints("strides", 1, sp),
        ints("dilations", 1, sp),
        ints("pads", 0, 2 * sp),
    );
    let opad = ints("output_padding", 0, sp);
    let group = op.attr_int("group").unwrap_or(1);
    // Depthwise: one input channel per output channel.
    let depthwise = !transposed && group > 1 && group as u64 == x[1] && w[0] == x[1] && w[1] == 1;
    // Dilated windows (HiFi-GAN's residual blocks) take im2col only: the
    // taps' slices start at their dilated offsets.
    let dilated = dl.iter().any(|&d| d != 1);
    let plain = (group == 1 || depthwise)
        && dl.iter().all(|&d| d >= 1)
        && st.iter().all(|&s| s >= 1)
        && pads.iter().all(|&p| p >= 0)
        && opad.iter().all(|&p| p >= 0);
    if !plain || y[0] != x[0] {
        return None;
    }
    let fits = !dilated
        && if transposed {
            // Kernels that are whole multiples of the stride (each output
            // pixel gets k/s taps per dim), the output within what the input
            // reaches (output padding inside the end padding).
            (0..sp).all(|i| {
                let (s, kk) = (st[i] as u64, k[i]);
                let reach = (x[2 + i] - 1) * s + kk;
                kk % s == 0 && opad[i] <= pads[sp + i] && pads[i] as u64 + y[2 + i] <= reach
            })
        } else {
            // Disjoint patches: kernel = stride, no padding, whole patches
            // only (a remainder the conv skips is cut first).
            pads.iter().all(|&p| p == 0)
                && (0..sp)
                    .all(|i| st[i] as u64 == k[i] && y[2 + i] == x[2 + i] / k[i] && y[2 + i] > 0)
        };
    let kk: u64 = k.iter().product();
    // Any other small window (3×3, 1×1, a 7×7 stem): im2col, one strided
    // slice per tap. Unit kernels need none (and no transposes).
    let im2col = !transposed && (!fits || kk == 1 || depthwise) && kk <= MAX_TAPS;
    if transposed && dilated {
        return None;
    }
    if (!fits || depthwise) && !im2col {
        return None;
    }
    Some(Plan {
        transposed,
        im2col,
        depthwise,
        pads: pads.clone(),
        dl: dl.clone(),
        x,
        w,
        y,
        k,
        st: st.iter().map(|&s| s as u64).collect(),
        lo: pads[..sp].iter().map(|&p| p as u64).collect(),
    })
}

fn ty(dtype: DType, dims: &[u64]) -> TensorType {
    TensorType::fixed(dtype, dims)
}

fn ints(v: &[usize]) -> Attr {
    Attr::Ints(v.iter().map(|&x| x as i64).collect())
}

/// Appends the replacement of `op` (its new ops go at the end of the
/// order); returns the value that replaces its result.
fn emit(h: &mut Graph, op: &hetc_ir::OpData, p: &Plan) -> Option<ValueId> {
    let dt = h.ty(op.result()).dtype;
    let name = |s: &str| format!("{} ({s})", op.name);
    let sp = p.x.len() - 2;
    let n = p.x[0];
    let reshape = |h: &mut Graph, v: ValueId, dims: &[u64], what: &str| -> ValueId {
        let o = h.add_op(
            OpKind::Reshape,
            &[v],
            Attrs::new(),
            vec![ty(dt, dims)],
            name(what),
        );
        h.ops[o].outputs[0]
    };
    let transpose = |h: &mut Graph, v: ValueId, perm: &[usize], what: &str| -> Option<ValueId> {
        let mut a = Attrs::new();
        a.insert("perm".into(), ints(perm));
        h.build(&name(what), OpKind::Transpose, &[v], a).ok()
    };
    let kk: u64 = p.k.iter().product();
    let spatial_in: Vec<u64> = p.x[2..].to_vec();
    let out = if p.im2col {
        // y[n] = W [F, C·K] × cols[n] [C·K, P]: cols row (c, tap) is the
        // input channel c read at that tap's offset with the strides (a
        // strided slice of the zero-padded input), so the output comes out
        // channels-first with no transpose.
        let (c, f) = (p.x[1], p.w[0]);
        let out_sp: Vec<u64> = p.y[2..].to_vec();
        let np: u64 = out_sp.iter().product();
        let mut x = op.inputs[0];
        if p.pads.iter().any(|&q| q != 0) {
            let mut pads = vec![0i64; 2 * (sp + 2)];
            for i in 0..sp {
                pads[2 + i] = p.pads[i];
                pads[sp + 4 + i] = p.pads[sp + i];
            }
            let mut a = Attrs::new();
            a.insert("pads".into(), Attr::Ints(pads));
            a.insert("mode".into(), Attr::Str("constant".into()));
            x = h.build(&name("padded"), OpKind::Pad, &[x], a).ok()?;
        }
        // Tap t of the window: the input at that tap's offset, strided,
        // [N, C, O…] (the last kernel dim fastest).
        let tap_at = |h: &mut Graph, t: u64| -> Option<ValueId> {
            let mut off = vec![0u64; sp];
            let mut r = t;
            for i in (0..sp).rev() {
                off[i] = r % p.k[i];
                r /= p.k[i];
            }
            let starts: Vec<i64> = (0..sp).map(|i| off[i] as i64 * p.dl[i]).collect();
            let ends: Vec<i64> = (0..sp)
                .map(|i| starts[i] + (out_sp[i] as i64 - 1) * p.st[i] as i64 + 1)
                .collect();
            let mut a = Attrs::new();
            a.insert("starts".into(), Attr::Ints(starts));
            a.insert("ends".into(), Attr::Ints(ends));
            a.insert("axes".into(), Attr::Ints((2..2 + sp as i64).collect()));
            a.insert(
                "steps".into(),
                Attr::Ints(p.st.iter().map(|&s| s as i64).collect()),
            );
            h.build(&name("tap"), OpKind::Slice, &[x], a).ok()
        };
        if p.depthwise {
            // y = Σ_t tap_t · w[:, t] (broadcast over the pixels): one
            // elementwise chain, which the schedule fuses into one loop.
            let w2 = reshape(h, op.inputs[1], &[c, kk], "weight by tap");
            let mut bshape = vec![1, c];
            bshape.extend(std::iter::repeat_n(1, sp));
            let mut acc: Option<ValueId> = None;
            for t in 0..kk {
                let tap = tap_at(h, t)?;
                let mut a = Attrs::new();
                a.insert("starts".into(), Attr::Ints(vec![t as i64]));
                a.insert("ends".into(), Attr::Ints(vec![t as i64 + 1]));
                a.insert("axes".into(), Attr::Ints(vec![1]));
                a.insert("steps".into(), Attr::Ints(vec![1]));
                let col = h.build(&name("tap weight"), OpKind::Slice, &[w2], a).ok()?;
                let col = reshape(h, col, &bshape, "tap weight");
                let term = h
                    .build(&name("tap product"), OpKind::Mul, &[tap, col], Attrs::new())
                    .ok()?;
                acc = Some(match acc {
                    None => term,
                    Some(s) => h
                        .build(&name("tap sum"), OpKind::Add, &[s, term], Attrs::new())
                        .ok()?,
                });
            }
            acc?
        } else {
            let cols = if kk == 1 && p.st.iter().all(|&s| s == 1) {
                reshape(h, x, &[n, c, np], "pixels")
            } else {
                let mut taps = Vec::with_capacity(kk as usize);
                for t in 0..kk {
                    let tap = tap_at(h, t)?;
                    taps.push(reshape(h, tap, &[n, c, 1, np], "tap row"));
                }
                let mut a = Attrs::new();
                a.insert("axis".into(), Attr::Int(2));
                let all = h.build(&name("im2col"), OpKind::Concat, &taps, a).ok()?;
                reshape(h, all, &[n, c * kk, np], "im2col")
            };
            let w2 = reshape(h, op.inputs[1], &[f, c * kk], "weight as a matrix");
            // The GEMM's columns are its fast dimension (the schedule's
            // register block is 64 wide on AVX-512): the pixels where they
            // fill it (W × cols), else the output channels where those do
            // (colsᵀ × Wᵀ, transposed back): measured on ddddocr's 3×3
            // convolution 64 → 256 over 8×12 pixels, 3.6 ms one way and
            // under 0.9 ms the other.
            let pixels_wide = np % 64 == 0 || (f % 64 != 0 && np >= f);
            let y = if n == 1 && !pixels_wide {
                let c2 = reshape(h, cols, &[c * kk, np], "im2col matrix");
                let ct = transpose(h, c2, &[1, 0], "pixels as rows")?;
                let wt = transpose(h, w2, &[1, 0], "weight transposed")?;
                let yt = h
                    .build(&name("gemm"), OpKind::MatMul, &[ct, wt], Attrs::new())
                    .ok()?;
                transpose(h, yt, &[1, 0], "channels as rows")?
            } else if n == 1 {
                let c2 = reshape(h, cols, &[c * kk, np], "im2col matrix");
                h.build(&name("gemm"), OpKind::MatMul, &[w2, c2], Attrs::new())
                    .ok()?
            } else {
                h.build(&name("gemm"), OpKind::MatMul, &[w2, cols], Attrs::new())
                    .ok()?
            };
            reshape(h, y, &p.y, "channels first")
        }
    } else if p.transposed {
        // x [N, C, H…] → [N·H…, C]; w [C, F, k…] → [C, F·k…]: the GEMM
        // gives every input pixel's k… block of every output channel.
        let (c, f) = (p.x[1], p.w[1]);
        let hw: u64 = spatial_in.iter().product();
        let mut perm = vec![0];
        perm.extend(2..2 + sp);
        perm.push(1);
        let xt = transpose(h, op.inputs[0], &perm, "channels last")?;
        let x2 = reshape(h, xt, &[n * hw, c], "pixels");
        let w2 = reshape(h, op.inputs[1], &[c, f * kk], "weight as a matrix");
        let y2 = h
            .build(&name("gemm"), OpKind::MatMul, &[x2, w2], Attrs::new())
            .ok()?;
        // Col2im. With k = A·s, tap k_i = a·s + r of input pixel h lands on
        // q = (h + a)·s + r (q = output position + leading pad): output
        // block Q = h + a, phase r. So the blocks are the sum over a… of
        // the GEMM's blocks shifted by a — slices of one padded tensor —
        // and the output interleaves blocks and phases, then drops the
        // pads.
        let aa: Vec<u64> = (0..sp).map(|i| p.k[i] / p.st[i]).collect();
        // [N, H…, F, (A_i, s_i)…]
        let mut d8 = vec![n];
        d8.extend(&spatial_in);
        d8.push(f);
        for (&a, &s) in aa.iter().zip(&p.st) {
            d8.push(a);
            d8.push(s);
        }
        let c8 = reshape(h, y2, &d8, "blocks");
        let r8 = d8.len();
        let padded = if aa.iter().all(|&a| a == 1) {
            c8
        } else {
            let mut pads = vec![0i64; 2 * r8];
            for i in 0..sp {
                pads[1 + i] = aa[i] as i64 - 1;
                pads[r8 + 1 + i] = aa[i] as i64 - 1;
            }
            let mut a = Attrs::new();
            a.insert("pads".into(), Attr::Ints(pads));
            a.insert("mode".into(), Attr::Str("constant".into()));
            h.build(&name("shifts"), OpKind::Pad, &[c8], a).ok()?
        };
        // One term per shift a… (all of them: A_1·A_2… slices), summed.
        let shifts: Vec<Vec<u64>> = (0..aa.iter().product::<u64>())
            .map(|mut t| {
                aa.iter()
                    .rev()
                    .map(|&a| {
                        let x = t % a;
                        t /= a;
                        x
                    })
                    .collect::<Vec<_>>()
                    .into_iter()
                    .rev()
                    .collect()
            })
            .collect();
        let mut sum: Option<ValueId> = None;
        for sh in &shifts {
            let term = if aa.iter().all(|&a| a == 1) {
                padded
            } else {
                let (mut starts, mut ends, mut axes) = (Vec::new(), Vec::new(), Vec::new());
                for i in 0..sp {
                    let b = (aa[i] - 1 - sh[i]) as i64;
                    starts.push(b);
                    ends.push(b + (spatial_in[i] + aa[i] - 1) as i64);
                    axes.push(1 + i as i64);
                    starts.push(sh[i] as i64);
                    ends.push(sh[i] as i64 + 1);
                    axes.push((2 + sp + 2 * i) as i64);
                }
                let mut a = Attrs::new();
                a.insert("steps".into(), Attr::Ints(vec![1; starts.len()]));
                a.insert("starts".into(), Attr::Ints(starts));
                a.insert("ends".into(), Attr::Ints(ends));
                a.insert("axes".into(), Attr::Ints(axes));
                h.build(&name("shift"), OpKind::Slice, &[padded], a).ok()?
            };
            sum = Some(match sum {
                None => term,
                Some(acc) => h
                    .build(&name("overlap"), OpKind::Add, &[acc, term], Attrs::new())
                    .ok()?,
            });
        }
        // [N, Q…, F, s…] → [N, F, (Q_i, s_i)…] → [N, F, Q_i·s_i…]
        let q: Vec<u64> = (0..sp).map(|i| spatial_in[i] + aa[i] - 1).collect();
        let mut d = vec![n];
        d.extend(&q);
        d.push(f);
        d.extend(&p.st);
        let blocks = reshape(h, sum?, &d, "phases");
        let mut perm = vec![0, 1 + sp];
        for i in 0..sp {
            perm.push(1 + i);
            perm.push(2 + sp + i);
        }
        let yt = transpose(h, blocks, &perm, "interleave")?;
        let mut full = vec![n, f];
        full.extend((0..sp).map(|i| q[i] * p.st[i]));
        let y = reshape(h, yt, &full, "upsampled");
        if (0..sp).all(|i| p.lo[i] == 0 && full[2 + i] == p.y[2 + i]) {
            y
        } else {
            let mut a = Attrs::new();
            a.insert(
                "starts".into(),
                Attr::Ints(p.lo.iter().map(|&l| l as i64).collect()),
            );
            a.insert(
                "ends".into(),
                Attr::Ints((0..sp).map(|i| (p.lo[i] + p.y[2 + i]) as i64).collect()),
            );
            a.insert("axes".into(), Attr::Ints((2..2 + sp as i64).collect()));
            a.insert("steps".into(), Attr::Ints(vec![1; sp]));
            h.build(&name("crop"), OpKind::Slice, &[y], a).ok()?
        }
    } else {
        // x [N, C, S…] (cut to whole patches) → [N, (P_i, k_i)…, C] order
        // [N, P…, C, k…] → [N·P, C·k…]; w [F, C, k…] → [F, C·k…]ᵀ.
        let (c, f) = (p.x[1], p.w[0]);
        let patches: Vec<u64> = p.y[2..].to_vec();
        let mut x = op.inputs[0];
        if (0..sp).any(|i| patches[i] * p.k[i] != spatial_in[i]) {
            let mut a = Attrs::new();
            a.insert("starts".into(), Attr::Ints(vec![0; sp]));
            a.insert(
                "ends".into(),
                Attr::Ints((0..sp).map(|i| (patches[i] * p.k[i]) as i64).collect()),
            );
            a.insert("axes".into(), Attr::Ints((2..2 + sp as i64).collect()));
            a.insert("steps".into(), Attr::Ints(vec![1; sp]));
            x = h
                .build(&name("whole patches"), OpKind::Slice, &[x], a)
                .ok()?;
        }
        let mut d = vec![n, c];
        for (&np, &k) in patches.iter().zip(&p.k) {
            d.push(np);
            d.push(k);
        }
        let x6 = reshape(h, x, &d, "patches");
        // [N, C, (P_i, k_i)…] → [N, P…, C, k…]
        let mut perm = vec![0];
        perm.extend((0..sp).map(|i| 2 + 2 * i));
        perm.push(1);
        perm.extend((0..sp).map(|i| 3 + 2 * i));
        let xt = transpose(h, x6, &perm, "patches as rows")?;
        let np: u64 = patches.iter().product();
        let x2 = reshape(h, xt, &[n * np, c * kk], "patch matrix");
        let w2 = reshape(h, op.inputs[1], &[f, c * kk], "weight as a matrix");
        let wt = transpose(h, w2, &[1, 0], "weight transposed")?;
        let y2 = h
            .build(&name("gemm"), OpKind::MatMul, &[x2, wt], Attrs::new())
            .ok()?;
        let mut d = vec![n];
        d.extend(&patches);
        d.push(f);
        let y4 = reshape(h, y2, &d, "channels last");
        let mut perm = vec![0, 1 + sp];
        perm.extend(1..1 + sp);
        transpose(h, y4, &perm, "channels first")?
    };
    match op.inputs.get(2) {
        None => Some(out),
        Some(&b) => {
            let mut d = vec![1, p.y[1]];
            d.extend(std::iter::repeat_n(1, sp));
            let b = reshape(h, b, &d, "bias");
            h.build(&name("bias"), OpKind::Add, &[out, b], Attrs::new())
                .ok()
        }
    }
}

/// The graph with every op that reads or writes a low-precision float
/// (the 8-bit floats, E8M0 and the 4-bit E2M1, [`hetc_ir::lowp`]) other
/// than `cast` and `bitcast` computed in f32: each such input decoded by a
/// `cast` to f32 (once per value), the op on f32, each such result encoded
/// by a `cast` back (saturating, as the reference interpreter rounds every
/// result of these types). The lowering stores these types as their bytes
/// and lowers only `cast` (encode, decode) and `bitcast` on them. The
/// original result ids stay (the encoding casts define them), so the
/// stage's calling convention does not change. `None` where no op needs
/// it, or the rewrite does not verify.
pub(crate) fn low_floats_in_f32(g: &Graph) -> Option<Graph> {
    let low = |h: &Graph, v: ValueId| h.ty(v).dtype.is_low_float();
    let needs = |h: &Graph, op: &hetc_ir::OpData| {
        !matches!(op.kind, OpKind::Cast | OpKind::Bitcast)
            && op.inputs.iter().chain(&op.outputs).any(|&v| low(h, v))
    };
    if !g.ops_in_order().any(|(_, op)| needs(g, op)) {
        return None;
    }
    let mut h = g.clone();
    let order = std::mem::take(&mut h.order);
    let mut decoded: std::collections::BTreeMap<ValueId, ValueId> = Default::default();
    let f32_of = |h: &Graph, v: ValueId| TensorType {
        dtype: DType::F32,
        ..h.ty(v).clone()
    };
    for o in order {
        if !needs(&h, &h.ops[o]) {
            h.order.push(o);
            continue;
        }
        let name = h.ops[o].name.clone();
        for i in 0..h.ops[o].inputs.len() {
            let v = h.ops[o].inputs[i];
            if !low(&h, v) {
                continue;
            }
            let d = match decoded.get(&v) {
                Some(&d) => d,
                None => {
                    let t = f32_of(&h, v);
                    let c = h.add_op(
                        OpKind::Cast,
                        &[v],
                        Attrs::new(),
                        vec![t],
                        format!("{name} (decoded)"),
                    );
                    let d = h.ops[c].outputs[0];
                    decoded.insert(v, d);
                    d
                }
            };
            h.ops[o].inputs[i] = d;
        }
        h.order.push(o);
        for k in 0..h.ops[o].outputs.len() {
            let r = h.ops[o].outputs[k];
            if !low(&h, r) {
                continue;
            }
            // The op now writes an f32 value; a cast encodes it into `r`.
            let wide = h.values.push(hetc_ir::ValueData {
                ty: f32_of(&h, r),
                def: ValueDef::Result(o, k as u16),
                name: String::new(),
            });
            h.ops[o].outputs[k] = wide;
            let c = h.ops.push(hetc_ir::OpData {
                kind: OpKind::Cast,
                inputs: [wide].into_iter().collect(),
                outputs: [r].into_iter().collect(),
                attrs: Attrs::new(),
                name: format!("{name} (encoded)"),
            });
            h.values[r].def = ValueDef::Result(c, 0);
            h.order.push(c);
        }
    }
    hetc_ir::verify(&h).ok()?;
    Some(h)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reference;
    use hetc_ir::{attrs, TensorData};

    /// A one-op graph (`conv` or `conv_transpose` with a bias) on random
    /// data: strides `st`, pads `pads` (begin…, end…), output padding
    /// `opad` (transposed only; empty: none); groups = channels where the
    /// weight has one input channel (depthwise), else 1.
    fn graph(kind: OpKind, x: &[u64], w: &[u64], st: &[i64], pads: &[i64], opad: &[i64]) -> Graph {
        graph_dilated(kind, x, w, st, pads, opad, &vec![1; st.len()])
    }

    /// [`graph`] with dilations `dl`.
    fn graph_dilated(
        kind: OpKind,
        x: &[u64],
        w: &[u64],
        st: &[i64],
        pads: &[i64],
        opad: &[i64],
        dl: &[i64],
    ) -> Graph {
        let mut g = Graph::new("t");
        let mut seed = 7u64;
        let mut data = |n: u64| {
            TensorData::from_f32s(
                &(0..n)
                    .map(|_| {
                        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1);
                        ((seed >> 40) as f32 / (1u64 << 24) as f32) - 0.5
                    })
                    .collect::<Vec<_>>(),
            )
        };
        let f = if kind == OpKind::Conv { w[0] } else { w[1] };
        let xv = g.add_input("x", ty(DType::F32, x));
        let wv = g.add_param("w", ty(DType::F32, w), Some(data(w.iter().product())));
        let bv = g.add_param("b", ty(DType::F32, &[f]), Some(data(f)));
        // A conv weight of one input channel over a multi-channel input is
        // depthwise.
        let group = if kind == OpKind::Conv && w[1] == 1 && x[1] > 1 {
            x[1] as i64
        } else {
            1
        };
        let mut a = attrs([
            ("strides", Attr::Ints(st.to_vec())),
            ("dilations", Attr::Ints(dl.to_vec())),
            ("pads", Attr::Ints(pads.to_vec())),
            ("group", Attr::Int(group)),
        ]);
        if !opad.is_empty() {
            a.insert("output_padding".into(), Attr::Ints(opad.to_vec()));
        }
        let y = g.build("y", kind, &[xv, wv, bv], a).unwrap();
        g.outputs.push(y);
        g
    }

    fn run(g: &Graph, x: &reference::Tensor) -> Vec<f64> {
        let v = hetc_ir::verify(g).unwrap();
        let out = reference::run(v, std::slice::from_ref(x)).unwrap();
        out[0].data.clone()
    }

    type Case<'a> = (
        OpKind,
        &'a [u64],
        &'a [u64],
        &'a [i64],
        &'a [i64],
        &'a [i64],
    );

    #[test]
    fn convolutions_become_gemms_with_the_same_values() {
        use OpKind::{Conv, ConvTranspose as Ct};
        let cases: [Case; 18] = [
            // im2col: 3×3 pad 1 stride 1 and 2, batch 2; 1×1; uneven
            // pads; 1-D; a padded 2×2 stride 2 (not a patch conv).
            (Conv, &[1, 3, 6, 7], &[4, 3, 3, 3], &[1, 1], &[1; 4], &[]),
            (Conv, &[2, 3, 7, 6], &[5, 3, 3, 3], &[2, 2], &[1; 4], &[]),
            (Conv, &[2, 4, 5, 6], &[3, 4, 1, 1], &[1, 1], &[0; 4], &[]),
            (
                Conv,
                &[1, 2, 6, 5],
                &[3, 2, 3, 2],
                &[1, 2],
                &[0, 1, 2, 1],
                &[],
            ),
            (Conv, &[1, 2, 6, 6], &[3, 2, 2, 2], &[2, 2], &[1; 4], &[]),
            // Patch convolutions, 2-D and 1-D; one with a remainder cut
            // (7 = 3·2 + 1).
            (Conv, &[2, 3, 8, 12], &[5, 3, 4, 4], &[4, 4], &[0; 4], &[]),
            (Conv, &[1, 2, 7, 6], &[4, 2, 2, 3], &[2, 3], &[0; 4], &[]),
            (Conv, &[1, 3, 10], &[6, 3, 5], &[5], &[0; 2], &[]),
            (Conv, &[2, 3, 9], &[2, 3, 3], &[2], &[1, 0], &[]),
            // Depthwise 3×3 (pad 1, stride 1 and 2), 5×5 batch 2.
            (Conv, &[1, 4, 6, 7], &[4, 1, 3, 3], &[1, 1], &[1; 4], &[]),
            (Conv, &[1, 3, 7, 6], &[3, 1, 3, 3], &[2, 2], &[1; 4], &[]),
            (Conv, &[2, 2, 8, 8], &[2, 1, 5, 5], &[1, 1], &[2; 4], &[]),
            // Transposed, kernel = stride.
            (Ct, &[2, 4, 3, 5], &[4, 3, 2, 2], &[2, 2], &[0; 4], &[]),
            (Ct, &[1, 2, 2, 3], &[2, 5, 3, 2], &[3, 2], &[0; 4], &[]),
            // Overlapping: kernel 4, stride 2, pad 1 (2× upsampling).
            (Ct, &[1, 3, 5, 4], &[3, 2, 4, 4], &[2, 2], &[1; 4], &[]),
            // Kernel 6, stride 3, uneven pads; kernel 4 stride 1.
            (
                Ct,
                &[2, 2, 3, 4],
                &[2, 3, 6, 4],
                &[3, 1],
                &[1, 2, 2, 0],
                &[],
            ),
            // 1-D with output padding inside the end pad.
            (Ct, &[1, 2, 6], &[2, 3, 4], &[2], &[1, 1], &[1]),
            // No pads at all, kernel 2·stride.
            (Ct, &[1, 1, 3, 3], &[1, 2, 4, 4], &[2, 2], &[0; 4], &[]),
        ];
        for (kind, xs, ws, st, pads, opad) in cases {
            let g = graph(kind.clone(), xs, ws, st, pads, opad);
            let h = patches_as_gemms(&g)
                .unwrap_or_else(|| panic!("{kind} {xs:?} {ws:?} not rewritten"));
            // A GEMM, except for a depthwise conv (multiply-adds).
            let depthwise = kind == Conv && ws[1] == 1 && xs[1] > 1;
            assert!(
                (depthwise || h.ops_in_order().any(|(_, o)| o.kind == OpKind::MatMul))
                    && !h.ops_in_order().any(|(_, o)| o.kind == kind),
                "{kind} {xs:?}"
            );
            same_values(&g, &h, xs, &format!("{kind} {xs:?} {ws:?}"));
        }
    }

    /// `h` (the rewrite of `g`) keeps `g`'s inputs and parameters and
    /// computes its values (the reference interpreter on both, input `xs`).
    fn same_values(g: &Graph, h: &Graph, xs: &[u64], what: &str) {
        assert_eq!(
            (h.inputs.clone(), h.params().collect::<Vec<_>>()),
            (g.inputs.clone(), g.params().collect())
        );
        let n: u64 = xs.iter().product();
        let x = reference::Tensor::new(
            DType::F32,
            xs.iter().map(|&d| d as usize).collect(),
            (0..n)
                .map(|i| ((i * 37 % 101) as f64 - 50.0) / 25.0)
                .collect(),
        );
        let (want, got) = (run(g, &x), run(h, &x));
        assert_eq!(want.len(), got.len(), "{what}");
        for (i, (a, b)) in want.iter().zip(&got).enumerate() {
            assert!(
                (a - b).abs() <= 1e-5 * (1.0 + a.abs()),
                "{what} [{i}]: {a} vs {b}"
            );
        }
    }

    /// Dilated windows take im2col (HiFi-GAN's residual blocks: 1-D, kernel
    /// 3 and 7, dilations 1, 3, 5; a 3×3 at dilation 2, one with uneven
    /// dilations and stride 2, a depthwise one); a dilated transposed
    /// convolution is left alone.
    #[test]
    fn dilated_convolutions_become_gemms_too() {
        use OpKind::{Conv, ConvTranspose as Ct};
        // (input, weight, strides, pads, dilations)
        type Dilated<'a> = (&'a [u64], &'a [u64], &'a [i64], &'a [i64], &'a [i64]);
        let cases: [Dilated; 6] = [
            (&[1, 4, 40], &[4, 4, 3], &[1], &[3, 3], &[3]),
            (&[1, 3, 50], &[2, 3, 7], &[1], &[15, 15], &[5]),
            (&[2, 3, 40], &[3, 3, 3], &[1], &[1, 1], &[1]),
            (&[1, 2, 9, 8], &[3, 2, 3, 3], &[1, 1], &[2; 4], &[2, 2]),
            (
                &[1, 2, 11, 9],
                &[4, 2, 3, 2],
                &[2, 2],
                &[1, 0, 2, 1],
                &[2, 3],
            ),
            (&[1, 3, 9, 9], &[3, 1, 3, 3], &[1, 1], &[2; 4], &[2, 2]),
        ];
        for (xs, ws, st, pads, dl) in cases {
            let g = graph_dilated(Conv, xs, ws, st, pads, &[], dl);
            let h = patches_as_gemms(&g)
                .unwrap_or_else(|| panic!("dilated conv {xs:?} {ws:?} {dl:?} not rewritten"));
            assert!(!h.ops_in_order().any(|(_, o)| o.kind == Conv), "{xs:?}");
            same_values(&g, &h, xs, &format!("conv {xs:?} {ws:?} dilations {dl:?}"));
        }
        let g = graph_dilated(Ct, &[1, 2, 6], &[2, 3, 4], &[2], &[0, 0], &[], &[2]);
        assert!(patches_as_gemms(&g).is_none());
    }

    #[test]
    fn other_convolutions_are_left_alone() {
        use OpKind::{Conv, ConvTranspose as Ct};
        // A kernel of more taps than im2col takes; a transposed kernel
        // that is not a multiple of its stride; output padding beyond the
        // end pad.
        let cases: [Case; 3] = [
            (Conv, &[1, 2, 12, 12], &[3, 2, 8, 8], &[1, 1], &[0; 4], &[]),
            (Ct, &[1, 2, 3, 3], &[2, 3, 3, 3], &[2, 2], &[0; 4], &[]),
            (Ct, &[1, 2, 6], &[2, 3, 4], &[2], &[1, 0], &[1]),
        ];
        for (kind, xs, ws, st, pads, opad) in cases {
            let g = graph(kind.clone(), xs, ws, st, pads, opad);
            assert!(patches_as_gemms(&g).is_none(), "{kind} {xs:?} {ws:?}");
        }
    }
}
