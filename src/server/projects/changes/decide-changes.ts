// The reviewer's decisions on a project's pending changes, in one transaction each: accept (apply to the documents'
// registers) or keep (the register keeps its own item), and undo of decisions (pending again, registers restored).
// Every register a decision changes gets an entry in its scan's edit history, as a save would.
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { readableRegister } from "../../../contract/clip-register";
import type { ProjectChange } from "../../../contract/project-changes";
import type { ExtractedData } from "../../../contract/submittal";
import type { Db } from "../../db/client";
import { projectChanges, scanHistory, scans, type ProjectChangeRow } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { describeRegisterChanges, hasChanges } from "../../scans/records/register-changes";
import { lockOwnProject } from "../project-records";
import { acceptChange, undoAccepted, type Registers } from "./apply-decisions";

export function toProjectChange(row: ProjectChangeRow): ProjectChange {
  return {
    id: row.id,
    documentId: row.documentId,
    kind: row.kind,
    section: row.section,
    sectionTitle: row.sectionTitle,
    ref: row.ref,
    reason: row.reason,
    before: row.before ?? null,
    beforeDocumentId: row.beforeDocumentId,
    after: row.after ?? null,
    state: row.state,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** Every change of the project, document by document (oldest first), in book order. */
export async function listChanges(db: Db, projectId: string): Promise<ProjectChange[]> {
  const rows = await db
    .select({ change: projectChanges })
    .from(projectChanges)
    .innerJoin(scans, eq(scans.id, projectChanges.documentId))
    .where(eq(projectChanges.projectId, projectId))
    .orderBy(asc(scans.createdAt), asc(projectChanges.documentId), asc(projectChanges.position));
  return rows.map((r) => toProjectChange(r.change));
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
    const summary = describeRegisterChanges(previous ?? null, next);
    if (hasChanges(summary)) await tx.insert(scanHistory).values({ scanId: documentId, userId, summary });
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

export type DecideOptions = {
  userId: string;
  projectId: string;
  decision: "accept" | "keep";
  /** Every pending change of the project but the `attached` ones when undefined. */
  changeIds?: readonly string[];
};

export async function decideChanges(db: Db, options: DecideOptions): Promise<void> {
  const { userId, decision } = options;
  await db.transaction(async (tx) => {
    const projectId = await lockOwnProject(tx, userId, options.projectId);
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
        .set({ state: "kept", decidedAt: now, decidedBy: userId, applied: null })
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
      for (const change of pending) {
        const applied = acceptChange(registers, change, placeOf);
        await tx
          .update(projectChanges)
          .set({ state: "accepted", decidedAt: now, decidedBy: userId, applied })
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
    const projectId = await lockOwnProject(tx, userId, options.projectId);
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
        .set({ state: "pending", decidedAt: null, decidedBy: null, applied: null })
        .where(
          inArray(
            projectChanges.id,
            rows.map((r) => r.id),
          ),
        );
    });
  });
}
