import { describe, expect, it } from "vitest";
import { readLlmConfigFromEnv } from "./llm-config";

describe("readLlmConfigFromEnv", () => {
  it("is off (undefined) when no base URL is set", () => {
    expect(readLlmConfigFromEnv({})).toBeUndefined();
    expect(readLlmConfigFromEnv({ LLM_BASE_URL: "  ", LLM_MODEL: "m" })).toBeUndefined();
  });

  it("reads the three required variables and the optional tuning", () => {
    expect(
      readLlmConfigFromEnv({
        LLM_BASE_URL: "http://127.0.0.1:8080/v1",
        LLM_API_KEY: "k",
        LLM_MODEL: "gpt-x",
        LLM_ALL_SECTIONS: "1",
        LLM_CONCURRENCY: "4",
        LLM_TIMEOUT_MS: "30000",
      }),
    ).toEqual({
      baseUrl: "http://127.0.0.1:8080/v1",
      apiKey: "k",
      model: "gpt-x",
      allSections: true,
      concurrency: 4,
      timeoutMs: 30000,
    });
  });

  it("lists every missing or invalid variable", () => {
    expect(() => readLlmConfigFromEnv({ LLM_BASE_URL: "http://localhost/v1" })).toThrow(
      /LLM_API_KEY is required when LLM_BASE_URL is set; LLM_MODEL is required/,
    );
    expect(() => readLlmConfigFromEnv({ LLM_BASE_URL: "ftp://x", LLM_API_KEY: "k", LLM_MODEL: "m" })).toThrow(
      /LLM_BASE_URL/,
    );
    expect(() =>
      readLlmConfigFromEnv({ LLM_BASE_URL: "http://x/v1", LLM_API_KEY: "k", LLM_MODEL: "m", LLM_CONCURRENCY: "two" }),
    ).toThrow(/LLM_CONCURRENCY/);
  });
});
