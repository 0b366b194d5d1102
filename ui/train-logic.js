// The Train tab's logic (#28), without the page: a checker play built
// from clicks or drags on the card's board, the answer's text, and the
// words of a grade. ui/train.js draws; Rust grades (`train answer`).

/**
 * A point of the board as the move text writes it: 25 the bar, 0 off.
 * @param {number} p
 */
export function pointText(p) {
  if (p === 25) return "bar";
  if (p === 0) return "off";
  return String(p);
}

/**
 * The move text of `segments`: `13/7 8/7`, `bar/22`, `6/off`.
 * @param {{ from: number, to: number }[]} segments
 */
export function moveText(segments) {
  return segments.map((s) => `${pointText(s.from)}/${pointText(s.to)}`).join(" ");
}

/**
 * A checker play built on the board, one checker at a time: a click on a
 * point picks up a checker there, a click on another point (or the tray,
 * to bear off) puts it down; a drag does both. A click on the point
 * picked up puts the checker back. The bar (25) can be picked up from,
 * never put on; nothing is picked up from the tray (0). At most four
 * checkers move (a double).
 */
export class MoveBuilder {
  constructor() {
    /** @type {{ from: number, to: number }[]} */
    this.segments = [];
    /** The point a checker was picked up from, or null. @type {number | null} */
    this.held = null;
  }

  /**
   * A click on point `p`. Returns whether the move changed (a checker put
   * down).
   * @param {number} p
   */
  click(p) {
    if (!Number.isInteger(p) || p < 0 || p > 25) return false;
    if (this.held === null) {
      if (p !== 0 && this.segments.length < 4) this.held = p;
      return false;
    }
    if (p === this.held || p === 25) {
      this.held = p === this.held ? null : this.held;
      return false;
    }
    this.segments.push({ from: this.held, to: p });
    this.held = null;
    return true;
  }

  /**
   * A drag from `from` to `to` (pointer down, pointer up). The same point
   * is a click.
   * @param {number} from @param {number} to
   */
  drag(from, to) {
    if (from === to) return this.click(from);
    this.held = null;
    this.click(from);
    return this.click(to);
  }

  /** Takes back the last checker moved (or the one held). */
  undo() {
    if (this.held !== null) this.held = null;
    else this.segments.pop();
  }

  clear() {
    this.segments = [];
    this.held = null;
  }

  text() {
    return moveText(this.segments);
  }
}

/** The cube answers of a card's side. @param {string} side */
export function cubeAnswers(side) {
  if (side === "doubler") return ["double", "no_double"];
  if (side === "taker") return ["take", "pass"];
  return [];
}

/** The message of a grade (`train-grade-best`…). @param {string} grade */
export function gradeMessage(grade) {
  return `train-grade-${String(grade).replace(/_/g, "-")}`;
}

/** The colour class of a grade, on the histogram's ramp. @param {string} grade */
export function gradeRamp(grade) {
  switch (grade) {
    case "best":
      return "ramp-0";
    case "close":
      return "ramp-2";
    case "error":
      return "ramp-4";
    case "blunder":
      return "ramp-5";
    default:
      return "";
  }
}

/**
 * The retention line's arguments: the share aimed at and the one the log
 * measured (null before any graded answer to a card seen before), in %.
 * @param {{ target: number, measured: number | null, reviews: number }} r
 */
export function retentionArgs(r) {
  return {
    target: Math.round(r.target * 1000) / 10,
    measured: r.measured === null || r.measured === undefined ? null : Math.round(r.measured * 1000) / 10,
    reviews: r.reviews,
  };
}
