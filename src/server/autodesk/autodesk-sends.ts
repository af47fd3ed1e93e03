// A log's sends to Autodesk Build: the latest one, starting one (one at a time per log, held by the database's partial
// unique index, so a second click in any window or process is a conflict), cancelling, and running it in the
// background with the shared runner (src/server/integrations/background-send.ts).
import { and, desc, eq, inArray } from "drizzle-orm";
import type { AutodeskRemovedItem, AutodeskSend } from "../../contract/autodesk";
import type { TypeMapping } from "../../contract/export-settings";
import { ACTIVE_SEND_STATES } from "../../contract/procore";
import { sendItems } from "../../autodesk/send-items";
import type { PlannedSubmittal } from "../../procore/send-plan";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { autodeskSends } from "../db/schema";
import { AppError } from "../http/app-error";
import { INTERRUPTED, startBackgroundSend } from "../integrations/background-send";
import { remoteSentItemsStore } from "../integrations/remote-sent-items-store";
import { autodeskHttp } from "./autodesk-connection";

export const AUTODESK_SEND_RUNNING =
  "This log is already being sent to Autodesk Build. Wait for that send or cancel it.";

type SendRow = typeof autodeskSends.$inferSelect;

export function autodeskSendView(row: SendRow): AutodeskSend {
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

export async function latestAutodeskSend(db: Db, scanId: string): Promise<SendRow | null> {
  const [row] = await db
    .select()
    .from(autodeskSends)
    .where(eq(autodeskSends.scanId, scanId))
    .orderBy(desc(autodeskSends.startedAt))
    .limit(1);
  return row ?? null;
}

export async function insertRunningAutodeskSend(
  db: Db,
  values: { scanId: string; userId: string; projectId: string; total: number },
): Promise<SendRow> {
  try {
    const [row] = await db
      .insert(autodeskSends)
      .values({ ...values, status: "running" })
      .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", AUTODESK_SEND_RUNNING);
    throw error;
  }
}

export async function requestAutodeskCancel(db: Db, scanId: string): Promise<SendRow | null> {
  const [row] = await db
    .update(autodeskSends)
    .set({ status: "cancelling" })
    .where(and(eq(autodeskSends.scanId, scanId), eq(autodeskSends.status, "running")))
    .returning();
  return row ?? null;
}

/** At start-up: sends left running by a process that stopped are interrupted (a send again resumes them). */
export async function markStrandedAutodeskSends(db: Db): Promise<void> {
  await db
    .update(autodeskSends)
    .set({ status: "interrupted", finishedAt: new Date(), error: INTERRUPTED })
    .where(inArray(autodeskSends.status, [...ACTIVE_SEND_STATES]));
}

export type AutodeskSendJob = {
  sendId: string;
  scanId: string;
  userId: string;
  projectId: string;
  plan: PlannedSubmittal[];
  mappings: TypeMapping[][];
};

type Logger = { info: (o: object, m: string) => void; warn: (o: object, m: string) => void };

export function startAutodeskSend(db: Db, config: Config, log: Logger, job: AutodeskSendJob): void {
  const mine = eq(autodeskSends.id, job.sendId);
  startBackgroundSend<AutodeskRemovedItem>(
    log,
    { sendId: job.sendId, service: "autodesk" },
    {
      progress: async (done, outcomes) => {
        const [row] = await db
          .update(autodeskSends)
          .set({ done, outcomes })
          .where(mine)
          .returning({ status: autodeskSends.status });
        return row?.status;
      },
      finish: async (status, done, outcomes, extra) => {
        await db
          .update(autodeskSends)
          .set({
            status,
            done,
            outcomes,
            finishedAt: new Date(),
            error: extra.error ?? null,
            ...(extra.removed ? { removed: extra.removed } : {}),
          })
          .where(mine);
      },
    },
    (signal, onOutcome) =>
      sendItems({
        http: autodeskHttp(db, config, job.userId, signal),
        projectId: job.projectId,
        plan: job.plan,
        mappings: job.mappings,
        store: remoteSentItemsStore(db, "autodesk", job.scanId, job.projectId),
        signal,
        onOutcome,
      }),
  );
}
