//! The match winning chance after each move of a review (#26): read from
//! the match's own file (XG's `.xg`, gnuBG's `.sgf`), converted with the
//! library's match equity table, the first player's in percent; checked
//! here against numbers taken from the files by hand (the SGF's text: its
//! equities, its probabilities and gnuBG's own MWC of a cube decision) and
//! against the table's entries; `null` where the file has no evaluation
//! (the graph's line breaks there), no line at all for a money session or
//! a file that is gone; `mwc_after` in `match show --format json`.

mod common;

use std::path::{Path, PathBuf};

use blunderdb::library::store::{Inserted, Store};
use blunderdb::model::met::kazaross_xg2;
use blunderdb::queries::review::{review, Review};
use blunderdb::render::review_graph::graph_svg;

const TEST: &str = "test"; // HSBT Paris 2023, Unger–Job, 7 points, .xg and .sgf

fn fixtures() -> Option<PathBuf> {
    blunderdb::model::shared::require().map(|s| s.join("fixtures"))
}

/// `path` imported alone, stored under `source`, and its review.
fn review_of(path: &Path, source: &str) -> Review {
    let mut store = Store::open_in_memory().unwrap();
    let m = blunderdb::formats::parse(&std::fs::read(path).unwrap()).unwrap();
    let Inserted::Imported { id } = store.insert_match(&m, source).unwrap() else {
        panic!("{path:?} not imported");
    };
    review(&store, id, None, None).unwrap()
}

fn mwc(r: &Review, game: u32, seq: u32) -> Option<f64> {
    r.games
        .iter()
        .find(|g| g.number == game)
        .and_then(|g| g.moves.iter().find(|m| m.seq == seq))
        .unwrap_or_else(|| panic!("no move {seq} in game {game}"))
        .mwc_after
}

/// The decider's MWC of an EMG equity at a pre-Crawford score (nobody
/// 1-away before the game), straight from the table's entries: W and L are
/// the table's values after the decider wins or loses `cube` points.
fn by_hand(length: u32, score: [u32; 2], seat: usize, cube: u32, eq: f64) -> f64 {
    let met = kazaross_xg2();
    let (me, opp) = (length - score[seat], length - score[1 - seat]);
    assert!(me > 1 && opp > 1, "a pre-Crawford score");
    let value = |a: u32, b: u32| match (a, b) {
        (0, _) => 1.0,
        (_, 0) => 0.0,
        _ => met.pre(a, b),
    };
    let w = value(me.saturating_sub(cube), opp);
    let l = value(me, opp.saturating_sub(cube));
    ((w + l) + eq * (w - l)) / 2.0
}

/// The tokens of the first `key[…]` after `after` in an SGF's text.
fn sgf_tokens(text: &str, after: &str, key: &str) -> Vec<String> {
    let at = text.find(after).expect("node") + after.len();
    let start = text[at..].find(key).expect("property") + at + key.len();
    let end = text[start..].find(']').expect("end") + start;
    text[start..end]
        .split_whitespace()
        .map(str::to_string)
        .collect()
}

