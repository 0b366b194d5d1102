//! The app's commands on a temporary library, without a window: the same
//! figures as the command line's JSON, thresholds, CSV, import with
//! progress and cancel, analysis by gnuBG with progress and cancel.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicBool, Ordering};

use blunderdb::engine::analyse::{Gnubg, Options};
use blunderdb::library::store::{Filter, Store};
use blunderdb::metrics::Thresholds;
use blunderdb::queries::report;
use blunderdb_app::{AnalysisProgress, Job, Library};
use serde_json::Value;

/// The tests' environment, set once before any library opens (the
/// tests run on threads of one process): English whatever the machine's
/// locale, and a config folder of their own (the language choice).
fn setup() -> &'static Path {
    static CONFIG: std::sync::OnceLock<tempfile::TempDir> = std::sync::OnceLock::new();
    CONFIG
        .get_or_init(|| {
            let dir = tempfile::tempdir().unwrap();
            std::env::set_var("BLUNDERDB_LANG", "en");
            std::env::set_var("BLUNDERDB_CONFIG_DIR", dir.path());
            dir
        })
        .path()
}

/// Held by the tests that choose a language: the choice is one file of
/// the config folder all tests share.
static LANGUAGE_CHOICE: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn temp_library() -> (tempfile::TempDir, Library) {
    setup();
    let dir = tempfile::tempdir().unwrap();
    let lib = Library::open(&dir.path().join("library.db")).unwrap();
    (dir, lib)
}

