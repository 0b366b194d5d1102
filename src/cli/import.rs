//! `import` and `watch`: bring match files into the library, named on the
//! command line or as they appear in a watched folder; each file's line
//! and the totals in the run's language (`tx`).

use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Result;
use indicatif::{ProgressBar, ProgressStyle};

use blunderdb::engine::analyse::{self, Gnubg};
use blunderdb::engine::watch_folder;
use blunderdb::i18n::Text;
use blunderdb::library::import::{self, Outcome, Summary};
use blunderdb::library::store::Store;
use blunderdb::{msg, t};

use crate::analyse::analysis_line;
use crate::args::WatchArgs;
use crate::CliError;

/// One line of `import`'s (and `watch`'s) report for a file: what
/// happened, padded, then the file and the details.
pub(crate) fn import_line(tx: &Text, r: &import::FileReport) -> String {
    let why = || r.why(tx).unwrap_or_default();
    let (word, detail) = match &r.outcome {
        Outcome::Imported { id } => (
            t!(tx, "cli-import-word-imported"),
            t!(
                tx,
                "cli-import-imported",
                path = &r.path,
                id = id.to_string()
            ),
        ),
        Outcome::Duplicate { id, of } => (
            t!(tx, "cli-import-word-duplicate"),
            t!(
                tx,
                "cli-import-duplicate",
                path = &r.path,
                id = id.to_string(),
                of = of
            ),
        ),
        Outcome::Replaced { id, previous } => (
            t!(tx, "cli-import-word-replaced"),
            t!(
                tx,
                "cli-import-replaced",
                path = &r.path,
                id = id.to_string(),
                previous = previous
            ),
        ),
        Outcome::Added {
            id,
            analysis,
            counted,
        } => (
            t!(tx, "cli-import-word-added"),
            t!(
                tx,
                if *counted {
                    "cli-import-added-counted"
                } else {
                    "cli-import-added-held"
                },
                path = &r.path,
                id = id.to_string(),
                analysis = crate::engines::analysis_label(tx, analysis)
            ),
        ),
        Outcome::Skipped { .. } => (
            t!(tx, "cli-import-word-skipped"),
            t!(tx, "cli-import-skipped", path = &r.path, reason = why()),
        ),
        Outcome::Failed { .. } => (t!(tx, "cli-import-word-failed"), why()),
    };
    format!("{word:<10} {detail}")
}

/// A progress bar's template with `words` (its text, without braces) in
/// the middle.
fn bar_style(before: &str, words: &str, after: &str) -> ProgressStyle {
    let words = words.replace(['{', '}'], "");
    ProgressStyle::with_template(&format!("{before}{words}{after}"))
        .unwrap_or_else(|_| ProgressStyle::default_bar())
}

/// `blunderdb import`: the files and folders given, with a progress bar on
/// a terminal; exit 1 if a file failed.
pub fn import(tx: &Text, store: &mut Store, paths: &[PathBuf]) -> Result<ExitCode> {
    let files = import::collect(paths);
    let bar = if std::io::stderr().is_terminal() {
        let b = ProgressBar::new(files.len() as u64);
        b.set_style(bar_style(
            "{bar:40} {pos}/{len} ",
            &t!(tx, "cli-bar-files"),
            "  {msg}",
        ));
        b
    } else {
        ProgressBar::hidden()
    };
    let reports = import::import_all(store, &files, None, |_, _, r| {
        let line = import_line(tx, r);
        if bar.is_hidden() {
            println!("{line}");
        } else {
            bar.println(line);
            bar.inc(1);
            bar.set_message(r.path.rsplit('/').next().unwrap_or_default().to_string());
        }
    });
    bar.finish_and_clear();
    Ok(print_summary(tx, reports.len(), &Summary::of(&reports)))
}

/// Prints an import's totals as the command line ends an import (a local
/// one, or an upload to a club); exit 1 when a file failed.
pub fn print_summary(tx: &Text, files: usize, s: &Summary) -> ExitCode {
    println!(
        "{}",
        t!(
            tx,
            "cli-import-summary",
            files = files,
            imported = s.imported,
            duplicates = s.duplicates,
            replaced = s.replaced,
            skipped = s.skipped,
            failed = s.failed
        )
    );
    if s.added > 0 {
        println!("{}", t!(tx, "cli-import-summary-added", n = s.added));
    }
    if s.failed > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

/// `blunderdb watch`: the folder (given, or the library's), remembered
/// with `--save`, then watched.
pub fn watch(
    tx: &Text,
    store: &mut Store,
    args: WatchArgs,
    gnubg: Option<Gnubg>,
) -> Result<ExitCode> {
    let WatchArgs {
        folder,
        save,
        plies,
        settle,
        once,
        ..
    } = args;
    let folder = match folder {
        Some(f) => f,
        None => match store.setting(watch_folder::SETTING_FOLDER)? {
            Some(f) => PathBuf::from(f),
            None => return Err(CliError::Usage(msg!("cli-watch-no-folder")).into()),
        },
    };
    if !folder.is_dir() {
        return Err(CliError::Usage(msg!(
            "cli-watch-not-a-folder",
            path = folder.display().to_string()
        ))
        .into());
    }
    if save {
        let abs = blunderdb::library::files::absolute(&folder);
        store.set_setting(watch_folder::SETTING_FOLDER, &abs.display().to_string())?;
    }
    let settle = std::time::Duration::from_secs(settle);
    watch_loop(tx, store, &folder, settle, once, gnubg.map(|g| (g, plies)))
}

/// The watching itself: scan every second, import what has settled, and
/// with gnuBG given analyse the new transcripts, until Ctrl-C.
fn watch_loop(
    tx: &Text,
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
            "{}",
            t!(
                tx,
                "cli-watch-watching",
                path = folder.display().to_string(),
                seconds = settle.as_secs()
            )
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
                println!("{}", import_line(tx, r));
            });
            failed |= reports.iter().any(|r| r.outcome.is_failure());
            if let Some((g, plies)) = &gnubg {
                let targets = watch_folder::unanalysed(store, &ids)?;
                let opts = analyse::Options::new(*plies);
                let reports = analyse::analyse_all(store, g, &opts, &targets, &stop, |ev| {
                    if let analyse::Event::Finished { report, .. } = ev {
                        println!("{}", analysis_line(tx, report));
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
