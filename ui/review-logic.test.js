import { test } from "node:test";
import assert from "node:assert/strict";
import { speak } from "./i18n-node.js"; // English, from locales/en
import {
  ERROR_MARKS,
  AHEAD,
  BEHIND,
  BOARD_CACHE,
  flatten,
  locate,
  stepTarget,
  gameStart,
  nextError,
  prefetchOrder,
  boardKey,
  Lru,
  Loader,
  Coalescer,
  linesInView,
  scrollToShow,
  diceText,
  playedText,
  markClass,
  markWord,
  rampClass,
  moveCells,
  gameHeading,
  candidateColumns,
  engineChoices,
  nearestPoint,
  graphXs,
  toGraph,
  median,
  firstPlayer,
  matchLine,
} from "./review-logic.js";

/** @param {number} seq @param {number} player @param {Record<string, unknown>} [more] */
function mv(seq, player, more = {}) {
  return {
    seq,
    move_number: Math.floor(seq / 2) + 1,
    player,
    kind: "checker",
    dice: [6, 3],
    played: "24/18 13/10",
    best: null,
    error: 0,
    mwc_loss_pct: null,
    luck: null,
    counted: true,
    position_id: "4HPwATDgc/ABMA",
    match_id: "cAkAAAAAAAAA",
    xgid: "XGID=-b----E-C---eE---c-e----B-:0:0:1:63:0:0:0:7:10",
    mark: "",
    bar: 0,
    ...more,
  };
}

const REVIEW = {
  match: { id: 7, players: ["Alice", "Bob"], length: 7, analyses: [] },
  games: [
    {
      number: 1,
      score: [0, 0],
      crawford: false,
      winner: 1,
      points: 2,
      moves: [
        mv(0, 0),
        mv(1, 1, { mark: "?", error: 0.061, bar: 3 }),
        mv(2, 0, { mark: "?!", error: 0.03, bar: 2 }),
        mv(3, 1, { kind: "double", dice: null, played: "Double" }),
        mv(4, 0, { kind: "take", dice: null, played: "Take", mark: "??", error: 0.2, bar: 5 }),
        mv(5, 1, { played: "" }),
      ],
    },
    { number: 2, score: [0, 2], crawford: false, winner: null, points: null, moves: [] },
    {
      number: 3,
      score: [0, 2],
      crawford: true,
      winner: 0,
      points: 1,
      moves: [mv(0, 1), mv(1, 0, { mark: "?", error: 0.07, bar: 3 }), mv(2, 1, { mark: "??", error: 0.15, bar: 5 })],
    },
  ],
};

test("the moves of every game in one list, each game headed", () => {
  const f = flatten(REVIEW);
  assert.equal(f.steps.length, 9);
  assert.equal(f.lines.length, 12);
  assert.deepEqual(f.starts, [0, -1, 6]);
  assert.deepEqual(f.lines[0], { type: "game", g: 0 });
  assert.deepEqual(f.lines[7], { type: "game", g: 1 });
  assert.deepEqual(f.lines[8], { type: "game", g: 2 });
  assert.equal(f.steps[6].game, 3);
  assert.equal(f.steps[6].line, 9);
  assert.equal(f.lines[f.steps[6].line].type, "move");
  assert.deepEqual(flatten(null), { steps: [], lines: [], starts: [] });
});

test("a match opens at the move asked for", () => {
  const f = flatten(REVIEW);
  assert.equal(locate(f, { game: 1, seq: 4 }), 4);
  assert.equal(locate(f, { game: 3, seq: 2 }), 8);
  // A worst decision names its move number, kind and player, not its seq.
  assert.equal(locate(f, { game: 1, move_number: 3, kind: "take" }), 4);
  assert.equal(locate(f, { game: 1, move_number: 2, kind: "double", player: 1 }), 3);
  assert.equal(locate(f, { game: 1, move_number: 2 }), 2);
  // Unknown seq: the game's first move; unknown game: the match's.
  assert.equal(locate(f, { game: 3, seq: 99 }), 6);
  assert.equal(locate(f, { game: 9 }), 0);
  assert.equal(locate(flatten({ games: [] }), { game: 1 }), -1);
});

