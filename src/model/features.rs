//! What a position is, for search (#27): the pip counts, contact, the
//! checkers back, in the zone, the blots, those borne off, and the game
//! plan of the player on roll. Everything is seen from the player on roll
//! (index 0) and the opponent (index 1), as blunderDB's search filters
//! name them (`P`, `k`/`K`, `z`/`Z`, `bo`/`BO`, `bj`/`BJ`, `o`/`O`).

use serde::Serialize;

use crate::model::position::Board;

/// The game plan of the player on roll (blunderDB's list and names).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Plan {
    Race,
    BearIn,
    Crunch,
    BackGame,
    AcePoint,
    Blitz,
    PrimeVsPrime,
    MutualHolding,
    Holding,
    Contact,
}

impl Plan {
    pub const ALL: [Plan; 10] = [
        Plan::Race,
        Plan::BearIn,
        Plan::Crunch,
        Plan::BackGame,
        Plan::AcePoint,
        Plan::Blitz,
        Plan::PrimeVsPrime,
        Plan::MutualHolding,
        Plan::Holding,
        Plan::Contact,
    ];

    /// The name used in queries (`gt:race`), JSON and breakdown keys.
    pub fn as_str(self) -> &'static str {
        match self {
            Plan::Race => "race",
            Plan::BearIn => "bear_in",
            Plan::Crunch => "crunch",
            Plan::BackGame => "back_game",
            Plan::AcePoint => "ace_point",
            Plan::Blitz => "blitz",
            Plan::PrimeVsPrime => "prime_vs_prime",
            Plan::MutualHolding => "mutual_holding",
            Plan::Holding => "holding",
            Plan::Contact => "contact",
        }
    }

    /// The plan a name designates: ours (`bear_in`, also written `bear-in`
    /// or `bear in`) or blunderDB's own spelling of its `gt:` token
    /// (`bearin`, `backgame`, `acepoint`, `primevprime`, `mutualholding`).
    pub fn parse(s: &str) -> Option<Plan> {
        let s = s.trim().to_ascii_lowercase().replace(['-', ' '], "_");
        if s == "primevprime" {
            return Some(Plan::PrimeVsPrime);
        }
        let bare = |t: &str| t.replace('_', "");
        Plan::ALL
            .into_iter()
            .find(|p| p.as_str() == s || bare(p.as_str()) == s)
    }

    /// A small code for storage (the index in [`Plan::ALL`]).
    pub fn code(self) -> u8 {
        Plan::ALL.iter().position(|p| *p == self).unwrap_or(9) as u8
    }

    pub fn from_code(c: u8) -> Option<Plan> {
        Plan::ALL.get(usize::from(c)).copied()
    }
}

/// A position's figures for search, from the side of the player on roll
/// (index 0) and of the opponent (index 1). Each count is taken on the
/// side's own points, as blunderDB's filters take them (`docs/search.md`,
/// "Position filters").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Features {
    /// Pip counts, a checker on the bar counting 25 (`P`).
    pub pips: [u16; 2],
    /// Some checker of one side can still meet one of the other (not `nc`).
    pub contact: bool,
    /// Checkers on the side's own points 19 to 24, the opponent's home
    /// board; not those on the bar (`k`/`K`).
    pub back: [u8; 2],
    /// Checkers in the zone, the side's own points 1 to 12; not the bar
    /// (`z`/`Z`).
    pub zone: [u8; 2],
    /// Single checkers in the outfield, the side's own points 7 to 18
    /// (`bo`/`BO`).
    pub outfield_blots: [u8; 2],
    /// Single checkers in the home board, the side's own points 1 to 6
    /// (`bj`/`BJ`).
    pub home_blots: [u8; 2],
    /// Checkers borne off (`o`/`O`).
    pub off: [u8; 2],
    /// The game plan of the player on roll (`gt:`).
    pub plan: Plan,
}

