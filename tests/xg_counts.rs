//! XG's counting rules on the Aachen 2024 double-consultation match, whose
//! stats window (fixture-references.md §1) showed the rule for trivial cube
//! decisions (XG counts one whenever it charged an error, however small) and
//! that XG leaves an illegal play (`InvalidM != 0`) out of its counts.

mod common;

use std::path::Path;
use std::process::Command;

use serde_json::Value;

fn run(db: &Path, args: &[&str]) -> Vec<u8> {
    let out = common::output(
        Command::new(env!("CARGO_BIN_EXE_blunderdb"))
            .arg("--db")
            .arg(db)
            .args(args)
            .env_remove("BLUNDERDB_DB"),
    );
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

fn digits(v: &Value, d: usize) -> String {
    format!("{:.*}", d, v.as_f64().expect("a number"))
}

#[test]
fn aachen_squire_jorgensen_equals_xgs_window_to_its_digit() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lib.db");
    let file =
        shared.join("fixtures/xg/Squire-J_rgensen-Harmand-Unger_7_point_match_18-08-2024.xg");
    run(&db, &["import", &file.display().to_string()]);
    run(&db, &["thresholds", "--preset", "xg"]);
    let ms: Vec<Value> =
        serde_json::from_slice(&run(&db, &["matches", "--format", "json"])).unwrap();
    let p = &ms[0]["players"][0];
    assert_eq!(p["name"], "Squire/Jørgensen");
    // XG: PR 3.13, 156 decisions = 138 unforced + 16 double + 2 take.
    assert_eq!(digits(&p["pr"], 2), "3.13");
    assert_eq!(p["decisions"], 156);
    assert_eq!(p["checker_unforced"], 138);
    assert_eq!(p["close_cube"], 18);
    assert_eq!(
        (p["errors"].as_u64(), p["blunders"].as_u64()),
        (Some(18), Some(2))
    );
    assert_eq!(digits(&p["error_emg"], 3), "0.976");
    assert_eq!(digits(&p["checker_error_emg"], 3), "0.894");
    // Double 0.037 + take 0.045.
    assert_eq!(digits(&p["cube_error_emg"], 3), "0.082");
    assert_eq!(digits(&p["mwc_loss_pct"], 2), "19.85");
    assert_eq!(digits(&p["checker_mwc_loss_pct"], 2), "18.77");
    // Double 0.42 % + take 0.66 %.
    assert_eq!(digits(&p["cube_mwc_loss_pct"], 2), "1.08");

    // Harmand/Unger: XG leaves out their illegal play (game 7 move 26,
    // 4-3 played as two threes, `InvalidM = 2`): 144 unforced plays, not 145.
    let q = &ms[0]["players"][1];
    assert_eq!(q["name"], "Harmand/Unger");
    // XG: PR 3.07, 161 decisions = 144 unforced + 12 double + 5 take.
    assert_eq!(digits(&q["pr"], 2), "3.07");
    assert_eq!(q["decisions"], 161);
    assert_eq!(q["close_cube"], 17); // 12 double + 5 take decisions
    assert_eq!(q["checker_unforced"], 144);
    assert_eq!(
        (q["errors"].as_u64(), q["blunders"].as_u64()),
        (Some(14), Some(3))
    );
    assert_eq!(digits(&q["error_emg"], 3), "0.989");
    assert_eq!(digits(&q["checker_error_emg"], 3), "0.977");
    assert_eq!(digits(&q["cube_error_emg"], 3), "0.011");
    assert_eq!(digits(&q["mwc_loss_pct"], 2), "14.39");
    assert_eq!(digits(&q["checker_mwc_loss_pct"], 2), "14.24");
    assert_eq!(digits(&q["cube_mwc_loss_pct"], 2), "0.15");
}
