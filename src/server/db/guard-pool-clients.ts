// pg-pool takes its 'error' listener off a client while the client is checked out. A connection that breaks then
// (a server restart or failover while a transaction waits between two queries) made the client emit an 'error'
// nobody listened to, and the whole process died of it. And drizzle's transaction sends BEGIN before its try block:
// when BEGIN fails on a connection that just broke, the client is never released and the pool is one slot short
// for good (after a few outages, every query waits forever). This guard fixes both for one pool.
import type pg from "pg";

export type PoolGuardOptions = {
  /**
   * How long a broken client may stay checked out before the pool takes it back (and ends it). Whoever holds it gets
   * an error from every query at once, so a holder that still means to release it does so long before this.
   */
  reclaimAfterMs?: number;
};

export function guardPoolClients(pool: pg.Pool, options: PoolGuardOptions = {}): void {
  const reclaimAfterMs = options.reclaimAfterMs ?? 30_000;
  const checkedOut = new Set<pg.PoolClient>();
  pool.on("acquire", (client) => checkedOut.add(client));
  pool.on("release", (_error, client) => checkedOut.delete(client));
  pool.on("remove", (client) => checkedOut.delete(client));
  pool.on("connect", (client) => {
    // The holder learns of the break from its query (or its next one, "not queryable"); an idle client's break is
    // reported by the pool's own 'error' event. This listener only keeps the process alive.
    client.on("error", () => {
      if (!checkedOut.has(client)) return;
      const timer = setTimeout(() => {
        if (checkedOut.has(client)) client.release(new Error("connection broke while checked out; taken back"));
      }, reclaimAfterMs);
      timer.unref();
    });
  });
}
