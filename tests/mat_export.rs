//! `formats::mat_write`: every match file of the shared fixtures and of
//! gnuBG's oracle corpus, written as a Jellyfish `.mat` transcript and read
//! back, is the same match (identity, players, length, games, scores,
//! results, rolls); and GNU Backgammon itself imports the written files
//! game for game.
//!
//! The gnuBG test needs gnuBG (`apt-get install gnubg`); under CI it fails
//! when it is missing, elsewhere it says so and passes.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use blunderdb::formats::{self, mat_write::write_mat};
use blunderdb::library::store::identity;
use blunderdb::model::{DecisionKind, Format, Match};

/// The match files (`.sgf`, `.xg`, `.mat`/`.txt`) the export is checked on.
fn match_files(shared: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for dir in ["fixtures/sgf", "fixtures/xg", "fixtures/mat"] {
        let d = shared.join(dir);
        let entries = std::fs::read_dir(&d).unwrap_or_else(|e| panic!("{}: {e}", d.display()));
        for e in entries {
            let p = e.expect("dir entry").path();
            if p.is_file() {
                files.push(p);
            }
        }
    }
    let corpus = shared.join("oracle/corpus");
    for e in std::fs::read_dir(&corpus).expect("oracle corpus") {
        let p = e.expect("dir entry").path();
        if matches!(
            p.extension().and_then(|x| x.to_str()),
            Some("sgf") | Some("mat")
        ) {
            files.push(p);
        }
    }
    files.sort();
    files
}

fn label(p: &Path, shared: &Path) -> String {
    p.strip_prefix(shared).unwrap_or(p).display().to_string()
}

/// What must survive the trip through a transcript, game by game:
/// (starting score, winner, points, rolls).
type GameKey = ([u32; 2], Option<u8>, u32, Vec<[u8; 2]>);

fn games(m: &Match) -> Vec<GameKey> {
    m.games
        .iter()
        .map(|g| (g.score, g.result.winner, g.result.points, g.rolls.clone()))
        .collect()
}

/// Asserts that `back` (read from the transcript) is the match `m`.
fn assert_same(m: &Match, back: &Match, what: &str) {
    assert_eq!(identity(back), identity(m), "{what}: identity");
    assert_eq!(back.players, m.players, "{what}: players");
    assert_eq!(back.length, m.length, "{what}: length");
    assert_eq!(back.games.len(), m.games.len(), "{what}: number of games");
    for (k, (b, a)) in games(back).iter().zip(games(m)).enumerate() {
        let n = k + 1;
        assert_eq!(b.0, a.0, "{what}: game {n} score");
        assert_eq!(b.1, a.1, "{what}: game {n} winner");
        assert_eq!(b.2, a.2, "{what}: game {n} points");
        assert_eq!(b.3, a.3, "{what}: game {n} rolls");
    }
}

#[test]
fn every_match_file_round_trips_through_a_transcript() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let mut exported = 0;
    let mut by_format = std::collections::BTreeMap::<&str, usize>::new();
    let mut resign_differs = Vec::new();
    for p in match_files(&shared) {
        let what = label(&p, &shared);
        let bytes = std::fs::read(&p).expect("read");
        let m = match formats::parse(&bytes) {
            Ok(m) => m,
            // Not a match file (a position export): nothing to write.
            Err(e) if e.not_a_match => continue,
            Err(e) => panic!("{what}: {e}"),
        };
        let text = write_mat(&m).unwrap_or_else(|e| panic!("{what}: {e}"));
        // The content is recognised as a transcript, and read back as one.
        assert_eq!(
            formats::detect(text.as_bytes()),
            Some(blunderdb::model::Format::Mat),
            "{what}"
        );
        let back = formats::mat::parse(text.as_bytes())
            .unwrap_or_else(|e| panic!("{what}: the written transcript: {e}\n{text}"));
        assert_same(&m, &back, &what);
        assert_eq!(back.event, m.event, "{what}: event");
        assert_eq!(back.date, m.date, "{what}: date");
        assert_eq!(back.rules, m.rules, "{what}: rules");
        for (a, b) in m.games.iter().zip(&back.games) {
            if a.result.resigned != b.result.resigned {
                resign_differs.push(format!("{what} game {}", a.number));
            }
        }
        // Writing the transcript's own match again gives the same text.
        assert_eq!(write_mat(&back).as_deref(), Ok(text.as_str()), "{what}");
        exported += 1;
        *by_format.entry(m.format.as_str()).or_default() += 1;
    }
    println!("{exported} match files exported and read back: {by_format:?}");
    assert!(exported > 0);
    assert!(
        resign_differs.is_empty(),
        "resignations read back differently: {resign_differs:?}"
    );
}

