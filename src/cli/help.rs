//! The command line's help (`--help`, `-h`, `help COMMAND`) and its usage
//! errors in the run's language, from the messages of `help.ftl`.
//!
//! The doc comments of `args.rs` stay the English source: `help.ftl`'s
//! English messages are the same words (tests/cli_help.rs checks it), and
//! a command or option whose English message is missing, or says other
//! words than its doc comment (a doc comment edited since), keeps its doc
//! comment in every language, so a command added without messages shows
//! in English rather than with another command's words.
//!
//! Message ids: a command's about is `help-cmd-PATH` (`help-cmd` for
//! `blunderdb` itself, `help-cmd-alias-add`), its long about
//! `help-cmd-PATH-long`; an option or argument's help is
//! `help-arg-PATH-ID`, or the message of a parent command's path, or,
//! when the same words serve every command that has the option,
//! `help-arg-ID` (`-long` for its long help). Clap's own
//! words (headings, `Print help`, `[default: …]`) are `help-clap-*`, its
//! usage errors `help-err-*`.
//!
//! How: English is clap's own tree, untouched. Any other language takes
//! the tree's texts from its messages, then builds the tree (which adds
//! `--help`, `--version` and the `help` command and copies the global
//! options into every command) and gives those, the headings (a
//! `help_template` per command), the usage line (`[OPTIONS]`,
//! `<COMMAND>`) and the `[default: …]`-like notes (hidden from clap and
//! written into the help text, as clap places them) its words. A usage
//! error is written here from clap's error kind and context; its exit
//! code stays clap's (2).

use std::ffi::OsString;
use std::io::IsTerminal;
use std::process::ExitCode;

use clap::builder::styling::Style;
use clap::builder::{StyledStr, Styles};
use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Arg, Command, CommandFactory, FromArgMatches};

use blunderdb::i18n::Text;
use blunderdb::t;

use crate::args::Cli;

/// Parse the command line with its help in `tx`'s language. Help and
/// version are printed and a usage error is written in `tx`'s language;
/// then the exit code to end with is the error.
pub fn parse(args: Vec<OsString>, tx: &Text) -> Result<Cli, ExitCode> {
    let cmd = command(tx, &args);
    match cmd
        .try_get_matches_from(args)
        .and_then(|m| Cli::from_arg_matches(&m))
    {
        Ok(cli) => Ok(cli),
        Err(e) => Err(report(&e, tx)),
    }
}

/// The command line as clap parses it, its help in `tx`'s language.
pub fn command(tx: &Text, args: &[OsString]) -> Command {
    let mut cmd = Cli::command();
    // As clap names the program itself: the file name it was run as,
    // without Windows' `.exe` (a user types `blunderdb` there too).
    if let Some(bin) = args
        .first()
        .map(std::path::Path::new)
        .and_then(|p| {
            if cfg!(windows) {
                p.file_stem()
            } else {
                p.file_name()
            }
        })
        .and_then(|n| n.to_str())
    {
        cmd = cmd.bin_name(bin.to_string());
    }
    if tx.lang() == "en" {
        cmd
    } else {
        localize(cmd, tx)
    }
}

/// `cmd` with every text of its help in `tx`'s language, built.
pub fn localize(cmd: Command, tx: &Text) -> Command {
    let mut cmd = described(cmd, tx, &[]);
    cmd.build();
    clap_words(&mut cmd, tx);
    cmd
}

/// Print what a failed parse holds: the help or version clap rendered
/// (already in the language), or a usage error. Its exit code.
pub fn report(e: &clap::Error, tx: &Text) -> ExitCode {
    match e.kind() {
        ErrorKind::DisplayHelp
        | ErrorKind::DisplayVersion
        | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            // A closed pipe (`blunderdb --help | head`) is not an error.
            let _ = e.print();
        }
        _ if tx.lang() == "en" => {
            let _ = e.print();
        }
        _ => {
            let color = std::io::stderr().is_terminal()
                && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty());
            eprint!("{}", error_text(e, tx, color));
        }
    }
    ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(2))
}

