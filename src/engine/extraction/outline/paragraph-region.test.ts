import { describe, expect, it } from "vitest";
import { parseOutline } from "./parse-outline";
import { linesRegion, paragraphRegion } from "./paragraph-region";
import { specLines } from "../../../../tests/fixtures/engine/spec-text";

// The text fixture sets lines 12 points apart from y = 60, 10 points tall, 5 points a character, from x = 72.
describe("paragraphRegion", () => {
  it("is the union of the paragraph's lines and its sub-paragraphs' lines", () => {
    const [a, b] = parseOutline(
      specLines(`1.4 SUBMITTALS
A. Shop Drawings: Show layout.
  1. Include anchorage details for every support.
B. Samples: For each finish.`),
    ).articles[0]!.paragraphs;
    expect(paragraphRegion(a!)).toEqual({ page: 1, x0: 72, y0: 72, x1: 82 + 47 * 5, y1: 94 });
    expect(paragraphRegion(b!)).toEqual({ page: 1, x0: 72, y0: 96, x1: 72 + 28 * 5, y1: 106 });
  });

  it("keeps to the page the paragraph starts on when it runs over a page break", () => {
    const [a] = parseOutline(
      specLines(`1.4 SUBMITTALS
A. Product Data: For each type of product, including the
<<page>>
manufacturer's printed installation instructions and data sheets.`),
    ).articles[0]!.paragraphs;
    expect(a!.page).toBe(1);
    expect(paragraphRegion(a!)).toEqual({ page: 1, x0: 72, y0: 72, x1: 72 + 56 * 5, y1: 82 });
  });

  it("lies where a right-hand column's lines stand on the page", () => {
    // Measured in their column (x 72), the lines stand 246 points further right on the page.
    const lines = specLines("C. Shop Drawings: Show each\n  bracket.").map((l) => ({ ...l, shift: 246 }));
    expect(linesRegion(lines)).toEqual({ page: 1, x0: 318, y0: 60, x1: 318 + 27 * 5, y1: 82 });
  });

  it("is undefined when no line lies on the page asked for", () => {
    const lines = specLines("Shop Drawings: Show layout.");
    expect(linesRegion(lines, 2)).toBeUndefined();
    expect(linesRegion([])).toBeUndefined();
  });
});
