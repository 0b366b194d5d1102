//! Refs, stars, tags and comments (#28): a ref names the same decision in
//! XG's and gnuBG's record of one match; what is kept on it survives the
//! other engine's twin arriving, a re-analysis (`analyse --redo`) and the
//! match being removed and imported again; XG's comments and gnuBG's
//! `C[]` come in with their origin; bad input is a usage error that
//! changes nothing.

mod common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use blunderdb::library::store::Store;
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

fn ok(db: &Path, args: &[&str]) -> String {
    let o = run(db, args);
    assert!(o.status.success(), "{args:?}: {}", text(&o));
    text(&o)
}

/// The refs of match 1's starred decisions.
fn starred(s: &Store) -> Vec<String> {
    s.match_decisions(1)
        .unwrap()
        .into_iter()
        .filter(|r| r.starred)
        .filter_map(|r| r.reference)
        .collect()
}

fn usage(db: &Path, args: &[&str]) -> String {
    let o = run(db, args);
    assert_eq!(o.status.code(), Some(2), "{args:?}: {}", text(&o));
    text(&o)
}

/// Every move of `match show ID` by ref: (kind, dice, position before it).
fn moves_by_ref(db: &Path, id: &str) -> BTreeMap<String, (String, Value, Value)> {
    let v = json(db, &["match", "show", id, "--format", "json"]);
    let mut out = BTreeMap::new();
    for g in v["games"].as_array().expect("games") {
        for m in g["moves"].as_array().expect("moves") {
            let r = m["ref"].as_str().expect("every move has a ref").to_string();
            let kind = m["kind"].as_str().unwrap_or("").to_string();
            let prev = out.insert(
                r.clone(),
                (kind, m["dice"].clone(), m["position_id"].clone()),
            );
            assert!(prev.is_none(), "ref {r} twice");
        }
    }
    out
}

#[test]
fn xg_and_gnubg_give_one_decision_the_same_ref() {
    let Some(fx) = fixtures() else { return };
    let dir = tempfile::tempdir().unwrap();
    let (a, b) = (dir.path().join("xg.db"), dir.path().join("sgf.db"));
    ok(
        &a,
        &[
            "import",
            fx.join("xg")
                .join(format!("{CHARLOT}.xg"))
                .to_str()
                .unwrap(),
        ],
    );
    ok(
        &b,
        &[
            "import",
            fx.join("sgf")
                .join(format!("{CHARLOT}.sgf"))
                .to_str()
                .unwrap(),
        ],
    );
    let (x, g) = (moves_by_ref(&a, "1"), moves_by_ref(&b, "1"));
    // Every checker play and every double, take and pass has the same ref
    // in both records, with the same dice and the same position before it.
    let mut same = 0;
    for (r, (kind, dice, pos)) in &x {
        if kind == "no_double" {
            continue; // XG and gnuBG record different no-doubles.
        }
        let Some((k2, d2, p2)) = g.get(r) else {
            panic!("{r} ({kind}) of the .xg is not in the .sgf");
        };
        assert_eq!((kind, dice, pos), (k2, d2, p2), "{r}");
        same += 1;
    }
    let checker = x.values().filter(|m| m.0 == "checker").count();
    assert!(checker > 100, "{checker} checker plays");
    assert_eq!(
        same,
        g.values().filter(|m| m.0 != "no_double").count(),
        "the .sgf has no decision the .xg lacks"
    );
    // The identity part is the match's, the same in both libraries.
    let first = x.keys().next().unwrap();
    assert_eq!(first.len(), 12 + "-1-1".len(), "{first}");
}

