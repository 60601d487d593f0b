//! Where a rank's compute code comes from: the bundle's shared objects,
//! loaded as they are ([`hetc_backends::native::CpuStage::load`]), or —
//! in a build with the compiler (feature `mlir`) — compiled at launch
//! (through the compile cache) where the bundle holds none this host can
//! run. A build without the compiler (`hetc-run`) compiles nothing: a
//! segment without runnable bundle code is an error naming the rank, the
//! file and what to do.
//!
//! Ranks bound to a GPU (`nvidia`, `amd`) need the vendor's driver
//! ([`check_device`]); without it they fail before anything runs.

use crate::error::{Result, SessionError};
use hetc_backends::native::{BundleObject, CpuStage, Origin};
use hetc_backends::reference::Tensor;
use hetc_backends::BackendError;
use hetc_ir::Verified;
use std::path::Path;

#[cfg(feature = "mlir")]
pub use hetc_backends::mlir::{CpuOptions, THREADS_VAR};

/// The environment variable that sets [`CpuOptions::threads`] (as
/// `OMP_NUM_THREADS` sets OpenMP's).
#[cfg(not(feature = "mlir"))]
pub const THREADS_VAR: &str = "HETC_CPU_THREADS";

/// How cpu code runs: the rank's threads (a bundle's code runs on the
/// threads it was compiled for; this build compiles nothing).
#[cfg(not(feature = "mlir"))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CpuOptions {
    pub threads: usize,
}

#[cfg(not(feature = "mlir"))]
impl Default for CpuOptions {
    fn default() -> Self {
        CpuOptions::with_threads(1)
    }
}

#[cfg(not(feature = "mlir"))]
impl CpuOptions {
    pub fn with_threads(threads: usize) -> CpuOptions {
        CpuOptions { threads }
    }

    /// The options `HETC_CPU_THREADS` asks for (a positive thread count;
    /// unset: one thread); anything else is an error naming the variable.
    pub fn from_env() -> std::result::Result<CpuOptions, BackendError> {
        match std::env::var(THREADS_VAR) {
            Err(std::env::VarError::NotPresent) => Ok(CpuOptions::default()),
            Ok(v) => match v.trim().parse::<usize>() {
                Ok(threads) if threads > 0 => Ok(CpuOptions::with_threads(threads)),
                _ => Err(BackendError::Code(format!(
                    "{THREADS_VAR}={v:?}: expected a positive thread count"
                ))),
            },
            Err(e) => Err(BackendError::Code(format!("{THREADS_VAR}: {e}"))),
        }
    }
}

/// Whether this process carries the compiler (and so can compile what a
/// bundle does not hold).
pub const COMPILES: bool = cfg!(feature = "mlir");

/// Whether this process runs IREE modules (feature `iree`).
pub const RUNS_IREE: bool = cfg!(feature = "iree");

/// A compute segment's code: hetc's cpu code (the bundle's shared object,
/// or compiled here), or the bundle's IREE module on the rank's device.
pub enum SegCode {
    Cpu(CpuStage),
    #[cfg(feature = "iree")]
    Iree(hetc_backends::native::iree::IreeStage),
}

/// A value between a rank's segments: in host memory, or — a result of an
/// IREE module — in a buffer on the rank's device, which the next IREE
/// segment takes as it is. It is read to the host only where it leaves the
/// device: a collective, the transport, a cpu or interpreted segment.
#[derive(Clone)]
pub enum SegValue {
    Host(Tensor),
    #[cfg(feature = "iree")]
    Device(hetc_backends::native::iree::DeviceTensor),
}

impl SegValue {
    /// Its data in host memory (read from the device if it is there).
    pub fn to_host(&self) -> std::result::Result<Tensor, BackendError> {
        match self {
            SegValue::Host(t) => Ok(t.clone()),
            #[cfg(feature = "iree")]
            SegValue::Device(d) => d.to_tensor(),
        }
    }

