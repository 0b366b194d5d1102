// The review of a match, move by move: the board before each move (drawn
// in Rust, `review_board`), beside it every move and cube action of the
// match in order, grouped by game, each with its dice, play, error, mark
// (in the histogram's colours) and luck; under the board the candidates
// of each analysis the match holds, side by side; under both a graph of
// the match (`review_graph`), whose points go to their move.
//
// Keys: ←/→ one move, PgUp/PgDn a game, Home/End the ends of the match,
// Alt+←/→ the chosen player's previous or next error (? and ??), F flips
// the board (home board on the left, as XG's and gnuBG's flip), Esc goes
// back to the list.
//
// Speed: a step paints in the frame after the key. The boards around the
// current move are fetched ahead and kept, parsed (review-logic.js: Loader,
// prefetchOrder); the keys of one frame are painted once, in that frame's
// animation callback; a board not at hand is fetched once the one under
// way is in, and only for the latest move asked (Coalescer). The list has
// only the rows in view in the page, each placed at its height. Each
// step's time from the key to its frame painted is pushed to
// `window.__reviewStepTimes` (ms).
import { MarksPanel } from "./marks.js";
import {
  BOARD_CACHE,
  CANDIDATE_CACHE,
  CANDIDATES_AROUND,
  flatten,
  locate,
  stepTarget,
  prefetchOrder,
  boardKey,
  Loader,
  Coalescer,
  linesInView,
  scrollToShow,
  moveCells,
  markClass,
  markWord,
  rampClass,
  gameHeading,
  candidateColumns,
  engineChoices,
  nearestPoint,
  graphXs,
  toGraph,
  firstPlayer,
  matchLine,
} from "./review-logic.js";
import { t, show, localize, onSwitch } from "./i18n.js";

import { call as invoke } from "./bridge.js";

/** @param {string} id */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** A line of the list, in pixels (the CSS of .rl-line says the same). */
const ROW_PX = 26;
/** Lines drawn beyond those in view, on either side. */
const MARGIN = 12;
/** The graph's height in its own units (its width is the box's). */
const GRAPH_HEIGHT = 220;

/**
 * A board as `review_board` answers it, with its SVG parsed once (when it
 * comes in, not when it is shown).
 * @typedef {{ svg: string, xgid?: string, position_id?: string, match_id?: string, node: Element }} Board
 */

/**
 * Where to open a match: its id, and a move (its game and `seq`; or its
 * move number, kind and player as a worst decision names them), an
 * analysis (null: the one that counts).
 * @typedef {{ id: number, game?: number | null, seq?: number | null, move_number?: number | null, kind?: string | null, player?: number | string | null, engine?: string | null }} Target
 */

/**
 * What main.js lends this module.
 * @typedef {{ show: (tab: string) => Promise<unknown>, filterPlayer: () => string | null }} Hooks
 */

/** @type {Hooks} */
let hooks = { show: async () => {}, filterPlayer: () => null };

const rv = {
  /** The match shown, its answer and its moves in one list. */
  /** @type {number | null} */ id: null,
  /** The analysis asked for (null: the one that counts). @type {string | null} */ engine: null,
  /** @type {any} */ review: null,
  /** @type {import("./review-logic.js").Flat | null} */ flat: null,
  /** @type {string[]} */ players: ["", ""],
  /** The move shown (its index in flat.steps), and the one a key asked for. */
  at: -1,
  want: -1,
  /** Whose errors Alt+arrows look for. */
  player: 0,
  flipped: false,
  /** Bumped at each opening: older answers are dropped. */
  gen: 0,
  /** The keys not painted yet: when the first of them was pressed (null: none). @type {number | null} */
  pressed: null,
  raf: 0,
  /** A key's step was painted since the last frame began: the next keys
   * of this frame wait for the next one (auto-repeat coalesced). */
  frameHeld: false,
  prefetchAsked: false,
  /** The list box: where it is scrolled to, its height, the lines in the page. */
  scrollTop: 0,
  boxPx: 480,
  /** @type {Map<number, HTMLElement>} */ drawn: new Map(),
  /** The graph: its points, the x of each move, its size. */
  /** @type {{ points: any[], xs: Map<string, number>, size: [number, number] } | null} */ graph: null,
  /** The library changed since the match was read: it is read again at the next opening. */
  outdated: false,
};

