//! The club server against a real PostgreSQL (see `server_support`): the
//! contract (every fixture gives the same `stats`, `players`, `progress`,
//! `breakdown`, `decisions` and `search` JSON in a local library and in a
//! club),
//! the clubs' isolation, and the answers to bad input.

mod server_support;

use serde_json::Value;
use server_support::{cli, differences, fixtures, ok, same_json, Pg, Server};

/// The read commands the contract compares, as the command line takes them.
const QUERIES: &[&[&str]] = &[
    &["stats", "--format", "json"],
    &["stats", "--format", "json", "--type", "cube"],
    &["players", "--format", "json"],
    &["progress", "--format", "json", "--by", "match"],
    &["breakdown", "--format", "json", "--by", "cube-action"],
    &["breakdown", "--format", "json", "--by", "phase"],
    &["breakdown", "--format", "json", "--by", "score"],
    &["decisions", "--format", "json", "--limit", "10000"],
    &["matches", "--format", "json"],
    // The search reads each match's features (a server stores them made
    // on its reading threads: `store::precompute`).
    &["search", "nc P<90", "--limit", "1000", "--format", "json"],
    &["search", "k2,4 E>20", "--limit", "1000", "--format", "json"],
    &[
        "search",
        "D31 m'8/5,6/5'",
        "--limit",
        "1000",
        "--format",
        "json",
    ],
    &[
        "search",
        "d:double,take bo1",
        "--limit",
        "1000",
        "--format",
        "json",
    ],
];

fn json(s: &str) -> Value {
    serde_json::from_str(s).unwrap_or_else(|e| panic!("not JSON ({e}): {s}"))
}

/// Imports `files` locally and into a new club, and compares every query.
/// Compares a club's answers with a local library's (see below): the
/// figures compared and the largest relative difference between two.
fn compare(pg_server: &Server, club: &str, files: &[&str]) -> (usize, f64) {
    let admin = pg_server.club(club);
    let dir = tempfile::tempdir().expect("a scratch folder");
    let db = dir.path().join("local.db");
    let db = db.to_str().expect("a UTF-8 path");
    let mut local_args = vec!["--db", db, "import"];
    local_args.extend_from_slice(files);
    let local = cli(&local_args, &[]);
    let mut remote_args = vec!["import"];
    remote_args.extend_from_slice(files);
    let remote = pg_server.cli(&admin, &remote_args);
    // The same report, file by file, but for where the files live.
    assert_eq!(
        local.status.code(),
        remote.status.code(),
        "{club}: import's exit code"
    );
    let words = |o: &std::process::Output| -> Vec<String> {
        String::from_utf8_lossy(&o.stdout)
            .lines()
            .map(|l| l.split_whitespace().next().unwrap_or_default().to_string())
            .collect()
    };
    assert_eq!(words(&local), words(&remote), "{club}: import's report");
    // Word for word but for where a duplicate's or a replaced match's
    // first copy lives (a path of this machine, a path of the server's).
    let lines = |o: &std::process::Output| -> Vec<String> {
        String::from_utf8_lossy(&o.stdout)
            .lines()
            .map(str::to_string)
            .collect()
    };
    for (here, there) in lines(&local).iter().zip(lines(&remote).iter()) {
        if !(here.starts_with("duplicate") || here.starts_with("replaced")) {
            assert_eq!(here, there, "{club}: a line of import's report");
        }
    }
    let (mut figures, mut largest) = (0, 0.0f64);
    for q in QUERIES {
        let mut a = vec!["--db", db];
        a.extend_from_slice(q);
        let here = json(&ok(&a, &[]));
        let there = json(&pg_server.ok(&admin, q));
        if let Err(e) = same_json(&here, &there, "") {
            panic!("{club}: {q:?} differs: {e}");
        }
        let (n, d) = differences(&here, &there);
        figures += n;
        largest = largest.max(d);
    }
    (figures, largest)
}

