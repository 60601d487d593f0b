//! Symbolic integer expressions: the extents of symbolic dimensions and the
//! symbolic bounds of slices.
//!
//! An [`Expr`] is an integer polynomial over *atoms*: named symbols
//! (`batch`, `image_width`), floor divisions of an expression by a positive
//! constant (`floor((W + 1)/2)`) and the minimum or maximum of expressions
//! (`min(seq, 512)`), and exact quotients of expressions (`quot(a*b, c)`).
//! That is what shape inference meets in exported models:
//! products of symbols from reshapes (`12*batch*seq`), linear forms from pads
//! and concatenations (`W + 6`), floor divisions from strided windows
//! (`floor((W + 2p − d(k − 1) − 1)/s) + 1`), and `min`/`max` from the clamping
//! of slice bounds and from broadcasting; exact quotients from the `-1` of a
//! reshape whose known extents do not divide the element count as
//! polynomials (`[a, b, 512] → [-1, 16, 128]`: `quot(a*b, 4)`).
//!
//! **Semantics.** A symbol stands for an extent in `1..=SYMBOL_MAX`
//! (`2^31 − 1`; products of symbols may exceed it): the simplifications
//! below rely on that, so [`crate::Graph::bind`] refuses values outside the
//! range (import with `--bind` instead, which never builds expressions). Division is floor
//! division (`quot`: exact by assumption), `min`/`max` take the extreme of their arguments.
//!
//! **Canonical form.** Every constructor returns the canonical form, so
//! expressions built along different routes compare equal when they are equal
//! as polynomials in their atoms (after these rules), and printing is
//! deterministic:
//! * terms are sorted by monomial (atoms sorted within), equal monomials are
//!   combined, zero coefficients dropped;
//! * `floor(e/k)`: every coefficient of `e` is reduced into `0..k` (the
//!   multiples are pulled out: `floor((2x + y − 1)/2) = x − 1 + floor((y +
//!   1)/2)`), common factors of `e` and `k` are cancelled, a numerator whose
//!   range lies in `0..k` gives 0, and `floor((floor(a/m) + c)/k)` becomes
//!   `floor((a + c·m)/(m·k))`;
//! * `min`/`max`: nested ones of the same kind are flattened, arguments sorted
//!   and deduplicated, an argument that provably does not change the result is
//!   dropped (`min(seq, 2147483647) = seq`, `max(min(seq, 512), seq) = seq`),
//!   one argument left is the result; what every argument shares (equal
//!   terms, the smallest constant) is pulled out (`min(seq + 1, 513) =
//!   min(seq, 512) + 1`);
//! * `quot(n, d)` ([`Expr::quot`]): the polynomial quotient where there is
//!   one, else `n` and `d` without their common factors (coefficients' gcd,
//!   atoms of every term), `d`'s leading coefficient positive, nested
//!   quotients merged; a sum or product with `quot(n, d)·P` where `d`
//!   divides `P` (term by term for a one-term `d`, as a whole otherwise)
//!   becomes `n·(P/d)`, so `quot(n, d)·d = n`. The division is assumed
//!   exact: its value is the floor where it is not.
//!
//! Each rule looks only at the expression it builds, never at where it is
//! used, so the result does not depend on the order of construction.
//! "Provably" means: the difference of the two arguments, in canonical form,
//! has a non-negative lower bound under interval arithmetic with every
//! symbol in `1..=SYMBOL_MAX`, or by cases on one of its `min`/`max` terms
//! (`seq − min(seq, 512) ≥ 0` because `seq − seq ≥ 0`). Equalities outside
//! these rules (`floor(x/2) + floor((x + 1)/2) = x`, `n − max(n, 3) + 3 =
//! min(n, 3)`) are not detected: such expressions compare unequal.
//! Coefficients saturate at the `i64` range (dims come from untrusted files;
//! a saturated extent fails every later size check instead of wrapping).

use smallvec::SmallVec;
use std::cell::Cell;
use std::fmt;

/// Largest value a symbol may stand for (`2^31 − 1`).
pub const SYMBOL_MAX: i64 = i32::MAX as i64;

/// A factor of a monomial.
#[derive(Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Atom {
    /// A named symbol.
    Sym(String),
    /// `floor(e / k)`, `k ≥ 2`, `e` reduced as the module doc says.
    FloorDiv(Box<Expr>, u64),
    /// The smallest of ≥ 2 arguments.
    Min(Vec<Expr>),
    /// The largest of ≥ 2 arguments.
    Max(Vec<Expr>),
    /// `n / d` where the division is exact by assumption (the extent of a
    /// reshape's `-1`): built by [`Expr::quot`], so `n` and `d` share no
    /// factor and `d` does not divide `n` as polynomials.
    Quot(Box<Expr>, Box<Expr>),
}

/// A product of atoms (sorted; empty: the constant monomial).
type Mono = SmallVec<[Atom; 1]>;

/// `coef · mono`.
#[derive(Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
struct Term {
    mono: Mono,
    coef: i64,
}

/// A canonical symbolic integer expression (see the module doc).
#[derive(Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord, Default)]
pub struct Expr {
    /// Sorted by monomial, no zero coefficients; the constant term (empty
    /// monomial) first when present.
    terms: SmallVec<[Term; 2]>,
}

type Iv = (i128, i128);

fn iv_mul(a: Iv, b: Iv) -> Iv {
    let c = [
        a.0.saturating_mul(b.0),
        a.0.saturating_mul(b.1),
        a.1.saturating_mul(b.0),
        a.1.saturating_mul(b.1),
    ];
    (*c.iter().min().unwrap_or(&0), *c.iter().max().unwrap_or(&0))
}

fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

fn sat64(v: i128) -> i64 {
    v.clamp(i64::MIN as i128, i64::MAX as i128) as i64
}

