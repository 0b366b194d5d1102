// The About box: the app's icon, name, version and licence. The name and
// version come from Rust (tauri.conf.json's productName and the workspace
// version in Cargo.toml, the one `blunderdb --version` prints), so the box
// cannot show a number the package does not carry. Opened by the About
// button in the header or F1; Escape or Close shuts it.

import { t } from "./i18n-logic.js";

export const LICENCE = "MIT";

/**
 * The lines of the box, in order (pure, for the tests), in the language in use.
 * @param {{ name: string, version: string, tauri?: string }} about
 */
export function aboutLines({ name, version, tauri }) {
  return [
    t("about-name-version", { name, version }),
    t("about-summary"),
    t("about-licence", { licence: LICENCE }),
    tauri ? t("about-built", { tauri }) : t("about-includes-cli"),
  ];
}

const STYLE = `
#about-btn { color: #f0e6cf; }
#about { border: none; border-radius: 12px; padding: 22px 26px; max-width: 420px;
  box-shadow: 0 10px 40px rgba(0,0,0,.35); color: var(--ink, #1d2327); }
#about::backdrop { background: rgba(0,0,0,.35); }
#about .about-head { display: flex; align-items: center; gap: 14px; margin-bottom: 10px; }
#about img { width: 64px; height: 64px; }
#about h2 { margin: 0; font-size: 22px; text-transform: none; letter-spacing: 0; color: var(--ink, #1d2327); }
#about .about-version { color: var(--muted, #6b737a); font-variant-numeric: tabular-nums; }
#about p { margin: 6px 0; }
#about .about-close { display: flex; justify-content: flex-end; margin-top: 14px; }
`;

/** @returns {HTMLDialogElement} */
function build() {
  const d = document.createElement("dialog");
  d.id = "about";
  d.setAttribute("aria-labelledby", "about-name");
  d.innerHTML = `
    <div class="about-head">
      <img src="icon.svg" alt="">
      <div><h2 id="about-name"></h2><div id="about-version" class="about-version"></div></div>
    </div>
    <p id="about-summary"></p>
    <p id="about-licence"></p>
    <p id="about-built" class="muted"></p>
    <form method="dialog" class="about-close"><button id="about-close" class="primary"></button></form>`;
  document.body.append(d);
  return d;
}

/** @type {HTMLDialogElement | null} */
let dialog = null;

/** Fills the box from Rust and shows it. */
export async function openAbout() {
  const app = window.__TAURI__.app;
  const [name, version, tauri] = await Promise.all([app.getName(), app.getVersion(), app.getTauriVersion()]);
  dialog ??= build();
  const [, summary, licence, built] = aboutLines({ name, version, tauri });
  /** @param {string} id @param {string} text */
  const set = (id, text) => {
    /** @type {HTMLElement} */ (dialog?.querySelector(`#${id}`)).textContent = text;
  };
  set("about-name", name);
  set("about-version", t("about-version", { version }));
  set("about-close", t("button-close"));
  set("about-summary", summary);
  set("about-licence", licence);
  set("about-built", built);
  if (!dialog.open) dialog.showModal();
}

function wire() {
  const style = document.createElement("style");
  style.textContent = STYLE;
  document.head.append(style);
  document.getElementById("about-btn")?.addEventListener("click", () => void openAbout());
  document.addEventListener("keydown", (e) => {
    if (e.key === "F1") {
      e.preventDefault();
      void openAbout();
    }
  });
}

if (typeof document !== "undefined") {
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", wire);
  else wire();
}
