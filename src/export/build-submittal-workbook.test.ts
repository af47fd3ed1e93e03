import { describe, expect, it } from "vitest";
import type { ExtractedData } from "../contract/submittal";
import { buildSubmittalWorkbook } from "./build-submittal-workbook";
import { formatScanDate } from "./format-scan-date";
import { SUBMITTAL_COLUMNS, SUBMITTAL_HEADERS } from "./procore-columns";

const data: ExtractedData = {
  projectName: "Riverside Library",
  submittals: [
    {
      division: "03 - Concrete",
      section: "03 30 00",
      description: "Concrete mix designs",
      submittalType: "Product Data",
      specifications: "For each mix, include strength and slump.",
      page: 12,
      ref: "1.4.A",
    },
    {
      division: "03 - Concrete",
      section: "03 30 00",
      description: "Skipped",
      submittalType: "",
      specifications: "",
      excluded: true,
    },
    {
      division: "08 - Openings",
      section: "08 11 13",
      description: "Door schedule",
      submittalType: "Shop Drawings",
      specifications: "",
    },
  ],
};

const cellValue = (cell: unknown): unknown => (cell && typeof cell === "object" && "value" in cell ? cell.value : cell);

describe("buildSubmittalWorkbook", () => {
  it("writes the 22 Procore headers in order, each with a fixed width", () => {
    const workbook = buildSubmittalWorkbook({ extractedData: data, documentFileName: "Library.PDF", scanDate: null });
    const sheet = workbook.sheets[0]!;
    expect(sheet.sheet).toBe("Submittals");
    expect(sheet.data[0]!.map(cellValue)).toEqual(SUBMITTAL_HEADERS);
    expect(SUBMITTAL_HEADERS).toHaveLength(22);
    expect(SUBMITTAL_HEADERS[0]).toBe("Package Title");
    expect(SUBMITTAL_HEADERS[21]).toBe("Spec Section Area");
    expect(sheet.columns.map((c) => c.width)).toEqual(SUBMITTAL_COLUMNS.map((c) => c.width));
    expect(workbook.fileName).toBe("Library_Submittals.xlsx");
  });

  it("names a combined log's download as given and lists every document on the Project Info sheet", () => {
    const workbook = buildSubmittalWorkbook({
      extractedData: data,
      documentFileName: "Vol 1.pdf; Vol 2.pdf",
      workbookFileName: "Vol 1_and_1_more_Submittals.xlsx",
      scanDate: null,
    });
    expect(workbook.fileName).toBe("Vol 1_and_1_more_Submittals.xlsx");
    const info = workbook.sheets[1]!.data.map((row) => row.map(cellValue));
    expect(info).toContainEqual(["Document", "Vol 1.pdf; Vol 2.pdf"]);
  });

  it("exports a type the source named outside the type list as the source wrote it", () => {
    const submittal = {
      division: "03 - Concrete",
      section: "03 30 00",
      description: "Batch tickets",
      specifications: "",
    };
    const workbook = buildSubmittalWorkbook({
      extractedData: { submittals: [{ ...submittal, submittalType: "Batch Tickets" }] },
      documentFileName: "Library.pdf",
      scanDate: null,
    });
    const type = workbook.sheets[0]!.data[1]![SUBMITTAL_HEADERS.indexOf("Submittal Type")];
    expect(cellValue(type)).toBe("Batch Tickets");
  });

  it("maps each selected submittal onto its columns, numbered from 1, others blank", () => {
    const workbook = buildSubmittalWorkbook({ extractedData: data, documentFileName: "Library.pdf", scanDate: null });
    const rows = workbook.sheets[0]!.data.slice(1);
    expect(workbook.exportedCount).toBe(2);
    expect(rows).toHaveLength(2);
    const byHeader = (row: number) => Object.fromEntries(SUBMITTAL_HEADERS.map((h, i) => [h, rows[row]![i] ?? null]));
    const first = byHeader(0);
    expect(first["Submittal Title"]).toBe("Concrete mix designs");
    expect(first["Submittal Spec Section Number"]).toBe("03 30 00");
    expect(first["Submittal Spec Section Description"]).toBe("03 - Concrete");
    expect(first["Submittal Number"]).toBe(1);
    expect(first["Description"]).toBe("For each mix, include strength and slump.");
    expect(first["Submittal Type"]).toBe("Product Data");
    expect(first["Package Title"]).toBeNull();
    expect(first["Submittal Manager"]).toBeNull();
    const second = byHeader(1);
    expect(second["Submittal Title"]).toBe("Door schedule");
    expect(second["Submittal Number"]).toBe(2);
    expect(second["Description"]).toBeNull();
  });

  it("adds Project Info when a project name or number exists, counting only exported items", () => {
    const scanDate = new Date(2026, 10, 3, 15, 0);
    const workbook = buildSubmittalWorkbook({ extractedData: data, documentFileName: "Library.pdf", scanDate });
    expect(workbook.sheets.map((s) => s.sheet)).toEqual(["Submittals", "Project Info"]);
    const info = workbook.sheets[1]!.data.map((row) => row.map(cellValue));
    expect(info).toEqual([
      ["Project Name", "Riverside Library"],
      ["Project Number", "N/A"],
      ["Document", "Library.pdf"],
      ["Scan Date", "November 3, 2026"],
      ["Total Submittals", 2],
    ]);
  });

  it("omits Project Info when neither project name nor number exists", () => {
    const workbook = buildSubmittalWorkbook({
      extractedData: { submittals: data.submittals, projectNumber: "" },
      documentFileName: "x.pdf",
      scanDate: "2026-11-22T10:00:00.000Z",
    });
    expect(workbook.sheets.map((s) => s.sheet)).toEqual(["Submittals"]);
  });
});

describe("formatScanDate", () => {
  it("prints 'MMMM d, yyyy' or N/A", () => {
    expect(formatScanDate(new Date(2026, 0, 5))).toBe("January 5, 2026");
    expect(formatScanDate(null)).toBe("N/A");
    expect(formatScanDate("not a date")).toBe("N/A");
  });
});
