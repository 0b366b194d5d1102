// Pure logic of the analysis banner and dialog: no DOM, no Tauri.
// Unit-tested with `node --test ui/`. Its words are the messages of the
// language in use (i18n-logic.js).
import { t, day } from "./i18n-logic.js";
import { joinList } from "./logic.js";

/**
 * A level as Settings and the dialog name it: "Quick (0-ply)" (the app
 * offers 0 and 2 plies).
 * @param {number} plies
 */
export function levelLabel(plies) {
  if (plies === 0) return t("level-quick");
  if (plies === 2) return t("level-standard");
  return t("level-plies", { n: plies });
}

/**
 * "N matches without analysis" (empty when there are none).
 * @param {number | null | undefined} n
 */
export function bannerText(n) {
  if (typeof n !== "number" || !Number.isFinite(n) || n <= 0) return "";
  return t("analyse-banner", { n: Math.round(n) });
}

/**
 * A duration in words: "8 s", "2 min 05 s", "1 h 04 min".
 * @param {number} s seconds
 */
export function fmtDuration(s) {
  const secs = Math.max(0, Math.round(s));
  if (secs < 60) return t("duration-s", { s: String(secs) });
  if (secs < 3600) return t("duration-min-s", { min: String(Math.floor(secs / 60)), s: String(secs % 60).padStart(2, "0") });
  const m = Math.round(secs / 60);
  return t("duration-h-min", { h: String(Math.floor(m / 60)), min: String(m % 60).padStart(2, "0") });
}

/**
 * The time left, from the pace so far ("estimating…" until the first match lands).
 * @param {number | null | undefined} eta seconds, as the app sends it
 * @param {number} done @param {number} total
 */
export function etaText(eta, done, total) {
  if (total > 0 && done >= total) return t("eta-done");
  if (typeof eta !== "number" || !Number.isFinite(eta)) return t("eta-estimating");
  if (eta < 1) return t("eta-less-than-a-second");
  return t("eta-about", { duration: fmtDuration(eta) });
}

/**
 * "1 of 2 matches done".
 * @param {{done: number, total: number}} p
 */
export function countText(p) {
  return t("analyse-count", { done: p.done, total: p.total });
}

/**
 * What gnuBG is working on: "Analysing alice - bob, 3 points" (and how many more).
 * @param {string[]} current
 * @param {boolean} cancelling
 */
export function currentText(current, cancelling) {
  if (!current || current.length === 0) return cancelling ? t("analyse-stopping") : "";
  const args = { match: current[0], more: current.length - 1 };
  return cancelling ? t("analyse-finishing", args) : t("analyse-current", args);
}

/**
 * The summary line of a finished run.
 * @param {{analysed: number, failed: number, not_started: number}} s
 * @param {boolean} cancelled
 * @param {number} seconds
 */
export function analysisSummaryText(s, cancelled, seconds) {
  const parts = [t("analysis-sum-analysed", { n: s.analysed }), t("analysis-sum-failed", { n: s.failed })];
  if (s.not_started) parts.push(t("analysis-sum-not-started", { n: s.not_started }));
  const list = joinList(parts);
  if (!cancelled) return t("analysis-finished", { list, duration: fmtDuration(seconds) });
  return s.not_started ? t("analysis-cancelled-rest", { list }) : t("analysis-cancelled", { list, duration: fmtDuration(seconds) });
}

/**
 * Which selection a run covers, in words.
 * @param {{player?: string | null, date_from?: string | null, date_to?: string | null, length?: number | null}} f
 */
export function selectionText(f) {
  const parts = [];
  if (f.player) parts.push(t("selection-of", { player: f.player }));
  if (f.length !== null && f.length !== undefined) parts.push(f.length === 0 ? t("selection-money") : t("selection-length", { n: f.length }));
  if (f.date_from && f.date_to) parts.push(t("selection-from-to", { from: day(f.date_from), to: day(f.date_to) }));
  else if (f.date_from) parts.push(t("selection-from", { from: day(f.date_from) }));
  else if (f.date_to) parts.push(t("selection-up-to", { to: day(f.date_to) }));
  return parts.length ? t("selection-in", { list: joinList(parts) }) : t("selection-library");
}

/**
 * Calls `fn` at most once per `ms`: at once when idle, else once at the end
 * of the interval (so the last call is never lost). `clock` is replaceable
 * for tests.
 * @param {() => void} fn
 * @param {number} ms
 * @param {{now: () => number, later: (f: () => void, ms: number) => unknown}} [clock]
 * @returns {() => void}
 */
export function throttle(fn, ms, clock) {
  const c = clock ?? { now: () => Date.now(), later: (f, d) => setTimeout(f, d) };
  let last = -Infinity;
  let pending = false;
  const run = () => {
    pending = false;
    last = c.now();
    fn();
  };
  return () => {
    if (pending) return;
    const wait = last + ms - c.now();
    if (wait <= 0) run();
    else {
      pending = true;
      c.later(run, wait);
    }
  };
}
