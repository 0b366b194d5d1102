//! Every analysis of a match is kept (#26): the charlot match read from
//! its `.xg` (XG's analysis) and its `.sgf` (gnuBG's) is one match holding
//! both, XG's figures by default, gnuBG's under `--engine gnubg` and when
//! the preference says so; `match show` and `match export` of it; and the
//! usage errors of these commands.

mod common;

use std::path::{Path, PathBuf};

use common::{run, text};
use serde_json::Value;

const CHARLOT: &str = "charlot1-charlot2_7p_2025-11-08-2305";

fn fixtures() -> Option<PathBuf> {
    blunderdb::model::shared::require().map(|s| s.join("fixtures"))
}

fn json(db: &Path, args: &[&str]) -> Value {
    let o = run(db, args);
    assert!(o.status.success(), "{args:?}: {}", text(&o));
    serde_json::from_slice(&o.stdout).unwrap_or_else(|e| panic!("{args:?}: {e}: {}", text(&o)))
}

fn pr(v: &Value) -> f64 {
    v["pr"].as_f64().unwrap_or(f64::NAN)
}

fn round2(x: f64) -> f64 {
    (x * 100.0).round() / 100.0
}

#[test]
fn the_xg_and_sgf_of_one_match_are_one_match_with_both_analyses() {
    let Some(fx) = fixtures() else { return };
    let xg = fx.join("xg").join(format!("{CHARLOT}.xg"));
    let sgf = fx.join("sgf").join(format!("{CHARLOT}.sgf"));
    // Both orders of import give the same library.
    for order in [[&sgf, &xg], [&xg, &sgf]] {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("l.db");
        let o = run(
            &db,
            &[
                "import",
                order[0].to_str().unwrap(),
                order[1].to_str().unwrap(),
            ],
        );
        assert!(o.status.success(), "{}", text(&o));
        assert!(text(&o).contains("added"), "{}", text(&o));
        let ms = json(&db, &["matches", "--format", "json"]);
        let ms = ms.as_array().unwrap();
        assert_eq!(ms.len(), 1, "one match: {ms:?}");
        let analyses = ms[0]["analyses"].as_array().unwrap();
        assert_eq!(analyses.len(), 2, "{analyses:?}");
        assert_eq!(analyses[0]["engine"], "xg");
        assert_eq!(analyses[0]["counted"], true);
        assert_eq!(analyses[1]["engine"], "gnubg");
        assert_eq!(analyses[1]["counted"], false);
        // XG's figures by default (fixture-references §1: 0.39 and 0.42).
        let a = json(&db, &["stats", "--player", "charlot1", "--format", "json"]);
        let b = json(&db, &["stats", "--player", "charlot2", "--format", "json"]);
        assert_eq!(round2(pr(&a)), 0.39, "{a}");
        assert_eq!(round2(pr(&b)), 0.42, "{b}");
        // gnuBG's under --engine gnubg: the PR 0.00 its file gives.
        let g = json(
            &db,
            &[
                "stats", "--player", "charlot1", "--engine", "gnubg", "--format", "json",
            ],
        );
        assert_eq!(pr(&g), 0.0, "{g}");
        assert_eq!(g["matches"], 1);
        // The same match imported a third time is a duplicate.
        let o = run(&db, &["import", xg.to_str().unwrap()]);
        assert!(text(&o).contains("duplicate"), "{}", text(&o));
    }
}

