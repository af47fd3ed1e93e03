import { describe, expect, it } from "vitest";
import { joinAtSoftHyphen, SOFT_HYPHEN, withoutInvisibles } from "./invisible-characters";
import { linesInReadingOrder } from "./reading-order";
import { scanPages } from "../../rule-pipeline";
import type { TextFragment } from "../text-fragment";
import type { PageText } from "../../types";

// Format characters, and controls other than the new lines between sub-paragraphs.
const INVISIBLE = /\p{Cf}|[^\P{Cc}\n]/u;

const run = (text: string, x: number, y: number, width = text.length * 5): TextFragment => ({
  text,
  x,
  y,
  width,
  height: 10,
  upright: true,
});

describe("withoutInvisibles", () => {
  it("removes zero-width spaces and joiners, the word joiner, byte-order marks, bidi marks and controls", () => {
    expect(withoutInvisibles("Shop\u200B Drawings")).toBe("Shop Drawings");
    expect(withoutInvisibles("\uFEFFProduct\u2060 Data\u200D")).toBe("Product Data");
    expect(withoutInvisibles("\u200EValve\u200F tags\u202A\u202C \u200C")).toBe("Valve tags ");
    expect(withoutInvisibles("Field\u0007 reports\tdaily")).toBe("Field reports daily");
    expect(withoutInvisibles("Plain text, untouched.")).toBe("Plain text, untouched.");
  });

  it("drops a soft hyphen inside a line and keeps one that ends it after a letter, where the word was broken", () => {
    expect(withoutInvisibles("sub\u00ADmittal schedule")).toBe("submittal schedule");
    expect(withoutInvisibles("final inspec\u00AD ")).toBe(`final inspec${SOFT_HYPHEN}`);
    expect(withoutInvisibles("see note \u00AD")).toBe("see note ");
    expect(joinAtSoftHyphen(`final inspec${SOFT_HYPHEN}`, "tion report")).toBe("final inspection report");
    expect(joinAtSoftHyphen("final", "inspection")).toBe("final inspection");
  });
});

describe("lines made from runs", () => {
  it("carry no invisible characters, and a run that held only them leaves no extra space", () => {
    const lines = linesInReadingOrder([
      run("Drawings shall be drawn ", 72, 100, 120),
      run("\u200B", 192, 100, 0),
      run("to scale\u200B.", 197, 100, 45),
      run("\u200B\u2060", 72, 112, 0),
    ]);
    expect(lines.map((l) => l.text)).toEqual(["Drawings shall be drawn to scale."]);
  });

  it("keep the soft hyphen only at the end of a line", () => {
    const lines = linesInReadingOrder([run("Colour sam\u00AD", 72, 100, 50), run("ples of each\u00AD", 122, 100, 60)]);
    expect(lines.map((l) => l.text)).toEqual([`Colour samples of each${SOFT_HYPHEN}`]);
  });
});

describe("a register read from a page with invisible characters", () => {
  it("has none in any item's title, description or text, and closes up a word broken at a soft hyphen", async () => {
    const rows = [
      "SECTION 10 14 00 - SIGN\u200BAGE",
      "PART 1 - GENERAL",
      "1.1 SUBMITTALS",
      "A. Product\u200B Data\u2060: For each \uFEFFsign type\u200D.",
      "B. Shop Drawings: Show the layout of each sign and its mount\u00AD",
      "ing heights.",
      "C. Sam\u00ADples: For each \u200Ffinish colour.",
      "END OF SECTION",
    ];
    const page: PageText = {
      pageNumber: 1,
      width: 612,
      height: 792,
      lines: linesInReadingOrder(rows.map((text, i) => run(text, 72, 72 + i * 12, 400))),
      hasTextLayer: true,
      ocr: false,
    };
    const { data, sections } = await scanPages({ pages: [page] });
    expect(sections.map((s) => s.section.title)).toEqual(["SIGNAGE"]);
    expect(data.submittals.length).toBeGreaterThanOrEqual(3);
    for (const item of data.submittals) {
      for (const value of Object.values(item)) if (typeof value === "string") expect(value).not.toMatch(INVISIBLE);
    }
    expect(data.submittals.map((s) => s.description).join("\n")).toMatch(/Product Data/);
    expect(data.submittals.map((s) => s.specifications).join("\n")).toMatch(/its mounting heights/);
  });
});
