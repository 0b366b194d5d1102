//! The same match written by XG, gnuBG and as a .mat transcript: whatever
//! the order of import, the library holds it once, and the readers agree on
//! players, games, scores and winner.

use std::path::{Path, PathBuf};

use blunderdb::formats;
use blunderdb::library::import::{import_paths, Outcome};
use blunderdb::library::store::Store;
use blunderdb::model::Match;

fn triple(shared: &Path, stem: &str) -> [PathBuf; 3] {
    let f = shared.join("fixtures");
    [
        f.join("xg").join(format!("{stem}.xg")),
        f.join("sgf").join(format!("{stem}.sgf")),
        f.join("mat").join(format!("{stem}.mat")),
    ]
}

fn read(p: &Path) -> Match {
    formats::parse(&std::fs::read(p).unwrap()).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

fn sorted_lower(m: &Match) -> [String; 2] {
    let mut n = [m.players[0].to_lowercase(), m.players[1].to_lowercase()];
    n.sort();
    n
}

#[test]
fn the_three_formats_agree_on_the_match() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    for (stem, final_score, winner_name, games) in [
        ("test", [7, 4], "Kévin Unger", 7),
        (
            "charlot1-charlot2_7p_2025-11-08-2305",
            [7, 2],
            "charlot1",
            4,
        ),
    ] {
        let ms: Vec<Match> = triple(&shared, stem).iter().map(|p| read(p)).collect();
        for m in &ms {
            let w = format!("{stem} {:?}", m.format);
            assert_eq!(m.length, 7, "{w}");
            assert_eq!(m.games.len(), games, "{w}");
            assert_eq!(sorted_lower(m), sorted_lower(&ms[0]), "{w}");
            let winner = m.winner().map(|s| m.players[usize::from(s)].clone());
            assert_eq!(winner.as_deref(), Some(winner_name), "{w}");
            // Seats can differ between formats (XG's .mat lists players in
            // another order), so compare the winner's score first.
            let mut pts = m.points();
            pts.sort_unstable_by(|a, b| b.cmp(a));
            assert_eq!(pts, final_score, "{w}");
            for (g, g0) in m.games.iter().zip(&ms[0].games) {
                assert_eq!(g.rolls, g0.rolls, "{w} game {}", g.number);
                assert_eq!(g.result.points, g0.result.points, "{w} game {}", g.number);
            }
        }
        assert_eq!(
            blunderdb::library::store::identity(&ms[0]),
            blunderdb::library::store::identity(&ms[1])
        );
        assert_eq!(
            blunderdb::library::store::identity(&ms[0]),
            blunderdb::library::store::identity(&ms[2])
        );
    }
}

#[test]
fn every_order_of_import_stores_the_match_once() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let [xg, sgf, mat] = triple(&shared, "test");
    let orders: [[&Path; 3]; 6] = [
        [&xg, &sgf, &mat],
        [&xg, &mat, &sgf],
        [&sgf, &xg, &mat],
        [&sgf, &mat, &xg],
        [&mat, &xg, &sgf],
        [&mat, &sgf, &xg],
    ];
    for order in orders {
        let mut store = Store::open_in_memory().unwrap();
        let reports = import_paths(&mut store, &order);
        assert_eq!(store.match_count().unwrap(), 1, "{order:?}");
        let first = &reports[0].outcome;
        assert!(
            matches!(first, Outcome::Imported { .. }),
            "{order:?}: {first:?}"
        );
        for (i, r) in reports.iter().enumerate().skip(1) {
            // The first analysed copy after a bare transcript replaces it;
            // an analysis by another engine is added beside the one held
            // (#26); a transcript after an analysis is a duplicate.
            let may_replace = i == 1 && order[0] == mat.as_path();
            let path = Path::new(&r.path);
            let is_mat = path.extension().is_some_and(|e| e == "mat");
            match &r.outcome {
                Outcome::Duplicate { .. } if !may_replace && is_mat => {}
                Outcome::Replaced { .. } if may_replace => {}
                Outcome::Added {
                    analysis, counted, ..
                } if !may_replace && !is_mat => {
                    // XG's analysis counts (the default preference).
                    assert_eq!(*counted, analysis == "xg", "{order:?}: {analysis}");
                }
                o => panic!("{order:?}: {} → {o:?}", r.path),
            }
        }
        let m = &store
            .matches(blunderdb::metrics::DecisionFilter::All)
            .unwrap()[0];
        let held: Vec<(&str, bool)> = m
            .analyses
            .iter()
            .map(|a| (a.engine.as_str(), a.counted))
            .collect();
        assert_eq!(held, [("xg", true), ("gnubg", false)], "{order:?}");
        // Whatever the order, the stored copy is analysed.
        let m = &store
            .matches(blunderdb::metrics::DecisionFilter::All)
            .unwrap()[0];
        assert!(m.analysed, "{order:?}");
        assert!(m.players[0].figures.pr.is_some());
        if order[0] == mat.as_path() {
            // The analysed copy that came next replaced the transcript.
            assert!(matches!(reports[1].outcome, Outcome::Replaced { .. }));
            assert!(matches!(reports[2].outcome, Outcome::Added { .. }));
        }
    }
}

