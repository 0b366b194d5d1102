import { test } from "node:test";
import assert from "node:assert/strict";
import "./i18n-node.js"; // English, from locales/en
import { aboutLines, LICENCE } from "./about.js";

test("the About box names the app, its version and its licence", () => {
  const lines = aboutLines({ name: "blunderDB", version: "0.1.0", tauri: "2.12.5" });
  assert.equal(lines[0], "blunderDB 0.1.0");
  assert.equal(LICENCE, "MIT");
  assert.ok(lines.includes("Licence: MIT."));
  assert.match(lines[3], /Tauri 2\.12\.5/);
});

test("the About box reads without the Tauri version", () => {
  const lines = aboutLines({ name: "blunderDB", version: "1.2.3" });
  assert.equal(lines[0], "blunderDB 1.2.3");
  assert.equal(lines[3], "Includes the blunderdb command line.");
});
