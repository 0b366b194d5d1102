//! The search query language (#27, `queries::search::query`): every
//! filter parses and selects at its bounds, negated too; filters combine;
//! the examples of the issue and of blunderDB's manual read as blunderDB
//! reads them; bad input is an error naming the token and where it is,
//! never a panic; and the bounds the store may use to skip decisions
//! (`kinds`, `min_error`, `max_error`, `needs_board`) never skip a match.

use blunderdb::i18n::Text;
use blunderdb::model::features::{features, Features, Plan};
use blunderdb::model::ids::MatchState;
use blunderdb::model::position::Board;
use blunderdb::model::DecisionKind;
use blunderdb::queries::search::query::{
    parse, CubeAction, CubeFilter, CubeOwner, Dice, ErrorKind, Filter, Phase, Query, Range,
    ScoreFilter, Subject, KNOWN_FILTERS,
};

// ---------------------------------------------------------------------------
// Hand-made decisions
// ---------------------------------------------------------------------------

fn feats() -> Features {
    Features {
        pips: [100, 110],
        contact: true,
        back: [2, 3],
        zone: [8, 7],
        outfield_blots: [1, 2],
        home_blots: [0, 1],
        off: [0, 0],
        plan: Plan::Holding,
    }
}

/// A decision to change field by field: the player on roll is seat 0.
#[derive(Clone)]
struct Dec {
    f: Features,
    board: Option<Board>,
    on_roll: u8,
    kind: DecisionKind,
    dice: Option<[u8; 2]>,
    error: Option<f64>,
    best: Option<String>,
    cube: u32,
    owner: Option<Option<u8>>,
    score: [u32; 2],
    length: u32,
    crawford: bool,
    phase: &'static str,
}

impl Dec {
    fn new() -> Dec {
        Dec {
            f: feats(),
            board: None,
            on_roll: 0,
            kind: DecisionKind::Checker,
            dice: Some([3, 1]),
            error: Some(0.0),
            best: Some("8/5 6/5".into()),
            cube: 1,
            owner: Some(None),
            score: [0, 0],
            length: 7,
            crawford: false,
            phase: "middle",
        }
    }

    fn cube_decision(kind: DecisionKind, best: &str) -> Dec {
        Dec {
            kind,
            dice: None,
            best: Some(best.into()),
            ..Dec::new()
        }
    }

    fn subject(&self) -> Subject<'_> {
        Subject {
            features: &self.f,
            board: self.board.as_ref(),
            on_roll: self.on_roll,
            kind: self.kind,
            dice: self.dice,
            error: self.error,
            played: "",
            best: self.best.as_deref(),
            cube: self.cube,
            cube_owner: self.owner,
            score: self.score,
            length: self.length,
            crawford: self.crawford,
            phase: self.phase,
            marks: None,
        }
    }
}

fn q(s: &str) -> Query {
    parse(s).unwrap_or_else(|e| panic!("{s:?} does not parse: {e}"))
}

fn hit(query: &str, d: &Dec) -> bool {
    q(query).matches(&d.subject())
}

/// `query` matches `d`, and its negation does not (and the other way).
fn check(query: &str, d: &Dec, want: bool) {
    assert_eq!(hit(query, d), want, "{query}");
    // A query of one term only: `x` negates the first token.
    if q(&format!("x{query}")).terms.len() == 1 {
        assert_eq!(hit(&format!("x{query}"), d), !want, "x{query}");
        assert_eq!(hit(&format!("!{query}"), d), !want, "!{query}");
        assert_eq!(hit(&format!("!x{query}"), d), want, "!x{query}");
    }
}

// ---------------------------------------------------------------------------
// Ranges, at their bounds
// ---------------------------------------------------------------------------

/// Every form of a range filter at a figure's value `v`, bounds included
/// as in blunderDB (`>` is "at least", `<` "at most").
fn bounds(name: &str, v: i64, set: impl Fn(&mut Dec, i64)) {
    let mut d = Dec::new();
    set(&mut d, v);
    // Counts take no negative number; `p` does.
    let lo = |x: i64| if name == "p" { x } else { x.max(0) };
    for (query, want) in [
        (format!("{name}>{v}"), true),
        (format!("{name}>{}", v + 1), false),
        (format!("{name}<{v}"), true),
        (format!("{name}<{}", lo(v - 1)), false),
        (format!("{name}>={v}"), true),
        (format!("{name}<={}", lo(v - 1)), false),
        (format!("{name}{v}"), true),
        (format!("{name}{}", v + 1), false),
        (format!("{name}{v},{}", v + 5), true),
        (format!("{name}{},{v}", lo(v - 5)), true),
        (format!("{name}{},{}", v + 1, v + 5), false),
        (format!("{name}{},{}", lo(v - 5), lo(v - 1)), false),
        (format!("{name}{v}..{v}"), true),
        (format!("{name}:{v}"), true),
    ] {
        check(&query, &d, want);
    }
}

