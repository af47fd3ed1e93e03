// One chat-completions call through the official SDK: a chunk of section text in, candidate items out.
import OpenAI from "openai";
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
export function createAiClient(config: LlmConfig, maxRetries = DEFAULT_MAX_RETRIES): OpenAI {
  return new OpenAI({
    baseURL: config.baseUrl,
    apiKey: config.apiKey,
    timeout: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxRetries,
  });
}

export async function requestAiItems(
  client: OpenAI,
  model: string,
  messages: ChatMessage[],
  signal?: AbortSignal,
): Promise<AiItem[]> {
  const completion = await client.chat.completions.create(
    {
      model,
      messages,
      response_format: {
        type: "json_schema",
        json_schema: { name: "submittal_items", strict: true, schema: aiResponseJsonSchema() },
      },
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