impl Features {
    /// blunderDB's `p`: the pip count of the player on roll minus the
    /// opponent's, so positive when the player on roll is behind in the
    /// race (`p>35` finds back games, `p<-20` leads of 20 pips or more).
    pub fn pip_difference(&self) -> i32 {
        i32::from(self.pips[0]) - i32::from(self.pips[1])
    }
}

/// The features of `b` with `on_roll` to play. Fixed-size arithmetic on
/// the board only: no allocation (it runs on every decision at import).
pub fn features(b: &Board, on_roll: u8) -> Features {
    let me = usize::from(on_roll.min(1));
    let sides = [me, 1 - me];
    let side = |s: usize| &b.checkers[s];
    // Points `from..=to` (1-based, the side's own numbering).
    let count = |s: usize, from: usize, to: usize| -> u8 { total(&side(s)[from - 1..to]) };
    let blots = |s: usize, from: usize, to: usize| -> u8 {
        side(s)[from - 1..to].iter().filter(|&&n| n == 1).count() as u8
    };
    let pips = |s: usize| -> u16 { pip_count(side(s)).min(u32::from(u16::MAX)) as u16 };
    Features {
        pips: sides.map(pips),
        contact: b.contact(),
        back: sides.map(|s| count(s, 19, 24)),
        zone: sides.map(|s| count(s, 1, 12)),
        outfield_blots: sides.map(|s| blots(s, 7, 18)),
        home_blots: sides.map(|s| blots(s, 1, 6)),
        off: sides.map(|s| 15u8.saturating_sub(total(side(s)))),
        plan: plan(b, on_roll),
    }
}

/// The checkers on `points` (saturating: a damaged board cannot panic).
fn total(points: &[u8]) -> u8 {
    points.iter().fold(0u8, |a, &n| a.saturating_add(n))
}

/// A side's pip count, a checker on the bar counting 25.
fn pip_count(side: &[u8; 25]) -> u32 {
    side.iter()
        .enumerate()
        .map(|(i, &n)| (i as u32 + 1) * u32::from(n))
        .sum()
}

/// How far behind in the race (pips) the player on roll must be for two
/// deep anchors to be a back game, and an ace-point anchor an ace-point
/// game (blunderDB's threshold for the ace-point game).
pub const FAR_BEHIND: i32 = 20;
/// At most this many checkers in play off the player's 1- and 2-points
/// is a crunched position (gnuBG's `CLASS_CRASHED` threshold, which
/// blunderDB takes).
pub const CRUNCH_ACTIVE_MAX: u8 = 6;
/// Home-board points a blitz needs made (blunderDB).
pub const BLITZ_HOME_POINTS: usize = 3;
/// At most this many checkers back (on the bar and in the opponent's home
/// board) for an attack to be a blitz.
pub const BLITZ_BACK_MAX: u8 = 3;
/// The length of a prime in prime versus prime (blunderDB).
pub const PRIME_MIN: usize = 4;

