// The Matches tab: every match of the library, a page at a time (a
// library may hold 100,000), filtered as the Stats tab is (player, dates,
// length) and by event and a name search, sorted by a click on a header.
// A click on a row, or Enter, opens the match in review (review.js). The
// words and the request live in matches-logic.js.
import { PAGE, DEFAULT_SORT, requestOf, nextSort, ariaSort, analysesOf, rowCells, pageText, turnPage, rowStep, sameRequest } from "./matches-logic.js";
import { dateValue } from "./datefield.js";
import { fillFilterBar } from "./filterbar.js";
import { t, show, localize, onSwitch } from "./i18n.js";
import { openReview } from "./review.js";

import { call as invoke } from "./bridge.js";

/** @param {string} id */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));
/** @param {string} id */
const field = (id) => /** @type {HTMLInputElement | HTMLSelectElement} */ (document.getElementById(id));

const list = {
  order: { ...DEFAULT_SORT },
  offset: 0,
  /** @type {number | null} */
  total: null,
  /** @type {any[]} */
  rows: [],
  /** The request of the rows on screen (null: none yet, or the library changed). @type {Record<string, unknown> | null} */
  shown: null,
  seq: 0,
  /** The row with the focus (its index on the page), -1 for none. */
  at: -1,
  /** Whether the rows on screen are in another language than the window's. */
  stale: false,
};

/** When the row is typed into a text field, a new request waits this long for the next key. */
const TYPING_MS = 250;
let typing = 0;

/** @param {string} tag @param {string} [cls] @param {string} [text] */
function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

function fields() {
  return {
    player: field("m-player").value,
    from: dateValue(/** @type {HTMLInputElement} */ (field("m-from"))),
    to: dateValue(/** @type {HTMLInputElement} */ (field("m-to"))),
    length: field("m-length").value,
    event: field("m-event").value,
    search: field("m-search").value,
  };
}

/**
 * Fills the player and length lists from the library's info (main.js,
 * after each import or library change), keeping the choices that still exist.
 * @param {any} info `library_info`
 */
export function setInfo(info) {
  if (!info) return;
  fillFilterBar(/** @type {HTMLSelectElement} */ ($("m-player")), /** @type {HTMLSelectElement} */ ($("m-length")), info);
}

/** The library changed: the rows are asked for again at the next visit. */
export function invalidate() {
  list.shown = null;
  if (!$("matches").hidden) void refresh();
}

/** The tab is shown: its rows, asked for when the filters or the library changed. */
export async function showMatches() {
  if (list.stale) drawRows();
  await refresh();
  // Back from the review: the match reviewed keeps the focus.
  if (list.at >= 0 && !document.getElementById("matches")?.contains(document.activeElement)) focusRow(list.at);
}

/**
 * Asks for the page at `offset` (the current one by default) and draws it,
 * unless that very page is on screen; an older answer is dropped.
 * @param {number} [offset]
 */
async function refresh(offset = list.offset) {
  const req = requestOf(fields(), list.order, offset);
  if (sameRequest(req, list.shown)) return;
  const seq = ++list.seq;
  try {
    const page = await invoke("matches_list", { req });
    if (seq !== list.seq) return;
    list.offset = req.offset;
    list.total = typeof page?.total === "number" ? page.total : null;
    list.rows = Array.isArray(page?.rows) ? page.rows : [];
    list.shown = req;
    // Past the end (the filters narrowed the list): its last page.
    if (list.rows.length === 0 && list.total && req.offset >= list.total) {
      void refresh(Math.max(0, Math.floor((list.total - 1) / PAGE) * PAGE));
      return;
    }
    show($("matches-msg"), "");
    drawRows();
    document.body.dataset.matchesReady = String(seq);
  } catch (e) {
    if (seq !== list.seq) return;
    show($("matches-msg"), () => t("matches-failed", { error: String(e) }));
  }
}

/** The filters changed: the first page. */
function onFilter() {
  list.at = -1;
  void refresh(0);
}

/** Draws the page's rows, the pager and the headers' sort. */
function drawRows() {
  list.stale = false;
  const body = /** @type {HTMLTableSectionElement} */ (document.querySelector("#matches-table tbody"));
  body.replaceChildren(...list.rows.map((r, i) => rowOf(r, i)));
  $("matches-none").hidden = list.rows.length > 0;
  $("matches-table").hidden = list.rows.length === 0;
  const [offset, shown, total] = [list.offset, list.rows.length, list.total];
  show($("m-page"), () => pageText(offset, shown, total));
  /** @type {HTMLButtonElement} */ ($("m-prev")).disabled = offset === 0;
  /** @type {HTMLButtonElement} */ ($("m-next")).disabled = total === null ? shown < PAGE : offset + shown >= total;
  for (const th of document.querySelectorAll("#matches-table th[data-sort]")) {
    const key = /** @type {HTMLElement} */ (th).dataset.sort ?? "";
    const sort = ariaSort(key, list.order);
    th.setAttribute("aria-sort", sort);
    th.classList.toggle("sorted", sort !== "none");
    th.classList.toggle("desc", sort === "descending");
  }
  document.body.dataset.matchesRows = String(list.rows.length);
  document.body.dataset.matchesTotal = String(list.total ?? "");
}

