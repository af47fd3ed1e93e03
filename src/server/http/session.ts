// Cookie <-> session plumbing: loads the signed-in user onto API requests, and starts or ends a session.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { SIGN_IN_REQUIRED } from "../../contract/auth";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { UserRow } from "../db/schema";
import { SESSION_TTL_MS, createSession, deleteExpiredSessions, deleteSession, findSessionUser } from "./session-store";
import { AppError } from "./app-error";
import { registerHourlySweep } from "./hourly-sweep";
import { isApiRoute } from "./route-path";

export const SESSION_COOKIE = "sid";

declare module "fastify" {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    /** The signed-in user, loaded for /api and /ws requests; null when signed out. */
    user: UserRow | null;
    sessionId: string | null;
  }
}

export function registerSessions(app: FastifyInstance, deps: { db: Db; config: Config }): void {
  app.decorateRequest("user", null);
  app.decorateRequest("sessionId", null);

  app.addHook("onRequest", async (request) => {
    if (!isApiRoute(request)) return;
    const raw = request.cookies[SESSION_COOKIE];
    if (!raw) return;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return;
    const user = await findSessionUser(deps.db, unsigned.value);
    if (user) {
      request.user = user;
      request.sessionId = unsigned.value;
    }
  });

  // Expired rows are removed at start and hourly; reads ignore them anyway, this only keeps the table small. The
  // failed sign-ins are swept by the auth routes, which own them.
  registerHourlySweep(app, "session cleanup failed", () => deleteExpiredSessions(deps.db));
}

function cookieOptions(config: Config) {
  return {
    path: "/",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: config.appUrl.startsWith("https:"),
    signed: true,
  };
}

/** Signs the user in with a fresh session id; any session the request already had is destroyed (rotation). */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { db: Db; config: Config },
  user: UserRow,
): Promise<void> {
  if (request.sessionId) await deleteSession(deps.db, request.sessionId);
  const sid = await createSession(deps.db, user.id);
  reply.setCookie(SESSION_COOKIE, sid, { ...cookieOptions(deps.config), maxAge: SESSION_TTL_MS / 1000 });
  request.user = user;
  request.sessionId = sid;
}

export async function endSession(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { db: Db; config: Config },
): Promise<void> {
  if (request.sessionId) await deleteSession(deps.db, request.sessionId);
  reply.clearCookie(SESSION_COOKIE, cookieOptions(deps.config));
  request.user = null;
  request.sessionId = null;
}

/** The signed-in user, or a 401. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new AppError("unauthorized", SIGN_IN_REQUIRED);
  return request.user;
}
