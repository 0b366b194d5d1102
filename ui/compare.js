// Players: tick two rows to compare them (the better rate marked, their
// head-to-head record and figures in their matches against each other),
// merge one into the other (an alias), and undo a merge.
import { fmtNum, fmtCount } from "./logic.js";
import { COMPARED, better } from "./progress-logic.js";

const tauri = window.__TAURI__;
const invoke = tauri.core.invoke;

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
  box.setAttribute("aria-label", `Compare ${name}`);
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
  const t = document.createElement("table");
  t.className = "table compare";
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
  rec.append(td("Matches (won–lost)"), ...pair.map((p) => td(`${fmtCount(p.matches)} (${p.wins}–${p.losses})`, "n")));
  rows.push(rec);
  for (const [key, label, dec] of COMPARED) {
    const tr = document.createElement("tr");
    const k = /** @type {string} */ (key);
    const d = /** @type {number} */ (dec);
    const win = better(pair[0][k], pair[1][k], d);
    tr.append(td(/** @type {string} */ (label)));
    pair.forEach((p, i) => {
      const c = td(fmtNum(p[k], d), "n");
      if (win === i) {
        c.classList.add("better");
        c.title = "better";
      }
      tr.append(c);
    });
    rows.push(tr);
  }
  const dec = document.createElement("tr");
  dec.append(td("Decisions"), ...pair.map((p) => td(fmtCount(p.decisions), "n")));
  rows.push(dec);
  t.append(...rows);
  return t;
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
  $("compare-tables").replaceChildren(table("Overall", v.overall), table("Against each other", v.head_to_head));
  $("merge-ab").textContent = `Count ${b} as ${a}`;
  $("merge-ba").textContent = `Count ${a} as ${b}`;
  $("merge-msg").textContent = "";
  document.body.dataset.compared = `${a}|${b}`;
}

async function renderAliases() {
  const list = await invoke("aliases");
  const ul = $("alias-list");
  ul.replaceChildren(
    ...list.map((/** @type {any} */ a) => {
      const li = document.createElement("li");
      li.textContent = `${a.alias} counts as ${a.player} `;
      const undo = document.createElement("button");
      undo.className = "link";
      undo.textContent = "Undo";
      undo.addEventListener("click", async () => {
        await invoke("remove_alias", { name: a.alias });
        await changed();
      });
      li.append(undo);
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
    $("merge-msg").textContent = String(e);
  }
}

/** @param {() => Promise<void>} onChange the library's players changed */
export function initCompare(onChange) {
  changed = onChange;
  $("merge-ab").addEventListener("click", () => merge(ticked[1], ticked[0]));
  $("merge-ba").addEventListener("click", () => merge(ticked[0], ticked[1]));
}
