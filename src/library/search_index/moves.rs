//! Checker plays as search keeps them: the single-die steps that take one
//! board to the next, found from the two boards and the dice (not from the
//! file's text, so every importer gives the same steps and the hits come
//! from the board), one byte a step; and the best move written back as
//! text in one way, whatever the file wrote (`docs/search.md`, "Move
//! patterns").

use crate::model::position::Board;

/// One checker's single-die step, from the mover's side: `from` 1–24 or
/// 25 (the bar), `to` 0 (off) to 24, `hit` when it lands on a blot.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Step {
    pub from: u8,
    pub to: u8,
    pub hit: bool,
}

/// Most steps a move has.
pub const MAX_STEPS: usize = 4;

/// A move: up to four steps.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Steps {
    pub n: u8,
    pub s: [Step; MAX_STEPS],
}

impl Steps {
    pub fn as_slice(&self) -> &[Step] {
        &self.s[..usize::from(self.n).min(MAX_STEPS)]
    }

    fn push(&mut self, st: Step) {
        if usize::from(self.n) < MAX_STEPS {
            self.s[usize::from(self.n)] = st;
            self.n += 1;
        }
    }
}

/// The byte of a step: bits 0–4 `from`, bit 5 which die (0 the first of
/// the decision's dice, 1 the second), bit 6 the hit, bit 7 "the move's
/// last step". A move of no step is one byte 0x80 (`from` 0).
pub fn step_byte(st: Step, die_index: u8, last: bool) -> u8 {
    (st.from & 31) | (die_index & 1) << 5 | u8::from(st.hit) << 6 | u8::from(last) << 7
}

/// Writes `steps` (taken with `dice`) as bytes.
pub fn write_steps(out: &mut Vec<u8>, steps: &Steps, dice: [u8; 2]) {
    let sl = steps.as_slice();
    if sl.is_empty() {
        out.push(0x80);
        return;
    }
    for (k, st) in sl.iter().enumerate() {
        let len = st.from - st.to;
        // The die used: the one equal to the distance, else (bearing off
        // from below) the larger.
        let idx = if len == dice[0] {
            0
        } else if len == dice[1] {
            1
        } else {
            u8::from(dice[1] > dice[0])
        };
        out.push(step_byte(*st, idx, k + 1 == sl.len()));
    }
}

/// Reads one move's steps at `*at` in `bytes`, with `dice`; `None` when
/// the bytes are not a move (a damaged blob).
pub fn read_steps(bytes: &[u8], at: &mut usize, dice: [u8; 2]) -> Option<Steps> {
    let mut out = Steps::default();
    loop {
        let b = *bytes.get(*at)?;
        *at += 1;
        let from = b & 31;
        if from == 0 {
            return (b & 0x80 != 0 && out.n == 0).then_some(out);
        }
        if from > 25 || usize::from(out.n) >= MAX_STEPS {
            return None;
        }
        let die = dice[usize::from(b >> 5 & 1)];
        out.push(Step {
            from,
            to: from.saturating_sub(die),
            hit: b & 0x40 != 0,
        });
        if b & 0x80 != 0 {
            return Some(out);
        }
    }
}

/// Passes over one move's steps at `*at`, as [`read_steps`] reads them
/// (`None` where it would fail), without building them.
pub fn skip_steps(bytes: &[u8], at: &mut usize) -> Option<()> {
    for n in 0..MAX_STEPS {
        let b = *bytes.get(*at)?;
        *at += 1;
        let from = b & 31;
        if from == 0 {
            return (b & 0x80 != 0 && n == 0).then_some(());
        }
        if from > 25 {
            return None;
        }
        if b & 0x80 != 0 {
            return Some(());
        }
    }
    None
}

/// Plays `steps` for `seat` on `board` (a step without a checker to move
/// is left out: a damaged blob cannot panic).
pub fn apply(board: &mut Board, seat: u8, steps: &Steps) {
    let me = usize::from(seat.min(1));
    for st in steps.as_slice() {
        let fi = usize::from(st.from.clamp(1, 25) - 1);
        if board.checkers[me][fi] == 0 {
            continue;
        }
        board.checkers[me][fi] -= 1;
        if (1..=24).contains(&st.to) {
            board.checkers[me][usize::from(st.to - 1)] += 1;
            let opp = &mut board.checkers[1 - me];
            let oi = usize::from(24 - st.to);
            if opp[oi] == 1 {
                opp[oi] = 0;
                opp[24] += 1;
            }
        }
    }
}

