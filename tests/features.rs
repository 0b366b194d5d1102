//! What search knows of a position (#27): the game plan of the player on
//! roll on hand-made positions, each plan at its middle and at its edges
//! (one checker more, less or elsewhere flips it to the neighbouring plan),
//! the counts of blunderDB's position filters, and the pip counts against
//! GNU Backgammon's own on every position of the oracle matches.
//!
//! The rules are those of `docs/search.md`, "Game plans". Positions are
//! written from each side's own points (25: the bar), the player on roll
//! first; every one is checked from both seats (the same board with the
//! seats swapped gives the same plan).

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use blunderdb::formats;
use blunderdb::model::features::{features, plan, Features, Plan};
use blunderdb::model::ids::xgid_board;
use blunderdb::model::position::Board;
use blunderdb::model::replay::replay;

/// The board with the player on roll's checkers `me` and the opponent's
/// `them`, each as (own point, checkers), 25 for the bar; the player on
/// roll in seat 0. Checks it is a legal board.
fn board(me: &[(usize, u8)], them: &[(usize, u8)]) -> Board {
    let mut checkers = [[0u8; 25]; 2];
    for (side, list) in [me, them].into_iter().enumerate() {
        for &(p, n) in list {
            assert!((1..=25).contains(&p), "point {p}");
            checkers[side][p - 1] += n;
        }
        let total: u32 = checkers[side].iter().map(|&n| u32::from(n)).sum();
        assert!(total <= 15, "{total} checkers");
    }
    for p in 1..=24 {
        assert!(
            checkers[0][p - 1] == 0 || checkers[1][24 - p] == 0,
            "both sides on the player's {p}-point"
        );
    }
    Board { checkers }
}

/// The plan of `me` on roll against `them`, the same from either seat.
fn plan_of(me: &[(usize, u8)], them: &[(usize, u8)]) -> Plan {
    let b = board(me, them);
    let swapped = Board {
        checkers: [b.checkers[1], b.checkers[0]],
    };
    let p = plan(&b, 0);
    assert_eq!(plan(&swapped, 1), p, "seat 1 on roll");
    assert_eq!(features(&b, 0).plan, p);
    p
}

/// One side's checkers: (own point, checkers), 25 for the bar.
type Side<'a> = &'a [(usize, u8)];

/// Asserts the plan of each (name, me, them) and returns how many.
fn expect(want: Plan, cases: &[(&str, Side, Side)]) -> usize {
    for (name, me, them) in cases {
        let got = plan_of(me, them);
        assert_eq!(got, want, "{name}: {:?}", features(&board(me, them), 0));
    }
    cases.len()
}

const OPENING: &[(usize, u8)] = &[(24, 2), (13, 5), (8, 3), (6, 5)];

#[test]
fn opening_race_and_bear_off() {
    // The opening position, as gnuBG's Position ID names it.
    let b = Board::from_position_id("4HPwATDgc/ABMA", 0).expect("position ID");
    assert_eq!(b, Board::initial());
    let f = features(&b, 0);
    assert_eq!(f.plan, Plan::Contact);
    assert_eq!(f.pips, [167, 167]);
    assert!(f.contact);
    assert_eq!(f.back, [2, 2]);
    assert_eq!(f.zone, [8, 8]);
    assert_eq!(f.off, [0, 0]);
    assert_eq!(plan_of(OPENING, OPENING), Plan::Contact);

    // A pure race, and the same with the last two checkers crossed.
    let me: &[(usize, u8)] = &[(6, 5), (5, 4), (4, 3), (3, 3)];
    let them: &[(usize, u8)] = &[(6, 4), (5, 4), (4, 4), (3, 3)];
    assert_eq!(plan_of(me, them), Plan::Race);
    let long_race: &[(usize, u8)] = &[(12, 2), (10, 5), (8, 4), (6, 4)];
    let other: &[(usize, u8)] = &[(12, 1), (11, 5), (9, 5), (7, 4)];
    assert_eq!(plan_of(long_race, other), Plan::Race);
    // Its last checker two points further back: they still meet.
    let other_back: &[(usize, u8)] = &[(14, 1), (11, 5), (9, 5), (7, 4)];
    assert_eq!(plan_of(long_race, other_back), Plan::Contact);

    // A bear-off, checkers already borne off on both sides.
    let me: &[(usize, u8)] = &[(3, 2), (2, 3), (1, 2)];
    let them: &[(usize, u8)] = &[(6, 3), (5, 2)];
    let f = features(&board(me, them), 0);
    assert_eq!(f.plan, Plan::Race);
    assert_eq!(f.off, [8, 10]);
    assert_eq!(f.pips, [14, 28]);
    assert!(!f.contact);
}

