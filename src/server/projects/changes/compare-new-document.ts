// When a new addendum, bulletin or revised issue of a project completes: its register is compared with the project's
// register (every other completed document), and what differs is stored as pending changes for the reviewer. The
// document's own register starts empty: its items reach the register only as the reviewer accepts them, so nothing
// applies until accepted and every item the register holds keeps the reviewer's work. A volume, or the first document
// of a project, joins the register as it is. What an addendum or bulletin means is the engine's one reading
// (applyAddendum, decision 0273), as on the command line: its instructions, read from its text, are applied to the
// whole register (deleted sections come out as removed items, decision 0255), a section it reissues without an
// instruction is compared, and a section it only attaches waits as "attached" changes, one per item, for the reviewer
// to add as new or ignore.
import { and, asc, eq, ne } from "drizzle-orm";
import type { ItemChange, RegisterComparison, SectionChange } from "../../../contract/register-comparison";
import type { ExtractedData, Submittal } from "../../../contract/submittal";
import { compareRegisters, sectionKey, applyAddendum } from "../../../engine";
import type { Db } from "../../db/client";
import { bookBase, type BookBase, type RegisterItem } from "./book-readings";
import { projectChanges, projectComparisons, projects, scans, type ScanRow } from "../../db/schema";
import type { ProjectChangeKind } from "../../../contract/project-changes";
import { ATTACHED_NOT_INSTRUCTED } from "../../../contract/register-comparison";
import { readableRegister } from "../../../contract/clip-register";

async function readBase(tx: Db, projectId: string, exceptId: string): Promise<BookBase | null> {
  const rows = await tx
    .select({ id: scans.id, data: scans.extractedData, read: scans.readRegister })
    .from(scans)
    .where(and(eq(scans.projectId, projectId), eq(scans.status, "completed"), ne(scans.id, exceptId)))
    .orderBy(asc(scans.createdAt), asc(scans.fileName), asc(scans.id));
  if (rows.length === 0) return null;
  return bookBase(
    rows.map((row) => ({
      documentId: row.id,
      data: readableRegister(row.data) ?? { submittals: [] },
      read: readableRegister(row.read),
    })),
  );
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

/**
 * What a changed paragraph's merge measures the reviewer's edits from (decision 0270): the old issue's reading, and for
 * a paragraph the reviewer split, that reading with the first part's text, so the split's text gives way to the new
 * issue's paragraph (the other parts leave with it) while the reviewer's other edits of the part are kept.
 */
function withReading(reading: Submittal | undefined, first: RegisterItem | undefined, parts: number) {
  if (!reading || !first || parts === 0) return reading;
  const { items: _items, ...rest } = reading;
  const { description, specifications, items } = first.item;
  return { ...rest, description, specifications, ...(items && { items }) };
}

/** The comparison with the readings it was made with and the register its `new` sides index. */
type Compared = { base: BookBase; comparison: RegisterComparison; next: ExtractedData };

function compareDocument(scan: ScanRow, whole: BookBase, incoming: ExtractedData, instructionText?: string): Compared {
  if (scan.documentKind === "revision")
    return { base: whole, comparison: compareRegisters(whole.data, incoming), next: incoming };
  const applied = applyAddendum(whole.data, { register: incoming, text: instructionText ?? "" });
  return { base: whole, comparison: applied.comparison, next: applied.register };
}

/**
 * Compares a new addendum, bulletin or revision with the project's register and stores its pending changes. Says
 * whether it did: a volume, or a project's first document, is not compared and joins the register as it is.
 */
export async function compareNewDocument(tx: Db, scan: ScanRow, instructionText?: string): Promise<boolean> {
  const projectId = scan.projectId;
  const incoming = readableRegister(scan.extractedData);
  if (!projectId || !incoming || scan.documentKind === "volume") return false;
  // Documents of one project complete one at a time here: each is compared with the register the previous one left.
  await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for("update");
  const whole = await readBase(tx, projectId, scan.id);
  if (!whole) return false; // the project's first document is its register
  const { base, comparison, next } = compareDocument(scan, whole, incoming, instructionText);

  const sections = new Map(comparison.sections.map((s) => [sectionKey(s.section), s]));
  const rows = comparison.items.flatMap((change, position) => {
    const kind = kindOf(change);
    if (!kind) return [];
    const after = change.new ? next.submittals[change.new.index] : undefined;
    // The register's items that stand for the old reading: one, or the parts the reviewer split it into.
    const [first, ...parts] = change.old ? base.items[change.old.index]! : [];
    const reading = withReading(change.old ? base.data.submittals[change.old.index] : undefined, first, parts.length);
    const row = (rowKind: ProjectChangeKind, mine: RegisterItem | undefined, reason: string, withAfter: boolean) => {
      const item = (withAfter ? after : undefined) ?? mine?.item;
      return {
        projectId,
        documentId: scan.id,
        position,
        kind: rowKind,
        section: change.section.slice(0, 200),
        sectionTitle: (item?.sectionTitle ?? "").slice(0, 500),
        ref: ((withAfter ? after?.ref : undefined) ?? mine?.item.ref ?? "").slice(0, 100),
        reason: reason.slice(0, 300),
        before: mine?.item ?? null,
        // The old issue's reading of the paragraph, which a merge measures the reviewer's edits from (decision 0270).
        beforeRead: withAfter ? (reading ?? null) : null,
        beforeDocumentId: mine?.documentId ?? null,
        after: withAfter ? (after ?? null) : null,
        afterIndex: withAfter ? (change.new?.index ?? null) : null,
      };
    };
    const reason = reasonFor(change, sections.get(sectionKey(change.section)));
    if (kind === "removed") return [first, ...parts].map((mine) => row("removed", mine, reason, false));
    // A changed paragraph the reviewer split: its new text replaces the first part and the other parts leave with it.
    const partReason = `Part of ${first?.item.ref ?? change.old?.ref ?? "an item"} split in review; the new issue changed it`;
    return [row(kind, first, reason, true), ...parts.map((mine) => row("removed", mine, partReason, false))];
  });
  // The sections it only attaches: their items follow the register as applied in the document's readings, where an
  // item added as new is found again, and wait as "attached" changes until the reviewer adds or ignores them.
  const attached = (comparison.attached ?? []).flatMap((s) => s.items);
  const readings: ExtractedData = { ...next, submittals: [...next.submittals, ...attached] };
  attached.forEach((item, i) => {
    rows.push({
      projectId,
      documentId: scan.id,
      position: comparison.items.length + i,
      kind: "attached",
      section: item.section.slice(0, 200),
      sectionTitle: (item.sectionTitle ?? "").slice(0, 500),
      ref: (item.ref ?? "").slice(0, 100),
      reason: ATTACHED_NOT_INSTRUCTED,
      before: null,
      beforeRead: null,
      beforeDocumentId: null,
      after: item,
      afterIndex: next.submittals.length + i,
    });
  });
  await tx
    .insert(projectComparisons)
    .values({ documentId: scan.id, projectId, base: base.data, incoming: next, comparison });
  // Inserted in slices: one statement's parameters are limited, and a revised book may bring thousands of changes.
  for (let i = 0; i < rows.length; i += 500) await tx.insert(projectChanges).values(rows.slice(i, i + 500));
  // Its items wait in its readings until accepted; the register's items keep theirs (decision 0256).
  await tx
    .update(scans)
    .set({ extractedData: { ...incoming, submittals: [] }, readRegister: readings })
    .where(eq(scans.id, scan.id));
  return true;
}
