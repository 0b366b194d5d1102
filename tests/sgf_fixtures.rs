//! The real gnuBG SGF files of `../shared/fixtures/sgf`: every one imports,
//! and each analysed file's per-player totals equal the `GS` statistics
//! gnuBG stored in it (summed over games, as gnuBG sums them).

use std::path::PathBuf;

use blunderdb::formats;
use blunderdb::metrics::{match_tally, DecisionFilter, Thresholds};

/// Sums of one player's `GS` figures over the games of a file.
#[derive(Default, Debug)]
struct Gs {
    unforced: f64,
    total: f64,
    chk_emg: f64,
    chk_mwc: f64,
    doubles: f64,
    takes: f64,
    passes: f64,
    cube_emg: f64,
    cube_mwc: f64,
    luck_emg: f64,
    luck_mwc: f64,
}

fn gs_sums(text: &str) -> [Gs; 2] {
    let mut out = [Gs::default(), Gs::default()];
    for game in text.split("(;").skip(1) {
        let Some(at) = game.find("GS[") else { continue };
        let mut rest = &game[at + 2..];
        while let Some(stripped) = rest.strip_prefix('[') {
            let end = stripped.find(']').unwrap();
            let value = &stripped[..end];
            rest = &stripped[end + 1..];
            let (key, nums) = value.split_once(':').unwrap();
            let n: Vec<f64> = nums
                .split_whitespace()
                .map(|x| x.parse::<f64>().unwrap_or(f64::NAN))
                .collect();
            for p in 0..2 {
                let g = &mut out[p];
                match key {
                    "M" => {
                        g.unforced += n[p];
                        g.total += n[2 + p];
                        g.chk_emg += n[12 + 2 * p];
                        g.chk_mwc += n[13 + 2 * p];
                    }
                    "C" => {
                        g.doubles += n[2 + p];
                        g.takes += n[4 + p];
                        g.passes += n[6 + p];
                        for k in 0..6 {
                            g.cube_emg += n[20 + 12 * p + 2 * k];
                            g.cube_mwc += n[21 + 12 * p + 2 * k];
                        }
                    }
                    "D" => {
                        g.luck_emg += n[10 + 2 * p];
                        g.luck_mwc += n[11 + 2 * p];
                    }
                    _ => {}
                }
            }
        }
    }
    out
}

fn fixtures() -> Option<PathBuf> {
    blunderdb::model::shared::require().map(|s| s.join("fixtures/sgf"))
}

fn near(what: &str, ours: f64, theirs: f64, tol: f64) {
    assert!(
        (ours - theirs).abs() <= tol,
        "{what}: ours {ours}, gnuBG's GS {theirs}"
    );
}

#[test]
fn analysed_files_equal_their_gs_statistics() {
    let Some(dir) = fixtures() else { return };
    for name in [
        "test.sgf",
        "match1484923_analyzed.sgf",
        "match1486073_analyzed.sgf",
        "test-match01_analyzed.sgf",
    ] {
        let text = std::fs::read_to_string(dir.join(name)).unwrap();
        let m = formats::parse(text.as_bytes()).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(m.analysed, "{name} is analysed");
        let gs = gs_sums(&text);
        for seat in 0..2u8 {
            let g = &gs[usize::from(seat)];
            let f = match_tally(&m, seat, &Thresholds::GNUBG).figures(DecisionFilter::All);
            let w = |s: &str| format!("{name} seat {seat} {s}");
            near(&w("total moves"), f.checker_total as f64, g.total, 0.0);
            near(
                &w("unforced"),
                f.checker_unforced.unwrap() as f64,
                g.unforced,
                0.0,
            );
            near(
                &w("checker EMG"),
                f.checker_error_emg.unwrap(),
                g.chk_emg,
                0.001,
            );
            near(
                &w("checker MWC"),
                f.checker_mwc_loss_pct.unwrap(),
                g.chk_mwc * 100.0,
                0.01,
            );
            near(&w("doubles"), f.doubles as f64, g.doubles, 0.0);
            near(&w("takes"), f.takes as f64, g.takes, 0.0);
            near(&w("passes"), f.passes as f64, g.passes, 0.0);
            near(&w("cube EMG"), f.cube_error_emg.unwrap(), g.cube_emg, 0.001);
            near(
                &w("cube MWC"),
                f.cube_mwc_loss_pct.unwrap(),
                g.cube_mwc * 100.0,
                0.01,
            );
            near(&w("luck EMG"), f.luck_emg.unwrap(), g.luck_emg, 0.001);
            near(
                &w("luck MWC"),
                f.luck_mwc_pct.unwrap(),
                g.luck_mwc * 100.0,
                0.01,
            );
        }
    }
}