/** Each step's time from its key to its frame painted, ms (read by the window tests). */
const stepTimes = /** @type {number[]} */ ([]);
/** @type {any} */ (window).__reviewStepTimes = stepTimes;

/** @type {Loader<Board>} */
const boards = new Loader(BOARD_CACHE, 2);
/** @type {Loader<any>} */
const candidates = new Loader(CANDIDATE_CACHE, 1);

/** @param {string} tag @param {string} [cls] @param {string} [text] */
function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

/** @param {string} svg */
function parse(svg) {
  const tpl = document.createElement("template");
  tpl.innerHTML = svg;
  const holder = el("div", "board-svg");
  holder.append(tpl.content);
  return holder;
}

/** The step at `i`. @param {number} i */
const stepAt = (i) => /** @type {import("./review-logic.js").Flat} */ (rv.flat).steps[i];

/** @param {import("./review-logic.js").Step} s */
const keyOf = (s) => boardKey(/** @type {number} */ (rv.id), rv.engine, rv.flipped, s.game, s.seq);

/** @param {import("./review-logic.js").Step} s */
function makeBoard(s) {
  const args = { id: rv.id, game: s.game, seq: s.seq, engine: rv.engine, flipped: rv.flipped };
  return () =>
    invoke("review_board", args).then((/** @type {any} */ v) => /** @type {Board} */ ({ ...v, node: parse(String(v?.svg ?? "")) }));
}

/** @param {import("./review-logic.js").Step} s */
const candKey = (s) => `${rv.id}|${s.game}|${s.seq}`;
/** @param {import("./review-logic.js").Step} s */
function makeCands(s) {
  const args = { id: rv.id, game: s.game, seq: s.seq };
  return () => invoke("review_candidates", args);
}

/** Pushes a step's time once its frame is painted. @param {number | null} t0 */
function timeAfterPaint(t0) {
  if (t0 === null) return;
  requestAnimationFrame(() => setTimeout(() => stepTimes.push(performance.now() - t0), 0));
}

// The board not at hand: fetched for the latest move asked only.
/** @type {Coalescer<string, Board>} */
const boardFetch = new Coalescer(
  (key) => {
    const s = stepAt(rv.at);
    return boards.load(key, makeBoard(s));
  },
  (key, board) => {
    const s = stepAt(rv.at);
    if (!s || keyOf(s) !== key) return;
    paintBoard(s, board);
    timeAfterPaint(boardWait);
    boardWait = null;
  },
  (key, e) => {
    show($("review-msg"), () => t("review-board-failed", { error: String(e) }));
    boardWait = null;
  },
);
/** When the key of the board on its way was pressed (timed once it is painted). @type {number | null} */
let boardWait = null;

// The candidates likewise.
/** @type {Coalescer<string, any>} */
const candFetch = new Coalescer(
  (key) => candidates.load(key, makeCands(stepAt(rv.at))),
  (key, answer) => {
    const s = stepAt(rv.at);
    if (s && candKey(s) === key) paintCands(answer);
  },
  () => {
    $("review-cands").classList.remove("waiting", "stale");
    $("review-cands").replaceChildren();
  },
);

// ---------- the list ----------

/** @param {number} line */
function lineElement(line) {
  const flat = /** @type {import("./review-logic.js").Flat} */ (rv.flat);
  const l = flat.lines[line];
  const row = el("div", "rl-line");
  row.style.top = `${line * ROW_PX}px`;
  if (l.type === "game") {
    row.classList.add("rl-game");
    row.setAttribute("role", "presentation");
    row.textContent = gameHeading(rv.review.games[l.g], rv.players);
    return row;
  }
  const s = flat.steps[l.i];
  const m = s.m;
  row.classList.add("rl-move");
  row.setAttribute("role", "option");
  row.dataset.i = String(l.i);
  row.id = `rl-${l.i}`;
  row.dataset.game = String(s.game);
  row.dataset.seq = String(s.seq);
  const mark = markClass(m.mark);
  if (mark) row.classList.add(mark);
  if (m.counted === false) row.classList.add("uncounted");
  if (l.i === rv.at) {
    row.classList.add("current");
    row.setAttribute("aria-selected", "true");
  }
  const cells = moveCells(m, rv.players);
  const chip = el("span", `chip ${rampClass(m.bar)}`);
  chip.setAttribute("aria-hidden", "true");
  const cls = ["num", "who", "dice", "play", "err", "mark", "luck"];
  row.append(chip, ...cells.map((c, j) => el("span", cls[j], c)));
  const markCell = /** @type {HTMLElement} */ (row.children[6]);
  if (mark) {
    markCell.classList.add(rampClass(m.bar));
    markCell.title = markWord(m.mark);
  }
  if (m.kind !== "checker") row.classList.add("cube");
  return row;
}

