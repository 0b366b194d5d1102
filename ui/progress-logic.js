// Pure logic of the Progression and Breakdowns cards (tested by node --test).
// Its words are the messages of the language in use (i18n-logic.js).
import { t } from "./i18n-logic.js";

/** The groupings of `progress`. */
export const GROUPINGS = ["match", "month", "year", "event"];
/** The dimensions of `breakdown`. */
export const DIMENSIONS = ["cube-action", "phase", "score", "length"];

/** The messages of the breakdown keys a player reads (common.ftl). @type {Record<string, string>} */
const KEY_LABELS = {
  missed_double: "cube-missed_double",
  wrong_double: "cube-wrong_double",
  wrong_take: "cube-wrong_take",
  wrong_pass: "cube-wrong_pass",
  opening: "phase-opening",
  middle: "phase-middle",
  race: "phase-race",
  bearoff: "phase-bearoff",
  unknown: "phase-unknown",
  money: "length-money",
};

/**
 * A breakdown key as a row label: "3a-5a" → "3-away / 5-away", "7" → "7 points".
 * @param {string} dim @param {string} key
 */
export function keyLabel(dim, key) {
  if (KEY_LABELS[key]) return t(KEY_LABELS[key]);
  if (dim === "score") {
    const m = /^(\d+)a-(\d+)a$/.exec(key);
    if (m) return t("score-away", { a: m[1], b: m[2] });
  }
  if (dim === "length" && /^\d+$/.test(key)) return t("length-points", { n: Number(key) });
  return key;
}

/**
 * The filter a click on a breakdown row narrows to, or null when the
 * filters cannot express that row (a score, a phase of a cube breakdown…).
 * Length rows set the length; cube-action rows the cube decisions; phase
 * rows the checker plays.
 * @param {string} dim @param {string} key
 * @returns {{ length?: string, decisions?: string } | null}
 */
export function filterForCell(dim, key) {
  if (dim === "length") return { length: key === "money" ? "0" : key };
  if (dim === "cube-action") return { decisions: "cube" };
  if (dim === "phase") return { decisions: "checker" };
  return null;
}

/** The rows the Progression table shows at first: the latest ones (the
 * card asks Rust for these only; 500 rows took 67 ms to lay out). */
export const TABLE_ROWS = 200;

/**
 * Which rows of a progression the table shows (`from` on, the latest
 * `limit`) and the note saying so (empty when every row is shown).
 * @param {number} total @param {string} by the grouping
 * @param {number} [limit]
 * @returns {{ from: number, note: string }}
 */
export function tableWindow(total, by, limit = TABLE_ROWS) {
  if (total <= limit) return { from: 0, note: "" };
  const args = { limit, total };
  /** @type {Record<string, string>} */
  const notes = {
    match: t("progress-latest-matches", args),
    month: t("progress-latest-months", args),
    year: t("progress-latest-years", args),
    event: t("progress-latest-events", args),
  };
  return { from: total - limit, note: notes[by] ?? t("progress-latest-rows", args) };
}

/**
 * The share of a row's error in the whole breakdown, in percent (null when
 * unknown or the total is zero).
 * @param {number | null | undefined} error @param {number} total
 */
export function share(error, total) {
  if (error === null || error === undefined || !(total > 0)) return null;
  return (100 * error) / total;
}

/** The rates compared side by side in Players (their key, and decimals); lower is better for each. Named by `fig-<key>`. */
export const COMPARED = [
  ["pr", 2],
  ["pr_checker", 2],
  ["pr_cube", 2],
  ["snowie_er", 2],
  ["mwc_loss_per_match_pct", 2],
];

/**
 * Which of two values is better (lower): 0, 1, or null when either is
 * unknown or they are equal at the shown precision.
 * @param {number | null | undefined} a @param {number | null | undefined} b @param {number} decimals
 */
export function better(a, b, decimals) {
  if (a === null || a === undefined || b === null || b === undefined) return null;
  const ra = Number(a.toFixed(decimals));
  const rb = Number(b.toFixed(decimals));
  if (ra === rb) return null;
  return ra < rb ? 0 : 1;
}
