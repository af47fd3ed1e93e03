// Builds the export workbook's sheets (spec §3 "Export workbook") as plain rows; the browser and Node writers only serialise them.
import type { SheetData } from "write-excel-file/universal";
import type { ExtractedData, Submittal } from "../contract/submittal";
import { exportFileName } from "./export-file-name";
import { formatScanDate } from "./format-scan-date";
import { selectExportedSubmittals } from "./select-exported-submittals";
import { PROJECT_INFO_SHEET_NAME, SUBMITTAL_COLUMNS, SUBMITTALS_SHEET_NAME } from "./submittal-columns";

export type WorkbookSheet = {
  sheet: string;
  data: SheetData;
  columns: { width: number }[];
  stickyRowsCount?: number;
};

export type SubmittalWorkbook = {
  fileName: string;
  sheets: WorkbookSheet[];
  /** How many submittals the "Submittals" sheet lists. */
  exportedCount: number;
};

export type BuildSubmittalWorkbookOptions = {
  /** The working copy if the user has one, otherwise the stored result. */
  extractedData: ExtractedData;
  /** The scanned document's file name (for a combined log, the file names joined), shown on the Project Info sheet. */
  documentFileName: string;
  /** The download's name when it is not derived from `documentFileName` (a combined log of several files). */
  workbookFileName?: string;
  /** When the scan was made; null or invalid prints 'N/A'. */
  scanDate: Date | string | null;
};

const PROJECT_INFO_COLUMNS = [{ width: 20 }, { width: 60 }];

/** Cells keyed by header; every column not named here stays blank. */
function submittalRow(submittal: Submittal, number: number): SheetData[number] {
  const values: Record<string, string | number> = {
    "Submittal Title": submittal.description,
    "Submittal Spec Section Number": submittal.section,
    "Submittal Spec Section Description": submittal.division,
    "Submittal Number": number,
    Description: submittal.specifications,
    "Submittal Type": submittal.submittalType,
  };
  return SUBMITTAL_COLUMNS.map((column) => {
    const value = values[column.header];
    return value === undefined || value === "" ? null : value;
  });
}

function projectInfoSheet(options: BuildSubmittalWorkbookOptions, exportedCount: number): WorkbookSheet {
  const { projectName, projectNumber } = options.extractedData;
  const rows: [string, string | number][] = [
    ["Project Name", projectName || "N/A"],
    ["Project Number", projectNumber || "N/A"],
    ["Document", options.documentFileName],
    ["Scan Date", formatScanDate(options.scanDate)],
    ["Total Submittals", exportedCount],
  ];
  return {
    sheet: PROJECT_INFO_SHEET_NAME,
    data: rows.map(([label, value]) => [{ value: label, fontWeight: "bold" }, value]),
    columns: PROJECT_INFO_COLUMNS,
  };
}

export function buildSubmittalWorkbook(options: BuildSubmittalWorkbookOptions): SubmittalWorkbook {
  const selected = selectExportedSubmittals(options.extractedData);
  const header = SUBMITTAL_COLUMNS.map((c) => ({ value: c.header, fontWeight: "bold" as const }));
  const sheets: WorkbookSheet[] = [
    {
      sheet: SUBMITTALS_SHEET_NAME,
      data: [header, ...selected.map((s, i) => submittalRow(s, i + 1))],
      columns: SUBMITTAL_COLUMNS.map((c) => ({ width: c.width })),
      stickyRowsCount: 1,
    },
  ];
  const { projectName, projectNumber } = options.extractedData;
  if (projectName || projectNumber) sheets.push(projectInfoSheet(options, selected.length));
  return {
    fileName: options.workbookFileName ?? exportFileName(options.documentFileName),
    sheets,
    exportedCount: selected.length,
  };
}
