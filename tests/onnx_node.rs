//! The ONNX backend node-test suite through `hetc eval`'s library path.
//!
//! The suite ships in the `onnx` 1.22.0 wheel (1765 tests: a one-node or
//! small model each, with inputs and expected outputs as `TensorProto`s
//! (`SequenceProto`s and `OptionalProto`s where the values are those)
//! computed by onnx's reference implementations); `scripts/onnx-node-tests.sh`
//! (run by `scripts/test.sh`, or here when the data is missing) extracts it
//! into `target/onnx-node-tests/node`. Every test runs through the
//! reference interpreter in this process; the first test of each op family
//! that the reference passes runs through the MLIR cpu JIT as well. Outputs
//! must match the expected ones with numpy's `allclose(rtol=1e-3,
//! atol=1e-4)` (NaN where NaN is expected; integers and booleans exactly).
//! The pass counts must stay at or above the floors below, and no test may
//! panic. With `HETC_ONNX_COVERAGE_OUT=FILE` the test writes the coverage
//! table (`scripts/onnx-coverage.sh` writes `docs/onnx-coverage.md` so).

use crate::common::root;
use hetc_session::eval::{eval_onnx, Engine, EvalOptions};
use hetc_session::tensor_io::Array;
use onnx_protobuf::{Message, ModelProto};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Node tests that must match their expected outputs with the reference
/// interpreter (of 1765); raised as ops land.
const REFERENCE_FLOOR: usize = 1718;
/// Op families whose first test must match with the JIT alone.
const JIT_FLOOR: usize = 185;
/// ... and through `hetc eval`'s default path (the JIT, with the ops it
/// cannot lower run in the reference interpreter).
const DEFAULT_FLOOR: usize = 186;
/// Every node test through the JIT alone, and through `hetc eval`'s
/// default path (the differential check of the compiled path against the
/// expected outputs the reference matches; skipped with
/// `HETC_ONNX_NODE_QUICK=1`).
const ALL_JIT_FLOOR: usize = 1716;
const ALL_DEFAULT_FLOOR: usize = 1718;

const RTOL: f64 = 1e-3;
const ATOL: f64 = 1e-4;

/// `$HETC_ONNX_NODE_DIR`, or the suite extracted by the setup script.
pub fn node_dir() -> PathBuf {
    if let Ok(d) = std::env::var("HETC_ONNX_NODE_DIR") {
        return PathBuf::from(d);
    }
    let dir = root().join("target/onnx-node-tests/node");
    if !dir.join("test_abs/model.onnx").exists() {
        let out = Command::new("bash")
            .arg(root().join("scripts/onnx-node-tests.sh"))
            .output()
            .expect("running scripts/onnx-node-tests.sh");
        assert!(
            out.status.success(),
            "scripts/onnx-node-tests.sh failed (it needs pip and PyPI):\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    dir
}

/// One node test.
struct Case {
    name: String,
    dir: PathBuf,
    /// Op types of the model's nodes (subgraphs included), `domain.Op`
    /// outside the default domain.
    ops: Vec<String>,
    /// Why the test is outside hetc's scope, if it is.
    out_of_scope: Option<&'static str>,
}

fn op_name(n: &onnx_protobuf::NodeProto) -> String {
    if n.domain.is_empty() || n.domain == "ai.onnx" {
        n.op_type.clone()
    } else {
        format!("{}.{}", n.domain, n.op_type)
    }
}

fn walk_nodes(g: &onnx_protobuf::GraphProto, out: &mut Vec<String>) {
    for n in &g.node {
        out.push(op_name(n));
        for a in &n.attribute {
            if let Some(sub) = a.g.as_ref() {
                walk_nodes(sub, out);
            }
            for sub in &a.graphs {
                walk_nodes(sub, out);
            }
        }
    }
}

/// The kind of a declared value type: tensor, or what else.
fn value_kind(t: &onnx_protobuf::TypeProto) -> Option<&'static str> {
    use onnx_protobuf::type_proto::Value as V;
    match &t.value {
        Some(V::TensorType(tt)) if tt.elem_type == 8 => Some("strings"),
        // Sequences and optionals of tensors: structure the importer
        // knows (flattened by `data_set`).
        Some(V::TensorType(_)) | None => None,
        Some(V::SequenceType(s)) => s.elem_type.as_ref().and_then(value_kind),
        Some(V::OptionalType(o)) => o.elem_type.as_ref().and_then(value_kind),
        Some(V::MapType(_)) => Some("maps"),
        Some(_) => Some("sparse tensors"),
    }
}

/// Ops whose output is random (onnx's expected values come from numpy's
/// generator) or string-valued.
fn op_out_of_scope(op: &str) -> Option<&'static str> {
    Some(match op {
        "Bernoulli" | "RandomNormal" | "RandomNormalLike" | "RandomUniform"
        | "RandomUniformLike" | "Multinomial" => "random sampling",
        "StringNormalizer" | "StringSplit" | "StringConcat" | "RegexFullMatch" => "strings",
        _ => return None,
    })
}

