import { test } from "node:test";
import assert from "node:assert/strict";
import "./i18n-node.js"; // English, from locales/en
import { statusLine, sessionSummary, folderName, timeOfDay } from "./folder-logic.js";

/** @returns {import("./folder-logic.js").WatchStatus} */
const base = () => ({
  folder: "/home/ann/Documents/eXtremeGammon/Matches",
  analyse: false,
  imported: 0,
  failed: 0,
  analysed: 0,
  waiting: 0,
  last: null,
  last_at: null,
  error: null,
});

test("no folder, no line", () => {
  assert.deepEqual(statusLine({ ...base(), folder: null }), { text: "", bad: false });
  assert.equal(sessionSummary({ ...base(), folder: null }), "No folder is watched.");
});

test("the line names the folder, what is being written and the last import", () => {
  assert.equal(statusLine(base()).text, "Watching Matches");
  const at = new Date(2026, 10, 30, 22, 58).getTime();
  const s = { ...base(), waiting: 1, imported: 3, last: /** @type {const} */ ({ kind: "imported", name: "Aachen.xg" }), last_at: at };
  assert.equal(statusLine(s).text, "Watching Matches · 1 file being written · imported Aachen.xg at 22:58");
  assert.equal(statusLine(s).bad, false);
  const bad = { ...s, waiting: 0, error: "/x/broken.sgf: the file is empty" };
  assert.deepEqual(statusLine(bad), {
    text: "Watching Matches · imported Aachen.xg at 22:58 · /x/broken.sgf: the file is empty",
    bad: true,
  });
});

test("the session summary counts", () => {
  assert.equal(sessionSummary({ ...base(), imported: 1 }), "Since the app started: 1 file imported.");
  assert.equal(
    sessionSummary({ ...base(), imported: 4, analyse: true, analysed: 2, failed: 1 }),
    "Since the app started: 4 files imported, 2 matches analysed, 1 file failed.",
  );
});

test("paths and times", () => {
  assert.equal(folderName("C:\\Users\\ann\\Downloads\\"), "Downloads");
  assert.equal(folderName("/"), "/");
  assert.equal(timeOfDay(new Date(2026, 0, 2, 7, 5).getTime()), "07:05");
});
