// The Positions tab (#27): blunderDB's search filters over every decision
// of the library (docs/search.md). A query box with the filters' help and
// their completion (Tab or ↓ to choose), a bad query's message under it
// with its token marked; the Stats filters (player, dates, length); a
// small board to draw a checker structure on (its XGID goes into the
// query); the saved searches one click away; the selection's figures
// (decisions, errors, blunders, PR) above the results, a page of cards
// with a small board each (drawn in Rust), Next and Previous by cursor. A
// card opens its board in a panel (the `board` command, as the drill-down
// list's), and its "Review" button the review at that move (review.js).
// The words and the request live in positions-logic.js.
//
// The tab is shown and hidden by main.js's tab buttons: this module
// follows its button's `active` class (main.js knows the other tabs only).
//
// Speed: each search's time from Enter (or the click) to its results
// painted is pushed to `window.__positionsTimes` (ms: answer in, drawn,
// painted, boards in view painted), for the window tests.
import {
  FILTERS,
  pastedPage,
  figureShown,
  complete,
  applyChoice,
  choiceStep,
  requestOf,
  markToken,
  figuresOf,
  rampOf,
  cardOf,
  pageText,
  Pager,
  emptyStructure,
  addChecker,
  removeChecker,
  structureIn,
  withStructure,
  structureSvg,
  counts,
  reviewTarget,
  boardStep,
  savedName,
} from "./positions-logic.js";
import { idsOf, candidatesOf } from "./drill-logic.js";
import { dateValue } from "./datefield.js";
import { fillFilterBar } from "./filterbar.js";
import { t, show, localize, translate, onSwitch } from "./i18n.js";
import { lang } from "./i18n-logic.js";
import { reviewButton } from "./review.js";
import { MarksPanel } from "./marks.js";

import { call as invoke, mayOwn } from "./bridge.js";

/** @param {string} id */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));
/** @param {string} id */
const input = (id) => /** @type {HTMLInputElement} */ (document.getElementById(id));

/** @param {string} tag @param {string} [cls] @param {string} [text] */
function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

const st = {
  /** The query of the results on screen (null: none asked yet). @type {string | null} */
  query: null,
  /** The answer on screen. @type {any} */
  page: null,
  pager: new Pager(),
  seq: 0,
  /** The library's change token when the results were asked for. @type {number | null} */
  token: null,
  /** The library's info the filters were filled from (its change token). @type {number | null} */
  infoToken: null,
  /** The completion: its span, choices and the highlighted one. */
  span: { from: 0, to: 0 },
  /** @type {import("./positions-logic.js").Choice[]} */
  choices: [],
  at: -1,
  /** The result shown in the board panel (its index on the page). */
  shown: -1,
  boardSeq: 0,
  /** The query of the error on screen (its words are Rust's: asked again in a new language). */
  errorQuery: /** @type {string | null} */ (null),
  /** A new language came while the tab was hidden: Rust's words are asked again at the next visit. */
  stale: false,
};

/**
 * Each search's times, ms from Enter (or the click): Rust's answer in, the
 * page drawn, its frame painted, the boards in view decoded and painted.
 */
const times = /** @type {{ answer: number, drawn: number, painted: number, boards: number, count: number }[]} */ ([]);
/** @type {any} */ (window).__positionsTimes = times;

/** The next frame laid out and painted: the task after its animation callbacks. */
function afterPaint() {
  return new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
}

/** The filter bar's values. */
function fields() {
  return {
    player: /** @type {HTMLSelectElement} */ ($("q-player")).value,
    from: dateValue(/** @type {HTMLInputElement} */ ($("q-from"))),
    to: dateValue(/** @type {HTMLInputElement} */ ($("q-to"))),
    length: /** @type {HTMLSelectElement} */ ($("q-length")).value,
  };
}

/** The query as typed. */
function queryText() {
  return input("pos-query").value;
}

// ---------- the library's info: the filters' lists ----------

/** Fills the player and length lists from the library's info, keeping the choices that still exist. */
async function fillFilters() {
  const token = await invoke("change_token").catch(() => null);
  if (token !== null && token === st.infoToken) return;
  const info = await invoke("library_info").catch(() => null);
  if (!info) return;
  st.infoToken = token;
  fillFilterBar(/** @type {HTMLSelectElement} */ ($("q-player")), /** @type {HTMLSelectElement} */ ($("q-length")), info);
}

