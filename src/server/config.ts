// Reads the environment once at start-up into a typed config; a bad value stops the process with a list of what is wrong.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { z } from "zod";
import { autodeskEnvShape, readAutodeskConfig, type AutodeskConfig } from "./autodesk/autodesk-config";
import { optionalEnv } from "./env-values";
import { paymentsEnvShape, readPaymentsConfig, type PaymentsConfig } from "./payments/payments-config";
import { procoreEnvShape, readProcoreConfig, type ProcoreConfig } from "./procore/procore-config";
import { readScanSettings, type ScanSettings } from "./scans/scan-settings";
import { readStorageConfig, type StorageConfig } from "./storage/storage-config";

const optionalString = optionalEnv(z.string().trim());
const optionalUrl = (protocols: RegExp, what: string) =>
  optionalEnv(
    z
      .string()
      .trim()
      .refine((v) => URL.canParse(v) && protocols.test(new URL(v).protocol), `must be a ${what} URL`),
  );

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:$/, "postgres://"),
  APP_URL: optionalUrl(/^https?:$/, "http(s)://"),
  SESSION_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, "must be at least 32 characters"),
  SUPER_ADMIN_EMAIL: optionalEnv(z.string().trim().toLowerCase().pipe(z.email("must be an e-mail address"))),
  SMTP_URL: optionalUrl(/^smtps?:$/, "smtp:// or smtps://"),
  MAIL_FROM: z.string().trim().min(1).default("Submittal Scanner <no-reply@localhost>"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  LOG_FORMAT: z.enum(["auto", "json", "pretty"]).default("auto"),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  ACCOUNT_LOGIN_FAILURE_LIMIT: z.coerce.number().int().min(1).max(1000).default(10),
  SOURCE_URL: optionalUrl(/^https?:$/, "http(s)://"),
  USER_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0", ""])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  ...paymentsEnvShape,
  ...procoreEnvShape,
  ...autodeskEnvShape,
});

export type Config = {
  production: boolean;
  port: number;
  host: string;
  /** Absolute path; holds the embedded database (db/), uploads and the lock file. */
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database under dataDir is used. */
  databaseUrl: string | undefined;
  /** Public origin of the app, used in e-mailed links and the Origin check. No trailing slash. */
  appUrl: string;
  sessionSecret: string;
  superAdminEmail: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  /** auto: readable lines on a terminal outside production, JSON otherwise (src/server/logger.ts). */
  logFormat: z.infer<typeof envSchema>["LOG_FORMAT"];
  /** Attempts per minute per client address on each of login, register, forgot and reset. */
  authRateLimitPerMinute: number;
  /**
   * Failed sign-ins per account, from any address, before each further attempt waits (30 s, doubling to 15 minutes);
   * forgotten 15 minutes after the last failure or wait (decision 0263).
   */
  accountLoginFailureLimit: number;
  /** Where users get this installation's source (AGPL-3.0 §13), linked from the footer and sidebar. */
  sourceUrl: string | undefined;
  /** Calls per minute per signed-in user on each expensive route (uploads, edits, progress sockets). */
  userRateLimitPerMinute: number;
  /** Behind a reverse proxy: take the client address and protocol from X-Forwarded-* headers. */
  trustProxy: boolean;
  payments: PaymentsConfig;
  /** Sending logs to Procore (PROCORE_*); `app` is null when no client id is set. */
  procore: ProcoreConfig;
  /** Sending logs to Autodesk Build (AUTODESK_*); `app` is null when none is set. */
  autodesk: AutodeskConfig;
  scans: ScanSettings;
  /** Where uploads are kept: DATA_DIR/uploads, or an S3-compatible bucket (S3_*). */
  storage: StorageConfig;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // A blank variable (a line copied from .env.example) means "not set", not "set to the empty string".
  const set = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ""));
  const parsed = envSchema.safeParse(set);
  const scans = readScanSettings(set);
  const storage = readStorageConfig(set);
  const procore = parsed.success ? readProcoreConfig(parsed.data) : null;
  const autodesk = parsed.success ? readAutodeskConfig(parsed.data) : null;
  const integrationProblems = [...(procore?.problems ?? []), ...(autodesk?.problems ?? [])];
  if (!parsed.success || !scans.settings || !storage.storage || !procore || !autodesk || integrationProblems.length) {
    const problems = parsed.success
      ? []
      : parsed.error.issues.map((i) => `${i.path.join(".") || "environment"}: ${i.message}`);
    throw new ConfigError([...problems, ...scans.problems, ...storage.problems, ...integrationProblems]);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  if (production && !e.SESSION_SECRET) {
    throw new ConfigError(["SESSION_SECRET: required when NODE_ENV=production (at least 32 random characters)"]);
  }
  const dataDir = resolve(e.DATA_DIR);
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    sessionSecret: e.SESSION_SECRET ?? readOrCreateSessionSecret(dataDir),
    superAdminEmail: e.SUPER_ADMIN_EMAIL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    accountLoginFailureLimit: e.ACCOUNT_LOGIN_FAILURE_LIMIT,
    sourceUrl: e.SOURCE_URL,
    userRateLimitPerMinute: e.USER_RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    payments: readPaymentsConfig(e),
    procore: procore.procore,
    autodesk: autodesk.autodesk,
    scans: scans.settings,
    storage: storage.storage,
  };
}

/** Outside production an unset secret is generated once and kept in DATA_DIR, so sessions survive restarts. */
function readOrCreateSessionSecret(dataDir: string): string {
  const file = join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
