// The Train tab (#28): cards from every card, the starred decisions, a
// collection or a saved search, due by FSRS (Rust: `train due`). A card
// shows its board without the answer; the player moves checkers on it
// (a click picks a checker up, a click on a point or the tray puts it
// down; or a drag), or types the move, or chooses the cube action. Rust
// grades it (`train answer`) by the analysis that counts, and the card
// then shows the grade, the best move, the candidates and when it is due
// again. The decision's star, tags and comments are kept beside it.
//
// The tab is shown and hidden by main.js's tab buttons: this module
// follows its button's `active` class, as positions.js does.
import { MoveBuilder, cubeAnswers, gradeMessage, gradeRamp, retentionArgs } from "./train-logic.js";
import { t, show, localize, onSwitch } from "./i18n.js";
import { num, day } from "./i18n-logic.js";
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
  /** @type {any} the due list */
  due: null,
  /** @type {any} the card shown */
  card: null,
  /** @type {any} its answer, once given */
  answered: null,
  move: new MoveBuilder(),
  /** The point a drag began on. @type {number | null} */
  down: null,
  /** Answers given in this tab, for the window tests. */
  answers: 0,
};

/** @param {unknown} e */
function message(e) {
  return typeof e === "string" ? e : String(/** @type {any} */ (e)?.message ?? e);
}

function deck() {
  const v = /** @type {HTMLSelectElement} */ ($("train-source")).value;
  const at = v.indexOf(":");
  return at < 0 ? { kind: v } : { kind: v.slice(0, at), name: v.slice(at + 1) };
}

/** Fills the deck list with the library's collections and saved searches. */
async function loadDecks() {
  const sel = /** @type {HTMLSelectElement} */ ($("train-source"));
  const keep = sel.value;
  /** @type {any} */
  let decks;
  if (!(await mayOwn())) return;
  try {
    decks = await invoke("train_decks");
  } catch (e) {
    show($("train-msg"), message(e));
    return;
  }
  for (const o of [...sel.options]) if (o.value.includes(":")) o.remove();
  for (const c of decks.collections ?? []) {
    const o = new Option("", `collection:${c.name}`);
    show(o, () => t("train-deck-collection", { name: c.name }));
    sel.add(o);
  }
  for (const name of decks.searches ?? []) {
    const o = new Option("", `search:${name}`);
    show(o, () => t("train-deck-search", { name }));
    sel.add(o);
  }
  sel.value = [...sel.options].some((o) => o.value === keep) ? keep : "all";
}

/** Asks for the deck's due cards and shows the first. */
async function start() {
  show($("train-msg"), "");
  try {
    st.due = await invoke("train_due", { deck: deck() });
  } catch (e) {
    show($("train-msg"), message(e));
    return;
  }
  drawDueLine();
  await showCard(st.due.cards[0] ?? null);
}

function drawDueLine() {
  const d = st.due;
  if (!d) {
    show($("train-due-line"), "");
    show($("train-retention"), "");
    return;
  }
  show($("train-due-line"), () => t("train-due", { due: d.due, total: d.total }));
  const r = retentionArgs(d.retention);
  show($("train-retention"), () =>
    r.measured === null
      ? t("train-retention-none", { target: num(r.target, 1) })
      : t("train-retention", { target: num(r.target, 1), measured: num(r.measured, 1), reviews: r.reviews }),
  );
}

/** @param {any} card a due card, or null when none is due */
async function showCard(card) {
  st.answered = null;
  st.move.clear();
  $("train-result").hidden = true;
  $("train-error").hidden = true;
  $("train-none").hidden = card !== null;
  $("train-card").hidden = card === null;
  if (card === null) {
    st.card = null;
    return;
  }
  await drawCard(card.card);
  await drawMarks();
}

/** Draws card `id`'s board with the move built so far. @param {number} id */
async function drawCard(id) {
  /** @type {any} */
  let view;
  try {
    view = await invoke("train_card", { card: id, soFar: st.move.text() });
  } catch (e) {
    show($("train-msg"), message(e));
    return;
  }
  st.card = view;
  const board = $("train-board");
  board.innerHTML = view.svg;
  board.classList.toggle("holding", st.move.held !== null);
  markHeld();
  const cube = cubeAnswers(view.side);
  $("train-checker").hidden = cube.length > 0;
  $("train-cube").hidden = cube.length === 0;
  show($("train-question"), () => t(`train-question-${view.side}`, { player: view.player }));
  if (cube.length) {
    $("train-cube").replaceChildren(
      ...cube.map((a) => {
        const b = /** @type {HTMLButtonElement} */ (el("button"));
        b.type = "button";
        b.dataset.answer = a;
        localize(b, `train-cube-${a.replace(/_/g, "-")}`);
        b.addEventListener("click", () => void answer(a));
        return b;
      }),
    );
  } else {
    input("train-move").value = st.move.text();
  }
  document.body.dataset.trainCard = String(view.card);
}

/** Outlines the point a checker was picked up from. */
function markHeld() {
  const board = $("train-board");
  for (const r of board.querySelectorAll("rect.hit.held")) r.classList.remove("held");
  if (st.move.held !== null) board.querySelector(`rect.hit[data-point="${st.move.held}"]`)?.classList.add("held");
}

