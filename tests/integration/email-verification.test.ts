// E-mail verification and the super-admin: registering SUPER_ADMIN_EMAIL grants nothing until the link e-mailed to
// that address (through a real SMTP server on loopback) is followed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentUserSchema } from "../../src/contract/auth";
import { backends } from "./helpers/backends";
import { HttpClient } from "./helpers/http-client";
import { startSmtpInbox, type SmtpInbox } from "./helpers/smtp-inbox";
import { startTestServer, TEST_ADMIN_EMAIL, type TestServer } from "./helpers/test-server";
import { registerUser } from "./helpers/users";

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

  it("gives the super-admin address no admin rights until the e-mailed link is followed", async () => {
    const { client, user } = await registerUser(server, { email: TEST_ADMIN_EMAIL });
    // Registration still signs the new account in.
    expect(user).toMatchObject({ email: TEST_ADMIN_EMAIL, isAdmin: false, emailVerified: false });
    expect((await client.get("/api/admin/users")).status).toBe(403);

    const token = await verificationToken(TEST_ADMIN_EMAIL);
    // Anyone holding the link may follow it (it proves the mailbox, not the browser).
    const verified = await new HttpClient(server.url).post("/api/verify-email", { token });
    expect(verified).toMatchObject({ status: 200, body: { message: "Your email address is verified." } });

    expect(await me(client)).toMatchObject({ isAdmin: true, emailVerified: true });
    expect((await client.get("/api/admin/users")).status).toBe(200);

    const again = await client.post("/api/verify-email", { token });
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
