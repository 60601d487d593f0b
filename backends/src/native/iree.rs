//! IREE executables of compute segments: what a bundle records beside
//! each (`<base>.vmfb` and `<base>.iree.json`, [`IreeInfo`]), the targets
//! hetc compiles them for ([`IreeTarget`]), and — with the `iree` feature —
//! the runner that loads one into IREE's runtime HAL and calls it
//! ([`IreeStage`], through `eerie`), on the host CPU (`local-task`), an
//! NVIDIA GPU (`cuda`) or an AMD GPU (`hip`).
//!
//! A module is a segment's StableHLO (`crate::stablehlo`, arguments: the
//! inputs, then the used weights in parameter order; results: the outputs)
//! compiled by `iree-compile` (`crate::iree`). The runner uploads the
//! weights to the device once. A call takes each input either as a buffer
//! already on the device (a [`DeviceTensor`] an earlier segment of the rank
//! returned) or from host memory, and returns its results on the device:
//! the caller reads a result to the host only where it leaves the device
//! (a collective, the transport, a cpu segment: HetCCL's host-staged path).
//! The device counts the bytes that cross ([`Traffic`]).

use super::abi::{Arg, OutputSource, StageAbi, WeightArg};
use super::object::{check_graph, fingerprint, host_isa, lacking, read_described};
use super::{err, R};
use hetc_ir::Graph;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The `format` of an [`IreeInfo`].
pub const IREE_FORMAT: &str = "hetc-iree-module-1";

/// What an IREE module is compiled for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "device")]
pub enum IreeTarget {
    /// The host CPU (`llvm-cpu`, the compiling host's processor), run by
    /// the `local-task` driver.
    Local,
    /// An NVIDIA GPU of compute capability `arch` (`sm_80`), run by the
    /// `cuda` driver (which JIT-compiles the PTX for newer GPUs).
    Cuda { arch: String },
    /// An AMD GPU (`gfx942`), run by the `hip` driver.
    Hip { arch: String },
}

impl IreeTarget {
    /// The target of a chip of `vendor` named `chip`: `cpu` the host;
    /// `nvidia` sm_70 for V100, else sm_80 (A100; Hopper JIT-compiles
    /// sm_80 PTX: iree-compile 3.13 cannot target sm_90); `amd` gfx90a for
    /// MI200-series, gfx1100 for RDNA3 (W7800/W7900), else gfx942.
    pub fn for_chip(vendor: &str, chip: &str) -> Option<IreeTarget> {
        match vendor {
            "cpu" => Some(IreeTarget::Local),
            "nvidia" => Some(IreeTarget::Cuda {
                arch: nvidia_arch(chip).unwrap_or("sm_80").into(),
            }),
            "amd" => Some(IreeTarget::Hip {
                arch: amd_arch(chip).into(),
            }),
            _ => None,
        }
    }

    /// The IREE HAL driver that runs it.
    pub fn driver(&self) -> &'static str {
        match self {
            IreeTarget::Local => "local-task",
            IreeTarget::Cuda { .. } => "cuda",
            IreeTarget::Hip { .. } => "hip",
        }
    }

    /// `iree-compile`'s flags for it.
    pub fn flags(&self) -> Vec<String> {
        let mut f = vec!["--iree-input-type=stablehlo".to_string()];
        match self {
            IreeTarget::Local => f.extend([
                "--iree-hal-target-device=local".into(),
                "--iree-hal-local-target-device-backends=llvm-cpu".into(),
                format!(
                    "--iree-llvmcpu-target-cpu={}",
                    super::CpuTarget::selected().machine.name()
                ),
            ]),
            IreeTarget::Cuda { arch } => f.extend([
                "--iree-hal-target-device=cuda".into(),
                format!("--iree-cuda-target={arch}"),
            ]),
            IreeTarget::Hip { arch } => f.extend([
                "--iree-hal-target-device=hip".into(),
                format!("--iree-rocm-target={arch}"),
            ]),
        }
        f
    }

    /// `sm_80`, `gfx942`, or `host` (with [`IreeInfo::isa`]).
    pub fn arch(&self) -> &str {
        match self {
            IreeTarget::Local => "host",
            IreeTarget::Cuda { arch } | IreeTarget::Hip { arch } => arch,
        }
    }
}

