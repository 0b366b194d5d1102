//! Numbers and dates in each language's way, by CLDR's rules (the ones the
//! window's `Intl` applies): the decimal separator, the grouping separator
//! and from how many digits it groups, and the order of a numeric date.

/// (decimal separator, grouping separator, least digits to group).
fn separators(lang: &str) -> (&'static str, &'static str, usize) {
    // U+202F narrow no-break space (French), U+00A0 no-break space.
    match lang {
        "fr" => (",", "\u{202f}", 4),
        "de" | "it" | "el" | "nl" | "pt" => (",", ".", 4),
        // Spanish groups from five digits (CLDR minimumGroupingDigits 2).
        "es" => (",", ".", 5),
        "fi" | "ru" => (",", "\u{a0}", 4),
        _ => (".", ",", 4),
    }
}

/// The minus sign (CLDR: Finnish writes U+2212).
pub fn minus(lang: &str) -> &'static str {
    if lang == "fi" {
        "\u{2212}"
    } else {
        "-"
    }
}

/// The digits of `int` (ASCII, no sign) grouped by three.
pub fn grouped(lang: &str, int: &str) -> String {
    let (_, sep, least) = separators(lang);
    if int.len() < least {
        return int.to_string();
    }
    let mut out = String::with_capacity(int.len() + int.len() / 3 * sep.len());
    for (i, c) in int.chars().enumerate() {
        if i > 0 && (int.len() - i).is_multiple_of(3) {
            out.push_str(sep);
        }
        out.push(c);
    }
    out
}

/// `v` rounded to `decimals`, with the language's separators.
pub fn number(lang: &str, v: f64, decimals: usize) -> String {
    if !v.is_finite() {
        return "—".to_string();
    }
    let plain = format!("{:.*}", decimals, v.abs());
    let (int, frac) = match plain.split_once('.') {
        Some((i, f)) => (i, Some(f)),
        None => (plain.as_str(), None),
    };
    // -0.00 is 0.00.
    let negative = v < 0.0 && plain.bytes().any(|b| b.is_ascii_digit() && b != b'0');
    let (dec, _, _) = separators(lang);
    let mut out = String::new();
    if negative {
        out.push_str(minus(lang));
    }
    out.push_str(&grouped(lang, int));
    if let Some(f) = frac {
        out.push_str(dec);
        out.push_str(f);
    }
    out
}

/// A stored date in the language's numeric order (CLDR `yMd`, and `yM`
/// for a month); a year, or anything that is not such a date, as it is.
pub fn date(lang: &str, iso: &str) -> String {
    let parts: Vec<&str> = iso.split('-').collect();
    let num = |s: &str| s.parse::<u32>().ok();
    match parts.as_slice() {
        [y, m, d] if y.len() == 4 && m.len() == 2 && d.len() == 2 => {
            // `m`, `d`: two digits as stored; `mm`, `dd`: the numbers
            // (CLDR's `M`, `d` without a leading zero).
            let (Some(_), Some(mm), Some(dd)) = (num(y), num(m), num(d)) else {
                return iso.to_string();
            };
            match lang {
                "en" => format!("{mm}/{dd}/{y}"),
                "fr" | "pt" => format!("{d}/{m}/{y}"),
                "it" | "es" | "el" => format!("{dd}/{mm}/{y}"),
                "de" | "fi" => format!("{dd}.{mm}.{y}"),
                "ru" => format!("{d}.{m}.{y}"),
                "nl" => format!("{dd}-{mm}-{y}"),
                "ja" => format!("{y}/{mm}/{dd}"),
                _ => iso.to_string(),
            }
        }
        [y, m] if y.len() == 4 && m.len() == 2 => {
            let (Some(_), Some(mm)) = (num(y), num(m)) else {
                return iso.to_string();
            };
            match lang {
                "en" | "it" | "es" | "el" => format!("{mm}/{y}"),
                "fr" | "pt" => format!("{m}/{y}"),
                "de" | "fi" => format!("{mm}.{y}"),
                "ru" => format!("{m}.{y}"),
                "nl" => format!("{mm}-{y}"),
                "ja" => format!("{y}/{mm}"),
                _ => iso.to_string(),
            }
        }
        _ => iso.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_follow_the_language() {
        assert_eq!(number("en", 0.39, 2), "0.39");
        assert_eq!(number("fr", 0.39, 2), "0,39");
        assert_eq!(number("de", 1234.5, 1), "1.234,5");
        assert_eq!(number("fr", 28_508_412.0, 0), "28\u{202f}508\u{202f}412");
        assert_eq!(number("es", 1234.0, 0), "1234");
        assert_eq!(number("es", 12345.0, 0), "12.345");
        assert_eq!(number("ru", -3.5, 2), "-3,50");
        assert_eq!(number("fi", -3.5, 2), "\u{2212}3,50");
        assert_eq!(number("ja", 12345.678, 2), "12,345.68");
        assert_eq!(number("en", -0.001, 2), "0.00");
        assert_eq!(number("en", 999.999, 2), "1,000.00");
        assert_eq!(grouped("en", "100"), "100");
        assert_eq!(grouped("en", "1000"), "1,000");
    }

    #[test]
    fn dates_follow_the_language() {
        assert_eq!(date("en", "2025-11-08"), "11/8/2025");
        assert_eq!(date("fr", "2025-11-08"), "08/11/2025");
        assert_eq!(date("de", "2025-11-08"), "8.11.2025");
        assert_eq!(date("ja", "2025-11-08"), "2025/11/8");
        assert_eq!(date("ru", "2025-01-08"), "08.01.2025");
        assert_eq!(date("de", "2025-11"), "11.2025");
        assert_eq!(date("de", "2025"), "2025");
        assert_eq!(date("de", "1981 (transcript)"), "1981 (transcript)");
    }
}