// ---------------------------------------------------------------------
// Message ids.

/// The message id of the about of the command at `path` (`[]` is
/// `blunderdb` itself).
pub fn command_id(path: &[String]) -> String {
    let mut id = String::from("help-cmd");
    for p in path {
        id.push('-');
        id.push_str(p);
    }
    id
}

/// The message ids that may hold the help of argument `arg` of the
/// command at `path`: the command's own first, then its parents' (the
/// options `search run` shares with `search`), then the one for every
/// command.
pub fn arg_ids(path: &[String], arg: &str) -> Vec<String> {
    (0..=path.len())
        .rev()
        .map(|n| match n {
            0 => format!("help-arg-{arg}"),
            n => format!("help-arg-{}-{arg}", path[..n].join("-")),
        })
        .collect()
}

/// One text of the help as the doc comments wrote it (for
/// tests/cli_help.rs, which lists the texts without messages).
#[allow(dead_code)]
pub struct Entry {
    /// What it is, for the test's report (`breakdown --player`).
    pub place: String,
    /// The ids that may hold it, in order of preference.
    pub ids: Vec<String>,
    /// Its English words, as clap shows them.
    pub english: String,
}

/// Every about, long about, help and long help of `cmd`'s tree (not yet
/// built: without clap's own `--help`, `--version` and `help`).
#[allow(dead_code)]
pub fn entries(cmd: &Command) -> Vec<Entry> {
    let mut out = Vec::new();
    collect(cmd, &[], &mut out);
    out
}

#[allow(dead_code)]
fn collect(cmd: &Command, path: &[String], out: &mut Vec<Entry>) {
    let name = if path.is_empty() {
        cmd.get_name().to_string()
    } else {
        path.join(" ")
    };
    let id = command_id(path);
    if let Some(a) = cmd.get_about() {
        out.push(Entry {
            place: name.clone(),
            ids: vec![id.clone()],
            english: a.to_string(),
        });
    }
    if let Some(a) = cmd.get_long_about() {
        out.push(Entry {
            place: format!("{name} (long)"),
            ids: vec![format!("{id}-long")],
            english: a.to_string(),
        });
    }
    for arg in cmd.get_arguments() {
        let aid = arg.get_id().as_str();
        let shown = match arg.get_long() {
            Some(l) => format!("--{l}"),
            None => format!("<{aid}>"),
        };
        let ids = arg_ids(path, aid);
        if let Some(h) = arg.get_help() {
            out.push(Entry {
                place: format!("{name} {shown}"),
                ids: ids.clone(),
                english: h.to_string(),
            });
        }
        if let Some(h) = arg.get_long_help() {
            out.push(Entry {
                place: format!("{name} {shown} (long)"),
                ids: ids.iter().map(|i| format!("{i}-long")).collect(),
                english: h.to_string(),
            });
        }
    }
    for sub in cmd.get_subcommands() {
        let mut p = path.to_vec();
        p.push(sub.get_name().to_string());
        collect(sub, &p, out);
    }
}

/// The first of `ids` whose English message says `english`: the
/// message that translates it.
pub fn matching_id<'a>(ids: &'a [String], english: &str) -> Option<&'a str> {
    let en = Text::get("en");
    ids.iter()
        .find(|id| en.has(id) && en.t(id) == english)
        .map(String::as_str)
}

/// `english` in `tx`'s language, when a message translates it.
fn translated(tx: &Text, ids: &[String], english: &str) -> Option<String> {
    let id = matching_id(ids, english)?;
    tx.has(id).then(|| tx.t(id))
}

// ---------------------------------------------------------------------
// The tree's own texts (before the tree is built).

