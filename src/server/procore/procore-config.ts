// The Procore settings of the start-up config: the app's client id and secret, sandbox or production hosts (or
// explicit addresses, for a test's fake), and the key that encrypts stored tokens. All optional: without a client id
// the product works as before and the Send to Procore panel says how to set one up.
import { z } from "zod";
import { optionalEnv } from "../env-values";
import { readTokenKey } from "../integrations/token-cipher";

const origin = optionalEnv(
  z
    .string()
    .trim()
    .regex(/^https?:\/\/[^\s/?#]+\/?$/, "must be an http(s) origin such as https://api.procore.com"),
);

export const procoreEnvShape = {
  PROCORE_CLIENT_ID: optionalEnv(z.string().trim().max(200)),
  PROCORE_CLIENT_SECRET: optionalEnv(z.string().trim().max(500)),
  PROCORE_ENVIRONMENT: optionalEnv(z.enum(["sandbox", "production"])),
  PROCORE_LOGIN_URL: origin,
  PROCORE_API_URL: origin,
  /** 32 bytes as 64 hex characters or base64: AES-256-GCM key for the tokens kept in the database. */
  PROCORE_TOKEN_KEY: optionalEnv(z.string().trim()),
};

export type ProcoreConfig = {
  environment: "sandbox" | "production";
  loginUrl: string;
  apiUrl: string;
  /** Set only when the client id, secret and token key all are. */
  app: { clientId: string; clientSecret: string; tokenKey: Buffer } | null;
};

/** Procore's published hosts: login-sandbox/sandbox for the developer sandbox, login/api for production. */
const HOSTS = {
  sandbox: { loginUrl: "https://login-sandbox.procore.com", apiUrl: "https://sandbox.procore.com" },
  production: { loginUrl: "https://login.procore.com", apiUrl: "https://api.procore.com" },
} as const;

type ProcoreEnv = { [K in keyof typeof procoreEnvShape]?: string | undefined };

export function readProcoreConfig(env: ProcoreEnv): { procore: ProcoreConfig; problems: string[] } {
  const environment = env.PROCORE_ENVIRONMENT === "production" ? "production" : "sandbox";
  const hosts = HOSTS[environment];
  const base = {
    environment,
    loginUrl: (env.PROCORE_LOGIN_URL ?? hosts.loginUrl).replace(/\/+$/, ""),
    apiUrl: (env.PROCORE_API_URL ?? hosts.apiUrl).replace(/\/+$/, ""),
  } as const;
  if (!env.PROCORE_CLIENT_ID) return { procore: { ...base, app: null }, problems: [] };
  const problems: string[] = [];
  if (!env.PROCORE_CLIENT_SECRET) problems.push("PROCORE_CLIENT_SECRET: required with PROCORE_CLIENT_ID");
  const key = env.PROCORE_TOKEN_KEY ? readTokenKey(env.PROCORE_TOKEN_KEY) : null;
  if (!key) {
    problems.push("PROCORE_TOKEN_KEY: required with PROCORE_CLIENT_ID, 32 bytes as 64 hex characters or base64");
  }
  if (problems.length > 0 || !key || !env.PROCORE_CLIENT_SECRET) return { procore: { ...base, app: null }, problems };
  return {
    procore: {
      ...base,
      app: { clientId: env.PROCORE_CLIENT_ID, clientSecret: env.PROCORE_CLIENT_SECRET, tokenKey: key },
    },
    problems: [],
  };
}
