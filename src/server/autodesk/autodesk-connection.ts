// A user's stored Autodesk Build connection: tokens sealed at rest (src/server/integrations/sealed-tokens.ts) and
// the paced client for the user's calls. Disconnect revokes the refresh token at Autodesk and deletes the row.
import { eq } from "drizzle-orm";
import { AUTODESK_SETUP_TEXT, type AutodeskStatus } from "../../contract/autodesk";
import {
  revokeRefreshToken,
  refreshTokens,
  type AutodeskApp,
  type AutodeskTokens,
} from "../../autodesk/autodesk-oauth";
import { PacedHttp } from "../../integrations/paced-http";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { autodeskConnections } from "../db/schema";
import { AppError } from "../http/app-error";
import { sealedTokenSource, sealTokens } from "../integrations/sealed-tokens";
import { decryptToken } from "../integrations/token-cipher";

export const AUTODESK_NOT_CONFIGURED = AUTODESK_SETUP_TEXT;
export const AUTODESK_NOT_CONNECTED = "Connect your Autodesk account first.";

export type AutodeskConnectionRow = typeof autodeskConnections.$inferSelect;

export function autodeskApp(config: Config): AutodeskApp & { tokenKey: Buffer } {
  const app = config.autodesk.app;
  if (!app) throw new AppError("unavailable", AUTODESK_NOT_CONFIGURED);
  return {
    baseUrl: config.autodesk.baseUrl,
    clientId: app.clientId,
    clientSecret: app.clientSecret,
    redirectUri: app.callbackUrl ?? `${config.appUrl}/api/autodesk/callback`,
    tokenKey: app.tokenKey,
  };
}

export async function readAutodeskConnection(db: Db, userId: string): Promise<AutodeskConnectionRow | null> {
  const [row] = await db.select().from(autodeskConnections).where(eq(autodeskConnections.userId, userId));
  return row ?? null;
}

export async function requireAutodeskConnection(db: Db, userId: string): Promise<AutodeskConnectionRow> {
  const row = await readAutodeskConnection(db, userId);
  if (!row) throw new AppError("conflict", AUTODESK_NOT_CONNECTED);
  return row;
}

export async function saveAutodeskTokens(db: Db, key: Buffer, userId: string, tokens: AutodeskTokens): Promise<void> {
  const sealed = { ...sealTokens(key, tokens), updatedAt: new Date() };
  await db
    .insert(autodeskConnections)
    .values({ userId, ...sealed })
    .onConflictDoUpdate({ target: autodeskConnections.userId, set: sealed });
}

/** Revokes the refresh token at Autodesk (best effort: the row goes either way) and deletes the row. */
export async function disconnectAutodesk(db: Db, config: Config, userId: string): Promise<void> {
  const row = await readAutodeskConnection(db, userId);
  if (!row) return;
  const app = autodeskApp(config);
  let refreshToken: string | null = null;
  try {
    refreshToken = decryptToken(app.tokenKey, row.refreshTokenSealed);
  } catch {
    refreshToken = null; // sealed with another key: nothing to revoke with
  }
  await db.delete(autodeskConnections).where(eq(autodeskConnections.userId, userId));
  if (refreshToken) await revokeRefreshToken(app, refreshToken);
}

export function autodeskStatus(config: Config, row: AutodeskConnectionRow | null): AutodeskStatus {
  return {
    configured: config.autodesk.app !== null,
    connected: row !== null,
    hubId: row?.hubId ?? null,
    hubName: row?.hubName ?? null,
    projectId: row?.projectId ?? null,
    projectName: row?.projectName ?? null,
    typeMapping: row?.typeMapping ?? [],
  };
}

export function autodeskHttp(db: Db, config: Config, userId: string, signal?: AbortSignal): PacedHttp {
  const app = autodeskApp(config);
  const tokens = sealedTokenSource({
    id: `autodesk:${userId}`,
    key: app.tokenKey,
    read: () => requireAutodeskConnection(db, userId),
    save: async (sealed) => {
      await db
        .update(autodeskConnections)
        .set({ ...sealed, updatedAt: new Date() })
        .where(eq(autodeskConnections.userId, userId));
    },
    refreshGrant: (refreshToken) => refreshTokens(app, refreshToken),
    lapsed: "Autodesk no longer accepts this connection. Connect your Autodesk account again.",
  });
  return new PacedHttp({
    service: "Autodesk",
    apiUrl: config.autodesk.baseUrl,
    tokens,
    answered: [400, 409, 422],
    signal,
  });
}
