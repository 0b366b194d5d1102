// The page in a browser (`blunderdb web`, a club's `serve --web`): its
// session, the sign-in form when there is none, and import through the
// browser (its file picker, files dropped on the page) where the app has
// its own dialogs. In the app none of this runs.

import { inApp, session, signIn, signOut, upload } from "./bridge.js";
import { mayClasses } from "./bridge-logic.js";

/** @param {string} id */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/**
 * Starts the page in a browser: true when signed in (the page goes on),
 * false when the sign-in form is shown instead.
 * @returns {Promise<boolean>}
 */
export async function webBegin() {
  if (inApp) return true;
  document.body.classList.add("web");
  const s = await session();
  if (!s) {
    showSignIn();
    return false;
  }
  for (const c of mayClasses(s)) document.body.classList.add(c);
  $("signout-btn").addEventListener("click", async () => {
    await signOut().catch(() => {});
    location.replace("/");
  });
  return true;
}

/** The sign-in form, alone on the page. */
function showSignIn() {
  document.documentElement.classList.remove("l10n-pending");
  document.body.classList.add("signed-out");
  $("signin").hidden = false;
  const form = /** @type {HTMLFormElement} */ ($("signin-form"));
  const input = /** @type {HTMLInputElement} */ ($("signin-token"));
  input.focus();
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    $("signin-msg").textContent = "";
    try {
      await signIn(input.value);
      location.replace("/");
    } catch (err) {
      $("signin-msg").textContent = String(err);
    }
  });
}

/** Opens the browser's file picker for match files (see [`acceptFiles`]). */
export function pickFiles() {
  const input = /** @type {HTMLInputElement} */ ($("import-files"));
  input.value = "";
  input.click();
}

/**
 * @param {File[]} files
 * @param {() => void} started
 * @param {(e: unknown) => void} failed
 */
function send(files, started, failed) {
  started();
  upload(files).catch(failed);
}

/**
 * Files picked in the browser's file picker, or dropped on the page, are
 * sent to be imported, as the app imports its own (`started` runs once
 * they are on their way, `failed` when the server refused them).
 * @param {() => void} started
 * @param {(e: unknown) => void} failed
 */
export function acceptFiles(started, failed) {
  const input = /** @type {HTMLInputElement} */ ($("import-files"));
  input.addEventListener("change", () => {
    const files = [...(input.files ?? [])];
    if (files.length) send(files, started, failed);
  });
  const overlay = $("drop-overlay");
  let depth = 0;
  window.addEventListener("dragenter", (e) => {
    if (!e.dataTransfer?.types.includes("Files")) return;
    depth++;
    overlay.hidden = false;
  });
  window.addEventListener("dragleave", () => {
    depth = Math.max(0, depth - 1);
    if (depth === 0) overlay.hidden = true;
  });
  window.addEventListener("dragover", (e) => e.preventDefault());
  window.addEventListener("drop", (e) => {
    e.preventDefault();
    depth = 0;
    overlay.hidden = true;
    const files = [...(e.dataTransfer?.files ?? [])];
    if (files.length && document.body.classList.contains("may-write")) send(files, started, failed);
  });
}
