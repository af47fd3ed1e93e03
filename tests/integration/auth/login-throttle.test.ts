// Password guessing spread over many client addresses: each account counts its failed sign-ins in the database and
// makes further attempts wait, without locking its owner out (sessions and the reset link keep working).
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginThrottleKey } from "../../../src/server/auth/login-throttle";
import { loginThrottles } from "../../../src/server/db/schema";
import { backends } from "../helpers/backends";
import { HttpClient, type JsonResponse } from "../helpers/http-client";
import { startSmtpInbox, type SmtpInbox } from "../helpers/smtp-inbox";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { TEST_PASSWORD, uniqueEmail } from "../helpers/users";

const WRONG = "not the password";
const WAIT_MESSAGE =
  /^Too many sign-in attempts for this account\. Please try again in \d+ (seconds?|minutes?), or reset your password\.$/;

describe.each(backends())("failed sign-ins per account on %s", (backend) => {
  let server: TestServer;
  let inbox: SmtpInbox;
  let address = 0;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    server = await startTestServer({
      backend,
      env: {
        SMTP_URL: inbox.url,
        // The addresses come from X-Forwarded-For, as behind a proxy; 3 a minute each would stop one address early.
        TRUST_PROXY: "true",
        AUTH_RATE_LIMIT_PER_MINUTE: "3",
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await inbox?.close();
  });

  /** A sign-in from an address no earlier request used, so the per-address limit never applies. */
  function loginFromNewAddress(email: string, password: string, client = new HttpClient(server.url)) {
    return client.post("/api/login", { email, password }, { "x-forwarded-for": nextAddress() });
  }

  function nextAddress(): string {
    address++;
    return `198.51.${Math.floor(address / 250)}.${(address % 250) + 1}`;
  }

  /** A new account, registered (and signed in) from an address of its own. */
  async function register(): Promise<{ client: HttpClient; email: string; password: string }> {
    const email = uniqueEmail();
    const client = new HttpClient(server.url);
    const res = await client.post(
      "/api/register",
      { email, password: TEST_PASSWORD },
      { "x-forwarded-for": nextAddress() },
    );
    expect(res.status).toBe(201);
    return { client, email, password: TEST_PASSWORD };
  }

  async function guessFromManyAddresses(email: string, count: number): Promise<JsonResponse[]> {
    const answers: JsonResponse[] = [];
    for (let i = 0; i < count; i++) answers.push(await loginFromNewAddress(email, `${WRONG} ${i}`));
    return answers;
  }

  async function resetLink(email: string): Promise<string> {
    const res = await new HttpClient(server.url).post(
      "/api/forgot-password",
      { email },
      { "x-forwarded-for": nextAddress() },
    );
    expect(res.status).toBe(200);
    const mail = await inbox.waitForMail(email, 10_000, "/reset-password/");
    const token = new RegExp(`${server.url}/reset-password/([A-Za-z0-9_-]+)`).exec(mail.text)?.[1];
    expect(token, mail.text).toBeDefined();
    return token ?? "";
  }

  it("answers 429 with Retry-After once an account has failed 10 times from 40 addresses; the owner's session stays", async () => {
    const owner = await register();
    const answers = await guessFromManyAddresses(owner.email, 40);
    expect(answers.map((a) => a.status)).toEqual([...Array(10).fill(401), ...Array(30).fill(429)]);
    for (const limited of answers.slice(10)) {
      expect(limited.body).toEqual({ message: expect.stringMatching(WAIT_MESSAGE), code: "RATE_LIMITED" });
      const retryAfter = Number(limited.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(30);
    }
    // The right password waits too (otherwise a 429 would tell a guess was wrong) ...
    expect((await loginFromNewAddress(owner.email, owner.password)).status).toBe(429);
    // ... but the owner's existing session is not touched.
    const me = await owner.client.get<{ email: string }>("/api/auth/user");
    expect(me).toMatchObject({ status: 200, body: { email: owner.email } });
    // A refused attempt is not counted: the wait did not grow past the first one.
    const [row] = await server.db
      .select()
      .from(loginThrottles)
      .where(eq(loginThrottles.accountKey, loginThrottleKey(owner.email)));
    expect(row?.failures).toBe(10);
  });

  it("lets the owner in with a reset link during the wait, and the reset starts the count again", async () => {
    const owner = await register();
    await guessFromManyAddresses(owner.email, 12);
    expect((await loginFromNewAddress(owner.email, owner.password)).status).toBe(429);

    const token = await resetLink(owner.email);
    const reset = await new HttpClient(server.url).post(
      "/api/reset-password",
      { token, password: "a fresh new secret" },
      { "x-forwarded-for": nextAddress() },
    );
    expect(reset).toMatchObject({ status: 200 });
    const client = new HttpClient(server.url);
    expect((await loginFromNewAddress(owner.email, "a fresh new secret", client)).status).toBe(200);
    expect((await client.get("/api/auth/user")).status).toBe(200);
    // A fresh count: nine more failures are still only 401s.
    expect((await guessFromManyAddresses(owner.email, 9)).map((a) => a.status)).toEqual(Array(9).fill(401));
  });

  it("clears the count on a successful sign-in", async () => {
    const owner = await register();
    expect((await guessFromManyAddresses(owner.email, 9)).map((a) => a.status)).toEqual(Array(9).fill(401));
    expect((await loginFromNewAddress(owner.email, owner.password)).status).toBe(200);
    // Counted from nothing again: ten more failures, and only then a wait.
    expect((await guessFromManyAddresses(owner.email, 11)).map((a) => a.status)).toEqual([...Array(10).fill(401), 429]);
  });

  it("lets one attempt through when the wait is over, and a wrong one waits longer", async () => {
    const owner = await register();
    await guessFromManyAddresses(owner.email, 11);
    const key = loginThrottleKey(owner.email);
    const waitLeft = async () => Number((await loginFromNewAddress(owner.email, WRONG)).headers.get("retry-after"));
    expect(await waitLeft()).toBeLessThanOrEqual(30);
    const endWait = () =>
      server.db
        .update(loginThrottles)
        .set({ blockedUntil: sql`now() - interval '1 second'` })
        .where(eq(loginThrottles.accountKey, key));

    await endWait();
    expect((await loginFromNewAddress(owner.email, WRONG)).status).toBe(401);
    // The 11th failure: twice the first wait.
    expect(await waitLeft()).toBeGreaterThan(30);
    expect(await waitLeft()).toBeLessThanOrEqual(60);

    await endWait();
    const client = new HttpClient(server.url);
    expect((await loginFromNewAddress(owner.email, owner.password, client)).status).toBe(200);
    expect(await server.db.select().from(loginThrottles).where(eq(loginThrottles.accountKey, key))).toEqual([]);
  });

  it("treats an address without an account exactly like one with an account", async () => {
    const nobody = await guessFromManyAddresses(uniqueEmail("nobody"), 12);
    const somebody = await guessFromManyAddresses((await register()).email, 12);
    expect(nobody.map((a) => a.status)).toEqual([...Array(10).fill(401), 429, 429]);
    expect(somebody.map((a) => a.status)).toEqual(nobody.map((a) => a.status));
    expect(nobody.map((a) => a.body)).toEqual(somebody.map((a) => a.body));
  });

  it("checks at most 10 passwords of 40 guesses sent at once from 40 addresses", async () => {
    const owner = await register();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => loginFromNewAddress(owner.email, `${WRONG} ${i}`)),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
  });
});
