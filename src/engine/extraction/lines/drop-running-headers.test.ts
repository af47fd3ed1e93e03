import { describe, expect, it } from "vitest";
import { RunningLineFilter, isPageNumber } from "./drop-running-headers";
import { pageToSpecLines } from "./page-lines";
import { specPages } from "../../../../tests/fixtures/engine/spec-text";

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

  it("keeps part and section headings that sit at the same height on every section's first page", () => {
    // Each section starts a new page, so its heading and "PART 1 - GENERAL" repeat at the top like a header.
    const page = (n: string) =>
      `SECTION ${n}\nPART 1 - GENERAL\n1.1 SUMMARY\nA. Section includes ${n}.\nB. More text.\nEND OF SECTION`;
    const filter = new RunningLineFilter();
    const pages = specPages(["07 84 13", "23 05 93", "05 12 00", "32 12 16"].map(page).join("\n<<page>>\n"));
    const kept = [...pages.flatMap((p) => filter.push(pageToSpecLines(p))), ...filter.flush()];
    expect(kept.map((p) => [...p.slice(0, 3), ...p.slice(-1)].map((l) => l.text))).toEqual(
      ["07 84 13", "23 05 93", "05 12 00", "32 12 16"].map((n) => [
        `SECTION ${n}`,
        "PART 1 - GENERAL",
        "1.1 SUMMARY",
        "END OF SECTION",
      ]),
    );
  });

  it("drops a short section's footer that repeats on one other page beside its page number", () => {
    const body = (words: string) => `Body ${words} one.\nBody ${words} two.\nBody ${words} three.\nBody ${words} four.`;
    const pages = specPages(
      [
        `${body("alpha")}\nPAINTING\n09900 - 1`,
        `${body("beta")}\nPAINTING\n09900 - 2`,
        `${body("gamma")}\nCLOSEOUT SUBMITTALS 01 78 00 - 1`,
        `${body("delta")}\nCLOSEOUT SUBMITTALS 01 78 00 - 2`,
        `${body("epsilon")}\nTOILET COMPARTMENTS\n10 21 13 - 1`,
      ].join("\n<<page>>\n"),
    );
    const filter = new RunningLineFilter();
    const kept = [...pages.flatMap((p) => filter.push(pageToSpecLines(p))), ...filter.flush()];
    // The one-page section's title line repeats nowhere and stays.
    expect(kept.map((p) => p.slice(4).map((l) => l.text))).toEqual([[], [], [], [], ["TOILET COMPARTMENTS"]]);
  });

  it("drops an issue date repeated exactly at the top of every page, but not numbers that only look alike", () => {
    const body = (n: number) =>
      `1.${n}\nBody text ${WORDS[n - 1]} one.\nBody text two.\nBody text three.\nBody four.\nBody five.`;
    const pages = specPages([1, 2, 3, 4].map((n) => `10-01-17\n${body(n)}`).join("\n<<page>>\n"));
    const filter = new RunningLineFilter();
    const kept = [...pages.flatMap((p) => filter.push(pageToSpecLines(p))), ...filter.flush()];
    // The date goes; the split article numbers "1.1" … "1.4" at the same height on each page stay.
    expect(kept.map((p) => p[0]!.text)).toEqual(["1.1", "1.2", "1.3", "1.4"]);
  });

  it("knows page-number lines", () => {
    for (const t of ["03 30 00-4", "Page 3 of 12", "230910 - 1 of 6", "- 7 -", "12"])
      expect(isPageNumber(t)).toBe(true);
    for (const t of ["1.4", "A.", "Section 03 30 00"]) expect(isPageNumber(t)).toBe(false);
  });
});
