//! One match move by move (#26) in a library of 10,000 and 100,000
//! matches: `match show` of an 11-point match (target ≤ 20 ms), opening it
//! in the review view (the moves and the first board: ≤ 50 ms), one step
//! (the next move's board), the first page of the Matches tab, and (at
//! 10,000) the library in memory that `--engine` reads.
//!
//! The library holds the 20 matches gnuBG played and analysed
//! (`../shared/oracle/corpus`, real positions and analyses), each stored
//! many times under other player names, so every match replays as a real
//! one.
//!
//! The match winning chance after each move (`review_mwc_*`) reads the
//! match's file again: a 25-point match (no real one is at hand, so the
//! analysed games of the corpus's 3- to 11-point matches played on as one
//! 25-point match, a gnuBG SGF of about 2 MB) and XG's 11-point Aachen
//! match (`../shared/fixtures/xg`), each reviewed with its file and with
//! its file gone (the difference is what the MWC adds), and the graph
//! drawn (target: the review of the 25-point match opens, graph
//! included, in well under 100 ms).

mod common;

use criterion::{criterion_group, criterion_main, Criterion};

use std::path::{Path, PathBuf};

use blunderdb::library::store::{Inserted, Store};
use blunderdb::queries::review::{matches_page, review, MatchesRequest};
use blunderdb::render::board::board_svg;
use blunderdb::render::review_graph::graph_svg;

/// The value of `key[` … `]` in an SGF game's text.
fn prop<'a>(game: &'a str, key: &str) -> Option<&'a str> {
    let at = game.find(key)? + key.len();
    let end = game[at..].find(']')?;
    Some(&game[at..at + end])
}

/// `game` with the property `key[…]` replaced by `key[value]`.
fn set_prop(game: &str, key: &str, value: &str) -> String {
    match game.find(key) {
        Some(at) => {
            let start = at + key.len();
            let end = game[start..].find(']').map_or(game.len(), |e| start + e);
            format!("{}{}{}", &game[..start], value, &game[end..])
        }
        None => game.to_string(),
    }
}

/// A 25-point gnuBG SGF: the corpus's analysed games of 3- to 11-point
/// matches in turn, their score and Crawford flag rewritten, until one
/// player has 25 points. Written once in `target/bench-libraries/`.
fn match_25pt(shared: &Path) -> PathBuf {
    let out =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/bench-libraries/review-25pt.sgf");
    let dir = shared.join("oracle").join("corpus");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("corpus")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "sgf"))
        .collect();
    files.sort();
    let mut games = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).expect("read");
        let length: u32 = prop(&text, "MI[length:")
            .and_then(|v| v.parse().ok())
            .unwrap_or(0);
        if length < 3 {
            continue;
        }
        for g in text.split("(;FF[").skip(1) {
            games.push(format!("(;FF[{}", g.trim_end()));
        }
    }
    let (mut score, mut crawford_done, mut sgf) = ([0u32; 2], false, String::new());
    for (k, g) in games.iter().cycle().take(200).enumerate() {
        if score[0] >= 25 || score[1] >= 25 {
            break;
        }
        let re = prop(g, "RE[").unwrap_or("W+1");
        let winner = usize::from(re.starts_with('B'));
        let points: u32 = re[2..]
            .trim_end_matches(|c: char| !c.is_ascii_digit())
            .parse()
            .unwrap_or(1);
        let crawford_game = !crawford_done && (score[0] == 24 || score[1] == 24);
        crawford_done |= crawford_game;
        let mut g = set_prop(
            g,
            "MI[",
            &format!("length:25][game:{k}][ws:{}][bs:{}", score[0], score[1]),
        );
        g = set_prop(&g, "PW[", "Alice Long");
        g = set_prop(&g, "PB[", "Bob Long");
        let ru = if crawford_game {
            "Crawford:CrawfordGame"
        } else {
            "Crawford"
        };
        g = set_prop(&g, "RU[", ru);
        sgf.push_str(&g);
        sgf.push('\n');
        score[winner] += points;
    }
    std::fs::write(&out, sgf).expect("write the 25-point match");
    out
}

/// `path` stored in a library of its own twice: under its own path (its
/// file there: the MWC is read) and, with other names, under a path that
/// does not exist (no MWC). The two ids.
fn with_and_without_file(store: &mut Store, path: &Path) -> (i64, i64) {
    let m = blunderdb::formats::parse(&std::fs::read(path).expect("read")).expect("parse");
    let mut gone = m.clone();
    gone.players = [format!("{} 2", m.players[0]), format!("{} 2", m.players[1])];
    let mut id = |m: &blunderdb::model::Match, source: String| match store
        .insert_match(m, &source)
        .expect("insert")
    {
        Inserted::Imported { id } => id,
        _ => panic!("{source} not imported"),
    };
    let a = id(&m, path.display().to_string());
    let b = id(&gone, format!("{}.gone", path.display()));
    (a, b)
}

