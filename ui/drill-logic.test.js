import { test } from "node:test";
import assert from "node:assert/strict";
import "./i18n-node.js"; // English, from locales/en
import {
  PAGE,
  titleOf,
  totalOf,
  requestOf,
  pageMove,
  cursorOf,
  pageText,
  step,
  pageOffset,
  rowCells,
  idsOf,
  candidatesOf,
  signed,
} from "./drill-logic.js";

const T = { error: 0.05, blunder: 0.1 };

test("titles name the figure clicked", () => {
  assert.equal(titleOf({ type: "bucket", bucket: 3 }, T), "Decisions of 25–50 millipoints");
  assert.equal(titleOf({ type: "errors" }, T), "Errors (≥ 0.050 EMG)");
  assert.equal(titleOf({ type: "blunders" }, T), "Blunders (≥ 0.100 EMG)");
  assert.equal(titleOf({ type: "worst" }, T), "All decisions, worst first");
});

test("the list holds as many decisions as the figure counts", () => {
  const figures = {
    decisions: 900,
    errors: 41,
    blunders: 12,
    histogram: [{ count: 700 }, { count: 90 }, { count: 50 }, { count: 30 }, { count: 20 }, { count: 10 }],
  };
  assert.equal(totalOf({ type: "bucket", bucket: 0 }, figures), 700);
  assert.equal(totalOf({ type: "bucket", bucket: 5 }, figures), 10);
  assert.equal(totalOf({ type: "errors" }, figures), 41);
  assert.equal(totalOf({ type: "blunders" }, figures), 12);
  assert.equal(totalOf({ type: "worst" }, figures), 900);
  // Unknown is not zero.
  assert.equal(totalOf({ type: "errors" }, { errors: null }), null);
  assert.equal(totalOf({ type: "bucket", bucket: 2 }, { histogram: [{ count: null }] }), null);
  assert.equal(totalOf({ type: "worst" }, null), null);
});

test("requests carry the bar or the threshold of the figure", () => {
  const f = { player: "alice" };
  assert.deepEqual(requestOf({ type: "bucket", bucket: 2 }, f, T, 50, 120), {
    filter: f,
    limit: PAGE,
    offset: 50,
    bucket: 2,
    total: 120,
  });
  assert.deepEqual(requestOf({ type: "errors" }, f, T, 0, null), { filter: f, limit: PAGE, offset: 0, min_error: 0.05 });
  assert.equal(requestOf({ type: "blunders" }, f, T, -4, 3).min_error, 0.1);
  assert.equal(requestOf({ type: "blunders" }, f, T, -4, 3).offset, 0);
  assert.equal(requestOf({ type: "worst" }, f, T, 0, 3).min_error, undefined);
});

test("the pager says where the page is", () => {
  assert.equal(pageText(0, 50, 4233), "1–50 of 4,233");
  assert.equal(pageText(50, 12, 62), "51–62 of 62");
  assert.equal(pageText(0, 0, 0), "none");
  assert.equal(pageText(0, 3, null), "1–3");
});

test("keys step through the whole list, across pages", () => {
  assert.equal(step("ArrowDown", 0, 10), 1);
  assert.equal(step("ArrowRight", 49, 120), 50);
  assert.equal(step("ArrowUp", 50, 120), 49);
  assert.equal(step("ArrowUp", 0, 120), null);
  assert.equal(step("ArrowDown", 119, 120), null);
  assert.equal(step("PageDown", 10, 120), 60);
  assert.equal(step("PageDown", 100, 120), 119);
  assert.equal(step("End", 3, 120), 119);
  assert.equal(step("Home", 3, 120), 0);
  assert.equal(step("x", 3, 120), null);
  assert.equal(step("ArrowDown", 0, 0), null);
  assert.equal(pageOffset(0), 0);
  assert.equal(pageOffset(49), 0);
  assert.equal(pageOffset(50), 50);
  assert.equal(pageOffset(-3), 0);
});

