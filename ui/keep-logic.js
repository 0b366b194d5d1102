// Pure logic of the pictures and collections of #28 (ui/keep.js,
// ui/collections.js): file names, which collections take a decision, a
// collection's line, the new-collection form's answer. No DOM, no Tauri.

/**
 * A file name of `text`'s own words: letters, digits, `-` and `_`; the
 * rest a `-`, runs of them one, none at the ends; "blunderdb" when
 * nothing is left.
 * @param {string} text
 */
export function fileStem(text) {
  const s = String(text ?? "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC")
    .replace(/[^\p{L}\p{M}\p{N}_-]+/gu, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
  return s || "blunderdb";
}

/**
 * The default name of a board's picture.
 * @param {string} ref the decision's ref
 * @param {boolean} analysis with the arrows and the error
 * @param {"svg" | "png"} ext
 */
export function pictureName(ref, analysis, ext) {
  return `${fileStem(ref)}${analysis ? "" : "-position"}.${ext}`;
}

/**
 * The default name of a collection's export.
 * @param {string} name @param {boolean} xgid the XGID list (else the HTML report)
 */
export function exportName(name, xgid) {
  return xgid ? `${fileStem(name)}-xgid.txt` : `${fileStem(name)}.html`;
}

/**
 * The default name of a collection's Anki package (`collection export
 * --format apkg`): Anki imports `.apkg` files.
 * @param {string} name
 */
export function ankiName(name) {
  return `${fileStem(name)}.apkg`;
}

/**
 * The collections a decision can be added to: those listed by hand (a
 * live one follows its search), by name.
 * @param {{ name: string, live: boolean }[]} all
 * @returns {string[]}
 */
export function addable(all) {
  return (all ?? [])
    .filter((c) => !c.live)
    .map((c) => c.name)
    .sort((a, b) => a.localeCompare(b));
}

/**
 * What the new-collection form asks Rust for: `collection_new`'s
 * arguments, or null when the name is empty. `from` is "" (empty), "query"
 * (the Positions tab's query) or "saved:NAME" (a saved search).
 * @param {string} name @param {string} from @param {string} positionsQuery
 * @returns {{ name: string, query: string | null, saved: string | null } | null}
 */
export function newCollection(name, from, positionsQuery) {
  const n = name.trim();
  if (!n) return null;
  if (from === "query") {
    const q = positionsQuery.trim();
    return { name: n, query: q || null, saved: null };
  }
  if (from.startsWith("saved:")) return { name: n, query: null, saved: from.slice(6) };
  return { name: n, query: null, saved: null };
}

/**
 * The message of `collection_change`'s answer: how many were added.
 * @param {number} n @param {string} name
 * @returns {[string, Record<string, string | number>]}
 */
export function addedMessage(n, name) {
  return n > 0 ? ["keep-added", { name }] : ["keep-already", { name }];
}