// ---------- the search ----------

/**
 * Asks for a page of the query on screen and draws it; an older answer is
 * dropped. `dir` 0: the first page of a new search; 1, -1: the page after
 * or before the one shown.
 * @param {0 | 1 | -1} [dir] @param {number} [pressed] when the user asked (ms, the page's clock)
 */
async function run(dir = 0, pressed = performance.now()) {
  const query = dir === 0 ? queryText() : (st.query ?? queryText());
  /** @type {string | null} */
  let after = null;
  if (dir === 0) {
    st.pager.reset();
  } else {
    const to = st.pager.target(dir, st.page?.next);
    if (to === undefined) return;
    after = to;
  }
  closeChoices();
  const seq = ++st.seq;
  $("positions").classList.add("loading");
  // "Searching…" only for a search that takes its time (the line would
  // move the results down and up again for a quick one).
  const slow = window.setTimeout(() => {
    if (seq === st.seq) show($("pos-status"), () => t("positions-searching"));
  }, 250);
  const asked = invoke("search", { req: requestOf(query, fields(), after) });
  const tokenAsked = invoke("change_token").catch(() => null);
  try {
    const page = await asked;
    const token = await tokenAsked;
    clearTimeout(slow);
    if (seq !== st.seq) return;
    const answer = performance.now() - pressed;
    if (dir !== 0) st.pager.moved(dir, after);
    st.query = query;
    st.page = page;
    st.token = token;
    showError(null);
    drawResults();
    $("positions").classList.remove("loading");
    show($("pos-status"), "");
    const drawn = performance.now() - pressed;
    await afterPaint();
    const painted = performance.now() - pressed;
    // Then the boards of the cards in view, decoded and painted.
    await Promise.allSettled(boardsInView().map((img) => img.decode()));
    await afterPaint();
    times.push({ answer, drawn, painted, boards: performance.now() - pressed, count: Number(page.count) });
    if (seq !== st.seq) return;
    document.body.dataset.positionsCount = String(page.count);
    document.body.dataset.positionsReady = String(seq);
  } catch (e) {
    clearTimeout(slow);
    if (seq !== st.seq) return;
    showError(e, query);
    document.body.dataset.positionsReady = String(seq);
  } finally {
    if (seq === st.seq) {
      $("positions").classList.remove("loading");
      show($("pos-status"), "");
    }
  }
}

/**
 * The decisions of the position pasted in the query box (an XGID, a gnuBG
 * Position ID with or without its Match ID): the library's answer, as
 * `blunderdb search --position` prints it, drawn as one page, those with
 * the position's cube and score first. A malformed ID's message, from
 * Rust, names its wrong part.
 */
async function pastePosition() {
  const id = queryText();
  closeChoices();
  const seq = ++st.seq;
  st.pager.reset();
  $("positions").classList.add("loading");
  try {
    const answer = await invoke("paste_position", { id, limit: null, boards: true });
    if (seq !== st.seq) return;
    const page = pastedPage(answer);
    st.query = id;
    st.page = page;
    showError(null);
    drawResults();
    show($("pos-status"), () => t("positions-pasted", { exact: page.exact, same: page.same }));
    document.body.dataset.positionsCount = String(page.count);
  } catch (e) {
    if (seq !== st.seq) return;
    showError(e, id);
  } finally {
    if (seq === st.seq) $("positions").classList.remove("loading");
    document.body.dataset.positionsReady = String(seq);
  }
}

/**
 * Shows why a search gave no page under the query box: the message, and
 * for a query that does not parse the query with its token marked (and
 * selected in the box); null clears it.
 * @param {any} e the command's error (an object from `search`, or a string)
 * @param {string} [query]
 */