thread_local! {
    /// Nesting of [`ge0`] proofs: bounded so that canonicalisation always
    /// terminates, whatever the nesting of `min`/`max`.
    static PROOF_DEPTH: Cell<u32> = const { Cell::new(0) };
}

/// Whether `a ≤ b` for every value of the symbols (see the module doc).
fn le(a: &Expr, b: &Expr) -> bool {
    if a == b {
        return true;
    }
    if let (Some(x), Some(y)) = (a.as_const(), b.as_const()) {
        return x <= y;
    }
    ge0(&b.sub(a))
}

/// Whether `d ≥ 0` for every value of the symbols: by its interval, else
/// by cases on one of its `min`/`max` terms `±m` (`r + min(xs) ≥ 0` when
/// every `r + x ≥ 0`, `r + max(xs) ≥ 0` when one is; `−max` is a `min` of
/// the negations and `−min` a `max`).
fn ge0(d: &Expr) -> bool {
    if d.bounds().0 >= 0 {
        return true;
    }
    let depth = PROOF_DEPTH.with(Cell::get);
    if depth >= 6 {
        return false;
    }
    PROOF_DEPTH.with(|c| c.set(depth + 1));
    let mut proved = false;
    for (i, t) in d.terms.iter().enumerate() {
        let ([a], 1 | -1) = (t.mono.as_slice(), t.coef) else {
            continue;
        };
        let Some((kind, args)) = Ext::of(a) else {
            continue;
        };
        let rest = Expr {
            terms: d
                .terms
                .iter()
                .enumerate()
                .filter(|(j, _)| *j != i)
                .map(|(_, t)| t.clone())
                .collect(),
        };
        let (kind, neg) = if t.coef == 1 {
            (kind, false)
        } else {
            (kind.flip(), true)
        };
        let mut each = args
            .iter()
            .map(|x| ge0(&if neg { rest.sub(x) } else { rest.add(x) }));
        proved = match kind {
            Ext::Min => each.all(|p| p),
            Ext::Max => each.any(|p| p),
        };
        if proved {
            break;
        }
    }
    PROOF_DEPTH.with(|c| c.set(depth));
    proved
}

#[derive(Clone, Copy, PartialEq)]
enum Ext {
    Min,
    Max,
}

impl Ext {
    fn flip(self) -> Ext {
        match self {
            Ext::Min => Ext::Max,
            Ext::Max => Ext::Min,
        }
    }

    fn of(a: &Atom) -> Option<(Ext, &[Expr])> {
        match a {
            Atom::Min(v) => Some((Ext::Min, v)),
            Atom::Max(v) => Some((Ext::Max, v)),
            _ => None,
        }
    }

    fn atom(self, args: Vec<Expr>) -> Atom {
        match self {
            Ext::Min => Atom::Min(args),
            Ext::Max => Atom::Max(args),
        }
    }
}

impl Atom {
    fn is_quot(&self) -> bool {
        matches!(self, Atom::Quot(..))
    }

    fn bounds(&self) -> Iv {
        match self {
            Atom::Sym(_) => (1, SYMBOL_MAX as i128),
            Atom::FloorDiv(e, k) => {
                let (lo, hi) = e.bounds();
                let k = *k as i128;
                (lo.div_euclid(k), hi.div_euclid(k))
            }
            Atom::Min(args) | Atom::Max(args) => {
                let bs: Vec<Iv> = args.iter().map(Expr::bounds).collect();
                let lo = bs.iter().map(|b| b.0);
                let hi = bs.iter().map(|b| b.1);
                if matches!(self, Atom::Min(_)) {
                    (lo.min().unwrap_or(0), hi.min().unwrap_or(0))
                } else {
                    (lo.max().unwrap_or(0), hi.max().unwrap_or(0))
                }
            }
            Atom::Quot(n, d) => {
                let ((nl, nh), (dl, dh)) = (n.bounds(), d.bounds());
                if nl >= 0 && dl >= 1 {
                    (nl.div_euclid(dh.max(1)), nh.div_euclid(dl))
                } else {
                    (i64::MIN as i128, i64::MAX as i128)
                }
            }
        }
    }

    /// The atom rebuilt with every atom in it (itself included) replaced
    /// where `f` gives an expression.
    fn rewrite(&self, f: &dyn Fn(&Atom) -> Option<Expr>) -> Expr {
        if let Some(e) = f(self) {
            return e;
        }
        match self {
            Atom::Sym(s) => Expr::sym(s.clone()),
            Atom::FloorDiv(e, k) => e.rewrite(f).floordiv_nz(*k),
            Atom::Min(args) => Expr::extreme(Ext::Min, args.iter().map(|a| a.rewrite(f)).collect()),
            Atom::Max(args) => Expr::extreme(Ext::Max, args.iter().map(|a| a.rewrite(f)).collect()),
            Atom::Quot(n, d) => n.rewrite(f).quot(&d.rewrite(f)).unwrap_or_default(),
        }
    }

    fn eval(&self, f: &dyn Fn(&str) -> Option<i64>) -> Option<i128> {
        match self {
            Atom::Sym(s) => f(s).map(i128::from),
            Atom::FloorDiv(e, k) => Some(e.eval(f)?.div_euclid(*k as i128)),
            Atom::Min(args) | Atom::Max(args) => {
                let v: Option<Vec<i128>> = args.iter().map(|a| a.eval(f)).collect();
                let v = v?.into_iter();
                if matches!(self, Atom::Min(_)) {
                    v.min()
                } else {
                    v.max()
                }
            }
            Atom::Quot(n, d) => {
                let d = d.eval(f)?;
                (d != 0).then_some(n.eval(f)?.div_euclid(d))
            }
        }
    }

