//! `progress` and `breakdown`: the figures split into rows, over time
//! (with the progression chart) or by kind of decision, phase, score,
//! length or game plan; the text and the chart in the run's language
//! (`tx`), JSON and CSV the same in every language.

use std::io::Write;

use anyhow::Result;

use blunderdb::i18n::Text;
use blunderdb::library::store::Store;
use blunderdb::queries::filters;
use blunderdb::queries::levels::Scale;

use crate::args::{filter_of, FilterArgs, ProgressArgs, TableFmt};
use crate::CliError;

/// `blunderdb progress`: one row per match, month, year or event, and
/// with `--chart` the progression chart.
pub fn progress(tx: &Text, out: &mut impl Write, store: &Store, args: ProgressArgs) -> Result<()> {
    let ProgressArgs {
        player,
        by,
        format,
        filter,
        chart,
        levels,
        window,
    } = args;
    use blunderdb::queries::progress::{self, Period};
    let by = Period::parse(&by)?;
    let f = filters::validate(store, filter_of(player, &filter))?;
    let levels = match levels {
        Some(k) => Scale::parse(&k)?,
        None => store.level_scale()?,
    };
    let rows = store.progress(&f, by)?;
    if let Some(path) = chart {
        let points = progress::points(&rows, &f);
        let (svg, _) =
            blunderdb::render::chart::progression_svg(&points, window, &levels, (960, 420), tx);
        std::fs::write(&path, svg).map_err(|e| {
            CliError::Failed(blunderdb::msg!(
                "cli-cannot-write",
                path = path.display().to_string(),
                error = e.to_string()
            ))
        })?;
    }
    match format {
        TableFmt::Json => writeln!(
            out,
            "{}",
            serde_json::to_string_pretty(&progress::progress_of(store, &f, by, &rows)?)?
        )?,
        TableFmt::Csv => write!(out, "{}", progress::progress_csv(store, &f, by)?)?,
        TableFmt::Text => write!(out, "{}", progress::progress_text(tx, store, &f, by)?)?,
    }
    Ok(())
}

/// `blunderdb breakdown`: the figures by cube action, phase, score,
/// match length or game plan.
pub fn breakdown(
    tx: &Text,
    out: &mut impl Write,
    store: &Store,
    by: &str,
    player: Option<String>,
    format: TableFmt,
    filter: &FilterArgs,
) -> Result<()> {
    use blunderdb::queries::breakdown::{self, By};
    let by = By::parse(by)?;
    let f = filters::validate(store, filter_of(player, filter))?;
    let rows = store.breakdown(&f, by)?;
    match format {
        TableFmt::Json => writeln!(
            out,
            "{}",
            serde_json::to_string_pretty(&serde_json::json!({"by": by.as_str(), "rows": rows}))?
        )?,
        TableFmt::Csv => write!(out, "{}", breakdown::breakdown_csv(&rows))?,
        TableFmt::Text => write!(out, "{}", breakdown::breakdown_text(tx, by, &rows))?,
    }
    Ok(())
}
