//! Search (#27) against a reference: a plain scan that reads every stored
//! match back, replays it, decodes every position and asks the query of
//! each decision, for a few hundred random queries on the fixture
//! library. The real search reads its stored entries instead; both must
//! select the same decisions, count them alike and give the same figures.

mod common;

use std::collections::BTreeSet;

use blunderdb::library::search_index::best_text;
use blunderdb::library::store::marks::{Key, Marks, Place, TurnCounter};
use blunderdb::library::store::{Filter, Store};
use blunderdb::model::features::features;
use blunderdb::model::position::Board;
use blunderdb::model::DecisionKind;
use blunderdb::queries::search::query::{parse, Query, Subject};
use blunderdb::queries::search::run::{search, After};

/// The pieces random queries are made of.
const PIECES: &[&str] = &[
    "nc",
    "P<70",
    "P>150",
    "P60,90",
    "p>20",
    "p<-20",
    "k>2",
    "K<1",
    "k0",
    "z>8",
    "Z>5",
    "bo>0",
    "BO>1",
    "bj>0",
    "BJ1",
    "o>3",
    "O>0",
    "D31",
    "D6",
    "xD65",
    "d",
    "dd",
    "dr",
    "E>20",
    "E<5",
    "E>50",
    "E5,20",
    "m\"6/1*\"",
    "m\"13/7\"",
    "m\"bar/\"",
    "m\"8/5 6/5\"",
    "m\"24/18*\"",
    "m\"/0(2)\"",
    "m\"*\"",
    "m'ND,DT,DP'",
    "m'ND'",
    "c>2",
    "c1",
    "crawford",
    "ph:race",
    "ph:opening",
    "ph:middle",
    "ph:bearoff",
    "gt:back_game",
    "gt:holding",
    "gt:blitz",
    "gt:race",
    "gt:contact",
    "gt:bear_in",
    "gt:prime_vs_prime",
    "gt:mutual_holding",
    "ml7",
    "ml>9",
    "ml0",
    "starred",
    "#alpha",
    "#Beta",
    "#none",
    "t\"bold\"",
    "t'QUIET'",
    "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10",
    "XGID=------BB------------------:0:0:1:00:0:0:0:0:10",
    "XGID=-a-B--E-B-a-dDB--b-bcb----:1:1:-1:63:0:0:0:3:8",
    "XGID=-------------------------A:0:0:1:00:0:0:0:0:10",
    "XGID=------BB----------------b-:0:0:1:00:0:0:0:0:10",
    "m\"13/7*\"",
    "m\"1*\"",
    "m\"/1*\"",
    "m\"6/1* 6/1\"",
    "m\"bar/20*\"",
];

struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n
    }
}

/// A stored decision as the plain scan reads it back.
struct Seen {
    key: (i64, u32, u32),
    counted: bool,
    features: Option<blunderdb::model::features::Features>,
    board: Option<Board>,
    on_roll: u8,
    kind: DecisionKind,
    dice: Option<[u8; 2]>,
    error: Option<f64>,
    played: String,
    best: Option<String>,
    cube: u32,
    owner: Option<Option<u8>>,
    score: [u32; 2],
    length: u32,
    crawford: bool,
    phase: &'static str,
    /// Its place in its game (the ref's turn and slot), and its marks.
    place: Place,
    marks: Marks,
}

/// Every stored decision, read back from its match: the match replayed,
/// each position decoded (or replayed, for transcripts).
fn scan(store: &Store) -> Vec<Seen> {
    let mut out = Vec::new();
    let ids: Vec<i64> = store
        .matches(blunderdb::metrics::DecisionFilter::All)
        .unwrap()
        .iter()
        .map(|m| m.id)
        .collect();
    for id in ids {
        let m = store.load_match(id, None).unwrap().unwrap();
        for (gi, g) in m.games.iter().enumerate() {
            let mut tc = TurnCounter::new();
            let steps = blunderdb::model::replay::replay_game(&m, gi).unwrap_or_default();
            let crawford = blunderdb::model::replay::crawford_game(&m, gi);
            for (seq, d) in g.decisions.iter().enumerate() {
                if !blunderdb::library::record::kept(d) {
                    continue;
                }
                let place = tc.next(g.number, d.kind.code());
                let seat = d.seat.min(1);
                let on_roll = match d.kind {
                    DecisionKind::Take | DecisionKind::Pass => 1 - seat,
                    _ => seat,
                };
                let board: Option<Board> = match &d.position {
                    Some(p) => Board::from_position_id(p, on_roll),
                    None => steps.iter().find(|s| s.seq == seq).map(|s| s.board),
                };
                let owner = match (d.position.as_ref(), d.cube_owner) {
                    (Some(_), Some(o @ (0 | 1))) => Some(Some(o)),
                    (Some(_), Some(_)) => Some(None),
                    _ => None,
                };
                let s = usize::from(seat);
                out.push(Seen {
                    key: (id, g.number, seq as u32),
                    counted: d.counts,
                    features: board.map(|b| features(&b, on_roll)),
                    board,
                    on_roll,
                    kind: d.kind,
                    dice: d.dice,
                    // Search keeps the error as an f32.
                    error: d.error.map(|e| f64::from(e as f32)),
                    played: d.played.clone(),
                    // A checker play's best move as search writes it (the
                    // hits read from the board), a cube decision's as the
                    // file does.
                    best: match (d.kind, board, d.dice) {
                        (DecisionKind::Checker, Some(b), Some(dice)) => d
                            .best
                            .as_deref()
                            .and_then(|t| best_text(&b, on_roll, dice, t)),
                        (DecisionKind::Checker, _, _) => None,
                        _ => d.best.clone(),
                    },
                    cube: 1 << d.cube.max(1).ilog2().min(15),
                    owner,
                    score: [g.score[s], g.score[1 - s]],
                    length: m.length,
                    crawford,
                    phase: board.map_or("unknown", |b| {
                        blunderdb::library::breakdown_cells::phase_of_board(&b, on_roll)
                    }),
                    place,
                    marks: Marks::default(),
                });
            }
        }
    }
    out
}

