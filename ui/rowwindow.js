// A long table in a scrolling box, drawn only around where the box is
// scrolled to: laying out a table row costs 0.15–0.5 ms in the window on
// the 2-core test machine, so the 170 rows of a breakdown by score made
// its redraw miss 100 ms, the 200 latest matches of a progression more,
// and the 10,000 of its "List them all" took 1.7 s. Empty rows stand for
// the rows not drawn, so the scroll bar is the whole table's; the rows are
// redrawn as the box scrolls, once those drawn stop covering its view by a
// margin. Which rows to draw: rowsToDraw (logic.js, unit-tested), the rule
// of the Players table too. Used by the breakdown and Progression cards.
import { rowsToDraw } from "./logic.js";

/** Rows from which the table is taller than its box (16em), which then gets a fixed height. */
const TALL_ROWS = 10;
/** The most rows in the page at once; the box shows about 8. */
const DRAWN_ROWS = 40;
/** A row's height in pixels until one is measured (14 px text, 6 px padding, a 1 px line). */
const ROW_PX_GUESS = 31;

export class RowWindow {
  /**
   * @param {HTMLTableSectionElement} body the table's body, inside its `.scroll` box
   * @param {number} cols the table's columns
   */
  constructor(body, cols) {
    this.body = body;
    this.box = /** @type {HTMLElement} */ (body.closest(".scroll"));
    this.cols = cols;
    /** @type {(i: number) => HTMLTableRowElement} */
    this.row = () => document.createElement("tr");
    this.n = 0;
    /** The first row drawn, -1 before any. */
    this.first = -1;
    /** A row's height once measured (0 before); where the box was last seen scrolled to, and its height. */
    this.rowPx = 0;
    this.scrollTop = 0;
    this.boxPx = 8 * ROW_PX_GUESS;
    this.box.addEventListener("scroll", () => this.draw(this.measure()), { passive: true });
  }

  /**
   * Shows `n` rows made by `row(i)`, where the box was scrolled to (setting
   * its scroll position would lay the page out at once; the browser clamps
   * it to a shorter table, and the scroll that follows redraws).
   * @param {number} n @param {(i: number) => HTMLTableRowElement} row
   */
  show(n, row) {
    this.n = n;
    this.row = row;
    // Taller than its box: the box's height is then fixed, so laying out
    // its rows does not lay out the page around it.
    this.box.classList.toggle("tall", n >= TALL_ROWS);
    this.draw(true);
  }

  /**
   * Notes where the box is scrolled to and a row's height, read on a
   * scroll (the layout is fresh then): drawing reads none of them, so it
   * never lays the page out before its frame does. Returns whether a
   * row's height was measured just now.
   */
  measure() {
    this.scrollTop = this.box.scrollTop;
    this.boxPx = this.box.clientHeight;
    if (this.rowPx) return false;
    const tr = this.body.querySelector("tr:not(.spacer)");
    const h = tr ? tr.getBoundingClientRect().height : 0;
    if (h > 0) this.rowPx = h;
    return h > 0;
  }

  /**
   * Scrolls the box to row `i` unless it is in view, and draws the rows
   * there (a row selected elsewhere, say a dot of the chart).
   * @param {number} i
   */
  reveal(i) {
    this.measure();
    const h = this.rowPx || ROW_PX_GUESS;
    const at = i * h;
    const box = this.box;
    if (at < box.scrollTop || at + h > box.scrollTop + box.clientHeight) box.scrollTop = Math.max(0, at - box.clientHeight / 2);
    this.measure();
    this.draw();
  }

  /** Draws the rows around the view, unless those drawn still cover it. @param {boolean} [force] */
  draw(force = false) {
    const h = this.rowPx || ROW_PX_GUESS;
    const top = Math.floor(this.scrollTop / h);
    const bottom = Math.ceil((this.scrollTop + this.boxPx) / h);
    const range = rowsToDraw(this.n, top, bottom, DRAWN_ROWS, force ? { first: -1 } : this);
    if (!range) return;
    const { first, last } = range;
    const drawn = [];
    if (first > 0) drawn.push(spacer(first * h, this.cols));
    for (let i = first; i < last; i++) drawn.push(this.row(i));
    if (last < this.n) drawn.push(spacer((this.n - last) * h, this.cols));
    this.body.replaceChildren(...drawn);
    this.first = first;
  }

}

/**
 * An empty row of a table of `cols` columns standing for `px` pixels of
 * rows not drawn (here and in the Players table, main.js).
 * @param {number} px @param {number} cols
 */
export function spacer(px, cols) {
  const tr = document.createElement("tr");
  tr.className = "spacer";
  tr.setAttribute("aria-hidden", "true");
  const c = document.createElement("td");
  c.colSpan = cols;
  c.style.height = `${px}px`;
  tr.append(c);
  return tr;
}
