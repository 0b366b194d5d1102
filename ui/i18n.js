// The window's language in the page: loads it from Rust (the `language`
// command, src-tauri/src/language.rs: the Fluent sources of the language
// and of English), writes the page's own words, and writes them again in
// another language chosen in Settings. The formatting itself is
// i18n-logic.js's (pure, tested with node).
//
// The page's words are of two kinds:
// - in index.html, elements with a `data-l10n-id` attribute naming their
//   message (and `data-l10n-args='{"n": 200}'` for arguments): its value is
//   their text, its attributes (`.title`, `.aria-label`, `.placeholder`)
//   their attributes; a message with attributes only leaves the text
//   alone, so an element with children can take a tooltip;
// - written by the modules: `show(element, () => t(…))` writes the text
//   and keeps how it was made, so a new language writes it again
//   (`localize(element, id, args)` is the same for one message). Tables
//   and figures are drawn again by their modules (`onSwitch`).
import { use, t, attributes, hasValue, lang, PSEUDO } from "./i18n-logic.js";

export { t };

/** The attributes a message may set on its element. */
const ATTRIBUTES = ["title", "aria-label", "placeholder", "alt"];

/**
 * The text of the elements written by `show`, and how each was made.
 * @type {Map<Element, () => string>}
 */
const made = new Map();
/** The size of `made` at which `show` forgets the elements no longer in the page. */
let sweepAt = 1000;

/**
 * What the modules draw again after a switch of language: each asks what
 * it needs (of Rust) and resolves to the function that draws it.
 * @typedef {(language: import("./i18n-logic.js").Language) => Promise<(() => unknown) | void>} Redraw
 * @type {Redraw[]}
 */
const switched = [];

/**
 * The latest answer of `language` or `set_language`.
 * @type {import("./i18n-logic.js").Language | null}
 */
let spoken = null;

/** @param {Element} el */
function translateElement(el) {
  const id = /** @type {HTMLElement} */ (el).dataset.l10nId;
  if (!id) return;
  /** @type {Record<string, string | number> | undefined} */
  let args;
  const raw = /** @type {HTMLElement} */ (el).dataset.l10nArgs;
  if (raw) {
    try {
      args = JSON.parse(raw);
    } catch {
      args = undefined; // the page's own attribute: a slip shows the bare message
    }
  }
  if (hasValue(id)) el.textContent = t(id, args);
  for (const [name, text] of Object.entries(attributes(id, args))) {
    if (ATTRIBUTES.includes(name)) el.setAttribute(name, text);
  }
}

/**
 * Writes every `data-l10n-id` element under `root` and every text of
 * `show` in the language in use.
 * @param {ParentNode} [root]
 */
export function translate(root = document) {
  for (const el of root.querySelectorAll("[data-l10n-id]")) translateElement(el);
  if (root !== document) return;
  for (const [el, make] of made) {
    // An element no longer in the page is dropped (a table row redrawn).
    if (el.isConnected) el.textContent = make();
    else made.delete(el);
  }
}

/**
 * Writes `text` in `el`: a function is called now and again in each new
 * language (its words must come from `t`); a string is written as it is
 * (data, or nothing).
 * @param {Element} el @param {string | (() => string)} text
 */
export function show(el, text) {
  if (typeof text === "function") {
    // Now and then, forget the elements gone from the page (a list paged
    // through), so the map stays the size of what is on screen.
    if (made.size >= sweepAt) {
      for (const e of made.keys()) if (!e.isConnected) made.delete(e);
      sweepAt = Math.max(1000, 2 * made.size);
    }
    made.set(el, text);
    el.textContent = text();
  } else {
    made.delete(el);
    el.textContent = text;
  }
}

/**
 * Gives `el` message `id` (its text and attributes), written again in
 * each new language.
 * @param {Element} el @param {string} id @param {Record<string, string | number>} [args]
 */
