import { test } from "node:test";
import assert from "node:assert/strict";
import { speak } from "./i18n-node.js"; // English, from locales/en
import { t } from "./i18n-logic.js";
import {
  PAGE,
  pastedPage,
  figureShown,
  FILTERS,
  PLANS,
  complete,
  applyChoice,
  choiceStep,
  requestOf,
  markToken,
  figuresOf,
  rampOf,
  planWord,
  cardOf,
  pageText,
  Pager,
  emptyStructure,
  addChecker,
  removeChecker,
  onPoint,
  positionChars,
  structureToken,
  structureOfXgid,
  tokens,
  structureIn,
  withStructure,
  structureSvg,
  counts,
  reviewTarget,
  boardStep,
  savedName,
  CHECKERS,
} from "./positions-logic.js";

const ROW = {
  match: 20,
  game: 2,
  seq: 57,
  move: 28,
  player: "bob",
  opponent: "alice",
  seat: 1,
  kind: "checker",
  dice: "61",
  played: "14/8 2/1",
  best: "17/11 2/1",
  error: 0.0501,
  pips: [95, 215],
  contact: true,
  phase: "middle",
  plan: "back_game",
};

/** The message exists in English (t gives the id back when it does not). @param {string} id */
const known = (id) => t(id) !== id;

test("every filter's help, plan and value has its words in English", () => {
  for (const f of FILTERS) assert.ok(known(f.help), f.help);
  for (const p of PLANS) assert.ok(known(`positions-plan-${p}`), p);
  for (const word of ["gt:", "ph:", "d:", "c:", "score:", "ad:"]) {
    for (const c of complete(word, word.length).choices) assert.ok(known(c.help), `${word}${c.label}`);
  }
  for (const c of complete("x", 1).choices.concat(complete("p", 1).choices)) assert.ok(known(c.help), c.label);
});

test("the help lists the issue's filters, each once", () => {
  const names = FILTERS.flatMap((f) => f.names);
  for (const n of ["nc", "P", "p", "k", "K", "z", "Z", "bo", "BO", "bj", "BJ", "o", "O", "D", "d", "E", "m", "XGID=", "cube", "score", "crawford", "ph:", "gt:", "pl!", "md:", "ad:"]) {
    assert.ok(names.includes(n), n);
  }
  assert.equal(new Set(names).size, names.length);
});

test("a filter's name completes as it is typed, its case first", () => {
  const c = complete("nc P", 4);
  assert.equal(c.from, 3);
  assert.equal(c.to, 4);
  const labels = c.choices.map((x) => x.label);
  assert.equal(labels[0], "P");
  assert.ok(labels.includes("p") && labels.includes("pl!"), labels.join(" "));
  assert.ok(labels.indexOf("P") < labels.indexOf("p"));
  // "b" offers the blots, "B" the opponent's first.
  assert.deepEqual(complete("B", 1).choices.map((x) => x.label).slice(0, 2), ["BO", "BJ"]);
  // Nothing to complete: an empty token, a number, a quoted name.
  assert.deepEqual(complete("nc ", 3).choices, []);
  assert.deepEqual(complete("P<7", 3).choices, []);
  assert.deepEqual(complete(`pl"Ja`, 5).choices, []);
  assert.deepEqual(complete("qq", 2).choices, []);
});

test("a negation stays before the filter completed", () => {
  const c = complete("xD", 2);
  assert.equal(c.from, 1);
  assert.equal(c.choices[0].label, "D");
  const r = applyChoice("!g", complete("!g", 2), complete("!g", 2).choices[0]);
  assert.equal(r.text, "!gt:");
  assert.equal(r.caret, 4);
});

test("a closed list's values complete after its colon, and after a comma", () => {
  const c = complete("nc gt:b", 7);
  assert.deepEqual(
    c.choices.map((x) => x.label),
    ["bear_in", "back_game", "blitz"],
  );
  assert.equal(c.from, 6);
  assert.equal(t(c.choices[1].help), "Back game");
  const r = applyChoice("nc gt:b", c, c.choices[1]);
  assert.deepEqual(r, { text: "nc gt:back_game", caret: 15 });
  // A comma list: the values already there are not offered again.
  const more = complete("ph:race,", 8).choices.map((x) => x.label);
  assert.deepEqual(more, ["opening", "middle", "bearoff"]);
  // A value typed whole, or a filter without a closed list: nothing.
  assert.deepEqual(complete("gt:holding", 10).choices, []);
  assert.deepEqual(complete("md:20", 5).choices, []);
  assert.deepEqual(
    complete("d:t", 3).choices.map((x) => x.label),
    ["take"],
  );
});

