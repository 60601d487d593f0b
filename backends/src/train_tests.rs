//! Numerical checks of the autodiff pass and the training graphs. The
//! oracle is independent of the code under test: central finite
//! differences of the forward graph run by the reference interpreter (itself
//! checked against onnxruntime), hand computations, and the single-graph TP 1
//! gradient for the sharded pipeline.

use crate::reference::fixtures::{graph, io, rel_err, three};
use crate::reference::{run, run_ranks, run_ranks_each, Tensor};
use crate::stage::{extract_stages, ShardLayout};
use hetc_ir::{verify, Attr, Graph, OpClass, ValueId};
use hetc_ir::{Attrs, DType, OpKind, TensorData, TensorType};
use hetc_passes::autodiff::{append_loss, differentiate, GradRequest, Gradient, Loss};
use hetc_passes::train::*;
use std::collections::BTreeMap;

/// xorshift64*: deterministic test data, uniform in [-1, 1).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> f64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        let x = self.0.wrapping_mul(0x2545_F491_4F6C_DD1D);
        (x >> 11) as f64 / (1u64 << 53) as f64 * 2.0 - 1.0
    }

    fn vec(&mut self, n: usize) -> Vec<f64> {
        (0..n).map(|_| self.next()).collect()
    }
}

fn numel(shape: &[u64]) -> usize {
    shape.iter().product::<u64>() as usize
}

fn tensor(ty: &TensorType, data: Vec<f64>) -> Tensor {
    let shape = ty
        .fixed_dims()
        .unwrap()
        .iter()
        .map(|&d| d as usize)
        .collect();
    Tensor::new(ty.dtype, shape, data)
}

fn scalar(dtype: DType, x: f64) -> Tensor {
    Tensor::new(dtype, vec![], vec![x])
}

/// A small f64 test graph with random inputs and parameters.
struct Case {
    g: Graph,
    inputs: Vec<Tensor>,
    rng: Rng,
}

fn f64t(shape: &[u64]) -> TensorType {
    TensorType::fixed(DType::F64, shape)
}

fn at(kv: &[(&str, Attr)]) -> Attrs {
    kv.iter().map(|(k, v)| (k.to_string(), v.clone())).collect()
}

impl Case {
    fn new(name: &str, seed: u64) -> Case {
        Case {
            g: Graph::new(name),
            inputs: Vec::new(),
            rng: Rng(seed),
        }
    }

    /// An input with random data mapped through `f`.
    fn input_map(&mut self, shape: &[u64], f: fn(f64) -> f64) -> ValueId {
        let ty = f64t(shape);
        let data = self.rng.vec(numel(shape)).into_iter().map(f).collect();
        self.inputs.push(tensor(&ty, data));
        let n = format!("x{}", self.g.inputs.len());
        self.g.add_input(n, ty)
    }

    fn input(&mut self, shape: &[u64]) -> ValueId {
        self.input_map(shape, |x| x)
    }

    fn int_input(&mut self, shape: &[u64], data: &[i64]) -> ValueId {
        let ty = TensorType::fixed(DType::I64, shape);
        self.inputs
            .push(tensor(&ty, data.iter().map(|&i| i as f64).collect()));
        let n = format!("ids{}", self.g.inputs.len());
        self.g.add_input(n, ty)
    }

    fn param_map(&mut self, shape: &[u64], f: fn(f64) -> f64) -> ValueId {
        let data: Vec<f64> = self.rng.vec(numel(shape)).into_iter().map(f).collect();
        let n = format!("p{}", self.g.params().count());
        self.g.add_param(
            n,
            f64t(shape),
            Some(TensorData::from_f64s(DType::F64, &data)),
        )
    }

    fn param(&mut self, shape: &[u64]) -> ValueId {
        self.param_map(shape, |x| x)
    }

    fn konst(&mut self, ty: TensorType, data: &[f64]) -> ValueId {
        let d = TensorData::from_f64s(ty.dtype, data);
        self.g.add_const("", ty, Some(d))
    }

    fn op(&mut self, kind: OpKind, ins: &[ValueId], a: &[(&str, Attr)]) -> ValueId {
        let a = at(a);
        let tys: Vec<&TensorType> = ins.iter().map(|&v| self.g.ty(v)).collect();
        let t = hetc_ir::infer_types(&kind, &tys, &a)
            .unwrap_or_else(|e| panic!("{kind}: {e}"))
            .unwrap_or_else(|| panic!("{kind}: give the type"));
        let o = self.g.add_op(kind, ins, a, t, "");
        self.g.ops[o].outputs[0]
    }

    fn op_as(
        &mut self,
        kind: OpKind,
        ins: &[ValueId],
        a: &[(&str, Attr)],
        ty: TensorType,
    ) -> ValueId {
        let o = self.g.add_op(kind, ins, at(a), vec![ty], "");
        self.g.ops[o].outputs[0]
    }

    fn out(&mut self, vs: &[ValueId]) {
        self.g.outputs.extend_from_slice(vs);
    }
}

/// Run a gradient pair: the forward on `inputs`, then the backward on its
/// residuals (or the inputs, with recompute) and `cts`.
fn run_pair(
    gr: &Gradient,
    recompute: bool,
    inputs: &[Tensor],
    cts: &[Tensor],
) -> (Vec<Tensor>, Vec<Tensor>) {
    let outs = run(verify(&gr.forward).unwrap(), inputs).unwrap();
    let n = outs.len() - gr.n_saved;
    let mut bin: Vec<Tensor> = if recompute {
        inputs.to_vec()
    } else {
        outs[n..].to_vec()
    };
    bin.extend_from_slice(cts);
    let grads = run(verify(&gr.backward).unwrap(), &bin).unwrap();
    (outs[..n].to_vec(), grads)
}

/// Σ_i ⟨ct_i, out_i⟩ over the outputs with a cotangent.
fn objective(g: &Graph, inputs: &[Tensor], cts: &[Option<Tensor>]) -> f64 {
    let outs = run(verify(g).unwrap(), inputs).unwrap();
    outs.iter()
        .zip(cts)
        .filter_map(|(o, c)| {
            c.as_ref()
                .map(|c| o.data.iter().zip(&c.data).map(|(a, b)| a * b).sum::<f64>())
        })
        .sum()
}

/// Every gradient of `case` (inputs with `input_grads`, every param)
/// against central differences of the objective Σ⟨ct, out⟩ with random
/// cotangents, step `h`; returns the largest error relative to each
/// gradient tensor's scale. The recompute backward must agree exactly.
fn check_fd(case: &Case, h: f64) -> f64 {
    let g = &case.g;
    let v = verify(g).unwrap_or_else(|e| panic!("{}: {e}", g.name));
    let gr = differentiate(v, &GradRequest::single(false)).unwrap();
    let re = differentiate(v, &GradRequest::single(true)).unwrap();
    let mut rng = Rng(0x5eed);
    let cts: Vec<Option<Tensor>> = g
        .outputs
        .iter()
        .zip(&gr.cotangents)
        .map(|(&o, &c)| {
            let ty = g.ty(o);
            c.then(|| tensor(ty, rng.vec(numel(&ty.fixed_dims().unwrap()))))
        })
        .collect();
    let given: Vec<Tensor> = cts.iter().flatten().cloned().collect();
    let (_, grads) = run_pair(&gr, false, &case.inputs, &given);
    let (_, again) = run_pair(&re, true, &case.inputs, &given);
    for (a, b) in grads.iter().zip(&again) {
        assert!(rel_err(b, a) < 1e-12, "{}: recompute differs", g.name);
    }
    let mut worst = 0.0f64;
    let mut k = 0;
    let mut report = |what: String, fd: Vec<f64>, an: &Tensor| {
        let fd = Tensor::new(an.dtype, an.shape.clone(), fd);
        let e = if an.data.iter().all(|&x| x == 0.0) && fd.data.iter().all(|&x| x.abs() < 1e-9) {
            0.0
        } else {
            rel_err(&fd, an)
        };
        assert!(
            e < 1e-6,
            "{} {what}: finite differences {:?} vs gradient {:?} ({e:.2e})",
            g.name,
            fd.data,
            an.data
        );
        worst = worst.max(e);
    };
    for (i, _) in g.inputs.iter().enumerate() {
        if !gr.input_grads[i] {
            continue;
        }
        let mut fd = Vec::new();
        for e in 0..case.inputs[i].len() {
            let at = |d: f64| {
                let mut ins = case.inputs.clone();
                ins[i].data[e] += d;
                objective(g, &ins, &cts)
            };
            fd.push((at(h) - at(-h)) / (2.0 * h));
        }
        report(format!("input {i}"), fd, &grads[k]);
        k += 1;
    }
    for p in g.params() {
        let base = g.data[&p].to_f64s();
        let mut fd = Vec::new();
        for e in 0..base.len() {
            let at = |d: f64| {
                let mut gg = g.clone();
                let mut x = base.clone();
                x[e] += d;
                gg.data.insert(p, TensorData::from_f64s(DType::F64, &x));
                objective(&gg, &case.inputs, &cts)
            };
            fd.push((at(h) - at(-h)) / (2.0 * h));
        }
        report(format!("param {p}"), fd, &grads[k]);
        k += 1;
    }
    assert_eq!(k, grads.len());
    worst
}

fn pos(x: f64) -> f64 {
    0.5 + x.abs()
}

/// Away from 0 (for the kinks of abs/relu and the pole of 1/x).
fn off0(x: f64) -> f64 {
    if x < 0.0 {
        x - 0.2
    } else {
        x + 0.2
    }
}

fn binary_ops() -> Case {
    use OpKind::*;
    let mut c = Case::new("binary", 1);
    let x = c.input(&[2, 3]);
    let p = c.param(&[3]);
    let q = c.param_map(&[2, 1], pos);
    let r = c.param_map(&[1, 3], pos);
    let base = c.input_map(&[2, 3], pos);
    let e = c.param(&[3]);
    let a = c.op(Add, &[x, p], &[]); // broadcast [3] → [2, 3]
    let s = c.op(Sub, &[q, a], &[]); // both broadcast
    let m = c.op(Mul, &[s, s], &[]); // one value used twice
    let d = c.op(Div, &[m, r], &[]);
    let d2 = c.op(Div, &[q, x], &[]); // x in the denominator, q broadcast
    let pw = c.op(Pow, &[base, e], &[]); // differentiable exponent
    let three = c.konst(TensorType::scalar(DType::F64), &[3.0]);
    let cube = c.op(Pow, &[x, three], &[]); // negative bases, constant exponent
    let mx = c.op(Max, &[x, p], &[]);
    let mn = c.op(Min, &[q, x], &[]);
    c.out(&[d, d2, pw, cube, mx, mn]);
    c
}

