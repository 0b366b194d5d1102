//! The footer under a board: the pips, then (with the analysis) the move
//! played, the best and the error.

use std::fmt::Write;

use super::{action_text, esc, BEST, BH, LEFT, PLAYED, Y0};
use crate::i18n::Text;
use crate::model::position::Board;
use crate::queries::drill::DecisionRow;

/// The footer's first line: both players' pips.
pub(super) fn pips(o: &mut String, d: &DecisionRow, b: &Board, text: &Text) {
    let _ = write!(
        o,
        r##"<text x="{LEFT}" y="{:.1}" font-size="14" fill="#333">{}</text>"##,
        Y0 + BH + 40.0,
        esc(&crate::t!(
            text,
            "board-pips",
            player = d.player.as_str(),
            mine = text.count(u64::from(b.pips(d.seat))),
            opponent = d.opponent.as_str(),
            theirs = text.count(u64::from(b.pips(1 - d.seat)))
        ))
    );
}

pub(super) fn footer(o: &mut String, d: &DecisionRow, board: Option<&Board>, text: &Text) {
    let mut y = Y0 + BH + 40.0;
    if let Some(b) = board {
        pips(o, d, b, text);
    }
    y += 22.0;
    let best_same = d.best.as_deref() == Some(d.played.as_str());
    let no_move = || crate::t!(text, "board-no-move");
    let played = if d.played.is_empty() {
        no_move()
    } else {
        action_text(&d.played, text)
    };
    let _ = write!(
        o,
        r##"<text x="{LEFT}" y="{y:.1}" font-size="14" fill="#333"><tspan fill="{PLAYED}" font-weight="700">{}</tspan> {}{}</text>"##,
        esc(&crate::t!(text, "field-played")),
        esc(&played),
        match d.best.as_deref() {
            Some(_) if best_same => format!("  {}", esc(&crate::t!(text, "board-is-best"))),
            Some(b) => format!(
                r##"   <tspan fill="{BEST}" font-weight="700">{}</tspan> {}"##,
                esc(&crate::t!(text, "field-best")),
                esc(&if b.is_empty() {
                    no_move()
                } else {
                    action_text(b, text)
                })
            ),
            None => String::new(),
        }
    );
    y += 22.0;
    let _ = write!(
        o,
        r##"<text x="{LEFT}" y="{y:.1}" font-size="14" fill="#333">{}</text>"##,
        esc(&crate::t!(
            text,
            "board-error",
            error = text.figure(d.error, 3),
            mwc = text.figure(d.mwc_loss_pct, 2)
        ))
    );
}