test("choosing a name writes it, the caret inside its quotes", () => {
  const span = complete("E>20 pl", 7);
  const pl = span.choices.find((c) => c.label === "pl");
  assert.ok(pl);
  assert.deepEqual(applyChoice("E>20 pl", span, pl), { text: `E>20 pl""`, caret: 8 });
  // A name typed in the middle of the query: its letters replaced, not what follows.
  const mid = complete("gt:race P<70", 1);
  const gt = mid.choices.find((c) => c.label === "gt:");
  assert.ok(gt);
  assert.equal(applyChoice("gt:race P<70", mid, gt).text, "gt:race P<70");
});

test("↓ and ↑ go round the choices", () => {
  assert.equal(choiceStep("ArrowDown", -1, 3), 0);
  assert.equal(choiceStep("ArrowDown", 2, 3), 0);
  assert.equal(choiceStep("ArrowUp", 0, 3), 2);
  assert.equal(choiceStep("ArrowUp", -1, 3), 2);
  assert.equal(choiceStep("Enter", 0, 3), null);
  assert.equal(choiceStep("ArrowDown", -1, 0), null);
});

test("the request carries the query, the Stats filter, the page and its cursor", () => {
  const req = requestOf("nc P<90", { player: "bob", from: "2024-01-01", to: "", length: "7" }, "0.05,3,1,12");
  assert.deepEqual(req, {
    query: "nc P<90",
    filter: { player: "bob", date_from: "2024-01-01", date_to: null, length: 7, decisions: "all" },
    limit: PAGE,
    after: "0.05,3,1,12",
    boards: true,
  });
  assert.equal(requestOf("", {}, null).after, null);
  assert.equal(requestOf("", {}, null, 1).limit, 1);
});

test("a bad query's token is marked where Rust says, in characters", () => {
  assert.deepEqual(markToken("nc Q<7", 3, 3), { before: "nc ", token: "Q<7", after: "", from: 3, to: 6 });
  // A character outside the BMP counts once for Rust, twice for the box.
  const m = markToken("𝔸 Q<7 nc", 2, 3);
  assert.ok(m);
  assert.equal(m.token, "Q<7");
  assert.equal(m.from, 3);
  assert.equal(m.to, 6);
  assert.equal(markToken("nc", null, null), null);
  assert.equal(markToken("nc", 9, 1), null);
  // A token at the end, empty (an unclosed quote runs to the end).
  assert.equal(markToken(`m"6/1`, 0, 5)?.token, `m"6/1`);
});

test("the selection's figures in the language's format, — when unknown", () => {
  const page = { count: 4233, selection: { decisions: 3190, errors: 29, blunders: 20, pr: 13.6327 } };
  assert.deepEqual(figuresOf(page), [
    ["positions-found", "4,233"],
    ["fig-decisions", "3,190"],
    ["fig-errors", "29"],
    ["fig-blunders", "20"],
    ["fig-pr", "13.63"],
  ]);
  const none = figuresOf({ count: 0, selection: { decisions: 0, errors: 0, blunders: 0, pr: null } });
  assert.equal(none[4][1], "—");
  speak("de");
  try {
    assert.equal(figuresOf(page)[0][1], "4.233");
    assert.equal(figuresOf(page)[4][1], "13,63");
  } finally {
    speak("en");
  }
});

test("an error's colour follows the histogram's bars", () => {
  assert.equal(rampOf(0.001), "ramp-0");
  assert.equal(rampOf(0.005), "ramp-1");
  assert.equal(rampOf(0.0501), "ramp-4");
  assert.equal(rampOf(0.2), "ramp-5");
  assert.equal(rampOf(null), "");
});

test("a result's card says who, where, what was played and the position's figures", () => {
  const c = cardOf(ROW, 3);
  assert.equal(c.rank, "#3");
  assert.equal(c.error, "0.050");
  assert.equal(c.who, "bob vs alice");
  assert.equal(c.where, "Match 20 · game 2 · move 28");
  assert.equal(c.played, "6-1: 14/8 2/1");
  assert.equal(c.best, "Best: 17/11 2/1");
  assert.equal(c.position, "Pips 95–215 · Back game · Middle game");
  const cube = cardOf({ ...ROW, kind: "take", dice: null, played: "Take", best: "Pass", pips: null, plan: null, phase: "unknown", error: null }, 1234);
  assert.equal(cube.rank, "#1,234");
  assert.equal(cube.played, "Played: Take");
  assert.equal(cube.best, "Best: Pass");
  assert.equal(cube.error, "—");
  assert.equal(cube.position, "");
  assert.equal(planWord("nonsense"), "");
  speak("fr");
  try {
    assert.equal(cardOf(ROW, 1).position, "Pips 95–215 · Back game · Milieu de partie");
    assert.equal(cardOf({ ...ROW, kind: "pass", played: "Pass" }, 1).played, "Joué : Passe");
  } finally {
    speak("en");
  }
});