/** Puts the lines in view in the page (and a margin), takes the others out. */
function syncList() {
  if (!rv.flat) return;
  const canvas = /** @type {HTMLElement} */ ($("review-list").firstElementChild);
  const { first, last } = linesInView(rv.flat.lines.length, rv.scrollTop, rv.boxPx, ROW_PX, MARGIN);
  for (const [line, row] of rv.drawn) {
    if (line < first || line >= last) {
      row.remove();
      rv.drawn.delete(line);
    }
  }
  /** @type {HTMLElement[]} */
  const added = [];
  for (let line = first; line < last; line++) {
    if (rv.drawn.has(line)) continue;
    const row = lineElement(line);
    rv.drawn.set(line, row);
    added.push(row);
  }
  if (added.length) canvas.append(...added);
}

/** Draws the list of a newly opened match (or in a new language). */
function drawList() {
  const canvas = /** @type {HTMLElement} */ ($("review-list").firstElementChild);
  canvas.replaceChildren();
  rv.drawn.clear();
  canvas.style.height = `${(rv.flat?.lines.length ?? 0) * ROW_PX}px`;
  syncList();
}

/** @param {number} from @param {number} to moves (indexes) */
function markCurrent(from, to) {
  if (!rv.flat) return;
  const a = from >= 0 && from < rv.flat.steps.length ? rv.drawn.get(rv.flat.steps[from].line) : undefined;
  a?.classList.remove("current");
  a?.removeAttribute("aria-selected");
  const b = rv.drawn.get(rv.flat.steps[to].line);
  b?.classList.add("current");
  b?.setAttribute("aria-selected", "true");
  $("review-list").setAttribute("aria-activedescendant", `rl-${to}`);
}

/** Scrolls the list so line `line` is in view, then draws what is there. @param {number} line */
function placeList(line) {
  const to = scrollToShow(line, rv.scrollTop, rv.boxPx, ROW_PX);
  if (to !== null) {
    const box = $("review-list");
    box.scrollTop = to;
    rv.scrollTop = box.scrollTop;
  }
  syncList();
}

// ---------- a step ----------

/**
 * Goes to move `i`: at once for a click, in the next frame for a key (the
 * keys of one frame are painted once).
 * @param {number} i @param {number | null} [pressed] when its key was pressed
 */
function go(i, pressed = null) {
  if (!rv.flat || i < 0 || i >= rv.flat.steps.length) return;
  rv.want = i;
  if (pressed !== null && rv.pressed === null) rv.pressed = pressed;
  // The first key of a frame is drawn at once, so the frame that comes
  // next lays it out and paints it; the keys after it in the same frame
  // (auto-repeat) are drawn once, at the start of the frame after.
  if (pressed === null || !rv.frameHeld) {
    if (rv.raf) cancelAnimationFrame(rv.raf);
    rv.raf = 0;
    paintStep(false);
    if (pressed !== null) {
      rv.frameHeld = true;
      requestAnimationFrame(() => (rv.frameHeld = false));
    }
    return;
  }
  if (!rv.raf) {
    rv.raf = requestAnimationFrame(() => {
      rv.raf = 0;
      paintStep(true);
    });
  }
}

/**
 * Paints the move asked for: the list, the IDs, the graph's cursor, the board, the candidates.
 * @param {boolean} inFrame called in an animation callback (else from the key's own task)
 */
function paintStep(inFrame) {
  if (!rv.flat) return;
  const i = rv.want;
  const t0 = rv.pressed;
  rv.pressed = null;
  const from = rv.at;
  rv.at = i;
  const s = stepAt(i);
  placeList(s.line);
  markCurrent(from, i);
  writeIds(s);
  moveCursor(s);
  const key = keyOf(s);
  const board = boards.peek(key);
  boardFetch.request(key, board !== undefined);
  if (board) {
    paintBoard(s, board);
    // In an animation callback, the frame is laid out and painted next,
    // and a task queued now runs after it; from the key's task, that frame
    // is the next one.
    if (t0 !== null && inFrame) setTimeout(() => stepTimes.push(performance.now() - t0), 0);
    else timeAfterPaint(t0);
    boardWait = null;
  } else {
    boardWait = t0;
    $("review-board").classList.add("waiting");
  }
  const ck = candKey(s);
  const cands = candidates.peek(ck);
  candFetch.request(ck, cands !== undefined);
  // "stale" (no style of its own: nothing to paint) until the move's own
  // candidates are in, for whoever reads them (the window tests).
  $("review-cands").classList.add("stale");
  if (cands !== undefined) candsNextFrame(ck, cands);
  else $("review-cands").classList.add("waiting");
  prefetchSoon();
  marksSoon(s);
}

