//! Training (#28): cards from the starred decisions, a collection or a
//! search; answers graded by the counted analysis's equities, exactly as
//! the file gives them; FSRS's schedule; the review log and the measured
//! retention; illegal and wrong-kind answers refused, changing nothing.

mod common;

use std::path::{Path, PathBuf};

use blunderdb::formats;
use blunderdb::library::store::cards::Side;
use blunderdb::library::store::Store;
use blunderdb::model::Match;
use blunderdb::queries::study::train::{self, Grade, Source};
use common::{run, text};

const CHARLOT: &str = "charlot1-charlot2_7p_2025-11-08-2305";
const T0: i64 = 1_764_000_000;

fn fixtures() -> Option<PathBuf> {
    blunderdb::model::shared::require().map(|s| s.join("fixtures"))
}

fn library(file: &Path) -> (Store, Match) {
    let mut s = Store::open_in_memory().unwrap();
    let bytes = std::fs::read(file).unwrap();
    let m = formats::parse_with_candidates(&bytes).unwrap();
    s.insert_match(&m, file.to_str().unwrap()).unwrap();
    (s, m)
}

/// Stars every analysed decision of match 1 that has choices in the file,
/// returns them with the file's own decision.
fn star_all(s: &mut Store) {
    for row in s.match_decisions(1).unwrap() {
        if row.error.is_some() && row.kind != "no double" {
            let f =
                blunderdb::queries::study::resolve(s, row.reference.as_deref().unwrap()).unwrap();
            s.set_star(&f.key, true).unwrap();
        }
    }
}

/// Fifty answers to the charlot match's cards (its `.xg`: XG's analysis
/// counts), each graded with the loss the file's equities give.
fn fifty_answers(file: &Path) {
    let (mut s, m) = library(file);
    star_all(&mut s);
    let due = train::due(&mut s, &Source::Starred, T0).unwrap();
    assert!(due.cards.len() >= 50, "{} cards", due.cards.len());
    assert_eq!(due.due, due.cards.len());
    let t = s.thresholds().unwrap();
    let rows = s.match_decisions(1).unwrap();
    let mut answered = 0;
    let mut kinds = [0usize; 3];
    for (i, c) in due.cards.iter().enumerate() {
        if answered == 50 {
            break;
        }
        let row = rows
            .iter()
            .find(|r| r.reference.as_deref() == Some(c.reference.as_str()))
            .unwrap();
        let d = &m
            .games
            .iter()
            .find(|g| g.number == row.game)
            .unwrap()
            .decisions[row.seq as usize];
        let Some(cands) = d.candidates.as_ref().filter(|c| c.len() > 1) else {
            continue;
        };
        // Answer with the file's k-th choice, k going round the list.
        let k = i % cands.len();
        let pick = &cands[k];
        let answer = match c.side {
            Side::Checker => pick.play.clone(),
            Side::Doubler => if pick.play == "Double" {
                "double"
            } else {
                "no_double"
            }
            .to_string(),
            Side::Taker => pick.play.to_lowercase(),
        };
        if c.side == Side::Checker && pick.play.is_empty() {
            continue;
        }
        let a = train::answer(&mut s, c.card, &answer, T0 + 10).unwrap();
        let want = (-pick.diff).max(0.0) + 0.0;
        let got = a.loss.expect("graded");
        assert_eq!(got, want, "card {} {answer}: {a:?}", c.card);
        let grade = if want <= 0.0 {
            Grade::Best
        } else if want < t.error - 1e-9 {
            Grade::Close
        } else if want < t.blunder - 1e-9 {
            Grade::Error
        } else {
            Grade::Blunder
        };
        assert_eq!(a.grade, grade, "card {} {answer}", c.card);
        // The played move's loss is the stored error.
        if pick.played {
            assert_eq!(Some(got), row.error, "{}", c.reference);
        }
        assert!(a.candidates.iter().filter(|c| c.answer).count() == 1);
        kinds[match c.side {
            Side::Checker => 0,
            Side::Doubler => 1,
            Side::Taker => 2,
        }] += 1;
        answered += 1;
    }
    assert_eq!(answered, 50);
    assert!(kinds[0] > 30, "{kinds:?}");
    // The log holds the fifty; none is due now (all scheduled ahead).
    let left = train::due(&mut s, &Source::Starred, T0 + 20).unwrap();
    assert_eq!(left.due, due.due - 50);
}

#[test]
fn fifty_grades_equal_xgs_equities() {
    let Some(fx) = fixtures() else { return };
    fifty_answers(&fx.join("xg").join(format!("{CHARLOT}.xg")));
}

#[test]
fn fifty_grades_equal_gnubgs_equities() {
    let Some(fx) = fixtures() else { return };
    fifty_answers(&fx.join("sgf").join("match1484923_analyzed.sgf"));
}

