// The file Export Selected writes, in the chosen format: the Procore workbook (spec), the same columns as CSV, the
// plain submittal register workbook, or Viewpoint Team's import layout.
import { DEFAULT_EXPORT_SETTINGS } from "../contract/export-settings";
import {
  buildSubmittalWorkbook,
  downloadFileName,
  plannedSubmittals,
  prepareProcoreRows,
  procoreCells,
  projectInfoSheet,
  type BuildSubmittalWorkbookOptions,
  type WorkbookSheet,
} from "./build-submittal-workbook";
import { csvText } from "./csv-text";
import { buildRegisterRows, REGISTER_COLUMNS, REGISTER_FILE_ENDING, REGISTER_SHEET_NAME } from "./register-rows";
import { SUBMITTAL_HEADERS } from "./procore-columns";
import { buildViewpointRows, VIEWPOINT_COLUMNS, VIEWPOINT_FILE_ENDING, VIEWPOINT_SHEET_NAME } from "./viewpoint-rows";

export const CSV_FILE_ENDING = "_Submittals.csv";

export type ExportFile =
  | { kind: "xlsx"; fileName: string; sheets: WorkbookSheet[]; exportedCount: number }
  | { kind: "csv"; fileName: string; text: string; exportedCount: number };

function registerWorkbook(options: BuildSubmittalWorkbookOptions): ExportFile {
  const rows = buildRegisterRows(options.extractedData);
  const header = REGISTER_COLUMNS.map((c) => ({ value: c.header, fontWeight: "bold" as const }));
  const sheets: WorkbookSheet[] = [
    {
      sheet: REGISTER_SHEET_NAME,
      data: [header, ...rows],
      columns: REGISTER_COLUMNS.map((c) => ({ width: c.width })),
      stickyRowsCount: 1,
    },
  ];
  const info = projectInfoSheet(options, rows.length);
  if (info) sheets.push(info);
  return {
    kind: "xlsx",
    fileName: downloadFileName(options, REGISTER_FILE_ENDING),
    sheets,
    exportedCount: rows.length,
  };
}

function procoreCsv(options: BuildSubmittalWorkbookOptions): ExportFile {
  const rows = prepareProcoreRows(options);
  return {
    kind: "csv",
    fileName: downloadFileName(options, CSV_FILE_ENDING),
    text: csvText([SUBMITTAL_HEADERS, ...rows.map(procoreCells)]),
    exportedCount: rows.length,
  };
}

// Viewpoint reads one sheet only, so no Project Info.
function viewpointWorkbook(options: BuildSubmittalWorkbookOptions): ExportFile {
  const rows = buildViewpointRows(plannedSubmittals(options), options.settings ?? DEFAULT_EXPORT_SETTINGS);
  const header = VIEWPOINT_COLUMNS.map((c) => ({ value: c.header, fontWeight: "bold" as const }));
  const sheets: WorkbookSheet[] = [
    {
      sheet: VIEWPOINT_SHEET_NAME,
      data: [header, ...rows],
      columns: VIEWPOINT_COLUMNS.map((c) => ({ width: c.width })),
      stickyRowsCount: 1,
    },
  ];
  return {
    kind: "xlsx",
    fileName: downloadFileName(options, VIEWPOINT_FILE_ENDING),
    sheets,
    exportedCount: rows.length,
  };
}

export function buildExportFile(options: BuildSubmittalWorkbookOptions): ExportFile {
  const format = (options.settings ?? DEFAULT_EXPORT_SETTINGS).format;
  if (format === "csv") return procoreCsv(options);
  if (format === "register") return registerWorkbook(options);
  if (format === "viewpoint") return viewpointWorkbook(options);
  return { kind: "xlsx", ...buildSubmittalWorkbook(options) };
}
