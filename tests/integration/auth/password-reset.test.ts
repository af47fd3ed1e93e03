// Forgot / reset password end to end: the app e-mails a link through a real SMTP server on loopback.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../../src/server/db/schema";
import { backends } from "../helpers/backends";
import { HttpClient } from "../helpers/http-client";
import { startSmtpInbox, type SmtpInbox } from "../helpers/smtp-inbox";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { loginAs, registerUser, uniqueEmail } from "../helpers/users";

const INVALID_LINK = { message: "This reset link is invalid or has expired." };

describe.each(backends())("password reset on %s", (backend) => {
  let server: TestServer;
  let inbox: SmtpInbox;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    server = await startTestServer({
      backend,
      env: { SMTP_URL: inbox.url, MAIL_FROM: "Scanner <noreply@example.test>" },
    });
  });
  afterAll(async () => {
    await server?.close();
    await inbox?.close();
  });

  async function requestResetToken(email: string): Promise<string> {
    const res = await new HttpClient(server.url).post("/api/forgot-password", { email });
    expect(res.status).toBe(200);
    const mail = await inbox.waitForMail(email, 10_000, "/reset-password/");
    const match = new RegExp(`${server.url}/reset-password/([A-Za-z0-9_-]+)`).exec(mail.text);
    expect(match, mail.text).not.toBeNull();
    return match?.[1] ?? "";
  }

  it("e-mails a link whose token sets a new password, once", async () => {
    const { email, client: oldSession } = await registerUser(server);
    const token = await requestResetToken(email);

    const client = new HttpClient(server.url);
    expect((await client.post("/api/reset-password", { token, password: "a brand new secret" })).status).toBe(200);
    await loginAs(server, email, "a brand new secret");
    expect((await client.post("/api/login", { email, password: "correct horse battery" })).status).toBe(401);
    // Resetting signs out sessions opened with the old password.
    expect((await oldSession.get("/api/auth/user")).status).toBe(401);

    const again = await client.post("/api/reset-password", { token, password: "another new secret" });
    expect(again).toMatchObject({ status: 400, body: INVALID_LINK });
  });

  it("answers the same whether or not the account exists, and mails only real accounts", async () => {
    const { email } = await registerUser(server);
    const known = await new HttpClient(server.url).post("/api/forgot-password", { email });
    const unknownEmail = uniqueEmail("nobody");
    const unknown = await new HttpClient(server.url).post("/api/forgot-password", { email: unknownEmail });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    await inbox.waitForMail(email);
    expect(inbox.messages.some((m) => m.to.includes(unknownEmail))).toBe(false);
  });

  it("refuses an expired token and a made-up one", async () => {
    const { email } = await registerUser(server);
    const token = await requestResetToken(email);
    await server.db
      .update(users)
      .set({ resetTokenExpiry: new Date(Date.now() - 1000) })
      .where(eq(users.email, email));
    const client = new HttpClient(server.url);
    expect(await client.post("/api/reset-password", { token, password: "a brand new secret" })).toMatchObject({
      status: 400,
      body: INVALID_LINK,
    });
    expect(
      await client.post("/api/reset-password", { token: "made-up", password: "a brand new secret" }),
    ).toMatchObject({
      status: 400,
      body: INVALID_LINK,
    });
  });

  it("stores only a hash of the token", async () => {
    const { email } = await registerUser(server);
    const token = await requestResetToken(email);
    const [row] = await server.db.select().from(users).where(eq(users.email, email));
    expect(row?.resetToken).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.resetToken).not.toContain(token);
  });

  it("validates the payload", async () => {
    const client = new HttpClient(server.url);
    expect((await client.post("/api/reset-password", { token: "", password: "long enough" })).body).toEqual({
      message: "Reset token is required",
      code: "BAD_REQUEST",
    });
    expect((await client.post("/api/reset-password", { token: "some-token", password: "short" })).body).toEqual({
      message: "Password must be at least 8 characters",
      code: "BAD_REQUEST",
    });
    expect((await client.post("/api/forgot-password", { email: "nope" })).body).toEqual({
      message: "Please enter a valid email address",
      code: "BAD_REQUEST",
    });
  });
});
