// Which databases the integration suites run on: always embedded PGlite, plus PostgreSQL when TEST_DATABASE_URL is set.
import { randomBytes } from "node:crypto";
import pg from "pg";

export type Backend = "pglite" | "postgres";

/** For `describe.each(backends())`: ["pglite"] or ["pglite", "postgres"]. */
export function backends(): Backend[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

export type FreshPostgresDatabase = { url: string; drop: () => Promise<void> };

/** Creates an empty database in the TEST_DATABASE_URL server, for one test server; drop() removes it. */
export async function createPostgresDatabase(): Promise<FreshPostgresDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `test_${process.pid}_${randomBytes(6).toString("hex")}`;
  await withClient(adminUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withClient(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`)).then(() => {}),
  };
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
