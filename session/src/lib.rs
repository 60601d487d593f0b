//! hetc-session: the library behind the `hetc` CLI — whole workflows over
//! the other crates, with plain option structs and typed errors (no
//! printing, no argument parser types).
//!
//! * [`eval`]: import a model and run it once in this process on given
//!   tensors (`hetc eval`), with the JIT or the reference interpreter.
//! * [`tensor_io`]: named tensors in JSON (`{"inputs": [{name, dtype,
//!   shape, data}]}`) and numpy `.npz` files, exactly.

pub mod eval;
pub mod tensor_io;
