// A small job queue over pg-boss 10: one code path on embedded PGlite (through `executeSql`) and on PostgreSQL.
// Workers are our own fetch loops rather than pg-boss `work()`, so shutdown can abort a running job and wait
// until its state is written before the database closes.
import PgBoss from "pg-boss";
import { listenToChannel, type ChannelListener } from "../db/listen-channel";
import { createIdleWorkers } from "./idle-workers";
import type { SqlExecutor } from "./sql-executor";

export type QueueConnection = { executor: SqlExecutor } | { connectionString: string };

export type Job<T> = { id: string; data: T; retryCount: number };
export type JobHandler<T> = (job: Job<T>, signal: AbortSignal) => Promise<void>;
export type JobState = "created" | "retry" | "active" | "completed" | "cancelled" | "failed";

export type SendOptions = {
  /** The job id (a uuid); scans use their own id so a job can be found from its scan. */
  id: string;
  retryLimit?: number;
  /** Seconds before a failed job is offered again (default 0). */
  retryDelay?: number;
  expireInSeconds?: number;
  /** Higher first; among equal priorities, oldest first. Default 0. */
  priority?: number;
  /** Run the insert inside the caller's transaction. */
  db?: SqlExecutor;
};

export type WorkOptions = { concurrency: number; pollingMs?: number };

export type JobQueue = {
  start: () => Promise<void>;
  createQueue: (name: string) => Promise<void>;
  send: (name: string, data: object, options: SendOptions) => Promise<void>;
  /** Wakes this process's idle workers of `name` (call after the sending transaction commits). */
  wake: (name: string) => void;
  work: <T>(name: string, options: WorkOptions, handler: JobHandler<T>) => void;
  getJob: (
    name: string,
    id: string,
  ) => Promise<{ state: JobState; retryCount: number; retryLimit: number; startedOn: Date | null } | null>;
  /** Fails one job (retried if it has retries left), e.g. an active job whose worker stopped responding. */
  failJob: (name: string, id: string, message: string) => Promise<void>;
  /** Fails every `active` job of `name` (retried if it has retries left). Only safe when no other process works the queue. */
  failActiveJobs: (name: string) => Promise<number>;
  stop: () => Promise<void>;
  /** Started and not stopping (readiness). */
  isRunning: () => boolean;
};

export const QUEUE_SCHEMA = "pgboss";

/**
 * With `crossProcess`, every job sent is also NOTIFYed on this channel (payload: the queue's name) in the sending
 * transaction, so processes that LISTEN wake their idle workers of that queue at once instead of at their next poll.
 */
export const JOB_QUEUED_CHANNEL = "scan_job_queued";

export type JobQueueOptions = {
  /**
   * Set when other processes work the same queues (PostgreSQL): each job sent is announced, and once this process
   * works a queue it listens, so an idle worker starts on another process's job at once. The poll stays as the
   * fallback for an announcement lost while the listening connection reconnects.
   */
  crossProcess?: { connectionString: string };
};

/** pg-boss on the embedded database (through its `executeSql`) or on a PostgreSQL connection string. */
function createPgBoss(connection: QueueConnection): PgBoss {
  const base = { schema: QUEUE_SCHEMA, migrate: true, supervise: true, schedule: false } as const;
  return "executor" in connection
    ? new PgBoss({ ...base, db: { executeSql: (text, values) => connection.executor.executeSql(text, values) } })
    : new PgBoss({ ...base, connectionString: connection.connectionString, max: 4 });
}

/** Fails every active job of `name` (retried if it has retries left); the number failed. */
async function failActiveJobs(boss: PgBoss, name: string): Promise<number> {
  const { rows } = await boss
    .getDb()
    .executeSql(`SELECT id FROM ${QUEUE_SCHEMA}.job WHERE name = $1 AND state = 'active'`, [name]);
  const ids = rows.map((row: { id: string }) => row.id);
  for (const id of ids) await boss.fail(name, id, { message: "interrupted by a restart" });
  return ids.length;
}

export function createJobQueue(
  connection: QueueConnection,
  onError: (error: unknown) => void,
  options: JobQueueOptions = {},
): JobQueue {
  const boss = createPgBoss(connection);
  boss.on("error", onError);

  const loops: Promise<void>[] = [];
  let announcements: Promise<ChannelListener | undefined> | undefined;
  const running = new Set<AbortController>();
  let stopping = false;
  let started = false;

  const { sleep, wake, wakeAll } = createIdleWorkers();

  async function runOne<T>(name: string, job: PgBoss.Job<T>, handler: JobHandler<T>): Promise<void> {
    const controller = new AbortController();
    running.add(controller);
    try {
      const retryCount = (job as Partial<PgBoss.JobWithMetadata<T>>).retryCount ?? 0;
      await handler({ id: job.id, data: job.data, retryCount }, controller.signal);
      await boss.complete(name, job.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await boss.fail(name, job.id, { message }).catch(onError);
    } finally {
      running.delete(controller);
    }
  }

  async function loop<T>(name: string, pollingMs: number, handler: JobHandler<T>): Promise<void> {
    while (!stopping) {
      try {
        const [job] = await boss.fetch<T>(name, { batchSize: 1, includeMetadata: true });
        if (job) await runOne(name, job, handler);
        else await sleep(name, pollingMs);
      } catch (error) {
        if (!stopping) onError(error);
        await sleep(name, pollingMs);
      }
    }
  }

  return {
    start: async () => {
      await boss.start();
      started = true;
    },
    createQueue: async (name) => {
      if (!(await boss.getQueue(name))) await boss.createQueue(name);
    },
    send: async (name, data, { db, ...sendOptions }) => {
      await boss.send(name, data, db ? { ...sendOptions, db } : sendOptions);
      // Inside the caller's transaction the NOTIFY is only delivered once the job is committed, never before.
      if (options.crossProcess) {
        await (db ?? boss.getDb()).executeSql("SELECT pg_notify($1, $2)", [JOB_QUEUED_CHANNEL, name]);
      }
    },
    wake,
    work: (name, { concurrency, pollingMs = 1000 }, handler) => {
      for (let i = 0; i < concurrency; i++) loops.push(loop(name, pollingMs, handler));
      if (options.crossProcess && !announcements) {
        // Until the listener connects, workers learn of jobs by polling; it keeps trying to connect.
        announcements = listenToChannel({
          connectionString: options.crossProcess.connectionString,
          channel: JOB_QUEUED_CHANNEL,
          onNotification: wake,
          onError,
          retryFirstConnection: true,
        });
      }
    },
    getJob: async (name, id) => {
      const job = await boss.getJobById(name, id, { includeArchive: true });
      if (!job) return null;
      const startedOn = job.startedOn ? new Date(job.startedOn) : null;
      return { state: job.state, retryCount: job.retryCount, retryLimit: job.retryLimit, startedOn };
    },
    failJob: async (name, id, message) => {
      await boss.fail(name, id, { message });
    },
    failActiveJobs: (name) => failActiveJobs(boss, name),
    isRunning: () => started && !stopping,
    stop: async () => {
      stopping = true;
      for (const controller of running) controller.abort(new Error("The server is shutting down."));
      wakeAll();
      await Promise.all(loops);
      await (await announcements)?.close();
      await boss.stop({ graceful: false, close: true });
    },
  };
}
