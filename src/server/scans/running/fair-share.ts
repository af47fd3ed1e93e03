// Fairness between users within a lane: a scan waits behind the other users' scans according to how many of its
// owner's own scans are still ahead of it. Its queue priority is minus that number, so every user's first waiting
// scan goes before anyone's second, every second before anyone's third, and so on (the queue takes the highest
// priority first, then the oldest). One user's ten uploads therefore hold another user's one scan up by at most the
// scan already running.
import { and, count, eq, lt, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { scans } from "../../db/schema";

/** How many of `userId`'s scans are processing (running or waiting) right now. */
export async function scansInFlight(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(scans)
    .where(and(eq(scans.userId, userId), eq(scans.status, "processing")));
  return row?.n ?? 0;
}

/** The queue priority of the `ahead`-th waiting scan of one user (0 for the first). */
export const fairPriority = (ahead: number): number => -ahead;

/** The queue priority of an existing scan: its owner's processing scans created before it go first. */
export async function fairPriorityOfScan(db: Db, scanId: string): Promise<number> {
  const me = alias(scans, "me");
  const [row] = await db
    .select({ n: count() })
    .from(scans)
    .innerJoin(me, eq(me.id, scanId))
    .where(
      and(
        eq(scans.userId, me.userId),
        eq(scans.status, "processing"),
        or(lt(scans.createdAt, me.createdAt), and(eq(scans.createdAt, me.createdAt), lt(scans.id, me.id))),
      ),
    );
  return fairPriority(row?.n ?? 0);
}
