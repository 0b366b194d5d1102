//! The whole command line as clap parses it: `Cli`, every command and its
//! options, the shared filter options and the value parsers. Kept in one
//! file so the command modules use it and it uses none of them.

use std::path::PathBuf;

use clap::{Parser, Subcommand, ValueEnum};

use blunderdb::t;

use blunderdb::engine::analyse;
use blunderdb::library::store::Filter;
use blunderdb::metrics::DecisionFilter;

#[derive(Parser)]
#[command(
    name = "blunderdb",
    version,
    about = "A local library of backgammon matches and the statistics XG and gnuBG print for them"
)]
pub struct Cli {
    /// The library file (default: the platform data directory, e.g. ~/.local/share/blunderdb/library.db).
    #[arg(long, global = true, env = "BLUNDERDB_DB")]
    pub db: Option<PathBuf>,
    /// The language of the text output and the messages: en, fr, de, it,
    /// es, fi, ja, el, ru, pt or nl (default: the locale, e.g. LANG). JSON
    /// and CSV are the same in every language.
    #[arg(long, global = true, env = "BLUNDERDB_LANG", value_name = "LANG")]
    // Read before the command line is parsed (`main::language`), so that
    // the value parsers below answer in it too.
    #[allow(dead_code)]
    pub lang: Option<String>,
    /// The figures of one engine's analyses (xg or gnubg), over the matches
    /// that have one, instead of the analysis each match counts; for
    /// stats, players, progress, breakdown, decisions and report.
    #[arg(long, global = true, value_enum)]
    pub engine: Option<EngineArg>,
    /// A club server (http://HOST:PORT) in place of the local library, for
    /// import, analyse, worker and the read commands; the token is read
    /// from BLUNDERDB_TOKEN (docs/server.md).
    #[arg(long, global = true, value_name = "URL")]
    pub server: Option<String>,
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Clone, Copy, ValueEnum, PartialEq, Eq)]
pub enum EngineArg {
    Xg,
    Gnubg,
}

impl EngineArg {
    pub fn engine(self) -> blunderdb::library::store::engines::Engine {
        use blunderdb::library::store::engines::Engine;
        match self {
            EngineArg::Xg => Engine::Xg,
            EngineArg::Gnubg => Engine::Gnubg,
        }
    }
}

/// The options of `search`.
#[derive(clap::Args)]
pub struct SearchArgs {
    #[command(subcommand)]
    pub action: Option<SearchCommand>,
    /// The query, e.g. 'nc P<70' or 'm"6/1*" E>20'.
    pub query: Option<String>,
    /// The decisions made in a pasted position (an XGID, or a gnuBG Position ID with or without its Match ID): those with its cube and score, then those with its checkers only
    #[arg(long, value_name = "ID", conflicts_with = "query")]
    pub position: Option<String>,
    #[command(flatten)]
    pub page: SearchPageArgs,
}

/// What every search prints: the selection and the page.
#[derive(clap::Args, Clone)]
pub struct SearchPageArgs {
    /// Only this player's decisions (aliases count as the player).
    #[arg(long)]
    pub player: Option<String>,
    #[command(flatten)]
    pub filter: FilterArgs,
    /// Decisions per page.
    #[arg(long, default_value_t = 50)]
    pub limit: usize,
    /// The page after this decision (the `next` of the previous page).
    // Hyphen values: a cursor written before cursors were kept from
    // beginning with `-` (`-0,…`, `-,…`) still works as `--after -0,…`.
    #[arg(long, allow_hyphen_values = true)]
    pub after: Option<String>,
    #[arg(long, value_enum, default_value = "text")]
    pub format: Fmt,
}

/// `blunderdb search …` with a subcommand.
#[derive(Subcommand)]
pub enum SearchCommand {
    /// Save QUERY under NAME in the library (replacing a search of that name).
    Save { name: String, query: String },
    /// The saved searches.
    List {
        #[arg(long, value_enum, default_value = "text")]
        format: Fmt,
    },
    /// Remove the saved search NAME.
    Remove { name: String },
    /// Run the saved search NAME.
    Run {
        name: String,
        #[command(flatten)]
        page: SearchPageArgs,
    },
}

