// A log's sends to Procore as the routes show them: the latest one, starting one (one at a time per log, held by the
// database's partial unique index, so a second click in any window or process is a conflict), and cancelling.
import { and, desc, eq, inArray } from "drizzle-orm";
import { ACTIVE_SEND_STATES, type ProcoreSend } from "../../contract/procore";
import type { Db } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { procoreSends } from "../db/schema";
import { AppError } from "../http/app-error";

export const SEND_RUNNING = "This log is already being sent to Procore. Wait for that send or cancel it.";

type SendRow = typeof procoreSends.$inferSelect;

export function sendView(row: SendRow): ProcoreSend {
  const count = (outcome: string) => row.outcomes.filter((o) => o.outcome === outcome).length;
  return {
    id: row.id,
    scanId: row.scanId,
    projectId: row.projectId,
    status: row.status,
    total: row.total,
    done: row.done,
    counts: {
      created: count("created"),
      updated: count("updated"),
      skipped: count("skipped"),
      refused: count("refused"),
    },
    outcomes: row.outcomes,
    removed: row.removed,
    error: row.error,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export async function latestSend(db: Db, scanId: string): Promise<SendRow | null> {
  const [row] = await db
    .select()
    .from(procoreSends)
    .where(eq(procoreSends.scanId, scanId))
    .orderBy(desc(procoreSends.startedAt))
    .limit(1);
  return row ?? null;
}

export async function insertRunningSend(
  db: Db,
  values: { scanId: string; userId: string; projectId: number; total: number },
): Promise<SendRow> {
  try {
    const [row] = await db
      .insert(procoreSends)
      .values({ ...values, status: "running" })
      .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", SEND_RUNNING);
    throw error;
  }
}

/** Asks the log's running send to stop; false when none runs. */
export async function requestCancel(db: Db, scanId: string): Promise<SendRow | null> {
  const [row] = await db
    .update(procoreSends)
    .set({ status: "cancelling" })
    .where(and(eq(procoreSends.scanId, scanId), eq(procoreSends.status, "running")))
    .returning();
  return row ?? null;
}

/** At start-up: sends left running by a process that stopped are interrupted (a send again resumes them). */
export async function markStrandedSends(db: Db): Promise<void> {
  await db
    .update(procoreSends)
    .set({ status: "interrupted", finishedAt: new Date(), error: "The server stopped during the send." })
    .where(inArray(procoreSends.status, [...ACTIVE_SEND_STATES]));
}
