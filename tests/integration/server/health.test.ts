// GET /healthz and GET /readyz over real HTTP: no session needed, JSON, and 503 when the database or its migrations
// are not there.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../helpers/backends";
import { startTestServer, type TestServer } from "../helpers/test-server";

type Ready = { status: string; checks: { name: string; ok: boolean; error?: string }[] };

async function getJson<T>(url: string): Promise<{ status: number; type: string | null; body: T }> {
  const res = await fetch(url);
  return { status: res.status, type: res.headers.get("content-type"), body: (await res.json()) as T };
}

describe.each(backends())("health endpoints on %s", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend });
  });
  afterAll(() => server?.close());

  it("answers /healthz with 200 JSON and no session", async () => {
    const res = await getJson(`${server.url}/healthz`);
    expect(res).toEqual({ status: 200, type: expect.stringContaining("application/json"), body: { status: "ok" } });
  });

  it("is ready when the database answers, every migration is applied and the queue runs", async () => {
    const res = await getJson<Ready>(`${server.url}/readyz`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("ready");
    expect(res.body.checks.map((c) => [c.name, c.ok])).toEqual([
      ["database", true],
      ["migrations", true],
      ["queue", true],
    ]);
  });

  it("answers 503 when the newest migration is missing, and ready again once it is back", async () => {
    const { rows } = await server.database.executeSql(
      "delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at",
    );
    const res = await getJson<Ready>(`${server.url}/readyz`);
    expect(res.status).toBe(503);
    expect(res.body.status).toBe("not_ready");
    expect(res.body.checks.find((c) => c.name === "migrations")).toEqual({
      name: "migrations",
      ok: false,
      error: "database migrations are not applied",
    });
    const [removed] = rows;
    await server.database.executeSql("insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)", [
      removed?.hash,
      removed?.created_at,
    ]);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  it("answers 503 when the database is gone, while /healthz still answers 200", async () => {
    await server.database.close();
    const res = await getJson<Ready>(`${server.url}/readyz`);
    expect(res.status).toBe(503);
    expect(res.body.checks.find((c) => c.name === "database")?.ok).toBe(false);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