test("arrows step one move, PgUp PgDn a game, Home End the match", () => {
  const f = flatten(REVIEW);
  const go = (/** @type {string} */ key, /** @type {number} */ at, alt = false, player = 0) =>
    stepTarget(key, { alt }, f, at, player);
  assert.equal(go("ArrowRight", 0), 1);
  assert.equal(go("ArrowLeft", 1), 0);
  assert.equal(go("ArrowLeft", 0), null);
  assert.equal(go("ArrowRight", 8), null);
  assert.equal(go("ArrowRight", 5), 6); // across games (game 2 has no move)
  assert.equal(go("PageDown", 1), 6);
  assert.equal(go("PageDown", 6), null);
  assert.equal(go("PageUp", 7), 6); // to its game's start
  assert.equal(go("PageUp", 6), 0); // already there: the game before
  assert.equal(go("PageUp", 0), null);
  assert.equal(go("Home", 5), 0);
  assert.equal(go("End", 0), 8);
  assert.equal(go("End", 8), null);
  assert.equal(go("x", 3), null);
  assert.equal(stepTarget("ArrowRight", { ctrl: true }, f, 0, 0), null);
});

test("Alt+arrows jump to the chosen player's errors and blunders, not to doubtful plays", () => {
  assert.deepEqual(ERROR_MARKS, ["?", "??"]);
  const f = flatten(REVIEW);
  const go = (/** @type {string} */ key, /** @type {number} */ at, /** @type {number} */ player) =>
    stepTarget(key, { alt: true }, f, at, player);
  // Alice (0): ?! at 2 passed over, ?? at 4, ? at 7.
  assert.equal(go("ArrowRight", 0, 0), 4);
  assert.equal(go("ArrowRight", 4, 0), 7);
  assert.equal(go("ArrowRight", 7, 0), null);
  assert.equal(go("ArrowLeft", 7, 0), 4);
  // Bob (1): ? at 1, ?? at 8.
  assert.equal(go("ArrowRight", 0, 1), 1);
  assert.equal(go("ArrowRight", 1, 1), 8);
  assert.equal(go("ArrowLeft", 8, 1), 1);
  assert.equal(go("ArrowLeft", 1, 1), null);
  assert.equal(nextError(f, 0, 1, 0), 4);
  assert.equal(gameStart(f, 3, 1), 6);
});

test("the boards fetched ahead: nearest first, then the jumps", () => {
  const f = flatten(REVIEW);
  const order = prefetchOrder(f, 2, 0);
  assert.deepEqual(order.slice(0, 4), [3, 1, 4, 0]);
  assert.ok(!order.includes(2));
  assert.ok(order.includes(8));
  assert.equal(new Set(order).size, order.length);
  assert.ok(order.length <= AHEAD + BEHIND + 6);
  assert.ok(BOARD_CACHE >= AHEAD + BEHIND + 6, "the cache holds what is fetched ahead");
  assert.equal(boardKey(7, null, false, 1, 4), "7||0|1|4");
  assert.notEqual(boardKey(7, "xg", true, 1, 4), boardKey(7, "xg", false, 1, 4));
});

test("the cache keeps the boards used last", () => {
  /** @type {Lru<number>} */
  const c = new Lru(2);
  c.set("a", 1);
  c.set("b", 2);
  assert.equal(c.get("a"), 1); // a used: b is now the oldest
  c.set("c", 3);
  assert.equal(c.has("b"), false);
  assert.equal(c.get("a"), 1);
  assert.equal(c.get("c"), 3);
});