#[test]
fn crunch() {
    // A back game gone wrong: two anchors back, nine checkers buried on
    // the 1- and 2-points, six checkers in play off them.
    let them: &[(usize, u8)] = &[(6, 3), (5, 3), (4, 3), (7, 2), (8, 2), (9, 2)];
    let n = expect(
        Plan::Crunch,
        &[
            (
                "crunched back game",
                &[(24, 2), (22, 2), (1, 4), (2, 5), (3, 2)],
                them,
            ),
            // Blitzed: two on the bar against a 5-point board, the rest
            // piled on the low points.
            (
                "closed out and crunched",
                &[(25, 2), (1, 5), (2, 5), (3, 3)],
                &[(6, 3), (5, 3), (4, 3), (3, 2), (2, 2), (8, 2)],
            ),
            (
                "one checker back is enough",
                &[(23, 1), (1, 5), (2, 4), (3, 2), (4, 2), (5, 1)],
                them,
            ),
        ],
    );
    // Edge: one more checker in play (from the 1- to the 4-point): the
    // back game is playable again.
    assert_eq!(
        plan_of(&[(24, 2), (22, 2), (1, 3), (2, 5), (3, 2), (4, 1)], them),
        Plan::BackGame
    );
    // Edge: a checker borne off is not buried (the player was hit in his
    // bear-off): no crunch.
    assert_eq!(
        plan_of(&[(24, 2), (22, 2), (1, 3), (2, 5), (3, 2)], them),
        Plan::Contact
    );
    eprintln!("crunch: {} positions, 2 edges", n);
}

#[test]
fn back_game() {
    let them: &[(usize, u8)] = &[(6, 4), (5, 3), (3, 2), (7, 2), (8, 2), (9, 2)];
    let n = expect(
        Plan::BackGame,
        &[
            // A 2-4 back game, 98 pips behind.
            (
                "2-4 back game",
                &[(23, 2), (21, 2), (13, 3), (11, 2), (8, 3), (6, 3)],
                them,
            ),
            // Exactly 20 pips behind with the 1-5 anchors.
            (
                "1-5 back game, 20 behind",
                &[(24, 2), (20, 2), (13, 4), (8, 3), (7, 1), (6, 3)],
                &[(13, 5), (8, 4), (6, 4), (24, 2)],
            ),
        ],
    );
    // Edge: one pip less behind (a checker from the 7- to the 6-point):
    // a holding game with an extra ace-point anchor.
    assert_eq!(
        plan_of(
            &[(24, 2), (20, 2), (13, 4), (8, 3), (6, 4)],
            &[(13, 5), (8, 4), (6, 4), (24, 2)]
        ),
        Plan::Holding
    );
    // Edge: one anchor broken (a checker from the 21- to the 13-point).
    assert_eq!(
        plan_of(&[(23, 2), (21, 1), (13, 4), (11, 2), (8, 3), (6, 3)], them),
        Plan::Contact
    );
    eprintln!("back game: {} positions, 2 edges", n);
}