#[test]
fn test_sgf_matches_the_published_gnubg_figures() {
    // fixture-references.md: HSBT Paris 2023, Kévin Unger vs Maxence Job.
    let Some(dir) = fixtures() else { return };
    let m = formats::parse(&std::fs::read(dir.join("test.sgf")).unwrap()).unwrap();
    assert_eq!(
        m.players,
        ["Kévin Unger".to_string(), "Maxence Job".to_string()]
    );
    assert_eq!((m.length, m.games.len()), (7, 7));
    assert_eq!(m.winner(), Some(0));
    assert_eq!(m.final_score(), [7, 4]);
    assert_eq!(m.date.as_deref(), Some("2023-11-26"));
    let k = match_tally(&m, 0, &Thresholds::GNUBG).figures(DecisionFilter::All);
    let j = match_tally(&m, 1, &Thresholds::GNUBG).figures(DecisionFilter::All);
    assert_eq!((k.checker_unforced, k.checker_total), (Some(147), 166));
    assert_eq!((j.checker_unforced, j.checker_total), (Some(127), 165));
    assert_eq!((k.doubles, k.takes, k.passes), (3, 2, 2));
    assert_eq!((j.doubles, j.takes, j.passes), (4, 2, 1));
    assert_eq!(format!("{:.4}", k.checker_error_emg.unwrap()), "2.1521");
    assert_eq!(format!("{:.4}", j.checker_error_emg.unwrap()), "3.3770");
    assert_eq!(format!("{:.2}", k.checker_mwc_loss_pct.unwrap()), "27.43");
    assert_eq!(format!("{:.2}", j.checker_mwc_loss_pct.unwrap()), "45.75");
    assert_eq!(format!("{:.3}", k.cube_error_emg.unwrap()), "0.443");
    assert_eq!(format!("{:.3}", j.cube_error_emg.unwrap()), "0.292");
    assert_eq!(format!("{:.2}", k.mwc_loss_pct.unwrap()), "30.80");
    assert_eq!(format!("{:.2}", j.mwc_loss_pct.unwrap()), "48.00");
    // XG-style checker PR (×500 per unforced move): 7.32 and 13.295.
    assert_eq!(format!("{:.2}", k.pr_checker.unwrap()), "7.32");
    assert_eq!(format!("{:.3}", j.pr_checker.unwrap()), "13.295");
    // Snowie rate 500 × total / (166 + 165).
    assert_eq!(format!("{:.2}", k.snowie_er.unwrap()), "3.92");
    assert_eq!(format!("{:.2}", j.snowie_er.unwrap()), "5.54");
    assert_eq!(format!("{:.4}", k.luck_emg.unwrap()), "2.7085");
    assert_eq!(format!("{:.4}", j.luck_emg.unwrap()), "3.0216");
    // gnuBG's doubtful/bad/very bad marks (0.03 / 0.06 / 0.12): 19 marked, 12 bad or worse.
    let kc = match_tally(&m, 0, &Thresholds::GNUBG).figures(DecisionFilter::Checker);
    let jc = match_tally(&m, 1, &Thresholds::GNUBG).figures(DecisionFilter::Checker);
    assert_eq!((kc.errors, kc.blunders), (Some(19), Some(12)));
    assert_eq!((jc.errors, jc.blunders), (Some(23), Some(17)));
}

#[test]
fn every_sgf_fixture_imports_and_unknowns_stay_unknown() {
    let Some(dir) = fixtures() else { return };
    let mut n = 0;
    for e in std::fs::read_dir(&dir).unwrap() {
        let p = e.unwrap().path();
        let m = formats::parse(&std::fs::read(&p).unwrap())
            .unwrap_or_else(|e| panic!("{}: {e}", p.display()));
        assert!(!m.games.is_empty());
        n += 1;
        let name = p.file_name().unwrap().to_string_lossy().into_owned();
        let f = match_tally(&m, 1, &Thresholds::GNUBG).figures(DecisionFilter::All);
        if name == "test-match01.sgf" {
            // Saved without analysis: error figures unknown, not zero.
            assert!(!m.analysed);
            assert_eq!((f.pr, f.errors, f.checker_unforced), (None, None, None));
            assert_eq!(f.checker_total, 80);
        }
        if name.starts_with("charlot") {
            // LU[-inf] everywhere: luck unknown, not zero.
            assert_eq!((f.luck_emg, f.luck_rolls), (None, 0));
        }
    }
    assert_eq!(n, 7);
}

#[test]
fn positions_are_gnubg_position_ids() {
    // gnuBG's text export of test-match01_analyzed (one file per game)
    // prints the Position ID before every play; ours must be the same.
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let m = formats::parse(
        &std::fs::read(shared.join("fixtures/sgf/test-match01_analyzed.sgf")).unwrap(),
    )
    .unwrap();
    let names = [
        "test-match01_analyzed.txt",
        "test-match01_analyzed_002.txt",
        "test-match01_analyzed_003.txt",
    ];
    let mut compared = 0;
    for (g, name) in m.games.iter().zip(names) {
        let text = std::fs::read_to_string(shared.join("fixtures/txt").join(name)).unwrap();
        let mut want = Vec::new();
        let mut lines = text.lines();
        while let Some(l) = lines.next() {
            if l.starts_with("Move number") && l.contains(" to play ") {
                let id = lines.find(|l| l.contains("Position ID:")).unwrap();
                want.push(id.rsplit(' ').next().unwrap().to_string());
            }
        }
        let ours: Vec<String> = g
            .decisions
            .iter()
            .filter(|d| d.kind == blunderdb::model::DecisionKind::Checker)
            .map(|d| d.position.clone().unwrap())
            .collect();
        assert_eq!(ours.len(), want.len(), "{name}");
        for (i, (a, b)) in ours.iter().zip(&want).enumerate() {
            assert_eq!(a, b, "{name} play {}", i + 1);
        }
        compared += want.len();
    }
    assert_eq!(compared, 159);
}
