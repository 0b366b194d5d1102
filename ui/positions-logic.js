// The Positions tab's pure logic: the filters of the query language
// (docs/search.md) with their one-line help and the completion of a
// filter's name or value as it is typed, the `search` request, a bad
// query's token marked, the selection's figures and a result's words, the
// pager over cursors, and the structure drawn on the small board (its
// checkers, its XGID token, its drawing). Tested with node
// (positions-logic.test.js). Its words are the messages of the language in
// use (i18n-logic.js).
import { t, num, int } from "./i18n-logic.js";
import { cubeWord, filterFrom } from "./logic.js";

/** Results per page: 2, 3 or 4 cards a line fill it. */
export const PAGE = 24;

/**
 * A filter of the query language: its names as typed, its help (a
 * message of app.ftl) and an example (the query language: the same in
 * every language).
 * @typedef {{ names: string[], help: string, example: string }} Filter
 */

/** @type {Filter[]} */
export const FILTERS = [
  { names: ["nc"], help: "positions-help-nc", example: "nc" },
  { names: ["P"], help: "positions-help-pips", example: "P60,90" },
  { names: ["p"], help: "positions-help-behind", example: "p>35" },
  { names: ["k", "K"], help: "positions-help-back", example: "k>2" },
  { names: ["z", "Z"], help: "positions-help-zone", example: "Z>10" },
  { names: ["bo", "BO"], help: "positions-help-outfield", example: "BO>0" },
  { names: ["bj", "BJ"], help: "positions-help-home", example: "bj0" },
  { names: ["o", "O"], help: "positions-help-off", example: "O>5" },
  { names: ["D"], help: "positions-help-dice", example: "D31 xD65" },
  { names: ["d", "dd", "dr"], help: "positions-help-decision", example: "d:take" },
  { names: ["E"], help: "positions-help-error", example: "E>80" },
  { names: ["m"], help: "positions-help-best", example: `m"6/1"` },
  { names: ["XGID="], help: "positions-help-structure", example: "XGID=…" },
  { names: ["cube", "c"], help: "positions-help-cube", example: "c>2 c:mine" },
  { names: ["score"], help: "positions-help-score", example: "score:2a4a" },
  { names: ["crawford"], help: "positions-help-crawford", example: "crawford" },
  { names: ["ml"], help: "positions-help-length", example: "ml:7" },
  { names: ["ph:"], help: "positions-help-phase", example: "ph:race" },
  { names: ["gt:"], help: "positions-help-plan", example: "gt:back_game" },
  { names: ["pl!"], help: "positions-help-player", example: `pl!"Name"` },
  { names: ["pl", "op"], help: "positions-help-players", example: `op"Name"` },
  { names: ["md:"], help: "positions-help-dates", example: "md:2024-01..2024-06" },
  { names: ["ad:"], help: "positions-help-engine", example: "ad:gnubg" },
  { names: ["x", "!"], help: "positions-help-not", example: "xnc !D6" },
];

/**
 * What completing a filter's name writes: the name, and what follows it
 * (`gt:`, a pair of quotes with the caret between).
 * @typedef {{ label: string, insert: string, back?: number, help: string }} Choice
 */