#[test]
fn ace_point_game() {
    // The opponent bearing in, the player on roll holding its ace point.
    let them: &[(usize, u8)] = &[(6, 4), (5, 3), (4, 3), (3, 2), (7, 1)];
    let middle: &[(usize, u8)] = &[(24, 2), (6, 3), (5, 3), (4, 2), (3, 2), (2, 1), (8, 2)];
    let far: &[(usize, u8)] = &[(6, 4), (5, 3), (4, 3), (3, 2), (7, 1), (13, 1), (16, 1)];
    let n = expect(
        Plan::AcePoint,
        &[
            ("ace-point game, 49 behind", middle, them),
            (
                "three on the ace point",
                &[(24, 3), (6, 3), (5, 3), (4, 2), (3, 2), (8, 2)],
                them,
            ),
            ("exactly 20 behind", middle, far),
        ],
    );
    // Edge: 19 behind (a checker from the 8- to the 7-point).
    assert_eq!(
        plan_of(
            &[
                (24, 2),
                (6, 3),
                (5, 3),
                (4, 2),
                (3, 2),
                (2, 1),
                (8, 1),
                (7, 1)
            ],
            far
        ),
        Plan::Contact
    );
    // Edge: another checker back, a blot on the 23-point: not the ace
    // point alone.
    assert_eq!(
        plan_of(
            &[(24, 2), (23, 1), (6, 3), (5, 3), (4, 2), (3, 2), (8, 2)],
            them
        ),
        Plan::Contact
    );
    // Edge: a second one there, a 1-2 back game.
    assert_eq!(
        plan_of(
            &[(24, 2), (23, 2), (6, 3), (5, 3), (4, 2), (3, 1), (8, 2)],
            them
        ),
        Plan::BackGame
    );
    eprintln!("ace-point game: {} positions, 3 edges", n);
}

#[test]
fn blitz() {
    // Two of the opponent's checkers on the bar, a blot on the ace point.
    let them: &[(usize, u8)] = &[(25, 2), (13, 4), (8, 3), (6, 4), (24, 1), (5, 1)];
    let late: &[(usize, u8)] = &[(25, 1), (6, 3), (5, 3), (4, 3), (3, 3), (2, 2)];
    let all_home: &[(usize, u8)] = &[(6, 3), (5, 3), (4, 3), (3, 2), (2, 2), (8, 2)];
    let n = expect(
        Plan::Blitz,
        &[
            (
                "four points made",
                &[(24, 2), (6, 3), (5, 2), (4, 2), (3, 2), (8, 2), (13, 2)],
                them,
            ),
            (
                "exactly three points made",
                &[(24, 2), (6, 4), (5, 2), (4, 2), (8, 2), (13, 3)],
                them,
            ),
            (
                "three checkers back",
                &[
                    (24, 2),
                    (23, 1),
                    (6, 3),
                    (5, 2),
                    (4, 2),
                    (3, 2),
                    (8, 2),
                    (13, 1),
                ],
                them,
            ),
            ("the last checker on the bar", all_home, late),
            (
                "a blot on the ace point, no checker on the bar",
                all_home,
                &[(24, 1), (6, 4), (5, 4), (4, 3), (3, 3)],
            ),
        ],
    );
    // Edge: one home point broken (a checker from the 4- to the 3-point).
    assert_eq!(
        plan_of(
            &[(24, 2), (6, 4), (5, 2), (4, 1), (3, 1), (8, 2), (13, 3)],
            them
        ),
        Plan::Contact
    );
    // Edge: a fourth checker back (on the bar): the player is blitzed too.
    assert_eq!(
        plan_of(
            &[
                (24, 2),
                (23, 1),
                (25, 1),
                (6, 3),
                (5, 2),
                (4, 2),
                (3, 2),
                (8, 2)
            ],
            them
        ),
        Plan::Contact
    );
    // Edge: one checker borne off: a bear-off against the checker on the
    // bar, no more an attack.
    assert_eq!(
        plan_of(&[(6, 3), (5, 3), (4, 3), (3, 2), (2, 2), (8, 1)], late),
        Plan::BearIn
    );
    // Edge: a second checker on the ace point, an anchor: a bear-in.
    assert_eq!(
        plan_of(all_home, &[(24, 2), (6, 4), (5, 4), (4, 3), (3, 2)]),
        Plan::BearIn
    );
    eprintln!("blitz: {} positions, 4 edges", n);
}