fn described(mut cmd: Command, tx: &Text, path: &[String]) -> Command {
    let id = command_id(path);
    let about = cmd.get_about().map(|a| a.to_string());
    if let Some(t) = about.and_then(|a| translated(tx, std::slice::from_ref(&id), &a)) {
        cmd = cmd.about(t);
    }
    let long = cmd.get_long_about().map(|a| a.to_string());
    if let Some(t) = long.and_then(|a| translated(tx, &[format!("{id}-long")], &a)) {
        cmd = cmd.long_about(t);
    }
    cmd = cmd.mut_args(|a| described_arg(a, tx, path));
    for sub in cmd.get_subcommands_mut() {
        let mut p = path.to_vec();
        p.push(sub.get_name().to_string());
        *sub = described(std::mem::take(sub), tx, &p);
    }
    cmd
}

fn described_arg(mut a: Arg, tx: &Text, path: &[String]) -> Arg {
    let ids = arg_ids(path, a.get_id().as_str());
    let help = a.get_help().map(|h| h.to_string());
    if let Some(t) = help.and_then(|h| translated(tx, &ids, &h)) {
        a = a.help(t);
    }
    let long = a.get_long_help().map(|h| h.to_string());
    let long_ids: Vec<String> = ids.iter().map(|i| format!("{i}-long")).collect();
    if let Some(t) = long.and_then(|h| translated(tx, &long_ids, &h)) {
        a = a.long_help(t);
    }
    a
}

// ---------------------------------------------------------------------
// Clap's own words (in the built tree).

/// Clap's English texts of the arguments and commands it adds itself.
const CLAP_TEXTS: [(&str, &str); 6] = [
    ("Print help", "help-clap-print-help"),
    (
        "Print help (see more with '--help')",
        "help-clap-print-help-more",
    ),
    (
        "Print help (see a summary with '-h')",
        "help-clap-print-help-summary",
    ),
    ("Print version", "help-clap-print-version"),
    (
        "Print this message or the help of the given subcommand(s)",
        "help-clap-help-command",
    ),
    (
        "Print help for the subcommand(s)",
        "help-clap-help-subcommands",
    ),
];

fn clap_text(tx: &Text, english: &str) -> Option<String> {
    CLAP_TEXTS
        .iter()
        .find(|(e, _)| *e == english)
        .map(|(_, id)| tx.t(id))
}

fn clap_words(cmd: &mut Command, tx: &Text) {
    let styles = cmd.get_styles().clone();
    // Clap gives `--help` a long help exactly when the command has one:
    // then `--help` shows every option's long help, the notes on lines
    // of their own.
    let long_mode = cmd
        .get_arguments()
        .any(|a| matches!(a.get_action(), clap::ArgAction::Help) && a.get_long_help().is_some());
    let mut c = std::mem::take(cmd).mut_args(|a| clap_arg_words(a, tx, long_mode));
    let about = c.get_about().map(|a| a.to_string());
    if let Some(t) = about.and_then(|a| clap_text(tx, &a)) {
        c = c.about(t);
    }
    let usage_heading = bare(&tx.t("help-clap-usage"));
    // The usage line as clap writes it, with its words in the language.
    let usage = c.render_usage().ansi().to_string();
    let prefix = format!(
        "{}Usage:{} ",
        styles.get_usage().render(),
        styles.get_usage().render_reset()
    );
    if let Some(body) = usage.strip_prefix(&prefix) {
        let indent = format!("\n{}", " ".repeat(width(&usage_heading) + 1));
        let command = tx.t("help-clap-command-name");
        let body = body
            .replace("[OPTIONS]", &tx.t("help-clap-options-tag"))
            .replace("<COMMAND>", &format!("<{command}>"))
            .replace("[COMMAND]", &format!("[{command}]"))
            .replace("\n       ", &indent);
        c = c.override_usage(StyledStr::from(body));
    }
    // The headings, through a template of clap's default layout. Custom
    // headings or a flattened help keep clap's own (English) layout.
    let custom = c.get_arguments().any(|a| a.get_help_heading().is_some());
    if !custom && !c.is_flatten_help_set() {
        let template = template(&c, &styles, tx, &usage_heading);
        c = c.help_template(template);
    }
    for sub in c.get_subcommands_mut() {
        clap_words(sub, tx);
    }
    *cmd = c;
}