function showError(e, query = "") {
  const box = $("pos-error");
  const q = input("pos-query");
  if (e === null) {
    box.hidden = true;
    st.errorQuery = null;
    q.removeAttribute("aria-invalid");
    $("positions").classList.remove("stale");
    return;
  }
  $("positions").classList.add("stale");
  const message = typeof e === "object" && e && "message" in e ? String(e.message) : String(e);
  const mark = typeof e === "object" && e ? markToken(query, e.position, e.length) : null;
  // A query that does not parse: Rust's message says all; any other
  // error (a player unknown, a library that cannot be read) is a failure.
  show($("pos-error-text"), mark ? message : () => t("positions-failed", { error: message }));
  const echo = $("pos-error-echo");
  if (mark) {
    const m = el("mark", "", mark.token);
    echo.replaceChildren(mark.before, m, mark.after);
    echo.hidden = false;
    q.setAttribute("aria-invalid", "true");
    document.body.dataset.positionsErrorAt = String(e.position);
    if (queryText() === query) {
      q.focus();
      q.setSelectionRange(mark.from, mark.to);
    }
  } else {
    echo.replaceChildren();
    echo.hidden = true;
    q.removeAttribute("aria-invalid");
    delete document.body.dataset.positionsErrorAt;
  }
  box.hidden = false;
  st.errorQuery = query;
}

/** Draws the figures, the pager and the cards of the page on screen. */
function drawResults() {
  const page = st.page;
  const rows = Array.isArray(page?.decisions) ? page.decisions : [];
  const boards = Array.isArray(page?.boards) ? page.boards : [];
  $("pos-figures").hidden = false;
  figuresOf(page).forEach(([id], i) => {
    const card = /** @type {HTMLElement} */ ($("pos-figures").querySelector(`[data-fig="${id}"]`));
    card.hidden = !figureShown(page, id);
    const v = /** @type {HTMLElement} */ ($("pos-figures").querySelector(`[data-fig="${id}"] .value`));
    show(v, () => figuresOf(page)[i][1]);
  });
  const offset = st.pager.offset();
  const total = typeof page?.count === "number" ? page.count : null;
  show($("pos-page"), () => pageText(offset, rows.length, total));
  /** @type {HTMLButtonElement} */ ($("pos-prev")).disabled = st.pager.page === 0;
  /** @type {HTMLButtonElement} */ ($("pos-next")).disabled = !page?.next;
  $("pos-pager").hidden = rows.length === 0;
  $("pos-none").hidden = rows.length > 0;
  $("pos-start").hidden = true;
  const list = $("pos-results");
  list.replaceChildren(...rows.map((/** @type {any} */ d, /** @type {number} */ i) => cardElement(d, offset + i + 1, boards[i], i)));
  document.body.dataset.positionsRows = String(rows.length);
}

/**
 * One result's card.
 * @param {any} d @param {number} rank @param {string | undefined} svg @param {number} i its index on the page
 */
function cardElement(d, rank, svg, i) {
  const li = el("li", "pos-card");
  li.tabIndex = 0;
  li.dataset.i = String(i);
  localize(li, "positions-card");
  // The card's words, made once per language (each line asks for them).
  /** @type {{ lang: string, words: ReturnType<typeof cardOf> } | null} */
  let made = null;
  const words = () => {
    if (made === null || made.lang !== lang()) made = { lang: lang(), words: cardOf(d, rank) };
    return made.words;
  };
  const head = el("div", "pos-card-head");
  const r = el("span", "rank");
  show(r, () => words().rank);
  const err = el("span", `err ${rampOf(d.error)}`);
  localize(err, "positions-card-error"); // its tooltip; the number below, in the language's format
  show(err, () => words().error);
  const open = reviewButton(() => reviewTarget(d));
  head.append(r, err, starMark(d), open);
  const board = el("div", "pos-card-board");
  if (svg) {
    // A picture, not the SVG's elements in the page, decoded off the
    // page's frame: a page of 24 boards as elements, their words
    // included, held the results' first paint back by 100–250 ms on the
    // 2-core test machine. Without their small words (search.rs,
    // small_board) and as pictures, the cards paint at once and the
    // boards in view a frame later (`window.__positionsTimes`: `boards`).
    const img = /** @type {HTMLImageElement} */ (el("img", "board-small"));
    img.alt = "";
    img.decoding = "async";
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    board.append(img);
  }
  li.append(head, board);
  for (const key of /** @type {const} */ (["who", "where", "played", "best", "position"])) {
    const line = el("div", `line ${key}`);
    show(line, () => words()[key]);
    li.append(line);
  }
  return li;
}

