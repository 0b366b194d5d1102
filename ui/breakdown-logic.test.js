import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { speak } from "./i18n-node.js"; // English, from locales/en
import { BREAKDOWN_DIMENSIONS, PLAN_KEYS, cellLabel, cellFilter, shownDimension } from "./breakdown-logic.js";
import { t } from "./i18n-logic.js";

test("the card's fifth tab is the game plan", () => {
  assert.deepEqual(BREAKDOWN_DIMENSIONS, ["cube-action", "phase", "score", "length", "plan"]);
  assert.equal(t("by-plan"), "Game plan");
});

test("the game plans are Rust's keys, in its order", () => {
  const rust = readFileSync(new URL("../src/library/breakdown_cells.rs", import.meta.url), "utf8");
  const list = /PLAN_KEYS: \[&str; 11\] = \[([^\]]*)\]/.exec(rust);
  assert.ok(list, "PLAN_KEYS in breakdown_cells.rs");
  const keys = [...list[1].matchAll(/"([a-z_]+)"/g)].map((m) => m[1]);
  assert.deepEqual(PLAN_KEYS, keys);
});

test("game plans read as words, in every language", () => {
  assert.equal(cellLabel("plan", "back_game"), "Back game");
  assert.equal(cellLabel("plan", "prime_vs_prime"), "Prime vs. prime");
  assert.equal(cellLabel("plan", "bear_in"), "Bear-in");
  assert.equal(cellLabel("plan", "unknown"), "Unknown");
  assert.equal(cellLabel("plan", "no_such_plan"), "no_such_plan");
  // The other dimensions keep their words.
  assert.equal(cellLabel("phase", "race"), "Race");
  assert.equal(cellLabel("score", "3a-5a"), "3-away, 5-away");
  assert.equal(cellLabel("cube-action", "wrong_take"), "Wrong take");
  for (const lang of ["fr", "de", "it", "es", "fi", "ja", "el", "ru", "pt", "nl"]) {
    speak(lang);
    const words = PLAN_KEYS.map((k) => cellLabel("plan", k));
    // Each plan has its own name, a message of the language (not an id).
    assert.equal(new Set(words).size, PLAN_KEYS.length, `${lang}: ${words}`);
    for (const w of words) assert.ok(w && !w.startsWith("plan-"), `${lang}: ${w}`);
    assert.ok(!t("by-plan").startsWith("by-"), lang);
  }
  speak("de");
  assert.equal(cellLabel("plan", "back_game"), "Backgame");
  assert.equal(cellLabel("plan", "holding"), "Holding-Spiel");
  assert.equal(cellLabel("plan", "prime_vs_prime"), "Prime gegen Prime");
  speak("en");
});

test("a game plan's row narrows to the checker plays", () => {
  assert.deepEqual(cellFilter("plan", "blitz"), { decisions: "checker" });
  assert.deepEqual(cellFilter("phase", "race"), { decisions: "checker" });
  assert.deepEqual(cellFilter("length", "7"), { length: "7" });
  assert.equal(cellFilter("score", "2a-5a"), null);
});

test("a game plan of cube decisions shows their cube actions", () => {
  assert.equal(shownDimension("plan", "all"), "plan");
  assert.equal(shownDimension("plan", "checker"), "plan");
  assert.equal(shownDimension("plan", "cube"), "cube-action");
  assert.equal(shownDimension("phase", "cube"), "cube-action");
  assert.equal(shownDimension("cube-action", "checker"), "phase");
  assert.equal(shownDimension("score", "cube"), "score");
  assert.equal(shownDimension("colour", "all"), "cube-action");
});
