// Wires the DOM to the Rust commands. The logic lives in logic.js.
import {
  fmtNum,
  fmtCount,
  fmtWL,
  sortRows,
  nextDirection,
  parseThresholds,
  presetOf,
  PRESETS,
  filterFrom,
  matchRecord,
  progressText,
  describeReport,
  summaryText,
  rowsToDraw,
  cubeWord,
} from "./logic.js";
import { dateValue } from "./datefield.js";
import { fillFilterBar } from "./filterbar.js";
import { t, show, ready, loaded, onSwitch, chooseLanguage, language, warmFonts, reveal, translate } from "./i18n.js";
import { num, int, lang, hasValue, levelName } from "./i18n-logic.js";
import * as analysis from "./analyse.js";
import * as drill from "./drill.js";
import { initProgress, loadProgress, refreshProgress, shownChart, relocalizeProgress } from "./progress.js";
import { spacer } from "./rowwindow.js";
import { initLevels, renderLevels, redrawLevels } from "./levels.js";
import { initBreakdown, loadBreakdown, refreshBreakdown, relocalizeBreakdown } from "./breakdown.js";
import { initCompare, decoratePlayers, tickRow } from "./compare.js";
import { initMatches, setInfo as setMatchesInfo, invalidate as invalidateMatches, showMatches } from "./matches.js";
import { initReview, reviewButton, invalidateReview } from "./review.js";
import { initClub, applyClubView, refuseDrop } from "./club.js";
import { allowedTab } from "./club-logic.js";

const tauri = window.__TAURI__;
import { call as invoke, listen, inApp, saveAs } from "./bridge.js";
import { webBegin, pickFiles, acceptFiles } from "./web.js";

/** @param {string} id */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));
/** @param {string} id */
const input = (id) => /** @type {HTMLInputElement} */ (document.getElementById(id));

/** What the window knows; everything else is asked of Rust. */
const state = {
  /** @type {any} */ info: null,
  /** The Stats tab's last view (figures, histogram, worst decisions). @type {any} */ view: null,
  /** @type {any[]} */ players: [],
  sortKey: /** @type {string | null} */ ("name"),
  sortDir: /** @type {"asc" | "desc"} */ ("asc"),
  tab: "stats",
  /** What the Matches tab shows: its list, or the review of a match. */
  matchesView: /** @type {"matches" | "review"} */ ("matches"),
  /** Bumped whenever the library's figures may have changed (import, thresholds, another file). */
  gen: 0,
  /** What the Stats tab and the Players table show now, to skip redraws when nothing changed. */
  statsShown: "",
  /** The language the Stats tab is drawn in. */
  statsLang: "",
  /** The same for the Progression and breakdown cards, drawn after the figures. */
  cardsShown: "",
  playersGen: -1,
  /** The language the Players rows were drawn in. */
  playersLang: "",
  /** The language in use (`fr`; `qps` for the pseudo-locale). */
  lang: "en",
  /** When start() ran, in ms since the page's navigation began. */
  startedAt: 0,
  /** Redraw times in ms, read by the end-to-end tests: `first`, `tab` and
   * `filter` until the figures are on screen; `cards` until the
   * Progression and breakdown cards drawn after them are laid out and
   * painted (from the same start: launch, click or filter change). */
  timings: /** @type {Record<string, number[]>} */ ({ tab: [], filter: [], first: [], cards: [], lang: [] }),
  /** Where the time of each `timings.cards` entry of a Stats redraw went,
   * in ms from the same start: the figures answered (`answer`) and drawn
   * (`figures`), their frame painted (`painted`), the cards answered
   * (`cardsIn`) and drawn (`cardsDom`), their frame painted (`done`), the
   * next frame begun (`shown`). */
  parts: /** @type {Record<string, number>[]} */ ([]),
  /** The same for a card redrawn by its own controls (redrawCard): its
   * answer in (`cardsIn`), drawn (`cardsDom`), its frame painted (`done`),
   * the next frame begun (`shown`). Without compositing (no GPU:
   * src-tauri/src/render.rs) the pixels are on the screen by then; the
   * window test checks that on the X screen itself, where composited
   * frames came 40–70 ms later. */
  cardParts: /** @type {Record<string, number>[]} */ ([]),
  /** Each tab switch's frame painted and the next frame begun (ms from
   * the click), after timings.tab (the frame begun). */
  tabParts: /** @type {Record<string, number>[]} */ ([]),
  /** Each switch of language (timings.lang, from the choice to the
   * redrawn tab's frame painted): Rust's answer in (`answer`), the words
   * written (`words`), the open tab drawn again (`drawn`), the next frame
   * begun (`shown`), in ms; and the `<html lang>` of the switch's frame
   * (`htmlLang`). */
  langParts: /** @type {Record<string, number | string>[]} */ ([]),
  /** When the language was loaded at the start (ms since navigation) and how long the first redraw waited for it. @type {Record<string, number>} */
  languageLoad: {},
  /** Whether the fonts of the other typeface are made (after launch, while idle: i18n.js warmFonts), and what that took. */
  fontsWarm: false,
  fontsWarmed: /** @type {{ styles: number, ms: number } | null} */ (null),
  /** Chooses the language as the Settings list does (for the tests). */
  setLanguage: /** @type {(choice: string) => Promise<void>} */ (async () => {}),
};
/** @type {any} */ (window).__blunderdb = state;

