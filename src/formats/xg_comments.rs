//! XG's comments (`temp.xgc`, formats-spec §1.8): one RTF document per
//! line, lines separated by CR LF, the byte pair 0x01 0x02 standing for a
//! line break inside a comment. A cube or move record names its comment
//! by its line number (`CommentCube`, `CommentMove`). Here each is read as
//! plain text: paragraphs become lines, `\'hh` a cp1252 character, `\uN`
//! a Unicode one, and the font, colour and style tables are left out.

use crate::model::Match;

/// Gives each of `m.notes` the text of its comment line (`comments`, in
/// the notes' order; −1 for none), from the `temp.xgc` member when the
/// file has one. A note left with neither text nor flag is dropped.
pub fn attach(m: &mut Match, comments: &[i32], xgc: Option<&[u8]>) {
    let lines: Vec<&[u8]> = match xgc {
        Some(b) => split_lines(b),
        None => Vec::new(),
    };
    for (note, &c) in m.notes.iter_mut().zip(comments) {
        let text = usize::try_from(c)
            .ok()
            .and_then(|i| lines.get(i))
            .map(|l| rtf_to_text(l))
            .filter(|t| !t.is_empty());
        note.text = text;
    }
    m.notes.retain(|n| n.text.is_some() || n.flagged);
}

fn split_lines(b: &[u8]) -> Vec<&[u8]> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'\r' && b.get(i + 1) == Some(&b'\n') {
            out.push(&b[start..i]);
            i += 2;
            start = i;
        } else {
            i += 1;
        }
    }
    if start < b.len() {
        out.push(&b[start..]);
    }
    out
}

/// Windows-1252 bytes 0x80..0x9f (the rest are Latin-1).
const CP1252_HIGH: [char; 32] = [
    '€', '\u{81}', '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', '\u{8d}', 'Ž', '\u{8f}',
    '\u{90}', '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', '\u{9d}', 'ž', 'Ÿ',
];

fn cp1252(b: u8) -> char {
    match b {
        0x80..=0x9f => CP1252_HIGH[usize::from(b - 0x80)],
        _ => char::from(b),
    }
}

/// The plain text of one RTF document, trimmed.
pub fn rtf_to_text(rtf: &[u8]) -> String {
    let mut out = String::new();
    // Per group: whether its text is skipped (a table, a `\*` destination).
    let mut skip: Vec<bool> = vec![false];
    let mut i = 0;
    // Characters to skip after a `\uN` (`\ucN`, 1 by default).
    let mut uc = 1usize;
    let mut pending_skip = 0usize;
    while i < rtf.len() {
        let c = rtf[i];
        let skipping = skip.last().copied().unwrap_or(false);
        match c {
            b'{' => {
                skip.push(skipping);
                i += 1;
            }
            b'}' => {
                if skip.len() > 1 {
                    skip.pop();
                }
                i += 1;
            }
            0x01 if rtf.get(i + 1) == Some(&0x02) => {
                // A line break of the file's own, not of the text.
                i += 2;
            }
            b'\r' | b'\n' => i += 1,
            b'\\' => {
                let next = rtf.get(i + 1).copied().unwrap_or(b' ');
                match next {
                    b'\\' | b'{' | b'}' => {
                        if !skipping && pending_skip == 0 {
                            out.push(char::from(next));
                        }
                        pending_skip = pending_skip.saturating_sub(1);
                        i += 2;
                    }
                    b'\'' => {
                        let hex = rtf
                            .get(i + 2..i + 4)
                            .and_then(|h| std::str::from_utf8(h).ok());
                        if let Some(v) = hex.and_then(|h| u8::from_str_radix(h, 16).ok()) {
                            if !skipping && pending_skip == 0 {
                                out.push(cp1252(v));
                            }
                        }
                        pending_skip = pending_skip.saturating_sub(1);
                        i += 4;
                    }
                    b'*' => {
                        if let Some(s) = skip.last_mut() {
                            *s = true;
                        }
                        i += 2;
                    }
                    _ if next.is_ascii_alphabetic() => {
                        let start = i + 1;
                        let mut j = start;
                        while j < rtf.len() && rtf[j].is_ascii_alphabetic() {
                            j += 1;
                        }
                        let word = &rtf[start..j];
                        let num_start = j;
                        if j < rtf.len() && rtf[j] == b'-' {
                            j += 1;
                        }
                        while j < rtf.len() && rtf[j].is_ascii_digit() {
                            j += 1;
                        }
                        let num: Option<i64> = std::str::from_utf8(&rtf[num_start..j])
                            .ok()
                            .and_then(|s| s.parse().ok());
                        // One space after a control word belongs to it.
                        if j < rtf.len() && rtf[j] == b' ' {
                            j += 1;
                        }
                        i = j;
                        match word {
                            b"fonttbl" | b"colortbl" | b"stylesheet" | b"info" | b"pict" => {
                                if let Some(s) = skip.last_mut() {
                                    *s = true;
                                }
                            }
                            b"par" | b"line" if !skipping => out.push('\n'),
                            b"tab" if !skipping => out.push('\t'),
                            b"uc" => uc = num.map_or(1, |n| n.clamp(0, 8) as usize),
                            b"u" => {
                                if let Some(n) = num {
                                    let code = if n < 0 { n + 65536 } else { n };
                                    if !skipping {
                                        if let Some(ch) =
                                            u32::try_from(code).ok().and_then(char::from_u32)
                                        {
                                            out.push(ch);
                                        }
                                    }
                                    pending_skip = uc;
                                }
                            }
                            _ => {}
                        }
                    }
                    _ => i += 2,
                }
            }
            _ => {
                if !skipping {
                    if pending_skip > 0 {
                        pending_skip -= 1;
                    } else {
                        out.push(cp1252(c));
                    }
                }
                i += 1;
            }
        }
    }
    out.trim().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn xgs_rtf_is_read_as_plain_text() {
        let line = b"{\\rtf1\\ansi\\ansicpg1252\\uc1\\deff0{\\fonttbl{\\f0\\fcharset0 Arial;}}\x01\x02{\\colortbl;}\x01\x02{\\*\\generator Wine Riched20 2.0;}\x01\x02\\pard\\sl-240\\slmult1 \\lang1033\\fs20\\f0 les double 66 sont toujpurs difficiles \\'e0 trouver\\par\x01\x02}";
        assert_eq!(
            rtf_to_text(line),
            "les double 66 sont toujpurs difficiles à trouver"
        );
        assert_eq!(
            rtf_to_text(b"{\\rtf1 a\\par b \\u8364? c\\{d\\}}"),
            "a\nb € c{d}"
        );
        assert_eq!(split_lines(b"a\r\nb\r\n"), vec![&b"a"[..], &b"b"[..]]);
    }
}