fn fixtures() -> Option<PathBuf> {
    blunderdb::model::shared::require().map(|s| s.join("fixtures"))
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
    assert_eq!(
        report::num(blunderdb::i18n::Text::get("en"), Some(pr), 2),
        "0.39"
    );
    assert_eq!(
        report::histogram_counts(&app.figures),
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

/// Files are stored in runs that share a transaction (each file a savepoint,
/// `blunderdb::library::store::Store::batch`), and reported once their run is
/// committed: a Cancel seen at the second report stops the import at the
/// end of that run, and every match reported has landed.
#[test]
fn cancel_stops_after_the_current_file_and_keeps_what_landed() {
    let Some(fx) = fixtures() else { return };
    let (dir, lib) = temp_library();
    // More files than a run holds (1,000): the transcripts many times over
    // (the copies are duplicates, each still a file of the run).
    let src = dir.path().join("in");
    std::fs::create_dir(&src).unwrap();
    let copies = blunderdb::library::store::BATCH_FILES / 29 + 2;
    for copy in 0..copies {
        for e in std::fs::read_dir(fx.join("mat")).unwrap() {
            let p = e.unwrap().path();
            let name = p.file_name().unwrap().to_string_lossy().to_string();
            std::fs::copy(&p, src.join(format!("{copy}-{name}"))).unwrap();
        }
    }
    let cancel = AtomicBool::new(false);
    let r = lib
        .import(&[src], &cancel, |p| {
            if p.done == 2 {
                cancel.store(true, Ordering::Relaxed);
            }
        })
        .unwrap();
    assert!(
        r.total > blunderdb::library::store::BATCH_FILES,
        "{}",
        r.total
    );
    assert!(r.cancelled);
    assert!(
        (2..=blunderdb::library::store::BATCH_FILES).contains(&r.reports.len()),
        "{}",
        r.reports.len()
    );
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
    // Both write: no analysis during an import, and no cancelling one
    // job for the other.
    let e = lib.begin(Job::Analysis).unwrap_err();
    assert!(e.contains("import is running"), "{e}");
    assert!(!lib.cancel(Job::Analysis));
    assert!(!flag.load(Ordering::Relaxed));
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

    // And no import (nor another library) during an analysis.
    let flag = lib.begin(Job::Analysis).unwrap();
    assert_eq!(lib.running(), Some(Job::Analysis));
    assert!(lib.begin_import().is_none());
    let e = lib.begin(Job::Import).unwrap_err();
    assert!(e.contains("analysis is running"), "{e}");
    let e = lib.reopen(&dir.path().join("third.db")).unwrap_err();
    assert!(e.contains("analysis"), "{e}");
    assert!(!lib.cancel_import());
    assert!(lib.cancel(Job::Analysis));
    assert!(flag.load(Ordering::Relaxed));
    lib.end();
    assert_eq!(lib.running(), None);
}

fn gnubg() -> Option<Gnubg> {
    blunderdb::engine::analyse::require_gnubg()
}

/// Two transcripts gnuBG played (alice - bob, a 1-point and a 3-point
/// match), imported without analysis into a temporary library.
fn library_with_transcripts() -> (tempfile::TempDir, Library) {
    let fx = Path::new(env!("CARGO_MANIFEST_DIR")).join("../fixtures/gnubg");
    let (dir, lib) = temp_library();
    let r = lib
        .import(
            &[fx.join("m001.mat"), fx.join("m002.mat")],
            &AtomicBool::new(false),
            |_| {},
        )
        .unwrap();
    assert_eq!(r.summary.imported, 2, "{:?}", r.reports);
    (dir, lib)
}

/// `blunderdb matches --format json` of a library, by the command line
/// built beside the app (scripts/app-test.sh builds it).
fn cli_matches(db: &Path) -> Vec<Value> {
    let cli = Path::new(env!("CARGO_BIN_EXE_blunderdb-app")).with_file_name("blunderdb");
    assert!(
        cli.exists(),
        "{} is missing: run `cargo build -p blunderdb --bin blunderdb` first (scripts/app-test.sh does)",
        cli.display()
    );
    let out = Command::new(cli)
        .arg("--db")
        .arg(db)
        .args(["matches", "--format", "json"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

const LABELS: [&str; 2] = ["alice - bob, 1 point", "alice - bob, 3 points"];

#[test]
fn analysis_lands_match_by_match_with_the_cli_figures() {
    let Some(g) = gnubg() else { return };
    let (dir, lib) = library_with_transcripts();
    let all = Filter::default();
    assert_eq!(lib.unanalysed_count(&all).unwrap(), 2);
    // The Stats view carries the count: the banner costs no round trip.
    assert_eq!(lib.stats(&all).unwrap().unanalysed, 2);
    let one_point = Filter {
        length: Some(1),
        ..Default::default()
    };
    assert_eq!(lib.unanalysed_count(&one_point).unwrap(), 1);
    assert!(lib.stats(&all).unwrap().figures["pr"].is_null());

    let mut events: Vec<AnalysisProgress> = Vec::new();
    // What the window would read as each match lands.
    let mut seen_unanalysed = Vec::new();
    let r = lib
        .analyse(&g, &all, &Options::new(0), &AtomicBool::new(false), |p| {
            if p.last.is_some() {
                seen_unanalysed.push(lib.unanalysed_count(&all).unwrap());
            }
            events.push(p.clone());
        })
        .unwrap();
    assert_eq!(r.total, 2);
    assert!(!r.cancelled);
    assert_eq!((r.summary.analysed, r.summary.failed), (2, 0));
    assert_eq!(r.summary.not_started, 0);
    let mut labels: Vec<&str> = r.reports.iter().map(|x| x.label.as_str()).collect();
    labels.sort();
    assert_eq!(labels, LABELS);

    // Progress: first the count, then a start and a landing per match.
    let first = &events[0];
    assert_eq!((first.done, first.total), (0, 2));
    assert!(first.current.is_empty() && first.last.is_none());
    assert_eq!(first.eta_seconds, None, "no estimate before a match lands");
    let started: Vec<&AnalysisProgress> =
        events.iter().filter(|p| p.last.is_none()).skip(1).collect();
    let landed: Vec<&AnalysisProgress> = events.iter().filter(|p| p.last.is_some()).collect();
    assert_eq!(started.len(), 2, "{events:#?}");
    assert_eq!(landed.len(), 2, "{events:#?}");
    for p in &started {
        assert!(p.current.iter().all(|l| LABELS.contains(&l.as_str())));
        assert!(!p.current.is_empty());
    }
    assert_eq!(
        landed.iter().map(|p| p.done).collect::<Vec<_>>(),
        vec![1, 2]
    );
    for p in &landed {
        let last = p.last.as_ref().unwrap();
        assert!(LABELS.contains(&last.label.as_str()), "{}", last.label);
        assert!(!last.is_failure(), "{last:?}");
        assert!(
            !p.current.contains(&last.label),
            "landed is no longer under way"
        );
        assert!(p.eta_seconds.is_some_and(|e| e >= 0.0));
        assert_eq!(p.summary.analysed, p.done);
    }
    assert_eq!(landed[1].eta_seconds, Some(0.0));
    assert!(landed[1].current.is_empty());
    // Each match was readable by the window as soon as it landed.
    assert_eq!(seen_unanalysed, vec![1, 0]);

    assert_eq!(lib.unanalysed_count(&all).unwrap(), 0);
    assert_eq!(lib.stats(&all).unwrap().unanalysed, 0);

    // The app's figures are the command line's: PR per player and match
    // (the two matches differ in length, so player + length selects one).
    let cli = cli_matches(&dir.path().join("library.db"));
    assert_eq!(cli.len(), 2);
    for m in &cli {
        assert_eq!(m["analysis"], "gnubg 0-ply");
        assert_eq!(m["analysis_version"], Value::from(g.version.clone()));
        for p in m["players"].as_array().unwrap() {
            let name = p["name"].as_str().unwrap();
            let f = Filter {
                player: Some(name.into()),
                length: m["length"].as_u64().map(|l| l as u32),
                ..Default::default()
            };
            let app = lib.stats(&f).unwrap().figures;
            assert!(p["pr"].is_number(), "{name}: {p}");
            // The same sums, added in another order (one match's row against
            // the selection's total): equal to the last bits, and on screen.
            let (a, b) = (app["pr"].as_f64().unwrap(), p["pr"].as_f64().unwrap());
            assert!(
                (a - b).abs() < 1e-9,
                "PR of {name} in match {}: {a} vs {b}",
                m["id"]
            );
            let en = blunderdb::i18n::Text::get("en");
            assert_eq!(report::num(en, Some(a), 2), report::num(en, Some(b), 2));
            assert_eq!(app["errors"], p["errors"], "errors of {name}");
            eprintln!(
                "match {} {name}: app PR {} = CLI PR {}",
                m["id"], app["pr"], p["pr"]
            );
        }
    }
    // The Players tab too.
    let store = Store::open(&dir.path().join("library.db")).unwrap();
    assert_eq!(
        lib.players().unwrap(),
        report::players_json(&store, &Filter::default()).unwrap()
    );

    // Nothing left: a rerun does nothing.
    let again = lib
        .analyse(&g, &all, &Options::new(0), &AtomicBool::new(false), |_| {})
        .unwrap();
    assert_eq!((again.total, again.reports.len()), (0, 0));
}

#[test]
fn cancel_keeps_the_finished_matches_and_a_rerun_does_the_rest() {
    let Some(g) = gnubg() else { return };
    let (_dir, lib) = library_with_transcripts();
    let all = Filter::default();
    // One gnuBG at a time, cancelled as the first match starts: that one
    // finishes and is kept, the other never starts.
    let opts = Options {
        jobs: 1,
        ..Options::new(0)
    };
    let cancel = AtomicBool::new(false);
    let mut last = None;
    let r = lib
        .analyse(&g, &all, &opts, &cancel, |p| {
            if !p.current.is_empty() {
                cancel.store(true, Ordering::Relaxed);
            }
            last = Some(p.clone());
        })
        .unwrap();
    assert!(r.cancelled);
    assert_eq!(r.summary.analysed, 1);
    assert_eq!(r.summary.not_started, 1);
    assert_eq!(r.reports.len(), 1);
    let last = last.unwrap();
    assert_eq!((last.done, last.total), (1, 2));
    assert_eq!(last.summary, r.summary);
    assert_eq!(lib.unanalysed_count(&all).unwrap(), 1);
    // The finished one is in the library with its figures.
    let pr = lib.stats(&all).unwrap().figures["pr"].clone();
    assert!(pr.is_number(), "{pr}");

    let rest = lib
        .analyse(&g, &all, &opts, &AtomicBool::new(false), |_| {})
        .unwrap();
    assert_eq!((rest.total, rest.summary.analysed), (1, 1));
    assert_ne!(rest.reports[0].id, r.reports[0].id);
    assert_eq!(lib.unanalysed_count(&all).unwrap(), 0);
}

#[test]
fn gnubg_info_and_the_default_level() {
    let (dir, lib) = temp_library();
    // Standard (2-ply) until the library says otherwise.
    assert_eq!(lib.default_plies().unwrap(), 2);
    assert_eq!(lib.set_default_plies(0).unwrap(), 0);
    let e = lib.set_default_plies(9).unwrap_err();
    assert!(e.contains("0 to 3 plies"), "{e}");
    // Stored in the library file.
    let again = Library::open(&dir.path().join("library.db")).unwrap();
    assert_eq!(again.default_plies().unwrap(), 0);
    let info = again.gnubg_info().unwrap();
    assert_eq!(info.default_plies, 0);
    match Gnubg::locate(None) {
        Ok(g) => {
            assert_eq!(info.gnubg.as_ref(), Some(&g));
            assert!(info.error.is_none() && info.hint.is_none());
            let v = serde_json::to_value(&info).unwrap();
            assert_eq!(v["gnubg"]["version"], Value::from(g.version.clone()));
        }
        Err(e) => {
            assert!(std::env::var_os("CI").is_none(), "CI needs gnuBG: {e}");
            assert!(info.gnubg.is_none());
            assert!(info.error.unwrap().contains("apt-get install gnubg"));
        }
    }
}

/// A gnuBG program named in Settings is kept in the library and used; one
/// that is not gnuBG is refused and changes nothing; forgetting it looks
/// for gnuBG again.
#[test]
fn gnubg_named_in_settings_is_kept_and_used() {
    let Some(g) = gnubg() else { return };
    let (dir, lib) = temp_library();
    assert_eq!(lib.gnubg_info().unwrap().saved_path, None);
    // A copy under another name in a folder with spaces, as a user's.
    let folder = dir.path().join("My Programs");
    std::fs::create_dir_all(&folder).unwrap();
    let named = folder.join("my gnubg");
    std::fs::copy(&g.path, &named).unwrap();
    let info = lib.set_gnubg_path(Some(named.to_str().unwrap())).unwrap();
    assert_eq!(info.saved_path.as_deref(), named.to_str());
    assert_eq!(
        info.gnubg.as_ref().map(|g| g.path.clone()),
        Some(named.clone())
    );
    assert_eq!(info.gnubg.unwrap().version, g.version);
    // Kept in the library file: another window on it uses it too.
    let again = Library::open(&dir.path().join("library.db")).unwrap();
    assert_eq!(again.gnubg().unwrap().path, named);
    // Not gnuBG: refused, the saved program kept.
    let not = folder.join("notes.txt");
    std::fs::write(&not, "not a program").unwrap();
    let e = again
        .set_gnubg_path(Some(not.to_str().unwrap()))
        .unwrap_err();
    assert!(e.contains("notes.txt"), "{e}");
    assert_eq!(
        again.gnubg_info().unwrap().saved_path.as_deref(),
        named.to_str()
    );
    // Forgotten: found by itself again.
    let info = again.set_gnubg_path(None).unwrap();
    assert_eq!(info.saved_path, None);
    assert_eq!(info.gnubg.unwrap().path, g.path);
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
    blunderdb::library::import::import_paths(&mut other, &[&fx.join("sgf/test.sgf")]);
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

/// The watched folder: set in the library, refused when not a folder; a
/// tick imports what has settled, once, and the status says so; with the
/// analyse option gnuBG analyses the new transcript.
#[test]
fn the_watched_folder_imports_settled_files_once() {
    use blunderdb_app::watch::FolderWatch;
    use std::time::Duration;
    let (dir, lib) = temp_library();
    let folder = dir.path().join("saves");
    std::fs::create_dir(&folder).unwrap();
    let e = lib
        .set_watch_folder(Some(&dir.path().join("missing")))
        .unwrap_err();
    assert!(e.ends_with("missing: not a folder"), "{e}");
    lib.set_watch_folder(Some(&folder)).unwrap();
    let (watched, analyse) = lib.watch_settings().unwrap();
    assert_eq!(watched.as_deref(), folder.canonicalize().unwrap().to_str());
    assert!(!analyse);

    let w = FolderWatch::new(Duration::ZERO);
    let events = std::sync::Mutex::new(Vec::new());
    let emit = |s: &blunderdb_app::watch::WatchStatus| events.lock().unwrap().push(s.clone());
    w.tick(&lib, emit);
    assert_eq!(w.status().imported, 0);
    let gnubg_dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../fixtures/gnubg");
    std::fs::copy(gnubg_dir.join("m001.mat"), folder.join("m001.mat")).unwrap();
    std::fs::write(folder.join("notes.txt"), "not a match").unwrap();
    w.tick(&lib, emit);
    w.tick(&lib, emit);
    let s = w.status();
    assert_eq!((s.imported, s.failed), (1, 0), "{s:?}");
    assert_eq!(
        s.last,
        Some(blunderdb_app::watch::Happened::Imported {
            name: "m001.mat".into()
        })
    );
    assert!(s.last_at.is_some());
    let stats = lib.stats(&Filter::default()).unwrap();
    assert_eq!(stats.figures["matches"], 1, "{}", stats.figures);
    assert!(!events.lock().unwrap().is_empty());

    // The user's own job goes first: nothing is imported while it runs.
    std::fs::copy(gnubg_dir.join("m002.mat"), folder.join("m002.mat")).unwrap();
    let _job = lib.begin(blunderdb_app::Job::Analysis).unwrap();
    w.tick(&lib, emit);
    assert_eq!(w.status().imported, 1);
    lib.end();

    let Some(_gnubg) = blunderdb::engine::analyse::require_gnubg() else {
        return;
    };
    lib.set_default_plies(0).unwrap();
    lib.set_watch_analyse(true).unwrap();
    w.tick(&lib, emit);
    let s = w.status();
    assert_eq!((s.imported, s.analysed), (2, 1), "{s:?}");
    // m001 stays a transcript (it came before the option); m002 was analysed.
    assert_eq!(lib.unanalysed_count(&Filter::default()).unwrap(), 1);
}

/// The drill-down commands: a histogram bar's pages hold what the bar
/// counts, each row opens its board with the row's XGID, bad requests are
/// refused with a message, the report is written whole.
#[test]
fn drill_down_boards_and_report() {
    use blunderdb_app::positions::DrillRequest;
    let Some(fx) = fixtures() else { return };
    let (dir, lib) = temp_library();
    let cancel = AtomicBool::new(false);
    lib.import(&[fx.join("sgf")], &cancel, |_| {}).unwrap();
    let figures = lib.stats(&Filter::default()).unwrap().figures;
    let bar = figures["histogram"][0]["count"].as_u64().unwrap();
    assert!(bar > 50, "{bar}");
    let req = |offset: usize| DrillRequest {
        bucket: Some(0),
        limit: 50,
        offset,
        ..Default::default()
    };
    let first = lib.decisions(&req(0)).unwrap();
    assert_eq!(first.total, bar, "the list holds what the bar counts");
    assert_eq!(first.decisions.len(), 50);
    let mut seen = 0;
    let mut offset = 0;
    while offset < bar as usize {
        let p = lib.decisions(&req(offset)).unwrap();
        seen += p.decisions.len();
        offset += 50;
    }
    assert_eq!(seen as u64, bar);
    // Next and Previous as the window asks for them: after the page's last
    // row, before its first; the same pages as by offset.
    let second = lib
        .decisions(&DrillRequest {
            after: blunderdb::queries::drill::Cursor::of(&first.decisions[49]),
            total: Some(bar),
            ..req(0)
        })
        .unwrap();
    assert_eq!(second.decisions, lib.decisions(&req(50)).unwrap().decisions);
    assert_eq!(second.total, bar);
    let back = lib
        .decisions(&DrillRequest {
            before: blunderdb::queries::drill::Cursor::of(&second.decisions[0]),
            ..req(0)
        })
        .unwrap();
    assert_eq!(back.decisions, first.decisions);
    assert_eq!(back.total, bar, "counted when the window does not know it");
    // A checker play's board lists its candidates from the SGF file.
    let chk = first
        .decisions
        .iter()
        .find(|d| d.kind == "checker")
        .expect("a checker play in bar 0");
    let view = lib.board(chk.match_no, chk.game, chk.seq).unwrap();
    let list = view.candidates.list().expect("candidates in the file");
    assert_eq!(list[0].diff, 0.0);
    assert_eq!(list.iter().filter(|k| k.played).count(), 1);
    let v = serde_json::to_value(&view).unwrap();
    assert_eq!(v["candidates"]["status"], "found");
    let d = &first.decisions[3];
    let view = lib.board(d.match_no, d.game, d.seq).unwrap();
    assert_eq!(view.decision.xgid, d.xgid);
    let x = d.xgid.as_deref().unwrap();
    assert!(view.svg.starts_with(r#"<svg class="board""#));
    assert!(view.svg.contains(&format!(r#"data-xgid="{x}""#)));
    assert!(lib.board(d.match_no, d.game, 99_999).is_err());
    let bad = DrillRequest {
        kind: Some("chequer".into()),
        limit: 50,
        ..Default::default()
    };
    assert!(lib.decisions(&bad).unwrap_err().contains("unknown kind"));
    let zero = DrillRequest::default();
    assert!(lib.decisions(&zero).is_err());
    let out = dir.path().join("report.html");
    let n = lib.export_report(&out, &Filter::default(), 5).unwrap();
    let html = std::fs::read_to_string(&out).unwrap();
    assert_eq!(html.len(), n);
    assert_eq!(html.matches(r#"<svg class="board""#).count(), 5);
    assert!(lib
        .export_report(&dir.path().join("none/r.html"), &Filter::default(), 5)
        .is_err());
}

/// The Progression and breakdown cards, the comparison and the merge of the
/// Players tab: the library's own functions, the figures of the CLI.
#[test]
fn progress_breakdown_compare_and_aliases() {
    let Some(fx) = fixtures() else { return };
    let (_dir, lib) = temp_library();
    let cancel = AtomicBool::new(false);
    lib.import(&[fx.join("xg")], &cancel, |_| {}).unwrap();
    let who = Filter {
        player: Some("Squire/Jørgensen".into()),
        ..Default::default()
    };
    let v = lib.progress(&who, "match", 500).unwrap();
    assert_eq!(v.progress.rows.len(), 1);
    assert_eq!(v.points.len(), 1);
    assert_eq!(v.chart_svg.matches("<circle").count(), 1);
    // The window gets the chart's number and dot count, not the dots; a
    // click is matched to its dot by the library.
    let p = v.points[0].clone();
    assert!(p.match_id.is_some());
    let sent = serde_json::to_value(&v).unwrap();
    assert_eq!(sent.get("points"), None);
    assert_eq!(sent["dots"], 1);
    assert_eq!(sent["chart"], v.chart);
    let (x, y) = (f64::from(p.x), f64::from(p.y));
    let hit = |chart, x, y| lib.progress_point_at(chart, x, y).map(|h| h.match_id);
    assert_eq!(hit(v.chart, x + 2.0, y - 1.0), Some(p.match_id));
    assert_eq!(hit(v.chart, x + 30.0, y), None);
    // A newer chart replaces the window's; the oldest kept are dropped.
    let newer: Vec<u64> = (0..4)
        .map(|_| lib.progress(&who, "match", 100).unwrap().chart)
        .collect();
    assert!(newer.iter().all(|&c| c > v.chart), "{newer:?}");
    assert_eq!(hit(v.chart, x, y), None);
    assert_eq!(hit(newer[0], x, y), Some(p.match_id));
    assert!(lib.progress(&who, "week", 500).is_err());
    // The whole library's progression by match, read ahead of a visit
    // (`warm_progress`), is the CLI's and follows the next import.
    let all = Filter::default();
    assert!(lib.warm_progress().unwrap());
    let by_match = |lib: &Library| lib.progress(&all, "match", 500).unwrap().progress;
    let cli = |lib: &Library| {
        let store = Store::open(Path::new(&lib.info().unwrap().path)).unwrap();
        blunderdb::queries::progress::progress_report(
            &store,
            &all,
            blunderdb::queries::progress::Period::Match,
        )
        .unwrap()
    };
    let kept = by_match(&lib);
    assert_eq!(kept.rows.len() as u64, lib.info().unwrap().matches);
    assert_eq!(
        serde_json::to_value(&kept).unwrap(),
        serde_json::to_value(cli(&lib)).unwrap()
    );
    lib.import(&[fx.join("mat")], &cancel, |_| {}).unwrap();
    let after = by_match(&lib);
    let n = lib.info().unwrap().matches;
    assert!(
        n > kept.rows.len() as u64,
        "{n} matches after importing the .mat files"
    );
    assert_eq!(after.rows.len() as u64, n);
    assert_eq!(
        serde_json::to_value(&after).unwrap(),
        serde_json::to_value(cli(&lib)).unwrap()
    );
    let b = lib.breakdown(&who, "cube-action").unwrap();
    let sum: f64 = b["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["error_emg"].as_f64().unwrap())
        .sum();
    let stats = lib.stats(&who).unwrap().figures;
    assert!((sum - stats["cube_error_emg"].as_f64().unwrap()).abs() < 1e-9);
    // Compare: the two teams of the Aachen match (their only match here),
    // so each side's head-to-head figures are its stats (XG prints 156 and
    // 161 decisions; blunderDB reads 162 for the second, a known residual).
    let c = lib.compare("Squire/Jørgensen", "harmand/unger").unwrap();
    assert_eq!(c["head_to_head"][0]["decisions"], 156);
    let other = lib
        .stats(&Filter {
            player: Some("Harmand/Unger".into()),
            ..Default::default()
        })
        .unwrap()
        .figures;
    assert_eq!(c["head_to_head"][1]["decisions"], other["decisions"]);
    assert_eq!(c["head_to_head"][1]["pr"], other["pr"]);
    assert_eq!(c["head_to_head"][0]["wins"], 1);
    assert_eq!(c["overall"][1]["name"], "Harmand/Unger");
    // Merge and undo.
    let before = lib.players().unwrap().len();
    lib.add_alias("Harmand/Unger", "Squire/Jørgensen").unwrap();
    assert_eq!(lib.players().unwrap().len(), before - 1);
    assert_eq!(lib.aliases().unwrap().len(), 1);
    assert!(lib.add_alias("Squire/Jørgensen", "Harmand/Unger").is_err());
    lib.remove_alias("harmand/unger").unwrap();
    assert_eq!(lib.players().unwrap().len(), before);
}

/// A library of `n` synthetic matches (no fixture needed).
fn synthetic_library(n: u64) -> (tempfile::TempDir, Library) {
    let (dir, lib) = temp_library();
    let mut store = Store::open(&dir.path().join("library.db")).unwrap();
    let batch: Vec<_> = (0..n)
        .map(|i| {
            (
                blunderdb::model::synthetic::synthetic_match(7, i, 6),
                format!("synthetic/{i}.sgf"),
            )
        })
        .collect();
    store.insert_matches(&batch).unwrap();
    (dir, lib)
}

/// The progression chart's bands are the library's scale: XG's until
/// another is chosen; an unknown scale is refused and changes nothing.
#[test]
fn level_bands_follow_the_library_setting() {
    let (_dir, lib) = synthetic_library(20);
    let f = Filter::default();
    let bands = |lib: &Library| {
        let svg = lib.progress(&f, "month", 500).unwrap().chart_svg;
        [
            "World Champ",
            "World Class",
            "Supernatural",
            "World class",
            "Grandmaster",
        ]
        .into_iter()
        .filter(|b| svg.contains(&format!("\n{b}\n")))
        .collect::<Vec<_>>()
    };
    let s = lib.level_scales().unwrap();
    assert_eq!(s.current, "xg");
    assert_eq!(
        s.all.iter().map(|s| s.key).collect::<Vec<_>>(),
        ["xg", "gnubg", "bmab"]
    );
    assert_eq!(bands(&lib), ["World Champ", "World Class"]);
    // The Stats figures name the PR's level on that scale.
    let level = |lib: &Library| {
        let v = lib.stats(&f).unwrap();
        let pr = v.figures["pr"].as_f64().unwrap();
        (pr, v.level, v.level_scale)
    };
    let (pr, name, scale) = level(&lib);
    assert!((2.5..5.0).contains(&pr), "PR {pr}");
    assert_eq!((name, scale), (Some("World Class"), "XG"));
    assert_eq!(lib.set_level_scale("gnubg").unwrap().current, "gnubg");
    assert_eq!(bands(&lib), ["Supernatural", "World class"]);
    let (_, name, scale) = level(&lib);
    assert_eq!(
        (name, scale),
        (Some(blunderdb::queries::levels::GNUBG.level(pr)), "gnuBG")
    );
    assert_ne!(name, Some("World Class"));
    let e = lib.set_level_scale("snowie").unwrap_err();
    assert!(e.contains("snowie") && e.contains("xg, gnubg, bmab"), "{e}");
    assert_eq!(lib.level_scales().unwrap().current, "gnubg");
    // The same library opened again keeps it; the CLI reads it too.
    let path = lib.info().unwrap().path;
    let again = Library::open(Path::new(&path)).unwrap();
    assert_eq!(again.level_scales().unwrap().current, "gnubg");
    assert_eq!(
        Store::open(Path::new(&path))
            .unwrap()
            .level_scale()
            .unwrap(),
        blunderdb::queries::levels::GNUBG
    );
    assert_eq!(lib.set_level_scale("bmab").unwrap().current, "bmab");
    assert_eq!(bands(&lib), ["Grandmaster"]);
}

/// The cards of a redraw are skipped (`None`) once a newer `stats` has
/// been asked for; without a ticket they are always computed.
#[test]
fn stale_cards_are_not_computed() {
    let (_dir, lib) = synthetic_library(20);
    let f = Filter::default();
    let old = lib.stats(&f).unwrap().ticket;
    assert!(lib
        .progress_card(&f, "month", 500, Some(old), None)
        .unwrap()
        .is_some());
    assert!(lib
        .breakdown_card(&f, "phase", Some(old))
        .unwrap()
        .is_some());
    let new = lib.stats(&f).unwrap().ticket;
    assert!(new > old);
    assert!(lib
        .progress_card(&f, "match", 500, Some(old), None)
        .unwrap()
        .is_none());
    assert!(lib
        .breakdown_card(&f, "phase", Some(old))
        .unwrap()
        .is_none());
    assert!(lib
        .progress_card(&f, "match", 500, Some(new), None)
        .unwrap()
        .is_some());
    assert!(lib.breakdown_card(&f, "score", None).unwrap().is_some());
    assert!(lib.progress_card(&f, "week", 500, Some(new), None).is_err());
}

/// The window numbers its redraws and asks for the cards with the
/// figures: a card waits for the figures of its number, is computed for
/// it, and is skipped once a higher number was asked for.
#[test]
fn cards_asked_with_their_figures_wait_for_them() {
    let (_dir, lib) = synthetic_library(20);
    let lib = std::sync::Arc::new(lib);
    let f = Filter::default();
    let t = 1_700_000_000_000u64;
    // The card first: it waits until the figures of `t` are answered.
    let (tx, rx) = std::sync::mpsc::channel();
    let card = {
        let lib = lib.clone();
        std::thread::spawn(move || {
            lib.figures_first(Some(t));
            let _ = tx.send(lib.stats_for(&Filter::default(), None).is_ok());
        })
    };
    std::thread::sleep(std::time::Duration::from_millis(50));
    assert!(!card.is_finished(), "the card waited for its figures");
    assert_eq!(lib.stats_for(&f, Some(t)).unwrap().ticket, t);
    assert!(rx
        .recv_timeout(std::time::Duration::from_secs(2))
        .expect("the card went on once the figures were answered"));
    card.join().unwrap();
    // That card asked for `stats` without a number: the next one, t + 1.
    let t = t + 1;
    assert!(lib
        .progress_card(&f, "month", 500, Some(t), None)
        .unwrap()
        .is_some());
    // A newer redraw: the older one's cards are stale, and do not wait.
    assert_eq!(lib.stats_for(&f, Some(t + 10)).unwrap().ticket, t + 10);
    let started = std::time::Instant::now();
    lib.figures_first(Some(t));
    assert!(started.elapsed() < std::time::Duration::from_secs(1));
    assert!(lib.breakdown_card(&f, "phase", Some(t)).unwrap().is_none());
    assert!(lib
        .breakdown_card(&f, "phase", Some(t + 10))
        .unwrap()
        .is_some());
}

/// The window's language: English here (BLUNDERDB_LANG), with its
/// messages and English's; a choice is kept in the config folder (written
/// whole), changes `Library::text` (the words Rust draws) at once, and
/// "system" goes back to the locale; an unknown language is refused.
#[test]
fn the_language_is_chosen_remembered_and_sent_with_its_messages() {
    let config = setup();
    let _choosing = LANGUAGE_CHOICE.lock().unwrap_or_else(|e| e.into_inner());
    let (_dir, lib) = temp_library();
    let l = lib.language();
    assert_eq!(l.lang, "en");
    assert_eq!(lib.text().lang(), "en");
    assert_eq!(l.languages.len(), blunderdb::i18n::LANGUAGES.len());
    assert_eq!(l.messages.len(), blunderdb::i18n::WEB_DOMAINS.len());
    assert!(l
        .fallback
        .iter()
        .any(|src| src.contains("tab-stats = Stats")));

    let de = lib.set_language("de").unwrap();
    assert_eq!((de.lang, de.choice.as_str()), ("de", "de"));
    assert_eq!(lib.text().lang(), "de");
    assert!(de.messages.iter().any(|src| src.contains("tab-stats =")));
    assert_eq!(
        std::fs::read_to_string(config.join("language"))
            .unwrap()
            .trim(),
        "de"
    );
    assert!(!config.join("language.tmp").exists(), "written by a rename");
    // Remembered: what the next start reads (BLUNDERDB_LANG, set for the
    // tests, would override it there).
    assert_eq!(blunderdb_app::language::saved_choice(), "de");
    assert_eq!(lib.language().choice, "de");
    // The window's errors follow it too.
    let e = lib.set_language("xx").unwrap_err();
    assert_eq!(e, "keine Texte in der Sprache „xx“");
    assert_eq!(lib.text().lang(), "de", "a refused choice changes nothing");

    let sys = lib.set_language(blunderdb_app::SYSTEM).unwrap();
    assert_eq!(sys.choice, "system");
    assert_eq!(sys.lang, sys.system);
    assert_eq!(blunderdb_app::language::saved_choice(), "system");
}

/// Every scale the window names has its messages in English (their ids
/// are made from the keys, so tests/i18n.rs cannot see them), and the
/// bands' names come in the window's language.
#[test]
fn every_scale_has_its_messages_and_its_bands_names_come_with_the_language() {
    use blunderdb::queries::levels::Scale;
    let en = blunderdb::i18n::Text::get("en");
    for s in Scale::ALL {
        for id in [
            format!("scale-{}", s.key),
            format!("scale-{}-source", s.key),
        ] {
            assert!(en.has(&id), "{id}");
        }
    }
    let (_dir, lib) = temp_library();
    let levels = lib.language().levels;
    assert_eq!(levels.len(), Scale::ALL.len());
    assert_eq!(levels[0].key, "xg");
    assert_eq!(
        levels[0].names[1],
        ("World Class", "World Class".to_string())
    );
    for (l, s) in levels.iter().zip(Scale::ALL) {
        assert_eq!(l.names.len(), s.bands.len(), "{}", s.key);
    }
}

/// A switch of language draws the Stats tab's charts again from what the
/// window shows, without reading the library: the same pictures as its
/// commands draw in that language; a progression chart that is not the
/// latest drawn is asked for again instead.
#[test]
fn charts_are_drawn_again_in_the_new_language() {
    let (_dir, lib) = temp_library();
    let _choosing = LANGUAGE_CHOICE.lock().unwrap_or_else(|e| e.into_inner());
    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("../fixtures/gnubg");
    let cancel = AtomicBool::new(false);
    lib.import(&[fixtures], &cancel, |_| {}).unwrap();
    let all = Filter::default();
    let stats = lib.stats(&all).unwrap();
    let card = lib.progress(&all, "month", 500).unwrap();
    lib.set_language("de").unwrap();
    let again = lib.redraw_charts(&stats.figures, Some(card.chart));
    assert_eq!(again.histogram_svg, lib.stats(&all).unwrap().histogram_svg);
    assert_ne!(again.histogram_svg, stats.histogram_svg, "in German");
    let chart = again.progress.expect("the latest chart");
    assert_ne!(chart.chart, card.chart, "a new number for its dots");
    assert_eq!(chart.dots, card.dots);
    assert!(lib.progress_point_at(chart.chart, 0.0, 0.0).is_none());
    let fresh = lib.progress(&all, "month", 500).unwrap();
    assert_eq!(chart.chart_svg, fresh.chart_svg);
    // The chart of `card` is no longer the latest drawn.
    assert!(lib
        .redraw_charts(&stats.figures, Some(card.chart))
        .progress
        .is_none());
    lib.set_language(blunderdb_app::SYSTEM).unwrap();
}

/// Every module of the window is in the app (`frontendDist` lists the
/// files one by one): a module left out makes the window's import fail
/// and the window stay blank.
#[test]
fn every_window_module_is_bundled() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let conf: Value =
        serde_json::from_str(&std::fs::read_to_string(root.join("tauri.conf.json")).unwrap())
            .unwrap();
    let listed: Vec<String> = conf["build"]["frontendDist"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|v| v.as_str().map(str::to_string))
        .collect();
    let mut modules = 0;
    for e in std::fs::read_dir(root.join("../ui")).unwrap() {
        let name = e.unwrap().file_name().to_string_lossy().into_owned();
        // Tests and the tools that run under node only.
        if !name.ends_with(".js") || name.ends_with(".test.js") || name == "i18n-node.js" {
            continue;
        }
        modules += 1;
        assert!(
            listed.contains(&format!("../ui/{name}")),
            "ui/{name} is not in tauri.conf.json's frontendDist"
        );
    }
    assert!(modules >= 20, "{modules}");
}

/// `blunderdb search QUERY --format json` (and its options) of a library,
/// by the command line built beside the app.
fn cli_search(db: &Path, query: &str, extra: &[&str]) -> Value {
    let cli = Path::new(env!("CARGO_BIN_EXE_blunderdb-app")).with_file_name("blunderdb");
    assert!(
        cli.exists(),
        "{} is missing: run `cargo build -p blunderdb --bin blunderdb` first (scripts/app-test.sh does)",
        cli.display()
    );
    let out = Command::new(cli)
        .arg("--db")
        .arg(db)
        .args(["search", query, "--format", "json"])
        .args(extra)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{query}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

/// The rows of a page as (match, game, seq).
fn keys(rows: &[Value]) -> Vec<(i64, i64, i64)> {
    rows.iter()
        .map(|r| {
            (
                r["match"].as_i64().unwrap(),
                r["game"].as_i64().unwrap(),
                r["seq"].as_i64().unwrap(),
            )
        })
        .collect()
}

/// The Positions tab's commands on the gnuBG fixtures: each query's count,
/// figures and pages are the command line's JSON; every row has its small
/// board; a query that does not parse says where; saved searches are kept.
#[test]
fn positions_search_is_the_clis_search() {
    use blunderdb_app::search::SearchRequest;
    setup();
    let fx = Path::new(env!("CARGO_MANIFEST_DIR")).join("../fixtures/gnubg");
    let (dir, lib) = temp_library();
    let r = lib.import(&[fx], &AtomicBool::new(false), |_| {}).unwrap();
    assert!(r.summary.imported >= 5, "{:?}", r.summary);
    let db = dir.path().join("library.db");
    let req = |query: &str, filter: Filter, after: Option<String>| SearchRequest {
        query: query.into(),
        filter,
        limit: Some(24),
        after,
        boards: true,
    };
    for query in [
        "nc P<90",
        "",
        "s nc P<70",
        "gt:back_game",
        "gt:holding,mutual_holding E>20",
        "k>2 xD65",
        "d:take",
        "ph:race,bearoff xE>80",
        "!nc p>35",
    ] {
        let app = lib.search(&req(query, Filter::default(), None)).unwrap();
        let app = serde_json::to_value(&app).unwrap();
        let cli = cli_search(&db, query, &["--limit", "24"]);
        assert_eq!(app["count"], cli["count"], "{query}: the count");
        let (a, c) = (&app["selection"], &cli["selection"]);
        for k in ["decisions", "errors", "blunders"] {
            assert_eq!(a[k], c[k], "{query}: {k}");
        }
        for k in ["error_emg", "pr"] {
            match (a[k].as_f64(), c[k].as_f64()) {
                (Some(x), Some(y)) => assert!((x - y).abs() < 1e-9, "{query}: {k} {x} {y}"),
                (x, y) => assert_eq!(x, y, "{query}: {k}"),
            }
        }
        let rows = app["decisions"].as_array().unwrap();
        assert_eq!(
            keys(rows),
            keys(cli["decisions"].as_array().unwrap()),
            "{query}: the first page"
        );
        assert_eq!(app["next"], cli["next"], "{query}: the cursor");
        assert_eq!(rows[0]["pips"], cli["decisions"][0]["pips"]);
        assert_eq!(rows[0]["plan"], cli["decisions"][0]["plan"]);
        // A small board per row: the playing area of the row's board.
        let boards = app["boards"].as_array().unwrap();
        assert_eq!(boards.len(), rows.len());
        for (b, row) in boards.iter().zip(rows) {
            let b = b.as_str().unwrap();
            assert!(b.starts_with(r#"<svg class="board small""#), "{}", &b[..80]);
            assert!(b.contains(r#"viewBox="0 60 "#), "{}", &b[..200]);
            if let Some(x) = row["xgid"].as_str() {
                assert!(b.contains(&format!(r#"data-xgid="{x}""#)));
            }
            // Only the large words inside the cut: the cube, the counts.
            assert!(!b.contains("<title>") && b.ends_with("</svg>"));
            assert!(!b.contains(r#"font-size="12""#), "the points' numbers");
            assert!(b.contains(r#"<g class="cube">"#) && b.contains("</text></g>"));
            assert!(b.contains("<circle") || row["xgid"].is_null());
        }
    }
    let count = |v: &Value| v["count"].as_u64().unwrap();
    let first = serde_json::to_value(
        lib.search(&req("nc P<90", Filter::default(), None))
            .unwrap(),
    )
    .unwrap();
    assert_eq!(count(&first), 265, "the fixtures' short races");
    // The next page by its cursor, as `--after`.
    let next = first["next"].as_str().unwrap().to_string();
    let second = serde_json::to_value(
        lib.search(&req("nc P<90", Filter::default(), Some(next.clone())))
            .unwrap(),
    )
    .unwrap();
    let cli = cli_search(&db, "nc P<90", &["--limit", "24", "--after", &next]);
    assert_eq!(
        keys(second["decisions"].as_array().unwrap()),
        keys(cli["decisions"].as_array().unwrap())
    );
    assert_ne!(second["decisions"][0], first["decisions"][0]);
    // The Stats filters: a player, a length, dates.
    let alice = Filter {
        player: Some("alice".into()),
        length: Some(0),
        ..Default::default()
    };
    let app = serde_json::to_value(lib.search(&req("nc", alice, None)).unwrap()).unwrap();
    let cli = cli_search(
        &db,
        "nc",
        &["--player", "alice", "--length", "0", "--limit", "24"],
    );
    assert_eq!(app["count"], cli["count"]);
    assert!(count(&app) > 0 && count(&app) < count(&first) * 4);
    assert!(app["decisions"]
        .as_array()
        .unwrap()
        .iter()
        .all(|r| r["player"] == "alice" && r["length"] == 0));
    // Without boards when not asked for.
    let bare = lib
        .search(&SearchRequest {
            boards: false,
            ..req("nc", Filter::default(), None)
        })
        .unwrap();
    assert!(bare.boards.is_empty() && !bare.page.decisions.is_empty());
    // A query that does not parse: the message, the token, where it starts.
    let e = lib
        .search(&req("nc  Q<7 P>3", Filter::default(), None))
        .unwrap_err();
    assert_eq!(e.position, Some(4));
    assert_eq!(e.token.as_deref(), Some("Q<7"));
    assert_eq!(e.length, Some(3));
    assert!(
        e.message.contains(r#""Q<7" (character 5)"#) && e.message.contains("unknown filter"),
        "{}",
        e.message
    );
    let v = serde_json::to_value(&e).unwrap();
    assert_eq!(v["position"], 4);
    // In characters, not bytes.
    let e = lib
        .search(&req("gt:hölding", Filter::default(), None))
        .unwrap_err();
    assert_eq!((e.position, e.length), (Some(0), Some(10)));
    // Other errors have no position: an unknown player, a bad cursor, a bad page.
    let e = lib
        .search(&req(
            "nc",
            Filter {
                player: Some("nobody at all".into()),
                ..Default::default()
            },
            None,
        ))
        .unwrap_err();
    assert_eq!(e.position, None);
    assert!(!e.message.is_empty());
    let e = lib
        .search(&req("nc", Filter::default(), Some("x,y".into())))
        .unwrap_err();
    assert_eq!(e.position, None);
    assert!(lib
        .search(&SearchRequest {
            limit: Some(0),
            ..req("nc", Filter::default(), None)
        })
        .is_err());
    // Saved searches: saved once parsed, listed by name, the CLI sees them.
    assert!(lib.saved_searches().unwrap().is_empty());
    let saved = lib.save_search("short races", "nc P<90").unwrap();
    assert_eq!(saved.len(), 1);
    assert_eq!(
        (saved[0].name.as_str(), saved[0].query.as_str()),
        ("short races", "nc P<90")
    );
    let bad = lib.save_search("broken", "nc Q<7").unwrap_err();
    assert_eq!(bad.position, Some(3));
    assert!(lib.save_search("  ", "nc").is_err());
    let saved = lib.save_search("Back games", "gt:back_game").unwrap();
    assert_eq!(
        saved.iter().map(|s| s.name.as_str()).collect::<Vec<_>>(),
        ["Back games", "short races"]
    );
    let listed = cli_text_of(&db, &["search", "list", "--format", "json"]);
    let listed: Value = serde_json::from_str(&listed).unwrap();
    assert_eq!(listed.as_array().unwrap().len(), 2);
    let run = cli_search_run(&db, "short races");
    assert_eq!(run["count"], first["count"]);
    let left = lib.remove_search("SHORT RACES").unwrap();
    assert_eq!(left.len(), 1);
    let e = lib.remove_search("short races").unwrap_err();
    assert!(e.contains("short races") && e.contains("Back games"), "{e}");
}

/// The command line's output for `args`.
fn cli_text_of(db: &Path, args: &[&str]) -> String {
    let cli = Path::new(env!("CARGO_BIN_EXE_blunderdb-app")).with_file_name("blunderdb");
    let out = Command::new(cli)
        .arg("--db")
        .arg(db)
        .args(args)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// `blunderdb search run NAME --format json`.
fn cli_search_run(db: &Path, name: &str) -> Value {
    serde_json::from_str(&cli_text_of(
        db,
        &["search", "run", name, "--format", "json", "--limit", "24"],
    ))
    .unwrap()
}

/// `blunderdb ARGS --db DB` as JSON, by the command line built beside the app.
fn cli_json(db: &Path, args: &[&str]) -> Value {
    let cli = Path::new(env!("CARGO_BIN_EXE_blunderdb-app")).with_file_name("blunderdb");
    assert!(
        cli.exists(),
        "{} is missing: run scripts/app-test.sh",
        cli.display()
    );
    let out = Command::new(cli)
        .arg("--db")
        .arg(db)
        .args(args)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

/// The Train tab's commands (#28): the starred decisions' cards are due,
/// a card's board has a target on every point and no answer, the played
/// move graded costs what the file says it cost, a cube answer to a
/// checker card is refused and keeps nothing, and the marks are the
/// command line's.
#[test]
fn training_cards_are_graded_by_the_files_equities() {
    let Some(fx) = fixtures() else { return };
    let (dir, lib) = temp_library();
    let db = dir.path().join("library.db");
    let cancel = AtomicBool::new(false);
    lib.import(
        &[fx.join("xg/charlot1-charlot2_7p_2025-11-08-2305.xg")],
        &cancel,
        |_| {},
    )
    .unwrap();
    // The worst checker plays, as `decisions` lists them.
    let rows = cli_json(
        &db,
        &[
            "decisions",
            "--kind",
            "checker",
            "--limit",
            "3",
            "--format",
            "json",
        ],
    );
    let rows = rows["decisions"].as_array().unwrap().clone();
    assert_eq!(rows.len(), 3);
    for r in &rows {
        let m = lib.mark_star(r["ref"].as_str().unwrap(), true).unwrap();
        assert!(m.starred);
    }
    let due = lib
        .train_due(&blunderdb_app::study::Deck {
            kind: "starred".into(),
            name: None,
        })
        .unwrap();
    assert_eq!((due.due, due.total), (3, 3));
    let cli_due = cli_json(&db, &["train", "due", "--starred", "--format", "json"]);
    assert_eq!(cli_due["cards"].as_array().unwrap().len(), 3);
    for card in &due.cards {
        let row = rows
            .iter()
            .find(|r| r["ref"] == card.reference.as_str())
            .expect("a starred row");
        let view = lib.train_card(card.card, "", false).unwrap();
        assert!(view.svg.contains(r#"data-point="25""#) && view.svg.contains(r#"data-point="0""#));
        for p in 1..=24 {
            assert!(view.svg.contains(&format!(r#"data-point="{p}""#)));
        }
        // No answer on the card: neither arrow, nor the error.
        assert!(!view.svg.contains(r#"marker-end="url(#best-head)""#));
        assert!(!view.svg.contains(r#"marker-end="url(#played-head)""#));
        // The move so far is drawn as played.
        let played = row["played"].as_str().unwrap();
        let so_far = lib.train_card(card.card, played, false).unwrap();
        assert!(so_far.svg.contains("played-head"));
        // A cube answer to a checker card: refused, nothing kept.
        let e = lib.train_answer(card.card, "take").unwrap_err();
        assert!(!e.is_empty());
        // The move played costs the error the file gives it.
        let a = lib.train_answer(card.card, played).unwrap();
        let err = row["error"].as_f64().unwrap();
        let loss = a.answered.loss.expect("in the analysis");
        assert!((loss - err).abs() < 1e-6, "{loss} vs {err} for {played}");
        let expect = if err >= 0.100 {
            "blunder"
        } else if err >= 0.050 {
            "error"
        } else if err > 0.0 {
            "close"
        } else {
            "best"
        };
        assert_eq!(a.answered.grade.as_str(), expect);
        assert_eq!(a.answered.best.as_deref(), row["best"].as_str());
        assert!(a.svg.contains("best-head"));
    }
    // Graded once each: nothing is due any more.
    let after = lib
        .train_due(&blunderdb_app::study::Deck {
            kind: "starred".into(),
            name: None,
        })
        .unwrap();
    assert_eq!(after.total, 3);
    assert!(after.due < 3);
    // Marks, as the command line keeps them.
    let r0 = rows[0]["ref"].as_str().unwrap();
    let m = lib
        .mark_tags(r0, &["timing".into(), "backgame".into()], true)
        .unwrap();
    assert_eq!(m.tags, vec!["backgame".to_string(), "timing".to_string()]);
    let m = lib.mark_comment(r0, "too bold").unwrap();
    assert_eq!(m.comments.len(), 1);
    assert!(lib.mark_tags(r0, &["two words".into()], true).is_err());
    let m = lib.mark_tags(r0, &["timing".into()], false).unwrap();
    assert_eq!(m.tags, vec!["backgame".to_string()]);
    let tags = cli_json(&db, &["tag", "list", "--format", "json"]);
    assert_eq!(tags["tags"][0]["tag"], "backgame");
    assert_eq!(tags["tags"][0]["count"], 1);
}

/// Whether two JSON values are equal, their numbers to the last bits a
/// print and a read may change (serde_json reads floats within one ulp).
fn same_json(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => match (x.as_f64(), y.as_f64()) {
            (Some(x), Some(y)) => x == y || (x - y).abs() <= 1e-12 * x.abs().max(y.abs()),
            _ => x == y,
        },
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(x, y)| same_json(x, y))
        }
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len()
                && x.iter()
                    .all(|(k, v)| y.get(k).is_some_and(|w| same_json(v, w)))
        }
        _ => a == b,
    }
}

/// The (width, height) of an SVG's `viewBox="0 0 W H"`.
fn view_box(svg: &str) -> (f64, f64) {
    let at = svg.find("viewBox=\"").expect("a viewBox") + 9;
    let nums: Vec<f64> = svg[at..]
        .split('"')
        .next()
        .unwrap()
        .split_whitespace()
        .map(|v| v.parse().unwrap())
        .collect();
    (nums[2], nums[3])
}

/// Pictures and collections (#28): a board's SVG with its analysis has
/// the arrows and the error, without it has neither; its PNG decodes at
/// twice the drawing's size with the header's text in ink; a collection
/// made in the window is `collection show --format json`'s, a live one
/// counts what its search finds, and the exports are the command line's.
#[test]
fn pictures_and_collections_are_the_command_lines() {
    let Some(fx) = fixtures() else { return };
    let (dir, lib) = temp_library();
    let db = dir.path().join("library.db");
    let cancel = AtomicBool::new(false);
    lib.import(
        &[fx.join("xg/charlot1-charlot2_7p_2025-11-08-2305.xg")],
        &cancel,
        |_| {},
    )
    .unwrap();
    let rows = cli_json(
        &db,
        &[
            "decisions",
            "--kind",
            "checker",
            "--limit",
            "3",
            "--format",
            "json",
        ],
    );
    let rows = rows["decisions"].as_array().unwrap().clone();
    let refs: Vec<String> = rows
        .iter()
        .map(|r| r["ref"].as_str().unwrap().to_string())
        .collect();

    // The SVG, with and without the analysis.
    let full = lib.picture_svg(&refs[0], true, false).unwrap();
    let plain = lib.picture_svg(&refs[0], false, false).unwrap();
    assert!(full.contains(r#"marker-end="url(#played-head)""#));
    assert!(full.contains(r#"marker-end="url(#best-head)""#));
    assert!(
        !plain.contains("marker-end="),
        "no arrow without the analysis"
    );
    assert!(full.contains(r##"<tspan fill="#d9480f""##));
    assert!(
        !plain.contains(r##"<tspan fill="#d9480f""##),
        "no move nor error"
    );
    assert!(plain.contains(r#"class="board""#) && plain.contains("<circle"));
    let (w, h) = view_box(&full);
    let (pw, ph) = view_box(&plain);
    assert_eq!(w, pw);
    assert!(ph < h, "the footer without the move and error is shorter");
    // The flipped board is another drawing of the same position.
    assert_ne!(lib.picture_svg(&refs[0], true, true).unwrap(), full);
    assert!(lib.picture_svg("nonsense", true, false).is_err());

    // The PNG: twice the drawing's size, not blank, the header's words in ink.
    let png_path = dir.path().join("board.png");
    let n = lib.picture_save(&refs[0], true, false, &png_path).unwrap();
    let bytes = std::fs::read(&png_path).unwrap();
    assert_eq!(bytes.len(), n);
    let decoder = png::Decoder::new(std::io::Cursor::new(&bytes));
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).unwrap();
    assert_eq!(
        (info.width, info.height),
        ((w * 2.0) as u32, (h * 2.0) as u32)
    );
    assert_eq!(info.color_type, png::ColorType::Rgba);
    let px = |x: u32, y: u32| {
        let i = ((y * info.width + x) * 4) as usize;
        [buf[i], buf[i + 1], buf[i + 2], buf[i + 3]]
    };
    let mut colours = std::collections::HashSet::new();
    for y in (0..info.height).step_by(7) {
        for x in (0..info.width).step_by(7) {
            colours.insert(px(x, y));
        }
    }
    assert!(
        colours.len() > 20,
        "{} colours: a blank picture",
        colours.len()
    );
    // The header (above the board, which starts at y = 64): only its text
    // is dark there, so dark pixels mean the fonts were found.
    let dark = (0..2 * 56)
        .flat_map(|y| (0..info.width).map(move |x| (x, y)))
        .filter(|&(x, y)| {
            let p = px(x, y);
            p[3] > 200 && p[0] < 90 && p[1] < 90 && p[2] < 90
        })
        .count();
    assert!(
        dark > 500,
        "{dark} dark pixels: the header's text is missing"
    );
    // The SVG file is the SVG.
    let svg_path = dir.path().join("board.svg");
    lib.picture_save(&refs[0], false, false, &svg_path).unwrap();
    assert_eq!(std::fs::read_to_string(&svg_path).unwrap(), plain);

    // A collection made in the window is the command line's.
    let listed = lib.collection_new("Keepers", None, None).unwrap();
    assert_eq!(listed.len(), 1);
    assert!(!listed[0].live && listed[0].count == 0);
    assert!(lib.collection_new("Keepers", None, None).is_err());
    assert!(lib.collection_new("  ", None, None).is_err());
    assert_eq!(
        lib.collection_change("Keepers", &refs[..2], true).unwrap(),
        2
    );
    assert_eq!(
        lib.collection_change("Keepers", &refs[..1], true).unwrap(),
        0
    );
    let shown = serde_json::to_value(lib.collection_show("Keepers", 200).unwrap()).unwrap();
    let cli = cli_json(&db, &["collection", "show", "Keepers", "--format", "json"]);
    for key in ["name", "live", "query", "decisions"] {
        assert!(
            same_json(&shown[key], &cli[key]),
            "{key}: {} vs {}",
            shown[key],
            cli[key]
        );
    }
    assert_eq!(cli["decisions"].as_array().unwrap().len(), 2);
    assert_eq!(cli["decisions"][0]["ref"], refs[0].as_str());
    let boards = shown["boards"].as_array().unwrap();
    assert_eq!(boards.len(), 2);
    assert!(boards
        .iter()
        .all(|b| b.as_str().unwrap().contains(r#"class="board small""#)));
    assert_eq!(
        lib.collection_change("Keepers", &refs[1..2], false)
            .unwrap(),
        1
    );
    let cli = cli_json(&db, &["collection", "show", "Keepers", "--format", "json"]);
    assert_eq!(cli["decisions"].as_array().unwrap().len(), 1);

    // A live collection, by a saved search: it counts what the search finds.
    lib.save_search("checker plays", "d:checker E>10").unwrap();
    let listed = lib
        .collection_new("Plays", None, Some("checker plays"))
        .unwrap();
    let live = listed.iter().find(|c| c.name == "Plays").unwrap();
    assert!(live.live);
    assert_eq!(live.query.as_deref(), Some("d:checker E>10"));
    let cli = cli_json(&db, &["collection", "show", "Plays", "--format", "json"]);
    assert_eq!(cli["live"], true);
    assert_eq!(live.count, cli["decisions"].as_array().unwrap().len());
    assert!(live.count > 0);
    // The window shows the first decisions, and says how many there are.
    let first = serde_json::to_value(lib.collection_show("Plays", 3).unwrap()).unwrap();
    assert_eq!(first["total"], serde_json::json!(live.count));
    let shown = first["decisions"].as_array().unwrap();
    assert_eq!(shown.len(), live.count.min(3));
    assert_eq!(first["boards"].as_array().unwrap().len(), shown.len());
    for (i, d) in shown.iter().enumerate() {
        assert!(
            same_json(d, &cli["decisions"][i]),
            "{i}: {d} vs {}",
            cli["decisions"][i]
        );
    }
    assert!(lib.collection_change("Plays", &refs[..1], true).is_err());
    assert!(lib.collection_new("Broken", Some("nc Q<7"), None).is_err());
    assert!(lib
        .collection_new("Nowhere", None, Some("no such"))
        .is_err());

    // The exports: the command line's files.
    let html = dir.path().join("k.html");
    lib.collection_export("Keepers", &html, false).unwrap();
    let cli_html = dir.path().join("k-cli.html");
    cli_text_of(
        &db,
        &[
            "collection",
            "export",
            "Keepers",
            "--html",
            cli_html.to_str().unwrap(),
        ],
    );
    let ours = std::fs::read_to_string(&html).unwrap();
    assert!(ours.contains(&refs[0]));
    assert_eq!(ours, std::fs::read_to_string(&cli_html).unwrap());
    let xgid = dir.path().join("k.txt");
    lib.collection_export("Keepers", &xgid, true).unwrap();
    assert_eq!(
        std::fs::read_to_string(&xgid).unwrap(),
        format!("{}\n", rows[0]["xgid"].as_str().unwrap())
    );
    // The Anki package: what the command line writes (tests/anki.rs reads
    // it through); an unknown collection is refused, naming it.
    let apkg = dir.path().join("k.apkg");
    let bytes = lib.collection_anki("Keepers", &apkg).unwrap();
    assert_eq!(bytes, std::fs::metadata(&apkg).unwrap().len());
    assert_eq!(&std::fs::read(&apkg).unwrap()[..2], b"PK");
    let e = lib
        .collection_anki("Nobody", &dir.path().join("n.apkg"))
        .unwrap_err();
    assert!(e.contains("\"Nobody\""), "{e}");
    assert!(!dir.path().join("n.apkg").exists());
}

/// A match holding two analyses of one engine (gnuBG's own in its file,
/// and a 0-ply `analyse --redo`): the window can show either, each equal
/// to the command line's `match show` of it, and the candidates panel
/// lists both with their own verdicts.
#[test]
fn two_gnubg_analyses_of_one_match_are_each_shown() {
    let Some(fx) = fixtures() else { return };
    if gnubg().is_none() {
        return;
    }
    let (dir, lib) = temp_library();
    let db = dir.path().join("library.db");
    let r = lib
        .import(&[fx.join("sgf/test.sgf")], &AtomicBool::new(false), |_| {})
        .unwrap();
    assert_eq!(r.summary.imported, 1, "{:?}", r.reports);
    let id = cli_matches(&db)[0]["id"].as_i64().unwrap();
    let show = |db: &Path| cli_json(db, &["match", "show", &id.to_string(), "--format", "json"]);
    let file = show(&db);
    cli_text_of(&db, &["analyse", "--redo", "--plies", "0"]);
    let redone = show(&db);
    let names: Vec<(Value, Value)> = redone["match"]["analyses"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| (a["plies"].clone(), a["counted"].clone()))
        .collect();
    assert_eq!(
        names,
        [
            (serde_json::json!(0), serde_json::json!(true)),
            (Value::Null, serde_json::json!(false))
        ]
    );
    // (game, seq, error) of every move.
    let errors = |v: &Value| -> Vec<(i64, i64, Option<f64>)> {
        v["games"]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|g| {
                let n = g["number"].as_i64().unwrap();
                g["moves"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(move |m| (n, m["seq"].as_i64().unwrap(), m["error"].as_f64()))
            })
            .collect()
    };
    // Equal to the last bits (an analysis moved beside another is stored
    // again: 1e-16 apart).
    let same = |x: &[(i64, i64, Option<f64>)], y: &[(i64, i64, Option<f64>)]| {
        x.len() == y.len()
            && x.iter().zip(y).all(|(p, q)| {
                (p.0, p.1) == (q.0, q.1)
                    && match (p.2, q.2) {
                        (Some(u), Some(v)) => (u - v).abs() < 1e-12,
                        (u, v) => u == v,
                    }
            })
    };
    let (a, b) = (errors(&file), errors(&redone));
    assert!(
        !same(&a, &b),
        "a 0-ply analysis differs from the file's somewhere"
    );
    let shown = |pick: Option<&str>| {
        errors(&serde_json::to_value(&*lib.match_review(id, pick).unwrap()).unwrap())
    };
    assert!(
        same(&shown(Some("analysis:gnubg")), &a),
        "gnuBG's own analysis"
    );
    assert!(
        same(&shown(Some("analysis:gnubg 0-ply")), &b),
        "the 0-ply one"
    );
    assert!(same(&shown(None), &b), "the counted one: the deepest");
    assert!(lib.match_review(id, Some("analysis:gnubg 3-ply")).is_err());
    assert!(lib.match_review(id, Some("analysis:bogus")).is_err());
    // A move the two judge differently: both verdicts, each its own.
    let (game, seq, _) = a
        .iter()
        .zip(&b)
        .find(|(x, y)| matches!((x.2, y.2), (Some(u), Some(v)) if (u - v).abs() > 1e-6))
        .map(|(x, _)| *x)
        .expect("a move both analyses judge differently");
    let cands =
        serde_json::to_value(lib.review_candidates(id, game as u32, seq as u32).unwrap()).unwrap();
    let engines = cands["engines"].as_array().unwrap();
    assert_eq!(engines.len(), 2, "{cands}");
    let err_of =
        |v: &[(i64, i64, Option<f64>)]| v.iter().find(|m| (m.0, m.1) == (game, seq)).unwrap().2;
    for e in engines {
        let want = if e["plies"] == serde_json::json!(0) {
            err_of(&b)
        } else {
            err_of(&a)
        };
        let (got, want) = (e["error"].as_f64().unwrap(), want.unwrap());
        assert!((got - want).abs() < 1e-12, "{} {got} vs {want}", e["plies"]);
    }
}

/// The Positions tab's paste: the same JSON as `blunderdb search --position
/// ID --format json` (the boards aside, one per row), and a malformed ID
/// refused with its wrong part named.
#[test]
fn paste_position_is_the_clis_search_position() {
    setup();
    let fx = Path::new(env!("CARGO_MANIFEST_DIR")).join("../fixtures/gnubg");
    let (dir, lib) = temp_library();
    let r = lib.import(&[fx], &AtomicBool::new(false), |_| {}).unwrap();
    assert!(r.summary.imported >= 5, "{:?}", r.summary);
    let db = dir.path().join("library.db");
    let rows = blunderdb::library::store::Store::open(&db)
        .unwrap()
        .match_decisions(1)
        .unwrap();
    let cli = Path::new(env!("CARGO_BIN_EXE_blunderdb-app")).with_file_name("blunderdb");
    for row in rows.iter().step_by(7).take(5) {
        let (Some(xgid), Some(pos)) = (&row.xgid, &row.position_id) else {
            continue;
        };
        for id in [xgid.clone(), pos.clone()] {
            let app = lib.paste_position(&id, Some(24), true).unwrap();
            assert_eq!(
                app.exact_boards.len(),
                app.page.exact.decisions.len(),
                "{id}"
            );
            // Through text, as the command line's numbers are read back
            // (serde_json's parse may differ by an ulp from the value).
            let mut app: Value =
                serde_json::from_str(&serde_json::to_string(&app).unwrap()).unwrap();
            let o = app.as_object_mut().unwrap();
            o.remove("exact_boards");
            o.remove("same_boards");
            let out = Command::new(&cli)
                .arg("--db")
                .arg(&db)
                .args([
                    "search",
                    "--position",
                    &id,
                    "--limit",
                    "24",
                    "--format",
                    "json",
                ])
                .output()
                .unwrap();
            assert!(out.status.success(), "{id}");
            let want: Value = serde_json::from_slice(&out.stdout).unwrap();
            assert_eq!(app, want, "{id}");
            assert!(want["exact"]["count"].as_u64().unwrap() >= 1, "{id}");
        }
    }
    let e = lib.paste_position("4HPwATDgc/AB", None, false).unwrap_err();
    assert!(
        e.message.contains("14 characters of base64"),
        "{}",
        e.message
    );
}