#[test]
fn the_preference_changes_which_analysis_counts_and_back_exactly() {
    let Some(fx) = fixtures() else { return };
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("l.db");
    let xg = fx.join("xg").join(format!("{CHARLOT}.xg"));
    let sgf = fx.join("sgf").join(format!("{CHARLOT}.sgf"));
    let o = run(
        &db,
        &["import", sgf.to_str().unwrap(), xg.to_str().unwrap()],
    );
    assert!(o.status.success(), "{}", text(&o));
    let before = json(&db, &["players", "--format", "json"]);
    let e = json(&db, &["engines", "--prefer", "gnubg", "--format", "json"]);
    assert_eq!(e["changed"], 1, "{e}");
    assert_eq!(e["prefer"][0], "gnubg");
    let g = json(&db, &["stats", "--player", "charlot1", "--format", "json"]);
    assert_eq!(pr(&g), 0.0, "gnuBG's analysis counts now: {g}");
    let x = json(
        &db,
        &[
            "stats", "--player", "charlot1", "--engine", "xg", "--format", "json",
        ],
    );
    assert_eq!(round2(pr(&x)), 0.39, "{x}");
    let e = json(
        &db,
        &["engines", "--prefer", "xg,gnubg", "--format", "json"],
    );
    assert_eq!(e["changed"], 1, "{e}");
    // Back to XG: every figure of every player as it was, to the last bit.
    let after = json(&db, &["players", "--format", "json"]);
    assert_eq!(before, after);
}

#[test]
fn match_show_lists_every_move_with_its_ids_and_export_round_trips() {
    let Some(fx) = fixtures() else { return };
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("l.db");
    let xg = fx.join("xg").join(format!("{CHARLOT}.xg"));
    let o = run(&db, &["import", xg.to_str().unwrap()]);
    assert!(o.status.success(), "{}", text(&o));
    let r = json(&db, &["match", "show", "1", "--format", "json"]);
    assert_eq!(r["match"]["players"][0], "charlot1");
    assert_eq!(r["match"]["length"], 7);
    let games = r["games"].as_array().unwrap();
    assert_eq!(games.len(), 4);
    let moves: Vec<&Value> = games
        .iter()
        .flat_map(|g| g["moves"].as_array().unwrap())
        .collect();
    // 94 + 95 checker plays (fixture-references §1), dances included.
    let checker = moves.iter().filter(|m| m["kind"] == "checker").count();
    assert_eq!(checker, 94 + 95);
    for m in &moves {
        assert!(
            m["position_id"].as_str().is_some_and(|p| p.len() == 14),
            "{m}"
        );
        assert!(m["match_id"].as_str().is_some_and(|p| p.len() == 12), "{m}");
        assert!(
            m["xgid"].as_str().is_some_and(|x| x.starts_with("XGID=")),
            "{m}"
        );
    }
    // The opening position, from the side of the player on roll.
    assert_eq!(games[0]["moves"][0]["position_id"], "4HPwATDgc/ABMA");
    // Marks follow the thresholds (blunderDB's: error 0.05, blunder 0.10).
    for m in &moves {
        let e = m["error"].as_f64();
        let mark = m["mark"].as_str().unwrap();
        match e {
            Some(e) if e >= 0.1 - 1e-9 => assert_eq!(mark, "??", "{m}"),
            Some(e) if e >= 0.05 - 1e-9 => assert_eq!(mark, "?", "{m}"),
            Some(e) if e >= 0.025 - 1e-9 => assert_eq!(mark, "?!", "{m}"),
            _ => assert_eq!(mark, "", "{m}"),
        }
    }
    // One game only.
    let g2 = json(
        &db,
        &["match", "show", "1", "--game", "2", "--format", "json"],
    );
    assert_eq!(g2["games"].as_array().unwrap().len(), 1);
    assert_eq!(g2["games"][0]["number"], 2);
    // Export as a Jellyfish transcript: imported into a new library, the
    // same match (the identity: the import is a duplicate of the original).
    let mat = dir.path().join("out.mat");
    let o = run(&db, &["match", "export", "1", mat.to_str().unwrap()]);
    assert!(o.status.success(), "{}", text(&o));
    let o = run(&db, &["import", mat.to_str().unwrap()]);
    assert!(text(&o).contains("duplicate"), "{}", text(&o));
}

