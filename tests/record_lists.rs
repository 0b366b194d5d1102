//! The drill-down lists read from the matches' records (schema 10) equal a
//! scan of every stored decision: for bars, kinds, families, players,
//! lengths, `--min-error` and a phase cell, page by page after a cursor
//! and back before one, with the count the pager shows.

mod common;

use blunderdb::library::store::{Filter, Store};
use blunderdb::metrics::{bucket, DecisionFilter, THRESHOLD_EPS};
use blunderdb::model::DecisionKind;
use blunderdb::queries::breakdown::CellKey;
use blunderdb::queries::drill::{Cursor, KindFilter, Query};

/// A decision's place: (error, match, game, seq).
type Key = (f64, i64, u32, u32);

fn library() -> Store {
    let mut store = Store::open_in_memory().unwrap();
    let matches: Vec<_> = (0..400u64)
        .map(|i| {
            let m = if i % 2 == 0 {
                blunderdb::model::synthetic::synthetic_match_with_positions(5, i, 12)
            } else {
                blunderdb::model::synthetic::synthetic_match(5, i, 12)
            };
            (m, format!("synthetic/{i}.sgf"))
        })
        .collect();
    store.insert_matches(&matches).unwrap();
    store
}

/// Every counted decision of the query, in the list's order, by reading
/// each match's record.
fn scan(store: &Store, q: &Query) -> Vec<Key> {
    let mut games = store
        .connection()
        .prepare("SELECT score0, score1 FROM games WHERE match_id = ?1 AND number = ?2")
        .unwrap();
    let mut out = Vec::new();
    let f = &q.filter;
    common::each_record(store, |id, names, length, rec| {
        if f.length.is_some_and(|l| l != length) {
            return;
        }
        for d in &rec.items {
            let (true, Some(e)) = (d.counts, d.error) else {
                continue;
            };
            let kind = DecisionKind::from_code(i64::from(d.kind)).unwrap();
            if let Some(p) = &f.player {
                if names[usize::from(d.seat)] != p.to_lowercase() {
                    continue;
                }
            }
            let family = match f.decisions {
                DecisionFilter::All => true,
                DecisionFilter::Checker => d.kind == 0,
                DecisionFilter::Cube => d.kind > 0,
            };
            let kind_ok = match q.kind {
                None => true,
                Some(KindFilter::Checker) => d.kind == 0,
                Some(KindFilter::Cube) => d.kind > 0,
                Some(KindFilter::Double) => d.kind == 1 || d.kind == 2,
                Some(KindFilter::Take) => d.kind == 3,
                Some(KindFilter::Pass) => d.kind == 4,
            };
            if !family || !kind_ok {
                continue;
            }
            if q.bucket.is_some_and(|b| bucket(e) != b) {
                continue;
            }
            if q.min_error.is_some_and(|m| e < m - THRESHOLD_EPS) {
                continue;
            }
            if let Some(cell) = &q.breakdown {
                let score: [u32; 2] = games
                    .query_row(rusqlite::params![id, d.game], |r| {
                        Ok([r.get(0)?, r.get(1)?])
                    })
                    .unwrap();
                if !cell.holds(kind, d.seat, rec.position(d), length, score) {
                    continue;
                }
            }
            out.push((e, id, d.game, d.seq));
        }
    });
    out.sort_by(|a, b| {
        b.0.total_cmp(&a.0)
            .then((a.1, a.2, a.3).cmp(&(b.1, b.2, b.3)))
    });
    out
}

fn keys(rows: &[blunderdb::queries::drill::DecisionRow]) -> Vec<Key> {
    rows.iter()
        .map(|d| (d.error.unwrap(), d.match_no, d.game, d.seq))
        .collect()
}

fn cursor(k: &Key) -> Cursor {
    Cursor {
        error: k.0,
        match_no: k.1,
        game: k.2,
        seq: k.3,
    }
}

