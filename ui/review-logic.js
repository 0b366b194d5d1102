// The review view's pure logic: the match's moves in one list grouped by
// game, where each key goes, the words of a row and of the candidates, the
// boards kept around the current move and fetched ahead of it, the key
// repeats coalesced, the graph's nearest point. Tested with node
// (review-logic.test.js). Its words are the messages of the language in
// use (i18n-logic.js).
import { t, num, int, day } from "./i18n-logic.js";
import { cubeWord, lengthLabel } from "./logic.js";
import { signed } from "./drill-logic.js";
import { analysisName } from "./matches-logic.js";

/**
 * The marks Alt+←/→ jump to: errors and blunders at the library's
 * thresholds. A doubtful play (?!, from half the error threshold) is not
 * an error there, so it is passed over: the jumps land where the figures
 * count an error.
 */
export const ERROR_MARKS = ["?", "??"];

/** Boards kept: the current one, those fetched ahead and the last ones seen. */
export const BOARD_CACHE = 48;
/** Boards fetched ahead of the current move, and behind it. */
export const AHEAD = 8;
export const BEHIND = 3;
/** Candidate lists kept, and fetched on either side of the current move. */
export const CANDIDATE_CACHE = 24;
export const CANDIDATES_AROUND = 1;

/**
 * One move or cube action of the match, in the order played.
 * @typedef {{ i: number, g: number, game: number, seq: number, line: number, m: any }} Step
 * A line of the list: a game's heading, or a move.
 * @typedef {{ type: "game", g: number } | { type: "move", i: number }} Line
 * @typedef {{ steps: Step[], lines: Line[], starts: number[] }} Flat
 */

/**
 * The moves of a `match_review` answer in one list, each game headed by a
 * line; `starts[g]` is the first move of game g (-1 for a game without any).
 * @param {any} review
 * @returns {Flat}
 */
export function flatten(review) {
  /** @type {Step[]} */
  const steps = [];
  /** @type {Line[]} */
  const lines = [];
  /** @type {number[]} */
  const starts = [];
  const games = Array.isArray(review?.games) ? review.games : [];
  games.forEach((/** @type {any} */ game, /** @type {number} */ g) => {
    lines.push({ type: "game", g });
    const moves = Array.isArray(game.moves) ? game.moves : [];
    starts.push(moves.length > 0 ? steps.length : -1);
    for (const m of moves) {
      const i = steps.length;
      steps.push({ i, g, game: game.number, seq: m.seq, line: lines.length, m });
      lines.push({ type: "move", i });
    }
  });
  return { steps, lines, starts };
}

/**
 * Where to open a match: the move of `target` (its game and `seq`; without
 * a `seq`, its move number, and kind and player when given, as a worst
 * decision names it), else the first move of its game, else the first
 * move of the match.
 * @param {Flat} flat
 * @param {{ game?: number | null, seq?: number | null, move_number?: number | null, kind?: string | null, player?: number | null }} target
 */
export function locate(flat, target) {
  const steps = flat.steps;
  if (steps.length === 0) return -1;
  const inGame = steps.filter((s) => s.game === target.game);
  if (inGame.length === 0) return 0;
  if (typeof target.seq === "number") {
    const s = inGame.find((x) => x.seq === target.seq);
    if (s) return s.i;
  }
  if (typeof target.move_number === "number") {
    const same = inGame.filter((x) => x.m.move_number === target.move_number);
    const fit = same.filter(
      (x) =>
        (!target.kind || x.m.kind === target.kind) &&
        (typeof target.player !== "number" || x.m.player === target.player),
    );
    const s = fit[0] ?? same[0];
    if (s) return s.i;
  }
  return inGame[0].i;
}

/**
 * Whether a move is one Alt+←/→ lands on for `player`.
 * @param {Step} s @param {number} player
 */
export function isErrorOf(s, player) {
  return s.m.player === player && ERROR_MARKS.includes(s.m.mark);
}

/**
 * The first game start after move `at`, or the one before: PgDn goes to
 * the next game's first move; PgUp to the current game's first move, or
 * the previous game's when there already.
 * @param {Flat} flat @param {number} at @param {1 | -1} dir
 * @returns {number | null}
 */
export function gameStart(flat, at, dir) {
  const starts = flat.starts.filter((s) => s >= 0);
  if (starts.length === 0) return null;
  if (dir > 0) {
    const next = starts.find((s) => s > at);
    return next === undefined ? null : next;
  }
  const before = starts.filter((s) => s < at);
  return before.length > 0 ? before[before.length - 1] : null;
}