#[cfg_attr(windows, ignore = "needs PostgreSQL, a Linux server here")]
#[test]
fn every_fixture_gives_the_same_figures_in_a_club_as_locally() {
    let Some(pg) = Pg::start() else { return };
    let Some(files) = fixtures() else { return };
    let server = Server::start(&pg, "contract", &[], &[]);
    let (mut figures, mut largest) = (0, 0.0f64);
    for (i, f) in files.iter().enumerate() {
        let f = f.to_str().expect("a UTF-8 path");
        let (n, d) = compare(&server, &format!("fixture{i}"), &[f]);
        figures += n;
        largest = largest.max(d);
    }
    // All of them in one library: duplicates across formats, replacements.
    let all: Vec<&str> = files.iter().filter_map(|f| f.to_str()).collect();
    let (n, d) = compare(&server, "all", &all);
    eprintln!(
        "{} fixtures: {} figures compared, the largest relative difference {largest:e} \
         ({d:e} with all of them in one library)",
        files.len(),
        figures + n
    );
    assert!(figures > 10_000, "the contract compares figures: {figures}");
    // The stats are not trivially empty.
    let admin = server.club("check");
    server.ok(&admin, &["import", all[0]]);
    let v = json(&server.ok(&admin, &["stats", "--format", "json"]));
    assert_eq!(v["matches"], 1, "{v}");
}

/// A folder as the command line meets it: files that are no match file
/// (skipped), copies (duplicates), a damaged one (failed), sent in batches.
#[cfg_attr(windows, ignore = "needs PostgreSQL, a Linux server here")]
#[test]
fn a_folder_gives_the_same_report_in_a_club_as_locally() {
    let Some(pg) = Pg::start() else { return };
    let Some(files) = fixtures() else { return };
    let server = Server::start(&pg, "folder", &[], &[]);
    let dir = tempfile::tempdir().expect("a scratch folder");
    for (i, f) in files.iter().enumerate().take(12) {
        let name = f.file_name().and_then(|n| n.to_str()).expect("a name");
        std::fs::copy(f, dir.path().join(format!("{i:02}-{name}"))).expect("copied");
        if i % 4 == 0 {
            std::fs::copy(f, dir.path().join(format!("{i:02}-copy-{name}"))).expect("copied");
        }
    }
    std::fs::write(dir.path().join("README.md"), "# my matches\n").expect("written");
    std::fs::write(dir.path().join("empty.sgf"), "").expect("written");
    std::fs::write(
        dir.path().join("zz-damaged.mat"),
        b"; [Site \"x\"]\n\n 7 point match\n\n Game 1\n Alice : 0  Bob : 0\n  1) 77: 99/1\n",
    )
    .expect("written");
    let d = dir.path().to_str().expect("a UTF-8 path");
    let _ = compare(&server, "folder", &[d]);
}

/// A batch is stored whole or not at all: when PostgreSQL refuses one of
/// its entries, neither the log nor the read model keeps any of it, and
/// the same files uploaded again are imported, not duplicates.
#[cfg_attr(windows, ignore = "needs PostgreSQL, a Linux server here")]
#[test]
fn a_batch_that_cannot_be_logged_leaves_nothing_behind() {
    let Some(pg) = Pg::start() else { return };
    let Some(files) = fixtures() else { return };
    let server = Server::start(&pg, "whole", &[], &[]);
    let admin = server.club("club");
    pg.sql(
        "whole",
        "CREATE FUNCTION boom() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN IF NEW.name = 'boom.mat' THEN RAISE EXCEPTION 'boom'; END IF; RETURN NEW; END $$;
         CREATE TRIGGER boom BEFORE INSERT ON club_log FOR EACH ROW EXECUTE FUNCTION boom();",
    );
    let mats: Vec<_> = files
        .iter()
        .filter(|f| f.extension().is_some_and(|x| x == "mat"))
        .take(3)
        .collect();
    assert_eq!(mats.len(), 3, "three .mat fixtures");
    let dir = tempfile::tempdir().expect("a scratch folder");
    std::fs::copy(mats[0], dir.path().join("a.mat")).expect("copied");
    std::fs::copy(mats[1], dir.path().join("boom.mat")).expect("copied");
    std::fs::copy(mats[2], dir.path().join("c.mat")).expect("copied");
    let d = dir.path().to_str().expect("a UTF-8 path");
    let out = server.cli(&admin, &["import", d]);
    assert_ne!(out.status.code(), Some(0), "the batch failed");
    assert_eq!(pg.sql("whole", "SELECT count(*) FROM club_log"), "0");
    let v = json(&server.ok(&admin, &["stats", "--format", "json"]));
    assert_eq!(v["matches"], 0, "{v}");
    pg.sql("whole", "DROP TRIGGER boom ON club_log");
    let out = server.ok(&admin, &["import", d]);
    let words: Vec<&str> = out
        .lines()
        .filter_map(|l| l.split_whitespace().next())
        .collect();
    assert_eq!(words[..3], ["imported"; 3], "{out}");
    assert_eq!(pg.sql("whole", "SELECT count(*) FROM club_log"), "3");
}