/// The compute capability a chip's name says: sm_70 for V100, sm_80 for
/// A100/A800; `None` for others (each code path picks its default).
pub fn nvidia_arch(chip: &str) -> Option<&'static str> {
    let has = |ms: &[&str]| ms.iter().any(|m| chip.contains(m));
    if has(&["V100"]) {
        Some("sm_70")
    } else if has(&["A100", "A800"]) {
        Some("sm_80")
    } else {
        None
    }
}

/// The AMDGPU target a chip's name says: gfx90a for MI200-series, gfx1100
/// for RDNA3 (W7800/W7900), else gfx942 (MI300).
pub fn amd_arch(chip: &str) -> &'static str {
    let has = |ms: &[&str]| ms.iter().any(|m| chip.contains(m));
    if has(&["MI200", "MI210", "MI250"]) {
        "gfx90a"
    } else if has(&["W7800", "W7900", "7900"]) {
        "gfx1100"
    } else {
        "gfx942"
    }
}

/// What a bundle records beside an IREE module (`<base>.iree.json`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct IreeInfo {
    /// [`IREE_FORMAT`].
    pub format: String,
    /// `iree-compile --version`'s compiler line: the runtime must be the
    /// same version (IREE refuses other bytecode versions).
    pub compiler: String,
    pub target: IreeTarget,
    /// For a `local` module: the compiling host's architecture and
    /// extensions (as [`super::ObjectInfo`] records them).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub isa: Vec<String>,
    /// The module's entry function (`seg.main`).
    pub function: String,
    /// [`fingerprint`] of the graph it computes.
    pub segment: String,
    /// Its arguments and results ([`StageAbi`] with nothing packed, every
    /// output a result of its own).
    pub abi: StageAbi,
}

/// The calling convention of a segment's StableHLO module: the inputs,
/// then the used weights in parameter order, unpacked; every output
/// returned.
pub fn module_abi(g: &Graph, stage: &str) -> R<StageAbi> {
    let used = g.used_values();
    let weights = g
        .params()
        .filter(|&v| used.contains(v))
        .map(|v| {
            let a = Arg::of(g, v, stage)?;
            Ok(WeightArg {
                value: v.as_u32(),
                name: a.name,
                dtype: a.dtype,
                shape: a.shape,
                packed: None,
            })
        })
        .collect::<R<_>>()?;
    Ok(StageAbi {
        inputs: g
            .inputs
            .iter()
            .map(|&v| Arg::of(g, v, stage))
            .collect::<R<_>>()?,
        outputs: g
            .outputs
            .iter()
            .map(|&v| Arg::of(g, v, stage))
            .collect::<R<_>>()?,
        weights,
        pack: 0,
        output_map: (0..g.outputs.len()).map(OutputSource::Result).collect(),
        result_slot: (0..g.outputs.len()).collect(),
        in_place: None,
    })
}

impl IreeInfo {
    /// The description of a module compiled by `compiler` for `target`
    /// from graph `g`.
    pub fn new(compiler: &str, target: IreeTarget, g: &Graph, stage: &str) -> R<IreeInfo> {
        Ok(IreeInfo {
            format: IREE_FORMAT.into(),
            compiler: compiler.into(),
            isa: if target == IreeTarget::Local {
                match super::CpuTarget::selected().machine.flags() {
                    Some(flags) => flags.into_iter().map(str::to_string).collect(),
                    None => host_isa(),
                }
            } else {
                Vec::new()
            },
            target,
            function: "seg.main".into(),
            segment: fingerprint(g),
            abi: module_abi(g, stage)?,
        })
    }
}

/// A bundle's IREE module for one stage graph: `<base>.vmfb` with its
/// `<base>.iree.json`.
#[derive(Clone, Debug)]
pub struct IreeObject {
    pub vmfb: PathBuf,
    /// Its path in the bundle, as errors name it.
    pub file: String,
    pub info: IreeInfo,
}

impl IreeObject {
    /// The module `<base>.vmfb` of bundle `dir`: `None` where there is
    /// none; an error where its description is missing or foreign.
    pub fn open(dir: &Path, base: &str) -> R<Option<IreeObject>> {
        let file = format!("{base}.vmfb");
        let json = format!("{base}.iree.json");
        Ok(
            read_described(dir, &file, &json, IREE_FORMAT)?.map(|(vmfb, info)| IreeObject {
                vmfb,
                file,
                info,
            }),
        )
    }

