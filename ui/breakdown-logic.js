// Pure logic of the "Where the errors are" card (tested by node --test):
// its dimensions, the dimension a selection of decisions can show, and the
// words and narrowing of the game-plan rows (`breakdown --by plan`), which
// come on top of those of progress-logic.js. Its words are the messages of
// the language in use (i18n-logic.js).
import { t } from "./i18n-logic.js";
import { keyLabel, filterForCell } from "./progress-logic.js";

/** The dimensions of `breakdown`, in the order of the card's tabs. */
export const BREAKDOWN_DIMENSIONS = ["cube-action", "phase", "score", "length", "plan"];

/**
 * The keys of the game-plan breakdown, in its rows' order
 * (src/library/breakdown_cells.rs, PLAN_KEYS; `unknown` only when present).
 */
export const PLAN_KEYS = [
  "race",
  "bear_in",
  "crunch",
  "back_game",
  "ace_point",
  "blitz",
  "prime_vs_prime",
  "mutual_holding",
  "holding",
  "contact",
  "unknown",
];

/** The messages of the game plans (common.ftl). @type {Record<string, string>} */
const PLAN_LABELS = {
  race: "plan-race",
  bear_in: "plan-bear_in",
  crunch: "plan-crunch",
  back_game: "plan-back_game",
  ace_point: "plan-ace_point",
  blitz: "plan-blitz",
  prime_vs_prime: "plan-prime_vs_prime",
  mutual_holding: "plan-mutual_holding",
  holding: "plan-holding",
  contact: "plan-contact",
  unknown: "plan-unknown",
};

/**
 * A breakdown key as a row label: a game plan's name, else as
 * progress-logic.js's keyLabel ("3a-5a" → "3-away, 5-away").
 * @param {string} dim @param {string} key
 */
export function cellLabel(dim, key) {
  if (dim === "plan") return Object.hasOwn(PLAN_LABELS, key) ? t(PLAN_LABELS[key]) : key;
  return keyLabel(dim, key);
}

/**
 * The filter a click on a row's "filter" button narrows to, or null: a
 * game plan's rows are checker plays, as a phase's; the others as
 * progress-logic.js's filterForCell.
 * @param {string} dim @param {string} key
 * @returns {{ length?: string, decisions?: string } | null}
 */
export function cellFilter(dim, key) {
  if (dim === "plan") return { decisions: "checker" };
  return filterForCell(dim, key);
}

/**
 * The dimension the card shows for the tab chosen and the decisions of
 * the filter: a phase or game-plan breakdown of cube decisions (or a
 * cube-action one of checker plays) selects nothing, so the card turns to
 * the other family's.
 * @param {string} dim @param {unknown} decisions "all", "checker" or "cube"
 */
export function shownDimension(dim, decisions) {
  if ((dim === "phase" || dim === "plan") && decisions === "cube") return "cube-action";
  if (dim === "cube-action" && decisions === "checker") return "phase";
  return BREAKDOWN_DIMENSIONS.includes(dim) ? dim : "cube-action";
}