/**
 * A card's star (★ when the decision is starred).
 * @param {any} d
 */
function starMark(d) {
  const s = el("span", "star");
  if (d.starred) localize(s, "keep-starred-mark");
  return s;
}

/** The board panel's star, tags, comments, picture, collection. @type {MarksPanel | null} */
let keep = null;

/** The board panel's Keep panel, made once. */
function keepPanel() {
  if (keep) return keep;
  const root = el("div");
  root.id = "pos-dialog-marks";
  keep = new MarksPanel(root, {
    onChange: (m) => {
      // The card's star follows the panel's.
      const rows = st.page?.decisions ?? [];
      const i = rows.findIndex((/** @type {any} */ r) => r.ref === m.ref);
      if (i < 0) return;
      rows[i].starred = m.starred;
      const card = document.querySelector(`#pos-results .pos-card[data-i="${i}"]`);
      card?.querySelector(".pos-card-head .star")?.replaceWith(starMark(rows[i]));
    },
  });
  return keep;
}

/** The small boards of the cards in the window's view. */
function boardsInView() {
  const h = window.innerHeight;
  return /** @type {HTMLImageElement[]} */ ([...document.querySelectorAll("#pos-results img.board-small")]).filter((img) => {
    const r = img.getBoundingClientRect();
    return r.bottom > 0 && r.top < h;
  });
}

/** @param {1 | -1} dir */
async function turn(dir) {
  await run(dir);
  // Back up to the figures when the page was scrolled past them.
  const top = $("pos-figures").getBoundingClientRect().top + window.scrollY - 70;
  if (window.scrollY > top) window.scrollTo({ top });
}

// ---------- the completion ----------

function closeChoices() {
  st.choices = [];
  st.at = -1;
  $("pos-complete").hidden = true;
  input("pos-query").setAttribute("aria-expanded", "false");
  input("pos-query").removeAttribute("aria-activedescendant");
}

/** The choices for the caret's place in the box. */
function updateChoices() {
  const q = input("pos-query");
  const { from, to, choices } = complete(q.value, q.selectionStart ?? q.value.length);
  st.span = { from, to };
  st.choices = choices;
  st.at = -1;
  drawChoices();
}

function drawChoices() {
  const list = $("pos-complete");
  const q = input("pos-query");
  if (st.choices.length === 0) {
    closeChoices();
    return;
  }
  list.replaceChildren(
    ...st.choices.map((c, i) => {
      const li = el("li");
      li.id = `pos-choice-${i}`;
      li.setAttribute("role", "option");
      li.setAttribute("aria-selected", String(i === st.at));
      li.dataset.i = String(i);
      li.append(el("code", "", c.label), el("span", "help", t(c.help)));
      return li;
    }),
  );
  list.hidden = false;
  q.setAttribute("aria-expanded", "true");
  if (st.at >= 0) {
    q.setAttribute("aria-activedescendant", `pos-choice-${st.at}`);
    document.getElementById(`pos-choice-${st.at}`)?.scrollIntoView({ block: "nearest" });
  } else {
    q.removeAttribute("aria-activedescendant");
  }
}

/** @param {number} i */
function choose(i) {
  const c = st.choices[i];
  if (!c) return;
  const q = input("pos-query");
  const r = applyChoice(q.value, st.span, c);
  q.value = r.text;
  q.focus();
  q.setSelectionRange(r.caret, r.caret);
  onQueryEdited();
  // A filter of values (gt:, ph:) offers them next.
  updateChoices();
}

/** @param {KeyboardEvent} e */
function onQueryKey(e) {
  if (e.key === "Enter") {
    if (st.at >= 0 && st.choices.length > 0) {
      e.preventDefault();
      choose(st.at);
      return;
    }
    e.preventDefault();
    const now = performance.now();
    void run(0, e.timeStamp > 0 && e.timeStamp <= now ? e.timeStamp : now);
    return;
  }
  if (e.key === "Escape") {
    if (st.choices.length > 0) {
      e.preventDefault();
      closeChoices();
    }
    return;
  }
  if (e.key === "Tab" && !e.shiftKey && st.choices.length > 0) {
    e.preventDefault();
    choose(st.at >= 0 ? st.at : 0);
    return;
  }
  if (e.key === "ArrowDown" && st.choices.length === 0) {
    updateChoices();
    if (st.choices.length === 0) return;
  }
  const to = choiceStep(e.key, st.at, st.choices.length);
  if (to === null) return;
  e.preventDefault();
  st.at = to;
  drawChoices();
}

