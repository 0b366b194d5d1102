import { test } from "node:test";
import assert from "node:assert/strict";
import { eventsAfter, mayClasses } from "./bridge-logic.js";

test("only the events after the last one read, in order", () => {
  const got = {
    next: 7,
    events: [
      { seq: 7, event: "import-done", payload: { total: 2 } },
      { seq: 5, event: "import-progress", payload: { done: 1 } },
      { seq: 6, event: "import-progress", payload: { done: 2 } },
    ],
  };
  const r = eventsAfter(got, 5);
  assert.equal(r.next, 7);
  assert.deepEqual(
    r.events.map((e) => e.seq),
    [6, 7],
  );
});

test("a server that started again numbers from 1: its events are new", () => {
  const r = eventsAfter({ next: 2, events: [{ seq: 1, event: "a", payload: null }, { seq: 2, event: "b", payload: null }] }, 40);
  assert.equal(r.next, 2);
  assert.deepEqual(
    r.events.map((e) => e.event),
    ["a", "b"],
  );
});

test("a broken answer reads as no events, and keeps the place", () => {
  assert.deepEqual(eventsAfter(null, 3), { next: 3, events: [] });
  assert.deepEqual(eventsAfter({ next: "x", events: [{ seq: "1", event: 2 }] }, 3), { next: 3, events: [] });
});

test("a reader's page hides what writes; a player's own page shows it", () => {
  assert.deepEqual(mayClasses({ club: "Aachen", may: { write: false, own: false } }), ["reader", "no-own", "club-page"]);
  assert.deepEqual(mayClasses({ club: null, may: { write: true, own: true, local: false } }), ["may-write", "may-own", "own-page"]);
  assert.deepEqual(mayClasses(null), ["reader", "no-own", "own-page"]);
});
