//! What the club server's tests share: a real PostgreSQL started from
//! Debian's package in a scratch folder (`initdb`, `pg_ctl`: not the
//! system service), a `blunderdb serve` on it, and the command line.
//!
//! Without PostgreSQL's binaries the tests fail under CI (env `CI` set) and
//! skip with a note elsewhere.

#![allow(dead_code)]

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

/// The `blunderdb` command line: `BLUNDERDB_BIN` when set (a benchmark
/// runs the release build); else Cargo's for the root package's tests;
/// for the desktop app's (`src-tauri/tests`), the one built beside the
/// test (`cargo build -p blunderdb --bins`, as `scripts/app-test.sh` does).
pub fn bin() -> &'static str {
    static BIN: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    if let Ok(b) = std::env::var("BLUNDERDB_BIN") {
        return BIN.get_or_init(|| b);
    }
    BIN.get_or_init(|| match option_env!("CARGO_BIN_EXE_blunderdb") {
        Some(b) => b.to_string(),
        None => std::env::current_exe()
            .ok()
            .and_then(|t| Some(t.parent()?.parent()?.join("blunderdb")))
            .map(|p| p.display().to_string())
            .unwrap_or_else(|| "blunderdb".to_string()),
    })
}

/// PostgreSQL's programs: `BLUNDERDB_PG_BIN`, else `pg_config --bindir`.
fn pg_bin() -> Option<PathBuf> {
    if let Ok(p) = std::env::var("BLUNDERDB_PG_BIN") {
        return Some(PathBuf::from(p));
    }
    let out = Command::new("pg_config").arg("--bindir").output().ok()?;
    let dir = PathBuf::from(String::from_utf8_lossy(&out.stdout).trim());
    dir.join("initdb").exists().then_some(dir)
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
        .unwrap_or(false)
}

/// A free port on the loopback.
pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

/// A PostgreSQL cluster of its own, stopped when dropped.
pub struct Pg {
    bin: PathBuf,
    dir: tempfile::TempDir,
    pub port: u16,
    root: bool,
}

impl Pg {
    /// Starts one; `None` (with a note) when PostgreSQL is not installed,
    /// a panic under CI.
    pub fn start() -> Option<Pg> {
        let Some(bin) = pg_bin() else {
            if std::env::var_os("CI").is_some() {
                panic!("PostgreSQL is not installed (apt-get install postgresql), and CI is set");
            }
            eprintln!("note: PostgreSQL is not installed; skipping a club server test");
            return None;
        };
        let dir = tempfile::Builder::new()
            .prefix("blunderdb-pg-")
            .tempdir()
            .expect("a scratch folder");
        let root = is_root();
        if root {
            // initdb refuses to run as root: the package's user runs it.
            let ok = Command::new("chown")
                .args(["-R", "postgres"])
                .arg(dir.path())
                .status()
                .expect("chown")
                .success();
            assert!(ok, "chown postgres {}", dir.path().display());
        }
        let port = free_port();
        let pg = Pg {
            bin,
            dir,
            port,
            root,
        };
        let data = pg.dir.path().join("data");
        pg.run(
            "initdb",
            &[
                "-D",
                &data.to_string_lossy(),
                "-U",
                "postgres",
                "--auth=trust",
                "--no-sync",
                "-E",
                "UTF8",
                "--locale=C.UTF-8",
            ],
        );
        let opts = format!(
            "-k {} -c listen_addresses=127.0.0.1 -p {port} -c fsync=off -c synchronous_commit=off -c full_page_writes=off",
            pg.dir.path().display()
        );
        pg.run(
            "pg_ctl",
            &[
                "-D",
                &data.to_string_lossy(),
                "-l",
                &pg.dir.path().join("log").to_string_lossy(),
                "-w",
                "-o",
                &opts,
                "start",
            ],
        );
        Some(pg)
    }