// ---------- tabs ----------

/** @param {string} tab @param {number} [since] when the launch began (timings.cards) */
async function showTab(tab, since) {
  const t0 = performance.now();
  state.tab = tab;
  // The review is a view of the Matches tab.
  if (tab === "matches" || tab === "review") state.matchesView = tab;
  const button = tab === "review" ? "matches" : tab;
  for (const b of document.querySelectorAll("[data-tab]")) {
    const on = /** @type {HTMLElement} */ (b).dataset.tab === button;
    b.classList.toggle("active", on);
    b.setAttribute("aria-selected", String(on));
  }
  for (const p of ["stats", "players", "matches", "review", "settings"]) $(p).hidden = p !== tab;
  updateEmpty();
  // Drawn in another language since: drawn again from what it shows.
  if (tab === "stats") await (state.view && state.statsLang !== state.lang ? redrawStats() : refreshStats(since ?? t0));
  if (tab === "players") {
    await refreshPlayers();
    if (state.playersLang !== state.lang) renderPlayers(); // drawn in another language
    drawPlayerRows(); // the rows in view, if the window was scrolled
  }
  if (tab === "settings") renderSettings();
  if (tab === "matches") await showMatches();
  // The first time, the page shows in this frame: its words and its
  // figures laid out and painted at once (i18n.js reveal).
  reveal();
  await nextFrame();
  state.timings.tab.push(performance.now() - t0);
  // Then that frame painted (the task after its layout and paint), and
  // the next one begun: the page's part is then done. A switch repaints
  // the whole window, whose pixels reach the X screen 10–70 ms later on
  // the test machine (the window test times that too). Timed, not waited
  // for.
  await new Promise((r) => setTimeout(r, 0));
  const painted = performance.now() - t0;
  await nextFrame();
  state.tabParts.push({ painted, shown: performance.now() - t0 });
}

function nextFrame() {
  return new Promise((r) => requestAnimationFrame(() => r(undefined)));
}

/**
 * Resolves once the frame being prepared is laid out and painted: the task
 * after its animation-frame callbacks (nextFrame resolves in them, before
 * the frame's layout and paint).
 */
function afterPaint() {
  return new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
}

function updateEmpty() {
  const empty = state.info !== null && state.info.matches === 0;
  $("empty").hidden = !(empty && state.tab !== "settings");
  // Nothing to filter or sort yet: the empty-library message says what to do.
  document.body.classList.toggle("library-empty", empty);
  const info = state.info;
  show($("lib-count"), info ? () => `${t("count-matches", { n: info.matches })} · ${t("count-players", { n: info.players.length })}` : "");
}

// ---------- library ----------

async function refreshInfo() {
  state.info = await invoke("library_info");
  // The club's library, read-only: its banner, only the tabs that read (club.js).
  applyClubView(state.info);
  setMatchesInfo(state.info);
  fillFilterBar(/** @type {HTMLSelectElement} */ ($("f-player")), /** @type {HTMLSelectElement} */ ($("f-length")), state.info);
  updateEmpty();
}

async function refreshAll() {
  state.gen++;
  // The matches listed and the one reviewed are read again.
  invalidateMatches();
  invalidateReview();
  await refreshInfo();
  await showTab(allowedTab(state.info, state.tab));
  prefetch();
}

// ---------- stats ----------

function currentFilter() {
  const checked = /** @type {HTMLInputElement | null} */ (document.querySelector("input[name=decisions]:checked"));
  return filterFrom({
    player: /** @type {HTMLSelectElement} */ ($("f-player")).value,
    from: dateValue(/** @type {HTMLInputElement} */ ($("f-from"))),
    to: dateValue(/** @type {HTMLInputElement} */ ($("f-to"))),
    length: /** @type {HTMLSelectElement} */ ($("f-length")).value,
    decisions: checked ? checked.value : "all",
  });
}

let statsSeq = 0;
let lastTicket = 0;
/**
 * The number of a new redraw, passed to `stats` and its cards: it only
 * grows, across reloads of the page too (Rust keeps the latest one and
 * skips the cards of older ones).
 */
function nextTicket() {
  lastTicket = Math.max(lastTicket + 1, Date.now());
  return lastTicket;
}
/** The cards of the latest redraw: settles once they are drawn or dropped. */
let cardsDrawn = Promise.resolve();
/**
 * Redraws the Stats tab for the filters: the figures, the histogram and
 * the worst decisions first, which is all this waits for; the Progression
 * and breakdown cards follow once that frame is on screen (drawCards).
 * A newer call makes this one stale: its results are dropped, never
 * drawn over newer ones.
 * @param {number} [t0] when the redraw was asked for (timings.cards)
 */
