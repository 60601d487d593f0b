//! Fuzzing the ONNX importer and the reference interpreter: seeded
//! mutations of real models (the node-test suite's and the fixtures') —
//! truncated and bit-flipped protobufs, attributes of the wrong type or
//! with extreme values, cyclic graphs (a node reading its own or a later
//! output), dims made negative or huge, nodes dropped — must give `Ok` or
//! an error, never a panic. A model that still imports is run by the
//! reference interpreter on zero inputs when it is small. Runs
//! `HETC_FUZZ_SECONDS` (60 under CI, else 5); `HETC_FUZZ_SEED` reproduces
//! a run.

use crate::common::{model, Rng};
use hetc_frontends::{onnx, ImportOptions};
use onnx_protobuf::{attribute_proto::AttributeType, Message, ModelProto};
use std::path::Path;
use std::time::{Duration, Instant};

/// Node tests whose models seed the fuzzer (one op family each, control
/// flow and quantization included).
const SEEDS: &[&str] = &[
    "test_conv_with_strides_padding",
    "test_resize_upsample_scales_cubic",
    "test_gather_elements_1",
    "test_scatternd",
    "test_edge_pad",
    "test_loop11",
    "test_if",
    "test_scan9_sum",
    "test_lstm_defaults",
    "test_attention_4d_causal",
    "test_qlinearmatmul_2D_uint8_float32",
    "test_einsum_batch_matmul",
    "test_reduce_log_sum_exp_do_not_keepdims_random",
    "test_gridsample_bicubic",
    "test_cast_FLOAT_to_FLOAT8E4M3FN",
    "test_dft",
    "test_convtranspose_pads",
    "test_layer_normalization_4d_axis1",
    "test_slice_neg_steps",
    "test_top_k",
];

/// One structural mutation of a decoded model.
fn mutate_model(m: &mut ModelProto, r: &mut Rng) {
    let Some(g) = m.graph.as_mut() else { return };
    let nodes = g.node.len();
    match r.below(7) {
        // an attribute of the wrong type, or with an extreme value
        0 if nodes > 0 => {
            let n = &mut g.node[r.below(nodes)];
            if n.attribute.is_empty() {
                return;
            }
            let k = r.below(n.attribute.len());
            let a = &mut n.attribute[k];
            match r.below(6) {
                0 => a.type_ = AttributeType::FLOAT.into(),
                1 => a.type_ = AttributeType::STRING.into(),
                2 => a.i = [i64::MIN, i64::MAX, -1, 0, 1 << 40][r.below(5)],
                3 => a.ints = vec![i64::MAX, -7, 0],
                4 => a.f = [f32::NAN, f32::INFINITY, -1e30][r.below(3)],
                _ => {
                    a.ints.clear();
                    a.floats.clear();
                    a.s = b"\xff\xfe".to_vec();
                    a.g = protobuf::MessageField::none();
                }
            }
        }
        // a cycle: a node reads its own or a later node's output
        1 if nodes > 0 => {
            let i = r.below(nodes);
            let j = i + r.below(nodes - i);
            let out = g.node[j].output.first().cloned().unwrap_or_default();
            let n = &mut g.node[i];
            if !n.input.is_empty() && !out.is_empty() {
                let k = r.below(n.input.len());
                n.input[k] = out;
            }
        }
        // a dim made negative, zero or huge
        2 => {
            let dims: &mut Vec<i64> = if !g.initializer.is_empty() && r.below(2) == 0 {
                let k = r.below(g.initializer.len());
                &mut g.initializer[k].dims
            } else {
                return;
            };
            if !dims.is_empty() {
                let k = r.below(dims.len());
                dims[k] = [-1, 0, 1 << 40, i64::MAX][r.below(4)];
            }
        }
        // a node dropped, or its op renamed to a sibling's
        3 if nodes > 1 => {
            let i = r.below(nodes);
            g.node.remove(i);
        }
        4 if nodes > 1 => {
            let (i, j) = (r.below(nodes), r.below(nodes));
            g.node[i].op_type = g.node[j].op_type.clone();
        }
        // an input or output removed
        5 if nodes > 0 => {
            let n = &mut g.node[r.below(nodes)];
            if !n.input.is_empty() {
                let k = r.below(n.input.len());
                n.input.remove(k);
            }
        }
        _ => {
            if let Some(o) = m.opset_import.first_mut() {
                o.version = [1, 6, 9, 13, 30, i64::MAX][r.below(6)];
            }
        }
    }
}

