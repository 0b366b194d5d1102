// What the browser's transport decides without a page (bridge.js).

/**
 * The events of a `/api/v1/events` answer that come after `after`, in
 * order, and the number to ask after next time. A server that restarted
 * numbers from 1 again: its events are all new.
 * @param {any} got `{ next, events: [{ seq, event, payload }] }`
 * @param {number} after
 * @returns {{ next: number, events: Array<{ seq: number, event: string, payload: unknown }> }}
 */
export function eventsAfter(got, after) {
  /** @type {Array<any>} */
  const events = Array.isArray(got?.events) ? got.events : [];
  const next = Number.isFinite(got?.next) ? got.next : after;
  const restarted = next < after;
  const fresh = events
    .filter((/** @type {any} */ e) => e && typeof e.event === "string" && Number.isFinite(e.seq))
    .filter((/** @type {any} */ e) => restarted || e.seq > after)
    .sort((/** @type {any} */ a, /** @type {any} */ b) => a.seq - b.seq);
  return { next, events: fresh };
}

/**
 * The page's classes for what its session may do (`/api/v1/session`'s
 * `may`): the buttons of what it may not are hidden by style.css.
 * @param {any} session
 * @returns {string[]}
 */
export function mayClasses(session) {
  const may = session?.may ?? {};
  return [may.write ? "may-write" : "reader", may.own ? "may-own" : "no-own", session?.club ? "club-page" : "own-page"];
}