/**
 * The next (`dir` 1) or previous (-1) error of `player` from move `at`, or null.
 * @param {Flat} flat @param {number} at @param {1 | -1} dir @param {number} player
 * @returns {number | null}
 */
export function nextError(flat, at, dir, player) {
  const steps = flat.steps;
  for (let i = at + dir; i >= 0 && i < steps.length; i += dir) {
    if (isErrorOf(steps[i], player)) return i;
  }
  return null;
}

/**
 * Where a key goes from move `at`: ←/→ one move, PgUp/PgDn a game,
 * Home/End the start or end of the match, Alt+←/→ the previous or next
 * error of `player`. Null when the key does nothing there.
 * @param {string} key @param {{ alt?: boolean, ctrl?: boolean }} mods
 * @param {Flat} flat @param {number} at @param {number} player
 * @returns {number | null}
 */
export function stepTarget(key, mods, flat, at, player) {
  const n = flat.steps.length;
  if (n === 0 || mods.ctrl) return null;
  let to;
  switch (key) {
    case "ArrowRight":
      to = mods.alt ? nextError(flat, at, 1, player) : at + 1;
      break;
    case "ArrowLeft":
      to = mods.alt ? nextError(flat, at, -1, player) : at - 1;
      break;
    case "PageDown":
      to = gameStart(flat, at, 1);
      break;
    case "PageUp":
      to = gameStart(flat, at, -1);
      break;
    case "Home":
      to = 0;
      break;
    case "End":
      to = n - 1;
      break;
    default:
      return null;
  }
  if (to === null || to < 0 || to >= n || to === at) return null;
  return to;
}

/**
 * The moves a key could go to next from `at`, nearest first: the boards
 * fetched ahead (AHEAD after, BEHIND before, then the next and previous
 * game starts and errors of `player`, the ends of the match).
 * @param {Flat} flat @param {number} at @param {number} player
 * @returns {number[]}
 */
export function prefetchOrder(flat, at, player) {
  const n = flat.steps.length;
  /** @type {number[]} */
  const out = [];
  const add = (/** @type {number | null} */ i) => {
    if (i !== null && i >= 0 && i < n && i !== at && !out.includes(i)) out.push(i);
  };
  for (let k = 1; k <= Math.max(AHEAD, BEHIND); k++) {
    if (k <= AHEAD) add(at + k);
    if (k <= BEHIND) add(at - k);
  }
  add(nextError(flat, at, 1, player));
  add(gameStart(flat, at, 1));
  add(nextError(flat, at, -1, player));
  add(gameStart(flat, at, -1));
  add(0);
  add(n - 1);
  return out;
}

/**
 * A board's key in the cache: the match, the analysis, which way round, the move.
 * @param {number} id @param {string | null} engine @param {boolean} flipped @param {number} game @param {number} seq
 */
export function boardKey(id, engine, flipped, game, seq) {
  return `${id}|${engine ?? ""}|${flipped ? 1 : 0}|${game}|${seq}`;
}

/**
 * The last `size` values used, by key: a Map keeps the order of insertion,
 * so the first key is the one used longest ago.
 * @template T
 */
export class Lru {
  /** @param {number} size */
  constructor(size) {
    this.size = size;
    /** @type {Map<string, T>} */
    this.map = new Map();
  }
  /** @param {string} key */
  get(key) {
    const v = this.map.get(key);
    if (v !== undefined) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }
  /** @param {string} key */
  has(key) {
    return this.map.has(key);
  }
  /** @param {string} key @param {T} value */
  set(key, value) {
    this.map.delete(key);
    this.map.set(key, value);
    while (this.map.size > this.size) {
      const oldest = this.map.keys().next().value;
      if (oldest === undefined) break;
      this.map.delete(oldest);
    }
  }
  clear() {
    this.map.clear();
  }
}

/**
 * Answers fetched once and kept (an Lru): a key asked for again while on
 * its way shares the same promise; `prefetch` fetches keys ahead, `limit`
 * at a time, a new list replacing the keys not yet asked for.
 * @template T
 */