    /// Zeros of its type where it is (on its device: uploaded once).
    pub fn zeros_like(&self) -> std::result::Result<SegValue, BackendError> {
        match self {
            SegValue::Host(t) => Ok(SegValue::Host(Tensor::new(
                t.dtype,
                t.shape.clone(),
                vec![0.0; t.data.len()],
            ))),
            #[cfg(feature = "iree")]
            SegValue::Device(d) => d.zeros_like().map(SegValue::Device),
        }
    }

    /// Zeros of type `dtype[shape]` where it is (on its device: uploaded
    /// once).
    pub fn zeros_beside(
        &self,
        dtype: hetc_ir::DType,
        shape: &[usize],
    ) -> std::result::Result<SegValue, BackendError> {
        match self {
            SegValue::Host(_) => Ok(SegValue::Host(Tensor::new(
                dtype,
                shape.to_vec(),
                vec![0.0; shape.iter().product()],
            ))),
            #[cfg(feature = "iree")]
            SegValue::Device(d) => d.zeros(dtype, shape).map(SegValue::Device),
        }
    }

    /// Bytes of its elements.
    pub fn bytes(&self) -> u64 {
        match self {
            SegValue::Host(t) => t.data.len() as u64 * t.dtype.size_bytes(),
            #[cfg(feature = "iree")]
            SegValue::Device(d) => d.bytes(),
        }
    }

    /// Into host memory, without a copy when it is there.
    pub fn into_host(self) -> std::result::Result<Tensor, BackendError> {
        match self {
            SegValue::Host(t) => Ok(t),
            #[cfg(feature = "iree")]
            SegValue::Device(d) => d.to_tensor(),
        }
    }
}

/// The values of `x` in host memory: borrowed where they are there, read
/// from the device where not.
pub fn host_tensors(
    x: &[SegValue],
) -> std::result::Result<Vec<std::borrow::Cow<'_, Tensor>>, BackendError> {
    use std::borrow::Cow;
    x.iter()
        .map(|v| match v {
            SegValue::Host(t) => Ok(Cow::Borrowed(t)),
            #[cfg(feature = "iree")]
            SegValue::Device(d) => d.to_tensor().map(Cow::Owned),
        })
        .collect()
}

/// The bytes that crossed between host memory and the IREE devices this
/// thread opened (a rank's): per device, its driver, ordinal and counts.
pub fn device_traffic() -> Vec<(String, usize, hetc_backends::native::iree::Traffic)> {
    #[cfg(feature = "iree")]
    {
        DEVICES.with(|d| {
            d.borrow()
                .iter()
                .map(|((driver, n), dev)| (driver.clone(), *n, dev.traffic()))
                .collect()
        })
    }
    #[cfg(not(feature = "iree"))]
    Vec::new()
}

impl SegCode {
    /// Run it on reference tensors.
    pub fn run(&self, x: &[Tensor]) -> std::result::Result<Vec<Tensor>, BackendError> {
        match self {
            SegCode::Cpu(c) => c.run(x),
            #[cfg(feature = "iree")]
            SegCode::Iree(c) => c.run(x),
        }
    }

    /// Run it on segment values: an IREE module takes values on its
    /// device as they are and leaves its results there; cpu code works on
    /// host memory.
    pub fn run_values(&self, x: &[SegValue]) -> std::result::Result<Vec<SegValue>, BackendError> {
        match self {
            SegCode::Cpu(c) => {
                let host = host_tensors(x)?;
                let refs: Vec<&Tensor> = host.iter().map(|t| t.as_ref()).collect();
                Ok(c.run_refs(&refs)?.into_iter().map(SegValue::Host).collect())
            }
            #[cfg(feature = "iree")]
            SegCode::Iree(c) => {
                use hetc_backends::native::iree::IreeArg;
                let args: Vec<IreeArg> = x
                    .iter()
                    .map(|v| match v {
                        SegValue::Host(t) => IreeArg::Host(t),
                        SegValue::Device(d) => IreeArg::Device(d),
                    })
                    .collect();
                Ok(c.call(&args)?.into_iter().map(SegValue::Device).collect())
            }
        }
    }

