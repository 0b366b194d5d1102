//! `analyse`: have gnuBG analyse the library's matches that have no
//! analysis (or all of them with `--redo`), with a progress bar and Ctrl-C.

use std::io::IsTerminal;
use std::process::ExitCode;

use anyhow::{bail, Result};
use indicatif::{ProgressBar, ProgressStyle};

use blunderdb::engine::analyse::{self, Gnubg};
use blunderdb::library::store::{Filter, Store};
use blunderdb::metrics::DecisionFilter;
use blunderdb::queries::filters;

use crate::args::AnalyseArgs;

/// `blunderdb analyse`: the options made into gnuBG's and the selection,
/// then the run. `gnubg` is the program `main` located before opening
/// the library.
pub fn analyse(store: &mut Store, args: AnalyseArgs, gnubg: Option<Gnubg>) -> Result<ExitCode> {
    let AnalyseArgs {
        plies,
        jobs,
        player,
        from,
        to,
        length,
        redo,
        timeout,
        gnubg: _,
    } = args;
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
        store,
        Filter {
            player,
            date_from: from,
            date_to: to,
            length,
            decisions: DecisionFilter::All,
        },
    )?;
    analyse_matches(store, &gnubg, &opts, &filter, redo)
}

/// One line of `analyse`'s (and `watch`'s) report for a match.
pub fn analysis_line(r: &analyse::MatchReport) -> String {
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
