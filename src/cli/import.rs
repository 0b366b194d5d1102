//! `import` and `watch`: bring match files into the library, named on the
//! command line or as they appear in a watched folder.

use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{bail, Result};
use indicatif::{ProgressBar, ProgressStyle};

use blunderdb::engine::analyse::{self, Gnubg};
use blunderdb::engine::watch_folder;
use blunderdb::library::import::{self, Outcome, Summary};
use blunderdb::library::store::Store;

use crate::analyse::analysis_line;
use crate::args::WatchArgs;
use crate::Usage;

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

/// `blunderdb import`: the files and folders given, with a progress bar on
/// a terminal; exit 1 if a file failed.
pub fn import(store: &mut Store, paths: &[PathBuf]) -> Result<ExitCode> {
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

/// `blunderdb watch`: the folder (given, or the library's), remembered
/// with `--save`, then watched.
pub fn watch(store: &mut Store, args: WatchArgs, gnubg: Option<Gnubg>) -> Result<ExitCode> {
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
    watch_loop(store, &folder, settle, once, gnubg.map(|g| (g, plies)))
}

/// The watching itself: scan every second, import what has settled, and
/// with gnuBG given analyse the new transcripts, until Ctrl-C.
fn watch_loop(
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
