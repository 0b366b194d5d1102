// The drill-down panel: the decisions behind a figure of the Stats tab (a
// histogram bar, the Errors or Blunders card, a worst decision), paged and
// worst first, each opening its board (drawn in Rust) with its three IDs
// and copy buttons. Arrow keys step through the list, across pages.
// Also the Stats tab's "Export report…" button. Words and steps live in
// drill-logic.js.
import {
  PAGE,
  titleOf,
  totalOf,
  requestOf,
  pageMove,
  pageText,
  step,
  pageOffset,
  rowCells,
  idsOf,
  candidatesOf,
} from "./drill-logic.js";
import { t, show, translate, localize } from "./i18n.js";
import { reviewButton } from "./review.js";
import { MarksPanel } from "./marks.js";

import { call as invoke, saveAs } from "./bridge.js";

/**
 * What main.js lends this module.
 * @typedef {{
 *   filter: () => Record<string, unknown>,
 *   view: () => any,
 *   thresholds: () => { error: number, blunder: number },
 * }} Hooks
 */

/** @type {Hooks} */
let hooks = {
  filter: () => ({}),
  view: () => null,
  thresholds: () => ({ error: 0.05, blunder: 0.1 }),
};

const list = {
  /** @type {import("./drill-logic.js").Source} */
  src: { type: "worst" },
  /** @type {Record<string, unknown>} */
  filter: {},
  thresholds: { error: 0.05, blunder: 0.1 },
  /** @type {number | null} */
  total: null,
  offset: 0,
  /** @type {any[]} */
  rows: [],
  /** Index of the open decision in the whole list. */
  at: -1,
  seq: 0,
};

const STYLE = `
#drill { border: none; border-radius: 12px; padding: 0; width: min(1320px, 96vw); height: min(860px, 94vh);
  box-shadow: 0 10px 40px rgba(0,0,0,.35); color: var(--ink, #1d2327); }
#drill::backdrop { background: rgba(0,0,0,.35); }
#drill .drill-wrap { display: flex; flex-direction: column; height: 100%; }
#drill header { display: flex; align-items: baseline; gap: 14px; padding: 14px 18px 10px; border-bottom: 1px solid #e3e6e8; }
#drill header h2 { margin: 0; font-size: 19px; text-transform: none; letter-spacing: 0; color: var(--ink, #1d2327); }
#drill header .pager { margin-left: auto; display: flex; gap: 8px; align-items: center; font-variant-numeric: tabular-nums; }
#drill .drill-body { display: grid; grid-template-columns: minmax(360px, 1fr) minmax(480px, 1.2fr); gap: 0; flex: 1; min-height: 0; }
#drill .drill-list { overflow: auto; border-right: 1px solid #e3e6e8; }
#drill .drill-list table { width: 100%; border-collapse: collapse; font-size: 13px; }
#drill .drill-list th { position: sticky; top: 0; background: #f6f7f8; text-align: left; font-weight: 600; padding: 6px 8px; color: #5c6670; }
#drill .drill-list td { padding: 5px 8px; border-top: 1px solid #eef0f1; white-space: nowrap; }
#drill .drill-list td.n { text-align: right; font-variant-numeric: tabular-nums; }
#drill .drill-list td.move { white-space: normal; }
#drill .drill-list tr { cursor: pointer; }
#drill .drill-list tbody tr:hover { background: #f3f6f9; }
#drill .drill-list tr.selected { background: #dbe9f7; }
#drill .drill-board { overflow: auto; padding: 12px 16px; }
#drill .drill-board svg.board { width: 100%; height: auto; max-height: 62vh; }
#drill .ids { display: grid; grid-template-columns: max-content 1fr max-content; gap: 4px 10px; align-items: center; margin-top: 8px; font-size: 13px; }
#drill .ids .k { color: #5c6670; }
#drill .ids code { font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; user-select: all; word-break: break-all; }
#drill .ids button { font-size: 12px; padding: 2px 8px; }
#drill .note { color: #5c6670; font-size: 12.5px; margin: 8px 0 0; }
#drill table.cands { border-collapse: collapse; margin-top: 10px; font-size: 12.5px; font-variant-numeric: tabular-nums; }
#drill table.cands th { text-align: left; color: #5c6670; font-weight: 600; padding: 2px 10px 2px 0; }
#drill table.cands td { padding: 2px 10px 2px 0; white-space: nowrap; }
#drill table.cands td.n { text-align: right; }
#drill table.cands td.move { font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; }
#drill table.cands tr.played td { background: #fdecea; font-weight: 600; }
#drill table.cands td.mark { color: #b3261e; }
#drill .empty-note { padding: 24px; color: #5c6670; }
#drill .keys { color: #5c6670; font-size: 12px; }
#drill .drill-list td.open { padding: 0 4px; }
#drill .drill-list td.star { color: #e6a700; padding: 0 0 0 6px; width: 1em; }
#drill .drill-keep { margin-top: 12px; border-top: 1px solid #e3e6e8; padding-top: 8px; }
.fig.clickable { cursor: pointer; }
.fig.clickable:hover { outline: 2px solid #9ec5ea; }
#chart .bar-hit { cursor: pointer; }
#chart .bar-hit:hover { fill: rgba(47, 111, 79, 0.12); }
#worst tbody tr { cursor: pointer; }
#worst tbody tr:hover { background: #f3f6f9; }
.report-bar { display: flex; gap: 10px; align-items: center; margin: 4px 0 10px; }
`;