async function refreshStats(t0 = performance.now()) {
  const filter = currentFilter();
  const key = `${state.gen} ${JSON.stringify(filter)}`;
  // Drawn in another language, it is drawn again (the histogram's words are Rust's).
  if (key === state.statsShown && state.statsLang === state.lang) {
    // Already on screen; whatever is still on its way is older.
    const seq = ++statsSeq;
    if (state.cardsShown !== key) cardsDrawn = drawCards(loadCards(filter, state.gen), seq, t0, key);
    return;
  }
  const seq = ++statsSeq;
  const part = { answer: 0, figures: 0, painted: 0, cardsIn: 0, cardsDom: 0, done: 0 };
  // The cards are asked for with the figures: Rust computes them once the
  // figures are answered (they wait for their `ticket`), and they are here
  // while the figures are drawn and painted.
  const ticket = nextTicket();
  const figures = invoke("stats", { filter, ticket });
  const cards = loadCards(filter, state.gen, ticket);
  cards.then(
    () => (part.cardsIn = performance.now() - t0),
    () => {},
  );
  const view = await figures;
  part.answer = performance.now() - t0;
  if (seq !== statsSeq) return; // a newer filter is on its way
  state.view = view;
  drawFigures(view, filter);
  analysis.setUnanalysed("stats", view.unanalysed);
  state.statsShown = key;
  state.statsLang = state.lang;
  document.body.dataset.statsReady = String(statsSeq);
  part.figures = performance.now() - t0;
  cardsDrawn = drawCards(cards, seq, t0, key, part);
}

/**
 * Writes the figures, the histogram and the worst decisions of a `stats`
 * answer (again after a switch of language, from the same answer).
 * @param {any} view @param {{ player: string | null }} filter
 */
function drawFigures(view, filter) {
  const f = view.figures;
  const set = (/** @type {string} */ key, /** @type {string} */ text) => {
    $(`fig-${key}`).textContent = text;
  };
  set("pr", fmtNum(f.pr, 2));
  // The level name of that PR on the library's scale (Settings, Level bands).
  const scale = String(view.level_scale).toLowerCase();
  set("level", view.level ? t("stats-level", { level: levelName(view.level, scale), scale: t(`scale-${scale}`) }) : "");
  set("pr_checker", fmtNum(f.pr_checker, 2));
  set("pr_cube", fmtNum(f.pr_cube, 2));
  set("snowie_er", fmtNum(f.snowie_er, 2));
  const mwc = f.mwc_loss_per_match_pct ?? null;
  set("mwc_loss_pct", mwc === null ? "—" : t("value-percent", { value: fmtNum(mwc, 2) }));
  set("luck_per_roll", fmtNum(f.luck_per_roll, 4));
  set("decisions", fmtCount(f.decisions));
  set("errors", fmtCount(f.errors));
  set("blunders", fmtCount(f.blunders));
  const rec = matchRecord(f, filter);
  set("matches", fmtCount(rec.matches));
  set("wins", fmtCount(rec.wins));
  set("losses", fmtCount(rec.losses));
  show($("stats-who"), filter.player ? String(f.name ?? filter.player) : () => t("stats-all-players"));
  $("chart").innerHTML = view.histogram_svg;
  const body = /** @type {HTMLTableSectionElement} */ (document.querySelector("#worst tbody"));
  body.replaceChildren(
    ...view.worst.map((/** @type {any} */ w) => {
      const tr = document.createElement("tr");
      const match = filter.player
        ? t("vs-opponent", { opponent: w.opponent })
        : t("vs-pair", { player: w.player, opponent: w.opponent });
      tr.append(
        cell(match, "match", `${match}\n${w.source}`),
        cell(int(w.game), "n"),
        cell(int(w.move_number), "n"),
        cell(w.kind === "checker" ? w.dice ?? "" : t("roll-cube"), "roll"),
        cell(cubeWord(w.played), "move"),
        cell(w.best ? cubeWord(w.best) : "—", "move"),
        cell(fmtNum(w.error, 3), "n err"),
      );
      // The worst decision in its place in the match (its move number,
      // kind and player: a worst decision names no seq).
      const open = document.createElement("td");
      open.className = "open";
      open.append(
        reviewButton(() => ({
          id: w.match_id,
          game: w.game,
          seq: typeof w.seq === "number" ? w.seq : null,
          move_number: w.move_number,
          kind: w.kind,
          player: w.player,
        })),
      );
      tr.append(open);
      return tr;
    }),
  );
  $("worst-none").hidden = view.worst.length > 0;
}

/**
 * The Stats tab on screen in the language in use, from what it shows:
 * Rust draws its two charts again from their data (`redraw_charts`: no
 * reading of the library), then the returned function draws them and the
 * window's figures, tables and rows, all in one task (one layout and
 * paint). What is not on screen for these filters (a redraw under way)
 * is asked for anew.
 * @returns {Promise<() => Promise<void>>}
 */
async function statsInLanguage() {
  const filter = currentFilter();
  const key = `${state.gen} ${JSON.stringify(filter)}`;
  const view = state.view;
  if (!view || state.statsShown !== key || state.cardsShown !== key) {
    return async () => {
      mark("anew");
      await refreshStats();
      await cardsDrawn;
    };
  }
  const seq = ++statsSeq;
  const charts = await invoke("redraw_charts", { figures: view.figures, chart: shownChart() });
  mark("charts");
  return async () => {
    if (seq !== statsSeq) return; // a newer redraw is on its way
    view.histogram_svg = charts.histogram_svg;
    drawFigures(view, filter);
    analysis.setUnanalysed("stats", view.unanalysed);
    relocalizeBreakdown();
    state.statsLang = state.lang;
    if (!relocalizeProgress(charts.progress)) await refreshProgress(filter, state.gen);
  };
}

/** The Stats tab, drawn in another language before this visit, drawn again from what it shows. */
async function redrawStats() {
  await (await statsInLanguage())();
}

/**
 * Asks for the Progression and breakdown cards of a filter; resolves to
 * the functions that draw them.
 * @param {Record<string, unknown>} filter @param {number} gen @param {number} [ticket]
 */
