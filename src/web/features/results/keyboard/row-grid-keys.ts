// The results list's keys (one tab stop, rows moved through with the arrows, see decision 0200): which key does what on
// the active row, and where a move lands. Pure, so the whole table is tested without a browser.

export type RowMove = "previous" | "next" | "first" | "last" | "pageUp" | "pageDown";
export type RowCommand =
  | { kind: "move"; to: RowMove }
  /** Space: an item is included or excluded; a group header's Select All. */
  | { kind: "toggle" }
  /** Enter: an item's editor opens; a group header collapses or expands. */
  | { kind: "activate" }
  | { kind: "view" }
  | { kind: "delete" }
  /** X: the item is chosen (or no longer chosen) for a bulk action. */
  | { kind: "select" }
  /** →: focus goes into the row's own buttons (←/→ between them, ↑/↓ or Esc back to the rows). */
  | { kind: "controls" };

export type KeyPress = { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean };

/** Rows a Page Up or Page Down moves by. */
export const PAGE_ROWS = 10;

const MOVES: Record<string, RowMove> = {
  ArrowUp: "previous",
  ArrowDown: "next",
  Home: "first",
  End: "last",
  PageUp: "pageUp",
  PageDown: "pageDown",
};

/** What a key pressed on the list itself does, or null when it is left to the browser (Tab, Ctrl+F, typing…). */
export function rowCommand(press: KeyPress): RowCommand | null {
  if (press.altKey || press.metaKey) return null;
  const to = MOVES[press.key];
  // Ctrl+Home / Ctrl+End are the grid pattern's first and last row; other Ctrl chords belong to the page (undo…).
  if (to) return press.ctrlKey && to !== "first" && to !== "last" ? null : { kind: "move", to };
  if (press.ctrlKey) return null;
  switch (press.key) {
    case " ":
      return { kind: "toggle" };
    case "Enter":
      return { kind: "activate" };
    case "v":
    case "V":
      return { kind: "view" };
    case "Delete":
    case "Backspace":
      return { kind: "delete" };
    case "x":
    case "X":
      return { kind: "select" };
    case "ArrowRight":
      return { kind: "controls" };
    default:
      return null;
  }
}

/** The row a move lands on, from `current` (null: none active yet) in a list of `count` rows. */
export function movedRow(current: number | null, count: number, to: RowMove): number {
  if (count === 0) return 0;
  const last = count - 1;
  if (current === null) return to === "last" ? last : 0;
  const step = { previous: -1, next: 1, pageUp: -PAGE_ROWS, pageDown: PAGE_ROWS, first: -count, last: count }[to];
  return Math.min(last, Math.max(0, current + step));
}