fn unary_ops() -> Case {
    use OpKind::*;
    let mut c = Case::new("unary", 2);
    let x = c.input(&[2, 3]);
    let w = c.param_map(&[2, 3], off0);
    let pw = c.param_map(&[3], pos);
    let xp = c.op(Add, &[x, pw], &[]); // some positive, some not
    let sq = c.op(Mul, &[xp, xp], &[]);
    let eps = c.konst(TensorType::scalar(DType::F64), &[0.1]);
    let sp = c.op(Add, &[sq, eps], &[]); // strictly positive
    let mut outs = Vec::new();
    for k in [Neg, Exp, Erf, Tanh, Sigmoid, Sin, Cos] {
        outs.push(c.op(k, &[xp], &[]));
    }
    for k in [Abs, Relu, Reciprocal] {
        outs.push(c.op(k, &[w], &[]));
    }
    for k in [Sqrt, Log] {
        outs.push(c.op(k, &[sp], &[]));
    }
    c.out(&outs);
    c
}

fn select_ops() -> Case {
    use OpKind::*;
    let mut c = Case::new("where", 3);
    let x = c.input(&[2, 3]);
    let p = c.param(&[3]);
    let cond = c.konst(TensorType::fixed(DType::Bool, &[2, 1]), &[1.0, 0.0]);
    let cond2 = c.konst(
        TensorType::fixed(DType::Bool, &[2, 3]),
        &[1.0, 0.0, 1.0, 0.0, 0.0, 1.0],
    );
    let w1 = c.op(Where, &[cond, x, p], &[]);
    let w2 = c.op(Where, &[cond2, p, x], &[]);
    let m = c.op(Mul, &[w1, w2], &[]);
    c.out(&[m]);
    c
}

fn matmul_ops() -> Case {
    use OpKind::*;
    let mut c = Case::new("matmul", 4);
    let a = c.input(&[2, 3, 4]);
    let w = c.param(&[4, 5]);
    let b = c.input(&[2, 1, 3, 4]);
    let bb = c.param(&[3, 4, 2]);
    let v = c.param(&[4]);
    let m = c.input(&[4, 5]);
    let m2 = c.param(&[3, 4]);
    let lin = c.op(MatMul, &[a, w], &[]); // a weight: [2,3,4]·[4,5]
    let bat = c.op(MatMul, &[b, bb], &[]); // batch broadcast both ways: [2,3,3,2]
    let vm = c.op(MatMul, &[v, m], &[]); // 1-D lhs: [5]
    let mv = c.op(MatMul, &[m2, v], &[]); // 1-D rhs: [3]
    let vv = c.op(MatMul, &[v, v], &[]); // dot product, v used twice: []
    let wt = c.op(Transpose, &[w], &[("perm", Attr::Ints(vec![1, 0]))]);
    let back = c.op(MatMul, &[lin, wt], &[]); // [2,3,5]·[5,4]
    c.out(&[bat, vm, mv, vv, back]);
    c
}

fn normalization_ops() -> Case {
    use OpKind::*;
    let mut c = Case::new("norm", 5);
    let x = c.input(&[2, 3, 4]);
    let s = c.param(&[4]);
    let b = c.param(&[4]);
    let s2 = c.param(&[3, 4]);
    let ln = c.op(
        LayerNorm,
        &[x, s, b],
        &[("axis", Attr::Int(-1)), ("epsilon", Attr::Float(1e-5))],
    );
    let ln2 = c.op(
        LayerNorm,
        &[x, s2],
        &[("axis", Attr::Int(1)), ("epsilon", Attr::Float(1e-3))],
    );
    let sm = c.op(Softmax, &[ln], &[("axis", Attr::Int(-1))]);
    let sm1 = c.op(Softmax, &[x], &[("axis", Attr::Int(1))]);
    c.out(&[sm, ln2, sm1]);
    c
}

fn reduce_ops() -> Case {
    use OpKind::*;
    let mut c = Case::new("reduce", 6);
    let x = c.input(&[2, 3, 4]);
    let p = c.param(&[3, 4]);
    let y = c.op(Mul, &[x, p], &[]);
    let red =
        |axes: Vec<i64>, keep: i64| [("axes", Attr::Ints(axes)), ("keepdims", Attr::Int(keep))];
    let s = c.op(ReduceSum, &[y], &red(vec![1], 0));
    let m = c.op(ReduceMean, &[y], &red(vec![0, 2], 1));
    let mx = c.op(ReduceMax, &[y], &red(vec![-1], 0));
    let all = c.op(ReduceSum, &[x], &red(vec![], 0));
    let mx2 = c.op(ReduceMax, &[p], &red(vec![0, 1], 1));
    let mn = c.op(ReduceMin, &[y], &red(vec![1], 1));
    c.out(&[s, m, mx, all, mx2, mn]);
    c
}

fn movement_ops() -> Case {
    use OpKind::*;
    let mut c = Case::new("movement", 7);
    let x = c.input(&[2, 3, 4]);
    let p = c.param(&[3, 1]);
    let q = c.param(&[2, 3]);
    let r = c.op_as(Reshape, &[x], &[], f64t(&[6, 4]));
    let t = c.op(Transpose, &[x], &[("perm", Attr::Ints(vec![2, 0, 1]))]);
    let e = c.op_as(Expand, &[p], &[], f64t(&[2, 3, 4]));
    let ex = c.op(Mul, &[e, x], &[]);
    let ti = c.op(Tile, &[q], &[("repeats", Attr::Ints(vec![2, 3]))]);
    let up = c.op(Trilu, &[r], &[("upper", Attr::Int(1)), ("k", Attr::Int(1))]);
    let lo = c.op(
        Trilu,
        &[ti],
        &[("upper", Attr::Int(0)), ("k", Attr::Int(-1))],
    );
    c.out(&[t, ex, up, lo]);
    c
}

fn concat_split_slice_ops() -> Case {
    use OpKind::*;
    let mut c = Case::new("concat", 8);
    let x = c.input(&[2, 3, 4]);
    let p = c.param(&[2, 2, 4]);
    let cat = c.op(Concat, &[x, p, x], &[("axis", Attr::Int(1))]); // [2, 8, 4]
    let o = c.g.add_op(
        Split,
        &[cat],
        at(&[("axis", Attr::Int(1)), ("sizes", Attr::Ints(vec![2, 3, 3]))]),
        vec![f64t(&[2, 2, 4]), f64t(&[2, 3, 4]), f64t(&[2, 3, 4])],
        "",
    );
    let outs = c.g.ops[o].outputs.clone();
    let a = c.op(Mul, &[outs[0], outs[0]], &[]); // the middle piece stays unused
    let sl = c.op(
        Slice,
        &[outs[2]],
        &[
            ("starts", Attr::Ints(vec![1, -3])),
            ("ends", Attr::Ints(vec![3, 100])),
            ("axes", Attr::Ints(vec![1, 2])),
            ("steps", Attr::Ints(vec![1, 1])),
        ],
    ); // [2, 2, 3]
    let mut outs = vec![a, sl];
    // Strided slices: step 3; backwards by 2 from the end, and by 1 on a
    // second axis; step 2 past the end; a start beyond the end, clamped,
    // stepping back by 3.
    for (starts, ends, axes, steps) in [
        (vec![1], vec![8], vec![1], vec![3]),
        (vec![-1, 2], vec![-100, 0], vec![1, 2], vec![-2, -1]),
        (vec![0], vec![100], vec![2], vec![2]),
        (vec![10], vec![-100], vec![1], vec![-3]),
    ] {
        outs.push(c.op(
            Slice,
            &[cat],
            &[
                ("starts", Attr::Ints(starts)),
                ("ends", Attr::Ints(ends)),
                ("axes", Attr::Ints(axes)),
                ("steps", Attr::Ints(steps)),
            ],
        ));
    }
    c.out(&outs);
    c
}

fn gather_ops() -> Case {
    use OpKind::*;
    let mut c = Case::new("gather", 9);
    let table = c.param(&[6, 3]);
    // Repeated rows and a negative index (the last row).
    let ids = c.int_input(&[2, 4], &[1, 4, 1, 0, -1, 2, 4, 4]);
    let emb = c.op(Gather, &[table, ids], &[("axis", Attr::Int(0))]); // [2, 4, 3]
    let data = c.param(&[2, 5, 3]);
    let ids2 = c.int_input(&[4], &[3, 0, 3, 2]);
    let g2 = c.op(Gather, &[data, ids2], &[("axis", Attr::Int(1))]); // [2, 4, 3]
    let m = c.op(Mul, &[emb, g2], &[]);
    c.out(&[m]);
    c
}

fn conv_attrs(strides: &[i64], pads: &[i64], dil: &[i64], group: i64) -> Vec<(&'static str, Attr)> {
    vec![
        ("strides", Attr::Ints(strides.to_vec())),
        ("pads", Attr::Ints(pads.to_vec())),
        ("dilations", Attr::Ints(dil.to_vec())),
        ("group", Attr::Int(group)),
    ]
}

/// Convolutions whose transposed convolution needs zero-interleaving
/// (strides 2, 3), pads beyond the kernel reach (cropped), uneven end
/// coverage, dilations, groups, a bias, and a 1×1 strided downsample.
fn conv_ops() -> Case {
    use OpKind::*;
    let mut c = Case::new("conv", 11);
    let x = c.input(&[2, 4, 7, 6]);
    let w = c.param(&[6, 2, 3, 2]);
    let bias = c.param(&[6]);
    // group 2, stride (2, 1), dilation (1, 2), asymmetric pads.
    let a = c.op(
        Conv,
        &[x, w, bias],
        &conv_attrs(&[2, 1], &[1, 0, 0, 2], &[1, 2], 2),
    );
    let w2 = c.param(&[3, 4, 2, 2]);
    // stride 3 with pads larger than the kernel reach.
    let b = c.op(
        Conv,
        &[x, w2],
        &conv_attrs(&[3, 2], &[3, 1, 2, 3], &[1, 1], 1),
    );
    let w3 = c.param(&[5, 4, 1, 1]);
    // ResNet's downsample: 1×1, stride 2 (the last row is never read).
    let d = c.op(
        Conv,
        &[x, w3],
        &conv_attrs(&[2, 2], &[0, 0, 0, 0], &[1, 1], 1),
    );
    // Depthwise, chained after a first conv (the input gradient flows on).
    let w4 = c.param(&[6, 1, 3, 3]);
    let dw = c.op(
        Conv,
        &[a, w4],
        &conv_attrs(&[1, 1], &[1, 1, 1, 1], &[1, 1], 6),
    );
    c.out(&[b, d, dw]);
    c
}

