// The variance report written as a real .xlsx and read back with an independent reader.
import { unzipSync } from "fflate";
import readExcelFile from "read-excel-file/universal";
import { describe, expect, it } from "vitest";
import type { ExtractedData, Submittal } from "../../../../src/contract/submittal";
import { compareRegisters } from "../../../../src/engine/compare/compare-registers";
import { applyAddendum } from "../../../../src/engine/compare/apply-addendum";
import {
  buildVarianceWorkbook,
  VARIANCE_COLUMNS,
  VARIANCE_SECTION_COLUMNS,
} from "../../../../src/export/variance-workbook";
import { writeWorkbookBuffer } from "../../../../src/export/write-workbook-node";

function item(section: string, ref: string, text: string): Submittal {
  return {
    division: section.startsWith("09") ? "09 - Finishes" : "08 - Openings",
    section,
    description: text.replace(/\.$/, ""),
    submittalType: "Product Data",
    specifications: text,
    sectionTitle: section.startsWith("09") ? "INTERIOR PAINTING" : "DOOR HARDWARE",
    ref,
  };
}

const OLD: ExtractedData = {
  submittals: [
    item("08 71 00", "1.2.A", "Product Data: For each type of door hardware."),
    item("09 91 23", "1.3.A", "Product Data: For each type of paint, including VOC content."),
    item("09 91 23", "1.3.B", "Samples for Verification: For each paint color."),
    item("09 91 23", "1.3.C", "Warranty: Manufacturer's standard form."),
    item("09 91 23", "1.3.D", "Product List: For each paint system."),
  ],
};
const NEW: ExtractedData = {
  submittals: [
    item("09 91 23", "1.3.A", "Product Data: For each type of paint, including VOC content."),
    item("09 91 23", "1.3.B", "Samples for Verification: For each paint color and sheen."),
    item("09 91 23", "1.3.C", "Product List: For each paint system."),
    item("09 91 23", "1.3.D", "Mockups: One room of each color scheme."),
  ],
};

/** The rows of one sheet of the written file. */
const readBack = async (bytes: Uint8Array, sheet = "Changes") =>
  (await readExcelFile(new Uint8Array(bytes).buffer)).find((s) => s.sheet === sheet)!.data;

describe("buildVarianceWorkbook", () => {
  it("writes one row per change with section, ref, change, old and new text and the reviewer's decision", async () => {
    const comparison = compareRegisters(OLD, NEW);
    const workbook = buildVarianceWorkbook({
      oldRegister: OLD,
      newRegister: NEW,
      comparison,
      documentFileName: "Issue for Construction.pdf",
      decisionOf: (change) => (change.kind === "changed" ? "Accepted" : undefined),
    });
    expect(workbook.fileName).toBe("Issue for Construction_Variance.xlsx");
    expect(workbook.exportedCount).toBe(4);
    const rows = await readBack(await writeWorkbookBuffer(workbook));
    expect(rows).toEqual([
      VARIANCE_COLUMNS.map((c) => c.header),
      [
        "08 71 00",
        "DOOR HARDWARE",
        "1.2.A",
        "Removed (section removed)",
        "Product Data: For each type of door hardware.",
        null,
        null,
      ],
      [
        "09 91 23",
        "INTERIOR PAINTING",
        "1.3.B",
        "Changed",
        "Samples for Verification: For each paint color.",
        "Samples for Verification: For each paint color and sheen.",
        "Accepted",
      ],
      ["09 91 23", "INTERIOR PAINTING", "1.3.C", "Removed", "Warranty: Manufacturer's standard form.", null, null],
      ["09 91 23", "INTERIOR PAINTING", "1.3.D", "Added", null, "Mockups: One room of each color scheme.", null],
    ]);
    const sections = await readBack(await writeWorkbookBuffer(workbook), "Sections");
    expect(sections.slice(1)).toEqual([
      ["08 71 00", "DOOR HARDWARE", "Section removed", null, 0, 0, 0, 1],
      ["09 91 23", "INTERIOR PAINTING", "Changed", null, 2, 1, 1, 1],
    ]);
  });

  it("says which items an addendum's section instruction removed, with the instruction on the sections sheet", async () => {
    const text = "1. Delete Section 08 71 00 in its entirety.";
    const { register, comparison } = applyAddendum(OLD, { register: { submittals: [] }, text });
    const workbook = buildVarianceWorkbook({
      oldRegister: OLD,
      newRegister: register,
      comparison,
      documentFileName: "Addendum 02.pdf",
    });
    const bytes = await writeWorkbookBuffer(workbook);
    expect((await readBack(bytes)).slice(1)).toEqual([
      [
        "08 71 00",
        "DOOR HARDWARE",
        "1.2.A",
        "Removed (section deleted by addendum)",
        "Product Data: For each type of door hardware.",
        null,
        null,
      ],
    ]);
    expect((await readBack(bytes, "Sections"))[1]).toEqual([
      "08 71 00",
      "DOOR HARDWARE",
      "Section deleted by addendum",
      "1. Delete Section 08 71 00 in its entirety.",
      0,
      0,
      0,
      1,
    ]);
  });

  it("writes each sheet as an Excel table named as its sheet is, over its header and rows", async () => {
    const workbook = buildVarianceWorkbook({
      oldRegister: OLD,
      newRegister: NEW,
      comparison: compareRegisters(OLD, NEW),
      documentFileName: "Issue for Construction.pdf",
    });
    const bytes = await writeWorkbookBuffer(workbook);
    expect((await readExcelFile(new Uint8Array(bytes).buffer)).map((s) => s.sheet)).toEqual(["Changes", "Sections"]);
    const parts = unzipSync(bytes);
    const part = (name: string) => new TextDecoder().decode(parts[name]);
    const changes = part("xl/tables/table1.xml");
    expect(changes).toContain('name="Changes" displayName="Changes" ref="A1:G5"');
    expect([...changes.matchAll(/<tableColumn [^>]*name="([^"]+)"/g)].map((m) => m[1])).toEqual(
      VARIANCE_COLUMNS.map((c) => c.header.replace("'", "&apos;")),
    );
    const sections = part("xl/tables/table2.xml");
    expect(sections).toContain(
      `name="Sections" displayName="Sections" ref="A1:H${1 + workbook.sheets[1]!.data.length - 1}"`,
    );
    expect([...sections.matchAll(/<tableColumn [^>]*name="([^"]+)"/g)]).toHaveLength(VARIANCE_SECTION_COLUMNS.length);
    expect(part("xl/worksheets/sheet1.xml")).toContain("<tableParts");
    expect(part("[Content_Types].xml")).toContain("/xl/tables/table2.xml");
  });
});