// ---------- the structure ----------

/** The side the board's clicks add. @returns {"me" | "them"} */
function side() {
  const r = /** @type {HTMLInputElement | null} */ (document.querySelector("input[name=pos-side]:checked"));
  return r?.value === "them" ? "them" : "me";
}

/** The board shows the query's structure. */
function drawStructure() {
  const at = structureIn(queryText());
  const s = at ? at.structure : emptyStructure();
  const holder = $("pos-draw");
  holder.innerHTML = structureSvg(s);
  const n = counts(s);
  show($("pos-structure-count"), () => t("positions-structure-count", { me: n.me, them: n.them }));
  /** @type {HTMLButtonElement} */ ($("pos-structure-clear")).disabled = !at;
  holder.dataset.xgid = at ? at.token : "";
}

/** The query was typed in, or completed: the board follows it. */
function onQueryEdited() {
  drawStructure();
}

/**
 * A click on the board: one checker more, or less, on a point.
 * @param {MouseEvent} e @param {boolean} remove
 */
function onBoardClick(e, remove) {
  const hit = /** @type {Element} */ (e.target).closest?.("[data-point]");
  if (!hit) return;
  e.preventDefault();
  const p = Number(/** @type {HTMLElement} */ (hit).dataset.point);
  const q = input("pos-query");
  const at = structureIn(q.value);
  const s = at ? at.structure : emptyStructure();
  const next = remove ? removeChecker(s, p, side()) : addChecker(s, p, side());
  q.value = withStructure(q.value, next);
  drawStructure();
  closeChoices();
}

// ---------- saved searches ----------

/** @param {any[]} list */
function drawSaved(list) {
  const holder = $("pos-saved-list");
  const all = Array.isArray(list) ? list : [];
  holder.replaceChildren(
    ...all.map((s) => {
      const chip = el("span", "pos-chip");
      const b = /** @type {HTMLButtonElement} */ (el("button", "run", s.name));
      b.type = "button";
      b.title = s.query;
      b.dataset.query = s.query;
      b.addEventListener("click", () => {
        input("pos-query").value = s.query;
        onQueryEdited();
        void run(0);
      });
      const x = /** @type {HTMLButtonElement} */ (el("button", "remove", "×"));
      x.type = "button";
      localize(x, "positions-saved-remove", { name: s.name });
      x.addEventListener("click", async () => {
        try {
          drawSaved(await invoke("remove_search", { name: s.name }));
        } catch (e) {
          show($("pos-save-msg"), () => t("positions-save-failed", { error: String(e) }));
        }
      });
      chip.append(b, x);
      return chip;
    }),
  );
  $("pos-saved-none").hidden = all.length > 0;
  document.body.dataset.positionsSaved = String(all.length);
}

async function loadSaved() {
  if (!(await mayOwn())) return drawSaved([]);
  try {
    drawSaved(await invoke("saved_searches"));
  } catch {
    drawSaved([]);
  }
}

async function save() {
  const name = savedName(input("pos-save-name").value);
  if (!name) {
    input("pos-save-name").focus();
    return;
  }
  const query = queryText();
  try {
    drawSaved(await invoke("save_search", { name, query }));
    $("pos-save-form").hidden = true;
    show($("pos-save-msg"), () => t("positions-saved-as", { name }));
  } catch (/** @type {any} */ e) {
    if (typeof e === "object" && e && typeof e.position === "number") {
      $("pos-save-form").hidden = true;
      showError(e, query);
    } else {
      const msg = typeof e === "object" && e && "message" in e ? String(e.message) : String(e);
      show($("pos-save-msg"), () => t("positions-save-failed", { error: msg }));
    }
  }
}

// ---------- the board panel ----------