    /// Whether the module is `g`'s and this host can run it (a `local`
    /// module: the extensions it was compiled with).
    pub fn check(&self, g: &Graph, stage: &str) -> R<()> {
        let file = &self.file;
        if self.info.target == IreeTarget::Local {
            let missing = lacking(&self.info.isa);
            if !missing.is_empty() {
                return Err(err(format!(
                    "{file}: compiled for a processor with {}, which this one lacks; compile the bundle on (or for) this kind of host",
                    missing.join(", ")
                )));
            }
        }
        check_graph(file, &self.info.segment, &self.info.abi, g, stage)
    }
}

#[cfg(feature = "iree")]
pub use runner::{has_driver, DeviceTensor, IreeArg, IreeDevice, IreeStage, IREE_RUNTIME};

/// Bytes that crossed between host memory and a device: values uploaded
/// and read back per call, and weights uploaded (at load and after each
/// optimizer step).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Traffic {
    pub to_device: u64,
    pub to_host: u64,
    pub weights: u64,
}

#[cfg(feature = "iree")]
mod runner {
    use super::super::abi::StageAbi;
    use super::super::{err, R};
    use super::IreeObject;
    use super::Traffic;
    use crate::host::{HostData, HostTensor};
    use crate::reference::Tensor;
    use eerie::runtime::{
        BufferElement, BufferView, DeviceSpec, Driver, Function, Program, Runtime, Value,
    };
    use hetc_ir::{DType, TensorData, TensorType, ValueId, Verified};
    use std::cell::{Cell, RefCell};
    use std::rc::Rc;
    use std::sync::Arc;

    /// The IREE runtime version this binary embeds (eerie-sys's sources):
    /// modules must come from the same `iree-compile`.
    pub const IREE_RUNTIME: &str = "3.13.0";

    /// Whether this binary's IREE runtime has the HAL driver `name`
    /// (`cuda`, `hip`) built in, whether or not this host has its library.
    pub fn has_driver(name: &str) -> bool {
        match Runtime::available_devices(Driver::custom(name)) {
            Ok(_) => true,
            // IREE's registry: "no driver 'hip' registered"; any other
            // error (a missing driver library) comes from the driver.
            Err(e) => !e.to_string().contains("registered"),
        }
    }

    /// One IREE HAL device of this process (a rank's GPU, or the host):
    /// its driver and ordinal, shared by the rank's stages.
    pub struct IreeDevice {
        rt: Runtime,
        pub driver: String,
        pub ordinal: usize,
        traffic: Cell<Traffic>,
        /// The weights on the device, shared by every stage that reads
        /// them: by the host data they came from (held, so that its
        /// address names that version), type and shape.
        weights: RefCell<Vec<ResidentWeight>>,
    }

    struct ResidentWeight {
        host: Arc<Vec<u8>>,
        dtype: DType,
        shape: Vec<usize>,
        value: Value,
    }

    impl IreeDevice {
        /// Device `ordinal` of `driver` (`local-task`, `cuda`, `hip`); the
        /// error is IREE's, e.g. the missing driver library.
        pub fn open(driver: &str, ordinal: usize) -> R<Rc<IreeDevice>> {
            let spec = if driver.starts_with("local") {
                DeviceSpec::custom(driver)
            } else {
                DeviceSpec::custom(driver).ordinal(ordinal)
            };
            let rt = Runtime::new(spec)
                .map_err(|e| err(format!("IREE {driver} device {ordinal}: {e}")))?;
            Ok(Rc::new(IreeDevice {
                rt,
                driver: driver.into(),
                ordinal,
                traffic: Cell::new(Traffic::default()),
                weights: RefCell::new(Vec::new()),
            }))
        }