#[test]
fn a_double_is_two_cards_and_cube_answers_are_checked() {
    let Some(fx) = fixtures() else { return };
    let (mut s, _) = library(&fx.join("xg").join(format!("{CHARLOT}.xg")));
    let rows = s.match_decisions(1).unwrap();
    let double = rows.iter().find(|r| r.kind == "double").expect("a double");
    let answer = rows
        .iter()
        .find(|r| r.game == double.game && r.seq == double.seq + 1)
        .unwrap();
    let f = blunderdb::queries::study::resolve(&s, double.reference.as_deref().unwrap()).unwrap();
    s.set_star(&f.key, true).unwrap();
    let due = train::due(&mut s, &Source::Starred, T0).unwrap();
    let sides: Vec<(Side, &str)> = due
        .cards
        .iter()
        .map(|c| (c.side, c.reference.as_str()))
        .collect();
    assert_eq!(
        sides,
        vec![
            (Side::Doubler, double.reference.as_deref().unwrap()),
            (Side::Taker, answer.reference.as_deref().unwrap())
        ]
    );
    assert!(answer.reference.as_deref().unwrap().ends_with('t'));
    // The taker's card shows the taker's XGID with the double offered.
    assert_eq!(due.cards[1].xgid, answer.xgid);
    let (d, t) = (due.cards[0].card, due.cards[1].card);
    // Wrong kinds of answer: usage errors, nothing logged.
    for (card, bad) in [
        (d, "take"),
        (d, "13/7 8/7"),
        (t, "double"),
        (t, "no_double"),
    ] {
        let e = train::answer(&mut s, card, bad, T0).unwrap_err();
        assert!(e.is_usage(), "{bad}: {e:?}");
    }
    assert_eq!(s.review_counts().unwrap().reviews, 0);
    let a = train::answer(&mut s, d, "double", T0).unwrap();
    assert_eq!(a.answer, "Double");
    let b = train::answer(&mut s, t, "pass", T0).unwrap();
    assert_eq!(b.answer, "Pass");
    assert!(a.loss.is_some() && b.loss.is_some());
}

#[test]
fn fsrs_schedules_by_the_grade_and_the_log_measures_retention() {
    let Some(fx) = fixtures() else { return };
    let (mut s, _) = library(&fx.join("xg").join("match_with_comment.xg"));
    let rows = s.match_decisions(1).unwrap();
    let row = rows
        .iter()
        .filter(|r| r.kind == "checker")
        .max_by(|a, b| a.error.unwrap_or(0.0).total_cmp(&b.error.unwrap_or(0.0)))
        .unwrap();
    assert!(row.error.unwrap_or(0.0) > 0.05, "{row:?}");
    let f = blunderdb::queries::study::resolve(&s, row.reference.as_deref().unwrap()).unwrap();
    s.set_star(&f.key, true).unwrap();
    let card = train::due(&mut s, &Source::Starred, T0).unwrap().cards[0].card;
    // The played move, the match's worst: not best; FSRS's first interval
    // for its rating (Hard for close, Again for an error or a blunder).
    let a = train::answer(&mut s, card, &row.played, T0).unwrap();
    assert_eq!(a.loss, row.error);
    assert!(
        matches!(a.grade, Grade::Close | Grade::Error | Grade::Blunder),
        "{a:?}"
    );
    let rating = a.grade.rating().unwrap();
    assert!(rating <= 2);
    let again = train::next_state(None, 0.9, None, rating).unwrap();
    let due1 = T0 + (f64::from(again.interval) * 86_400.0).round().max(60.0) as i64;
    assert_eq!(a.next_due, blunderdb::queries::study::iso(due1));
    // Not due before, due after.
    assert_eq!(
        train::due(&mut s, &Source::Starred, due1 - 1).unwrap().due,
        0
    );
    assert_eq!(train::due(&mut s, &Source::Starred, due1).unwrap().due, 1);
    // Then the best move, two days later: Good from that state.
    let best = row.best.clone().unwrap();
    let at = T0 + 2 * 86_400;
    let b = train::answer(&mut s, card, &best, at).unwrap();
    assert_eq!(b.grade, Grade::Best);
    assert_eq!(b.loss, Some(0.0));
    let good = train::next_state(Some(again.memory), 0.9, Some(2.0), 3).unwrap();
    let due2 = at + (f64::from(good.interval) * 86_400.0).round().max(60.0) as i64;
    assert_eq!(b.next_due, blunderdb::queries::study::iso(due2));
    // The log: two answers, one to a card seen before, recalled.
    let c = s.review_counts().unwrap();
    assert_eq!((c.reviews, c.recalled), (1, 1));
    assert!(due2 > due1);
    let d = train::due(&mut s, &Source::All, at).unwrap();
    assert_eq!(d.retention.measured, Some(1.0));
    assert_eq!(d.retention.target, 0.9);
}

