// The words of the watched folder: the status line in the top bar and the
// Settings card. Pure functions of the status the Rust side sends.

/**
 * @typedef {{
 *   folder: string | null,
 *   analyse: boolean,
 *   imported: number,
 *   failed: number,
 *   analysed: number,
 *   waiting: number,
 *   last: string | null,
 *   last_at: number | null,
 *   error: string | null,
 * }} WatchStatus
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

/** @param {number} n @param {string} one @param {string} many */
function plural(n, one, many) {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * The status line: empty when no folder is watched.
 * @param {WatchStatus} s
 * @returns {{text: string, bad: boolean}}
 */
export function statusLine(s) {
  if (!s.folder) return { text: "", bad: false };
  const parts = [`Watching ${folderName(s.folder)}`];
  if (s.waiting > 0) parts.push(`${plural(s.waiting, "file", "files")} being written`);
  if (s.last) parts.push(s.last_at ? `${s.last} at ${timeOfDay(s.last_at)}` : s.last);
  if (s.error) parts.push(s.error);
  return { text: parts.join(" · "), bad: Boolean(s.error) };
}

/**
 * What Settings says of the watcher's work since the app started.
 * @param {WatchStatus} s
 */
export function sessionSummary(s) {
  if (!s.folder) return "No folder is watched.";
  const done = [plural(s.imported, "file imported", "files imported")];
  if (s.analyse || s.analysed > 0) done.push(`${plural(s.analysed, "match", "matches")} analysed`);
  if (s.failed > 0) done.push(`${plural(s.failed, "file", "files")} failed`);
  return `Since the app started: ${done.join(", ")}.`;
}