#[test]
fn bear_in() {
    // The opponent holds the player's 5-point; its other checkers are home
    // or in its outer board, out of the player's way.
    let me: &[(usize, u8)] = &[(13, 2), (10, 2), (8, 3), (6, 4), (4, 2), (3, 2)];
    let me9: &[(usize, u8)] = &[(13, 2), (10, 2), (9, 3), (6, 4), (4, 2), (3, 2)];
    let n = expect(
        Plan::BearIn,
        &[
            (
                "against a 5-point anchor",
                me,
                &[(20, 2), (6, 4), (5, 3), (4, 2), (3, 2), (9, 2)],
            ),
            (
                "a checker on the player's bar point too",
                me9,
                &[(20, 2), (6, 4), (5, 3), (4, 2), (3, 2), (9, 1), (18, 1)],
            ),
            (
                "all home, against an ace-point anchor",
                &[(6, 4), (5, 4), (4, 3), (3, 2), (2, 2)],
                &[(24, 2), (6, 4), (5, 3), (4, 3), (3, 3)],
            ),
            (
                "bearing off against an ace-point anchor",
                &[(6, 2), (5, 3), (4, 2), (2, 2)],
                &[(24, 2), (6, 4), (5, 3), (4, 3), (3, 3)],
            ),
            (
                "against a lone checker, two points made",
                &[(10, 3), (8, 4), (6, 4), (5, 2), (3, 1), (2, 1)],
                &[(21, 1), (6, 4), (5, 4), (4, 3), (3, 3)],
            ),
            (
                "past a back game",
                &[(13, 3), (12, 2), (11, 2), (10, 2), (9, 2), (8, 2), (1, 2)],
                &[(21, 2), (20, 2), (19, 2), (18, 2), (6, 3), (5, 2), (4, 2)],
            ),
        ],
    );
    // Edge: one of its outer-board checkers on its mid-point, in the
    // player's way.
    assert_eq!(
        plan_of(
            me,
            &[(20, 2), (6, 4), (5, 3), (4, 2), (3, 2), (9, 1), (13, 1)]
        ),
        Plan::Contact
    );
    // Edge: its checker on the player's 8-point instead of the bar point.
    assert_eq!(
        plan_of(
            me9,
            &[(20, 2), (6, 4), (5, 3), (4, 2), (3, 2), (9, 1), (17, 1)]
        ),
        Plan::Contact
    );
    eprintln!("bear-in: {} positions, 2 edges", n);
}

#[test]
fn prime_versus_prime() {
    let six: &[(usize, u8)] = &[
        (9, 2),
        (8, 2),
        (7, 2),
        (6, 2),
        (5, 2),
        (4, 2),
        (24, 2),
        (13, 1),
    ];
    let four: &[(usize, u8)] = &[(9, 2), (8, 2), (7, 2), (6, 2), (13, 3), (3, 2), (24, 2)];
    let n = expect(
        Plan::PrimeVsPrime,
        &[
            ("six-prime against six-prime", six, six),
            ("four against four", four, four),
            (
                "one of its checkers still trapped",
                four,
                &[
                    (9, 2),
                    (8, 2),
                    (7, 2),
                    (6, 2),
                    (13, 3),
                    (3, 2),
                    (24, 1),
                    (11, 1),
                ],
            ),
        ],
    );
    // Edge: the player's prime three points long (a checker off the
    // 9-point).
    assert_eq!(
        plan_of(
            &[
                (9, 1),
                (10, 1),
                (8, 2),
                (7, 2),
                (6, 2),
                (13, 3),
                (3, 2),
                (24, 2)
            ],
            four
        ),
        Plan::Contact
    );
    // Edge: its last checker out from behind the prime: the player, 28
    // behind on the opponent's ace point, plays an ace-point game.
    assert_eq!(
        plan_of(
            four,
            &[(9, 2), (8, 2), (7, 2), (6, 2), (13, 3), (3, 2), (10, 2)]
        ),
        Plan::AcePoint
    );
    eprintln!("prime versus prime: {} positions, 2 edges", n);
}

