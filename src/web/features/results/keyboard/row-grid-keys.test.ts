import { describe, expect, it } from "vitest";
import { movedRow, PAGE_ROWS, rowCommand, type KeyPress } from "./row-grid-keys";

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe("rowCommand", () => {
  it("maps the list's keys to what they do", () => {
    expect(rowCommand(press("ArrowDown"))).toEqual({ kind: "move", to: "next" });
    expect(rowCommand(press("ArrowUp"))).toEqual({ kind: "move", to: "previous" });
    expect(rowCommand(press("Home"))).toEqual({ kind: "move", to: "first" });
    expect(rowCommand(press("End", { ctrlKey: true }))).toEqual({ kind: "move", to: "last" });
    expect(rowCommand(press("PageDown"))).toEqual({ kind: "move", to: "pageDown" });
    expect(rowCommand(press(" "))).toEqual({ kind: "toggle" });
    expect(rowCommand(press("Enter"))).toEqual({ kind: "activate" });
    expect(rowCommand(press("V", { shiftKey: true }))).toEqual({ kind: "view" });
    expect(rowCommand(press("Delete"))).toEqual({ kind: "delete" });
    expect(rowCommand(press("Backspace"))).toEqual({ kind: "delete" });
    expect(rowCommand(press("x"))).toEqual({ kind: "select" });
    expect(rowCommand(press("ArrowRight"))).toEqual({ kind: "controls" });
  });

  it("leaves the page's own chords and other keys to the browser", () => {
    expect(rowCommand(press("f", { ctrlKey: true }))).toBeNull();
    expect(rowCommand(press("f", { metaKey: true }))).toBeNull();
    expect(rowCommand(press("z", { ctrlKey: true }))).toBeNull();
    expect(rowCommand(press("v", { ctrlKey: true }))).toBeNull();
    expect(rowCommand(press("PageDown", { ctrlKey: true }))).toBeNull();
    expect(rowCommand(press("ArrowDown", { altKey: true }))).toBeNull();
    expect(rowCommand(press("Tab"))).toBeNull();
    expect(rowCommand(press("a"))).toBeNull();
  });
});

describe("movedRow", () => {
  it("starts at the first row (or the last on End) when none is active", () => {
    expect(movedRow(null, 30, "next")).toBe(0);
    expect(movedRow(null, 30, "last")).toBe(29);
  });

  it("moves by one, by a page, to either end, and stops at the ends", () => {
    expect(movedRow(4, 30, "next")).toBe(5);
    expect(movedRow(4, 30, "previous")).toBe(3);
    expect(movedRow(0, 30, "previous")).toBe(0);
    expect(movedRow(29, 30, "next")).toBe(29);
    expect(movedRow(4, 30, "pageDown")).toBe(4 + PAGE_ROWS);
    expect(movedRow(4, 30, "pageUp")).toBe(0);
    expect(movedRow(25, 30, "pageDown")).toBe(29);
    expect(movedRow(12, 30, "first")).toBe(0);
    expect(movedRow(12, 30, "last")).toBe(29);
    expect(movedRow(null, 0, "next")).toBe(0);
  });
});