fn bench_mwc(c: &mut Criterion) {
    let shared = blunderdb::model::shared::require().expect("../shared for this bench");
    let text = blunderdb::i18n::Text::get("en");
    let xg = shared
        .join("fixtures")
        .join("xg")
        .join("1-Intermediate-Round1-Unger-Kozoman-11pt.xg");
    for (name, path) in [("25pt_sgf", match_25pt(&shared)), ("11pt_xg", xg)] {
        let mut store = Store::open_in_memory().expect("library");
        let (with, without) = with_and_without_file(&mut store, &path);
        let r = review(&store, with, None, None).expect("review");
        let moves: usize = r.games.iter().map(|g| g.moves.len()).sum();
        let known = r
            .games
            .iter()
            .flat_map(|g| &g.moves)
            .filter(|m| m.mwc_after.is_some())
            .count();
        eprintln!(
            "review mwc bench: {name}: {} points, {} games, {moves} moves, {known} with an MWC, file {} KB",
            r.header.length,
            r.games.len(),
            std::fs::metadata(&path).map_or(0, |m| m.len() / 1024)
        );
        assert!(known * 2 > moves, "{name}: the MWC is read");
        let mut g = c.benchmark_group(format!("review_mwc_{name}"));
        g.sample_size(20);
        g.bench_function("review_with_mwc", |b| {
            b.iter(|| {
                review(&store, with, None, None)
                    .expect("review")
                    .games
                    .len()
            })
        });
        g.bench_function("review_file_gone", |b| {
            b.iter(|| {
                review(&store, without, None, None)
                    .expect("review")
                    .games
                    .len()
            })
        });
        g.bench_function("review_and_graph", |b| {
            b.iter(|| {
                let r = review(&store, with, None, None).expect("review");
                graph_svg(&r, 900, 200, text).0.len()
            })
        });
        g.bench_function("graph_only", |b| {
            b.iter(|| graph_svg(&r, 900, 200, text).0.len())
        });
        g.finish();
    }
}

fn bench(c: &mut Criterion) {
    let corpus = common::oracle_corpus();
    // The 11-point match of the corpus (m005), and its place in the cycle.
    let at = corpus
        .iter()
        .position(|m| m.length == 11)
        .expect("an 11-point match");
    for n in [10_000u64, 100_000] {
        let store = common::oracle_library(n, &corpus);
        // The last 11-point match stored: ids follow the order stored.
        let id = (n as usize - corpus.len() + at + 1) as i64;
        let r = review(&store, id, None, None).expect("review");
        let moves: usize = r.games.iter().map(|g| g.moves.len()).sum();
        eprintln!(
            "review bench: {n} matches, match {id} of {} points, {} games, {moves} moves",
            r.header.length,
            r.games.len()
        );
        let text = blunderdb::i18n::Text::get("en");
        let mut g = c.benchmark_group(format!("review_{n}"));
        g.sample_size(20);
        g.bench_function("match_show_11pt_json", |b| {
            b.iter(|| {
                let r = review(&store, id, None, None).expect("review");
                serde_json::to_string(&r).expect("json").len()
            })
        });
        g.bench_function("open_in_review", |b| {
            b.iter(|| {
                let r = review(&store, id, None, None).expect("review");
                let first = r.games[0].moves[0].row.as_ref().expect("row");
                board_svg(first, text).len()
            })
        });
        let row = r.games[0].moves[10].row.clone().expect("row");
        g.bench_function("step_board", |b| b.iter(|| board_svg(&row, text).len()));
        let req = MatchesRequest {
            limit: 200,
            ..Default::default()
        };
        g.bench_function("matches_tab_first_page", |b| {
            b.iter(|| matches_page(&store, &req).expect("page").rows.len())
        });
        // `--engine gnubg`: every match of this library is gnuBG's, so the
        // view holds all of them (the worst case).
        if n <= 10_000 {
            g.sample_size(10);
            g.bench_function("engine_view_all", |b| {
                b.iter(|| {
                    store
                        .engine_view(blunderdb::library::store::engines::Engine::Gnubg)
                        .expect("view")
                        .match_count()
                        .expect("count")
                })
            });
        }
        g.finish();
    }
}

criterion_group!(benches, bench_mwc, bench);
criterion_main!(benches);
