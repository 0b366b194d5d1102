// Pure logic of the window: no DOM, no Tauri. Unit-tested with `node --test ui/`.
// Its words are the messages of the language in use (i18n-logic.js).
import { t, num, int } from "./i18n-logic.js";

/** The sign of an unknown figure. */
export const UNKNOWN = "—";

/**
 * A number with fixed decimals in the language in use (`0,39` in
 * French), or "—" when unknown (null/undefined/NaN). Pure string work, no
 * `Intl` (which builds a formatter on every `toLocaleString` in WebKit,
 * 85 µs each on the 2-core test machine).
 * @param {number | null | undefined} v
 * @param {number} decimals
 * @returns {string}
 */
export function fmtNum(v, decimals) {
  return num(v, decimals);
}

/**
 * A count grouped in the language in use (`2,868,821`; `2 868 821` in
 * French), or "—" when unknown.
 * @param {number | null | undefined} v
 * @returns {string}
 */
export function fmtCount(v) {
  return int(v);
}

/**
 * Wins–losses as the table shows them.
 * @param {number} w @param {number} l
 */
export function fmtWL(w, l) {
  return `${int(w)}–${int(l)}`;
}

/** The words of a cube action as the files store them (English), by message. */
const CUBE_WORDS = /** @type {Record<string, string>} */ ({
  double: "kind-double",
  "no double": "kind-no_double",
  take: "kind-take",
  pass: "kind-pass",
  drop: "kind-pass",
});

/**
 * A decision's play as the tables show it: a cube action in the language
 * in use, a checker play (`24/18 13/11`) as it is.
 * @param {string} played
 */
export function cubeWord(played) {
  // XG writes "No Double", gnuBG "No double": compared without case.
  const id = CUBE_WORDS[played.trim().toLowerCase()];
  return id ? t(id) : played;
}

/**
 * Parts of a list joined the language's way ("a, b, c").
 * @param {string[]} parts
 */
export function joinList(parts) {
  return parts.join(t("list-separator"));
}

/** @param {unknown} v */
function isUnknown(v) {
  return v === null || v === undefined || (typeof v === "number" && !Number.isFinite(v));
}

/**
 * Compares two rows on `key`; unknown values sink to the bottom whatever
 * the direction; names compare case-insensitively; ties keep name order.
 * @param {Record<string, any>} a
 * @param {Record<string, any>} b
 * @param {string} key
 * @param {"asc" | "desc"} dir
 * @returns {number}
 */
export function compareRows(a, b, key, dir) {
  const x = a[key];
  const y = b[key];
  const ux = isUnknown(x);
  const uy = isUnknown(y);
  if (ux || uy) {
    if (ux && uy) return byName(a, b);
    return ux ? 1 : -1;
  }
  let c;
  if (typeof x === "string" || typeof y === "string") {
    c = String(x).localeCompare(String(y), undefined, { sensitivity: "base" });
  } else {
    c = x - y;
  }
  if (c === 0) return byName(a, b);
  return dir === "desc" ? -c : c;
}

/** @param {Record<string, any>} a @param {Record<string, any>} b */
function byName(a, b) {
  return String(a.name ?? "").localeCompare(String(b.name ?? ""), undefined, { sensitivity: "base" });
}

/**
 * A sorted copy of `rows`.
 * @template {Record<string, any>} T
 * @param {T[]} rows @param {string} key @param {"asc" | "desc"} dir
 * @returns {T[]}
 */
export function sortRows(rows, key, dir) {
  return [...rows].sort((a, b) => compareRows(a, b, key, dir));
}

/**
 * The direction a click on a column header gives: a new column starts with
 * the direction that puts the interesting end on top.
 * @param {string} key @param {string | null} currentKey @param {"asc" | "desc"} currentDir
 * @returns {"asc" | "desc"}
 */
export function nextDirection(key, currentKey, currentDir) {
  if (key === currentKey) return currentDir === "asc" ? "desc" : "asc";
  // Low PR and errors are good, so those start ascending; counts and names too.
  return ["matches", "wins", "decisions", "luck_emg"].includes(key) ? "desc" : "asc";
}

/**
 * One CSV cell (RFC 4180): empty for unknown, quoted when needed.
 * @param {unknown} v
 */
