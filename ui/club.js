// The club library (#30, "Publishing from the desktop"): the Settings
// card "Club library" (the club's address and token, publishing one's
// matches to it, opening its library), and the window while it shows the
// club's library, read-only: the banner above the tabs, the tabs and the
// controls that write to the library hidden or disabled. Rust talks to the
// club server (`club_get`, `club_set`, `club_forget`, `club_publish`,
// `club_open`, `club_close`); the words and rules are club-logic.js's.
//
// main.js calls `initClub` once, `applyClubView(libraryInfo)` each time
// it reads the library's info, and `refuseDrop()` for files dropped while
// the club's library is shown.
import { show, localize } from "./i18n.js";
import { say, clubCard, canPublish, checkClub, publishSummary, bannerText, tabShown, progressMsg } from "./club-logic.js";

import { call as invoke, listen } from "./bridge.js";

/** @param {string} id */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));
/** @param {string} id */
const input = (id) => /** @type {HTMLInputElement} */ (document.getElementById(id));
/** @param {string} id */
const button = (id) => /** @type {HTMLButtonElement} */ (document.getElementById(id));

/** The buttons of the card and the banner, disabled while one of them works. */
const BUTTONS = ["club-connect", "club-forget", "club-publish-new", "club-publish-all", "club-open", "club-back", "club-update", "club-banner-back"];

/** The controls of Settings that write to the library, disabled while the club's is shown. */
const WRITERS = "#thresholds input, #thresholds button, [data-preset]";

const st = {
  /** The club, as `club_get` answered last. @type {import("./club-logic.js").ClubInfo | null} */
  info: null,
  /** The library's info given to applyClubView last. @type {any} */
  library: null,
  /** A command of the card under way (connect, publish, open…). */
  busy: false,
  /** The busy button and its busy words, while a command runs. @type {{ b: HTMLButtonElement, busyId: string } | null} */
  working: null,
  /** Bumped by each answer about the club, so an older one is dropped. */
  seq: 0,
  /** The address last written in the field (the user's own typing is kept). */
  shownUrl: "",
  /** Opens a library's info in the window (main.js: state.info, refreshAll). @type {(info: any) => Promise<unknown>} */
  opened: async (/** @type {any} */ _info) => undefined,
};
/** @type {any} */ (window).__blunderdbClub = st;

/**
 * Writes a message in `el`, as ok or bad.
 * @param {HTMLElement} el @param {import("./club-logic.js").Msg | null} m @param {boolean} [bad]
 */
function tell(el, m, bad = false) {
  el.className = m ? (bad ? "bad" : "ok") : "";
  show(el, m ? () => say(m) : "");
}

/**
 * A line of the card: shown with its message, hidden without one.
 * @param {string} id @param {import("./club-logic.js").Msg | null} m
 */
function line(id, m) {
  const el = $(id);
  el.hidden = !m;
  show(el, m ? () => say(m) : "");
}

/** @param {unknown} e */
function message(e) {
  return typeof e === "string" ? e : String(/** @type {any} */ (e)?.message ?? e);
}

/**
 * Draws the card for the club `info`.
 * @param {import("./club-logic.js").ClubInfo | null} info
 */
function render(info) {
  const c = clubCard(info);
  show($("club-status"), () => say(c.status));
  line("club-unpublished", c.unpublished);
  line("club-last-publish", c.published);
  $("club-form").hidden = !c.form;
  $("club-forget").hidden = !c.forget;
  // The address kept, unless the user is typing another one.
  const url = input("club-url");
  if (url.value === st.shownUrl && document.activeElement !== url) url.value = info?.url ?? "";
  st.shownUrl = url.value;
  $("club-publish-box").hidden = !c.set;
  const p = canPublish(info);
  button("club-publish-new").disabled = st.busy || !p.allowed;
  button("club-publish-all").disabled = st.busy || !p.allowed;
  line("club-publish-why", p.why);
  $("club-view-box").hidden = !c.set;
  $("club-open").hidden = !c.open;
  $("club-back").hidden = !c.back;
  line("club-synced", c.synced);
  drawBanner();
}

