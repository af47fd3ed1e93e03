// The optional AI pass's settings, read once from the environment by the server or the CLI.
import { z } from "zod";
import type { ScanOptions } from "../types";

export type LlmConfig = NonNullable<ScanOptions["llm"]>;

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === "" ? undefined : value));

const llmEnvSchema = z
  .object({
    LLM_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    LLM_API_KEY: optionalText,
    LLM_MODEL: optionalText,
    LLM_ALL_SECTIONS: optionalText.pipe(z.enum(["true", "false", "1", "0"]).optional()),
    LLM_CONCURRENCY: optionalText.pipe(z.coerce.number<string>().int().min(1).max(16).optional()),
    LLM_TIMEOUT_MS: optionalText.pipe(z.coerce.number<string>().int().min(1000).max(600_000).optional()),
  })
  .superRefine((env, ctx) => {
    // A base URL alone is a half-configured AI pass: say so at start-up rather than on the first scan.
    if (env.LLM_BASE_URL === undefined) return;
    for (const key of ["LLM_API_KEY", "LLM_MODEL"] as const) {
      if (env[key] === undefined) {
        ctx.addIssue({ code: "custom", path: [key], message: "is required when LLM_BASE_URL is set" });
      }
    }
  });

/**
 * The AI pass settings from environment variables, or undefined when `LLM_BASE_URL` is not set
 * (rules only). Throws an Error listing every bad variable when the configuration is incomplete.
 */
export function readLlmConfigFromEnv(env: Record<string, string | undefined>): LlmConfig | undefined {
  const parsed = llmEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new Error(`Invalid AI pass configuration: ${problems.join("; ")}`);
  }
  const { LLM_BASE_URL, LLM_API_KEY, LLM_MODEL, LLM_ALL_SECTIONS, LLM_CONCURRENCY, LLM_TIMEOUT_MS } = parsed.data;
  if (LLM_BASE_URL === undefined || LLM_API_KEY === undefined || LLM_MODEL === undefined) return undefined;
  return {
    baseUrl: LLM_BASE_URL,
    apiKey: LLM_API_KEY,
    model: LLM_MODEL,
    ...(LLM_ALL_SECTIONS !== undefined && { allSections: LLM_ALL_SECTIONS === "true" || LLM_ALL_SECTIONS === "1" }),
    ...(LLM_CONCURRENCY !== undefined && { concurrency: LLM_CONCURRENCY }),
    ...(LLM_TIMEOUT_MS !== undefined && { timeoutMs: LLM_TIMEOUT_MS }),
  };
}