#[test]
fn xg_the_played_moves_equity_at_the_score_by_the_table() {
    let Some(fx) = fixtures() else { return };
    let path = fx.join("xg").join(format!("{TEST}.xg"));
    let r = review_of(&path, &path.display().to_string());
    assert_eq!(r.header.length, 7);
    assert_eq!(r.header.shown.as_deref(), Some("xg"));
    // Every move of the file against the played candidate's equity (XG's
    // Eval[6]) converted by hand: all of this match is pre-Crawford.
    let file = blunderdb::formats::parse_with_candidates(&std::fs::read(&path).unwrap()).unwrap();
    let mut compared = 0;
    for (g, fg) in r.games.iter().zip(&file.games) {
        // The library leaves out a game's trailing no-double (after its
        // last move): the stored moves are the file's first ones.
        assert!(g.moves.len() <= fg.decisions.len());
        for (mv, d) in g.moves.iter().zip(&fg.decisions) {
            assert_eq!(
                (mv.move_number, mv.played.as_str()),
                (d.move_number, d.played.as_str())
            );
            let played = d
                .candidates
                .as_ref()
                .and_then(|c| c.iter().find(|c| c.played));
            let Some(p) = played else {
                assert_eq!(mv.mwc_after, None, "game {} seq {}", g.number, mv.seq);
                continue;
            };
            let seat = usize::from(d.seat);
            let x = by_hand(7, fg.score, seat, d.cube, p.equity);
            let first = 100.0 * if seat == 0 { x } else { 1.0 - x };
            let got = mv.mwc_after.expect("an evaluated move has an MWC");
            assert!(
                (got - first).abs() < 1e-6,
                "game {} seq {}: {got} vs {first}",
                g.number,
                mv.seq
            );
            compared += 1;
        }
    }
    // XG evaluates every move of this match, dances and cube actions too.
    let moves: usize = r.games.iter().map(|g| g.moves.len()).sum();
    assert_eq!((compared, moves), (538, 538));
    // The first move at 0-0: near 50 % (13/8 24/23 with 5-1: 50.04 %).
    let first = mwc(&r, 1, 0).unwrap();
    assert!((first - 50.0410).abs() < 1e-3, "{first}");
    // Game 1 ends on a pass at 0-0: Unger leads 1-0, the table's
    // 6-away/7-away entry, 56.261 %.
    let pass = mwc(&r, 1, 60).unwrap();
    assert!((pass - 100.0 * kazaross_xg2().pre(6, 7)).abs() < 1e-4);
    assert!((pass - 56.261).abs() < 1e-3, "{pass}");
    // Game 3 (3-0) ends on Unger's pass: 3-1, 4-away/6-away, 64.285 %.
    let pass = mwc(&r, 3, 18).unwrap();
    assert!((pass - 100.0 * kazaross_xg2().pre(4, 6)).abs() < 1e-4);
    assert!((pass - 64.285).abs() < 1e-3, "{pass}");
    // Unger wins the match: his last move leaves him at 99.57 %.
    let last = r.games.last().unwrap().moves.last().unwrap();
    assert_eq!(r.games.last().unwrap().winner, Some(0));
    let v = last.mwc_after.unwrap();
    assert!(v > 99.0 && (v - 99.5703).abs() < 1e-3, "{v}");
    // No point in the graph is missing: one unbroken line.
    let (svg, points) = graph_svg(&r, 900, 200, blunderdb::i18n::Text::get("en"));
    assert_eq!(points.len(), moves);
    let path_d = svg.split("class=\"mwc\" d=\"").nth(1).unwrap();
    let path_d = &path_d[..path_d.find('"').unwrap()];
    assert_eq!(path_d.matches('M').count(), 1, "{path_d}");
}

#[test]
fn sgf_the_files_own_equities_probabilities_and_mwc() {
    let Some(fx) = fixtures() else { return };
    let path = fx.join("sgf").join(format!("{TEST}.sgf"));
    let text = std::fs::read_to_string(&path).unwrap();
    let r = review_of(&path, &path.display().to_string());
    assert_eq!(r.header.shown.as_deref(), Some("gnubg"));
    let met = kazaross_xg2();
    // White's opening 51 (A[0]: the first candidate was played): its
    // equity, 0.007629 EMG at 7-away/7-away, by hand.
    let a = sgf_tokens(&text, ";W[51xwmh]", "A[0][");
    let num = |i: usize| a[i].parse::<f64>().unwrap();
    let eq = num(9);
    assert_eq!(eq, 0.007629);
    let want = 100.0 * by_hand(7, [0, 0], 0, 1, eq);
    let first = mwc(&r, 1, 0).unwrap();
    assert!((first - want).abs() < 1e-4, "{first} vs {want}");
    assert!((first - 50.0478).abs() < 1e-3, "{first}");
    // The same from its cubeless probabilities (win, win gammon, win
    // backgammon, lose gammon, lose backgammon), each result priced by the
    // table: the cube's value at 0-0 is a few hundredths of a percent.
    let (w, wg, wbg, lg, lbg) = (num(4), num(5), num(6), num(7), num(8));
    let cubeless = (w - wg) * met.pre(6, 7)
        + (wg - wbg) * met.pre(5, 7)
        + wbg * met.pre(4, 7)
        + (1.0 - w - lg) * met.pre(7, 6)
        + (lg - lbg) * met.pre(7, 5)
        + lbg * met.pre(7, 4);
    assert!(
        (first - 100.0 * cubeless).abs() < 0.1,
        "{first} vs {cubeless}"
    );
    // Black's no double before his 61: gnuBG's DA[] gives its MWC itself
    // (the 7th of the 14 numbers, 0.499522 for Black): White's 50.0478 %.
    let da = sgf_tokens(&text, ";B[61lrqr]", "DA[");
    let nd: f64 = da[7 + 6].parse().unwrap();
    assert_eq!(nd, 0.499522);
    let v = mwc(&r, 1, 1).unwrap();
    assert_eq!(r.games[0].moves[1].kind, "no_double");
    assert!((v - 100.0 * (1.0 - nd)).abs() < 1e-3, "{v} vs {nd}");
    // gnuBG and XG (the same match) agree on the opening within 0.01 pp.
    let xg = review_of(
        &fx.join("xg").join(format!("{TEST}.xg")),
        &fx.join("xg")
            .join(format!("{TEST}.xg"))
            .display()
            .to_string(),
    );
    assert!((mwc(&xg, 1, 0).unwrap() - first).abs() < 0.01);
    // Game 1 ends on Black's pass: the table's 56.261 %, as XG's.
    let pass = mwc(&r, 1, 60).unwrap();
    assert!((pass - 56.261).abs() < 1e-3, "{pass}");
}