/// `blunderdb match …`.
#[derive(Subcommand)]
pub enum MatchCommand {
    /// Every move and cube action of a match, in order, forced plays and
    /// dances included: dice, the play, the best play, its error and mark,
    /// and the position before it (gnuBG's Position ID and Match ID, XGID).
    Show {
        /// The match's number (`blunderdb matches`).
        id: i64,
        /// Only this game (1 = the first).
        #[arg(long)]
        game: Option<u32>,
        #[arg(long, value_enum, default_value = "text")]
        format: Fmt,
    },
    /// Write a match as a file other programs import.
    Export {
        /// The match's number (`blunderdb matches`).
        id: i64,
        /// mat: a Jellyfish transcript, which gnuBG and XG import.
        #[arg(long, value_enum, default_value = "mat")]
        format: ExportFmt,
        /// The file to write (replaced whole, or left as it was).
        file: PathBuf,
    },
}

#[derive(Clone, Copy, ValueEnum, PartialEq, Eq)]
pub enum ExportFmt {
    Mat,
}

#[derive(Clone, Copy, ValueEnum, PartialEq, Eq)]
pub enum Fmt {
    Text,
    Json,
}

#[derive(Clone, Copy, ValueEnum, PartialEq, Eq)]
pub enum TableFmt {
    Text,
    Json,
    Csv,
}

#[derive(Clone, Copy, ValueEnum, PartialEq, Eq)]
pub enum Preset {
    Blunderdb,
    Gnubg,
    Xg,
}

#[derive(clap::Args, Default, Clone)]
pub struct FilterArgs {
    /// Only matches played on or after this date (YYYY-MM-DD).
    #[arg(long)]
    pub from: Option<String>,
    /// Only matches played on or before this date (YYYY-MM-DD).
    #[arg(long)]
    pub to: Option<String>,
    /// Only matches of this length in points (0 = money sessions).
    #[arg(long)]
    pub length: Option<u32>,
    /// Which decisions the error figures cover.
    #[arg(long = "type", value_enum, default_value = "all")]
    pub kind: KindArg,
}

#[derive(Clone, Copy, ValueEnum, PartialEq, Eq, Default)]
pub enum KindArg {
    #[default]
    All,
    Checker,
    Cube,
}

