//! `model::replay` against GNU Backgammon itself: every move of the 20
//! oracle matches (`../shared/oracle/corpus/mNNN.{sgf,mat}`), replayed from
//! our parse of the `.sgf` and, separately, of the `.mat` (which names no
//! position: the board comes from the move texts alone), must have the
//! Position ID and Match ID that gnuBG prints for it.
//!
//! gnuBG is run on each `.sgf` (`gnubg -t -q -r`, commands on stdin):
//!
//! ```text
//! set export show board 1
//! load match "mNNN.sgf"
//! export match text "OUT/x.txt"
//! ```
//!
//! The text export writes one file per game (`x.txt`, `x_002.txt`, …) and
//! one record per move record of the game, in order, forced plays and
//! dances included: `Move number N:  X to play 43` (a checker play),
//! `X on roll, cube decision?` (a double), `X doubles to 2` (the answer to
//! it, and each beaver), each followed by `Position ID:` and `Match ID   :`.
//!
//! The records and the steps are compared in order, and exactly, but for
//! two things gnuBG's records say that no decision of a file can:
//! - gnuBG prints each game's first record before it applies the first
//!   move, with the Match ID's game state "no game": there the state field
//!   of gnuBG's ID is set to "playing" (and checked to be "no game") before
//!   the strings are compared;
//! - a beaver is a record of its own in gnuBG ("alice doubles to 4") but no
//!   decision of ours: those records are skipped, counted, and checked to be
//!   the answers of a double answered more than once. A `.mat` has no take
//!   after a beaver either: there the whole run of answers is skipped.
//!
//! A no-double (gnuBG keeps it inside the next roll's record) must have
//! that record's position and state without the dice. The `.mat` does not
//! say whether a money session plays the Jacoby rule; it takes the `.sgf`'s.
//!
//! Needs gnuBG (`apt-get install gnubg`): under env `CI` a missing gnuBG
//! fails the test, elsewhere it is skipped with a note.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use blunderdb::formats;
use blunderdb::model::ids::{xgid_board, MatchState};
use blunderdb::model::replay::{replay, Step};
use blunderdb::model::{DecisionKind, Match};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// "X to play 43"
    Roll,
    /// "X on roll, cube decision?"
    Cube,
    /// "X doubles to 2"
    Answer,
}

#[derive(Debug, Clone)]
struct Record {
    kind: Kind,
    /// gnuBG's "Move number N".
    number: u32,
    /// The player the header names.
    who: String,
    position_id: String,
    match_id: String,
}

/// gnuBG's records of one game's text export.
fn records(text: &str) -> Vec<Record> {
    let mut out = Vec::new();
    let mut head: Option<(Kind, u32, String)> = None;
    let mut pos = None;
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("Move number ") {
            let (n, what) = rest.split_once(':').expect("Move number N: …");
            let what = what.trim();
            let (kind, who) = if let Some((who, _)) = what.split_once(" to play ") {
                (Kind::Roll, who)
            } else if let Some(who) = what.strip_suffix(" on roll, cube decision?") {
                (Kind::Cube, who)
            } else if let Some((who, _)) = what.split_once(" doubles to ") {
                (Kind::Answer, who)
            } else {
                panic!("unknown gnuBG record: {line}")
            };
            let n = n.trim().parse().expect("move number");
            head = Some((kind, n, who.to_string()));
            pos = None;
        } else if let Some(i) = line.find("Position ID: ") {
            pos = Some(line[i + 13..].trim().to_string());
        } else if let Some(i) = line.find("Match ID   : ") {
            if let (Some((kind, number, who)), Some(p)) = (head.take(), pos.take()) {
                out.push(Record {
                    kind,
                    number,
                    who,
                    position_id: p,
                    match_id: line[i + 13..].trim().to_string(),
                });
            }
        }
    }
    out
}

