// How the window reaches Rust: one transport for its commands and their
// events, two ways of carrying them. In the desktop app, Tauri's `invoke`
// of the one command `ui`; in a browser (`blunderdb web`, a club's
// `serve --web`), `POST /api/v1/ui/<command>`. Both send the same command
// names and the same JSON to the same table (src/window/table.rs).

import { eventsAfter } from "./bridge-logic.js";

/** @type {any} */
const tauri = /** @type {any} */ (globalThis).window?.__TAURI__;

/** True in the desktop app, false in a browser. */
export const inApp = Boolean(tauri);

/** @type {Promise<any> | null} */
let known = null;

/**
 * True when the page may keep the user's own marks, collections, saved
 * searches and training: in the app, in `blunderdb web`, and for a club's
 * member, whose own are kept in the club under their token (docs/web.md,
 * "A member's own marks").
 * @returns {Promise<boolean>}
 */
export async function mayOwn() {
  if (tauri) return true;
  const s = await session();
  return Boolean(s?.may?.own);
}

/**
 * The page's session in a browser (`{ csrf, name, club, may }`), asked for
 * once; `null` when signed out.
 * @returns {Promise<any>}
 */
export function session() {
  known ??= fetch("/api/v1/session", { credentials: "same-origin" }).then((r) => (r.ok ? r.json() : null));
  return known;
}

/**
 * The page's CSRF token: the session cookie alone does not let a page
 * run a command or change anything.
 * @returns {Promise<string>}
 */
async function csrfToken() {
  const s = await session();
  return String(s?.csrf ?? "");
}

/**
 * Signs in with `token` (a member's, or the one `blunderdb web` printed).
 * @param {string} token
 */
export async function signIn(token) {
  const res = await fetch("/api/v1/signin", {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ token }),
  });
  known = null;
  return answerOf(res);
}

/** Ends the page's session. */
export async function signOut() {
  const res = await fetch("/api/v1/signout", {
    method: "POST",
    credentials: "same-origin",
    headers: { "X-CSRF-Token": await csrfToken() },
  });
  known = null;
  return answerOf(res);
}

/**
 * Sends `files` (from the browser's picker, or dropped on the page) to be
 * imported; the import's progress and end arrive as events, as in the app.
 * @param {File[]} files
 */
export async function upload(files) {
  const form = new FormData();
  for (const f of files) form.append("file", f, f.name);
  const res = await fetch("/api/v1/upload", {
    method: "POST",
    credentials: "same-origin",
    headers: { "X-CSRF-Token": await csrfToken() },
    body: form,
  });
  return answerOf(res);
}

/**
 * The answer of a request, or its error as the app's `invoke` rejects with
 * it (the command's own error: a message, or an object).
 * @param {Response} res
 */
async function answerOf(res) {
  const text = await res.text();
  /** @type {any} */
  let body = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* a plain text answer */
  }
  if (!res.ok) {
    if (res.status === 401 && typeof document !== "undefined") document.body.dataset.signedOut = "1";
    throw body && typeof body === "object" && "error" in body ? body.error : body;
  }
  return body;
}

/**
 * Runs the window's command `command` with `args`.
 * @param {string} command
 * @param {Record<string, unknown>} [args]
 * @returns {Promise<any>}
 */
export async function call(command, args = {}) {
  if (tauri) return tauri.core.invoke("ui", { command, args });
  const res = await fetch(`/api/v1/ui/${encodeURIComponent(command)}`, {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json", "X-CSRF-Token": await csrfToken() },
    body: JSON.stringify(args),
  });
  return answerOf(res);
}

/**
 * Writes what export `command` makes (a CSV, a report, a picture, a
 * collection, an Anki package) to a file the user names. In the app: the
 * system's save dialog, then the command with that path. In a browser,
 * where a page cannot name a file of the computer: the file is made on the
 * server and downloaded (`POST /api/v1/download/<command>`), under the
 * proposed name.
 * @param {string} command
 * @param {Record<string, unknown>} args the command's arguments but `path`
 * @param {{ defaultPath: string, filters: { name: string, extensions: string[] }[] }} save
 * @param {() => void} [started] told once the file is being made (a
 *   "writing…" to show: drawing an Anki deck's boards takes a moment)
 * @returns {Promise<{ answer: any, path: string } | null>} `null`: cancelled
 */
export async function saveAs(command, args, save, started) {
  if (tauri) {
    const path = await tauri.dialog.save(save);
    if (!path) return null;
    started?.();
    return { answer: await call(command, { ...args, path }), path };
  }
  const file = save.defaultPath;
  started?.();
  const res = await fetch(`/api/v1/download/${encodeURIComponent(command)}?file=${encodeURIComponent(file)}`, {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json", "X-CSRF-Token": await csrfToken() },
    body: JSON.stringify(args),
  });
  if (!res.ok) return answerOf(res);
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement("a");
  a.href = url;
  a.download = file;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return { answer: JSON.parse(res.headers.get("X-Blunderdb-Answer") ?? "null"), path: file };
}

/** @type {Map<string, Array<(e: { payload: unknown }) => void>>} */
const handlers = new Map();
let polling = false;
let after = 0;

/** Reads the server's events every half second while any is listened to. */
async function poll() {
  if (polling) return;
  polling = true;
  for (;;) {
    try {
      const res = await fetch(`/api/v1/events?after=${after}`, { credentials: "same-origin" });
      const got = await answerOf(res);
      const { next, events } = eventsAfter(got, after);
      after = next;
      for (const e of events) for (const h of handlers.get(e.event) ?? []) h({ payload: e.payload });
    } catch {
      /* the server went away for a moment: try again */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * Calls `handler` with each `event` the commands send (an import's
 * progress, the end of an analysis).
 * @param {string} event
 * @param {(e: { payload: any }) => void} handler
 */
export async function listen(event, handler) {
  if (tauri) return tauri.event.listen(event, handler);
  handlers.set(event, [...(handlers.get(event) ?? []), handler]);
  void poll();
  return () => handlers.set(event, (handlers.get(event) ?? []).filter((h) => h !== handler));
}

/**
 * The app's own command `command` (one that needs the desktop: the
 * watched folder's status, a picture on the clipboard); never called in a
 * browser, where its buttons are hidden.
 * @param {string} command
 * @param {Record<string, unknown>} [args]
 */
export function appOnly(command, args = {}) {
  if (!tauri) return Promise.reject(new Error(`${command}: the app's alone`));
  return tauri.core.invoke(command, args);
}