/// Clap's default help layout with the headings in `tx`'s language.
fn template(c: &Command, styles: &Styles, tx: &Text, usage_heading: &str) -> String {
    let header = |id: &str| painted(styles.get_header(), &bare(&tx.t(id)));
    let mut sections = Vec::new();
    if c.get_subcommands()
        .any(|s| s.get_name() != "help" && !s.is_hide_set())
    {
        sections.push(format!("{}\n{{subcommands}}", header("help-clap-commands")));
    }
    if c.get_positionals().any(|a| !a.is_hide_set()) {
        sections.push(format!(
            "{}\n{{positionals}}",
            header("help-clap-arguments")
        ));
    }
    if c.get_arguments()
        .any(|a| !a.is_positional() && !a.is_hide_set())
    {
        sections.push(format!("{}\n{{options}}", header("help-clap-options")));
    }
    let usage = painted(styles.get_usage(), usage_heading);
    if sections.is_empty() {
        format!("{{before-help}}{{about-with-newline}}\n{usage} {{usage}}{{after-help}}")
    } else {
        format!(
            "{{before-help}}{{about-with-newline}}\n{usage} {{usage}}\n\n{}{{after-help}}",
            sections.join("\n\n")
        )
    }
}

/// An argument of the built tree: clap's own help texts, and the notes
/// clap appends (`[env: …]`, `[default: …]`, `[possible values: …]`)
/// written in the language where clap would place them.
fn clap_arg_words(mut a: Arg, tx: &Text, long_mode: bool) -> Arg {
    let help = a.get_help().map(|h| h.to_string());
    if let Some(t) = help.and_then(|h| clap_text(tx, &h)) {
        a = a.help(t);
    }
    let long = a.get_long_help().map(|h| h.to_string());
    if let Some(t) = long.and_then(|h| clap_text(tx, &h)) {
        a = a.long_help(t);
    }

    let mut notes = Vec::new();
    if let Some(env) = a.get_env().map(|e| e.to_string_lossy().into_owned()) {
        if !a.is_hide_env_set() {
            let value = if a.is_hide_env_values_set() {
                String::new()
            } else {
                let v = std::env::var_os(&env).unwrap_or_default();
                format!("={}", v.to_string_lossy())
            };
            notes.push(t!(tx, "help-clap-env", var = format!("{env}{value}")));
            a = a.hide_env(true);
        }
    }
    let takes_value = a.get_num_args().is_none_or(|n| n.takes_values());
    if takes_value && !a.is_hide_default_value_set() && !a.get_default_values().is_empty() {
        let value = a
            .get_default_values()
            .iter()
            .map(|v| quoted(&v.to_string_lossy()))
            .collect::<Vec<_>>()
            .join(" ");
        notes.push(t!(tx, "help-clap-default", value = value));
        a = a.hide_default_value(true);
    }
    let values = a.get_possible_values();
    // Values with their own help are listed by clap in long help: left
    // to it.
    if !a.is_hide_possible_values_set()
        && !values.is_empty()
        && values.iter().all(|v| v.get_help().is_none())
    {
        let list = values
            .iter()
            .filter(|v| !v.is_hide_set())
            .map(|v| quoted(v.get_name()))
            .collect::<Vec<_>>()
            .join(", ");
        notes.push(t!(tx, "help-clap-possible", values = list));
        a = a.hide_possible_values(true);
    }
    if notes.is_empty() {
        return a;
    }
    let short = a
        .get_help()
        .or_else(|| a.get_long_help())
        .map(|h| h.to_string())
        .unwrap_or_default();
    let short = if short.is_empty() {
        notes.join(" ")
    } else {
        format!("{short} {}", notes.join(" "))
    };
    if long_mode {
        let long = a
            .get_long_help()
            .or_else(|| a.get_help())
            .map(|h| h.to_string())
            .unwrap_or_default();
        let long = if long.is_empty() {
            notes.join("\n")
        } else {
            format!("{long}\n\n{}", notes.join("\n"))
        };
        a = a.long_help(long);
    }
    a.help(short)
}

