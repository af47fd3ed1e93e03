// Signs a browser context in through the API (not the form), so only the tests of the form itself type into it.
import type { Page } from "playwright-core";
import type { CurrentUser } from "../../../src/contract/auth";
import { TEST_PASSWORD, uniqueEmail } from "../../integration/helpers/users";

export type Credentials = { email: string; password: string };

export { TEST_PASSWORD, uniqueEmail };

async function postJson(page: Page, baseUrl: string, path: string, data: unknown): Promise<CurrentUser> {
  // The context's request client shares the page's cookie jar, so the session cookie lands on the context.
  const res = await page.context().request.post(new URL(path, baseUrl).toString(), {
    data,
    headers: { origin: baseUrl },
  });
  if (!res.ok()) throw new Error(`${path} failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as CurrentUser;
}

/** Signs in as an existing account. */
export async function login(page: Page, baseUrl: string, user: Credentials): Promise<void> {
  await postJson(page, baseUrl, "/api/login", user);
}

/** Creates an account and leaves the context signed in as it. */
export async function registerAndLogin(
  page: Page,
  baseUrl: string,
  user: Partial<Credentials> & { firstName?: string; lastName?: string } = {},
): Promise<Credentials & { user: CurrentUser }> {
  const email = user.email ?? uniqueEmail();
  const password = user.password ?? TEST_PASSWORD;
  const created = await postJson(page, baseUrl, "/api/register", {
    email,
    password,
    firstName: user.firstName ?? "Test",
    lastName: user.lastName ?? "User",
  });
  return { email, password, user: created };
}