/// gnuBG's text export of `sgf`, one text per game.
fn export(gnubg: &Path, sgf: &Path) -> Vec<String> {
    let dir = tempfile::tempdir().expect("tempdir");
    let out = dir.path().join("x.txt");
    let home = dir.path().join("home");
    std::fs::create_dir_all(&home).expect("home");
    let script = format!(
        "set export show board 1\nload match \"{}\"\nexport match text \"{}\"\n",
        sgf.display(),
        out.display()
    );
    let mut child = Command::new(gnubg)
        .args(["-t", "-q", "-r"])
        .env("HOME", &home)
        .current_dir(dir.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("run gnuBG");
    {
        use std::io::Write;
        let mut stdin = child.stdin.take().expect("stdin");
        stdin.write_all(script.as_bytes()).expect("write commands");
    }
    let status = child.wait().expect("wait for gnuBG");
    assert!(status.success(), "gnuBG failed on {}", sgf.display());
    let mut games = Vec::new();
    for n in 1.. {
        let p = if n == 1 {
            out.clone()
        } else {
            dir.path().join(format!("x_{n:03}.txt"))
        };
        match std::fs::read_to_string(&p) {
            Ok(t) => games.push(t),
            Err(_) => break,
        }
    }
    games
}

const B64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// The 72 bits of a 12-character Match ID, little-endian as gnuBG packs them.
fn bits(id: &str) -> Vec<bool> {
    let mut bytes = Vec::new();
    for chunk in id.as_bytes().chunks(4) {
        let mut n = 0u32;
        for (i, c) in chunk.iter().enumerate() {
            let v = B64.iter().position(|a| a == c).expect("base64") as u32;
            n |= v << (18 - 6 * i);
        }
        bytes.extend([(n >> 16) as u8, (n >> 8) as u8, n as u8]);
    }
    (0..72).map(|i| bytes[i / 8] >> (i % 8) & 1 == 1).collect()
}

fn unbits(b: &[bool]) -> String {
    let mut bytes = [0u8; 9];
    for (i, &x) in b.iter().enumerate() {
        if x {
            bytes[i / 8] |= 1 << (i % 8);
        }
    }
    let mut s = String::new();
    for c in bytes.chunks(3) {
        let n = (u32::from(c[0]) << 16) | (u32::from(c[1]) << 8) | u32::from(c[2]);
        for i in 0..4 {
            s.push(char::from(B64[((n >> (18 - 6 * i)) & 63) as usize]));
        }
    }
    s
}

/// gnuBG's first record of a game, with its game state (bits 8..=10)
/// turned from "no game" (0) to "playing" (1).
fn as_playing(id: &str) -> String {
    let mut b = bits(id);
    assert!(
        !b[8] && !b[9] && !b[10],
        "{id}: a first record not marked \"no game\""
    );
    b[8] = true;
    unbits(&b)
}

#[derive(Debug, Default, Clone, Copy)]
struct Tally {
    games: usize,
    /// gnuBG's records (moves and cube actions) of the games.
    gnubg_records: usize,
    /// Records compared with a step: Position ID and Match ID equal.
    compared: usize,
    /// Of which the first of a game (game state normalised).
    first_of_game: usize,
    /// Records with no decision of ours: beavers (and, in a `.mat`, the take
    /// gnuBG records after them).
    beaver_records: usize,
    /// No-doubles, checked against the next roll's record.
    no_doubles: usize,
    /// Checker plays among the compared steps (forced plays and dances too).
    checker_plays: usize,
    dances: usize,
    /// Steps whose XGID was checked against the board and gnuBG's state.
    xgids: usize,
}

impl std::ops::AddAssign for Tally {
    fn add_assign(&mut self, o: Tally) {
        self.games += o.games;
        self.gnubg_records += o.gnubg_records;
        self.compared += o.compared;
        self.first_of_game += o.first_of_game;
        self.beaver_records += o.beaver_records;
        self.no_doubles += o.no_doubles;
        self.checker_plays += o.checker_plays;
        self.dances += o.dances;
        self.xgids += o.xgids;
    }
}

fn kind_of(k: DecisionKind) -> Kind {
    match k {
        DecisionKind::Checker | DecisionKind::NoDouble => Kind::Roll,
        DecisionKind::Double => Kind::Cube,
        DecisionKind::Take | DecisionKind::Pass => Kind::Answer,
    }
}

/// The XGID of a step draws its board and says gnuBG's state.
fn check_xgid(here: &str, s: &Step, gnubg: &MatchState) {
    let (board, bottom_on_roll) = xgid_board(&s.xgid).unwrap_or_else(|| panic!("{here}: XGID"));
    assert_eq!(board, s.board, "{here}: {}", s.xgid);
    assert_eq!(bottom_on_roll, s.state.on_roll == 0, "{here}: {}", s.xgid);
    let f: Vec<&str> = s.xgid.split(':').collect();
    assert_eq!(f.len(), 10, "{here}: {}", s.xgid);
    let owner = match gnubg.owner {
        None => "0",
        Some(0) => "1",
        Some(_) => "-1",
    };
    let dice = match (s.state.doubled, gnubg.dice) {
        (true, _) => "D".to_string(),
        (false, Some([a, b])) if s.decision.kind == DecisionKind::Checker => {
            format!("{}{}", a.max(b), a.min(b))
        }
        _ => "00".to_string(),
    };
    let want = [
        gnubg.cube.ilog2().to_string(),
        owner.to_string(),
        if gnubg.on_roll == 0 { "1" } else { "-1" }.to_string(),
        dice,
        gnubg.score[0].to_string(),
        gnubg.score[1].to_string(),
    ];
    assert_eq!(
        &f[1..7],
        &want.each_ref().map(String::as_str),
        "{here}: {}",
        s.xgid
    );
    assert_eq!(f[8], gnubg.length.to_string(), "{here}: {}", s.xgid);
    if gnubg.length > 0 {
        assert_eq!(f[7], if gnubg.crawford { "1" } else { "0" }, "{here}");
    }
}

/// Compares the steps of `m` with gnuBG's records of the same match.
fn compare(name: &str, m: &Match, exports: &[String]) -> Result<Tally, String> {
    let steps = replay(m).map_err(|e| format!("{name}: {e}"))?;
    if exports.len() != m.games.len() {
        return Err(format!(
            "{name}: gnuBG exported {} games, we read {}",
            exports.len(),
            m.games.len()
        ));
    }
    let mut t = Tally::default();
    for (gi, text) in exports.iter().enumerate() {
        let recs = records(text);
        t.games += 1;
        t.gnubg_records += recs.len();
        let game: Vec<&Step> = steps.iter().filter(|s| s.game_index == gi).collect();
        let mut at = 0usize;
        let mut last_double = false;
        for s in &game {
            let d = s.decision;
            let here = format!(
                "{name} game {} seq {} (move {}, {:?} `{}`)",
                gi + 1,
                s.seq,
                d.move_number,
                d.kind,
                d.played
            );
            let want = kind_of(d.kind);
            // gnuBG's beaver records: the answers of one double before the last.
            let run = recs[at..]
                .iter()
                .take_while(|r| r.kind == Kind::Answer)
                .count();
            if last_double && want == Kind::Roll && run > 1 {
                // A `.mat`: the beaver's take is not written.
                t.beaver_records += run;
                at += run;
            } else if want == Kind::Answer && run > 1 {
                t.beaver_records += run - 1;
                at += run - 1;
            }
            let r = recs
                .get(at)
                .ok_or_else(|| format!("{here}: gnuBG has no record left"))?;
            if r.kind != want {
                return Err(format!("{here}: gnuBG's record {} is {:?}", r.number, r));
            }
            let theirs = MatchState::from_match_id(&r.match_id)
                .ok_or_else(|| format!("{here}: gnuBG's Match ID {}", r.match_id))?;
            // The player the record names.
            let named =
                m.players
                    .iter()
                    .position(|p| *p == r.who)
                    .ok_or_else(|| format!("{here}: gnuBG names {}", r.who))? as u8;
            let expected_named = match d.kind {
                DecisionKind::Take | DecisionKind::Pass => 1 - d.seat,
                _ => d.seat,
            };
            if named != expected_named {
                return Err(format!(
                    "{here}: gnuBG's record {} names {}",
                    r.number, r.who
                ));
            }
            if s.position_id != r.position_id {
                return Err(format!(
                    "{here}: Position ID {} , gnuBG's record {} has {}",
                    s.position_id, r.number, r.position_id
                ));
            }
            if d.kind == DecisionKind::NoDouble {
                // Decided before the roll that gnuBG's record shows.
                let ours = MatchState::from_match_id(&s.match_id).expect("our Match ID");
                let rolled = MatchState {
                    dice: None,
                    ..theirs
                };
                if s.state.dice.is_some() || ours != rolled {
                    return Err(format!("{here}: {:?} vs gnuBG's {:?}", s.state, theirs));
                }
                t.no_doubles += 1;
                check_xgid(&here, s, &rolled);
                t.xgids += 1;
                continue;
            }
            let gnubg_id = if at == 0 {
                t.first_of_game += 1;
                as_playing(&r.match_id)
            } else {
                r.match_id.clone()
            };
            if s.match_id != gnubg_id {
                return Err(format!(
                    "{here}: Match ID {} ({:?}), gnuBG's record {} has {} ({:?})",
                    s.match_id, s.state, r.number, r.match_id, theirs
                ));
            }
            check_xgid(&here, s, &theirs);
            t.xgids += 1;
            if d.kind == DecisionKind::Checker {
                t.checker_plays += 1;
                if d.played.is_empty() {
                    t.dances += 1;
                }
            }
            last_double = d.kind == DecisionKind::Double;
            t.compared += 1;
            at += 1;
        }
        if at != recs.len() {
            return Err(format!(
                "{name} game {}: gnuBG has {} records, {} were matched",
                gi + 1,
                recs.len(),
                at
            ));
        }
    }
    Ok(t)
}

fn corpus(shared: &Path) -> Vec<PathBuf> {
    let dir = shared.join("oracle/corpus");
    let mut v: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("oracle corpus")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "sgf"))
        .collect();
    v.sort();
    v
}