#[test]
fn holding_and_mutual_holding() {
    let both: &[(usize, u8)] = &[(20, 2), (13, 5), (9, 3), (6, 5)];
    let mutual = expect(
        Plan::MutualHolding,
        &[
            ("5-point anchors", both, both),
            ("on its 4-point", &[(21, 2), (13, 5), (9, 3), (6, 5)], both),
            (
                "on its bar point",
                &[(18, 2), (13, 5), (9, 3), (6, 5)],
                both,
            ),
            (
                "its anchor on its bar point",
                both,
                &[(18, 2), (13, 5), (9, 3), (6, 5)],
            ),
        ],
    );
    // Edges of the holding points: the opponent's 3-point and the 17-point
    // are not holding anchors.
    assert_eq!(
        plan_of(&[(22, 2), (13, 5), (9, 3), (6, 5)], both),
        Plan::Contact
    );
    assert_eq!(
        plan_of(&[(17, 2), (13, 5), (9, 3), (6, 5)], both),
        Plan::Contact
    );
    // The opponent's anchor on its 17-point: the player alone holds, and
    // is behind.
    let them17: &[(usize, u8)] = &[(17, 2), (13, 5), (9, 3), (6, 5)];
    assert_eq!(plan_of(both, them17), Plan::Holding);

    let them: &[(usize, u8)] = &[(13, 4), (8, 3), (6, 5), (4, 3)];
    let holding = expect(
        Plan::Holding,
        &[
            (
                "36 behind on the 5-point",
                &[(20, 2), (13, 4), (8, 4), (6, 5)],
                them,
            ),
            (
                "one pip behind",
                &[(20, 2), (8, 4), (6, 5), (5, 2), (4, 1), (3, 1)],
                them,
            ),
            ("its 17-point anchor", both, them17),
        ],
    );
    // Edge: level in the race (a checker from the 4- to the 3-point).
    assert_eq!(
        plan_of(&[(20, 2), (8, 4), (6, 5), (5, 2), (3, 2)], them),
        Plan::Contact
    );
    eprintln!("mutual holding: {mutual} positions; holding: {holding} positions; 4 edges");
}

#[test]
fn contact_and_real_positions() {
    // The opening, and a position one move into it.
    assert_eq!(plan_of(OPENING, OPENING), Plan::Contact);
    let b = Board::from_position_id("4HPwATDgc/ABMA", 1).unwrap();
    assert_eq!(plan(&b, 1), Plan::Contact);
    // The XG manual's example, which blunderDB's research note on game
    // types quotes as a holding position without having checked it: the
    // player on roll (the top player) has a lone checker back on its
    // 24-point, three home points made and nothing to hit, 10 pips behind.
    let (b, bottom) = xgid_board("XGID=-a-B--E-B-a-dDB--b-bcb----:1:1:-1:63:0:0:0:3:8").unwrap();
    assert!(!bottom);
    let f = features(&b, 1);
    assert_eq!(f.pips, [142, 132], "{f:?}");
    assert_eq!(f.back, [1, 0]);
    assert_eq!(f.plan, Plan::Contact);
    // gnuBG's two examples from its developers' list (Ian Shaw, quoted in
    // blunderDB's research note): its 24-point anchor held, one side has
    // crashed (eight checkers on its ace point, five on its 2-point) ...
    let b = Board::from_position_id("/z4AADBsuxsEAA", 0).unwrap();
    assert_eq!(b.checkers[1][0..2], [8, 5]);
    assert_eq!(plan(&b, 1), Plan::Crunch);
    // ... while the other brings its last checkers home against the anchor.
    assert_eq!(plan(&b, 0), Plan::BearIn);
    // The same, the crashed side's checkers still on its 5- to 10-points:
    // 51 pips behind, an ace-point game.
    let b = Board::from_position_id("sN0tADBsuxsEAA", 0).unwrap();
    assert_eq!(features(&b, 1).pips, [143, 92]);
    assert_eq!(plan(&b, 1), Plan::AcePoint);
    assert_eq!(plan(&b, 0), Plan::BearIn);
}

