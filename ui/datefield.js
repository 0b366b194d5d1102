// The date filters (`input.day`): typed and shown in the language's order
// (`03.12.2026` in German, `2026/12/3` in Japanese), as the window writes
// every date. WebKitGTK's own date field writes the process's locale
// (the US order under LANG=C), whatever the window's language, and has
// no calendar to pick from, so a text field does better here. The
// stored form (`2026-12-03`) is read in every language too.

import { localize, onSwitch, t } from "./i18n.js";
import { parseDay, day, lang } from "./i18n-logic.js";

/** @returns {HTMLInputElement[]} */
function fields() {
  return /** @type {HTMLInputElement[]} */ ([...document.querySelectorAll("input.day")]);
}

/**
 * The day a date field holds, in the stored form, or "" when it is empty
 * or holds no day (the field is then marked, with a tooltip saying how to
 * type one, and filters nothing).
 * @param {HTMLInputElement} el
 */
export function dateValue(el) {
  const text = el.value.trim();
  const iso = text === "" ? "" : parseDay(lang(), text);
  if (iso === null) {
    el.setAttribute("aria-invalid", "true");
    el.title = t("filter-date-invalid", { pattern: t("filter-date-pattern"), example: day("2026-12-03") });
    return "";
  }
  el.removeAttribute("aria-invalid");
  el.title = "";
  return iso;
}

/** Writes a day, given in the stored form ("" empties the field). @param {HTMLInputElement} el @param {string} iso */
export function setDate(el, iso) {
  el.value = iso ? day(iso) : "";
  dateValue(el);
}

function init() {
  for (const el of fields()) {
    localize(el, "filter-date-field");
    // A day typed in any accepted form is written back in the language's.
    el.addEventListener("change", () => {
      const iso = dateValue(el);
      if (iso) el.value = day(iso);
    });
  }
  // A new language writes the days held in its order.
  onSwitch(async () => {
    // Read in the language the days were written in, before it changes.
    const held = fields().map((el) => /** @type {const} */ ([el, parseDay(lang(), el.value)]));
    return () => {
      for (const [el, iso] of held) {
        if (iso) el.value = day(iso);
        dateValue(el);
      }
    };
  });
}

init();
