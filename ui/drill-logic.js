// The drill-down list's pure logic: what a clicked figure asks for, the
// pager's words, the keys that step through the list. Tested with node.
// Its words are the messages of the language in use (i18n-logic.js).
import { t, num, int } from "./i18n-logic.js";
import { cubeWord } from "./logic.js";

/** Decisions per page of the list. */
export const PAGE = 50;

/** The histogram's bars, in millipoints (as metrics::HISTOGRAM_LABELS). */
export const BUCKET_LABELS = ["0–5", "5–10", "10–25", "25–50", "50–100", "100+"];

/**
 * What was clicked.
 * @typedef {{ type: "bucket", bucket: number }
 *   | { type: "errors" } | { type: "blunders" } | { type: "worst" }
 *   | { type: "breakdown", by: string, key: string, label: string, total: number | null }} Source
 */

/**
 * A count in the language in use, "—" when unknown.
 * @param {number | null | undefined} n
 */
export function fmtInt(n) {
  return int(n);
}

/**
 * A number with `digits` decimals in the language in use, "—" when unknown.
 * @param {number | null | undefined} x @param {number} digits
 */
export function fmtFixed(x, digits) {
  return num(x, digits);
}

/**
 * The list's title.
 * @param {Source} src @param {{ error: number, blunder: number }} thresholds
 */
export function titleOf(src, thresholds) {
  switch (src.type) {
    case "bucket":
      return t("drill-bucket", { range: BUCKET_LABELS[src.bucket] ?? "?" });
    case "errors":
      return t("drill-errors", { min: fmtFixed(thresholds.error, 3) });
    case "blunders":
      return t("drill-blunders", { min: fmtFixed(thresholds.blunder, 3) });
    case "breakdown":
      return t("drill-breakdown", { label: src.label });
    default:
      return t("drill-worst");
  }
}

/**
 * How many decisions the clicked figure counts (the list then holds as
 * many), from `stats`' figures; null when unknown.
 * @param {Source} src @param {any} figures
 * @returns {number | null}
 */
export function totalOf(src, figures) {
  // A breakdown row says how many decisions it counts.
  if (src.type === "breakdown") return typeof src.total === "number" ? src.total : null;
  if (!figures) return null;
  switch (src.type) {
    case "bucket": {
      const bar = figures.histogram?.[src.bucket];
      return typeof bar?.count === "number" ? bar.count : null;
    }
    case "errors":
      return typeof figures.errors === "number" ? figures.errors : null;
    case "blunders":
      return typeof figures.blunders === "number" ? figures.blunders : null;
    default:
      return typeof figures.decisions === "number" ? figures.decisions : null;
  }
}

/**
 * A row's place in the list, as the `decisions` command takes it to ask
 * for the page after or before it (keyset paging).
 * @typedef {{ error: number, match: number, game: number, seq: number }} Cursor
 */

/**
 * @param {any} d a listed decision
 * @returns {Cursor | null}
 */
export function cursorOf(d) {
  if (!d || typeof d.error !== "number") return null;
  return { error: d.error, match: d.match, game: d.game, seq: d.seq };
}

/**
 * How to ask for the page starting at `want` from the page shown (at
 * `offset`, holding `rows`): the next page after the shown page's last
 * row, the previous one before its first row (both read only the page,
 * however deep), any other page (a jump: Home, End, a worst decision
 * opened at its place) by its offset.
 * @param {number} want @param {number} offset @param {any[]} rows
 * @returns {{ offset: number } | { after: Cursor } | { before: Cursor }}
 */
export function pageMove(want, offset, rows) {
  if (rows.length > 0 && offset >= 0) {
    if (want === offset + PAGE && rows.length === PAGE) {
      const after = cursorOf(rows[rows.length - 1]);
      if (after) return { after };
    }
    if (want === offset - PAGE && want >= 0) {
      const before = cursorOf(rows[0]);
      if (before) return { before };
    }
  }
  return { offset: Math.max(0, want) };
}

/**
 * The `decisions` command's request for one page.
 * @param {Source} src @param {Record<string, unknown>} filter
 * @param {{ error: number, blunder: number }} thresholds
 * @param {number | { offset: number } | { after: Cursor } | { before: Cursor }} at
 *   the page's offset, or how to reach it (see pageMove)
 * @param {number | null} total
 */
