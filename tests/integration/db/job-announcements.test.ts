// Processes that share one PostgreSQL database hear of each other's jobs at once: a job queued in one process
// wakes an idle worker in another, which would otherwise only look again at its next poll. This is what lets a
// second worker machine join a book's page ranges as soon as they are queued.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JOB_QUEUED_CHANNEL, createJobQueue, type JobQueue } from "../../../src/server/queue/pg-boss-queue";
import { startPrivatePostgres, type PrivatePostgres } from "../helpers/private-postgres";
import { havePostgresBinaries } from "../../test-environment";

const QUEUE = "announced";
const LONG_POLL_MS = 120_000;

async function until(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.runIf(havePostgresBinaries())("job announcements between processes on PostgreSQL", () => {
  let postgres: PrivatePostgres;
  let worker: JobQueue;
  let sender: JobQueue;
  const errors: unknown[] = [];

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    const open = () =>
      createJobQueue({ connectionString: postgres.url }, (error) => errors.push(error), {
        crossProcess: { connectionString: postgres.url },
      });
    worker = open();
    sender = open();
    await worker.start();
    await sender.start();
    await worker.createQueue(QUEUE);
  }, 120_000);

  afterAll(async () => {
    await sender?.stop();
    await worker?.stop();
    postgres?.destroy();
  });

  it("starts another process's job at once, long before the idle worker's next poll", async () => {
    const ran: string[] = [];
    worker.work<{ n: number }>(QUEUE, { concurrency: 1, pollingMs: LONG_POLL_MS }, async (job) => {
      ran.push(job.id);
    });
    // The worker has found its queue empty and sleeps until its next poll, listening meanwhile.
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    try {
      await until(async () => {
        const { rows } = await admin.query("select 1 from pg_stat_activity where query = $1", [
          `LISTEN ${JOB_QUEUED_CHANNEL}`,
        ]);
        return rows.length === 1;
      }, 10_000);
    } finally {
      await admin.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 500));

    const id = randomUUID();
    const sentAt = Date.now();
    await sender.send(QUEUE, { n: 1 }, { id });
    await until(() => ran.includes(id), 10_000);
    expect(Date.now() - sentAt).toBeLessThan(10_000);
    expect(errors).toEqual([]);
  }, 60_000);
});