fn pool_attrs(kernel: &[i64], strides: &[i64], pads: &[i64]) -> Vec<(&'static str, Attr)> {
    vec![
        ("kernel", Attr::Ints(kernel.to_vec())),
        ("strides", Attr::Ints(strides.to_vec())),
        ("pads", Attr::Ints(pads.to_vec())),
    ]
}

/// Max pooling (ResNet's 3×3/2 pad 1; ceil mode with dilation) and average
/// pooling (with and without counting the pads, ceil mode), global average
/// pooling; random inputs, so no window has a tie.
fn pool_ops() -> Case {
    use OpKind::*;
    let mut c = Case::new("pool", 12);
    let x = c.input(&[2, 3, 7, 7]);
    let p = c.param(&[3, 1, 1]);
    let xp = c.op(Mul, &[x, p], &[]);
    let m1 = c.op(MaxPool, &[xp], &pool_attrs(&[3, 3], &[2, 2], &[1, 1, 1, 1]));
    let mut a = pool_attrs(&[2, 3], &[2, 2], &[0, 1, 0, 0]);
    a.push(("ceil_mode", Attr::Int(1)));
    a.push(("dilations", Attr::Ints(vec![2, 1])));
    let m2 = c.op(MaxPool, &[xp], &a);
    let a1 = c.op(AvgPool, &[xp], &pool_attrs(&[3, 2], &[2, 3], &[1, 0, 1, 1]));
    let mut a = pool_attrs(&[3, 3], &[2, 2], &[1, 1, 1, 1]);
    a.push(("count_include_pad", Attr::Int(1)));
    a.push(("ceil_mode", Attr::Int(1)));
    let a2 = c.op(AvgPool, &[xp], &a);
    let gp = c.op(GlobalAvgPool, &[m1], &[]);
    c.out(&[m2, a1, a2, gp]);
    c
}

/// Resize — linear (half-pixel), nearest (asymmetric, floor), cubic with
/// `exclude_outside` downsampling one axis, and `tf_crop_and_resize` with
/// positions outside the region of interest (the extrapolation value:
/// no gradient) — constant padding that pads one axis and crops another,
/// and edge, wrap and reflect padding (reflect also cropping).
fn resize_pad_ops() -> Case {
    use OpKind::*;
    let mut c = Case::new("resize_pad", 15);
    let x = c.input(&[1, 2, 3, 4]);
    let p = c.param(&[2, 1, 1]);
    let xp = c.op(Mul, &[x, p], &[]);
    let roi = |v: [f64; 8]| ("roi", Attr::Floats(v.to_vec()));
    let s = |k: &'static str, v: &str| (k, Attr::Str(v.into()));
    let mut resize = |a: Vec<(&str, Attr)>, out: &[u64]| c.op_as(Resize, &[xp], &a, f64t(out));
    let unit = [0.0, 0.0, 0.0, 0.0, 1.0, 1.0, 1.0, 1.0];
    let linear = resize(
        vec![
            s("mode", "linear"),
            s("coordinate_transformation_mode", "half_pixel"),
            ("scales", Attr::Floats(vec![1.0, 1.0, 2.0, 1.5])),
            roi(unit),
        ],
        &[1, 2, 6, 6],
    );
    let nearest = resize(
        vec![
            s("mode", "nearest"),
            s("coordinate_transformation_mode", "asymmetric"),
            s("nearest_mode", "floor"),
            ("scales", Attr::Floats(vec![1.0, 1.0, 2.0, 2.0])),
            roi(unit),
        ],
        &[1, 2, 6, 8],
    );
    let cubic = resize(
        vec![
            s("mode", "cubic"),
            ("exclude_outside", Attr::Int(1)),
            ("scales", Attr::Floats(vec![1.0, 1.0, 1.0, 0.5])),
            roi(unit),
        ],
        &[1, 2, 3, 2],
    );
    let crop = resize(
        vec![
            s("mode", "linear"),
            s("coordinate_transformation_mode", "tf_crop_and_resize"),
            ("extrapolation_value", Attr::Float(0.5)),
            ("scales", Attr::Floats(vec![1.0, 1.0, 2.0, 1.0])),
            roi([0.0, 0.0, -0.2, 0.1, 1.0, 1.0, 0.9, 1.3]),
        ],
        &[1, 2, 6, 4],
    );
    let pad = c.op(
        Pad,
        &[xp],
        &[
            ("pads", Attr::Ints(vec![0, 0, 1, -1, 0, 1, 0, 2])),
            s("mode", "constant"),
            ("value", Attr::Float(0.5)),
        ],
    );
    let mut outs = vec![linear, nearest, cubic, crop, pad];
    for (mode, pads, out) in [
        ("edge", vec![0, 0, 2, 1, 0, 1, 0, 3], [1, 3, 5, 8]),
        ("wrap", vec![0, 1, 0, 4, 0, 0, 1, 0], [1, 3, 4, 8]),
        ("reflect", vec![0, 0, 2, 3, 0, 0, -1, 2], [1, 2, 4, 9]),
    ] {
        outs.push(c.op_as(
            Pad,
            &[xp],
            &[("pads", Attr::Ints(pads)), s("mode", mode)],
            f64t(&out),
        ));
    }
    c.out(&outs);
    c
}

/// Transposed convolutions (ONNX `ConvTranspose`): stride (2, 1),
/// dilation (1, 2), asymmetric pads; and grouped with a bias and output
/// padding (positions no input reaches), chained after the first.
fn conv_transpose_ops() -> Case {
    use OpKind::*;
    let mut c = Case::new("conv_transpose", 17);
    let x = c.input(&[2, 4, 3, 3]);
    let w = c.param(&[4, 2, 3, 2]);
    // out = s·(in − 1) + d·(k − 1) + 1 − pads: 6 × 4.
    let a = conv_attrs(&[2, 1], &[1, 0, 0, 1], &[1, 2], 1);
    let y = c.op_as(ConvTranspose, &[x, w], &a, f64t(&[2, 2, 6, 4]));
    let w2 = c.param(&[2, 1, 2, 2]);
    let bias = c.param(&[2]);
    let mut a = conv_attrs(&[2, 2], &[0, 0, 0, 0], &[1, 1], 2);
    a.push(("output_padding", Attr::Ints(vec![1, 0])));
    // 2·5 + 1 + 2 = 13 (one row no input reaches) by 2·3 + 2 = 8.
    let z = c.op_as(ConvTranspose, &[y, w2, bias], &a, f64t(&[2, 2, 13, 8]));
    c.out(&[y, z]);
    c
}

/// Index ops: GatherElements (an index read twice), GatherND, ScatterElements
/// with `none` (written positions get no gradient) and `add`, ScatterND,
/// a running sum (exclusive, reversed) and TopK's values.
fn index_ops() -> Case {
    use OpKind::*;
    let mut c = Case::new("index", 18);
    let x = c.input(&[3, 4]);
    let p = c.param(&[1, 4]);
    let xp = c.op(Mul, &[x, p], &[]);
    let ax = |a: i64| ("axis", Attr::Int(a));
    let red = |r: &str| ("reduction", Attr::Str(r.into()));
    let i1 = c.int_input(&[2, 4], &[0, 2, 1, 0, 0, 2, 2, 1]);
    let ge = c.op_as(GatherElements, &[xp, i1], &[ax(0)], f64t(&[2, 4]));
    let i2 = c.int_input(&[2, 1], &[2, 0]);
    let gn = c.op_as(
        GatherND,
        &[xp, i2],
        &[("batch_dims", Attr::Int(0))],
        f64t(&[2, 4]),
    );
    let u = c.param(&[2, 4]);
    let i3 = c.int_input(&[2, 4], &[1, 0, 2, 1, 2, 1, 0, 0]);
    let se = c.op_as(
        ScatterElements,
        &[xp, i3, u],
        &[ax(0), red("none")],
        f64t(&[3, 4]),
    );
    let sa = c.op_as(
        ScatterElements,
        &[xp, i3, u],
        &[ax(0), red("add")],
        f64t(&[3, 4]),
    );
    let i4 = c.int_input(&[2, 1], &[1, 2]);
    let sn = c.op_as(ScatterND, &[xp, i4, u], &[red("none")], f64t(&[3, 4]));
    let cs = c.op_as(
        CumSum,
        &[xp],
        &[
            ax(1),
            ("exclusive", Attr::Int(1)),
            ("reverse", Attr::Int(1)),
        ],
        f64t(&[3, 4]),
    );
    let top = c.g.add_op(
        TopK,
        &[xp],
        at(&[
            ("axis", Attr::Int(1)),
            ("k", Attr::Int(2)),
            ("largest", Attr::Int(1)),
            ("sorted", Attr::Int(1)),
        ]),
        vec![f64t(&[3, 2]), TensorType::fixed(DType::I64, &[3, 2])],
        "",
    );
    let tv = c.g.ops[top].outputs[0];
    // GatherND with a batch dim: row b of xp at column ids[b, m].
    let i5 = c.int_input(&[3, 2, 1], &[1, 1, 0, 3, 2, 2]);
    let gb = c.op_as(
        GatherND,
        &[xp, i5],
        &[("batch_dims", Attr::Int(1))],
        f64t(&[3, 2]),
    );
    c.out(&[ge, gn, se, sa, sn, cs, tv, gb]);
    c
}