#[test]
fn position_filter_counts() {
    // The player on roll: two on the bar, two on its 24-point, blots on
    // its 20, 18, 12, 7 and 1, six on its 6; the opponent (two borne off):
    // blots on its 20, 14 and 2, ten on its 6.
    let me: &[(usize, u8)] = &[
        (25, 2),
        (24, 2),
        (20, 1),
        (18, 1),
        (12, 1),
        (7, 1),
        (6, 6),
        (1, 1),
    ];
    let them: &[(usize, u8)] = &[(20, 1), (14, 1), (2, 1), (6, 10)];
    let b = board(me, them);
    let f = features(&b, 0);
    assert_eq!(
        f,
        Features {
            // 50 + 48 + 20 + 18 + 12 + 7 + 36 + 1; 20 + 14 + 2 + 60.
            pips: [192, 96],
            contact: true,
            // Own points 19 to 24; the bar is not a back checker (`k`).
            back: [3, 1],
            // Own points 1 to 12, not the bar (`z`).
            zone: [9, 11],
            // Blots on own points 7 to 18 (`bo`).
            outfield_blots: [3, 1],
            // Blots on own points 1 to 6 (`bj`).
            home_blots: [1, 1],
            off: [0, 2],
            plan: f.plan,
        }
    );
    assert_eq!(f.pip_difference(), 96);
    // The same board with the other side on roll: the counts swapped.
    let g = features(&b, 1);
    assert_eq!(
        (
            g.pips,
            g.back,
            g.zone,
            g.outfield_blots,
            g.home_blots,
            g.off
        ),
        ([96, 192], [1, 3], [11, 9], [1, 3], [1, 1], [2, 0])
    );
    assert_eq!(g.pip_difference(), -96);
}

/// The name beside gnuBG's board, without the cube it may hold
/// ("alice (Cube: 2)").
fn player(s: &str) -> String {
    s.split(" (Cube:").next().unwrap_or(s).trim().to_string()
}