test("rows and IDs", () => {
  const d = {
    error: 0.4123,
    player: "alice",
    opponent: "bob",
    match: 8,
    game: 1,
    move: 39,
    kind: "checker",
    dice: "43",
    played: "",
    xgid: "XGID=x",
    position_id: "4HPwATDgc/ABMA",
    match_id: null,
  };
  assert.deepEqual(rowCells(d, 1, false), ["1", "0.412", "alice", "8 · 1 · 39", "43", "(no move)"]);
  assert.equal(rowCells(d, 1, true)[2], "vs bob");
  assert.deepEqual(rowCells({ ...d, kind: "take", played: "Take" }, 2, false).slice(4), ["Take", "Take"]);
  // The JSON's "no double" is the message kind-no_double.
  assert.equal(rowCells({ ...d, kind: "no double", played: "No double" }, 3, false)[4], "No double");
  assert.deepEqual(idsOf(d), [
    ["XGID", "xgid", "XGID=x"],
    ["Position ID", "posid", "4HPwATDgc/ABMA"],
    ["Match ID", "matchid", "—"],
  ]);
});

test("the candidate list: rank, move, equity, difference, the played one marked", () => {
  const view = {
    decision: { kind: "checker" },
    candidates: {
      status: "found",
      candidates: [
        { rank: 1, move: "8/5 11/10", equity: 0.825, diff: 0, played: false },
        { rank: 2, move: "8/5 7/6", equity: -0.212, diff: -1.037, played: true },
      ],
    },
  };
  const c = candidatesOf(view);
  assert.equal(c.note, "");
  assert.deepEqual(c.rows, [
    { cells: ["1", "8/5 11/10", "+0.825", ""], played: false },
    { cells: ["2", "8/5 7/6", "−0.212", "−1.037"], played: true },
  ]);
  assert.equal(candidatesOf({ ...view, candidates: { status: "source_not_found", source: "/x.sgf" } }).note, "candidates: source file not found");
  assert.match(candidatesOf({ ...view, candidates: { status: "none" } }).note, /none in the file/);
  assert.deepEqual(candidatesOf({ decision: { kind: "take" }, candidates: { status: "none" } }), { rows: [], note: "" });
  assert.equal(signed(0, 3), "0.000");
  assert.equal(signed(-0.0001, 3), "0.000");
  assert.equal(signed(null, 3), "—");
});

test("next and previous pages are asked for by cursor, jumps by offset", () => {
  const rows = Array.from({ length: PAGE }, (_, i) => ({ error: 0.5 - i / 1000, match: 7, game: 2, seq: i }));
  assert.deepEqual(pageMove(PAGE * 3, PAGE * 2, rows), { after: { error: 0.5 - 49 / 1000, match: 7, game: 2, seq: 49 } });
  assert.deepEqual(pageMove(PAGE, PAGE * 2, rows), { before: { error: 0.5, match: 7, game: 2, seq: 0 } });
  // A jump, a first load, a short last page: by offset.
  assert.deepEqual(pageMove(PAGE * 9, PAGE * 2, rows), { offset: PAGE * 9 });
  assert.deepEqual(pageMove(0, -1, []), { offset: 0 });
  assert.deepEqual(pageMove(PAGE * 3, PAGE * 2, rows.slice(0, 10)), { offset: PAGE * 3 });
  assert.equal(cursorOf({ error: null, match: 1, game: 1, seq: 1 }), null);
  // The request carries the cursor in place of the offset.
  const f = {};
  const after = requestOf({ type: "worst" }, f, T, { after: cursorOf(rows[49]) }, 900);
  assert.deepEqual(after, { filter: f, limit: PAGE, after: cursorOf(rows[49]), total: 900 });
  assert.equal(after.offset, undefined);
  assert.deepEqual(requestOf({ type: "worst" }, f, T, { before: cursorOf(rows[0]) }, null).before, cursorOf(rows[0]));
  assert.equal(requestOf({ type: "worst" }, f, T, { offset: 100 }, null).offset, 100);
});

test("a breakdown cell lists its decisions: title, total and request", () => {
  /** @type {import("./drill-logic.js").Source} */
  const src = { type: "breakdown", by: "phase", key: "race", label: "Race", total: 312 };
  assert.equal(titleOf(src, T), "Where the errors are: Race");
  assert.equal(totalOf(src, null), 312);
  assert.equal(totalOf({ ...src, total: null }, { decisions: 9 }), null);
  const f = { player: "alice" };
  assert.deepEqual(requestOf(src, f, T, 0, 312), {
    filter: f,
    limit: PAGE,
    offset: 0,
    breakdown: { by: "phase", key: "race" },
    total: 312,
  });
});