#[test]
fn pip_count_and_race_deficit() {
    bounds("P", 70, |d, v| d.f.pips[0] = v as u16);
    bounds("P", 150, |d, v| d.f.pips[0] = v as u16);
    // p: the player on roll's pips minus the opponent's ("pips behind").
    bounds("p", 35, |d, v| {
        d.f.pips = [100 + v as u16, 100];
    });
    bounds("p", -20, |d, v| {
        d.f.pips = [100, (100 - v) as u16];
    });
    let mut d = Dec::new();
    d.f.pips = [80, 100];
    check("p<-20", &d, true);
    check("p<-21", &d, false);
    check("p-30,-20", &d, true);
    check("p>0", &d, false);
}

#[test]
fn checker_counts_of_both_sides() {
    type Set = fn(&mut Dec, i64);
    let cases: [(&str, Set); 10] = [
        ("k", |d, v| d.f.back[0] = v as u8),
        ("K", |d, v| d.f.back[1] = v as u8),
        ("z", |d, v| d.f.zone[0] = v as u8),
        ("Z", |d, v| d.f.zone[1] = v as u8),
        ("bo", |d, v| d.f.outfield_blots[0] = v as u8),
        ("BO", |d, v| d.f.outfield_blots[1] = v as u8),
        ("bj", |d, v| d.f.home_blots[0] = v as u8),
        ("BJ", |d, v| d.f.home_blots[1] = v as u8),
        ("o", |d, v| d.f.off[0] = v as u8),
        ("O", |d, v| d.f.off[1] = v as u8),
    ];
    for (name, set) in cases {
        bounds(name, 3, set);
        bounds(name, 6, set);
        // Only this side's figure is read: 5 on the other side is no match.
        let mut d = Dec::new();
        d.f = Features {
            back: [0, 0],
            zone: [0, 0],
            outfield_blots: [0, 0],
            home_blots: [0, 0],
            off: [0, 0],
            ..feats()
        };
        let mut mine = d.clone();
        set(&mut mine, 5);
        assert!(hit(&format!("{name}5"), &mine), "{name}");
        let mut theirs = d.clone();
        let swap = |f: &mut Features| {
            f.back.swap(0, 1);
            f.zone.swap(0, 1);
            f.outfield_blots.swap(0, 1);
            f.home_blots.swap(0, 1);
            f.off.swap(0, 1);
        };
        set(&mut theirs, 5);
        swap(&mut theirs.f);
        assert!(!hit(&format!("{name}5"), &theirs), "{name}");
    }
    // At zero: `k0` is "no checker back".
    let mut d = Dec::new();
    d.f.back[0] = 0;
    check("k0", &d, true);
    check("k<0", &d, true);
    check("k>1", &d, false);
}

#[test]
fn error_in_millipoints_rounded_as_blunderdb() {
    bounds("E", 20, |d, v| d.error = Some(v as f64 / 1000.0));
    bounds("E", 80, |d, v| d.error = Some(v as f64 / 1000.0));
    let mut d = Dec::new();
    // 19.6 millipoints is 20 once rounded; 19.4 is 19.
    d.error = Some(0.0196);
    check("E>20", &d, true);
    d.error = Some(0.0194);
    check("E>20", &d, false);
    check("E<19", &d, true);
    // Decimals are allowed.
    check("E>18.5", &d, true);
    // Not analysed: no error filter holds, and its negation does.
    d.error = None;
    check("E>0", &d, false);
    check("E<1000", &d, false);
}

#[test]
fn match_length_and_cube_value() {
    bounds("ml", 7, |d, v| d.length = v as u32);
    let mut d = Dec::new();
    d.length = 0;
    check("ml0", &d, true);
    check("ml:5,9", &d, false);
    bounds("c", 2, |d, v| d.cube = v as u32);
    bounds("cube", 4, |d, v| d.cube = v as u32);
    check(
        "c:2",
        &Dec {
            cube: 2,
            ..Dec::new()
        },
        true,
    );
}

// ---------------------------------------------------------------------------
// The other filters
// ---------------------------------------------------------------------------

#[test]
fn no_contact() {
    let mut d = Dec::new();
    d.f.contact = false;
    check("nc", &d, true);
    d.f.contact = true;
    check("nc", &d, false);
    assert_eq!(q("nc").terms[0].filter, Filter::NoContact);
}

#[test]
fn dice() {
    let mut d = Dec::new();
    d.dice = Some([1, 3]);
    check("D31", &d, true);
    check("D13", &d, true);
    check("D32", &d, false);
    check("D3", &d, true);
    check("D1", &d, true);
    check("D6", &d, false);
    // Repeated, a roll widens: 3-1 or 6-5.
    assert!(hit("D65 D31", &d));
    assert_eq!(
        q("D65 D31").terms[0].filter,
        Filter::Dice(vec![Dice::Roll([6, 5]), Dice::Roll([3, 1])])
    );
    // blunderDB's exclusions, repeatable: neither 6-5 nor 5-4.
    assert!(hit("xD65 xD54", &d));
    assert!(!hit("xD65 xD31", &d));
    // A cube decision has no roll.
    let c = Dec::cube_decision(DecisionKind::Double, "Double");
    check("D31", &c, false);
}

