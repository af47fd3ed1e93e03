// Builds the export workbook's sheets (product §3 "Export workbook") as plain rows; the browser and Node writers only
// serialise them. With no settings (or the defaults) the workbook is exactly the spec's.
import type { SheetData } from "write-excel-file/universal";
import { DEFAULT_EXPORT_SETTINGS, type ExportSettings } from "../contract/export-settings";
import type { PlanningSettings } from "../contract/planning-settings";
import type { ExtractedData, Submittal } from "../contract/submittal";
import type { ExcelTable } from "./excel-table-feature";
import { combinedExportFileName, exportFileName } from "./export-file-name";
import { formatScanDate } from "./format-scan-date";
import { withPlanning } from "./item-schedule";
import { applyProcoreFixes } from "./procore-fixes";
import type { ProcoreProblemKind } from "./procore-check";
import { buildProcoreRows, type ProcoreRow } from "./procore-rows";
import { selectExportedSubmittals } from "./select-exported-submittals";
import { PROJECT_INFO_SHEET_NAME, SUBMITTAL_COLUMNS, SUBMITTALS_SHEET_NAME } from "./procore-columns";

export type WorkbookSheet = {
  sheet: string;
  data: SheetData;
  columns: { width: number }[];
  stickyRowsCount?: number;
  /** Written as an Excel table (header row with filters, a table part in the file): excel-table-feature.ts. */
  table?: ExcelTable;
};

export type SubmittalWorkbook = {
  fileName: string;
  sheets: WorkbookSheet[];
  /** How many submittals the first sheet lists. */
  exportedCount: number;
};

export type BuildSubmittalWorkbookOptions = {
  /** The working copy if the user has one, otherwise the stored result. */
  extractedData: ExtractedData;
  /** The scanned document's file name (for a combined log, the file names joined), shown on the Project Info sheet. */
  documentFileName: string;
  /** Each document of a combined log, for the download's name ("Vol 1_and_2_more_Submittals.xlsx"). */
  documentFileNames?: readonly string[];
  /** The download's name when it is not derived from the document names. */
  workbookFileName?: string;
  /** When the scan was made; null or invalid prints 'N/A'. */
  scanDate: Date | string | null;
  /** The export settings; omitted means the spec's defaults. */
  settings?: ExportSettings;
  /** The account's planning defaults, written into each dated item without durations of its own; omitted: none. */
  planning?: PlanningSettings;
  /** Procore check fixes to apply before writing. */
  fixes?: readonly ProcoreProblemKind[];
};

const PROJECT_INFO_COLUMNS = [{ width: 20 }, { width: 60 }];
/** The Submittals sheet's table, as Excel lists it under Table Design. */
export const PROCORE_TABLE_NAME = "Submittals";

export function downloadFileName(options: BuildSubmittalWorkbookOptions, ending: string): string {
  if (options.documentFileNames) return combinedExportFileName(options.documentFileNames, ending);
  return exportFileName(options.documentFileName, ending);
}

/** The Procore rows the export writes, after the requested fixes: what the Procore check is run on. */
export function prepareProcoreRows(options: BuildSubmittalWorkbookOptions): ProcoreRow[] {
  const settings = options.settings ?? DEFAULT_EXPORT_SETTINGS;
  const rows = buildProcoreRows(plannedSubmittals(options), settings);
  return options.fixes?.length ? applyProcoreFixes(rows, options.fixes, settings) : rows;
}

/**
 * The exported items, those with a required-on-site date given their planning durations from the account's defaults
 * where they have none of their own. An item nobody planned is written as it is, so a log never planned exports the
 * spec's blank columns.
 */
export function plannedSubmittals(options: BuildSubmittalWorkbookOptions): Submittal[] {
  return withPlanning(selectExportedSubmittals(options.extractedData), options.planning);
}

/** The 22 cells of a row in column order; blank cells are null. */
export function procoreCells(row: ProcoreRow): (string | number | null)[] {
  return SUBMITTAL_COLUMNS.map((column) => {
    const value = row[column.header];
    return value === undefined || value === "" ? null : value;
  });
}

export function projectInfoSheet(options: BuildSubmittalWorkbookOptions, count: number): WorkbookSheet | null {
  const { projectName, projectNumber } = options.extractedData;
  if (!projectName && !projectNumber) return null;
  const rows: [string, string | number][] = [
    ["Project Name", projectName || "N/A"],
    ["Project Number", projectNumber || "N/A"],
    ["Document", options.documentFileName],
    ["Scan Date", formatScanDate(options.scanDate)],
    ["Total Submittals", count],
  ];
  return {
    sheet: PROJECT_INFO_SHEET_NAME,
    data: rows.map(([label, value]) => [{ value: label, fontWeight: "bold" }, value]),
    columns: PROJECT_INFO_COLUMNS,
  };
}

export function buildSubmittalWorkbook(options: BuildSubmittalWorkbookOptions): SubmittalWorkbook {
  const rows = prepareProcoreRows(options);
  const header = SUBMITTAL_COLUMNS.map((c) => ({ value: c.header, fontWeight: "bold" as const }));
  const sheets: WorkbookSheet[] = [
    {
      sheet: SUBMITTALS_SHEET_NAME,
      data: [header, ...rows.map(procoreCells)],
      columns: SUBMITTAL_COLUMNS.map((c) => ({ width: c.width })),
      stickyRowsCount: 1,
      // Procore's import tutorial asks for the template formatted as a table.
      table: { name: PROCORE_TABLE_NAME, columns: SUBMITTAL_COLUMNS.map((c) => c.header), rows: rows.length },
    },
  ];
  const info = projectInfoSheet(options, rows.length);
  if (info) sheets.push(info);
  return {
    fileName: options.workbookFileName ?? downloadFileName(options, "_Submittals.xlsx"),
    sheets,
    exportedCount: rows.length,
  };
}
