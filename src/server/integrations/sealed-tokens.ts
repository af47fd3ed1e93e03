// Access tokens for a user's calls to a connected service, from tokens sealed at rest: unsealed only to make a call,
// refreshed a minute before they expire or after a 401, one refresh at a time per user and service (refresh tokens
// are single use), and sealed again when renewed.
import type { TokenSource } from "../../integrations/paced-http";
import { AppError } from "../http/app-error";
import { decryptToken, encryptToken } from "./token-cipher";

export type TokenSet = { accessToken: string; refreshToken: string; expiresAt: Date };
export type SealedTokens = { accessTokenSealed: string; refreshTokenSealed: string; expiresAt: Date };

export function sealTokens(key: Buffer, tokens: TokenSet): SealedTokens {
  return {
    accessTokenSealed: encryptToken(key, tokens.accessToken),
    refreshTokenSealed: encryptToken(key, tokens.refreshToken),
    expiresAt: tokens.expiresAt,
  };
}

const refreshing = new Map<string, Promise<string>>();
const EARLY_MS = 60_000;

export function sealedTokenSource(options: {
  /** "autodesk:<user id>": one refresh at a time per service and user. */
  id: string;
  key: Buffer;
  /** The stored row; throws (409 "connect first") when there is none. */
  read: () => Promise<SealedTokens>;
  save: (sealed: SealedTokens) => Promise<void>;
  refreshGrant: (refreshToken: string) => Promise<TokenSet>;
  /** Said when the service no longer takes the refresh token. */
  lapsed: string;
}): TokenSource {
  const { id, key } = options;
  const refresh = (): Promise<string> => {
    const running = refreshing.get(id);
    if (running) return running;
    const task = (async () => {
      const row = await options.read();
      const tokens = await options.refreshGrant(decryptToken(key, row.refreshTokenSealed)).catch(() => {
        throw new AppError("conflict", options.lapsed);
      });
      await options.save(sealTokens(key, tokens));
      return tokens.accessToken;
    })().finally(() => refreshing.delete(id));
    refreshing.set(id, task);
    return task;
  };
  return {
    accessToken: async () => {
      const running = refreshing.get(id);
      if (running) return running;
      const row = await options.read();
      if (row.expiresAt.getTime() - Date.now() < EARLY_MS) return refresh();
      return decryptToken(key, row.accessTokenSealed);
    },
    refresh,
  };
}
