//! A club library in the window (#30): Settings names a club server (its
//! address and a member's token); "Publish" uploads the library's new
//! matches, or all of them; "Open the club's library" brings a local copy
//! of the club up to date and shows it in the window's own tabs,
//! read-only, until "Back to my library".
//!
//! The copy is the club's log replayed by the library's own code
//! (`crate::library::club_log`, fetched by `crate::engine::club`),
//! the same replay the server answers from: the window's figures for a
//! club are the server's to the digit, and it computes none itself.
//!
//! The address and the token are the user's, kept in
//! `<config dir>/blunderdb/club.json` (readable by the user only), beside
//! the language choice; the copies are caches, in `<cache dir>/blunderdb/`.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::engine::club::{Club, Member, Published};
use crate::library::club_log::Replay;
use crate::library::files;
use crate::library::import::Candidate;

pub use crate::window::club_dirs::ClubDirs;
use crate::window::club_dirs::Viewing;
use crate::window::host::{to_value, Host};
use crate::window::state::{text, Library, LibraryInfo};

/// What Settings shows of the club.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct ClubInfo {
    pub url: Option<String>,
    /// The club's name, as its server said when the token was given.
    pub club: Option<String>,
    pub role: Option<String>,
    /// The window shows the club's library.
    pub viewing: bool,
    /// Matches of the user's own library not published to this club yet;
    /// `None` while the club is shown or without a club.
    pub unpublished: Option<u64>,
    pub last_publish: Option<String>,
    pub last_sync: Option<String>,
}

/// What a publish did: the files counted as the command line counts them,
/// and each file's line.
#[derive(Debug, Clone, Serialize)]
pub struct PublishReport {
    #[serde(flatten)]
    pub counts: Published,
    pub lines: Vec<String>,
}

/// How far a publish (`kind` "publish": files answered of the files to
/// send) or an open or update (`kind` "open": the club's log entries the
/// copy holds of the log's head) is: the window's "club-progress" event.
#[derive(Debug, Clone, Copy, Serialize, PartialEq, Eq)]
pub struct ClubProgress {
    pub kind: &'static str,
    pub done: u64,
    pub total: u64,
}

/// The user's club settings, as kept on disk.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
struct Saved {
    url: Option<String>,
    token: Option<String>,
    club: Option<String>,
    role: Option<String>,
    last_publish: Option<String>,
    last_sync: Option<String>,
    /// By club address and library file: the last match id published.
    #[serde(default)]
    published: BTreeMap<String, i64>,
}

fn now() -> String {
    chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
}

impl Library {
    fn club_file(&self) -> PathBuf {
        self.club_dirs().config.join("club.json")
    }

