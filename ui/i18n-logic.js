// The window's words and numbers: the messages of the language in use
// (Fluent files of locales/<lang>/, formatted with @fluent/bundle) and how
// that language writes numbers and dates. Pure: no DOM, no Tauri; the
// window loads its language through ui/i18n.js, the tests through
// ui/i18n-node.js. Unit-tested with `node --test ui/`.
//
// Numbers and dates follow the same tables as the Rust side
// (src/i18n/format.rs), rather than the WebView's `Intl`: the report, the
// command line and the charts drawn in Rust write `0,39` and `08/11/2025`
// from those tables, and the window must write the very same text (an
// `Intl` of another ICU version would group Spanish or Finnish numbers
// otherwise). They are small; i18n-logic.test.js holds format.rs's cases.

/** The pseudo-locale of the tests: English with every message in ⟦…⟧. */
export const PSEUDO = "qps";

/** The sign of an unknown figure. */
export const UNKNOWN = "—";

/**
 * (decimal separator, grouping separator, least digits to group), as
 * format.rs's `separators`.
 * @param {string} lang
 * @returns {[string, string, number]}
 */
export function separators(lang) {
  switch (lang) {
    case "fr":
      return [",", "\u202f", 4];
    case "de":
    case "it":
    case "el":
    case "nl":
    case "pt":
      return [",", ".", 4];
    // Spanish groups from five digits (CLDR minimumGroupingDigits 2).
    case "es":
      return [",", ".", 5];
    case "fi":
    case "ru":
      return [",", "\u00a0", 4];
    default:
      return [".", ",", 4];
  }
}

/**
 * The minus sign (CLDR: Finnish writes U+2212).
 * @param {string} lang
 */
export function minus(lang) {
  return lang === "fi" ? "\u2212" : "-";
}

/**
 * The digits of `int` (ASCII, no sign) grouped by three.
 * @param {string} lang @param {string} int
 */
export function grouped(lang, int) {
  const [, sep, least] = separators(lang);
  if (int.length < least) return int;
  let out = "";
  for (let i = 0; i < int.length; i++) {
    if (i > 0 && (int.length - i) % 3 === 0) out += sep;
    out += int[i];
  }
  return out;
}

/**
 * `x` (≥ 0) with `decimals` decimals, rounded as Rust's `format!("{:.2}")`
 * does: to the nearest, and an exact tie to the even digit (`toFixed`
 * rounds ties up: 0.125 is "0.13" there, "0.12" in Rust).
 * @param {number} x @param {number} decimals
 */
function fixed(x, decimals) {
  const s = x.toFixed(decimals);
  // A tie has an exact decimal expansion of decimals + 1 digits, ending
  // in 5: 25 more digits show it (a double near a tie differs from it far
  // above 1e-25 of its value).
  const extra = 25;
  const long = x.toFixed(Math.min(100, decimals + extra));
  if (!/^50*$/.test(long.slice(long.length - extra))) return s;
  const down = long.slice(0, long.length - extra).replace(/\.$/, "");
  return Number(down[down.length - 1]) % 2 === 0 ? down : s;
}

/**
 * `v` rounded to `decimals`, with the language's separators; "—" when not
 * a finite number. As format.rs's `number`.
 * @param {string} lang @param {number} v @param {number} decimals
 */
export function number(lang, v, decimals) {
  if (typeof v !== "number" || !Number.isFinite(v)) return UNKNOWN;
  const plain = fixed(Math.abs(v), decimals);
  const [int, frac] = plain.split(".");
  // -0.00 is 0.00.
  const negative = v < 0 && /[1-9]/.test(plain);
  const [dec] = separators(lang);
  return (negative ? minus(lang) : "") + grouped(lang, int) + (frac === undefined ? "" : dec + frac);
}

/**
 * A whole number grouped in the language's way (`28 508 412`), its sign
 * included; "—" when not a finite number.
 * @param {string} lang @param {number} n
 */
export function count(lang, n) {
  if (typeof n !== "number" || !Number.isFinite(n)) return UNKNOWN;
  const r = Math.round(n);
  const body = grouped(lang, String(Math.abs(r)));
  return r < 0 ? minus(lang) + body : body;
}

/**
 * A stored date (`2025-11-08`, `2025-11`, `2025`) in the language's
 * numeric order (CLDR `yMd`, and `yM` for a month); a year, or anything
 * that is not such a date, as it is. As format.rs's `date`: `m`, `d` are
 * the two digits as stored, `mm`, `dd` the numbers (CLDR's `M` and `d`,
 * without a leading zero).
 * @param {string} lang @param {string} iso
 */