function loadCards(filter, gen, ticket) {
  const loads = Promise.all([loadProgress(filter, gen, { ticket }), loadBreakdown(filter, gen, { ticket })]);
  loads.catch(() => {}); // reported by drawCards, unless dropped as stale
  return loads;
}

/**
 * Draws the cards of the redraw `seq` (asked for by loadCards) once its
 * figures are painted, so they never hold them back, both in one task: one
 * layout and paint. Skipped as soon as a newer redraw is asked for: Rust
 * does not compute them (the `ticket` of their `stats` is no longer the
 * latest) and the window does not draw them.
 * @param {Promise<(() => boolean)[]>} cards @param {number} seq
 * @param {number} t0 @param {string} key
 * @param {Record<string, number>} [part] its times so far (state.parts)
 */
async function drawCards(cards, seq, t0, key, part) {
  await afterPaint();
  if (part) part.painted = performance.now() - t0;
  const current = () => seq === statsSeq;
  if (!current()) return;
  try {
    const draws = await cards;
    if (!current()) return;
    const drawn = draws.map((draw) => draw());
    if (drawn.includes(false)) return;
    state.cardsShown = key;
    if (part) part.cardsDom = performance.now() - t0;
    await afterPaint();
    state.timings.cards.push(performance.now() - t0);
    if (part) {
      part.done = performance.now() - t0;
      state.parts.push(part);
      // And when the next frame begins: the cards' frame is then on
      // screen, at least uncomposited (see redrawCard).
      void nextFrame().then(() => (part.shown = performance.now() - t0));
    }
    document.body.dataset.cardsReady = String(seq);
  } catch (e) {
    if (current()) show($("progress-detail"), () => t("error-cards", { error: String(e) }));
  }
}

/**
 * A card redrawn by its own controls (grouping, window, dimension): timed
 * in timings.cards too.
 * @param {(filter: Record<string, unknown>, gen: number, opts: { current: () => boolean }) => Promise<boolean>} redraw
 */
async function redrawCard(redraw) {
  const t0 = performance.now();
  /** @type {Record<string, number>} */
  const part = {};
  // `current` is asked once the card's answer is in, before it is drawn.
  const current = () => ((part.cardsIn = performance.now() - t0), true);
  if (await redraw(currentFilter(), state.gen, { current })) {
    part.cardsDom = performance.now() - t0;
    await afterPaint();
    state.timings.cards.push(performance.now() - t0);
    part.done = performance.now() - t0;
    // The page has handed the frame over (`done`); the next frame
    // begins once WebKitGTK has shown it, at least uncomposited (the
    // window test times the X screen too). Timed, as what a user waits
    // for.
    await nextFrame();
    part.shown = performance.now() - t0;
    state.cardParts.push(part);
  }
}

/**
 * @param {string} text @param {string} [cls] @param {string} [title]
 */
function cell(text, cls, title) {
  const td = document.createElement("td");
  td.textContent = text;
  if (cls) td.className = cls;
  if (title) td.title = title;
  return td;
}

async function onFilterChange() {
  const t0 = performance.now();
  await refreshStats(t0);
  await nextFrame();
  state.timings.filter.push(performance.now() - t0);
}

// ---------- players ----------

/** @type {{ gen: number, promise: Promise<void> } | null} */
let playersLoading = null;

async function refreshPlayers() {
  if (state.playersGen === state.gen) return; // the table is up to date
  if (playersLoading && playersLoading.gen === state.gen) return playersLoading.promise;
  const gen = state.gen;
  const promise = (async () => {
    const rows = await invoke("players");
    if (gen !== state.gen) return; // the library changed meanwhile
    state.players = rows;
    state.playersGen = gen;
    renderPlayers();
    await analysis.refreshPlayersBanner();
  })();
  playersLoading = { gen, promise };
  try {
    await promise;
  } finally {
    if (playersLoading?.promise === promise) playersLoading = null;
  }
}

/** Builds the Players table in the background once Stats is on screen, its
 * cards included (they are on the tab on screen, the table is not), so the
 * first visit to the tab finds it ready; and has the library read its
 * progression by match ahead of a visit (the 20,000 rows of 10,000
 * matches), kept until the library changes. */
function prefetch() {
  void cardsDrawn.finally(() => {
    setTimeout(async () => {
      await refreshPlayers().catch(() => {});
      // Lay the table out now, while the window is idle: the tab keeps
      // that layout while hidden, so its first visit is a paint.
      const panel = $("players");
      if (panel.hidden) {
        panel.classList.add("prelayout");
        void panel.offsetHeight;
        await nextFrame();
        panel.classList.remove("prelayout");
      }
      await invoke("warm_progress").catch(() => {});
      // And the fonts of the window's other typeface, so that a first
      // switch into a language written in it makes none (i18n.js).
      state.fontsWarmed = await warmFonts().catch(() => null);
      state.fontsWarm = true;
    }, 30);
  });
}

/**
 * The Players table draws every row up to this many players; past it,
 * PLAYERS_DRAWN rows around the window's view (ui/logic.js rowsToDraw),
 * with empty rows standing for the others: 200 rows made the tab's first
 * visit 64–134 ms to its frame painted on the 2-core test machine, 30
 * rows 18–29 ms.
 */