#[test]
fn decision_types() {
    let checker = Dec::new();
    let nd = Dec::cube_decision(DecisionKind::NoDouble, "No double");
    let dbl = Dec::cube_decision(DecisionKind::Double, "Double");
    let take = Dec::cube_decision(DecisionKind::Take, "Take");
    let pass = Dec::cube_decision(DecisionKind::Pass, "Take");
    let all = [&checker, &nd, &dbl, &take, &pass];
    let expect = |query: &str, want: [bool; 5]| {
        for (d, w) in all.iter().zip(want) {
            check(query, d, w);
        }
    };
    // Bare `d`: a cube decision, as blunderDB reads an empty search board.
    expect("d", [false, true, true, true, true]);
    expect("d:cube", [false, true, true, true, true]);
    expect("d:checker", [true, false, false, false, false]);
    expect("dd", [false, true, true, false, false]);
    expect("dr", [false, false, false, true, true]);
    expect("d:double", [false, false, true, false, false]);
    expect("d:nodouble", [false, true, false, false, false]);
    expect("d:no_double", [false, true, false, false, false]);
    expect("d:take,pass", [false, false, false, true, true]);
    expect("d:take d:pass", [false, false, false, true, true]);
    expect("d:drop", [false, false, false, false, true]);
}

#[test]
fn best_move_patterns() {
    let mut d = Dec::new();
    d.best = Some("6/1* 6/4".into());
    check("m\"6/1*\"", &d, true);
    check("m'6/1*'", &d, true);
    check("m\"6/4\"", &d, true);
    check("m\"8/\"", &d, false);
    // Any of the patterns (commas, or blunderDB's older semicolons).
    check("m'8/2,6/4'", &d, true);
    check("m'8/2;6/4'", &d, true);
    // A pattern is never a piece of a longer number.
    d.best = Some("16/10 13/11".into());
    check("m\"6/1\"", &d, false);
    check("m\"16/1\"", &d, false);
    check("m\"16/10\"", &d, true);
    // Leaving the 20-point, entering from the bar, bearing off.
    d.best = Some("20/14 bar/22".into());
    check("m\"20/\"", &d, true);
    check("m\"bar/22\"", &d, true);
    check("m\"25/22\"", &d, true);
    check("m\"/off\"", &d, false);
    d.best = Some("6/off(2)".into());
    check("m'6/off'", &d, true);
    // Patterns with spaces, in typographic quotes too.
    d.best = Some("8/5 6/5".into());
    check("m\"8/5 6/5\"", &d, true);
    check("m“8/5 6/5”", &d, true);
    // Unknown best move, or a cube decision: no match.
    d.best = None;
    check("m\"8/5\"", &d, false);
    let c = Dec::cube_decision(DecisionKind::Double, "Double");
    check("m\"8/5\"", &c, false);
}

#[test]
fn best_cube_actions() {
    let nd = Dec::cube_decision(DecisionKind::Double, "No double");
    let dbl = Dec::cube_decision(DecisionKind::NoDouble, "Double");
    let take = Dec::cube_decision(DecisionKind::Pass, "Take");
    let pass = Dec::cube_decision(DecisionKind::Take, "Pass");
    check("m'ND'", &nd, true);
    check("m'ND'", &dbl, false);
    check("m'DT'", &take, true);
    check("m'DP'", &pass, true);
    check("m'DT'", &pass, false);
    check("m'D'", &dbl, true);
    check("m'ND,DT,DP'", &nd, true);
    check("m'ND,DT,DP'", &take, true);
    check("m'ND,DT,DP'", &dbl, false);
    check("m'nd'", &nd, true);
    assert_eq!(
        q("m'ND,DT,DP'").terms[0].filter,
        Filter::BestCube(vec![
            CubeAction::NoDouble,
            CubeAction::DoubleTake,
            CubeAction::DoublePass
        ])
    );
    // A checker play never has a best cube action.
    let mut c = Dec::new();
    c.best = Some("Double".into());
    check("m'D'", &c, false);
}

#[test]
fn cube_owner_from_the_decider() {
    let mut d = Dec::new();
    d.owner = Some(None);
    check("c:centre", &d, true);
    check("c:center", &d, true);
    check("c:mine", &d, false);
    d.owner = Some(Some(0));
    d.cube = 2;
    check("c:mine", &d, true);
    check("c:theirs", &d, false);
    check("c:mine,centre", &d, true);
    // A take: the decider is the one answering, not the doubler on roll.
    let mut t = Dec::cube_decision(DecisionKind::Take, "Take");
    t.owner = Some(Some(1));
    t.cube = 2;
    check("c:mine", &t, true);
    t.owner = Some(Some(0));
    check("c:theirs", &t, true);
    // Unknown owner: no owner filter holds.
    d.owner = None;
    check("c:centre", &d, false);
    check("c:mine", &d, false);
}

