// Runs one send of a log to a connected service (Procore, Autodesk) in the background of this process: progress
// written to the send's row as it goes (the card polls it), stopped by a cancel from any window or process (seen at
// the next progress write), and finished as completed, cancelled, failed (with why) or interrupted (this process
// stopping). The service's own send and table come in as functions.
import type { SendOutcome, SendState } from "../../contract/procore";
import { AppError } from "../http/app-error";

type Logger = { info: (o: object, m: string) => void; warn: (o: object, m: string) => void };

export type SendRows<Removed> = {
  /** Writes the progress; answers the row's status (a cancel from elsewhere shows as "cancelling"). */
  progress: (done: number, outcomes: SendOutcome[]) => Promise<SendState | undefined>;
  finish: (
    status: SendState,
    done: number,
    outcomes: SendOutcome[],
    extra: { error?: string; removed?: Removed[] },
  ) => Promise<void>;
};

export type SendWork<Removed> = (
  signal: AbortSignal,
  onOutcome: (outcome: SendOutcome) => Promise<void>,
) => Promise<{ removed: Removed[] }>;

const FLUSH_MS = 250;
const running = new Map<string, { controller: AbortController; done: Promise<void> }>();

class Cancelled extends Error {}
class Stopping extends Error {}

export const INTERRUPTED = "The server stopped during the send.";

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
export function startBackgroundSend<Removed>(
  log: Logger,
  job: { sendId: string; service: string },
  rows: SendRows<Removed>,
  work: SendWork<Removed>,
): void {
  const controller = new AbortController();
  const done = runSend(log, job, rows, work, controller)
    .catch((error: unknown) =>
      log.warn({ sendId: job.sendId, err: String(error) }, `${job.service} send could not be finished`),
    )
    .finally(() => running.delete(job.sendId));
  running.set(job.sendId, { controller, done });
}

async function runSend<Removed>(
  log: Logger,
  job: { sendId: string; service: string },
  rows: SendRows<Removed>,
  work: SendWork<Removed>,
  controller: AbortController,
): Promise<void> {
  const outcomes: SendOutcome[] = [];
  let lastFlush = 0;
  const flush = async () => {
    lastFlush = Date.now();
    if ((await rows.progress(outcomes.length, outcomes)) === "cancelling") {
      controller.abort(new Cancelled("cancelled"));
    }
  };
  try {
    const { removed } = await work(controller.signal, async (outcome) => {
      outcomes.push(outcome);
      if (Date.now() - lastFlush >= FLUSH_MS) await flush();
    });
    await rows.finish("completed", outcomes.length, outcomes, { removed });
    log.info({ sendId: job.sendId, items: outcomes.length, removed: removed.length }, `${job.service} send completed`);
  } catch (error) {
    const reason: unknown = controller.signal.aborted ? controller.signal.reason : error;
    if (reason instanceof Cancelled) await rows.finish("cancelled", outcomes.length, outcomes, {});
    else if (reason instanceof Stopping) {
      await rows.finish("interrupted", outcomes.length, outcomes, { error: INTERRUPTED });
    } else {
      const message = error instanceof AppError || error instanceof Error ? error.message : String(error);
      await rows.finish("failed", outcomes.length, outcomes, { error: message });
      log.warn({ sendId: job.sendId, err: message }, `${job.service} send failed`);
    }
  }
}