    fn saved(&self) -> Result<Saved, String> {
        let path = self.club_file();
        match std::fs::read(&path) {
            Ok(b) => serde_json::from_slice(&b)
                .map_err(|e| format!("{}: not club settings ({e})", path.display())),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Saved::default()),
            Err(e) => Err(format!("{}: {e}", path.display())),
        }
    }

    fn save(&self, s: &Saved) -> Result<(), String> {
        let path = self.club_file();
        let dir = path.parent().unwrap_or(Path::new("."));
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        let body = serde_json::to_vec_pretty(s).map_err(text)?;
        // The token inside: readable by its owner only.
        files::write_whole(&path, &body, files::Access::Private)
            .map_err(|e| format!("{}: {e}", files::shown(&path)))
    }

    /// The club server the settings name, with its token.
    fn connect(&self, s: &Saved) -> Result<Club, String> {
        let tx = self.text();
        match (&s.url, &s.token) {
            (Some(url), Some(token)) => Club::new(url, token, tx.lang()).map_err(text),
            _ => Err(crate::t!(tx, "club-not-set")),
        }
    }

    /// The key of the published mark: the club and the user's library.
    fn published_key(url: &str, own: &Path) -> String {
        format!("{url}\n{}", own.display())
    }

    /// What Settings shows.
    pub fn club_info(&self) -> Result<ClubInfo, String> {
        let s = self.saved()?;
        let viewing = self.viewing().is_some();
        let unpublished = match (&s.url, viewing) {
            (Some(url), false) => {
                let through = s
                    .published
                    .get(&Self::published_key(url, &self.path()))
                    .copied()
                    .unwrap_or(0);
                Some(self.store().matches_after(through).map_err(text)?)
            }
            _ => None,
        };
        Ok(ClubInfo {
            url: s.url,
            club: s.club,
            role: s.role,
            viewing,
            unpublished,
            last_publish: s.last_publish,
            last_sync: s.last_sync,
        })
    }

    /// Names the club: the server is asked who `token` is (so a wrong
    /// address or token is said now, not at the first publish).
    pub fn club_set(&self, url: &str, token: &str) -> Result<ClubInfo, String> {
        let tx = self.text();
        let club = Club::new(url, token, tx.lang()).map_err(text)?;
        let Member {
            club: name, role, ..
        } = club.me().map_err(text)?;
        let mut s = self.saved()?;
        if s.url.as_deref() != Some(club.url()) || s.club.as_deref() != Some(&name) {
            s.last_sync = None;
            s.last_publish = None;
        }
        s.url = Some(club.url().to_string());
        s.token = Some(token.trim().to_string());
        s.club = Some(name);
        s.role = Some(role);
        self.save(&s)?;
        self.club_info()
    }

    /// Forgets the club's address and token (the copy stays in the cache).
    pub fn club_forget(&self) -> Result<ClubInfo, String> {
        let mut s = self.saved()?;
        s.url = None;
        s.token = None;
        s.club = None;
        s.role = None;
        s.last_sync = None;
        self.save(&s)?;
        self.club_info()
    }

    /// Uploads the user's matches to the club: those stored since the last
    /// publish (`all` false), or every one. Each file is sent once, however
    /// many of its matches are new; the server reads it and says what became
    /// of it, as a local import says.
    pub fn club_publish(&self, all: bool) -> Result<PublishReport, String> {
        self.club_publish_with(all, |_| {})
    }

    /// [`Library::club_publish`], telling `progress` after each file the
    /// server answered for.
    pub fn club_publish_with(
        &self,
        all: bool,
        mut progress: impl FnMut(ClubProgress),
    ) -> Result<PublishReport, String> {
        let tx = self.text();
        if self.viewing().is_some() {
            return Err(crate::t!(tx, "club-read-only"));
        }
        let mut s = self.saved()?;
        let club = self.connect(&s)?;
        let own = self.path();
        let key = Self::published_key(club.url(), &own);
        let through = if all {
            0
        } else {
            s.published.get(&key).copied().unwrap_or(0)
        };
        let (sources, last) = self.store().sources_after(through).map_err(text)?;
        let files: Vec<Candidate> = sources
            .into_iter()
            .map(|p| Candidate {
                path: PathBuf::from(p),
                named: true,
            })
            .collect();
        let mut lines = Vec::new();
        let total = files.len() as u64;
        progress(ClubProgress {
            kind: "publish",
            done: 0,
            total,
        });
        let counts = club
            .publish(&files, |_, line| {
                lines.push(line.to_string());
                progress(ClubProgress {
                    kind: "publish",
                    done: lines.len() as u64,
                    total,
                });
            })
            .map_err(text)?;
        // Every file was answered (a refusal stops the publish above), so
        // these matches are the club's now, or failed there for a reason
        // each line gives; the next "new" publish starts after them.
        let mark = s.published.entry(key).or_insert(0);
        *mark = (*mark).max(last);
        s.last_publish = Some(now());
        self.save(&s)?;
        Ok(PublishReport { counts, lines })
    }

    /// Brings the local copy of the club up to date and shows it in place
    /// of the user's library (or, shown already, updates it).
    pub fn club_open(&self) -> Result<LibraryInfo, String> {
        self.club_open_with(|_| {})
    }

    /// [`Library::club_open`], telling `progress` after each run of log
    /// entries fetched and applied.
    pub fn club_open_with(
        &self,
        mut progress: impl FnMut(ClubProgress),
    ) -> Result<LibraryInfo, String> {
        let tx = self.text();
        if let Some(job) = self.running() {
            return Err(crate::t!(tx, "error-reopen-busy", job = job.name()));
        }
        let mut s = self.saved()?;
        let club = self.connect(&s)?;
        let name = s.club.clone().unwrap_or_default();
        let dir = club.copy_dir(&self.club_dirs().cache, &name);
        {
            let mut copy = Replay::open(&dir).map_err(text)?;
            club.pull(&mut copy, |done, head| {
                progress(ClubProgress {
                    kind: "open",
                    done: u64::try_from(done).unwrap_or(0),
                    total: u64::try_from(head).unwrap_or(0),
                })
            })
            .map_err(text)?;
        }
        s.last_sync = Some(now());
        self.save(&s)?;
        let own = match self.viewing() {
            Some(v) => v.own,
            None => self.path(),
        };
        self.reopen_as(&dir.join("library.db"), Some(Viewing { club: name, own }))
    }

    /// Back to the user's own library.
    pub fn club_close(&self) -> Result<LibraryInfo, String> {
        let Some(v) = self.viewing() else {
            return self.info();
        };
        self.reopen_as(&v.own, None)
    }

    /// An error when the window shows a club (read-only): what would
    /// change the library is refused with this.
    pub fn writable(&self) -> Result<(), String> {
        match self.viewing() {
            Some(_) => Err(crate::t!(self.text(), "club-read-only")),
            None => Ok(()),
        }
    }
}

/// Sends each [`ClubProgress`] to the window as "club-progress", at most
/// ten a second, and the last one always (a publish of thousands of files
/// answers them by the hundred).
pub(crate) fn emitter(host: &dyn Host) -> impl FnMut(ClubProgress) + '_ {
    let mut last: Option<std::time::Instant> = None;
    move |p| {
        let due = last.is_none_or(|t| t.elapsed() >= std::time::Duration::from_millis(100));
        if due || p.done >= p.total {
            last = Some(std::time::Instant::now());
            host.emit("club-progress", to_value(&p));
        }
    }
}