/// The commands. Those with seven or more options keep them in a struct of
/// their own (`AnalyseArgs`, …), which their module's function takes whole.
#[derive(Subcommand)]
pub enum Command {
    /// Serve club libraries over HTTP/JSON from PostgreSQL (docs/server.md).
    Serve(ServeArgs),
    /// Set up a club server's database: init, club add, token add/revoke.
    Server {
        #[command(subcommand)]
        action: ServerCommand,
    },
    /// Analyse a club's queued matches with gnuBG on this machine (with
    /// --server, a worker token in BLUNDERDB_TOKEN).
    Worker(WorkerArgs),
    /// Serve the window's page to a browser over the library (prints an address with a one-time token)
    Web(WebArgs),
    /// Import match files and folders (.sgf, .mat/.txt, .xg; recursively).
    Import {
        #[arg(required = true)]
        paths: Vec<PathBuf>,
    },
    /// List the matches in the library with both players' figures.
    Matches {
        #[arg(long, value_enum, default_value = "text")]
        format: Fmt,
    },
    /// Figures over the library, or over one player's matches.
    Stats {
        #[arg(long)]
        player: Option<String>,
        #[arg(long, value_enum, default_value = "text")]
        format: Fmt,
        #[command(flatten)]
        filter: FilterArgs,
    },
    /// One row per player.
    Players {
        #[arg(long, value_enum, default_value = "text")]
        format: TableFmt,
        #[command(flatten)]
        filter: FilterArgs,
    },
    /// Analyse the matches that have no analysis with GNU Backgammon, on
    /// every core; the library stores gnuBG's own analysis.
    Analyse(AnalyseArgs),
    /// Watch a folder (XG's or gnuBG's save folder, a download folder):
    /// import the match files that appear in it once they stop growing,
    /// each once, until Ctrl-C. The app watches the library's folder too.
    Watch(WatchArgs),
    /// The decisions behind the figures, worst first: a histogram bar,
    /// the errors or blunders, a kind of decision; each with its gnuBG
    /// Position ID, Match ID and XGID.
    Decisions(DecisionsArgs),
    /// Write a self-contained HTML report of a selection: the figures, the
    /// histogram and the worst decisions with their boards.
    Report {
        /// The HTML file to write (replaced whole, or left as it was).
        #[arg(long, value_name = "FILE")]
        html: PathBuf,
        #[arg(long)]
        player: Option<String>,
        #[command(flatten)]
        filter: FilterArgs,
        /// How many of the worst decisions to show with their boards.
        #[arg(long, default_value_t = blunderdb::render::html_report::DEFAULT_WORST, value_parser = parse_report_limit)]
        limit: usize,
    },
    /// Figures per match, month, year or event, in time order: is the
    /// player getting better? Each row's PR is its own Σ error / Σ
    /// decisions; the rows add up to `stats` for the same filter. Matches
    /// without a date form one row, "undated".
    Progress(ProgressArgs),
    /// Where the errors are: counted decisions, errors, blunders, error
    /// and PR by cube action, game phase, score, match length or game plan.
    ///
    /// cube-action: missed_double (did not double), wrong_double (doubled),
    /// wrong_take (took), wrong_pass (passed): the kind of the cube
    /// decision; their error adds up to the cube error.
    /// phase (checker plays, from the position before the play): bearoff =
    /// no contact and all the mover's checkers home or off; race = no
    /// contact otherwise; opening = contact and both pip counts at least
    /// 145; middle = contact otherwise; unknown = no position in the file.
    /// Their error adds up to the checker error.
    /// score: away-away from the player's view ("2a-5a"), money separate.
    /// length: "1", "3", ..., "money".
    /// plan (checker plays, from the position before the play, the mover's
    /// game plan as search's gt: classifies it): race, bear_in, crunch,
    /// back_game, ace_point, blitz, prime_vs_prime, mutual_holding,
    /// holding, contact; unknown = no position in the file. Their error
    /// adds up to the checker error.
    Breakdown {
        /// cube-action, phase, score, length or plan.
        #[arg(long)]
        by: String,
        /// Any of a player's names (aliases count as the merged player).
        #[arg(long)]
        player: Option<String>,
        #[arg(long, value_enum, default_value = "text")]
        format: TableFmt,
        #[command(flatten)]
        filter: FilterArgs,
    },
    /// One person under several names: count one name's matches as
    /// another player's, in every view, filter and export.
    Alias {
        #[command(subcommand)]
        action: AliasCommand,
    },
    /// Show or choose the level bands of the progression chart: xg (XG's
    /// Performance Rating table, the default), gnubg (gnuBG 1.08's
    /// ratings) or bmab (gnuBG's development ratings, like the BMAB's).
    Levels {
        /// The scale to choose; without it, the library's is shown.
        scale: Option<String>,
    },
    /// Find decisions by blunderDB's search filters (`nc P<70`, `m"6/1*"`,
    /// `gt:back_game E>50`, see docs/search.md), worst first, with the
    /// selection's figures; `search save|list|remove|run` keep queries
    /// under a name.
    #[command(args_conflicts_with_subcommands = true)]
    Search(SearchArgs),
    /// One match: `match show ID` move by move, `match export ID FILE`.
    Match {
        #[command(subcommand)]
        action: MatchCommand,
    },
    /// Show or set which analysis counts when a match holds several: an
    /// order of engines, e.g. `--prefer xg,gnubg` (the default: XG's, then
    /// gnuBG's deepest).
    Engines {
        /// The engines in order of preference, e.g. xg,gnubg.
        #[arg(long)]
        prefer: Option<String>,
        #[arg(long, value_enum, default_value = "text")]
        format: Fmt,
    },
    /// Tag decisions by their ref (from the rows of decisions, search and
    /// match show): `tag add REF TAG...`, `tag remove REF TAG...`, `tag list`.
    Tag {
        #[command(subcommand)]
        action: crate::study_args::TagCommand,
    },
    /// Star a decision (its ref).
    Star {
        #[arg(value_name = "REF")]
        reference: String,
    },
    /// Take a decision's star off (its ref).
    Unstar {
        #[arg(value_name = "REF")]
        reference: String,
    },
    /// Comment a decision (its ref); an empty TEXT removes the comment.
    Comment {
        #[arg(value_name = "REF")]
        reference: String,
        text: String,
    },
    /// Named, ordered lists of decisions, or live ones that follow a
    /// search: new, add, remove, delete, show, export (HTML boards, XGIDs or an Anki package), list.
    Collection {
        #[command(subcommand)]
        action: crate::study_args::CollectionCommand,
    },
    /// Training with spaced repetition (FSRS): the cards due, and answering
    /// one as at the table.
    Train {
        #[command(subcommand)]
        action: crate::study_args::TrainCommand,
    },
    /// Show or set the error and blunder thresholds (EMG).
    Thresholds {
        #[arg(long, value_enum, conflicts_with_all = ["error", "blunder"])]
        preset: Option<Preset>,
        #[arg(long, requires = "blunder")]
        error: Option<f64>,
        #[arg(long, requires = "error")]
        blunder: Option<f64>,
    },
}

