// The Stats filters' player and length lists, which the Stats, Matches and
// Positions tabs each hold: filled from `library_info`, keeping the
// choices that still exist. (The date fields are ui/datefield.js's: text
// in the language's order, with no range of their own.)
import { lengthLabel } from "./logic.js";
import { show, localize } from "./i18n.js";

/**
 * @param {HTMLSelectElement} player
 * @param {HTMLSelectElement} length
 * @param {{ players?: string[], lengths?: number[] }} info `library_info`
 */
export function fillFilterBar(player, length, info) {
  const players = info.players ?? [];
  const keep = player.value;
  const all = new Option("", "");
  localize(all, "filter-all-players");
  player.replaceChildren(all);
  for (const n of players) player.add(new Option(n, n));
  player.value = players.includes(keep) ? keep : "";
  const lengths = info.lengths ?? [];
  const keepLen = length.value;
  const any = new Option("", "");
  localize(any, "filter-any-length");
  length.replaceChildren(any);
  for (const l of lengths) {
    const o = new Option("", String(l));
    show(o, () => lengthLabel(l));
    length.add(o);
  }
  length.value = lengths.map(String).includes(keepLen) ? keepLen : "";
}