const DIALOG = `
<div class="pos-dialog-wrap">
  <header>
    <h2 id="pos-dialog-title"></h2>
    <div class="pager">
      <span class="keys" data-l10n-id="positions-board-keys"></span>
      <button type="button" id="pos-dialog-prev" data-l10n-id="drill-prev"></button>
      <button type="button" id="pos-dialog-next" data-l10n-id="drill-next"></button>
      <button type="button" id="pos-dialog-close" class="link" data-l10n-id="button-close"></button>
    </div>
  </header>
  <div class="pos-dialog-body">
    <div id="pos-dialog-board" class="pos-dialog-board" aria-live="polite"></div>
    <div id="pos-dialog-side" class="pos-dialog-side"></div>
  </div>
</div>`;

/** @returns {HTMLDialogElement} */
function dialog() {
  const have = /** @type {HTMLDialogElement | null} */ (document.getElementById("pos-dialog"));
  if (have) return have;
  const d = /** @type {HTMLDialogElement} */ (document.createElement("dialog"));
  d.id = "pos-dialog";
  d.className = "pos-dialog";
  d.setAttribute("aria-labelledby", "pos-dialog-title");
  d.innerHTML = DIALOG;
  document.body.append(d);
  translate(d);
  $("pos-dialog-close").addEventListener("click", () => d.close());
  $("pos-dialog-prev").addEventListener("click", () => void stepBoard("ArrowLeft"));
  $("pos-dialog-next").addEventListener("click", () => void stepBoard("ArrowRight"));
  d.addEventListener("keydown", (e) => {
    if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement || e.target instanceof HTMLSelectElement) return;
    if (["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"].includes(e.key)) {
      e.preventDefault();
      void stepBoard(e.key);
    }
  });
  return d;
}

/**
 * The result before or after the one shown, across pages.
 * @param {string} key
 */
async function stepBoard(key) {
  const rows = st.page?.decisions ?? [];
  const to = boardStep(key, st.shown, rows.length);
  if (to !== null) {
    await openBoard(to);
    return;
  }
  const dir = key === "ArrowRight" || key === "ArrowDown" ? 1 : key === "ArrowLeft" || key === "ArrowUp" ? -1 : 0;
  if (dir === 1 && st.shown === rows.length - 1 && st.page?.next) {
    await run(1);
    await openBoard(0);
  } else if (dir === -1 && st.shown === 0 && st.pager.page > 0) {
    await run(-1);
    await openBoard((st.page?.decisions ?? []).length - 1);
  }
}

/** Closes the board panel (the review opens in the window behind it). */
function closeDialog() {
  /** @type {HTMLDialogElement | null} */ (document.getElementById("pos-dialog"))?.close();
}

/**
 * Opens result `i` of the page on screen in the board panel.
 * @param {number} i
 */
async function openBoard(i) {
  const d = st.page?.decisions?.[i];
  if (!d) return;
  const dlg = dialog();
  st.shown = i;
  const seq = ++st.boardSeq;
  const rank = st.pager.offset() + i + 1;
  const total = Number(st.page.count);
  show($("pos-dialog-title"), () => t("positions-board-title", { rank, total }));
  /** @type {HTMLButtonElement} */ ($("pos-dialog-prev")).disabled = rank <= 1;
  /** @type {HTMLButtonElement} */ ($("pos-dialog-next")).disabled = rank >= total;
  for (const c of document.querySelectorAll("#pos-results .pos-card")) {
    c.classList.toggle("selected", /** @type {HTMLElement} */ (c).dataset.i === String(i));
  }
  if (!dlg.open) dlg.showModal();
  try {
    const view = await invoke("board", { matchNo: d.match, game: d.game, seq: d.seq });
    if (seq !== st.boardSeq) return;
    drawBoard(view);
  } catch (e) {
    if (seq !== st.boardSeq) return;
    const p = el("p", "bad");
    show(p, () => t("review-board-failed", { error: String(e) }));
    $("pos-dialog-board").replaceChildren(p);
    $("pos-dialog-side").replaceChildren();
  }
}