#[test]
fn the_line_breaks_where_the_file_has_no_evaluation() {
    let Some(fx) = fixtures() else { return };
    let path = fx.join("sgf").join(format!("{TEST}.sgf"));
    let r = review_of(&path, &path.display().to_string());
    // gnuBG does not analyse a dance: no value, the moves around it have.
    let g7 = &r.games[6];
    let dance = &g7.moves[73];
    assert_eq!((dance.kind, dance.played.as_str()), ("checker", ""));
    assert_eq!(dance.mwc_after, None);
    assert!(g7.moves[72].mwc_after.is_some() && g7.moves[74].mwc_after.is_some());
    // Every move without a value is one the file did not evaluate (a
    // dance: no A[]); every other move has one.
    let mut missing = 0;
    for g in &r.games {
        for m in &g.moves {
            if m.mwc_after.is_none() {
                assert!(
                    m.kind == "checker" && m.played.is_empty() && m.error.is_none(),
                    "game {} seq {} {} {:?}",
                    g.number,
                    m.seq,
                    m.kind,
                    m.played
                );
                missing += 1;
            }
        }
    }
    // The graph: the line broken at each gap (runs of known values), a
    // lone value drawn as a dot.
    let seq: Vec<Option<f64>> = r
        .games
        .iter()
        .flat_map(|g| &g.moves)
        .map(|m| m.mwc_after)
        .collect();
    let runs = (0..seq.len())
        .filter(|&i| seq[i].is_some() && (i == 0 || seq[i - 1].is_none()))
        .count();
    assert!(missing >= 10 && runs > 1, "{missing} {runs}");
    let (svg, points) = graph_svg(&r, 900, 200, blunderdb::i18n::Text::get("en"));
    assert_eq!(points.len(), seq.len());
    let d = svg.split("class=\"mwc\" d=\"").nth(1).unwrap();
    let d = &d[..d.find('"').unwrap()];
    assert_eq!(d.matches('M').count(), runs);
    assert_eq!(d.matches('L').count(), seq.iter().flatten().count() - runs);
    // Its axis and legend, in the language asked.
    assert!(svg.contains(">100 %<") && svg.contains(">50 %<") && svg.contains(">0 %<"));
    assert!(svg.contains("Match winning chance, Kévin Unger (right axis)"));
    let (fr, _) = graph_svg(&r, 900, 200, blunderdb::i18n::Text::get("fr"));
    assert!(fr.contains("Chances de gagner le match, Kévin Unger (axe de droite)"));
    let (ja, _) = graph_svg(&r, 900, 200, blunderdb::i18n::Text::get("ja"));
    assert!(ja.contains(">50%<") && ja.contains("マッチ勝率"));
}

