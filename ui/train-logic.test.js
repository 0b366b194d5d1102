import { test } from "node:test";
import assert from "node:assert/strict";

import { MoveBuilder, moveText, pointText, cubeAnswers, gradeMessage, gradeRamp, retentionArgs } from "./train-logic.js";

test("points are written as the move text writes them", () => {
  assert.equal(pointText(25), "bar");
  assert.equal(pointText(0), "off");
  assert.equal(pointText(13), "13");
  assert.equal(moveText([{ from: 13, to: 7 }, { from: 8, to: 7 }]), "13/7 8/7");
  assert.equal(moveText([{ from: 25, to: 22 }, { from: 6, to: 0 }]), "bar/22 6/off");
  assert.equal(moveText([]), "");
});

test("a move is built by clicks: pick up, put down", () => {
  const m = new MoveBuilder();
  assert.equal(m.click(13), false);
  assert.equal(m.held, 13);
  assert.equal(m.click(7), true);
  assert.equal(m.click(8), false);
  assert.equal(m.click(7), true);
  assert.equal(m.text(), "13/7 8/7");
  assert.equal(m.held, null);
  // A click on the point held puts the checker back.
  m.click(6);
  m.click(6);
  assert.equal(m.held, null);
  assert.equal(m.text(), "13/7 8/7");
  // Nothing is picked up from the tray, nothing is put on the bar.
  m.click(0);
  assert.equal(m.held, null);
  m.click(6);
  m.click(25);
  assert.equal(m.held, 6);
  m.click(0);
  assert.equal(m.text(), "13/7 8/7 6/off");
  // At most four checkers.
  m.click(24);
  m.click(23);
  assert.equal(m.segments.length, 4);
  m.click(5);
  assert.equal(m.held, null);
  // Points outside the board are ignored.
  assert.equal(m.click(26), false);
  assert.equal(m.click(-1), false);
  assert.equal(m.click(1.5), false);
});

test("a drag moves one checker; undo and clear", () => {
  const m = new MoveBuilder();
  assert.equal(m.drag(25, 22), true);
  assert.equal(m.drag(24, 24), false); // a drag on one point is a click
  assert.equal(m.held, 24);
  assert.equal(m.drag(13, 11), true); // a drag drops what was held
  assert.equal(m.text(), "bar/22 13/11");
  m.click(6);
  m.undo(); // the checker held goes back first
  assert.equal(m.text(), "bar/22 13/11");
  m.undo();
  assert.equal(m.text(), "bar/22");
  m.clear();
  assert.equal(m.text(), "");
  assert.equal(m.held, null);
});

test("cube answers, grades and the retention line", () => {
  assert.deepEqual(cubeAnswers("doubler"), ["double", "no_double"]);
  assert.deepEqual(cubeAnswers("taker"), ["take", "pass"]);
  assert.deepEqual(cubeAnswers("checker"), []);
  assert.equal(gradeMessage("not_in_analysis"), "train-grade-not-in-analysis");
  assert.equal(gradeRamp("best"), "ramp-0");
  assert.equal(gradeRamp("blunder"), "ramp-5");
  assert.equal(gradeRamp("not_in_analysis"), "");
  assert.deepEqual(retentionArgs({ target: 0.9, measured: 0.8567, reviews: 12 }), { target: 90, measured: 85.7, reviews: 12 });
  assert.deepEqual(retentionArgs({ target: 0.9, measured: null, reviews: 0 }), { target: 90, measured: null, reviews: 0 });
});
