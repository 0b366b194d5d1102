// The Settings card that chooses the level bands behind the progression
// chart: XG's Performance Rating table (the default), gnuBG's ratings, or
// gnuBG's development ratings (like the BMAB's). The scales themselves are
// data in Rust (src/levels.rs); the library keeps the choice.

import { t, hasValue, num, levelName } from "./i18n-logic.js";

import { call as invoke } from "./bridge.js";

/**
 * A scale's name, or where its bands come from (`part` "source"), in the
 * language in use: message `scale-<key>` (`scale-<key>-source`).
 * @param {string} key @param {string} fallback @param {string} [part]
 */
function scaleText(key, fallback, part) {
  const id = part ? `scale-${key}-${part}` : `scale-${key}`;
  return hasValue(id) ? t(id) : fallback;
}

/**
 * A band's bound as written (2.5, 5), in the language's way.
 * @param {number} bound
 */
function boundText(bound) {
  const decimals = (String(bound).split(".")[1] ?? "").length;
  return num(bound, decimals);
}

/** @param {string} id */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/**
 * The bands of a scale as one line, in the language in use: "World Champ
 * < 2.5 · World Class < 5 · … · Distracted" (pure, for the tests).
 * @param {{ key?: string, bands: [string, number | null][] }} scale
 */
export function bandsLine(scale) {
  return scale.bands
    .map(([name, bound]) => {
      const shown = levelName(name, scale.key);
      return bound === null || !Number.isFinite(bound) ? shown : `${shown} < ${boundText(bound)}`;
    })
    .join(" · ");
}

/** The latest answer of `level_scales`, drawn again in a new language. @type {any} */
let shown = null;

/** @param {any} scales the answer of `level_scales` */
function render(scales) {
  shown = scales;
  const box = $("level-scales");
  const current = scales.all.find((/** @type {any} */ s) => s.key === scales.current);
  if (!box.querySelector("input")) {
    for (const s of scales.all) {
      const label = document.createElement("label");
      const r = document.createElement("input");
      r.type = "radio";
      r.name = "level-scale";
      r.value = s.key;
      const span = document.createElement("span");
      span.dataset.key = s.key;
      label.append(r, span);
      box.append(label);
    }
  }
  for (const span of /** @type {NodeListOf<HTMLElement>} */ (box.querySelectorAll("span[data-key]"))) {
    const s = scales.all.find((/** @type {any} */ x) => x.key === span.dataset.key);
    span.textContent = scaleText(span.dataset.key ?? "", s?.label ?? "");
  }
  for (const r of /** @type {NodeListOf<HTMLInputElement>} */ (box.querySelectorAll("input"))) {
    r.checked = r.value === scales.current;
  }
  $("level-bands").textContent = current ? bandsLine(current) : "";
  $("level-source").textContent = current ? t("levels-source", { source: scaleText(current.key, current.source, "source") }) : "";
}

/** Draws the card again from the scales on screen (a new language). */
export function redrawLevels() {
  if (shown) render(shown);
}

/** Shows the library's scale (after a launch, or once another library is open). */
export async function renderLevels() {
  try {
    render(await invoke("level_scales"));
  } catch (e) {
    $("level-scale-msg").textContent = t("levels-failed", { error: String(e) });
  }
}

/**
 * Wires the card; `changed` redraws what names levels (the Stats PR's
 * level, the progression's bands) once the library keeps another scale.
 * @param {() => Promise<unknown>} changed
 */
export function initLevels(changed) {
  $("level-scales").addEventListener("change", async (e) => {
    const key = /** @type {HTMLInputElement} */ (e.target).value;
    const msg = $("level-scale-msg");
    try {
      render(await invoke("set_level_scale", { key }));
      msg.className = "ok";
      msg.textContent = t("saved-in-library");
      await changed();
    } catch (err) {
      msg.className = "bad";
      msg.textContent = t("levels-failed", { error: String(err) });
      if (shown) render(shown);
    }
  });
}
