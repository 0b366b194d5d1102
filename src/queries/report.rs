//! The JSON and text shapes of the figures, shared by the command line and
//! the desktop app so the two can never disagree.

use serde_json::{json, Map, Value};

use crate::i18n::Text;
use crate::library::store::{Filter, MatchInfo, Store};
use crate::metrics::{DecisionFilter, Figures, Thresholds, HISTOGRAM_BOUNDS};
use crate::queries::Result;

/// The per-player keys of `matches --format json`, in order.
pub const PLAYER_KEYS: &[&str] = &[
    "name",
    "checker_total",
    "checker_unforced",
    "close_cube",
    "doubles",
    "takes",
    "passes",
    "decisions",
    "checker_error_emg",
    "cube_error_emg",
    "error_emg",
    "pr",
    "pr_checker",
    "pr_cube",
    "snowie_er",
    "mwc_loss_pct",
    "checker_mwc_loss_pct",
    "cube_mwc_loss_pct",
    "luck_emg",
    "luck_rolls",
    "luck_mwc_pct",
    "errors",
    "blunders",
];

/// The aggregate keys `stats` and `players` add.
pub const AGGREGATE_KEYS: &[&str] = &["matches", "wins", "losses", "mwc_loss_per_match_pct"];

/// Figures as a JSON object with exactly `keys` (plus `name` when given).
pub fn figures_json(name: Option<&str>, f: &Figures, keys: &[&str]) -> Value {
    let all = serde_json::to_value(f).unwrap_or(Value::Null);
    let mut out = Map::new();
    for k in keys {
        if *k == "name" {
            out.insert(
                "name".into(),
                name.map_or(Value::Null, |n| Value::String(n.into())),
            );
        } else {
            out.insert((*k).into(), all.get(*k).cloned().unwrap_or(Value::Null));
        }
    }
    Value::Object(out)
}

/// The histogram as `[{"from": 0, "to": 5, "count": n}, …]` in millipoints.
pub fn histogram_json(h: Option<[u64; 6]>) -> Value {
    let mut from = 0.0;
    let mut v = Vec::new();
    for i in 0..6 {
        let to = HISTOGRAM_BOUNDS.get(i).copied();
        v.push(json!({"from": from, "to": to, "count": h.map(|h| h[i])}));
        from = to.unwrap_or(from);
    }
    Value::Array(v)
}

/// The bucket counts of a histogram as [`histogram_json`] writes it, read
/// from a figures object that has one (`stats_json`); `None` when the
/// counts are unknown (nothing analysed) or there is no histogram.
pub fn histogram_counts(figures: &Value) -> Option<[u64; 6]> {
    let h = figures.get("histogram")?.as_array()?;
    let mut out = [0u64; 6];
    for (i, b) in h.iter().take(6).enumerate() {
        out[i] = b.get("count")?.as_u64()?;
    }
    Some(out)
}

/// One match as `matches --format json` prints it.
pub fn match_json(m: &MatchInfo) -> Value {
    json!({
        "id": m.id,
        "source": m.source,
        "format": m.format,
        "length": m.length,
        "games": m.games,
        "winner": m.winner.map(|w| w + 1),
        "points": m.points,
        "date": m.date,
        "event": m.event,
        "analysis": m.analysis,
        "analysis_version": m.analysis_version,
        "analyses": m.analyses,
        "players": [
            figures_json(Some(&m.players[0].name), &m.players[0].figures, PLAYER_KEYS),
            figures_json(Some(&m.players[1].name), &m.players[1].figures, PLAYER_KEYS),
        ],
    })
}

/// `stats` of a selection: aggregate figures, histogram, thresholds.
pub fn stats_json(store: &Store, filter: &Filter) -> Result<Value> {
    let t = store.tally(filter)?;
    let f = t.figures(filter.decisions);
    let keys: Vec<&str> = AGGREGATE_KEYS
        .iter()
        .chain(PLAYER_KEYS.iter())
        .copied()
        .collect();
    let mut v = figures_json(filter.player.as_deref(), &f, &keys);
    if let Value::Object(o) = &mut v {
        if filter.player.is_none() {
            o.remove("name");
        } else {
            // The stored spelling of the player's name.
            if let Some(n) = filter
                .player
                .as_deref()
                .map(|p| store.stored_name(p))
                .transpose()?
                .flatten()
            {
                o.insert("name".into(), Value::String(n));
            }
        }
        o.insert("luck_per_roll".into(), json!(f.luck_per_roll));
        o.insert("histogram".into(), histogram_json(f.histogram));
        let th = store.thresholds()?;
        o.insert(
            "thresholds".into(),
            json!({"error": th.error, "blunder": th.blunder}),
        );
    }
    Ok(v)
}