test("the pager goes forward by the cursors the answers give and back by those kept", () => {
  const p = new Pager();
  assert.equal(p.current(), null);
  assert.equal(p.target(-1, "a"), undefined, "no page before the first");
  assert.equal(p.target(1, null), undefined, "no page after the last");
  assert.equal(p.target(1, "c1"), "c1");
  p.moved(1, "c1");
  assert.equal(p.page, 1);
  assert.equal(p.offset(), PAGE);
  assert.equal(p.current(), "c1");
  p.moved(1, "c2");
  assert.equal(p.target(-1, "c3"), "c1");
  p.moved(-1, "c1");
  assert.equal(p.page, 1);
  assert.equal(p.target(-1, "c2"), null, "the first page has no cursor");
  p.moved(-1, null);
  assert.equal(p.page, 0);
  p.reset();
  assert.deepEqual(p.cursors, [null]);
  assert.equal(pageText(24, 24, 4233), "25–48 of 4,233");
  assert.equal(pageText(0, 0, 0), "");
});

test("checkers drawn: one more or less, one side to a point, fifteen at most", () => {
  let s = emptyStructure();
  s = addChecker(s, 6, "me");
  s = addChecker(s, 6, "me");
  s = addChecker(s, 24, "them"); // the opponent's 1-point
  assert.deepEqual(onPoint(s, 6), { side: "me", n: 2 });
  assert.deepEqual(onPoint(s, 24), { side: "them", n: 1 });
  assert.equal(s.them[0], 1, "the opponent's own point 1");
  // The other side on a point: taken off first.
  s = addChecker(s, 6, "them");
  assert.deepEqual(onPoint(s, 6), { side: "them", n: 1 });
  s = removeChecker(s, 6, "me");
  assert.deepEqual(onPoint(s, 6), { side: null, n: 0 });
  s = addChecker(s, 25, "them");
  assert.equal(s.them[24], 1);
  s = removeChecker(s, 25, "me"); // none of mine there: the opponent's
  assert.equal(s.them[24], 0);
  let full = emptyStructure();
  for (let i = 0; i < 20; i++) full = addChecker(full, 13, "me");
  assert.equal(counts(full).me, CHECKERS);
  assert.deepEqual(removeChecker(emptyStructure(), 5, "me"), emptyStructure());
});

test("the structure's XGID reads back the same, as the query's reader reads it", () => {
  // The opening position, from the player on roll's side.
  let s = emptyStructure();
  const put = (/** @type {number} */ p, /** @type {number} */ n, /** @type {"me" | "them"} */ side) => {
    for (let i = 0; i < n; i++) s = addChecker(s, p, side);
  };
  put(24, 2, "me");
  put(13, 5, "me");
  put(8, 3, "me");
  put(6, 5, "me");
  put(1, 2, "them");
  put(12, 5, "them");
  put(17, 3, "them");
  put(19, 5, "them");
  // XG's opening XGID.
  assert.equal(positionChars(s), "-b----E-C---eE---c-e----B-");
  const token = structureToken(s);
  assert.equal(token, "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10");
  assert.deepEqual(structureOfXgid(token), s);
  // An XGID whose player on roll is on top: seen from that player.
  const top = structureOfXgid("-b----E-C---eE---c-e----B-:0:0:-1:52:0:0:0:0:10");
  assert.ok(top);
  assert.equal(top.me[5], 5, "lower case 6-point: index 19");
  assert.deepEqual(positionChars(/** @type {any} */ (top), -1), "-b----E-C---eE---c-e----B-");
  // Bars.
  const bar = addChecker(addChecker(emptyStructure(), 25, "me"), 25, "them");
  assert.equal(positionChars(bar), "a------------------------A");
  assert.deepEqual(structureOfXgid(`${positionChars(bar)}:0:0:1:00:0:0:0:0:10`), bar);
  assert.equal(structureOfXgid("XGID=short:0:0"), null);
  assert.equal(structureOfXgid("XGID=-b----E-C---eE---c-e----B-:0:0"), null);
});

