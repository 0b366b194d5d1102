// For the node tests only (the window loads its language from Rust, see
// ui/i18n.js): loads @fluent/bundle and speaks English, read from
// locales/, on import; `speak(lang)` switches to another language.
import { readFileSync } from "node:fs";
import "./fluent-bundle.js";
import { use, PSEUDO } from "./i18n-logic.js";

/** The window's domains, as i18n::WEB_DOMAINS. */
const DOMAINS = ["common", "app"];

/** @param {string} lang */
function sources(lang) {
  return DOMAINS.map((d) => readFileSync(new URL(`../locales/${lang}/${d}.ftl`, import.meta.url), "utf8"));
}

/**
 * Speaks `lang` (a code of locales/, or `qps`) in the logic under test.
 * @param {string} lang
 */
export function speak(lang) {
  use({ lang, messages: sources(lang === PSEUDO ? "en" : lang), fallback: sources("en") });
}

speak("en");