/// Runs gnuBG on `commands` (one per line) and returns what it printed.
fn run_gnubg(gnubg: &Path, commands: &str) -> String {
    let mut child = Command::new(gnubg)
        .args(["-t", "-q"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {}: {e}", gnubg.display()));
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(commands.as_bytes())
        .expect("write gnuBG's commands");
    let out = child.wait_with_output().expect("wait for gnuBG");
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.status.success(), "gnuBG failed: {said}");
    said
}

/// `(winner, points, resigned)` of each game.
fn results(m: &Match) -> Vec<(Option<u8>, u32, bool)> {
    m.games
        .iter()
        .map(|g| (g.result.winner, g.result.points, g.result.resigned))
        .collect()
}

fn checker_plays(m: &Match) -> Vec<usize> {
    m.games
        .iter()
        .map(|g| {
            g.decisions
                .iter()
                .filter(|d| d.kind == DecisionKind::Checker)
                .count()
        })
        .collect()
}

/// Every written transcript imported by gnuBG (`import mat`, then `save
/// match` as SGF, read with our SGF reader) is the original match: the same
/// identity, players, length, games, scores, winners, rolls and checker
/// plays. Results (points, resignation) are the original's, or, for a
/// transcript source, what gnuBG reads from the original file itself
/// (gnuBG scores a resignation by the board, not by the `Wins` line).
#[cfg_attr(windows, ignore = "needs GNU Backgammon, a Linux program here")]
#[test]
fn gnubg_imports_the_written_transcripts() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let Some(gnubg) = blunderdb::engine::analyse::require_gnubg() else {
        return;
    };
    let dir = tempfile::tempdir().expect("scratch folder");
    let mut script = String::from("set confirm new off\nset confirm save off\n");
    let mut todo = Vec::new();
    for (k, p) in match_files(&shared).iter().enumerate() {
        let what = label(p, &shared);
        let bytes = std::fs::read(p).expect("read");
        let m = match formats::parse(&bytes) {
            Ok(m) => m,
            Err(e) if e.not_a_match => continue,
            Err(e) => panic!("{what}: {e}"),
        };
        let text = write_mat(&m).unwrap_or_else(|e| panic!("{what}: {e}"));
        let mat = dir.path().join(format!("m{k}.mat"));
        let sgf = dir.path().join(format!("m{k}.sgf"));
        std::fs::write(&mat, &text).expect("write the transcript");
        // gnuBG takes the money rules from its settings, not from the tags.
        let jacoby = if m.rules.jacoby { "on" } else { "off" };
        script += &format!(
            "set jacoby {jacoby}\nimport mat \"{}\"\nsave match \"{}\"\n",
            mat.display(),
            sgf.display()
        );
        let original = (m.format == Format::Mat).then(|| {
            let o = dir.path().join(format!("o{k}.sgf"));
            script += &format!(
                "import mat \"{}\"\nsave match \"{}\"\n",
                p.display(),
                o.display()
            );
            o
        });
        todo.push((what, m, sgf, original));
    }
    let said = run_gnubg(&gnubg.path, &script);
    let read_sgf = |p: &Path, what: &str| -> Match {
        let saved = std::fs::read(p)
            .unwrap_or_else(|e| panic!("{what}: gnuBG saved no match ({e}): {said}"));
        formats::sgf::parse(&saved).unwrap_or_else(|e| panic!("{what}: gnuBG's SGF: {e}"))
    };
    let mut by_format = std::collections::BTreeMap::<&str, usize>::new();
    let mut differs = Vec::new();
    let mut positions = 0;
    for (what, m, sgf, original) in &todo {
        let what = format!("{what} through gnuBG");
        let back = read_sgf(sgf, &what);
        assert_eq!(identity(&back), identity(m), "{what}: identity");
        assert_eq!(back.players, m.players, "{what}: players");
        assert_eq!(back.length, m.length, "{what}: length");
        assert_eq!(back.games.len(), m.games.len(), "{what}: number of games");
        for (b, a) in back.games.iter().zip(&m.games) {
            let n = a.number;
            assert_eq!(b.score, a.score, "{what}: game {n} score");
            assert_eq!(b.result.winner, a.result.winner, "{what}: game {n} winner");
            assert_eq!(b.rolls, a.rolls, "{what}: game {n} rolls");
        }
        // gnuBG played every move as written: as many checker plays, and
        // where the original names the positions (SGF, XG), the same ones.
        assert_eq!(
            checker_plays(&back),
            checker_plays(m),
            "{what}: checker plays"
        );
        let boards = |m: &Match| -> Vec<Option<String>> {
            m.games
                .iter()
                .flat_map(|g| &g.decisions)
                .filter(|d| d.kind == DecisionKind::Checker)
                .map(|d| d.position.clone())
                .collect()
        };
        let (ours, theirs) = (boards(m), boards(&back));
        if ours.iter().all(Option::is_some) {
            assert_eq!(theirs, ours, "{what}: positions");
            positions += ours.len();
        }
        // Each game's result is the original's, or (a transcript's own
        // quirks: `Wins 4016 point`, a resignation gnuBG scores by the
        // board) what gnuBG reads from the original file itself.
        let theirs = original
            .as_ref()
            .map(|o| results(&read_sgf(o, &format!("{what} (the original)"))));
        for (k, (got, want)) in results(&back).iter().zip(results(m)).enumerate() {
            if *got != want {
                let gnubg_reads = theirs.as_ref().and_then(|t| t.get(k));
                assert_eq!(Some(got), gnubg_reads, "{what}: game {} result", k + 1);
                differs.push(format!("{what} game {}", k + 1));
            }
        }
        *by_format.entry(m.format.as_str()).or_default() += 1;
    }
    println!(
        "gnuBG imported {} written transcripts: {by_format:?}",
        todo.len()
    );
    println!("{positions} positions of checker plays the same after gnuBG's import");
    println!("results as gnuBG reads the original file, not as we do: {differs:?}");
    assert!(todo.iter().any(|(_, m, _, _)| m.format == Format::Xg));
}
