import { test } from "node:test";
import assert from "node:assert/strict";

import { createWatcher, isEditing, watchLibrary } from "./watch.js";

test("refreshes only when the token changes, never on the first read", async () => {
  const tokens = [1, 1, 2, 2, 5];
  let refreshed = 0;
  const w = createWatcher(
    async () => tokens.shift(),
    () => {
      refreshed++;
    },
  );
  const seen = [];
  for (let i = 0; i < 5; i++) seen.push(await w.tick());
  assert.deepEqual(seen, [false, false, true, false, true]);
  assert.equal(refreshed, 2);
});

test("a tick during a slow refresh does nothing", async () => {
  let token = 0;
  /** @type {(v?: unknown) => void} */
  let release = () => {};
  let refreshes = 0;
  const w = createWatcher(
    async () => token,
    () => {
      refreshes++;
      return new Promise((r) => {
        release = r;
      });
    },
  );
  await w.tick();
  token = 1;
  const slow = w.tick();
  await new Promise((r) => setTimeout(r, 0));
  assert.equal(await w.tick(), false, "overlapping tick skipped");
  release();
  assert.equal(await slow, true);
  assert.equal(refreshes, 1);
});

test("a failed read is passed over and the next one compares with the last good token", async () => {
  const reads = [Promise.resolve(3), Promise.reject(new Error("reopening")), Promise.resolve(4)];
  let refreshed = 0;
  const w = createWatcher(
    () => /** @type {Promise<unknown>} */ (reads.shift()),
    () => {
      refreshed++;
    },
  );
  await w.tick();
  await assert.rejects(w.tick());
  assert.equal(await w.tick(), true);
  assert.equal(refreshed, 1);
});

test("watchLibrary polls change_token and stops when asked", async () => {
  let token = 7;
  const asked = [];
  let refreshed = 0;
  const stop = watchLibrary(
    async (cmd) => {
      asked.push(cmd);
      return token;
    },
    () => {
      refreshed++;
    },
    5,
  );
  await new Promise((r) => setTimeout(r, 20));
  token = 8;
  await new Promise((r) => setTimeout(r, 30));
  stop();
  const n = asked.length;
  await new Promise((r) => setTimeout(r, 20));
  assert.equal(asked.length, n, "no reads after stop");
  assert.ok(asked.every((c) => c === "change_token"));
  assert.equal(refreshed, 1);
});

test("a change waits while the user is typing, then refreshes once", async () => {
  let token = 1;
  let typing = false;
  let refreshed = 0;
  const w = createWatcher(
    async () => token,
    () => {
      refreshed++;
    },
    () => typing,
  );
  await w.tick();
  token = 2;
  typing = true;
  assert.equal(await w.tick(), false);
  assert.equal(await w.tick(), false);
  typing = false;
  assert.equal(await w.tick(), true);
  assert.equal(await w.tick(), false);
  assert.equal(refreshed, 1);
});

test("typing means a text-like input or a textarea has the focus", () => {
  /** @param {string} tagName @param {string | null} type */
  const el = (tagName, type) => /** @type {Element} */ (/** @type {unknown} */ ({ tagName, getAttribute: () => type }));
  assert.equal(isEditing(el("INPUT", "number")), true);
  assert.equal(isEditing(el("INPUT", null)), true);
  assert.equal(isEditing(el("INPUT", "date")), true);
  assert.equal(isEditing(el("TEXTAREA", null)), true);
  assert.equal(isEditing(el("INPUT", "radio")), false);
  assert.equal(isEditing(el("SELECT", null)), false);
  assert.equal(isEditing(el("BUTTON", null)), false);
  assert.equal(isEditing(null), false);
});
