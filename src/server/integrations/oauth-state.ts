// The OAuth `state` of a connect to a service (Procore, Autodesk): the signed-in user and where to come back to,
// signed with the session secret for that service and valid for 10 minutes, so a callback only completes the connect
// its own user started, and a state made for one service is not accepted by another's callback.
import { createHmac, timingSafeEqual } from "node:crypto";

const LIFETIME_MS = 10 * 60_000;

type State = { userId: string; returnTo: string };

export type OAuthService = "procore" | "autodesk";

const sign = (secret: string, payload: string, service: OAuthService) =>
  createHmac("sha256", `${service}-oauth-state:${secret}`).update(payload).digest("base64url");

export function createOAuthState(
  secret: string,
  state: State,
  now = Date.now(),
  service: OAuthService = "procore",
): string {
  const payload = Buffer.from(JSON.stringify({ u: state.userId, r: state.returnTo, e: now + LIFETIME_MS })).toString(
    "base64url",
  );
  return `${payload}.${sign(secret, payload, service)}`;
}

export function readOAuthState(
  secret: string,
  text: string,
  now = Date.now(),
  service: OAuthService = "procore",
): State | null {
  const [payload, signature] = text.split(".");
  if (!payload || !signature) return null;
  const expected = Buffer.from(sign(secret, payload, service));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
      u: string;
      r: string;
      e: number;
    };
    if (typeof parsed.e !== "number" || parsed.e < now) return null;
    return { userId: parsed.u, returnTo: safeReturnPath(parsed.r) };
  } catch {
    return null;
  }
}

/** Only a path of this app: never another site (an open redirect). */
export function safeReturnPath(path: unknown): string {
  return typeof path === "string" && /^\/(?![/\\])[\w\-/.%?=&]*$/.test(path) ? path : "/dashboard";
}
