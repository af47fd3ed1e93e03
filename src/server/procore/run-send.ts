// Runs one Procore send in the background of this process: the shared sender against the user's connection, with its
// progress and end written to the send's row by the shared background runner (src/server/integrations).
import { eq } from "drizzle-orm";
import type { TypeMapping } from "../../contract/export-settings";
import type { RemovedItem } from "../../contract/procore";
import type { PlannedSubmittal } from "../../procore/send-plan";
import { sendSubmittals } from "../../procore/send-submittals";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { procoreSends } from "../db/schema";
import { startBackgroundSend } from "../integrations/background-send";
import { procoreHttp } from "./procore-connection";
import { sentItemsStore } from "./sent-items-store";

export { cancelLocal, stopAllSends } from "../integrations/background-send";

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

/** Starts the send in the background; its end (any end) is written to its row, never thrown. */
export function startSend(db: Db, config: Config, log: Logger, job: SendJob): void {
  const mine = eq(procoreSends.id, job.sendId);
  startBackgroundSend<RemovedItem>(
    log,
    { sendId: job.sendId, service: "procore" },
    {
      progress: async (done, outcomes) => {
        const [row] = await db
          .update(procoreSends)
          .set({ done, outcomes })
          .where(mine)
          .returning({ status: procoreSends.status });
        return row?.status;
      },
      finish: async (status, done, outcomes, extra) => {
        await db
          .update(procoreSends)
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
      sendSubmittals({
        http: procoreHttp(db, config, job.userId, job.companyId, signal),
        companyId: job.companyId,
        projectId: job.projectId,
        plan: job.plan,
        mappings: job.mappings,
        store: sentItemsStore(db, job.scanId, job.projectId),
        signal,
        onOutcome,
      }),
  );
}