export class Loader {
  /** @param {number} size @param {number} [limit] fetches under way at once for prefetch */
  constructor(size, limit = 2) {
    /** @type {Lru<T>} */
    this.cache = new Lru(size);
    /** @type {Map<string, Promise<T>>} */
    this.pending = new Map();
    this.limit = limit;
    /** @type {{ key: string, make: () => Promise<T> }[]} */
    this.queue = [];
    this.running = 0;
    /** Bumped by clear(): answers of before are not kept. */
    this.gen = 0;
  }
  /** The answer for `key` if at hand. @param {string} key */
  peek(key) {
    return this.cache.get(key);
  }
  /**
   * The answer for `key`: at hand, on its way, or asked for with `make`.
   * @param {string} key @param {() => Promise<T>} make
   * @returns {Promise<T>}
   */
  load(key, make) {
    const have = this.cache.get(key);
    if (have !== undefined) return Promise.resolve(have);
    const on = this.pending.get(key);
    if (on) return on;
    const gen = this.gen;
    const p = make().then(
      (v) => {
        if (gen === this.gen) this.cache.set(key, v);
        this.pending.delete(key);
        return v;
      },
      (e) => {
        this.pending.delete(key);
        throw e;
      },
    );
    this.pending.set(key, p);
    return p;
  }
  /**
   * Fetches these keys ahead, in this order, `limit` at a time; keys at
   * hand or on their way are skipped. Replaces the keys of an earlier call
   * not yet asked for.
   * @param {{ key: string, make: () => Promise<T> }[]} items
   */
  prefetch(items) {
    this.queue = items.filter((x) => !this.cache.has(x.key) && !this.pending.has(x.key));
    this.pump();
  }
  /** @private */
  pump() {
    while (this.running < this.limit && this.queue.length > 0) {
      const item = /** @type {{ key: string, make: () => Promise<T> }} */ (this.queue.shift());
      if (this.cache.has(item.key) || this.pending.has(item.key)) continue;
      this.running++;
      this.load(item.key, item.make)
        .catch(() => {})
        .finally(() => {
          this.running--;
          this.pump();
        });
    }
  }
  /** Forgets every answer (another library, a flipped board…). */
  clear() {
    this.gen++;
    this.cache.clear();
    this.pending.clear();
    this.queue = [];
  }
}

/**
 * Key repeats coalesced: each request names what is wanted now; one fetch
 * is under way at a time, and when it ends only the latest request counts
 * (the moves stepped over meanwhile are never fetched nor painted).
 * `request(want, atHand)` with `atHand` true is painted by the caller at
 * once; the fetch under way is then dropped when it ends.
 * @template W, R
 */
export class Coalescer {
  /**
   * @param {(want: W) => Promise<R>} run fetches
   * @param {(want: W, result: R) => void} done paints the latest
   * @param {(want: W, error: unknown) => void} [fail]
   */
  constructor(run, done, fail = () => {}) {
    this.run = run;
    this.done = done;
    this.fail = fail;
    this.busy = false;
    /** @type {W | undefined} */
    this.latest = undefined;
    /** Whether the latest request is painted (at hand) or needs no paint. */
    this.settled = true;
  }
  /** @param {W} want @param {boolean} [atHand] */
  request(want, atHand = false) {
    this.latest = want;
    this.settled = atHand;
    if (!atHand && !this.busy) this.start(want);
  }
  /** Drops what was asked (a new match): nothing under way is painted. */
  reset() {
    this.latest = undefined;
    this.settled = true;
  }
  /** @private @param {W} want */
  start(want) {
    this.busy = true;
    this.run(want).then(
      (r) => this.end(want, r, null),
      (e) => this.end(want, undefined, { e }),
    );
  }
  /** @private @param {W} want @param {R | undefined} r @param {{ e: unknown } | null} err */
  end(want, r, err) {
    this.busy = false;
    if (this.settled) return;
    if (this.latest !== want) {
      this.start(/** @type {W} */ (this.latest));
      return;
    }
    this.settled = true;
    if (err) this.fail(want, err.e);
    else this.done(want, /** @type {R} */ (r));
  }
}

/**
 * The rows of the list to have in the page: those in view and `margin`
 * more on either side (rows all `rowPx` high).
 * @param {number} n @param {number} scrollTop @param {number} boxPx @param {number} rowPx @param {number} margin
 * @returns {{ first: number, last: number }}
 */
export function linesInView(n, scrollTop, boxPx, rowPx, margin) {
  const first = Math.max(0, Math.floor(scrollTop / rowPx) - margin);
  const last = Math.min(n, Math.ceil((scrollTop + boxPx) / rowPx) + margin);
  return { first: Math.min(first, last), last };
}

