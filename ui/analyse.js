// The "N matches without analysis — Analyse…" banners, the analysis dialog
// and the gnuBG part of Settings. The words live in analyse-logic.js.
import {
  bannerText,
  etaText,
  countText,
  currentText,
  analysisSummaryText,
  selectionText,
  levelLabel,
  throttle,
} from "./analyse-logic.js";
import { t, show } from "./i18n.js";

const tauri = window.__TAURI__;
import { call as invoke, listen } from "./bridge.js";

/** @param {string} id */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/**
 * What main.js lends this module.
 * @typedef {{
 *   filterOf: (tab: string) => Record<string, unknown>,
 *   redraw: () => Promise<void>,
 *   finished: () => Promise<void>,
 * }} Hooks
 */

/** @type {Hooks} */
let hooks = {
  filterOf: () => ({}),
  redraw: async () => {},
  finished: async () => {},
};

const run = {
  running: false,
  cancelling: false,
  /** The filter of the run shown in the dialog. @type {Record<string, unknown>} */
  filter: {},
  /** gnuBG's probe and the library's default level, once asked. @type {any} */
  info: null,
  /** The count each banner shows, for the dialog. @type {Record<string, number>} */
  counts: { stats: 0, players: 0 },
};
/** @type {any} */ (window).__blunderdbAnalysis = run;

const dialog = () => /** @type {HTMLDialogElement} */ ($("analyse-dialog"));

/**
 * Shows (or hides) a tab's banner.
 * @param {"stats" | "players"} tab
 * @param {number} n matches without analysis in the tab's selection
 */
export function setUnanalysed(tab, n) {
  run.counts[tab] = n;
  const banner = $(`${tab}-banner`);
  banner.hidden = bannerText(n) === "";
  if (banner.hidden) return;
  const running = run.running;
  show(/** @type {HTMLElement} */ (banner.querySelector(".text")), () =>
    running ? t("analyse-banner-running", { text: bannerText(n) }) : bannerText(n),
  );
}

/** The Players tab covers the whole library: its banner counts all of it. */
export async function refreshPlayersBanner() {
  setUnanalysed("players", await invoke("unanalysed_count", { filter: hooks.filterOf("players") }));
}

/** gnuBG's path and version, or how to install it (probed once by the app). */
async function gnubgInfo() {
  run.info = await invoke("gnubg_info");
  return run.info;
}

/** Fills the gnuBG card of Settings. */
export async function renderSettings() {
  const info = await gnubgInfo();
  const status = $("gnubg-status");
  if (info.gnubg) {
    status.className = "ok";
    show(status, () => t("gnubg-version", { version: info.gnubg.version }));
    $("gnubg-path").textContent = info.gnubg.path;
    $("gnubg-path").hidden = false;
  } else {
    status.className = "bad";
    show(status, () => unusable(info));
    $("gnubg-path").hidden = true;
  }
  // Rust's words, in the language in use (its `hint` is written with it).
  $("gnubg-hint").textContent = info.hint ?? "";
  $("gnubg-hint").hidden = !info.hint;
  $("gnubg-forget").hidden = !info.saved_path;
  checkLevel("default-level", info.default_plies);
}

/**
 * Names gnuBG's program (a path), or with `null` lets it be looked for
 * again; a program that is not gnuBG is refused with Rust's reason.
 * @param {string | null} path
 */
async function setGnubgPath(path) {
  const msg = $("gnubg-msg");
  try {
    run.info = await invoke("set_gnubg_path", { path });
    msg.className = "ok";
    show(msg, () => (path ? t("gnubg-path-saved") : t("gnubg-path-forgotten")));
  } catch (e) {
    msg.className = "bad";
    show(msg, () => t("gnubg-path-failed", { error: String(e) }));
  }
  await renderSettings();
}

/**
 * Why gnuBG cannot be used, in the window's words around Rust's reason.
 * @param {any} info the answer of `gnubg_info`
 */
function unusable(info) {
  return info.error ? t("gnubg-unusable", { error: String(info.error) }) : t("gnubg-unusable-plain");
}

/** @param {string} name @param {number} plies */
function checkLevel(name, plies) {
  for (const r of document.querySelectorAll(`input[name=${name}]`)) {
    const i = /** @type {HTMLInputElement} */ (r);
    i.checked = Number(i.value) === plies;
  }
}

/** @param {string} name */
function checkedLevel(name) {
  const r = /** @type {HTMLInputElement | null} */ (document.querySelector(`input[name=${name}]:checked`));
  return r ? Number(r.value) : 2;
}

/** @param {number} plies */
async function saveDefaultLevel(plies) {
  const msg = $("level-msg");
  try {
    const p = await invoke("set_default_plies", { plies });
    if (run.info) run.info.default_plies = p;
    msg.className = "ok";
    show(msg, () => t("gnubg-level-saved", { level: levelLabel(p) }));
  } catch (e) {
    msg.className = "bad";
    show(msg, () => t("gnubg-level-failed", { error: String(e) }));
  }
}

/** @param {"setup" | "running" | "result"} part */
function showPart(part) {
  $("an-setup").hidden = part !== "setup";
  $("an-running").hidden = part !== "running";
  $("an-result").hidden = part !== "result";
  dialog().dataset.part = part;
}

