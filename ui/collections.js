// The Collections section of the Train tab (#28): the collections (name,
// live or listed, how many decisions), one shown as small boards (the
// Positions tab's cards: search.rs's small_board), a new one (empty,
// live from a saved search or from the Positions tab's query), a
// decision taken out, and the collection exported as the HTML report, as
// its XGIDs or as an Anki package. Rust keeps and exports them (`collections`,
// `collection_show`, `collection_new`, `collection_change`,
// `collection_export`, `collection_anki`: what `blunderdb collection`
// runs).
import { t, show, localize } from "./i18n.js";
import { cardOf } from "./positions-logic.js";
import { reviewButton } from "./review.js";
import { collectionsChanged } from "./keep.js";
import { ankiName, exportName, newCollection } from "./keep-logic.js";

import { call as invoke, mayOwn, saveAs } from "./bridge.js";

/** @param {string} id */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** @param {string} tag @param {string} [cls] @param {string} [text] */
function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

/** @param {unknown} e */
function message(e) {
  return typeof e === "string" ? e : String(/** @type {any} */ (e)?.message ?? e);
}

/** The decisions shown at first, and added by "Show more" (Rust's
 * `collection_show` takes up to 1,000): a live collection may hold
 * thousands. */
const PAGE = 200;
const MOST = 1000;

const st = {
  /** The collection shown, by name. @type {string | null} */
  shown: null,
  /** How many of its decisions are asked for (more at a click). */
  limit: PAGE,
  /** `collection_show`'s answer. @type {any} */
  view: null,
  seq: 0,
};

/** Fills the list of collections. */
async function loadList() {
  /** @type {any[]} */
  let all = [];
  if (!(await mayOwn())) return;
  try {
    all = await invoke("collections");
  } catch (e) {
    show($("coll-msg"), message(e));
    return;
  }
  const body = $("coll-rows");
  body.replaceChildren(
    ...all.map((c) => {
      const tr = document.createElement("tr");
      tr.dataset.name = c.name;
      tr.classList.toggle("selected", c.name === st.shown);
      const name = el("td", "name", c.name);
      const kind = el("td", "kind");
      if (c.live) localize(kind, "collections-live", { query: c.query ?? "" });
      else localize(kind, "collections-listed");
      const n = el("td", "n");
      localize(n, "collections-count", { n: c.count });
      const open = el("td");
      const b = /** @type {HTMLButtonElement} */ (el("button", "link coll-open"));
      b.type = "button";
      localize(b, "collections-show");
      b.addEventListener("click", () => void showCollection(c.name));
      open.append(b);
      tr.append(name, kind, n, open);
      return tr;
    }),
  );
  $("coll-none").hidden = all.length > 0;
  $("coll-table").hidden = all.length === 0;
  if (st.shown !== null && !all.some((c) => c.name === st.shown)) {
    st.shown = null;
    $("coll-shown").hidden = true;
  }
}

/** Fills the "decisions of" choice of a new collection. */
async function loadSources() {
  const sel = /** @type {HTMLSelectElement} */ ($("coll-from"));
  const keep = sel.value;
  for (const o of [...sel.options]) if (o.value.startsWith("saved:")) o.remove();
  if (!(await mayOwn())) return;
  try {
    const decks = await invoke("train_decks");
    for (const name of decks.searches ?? []) {
      const o = new Option("", `saved:${name}`);
      show(o, () => t("collections-from-saved", { name }));
      sel.add(o);
    }
  } catch (e) {
    show($("coll-msg"), message(e));
  }
  sel.value = [...sel.options].some((o) => o.value === keep) ? keep : "";
}

/** The Positions tab's query as typed. */
function positionsQuery() {
  return /** @type {HTMLInputElement | null} */ (document.getElementById("pos-query"))?.value ?? "";
}

/**
 * Shows collection `name` as small boards.
 * @param {string} name
 */
async function showCollection(name) {
  if (name !== st.shown) {
    closeAsk();
    st.limit = PAGE;
  }
  const seq = ++st.seq;
  st.shown = name;
  for (const tr of document.querySelectorAll("#coll-rows tr")) {
    tr.classList.toggle("selected", /** @type {HTMLElement} */ (tr).dataset.name === name);
  }
  let view;
  try {
    view = await invoke("collection_show", { name, limit: st.limit });
  } catch (e) {
    if (seq === st.seq) show($("coll-msg"), message(e));
    return;
  }
  if (seq !== st.seq) return;
  st.view = view;
  drawShown();
}

