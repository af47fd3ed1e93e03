// Runs one send in the background of this process: the shared sender against the user's connection, progress written
// to the send's row as it goes (the panel polls it), stopped by a cancel from any window or process, and finished as
// completed, cancelled, failed (with why) or interrupted (this process stopping).
import { eq } from "drizzle-orm";
import type { TypeMapping } from "../../contract/export-settings";
import type { SendOutcome, SendState } from "../../contract/procore";
import type { PlannedSubmittal } from "../../procore/send-plan";
import { sendSubmittals } from "../../procore/send-submittals";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { procoreSends } from "../db/schema";
import { AppError } from "../http/app-error";
import { procoreHttp } from "./procore-connection";
import { sentItemsStore } from "./sent-items-store";

export type SendJob = {
  sendId: string;
  scanId: string;
  userId: string;
  companyId: number;
  projectId: number;
  plan: PlannedSubmittal[];
  mappings: TypeMapping[][];
};

type Logger = { info: (o: object, m: string) => void; warn: (o: object, m: string) => void };

const FLUSH_MS = 250;
const running = new Map<string, { controller: AbortController; done: Promise<void> }>();

class Cancelled extends Error {}
class Stopping extends Error {}

export function cancelLocal(sendId: string): void {
  running.get(sendId)?.controller.abort(new Cancelled("cancelled"));
}

/** Stops this process's sends (shutdown) and waits until each is marked interrupted; the next send resumes them. */
export async function stopAllSends(): Promise<void> {
  const all = [...running.values()];
  for (const { controller } of all) controller.abort(new Stopping("stopping"));
  await Promise.all(all.map((r) => r.done));
}

/** Starts the send in the background; its end (any end) is written to its row, never thrown. */
export function startSend(db: Db, config: Config, log: Logger, job: SendJob): void {
  const controller = new AbortController();
  const done = runSend(db, config, log, job, controller)
    .catch((error: unknown) =>
      log.warn({ sendId: job.sendId, err: String(error) }, "procore send could not be finished"),
    )
    .finally(() => running.delete(job.sendId));
  running.set(job.sendId, { controller, done });
}

async function runSend(db: Db, config: Config, log: Logger, job: SendJob, controller: AbortController): Promise<void> {
  const outcomes: SendOutcome[] = [];
  let lastFlush = 0;
  const flush = async () => {
    lastFlush = Date.now();
    const [row] = await db
      .update(procoreSends)
      .set({ done: outcomes.length, outcomes })
      .where(eq(procoreSends.id, job.sendId))
      .returning({ status: procoreSends.status });
    // A cancel from another window or process is seen here.
    if (row?.status === "cancelling") controller.abort(new Cancelled("cancelled"));
  };
  const finish = async (
    status: SendState,
    extra: { error?: string; removed?: { number: string; remoteId: number }[] },
  ) => {
    await db
      .update(procoreSends)
      .set({
        status,
        done: outcomes.length,
        outcomes,
        finishedAt: new Date(),
        error: extra.error ?? null,
        ...(extra.removed ? { removed: extra.removed } : {}),
      })
      .where(eq(procoreSends.id, job.sendId));
  };
  try {
    const { removed } = await sendSubmittals({
      http: procoreHttp(db, config, job.userId, job.companyId, controller.signal),
      companyId: job.companyId,
      projectId: job.projectId,
      plan: job.plan,
      mappings: job.mappings,
      store: sentItemsStore(db, job.scanId, job.projectId),
      signal: controller.signal,
      onOutcome: async (outcome) => {
        outcomes.push(outcome);
        if (Date.now() - lastFlush >= FLUSH_MS) await flush();
      },
    });
    await finish("completed", { removed });
    log.info({ sendId: job.sendId, items: outcomes.length, removed: removed.length }, "procore send completed");
  } catch (error) {
    const reason: unknown = controller.signal.aborted ? controller.signal.reason : error;
    if (reason instanceof Cancelled) await finish("cancelled", {});
    else if (reason instanceof Stopping) await finish("interrupted", { error: "The server stopped during the send." });
    else {
      const message = error instanceof AppError || error instanceof Error ? error.message : String(error);
      await finish("failed", { error: message });
      log.warn({ sendId: job.sendId, err: message }, "procore send failed");
    }
  }
}
