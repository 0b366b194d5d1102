//! Training (#28): the due list of a deck of 10,000 cards (target ≤ 50 ms)
//! and grading an answer from the stored candidates (≤ 5 ms).
//!
//! The library holds the 20 matches gnuBG played and analysed
//! (`../shared/oracle/corpus`), each stored many times under other player
//! names (each a match of its own), read from their files, so a card's
//! candidates are the file's. 10,000 of their analysed decisions are
//! starred and their cards made once; the due list is then the starred
//! deck's. Grading answers one checker card with its best move: the
//! candidates are read from the file at the first answer and kept with
//! the card, as every later answer finds them.

mod common;

use criterion::{criterion_group, criterion_main, Criterion};

use blunderdb::library::store::marks::{Key, RefText};
use blunderdb::library::store::Store;
use blunderdb::queries::study::train::{self, Source};

const CARDS: usize = 10_000;

fn bench(c: &mut Criterion) {
    let shared = blunderdb::model::shared::require().expect("../shared for this bench");
    let dir = shared.join("oracle").join("corpus");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("corpus")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "sgf"))
        .collect();
    files.sort();
    let corpus: Vec<_> = files
        .iter()
        .map(|f| {
            let m = blunderdb::formats::parse(&std::fs::read(f).expect("read")).expect("parse");
            (m, f.display().to_string())
        })
        .collect();
    let mut store = Store::open_in_memory().expect("library");
    let mut keys: Vec<Key> = Vec::new();
    let mut i = 0u64;
    while keys.len() < CARDS {
        let (m, src) = &corpus[(i as usize) % corpus.len()];
        let mut m = m.clone();
        m.players = [
            format!("{} {i}", m.players[0]),
            format!("{} {i}", m.players[1]),
        ];
        let id = match store.insert_match(&m, src).expect("insert") {
            blunderdb::library::store::Inserted::Imported { id } => id,
            other => panic!("{other:?}"),
        };
        let identity = store.match_identity(id).expect("id").expect("identity");
        for row in store.match_decisions(id).expect("rows") {
            if row.error.is_none() || row.kind == "no double" || keys.len() >= CARDS {
                continue;
            }
            if let Some(t) = row.reference.as_deref().and_then(RefText::parse) {
                keys.push(Key {
                    identity: identity.clone(),
                    place: t.place,
                });
            }
        }
        i += 1;
    }
    for k in &keys {
        store.set_star(k, true).expect("star");
    }
    let now = 1_764_000_000;
    let t = std::time::Instant::now();
    let first = train::due(&mut store, &Source::Starred, now).expect("due");
    eprintln!(
        "train bench: {i} matches, {} starred, {} cards made in {:.1} s",
        keys.len(),
        first.total,
        t.elapsed().as_secs_f64()
    );
    assert!(first.total >= CARDS, "{} cards", first.total);
    let card = first
        .cards
        .iter()
        .find(|c| c.side == blunderdb::library::store::cards::Side::Checker)
        .expect("a checker card");
    let found = blunderdb::queries::study::resolve(&store, &card.reference).expect("ref");
    let best = blunderdb::queries::study::row(&store, &found)
        .expect("row")
        .best
        .expect("best");
    // The first answer reads the file and keeps its candidates.
    let a = train::answer(&mut store, card.card, &best, now).expect("answer");
    assert_eq!(a.grade, train::Grade::Best);
    let card = card.card;

    let mut g = c.benchmark_group("train");
    g.sample_size(20);
    g.bench_function("due_list_10000_cards", |b| {
        b.iter(|| {
            train::due(&mut store, &Source::Starred, now)
                .expect("due")
                .cards
                .len()
        })
    });
    g.bench_function("due_list_all_cards", |b| {
        b.iter(|| {
            train::due(&mut store, &Source::All, now)
                .expect("due")
                .total
        })
    });
    g.bench_function("grade_answer_stored_candidates", |b| {
        b.iter(|| {
            train::answer(&mut store, card, &best, now)
                .expect("answer")
                .candidates
                .len()
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
