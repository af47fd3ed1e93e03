// Where uploads are kept, from the environment: the local folder (DATA_DIR/uploads) by default, or an S3-compatible
// bucket when S3_BUCKET is set. Read once by loadConfig (src/server/config.ts) into `config.storage`.
import { z } from "zod";
import { envWithDefault, optionalEnv } from "../env-values";

const envSchema = z.object({
  // Any S3-compatible service; unset means AWS S3 itself for S3_REGION.
  S3_ENDPOINT: optionalEnv(
    z
      .string()
      .trim()
      .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), "must be an http(s):// URL"),
  ),
  S3_BUCKET: optionalEnv(
    z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a bucket name (3-63 lower-case letters, digits, . and -)"),
  ),
  S3_REGION: optionalEnv(
    z
      .string()
      .trim()
      .regex(/^[a-z0-9-]+$/, "must be a region name such as us-east-1"),
  ),
  S3_ACCESS_KEY_ID: optionalEnv(z.string().trim()),
  S3_SECRET_ACCESS_KEY: optionalEnv(z.string().trim()),
  // true for services that only answer at <endpoint>/<bucket>/<key> (MinIO and most self-hosted ones).
  S3_FORCE_PATH_STYLE: envWithDefault(z.enum(["true", "false", "1", "0"]), "false"),
});

export type S3StorageConfig = {
  kind: "s3";
  bucket: string;
  region: string;
  /** Unset: AWS S3 for `region`. */
  endpoint: string | undefined;
  forcePathStyle: boolean;
  /** Unset: the SDK's default chain (environment, shared files, instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};

export type StorageConfig = { kind: "local" } | S3StorageConfig;

const DEFAULT_REGION = "us-east-1";

/** Returns the problems instead of throwing so loadConfig can list them with everything else that is wrong. */
export function readStorageConfig(env: NodeJS.ProcessEnv): { storage?: StorageConfig; problems: string[] } {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) return { problems: parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`) };
  const e = parsed.data;
  const problems: string[] = [];
  if (!e.S3_BUCKET) {
    const stray = (["S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const).filter(
      (k) => e[k],
    );
    // Half a set-up would silently keep uploads on this machine's disk, where other machines cannot read them.
    if (stray.length > 0)
      problems.push(`S3_BUCKET: required when ${stray.join(", ")} ${stray.length > 1 ? "are" : "is"} set`);
    return problems.length > 0 ? { problems } : { problems, storage: { kind: "local" } };
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    problems.push("S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither to use the SDK's default credentials");
    return { problems };
  }
  return {
    problems,
    storage: {
      kind: "s3",
      bucket: e.S3_BUCKET,
      region: e.S3_REGION ?? DEFAULT_REGION,
      endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ""),
      forcePathStyle: e.S3_FORCE_PATH_STYLE === "true" || e.S3_FORCE_PATH_STYLE === "1",
      credentials:
        e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
          : undefined,
    },
  };
}