/** A promise settled from outside. */
function deferred() {
  /** @type {(v: any) => void} */ let resolve = () => {};
  /** @type {(e: any) => void} */ let reject = () => {};
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
const tick = () => new Promise((r) => setImmediate(r));

test("a board asked for twice is fetched once; the prefetch goes two at a time", async () => {
  /** @type {Loader<string>} */
  const boards = new Loader(8, 2);
  /** @type {Map<string, ReturnType<typeof deferred>>} */
  const asked = new Map();
  const make = (/** @type {string} */ k) => () => {
    const d = deferred();
    asked.set(k, d);
    return d.promise;
  };
  const p1 = boards.load("a", make("a"));
  const p2 = boards.load("a", make("a"));
  assert.equal(p1, p2);
  asked.get("a")?.resolve("A");
  assert.equal(await p1, "A");
  assert.equal(boards.peek("a"), "A");
  boards.prefetch(["a", "b", "c", "d"].map((k) => ({ key: k, make: make(k) })));
  assert.deepEqual([...asked.keys()], ["a", "b", "c"]); // a at hand; b and c under way
  // A new list replaces the keys not yet asked for (d).
  boards.prefetch(["e"].map((k) => ({ key: k, make: make(k) })));
  asked.get("b")?.resolve("B");
  await tick();
  assert.deepEqual([...asked.keys()], ["a", "b", "c", "e"]);
  asked.get("c")?.resolve("C");
  asked.get("e")?.resolve("E");
  await tick();
  assert.equal(boards.peek("d"), undefined);
  assert.equal(boards.peek("e"), "E");
  // A failed fetch is not kept, and asked again next time.
  const pf = boards.load("f", make("f"));
  asked.get("f")?.reject(new Error("no"));
  await assert.rejects(pf);
  assert.equal(boards.peek("f"), undefined);
  // Cleared: an answer on its way is not kept.
  const pg = boards.load("g", make("g"));
  boards.clear();
  asked.get("g")?.resolve("G");
  await pg;
  assert.equal(boards.peek("g"), undefined);
});

test("key repeats: only the latest move is fetched and painted", async () => {
  /** @type {Map<number, ReturnType<typeof deferred>>} */
  const asked = new Map();
  /** @type {number[]} */
  const painted = [];
  /** @type {Coalescer<number, string>} */
  const c = new Coalescer(
    (want) => {
      const d = deferred();
      asked.set(want, d);
      return d.promise;
    },
    (want) => painted.push(want),
  );
  c.request(1);
  c.request(2);
  c.request(3);
  assert.deepEqual([...asked.keys()], [1]); // one fetch under way; 2 never fetched
  asked.get(1)?.resolve("one");
  await tick();
  assert.deepEqual(painted, []); // 1 is stale
  assert.deepEqual([...asked.keys()], [1, 3]);
  asked.get(3)?.resolve("three");
  await tick();
  assert.deepEqual(painted, [3]);
  // A board at hand is painted by the caller: the fetch under way is dropped.
  c.request(4);
  c.request(5, true);
  asked.get(4)?.resolve("four");
  await tick();
  assert.deepEqual(painted, [3]);
  assert.equal(asked.has(5), false);
  // A failure of the latest is reported; of a stale one, the latest is fetched.
  /** @type {number[]} */
  const failed = [];
  const c2 = new Coalescer(
    (/** @type {number} */ want) => {
      const d = deferred();
      asked.set(100 + want, d);
      return d.promise;
    },
    () => {},
    (want) => failed.push(/** @type {number} */ (want)),
  );
  c2.request(1);
  asked.get(101)?.reject(new Error("x"));
  await tick();
  assert.deepEqual(failed, [1]);
  c2.request(2);
  c2.request(3);
  asked.get(102)?.reject(new Error("x"));
  await tick();
  assert.ok(asked.has(103));
  c2.reset();
  asked.get(103)?.resolve("late");
  await tick();
  assert.deepEqual(failed, [1]);
});

test("the list draws the lines in view and scrolls the current one in", () => {
  assert.deepEqual(linesInView(1000, 0, 240, 24, 5), { first: 0, last: 15 });
  assert.deepEqual(linesInView(1000, 2400, 240, 24, 5), { first: 95, last: 115 });
  assert.deepEqual(linesInView(12, 0, 600, 24, 5), { first: 0, last: 12 });
  // In view with room: no scroll.
  assert.equal(scrollToShow(5, 0, 240, 24), null);
  // Stepping on past the bottom: a page turned, the line two from the top.
  assert.equal(scrollToShow(8, 0, 240, 24), 8 * 24 - 48);
  assert.equal(scrollToShow(9, 8 * 24 - 48, 240, 24), null);
  // Stepping back past the top: the line two from the bottom.
  assert.equal(scrollToShow(11, 240, 240, 24), 12 * 24 + 48 - 240);
  // Far: in the middle.
  assert.equal(scrollToShow(500, 0, 240, 24), 500 * 24 - 108);
  assert.equal(scrollToShow(0, 500, 240, 24), 0);
});

test("a row's words: dice, the play, a dance, a cube action, the error, the mark, the luck", () => {
  const players = ["Alice", "Bob"];
  assert.equal(diceText([6, 3]), "63");
  assert.equal(diceText(null), "");
  assert.deepEqual(moveCells(mv(1, 1, { mark: "?", error: 0.0614, luck: -0.1234 }), players), [
    "1",
    "Bob",
    "63",
    "24/18 13/10",
    "0.061",
    "?",
    "−0.123",
  ]);
  assert.equal(playedText(mv(5, 1, { played: "" })), "dance");
  assert.equal(playedText(mv(3, 1, { kind: "double", played: "Double", dice: null })), "Double");
  assert.equal(playedText(mv(3, 1, { kind: "no_double", played: "" })), "No double");
  assert.equal(playedText(mv(3, 1, { kind: "pass", played: "" })), "Pass");
  const unknown = moveCells(mv(2, 0, { error: null, luck: null, kind: "take", dice: null }), players);
  assert.equal(unknown[2], "");
  assert.equal(unknown[3], "Take");
  assert.equal(unknown[4], "—");
  assert.equal(unknown[6], "");
  assert.equal(markClass("?!"), "doubtful");
  assert.equal(markClass("?"), "error");
  assert.equal(markClass("??"), "blunder");
  assert.equal(markClass(""), "");
  assert.equal(markWord("??"), "blunder");
  assert.equal(rampClass(0), "ramp-0");
  assert.equal(rampClass(5), "ramp-5");
  assert.equal(rampClass(null), "");
  assert.equal(rampClass(9), "");
});

test("rows and headings in another language", () => {
  speak("de");
  try {
    const c = moveCells(mv(1, 1, { error: 0.0614, luck: 0.5 }), ["A", "B"]);
    assert.equal(c[4], "0,061");
    assert.equal(c[6], "+0,500");
    assert.notEqual(playedText(mv(5, 1, { played: "" })), "dance");
    assert.match(gameHeading(REVIEW.games[2], ["Alice", "Bob"]), /^Partie 3 · 0–2 · Crawford · Alice /);
  } finally {
    speak("en");
  }
});

test("a game's heading: its number, the score before it, Crawford, who won", () => {
  const players = ["Alice", "Bob"];
  assert.equal(gameHeading(REVIEW.games[0], players), "Game 1 · 0–0 · Bob wins 2 points");
  assert.equal(gameHeading(REVIEW.games[1], players), "Game 2 · 0–2");
  assert.equal(gameHeading(REVIEW.games[2], players), "Game 3 · 0–2 · Crawford · Alice wins 1 point");
});

test("candidates side by side, the played one marked, with each engine's verdict", () => {
  const cols = candidateColumns({
    engines: [
      {
        engine: "xg",
        plies: null,
        counted: true,
        status: "found",
        candidates: [
          { rank: 1, play: "24/18 13/10", equity: 0.123, diff: 0, played: false },
          // As the library writes a candidate (`move`, as the drill-down's boards).
          { rank: 2, move: "13/7 13/10", equity: 0.062, diff: -0.061, played: true },
        ],
        best: "24/18 13/10",
        error: 0.061,
      },
      { engine: "gnubg", plies: 2, counted: false, status: "source_not_found", candidates: [], best: null, error: null },
    ],
  });
  assert.equal(cols.length, 2);
  assert.equal(cols[0].title, "XG");
  assert.equal(cols[0].counted, true);
  assert.deepEqual(cols[0].rows[0], { cells: ["1", "24/18 13/10", "+0.123", ""], played: false });
  assert.deepEqual(cols[0].rows[1], { cells: ["2", "13/7 13/10", "+0.062", "−0.061"], played: true });
  assert.equal(cols[0].verdict, "Best: 24/18 13/10 · error 0.061");
  assert.equal(cols[0].note, "");
  assert.equal(cols[1].title, "gnuBG 2-ply");
  assert.deepEqual(cols[1].rows, []);
  assert.equal(cols[1].note, "candidates: source file not found");
  // A cube decision: no candidates, the verdict says it all.
  const cube = candidateColumns({
    engines: [{ engine: "xg", counted: true, status: "none", candidates: [], best: "No double", error: 0.02 }],
  });
  assert.equal(cube[0].verdict, "Best: No double · error 0.020");
  assert.equal(cube[0].note, "");
  assert.equal(candidateColumns({ engines: [{ engine: "gnubg", status: "none" }] })[0].note, "candidates: none in the file for this play");
  assert.deepEqual(candidateColumns(null), []);
});

test("the analyses to choose between, each of them, twins of one engine by their full name", () => {
  assert.deepEqual(
    engineChoices([
      { engine: "xg", plies: null, counted: false },
      { engine: "gnubg", plies: 0, counted: false },
      { engine: "gnubg", plies: 2, counted: true },
    ]),
    [
      { engine: "xg", label: "XG", counted: false },
      { engine: "analysis:gnubg 0-ply", label: "gnuBG 0-ply", counted: false },
      { engine: "analysis:gnubg 2-ply", label: "gnuBG 2-ply", counted: true },
    ],
  );
  // gnuBG's file (its ply unknown) beside an `analyse` at 2-ply.
  assert.deepEqual(
    engineChoices([
      { engine: "gnubg", plies: null, counted: false },
      { engine: "gnubg", plies: 2, counted: true },
    ]).map((c) => c.engine),
    ["analysis:gnubg", "analysis:gnubg 2-ply"],
  );
  assert.deepEqual(engineChoices(undefined), []);
});

test("a click on the graph goes to the nearest move", () => {
  const points = [
    { x: 10, y: 50, game: 1, seq: 0 },
    { x: 10, y: 80, game: 1, seq: 0 },
    { x: 20, y: 40, game: 1, seq: 1 },
    { x: 30, y: 90, game: 2, seq: 0 },
  ];
  assert.deepEqual(nearestPoint(points, 14, 0), points[0]);
  assert.deepEqual(nearestPoint(points, 16, 99), points[2]);
  assert.deepEqual(nearestPoint(points, 100, 0), points[3]);
  assert.equal(nearestPoint([], 1, 1), null);
  const xs = graphXs(points);
  assert.equal(xs.get("1|0"), 10);
  assert.equal(xs.get("2|0"), 30);
  assert.deepEqual(toGraph(50, 20, { width: 400, height: 100 }, [800, 200]), { x: 100, y: 40 });
  assert.deepEqual(toGraph(5, 5, { width: 0, height: 0 }, [800, 200]), { x: 0, y: 0 });
});

test("the step times' median, and whose errors the jumps look for", () => {
  assert.equal(median([5, 1, 3]), 3);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([]), null);
  assert.equal(firstPlayer(["A", "B"], { player: 1 }), 1);
  assert.equal(firstPlayer(["A", "B"], { player: "B" }), 1);
  assert.equal(firstPlayer(["A", "B"], {}, "B"), 1);
  assert.equal(firstPlayer(["A", "B"], { player: "Z" }, "Y"), 0);
});

test("the line under the title says what is known of the match", () => {
  assert.equal(matchLine({ length: 7, date: "2025-11-08", event: "Club night" }), "7 points · 11/8/2025 · Club night");
  assert.equal(matchLine({ length: 0, date: null, event: null }), "Money");
  assert.equal(matchLine({}), "");
});
