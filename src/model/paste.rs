//! A position pasted by a player (#41): an XGID (`XGID=…`, with or without
//! the prefix), a gnuBG Position ID alone, or with its Match ID
//! (`4HPwATDgc/ABMA:cAkAAAAAAAAA`, or the "Position ID: … Match ID: …"
//! lines gnuBG and BGBlitz print), read back into a board and a match
//! state.
//!
//! The decoders are the exact inverses of the encoders the library already
//! has ([`Board::position_id`], [`MatchState::match_id`],
//! [`MatchState::xgid`]): tests/paste.rs encodes every decision of the
//! real fixtures and decodes it again. A text that is not an ID is refused
//! with a message naming the part that is wrong (which field of the XGID,
//! the Position ID or the Match ID), never a panic: a player pastes
//! whatever the clipboard holds.

use crate::i18n::Message;
use crate::model::ids::MatchState;
use crate::model::position::Board;

/// A pasted position, normalised to the side of the player on roll: that
/// player's checkers are `board.checkers[0]`, and in `state` seat 0 is
/// that player (score, cube owner, `on_roll` = 0). The two IDs of one
/// position (its XGID and its Position ID with Match ID) read to the same
/// [`Pasted`], so a search compares positions, not texts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pasted {
    pub board: Board,
    /// Cube, score, match length and dice; `None` for a Position ID alone,
    /// which names the checkers and who is on roll, nothing else.
    pub state: Option<MatchState>,
}

impl Pasted {
    /// The gnuBG Position ID of the pasted checkers (the player on roll's
    /// side), as the library stores a decision's.
    pub fn position_id(&self) -> String {
        self.board.position_id(0)
    }
}

/// Reads whatever a player pasted: an XGID, `PositionID:MatchID`, a
/// Position ID alone, or gnuBG's "Position ID: … Match ID: …" lines.
pub fn parse(text: &str) -> Result<Pasted, Message> {
    let text = text.trim();
    if text.is_empty() {
        return Err(crate::msg!("paste-empty"));
    }
    if let Some(i) = text.find("XGID=") {
        let id = text[i + 5..].split_whitespace().next().unwrap_or("");
        let (board, state) = decode_xgid(id)?;
        return Ok(normalise(board, Some(state)));
    }
    // gnuBG's `show` and text exports ("Position ID: …", "Match ID   : …")
    // and BGBlitz's ("Position-ID: …  Match-ID: …").
    let labelled = |labels: &[&str]| -> Option<&str> {
        labels.iter().find_map(|l| {
            let at = text.find(l)? + l.len();
            let rest = text[at..].trim_start().strip_prefix(':')?;
            rest.split_whitespace().next()
        })
    };
    if let Some(pos) = labelled(&["Position ID", "Position-ID"]) {
        let mid = labelled(&["Match ID", "Match-ID"]);
        return from_gnubg(pos, mid);
    }
    let compact: String = text.split_whitespace().collect();
    match compact.matches(':').count() {
        0 => from_gnubg(&compact, None),
        1 => {
            let (pos, mid) = compact.split_once(':').unwrap_or((&compact, ""));
            from_gnubg(pos, Some(mid))
        }
        // An XGID without its prefix: nine or ten fields.
        _ => {
            let (board, state) = decode_xgid(&compact)?;
            Ok(normalise(board, Some(state)))
        }
    }
}

/// A Position ID (the player on roll's side) with its Match ID, if given.
fn from_gnubg(pos: &str, mid: Option<&str>) -> Result<Pasted, Message> {
    let board = decode_position_id(pos)?;
    match mid {
        None => Ok(Pasted { board, state: None }),
        Some(mid) => {
            let state = decode_match_id(mid)?;
            // The Position ID is drawn from the on-roll side: put its
            // checkers in that seat, then normalise the pair.
            let mut b = board;
            if state.on_roll.min(1) == 1 {
                b.checkers.swap(0, 1);
            }
            Ok(normalise(b, Some(state)))
        }
    }
}

/// The pair (board, state), seats as given, turned so seat 0 is on roll.
fn normalise(mut board: Board, state: Option<MatchState>) -> Pasted {
    let state = state.map(|mut s| {
        if s.on_roll.min(1) == 1 {
            board.checkers.swap(0, 1);
            s.score.swap(0, 1);
            s.owner = s.owner.map(|o| 1 - o.min(1));
            s.on_roll = 0;
        }
        s.dice = s.dice.map(|[a, b]| [a.max(b), a.min(b)]);
        s
    });
    Pasted { board, state }
}

/// The board of a gnuBG Position ID, the player on roll's checkers in
/// `checkers[0]`.
pub fn decode_position_id(id: &str) -> Result<Board, Message> {
    let base64 = id.len() == 14
        && id
            .bytes()
            .all(|c| c.is_ascii_alphanumeric() || c == b'+' || c == b'/');
    if !base64 {
        return Err(crate::msg!("paste-position-id", value = shown(id)));
    }
    Board::from_position_id(id, 0)
        .ok_or_else(|| crate::msg!("paste-position-id-board", value = id.to_string()))
}