const PLAYERS_ALL = 100;
/** About two windows' worth of rows. */
const PLAYERS_DRAWN = 60;
/** A row's height in pixels until one is measured. */
const PLAYER_ROW_PX = 31;
const playersTable = {
  /** The players in the table's order. @type {any[]} */
  rows: [],
  /** The first row drawn (-1 before any), a row's height once measured. */
  first: -1,
  rowPx: 0,
};

/** @param {number} [at] where the table's body stands in the window (drawPlayerRows) */
function renderPlayers(at) {
  state.playersLang = state.lang;
  playersTable.rows = sortRows(state.players, state.sortKey ?? "name", state.sortDir);
  drawPlayerRows(true, at);
  for (const th of document.querySelectorAll("#players-table th")) {
    const key = /** @type {HTMLElement} */ (th).dataset.key;
    th.classList.toggle("sorted", key === state.sortKey);
    th.classList.toggle("desc", key === state.sortKey && state.sortDir === "desc");
  }
  decoratePlayers(playersTable.rows.map((r) => r.name));
}

/** @param {any} r */
function playerRow(r) {
  const tr = document.createElement("tr");
  tr.dataset.name = r.name;
  tr.append(
    cell(r.name),
    cell(fmtCount(r.matches), "n"),
    cell(fmtWL(r.wins, r.losses), "n"),
    cell(fmtCount(r.decisions), "n"),
    cell(fmtNum(r.pr, 2), "n pr"),
    cell(fmtNum(r.pr_checker, 2), "n"),
    cell(fmtNum(r.pr_cube, 2), "n"),
    cell(fmtNum(r.snowie_er, 2), "n"),
    cell(fmtNum(r.mwc_loss_per_match_pct, 2), "n"),
    cell(fmtCount(r.errors), "n"),
    cell(fmtCount(r.blunders), "n"),
    cell(fmtNum(r.luck_emg, 3), "n"),
  );
  tickRow(tr);
  return tr;
}

/**
 * Puts the Players rows in the page: all of a short table; of a long one,
 * those around the window's view, read from the layout only while the tab
 * is shown (a scroll, a visit), from the top while it is hidden. A long
 * table starts with an empty row even at the top, and draws from an even
 * row, so the stripes stay on the same players as it scrolls.
 * @param {boolean} [force] draw even where the rows drawn still cover the view
 * @param {number} [known] where the table's body stands in the window, read
 *   before the page changed (a switch of language): read here, after new
 *   words, it would lay the page out once more before the frame does
 */
function drawPlayerRows(force = false, known = undefined) {
  const rows = playersTable.rows;
  const n = rows.length;
  const body = /** @type {HTMLTableSectionElement} */ (document.querySelector("#players-table tbody"));
  const nameTh = /** @type {HTMLElement} */ (document.querySelector("#players-table th[data-key=name]"));
  if (n <= PLAYERS_ALL) {
    if (force || playersTable.first !== 0) body.replaceChildren(...rows.map(playerRow));
    playersTable.first = 0;
    nameTh.style.minWidth = "";
    return;
  }
  // The names column as wide as the longest name, drawn or not, so the
  // columns do not shift as other rows are drawn.
  if (force) {
    const longest = rows.reduce((m, r) => Math.max(m, String(r.name).length), 0);
    nameTh.style.minWidth = `${Math.min(48, longest)}ch`;
  }
  const shown = !$("players").hidden;
  if (shown && !playersTable.rowPx) {
    const tr = body.querySelector("tr[data-name]");
    const px = tr ? tr.getBoundingClientRect().height : 0;
    if (px > 0) playersTable.rowPx = px;
  }
  const h = playersTable.rowPx || PLAYER_ROW_PX;
  const at = known ?? (shown ? body.getBoundingClientRect().top : 0);
  const top = Math.max(0, Math.floor(-at / h));
  const bottom = Math.ceil((window.innerHeight - at) / h);
  const range = rowsToDraw(n, top, bottom, PLAYERS_DRAWN, force ? { first: -1 } : playersTable);
  if (!range) return;
  const first = range.first - (range.first % 2);
  const last = Math.min(n, first + PLAYERS_DRAWN);
  const drawn = [spacer(first * h, 13)];
  for (let i = first; i < last; i++) drawn.push(playerRow(rows[i]));
  if (last < n) drawn.push(spacer((n - last) * h, 13));
  body.replaceChildren(...drawn);
  playersTable.first = first;
}

async function exportCsv() {
  try {
    const done = await saveAs("export_players_csv", {}, {
      defaultPath: "blunderdb-players.csv",
      filters: [{ name: "CSV", extensions: ["csv"] }],
    });
    if (!done) return;
    const { answer: n, path } = done;
    show($("export-msg"), () => t("players-exported", { n, path }));
  } catch (e) {
    show($("export-msg"), () => t("players-export-failed", { error: String(e) }));
  }
}

// ---------- settings ----------

function renderSettings() {
  if (!state.info) return;
  $("lib-path").textContent = state.info.path;
  const th = state.info.thresholds;
  input("t-error").value = num(th.error, 3);
  input("t-blunder").value = num(th.blunder, 3);
  markPreset(th);
  for (const b of document.querySelectorAll("[data-preset] small")) {
    const p = PRESETS[/** @type {keyof typeof PRESETS} */ (/** @type {HTMLElement} */ (b.parentElement).dataset.preset)];
    b.textContent = `${num(p.error, 3)} / ${num(p.blunder, 3)}`;
  }
  renderLanguage();
  void renderLevels();
  analysis.renderSettings().catch((e) => {
    show($("gnubg-status"), () => t("gnubg-unknown", { error: String(e) }));
  });
}

