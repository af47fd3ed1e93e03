// Headers and answers that give nothing away: connect-src limited to this origin, HSTS only over https, and unknown
// admin paths refused like the known ones (401 signed out, 403 for a normal user; only the admin sees the 404).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpClient } from "../helpers/http-client";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { makeAdmin, registerUser } from "../helpers/users";

describe("security headers and admin paths over http", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it("limits connect-src to the app's own origin and sends no HSTS over http", async () => {
    const res = await new HttpClient(server.url).fetch("/api/auth/user");
    const csp = res.headers.get("content-security-policy") ?? "";
    const connectSrc = /connect-src ([^;]*)/.exec(csp)?.[1];
    expect(connectSrc).toBe(`'self' ${server.url.replace("http:", "ws:")}`);
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it.each([
    ["GET", "/api/admin/no-such-thing"],
    ["POST", "/api/admin/users/delete"],
    ["DELETE", "/api/admin/users"],
  ])("%s %s: 401 signed out, 403 for a normal user, 404 for the admin", async (method, path) => {
    expect((await new HttpClient(server.url).json(method, path)).status).toBe(401);
    const { client } = await registerUser(server);
    expect(await client.json(method, path)).toMatchObject({ status: 403, body: { message: expect.any(String) } });
    const admin = await makeAdmin(server);
    expect((await admin.client.json(method, path)).status).toBe(404);
  });
});

describe("security headers over https", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { APP_URL: "https://scanner.example.test" } });
  });
  afterAll(() => server?.close());

  it("sends HSTS and allows the wss form of the public origin", async () => {
    const res = await new HttpClient(server.url).fetch("/api/auth/user");
    expect(res.headers.get("strict-transport-security")).toContain("max-age=");
    expect(res.headers.get("content-security-policy")).toContain("connect-src 'self' wss://scanner.example.test;");
  });
});
