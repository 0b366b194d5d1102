// The Progression card of the Stats tab: the chart drawn by Rust
// (blunderdb::chart::progression_svg) and the rows of `blunderdb progress`.
// Clicking a dot shows that match's figures. Words and hit-testing live in
// progress-logic.js.
import { fmtNum, fmtCount } from "./logic.js";
import { pointAt, tableWindow } from "./progress-logic.js";

const tauri = window.__TAURI__;
const invoke = tauri.core.invoke;

/** @param {string} id */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

const view = {
  /** @type {any} */ last: null,
  shown: "",
  seq: 0,
  /** The first row the table lists (the latest TABLE_ROWS at first). */
  from: 0,
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
  return r.match === undefined ? r.period : `${r.period} · #${r.match}`;
}

/** @param {any} r */
function describe(r) {
  const wl = `${r.wins}–${r.losses}`;
  return `${rowLabel(r)}: PR ${fmtNum(r.pr, 2)} (checker ${fmtNum(r.pr_checker, 2)}, cube ${fmtNum(r.pr_cube, 2)}) over ${fmtCount(r.decisions)} decisions, error ${fmtNum(r.error_emg, 3)} EMG, won–lost ${wl}`;
}

/** @param {number | null} matchId */
function select(matchId) {
  const rows = view.last?.progress.rows ?? [];
  const i = rows.findIndex((/** @type {any} */ r) => r.match === matchId);
  for (const tr of document.querySelectorAll("#progress-table tbody tr.selected")) tr.classList.remove("selected");
  if (i < 0) {
    $("progress-detail").textContent = "";
    return;
  }
  $("progress-detail").textContent = describe(rows[i]);
  if (i < view.from) renderTable(0); // an earlier match than the table lists
  const tr = document.querySelectorAll("#progress-table tbody tr")[i - view.from];
  tr?.classList.add("selected");
  tr?.scrollIntoView({ block: "nearest" });
  document.body.dataset.progressSelected = String(matchId);
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
  const body = /** @type {HTMLTableSectionElement} */ (document.querySelector("#progress-table tbody"));
  body.replaceChildren(
    ...rows.slice(from).map((/** @type {any} */ r) => {
      const tr = document.createElement("tr");
      if (r.match !== undefined) tr.dataset.match = String(r.match);
      tr.append(
        td(rowLabel(r)),
        td(fmtCount(r.matches), "n"),
        td(`${r.wins}–${r.losses}`, "n"),
        td(fmtCount(r.decisions), "n"),
        td(fmtNum(r.error_emg, 3), "n"),
        td(fmtNum(r.pr, 2), "n pr"),
        td(fmtNum(r.pr_checker, 2), "n"),
        td(fmtNum(r.pr_cube, 2), "n"),
      );
      return tr;
    }),
  );
  const note = from > 0 ? tableWindow(rows.length, view.last.progress.by).note : "";
  $("progress-more").hidden = !note;
  /** @type {HTMLElement} */ ($("progress-more").querySelector("span")).textContent = note;
}

/**
 * Redraws the card for a filter (skipped when nothing changed). With the
 * `ticket` of the Stats redraw it belongs to, Rust answers `null` once a
 * newer one was asked for; `current` says whether the window still wants
 * it. Resolves to whether the card shows this filter now.
 * @param {Record<string, unknown>} filter @param {number} gen
 * @param {{ ticket?: number, current?: () => boolean }} [redraw]
 * @returns {Promise<boolean>}
 */
export async function refreshProgress(filter, gen, { ticket, current = () => true } = {}) {
  const by = /** @type {HTMLSelectElement} */ ($("p-by")).value;
  const window = Number(/** @type {HTMLSelectElement} */ ($("p-window")).value);
  const key = `${gen} ${by} ${window} ${JSON.stringify(filter)}`;
  if (key === view.shown) return true;
  const seq = ++view.seq;
  const v = await invoke("progress", { filter, by, window, ticket: ticket ?? null });
  if (seq !== view.seq || !v || !current()) return false;
  view.last = v;
  $("progress-chart").innerHTML = v.chart_svg;
  const rows = v.progress.rows;
  renderTable(tableWindow(rows.length, by).from);
  $("progress-detail").textContent = "";
  $("progress-none").hidden = v.points.length > 0;
  view.shown = key;
  document.body.dataset.progressPoints = String(v.points.length);
  document.body.dataset.progressRows = String(rows.length);
  return true;
}

/** @param {() => Promise<unknown>} redraw */
export function initProgress(redraw) {
  $("p-by").addEventListener("change", redraw);
  $("p-window").addEventListener("change", redraw);
  $("progress-chart").addEventListener("click", (e) => {
    const svg = $("progress-chart").querySelector("svg");
    if (!svg || !view.last) return;
    const box = svg.getBoundingClientRect();
    const [w, h] = view.last.size;
    const x = ((e.clientX - box.left) * w) / box.width;
    const y = ((e.clientY - box.top) * h) / box.height;
    const p = pointAt(view.last.points, x, y);
    if (p) select(p.match_id);
  });
  $("progress-more").querySelector("button")?.addEventListener("click", () => renderTable(0));
  document.querySelector("#progress-table tbody")?.addEventListener("click", (e) => {
    const tr = /** @type {HTMLElement} */ (e.target).closest("tr");
    if (tr?.dataset.match) select(Number(tr.dataset.match));
  });
}