#[test]
fn score_and_crawford() {
    let mut d = Dec::new();
    d.length = 7;
    d.score = [5, 3];
    check("score:2a4a", &d, true);
    check("score:2a-4a", &d, true);
    check("s:2a/4a", &d, true);
    check("sc:-2-4", &d, true);
    check("score:4a2a", &d, false);
    check("score:2a*", &d, true);
    check("score:*-4a", &d, true);
    check("score:money", &d, false);
    d.score = [6, 6];
    check("score:dmp", &d, true);
    d.length = 0;
    d.score = [0, 0];
    check("score:money", &d, true);
    check("score:1a1a", &d, false);
    let mut c = Dec::new();
    c.crawford = true;
    check("crawford", &c, true);
    check("cr", &c, true);
    c.crawford = false;
    check("crawford", &c, false);
}

#[test]
fn phases_and_game_plans() {
    let mut d = Dec::new();
    for p in Phase::ALL {
        d.phase = p.as_str();
        check(&format!("ph:{}", p.as_str()), &d, true);
    }
    d.phase = "middle";
    check("ph:middlegame", &d, true);
    check("ph:race", &d, false);
    check("ph:race,middle", &d, true);
    check("ph:race ph:middlegame", &d, true);
    d.phase = "unknown";
    check("ph:race,middle,opening,bearoff", &d, false);
    for plan in Plan::ALL {
        d.f.plan = plan;
        check(&format!("gt:{}", plan.as_str()), &d, true);
        let other = Plan::ALL.into_iter().find(|p| *p != plan).unwrap();
        check(&format!("gt:{}", other.as_str()), &d, false);
    }
    // blunderDB's spellings.
    for (word, plan) in [
        ("bearin", Plan::BearIn),
        ("backgame", Plan::BackGame),
        ("acepoint", Plan::AcePoint),
        ("primevprime", Plan::PrimeVsPrime),
        ("mutualholding", Plan::MutualHolding),
        ("back-game", Plan::BackGame),
        ("Prime_Vs_Prime", Plan::PrimeVsPrime),
    ] {
        d.f.plan = plan;
        check(&format!("gt:{word}"), &d, true);
    }
    d.f.plan = Plan::Holding;
    check("gt:holding gt:mutualholding", &d, true);
    assert_eq!(
        q("gt:holding gt:mutualholding").terms[0].filter,
        Filter::Plan(vec![Plan::Holding, Plan::MutualHolding])
    );
}

// ---------------------------------------------------------------------------
// Structures
// ---------------------------------------------------------------------------

/// A board from each seat's checkers: `(point, count)`, point 25 the bar.
fn board(me: &[(usize, u8)], them: &[(usize, u8)]) -> Board {
    let mut b = Board {
        checkers: [[0; 25]; 2],
    };
    for &(p, n) in me {
        b.checkers[0][p - 1] = n;
    }
    for &(p, n) in them {
        b.checkers[1][p - 1] = n;
    }
    b
}

#[test]
fn structures_from_a_position_id_and_an_xgid() {
    // The structure: my 6- and 8-points made, their anchor on my 4-point
    // (their 21-point).
    let st = board(&[(6, 2), (8, 2)], &[(21, 2)]);
    let id = st.position_id(0);
    let state = MatchState::of_decision(
        DecisionKind::Checker,
        0,
        Some([3, 1]),
        1,
        None,
        7,
        [0, 0],
        false,
    );
    let xg = state.xgid(&st, 0);
    let mut d = Dec::new();
    d.board = Some(board(
        &[(6, 4), (8, 3), (13, 5), (24, 3)],
        &[(21, 2), (13, 13)],
    ));
    d.f = features(d.board.as_ref().unwrap(), 0);
    for query in [id.as_str(), xg.as_str()] {
        check(query, &d, true);
        assert!(q(query).needs_board());
    }
    // One checker short on one point: no match.
    d.board = Some(board(&[(6, 4), (8, 1), (13, 5)], &[(21, 2), (13, 13)]));
    check(&id, &d, false);
    check(&xg, &d, false);
    // The opponent's anchor elsewhere: no match.
    d.board = Some(board(&[(6, 4), (8, 3)], &[(20, 2), (13, 13)]));
    check(&id, &d, false);
    // Seat 1 on roll: its checkers are "mine".
    let b = board(&[(6, 4), (8, 3)], &[(21, 2)]);
    d.board = Some(Board {
        checkers: [b.checkers[1], b.checkers[0]],
    });
    d.on_roll = 1;
    check(&id, &d, true);
    d.on_roll = 0;
    check(&id, &d, false);
    // No board known: no structure holds.
    d.board = None;
    check(&id, &d, false);
    // The XGID of a position with the top player on roll.
    let top = state.xgid(&st, 1);
    assert!(top.contains(":-1:"), "{top}");
    d.on_roll = 0;
    d.board = Some(board(&[(6, 2), (8, 2)], &[(21, 2)]));
    check(&top, &d, true);
    // `XGID=` may be left out.
    check(xg.trim_start_matches("XGID="), &d, true);
}