/// The state a gnuBG Match ID names, seats as the ID numbers them; the
/// inverse of [`MatchState::match_id`] (the Jacoby bit included; beavers
/// are not in a Match ID).
pub fn decode_match_id(id: &str) -> Result<MatchState, Message> {
    let base64 = id.len() == 12
        && id
            .bytes()
            .all(|c| c.is_ascii_alphanumeric() || c == b'+' || c == b'/');
    if !base64 {
        return Err(crate::msg!("paste-match-id", value = shown(id)));
    }
    let field = |f: &str| crate::msg!("paste-match-id-field", value = id.to_string(), field = f);
    MatchState::from_match_id(id).ok_or_else(|| {
        // Say which field is out of range, as `from_match_id` checks them.
        let bits = |from: usize, n: usize| -> u64 {
            let bytes = unbase64(id);
            (0..n).fold(0, |v, i| {
                let at = from + i;
                let bit = bytes.get(at / 8).map_or(0, |b| b >> (at % 8) & 1);
                v | u64::from(bit) << i
            })
        };
        if bits(0, 4) > 12 {
            field("cube")
        } else if bits(4, 2) == 2 {
            field("cube owner")
        } else {
            field("dice")
        }
    })
}

/// The board and state of an XGID, the bottom player (upper-case
/// checkers) in seat 0; the inverse of [`MatchState::xgid`] with
/// `bottom` = 0.
pub fn decode_xgid(xgid: &str) -> Result<(Board, MatchState), Message> {
    let body = xgid.trim().strip_prefix("XGID=").unwrap_or(xgid.trim());
    let fields: Vec<&str> = body.split(':').collect();
    if !(9..=10).contains(&fields.len()) {
        return Err(crate::msg!(
            "paste-xgid-fields",
            count = fields.len() as i64
        ));
    }
    let pos = fields[0];
    let well_formed = pos.len() == 26
        && pos.bytes().enumerate().all(|(i, c)| match c {
            b'-' => true,
            b'A'..=b'O' => i != 0,
            b'a'..=b'o' => i != 25,
            _ => false,
        });
    if !well_formed {
        return Err(crate::msg!("paste-xgid-position", value = shown(pos)));
    }
    let Some((board, _)) = crate::model::ids::xgid_board(body) else {
        return Err(crate::msg!("paste-xgid-position", value = shown(pos)));
    };
    if board
        .checkers
        .iter()
        .any(|s| s.iter().map(|&n| u32::from(n)).sum::<u32>() > 15)
    {
        return Err(crate::msg!("paste-xgid-checkers", value = pos.to_string()));
    }
    let bad = |f: &str, v: &str| crate::msg!("paste-xgid-field", field = f, value = shown(v));
    let num = |f: &str, v: &str, max: i64| -> Result<i64, Message> {
        v.parse::<i64>()
            .ok()
            .filter(|n| (0..=max).contains(n))
            .ok_or_else(|| bad(f, v))
    };
    let signed = |f: &str, v: &str| -> Result<i8, Message> {
        match v {
            "0" => Ok(0),
            "1" => Ok(1),
            "-1" => Ok(-1),
            _ => Err(bad(f, v)),
        }
    };
    let cube_log = num("cube", fields[1], 12)?;
    let owner = match signed("cube owner", fields[2])? {
        0 => None,
        1 => Some(0),
        _ => Some(1),
    };
    let on_roll = match signed("turn", fields[3])? {
        1 => 0,
        -1 => 1,
        _ => return Err(bad("turn", fields[3])),
    };
    let (doubled, dice) = match fields[4] {
        "D" => (true, None),
        "00" => (false, None),
        d => {
            let b = d.as_bytes();
            let die = |c: u8| (b'1'..=b'6').contains(&c).then(|| c - b'0');
            match (
                b.len(),
                b.first().copied().and_then(die),
                b.get(1).copied().and_then(die),
            ) {
                (2, Some(x), Some(y)) => (false, Some([x, y])),
                _ => return Err(bad("dice", d)),
            }
        }
    };
    let s0 = num("score", fields[5], 0x7fff)? as u32;
    let s1 = num("score", fields[6], 0x7fff)? as u32;
    let rules = num("rules", fields[7], 3)?;
    let length = num("match length", fields[8], 0x7fff)? as u32;
    if let Some(m) = fields.get(9) {
        num("max cube", m, 15)?;
    }
    let state = MatchState {
        length,
        score: [s0, s1],
        crawford: length > 0 && rules & 1 == 1,
        cube: 1 << cube_log,
        owner,
        on_roll,
        doubled,
        dice,
        jacoby: length == 0 && rules & 1 == 1,
        beavers: length == 0 && rules & 2 == 2,
    };
    Ok((board, state))
}