#[test]
fn bad_requests_are_usage_errors_that_say_what_is_wrong() {
    let Some(fx) = fixtures() else { return };
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("l.db");
    let xg = fx.join("xg").join(format!("{CHARLOT}.xg"));
    let o = run(&db, &["import", xg.to_str().unwrap()]);
    assert!(o.status.success(), "{}", text(&o));
    for (args, says) in [
        (&["match", "show", "99"][..], "no match 99"),
        (&["match", "show", "1", "--game", "9"][..], "no game 9"),
        (
            &["match", "show", "1", "--engine", "gnubg"][..],
            "no analysis by gnubg",
        ),
        (
            &["engines", "--prefer", "xg,snowie"][..],
            "unknown engine \"snowie\"",
        ),
        (&["engines", "--prefer", "xg,xg"][..], "named twice"),
        (&["match", "export", "42", "x.mat"][..], "no match 42"),
        (
            &["import", "--engine", "xg", "x.xg"][..],
            "--engine applies to",
        ),
    ] {
        let o = run(&db, args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", text(&o));
        assert!(text(&o).contains(says), "{args:?}: {}", text(&o));
    }
    // Nothing half-written: an export into a folder fails and writes nothing.
    let o = run(&db, &["match", "export", "1", dir.path().to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o));
    let left: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().contains("blunderdb-export"))
        .collect();
    assert!(left.is_empty(), "{left:?}");
}

/// `match show` of a stored match gives, move for move, the ids that the
/// replay of its file gives (tests/replay_ids.rs checks those against
/// gnuBG's own export): the 20 oracle matches, from their `.sgf` and their
/// `.mat`.
#[test]
fn match_show_of_the_stored_oracle_matches_equals_the_replay_of_their_files() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let corpus = shared.join("oracle").join("corpus");
    let mut compared = 0usize;
    for ext in ["sgf", "mat"] {
        let mut store = blunderdb::library::store::Store::open_in_memory().unwrap();
        let mut files: Vec<PathBuf> = std::fs::read_dir(&corpus)
            .unwrap()
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == ext))
            .collect();
        files.sort();
        assert_eq!(files.len(), 20, "{ext}");
        for f in &files {
            let m = blunderdb::formats::parse(&std::fs::read(f).unwrap()).unwrap();
            let blunderdb::library::store::Inserted::Imported { id } =
                store.insert_match(&m, &f.display().to_string()).unwrap()
            else {
                panic!("{f:?} not imported");
            };
            let steps = blunderdb::model::replay::replay(&m).unwrap();
            let r = blunderdb::queries::review::review(&store, id, None, None).unwrap();
            for (gi, g) in r.games.iter().enumerate() {
                for mv in &g.moves {
                    let st = steps
                        .iter()
                        .find(|s| s.game_index == gi && s.seq == mv.seq as usize)
                        .unwrap_or_else(|| panic!("{f:?} game {} seq {}", g.number, mv.seq));
                    assert_eq!(mv.position_id.as_deref(), Some(st.position_id.as_str()));
                    assert_eq!(
                        mv.match_id.as_deref(),
                        Some(st.match_id.as_str()),
                        "{f:?} game {} seq {} {:?} {:?}",
                        g.number,
                        mv.seq,
                        mv.kind,
                        st.decision.dice
                    );
                    compared += 1;
                }
            }
        }
    }
    println!("{compared} stored moves compared with the replay of their files");
    assert!(compared > 7000, "{compared}");
}

