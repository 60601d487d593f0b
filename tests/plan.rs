//! placeholder until the planner lands