/// The options of `analyse` (its help is the `Command::Analyse` doc).
#[derive(clap::Args)]
pub struct AnalyseArgs {
    /// gnuBG's evaluation depth, for chequer play and cube decisions:
    /// 0 is a quick pass, 2 gnuBG's usual level.
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(0..=i64::from(analyse::MAX_PLIES)))]
    pub plies: u8,
    /// gnuBG processes at once (default: the number of cores).
    #[arg(long, value_parser = clap::value_parser!(u16).range(1..))]
    pub jobs: Option<u16>,
    /// Only this player's matches.
    #[arg(long)]
    pub player: Option<String>,
    /// Only matches played on or after this date (YYYY-MM-DD).
    #[arg(long)]
    pub from: Option<String>,
    /// Only matches played on or before this date (YYYY-MM-DD).
    #[arg(long)]
    pub to: Option<String>,
    /// Only matches of this length in points (0 = money sessions).
    #[arg(long)]
    pub length: Option<u32>,
    /// The gnuBG program (default: BLUNDERDB_GNUBG, then gnubg on PATH, then /usr/games/gnubg).
    #[arg(long)]
    pub gnubg: Option<PathBuf>,
    /// Analyse again the matches that already have an analysis (gnuBG
    /// files and earlier runs; XG's analyses are kept).
    #[arg(long)]
    pub redo: bool,
    /// Seconds one match may take before its gnuBG is stopped
    /// (default: 300 at 0-ply, 900 at 1-ply, 3600 at 2-ply).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
    pub timeout: Option<u64>,
}

/// The options of `watch`.
#[derive(clap::Args)]
pub struct WatchArgs {
    /// The folder (default: the library's watched folder, as set in the
    /// app's Settings or with --save).
    pub folder: Option<PathBuf>,
    /// Remember FOLDER as the library's watched folder.
    #[arg(long, requires = "folder")]
    pub save: bool,
    /// Also have gnuBG analyse the new matches that have no analysis.
    #[arg(long)]
    pub analyse: bool,
    /// gnuBG's depth for --analyse (0 is quick, 2 gnuBG's usual level).
    #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u8).range(0..=i64::from(analyse::MAX_PLIES)))]
    pub plies: u8,
    /// The gnuBG program for --analyse.
    #[arg(long)]
    pub gnubg: Option<PathBuf>,
    /// Seconds a file must stay unchanged before it is imported.
    #[arg(long, default_value_t = 2)]
    pub settle: u64,
    /// Import what is ready now and exit (for a scheduled job).
    #[arg(long)]
    pub once: bool,
}

