// The scan command's export: builds the chosen format from the register with the command's settings, runs the
// Procore check when asked, and writes the file. Loaded only when a run exports or checks.
import { writeFile } from "node:fs/promises";
import { basename } from "node:path";
import { exportSettingsSchema } from "../contract/export-settings";
import type { ExtractedData } from "../contract/submittal";
import { buildExportFile } from "../export/build-export-file";
import { prepareProcoreRows, type BuildSubmittalWorkbookOptions } from "../export/build-submittal-workbook";
import { checkProcoreRows, PROCORE_PROBLEM_KINDS, type ProcoreProblem } from "../export/procore-check";
import { viewpointLimitWarnings } from "../export/viewpoint-rows";
import { exportFileBytes } from "../export/write-workbook-node";
import type { TypeMapping } from "../contract/export-settings";
import type { ExportArgs } from "./scan-args";

export type CliExportResult = { problems: ProcoreProblem[] };

function problemLine(problem: ProcoreProblem, number: string | number | undefined): string {
  const where = number === undefined || number === "" ? `row ${problem.row}` : `row ${problem.row} (${number})`;
  return `Procore check: ${where}: ${problem.message}`;
}

const KIND_TEXT: Record<ProcoreProblem["kind"], string> = {
  "control-characters": "has line breaks",
  "too-long": "is too long",
  "missing-required": "is empty",
  "unmapped-type": "is not one of the company's types",
  "date-format": "is not MM/DD/YYYY",
  "duplicate-row": "repeats another row's section, title and type",
  "duplicate-number": "is a duplicate",
};
const ROWS_NAMED = 5;

/** One line per kind of problem and column: the message itself for one row, a count and the first rows for more. */
function problemSummaryLines(problems: readonly ProcoreProblem[]): string[] {
  const groups = new Map<string, ProcoreProblem[]>();
  for (const problem of problems) {
    const key = `${problem.kind}\u0000${problem.field}`;
    groups.set(key, [...(groups.get(key) ?? []), problem]);
  }
  return [...groups.values()].map((group) => {
    const first = group[0]!;
    if (group.length === 1) return `Procore check: row ${first.row}: ${first.message}`;
    const named = group.slice(0, ROWS_NAMED).map((p) => p.row);
    const more = group.length > ROWS_NAMED ? ` and ${group.length - ROWS_NAMED} more` : "";
    return `Procore check: ${first.field} ${KIND_TEXT[first.kind]} on ${group.length} rows (rows ${named.join(", ")}${more})`;
  });
}

/**
 * Writes the export (when --out is given) and returns the Procore problems that remain when --procore-check asked
 * for them to fail the command. A Procore or CSV file is checked by default; its findings are then warnings.
 */
export async function writeCliExport(
  data: ExtractedData,
  firstFile: string,
  args: ExportArgs,
  typeMapping: readonly TypeMapping[] = [],
): Promise<CliExportResult> {
  const settings = exportSettingsSchema.parse({
    format: args.format,
    submittalManager: args.submittalManager,
    numbering: args.numbering,
    startNumber: args.startNumber,
    title: args.title,
    typeMapping,
    // The command has no company list of its own: the mapping's targets are the company's types, and without a
    // mapping no type is flagged (the command's behaviour before the dialog's list existed).
    companySubmittalTypes: [...new Set(typeMapping.map((m) => m.to))],
  });
  const options: BuildSubmittalWorkbookOptions = {
    extractedData: data,
    documentFileName: basename(firstFile),
    scanDate: new Date(),
    settings,
    ...(args.fixProcore && { fixes: PROCORE_PROBLEM_KINDS }),
  };
  if (args.out) {
    const file = buildExportFile(options);
    const bytes = await exportFileBytes(file);
    await writeFile(args.out, bytes);
    if (args.format === "viewpoint") {
      for (const warning of viewpointLimitWarnings(file.exportedCount, bytes.length)) {
        process.stderr.write(`Warning: ${args.out}: ${warning}\n`);
      }
    }
  }
  if (!args.procoreCheck && !args.procoreWarnings) return { problems: [] };
  const rows = prepareProcoreRows(options);
  const problems = checkProcoreRows(rows, settings);
  const prefix = args.procoreCheck ? "" : "Warning: ";
  // --procore-check lists every row (a script may read them); the default warnings say each kind once, so an
  // empty Submittal Manager on 450 rows is one line, not 450.
  const lines = args.procoreCheck
    ? problems.map((problem) => problemLine(problem, rows[problem.row - 1]?.["Submittal Number"]))
    : problemSummaryLines(problems);
  for (const line of lines) process.stderr.write(`${prefix}${line}\n`);
  if (problems.length > 0) {
    const hint = args.fixProcore ? "" : " (--fix-procore fixes what it can)";
    const written = args.out && !args.procoreCheck ? `; ${args.out} was written as it is` : "";
    process.stderr.write(`${prefix}Procore check: ${problems.length} problem(s) remain${hint}${written}.\n`);
  }
  return { problems: args.procoreCheck ? problems : [] };
}
