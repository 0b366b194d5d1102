//! A pasted position (#41): the decoders are the exact inverses of the
//! encoders over every decision of the real fixtures, BGBlitz's published
//! IDs read to one position, and `search --position` finds exactly the
//! decisions a scan of every decision's IDs finds, in every form a player
//! may paste.

mod common;

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use blunderdb::library::store::Store;
use blunderdb::model::ids::MatchState;
use blunderdb::model::paste::{self, decode_match_id, decode_position_id, decode_xgid, Pasted};
use blunderdb::model::position::Board;
use common::{run, text};
use serde_json::Value;

/// The fixtures this test imports: the shared SGF, XG and .mat files and
/// the project's gnuBG files.
fn fixture_dirs(shared: &Path) -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = ["sgf", "xg", "mat"]
        .iter()
        .map(|d| shared.join("fixtures").join(d))
        .collect();
    dirs.push(Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/gnubg"));
    dirs
}

/// `board` with `seat`'s checkers first.
fn from_side(board: &Board, seat: u8) -> Board {
    let mut b = *board;
    if seat == 1 {
        b.checkers.swap(0, 1);
    }
    b
}

/// `state` with `seat` as seat 0.
fn seen_by(state: &MatchState, seat: u8) -> MatchState {
    let mut s = *state;
    if seat == 1 {
        s.score.swap(0, 1);
        s.owner = s.owner.map(|o| 1 - o);
        s.on_roll = 1 - s.on_roll;
    }
    s
}

#[test]
fn decoders_invert_the_encoders_on_every_fixture_decision() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let mut store = Store::open_in_memory().expect("library");
    let dirs = fixture_dirs(&shared);
    let paths: Vec<&Path> = dirs.iter().map(PathBuf::as_path).collect();
    blunderdb::library::import::import_paths(&mut store, &paths);
    let ids: Vec<i64> = {
        let conn = store.connection();
        let mut st = conn.prepare("SELECT id FROM matches").unwrap();
        let rows = st.query_map([], |r| r.get(0)).unwrap();
        rows.map(Result::unwrap).collect()
    };
    let mut checked = 0;
    for id in ids {
        for row in store.match_decisions(id).expect("rows") {
            let (Some(pos), Some(board)) = (&row.position_id, &row.board) else {
                continue;
            };
            let here = format!("match {id} game {} seq {}", row.game, row.seq);
            let kind = row.decision_kind.expect("kind");
            let roller = blunderdb::library::search_index::on_roll(kind, row.seat);
            // Position ID: the board from the player on roll's side.
            let b = decode_position_id(pos).unwrap_or_else(|e| panic!("{here}: {e}"));
            assert_eq!(b, from_side(board, roller), "{here}");
            assert_eq!(b.position_id(0), *pos, "{here}");
            let Some(state) = row.state else {
                continue;
            };
            // Match ID: the state, all but beavers (not in a Match ID).
            let mid = row.match_id.clone().expect("match id");
            let s = decode_match_id(&mid).unwrap_or_else(|e| panic!("{here}: {e}"));
            let mut want = state;
            want.beavers = false;
            assert_eq!(s, want, "{here}: {mid}");
            assert_eq!(s.match_id(), mid, "{here}");
            // XGID: the decider at the bottom (seat 0 of the decoded pair);
            // the Jacoby rule and beavers only in money play.
            let xgid = row.xgid.clone().expect("xgid");
            let (xb, xs) = decode_xgid(&xgid).unwrap_or_else(|e| panic!("{here}: {e}"));
            assert_eq!(xb, from_side(board, row.seat), "{here}: {xgid}");
            let mut want = seen_by(&state, row.seat);
            if want.length > 0 {
                want.jacoby = false;
                want.beavers = false;
            } else {
                want.crawford = false;
            }
            want.dice = want.dice.map(|[a, b]| [a.max(b), a.min(b)]);
            assert_eq!(xs, want, "{here}: {xgid}");
            assert_eq!(xs.xgid(&xb, 0), xgid, "{here}");
            // Every form a player pastes reads to the same position.
            let p = paste::parse(&xgid).unwrap_or_else(|e| panic!("{here}: {e}"));
            let forms = [
                format!("{pos}:{mid}"),
                xgid.trim_start_matches("XGID=").to_string(),
                format!(
                    "GNU Backgammon  Position ID: {pos}\n                 Match ID   : {mid}\n"
                ),
                format!("Position-ID: {pos}    Match-ID: {mid}"),
            ];
            for f in &forms {
                let q = paste::parse(f).unwrap_or_else(|e| panic!("{here}: {f}: {e}"));
                // Jacoby and beavers are not compared: XGID and Match ID
                // carry different parts of them.
                assert_eq!(q.board, p.board, "{here}: {f}");
                let (a, b) = (q.state.expect("state"), p.state.expect("state"));
                assert_eq!(
                    (
                        a.length, a.score, a.crawford, a.cube, a.owner, a.on_roll, a.doubled,
                        a.dice
                    ),
                    (
                        b.length, b.score, b.crawford, b.cube, b.owner, b.on_roll, b.doubled,
                        b.dice
                    ),
                    "{here}: {f}"
                );
            }
            assert_eq!(paste::parse(pos).map(|p| p.board), Ok(p.board), "{here}");
            checked += 1;
        }
    }
    eprintln!("{checked} decisions round-tripped");
    assert!(checked > 2_000, "{checked}");
}

