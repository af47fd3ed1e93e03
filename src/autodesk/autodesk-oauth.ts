// Autodesk Platform Services' 3-legged OAuth (authentication v2): the authorize address the user is sent to, the code
// exchanged for tokens, the refresh, and the revoke on disconnect. The client id and secret go in a Basic
// Authorization header, the grant form-encoded. Tokens come back only to the caller (which seals them); nothing is
// logged, and an error keeps the status and Autodesk's error code, never a body that could echo a token.

export type AutodeskApp = { baseUrl: string; clientId: string; clientSecret: string; redirectUri: string };

export type AutodeskTokens = { accessToken: string; refreshToken: string; expiresAt: Date };

/** What a send needs: read and write project data, and read the account's hubs and projects. */
export const AUTODESK_SCOPES = "data:read data:write account:read";

export function authorizeUrl(app: AutodeskApp, state: string): string {
  const url = new URL("/authentication/v2/authorize", app.baseUrl);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("client_id", app.clientId);
  url.searchParams.set("redirect_uri", app.redirectUri);
  url.searchParams.set("scope", AUTODESK_SCOPES);
  url.searchParams.set("state", state);
  return url.toString();
}

const basic = (app: AutodeskApp) =>
  `Basic ${Buffer.from(`${app.clientId}:${app.clientSecret}`, "utf8").toString("base64")}`;

async function post(app: AutodeskApp, path: string, form: Record<string, string>): Promise<Response> {
  return fetch(new URL(path, app.baseUrl), {
    method: "POST",
    headers: {
      authorization: basic(app),
      "content-type": "application/x-www-form-urlencoded",
      accept: "application/json",
    },
    body: new URLSearchParams(form).toString(),
  });
}

async function tokenRequest(app: AutodeskApp, grant: Record<string, string>): Promise<AutodeskTokens> {
  const response = await post(app, "/authentication/v2/token", grant);
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok || typeof body?.access_token !== "string" || typeof body.refresh_token !== "string") {
    const code = typeof body?.error === "string" ? body.error : "no error code";
    throw new Error(`Autodesk refused the token request (${response.status}, ${code})`);
  }
  const expiresIn = typeof body.expires_in === "number" ? body.expires_in : 3600;
  return {
    accessToken: body.access_token,
    refreshToken: body.refresh_token,
    expiresAt: new Date(Date.now() + expiresIn * 1000),
  };
}

export const exchangeCode = (app: AutodeskApp, code: string) =>
  tokenRequest(app, { grant_type: "authorization_code", code, redirect_uri: app.redirectUri });

export const refreshTokens = (app: AutodeskApp, refreshToken: string) =>
  tokenRequest(app, { grant_type: "refresh_token", refresh_token: refreshToken });

/** Revokes the refresh token at Autodesk (its access tokens lapse within the hour); false when Autodesk refused. */
export async function revokeRefreshToken(app: AutodeskApp, refreshToken: string): Promise<boolean> {
  const response = await post(app, "/authentication/v2/revoke", {
    token: refreshToken,
    token_type_hint: "refresh_token",
  }).catch(() => null);
  await response?.body?.cancel().catch(() => {});
  return response?.ok === true;
}
