// The Settings card that chooses the level bands behind the progression
// chart: XG's Performance Rating table (the default), gnuBG's ratings, or
// gnuBG's development ratings (like the BMAB's). The scales themselves are
// data in Rust (src/levels.rs); the library keeps the choice.

/** @param {string} cmd @param {Record<string, unknown>} [args] */
const invoke = (cmd, args) => /** @type {any} */ (window).__TAURI__.core.invoke(cmd, args);

/** @param {string} id */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/**
 * The bands of a scale as one line: "World Champ < 2.5 · World Class < 5 · … · Distracted" (pure, for the tests).
 * @param {{ bands: [string, number | null][] }} scale
 */
export function bandsLine(scale) {
  return scale.bands
    .map(([name, bound]) => (bound === null || !Number.isFinite(bound) ? `${name}` : `${name} < ${bound}`))
    .join(" · ");
}

/** @type {any} */
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
      span.textContent = s.label;
      label.append(r, span);
      box.append(label);
    }
  }
  for (const r of /** @type {NodeListOf<HTMLInputElement>} */ (box.querySelectorAll("input"))) {
    r.checked = r.value === scales.current;
  }
  $("level-bands").textContent = current ? bandsLine(current) : "";
  $("level-source").textContent = current ? `From ${current.source}.` : "";
}

/** Shows the library's scale (after a launch, or once another library is open). */
export async function renderLevels() {
  try {
    render(await invoke("level_scales"));
  } catch (e) {
    $("level-scale-msg").textContent = String(e);
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
      msg.textContent = "Saved in the library.";
      await changed();
    } catch (err) {
      msg.className = "bad";
      msg.textContent = String(err);
      if (shown) render(shown);
    }
  });
}