/// The remaining differentiable elementwise kinds, each inside its
/// domain; Mod, Fmod and Atan2 in both operands; and Floor / Round on the
/// path, whose zero derivative leaves only the other factor's.
fn more_elementwise_ops() -> Case {
    use OpKind::*;
    let mut c = Case::new("more_elementwise", 19);
    let x = c.input_map(&[2, 3], |x| 0.8 * x);
    let p = c.param_map(&[3], |x| 0.1 * x);
    let xp = c.op(Add, &[x, p], &[]); // inside (−1, 1)
    let mut outs = Vec::new();
    for k in [
        Tan, Asin, Acos, Atan, Sinh, Cosh, Asinh, Atanh, Expm1, Log1p,
    ] {
        outs.push(c.op(k, &[xp], &[]));
    }
    let big = c.param_map(&[2, 3], |x| 1.5 + x.abs());
    outs.push(c.op(Acosh, &[big], &[]));
    let three = c.konst(TensorType::scalar(DType::F64), &[3.0]);
    let wide = c.op(Mul, &[xp, three], &[]);
    let q = c.param_map(&[3], pos);
    outs.push(c.op(Mod, &[wide, q], &[]));
    outs.push(c.op(Fmod, &[wide, q], &[]));
    outs.push(c.op(Atan2, &[xp, q], &[]));
    outs.push(c.op(Atan2, &[q, wide], &[]));
    for k in [Floor, Round] {
        let f = c.op(k, &[wide], &[]);
        outs.push(c.op(Mul, &[xp, f], &[]));
    }
    c.out(&outs);
    c
}

/// DFT (real and complex, forward and inverse, one-sided both ways,
/// zero-padded and truncated, an axis with inner dims), determinants
/// (3 × 3 batched, 2 × 2, 1 × 1, and a singular one, whose gradient the
/// cofactors still give).
fn spectral_det_ops() -> Case {
    use OpKind::*;
    let mut c = Case::new("spectral_det", 20);
    let dft = |c: &mut Case, x: ValueId, axis: i64, inv: bool, one: bool, n: i64, out: &[u64]| {
        let a = [
            ("axis", Attr::Int(axis)),
            ("inverse", Attr::Int(inv as i64)),
            ("onesided", Attr::Int(one as i64)),
            ("length", Attr::Int(n)),
        ];
        c.op_as(Dft, &[x], &a, f64t(out))
    };
    let real = c.input(&[2, 5, 1]);
    let cplx = c.input(&[2, 4, 3, 2]);
    let half = c.input(&[3, 3, 2]);
    let mut outs = vec![
        dft(&mut c, real, 1, false, false, 5, &[2, 5, 2]),
        dft(&mut c, real, 1, false, true, 6, &[2, 4, 2]),
        dft(&mut c, real, 1, false, false, 3, &[2, 3, 2]),
        dft(&mut c, cplx, 1, false, false, 4, &[2, 4, 3, 2]),
        dft(&mut c, cplx, 2, true, false, 5, &[2, 4, 5, 2]),
        dft(&mut c, half, 1, true, true, 4, &[3, 4, 1]),
        dft(&mut c, half, 1, true, true, 5, &[3, 5, 1]),
    ];
    let m3 = c.input(&[2, 3, 3]);
    let m2 = c.param(&[2, 2]);
    let m1 = c.param(&[4, 1, 1]);
    // Rows 0 and 2 equal: det 0, but its cofactors are not all 0.
    let sing = c.input_map(&[3, 3], |x| x);
    let rows = c.int_input(&[3], &[0, 1, 0]);
    let sing = c.op(Gather, &[sing, rows], &[("axis", Attr::Int(0))]);
    for m in [m3, m2, m1, sing] {
        outs.push(c.op(Det, &[m], &[]));
    }
    c.out(&outs);
    c
}

/// ReduceProd (one axis, two axes, all) and CumProd (inclusive, exclusive,
/// reversed), over data with exact zeros, where a division-based gradient
/// would be wrong.
fn product_ops() -> Case {
    use OpKind::*;
    let mut c = Case::new("products", 21);
    let x = c.input_map(&[2, 3, 4], |x| {
        if x.abs() < 0.25 {
            0.0
        } else {
            x + x.signum()
        }
    });
    let p = c.param(&[4]);
    let xp = c.op(Mul, &[x, p], &[]);
    let red =
        |axes: Vec<i64>, keep: i64| [("axes", Attr::Ints(axes)), ("keepdims", Attr::Int(keep))];
    let mut outs = vec![
        c.op(ReduceProd, &[xp], &red(vec![2], 0)),
        c.op(ReduceProd, &[xp], &red(vec![0, 2], 1)),
        c.op(ReduceProd, &[xp], &red(vec![], 0)),
    ];
    for (axis, excl, rev) in [(2, 0, 0), (1, 1, 0), (2, 0, 1), (-1, 1, 1)] {
        let a = [
            ("axis", Attr::Int(axis)),
            ("exclusive", Attr::Int(excl)),
            ("reverse", Attr::Int(rev)),
        ];
        outs.push(c.op_as(CumProd, &[xp], &a, f64t(&[2, 3, 4])));
    }
    c.out(&outs);
    c
}

/// ScatterElements and ScatterND with `mul`, `max` and `min`, indices
/// written twice, and exact zeros among the `mul` updates: a position with
/// one zero update (whose gradient is the others' product), one with two
/// (every gradient there 0), and one zero alone.
fn scatter_reduction_ops() -> Case {
    use OpKind::*;
    let mut c = Case::new("scatter_reductions", 23);
    let x = c.input(&[3, 4]);
    let p = c.param(&[1, 4]);
    let data = c.op(Mul, &[x, p], &[]);
    let live = c.input(&[1, 4]);
    let zero = c.input_map(&[2, 4], |_| 0.0);
    let u = c.op(Concat, &[live, zero], &[("axis", Attr::Int(0))]); // [3, 4]
    let red = |r: &str| ("reduction", Attr::Str(r.into()));
    let ax = ("axis", Attr::Int(0));
    // Rows 0 and 1 both write column 0's row 1 and column 3's row 1.
    let ie = c.int_input(&[2, 4], &[1, 0, 2, 1, 1, 1, 0, 1]);
    let w = c.param(&[2, 4]);
    let mut outs = Vec::new();
    for r in ["max", "min", "mul"] {
        outs.push(c.op_as(
            ScatterElements,
            &[data, ie, w],
            &[ax.clone(), red(r)],
            f64t(&[3, 4]),
        ));
    }
    // Update rows 1 and 2 (zeros) both write row 1; row 0 (live) row 2.
    let ind = c.int_input(&[3, 1], &[2, 1, 1]);
    outs.push(c.op_as(ScatterND, &[data, ind, u], &[red("mul")], f64t(&[3, 4])));
    // Rows 0 (live) and 2 (zero) write row 1; row 1 (zero) row 2 alone.
    let ind2 = c.int_input(&[3, 1], &[1, 2, 1]);
    outs.push(c.op_as(ScatterND, &[data, ind2, u], &[red("mul")], f64t(&[3, 4])));
    for r in ["max", "min"] {
        outs.push(c.op_as(ScatterND, &[data, ind2, u], &[red(r)], f64t(&[3, 4])));
    }
    c.out(&outs);
    c
}

/// GridSample in both operands: bilinear with zeros padding, bilinear
/// aligned with border padding, bicubic with reflection, nearest (no grid
/// gradient), and trilinear; grids reach past [−1, 1] so every padding
/// rule is crossed.
fn grid_sample_ops() -> Case {
    use OpKind::*;
    let mut c = Case::new("grid_sample", 22);
    let x = c.input(&[2, 3, 4, 5]);
    let p = c.param(&[1, 3, 1, 1]);
    let xp = c.op(Mul, &[x, p], &[]);
    let grid = c.input_map(&[2, 3, 2, 2], |v| 1.3 * v);
    let s = |k: &'static str, v: &str| (k, Attr::Str(v.into()));
    let mut outs = Vec::new();
    for (mode, pad, align) in [
        ("linear", "zeros", 0),
        ("linear", "border", 1),
        ("cubic", "reflection", 0),
        ("cubic", "zeros", 1),
        ("nearest", "reflection", 1),
    ] {
        let a = [
            s("mode", mode),
            s("padding_mode", pad),
            ("align_corners", Attr::Int(align)),
        ];
        outs.push(c.op(GridSample, &[xp, grid], &a));
    }
    let v = c.input(&[1, 2, 3, 3, 4]);
    let g3 = c.input_map(&[1, 2, 2, 1, 3], |v| 1.1 * v);
    let a = [s("mode", "linear"), s("padding_mode", "border")];
    outs.push(c.op(GridSample, &[v, g3], &a));
    c.out(&outs);
    c
}

/// Einsum: a batched contraction with a transposed result, a three-operand
/// chain, a one-operand transpose with a sum over an index the result
/// keeps, ellipses (broadcasting), diagonals and an implicit result.
fn einsum_ops() -> Case {
    use OpKind::*;
    let mut c = Case::new("einsum", 16);
    let x = c.input(&[2, 3, 4]);
    let w = c.param(&[4, 5]);
    let v = c.param(&[5, 3]);
    let e = |eq: &str| [("equation", Attr::Str(eq.into()))];
    let y1 = c.op_as(Einsum, &[x, w], &e("bij,jk->bki"), f64t(&[2, 5, 3]));
    let y2 = c.op_as(Einsum, &[x, w, v], &e("bij,jk,kl->bl"), f64t(&[2, 3]));
    let y3 = c.op_as(Einsum, &[y1], &e("bki->ik"), f64t(&[3, 5]));
    // Ellipses, one broadcasting its extent 1 against 2.
    let m = c.param(&[1, 4, 3]);
    let y4 = c.op_as(Einsum, &[x, m], &e("...ij,...jk->...ik"), f64t(&[2, 3, 3]));
    // Diagonals: a trace, a batched diagonal, a diagonal times a matrix,
    // and the implicit result of `ii,ij` (`j`).
    let sq = c.op_as(Einsum, &[x, m], &e("bij,zjk->bik"), f64t(&[2, 3, 3]));
    let y5 = c.op_as(Einsum, &[sq], &e("bii->b"), f64t(&[2]));
    let y6 = c.op_as(Einsum, &[sq], &e("bii->bi"), f64t(&[2, 3]));
    let q = c.param(&[3, 3]);
    let y7 = c.op_as(Einsum, &[q, v], &e("ii,ki->ki"), f64t(&[5, 3]));
    let y8 = c.op_as(Einsum, &[q, q], &e("ii,ij"), f64t(&[3]));
    c.out(&[y1, y2, y3, y4, y5, y6, y7, y8]);
    c
}

