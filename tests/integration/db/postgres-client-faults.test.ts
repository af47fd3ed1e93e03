// A pooled PostgreSQL connection that breaks while it is checked out (inside a transaction, between two queries):
// the process must not die of it, and the pool must get its slot back, also when the holder never releases it.
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../../src/server/db/client";
import { guardPoolClients } from "../../../src/server/db/guard-pool-clients";
import { startPrivatePostgres, type PrivatePostgres } from "../helpers/private-postgres";
import { havePostgresBinaries } from "../../test-environment";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(havePostgresBinaries())("pooled PostgreSQL connections that break while checked out", () => {
  let postgres: PrivatePostgres;
  beforeAll(async () => {
    postgres = await startPrivatePostgres();
  }, 60_000);
  afterAll(() => postgres?.destroy());

  /** Ends a backend as a server restart or failover would (the client gets a FATAL message, then the close). */
  async function terminateBackend(pid: number): Promise<void> {
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    try {
      await admin.query("SELECT pg_terminate_backend($1)", [pid]);
    } finally {
      await admin.end();
    }
  }

  it("fails the transaction, not the process, and the pool serves the next query", async () => {
    const database: Database = await openDatabase({ databaseUrl: postgres.url, dataDir: "", maxConnections: 1 });
    try {
      const transaction = database.db.transaction(async (tx) => {
        // node-postgres answers with its own result; the shared drizzle type does not say which driver.
        const result = (await tx.execute(sql`SELECT pg_backend_pid() AS pid`)) as unknown as {
          rows: { pid: number }[];
        };
        await terminateBackend(result.rows[0]!.pid);
        // The connection dies while no query of ours is running on it.
        await sleep(300);
        await tx.execute(sql`SELECT 1`);
      });
      await expect(transaction).rejects.toThrow();
      const { rows } = await database.executeSql("SELECT 1 AS one");
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  });

  it("takes back a broken client its holder never releases, so a pool of one does not hang", async () => {
    const pool = new pg.Pool({ connectionString: postgres.url, max: 1 });
    pool.on("error", () => {});
    guardPoolClients(pool, { reclaimAfterMs: 200 });
    try {
      // As drizzle does when BEGIN fails on a connection that just died: the client is never released.
      const client = await pool.connect();
      const { rows } = await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
      await terminateBackend(rows[0]!.pid);
      await expect(client.query("BEGIN")).rejects.toThrow();
      const answer = await Promise.race([
        pool.query("SELECT 1 AS one").then((result) => result.rows),
        sleep(10_000).then(() => "the pool is still exhausted"),
      ]);
      expect(answer).toEqual([{ one: 1 }]);
    } finally {
      await pool.end();
    }
  });
});