/**
 * Where to scroll the list so line `line` is in view with `pad` lines
 * around it: null when it already is. A line leaving the view at the
 * bottom (stepping on) brings it `pad` lines from the top, one leaving at
 * the top `pad` lines from the bottom: the list turns a page once in a
 * box's worth of steps rather than scrolling (and repainting) at each. A
 * line far away (a jump) comes to the middle of the box.
 * @param {number} line @param {number} scrollTop @param {number} boxPx @param {number} rowPx @param {number} [pad]
 * @returns {number | null}
 */
export function scrollToShow(line, scrollTop, boxPx, rowPx, pad = 2) {
  const room = Math.max(0, Math.min(pad * rowPx, (boxPx - rowPx) / 2));
  const top = line * rowPx;
  const bottom = top + rowPx;
  if (top - room >= scrollTop && bottom + room <= scrollTop + boxPx) return null;
  const far = top < scrollTop - boxPx || bottom > scrollTop + 2 * boxPx;
  if (far) return Math.max(0, Math.round(top - (boxPx - rowPx) / 2));
  if (top - room < scrollTop) return Math.max(0, bottom + room - boxPx);
  return Math.max(0, top - room);
}

/**
 * The dice as the lists write them: "63".
 * @param {number[] | null | undefined} dice
 */
export function diceText(dice) {
  return Array.isArray(dice) && dice.length === 2 ? `${dice[0]}${dice[1]}` : "";
}

/**
 * The move played: a checker play as written (`24/18 13/11`), a dance in
 * the language, a cube action in the language.
 * @param {any} m
 */
export function playedText(m) {
  if (m.kind !== "checker") return t(`kind-${m.kind}`);
  const p = String(m.played ?? "");
  return p.trim() === "" ? t("review-dance") : cubeWord(p);
}

/** The class of a mark's severity. @type {Record<string, string>} */
const MARK_CLASSES = { "?!": "doubtful", "?": "error", "??": "blunder" };

/**
 * The severity class of a mark ("" for none).
 * @param {string | null | undefined} mark
 */
export function markClass(mark) {
  return MARK_CLASSES[mark ?? ""] ?? "";
}

/**
 * The severity's word (common.ftl), for a mark's tooltip.
 * @param {string | null | undefined} mark
 */
export function markWord(mark) {
  const c = markClass(mark);
  return c ? t(`mark-${c}`) : "";
}

/**
 * The class of the histogram's colour for `bar` ("" when unknown).
 * @param {number | null | undefined} bar
 */
export function rampClass(bar) {
  return typeof bar === "number" && bar >= 0 && bar <= 5 ? `ramp-${Math.floor(bar)}` : "";
}

/**
 * A move's cells: move number, player, dice, played, error, mark, luck.
 * The error is "—" when unknown; the luck is empty when the file gives none.
 * @param {any} m @param {string[]} players
 * @returns {string[]}
 */
export function moveCells(m, players) {
  return [
    typeof m.move_number === "number" ? int(m.move_number) : "",
    String(players?.[m.player] ?? ""),
    diceText(m.dice),
    playedText(m),
    num(m.error, 3),
    String(m.mark ?? ""),
    typeof m.luck === "number" && Number.isFinite(m.luck) ? signed(m.luck, 3) : "",
  ];
}

/**
 * A game's heading: "Game 3 · 2–4 · Crawford · Bob wins 2 points".
 * @param {any} game @param {string[]} players
 */
export function gameHeading(game, players) {
  const score = Array.isArray(game.score) ? `${int(game.score[0])}–${int(game.score[1])}` : "";
  const parts = [t("review-game", { game: game.number, score })];
  if (game.crawford) parts.push(t("review-crawford"));
  if ((game.winner === 0 || game.winner === 1) && typeof game.points === "number") {
    parts.push(t("review-game-won", { player: String(players?.[game.winner] ?? ""), n: game.points }));
  }
  return parts.join(" · ");
}

/**
 * The candidates panel: one column per analysis the match holds, each
 * with its title, its candidates (rank, play, equity, −diff; the played
 * one marked), its verdict (best play and the error of the one played),
 * or the line saying why there are none.
 * @param {any} answer `review_candidates`' answer
 * @returns {{ engine: string, title: string, counted: boolean, rows: { cells: string[], played: boolean }[], verdict: string, note: string }[]}
 */