fn load_cases(dir: &Path) -> Vec<Case> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok())
        .filter(|e| e.path().join("model.onnx").exists())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
        .into_iter()
        .map(|name| {
            let d = dir.join(&name);
            let bytes = std::fs::read(d.join("model.onnx")).unwrap();
            let m = ModelProto::parse_from_bytes(&bytes).unwrap();
            let g = m.graph.as_ref().unwrap();
            let mut ops = Vec::new();
            walk_nodes(g, &mut ops);
            let mut out_of_scope = g
                .input
                .iter()
                .chain(&g.output)
                .chain(&g.value_info)
                .filter_map(|v| v.type_.as_ref().and_then(value_kind))
                .next();
            if out_of_scope.is_none() {
                out_of_scope = ops.iter().find_map(|o| op_out_of_scope(o));
            }
            if out_of_scope.is_none()
                && name.starts_with("test_training_dropout")
                && !name.contains("zero_ratio")
            {
                out_of_scope = Some("training-mode randomness (dropout masks)");
            }
            let mut uniq = ops.clone();
            uniq.sort();
            uniq.dedup();
            Case {
                name,
                dir: d,
                ops: if ops.len() == 1 { ops } else { uniq },
                out_of_scope,
            }
        })
        .collect()
}

/// The op family of each test: the op of a one-node test; an expanded test
/// (`…_expanded`, `…_expanded_verN`) belongs to the test it expands; other
/// multi-node tests to the op whose name (lower case, no underscores) is
/// the longest prefix of the test name.
fn families(cases: &[Case]) -> Vec<String> {
    let single: BTreeMap<&str, &str> = cases
        .iter()
        .filter(|c| c.ops.len() == 1)
        .map(|c| (c.name.as_str(), c.ops[0].as_str()))
        .collect();
    let mut op_names: Vec<&str> = single.values().copied().collect();
    op_names.sort();
    op_names.dedup();
    cases
        .iter()
        .map(|c| {
            if c.ops.len() == 1 {
                return c.ops[0].clone();
            }
            if let Some(i) = c.name.find("_expanded") {
                if let Some(op) = single.get(&c.name[..i]) {
                    return op.to_string();
                }
            }
            let flat: String = c.name["test_".len()..].replace('_', "");
            op_names
                .iter()
                .filter(|op| {
                    let o = op.rsplit('.').next().unwrap_or(op).to_lowercase();
                    flat.starts_with(&o)
                })
                .max_by_key(|op| op.len())
                .map(|s| s.to_string())
                .unwrap_or_else(|| "(composite)".to_string())
        })
        .collect()
}

/// How a declared value reaches `hetc eval`: a data file's message, and
/// a sequence's element type.
fn data_kind(
    t: Option<&onnx_protobuf::TypeProto>,
) -> (hetc_frontends::onnx::DataKind, Option<hetc_ir::DType>) {
    use hetc_frontends::onnx::DataKind;
    use onnx_protobuf::type_proto::Value as V;
    let elem = |t: &onnx_protobuf::TypeProto| match &t.value {
        Some(V::SequenceType(s)) => match s.elem_type.as_ref().and_then(|e| e.value.as_ref()) {
            Some(V::TensorType(t)) => hetc_frontends::onnx::dtype_of_code(t.elem_type).ok(),
            _ => None,
        },
        _ => None,
    };
    match t.and_then(|t| t.value.as_ref()) {
        Some(V::SequenceType(_)) => (DataKind::Sequence, t.and_then(elem)),
        Some(V::OptionalType(o)) => (DataKind::Optional, o.elem_type.as_ref().and_then(elem)),
        _ => (DataKind::Tensor, None),
    }
}

