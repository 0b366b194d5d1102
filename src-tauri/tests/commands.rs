//! The app's commands on a temporary library, without a window: the same
//! figures as the command line's JSON, thresholds, CSV, import with
//! progress and cancel.

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};

use blunderdb::metrics::Thresholds;
use blunderdb::report;
use blunderdb::store::{Filter, Store};
use blunderdb_app::{histogram_counts, Library};

fn temp_library() -> (tempfile::TempDir, Library) {
    let dir = tempfile::tempdir().unwrap();
    let lib = Library::open(&dir.path().join("library.db")).unwrap();
    (dir, lib)
}

fn fixtures() -> Option<PathBuf> {
    blunderdb::shared::require().map(|s| s.join("fixtures"))
}

#[test]
fn empty_library_has_unknown_figures_not_zeros() {
    let (_dir, lib) = temp_library();
    let info = lib.info().unwrap();
    assert_eq!(info.matches, 0);
    assert!(info.players.is_empty());
    assert_eq!(info.thresholds, Thresholds::BLUNDERDB);
    let v = lib.stats(&Filter::default()).unwrap();
    assert!(v.figures["pr"].is_null());
    assert!(v.figures["errors"].is_null());
    assert_eq!(v.figures["matches"], 0);
    assert!(v.histogram_svg.contains("no analysed decisions"));
    assert!(v.worst.is_empty());
    assert!(lib.players().unwrap().is_empty());
}

#[test]
fn import_shows_the_same_figures_as_the_cli_json() {
    let Some(fx) = fixtures() else { return };
    let (dir, lib) = temp_library();
    let cancel = AtomicBool::new(false);
    let mut seen = Vec::new();
    let r = lib
        .import(
            &[
                fx.join("sgf/test.sgf"),
                fx.join("xg/charlot1-charlot2_7p_2025-11-08-2305.xg"),
                fx.join("mat/charlot1-charlot2_7p_2025-11-08-2305.mat"),
            ],
            &cancel,
            |p| seen.push((p.done, p.total, p.matches)),
        )
        .unwrap();
    assert_eq!(seen.first(), Some(&(0, 3, 0)));
    assert_eq!(seen.last(), Some(&(3, 3, 2)));
    assert!(!r.cancelled);
    assert_eq!((r.summary.imported, r.summary.duplicates), (2, 1));

    let info = lib.info().unwrap();
    assert_eq!(info.matches, 2);
    assert_eq!(info.lengths, vec![7]);
    assert!(info.players.iter().any(|p| p == "charlot1"));

    // The same functions the CLI prints, over a second connection.
    let store = Store::open(&dir.path().join("library.db")).unwrap();
    let filter = Filter {
        player: Some("charlot1".into()),
        ..Default::default()
    };
    let cli = report::stats_json(&store, &filter).unwrap();
    let app = lib.stats(&filter).unwrap();
    assert_eq!(app.figures, cli);
    let pr = app.figures["pr"].as_f64().unwrap();
    assert_eq!(report::num(Some(pr), 2), "0.39");
    assert_eq!(
        histogram_counts(&app.figures),
        cli["histogram"].as_array().map(|h| {
            let mut c = [0u64; 6];
            for (i, b) in h.iter().enumerate() {
                c[i] = b["count"].as_u64().unwrap();
            }
            c
        })
    );
    assert!(app.worst.len() <= 10 && !app.worst.is_empty());
    assert!(app.worst.windows(2).all(|w| w[0].error >= w[1].error));
    assert!(app.worst.iter().all(|w| w.player == "charlot1"));
    assert_eq!(
        lib.players().unwrap(),
        report::players_json(&store, &Filter::default()).unwrap()
    );
}

#[test]
fn thresholds_change_counts_and_are_stored() {
    let Some(fx) = fixtures() else { return };
    let (dir, lib) = temp_library();
    // The charlot players make no error even at 0.020; Unger and Job do.
    lib.import(
        &[
            fx.join("xg/charlot1-charlot2_7p_2025-11-08-2305.xg"),
            fx.join("sgf/test.sgf"),
        ],
        &AtomicBool::new(false),
        |_| {},
    )
    .unwrap();
    let blunders = |lib: &Library| {
        lib.stats(&Filter::default()).unwrap().figures["blunders"]
            .as_u64()
            .unwrap()
    };
    let errors = |lib: &Library| {
        lib.stats(&Filter::default()).unwrap().figures["errors"]
            .as_u64()
            .unwrap()
    };
    let (e0, b0) = (errors(&lib), blunders(&lib));
    lib.set_thresholds(0.02, 0.08).unwrap();
    let (e1, b1) = (errors(&lib), blunders(&lib));
    assert!(
        e1 >= e0 && b1 >= b0 && (e1, b1) != (e0, b0),
        "{e0}/{b0} → {e1}/{b1}"
    );
    let svg = lib.stats(&Filter::default()).unwrap().histogram_svg;
    assert!(svg.contains("error ≥ 0.020") && svg.contains("blunder ≥ 0.080"));
    // Stored in the library file.
    let again = Library::open(&dir.path().join("library.db")).unwrap();
    assert_eq!(again.info().unwrap().thresholds, Thresholds::XG);
    // error ≤ blunder is enforced with a clear message.
    let e = lib.set_thresholds(0.2, 0.1).unwrap_err();
    assert!(e.contains("must not be above"), "{e}");
    assert_eq!(lib.info().unwrap().thresholds, Thresholds::XG);
}