#[cfg_attr(windows, ignore = "needs PostgreSQL, a Linux server here")]
#[test]
fn a_server_rebuilds_a_club_from_postgresql_alone() {
    let Some(pg) = Pg::start() else { return };
    let Some(files) = fixtures() else { return };
    let first = Server::start(&pg, "rebuild", &[], &[]);
    let admin = first.club("club");
    let some: Vec<&str> = files.iter().take(6).filter_map(|f| f.to_str()).collect();
    let mut args = vec!["import"];
    args.extend_from_slice(&some);
    first.ok(&admin, &args);
    let before = first.ok(&admin, &["players", "--format", "json"]);
    // A second server with an empty cache: the club comes from the log.
    let second = Server::on(&first.pg_url, &[], &[]);
    let after = second.ok(&admin, &["players", "--format", "json"]);
    same_json(&json(&before), &json(&after), "").expect("the same players");
    // An upload through one is seen by the other.
    let more = files[7].to_str().expect("a UTF-8 path");
    second.ok(&admin, &["import", more]);
    let a = json(&first.ok(&admin, &["stats", "--format", "json"]));
    let b = json(&second.ok(&admin, &["stats", "--format", "json"]));
    same_json(&a, &b, "").expect("the same stats on both servers");
}

/// Every fixture in one club, then a second server with an empty cache:
/// the read model rebuilt from the log alone (analysed files kept as
/// packed matches, transcripts as files) answers every query the same;
/// and the log keeps under 20 KB a match.
#[cfg_attr(windows, ignore = "needs PostgreSQL, a Linux server here")]
#[test]
fn a_club_rebuilt_from_its_log_gives_the_same_figures_in_under_20_kb_a_match() {
    let Some(pg) = Pg::start() else { return };
    let Some(files) = fixtures() else { return };
    let first = Server::start(&pg, "rebuildall", &[], &[]);
    let admin = first.club("club");
    let all: Vec<&str> = files.iter().filter_map(|f| f.to_str()).collect();
    let mut args = vec!["import"];
    args.extend_from_slice(&all);
    let _ = first.cli(&admin, &args);
    let second = Server::on(&first.pg_url, &[], &[]);
    for q in QUERIES {
        let a = json(&first.ok(&admin, q));
        let b = json(&second.ok(&admin, q));
        if let Err(e) = same_json(&a, &b, "") {
            panic!("{q:?} differs once rebuilt: {e}");
        }
    }
    let v = json(&first.ok(&admin, &["stats", "--format", "json"]));
    let matches = v["matches"].as_u64().expect("a match count");
    assert!(matches > 10, "{v}");
    let bodies: u64 = pg
        .sql("rebuildall", "SELECT sum(octet_length(body)) FROM club_log")
        .trim()
        .parse()
        .expect("a size");
    let total: u64 = pg
        .sql("rebuildall", "SELECT pg_total_relation_size('club_log')")
        .trim()
        .parse()
        .expect("a size");
    eprintln!(
        "club_log: {matches} matches, {bodies} B of bodies ({} B a match), \
         {total} B with its pages and index ({} B a match)",
        bodies / matches,
        total / matches
    );
    assert!(
        bodies / matches <= 20_000,
        "{bodies} B for {matches} matches"
    );
}

#[cfg_attr(windows, ignore = "needs PostgreSQL, a Linux server here")]
#[test]
fn clubs_see_nothing_of_each_other() {
    let Some(pg) = Pg::start() else { return };
    let Some(files) = fixtures() else { return };
    let server = Server::start(&pg, "isolation", &[], &[]);
    let a = server.club("alpha");
    let b = server.club("beta");
    let f0 = files[0].to_str().expect("a UTF-8 path");
    let f1 = files[1].to_str().expect("a UTF-8 path");
    // The same match in both clubs: stored in each, a duplicate in neither.
    assert!(server.ok(&a, &["import", f0]).starts_with("imported"));
    assert!(server.ok(&b, &["import", f0]).starts_with("imported"));
    assert!(server.ok(&a, &["import", f1]).starts_with("imported"));
    let count = |t: &str| {
        json(&server.ok(t, &["matches", "--format", "json"]))
            .as_array()
            .map(Vec::len)
            .expect("a list")
    };
    assert_eq!(count(&a), 2);
    assert_eq!(count(&b), 1);
    // Beta's reader sees beta's one match, whatever alpha holds.
    let (_, reader_b) = server.token("beta", "reader");
    assert_eq!(count(&reader_b), 1);
    let sa = json(&server.ok(&a, &["players", "--format", "json"]));
    let sb = json(&server.ok(&reader_b, &["players", "--format", "json"]));
    assert_ne!(sa, sb);
    // Two rows per club in the log, one and two.
    let n = pg_count(
        &pg,
        "isolation",
        "SELECT count(*) FROM club_log GROUP BY club_id ORDER BY 1",
    );
    assert_eq!(n, "1\n2");
}