/// `v` as the tensors `hetc eval` takes or gives for value `name`: a
/// sequence's elements as `NAME[i]` (an empty input sequence as one
/// `[0]` tensor `NAME` of `elem`), an optional's value, if any.
fn flatten(
    name: &str,
    v: hetc_frontends::onnx::DataValue,
    elem: Option<hetc_ir::DType>,
    input: bool,
    out: &mut Vec<Array>,
) -> Result<(), String> {
    use hetc_frontends::onnx::DataValue as D;
    match v {
        D::Tensor(shape, data) => out.push(Array::new(name, shape, data)?),
        D::Optional(None) => {}
        D::Optional(Some(v)) => flatten(name, *v, elem, input, out)?,
        D::Sequence(items) if items.is_empty() && input => {
            let dtype =
                elem.ok_or_else(|| format!("{name}: an empty sequence of no element type"))?;
            out.push(Array::new(
                name,
                vec![0],
                hetc_ir::TensorData::from_f64s(dtype, &[]),
            )?);
        }
        D::Sequence(items) => {
            for (i, item) in items.into_iter().enumerate() {
                match item {
                    D::Tensor(shape, data) => {
                        out.push(Array::new(format!("{name}[{i}]"), shape, data)?)
                    }
                    _ => return Err(format!("{name}: a sequence of sequences or optionals")),
                }
            }
        }
    }
    Ok(())
}

/// Input and expected output tensors of one data set of `model`
/// (sequences and optionals flattened as `hetc eval` takes and gives
/// them).
fn data_set(dir: &Path, model: &ModelProto) -> Result<(Vec<Array>, Vec<Array>), String> {
    let g = model.graph.as_ref().ok_or("no graph")?;
    let inits: std::collections::HashSet<&str> =
        g.initializer.iter().map(|t| t.name.as_str()).collect();
    let inputs: Vec<_> = g
        .input
        .iter()
        .filter(|i| !inits.contains(i.name.as_str()))
        .collect();
    let read =
        |prefix: &str, decl: &[&onnx_protobuf::ValueInfoProto]| -> Result<Vec<Array>, String> {
            let mut out = Vec::new();
            for i in 0.. {
                let file = format!("{prefix}_{i}.pb");
                let p = dir.join(&file);
                if !p.exists() {
                    break;
                }
                let bytes = std::fs::read(&p).map_err(|e| e.to_string())?;
                let d = decl.get(i).copied();
                let (kind, elem) = data_kind(d.and_then(|d| d.type_.as_ref()));
                let (name, v) = hetc_frontends::onnx::decode_data(&bytes, dir, &file, kind)
                    .map_err(|e| e.to_string())?;
                let name = d.map_or(name, |d| d.name.clone());
                flatten(&name, v, elem, prefix == "input", &mut out)?;
            }
            Ok(out)
        };
    let outputs: Vec<_> = g.output.iter().collect();
    Ok((read("input", &inputs)?, read("output", &outputs)?))
}

/// Why `got` does not match `want`, if it does not.
fn mismatch(got: &Array, want: &Array) -> Option<String> {
    if got.dtype() != want.dtype() {
        return Some(format!(
            "output {:?} is {}, expected {}",
            want.name,
            got.dtype(),
            want.dtype()
        ));
    }
    if got.shape != want.shape {
        return Some(format!(
            "output {:?} has shape {:?}, expected {:?}",
            want.name, got.shape, want.shape
        ));
    }
    if !want.dtype().is_float() {
        if got.data.bytes != want.data.bytes {
            let (g, w) = (got.data.to_i64s(), want.data.to_i64s());
            let k = g.iter().zip(&w).position(|(a, b)| a != b).unwrap_or(0);
            return Some(format!(
                "output {:?} element {k} is {}, expected {}",
                want.name,
                g.get(k).copied().unwrap_or_default(),
                w.get(k).copied().unwrap_or_default()
            ));
        }
        return None;
    }
    let (g, w) = (got.data.to_f64s(), want.data.to_f64s());
    for (k, (&a, &b)) in g.iter().zip(&w).enumerate() {
        let ok = if b.is_nan() {
            a.is_nan()
        } else if b.is_infinite() {
            a == b
        } else {
            (a - b).abs() <= ATOL + RTOL * b.abs()
        };
        if !ok {
            return Some(format!(
                "output {:?} element {k} is {a}, expected {b}",
                want.name
            ));
        }
    }
    None
}

