//! Every stored decision's Position ID, Match ID and XGID, checked against
//! the IDs gnuBG itself prints, and the encoders against BGBlitz's exports.
//!
//! gnuBG: each SGF fixture and oracle match is imported, and gnuBG's own
//! `export match text` of the same file prints every position it played
//! through with its Position ID and Match ID. The decisions are matched
//! to gnuBG's records in order (a checker play to "X to play 43", a
//! double to "X on roll, cube decision?", a take or pass to "X doubles to
//! 2") and the IDs compared.
//!
//! The gnuBG part needs gnuBG (`apt-get install gnubg`): under CI it fails
//! when gnuBG is missing, elsewhere it says so and passes.

use std::path::{Path, PathBuf};
use std::process::Command;

use blunderdb::engine::analyse::Gnubg;
use blunderdb::formats;
use blunderdb::library::store::{Inserted, Store};
use blunderdb::model::ids::{xgid_board, MatchState};
use blunderdb::model::position::Board;

fn gnubg() -> Option<Gnubg> {
    match Gnubg::locate(None) {
        Ok(g) => Some(g),
        Err(e) if std::env::var_os("CI").is_some() => panic!("CI needs gnuBG: {e}"),
        Err(e) => {
            eprintln!("note: skipping a test that needs gnuBG: {e}");
            None
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Rec {
    /// "X to play 43": the checker play (and any no-double before it).
    Roll,
    /// "X on roll, cube decision?": the double.
    Cube,
    /// "X doubles to 2": the answer.
    Answer,
}

/// gnuBG's records of one game's text export: (kind, Position ID, Match ID).
fn records(text: &str) -> Vec<(Rec, String, String)> {
    let mut out = Vec::new();
    let mut kind = None;
    let mut pos = None;
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("Move number ") {
            let what = rest.split_once(':').map(|(_, w)| w.trim()).unwrap_or("");
            kind = if what.contains(" to play ") {
                Some(Rec::Roll)
            } else if what.ends_with("on roll, cube decision?") {
                Some(Rec::Cube)
            } else if what.contains(" doubles to ") {
                Some(Rec::Answer)
            } else {
                None
            };
        } else if let Some(i) = line.find("Position ID: ") {
            pos = Some(line[i + 13..].trim().to_string());
        } else if let Some(i) = line.find("Match ID   : ") {
            if let (Some(k), Some(p)) = (kind.take(), pos.take()) {
                out.push((k, p, line[i + 13..].trim().to_string()));
            }
        }
    }
    out
}

/// gnuBG's text export of `sgf`, one string per game.
fn gnubg_export(g: &Gnubg, sgf: &Path, scratch: &Path) -> Vec<String> {
    let out = scratch.join("x.txt");
    let script = scratch.join("script");
    std::fs::write(
        &script,
        format!(
            "load match \"{}\"\nexport match text \"{}\"\n",
            sgf.display(),
            out.display()
        ),
    )
    .expect("script");
    let home = scratch.join("home");
    std::fs::create_dir_all(&home).expect("home");
    let status = Command::new(&g.path)
        .args(["-t", "-q"])
        .env("HOME", &home)
        .stdin(std::fs::File::open(&script).expect("script"))
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status()
        .expect("run gnuBG");
    assert!(status.success(), "gnuBG failed on {}", sgf.display());
    let mut games = Vec::new();
    for n in 1.. {
        let p = if n == 1 {
            out.clone()
        } else {
            scratch.join(format!("x_{n:03}.txt"))
        };
        match std::fs::read_to_string(&p) {
            Ok(t) => games.push(t),
            Err(_) => break,
        }
        let _ = std::fs::remove_file(&p);
    }
    games
}

#[derive(Default, Debug)]
struct Tally {
    decisions: usize,
    exact_match_ids: usize,
    /// gnuBG's first record of a game says "no game in play"; compared by state.
    first_of_game: usize,
    no_doubles: usize,
    beaver_answers: usize,
}

fn check_file(g: &Gnubg, sgf: &Path, scratch: &Path, t: &mut Tally) {
    let bytes = std::fs::read(sgf).expect("read");
    let m = formats::sgf::parse(&bytes).expect("parse");
    let mut store = Store::open_in_memory().expect("store");
    let id = match store
        .insert_match(&m, &sgf.display().to_string())
        .expect("insert")
    {
        Inserted::Imported { id } => id,
        other => panic!("{other:?}"),
    };
    let rows = store.match_decisions(id).expect("decisions");
    let games = gnubg_export(g, sgf, scratch);
    assert_eq!(games.len(), m.games.len(), "{}: games", sgf.display());
    let name = sgf.file_name().unwrap().to_string_lossy().to_string();
    for (gi, text) in games.iter().enumerate() {
        let recs = records(text);
        let mut at = 0usize;
        for d in rows.iter().filter(|d| d.game as usize == gi + 1) {
            let want = match d.kind.as_str() {
                "checker" | "no double" => Rec::Roll,
                "double" => Rec::Cube,
                _ => Rec::Answer,
            };
            let (k, pos, mid) = recs
                .get(at)
                .unwrap_or_else(|| panic!("{name} game {}: no gnuBG record for {d:?}", gi + 1));
            assert_eq!(
                *k,
                want,
                "{name} game {} seq {}: record kind",
                gi + 1,
                d.seq
            );
            let here = format!("{name} game {} seq {} ({})", gi + 1, d.seq, d.kind);
            assert_eq!(
                d.position_id.as_deref(),
                Some(pos.as_str()),
                "{here}: Position ID"
            );
            let Some(ours) = d.match_id.clone() else {
                // Only the answer to a beaver has none (see sgf.rs).
                let prev = rows
                    .iter()
                    .rfind(|p| p.game == d.game && p.seq < d.seq)
                    .expect("a double before the answer");
                assert!(
                    matches!(d.kind.as_str(), "take" | "pass") && prev.seat == d.seat,
                    "{here}: no Match ID"
                );
                assert_eq!(d.xgid, None);
                // gnuBG prints the beaver ("X doubles to 2") and the answer
                // to it ("Y doubles to 4"): the position is the last one's.
                while recs.get(at + 1).is_some_and(|r| r.0 == Rec::Answer) {
                    at += 1;
                }
                assert_eq!(
                    d.position_id.as_deref(),
                    Some(recs[at].1.as_str()),
                    "{here}"
                );
                t.beaver_answers += 1;
                at += 1;
                t.decisions += 1;
                continue;
            };
            let theirs_state = MatchState::from_match_id(mid).expect("gnuBG's Match ID");
            let ours_state = MatchState::from_match_id(&ours).expect("our Match ID");
            if d.kind == "no double" {
                // Decided before the roll: gnuBG's record shows the dice that
                // followed; the state is otherwise the same.
                assert_eq!(ours_state.dice, None, "{here}");
                let mut s = theirs_state;
                s.dice = None;
                assert_eq!(ours_state, s, "{here}: {ours} vs gnuBG's {mid}");
                t.no_doubles += 1;
            } else if at == 0 && ours != *mid {
                assert_eq!(ours_state, theirs_state, "{here}: {ours} vs gnuBG's {mid}");
                t.first_of_game += 1;
            } else {
                assert_eq!(&ours, mid, "{here}: Match ID");
                t.exact_match_ids += 1;
            }
            // The XGID draws the same board, the decider at the bottom.
            let xgid = d.xgid.clone().unwrap_or_else(|| panic!("{here}: no XGID"));
            let (xb, bottom_on_roll) = xgid_board(&xgid).expect("XGID");
            let on_roll = ours_state.on_roll;
            let b = Board::from_position_id(pos, on_roll).expect("position");
            let (me, them) = (usize::from(d.seat), usize::from(1 - d.seat));
            assert_eq!(xb.checkers[0], b.checkers[me], "{here}: {xgid}");
            assert_eq!(xb.checkers[1], b.checkers[them], "{here}: {xgid}");
            assert_eq!(bottom_on_roll, on_roll == d.seat, "{here}: {xgid}");
            if d.kind != "no double" {
                at += 1;
            }
            t.decisions += 1;
        }
        assert_eq!(
            at,
            recs.len(),
            "{name} game {}: gnuBG has records the library does not",
            gi + 1
        );
    }
}

fn sgf_files(shared: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for dir in ["fixtures/sgf", "oracle/corpus"] {
        let mut v: Vec<PathBuf> = std::fs::read_dir(shared.join(dir))
            .expect("read dir")
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "sgf"))
            .collect();
        v.sort();
        files.extend(v);
    }
    files
}

