// A user's stored Procore connection: tokens sealed at rest and unsealed only to make a call, refreshed a minute
// before they expire or after a 401 (one refresh at a time per user: Procore's refresh token is single use).
import { eq } from "drizzle-orm";
import { PROCORE_SETUP_TEXT, type ProcoreStatus } from "../../contract/procore";
import { ProcoreHttp, type TokenSource } from "../../procore/procore-http";
import { refreshTokens, type ProcoreApp, type ProcoreTokens } from "../../procore/procore-oauth";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { procoreConnections } from "../db/schema";
import { AppError } from "../http/app-error";
import { decryptToken, encryptToken } from "../integrations/token-cipher";

export const NOT_CONFIGURED = PROCORE_SETUP_TEXT;
export const NOT_CONNECTED = "Connect your Procore account first.";

export type ConnectionRow = typeof procoreConnections.$inferSelect;

export function procoreApp(config: Config): ProcoreApp & { tokenKey: Buffer } {
  const app = config.procore.app;
  if (!app) throw new AppError("unavailable", NOT_CONFIGURED);
  return {
    loginUrl: config.procore.loginUrl,
    clientId: app.clientId,
    clientSecret: app.clientSecret,
    redirectUri: `${config.appUrl}/api/procore/callback`,
    tokenKey: app.tokenKey,
  };
}

export async function readConnection(db: Db, userId: string): Promise<ConnectionRow | null> {
  const [row] = await db.select().from(procoreConnections).where(eq(procoreConnections.userId, userId));
  return row ?? null;
}

export async function requireConnection(db: Db, userId: string): Promise<ConnectionRow> {
  const row = await readConnection(db, userId);
  if (!row) throw new AppError("conflict", NOT_CONNECTED);
  return row;
}

export async function saveTokens(db: Db, key: Buffer, userId: string, tokens: ProcoreTokens): Promise<void> {
  const sealed = {
    accessTokenSealed: encryptToken(key, tokens.accessToken),
    refreshTokenSealed: encryptToken(key, tokens.refreshToken),
    expiresAt: tokens.expiresAt,
    updatedAt: new Date(),
  };
  await db
    .insert(procoreConnections)
    .values({ userId, ...sealed })
    .onConflictDoUpdate({ target: procoreConnections.userId, set: sealed });
}

export async function deleteConnection(db: Db, userId: string): Promise<void> {
  await db.delete(procoreConnections).where(eq(procoreConnections.userId, userId));
}

export function connectionStatus(config: Config, row: ConnectionRow | null): ProcoreStatus {
  return {
    configured: config.procore.app !== null,
    environment: config.procore.environment,
    connected: row !== null,
    companyId: row?.companyId ?? null,
    companyName: row?.companyName ?? null,
    projectId: row?.projectId ?? null,
    projectName: row?.projectName ?? null,
    typeMapping: row?.typeMapping ?? [],
  };
}

const refreshing = new Map<string, Promise<string>>();
const EARLY_MS = 60_000;

/** Access tokens for the user's calls, refreshed before expiry and after a 401; sealed again when renewed. */
export function tokenSource(db: Db, config: Config, userId: string): TokenSource {
  const app = procoreApp(config);
  const refresh = (): Promise<string> => {
    const running = refreshing.get(userId);
    if (running) return running;
    const task = (async () => {
      const row = await requireConnection(db, userId);
      const tokens = await refreshTokens(app, decryptToken(app.tokenKey, row.refreshTokenSealed)).catch(() => {
        throw new AppError(
          "conflict",
          "Procore no longer accepts this connection. Connect your Procore account again.",
        );
      });
      await saveTokens(db, app.tokenKey, userId, tokens);
      return tokens.accessToken;
    })().finally(() => refreshing.delete(userId));
    refreshing.set(userId, task);
    return task;
  };
  return {
    accessToken: async () => {
      const running = refreshing.get(userId);
      if (running) return running;
      const row = await requireConnection(db, userId);
      if (row.expiresAt.getTime() - Date.now() < EARLY_MS) return refresh();
      return decryptToken(app.tokenKey, row.accessTokenSealed);
    },
    refresh,
  };
}

export function procoreHttp(
  db: Db,
  config: Config,
  userId: string,
  companyId: number | null,
  signal?: AbortSignal,
): ProcoreHttp {
  return new ProcoreHttp({ apiUrl: config.procore.apiUrl, companyId, tokens: tokenSource(db, config, userId), signal });
}
