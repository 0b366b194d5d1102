//! The club in the window (#30), without a window: Settings names a club
//! on a real `blunderdb serve` over a real PostgreSQL (started as the
//! server's tests start theirs), "Publish" uploads the library's matches,
//! and the club's library, opened read-only, gives the figures the server
//! gives, to 1e-9.
//!
//! Needs PostgreSQL (fails under CI without it) and the command line built
//! beside the app (`cargo build -p blunderdb --bins`, as
//! `scripts/app-test.sh` does).

#[path = "../../tests/server_support/mod.rs"]
mod support;

use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;

use blunderdb::library::store::Filter;
use blunderdb_app::club::ClubDirs;
use blunderdb_app::{Job, Library};
use serde_json::Value;

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../fixtures/gnubg")
}

/// A library of its own, its club settings and copies in its folder.
fn library(dir: &Path) -> Library {
    std::env::set_var("BLUNDERDB_LANG", "en");
    let lib = Library::open(&dir.join("library.db")).expect("a library");
    lib.set_club_dirs(ClubDirs::under(dir));
    lib
}

fn import(lib: &Library, files: &[PathBuf]) -> u64 {
    let r = lib
        .import(files, &AtomicBool::new(false), |_| {})
        .expect("imported");
    r.summary.imported as u64
}

/// The server's JSON of a read command for `token`.
fn server_json(s: &support::Server, token: &str, args: &[&str]) -> Value {
    let mut all = args.to_vec();
    all.extend(["--format", "json"]);
    serde_json::from_str(&s.ok(token, &all)).expect("JSON")
}

fn same(a: &Value, b: &Value, at: &str) {
    if let Err(e) = support::same_json(a, b, at) {
        panic!("{e}");
    }
}