fn pg_count(pg: &Pg, db: &str, sql: &str) -> String {
    pg.sql(db, sql)
}

/// A raw request: its status and body.
fn request(method: &str, url: &str, token: Option<&str>, body: &[u8], ct: &str) -> (u16, Value) {
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .build()
        .into();
    let res = if method == "GET" {
        let mut r = agent.get(url);
        if let Some(t) = token {
            r = r.header("Authorization", &format!("Bearer {t}"));
        }
        r.call()
    } else {
        let mut r = agent.post(url).header("Content-Type", ct);
        if let Some(t) = token {
            r = r.header("Authorization", &format!("Bearer {t}"));
        }
        r.send(body)
    };
    let mut res = res.expect("the server answers");
    let status = res.status().as_u16();
    let text = res.body_mut().read_to_string().unwrap_or_default();
    (
        status,
        serde_json::from_str(&text).unwrap_or(Value::String(text)),
    )
}

/// `POST url` with `body` sent in chunks, saying no length: the status
/// and the answer.
fn chunked(url: &str, token: &str, body: &[u8]) -> (u16, Value) {
    use std::io::{Read, Write};
    let rest = url.strip_prefix("http://").expect("an http:// address");
    let (host, path) = rest.split_once('/').expect("a path");
    let mut s = std::net::TcpStream::connect(host).expect("the server");
    let mut req = format!(
        "POST /{path} HTTP/1.1\r\nHost: {host}\r\nAuthorization: Bearer {token}\r\n\
         Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
    )
    .into_bytes();
    for piece in body.chunks(4096) {
        req.extend_from_slice(format!("{:x}\r\n", piece.len()).as_bytes());
        req.extend_from_slice(piece);
        req.extend_from_slice(b"\r\n");
    }
    req.extend_from_slice(b"0\r\n\r\n");
    // The server may answer and close before it has read it all.
    let _ = s.write_all(&req);
    let mut answer = Vec::new();
    let _ = s.read_to_end(&mut answer);
    let text = String::from_utf8_lossy(&answer);
    let status = text
        .split(' ')
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    let body = text.split("\r\n\r\n").nth(1).unwrap_or_default();
    (status, serde_json::from_str(body).unwrap_or(Value::Null))
}