/// The options of `decisions`.
#[derive(clap::Args)]
pub struct DecisionsArgs {
    #[arg(long)]
    pub player: Option<String>,
    #[command(flatten)]
    pub filter: FilterArgs,
    /// Only errors of at least this many EMG (as the thresholds: inclusive).
    #[arg(long, value_parser = parse_emg)]
    pub min_error: Option<f64>,
    /// Only this kind of decision (double = double or no double).
    #[arg(long = "kind", id = "decision_kind", value_enum)]
    pub decision_kind: Option<DrillKind>,
    /// Only the decisions of this bar of the error histogram (0 = 0–5
    /// millipoints … 5 = 100+), exactly those `stats` counts in it.
    #[arg(long, value_parser = clap::value_parser!(u8).range(0..=5))]
    pub bucket: Option<u8>,
    /// Only the decisions of one cell of `breakdown`, exactly those its
    /// row counts: DIM=KEY, e.g. cube-action=wrong_take, phase=race,
    /// score=3a-5a, length=7 (or length=money), plan=back_game.
    #[arg(long, value_name = "DIM=KEY")]
    pub breakdown: Option<String>,
    /// Decisions per page.
    #[arg(long, default_value_t = 50, value_parser = parse_limit)]
    pub limit: usize,
    /// Decisions to skip (the page's start).
    #[arg(long, default_value_t = 0, conflicts_with = "after")]
    pub offset: usize,
    /// The page after this decision: ERROR,MATCH,GAME,SEQ of the
    /// previous page's last row (`next` in the JSON output). Reads
    /// only the page, however deep.
    // Hyphen values: a cursor written before cursors were kept from
    // beginning with `-` (`-0,…`) still works as `--after -0,…`.
    #[arg(long, value_parser = parse_cursor, allow_hyphen_values = true)]
    pub after: Option<blunderdb::queries::drill::Cursor>,
    /// Also each checker play's candidate moves (rank, move, equity,
    /// difference to the best, the played one marked), re-read from
    /// its match's file: slower (the library keeps no candidates).
    #[arg(long)]
    pub candidates: bool,
    #[arg(long, value_enum, default_value = "text")]
    pub format: Fmt,
}

/// The options of `progress`.
#[derive(clap::Args)]
pub struct ProgressArgs {
    /// Any of a player's names (aliases count as the merged player).
    #[arg(long)]
    pub player: Option<String>,
    /// One row per match, month, year or event (tournament).
    #[arg(long, default_value = "month")]
    pub by: String,
    #[arg(long, value_enum, default_value = "text")]
    pub format: TableFmt,
    #[command(flatten)]
    pub filter: FilterArgs,
    /// Also draw the progression chart (one dot per row, rolling PR,
    /// trend, level bands) into this SVG file.
    #[arg(long, value_name = "FILE.svg")]
    pub chart: Option<PathBuf>,
    /// The chart's level bands: xg, gnubg or bmab (default: the
    /// library's, see `levels`).
    #[arg(long, value_name = "SCALE")]
    pub levels: Option<String>,
    /// Decisions the chart's rolling PR covers.
    #[arg(long, default_value_t = 500, value_parser = clap::value_parser!(u64).range(1..))]
    pub window: u64,
}

#[derive(Clone, Copy, ValueEnum, PartialEq, Eq)]
pub enum DrillKind {
    Checker,
    Cube,
    Double,
    Take,
    Pass,
}

// The value parsers answer in the run's language (`crate::text()`),
// inside clap's own usage error.

fn parse_emg(s: &str) -> std::result::Result<f64, String> {
    let tx = crate::text();
    match s.trim().parse::<f64>() {
        Ok(v) if v.is_finite() && v >= 0.0 => Ok(v),
        _ => Err(t!(
            tx,
            "cli-bad-emg",
            value = s,
            example = tx.number(0.05, 2)
        )),
    }
}

fn parse_limit(s: &str) -> std::result::Result<usize, String> {
    let tx = crate::text();
    match s.trim().parse::<usize>() {
        Ok(v) if (1..=blunderdb::queries::drill::MAX_LIMIT).contains(&v) => Ok(v),
        _ => Err(t!(
            tx,
            "cli-bad-page-size",
            value = s,
            max = blunderdb::queries::drill::MAX_LIMIT
        )),
    }
}

fn parse_cursor(s: &str) -> std::result::Result<blunderdb::queries::drill::Cursor, String> {
    blunderdb::queries::drill::Cursor::parse(s).map_err(|e| e.message(crate::text()))
}

fn parse_report_limit(s: &str) -> std::result::Result<usize, String> {
    let tx = crate::text();
    match s.trim().parse::<usize>() {
        Ok(v) if v <= blunderdb::render::html_report::MAX_WORST => Ok(v),
        _ => Err(t!(
            tx,
            "cli-bad-board-count",
            value = s,
            max = blunderdb::render::html_report::MAX_WORST
        )),
    }
}

