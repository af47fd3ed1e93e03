// Scans take turns (docs/decisions/0170-scans-take-turns-between-users.md): a scan's reading may run for SCAN_TURN_MS;
// after that, as soon as another user is owed a turn (a job of theirs waits in the same queue while they have fewer
// jobs running there), its turn is over. The short lane then hands the
// book over to range jobs (its run is aborted); a range job stores the pages it read and queues the rest of its range
// behind the other users' ranges (ranges/range-turns.ts). Alone, a scan reads on: nobody waits, so nothing is cut.
import type { FastifyBaseLogger } from "fastify";
import { and, eq, ne, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { scans } from "../../db/schema";
import { QUEUE_SCHEMA } from "../../queue/pg-boss-queue";

const CHECK_EVERY_MS = 1000;

export class TurnOver extends Error {
  constructor() {
    super("the scan's turn is over: another user's scan is waiting");
    this.name = "TurnOver";
  }
}

/**
 * True when another user is owed a turn in `queue`: a job of theirs is waiting (queued and due, not yet taken by a
 * worker) while they have fewer jobs of that queue running than the owner of `scanId`. Every scan and range job
 * carries its scan's id. So a user holds the workers alone while nobody else waits, and shares them evenly otherwise:
 * with two range workers and two users, each keeps one.
 */
export async function anotherUserIsOwedATurn(db: Db, queue: string, scanId: string): Promise<boolean> {
  const me = alias(scans, "me");
  const jobs = sql.raw(`${QUEUE_SCHEMA}.job`);
  const running = (userId: SQL) => sql`(select count(*) from ${jobs} a join ${scans} r on r.id::text = a.data->>'scanId'
    where a.name = ${queue} and a.state = 'active' and r.user_id = ${userId})`;
  const rows = await db
    .select({ id: scans.id })
    .from(scans)
    .innerJoin(me, eq(me.id, scanId))
    .where(
      and(
        ne(scans.userId, me.userId),
        eq(scans.status, "processing"),
        sql`exists (select 1 from ${jobs} j where j.name = ${queue} and j.state in ('created', 'retry')
          and j.start_after <= now() and j.data->>'scanId' = ${scans.id}::text)`,
        sql`${running(sql`${scans.userId}`)} < ${running(sql`${me.userId}`)}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export type Turn = {
  /** Aborted with TurnOver once the turn ran out while another user waits. */
  signal: AbortSignal;
  stop: () => void;
};

/** Starts the clock of a scan's turn. */
export function startTurn(options: {
  turnMs: number;
  othersWaiting: () => Promise<boolean>;
  log: FastifyBaseLogger;
  scanId: string;
}): Turn {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const later = () => {
    if (!stopped) timer = setTimeout(check, Math.min(CHECK_EVERY_MS, options.turnMs)).unref();
  };
  const check = () => {
    options.othersWaiting().then(
      (waiting) => {
        if (stopped) return;
        if (waiting) controller.abort(new TurnOver());
        else later();
      },
      (err: unknown) => {
        options.log.warn({ err, scanId: options.scanId }, "could not check for other users' waiting scans");
        later();
      },
    );
  };
  timer = setTimeout(check, options.turnMs).unref();
  return {
    signal: controller.signal,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/**
 * Turns ended in this process since it started, for operators and tests: scans handed over from the short lane, range
 * turns ended (the rest queued again), and of those, turns that ended mid-page.
 */
export const turnCounters = { shortLaneHandovers: 0, rangeTurnsEnded: 0, pagesCutMidPage: 0 };