#[cfg_attr(windows, ignore = "needs PostgreSQL, a Linux server here")]
#[test]
fn bad_input_gets_the_right_status_and_changes_nothing() {
    let Some(pg) = Pg::start() else { return };
    let Some(files) = fixtures() else { return };
    let server = Server::start(&pg, "badinput", &["--max-upload", "20000"], &[]);
    let admin = server.club("club");
    let stats = format!("{}/api/v1/stats?format=json", server.url);
    // No token, a wrong one, a revoked one: 401.
    assert_eq!(request("GET", &stats, None, b"", "").0, 401);
    assert_eq!(request("GET", &stats, Some("bdb_0000"), b"", "").0, 401);
    let (id, reader) = server.token("club", "reader");
    assert_eq!(request("GET", &stats, Some(&reader), b"", "").0, 200);
    ok(
        &[
            "server",
            "token",
            "revoke",
            &id.to_string(),
            "--pg",
            &server.pg_url,
        ],
        &[],
    );
    let (status, body) = request("GET", &stats, Some(&reader), b"", "");
    assert_eq!(status, 401, "{body}");
    // Revoking it again is a failure.
    assert_eq!(
        cli(
            &[
                "server",
                "token",
                "revoke",
                &id.to_string(),
                "--pg",
                &server.pg_url
            ],
            &[]
        )
        .status
        .code(),
        Some(1)
    );
    // A reader uploading, a worker reading: 403.
    let (_, reader) = server.token("club", "reader");
    let small = files
        .iter()
        .find(|f| {
            std::fs::metadata(f)
                .map(|m| m.len() < 20000)
                .unwrap_or(false)
        })
        .expect("a small fixture");
    let bytes = std::fs::read(small).expect("the fixture");
    let import = format!("{}/api/v1/import?name=a.mat", server.url);
    let (status, body) = request(
        "POST",
        &import,
        Some(&reader),
        &bytes,
        "application/octet-stream",
    );
    assert_eq!(status, 403, "{body}");
    let (_, worker) = server.token("club", "worker");
    assert_eq!(request("GET", &stats, Some(&worker), b"", "").0, 403);
    // Over the size limit: 413, named.
    let big = vec![b'x'; 30000];
    let (status, body) = request(
        "POST",
        &import,
        Some(&admin),
        &big,
        "application/octet-stream",
    );
    assert_eq!(status, 413, "{body}");
    assert!(
        body["error"].as_str().is_some_and(|e| e.contains("a.mat")),
        "{body}"
    );
    // A damaged match file: failed, named, as locally.
    let mut damaged = bytes.clone();
    damaged.truncate(bytes.len() / 2);
    damaged.extend_from_slice(b"\n 12) 99: 7/3 garbage\n");
    let dir = tempfile::tempdir().expect("a scratch folder");
    let bad = dir.path().join("damaged.mat");
    std::fs::write(
        &bad,
        b"; [Site \"x\"]\n\n 7 point match\n\n Game 1\n Alice : 0  Bob : 0\n  1) 77: 99/1\n",
    )
    .expect("written");
    let out = server.cli(&admin, &["import", bad.to_str().expect("UTF-8")]);
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.starts_with("failed") && text.contains("damaged.mat"),
        "{text}"
    );
    assert!(
        !text.contains("club-"),
        "the server's folders are not shown: {text}"
    );
    // Malformed JSON: 400.
    let claim = format!("{}/api/v1/work/claim", server.url);
    let (status, body) = request(
        "POST",
        &claim,
        Some(&worker),
        b"{\"jobs\": ",
        "application/json",
    );
    assert_eq!(status, 400, "{body}");
    let analyse = format!("{}/api/v1/analyse", server.url);
    let (status, _) = request(
        "POST",
        &analyse,
        Some(&admin),
        b"{\"plies\": \"two\"}",
        "application/json",
    );
    assert_eq!(status, 400);
    // A result for a match the worker does not hold: 409.
    let complete = format!("{}/api/v1/work/1/complete?lease=5", server.url);
    let (status, body) = request(
        "POST",
        &complete,
        Some(&worker),
        &bytes,
        "application/octet-stream",
    );
    assert_eq!(status, 409, "{body}");
    // A bad filter is a usage error, exit 2, as locally.
    let out = server.cli(&admin, &["stats", "--from", "2024-02-30"]);
    assert_eq!(
        out.status.code(),
        Some(2),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // Batches, sent whole (`import/batch`) or queued (`import/queue`):
    // malformed (400, named), over the size limit (413, also when the
    // body does not say its length), a reader's token (403), none (401),
    // each refused before anything is stored or queued.
    let mut two = Vec::new();
    for name in ["x.mat", "y.mat"] {
        two.extend_from_slice(format!("15000 named {name}\n").as_bytes());
        two.extend_from_slice(&[b'x'; 15000]);
    }
    let one = format!("11 named a.mat\n{}", "x".repeat(11));
    for route in ["batch", "queue"] {
        let url = format!("{}/api/v1/import/{route}", server.url);
        let (status, body) = request(
            "POST",
            &url,
            Some(&admin),
            b"12 named a.mat\nshort",
            "application/octet-stream",
        );
        assert_eq!(status, 400, "{route}: {body}");
        assert!(
            body["error"].as_str().is_some_and(|e| e.contains("a.mat")),
            "{route}: {body}"
        );
        let (status, body) = request("POST", &url, Some(&admin), &two, "text/plain");
        assert_eq!(status, 413, "{route}: {body}");
        let (status, body) = chunked(&url, &admin, &two);
        assert_eq!(status, 413, "{route}, no length: {body}");
        let (status, body) = request("POST", &url, Some(&reader), one.as_bytes(), "text/plain");
        assert_eq!(status, 403, "{route}: {body}");
        let (status, body) = request("POST", &url, None, one.as_bytes(), "text/plain");
        assert_eq!(status, 401, "{route}: {body}");
    }
    let queue = format!("{}/api/v1/import/queue", server.url);
    let (status, _) = request("GET", &format!("{queue}/0"), Some(&admin), b"", "");
    assert_eq!(status, 404, "nothing was queued");
    // Nothing of it reached the club.
    let v = json(&server.ok(&admin, &["stats", "--format", "json"]));
    assert_eq!(v["matches"], 0, "{v}");
    assert_eq!(pg.sql("badinput", "SELECT count(*) FROM club_log"), "0");
    // Tokens are kept as hashes only.
    let hashes = pg.sql("badinput", "SELECT encode(hash, 'hex') FROM tokens");
    assert!(!hashes.contains(admin.trim_start_matches("bdb_")));
}

