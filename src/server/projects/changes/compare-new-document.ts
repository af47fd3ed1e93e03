// When a new addendum, bulletin or revised issue of a project completes: its register is compared with the project's
// register (every other completed document), and what differs is stored as pending changes for the reviewer. The
// document's own register starts empty: its items reach the register only as the reviewer accepts them, so nothing
// applies until accepted and every item the register holds keeps the reviewer's work. A volume, or the first document
// of a project, joins the register as it is. An addendum's or bulletin's instructions, read from its text, are applied
// to the whole register (engine/compare/apply-addendum.ts): deleted sections come out as removed items (decision 0255).
import { and, asc, eq, ne } from "drizzle-orm";
import type { ItemChange, RegisterComparison, SectionChange } from "../../../contract/register-comparison";
import type { ExtractedData, Submittal } from "../../../contract/submittal";
import { compareRegisters, sectionKey, parseAddendumInstructions, applyAddendum } from "../../../engine";
import type { Db } from "../../db/client";
import { projectChanges, projectComparisons, projects, scans, type ScanRow } from "../../db/schema";
import type { ProjectChangeKind } from "../../../contract/project-changes";
import { readableRegister } from "../../../contract/clip-register";

/** The project's register before the new document, as one register, with where each item lives. */
type Base = { data: ExtractedData; from: { documentId: string; index: number }[] };

async function readBase(tx: Db, projectId: string, exceptId: string): Promise<Base | null> {
  const rows = await tx
    .select({ id: scans.id, data: scans.extractedData })
    .from(scans)
    .where(and(eq(scans.projectId, projectId), eq(scans.status, "completed"), ne(scans.id, exceptId)))
    .orderBy(asc(scans.createdAt), asc(scans.id));
  if (rows.length === 0) return null;
  const submittals: Submittal[] = [];
  const from: Base["from"] = [];
  for (const row of rows) {
    const data = readableRegister(row.data) ?? { submittals: [] };
    data.submittals.forEach((item, index) => {
      submittals.push(item);
      from.push({ documentId: row.id, index });
    });
  }
  return { data: { submittals }, from };
}

/** An addendum or bulletin speaks only for the sections it holds: the register's other sections are not compared. */
function onlySections(base: Base, incoming: ExtractedData): Base {
  const named = new Set(incoming.submittals.map((s) => sectionKey(s.section)));
  const keep = base.data.submittals.flatMap((s, i) => (named.has(sectionKey(s.section)) ? [i] : []));
  return { data: { submittals: keep.map((i) => base.data.submittals[i]!) }, from: keep.map((i) => base.from[i]!) };
}

function kindOf(change: ItemChange): ProjectChangeKind | null {
  // A paragraph that was only renumbered is the same requirement: not a change for the reviewer.
  if (change.kind === "unchanged") return null;
  return change.kind;
}

function reasonFor(change: ItemChange, section: SectionChange | undefined): string {
  if (section?.instruction && (change.kind === "removed" || change.kind === "added")) return section.instruction;
  if (change.kind === "changed" && change.refChanged)
    return `Renumbered ${change.old?.ref ?? ""} → ${change.new?.ref ?? ""}; text changed`;
  return "";
}

/** The comparison with the register it was made with and the register its `new` sides index. */
type Compared = { base: Base; comparison: RegisterComparison; next: ExtractedData };

function compareDocument(scan: ScanRow, whole: Base, incoming: ExtractedData, instructionText?: string): Compared {
  if (scan.documentKind === "revision")
    return { base: whole, comparison: compareRegisters(whole.data, incoming), next: incoming };
  const reading = parseAddendumInstructions(instructionText ?? "");
  if (reading.instructions.length > 0) {
    const applied = applyAddendum(whole.data, incoming, reading.instructions, reading.warnings);
    return { base: whole, comparison: applied.comparison, next: applied.register };
  }
  // No instructions found in its text: the document reissues the sections it holds.
  const base = onlySections(whole, incoming);
  return { base, comparison: compareRegisters(base.data, incoming), next: incoming };
}

export async function compareNewDocument(tx: Db, scan: ScanRow, instructionText?: string): Promise<void> {
  const projectId = scan.projectId;
  const incoming = readableRegister(scan.extractedData);
  if (!projectId || !incoming || scan.documentKind === "volume") return;
  // Documents of one project complete one at a time here: each is compared with the register the previous one left.
  await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for("update");
  const whole = await readBase(tx, projectId, scan.id);
  if (!whole) return; // the project's first document is its register
  const { base, comparison, next } = compareDocument(scan, whole, incoming, instructionText);

  const sections = new Map(comparison.sections.map((s) => [sectionKey(s.section), s]));
  const rows = comparison.items.flatMap((change, position) => {
    const kind = kindOf(change);
    if (!kind) return [];
    const before = change.old ? base.data.submittals[change.old.index] : undefined;
    const after = change.new ? next.submittals[change.new.index] : undefined;
    const item = after ?? before;
    return [
      {
        projectId,
        documentId: scan.id,
        position,
        kind,
        section: change.section.slice(0, 200),
        sectionTitle: (item?.sectionTitle ?? "").slice(0, 500),
        ref: (after?.ref ?? before?.ref ?? "").slice(0, 100),
        reason: reasonFor(change, sections.get(sectionKey(change.section))).slice(0, 300),
        before: before ?? null,
        beforeDocumentId: change.old ? base.from[change.old.index]!.documentId : null,
        after: after ?? null,
        afterIndex: change.new?.index ?? null,
      },
    ];
  });
  await tx
    .insert(projectComparisons)
    .values({ documentId: scan.id, projectId, base: base.data, incoming: next, comparison });
  // Inserted in slices: one statement's parameters are limited, and a revised book may bring thousands of changes.
  for (let i = 0; i < rows.length; i += 500) await tx.insert(projectChanges).values(rows.slice(i, i + 500));
  await tx
    .update(scans)
    .set({ extractedData: { ...incoming, submittals: [] } })
    .where(eq(scans.id, scan.id));
}
