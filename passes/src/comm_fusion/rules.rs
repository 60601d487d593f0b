//! The rule table (STYLE #6): every rewrite of the fusion pass, by name.
//!
//! Names follow Chimera: "A-R ⇒ R-S;A-G" is §4.1's split; "gate/…" are
//! the reorderings of the gating operator (it only routes, never changes
//! values); "X+Y ⇒ Z" is the row of table 3 for X followed by Y. Every right
//! side is built only if the analysis gives it the layout of the matched
//! e-class ([`Checked`]), so no rule can change what a rank ends up holding.
//!
//! Table 3 pairs that are not rules, and why:
//! * R-S+R-S (table: N/A) — not fusable.
//! * A-G+A-G — the second all-gather would act on replicated data; the
//!   hierarchical case (inner then outer group) is one all-gather over the
//!   union group, which our groups do not express.
//! * R-S+A2A, A2A+R-S — a gate needs complete activations, so routes cannot
//!   exist before a reduce-scatter of partial sums; an all-to-all's output
//!   holds complete tokens, which a reduce-scatter does not take. Chimera's
//!   TP+EP real demand keeps both a reduce-scatter and an all-to-all.
//! * A-G+R-S ⇒ zero is realised as all-gather followed by the sequence
//!   split of an SP region (`slice`): a reduce-scatter of replicated data
//!   would sum the copies.

use super::lang::{info_of, CommAnalysis, CommLang, Info};
use egg::{Applier, EGraph, Id, Pattern, PatternAst, Rewrite, Subst, Symbol, Var};

type EG = EGraph<CommLang, CommAnalysis>;

/// `(name, left side, right side)`.
#[rustfmt::skip]
pub const RULES: &[(&str, &str, &str)] = &[
    // §4.1 step 1: split all-reduces (and its inverse, table 3 R-S+A-G).
    ("A-R => R-S;A-G",   "(ar ?g ?x)",                  "(ag ?g (rs ?g ?x))"),
    ("R-S+A-G => A-R",   "(ag ?g (rs ?g ?x))",          "(ar ?g ?x)"),
    // §4.1 step 2: the gate commutes with a preceding P2P / all-gather / split.
    ("gate/P2P",         "(gate ?k (p2p ?g ?x))",       "(p2p ?g (gate ?k ?x))"),
    ("gate/A-G",         "(gate ?k (ag ?g ?x))",        "(ag ?g (gate ?k ?x))"),
    ("gate/slice",       "(gate ?k (slice ?g ?x))",     "(slice ?g (gate ?k ?x))"),
    // §4.1 step 3: table 3, way 1 and way 2.
    ("A-G+R-S => zero",  "(slice ?g (ag ?g ?x))",       "?x"),
    ("R-S+P2P => M2MS",  "(p2p ?h (rs ?g ?x))",         "(m2ms shard ?h ?x)"),
    ("P2P+R-S => M2MS",  "(rs ?h (p2p ?h ?x))",         "(m2ms shard ?h ?x)"),
    ("R-S+M2MS => M2MS", "(m2ms ?t ?h (rs ?g ?x))",     "(m2ms ?t ?h ?x)"),
    ("M2MS+R-S => M2MS", "(rs ?h (m2ms part ?h ?x))",   "(m2ms shard ?h ?x)"),
    ("A-G+P2P => M2MS",  "(p2p ?h (ag ?g ?x))",         "(m2ms rep ?h ?x)"),
    ("P2P+A-G => M2MS",  "(ag ?h (p2p ?h ?x))",         "(m2ms rep ?h ?x)"),
    ("A-G+M2MS => M2MS", "(m2ms ?t ?h (ag ?g ?x))",     "(m2ms ?t ?h ?x)"),
    ("M2MS+A-G => M2MS", "(ag ?h (m2ms shard ?h ?x))",  "(m2ms rep ?h ?x)"),
    ("A-G+A2A => A2A",   "(a2a ?g (ag ?g ?x))",         "(a2a ?g ?x)"),
    ("A2A+A-G => A2A",   "(ag ?g (a2a ?g ?x))",         "(m2ms rep ?g ?x)"),
    ("P2P+M2MS => M2MS", "(m2ms ?t ?h (p2p ?g ?x))",    "(m2ms ?t ?h ?x)"),
    ("M2MS+P2P => M2MS", "(p2p ?h (m2ms ?t ?g ?x))",    "(m2ms ?t ?h ?x)"),
    ("P2P+A2A => M2MS",  "(a2a ?h (p2p ?h ?x))",        "(m2ms routed ?h ?x)"),
    ("A2A+P2P => M2MS",  "(p2p ?h (a2a ?g ?x))",        "(m2ms shard ?h ?x)"),
    ("M2MS+A2A => M2MS", "(a2a ?h (m2ms ?t ?h ?x))",    "(m2ms routed ?h ?x)"),
    ("A2A+M2MS => M2MS", "(m2ms ?t ?h (a2a ?g ?x))",    "(m2ms ?t ?h ?x)"),
    ("P2P+P2P => P2P",   "(p2p ?h (p2p ?g ?x))",        "(p2p ?h ?x)"),
    ("M2MS+M2MS => M2MS","(m2ms ?t ?h (m2ms ?s ?g ?x))","(m2ms ?t ?h ?x)"),
    ("A2A+A2A => zero",  "(a2a ?g (a2a ?g ?x))",        "?x"),
];

/// A right side built only when the analysis gives it the matched e-class's
/// layout (TENSAT's shape-checked applier).
pub struct Checked {
    rhs: Pattern<CommLang>,
}

/// The fact a pattern would have under `subst`, without building it.
fn eval(eg: &EG, ast: &PatternAst<CommLang>, subst: &Subst) -> Info {
    let mut facts: Vec<Info> = Vec::with_capacity(ast.len());
    for node in ast.as_ref() {
        let f = match node {
            egg::ENodeOrVar::Var(v) => eg[subst[*v]].data.clone(),
            egg::ENodeOrVar::ENode(n) => {
                info_of(n, |id| facts[usize::from(id)].clone(), &eg.analysis)
            }
        };
        facts.push(f);
    }
    facts.pop().unwrap_or(Info::Invalid)
}

impl Applier<CommLang, CommAnalysis> for Checked {
    fn apply_one(
        &self,
        eg: &mut EG,
        eclass: Id,
        subst: &Subst,
        searcher_ast: Option<&PatternAst<CommLang>>,
        rule_name: Symbol,
    ) -> Vec<Id> {
        let want = &eg[eclass].data;
        if !matches!(want, Info::Value(_)) || eval(eg, &self.rhs.ast, subst) != *want {
            return vec![];
        }
        self.rhs
            .apply_one(eg, eclass, subst, searcher_ast, rule_name)
    }

    fn vars(&self) -> Vec<Var> {
        self.rhs.vars()
    }
}

/// The rewrites of [`RULES`]. The table is a constant, so a parse error is
/// a bug caught by the unit tests, not an input error.
pub fn rewrites() -> Vec<Rewrite<CommLang, CommAnalysis>> {
    RULES
        .iter()
        .map(|(name, lhs, rhs)| {
            let lhs: Pattern<CommLang> = lhs.parse().expect("rule table: left side");
            let rhs: Pattern<CommLang> = rhs.parse().expect("rule table: right side");
            Rewrite::new(*name, lhs, Checked { rhs }).expect("rule table: variables")
        })
        .collect()
}