/**
 * Where "Open in review" opens a decision: its match, game and move.
 * @param {any} d
 */
function reviewTarget(d) {
  const player = d.seat === 0 || d.seat === 1 ? d.seat : (d.player ?? null);
  return { id: Number(d.match), game: Number(d.game), seq: Number(d.seq), kind: d.kind ?? null, player };
}

function drawShown() {
  const v = st.view;
  const box = $("coll-shown");
  box.hidden = false;
  box.dataset.name = v.name;
  box.dataset.count = String(v.decisions.length);
  box.dataset.total = String(v.total);
  $("coll-shown-name").textContent = v.name;
  const follows = $("coll-follows");
  follows.hidden = !v.live;
  if (v.live) localize(follows, "collections-follows", { query: v.query ?? "" });
  $("coll-empty").hidden = v.decisions.length > 0;
  const more = v.total > v.decisions.length;
  $("coll-more-line").hidden = !more;
  if (more) {
    localize($("coll-first"), "collections-first", { shown: v.decisions.length, total: v.total });
    const b = /** @type {HTMLButtonElement} */ ($("coll-more"));
    b.hidden = st.limit >= MOST;
    localize(b, "collections-more", { n: Math.min(PAGE, v.total - v.decisions.length, MOST - st.limit) });
  }
  $("coll-boards").replaceChildren(
    ...v.decisions.map((/** @type {any} */ d, /** @type {number} */ i) => {
      const li = el("li", "pos-card coll-card");
      li.dataset.ref = d.ref ?? "";
      const words = () => cardOf(d, i + 1);
      const head = el("div", "pos-card-head");
      const r = el("span", "rank");
      show(r, () => words().rank);
      const err = el("span", "err");
      show(err, () => words().error);
      head.append(r, err);
      if (d.starred) {
        const s = el("span", "star");
        localize(s, "keep-starred-mark");
        head.append(s);
      }
      head.append(reviewButton(() => reviewTarget(d)));
      if (!v.live && d.ref) {
        const x = /** @type {HTMLButtonElement} */ (el("button", "link coll-remove"));
        x.type = "button";
        localize(x, "collections-remove");
        x.addEventListener("click", () => void remove(v.name, d.ref));
        head.append(x);
      }
      const board = el("div", "pos-card-board");
      const svg = v.boards[i];
      if (svg) {
        const img = /** @type {HTMLImageElement} */ (el("img", "board-small"));
        img.alt = "";
        img.decoding = "async";
        img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
        board.append(img);
      }
      li.append(head, board);
      for (const key of /** @type {const} */ (["who", "where", "played"])) {
        const line = el("div", `line ${key}`);
        show(line, () => words()[key]);
        li.append(line);
      }
      return li;
    }),
  );
}

/**
 * Takes decision `ref` out of collection `name`.
 * @param {string} name @param {string} ref
 */
async function remove(name, ref) {
  try {
    await invoke("collection_change", { name, refs: [ref], add: false });
  } catch (e) {
    show($("coll-msg"), message(e));
    return;
  }
  await refresh();
}

/**
 * Exports the collection shown.
 * @param {boolean} xgid the XGIDs (else the HTML report)
 */
async function exportShown(xgid) {
  const name = st.shown;
  if (name === null) return;
  const ext = xgid ? "txt" : "html";
  const msg = $("coll-export-msg");
  try {
    const done = await saveAs("collection_export", { name, xgid }, {
      defaultPath: exportName(name, xgid),
      filters: [{ name: ext.toUpperCase(), extensions: [ext] }],
    });
    if (!done) return;
    const { answer: bytes, path } = done;
    show(msg, () => t("report-written", { path, kb: Math.max(1, Math.round(bytes / 1024)) }));
  } catch (e) {
    show(msg, () => t("report-failed", { error: message(e) }));
  }
}

/**
 * Exports the collection shown as an Anki package (a card a decision,
 * its board drawn in Rust: `collection_anki`, what `blunderdb collection
 * export --format apkg` runs). Drawing the boards takes a moment, so the
 * button waits.
 */