    /// Take new weights from `graph` (a training step's update).
    pub fn reload_weights(&mut self, graph: Verified<'_>) -> std::result::Result<(), BackendError> {
        match self {
            SegCode::Cpu(c) => c.reload_weights(graph),
            #[cfg(feature = "iree")]
            SegCode::Iree(c) => c.reload_weights(graph),
        }
    }

    /// Read weights (`(value in the code's graph, tensor)`) from values
    /// computed on the rank's device (an optimizer step's): an IREE
    /// module's copies of them are replaced. Cpu code cannot: an error.
    pub fn set_device_weights(
        &mut self,
        weights: &[(u32, &SegValue)],
    ) -> std::result::Result<(), BackendError> {
        let _ = &weights;
        match self {
            SegCode::Cpu(c) => Err(BackendError::Code(format!(
                "{}: cpu code cannot read weights from a device",
                c.name()
            ))),
            #[cfg(feature = "iree")]
            SegCode::Iree(c) => {
                let mut list = Vec::with_capacity(weights.len());
                for &(v, w) in weights {
                    match w {
                        SegValue::Device(d) => list.push((v, d)),
                        SegValue::Host(_) => {
                            return Err(BackendError::Code(format!(
                                "{}: a weight handed over in host memory, not on the device",
                                c.name()
                            )))
                        }
                    }
                }
                c.set_device_weights(&list)
            }
        }
    }

    /// Weight data `data` of type `ty` on this code's device, where it
    /// is an IREE module (the copy already there, or uploaded now).
    pub fn resident_weight(
        &self,
        data: &hetc_ir::TensorData,
        ty: &hetc_ir::TensorType,
    ) -> std::result::Result<SegValue, BackendError> {
        let _ = (data, ty);
        match self {
            SegCode::Cpu(c) => Err(BackendError::Code(format!(
                "{}: cpu code has no device",
                c.name()
            ))),
            #[cfg(feature = "iree")]
            SegCode::Iree(c) => c.resident_weight(data, ty).map(SegValue::Device),
        }
    }

    /// Bytes of the weight copies the code reads (on its device).
    pub fn weight_bytes(&self) -> u64 {
        match self {
            SegCode::Cpu(c) => c.weight_bytes(),
            #[cfg(feature = "iree")]
            SegCode::Iree(c) => c.weight_bytes(),
        }
    }

    /// Where the code came from (an IREE module: the bundle).
    pub fn origin(&self) -> Origin {
        match self {
            SegCode::Cpu(c) => c.origin(),
            #[cfg(feature = "iree")]
            SegCode::Iree(_) => Origin::Bundle,
        }
    }

    /// Whether it is an IREE module.
    pub fn is_iree(&self) -> bool {
        !matches!(self, SegCode::Cpu(_))
    }
}

/// Which device a rank's IREE modules run on: the HAL driver for its
/// vendor (`local-task` on the host for cpu ranks, `cuda`, `hip`) and the
/// device ordinal (`--device N`, else the launcher's local rank:
/// `LOCAL_RANK`, `SLURM_LOCALID`, `OMPI_COMM_WORLD_LOCAL_RANK`; else 0).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RankDevice {
    pub rank: usize,
    pub vendor: String,
    pub chip: String,
    pub ordinal: usize,
}

impl RankDevice {
    /// Rank `rank`'s device: its vendor and chip from the manifest, the
    /// ordinal from `device` or the environment.
    pub fn of(rank: usize, vendor: &str, chip: &str, device: Option<u32>) -> RankDevice {
        let env = ["LOCAL_RANK", "SLURM_LOCALID", "OMPI_COMM_WORLD_LOCAL_RANK"]
            .iter()
            .find_map(|k| std::env::var(k).ok()?.trim().parse::<usize>().ok());
        RankDevice {
            rank,
            vendor: vendor.into(),
            chip: chip.into(),
            ordinal: device.map(|d| d as usize).or(env).unwrap_or(0),
        }
    }

    /// The IREE HAL driver of its vendor.
    pub fn driver(&self) -> &'static str {
        match self.vendor.as_str() {
            "nvidia" => "cuda",
            "amd" => "hip",
            _ => "local-task",
        }
    }

    fn who(&self) -> String {
        format!(
            "rank {} ({} {}, device {})",
            self.rank, self.vendor, self.chip, self.ordinal
        )
    }
}