/** @param {any} view the `board` command's answer */
function drawBoard(view) {
  const d = view.decision;
  const holder = el("div", "board-svg");
  holder.innerHTML = view.svg;
  const pane = $("pos-dialog-board");
  pane.replaceChildren(holder);
  pane.dataset.match = String(d.match);
  pane.dataset.game = String(d.game);
  pane.dataset.seq = String(d.seq);
  const ids = el("div", "ids");
  idsOf(d).forEach(([, key, value], i) => {
    const label = el("span", "k");
    show(label, () => idsOf(d)[i][0]);
    const code = el("code", "", value);
    code.id = `pos-dialog-${key}`;
    ids.append(label, code);
  });
  const review = reviewButton(() => reviewTarget(d), closeDialog);
  review.id = "pos-dialog-review";
  const bar = el("p", "review-bar");
  bar.append(review);
  const table = document.createElement("table");
  table.className = "cands";
  const cands = candidatesOf(view);
  if (cands.rows.length > 0) {
    const head = document.createElement("tr");
    head.append(el("th", "", "#"));
    for (const id of ["field-move", "drill-equity", "drill-diff"]) {
      const th = el("th");
      localize(th, id);
      head.append(th);
    }
    table.append(head);
    cands.rows.forEach((r, k) => {
      const tr = document.createElement("tr");
      if (r.played) tr.className = "played";
      ["n", "move", "n", "n"].forEach((c, j) => {
        const td = el("td", c);
        show(td, () => candidatesOf(view).rows[k].cells[j]);
        tr.append(td);
      });
      const mark = el("td", "mark");
      if (r.played) localize(mark, "drill-played-mark");
      tr.append(mark);
      table.append(tr);
    });
  }
  table.hidden = cands.rows.length === 0;
  const note = el("p", "note");
  show(note, () => candidatesOf(view).note);
  note.hidden = cands.note === "";
  const src = el("p", "note");
  show(src, () => t("drill-file", { path: d.source }));
  const marks = keepPanel();
  const box = el("div", "pos-keep");
  const title = el("h3");
  localize(title, "marks-title");
  box.append(title, marks.root);
  box.hidden = !d.ref;
  $("pos-dialog-side").replaceChildren(bar, ids, box, table, note, src);
  void marks.show(d.ref ?? null);
}

// ---------- the tab ----------

/**
 * What a new language asks of Rust: a bad query's message, the board of
 * the panel; resolves to what draws them.
 * @returns {Promise<() => void>}
 */
async function relocalize() {
  st.stale = false;
  const again = st.errorQuery;
  /** @type {any} */
  let error = null;
  if (again !== null) {
    error = await invoke("search", { req: requestOf(again, fields(), null, 1) }).then(
      () => null,
      (e) => e,
    );
  }
  const dlg = /** @type {HTMLDialogElement | null} */ (document.getElementById("pos-dialog"));
  const d = dlg?.open ? st.page?.decisions?.[st.shown] : null;
  const view = d ? await invoke("board", { matchNo: d.match, game: d.game, seq: d.seq }).catch(() => null) : null;
  return () => {
    if (again !== null && error) showError(error, again);
    if (view) drawBoard(view);
  };
}

/** The tab is shown: its lists, and the results again when the library changed. */
async function onShown() {
  if (st.stale) (await relocalize())();
  await fillFilters();
  void loadSaved();
  if (st.query === null) return;
  const token = await invoke("change_token").catch(() => null);
  if (token !== null && token !== st.token) void run(0);
}

/** Builds the filters' help (once). */
function buildHelp() {
  const dl = $("pos-help-list");
  dl.replaceChildren();
  for (const f of FILTERS) {
    const dt = el("dt");
    const b = /** @type {HTMLButtonElement} */ (el("button", "link"));
    b.type = "button";
    localize(b, "positions-help-insert", { example: f.example });
    b.append(el("code", "", f.names.join(" "))); // the query language: as it is
    b.addEventListener("click", () => {
      const q = input("pos-query");
      const v = q.value.replace(/\s+$/, "");
      q.value = f.example === "XGID=…" ? v : `${v}${v ? " " : ""}${f.example}`;
      q.focus();
      q.setSelectionRange(q.value.length, q.value.length);
      onQueryEdited();
    });
    dt.append(b);
    const dd = el("dd");
    const what = el("span");
    localize(what, f.help);
    dd.append(what, " ", el("code", "", f.example));
    dl.append(dt, dd);
  }
}

