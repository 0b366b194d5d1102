//! Match equity: the Kazaross-XG2 table (the default of both XG and gnuBG),
//! extended past 25-away the way gnuBG extends it, and the EMG ↔ MWC
//! conversions gnuBG and XG use to price an error at a given score and cube.
//!
//! The table values are carried in `data/kazaross-xg2.met` (our own plain
//! format, with attribution). Values are rounded through `f32` because gnuBG
//! holds its table in single precision; that keeps our MWC figures on the
//! same side of gnuBG's printed rounding.

use std::sync::OnceLock;

/// gnuBG's table size (`MAXSCORE`): match lengths of 64 or more are not supported.
pub const MAX_SCORE: usize = 64;

const KAZAROSS_XG2: &str = include_str!("../../data/kazaross-xg2.met");

/// A match equity table, 0-indexed by "points needed − 1".
#[derive(Debug, Clone)]
pub struct Met {
    /// `pre[i][j]`: MWC of a player needing `i+1` against one needing `j+1`
    /// at the start of a game that is not post-Crawford.
    pre: Vec<[f64; MAX_SCORE]>,
    /// `post[n]`: MWC of the trailer needing `n+1` against a 1-away leader,
    /// at the start of a post-Crawford game.
    post: [f64; MAX_SCORE],
}

fn f32r(x: f64) -> f64 {
    f64::from(x as f32)
}

/// Standard normal CDF (Abramowitz–Stegun 7.1.26 erf, |error| < 1.5e-7,
/// far below the table's 5 printed digits).
fn normal_cdf(x: f64) -> f64 {
    let z = x / std::f64::consts::SQRT_2;
    let t = 1.0 / (1.0 + 0.327_591_1 * z.abs());
    let poly = t
        * (0.254_829_592
            + t * (-0.284_496_736
                + t * (1.421_413_741 + t * (-1.453_152_027 + t * 1.061_405_429))));
    let erf = 1.0 - poly * (-z * z).exp();
    let erf = if z >= 0.0 { erf } else { -erf };
    0.5 * (1.0 + erf)
}

impl Met {
    /// Parses the text form of `data/kazaross-xg2.met` and extends it to 64 points.
    #[allow(clippy::needless_range_loop)] // the table is indexed both ways
    fn parse(text: &str) -> Option<Met> {
        let mut pre_rows: Vec<Vec<f64>> = Vec::new();
        let mut post_row: Vec<f64> = Vec::new();
        let mut section = "";
        for line in text.lines() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            if line == "pre" || line == "post" {
                section = if line == "pre" { "pre" } else { "post" };
                continue;
            }
            let nums: Option<Vec<f64>> = line
                .split_whitespace()
                .map(|t| t.parse::<f64>().ok().map(f32r))
                .collect();
            let nums = nums?;
            match section {
                "pre" => pre_rows.push(nums),
                "post" => post_row = nums,
                _ => return None,
            }
        }
        let l = pre_rows.len();
        if l == 0 || l > MAX_SCORE || pre_rows.iter().any(|r| r.len() != l) || post_row.len() < l {
            return None;
        }
        let mut pre = vec![[0.0f64; MAX_SCORE]; MAX_SCORE];
        for (i, row) in pre_rows.iter().enumerate() {
            pre[i][..l].copy_from_slice(row);
        }
        // Post-Crawford: keep the first L-1 values, then gnuBG's recurrence
        // (trailer doubles at once, wins half the time, gammons 25 % of wins).
        let mut post = [0.0f64; MAX_SCORE];
        post[..l - 1].copy_from_slice(&post_row[..l - 1]);
        let g = 0.25;
        let p = |post: &[f64; MAX_SCORE], k: isize| if k >= 0 { post[k as usize] } else { 1.0 };
        for n in (l - 1)..MAX_SCORE {
            let ni = n as isize;
            post[n] = f32r(0.5 * (g * p(&post, ni - 4) + (1.0 - g) * p(&post, ni - 2)));
        }
        // Pre-Crawford: Gaussian race model for the lower triangle past L.
        const SD: [f64; 10] = [1.24, 1.27, 1.47, 1.50, 1.60, 1.61, 1.66, 1.68, 1.70, 1.72];
        let sd = |n: usize| if n <= 10 { SD[n - 1] } else { 1.77 };
        for (i, row) in pre.iter_mut().enumerate().skip(l) {
            for (j, cell) in row.iter_mut().enumerate().take(i + 1) {
                let (n0, n1) = (i + 1, j + 1);
                let s =
                    (sd(n0).powi(2) + sd(n1).powi(2)).sqrt() * (((n0 + n1) as f64) / 2.0).sqrt();
                let d = n0 as f64 - n1 as f64;
                *cell = if 6.0 * s > d {
                    f32r(normal_cdf(6.0) - normal_cdf(d / s))
                } else {
                    0.0
                };
            }
        }
        for i in 0..MAX_SCORE {
            for j in (i + 1).max(l)..MAX_SCORE {
                let v = f32r(1.0 - pre[j][i]);
                pre[i][j] = v;
            }
        }
        Some(Met { pre, post })
    }

    /// Pre-Crawford value: a player needing `a` points against one needing `b`.
    pub fn pre(&self, a: u32, b: u32) -> f64 {
        self.pre[(a as usize - 1).min(MAX_SCORE - 1)][(b as usize - 1).min(MAX_SCORE - 1)]
    }

    /// Post-Crawford value: the trailer needing `a` points against a 1-away leader.
    pub fn post(&self, a: u32) -> f64 {
        self.post[(a as usize - 1).min(MAX_SCORE - 1)]
    }

    /// MWC for `player` after `winner` wins `points` points from `score` in a
    /// `length`-point match, where `crawford` says whether the current game
    /// is the Crawford game (gnuBG `getME`).
    pub fn after(
        &self,
        length: u32,
        score: [u32; 2],
        crawford: bool,
        player: u8,
        winner: u8,
        points: u32,
    ) -> f64 {
        let len = i64::from(length);
        let mut away = [len - i64::from(score[0]), len - i64::from(score[1])];
        let was_post = crawford || away[0] == 1 || away[1] == 1;
        away[usize::from(winner.min(1))] -= i64::from(points);
        let me = usize::from(player.min(1));
        let opp = 1 - me;
        if away[me] <= 0 {
            return 1.0;
        }
        if away[opp] <= 0 {
            return 0.0;
        }
        if was_post {
            // One side is 1-away after a post-Crawford game or the Crawford game.
            if away[me] == 1 {
                return f32r(1.0 - self.post(away[opp] as u32));
            }
            return self.post(away[me] as u32);
        }
        self.pre(away[me] as u32, away[opp] as u32)
    }

    /// MWC of `player` at the start of a game at `score` (gnuBG `getMEAtScore`).
    pub fn at_score(&self, length: u32, score: [u32; 2], crawford: bool, player: u8) -> f64 {
        let me = usize::from(player.min(1));
        let a_me = i64::from(length) - i64::from(score[me]);
        let a_opp = i64::from(length) - i64::from(score[1 - me]);
        if a_me <= 0 {
            return 1.0;
        }
        if a_opp <= 0 {
            return 0.0;
        }
        if !crawford && (a_me == 1 || a_opp == 1) {
            if a_me == 1 {
                return f32r(1.0 - self.post(a_opp as u32));
            }
            return self.post(a_me as u32);
        }
        self.pre(a_me as u32, a_opp as u32)
    }
}

