//! Reading a blob's entries in order: the errors, and when asked the
//! boards (replayed from the steps, nanoseconds a decision) and the best
//! moves.

use super::moves::{apply, read_steps, skip_steps, Steps};
use super::pack::board_of_key;
use super::{
    dice_of, kind_of, Blob, BEST_PLAYED, BEST_STEPS, BOARD_KEY, BOARD_MOVED, BOARD_SAME, ERR_F32,
    ERR_ZERO,
};
use crate::model::position::Board;
use crate::model::DecisionKind;

/// One entry as a scan reads it.
#[derive(Debug, Clone, Copy)]
pub struct Decoded {
    pub w: u64,
    pub h: u16,
    pub error: Option<f32>,
    /// A checker play's best move's steps, when asked and known.
    pub best_move: Option<Steps>,
    /// A cube decision's best action (0 unknown, 1 no double, 2 double,
    /// 3 take, 4 pass).
    pub best_cube: u8,
}

/// The entries of a blob, in order.
pub struct Scan<'b, 'a> {
    blob: &'b Blob<'a>,
    i: usize,
    /// The next game to open, the current one, and its entries left.
    next_game: usize,
    game: usize,
    left: usize,
    err_k: usize,
    step_at: usize,
    key_at: usize,
    boards: bool,
    moves: bool,
    board: Option<Board>,
    /// The steps the last entry's player played, and that player.
    pending: Option<(u8, Steps)>,
}

/// A blob whose streams do not add up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Damaged;

impl<'b, 'a> Scan<'b, 'a> {
    /// A scan; `boards`: replay the boards; `moves`: read the best moves.
    pub fn new(blob: &'b Blob<'a>, boards: bool, moves: bool) -> Scan<'b, 'a> {
        Scan {
            blob,
            i: 0,
            next_game: 0,
            game: 0,
            left: 0,
            err_k: 0,
            step_at: 0,
            key_at: 0,
            boards,
            moves,
            board: None,
            pending: None,
        }
    }

    /// The index of the entry last read.
    pub fn index(&self) -> usize {
        self.i.saturating_sub(1)
    }

    /// The game of the entry last read (an index in `blob.games`).
    pub fn game(&self) -> usize {
        self.game
    }

    /// The board of the entry last read (seat 0's checkers first), when
    /// boards are replayed and the entry has one.
    pub fn board(&self) -> Option<&Board> {
        self.board.as_ref()
    }

    /// The next entry; `Ok(None)` after the last.
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> Result<Option<Decoded>, Damaged> {
        if self.i >= self.blob.len() {
            return Ok(None);
        }
        let mut first = false;
        while self.left == 0 {
            let g = self.blob.games.get(self.next_game).ok_or(Damaged)?;
            self.game = self.next_game;
            self.next_game += 1;
            self.left = g.entries;
            first = true;
        }
        self.left -= 1;
        let (w, h) = self.blob.words(self.i);
        self.i += 1;
        let error = match w >> 26 & 3 {
            ERR_ZERO => Some(0.0),
            ERR_F32 => {
                let e = self.blob.error_at(self.err_k).ok_or(Damaged)?;
                self.err_k += 1;
                Some(e)
            }
            _ => None,
        };
        let pending = self.pending.take();
        if self.boards {
            self.board = match w >> 28 & 3 {
                BOARD_SAME if first => Some(Board::initial()),
                BOARD_SAME => self.board,
                BOARD_MOVED => match (self.board, pending, first) {
                    (Some(mut b), Some((seat, s)), false) => {
                        apply(&mut b, seat, &s);
                        Some(b)
                    }
                    _ => None,
                },
                BOARD_KEY => {
                    let k = self
                        .blob
                        .keys
                        .get(self.key_at..self.key_at + 10)
                        .ok_or(Damaged)?;
                    self.key_at += 10;
                    board_of_key(k)
                }
                _ => None,
            };
        }
        let mut d = Decoded {
            w,
            h,
            error,
            best_move: None,
            best_cube: 0,
        };
        let kind = kind_of(h);
        if kind != DecisionKind::Checker {
            d.best_cube = (h >> 13 & 7) as u8;
        } else if self.boards || self.moves {
            // Steps no one reads are passed over, not built.
            let best = h >> 14 & 3;
            let played = if h >> 13 & 1 == 0 {
                None
            } else if self.boards || (self.moves && best == BEST_PLAYED) {
                let dice = dice_of(h).ok_or(Damaged)?;
                let s = read_steps(self.blob.steps, &mut self.step_at, dice).ok_or(Damaged)?;
                self.pending = Some(((h >> 6 & 1) as u8, s));
                Some(s)
            } else {
                skip_steps(self.blob.steps, &mut self.step_at).ok_or(Damaged)?;
                None
            };
            d.best_move = match best {
                BEST_PLAYED if self.moves => played,
                BEST_STEPS if self.moves => {
                    let dice = dice_of(h).ok_or(Damaged)?;
                    Some(read_steps(self.blob.steps, &mut self.step_at, dice).ok_or(Damaged)?)
                }
                BEST_STEPS => {
                    skip_steps(self.blob.steps, &mut self.step_at).ok_or(Damaged)?;
                    None
                }
                _ => None,
            };
        }
        Ok(Some(d))
    }
}