/** Wires the tab (once, as the module loads). */
function init() {
  const section = $("positions");
  const button = /** @type {HTMLElement | null} */ (document.querySelector("[data-tab=positions]"));
  if (!section || !button) return;
  // Messages of attributes only (a placeholder, a label) are set here: in
  // index.html an element's message must have words of its own.
  localize(input("pos-query"), "positions-query-field");
  localize($("pos-complete"), "positions-complete");
  localize(input("pos-save-name"), "positions-save-name");
  localize($("pos-draw"), "positions-draw");
  buildHelp();
  new MutationObserver(() => {
    const on = button.classList.contains("active");
    if (section.hidden === !on) return;
    section.hidden = !on;
    if (on) void onShown();
  }).observe(button, { attributes: true, attributeFilter: ["class"] });

  const q = input("pos-query");
  q.addEventListener("keydown", onQueryKey);
  q.addEventListener("input", () => {
    onQueryEdited();
    updateChoices();
  });
  q.addEventListener("click", updateChoices);
  q.addEventListener("blur", () => setTimeout(() => {
    if (document.activeElement !== q) closeChoices();
  }, 150));
  const list = $("pos-complete");
  list.addEventListener("mousedown", (e) => e.preventDefault()); // the box keeps the focus
  list.addEventListener("click", (e) => {
    const li = /** @type {HTMLElement} */ (e.target).closest?.("li");
    if (li?.dataset.i !== undefined) choose(Number(li.dataset.i));
  });
  $("pos-form").addEventListener("submit", (e) => {
    e.preventDefault();
    void run(0);
  });
  $("pos-paste").addEventListener("click", () => void pastePosition());
  for (const id of ["q-player", "q-from", "q-to", "q-length"]) {
    $(id).addEventListener("change", () => {
      if (st.query !== null) void run(0);
    });
  }
  $("q-filters").addEventListener("submit", (e) => e.preventDefault());
  $("q-reset").addEventListener("click", () => {
    /** @type {HTMLFormElement} */ ($("q-filters")).reset();
    if (st.query !== null) void run(0);
  });
  $("pos-prev").addEventListener("click", () => void turn(-1));
  $("pos-next").addEventListener("click", () => void turn(1));
  const results = $("pos-results");
  results.addEventListener("click", (e) => {
    const card = /** @type {HTMLElement} */ (e.target).closest?.(".pos-card");
    const i = /** @type {HTMLElement | null} */ (card)?.dataset.i;
    if (i !== undefined) void openBoard(Number(i));
  });
  results.addEventListener("keydown", (e) => {
    const card = /** @type {HTMLElement} */ (e.target).closest?.(".pos-card");
    const i = /** @type {HTMLElement | null} */ (card)?.dataset.i;
    if (i !== undefined && (e.key === "Enter" || e.key === " ")) {
      e.preventDefault();
      void openBoard(Number(i));
    }
  });
  // The board: a click adds a checker, a right-click or Shift+click takes one off.
  const draw = $("pos-draw");
  draw.addEventListener("click", (e) => onBoardClick(e, e.shiftKey));
  draw.addEventListener("contextmenu", (e) => onBoardClick(e, true));
  $("pos-structure-clear").addEventListener("click", () => {
    const q = input("pos-query");
    q.value = withStructure(q.value, emptyStructure());
    drawStructure();
  });
  $("pos-save").addEventListener("click", () => {
    const f = $("pos-save-form");
    f.hidden = !f.hidden;
    show($("pos-save-msg"), "");
    if (!f.hidden) input("pos-save-name").focus();
  });
  $("pos-save-form").addEventListener("submit", (e) => {
    e.preventDefault();
    void save();
  });
  $("pos-save-cancel").addEventListener("click", () => {
    $("pos-save-form").hidden = true;
  });
  drawStructure();
  // A new language: Rust's words (an error's message, the panel's board)
  // are asked for again when the tab is on screen (else at its next
  // visit); the cards' words follow by themselves (show). Nothing is asked
  // of Rust for a tab not shown: a switch on another tab waits for this.
  onSwitch(async () => {
    if (section.hidden) {
      st.stale = true;
      return;
    }
    const redraw = await relocalize();
    return redraw;
  });
}

init();
