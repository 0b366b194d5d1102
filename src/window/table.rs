//! The table of the window's commands: each named once, with what it may
//! touch ([`Reach`]) and how its JSON arguments become a call on the
//! [`Library`](crate::window::Library). The desktop app reaches it through
//! one Tauri command (`ui`), a browser through `POST /api/v1/ui/<command>`;
//! both send the same names and the same JSON (the arguments' names as the
//! page writes them, `matchNo` for `match_no`), so a command added for the
//! app exists on the web too, and nothing is answered twice.
//!
//! What a front end lets through is its own choice, by reach: the app
//! everything; `blunderdb web` (the user's own library, on their own
//! computer) all but the app's own; a club's page what reads the club.

use std::path::PathBuf;
use std::sync::Arc;

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::{Map, Value};

use crate::library::store::Filter;
use crate::render::html_report::DEFAULT_WORST;
use crate::window::club::emitter;
use crate::window::host::Host;
use crate::window::jobs::{self, Job};
use crate::window::keep::COLLECTION_PAGE;

/// What a command may touch, which decides where it is offered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Reach {
    /// Reads the library (its figures, matches, positions).
    Read,
    /// Changes the library or the user's settings (thresholds, aliases,
    /// an import, an analysis, the language).
    Write,
    /// The player's own study: marks, tags, comments, saved searches,
    /// collections and training.
    Own,
    /// Names a file or a program of the computer the library is on (an
    /// export, a library to open, gnuBG's path): only where that computer
    /// is the user's (the app, `blunderdb web`).
    Local,
    /// The app's alone: the watched folder and the club client, which run
    /// beside the window.
    App,
}

/// Why a command was not answered.
#[derive(Debug, Clone, PartialEq)]
pub enum Failure {
    /// No command of that name.
    Unknown(String),
    /// The command is not offered here (its [`Reach`]).
    NotHere(String, Reach),
    /// An argument is missing or of the wrong kind.
    BadArgument(String),
    /// The command ran and failed: its own error, as the window shows it
    /// (a message, or an object such as a search's error with its place).
    Failed(Value),
}

impl Failure {
    /// The failure as the window's code receives it: the command's own
    /// error as it is, the others as a message.
    pub fn into_value(self) -> Value {
        match self {
            Failure::Failed(v) => v,
            other => Value::String(other.to_string()),
        }
    }
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Failure::Unknown(name) => write!(f, "{name}: no such command"),
            Failure::NotHere(name, reach) => {
                write!(f, "{name}: not offered here ({reach:?} command)")
            }
            Failure::BadArgument(m) => f.write_str(m),
            Failure::Failed(Value::String(m)) => f.write_str(m),
            Failure::Failed(v) => write!(f, "{v}"),
        }
    }
}

/// A command's arguments: the JSON object the page sent.
pub struct Args<'a> {
    command: &'static str,
    map: &'a Map<String, Value>,
}

impl Args<'_> {
    /// The argument `key` (as the page names it); a missing one reads as
    /// `null`, which an `Option` takes for `None`.
    fn get<T: DeserializeOwned>(&self, key: &str) -> Result<T, Failure> {
        let v = self.map.get(key).cloned().unwrap_or(Value::Null);
        serde_json::from_value(v)
            .map_err(|e| Failure::BadArgument(format!("{}: argument {key:?}: {e}", self.command)))
    }
}

type Run = fn(&Arc<dyn Host>, &Args) -> Result<Value, Failure>;

/// One command of the window.
pub struct Command {
    pub name: &'static str,
    pub reach: Reach,
    run: Run,
}

/// A command's answer as JSON, its error as the window shows it.
fn answer<T: Serialize, E: Serialize>(r: Result<T, E>) -> Result<Value, Failure> {
    match r {
        Ok(v) => serde_json::to_value(v).map_err(|e| Failure::Failed(Value::String(e.to_string()))),
        Err(e) => Err(Failure::Failed(
            serde_json::to_value(e).unwrap_or_else(|e| Value::String(e.to_string())),
        )),
    }
}