    fn run(&self, program: &str, args: &[&str]) {
        let exe = self.bin.join(program);
        let mut cmd = if self.root {
            let mut c = Command::new("runuser");
            c.args(["-u", "postgres", "--"]).arg(&exe);
            c
        } else {
            Command::new(&exe)
        };
        let out = cmd
            .args(args)
            .current_dir(self.dir.path())
            .output()
            .unwrap_or_else(|e| panic!("{program}: {e}"));
        assert!(
            out.status.success(),
            "{program} failed: {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
    }

    /// psql on this cluster, as its superuser.
    fn psql(&self) -> Command {
        let mut c = Command::new(self.bin.join("psql"));
        c.args([
            "-h",
            "127.0.0.1",
            "-p",
            &self.port.to_string(),
            "-U",
            "postgres",
        ]);
        c
    }

    /// The URL of database `db`, made if missing.
    pub fn database(&self, db: &str) -> String {
        let out = self
            .psql()
            .args([
                "-d",
                "postgres",
                "-q",
                "-c",
                &format!("CREATE DATABASE {db}"),
            ])
            .output()
            .expect("psql");
        assert!(
            out.status.success(),
            "CREATE DATABASE {db}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        format!("postgresql://postgres@127.0.0.1:{}/{db}", self.port)
    }

    /// Writes club `club`'s log on database `db` straight into PostgreSQL
    /// (`COPY … FROM STDIN` through psql): an import entry a match, each
    /// `(name, packed match)`, numbered from 1, as the server logs an
    /// analysed upload. A large club in seconds, for the window's tests.
    pub fn copy_log(&self, db: &str, club: i64, entries: impl Iterator<Item = (String, Vec<u8>)>) {
        use std::io::Write;
        let mut child = self
            .psql()
            .args(["-d", db, "-q", "-v", "ON_ERROR_STOP=1", "-c"])
            .arg("COPY club_log (club_id, seq, kind, name, body) FROM STDIN")
            .stdin(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("psql");
        {
            let mut w = std::io::BufWriter::new(child.stdin.take().expect("psql's input"));
            for (i, (name, packed)) in entries.enumerate() {
                let body = blunderdb::library::club_log::deflate(&packed);
                let mut hex = String::with_capacity(body.len() * 2);
                for b in &body {
                    hex.push_str(&format!("{b:02x}"));
                }
                let name = name.replace(['\\', '\t', '\n'], "_");
                writeln!(w, "{club}\t{}\timport\t{name}\t\\\\x{hex}", i + 1)
                    .expect("psql takes the log");
            }
        }
        let out = child.wait_with_output().expect("psql");
        assert!(
            out.status.success(),
            "COPY club_log: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }

    /// Runs SQL on database `db`, returning what psql prints (tuples only).
    pub fn sql(&self, db: &str, sql: &str) -> String {
        let out = self
            .psql()
            .args(["-d", db, "-At", "-c", sql])
            .output()
            .expect("psql");
        assert!(
            out.status.success(),
            "{sql}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout).trim().to_string()
    }
}

impl Drop for Pg {
    fn drop(&mut self) {
        let data = self.dir.path().join("data");
        let exe = self.bin.join("pg_ctl");
        let mut cmd = if self.root {
            let mut c = Command::new("runuser");
            c.args(["-u", "postgres", "--"]).arg(&exe);
            c
        } else {
            Command::new(&exe)
        };
        let _ = cmd
            .args([
                "-D",
                &data.to_string_lossy(),
                "-m",
                "immediate",
                "-w",
                "stop",
            ])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
    }
}

/// Runs the command line with `env` set.
pub fn cli(args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut c = Command::new(bin());
    c.args(args)
        .env_remove("BLUNDERDB_DB")
        .env_remove("BLUNDERDB_TOKEN")
        .env("BLUNDERDB_LANG", "en");
    for (k, v) in env {
        c.env(k, v);
    }
    c.output().expect("blunderdb runs")
}

/// Runs the command line, asserting it succeeded; its standard output.
pub fn ok(args: &[&str], env: &[(&str, &str)]) -> String {
    let out = cli(args, env);
    assert!(
        out.status.success(),
        "blunderdb {args:?} failed ({:?}): {}{}",
        out.status.code(),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The token a `server club add` or `server token add` printed (its last line).
pub fn token_of(printed: &str) -> String {
    printed
        .lines()
        .last()
        .expect("a token line")
        .trim()
        .to_string()
}

/// A `blunderdb serve` on a migrated database, killed when dropped.
pub struct Server {
    child: Child,
    pub url: String,
    pub pg_url: String,
    pub cache: tempfile::TempDir,
}

impl Server {
    pub fn start(pg: &Pg, db: &str, extra: &[&str], env: &[(&str, &str)]) -> Server {
        let pg_url = pg.database(db);
        ok(&["server", "init", "--pg", &pg_url], &[]);
        Server::on(&pg_url, extra, env)
    }

    /// A server on an initialised database.
    pub fn on(pg_url: &str, extra: &[&str], env: &[(&str, &str)]) -> Server {
        let cache = tempfile::tempdir().expect("a cache folder");
        let port = free_port();
        let listen = format!("127.0.0.1:{port}");
        let mut c = Command::new(bin());
        c.args(["serve", "--pg", pg_url, "--listen", &listen, "--cache"])
            .arg(cache.path())
            .args(extra)
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        for (k, v) in env {
            c.env(k, v);
        }
        let child = c.spawn().expect("serve starts");
        let url = format!("http://{listen}");
        let s = Server {
            child,
            url,
            pg_url: pg_url.to_string(),
            cache,
        };
        let start = Instant::now();
        while ureq::get(&format!("{}/api/v1/healthz", s.url))
            .call()
            .is_err()
        {
            assert!(
                start.elapsed() < Duration::from_secs(30),
                "serve did not start"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
        s
    }

    /// A new club: its first admin token.
    pub fn club(&self, name: &str) -> String {
        token_of(&ok(
            &["server", "club", "add", name, "--pg", &self.pg_url],
            &[],
        ))
    }

    /// A new token of `club` with `role`: (id, secret).
    pub fn token(&self, club: &str, role: &str) -> (i64, String) {
        let out = ok(
            &[
                "server",
                "token",
                "add",
                "--club",
                club,
                "--role",
                role,
                "--pg",
                &self.pg_url,
            ],
            &[],
        );
        let id = out
            .split("(id ")
            .nth(1)
            .and_then(|r| r.split(')').next())
            .and_then(|n| n.parse().ok())
            .expect("the token's id");
        (id, token_of(&out))
    }

    /// The command line on this server with `token`.
    pub fn cli(&self, token: &str, args: &[&str]) -> Output {
        let mut all = vec!["--server", self.url.as_str()];
        all.extend_from_slice(args);
        cli(&all, &[("BLUNDERDB_TOKEN", token)])
    }

    pub fn ok(&self, token: &str, args: &[&str]) -> String {
        let mut all = vec!["--server", self.url.as_str()];
        all.extend_from_slice(args);
        ok(&all, &[("BLUNDERDB_TOKEN", token)])
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The shared match fixtures: every file of `../shared/fixtures/{mat,txt,sgf,xg}`.
pub fn fixtures() -> Option<Vec<PathBuf>> {
    let dir = blunderdb::model::shared::require()?.join("fixtures");
    let mut out = Vec::new();
    for sub in ["mat", "txt", "sgf", "xg"] {
        let Ok(rd) = std::fs::read_dir(dir.join(sub)) else {
            continue;
        };
        let mut files: Vec<PathBuf> = rd
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.is_file())
            .collect();
        files.sort();
        out.extend(files);
    }
    assert!(!out.is_empty(), "no fixtures under {}", dir.display());
    Some(out)
}

/// The figures two JSON values of the same shape give, and the largest
/// relative difference between two of them (0 when equal): what
/// [`same_json`] bounds by 1e-9, measured.
pub fn differences(a: &serde_json::Value, b: &serde_json::Value) -> (usize, f64) {
    use serde_json::Value as V;
    match (a, b) {
        (V::Number(x), V::Number(y)) => {
            let (x, y) = (
                x.as_f64().unwrap_or(f64::NAN),
                y.as_f64().unwrap_or(f64::NAN),
            );
            (1, (x - y).abs() / x.abs().max(y.abs()).max(1.0))
        }
        (V::Array(x), V::Array(y)) => x
            .iter()
            .zip(y)
            .map(|(p, q)| differences(p, q))
            .fold((0, 0.0), |(n, d), (m, e)| (n + m, f64::max(d, e))),
        (V::Object(x), V::Object(y)) => x
            .iter()
            .filter_map(|(k, p)| Some(differences(p, y.get(k)?)))
            .fold((0, 0.0), |(n, d), (m, e)| (n + m, f64::max(d, e))),
        _ => (0, 0.0),
    }
}

/// Whether two JSON values are equal: numbers within 1e-9 (relative to
/// their size), integers exact, and a `source` compared by its file name.
pub fn same_json(a: &serde_json::Value, b: &serde_json::Value, at: &str) -> Result<(), String> {
    use serde_json::Value as V;
    match (a, b) {
        (V::Number(x), V::Number(y)) => {
            if x.is_f64() || y.is_f64() {
                let (x, y) = (
                    x.as_f64().unwrap_or(f64::NAN),
                    y.as_f64().unwrap_or(f64::NAN),
                );
                if (x - y).abs() <= 1e-9 * x.abs().max(y.abs()).max(1.0) {
                    return Ok(());
                }
            } else if x == y {
                return Ok(());
            }
            Err(format!("{at}: {x} != {y}"))
        }
        (V::Array(x), V::Array(y)) => {
            if x.len() != y.len() {
                return Err(format!("{at}: {} rows != {}", x.len(), y.len()));
            }
            for (i, (p, q)) in x.iter().zip(y).enumerate() {
                same_json(p, q, &format!("{at}[{i}]"))?;
            }
            Ok(())
        }
        (V::Object(x), V::Object(y)) => {
            let kx: Vec<_> = x.keys().collect();
            let ky: Vec<_> = y.keys().collect();
            if kx != ky {
                return Err(format!("{at}: keys {kx:?} != {ky:?}"));
            }
            for (k, p) in x {
                let q = &y[k];
                if k == "source" || k == "of" || k == "previous" {
                    let name = |v: &V| {
                        v.as_str().map(|s| {
                            Path::new(s)
                                .file_name()
                                .map(|n| n.to_string_lossy().into_owned())
                        })
                    };
                    if name(p) != name(q) {
                        return Err(format!("{at}.{k}: {p} != {q}"));
                    }
                    continue;
                }
                same_json(p, q, &format!("{at}.{k}"))?;
            }
            Ok(())
        }
        _ if a == b => Ok(()),
        _ => Err(format!("{at}: {a} != {b}")),
    }
}