/// Inference batch normalisation with every operand differentiable
/// (`var` positive), on NCHW and on [N, C].
fn batch_norm_ops() -> Case {
    use OpKind::*;
    let mut c = Case::new("batch_norm", 13);
    let x = c.input(&[2, 3, 2, 3]);
    let (s, b, m) = (c.param(&[3]), c.param(&[3]), c.param(&[3]));
    let v = c.param_map(&[3], pos);
    let eps = [("epsilon", Attr::Float(1e-3))];
    let y = c.op(BatchNorm, &[x, s, b, m, v], &eps);
    let x2 = c.input(&[4, 3]);
    let y2 = c.op(BatchNorm, &[x2, s, b, m, v], &eps);
    c.out(&[y, y2]);
    c
}

/// Normalisations written as ops, as importers write them: training-mode
/// batch normalisation (the batch statistics over N, H, W computed in the
/// graph, so the gradient flows through them) and group normalisation (the
/// channels reshaped into groups, standardised per sample and group, then a
/// per-channel affine) — instance normalisation is its one-channel-per-group
/// case.
fn composed_norm_ops() -> Case {
    use OpKind::*;
    let mut c = Case::new("composed_norm", 14);
    let red = |axes: Vec<i64>| [("axes", Attr::Ints(axes)), ("keepdims", Attr::Int(1))];
    let x = c.input(&[3, 4, 2, 2]);
    let eps = c.konst(TensorType::scalar(DType::F64), &[1e-3]);
    let standardize = |c: &mut Case, v: ValueId, axes: Vec<i64>| {
        let m = c.op(ReduceMean, &[v], &red(axes.clone()));
        let d = c.op(Sub, &[v, m], &[]);
        let d2 = c.op(Mul, &[d, d], &[]);
        let var = c.op(ReduceMean, &[d2], &red(axes));
        let ve = c.op(Add, &[var, eps], &[]);
        let sd = c.op(Sqrt, &[ve], &[]);
        c.op(Div, &[d, sd], &[])
    };
    let (s, b) = (c.param(&[4, 1, 1]), c.param(&[4, 1, 1]));
    let bn = standardize(&mut c, x, vec![0, 2, 3]);
    let bn = c.op(Mul, &[bn, s], &[]);
    let bn = c.op(Add, &[bn, b], &[]);
    // Group norm, 2 groups of 2 channels, on the batch norm's output.
    let grouped = c.op_as(Reshape, &[bn], &[], f64t(&[3, 2, 8]));
    let gn = standardize(&mut c, grouped, vec![2]);
    let gn = c.op_as(Reshape, &[gn], &[], f64t(&[3, 4, 2, 2]));
    let (s2, b2) = (c.param(&[4, 1, 1]), c.param(&[4, 1, 1]));
    let gn = c.op(Mul, &[gn, s2], &[]);
    let gn = c.op(Add, &[gn, b2], &[]);
    c.out(&[gn]);
    c
}

/// Every op with a VJP against central differences in f64.
#[test]
fn vjps_match_finite_differences() {
    let cases = [
        binary_ops(),
        unary_ops(),
        select_ops(),
        matmul_ops(),
        normalization_ops(),
        reduce_ops(),
        movement_ops(),
        concat_split_slice_ops(),
        gather_ops(),
        conv_ops(),
        pool_ops(),
        batch_norm_ops(),
        composed_norm_ops(),
        resize_pad_ops(),
        einsum_ops(),
        conv_transpose_ops(),
        index_ops(),
        more_elementwise_ops(),
        spectral_det_ops(),
        product_ops(),
        grid_sample_ops(),
        scatter_reduction_ops(),
    ];
    let mut worst = 0.0f64;
    for c in &cases {
        let e = check_fd(c, 1e-5);
        eprintln!(
            "{}: max relative error vs finite differences {e:.2e}",
            c.g.name
        );
        worst = worst.max(e);
    }
    eprintln!("all VJP cases: max relative error {worst:.2e}");
}

/// The backward graphs of the Resize, Pad (all four modes), ConvTranspose,
/// strided-slice and newer elementwise VJPs compile on the cpu JIT and compute the
/// reference interpreter's gradients (f64 both). (Einsum, CumSum, CumProd,
/// DFT, Det and GridSample have no MLIR lowering, forward or backward:
/// they run on the reference interpreter.)
#[test]
fn backward_graphs_run_on_the_cpu_jit() {
    use crate::mlir::CpuStage;
    for case in [
        resize_pad_ops(),
        conv_transpose_ops(),
        more_elementwise_ops(),
        concat_split_slice_ops(),
    ] {
        let g = &case.g;
        let gr = differentiate(verify(g).unwrap(), &GradRequest::single(false)).unwrap();
        let mut rng = Rng(0xc0de);
        let cts: Vec<Tensor> = g
            .outputs
            .iter()
            .zip(&gr.cotangents)
            .filter(|(_, &c)| c)
            .map(|(&o, _)| {
                let ty = g.ty(o);
                tensor(ty, rng.vec(numel(&ty.fixed_dims().unwrap())))
            })
            .collect();
        let outs = run(verify(&gr.forward).unwrap(), &case.inputs).unwrap();
        let mut bin = outs[outs.len() - gr.n_saved..].to_vec();
        bin.extend(cts);
        let bwd = verify(&gr.backward).unwrap();
        let want = run(bwd, &bin).unwrap();
        let got = CpuStage::new(bwd, &g.name).unwrap().run(&bin).unwrap();
        let mut worst = 0.0f64;
        for (k, (a, b)) in got.iter().zip(&want).enumerate() {
            let e = rel_err(a, b);
            assert!(e < 1e-12, "{} gradient {k}: {e:.2e}", g.name);
            worst = worst.max(e);
        }
        eprintln!("{}: cpu JIT backward vs reference {worst:.2e}", g.name);
    }
}

/// Max pooling with ties (the zeros after a ReLU), where finite
/// differences cannot decide: each window's cotangent goes to its first
/// maximum in row-major window order, as PyTorch's and XLA's max-pool
/// gradients do, and a tap in the padding never wins. By hand:
/// x = [[0, 0, 1, 1], [0, 0, 1, 0]], 2×2 windows at stride 2: the first
/// window is all ties → x[0][0]; the second's first maximum is x[0][2].
/// All-zero 2×2 input, 2×2 windows at stride 1, begin pads 1: every window
/// holds input (0, 0), its first non-pad tap.
#[test]
fn max_pool_ties_go_to_the_first_maximum() {
    use OpKind::*;
    struct Tie {
        x: &'static [f64],
        shape: [u64; 4],
        strides: [i64; 2],
        pads: [i64; 4],
        ct: &'static [f64],
        want: &'static [f64],
    }
    let cases = [
        Tie {
            x: &[0.0, 0.0, 1.0, 1.0, 0.0, 0.0, 1.0, 0.0],
            shape: [1, 1, 2, 4],
            strides: [2, 2],
            pads: [0, 0, 0, 0],
            ct: &[3.0, 5.0],
            want: &[3.0, 0.0, 5.0, 0.0, 0.0, 0.0, 0.0, 0.0],
        },
        Tie {
            x: &[0.0; 4],
            shape: [1, 1, 2, 2],
            strides: [1, 1],
            pads: [1, 1, 0, 0],
            ct: &[1.0, 2.0, 4.0, 8.0],
            want: &[15.0, 0.0, 0.0, 0.0],
        },
    ];
    for Tie {
        x,
        shape,
        strides,
        pads,
        ct,
        want,
    } in cases
    {
        for dtype in [DType::F64, DType::F32] {
            let mut g = Graph::new("ties");
            let xv = g.add_input("x", TensorType::fixed(dtype, &shape));
            let a = at(&pool_attrs(&[2, 2], &strides, &pads));
            let t = hetc_ir::infer_types(&MaxPool, &[g.ty(xv)], &a)
                .unwrap()
                .unwrap();
            let o = g.add_op(MaxPool, &[xv], a, t, "pool");
            g.outputs = vec![g.ops[o].outputs[0]];
            let oshape = g.ty(g.outputs[0]).fixed_dims().unwrap();
            let gr = differentiate(verify(&g).unwrap(), &GradRequest::single(false)).unwrap();
            let xs = Tensor::new(
                dtype,
                shape.iter().map(|&d| d as usize).collect(),
                x.to_vec(),
            );
            let cs = Tensor::new(
                dtype,
                oshape.iter().map(|&d| d as usize).collect(),
                ct.to_vec(),
            );
            let (_, grads) = run_pair(&gr, false, &[xs], &[cs]);
            assert_eq!(grads[0].data, want, "{dtype} {shape:?}");
        }
    }
}

/// A float-to-float cast (f64 → f32 → f64): the f32 rounding limits the
/// finite differences, so a larger step and a looser bound.
#[test]
fn cast_vjp_matches_finite_differences() {
    use OpKind::*;
    let mut c = Case::new("cast", 10);
    let x = c.input(&[2, 3]);
    let x32 = c.op_as(Cast, &[x], &[], TensorType::fixed(DType::F32, &[2, 3]));
    let sq = c.op(Mul, &[x32, x32], &[]);
    let back = c.op_as(Cast, &[sq], &[], f64t(&[2, 3]));
    c.out(&[back]);
    let gr = differentiate(verify(&c.g).unwrap(), &GradRequest::single(false)).unwrap();
    assert_eq!(
        gr.backward
            .ops_in_order()
            .filter(|(_, d)| d.kind == Cast)
            .count(),
        2
    );
    // d(x²)/dx = 2x exactly, and the finite difference of a quadratic is
    // exact up to the f32 rounding of x².
    let ct = Tensor::new(DType::F64, vec![2, 3], vec![1.0; 6]);
    let (_, grads) = run_pair(&gr, false, &c.inputs, &[ct]);
    for (gx, x) in grads[0].data.iter().zip(&c.inputs[0].data) {
        let want = 2.0 * (*x as f32) as f64;
        assert!((gx - want).abs() < 1e-6, "{gx} vs {want}");
    }
}