/// Run one test's data sets with `engine`: `Ok` or the first reason.
fn run_case(c: &Case, engine: Engine) -> Result<(), String> {
    let bytes = std::fs::read(c.dir.join("model.onnx")).map_err(|e| e.to_string())?;
    let mut sets: Vec<PathBuf> = std::fs::read_dir(&c.dir)
        .map_err(|e| e.to_string())?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_dir())
        .collect();
    sets.sort();
    let opts = EvalOptions {
        engine,
        ..EvalOptions::default()
    };
    let model = ModelProto::parse_from_bytes(&bytes).map_err(|e| e.to_string())?;
    for set in sets {
        let (inputs, want) = data_set(&set, &model)?;
        let got = eval_onnx(&bytes, &c.dir, "model.onnx", &inputs, &opts)
            .map_err(|e| hetc_session::chain(&e))?;
        if got.outputs.len() != want.len() {
            return Err(format!(
                "{} outputs, expected {}",
                got.outputs.len(),
                want.len()
            ));
        }
        for (g, w) in got.outputs.iter().zip(&want) {
            if let Some(m) = mismatch(g, w) {
                return Err(m);
            }
        }
    }
    Ok(())
}

/// The outcome of a test under one engine.
#[derive(Clone, Debug)]
enum Outcome {
    Pass,
    Fail(String),
    Panic(String),
}

/// One engine's run over every node test: what it is, passes, panics and
/// failure categories.
type AllRun = (&'static str, usize, usize, Vec<(String, usize)>);

/// The test running now and since when, for the watchdog.
static CURRENT: std::sync::Mutex<Option<(String, std::time::Instant)>> =
    std::sync::Mutex::new(None);

/// Report a test that runs for more than 60 s (a hang would otherwise be
/// silent until CI's time runs out).
fn watchdog() {
    std::thread::spawn(|| {
        let mut reported = String::new();
        loop {
            std::thread::sleep(std::time::Duration::from_secs(5));
            let cur = CURRENT.lock().map(|g| g.clone()).unwrap_or(None);
            if let Some((name, t0)) = cur {
                if t0.elapsed().as_secs() > 60 && name != reported {
                    eprintln!("onnx_node: {name} has run for {} s", t0.elapsed().as_secs());
                    reported = name;
                }
            }
        }
    });
}

fn outcome(c: &Case, engine: Engine) -> Outcome {
    if let Ok(mut g) = CURRENT.lock() {
        *g = Some((
            format!("{} ({engine:?})", c.name),
            std::time::Instant::now(),
        ));
    }
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| run_case(c, engine))) {
        Ok(Ok(())) => Outcome::Pass,
        Ok(Err(m)) => Outcome::Fail(m),
        Err(p) => Outcome::Panic(
            p.downcast_ref::<String>()
                .cloned()
                .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default(),
        ),
    }
}

/// A short category of a failure, for the summary.
fn category(reason: &str) -> String {
    if let Some(i) = reason.find("custom<") {
        let rest = &reason[i..];
        let op = rest
            .split('"')
            .nth(3)
            .map(|s| s.to_string())
            .unwrap_or_default();
        return format!("unsupported op {op}");
    }
    if let Some(i) = reason.find("unsupported op ") {
        let op: String = reason[i + 15..]
            .trim_start_matches('"')
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '.' || *c == '_')
            .collect();
        return format!("unsupported op {op}");
    }
    if reason.contains("element type") && reason.contains("not supported") {
        return "unsupported element type".into();
    }
    if reason.starts_with("output ") && reason.contains("expected") {
        return "wrong output".into();
    }
    // The JIT's refusals, by what they lack.
    if let Some(i) = reason.find("element type ") {
        if reason.contains("is not lowered") {
            let t: String = reason[i + 13..]
                .chars()
                .take_while(|c| c.is_alphanumeric())
                .collect();
            return format!("JIT: element type {t} not lowered");
        }
    }
    if let Some(i) = reason.find(" has no MLIR lowering here") {
        let kind = reason[..i].rsplit(' ').next().unwrap_or_default();
        return format!("JIT: no lowering of {kind}");
    }
    if reason.contains("must be known at compile time") {
        return "a value the graph computes needed at compile time".into();
    }
    if let Some(i) = reason
        .find(" is not lowered")
        .or_else(|| reason.find(" are not lowered"))
    {
        let what = reason[..i].rsplit(": ").next().unwrap_or_default();
        return format!("JIT: {what} not lowered");
    }
    "other import or run error".into()
}