/// The Kazaross-XG2 table, extended to 64 points.
pub fn kazaross_xg2() -> &'static Met {
    static MET: OnceLock<Met> = OnceLock::new();
    MET.get_or_init(|| {
        // The table is compiled in and checked by the tests, so a parse
        // failure is a build defect, never a user's input.
        Met::parse(KAZAROSS_XG2).expect("data/kazaross-xg2.met is well-formed")
    })
}

/// The state that prices an equity at one decision: score, cube and who is
/// on roll. `length == 0` is money play (no MWC).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CubeCtx {
    pub length: u32,
    pub score: [u32; 2],
    pub cube: u32,
    /// The player whose view the equities are in (on roll, or the doubler).
    pub mover: u8,
    /// The current game is the Crawford game.
    pub crawford: bool,
}

impl CubeCtx {
    /// (W, L): the mover's MWC if the mover wins / loses `cube` points now.
    pub fn wl(&self) -> Option<(f64, f64)> {
        if self.length == 0 {
            return None;
        }
        let met = kazaross_xg2();
        let m = self.mover;
        let w = met.after(self.length, self.score, self.crawford, m, m, self.cube);
        let l = met.after(
            self.length,
            self.score,
            self.crawford,
            m,
            1 - m.min(1),
            self.cube,
        );
        Some((w, l))
    }

    /// MWC (0..1) → EMG for the mover; money values pass through.
    pub fn mwc2eq(&self, mwc: f64) -> f64 {
        match self.wl() {
            Some((w, l)) if w != l => (2.0 * mwc - (w + l)) / (w - l),
            _ => mwc,
        }
    }

    /// EMG → MWC (0..1) for the mover, `((W + L) + eq·(W − L))/2` (gnuBG
    /// `eq2mwc`, the inverse of [`CubeCtx::mwc2eq`]); `None` in money play.
    pub fn eq2mwc(&self, eq: f64) -> Option<f64> {
        self.wl().map(|(w, l)| ((w + l) + eq * (w - l)) / 2.0)
    }

