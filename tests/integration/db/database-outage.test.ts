// While the database is down, the API says so: 503 "The service is temporarily unavailable…" with Retry-After, not a
// 500 "Something went wrong". On PGlite closed under the running server, and on a PostgreSQL server of the test's own
// stopped and started again (after which the same requests succeed).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVICE_UNAVAILABLE_MESSAGE } from "../../../src/server/http/app-error";
import { HttpClient } from "../helpers/http-client";
import { startPrivatePostgres, type PrivatePostgres } from "../helpers/private-postgres";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { registerUser, TEST_PASSWORD, type SignedInUser } from "../helpers/users";

const UNAVAILABLE = { message: SERVICE_UNAVAILABLE_MESSAGE, code: "UNAVAILABLE" };

/** Requests a signed-in user and a visitor make, each of which needs the database. */
async function everyKindOfRequest(server: TestServer, signedIn: SignedInUser) {
  const visitor = new HttpClient(server.url);
  return [
    await signedIn.client.fetch("/api/auth/user"),
    await signedIn.client.fetch("/api/scans"),
    await signedIn.client.fetch("/api/scans/00000000-0000-4000-8000-000000000000"),
    await visitor.fetch("/api/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: signedIn.email, password: TEST_PASSWORD }),
    }),
    await visitor.fetch("/api/register", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "new-during-outage@example.test", password: TEST_PASSWORD }),
    }),
  ];
}

async function expectUnavailable(responses: Response[]): Promise<void> {
  for (const res of responses) {
    expect(res.status, res.url).toBe(503);
    expect(res.headers.get("retry-after"), res.url).toBe("60");
    expect(await res.json(), res.url).toEqual(UNAVAILABLE);
  }
}

describe("database outage on PGlite", () => {
  let server: TestServer;
  let user: SignedInUser;
  beforeAll(async () => {
    server = await startTestServer();
    user = await registerUser(server);
  });
  afterAll(() => server?.close());

  it("answers 503 with Retry-After once the embedded database is closed", async () => {
    expect((await user.client.get("/api/auth/user")).status).toBe(200);
    await server.database.close();
    await expectUnavailable(await everyKindOfRequest(server, user));
  });
});

describe("database outage on PostgreSQL", () => {
  let postgres: PrivatePostgres;
  let server: TestServer;
  let user: SignedInUser;
  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    server = await startTestServer({ env: { DATABASE_URL: postgres.url } });
    user = await registerUser(server);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    postgres?.destroy();
  });

  it("answers 503 with Retry-After while PostgreSQL is stopped, and serves again once it is back", async () => {
    expect((await user.client.get("/api/auth/user")).status).toBe(200);
    postgres.stop();
    try {
      await expectUnavailable(await everyKindOfRequest(server, user));
    } finally {
      postgres.start();
    }
    // The pool reconnects by itself: the same session is still signed in.
    const deadline = Date.now() + 30_000;
    let status = 0;
    while (Date.now() < deadline && (status = (await user.client.get("/api/auth/user")).status) !== 200) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe(200);
  }, 120_000);
});
