// Players: tick two rows to compare them (the better rate marked, their
// head-to-head record and figures in their matches against each other),
// merge one into the other (an alias), and undo a merge.
import { fmtNum, fmtCount, fmtWL } from "./logic.js";
import { COMPARED, better } from "./progress-logic.js";
import { t, show, onSwitch } from "./i18n.js";
import { attributes } from "./i18n-logic.js";

/** The tick box's name for assistive technology: "Compare alice". @param {string} name */
const tickLabel = (name) => attributes("compare-tick", { name })["aria-label"] ?? name;

import { call as invoke } from "./bridge.js";

/** @param {string} id */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** The ticked names, in the order they were ticked. @type {string[]} */
let ticked = [];
/** @type {() => Promise<void>} */
let changed = async () => {};

/**
 * After the Players table is drawn: drops the ticks of players no longer
 * listed (`names`: all of them, drawn or not) and redraws the comparison
 * and the merged names.
 * @param {string[]} names
 */
export function decoratePlayers(names) {
  const listed = new Set(names);
  ticked = ticked.filter((n) => listed.has(n));
  renderCompare();
  renderAliases();
}

/**
 * Adds the tick box to a row of the Players table as it is drawn (a long
 * table draws its rows as it scrolls; the ticks are kept here).
 * @param {HTMLTableRowElement} tr
 */
export function tickRow(tr) {
  const name = tr.dataset.name ?? "";
  const td = document.createElement("td");
  td.className = "tick";
  const box = document.createElement("input");
  box.type = "checkbox";
  box.checked = ticked.includes(name);
  box.setAttribute("aria-label", tickLabel(name));
  box.addEventListener("change", () => {
    ticked = ticked.filter((n) => n !== name);
    if (box.checked) ticked.push(name);
    // Two at most: the oldest tick goes.
    if (ticked.length > 2) ticked = ticked.slice(-2);
    for (const b of document.querySelectorAll("#players-table td.tick input")) {
      const n = /** @type {HTMLElement} */ (b.closest("tr")).dataset.name ?? "";
      /** @type {HTMLInputElement} */ (b).checked = ticked.includes(n);
    }
    renderCompare();
  });
  td.addEventListener("click", (e) => e.stopPropagation());
  td.append(box);
  tr.prepend(td);
}

/** @param {string} text @param {string} [cls] */
function td(text, cls) {
  const c = document.createElement("td");
  c.textContent = text;
  if (cls) c.className = cls;
  return c;
}

/**
 * @param {string} title @param {any[]} pair
 */
function table(title, pair) {
  const tbl = document.createElement("table");
  tbl.className = "table compare";
  const head = document.createElement("tr");
  const th0 = document.createElement("th");
  th0.textContent = title;
  head.append(th0);
  for (const p of pair) {
    const th = document.createElement("th");
    th.className = "n";
    th.textContent = p.name;
    head.append(th);
  }
  const rows = [head];
  const rec = document.createElement("tr");
  rec.append(td(t("compare-matches")), ...pair.map((p) => td(`${fmtCount(p.matches)} (${fmtWL(p.wins, p.losses)})`, "n")));
  rows.push(rec);
  for (const [key, dec] of COMPARED) {
    const tr = document.createElement("tr");
    const k = /** @type {string} */ (key);
    const d = /** @type {number} */ (dec);
    const win = better(pair[0][k], pair[1][k], d);
    tr.append(td(t(`fig-${k}`)));
    pair.forEach((p, i) => {
      const c = td(fmtNum(p[k], d), "n");
      if (win === i) {
        c.classList.add("better");
        c.title = t("compare-better");
      }
      tr.append(c);
    });
    rows.push(tr);
  }
  const dec = document.createElement("tr");
  dec.append(td(t("fig-decisions")), ...pair.map((p) => td(fmtCount(p.decisions), "n")));
  rows.push(dec);
  tbl.append(...rows);
  return tbl;
}

/** The comparison on screen (the answer of `compare`). @type {any} */
let shown = null;

/** Draws the two tables of the comparison on screen. */
function drawTables() {
  if (shown) $("compare-tables").replaceChildren(table(t("compare-overall"), shown.overall), table(t("compare-head-to-head"), shown.head_to_head));
}

let seq = 0;
async function renderCompare() {
  const box = $("compare");
  if (ticked.length !== 2) {
    box.hidden = true;
    $("compare-hint").hidden = false;
    return;
  }
  const [a, b] = ticked;
  const mine = ++seq;
  const v = await invoke("compare", { a, b });
  if (mine !== seq) return;
  box.hidden = false;
  $("compare-hint").hidden = true;
  shown = v;
  drawTables();
  show($("merge-ab"), () => t("compare-merge", { name: b, player: a }));
  show($("merge-ba"), () => t("compare-merge", { name: a, player: b }));
  show($("merge-msg"), "");
  document.body.dataset.compared = `${a}|${b}`;
}

async function renderAliases() {
  const list = await invoke("aliases");
  const ul = $("alias-list");
  ul.replaceChildren(
    ...list.map((/** @type {any} */ a) => {
      const li = document.createElement("li");
      const line = document.createElement("span");
      show(line, () => t("alias-line", { alias: a.alias, player: a.player }));
      const undo = document.createElement("button");
      undo.className = "link";
      undo.dataset.l10nId = "alias-undo";
      undo.textContent = t("alias-undo");
      undo.addEventListener("click", async () => {
        await invoke("remove_alias", { name: a.alias });
        await changed();
      });
      li.append(line, " ", undo);
      return li;
    }),
  );
  $("aliases").hidden = list.length === 0;
}

/** @param {string} name @param {string} player */
async function merge(name, player) {
  try {
    await invoke("add_alias", { name, player });
    ticked = [player];
    await changed();
  } catch (e) {
    show($("merge-msg"), () => t("compare-merge-failed", { error: String(e) }));
  }
}

/** @param {() => Promise<void>} onChange the library's players changed */
export function initCompare(onChange) {
  changed = onChange;
  // A new language: the tables again, and the tick boxes' names.
  onSwitch(async () => () => {
    drawTables();
    for (const b of document.querySelectorAll("#players-table td.tick input")) {
      const n = /** @type {HTMLElement} */ (b.closest("tr")).dataset.name ?? "";
      b.setAttribute("aria-label", tickLabel(n));
    }
  });
  $("merge-ab").addEventListener("click", () => merge(ticked[1], ticked[0]));
  $("merge-ba").addEventListener("click", () => merge(ticked[0], ticked[1]));
}