    /// Whether `atom` occurs inside this atom's arguments.
    fn mentions(&self, atom: &Atom) -> bool {
        match self {
            Atom::Sym(_) => false,
            Atom::FloorDiv(e, _) => e.mentions(atom),
            Atom::Min(args) | Atom::Max(args) => args.iter().any(|a| a.mentions(atom)),
            Atom::Quot(n, d) => n.mentions(atom) || d.mentions(atom),
        }
    }

    fn collect_symbols<'a>(&'a self, out: &mut Vec<&'a str>) {
        match self {
            Atom::Sym(s) => out.push(s),
            Atom::FloorDiv(e, _) => e.collect_symbols(out),
            Atom::Min(args) | Atom::Max(args) => {
                for a in args {
                    a.collect_symbols(out);
                }
            }
            Atom::Quot(n, d) => {
                n.collect_symbols(out);
                d.collect_symbols(out);
            }
        }
    }
}

/// Raw polynomial sum: merge sorted term lists (no min/max distribution).
fn merge(a: &[Term], b: &[Term]) -> SmallVec<[Term; 2]> {
    let mut out: SmallVec<[Term; 2]> = SmallVec::with_capacity(a.len() + b.len());
    let (mut i, mut j) = (0, 0);
    while i < a.len() || j < b.len() {
        let ord = match (a.get(i), b.get(j)) {
            (Some(x), Some(y)) => x.mono.cmp(&y.mono),
            (Some(_), None) => std::cmp::Ordering::Less,
            _ => std::cmp::Ordering::Greater,
        };
        match ord {
            std::cmp::Ordering::Less => {
                out.push(a[i].clone());
                i += 1;
            }
            std::cmp::Ordering::Greater => {
                out.push(b[j].clone());
                j += 1;
            }
            std::cmp::Ordering::Equal => {
                let c = a[i].coef.saturating_add(b[j].coef);
                if c != 0 {
                    out.push(Term {
                        mono: a[i].mono.clone(),
                        coef: c,
                    });
                }
                i += 1;
                j += 1;
            }
        }
    }
    out
}

/// Raw polynomial product (no min/max distribution).
fn product(a: &[Term], b: &[Term]) -> SmallVec<[Term; 2]> {
    let mut acc: SmallVec<[Term; 2]> = SmallVec::new();
    for x in a {
        let mut row: Vec<Term> = b
            .iter()
            .map(|y| {
                let mut mono: Mono = x.mono.iter().chain(&y.mono).cloned().collect();
                mono.sort();
                Term {
                    mono,
                    coef: x.coef.saturating_mul(y.coef),
                }
            })
            .filter(|t| t.coef != 0)
            .collect();
        row.sort();
        // Distinct `y` monomials times one `x` stay distinct.
        acc = merge(&acc, &row);
    }
    acc
}

/// The leading term for exact division: highest degree, then largest
/// monomial (a graded order, so division by it is compatible with products).
fn leading(t: &[Term]) -> Option<&Term> {
    t.iter()
        .max_by(|a, b| a.mono.len().cmp(&b.mono.len()).then(a.mono.cmp(&b.mono)))
}

/// `a / b` as multisets, if `b ⊆ a`.
fn mono_div(a: &Mono, b: &Mono) -> Option<Mono> {
    let mut rest = a.clone();
    for x in b {
        let p = rest.iter().position(|r| r == x)?;
        rest.remove(p);
    }
    Some(rest)
}

impl Expr {
    /// The constant `c`.
    pub fn int(c: i64) -> Expr {
        let mut terms = SmallVec::new();
        if c != 0 {
            terms.push(Term {
                mono: Mono::new(),
                coef: c,
            });
        }
        Expr { terms }
    }

    /// The symbol `name`.
    pub fn sym(name: impl Into<String>) -> Expr {
        Expr::atom(Atom::Sym(name.into()))
    }

    /// The expression that is exactly `a`.
    pub fn of_atom(a: Atom) -> Expr {
        Expr::atom(a)
    }

    fn atom(a: Atom) -> Expr {
        let mut mono = Mono::new();
        mono.push(a);
        let mut terms = SmallVec::new();
        terms.push(Term { mono, coef: 1 });
        Expr { terms }
    }

    /// The value, if the expression is constant.
    pub fn as_const(&self) -> Option<i64> {
        match self.terms.as_slice() {
            [] => Some(0),
            [t] if t.mono.is_empty() => Some(t.coef),
            _ => None,
        }
    }

    /// The name, if the expression is one symbol.
    pub fn as_symbol(&self) -> Option<&str> {
        match self.terms.as_slice() {
            [Term { mono, coef: 1 }] => match mono.as_slice() {
                [Atom::Sym(s)] => Some(s),
                _ => None,
            },
            _ => None,
        }
    }