export function date(lang, iso) {
  const s = String(iso);
  const parts = s.split("-");
  // Rust's `str::parse::<u32>`: digits, with an optional leading "+".
  const num = (/** @type {string} */ x) => (/^\+?\d+$/.test(x) && Number(x) <= 0xffffffff ? String(Number(x)) : null);
  if (parts.length === 3) {
    const [y, m, d] = parts;
    if (y.length === 4 && m.length === 2 && d.length === 2) {
      const mm = num(m);
      const dd = num(d);
      if (num(y) === null || mm === null || dd === null) return s;
      switch (lang) {
        case "en":
          return `${mm}/${dd}/${y}`;
        case "fr":
        case "pt":
          return `${d}/${m}/${y}`;
        case "it":
        case "es":
        case "el":
          return `${dd}/${mm}/${y}`;
        case "de":
        case "fi":
          return `${dd}.${mm}.${y}`;
        case "ru":
          return `${d}.${m}.${y}`;
        case "nl":
          return `${dd}-${mm}-${y}`;
        case "ja":
          return `${y}/${mm}/${dd}`;
        default:
          return s;
      }
    }
  }
  if (parts.length === 2) {
    const [y, m] = parts;
    if (y.length === 4 && m.length === 2) {
      const mm = num(m);
      if (num(y) === null || mm === null) return s;
      switch (lang) {
        case "en":
        case "it":
        case "es":
        case "el":
          return `${mm}/${y}`;
        case "fr":
        case "pt":
          return `${m}/${y}`;
        case "de":
        case "fi":
          return `${mm}.${y}`;
        case "ru":
          return `${m}.${y}`;
        case "nl":
          return `${mm}-${y}`;
        case "ja":
          return `${y}/${mm}`;
        default:
          return s;
      }
    }
  }
  return s;
}

/**
 * The window's typefaces: their families (style.css, `--font-latin` and
 * `--font-ja`), the locale WebKit makes their fonts in (style.css, the
 * "Languages" block: the same for every language a typeface writes, so
 * a switch between them makes no font), the languages each writes (the
 * last: all others) and a few of its letters. ui/i18n.js makes each one's
 * fonts ahead (warmFonts).
 * @type {{ family: string, locale: string, langs: string[] | null, sample: string }[]}
 */
export const TYPEFACES = [
  { family: "var(--font-ja)", locale: "ja", langs: ["ja"], sample: "日本語のあア、。Aa 0,9" },
  { family: "var(--font-latin)", locale: "en", langs: null, sample: "Aa 0,9 ÄßéΩάЯя" },
];

/**
 * The typeface language `code` is written in (the pseudo-locale's is
 * English's).
 * @param {string} code
 */
export function typeface(code) {
  return TYPEFACES.find((f) => f.langs === null || f.langs.includes(code)) ?? TYPEFACES[TYPEFACES.length - 1];
}

/**
 * What the window needs to speak a language: the `language` command's
 * answer (src-tauri/src/language.rs).
 * @typedef {{
 *   lang: string,
 *   choice?: string,
 *   system?: string,
 *   languages?: [string, string][],
 *   messages: string[],
 *   fallback: string[],
 *   note?: string | null,
 *   levels?: { key: string, names: [string, string][] }[],
 * }} Language
 */

/**
 * A message's arguments: a number chooses plural forms as a number, and
 * is written the language's way as `$name-text`; text is written as it is.
 * @typedef {Record<string, string | number>} Args
 */

/** @typedef {{ getMessage(id: string): any, formatPattern(p: any, args?: any, errors?: any[]): string }} Bundle */

/**
 * The language in use: its code (`qps` for the pseudo-locale), the code
 * whose number and date rules apply, its messages and English's.
 * and the level bands' names, by scale and English name (Rust's).
 * @type {{ lang: string, rules: string, bundle: Bundle | null, english: Bundle | null, levels: Map<string, Map<string, string>> }}
 */
const current = { lang: "en", rules: "en", bundle: null, english: null, levels: new Map() };

/** Bundles already built, by language and source (a switch back is instant). @type {Map<string, Bundle>} */
const built = new Map();

/**
 * A bundle of Fluent sources, with the Fluent classes of the vendored
 * @fluent/bundle (globalThis.FluentBundle, loaded before this is called).
 * @param {string} lang @param {string[]} sources
 * @returns {Bundle}
 */
function bundleOf(lang, sources) {
  const key = `${lang}\u0000${sources.join("\u0000")}`;
  const have = built.get(key);
  if (have) return have;
  const fluent = /** @type {any} */ (globalThis).FluentBundle;
  if (!fluent) throw new Error("@fluent/bundle is not loaded (fluent-bundle.js)");
  // No Unicode isolation marks around arguments, as in Rust: no language
  // here is written right to left, and the marks would be in every text
  // a test reads.
  const bundle = new fluent.FluentBundle(lang, { useIsolating: false });
  for (const src of sources) {
    // The files are the project's own and tested to parse (tests/i18n.rs);
    // an entry that does not is skipped and falls back to English.
    bundle.addResource(new fluent.FluentResource(src), { allowOverrides: false });
  }
  built.set(key, bundle);
  return bundle;
}

/**
 * Speaks `language` from now on.
 * @param {Language} language
 */
export function use(language) {
  const lang = language.lang;
  const rules = lang === PSEUDO ? "en" : lang;
  current.english = bundleOf("en", language.fallback);
  current.bundle = rules === "en" ? current.english : bundleOf(rules, language.messages);
  current.lang = lang;
  current.rules = rules;
  current.levels = new Map((language.levels ?? []).map((s) => [s.key, new Map(s.names)]));
}