/// gnuBG's pip counts in one game's text export: for each record, its
/// Position ID and each player's pip count by name.
fn pip_records(text: &str) -> Vec<(String, HashMap<String, u16>)> {
    let mut out = Vec::new();
    let mut pos: Option<String> = None;
    let (mut o, mut x) = (None::<String>, None::<String>);
    for line in text.lines() {
        if let Some(i) = line.find("Position ID: ") {
            pos = Some(line[i + 13..].trim().to_string());
            o = None;
            x = None;
        } else if let Some(i) = line.find("     O: ") {
            o = Some(player(&line[i + 8..]));
        } else if let Some(i) = line.find("     X: ") {
            x = Some(player(&line[i + 8..]));
        } else if let Some(rest) = line.strip_prefix("Pip counts: O ") {
            let (a, b) = rest.split_once(", X ").expect("Pip counts: O n, X m");
            let (Some(p), Some(on), Some(xn)) = (pos.take(), o.take(), x.take()) else {
                panic!("a pip count without its board: {line}");
            };
            let mut m = HashMap::new();
            m.insert(on, a.trim().parse().expect("O's pips"));
            m.insert(xn, b.trim().parse().expect("X's pips"));
            out.push((p, m));
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
    assert!(child.wait().expect("gnuBG").success(), "gnuBG failed");
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

/// Compares the pip counts of every replayed position and of every gnuBG
/// record of one match. Returns (steps, records) compared.
fn compare_pips(name: &str, sgf: &Path, exports: &[String]) -> Result<(usize, usize), String> {
    let m = formats::sgf::parse(&std::fs::read(sgf).unwrap()).map_err(|e| format!("{e}"))?;
    let steps = replay(&m).map_err(|e| format!("{name}: {e}"))?;
    if exports.len() != m.games.len() {
        return Err(format!(
            "{name}: {} exports, {} games",
            exports.len(),
            m.games.len()
        ));
    }
    let seat = |who: &str| m.players.iter().position(|p| p == who).map(|s| s as u8);
    let (mut n_steps, mut n_records) = (0, 0);
    for (gi, text) in exports.iter().enumerate() {
        let recs = pip_records(text);
        if recs.is_empty() {
            return Err(format!("{name} game {}: no pip counts", gi + 1));
        }
        // Every gnuBG record: its Position ID, from the side of the player
        // it names (the player on roll, or the doubler), decoded.
        for (pid, pips) in &recs {
            let mut found = false;
            for (who, &theirs) in pips {
                let s = seat(who).ok_or_else(|| format!("{name}: who is {who}?"))?;
                let other = &m.players[usize::from(1 - s)];
                let b = Board::from_position_id(pid, s).ok_or("Position ID")?;
                let f = features(&b, s);
                if f.pips == [theirs, pips[other]] {
                    found = true;
                }
            }
            if !found {
                return Err(format!("{name} game {}: {pid} {pips:?}", gi + 1));
            }
            n_records += 1;
        }
        // Every replayed position against gnuBG's record of it.
        for s in steps.iter().filter(|s| s.game_index == gi) {
            let Some((_, pips)) = recs.iter().find(|(p, _)| *p == s.position_id) else {
                return Err(format!(
                    "{name} game {}: no record of {}",
                    gi + 1,
                    s.position_id
                ));
            };
            let me = s.state.on_roll;
            let f = features(&s.board, me);
            let want = [
                pips[&m.players[usize::from(me)]],
                pips[&m.players[usize::from(1 - me)]],
            ];
            if f.pips != want {
                return Err(format!(
                    "{name} game {} seq {}: pips {:?}, gnuBG {:?}",
                    gi + 1,
                    s.seq,
                    f.pips,
                    want
                ));
            }
            n_steps += 1;
        }
    }
    Ok((n_steps, n_records))
}

/// Pip counts equal gnuBG's, on every position of the 20 oracle matches
/// gnuBG played (`../shared/oracle/corpus`).
#[cfg_attr(windows, ignore = "needs GNU Backgammon, a Linux program here")]
#[test]
fn pip_counts_are_gnubgs() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let Some(gnubg) = blunderdb::engine::analyse::require_gnubg() else {
        return;
    };
    let dir = shared.join("oracle/corpus");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("oracle corpus")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "sgf"))
        .collect();
    files.sort();
    assert_eq!(files.len(), 20, "oracle matches");
    let results: Vec<Result<(usize, usize), String>> = std::thread::scope(|sc| {
        let handles: Vec<_> = files
            .iter()
            .map(|sgf| {
                let gnubg = gnubg.path.clone();
                sc.spawn(move || {
                    let name = sgf.file_stem().unwrap().to_string_lossy().to_string();
                    compare_pips(&name, sgf, &export(&gnubg, sgf))
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("thread"))
            .collect()
    });
    let mut failures = Vec::new();
    let (mut steps, mut records) = (0, 0);
    for r in results {
        match r {
            Ok((s, n)) => {
                steps += s;
                records += n;
            }
            Err(e) => failures.push(e),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    eprintln!("pip counts: {steps} replayed positions and {records} gnuBG records equal gnuBG's");
    assert!(steps > 3_000 && records > 3_000, "{steps} {records}");
}