/// The command line sends its next batch while the server stores the last
/// (`POST import/queue`), and the server stores them in the files' order:
/// a folder whose second half repeats its first, in batches of a few files
/// (an 8,000-byte limit), reports the first copies imported and the second
/// duplicates, line for line as a local import does. A receipt is answered
/// once, to its own token only; the next batch queued shows the command
/// line used the queue.
#[cfg_attr(windows, ignore = "needs PostgreSQL, a Linux server here")]
#[test]
fn queued_batches_are_stored_in_order_and_answered_once() {
    let Some(pg) = Pg::start() else { return };
    let server = Server::start(&pg, "queued", &["--max-upload", "8000"], &[]);
    let admin = server.club("club");
    let (_, other) = server.token("club", "uploader");
    let (_, reader) = server.token("club", "reader");
    // The project's own transcripts (1–3 KB each).
    let gnubg = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/gnubg");
    let small: Vec<std::path::PathBuf> = (1..=7)
        .map(|i| gnubg.join(format!("m{i:03}.mat")))
        .collect();
    let dir = tempfile::tempdir().expect("a scratch folder");
    for (round, tag) in [(0, "a"), (1, "b")] {
        for (i, f) in small[..6].iter().enumerate() {
            let to = dir.path().join(format!("{round}{i}-{tag}.mat"));
            std::fs::copy(f, to).expect("copied");
        }
    }
    let d = dir.path().to_str().expect("a UTF-8 path");
    let fates = |text: &str| -> Vec<(String, String)> {
        text.lines()
            .filter_map(|l| {
                let status = l.split_whitespace().next()?.to_string();
                let name = l
                    .split(['/', ' '])
                    .find(|w| w.ends_with(".mat:") || w.ends_with(".mat"))?;
                Some((status, name.trim_end_matches(':').to_string()))
            })
            .collect()
    };
    let remote = fates(&server.ok(&admin, &["import", d]));
    let scratch = tempfile::tempdir().expect("a scratch folder");
    let db = scratch.path().join("local.db");
    let local = fates(&ok(
        &["--db", db.to_str().expect("UTF-8"), "import", d],
        &[],
    ));
    assert_eq!(remote.len(), 12, "{remote:?}");
    assert_eq!(remote, local);
    let statuses: Vec<&str> = remote.iter().map(|(s, _)| s.as_str()).collect();
    assert_eq!(
        statuses,
        [["imported"; 6], ["duplicate"; 6]].concat(),
        "{remote:?}"
    );
    // By hand: two batches of two copies of a seventh match.
    let queue = format!("{}/api/v1/import/queue", server.url);
    let bytes = std::fs::read(&small[6]).expect("a fixture");
    let batch = |name: &str| {
        let mut b = Vec::new();
        for n in [format!("{name}.mat"), format!("{name}-copy.mat")] {
            b.extend_from_slice(format!("{} named {n}\n", bytes.len()).as_bytes());
            b.extend_from_slice(&bytes);
        }
        b
    };
    let post = |name: &str| {
        let (status, v) = request("POST", &queue, Some(&admin), &batch(name), "text/plain");
        assert_eq!(status, 202, "{v}");
        v["receipt"].as_u64().expect("a receipt")
    };
    let first = post("first");
    let second = post("second");
    assert!(first > 0, "the command line queued its batches: {first}");
    assert_eq!(second, first + 1);
    let answer =
        |r: u64, token: &str| request("GET", &format!("{queue}/{r}"), Some(token), b"", "");
    // Not another member's, not a reader's; asked for out of order.
    assert_eq!(answer(second, &other).0, 404);
    assert_eq!(answer(second, &reader).0, 403);
    let (status, v) = answer(second, &admin);
    assert_eq!(status, 200, "{v}");
    let fate = |v: &Value| -> Vec<String> {
        v["files"]
            .as_array()
            .expect("files")
            .iter()
            .map(|f| f["report"]["status"].as_str().unwrap_or("?").to_string())
            .collect()
    };
    // The first batch was stored first, though answered second.
    assert_eq!(fate(&v), ["duplicate", "duplicate"], "{v}");
    let (status, v) = answer(first, &admin);
    assert_eq!(status, 200, "{v}");
    assert_eq!(fate(&v), ["imported", "duplicate"], "{v}");
    assert_eq!(answer(first, &admin).0, 404, "answered once");
    assert_eq!(answer(first + 100, &admin).0, 404, "unknown");
}

