import { test } from "node:test";
import assert from "node:assert/strict";
import "./i18n-node.js"; // English, from locales/en

import {
  fmtNum,
  fmtCount,
  sortRows,
  nextDirection,
  toCsv,
  csvCell,
  parseThresholds,
  presetOf,
  filterFrom,
  progressText,
  describeReport,
  summaryText,
  baseName,
  lengthLabel,
  matchRecord,
  rowsToDraw,
} from "./logic.js";

test("unknown is a dash, never 0", () => {
  assert.equal(fmtNum(null, 2), "—");
  assert.equal(fmtNum(undefined, 2), "—");
  assert.equal(fmtNum(NaN, 2), "—");
  assert.equal(fmtNum(0, 2), "0.00");
  assert.equal(fmtNum(4.1914, 2), "4.19");
  assert.equal(fmtNum(-0.0001, 3), "0.000");
  assert.equal(fmtNum(-0.0123, 3), "-0.012");
  assert.equal(fmtCount(null), "—");
  assert.equal(fmtCount(0), "0");
  assert.equal(fmtCount(12), "12");
  assert.equal(fmtCount(2868821), "2,868,821");
});

test("sorting puts unknowns at the bottom in both directions", () => {
  const rows = [
    { name: "carol", pr: null },
    { name: "alice", pr: 5.2 },
    { name: "Bob", pr: 3.1 },
    { name: "dave", pr: undefined },
    { name: "eve", pr: 5.2 },
  ];
  assert.deepEqual(
    sortRows(rows, "pr", "asc").map((r) => r.name),
    ["Bob", "alice", "eve", "carol", "dave"],
  );
  assert.deepEqual(
    sortRows(rows, "pr", "desc").map((r) => r.name),
    ["alice", "eve", "Bob", "carol", "dave"],
  );
  assert.deepEqual(
    sortRows(rows, "name", "asc").map((r) => r.name),
    ["alice", "Bob", "carol", "dave", "eve"],
  );
  assert.deepEqual(
    sortRows(rows, "name", "desc").map((r) => r.name),
    ["eve", "dave", "carol", "Bob", "alice"],
  );
  // The input is not changed.
  assert.equal(rows[0].name, "carol");
});

test("header clicks toggle the direction", () => {
  assert.equal(nextDirection("pr", null, "asc"), "asc");
  assert.equal(nextDirection("pr", "pr", "asc"), "desc");
  assert.equal(nextDirection("pr", "pr", "desc"), "asc");
  assert.equal(nextDirection("matches", "pr", "asc"), "desc");
});

test("CSV quotes what needs quoting and leaves unknowns empty", () => {
  assert.equal(csvCell(null), "");
  assert.equal(csvCell('say "hi", ok'), '"say ""hi"", ok"');
  assert.equal(
    toCsv([{ name: "Job, Maxence", pr: 4.5, errors: null }], ["name", "pr", "errors"]),
    'name,pr,errors\n"Job, Maxence",4.5,\n',
  );
});

test("threshold validation", () => {
  assert.deepEqual(parseThresholds("0.050", "0.100"), { ok: true, error: 0.05, blunder: 0.1 });
  assert.deepEqual(parseThresholds(" 0,02 ", ".08"), { ok: true, error: 0.02, blunder: 0.08 });
  assert.deepEqual(parseThresholds("0.06", "0.06"), { ok: true, error: 0.06, blunder: 0.06 });
  const bad = parseThresholds("0.120", "0.100");
  assert.equal(bad.ok, false);
  assert.match(/** @type {any} */ (bad).message, /error threshold \(0\.120\) must not be above the blunder threshold \(0\.100\)/);
  assert.equal(parseThresholds("-0.1", "0.1").ok, false);
  assert.equal(parseThresholds("abc", "0.1").ok, false);
  assert.equal(parseThresholds("", "0.1").ok, false);
  assert.equal(parseThresholds("0.1", "11").ok, false);
});

test("presets are recognised", () => {
  assert.equal(presetOf({ error: 0.05, blunder: 0.1 }), "blunderdb");
  assert.equal(presetOf({ error: 0.03, blunder: 0.06 }), "gnubg");
  assert.equal(presetOf({ error: 0.02, blunder: 0.08 }), "xg");
  assert.equal(presetOf({ error: 0.02, blunder: 0.1 }), null);
});

test("filter bar values become the library's filter", () => {
  assert.deepEqual(filterFrom({}), {
    player: null,
    date_from: null,
    date_to: null,
    length: null,
    decisions: "all",
  });
  assert.deepEqual(
    filterFrom({ player: "Maxence Job", from: "2024-01-01", to: "", length: "0", decisions: "cube" }),
    { player: "Maxence Job", date_from: "2024-01-01", date_to: null, length: 0, decisions: "cube" },
  );
});

test("import texts", () => {
  assert.equal(
    progressText({ done: 3, total: 10, current: "/a/b/test.sgf", matches: 2 }),
    "3 of 10 files · 2 matches imported · test.sgf",
  );
  assert.equal(progressText({ done: 0, total: 1, current: "", matches: 0 }), "0 of 1 file · 0 matches imported");
  assert.deepEqual(describeReport({ path: "/x/a.mat", status: "duplicate", id: 1, of: "/y/a.sgf" }), {
    status: "duplicate",
    text: "a.mat: already in the library (from a.sgf)",
  });
  assert.equal(describeReport({ path: "C:\\m\\bad.sgf", status: "failed", error: "bad.sgf: line 3: no" }).text, "bad.sgf: bad.sgf: line 3: no");
  assert.equal(
    summaryText({ imported: 2, duplicates: 1, replaced: 0, skipped: 0, failed: 0 }, false),
    "Import finished: 2 imported, 1 duplicate, 0 failed",
  );
  assert.match(summaryText({ imported: 0, duplicates: 0, replaced: 0, skipped: 3, failed: 1 }, true), /^Cancelled/);
  assert.equal(baseName("/a/b/c.xg"), "c.xg");
  assert.equal(lengthLabel(0), "Money");
  assert.equal(lengthLabel(7), "7 points");
});

test("all players: each match once, no wins or losses", () => {
  // The library counts each match once when no player is chosen.
  assert.deepEqual(matchRecord({ matches: 35, wins: 35, losses: 35 }, { player: null }), {
    matches: 35,
    wins: null,
    losses: null,
  });
  assert.deepEqual(matchRecord({ matches: 3, wins: 2, losses: 1 }, { player: "Job" }), {
    matches: 3,
    wins: 2,
    losses: 1,
  });
});

test("a long table draws the rows around the view, and redraws only once they stop covering it", () => {
  // Short tables: every row, once.
  assert.deepEqual(rowsToDraw(30, 0, 20, 40, { first: -1 }), { first: 0, last: 30 });
  assert.equal(rowsToDraw(30, 5, 25, 40, { first: 0 }), null);
  // 200 rows, 40 drawn: from the top, then a quarter above the view.
  assert.deepEqual(rowsToDraw(200, 0, 24, 40, { first: -1 }), { first: 0, last: 40 });
  assert.equal(rowsToDraw(200, 10, 34, 40, { first: 0 }), null);
  assert.deepEqual(rowsToDraw(200, 30, 54, 40, { first: 0 }), { first: 20, last: 60 });
  // At the end, the last 40.
  assert.deepEqual(rowsToDraw(200, 190, 214, 40, { first: 20 }), { first: 160, last: 200 });
  assert.equal(rowsToDraw(200, 176, 200, 40, { first: 160 }), null);
});