test("the query's tokens keep quoted spaces, as Rust's reader cuts them", () => {
  assert.deepEqual(
    tokens(`nc pl"Jan de Vries"  m'8/5 6/5' E>20`).map((x) => x.text),
    ["nc", `pl"Jan de Vries"`, `m'8/5 6/5'`, "E>20"],
  );
  assert.deepEqual(tokens("  a b").map((x) => x.start), [2, 4]);
});

test("the board follows the query's first XGID not negated, and writes it back", () => {
  const x = "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10";
  assert.equal(structureIn("nc P<90"), null);
  assert.equal(structureIn(`x${x}`), null, "a negated structure is not the board's");
  const at = structureIn(`nc ${x} P<90`);
  assert.ok(at);
  assert.equal(at.start, 3);
  assert.equal(counts(at.structure).me, 15);
  // Drawn on: the token changes in place, its other fields kept.
  const one = addChecker(emptyStructure(), 6, "me");
  assert.equal(withStructure("nc P<90", one), `nc P<90 ${structureToken(one)}`);
  assert.equal(withStructure("", one), structureToken(one));
  const dice = "XGID=-b----E-C---eE---c-e----B-:1:1:1:52:2:3:0:7:10";
  const edited = withStructure(`gt:holding ${dice} E>20`, one);
  assert.equal(edited, "gt:holding XGID=------A-------------------:1:1:1:52:2:3:0:7:10 E>20");
  // Emptied: the token goes.
  assert.equal(withStructure(edited, emptyStructure()), "gt:holding E>20");
  assert.equal(withStructure(`${dice}`, emptyStructure()), "");
  assert.equal(withStructure("nc", emptyStructure()), "nc");
});

test("the small board draws every point, the checkers and the targets", () => {
  let s = addChecker(emptyStructure(), 6, "me");
  for (let i = 0; i < 7; i++) s = addChecker(s, 13, "them");
  s = addChecker(s, 25, "me");
  const svg = structureSvg(s);
  assert.ok(svg.startsWith("<svg"));
  assert.equal((svg.match(/data-point="/g) ?? []).length, 25);
  assert.equal((svg.match(/<path /g) ?? []).length, 24);
  // 1 + 5 shown of 7 (the last with its count) + 1 on the bar.
  assert.equal((svg.match(/<circle /g) ?? []).length, 7);
  assert.ok(svg.includes(">7</text>"));
});

test("Review and the panel's keys", () => {
  assert.deepEqual(reviewTarget(ROW), { id: 20, game: 2, seq: 57, kind: "checker", player: 1 });
  assert.equal(boardStep("ArrowRight", 0, 3), 1);
  assert.equal(boardStep("ArrowRight", 2, 3), null);
  assert.equal(boardStep("ArrowLeft", 0, 3), null);
  assert.equal(boardStep("End", 0, 3), 2);
  assert.equal(boardStep("x", 0, 3), null);
  assert.equal(savedName("  back games "), "back games");
  assert.equal(savedName("   "), null);
});

test("every language names the tab and the filters' help", () => {
  for (const lang of ["fr", "de", "it", "es", "fi", "ja", "el", "ru", "pt", "nl"]) {
    speak(lang);
    try {
      for (const id of ["tab-positions", "positions-help-plan", "positions-plan-back_game", "positions-found"]) {
        assert.notEqual(t(id), id, `${lang}: ${id}`);
      }
    } finally {
      speak("en");
    }
  }
});

test("a pasted position's two groups make one page, exact first", () => {
  const row = (/** @type {number} */ m) => ({ match: m, game: 1, seq: 0 });
  const page = pastedPage({
    position_id: "4HPwATDgc/ABMA",
    exact: { count: 3, decisions: [row(1), row(2)] },
    same_checkers: { count: 1, decisions: [row(3)] },
    exact_boards: ["<svg>1</svg>", "<svg>2</svg>"],
    same_boards: ["<svg>3</svg>"],
  });
  assert.deepEqual(page.decisions.map((d) => d.match), [1, 2, 3]);
  assert.deepEqual(page.boards, ["<svg>1</svg>", "<svg>2</svg>", "<svg>3</svg>"]);
  assert.equal(page.count, 4);
  assert.equal(page.exact, 3);
  assert.equal(page.same, 1);
  assert.equal(page.next, null);
  assert.deepEqual(pastedPage(null).decisions, []);
  // Only "Found" among the figure cards: the answer has no selection's
  // figures, which would read "—" beside the rows' own errors.
  assert.deepEqual(
    ["positions-found", "fig-decisions", "fig-errors", "fig-blunders", "fig-pr"].filter((id) => figureShown(page, id)),
    ["positions-found"],
  );
  assert.equal(figureShown({ count: 5, selection: { pr: 3.1 } }, "fig-pr"), true);
});
