// E-mail verification and the super-admin: registering SUPER_ADMIN_EMAIL grants nothing until the link e-mailed to
// that address (through a real SMTP server on loopback) is followed with a new password, which hands the account to
// the mailbox's owner and signs out whoever registered it first.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentUserSchema } from "../../../src/contract/auth";
import { backends } from "../helpers/backends";
import { HttpClient } from "../helpers/http-client";
import { startSmtpInbox, type SmtpInbox } from "../helpers/smtp-inbox";
import { startTestServer, TEST_ADMIN_EMAIL, type TestServer } from "../helpers/test-server";
import { registerUser } from "../helpers/users";

const INVALID_LINK = { message: "This verification link is invalid or has expired.", code: "BAD_REQUEST" };

describe.each(backends())("e-mail verification on %s", (backend) => {
  let server: TestServer;
  let inbox: SmtpInbox;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    server = await startTestServer({ backend, env: { SMTP_URL: inbox.url, MAIL_FROM: "noreply@example.test" } });
  });
  afterAll(async () => {
    await server?.close();
    await inbox?.close();
  });

  async function verificationToken(email: string): Promise<string> {
    const mail = await inbox.waitForMail(email);
    const match = new RegExp(`${server.url}/verify-email/([A-Za-z0-9_-]+)`).exec(mail.text);
    expect(match, mail.text).not.toBeNull();
    return match?.[1] ?? "";
  }

  async function me(client: HttpClient) {
    return currentUserSchema.parse((await client.get("/api/auth/user")).body);
  }

  it("gives the address's owner, not the person who registered it first, the super-admin account", async () => {
    // A squatter registers the administrator's address before its owner does, and stays signed in.
    const squatterPassword = "squatter's own password";
    const squatter = await registerUser(server, { email: TEST_ADMIN_EMAIL, password: squatterPassword });
    expect(squatter.user).toMatchObject({ email: TEST_ADMIN_EMAIL, isAdmin: false, emailVerified: false });
    expect((await squatter.client.get("/api/admin/users")).status).toBe(403);

    // The link reaches the owner's mailbox. Pressing Verify alone verifies nothing: it asks for a new password.
    const token = await verificationToken(TEST_ADMIN_EMAIL);
    const owner = new HttpClient(server.url);
    const asked = await owner.post("/api/verify-email", { token });
    expect(asked).toMatchObject({
      status: 409,
      body: {
        message: "This is the administrator's address. Choose a new password for the account to finish verifying it.",
        code: "PASSWORD_REQUIRED",
      },
    });
    expect(await me(squatter.client)).toMatchObject({ isAdmin: false, emailVerified: false });
    expect((await owner.post("/api/verify-email", { token, password: "short" })).status).toBe(400);

    // With a new password the owner takes the account over and is signed in as the super-admin.
    const ownerPassword = "the owner's new password";
    const verified = await owner.post("/api/verify-email", { token, password: ownerPassword });
    expect(verified).toMatchObject({ status: 200, body: { message: "Your email address is verified." } });
    expect(await me(owner)).toMatchObject({ email: TEST_ADMIN_EMAIL, isAdmin: true, emailVerified: true });
    expect((await owner.get("/api/admin/users")).status).toBe(200);

    // The squatter's session is gone, and their password no longer opens the account.
    expect((await squatter.client.get("/api/auth/user")).status).toBe(401);
    expect((await squatter.client.get("/api/admin/users")).status).toBe(401);
    const retry = new HttpClient(server.url);
    expect((await retry.post("/api/login", { email: TEST_ADMIN_EMAIL, password: squatterPassword })).status).toBe(401);
    expect((await retry.post("/api/login", { email: TEST_ADMIN_EMAIL, password: ownerPassword })).status).toBe(200);
    expect(await me(retry)).toMatchObject({ isAdmin: true });

    // The link works once.
    const again = await owner.post("/api/verify-email", { token, password: "yet another password" });
    expect(again).toMatchObject({ status: 400, body: INVALID_LINK });
  });

  it("verifies ordinary accounts without making them admin, and refuses unknown tokens", async () => {
    const { client, email } = await registerUser(server);
    const token = await verificationToken(email);
    expect((await client.post("/api/verify-email", { token: `${token}x` })).body).toEqual(INVALID_LINK);
    expect(await me(client)).toMatchObject({ isAdmin: false, emailVerified: false });
    expect((await client.post("/api/verify-email", { token })).status).toBe(200);
    expect(await me(client)).toMatchObject({ isAdmin: false, emailVerified: true });
  });

  it("sends a fresh link on request that replaces the first", async () => {
    const { client, email } = await registerUser(server);
    const first = await verificationToken(email);
    inbox.messages.splice(0, inbox.messages.length);
    expect((await client.post("/api/verify-email/resend")).status).toBe(200);
    const second = await verificationToken(email);
    expect(second).not.toBe(first);
    expect((await client.post("/api/verify-email", { token: first })).status).toBe(400);
    expect((await client.post("/api/verify-email", { token: second })).status).toBe(200);
    expect((await new HttpClient(server.url).post("/api/verify-email/resend")).status).toBe(401);
  });
});