#[test]
fn an_xgid_gives_cube_score_dice_and_decision_to_bare_filters() {
    let st = board(&[(6, 5)], &[(6, 5)]);
    // A 7-point match at 5-3 (2-away, 4-away), cube 2 owned by seat 0, who
    // rolled 6-5.
    let state = MatchState::of_decision(
        DecisionKind::Checker,
        0,
        Some([6, 5]),
        2,
        Some(0),
        7,
        [5, 3],
        false,
    );
    let xg = state.xgid(&st, 0);
    let query = q(&format!("{xg} cube score D d"));
    let f: Vec<&Filter> = query.terms.iter().map(|t| &t.filter).collect();
    assert!(f.contains(&&Filter::Cube(CubeFilter::Exact {
        value: 2,
        owner: CubeOwner::Decider
    })));
    assert!(f.contains(&&Filter::Score(ScoreFilter::Away([Some(2), Some(4)]))));
    assert!(f.contains(&&Filter::Dice(vec![Dice::Roll([6, 5])])));
    assert!(f.contains(&&Filter::DecisionType(vec![DecisionKind::Checker])));
    // blunderDB's "s s d" at 2-away 4-away, with an XGID of a take.
    let take = MatchState::of_decision(DecisionKind::Take, 1, None, 1, None, 7, [3, 5], false);
    let xt = take.xgid(&st, 1);
    let query = q(&format!("s s d {xt}"));
    // Seat 1 answers at 5-3 in its favour: 2-away, 4-away, the decider's
    // score first.
    // The XGID is a structure too, as blunderDB's search board is.
    let mut d = Dec::cube_decision(DecisionKind::Take, "Take");
    d.score = [5, 3];
    d.length = 7;
    assert!(!query.matches(&d.subject()), "no board, no structure");
    d.board = Some(st);
    assert!(query.matches(&d.subject()), "{xt}: {query:?}");
    d.score = [3, 5];
    assert!(!query.matches(&d.subject()));
    d.score = [5, 3];
    d.kind = DecisionKind::Double;
    assert!(!query.matches(&d.subject()), "d reads a take or pass");
    // Without an XGID, bare cube, score and D are errors.
    for bare in ["cube", "c", "score", "s d s", "D"] {
        let e = parse(bare).unwrap_err();
        assert_eq!(e.kind, ErrorKind::NeedsPosition, "{bare}");
    }
    // A cube XGID has no roll to read.
    let cube = MatchState::of_decision(DecisionKind::Double, 0, None, 1, None, 7, [0, 0], false);
    let e = parse(&format!("{} D", cube.xgid(&st, 0))).unwrap_err();
    assert_eq!(e.kind, ErrorKind::NeedsPosition);
}

// ---------------------------------------------------------------------------
// The matches searched
// ---------------------------------------------------------------------------

#[test]
fn players_dates_and_engine_are_the_scope() {
    let query = q("pl!\"Alice Smith\" op'Bob' md:2024-01..2024-06 ad:XG nc");
    assert_eq!(query.scope.player.as_deref(), Some("Alice Smith"));
    assert_eq!(query.scope.opponent.as_deref(), Some("Bob"));
    assert_eq!(query.scope.date_from.as_deref(), Some("2024-01-01"));
    assert_eq!(query.scope.date_to.as_deref(), Some("2024-06-30"));
    assert_eq!(query.scope.engine.as_deref(), Some("xg"));
    assert_eq!(query.terms.len(), 1);
    assert_eq!(
        q("pl'Alice'").scope.involving.as_deref(),
        Some("Alice"),
        "blunderDB's pl is either seat"
    );
    let d = q("md:2024").scope;
    assert_eq!(
        (d.date_from.as_deref(), d.date_to.as_deref()),
        (Some("2024-01-01"), Some("2024-12-31"))
    );
    let d = q("md:2024-02").scope;
    assert_eq!(d.date_to.as_deref(), Some("2024-02-29"));
    let d = q("md>2024-06").scope;
    assert_eq!(
        (d.date_from.as_deref(), d.date_to.as_deref()),
        (Some("2024-06-01"), None)
    );
    let d = q("md<2023/02/15").scope;
    assert_eq!(d.date_to.as_deref(), Some("2023-02-15"));
    assert!(q("nc").scope.is_empty());
    for (bad, kind) in [
        ("xpl'Alice'", ErrorKind::CannotNegate),
        ("pl'A' pl'B'", ErrorKind::Repeated),
        ("md:2024 md:2025", ErrorKind::Repeated),
        ("md:2023-02-29", ErrorKind::BadDate),
        ("md:2024-12..2024-01", ErrorKind::EmptyRange),
        ("ad:bgblitz", ErrorKind::BadChoice),
        ("pl''", ErrorKind::MissingValue),
        ("pl", ErrorKind::MissingValue),
    ] {
        assert_eq!(parse(bad).unwrap_err().kind, kind, "{bad}");
    }
}

