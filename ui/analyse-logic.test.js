import { test } from "node:test";
import assert from "node:assert/strict";
import "./i18n-node.js"; // English, from locales/en

import {
  bannerText,
  fmtDuration,
  etaText,
  countText,
  currentText,
  analysisSummaryText,
  selectionText,
  levelLabel,
  throttle,
} from "./analyse-logic.js";

test("the banner counts the matches without analysis, and is empty without any", () => {
  assert.equal(bannerText(2), "2 matches without analysis");
  assert.equal(bannerText(1), "1 match without analysis");
  assert.equal(bannerText(12345), "12,345 matches without analysis");
  assert.equal(bannerText(0), "");
  assert.equal(bannerText(null), "");
  assert.equal(bannerText(undefined), "");
});

test("durations read as people say them", () => {
  assert.equal(fmtDuration(0), "0 s");
  assert.equal(fmtDuration(8.4), "8 s");
  assert.equal(fmtDuration(59.6), "1 min 00 s");
  assert.equal(fmtDuration(125), "2 min 05 s");
  assert.equal(fmtDuration(3840), "1 h 04 min");
  assert.equal(fmtDuration(-3), "0 s");
});

test("the time left says 'estimating…' until the first match lands", () => {
  assert.equal(etaText(null, 0, 5), "estimating…");
  assert.equal(etaText(undefined, 0, 5), "estimating…");
  assert.equal(etaText(NaN, 1, 5), "estimating…");
  assert.equal(etaText(90, 1, 5), "about 1 min 30 s left");
  assert.equal(etaText(0.2, 4, 5), "less than a second left");
  assert.equal(etaText(0, 5, 5), "done");
});

test("progress lines", () => {
  assert.equal(countText({ done: 1, total: 2 }), "1 of 2 matches done");
  assert.equal(countText({ done: 0, total: 1 }), "0 of 1 match done");
  assert.equal(currentText(["alice - bob, 3 points"], false), "Analysing alice - bob, 3 points");
  assert.equal(currentText(["a - b, 1 point", "c - d, money"], false), "Analysing a - b, 1 point and 1 more");
  assert.equal(currentText(["a - b, 1 point"], true), "Cancelling: finishing a - b, 1 point");
  assert.equal(currentText([], false), "");
});

test("the summary says what was kept and what a rerun does", () => {
  assert.equal(
    analysisSummaryText({ analysed: 2, failed: 0, not_started: 0 }, false, 3.4),
    "Analysis finished: 2 analysed, 0 failed in 3 s.",
  );
  assert.equal(
    analysisSummaryText({ analysed: 1, failed: 1, not_started: 3 }, true, 10),
    "Analysis cancelled — every finished match is kept: 1 analysed, 1 failed, 3 not started. Analyse again to do the rest.",
  );
});

test("the selection and the levels in words", () => {
  assert.equal(selectionText({}), "in the library");
  assert.equal(selectionText({ player: null, length: null }), "in the library");
  assert.equal(selectionText({ player: "alice", length: 7 }), "in this selection (of alice, 7-point matches)");
  assert.equal(selectionText({ length: 0, date_from: "2024-01-01" }), "in this selection (money sessions, from 1/1/2024)");
  assert.equal(levelLabel(0), "Quick (0-ply)");
  assert.equal(levelLabel(2), "Standard (2-ply)");
  assert.equal(levelLabel(3), "3-ply");
});

test("throttle: at once when idle, then at most once per interval, never losing the last call", () => {
  let t = 0;
  /** @type {(() => void)[]} */
  const timers = [];
  let calls = 0;
  const f = throttle(() => calls++, 300, { now: () => t, later: (fn) => timers.push(fn) });
  f();
  assert.equal(calls, 1);
  t = 100;
  f();
  f();
  f();
  assert.equal(calls, 1);
  assert.equal(timers.length, 1, "one trailing call for the burst");
  t = 300;
  /** @type {() => void} */ (timers.shift())();
  assert.equal(calls, 2);
  t = 1000;
  f();
  assert.equal(calls, 3);
  assert.equal(timers.length, 0);
});