fn ok<T: Serialize>(v: T) -> Result<Value, Failure> {
    answer(Ok::<T, ()>(v))
}

use Reach::*;

macro_rules! commands {
    ($($name:literal $reach:ident |$h:ident, $a:ident| $body:expr;)*) => {
        /// Every command of the window.
        pub static COMMANDS: &[Command] = &[$(Command {
            name: $name,
            reach: $reach,
            run: |$h, $a| { #[allow(unused_variables)] let (h, a) = ($h, $a); $body },
        },)*];
    };
}

commands! {
    // The library and the Stats and Players tabs.
    "library_info" Read |h, a| answer(h.library().info());
    "change_token" Read |h, a| answer(h.library().change_token());
    "language" Read |h, a| ok(h.library().language());
    "set_language" Write |h, a| answer(h.library().set_language(&a.get::<String>("choice")?));
    "redraw_charts" Read |h, a| ok(h.library().redraw_charts(&a.get::<Value>("figures")?, a.get("chart")?));
    "stats" Read |h, a| answer(h.library().stats_for(&a.get::<Filter>("filter")?, a.get("ticket")?));
    "warm_progress" Read |h, a| answer(h.library().warm_progress());
    "players" Read |h, a| answer(h.library().players());
    "unanalysed_count" Read |h, a| answer(h.library().unanalysed_count(&a.get::<Filter>("filter")?));
    "progress" Read |h, a| {
        let ticket = a.get("ticket")?;
        h.library().figures_first(ticket);
        answer(h.library().progress_card(
            &a.get::<Filter>("filter")?,
            &a.get::<String>("by")?,
            a.get("window")?,
            ticket,
            a.get("latest")?,
        ))
    };
    "progress_point_at" Read |h, a| ok(h.library().progress_point_at(a.get("chart")?, a.get("x")?, a.get("y")?));
    "breakdown" Read |h, a| {
        let ticket = a.get("ticket")?;
        h.library().figures_first(ticket);
        answer(h.library().breakdown_card(&a.get::<Filter>("filter")?, &a.get::<String>("by")?, ticket))
    };
    "compare" Read |h, a| answer(h.library().compare(&a.get::<String>("a")?, &a.get::<String>("b")?));
    "aliases" Read |h, a| answer(h.library().aliases());
    "add_alias" Write |h, a| answer(h.library().add_alias(&a.get::<String>("name")?, &a.get::<String>("player")?));
    "remove_alias" Write |h, a| answer(h.library().remove_alias(&a.get::<String>("name")?));
    "export_players_csv" Local |h, a| answer(h.library().export_players_csv(&a.get::<PathBuf>("path")?));

    // Settings.
    "set_thresholds" Write |h, a| answer(h.library().set_thresholds(a.get("error")?, a.get("blunder")?));
    "gnubg_info" Read |h, a| answer(h.library().gnubg_info());
    "level_scales" Read |h, a| answer(h.library().level_scales());
    "set_level_scale" Write |h, a| answer(h.library().set_level_scale(&a.get::<String>("key")?));
    "set_default_plies" Write |h, a| answer(h.library().set_default_plies(a.get("plies")?));
    "set_gnubg_path" Local |h, a| answer(h.library().set_gnubg_path(a.get::<Option<String>>("path")?.as_deref()));
    "open_library" Local |h, a| answer(h.library().reopen(&a.get::<PathBuf>("path")?));

    // Import and analysis, in the background.
    "start_import" Local |h, a| answer(jobs::spawn_import(h.clone(), a.get("paths")?));
    "cancel_import" Write |h, a| ok(h.library().cancel_import());
    "start_analysis" Write |h, a| answer(jobs::spawn_analysis(h.clone(), a.get("filter")?, a.get("plies")?));
    "cancel_analysis" Write |h, a| ok(h.library().cancel(Job::Analysis));

    // The decisions behind a figure.
    "decisions" Read |h, a| answer(h.library().decisions(&a.get("req")?));
    "board" Read |h, a| answer(h.library().board(a.get("matchNo")?, a.get("game")?, a.get("seq")?));
    "export_report" Local |h, a| answer(h.library().export_report(
        &a.get::<PathBuf>("path")?,
        &a.get::<Filter>("filter")?,
        a.get::<Option<usize>>("limit")?.unwrap_or(DEFAULT_WORST),
    ));

    // The Matches tab and the review.
    "matches_list" Read |h, a| answer(h.library().matches_list(&a.get("req")?));
    "match_review" Read |h, a| answer(h.library().match_review(a.get("id")?, a.get::<Option<String>>("engine")?.as_deref()).as_deref());
    "review_board" Read |h, a| answer(h.library().review_board(
        a.get("id")?,
        a.get("game")?,
        a.get("seq")?,
        a.get::<Option<String>>("engine")?.as_deref(),
        a.get::<Option<bool>>("flipped")?.unwrap_or(false),
    ));
    "review_candidates" Read |h, a| answer(h.library().review_candidates(a.get("id")?, a.get("game")?, a.get("seq")?));
    "review_graph" Read |h, a| answer(h.library().review_graph(
        a.get("id")?,
        a.get::<Option<String>>("engine")?.as_deref(),
        a.get::<Option<u32>>("width")?.unwrap_or(720).clamp(200, 4000),
        a.get::<Option<u32>>("height")?.unwrap_or(200).clamp(80, 2000),
    ));

    // The Positions tab.
    "search" Read |h, a| answer(h.library().search(&a.get("req")?));
    "paste_position" Read |h, a| answer(h.library().paste_position(
        &a.get::<String>("id")?,
        a.get("limit")?,
        a.get::<Option<bool>>("boards")?.unwrap_or(true),
    ));
    "saved_searches" Own |h, a| answer(h.library().saved_searches());
    "save_search" Own |h, a| answer(h.library().save_search(&a.get::<String>("name")?, &a.get::<String>("query")?));
    "remove_search" Own |h, a| answer(h.library().remove_search(&a.get::<String>("name")?));

    // Study: marks and training.
    "train_due" Own |h, a| answer(h.library().train_due(&a.get("deck")?));
    "train_card" Own |h, a| answer(h.library().train_card(
        a.get("card")?,
        a.get::<Option<String>>("soFar")?.as_deref().unwrap_or(""),
        a.get::<Option<bool>>("flipped")?.unwrap_or(false),
    ));
    "train_answer" Own |h, a| answer(h.library().train_answer(a.get("card")?, &a.get::<String>("answer")?));
    "train_decks" Own |h, a| answer(h.library().train_decks());
    "marks" Own |h, a| answer(h.library().marks(&a.get::<String>("reference")?));
    "mark_star" Own |h, a| answer(h.library().mark_star(&a.get::<String>("reference")?, a.get("on")?));
    "mark_tags" Own |h, a| answer(h.library().mark_tags(
        &a.get::<String>("reference")?,
        &a.get::<Vec<String>>("tags")?,
        a.get("add")?,
    ));
    "mark_comment" Own |h, a| answer(h.library().mark_comment(&a.get::<String>("reference")?, &a.get::<String>("comment")?));

    // Pictures and collections.
    "picture_svg" Read |h, a| answer(h.library().picture_svg(
        &a.get::<String>("reference")?,
        a.get("analysis")?,
        a.get::<Option<bool>>("flipped")?.unwrap_or(false),
    ));
    "picture_save" Local |h, a| answer(h.library().picture_save(
        &a.get::<String>("reference")?,
        a.get("analysis")?,
        a.get::<Option<bool>>("flipped")?.unwrap_or(false),
        &a.get::<PathBuf>("path")?,
    ));
    "collections" Own |h, a| answer(h.library().collections());
    "collection_show" Own |h, a| answer(h.library().collection_show(
        &a.get::<String>("name")?,
        a.get::<Option<usize>>("limit")?.unwrap_or(COLLECTION_PAGE),
    ));
    "collection_new" Own |h, a| answer(h.library().collection_new(
        &a.get::<String>("name")?,
        a.get::<Option<String>>("query")?.as_deref(),
        a.get::<Option<String>>("saved")?.as_deref(),
    ));
    "collection_change" Own |h, a| answer(h.library().collection_change(
        &a.get::<String>("name")?,
        &a.get::<Vec<String>>("refs")?,
        a.get("add")?,
    ));
    "collection_delete" Own |h, a| answer(h.library().collection_delete(&a.get::<String>("name")?));
    "collection_export" Local |h, a| answer(h.library().collection_export(
        &a.get::<String>("name")?,
        &a.get::<PathBuf>("path")?,
        a.get("xgid")?,
    ));
    "collection_anki" Local |h, a| answer(h.library().collection_anki(&a.get::<String>("name")?, &a.get::<PathBuf>("path")?));

    // The app's own: the watched folder and the club client.
    "set_watch_folder" App |h, a| {
        let lib = h.library();
        answer(lib.set_watch_folder(a.get::<Option<PathBuf>>("folder")?.as_deref()).and_then(|()| lib.watch_settings()))
    };
    "set_watch_analyse" App |h, a| {
        let lib = h.library();
        answer(lib.set_watch_analyse(a.get("on")?).and_then(|()| lib.watch_settings()))
    };
    "club_get" App |h, a| answer(h.library().club_info());
    "club_set" App |h, a| answer(h.library().club_set(&a.get::<String>("url")?, &a.get::<String>("token")?));
    "club_forget" App |h, a| answer(h.library().club_forget());
    "club_publish" App |h, a| {
        let all = match a.get::<String>("scope")?.as_str() {
            "all" => true,
            "new" => false,
            other => return Err(Failure::BadArgument(format!("club_publish: scope {other:?}: \"new\" or \"all\""))),
        };
        answer(h.library().club_publish_with(all, emitter(&**h)))
    };
    "club_open" App |h, a| answer(h.library().club_open_with(emitter(&**h)));
    "club_close" App |h, a| answer(h.library().club_close());
}

/// The `local` commands that write one file (at their argument `path`)
/// and the kinds of file each writes: a browser's page cannot name a file
/// of the computer, so it gets that file as a download instead, with the
/// reach of what the command reads (the library's figures, or the user's
/// own collections).
pub static DOWNLOADS: &[(&str, Reach, &[&str])] = &[
    ("export_players_csv", Read, &["csv"]),
    ("export_report", Read, &["html"]),
    ("picture_save", Read, &["svg", "png"]),
    ("collection_export", Own, &["html", "txt"]),
    ("collection_anki", Own, &["apkg"]),
];

/// The command named `name`, if any.
pub fn find(name: &str) -> Option<&'static Command> {
    COMMANDS.iter().find(|c| c.name == name)
}

/// Runs command `name` with `args` (a JSON object, or `null` for none) on
/// `host`, if `allowed` lets its reach through.
pub fn call(
    host: &Arc<dyn Host>,
    allowed: impl Fn(Reach) -> bool,
    name: &str,
    args: &Value,
) -> Result<Value, Failure> {
    let command = find(name).ok_or_else(|| Failure::Unknown(name.to_string()))?;
    if !allowed(command.reach) {
        return Err(Failure::NotHere(name.to_string(), command.reach));
    }
    let empty = Map::new();
    let map = match args {
        Value::Object(m) => m,
        Value::Null => &empty,
        _ => {
            return Err(Failure::BadArgument(format!(
                "{name}: the arguments are a JSON object"
            )))
        }
    };
    (command.run)(
        host,
        &Args {
            command: command.name,
            map,
        },
    )
}