/// Cross-entropy against a hand computation: logits [[1, 2, 3], [1, 1, 1]],
/// labels [2, 0]. loss = ½(ln(e + e² + e³) − 3 + ln 3); the gradient is
/// (softmax − onehot)/2. Shifted by 1000 (exp would overflow without the
/// max subtraction) it is unchanged.
#[test]
fn cross_entropy_matches_hand_computation() {
    let e1 = std::f64::consts::E;
    let want = 0.5 * ((e1 + e1 * e1 + e1 * e1 * e1).ln() - 3.0 + 3f64.ln());
    let z = e1 + e1 * e1 + e1 * e1 * e1;
    #[rustfmt::skip]
    let want_grad = [
        e1 / z / 2.0, e1 * e1 / z / 2.0, (e1 * e1 * e1 / z - 1.0) / 2.0,
        (1.0 / 3.0 - 1.0) / 2.0, 1.0 / 6.0, 1.0 / 6.0,
    ];
    for (dtype, shift, tol) in [(DType::F64, 0.0, 1e-14), (DType::F32, 1000.0, 1e-6)] {
        let mut g = Graph::new("ce");
        let l = g.add_input("logits", TensorType::fixed(dtype, &[2, 3]));
        g.outputs = vec![l];
        let lg = append_loss(&g, 0, Loss::CrossEntropy).unwrap();
        let logits = Tensor::new(
            dtype,
            vec![2, 3],
            [1.0, 2.0, 3.0, 1.0, 1.0, 1.0]
                .iter()
                .map(|x| x + shift)
                .collect(),
        );
        let labels = Tensor::new(DType::I64, vec![2], vec![2.0, 0.0]);
        let gr = differentiate(verify(&lg).unwrap(), &GradRequest::single(false)).unwrap();
        assert_eq!(gr.input_grads, [true, false]);
        let (loss, grads) = run_pair(&gr, false, &[logits, labels], &[scalar(dtype, 1.0)]);
        assert!(loss[0].shape.is_empty());
        assert!(
            (loss[0].data[0] - want).abs() < tol,
            "{dtype}: {} vs {want}",
            loss[0].data[0]
        );
        for (g, w) in grads[0].data.iter().zip(want_grad) {
            assert!(
                (g - w).abs() < tol,
                "{dtype}: {:?} vs {want_grad:?}",
                grads[0].data
            );
        }
    }
}

/// Vocabulary-parallel cross-entropy against the unsharded loss (f64,
/// reference interpreter): an LM head `h · W` (16 classes) closed with the
/// loss, trained at TP 1 and, with the logits split by class over the
/// ranks, at TP 2 and TP 4. Labels hit the first and the last class of
/// every rank's slice at TP 4 (and so at TP 2), plus −1 (class 15, counted
/// from the end) and 16 (no class: contributes 0). The loss, the input
/// gradient and the reassembled weight gradient equal TP 1's to 1e-12; no
/// rank holds all 16 classes of anything, and no all-gather runs.
#[test]
fn vocab_parallel_cross_entropy_matches_the_unsharded_loss() {
    use crate::stage::StageBounds;
    let (b, s, hid, classes) = (2u64, 5u64, 8u64, 16u64);
    let mut rng = Rng(7);
    let mut g = Graph::new("head");
    let h = g.add_input("h", f64t(&[b, s, hid]));
    let w = g.add_param(
        "w",
        f64t(&[hid, classes]),
        Some(TensorData::from_f64s(
            DType::F64,
            &rng.vec(numel(&[hid, classes])),
        )),
    );
    let logits = g
        .build("head", OpKind::MatMul, &[h, w], Attrs::new())
        .unwrap();
    g.outputs = vec![logits];
    let hv = tensor(&f64t(&[b, s, hid]), rng.vec(numel(&[b, s, hid])));
    let labels = [0.0, 3.0, 4.0, 7.0, 8.0, 11.0, 12.0, 15.0, -1.0, 16.0];
    let labels = Tensor::new(DType::I64, vec![b as usize, s as usize], labels.to_vec());
    let layers = hetc_passes::blocks::find_layers(&g);
    let n = layers.len() as u32;
    // Loss and gradients (of h, then of the whole w) at `tp`.
    let train = |tp: u32| -> (f64, Tensor, Vec<f64>) {
        let bounds = [StageBounds {
            first_layer: 0,
            end_layer: n,
            tp,
        }];
        let mut st = extract_stages(verify(&g).unwrap(), &layers, &bounds)
            .unwrap()
            .pop()
            .unwrap();
        st.index = 1; // not the first stage: the input gets its gradient
        let ranks = train_stage(&st, tp, true, false, Loss::CrossEntropy).unwrap();
        for r in &ranks {
            for gr in [&r.forward, &r.backward] {
                assert!(
                    !gr.ops_in_order().any(|(_, d)| d.kind == OpKind::AllGather),
                    "TP {tp} rank {}: an all-gather",
                    r.rank
                );
                if tp > 1 {
                    for (v, d) in gr.values.iter() {
                        let last = d.ty.shape.last().and_then(|x| x.fixed());
                        assert_ne!(last, Some(classes), "TP {tp} rank {}: {v} {}", r.rank, d.ty);
                    }
                }
            }
        }
        let fwd: Vec<_> = ranks.iter().map(|r| verify(&r.forward).unwrap()).collect();
        let outs = run_ranks(&fwd, &[hv.clone(), labels.clone()]).unwrap();
        let loss = outs[0][0].data[0];
        let each: Vec<Vec<Tensor>> = outs
            .iter()
            .zip(&ranks)
            .map(|(o, r)| {
                assert_eq!(o[0].data[0], loss, "ranks agree on the loss");
                let mut x = o[o.len() - r.n_saved..].to_vec();
                x.push(scalar(DType::F64, 1.0));
                x
            })
            .collect();
        let bwd: Vec<_> = ranks.iter().map(|r| verify(&r.backward).unwrap()).collect();
        let grads = run_ranks_each(&bwd, &each).unwrap();
        let mut gw = vec![0.0; numel(&[hid, classes])];
        for (r, gs) in ranks.iter().zip(&grads) {
            assert_eq!(r.input_grads, [true, false]);
            assert_eq!(gs[0].data, grads[0][0].data, "ranks agree on ∂h");
            let ws = &r.weights[0];
            for (k, i) in ws.element_indices(tp, r.rank).into_iter().enumerate() {
                gw[i as usize] += gs[1].data[k];
            }
        }
        (loss, grads[0][0].clone(), gw)
    };
    let (loss1, gh1, gw1) = train(1);
    assert!(loss1 > 0.0 && loss1.is_finite(), "{loss1}");
    for tp in [2, 4] {
        let (loss, gh, gw) = train(tp);
        let rel = |a: &[f64], b: &[f64]| {
            let scale = b.iter().fold(0.0f64, |m, x| m.max(x.abs()));
            a.iter()
                .zip(b)
                .map(|(x, y)| (x - y).abs())
                .fold(0.0, f64::max)
                / scale
        };
        let (el, eh, ew) = (
            (loss - loss1).abs() / loss1,
            rel(&gh.data, &gh1.data),
            rel(&gw, &gw1),
        );
        eprintln!("vocab-parallel TP {tp}: loss {el:.1e}, ∂h {eh:.1e}, ∂w {ew:.1e} from TP 1");
        assert!(
            el < 1e-12 && eh < 1e-12 && ew < 1e-12,
            "TP {tp}: {el} {eh} {ew}"
        );
    }
}

/// `g` with every f32 value, constant and parameter made f64.
fn to_f64(g: &Graph) -> Graph {
    let mut h = g.clone();
    for (_, d) in h.values.iter_mut() {
        if d.ty.dtype == DType::F32 {
            d.ty.dtype = DType::F64;
        }
    }
    for t in h.data.values_mut() {
        if t.dtype == DType::F32 {
            *t = TensorData::from_f64s(DType::F64, &t.to_f64s());
        }
    }
    h
}

/// GPT-2-tiny's inputs and next-token-like labels.
fn gpt2() -> (Graph, Vec<Tensor>, Tensor) {
    let io = io("gpt2-tiny");
    let g = graph("gpt2-tiny", &io);
    let ids = &io.inputs[0];
    let vocab = g.ty(g.outputs[0]).shape[2].fixed().unwrap() as i64;
    // The next token (the last position: the first token), as a shifted LM.
    let (b, s) = (ids.shape[0], ids.shape[1]);
    let labels: Vec<f64> = (0..b * s)
        .map(|i| {
            let (r, c) = (i / s, i % s);
            let next = ids.data[r * s + (c + 1) % s] as i64;
            (next % vocab) as f64
        })
        .collect();
    let labels = Tensor::new(DType::I64, vec![b, s], labels);
    (g, io.inputs.clone(), labels)
}

/// Loss and weight gradients by weight name.
struct Trained {
    loss: f64,
    grads: BTreeMap<String, Tensor>,
}

/// The whole model with its loss, differentiated as one graph (TP 1).
fn whole_model(g: &Graph, inputs: &[Tensor], labels: &Tensor) -> Trained {
    let lg = append_loss(g, 0, Loss::CrossEntropy).unwrap();
    let gr = differentiate(verify(&lg).unwrap(), &GradRequest::single(false)).unwrap();
    let mut ins = inputs.to_vec();
    ins.push(labels.clone());
    let dt = lg.ty(lg.outputs[0]).dtype;
    let (loss, grads) = run_pair(&gr, false, &ins, &[scalar(dt, 1.0)]);
    let n_in = gr.input_grads.iter().filter(|&&b| b).count();
    let names: Vec<String> = lg.params().map(|p| lg.values[p].name.clone()).collect();
    Trained {
        loss: loss[0].data[0],
        grads: names
            .into_iter()
            .zip(grads[n_in..].iter().cloned())
            .collect(),
    }
}

/// The gradient along `dir` (per weight name) and the central difference
/// of the loss along it.
fn directional(
    g: &Graph,
    inputs: &[Tensor],
    labels: &Tensor,
    t: &Trained,
    seed: u64,
    h: f64,
) -> (f64, f64) {
    let lg = append_loss(g, 0, Loss::CrossEntropy).unwrap();
    let mut rng = Rng(seed);
    let params: Vec<ValueId> = lg.params().collect();
    let dirs: Vec<Vec<f64>> = params.iter().map(|&p| rng.vec(lg.data[&p].len())).collect();
    let analytic: f64 = params
        .iter()
        .zip(&dirs)
        .map(|(&p, d)| {
            let gr = &t.grads[&lg.values[p].name];
            gr.data.iter().zip(d).map(|(a, b)| a * b).sum::<f64>()
        })
        .sum();
    let mut ins = inputs.to_vec();
    ins.push(labels.clone());
    let loss_at = |s: f64| {
        let mut m = lg.clone();
        for (&p, d) in params.iter().zip(&dirs) {
            let x: Vec<f64> = m.data[&p]
                .to_f64s()
                .iter()
                .zip(d)
                .map(|(x, d)| x + s * d)
                .collect();
            let dt = m.data[&p].dtype;
            m.data.insert(p, TensorData::from_f64s(dt, &x));
        }
        run(verify(&m).unwrap(), &ins).unwrap()[0].data[0]
    };
    (analytic, (loss_at(h) - loss_at(-h)) / (2.0 * h))
}