/** The move's star, tags and comments (#28). @type {MarksPanel | null} */
let marks = null;
let marksTimer = 0;

/**
 * Shows the move's marks once the keys rest (120 ms): a step asks Rust
 * for nothing more, so stepping stays within its frame.
 * @param {import("./review-logic.js").Step} s
 */
function marksSoon(s) {
  clearTimeout(marksTimer);
  const ref = /** @type {any} */ (s.m).ref ?? null;
  marksTimer = window.setTimeout(() => {
    if (!marks) marks = new MarksPanel($("review-marks"), { flipped: () => rv.flipped });
    $("review-keep").hidden = ref === null;
    void marks.show(ref);
  }, 120);
}

/** @param {import("./review-logic.js").Step} s @param {Board} board */
function paintBoard(s, board) {
  const pane = $("review-board");
  pane.classList.remove("waiting");
  if ($("review-msg").textContent) show($("review-msg"), "");
  if (pane.firstElementChild !== board.node) pane.replaceChildren(board.node);
  pane.dataset.game = String(s.game);
  pane.dataset.seq = String(s.seq);
  pane.dataset.flipped = String(rv.flipped);
  // The board's own XGID when the move list has none.
  if (!s.m.xgid && board.xgid) $("review-xgid").textContent = board.xgid;
  document.body.dataset.reviewBoard = `${rv.id}|${s.game}|${s.seq}`;
}

/** @param {import("./review-logic.js").Step} s */
function writeIds(s) {
  $("review-xgid").textContent = s.m.xgid ?? "—";
  $("review-posid").textContent = s.m.position_id ?? "—";
  $("review-matchid").textContent = s.m.match_id ?? "—";
  const player = rv.players[s.m.player] ?? "";
  const [game, move] = [s.game, s.m.move_number];
  show($("review-at"), () => t("review-at", { game, move, player }));
  const root = $("review");
  root.dataset.game = String(s.game);
  root.dataset.seq = String(s.seq);
}

/** The candidates to paint in the next frame: [key, answer]. @type {[string, any] | null} */
let candsPending = null;

/**
 * Paints the move's candidates in the frame after the step's: the board,
 * the list and the IDs move in the key's own frame, and the tables
 * (the step's largest piece of layout) follow 16 ms later. Keys faster
 * than frames paint the last move's candidates only.
 * @param {string} key @param {any} answer
 */
function candsNextFrame(key, answer) {
  const first = candsPending === null;
  candsPending = [key, answer];
  if (!first) return;
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const p = candsPending;
      candsPending = null;
      const s = stepAt(rv.at);
      if (p && s && candKey(s) === p[0]) paintCands(p[1]);
    }),
  );
}

/** @param {any} answer `review_candidates` */
function paintCands(answer) {
  const box = $("review-cands");
  box.classList.remove("waiting", "stale");
  const cols = candidateColumns(answer);
  box.classList.toggle("two", cols.length > 1);
  box.replaceChildren(
    ...cols.map((c) => {
      const col = el("div", "cand-col");
      col.dataset.engine = c.engine;
      const head = el("h3", "", c.title);
      if (c.counted && cols.length > 1) head.append(" ", el("small", "counted", t("review-counted")));
      col.append(head);
      if (c.verdict) col.append(el("p", "verdict", c.verdict));
      if (c.note) col.append(el("p", "note muted", c.note));
      if (c.rows.length) {
        const table = el("table", "cands");
        const hr = document.createElement("tr");
        hr.append(el("th", "n", "#"), el("th", "", t("field-move")), el("th", "n", t("drill-equity")), el("th", "n", t("drill-diff")), el("th"));
        table.append(hr);
        for (const r of c.rows) {
          const tr = document.createElement("tr");
          if (r.played) tr.className = "played";
          const kinds = ["n", "move", "n", "n"];
          r.cells.forEach((text, j) => tr.append(el("td", kinds[j], text)));
          const mark = el("td", "mark", r.played ? "◀" : "");
          // "The move played", as a tooltip: two columns leave no room for the word.
          if (r.played) localize(mark, "drill-played-row");
          tr.append(mark);
          table.append(tr);
        }
        col.append(table);
      }
      return col;
    }),
  );
}