/// One byte-level mutation: truncation, bit flips, a deleted or duplicated
/// span.
fn mutate_bytes(b: &mut Vec<u8>, r: &mut Rng) {
    if b.is_empty() {
        return;
    }
    match r.below(4) {
        0 => {
            let n = r.below(b.len());
            b.truncate(n);
        }
        1 => {
            for _ in 0..1 + r.below(8) {
                let i = r.below(b.len());
                b[i] ^= 1 << r.below(8);
            }
        }
        2 => {
            let i = r.below(b.len());
            let n = r.below(16).min(b.len() - i);
            b.drain(i..i + n);
        }
        _ => {
            let i = r.below(b.len());
            let n = r.below(16).min(b.len() - i);
            let span: Vec<u8> = b[i..i + n].to_vec();
            b.splice(i..i, span);
        }
    }
}

/// Import, and run a small imported model on zeros.
fn exercise(bytes: &[u8]) {
    let Ok(imp) = onnx::import_bytes(
        bytes,
        Path::new("."),
        "fuzz.onnx",
        &ImportOptions::default(),
    ) else {
        return;
    };
    let g = &imp.graph;
    let small = g
        .values
        .values()
        .all(|v| v.ty.num_elements().is_some_and(|n| n <= 1 << 16));
    if !small {
        return;
    }
    let Ok(v) = hetc_ir::verify(g) else { return };
    let inputs: Vec<_> = g
        .inputs
        .iter()
        .map(|&i| {
            let t = g.ty(i);
            let shape: Vec<usize> = t
                .fixed_dims()
                .unwrap_or_default()
                .into_iter()
                .map(|d| d as usize)
                .collect();
            let n = shape.iter().product();
            hetc_backends::reference::Tensor::new(t.dtype, shape, vec![0.0; n])
        })
        .collect();
    let _ = hetc_backends::reference::run(v, &inputs);
}

#[test]
fn fuzzed_onnx_models_do_not_panic() {
    let secs: u64 = std::env::var("HETC_FUZZ_SECONDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(if std::env::var_os("CI").is_some() {
            60
        } else {
            5
        });
    let seed: u64 = std::env::var("HETC_FUZZ_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0x0_4e1c_f022);
    println!("onnx fuzz: seed {seed} (HETC_FUZZ_SEED), {secs} s (HETC_FUZZ_SECONDS)");
    let dir = crate::onnx_node::node_dir();
    let mut seeds: Vec<Vec<u8>> = SEEDS
        .iter()
        .map(|n| {
            std::fs::read(dir.join(n).join("model.onnx")).unwrap_or_else(|e| panic!("{n}: {e}"))
        })
        .collect();
    seeds.push(std::fs::read(model("gpt2-tiny.onnx")).unwrap());
    let mut r = Rng(seed | 1);
    let deadline = Instant::now() + Duration::from_secs(secs);
    let (mut n, mut decoded) = (0u64, 0u64);
    let mut panics: Vec<String> = Vec::new();
    while Instant::now() < deadline {
        let base = &seeds[r.below(seeds.len())];
        let mut bytes = base.clone();
        if r.below(2) == 0 {
            let mut m = ModelProto::parse_from_bytes(base).unwrap();
            for _ in 0..1 + r.below(3) {
                mutate_model(&mut m, &mut r);
            }
            bytes = m.write_to_bytes().unwrap_or_default();
        } else {
            for _ in 0..1 + r.below(3) {
                mutate_bytes(&mut bytes, &mut r);
            }
        }
        let case = n;
        let res = std::panic::catch_unwind(|| exercise(&bytes));
        if res.is_err() {
            let p = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
                .join(format!("fuzz-{seed}-{case}.onnx"));
            let _ = std::fs::write(&p, &bytes);
            panics.push(format!("case {case}: {}", p.display()));
        }
        if onnx::decode(&bytes, "f").is_ok() {
            decoded += 1;
        }
        n += 1;
    }
    println!(
        "onnx fuzz: {n} models, {decoded} decoded, {} panics",
        panics.len()
    );
    assert!(
        panics.is_empty(),
        "seed {seed}: panics (the models are kept):\n{}",
        panics.join("\n")
    );
    assert!(n > 0);
}
