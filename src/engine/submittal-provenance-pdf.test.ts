// Provenance end to end on generated PDFs: every item's region (bbox) covers its paragraph's own text boxes on the
// page it starts on — wrapped lines, sub-paragraphs, a paragraph across a page break, and an OCR'd copy of a page.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ExtractedData, Submittal, SubmittalRegion } from "../contract/submittal";
import { scanPdf } from "./scan-pdf";
import { extractPages } from "./pdf/reading/extract-pages";
import type { PageText, TextLine } from "./types";
import { writeFlowedSpecPdf } from "../../tests/fixtures/engine/flowed-spec-pdf";
import { writeScannedCopy } from "../../tests/fixtures/pdf/write-scanned-pdf";

const work = mkdtempSync(join(tmpdir(), "provenance-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const filler = (count: number) =>
  Array.from(
    { length: count },
    (_, i) =>
      ` ${String.fromCharCode(65 + i)}.\tRelated requirement ${i + 1} stated at length so that it wraps onto a second line of the printed page and fills the page.`,
  ).join("\n\n");

const BOOK = `^SECTION 07 21 00 - THERMAL INSULATION

PART 1 - GENERAL

1.1\tSUMMARY

${filler(16)}

1.2\tDEFINITIONS

${filler(11)}

1.3\tACTION SUBMITTALS

 A.\tProduct Data: For each type of insulation product, including manufacturer's printed installation instructions, thermal resistance values and the fire-test-response characteristics of each facing.

 B.\tShop Drawings: Show the layout of insulation boards at roof drains and curbs.

  1.\tInclude tapered insulation layout with slopes.

  2.\tInclude fastening patterns for each wind zone.

 C.\tSamples for Verification: For each exposed facing, in manufacturer's standard size, showing the full range of colors and textures available, labelled with the product name, the manufacturer and the intended location in the work, with a written description of the cleaning method that the installer proposes to use on the finished face of each sample.

PART 2 - PRODUCTS

2.1\tMATERIALS

 A.\tBoard insulation: Polyisocyanurate.

END OF SECTION`;

function inside(box: SubmittalRegion, line: TextLine, slack = 0.5): boolean {
  return (
    box.x0 <= line.x + slack &&
    box.y0 <= line.y + slack &&
    box.x1 >= line.x + line.width - slack &&
    box.y1 >= line.y + line.height - slack
  );
}

/** The page's lines whose text is part of the item's source text (its paragraph's own lines on that page). */
function paragraphLines(page: PageText, item: Submittal): TextLine[] {
  const source = (item.sourceText ?? "").replace(/\s+/g, " ");
  return page.lines.filter((l) => l.text.length > 12 && source.includes(l.text.replace(/\s+/g, " ").trim()));
}

function union(lines: TextLine[]): Omit<SubmittalRegion, "page"> {
  return {
    x0: Math.min(...lines.map((l) => l.x)),
    y0: Math.min(...lines.map((l) => l.y)),
    x1: Math.max(...lines.map((l) => l.x + l.width)),
    y1: Math.max(...lines.map((l) => l.y + l.height)),
  };
}

function overlapRatio(a: SubmittalRegion, b: SubmittalRegion): number {
  const w = Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0));
  const h = Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0));
  const area = (r: SubmittalRegion) => (r.x1 - r.x0) * (r.y1 - r.y0);
  return (w * h) / (area(a) + area(b) - w * h);
}

let path: string;
let data: ExtractedData;
const pages: PageText[] = [];
beforeAll(async () => {
  path = join(work, "insulation.pdf");
  await writeFlowedSpecPdf(path, { text: BOOK });
  data = await scanPdf(path, { ocr: false });
  for await (const page of extractPages(path, { ocr: false, threads: 0 })) pages.push(page);
});

const item = (ref: string) => data.submittals.find((s) => s.ref === ref)!;

describe("bbox of register items on a generated PDF", () => {
  it("is the union of the paragraph's wrapped lines, on the item's page", () => {
    const a = item("1.3.A");
    expect(a.bbox?.page).toBe(a.page);
    const lines = paragraphLines(pages[a.page! - 1]!, a);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) expect(inside(a.bbox!, line)).toBe(true);
    const u = union(lines);
    // The numbering token "A." sits left of the text; otherwise the region is the lines' own.
    expect(a.bbox!.x1).toBeCloseTo(u.x1, 0);
    expect(a.bbox!.y0).toBeCloseTo(u.y0, 0);
    expect(a.bbox!.y1).toBeCloseTo(u.y1, 0);
    expect(u.x0 - a.bbox!.x0).toBeLessThan(40);
  });

  it("takes in the sub-paragraphs and stops before the next paragraph", () => {
    const b = item("1.3.B");
    const page = pages[b.page! - 1]!;
    const fastening = page.lines.find((l) => l.text.includes("fastening patterns"))!;
    expect(inside(b.bbox!, fastening)).toBe(true);
    const c = page.lines.find((l) => l.text.includes("Samples for Verification"));
    if (c) expect(b.bbox!.y1).toBeLessThanOrEqual(c.y + 0.5);
    expect(b.items).toEqual([
      "Include tapered insulation layout with slopes.",
      "Include fastening patterns for each wind zone.",
    ]);
  });

  it("for a paragraph that runs over a page break, is its region on the first page", () => {
    const c = item("1.3.C");
    const first = pages[c.page! - 1]!;
    const next = pages[c.page!]!;
    // The fixture puts the page break inside this paragraph.
    expect(paragraphLines(next, c).length).toBeGreaterThan(0);
    expect(c.bbox?.page).toBe(c.page);
    const lines = paragraphLines(first, c);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(inside(c.bbox!, line)).toBe(true);
    expect(c.bbox!.y1).toBeCloseTo(union(lines).y1, 0);
    expect(c.bbox!.y0).toBeCloseTo(union(lines).y0, 0);
  });

  it("on an OCR'd copy of the page lies where the text copy's region is", async () => {
    const scanned = join(work, "insulation-scanned.pdf");
    await writeScannedCopy(path, scanned, 200);
    const page = item("1.3.A").page!;
    const ocr = await scanPdf(scanned, { ocr: true, threads: 1 });
    expect(ocr.ocrPages).toContain(page);
    const a = ocr.submittals.find((s) => s.ref === "1.3.A" && s.page === page);
    expect(a?.bbox?.page).toBe(page);
    expect(overlapRatio(a!.bbox!, item("1.3.A").bbox!)).toBeGreaterThan(0.8);
  }, 120_000);
});