/** @param {string} tag @param {string} [cls] @param {string} [text] */
function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

/** @returns {HTMLDialogElement} */
function dialog() {
  const have = /** @type {HTMLDialogElement | null} */ (document.getElementById("drill"));
  if (have) return have;
  const d = /** @type {HTMLDialogElement} */ (document.createElement("dialog"));
  d.id = "drill";
  d.setAttribute("aria-labelledby", "drill-title");
  d.innerHTML = `
    <div class="drill-wrap">
      <header>
        <h2 id="drill-title"></h2>
        <span id="drill-sub" class="muted"></span>
        <div class="pager">
          <span class="keys" data-l10n-id="drill-keys"></span>
          <button type="button" id="drill-prev" data-l10n-id="drill-prev"></button>
          <span id="drill-page"></span>
          <button type="button" id="drill-next" data-l10n-id="drill-next"></button>
          <button type="button" id="drill-close" class="link" data-l10n-id="button-close"></button>
        </div>
      </header>
      <div class="drill-body">
        <div class="drill-list">
          <table>
            <thead><tr><th></th><th>#</th><th data-l10n-id="field-error"></th><th data-l10n-id="fig-name"></th><th data-l10n-id="drill-where"></th><th data-l10n-id="field-dice"></th><th data-l10n-id="field-played"></th><th></th></tr></thead>
            <tbody id="drill-rows"></tbody>
          </table>
          <p id="drill-none" class="empty-note" hidden data-l10n-id="drill-none"></p>
        </div>
        <div class="drill-board" id="drill-board" aria-live="polite"></div>
      </div>
    </div>`;
  document.body.append(d);
  translate(d);
  /** @type {HTMLElement} */ (d.querySelector("#drill-close")).addEventListener("click", () => d.close());
  /** @type {HTMLElement} */ (d.querySelector("#drill-prev")).addEventListener("click", () => {
    void select(Math.max(0, pageOffset(list.at) - PAGE));
  });
  /** @type {HTMLElement} */ (d.querySelector("#drill-next")).addEventListener("click", () => {
    const next = pageOffset(list.at) + PAGE;
    if (list.total === null || next < list.total) void select(next);
  });
  document.addEventListener("keydown", (e) => {
    if (!d.open || e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement || e.target instanceof HTMLSelectElement) return;
    const total = list.total ?? list.offset + list.rows.length;
    const to = step(e.key, list.at, total);
    if (to === null) return;
    e.preventDefault();
    void select(to);
  });
  return d;
}

