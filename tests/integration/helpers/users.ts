// Account helpers that go through the real API: register, sign in, become the super-admin.
import { randomBytes } from "node:crypto";
import type { CurrentUser } from "../../../src/contract/auth";
import { markEmailVerified } from "../../../src/server/auth/email-verification";
import { grantCredits } from "../../../src/server/credits/grant-credits";
import type { Db } from "../../../src/server/db/client";
import { HttpClient } from "./http-client";
import { TEST_ADMIN_EMAIL, type TestServer } from "./test-server";

export const TEST_PASSWORD = "correct horse battery";

export type SignedInUser = { client: HttpClient; user: CurrentUser; email: string; password: string };

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomBytes(5).toString("hex")}@example.test`;
}

/** Registers a new account (unique e-mail unless given) and returns a client signed in as it. */
export async function registerUser(
  server: Pick<TestServer, "url">,
  overrides: { email?: string; password?: string; firstName?: string; lastName?: string } = {},
): Promise<SignedInUser> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? TEST_PASSWORD;
  const client = new HttpClient(server.url);
  const res = await client.post<CurrentUser>("/api/register", {
    email,
    password,
    firstName: overrides.firstName ?? "Test",
    lastName: overrides.lastName ?? "User",
  });
  if (res.status !== 201) throw new Error(`register ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { client, user: res.body, email, password };
}

/** Registers a new account through the API and grants it `credits` in the database, as the admin console would. */
export async function registerUserWithCredits(server: { url: string; db: Db }, credits: number): Promise<SignedInUser> {
  const signedIn = await registerUser(server);
  if (credits > 0) {
    await grantCredits(server.db, { userId: signedIn.user.id, credits, reason: "test setup", actorId: null });
  }
  return signedIn;
}

/** A fresh client signed in with the given credentials. */
export async function loginAs(
  server: Pick<TestServer, "url">,
  email: string,
  password = TEST_PASSWORD,
): Promise<HttpClient> {
  const client = new HttpClient(server.url);
  const res = await client.post("/api/login", { email, password });
  if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return client;
}

/**
 * A client signed in as the super-admin (the account with the server's SUPER_ADMIN_EMAIL), creating it if needed and
 * confirming its address the way `npm run admin -- make-admin` does.
 */
export async function makeAdmin(server: Pick<TestServer, "url" | "config" | "db">): Promise<SignedInUser> {
  const email = server.config.superAdminEmail ?? TEST_ADMIN_EMAIL;
  const attempt = new HttpClient(server.url);
  const res = await attempt.post<CurrentUser>("/api/login", { email, password: TEST_PASSWORD });
  const signedIn =
    res.status === 200
      ? { client: attempt, user: res.body, email, password: TEST_PASSWORD }
      : await registerUser(server, { email, firstName: "Super", lastName: "Admin" });
  await markEmailVerified(server.db, email);
  const me = await signedIn.client.get<CurrentUser>("/api/auth/user");
  return { ...signedIn, user: me.body };
}
