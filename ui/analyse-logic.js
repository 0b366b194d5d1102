// Pure logic of the analysis banner and dialog: no DOM, no Tauri.
// Unit-tested with `node --test ui/`.

/** The levels the app offers, in plies. */
export const LEVELS = {
  0: { name: "Quick", plies: 0, note: "gnuBG's 0-ply: a few seconds a match" },
  2: { name: "Standard", plies: 2, note: "gnuBG's usual 2-ply: minutes for a long match" },
};

/**
 * A level as Settings and the dialog name it: "Quick (0-ply)".
 * @param {number} plies
 */
export function levelLabel(plies) {
  const l = /** @type {Record<number, {name: string}>} */ (LEVELS)[plies];
  return l ? `${l.name} (${plies}-ply)` : `${plies}-ply`;
}

/**
 * "N matches without analysis" (empty when there are none).
 * @param {number | null | undefined} n
 */
export function bannerText(n) {
  if (typeof n !== "number" || !Number.isFinite(n) || n <= 0) return "";
  return `${Math.round(n).toLocaleString("en-US")} match${n === 1 ? "" : "es"} without analysis`;
}

/**
 * A duration in words: "8 s", "2 min 05 s", "1 h 04 min".
 * @param {number} s seconds
 */
export function fmtDuration(s) {
  const t = Math.max(0, Math.round(s));
  if (t < 60) return `${t} s`;
  if (t < 3600) return `${Math.floor(t / 60)} min ${String(t % 60).padStart(2, "0")} s`;
  const m = Math.round(t / 60);
  return `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, "0")} min`;
}

/**
 * The time left, from the pace so far ("estimating…" until the first match lands).
 * @param {number | null | undefined} eta seconds, as the app sends it
 * @param {number} done @param {number} total
 */
export function etaText(eta, done, total) {
  if (total > 0 && done >= total) return "done";
  if (typeof eta !== "number" || !Number.isFinite(eta)) return "estimating…";
  if (eta < 1) return "less than a second left";
  return `about ${fmtDuration(eta)} left`;
}

/**
 * "1 of 2 matches done".
 * @param {{done: number, total: number}} p
 */
export function countText(p) {
  return `${p.done.toLocaleString("en-US")} of ${p.total.toLocaleString("en-US")} match${p.total === 1 ? "" : "es"} done`;
}

/**
 * What gnuBG is working on: "Analysing alice - bob, 3 points" (and how many more).
 * @param {string[]} current
 * @param {boolean} cancelling
 */
export function currentText(current, cancelling) {
  if (!current || current.length === 0) return cancelling ? "Cancelled: stopping…" : "";
  const more = current.length > 1 ? ` and ${current.length - 1} more` : "";
  const head = cancelling ? "Cancelling: finishing" : "Analysing";
  return `${head} ${current[0]}${more}`;
}

/**
 * The summary line of a finished run.
 * @param {{analysed: number, failed: number, not_started: number}} s
 * @param {boolean} cancelled
 * @param {number} seconds
 */
export function analysisSummaryText(s, cancelled, seconds) {
  const parts = [`${s.analysed} analysed`, `${s.failed} failed`];
  if (s.not_started) parts.push(`${s.not_started} not started`);
  const head = cancelled ? "Analysis cancelled — every finished match is kept: " : "Analysis finished: ";
  const tail = cancelled && s.not_started ? ". Analyse again to do the rest." : ` in ${fmtDuration(seconds)}.`;
  return head + parts.join(", ") + tail;
}

/**
 * Which selection a run covers, in words.
 * @param {{player?: string | null, date_from?: string | null, date_to?: string | null, length?: number | null}} f
 */
export function selectionText(f) {
  const parts = [];
  if (f.player) parts.push(`of ${f.player}`);
  if (f.length !== null && f.length !== undefined) parts.push(f.length === 0 ? "money sessions" : `${f.length}-point matches`);
  if (f.date_from && f.date_to) parts.push(`from ${f.date_from} to ${f.date_to}`);
  else if (f.date_from) parts.push(`from ${f.date_from}`);
  else if (f.date_to) parts.push(`up to ${f.date_to}`);
  return parts.length ? `in this selection (${parts.join(", ")})` : "in the library";
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