async function exportAnki() {
  const name = st.shown;
  if (name === null) return;
  const msg = $("coll-export-msg");
  const button = /** @type {HTMLButtonElement} */ ($("coll-export-anki"));
  button.disabled = true;
  try {
    const done = await saveAs(
      "collection_anki",
      { name },
      { defaultPath: ankiName(name), filters: [{ name: "Anki", extensions: ["apkg"] }] },
      () => show(msg, () => t("report-writing")),
    );
    if (!done) return;
    const { answer: bytes, path } = done;
    show(msg, () => t("report-written", { path, kb: Math.max(1, Math.round(bytes / 1024)) }));
  } catch (e) {
    show(msg, () => t("report-failed", { error: message(e) }));
  } finally {
    button.disabled = false;
  }
}

/** Asks, in the page, whether to delete the collection shown. */
function askDelete() {
  const name = st.shown;
  if (name === null) return;
  localize($("coll-confirm-text"), "collections-delete-ask", { name });
  $("coll-confirm").hidden = false;
  $("coll-delete").hidden = true;
  /** @type {HTMLButtonElement} */ ($("coll-delete-no")).focus();
}

function closeAsk() {
  $("coll-confirm").hidden = true;
  $("coll-delete").hidden = false;
}

/** Deletes the collection shown; its decisions, marks and cards stay. */
async function deleteShown() {
  const name = st.shown;
  closeAsk();
  if (name === null) return;
  try {
    await invoke("collection_delete", { name });
  } catch (e) {
    show($("coll-msg"), message(e));
    return;
  }
  st.shown = null;
  st.view = null;
  $("coll-shown").hidden = true;
  show($("coll-msg"), () => t("collections-deleted", { name }));
  await refresh();
  await collectionsChanged();
  document.dispatchEvent(new CustomEvent("collections-changed"));
}

/** Everything again: the list, the collection shown, the other forms. */
async function refresh() {
  await loadList();
  if (st.shown !== null) await showCollection(st.shown);
}

/** @param {SubmitEvent} e */
async function make(e) {
  e.preventDefault();
  const name = /** @type {HTMLInputElement} */ ($("coll-name"));
  const from = /** @type {HTMLSelectElement} */ ($("coll-from"));
  const args = newCollection(name.value, from.value, positionsQuery());
  if (args === null) {
    show($("coll-msg"), () => t("collections-no-name"));
    return;
  }
  try {
    await invoke("collection_new", args);
  } catch (err) {
    show($("coll-msg"), message(err));
    return;
  }
  name.value = "";
  show($("coll-msg"), () => t("collections-made", { name: args.name }));
  st.shown = args.name;
  await refresh();
  await collectionsChanged();
  document.dispatchEvent(new CustomEvent("collections-changed"));
}

function init() {
  const section = $("train");
  const button = /** @type {HTMLElement | null} */ (document.querySelector("[data-tab=train]"));
  if (!section || !button || !document.getElementById("collections")) return;
  localize($("coll-name"), "collections-name-field");
  $("coll-new").addEventListener("submit", (e) => void make(/** @type {SubmitEvent} */ (e)));
  $("coll-export-html").addEventListener("click", () => void exportShown(false));
  $("coll-export-xgid").addEventListener("click", () => void exportShown(true));
  $("coll-export-anki").addEventListener("click", () => void exportAnki());
  $("coll-delete").addEventListener("click", askDelete);
  $("coll-more").addEventListener("click", () => {
    if (st.shown === null) return;
    st.limit = Math.min(MOST, st.limit + PAGE);
    void showCollection(st.shown);
  });
  $("coll-delete-no").addEventListener("click", closeAsk);
  $("coll-delete-yes").addEventListener("click", () => void deleteShown());
  // The Positions tab's query, offered while there is one.
  $("coll-from").addEventListener("focus", () => {
    const q = positionsQuery().trim();
    const o = /** @type {HTMLOptionElement} */ ($("coll-from-query"));
    o.hidden = q === "";
    o.disabled = q === "";
    if (q) localize(o, "collections-from-query", { query: q });
  });
  document.addEventListener("collections-changed", () => void refresh());
  new MutationObserver(() => {
    if (button.classList.contains("active")) void Promise.all([refresh(), loadSources()]);
  }).observe(button, { attributes: true, attributeFilter: ["class"] });
  /** @type {any} */ (window).__collections = { st, refresh, showCollection };
}

init();
