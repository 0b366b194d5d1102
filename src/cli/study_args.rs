//! What clap parses for the commands that keep and drill decisions:
//! `tag`, `collection` and `train` (`star`, `unstar` and `comment` are
//! plain variants of `args::Command`). Apart from `args.rs` so the two
//! grow without touching each other; it uses no command module either.

use std::path::PathBuf;

use clap::{Subcommand, ValueEnum};

/// Text or JSON (as `args::Fmt`, kept apart so the two files do not
/// import each other).
#[derive(Clone, Copy, ValueEnum, PartialEq, Eq)]
pub enum Fmt {
    Text,
    Json,
}

/// What `collection export --format` writes (`--html FILE` and `--xgid
/// FILE` are the older spellings of the last two).
#[derive(Clone, Copy, ValueEnum, PartialEq, Eq, Debug)]
pub enum ExportFormat {
    Apkg,
    Html,
    Xgid,
}

/// `blunderdb tag …`.
#[derive(Subcommand)]
pub enum TagCommand {
    /// Tag a decision (its ref, from the rows of decisions, search or match
    /// show) with words such as #backgame or timing.
    Add {
        #[arg(value_name = "REF")]
        reference: String,
        #[arg(required = true, value_name = "TAG")]
        tags: Vec<String>,
    },
    /// Take tags off a decision.
    Remove {
        #[arg(value_name = "REF")]
        reference: String,
        #[arg(required = true, value_name = "TAG")]
        tags: Vec<String>,
    },
    /// Every tag in use, with how many decisions carry it.
    List {
        #[arg(long, value_enum, default_value = "text")]
        format: Fmt,
    },
}

/// `blunderdb collection …`.
#[derive(Subcommand)]
pub enum CollectionCommand {
    /// Make a collection: empty, or live (its decisions are those the
    /// search finds, whatever the library holds then).
    New {
        name: String,
        /// The search a live collection follows, e.g. 'gt:back_game E>50'.
        #[arg(long, value_name = "QUERY")]
        search: Option<String>,
    },
    /// Add decisions (by ref) to the end of a collection.
    Add {
        name: String,
        #[arg(required = true, value_name = "REF")]
        refs: Vec<String>,
    },
    /// Take decisions (by ref) out of a collection.
    Remove {
        name: String,
        #[arg(required = true, value_name = "REF")]
        refs: Vec<String>,
    },
    /// Delete a collection; its decisions, their marks and their cards stay.
    Delete { name: String },
    /// A collection's decisions, as decisions lists them.
    Show {
        name: String,
        #[arg(long, value_enum, default_value = "text")]
        format: Fmt,
    },
    /// Write a collection as the HTML report's boards, as its XGIDs one a
    /// line, or as an Anki package (each file replaced whole, or left as it
    /// was).
    #[command(group = clap::ArgGroup::new("to").required(true).args(["format", "html", "xgid"]))]
    Export {
        name: String,
        /// What to write FILE as: apkg (an Anki package, a card a decision),
        /// html or xgid.
        #[arg(long, value_enum, value_name = "FORMAT", requires = "file")]
        format: Option<ExportFormat>,
        /// The file to write, after --format.
        #[arg(value_name = "FILE", requires = "format")]
        file: Option<PathBuf>,
        #[arg(long, value_name = "FILE")]
        html: Option<PathBuf>,
        #[arg(long, value_name = "FILE")]
        xgid: Option<PathBuf>,
    },
    /// The collections.
    List {
        #[arg(long, value_enum, default_value = "text")]
        format: Fmt,
    },
}

/// `blunderdb train …`.
#[derive(Subcommand)]
pub enum TrainCommand {
    /// The cards due now (every card made so far, or a deck's), with the
    /// retention measured against the one aimed at. A deck's decisions
    /// without a card get theirs (a double and its answer are two cards).
    Due {
        /// The decisions of a collection.
        #[arg(long, value_name = "NAME", group = "deck")]
        collection: Option<String>,
        /// The decisions a search finds.
        #[arg(long, value_name = "QUERY", group = "deck")]
        search: Option<String>,
        /// The starred decisions.
        #[arg(long, group = "deck")]
        starred: bool,
        #[arg(long, value_enum, default_value = "text")]
        format: Fmt,
    },
    /// Answer card CARD: a move such as 13/7 8/7 (quoted or not), or
    /// double, no_double, take or pass. Graded by the counted analysis and
    /// scheduled by FSRS.
    Answer {
        card: i64,
        #[arg(required = true, num_args = 1.., value_name = "ANSWER")]
        answer: Vec<String>,
        #[arg(long, value_enum, default_value = "text")]
        format: Fmt,
    },
}