fn one_line(s: &str) -> String {
    let l = s.lines().next().unwrap_or_default();
    let l = l.strip_prefix("model.onnx: ").unwrap_or(l);
    let l: String = l.chars().take(300).collect();
    l.replace('|', "\\|")
}

#[test]
fn onnx_node_tests_match_their_expected_outputs() {
    let dir = node_dir();
    let mut cases = load_cases(&dir);
    // `HETC_ONNX_NODE_ONLY=a,b`: only the tests whose names contain one of
    // these (a developer's quick run; no floors checked).
    let only = std::env::var("HETC_ONNX_NODE_ONLY").ok();
    if let Some(o) = &only {
        cases.retain(|c| o.split(',').any(|p| c.name.contains(p)));
    } else {
        assert_eq!(
            cases.len(),
            1765,
            "{}: the onnx 1.22.0 suite",
            dir.display()
        );
    }
    let fams = families(&cases);
    watchdog();
    let t0 = std::time::Instant::now();
    let reference: Vec<Outcome> = cases
        .iter()
        .map(|c| match c.out_of_scope {
            Some(_) => Outcome::Fail("out of scope".into()),
            None => outcome(c, Engine::Reference),
        })
        .collect();
    let t_ref = t0.elapsed().as_secs_f64();
    // The JIT over each family's first test that the reference passes.
    let t1 = std::time::Instant::now();
    let mut jit: BTreeMap<usize, Outcome> = BTreeMap::new();
    let mut seen = std::collections::BTreeSet::new();
    for (i, c) in cases.iter().enumerate() {
        if matches!(reference[i], Outcome::Pass) && seen.insert(fams[i].clone()) {
            jit.insert(i, outcome(c, Engine::JitOnly));
        }
    }
    let t_jit = t1.elapsed().as_secs_f64();
    // `hetc eval`'s default path where the JIT alone fails: the ops it
    // cannot lower run in the reference interpreter, the rest compiled.
    let default_path: BTreeMap<usize, Outcome> = jit
        .iter()
        .filter(|(_, o)| !matches!(o, Outcome::Pass))
        .map(|(&i, _)| (i, outcome(&cases[i], Engine::Jit)))
        .collect();
    let default_passed = jit.len()
        - default_path
            .values()
            .filter(|o| !matches!(o, Outcome::Pass))
            .count();
    let passed = reference
        .iter()
        .filter(|o| matches!(o, Outcome::Pass))
        .count();
    let out_of_scope = cases.iter().filter(|c| c.out_of_scope.is_some()).count();
    let jit_passed = jit.values().filter(|o| matches!(o, Outcome::Pass)).count();
    let mut families_all: Vec<&String> = fams.iter().collect();
    families_all.sort();
    families_all.dedup();
    let panics: Vec<String> = reference
        .iter()
        .enumerate()
        .chain(jit.iter().map(|(&i, o)| (i, o)))
        .chain(default_path.iter().map(|(&i, o)| (i, o)))
        .filter_map(|(i, o)| match o {
            Outcome::Panic(m) => Some(format!("{}: {m}", cases[i].name)),
            _ => None,
        })
        .collect();
    // Failure categories.
    let mut cats: BTreeMap<String, usize> = BTreeMap::new();
    for (i, o) in reference.iter().enumerate() {
        let k = match (&cases[i].out_of_scope, o) {
            (Some(why), _) => format!("out of scope: {why}"),
            (None, Outcome::Pass) => continue,
            (None, Outcome::Fail(m)) => category(m),
            (None, Outcome::Panic(_)) => "panic".into(),
        };
        *cats.entry(k).or_default() += 1;
    }
    let mut cat_list: Vec<(String, usize)> = cats.into_iter().collect();
    cat_list.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    eprintln!(
        "ONNX node tests: reference {passed} of {} passed ({out_of_scope} out of scope) in {t_ref:.1} s; \
         JIT alone {jit_passed} of {} op families' first tests in {t_jit:.1} s ({} families); \
         hetc eval's default path (JIT, unlowered ops in the reference) {default_passed} of them",
        cases.len(),
        jit.len(),
        families_all.len()
    );
    for (k, n) in &cat_list {
        eprintln!("  {n:5}  {k}");
    }
    // Every test through hetc eval's default path and the JIT alone (4
    // minutes with a cold compile cache on 2 cores, seconds warm; the
    // figures of docs/onnx-coverage.md), unless `HETC_ONNX_NODE_QUICK=1`.
    // Per engine: its name, passes, panics and failure categories.
    let mut all_runs: Vec<AllRun> = Vec::new();
    if std::env::var_os("HETC_ONNX_NODE_QUICK").is_none()
        || std::env::var_os("HETC_ONNX_NODE_ALL").is_some()
    {
        // `HETC_ONNX_NODE_ALL_OUT=FILE`: one line per test and engine,
        // written as it ends (a process abort inside LLVM then names the
        // test after the last line).
        let mut log = std::env::var("HETC_ONNX_NODE_ALL_OUT")
            .ok()
            .map(|p| std::fs::File::create(&p).unwrap_or_else(|e| panic!("{p}: {e}")));
        for engine in [Engine::Jit, Engine::JitOnly] {
            let t = std::time::Instant::now();
            let (mut pass, mut panic) = (0, Vec::new());
            let mut cats: BTreeMap<String, usize> = BTreeMap::new();
            for c in cases.iter().filter(|c| c.out_of_scope.is_none()) {
                let o = outcome(c, engine);
                if let Some(f) = log.as_mut() {
                    use std::io::Write as _;
                    let what = match &o {
                        Outcome::Pass => "pass".to_string(),
                        Outcome::Fail(m) => format!("fail\t{}", one_line(m)),
                        Outcome::Panic(m) => format!("panic\t{}", one_line(m)),
                    };
                    let _ = writeln!(f, "{engine:?}\t{}\t{what}", c.name);
                    let _ = f.flush();
                }
                match o {
                    Outcome::Pass => pass += 1,
                    Outcome::Panic(m) => panic.push(format!("{}: {m}", c.name)),
                    Outcome::Fail(m) => *cats.entry(category(&m)).or_default() += 1,
                }
            }
            eprintln!(
                "all node tests through {engine:?}: {pass} of {} pass, {} panic(s), {:.0} s",
                cases.len(),
                panic.len(),
                t.elapsed().as_secs_f64()
            );
            let mut cats: Vec<(String, usize)> = cats.into_iter().collect();
            cats.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
            for (k, n) in &cats {
                eprintln!("  {n:5}  {k}");
            }
            for p in &panic {
                eprintln!("  panic: {p}");
            }
            let what = match engine {
                Engine::Jit => "hetc eval's default path (the JIT, ops with no lowering in the reference interpreter)",
                _ => "the JIT alone",
            };
            all_runs.push((what, pass, panic.len(), cats));
        }
    }
    if let Ok(out) = std::env::var("HETC_ONNX_COVERAGE_OUT") {
        let mut md = coverage_md(&cases, &fams, &reference, &jit, &cat_list);
        if !all_runs.is_empty() {
            // Every test through both compiled paths (HETC_ONNX_NODE_ALL).
            let mut extra = String::from("\n## Every test through the compiled paths\n\n");
            for (what, pass, panics, _) in &all_runs {
                let _ = writeln!(
                    extra,
                    "* {what}: **{pass} of {}** pass ({:.1} %), {panics} panics",
                    cases.len(),
                    100.0 * *pass as f64 / cases.len() as f64
                );
            }
            if let Some((_, _, _, cats)) = all_runs.last() {
                let _ = writeln!(
                    extra,
                    "\nThe JIT alone's failures (out-of-scope tests not run):\n\n| tests | category |\n|---:|---|"
                );
                for (k, n) in cats {
                    let _ = writeln!(extra, "| {n} | {} |", one_line(k));
                }
            }
            let at = md.find("\n## Failures by category").unwrap_or(md.len());
            md.insert_str(at, &extra);
        }
        std::fs::write(&out, md).unwrap_or_else(|e| panic!("{out}: {e}"));
    }
    assert!(panics.is_empty(), "panics:\n{}", panics.join("\n"));
    if only.is_some() {
        return;
    }
    for (what, pass, panics, _) in &all_runs {
        let floor = if what.starts_with("the JIT alone") {
            ALL_JIT_FLOOR
        } else {
            ALL_DEFAULT_FLOOR
        };
        assert!(
            *panics == 0 && *pass >= floor,
            "{what}: {pass} of {} node tests pass ({panics} panics), the floor is {floor}",
            cases.len()
        );
    }
    assert!(
        passed >= REFERENCE_FLOOR,
        "reference: {passed} of {} node tests pass, the floor is {REFERENCE_FLOOR}",
        cases.len()
    );
    assert!(
        jit_passed >= JIT_FLOOR,
        "JIT: {jit_passed} op families pass, the floor is {JIT_FLOOR}"
    );
    assert!(
        default_passed >= DEFAULT_FLOOR,
        "hetc eval's default path: {default_passed} op families pass, the floor is {DEFAULT_FLOOR}"
    );
}