/**
 * Loads the page holding decision `index` (when not loaded) and opens it.
 * @param {number} index
 */
async function select(index) {
  const seq = ++list.seq;
  const want = pageOffset(index);
  if (want !== list.offset || list.rows.length === 0) {
    // Next and Previous ask for the page after (before) the shown one's
    // last (first) row: a deep page reads only its own rows.
    const move = pageMove(want, list.offset, list.rows);
    const page = await invoke("decisions", {
      req: requestOf(list.src, list.filter, list.thresholds, move, list.total),
    });
    if (seq !== list.seq) return;
    list.offset = want;
    list.rows = page.decisions;
    list.total = page.total;
    renderRows();
  }
  const i = index - list.offset;
  if (i < 0 || i >= list.rows.length) return;
  list.at = index;
  markSelected();
  const d = list.rows[i];
  const view = await invoke("board", { matchNo: d.match, game: d.game, seq: d.seq });
  if (seq !== list.seq) return;
  renderBoard(view);
}

function renderRows() {
  const body = /** @type {HTMLElement} */ (document.getElementById("drill-rows"));
  const onePlayer = Boolean(list.filter.player);
  body.replaceChildren(
    ...list.rows.map((d, i) => {
      const tr = document.createElement("tr");
      tr.dataset.index = String(list.offset + i);
      const cls = ["n", "n", "", "", "", "move"];
      cls.forEach((c, j) => {
        const td = el("td", c);
        show(td, () => rowCells(d, list.offset + i + 1, onePlayer)[j]);
        tr.append(td);
      });
      // The decision in its place in the match.
      const open = el("td", "open");
      open.append(reviewButton(() => reviewTarget(d), closeDialog));
      tr.append(open);
      tr.prepend(starCell(d));
      tr.addEventListener("click", () => void select(list.offset + i));
      return tr;
    }),
  );
  /** @type {HTMLElement} */ (document.getElementById("drill-none")).hidden = list.rows.length > 0;
  const [offset, shown, total] = [list.offset, list.rows.length, list.total];
  show(/** @type {HTMLElement} */ (document.getElementById("drill-page")), () => pageText(offset, shown, total));
  /** @type {HTMLButtonElement} */ (document.getElementById("drill-prev")).disabled = list.offset === 0;
  /** @type {HTMLButtonElement} */ (document.getElementById("drill-next")).disabled =
    list.total === null ? list.rows.length < PAGE : list.offset + list.rows.length >= list.total;
  if (list.rows.length === 0) {
    /** @type {HTMLElement} */ (document.getElementById("drill-board")).replaceChildren();
  }
}

/**
 * A row's star (★ when the decision is starred).
 * @param {any} d a listed decision
 */
function starCell(d) {
  const td = el("td", "star");
  if (d.starred) localize(td, "keep-starred-mark");
  return td;
}

/** The open decision's star, tags, comments, picture, collection. @type {MarksPanel | null} */
let keep = null;

/** The Keep panel of the board panel, made once. */
function keepPanel() {
  if (keep) return keep;
  const root = el("div");
  root.id = "drill-marks";
  keep = new MarksPanel(root, {
    onChange: (m) => {
      // The row's star follows the panel's.
      const i = list.rows.findIndex((r) => r.ref === m.ref);
      if (i < 0) return;
      list.rows[i].starred = m.starred;
      const tr = document.querySelector(`#drill-rows tr[data-index="${list.offset + i}"]`);
      tr?.querySelector("td.star")?.replaceWith(starCell(list.rows[i]));
    },
  });
  return keep;
}

function markSelected() {
  for (const tr of document.querySelectorAll("#drill-rows tr")) {
    const on = /** @type {HTMLElement} */ (tr).dataset.index === String(list.at);
    tr.classList.toggle("selected", on);
    if (on) tr.scrollIntoView({ block: "nearest" });
  }
}