// ---------------------------------------------------------------------------
// Combinations, and the examples of the issue and of blunderDB's manual
// ---------------------------------------------------------------------------

#[test]
fn terms_are_anded() {
    let mut d = Dec::new();
    d.f.contact = false;
    d.f.pips[0] = 65;
    assert!(hit("nc P<70", &d));
    assert!(hit("s nc P<70", &d));
    assert!(!hit("nc P<60", &d));
    assert!(!hit("xnc P<70", &d));
    assert!(hit(
        "nc xP>70 !k>1",
        &Dec {
            f: Features {
                back: [0, 0],
                ..d.f
            },
            ..d.clone()
        }
    ));
    d.error = Some(0.1);
    d.phase = "race";
    assert!(hit("ph:race E>50 nc P60,90", &d));
    assert!(!hit("ph:race E>50 nc P60,90 D65", &d));
    // Contradictions parse, and match nothing.
    assert!(!hit("P>80 P<70", &d));
}

#[test]
fn examples_of_the_issue_and_the_manual() {
    // s nc: races; s nc P<70: short races.
    let mut race = Dec::new();
    race.f.contact = false;
    race.f.pips[0] = 60;
    assert!(hit("s nc", &race));
    assert!(hit("s nc P<70", &race));
    race.f.pips[0] = 90;
    assert!(!hit("s nc P<70", &race));
    // s m"6/1*": hitting on the ace point.
    let mut hit1 = Dec::new();
    hit1.best = Some("6/1* 4/1".into());
    assert!(hit("s m\"6/1*\"", &hit1));
    // s p>35: a back game, 35 pips or more behind.
    let mut back = Dec::new();
    back.f.pips = [160, 120];
    assert!(hit("s p>35", &back));
    // s d p<-20: a cube decision with a lead of 20 pips or more.
    let mut lead = Dec::cube_decision(DecisionKind::Double, "Double");
    lead.f.pips = [80, 105];
    assert!(hit("s d p<-20", &lead));
    // s E>40: errors of 40 millipoints or more.
    let mut err = Dec::new();
    err.error = Some(0.040);
    assert!(hit("s E>40", &err));
    // s k1,1: exactly one checker back.
    let mut one = Dec::new();
    one.f.back[0] = 1;
    assert!(hit("s k1,1", &one));
    // s m"20/": leaving the 20-point.
    let mut leave = Dec::new();
    leave.best = Some("20/16 13/11".into());
    assert!(hit("s m\"20/\"", &leave));
    // s P<60 (with a structure, an ace-point bear-off).
    let mut ace = Dec::new();
    ace.f.pips[0] = 50;
    assert!(hit("s P<60", &ace));
    // The issue's "race decisions with 60 to 90 pips".
    race.f.pips[0] = 60;
    assert!(hit("nc P60,90", &race));
    race.f.pips[0] = 90;
    assert!(hit("nc P60,90", &race));
    race.f.pips[0] = 91;
    assert!(!hit("nc P60,90", &race));
    // "My blunders in prime-versus-prime positions".
    let mut pvp = Dec::new();
    pvp.f.plan = Plan::PrimeVsPrime;
    pvp.error = Some(0.09);
    assert!(hit("E>80 gt:primevprime", &pvp));
    assert!(hit("E>80 gt:prime_vs_prime", &pvp));
    // Two complete searches of the manual; they need what a library of
    // matches does not keep (chances, comments): named, not ignored.
    for (query, name) in [("s p>30 w40,60 xco", "w"), ("s ph:race E>50 co:xg", "co")] {
        let e = parse(query).unwrap_err();
        assert_eq!(e.kind, ErrorKind::Unsupported, "{query}");
        assert!(e.to_string().contains(&format!("\"{name}\"")), "{e}");
    }
    // blunderDB's `t` reads the comments (#28): a word of one of them.
    assert_eq!(
        parse("s t\"Aachen2024\"").unwrap().terms[0].filter,
        Filter::Mark(blunderdb::library::store::marks::MarkTest::CommentWord(
            "Aachen2024".into()
        ))
    );
    for query in [
        "s g>20",
        "s d e>1000",
        "s ma5",
        "s tn1",
        "M",
        "T>2024/01/01",
    ] {
        assert_eq!(
            parse(query).unwrap_err().kind,
            ErrorKind::Unsupported,
            "{query}"
        );
    }
}

// ---------------------------------------------------------------------------
// Bad input
// ---------------------------------------------------------------------------

#[test]
fn an_unknown_filter_is_named_with_its_place_and_the_filters() {
    let e = parse("nc P<70 Q<7").unwrap_err();
    assert_eq!(e.kind, ErrorKind::UnknownFilter);
    assert_eq!(e.token, "Q<7");
    assert_eq!(e.position, 8);
    let text = e.to_string();
    assert!(text.contains("\"Q<7\""), "{text}");
    assert!(text.contains("character 9"), "{text}");
    assert!(text.contains("unknown filter \"Q\""), "{text}");
    for f in KNOWN_FILTERS {
        assert!(text.contains(f), "{f} not listed: {text}");
    }
    // The position counts characters, not bytes.
    let e = parse("ph:race é").unwrap_err();
    assert_eq!((e.position, e.token.as_str()), (8, "é"));
    // In the user's language.
    let fr = e.message(Text::get("fr"));
    assert!(
        fr.contains("filtre inconnu") && fr.contains("caractère 9"),
        "{fr}"
    );
}