/**
 * A level's name (its English name, as `stats` answers) in the language
 * in use: that of scale `key` when given and known, else of any scale
 * naming it, else the name as it is.
 * @param {string} name @param {string} [key]
 */
export function levelName(name, key) {
  const own = key ? current.levels.get(key)?.get(name) : undefined;
  if (own !== undefined) return own;
  for (const names of current.levels.values()) {
    const n = names.get(name);
    if (n !== undefined) return n;
  }
  return name;
}

/** The language in use (`fr`; `qps` for the pseudo-locale). */
export function lang() {
  return current.lang;
}

/**
 * A number argument as Fluent sees it (`$n`) and as the text shows it
 * (`$n-text`), as Rust's `Text::t_args` sets them.
 * @param {Args | undefined} args
 */
function fluentArgs(args) {
  if (!args) return null;
  /** @type {Record<string, string | number>} */
  const out = {};
  for (const [k, v] of Object.entries(args)) {
    out[k] = v;
    if (typeof v === "number") {
      out[`${k}-text`] = Number.isInteger(v) && Math.abs(v) < 1e15 ? count(current.rules, v) : number(current.rules, v, 2);
    }
  }
  return out;
}

/**
 * @param {Bundle | null} bundle @param {string} id @param {Args | undefined} args
 * @param {string | null} attr an attribute of the message, or its value
 * @returns {string | null}
 */
function format(bundle, id, args, attr) {
  const msg = bundle?.getMessage(id);
  const pattern = attr === null ? msg?.value : msg?.attributes?.[attr];
  if (!bundle || !pattern) return null;
  return bundle.formatPattern(pattern, fluentArgs(args), []);
}

/** @param {string} text */
function shown(text) {
  return current.lang === PSEUDO ? `⟦${text}⟧` : text;
}

/**
 * Message `id` in the language in use, with its arguments. A message
 * missing from the language is English's; one missing from English is its
 * id (tests/i18n.rs keeps that from shipping).
 * @param {string} id @param {Args} [args]
 */
export function t(id, args) {
  return shown(format(current.bundle, id, args, null) ?? format(current.english, id, args, null) ?? id);
}

/**
 * The attributes of message `id` (`.title`, `.aria-label`,
 * `.placeholder`), formatted; the window's elements of `data-l10n-id`
 * take them (ui/i18n.js).
 * @param {string} id @param {Args} [args]
 * @returns {Record<string, string>}
 */
export function attributes(id, args) {
  const msg = current.bundle?.getMessage(id) ?? current.english?.getMessage(id);
  /** @type {Record<string, string>} */
  const out = {};
  for (const name of Object.keys(msg?.attributes ?? {})) {
    const text = format(current.bundle, id, args, name) ?? format(current.english, id, args, name);
    if (text !== null) out[name] = shown(text);
  }
  return out;
}

/**
 * Whether message `id` has a value (text to show), in the language in use
 * or English.
 * @param {string} id
 */
export function hasValue(id) {
  return Boolean(current.bundle?.getMessage(id)?.value ?? current.english?.getMessage(id)?.value);
}

/**
 * A figure with `decimals` decimals in the language in use; "—" when unknown.
 * @param {number | null | undefined} v @param {number} decimals
 */
export function num(v, decimals) {
  return number(current.rules, /** @type {number} */ (v), decimals);
}

/**
 * A count grouped in the language in use; "—" when unknown.
 * @param {number | null | undefined} n
 */
export function int(n) {
  return count(current.rules, /** @type {number} */ (n));
}

/**
 * A stored date in the language in use's order.
 * @param {string} iso
 */
export function day(iso) {
  return date(current.rules, iso);
}

/**
 * The order of a date's numbers as `date` writes them in `lang`: "mdy",
 * "dmy" or "ymd".
 * @param {string} lang
 */
export function dateOrder(lang) {
  if (lang === "en") return "mdy";
  if (lang === "ja") return "ymd";
  return "dmy";
}

/**
 * A day typed in a date field, read in the language's order (`date`'s,
 * `3.12.2026` or `03.12.2026` in German), or as stored (`2026-12-03`, in
 * any language): the stored form, or `null` when the text is not a day
 * of the calendar. Any run of non-digits separates the numbers; the year
 * has four digits.
 * @param {string} lang @param {string} text
 * @returns {string | null}
 */
export function parseDay(lang, text) {
  const parts = String(text).trim().split(/\D+/).filter((p) => p !== "");
  if (parts.length !== 3) return null;
  const order = /^\d{4}$/.test(parts[0]) ? "ymd" : dateOrder(lang);
  /** @type {Record<string, string>} */
  const at = {};
  for (let i = 0; i < 3; i++) at[order[i]] = parts[i];
  if (!/^\d{4}$/.test(at.y) || at.m.length > 2 || at.d.length > 2) return null;
  const y = Number(at.y);
  const m = Number(at.m);
  const d = Number(at.d);
  if (m < 1 || m > 12 || d < 1) return null;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1];
  if (d > days) return null;
  const two = (/** @type {number} */ n) => String(n).padStart(2, "0");
  return `${at.y}-${two(m)}-${two(d)}`;
}