/// The command line splits its uploads to fit the server's size limit: the
/// small files are imported, the one over the limit fails, named.
#[cfg_attr(windows, ignore = "needs PostgreSQL, a Linux server here")]
#[test]
fn uploads_fit_the_size_limit() {
    let Some(pg) = Pg::start() else { return };
    let Some(files) = fixtures() else { return };
    let server = Server::start(&pg, "sizes", &["--max-upload", "40000"], &[]);
    let admin = server.club("club");
    let dir = tempfile::tempdir().expect("a scratch folder");
    let mut small = 0;
    for f in &files {
        let len = std::fs::metadata(f).map(|m| m.len()).unwrap_or(0);
        if len < 20000 && small < 6 {
            let name = f.file_name().and_then(|n| n.to_str()).expect("a name");
            std::fs::copy(f, dir.path().join(format!("{small}-{name}"))).expect("copied");
            small += 1;
        }
    }
    assert!(small >= 4, "small fixtures");
    let big = files
        .iter()
        .find(|f| {
            std::fs::metadata(f)
                .map(|m| m.len() > 40000)
                .unwrap_or(false)
        })
        .expect("a large fixture");
    std::fs::copy(big, dir.path().join("9-big.sgf")).expect("copied");
    let d = dir.path().to_str().expect("a UTF-8 path");
    let out = server.cli(&admin, &["import", d]);
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), small + 2, "{text}");
    for l in &lines[..small] {
        assert!(
            l.starts_with("imported") || l.starts_with("duplicate"),
            "{text}"
        );
    }
    assert!(
        lines[small].starts_with("failed") && lines[small].contains("9-big.sgf"),
        "{text}"
    );
}

