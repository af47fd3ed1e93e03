// Writes real .xlsx files and reads them back with an independent reader.
import { unzipSync } from "fflate";
import readExcelFile from "read-excel-file/universal";
import { describe, expect, it } from "vitest";
import type { ExtractedData } from "../contract/submittal";
import { buildSubmittalWorkbook } from "./build-submittal-workbook";
import { SUBMITTAL_COLUMNS, SUBMITTAL_HEADERS } from "./submittal-columns";
import { writeWorkbookBuffer } from "./write-workbook-node";

/** The raw XML of one part of the .xlsx archive. */
function readArchivePart(xlsx: Uint8Array, name: string): string | null {
  const part = unzipSync(xlsx, { filter: (file) => file.name === name })[name];
  return part ? new TextDecoder().decode(part) : null;
}

/** A copy with its own ArrayBuffer, the input the universal reader takes. */
const toArrayBuffer = (bytes: Uint8Array): ArrayBuffer => bytes.slice().buffer;

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