export function localize(el, id, args) {
  const h = /** @type {HTMLElement} */ (el);
  made.delete(el);
  h.dataset.l10nId = id;
  if (args) h.dataset.l10nArgs = JSON.stringify(args);
  else delete h.dataset.l10nArgs;
  translateElement(el);
}

/**
 * Speaks `language` in the page: the messages, every element's words,
 * the `lang-xx` class of the page's root and its `lang` (see setLang).
 * @param {import("./i18n-logic.js").Language} language
 * @param {boolean} [switching] a switch, not the page's first words
 */
function speak(language, switching = false) {
  const root = document.documentElement;
  if (spoken) root.classList.remove(`lang-${spoken.lang}`);
  use(language);
  spoken = language;
  // The style of a language (Japanese in its own typeface, Greek headings
  // without capitals: style.css) follows this class at once.
  root.classList.add(`lang-${lang()}`);
  translate();
  // The pseudo-locale is English underneath.
  const tag = lang() === PSEUDO ? "en" : lang();
  if (switching) setTimeout(() => requestAnimationFrame(() => setTimeout(() => setLang(tag), 0)), 0);
  else setLang(tag);
  // The page was hidden until its words were in its language (index.html).
  root.classList.remove("l10n-pending");
}

/**
 * Sets `<html lang>` (for assistive technology: the voice that reads the
 * page). After a switch of language it is set once the switch's frame is
 * painted: WebKitGTK lays the whole page out again for a new locale, and
 * the first time in a session for each locale that took 100–200 ms (on
 * the 2-core test machine, 10,000 matches), twice the whole switch. The
 * page looks the same with it (its styles follow the `lang-xx` class).
 * @param {string} tag
 */
function setLang(tag) {
  if (spoken && tag === (lang() === PSEUDO ? "en" : lang())) document.documentElement.lang = tag;
}

/**
 * The language the window opens in, asked for as soon as this module
 * loads (with the library's info, before the first redraw): the page
 * waits for it before drawing any words.
 */
/** When the language was asked for, answered and spoken (ms since the page's navigation), for the tests. */
export const loaded = { asked: performance.now(), answered: 0, spoken: 0 };
export const ready = (async () => {
  try {
    const language = await window.__TAURI__.core.invoke("language");
    loaded.answered = performance.now();
    speak(language);
    loaded.spoken = performance.now();
  } catch (e) {
    // Without its messages the page would show message ids: English from
    // the page itself, and the reason.
    document.documentElement.classList.remove("l10n-pending");
    throw e;
  }
})();

/**
 * Has `fn` redraw what it drew (tables, figures, charts drawn in Rust)
 * after a switch of language: `fn` asks for what it needs, before any
 * word changes, and resolves to the function that draws (called once the
 * words are in the new language). So the page changes in one task, and
 * is laid out and painted once: a frame in between, laid out with the new
 * words while an answer is awaited, cost the switch 50–200 ms at 10,000
 * matches.
 * @param {Redraw} fn
 */
export function onSwitch(fn) {
  switched.push(fn);
}

/**
 * Chooses the window's language (a code, or `system`), remembered by Rust
 * for this user, and writes the page in it: its words at once, then what
 * the modules draw (awaited). `times` gets when Rust answered (`answer`)
 * and the words were written (`words`), in ms from `t0`.
 * @param {string} choice
 * @param {{ t0: number, part: Record<string, number> }} [times]
 */
export async function chooseLanguage(choice, times) {
  const language = await window.__TAURI__.core.invoke("set_language", { choice });
  if (times) times.part.answer = performance.now() - times.t0;
  const draws = await Promise.all(switched.map((fn) => fn(language)));
  if (times) times.part.asked = performance.now() - times.t0;
  speak(language, true);
  if (times) times.part.words = performance.now() - times.t0;
  for (const draw of draws) if (draw) await draw();
  return language;
}

/** The latest language spoken (the Settings list is drawn from it). */
export function language() {
  return spoken;
}