/// A value as clap quotes it in its notes: in quotes when it holds a space.
fn quoted(v: &str) -> String {
    if v.chars().any(char::is_whitespace) {
        format!("{v:?}")
    } else {
        v.to_string()
    }
}

/// A heading for a clap template, which reads `{…}` as its own.
fn bare(s: &str) -> String {
    s.replace(['{', '}'], "")
}

fn painted(style: &Style, s: &str) -> String {
    format!("{}{s}{}", style.render(), style.render_reset())
}

/// The columns `s` takes in a terminal: two for East Asian wide
/// characters (the usage line's second line aligns under the first).
fn width(s: &str) -> usize {
    s.chars()
        .map(|c| {
            let c = c as u32;
            let wide = (0x1100..=0x115F).contains(&c)
                || (0x2E80..=0xA4CF).contains(&c)
                || (0xAC00..=0xD7A3).contains(&c)
                || (0xF900..=0xFAFF).contains(&c)
                || (0xFE30..=0xFE4F).contains(&c)
                || (0xFF00..=0xFF60).contains(&c)
                || (0xFFE0..=0xFFE6).contains(&c);
            if wide {
                2
            } else {
                1
            }
        })
        .sum()
}

// ---------------------------------------------------------------------
// Usage errors.

/// A usage error in `tx`'s language, laid out as clap lays it out.
pub fn error_text(e: &clap::Error, tx: &Text, color: bool) -> String {
    let styles = Styles::styled();
    let paint = |style: &Style, s: &str| {
        if color {
            painted(style, s)
        } else {
            s.to_string()
        }
    };
    let mut out = format!("{} ", paint(styles.get_error(), &tx.t("help-err-label")));
    out.push_str(&error_message(e, tx));

    let tip = paint(styles.get_valid(), &tx.t("help-err-tip"));
    let mut suggested = false;
    for (kind, id) in [
        (
            ContextKind::SuggestedSubcommand,
            "help-err-similar-subcommand",
        ),
        (ContextKind::SuggestedArg, "help-err-similar-argument"),
        (ContextKind::SuggestedValue, "help-err-similar-value"),
    ] {
        let names = strings(e, kind);
        if names.is_empty() {
            continue;
        }
        out.push('\n');
        if !suggested {
            out.push('\n');
            suggested = true;
        }
        let list = names
            .iter()
            .map(|n| format!("'{n}'"))
            .collect::<Vec<_>>()
            .join(", ");
        let text = tx.t_args(
            id,
            &[
                ("names", list.into()),
                ("count", blunderdb::i18n::Arg::Number(names.len() as f64)),
            ],
        );
        out.push_str(&format!("  {tip} {text}"));
    }
    if let Some(ContextValue::StyledStrs(tips)) = e.get(ContextKind::Suggested) {
        if !suggested {
            out.push('\n');
        }
        for s in tips {
            out.push_str(&format!("\n  {tip} {}", suggestion(&s.to_string(), tx)));
        }
    }
    if let Some(ContextValue::StyledStr(usage)) = e.get(ContextKind::Usage) {
        let usage = usage.to_string();
        let body = usage.strip_prefix("Usage: ").unwrap_or(&usage);
        let heading = paint(styles.get_usage(), &tx.t("help-clap-usage"));
        out.push_str(&format!("\n\n{heading} {body}"));
    }
    out.push_str("\n\n");
    out.push_str(&t!(tx, "help-err-more", flag = "--help"));
    out.push('\n');
    out
}

fn string(e: &clap::Error, kind: ContextKind) -> Option<String> {
    match e.get(kind) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        _ => None,
    }
}

fn strings(e: &clap::Error, kind: ContextKind) -> Vec<String> {
    match e.get(kind) {
        Some(ContextValue::Strings(v)) => v.clone(),
        Some(ContextValue::String(s)) => vec![s.clone()],
        _ => Vec::new(),
    }
}