export function requestOf(src, filter, thresholds, at, total) {
  const move = typeof at === "number" ? { offset: at } : at;
  /** @type {Record<string, unknown>} */
  const req = { filter, limit: PAGE };
  if ("after" in move) req.after = move.after;
  else if ("before" in move) req.before = move.before;
  else req.offset = Math.max(0, move.offset);
  if (src.type === "bucket") req.bucket = src.bucket;
  if (src.type === "breakdown") req.breakdown = { by: src.by, key: src.key };
  if (src.type === "errors") req.min_error = thresholds.error;
  if (src.type === "blunders") req.min_error = thresholds.blunder;
  if (total !== null) req.total = total;
  return req;
}

/**
 * "51–100 of 4,233".
 * @param {number} offset @param {number} shown @param {number | null} total
 */
export function pageText(offset, shown, total) {
  if (shown === 0) return total ? t("drill-page-none-of", { total: fmtInt(total) }) : t("drill-page-none");
  const range = { first: fmtInt(offset + 1), last: fmtInt(offset + shown) };
  return total === null ? t("drill-page", range) : t("drill-page-of", { ...range, total: fmtInt(total) });
}

/**
 * Where a key moves the selection: the absolute index of the decision in
 * the whole list, or null when the key does nothing there.
 * @param {string} key @param {number} at @param {number} total
 * @returns {number | null}
 */
export function step(key, at, total) {
  if (total <= 0) return null;
  let to;
  switch (key) {
    case "ArrowDown":
    case "ArrowRight":
    case "j":
      to = at + 1;
      break;
    case "ArrowUp":
    case "ArrowLeft":
    case "k":
      to = at - 1;
      break;
    case "PageDown":
      to = at + PAGE;
      break;
    case "PageUp":
      to = at - PAGE;
      break;
    case "Home":
      to = 0;
      break;
    case "End":
      to = total - 1;
      break;
    default:
      return null;
  }
  to = Math.min(Math.max(to, 0), total - 1);
  return to === at ? null : to;
}

/**
 * The page offset that holds the decision at `index`.
 * @param {number} index
 */
export function pageOffset(index) {
  return Math.floor(Math.max(0, index) / PAGE) * PAGE;
}

/**
 * A row's cells: rank, error, player, where, what, played.
 * @param {any} d @param {number} rank @param {boolean} onePlayer
 */
export function rowCells(d, rank, onePlayer) {
  // The JSON writes "no double"; the message is `kind-no_double`.
  const what = d.kind === "checker" ? `${d.dice ?? ""}` : t(`kind-${String(d.kind).replace(/ /g, "_")}`);
  return [
    fmtInt(rank),
    fmtFixed(d.error, 3),
    onePlayer ? t("vs-opponent", { opponent: d.opponent }) : d.player,
    `${d.match} · ${d.game} · ${d.move}`,
    what,
    d.played === "" ? t("drill-no-move") : cubeWord(d.played),
  ];
}

/**
 * The three IDs of a decision, as the panel lists them.
 * @param {any} d
 * @returns {[string, string, string][]}
 */
export function idsOf(d) {
  return [
    [t("drill-xgid"), "xgid", d.xgid ?? "—"],
    [t("drill-position-id"), "posid", d.position_id ?? "—"],
    [t("drill-match-id"), "matchid", d.match_id ?? "—"],
  ];
}

/**
 * The candidate moves of a board's analysis panel, as gnuBG's and XG's
 * list them: rows of [rank, move, equity, −diff] with the played one
 * marked; or the line to show instead (nothing for a cube decision).
 * @param {any} view the `board` command's answer
 * @returns {{ rows: { cells: string[], played: boolean }[], note: string }}
 */
export function candidatesOf(view) {
  const c = view?.candidates;
  if (view?.decision?.kind !== "checker" || !c) return { rows: [], note: "" };
  if (c.status === "source_not_found") return { rows: [], note: t("drill-cands-not-found") };
  if (c.status !== "found" || !Array.isArray(c.candidates) || c.candidates.length === 0) {
    return { rows: [], note: t("drill-cands-none") };
  }
  return {
    rows: c.candidates.map((/** @type {any} */ k) => ({
      cells: [
        fmtInt(k.rank),
        k.move === "" ? t("drill-no-move") : k.move,
        signed(k.equity, 3),
        k.rank === 1 ? "" : signed(k.diff, 3),
      ],
      played: Boolean(k.played),
    })),
    note: "",
  };
}

/**
 * "+0.123", "−0.045" (a true minus sign), "—" when unknown.
 * @param {number | null | undefined} x @param {number} digits
 */
export function signed(x, digits) {
  if (x === null || x === undefined || !Number.isFinite(x)) return "—";
  const abs = num(Math.abs(x), digits);
  return /[1-9]/.test(abs) ? `${x < 0 ? "−" : "+"}${abs}` : abs;
}