#[test]
fn no_line_when_the_file_is_gone_or_in_a_money_session() {
    let Some(fx) = fixtures() else { return };
    // The .xg copied, imported from the copy, the copy removed.
    let dir = tempfile::tempdir().unwrap();
    let copy = dir.path().join("gone.xg");
    std::fs::copy(fx.join("xg").join(format!("{TEST}.xg")), &copy).unwrap();
    // The copy keeps ../shared's read-only flag, and Windows will not
    // delete a read-only file: the test's own copy is made writable.
    let mut perm = std::fs::metadata(&copy).unwrap().permissions();
    #[allow(clippy::permissions_set_readonly_false)]
    perm.set_readonly(false);
    std::fs::set_permissions(&copy, perm).unwrap();
    let r = review_of(&copy, &copy.display().to_string());
    assert!(mwc(&r, 1, 0).is_some());
    std::fs::remove_file(&copy).unwrap();
    let r = review_of(
        &fx.join("xg").join(format!("{TEST}.xg")),
        &copy.display().to_string(),
    );
    assert!(r
        .games
        .iter()
        .flat_map(|g| &g.moves)
        .all(|m| m.mwc_after.is_none()));
    let (svg, points) = graph_svg(&r, 900, 200, blunderdb::i18n::Text::get("en"));
    assert!(!points.is_empty());
    assert!(
        !svg.contains("class=\"mwc\"") && !svg.contains("winning chance") && !svg.contains(" %<")
    );
    assert!(svg.contains("<title>Cumulative error by move</title>"));
    // A money session (gnuBG's m006 of the oracle corpus): no MWC.
    let shared = blunderdb::model::shared::require().unwrap();
    let money = shared.join("oracle").join("corpus").join("m006.sgf");
    let r = review_of(&money, &money.display().to_string());
    assert_eq!(r.header.length, 0);
    assert!(r
        .games
        .iter()
        .flat_map(|g| &g.moves)
        .all(|m| m.mwc_after.is_none()));
    assert!(!graph_svg(&r, 900, 200, blunderdb::i18n::Text::get("en"))
        .0
        .contains("class=\"mwc\""));
}

#[test]
fn match_show_json_gives_mwc_after() {
    let Some(fx) = fixtures() else { return };
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("l.db");
    let sgf = fx.join("sgf").join(format!("{TEST}.sgf"));
    let o = common::run(&db, &["import", sgf.to_str().unwrap()]);
    assert!(o.status.success(), "{}", common::text(&o));
    let o = common::run(&db, &["match", "show", "1", "--format", "json"]);
    assert!(o.status.success(), "{}", common::text(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let moves = &v["games"][0]["moves"];
    let first = moves[0]["mwc_after"].as_f64().unwrap();
    assert!((first - 50.0478).abs() < 1e-3, "{first}");
    // A dance: null, present.
    let dance = &v["games"][6]["moves"][73];
    assert_eq!(dance["played"], "");
    assert!(dance.as_object().unwrap().contains_key("mwc_after"));
    assert!(dance["mwc_after"].is_null());
}

/// Every real XG and gnuBG match: each value a percentage, and each game
/// that ends on an analysed pass ends on the table's value of the score
/// after it (the pass is `−DP`, the doubler winning the cube: exactly L),
/// whatever the score: Crawford and post-Crawford games included.
#[test]
fn every_fixture_ends_its_passed_games_on_the_tables_score() {
    let Some(fx) = fixtures() else { return };
    let met = kazaross_xg2();
    let (mut passes, mut values) = (0, 0);
    for dir in ["xg", "sgf"] {
        let mut files: Vec<PathBuf> = std::fs::read_dir(fx.join(dir))
            .unwrap()
            .filter_map(|e| e.ok().map(|e| e.path()))
            .collect();
        files.sort();
        for f in &files {
            let r = review_of(f, &f.display().to_string());
            let m = blunderdb::formats::parse(&std::fs::read(f).unwrap()).unwrap();
            for (g, mg) in r.games.iter().zip(&m.games) {
                for mv in &g.moves {
                    if let Some(v) = mv.mwc_after {
                        assert!((0.0..=100.0).contains(&v), "{f:?} {v}");
                        values += 1;
                    }
                }
                let Some(last) = g.moves.last() else { continue };
                let (Some(v), "pass") = (last.mwc_after, last.kind) else {
                    continue;
                };
                let d = &mg.decisions[last.seq as usize];
                let doubler = 1 - last.player;
                let crawford = g.crawford && m.rules.crawford;
                let want = 100.0 * met.after(m.length, g.score, crawford, 0, doubler, d.cube);
                assert!(
                    (v - want).abs() < 1e-3,
                    "{f:?} game {} at {:?}: {v} vs {want}",
                    g.number,
                    g.score
                );
                passes += 1;
            }
        }
    }
    eprintln!("{passes} passes, {values} values");
    assert!(
        passes >= 25 && values >= 4900,
        "{passes} passes, {values} values"
    );
}
