// Notices when another process (a `blunderdb import`, another window) has
// changed the library, and has the window refresh what it shows. The Rust
// side's `change_token` changes whenever another connection commits to the
// library file; reading it costs no disk access, so it is polled.

/**
 * Reads a token with `read` on each `tick()` and calls `onChange` when it
 * differs from the last one read (never on the first read). A tick that
 * starts while the previous one is still running does nothing, so a slow
 * refresh is never stacked.
 * @param {() => Promise<unknown>} read
 * @param {() => Promise<unknown> | unknown} onChange
 */
export function createWatcher(read, onChange) {
  /** @type {unknown} */
  let last;
  let seen = false;
  let busy = false;
  return {
    /** @returns {Promise<boolean>} whether `onChange` was called */
    async tick() {
      if (busy) return false;
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
 * Polls `change_token` every `intervalMs` and calls `refresh` after the
 * library changed. A failed read (the library being reopened) is passed
 * over; the next tick tries again. Returns a function that stops polling.
 * @param {(cmd: string) => Promise<unknown>} invoke
 * @param {() => Promise<unknown> | unknown} refresh
 * @param {number} [intervalMs]
 */
export function watchLibrary(invoke, refresh, intervalMs = 2000) {
  const w = createWatcher(() => invoke("change_token"), refresh);
  const tick = () => {
    w.tick().catch(() => {});
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  return () => clearInterval(timer);
}