/**
 * Opens the dialog for a tab's selection (or on the run under way).
 * @param {string} tab
 */
export async function openDialog(tab) {
  if (!dialog().open) dialog().showModal();
  if (run.running) {
    showPart("running");
    return;
  }
  run.filter = hooks.filterOf(tab);
  showPart("setup");
  show($("an-msg"), "");
  const n = tab === "players" ? run.counts.players : run.counts.stats;
  const filter = run.filter;
  show($("an-what"), () => t("analyse-what", { n, where: selectionText(filter) }));
  const start = /** @type {HTMLButtonElement} */ ($("an-start"));
  start.disabled = true;
  const info = await gnubgInfo();
  if (info.gnubg) {
    $("an-gnubg").className = "muted";
    show($("an-gnubg"), () => `${t("gnubg-version", { version: info.gnubg.version })} · ${info.gnubg.path}`);
    start.disabled = n === 0;
  } else {
    $("an-gnubg").className = "bad";
    show($("an-gnubg"), () => (info.hint ? `${unusable(info)} ${info.hint}` : unusable(info)));
  }
  checkLevel("an-level", info.default_plies);
}

async function startRun() {
  const plies = checkedLevel("an-level");
  run.cancelling = false;
  /** @type {HTMLButtonElement} */ ($("an-cancel")).disabled = false;
  show($("an-count"), () => t("analyse-starting"));
  show($("an-eta"), "");
  show($("an-current"), "");
  show($("an-level-shown"), () => levelLabel(plies));
  /** @type {HTMLProgressElement} */ ($("an-progress")).removeAttribute("value");
  try {
    run.running = true;
    showPart("running");
    await invoke("start_analysis", { filter: run.filter, plies });
  } catch (e) {
    run.running = false;
    showPart("setup");
    show($("an-msg"), () => t("analyse-failed", { error: String(e) }));
  }
}

/** Figures redraw as matches land, a few times a second at most. */
const redrawSoon = throttle(() => {
  hooks.redraw().catch(() => {});
}, 400);

/** @param {any} p */
function onProgress(p) {
  run.running = true;
  if (dialog().dataset.part !== "running") showPart("running");
  const bar = /** @type {HTMLProgressElement} */ ($("an-progress"));
  bar.max = Math.max(p.total, 1);
  bar.value = p.done;
  show($("an-count"), () => countText(p));
  show($("an-eta"), () => etaText(p.eta_seconds, p.done, p.total));
  const cancelling = run.cancelling;
  show($("an-current"), () => currentText(p.current, cancelling));
  dialog().dataset.done = String(p.done);
  // A landed match is stored already: redraw the figures.
  if (p.last) redrawSoon();
}

/** @param {any} r */
async function onDone(r) {
  run.running = false;
  run.cancelling = false;
  showPart("result");
  show($("an-summary"), () => analysisSummaryText(r.summary, r.cancelled, r.seconds));
  $("an-summary").className = r.summary.failed ? "bad" : "ok";
  $("an-list").replaceChildren(
    ...r.reports
      .filter((/** @type {any} */ rep) => rep.status === "failed")
      .map((/** @type {any} */ rep) => {
        const li = document.createElement("li");
        li.className = "failed";
        show(li, () => t("analyse-failed-match", { label: String(rep.label), error: String(rep.error) }));
        return li;
      }),
  );
  await hooks.finished();
  document.body.dataset.analyses = String(Number(document.body.dataset.analyses ?? "0") + 1);
}

/**
 * Wires the banners, the dialog and the Settings card.
 * @param {Hooks} h
 */
export async function initAnalyse(h) {
  hooks = h;
  for (const tab of ["stats", "players"]) {
    $(`${tab}-banner`).querySelector("button")?.addEventListener("click", () => openDialog(tab));
  }
  $("an-start").addEventListener("click", startRun);
  $("an-close-setup").addEventListener("click", () => dialog().close());
  $("an-hide").addEventListener("click", () => dialog().close());
  $("an-close").addEventListener("click", () => dialog().close());
  $("an-cancel").addEventListener("click", async () => {
    /** @type {HTMLButtonElement} */ ($("an-cancel")).disabled = true;
    run.cancelling = true;
    show($("an-current"), () => currentText([], true));
    await invoke("cancel_analysis");
  });
  $("gnubg-choose").addEventListener("click", async () => {
    const path = await tauri.dialog.open({ directory: false, multiple: false, title: t("gnubg-choose-title") });
    if (typeof path === "string") await setGnubgPath(path);
  });
  $("gnubg-forget").addEventListener("click", () => setGnubgPath(null));
  for (const r of document.querySelectorAll("input[name=default-level]")) {
    r.addEventListener("change", () => saveDefaultLevel(checkedLevel("default-level")));
  }
  await listen("analysis-progress", (/** @type {any} */ e) => onProgress(e.payload));
  await listen("analysis-done", (/** @type {any} */ e) => onDone(e.payload));
  await listen("analysis-failed", (/** @type {any} */ e) => {
    onDone({ total: 0, cancelled: false, seconds: 0, summary: { analysed: 0, failed: 1, not_started: 0 }, reports: [{ label: t("analyse-could-not-run"), status: "failed", error: String(e.payload) }] });
  });
}
