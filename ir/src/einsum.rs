//! Einsum equations in one explicit form, shared by the reference
//! interpreter and autodiff: every `...` replaced by labels of its own and
//! an implicit result (`ij,jk`) written out, so the rest of the code reads
//! one label per dim and no ellipsis.

/// `eq` (spaces ignored) for operands of ranks `ranks`, made explicit: the
/// terms and the result's labels. An ellipsis stands for the trailing
/// unnamed dims of its operand, aligned from the right across operands (as
/// numpy broadcasts them); its labels are characters the equation does not
/// use. Without `->`, the result is the ellipsis dims, then the labels
/// that appear exactly once, in character order (numpy's implicit mode).
pub fn explicit_einsum(eq: &str, ranks: &[usize]) -> Result<(Vec<String>, String), String> {
    let eq: String = eq.chars().filter(|c| !c.is_whitespace()).collect();
    let (lhs, rhs) = match eq.split_once("->") {
        Some((l, r)) => (l, Some(r)),
        None => (eq.as_str(), None),
    };
    let terms: Vec<&str> = lhs.split(',').collect();
    if terms.len() != ranks.len() {
        return Err(format!(
            "einsum {eq:?}: {} terms for {} operands",
            terms.len(),
            ranks.len()
        ));
    }
    let named = |t: &str| t.chars().filter(|&c| c != '.').count();
    for t in terms.iter().chain(rhs.iter()) {
        let dots = t.matches("...").count();
        if dots > 1 || t.chars().filter(|&c| c == '.').count() != 3 * dots {
            return Err(format!(
                "einsum {eq:?}: term {t:?} has a malformed ellipsis"
            ));
        }
        if let Some(c) = t.chars().find(|&c| c != '.' && !c.is_ascii_alphabetic()) {
            return Err(format!("einsum {eq:?}: label {c:?} is not a letter"));
        }
    }
    let mut ell_rank = 0;
    for (t, &r) in terms.iter().zip(ranks) {
        let n = named(t);
        let has = t.contains("...");
        if (has && n > r) || (!has && n != r) {
            return Err(format!(
                "einsum {eq:?}: term {t:?} does not fit an operand of rank {r}"
            ));
        }
        if has {
            ell_rank = ell_rank.max(r - n);
        }
    }
    let ell: Vec<char> = ('A'..='Z')
        .chain('a'..='z')
        .filter(|c| !eq.contains(*c))
        .take(ell_rank)
        .collect();
    if ell.len() < ell_rank {
        return Err(format!(
            "einsum {eq:?}: no letters left for {ell_rank} ellipsis dims"
        ));
    }
    let expand = |t: &str, k: usize| -> String {
        match t.find("...") {
            Some(p) => {
                let mid: String = ell[ell_rank - k..].iter().collect();
                format!("{}{mid}{}", &t[..p], &t[p + 3..])
            }
            None => t.to_string(),
        }
    };
    let terms: Vec<String> = terms
        .iter()
        .zip(ranks)
        .map(|(t, &r)| expand(t, r - named(t).min(r)))
        .collect();
    let out = match rhs {
        Some(r) => expand(r, ell_rank),
        None => {
            let mut count = std::collections::BTreeMap::new();
            for c in terms.iter().flat_map(|t| t.chars()) {
                *count.entry(c).or_insert(0usize) += 1;
            }
            let mut s: String = ell.iter().collect();
            s.extend(
                count
                    .iter()
                    .filter(|(c, &n)| n == 1 && !ell.contains(c))
                    .map(|(c, _)| *c),
            );
            s
        }
    };
    if let Some(c) = out.chars().find(|&c| !terms.iter().any(|t| t.contains(c))) {
        return Err(format!(
            "einsum {eq:?}: result label {c:?} is in no operand"
        ));
    }
    if let Some(c) = out.chars().find(|&c| out.matches(c).count() > 1) {
        return Err(format!("einsum {eq:?}: result label {c:?} appears twice"));
    }
    Ok((terms, out))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ex(eq: &str, ranks: &[usize]) -> (Vec<String>, String) {
        explicit_einsum(eq, ranks).unwrap()
    }

    #[test]
    fn ellipses_and_implicit_results_are_written_out() {
        assert_eq!(
            ex("...ij,...jk->...ik", &[4, 3]),
            (vec!["ABij".into(), "Bjk".into()], "ABik".into())
        );
        assert_eq!(
            ex("ij,jk", &[2, 2]),
            (vec!["ij".into(), "jk".into()], "ik".into())
        );
        assert_eq!(ex("ii", &[2]), (vec!["ii".into()], String::new()));
        // Ellipsis labels avoid the equation's own (A is taken).
        assert_eq!(ex("A...", &[3]), (vec!["ABC".into()], "BCA".into()));
        assert_eq!(ex("...", &[0]), (vec![String::new()], String::new()));
    }

    #[test]
    fn bad_equations_say_what_is_wrong() {
        let e = |eq: &str, r: &[usize]| explicit_einsum(eq, r).unwrap_err();
        assert!(e("ij,jk", &[2]).contains("2 terms for 1 operands"));
        assert!(e("ijk->ik", &[2]).contains("does not fit"));
        assert!(e("i..j->ij", &[2]).contains("malformed ellipsis"));
        assert!(e("i1->i", &[2]).contains("not a letter"));
        assert!(e("ij->iz", &[2]).contains("in no operand"));
        assert!(e("ij->ii", &[2]).contains("appears twice"));
    }
}
