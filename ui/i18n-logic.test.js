import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";

import { speak } from "./i18n-node.js";
import { number, grouped, date, count, t, num, int, day, attributes, lang, TYPEFACES, typeface } from "./i18n-logic.js";

test("numbers follow the language, as src/i18n/format.rs", () => {
  // format.rs's own cases.
  assert.equal(number("en", 0.39, 2), "0.39");
  assert.equal(number("fr", 0.39, 2), "0,39");
  assert.equal(number("de", 1234.5, 1), "1.234,5");
  assert.equal(number("fr", 28_508_412, 0), "28\u202f508\u202f412");
  assert.equal(number("es", 1234, 0), "1234");
  assert.equal(number("es", 12345, 0), "12.345");
  assert.equal(number("ru", -3.5, 2), "-3,50");
  assert.equal(number("fi", -3.5, 2), "\u22123,50");
  assert.equal(number("ja", 12345.678, 2), "12,345.68");
  assert.equal(number("en", -0.001, 2), "0.00");
  assert.equal(number("en", 999.999, 2), "1,000.00");
  assert.equal(grouped("en", "100"), "100");
  assert.equal(grouped("en", "1000"), "1,000");
  // Exact ties round to the even digit, as Rust's format!("{:.2}").
  assert.equal(number("en", 0.125, 2), "0.12");
  assert.equal(number("en", 0.375, 2), "0.38");
  assert.equal(number("en", 2.5, 0), "2");
  assert.equal(number("en", 3.5, 0), "4");
  assert.equal(number("en", 1234.5, 0), "1,234");
  assert.equal(number("en", 0.0625, 3), "0.062");
  assert.equal(number("en", 4.1914, 2), "4.19");
  assert.equal(number("en", -0.0123, 3), "-0.012");
  assert.equal(number("en", NaN, 2), "—");
  assert.equal(number("en", /** @type {any} */ (null), 2), "—");
  assert.equal(count("fi", -12345), "\u221212\u00a0345");
  assert.equal(count("de", 28_508_412), "28.508.412");
});

test("dates follow the language, as src/i18n/format.rs", () => {
  assert.equal(date("en", "2025-11-08"), "11/8/2025");
  assert.equal(date("fr", "2025-11-08"), "08/11/2025");
  assert.equal(date("de", "2025-11-08"), "8.11.2025");
  assert.equal(date("ja", "2025-11-08"), "2025/11/8");
  assert.equal(date("ru", "2025-01-08"), "08.01.2025");
  assert.equal(date("de", "2025-11"), "11.2025");
  assert.equal(date("de", "2025"), "2025");
  assert.equal(date("de", "1981 (transcript)"), "1981 (transcript)");
  assert.equal(date("nl", "2025-01-08"), "8-1-2025");
  assert.equal(date("pt", "2025-01"), "01/2025");
  assert.equal(date("en", "2025-01"), "1/2025");
  assert.equal(date("en", "2025-1x-08"), "2025-1x-08");
});

test("messages: plural forms, numbers written the language's way, English fallback", () => {
  speak("en");
  assert.equal(lang(), "en");
  assert.equal(t("count-matches", { n: 1 }), "1 match");
  assert.equal(t("count-matches", { n: 28_508_412 }), "28,508,412 matches");
  assert.equal(t("no-such-message"), "no-such-message");
  speak("fr");
  assert.equal(num(0.39, 2), "0,39");
  assert.equal(int(28_508_412), "28\u202f508\u202f412");
  assert.equal(day("2025-11-08"), "08/11/2025");
  speak("qps");
  assert.equal(t("fig-pr"), "⟦PR⟧");
  assert.equal(num(0.39, 2), "0.39");
  assert.ok(Object.values(attributes("about-btn")).every((v) => v.startsWith("⟦") && v.endsWith("⟧")));
  speak("en");
});

test("every language's plural forms are chosen by @fluent/bundle", () => {
  for (const l of ["fr", "de", "it", "es", "fi", "ja", "el", "ru", "pt", "nl"]) {
    speak(l);
    for (const n of [0, 1, 2, 5, 21, 1000]) {
      const s = t("count-matches", { n });
      assert.ok(s.includes(int(n)), `${l} ${n}: ${s}`);
    }
  }
  speak("en");
});