/** @param {any} r @param {number} i its index on the page */
function rowOf(r, i) {
  const tr = document.createElement("tr");
  tr.dataset.id = String(r.id);
  tr.dataset.i = String(i);
  tr.tabIndex = i === Math.max(0, list.at) ? 0 : -1;
  localize(tr, "matches-row");
  const cells = rowCells(r);
  const cls = ["date", "event", "players", "", "n", "n pr", "n pr", "analyses"];
  cells.forEach((text, j) => {
    const td = el("td", cls[j]);
    if (j === 2) {
      // The players, the winner in bold.
      const [a, b] = Array.isArray(r.players) ? r.players : ["", ""];
      const name = (/** @type {string} */ n, /** @type {number} */ k) => {
        const s = el(r.winner === k ? "strong" : "span", "", String(n));
        if (r.winner === k) localize(s, "matches-won");
        return s;
      };
      td.append(name(a, 0), " – ", name(b, 1));
    } else if (j === 7) {
      const parts = analysesOf(r.analyses);
      if (parts.length === 0) td.textContent = text;
      parts.forEach((p, k) => {
        if (k > 0) td.append(" · ");
        const s = el("span", p.counted ? "counted" : "", p.name + (p.counted && parts.length > 1 ? " ✓" : ""));
        td.append(s);
      });
    } else {
      td.textContent = text;
    }
    tr.append(td);
  });
  return tr;
}

/** @param {number} i a row of the page */
function focusRow(i) {
  const rows = /** @type {NodeListOf<HTMLTableRowElement>} */ (document.querySelectorAll("#matches-table tbody tr"));
  if (i < 0 || i >= rows.length) return;
  rows.forEach((tr, k) => (tr.tabIndex = k === i ? 0 : -1));
  list.at = i;
  rows[i].focus();
}

/** @param {number} i */
function openRow(i) {
  const r = list.rows[i];
  if (!r) return;
  list.at = i;
  void openReview({ id: r.id });
}

/** @param {1 | -1} dir @param {"first" | "last"} [focus] */
async function turn(dir, focus) {
  // Without a total, a full page may have one after it.
  const total = list.total ?? (list.rows.length === PAGE ? Infinity : list.offset + list.rows.length);
  const to = turnPage(list.offset, dir, total);
  if (to === null) return;
  await refresh(to);
  if (focus) focusRow(focus === "first" ? 0 : list.rows.length - 1);
}

/** Wires the tab (once, at start). */
export function initMatches() {
  // Messages of attributes only (a placeholder), set here: in index.html
  // an element's message must have words of its own.
  localize($("m-event"), "matches-event-field");
  localize($("m-search"), "matches-search-field");
  for (const id of ["m-player", "m-from", "m-to", "m-length"]) $(id).addEventListener("change", onFilter);
  for (const id of ["m-event", "m-search"]) {
    $(id).addEventListener("input", () => {
      clearTimeout(typing);
      typing = window.setTimeout(onFilter, TYPING_MS);
    });
    $(id).addEventListener("change", () => {
      clearTimeout(typing);
      onFilter();
    });
  }
  $("m-filters").addEventListener("submit", (e) => e.preventDefault());
  $("m-reset").addEventListener("click", () => {
    /** @type {HTMLFormElement} */ ($("m-filters")).reset();
    onFilter();
  });
  $("m-prev").addEventListener("click", () => void turn(-1));
  $("m-next").addEventListener("click", () => void turn(1));
  const head = /** @type {HTMLElement} */ (document.querySelector("#matches-table thead"));
  const sortBy = (/** @type {Event} */ e) => {
    const th = /** @type {HTMLElement} */ (e.target).closest("th");
    const key = th?.dataset.sort;
    if (!key) return false;
    list.order = nextSort(key, list.order);
    list.at = -1;
    void refresh(0);
    return true;
  };
  head.addEventListener("click", sortBy);
  head.addEventListener("keydown", (e) => {
    if ((e.key === "Enter" || e.key === " ") && sortBy(e)) e.preventDefault();
  });
  const body = /** @type {HTMLElement} */ (document.querySelector("#matches-table tbody"));
  body.addEventListener("click", (e) => {
    const tr = /** @type {HTMLElement} */ (e.target).closest("tr");
    if (tr?.dataset.i !== undefined) openRow(Number(tr.dataset.i));
  });
  body.addEventListener("keydown", (e) => {
    const tr = /** @type {HTMLElement} */ (e.target).closest("tr");
    if (!tr || tr.dataset.i === undefined) return;
    const i = Number(tr.dataset.i);
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      openRow(i);
      return;
    }
    const to = rowStep(e.key, i, list.rows.length);
    if (to === null) return;
    e.preventDefault();
    if (to === "next") void turn(1, "first");
    else if (to === "prev") void turn(-1, "last");
    else focusRow(to);
  });
  // Drawn again in a new language (dates, lengths and numbers are the window's).
  onSwitch(async () => () => {
    if ($("matches").hidden) list.stale = true;
    else drawRows();
  });
}