/** @param {Event} e */
function pointOf(e) {
  const hit = /** @type {Element} */ (e.target).closest?.("[data-point]");
  return hit ? Number(/** @type {HTMLElement} */ (hit).dataset.point) : null;
}

/** @param {PointerEvent} e */
function onDown(e) {
  if (!st.card || st.answered || cubeAnswers(st.card.side).length) return;
  st.down = pointOf(e);
}

/** @param {PointerEvent} e */
function onUp(e) {
  if (!st.card || st.answered || st.down === null) return;
  const from = st.down;
  st.down = null;
  const to = pointOf(e);
  if (to === null) return;
  e.preventDefault();
  const moved = from === to ? st.move.click(to) : st.move.drag(from, to);
  if (moved) void drawCard(st.card.card);
  else {
    markHeld();
    $("train-board").classList.toggle("holding", st.move.held !== null);
  }
}

/** Sends the answer (a move, or a cube action). @param {string} text */
async function answer(text) {
  if (!st.card || st.answered) return;
  $("train-error").hidden = true;
  /** @type {any} */
  let a;
  try {
    a = await invoke("train_answer", { card: st.card.card, answer: text });
  } catch (e) {
    // An illegal move, or the wrong kind of answer: said, nothing kept.
    show($("train-error"), message(e));
    $("train-error").hidden = false;
    return;
  }
  st.answered = a;
  st.answers++;
  $("train-board").innerHTML = a.svg;
  drawResult();
  // The due list and the retention, after this answer.
  try {
    st.due = await invoke("train_due", { deck: deck() });
    drawDueLine();
  } catch {
    // The answer is kept; the header is redrawn at the next card.
  }
  document.body.dataset.trainAnswered = String(st.answers);
}

function drawResult() {
  const a = st.answered;
  if (!a) return;
  $("train-result").hidden = false;
  const grade = $("train-grade");
  grade.className = `grade ${gradeRamp(a.grade)}`;
  grade.dataset.grade = a.grade;
  show(grade, () => t(gradeMessage(a.grade)));
  show($("train-loss"), () => (a.loss === null ? "" : t("train-loss", { loss: num(a.loss, 3) })));
  show($("train-best"), () => (a.best ? t("train-best", { best: a.best, answer: a.answer }) : t("train-answer-was", { answer: a.answer })));
  show($("train-next-due"), () => t("train-next-due", { when: day(String(a.next_due).slice(0, 10)) }));
  const table = $("train-cands");
  const head = document.createElement("tr");
  head.append(el("th", "n", "#"), el("th", "", t("field-move")), el("th", "n", t("drill-equity")), el("th", "n", t("drill-diff")), el("th"));
  table.replaceChildren(head);
  for (const c of a.candidates ?? []) {
    const tr = document.createElement("tr");
    if (c.answer) tr.className = "answer";
    const marks = [c.answer ? t("train-mark-answer") : "", c.played ? t("train-mark-played") : ""].filter(Boolean).join(" · ");
    tr.append(el("td", "n", String(c.rank)), el("td", "move", c.move), el("td", "n", num(c.equity, 3)), el("td", "n", c.rank === 1 ? "" : num(c.diff, 3)), el("td", "mark", marks));
    table.append(tr);
  }
}

// ---------- marks ----------

/** The card's decision's star, tags and comments. @type {MarksPanel | null} */
let marks = null;

async function drawMarks() {
  if (st.card && marks) await marks.show(st.card.ref);
}

function init() {
  const section = $("train");
  const button = /** @type {HTMLElement | null} */ (document.querySelector("[data-tab=train]"));
  if (!section || !button) return;
  localize(input("train-move"), "train-move-field");
  marks = new MarksPanel($("train-marks"));
  new MutationObserver(() => {
    const on = button.classList.contains("active");
    if (section.hidden === !on) return;
    section.hidden = !on;
    if (on) {
      void loadDecks().then(() => (st.card ? drawMarks() : start()));
    }
  }).observe(button, { attributes: true, attributeFilter: ["class"] });
  // A collection made or changed (ui/collections.js, ui/keep.js): a deck.
  document.addEventListener("collections-changed", () => void loadDecks());
  $("train-deck").addEventListener("submit", (e) => {
    e.preventDefault();
    void start();
  });
  const board = $("train-board");
  board.addEventListener("pointerdown", onDown);
  board.addEventListener("pointerup", onUp);
  $("train-form").addEventListener("submit", (e) => {
    e.preventDefault();
    const text = input("train-move").value.trim();
    if (text) void answer(text);
  });
  $("train-undo").addEventListener("click", () => {
    st.move.undo();
    if (st.card && !st.answered) void drawCard(st.card.card);
  });
  $("train-clear").addEventListener("click", () => {
    st.move.clear();
    if (st.card && !st.answered) void drawCard(st.card.card);
  });
  $("train-next").addEventListener("click", () => void showCard(st.due?.cards?.[0] ?? null));
  // A new language: the card's board is drawn again (its words are Rust's).
  onSwitch(async () => {
    if (section.hidden || !st.card) return;
    const id = st.card.card;
    return () => {
      if (st.answered) drawResult();
      else void drawCard(id);
    };
  });
  /** @type {any} */ (window).__train = st;
}

init();