#[test]
fn an_illegal_move_is_refused_with_why() {
    let Some(fx) = fixtures() else { return };
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("l.db");
    let xg = fx.join("xg").join(format!("{CHARLOT}.xg"));
    let o = run(&db, &["import", xg.to_str().unwrap()]);
    assert!(o.status.success(), "{}", text(&o));
    let o = run(
        &db,
        &[
            "decisions",
            "--kind",
            "checker",
            "--limit",
            "1",
            "--format",
            "json",
        ],
    );
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let r = v["decisions"][0]["ref"].as_str().unwrap().to_string();
    let dice = v["decisions"][0]["dice"].as_str().unwrap().to_string();
    let best = v["decisions"][0]["best"].as_str().unwrap().to_string();
    // Half of the best play: one sub-move, the dice not all played.
    let half = best.split_whitespace().next().unwrap();
    let half = half.split('(').next().unwrap().to_string();
    let o = run(&db, &["star", &r]);
    assert!(o.status.success());
    let o = run(&db, &["train", "due", "--starred", "--format", "json"]);
    let due: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let card = due["cards"][0]["card"].to_string();
    let bad = |answer: &str, why: &str| {
        let o = run(&db, &["train", "answer", &card, answer]);
        assert_eq!(o.status.code(), Some(2), "{answer}: {}", text(&o));
        assert!(text(&o).contains(why), "{answer}: {}", text(&o));
        assert!(
            text(&o).contains(&format!("legal play of {dice}")),
            "{}",
            text(&o)
        );
    };
    bad("13-7", "is not a move such as");
    bad("1/off", "no checker of yours on 1");
    bad(&half, "does not play the roll");
    let o = run(&db, &["train", "answer", &card, "pass"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o).contains("asks for a checker play"), "{}", text(&o));
    // Nothing logged, the card still due.
    let o = run(&db, &["train", "due", "--starred", "--format", "json"]);
    let after: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(after["due"], 1);
    assert_eq!(after["retention"]["reviews"], 0);
}

#[cfg_attr(windows, ignore = "needs GNU Backgammon, a Linux program here")]
#[test]
fn a_play_the_file_did_not_list_is_graded_by_gnubg_or_not_at_all() {
    let Some(fx) = fixtures() else { return };
    let Some(g) = blunderdb::engine::analyse::require_gnubg() else {
        return;
    };
    use blunderdb::model::replay::play_on;
    let (mut s, m) = library(&fx.join("xg").join("match_with_comment.xg"));
    let rows = s.match_decisions(1).unwrap();
    // A checker play of XG's analysis, and a legal play XG did not list.
    let mut found = None;
    for row in rows
        .iter()
        .filter(|r| r.kind == "checker" && r.error.is_some())
    {
        let d = &m.games[row.game as usize - 1].decisions[row.seq as usize];
        let (Some(cands), Some(board)) = (d.candidates.as_ref(), row.board) else {
            continue;
        };
        let dice = d.dice.unwrap();
        let all = blunderdb::engine::grade::evaluate(
            &g,
            row.length,
            row.match_id.as_deref().unwrap(),
            row.position_id.as_deref().unwrap(),
            dice,
            0,
        );
        let listed = |p: &str| {
            let b = play_on(&board, row.seat, p).ok();
            cands
                .iter()
                .any(|c| play_on(&board, row.seat, &c.play).ok() == b)
        };
        if let Some((p, _)) = all.iter().find(|(p, _)| !listed(p)) {
            found = Some((row.clone(), p.clone()));
            break;
        }
    }
    let (row, play) = found.expect("a play XG did not list");
    let f = blunderdb::queries::study::resolve(&s, row.reference.as_deref().unwrap()).unwrap();
    s.set_star(&f.key, true).unwrap();
    let card = train::due(&mut s, &Source::Starred, T0).unwrap().cards[0].clone();
    // Without gnuBG: not in the analysis, the schedule as it was.
    let a = train::answer(&mut s, card.card, &play, T0).unwrap();
    assert_eq!(a.grade, Grade::NotInAnalysis);
    assert_eq!(a.loss, None);
    assert_eq!(a.next_due, card.due);
    // With gnuBG: its equities at the counted analysis's ply (XG's names
    // none: 2), the loss its best minus the answer's.
    let asked = std::cell::RefCell::new(Vec::new());
    let eval = |r: &train::EvalRequest| {
        asked.borrow_mut().push(r.clone());
        blunderdb::engine::grade::evaluate(
            &g,
            r.length,
            &r.match_id,
            &r.position_id,
            r.dice,
            r.plies,
        )
    };
    let t = std::time::Instant::now();
    let b = train::answer_with(&mut s, card.card, &play, T0, Some(&eval)).unwrap();
    let took = t.elapsed();
    let req = asked.borrow()[0].clone();
    assert_eq!(req.plies, 2);
    let all = blunderdb::engine::grade::evaluate(
        &g,
        req.length,
        &req.match_id,
        &req.position_id,
        req.dice,
        2,
    );
    let board = row.board.unwrap();
    let mine = all
        .iter()
        .find(|(p, _)| play_on(&board, row.seat, p).ok() == play_on(&board, row.seat, &play).ok())
        .unwrap()
        .1;
    assert_eq!(b.loss, Some((all[0].1 - mine).max(0.0)));
    assert_eq!(b.evaluated_by.as_deref(), Some("gnubg 2-ply"));
    assert_ne!(b.grade, Grade::NotInAnalysis);
    assert!(b.candidates.iter().any(|c| c.answer && c.play == play));
    eprintln!(
        "gnuBG graded {play} in {:.0} ms",
        took.as_secs_f64() * 1000.0
    );
    assert!(took < std::time::Duration::from_secs(5), "{took:?}");
}