fn number(e: &clap::Error, kind: ContextKind) -> Option<isize> {
    match e.get(kind) {
        Some(ContextValue::Number(n)) => Some(*n),
        _ => None,
    }
}

/// `\n  [possible values: a, b]` (clap's list under the message).
fn values_list(tx: &Text, id: &str, values: &[String]) -> String {
    if values.is_empty() {
        String::new()
    } else {
        let list = values.join(", ");
        format!("\n  {}", t!(tx, id, values = list))
    }
}

/// The first line of a usage error, from its kind and context.
fn error_message(e: &clap::Error, tx: &Text) -> String {
    let arg = string(e, ContextKind::InvalidArg);
    let value = string(e, ContextKind::InvalidValue);
    let known = match e.kind() {
        ErrorKind::UnknownArgument => arg.map(|arg| t!(tx, "help-err-unknown-argument", arg = arg)),
        ErrorKind::InvalidSubcommand => string(e, ContextKind::InvalidSubcommand)
            .map(|s| t!(tx, "help-err-unknown-subcommand", subcommand = s)),
        ErrorKind::InvalidValue => match (arg, value) {
            (Some(arg), Some(value)) => {
                let first = if value.is_empty() {
                    t!(tx, "help-err-missing-value", arg = arg)
                } else {
                    t!(tx, "help-err-invalid-value", value = value, arg = arg)
                };
                let valid = strings(e, ContextKind::ValidValue);
                Some(first + &values_list(tx, "help-clap-possible", &valid))
            }
            _ => None,
        },
        ErrorKind::ValueValidation => match (arg, value) {
            (Some(arg), Some(value)) => {
                let reason = std::error::Error::source(e).map(|s| reason(s, tx));
                Some(match reason {
                    Some(reason) => t!(
                        tx,
                        "help-err-invalid-value-because",
                        value = value,
                        arg = arg,
                        reason = reason
                    ),
                    None => t!(tx, "help-err-invalid-value", value = value, arg = arg),
                })
            }
            _ => None,
        },
        ErrorKind::MissingRequiredArgument => {
            let missing = strings(e, ContextKind::InvalidArg);
            (!missing.is_empty()).then(|| {
                let mut s = tx.t("help-err-missing-required");
                for m in missing {
                    s.push_str(&format!("\n  {m}"));
                }
                s
            })
        }
        ErrorKind::MissingSubcommand => string(e, ContextKind::InvalidSubcommand).map(|c| {
            let valid = strings(e, ContextKind::ValidSubcommand);
            t!(tx, "help-err-missing-subcommand", command = c)
                + &values_list(tx, "help-err-subcommands", &valid)
        }),
        ErrorKind::ArgumentConflict => conflict(e, tx),
        ErrorKind::TooManyValues => match (arg, value) {
            (Some(arg), Some(value)) => {
                Some(t!(tx, "help-err-too-many-values", value = value, arg = arg))
            }
            _ => None,
        },
        ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => {
            let expected = number(e, ContextKind::ExpectedNumValues)
                .or_else(|| number(e, ContextKind::MinValues));
            match (arg, expected, number(e, ContextKind::ActualNumValues)) {
                (Some(arg), Some(expected), Some(actual)) => Some(t!(
                    tx,
                    "help-err-value-count",
                    arg = arg,
                    expected = expected.to_string(),
                    actual = actual.to_string()
                )),
                _ => None,
            }
        }
        ErrorKind::NoEquals => arg.map(|arg| t!(tx, "help-err-no-equals", arg = arg)),
        ErrorKind::InvalidUtf8 => Some(tx.t("help-err-invalid-utf8")),
        _ => None,
    };
    known.unwrap_or_else(|| match std::error::Error::source(e) {
        Some(s) => format!("{}: {s}", tx.t("help-err-generic")),
        None => tx.t("help-err-generic"),
    })
}

