// The watched folder: the Settings card (choose, stop, analyse new
// matches) and the status line in the top bar. The Rust side scans and
// imports; the figures refresh through watch.js like after any other
// writer. The words live in folder-logic.js.
import { statusLine, sessionSummary } from "./folder-logic.js";
import { t, show, ready } from "./i18n.js";

const tauri = window.__TAURI__;
import { call as invoke, listen, appOnly, inApp } from "./bridge.js";

/** @param {string} id */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** @type {any} */ (window).__blunderdbFolder = { status: null };

/** @param {import("./folder-logic.js").WatchStatus} s */
function render(s) {
  /** @type {any} */ (window).__blunderdbFolder.status = s;
  const line = statusLine(s);
  const el = $("watch-line");
  show(el, () => statusLine(s).text);
  el.title = s.folder ?? "";
  el.hidden = line.text === "";
  el.classList.toggle("bad", line.bad);
  show($("watch-folder"), s.folder ?? (() => t("watch-none")));
  $("watch-stop").hidden = !s.folder;
  /** @type {HTMLInputElement} */ ($("watch-analyse")).checked = s.analyse;
  show($("watch-summary"), () => sessionSummary(s));
}

/** @param {() => string} message @param {boolean} bad */
function say(message, bad) {
  const m = $("watch-msg");
  m.className = bad ? "bad" : "ok";
  show(m, message);
}

/** @param {string | null} folder */
async function setFolder(folder) {
  try {
    await invoke("set_watch_folder", { folder });
    say(() => (folder ? t("watch-started") : t("watch-stopped")), false);
    render(await appOnly("watch_status"));
  } catch (e) {
    say(() => t("watch-failed", { error: String(e) }), true);
  }
}

async function start() {
  // The watched folder is the app's own: a browser's page has none.
  if (!inApp) return;
  $("watch-choose").addEventListener("click", async () => {
    const folder = await tauri.dialog.open({ directory: true, title: t("watch-dialog-title") });
    if (typeof folder === "string") await setFolder(folder);
  });
  $("watch-stop").addEventListener("click", () => setFolder(null));
  $("watch-analyse").addEventListener("change", async () => {
    const on = /** @type {HTMLInputElement} */ ($("watch-analyse")).checked;
    try {
      await invoke("set_watch_analyse", { on });
      say(() => (on ? t("watch-analyse-on") : t("watch-analyse-off")), false);
    } catch (e) {
      say(() => t("watch-failed", { error: String(e) }), true);
    }
  });
  // Its words wait for the language (asked for as the page loaded).
  await ready;
  await listen("watch-status", (/** @type {any} */ e) => render(e.payload));
  render(await appOnly("watch_status"));
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", () => start());
else start();