/** Asks Rust for the club and draws the card (and the banner's time). */
async function load() {
  const seq = ++st.seq;
  try {
    const info = await invoke("club_get");
    if (seq !== st.seq) return;
    st.info = info;
    render(info);
  } catch (e) {
    if (seq === st.seq) show($("club-msg"), message(e));
  }
}

/**
 * An answer about the club from a command of the card: newer than any
 * `club_get` still on its way.
 * @param {import("./club-logic.js").ClubInfo} info
 */
function took(info) {
  st.seq++;
  st.info = info;
  render(info);
}

/**
 * Runs `work` with the card's buttons disabled and `b` saying what it
 * does (`busyId`), then draws the card again.
 * @param {HTMLButtonElement} b @param {string} busyId @param {() => Promise<unknown>} work
 */
async function busy(b, busyId, work) {
  if (st.busy) return;
  st.busy = true;
  const idle = b.dataset.l10nId ?? "";
  for (const id of BUTTONS) button(id).disabled = true;
  b.setAttribute("aria-busy", "true");
  localize(b, busyId);
  st.working = { b, busyId };
  try {
    await work();
  } finally {
    st.busy = false;
    st.working = null;
    b.removeAttribute("aria-busy");
    if (idle) localize(b, idle);
    for (const id of BUTTONS) button(id).disabled = false;
    render(st.info);
  }
}

async function connect() {
  const msg = $("club-msg");
  const r = checkClub(input("club-url").value, input("club-token").value);
  if (!r.ok) {
    tell(msg, r.message, true);
    input(r.field === "url" ? "club-url" : "club-token").focus();
    return;
  }
  await busy(button("club-connect"), "club-connecting", async () => {
    try {
      const info = await invoke("club_set", { url: r.url, token: r.token });
      // The token is never shown back.
      input("club-token").value = "";
      input("club-url").value = info.url ?? r.url;
      st.shownUrl = input("club-url").value;
      took(info);
      tell(msg, { id: "club-connected", args: { club: info.club ?? info.url ?? r.url } });
    } catch (e) {
      tell(msg, { id: "club-set-failed", args: { error: message(e) } }, true);
    }
  });
}

async function forget() {
  const msg = $("club-msg");
  await busy(button("club-forget"), "club-forget", async () => {
    try {
      const info = await invoke("club_forget");
      input("club-token").value = "";
      input("club-url").value = "";
      st.shownUrl = "";
      took(info);
      tell(msg, { id: "club-forgotten" });
      $("club-publish-result").hidden = true;
      $("club-publish-details").hidden = true;
    } catch (e) {
      tell(msg, { id: "club-forget-failed", args: { error: message(e) } }, true);
    }
  });
}

/** @param {"new" | "all"} scope */
async function publish(scope) {
  const result = $("club-publish-result");
  const details = $("club-publish-details");
  const b = button(scope === "new" ? "club-publish-new" : "club-publish-all");
  await busy(b, "club-publishing", async () => {
    tell(result, null);
    result.hidden = true;
    details.hidden = true;
    try {
      /** @type {import("./club-logic.js").PublishReport} */
      const r = await invoke("club_publish", { scope });
      const s = publishSummary(r);
      result.hidden = false;
      tell(result, s, s.bad);
      $("club-publish-lines").replaceChildren(
        ...r.lines.map((text) => {
          const li = document.createElement("li");
          li.textContent = text;
          return li;
        }),
      );
      details.hidden = r.lines.length === 0;
      /** @type {HTMLDetailsElement} */ (details).open = r.failed > 0;
    } catch (e) {
      result.hidden = false;
      tell(result, { id: "club-publish-failed", args: { error: message(e) } }, true);
    }
    // What is left to publish, and when it was last.
    await load();
  });
}

/**
 * Opens the club's library (again: an update) in the window, or the
 * user's own; a failure is said in `msg`.
 * @param {"club_open" | "club_close"} command @param {HTMLButtonElement} b @param {string} busyId @param {HTMLElement} msg
 */
