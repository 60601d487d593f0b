//! The library use the hetc-session crate doc shows, run here (its doctest
//! is `no_run`: a doctest binary would link MLIR statically once more).

use hetc_session::{CompileOptions, PlannerChoice, Session, Target};
use std::sync::Arc;

#[test]
fn session_crate_doc_example_runs() -> Result<(), hetc_session::SessionError> {
    let examples = concat!(env!("CARGO_MANIFEST_DIR"), "/examples");
    let mut options = CompileOptions::new(format!("{examples}/models/gpt2-tiny-s128.onnx"));
    options.cluster = Some(format!("{examples}/clusters/cpu-test.toml").into());
    options.planner = PlannerChoice::Auto; // the default: the best simulated plan
    let notes = Arc::new(|line: &str| eprintln!("{line}")); // warnings, search statistics
    let mut session = Session::import(options, notes)?;

    let plans = session.plan(None)?;
    let best = plans.best.as_ref().expect("auto names the winner");
    assert_eq!(plans.chosen()?.planner, best.winner);
    // Every other planner's plan simulates no faster.
    for run in &plans.runs {
        if let Ok(s) = &run.result {
            assert!(s.report.iteration_s >= best.iteration_s);
        }
    }

    // The graph passes for a StableHLO module per stage: stage extraction
    // of the chosen plan, verified, timed.
    let staged = session.stages(Target::Stablehlo)?;
    let modules = session.lower_stablehlo(&staged)?;
    assert_eq!(modules.len(), staged.plan.stages.len());
    assert!(session.timings().iter().any(|t| t.name == "extract-stages"));
    Ok(())
}