test("fluent-bundle.js is @fluent/bundle's own build, unchanged", (ctx) => {
  const installed = new URL("node_modules/@fluent/bundle/index.js", import.meta.url);
  let build;
  try {
    build = readFileSync(installed, "utf8");
  } catch {
    // Under CI the setup installed it (scripts/app-setup.sh): missing is a failure.
    if (process.env.CI) assert.fail("@fluent/bundle is not installed in ui/node_modules (npm ci in ui/)");
    ctx.skip("@fluent/bundle not installed (npm install in ui/)");
    return;
  }
  const vendored = readFileSync(new URL("fluent-bundle.js", import.meta.url), "utf8");
  const pkg = JSON.parse(readFileSync(new URL("package.json", import.meta.url), "utf8"));
  assert.ok(vendored.endsWith(build), "ui/fluent-bundle.js differs from the package: run node ui/vendor-fluent.mjs");
  assert.ok(vendored.startsWith(`/*\n * @fluent/bundle ${pkg.devDependencies["@fluent/bundle"]} `), "the header names the version of package.json");
});

test("level names come with the language, by scale and English name", async () => {
  const { use, levelName } = await import("./i18n-logic.js");
  use({
    lang: "de",
    messages: [],
    fallback: [],
    levels: [
      { key: "xg", names: [["Expert", "Experte"]] },
      { key: "gnubg", names: [["Expert", "Experte (gnuBG)"], ["Awful!", "Furchtbar!"]] },
    ],
  });
  assert.equal(levelName("Expert", "gnubg"), "Experte (gnuBG)");
  assert.equal(levelName("Expert", "xg"), "Experte");
  assert.equal(levelName("Awful!", "xg"), "Furchtbar!", "another scale's name before none");
  assert.equal(levelName("Nobody"), "Nobody");
  speak("en");
});

test("each language has a typeface, whose family and font locale style.css sets", () => {
  const css = readFileSync(new URL("style.css", import.meta.url), "utf8");
  assert.equal(typeface("ja").locale, "ja");
  for (const code of ["en", "fr", "de", "it", "es", "fi", "el", "ru", "pt", "nl", "qps"]) {
    assert.equal(typeface(code).locale, "en", code);
  }
  for (const face of TYPEFACES) {
    const name = /^var\((--[a-z-]+)\)$/.exec(face.family)?.[1];
    assert.ok(name && css.includes(`${name}:`), `style.css defines ${face.family}`);
    assert.ok(css.includes(`-webkit-locale: "${face.locale}"`), `style.css gives fonts the locale ${face.locale}`);
  }
  // Japanese's root class gives its family and locale (style.css).
  assert.match(css, /:root\.lang-ja \{ font-family: var\(--font-ja\); \}/);
  assert.match(css, /:root\.lang-ja body \{ -webkit-locale: "ja"; \}/);
});

test("a typed day is read in the language's order, or as stored", async () => {
  const { parseDay, date, dateOrder } = await import("./i18n-logic.js");
  assert.equal(parseDay("de", "3.12.2026"), "2026-12-03");
  assert.equal(parseDay("de", "03.12.2026"), "2026-12-03");
  assert.equal(parseDay("en", "12/3/2026"), "2026-12-03");
  assert.equal(parseDay("fr", "03/12/2026"), "2026-12-03");
  assert.equal(parseDay("ja", "2026/12/3"), "2026-12-03");
  assert.equal(parseDay("nl", "3-12-2026"), "2026-12-03");
  // The stored form is read in every language.
  for (const l of ["en", "de", "ja", "el", "ru"]) assert.equal(parseDay(l, "2026-12-03"), "2026-12-03");
  // Not a day: a 13th month, the 31st of November, the 29th of February
  // of a common year, a two-digit year, two numbers, words.
  assert.equal(parseDay("de", "1.13.2026"), null);
  assert.equal(parseDay("de", "31.11.2026"), null);
  assert.equal(parseDay("de", "29.2.2025"), null);
  assert.equal(parseDay("de", "29.2.2024"), "2024-02-29");
  assert.equal(parseDay("de", "3.12.26"), null);
  assert.equal(parseDay("de", "3.12"), null);
  assert.equal(parseDay("en", "yesterday"), null);
  assert.equal(parseDay("en", ""), null);
  // What `date` writes is read back as the same day, in every language.
  for (const l of ["en", "fr", "de", "it", "es", "fi", "ja", "el", "ru", "pt", "nl"]) {
    for (const iso of ["2026-12-03", "2025-01-31", "2024-02-29"]) {
      assert.equal(parseDay(l, date(l, iso)), iso, `${l} ${iso}`);
    }
    assert.ok(["mdy", "dmy", "ymd"].includes(dateOrder(l)));
  }
});
