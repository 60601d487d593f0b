//! `hetc eval MODEL --input IN --output OUT`: the CLI shell of
//! [`hetc_session::eval`].

use crate::EvalArgs;
use anyhow::Result;
use hetc_session::eval::{eval_file, Engine, EvalOptions};
use hetc_session::tensor_io;

pub fn eval(args: &EvalArgs) -> Result<()> {
    let opts = EvalOptions {
        bindings: crate::driver::parse_bindings(&args.bind)?,
        weights: args.weights.clone(),
        engine: if args.reference {
            Engine::Reference
        } else {
            Engine::Jit
        },
    };
    let inputs = tensor_io::read_file(&args.input)?;
    let r = eval_file(&args.model, &inputs, &opts).inspect_err(|e| {
        // What the importer warned about may explain the failure.
        for w in e.warnings() {
            eprintln!("warning: {w}");
        }
    })?;
    for w in &r.warnings {
        eprintln!("warning: {w}");
    }
    tensor_io::write_file(&args.output, "outputs", &r.outputs)?;
    Ok(())
}
