// Submittal tables: one item per marked row, titled by the row; marks, column headings and unmarked rows are never
// items — whether the text layer gives one line per row or flattens every cell onto a line of its own.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { SpecLine } from "../lines/spec-line";
import { findTickTables } from "./tick-table";
import { scanPdf } from "../../scan-pdf";
import { writePdf } from "../../../../tests/fixtures/pdf/write-pdf";

function specLines(texts: string[]): SpecLine[] {
  return texts.map((text, i) => ({ text, page: 1, x: 72, y: 72 + i * 12, height: 10, gapBefore: text === "" }));
}

const labels = (lines: SpecLine[]) =>
  findTickTables(lines.filter((l) => l.text !== "")).flatMap((t) => t.rows.map((r) => r.label));

describe("findTickTables", () => {
  it("reads a table flattened to one cell per line: the row's name, then its marks", () => {
    const lines = specLines([
      "Submittal Schedule",
      "Deliverable",
      "For Review",
      "At Handover",
      "Pump selection sheets",
      "X",
      "Vibration isolation layout (with spring",
      "deflections and base details)",
      "●",
      "●",
      "Factory run test certificate",
      "Lifting lugs",
      "✓",
    ]);
    expect(labels(lines)).toEqual([
      "Pump selection sheets",
      "Vibration isolation layout (with spring deflections and base details)",
      "Lifting lugs",
    ]);
    // The headings and the unmarked row belong to the table and never reach the paragraph rules.
    const [table] = findTickTables(lines);
    expect([...table!.lines].map((l) => l.text)).toContain("Factory run test certificate");
    expect([...table!.lines].map((l) => l.text)).toContain("For Review");
  });

  it("reads one line per row with its marks at the end, words such as Req'd and Yes included", () => {
    const lines = specLines([
      "Required submittals are marked below.",
      "Item Shop Dwg Product Data O&M",
      "Anchor rod setting plan Req'd",
      "Louver blade profiles Yes Yes",
      "Sealant colour chart",
      "Damper leakage ratings X X X",
    ]);
    expect(labels(lines)).toEqual(["Anchor rod setting plan", "Louver blade profiles", "Damper leakage ratings"]);
  });

  it("leaves prose that happens to end in a letter X alone", () => {
    const lines = specLines([
      "Gypsum board for rated walls shall be Type X",
      "Submit product data for the board in each wall type.",
      "Ceiling board in stair shafts shall also be Type X",
    ]);
    expect(findTickTables(lines)).toEqual([]);
  });

  it("needs headings that say the table lists submittals", () => {
    const lines = specLines(["Valve", "Open", "Closed", "Drain valve", "X", "Vent valve", "X"]);
    expect(findTickTables(lines)).toEqual([]);
  });
});

const work = mkdtempSync(join(tmpdir(), "tick-table-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("a submittal table in a generated section", () => {
  it("gives one item per marked row, none titled by a mark or a column heading", async () => {
    const path = join(work, "table.pdf");
    await writePdf(path, (doc) => {
      doc.font("Helvetica").fontSize(10);
      let y = 72;
      doc.text("SECTION 22 11 23 - DOMESTIC WATER PUMPS", 72, y, { lineBreak: false });
      y += 30;
      doc.text("PART 1 - GENERAL", 72, y, { lineBreak: false });
      y += 26;
      doc.text("1.3", 72, y, { lineBreak: false });
      doc.text("SUBMITTALS", 108, y, { lineBreak: false });
      y += 26;
      const columns = [90, 300, 380, 460];
      ["Submittal", "Shop Drawings", "Product Data", "Closeout"].forEach((c, i) =>
        doc.text(c, columns[i]!, y, { lineBreak: false }),
      );
      y += 16;
      const rows: Array<[string, number[]]> = [
        ["Pump base anchorage plan", [1]],
        ["Pump performance curves", [2]],
        ["Seal flush piping diagram", []],
        ["Startup report", [3]],
      ];
      for (const [name, marks] of rows) {
        doc.text(name, 90, y, { lineBreak: false });
        for (const column of marks) doc.text("X", columns[column]! + 20, y, { lineBreak: false });
        y += 16;
      }
      y += 20;
      doc.text("PART 2 - PRODUCTS", 72, y, { lineBreak: false });
      y += 26;
      doc.text("2.1", 72, y, { lineBreak: false });
      doc.text("PUMPS", 108, y, { lineBreak: false });
      doc.text("END OF SECTION", 72, y + 40, { lineBreak: false });
    });
    const data = await scanPdf(path, { threads: 0, ocr: false });
    const titles = data.submittals.map((s) => s.description);
    expect(titles).toEqual(["Pump base anchorage plan", "Pump performance curves", "Startup report"]);
    expect(data.submittals.every((s) => s.section === "22 11 23" && s.ref === "1.3")).toBe(true);
  });
});