/// The steps with `dice` by which `seat` goes from `before` to `after`
/// (each landing on a point the opponent does not hold; with doubles,
/// from the back first), the first found trying the most steps first;
/// `None` when no such steps exist.
pub fn find_steps(before: &Board, after: &Board, seat: u8, dice: [u8; 2]) -> Option<Steps> {
    if !(1..=6).contains(&dice[0]) || !(1..=6).contains(&dice[1]) {
        return None;
    }
    let me = usize::from(seat.min(1));
    if before == after {
        return Some(Steps::default());
    }
    let pips = |b: &Board| -> i32 {
        b.checkers[me]
            .iter()
            .enumerate()
            .map(|(i, &n)| (i as i32 + 1) * i32::from(n))
            .sum()
    };
    let budget = pips(before) - pips(after);
    if budget <= 0 {
        return None;
    }
    let orders: Vec<Vec<u8>> = if dice[0] == dice[1] {
        (1..=4).rev().map(|k| vec![dice[0]; k]).collect()
    } else {
        vec![
            vec![dice[0], dice[1]],
            vec![dice[1], dice[0]],
            vec![dice[0]],
            vec![dice[1]],
        ]
    };
    for order in &orders {
        let mut acc = Steps::default();
        if dfs(
            before,
            after,
            me,
            order,
            budget,
            25,
            dice[0] == dice[1],
            &mut acc,
        ) {
            return Some(acc);
        }
    }
    None
}

#[allow(clippy::too_many_arguments)]
fn dfs(
    b: &Board,
    target: &Board,
    me: usize,
    dice: &[u8],
    budget: i32,
    max_from: u8,
    doubles: bool,
    acc: &mut Steps,
) -> bool {
    let Some((&die, rest)) = dice.split_first() else {
        return budget == 0 && b == target;
    };
    if budget <= 0 {
        return false;
    }
    let on_bar = b.checkers[me][24] > 0;
    let top = if doubles { max_from } else { 25 };
    for from in (1..=top).rev() {
        let here = b.checkers[me][usize::from(from - 1)];
        if here == 0 || (on_bar && from != 25) {
            continue;
        }
        // No later step lands on `from` when this is the last step, nor
        // with doubles (the later steps start at `from` or below and land
        // below it): a checker moved off leaves fewer than the target's
        // there for good, so the branch cannot succeed. Cut, it leaves the
        // first steps found the same, at a fraction of the search (a
        // double's four steps tried every way cost a match's import 0.1 ms).
        if (doubles || rest.is_empty()) && here <= target.checkers[me][usize::from(from - 1)] {
            continue;
        }
        let to = from.saturating_sub(die);
        let len = i32::from(from - to);
        if len > budget {
            continue;
        }
        let hit = if to >= 1 {
            let o = b.checkers[1 - me][usize::from(24 - to)];
            if o >= 2 {
                continue;
            }
            o == 1
        } else {
            false
        };
        let st = Step { from, to, hit };
        let mut nb = *b;
        apply(&mut nb, me as u8, &Steps { n: 1, s: [st; 4] });
        let saved = *acc;
        acc.push(st);
        if dfs(&nb, target, me, rest, budget - len, from, doubles, acc) {
            return true;
        }
        *acc = saved;
    }
    false
}

/// A move as it is written: up to four paths, each its shown points (the
/// start, the end, and the points hit on the way), with the hits, and how
/// many checkers took it.
#[derive(Debug, Clone, Copy, Default)]
pub struct Written {
    n: usize,
    paths: [Path; MAX_STEPS],
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
struct Path {
    /// Every point passed, `len` of them.
    points: [u8; MAX_STEPS + 1],
    hits: [bool; MAX_STEPS + 1],
    len: usize,
    times: u8,
}

impl Path {
    /// The points shown: the ends, and the points hit on the way.
    fn shown(&self) -> impl Iterator<Item = (u8, bool)> + '_ {
        (0..self.len)
            .filter(|&i| i == 0 || i + 1 == self.len || self.hits[i])
            .map(|i| (self.points[i], self.hits[i]))
    }
}

/// The move `steps` as written: a step that starts where an earlier path
/// of the move ends continues it (the first such path); identical paths
/// are one path with a count; paths from the back first.
pub fn written(steps: &Steps) -> Written {
    let mut w = Written::default();
    for st in steps.as_slice() {
        let cont = (0..w.n).find(|&k| {
            let p = &w.paths[k];
            p.points[p.len - 1] == st.from && st.from != 0
        });
        let k = match cont {
            Some(k) => k,
            None => {
                let k = w.n;
                w.n += 1;
                w.paths[k].points[0] = st.from;
                w.paths[k].len = 1;
                w.paths[k].times = 1;
                k
            }
        };
        let p = &mut w.paths[k];
        if p.len <= MAX_STEPS {
            p.points[p.len] = st.to;
            p.hits[p.len] = st.hit;
            p.len += 1;
        }
    }
    // Identical written paths merge.
    let mut merged = Written::default();
    for p in &w.paths[..w.n] {
        let same = (0..merged.n).find(|&k| {
            let q = &merged.paths[k];
            q.shown().eq(p.shown())
        });
        match same {
            Some(k) => merged.paths[k].times += 1,
            None => {
                merged.paths[merged.n] = *p;
                merged.n += 1;
            }
        }
    }
    let key = |p: &Path| -> [u8; MAX_STEPS + 1] {
        let mut k = [0u8; MAX_STEPS + 1];
        for (slot, (pt, _)) in k.iter_mut().zip(p.shown()) {
            *slot = pt;
        }
        k
    };
    merged.paths[..merged.n].sort_by_key(|p| std::cmp::Reverse(key(p)));
    merged
}

