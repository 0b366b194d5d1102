// Notices when another process (a `blunderdb import`, another window) has
// changed the library, and has the window refresh what it shows. The Rust
// side's `change_token` changes whenever another connection commits to the
// library file; reading it costs no disk access, so it is polled.

/**
 * Reads a token with `read` on each `tick()` and calls `onChange` when it
 * differs from the last one read (never on the first read). A tick that
 * starts while the previous one is still running does nothing, so a slow
 * refresh is never stacked. While `hold()` is true ticks do nothing, so a
 * change is picked up by the first tick after it (a refresh would
 * overwrite a field the user is typing in).
 * @param {() => Promise<unknown>} read
 * @param {() => Promise<unknown> | unknown} onChange
 * @param {() => boolean} [hold]
 */
export function createWatcher(read, onChange, hold = () => false) {
  /** @type {unknown} */
  let last;
  let seen = false;
  let busy = false;
  return {
    /** @returns {Promise<boolean>} whether `onChange` was called */
    async tick() {
      if (busy || hold()) return false;
      busy = true;
      try {
        const token = await read();
        const changed = seen && token !== last;
        last = token;
        seen = true;
        if (changed) await onChange();
        return changed;
      } finally {
        busy = false;
      }
    },
  };
}

/**
 * Whether the user is typing in a field (a threshold, a date) that a
 * redraw would reset.
 * @param {Element | null | undefined} el
 */
export function isEditing(el) {
  if (!el) return false;
  if (el.tagName === "TEXTAREA") return true;
  if (el.tagName !== "INPUT") return false;
  const type = (el.getAttribute("type") ?? "text").toLowerCase();
  return !["radio", "checkbox", "button", "submit", "reset", "range", "file"].includes(type);
}

/**
 * Polls `change_token` every `intervalMs` and calls `refresh` after the
 * library changed. A failed read (the library being reopened) is passed
 * over; the next tick tries again. Returns a function that stops polling.
 * @param {(cmd: string) => Promise<unknown>} invoke
 * @param {() => Promise<unknown> | unknown} refresh
 * @param {number} [intervalMs]
 */
export function watchLibrary(invoke, refresh, intervalMs = 2000) {
  const hold = () => typeof document !== "undefined" && isEditing(document.activeElement);
  const w = createWatcher(() => invoke("change_token"), refresh, hold);
  const tick = () => {
    w.tick().catch(() => {});
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  return () => clearInterval(timer);
}