/// `docs/onnx-coverage.md`: a summary, then every test by op family.
/// The real exports `tests/onnx_real.rs` checks against onnxruntime, as
/// `scripts/onnx-real-models.sh` lists them (its header table: one source).
fn real_exports_md() -> String {
    let script = root().join("scripts/onnx-real-models.sh");
    let text = std::fs::read_to_string(&script).unwrap_or_default();
    let mut lines = text.lines().skip_while(|l| !l.starts_with("#   name "));
    // The header's columns, by character position (the rows hold `…`).
    let header: Vec<char> = lines.next().unwrap_or_default().chars().collect();
    let at = |word: &str| -> usize {
        let w: Vec<char> = word.chars().collect();
        header
            .windows(w.len())
            .position(|x| x == w.as_slice())
            .unwrap_or(header.len())
    };
    // Name and package by the header's columns; the file and what it is
    // split at the first wide gap (a long file name runs past the header).
    let (p, f) = (at("package"), at("file in"));
    let rows: Vec<[String; 4]> = lines
        .take_while(|l| l.starts_with("#   "))
        .map(|l| {
            let c: Vec<char> = l.chars().collect();
            let part = |a: usize, b: usize| -> String {
                c[a.min(c.len())..b.min(c.len())]
                    .iter()
                    .collect::<String>()
                    .trim()
                    .to_string()
            };
            let rest = part(f, c.len());
            let (file, what) = rest.split_once("  ").unwrap_or((&rest, ""));
            [
                part(4, p),
                part(p, f),
                file.trim().to_string(),
                what.trim().to_string(),
            ]
        })
        .collect();
    let mut s = format!(
        "## Real exports\n\n{} models that hetc did not produce, from PyPI wheels (pinned by version and sha256 in `scripts/onnx-real-models.sh`), each compiled to a bundle, run with `hetc run --local`, `hetc eval` and `hetc eval --reference`, and compared with onnxruntime by `tests/onnx_real.rs` (figures in `docs/frontends.md`):\n\n| model | package | file | what |\n|---|---|---|---|\n",
        rows.len()
    );
    for r in &rows {
        let _ = writeln!(s, "| {} | {} | `{}` | {} |", r[0], r[1], r[2], r[3]);
    }
    s.push('\n');
    s
}

