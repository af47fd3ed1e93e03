import { describe, expect, it } from "vitest";
import { dropOverlays } from "./drop-overlays";
import type { TextFragment } from "../text-fragment";

const run = (text: string, x: number, y: number, width: number, height = 12, upright = true): TextFragment => ({
  text,
  x,
  y,
  width,
  height,
  upright,
});

const body = Array.from({ length: 8 }, (_, i) => run(`Body line ${i + 1} of the page.`, 72, 100 + i * 14, 400));

describe("dropOverlays", () => {
  it("drops large text laid across the body text, upright or at an angle", () => {
    const stamp = run("REVIEW SET", 150, 110, 300, 70);
    const diagonal = run("NOT FOR CONSTRUCTION", 100, 90, 380, 380, false);
    expect(dropOverlays([...body, stamp, diagonal])).toEqual(body);
  });

  it("keeps large titles that stand clear of other text, and sideways notes in the margin", () => {
    const title = run("RIVERBEND PUBLIC LIBRARY", 72, 20, 400, 40);
    const marginNote = run("Revision 2", 20, 100, 12, 90, false);
    const page = [title, ...body, marginNote];
    expect(dropOverlays(page)).toEqual(page);
  });

  it("keeps a page of display type alone (a cover has no body text to cross)", () => {
    const cover = [run("PROJECT MANUAL", 72, 100, 300, 30), run("RIVERBEND LIBRARY", 72, 140, 300, 30)];
    expect(dropOverlays(cover)).toEqual(cover);
  });
});