    /// The terms as (coefficient, product of atoms); the constant term has
    /// no atoms. For consumers that rebuild the expression as code.
    pub fn terms(&self) -> impl Iterator<Item = (i64, &[Atom])> + '_ {
        self.terms.iter().map(|t| (t.coef, t.mono.as_slice()))
    }

    /// The symbols mentioned, sorted, without repeats.
    pub fn symbols(&self) -> Vec<&str> {
        let mut out = Vec::new();
        self.collect_symbols(&mut out);
        out.sort_unstable();
        out.dedup();
        out
    }

    fn collect_symbols<'a>(&'a self, out: &mut Vec<&'a str>) {
        for t in &self.terms {
            for a in &t.mono {
                a.collect_symbols(out);
            }
        }
    }

    /// Smallest and largest value over every symbol in `1..=SYMBOL_MAX`
    /// (interval arithmetic: sound, not always tight).
    pub fn bounds(&self) -> (i128, i128) {
        let mut lo = 0i128;
        let mut hi = 0i128;
        for t in &self.terms {
            let m = t
                .mono
                .iter()
                .fold((1i128, 1i128), |acc, a| iv_mul(acc, a.bounds()));
            let (a, b) = iv_mul(m, (t.coef as i128, t.coef as i128));
            lo = lo.saturating_add(a);
            hi = hi.saturating_add(b);
        }
        (lo, hi)
    }

    fn from_terms(terms: SmallVec<[Term; 2]>) -> Expr {
        let e = Expr { terms };
        if e.terms.iter().any(|t| t.mono.iter().any(Atom::is_quot)) {
            e.cancel_quotients()
        } else {
            e
        }
    }

    /// The rule for exact quotients (module doc): `quot(n, d)·P` becomes
    /// `n·(P/d)` where `d` divides `P` — term by term for a one-term `d`,
    /// as a whole otherwise — so `quot(n, d)·d = n` whatever the order of
    /// construction. Each step lowers the degree in the quotient: it ends.
    fn cancel_quotients(self) -> Expr {
        let mut qs: Vec<&Atom> = self
            .terms
            .iter()
            .flat_map(|t| t.mono.iter().filter(|a| a.is_quot()))
            .collect();
        qs.sort();
        qs.dedup();
        for q in qs {
            let Atom::Quot(n, d) = q else {
                continue;
            };
            let mut with: SmallVec<[Term; 2]> = SmallVec::new();
            let mut rest: SmallVec<[Term; 2]> = SmallVec::new();
            for t in &self.terms {
                match t.mono.iter().position(|a| a == q) {
                    Some(i) => {
                        let mut mono = t.mono.clone();
                        mono.remove(i);
                        with.push(Term { mono, coef: t.coef });
                    }
                    None => rest.push(t.clone()),
                }
            }
            with.sort();
            let p = Expr { terms: with };
            let (done, kept) = if d.terms.len() == 1 {
                let mut done = Expr::default();
                let mut kept = Expr::default();
                for t in &p.terms {
                    let one = Expr {
                        terms: SmallVec::from_elem(t.clone(), 1),
                    };
                    match one.div_exact(d) {
                        Some(r) => done = done.add(&r),
                        None => kept = kept.add(&one),
                    }
                }
                (done, kept)
            } else {
                match p.div_exact(d) {
                    Some(r) => (r, Expr::default()),
                    None => continue,
                }
            };
            if done.terms.is_empty() {
                continue;
            }
            let q = Expr::atom(q.clone());
            return Expr { terms: rest }.add(&kept.mul(&q)).add(&n.mul(&done));
        }
        self
    }

    pub fn add(&self, o: &Expr) -> Expr {
        Expr::from_terms(merge(&self.terms, &o.terms))
    }

    pub fn neg(&self) -> Expr {
        self.scale(-1)
    }

    pub fn sub(&self, o: &Expr) -> Expr {
        self.add(&o.neg())
    }

    /// `k · self`.
    pub fn scale(&self, k: i64) -> Expr {
        if k == 0 {
            return Expr::default();
        }
        Expr::from_terms(
            self.terms
                .iter()
                .map(|t| Term {
                    mono: t.mono.clone(),
                    coef: t.coef.saturating_mul(k),
                })
                .collect(),
        )
    }

    pub fn mul(&self, o: &Expr) -> Expr {
        Expr::from_terms(product(&self.terms, &o.terms))
    }

    /// `floor(self / k)`; `None` for `k = 0`.
    pub fn floordiv(&self, k: u64) -> Option<Expr> {
        (k != 0).then(|| self.floordiv_nz(k))
    }

    /// `ceil(self / k)`; `None` for `k = 0`.
    pub fn ceildiv(&self, k: u64) -> Option<Expr> {
        let k1 = i64::try_from(k).ok()?.checked_sub(1)?;
        self.add(&Expr::int(k1)).floordiv(k)
    }

    fn floordiv_nz(&self, k: u64) -> Expr {
        if k == 1 {
            return self.clone();
        }
        if let Some(c) = self.as_const() {
            return Expr::int(sat64((c as i128).div_euclid(k as i128)));
        }
        let (lo, hi) = self.bounds();
        if lo >= 0 && hi < k as i128 {
            return Expr::default();
        }
        if k > i64::MAX as u64 {
            return Expr::atom(Atom::FloorDiv(Box::new(self.clone()), k));
        }
        let ki = k as i128;
        let mut pulled: SmallVec<[Term; 2]> = SmallVec::new();
        let mut rest: SmallVec<[Term; 2]> = SmallVec::new();
        for t in &self.terms {
            let (q, r) = (
                (t.coef as i128).div_euclid(ki),
                (t.coef as i128).rem_euclid(ki),
            );
            if q != 0 {
                pulled.push(Term {
                    mono: t.mono.clone(),
                    coef: q as i64,
                });
            }
            if r != 0 {
                rest.push(Term {
                    mono: t.mono.clone(),
                    coef: r as i64,
                });
            }
        }
        let pulled = Expr::from_terms(pulled);
        if rest.is_empty() {
            return pulled;
        }
        let g = rest
            .iter()
            .fold(k as u128, |g, t| gcd(g, t.coef.unsigned_abs() as u128));
        let k = k / g as u64;
        for t in rest.iter_mut() {
            t.coef /= g as i64;
        }
        let rest = Expr::from_terms(rest);
        if k == 1 {
            return pulled.add(&rest);
        }
        let (lo, hi) = rest.bounds();
        if lo >= 0 && hi < k as i128 {
            return pulled;
        }
        // floor((floor(a/m) + c)/k) = floor((a + c·m)/(m·k))
        let (c, fd): (i64, Vec<&Term>) = rest.terms.iter().fold((0, vec![]), |(c, mut v), t| {
            if t.mono.is_empty() {
                (t.coef, v)
            } else {
                v.push(t);
                (c, v)
            }
        });
        if let [Term { mono, coef: 1 }] = fd.as_slice() {
            if let [Atom::FloorDiv(a, m)] = mono.as_slice() {
                if let (Some(mk), Some(cm)) =
                    (m.checked_mul(k), (c as i128).checked_mul(*m as i128))
                {
                    if let Ok(cm) = i64::try_from(cm) {
                        return pulled.add(&a.add(&Expr::int(cm)).floordiv_nz(mk));
                    }
                }
            }
        }
        pulled.add(&Expr::atom(Atom::FloorDiv(Box::new(rest), k)))
    }

    /// Whether `self ≥ o` for every value of the symbols, as far as the
    /// rules of the module doc prove it (`false`: not proved).
    pub fn provably_ge(&self, o: &Expr) -> bool {
        le(o, self)
    }

    pub fn min_with(&self, o: &Expr) -> Expr {
        Expr::extreme(Ext::Min, vec![self.clone(), o.clone()])
    }

    pub fn max_with(&self, o: &Expr) -> Expr {
        Expr::extreme(Ext::Max, vec![self.clone(), o.clone()])
    }

    /// The canonical `min`/`max` of `args` (at least one).
    fn extreme(kind: Ext, args: Vec<Expr>) -> Expr {
        // Flatten: an argument `r + m` with `m` of the same kind (alone in
        // its term, coefficient 1) stands for its arguments plus `r`.
        let mut flat: Vec<Expr> = Vec::with_capacity(args.len());
        for a in args {
            let same: Vec<usize> = (0..a.terms.len())
                .filter(|&i| {
                    let t = &a.terms[i];
                    t.coef == 1
                        && t.mono.len() == 1
                        && Ext::of(&t.mono[0]).is_some_and(|(k, _)| k == kind)
                })
                .collect();
            match (
                same.as_slice(),
                a.terms.get(same.first().copied().unwrap_or(0)),
            ) {
                ([i], Some(t)) => {
                    let inner = Ext::of(&t.mono[0]).map(|(_, v)| v).unwrap_or(&[]);
                    let rest = Expr {
                        terms: a
                            .terms
                            .iter()
                            .enumerate()
                            .filter(|(j, _)| j != i)
                            .map(|(_, t)| t.clone())
                            .collect(),
                    };
                    flat.extend(inner.iter().map(|x| rest.add(x)));
                }
                _ => flat.push(a),
            }
        }
        flat.sort();
        flat.dedup();
        // The extreme constant stands for every constant.
        let consts: Vec<i64> = flat.iter().filter_map(Expr::as_const).collect();
        if !consts.is_empty() {
            let c = if kind == Ext::Min {
                consts.iter().min()
            } else {
                consts.iter().max()
            };
            let c = *c.unwrap_or(&0);
            flat.retain(|e| e.as_const().is_none_or(|v| v == c));
        }
        // Drop arguments another one makes redundant.
        let mut keep = vec![true; flat.len()];
        for i in 0..flat.len() {
            for j in 0..flat.len() {
                if i == j || !keep[j] {
                    continue;
                }
                let redundant = match kind {
                    Ext::Min => le(&flat[j], &flat[i]),
                    Ext::Max => le(&flat[i], &flat[j]),
                };
                if redundant {
                    keep[i] = false;
                    break;
                }
            }
        }
        let mut args: Vec<Expr> = flat
            .into_iter()
            .zip(keep)
            .filter_map(|(e, k)| k.then_some(e))
            .collect();
        if args.len() < 2 {
            return args.pop().unwrap_or_default();
        }
        // Pull out what every argument shares: terms with equal
        // coefficients, and the smallest constant (`min(x + 1, 5) = min(x,
        // 4) + 1`).
        let mut common: SmallVec<[Term; 2]> = args[0]
            .terms
            .iter()
            .filter(|t| !t.mono.is_empty() && args[1..].iter().all(|a| a.terms.contains(t)))
            .cloned()
            .collect();
        let c0 = args
            .iter()
            .map(|a| {
                a.terms
                    .first()
                    .filter(|t| t.mono.is_empty())
                    .map_or(0, |t| t.coef)
            })
            .min()
            .unwrap_or(0);
        if c0 != 0 {
            common.insert(
                0,
                Term {
                    mono: Mono::new(),
                    coef: c0,
                },
            );
        }
        let common = Expr { terms: common };
        if !common.terms.is_empty() {
            for a in args.iter_mut() {
                *a = a.sub(&common);
            }
            args.sort();
        }
        common.add(&Expr::atom(kind.atom(args)))
    }

    /// `self / d` if it is exact as polynomials in the atoms (`12*b*s / 4*s
    /// = 3*b`); `None` otherwise or for `d = 0`.
    pub fn div_exact(&self, d: &Expr) -> Option<Expr> {
        if d.terms.is_empty() {
            return None;
        }
        if self == d {
            return Some(Expr::int(1));
        }
        let lt = leading(&d.terms)?.clone();
        let mut rem = self.terms.clone();
        let mut q: SmallVec<[Term; 2]> = SmallVec::new();
        for _ in 0..=self.terms.len() * 4 + 8 {
            let Some(r) = leading(&rem) else {
                break;
            };
            let mono = mono_div(&r.mono, &lt.mono)?;
            if r.coef % lt.coef != 0 {
                return None;
            }
            let t = Term {
                mono,
                coef: r.coef / lt.coef,
            };
            let neg: SmallVec<[Term; 2]> = product(
                &[Term {
                    mono: t.mono.clone(),
                    coef: -t.coef,
                }],
                &d.terms,
            );
            rem = merge(&rem, &neg);
            q = merge(&q, &[t]);
        }
        // Check: q · d must give back self exactly.
        (rem.is_empty() && product(&q, &d.terms) == self.terms).then(|| Expr::from_terms(q))
    }

    /// `self / d` for a division known to be exact (a reshape's `-1`
    /// extent: the input's element count over the known extents): the
    /// polynomial quotient where [`Expr::div_exact`] finds one, else the
    /// atom `quot(n, d)` of `self` and `d` with their common factors (the
    /// gcd of the coefficients, the atoms of every term) cancelled and the
    /// leading coefficient of `d` positive. Two constants that do not
    /// divide give the floor (which fails the element count of the reshape
    /// that assumed the division). `None` for `d = 0`.
    pub fn quot(&self, d: &Expr) -> Option<Expr> {
        if d.terms.is_empty() {
            return None;
        }
        if let Some(q) = self.div_exact(d) {
            return Some(q);
        }
        if let (Some(a), Some(b)) = (self.as_const(), d.as_const()) {
            return Some(Expr::int(sat64((a as i128).div_euclid(b as i128))));
        }
        let all = || self.terms.iter().chain(&d.terms);
        let g = all().fold(0u128, |g, t| gcd(g, t.coef.unsigned_abs() as u128));
        let g = i64::try_from(g).unwrap_or(1).max(1);
        let g = if leading(&d.terms).is_some_and(|t| t.coef < 0) {
            -g
        } else {
            g
        };
        let mut common: Mono = d.terms[0].mono.clone();
        for t in all() {
            common.retain(|a| t.mono.contains(a));
        }
        let strip = |e: &Expr| {
            let mut terms: SmallVec<[Term; 2]> = e
                .terms
                .iter()
                .map(|t| Term {
                    mono: mono_div(&t.mono, &common).unwrap_or_else(|| t.mono.clone()),
                    coef: t.coef / g,
                })
                .collect();
            terms.sort();
            Expr::from_terms(terms)
        };
        let (n, d) = (strip(self), strip(d));
        if d == Expr::int(1) {
            return Some(n);
        }
        // quot(quot(a, b), d) = quot(a, b·d); quot(n, quot(a, b)) = quot(n·b, a).
        if let Some(Atom::Quot(a, b)) = n.as_atom() {
            return a.quot(&b.mul(&d));
        }
        if let Some(Atom::Quot(a, b)) = d.as_atom() {
            return n.mul(b).quot(a);
        }
        Some(Expr::atom(Atom::Quot(Box::new(n), Box::new(d))))
    }

    /// The expression rebuilt (canonically) with atoms replaced where `f`
    /// gives an expression.
    fn rewrite(&self, f: &dyn Fn(&Atom) -> Option<Expr>) -> Expr {
        let mut out = Expr::default();
        for t in &self.terms {
            let mut p = Expr::int(t.coef);
            for a in &t.mono {
                p = p.mul(&a.rewrite(f));
            }
            out = out.add(&p);
        }
        out
    }

    /// The expression with the symbols `f` gives values for replaced by them.
    pub fn subst(&self, f: &dyn Fn(&str) -> Option<i64>) -> Expr {
        self.rewrite(&|a| match a {
            Atom::Sym(s) => f(s).map(Expr::int),
            _ => None,
        })
    }

    /// The single atom the expression is (`floor((W + 1)/2)`, `unk`), if
    /// it is one.
    pub fn as_atom(&self) -> Option<&Atom> {
        match self.terms.as_slice() {
            [Term { mono, coef: 1 }] if mono.len() == 1 => Some(&mono[0]),
            _ => None,
        }
    }

    /// The expression with every occurrence of `atom` (also inside floor
    /// divisions and `min`/`max`) replaced by `value`.
    pub fn replace(&self, atom: &Atom, value: i64) -> Expr {
        self.replace_with(atom, &Expr::int(value))
    }

    /// The expression with every occurrence of `atom` (also inside other
    /// atoms) replaced by the expression `value`.
    pub fn replace_with(&self, atom: &Atom, value: &Expr) -> Expr {
        if !self.mentions(atom) {
            return self.clone();
        }
        self.rewrite(&|a| (a == atom).then(|| value.clone()))
    }

    /// Whether `atom` occurs in the expression (also inside other atoms).
    pub fn mentions(&self, atom: &Atom) -> bool {
        self.terms
            .iter()
            .flat_map(|t| &t.mono)
            .any(|a| a == atom || a.mentions(atom))
    }

    /// The value when `f` gives every symbol's value; `None` if one is
    /// missing or the arithmetic overflows `i128`.
    pub fn eval(&self, f: &dyn Fn(&str) -> Option<i64>) -> Option<i128> {
        let mut acc = 0i128;
        for t in &self.terms {
            let mut p = t.coef as i128;
            for a in &t.mono {
                p = p.checked_mul(a.eval(f)?)?;
            }
            acc = acc.checked_add(p)?;
        }
        Some(acc)
    }

    fn fmt_term(f: &mut fmt::Formatter<'_>, mono: &[Atom], coef: i64, first: bool) -> fmt::Result {
        let (neg, mag) = (coef < 0, coef.unsigned_abs());
        match (first, neg) {
            (true, true) => f.write_str("-")?,
            (false, true) => f.write_str(" - ")?,
            (false, false) => f.write_str(" + ")?,
            (true, false) => {}
        }
        if mono.is_empty() {
            return write!(f, "{mag}");
        }
        if mag != 1 {
            write!(f, "{mag}*")?;
        }
        for (i, a) in mono.iter().enumerate() {
            if i > 0 {
                f.write_str("*")?;
            }
            write!(f, "{a}")?;
        }
        Ok(())
    }
}