/** Fetches the boards and candidates around the move shown, once its frame is painted. */
function prefetchSoon() {
  if (rv.prefetchAsked) return;
  rv.prefetchAsked = true;
  requestAnimationFrame(() =>
    setTimeout(() => {
      rv.prefetchAsked = false;
      if (!rv.flat || rv.at < 0) return;
      boards.prefetch(prefetchOrder(rv.flat, rv.at, rv.player).map((i) => ({ key: keyOf(stepAt(i)), make: makeBoard(stepAt(i)) })));
      /** @type {{ key: string, make: () => Promise<any> }[]} */
      const around = [];
      for (let k = 1; k <= CANDIDATES_AROUND; k++) {
        for (const i of [rv.at + k, rv.at - k]) {
          if (i >= 0 && i < rv.flat.steps.length) around.push({ key: candKey(stepAt(i)), make: makeCands(stepAt(i)) });
        }
      }
      candidates.prefetch(around);
    }, 0),
  );
}

// ---------- the graph ----------

/** @param {number} gen */
async function loadGraph(gen) {
  const box = $("review-graph");
  const width = Math.max(320, Math.round(box.clientWidth || 900));
  const size = /** @type {[number, number]} */ ([width, GRAPH_HEIGHT]);
  try {
    const g = await invoke("review_graph", { id: rv.id, engine: rv.engine, width, height: GRAPH_HEIGHT });
    if (gen !== rv.gen) return;
    const holder = /** @type {HTMLElement} */ (box.querySelector(".graph-svg"));
    holder.innerHTML = String(g?.svg ?? "");
    localize(/** @type {HTMLElement} */ (document.querySelector(".review-graph-card h2")), g?.mwc ? "review-graph-mwc" : "review-graph");
    const points = Array.isArray(g?.points) ? g.points : [];
    rv.graph = { points, xs: graphXs(points), size };
    if (rv.at >= 0) moveCursor(stepAt(rv.at));
  } catch {
    if (gen !== rv.gen) return;
    rv.graph = null;
    /** @type {HTMLElement} */ (box.querySelector(".graph-svg")).replaceChildren();
    moveCursor(null);
  }
}

/** The graph's cursor at the move shown. @param {import("./review-logic.js").Step | null} s */
function moveCursor(s) {
  const cursor = /** @type {HTMLElement} */ ($("review-graph").querySelector(".cursor"));
  const x = s && rv.graph ? rv.graph.xs.get(`${s.game}|${s.seq}`) : undefined;
  if (x === undefined || !rv.graph) {
    cursor.hidden = true;
    return;
  }
  cursor.hidden = false;
  cursor.style.left = `${(100 * x) / rv.graph.size[0]}%`;
}

// ---------- opening ----------

/** The selectors: the analyses (when there are two) and whose errors Alt+arrows look for. */
function drawControls() {
  const engines = $("review-engines");
  const choices = engineChoices(rv.review?.match?.analyses);
  engines.hidden = choices.length < 2;
  engines.replaceChildren(engines.querySelector("legend") ?? el("legend"));
  for (const c of choices) {
    const label = el("label");
    const input = /** @type {HTMLInputElement} */ (el("input"));
    input.type = "radio";
    input.name = "review-engine";
    input.value = c.engine;
    input.checked = rv.engine === null ? c.counted : rv.engine === c.engine;
    label.append(input, el("span", "", c.label));
    engines.append(label);
  }
  const who = $("review-players");
  who.replaceChildren(who.querySelector("legend") ?? el("legend"));
  rv.players.forEach((name, k) => {
    const label = el("label");
    const input = /** @type {HTMLInputElement} */ (el("input"));
    input.type = "radio";
    input.name = "review-player";
    input.value = String(k);
    input.checked = rv.player === k;
    label.append(input, el("span", "", name));
    who.append(label);
  });
}

