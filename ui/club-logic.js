// The words and rules of the club library (#30, "Publishing from the
// desktop"): the Settings card's club (its address and token checked
// before they are sent, its status, whether publishing is allowed), the
// summary of a publish, the banner and the tabs shown while the window
// shows the club's library (read-only). Pure: no DOM, no Tauri; the card
// itself is ui/club.js. The messages are `club-*` of locales/*/app.ftl.
import { t, day } from "./i18n-logic.js";
import { joinList } from "./logic.js";

/**
 * The club as Rust's `club_get`, `club_set` and `club_forget` answer it.
 * @typedef {{
 *   url: string | null,
 *   club: string | null,
 *   role: string | null,
 *   viewing: boolean,
 *   unpublished: number | null,
 *   last_publish: string | null,
 *   last_sync: string | null,
 * }} ClubInfo
 */

/**
 * What `club_publish` answers: the counts, and one line per file as the
 * command line prints it.
 * @typedef {{
 *   files: number,
 *   imported: number,
 *   duplicates: number,
 *   replaced: number,
 *   skipped: number,
 *   failed: number,
 *   lines: string[],
 * }} PublishReport
 */

/**
 * A message to show: its id and arguments, written by `say`.
 * @typedef {{ id: string, args?: Record<string, string | number> }} Msg
 */

/** @param {Msg} m */
export function say(m) {
  return t(m.id, m.args);
}

/**
 * The tabs shown while the window shows the club's library: its figures,
 * players and matches (the review of a match is a view of the Matches
 * tab), and Settings to go back. The others write to the library or are
 * about one's own study (positions, training).
 */
export const CLUB_TABS = Object.freeze(["stats", "players", "matches", "review", "settings"]);

/**
 * Whether tab `tab` is shown; `viewing`: the window shows the club's library.
 * @param {string} tab @param {boolean} viewing
 */
export function tabShown(tab, viewing) {
  return !viewing || CLUB_TABS.includes(tab);
}

/**
 * The tab to show: `tab`, or Stats where it is hidden while viewing the club.
 * @param {{ club?: string | null } | null | undefined} library the `library_info` answer
 * @param {string} tab
 */
export function allowedTab(library, tab) {
  return tabShown(tab, Boolean(library?.club)) ? tab : "stats";
}

/**
 * The address and token typed in the card, checked before `club_set`:
 * an http:// or https:// address with a host, and a token. The address
 * is sent without spaces around it nor slashes at its end; the token
 * without spaces around it.
 * @param {string} url @param {string} token
 * @returns {{ ok: true, url: string, token: string } | { ok: false, field: "url" | "token", message: Msg }}
 */
export function checkClub(url, token) {
  const u = String(url ?? "").trim().replace(/\/+$/, "");
  if (u === "") return { ok: false, field: "url", message: { id: "club-url-empty" } };
  /** @type {URL | null} */
  let parsed = null;
  try {
    parsed = new URL(u);
  } catch {
    parsed = null;
  }
  if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.hostname === "" || !/^https?:\/\/[^/\s]/i.test(u) || /\s/.test(u)) {
    return { ok: false, field: "url", message: { id: "club-url-scheme", args: { url: u } } };
  }
  const k = String(token ?? "").trim();
  if (k === "") return { ok: false, field: "token", message: { id: "club-token-empty" } };
  return { ok: true, url: u, token: k };
}

/**
 * An ISO date-time (`2026-03-07T21:05:00Z`) in the local time, the day
 * in the language's order: "3/7/2026 22:05"; anything else as it is.
 * @param {string} iso
 */