impl From<i64> for Expr {
    fn from(c: i64) -> Expr {
        Expr::int(c)
    }
}

impl fmt::Display for Atom {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Atom::Sym(s) => f.write_str(s),
            Atom::FloorDiv(e, k) => {
                if e.terms.len() > 1 {
                    write!(f, "floor(({e})/{k})")
                } else {
                    write!(f, "floor({e}/{k})")
                }
            }
            Atom::Min(args) | Atom::Max(args) => {
                f.write_str(if matches!(self, Atom::Min(_)) {
                    "min("
                } else {
                    "max("
                })?;
                // Constant arguments last: `min(seq, 512)`.
                let syms = args.iter().filter(|a| a.as_const().is_none());
                let consts = args.iter().filter(|a| a.as_const().is_some());
                for (i, a) in syms.chain(consts).enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{a}")?;
                }
                f.write_str(")")
            }
            Atom::Quot(n, d) => write!(f, "quot({n}, {d})"),
        }
    }
}

/// Symbolic terms first (positive ones before negative ones, each in
/// canonical order), the constant last: `floor((W + 1)/2) - 1`, `seq + 1`.
impl fmt::Display for Expr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.terms.is_empty() {
            return f.write_str("0");
        }
        let mut first = true;
        let sym = self.terms.iter().filter(|t| !t.mono.is_empty());
        let pos = sym.clone().filter(|t| t.coef > 0);
        let neg = sym.filter(|t| t.coef < 0);
        let cst = self.terms.iter().filter(|t| t.mono.is_empty());
        for t in pos.chain(neg).chain(cst) {
            Expr::fmt_term(f, &t.mono, t.coef, first)?;
            first = false;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(n: &str) -> Expr {
        Expr::sym(n)
    }
    fn c(v: i64) -> Expr {
        Expr::int(v)
    }

    #[test]
    fn polynomials_are_canonical() {
        let (a, b) = (s("a"), s("b"));
        assert_eq!(a.mul(&b), b.mul(&a));
        assert_eq!(a.add(&b).add(&c(3)), c(3).add(&b).add(&a));
        assert_eq!(a.add(&b).mul(&a.sub(&b)), a.mul(&a).sub(&b.mul(&b)));
        assert_eq!(a.sub(&a), c(0));
        assert_eq!(a.mul(&b).scale(12).to_string(), "12*a*b");
        assert_eq!(c(1).sub(&a).add(&b).to_string(), "b - a + 1");
        assert_eq!(a.neg().to_string(), "-a");
        assert_eq!(a.mul(&b).scale(12).div_exact(&b.scale(4)), Some(a.scale(3)));
        // (a + 1)(b − 2) / (a + 1) = b − 2; not divisible by a + 2.
        let p = a.add(&c(1)).mul(&b.sub(&c(2)));
        assert_eq!(p.div_exact(&a.add(&c(1))), Some(b.sub(&c(2))));
        assert_eq!(p.div_exact(&a.add(&c(2))), None);
        assert_eq!(a.div_exact(&c(0)), None);
    }

    #[test]
    fn floor_division_is_reduced() {
        let w = s("W");
        // A stride-2 window: floor((W + 2·1 − 3)/2) + 1 = floor((W + 1)/2).
        let o = w.add(&c(-1)).floordiv(2).unwrap().add(&c(1));
        assert_eq!(o.to_string(), "floor((W + 1)/2)");
        assert_eq!(o, w.ceildiv(2).unwrap());
        // Multiples are pulled out and common factors cancel.
        let e = w.scale(4).add(&c(6)).floordiv(4).unwrap();
        assert_eq!(e.to_string(), "W + 1");
        assert_eq!(
            w.scale(2).add(&c(2)).floordiv(4).unwrap().to_string(),
            "floor((W + 1)/2)"
        );
        // Nested: floor(floor((W + 1)/2)/2) = floor((W + 1)/4).
        assert_eq!(o.floordiv(2).unwrap().to_string(), "floor((W + 1)/4)");
        // floor((floor(W/3) − 2)/2) + 1 = floor(W/6).
        let n = w
            .floordiv(3)
            .unwrap()
            .sub(&c(2))
            .floordiv(2)
            .unwrap()
            .add(&c(1));
        assert_eq!(n.to_string(), "floor(W/6)");
        assert_eq!(w.floordiv(0), None);
        // 0 ≤ floor(W/2^40)'s numerator < 2^40: the quotient is 0.
        assert_eq!(w.floordiv(1 << 40), Some(c(0)));
    }

    #[test]
    fn min_and_max_drop_what_cannot_matter() {
        let seq = s("seq");
        let m = seq.min_with(&c(512));
        assert_eq!(m.to_string(), "min(seq, 512)");
        assert_eq!(seq.min_with(&c(i32::MAX as i64)), seq);
        assert_eq!(seq.max_with(&c(1)), seq);
        assert_eq!(m.max_with(&seq), seq);
        assert_eq!(seq.max_with(&m), seq);
        assert_eq!(seq.sub(&m).to_string(), "seq - min(seq, 512)");
        assert_eq!(seq.add(&c(1)).min_with(&c(513)), m.add(&c(1)));
        assert_eq!(m.add(&c(1)).to_string(), "min(seq, 512) + 1");
        // x[-3:] on an extent n: max(n − max(n − 3, 0), 0) = n − max(n, 3) + 3
        // (= min(n, 3), which these rules do not find).
        let n = s("n");
        let len = n.sub(&n.sub(&c(3)).max_with(&c(0))).max_with(&c(0));
        assert_eq!(len.to_string(), "n - max(n, 3) + 3");
        assert_eq!(
            m.min_with(&s("a")).min_with(&c(7)).to_string(),
            "min(a, seq, 7)"
        );
    }

    #[test]
    fn exact_quotients_cancel_against_their_divisor() {
        let (a, b, cc, d) = (s("a"), s("b"), s("c"), s("d"));
        let ab = a.mul(&b);
        // [a, b, 512] → [-1, 16, 128]: 512ab/2048, common factor 512 out.
        let q = ab.scale(512).quot(&c(2048)).unwrap();
        assert_eq!(q.to_string(), "quot(a*b, 4)");
        assert_eq!(q.mul(&c(2048)), ab.scale(512));
        assert_eq!(c(2048).mul(&q).sub(&ab.scale(512)), c(0));
        // Polynomial quotients stay polynomials; common atoms cancel.
        assert_eq!(ab.scale(12).quot(&b.scale(4)), Some(a.scale(3)));
        let q2 = ab.mul(&cc).quot(&cc.mul(&d).scale(-2)).unwrap();
        assert_eq!(q2.to_string(), "quot(-a*b, 2*d)");
        assert_eq!(q2.mul(&d).scale(-2), ab);
        // Term by term for a one-term divisor: 3·q·d + q = 3ab + q.
        let q3 = ab.quot(&d).unwrap();
        assert_eq!(q3.mul(&d.scale(3).add(&c(1))), ab.scale(3).add(&q3));
        // As a whole for a sum: q·(d + 1) = ab.
        let q4 = ab.quot(&d.add(&c(1))).unwrap();
        assert_eq!(q4.mul(&d).add(&q4), ab);
        // Nested quotients merge; binding folds (the floor where not exact).
        assert_eq!(q3.quot(&cc).unwrap(), ab.quot(&cc.mul(&d)).unwrap());
        let at = |v: [i64; 4]| {
            move |n: &str| Some(v[["a", "b", "c", "d"].iter().position(|x| *x == n).unwrap()])
        };
        assert_eq!(q.subst(&at([2, 6, 1, 1])), c(3));
        assert_eq!(q.eval(&at([2, 6, 1, 1])), Some(3));
        assert_eq!(q.subst(&at([1, 3, 1, 1])), c(0));
        assert_eq!(q3.subst(&|n| (n == "d").then_some(1)), ab);
        assert_eq!(q.bounds().0, 0);
        assert_eq!(a.quot(&c(0)), None);
        assert!(q.mentions(&Atom::Sym("a".into())) && !q.mentions(&Atom::Sym("c".into())));
    }

    /// Evaluates a generated expression at symbol values (a, b, c).
    type Direct = Box<dyn Fn(&[i64; 3]) -> i128>;

    /// A seeded generator of expressions, each paired with a direct
    /// evaluator that does not go through the canonical form.
    struct Gen(u64);

    impl Gen {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }

        fn expr(&mut self, depth: u32) -> (Expr, Direct) {
            let pick = if depth == 0 {
                self.next() % 2
            } else {
                self.next() % 9
            };
            match pick {
                0 => {
                    let i = (self.next() % 3) as usize;
                    (s(["a", "b", "c"][i]), Box::new(move |v| v[i] as i128))
                }
                1 => {
                    let k = (self.next() % 9) as i64 - 4;
                    (c(k), Box::new(move |_| k as i128))
                }
                2 | 3 => {
                    let (x, fx) = self.expr(depth - 1);
                    let (y, fy) = self.expr(depth - 1);
                    (x.add(&y), Box::new(move |v| fx(v) + fy(v)))
                }
                4 => {
                    let (x, fx) = self.expr(depth - 1);
                    let (y, fy) = self.expr(depth - 1);
                    (x.sub(&y), Box::new(move |v| fx(v) - fy(v)))
                }
                5 => {
                    let (x, fx) = self.expr(depth - 1);
                    let (y, fy) = self.expr(depth - 1);
                    (x.mul(&y), Box::new(move |v| fx(v) * fy(v)))
                }
                6 => {
                    let (x, fx) = self.expr(depth - 1);
                    let k = self.next() % 5 + 1;
                    (
                        x.floordiv(k).unwrap(),
                        Box::new(move |v| fx(v).div_euclid(k as i128)),
                    )
                }
                7 => {
                    let (x, fx) = self.expr(depth - 1);
                    let (y, fy) = self.expr(depth - 1);
                    (x.min_with(&y), Box::new(move |v| fx(v).min(fy(v))))
                }
                _ => {
                    let (x, fx) = self.expr(depth - 1);
                    let (y, fy) = self.expr(depth - 1);
                    (x.max_with(&y), Box::new(move |v| fx(v).max(fy(v))))
                }
            }
        }
    }

    /// Canonicalisation never changes a value: 3000 random expressions,
    /// each evaluated directly (i128, floor division) and through its
    /// canonical form at symbol values in 1..=7.
    #[test]
    fn canonical_forms_keep_values() {
        let mut g = Gen(0x9E37_79B9_7F4A_7C15);
        for _ in 0..3000 {
            let (e, direct) = g.expr(4);
            for a in 1..=4 {
                for b in [1, 2, 5] {
                    for cc in [1, 7] {
                        let v = [a, b, cc];
                        let f = |n: &str| match n {
                            "a" => Some(v[0]),
                            "b" => Some(v[1]),
                            _ => Some(v[2]),
                        };
                        assert_eq!(e.eval(&f), Some(direct(&v)), "{e} at {v:?}");
                        assert_eq!(e.subst(&f).as_const().map(i128::from), Some(direct(&v)));
                    }
                }
            }
            let (lo, hi) = e.bounds();
            assert!(lo <= hi, "{e}: bounds {lo}..{hi}");
            // Canonicalising a canonical form changes nothing, and the
            // order of construction does not matter.
            assert_eq!(e.subst(&|_| None), e, "{e}");
            let (x, _) = g.expr(2);
            let (y, _) = g.expr(2);
            assert_eq!(e.add(&x).add(&y), y.add(&e.add(&x)), "{e}, {x}, {y}");
            assert_eq!(e.mul(&x), x.mul(&e), "{e}, {x}");
            assert_eq!(e.min_with(&x).min_with(&y), y.min_with(&x).min_with(&e));
            assert_eq!(e.max_with(&x), x.max_with(&e), "{e}, {x}");
        }
    }
}