/// Stars, tags and comments some decisions, in the store and in `seen`.
fn mark(store: &mut Store, seen: &mut [Seen]) {
    for (i, d) in seen.iter_mut().enumerate() {
        let key = Key {
            identity: store.match_identity(d.key.0).unwrap().unwrap(),
            place: d.place,
        };
        if i % 13 == 0 {
            store.set_star(&key, true).unwrap();
        }
        let mut tags = Vec::new();
        if i % 9 == 0 {
            tags.push("Alpha".to_string());
        }
        if i % 17 == 0 {
            tags.push("beta".to_string());
        }
        if !tags.is_empty() {
            // As `tag add` stores them.
            let tags: Vec<String> = tags
                .iter()
                .filter_map(|t| blunderdb::library::store::marks::tag_word(t))
                .collect();
            store.set_tags(&key, &tags, true).unwrap();
        }
        let comment = match i % 23 {
            0 => Some("A Bold move"),
            5 => Some("quiet, then BOLDER"),
            7 => Some("Quiet"),
            _ => None,
        };
        if let Some(text) = comment {
            store.set_comment(&key, text).unwrap();
        }
    }
    // The marks as the store keeps them (the files' flags and comments too).
    for d in seen.iter_mut() {
        let identity = store.match_identity(d.key.0).unwrap().unwrap();
        let marks = store.match_marks(&identity).unwrap();
        d.marks = marks.get(&d.place).cloned().unwrap_or_default();
    }
}

/// What the plain scan selects: the decisions' keys, and the counted
/// analysed ones' number and error.
fn reference(seen: &[Seen], q: &Query) -> (BTreeSet<(i64, u32, u32)>, u64, f64) {
    let unknown = blunderdb::model::features::Features {
        pips: [0, 0],
        contact: true,
        back: [0, 0],
        zone: [0, 0],
        outfield_blots: [0, 0],
        home_blots: [0, 0],
        off: [0, 0],
        plan: blunderdb::model::features::Plan::Contact,
    };
    let position_filter = blunderdb::queries::search::run::needs_position(q);
    let mut keys = BTreeSet::new();
    let (mut n, mut sum) = (0u64, 0.0f64);
    for d in seen {
        if d.features.is_none() && position_filter {
            continue;
        }
        let subject = Subject {
            features: d.features.as_ref().unwrap_or(&unknown),
            board: d.board.as_ref(),
            on_roll: d.on_roll,
            kind: d.kind,
            dice: d.dice,
            error: d.error,
            played: &d.played,
            best: d.best.as_deref(),
            cube: d.cube,
            cube_owner: d.owner,
            score: d.score,
            length: d.length,
            crawford: d.crawford,
            phase: d.phase,
            marks: Some(&d.marks),
        };
        if q.matches(&subject) {
            keys.insert(d.key);
            if let (true, Some(e)) = (d.counted, d.error) {
                n += 1;
                sum += e;
            }
        }
    }
    (keys, n, sum)
}

