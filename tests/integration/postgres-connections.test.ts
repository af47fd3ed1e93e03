// PostgreSQL connections that break under a running server (restart, failover, a terminated backend).
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "./helpers/backends";
import { startTestServer, type TestServer } from "./helpers/test-server";
import { registerUser } from "./helpers/users";

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!backends().includes("postgres"))("broken PostgreSQL connections", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend: "postgres" });
  });
  afterAll(() => server?.close());

  /** Terminates every connection of the server's database, as a PostgreSQL restart would. */
  async function terminateServerConnections(): Promise<number> {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const database = new URL(server.config.databaseUrl!).pathname.slice(1);
      const { rowCount } = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [database],
      );
      return rowCount ?? 0;
    } finally {
      await admin.end();
    }
  }

  it("keeps serving after its idle connections are killed, instead of crashing on the error", async () => {
    const { client } = await registerUser(server);
    const pool = server.database.pool!;
    expect(pool.idleCount).toBeGreaterThan(0);

    expect(await terminateServerConnections()).toBeGreaterThan(0);
    // Each idle connection reports the termination as an error; the pool drops it.
    await until(() => pool.totalCount === 0);

    expect((await client.get("/api/auth/user")).status).toBe(200);
    expect((await registerUser(server)).user.email).toMatch(/@example\.test$/);
  });
});