/// GPT-2-tiny whole: the loss gradient over all 148 weights along random
/// directions equals the central difference of the loss (f64).
#[test]
fn gpt2_gradient_matches_directional_derivatives() {
    let (g, inputs, labels) = gpt2();
    let g = to_f64(&g);
    let t = whole_model(&g, &inputs, &labels);
    assert_eq!(t.grads.len(), 148);
    // Near ln(1024) for an untrained model.
    assert!(t.loss > 5.0 && t.loss < 9.0, "{}", t.loss);
    let mut worst = 0.0f64;
    for seed in [11, 12, 13] {
        let (an, fd) = directional(&g, &inputs, &labels, &t, seed, 1e-6);
        let e = (an - fd).abs() / fd.abs();
        eprintln!("gpt2 f64 direction {seed}: gradient {an:.9e}, finite difference {fd:.9e}, rel err {e:.2e}");
        worst = worst.max(e);
    }
    assert!(worst < 1e-6, "{worst}");
}

/// Accumulate a rank's weight gradients into whole tensors by name.
fn place(
    grads: &mut BTreeMap<String, Tensor>,
    stage: usize,
    tr: &TrainRank,
    gs: &[Tensor],
    replicated: &mut BTreeMap<String, Tensor>,
) {
    for (w, g) in tr.weights.iter().zip(gs) {
        let dims: Vec<usize> = w
            .full
            .fixed_dims()
            .unwrap()
            .iter()
            .map(|&d| d as usize)
            .collect();
        let n: usize = dims.iter().product();
        match w.layout {
            ShardLayout::Replicated => {
                // Every rank holds the whole gradient: they must agree.
                let key = format!("{} in stage {stage}", w.name);
                match replicated.get(&key) {
                    Some(prev) => assert_eq!(prev.data, g.data, "{key}: ranks disagree"),
                    None => {
                        replicated.insert(key, g.clone());
                        let e = grads
                            .entry(w.name.clone())
                            .or_insert_with(|| Tensor::new(g.dtype, dims.clone(), vec![0.0; n]));
                        for (a, b) in e.data.iter_mut().zip(&g.data) {
                            *a += b;
                        }
                    }
                }
            }
            ShardLayout::Split { .. } => {
                let e = grads
                    .entry(w.name.clone())
                    .or_insert_with(|| Tensor::new(g.dtype, dims.clone(), vec![0.0; n]));
                for (k, i) in w.element_indices(tr.tp, tr.rank).into_iter().enumerate() {
                    e.data[i as usize] += g.data[k];
                }
            }
        }
    }
}

/// GPT-2 cut into 3 stages at `tp`, trained as a pipeline: forward through
/// the stages, backward in reverse with each stage's cotangents the next
/// stage's input gradients, TP ranks in lockstep with real collectives.
/// Weight gradients reassembled from the shards (and summed over the stages
/// that share a weight).
fn pipeline(g: &Graph, inputs: &[Tensor], labels: &Tensor, tp: u32, recompute: bool) -> Trained {
    pipeline_with(g, inputs, labels, tp, recompute, &TrainOptions::default())
}

/// [`pipeline`] with the layout `opts` (sequence parallelism, mixed
/// precision).
fn pipeline_with(
    g: &Graph,
    inputs: &[Tensor],
    labels: &Tensor,
    tp: u32,
    recompute: bool,
    opts: &TrainOptions,
) -> Trained {
    let v = verify(g).unwrap();
    let layers = hetc_passes::blocks::find_layers(g);
    let stages = extract_stages(v, &layers, &three(layers.len(), tp)).unwrap();
    let last = stages.len() - 1;
    let trains: Vec<Vec<TrainRank>> = stages
        .iter()
        .enumerate()
        .map(|(i, s)| {
            train_stage_with(s, tp, i == last, recompute, Loss::CrossEntropy, opts).unwrap()
        })
        .collect();
    // Forward.
    let mut acts = inputs.to_vec();
    let mut stage_ins = Vec::new();
    let mut saved: Vec<Vec<Vec<Tensor>>> = Vec::new();
    for (i, tr) in trains.iter().enumerate() {
        let mut ins = acts.clone();
        if i == last {
            ins.push(labels.clone());
        }
        let vs: Vec<_> = tr.iter().map(|r| verify(&r.forward).unwrap()).collect();
        let outs = run_ranks(&vs, &ins).unwrap();
        let n = outs[0].len() - tr[0].n_saved;
        for (r, o) in outs.iter().enumerate() {
            assert_eq!(o.len() - tr[r].n_saved, n);
            assert_eq!(o[..n], outs[0][..n], "stage {i}: rank {r} disagrees");
        }
        saved.push(
            outs.iter()
                .zip(tr)
                .map(|(o, r)| o[o.len() - r.n_saved..].to_vec())
                .collect(),
        );
        stage_ins.push(ins);
        acts = outs[0][..n].to_vec();
    }
    let loss = acts[0].data[0];
    // Backward.
    let mut cts = vec![scalar(acts[0].dtype, 1.0)];
    let mut grads = BTreeMap::new();
    let mut replicated = BTreeMap::new();
    for i in (0..trains.len()).rev() {
        let tr = &trains[i];
        let each: Vec<Vec<Tensor>> = tr
            .iter()
            .enumerate()
            .map(|(r, t)| {
                let mut b = if recompute {
                    stage_ins[i].clone()
                } else {
                    saved[i][r].clone()
                };
                b.extend(
                    cts.iter()
                        .zip(&t.cotangents)
                        .filter(|(_, &c)| c)
                        .map(|(c, _)| c.clone()),
                );
                b
            })
            .collect();
        let vs: Vec<_> = tr.iter().map(|r| verify(&r.backward).unwrap()).collect();
        let outs = run_ranks_each(&vs, &each).unwrap();
        let n_in = tr[0].input_grads.iter().filter(|&&b| b).count();
        for (r, o) in outs.iter().enumerate() {
            assert_eq!(
                o[..n_in],
                outs[0][..n_in],
                "stage {i}: rank {r}'s input gradients disagree"
            );
            place(&mut grads, i, &tr[r], &o[n_in..], &mut replicated);
        }
        // The previous stage's cotangents: this stage's input gradients (zero
        // where an input gets none); labels are not a boundary.
        let mut next = outs[0][..n_in].iter();
        cts = stage_ins[i]
            .iter()
            .zip(&tr[0].input_grads)
            .take(if i == last {
                stage_ins[i].len() - 1
            } else {
                stage_ins[i].len()
            })
            .map(|(x, &has)| {
                if has {
                    next.next().unwrap().clone()
                } else {
                    Tensor::new(x.dtype, x.shape.clone(), vec![0.0; x.len()])
                }
            })
            .collect();
    }
    Trained { loss, grads }
}

fn compare(name: &str, got: &Trained, want: &Trained, tol: f64) -> f64 {
    let el = (got.loss - want.loss).abs() / want.loss.abs();
    assert!(el < tol, "{name}: loss {} vs {}", got.loss, want.loss);
    assert_eq!(
        got.grads.keys().collect::<Vec<_>>(),
        want.grads.keys().collect::<Vec<_>>(),
        "{name}"
    );
    let mut worst = (0.0f64, String::new());
    for (k, w) in &want.grads {
        let e = rel_err(&got.grads[k], w);
        if e > worst.0 {
            worst = (e, k.clone());
        }
    }
    eprintln!(
        "{name}: loss rel err {el:.2e}, max weight-gradient rel err {:.2e} ({})",
        worst.0, worst.1
    );
    assert!(worst.0 < tol, "{name}: {} {}", worst.1, worst.0);
    worst.0
}

/// The 3-stage pipeline at TP 1 and TP 2 (saved residuals and recompute)
/// reproduces the single-graph loss and every weight gradient (f32).
#[test]
fn gpt2_pipeline_tp1_tp2_matches_the_whole_model() {
    let (g, inputs, labels) = gpt2();
    let want = whole_model(&g, &inputs, &labels);
    for (tp, recompute) in [(1, false), (2, false), (2, true)] {
        let got = pipeline(&g, &inputs, &labels, tp, recompute);
        compare(
            &format!("gpt2 f32 3 stages TP {tp} recompute {recompute}"),
            &got,
            &want,
            1e-5,
        );
    }
}

/// Megatron sequence parallelism trains GPT-2-tiny (batch 2, sequence 8)
/// as TP 2 does: the 3-stage pipeline at TP 2 with SP (norms and residual
/// adds on half of every sequence, reduce-scatter / all-gather around the
/// TP regions, re-gathers in the backward), saved residuals and recompute,
/// gives the TP 2 pipeline's loss and every weight gradient within 1e-6
/// (f32; only the order of a few sums differs), and the whole model's
/// within 1e-5.
#[test]
fn gpt2_sequence_parallel_trains_as_tp2() {
    let (g, inputs, labels) = gpt2();
    let want = whole_model(&g, &inputs, &labels);
    let tp2 = pipeline(&g, &inputs, &labels, 2, false);
    for recompute in [false, true] {
        let sp = pipeline_with(
            &g,
            &inputs,
            &labels,
            2,
            recompute,
            &TrainOptions {
                sequence_parallel: Some(8),
                ..Default::default()
            },
        );
        let name = format!("gpt2 f32 3 stages TP 2 + SP recompute {recompute}");
        compare(&format!("{name} vs TP 2"), &sp, &tp2, 1e-6);
        compare(&format!("{name} vs the whole model"), &sp, &want, 1e-5);
    }
}