/// The columns of the `players` table: name, aggregates, then the figures.
pub fn player_table_keys() -> Vec<&'static str> {
    ["name"]
        .iter()
        .chain(AGGREGATE_KEYS.iter())
        .chain(PLAYER_KEYS.iter().skip(1))
        .copied()
        .collect()
}

/// `players`: one object per player.
pub fn players_json(store: &Store, filter: &Filter) -> Result<Vec<Value>> {
    let keys = player_table_keys();
    Ok(store
        .player_tallies(filter)?
        .into_iter()
        .map(|(name, t)| figures_json(Some(&name), &t.figures(filter.decisions), &keys))
        .collect())
}

/// Two players side by side: `overall`, each one's figures over the whole
/// library, and `head_to_head`, each side's figures in the matches they
/// played against each other (any of their names; every decision), as
/// rows of the `players` table.
pub fn compare_json(store: &Store, a: &str, b: &str) -> Result<Value> {
    let h = store.head_to_head(a, b)?;
    let keys = player_table_keys();
    let mut overall = Vec::new();
    let mut between = Vec::new();
    for (name, tally) in h.players.iter().zip(&h.tallies) {
        let f = Filter {
            player: Some(name.clone()),
            ..Default::default()
        };
        let t = store.tally(&f)?;
        overall.push(figures_json(
            Some(name),
            &t.figures(DecisionFilter::All),
            &keys,
        ));
        between.push(figures_json(
            Some(name),
            &tally.figures(DecisionFilter::All),
            &keys,
        ));
    }
    Ok(json!({"overall": overall, "head_to_head": between}))
}

/// A number for a text table in `text`'s language (`0,39`): fixed
/// decimals, "—" when unknown.
pub fn num(text: &Text, v: Option<f64>, decimals: usize) -> String {
    text.figure(v, decimals)
}

/// A count for a text table in `text`'s language (`28 508`), "—" when
/// unknown.
pub fn count(text: &Text, v: Option<u64>) -> String {
    v.map_or_else(|| "—".into(), |x| text.count(x))
}

/// The thresholds in `text`'s language, with the preset they are if any
/// (`error ≥ 0.020 EMG, blunder ≥ 0.080 EMG (preset XG)`).
pub fn thresholds_text(text: &Text, t: &Thresholds) -> String {
    let words = crate::t!(
        text,
        "thresholds-text",
        error = text.number(t.error, 3),
        blunder = text.number(t.blunder, 3)
    );
    let preset = [
        ("blunderDB", Thresholds::BLUNDERDB),
        ("gnuBG", Thresholds::GNUBG),
        ("XG", Thresholds::XG),
    ]
    .iter()
    .find(|(_, p)| (p.error - t.error).abs() < 1e-9 && (p.blunder - t.blunder).abs() < 1e-9)
    .map(|(n, _)| *n);
    match preset {
        Some(name) => crate::t!(
            text,
            "report-thresholds-preset",
            thresholds = words,
            name = name
        ),
        None => words,
    }
}

/// The `players` rows as CSV (RFC 4180 quoting; empty cell = unknown).
pub fn players_csv(rows: &[Value]) -> String {
    let keys = player_table_keys();
    let mut s = keys.join(",");
    s.push('\n');
    for r in rows {
        let cells: Vec<String> = keys
            .iter()
            .map(|k| match r.get(*k) {
                Some(Value::String(t)) => {
                    if t.contains([',', '"', '\n']) {
                        format!("\"{}\"", t.replace('"', "\"\""))
                    } else {
                        t.clone()
                    }
                }
                Some(Value::Null) | None => String::new(),
                Some(v) => v.to_string(),
            })
            .collect();
        s += &cells.join(",");
        s.push('\n');
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_tables_write_numbers_the_languages_way() {
        let (en, fr) = (Text::get("en"), Text::get("fr"));
        assert_eq!(num(en, Some(0.3912), 2), "0.39");
        assert_eq!(num(fr, Some(0.3912), 2), "0,39");
        assert_eq!(num(fr, None, 2), "—");
        assert_eq!(count(en, Some(12_345)), "12,345");
        assert_eq!(count(fr, Some(12_345)), "12\u{202f}345");
        assert_eq!(
            thresholds_text(en, &Thresholds::XG),
            "error ≥ 0.020 EMG, blunder ≥ 0.080 EMG (preset XG)"
        );
        assert!(thresholds_text(fr, &Thresholds::XG).contains("0,080"));
    }

    #[test]
    fn histogram_counts_read_back_what_histogram_json_wrote() {
        let counts = Some([1, 2, 3, 4, 5, 6]);
        let figures = json!({"pr": 3.2, "histogram": histogram_json(counts)});
        assert_eq!(histogram_counts(&figures), counts);
        let unknown = json!({"histogram": histogram_json(None)});
        assert_eq!(histogram_counts(&unknown), None);
        assert_eq!(histogram_counts(&json!({"pr": null})), None);
    }
}
