// Procore's OAuth 2 authorization-code flow: the authorize address the user is sent to, the code exchanged for tokens,
// and the refresh. Tokens come back from here and go only to the caller (which encrypts them); nothing is logged.

export type ProcoreApp = { loginUrl: string; clientId: string; clientSecret: string; redirectUri: string };

export type ProcoreTokens = { accessToken: string; refreshToken: string; expiresAt: Date };

export function authorizeUrl(app: ProcoreApp, state: string): string {
  const url = new URL("/oauth/authorize", app.loginUrl);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("client_id", app.clientId);
  url.searchParams.set("redirect_uri", app.redirectUri);
  url.searchParams.set("state", state);
  return url.toString();
}

async function tokenRequest(app: ProcoreApp, grant: Record<string, string>): Promise<ProcoreTokens> {
  const response = await fetch(new URL("/oauth/token", app.loginUrl), {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({
      ...grant,
      client_id: app.clientId,
      client_secret: app.clientSecret,
      redirect_uri: app.redirectUri,
    }),
  });
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok || typeof body?.access_token !== "string" || typeof body.refresh_token !== "string") {
    // The body may echo what was sent; only the status and Procore's error code are kept.
    const code = typeof body?.error === "string" ? body.error : "no error code";
    throw new Error(`Procore refused the token request (${response.status}, ${code})`);
  }
  const expiresIn = typeof body.expires_in === "number" ? body.expires_in : 5400;
  return {
    accessToken: body.access_token,
    refreshToken: body.refresh_token,
    expiresAt: new Date(Date.now() + expiresIn * 1000),
  };
}

export const exchangeCode = (app: ProcoreApp, code: string) =>
  tokenRequest(app, { grant_type: "authorization_code", code });

export const refreshTokens = (app: ProcoreApp, refreshToken: string) =>
  tokenRequest(app, { grant_type: "refresh_token", refresh_token: refreshToken });