/** @param {any} view */
function renderBoard(view) {
  const pane = /** @type {HTMLElement} */ (document.getElementById("drill-board"));
  const d = view.decision;
  const ids = el("div", "ids");
  idsOf(d).forEach(([, key, value], i) => {
    const code = el("code", "", value);
    code.id = `drill-${key}`;
    const copy = /** @type {HTMLButtonElement} */ (el("button", ""));
    show(copy, () => t("drill-copy"));
    copy.type = "button";
    copy.dataset.copy = key;
    copy.disabled = value === "—";
    copy.addEventListener("click", () => void copyText(value, copy));
    const label = el("span", "k");
    show(label, () => idsOf(d)[i][0]);
    ids.append(label, code, copy);
  });
  const cands = candidatesOf(view);
  const note = el("p", "note");
  show(note, () => candidatesOf(view).note);
  note.id = "drill-cand-note";
  note.hidden = cands.note === "";
  const table = document.createElement("table");
  table.id = "drill-cands";
  table.className = "cands";
  table.hidden = cands.rows.length === 0;
  if (cands.rows.length > 0) {
    const head = document.createElement("tr");
    head.append(el("th", "", "#"));
    for (const id of ["field-move", "drill-equity", "drill-diff"]) {
      const th = el("th");
      th.dataset.l10nId = id;
      head.append(th);
    }
    table.append(head);
    cands.rows.forEach((r, k) => {
      const tr = document.createElement("tr");
      if (r.played) {
        tr.className = "played";
        tr.dataset.l10nId = "drill-played-row";
      }
      const cls = ["n", "move", "n", "n"];
      cls.forEach((c, j) => {
        const td = el("td", c);
        show(td, () => candidatesOf(view).rows[k].cells[j]);
        tr.append(td);
      });
      const mark = el("td", "mark");
      if (r.played) mark.dataset.l10nId = "drill-played-mark";
      tr.append(mark);
      table.append(tr);
    });
    translate(table);
  }
  const src = el("p", "note");
  show(src, () => t("drill-file", { path: d.source }));
  const holder = el("div");
  holder.innerHTML = view.svg;
  const open = reviewButton(() => reviewTarget(d), closeDialog);
  open.id = "drill-review";
  const bar = el("p", "note");
  bar.append(open);
  const marks = keepPanel();
  const box = el("div", "drill-keep");
  const title = el("h3");
  localize(title, "marks-title");
  box.append(title, marks.root);
  box.hidden = !d.ref;
  pane.replaceChildren(holder, ids, bar, box, table, note, src);
  void marks.show(d.ref ?? null);
  pane.dataset.match = String(d.match);
  pane.dataset.game = String(d.game);
  pane.dataset.seq = String(d.seq);
}

/**
 * Where "Open in review" opens a decision: its match, game and move.
 * @param {any} d a listed decision, or a board's
 */
function reviewTarget(d) {
  const player = d.seat === 0 || d.seat === 1 ? d.seat : (d.player ?? null);
  return { id: Number(d.match), game: Number(d.game), seq: Number(d.seq), kind: d.kind ?? null, player };
}

/** Closes the list (the review opens in the window behind it). */
function closeDialog() {
  /** @type {HTMLDialogElement | null} */ (document.getElementById("drill"))?.close();
}

/**
 * @param {string} text @param {HTMLButtonElement} button
 */
async function copyText(text, button) {
  let ok = false;
  try {
    await navigator.clipboard.writeText(text);
    ok = true;
  } catch {
    // The clipboard API may be refused: select the text and copy that.
    const t = document.createElement("textarea");
    t.value = text;
    document.body.append(t);
    t.select();
    ok = document.execCommand("copy");
    t.remove();
  }
  show(button, () => (ok ? t("drill-copied") : t("drill-copy-select")));
  setTimeout(() => {
    show(button, () => t("drill-copy"));
  }, 1500);
}