/** @param {{error: number, blunder: number}} t */
function markPreset(t) {
  const p = presetOf(t);
  for (const b of document.querySelectorAll("[data-preset]")) {
    b.classList.toggle("active", /** @type {HTMLElement} */ (b).dataset.preset === p);
  }
}

/** @param {number} error @param {number} blunder */
async function applyThresholds(error, blunder) {
  const msg = $("t-msg");
  try {
    const th = await invoke("set_thresholds", { error, blunder });
    state.info.thresholds = th;
    renderSettings();
    msg.className = "ok";
    const p = presetOf(th);
    show(msg, () => {
      const args = { error: num(th.error, 3), blunder: num(th.blunder, 3) };
      return p ? t("thresholds-saved-preset", { ...args, preset: t(`preset-${p}`) }) : t("thresholds-saved", args);
    });
    // Errors, blunders and the histogram marks follow at once.
    state.gen++;
    await refreshStats();
    await refreshPlayers();
  } catch (e) {
    msg.className = "bad";
    show(msg, () => t("thresholds-failed", { error: String(e) }));
  }
}

async function openLibrary() {
  const path = await tauri.dialog.open({
    multiple: false,
    directory: false,
    filters: [{ name: t("settings-library-files"), extensions: ["db", "sqlite"] }],
  });
  if (!path) return;
  try {
    state.info = await invoke("open_library", { path });
    show($("lib-msg"), "");
    await refreshAll();
  } catch (e) {
    show($("lib-msg"), () => t("settings-open-failed", { error: String(e) }));
  }
}

// ---------- language ----------

/** Fills the Settings list: the system's language, then each one in its own name. */
function renderLanguage() {
  const l = language();
  if (!l) return;
  const sel = /** @type {HTMLSelectElement} */ ($("lang-select"));
  const names = new Map(l.languages ?? []);
  const system = new Option("", "system");
  show(system, () => t("lang-system", { name: names.get(l.system ?? "en") ?? "English" }));
  // Each language in its own name, as every program lists them.
  sel.replaceChildren(system, ...(l.languages ?? []).map(([code, name]) => new Option(name, code)));
  sel.value = l.choice ?? "system";
  // The system asks for a language blunderDB does not speak: Rust's line
  // saying English is used instead.
  if (l.note) show($("lang-msg"), l.note);
}

/** The switch of language under way: when it began, and its times (state.langParts). @type {{ t0: number, part: Record<string, number> } | null} */
let switching = null;
/** Notes a time of the switch under way. @param {string} name */
const mark = (name) => {
  if (switching) switching.part[name] = performance.now() - switching.t0;
};

/**
 * Writes the window in the language of `choice` (a code, or `system`):
 * every word at once, then the open tab drawn again (its figures and the
 * charts Rust draws with their words). Timed in `timings.lang`, from the
 * choice to that tab's frame painted.
 * @param {string} choice
 */
async function switchLanguage(choice) {
  const t0 = performance.now();
  /** @type {Record<string, number>} */
  const part = {};
  switching = { t0, part };
  const msg = $("lang-msg");
  try {
    await chooseLanguage(choice, { t0, part });
    part.drawn = performance.now() - t0;
    // The `<html lang>` the switch's frame is laid out with (the tests
    // check it is the new language's).
    let htmlLang = "";
    requestAnimationFrame(() => (htmlLang = document.documentElement.lang));
    await afterPaint();
    state.timings.lang.push(performance.now() - t0);
    show(msg, "");
    await nextFrame();
    part.shown = performance.now() - t0;
    state.langParts.push({ ...part, htmlLang });
    document.body.dataset.lang = state.lang;
  } catch (e) {
    msg.className = "bad";
    show(msg, () => t("lang-failed", { error: String(e) }));
  }
}

/**
 * Draws again, in the new language, what the page drew itself: the open
 * tab at once (the Stats tab asks Rust for its charts again, in their new
 * words), the others on their next visit. Resolves to the function that
 * draws, once the words are written (see onSwitch, i18n.js).
 * @param {import("./i18n-logic.js").Language} language
 * @returns {Promise<() => unknown>}
 */
async function redrawInLanguage(language) {
  const stats = state.tab === "stats" ? await statsInLanguage() : null;
  // Where the Players rows stand, read while the page is still laid out:
  // read once the new words are written, it laid the page out a second time
  // in the switch (10,000 matches: 15–30 ms of a 50–100 ms switch).
  const rowsAt = state.tab === "players" ? $("players-table").querySelector("tbody")?.getBoundingClientRect().top : undefined;
  return () => {
    state.lang = language.lang;
    renderLanguage();
    if (stats) return stats();
    if (state.tab === "players") {
      renderPlayers(rowsAt);
    } else {
      // From what the tab shows; its answers from Rust follow (the same words).
      redrawLevels();
      renderSettings();
    }
  };
}

// ---------- import ----------

/** The import's latest progress, and whether its cancel was asked for. */
const importing = { progress: /** @type {any} */ (null), cancelling: false };