/// The Matches tab's rows: filtered by the Stats filters, an event and a
/// name search, sorted and paged, each with its PR by the counted
/// analysis (equal to `matches`' own).
#[test]
fn the_matches_tab_filters_sorts_and_pages() {
    use blunderdb::queries::review::{matches_page, MatchesRequest};
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let store = common::fixture_library(&shared, None);
    let all = store
        .matches(blunderdb::metrics::DecisionFilter::All)
        .unwrap();
    let req = |f: &dyn Fn(&mut MatchesRequest)| {
        let mut r = MatchesRequest {
            limit: 1000,
            ..Default::default()
        };
        f(&mut r);
        matches_page(&store, &r).unwrap()
    };
    let page = req(&|_| {});
    assert_eq!(page.total, all.len());
    assert!(page.total > 20, "{}", page.total);
    // Sorted by date (undated first), then id; PR as `matches` gives it.
    for w in page.rows.windows(2) {
        assert!((&w[0].date, w[0].id) <= (&w[1].date, w[1].id));
    }
    for r in &page.rows {
        let m = all.iter().find(|m| m.id == r.id).unwrap();
        assert_eq!(r.pr[0], m.players[0].figures.pr, "match {}", r.id);
        assert_eq!(r.pr[1], m.players[1].figures.pr, "match {}", r.id);
    }
    let desc = req(&|r| {
        r.sort = Some("length".into());
        r.desc = true;
    });
    assert!(desc.rows.windows(2).all(|w| w[0].length >= w[1].length));
    let charlot = req(&|r| r.search = Some("CHARLOT".into()));
    assert!(charlot.total >= 1);
    assert!(charlot
        .rows
        .iter()
        .all(|r| r.players.iter().any(|p| p.contains("charlot"))));
    let sevens = req(&|r| r.filter.length = Some(7));
    assert_eq!(
        sevens.total,
        all.iter().filter(|m| m.length == 7).count(),
        "7-point matches"
    );
    let second = req(&|r| {
        r.offset = 5;
        r.limit = 5;
    });
    assert_eq!(second.rows.len(), 5);
    assert_eq!(second.rows[0].id, page.rows[5].id);
    let bad = matches_page(
        &store,
        &MatchesRequest {
            sort: Some("colour".into()),
            ..Default::default()
        },
    );
    assert!(bad.is_err_and(|e| e.is_usage()));
}

/// `--engine`'s library (rows copied, cells recomputed, held analyses
/// stored) gives the figures of a library built from that engine's
/// analyses one by one, on every fixture.
#[test]
fn the_engine_view_equals_a_library_of_that_engines_analyses() {
    use blunderdb::library::store::engines::Engine;
    use blunderdb::library::store::{Filter, Store};
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let store = common::fixture_library(&shared, None);
    // The charlot .sgf is held beside the .xg: gnuBG's view takes it.
    for engine in [Engine::Xg, Engine::Gnubg] {
        let view = store.engine_view(engine).unwrap();
        let mut reference = Store::open_in_memory().unwrap();
        let mut n = 0;
        for m in store
            .matches(blunderdb::metrics::DecisionFilter::All)
            .unwrap()
        {
            if let Some(x) = store.load_match(m.id, Some(engine)).unwrap() {
                reference.insert_match(&x, &m.source).unwrap();
                n += 1;
            }
        }
        assert!(n > 0, "{engine:?}");
        assert_eq!(view.match_count().unwrap(), n as u64, "{engine:?}");
        let f = Filter::default();
        // Counts exact, sums to the last bits (the cells add in another order).
        close(
            &blunderdb::queries::report::stats_json(&view, &f).unwrap(),
            &blunderdb::queries::report::stats_json(&reference, &f).unwrap(),
            &format!("{engine:?} stats"),
        );
        let players = |s: &Store| {
            let mut v = blunderdb::queries::report::players_json(s, &f).unwrap();
            v.sort_by_key(|p| p["name"].to_string());
            v
        };
        close(
            &Value::Array(players(&view)),
            &Value::Array(players(&reference)),
            &format!("{engine:?} players"),
        );
    }
}

/// `a` equals `b`: integers and texts exactly, other numbers within 1e-9
/// (relative).
fn close(a: &Value, b: &Value, at: &str) {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) if x.is_f64() || y.is_f64() => {
            let (x, y) = (x.as_f64().unwrap(), y.as_f64().unwrap());
            assert!(
                (x - y).abs() <= 1e-9 * x.abs().max(y.abs()).max(1.0),
                "{at}: {x} vs {y}"
            );
        }
        (Value::Array(x), Value::Array(y)) => {
            assert_eq!(x.len(), y.len(), "{at}");
            for (i, (p, q)) in x.iter().zip(y).enumerate() {
                close(p, q, &format!("{at}[{i}]"));
            }
        }
        (Value::Object(x), Value::Object(y)) => {
            assert_eq!(
                x.keys().collect::<Vec<_>>(),
                y.keys().collect::<Vec<_>>(),
                "{at}"
            );
            for (k, p) in x {
                close(p, &y[k], &format!("{at}.{k}"));
            }
        }
        _ => assert_eq!(a, b, "{at}"),
    }
}
