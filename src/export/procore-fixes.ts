// One-click fixes for the Procore check, one per kind of problem; each returns new rows and leaves others alone.
import type { ExportSettings } from "../contract/export-settings";
import {
  checkProcoreRows,
  PROCORE_FIELD_LIMITS,
  sameSubmittalKey,
  type ProcoreProblem,
  type ProcoreProblemKind,
} from "./procore-check";
import type { ProcoreRow } from "./procore-rows";
import type { SubmittalHeader } from "./procore-columns";

export type FixSettings = Pick<ExportSettings, "companySubmittalTypes" | "submittalManager">;

/** What each fix does, as the dialog and the scan command describe it. */
export const PROCORE_FIX_LABELS: Record<ProcoreProblemKind, string> = {
  "control-characters": "Flatten line breaks",
  "too-long": "Shorten at a word boundary (full text kept in Description)",
  "missing-required": "Fill from the defaults",
  "unmapped-type": "Leave those types blank",
  "date-format": "Leave those dates blank",
  "duplicate-row": "Tell repeated titles apart (… (2), … (3))",
  "duplicate-number": "Renumber duplicates",
};

const ELLIPSIS = "…";
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
const CONTROL_RUNS = /\s*[\u0000-\u001f\u007f-\u009f]+\s*/g;

const text = (value: string | number | undefined): string => (value === undefined ? "" : String(value));

export function flattenLineBreaks(value: string): string {
  return value.replace(CONTROL_RUNS, " ").replace(/ {2,}/g, " ").trim();
}

/** At most `limit` characters, cut at the last space that fits and marked with an ellipsis. */
export function shortenAtWordBoundary(value: string, limit: number): string {
  const chars = [...value];
  if (chars.length <= limit) return value;
  const room = chars.slice(0, limit - ELLIPSIS.length).join("");
  const space = room.lastIndexOf(" ");
  const cut = space > room.length / 2 ? room.slice(0, space) : room;
  return `${cut.replace(/[\s,;:.–-]+$/, "")}${ELLIPSIS}`;
}

function shortenRow(row: ProcoreRow, field: SubmittalHeader, limit: number): ProcoreRow {
  const full = text(row[field]);
  const shortened = { ...row, [field]: shortenAtWordBoundary(full, limit) };
  if (field !== "Submittal Title") return shortened;
  const description = text(row.Description);
  return {
    ...shortened,
    Description: description.startsWith(full) ? description : [full, description].filter(Boolean).join("\n\n"),
  };
}

function fixRow(row: ProcoreRow, problem: ProcoreProblem, settings: FixSettings): ProcoreRow {
  switch (problem.kind) {
    case "control-characters":
      return { ...row, [problem.field]: flattenLineBreaks(text(row[problem.field])) };
    case "too-long":
      return shortenRow(row, problem.field, PROCORE_FIELD_LIMITS[problem.field] ?? Infinity);
    case "missing-required":
      return problem.field === "Submittal Manager" && settings.submittalManager
        ? { ...row, "Submittal Manager": settings.submittalManager }
        : row;
    case "unmapped-type":
      return { ...row, "Submittal Type": "" };
    case "date-format":
      return { ...row, [problem.field]: "" };
    case "duplicate-row":
    case "duplicate-number":
      return row;
  }
}

/** "03 30 00-4" → prefix "03 30 00-", 4; a plain number → prefix "", n. Anything else has no counter. */
function splitNumber(number: string): { prefix: string; n: number } | null {
  const match = number.match(/^(.*?)(\d+)$/);
  return match ? { prefix: match[1]!, n: Number(match[2]) } : null;
}

/** Later duplicates take the next number free after the highest of their series ("03 30 00-"). */
function renumberDuplicates(rows: readonly ProcoreRow[], duplicates: ReadonlySet<number>): ProcoreRow[] {
  const highest = new Map<string, number>();
  const used = new Set(rows.map((r) => text(r["Submittal Number"]).trim()));
  for (const number of used) {
    const parts = splitNumber(number);
    if (parts) highest.set(parts.prefix, Math.max(highest.get(parts.prefix) ?? 0, parts.n));
  }
  return rows.map((row, index) => {
    if (!duplicates.has(index + 1)) return row;
    const number = text(row["Submittal Number"]).trim();
    const { prefix } = splitNumber(number) ?? { prefix: `${number}-` };
    let n = (highest.get(prefix) ?? 0) + 1;
    while (used.has(`${prefix}${n}`)) n++;
    highest.set(prefix, n);
    used.add(`${prefix}${n}`);
    const value = prefix === "" ? n : `${prefix}${n}`;
    return { ...row, "Submittal Number": value };
  });
}

/** A repeated title gets the count of its repeat ("… (2)"), one that no row of the same section and type has. */
function numberRepeatedTitles(rows: readonly ProcoreRow[], repeats: ReadonlySet<number>): ProcoreRow[] {
  const taken = new Set(rows.map(sameSubmittalKey));
  const counts = new Map<string, number>();
  return rows.map((row, index) => {
    const key = sameSubmittalKey(row);
    if (!repeats.has(index + 1)) return row;
    const title = text(row["Submittal Title"]);
    let n = (counts.get(key) ?? 1) + 1;
    let renamed = { ...row, "Submittal Title": `${title} (${n})` };
    while (taken.has(sameSubmittalKey(renamed))) renamed = { ...row, "Submittal Title": `${title} (${++n})` };
    counts.set(key, n);
    taken.add(sameSubmittalKey(renamed));
    return renamed;
  });
}

/** Whether the fix for `problem` can change anything (a blank manager has no default to fill from). */
export function isFixable(problem: ProcoreProblem, settings: FixSettings): boolean {
  if (problem.kind !== "missing-required") return true;
  return problem.field === "Submittal Manager" && settings.submittalManager.trim() !== "";
}

// Line breaks are flattened before lengths are measured, since flattening shortens a title.
// Repeated titles are told apart after shortening, so the count is not cut off.
const FIX_ORDER: readonly ProcoreProblemKind[] = [
  "control-characters",
  "too-long",
  "missing-required",
  "unmapped-type",
  "date-format",
  "duplicate-row",
  "duplicate-number",
];

/** Applies the fixes of the given kinds, in a fixed order, each to the problems found just before it. */
export function applyProcoreFixes(
  rows: readonly ProcoreRow[],
  kinds: Iterable<ProcoreProblemKind>,
  settings: FixSettings,
): ProcoreRow[] {
  const wanted = new Set(kinds);
  let fixed = [...rows];
  for (const kind of FIX_ORDER) {
    if (!wanted.has(kind)) continue;
    const problems = checkProcoreRows(fixed, settings).filter((p) => p.kind === kind);
    if (kind === "duplicate-number") {
      fixed = renumberDuplicates(fixed, new Set(problems.map((p) => p.row)));
      continue;
    }
    if (kind === "duplicate-row") {
      fixed = numberRepeatedTitles(fixed, new Set(problems.map((p) => p.row)));
      continue;
    }
    for (const problem of problems) fixed[problem.row - 1] = fixRow(fixed[problem.row - 1]!, problem, settings);
  }
  return fixed;
}