#[test]
fn bad_numbers_quotes_ranges_and_values_are_errors() {
    for (bad, kind, token) in [
        ("P<7x", ErrorKind::BadNumber, "P<7x"),
        ("nc P<", ErrorKind::MissingValue, "P<"),
        ("P", ErrorKind::MissingValue, "P"),
        ("k-1", ErrorKind::BadNumber, "k-1"),
        ("P7.5", ErrorKind::BadNumber, "P7.5"),
        ("p1.5", ErrorKind::BadNumber, "p1.5"),
        ("E<-5", ErrorKind::BadNumber, "E<-5"),
        ("P>", ErrorKind::MissingValue, "P>"),
        ("P60,", ErrorKind::MissingValue, "P60,"),
        ("P99999999999", ErrorKind::BadNumber, "P99999999999"),
        ("m\"6/1*", ErrorKind::UnclosedQuote, "m\"6/1*"),
        ("nc pl'Alice", ErrorKind::UnclosedQuote, "pl'Alice"),
        ("P90,60", ErrorKind::EmptyRange, "P90,60"),
        ("E50,20", ErrorKind::EmptyRange, "E50,20"),
        ("p-10,-20", ErrorKind::EmptyRange, "p-10,-20"),
        ("ph:late", ErrorKind::BadChoice, "ph:late"),
        ("gt:rout", ErrorKind::BadChoice, "gt:rout"),
        ("d:resign", ErrorKind::BadChoice, "d:resign"),
        ("c:nobody", ErrorKind::BadChoice, "c:nobody"),
        ("ph:", ErrorKind::MissingValue, "ph:"),
        ("D71", ErrorKind::BadDice, "D71"),
        ("D123", ErrorKind::BadDice, "D123"),
        ("score:3-1", ErrorKind::BadScore, "score:3-1"),
        ("score:0a1a", ErrorKind::BadScore, "score:0a1a"),
        ("XGID=nonsense", ErrorKind::BadPosition, "XGID=nonsense"),
        ("x", ErrorKind::NegationAlone, "x"),
        ("nc !", ErrorKind::NegationAlone, "!"),
        ("nc5", ErrorKind::NoValue, "nc5"),
        ("crawford:1", ErrorKind::NoValue, "crawford:1"),
        ("m", ErrorKind::BadPattern, "m"),
        ("m6/1", ErrorKind::BadPattern, "m6/1"),
        ("m''", ErrorKind::BadPattern, "m''"),
        ("m' , '", ErrorKind::BadPattern, "m' , '"),
        ("m'ND,6/1'", ErrorKind::BadPattern, "m'ND,6/1'"),
        ("ss P<70", ErrorKind::UnknownFilter, "ss"),
    ] {
        let e = parse(bad).unwrap_err();
        assert_eq!((e.kind, e.token.as_str()), (kind, token), "{bad}: {e}");
        let shown = e.to_string();
        assert!(!shown.contains("search-query"), "{bad}: an id: {shown}");
        assert!(shown.contains(token), "{bad}: {shown}");
    }
}

#[test]
fn every_error_reads_in_every_language() {
    let bad = parse("nc Q").unwrap_err();
    for lang in blunderdb::i18n::LANGUAGES {
        let s = bad.message(Text::get(lang));
        assert!(
            s.contains("\"Q\"") && s.contains("nc") && !s.contains("{$"),
            "{lang}: {s}"
        );
    }
}

// ---------------------------------------------------------------------------
// Random input
// ---------------------------------------------------------------------------

/// A small deterministic generator (no dependency for tests).
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }
    fn pick<'a, T>(&mut self, xs: &'a [T]) -> &'a T {
        &xs[(self.next() as usize) % xs.len()]
    }
}

#[test]
fn random_strings_of_the_filter_alphabet_never_panic() {
    let alphabet: Vec<char> = "ncPpkKzZbBoOjJdDEmxs!<>=,.:;-*/'\"“”01234567896 aeghiltrwAXGI=é\t"
        .chars()
        .collect();
    let mut r = Lcg(27);
    let d = Dec::new();
    let mut ok = 0;
    for _ in 0..20_000 {
        let len = (r.next() % 16) as usize;
        let s: String = (0..len).map(|_| *r.pick(&alphabet)).collect();
        match parse(&s) {
            Ok(query) => {
                ok += 1;
                let _ = query.matches(&d.subject());
            }
            Err(e) => {
                let n = s.chars().count();
                assert!(e.position <= n, "{s:?}: {e:?}");
                let _ = e.to_string();
            }
        }
    }
    assert!(ok > 100, "only {ok} random strings parsed");
}

