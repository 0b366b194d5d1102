//! Parity with gnuBG: for the 20 matches of `../shared/oracle/corpus` and
//! the 20 of `fixtures/gnubg` (another seed, generated for the project),
//! which gnuBG 1.07 played, analysed and scored itself, every per-player
//! figure we compute from the SGF equals gnuBG's own statistics.

use std::path::Path;

use blunderdb::formats;
use blunderdb::metrics::{match_tally, DecisionFilter, Thresholds};
use serde_json::Value;

fn f(v: &Value, path: &[&str]) -> f64 {
    let mut x = v;
    for p in path {
        x = &x[*p];
    }
    x.as_f64().unwrap_or_else(|| panic!("missing {path:?}"))
}

fn close(what: &str, ours: f64, theirs: f64, tol: f64, problems: &mut Vec<String>) {
    if (ours - theirs).abs() > tol {
        problems.push(format!("{what}: ours {ours} vs gnuBG {theirs}"));
    }
}

#[test]
fn shared_corpus_statistics_equal_gnubg() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    check_corpus(&shared.join("oracle/corpus"));
}

#[test]
fn project_corpus_statistics_equal_gnubg() {
    check_corpus(&Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/gnubg"));
}

fn check_corpus(dir: &Path) {
    let mut ids: Vec<String> = std::fs::read_dir(dir)
        .expect("corpus folder")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".stats.json"))
        .map(|n| n.trim_end_matches(".stats.json").to_string())
        .collect();
    ids.sort();
    assert_eq!(ids.len(), 20, "{}: a corpus of 20 matches", dir.display());
    let mut all = Vec::new();
    for id in &ids {
        let stats: Value =
            serde_json::from_slice(&std::fs::read(dir.join(format!("{id}.stats.json"))).unwrap())
                .unwrap();
        let bytes = std::fs::read(dir.join(format!("{id}.sgf"))).unwrap();
        let m = formats::parse(&bytes).unwrap_or_else(|e| panic!("{id}: {e}"));
        let money = stats["match"]["type"] != "match";
        let mut problems = Vec::new();
        assert_eq!(
            m.length as u64,
            stats["match"]["length"].as_u64().unwrap_or(0),
            "{id} length"
        );
        for seat in 0..2u8 {
            let p = usize::from(seat);
            let raw = &stats["statistics"]["match"]["raw"][p];
            let text = &stats["statistics"]["match"]["text"]["d6_f500"][p];
            let t = match_tally(&m, seat, &Thresholds::GNUBG);
            let fig = t.figures(DecisionFilter::All);
            let chq = &raw["chequerplay"];
            let cube = &raw["cube"];
            let w = |s: &str| format!("{id} p{seat} {s}");
            assert_eq!(m.players[p], stats["match"]["players"][p].as_str().unwrap());
            close(
                &w("total moves"),
                fig.checker_total as f64,
                f(chq, &["total_moves"]),
                0.0,
                &mut problems,
            );
            close(
                &w("unforced"),
                fig.checker_unforced.unwrap() as f64,
                f(chq, &["unforced_moves"]),
                0.0,
                &mut problems,
            );
            close(
                &w("checker error"),
                fig.checker_error_emg.unwrap(),
                f(chq, &["error_emg"]),
                0.001,
                &mut problems,
            );
            // gnuBG's doubtful+bad+very bad marks are our "errors" at its 0.03 threshold.
            let marked =
                f(chq, &["doubtful_moves"]) + f(chq, &["bad_moves"]) + f(chq, &["very_bad_moves"]);
            let ours_checker = t.figures(DecisionFilter::Checker);
            close(
                &w("marked moves"),
                ours_checker.errors.unwrap() as f64,
                marked,
                0.0,
                &mut problems,
            );
            let blund = f(chq, &["bad_moves"]) + f(chq, &["very_bad_moves"]);
            close(
                &w("bad moves"),
                ours_checker.blunders.unwrap() as f64,
                blund,
                0.0,
                &mut problems,
            );
            if !money {
                close(
                    &w("checker mwc"),
                    fig.checker_mwc_loss_pct.unwrap(),
                    f(chq, &["error_mwc"]) * 100.0,
                    0.01,
                    &mut problems,
                );
            } else {
                assert_eq!(fig.mwc_loss_pct, None, "money has no MWC");
            }
            // Luck
            let luck = &raw["luck"];
            close(
                &w("luck"),
                fig.luck_emg.unwrap_or(0.0),
                f(luck, &["luck_emg"]),
                0.001,
                &mut problems,
            );
            if !money {
                close(
                    &w("luck mwc"),
                    fig.luck_mwc_pct.unwrap_or(0.0),
                    f(luck, &["luck_mwc"]) * 100.0,
                    0.01,
                    &mut problems,
                );
            }
            {
                close(
                    &w("close cube"),
                    fig.close_cube.unwrap() as f64,
                    f(cube, &["close_or_actual_decisions"]),
                    0.0,
                    &mut problems,
                );
                for k in ["doubles", "takes", "passes"] {
                    let ours = match k {
                        "doubles" => fig.doubles,
                        "takes" => fig.takes,
                        _ => fig.passes,
                    };
                    close(&w(k), ours as f64, f(cube, &[k]), 0.0, &mut problems);
                }
                let classes = [
                    "missed_doubles_below_cp",
                    "missed_doubles_above_cp",
                    "wrong_doubles_below_dp",
                    "wrong_doubles_above_tg",
                    "wrong_takes",
                    "wrong_passes",
                ];
                let cube_emg: f64 = classes.iter().map(|c| f(cube, &[c, "error_emg"])).sum();
                close(
                    &w("cube error"),
                    fig.cube_error_emg.unwrap(),
                    cube_emg,
                    0.001,
                    &mut problems,
                );
                if !money {
                    let cube_mwc: f64 = classes.iter().map(|c| f(cube, &[c, "error_mwc"])).sum();
                    close(
                        &w("cube mwc"),
                        fig.cube_mwc_loss_pct.unwrap(),
                        cube_mwc * 100.0,
                        0.01,
                        &mut problems,
                    );
                }
                // Rates as gnuBG prints them at factor 500 (our PR scale).
                let ov = &text["overall"];
                close(
                    &w("pr"),
                    fig.pr.unwrap_or(0.0),
                    -f(ov, &["error_rate", "emg_x_factor"]),
                    0.01,
                    &mut problems,
                );
                close(
                    &w("pr checker"),
                    fig.pr_checker.unwrap_or(0.0),
                    -f(text, &["chequerplay", "error_rate", "emg_x_factor"]),
                    0.01,
                    &mut problems,
                );
                close(
                    &w("pr cube"),
                    fig.pr_cube.unwrap_or(0.0),
                    -f(text, &["cube", "error_rate", "emg_x_factor"]),
                    0.01,
                    &mut problems,
                );
                close(
                    &w("snowie"),
                    fig.snowie_er.unwrap(),
                    -f(ov, &["snowie_error_rate", "emg_x_factor"]),
                    0.01,
                    &mut problems,
                );
                if !money {
                    close(
                        &w("mwc total"),
                        fig.mwc_loss_pct.unwrap(),
                        -f(ov, &["error_total", "mwc_pct"]),
                        0.01,
                        &mut problems,
                    );
                }
            }
        }
        // Games, scores, winner.
        let games = stats["match"]["games"].as_array().unwrap();
        assert_eq!(m.games.len(), games.len(), "{id} games");
        for (g, truth) in m.games.iter().zip(games) {
            assert_eq!(
                g.score[0] as u64,
                truth["score_before"][0].as_u64().unwrap(),
                "{id} score"
            );
            assert_eq!(
                g.score[1] as u64,
                truth["score_before"][1].as_u64().unwrap(),
                "{id} score"
            );
            assert_eq!(
                g.result.winner.map(u64::from),
                truth["winner"].as_u64(),
                "{id} winner"
            );
            assert_eq!(
                g.result.points as u64,
                truth["points_won"].as_u64().unwrap(),
                "{id} points"
            );
            assert_eq!(
                g.result.resigned,
                truth["resigned"].as_bool().unwrap(),
                "{id} resigned"
            );
        }
        all.extend(problems);
    }
    assert!(
        all.is_empty(),
        "{} mismatches:\n{}",
        all.len(),
        all.join("\n")
    );
}