/** @param {string[]} paths */
async function startImport(paths) {
  if (!paths || paths.length === 0) return;
  // The club's library is read-only (club.js).
  if (state.info?.club) return refuseDrop();
  importStarted();
  try {
    await invoke("start_import", { paths });
  } catch (e) {
    importNotStarted(e);
  }
}

/** @param {any} p */
function onProgress(p) {
  $("import-panel").hidden = false;
  $("import-running").hidden = false;
  $("import-result").hidden = true;
  const bar = /** @type {HTMLProgressElement} */ ($("import-progress"));
  bar.max = Math.max(p.total, 1);
  bar.value = p.done;
  importing.progress = p;
  show($("import-progress-text"), () => progressText(p) + (importing.cancelling ? t("import-cancelling") : ""));
}

/** @param {any} r */
async function onImportDone(r) {
  $("import-panel").hidden = false;
  $("import-running").hidden = true;
  $("import-result").hidden = false;
  show($("import-summary"), () => summaryText(r.summary, r.cancelled));
  $("import-list").replaceChildren(
    ...r.reports.map((/** @type {any} */ rep) => {
      const li = document.createElement("li");
      li.className = describeReport(rep).status;
      // The status word (imported, duplicate…) before the line, in its colour.
      const status = document.createElement("span");
      status.className = "status";
      const text = document.createElement("span");
      show(status, () => t(`import-status-${describeReport(rep).status}`));
      show(text, () => describeReport(rep).text);
      li.append(status, text);
      li.title = rep.path;
      return li;
    }),
  );
  await refreshAll();
  document.body.dataset.imports = String(Number(document.body.dataset.imports ?? "0") + 1);
}

/** The import panel, waiting for the first file's progress. */
function importStarted() {
  $("import-panel").hidden = false;
  $("import-running").hidden = false;
  $("import-result").hidden = true;
  /** @type {HTMLButtonElement} */ ($("import-cancel")).disabled = false;
  importing.progress = null;
  importing.cancelling = false;
  show($("import-progress-text"), () => t("import-looking"));
  /** @type {HTMLProgressElement} */ ($("import-progress")).removeAttribute("value");
}

/** @param {unknown} e */
function importNotStarted(e) {
  $("import-running").hidden = true;
  $("import-result").hidden = false;
  show($("import-summary"), () => t("import-failed", { error: String(e) }));
  $("import-list").replaceChildren();
}

async function pickAndImport() {
  // In a browser: its own file picker, the files sent to be imported.
  if (!inApp) return pickFiles();
  const files = await tauri.dialog.open({
    multiple: true,
    directory: false,
    filters: [{ name: t("import-match-files"), extensions: ["sgf", "mat", "txt", "xg", "gz"] }, { name: t("import-all-files"), extensions: ["*"] }],
  });
  if (!files) return;
  await startImport(Array.isArray(files) ? files : [files]);
}

// ---------- start ----------