#[test]
fn random_queries_select_what_a_plain_scan_selects() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let mut store = common::fixture_library(&shared, None);
    let mut seen = scan(&store);
    assert!(seen.len() > 10_000, "{}", seen.len());
    mark(&mut store, &mut seen);
    let mut rng = Rng(20261203);
    let (mut ran, mut nonempty, mut paged) = (0, 0, 0);
    let mut queries: Vec<String> = vec![
        "nc P<70".into(),
        "m\"6/1*\"".into(),
        "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10".into(),
        "!XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10".into(),
        "XGID=------BB------------------:0:0:1:00:0:0:0:0:10".into(),
        "!XGID=------BB------------------:0:0:1:00:0:0:0:0:10".into(),
        "XGID=-a-B--E-B-a-dDB--b-bcb----:1:1:-1:63:0:0:0:3:8".into(),
        "!XGID=-a-B--E-B-a-dDB--b-bcb----:1:1:-1:63:0:0:0:3:8".into(),
        "XGID=-------------------------A:0:0:1:00:0:0:0:0:10".into(),
        "!XGID=-------------------------A:0:0:1:00:0:0:0:0:10".into(),
        "XGID=------BB----------------b-:0:0:1:00:0:0:0:0:10".into(),
        "!XGID=------BB----------------b-:0:0:1:00:0:0:0:0:10".into(),
        "m\"13/7*\"".into(),
        "!m\"13/7*\"".into(),
        "m\"1*\"".into(),
        "!m\"1*\"".into(),
        "m\"/1*\"".into(),
        "!m\"/1*\"".into(),
        "m\"6/1* 6/1\"".into(),
        "!m\"6/1* 6/1\"".into(),
        "m\"bar/20*\"".into(),
        "!m\"bar/20*\"".into(),
        "gt:back_game".into(),
        "".into(),
        "starred".into(),
        "#alpha E>20".into(),
        "!#beta".into(),
        "t\"bold\" !#alpha".into(),
        "xstarred t'QUIET' nc".into(),
    ];
    for _ in 0..300 {
        let n = 1 + rng.below(3);
        let terms: Vec<String> = (0..n)
            .map(|_| {
                let p = PIECES[rng.below(PIECES.len())];
                if rng.below(4) == 0 {
                    format!("!{p}")
                } else {
                    p.to_string()
                }
            })
            .collect();
        queries.push(terms.join(" "));
    }
    for text in &queries {
        let Ok(q) = parse(text) else {
            continue;
        };
        ran += 1;
        let (want, n, sum) = reference(&seen, &q);
        if ["starred", "#alpha E>20", "!#beta", "t\"bold\" !#alpha"].contains(&text.as_str()) {
            assert!(!want.is_empty(), "{text}: the marks select something");
        }
        let page = search(&store, &q, &Filter::default(), 1000, None).unwrap();
        assert_eq!(page.count, want.len() as u64, "{text}: count");
        assert_eq!(page.selection.decisions, n, "{text}: analysed decisions");
        assert!(
            (page.selection.error_emg - sum).abs() <= 1e-9 * sum.max(1.0),
            "{text}: {} vs {sum}",
            page.selection.error_emg
        );
        let got: Vec<(i64, u32, u32)> = page
            .decisions
            .iter()
            .map(|r| (r.row.match_no, r.row.game, r.row.seq))
            .collect();
        // Worst first, every row one the scan selected.
        for w in page.decisions.windows(2) {
            let e = |r: &blunderdb::queries::search::run::SearchRow| r.row.error.unwrap_or(-1.0);
            assert!(e(&w[0]) as f32 >= e(&w[1]) as f32, "{text}: order");
        }
        for k in &got {
            assert!(want.contains(k), "{text}: {k:?} not selected by the scan");
        }
        if want.len() <= 1000 {
            assert_eq!(got.len(), want.len(), "{text}: page");
        }
        if !want.is_empty() {
            nonempty += 1;
        }
        // Paging by cursor gives the same rows as one long page.
        if want.len() > 30 && paged < 20 {
            paged += 1;
            let mut rows = Vec::new();
            let mut after: Option<After> = None;
            loop {
                let p = search(&store, &q, &Filter::default(), 25, after.as_ref()).unwrap();
                rows.extend(
                    p.decisions
                        .iter()
                        .map(|r| (r.row.match_no, r.row.game, r.row.seq)),
                );
                match p.next {
                    Some(c) => after = Some(After::parse(&c).unwrap()),
                    None => break,
                }
                if rows.len() >= 200 {
                    break;
                }
            }
            let n = rows.len();
            assert_eq!(&rows[..], &got[..n], "{text}: pages");
        }
    }
    println!("{ran} queries run, {nonempty} selecting something, {paged} paged");
    assert!(ran >= 250, "{ran}");
    assert!(nonempty >= 100, "{nonempty}");
}

#[test]
fn a_player_selects_the_decisions_that_player_made() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let store = common::fixture_library(&shared, None);
    let q = parse("E>20").unwrap();
    let all = search(&store, &q, &Filter::default(), 1000, None).unwrap();
    let who = all.decisions[0].row.player.clone();
    let mine = search(
        &store,
        &q,
        &Filter {
            player: Some(who.clone()),
            ..Default::default()
        },
        1000,
        None,
    )
    .unwrap();
    assert!(
        mine.count > 0 && mine.count < all.count,
        "{} {}",
        mine.count,
        all.count
    );
    assert!(mine.decisions.iter().all(|r| r.row.player == who));
    // The same through the query's own scope.
    let scoped = search(
        &store,
        &parse(&format!("E>20 pl!\"{who}\"")).unwrap(),
        &Filter::default(),
        1000,
        None,
    )
    .unwrap();
    assert_eq!(scoped.count, mine.count);
}