#[cfg_attr(windows, ignore = "needs GNU Backgammon, a Linux program here")]
#[test]
fn replayed_ids_are_gnubgs() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let Some(gnubg) = blunderdb::engine::analyse::require_gnubg() else {
        return;
    };
    let started = std::time::Instant::now();
    let files = corpus(&shared);
    assert_eq!(files.len(), 20, "oracle matches");
    // One gnuBG per match, all at once.
    let results: Vec<(String, Result<[Tally; 2], String>)> = std::thread::scope(|sc| {
        let handles: Vec<_> = files
            .iter()
            .map(|sgf| {
                let gnubg = gnubg.path.clone();
                sc.spawn(move || {
                    let name = sgf.file_stem().unwrap().to_string_lossy().to_string();
                    let exports = export(&gnubg, sgf);
                    let m = formats::sgf::parse(&std::fs::read(sgf).unwrap()).unwrap();
                    let mat_path = sgf.with_extension("mat");
                    let mut mat = formats::mat::parse(&std::fs::read(&mat_path).unwrap())
                        .unwrap_or_else(|e| panic!("{}: {e}", mat_path.display()));
                    // Not written in a `.mat` (gnuBG's export leaves it out).
                    mat.rules.jacoby = m.rules.jacoby;
                    let r = compare(&format!("{name}.sgf"), &m, &exports).and_then(|a| {
                        compare(&format!("{name}.mat"), &mat, &exports).map(|b| [a, b])
                    });
                    (name, r)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a match's thread panicked"))
            .collect()
    });
    let mut sgf = Tally::default();
    let mut mat = Tally::default();
    let mut failures = Vec::new();
    for (name, r) in results {
        match r {
            Ok([a, b]) => {
                assert_eq!(
                    (a.games, a.gnubg_records),
                    (b.games, b.gnubg_records),
                    "{name}"
                );
                sgf += a;
                mat += b;
            }
            Err(e) => failures.push(e),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    eprintln!("sgf: {sgf:?}");
    eprintln!("mat: {mat:?}");
    eprintln!("20 matches in {:.2?}", started.elapsed());
    for t in [sgf, mat] {
        assert_eq!(t.games, 68, "{t:?}");
        assert!(t.compared > 3_000, "{t:?}");
        // Every gnuBG record was compared, but the beavers'.
        assert_eq!(t.compared + t.beaver_records, t.gnubg_records, "{t:?}");
        assert!(t.dances > 0 && t.first_of_game == t.games, "{t:?}");
    }
    // The same moves from both files; the `.mat` also lacks the takes of
    // beavers that the `.sgf` has.
    assert_eq!(sgf.checker_plays, mat.checker_plays);
    assert!(sgf.beaver_records > 0 && mat.beaver_records > sgf.beaver_records);
    assert_eq!(
        sgf.compared + sgf.beaver_records,
        mat.compared + mat.beaver_records
    );
}

/// Every real match file of `../shared/fixtures` (gnuBG, XG, Backgammon
/// Studio, Galaxy… transcripts, SGF and XG files) and the project's own
/// oracle matches (`fixtures/gnubg`) replays, and where the file names the
/// positions (`.sgf`, `.xg`) each one is the replayed board.
#[test]
fn every_fixture_replays() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let mut files = Vec::new();
    for dir in [
        shared.join("fixtures/sgf"),
        shared.join("fixtures/xg"),
        shared.join("fixtures/mat"),
        Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/gnubg"),
    ] {
        let mut v: Vec<PathBuf> = std::fs::read_dir(&dir)
            .expect("fixtures")
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| {
                p.extension()
                    .is_some_and(|x| ["sgf", "xg", "mat", "txt"].iter().any(|e| x == *e))
            })
            .collect();
        v.sort();
        files.extend(v);
    }
    let mut failures = Vec::new();
    let (mut matches, mut steps, mut positions) = (0, 0, 0);
    for f in &files {
        let m = match formats::parse(&std::fs::read(f).expect("read")) {
            Ok(m) => m,
            Err(e) => {
                failures.push(format!("{}: does not parse: {e}", f.display()));
                continue;
            }
        };
        match replay(&m) {
            Ok(s) => {
                matches += 1;
                steps += s.len();
                positions += s.iter().filter(|s| s.decision.position.is_some()).count();
                for st in &s {
                    let (b, _) = xgid_board(&st.xgid).expect("XGID");
                    assert_eq!(b, st.board, "{}: {}", f.display(), st.xgid);
                }
            }
            Err(e) => failures.push(format!("{}: {e}", f.display())),
        }
    }
    eprintln!("{matches} files, {steps} steps, {positions} positions checked");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A checker play's Position ID and dice (larger first).
type Play = (String, [u8; 2]);

/// The same match in several files replays through the same positions:
/// the `.mat` transcripts of other writers (XG, gnuBG, FIBS-style) against
/// the `.sgf` or `.xg` of the match, which name every position. Position
/// IDs are drawn from the roller's side, so the files' seat orders need
/// not agree.
#[test]
fn a_transcript_replays_through_the_positions_of_the_same_match() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let f = shared.join("fixtures");
    let groups: [&[&str]; 5] = [
        &[
            "mat/charlot1-charlot2_7p_2025-11-08-2305.mat",
            "sgf/charlot1-charlot2_7p_2025-11-08-2305.sgf",
            "xg/charlot1-charlot2_7p_2025-11-08-2305.xg",
        ],
        &["mat/test.mat", "mat/test.txt", "sgf/test.sgf", "xg/test.xg"],
        &[
            "mat/test-match01.mat",
            "mat/test-match01.txt",
            "sgf/test-match01.sgf",
        ],
        &["mat/match1484923.txt", "sgf/match1484923_analyzed.sgf"],
        &["mat/match1486073.txt", "sgf/match1486073_analyzed.sgf"],
    ];
    let mut compared = 0;
    for group in groups {
        let mut first: Option<(&str, Vec<Vec<Play>>)> = None;
        for name in group {
            let m = formats::parse(&std::fs::read(f.join(name)).expect("read")).expect(name);
            let steps = replay(&m).unwrap_or_else(|e| panic!("{name}: {e}"));
            let games: Vec<Vec<Play>> = (0..m.games.len())
                .map(|gi| {
                    steps
                        .iter()
                        .filter(|s| s.game_index == gi && s.decision.kind == DecisionKind::Checker)
                        .map(|s| {
                            let [a, b] = s.state.dice.expect("dice");
                            (s.position_id.clone(), [a.max(b), a.min(b)])
                        })
                        .collect()
                })
                .collect();
            match &first {
                None => first = Some((name, games)),
                Some((base, want)) => {
                    assert_eq!(games.len(), want.len(), "{name} vs {base}: games");
                    for (gi, (g, w)) in games.iter().zip(want).enumerate() {
                        assert_eq!(g, w, "{name} vs {base} game {}", gi + 1);
                        compared += g.len();
                    }
                }
            }
        }
    }
    eprintln!("{compared} checker plays compared across files");
    assert!(compared > 1_000, "{compared}");
}