async function switchLibrary(command, b, busyId, msg) {
  await busy(b, busyId, async () => {
    tell(msg, null);
    try {
      const library = await invoke(command);
      await st.opened(library);
    } catch (e) {
      tell(msg, { id: command === "club_open" ? "club-open-failed" : "club-close-failed", args: { error: message(e) } }, true);
    }
  });
}

/** Writes the banner: the club's name, read-only, when it was last fetched. */
function drawBanner() {
  const club = st.library?.club;
  const banner = $("club-banner");
  banner.hidden = !club;
  if (!club) return;
  show($("club-banner-text"), () => bannerText(club, st.info?.last_sync));
}

/** Whether the Settings tab is on screen. */
function settingsShown() {
  return document.querySelector("[data-tab=settings]")?.classList.contains("active") ?? false;
}

/**
 * Shows the window for the library of `library` (the `library_info` or
 * `open_library` answer): while it is the club's (`club` set), the banner,
 * only the tabs that read, and no control that writes to the library.
 * @param {any} library
 */
export function applyClubView(library) {
  st.library = library;
  const viewing = Boolean(library?.club);
  document.body.classList.toggle("club-view", viewing);
  for (const b of document.querySelectorAll("[data-tab]")) {
    const h = /** @type {HTMLElement} */ (b);
    h.hidden = !tabShown(h.dataset.tab ?? "", viewing);
  }
  const importBtn = button("import-btn");
  importBtn.hidden = viewing;
  importBtn.disabled = viewing;
  for (const el of document.querySelectorAll(WRITERS)) /** @type {HTMLInputElement | HTMLButtonElement} */ (el).disabled = viewing;
  /** @type {HTMLFieldSetElement} */ ($("level-scales")).disabled = viewing;
  $("watch-card").hidden = viewing;
  $("gnubg-card").hidden = viewing;
  if (!viewing) tell($("club-banner-msg"), null);
  drawBanner();
  // The club's figures (the time of its last update, what is left to
  // publish) where they are on screen.
  if (viewing || settingsShown()) void load();
}

/** Files dropped (or an import asked for) while the club's library is shown: it is read-only. */
export function refuseDrop() {
  tell($("club-banner-msg"), { id: "club-read-only-drop" }, true);
}

/**
 * Wires the card and the banner, once. `opened` shows a library's info
 * in the window, as after `open_library`.
 * @param {{ opened: (info: any) => Promise<unknown> }} hooks
 */
export function initClub(hooks) {
  st.opened = hooks.opened;
  // Messages of attributes only (a placeholder) are set here.
  localize(input("club-url"), "club-url-field");
  localize(input("club-token"), "club-token-field");
  $("club-form").addEventListener("submit", (e) => {
    e.preventDefault();
    void connect();
  });
  $("club-forget").addEventListener("click", () => void forget());
  $("club-publish-new").addEventListener("click", () => void publish("new"));
  $("club-publish-all").addEventListener("click", () => void publish("all"));
  $("club-open").addEventListener("click", () => void switchLibrary("club_open", button("club-open"), "club-opening", $("club-msg")));
  $("club-back").addEventListener("click", () => void switchLibrary("club_close", button("club-back"), "club-back", $("club-msg")));
  $("club-update").addEventListener("click", () => void switchLibrary("club_open", button("club-update"), "club-updating", $("club-banner-msg")));
  $("club-banner-back").addEventListener("click", () => void switchLibrary("club_close", button("club-banner-back"), "club-back", $("club-banner-msg")));
  // How far a publish or an open is, on its busy button.
  void listen("club-progress", (/** @type {any} */ e) => {
    const w = st.working;
    if (!w) return;
    const m = progressMsg(w.busyId, e.payload);
    localize(w.b, m.id, m.args);
  });
  // The card is read again each time Settings is shown (what is left to
  // publish follows the imports).
  const tab = document.querySelector("[data-tab=settings]");
  if (tab) {
    let was = settingsShown();
    new MutationObserver(() => {
      const on = settingsShown();
      if (on && !was) void load();
      was = on;
    }).observe(tab, { attributes: true, attributeFilter: ["class"] });
  }
  render(null);
}
