// Keeping a decision beyond its marks (#28): its board as a picture
// (copied as SVG text, or saved as SVG or PNG, with or without the
// analysis) and adding it to a collection. Both live in every MarksPanel
// (ui/marks.js): the review, the drill-down and Positions board panels,
// the Train card. Rust draws the picture (`picture_svg`, `picture_save`:
// blunderdb::render::picture) and keeps the collections
// (`collection_change`: what `blunderdb collection add` runs).
import { t, show, localize } from "./i18n.js";
import { pictureName, addable, addedMessage } from "./keep-logic.js";

import { call as invoke, appOnly, mayOwn, saveAs } from "./bridge.js";

/** @param {string} tag @param {string} [cls] @param {string} [text] */
function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

/** @param {unknown} e */
function message(e) {
  return typeof e === "string" ? e : String(/** @type {any} */ (e)?.message ?? e);
}

/** @param {string} id @param {string} [cls] */
function button(id, cls) {
  const b = /** @type {HTMLButtonElement} */ (el("button", cls));
  b.type = "button";
  localize(b, id);
  return b;
}

/**
 * Copies `text`: the clipboard API, or a selected text area when it is
 * refused. A picture is copied as its SVG text here (which drawing
 * programs and documents paste); as an image, Rust puts it on the
 * clipboard (`picture_copy`): WebKitGTK takes no image from a page.
 * @param {string} text
 */
export async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement("textarea");
    area.value = text;
    document.body.append(area);
    area.select();
    const ok = document.execCommand("copy");
    area.remove();
    return ok;
  }
}

/**
 * The picture buttons of the decision `ref()` names.
 * @param {() => string | null} ref
 * @param {() => boolean} flipped whether the board is drawn flipped
 */
export function pictureTools(ref, flipped) {
  const root = el("div", "keep-pictures marks-row");
  const label = el("label", "keep-analysis");
  const box = /** @type {HTMLInputElement} */ (el("input"));
  box.type = "checkbox";
  box.checked = true;
  box.className = "keep-with-analysis";
  const words = el("span");
  localize(words, "keep-with-analysis");
  label.append(box, words);
  const copy = button("keep-copy-svg", "keep-copy");
  const copyPng = button("keep-copy-png", "keep-copy-png");
  const svg = button("keep-save-svg", "keep-save-svg");
  const png = button("keep-save-png", "keep-save-png");
  // The clipboard's image is the app's (hidden in a browser); a saved
  // picture is downloaded there (saveAs).
  copyPng.dataset.appOnly = "";
  const msg = el("span", "muted keep-msg");
  msg.setAttribute("role", "status");
  const head = el("span", "k");
  localize(head, "keep-picture");
  root.append(head, label, copy, copyPng, svg, png, msg);
  const args = () => ({ reference: ref(), analysis: box.checked, flipped: flipped() });
  copy.addEventListener("click", async () => {
    if (ref() === null) return;
    try {
      const text = await invoke("picture_svg", args());
      const ok = await copyText(text);
      show(msg, () => t(ok ? "keep-copied-svg" : "drill-copy-select"));
    } catch (e) {
      show(msg, () => t("keep-failed", { error: message(e) }));
    }
  });
  // The image itself, put on the clipboard by Rust (a page cannot).
  copyPng.addEventListener("click", async () => {
    if (ref() === null) return;
    try {
      const [width, height] = await appOnly("picture_copy", args());
      show(msg, () => t("keep-copied-png", { width, height }));
      msg.dataset.copied = `${width}x${height}`;
    } catch (e) {
      show(msg, () => t("keep-failed", { error: message(e) }));
    }
  });
  for (const [b, ext] of /** @type {const} */ ([
    [svg, "svg"],
    [png, "png"],
  ])) {
    b.addEventListener("click", async () => {
      const r = ref();
      if (r === null) return;
      try {
        const done = await saveAs("picture_save", args(), {
          defaultPath: pictureName(r, box.checked, ext),
          filters: [{ name: ext.toUpperCase(), extensions: [ext] }],
        });
        if (!done) return;
        const { answer: bytes, path } = done;
        show(msg, () => t("keep-saved", { path, kb: Math.max(1, Math.round(bytes / 1024)) }));
      } catch (e) {
        show(msg, () => t("keep-failed", { error: message(e) }));
      }
    });
  }
  return root;
}

/** Every "add to collection" form in the page, to fill again. @type {Set<() => Promise<void>>} */
const forms = new Set();

/** The collections changed (made, or a decision added): every form refills. */
export async function collectionsChanged() {
  await Promise.all([...forms].map((f) => f()));
}

/**
 * The "add to collection" form of the decision `ref()` names.
 * @param {() => string | null} ref
 */
export function collectionTools(ref) {
  const root = /** @type {HTMLFormElement} */ (el("form", "keep-collection marks-row"));
  root.autocomplete = "off";
  const select = /** @type {HTMLSelectElement} */ (el("select", "keep-collection-name"));
  localize(select, "keep-collection-field");
  const add = /** @type {HTMLButtonElement} */ (el("button"));
  add.type = "submit";
  localize(add, "keep-add");
  const msg = el("span", "muted keep-msg");
  msg.setAttribute("role", "status");
  const none = el("span", "muted keep-none");
  localize(none, "keep-no-collection");
  root.append(select, add, none, msg);
  const fill = async () => {
    /** @type {string[]} */
    let names = [];
    if (!(await mayOwn())) return;
    try {
      names = addable(await invoke("collections"));
    } catch (e) {
      show(msg, message(e));
    }
    const was = select.value;
    select.replaceChildren(
      ...names.map((n) => {
        const o = /** @type {HTMLOptionElement} */ (el("option", "", n));
        o.value = n;
        return o;
      }),
    );
    if (names.includes(was)) select.value = was;
    const have = names.length > 0;
    select.hidden = !have;
    add.hidden = !have;
    none.hidden = have;
  };
  forms.add(fill);
  void fill();
  root.addEventListener("submit", async (e) => {
    e.preventDefault();
    const r = ref();
    const name = select.value;
    if (r === null || !name) return;
    try {
      const n = await invoke("collection_change", { name, refs: [r], add: true });
      const [id, a] = addedMessage(n, name);
      show(msg, () => t(id, a));
      root.dataset.added = name;
      await collectionsChanged();
      document.dispatchEvent(new CustomEvent("collections-changed"));
    } catch (err) {
      show(msg, message(err));
    }
  });
  return root;
}
