//! Synthetic matches for benchmarks and scale tests: realistic shapes
//! (about 150 decisions per player, a pool of players, match lengths,
//! dates, analysed and unanalysed files) from a seeded generator, so a
//! library of 10,000 matches can be built without 10,000 real files.

use crate::model::{Decision, DecisionKind, Format, Game, GameResult, Match, Rules};

/// A small deterministic generator (xorshift64*).
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.max(1))
    }
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    /// Uniform in [0, 1).
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n.max(1)
    }
    /// Uniform index into a collection of `n` items (0 when `n` is 0).
    pub fn index(&mut self, n: usize) -> usize {
        self.below(n as u64) as usize
    }
}

/// The `i`-th synthetic match of a library generated with `seed`.
/// `players` is the size of the player pool.
pub fn synthetic_match(seed: u64, i: u64, players: u64) -> Match {
    let mut r = Rng::new(seed ^ (i.wrapping_mul(0x9E37_79B9_7F4A_7C15)) ^ 0xABCD);
    let a = r.below(players);
    let b = (a + 1 + r.below(players - 1)) % players;
    let length = [1u32, 3, 5, 7, 7, 7, 9, 11, 13, 0][r.below(10) as usize];
    let analysed = r.below(10) != 0; // one in ten is a bare .mat transcript
    let skill = [0.003, 0.006, 0.01][r.below(3) as usize];
    let mut games = Vec::new();
    let mut score = [0u32; 2];
    let target = if length == 0 { 5 } else { length };
    let mut number = 0;
    // About 300 decisions per match in all.
    while games.len() < 12 && score[0] < target && score[1] < target {
        number += 1;
        let turns = 44;
        let mut decisions = Vec::with_capacity(turns + turns / 3);
        let mut rolls = Vec::with_capacity(turns);
        for t in 0..turns {
            let seat = (t % 2) as u8;
            let d1 = 1 + r.below(6) as u8;
            let d2 = 1 + r.below(6) as u8;
            rolls.push([d1.max(d2), d1.min(d2)]);
            if t > 1 && r.below(3) == 0 {
                let e = if r.below(8) == 0 { r.unit() * 0.2 } else { 0.0 };
                decisions.push(decision(
                    seat,
                    t as u32 + 1,
                    DecisionKind::NoDouble,
                    analysed,
                    r.below(2) == 0,
                    e,
                    length,
                ));
            }
            let forced = r.below(10) == 0;
            let e = if forced {
                0.0
            } else {
                -skill * (1.0 - r.unit()).ln()
            };
            let mut d = decision(
                seat,
                t as u32 + 1,
                DecisionKind::Checker,
                analysed,
                !forced,
                e,
                length,
            );
            d.dice = Some([d1, d2]);
            d.forced = forced;
            d.luck = analysed.then(|| (r.unit() - 0.5) * 0.6);
            d.luck_mwc = d.luck.filter(|_| length > 0).map(|l| l * 0.06);
            d.played = "24/18 13/11".into();
            d.best = analysed.then(|| "13/7 8/7".to_string());
            decisions.push(d);
        }
        let winner = r.below(2) as u8;
        let points = 1 + r.below(2) as u32;
        games.push(Game {
            number,
            score,
            crawford: false,
            result: GameResult {
                winner: Some(winner),
                points,
                resigned: false,
            },
            rolls,
            decisions,
        });
        score[usize::from(winner)] += points;
    }
    Match {
        format: if analysed { Format::Sgf } else { Format::Mat },
        players: [format!("Player {a:04}"), format!("Player {b:04}")],
        length,
        rules: Rules {
            crawford: length > 0,
            jacoby: length == 0,
            beavers: false,
        },
        date: Some(format!(
            "20{:02}-{:02}-{:02}",
            15 + r.below(11),
            1 + r.below(12),
            1 + r.below(28)
        )),
        event: Some(format!("Synthetic #{i}")),
        analysed,
        games,
        notes: Vec::new(),
    }
}

fn decision(
    seat: u8,
    move_number: u32,
    kind: DecisionKind,
    analysed: bool,
    counts: bool,
    e: f64,
    length: u32,
) -> Decision {
    Decision {
        seat,
        move_number,
        kind,
        dice: None,
        cube: 1,
        forced: false,
        counts: analysed && counts,
        error: analysed.then_some(e),
        mwc_loss: (analysed && length > 0).then_some(e * 0.06),
        luck: None,
        luck_mwc: None,
        played: if kind == DecisionKind::NoDouble {
            "No double".into()
        } else {
            String::new()
        },
        best: None,
        position: None,
        cube_owner: None,
        candidates: None,
    }
}

/// [`synthetic_match`] with what the progress and breakdown benchmarks
/// need and the others do without: a Position ID on every checker play
/// (opening, middle game, race, then bear-off positions as the game goes
/// on, so every phase has rows) and events shared by many matches (one per
/// month). The decisions and figures are those of [`synthetic_match`].
pub fn synthetic_match_with_positions(seed: u64, i: u64, players: u64) -> Match {
    use crate::model::position::Board;
    let mut m = synthetic_match(seed, i, players);
    let opening = Board::initial();
    let mut middle = Board {
        checkers: [[0; 25]; 2],
    };
    for side in &mut middle.checkers {
        side[5] = 4;
        side[6] = 3;
        side[7] = 3;
        side[3] = 3;
        side[20] = 2;
    }
    let mut race = Board {
        checkers: [[0; 25]; 2],
    };
    for side in &mut race.checkers {
        side[9] = 5;
        side[4] = 5;
        side[2] = 5;
    }
    let mut bearoff = Board {
        checkers: [[0; 25]; 2],
    };
    for side in &mut bearoff.checkers {
        side[0] = 4;
        side[3] = 4;
        side[5] = 3;
    }
    let ids: Vec<[String; 2]> = [opening, middle, race, bearoff]
        .iter()
        .map(|b| [b.position_id(0), b.position_id(1)])
        .collect();
    for g in &mut m.games {
        let n = g.decisions.len().max(1);
        for (k, d) in g.decisions.iter_mut().enumerate() {
            if d.kind == DecisionKind::Checker {
                let phase = (k * 10 / n).min(9);
                let which = [0, 1, 1, 1, 1, 1, 2, 2, 3, 3][phase];
                d.position = Some(ids[which][usize::from(d.seat.min(1))].clone());
            }
        }
    }
    m.event = m
        .date
        .as_ref()
        .map(|d| format!("Synthetic Open {}", d.get(0..7).unwrap_or(d)));
    m
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_are_deterministic_and_realistic() {
        let a = synthetic_match(1, 7, 200);
        assert_eq!(a, synthetic_match(1, 7, 200));
        assert_ne!(a, synthetic_match(1, 8, 200));
        let n: usize = (0..100)
            .map(|i| {
                synthetic_match(1, i, 200)
                    .games
                    .iter()
                    .map(|g| g.decisions.len())
                    .sum::<usize>()
            })
            .sum();
        let per = n / 100;
        assert!(
            (200..450).contains(&per),
            "about 300 decisions per match, got {per}"
        );
        assert_ne!(a.players[0], a.players[1]);
    }
}
