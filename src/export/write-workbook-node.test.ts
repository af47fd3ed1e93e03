// Writes real .xlsx files and reads them back with an independent reader.
import { unzipSync } from "fflate";
import readExcelFile from "read-excel-file/universal";
import { describe, expect, it } from "vitest";
import type { ExtractedData } from "../contract/submittal";
import { buildSubmittalWorkbook } from "./build-submittal-workbook";
import { SUBMITTAL_COLUMNS, SUBMITTAL_HEADERS } from "./procore-columns";
import { writeWorkbookBuffer } from "./write-workbook-node";

/** The raw XML of one part of the .xlsx archive. */
function readArchivePart(xlsx: Uint8Array, name: string): string | null {
  const part = unzipSync(xlsx, { filter: (file) => file.name === name })[name];
  return part ? new TextDecoder().decode(part) : null;
}

/**
 * A copy of exactly the view's bytes in an ArrayBuffer of its own, the input the universal reader takes. A Buffer's
 * `slice()` is a view, not a copy, and its `.buffer` may be Node's shared pool holding other bytes.
 */
const toArrayBuffer = (bytes: Uint8Array): ArrayBuffer => new Uint8Array(bytes).buffer;

const data: ExtractedData = {
  projectNumber: "2026-014",
  submittals: [
    {
      division: "05 - Metals",
      section: "05 12 00",
      description: "Steel shop drawings",
      submittalType: "Shop Drawings",
      specifications: "Show connections.",
    },
    {
      division: "07 - Thermal and Moisture Protection",
      section: "07 62 00",
      description: "Flashing samples",
      submittalType: "Samples",
      specifications: "",
    },
  ],
  excludedDivisions: ["07 - Thermal and Moisture Protection"],
};

describe("writeWorkbookBuffer", () => {
  it("produces an .xlsx whose sheets read back with headers, rows and project info", async () => {
    const workbook = buildSubmittalWorkbook({
      extractedData: data,
      documentFileName: "Tower.pdf",
      scanDate: "2026-11-22T12:00:00.000Z",
    });
    const sheets = await readExcelFile(toArrayBuffer(await writeWorkbookBuffer(workbook)));
    expect(sheets.map((s) => s.sheet)).toEqual(["Submittals", "Project Info"]);
    const [headers, ...rows] = sheets[0]!.data;
    expect(headers).toEqual(SUBMITTAL_HEADERS);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row[SUBMITTAL_HEADERS.indexOf("Submittal Title")]).toBe("Steel shop drawings");
    expect(row[SUBMITTAL_HEADERS.indexOf("Submittal Spec Section Number")]).toBe("05 12 00");
    expect(row[SUBMITTAL_HEADERS.indexOf("Submittal Spec Section Description")]).toBe("05 - Metals");
    expect(row[SUBMITTAL_HEADERS.indexOf("Submittal Number")]).toBe(1);
    expect(row[SUBMITTAL_HEADERS.indexOf("Description")]).toBe("Show connections.");
    expect(row[SUBMITTAL_HEADERS.indexOf("Submittal Type")]).toBe("Shop Drawings");
    expect(row[SUBMITTAL_HEADERS.indexOf("Location")]).toBeNull();
    expect(sheets[1]!.data).toEqual([
      ["Project Name", "N/A"],
      ["Project Number", "2026-014"],
      ["Document", "Tower.pdf"],
      ["Scan Date", expect.stringMatching(/^November 2[12], 2026$/)],
      ["Total Submittals", 1],
    ]);
  });

  it("stores the fixed column widths in the sheet", async () => {
    const workbook = buildSubmittalWorkbook({ extractedData: data, documentFileName: "Tower.pdf", scanDate: null });
    const xml = readArchivePart(await writeWorkbookBuffer(workbook), "xl/worksheets/sheet1.xml");
    expect(xml).not.toBeNull();
    const widths = [...xml!.matchAll(/<col [^>]*width="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(widths).toEqual(SUBMITTAL_COLUMNS.map((c) => c.width));
  });
});

describe("the Procore workbook's Submittals sheet as an Excel table", () => {
  const items = (n: number): ExtractedData => ({
    submittals: Array.from({ length: n }, (_, i) => ({
      division: "05 - Metals",
      section: "05 12 00",
      description: i === 0 ? '=HYPERLINK("http://attacker.example","Open")' : `Steel item ${i + 1}`,
      submittalType: "Shop Drawings",
      specifications: "Show connections.",
    })),
  });
  const write = (d: ExtractedData) =>
    writeWorkbookBuffer(buildSubmittalWorkbook({ extractedData: d, documentFileName: "x.pdf", scanDate: null }));

  it("holds a table part over the header and every row, with a filter and the 22 headers as its columns", async () => {
    const xlsx = await write(items(3));
    const table = readArchivePart(xlsx, "xl/tables/table1.xml");
    expect(table).not.toBeNull();
    const lastColumn = String.fromCharCode("A".charCodeAt(0) + SUBMITTAL_HEADERS.length - 1);
    expect(lastColumn).toBe("V");
    expect(table).toContain(`ref="A1:V4"`);
    expect(table).toContain(`<autoFilter ref="A1:V4"/>`);
    expect(table).toContain('name="Submittals" displayName="Submittals"');
    const columns = [...table!.matchAll(/<tableColumn id="(\d+)" name="([^"]*)"\/>/g)];
    expect(columns.map((m) => m[2])).toEqual(SUBMITTAL_HEADERS);
    expect(columns.map((m) => Number(m[1]))).toEqual(SUBMITTAL_HEADERS.map((_, i) => i + 1));

    // The sheet points at the table, the package knows its type, and the cells are still plain text.
    const sheet = readArchivePart(xlsx, "xl/worksheets/sheet1.xml")!;
    const link = /<tableParts count="1"><tablePart r:id="([^"]+)"\/><\/tableParts><\/worksheet>$/.exec(sheet);
    expect(link).not.toBeNull();
    const rels = readArchivePart(xlsx, "xl/worksheets/_rels/sheet1.xml.rels")!;
    expect(rels).toContain(`Id="${link![1]}"`);
    expect(rels).toContain('Target="../tables/table1.xml"');
    expect(readArchivePart(xlsx, "[Content_Types].xml")).toContain(
      'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.table+xml" PartName="/xl/tables/table1.xml"',
    );
    expect(sheet).not.toContain("<f>");
    const [rows] = await readExcelFile(toArrayBuffer(xlsx));
    expect(rows!.data.slice(1).map((r) => r[SUBMITTAL_HEADERS.indexOf("Submittal Title")])).toEqual([
      '=HYPERLINK("http://attacker.example","Open")',
      "Steel item 2",
      "Steel item 3",
    ]);
  });

  it("keeps one row under the header when the log is empty, and gives the Project Info sheet no table", async () => {
    const xlsx = await write({ ...items(0), projectName: "Library" });
    expect(readArchivePart(xlsx, "xl/tables/table1.xml")).toContain(`ref="A1:V2"`);
    expect(readArchivePart(xlsx, "xl/tables/table2.xml")).toBeNull();
    expect(readArchivePart(xlsx, "xl/worksheets/sheet2.xml")).not.toContain("tableParts");
  });
});