/// The rank graphs' varying values: split weights, the rank-dependent
/// vocabulary offsets and slices, what they compute; collective results
/// and boundary inputs replicated.
#[test]
fn gpt2_tp2_varying_values() {
    let (g, _, _) = gpt2();
    let v = verify(&g).unwrap();
    let layers = hetc_passes::blocks::find_layers(&g);
    let stages = extract_stages(v, &layers, &three(layers.len(), 2)).unwrap();
    let ranks = crate::stage::shard_stage(&stages[0], 2).unwrap();
    let var = varying_values(&ranks).unwrap();
    for (rg, var) in ranks.iter().zip(&var) {
        let gr = &rg.graph;
        for (i, p) in gr.params().enumerate() {
            let split = rg.weights[i].layout != ShardLayout::Replicated;
            assert_eq!(var.contains(&p), split, "{}", rg.weights[i].name);
        }
        for &x in &gr.inputs {
            assert!(!var.contains(&x));
        }
        for (_, d) in gr.ops_in_order() {
            if d.kind.class() == OpClass::Collective {
                assert!(var.contains(&d.inputs[0]), "{}", d.name);
                assert!(!var.contains(&d.result()), "{}", d.name);
            }
        }
        // The vocabulary offset constant (rank · rows) varies.
        assert!(gr.consts().any(|c| var.contains(&c)));
    }
    // Misaligned rank graphs are an error naming where they part.
    let mut bad = ranks.clone();
    let o = bad[1].graph.order.pop().unwrap();
    let e = varying_values(&bad).unwrap_err().to_string();
    assert!(e.contains("not aligned"), "{e} ({o})");
}

/// The last stage requires a single (logits) output.
#[test]
fn last_stage_needs_one_output() {
    let (g, _, _) = gpt2();
    let v = verify(&g).unwrap();
    let layers = hetc_passes::blocks::find_layers(&g);
    let mut s = extract_stages(v, &layers, &three(layers.len(), 1))
        .unwrap()
        .pop()
        .unwrap();
    let logits = s.graph.outputs[0];
    s.graph.outputs.push(logits);
    match train_stage(&s, 1, true, false, Loss::CrossEntropy) {
        Ok(_) => panic!("a last stage with two outputs was accepted"),
        Err(e) => assert!(e.to_string().contains("one output"), "{e}"),
    }
}

/// One backward graph of a GPT-2 stage at TP 2 (the last stage, with the
/// loss), cut into segments at its collectives, every compute segment
/// JIT-compiled for the CPU, ranks run concurrently with real collective
/// combination: equals the reference interpreter on the same graphs.
#[cfg(feature = "mlir")]
#[test]
fn gpt2_tp2_backward_runs_on_the_cpu_jit() {
    use crate::mlir::CpuStage;
    use crate::segment::{segments, testing::run_tp_each, Segment, Segments};
    let t0 = std::time::Instant::now();
    let (g, inputs, labels) = gpt2();
    let v = verify(&g).unwrap();
    let layers = hetc_passes::blocks::find_layers(&g);
    let stages = extract_stages(v, &layers, &three(layers.len(), 2)).unwrap();
    // Boundary inputs of the last stage: run the first two (reference).
    let mut acts = inputs;
    for s in &stages[..2] {
        acts = run(verify(&s.graph).unwrap(), &acts).unwrap();
    }
    let tr = train_stage(&stages[2], 2, true, false, Loss::CrossEntropy).unwrap();
    acts.push(labels);
    let fwd: Vec<_> = tr.iter().map(|r| verify(&r.forward).unwrap()).collect();
    let outs = run_ranks(&fwd, &acts).unwrap();
    let each: Vec<Vec<Tensor>> = outs
        .iter()
        .zip(&tr)
        .map(|(o, r)| {
            let mut b = o[o.len() - r.n_saved..].to_vec();
            b.push(scalar(DType::F32, 1.0));
            b
        })
        .collect();
    let bwd: Vec<_> = tr.iter().map(|r| verify(&r.backward).unwrap()).collect();
    let want = run_ranks_each(&bwd, &each).unwrap();
    let chains: Vec<Segments> = bwd.iter().map(|&b| segments(b).unwrap()).collect();
    let colls = chains[0]
        .iter()
        .filter(|s| matches!(s, Segment::Collective { .. }))
        .count();
    let compute = |r: usize, k: usize, sg: &crate::stage::StageGraph, ins: &[Tensor]| {
        CpuStage::new(crate::segment::verified(sg)?, &format!("bwd.tp{r}.seg{k}"))?.run(ins)
    };
    let got = run_tp_each(&chains, &each, &compute);
    let mut worst = 0.0f64;
    for (r, (gr, wr)) in got.iter().zip(&want).enumerate() {
        assert_eq!(gr.len(), wr.len());
        for (k, (a, b)) in gr.iter().zip(wr).enumerate() {
            let e = rel_err(a, b);
            assert!(e < 1e-4, "rank {r} output {k}: {e}");
            worst = worst.max(e);
        }
    }
    eprintln!(
        "gpt2 stage 2 TP 2 backward: {} ops, {} segments ({colls} collective) per rank; cpu JIT vs reference max rel err {worst:.2e}; {:.1} s",
        tr[0].backward.order.len(),
        chains[0].len(),
        t0.elapsed().as_secs_f64()
    );
}

/// Mixed precision: GPT-2 in 3 stages computing in bf16 and f16 (f32 master
/// weights, f32 statistics and loss) at TP 1 and TP 2 (and with recompute)
/// trains with the f32 model's loss and gradients within the 16-bit types'
/// rounding: the loss within 2e-3, every weight gradient within 3e-2 of its
/// tensor's scale (bf16 keeps 8 significant bits: 4e-3 per rounding). The
/// weights only GEMMs read are 16-bit parameters with 16-bit gradients
/// (their f32 masters are the runtime's), the others f32; the
/// boundaries the stages exchange are 16-bit; the forward saves no f32
/// residual that is a widening of a 16-bit value (the backward recomputes
/// those).
#[test]
fn gpt2_mixed_precision_pipeline_matches_f32() {
    let (g, inputs, labels) = gpt2();
    let want = whole_model(&to_f64(&g), &inputs, &labels);
    for (low, tp, recompute) in [
        (DType::BF16, 1, false),
        (DType::BF16, 2, false),
        (DType::BF16, 2, true),
        (DType::F16, 2, false),
    ] {
        let got = pipeline_with(
            &g,
            &inputs,
            &labels,
            tp,
            recompute,
            &TrainOptions {
                low: Some(low),
                ..Default::default()
            },
        );
        let name = format!("gpt2 {low} 3 stages TP {tp} recompute {recompute}");
        let el = (got.loss - want.loss).abs() / want.loss.abs();
        assert!(el < 2e-3, "{name}: loss {} vs {}", got.loss, want.loss);
        let mut worst = (0.0f64, String::new());
        let mut all = Vec::new();
        for (k, w) in &want.grads {
            // f32 gradients of f32 masters; a resident 16-bit weight's
            // gradient is in its type (what the cast's VJP widened).
            assert!(
                [DType::F32, low].contains(&got.grads[k].dtype),
                "{name}: {k}"
            );
            let e = rel_err(&got.grads[k], w);
            all.push(e);
            if e > worst.0 {
                worst = (e, k.clone());
            }
        }
        all.sort_by(f64::total_cmp);
        let median = all[all.len() / 2];
        eprintln!(
            "{name}: loss {:.6} (f64 {:.6}, rel err {el:.2e}), weight-gradient rel err median {median:.2e}, max {:.2e} ({})",
            got.loss, want.loss, worst.0, worst.1
        );
        assert!(
            worst.0 < 6e-2 && median < 1e-2,
            "{name}: {} {} (median {median})",
            worst.1,
            worst.0
        );
    }
    // The graphs of the middle stage at TP 2 in bf16.
    let v = verify(&g).unwrap();
    let layers = hetc_passes::blocks::find_layers(&g);
    let stages = extract_stages(v, &layers, &three(layers.len(), 2)).unwrap();
    let tr = train_stage_with(
        &stages[1],
        2,
        false,
        false,
        Loss::CrossEntropy,
        &TrainOptions {
            low: Some(DType::BF16),
            ..Default::default()
        },
    )
    .unwrap();
    for r in &tr {
        let f = &r.forward;
        for &x in &f.inputs {
            assert_eq!(f.ty(x).dtype, DType::BF16, "boundary input");
        }
        let n_out = f.outputs.len() - r.n_saved;
        for &y in &f.outputs[..n_out] {
            assert_eq!(f.ty(y).dtype, DType::BF16, "boundary output");
        }
        // The weights only GEMMs (and bias adds after them) read are bf16
        // parameters; layer norms' weights stay f32 masters.
        let mut resident = 0;
        for p in f.params() {
            let n = &f.values[p].name;
            let want = if n.contains(".ln_") {
                DType::F32
            } else {
                resident += 1;
                DType::BF16
            };
            assert_eq!(f.ty(p).dtype, want, "{n}");
            let w = r.weights.iter().find(|w| &w.name == n).unwrap();
            assert_eq!(w.ty, *f.ty(p), "{n}");
            assert_eq!(w.data.as_ref().map(|d| d.dtype), Some(want), "{n}");
        }
        assert!(resident > 0);
        for (_, d) in f.ops_in_order() {
            if d.kind == OpKind::Cast {
                let x = d.inputs[0];
                assert_ne!(f.values[x].def, hetc_ir::ValueDef::Param, "{}", d.name);
            }
            if d.kind == OpKind::MatMul {
                assert_eq!(f.ty(d.result()).dtype, DType::BF16, "{}", d.name);
            }
            if matches!(d.kind, OpKind::Softmax | OpKind::LayerNorm) {
                assert_eq!(f.ty(d.result()).dtype, DType::F32, "{}", d.name);
            }
        }
        for &y in &f.outputs[n_out..] {
            if let hetc_ir::ValueDef::Result(o, _) = f.values[y].def {
                let d = &f.ops[o];
                let widening = d.kind == OpKind::Cast
                    && f.ty(d.inputs[0]).dtype.size_bytes() < f.ty(y).dtype.size_bytes();
                assert!(!widening, "residual {y} is a widening cast");
            }
        }
        let b = &r.backward;
        let n_in = r.input_grads.iter().filter(|&&x| x).count();
        for (&x, p) in b.outputs[n_in..].iter().zip(f.params()) {
            assert_eq!(b.ty(x).dtype, f.ty(p).dtype, "weight gradient");
        }
        for &x in &b.outputs[..n_in] {
            assert_eq!(b.ty(x).dtype, DType::BF16, "input gradient");
        }
    }
}