/** The heading: the players, the length, the date, the event, the file. */
function drawHead() {
  const m = rv.review?.match ?? {};
  const [a, b] = rv.players;
  show($("review-title"), () => t("vs-pair", { player: a, opponent: b }));
  show($("review-sub"), () => matchLine(m));
  $("review-sub").title = String(m.source ?? "");
  const none = engineChoices(m.analyses).length === 0;
  $("review-unanalysed").hidden = !none;
}

/**
 * Takes a `match_review` answer as the match shown.
 * @param {any} answer @param {number} id @param {string | null} engine
 */
function setReview(answer, id, engine) {
  rv.id = id;
  rv.engine = engine;
  rv.review = answer;
  rv.flat = flatten(answer);
  const p = answer?.match?.players;
  rv.players = Array.isArray(p) ? [String(p[0] ?? ""), String(p[1] ?? "")] : ["", ""];
  rv.at = -1;
  rv.want = -1;
  boardFetch.reset();
  candFetch.reset();
  const box = $("review-list");
  box.scrollTop = 0;
  rv.scrollTop = 0;
  rv.boxPx = box.clientHeight || rv.boxPx;
  drawHead();
  drawList();
  $("review-none").hidden = rv.flat.steps.length > 0;
  $("review-board").replaceChildren();
  $("review-cands").replaceChildren();
  for (const id of ["review-xgid", "review-posid", "review-matchid"]) $(id).textContent = "";
  show($("review-at"), "");
}

/**
 * Opens a match in review, at a move.
 * @param {Target} target
 */
export async function openReview(target) {
  const gen = ++rv.gen;
  const engine = target.engine ?? null;
  const fresh = rv.review === null || rv.outdated || rv.id !== target.id || rv.engine !== engine;
  if (rv.outdated) {
    // The match may have changed (imported again): its boards too.
    boards.clear();
    candidates.clear();
    rv.outdated = false;
  }
  // Asked for at once; the tab is shown meanwhile (showTab un-hides it
  // before its first await, and then only times its frames).
  const asked = fresh ? invoke("match_review", { id: target.id, engine }) : null;
  asked?.catch(() => {}); // reported below, unless stale
  void hooks.show("review");
  show($("review-msg"), "");
  if (asked) {
    $("review").classList.add("loading");
    try {
      const answer = await asked;
      if (gen !== rv.gen) return;
      setReview(answer, target.id, engine);
      rv.graph = null;
      /** @type {HTMLElement} */ ($("review-graph").querySelector(".graph-svg")).replaceChildren();
      void loadGraph(gen);
    } catch (e) {
      if (gen !== rv.gen) return;
      show($("review-msg"), () => t("review-failed", { error: String(e) }));
      return;
    } finally {
      if (gen === rv.gen) $("review").classList.remove("loading");
    }
  }
  const flat = /** @type {import("./review-logic.js").Flat} */ (rv.flat);
  const player = typeof target.player === "string" ? rv.players.indexOf(target.player) : target.player;
  rv.player = firstPlayer(rv.players, { player: target.player }, hooks.filterPlayer());
  drawControls();
  const at = locate(flat, {
    game: target.game ?? flat.steps[0]?.game,
    seq: target.seq ?? null,
    move_number: target.move_number ?? null,
    kind: target.kind ?? null,
    player: typeof player === "number" && player >= 0 ? player : null,
  });
  if (at >= 0) go(at);
  document.body.dataset.reviewOpen = String(target.id);
  $("review-list").focus({ preventScroll: true });
}

/** Another analysis: the same move, the other engine's errors. @param {string} engine */
async function chooseEngine(engine) {
  const s = rv.at >= 0 ? stepAt(rv.at) : null;
  if (rv.id === null) return;
  await openReview({ id: rv.id, engine, game: s?.game ?? null, seq: s?.seq ?? null, player: rv.player });
}


/** The board the other way round. */
function flip() {
  rv.flipped = !rv.flipped;
  if (rv.at >= 0) go(rv.at);
}

/** The library changed: the match is read again when next opened (the one on screen stays). */
export function invalidateReview() {
  rv.outdated = true;
}

/**
 * A "Review" button opening the match at a move; `before` runs first (a
 * dialog closes). Its click does not reach the row it sits in.
 * @param {() => Target} target @param {() => void} [before]
 * @param {string} [message] its words: at a move (`review-open`) or the match (`review-open-match`)
 */
