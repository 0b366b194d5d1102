// The Progression card of the Stats tab: the chart drawn by Rust
// (blunderdb::chart::progression_svg) and the rows of `blunderdb progress`.
// Clicking a dot shows that match's figures: the library finds the dot
// (blunderdb::chart::point_at). Words live in progress-logic.js.
import { fmtNum, fmtCount, fmtWL } from "./logic.js";
import { tableWindow, TABLE_ROWS } from "./progress-logic.js";
import { RowWindow } from "./rowwindow.js";
import { t, show } from "./i18n.js";
import { day, lang } from "./i18n-logic.js";
import { reviewButton } from "./review.js";

import { call as invoke } from "./bridge.js";

/** @param {string} id */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

const view = {
  /** @type {any} */ last: null,
  shown: "",
  seq: 0,
  /** The first row the table lists (the latest TABLE_ROWS at first). */
  from: 0,
  /** The request of the card on screen, to ask for all its rows. */
  /** @type {any} */ asked: null,
  /** The match selected, its row marked wherever it is drawn. @type {number | null} */
  selected: null,
  /** The language the card on screen is drawn in. */
  lang: "",
};

/** @param {string} text @param {string} [cls] */
function td(text, cls) {
  const c = document.createElement("td");
  c.textContent = text;
  if (cls) c.className = cls;
  return c;
}

/** @param {any} r */
function rowLabel(r) {
  // A date in the language's order (an event's name as it is).
  const period = view.last?.progress.by === "event" ? String(r.period) : day(String(r.period));
  return r.match === undefined ? period : `${period} · #${r.match}`;
}

/** @param {any} r */
function describe(r) {
  return t("progress-detail", {
    label: rowLabel(r),
    pr: fmtNum(r.pr, 2),
    checker: fmtNum(r.pr_checker, 2),
    cube: fmtNum(r.pr_cube, 2),
    decisions: r.decisions ?? 0,
    error: fmtNum(r.error_emg, 3),
    wins: r.wins,
    losses: r.losses,
  });
}

/**
 * Asks for every row of the card on screen: it came with the latest
 * TABLE_ROWS only (the chart has every dot). Resolves to whether they are
 * here (false when the card changed meanwhile).
 */
async function loadAllRows() {
  const last = view.last;
  if (!last || last.progress.rows.length >= last.total_rows) return true;
  const v = await invoke("progress", { ...view.asked, ticket: null, latest: null });
  if (view.last !== last || !v) return false;
  last.progress = v.progress;
  return true;
}

/**
 * The "Review" button after the selected match's line (made once).
 * @returns {HTMLButtonElement}
 */
function reviewLink() {
  const have = /** @type {HTMLButtonElement | null} */ (document.getElementById("progress-review"));
  if (have) return have;
  // Its words and tooltip say it opens the match, not a move.
  const b = reviewButton(() => ({ id: Number(view.selected) }), undefined, "review-open-match");
  b.id = "progress-review";
  b.hidden = true;
  $("progress-detail").after(b);
  return b;
}

/** @param {number | null} matchId */
async function select(matchId) {
  const find = () => (view.last?.progress.rows ?? []).findIndex((/** @type {any} */ r) => r.match === matchId);
  let i = find();
  if (i < 0 && view.last) {
    // An earlier match than the rows at hand: all of them, the table's
    // rows being the last of those.
    const listed = view.last.progress.rows.length - view.from;
    if (await loadAllRows()) {
      view.from = view.last.progress.rows.length - listed;
      i = find();
    }
  }
  const rows = view.last?.progress.rows ?? [];
  view.selected = i < 0 ? null : matchId;
  for (const tr of document.querySelectorAll("#progress-table tbody tr.selected")) tr.classList.remove("selected");
  if (i < 0) {
    show($("progress-detail"), "");
    reviewLink().hidden = true;
    return;
  }
  const row = rows[i];
  show($("progress-detail"), () => describe(row));
  reviewLink().hidden = false;
  if (i < view.from) renderTable(0); // an earlier match than the table lists
  // Its row into the box's view, then drawn there.
  table().reveal(i - view.from);
  const tr = document.querySelector(`#progress-table tbody tr[data-i="${i - view.from}"]`);
  tr?.classList.add("selected");
  tr?.scrollIntoView({ block: "nearest" });
  document.body.dataset.progressSelected = String(matchId);
}

/** The table's rows, drawn around where its box is scrolled to. @type {RowWindow | null} */
let rowWindow = null;
function table() {
  rowWindow ??= new RowWindow(/** @type {HTMLTableSectionElement} */ (document.querySelector("#progress-table tbody")), 8);
  return rowWindow;
}

/** @param {any} r @param {number} i its place in the table */
function rowElement(r, i) {
  const tr = document.createElement("tr");
  tr.dataset.i = String(i);
  if (r.match !== undefined) tr.dataset.match = String(r.match);
  if (r.match !== undefined && r.match === view.selected) tr.className = "selected";
  tr.append(
    td(rowLabel(r)),
    td(fmtCount(r.matches), "n"),
    td(fmtWL(r.wins, r.losses), "n"),
    td(fmtCount(r.decisions), "n"),
    td(fmtNum(r.error_emg, 3), "n"),
    td(fmtNum(r.pr, 2), "n pr"),
    td(fmtNum(r.pr_checker, 2), "n"),
    td(fmtNum(r.pr_cube, 2), "n"),
  );
  return tr;
}

