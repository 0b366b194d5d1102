//! `blunderdb`: the command line over the library.

use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{bail, Context, Result};
use clap::{Parser, Subcommand, ValueEnum};
use indicatif::{ProgressBar, ProgressStyle};

use blunderdb::engine::analyse::{self, Gnubg};
use blunderdb::engine::watch_folder;
use blunderdb::library::import::{self, Outcome, Summary};
use blunderdb::library::store::{Filter, Store};
use blunderdb::metrics::{DecisionFilter, Thresholds};
use blunderdb::queries::filters::{self, FilterError};
use blunderdb::queries::levels::Scale;
use blunderdb::queries::report::{self, count, num};

#[derive(Parser)]
#[command(
    name = "blunderdb",
    version,
    about = "A local library of backgammon matches and the statistics XG and gnuBG print for them"
)]
struct Cli {
    /// The library file (default: the platform data directory, e.g. ~/.local/share/blunderdb/library.db).
    #[arg(long, global = true, env = "BLUNDERDB_DB")]
    db: Option<PathBuf>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Clone, Copy, ValueEnum, PartialEq, Eq)]
enum Fmt {
    Text,
    Json,
}

#[derive(Clone, Copy, ValueEnum, PartialEq, Eq)]
enum TableFmt {
    Text,
    Json,
    Csv,
}

#[derive(Clone, Copy, ValueEnum, PartialEq, Eq)]
enum Preset {
    Blunderdb,
    Gnubg,
    Xg,
}

#[derive(clap::Args, Default)]
struct FilterArgs {
    /// Only matches played on or after this date (YYYY-MM-DD).
    #[arg(long)]
    from: Option<String>,
    /// Only matches played on or before this date (YYYY-MM-DD).
    #[arg(long)]
    to: Option<String>,
    /// Only matches of this length in points (0 = money sessions).
    #[arg(long)]
    length: Option<u32>,
    /// Which decisions the error figures cover.
    #[arg(long = "type", value_enum, default_value = "all")]
    kind: KindArg,
}

#[derive(Clone, Copy, ValueEnum, PartialEq, Eq, Default)]
enum KindArg {
    #[default]
    All,
    Checker,
    Cube,
}