export function candidateColumns(answer) {
  const engines = Array.isArray(answer?.engines) ? answer.engines : [];
  return engines.map((/** @type {any} */ e) => {
    const list = e.status === "found" && Array.isArray(e.candidates) ? e.candidates : [];
    const rows = list.map((/** @type {any} */ k) => {
      // The play as `candidates` names it (`move`, the drill-down's word) or `play`.
      const play = String(k.play ?? k.move ?? "");
      return {
        cells: [
          int(k.rank),
          play.trim() === "" ? t("review-dance") : cubeWord(play),
          signed(k.equity, 3),
          k.rank === 1 ? "" : signed(k.diff, 3),
        ],
        played: Boolean(k.played),
      };
    });
    const verdict =
      typeof e.best === "string" && e.best !== ""
        ? t("review-verdict", { best: cubeWord(e.best), error: num(e.error, 3) })
        : "";
    let note = "";
    if (rows.length === 0 && verdict === "") {
      note = e.status === "source_not_found" ? t("drill-cands-not-found") : t("drill-cands-none");
    }
    return { engine: String(e.engine), title: analysisName(e), counted: Boolean(e.counted), rows, verdict, note };
  });
}

/**
 * The analyses a reader can choose between, one per analysis the match
 * holds: named by its engine (what `--engine` takes), or, where the match
 * holds two of one engine (gnuBG's file and a deeper `analyse`), by its
 * full name (`analysis:gnubg 2-ply`, `analysis:gnubg`: what the window's
 * commands take for one analysis).
 * @param {{ engine: string, plies?: number | null, counted?: boolean }[] | null | undefined} analyses
 * @returns {{ engine: string, label: string, counted: boolean }[]}
 */
export function engineChoices(analyses) {
  const list = analyses ?? [];
  return list.map((a) => {
    const twins = list.filter((b) => b.engine === a.engine).length > 1;
    const name = typeof a.plies === "number" ? `${a.engine} ${a.plies}-ply` : a.engine;
    return { engine: twins ? `analysis:${name}` : a.engine, label: analysisName(a), counted: Boolean(a.counted) };
  });
}

/**
 * The point of the graph nearest to (x, y), in the graph's own units:
 * the nearest in x (every series of a move shares its x), then in y.
 * @param {{ x: number, y: number, game: number, seq: number }[]} points @param {number} x @param {number} y
 */
export function nearestPoint(points, x, y) {
  let best = null;
  let bx = Infinity;
  let by = Infinity;
  for (const p of points ?? []) {
    const dx = Math.abs(p.x - x);
    const dy = Math.abs(p.y - y);
    if (dx < bx - 1e-9 || (Math.abs(dx - bx) <= 1e-9 && dy < by)) {
      best = p;
      bx = dx;
      by = dy;
    }
  }
  return best;
}

/**
 * Where each move sits on the graph's x axis, by "game|seq" (its first point).
 * @param {{ x: number, game: number, seq: number }[]} points
 */
export function graphXs(points) {
  /** @type {Map<string, number>} */
  const xs = new Map();
  for (const p of points ?? []) {
    const k = `${p.game}|${p.seq}`;
    if (!xs.has(k)) xs.set(k, p.x);
  }
  return xs;
}

/**
 * Converts a click on the graph (in pixels from its box's corner) to the
 * graph's units, the SVG being drawn at `size` and shown at `box`.
 * @param {number} px @param {number} py @param {{ width: number, height: number }} box @param {[number, number]} size
 */
export function toGraph(px, py, box, size) {
  return {
    x: box.width > 0 ? (px * size[0]) / box.width : 0,
    y: box.height > 0 ? (py * size[1]) / box.height : 0,
  };
}

/**
 * The median of a list of numbers (null for none): the figure the window
 * test reads of `window.__reviewStepTimes`.
 * @param {number[]} xs
 */
export function median(xs) {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/**
 * The player whose errors Alt+←/→ jumps to at first: the one opened at
 * (a decision's player), else the one the filter names, else the first.
 * @param {string[]} players @param {{ player?: number | string | null }} target @param {string | null} [filterPlayer]
 */
export function firstPlayer(players, target, filterPlayer) {
  if (target.player === 0 || target.player === 1) return target.player;
  if (typeof target.player === "string") {
    const i = players.indexOf(target.player);
    if (i >= 0) return i;
  }
  if (filterPlayer) {
    const i = players.indexOf(filterPlayer);
    if (i >= 0) return i;
  }
  return 0;
}

/**
 * The line under the review's title: "7 points · 11/8/2025 · Club night"
 * (what is known of the match).
 * @param {{ length?: number | null, date?: string | null, event?: string | null }} m
 */
export function matchLine(m) {
  const parts = [];
  if (typeof m?.length === "number") parts.push(lengthLabel(m.length));
  if (m?.date) parts.push(day(String(m.date)));
  if (m?.event) parts.push(String(m.event));
  return parts.join(" · ");
}
