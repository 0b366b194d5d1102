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
import { call } from "./bridge.js";
import { use, t, attributes, hasValue, lang, PSEUDO, TYPEFACES, typeface } from "./i18n-logic.js";

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
  if (hasValue(id)) write(el, t(id, args));
  for (const [name, text] of Object.entries(attributes(id, args))) {
    if (ATTRIBUTES.includes(name) && el.getAttribute(name) !== text) el.setAttribute(name, text);
  }
}

/**
 * Writes `text` in `el`, unless it is there already: a text written again
 * is laid out again, and index.html's words are English's messages (a
 * window opening in English writes few), and many stay the same across
 * languages (PR, MWC, numbers).
 * @param {Element} el @param {string} text
 */
function write(el, text) {
  if (el.textContent !== text) el.textContent = text;
}

/**
 * Writes every `data-l10n-id` element under `root` and every text of
 * `show` in the language in use.
 * @param {ParentNode} [root]
 */
export function translate(root = document) {
  for (const el of root.querySelectorAll("[data-l10n-id]")) translateElement(el);
  if (root !== document) return;
  unwritten = false;
  for (const [el, make] of made) {
    // An element no longer in the page is dropped (a table row redrawn).
    if (el.isConnected) write(el, make());
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
    write(el, text());
  } else {
    made.delete(el);
    write(el, text);
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

/** Whether the page's words wait to be written in the language spoken (at launch: reveal). */
let unwritten = false;

/**
 * Speaks `language` in the page: the messages, every element's words
 * (at launch, see `ready`: once the first figures are asked for, or when
 * the page is revealed), the `lang-xx` class of the page's root and its
 * `lang`.
 * @param {import("./i18n-logic.js").Language} language
 * @param {boolean} [words] write the page's words now
 */
function speak(language, words = true) {
  const root = document.documentElement;
  if (spoken) root.classList.remove(`lang-${spoken.lang}`);
  use(language);
  spoken = language;
  // The style of a language (Japanese in its own typeface, Greek headings
  // without capitals: style.css) follows this class at once.
  root.classList.add(`lang-${lang()}`);
  if (words) translate();
  else unwritten = true;
  // `<html lang>` in the same frame (assistive technology reads the page
  // in it); the pseudo-locale is English underneath. It costs no font:
  // the fonts' locale follows the typeface, not `lang` (style.css,
  // "Languages"; warmFonts below).
  root.lang = lang() === PSEUDO ? "en" : lang();
}

/**
 * Shows the page, hidden until its words are in its language
 * (index.html, style.css), writing them first if they are not yet. The
 * window calls it in the frame of its first figures (main.js showTab):
 * the page is then painted once, with both, not once with its words and
 * again with the figures (the launch, 10,000 matches: docs/performance.md,
 * "Languages"). Shown anyway after a few seconds, should the figures
 * never come.
 */
export function reveal() {
  if (unwritten) translate();
  document.documentElement.classList.remove("l10n-pending");
}

/** The typefaces whose fonts are made (warmFonts). @type {Set<string>} */
const warmed = new Set();

/**
 * Makes, while the window is idle, the fonts a switch into a language of
 * another typeface would make (TYPEFACES, i18n-logic.js): WebKit makes a
 * font for each size, weight and family of the page the first time it
 * writes in it (and its locale: style.css, "Languages"), and the first
 * switch into Japanese took 140–210 ms at 10,000 matches, later ones
 * 40–60 ms. So every style the page uses now (its hidden tabs included)
 * is laid out once in each other typeface, in a box never seen, kept so
 * its fonts stay made. The letters cost little beside the fonts:
 * measured, all 320 of Japanese's messages did no better than a few. The
 * work is cut in slices of a few ms with a pause between them, so the
 * window answers a click at once throughout.
 * @returns {Promise<{ styles: number, ms: number }>} the styles laid out
 *   in each typeface, and the time the slices took in all
 */
export async function warmFonts() {
  const pause = () => new Promise((r) => setTimeout(r, 10));
  let busy = 0;
  /** @template T @param {() => T} work @returns {T} */
  const timed = (work) => {
    const t0 = performance.now();
    try {
      return work();
    } finally {
      busy += performance.now() - t0;
    }
  };
  const own = typeface(lang());
  warmed.add(own.family);
  if (TYPEFACES.every((f) => warmed.has(f.family))) return { styles: 0, ms: 0 };
  const page = getComputedStyle(document.documentElement).fontFamily;
  // The styles in use: size, weight, slant, numbers' form, and the family
  // where it is not the page's own (monospace, the charts' SVG).
  /** @type {Map<string, Partial<CSSStyleDeclaration>>} */
  const styles = new Map();
  const all = document.body.getElementsByTagName("*");
  for (let i = 0; i < all.length; i += 400) {
    timed(() => {
      for (const el of Array.prototype.slice.call(all, i, i + 400)) {
        if (el.closest(".font-warm")) continue;
        const cs = getComputedStyle(el);
        const family = cs.fontFamily === page ? "" : cs.fontFamily;
        const key = [cs.fontStyle, cs.fontWeight, cs.fontSize, cs.fontVariantNumeric, family].join("|");
        if (!styles.has(key)) {
          styles.set(key, { fontStyle: cs.fontStyle, fontWeight: cs.fontWeight, fontSize: cs.fontSize, fontVariantNumeric: cs.fontVariantNumeric, fontFamily: family });
        }
      }
    });
    await pause();
  }
  for (const face of TYPEFACES) {
    if (warmed.has(face.family)) continue;
    warmed.add(face.family);
    const box = document.createElement("div");
    box.className = "font-warm";
    box.setAttribute("aria-hidden", "true");
    box.style.fontFamily = face.family;
    box.style.setProperty("-webkit-locale", `"${face.locale}"`);
    document.body.append(box);
    const list = [...styles.values()];
    for (let i = 0; i < list.length; i += 6) {
      timed(() => {
        for (const style of list.slice(i, i + 6)) {
          const line = document.createElement("div");
          Object.assign(line.style, style); // an empty family: the box's
          line.textContent = face.sample;
          box.append(line);
        }
        // Laid out now, in this slice (only the box: it is contained).
        void box.lastElementChild?.getBoundingClientRect();
      });
      await pause();
    }
  }
  return { styles: styles.size, ms: busy };
}

/**
 * The language the window opens in, asked for as soon as this module
 * loads (with the library's info, before the first redraw): the page
 * waits for it before drawing any words. Once it is here, `t` speaks it;
 * the page's own words (index.html's) are written later, while Rust
 * computes the first figures (main.js start calls `translate`), or at the
 * latest when the page is revealed: written here, they held the window's
 * one thread 5–15 ms while Rust's answers to the launch's other requests
 * waited.
 */
/** When the language was asked for, answered and spoken (ms since the page's navigation), for the tests. */
export const loaded = { asked: performance.now(), answered: 0, spoken: 0 };
export const ready = (async () => {
  try {
    const language = await call("language");
    loaded.answered = performance.now();
    speak(language, false);
    loaded.spoken = performance.now();
    setTimeout(reveal, 3000);
  } catch (e) {
    // Without its messages the page would show message ids: English from
    // the page itself, and the reason.
    reveal();
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
  const language = await call("set_language", { choice });
  if (times) times.part.answer = performance.now() - times.t0;
  const draws = await Promise.all(switched.map((fn) => fn(language)));
  if (times) times.part.asked = performance.now() - times.t0;
  speak(language);
  if (times) times.part.words = performance.now() - times.t0;
  for (const draw of draws) if (draw) await draw();
  return language;
}

/** The latest language spoken (the Settings list is drawn from it). */
export function language() {
  return spoken;
}
