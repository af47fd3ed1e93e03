// What a send puts into Procore: one planned submittal per item the export would write (same selection, numbering,
// titles and descriptions as the Procore workbook), each with its identity in the log, its schedule as the export's
// columns P and R–U compute it (src/export/item-schedule.ts), and a fingerprint of its fields.
import { createHash } from "node:crypto";
import type { ExportSettings, TypeMapping } from "../contract/export-settings";
import type { PlanningSettings } from "../contract/planning-settings";
import type { ExtractedData, Submittal } from "../contract/submittal";
import { itemSchedule, withPlanning, type ItemSchedule } from "../export/item-schedule";
import { buildProcoreRows } from "../export/procore-rows";
import { selectExportedSubmittals } from "../export/select-exported-submittals";

export type PlannedSubmittal = {
  /** The item's identity in the log: where the book says it (page, paragraph, text, section), else its words. */
  key: string;
  number: string;
  title: string;
  description: string;
  /** The register's type, before mapping. */
  registerType: string;
  sectionNumber: string;
  sectionDescription: string;
  divisionNumber: string;
  divisionDescription: string;
  /** Required on site, the three durations, submit by and approve by; empty for an item nobody planned. */
  schedule: ItemSchedule;
};

const sha = (text: string) => createHash("sha256").update(text).digest("hex");

function identity(item: Submittal): string {
  const where = item.page !== undefined || item.ref || item.sourceText;
  return where
    ? JSON.stringify(["at", item.section, item.page ?? null, item.ref ?? null, item.sourceText ?? null])
    : JSON.stringify(["words", item.section, item.description]);
}

/** Items that share an identity (one paragraph split into several) are told apart by their order. */
export function itemKeys(items: readonly Submittal[]): string[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const base = identity(item);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return sha(`${base}#${n}`);
  });
}

function splitDivision(division: string): { number: string; description: string } {
  const match = division.match(/^(\d{2})\s*-\s*(.+)$/);
  return match ? { number: match[1]!, description: match[2]!.trim() } : { number: "00", description: division };
}

/** `planning`: the sender's planning defaults, as their export uses them; omitted (the command): items as they are. */
export function planSubmittals(
  data: ExtractedData,
  settings: ExportSettings,
  planning?: PlanningSettings,
): PlannedSubmittal[] {
  const items = withPlanning(selectExportedSubmittals(data), planning);
  // The types are mapped at send time (to the company's list), so the rows are built unmapped.
  const rows = buildProcoreRows(items, { ...settings, typeMapping: [] });
  const keys = itemKeys(items);
  return items.map((item, i) => {
    const row = rows[i]!;
    const division = splitDivision(item.division);
    return {
      key: keys[i]!,
      number: String(row["Submittal Number"] ?? ""),
      title: String(row["Submittal Title"] ?? "").slice(0, 255),
      description: String(row.Description ?? ""),
      registerType: item.submittalType.trim(),
      sectionNumber: item.section.trim(),
      sectionDescription: String(row["Submittal Spec Section Description"] ?? "") || item.section,
      divisionNumber: division.number,
      divisionDescription: division.description,
      schedule: itemSchedule(item),
    };
  });
}

const typeKey = (t: string) => t.trim().toLowerCase();

/**
 * The company's type for a register type: the mapping chosen for Procore, then the export's mapping, then the same
 * name in the company's list. Null when none fits: the user is asked before the send.
 */
export function resolveType(
  registerType: string,
  mappings: readonly (readonly TypeMapping[])[],
  companyTypes: readonly string[],
): string | null {
  const company = new Map(companyTypes.map((t) => [typeKey(t), t]));
  for (const mapping of mappings) {
    const to = mapping.find((m) => typeKey(m.from) === typeKey(registerType))?.to;
    if (to !== undefined && company.has(typeKey(to))) return company.get(typeKey(to))!;
  }
  return company.get(typeKey(registerType)) ?? null;
}

export function unmatchedTypes(
  plan: readonly PlannedSubmittal[],
  mappings: readonly (readonly TypeMapping[])[],
  companyTypes: readonly string[],
): string[] {
  const types = [...new Set(plan.map((p) => p.registerType).filter(Boolean))];
  return types.filter((t) => resolveType(t, mappings, companyTypes) === null);
}

/** What a re-send compares: a changed fingerprint is PATCHed, an equal one skipped. */
export function fingerprint(fields: object): string {
  return sha(JSON.stringify(fields));
}