#[derive(Subcommand)]
enum Command {
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
    Analyse {
        /// gnuBG's evaluation depth, for chequer play and cube decisions:
        /// 0 is a quick pass, 2 gnuBG's usual level.
        #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(0..=i64::from(analyse::MAX_PLIES)))]
        plies: u8,
        /// gnuBG processes at once (default: the number of cores).
        #[arg(long, value_parser = clap::value_parser!(u16).range(1..))]
        jobs: Option<u16>,
        /// Only this player's matches.
        #[arg(long)]
        player: Option<String>,
        /// Only matches played on or after this date (YYYY-MM-DD).
        #[arg(long)]
        from: Option<String>,
        /// Only matches played on or before this date (YYYY-MM-DD).
        #[arg(long)]
        to: Option<String>,
        /// Only matches of this length in points (0 = money sessions).
        #[arg(long)]
        length: Option<u32>,
        /// The gnuBG program (default: BLUNDERDB_GNUBG, then gnubg on PATH, then /usr/games/gnubg).
        #[arg(long)]
        gnubg: Option<PathBuf>,
        /// Analyse again the matches that already have an analysis (gnuBG
        /// files and earlier runs; XG's analyses are kept).
        #[arg(long)]
        redo: bool,
        /// Seconds one match may take before its gnuBG is stopped
        /// (default: 300 at 0-ply, 900 at 1-ply, 3600 at 2-ply).
        #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
        timeout: Option<u64>,
    },
    /// Watch a folder (XG's or gnuBG's save folder, a download folder):
    /// import the match files that appear in it once they stop growing,
    /// each once, until Ctrl-C. The app watches the library's folder too.
    Watch {
        /// The folder (default: the library's watched folder, as set in the
        /// app's Settings or with --save).
        folder: Option<PathBuf>,
        /// Remember FOLDER as the library's watched folder.
        #[arg(long, requires = "folder")]
        save: bool,
        /// Also have gnuBG analyse the new matches that have no analysis.
        #[arg(long)]
        analyse: bool,
        /// gnuBG's depth for --analyse (0 is quick, 2 gnuBG's usual level).
        #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u8).range(0..=i64::from(analyse::MAX_PLIES)))]
        plies: u8,
        /// The gnuBG program for --analyse.
        #[arg(long)]
        gnubg: Option<PathBuf>,
        /// Seconds a file must stay unchanged before it is imported.
        #[arg(long, default_value_t = 2)]
        settle: u64,
        /// Import what is ready now and exit (for a scheduled job).
        #[arg(long)]
        once: bool,
    },
    /// The decisions behind the figures, worst first: a histogram bar,
    /// the errors or blunders, a kind of decision; each with its gnuBG
    /// Position ID, Match ID and XGID.
    Decisions {
        #[arg(long)]
        player: Option<String>,
        #[command(flatten)]
        filter: FilterArgs,
        /// Only errors of at least this many EMG (as the thresholds: inclusive).
        #[arg(long, value_parser = parse_emg)]
        min_error: Option<f64>,
        /// Only this kind of decision (double = double or no double).
        #[arg(long = "kind", id = "decision_kind", value_enum)]
        decision_kind: Option<DrillKind>,
        /// Only the decisions of this bar of the error histogram (0 = 0–5
        /// millipoints … 5 = 100+), exactly those `stats` counts in it.
        #[arg(long, value_parser = clap::value_parser!(u8).range(0..=5))]
        bucket: Option<u8>,
        /// Only the decisions of one cell of `breakdown`, exactly those its
        /// row counts: DIM=KEY, e.g. cube-action=wrong_take, phase=race,
        /// score=3a-5a, length=7 (or length=money).
        #[arg(long, value_name = "DIM=KEY")]
        breakdown: Option<String>,
        /// Decisions per page.
        #[arg(long, default_value_t = 50, value_parser = parse_limit)]
        limit: usize,
        /// Decisions to skip (the page's start).
        #[arg(long, default_value_t = 0, conflicts_with = "after")]
        offset: usize,
        /// The page after this decision: ERROR,MATCH,GAME,SEQ of the
        /// previous page's last row (`next` in the JSON output). Reads
        /// only the page, however deep.
        #[arg(long, value_parser = parse_cursor)]
        after: Option<blunderdb::queries::drill::Cursor>,
        /// Also each checker play's candidate moves (rank, move, equity,
        /// difference to the best, the played one marked), re-read from
        /// its match's file: slower (the library keeps no candidates).
        #[arg(long)]
        candidates: bool,
        #[arg(long, value_enum, default_value = "text")]
        format: Fmt,
    },
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
    Progress {
        /// Any of a player's names (aliases count as the merged player).
        #[arg(long)]
        player: Option<String>,
        /// One row per match, month, year or event (tournament).
        #[arg(long, default_value = "month")]
        by: String,
        #[arg(long, value_enum, default_value = "text")]
        format: TableFmt,
        #[command(flatten)]
        filter: FilterArgs,
        /// Also draw the progression chart (one dot per row, rolling PR,
        /// trend, level bands) into this SVG file.
        #[arg(long, value_name = "FILE.svg")]
        chart: Option<PathBuf>,
        /// The chart's level bands: xg, gnubg or bmab (default: the
        /// library's, see `levels`).
        #[arg(long, value_name = "SCALE")]
        levels: Option<String>,
        /// Decisions the chart's rolling PR covers.
        #[arg(long, default_value_t = 500, value_parser = clap::value_parser!(u64).range(1..))]
        window: u64,
    },
    /// Where the errors are: counted decisions, errors, blunders, error
    /// and PR by cube action, game phase, score or match length.
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
    Breakdown {
        /// cube-action, phase, score or length.
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

#[derive(Clone, Copy, ValueEnum, PartialEq, Eq)]
enum DrillKind {
    Checker,
    Cube,
    Double,
    Take,
    Pass,
}

fn parse_emg(s: &str) -> std::result::Result<f64, String> {
    match s.trim().parse::<f64>() {
        Ok(v) if v.is_finite() && v >= 0.0 => Ok(v),
        _ => Err(format!(
            "\"{s}\" is not an error in EMG (a number ≥ 0, e.g. 0.05)"
        )),
    }
}

fn parse_limit(s: &str) -> std::result::Result<usize, String> {
    match s.trim().parse::<usize>() {
        Ok(v) if (1..=blunderdb::queries::drill::MAX_LIMIT).contains(&v) => Ok(v),
        _ => Err(format!(
            "\"{s}\" is not a page size (1 to {})",
            blunderdb::queries::drill::MAX_LIMIT
        )),
    }
}

fn parse_cursor(s: &str) -> std::result::Result<blunderdb::queries::drill::Cursor, String> {
    blunderdb::queries::drill::Cursor::parse(s).map_err(|e| e.to_string())
}

fn parse_report_limit(s: &str) -> std::result::Result<usize, String> {
    match s.trim().parse::<usize>() {
        Ok(v) if v <= blunderdb::render::html_report::MAX_WORST => Ok(v),
        _ => Err(format!(
            "\"{s}\" is not a number of boards (0 to {})",
            blunderdb::render::html_report::MAX_WORST
        )),
    }
}

/// A usage error found after parsing (a report path that cannot be
/// written): exit 2 like a bad option.
#[derive(Debug)]
struct Usage(String);

impl std::fmt::Display for Usage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Usage {}

#[derive(Subcommand)]
enum AliasCommand {
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

fn default_db() -> Result<PathBuf> {
    let base = dirs::data_dir().context("no data directory on this platform; pass --db PATH")?;
    Ok(base.join("blunderdb").join("library.db"))
}

fn filter_of(player: Option<String>, f: &FilterArgs) -> Filter {
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

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli) {
        Ok(code) => code,
        // `blunderdb players | head` closes the pipe early: not an error.
        Err(e)
            if e.downcast_ref::<std::io::Error>()
                .is_some_and(|e| e.kind() == std::io::ErrorKind::BrokenPipe) =>
        {
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("blunderdb: {e:#}");
            ExitCode::from(if is_usage_error(&e) { 2 } else { 1 })
        }
    }
}

/// A filter that cannot mean what the user wanted (an unknown player, an
/// impossible date) is a usage error, like a bad option: exit 2.
fn is_usage_error(e: &anyhow::Error) -> bool {
    e.downcast_ref::<FilterError>().is_some()
        || e.downcast_ref::<Usage>().is_some()
        || e.downcast_ref::<blunderdb::queries::Error>()
            .is_some_and(blunderdb::queries::Error::is_usage)
}

fn run(cli: Cli) -> Result<ExitCode> {
    // Without gnuBG, `analyse` can do nothing: say so before anything else.
    let gnubg = match &cli.command {
        Command::Analyse { gnubg, .. }
        | Command::Watch {
            gnubg,
            analyse: true,
            ..
        } => match Gnubg::locate(gnubg.as_deref()) {
            Ok(g) => Some(g),
            Err(e) => {
                eprintln!("blunderdb: {e}");
                return Ok(ExitCode::from(2));
            }
        },
        _ => None,
    };
    let db = match cli.db {
        Some(p) => p,
        None => default_db()?,
    };
    let mut store = Store::open(&db)?;
    let out = std::io::stdout();
    let mut out = out.lock();
    match cli.command {
        Command::Import { paths } => return import(&mut store, &paths),
        Command::Matches { format } => {
            let ms = store.matches(DecisionFilter::All)?;
            if format == Fmt::Json {
                let v: Vec<_> = ms.iter().map(report::match_json).collect();
                writeln!(out, "{}", serde_json::to_string_pretty(&v)?)?;
            } else {
                writeln!(
                    out,
                    "{:>4}  {:<4} {:>3} {:>5}  {:<28} {:>6} {:>6}  {:<28} {:>6} {:>6}",
                    "id", "fmt", "len", "score", "player 1", "PR", "MWC%", "player 2", "PR", "MWC%"
                )?;
                for m in &ms {
                    let p = &m.players;
                    let mark = |s: u8| if m.winner == Some(s) { "*" } else { "" };
                    writeln!(
                        out,
                        "{:>4}  {:<4} {:>3} {:>5}  {:<28} {:>6} {:>6}  {:<28} {:>6} {:>6}",
                        m.id,
                        m.format,
                        if m.length == 0 {
                            "$".to_string()
                        } else {
                            m.length.to_string()
                        },
                        format!("{}-{}", m.points[0], m.points[1]),
                        format!("{}{}", p[0].name, mark(0)),
                        num(p[0].figures.pr, 2),
                        num(p[0].figures.mwc_loss_pct, 2),
                        format!("{}{}", p[1].name, mark(1)),
                        num(p[1].figures.pr, 2),
                        num(p[1].figures.mwc_loss_pct, 2),
                    )?;
                }
                writeln!(
                    out,
                    "{} matches (* = winner; $ = money session; — = unknown)",
                    ms.len()
                )?;
            }
        }
        Command::Stats {
            player,
            format,
            filter,
        } => {
            let f = filters::validate(&store, filter_of(player, &filter))?;
            if format == Fmt::Json {
                let v = report::stats_json(&store, &f)?;
                writeln!(out, "{}", serde_json::to_string_pretty(&v)?)?;
            } else {
                print_stats(&mut out, &store, &f)?;
            }
        }
        Command::Players { format, filter } => {
            let f = filters::validate(&store, filter_of(None, &filter))?;
            let rows = report::players_json(&store, &f)?;
            match format {
                TableFmt::Json => writeln!(out, "{}", serde_json::to_string_pretty(&rows)?)?,
                TableFmt::Csv => write!(out, "{}", report::players_csv(&rows))?,
                TableFmt::Text => print_players(&mut out, &store, &f)?,
            }
        }
        Command::Analyse {
            plies,
            jobs,
            player,
            from,
            to,
            length,
            redo,
            timeout,
            gnubg: _,
        } => {
            let Some(gnubg) = gnubg else {
                bail!("gnuBG was not located");
            };
            let mut opts = analyse::Options::new(plies);
            if let Some(j) = jobs {
                opts.jobs = usize::from(j);
            }
            if let Some(t) = timeout {
                opts.timeout = std::time::Duration::from_secs(t);
            }
            let filter = filters::validate(
                &store,
                Filter {
                    player,
                    date_from: from,
                    date_to: to,
                    length,
                    decisions: DecisionFilter::All,
                },
            )?;
            return analyse_matches(&mut store, &gnubg, &opts, &filter, redo);
        }
        Command::Watch {
            folder,
            save,
            plies,
            settle,
            once,
            ..
        } => {
            let folder = match folder {
                Some(f) => f,
                None => match store.setting(watch_folder::SETTING_FOLDER)? {
                    Some(f) => PathBuf::from(f),
                    None => bail!(Usage(
                        "no folder given, and the library watches none (blunderdb watch FOLDER --save)"
                            .into()
                    )),
                },
            };
            if !folder.is_dir() {
                bail!(Usage(format!("{}: not a folder", folder.display())));
            }
            if save {
                let abs = folder.canonicalize().unwrap_or_else(|_| folder.clone());
                store.set_setting(watch_folder::SETTING_FOLDER, &abs.display().to_string())?;
            }
            let settle = std::time::Duration::from_secs(settle);
            return watch(&mut store, &folder, settle, once, gnubg.map(|g| (g, plies)));
        }
        Command::Decisions {
            player,
            filter,
            min_error,
            decision_kind,
            bucket,
            breakdown,
            limit,
            offset,
            after,
            candidates,
            format,
        } => {
            let breakdown = breakdown
                .as_deref()
                .map(blunderdb::queries::breakdown::CellKey::parse)
                .transpose()?;
            let f = filters::validate(&store, filter_of(player, &filter))?;
            let q = blunderdb::queries::drill::Query {
                filter: f,
                min_error,
                kind: decision_kind.map(|k| match k {
                    DrillKind::Checker => blunderdb::queries::drill::KindFilter::Checker,
                    DrillKind::Cube => blunderdb::queries::drill::KindFilter::Cube,
                    DrillKind::Double => blunderdb::queries::drill::KindFilter::Double,
                    DrillKind::Take => blunderdb::queries::drill::KindFilter::Take,
                    DrillKind::Pass => blunderdb::queries::drill::KindFilter::Pass,
                }),
                bucket: bucket.map(usize::from),
                breakdown,
                limit,
                offset,
                after,
                before: None,
            };
            let rows = store.decisions(&q)?;
            if format == Fmt::Json {
                // `next`: the cursor of the following page (`--after`).
                let next = (rows.len() == limit)
                    .then(|| rows.last().and_then(blunderdb::queries::drill::Cursor::of))
                    .flatten()
                    .map(|c| c.to_string());
                let mut list = serde_json::to_value(&rows)?;
                if candidates {
                    let mut reader = blunderdb::queries::candidates::Reader::new();
                    if let Some(items) = list.as_array_mut() {
                        for (item, d) in items.iter_mut().zip(&rows) {
                            item["candidates"] = serde_json::to_value(reader.of(d))?;
                        }
                    }
                }
                let v = serde_json::json!({ "decisions": list, "next": next });
                writeln!(out, "{}", serde_json::to_string_pretty(&v)?)?;
            } else {
                let mut reader = candidates.then(blunderdb::queries::candidates::Reader::new);
                print_decisions(&mut out, &rows, offset, reader.as_mut())?;
                if rows.len() == limit {
                    if let Some(c) = rows.last().and_then(blunderdb::queries::drill::Cursor::of) {
                        writeln!(out, "next page: --after {c}")?;
                    }
                }
            }
        }
        Command::Report {
            html,
            player,
            filter,
            limit,
        } => {
            let f = filters::validate(&store, filter_of(player, &filter))?;
            let page = blunderdb::render::html_report::report_html(&store, &f, limit)?;
            blunderdb::render::html_report::write_report(&html, &page)
                .map_err(|e| anyhow::Error::new(Usage(e.to_string())))?;
            writeln!(out, "wrote {} ({} bytes)", html.display(), page.len())?;
        }
        Command::Progress {
            player,
            by,
            format,
            filter,
            chart,
            levels,
            window,
        } => {
            use blunderdb::queries::progress::{self, Period};
            let by = Period::parse(&by)?;
            let f = filters::validate(&store, filter_of(player, &filter))?;
            let levels = match levels {
                Some(k) => Scale::parse(&k)?,
                None => store.level_scale()?,
            };
            let rows = store.progress(&f, by)?;
            if let Some(path) = chart {
                let points = progress::points(&rows, &f);
                let (svg, _) =
                    blunderdb::render::chart::progression_svg(&points, window, &levels, (960, 420));
                std::fs::write(&path, svg)
                    .with_context(|| format!("cannot write {}", path.display()))?;
            }
            match format {
                TableFmt::Json => writeln!(
                    out,
                    "{}",
                    serde_json::to_string_pretty(&progress::progress_of(&store, &f, by, &rows)?)?
                )?,
                TableFmt::Csv => write!(out, "{}", progress::progress_csv(&store, &f, by)?)?,
                TableFmt::Text => write!(out, "{}", progress::progress_text(&store, &f, by)?)?,
            }
        }
        Command::Breakdown {
            by,
            player,
            format,
            filter,
        } => {
            use blunderdb::queries::breakdown::{self, By};
            let by = By::parse(&by)?;
            let f = filters::validate(&store, filter_of(player, &filter))?;
            let rows = store.breakdown(&f, by)?;
            match format {
                TableFmt::Json => writeln!(
                    out,
                    "{}",
                    serde_json::to_string_pretty(
                        &serde_json::json!({"by": by.as_str(), "rows": rows})
                    )?
                )?,
                TableFmt::Csv => write!(out, "{}", breakdown::breakdown_csv(&rows))?,
                TableFmt::Text => write!(out, "{}", breakdown::breakdown_text(by, &rows))?,
            }
        }
        Command::Alias { action } => match action {
            AliasCommand::Add { name, player } => {
                let a = store.add_alias(&name, &player)?;
                writeln!(out, "\"{}\" now counts as \"{}\"", a.alias, a.player)?;
            }
            AliasCommand::Remove { name } => {
                let a = store.remove_alias(&name)?;
                writeln!(out, "\"{}\" no longer counts as \"{}\"", a.alias, a.player)?;
            }
            AliasCommand::List { format } => {
                let all = store.aliases()?;
                if format == Fmt::Json {
                    writeln!(out, "{}", serde_json::to_string_pretty(&all)?)?;
                } else if all.is_empty() {
                    writeln!(out, "no aliases")?;
                } else {
                    for a in &all {
                        writeln!(out, "{}  →  {}", a.alias, a.player)?;
                    }
                }
            }
        },
        Command::Levels { scale } => {
            if let Some(k) = scale {
                store.set_level_scale(&Scale::parse(&k)?)?;
            }
            let s = store.level_scale()?;
            writeln!(out, "{} ({}): {}", s.key, s.label, s.source)?;
            let mut from = 0.0;
            for (name, bound) in s.bands {
                if bound.is_finite() {
                    writeln!(out, "  {from:>4.1} – {bound:<4.1}  {name}")?;
                } else {
                    writeln!(out, "  {from:>4.1} and up  {name}")?;
                }
                from = *bound;
            }
        }
        Command::Thresholds {
            preset,
            error,
            blunder,
        } => {
            let new = match (preset, error, blunder) {
                (Some(Preset::Blunderdb), _, _) => Some(Thresholds::BLUNDERDB),
                (Some(Preset::Gnubg), _, _) => Some(Thresholds::GNUBG),
                (Some(Preset::Xg), _, _) => Some(Thresholds::XG),
                (None, Some(e), Some(b)) => match Thresholds::new(e, b) {
                    Ok(t) => Some(t),
                    Err(msg) => bail!("{msg}"),
                },
                _ => None,
            };
            if let Some(t) = new {
                store.set_thresholds(t)?;
            }
            writeln!(out, "{}", report::thresholds_text(&store.thresholds()?))?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// One line of `import`'s (and `watch`'s) report for a file.
fn import_line(r: &import::FileReport) -> String {
    match &r.outcome {
        Outcome::Imported { id } => format!("imported   {} (match {id})", r.path),
        Outcome::Duplicate { id, of } => {
            format!("duplicate  {} (match {id}, from {of})", r.path)
        }
        Outcome::Replaced { id, previous } => {
            format!(
                "replaced   {} (match {id}: analysed copy replaces {previous})",
                r.path
            )
        }
        Outcome::Skipped { reason } => format!("skipped    {} ({reason})", r.path),
        Outcome::Failed { error } => format!("failed     {error}"),
    }
}

fn import(store: &mut Store, paths: &[PathBuf]) -> Result<ExitCode> {
    let files = import::collect(paths);
    let bar = if std::io::stderr().is_terminal() {
        let b = ProgressBar::new(files.len() as u64);
        b.set_style(
            ProgressStyle::with_template("{bar:40} {pos}/{len} files  {msg}")
                .unwrap_or_else(|_| ProgressStyle::default_bar()),
        );
        b
    } else {
        ProgressBar::hidden()
    };
    let reports = import::import_all(store, &files, None, |_, _, r| {
        let line = import_line(r);
        if bar.is_hidden() {
            println!("{line}");
        } else {
            bar.println(line);
            bar.inc(1);
            bar.set_message(r.path.rsplit('/').next().unwrap_or_default().to_string());
        }
    });
    bar.finish_and_clear();
    let s = Summary::of(&reports);
    println!(
        "{} files: {} imported, {} duplicates, {} replaced, {} skipped, {} failed",
        reports.len(),
        s.imported,
        s.duplicates,
        s.replaced,
        s.skipped,
        s.failed
    );
    Ok(if s.failed > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

/// `blunderdb watch`: scan every second, import what has settled, and
/// with gnuBG given analyse the new transcripts, until Ctrl-C.
fn watch(
    store: &mut Store,
    folder: &std::path::Path,
    settle: std::time::Duration,
    once: bool,
    gnubg: Option<(Gnubg, u8)>,
) -> Result<ExitCode> {
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    if !once {
        let stop = std::sync::Arc::clone(&stop);
        let _ = ctrlc::set_handler(move || {
            if stop.swap(true, std::sync::atomic::Ordering::SeqCst) {
                std::process::exit(130);
            }
        });
        println!(
            "watching {} (files are imported {} s after they stop changing; Ctrl-C stops)",
            folder.display(),
            settle.as_secs()
        );
    }
    let mut w = watch_folder::Watcher::new(folder, settle, Some(store));
    let mut failed = false;
    loop {
        // With --once, files written less than the settle time ago wait
        // for the next run.
        let ready = w.poll();
        if !ready.is_empty() {
            let (reports, ids) = watch_folder::import_files(store, &ready, |r| {
                println!("{}", import_line(r));
            });
            failed |= reports.iter().any(|r| r.outcome.is_failure());
            if let Some((g, plies)) = &gnubg {
                let targets = watch_folder::unanalysed(store, &ids)?;
                let opts = analyse::Options::new(*plies);
                let reports = analyse::analyse_all(store, g, &opts, &targets, &stop, |ev| {
                    if let analyse::Event::Finished { report, .. } = ev {
                        println!("{}", analysis_line(report));
                    }
                });
                failed |= reports.iter().any(|r| r.is_failure());
            }
        }
        if once || stop.load(std::sync::atomic::Ordering::SeqCst) {
            break;
        }
        std::thread::sleep(std::time::Duration::from_secs(1));
        if stop.load(std::sync::atomic::Ordering::SeqCst) {
            break;
        }
    }
    Ok(if failed {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

/// One line of `analyse`'s (and `watch`'s) report for a match.
fn analysis_line(r: &analyse::MatchReport) -> String {
    match &r.outcome {
        analyse::Outcome::Analysed => {
            format!(
                "analysed  {} (match {}) in {:.1} s",
                r.label, r.id, r.seconds
            )
        }
        analyse::Outcome::Failed { error } => {
            format!("failed    {} (match {}): {error}", r.label, r.id)
        }
    }
}

fn analyse_matches(
    store: &mut Store,
    gnubg: &Gnubg,
    opts: &analyse::Options,
    filter: &Filter,
    redo: bool,
) -> Result<ExitCode> {
    let targets = store.analysis_targets(filter, redo)?;
    println!(
        "gnuBG {} ({}), {}-ply, {} job{}: {} match{} to analyse",
        gnubg.version,
        gnubg.path.display(),
        opts.plies,
        opts.jobs.min(targets.len().max(1)),
        if opts.jobs.min(targets.len().max(1)) == 1 {
            ""
        } else {
            "s"
        },
        targets.len(),
        if targets.len() == 1 { "" } else { "es" },
    );
    // Ctrl-C: no new match starts; the ones under way finish and are kept.
    // A second Ctrl-C ends the program at once (each match is one
    // transaction, so the library stays whole).
    let cancel = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    {
        let cancel = std::sync::Arc::clone(&cancel);
        let _ = ctrlc::set_handler(move || {
            if cancel.swap(true, std::sync::atomic::Ordering::SeqCst) {
                std::process::exit(130);
            }
            eprintln!(
                "blunderdb: cancelling: finishing the matches under way (Ctrl-C again to stop now)"
            );
        });
    }
    // The bar and its time left go by each match's work (the longest
    // matches go first, so counting matches would promise too long a wait).
    let bar = if std::io::stderr().is_terminal() && !targets.is_empty() {
        let b = ProgressBar::new(targets.iter().map(analyse::work).sum());
        b.set_style(
            ProgressStyle::with_template("{bar:40} {prefix} matches  {elapsed} (eta {eta})  {msg}")
                .unwrap_or_else(|_| ProgressStyle::default_bar()),
        );
        b.set_prefix(format!("0/{}", targets.len()));
        b
    } else {
        ProgressBar::hidden()
    };
    let start = std::time::Instant::now();
    let reports = analyse::analyse_all(store, gnubg, opts, &targets, &cancel, |ev| match ev {
        analyse::Event::Started { target } => bar.set_message(target.label()),
        analyse::Event::Finished {
            done,
            total,
            target,
            report: r,
        } => {
            let line = analysis_line(r);
            if bar.is_hidden() {
                println!("{line}");
            } else {
                bar.println(line);
                bar.set_prefix(format!("{done}/{total}"));
                bar.inc(analyse::work(target));
            }
        }
    });
    bar.finish_and_clear();
    let s = analyse::Summary::of(&reports, targets.len());
    let mut line = format!(
        "{} match{}: {} analysed, {} failed",
        targets.len(),
        if targets.len() == 1 { "" } else { "es" },
        s.analysed,
        s.failed
    );
    if s.not_started > 0 {
        line += &format!(
            ", {} not started (cancelled; run again to do them)",
            s.not_started
        );
    }
    println!("{line} in {:.1} s", start.elapsed().as_secs_f64());
    Ok(if s.failed > 0 {
        ExitCode::from(1)
    } else if s.not_started > 0 {
        ExitCode::from(130)
    } else {
        ExitCode::SUCCESS
    })
}

fn print_stats(out: &mut impl Write, store: &Store, f: &Filter) -> Result<()> {
    let t = store.tally(f)?;
    let x = t.figures(f.decisions);
    // The stored spelling of the name, whatever case the user typed.
    let stored = match &f.player {
        Some(p) => store.stored_name(p)?,
        None => None,
    };
    let who = stored
        .as_deref()
        .or(f.player.as_deref())
        .unwrap_or("all players");
    writeln!(out, "Statistics of {who}")?;
    if f.player.is_some() {
        writeln!(
            out,
            "  Matches             {}   (won {}, lost {})",
            x.matches, x.wins, x.losses
        )?;
    } else {
        writeln!(out, "  Matches             {}", x.matches)?;
    }
    writeln!(
        out,
        "  PR                  {}   (checker {}, cube {})",
        num(x.pr, 2),
        num(x.pr_checker, 2),
        num(x.pr_cube, 2)
    )?;
    writeln!(out, "  Snowie error rate   {}", num(x.snowie_er, 2))?;
    writeln!(
        out,
        "  Error               {} EMG   ({} % MWC; {} % per match)",
        num(x.error_emg, 3),
        num(x.mwc_loss_pct, 2),
        num(x.mwc_loss_per_match_pct, 2)
    )?;
    writeln!(
        out,
        "  Decisions           {}   (unforced checker {}, close cube {})",
        count(x.decisions),
        count(x.checker_unforced),
        count(x.close_cube)
    )?;
    writeln!(
        out,
        "  Checker moves       {}   (doubles {}, takes {}, passes {})",
        x.checker_total, x.doubles, x.takes, x.passes
    )?;
    writeln!(
        out,
        "  Errors / blunders   {} / {}   [{}]",
        count(x.errors),
        count(x.blunders),
        report::thresholds_text(&store.thresholds()?)
    )?;
    writeln!(
        out,
        "  Luck                {} EMG over {} rolls ({} per roll, {} % MWC)",
        num(x.luck_emg, 3),
        x.luck_rolls,
        num(x.luck_per_roll, 4),
        num(x.luck_mwc_pct, 2)
    )?;
    if let Some(h) = x.histogram {
        writeln!(out, "  Error histogram (millipoints):")?;
        let max = h.iter().copied().max().unwrap_or(0).max(1);
        for (label, n) in blunderdb::metrics::HISTOGRAM_LABELS.iter().zip(h) {
            let bar = "█".repeat(((n * 40) / max) as usize);
            writeln!(out, "    {label:>7}  {n:>7}  {bar}")?;
        }
    }
    let waiting = store.unanalysed_count(f)?;
    if waiting > 0 {
        writeln!(
            out,
            "  {waiting} match{} without analysis: `blunderdb analyse` has gnuBG analyse {}",
            if waiting == 1 { "" } else { "es" },
            if waiting == 1 { "it" } else { "them" }
        )?;
    }
    Ok(())
}

fn print_players(out: &mut impl Write, store: &Store, f: &Filter) -> Result<()> {
    writeln!(
        out,
        "{:<28} {:>4} {:>7} {:>6} {:>6} {:>6} {:>6} {:>6} {:>7} {:>5} {:>5} {:>8}",
        "player",
        "M",
        "W-L",
        "Dec",
        "PR",
        "chkPR",
        "cubePR",
        "Snowie",
        "MWC%/m",
        "Err",
        "Blu",
        "Luck"
    )?;
    for (name, t) in store.player_tallies(f)? {
        let x = t.figures(f.decisions);
        writeln!(
            out,
            "{:<28} {:>4} {:>7} {:>6} {:>6} {:>6} {:>6} {:>6} {:>7} {:>5} {:>5} {:>8}",
            name,
            x.matches,
            format!("{}-{}", x.wins, x.losses),
            count(x.decisions),
            num(x.pr, 2),
            num(x.pr_checker, 2),
            num(x.pr_cube, 2),
            num(x.snowie_er, 2),
            num(x.mwc_loss_per_match_pct, 2),
            count(x.errors),
            count(x.blunders),
            num(x.luck_emg, 3),
        )?;
    }
    Ok(())
}

fn print_decisions(
    out: &mut impl Write,
    rows: &[blunderdb::queries::drill::DecisionRow],
    offset: usize,
    mut candidates: Option<&mut blunderdb::queries::candidates::Reader>,
) -> Result<()> {
    if rows.is_empty() {
        writeln!(out, "No decision in this selection.")?;
        return Ok(());
    }
    for (i, d) in rows.iter().enumerate() {
        writeln!(
            out,
            "{:>5}. {:>6} EMG {:>6} %  {}  match {} game {} move {}  {}{}",
            offset + i + 1,
            num(d.error, 3),
            num(d.mwc_loss_pct, 2),
            d.player,
            d.match_no,
            d.game,
            d.move_number,
            d.kind,
            d.dice
                .as_deref()
                .map(|x| format!(" {x}"))
                .unwrap_or_default(),
        )?;
        writeln!(
            out,
            "         played {}   best {}",
            if d.played.is_empty() {
                "(no move)"
            } else {
                &d.played
            },
            d.best.as_deref().unwrap_or("—")
        )?;
        writeln!(
            out,
            "         {}  {}:{}",
            d.xgid.as_deref().unwrap_or("XGID —"),
            d.position_id.as_deref().unwrap_or("—"),
            d.match_id.as_deref().unwrap_or("—")
        )?;
        if let Some(reader) = candidates.as_deref_mut() {
            if d.kind != "checker" {
                continue;
            }
            let c = reader.of(d);
            match c.list() {
                Some(list) => {
                    for k in list {
                        writeln!(
                            out,
                            "         {:>2}. {:<24} {:>+8.3} {:>8}{}",
                            k.rank,
                            k.move_text(),
                            k.equity,
                            k.diff_text(),
                            if k.played { "  ← played" } else { "" }
                        )?;
                    }
                }
                None => writeln!(out, "         {}", c.note().unwrap_or(""))?,
            }
        }
    }
    Ok(())
}
