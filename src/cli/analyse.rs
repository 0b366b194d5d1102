//! `analyse`: have gnuBG analyse the library's matches that have no
//! analysis (or all of them with `--redo`), with a progress bar and Ctrl-C;
//! its lines in the run's language (`tx`). gnuBG's own complaints, and the
//! reasons a match's analysis failed, stay in gnuBG's English.

use std::io::IsTerminal;
use std::process::ExitCode;

use anyhow::Result;
use indicatif::{ProgressBar, ProgressStyle};

use blunderdb::engine::analyse::{self, Gnubg};
use blunderdb::i18n::Text;
use blunderdb::library::store::{Filter, Store};
use blunderdb::metrics::DecisionFilter;
use blunderdb::queries::filters;
use blunderdb::{msg, t};

use crate::args::AnalyseArgs;
use crate::CliError;

/// `blunderdb analyse`: the options made into gnuBG's and the selection,
/// then the run. `gnubg` is the program `main` located before opening
/// the library.
pub fn analyse(
    tx: &'static Text,
    store: &mut Store,
    args: AnalyseArgs,
    gnubg: Option<Gnubg>,
) -> Result<ExitCode> {
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
        return Err(CliError::Failed(msg!("cli-gnubg-not-located")).into());
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
    analyse_matches(tx, store, &gnubg, &opts, &filter, redo)
}

/// One line of `analyse`'s (and `watch`'s) report for a match: what
/// happened, padded, then the match and the details.
pub fn analysis_line(tx: &Text, r: &analyse::MatchReport) -> String {
    let (word, detail) = match &r.outcome {
        analyse::Outcome::Analysed => (
            t!(tx, "cli-analyse-word-analysed"),
            t!(
                tx,
                "cli-analyse-analysed",
                label = &r.label,
                id = r.id.to_string(),
                seconds = tx.number(r.seconds, 1)
            ),
        ),
        analyse::Outcome::Failed { error } => (
            t!(tx, "cli-analyse-word-failed"),
            t!(
                tx,
                "cli-analyse-failed",
                label = &r.label,
                id = r.id.to_string(),
                error = error
            ),
        ),
    };
    format!("{word:<9} {detail}")
}

fn analyse_matches(
    tx: &'static Text,
    store: &mut Store,
    gnubg: &Gnubg,
    opts: &analyse::Options,
    filter: &Filter,
    redo: bool,
) -> Result<ExitCode> {
    let targets = store.analysis_targets(filter, redo)?;
    println!(
        "{}",
        t!(
            tx,
            "cli-analyse-header",
            version = &gnubg.version,
            path = gnubg.path.display().to_string(),
            plies = opts.plies.to_string(),
            jobs = opts.jobs.min(targets.len().max(1)),
            n = targets.len()
        )
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
            eprintln!("blunderdb: {}", t!(tx, "cli-analyse-cancelling"));
        });
    }
    // The bar and its time left go by each match's work (the longest
    // matches go first, so counting matches would promise too long a wait).
    let bar = if std::io::stderr().is_terminal() && !targets.is_empty() {
        let b = ProgressBar::new(targets.iter().map(analyse::work).sum());
        let words = t!(tx, "cli-bar-matches-eta").replace(['{', '}'], "");
        let template = format!("{{bar:40}} {{prefix}} {words}  {{msg}}")
            .replace("ELAPSED", "{elapsed}")
            .replace("ETA", "{eta}");
        b.set_style(
            ProgressStyle::with_template(&template)
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
            let line = analysis_line(tx, r);
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
    let mut line = t!(
        tx,
        "cli-analyse-summary",
        n = targets.len(),
        analysed = s.analysed,
        failed = s.failed
    );
    if s.not_started > 0 {
        line += &t!(tx, "cli-analyse-not-started", n = s.not_started);
    }
    println!(
        "{}",
        t!(
            tx,
            "cli-analyse-done",
            summary = line,
            seconds = tx.number(start.elapsed().as_secs_f64(), 1)
        )
    );
    Ok(if s.failed > 0 {
        ExitCode::from(1)
    } else if s.not_started > 0 {
        ExitCode::from(130)
    } else {
        ExitCode::SUCCESS
    })
}