fn coverage_md(
    cases: &[Case],
    fams: &[String],
    reference: &[Outcome],
    jit: &BTreeMap<usize, Outcome>,
    cats: &[(String, usize)],
) -> String {
    let n = cases.len();
    let passed = reference
        .iter()
        .filter(|o| matches!(o, Outcome::Pass))
        .count();
    let jit_passed = jit.values().filter(|o| matches!(o, Outcome::Pass)).count();
    let mut s = String::new();
    let _ = writeln!(s, "# ONNX backend node-test coverage\n");
    let _ = writeln!(
        s,
        "Generated by `scripts/onnx-coverage.sh` from the test \
         `onnx_node::onnx_node_tests_match_their_expected_outputs` over the node \
         tests of the `onnx` 1.22.0 wheel. Each test's model is imported and run by \
         `hetc eval`'s library path on the test's inputs, and its outputs compared \
         with the expected ones (numpy `allclose`, rtol 1e-3, atol 1e-4; integers \
         and booleans exactly).\n"
    );
    let _ = writeln!(
        s,
        "* reference interpreter: **{passed} of {n}** pass ({:.1} %)",
        100.0 * passed as f64 / n as f64
    );
    let _ = writeln!(
        s,
        "* MLIR cpu JIT, on each op family's first test that the reference passes: **{jit_passed} of {}**\n",
        jit.len()
    );
    s.push_str(&real_exports_md());
    let _ = writeln!(
        s,
        "## Failures by category\n\n| tests | category |\n|---:|---|"
    );
    for (k, c) in cats {
        let _ = writeln!(s, "| {c} | {k} |");
    }
    let mut by_fam: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
    for (i, f) in fams.iter().enumerate() {
        by_fam.entry(f).or_default().push(i);
    }
    let _ = writeln!(s, "\n## By op\n");
    for (f, idx) in &by_fam {
        let ok = idx
            .iter()
            .filter(|&&i| matches!(reference[i], Outcome::Pass))
            .count();
        let _ = writeln!(
            s,
            "### {f} ({ok}/{})\n\n| test | reference | JIT | reason |\n|---|---|---|---|",
            idx.len()
        );
        for &i in idx {
            let c = &cases[i];
            let (r, why) = match (&c.out_of_scope, &reference[i]) {
                (Some(w), _) => ("out of scope", w.to_string()),
                (None, Outcome::Pass) => ("pass", String::new()),
                (None, Outcome::Fail(m)) => ("fail", one_line(m)),
                (None, Outcome::Panic(m)) => ("PANIC", one_line(m)),
            };
            let j = match jit.get(&i) {
                None => String::new(),
                Some(Outcome::Pass) => "pass".into(),
                Some(Outcome::Fail(m)) => format!("fail: {}", one_line(m)),
                Some(Outcome::Panic(m)) => format!("PANIC: {}", one_line(m)),
            };
            let _ = writeln!(s, "| {} | {r} | {j} | {why} |", c.name);
        }
        s.push('\n');
    }
    s
}