/**
 * Opens the list behind a figure, at decision `index`.
 * @param {import("./drill-logic.js").Source} src @param {number} [index]
 */
export async function open(src, index = 0) {
  const d = dialog();
  const view = hooks.view();
  list.src = src;
  list.filter = hooks.filter();
  list.thresholds = view?.figures?.thresholds ?? hooks.thresholds();
  list.total = totalOf(src, view?.figures);
  list.offset = -1;
  list.rows = [];
  list.at = -1;
  const thresholds = list.thresholds;
  show(/** @type {HTMLElement} */ (document.getElementById("drill-title")), () => titleOf(src, thresholds));
  show(
    /** @type {HTMLElement} */ (document.getElementById("drill-sub")),
    list.filter.player ? String(view?.figures?.name ?? list.filter.player) : () => t("stats-all-players"),
  );
  /** @type {HTMLElement} */ (document.getElementById("drill-board")).replaceChildren();
  if (!d.open) d.showModal();
  await select(index);
  if (list.rows.length === 0) renderRows();
  d.focus();
}

/** Adds the Stats tab's "Export report…" button. */
function addExport() {
  const filters = document.getElementById("filters");
  if (!filters || document.getElementById("export-report")) return;
  const bar = el("div", "toolbar report-bar");
  const b = /** @type {HTMLButtonElement} */ (el("button", ""));
  b.id = "export-report";
  b.type = "button";
  b.dataset.l10nId = "report-export";
  const msg = el("span", "muted");
  msg.id = "report-msg";
  bar.append(b, msg);
  filters.after(bar);
  translate(bar);
  b.addEventListener("click", async () => {
    try {
      const done = await saveAs(
        "export_report",
        { filter: hooks.filter(), limit: 20 },
        { defaultPath: "blunderdb-report.html", filters: [{ name: "HTML", extensions: ["html"] }] },
        () => show(msg, () => t("report-writing")),
      );
      if (!done) return;
      const { answer: bytes, path } = done;
      show(msg, () => t("report-written", { path, kb: Math.round(bytes / 1024) }));
    } catch (e) {
      show(msg, () => t("report-failed", { error: String(e) }));
    }
  });
}

/**
 * Wires the figures of the Stats tab to the list.
 * @param {Hooks} h
 */
export function install(h) {
  hooks = h;
  const style = document.createElement("style");
  style.textContent = STYLE;
  document.head.append(style);
  addExport();
  const chart = document.getElementById("chart");
  chart?.addEventListener("click", (e) => {
    const hit = /** @type {Element} */ (e.target).closest?.("[data-bucket]");
    if (!hit) return;
    void open({ type: "bucket", bucket: Number(/** @type {HTMLElement} */ (hit).dataset.bucket) });
  });
  for (const [id, type] of /** @type {const} */ ([
    ["fig-errors", "errors"],
    ["fig-blunders", "blunders"],
  ])) {
    const card = document.getElementById(id)?.closest(".fig");
    if (!card) continue;
    card.classList.add("clickable");
    card.setAttribute("role", "button");
    card.setAttribute("tabindex", "0");
    /** @type {HTMLElement} */ (card).dataset.l10nId = "drill-list-tip";
    translate(/** @type {HTMLElement} */ (card.parentElement));
    const go = () => void open({ type });
    card.addEventListener("click", go);
    card.addEventListener("keydown", (e) => {
      if (/** @type {KeyboardEvent} */ (e).key === "Enter") go();
    });
  }
  // A worst decision opens the whole list, worst first, at that decision.
  document.querySelector("#worst tbody")?.addEventListener("click", (e) => {
    const tr = /** @type {Element} */ (e.target).closest?.("tr");
    if (!tr || !tr.parentElement) return;
    const index = Array.prototype.indexOf.call(tr.parentElement.children, tr);
    if (index >= 0) void open({ type: "worst" }, index);
  });
}
