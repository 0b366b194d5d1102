// The Matches tab's pure logic: the `matches_list` request, the sort a
// click on a header gives, the words of a row, the pager. Tested with
// node (matches-logic.test.js). Its words are the messages of the
// language in use (i18n-logic.js).
import { t, num, int, day } from "./i18n-logic.js";
import { lengthLabel, filterFrom } from "./logic.js";

/** Matches per page: a page of 50 rows is laid out in about 30 ms on the 2-core test machine. */
export const PAGE = 50;

/** The columns that sort, as `matches_list` names them. */
export const SORTS = ["date", "event", "players", "length", "result", "pr0", "pr1"];

/** The sort the tab opens with: the latest match first. */
export const DEFAULT_SORT = { sort: "date", desc: true };

/** The engines as players name them (brands: the same in every language). */
const ENGINE_NAMES = /** @type {Record<string, string>} */ ({ xg: "XG", gnubg: "gnuBG" });

/**
 * Text or null: empty and blank fields are no condition.
 * @param {string | null | undefined} s
 */
function textOrNull(s) {
  const v = typeof s === "string" ? s.trim() : "";
  return v === "" ? null : v;
}

/**
 * The filter bar's raw values.
 * @typedef {{ player?: string, from?: string, to?: string, length?: string, event?: string, search?: string }} Fields
 */

/**
 * The `matches_list` request for a page: the Stats tab's Filter (player,
 * dates, length; every decision) plus the event and the name search.
 * @param {Fields} fields @param {{ sort: string, desc: boolean }} order @param {number} offset
 * @param {number} [limit]
 */
export function requestOf(fields, order, offset, limit = PAGE) {
  return {
    filter: filterFrom({ player: fields.player, from: fields.from, to: fields.to, length: fields.length, decisions: "all" }),
    event: textOrNull(fields.event),
    search: textOrNull(fields.search),
    sort: SORTS.includes(order.sort) ? order.sort : DEFAULT_SORT.sort,
    desc: Boolean(order.desc),
    offset: Math.max(0, Math.floor(offset)),
    limit,
  };
}

/**
 * The sort after a click on the header of `key`: the same column turns
 * round; another starts with the end players look at first (the latest
 * date, the longest match, the lowest PR, names from A).
 * @param {string} key @param {{ sort: string, desc: boolean }} current
 * @returns {{ sort: string, desc: boolean }}
 */
export function nextSort(key, current) {
  if (key === current.sort) return { sort: key, desc: !current.desc };
  return { sort: key, desc: key === "date" || key === "length" };
}

/**
 * The `aria-sort` of a column header.
 * @param {string} key @param {{ sort: string, desc: boolean }} current
 * @returns {"ascending" | "descending" | "none"}
 */
export function ariaSort(key, current) {
  if (key !== current.sort) return "none";
  return current.desc ? "descending" : "ascending";
}

/**
 * One analysis as the list names it: "XG", "gnuBG 2-ply".
 * @param {{ engine: string, plies?: number | null }} a
 */
export function analysisName(a) {
  const name = ENGINE_NAMES[a.engine] ?? String(a.engine);
  if (a.engine === "gnubg" && typeof a.plies === "number") return t("matches-gnubg-plies", { plies: a.plies });
  return name;
}

/**
 * The analyses a match holds, each named, the one its figures use marked.
 * @param {{ engine: string, plies?: number | null, counted?: boolean }[] | null | undefined} analyses
 * @returns {{ name: string, counted: boolean }[]}
 */
export function analysesOf(analyses) {
  return (analyses ?? []).map((a) => ({ name: analysisName(a), counted: Boolean(a.counted) }));
}

/**
 * The analyses cell as one line: "XG ✓ · gnuBG 2-ply" (✓ the one
 * counted), "not analysed" for none.
 * @param {{ engine: string, plies?: number | null, counted?: boolean }[] | null | undefined} analyses
 */
export function analysesText(analyses) {
  const list = analysesOf(analyses);
  if (list.length === 0) return t("matches-unanalysed");
  return list.map((a) => (a.counted && list.length > 1 ? `${a.name} ✓` : a.name)).join(" · ");
}

/**
 * A match's result, "7–3" (the points each side won), in the language's digits.
 * @param {[number, number] | number[] | null | undefined} score
 */
export function resultText(score) {
  if (!Array.isArray(score) || score.length < 2) return "—";
  return `${int(score[0])}–${int(score[1])}`;
}

/**
 * The cells of a row: date, event, players, length, result, PR of each
 * side, analyses. Unknown figures are "—".
 * @param {any} r a row of `matches_list`
 * @returns {string[]}
 */
export function rowCells(r) {
  const [a, b] = Array.isArray(r.players) ? r.players : ["", ""];
  const pr = Array.isArray(r.pr) ? r.pr : [null, null];
  return [
    r.date ? day(String(r.date)) : "—",
    r.event ? String(r.event) : "—",
    `${a} – ${b}`,
    typeof r.length === "number" ? lengthLabel(r.length) : "—",
    resultText(r.score),
    num(pr[0], 2),
    num(pr[1], 2),
    analysesText(r.analyses),
  ];
}

/**
 * "51–100 of 4,233" (the drill-down list's words: they name no noun).
 * @param {number} offset @param {number} shown @param {number | null} total
 */
export function pageText(offset, shown, total) {
  if (shown === 0) return "";
  const range = { first: int(offset + 1), last: int(offset + shown) };
  return total === null ? t("drill-page", range) : t("drill-page-of", { ...range, total: int(total) });
}

/**
 * The offset of the page after (`dir` 1) or before (-1) the one at
 * `offset`, or null past either end.
 * @param {number} offset @param {number} dir @param {number} total
 * @returns {number | null}
 */
export function turnPage(offset, dir, total) {
  const to = offset + dir * PAGE;
  if (to < 0 || to >= total) return null;
  return to;
}

/**
 * Where a key moves the focus in the list of `n` rows shown (from row
 * `at`, -1 for none): the row index, "prev"/"next" for the page before or
 * after, or null when the key does nothing here.
 * @param {string} key @param {number} at @param {number} n
 * @returns {number | "prev" | "next" | null}
 */
export function rowStep(key, at, n) {
  if (n <= 0) return null;
  switch (key) {
    case "ArrowDown":
      return at + 1 < n ? at + 1 : "next";
    case "ArrowUp":
      return at <= 0 ? (at === 0 ? "prev" : 0) : at - 1;
    case "Home":
      return 0;
    case "End":
      return n - 1;
    case "PageDown":
      return "next";
    case "PageUp":
      return "prev";
    default:
      return null;
  }
}

/**
 * Whether two requests ask for the same rows (the list on screen needs no
 * new answer).
 * @param {Record<string, unknown> | null} a @param {Record<string, unknown> | null} b
 */
export function sameRequest(a, b) {
  return a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b);
}
