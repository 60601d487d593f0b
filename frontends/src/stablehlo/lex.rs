//! Tokens of MLIR's textual form, with their line and column.
//!
//! Balanced angle-bracket bodies that follow an identifier (`tensor<2x16xf32>`,
//! `dense<[1, 2]>`, `array<i64: 1, 64>`, `#stablehlo.gather<…>`) are kept as
//! one [`Kind::Angle`] token: their insides are parsed by whoever needs them.

/// What a token is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    /// `%name`, `%12`, `%1#0`.
    Value,
    /// `@name`.
    Sym,
    /// `^bb0`.
    Block,
    /// A bare identifier (`stablehlo.add`, `dims`, `x`, `GT`).
    Ident,
    /// An identifier with its `<…>` body (`tensor<4xf32>`).
    Angle,
    Number,
    Str,
    /// `->`.
    Arrow,
    /// One of `( ) [ ] { } < > , : = # ! * ? +`.
    Punct,
}

/// One token: a slice of the source and where it starts.
#[derive(Clone, Debug)]
pub struct Tok<'a> {
    pub kind: Kind,
    pub text: &'a str,
    pub line: u32,
    pub col: u32,
    /// A line break precedes the token.
    pub nl: bool,
}

impl Tok<'_> {
    pub fn is(&self, p: &str) -> bool {
        matches!(self.kind, Kind::Punct | Kind::Arrow | Kind::Ident) && self.text == p
    }
}

/// A lexing error: position and message.
#[derive(Debug)]
pub struct LexError {
    pub line: u32,
    pub col: u32,
    pub message: String,
}

fn ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'$' | b'-')
}

/// Split `src` into tokens; `//` comments are skipped.
pub fn lex(src: &str) -> Result<Vec<Tok<'_>>, LexError> {
    let b = src.as_bytes();
    let (mut i, mut line, mut col) = (0usize, 1u32, 1u32);
    let mut nl = true;
    let mut out = Vec::new();
    while i < b.len() {
        let c = b[i];
        if c == b'\n' {
            i += 1;
            line += 1;
            col = 1;
            nl = true;
            continue;
        }
        if c.is_ascii_whitespace() {
            i += 1;
            col += 1;
            continue;
        }
        if c == b'/' && b.get(i + 1) == Some(&b'/') {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
            continue;
        }
        let start = i;
        let (sl, sc) = (line, col);
        let kind = match c {
            b'%' | b'@' | b'^' => {
                i += 1;
                if c == b'@' && b.get(i) == Some(&b'"') {
                    i = skip_string(b, i).ok_or_else(|| err(sl, sc, "unterminated string"))?;
                } else {
                    while i < b.len()
                        && (b[i].is_ascii_alphanumeric()
                            || matches!(b[i], b'_' | b'$' | b'.')
                            || (c == b'%' && b[i] == b'#'))
                    {
                        i += 1;
                    }
                }
                if i == start + 1 {
                    return Err(err(
                        sl,
                        sc,
                        &format!("`{}` must be followed by a name", c as char),
                    ));
                }
                match c {
                    b'%' => Kind::Value,
                    b'@' => Kind::Sym,
                    _ => Kind::Block,
                }
            }
            b'"' => {
                i = skip_string(b, i).ok_or_else(|| err(sl, sc, "unterminated string"))?;
                Kind::Str
            }
            b'-' if b.get(i + 1) == Some(&b'>') => {
                i += 2;
                Kind::Arrow
            }
            b'0'..=b'9' | b'-' | b'+'
                if c.is_ascii_digit() || b.get(i + 1).is_some_and(|d| d.is_ascii_digit()) =>
            {
                i += 1;
                if b.get(i) == Some(&b'x') && c == b'0' {
                    i += 1;
                    while i < b.len() && b[i].is_ascii_hexdigit() {
                        i += 1;
                    }
                } else {
                    while i < b.len() {
                        let d = b[i];
                        let exp_sign = matches!(d, b'+' | b'-') && matches!(b[i - 1], b'e' | b'E');
                        if d.is_ascii_digit() || d == b'.' || d == b'e' || d == b'E' || exp_sign {
                            i += 1;
                        } else {
                            break;
                        }
                    }
                }
                Kind::Number
            }
            c if c.is_ascii_alphabetic() || c == b'_' || c == b'#' || c == b'!' => {
                i += 1;
                while i < b.len()
                    && ident_char(b[i])
                    && !(b[i] == b'-' && b.get(i + 1) == Some(&b'>'))
                {
                    i += 1;
                }
                if b.get(i) == Some(&b'<') {
                    i = skip_angle(b, i).ok_or_else(|| {
                        err(
                            sl,
                            sc,
                            &format!("unbalanced `<` after `{}`", &src[start..i]),
                        )
                    })?;
                    Kind::Angle
                } else {
                    Kind::Ident
                }
            }
            b'(' | b')' | b'[' | b']' | b'{' | b'}' | b'<' | b'>' | b',' | b':' | b'=' | b'*'
            | b'?' | b'+' => {
                i += 1;
                Kind::Punct
            }
            _ => {
                let ch = src[i..].chars().next().unwrap_or('?');
                return Err(err(sl, sc, &format!("unexpected character `{ch}`")));
            }
        };
        // Keep columns right across multi-line tokens (strings, angle bodies).
        for &ch in &b[start..i] {
            if ch == b'\n' {
                line += 1;
                col = 1;
            } else {
                col += 1;
            }
        }
        let text = src
            .get(start..i)
            .ok_or_else(|| err(sl, sc, "invalid UTF-8 boundary"))?;
        out.push(Tok {
            kind,
            text,
            line: sl,
            col: sc,
            nl,
        });
        nl = false;
    }
    Ok(out)
}

fn err(line: u32, col: u32, m: &str) -> LexError {
    LexError {
        line,
        col,
        message: m.to_string(),
    }
}

/// Index past the string starting at `i` (a `"`).
fn skip_string(b: &[u8], mut i: usize) -> Option<usize> {
    i += 1;
    while i < b.len() {
        match b[i] {
            b'\\' => i += 2,
            b'"' => return Some(i + 1),
            _ => i += 1,
        }
    }
    None
}

/// Index past the balanced `<…>` starting at `i`; `->` inside does not close.
fn skip_angle(b: &[u8], mut i: usize) -> Option<usize> {
    let mut depth = 0usize;
    while i < b.len() {
        match b[i] {
            b'"' => {
                i = skip_string(b, i)?;
                continue;
            }
            b'<' => depth += 1,
            b'>' if i > 0 && b[i - 1] == b'-' => {}
            b'>' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}