/// BGBlitz's exports print the Position-ID, Match-ID and XGID of one
/// position: both forms read to the same position.
#[test]
fn bgblitz_published_ids_read_to_one_position() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let dir = shared.join("fixtures/txt");
    let mut checked = 0;
    for e in std::fs::read_dir(&dir).expect("txt fixtures").flatten() {
        let name = e.file_name().to_string_lossy().to_string();
        if !name.starts_with("bgblitz_") {
            continue;
        }
        let text = std::fs::read_to_string(e.path()).expect("read");
        let ids = text.lines().find(|l| l.contains("Position-ID:"));
        let xgid = text.lines().find_map(|l| l.trim().strip_prefix("XGID="));
        let (Some(ids), Some(xgid)) = (ids, xgid) else {
            continue;
        };
        let a = paste::parse(ids).unwrap_or_else(|e| panic!("{name}: {e}"));
        let b = paste::parse(xgid).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(a.board, b.board, "{name}");
        let (x, y) = (a.state.expect("state"), b.state.expect("state"));
        assert_eq!(
            (x.length, x.score, x.crawford, x.cube, x.owner, x.doubled, x.dice),
            (y.length, y.score, y.crawford, y.cube, y.owner, y.doubled, y.dice),
            "{name}"
        );
        checked += 1;
    }
    assert!(checked >= 7, "{checked}");
}

/// Every row of `decisions --format json`, page after page.
fn all_rows(db: &Path) -> Vec<Value> {
    let mut out = Vec::new();
    let mut after: Option<String> = None;
    loop {
        let mut args = vec!["decisions", "--limit", "1000", "--format", "json"];
        // `=`: a cursor of the decisions without an error starts with `-`.
        let cursor = after.as_ref().map(|a| format!("--after={a}"));
        if let Some(c) = &cursor {
            args.push(c);
        }
        let o = run(db, &args);
        assert!(o.status.success(), "{}", text(&o));
        let v: Value = serde_json::from_slice(&o.stdout).expect("json");
        out.extend(v["decisions"].as_array().expect("rows").iter().cloned());
        match v["next"].as_str() {
            Some(n) => after = Some(n.to_string()),
            None => return out,
        }
    }
}

/// Whether a row is in `p`'s exact group, by the row's own IDs.
fn exact(p: &Pasted, row: &Value) -> bool {
    let Some(pos) = row["position_id"].as_str() else {
        return false;
    };
    let board = decode_position_id(pos).expect("a row's Position ID");
    let Some(a) = p.state else {
        return board == p.board;
    };
    // Without its XGID (the cube's owner unknown) a row is not exact.
    let Some(x) = row["xgid"].as_str() else {
        return false;
    };
    let q = paste::parse(x).expect("a row's XGID");
    let Some(b) = q.state else {
        return false;
    };
    q.board == p.board
        && (a.length, a.score, a.cube, a.owner) == (b.length, b.score, b.cube, b.owner)
        && (a.length == 0 || a.crawford == b.crawford)
}