/// The game plan of the player on roll in `b`: the first of these rules
/// that holds, the player on roll being P and the opponent O, points
/// numbered from P's side (`docs/search.md`, "Game plans"):
///
/// 1. race: no contact;
/// 2. crunch: P has a checker back (bar, points 19–24), has borne off none,
///    and has at most 6 checkers in play off his 1- and 2-points;
/// 3. back game: 2+ points held on 19–24, P 20+ pips behind;
/// 4. ace-point game: P's checkers back are 2+ and all on his 24-point,
///    P 20+ pips behind;
/// 5. blitz: 3+ home points made, O on the bar or with a blot in P's home
///    board, P with at most 3 checkers back and none borne off;
/// 6. bear-in: every O checker still in contact is on the bar or on P's
///    points 1–7;
/// 7. prime versus prime: each side has a checker behind a 4+ prime of
///    the other;
/// 8. mutual holding: P holds a point on 18–21 and O one on its 18–21;
/// 9. holding: P holds a point on 18–21 and is behind in the race;
/// 10. contact: anything else.
pub fn plan(b: &Board, on_roll: u8) -> Plan {
    let me_i = usize::from(on_roll.min(1));
    let me = &b.checkers[me_i];
    let opp = &b.checkers[1 - me_i];
    // O's checkers on P's point q (0: O's bar), i.e. on O's point 25 - q.
    let them = |q: usize| opp[24 - q];
    // P's rearmost checker, on P's points (25: the bar; 0: none left).
    let my_rear = me.iter().rposition(|&n| n > 0).map_or(0, |i| i + 1);
    // O's rearmost checker, on P's points (0: the bar; 25: none left).
    let their_rear = (0..25).find(|&q| them(q) > 0).unwrap_or(25);
    if my_rear <= their_rear {
        return Plan::Race;
    }

    let behind = pip_count(me) as i32 - pip_count(opp) as i32;
    let off = 15u8.saturating_sub(total(me));
    // P's checkers back: on the bar and in O's home board (points 19-24).
    let back = total(&me[18..25]);
    let made = |xs: &[u8]| xs.iter().filter(|&&n| n >= 2).count();

    // 2. Crunch: P's board has collapsed with checkers still back.
    let active = total(&me[2..25]);
    if back > 0 && off == 0 && active <= CRUNCH_ACTIVE_MAX {
        return Plan::Crunch;
    }
    // 3. Back game: two or more anchors in O's home board, far behind.
    if made(&me[18..24]) >= 2 && behind >= FAR_BEHIND {
        return Plan::BackGame;
    }
    // 4. Ace-point game: only O's ace point held back, far behind.
    if back >= 2 && back == me[23] && behind >= FAR_BEHIND {
        return Plan::AcePoint;
    }
    // 5. Blitz: P attacks O's checkers on the bar or in P's home board.
    let their_home_blot = (1..=6).any(|q| them(q) == 1);
    if made(&me[..6]) >= BLITZ_HOME_POINTS
        && (opp[24] > 0 || their_home_blot)
        && back <= BLITZ_BACK_MAX
        && off == 0
    {
        return Plan::Blitz;
    }
    // 6. Bear-in: the only O checkers P must still pass are on the bar or
    // in P's home board and bar point.
    if (8..my_rear.min(25)).all(|q| them(q) == 0) {
        return Plan::BearIn;
    }
    // 7. Prime versus prime: each side has a checker behind a prime of 4
    // or more points of the other.
    let primes = |held: &dyn Fn(usize) -> bool, trapped: &dyn Fn(usize, usize) -> bool| {
        let mut run = 0;
        for p in 1..=25 {
            if p <= 24 && held(p) {
                run += 1;
            } else {
                if run >= PRIME_MIN && trapped(p - run, p - 1) {
                    return true;
                }
                run = 0;
            }
        }
        false
    };
    // O is trapped by P's prime on lo..=hi when O's rearmost is below lo;
    // P by O's prime when P's rearmost is above hi.
    if primes(&|p| me[p - 1] >= 2, &|lo, _| their_rear < lo)
        && primes(&|q| them(q) >= 2, &|_, hi| my_rear > hi)
    {
        return Plan::PrimeVsPrime;
    }
    // 8, 9. Holding: an anchor on O's bar, 6-, 5- or 4-point.
    if made(&me[17..21]) > 0 {
        if (4..=7).any(|q| them(q) >= 2) {
            return Plan::MutualHolding;
        }
        if behind > 0 {
            return Plan::Holding;
        }
    }
    Plan::Contact
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::synthetic::Rng;

    #[test]
    fn names_and_codes() {
        for p in Plan::ALL {
            assert_eq!(Plan::parse(p.as_str()), Some(p));
            assert_eq!(Plan::from_code(p.code()), Some(p));
        }
        // blunderDB's own spellings of its `gt:` tokens.
        for (name, p) in [
            ("race", Plan::Race),
            ("bearin", Plan::BearIn),
            ("crunch", Plan::Crunch),
            ("backgame", Plan::BackGame),
            ("acepoint", Plan::AcePoint),
            ("blitz", Plan::Blitz),
            ("primevprime", Plan::PrimeVsPrime),
            ("mutualholding", Plan::MutualHolding),
            ("holding", Plan::Holding),
            ("contact", Plan::Contact),
            ("Bear-in", Plan::BearIn),
            ("prime vs prime", Plan::PrimeVsPrime),
        ] {
            assert_eq!(Plan::parse(name), Some(p), "{name}");
        }
        assert_eq!(Plan::parse("holdin"), None);
        assert_eq!(Plan::from_code(10), None);
    }

    /// A board of checkers stacked on a few random points, some on the bar,
    /// some borne off: anchors, primes and blots all come up.
    fn random_board(r: &mut Rng) -> Board {
        let mut c = [[0u8; 25]; 2];
        let primes = r.index(4) == 0;
        for side in 0..2 {
            let mut on = 15 - [0, 0, 0, 0, 1, 3, 6, 9][r.index(8)];
            if primes {
                // Two checkers on each of 4 to 6 points in a row.
                let len = 4 + r.index(3);
                let start = r.index(25 - len);
                for i in start..start + len {
                    if c[1 - side][23 - i] == 0 && on >= 2 {
                        c[side][i] += 2;
                        on -= 2;
                    }
                }
            }
            let spots = 2 + r.index(9);
            let mut points = [0usize; 10];
            for slot in points.iter_mut().take(spots) {
                *slot = match r.index(30) {
                    0 => 24,
                    n if n < 8 => r.index(6),
                    n if n < 14 => 18 + r.index(6),
                    _ => r.index(24),
                };
            }
            for _ in 0..on {
                let i = points[r.index(spots)];
                // The same point from the other side is 23 - i.
                if i < 24 && c[1 - side][23 - i] > 0 {
                    continue;
                }
                c[side][i] += 1;
            }
        }
        Board { checkers: c }
    }

    /// The rules of `plan` again, written on one 26-slot line as blunderDB
    /// draws its board: slot i (1..=24) is the point i of the player on
    /// roll (its checkers > 0, the opponent's < 0), slot 25 its bar and
    /// slot 0 the opponent's.
    fn reference(b: &Board, on_roll: u8) -> Plan {
        let me = usize::from(on_roll);
        let mut line = [0i32; 26];
        for i in 0..24 {
            line[i + 1] += i32::from(b.checkers[me][i]);
            line[24 - i] -= i32::from(b.checkers[1 - me][i]);
        }
        line[25] = i32::from(b.checkers[me][24]);
        line[0] = -i32::from(b.checkers[1 - me][24]);
        let mine = |i: usize| line[i].max(0);
        let theirs = |i: usize| (-line[i]).max(0);
        let my_rear = (1..=25).rev().find(|&i| mine(i) > 0).unwrap_or(0);
        let their_rear = (0..=24).find(|&i| theirs(i) > 0).unwrap_or(25);
        if my_rear <= their_rear {
            return Plan::Race;
        }
        let my_pips: i32 = (1..=25).map(|i| i as i32 * mine(i)).sum();
        let their_pips: i32 = (0..=24).map(|i| (25 - i as i32) * theirs(i)).sum();
        let behind = my_pips - their_pips;
        let off = 15 - (1..=25).map(mine).sum::<i32>();
        let back: i32 = (19..=25).map(mine).sum();
        let anchors = |from: usize, to: usize| (from..=to).filter(|&i| mine(i) >= 2).count();
        let active: i32 = (3..=25).map(mine).sum();
        if back > 0 && off == 0 && active <= 6 {
            return Plan::Crunch;
        }
        if anchors(19, 24) >= 2 && behind >= 20 {
            return Plan::BackGame;
        }
        if back >= 2 && mine(24) == back && behind >= 20 {
            return Plan::AcePoint;
        }
        let hit = theirs(0) > 0 || (1..=6).any(|i| theirs(i) == 1);
        if anchors(1, 6) >= 3 && hit && back <= 3 && off == 0 {
            return Plan::Blitz;
        }
        if (1..=24).all(|i| theirs(i) == 0 || i <= 7 || i >= my_rear) {
            return Plan::BearIn;
        }
        // Primes as (lowest, highest point) of each run of 4+ made points.
        let runs = |held: &dyn Fn(usize) -> bool| {
            let mut v = Vec::new();
            let mut i = 1;
            while i <= 24 {
                let start = i;
                while i <= 24 && held(i) {
                    i += 1;
                }
                if i - start >= 4 {
                    v.push((start, i - 1));
                }
                i += 1;
            }
            v
        };
        let theirs_trapped = runs(&|i| mine(i) >= 2)
            .iter()
            .any(|&(lo, _)| their_rear < lo);
        let mine_trapped = runs(&|i| theirs(i) >= 2)
            .iter()
            .any(|&(_, hi)| my_rear > hi);
        if theirs_trapped && mine_trapped {
            return Plan::PrimeVsPrime;
        }
        if anchors(18, 21) > 0 {
            if (4..=7).any(|i| theirs(i) >= 2) {
                return Plan::MutualHolding;
            }
            if behind > 0 {
                return Plan::Holding;
            }
        }
        Plan::Contact
    }

    #[test]
    fn plans_follow_the_rules_on_random_boards() {
        let mut r = Rng::new(27);
        let mut seen = [0usize; 10];
        for _ in 0..60_000 {
            let b = random_board(&mut r);
            let swapped = Board {
                checkers: [b.checkers[1], b.checkers[0]],
            };
            for s in 0..2u8 {
                let f = features(&b, s);
                assert_eq!(f.plan, reference(&b, s), "{b:?} seat {s}");
                assert_eq!(f.plan == Plan::Race, !b.contact(), "{b:?}");
                assert_eq!(f.pips, [b.pips(s) as u16, b.pips(1 - s) as u16], "{b:?}");
                assert_eq!(f.off, [b.borne_off(s) as u8, b.borne_off(1 - s) as u8]);
                // The same board from the other seat.
                assert_eq!(features(&swapped, 1 - s), f, "{b:?}");
                seen[usize::from(f.plan.code())] += 1;
            }
        }
        // Every plan comes up.
        assert!(seen.iter().all(|&n| n > 100), "{seen:?}");
    }

    #[test]
    fn the_opening_and_a_race() {
        let f = features(&Board::initial(), 0);
        assert_eq!(f.plan, Plan::Contact);
        assert_eq!((f.pips, f.back, f.zone), ([167, 167], [2, 2], [8, 8]));
        assert_eq!(
            (f.outfield_blots, f.home_blots, f.off),
            ([0, 0], [0, 0], [0, 0])
        );
        let mut race = Board {
            checkers: [[0; 25]; 2],
        };
        race.checkers[0][5] = 15;
        race.checkers[1][4] = 14;
        let f = features(&race, 1);
        assert_eq!((f.plan, f.pips, f.off), (Plan::Race, [70, 90], [1, 0]));
        assert_eq!(f.pip_difference(), -20);
    }

    #[test]
    fn a_damaged_board_does_not_panic() {
        let b = Board {
            checkers: [[40; 25], [0; 25]],
        };
        let f = features(&b, 0);
        assert_eq!(f.off, [0, 15]);
        assert!(!f.contact);
        assert_eq!(f.plan, Plan::Race);
        let _ = features(
            &Board {
                checkers: [[40; 25]; 2],
            },
            1,
        );
    }
}
