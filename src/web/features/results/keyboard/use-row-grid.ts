// Roving focus over the results list (decision 0200): the list is one tab stop whose active row is named by
// aria-activedescendant, so focus never sits on a row a virtualized list may unmount. Arrow keys, Home/End and
// PageUp/PageDown move the active row; the row's own keys go to `run`; → steps into the row's buttons (←/→ between
// them, ↑/↓ or Esc back to the rows).
import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from "react";
import { movedRow, rowCommand, type RowCommand } from "./row-grid-keys";

/** Marks a button inside a row: out of the tab order (the list is one stop), reached with → from the row. */
export const ROW_CONTROL = { tabIndex: -1, "data-row-control": "" } as const;

export const rowId = (position: number) => `submittal-row-${position}`;
/** The list's element: one per page. */
export const ROW_GRID_ID = "submittal-list";

/**
 * The active row, by key (it follows its row when rows above it come and go) and by the position last seen; `moves`
 * counts the moves made by key, each of which scrolls the row into view once.
 */
type Active = { key: string; position: number; moves: number };

/** Outlines the active row while the list has keyboard focus (the list itself draws no ring). */
export const ACTIVE_ROW_RING =
  "group-focus-visible/grid:data-[active=true]:ring-2 group-focus-visible/grid:data-[active=true]:ring-ring group-focus-visible/grid:data-[active=true]:ring-inset";

export type RowGrid = {
  /** The active row's position in `rows`, or null before the list was first focused. */
  active: number | null;
  /** Moves made by key so far: a new count asks for the active row to be scrolled into view. */
  moves: number;
  focusGrid: () => void;
  gridProps: {
    id: string;
    tabIndex: 0;
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
    onFocus: (event: FocusEvent<HTMLDivElement>) => void;
    onMouseDown: (event: MouseEvent<HTMLDivElement>) => void;
  };
};

function rowPosition(element: Element | null): number | null {
  const row = element?.closest("[data-row]");
  const value = row?.getAttribute("data-row");
  return value == null ? null : Number(value);
}

function rowControls(row: Element | null): HTMLElement[] {
  return row ? [...row.querySelectorAll<HTMLElement>("[data-row-control]")] : [];
}

export function useRowGrid<Row extends { key: string }>(
  rows: readonly Row[],
  run: (command: Exclude<RowCommand, { kind: "move" | "controls" }>, row: Row) => void,
): RowGrid {
  const [state, setState] = useState<Active | null>(null);
  let active: number | null = null;
  if (state && rows.length > 0) {
    const found = rows.findIndex((r) => r.key === state.key);
    active = found >= 0 ? found : Math.min(state.position, rows.length - 1);
  }
  const activate = (position: number, byKey: boolean) => {
    const row = rows[position];
    if (row) setState((current) => ({ key: row.key, position, moves: (current?.moves ?? 0) + (byKey ? 1 : 0) }));
  };
  const focusGrid = useCallback(() => document.getElementById(ROW_GRID_ID)?.focus({ preventScroll: true }), []);

  const onRowKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const command = rowCommand(event);
    if (!command) return;
    event.preventDefault();
    if (command.kind === "move") {
      activate(movedRow(active, rows.length, command.to), true);
      return;
    }
    const row = active === null ? undefined : rows[active];
    if (!row || active === null) return;
    if (command.kind === "controls") rowControls(document.getElementById(rowId(active)))[0]?.focus();
    else run(command, row);
  };

  const onControlKey = (event: KeyboardEvent<HTMLDivElement>, control: HTMLElement) => {
    const controls = rowControls(control.closest("[data-row]"));
    const at = controls.indexOf(control);
    if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      event.preventDefault();
      const next = controls[at + (event.key === "ArrowRight" ? 1 : -1)];
      if (next) next.focus();
      else if (event.key === "ArrowLeft") focusGrid();
    } else if (event.key === "Escape" || event.key === "ArrowUp" || event.key === "ArrowDown") {
      event.preventDefault();
      focusGrid();
      if (event.key !== "Escape")
        activate(movedRow(active, rows.length, event.key === "ArrowUp" ? "previous" : "next"), true);
    }
  };

  return {
    active,
    moves: state?.moves ?? 0,
    focusGrid,
    gridProps: {
      id: ROW_GRID_ID,
      tabIndex: 0,
      onKeyDown: (event) => {
        if (event.target === event.currentTarget) onRowKey(event);
        else if (event.target instanceof HTMLElement && event.target.hasAttribute("data-row-control")) {
          onControlKey(event, event.target);
        }
      },
      onFocus: (event) => {
        if (event.target === event.currentTarget) {
          if (active === null && rows.length > 0) activate(0, false);
          return;
        }
        // A row's button or editor took focus (a click, the editor opening): its row becomes the active one.
        const position = rowPosition(event.target);
        if (position !== null && position !== active) activate(position, false);
      },
      onMouseDown: (event) => {
        const position = rowPosition(event.target instanceof Element ? event.target : null);
        if (position !== null && position !== active) activate(position, false);
      },
    },
  };
}

/**
 * Scrolls the active row into view once per move by key: at once when it is mounted, else through `scrollToIndex` (a
 * virtualized list), after which the next render brings it fully into view. Runs after every render, so a row
 * scrolled away with the mouse is not pulled back.
 */
export function useScrollActiveRowIntoView(grid: RowGrid, scrollToIndex?: (index: number) => void): void {
  const done = useRef(0);
  useLayoutEffect(() => {
    if (grid.active === null || grid.moves === done.current) return;
    const row = document.getElementById(rowId(grid.active));
    if (row) {
      row.scrollIntoView({ block: "nearest" });
      done.current = grid.moves;
    } else {
      scrollToIndex?.(grid.active);
    }
  });
}