#[cfg(feature = "iree")]
thread_local! {
    /// The IREE devices this thread opened, by driver and ordinal.
    static DEVICES: std::cell::RefCell<std::collections::BTreeMap<(String, usize), std::rc::Rc<hetc_backends::native::iree::IreeDevice>>> =
        const { std::cell::RefCell::new(std::collections::BTreeMap::new()) };
}

/// The code of compute segment `name` whose bundle files are `code`
/// (the manifest link's paths, relative to `dir`): its IREE module on the
/// rank's device when the bundle has one, else [`stage_code`].
pub fn segment_code(
    graph: Verified<'_>,
    name: &str,
    opts: &CpuOptions,
    bundle: Option<(&Path, &[String])>,
    device: &RankDevice,
    log: &dyn Fn(String),
) -> std::result::Result<SegCode, BackendError> {
    let module = bundle
        .and_then(|(dir, code)| Some((dir, code.iter().find_map(|p| p.strip_suffix(".vmfb"))?)));
    if let Some((dir, base)) = module {
        #[cfg(feature = "iree")]
        {
            use hetc_backends::native::iree::{IreeDevice, IreeObject, IreeStage};
            if let Some(obj) = IreeObject::open(dir, base)? {
                let key = (device.driver().to_string(), device.ordinal);
                let dev = DEVICES.with(|d| -> std::result::Result<_, BackendError> {
                    if let Some(x) = d.borrow().get(&key) {
                        return Ok(std::rc::Rc::clone(x));
                    }
                    let x = IreeDevice::open(&key.0, key.1)
                        .map_err(|e| BackendError::Code(format!("{}: {e}", device.who())))?;
                    d.borrow_mut().insert(key.clone(), std::rc::Rc::clone(&x));
                    Ok(x)
                })?;
                return Ok(SegCode::Iree(IreeStage::load(graph, name, &obj, &dev)?));
            }
        }
        #[cfg(not(feature = "iree"))]
        {
            let _ = dir;
            if device.vendor != "cpu" || !COMPILES {
                return Err(BackendError::Code(format!(
                    "{}: {name}: the bundle's code is an IREE module ({base}.vmfb), and this runtime was built without IREE: build hetc-run with `--features iree` (`cuda` for NVIDIA GPUs)",
                    device.who()
                )));
            }
            log(format!(
                "note: {name}: {base}.vmfb is an IREE module, which this build does not run; compiling the segment instead"
            ));
        }
    }
    let object = bundle.and_then(|(dir, code)| Some((dir, object_base(code)?)));
    stage_code(graph, name, opts, object, log).map(SegCode::Cpu)
}

/// The code of one compute segment, `name` (as logs and errors name it):
/// the bundle's shared object `<base>.so` (`bundle`: its directory and
/// the segment's base path) when there is one this host can run and it
/// was compiled for `opts.threads` threads (or this build cannot compile);
/// else compiled with `opts`. `log` receives why bundle code was passed
/// over.
pub fn stage_code(
    graph: Verified<'_>,
    name: &str,
    opts: &CpuOptions,
    bundle: Option<(&Path, &str)>,
    log: &dyn Fn(String),
) -> std::result::Result<CpuStage, BackendError> {
    if let Some((dir, base)) = bundle {
        let loaded = BundleObject::open(dir, base).and_then(|o| match o {
            Some(o) if o.info.threads == opts.threads.max(1) || !COMPILES => {
                CpuStage::load(graph, name, &o).map(Some)
            }
            _ => Ok(None),
        });
        match loaded {
            Ok(Some(s)) => return Ok(s),
            Ok(None) => {}
            Err(e) if COMPILES => log(format!("note: {name}: {e}; compiling it instead")),
            Err(e) => return Err(e),
        }
    }
    compile(graph, name, opts, bundle.map(|b| b.1))
}

#[cfg(feature = "mlir")]
fn compile(
    graph: Verified<'_>,
    name: &str,
    opts: &CpuOptions,
    _: Option<&str>,
) -> std::result::Result<CpuStage, BackendError> {
    CpuStage::with_options(graph, name, opts)
}

