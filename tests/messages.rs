//! What the command line says when the library cannot be used: one line,
//! naming the library, each thing said once (no `file is not a database:
//! file is not a database: Error code 26: …`), exit 1.

mod common;

use std::path::Path;
use std::process::{Command, Output};

fn run(db: &Path, args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut c = Command::new(env!("CARGO_BIN_EXE_blunderdb"));
    c.arg("--db")
        .arg(db)
        .args(args)
        .env_remove("BLUNDERDB_DB")
        .env_remove("BLUNDERDB_BUSY_TIMEOUT_MS");
    for (k, v) in env {
        c.env(k, v);
    }
    common::output(&mut c)
}

/// The one line of stderr, after checking the exit code and that no
/// phrase of three words or more is said twice in it.
fn error_line(out: &Output, code: i32) -> String {
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(code), "stderr: {err}");
    assert_eq!(err.lines().count(), 1, "one line: {err}");
    let line = err.trim_end().to_string();
    assert!(line.starts_with("blunderdb: "), "{line}");
    assert!(!line.contains("Error code"), "{line}");
    let words: Vec<&str> = line.split_whitespace().collect();
    for w in words.windows(3) {
        let phrase = w.join(" ");
        assert_eq!(
            line.matches(&phrase).count(),
            1,
            "\"{phrase}\" said twice: {line}"
        );
    }
    line
}

#[test]
fn a_file_that_is_not_a_database() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("photo.db");
    let mut png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR".to_vec();
    png.extend((0..4096u32).map(|i| (i * 7 % 251) as u8));
    std::fs::write(&db, &png).unwrap();
    for args in [&["stats"][..], &["import", "nothing.sgf"], &["matches"]] {
        let line = error_line(&run(&db, args, &[]), 1);
        assert_eq!(
            line,
            format!(
                "blunderdb: library {}: file is not a database",
                db.display()
            )
        );
    }
    // Nothing was written over it.
    assert_eq!(std::fs::read(&db).unwrap(), png);
}

#[test]
fn a_library_path_that_cannot_be_created() {
    let dir = tempfile::tempdir().unwrap();
    // A command that makes the library when there is none (a read says
    // there is none).
    const MAKES: &[&str] = &["thresholds", "--preset", "xg"];
    // A file where the library's folder should be.
    let file = dir.path().join("notes.txt");
    std::fs::write(&file, "x").unwrap();
    let db = file.join("library.db");
    let line = error_line(&run(&db, MAKES, &[]), 1);
    assert_eq!(
        line,
        format!(
            "blunderdb: library {}: {} is a file, not a folder",
            db.display(),
            file.display()
        )
    );
    // Deeper: the folder cannot be made.
    let db = file.join("sub").join("library.db");
    let line = error_line(&run(&db, MAKES, &[]), 1);
    assert!(line.contains("cannot create its folder"), "{line}");
    // A folder given as the library.
    let line = error_line(&run(dir.path(), MAKES, &[]), 1);
    assert!(line.contains("is a folder, not a library file"), "{line}");
    // A read-only file system (root may write anywhere else).
    let db = Path::new("/proc/blunderdb-test/library.db");
    let line = error_line(&run(db, MAKES, &[]), 1);
    assert!(
        line.contains("cannot create its folder /proc/blunderdb-test"),
        "{line}"
    );
}

#[test]
fn a_library_another_process_keeps_locked() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lib.db");
    let store = blunderdb::library::store::Store::open(&db).unwrap();
    // Another process holds the write lock and does not let go.
    let holder = store.connection();
    holder.execute_batch("BEGIN IMMEDIATE").unwrap();
    let short = [("BLUNDERDB_BUSY_TIMEOUT_MS", "200")];
    // Readers are not kept waiting...
    let out = run(&db, &["stats", "--format", "json"], &short);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    // ...a writer waits, then says so once.
    let t = std::time::Instant::now();
    let line = error_line(&run(&db, &["thresholds", "--preset", "xg"], &short), 1);
    assert!(t.elapsed() >= std::time::Duration::from_millis(200));
    assert_eq!(
        line,
        format!(
            "blunderdb: library {}: database is locked (another process kept it busy for longer than blunderDB waits)",
            db.display()
        )
    );
    // With the default wait, a writer started while the lock is held
    // goes through once it is let go.
    let child = std::process::Command::new(env!("CARGO_BIN_EXE_blunderdb"))
        .arg("--db")
        .arg(&db)
        .args(["thresholds", "--preset", "xg"])
        .env_remove("BLUNDERDB_DB")
        .env_remove("BLUNDERDB_BUSY_TIMEOUT_MS")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(std::time::Duration::from_millis(500));
    holder.execute_batch("COMMIT").unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stdout).contains("preset XG"));
}