export function reviewButton(target, before, message = "review-open") {
  const b = /** @type {HTMLButtonElement} */ (el("button", "link review-open"));
  b.type = "button";
  localize(b, message);
  b.addEventListener("click", (e) => {
    e.stopPropagation();
    before?.();
    void openReview(target());
  });
  b.addEventListener("keydown", (e) => e.stopPropagation());
  return b;
}

/** Whether a key goes to a field rather than to the review. @param {EventTarget | null} target */
function typing(target) {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && target.type !== "radio" && target.type !== "checkbox";
}

const KEYS = ["ArrowLeft", "ArrowRight", "PageUp", "PageDown", "Home", "End"];

/** @param {KeyboardEvent} e */
function onKey(e) {
  if ($("review").hidden || !rv.flat || document.querySelector("dialog[open]") || typing(e.target)) return;
  // The key's own time when the event has one on the page's clock.
  const now = performance.now();
  const pressed = e.timeStamp > 0 && e.timeStamp <= now ? e.timeStamp : now;
  if ((e.key === "f" || e.key === "F") && !e.ctrlKey && !e.metaKey && !e.altKey) {
    e.preventDefault();
    flip();
    return;
  }
  if (e.key === "Escape") {
    e.preventDefault();
    void hooks.show("matches");
    return;
  }
  if (!KEYS.includes(e.key)) return;
  e.preventDefault(); // no scrolling, no history (Alt+←)
  const from = rv.want >= 0 ? rv.want : rv.at;
  const to = stepTarget(e.key, { alt: e.altKey, ctrl: e.ctrlKey || e.metaKey }, rv.flat, from, rv.player);
  if (to !== null) go(to, pressed);
}

/**
 * Wires the view (once, at start).
 * @param {Hooks} h
 */
export function initReview(h) {
  hooks = h;
  // Messages of attributes only (a label, a tooltip) on boxes with children.
  localize($("review-list"), "review-moves");
  localize($("review-graph"), "review-graph-tip");
  document.addEventListener("keydown", onKey);
  $("review-back").addEventListener("click", () => void hooks.show("matches"));
  $("review-flip").addEventListener("click", flip);
  const box = $("review-list");
  let scrolled = 0;
  box.addEventListener(
    "scroll",
    () => {
      if (scrolled) return;
      scrolled = requestAnimationFrame(() => {
        scrolled = 0;
        rv.scrollTop = box.scrollTop;
        syncList();
      });
    },
    { passive: true },
  );
  new ResizeObserver(() => {
    const h = box.clientHeight;
    if (h > 0 && h !== rv.boxPx) {
      rv.boxPx = h;
      syncList();
    }
  }).observe(box);
  box.addEventListener("click", (e) => {
    const row = /** @type {HTMLElement} */ (e.target).closest(".rl-move");
    const i = /** @type {HTMLElement | null} */ (row)?.dataset.i;
    if (i !== undefined) go(Number(i));
  });
  $("review-engines").addEventListener("change", (e) => {
    const v = /** @type {HTMLInputElement} */ (e.target).value;
    if (v) void chooseEngine(v);
  });
  $("review-players").addEventListener("change", (e) => {
    rv.player = Number(/** @type {HTMLInputElement} */ (e.target).value) === 1 ? 1 : 0;
    prefetchSoon();
  });
  $("review-graph").addEventListener("click", (e) => {
    const svg = $("review-graph").querySelector("svg");
    if (!svg || !rv.graph || !rv.flat) return;
    const box = svg.getBoundingClientRect();
    const { x, y } = toGraph(e.clientX - box.left, e.clientY - box.top, box, rv.graph.size);
    const p = nearestPoint(rv.graph.points, x, y);
    if (!p) return;
    const i = locate(rv.flat, { game: p.game, seq: p.seq });
    if (i >= 0) go(i);
  });
  // Drawn again in a new language: the list's words and numbers, the
  // headings, the candidates, the board and the graph.
  onSwitch(async () => () => {
    if (!rv.flat) return;
    drawHead();
    drawControls();
    drawList();
    const s = rv.at >= 0 ? stepAt(rv.at) : null;
    if (s) {
      const c = candidates.peek(candKey(s));
      if (c !== undefined) paintCands(c);
    }
    // The board and the graph are Rust's, drawn in the language: asked for
    // again now when on screen, else at the next opening (the boards kept
    // are in the old language).
    if ($("review").hidden) {
      rv.outdated = true;
      return;
    }
    boards.clear();
    if (s) go(rv.at);
    void loadGraph(rv.gen);
  });
}
