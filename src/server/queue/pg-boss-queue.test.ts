// The queue on a bare embedded PGlite: transactional send, workers, recovery of interrupted jobs, shutdown.
import { PGlite } from "@electric-sql/pglite";
import { randomUUID } from "node:crypto";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJobQueue, type JobQueue } from "./pg-boss-queue";
import { drizzleExecutor, pgliteExecutor } from "./sql-executor";

const waitFor = async (check: () => Promise<boolean> | boolean, timeoutMs = 10_000) => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe("job queue on PGlite", () => {
  let pglite: PGlite;
  let queue: JobQueue;
  const errors: unknown[] = [];

  beforeAll(async () => {
    pglite = new PGlite();
    queue = createJobQueue({ executor: pgliteExecutor(pglite) }, (e) => errors.push(e));
    await queue.start();
    await queue.createQueue("demo");
    await queue.createQueue("slow");
  });
  afterAll(async () => {
    await queue.stop();
    await pglite.close();
  });

  it("runs a job sent inside a committed transaction, and none from a rolled-back one", async () => {
    const seen: string[] = [];
    queue.work<{ n: number }>("demo", { concurrency: 1, pollingMs: 5000 }, async (job) => {
      seen.push(`${job.id}:${job.data.n}`);
    });
    const db = drizzle(pglite);
    const kept = randomUUID();
    const dropped = randomUUID();
    await db.transaction(async (tx) => {
      await queue.send("demo", { n: 1 }, { id: kept, db: drizzleExecutor(tx) });
    });
    await expect(
      db.transaction(async (tx) => {
        await queue.send("demo", { n: 2 }, { id: dropped, db: drizzleExecutor(tx) });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    queue.wake("demo");
    await waitFor(async () => (await queue.getJob("demo", kept))?.state === "completed");
    expect(seen).toEqual([`${kept}:1`]);
    expect(await queue.getJob("demo", dropped)).toBeNull();
  });

  it("fails a job whose handler throws, and puts interrupted active jobs back for a retry", async () => {
    const failing = randomUUID();
    await queue.send("demo", { n: -1 }, { id: failing, retryLimit: 0 });
    // A job left `active` by a process that died: sent to a queue nobody works, then claimed by hand.
    const orphan = randomUUID();
    await queue.send("slow", { n: 3 }, { id: orphan, retryLimit: 1 });
    await pglite.query(`UPDATE pgboss.job SET state = 'active', started_on = now() WHERE id = $1`, [orphan]);
    expect(await queue.failActiveJobs("slow")).toBe(1);
    expect(await queue.getJob("slow", orphan)).toMatchObject({ state: "retry" });
    expect(errors).toEqual([]);
  });

  it("aborts a running job on stop and records the failure (its one retry already used)", async () => {
    const local = createJobQueue({ executor: pgliteExecutor(pglite) }, (e) => errors.push(e));
    await local.start();
    let started = false;
    local.work("slow", { concurrency: 1, pollingMs: 100 }, async (_job, signal) => {
      started = true;
      await new Promise((_resolve, reject) => signal.addEventListener("abort", () => reject(signal.reason)));
    });
    await waitFor(() => started);
    await local.stop();
    const jobs = await pglite.query<{ state: string }>(`SELECT state FROM pgboss.job WHERE name = 'slow'`);
    expect(jobs.rows.map((r) => r.state)).toEqual(["failed"]);
  });
});

describe("job queue running state (readiness)", () => {
  it("is running between start and stop only", async () => {
    const pglite = new PGlite();
    const queue = createJobQueue({ executor: pgliteExecutor(pglite) }, () => {});
    expect(queue.isRunning()).toBe(false);
    await queue.start();
    expect(queue.isRunning()).toBe(true);
    await queue.stop();
    expect(queue.isRunning()).toBe(false);
    await pglite.close();
  });
});