fn conflict(e: &clap::Error, tx: &Text) -> Option<String> {
    let arg = string(e, ContextKind::InvalidArg);
    let prior = e.get(ContextKind::PriorArg);
    let (arg, what) = match (arg, string(e, ContextKind::InvalidSubcommand)) {
        (Some(a), _) => (a, "argument"),
        (None, Some(s)) => (s, "subcommand"),
        (None, None) => return None,
    };
    if what == "argument" && prior == Some(&ContextValue::String(arg.clone())) {
        return Some(t!(tx, "help-err-used-twice", arg = arg));
    }
    let id = |suffix: &str| format!("help-err-{what}-conflict{suffix}");
    Some(match prior {
        Some(ContextValue::Strings(others)) => {
            let mut s = tx.t_args(&id("-list"), &[("arg", arg.as_str().into())]);
            for o in others {
                s.push_str(&format!("\n  {o}"));
            }
            s
        }
        Some(ContextValue::String(other)) => tx.t_args(
            &id(""),
            &[
                ("arg", arg.as_str().into()),
                ("other", other.as_str().into()),
            ],
        ),
        _ => tx.t_args(&id("-any"), &[("arg", arg.as_str().into())]),
    })
}

/// Why a value was refused: the standard parsers' errors in words of
/// the language; the project's own parsers already answer in it.
fn reason(source: &(dyn std::error::Error + 'static), tx: &Text) -> String {
    use std::num::IntErrorKind;
    if let Some(p) = source.downcast_ref::<std::num::ParseIntError>() {
        return tx.t(match p.kind() {
            IntErrorKind::PosOverflow => "help-err-number-too-large",
            IntErrorKind::NegOverflow => "help-err-number-too-small",
            _ => "help-err-not-whole-number",
        });
    }
    if source.downcast_ref::<std::num::ParseFloatError>().is_some() {
        return tx.t("help-err-not-a-number");
    }
    if source.downcast_ref::<std::num::TryFromIntError>().is_some() {
        return tx.t("help-err-number-too-large");
    }
    let text = source.to_string();
    // Clap's ranges: "9 is not in 0..=3", "0 is not in 1..18446744073709551615".
    if let Some((value, range)) = text.split_once(" is not in ") {
        if let Some((min, max)) = range.split_once("..") {
            let (max, inclusive) = match max.strip_prefix('=') {
                Some(m) => (m, true),
                None => (max, false),
            };
            if let (Ok(min), Ok(max)) = (min.parse::<i128>(), max.parse::<i128>()) {
                let max = if inclusive { max } else { max - 1 };
                // No real bound above: the type's own limit.
                return if max >= i128::from(u32::MAX) - 1 {
                    t!(
                        tx,
                        "help-err-below-minimum",
                        value = value,
                        min = min.to_string()
                    )
                } else {
                    t!(
                        tx,
                        "help-err-out-of-range",
                        value = value,
                        min = min.to_string(),
                        max = max.to_string()
                    )
                };
            }
        }
    }
    text
}

/// Clap's tips (its `tip:` lines beyond "a similar … exists") in the
/// language; any other as clap wrote it.
fn suggestion(s: &str, tx: &Text) -> String {
    if let Some(rest) = s.strip_prefix("to pass '") {
        if let Some((arg, rest)) = rest.split_once("' as a value, use '") {
            if let Some(with) = rest.strip_suffix('\'') {
                return t!(tx, "help-err-tip-as-value", arg = arg, with = with);
            }
        }
    }
    if let Some(rest) = s.strip_prefix("subcommand '") {
        if let Some(name) = rest.strip_suffix("' exists; to use it, remove the '--' before it") {
            return t!(tx, "help-err-tip-remove-dashes", subcommand = name);
        }
    }
    if let Some(name) = s
        .strip_prefix('\'')
        .and_then(|r| r.strip_suffix("' exists"))
    {
        return t!(tx, "help-err-tip-exists", name = name);
    }
    s.to_string()
}
