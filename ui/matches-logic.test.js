import { test } from "node:test";
import assert from "node:assert/strict";
import { speak } from "./i18n-node.js"; // English, from locales/en
import {
  PAGE,
  DEFAULT_SORT,
  requestOf,
  nextSort,
  ariaSort,
  analysisName,
  analysesOf,
  analysesText,
  resultText,
  rowCells,
  pageText,
  turnPage,
  rowStep,
  sameRequest,
} from "./matches-logic.js";

const ROW = {
  id: 12,
  date: "2025-11-08",
  event: "Club night",
  players: ["charlot1", "charlot2"],
  length: 7,
  score: [7, 3],
  winner: 0,
  pr: [0.39, 0.42],
  analyses: [
    { engine: "xg", plies: null, version: "2.19", counted: true },
    { engine: "gnubg", plies: 2, version: "1.08", counted: false },
  ],
};

test("the request carries the Stats filter, the event, the search and the page", () => {
  const req = requestOf(
    { player: "charlot1", from: "2025-01-01", to: "", length: "7", event: "  Club night ", search: "" },
    { sort: "pr0", desc: false },
    100,
  );
  assert.deepEqual(req, {
    filter: { player: "charlot1", date_from: "2025-01-01", date_to: null, length: 7, decisions: "all" },
    event: "Club night",
    search: null,
    sort: "pr0",
    desc: false,
    offset: 100,
    limit: PAGE,
  });
  // An unknown sort falls back to the date; a negative offset to the first page.
  const r2 = requestOf({}, { sort: "nonsense", desc: true }, -5);
  assert.equal(r2.sort, "date");
  assert.equal(r2.offset, 0);
  assert.equal(r2.filter.player, null);
  assert.equal(r2.filter.length, null);
});

test("a header click turns the column round, another starts at its interesting end", () => {
  assert.deepEqual(nextSort("date", DEFAULT_SORT), { sort: "date", desc: false });
  assert.deepEqual(nextSort("pr0", DEFAULT_SORT), { sort: "pr0", desc: false });
  assert.deepEqual(nextSort("pr0", { sort: "pr0", desc: false }), { sort: "pr0", desc: true });
  assert.deepEqual(nextSort("length", { sort: "pr0", desc: false }), { sort: "length", desc: true });
  assert.deepEqual(nextSort("players", { sort: "date", desc: true }), { sort: "players", desc: false });
  assert.equal(ariaSort("date", DEFAULT_SORT), "descending");
  assert.equal(ariaSort("event", { sort: "event", desc: false }), "ascending");
  assert.equal(ariaSort("event", DEFAULT_SORT), "none");
});

test("the analyses held are named, the counted one marked when there are several", () => {
  assert.equal(analysisName({ engine: "xg" }), "XG");
  assert.equal(analysisName({ engine: "gnubg", plies: 2 }), "gnuBG 2-ply");
  assert.equal(analysisName({ engine: "gnubg", plies: null }), "gnuBG");
  assert.deepEqual(analysesOf(ROW.analyses), [
    { name: "XG", counted: true },
    { name: "gnuBG 2-ply", counted: false },
  ]);
  assert.equal(analysesText(ROW.analyses), "XG ✓ · gnuBG 2-ply");
  assert.equal(analysesText([{ engine: "gnubg", plies: 0, counted: true }]), "gnuBG 0-ply");
  assert.equal(analysesText([]), "not analysed");
  assert.equal(analysesText(null), "not analysed");
});

test("a row's cells, with — for what is unknown", () => {
  assert.deepEqual(rowCells(ROW), [
    "11/8/2025",
    "Club night",
    "charlot1 – charlot2",
    "7 points",
    "7–3",
    "0.39",
    "0.42",
    "XG ✓ · gnuBG 2-ply",
  ]);
  const bare = { ...ROW, date: null, event: null, length: 0, pr: [null, 5.123], analyses: [] };
  assert.deepEqual(rowCells(bare), ["—", "—", "charlot1 – charlot2", "Money", "7–3", "—", "5.12", "not analysed"]);
  assert.equal(resultText(null), "—");
});

test("a row follows the language: dates, numbers and words", () => {
  speak("fr");
  try {
    const c = rowCells({ ...ROW, score: [11, 10], pr: [12.5, 0.391] });
    assert.equal(c[0], "08/11/2025");
    assert.equal(c[3], "7 points");
    assert.equal(c[5], "12,50");
    assert.equal(c[6], "0,39");
    assert.equal(c[7], "XG ✓ · gnuBG 2-ply");
  } finally {
    speak("en");
  }
});

test("the pager's words and pages", () => {
  assert.equal(pageText(0, 50, 100000), "1–50 of 100,000");
  assert.equal(pageText(50, 3, null), "51–53");
  assert.equal(pageText(0, 0, 0), "");
  assert.equal(turnPage(0, 1, 120), 50);
  assert.equal(turnPage(100, 1, 120), null);
  assert.equal(turnPage(0, -1, 120), null);
  assert.equal(turnPage(50, -1, 120), 0);
});

test("keys move through the rows and across pages", () => {
  assert.equal(rowStep("ArrowDown", -1, 5), 0);
  assert.equal(rowStep("ArrowDown", 2, 5), 3);
  assert.equal(rowStep("ArrowDown", 4, 5), "next");
  assert.equal(rowStep("ArrowUp", 3, 5), 2);
  assert.equal(rowStep("ArrowUp", 0, 5), "prev");
  assert.equal(rowStep("Home", 3, 5), 0);
  assert.equal(rowStep("End", 0, 5), 4);
  assert.equal(rowStep("PageDown", 0, 5), "next");
  assert.equal(rowStep("x", 0, 5), null);
  assert.equal(rowStep("ArrowDown", 0, 0), null);
});

test("the same request needs no new answer", () => {
  const a = requestOf({ event: "x" }, DEFAULT_SORT, 0);
  assert.equal(sameRequest(a, requestOf({ event: "x " }, DEFAULT_SORT, 0)), true);
  assert.equal(sameRequest(a, requestOf({ event: "x" }, DEFAULT_SORT, 50)), false);
  assert.equal(sameRequest(null, a), false);
});
