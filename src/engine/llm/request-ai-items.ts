// One chat-completions call through the official SDK: a chunk of section text in, candidate items out.
import type OpenAI from "openai";
import { aiResponseJsonSchema, parseAiResponse, type AiItem } from "./ai-items-schema";
import type { ChatMessage } from "./build-extraction-prompt";
import type { LlmConfig } from "./llm-config";

export const DEFAULT_TIMEOUT_MS = 60_000;
export const DEFAULT_MAX_RETRIES = 2;

/** The model answered, but not with the JSON we asked for (truncated, refused, or malformed). */
export class UnreadableAiResponseError extends Error {
  override readonly name = "UnreadableAiResponseError";
}

/**
 * A client for the configured endpoint. The SDK owns the per-request timeout and the retries with
 * exponential backoff on 408/409/429/5xx, connection errors and timeouts (honouring Retry-After).
 */
export type OpenAiSdk = typeof OpenAI;

/** The SDK is loaded on the first AI pass only: a rules-only scan (the default) starts without it. */
export async function loadOpenAiSdk(): Promise<OpenAiSdk> {
  return (await import("openai")).default;
}

export function createAiClient(sdk: OpenAiSdk, config: LlmConfig, maxRetries = DEFAULT_MAX_RETRIES): OpenAI {
  return new sdk({
    baseURL: config.baseUrl,
    apiKey: config.apiKey,
    timeout: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxRetries,
  });
}

/** Asks for strict JSON-schema output; servers that reject `json_schema` with a 400 get plain JSON mode instead. */
export type ItemRequester = (messages: ChatMessage[], signal?: AbortSignal) => Promise<AiItem[]>;

export function createItemRequester(sdk: OpenAiSdk, client: OpenAI, model: string): ItemRequester {
  // Shared by all requests of one pass, so only the first request pays for finding out.
  let schemaSupported = true;
  return async (messages, signal) => {
    if (schemaSupported) {
      try {
        return await requestAiItems(client, model, messages, "json_schema", signal);
      } catch (error) {
        if (!(error instanceof sdk.BadRequestError) || !/response_format|json_schema/i.test(error.message)) throw error;
        schemaSupported = false;
      }
    }
    return requestAiItems(client, model, messages, "json_object", signal);
  };
}

export async function requestAiItems(
  client: OpenAI,
  model: string,
  messages: ChatMessage[],
  format: "json_schema" | "json_object",
  signal?: AbortSignal,
): Promise<AiItem[]> {
  const completion = await client.chat.completions.create(
    {
      model,
      messages,
      response_format:
        format === "json_schema"
          ? {
              type: "json_schema",
              json_schema: { name: "submittal_items", strict: true, schema: aiResponseJsonSchema() },
            }
          : { type: "json_object" },
    },
    { signal },
  );
  const choice = completion.choices[0];
  const content = choice?.message.content;
  if (!content) throw new UnreadableAiResponseError("empty answer");
  if (choice.finish_reason === "length") throw new UnreadableAiResponseError("answer cut off at the length limit");
  try {
    return parseAiResponse(content);
  } catch (error) {
    throw new UnreadableAiResponseError(
      `answer was not the requested JSON (${(error as Error).message.slice(0, 200)})`,
    );
  }
}
