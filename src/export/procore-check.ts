// The Procore check: every row Procore's submittal import would refuse or mangle, found before the file is written.
// Pure, so the export dialog and the scan command run the same rules.
import type { ExportSettings } from "../contract/export-settings";
import type { ProcoreRow } from "./procore-rows";
import type { SubmittalHeader } from "./procore-columns";

export const PROCORE_PROBLEM_KINDS = [
  "control-characters",
  "too-long",
  "missing-required",
  "unmapped-type",
  "duplicate-number",
] as const;
export type ProcoreProblemKind = (typeof PROCORE_PROBLEM_KINDS)[number];

export type ProcoreProblem = {
  kind: ProcoreProblemKind;
  /** 1-based position among the exported rows (the sheet's row minus the header). */
  row: number;
  field: SubmittalHeader;
  message: string;
};

/**
 * Lengths Procore accepts. Procore's support FAQ on title lengths gives 255 characters as "the maximum allowable number
 * of characters in Procore" for a title (written for commitments; submittal titles are refused past it too). We found no
 * published limit for any other submittal field, so no other length is checked.
 */
export const PROCORE_FIELD_LIMITS: Partial<Record<SubmittalHeader, number>> = { "Submittal Title": 255 };

/** Procore requires a title, a number and a submittal manager on every imported submittal. */
export const PROCORE_REQUIRED_FIELDS: readonly SubmittalHeader[] = [
  "Submittal Title",
  "Submittal Number",
  "Submittal Manager",
];

// C0 and C1 control characters, line breaks and tabs included.
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

const text = (value: string | number | undefined): string => (value === undefined ? "" : String(value));

function rowProblems(row: ProcoreRow, index: number, companyTypes: ReadonlySet<string>): ProcoreProblem[] {
  const at = { row: index + 1 };
  const problems: ProcoreProblem[] = [];
  const title = text(row["Submittal Title"]);
  if (CONTROL_CHARACTERS.test(title)) {
    problems.push({ ...at, kind: "control-characters", field: "Submittal Title", message: "Line breaks in the title" });
  }
  for (const [field, limit] of Object.entries(PROCORE_FIELD_LIMITS) as [SubmittalHeader, number][]) {
    const length = [...text(row[field])].length;
    if (length > limit) {
      problems.push({
        ...at,
        kind: "too-long",
        field,
        message: `${field} has ${length} characters (at most ${limit})`,
      });
    }
  }
  for (const field of PROCORE_REQUIRED_FIELDS) {
    if (!text(row[field]).trim())
      problems.push({ ...at, kind: "missing-required", field, message: `${field} is empty` });
  }
  const type = text(row["Submittal Type"]);
  if (companyTypes.size > 0 && type && !companyTypes.has(type)) {
    problems.push({ ...at, kind: "unmapped-type", field: "Submittal Type", message: `Type "${type}" is not mapped` });
  }
  return problems;
}

function duplicateNumbers(rows: readonly ProcoreRow[]): ProcoreProblem[] {
  const seen = new Set<string>();
  const problems: ProcoreProblem[] = [];
  rows.forEach((row, index) => {
    const number = text(row["Submittal Number"]).trim();
    if (!number) return;
    if (seen.has(number)) {
      problems.push({
        kind: "duplicate-number",
        row: index + 1,
        field: "Submittal Number",
        message: `Number ${number} is used more than once`,
      });
    }
    seen.add(number);
  });
  return problems;
}

/** Every problem, ordered by row. With a type mapping, a type outside the mapping's targets is unmapped. */
export function checkProcoreRows(
  rows: readonly ProcoreRow[],
  settings: Pick<ExportSettings, "typeMapping">,
): ProcoreProblem[] {
  const companyTypes = new Set(settings.typeMapping.map((m) => m.to));
  const problems = [...rows.flatMap((row, i) => rowProblems(row, i, companyTypes)), ...duplicateNumbers(rows)];
  return problems.sort((a, b) => a.row - b.row);
}

/** Unmapped register types, listed before export so the user can add them to the mapping. */
export function unmappedTypes(rows: readonly ProcoreRow[], settings: Pick<ExportSettings, "typeMapping">): string[] {
  const types = checkProcoreRows(rows, settings)
    .filter((p) => p.kind === "unmapped-type")
    .map((p) => text(rows[p.row - 1]?.["Submittal Type"]));
  return [...new Set(types)];
}
