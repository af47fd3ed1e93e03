// The Autodesk settings of the start-up config: the APS app's client id and secret, its callback address, the base
// address of Autodesk Platform Services (a test's fake), and the key that seals stored tokens. All optional: without
// any the product works as before and the Send to Autodesk Build card says how to set it up; a partial set (an id
// without its secret or key, or the reverse) stops start-up naming what is missing.
import { z } from "zod";
import { optionalEnv } from "../env-values";
import { readTokenKey } from "../integrations/token-cipher";

export const autodeskEnvShape = {
  AUTODESK_CLIENT_ID: optionalEnv(z.string().trim().max(200)),
  AUTODESK_CLIENT_SECRET: optionalEnv(z.string().trim().max(500)),
  /** 32 bytes as 64 hex characters or base64: AES-256-GCM key for the tokens kept in the database. */
  AUTODESK_TOKEN_KEY: optionalEnv(z.string().trim()),
  /** The callback registered with the APS app; default APP_URL/api/autodesk/callback. */
  AUTODESK_CALLBACK_URL: optionalEnv(
    z
      .string()
      .trim()
      .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), "must be a http(s):// URL"),
  ),
  /** Autodesk Platform Services' origin (authentication, Data Management, ACC); default the public one. */
  AUTODESK_BASE_URL: optionalEnv(
    z
      .string()
      .trim()
      .regex(/^https?:\/\/[^\s/?#]+\/?$/, "must be an http(s) origin such as https://developer.api.autodesk.com"),
  ),
};

export type AutodeskConfig = {
  baseUrl: string;
  /** Set only when the client id, secret and token key all are. */
  app: { clientId: string; clientSecret: string; tokenKey: Buffer; callbackUrl: string | null } | null;
};

const PUBLIC_BASE_URL = "https://developer.api.autodesk.com";

type AutodeskEnv = { [K in keyof typeof autodeskEnvShape]?: string | undefined };

export function readAutodeskConfig(env: AutodeskEnv): { autodesk: AutodeskConfig; problems: string[] } {
  const baseUrl = (env.AUTODESK_BASE_URL ?? PUBLIC_BASE_URL).replace(/\/+$/, "");
  const id = env.AUTODESK_CLIENT_ID;
  const secret = env.AUTODESK_CLIENT_SECRET;
  const keyText = env.AUTODESK_TOKEN_KEY;
  if (!id && !secret && !keyText) return { autodesk: { baseUrl, app: null }, problems: [] };
  const problems: string[] = [];
  if (!id) problems.push("AUTODESK_CLIENT_ID: required with AUTODESK_CLIENT_SECRET and AUTODESK_TOKEN_KEY");
  if (!secret) problems.push("AUTODESK_CLIENT_SECRET: required with AUTODESK_CLIENT_ID");
  const key = keyText ? readTokenKey(keyText) : null;
  if (!key) {
    problems.push("AUTODESK_TOKEN_KEY: required with AUTODESK_CLIENT_ID, 32 bytes as 64 hex characters or base64");
  }
  if (!id || !secret || !key) return { autodesk: { baseUrl, app: null }, problems };
  return {
    autodesk: {
      baseUrl,
      app: { clientId: id, clientSecret: secret, tokenKey: key, callbackUrl: env.AUTODESK_CALLBACK_URL ?? null },
    },
    problems: [],
  };
}