        /// The device copy of weight data `data` of type `dtype[shape]`:
        /// the one already there (another stage of the rank reads the
        /// same weight), or uploaded now; with whether it was uploaded.
        /// Copies of data no graph holds any more (the weights before an
        /// optimizer step) are let go.
        fn weight(
            &self,
            data: &TensorData,
            dtype: DType,
            shape: &[usize],
            host: impl FnOnce() -> R<HostTensor>,
        ) -> R<(Value, bool)> {
            let mut cache = self.weights.borrow_mut();
            cache.retain(|w| Arc::strong_count(&w.host) > 1);
            // The same buffer, or equal data (a chain loaded from another
            // file: the forward's and the backward's weights); the modules
            // only read their weights, so equal data can share one copy.
            if let Some(w) = cache.iter().find(|w| {
                w.dtype == dtype
                    && w.shape == shape
                    && (Arc::ptr_eq(&w.host, &data.bytes) || w.host == data.bytes)
            }) {
                return Ok((w.value.clone(), false));
            }
            let t = host()?;
            let value = upload(self, &t)?;
            self.count(|c| c.weights += t.len() as u64 * t.dtype().size_bytes());
            cache.push(ResidentWeight {
                host: Arc::clone(&data.bytes),
                dtype,
                shape: shape.to_vec(),
                value: value.clone(),
            });
            Ok((value, true))
        }

        /// Let go of the copies of weight data no graph holds any more.
        fn prune(&self) {
            self.weights
                .borrow_mut()
                .retain(|w| Arc::strong_count(&w.host) > 1);
        }

        /// The bytes that crossed between the host and this device so far.
        pub fn traffic(&self) -> Traffic {
            self.traffic.get()
        }

        fn count(&self, f: impl FnOnce(&mut Traffic)) {
            let mut t = self.traffic.get();
            f(&mut t);
            self.traffic.set(t);
        }
    }

    /// A tensor in a buffer of a device: a segment's result, handed to the
    /// next segment of the rank as it is.
    #[derive(Clone)]
    pub struct DeviceTensor {
        value: Value,
        dtype: DType,
        shape: Vec<usize>,
        dev: Rc<IreeDevice>,
    }

    impl DeviceTensor {
        pub fn dtype(&self) -> DType {
            self.dtype
        }

        pub fn shape(&self) -> &[usize] {
            &self.shape
        }

        /// Bytes of its elements.
        pub fn bytes(&self) -> u64 {
            self.shape.iter().product::<usize>() as u64 * self.dtype.size_bytes()
        }

        /// Read it to host memory.
        pub fn to_host(&self) -> R<HostTensor> {
            let t = download(self.value.clone(), self.dtype)?;
            self.dev.count(|c| c.to_host += self.bytes());
            Ok(t)
        }

        /// Read it to host memory as f32 values (an f32 tensor's).
        pub fn to_f32s(&self) -> R<Vec<f32>> {
            let t = self.to_host()?;
            t.f32s()
                .map(<[f32]>::to_vec)
                .ok_or_else(|| err(format!("a {} tensor read as f32 values", t.dtype())))
        }

        /// Read it to a reference tensor.
        pub fn to_tensor(&self) -> R<Tensor> {
            Ok(self.to_host()?.to_tensor())
        }

        /// A tensor of zeros of its type on its device (uploaded once; a
        /// module never writes its inputs, so it can be passed again).
        pub fn zeros_like(&self) -> R<DeviceTensor> {
            self.zeros(self.dtype, &self.shape)
        }

        /// A tensor of zeros of type `dtype[shape]` on its device.
        pub fn zeros(&self, dtype: DType, shape: &[usize]) -> R<DeviceTensor> {
            let n = shape.iter().product::<usize>();
            let host = Tensor::new(dtype, shape.to_vec(), vec![0.0; n]);
            let h = HostTensor::from_tensor(&host)?;
            let value = upload(&self.dev, &h)?;
            let t = DeviceTensor {
                value,
                dtype,
                shape: shape.to_vec(),
                dev: Rc::clone(&self.dev),
            };
            self.dev.count(|c| c.to_device += t.bytes());
            Ok(t)
        }
    }