/// Random queries built of real tokens: whatever parses, the bounds a
/// store may use to skip decisions never skip one the query matches.
#[test]
fn the_store_bounds_never_skip_a_match() {
    let tokens = [
        "nc",
        "P<70",
        "P>150",
        "P60,90",
        "p>35",
        "p<-20",
        "k1,1",
        "K>2",
        "z>8",
        "Z<5",
        "bo>1",
        "BO0",
        "bj<1",
        "BJ>1",
        "o>3",
        "O<2",
        "D31",
        "D6",
        "xD65",
        "d",
        "dd",
        "dr",
        "d:checker",
        "d:take,pass",
        "E>20",
        "E<80",
        "E40,120",
        "m\"8/5\"",
        "m'ND,DT'",
        "m'DP'",
        "c:centre",
        "c>2",
        "score:2a4a",
        "score:money",
        "crawford",
        "ml:7",
        "ph:race",
        "ph:middle",
        "gt:holding",
        "gt:race",
    ];
    let mut r = Lcg(1);
    let kinds = [
        (DecisionKind::Checker, "8/5 6/5"),
        (DecisionKind::NoDouble, "No double"),
        (DecisionKind::Double, "Double"),
        (DecisionKind::Take, "Take"),
        (DecisionKind::Pass, "Pass"),
    ];
    let mut matched = 0;
    for _ in 0..3_000 {
        let n = 1 + (r.next() % 3) as usize;
        let text: Vec<String> = (0..n)
            .map(|_| {
                let t = *r.pick(&tokens);
                if r.next().is_multiple_of(4) {
                    format!("x{t}")
                } else {
                    t.to_string()
                }
            })
            .collect();
        let query = q(&text.join(" "));
        for _ in 0..20 {
            let (kind, best) = *r.pick(&kinds);
            let mut d = Dec::cube_decision(kind, best);
            if kind == DecisionKind::Checker {
                d.dice = Some([(1 + r.next() % 6) as u8, (1 + r.next() % 6) as u8]);
            }
            d.error = (!r.next().is_multiple_of(5)).then(|| (r.next() % 200) as f64 / 1000.0);
            d.f.pips = [(40 + r.next() % 130) as u16, (40 + r.next() % 130) as u16];
            d.f.contact = r.next().is_multiple_of(2);
            d.f.back = [(r.next() % 4) as u8, (r.next() % 4) as u8];
            d.phase = *r.pick(&["opening", "middle", "race", "bearoff", "unknown"]);
            d.f.plan = *r.pick(&Plan::ALL);
            d.length = *r.pick(&[0, 5, 7]);
            d.score = [(r.next() % 4) as u32, (r.next() % 4) as u32];
            if !query.matches(&d.subject()) {
                continue;
            }
            matched += 1;
            if let Some(k) = query.kinds() {
                assert!(k.contains(&kind), "{}: {kind:?} not in {k:?}", query.text);
            }
            if let Some(lo) = query.min_error() {
                let e = d
                    .error
                    .unwrap_or_else(|| panic!("{}: no error", query.text));
                assert!(e >= lo, "{}: {e} < {lo}", query.text);
            }
            if let Some(hi) = query.max_error() {
                let e = d
                    .error
                    .unwrap_or_else(|| panic!("{}: no error", query.text));
                assert!(e <= hi, "{}: {e} > {hi}", query.text);
            }
            assert!(!query.needs_board());
        }
    }
    assert!(
        matched > 1_000,
        "only {matched} matches: the test is too narrow"
    );
    // The bounds themselves.
    assert_eq!(q("nc").kinds(), None);
    assert_eq!(q("D31").kinds(), Some(vec![DecisionKind::Checker]));
    assert_eq!(
        q("d xd:pass").kinds(),
        Some(vec![
            DecisionKind::NoDouble,
            DecisionKind::Double,
            DecisionKind::Take
        ])
    );
    assert_eq!(
        q("m'DT,DP'").kinds(),
        Some(vec![DecisionKind::Take, DecisionKind::Pass])
    );
    assert!(q("E>20")
        .min_error()
        .is_some_and(|e| e > 0.019 && e <= 0.0195));
}

#[test]
fn ranges_as_the_ast_holds_them() {
    assert_eq!(
        q("P<70").terms[0].filter,
        Filter::Pips(Range::at_most(70.0))
    );
    assert_eq!(
        q("P>150").terms[0].filter,
        Filter::Pips(Range::at_least(150.0))
    );
    assert_eq!(
        q("P60,90").terms[0].filter,
        Filter::Pips(Range::between(60.0, 90.0))
    );
    assert_eq!(
        q("K3").terms[0].filter,
        Filter::Back {
            opponent: true,
            range: Range::exactly(3.0)
        }
    );
    assert_eq!(
        q("E>20").terms[0].filter,
        Filter::Error(Range::at_least(20.0))
    );
    assert!(q("xD65").terms[0].negated);
    assert_eq!(q("s nc P<70").text, "s nc P<70");
}
