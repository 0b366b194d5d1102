// The "Where the errors are" card of the Stats tab: the rows of
// `blunderdb breakdown` for the selected dimension. Clicking a row lists
// the decisions behind it, worst first, each opening its board (the
// drill-down list of drill.js, `blunderdb decisions --breakdown BY=KEY`);
// its "filter" button narrows the filters where they can say it (a
// length; cube or checker decisions). Its tabs are the five dimensions:
// cube action, phase, score, length and game plan.
import { fmtNum, fmtCount } from "./logic.js";
import { share } from "./progress-logic.js";
import { cellLabel, cellFilter, shownDimension } from "./breakdown-logic.js";
import { open as openList } from "./drill.js";
import { RowWindow } from "./rowwindow.js";
import { t, localize } from "./i18n.js";
import { lang } from "./i18n-logic.js";

import { call as invoke } from "./bridge.js";

/** @param {string} id */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

const view = {
  shown: "",
  seq: 0,
  by: /** @type {string | null} */ (null),
  /** The answer on screen and the language it is drawn in. @type {any} */
  last: null,
  lang: "",
};
/** The table's rows, drawn around where its box is scrolled to (a breakdown by score has 170). @type {RowWindow | null} */
let table = null;

/** @param {string} text @param {string} [cls] */
function td(text, cls) {
  const c = document.createElement("td");
  c.textContent = text;
  if (cls) c.className = cls;
  return c;
}

/**
 * Gives the card its "Game plan" tab (`breakdown --by plan`), after the
 * four of index.html, unless the page has it already: a radio of the
 * `bd-by` set like the others, its word written in each language.
 */
function addPlanTab() {
  const set = document.getElementById("bd-by");
  if (!set || set.querySelector("input[name=bd-by][value=plan]")) return;
  const label = document.createElement("label");
  const input = document.createElement("input");
  input.type = "radio";
  input.name = "bd-by";
  input.value = "plan";
  const word = document.createElement("span");
  word.textContent = "Game plan";
  label.append(input, word);
  set.append(label);
  localize(word, "by-plan");
}
addPlanTab();

function dimension() {
  const c = /** @type {HTMLInputElement | null} */ (document.querySelector("input[name=bd-by]:checked"));
  return c ? c.value : "cube-action";
}

/**
 * Asks Rust for the card of a filter and resolves to the function that
 * draws it, as loadProgress (progress.js).
 * @param {Record<string, unknown>} filter @param {number} gen
 * @param {{ ticket?: number }} [redraw]
 * @returns {Promise<() => boolean>}
 */
export async function loadBreakdown(filter, gen, { ticket } = {}) {
  // A phase or game-plan breakdown of cube decisions (or cube actions of checker plays) selects nothing.
  const by = shownDimension(dimension(), filter.decisions);
  const radio = /** @type {HTMLInputElement | null} */ (document.querySelector(`input[name=bd-by][value="${by}"]`));
  if (radio) radio.checked = true;
  const key = `${gen} ${by} ${JSON.stringify(filter)}`;
  if (key === view.shown && view.lang === lang()) return () => true;
  const seq = ++view.seq;
  const v = await invoke("breakdown", { filter, by, ticket: ticket ?? null });
  return () => (seq === view.seq && !!v && draw(v, by, key));
}

/**
 * Redraws the card for a filter (skipped when nothing changed); `ticket`
 * and `current` as for refreshProgress (progress.js). Resolves to whether
 * the card shows this filter now.
 * @param {Record<string, unknown>} filter @param {number} gen
 * @param {{ ticket?: number, current?: () => boolean }} [redraw]
 * @returns {Promise<boolean>}
 */
export async function refreshBreakdown(filter, gen, { ticket, current = () => true } = {}) {
  const draw = await loadBreakdown(filter, gen, { ticket });
  return current() && draw();
}

/** @param {any} v the answer of `breakdown` @param {string} by @param {string} key */
function draw(v, by, key) {
  const total = v.rows.reduce((/** @type {number} */ s, /** @type {any} */ r) => s + (r.error_emg ?? 0), 0);
  const body = /** @type {HTMLTableSectionElement} */ (document.querySelector("#breakdown-table tbody"));
  table ??= new RowWindow(body, 7);
  table.show(v.rows.length, (i) => {
    const r = v.rows[i];
    const tr = document.createElement("tr");
    tr.dataset.key = r.key;
    tr.dataset.decisions = String(r.decisions ?? "");
    const sh = share(r.error_emg, total);
    const narrow = cellFilter(by, r.key);
    if (r.decisions) {
      tr.classList.add("clickable");
      tr.title = t("breakdown-row-tip");
    }
    const bar = document.createElement("td");
    bar.className = "n share";
    bar.textContent = sh === null ? "—" : t("value-percent", { value: fmtNum(sh, 0) });
    if (sh !== null) bar.style.setProperty("--share", `${sh}%`);
    const label = td(cellLabel(by, r.key));
    if (narrow) {
      const b = document.createElement("button");
      b.type = "button";
      b.className = "link narrow";
      b.textContent = t("breakdown-filter");
      b.title = t("breakdown-filter-tip");
      label.append(" ", b);
    }
    tr.append(
      label,
      td(fmtCount(r.decisions), "n"),
      td(fmtCount(r.errors), "n"),
      td(fmtCount(r.blunders), "n"),
      td(fmtNum(r.error_emg, 3), "n"),
      bar,
      td(fmtNum(r.pr, 2), "n pr"),
    );
    return tr;
  });
  $("breakdown-none").hidden = v.rows.length > 0;
  view.shown = key;
  view.by = by;
  view.last = v;
  view.lang = lang();
  document.body.dataset.breakdownRows = String(v.rows.length);
  return true;
}

/** Draws the rows on screen again, in the language in use (their words are the window's). */
export function relocalizeBreakdown() {
  if (view.last && view.by) draw(view.last, view.by, view.shown);
}

/** @param {() => Promise<unknown>} redraw @param {(narrow: { length?: string, decisions?: string }) => Promise<void>} narrow */
export function initBreakdown(redraw, narrow) {
  for (const r of document.querySelectorAll("input[name=bd-by]")) r.addEventListener("change", redraw);
  document.querySelector("#breakdown-table tbody")?.addEventListener("click", (e) => {
    const target = /** @type {HTMLElement} */ (e.target);
    const tr = target.closest("tr");
    const key = tr?.dataset.key;
    if (!tr || !key) return;
    const by = view.by ?? dimension();
    if (target.closest("button.narrow")) {
      const n = cellFilter(by, key);
      if (n) narrow(n);
      return;
    }
    const total = tr.dataset.decisions === "" ? null : Number(tr.dataset.decisions);
    if (!total) return;
    void openList({ type: "breakdown", by, key, label: cellLabel(by, key), total });
  });
}