/** @type {Choice[]} */
const NAME_CHOICES = [
  ["nc", "nc", "positions-help-nc"],
  ["P", "P", "positions-help-pips"],
  ["p", "p", "positions-help-behind"],
  ["k", "k", "positions-help-back"],
  ["K", "K", "positions-help-back"],
  ["z", "z", "positions-help-zone"],
  ["Z", "Z", "positions-help-zone"],
  ["bo", "bo", "positions-help-outfield"],
  ["BO", "BO", "positions-help-outfield"],
  ["bj", "bj", "positions-help-home"],
  ["BJ", "BJ", "positions-help-home"],
  ["o", "o", "positions-help-off"],
  ["O", "O", "positions-help-off"],
  ["D", "D", "positions-help-dice"],
  ["d", "d", "positions-help-decision"],
  ["d:", "d:", "positions-help-decision"],
  ["dd", "dd", "positions-help-decision"],
  ["dr", "dr", "positions-help-decision"],
  ["E", "E>", "positions-help-error"],
  ["m", `m""`, "positions-help-best", 1],
  ["XGID=", "XGID=", "positions-help-structure"],
  ["cube", "cube", "positions-help-cube"],
  ["c", "c", "positions-help-cube"],
  ["c:", "c:", "positions-help-cube"],
  ["score:", "score:", "positions-help-score"],
  ["crawford", "crawford", "positions-help-crawford"],
  ["ml:", "ml:", "positions-help-length"],
  ["ph:", "ph:", "positions-help-phase"],
  ["gt:", "gt:", "positions-help-plan"],
  ["pl!", `pl!""`, "positions-help-player", 1],
  ["pl", `pl""`, "positions-help-players", 1],
  ["op", `op""`, "positions-help-players", 1],
  ["md:", "md:", "positions-help-dates"],
  ["ad:", "ad:", "positions-help-engine"],
].map(([label, insert, help, back]) => ({ label: String(label), insert: String(insert), help: String(help), back: Number(back ?? 0) }));

/** The game plans (`gt:`), as `Plan::as_str` names them. */
export const PLANS = [
  "race",
  "bear_in",
  "crunch",
  "back_game",
  "ace_point",
  "blitz",
  "prime_vs_prime",
  "mutual_holding",
  "holding",
  "contact",
];

/** The values a filter's closed list takes, each with its words. @type {Record<string, [string, string][]>} */
const VALUES = {
  gt: PLANS.map((p) => [p, `positions-plan-${p}`]),
  ph: [
    ["opening", "phase-opening"],
    ["middle", "phase-middle"],
    ["race", "phase-race"],
    ["bearoff", "phase-bearoff"],
  ],
  d: [
    ["checker", "kind-checker"],
    ["cube", "kind-cube"],
    ["double", "kind-double"],
    ["nodouble", "kind-no_double"],
    ["take", "kind-take"],
    ["pass", "kind-pass"],
  ],
  c: [
    ["centre", "positions-cube-centre"],
    ["mine", "positions-cube-mine"],
    ["theirs", "positions-cube-theirs"],
  ],
  score: [
    ["money", "length-money"],
    ["dmp", "positions-score-dmp"],
  ],
  ad: [
    ["xg", "engine-xg"],
    ["gnubg", "engine-gnubg"],
  ],
};

/**
 * What the completion offers at the caret: the choices, and the part of
 * the query they replace (`from` to `to`, UTF-16 offsets as the input
 * box counts). No choice when the caret is not in a filter's name or a
 * closed list's value.
 * @param {string} text @param {number} caret
 * @returns {{ from: number, to: number, choices: Choice[] }}
 */