    /// MWC cost (fraction) of an EMG error `e`: `e·(W − L)/2`; `None` in money play.
    pub fn mwc_cost(&self, e: f64) -> Option<f64> {
        self.wl().map(|(w, l)| e * (w - l) / 2.0)
    }

    /// May the mover double now (gnuBG `GetDPEq`)? `owner` is the cube
    /// owner's seat, `None` when centred.
    pub fn can_double(&self, owner: Option<u8>) -> bool {
        let access = owner.is_none() || owner == Some(self.mover);
        if self.length == 0 {
            return access;
        }
        let n = self.length;
        let s = self.score;
        let m = usize::from(self.mover.min(1));
        let post = !self.crawford && (s[0] + 1 == n || s[1] + 1 == n);
        !self.crawford && s[m] + self.cube < n && !(post && s[m] + 1 == n) && access
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, tol: f64) -> bool {
        (a - b).abs() <= tol
    }

    #[test]
    fn table_values_match_the_spec() {
        let m = kazaross_xg2();
        assert!(close(m.pre(1, 2), 0.67736, 1e-6));
        assert!(close(m.pre(2, 3), 0.59947, 1e-6));
        assert!(close(m.pre(7, 7), 0.5, 1e-6));
        assert!(close(m.post(2), 0.48803, 1e-6));
        assert!(close(m.post(3), 0.32264, 1e-6));
        // gnuBG overwrites the 25th post-Crawford value by its recurrence.
        assert!(close(m.post(25), 0.0011813, 1e-6));
    }

    #[test]
    fn extension_past_25_matches_gnubg() {
        let m = kazaross_xg2();
        assert!(close(m.pre(26, 26), 0.5, 1e-6));
        assert!(close(m.pre(30, 26), 0.38133, 5e-5));
        assert!(close(m.pre(1, 26), 0.99918, 5e-5));
    }

    #[test]
    fn worked_w_minus_l_values() {
        // metrics-spec §6.4
        let c = CubeCtx {
            length: 7,
            score: [0, 0],
            cube: 1,
            mover: 0,
            crawford: false,
        };
        let (w, l) = c.wl().unwrap();
        assert!(close(w - l, 0.12522, 1e-5));
        let c = CubeCtx {
            length: 2,
            score: [0, 0],
            cube: 1,
            mover: 0,
            crawford: false,
        };
        let (w, l) = c.wl().unwrap();
        assert!(close(w - l, 0.35472, 1e-5));
        let c = CubeCtx {
            length: 2,
            score: [0, 0],
            cube: 2,
            mover: 0,
            crawford: false,
        };
        assert_eq!(c.wl(), Some((1.0, 0.0)));
        // Crawford game, me 2-away vs 1-away: W = post[1-away..] = 0.5, L = 0.
        let c = CubeCtx {
            length: 7,
            score: [5, 6],
            cube: 1,
            mover: 0,
            crawford: true,
        };
        let (w, l) = c.wl().unwrap();
        assert!(close(w, 0.5, 1e-6) && close(l, 0.0, 1e-9));
        // Post-Crawford trailer 4-away, cube 1 and 2.
        let c = CubeCtx {
            length: 7,
            score: [3, 6],
            cube: 1,
            mover: 0,
            crawford: false,
        };
        assert!(close(c.wl().unwrap().0, 0.32264, 1e-6));
        let c = CubeCtx { cube: 2, ..c };
        assert!(close(c.wl().unwrap().0, 0.48803, 1e-6));
    }

    #[test]
    fn dda_conversion_example() {
        // metrics-spec §2: ND = 0.500296 MWC, DT = 0.478995 MWC at 7-away/7-away.
        let c = CubeCtx {
            length: 7,
            score: [0, 0],
            cube: 1,
            mover: 0,
            crawford: false,
        };
        assert!(close(c.mwc2eq(0.500296), 0.0047, 1e-4));
        assert!(close(c.mwc2eq(0.478995), -0.3355, 1e-4));
        assert!(close(c.mwc_cost(0.13).unwrap() * 100.0, 0.81, 0.005));
        let money = CubeCtx { length: 0, ..c };
        assert_eq!(money.mwc_cost(0.1), None);
        // eq2mwc inverts mwc2eq; ±1 are W and L, 0 their midpoint (§6.1).
        let (w, l) = c.wl().unwrap();
        assert!(close(
            c.eq2mwc(c.mwc2eq(0.478995)).unwrap(),
            0.478995,
            1e-12
        ));
        assert!(close(c.eq2mwc(1.0).unwrap(), w, 1e-12));
        assert!(close(c.eq2mwc(-1.0).unwrap(), l, 1e-12));
        assert!(close(c.eq2mwc(0.0).unwrap(), (w + l) / 2.0, 1e-12));
        assert_eq!(money.eq2mwc(0.1), None);
    }
}