#[test]
fn an_xg_file_and_its_site_transcript_are_one_match() {
    // Aachen 2024 doubles consultation, round 3: XG's analysis and the
    // online transcript of the same match.
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let xg = read(&shared.join("fixtures/xg/ronde3-UngerHarmand-HuyckLarsen.xg"));
    let mat = read(&shared.join("fixtures/mat/match1.txt"));
    assert_eq!(
        blunderdb::library::store::identity(&xg),
        blunderdb::library::store::identity(&mat)
    );
    assert_eq!(xg.games.len(), mat.games.len());
    assert_eq!(xg.points(), [1, 7]);
    assert_eq!(sorted_lower(&xg), sorted_lower(&mat));
    let w = |m: &Match| m.winner().map(|s| m.players[usize::from(s)].to_lowercase());
    assert_eq!(w(&xg), w(&mat));
    assert_eq!(w(&xg).as_deref(), Some("johan huyck michael larsen"));
}

#[test]
fn the_projects_gnubg_matches_and_their_mat_exports_agree() {
    // fixtures/gnubg: gnuBG saved each match as .sgf and exported it as .mat.
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/gnubg");
    let mut n = 0;
    for i in 1..=20 {
        let sgf = read(&dir.join(format!("m{i:03}.sgf")));
        let mat = read(&dir.join(format!("m{i:03}.mat")));
        let w = format!("m{i:03}");
        assert_eq!(
            blunderdb::library::store::identity(&sgf),
            blunderdb::library::store::identity(&mat),
            "{w}"
        );
        assert_eq!(sgf.players, mat.players, "{w}");
        assert_eq!(sgf.length, mat.length, "{w}");
        assert_eq!(sgf.games.len(), mat.games.len(), "{w}");
        for (a, b) in sgf.games.iter().zip(&mat.games) {
            assert_eq!(a.score, b.score, "{w} game {}", a.number);
            assert_eq!(a.result, b.result, "{w} game {}", a.number);
            assert_eq!(a.crawford, b.crawford, "{w} game {}", a.number);
        }
        assert_eq!(sgf.winner(), mat.winner(), "{w}");
        assert_eq!(sgf.points(), mat.points(), "{w}");
        n += 1;
    }
    assert_eq!(n, 20);
}

#[test]
fn xg_and_gnubg_name_the_same_positions() {
    // test.xg and test.sgf are one match: every play is made in the same
    // position, which both readers name by gnuBG's Position ID.
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let [xg, sgf, _] = triple(&shared, "test");
    let (xg, sgf) = (read(&xg), read(&sgf));
    let plays = |m: &Match, g: usize| -> Vec<String> {
        m.games[g]
            .decisions
            .iter()
            .filter(|d| d.kind == blunderdb::model::DecisionKind::Checker)
            .map(|d| d.position.clone().expect("a position"))
            .collect()
    };
    let mut compared = 0;
    for g in 0..sgf.games.len() {
        let (a, b) = (plays(&xg, g), plays(&sgf, g));
        assert_eq!(a.len(), b.len(), "game {}", g + 1);
        for (i, (x, y)) in a.iter().zip(&b).enumerate() {
            assert_eq!(x, y, "game {} play {}", g + 1, i + 1);
        }
        compared += a.len();
    }
    assert_eq!(compared, 331);
}
