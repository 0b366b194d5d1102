import { test } from "node:test";
import assert from "node:assert/strict";

import { fileStem, pictureName, exportName, ankiName, addable, newCollection, addedMessage } from "./keep-logic.js";

test("file names keep letters and digits", () => {
  assert.equal(fileStem("m:ab12cd/g3/m14"), "m-ab12cd-g3-m14");
  assert.equal(fileStem("  Hintergrund Spiele! "), "Hintergrund-Spiele");
  assert.equal(fileStem("Rückspiel é"), "Ruckspiel-e");
  assert.equal(fileStem("バックゲーム"), "バックゲーム");
  assert.equal(fileStem("///"), "blunderdb");
  assert.equal(fileStem(""), "blunderdb");
});

test("a picture's and an export's default names", () => {
  assert.equal(pictureName("m:ab/g1/m2", true, "png"), "m-ab-g1-m2.png");
  assert.equal(pictureName("m:ab/g1/m2", false, "svg"), "m-ab-g1-m2-position.svg");
  assert.equal(exportName("Back games", false), "Back-games.html");
  assert.equal(exportName("Back games", true), "Back-games-xgid.txt");
  assert.equal(ankiName("Back games"), "Back-games.apkg");
  assert.equal(ankiName("バックゲーム"), "バックゲーム.apkg");
  assert.equal(ankiName("///"), "blunderdb.apkg");
});

test("only collections listed by hand take a decision", () => {
  const all = [
    { name: "zeta", live: false },
    { name: "Live one", live: true },
    { name: "alpha", live: false },
  ];
  assert.deepEqual(addable(all), ["alpha", "zeta"]);
  assert.deepEqual(addable([]), []);
});

test("the new-collection form", () => {
  assert.equal(newCollection("  ", "", ""), null);
  assert.deepEqual(newCollection(" Keepers ", "", "nc"), { name: "Keepers", query: null, saved: null });
  assert.deepEqual(newCollection("Races", "query", " nc P<90 "), { name: "Races", query: "nc P<90", saved: null });
  assert.deepEqual(newCollection("Races", "query", " "), { name: "Races", query: null, saved: null });
  assert.deepEqual(newCollection("Backs", "saved:back games", ""), { name: "Backs", query: null, saved: "back games" });
});

test("added or already there", () => {
  assert.deepEqual(addedMessage(1, "K"), ["keep-added", { name: "K" }]);
  assert.deepEqual(addedMessage(0, "K"), ["keep-already", { name: "K" }]);
});