export function csvCell(v) {
  if (isUnknown(v)) return "";
  const s = String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * Rows as CSV with a header line of `keys`.
 * @param {Record<string, any>[]} rows @param {string[]} keys
 */
export function toCsv(rows, keys) {
  const lines = [keys.join(",")];
  for (const r of rows) lines.push(keys.map((k) => csvCell(r[k])).join(","));
  return lines.join("\n") + "\n";
}

/** The threshold presets, in EMG. */
export const PRESETS = {
  blunderdb: { label: "blunderDB", error: 0.05, blunder: 0.1 },
  gnubg: { label: "gnuBG", error: 0.03, blunder: 0.06 },
  xg: { label: "XG", error: 0.02, blunder: 0.08 },
};

/**
 * The preset key matching thresholds, or null for a custom pair.
 * @param {{error: number, blunder: number}} t
 * @returns {string | null}
 */
export function presetOf(t) {
  for (const [k, p] of Object.entries(PRESETS)) {
    if (Math.abs(p.error - t.error) < 1e-9 && Math.abs(p.blunder - t.blunder) < 1e-9) return k;
  }
  return null;
}

/**
 * Reads the two threshold fields (equity, up to three decimals). Mirrors
 * the library's check, with messages for the Settings tab.
 * @param {string} errorText @param {string} blunderText
 * @returns {{ok: true, error: number, blunder: number} | {ok: false, message: string}}
 */
export function parseThresholds(errorText, blunderText) {
  const read = (/** @type {string} */ text, /** @type {"error" | "blunder"} */ name) => {
    const s = String(text).trim().replace(",", ".");
    if (!/^\d*\.?\d+$/.test(s)) {
      const example = num(0.05, 3);
      return { message: name === "error" ? t("thresholds-error-not-number", { example }) : t("thresholds-blunder-not-number", { example }) };
    }
    const v = Number(s);
    if (v > 10) {
      const value = num(v, 3);
      return { message: name === "error" ? t("thresholds-error-too-big", { value }) : t("thresholds-blunder-too-big", { value }) };
    }
    return { value: Math.round(v * 1000) / 1000 };
  };
  const e = read(errorText, "error");
  if (e.message !== undefined) return { ok: false, message: e.message };
  const b = read(blunderText, "blunder");
  if (b.message !== undefined) return { ok: false, message: b.message };
  const error = /** @type {number} */ (e.value);
  const blunder = /** @type {number} */ (b.value);
  if (error > blunder) {
    return {
      ok: false,
      message: t("thresholds-order", { error: num(error, 3), blunder: num(blunder, 3) }),
    };
  }
  return { ok: true, error, blunder };
}

/**
 * The filter the library takes, from the filter bar's raw values.
 * @param {{player?: string, from?: string, to?: string, length?: string, decisions?: string}} v
 */
export function filterFrom(v) {
  const s = (/** @type {string | undefined} */ x) => (x && x.trim() !== "" ? x.trim() : null);
  const length = s(v.length);
  const decisions = v.decisions === "checker" || v.decisions === "cube" ? v.decisions : "all";
  return {
    player: s(v.player),
    date_from: s(v.from),
    date_to: s(v.to),
    length: length === null ? null : Number(length),
    decisions,
  };
}

/**
 * A match length as players say it.
 * @param {number} n
 */
export function lengthLabel(n) {
  return n === 0 ? t("length-money") : t("length-points", { n });
}

/**
 * The last part of a path (either separator).
 * @param {string} p
 */
export function baseName(p) {
  const parts = String(p).split(/[\\/]/);
  return parts[parts.length - 1] || String(p);
}

/**
 * The progress line of an import.
 * @param {{done: number, total: number, current: string, matches: number}} p
 */
export function progressText(p) {
  const files = t("import-progress-files", { done: p.done, total: p.total });
  const found = t("import-progress-matches", { n: p.matches });
  return p.current ? `${files} · ${found} · ${baseName(p.current)}` : `${files} · ${found}`;
}

/**
 * One line of the import result list.
 * @param {{path: string, status: string, id?: number, of?: string, previous?: string, reason?: string, error?: string}} r
 * @returns {{status: string, text: string}}
 */
export function describeReport(r) {
  const name = baseName(r.path);
  switch (r.status) {
    case "imported":
      return { status: r.status, text: name };
    case "duplicate":
      return { status: r.status, text: t("import-duplicate", { name, of: baseName(r.of ?? "") }) };
    case "replaced":
      return { status: r.status, text: t("import-replaced", { name, previous: baseName(r.previous ?? "") }) };
    case "skipped":
      return { status: r.status, text: t("import-skipped", { name, reason: String(r.reason ?? "") }) };
    default:
      return { status: "failed", text: t("import-failed-file", { name, error: r.error ?? t("import-status-failed") }) };
  }
}

/**
 * The summary line of a finished import.
 * @param {{imported: number, duplicates: number, replaced: number, skipped: number, failed: number}} s
 * @param {boolean} cancelled
 */
export function summaryText(s, cancelled) {
  const parts = [t("import-sum-imported", { n: s.imported }), t("import-sum-duplicates", { n: s.duplicates })];
  if (s.replaced) parts.push(t("import-sum-replaced", { n: s.replaced }));
  if (s.skipped) parts.push(t("import-sum-skipped", { n: s.skipped }));
  parts.push(t("import-sum-failed", { n: s.failed }));
  const list = joinList(parts);
  return cancelled ? t("import-cancelled", { list }) : t("import-finished", { list });
}

/**
 * Matches, wins and losses as the Stats tab shows them. The library sums
 * both seats of every match when no player is chosen (so "matches" counts
 * each match twice, and every won match is also a lost one): then show
 * the number of matches, and no wins or losses.
 * @param {{matches: number, wins: number, losses: number}} f
 * @param {{player: string | null}} filter
 * @returns {{matches: number, wins: number | null, losses: number | null}}
 */
export function matchRecord(f, filter) {
  if (filter.player) return { matches: f.matches, wins: f.wins, losses: f.losses };
  // The library counts each match once over all players; wins and losses
  // only mean something for one player.
  return { matches: f.matches, wins: null, losses: null };
}

/**
 * Which rows of a long table to put in the page: at most `drawn` of them,
 * around the rows in view (`top` to `bottom`, row numbers), a quarter of
 * them above; empty rows stand for the others. Laying out a table row
 * costs 0.15–0.5 ms in the window on the 2-core test machine, so drawing
 * all of a few hundred makes a tab switch or a redraw miss 100 ms.
 * Returns null when the rows drawn (`current`, `first` -1 before any)
 * still cover the view with a margin of 2 rows, so a scroll redraws only
 * now and then.
 * @param {number} n rows in the table
 * @param {number} top @param {number} bottom the rows in view
 * @param {number} drawn @param {{ first: number }} current
 * @returns {{ first: number, last: number } | null}
 */
export function rowsToDraw(n, top, bottom, drawn, current) {
  const covered =
    current.first >= 0 && current.first <= Math.max(0, top - 2) && current.first + drawn >= Math.min(n, bottom + 2);
  if (covered) return null;
  const first = n <= drawn ? 0 : Math.max(0, Math.min(n - drawn, Math.floor(top - drawn / 4)));
  return { first, last: Math.min(n, first + drawn) };
}