#[cfg(not(feature = "mlir"))]
fn compile(
    _: Verified<'_>,
    name: &str,
    _: &CpuOptions,
    base: Option<&str>,
) -> std::result::Result<CpuStage, BackendError> {
    Err(BackendError::Code(match base {
        Some(b) => format!(
            "{name}: the bundle has no cpu code {b}.so, and hetc-run compiles nothing: compile the bundle with its cpu vendor selected (hetc compile … --emit bundle), or run it with `hetc run`, which compiles what is missing"
        ),
        None => format!(
            "{name}: the bundle names no cpu code for it, and hetc-run compiles nothing: compile the bundle with this hetc version (hetc compile … --emit bundle), or run it with `hetc run`"
        ),
    }))
}

/// The base path (`stages/0/tp1/seg2.cpu`) of a compute link's shared
/// object, if the bundle has one.
pub fn object_base(code: &[String]) -> Option<&str> {
    code.iter().find_map(|p| p.strip_suffix(".so"))
}

/// The driver library a GPU vendor's code runs on, and what it is.
fn driver(vendor: &str) -> Option<(&'static [&'static str], &'static str)> {
    match vendor {
        "nvidia" => Some((&["libcuda.so.1", "libcuda.so"], "the CUDA driver")),
        "amd" => Some((&["libamdhip64.so.6", "libamdhip64.so"], "the HIP runtime")),
        _ => None,
    }
}

/// Whether this binary's IREE runtime has HAL driver `name` built in.
fn has_iree_driver(name: &str) -> bool {
    #[cfg(feature = "iree")]
    return hetc_backends::native::iree::has_driver(name);
    #[cfg(not(feature = "iree"))]
    {
        let _ = name;
        false
    }
}

/// Whether `device`'s rank can run its compute here: a cpu rank can; a
/// GPU rank needs its vendor's driver library and a runtime built with
/// IREE's driver for it. Checked before a rank loads anything; the error
/// names the rank, its chip and device, and what is missing.
pub fn check_device(device: &RankDevice) -> Result<()> {
    let vendor = device.vendor.as_str();
    let Some((libs, what)) = driver(vendor) else {
        return Ok(());
    };
    let who = device.who();
    let mut why = Vec::new();
    let mut found = None;
    for l in libs {
        // SAFETY: loading the vendor's driver library runs its
        // initializers, as any program using the GPU does.
        match unsafe { libloading::Library::new(l) } {
            Ok(_) => {
                found = Some(*l);
                break;
            }
            Err(e) => why.push(e.to_string()),
        }
    }
    let Some(lib) = found else {
        return Err(SessionError::Run(format!(
            "{who}: cannot run here: {what} library ({}) is not available ({}); run this rank on a host with the {vendor} driver installed, or compile for a cluster whose chip is cpu",
            libs.join(" or "),
            why.first().map_or("", String::as_str)
        )));
    };
    // IREE's CUDA driver opens the unversioned name only, which the
    // driver's own packages often leave to the toolkit's.
    // SAFETY: as above.
    if vendor == "nvidia" && unsafe { libloading::Library::new("libcuda.so") }.is_err() {
        return Err(SessionError::Run(format!(
            "{who}: {what} is here ({lib}), but IREE loads it as libcuda.so, which is not on the library path: link it (ln -s <dir of {lib}>/{lib} DIR/libcuda.so) and add DIR to LD_LIBRARY_PATH (scripts/gpu-check.sh does)"
        )));
    }
    if !has_iree_driver(device.driver()) {
        let how = match vendor {
            "nvidia" => "build hetc-run with `--features cuda`",
            _ => "build it with scripts/iree-hip-deps.sh and `cargo build --release --manifest-path run/hip/Cargo.toml`",
        };
        return Err(SessionError::Run(format!(
            "{who}: {what} is here ({lib}), but this runtime was built without IREE's {} driver: {how} (see docs/hardware.md)",
            device.driver()
        )));
    }
    Ok(())
}