/// A club's thresholds and aliases are the library's own settings: set
/// through the server (`--server URL thresholds|alias`, an admin's token)
/// they print what a local library prints and count as they count there,
/// on the project's 20 gnuBG matches; they are logged, so a server rebuilt
/// from the log and a member's copy (`Club::pull`) count the same. A
/// reader cannot change them, and a change refused (a name that is no
/// player, an error above the blunder) changes and logs nothing.
#[cfg_attr(windows, ignore = "needs PostgreSQL, a Linux server here")]
#[test]
fn a_clubs_settings_count_as_locally_and_are_replayed() {
    let Some(pg) = Pg::start() else { return };
    let first = Server::start(&pg, "settings", &[], &[]);
    let admin = first.club("club");
    let (_, reader) = first.token("club", "reader");
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/gnubg");
    let files: Vec<String> = (1..=20)
        .map(|i| dir.join(format!("m{i:03}.sgf")).display().to_string())
        .collect();
    let files: Vec<&str> = files.iter().map(String::as_str).collect();
    let scratch = tempfile::tempdir().expect("a scratch folder");
    let db = scratch.path().join("local.db");
    let db = db.to_str().expect("a UTF-8 path");
    let local = |args: &[&str]| {
        let mut a = vec!["--db", db];
        a.extend_from_slice(args);
        ok(&a, &[])
    };
    let mut import = vec!["import"];
    import.extend_from_slice(&files);
    local(&import);
    first.ok(&admin, &import);
    let figures: &[&[&str]] = &[
        &["stats", "--format", "json"],
        &["stats", "--format", "json", "--player", "strong"],
        &["players", "--format", "json"],
        &["breakdown", "--format", "json", "--by", "phase"],
        &["alias", "list", "--format", "json"],
        &[
            "search",
            "run",
            "cube actions",
            "--limit",
            "1000",
            "--format",
            "json",
        ],
    ];
    let same = |server: &Server, at: &str| {
        for q in figures {
            let here = json(&local(q));
            let there = json(&server.ok(&admin, q));
            if let Err(e) = same_json(&here, &there, "") {
                panic!("{at}: {q:?} differs: {e}");
            }
        }
    };
    let blunders = |s: &str| json(s)["blunders"].as_u64().expect("a blunder count");
    let before = blunders(&first.ok(&admin, &["stats", "--format", "json"]));

    // The same lines printed, the same figures after.
    for change in [
        &["thresholds", "--preset", "xg"][..],
        &["alias", "add", "weak", "--as", "strong"],
        &["levels", "bmab"],
        &["search", "save", "Cube actions", "d:double,take"],
        &["search", "save", "Races", "nc"],
        &["search", "remove", "races"],
    ] {
        assert_eq!(local(change), first.ok(&admin, change), "{change:?}");
    }
    assert_eq!(
        local(&["search", "list"]),
        first.ok(&reader, &["search", "list"])
    );
    assert_eq!(
        first.ok(&reader, &["search", "list"]),
        "Cube actions  d:double,take\n"
    );
    assert_eq!(local(&["thresholds"]), first.ok(&reader, &["thresholds"]));
    assert_eq!(local(&["levels"]), first.ok(&reader, &["levels"]));
    assert!(
        first.ok(&reader, &["levels"]).starts_with("bmab "),
        "the club's scale is the BMAB's"
    );
    same(&first, "after the changes");
    let after = blunders(&first.ok(&admin, &["stats", "--format", "json"]));
    assert!(
        after > before,
        "XG's thresholds count more blunders: {before} → {after}"
    );
    let players = json(&first.ok(&admin, &["players", "--format", "json"]));
    let names: Vec<&str> = players
        .as_array()
        .expect("players")
        .iter()
        .filter_map(|p| p["name"].as_str())
        .collect();
    assert_eq!(names.len(), 3, "weak counted as strong: {names:?}");
    let logged = || {
        pg.sql(
            "settings",
            "SELECT count(*) FROM club_log WHERE kind = 'setting'",
        )
        .trim()
        .to_string()
    };
    assert_eq!(logged(), "6");

    // Refused: nothing changes, nothing is logged.
    let out = first.cli(&reader, &["thresholds", "--preset", "gnubg"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("(403)"),
        "{out:?}"
    );
    let out = first.cli(&admin, &["alias", "add", "nobody", "--as", "strong"]);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("nobody"),
        "{out:?}"
    );
    let out = first.cli(
        &admin,
        &["thresholds", "--error", "0.1", "--blunder", "0.05"],
    );
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("must not be above"),
        "{out:?}"
    );
    let out = first.cli(&admin, &["levels", "snowie"]);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("snowie"),
        "{out:?}"
    );
    let out = first.cli(&reader, &["levels", "gnubg"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("(403)"),
        "{out:?}"
    );
    let out = first.cli(&reader, &["search", "save", "Mine", "nc"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("(403)"),
        "{out:?}"
    );
    for bad in [
        &["search", "save", "Broken", "P<<"][..],
        &["search", "remove", "no such search"],
    ] {
        let out = first.cli(&admin, bad);
        assert_eq!(out.status.code(), Some(2), "{bad:?}: {out:?}");
        let local_out = cli(&[&["--db", db][..], bad].concat(), &[]);
        assert_eq!(local_out.status.code(), Some(2), "{bad:?} locally");
    }
    assert_eq!(logged(), "6");
    same(&first, "after the refusals");

    // Rebuilt from the log alone, and a member's copy.
    let second = Server::on(&first.pg_url, &[], &[]);
    same(&second, "rebuilt from the log");
    assert_eq!(local(&["levels"]), second.ok(&admin, &["levels"]));
    let copy_dir = tempfile::tempdir().expect("a folder");
    let mut copy = blunderdb::library::club_log::Replay::open(copy_dir.path()).expect("a copy");
    let club = blunderdb::engine::club::Club::new(&first.url, &reader, "en").expect("the club");
    club.pull(&mut copy, |_, _| {}).expect("pulled");
    assert_eq!(
        copy.store.thresholds().expect("thresholds"),
        blunderdb::metrics::Thresholds::XG
    );
    assert_eq!(
        copy.store.level_scale().expect("the copy's scale").key,
        "bmab"
    );
    let saved = copy.store.saved_searches().expect("the copy's searches");
    assert_eq!(
        saved
            .iter()
            .map(|s| (s.name.as_str(), s.query.as_str()))
            .collect::<Vec<_>>(),
        [("Cube actions", "d:double,take")]
    );
    let aliases = copy.store.aliases().expect("aliases");
    assert_eq!(aliases.len(), 1, "{aliases:?}");
    assert_eq!(
        (aliases[0].alias.as_str(), aliases[0].player.as_str()),
        ("weak", "strong")
    );
    let tally = copy
        .store
        .tally(&blunderdb::library::store::Filter::default())
        .expect("the copy's figures");
    assert_eq!(
        tally
            .figures(blunderdb::metrics::DecisionFilter::All)
            .blunders,
        Some(after)
    );

    // Undone on both, through either server.
    let undo = ["alias", "remove", "weak"];
    assert_eq!(local(&undo), second.ok(&admin, &undo));
    same(&first, "after the alias is removed");
    assert_eq!(logged(), "7");
}