async function start() {
  const t0 = performance.now();
  // In a browser, a page signed out shows the sign-in form alone.
  if (!(await webBegin())) return;
  state.startedAt = t0; // after the page and its modules loaded (ms since navigation)
  for (const b of document.querySelectorAll("[data-tab]")) {
    b.addEventListener("click", () => {
      const tab = /** @type {string} */ (/** @type {HTMLElement} */ (b).dataset.tab);
      // The Matches tab comes back to the view it showed (the review of a
      // match); clicked while shown, to its list.
      const inMatches = state.tab === "matches" || state.tab === "review";
      showTab(tab === "matches" && !inMatches ? state.matchesView : tab);
    });
  }
  for (const id of ["f-player", "f-from", "f-to", "f-length"]) $(id).addEventListener("change", onFilterChange);
  for (const r of document.querySelectorAll("input[name=decisions]")) r.addEventListener("change", onFilterChange);
  $("filters").addEventListener("submit", (e) => e.preventDefault());
  $("f-reset").addEventListener("click", () => {
    /** @type {HTMLFormElement} */ ($("filters")).reset();
    onFilterChange();
  });
  document.querySelector("#players-table thead")?.addEventListener("click", (e) => {
    const th = /** @type {HTMLElement} */ (e.target).closest("th");
    const key = th?.dataset.key;
    if (!key) return;
    state.sortDir = nextDirection(key, state.sortKey, state.sortDir);
    state.sortKey = key;
    renderPlayers();
  });
  document.querySelector("#players-table tbody")?.addEventListener("click", async (e) => {
    const tr = /** @type {HTMLElement} */ (e.target).closest("tr");
    const name = tr?.dataset.name;
    if (!name) return;
    const sel = /** @type {HTMLSelectElement} */ ($("f-player"));
    // A player the list does not hold yet (its refresh still on its way)
    // would leave the filter on every player: the list is read first.
    if (![...sel.options].some((o) => o.value === name)) await refreshInfo();
    sel.value = name;
    await showTab("stats");
  });
  $("export-csv").addEventListener("click", exportCsv);
  initMatches();
  initReview({
    show: (tab) => showTab(tab),
    filterPlayer: () => /** @type {HTMLSelectElement} */ ($("f-player")).value || null,
  });
  const morePlayers = () => {
    if (state.tab === "players" && playersTable.rows.length > PLAYERS_ALL) drawPlayerRows();
  };
  window.addEventListener("scroll", morePlayers, { passive: true });
  window.addEventListener("resize", morePlayers);
  drill.install({
    filter: currentFilter,
    view: () => state.view,
    thresholds: () => state.info?.thresholds ?? { error: 0.05, blunder: 0.1 },
  });
  $("open-library").addEventListener("click", openLibrary);
  // The club's library (Settings, the banner): opened or left as another library is.
  initClub({
    opened: async (info) => {
      state.info = info;
      await refreshAll();
    },
  });
  for (const b of document.querySelectorAll("[data-preset]")) {
    b.addEventListener("click", () => {
      const p = PRESETS[/** @type {keyof typeof PRESETS} */ (/** @type {HTMLElement} */ (b).dataset.preset)];
      applyThresholds(p.error, p.blunder);
    });
  }
  $("thresholds").addEventListener("submit", (e) => {
    e.preventDefault();
    const r = parseThresholds(input("t-error").value, input("t-blunder").value);
    if (!r.ok) {
      $("t-msg").className = "bad";
      const [e, b] = [input("t-error").value, input("t-blunder").value];
      show($("t-msg"), () => {
        const again = parseThresholds(e, b);
        return again.ok ? "" : again.message;
      });
      return;
    }
    applyThresholds(r.error, r.blunder);
  });
  $("import-btn").addEventListener("click", pickAndImport);
  $("import-cancel").addEventListener("click", async () => {
    /** @type {HTMLButtonElement} */ ($("import-cancel")).disabled = true;
    importing.cancelling = true;
    const p = importing.progress;
    show($("import-progress-text"), () => (p ? progressText(p) : t("import-looking")) + t("import-cancelling"));
    await invoke("cancel_import");
  });
  $("import-close").addEventListener("click", () => {
    $("import-panel").hidden = true;
  });

  await listen("import-progress", (/** @type {any} */ e) => onProgress(e.payload));
  await listen("import-done", (/** @type {any} */ e) => onImportDone(e.payload));
  await listen("import-failed", (/** @type {any} */ e) => {
    onImportDone({ summary: { imported: 0, duplicates: 0, replaced: 0, skipped: 0, failed: 1 }, cancelled: false, reports: [{ path: "", status: "failed", error: String(e.payload) }] });
  });
  if (inApp) {
    await tauri.webview.getCurrentWebview().onDragDropEvent((/** @type {any} */ ev) => {
      const p = ev.payload;
      if (p.type === "enter" || p.type === "over") $("drop-overlay").hidden = false;
      else $("drop-overlay").hidden = true;
      if (p.type === "drop") startImport(p.paths);
    });
  } else {
    acceptFiles(importStarted, importNotStarted);
  }

  // A merge or its undo: every view follows the merged players.
  initCompare(async () => {
    await refreshAll();
    await refreshPlayers();
  });
  initProgress(() => redrawCard(refreshProgress));
  // Another scale: the PR's level name and the progression's bands follow.
  initLevels(async () => {
    state.gen++;
    await refreshStats();
  });
  initBreakdown(
    () => redrawCard(refreshBreakdown),
    async (narrow) => {
      if (narrow.length !== undefined) /** @type {HTMLSelectElement} */ ($("f-length")).value = narrow.length;
      if (narrow.decisions) {
        const r = /** @type {HTMLInputElement | null} */ (document.querySelector(`input[name=decisions][value="${narrow.decisions}"]`));
        if (r) r.checked = true;
      }
      await onFilterChange();
    },
  );
  await analysis.initAnalyse({
    filterOf: (tab) => (tab === "stats" ? currentFilter() : {}),
    // A match landed: the figures of the tab on screen follow.
    redraw: async () => {
      state.gen++;
      if (state.tab === "stats") await refreshStats();
      if (state.tab === "players") await refreshPlayers();
    },
    finished: refreshAll,
  });
  // The language was asked for as the page loaded (i18n.js), alongside
  // everything above: the first words are drawn in it.
  const waiting = performance.now();
  await ready;
  // How long the first redraw waited for the language (0 when it came
  // with the other answers), and when it was asked, answered, spoken.
  state.languageLoad = { ...loaded, waited: performance.now() - waiting };
  state.lang = lang();
  onSwitch(redrawInLanguage);
  state.setLanguage = switchLanguage;
  const langSelect = /** @type {HTMLSelectElement} */ ($("lang-select"));
  langSelect.addEventListener("change", () => switchLanguage(langSelect.value));
  await refreshInfo();
  // The Stats tab asks Rust for its figures; the page's own words are
  // written meanwhile (i18n.js), and shown with the figures, in one frame.
  const first = showTab("stats", t0);
  translate();
  await first;
  state.timings.first.push(performance.now() - t0);
  // Since the page began to load (performance's time origin): what
  // src-tauri/benches/paint.rs reads.
  performance.mark("figures-shown");
  document.body.dataset.ready = "1";
  prefetch();
  import("./watch.js").then((w) => w.watchLibrary(invoke, refreshAll)); // refresh after other processes' changes
}

// A failure no panel reports is kept where the window tests read it.
window.addEventListener("unhandledrejection", (e) => {
  document.body.dataset.lastError = String(e.reason);
});

start().catch((e) => {
  document.documentElement.classList.remove("l10n-pending"); // the reason must show
  document.body.insertAdjacentHTML("afterbegin", `<pre class="fatal"></pre>`);
  /** @type {HTMLElement} */ (document.querySelector(".fatal")).textContent = hasValue("app-failed")
    ? t("app-failed", { error: String(e) })
    : `blunderDB could not start: ${e}`;
});

