import { test } from "node:test";
import assert from "node:assert/strict";
import "./i18n-node.js"; // English, from locales/en
import { keyLabel, filterForCell, share, tableWindow, TABLE_ROWS } from "./progress-logic.js";

test("breakdown keys read as words", () => {
  assert.equal(keyLabel("score", "3a-5a"), "3-away, 5-away");
  assert.equal(keyLabel("score", "money"), "Money");
  assert.equal(keyLabel("length", "1"), "1 point");
  assert.equal(keyLabel("length", "7"), "7 points");
  assert.equal(keyLabel("phase", "bearoff"), "Bear-off");
  assert.equal(keyLabel("cube-action", "wrong_take"), "Wrong take");
});

test("a click on a cell narrows the filters it can", () => {
  assert.deepEqual(filterForCell("length", "7"), { length: "7" });
  assert.deepEqual(filterForCell("length", "money"), { length: "0" });
  assert.deepEqual(filterForCell("cube-action", "wrong_pass"), { decisions: "cube" });
  assert.deepEqual(filterForCell("phase", "race"), { decisions: "checker" });
  assert.equal(filterForCell("score", "2a-5a"), null);
});

test("shares are null when unknown", () => {
  assert.equal(share(1, 4), 25);
  assert.equal(share(null, 4), null);
  assert.equal(share(1, 0), null);
});

import { better } from "./progress-logic.js";

test("the better of two rates is the lower one, unknown compares to nothing", () => {
  assert.equal(better(3.1, 4.2, 2), 0);
  assert.equal(better(5, 4.2, 2), 1);
  assert.equal(better(3.001, 3.004, 2), null);
  assert.equal(better(null, 4, 2), null);
});

test("a long progression lists its latest rows and says so", () => {
  assert.deepEqual(tableWindow(132, "month"), { from: 0, note: "" });
  assert.deepEqual(tableWindow(TABLE_ROWS, "match"), { from: 0, note: "" });
  const w = tableWindow(10000, "match");
  assert.equal(w.from, 10000 - TABLE_ROWS);
  assert.equal(w.note, "The table lists the latest 200 of 10,000 matches; the chart shows them all.");
  assert.equal(tableWindow(30, "event", 10).from, 20);
});