/// Whether a row without IDs is in `p`'s exact group, by its fields (the
/// score and cube owner are the deciding player's; the player on roll is
/// the doubler for a take or pass).
fn exact_by_fields(p: &Pasted, r: &Value) -> bool {
    let Some(a) = p.state else {
        return true;
    };
    let answer = r["kind"] == "take" || r["kind"] == "pass";
    let score = [
        r["score"][0].as_u64().unwrap() as u32,
        r["score"][1].as_u64().unwrap() as u32,
    ];
    let score = if answer { [score[1], score[0]] } else { score };
    let owner = match (r["cube_owner"].as_str(), answer) {
        (Some("centre"), _) => Some(None),
        (Some("player"), false) | (Some("opponent"), true) => Some(Some(0)),
        (Some(_), _) => Some(Some(1)),
        (None, _) => None,
    };
    r["length"].as_u64() == Some(u64::from(a.length))
        && score == a.score
        && r["cube"].as_u64() == Some(u64::from(a.cube))
        && owner == Some(a.owner)
        && (a.length == 0 || r["crawford"].as_bool() == Some(a.crawford))
}

fn key(r: &Value) -> (i64, i64, i64) {
    (
        r["match"].as_i64().unwrap(),
        r["game"].as_i64().unwrap(),
        r["seq"].as_i64().unwrap(),
    )
}

