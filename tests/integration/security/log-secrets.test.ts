// What the server writes to its log when requests fail inside the database: no query parameters (password hashes,
// session ids, PATCH bodies), no row contents, and a bounded size however big the failing request was.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpClient } from "../helpers/http-client";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { registerUser } from "../helpers/users";
import { insertCompletedScan } from "../helpers/completed-scan";

describe("log lines of failing requests", () => {
  let server: TestServer;
  const lines: string[] = [];
  const logText = () => lines.join("");
  beforeAll(async () => {
    server = await startTestServer({
      env: { LOG_LEVEL: "info" },
      logStream: { write: (line) => void lines.push(line) },
    });
  });
  afterAll(() => server?.close());

  /** The session id behind a client's signed cookie (what a failed session query would carry as its parameter). */
  function sessionId(client: HttpClient): string {
    const cookie = decodeURIComponent(client.cookies.get("sid") ?? "");
    return cookie.slice(0, cookie.lastIndexOf("."));
  }

  it("keeps the tokens of e-mailed links out of the request log, but logs the link itself when SMTP is unset", async () => {
    lines.length = 0;
    const { email } = await registerUser(server);
    const visitor = new HttpClient(server.url);
    expect((await visitor.post("/api/forgot-password", { email })).status).toBe(200);
    // The mail goes out after the answer: wait for both links to reach the log.
    const links = () => [...logText().matchAll(/\/(verify-email|reset-password)\/([A-Za-z0-9_-]{20,})/g)];
    for (let i = 0; i < 100 && new Set(links().map((m) => m[1])).size < 2; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const tokens = [...new Set(links().map((m) => m[2] ?? ""))];
    expect(tokens).toHaveLength(2);
    for (const token of tokens) {
      // Opened as the e-mail's link, as a query string, and through the API (a wrong body, still a logged request).
      await visitor.fetch(`/verify-email/${token}`);
      await visitor.fetch(`/reset-password/${token}`);
      await visitor.fetch(`/reset%2Dpassword/${token}?token=${token}`);
      await visitor.fetch(`/api/verify-email?token=${token}`, { method: "POST" });
    }
    const requestLines = lines.map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } });
    const logged = requestLines.filter((line) => line.req?.url !== undefined);
    expect(logged.length).toBeGreaterThanOrEqual(8);
    for (const token of tokens) {
      const withToken = requestLines.filter((line) => JSON.stringify(line).includes(token));
      // Only the deliberate line that stands in for the e-mail (SMTP_URL unset) carries it.
      expect(withToken.map((line) => line.msg?.split("\n", 1)[0])).toEqual(["E-mail not sent (SMTP_URL unset):"]);
    }
    expect(logged.map((line) => line.req?.url)).toContain("/reset-password/[redacted]?token=[redacted]");
  });

  it("keeps the password hash out of the log when registering with a NUL in the name fails", async () => {
    lines.length = 0;
    const res = await new HttpClient(server.url).post("/api/register", {
      email: "nul-name@example.test",
      password: "correct horse battery",
      firstName: "Nul\u0000Name",
    });
    // Refused before the database now (malformed-input.test.ts); the log stays clean either way.
    expect(res.status).toBe(400);
    expect(logText()).not.toMatch(/\$argon2/);
    expect(logText()).not.toContain("params:");
  });

  it("keeps session ids and megabyte PATCH bodies out of the log when the database is gone", async () => {
    const { client, user } = await registerUser(server);
    const sid = sessionId(client);
    expect(sid.length).toBeGreaterThan(20);
    const scanId = await insertCompletedScan(server.db, { userId: user.id, fileName: "a.pdf", fileSize: 10 });
    await server.database.close();

    lines.length = 0;
    const res = await client.get("/api/auth/user");
    expect(res.status).toBe(503);
    expect(logText()).toContain("database unavailable");
    expect(logText()).not.toContain(sid);

    // A large body sent while the database is down: the failure is logged in a bounded line without its text.
    const marker = "Concrete mix design marker ";
    const submittals = Array.from({ length: 1_000 }, (_, i) => ({
      division: "03 - Concrete",
      description: `${marker}${i} ${"x".repeat(4_000)}`,
    }));
    lines.length = 0;
    const patch = await client.patch(`/api/scans/${scanId}`, { extractedData: { submittals } });
    expect(patch.status).toBeGreaterThanOrEqual(400);
    expect(logText()).not.toContain(marker);
    expect(logText()).not.toContain(sid);
    expect(logText().length).toBeLessThan(20_000);
  });
});