export function when(iso) {
  const d = new Date(iso);
  if (!iso || Number.isNaN(d.getTime())) return String(iso ?? "");
  const two = (/** @type {number} */ n) => String(n).padStart(2, "0");
  return `${day(`${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`)} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

/**
 * What the Settings card shows for a club: its status line, the line on
 * the matches not yet published, the last publish, and which of its
 * parts are shown (the form, Forget, the publish and open buttons).
 * @param {ClubInfo | null | undefined} info
 */
export function clubCard(info) {
  if (!info || !info.url) {
    return {
      set: false,
      viewing: false,
      status: /** @type {Msg} */ ({ id: "club-none" }),
      unpublished: /** @type {Msg | null} */ (null),
      published: /** @type {Msg | null} */ (null),
      synced: /** @type {Msg | null} */ (null),
      form: true,
      forget: false,
      open: false,
      back: false,
    };
  }
  const viewing = Boolean(info.viewing);
  /** @type {Msg} */
  const status = viewing
    ? { id: "club-viewing", args: { club: info.club ?? info.url } }
    : info.club
      ? { id: "club-status", args: { club: info.club, url: info.url, role: info.role ?? "none" } }
      : { id: "club-status-unreached", args: { url: info.url } };
  /** @type {Msg | null} */
  let unpublished = null;
  if (!viewing && typeof info.unpublished === "number") {
    unpublished = info.unpublished > 0 ? { id: "club-unpublished", args: { n: info.unpublished } } : { id: "club-unpublished-none" };
  }
  /** @type {Msg | null} */
  let published = null;
  if (!viewing) published = info.last_publish ? { id: "club-last-publish", args: { when: when(info.last_publish) } } : { id: "club-never-published" };
  return {
    set: true,
    viewing,
    status,
    unpublished,
    published,
    synced: info.last_sync ? /** @type {Msg} */ ({ id: "club-synced", args: { when: when(info.last_sync) } }) : null,
    // The address and token are changed from one's own library.
    form: !viewing,
    forget: !viewing,
    open: !viewing,
    back: viewing,
  };
}

/**
 * Whether the matches may be published now, and if not, why: a token of
 * an uploader or an admin, from one's own library.
 * @param {ClubInfo | null | undefined} info
 * @returns {{ allowed: boolean, why: Msg | null }}
 */
export function canPublish(info) {
  if (!info || !info.url) return { allowed: false, why: null };
  if (info.viewing) return { allowed: false, why: { id: "club-publish-while-viewing" } };
  if (info.role !== "uploader" && info.role !== "admin") return { allowed: false, why: { id: "club-publish-no-right" } };
  return { allowed: true, why: null };
}

/**
 * The summary line of a publish: the message and its arguments, and
 * whether a file failed. The counts are the import's (`import-sum-*`).
 * @param {PublishReport} r
 * @returns {Msg & { bad: boolean }}
 */
export function publishSummary(r) {
  if (!r.files) return { id: "club-publish-nothing", bad: false };
  const parts = [t("import-sum-imported", { n: r.imported }), t("import-sum-duplicates", { n: r.duplicates })];
  if (r.replaced) parts.push(t("import-sum-replaced", { n: r.replaced }));
  if (r.skipped) parts.push(t("import-sum-skipped", { n: r.skipped }));
  if (r.failed) parts.push(t("import-sum-failed", { n: r.failed }));
  return { id: "club-published", args: { n: r.files, list: joinList(parts) }, bad: r.failed > 0 };
}

/**
 * The words of the busy button while a publish, an open or an update runs,
 * once Rust tells how far it is ("club-progress": files answered of the
 * files sent, or the club's log entries the copy holds of the log's head):
 * the busy words with "done / total"; the busy words alone until a total
 * is known.
 * @param {string} busyId the button's words while busy ("club-publishing", "club-opening", "club-updating")
 * @param {{ kind: string, done: number, total: number }} p
 * @returns {Msg}
 */
export function progressMsg(busyId, p) {
  const known = ["club-publishing", "club-opening", "club-updating"];
  if (!known.includes(busyId) || !(p.total > 0)) return { id: busyId };
  // A publish's numbers on a publish's button only (and an open's on an open's).
  if ((p.kind === "publish") !== (busyId === "club-publishing")) return { id: busyId };
  return { id: `${busyId}-progress`, args: { done: Math.min(p.done, p.total), total: p.total } };
}

/**
 * The banner above the tabs while the window shows the club's library:
 * its name, read-only, and when it was last fetched.
 * @param {string} club the club's name (`library_info`'s `club`)
 * @param {string | null | undefined} lastSync
 * @returns {Msg[]}
 */
export function bannerParts(club, lastSync) {
  /** @type {Msg[]} */
  const parts = [{ id: "club-banner", args: { club } }];
  if (lastSync) parts.push({ id: "club-synced", args: { when: when(lastSync) } });
  return parts;
}

/** @param {string} club @param {string | null | undefined} lastSync */
export function bannerText(club, lastSync) {
  return bannerParts(club, lastSync).map(say).join(" · ");
}