#[test]
fn search_position_finds_what_a_scan_of_every_decision_finds() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("l.db");
    for d in fixture_dirs(&shared) {
        let o = run(&db, &["import", d.to_str().unwrap()]);
        assert!(o.status.success(), "{}", text(&o));
    }
    let rows = all_rows(&db);
    let with_ids: Vec<&Value> = rows.iter().filter(|r| r["xgid"].is_string()).collect();
    assert!(with_ids.len() > 1_000, "{}", with_ids.len());
    // Some decisions of each kind, spread over the library, and a first
    // play of a game (its position shared by many).
    let mut picked: Vec<&Value> = with_ids.iter().step_by(197).copied().collect();
    for kind in ["take", "pass", "double", "no double"] {
        picked.extend(with_ids.iter().find(|r| r["kind"] == kind).copied());
    }
    picked.extend(with_ids.iter().find(|r| r["move"] == 1).copied());
    let mut searched = 0;
    let mut transcripts = 0;
    for target in picked {
        let pos = target["position_id"].as_str().unwrap();
        let mid = target["match_id"].as_str().unwrap();
        let xgid = target["xgid"].as_str().unwrap();
        let forms = [
            xgid.to_string(),
            format!("{pos}:{mid}"),
            format!("Position ID: {pos}\nMatch ID   : {mid}"),
            pos.to_string(),
        ];
        for form in &forms {
            let p = paste::parse(form).expect("paste");
            let o = run(
                &db,
                &[
                    "search",
                    "--position",
                    form,
                    "--limit",
                    "1000",
                    "--format",
                    "json",
                ],
            );
            assert!(o.status.success(), "{form}: {}", text(&o));
            let v: Value = serde_json::from_slice(&o.stdout).expect("json");
            let found_exact: Vec<&Value> =
                v["exact"]["decisions"].as_array().unwrap().iter().collect();
            let found_same: Vec<&Value> = v["same_checkers"]["decisions"]
                .as_array()
                .unwrap()
                .iter()
                .collect();
            // The decision itself is found, among the exact ones.
            assert!(
                found_exact.iter().any(|r| key(r) == key(target)),
                "{form}: {target} not in {v}"
            );
            // Every group is whole at this limit.
            assert_eq!(v["exact"]["count"], found_exact.len(), "{form}");
            assert_eq!(v["same_checkers"]["count"], found_same.len(), "{form}");
            // A transcript's decisions (.mat: no board in the file) are
            // found by the board replayed from its moves; their rows have
            // no IDs, so they are checked by their fields.
            let (with, without): (Vec<&Value>, Vec<&Value>) = found_exact
                .iter()
                .chain(found_same.iter())
                .partition(|r| r["position_id"].is_string());
            for r in &without {
                let src = r["source"].as_str().unwrap_or("");
                assert!(
                    src.ends_with(".txt") || src.ends_with(".mat"),
                    "{form}: {r}"
                );
                assert_ne!(r["phase"], "unknown", "{form}: {r}");
                let in_exact = found_exact.iter().any(|e| key(e) == key(r));
                assert_eq!(in_exact, exact_by_fields(&p, r), "{form}: {r}");
            }
            // Every row with IDs has the position; the exact ones its cube
            // and score.
            for r in &with {
                let b = decode_position_id(r["position_id"].as_str().unwrap()).unwrap();
                assert_eq!(b, p.board, "{form}: {r}");
                let in_exact = found_exact.iter().any(|e| key(e) == key(r));
                assert_eq!(in_exact, exact(&p, r), "{form}: {r}");
            }
            // The rows with IDs are a brute-force scan's.
            let same_board: Vec<&Value> = rows
                .iter()
                .filter(|r| r["position_id"].as_str() == Some(pos))
                .collect();
            let want: HashSet<_> = same_board.iter().map(|r| key(r)).collect();
            let got: HashSet<_> = with.iter().map(|r| key(r)).collect();
            assert_eq!(got, want, "{form}");
            let want_exact = same_board.iter().filter(|r| exact(&p, r)).count();
            let got_exact = with
                .iter()
                .filter(|r| found_exact.iter().any(|e| key(e) == key(r)))
                .count();
            assert_eq!(got_exact, want_exact, "{form}");
            transcripts += without.len();
            // `--player`: the same rows, of that player only.
            if form == &forms[0] {
                let player = target["player"].as_str().unwrap();
                let o = run(
                    &db,
                    &[
                        "search",
                        "--position",
                        form,
                        "--player",
                        player,
                        "--limit",
                        "1000",
                        "--format",
                        "json",
                    ],
                );
                assert!(o.status.success(), "{form}: {}", text(&o));
                let w: Value = serde_json::from_slice(&o.stdout).expect("json");
                for group in ["exact", "same_checkers"] {
                    let mine: HashSet<_> = v[group]["decisions"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .filter(|r| {
                            r["player"].as_str().map(str::to_lowercase)
                                == Some(player.to_lowercase())
                        })
                        .map(key)
                        .collect();
                    let got: HashSet<_> = w[group]["decisions"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(key)
                        .collect();
                    assert_eq!(got, mine, "{form} --player {player}: {group}");
                }
            }
            searched += 1;
        }
    }
    eprintln!("{searched} searches, {transcripts} rows of transcripts");
    assert!(searched >= 20, "{searched}");
    // A malformed ID: exit 2, its wrong part named, nothing searched.
    for (id, says) in [
        ("4HPwATDgc/AB", "14 characters of base64"),
        ("4HPwATDgc/ABMA:cAkAAAAAAAA", "Match ID must be 12"),
        (
            "XGID=-b----E-C---eE---c-e----B-:x:0:1:31:0:0:0:1:10",
            "cube field \"x\"",
        ),
        ("", "nothing to read"),
    ] {
        let o = run(&db, &["search", "--position", id, "--format", "json"]);
        assert_eq!(o.status.code(), Some(2), "{id}: {}", text(&o));
        assert!(o.stdout.is_empty(), "{id}: {}", text(&o));
        assert!(text(&o).contains(says), "{id}: {}", text(&o));
    }
}

/// The key table follows the blobs: a blob written again is keyed again,
/// a removed match's stale keys find nothing, and the migration runs
/// again without harm (its statements are all IF NOT EXISTS).
#[test]
fn position_keys_follow_rewritten_and_removed_matches() {
    use blunderdb::queries::search::position::find;
    let fx = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/gnubg");
    let mut store = Store::open_in_memory().expect("library");
    blunderdb::library::import::import_paths(&mut store, &[fx.as_path()]);
    let opening = paste::parse("4HPwATDgc/ABMA").expect("the opening");
    let all = find(&store, &opening, 1000).expect("find");
    assert!(all.exact.count > 10, "{}", all.exact.count);
    let conn = store.connection();
    let done = |c: &rusqlite::Connection| -> i64 {
        c.query_row("SELECT count(*) FROM position_keys_done", [], |r| r.get(0))
            .unwrap()
    };
    let keyed = done(conn);
    // A blob written again un-marks its match; the next search keys it.
    conn.execute(
        "UPDATE match_features SET data = data WHERE match_id = 1",
        [],
    )
    .unwrap();
    assert_eq!(done(conn), keyed - 1);
    let again = find(&store, &opening, 1000).expect("find");
    assert_eq!(again.exact.count, all.exact.count);
    assert_eq!(done(conn), keyed);
    // A removed match: its keys stay, and find nothing.
    let of_match_1 = all
        .exact
        .decisions
        .iter()
        .filter(|r| r.row.match_no == 1)
        .count() as u64;
    assert!(of_match_1 > 0);
    conn.execute("DELETE FROM match_features WHERE match_id = 1", [])
        .unwrap();
    let after = find(&store, &opening, 1000).expect("find");
    assert_eq!(after.exact.count, all.exact.count - of_match_1);
    // The migrations again.
    conn.execute_batch(include_str!("../migrations/0018_position_keys.sql"))
        .expect("0018 twice");
    conn.execute_batch(include_str!("../migrations/0019_position_hits.sql"))
        .expect("0019 twice");
    let last = find(&store, &opening, 1000).expect("find");
    assert_eq!(last.exact.count, after.exact.count);

    // One match's blob written as another's, of a different count: the
    // other is keyed again, its old decisions (an older keying) are not
    // counted, the first's twice.
    let mut per: std::collections::BTreeMap<i64, u64> = Default::default();
    for r in &last.exact.decisions {
        *per.entry(r.row.match_no).or_default() += 1;
    }
    let (&from, &n_from) = per.iter().next().expect("a match");
    let (&to, &n_to) = per
        .iter()
        .find(|(_, &n)| n != n_from)
        .expect("two matches of different counts");
    conn.execute(
        "UPDATE match_features SET data = (SELECT data FROM match_features WHERE match_id = ?1)
          WHERE match_id = ?2",
        [from, to],
    )
    .unwrap();
    let moved = find(&store, &opening, 1000).expect("find");
    assert_eq!(moved.exact.count, last.exact.count - n_to + n_from);
}

/// The decisions of a pasted position are counted and ordered from the
/// keys' hits alone: with every search blob damaged behind the keys' back
/// (their triggers dropped), the page is the same, rows and all, but the
/// rows' figures that only the blob gives.
#[test]
fn a_paste_is_answered_from_the_keys() {
    use blunderdb::queries::search::position::find;
    let fx = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/gnubg");
    let mut store = Store::open_in_memory().expect("library");
    blunderdb::library::import::import_paths(&mut store, &[fx.as_path()]);
    let opening = paste::parse("XGID=-b----E-C---eE---c-e----B-:0:0:1:31:0:0:0:5:10").unwrap();
    let before = find(&store, &opening, 30).expect("find");
    assert!(
        before.exact.count > 1 && before.same_checkers.count > 10,
        "{} {}",
        before.exact.count,
        before.same_checkers.count
    );
    let conn = store.connection();
    conn.execute_batch(
        "DROP TRIGGER position_keys_update;
         UPDATE match_features SET data = x'00';",
    )
    .unwrap();
    // The same library that cannot be written, so cannot be keyed: its
    // blobs replayed, the same page.
    let mut replayed = Store::open_in_memory().expect("library");
    blunderdb::library::import::import_paths(&mut replayed, &[fx.as_path()]);
    replayed
        .connection()
        .execute_batch("PRAGMA query_only = ON")
        .unwrap();
    let by_replay = find(&replayed, &opening, 30).expect("find by replay");
    let after = find(&store, &opening, 30).expect("answered from the keys");
    let rows = |p: &blunderdb::queries::search::position::PositionPage| {
        (
            p.exact.count,
            p.same_checkers.count,
            p.exact
                .decisions
                .iter()
                .chain(&p.same_checkers.decisions)
                .map(|r| {
                    (
                        r.row.match_no,
                        r.row.game,
                        r.row.seq,
                        r.row.error.map(|e| e.to_bits()),
                    )
                })
                .collect::<Vec<_>>(),
        )
    };
    assert_eq!(rows(&after), rows(&before));
    assert_eq!(rows(&by_replay), rows(&before));
    let keyed: i64 = replayed
        .connection()
        .query_row("SELECT count(*) FROM position_keys", [], |r| r.get(0))
        .unwrap();
    assert_eq!(keyed, 0, "nothing was keyed");
}