#[test]
fn lists_from_the_records_equal_a_scan() {
    let store = library();
    let player = Filter {
        player: Some("PLAYER 0003".into()),
        ..Default::default()
    };
    let seven = Filter {
        length: Some(7),
        ..Default::default()
    };
    let cube = Filter {
        decisions: DecisionFilter::Cube,
        ..Default::default()
    };
    let mut queries: Vec<(String, Query)> = Vec::new();
    for (fname, f) in [
        ("all", Filter::default()),
        ("player", player.clone()),
        ("length 7", seven.clone()),
        ("cube family", cube.clone()),
    ] {
        queries.push((
            fname.to_string(),
            Query {
                filter: f.clone(),
                ..Default::default()
            },
        ));
        for b in 0..6 {
            queries.push((
                format!("{fname} bar {b}"),
                Query {
                    filter: f.clone(),
                    bucket: Some(b),
                    ..Default::default()
                },
            ));
        }
        for k in [
            KindFilter::Checker,
            KindFilter::Double,
            KindFilter::Take,
            KindFilter::Pass,
        ] {
            queries.push((
                format!("{fname} {k:?}"),
                Query {
                    filter: f.clone(),
                    kind: Some(k),
                    ..Default::default()
                },
            ));
        }
        for m in [0.004, 0.012, 0.02, 0.05] {
            queries.push((
                format!("{fname} min {m}"),
                Query {
                    filter: f.clone(),
                    min_error: Some(m),
                    ..Default::default()
                },
            ));
        }
    }
    queries.push((
        "phase race".into(),
        Query {
            breakdown: Some(CellKey::parse("phase=race").unwrap()),
            ..Default::default()
        },
    ));
    queries.push((
        "player bar 0 opening".into(),
        Query {
            filter: player.clone(),
            bucket: Some(0),
            breakdown: Some(CellKey::parse("phase=opening").unwrap()),
            ..Default::default()
        },
    ));
    let mut checked_rows = 0;
    for (what, q) in &queries {
        let want = scan(&store, q);
        assert_eq!(
            store.decision_count(q).unwrap(),
            want.len() as u64,
            "{what}: the count"
        );
        // The first page, then up to four pages after it by the cursor, and
        // back from the last one before it.
        let page = 37;
        let mut got: Vec<Key> = Vec::new();
        let mut pages: Vec<Vec<Key>> = Vec::new();
        let mut after = None;
        for _ in 0..5 {
            let rows = store
                .decisions(&Query {
                    limit: page,
                    after,
                    ..q.clone()
                })
                .unwrap();
            let k = keys(&rows);
            if k.is_empty() {
                break;
            }
            after = Some(cursor(k.last().unwrap()));
            got.extend(&k);
            pages.push(k);
        }
        let n = got.len();
        assert_eq!(got, want[..n], "{what}: the pages after the cursor");
        assert_eq!(n, want.len().min(5 * page), "{what}: rows listed");
        for i in (1..pages.len()).rev() {
            let before = Some(cursor(&pages[i][0]));
            let rows = store
                .decisions(&Query {
                    limit: page,
                    before,
                    ..q.clone()
                })
                .unwrap();
            assert_eq!(
                keys(&rows),
                pages[i - 1],
                "{what}: the page before page {i}"
            );
        }
        // An offset page deep in the list.
        if want.len() > 150 {
            let rows = store
                .decisions(&Query {
                    limit: 20,
                    offset: 130,
                    ..q.clone()
                })
                .unwrap();
            assert_eq!(keys(&rows), want[130..150], "{what}: offset 130");
        }
        checked_rows += n;
    }
    assert!(checked_rows > 5_000, "{checked_rows}");
}

/// The worst decisions of the Stats tab equal the first rows of the scan.
#[test]
fn the_worst_decisions_equal_a_scan() {
    let store = library();
    for f in [
        Filter::default(),
        Filter {
            player: Some("Player 0007".into()),
            ..Default::default()
        },
        Filter {
            player: Some("Player 0007".into()),
            length: Some(1),
            decisions: DecisionFilter::Cube,
            ..Default::default()
        },
    ] {
        let q = Query {
            filter: f.clone(),
            ..Default::default()
        };
        let want: Vec<(i64, u32, f64)> = scan(&store, &q)
            .iter()
            .take(10)
            .map(|k| (k.1, k.2, k.0))
            .collect();
        let got: Vec<(i64, u32, f64)> = store
            .worst_decisions(&f, 10)
            .unwrap()
            .iter()
            .map(|d| (d.match_id, d.game, d.error))
            .collect();
        assert_eq!(got, want, "{f:?}");
    }
}
