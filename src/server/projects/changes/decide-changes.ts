// The reviewer's decisions on a project's pending changes, in one transaction each: accept (apply to the documents'
// registers) or keep (the register keeps its own item), and undo of decisions (pending again, registers restored).
// Every register a decision changes gets an entry in its scan's edit history, as a save would.
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { readableRegister } from "../../../contract/clip-register";
import type { ProjectChange } from "../../../contract/project-changes";
import {
  revisionFields,
  type AcceptChoice,
  type ChangeChoice,
  type FieldChoices,
} from "../../../contract/merge-revision";
import type { ExtractedData, Submittal } from "../../../contract/submittal";
import type { Db } from "../../db/client";
import { projectChanges, scanHistory, scans, type AppliedChange, type ProjectChangeRow } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { describeRegisterSave, hasChanges } from "../../../contract/register-changes";
import { lockProjectAccess } from "../membership/project-access";
import { acceptChange, undoAccepted, type Registers } from "./apply-decisions";
import { registerLocator } from "./locate-item";

/** The reviewer's choice as the row records it; rows decided before choices were kept accepted everything new. */
function choiceOf(row: ProjectChangeRow): ChangeChoice | null {
  if (row.state === "pending") return null;
  return row.choice ?? (row.state === "kept" ? "keep" : "new");
}

/** What a waiting changed item's reviewer has edited and must choose about, against the register's item now. */
function fieldsToChoose(row: ProjectChangeRow, current: Submittal | undefined) {
  const mine = current ?? row.before;
  if (row.state !== "pending" || row.kind !== "changed" || !mine || !row.after) return { edited: [], conflicts: [] };
  const { edited, conflicts } = revisionFields({
    bookBefore: row.beforeRead ?? row.before ?? mine,
    bookAfter: row.after,
    mine,
  });
  return { edited, conflicts };
}

