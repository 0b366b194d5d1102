//! The match winning chance after each move of a match (#26: the review's
//! graph and `match show`'s `mwc_after`), from the match file's own
//! analysis.
//!
//! The library keeps each decision's error, not the evaluation of its
//! position, so the file of the analysis shown is read again
//! ([`Reader::file`], once per review, as the candidates are). For each
//! move or cube action the file analysed, the played choice's cubeful
//! equity (EMG, the decider's view) is the evaluation after it:
//!
//! * a checker play: the played candidate's equity (XG's `Eval[6]`,
//!   gnuBG's `A[]` equity), the position after the move;
//! * no double: the no-double line; double: the double with the
//!   opponent's best answer (`min(DT, DP)`); take: `−DT`; pass: `−DP`
//!   (XG's cube record, gnuBG's `DA[]`).
//!
//! It becomes MWC at the game's score, Crawford flag and the cube in force
//! before the action with the library's match equity table
//! ([`CubeCtx::eq2mwc`], metrics-spec §6.1), then the first player's, in
//! percent. Every value that is not known stays `None` (never 0): a money
//! session, a file that is gone or changed since the import, a play the
//! file did not analyse (gnuBG's dances), a file decision that is not the
//! stored one.

use crate::model::met::CubeCtx;
use crate::model::{Decision, Game, Match};

#[cfg(doc)]
use crate::queries::candidates::Reader;

/// The decider's MWC (0..1) after decision `d` of game `g` of `file`:
/// its played choice's equity at the game's score and the cube in force.
/// `None` in a money session or when the file gives no evaluation.
pub fn decider_mwc(file: &Match, g: &Game, d: &Decision) -> Option<f64> {
    if file.length == 0 {
        return None;
    }
    let played = d.candidates.as_ref()?.iter().find(|c| c.played)?;
    if !played.equity.is_finite() {
        return None;
    }
    let ctx = CubeCtx {
        length: file.length,
        score: g.score,
        cube: d.cube.max(1),
        mover: d.seat.min(1),
        crawford: g.crawford && file.rules.crawford,
    };
    ctx.eq2mwc(played.equity).map(|x| x.clamp(0.0, 1.0))
}

/// Whether `file` names the stored players the other way round (as the
/// library aligns an analysis: by name, any case).
fn flipped(file: &Match, players: &[String; 2]) -> bool {
    let key = |s: &str| s.trim().to_lowercase();
    let (p0, p1) = (key(&players[0]), key(&players[1]));
    p0 != p1 && key(&file.players[0]) == p1 && key(&file.players[1]) == p0
}

/// The MWC (percent, of the stored match's first player) after each
/// decision of the stored game `stored` of a match of `players`, read
/// from the game of the same number in `file`: one entry per stored
/// decision, `None` where the file gives no evaluation or its decision is
/// not the stored one (its seat, move number, kind and play).
pub fn of_game(file: Option<&Match>, players: &[String; 2], stored: &Game) -> Vec<Option<f64>> {
    let mut out = vec![None; stored.decisions.len()];
    let Some(file) = file.filter(|f| f.length > 0) else {
        return out;
    };
    let flip = flipped(file, players);
    let seat = |s: u8| if flip { 1 - s.min(1) } else { s.min(1) };
    let score = |s: [u32; 2]| if flip { [s[1], s[0]] } else { s };
    let Some(fg) = file
        .games
        .iter()
        .find(|fg| fg.number == stored.number && score(fg.score) == stored.score)
    else {
        return out;
    };
    for (slot, (d, fd)) in out
        .iter_mut()
        .zip(stored.decisions.iter().zip(&fg.decisions))
    {
        let same = seat(fd.seat) == d.seat.min(1)
            && fd.kind == d.kind
            && fd.move_number == d.move_number
            && fd.played == d.played;
        if !same {
            continue;
        }
        *slot = decider_mwc(file, fg, fd).map(|x| {
            let first = if seat(fd.seat) == 0 { x } else { 1.0 - x };
            first * 100.0
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Candidate, DecisionKind, Format, GameResult, Rules};

    fn cand(equity: f64, played: bool) -> Candidate {
        Candidate {
            rank: 1,
            play: String::new(),
            equity,
            diff: 0.0,
            played,
        }
    }

    fn file(length: u32, decisions: Vec<Decision>) -> Match {
        Match {
            format: Format::Sgf,
            players: ["a".into(), "b".into()],
            length,
            rules: Rules {
                crawford: true,
                ..Rules::default()
            },
            date: None,
            event: None,
            analysed: true,
            games: vec![Game {
                number: 1,
                score: [0, 0],
                crawford: false,
                result: GameResult::default(),
                rolls: Vec::new(),
                decisions,
            }],
            notes: Vec::new(),
        }
    }

    #[test]
    fn the_played_choice_at_the_score_seen_from_the_first_player() {
        let mut d0 = Decision::new(0, 1, DecisionKind::Checker, 1);
        d0.candidates = Some(vec![cand(0.1, false), cand(0.0, true)]);
        let mut d1 = Decision::new(1, 2, DecisionKind::Checker, 1);
        d1.candidates = Some(vec![cand(0.2, true)]);
        // Not analysed (a gnuBG dance): no point.
        let d2 = Decision::new(0, 3, DecisionKind::Checker, 1);
        let f = file(7, vec![d0, d1, d2]);
        let stored = f.games[0].clone();
        let got = of_game(Some(&f), &f.players, &stored);
        // 7-away/7-away, cube 1: W = 0.56261, L = 0.43739 (metrics-spec §6.4).
        let (w, l) = (0.56261, 0.43739);
        assert!((got[0].unwrap() - 50.0).abs() < 1e-3, "{got:?}");
        let second = ((w + l) + 0.2 * (w - l)) / 2.0;
        assert!((got[1].unwrap() - (1.0 - second) * 100.0).abs() < 1e-3);
        assert_eq!(got[2], None);
        // The players the other way round in the file: the same moves,
        // seen from the stored first player (the file's second).
        let swapped = ["B".to_string(), "A".to_string()];
        let mut st = stored.clone();
        for d in &mut st.decisions {
            d.seat = 1 - d.seat;
        }
        let other = of_game(Some(&f), &swapped, &st);
        assert!((other[1].unwrap() - second * 100.0).abs() < 1e-3);
        // A changed file, a money session, no file: nothing.
        st.decisions[0].played = "13/7 8/7".into();
        assert_eq!(of_game(Some(&f), &swapped, &st)[0], None);
        let money = file(0, f.games[0].decisions.clone());
        assert!(of_game(Some(&money), &f.players, &stored)
            .iter()
            .all(Option::is_none));
        assert!(of_game(None, &f.players, &stored)
            .iter()
            .all(Option::is_none));
    }
}