export function complete(text, caret) {
  const none = { from: caret, to: caret, choices: [] };
  const at = Math.max(0, Math.min(caret, text.length));
  let start = at;
  while (start > 0 && !/\s/.test(text[start - 1])) start--;
  let end = at;
  while (end < text.length && !/\s/.test(text[end])) end++;
  const word = text.slice(start, at);
  // Inside quotes (a name, a move pattern): nothing to complete.
  if (/["'“‘]/.test(word)) return none;
  // The negations before the filter stay (an XGID may start with an x).
  let lead = 0;
  while (lead < word.length && (word[lead] === "!" || (word[lead] === "x" && !/^xgid/i.test(word.slice(lead))))) {
    lead++;
  }
  const rest = word.slice(lead);
  const colon = rest.indexOf(":");
  if (colon > 0) {
    const name = rest.slice(0, colon);
    const list = VALUES[name];
    if (!list) return none;
    const tail = rest.slice(colon + 1);
    const comma = tail.lastIndexOf(",");
    const part = tail.slice(comma + 1).toLowerCase();
    const taken = tail.slice(0, comma + 1).split(",").filter(Boolean);
    const from = start + lead + colon + 1 + comma + 1;
    const choices = list
      .filter(([v]) => v.startsWith(part) && !taken.includes(v))
      .map(([v, help]) => ({ label: v, insert: v, help }));
    // A value typed whole: nothing left to offer.
    if (choices.length === 1 && choices[0].label === part) return none;
    let to = at;
    while (to < end && text[to] !== ",") to++;
    return { from, to, choices };
  }
  if (rest === "" || !/^[A-Za-z!=]+$/.test(rest)) return none;
  const exact = NAME_CHOICES.filter((c) => c.label.startsWith(rest));
  const loose = NAME_CHOICES.filter(
    (c) => !exact.includes(c) && c.label.toLowerCase().startsWith(rest.toLowerCase()),
  );
  const choices = [...exact, ...loose];
  if (choices.length === 0) return none;
  // The name's letters after the caret are replaced too, not its value.
  let to = at;
  while (to < end && /[A-Za-z!=]/.test(text[to])) to++;
  if (text[to] === ":") to++;
  return { from: start + lead, to, choices };
}

/**
 * The query with `choice` written in place of what it completes, and
 * where the caret goes.
 * @param {string} text @param {{ from: number, to: number }} span @param {Choice} choice
 * @returns {{ text: string, caret: number }}
 */
export function applyChoice(text, span, choice) {
  const before = text.slice(0, span.from);
  const after = text.slice(span.to);
  const written = before + choice.insert + after;
  return { text: written, caret: before.length + choice.insert.length - (choice.back ?? 0) };
}

/**
 * Where a key moves the highlighted choice (`at`, -1 for none) in a list
 * of `n`; null when the key is not the list's.
 * @param {string} key @param {number} at @param {number} n
 * @returns {number | null}
 */
export function choiceStep(key, at, n) {
  if (n <= 0) return null;
  if (key === "ArrowDown") return (at + 1) % n;
  if (key === "ArrowUp") return at <= 0 ? n - 1 : at - 1;
  return null;
}

/**
 * The filter bar's raw values.
 * @typedef {{ player?: string, from?: string, to?: string, length?: string }} Fields
 */

/**
 * The `search` request for a page: the query as typed, the Stats filter
 * (player, dates, length; every decision), the page's size, its cursor,
 * and the small boards.
 * @param {string} query @param {Fields} fields @param {string | null} after
 * @param {number} [limit]
 */
export function requestOf(query, fields, after, limit = PAGE) {
  return {
    query,
    filter: filterFrom({ player: fields.player, from: fields.from, to: fields.to, length: fields.length, decisions: "all" }),
    limit,
    after: after ?? null,
    boards: true,
  };
}

/**
 * A bad query cut around its token: what comes before, the token, what
 * comes after. `position` and `length` count characters (Rust's chars:
 * code points), not UTF-16 units; the offsets returned are UTF-16, for the
 * input box's selection.
 * @param {string} query @param {number | null | undefined} position @param {number | null | undefined} length
 * @returns {{ before: string, token: string, after: string, from: number, to: number } | null}
 */
export function markToken(query, position, length) {
  if (typeof position !== "number" || position < 0) return null;
  const chars = Array.from(query);
  if (position > chars.length) return null;
  const n = Math.max(1, typeof length === "number" ? length : 1);
  const before = chars.slice(0, position).join("");
  const token = chars.slice(position, position + n).join("");
  const after = chars.slice(position + n).join("");
  return { before, token: token === "" ? " " : token, after, from: before.length, to: before.length + token.length };
}

/**
 * The selection's figures above the list: label (a message) and value,
 * in the language in use; "—" when unknown.
 * @param {any} page a `search` answer
 * @returns {[string, string][]}
 */
export function figuresOf(page) {
  const s = page?.selection ?? {};
  return [
    ["positions-found", int(page?.count)],
    ["fig-decisions", int(s.decisions)],
    ["fig-errors", int(s.errors)],
    ["fig-blunders", int(s.blunders)],
    ["fig-pr", num(s.pr, 2)],
  ];
}

/**
 * The colour of an error, as the histogram's bars (0–5, 5–10, 10–25,
 * 25–50, 50–100, 100+ millipoints): the class `ramp-0` … `ramp-5`, "" when
 * unknown.
 * @param {number | null | undefined} error in EMG
 */
export function rampOf(error) {
  if (typeof error !== "number" || !Number.isFinite(error)) return "";
  const mp = error * 1000;
  const bounds = [5, 10, 25, 50, 100];
  let bar = bounds.findIndex((b) => mp < b);
  if (bar < 0) bar = 5;
  return `ramp-${bar}`;
}

/**
 * A game plan's words ("Back game"); "" when unknown.
 * @param {string | null | undefined} plan
 */
export function planWord(plan) {
  return plan && PLANS.includes(plan) ? t(`positions-plan-${plan}`) : "";
}

/**
 * The words of a result's card: its rank and error, who decided against
 * whom, where, what was played and what was best, and the position's
 * figures (pips, plan, phase).
 * @param {any} d a row of `search` @param {number} rank
 * @returns {{ rank: string, error: string, who: string, where: string, played: string, best: string, position: string }}
 */
export function cardOf(d, rank) {
  const checker = d.kind === "checker";
  const dice = checker && d.dice ? String(d.dice).split("").join("-") : "";
  const played = d.played === "" ? t("drill-no-move") : cubeWord(String(d.played ?? ""));
  const what = checker ? t("positions-played", { dice, move: played }) : t("positions-played-cube", { move: played });
  const best = d.best === null || d.best === undefined ? "" : t("positions-best", { move: cubeWord(String(d.best)) });
  const parts = [];
  if (Array.isArray(d.pips)) parts.push(t("positions-pips", { me: int(d.pips[0]), them: int(d.pips[1]) }));
  const plan = planWord(d.plan);
  if (plan) parts.push(plan);
  if (d.phase && d.phase !== "unknown") parts.push(t(`phase-${d.phase}`));
  return {
    rank: `#${int(rank)}`,
    error: num(d.error, 3),
    who: t("vs-pair", { player: String(d.player ?? ""), opponent: String(d.opponent ?? "") }),
    where: t("positions-where", { match: int(d.match), game: int(d.game), move: int(d.move) }),
    played: what,
    best,
    position: parts.join(" · "),
  };
}

/**
 * "1–24 of 4,233", "25–48 of 4,233" (the drill-down list's words).
 * @param {number} offset @param {number} shown @param {number | null} total
 */
export function pageText(offset, shown, total) {
  if (shown === 0) return "";
  const range = { first: int(offset + 1), last: int(offset + shown) };
  return total === null ? t("drill-page", range) : t("drill-page-of", { ...range, total: int(total) });
}

/**
 * The pages seen so far, by cursor: `cursors[k]` is the `after` of page k
 * (null for the first). Next asks for the shown page's `next`; Previous
 * for the cursor of the page before.
 */
export class Pager {
  constructor() {
    /** @type {(string | null)[]} */
    this.cursors = [null];
    this.page = 0;
  }

  /** Back to the first page (a new query). */
  reset() {
    this.cursors = [null];
    this.page = 0;
  }

  /** The cursor of the page shown. */
  current() {
    return this.cursors[this.page] ?? null;
  }

  /** The first row's offset in the whole list. @param {number} [size] */
  offset(size = PAGE) {
    return this.page * size;
  }

  /**
   * The cursor of the page `dir` away (1 next, -1 previous), or
   * undefined when there is none; `next` is the shown page's.
   * @param {1 | -1} dir @param {string | null | undefined} next
   * @returns {string | null | undefined}
   */
  target(dir, next) {
    if (dir === -1) return this.page > 0 ? this.cursors[this.page - 1] : undefined;
    return next ? next : undefined;
  }

  /**
   * That page is shown now.
   * @param {1 | -1} dir @param {string | null | undefined} next the page before's `next`
   */
  moved(dir, next) {
    if (dir === -1) {
      this.page = Math.max(0, this.page - 1);
      return;
    }
    this.page += 1;
    this.cursors[this.page] = next ?? null;
    this.cursors.length = this.page + 1;
  }
}

// ---------------------------------------------------------------------------
// The structure drawn on the small board
// ---------------------------------------------------------------------------

/**
 * A checker structure: the least checkers each side must have, `me` the
 * player on roll's and `them` the opponent's, each on its own points
 * (index 0 to 23 its points 1 to 24, index 24 its bar), as the query's
 * structure (`Structure` in query.rs) counts them.
 * @typedef {{ me: number[], them: number[] }} Structure
 */

/** Checkers a side has. */
export const CHECKERS = 15;

/** @returns {Structure} */
export function emptyStructure() {
  return { me: new Array(25).fill(0), them: new Array(25).fill(0) };
}

/** @param {number[]} side */
const total = (side) => side.reduce((a, b) => a + b, 0);

/** @param {Structure} s */
export function isEmpty(s) {
  return total(s.me) === 0 && total(s.them) === 0;
}

/** @param {Structure} s */
function copy(s) {
  return { me: [...s.me], them: [...s.them] };
}

/**
 * What stands on the player on roll's point `p` (1–24): whose checkers
 * and how many.
 * @param {Structure} s @param {number} p
 * @returns {{ side: "me" | "them" | null, n: number }}
 */
export function onPoint(s, p) {
  if (s.me[p - 1] > 0) return { side: "me", n: s.me[p - 1] };
  if (s.them[24 - p] > 0) return { side: "them", n: s.them[24 - p] };
  return { side: null, n: 0 };
}

/**
 * The structure with one more checker of `side` on the player on roll's
 * point `p` (1–24; 25 the side's bar). A point holds one side's checkers:
 * the other's there are taken off. A side has at most 15 checkers.
 * @param {Structure} s @param {number} p @param {"me" | "them"} side
 * @returns {Structure}
 */
export function addChecker(s, p, side) {
  const out = copy(s);
  if (total(out[side]) >= CHECKERS) return out;
  if (p === 25) {
    out[side][24] += 1;
    return out;
  }
  if (p < 1 || p > 24) return out;
  if (side === "me") {
    out.them[24 - p] = 0;
    out.me[p - 1] += 1;
  } else {
    out.me[p - 1] = 0;
    out.them[24 - p] += 1;
  }
  return out;
}

/**
 * The structure with one checker less on point `p` (whichever side's is
 * there; on the bar, `side`'s first).
 * @param {Structure} s @param {number} p @param {"me" | "them"} side
 * @returns {Structure}
 */
export function removeChecker(s, p, side) {
  const out = copy(s);
  if (p === 25) {
    const other = side === "me" ? "them" : "me";
    if (out[side][24] > 0) out[side][24] -= 1;
    else if (out[other][24] > 0) out[other][24] -= 1;
    return out;
  }
  if (p < 1 || p > 24) return out;
  if (out.me[p - 1] > 0) out.me[p - 1] -= 1;
  else if (out.them[24 - p] > 0) out.them[24 - p] -= 1;
  return out;
}

/** @param {number} n */
const letter = (n) => String.fromCharCode(64 + Math.min(n, 26));

/**
 * An XGID's 26 characters of position for a structure; `turn` 1 (the
 * player on roll at the bottom, upper case) or -1 (on top, lower case).
 * @param {Structure} s @param {1 | -1} [turn]
 */
export function positionChars(s, turn = 1) {
  const [bottom, top] = turn === 1 ? [s.me, s.them] : [s.them, s.me];
  const chars = [];
  for (let i = 0; i <= 25; i++) {
    if (i === 0) chars.push(top[24] > 0 ? letter(top[24]).toLowerCase() : "-");
    else if (i === 25) chars.push(bottom[24] > 0 ? letter(bottom[24]) : "-");
    else if (bottom[i - 1] > 0) chars.push(letter(bottom[i - 1]));
    else if (top[24 - i] > 0) chars.push(letter(top[24 - i]).toLowerCase());
    else chars.push("-");
  }
  return chars.join("");
}

/**
 * The query's token of a structure: an XGID, the player on roll at the
 * bottom, the cube centred, money play, before the roll (its other fields
 * are what bare `cube`, `score` and `d` would read).
 * @param {Structure} s
 */
export function structureToken(s) {
  return `XGID=${positionChars(s, 1)}:0:0:1:00:0:0:0:0:10`;
}

/** An XGID token, with its negations. */
const XGID_TOKEN = /^([x!]*)(XGID=)?([-A-Za-z]{26})((?::[^:\s]*){8,})$/i;

/**
 * The structure of an XGID (with or without `XGID=`), seen from its
 * player on roll; null when it is not one.
 * @param {string} token
 * @returns {Structure | null}
 */
export function structureOfXgid(token) {
  const m = /^(?:XGID=)?([-A-Za-z]{26}):(.*)$/i.exec(token);
  if (!m) return null;
  const fields = m[2].split(":");
  if (fields.length < 8) return null;
  const bottom = new Array(25).fill(0);
  const top = new Array(25).fill(0);
  const pos = m[1];
  for (let i = 0; i < 26; i++) {
    const c = pos[i];
    if (c === "-") continue;
    const upper = c >= "A" && c <= "Z";
    const n = c.toUpperCase().charCodeAt(0) - 64;
    if (i === 0 && !upper) top[24] += n;
    else if (i === 25 && upper) bottom[24] += n;
    else if (i >= 1 && i <= 24 && upper) bottom[i - 1] += n;
    else if (i >= 1 && i <= 24) top[24 - i] += n;
    else return null;
  }
  if (total(bottom) > CHECKERS || total(top) > CHECKERS) return null;
  return fields[2] === "-1" ? { me: top, them: bottom } : { me: bottom, them: top };
}

/**
 * The query's tokens and where each starts (UTF-16 offsets); a quoted
 * piece keeps its spaces, as the query's reader takes it.
 * @param {string} text
 * @returns {{ text: string, start: number }[]}
 */
export function tokens(text) {
  const out = [];
  const close = /** @type {Record<string, string>} */ ({ '"': '"', "'": "'", "“": "”\"", "‘": "’'" });
  let i = 0;
  while (i < text.length) {
    if (/\s/.test(text[i])) {
      i++;
      continue;
    }
    const start = i;
    while (i < text.length && !/\s/.test(text[i])) {
      const ends = close[text[i]];
      if (ends) {
        let j = i + 1;
        while (j < text.length && !ends.includes(text[j])) j++;
        i = j < text.length ? j + 1 : text.length;
      } else {
        i++;
      }
    }
    out.push({ text: text.slice(start, i), start });
  }
  return out;
}

/**
 * The query's structure: its first XGID that is not negated (the one the
 * small board shows and draws), and where it is.
 * @param {string} text
 * @returns {{ structure: Structure, start: number, end: number, turn: 1 | -1, token: string } | null}
 */
export function structureIn(text) {
  for (const tok of tokens(text)) {
    const m = XGID_TOKEN.exec(tok.text);
    if (!m) continue;
    if (m[1].length % 2 === 1) continue; // negated
    const s = structureOfXgid(tok.text.slice(m[1].length));
    if (!s) continue;
    const turn = m[4].split(":")[3] === "-1" ? -1 : 1;
    return { structure: s, start: tok.start, end: tok.start + tok.text.length, turn, token: tok.text };
  }
  return null;
}

/**
 * The query with the structure `s` in it: in place of its structure (the
 * XGID's other fields kept), else added at its end; an empty structure
 * takes the token out.
 * @param {string} text @param {Structure} s
 */
export function withStructure(text, s) {
  const at = structureIn(text);
  if (!at) {
    if (isEmpty(s)) return text;
    const sep = text.trim() === "" ? "" : " ";
    return `${text.replace(/\s+$/, "")}${sep}${structureToken(s)}`;
  }
  const before = text.slice(0, at.start);
  const after = text.slice(at.end);
  if (isEmpty(s)) return `${before.replace(/\s+$/, "")}${before.trim() && after.trim() ? " " : ""}${after.replace(/^\s+/, "")}`;
  const m = /** @type {RegExpExecArray} */ (XGID_TOKEN.exec(at.token));
  const prefix = m[2] ?? "XGID=";
  return `${before}${m[1]}${prefix}${positionChars(s, at.turn)}${m[4]}${after}`;
}

/**
 * How many checkers of each side a structure asks for.
 * @param {Structure} s
 */
export function counts(s) {
  return { me: total(s.me), them: total(s.them) };
}

// The small board's geometry, in its own units.
const PW = 20; // point width
const R = 9; // checker radius
const BAR = 20;
const FRAME = 6;
const LABEL = 12; // the points' numbers above and below
const PH = 5 * 2 * R; // a point: five checkers
const GAP = 16;
const BOARD_W = 12 * PW + BAR + 2 * FRAME;
const BOARD_H = 2 * PH + GAP + 2 * FRAME;
export const STRUCTURE_SIZE = { width: BOARD_W, height: BOARD_H + 2 * LABEL };
const LIGHT = "#f7f3e8";
const DARK = "#2f3b45";

/**
 * The x of the middle of the player on roll's point `p` (1–24): his home
 * board at the bottom right, as the boards drawn in Rust show it.
 * @param {number} p
 */
function pointX(p) {
  const col = p <= 12 ? 12 - p : p - 13; // 0 at the left
  return FRAME + col * PW + PW / 2 + (col >= 6 ? BAR : 0);
}

/** @param {number} p */
const isTop = (p) => p >= 13;

/** @param {number} x @param {number} y @param {string} fill @param {string} [label] */
function disc(x, y, fill, label) {
  const stroke = fill === LIGHT ? "#5c4a2e" : "#11181d";
  let o = `<circle cx="${x}" cy="${y}" r="${R - 0.5}" fill="${fill}" stroke="${stroke}" stroke-width="1.2"/>`;
  if (label) {
    const ink = fill === LIGHT ? "#1d2327" : "#ffffff";
    o += `<text x="${x}" y="${y + 3.5}" font-size="10" font-weight="700" text-anchor="middle" fill="${ink}">${label}</text>`;
  }
  return o;
}

/**
 * The small board with the structure `s` on it, as an SVG; each point,
 * and the bar, is a `[data-point]` target (1–24, 25 the bar).
 * @param {Structure} s
 */
export function structureSvg(s) {
  const { width, height } = STRUCTURE_SIZE;
  const top = LABEL;
  const parts = [
    `<svg class="structure-board" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img">`,
    `<rect x="0" y="${top}" width="${BOARD_W}" height="${BOARD_H}" rx="4" fill="#c9a66b" stroke="#5c3d1e" stroke-width="2"/>`,
    `<rect x="${FRAME}" y="${top + FRAME}" width="${6 * PW}" height="${BOARD_H - 2 * FRAME}" fill="#e9d8a6"/>`,
    `<rect x="${FRAME + 6 * PW + BAR}" y="${top + FRAME}" width="${6 * PW}" height="${BOARD_H - 2 * FRAME}" fill="#e9d8a6"/>`,
    `<rect x="${FRAME + 6 * PW}" y="${top}" width="${BAR}" height="${BOARD_H}" fill="#8b5e34"/>`,
  ];
  for (let p = 1; p <= 24; p++) {
    const x = pointX(p);
    const fill = p % 2 === 0 ? "#a23b2a" : "#3d5a80";
    const [yb, ytip] = isTop(p) ? [top + FRAME, top + FRAME + PH] : [top + BOARD_H - FRAME, top + BOARD_H - FRAME - PH];
    parts.push(`<path d="M${x - PW / 2 + 1} ${yb} L${x + PW / 2 - 1} ${yb} L${x} ${ytip} z" fill="${fill}" opacity="0.85"/>`);
    const ny = isTop(p) ? top - 3 : top + BOARD_H + 10;
    parts.push(`<text x="${x}" y="${ny}" font-size="9" text-anchor="middle" fill="#555">${p}</text>`);
    const { side, n } = onPoint(s, p);
    for (let i = 0; i < Math.min(n, 5); i++) {
      const y = isTop(p) ? top + FRAME + R + i * 2 * R : top + BOARD_H - FRAME - R - i * 2 * R;
      const label = i === Math.min(n, 5) - 1 && n > 5 ? String(n) : undefined;
      parts.push(disc(x, y, side === "me" ? LIGHT : DARK, label));
    }
  }
  // The bar: the player on roll's checkers below the middle, the opponent's above.
  const bx = FRAME + 6 * PW + BAR / 2;
  const mid = top + BOARD_H / 2;
  for (const [n, fill, dir] of /** @type {[number, string, number][]} */ ([
    [s.me[24], LIGHT, 1],
    [s.them[24], DARK, -1],
  ])) {
    const shown = Math.min(n, 3);
    for (let i = 0; i < shown; i++) {
      const y = mid + dir * (R + 3 + i * 2 * R);
      parts.push(disc(bx, y, fill, i + 1 === shown && n > 1 ? String(n) : undefined));
    }
  }
  // The targets, over everything: a point's whole half-column, the bar.
  for (let p = 1; p <= 24; p++) {
    const x = pointX(p) - PW / 2;
    const y = isTop(p) ? 0 : top + BOARD_H / 2;
    parts.push(`<rect class="hit" data-point="${p}" x="${x}" y="${y}" width="${PW}" height="${top + BOARD_H / 2}" fill="transparent"/>`);
  }
  parts.push(`<rect class="hit" data-point="25" x="${FRAME + 6 * PW}" y="${top}" width="${BAR}" height="${BOARD_H}" fill="transparent"/>`);
  parts.push("</svg>");
  return parts.join("");
}

/**
 * Where "Review" opens a result: its match, game and move.
 * @param {any} d a row of `search`
 */
export function reviewTarget(d) {
  const player = d.seat === 0 || d.seat === 1 ? d.seat : (d.player ?? null);
  return { id: Number(d.match), game: Number(d.game), seq: Number(d.seq), kind: d.kind ?? null, player };
}

/**
 * Where a key moves in the board panel (the result shown at `at` of `n`):
 * the index, or null.
 * @param {string} key @param {number} at @param {number} n
 * @returns {number | null}
 */
export function boardStep(key, at, n) {
  if (n <= 0) return null;
  let to = at;
  if (key === "ArrowRight" || key === "ArrowDown") to = at + 1;
  else if (key === "ArrowLeft" || key === "ArrowUp") to = at - 1;
  else if (key === "Home") to = 0;
  else if (key === "End") to = n - 1;
  else return null;
  to = Math.max(0, Math.min(n - 1, to));
  return to === at ? null : to;
}

/**
 * A saved search's name as typed: trimmed; null when empty.
 * @param {string} name
 */
export function savedName(name) {
  const v = String(name ?? "").trim();
  return v === "" ? null : v;
}

/**
 * The page the list draws from a pasted position's answer (the command
 * `paste_position`, what `blunderdb search --position ID --format json`
 * prints, with the rows' small boards): the decisions with its cube and
 * score first, then those with its checkers only, as one page without a
 * next. `exact` and `same` say where the second group starts.
 * @param {any} answer
 */
export function pastedPage(answer) {
  const exact = Array.isArray(answer?.exact?.decisions) ? answer.exact.decisions : [];
  const same = Array.isArray(answer?.same_checkers?.decisions) ? answer.same_checkers.decisions : [];
  const exactCount = Number(answer?.exact?.count ?? 0);
  const sameCount = Number(answer?.same_checkers?.count ?? 0);
  return {
    count: exactCount + sameCount,
    exact: exactCount,
    same: sameCount,
    decisions: [...exact, ...same],
    boards: [...(answer?.exact_boards ?? []), ...(answer?.same_boards ?? [])],
    next: null,
    selection: {},
    // Its rows come in two groups, with no selection's figures (PR,
    // errors…) computed over them: only the count is shown.
    pasted: true,
  };
}

/**
 * Whether a figure card is shown for `page`: all of them for a search; for
 * a pasted position only "Found", since its answer has no selection's
 * figures (they would read "—" beside its decisions' own errors).
 * @param {any} page
 * @param {string} id a key of figuresOf
 */
export function figureShown(page, id) {
  return !page?.pasted || id === "positions-found";
}