#[test]
fn a_library_published_to_a_club_and_the_club_shown_read_only() {
    assert!(
        Path::new(support::bin()).exists(),
        "{} is missing: run `cargo build -p blunderdb --bins` first (scripts/app-test.sh does)",
        support::bin()
    );
    let Some(pg) = support::Pg::start() else {
        return;
    };
    let server = support::Server::start(&pg, "club_app", &[], &[]);
    let admin = server.club("Tuesday club");
    let (_, uploader) = server.token("Tuesday club", "uploader");
    let (_, reader) = server.token("Tuesday club", "reader");

    let dir = tempfile::tempdir().expect("a folder");
    let lib = library(dir.path());
    let own = lib.path();
    let sgf: Vec<PathBuf> = (1..=12)
        .map(|i| fixtures().join(format!("m{i:03}.sgf")))
        .collect();
    assert_eq!(import(&lib, &sgf), 12);

    // Not set yet: nothing to publish to, nothing to open.
    let info = lib.club_info().expect("info");
    assert_eq!(info.url, None);
    assert_eq!(info.unpublished, None);
    let e = lib.club_publish(false).expect_err("no club");
    assert!(e.contains("No club is set"), "{e}");
    assert!(lib
        .club_open()
        .expect_err("no club")
        .contains("No club is set"));

    // A wrong address, a wrong token: said at once, nothing kept.
    let e = lib
        .club_set("ftp://example.org", &uploader)
        .expect_err("bad url");
    assert!(e.contains("not an http:// or https:// address"), "{e}");
    let e = lib
        .club_set(&server.url, "bdb_wrong")
        .expect_err("bad token");
    assert!(e.contains("(401)"), "{e}");
    let e = lib.club_set(&server.url, "  ").expect_err("no token");
    assert!(e.contains("no token"), "{e}");
    assert_eq!(lib.club_info().expect("info").url, None);

    // A reader may look but not publish: the server's 403, in its words.
    let info = lib.club_set(&server.url, &reader).expect("reader");
    assert_eq!(info.club.as_deref(), Some("Tuesday club"));
    assert_eq!(info.role.as_deref(), Some("reader"));
    assert_eq!(info.unpublished, Some(12));
    let e = lib.club_publish(false).expect_err("a reader");
    assert!(e.contains("(403)"), "{e}");
    assert_eq!(lib.club_info().expect("info").unpublished, Some(12));

    // The uploader publishes the 12 matches, each file once.
    let info = lib
        .club_set(&format!("{}/", server.url), &uploader)
        .expect("uploader");
    assert_eq!(info.url.as_deref(), Some(server.url.as_str()));
    assert_eq!(info.role.as_deref(), Some("uploader"));
    let mut told = Vec::new();
    let r = lib
        .club_publish_with(false, |p| told.push(p))
        .expect("published");
    // Told from 0 of 12 to 12 of 12, a file at a time.
    let done: Vec<u64> = told.iter().map(|p| p.done).collect();
    assert_eq!(done, (0..=12).collect::<Vec<u64>>());
    assert!(told.iter().all(|p| p.kind == "publish" && p.total == 12));
    assert_eq!(
        (
            r.counts.files,
            r.counts.summary.imported,
            r.counts.summary.failed
        ),
        (12, 12, 0)
    );
    assert_eq!(r.lines.len(), 12);
    assert!(r.lines[0].starts_with("imported"), "{}", r.lines[0]);
    assert!(r.lines[0].contains("m001.sgf"), "{}", r.lines[0]);
    let info = lib.club_info().expect("info");
    assert_eq!(info.unpublished, Some(0));
    assert!(info.last_publish.is_some());
    // Nothing new: nothing sent. All again: each a duplicate, kept once.
    let r = lib.club_publish(false).expect("nothing new");
    assert_eq!(r.counts.files, 0);
    let r = lib.club_publish(true).expect("all again");
    assert_eq!((r.counts.files, r.counts.summary.duplicates), (12, 12));
    // Two more matches imported: two new ones published.
    assert_eq!(
        import(
            &lib,
            &[fixtures().join("m013.sgf"), fixtures().join("m014.sgf")]
        ),
        2
    );
    assert_eq!(lib.club_info().expect("info").unpublished, Some(2));
    let r = lib.club_publish(false).expect("two new");
    assert_eq!((r.counts.files, r.counts.summary.imported), (2, 2));

    // Another member uploads three transcripts from the command line.
    let mats: Vec<String> = (15..=17)
        .map(|i| {
            fixtures()
                .join(format!("m{i:03}.mat"))
                .display()
                .to_string()
        })
        .collect();
    let mut args = vec!["import"];
    args.extend(mats.iter().map(String::as_str));
    server.ok(&admin, &args);

    // The user's own figures, before the club is shown.
    let mine = lib.stats(&Filter::default()).expect("stats").figures;
    assert_eq!(mine["matches"], 14);

    // The club, shown: its 17 matches, the server's figures to 1e-9.
    let mut told = Vec::new();
    let info = lib.club_open_with(|p| told.push(p)).expect("opened");
    assert_eq!(info.club.as_deref(), Some("Tuesday club"));
    assert_eq!(info.matches, 17);
    // The copy's entries of the log's head, the last told equal.
    let last = told.last().expect("told");
    assert_eq!((last.kind, last.done), ("open", last.total));
    assert!(last.total >= 17, "{told:?}");
    assert_ne!(lib.path(), own);
    let club_stats = lib.stats(&Filter::default()).expect("stats").figures;
    same(
        &club_stats,
        &server_json(&server, &reader, &["stats"]),
        "stats",
    );
    assert_eq!(club_stats["matches"], 17);
    let players = Value::Array(lib.players().expect("players"));
    same(
        &players,
        &server_json(&server, &reader, &["players"]),
        "players",
    );
    let who = info.players.first().cloned().expect("a player");
    let one = Filter {
        player: Some(who.clone()),
        ..Default::default()
    };
    same(
        &lib.stats(&one).expect("stats").figures,
        &server_json(&server, &reader, &["stats", "--player", &who]),
        "stats of one player",
    );
    assert!(lib.club_info().expect("info").viewing);
    assert_eq!(lib.club_info().expect("info").unpublished, None);

    // Read-only: no import, no analysis, no thresholds, no publish.
    let ro = "read-only";
    assert!(lib.begin(Job::Import).expect_err("import").contains(ro));
    assert!(lib.begin(Job::Analysis).expect_err("analysis").contains(ro));
    assert!(lib
        .set_thresholds(0.03, 0.06)
        .expect_err("thresholds")
        .contains(ro));
    assert!(lib.club_publish(false).expect_err("publish").contains(ro));
    assert_eq!(
        lib.stats(&Filter::default()).expect("stats").figures["matches"],
        17
    );

    // More in the club: "Update" brings them, and only them.
    server.ok(
        &admin,
        &["import", &fixtures().join("m018.mat").display().to_string()],
    );
    let info = lib.club_open().expect("updated");
    assert_eq!(info.matches, 18);
    same(
        &lib.stats(&Filter::default()).expect("stats").figures,
        &server_json(&server, &reader, &["stats"]),
        "stats after the update",
    );

    // Back to the user's library, as it was.
    let info = lib.club_close().expect("closed");
    assert_eq!(info.club, None);
    assert_eq!(lib.path(), own);
    assert_eq!(info.matches, 14);
    same(
        &lib.stats(&Filter::default()).expect("stats").figures,
        &mine,
        "mine",
    );
    assert!(lib.begin(Job::Import).is_ok());
    lib.end();

    // The watched folder is the user's: it goes on importing into the
    // user's library while the club is shown.
    let folder = dir.path().join("saves");
    std::fs::create_dir(&folder).expect("a folder");
    lib.set_watch_folder(Some(&folder)).expect("watched");
    let watch = blunderdb_app::watch::FolderWatch::new(std::time::Duration::ZERO);
    watch.tick(&lib, |_| {});
    lib.club_open().expect("shown again");
    std::fs::copy(fixtures().join("m019.mat"), folder.join("m019.mat")).expect("copied");
    watch.tick(&lib, |_| {});
    watch.tick(&lib, |_| {});
    let s = watch.status();
    assert_eq!((s.imported, s.failed), (1, 0), "{s:?}");
    assert_eq!(
        s.folder.as_deref(),
        folder.canonicalize().expect("the folder").to_str()
    );
    assert_eq!(
        lib.stats(&Filter::default()).expect("stats").figures["matches"],
        18,
        "the club's copy is not written"
    );
    assert!(lib.club_info().expect("info").viewing);
    let info = lib.club_close().expect("closed");
    assert_eq!(info.matches, 15, "m019 in the user's library");
    assert_eq!(lib.club_info().expect("info").unpublished, Some(1));

    // The token is kept for the user only, and never in the copy.
    let saved = dir.path().join("config/club.json");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&saved)
            .expect("saved")
            .permissions()
            .mode();
        assert_eq!(mode & 0o077, 0, "club.json is readable by others: {mode:o}");
    }
    let forgotten = lib.club_forget().expect("forgotten");
    assert_eq!((forgotten.url, forgotten.club), (None, None));
    let text = std::fs::read_to_string(&saved).expect("saved");
    assert!(!text.contains(&uploader), "the token stays after forget");
}

#[test]
fn a_damaged_log_answer_changes_nothing_in_the_copy() {
    use blunderdb::library::club_log::{read_entries, Replay};
    let dir = tempfile::tempdir().expect("a folder");
    let mut copy = Replay::open(dir.path()).expect("a copy");
    assert!(read_entries(b"{\"seq\": 1, \"kind\": \"import\"}\n").is_err());
    assert_eq!(copy.applied(), 0);
    assert_eq!(copy.store.match_count().expect("count"), 0);
    // An entry of a kind this build does not know is refused, not skipped.
    let e = blunderdb::library::club_log::LogEntry {
        seq: 1,
        kind: "future".into(),
        name: "x".into(),
        match_id: None,
        version: None,
        body: Vec::new(),
    };
    let err = copy.apply_all(&[e]).expect_err("refused");
    assert!(err.to_string().contains("log entry 1"), "{err}");
    assert_eq!(copy.applied(), 0);
}
