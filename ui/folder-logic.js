// The words of the watched folder: the status line in the top bar and the
// Settings card. Pure functions of the status the Rust side sends; their
// words are the messages of the language in use (i18n-logic.js).
import { t } from "./i18n-logic.js";
import { joinList } from "./logic.js";

/**
 * @typedef {{
 *   folder: string | null,
 *   analyse: boolean,
 *   imported: number,
 *   failed: number,
 *   analysed: number,
 *   waiting: number,
 *   last: Happened | null,
 *   last_at: number | null,
 *   error: string | null,
 * }} WatchStatus
 */

/**
 * What the watcher did last (src-tauri/src/watch.rs, `Happened`).
 * @typedef {{ kind: "imported" | "already_in" | "analysed", name: string }
 *   | { kind: "analysing", name: string, plies: number }} Happened
 */

/** The last part of a path, for a short line. @param {string} path */
export function folderName(path) {
  const parts = path.split(/[\\/]/).filter((p) => p !== "");
  return parts.length ? parts[parts.length - 1] : path;
}

/** "22:58" in the local time of day. @param {number} ms */
export function timeOfDay(ms) {
  const d = new Date(ms);
  return `${String(d.getHours()).padStart(2, "0")}:${String(d.getMinutes()).padStart(2, "0")}`;
}

/**
 * What the watcher did last, in words.
 * @param {Happened} h
 */
export function happenedText(h) {
  switch (h.kind) {
    case "imported":
      return t("watch-imported", { name: h.name });
    case "already_in":
      return t("watch-already-in", { name: h.name });
    case "analysing":
      return t("watch-analysing", { name: h.name, plies: h.plies });
    default:
      return t("watch-analysed", { name: h.name });
  }
}

/**
 * The status line: empty when no folder is watched.
 * @param {WatchStatus} s
 * @returns {{text: string, bad: boolean}}
 */
export function statusLine(s) {
  if (!s.folder) return { text: "", bad: false };
  const parts = [t("watch-watching", { folder: folderName(s.folder) })];
  if (s.waiting > 0) parts.push(t("watch-waiting", { n: s.waiting }));
  if (s.last) {
    const what = happenedText(s.last);
    parts.push(s.last_at ? t("watch-at", { what, time: timeOfDay(s.last_at) }) : what);
  }
  if (s.error) parts.push(s.error);
  return { text: parts.join(" · "), bad: Boolean(s.error) };
}

/**
 * What Settings says of the watcher's work since the app started.
 * @param {WatchStatus} s
 */
export function sessionSummary(s) {
  if (!s.folder) return t("watch-no-folder");
  const done = [t("watch-sum-imported", { n: s.imported })];
  if (s.analyse || s.analysed > 0) done.push(t("watch-sum-analysed", { n: s.analysed }));
  if (s.failed > 0) done.push(t("watch-sum-failed", { n: s.failed }));
  return t("watch-since-start", { list: joinList(done) });
}
