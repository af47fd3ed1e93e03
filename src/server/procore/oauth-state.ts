// The OAuth `state` of a connect: the signed-in user and where to come back to, signed with the session secret and
// valid for 10 minutes, so a callback only completes the connect its own user started.
import { createHmac, timingSafeEqual } from "node:crypto";

const LIFETIME_MS = 10 * 60_000;

type State = { userId: string; returnTo: string };

const sign = (secret: string, payload: string) =>
  createHmac("sha256", `procore-oauth-state:${secret}`).update(payload).digest("base64url");

export function createOAuthState(secret: string, state: State, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ u: state.userId, r: state.returnTo, e: now + LIFETIME_MS })).toString(
    "base64url",
  );
  return `${payload}.${sign(secret, payload)}`;
}

export function readOAuthState(secret: string, text: string, now = Date.now()): State | null {
  const [payload, signature] = text.split(".");
  if (!payload || !signature) return null;
  const expected = Buffer.from(sign(secret, payload));
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