#[test]
fn csv_export_is_the_cli_csv() {
    let Some(fx) = fixtures() else { return };
    let (dir, lib) = temp_library();
    lib.import(&[fx.join("sgf")], &AtomicBool::new(false), |_| {})
        .unwrap();
    let out = dir.path().join("players.csv");
    let n = lib.export_players_csv(&out).unwrap();
    let text = std::fs::read_to_string(&out).unwrap();
    assert_eq!(text.lines().count(), n + 1);
    let store = Store::open(&dir.path().join("library.db")).unwrap();
    assert_eq!(
        text,
        report::players_csv(&report::players_json(&store, &Filter::default()).unwrap())
    );
    assert!(lib
        .export_players_csv(&dir.path().join("no/such/dir/x.csv"))
        .is_err());
}

#[test]
fn cancel_stops_after_the_current_file_and_keeps_what_landed() {
    let Some(fx) = fixtures() else { return };
    let (_dir, lib) = temp_library();
    let cancel = AtomicBool::new(false);
    let r = lib
        .import(&[fx.join("mat")], &cancel, |p| {
            if p.done == 2 {
                cancel.store(true, Ordering::Relaxed);
            }
        })
        .unwrap();
    assert!(r.cancelled);
    assert_eq!(r.reports.len(), 2);
    assert!(r.total > 2);
    assert_eq!(
        lib.info().unwrap().matches as usize,
        r.summary.imported + r.summary.replaced
    );
}

#[test]
fn one_import_at_a_time_and_reopen() {
    let (dir, lib) = temp_library();
    let flag = lib.begin_import().unwrap();
    assert!(lib.begin_import().is_none());
    assert!(lib.cancel_import());
    assert!(flag.load(Ordering::Relaxed));
    assert!(lib.reopen(&dir.path().join("other.db")).is_err());
    lib.end_import();
    assert!(!lib.cancel_import());
    let info = lib.reopen(&dir.path().join("other.db")).unwrap();
    assert!(info.path.ends_with("other.db"));
    // Not a library: a clear error, and the open library stays.
    let junk = dir.path().join("junk.db");
    std::fs::write(&junk, vec![0x89u8; 4096]).unwrap();
    assert!(lib.reopen(&junk).is_err());
    assert!(lib.path().ends_with("other.db"));
}

#[test]
fn failed_and_skipped_files_are_reported() {
    let (dir, lib) = temp_library();
    let bad = dir.path().join("bad.sgf");
    std::fs::write(&bad, "(;FF[4]GM[6] this is not a match").unwrap();
    let folder = dir.path().join("folder");
    std::fs::create_dir(&folder).unwrap();
    std::fs::write(folder.join("README"), "notes").unwrap();
    let r = lib
        .import(&[bad, folder], &AtomicBool::new(false), |_| {})
        .unwrap();
    assert_eq!((r.summary.failed, r.summary.skipped), (1, 1));
    let v = serde_json::to_value(&r.reports).unwrap();
    assert_eq!(v[0]["status"], "failed");
    assert!(v[0]["error"].as_str().unwrap().contains("bad.sgf"));
    assert_eq!(v[1]["status"], "skipped");
}

#[test]
fn default_path_honours_blunderdb_db() {
    // Only this test touches the variable.
    std::env::set_var("BLUNDERDB_DB", "/tmp/some/library.db");
    assert_eq!(
        blunderdb_app::default_db_path().unwrap(),
        PathBuf::from("/tmp/some/library.db")
    );
    std::env::remove_var("BLUNDERDB_DB");
    let p = blunderdb_app::default_db_path().unwrap();
    assert!(p.ends_with("blunderdb/library.db"), "{}", p.display());
}

#[test]
fn change_token_moves_when_another_process_writes() {
    let Some(fx) = fixtures() else { return };
    let (dir, lib) = temp_library();
    let before = lib.change_token().unwrap();
    assert_eq!(lib.change_token().unwrap(), before);
    // A `blunderdb import` elsewhere: another connection to the file.
    let mut other = Store::open(&dir.path().join("library.db")).unwrap();
    blunderdb::import::import_paths(&mut other, &[&fx.join("sgf/test.sgf")]);
    let after = lib.change_token().unwrap();
    assert_ne!(after, before, "the window sees the other process's commit");
    assert_eq!(lib.info().unwrap().matches, 1);
    // The app's own import runs on a connection of its own: seen too.
    lib.import(
        &[fx.join("xg/charlot1-charlot2_7p_2025-11-08-2305.xg")],
        &AtomicBool::new(false),
        |_| {},
    )
    .unwrap();
    assert_ne!(lib.change_token().unwrap(), after);
}
