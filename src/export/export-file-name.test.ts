import { describe, expect, it } from "vitest";
import { combinedExportFileName, exportFileName } from "./export-file-name";

describe("exportFileName", () => {
  it("replaces the .pdf suffix, whatever its case", () => {
    expect(exportFileName("Project Manual.pdf")).toBe("Project Manual_Submittals.xlsx");
    expect(exportFileName("SPECS.PDF")).toBe("SPECS_Submittals.xlsx");
    expect(exportFileName("book.Pdf")).toBe("book_Submittals.xlsx");
  });

  it("keeps names without a .pdf suffix whole and only strips the final one", () => {
    expect(exportFileName("notes")).toBe("notes_Submittals.xlsx");
    expect(exportFileName("a.pdf.pdf")).toBe("a.pdf_Submittals.xlsx");
    expect(exportFileName("pdf-specs.txt")).toBe("pdf-specs.txt_Submittals.xlsx");
  });

  it("never produces a bare '_Submittals.xlsx'", () => {
    expect(exportFileName(".pdf")).toBe("scan_Submittals.xlsx");
  });
});

describe("combinedExportFileName", () => {
  it("names the first document and counts the others", () => {
    expect(combinedExportFileName(["Vol 1.pdf", "Vol 2.pdf", "Vol 3.PDF"])).toBe("Vol 1_and_2_more_Submittals.xlsx");
    expect(combinedExportFileName(["A.pdf", "B.pdf"])).toBe("A_and_1_more_Submittals.xlsx");
  });

  it("is the one-file name for a single document", () => {
    expect(combinedExportFileName(["Project Manual.pdf"])).toBe("Project Manual_Submittals.xlsx");
  });
});