/// A pasted part as shown in a message: at most 40 characters, so a whole
/// clipboard pasted by mistake does not fill the screen.
fn shown(s: &str) -> String {
    let mut out: String = s.chars().take(40).collect();
    if s.chars().count() > 40 {
        out.push('…');
    }
    out
}

/// Standard base64 without padding, for the Match ID's bits (characters
/// already checked).
fn unbase64(s: &str) -> Vec<u8> {
    let value = |c: u8| -> u32 {
        u32::from(match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'+' => 62,
            _ => 63,
        })
    };
    let mut out = Vec::new();
    for chunk in s.as_bytes().chunks(4) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &c)| n | value(c) << (18 - 6 * i));
        for i in 0..chunk.len().saturating_sub(1) {
            out.push((n >> (16 - 8 * i)) as u8);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_opening_in_every_form() {
        let xg = parse("XGID=-b----E-C---eE---c-e----B-:0:0:1:31:0:0:0:1:10").unwrap();
        assert_eq!(xg.board, Board::initial());
        let st = xg.state.unwrap();
        assert_eq!(
            (st.length, st.cube, st.owner, st.dice),
            (1, 1, None, Some([3, 1]))
        );
        // Without the prefix, as gnuBG's two IDs, as gnuBG prints them.
        let bare = parse("-b----E-C---eE---c-e----B-:0:0:1:31:0:0:0:1:10").unwrap();
        assert_eq!(bare, xg);
        let gnubg = parse("4HPwATDgc/ABMA:MIElAAAAAAAE").unwrap();
        assert_eq!(gnubg, xg);
        let lines = parse(
            "GNU Backgammon  Position ID: 4HPwATDgc/ABMA\n                 Match ID   : MIElAAAAAAAE\n",
        )
        .unwrap();
        assert_eq!(lines, xg);
        let alone = parse("  4HPwATDgc/ABMA ").unwrap();
        assert_eq!((alone.board, alone.state), (Board::initial(), None));
        assert_eq!(alone.position_id(), "4HPwATDgc/ABMA");
    }

    #[test]
    fn each_wrong_part_is_named() {
        let err = |s: &str| parse(s).unwrap_err().to_string();
        assert!(err("").contains("nothing"), "{}", err(""));
        assert!(err("4HPwATDgc/AB").contains("14 characters of base64"));
        assert!(err("4HPwATDgc/ABM!").contains("14 characters of base64"));
        assert!(err("4HPwATDgc/ABMA:cAk").contains("Match ID must be 12"));
        let x = "XGID=-b----E-C---eE---c-e----B-:x:0:1:31:0:0:0:1:10";
        assert!(err(x).contains("cube field \"x\""), "{}", err(x));
        let x = "XGID=-b----E-C---eE---c-e----B-:0:0:2:31:0:0:0:1:10";
        assert!(err(x).contains("turn field"), "{}", err(x));
        let x = "XGID=-b----E-C---eE---c-e----B-:0:0:1:71:0:0:0:1:10";
        assert!(err(x).contains("dice field"), "{}", err(x));
        let x = "XGID=-b----E-C---eE---c-e---:0:0:1:31:0:0:0:1:10";
        assert!(err(x).contains("position field"), "{}", err(x));
        let x = "XGID=-b----E-C---eE---c-e----B-:0:0:1";
        assert!(err(x).contains("4 fields"), "{}", err(x));
        let x = "XGID=-o----O-C---eE---c-e----B-:0:0:1:31:0:0:0:1:10";
        assert!(err(x).contains("more than 15"), "{}", err(x));
    }

    #[test]
    fn garbled_and_truncated_ids_are_refused_without_panic() {
        let good = [
            "XGID=-b----E-C---eE---c-e----B-:0:0:1:31:0:0:0:1:10",
            "4HPwATDgc/ABMA:cAkAAAAAAAAA",
            "Position ID: 4HPwATDgc/ABMA Match ID   : cAkAAAAAAAAA",
        ];
        let junk = ['!', ':', 'é', ' ', '\0', 'Z', '/', '-', '9', 'x'];
        for g in good {
            for cut in 0..=g.len() {
                if g.is_char_boundary(cut) {
                    let _ = parse(&g[..cut]);
                }
            }
            for (i, _) in g.char_indices() {
                for j in junk {
                    let mut s: String = g.chars().take(i).collect();
                    s.push(j);
                    s.extend(g.chars().skip(i + 1));
                    let _ = parse(&s);
                }
            }
        }
        // Every 14-character Position ID of one repeated letter decodes
        // or is refused, never panics.
        for c in b'A'..=b'z' {
            let s = String::from_utf8(vec![c; 14]).unwrap_or_default();
            let _ = parse(&s);
        }
    }
}