    /// An argument of an [`IreeStage`] call.
    pub enum IreeArg<'a> {
        Host(&'a Tensor),
        Device(&'a DeviceTensor),
    }

    /// A segment's IREE module loaded on a device, with its weights
    /// resident there.
    pub struct IreeStage {
        name: String,
        abi: StageAbi,
        dev: Rc<IreeDevice>,
        func: Function,
        _program: Program,
        weights: Vec<Value>,
        weight_bytes: u64,
    }

    fn upload(dev: &IreeDevice, t: &HostTensor) -> R<Value> {
        let s = &t.shape;
        let rt = &dev.rt;
        let fail =
            |e: eerie::runtime::RuntimeError| err(format!("uploading {}: {e}", t.type_name()));
        Ok(match t.values() {
            HostData::F32(v) => Value::from(rt.buffer_view(s, &v).map_err(fail)?),
            HostData::F64(v) => Value::from(rt.buffer_view(s, &v).map_err(fail)?),
            HostData::I64(v) => Value::from(rt.buffer_view(s, &v).map_err(fail)?),
            HostData::I32(v) => Value::from(rt.buffer_view(s, &v).map_err(fail)?),
            HostData::I16(v) => Value::from(rt.buffer_view(s, &v).map_err(fail)?),
            HostData::I8(v) => Value::from(rt.buffer_view(s, &v).map_err(fail)?),
            HostData::U64(v) => Value::from(rt.buffer_view(s, &v).map_err(fail)?),
            HostData::U32(v) => Value::from(rt.buffer_view(s, &v).map_err(fail)?),
            HostData::U16(v) => Value::from(rt.buffer_view(s, &v).map_err(fail)?),
            HostData::U8(v) => Value::from(rt.buffer_view(s, &v).map_err(fail)?),
            HostData::Bool(v) => {
                let b: Vec<bool> = v.iter().map(|&x| x != 0).collect();
                Value::from(rt.buffer_view(s, &b).map_err(fail)?)
            }
            HostData::Low(..) => {
                return Err(err(format!(
                    "{}: low-precision types do not cross the IREE boundary yet",
                    t.type_name()
                )))
            }
            HostData::BF16(v) => {
                let b: Vec<half::bf16> = v.into_iter().map(half::bf16::from_bits).collect();
                Value::from(rt.buffer_view(s, &b).map_err(fail)?)
            }
            HostData::F16(v) => {
                let b: Vec<half::f16> = v.into_iter().map(half::f16::from_bits).collect();
                Value::from(rt.buffer_view(s, &b).map_err(fail)?)
            }
        })
    }

    fn download(v: Value, want: DType) -> R<HostTensor> {
        fn read<T: BufferElement>(b: BufferView<T>) -> R<(Vec<usize>, Vec<T>)> {
            let shape = b.shape();
            let v = b
                .read()
                .map_err(|e| err(format!("reading a result: {e}")))?;
            Ok((shape, v))
        }
        let (shape, data) = match v {
            Value::F32(b) => read(b).map(|(s, v)| (s, HostData::F32(v)))?,
            Value::F64(b) => read(b).map(|(s, v)| (s, HostData::F64(v)))?,
            Value::I64(b) => read(b).map(|(s, v)| (s, HostData::I64(v)))?,
            Value::I32(b) => read(b).map(|(s, v)| (s, HostData::I32(v)))?,
            Value::I16(b) => read(b).map(|(s, v)| (s, HostData::I16(v)))?,
            Value::I8(b) => read(b).map(|(s, v)| (s, HostData::I8(v)))?,
            Value::U64(b) => read(b).map(|(s, v)| (s, HostData::U64(v)))?,
            Value::U32(b) => read(b).map(|(s, v)| (s, HostData::U32(v)))?,
            Value::U16(b) => read(b).map(|(s, v)| (s, HostData::U16(v)))?,
            Value::U8(b) => read(b).map(|(s, v)| (s, HostData::U8(v)))?,
            Value::Bool(b) => {
                read(b).map(|(s, v)| (s, HostData::Bool(v.into_iter().map(u8::from).collect())))?
            }
            Value::Bf16(b) => read(b).map(|(s, v)| {
                (
                    s,
                    HostData::BF16(v.into_iter().map(half::bf16::to_bits).collect()),
                )
            })?,
            Value::F16(b) => read(b).map(|(s, v)| {
                (
                    s,
                    HostData::F16(v.into_iter().map(half::f16::to_bits).collect()),
                )
            })?,
        };
        let t = HostTensor::new(&shape, data)?;
        if t.dtype() != want {
            return Err(err(format!(
                "a result is {}, expected {want}",
                t.type_name()
            )));
        }
        Ok(t)
    }

    impl IreeStage {
        /// The bundle's module for `graph` on `dev`, after checking it
        /// ([`IreeObject::check`]); the weights are uploaded once.
        pub fn load(
            graph: Verified<'_>,
            name: &str,
            obj: &IreeObject,
            dev: &Rc<IreeDevice>,
        ) -> R<IreeStage> {
            let g = graph.graph();
            obj.check(g, name)?;
            let file = &obj.file;
            let bytes = std::fs::read(&obj.vmfb).map_err(|e| err(format!("{file}: {e}")))?;
            let program = dev.rt.load_vmfb(&bytes).map_err(|e| {
                err(format!(
                    "{file}: IREE {} cannot load it ({e}); modules of iree-compile {} need an IREE {IREE_RUNTIME} runtime",
                    dev.driver, obj.info.compiler
                ))
            })?;
            let func = program
                .function(&obj.info.function)
                .map_err(|e| err(format!("{file}: {}: {e}", obj.info.function)))?;
            let mut s = IreeStage {
                name: name.into(),
                abi: obj.info.abi.clone(),
                dev: Rc::clone(dev),
                func,
                _program: program,
                weights: Vec::new(),
                weight_bytes: 0,
            };
            s.reload_weights(graph)?;
            Ok(s)
        }

        pub fn name(&self) -> &str {
            &self.name
        }

        /// Bytes of the weights this stage put on the device (a weight
        /// another stage of the rank uploaded first is that stage's).
        pub fn weight_bytes(&self) -> u64 {
            self.weight_bytes
        }

        /// Take the weights of `graph` (this stage's graph, with new
        /// parameter data) on the device: each weight's copy there when a
        /// stage of the rank uploaded the same data, else uploaded now.
        pub fn reload_weights(&mut self, graph: Verified<'_>) -> R<()> {
            let g = graph.graph();
            let stage = &self.name;
            self.weight_bytes = 0;
            self.weights.clear();
            for w in &self.abi.weights {
                let v = ValueId::from_u32(w.value);
                if w.packed.is_some() {
                    return Err(err(format!(
                        "stage {stage}: weight {v} is packed for hetc's cpu code, not an IREE module"
                    )));
                }
                let data = g
                    .data
                    .get(&v)
                    .ok_or_else(|| err(format!("stage {stage}: weight {v} has no data")))?;
                let (value, new) = self.dev.weight(data, w.dtype, &w.shape, || {
                    HostTensor::from_data(g.ty(v), data)
                        .map_err(|e| err(format!("stage {stage}: weight {v}: {e}")))
                })?;
                if new {
                    self.weight_bytes +=
                        w.shape.iter().product::<usize>() as u64 * w.dtype.size_bytes();
                }
                self.weights.push(value);
            }
            Ok(())
        }

        /// Weight data `data` of type `ty` on this stage's device: the copy
        /// a stage of the rank uploaded of the same data, else uploaded now.
        pub fn resident_weight(&self, data: &TensorData, ty: &TensorType) -> R<DeviceTensor> {
            let dtype = ty.dtype;
            let shape: Vec<usize> = ty
                .fixed_dims()
                .ok_or_else(|| err(format!("a weight of type {ty} has no fixed shape")))?
                .into_iter()
                .map(|d| d as usize)
                .collect();
            let (value, _) = self
                .dev
                .weight(data, dtype, &shape, || HostTensor::from_data(ty, data))?;
            Ok(DeviceTensor {
                value,
                dtype,
                shape,
                dev: Rc::clone(&self.dev),
            })
        }

        /// Read weights from device tensors (by the weight's value in this
        /// stage's graph): values computed on the device (an optimizer
        /// step's), which replace the copies uploaded from host data.
        /// Each must be on this stage's device, of the weight's type and
        /// shape. Copies of host data no graph holds any more are let go.
        pub fn set_device_weights(&mut self, weights: &[(u32, &DeviceTensor)]) -> R<()> {
            let stage = &self.name;
            for &(value, d) in weights {
                let Some(k) = self.abi.weights.iter().position(|w| w.value == value) else {
                    continue;
                };
                let w = &self.abi.weights[k];
                if !Rc::ptr_eq(&d.dev, &self.dev) {
                    return Err(err(format!(
                        "stage {stage}: weight {} is on another device",
                        ValueId::from_u32(value)
                    )));
                }
                if d.dtype != w.dtype || d.shape != w.shape {
                    return Err(err(format!(
                        "stage {stage}: weight {} is {}{:?} on the device, expected {}{:?}",
                        ValueId::from_u32(value),
                        d.dtype,
                        d.shape,
                        w.dtype,
                        w.shape
                    )));
                }
                if let Some(slot) = self.weights.get_mut(k) {
                    *slot = d.value.clone();
                }
            }
            self.weight_bytes = 0;
            self.dev.prune();
            Ok(())
        }

        /// Call the module on reference tensors; the results are read
        /// back to the host.
        pub fn run(&self, inputs: &[Tensor]) -> R<Vec<Tensor>> {
            let args: Vec<IreeArg> = inputs.iter().map(IreeArg::Host).collect();
            self.call(&args)?
                .iter()
                .map(DeviceTensor::to_tensor)
                .collect()
        }

        /// Call the module: an input on this stage's device is passed as it
        /// is, any other is uploaded (one on another device through the
        /// host); the results stay on the device.
        pub fn call(&self, inputs: &[IreeArg<'_>]) -> R<Vec<DeviceTensor>> {
            let stage = &self.name;
            if inputs.len() != self.abi.inputs.len() {
                return Err(err(format!(
                    "stage {stage}: {} inputs given, {} expected",
                    inputs.len(),
                    self.abi.inputs.len()
                )));
            }
            let mut args = Vec::with_capacity(inputs.len() + self.weights.len());
            for (i, (x, a)) in inputs.iter().zip(&self.abi.inputs).enumerate() {
                let h = match x {
                    IreeArg::Device(d) if Rc::ptr_eq(&d.dev, &self.dev) => {
                        if d.dtype != a.dtype || d.shape != a.shape {
                            return Err(err(format!(
                                "stage {stage}: input {i} is {}{:?}, expected {}{:?}",
                                d.dtype, d.shape, a.dtype, a.shape
                            )));
                        }
                        args.push(d.value.clone());
                        continue;
                    }
                    IreeArg::Device(d) => d.to_host()?,
                    IreeArg::Host(t) => HostTensor::from_tensor(t)
                        .map_err(|e| err(format!("stage {stage}: input {i}: {e}")))?,
                };
                a.check(&h, stage, "input", i)?;
                args.push(upload(&self.dev, &h)?);
                let n = h.len() as u64 * h.dtype().size_bytes();
                self.dev.count(|c| c.to_device += n);
            }
            let outs = self
                .func
                .invoke(args.iter().chain(&self.weights).cloned())
                .map_err(|e| err(format!("stage {stage}: IREE call failed: {e}")))?;
            if outs.len() != self.abi.outputs.len() {
                return Err(err(format!(
                    "stage {stage}: the module returned {} results, expected {}",
                    outs.len(),
                    self.abi.outputs.len()
                )));
            }
            outs.into_iter()
                .zip(&self.abi.outputs)
                .enumerate()
                .map(|(k, (v, a))| {
                    let shape = value_shape(&v);
                    if shape != a.shape {
                        return Err(err(format!(
                            "stage {stage}: result {k} has shape {shape:?}, expected {:?}",
                            a.shape
                        )));
                    }
                    Ok(DeviceTensor {
                        value: v,
                        dtype: a.dtype,
                        shape,
                        dev: Rc::clone(&self.dev),
                    })
                })
                .collect()
        }
    }

    /// The shape of a buffer view.
    fn value_shape(v: &Value) -> Vec<usize> {
        match v {
            Value::F32(b) => b.shape(),
            Value::F64(b) => b.shape(),
            Value::I64(b) => b.shape(),
            Value::I32(b) => b.shape(),
            Value::I16(b) => b.shape(),
            Value::I8(b) => b.shape(),
            Value::U64(b) => b.shape(),
            Value::U32(b) => b.shape(),
            Value::U16(b) => b.shape(),
            Value::U8(b) => b.shape(),
            Value::Bool(b) => b.shape(),
            Value::Bf16(b) => b.shape(),
            Value::F16(b) => b.shape(),
        }
    }
}