#[cfg_attr(windows, ignore = "needs GNU Backgammon, a Linux program here")]
#[test]
fn every_decision_has_gnubgs_ids() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let Some(g) = gnubg() else { return };
    let scratch = tempfile::tempdir().expect("tempdir");
    let mut t = Tally::default();
    let files = sgf_files(&shared);
    for f in &files {
        check_file(&g, f, scratch.path(), &mut t);
    }
    eprintln!("{} files: {t:?}", files.len());
    assert!(files.len() >= 25, "SGF files found: {}", files.len());
    assert!(t.decisions > 5_000, "{t:?}");
    assert!(t.exact_match_ids > t.decisions * 9 / 10, "{t:?}");
}

/// BGBlitz's exports: Position-ID, Match-ID and XGID of one position.
#[test]
fn bgblitz_ids_agree() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let dir = shared.join("fixtures/txt");
    let mut checked = 0;
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("txt fixtures")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("bgblitz_"))
        })
        .collect();
    files.sort();
    for f in &files {
        let text = std::fs::read_to_string(f).expect("read");
        let mut pos = None;
        let mut mid = None;
        for line in text.lines() {
            let l = line.trim();
            if let Some(rest) = l.strip_prefix("Position-ID: ") {
                let mut parts = rest.split_whitespace();
                pos = parts.next().map(str::to_string);
                mid = parts.nth(1).map(str::to_string);
            }
            if let Some(x) = l.strip_prefix("XGID=") {
                let (pos, mid) = (
                    pos.take().expect("Position-ID"),
                    mid.take().expect("Match-ID"),
                );
                let state = MatchState::from_match_id(&mid).expect("Match-ID");
                // Our Match ID of the state BGBlitz's names is BGBlitz's,
                // but for the order of the dice: BGBlitz writes them as
                // rolled, gnuBG (matchid.c) the larger first.
                let ours = state.match_id();
                match state.dice {
                    Some([a, b]) if a < b => {
                        let sorted = MatchState {
                            dice: Some([b, a]),
                            ..state
                        };
                        assert_eq!(MatchState::from_match_id(&ours), Some(sorted));
                        assert_ne!(ours, mid);
                    }
                    _ => assert_eq!(ours, mid, "{}", f.display()),
                }
                let board = Board::from_position_id(&pos, state.on_roll).expect("Position-ID");
                // BGBlitz draws the player on roll at the bottom.
                let xgid = state.xgid(&board, state.on_roll);
                assert_eq!(xgid, format!("XGID={x}"), "{}", f.display());
                let (xb, bottom_on_roll) = xgid_board(x).expect("XGID");
                assert!(bottom_on_roll);
                let me = usize::from(state.on_roll);
                assert_eq!(xb.checkers, [board.checkers[me], board.checkers[1 - me]]);
                checked += 1;
            }
        }
    }
    // 7 positions × 4 languages, each printed once or more.
    assert!(checked >= 28, "{checked} IDs checked");
}

/// The English exports also say the score, the length and the dice in
/// words: the Match ID names the same.
#[test]
fn bgblitz_match_ids_say_what_the_text_says() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let text =
        std::fs::read_to_string(shared.join("fixtures/txt/bgblitz_01_checkerPosition_EN.txt"))
            .expect("read");
    // "Green - 6 Red - 3 in a 7 point match." / "Red to move 1-2"
    assert!(text.contains("Green - 6 Red - 3 in a 7 point match."));
    assert!(text.contains("Red to move 1-2"));
    let s = MatchState::from_match_id("QYnoAGAAGAAE").expect("Match-ID");
    assert!(text.contains("Match-ID: QYnoAGAAGAAE"));
    assert_eq!(s.length, 7);
    let red = usize::from(s.on_roll);
    assert_eq!(s.score[red], 3);
    assert_eq!(s.score[1 - red], 6);
    assert_eq!(s.dice.map(|[a, b]| [a.max(b), a.min(b)]), Some([2, 1]));
    assert_eq!(s.cube, 2);
    assert_eq!(
        s.owner,
        Some(1 - s.on_roll),
        "Green owns the cube (XGID cube position -1)"
    );
}
