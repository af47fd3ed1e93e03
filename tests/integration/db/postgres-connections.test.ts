// PostgreSQL connections that break under a running server (restart, failover, a terminated backend).
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantCredits } from "../../../src/server/credits/grant-credits";
import { PROGRESS_CHANNEL } from "../../../src/server/scans/progress/progress-bus";
import { sampleSpec, uploadScan, watchProgress } from "../../fixtures/scans/scan-test-client";
import { backends } from "../helpers/backends";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { registerUser } from "../helpers/users";

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!backends().includes("postgres"))("broken PostgreSQL connections", () => {
  let server: TestServer;
  beforeAll(async () => {
    // Pages are read in the scan's own thread, as in the other scan suites.
    server = await startTestServer({ backend: "postgres", env: { SCAN_THREADS: "0" } });
  });
  afterAll(() => server?.close());

  async function asAdmin<T>(run: (admin: pg.Client, database: string) => Promise<T>): Promise<T> {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      return await run(admin, new URL(server.config.databaseUrl!).pathname.slice(1));
    } finally {
      await admin.end();
    }
  }

  /** Terminates every connection of the server's database, as a PostgreSQL restart would. */
  const terminateServerConnections = () =>
    asAdmin(async (admin, database) => {
      const { rowCount } = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [database],
      );
      return rowCount ?? 0;
    });

  /** The backend pids of the server's connections listening for scan progress. */
  const listeningPids = () =>
    asAdmin(async (admin, database) => {
      const { rows } = await admin.query<{ pid: number }>(
        "select pid from pg_stat_activity where datname = $1 and query = $2",
        [database, `LISTEN ${PROGRESS_CHANNEL}`],
      );
      return rows.map((row) => row.pid);
    });

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

  it("listens for scan progress again after its listening connection is killed", async () => {
    let before: number[] = [];
    await until(async () => (before = await listeningPids()).length === 1);
    await terminateServerConnections();
    await until(async () => {
      const now = await listeningPids();
      return now.length === 1 && !before.includes(now[0]!);
    });

    const { client, user } = await registerUser(server);
    await grantCredits(server.db, { userId: user.id, credits: 1, reason: "test setup", actorId: null });
    const { id } = await uploadScan(client, [sampleSpec()]);
    const { messages, closeCode } = await watchProgress(server.url, client.cookies, id).done;
    expect(closeCode).toBe(1000);
    expect(messages.at(-1)).toMatchObject({ scanId: id, status: "completed" });
  });
});
