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
  "date-format",
  "duplicate-row",
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

/** The date columns Procore's import reads, each as MM/DD/YYYY text. */
export const PROCORE_DATE_FIELDS: readonly SubmittalHeader[] = [
  "Received Date",
  "Issue Date",
  "Submit By Date",
  "Required On-Site Date",
];

/**
 * What Procore's import does with the rows of each kind of problem, as the dialog and the command say it beside
 * "Export anyway". Rows with a type outside the company's list, an empty required field or a date it cannot read are
 * refused; rows alike in section, title and type are imported as separate, duplicate submittals.
 */
export const PROCORE_OUTCOMES: Record<ProcoreProblemKind, string> = {
  "control-characters": "Procore imports these titles with the line breaks in them",
  "too-long": "Procore refuses these rows",
  "missing-required": "Procore refuses these rows",
  "unmapped-type": "Procore refuses these rows",
  "date-format": "Procore refuses these rows",
  "duplicate-row": "Procore creates duplicate submittals",
  "duplicate-number": "Two submittals share one number",
};

// C0 and C1 control characters, line breaks and tabs included.
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

const text = (value: string | number | undefined): string => (value === undefined ? "" : String(value));

const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** "03/09/2027" and no other form: two-digit month and day of a date that exists, a four-digit year. */
export function isUsDate(value: string): boolean {
  const match = value.match(US_DATE);
  if (!match) return false;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Types compared as Procore's list shows them: trimmed, in any case. */
const typeKey = (type: string) => type.trim().toLowerCase();

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
  if (companyTypes.size > 0 && type.trim() && !companyTypes.has(typeKey(type))) {
    problems.push({
      ...at,
      kind: "unmapped-type",
      field: "Submittal Type",
      message: `Type "${type}" is not in your company's Submittal Types`,
    });
  }
  for (const field of PROCORE_DATE_FIELDS) {
    const value = text(row[field]).trim();
    if (value && !isUsDate(value)) {
      problems.push({ ...at, kind: "date-format", field, message: `${field} "${value}" is not MM/DD/YYYY` });
    }
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

/** What makes two rows the same submittal to a reader of Procore's log: section, title and type. */
export const sameSubmittalKey = (row: ProcoreRow): string =>
  [row["Submittal Spec Section Number"], row["Submittal Title"], row["Submittal Type"]]
    .map((v) => text(v).trim().replace(/\s+/g, " ").toLowerCase())
    .join("\u0000");

/** Later rows with the same section, title and type as an earlier one (Procore would hold them as duplicates). */
function duplicateRows(rows: readonly ProcoreRow[]): ProcoreProblem[] {
  const first = new Map<string, number>();
  const problems: ProcoreProblem[] = [];
  rows.forEach((row, index) => {
    if (!text(row["Submittal Title"]).trim()) return;
    const key = sameSubmittalKey(row);
    const earlier = first.get(key);
    if (earlier === undefined) {
      first.set(key, index + 1);
      return;
    }
    problems.push({
      kind: "duplicate-row",
      row: index + 1,
      field: "Submittal Title",
      message: `Same section, title and type as row ${earlier}`,
    });
  });
  return problems;
}

export type CheckSettings = Pick<ExportSettings, "companySubmittalTypes">;

/**
 * Every problem, ordered by row: a type outside the company's Submittal Types (none is flagged when the list is
 * empty), a date that is not MM/DD/YYYY, rows alike in section, title and type, an empty title, number or manager.
 */
export function checkProcoreRows(rows: readonly ProcoreRow[], settings: CheckSettings): ProcoreProblem[] {
  const companyTypes = new Set(settings.companySubmittalTypes.map(typeKey));
  const problems = [
    ...rows.flatMap((row, i) => rowProblems(row, i, companyTypes)),
    ...duplicateRows(rows),
    ...duplicateNumbers(rows),
  ];
  return problems.sort((a, b) => a.row - b.row);
}

/** The register's types outside the company's Submittal Types: the dialog asks for a mapping of each. */
export function typesToMap(
  registerTypes: readonly string[],
  settings: Pick<ExportSettings, "companySubmittalTypes" | "typeMapping">,
): string[] {
  const company = new Set(settings.companySubmittalTypes.map(typeKey));
  if (company.size === 0) return [];
  return registerTypes.filter((type) => type.trim() && !company.has(typeKey(type)));
}

/** The written types Procore would refuse, listed once each, so the user can map them or add them to the list. */
export function unmappedTypes(rows: readonly ProcoreRow[], settings: CheckSettings): string[] {
  const types = checkProcoreRows(rows, settings)
    .filter((p) => p.kind === "unmapped-type")
    .map((p) => text(rows[p.row - 1]?.["Submittal Type"]));
  return [...new Set(types)];
}