impl Written {
    /// The text: `13/7* 8/7`, `25/22 6/0(2)` (the bar 25, off 0, as move
    /// patterns are compared).
    pub fn text(&self, out: &mut String) {
        use std::fmt::Write;
        out.clear();
        for (k, p) in self.paths[..self.n].iter().enumerate() {
            if k > 0 {
                out.push(' ');
            }
            for (i, (pt, hit)) in p.shown().enumerate() {
                if i > 0 {
                    out.push('/');
                }
                let _ = write!(out, "{pt}");
                if hit {
                    out.push('*');
                }
            }
            if p.times > 1 {
                let _ = write!(out, "({})", p.times);
            }
        }
    }

    /// Whether the text has every segment (two points written one after
    /// the other) of `want`.
    pub fn has_segments(&self, want: &[(u8, u8)]) -> bool {
        want.iter().all(|&(a, b)| {
            self.paths[..self.n].iter().any(|p| {
                let mut last = None;
                p.shown().any(|(pt, _)| {
                    let hit = last == Some(a) && pt == b;
                    last = Some(pt);
                    hit
                })
            })
        })
    }

    /// Every segment of the text, for the match's segment set.
    pub fn for_each_segment(&self, mut f: impl FnMut(u8, u8)) {
        for p in &self.paths[..self.n] {
            let mut last = None;
            for (pt, _) in p.shown() {
                if let Some(a) = last {
                    f(a, pt);
                }
                last = Some(pt);
            }
        }
    }

    /// Every segment of the text that ends with a hit (`13/7*`).
    pub fn for_each_hit_segment(&self, mut f: impl FnMut(u8, u8)) {
        for p in &self.paths[..self.n] {
            let mut last = None;
            for (pt, hit) in p.shown() {
                if let (Some(a), true) = (last, hit) {
                    f(a, pt);
                }
                last = Some(pt);
            }
        }
    }

    /// The numbers the text writes, as bits (points 0–25, and the counts
    /// `(2)`…`(4)`).
    pub fn numbers(&self) -> u32 {
        let mut m = 0u32;
        for p in &self.paths[..self.n] {
            for (pt, _) in p.shown() {
                m |= 1 << pt.min(31);
            }
            if p.times > 1 {
                m |= 1 << p.times;
            }
        }
        m
    }
}

/// The numbers a pattern (normalised: `bar` 25, `off` 0) writes, as
/// bits; `None` when one is above 25 (no move has it).
pub fn pattern_numbers(p: &str) -> Option<u32> {
    let mut m = 0u32;
    for run in p.split(|c: char| !c.is_ascii_digit()) {
        if run.is_empty() {
            continue;
        }
        let n: u32 = run.parse().ok().filter(|n| *n <= 25)?;
        m |= 1 << n;
    }
    Some(m)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(s: &Steps) -> String {
        let mut t = String::new();
        written(s).text(&mut t);
        t
    }

    #[test]
    fn steps_are_found_from_the_boards() {
        let b = Board::initial();
        let a = crate::model::replay::play_on(&b, 0, "8/5 6/5").expect("plays");
        let s = find_steps(&b, &a, 0, [3, 1]).expect("found");
        assert_eq!(text(&s), "8/5 6/5");
        let a = crate::model::replay::play_on(&b, 0, "24/14").expect("plays");
        let s = find_steps(&b, &a, 0, [6, 4]).expect("found");
        assert_eq!(text(&s), "24/14");
        let a = crate::model::replay::play_on(&b, 0, "13/7(2) 8/2(2)").expect("plays");
        let s = find_steps(&b, &a, 0, [6, 6]).expect("found");
        assert_eq!(text(&s), "13/7(2) 8/2(2)");
        let mut bytes = Vec::new();
        write_steps(&mut bytes, &s, [6, 6]);
        let mut at = 0;
        assert_eq!(read_steps(&bytes, &mut at, [6, 6]), Some(s));
        let mut x = b;
        apply(&mut x, 0, &s);
        assert_eq!(x, a);
        // A hit on the way is written.
        let mut h = b;
        h.checkers[1] = [0; 25];
        h.checkers[1][24 - 7] = 1; // seat 1's blot on seat 0's 7-point
        h.checkers[1][0] = 14;
        let a = crate::model::replay::play_on(&h, 0, "13/7*/5").expect("plays");
        let s = find_steps(&h, &a, 0, [6, 2]).expect("found");
        assert_eq!(text(&s), "13/7*/5");
        assert!(written(&s).has_segments(&[(13, 7), (7, 5)]));
        assert!(!written(&s).has_segments(&[(13, 5)]));
        assert_eq!(pattern_numbers("6/1*"), Some(1 << 6 | 1 << 1));
        assert_eq!(pattern_numbers("30/1"), None);
        assert!(find_steps(&b, &b, 0, [0, 1]).is_none());
        let mut at = 0;
        assert!(read_steps(&[0x1f], &mut at, [6, 6]).is_none());
    }
}