/**
 * Lists the rows of the last progression from `from` on, and says how
 * many are left out (a progression by match of a large library has
 * thousands: the chart shows them, the table the latest).
 * @param {number} from
 */
function renderTable(from) {
  const rows = view.last?.progress.rows ?? [];
  view.from = from;
  table().body.dataset.rows = String(rows.length - from);
  table().show(rows.length - from, (i) => rowElement(rows[from + i], i));
  const total = view.last?.total_rows ?? rows.length;
  const note = from > 0 || rows.length < total ? tableWindow(total, view.last.progress.by).note : "";
  $("progress-more").hidden = !note;
  const by = view.last?.progress.by;
  show(/** @type {HTMLElement} */ ($("progress-more").querySelector("span")), () =>
    note ? tableWindow(total, by).note : "",
  );
}

/**
 * Asks Rust for the card of a filter (nothing when it is on screen
 * already) and resolves to the function that draws it, so the answer can
 * be on its way while the figures are drawn and the card drawn in the same
 * task as the other cards. With the `ticket` of the Stats redraw it belongs
 * to, Rust answers `null` once a newer one was asked for. The drawing
 * function returns whether the card shows this filter now (false when a
 * newer request for the card was made meanwhile, or Rust skipped it).
 * @param {Record<string, unknown>} filter @param {number} gen
 * @param {{ ticket?: number }} [redraw]
 * @returns {Promise<() => boolean>}
 */
export async function loadProgress(filter, gen, { ticket } = {}) {
  const by = /** @type {HTMLSelectElement} */ ($("p-by")).value;
  const window = Number(/** @type {HTMLSelectElement} */ ($("p-window")).value);
  const key = `${gen} ${by} ${window} ${JSON.stringify(filter)}`;
  // Drawn in another language, it is asked for again (the chart's words are Rust's).
  if (key === view.shown && view.lang === lang()) return () => true;
  const seq = ++view.seq;
  const asked = { filter, by, window };
  const v = await invoke("progress", { ...asked, ticket: ticket ?? null, latest: TABLE_ROWS });
  return () => {
    if (seq !== view.seq || !v) return false;
    view.last = v;
    view.asked = asked;
    $("progress-chart").innerHTML = v.chart_svg;
    view.selected = null;
    renderTable(0);
    show($("progress-detail"), "");
    reviewLink().hidden = true;
    $("progress-none").hidden = v.dots > 0;
    view.shown = key;
    view.lang = lang();
    document.body.dataset.progressPoints = String(v.dots);
    document.body.dataset.progressRows = String(v.total_rows);
    return true;
  };
}

/**
 * Redraws the card for a filter (skipped when nothing changed); `current`
 * says whether the window still wants it. Resolves to whether the card
 * shows this filter now.
 * @param {Record<string, unknown>} filter @param {number} gen
 * @param {{ ticket?: number, current?: () => boolean }} [redraw]
 * @returns {Promise<boolean>}
 */
export async function refreshProgress(filter, gen, { ticket, current = () => true } = {}) {
  const draw = await loadProgress(filter, gen, { ticket });
  return current() && draw();
}

/** The number of the progression chart on screen (null before any). */
export function shownChart() {
  return view.last ? Number(view.last.chart) : null;
}

/**
 * Draws the card again in the language in use: the chart Rust drew again
 * (`redraw_charts`), the rows and the selected match's line from what the
 * card shows. Returns false when there is no such chart (the card must
 * then be asked for again).
 * @param {{ chart_svg: string, chart: number, dots: number } | null | undefined} chart
 */
export function relocalizeProgress(chart) {
  if (!view.last || !chart) return false;
  Object.assign(view.last, chart);
  $("progress-chart").innerHTML = chart.chart_svg;
  renderTable(view.from);
  view.lang = lang();
  return true;
}

/** @param {() => Promise<unknown>} redraw */
export function initProgress(redraw) {
  $("p-by").addEventListener("change", redraw);
  $("p-window").addEventListener("change", redraw);
  $("progress-chart").addEventListener("click", async (e) => {
    const svg = $("progress-chart").querySelector("svg");
    const shown = view.last;
    if (!svg || !shown) return;
    const box = svg.getBoundingClientRect();
    const [w, h] = shown.size;
    const x = ((e.clientX - box.left) * w) / box.width;
    const y = ((e.clientY - box.top) * h) / box.height;
    // The library keeps where the dots were drawn (10,000 of them are
    // not sent with every redraw) and finds the one clicked.
    const p = await invoke("progress_point_at", { chart: shown.chart, x, y });
    if (p && view.last === shown) void select(p.match_id);
  });
  table(); // its box redraws the rows as it scrolls
  $("progress-more").querySelector("button")?.addEventListener("click", async () => {
    if (await loadAllRows()) renderTable(0);
  });
  document.querySelector("#progress-table tbody")?.addEventListener("click", (e) => {
    const tr = /** @type {HTMLElement} */ (e.target).closest("tr");
    if (tr?.dataset.match) void select(Number(tr.dataset.match));
  });
}
