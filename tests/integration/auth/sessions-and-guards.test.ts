// Session cookies, rotation and cleanup; the Origin / content-type guard; rate limits on account endpoints.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteExpiredSessions } from "../../../src/server/http/session-store";
import { sessions } from "../../../src/server/db/schema";
import { backends } from "../helpers/backends";
import { HttpClient } from "../helpers/http-client";
import { rawHandshake } from "../helpers/raw-handshake";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { registerUser, TEST_PASSWORD } from "../helpers/users";

function sessionId(client: HttpClient): string {
  const signed = decodeURIComponent(client.cookies.get("sid") ?? "");
  // @fastify/cookie signs as "<value>.<signature>".
  return signed.slice(0, signed.lastIndexOf("."));
}

describe.each(backends())("sessions and request guards on %s", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend });
  });
  afterAll(() => server?.close());

  it("sets an httpOnly, SameSite=Lax, path=/ cookie that is not Secure over http", async () => {
    const client = new HttpClient(server.url);
    const res = await client.fetch("/api/register", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: `cookie-${Date.now()}@example.test`, password: TEST_PASSWORD }),
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("sid="));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it("rotates the session id at sign-in and destroys the old one", async () => {
    const { client, email } = await registerUser(server);
    const before = sessionId(client);
    expect((await client.post("/api/login", { email, password: TEST_PASSWORD })).status).toBe(200);
    const after = sessionId(client);
    expect(after).not.toBe(before);
    expect(await server.db.select().from(sessions).where(eq(sessions.sid, before))).toHaveLength(0);
    expect(await server.db.select().from(sessions).where(eq(sessions.sid, after))).toHaveLength(1);
  });

  it("destroys the session row at sign-out and ignores a replayed cookie", async () => {
    const { client } = await registerUser(server);
    const sid = sessionId(client);
    const cookie = client.cookies.get("sid") ?? "";
    await client.post("/api/logout", {});
    expect(await server.db.select().from(sessions).where(eq(sessions.sid, sid))).toHaveLength(0);
    const replay = await new HttpClient(server.url).get("/api/auth/user", { cookie: `sid=${cookie}` });
    expect(replay.status).toBe(401);
  });

  it("refuses a forged or expired session", async () => {
    const { client } = await registerUser(server);
    const sid = sessionId(client);
    const forged = await new HttpClient(server.url).get("/api/auth/user", { cookie: `sid=${sid}.forgedsignature` });
    expect(forged.status).toBe(401);
    await server.db
      .update(sessions)
      .set({ expire: sql`now() - interval '1 minute'` })
      .where(eq(sessions.sid, sid));
    expect((await client.get("/api/auth/user")).status).toBe(401);
  });

  it("sweeps expired session rows and keeps live ones", async () => {
    const { client } = await registerUser(server);
    const live = sessionId(client);
    await server.db.insert(sessions).values({
      sid: `expired-${Date.now()}`,
      sess: { userId: "00000000-0000-0000-0000-000000000000" },
      expire: new Date(Date.now() - 60_000),
    });
    expect(await deleteExpiredSessions(server.db)).toBeGreaterThanOrEqual(1);
    const left = await server.db
      .select()
      .from(sessions)
      .where(sql`${sessions.expire} < now()`);
    expect(left).toHaveLength(0);
    expect(await server.db.select().from(sessions).where(eq(sessions.sid, live))).toHaveLength(1);
  });

  it("refuses a state-changing call from another origin with 403", async () => {
    const { client } = await registerUser(server);
    const res = await client.post("/api/logout", {}, { origin: "https://evil.example" });
    expect(res).toMatchObject({ status: 403, body: { message: expect.any(String) } });
    expect((await client.get("/api/auth/user")).status).toBe(200);
    // The app's own origin passes.
    expect((await client.post("/api/logout", {}, { origin: server.url })).status).toBe(200);
  });

  it("guards the API under any spelling the router accepts (/%61pi/… is /api/…)", async () => {
    const { client } = await registerUser(server);
    for (const path of ["/%61pi/logout", "/%61%70%69/logout", "/api/%6cogout"]) {
      const res = await client.post(path, {}, { origin: "https://evil.example" });
      expect(res, path).toMatchObject({ status: 403, body: { message: "Cross-origin request refused." } });
    }
    expect((await client.get("/api/auth/user")).status).toBe(200);
    // A form post (what a cross-site page can send without a preflight) is refused there too.
    const form = await new HttpClient(server.url).fetch("/%61pi/login", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "email=a%40b.test&password=x",
    });
    expect(form.status).toBe(415);
    // The same spelling from the app's own origin is the same route, signed in as usual.
    expect((await client.get("/%61pi/auth/user")).status).toBe(200);
    expect((await client.post("/%61pi/logout", {}, { origin: server.url })).status).toBe(200);
    expect((await client.get("/api/auth/user")).status).toBe(401);
  });

  it("refuses a WebSocket handshake from another origin with 403, and closes refused handshakes", async () => {
    const { client } = await registerUser(server);
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const path = "/ws/scan-progress?scanId=00000000-0000-0000-0000-000000000000";
    const foreign = await rawHandshake(server.url, path, { cookie, Origin: "https://evil.example" });
    expect(foreign).toMatch(/^HTTP\/1\.1 403 /);
    expect(foreign).toContain('{"message":"Cross-origin WebSocket refused.","code":"FORBIDDEN"}');
    // An unknown WebSocket path is answered over HTTP too, and its connection closed as well.
    expect(await rawHandshake(server.url, "/ws/unknown", { cookie, Origin: server.url })).toMatch(/^HTTP\/1\.1 404 /);
    // The app's own origin is upgraded (the scan check then closes the socket with its own code).
    expect(await rawHandshake(server.url, path, { cookie, Origin: server.url })).toMatch(/^HTTP\/1\.1 101 /);
  });

  it("refuses a form-encoded body", async () => {
    const res = await new HttpClient(server.url).fetch("/api/login", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "email=a%40b.test&password=x",
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ message: "Requests must be sent as JSON.", code: "UNSUPPORTED_MEDIA_TYPE" });
  });

  it("answers unknown API paths with JSON 404", async () => {
    const res = await new HttpClient(server.url).get("/api/no-such-thing");
    expect(res).toMatchObject({ status: 404, body: { message: "Not found" } });
  });

  it("sends security headers with a content security policy", async () => {
    const res = await new HttpClient(server.url).fetch("/api/auth/user");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("rate limits", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { AUTH_RATE_LIMIT_PER_MINUTE: "3" } });
  });
  afterAll(() => server?.close());

  it("answers 429 with a message after too many login attempts", async () => {
    const client = new HttpClient(server.url);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await client.post("/api/login", { email: "x@example.test", password: "wrong password" })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await client.post("/api/login", { email: "x@example.test", password: "wrong password" });
    expect(limited.body).toEqual({
      message: "Too many attempts. Please wait a minute and try again.",
      code: "RATE_LIMITED",
    });
  });

  it("limits forgot-password too, but not ordinary calls", async () => {
    const client = new HttpClient(server.url);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await client.post("/api/forgot-password", { email: "x@example.test" })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    for (let i = 0; i < 5; i++) expect((await client.get("/api/auth/user")).status).toBe(401);
  });

  it("limits registration and password resets, counting refused attempts too", async () => {
    const client = new HttpClient(server.url);
    const register: number[] = [];
    const reset: number[] = [];
    for (let i = 0; i < 4; i++) {
      register.push((await client.post("/api/register", { email: "not-an-address", password: "x" })).status);
      reset.push((await client.post("/api/reset-password", { token: "made-up", password: TEST_PASSWORD })).status);
    }
    expect(register).toEqual([400, 400, 400, 429]);
    expect(reset).toEqual([400, 400, 400, 429]);
  });
});
