// What a player keeps on one decision (#28): its star, its tags and
// comments (the player's, and XG's or gnuBG's from the file), in a small
// panel the Train tab, the review view and the drill-down and Positions
// board panels each hold one of, with the board's picture buttons and
// "add to collection" (ui/keep.js). Rust keeps them (`marks`,
// `mark_star`, `mark_tags`, `mark_comment`: what `blunderdb star`, `tag`
// and `comment` do), by the decision's ref.
import { show, localize } from "./i18n.js";
import { pictureTools, collectionTools } from "./keep.js";

import { call as invoke, mayOwn } from "./bridge.js";

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

export class MarksPanel {
  /**
   * Builds the panel's controls in `root` (emptied); `flipped` says
   * whether the board shown is drawn flipped (its picture is too).
   * @param {HTMLElement} root
   * @param {{ flipped?: () => boolean, onChange?: (m: any) => void }} [opts]
   */
  constructor(root, opts = {}) {
    /** Told of each change shown (a list's star to redraw). */
    this.onChange = opts.onChange ?? null;
    this.root = root;
    /** The decision shown. @type {string | null} */
    this.ref = null;
    /** Bumped at each `show`, so a late answer is dropped. */
    this.gen = 0;
    root.classList.add("marks");
    const head = el("div", "marks-row");
    this.star = /** @type {HTMLButtonElement} */ (el("button", "star"));
    this.star.type = "button";
    this.star.setAttribute("aria-pressed", "false");
    localize(this.star, "marks-star");
    this.refText = el("code", "muted marks-ref");
    head.append(this.star, this.refText);
    const tagForm = /** @type {HTMLFormElement} */ (el("form", "marks-row"));
    tagForm.autocomplete = "off";
    this.tagInput = /** @type {HTMLInputElement} */ (el("input"));
    this.tagInput.type = "text";
    this.tagInput.spellcheck = false;
    localize(this.tagInput, "marks-tag-field");
    const add = /** @type {HTMLButtonElement} */ (el("button"));
    add.type = "submit";
    localize(add, "marks-tag-add");
    tagForm.append(this.tagInput, add);
    this.tags = el("div", "marks-tags");
    const commentForm = /** @type {HTMLFormElement} */ (el("form", "marks-comment"));
    commentForm.autocomplete = "off";
    this.comment = /** @type {HTMLTextAreaElement} */ (el("textarea"));
    this.comment.rows = 2;
    localize(this.comment, "marks-comment-field");
    const save = /** @type {HTMLButtonElement} */ (el("button"));
    save.type = "submit";
    localize(save, "marks-comment-save");
    commentForm.append(this.comment, save);
    this.others = el("ul", "marks-comments");
    this.msg = el("p", "muted marks-msg");
    this.msg.setAttribute("role", "status");
    const flipped = opts.flipped ?? (() => false);
    root.replaceChildren(
      head,
      tagForm,
      this.tags,
      commentForm,
      this.others,
      this.msg,
      pictureTools(() => this.ref, flipped),
      collectionTools(() => this.ref),
    );

    this.star.addEventListener("click", () => void this.change("mark_star", { on: this.star.getAttribute("aria-pressed") !== "true" }));
    tagForm.addEventListener("submit", (e) => {
      e.preventDefault();
      const words = this.tagInput.value
        .split(/[\s,]+/)
        .map((w) => w.replace(/^#/, ""))
        .filter(Boolean);
      if (!words.length) return;
      this.tagInput.value = "";
      void this.change("mark_tags", { tags: words, add: true });
    });
    commentForm.addEventListener("submit", (e) => {
      e.preventDefault();
      void this.change("mark_comment", { comment: this.comment.value });
    });
  }

  /**
   * Shows the marks of the decision `ref` (null: none, the panel hidden).
   * @param {string | null} ref
   */
  async show(ref) {
    const gen = ++this.gen;
    this.ref = ref;
    // A page that keeps no marks (mayOwn false): the panel's box goes
    // too, or its "Keep" heading stood over nothing.
    const own = await mayOwn();
    if (!own && this.root.parentElement) this.root.parentElement.hidden = true;
    this.root.hidden = ref === null || !own;
    if (this.root.hidden) return;
    try {
      const m = await invoke("marks", { reference: ref });
      if (gen === this.gen) this.paint(m);
    } catch (e) {
      if (gen === this.gen) show(this.msg, message(e));
    }
  }

  /** @param {string} command @param {Record<string, unknown>} args */
  async change(command, args) {
    if (this.ref === null) return;
    const gen = this.gen;
    try {
      const m = await invoke(command, { reference: this.ref, ...args });
      if (gen === this.gen) this.paint(m);
    } catch (e) {
      // A tag with a space, say: the message, nothing kept.
      if (gen === this.gen) show(this.msg, message(e));
    }
  }

  /** @param {any} m `marks`'s answer */
  paint(m) {
    show(this.msg, "");
    this.star.setAttribute("aria-pressed", String(!!m.starred));
    localize(this.star, m.starred ? "marks-starred" : "marks-star");
    this.refText.textContent = m.ref;
    this.tags.replaceChildren(
      ...(m.tags ?? []).map((/** @type {string} */ tag) => {
        const chip = el("span", "pos-chip");
        chip.append(el("span", "", `#${tag}`));
        const x = /** @type {HTMLButtonElement} */ (el("button", "remove", "×"));
        x.type = "button";
        localize(x, "marks-tag-remove", { tag });
        x.addEventListener("click", () => void this.change("mark_tags", { tags: [tag], add: false }));
        chip.append(x);
        return chip;
      }),
    );
    const mine = (m.comments ?? []).find((/** @type {any} */ c) => c.origin === "user");
    this.comment.value = mine ? mine.text : "";
    this.others.replaceChildren(
      ...(m.comments ?? [])
        .filter((/** @type {any} */ c) => c.origin !== "user")
        .map((/** @type {any} */ c) => {
          const li = el("li");
          li.append(el("span", "origin", c.origin === "xg" ? "XG" : "gnuBG"), " ", c.text);
          return li;
        }),
    );
    this.root.dataset.ref = m.ref;
    this.root.dataset.starred = String(!!m.starred);
    this.onChange?.(m);
  }
}