#[derive(Subcommand)]
pub enum AliasCommand {
    /// Count NAME's matches as PLAYER's (stored matches keep their names).
    Add {
        name: String,
        /// The player NAME is merged into (any of its names).
        #[arg(long = "as", value_name = "PLAYER")]
        player: String,
    },
    /// Undo an alias: NAME's matches are its own again.
    Remove { name: String },
    /// List the aliases.
    List {
        #[arg(long, value_enum, default_value = "text")]
        format: Fmt,
    },
}

/// The library's filter for `player` and the filter options.
pub fn filter_of(player: Option<String>, f: &FilterArgs) -> Filter {
    Filter {
        player,
        date_from: f.from.clone(),
        date_to: f.to.clone(),
        length: f.length,
        decisions: match f.kind {
            KindArg::All => DecisionFilter::All,
            KindArg::Checker => DecisionFilter::Checker,
            KindArg::Cube => DecisionFilter::Cube,
        },
    }
}

/// The options of `serve`.
#[derive(clap::Args)]
pub struct ServeArgs {
    /// The PostgreSQL database (postgresql://USER@HOST:PORT/DB).
    #[arg(long, env = "BLUNDERDB_PG", value_name = "URL")]
    pub pg: String,
    /// The address to listen on.
    #[arg(long, default_value = "127.0.0.1:8080", value_name = "ADDR")]
    pub listen: String,
    /// The folder of the clubs' read models (rebuilt from PostgreSQL when
    /// missing; default: the platform cache folder).
    #[arg(long, value_name = "DIR")]
    pub cache: Option<PathBuf>,
    /// The largest file accepted, in bytes (larger uploads get 413).
    #[arg(long, default_value_t = blunderdb::library::store::MAX_FILE_BYTES, value_name = "BYTES")]
    pub max_upload: u64,
    /// Serve the window's page too: members sign in with their token and read their club in a browser
    #[arg(long)]
    pub web: bool,
}

/// `blunderdb server …`: the database's administration.
#[derive(Subcommand)]
pub enum ServerCommand {
    /// Apply the server's migrations to the database.
    Init {
        #[arg(long, env = "BLUNDERDB_PG", value_name = "URL")]
        pg: String,
    },
    /// Clubs.
    Club {
        #[command(subcommand)]
        action: ClubCommand,
    },
    /// Tokens.
    Token {
        #[command(subcommand)]
        action: TokenCommand,
    },
}

#[derive(Subcommand)]
pub enum ClubCommand {
    /// Make a club and print its first admin token (shown once).
    Add {
        name: String,
        #[arg(long, env = "BLUNDERDB_PG", value_name = "URL")]
        pg: String,
    },
}

#[derive(Subcommand)]
pub enum TokenCommand {
    /// Make a token and print it (shown once; only its hash is kept).
    Add {
        #[arg(long)]
        club: String,
        /// reader, uploader, admin or worker.
        #[arg(long, value_parser = ["reader", "uploader", "admin", "worker"])]
        role: String,
        /// Who or what holds it.
        #[arg(long)]
        name: Option<String>,
        #[arg(long, env = "BLUNDERDB_PG", value_name = "URL")]
        pg: String,
    },
    /// Revoke token ID: it opens nothing from now on.
    Revoke {
        id: i64,
        #[arg(long, env = "BLUNDERDB_PG", value_name = "URL")]
        pg: String,
    },
}

/// The options of `web`.
#[derive(clap::Args)]
pub struct WebArgs {
    /// The address to listen on
    #[arg(long, default_value = "127.0.0.1:8421", value_name = "ADDR")]
    pub listen: String,
    /// Open the page in the system's browser
    #[arg(long)]
    pub open: bool,
    /// The largest file accepted, in bytes (larger uploads get 413).
    #[arg(long, default_value_t = blunderdb::library::store::MAX_FILE_BYTES, value_name = "BYTES")]
    pub max_upload: u64,
}

/// The options of `worker`.
#[derive(clap::Args)]
pub struct WorkerArgs {
    /// gnuBG processes at once (default: the number of cores).
    #[arg(long, value_parser = clap::value_parser!(u16).range(1..))]
    pub jobs: Option<u16>,
    /// The gnuBG program (default: BLUNDERDB_GNUBG, then gnubg on PATH, then /usr/games/gnubg).
    #[arg(long)]
    pub gnubg: Option<PathBuf>,
    /// Stop when the queue has nothing left instead of waiting for more.
    #[arg(long)]
    pub until_idle: bool,
}
