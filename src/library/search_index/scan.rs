//! Reading a blob's entries in order: the boards, replayed from the steps
//! (nanoseconds a decision), and the best moves, read only when asked
//! ([`Scan::best_move`]); a scan can start at any game
//! ([`Scan::goto`] jumps over the games between).

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
    /// The next entry to read, and the end of its game's entries.
    i: usize,
    end: usize,
    /// The game of the entry last read (`usize::MAX` before the first),
    /// and its first entry.
    game: usize,
    first: usize,
    err_k: usize,
    step_at: usize,
    key_at: usize,
    boards: bool,
    moves: bool,
    board: Option<Board>,
    /// The played steps of the entry last read (their place and player),
    /// for the next entry's board.
    played: Option<(usize, u8)>,
    /// Where the best move of the entry last read starts (a checker play).
    best_at: Option<usize>,
    /// The words of the entry last read.
    h: u16,
    w: u64,
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
            end: 0,
            game: usize::MAX,
            first: 0,
            err_k: 0,
            step_at: 0,
            key_at: 0,
            boards,
            moves,
            board: None,
            played: None,
            best_at: None,
            h: 0,
            w: 0,
        }
    }

    /// The index of the entry last read.
    pub fn index(&self) -> usize {
        self.i.saturating_sub(1)
    }

    /// The game of the entry last read (an index in `blob.games`).
    pub fn game(&self) -> usize {
        if self.game == usize::MAX {
            0
        } else {
            self.game
        }
    }

    /// The board of the entry last read (seat 0's checkers first), when
    /// boards are replayed and the entry has one.
    pub fn board(&self) -> Option<&Board> {
        self.board.as_ref()
    }

    /// The best move of the entry last read: a checker play's, when the
    /// scan reads moves and the blob has it.
    pub fn best_move(&self) -> Result<Option<Steps>, Damaged> {
        match (self.moves, self.best_at) {
            (true, Some(mut at)) => {
                let dice = dice_of(self.h).ok_or(Damaged)?;
                Ok(Some(
                    read_steps(self.blob.steps, &mut at, dice).ok_or(Damaged)?,
                ))
            }
            _ => Ok(None),
        }
    }

    /// Opens game `g` (its first entry is the next read).
    fn open(&mut self, g: usize) -> Result<(), Damaged> {
        let n = self.blob.games.get(g).ok_or(Damaged)?.entries;
        let s = self.blob.start(g);
        self.game = g;
        self.first = s.entry;
        self.i = s.entry;
        self.end = s.entry.checked_add(n).ok_or(Damaged)?;
        self.err_k = s.error;
        self.step_at = s.step;
        self.key_at = s.key.checked_mul(10).ok_or(Damaged)?;
        self.board = None;
        self.played = None;
        self.best_at = None;
        Ok(())
    }

    /// Reads on to entry `i` (not before the next one): the games before
    /// its own are jumped over, not read.
    pub fn goto(&mut self, i: usize) -> Result<(), Damaged> {
        if i < self.i || i >= self.blob.len() {
            return Err(Damaged);
        }
        if i >= self.end {
            let mut g = if self.game == usize::MAX {
                0
            } else {
                self.game + 1
            };
            while self.blob.start(g + 1).entry <= i {
                if g >= self.blob.games.len() {
                    return Err(Damaged);
                }
                g += 1;
            }
            self.open(g)?;
        }
        while self.i <= i {
            self.step()?;
        }
        Ok(())
    }

    /// Reads the next entry of the open game.
    fn step(&mut self) -> Result<(), Damaged> {
        let i = self.i;
        let first = i == self.first;
        let (w, h) = self.blob.words(i);
        self.i += 1;
        self.w = w;
        self.h = h;
        self.err_k += usize::from(w >> 26 & 3 == ERR_F32);
        let played = self.played.take();
        if self.boards {
            self.board = match w >> 28 & 3 {
                BOARD_SAME if first => Some(Board::initial()),
                BOARD_SAME => self.board,
                BOARD_MOVED => match (self.board, played, first) {
                    (Some(mut b), Some((mut at, seat)), false) => {
                        let prev = self.blob.words(i - 1).1;
                        let dice = dice_of(prev).ok_or(Damaged)?;
                        let s = read_steps(self.blob.steps, &mut at, dice).ok_or(Damaged)?;
                        apply(&mut b, seat, &s);
                        Some(b)
                    }
                    _ => None,
                },
                BOARD_KEY => {
                    let end = self.key_at.checked_add(10).ok_or(Damaged)?;
                    let k = self.blob.keys.get(self.key_at..end).ok_or(Damaged)?;
                    self.key_at = end;
                    board_of_key(k)
                }
                _ => None,
            };
        } else if w >> 28 & 3 == BOARD_KEY {
            self.key_at = self.key_at.checked_add(10).ok_or(Damaged)?;
        }
        self.best_at = None;
        if kind_of(h) == DecisionKind::Checker {
            // The steps are passed over here, read when asked.
            let played_at = self.step_at;
            if h >> 13 & 1 == 1 {
                skip_steps(self.blob.steps, &mut self.step_at).ok_or(Damaged)?;
                self.played = Some((played_at, (h >> 6 & 1) as u8));
            }
            match h >> 14 & 3 {
                BEST_PLAYED if h >> 13 & 1 == 1 => self.best_at = Some(played_at),
                BEST_STEPS => {
                    self.best_at = Some(self.step_at);
                    skip_steps(self.blob.steps, &mut self.step_at).ok_or(Damaged)?;
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// The next entry; `Ok(None)` after the last.
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> Result<Option<Decoded>, Damaged> {
        if self.i >= self.blob.len() {
            return Ok(None);
        }
        self.goto(self.i)?;
        let (w, h) = (self.w, self.h);
        let error = match w >> 26 & 3 {
            ERR_ZERO => Some(0.0),
            ERR_F32 => Some(self.blob.error_at(self.err_k - 1).ok_or(Damaged)?),
            _ => None,
        };
        let kind = kind_of(h);
        Ok(Some(Decoded {
            w,
            h,
            error,
            best_move: if kind == DecisionKind::Checker {
                self.best_move()?
            } else {
                None
            },
            best_cube: if kind == DecisionKind::Checker {
                0
            } else {
                (h >> 13 & 7) as u8
            },
        }))
    }
}
