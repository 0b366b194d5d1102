import { test } from "node:test";
import assert from "node:assert/strict";
import "./i18n-node.js"; // English, from locales/en
import { bandsLine } from "./levels.js";

test("a scale's bands read as one line, the last one open", () => {
  // As `level_scales` sends XG's table: the open band's bound is null (JSON has no infinity).
  const xg = {
    bands: [
      ["World Champ", 2.5],
      ["World Class", 5],
      ["Expert", 7.5],
      ["Distracted", null],
    ],
  };
  assert.equal(bandsLine(xg), "World Champ < 2.5 · World Class < 5 · Expert < 7.5 · Distracted");
  assert.equal(bandsLine({ bands: [] }), "");
});