/// `hetc eval`'s default path runs an op the JIT cannot lower (max_pool's
/// indices output, det) in the reference interpreter, with one warning naming
/// it, and matches onnx's expected outputs; the JIT alone refuses the same
/// model naming the op.
#[test]
fn unlowered_ops_run_in_the_reference_with_a_warning() {
    let dir = node_dir();
    for (name, kind) in [("test_det_2d", "det"), ("test_det_nd", "det")] {
        let d = dir.join(name);
        let bytes = std::fs::read(d.join("model.onnx")).unwrap();
        let model = ModelProto::parse_from_bytes(&bytes).unwrap();
        let (inputs, want) = data_set(&d.join("test_data_set_0"), &model).unwrap();
        let got = eval_onnx(&bytes, &d, "model.onnx", &inputs, &EvalOptions::default())
            .unwrap_or_else(|e| panic!("{name}: {}", hetc_session::chain(&e)));
        let fell_back: Vec<&String> = got
            .warnings
            .iter()
            .filter(|w| w.contains("reference interpreter"))
            .collect();
        assert_eq!(fell_back.len(), 1, "{name}: {:?}", got.warnings);
        assert!(fell_back[0].contains(kind), "{name}: {:?}", got.warnings);
        for (g, w) in got.outputs.iter().zip(&want) {
            assert_eq!(mismatch(g, w), None, "{name}");
        }
        let alone = EvalOptions {
            engine: Engine::JitOnly,
            ..EvalOptions::default()
        };
        let e = eval_onnx(&bytes, &d, "model.onnx", &inputs, &alone)
            .map(|_| ())
            .expect_err("the JIT alone lowers it");
        assert!(hetc_session::chain(&e).contains(kind), "{name}");
    }
}

/// Every ArgMax / ArgMin (axes, keepdims, `select_last_index`), TopK
/// (largest / smallest, ties, a negative axis, u64), negative-step Slice
/// and MaxPool-with-indices (pads; strides with `storage_order` 1) node
/// test matches onnx's expected outputs on the JIT alone
/// (`backends/src/mlir/lower/select.rs`, the Slice lowering's generic).
#[test]
fn selections_and_negative_step_slices_run_on_the_jit_alone() {
    let dir = node_dir();
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| {
            [
                "test_argmax_",
                "test_argmin_",
                "test_top_k",
                "test_slice_neg_steps",
                "test_maxpool_with_argmax_",
            ]
            .iter()
            .any(|p| n.starts_with(p))
        })
        .collect();
    names.sort();
    assert_eq!(names.len(), 42, "{names:?}");
    let failed: Vec<String> = names
        .iter()
        .filter_map(|name| {
            let c = Case {
                name: name.clone(),
                dir: dir.join(name),
                ops: Vec::new(),
                out_of_scope: None,
            };
            match outcome(&c, Engine::JitOnly) {
                Outcome::Pass => None,
                o => Some(format!("{name}: {o:?}")),
            }
        })
        .collect();
    assert!(failed.is_empty(), "{}", failed.join("\n"));
}
