use super::*;
use crate::model::features::features;

#[test]
fn segments_of_moves() {
    assert_eq!(segments("13/7 8/7"), vec![(13, 7), (8, 7)]);
    assert_eq!(
        segments("bar/22 24/23*/20"),
        vec![(25, 22), (24, 23), (23, 20)]
    );
    assert_eq!(segments("25/20 6/0"), vec![(25, 20), (6, 0)]);
    assert_eq!(segments("6/off(2)"), vec![(6, 0)]);
    assert_eq!(segments("x/6/1"), vec![(6, 1)]);
    assert!(segments("/1").is_empty());
    assert_eq!(hit_segments("24/23*/20 13/7*"), vec![(24, 23), (13, 7)]);
    assert_eq!(hit_points("13/7* 6/1*(2)"), 1 << 7 | 1 << 1);
    assert_eq!(hit_points("1* 6/5"), 1 << 1);
    assert_eq!(hit_points("13/7 8/7"), 0);
}

#[test]
fn figures_pack_and_unpack() {
    let m = crate::model::synthetic::synthetic_match_with_positions(3, 1, 20);
    let items = record::stored(&m);
    for b in boards(&m, &items).into_iter().flatten() {
        for on_roll in 0..2 {
            let f = features(&b, on_roll);
            let w = pack::features_word(&f, 2);
            let mut g = pack::features_of(w);
            pack::with_board(&mut g, &b, on_roll);
            assert_eq!(g, f);
            assert_eq!(plan_of(w), Some(f.plan));
        }
    }
    let b = Board::initial();
    assert_eq!(pack::board_of_key(&pack::board_key(&b)), Some(b));
    assert!(pack::board_of_key(&[0xff; 10]).is_none());
    for a in ["Double", "No double", "Take", "Pass"] {
        let c = cube_action_code(a);
        assert_eq!(cube_action_name(c), Some(a));
    }
}

#[test]
fn entries_round_trip() {
    let m = crate::model::synthetic::synthetic_match_with_positions(7, 3, 20);
    let items = record::stored(&m);
    let data = encode(&m, &items);
    let blob = Blob::read(1, &data).expect("reads");
    assert_eq!(blob.len(), items.len());
    assert_eq!(blob.games.len(), m.games.len());
    let boards = boards(&m, &items);
    let mut scan = Scan::new(&blob, true, true);
    for (i, d) in items.iter().enumerate() {
        let x = scan.next().expect("whole").expect("an entry");
        let e = blob.entry(i);
        assert_eq!(decode(x.w, x.h, x.error), e);
        assert_eq!(e.kind.code(), d.kind);
        assert_eq!(e.seat, d.seat);
        assert_eq!(e.counts, d.counts);
        if e.kind == DecisionKind::Checker {
            assert_eq!(e.dice, d.dice);
        }
        assert_eq!(e.error.map(|x| x as f32), d.error.map(|x| x as f32));
        let on_roll = on_roll(e.kind, d.seat);
        assert_eq!(scan.board().copied(), boards[i]);
        if let Some(b) = boards[i] {
            let mut f = e.features.expect("a position");
            pack::with_board(&mut f, &b, on_roll);
            assert_eq!(f, features(&b, on_roll));
            if e.kind == DecisionKind::Checker {
                let want = d
                    .dice
                    .and_then(|dice| best_text(&b, on_roll, dice, d.best.unwrap_or("")));
                let got = x.best_move.map(|s| {
                    let mut t = String::new();
                    moves::written(&s).text(&mut t);
                    t
                });
                assert_eq!(got, want);
                if let Some(t) = &want {
                    assert!(blob.may_have(&segments(t), &hit_segments(t)));
                    let g = blob.games.len().min(scan.game());
                    assert_eq!(blob.start(g).hits & hit_filter(t), hit_filter(t));
                }
            }
        }
    }
    assert!(scan.next().expect("whole").is_none());
    // A structure of a board the match had; a scan from any entry gives
    // the boards and best moves of one from the start.
    for b in boards.iter().flatten() {
        assert!(blob.may_hold(&b.checkers));
        assert!(blob.may_hold(&[b.checkers[1], b.checkers[0]]));
    }
    assert!(!blob.may_hold(&[[15; 25], [0; 25]]));
    for from in [0, blob.len() / 2, blob.len() - 1] {
        let mut a = Scan::new(&blob, true, true);
        a.goto(from).expect("jumps");
        let mut b = Scan::new(&blob, true, true);
        for i in 0..=from {
            b.goto(i).expect("reads");
        }
        assert_eq!(a.board(), b.board());
        assert_eq!(a.best_move(), b.best_move());
        assert_eq!(a.board().copied(), boards[from]);
        assert!(a.goto(from).is_err(), "a scan does not go back");
    }
    assert!(Blob::read(1, &data[..data.len() - 1]).is_err());
    assert!(Blob::read(1, &[]).is_err());
}

#[test]
fn damaged_blobs_give_errors() {
    let m = crate::model::synthetic::synthetic_match_with_positions(5, 2, 10);
    let items = record::stored(&m);
    let data = encode(&m, &items);
    // Every cut and every flipped byte: an error or a blob that scans
    // without a panic.
    for cut in 0..data.len() {
        let _ = Blob::read(1, &data[..cut]);
    }
    for at in 0..data.len() {
        let mut d = data.clone();
        d[at] ^= 0xa5;
        if let Ok(blob) = Blob::read(1, &d) {
            let mut scan = Scan::new(&blob, true, true);
            while let Ok(Some(_)) = scan.next() {}
            for i in 0..blob.len() {
                let _ = blob.entry(i);
            }
        }
    }
}
