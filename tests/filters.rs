//! Filters typed at the command line are checked before they select
//! anything: an unknown player, an impossible date or an empty date range
//! is a usage error (exit 2) that says what was expected, in every command
//! that takes the filters.

mod common;

use common::run;

use std::process::Output;

/// Exit 2, nothing on stdout, and this one line on stderr.
fn usage_error(out: &Output, want: &str) {
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "stderr: {err}");
    assert!(out.stdout.is_empty(), "no report: {:?}", out.stdout);
    assert_eq!(err.trim_end(), format!("blunderdb: {want}"));
}

fn library() -> Option<(tempfile::TempDir, std::path::PathBuf)> {
    let shared = blunderdb::model::shared::require()?;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lib.db");
    let fx = shared.join("fixtures");
    let out = run(
        &db,
        &[
            "import",
            fx.join("sgf/test.sgf").to_str()?,
            fx.join("xg/charlot1-charlot2_7p_2025-11-08-2305.xg")
                .to_str()?,
        ],
    );
    assert!(out.status.success(), "{out:?}");
    Some((dir, db))
}

#[test]
fn an_unknown_player_suggests_close_names() {
    let Some((_dir, db)) = library() else { return };
    usage_error(
        &run(&db, &["stats", "--player", "Nobody"]),
        "no player named \"Nobody\"; `blunderdb players` lists the players",
    );
    // A part of a name.
    usage_error(
        &run(&db, &["stats", "--player", "charlot", "--format", "json"]),
        "no player named \"charlot\"; did you mean \"charlot1\" or \"charlot2\"?",
    );
    // Typing mistakes, in any case.
    usage_error(
        &run(&db, &["stats", "--player", "MAXENCE JBO"]),
        "no player named \"MAXENCE JBO\"; did you mean \"Maxence Job\"?",
    );
    // A known name in another case is that player.
    let out = run(&db, &["stats", "--player", "maxence job"]);
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("Statistics of Maxence Job"));
}

#[test]
fn dates_must_be_real_days_in_order() {
    let Some((_dir, db)) = library() else { return };
    for cmd in [
        &["stats"][..],
        &["stats", "--format", "json"],
        &["players"],
        &["players", "--format", "csv"],
    ] {
        let with = |extra: &[&str]| {
            let mut a: Vec<&str> = cmd.to_vec();
            a.extend_from_slice(extra);
            run(&db, &a)
        };
        usage_error(
            &with(&["--from", "2024-13-45"]),
            "invalid date \"2024-13-45\": expected YYYY-MM-DD (there is no month 13)",
        );
        usage_error(
            &with(&["--to", "2023-02-29"]),
            "invalid date \"2023-02-29\": expected YYYY-MM-DD (2023-02 has no day 29)",
        );
        usage_error(
            &with(&["--from", "1/2/2024"]),
            "invalid date \"1/2/2024\": expected YYYY-MM-DD",
        );
        usage_error(
            &with(&["--from", "2024-05-02", "--to", "2024-05-01"]),
            "the date range is empty: from 2024-05-02 is after to 2024-05-01",
        );
        // A real range is fine, and a one-day range too.
        assert!(with(&["--from", "2024-02-29", "--to", "2024-02-29"])
            .status
            .success());
        assert!(with(&["--from", "2000-01-01", "--to", "2030-12-31"])
            .status
            .success());
    }
    // The date is checked before the player.
    usage_error(
        &run(&db, &["stats", "--player", "Nobody", "--from", "2024-1-1"]),
        "invalid date \"2024-1-1\": expected YYYY-MM-DD",
    );
}

#[test]
fn an_empty_library_has_no_players_to_name() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lib.db");
    // An empty library (`engines` makes one; a read would not).
    assert!(run(&db, &["engines"]).status.success());
    usage_error(
        &run(&db, &["stats", "--player", "alice"]),
        "no player named \"alice\"; `blunderdb players` lists the players",
    );
}