#[test]
fn marks_survive_the_twin_a_reanalysis_and_a_reimport() {
    let Some(fx) = fixtures() else { return };
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("l.db");
    let sgf = fx.join("sgf").join(format!("{CHARLOT}.sgf"));
    let xg = fx.join("xg").join(format!("{CHARLOT}.xg"));
    ok(&db, &["import", sgf.to_str().unwrap()]);
    // Three checker plays and a cube decision of gnuBG's record.
    let moves = moves_by_ref(&db, "1");
    let mut refs: Vec<String> = moves
        .iter()
        .filter(|(_, m)| m.0 == "checker")
        .map(|(r, _)| r.clone())
        .take(3)
        .collect();
    refs.push(
        moves
            .iter()
            .find(|(_, m)| m.0 == "double")
            .map(|(r, _)| r.clone())
            .expect("the match has a double"),
    );
    ok(&db, &["tag", "add", &refs[0], "#opening", "timing"]);
    ok(&db, &["star", &refs[1]]);
    ok(&db, &["comment", &refs[2], "too bold"]);
    ok(&db, &["collection", "new", "kept"]);
    let mut add = vec!["collection", "add", "kept"];
    add.extend(refs.iter().map(String::as_str));
    ok(&db, &add);
    let due = json(
        &db,
        &["train", "due", "--collection", "kept", "--format", "json"],
    );
    let cards_before = due["cards"].clone();
    // Three checker cards, the double's and its answer's.
    assert_eq!(cards_before.as_array().unwrap().len(), 5, "{due}");

    let check = |db: &Path, when: &str| {
        let all = json(db, &["match", "show", "1", "--format", "json"]);
        let mut by_ref = BTreeMap::new();
        for g in all["games"].as_array().unwrap() {
            for m in g["moves"].as_array().unwrap() {
                by_ref.insert(m["ref"].as_str().unwrap().to_string(), m.clone());
            }
        }
        let m0 = &by_ref[&refs[0]];
        assert_eq!(
            m0["tags"],
            serde_json::json!(["opening", "timing"]),
            "{when}"
        );
        assert_eq!(by_ref[&refs[1]]["starred"], true, "{when}");
        assert_eq!(
            by_ref[&refs[2]]["comments"],
            serde_json::json!([{"origin": "user", "text": "too bold"}]),
            "{when}"
        );
        let shown = json(db, &["collection", "show", "kept", "--format", "json"]);
        let got: Vec<&str> = shown["decisions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|d| d["ref"].as_str().unwrap())
            .collect();
        assert_eq!(
            got,
            refs.iter().map(String::as_str).collect::<Vec<_>>(),
            "{when}"
        );
        let due = json(
            db,
            &["train", "due", "--collection", "kept", "--format", "json"],
        );
        assert_eq!(due["cards"], cards_before, "{when}");
    };
    check(&db, "after the marks");

    // The .xg twin arrives: XG's analysis counts now.
    let said = ok(&db, &["import", xg.to_str().unwrap()]);
    assert!(said.contains("added"), "{said}");
    let ms = json(&db, &["matches", "--format", "json"]);
    assert_eq!(ms[0]["analysis"], "xg");
    check(&db, "after the .xg twin");

    // A re-analysis: the store path `analyse --redo` takes, with gnuBG's
    // analysis read back (here the .sgf's own, as gnuBG would save it).
    {
        let mut s = Store::open(&db).unwrap();
        let m = blunderdb::formats::sgf::parse(&std::fs::read(&sgf).unwrap()).unwrap();
        s.store_analysis(1, &m, "gnubg 2-ply", "test").unwrap();
        let gnubg_first = blunderdb::library::store::engines::Preference::parse("gnubg").unwrap();
        s.set_engine_preference(&gnubg_first).unwrap();
    }
    let ms = json(&db, &["matches", "--format", "json"]);
    assert_eq!(ms[0]["analysis"], "gnubg 2-ply", "{ms}");
    check(&db, "after a re-analysis");

    // The match removed and imported again: the same refs, marks and all.
    {
        let mut s = Store::open(&db).unwrap();
        assert!(s.remove_match(1).unwrap());
    }
    ok(&db, &["import", xg.to_str().unwrap()]);
    let ms = json(&db, &["matches", "--format", "json"]);
    // (A new row: SQLite may give it the freed id again.)
    let id = ms[0]["id"].to_string();
    let by_ref = moves_by_ref(&db, &id);
    assert!(by_ref.contains_key(&refs[0]));
    let rows = json(&db, &["collection", "show", "kept", "--format", "json"]);
    assert_eq!(rows["decisions"].as_array().unwrap().len(), 4, "{rows}");
    assert_eq!(
        rows["decisions"][0]["tags"],
        serde_json::json!(["opening", "timing"])
    );
}

#[cfg_attr(windows, ignore = "needs GNU Backgammon, a Linux program here")]
#[test]
fn the_real_analyse_redo_keeps_the_marks() {
    let Some(fx) = fixtures() else { return };
    let Some(g) = blunderdb::engine::analyse::require_gnubg() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("l.db");
    let sgf = fx.join("sgf").join(format!("{CHARLOT}.sgf"));
    ok(&db, &["import", sgf.to_str().unwrap()]);
    let r = moves_by_ref(&db, "1")
        .into_iter()
        .find(|(_, m)| m.0 == "checker")
        .map(|(r, _)| r)
        .unwrap();
    ok(&db, &["tag", "add", &r, "redo"]);
    ok(&db, &["star", &r]);
    let gp = g.path.display().to_string();
    let o = run(&db, &["analyse", "--plies", "0", "--redo", "--gnubg", &gp]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    let ms = json(&db, &["matches", "--format", "json"]);
    assert_eq!(ms[0]["analysis"], "gnubg 0-ply", "{ms}");
    let rows = json(&db, &["decisions", "--limit", "10000", "--format", "json"]);
    let row = rows["decisions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["ref"] == r.as_str());
    // The play may have no error left to list at 0-ply: then match show.
    let row = match row {
        Some(r) => r.clone(),
        None => {
            let v = json(&db, &["match", "show", "1", "--format", "json"]);
            v["games"]
                .as_array()
                .unwrap()
                .iter()
                .flat_map(|g| g["moves"].as_array().unwrap().clone())
                .find(|m| m["ref"] == r.as_str())
                .expect("the ref is still there")
        }
    };
    assert_eq!(row["tags"], serde_json::json!(["redo"]));
    assert_eq!(row["starred"], true);
}

#[test]
fn xgs_comments_come_in_from_match_with_comment() {
    let Some(fx) = fixtures() else { return };
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("l.db");
    ok(
        &db,
        &[
            "import",
            fx.join("xg")
                .join("match_with_comment.xg")
                .to_str()
                .unwrap(),
        ],
    );
    let v = json(&db, &["match", "show", "1", "--format", "json"]);
    let mut got = Vec::new();
    for g in v["games"].as_array().unwrap() {
        for m in g["moves"].as_array().unwrap() {
            for c in m["comments"].as_array().unwrap() {
                got.push((
                    g["number"].as_u64().unwrap(),
                    m["move_number"].as_u64().unwrap(),
                    m["played"].as_str().unwrap().to_string(),
                    c["origin"].as_str().unwrap().to_string(),
                    c["text"].as_str().unwrap().to_string(),
                    m["ref"].as_str().unwrap().to_string(),
                ));
            }
        }
    }
    assert_eq!(got.len(), 2, "{got:?}");
    // The file's temp.xgc: two RTF comments, on the 3rd and 5th moves of
    // game 1 (records 7 and 11 of temp.xg), the second with a cp1252 à.
    assert_eq!(
        (
            got[0].0,
            got[0].2.as_str(),
            got[0].3.as_str(),
            got[0].4.as_str()
        ),
        (1, "18/14* 13/8", "xg", "coup assez difficile")
    );
    assert!(got[0].5.ends_with("-1-3"), "{:?}", got[0]);
    assert_eq!(
        (got[1].3.as_str(), got[1].4.as_str()),
        ("xg", "les double 66 sont toujpurs difficiles à trouver")
    );
    assert!(got[1].5.ends_with("-1-5"), "{:?}", got[1]);
    // Importing the file again keeps one comment each.
    ok(
        &db,
        &[
            "import",
            fx.join("xg")
                .join("match_with_comment.xg")
                .to_str()
                .unwrap(),
        ],
    );
    let v = json(
        &db,
        &["match", "show", "1", "--game", "1", "--format", "json"],
    );
    let n: usize = v["games"][0]["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["comments"].as_array().unwrap().len())
        .sum();
    assert_eq!(n, 2);
}

#[test]
fn gnubgs_comments_are_read_with_their_origin() {
    // gnuBG's own m001.sgf with a comment on its first move: read into
    // `Match::notes`, stored by the decision's ref, shown on its row.
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/gnubg/m001.sgf");
    let src = std::fs::read_to_string(path).unwrap();
    assert!(src.contains(";B[51lqst]"));
    let sgf = src.replacen(";B[51lqst]", ";B[51lqst]C[a fine opening \\] really]", 1);
    let sgf = sgf.as_bytes();
    let m = blunderdb::formats::sgf::parse(sgf).expect("parses");
    assert_eq!(m.notes.len(), 1, "{:?}", m.notes);
    let n = &m.notes[0];
    assert_eq!((n.game, n.seq), (1, 0));
    assert_eq!(n.origin, blunderdb::model::Origin::Gnubg);
    assert_eq!(n.text.as_deref(), Some("a fine opening ] really"));
    // Stored by ref, shown on the row.
    let mut s = Store::open_in_memory().unwrap();
    s.insert_match(&m, "mem.sgf").unwrap();
    let rows = s.match_decisions(1).unwrap();
    assert_eq!(rows[0].comments.len(), 1);
    assert_eq!(rows[0].comments[0].text, "a fine opening ] really");
    assert!(rows[0]
        .reference
        .as_deref()
        .is_some_and(|r| r.ends_with("-1-1")));
}

#[test]
fn bad_input_is_a_usage_error_that_changes_nothing() {
    let Some(fx) = fixtures() else { return };
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("l.db");
    ok(
        &db,
        &[
            "import",
            fx.join("sgf")
                .join(format!("{CHARLOT}.sgf"))
                .to_str()
                .unwrap(),
        ],
    );
    let r = moves_by_ref(&db, "1").into_keys().next().unwrap();
    let short = &r[..12];
    assert!(usage(&db, &["star", "nonsense"]).contains("is not a ref"));
    assert!(usage(&db, &["star", &format!("{short}-99-1")]).contains("no decision"));
    assert!(usage(&db, &["star", "0123456789ab-1-1"]).contains("no decision"));
    assert!(
        usage(&db, &["tag", "add", &r, "ok", "back game"]).contains("\"back game\" is not a tag")
    );
    assert!(usage(&db, &["comment", "abc", "x"]).contains("is not a ref"));
    assert!(usage(&db, &["collection", "show", "none"]).contains("no collection \"none\""));
    assert!(usage(&db, &["collection", "add", "none", &r]).contains("no collection"));
    ok(&db, &["collection", "new", "c"]);
    assert!(usage(&db, &["collection", "new", "C"]).contains("already exists"));
    assert!(usage(&db, &["collection", "add", "c", &r, "junk"]).contains("\"junk\" is not a ref"));
    assert!(usage(&db, &["train", "answer", "7", "take"]).contains("no card 7"));
    // Nothing was kept: no tag ("ok" came before the bad one), no star,
    // an empty collection.
    let tags = json(&db, &["tag", "list", "--format", "json"]);
    assert_eq!(tags, serde_json::json!({"tags": []}));
    let c = json(&db, &["collection", "show", "c", "--format", "json"]);
    assert_eq!(c["decisions"], serde_json::json!([]));
    let rows = json(&db, &["decisions", "--limit", "10000", "--format", "json"]);
    assert!(rows["decisions"]
        .as_array()
        .unwrap()
        .iter()
        .all(|d| d["starred"] == false && d["tags"] == serde_json::json!([])));
    // An empty comment removes the player's comment.
    ok(&db, &["comment", &r, "first thought"]);
    ok(&db, &["comment", &r, ""]);
    let all = moves_by_ref(&db, "1");
    assert!(all.contains_key(&r));
    let v = json(&db, &["match", "show", "1", "--format", "json"]);
    let any_comment = v["games"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|g| g["moves"].as_array().unwrap().clone())
        .any(|m| !m["comments"].as_array().unwrap().is_empty());
    assert!(!any_comment);
}

#[test]
fn a_library_of_schema_14_migrates_with_the_same_refs() {
    let Some(fx) = fixtures() else { return };
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("l.db");
    ok(
        &db,
        &[
            "import",
            fx.join("xg")
                .join("match_with_comment.xg")
                .to_str()
                .unwrap(),
        ],
    );
    let before = moves_by_ref(&db, "1");
    // Back to schema 14: the tables of schema 15 dropped, the version set.
    {
        let c = rusqlite::Connection::open(&db).unwrap();
        c.execute_batch(
            "DROP TABLE card_reviews; DROP TABLE cards; DROP TABLE collection_items;
             DROP TABLE collections; DROP TABLE decision_comments; DROP TABLE decision_tags;
             DROP TABLE decision_flags_seen; DROP TABLE decision_stars;
             PRAGMA user_version = 14;",
        )
        .unwrap();
    }
    // Opening it migrates (a backup beside it); the refs are the same.
    let r = before.keys().nth(5).unwrap().clone();
    ok(&db, &["star", &r]);
    assert!(dir.path().join("l.v14.bak").exists());
    let after = moves_by_ref(&db, "1");
    assert_eq!(before, after);
    let rows = json(&db, &["match", "show", "1", "--format", "json"]);
    let starred: Vec<&str> = rows["games"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|g| g["moves"].as_array().unwrap())
        .filter(|m| m["starred"] == true)
        .map(|m| m["ref"].as_str().unwrap())
        .collect();
    assert_eq!(starred, vec![r.as_str()]);
}

#[test]
fn a_files_flag_stars_once_and_an_unstar_stays() {
    let Some(fx) = fixtures() else { return };
    let bytes = std::fs::read(fx.join("xg").join(format!("{CHARLOT}.xg"))).unwrap();
    let mut m = blunderdb::formats::parse(&bytes).unwrap();
    // XG's flag on the first game's 3rd checker play.
    let seq = m.games[0]
        .decisions
        .iter()
        .enumerate()
        .filter(|(_, d)| d.kind == blunderdb::model::DecisionKind::Checker)
        .nth(2)
        .map(|(i, _)| i as u32)
        .unwrap();
    m.notes.push(blunderdb::model::Note {
        game: 1,
        seq,
        origin: blunderdb::model::Origin::Xg,
        text: None,
        flagged: true,
    });
    let mut s = Store::open_in_memory().unwrap();
    s.insert_match(&m, "charlot.xg").unwrap();
    let first = starred(&s);
    assert_eq!(first.len(), 1);
    assert!(first[0].ends_with("-1-3"), "{first:?}");
    // The player takes the star off; the file imported again keeps it off.
    let f = blunderdb::queries::study::resolve(&s, &first[0]).unwrap();
    s.set_star(&f.key, false).unwrap();
    let again = s.insert_match(&m, "charlot.xg").unwrap();
    assert!(matches!(
        again,
        blunderdb::library::store::Inserted::Duplicate { .. }
    ));
    assert!(starred(&s).is_empty());
}

/// A club's members share one library but not their marks (#40): each
/// member's connection keeps its own tables apart (`Store::keep_apart`),
/// the rows read out (`Store::kept`) put back into another connection
/// (`Store::replay_own_rows`) give the same marks, cards and reviews to the
/// bit, the library file's own rows never change, and the match file's
/// comment and flag are laid over every member's marks as an import lays
/// them over a player's.
#[test]
fn a_members_marks_are_kept_apart_and_replayed() {
    use blunderdb::library::store::cards::{ReviewEntry, Side};
    use blunderdb::library::store::own::OwnRows;
    use blunderdb::model::{DecisionKind, Note, Origin};

    let Some(fx) = fixtures() else { return };
    let bytes = std::fs::read(fx.join("xg").join(format!("{CHARLOT}.xg"))).unwrap();
    let mut m = blunderdb::formats::parse(&bytes).unwrap();
    let checker: Vec<u32> = m.games[0]
        .decisions
        .iter()
        .enumerate()
        .filter(|(_, d)| d.kind == DecisionKind::Checker)
        .map(|(i, _)| i as u32)
        .collect();
    // XG's flag on the 3rd checker play of game 1, its comment on the 5th.
    for (seq, text, flagged) in [
        (checker[2], None, true),
        (checker[4], Some("coup difficile"), false),
    ] {
        m.notes.push(Note {
            game: 1,
            seq,
            origin: Origin::Xg,
            text: text.map(str::to_string),
            flagged,
        });
    }
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("library.db");
    let mut club = Store::open(&path).unwrap();
    club.insert_match(&m, "charlot.xg").unwrap();
    let refs: Vec<String> = club
        .match_decisions(1)
        .unwrap()
        .into_iter()
        .filter_map(|r| r.reference)
        .collect();
    let flagged = refs.iter().find(|r| r.ends_with("-1-3")).unwrap().clone();
    let comments = |s: &Store| -> Vec<(String, String)> {
        let identity = s.match_identity(1).unwrap().unwrap();
        let marks = s.match_marks(&identity).unwrap();
        let mut out: Vec<(String, String)> = refs
            .iter()
            .filter_map(|r| {
                let f = blunderdb::queries::study::resolve(s, r).ok()?;
                let mk = marks.get(&f.key.place)?;
                Some(
                    mk.comments
                        .iter()
                        .map(|c| (c.origin.as_str().to_string(), c.text.clone()))
                        .collect::<Vec<_>>(),
                )
            })
            .flatten()
            .collect();
        out.sort();
        out
    };
    assert_eq!(starred(&club), vec![flagged.clone()]);
    let file_comment = ("xg".to_string(), "coup difficile".to_string());
    assert_eq!(comments(&club), vec![file_comment.clone()]);

    // Member A: the file's flag and comment are there; A's own marks go
    // into A's rows only.
    let mut a = Store::open(&path).unwrap();
    a.keep_apart().unwrap();
    assert_eq!(starred(&a), vec![flagged.clone()]);
    assert_eq!(comments(&a), vec![file_comment.clone()]);
    let mine = refs[10].clone();
    let key = |s: &Store, r: &str| blunderdb::queries::study::resolve(s, r).unwrap().key;
    let (k_flag, k_mine) = (key(&a, &flagged), key(&a, &mine));
    a.set_star(&k_flag, false).unwrap();
    a.set_star(&k_mine, true).unwrap();
    a.set_tags(&k_mine, &["prime".to_string()], true).unwrap();
    a.set_comment(&k_mine, "count the shots").unwrap();
    a.save_search("blitzes", "E>80").unwrap();
    a.create_collection("to study", None).unwrap();
    let id = a.collection("to study").unwrap().unwrap().id;
    a.collection_add(id, std::slice::from_ref(&k_mine)).unwrap();
    a.create_cards(&[(k_mine.clone(), Side::Checker, None)], 1_700_000_000)
        .unwrap();
    let card = a.cards().unwrap()[0].id;
    a.record_review(
        card,
        &ReviewEntry {
            at: 1_700_000_100,
            answer: "8/4 6/4".into(),
            grade: "error".into(),
            rating: Some(2),
            loss: Some(0.0417),
            elapsed_days: Some(1.0 / 3.0),
            retrievability: Some(0.9123456789012345),
            stability: Some(2.3065),
            difficulty: Some(6.4133),
            next_due: 1_700_200_000,
        },
    )
    .unwrap();
    assert_eq!(starred(&a), vec![mine.clone()]);
    let a_comments = {
        let mut c = vec![
            file_comment.clone(),
            ("user".to_string(), "count the shots".to_string()),
        ];
        c.sort();
        c
    };
    assert_eq!(comments(&a), a_comments);
    let kept = a.own_rows().unwrap();
    let n = |t: &str| kept.tables[t].rows.len();
    assert_eq!(
        (
            n("decision_stars"),
            n("decision_tags"),
            n("decision_comments"),
            n("saved_searches")
        ),
        (1, 1, 2, 1)
    );
    assert_eq!(
        (
            n("collections"),
            n("collection_items"),
            n("cards"),
            n("card_reviews")
        ),
        (1, 1, 1, 1)
    );

    // The library file is as it was, and member B sees none of A's.
    let club = Store::open(&path).unwrap();
    assert_eq!(starred(&club), vec![flagged.clone()]);
    assert_eq!(comments(&club), vec![file_comment.clone()]);
    assert!(club.saved_searches().unwrap().is_empty());
    assert!(club.collections().unwrap().is_empty());
    assert!(club.cards().unwrap().is_empty());
    assert!(club.tag_counts().unwrap().is_empty());
    let mut b = Store::open(&path).unwrap();
    b.keep_apart().unwrap();
    assert_eq!(starred(&b), vec![flagged.clone()]);
    assert!(b.saved_searches().unwrap().is_empty());
    assert!(b.cards().unwrap().is_empty());

    // A signs in again elsewhere: the same rows, to the bit, and the
    // file's flag stays off for A.
    let mut a2 = Store::open(&path).unwrap();
    a2.keep_apart().unwrap();
    a2.replay_own_rows(&kept).unwrap();
    assert_eq!(a2.own_rows().unwrap(), kept);
    assert_eq!(starred(&a2), vec![mine.clone()]);
    assert_eq!(comments(&a2), a_comments);
    assert_eq!(a2.tag_counts().unwrap(), vec![("prime".to_string(), 1)]);
    assert_eq!(a2.saved_searches().unwrap()[0].query, "E>80");
    assert_eq!(a2.cards().unwrap()[0].stability, Some(2.3065));

    // Rows that are not a member's own, or do not fit, change nothing.
    let mut bad: OwnRows = serde_json::from_value(serde_json::json!({
        "tables": {"matches": {"columns": ["id"], "rows": [[1]]}}
    }))
    .unwrap();
    assert!(a2.replay_own_rows(&bad).is_err());
    bad = kept.clone();
    let t = bad.tables.get_mut("decision_tags").unwrap();
    t.columns.push("colour".into());
    assert!(a2
        .replay_own_rows(&bad)
        .unwrap_err()
        .to_string()
        .contains("colour"));
    bad = kept.clone();
    bad.tables.get_mut("cards").unwrap().rows[0].pop();
    assert!(a2.replay_own_rows(&bad).is_err());
    assert_eq!(
        a2.own_rows().unwrap(),
        kept,
        "a refused replay changes nothing"
    );
}