/** The change as the API answers it; `current` is the register's item it is about as it is now, when found. */
export function toProjectChange(row: ProjectChangeRow, current?: Submittal): ProjectChange {
  return {
    id: row.id,
    documentId: row.documentId,
    kind: row.kind,
    section: row.section,
    sectionTitle: row.sectionTitle,
    ref: row.ref,
    reason: row.reason,
    before: current ?? row.before ?? null,
    ...fieldsToChoose(row, current),
    beforeDocumentId: row.beforeDocumentId,
    after: row.after ?? null,
    state: row.state,
    choice: choiceOf(row),
    fieldChoices: row.state === "accepted" ? (row.fieldChoices ?? {}) : null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** Per waiting change about a register item, that item as the saved register holds it now. */
async function currentItems(
  db: Db,
  projectId: string,
  rows: readonly ProjectChangeRow[],
): Promise<Map<string, Submittal>> {
  const waiting = rows.filter((r) => r.state === "pending" && r.before && r.beforeDocumentId);
  const found = new Map<string, Submittal>();
  if (waiting.length === 0) return found;
  const ids = [...new Set(waiting.map((r) => r.beforeDocumentId!))];
  const registers = await db
    .select({ id: scans.id, data: scans.extractedData })
    .from(scans)
    .where(and(eq(scans.projectId, projectId), inArray(scans.id, ids)));
  const locators = new Map(
    registers.map((r) => {
      const data = readableRegister(r.data) ?? { submittals: [] };
      return [r.id, { data, locate: registerLocator(data) }] as const;
    }),
  );
  for (const row of waiting) {
    const register = locators.get(row.beforeDocumentId!);
    const index = register ? register.locate(row.before!) : -1;
    if (index >= 0) found.set(row.id, register!.data.submittals[index]!);
  }
  return found;
}

/** Every change of the project, document by document (oldest first), in book order. */
export async function listChanges(db: Db, projectId: string): Promise<ProjectChange[]> {
  const rows = await db
    .select({ change: projectChanges })
    .from(projectChanges)
    .innerJoin(scans, eq(scans.id, projectChanges.documentId))
    .where(eq(projectChanges.projectId, projectId))
    .orderBy(asc(scans.createdAt), asc(projectChanges.documentId), asc(projectChanges.position));
  const changes = rows.map((r) => r.change);
  const current = await currentItems(db, projectId, changes);
  return changes.map((row) => toProjectChange(row, current.get(row.id)));
}

/** The registers of `documentIds`, locked until the transaction ends. */
async function lockRegisters(tx: Db, documentIds: Iterable<string>): Promise<Registers> {
  const ids = [...new Set(documentIds)];
  const registers: Registers = new Map();
  if (ids.length === 0) return registers;
  const rows = await tx
    .select({ id: scans.id, data: scans.extractedData })
    .from(scans)
    .where(inArray(scans.id, ids))
    .orderBy(asc(scans.id))
    .for("update");
  for (const row of rows) registers.set(row.id, readableRegister(row.data) ?? { submittals: [] });
  return registers;
}

/** Writes the registers that changed, each with an entry in its scan's edit history. */
async function saveRegisters(tx: Db, userId: string, before: Registers, after: Registers): Promise<void> {
  for (const [documentId, next] of after) {
    const previous: ExtractedData | undefined = before.get(documentId);
    if (previous === next) continue;
    await tx.update(scans).set({ extractedData: next }).where(eq(scans.id, documentId));
    const { summary, itemChanges } = describeRegisterSave(previous ?? null, next);
    if (hasChanges(summary)) await tx.insert(scanHistory).values({ scanId: documentId, userId, summary, itemChanges });
  }
}

function documentsOf(rows: readonly ProjectChangeRow[]): string[] {
  return rows.flatMap((r) => [r.documentId, ...(r.beforeDocumentId ? [r.beforeDocumentId] : [])]);
}

/**
 * Locks and reads the registers of `documentIds`, lets `apply` change them (in memory, per document), and writes the
 * ones it changed, each with an entry in its scan's edit history: what an acceptance and an undo share.
 */
async function changeRegisters(
  tx: Db,
  userId: string,
  documentIds: Iterable<string>,
  apply: (registers: Registers) => Promise<void>,
): Promise<void> {
  const before = await lockRegisters(tx, documentIds);
  const registers: Registers = new Map(before);
  await apply(registers);
  await saveRegisters(tx, userId, before, registers);
}

/** The project's changes named by `changeIds` (every one when undefined), in `order`; a name not found is a 404. */
async function readChanges(
  tx: Db,
  projectId: string,
  changeIds: readonly string[] | undefined,
  order: SQL[],
): Promise<ProjectChangeRow[]> {
  const rows = await tx
    .select()
    .from(projectChanges)
    .where(
      and(eq(projectChanges.projectId, projectId), changeIds ? inArray(projectChanges.id, [...changeIds]) : undefined),
    )
    .orderBy(...order);
  if (changeIds && rows.length !== new Set(changeIds).size) throw new AppError("not_found", "Change not found");
  return rows;
}

/** Per conflict the acceptance resolved (both sides changed the field), whose value it took. */
function conflictChoices(change: ProjectChangeRow, applied: AppliedChange, fields: FieldChoices): FieldChoices {
  const mine = applied.taken?.item;
  if (!mine || !change.after) return {};
  const sides = { bookBefore: change.beforeRead ?? change.before ?? mine, bookAfter: change.after, mine };
  return Object.fromEntries(revisionFields(sides).conflicts.map((field) => [field, fields[field] ?? "mine"]));
}

export type DecideOptions = {
  userId: string;
  projectId: string;
  decision: "accept" | "keep";
  /** How accepted changed items are taken (merge unless told). */
  take?: AcceptChoice;
  /** Per field both sides changed, whose value (the reviewer's unless `new`). */
  fields?: FieldChoices;
  /** Every pending change of the project but the `attached` ones when undefined. */
  changeIds?: readonly string[];
};

export async function decideChanges(db: Db, options: DecideOptions): Promise<void> {
  const { userId, decision } = options;
  await db.transaction(async (tx) => {
    const projectId = (await lockProjectAccess(tx, userId, options.projectId, "editor")).project.id;
    const rows = await readChanges(tx, projectId, options.changeIds, [
      asc(projectChanges.documentId),
      asc(projectChanges.position),
    ]);
    // "Accept all" (no ids) leaves a section attached without an instruction waiting: it is added only by name.
    const pending = rows.filter((r) => r.state === "pending" && (options.changeIds || r.kind !== "attached"));
    if (options.changeIds && pending.length !== rows.length) {
      throw new AppError("conflict", "This change has already been decided; undo it first.");
    }
    if (pending.length === 0) return;
    const now = new Date();
    if (decision === "keep") {
      await tx
        .update(projectChanges)
        .set({ state: "kept", decidedAt: now, decidedBy: userId, applied: null, choice: "keep", fieldChoices: null })
        .where(
          inArray(
            projectChanges.id,
            pending.map((r) => r.id),
          ),
        );
      return;
    }
    await changeRegisters(tx, userId, documentsOf(pending), async (registers) => {
      // Where an accepted item goes in its new document: after the document's accepted items earlier in the book.
      const accepted = await tx
        .select({ documentId: projectChanges.documentId, afterIndex: projectChanges.afterIndex })
        .from(projectChanges)
        .where(and(eq(projectChanges.projectId, projectId), eq(projectChanges.state, "accepted")));
      const placed = new Map<string, number[]>();
      for (const row of accepted) {
        if (row.afterIndex !== null)
          placed.set(row.documentId, [...(placed.get(row.documentId) ?? []), row.afterIndex]);
      }
      const placeOf = (change: ProjectChangeRow) => {
        const earlier = (placed.get(change.documentId) ?? []).filter((i) => i < (change.afterIndex ?? 0)).length;
        placed.set(change.documentId, [...(placed.get(change.documentId) ?? []), change.afterIndex ?? 0]);
        return earlier;
      };
      const take = options.take ?? "merge";
      const fields = options.fields ?? {};
      for (const change of pending) {
        const applied = acceptChange(registers, change, placeOf, { take, fields });
        // Only a changed item is taken one way or the other; the field choices kept are those it had to make.
        const choice = change.kind === "changed" ? take : "new";
        const fieldChoices = choice === "merge" ? conflictChoices(change, applied, fields) : {};
        await tx
          .update(projectChanges)
          .set({ state: "accepted", decidedAt: now, decidedBy: userId, applied, choice, fieldChoices })
          .where(eq(projectChanges.id, change.id));
      }
    });
  });
}

/** Sets decided changes back to pending, the most recently applied first, restoring the registers they changed. */
export async function undoDecisions(
  db: Db,
  options: { userId: string; projectId: string; changeIds: readonly string[] },
): Promise<void> {
  const { userId } = options;
  await db.transaction(async (tx) => {
    const projectId = (await lockProjectAccess(tx, userId, options.projectId, "editor")).project.id;
    const rows = await readChanges(tx, projectId, options.changeIds, [
      sql`${projectChanges.decidedAt} desc nulls last`,
      desc(projectChanges.documentId),
      desc(projectChanges.position),
    ]);
    if (rows.some((r) => r.state === "pending")) throw new AppError("conflict", "This change has not been decided.");
    const documents = rows.flatMap((r) => [
      ...(r.applied?.put ? [r.applied.put.documentId] : []),
      ...(r.applied?.taken ? [r.applied.taken.documentId] : []),
    ]);
    await changeRegisters(tx, userId, documents, async (registers) => {
      for (const row of rows) if (row.applied) undoAccepted(registers, row.applied);
      await tx
        .update(projectChanges)
        .set({ state: "pending", decidedAt: null, decidedBy: null, applied: null, choice: null, fieldChoices: null })
        .where(
          inArray(
            projectChanges.id,
            rows.map((r) => r.id),
          ),
        );
    });
  });
}
