import { describe, expect, it } from "vitest";
import { RunningLineFilter, isPageNumber } from "./running-lines";
import { pageToSpecLines } from "./page-lines";
import { specPages } from "../../../tests/fixtures/engine/spec-text";

const WORDS = ["one", "two", "three", "four", "five", "six"];

function bookText(pages: number): string {
  const out: string[] = [];
  for (let i = 1; i <= pages; i++) {
    out.push(`EXISTING BUILDING INTERIORS
ATLANTA, GEORGIA
${i === 1 ? "SECTION 12 2413" : "A."}
Body text of page ${WORDS[i - 1]} with words.
Roller shade fabric: ${i} percent openness.
More body text ${WORDS[i - 1]}.
Even more body text ${WORDS[i - 1]}.
The last body line ${WORDS[i - 1]}.
HKS 23936.131
ROLLER WINDOW SHADES 12 2413- ${i}`);
  }
  return out.join("\n<<page>>\n");
}

describe("RunningLineFilter", () => {
  it("drops lines that repeat at the top and bottom of nearby pages, digits ignored", () => {
    const dropped: string[] = [];
    const filter = new RunningLineFilter((line) => dropped.push(line.text));
    const kept = specPages(bookText(6)).flatMap((p) => filter.push(pageToSpecLines(p)));
    kept.push(...filter.flush());
    expect(kept).toHaveLength(6);
    expect(kept[0]!.map((l) => l.text).slice(0, 2)).toEqual(["SECTION 12 2413", "Body text of page one with words."]);
    expect(kept[5]!.map((l) => l.text)).toEqual([
      "A.",
      "Body text of page six with words.",
      "Roller shade fabric: 6 percent openness.",
      "More body text six.",
      "Even more body text six.",
      "The last body line six.",
    ]);
    expect(dropped).toContain("ROLLER WINDOW SHADES 12 2413- 3");
  });

  it("keeps a two-page document's lines that happen to repeat only once", () => {
    const filter = new RunningLineFilter();
    const pages = specPages("PROJECT X\nA. First.\n<<page>>\nB. Second.\nPROJECT Y");
    const kept = [...pages.flatMap((p) => filter.push(pageToSpecLines(p))), ...filter.flush()];
    expect(kept.flat().map((l) => l.text)).toEqual(["PROJECT X", "A. First.", "B. Second.", "PROJECT Y"]);
  });

  it("knows page-number lines", () => {
    for (const t of ["03 30 00-4", "Page 3 of 12", "230910 - 1 of 6", "- 7 -", "12"])
      expect(isPageNumber(t)).toBe(true);
    for (const t of ["1.4", "A.", "Section 03 30 00"]) expect(isPageNumber(t)).toBe(false);
  });
});
