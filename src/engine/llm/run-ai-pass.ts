// The optional AI pass over a scan's sections: pick sections, split them, ask the model, verify and merge.
import type { Submittal } from "../../contract/submittal";
import type { AiItem } from "./ai-items-schema";
import { buildExtractionPrompt } from "./build-extraction-prompt";
import { chunkSectionText } from "./chunk-section-text";
import type { LlmConfig } from "./llm-config";
import { mapWithConcurrency } from "./map-with-concurrency";
import { mergeAiItems } from "./merge-ai-items";
import {
  createAiClient,
  createItemRequester,
  loadOpenAiSdk,
  UnreadableAiResponseError,
  type OpenAiSdk,
} from "./request-ai-items";
import { selectSectionsForAi, type SectionForAi } from "./sections-for-ai";

export const DEFAULT_CONCURRENCY = 2;
/** Section text per request; leaves room for instructions and the answer in small-context models. */
export const DEFAULT_CHUNK_TOKENS = 6000;
const MAX_LISTED_SKIPS = 3;

export type AiPassOptions = {
  signal?: AbortSignal;
  /** Called after each request settles, for the scan's progress view. */
  onProgress?: (done: number, total: number) => void;
  maxRetries?: number;
  chunkTokens?: number;
};

export type AiPassResult = {
  /** AI items to add to the rule results (already verified and de-duplicated against them). */
  added: Submittal[];
  /** Human-readable notes for ExtractedData.warnings. */
  warnings: string[];
  /** Sections sent to the model. */
  sectionsSent: number;
};

type ChunkJob = { sectionIndex: number; messages: ReturnType<typeof buildExtractionPrompt> };

/** Never throws for endpoint trouble: rule results stand and the trouble becomes a warning. Rethrows only on abort. */
export async function runAiPass(
  sections: readonly SectionForAi[],
  config: LlmConfig,
  options: AiPassOptions = {},
): Promise<AiPassResult> {
  const selected = selectSectionsForAi(sections, config.allSections ?? false);
  const jobs: ChunkJob[] = selected.flatMap((section, sectionIndex) => {
    const chunks = chunkSectionText(section.text, options.chunkTokens ?? DEFAULT_CHUNK_TOKENS);
    return chunks.map((chunk, index) => ({
      sectionIndex,
      messages: buildExtractionPrompt(section, chunk, { index, count: chunks.length }),
    }));
  });
  const sdk = await loadOpenAiSdk();
  const requestItems = createItemRequester(sdk, createAiClient(sdk, config, options.maxRetries), config.model);
  const itemsBySection = selected.map((): AiItem[] => []);
  const unreadable: string[] = [];
  let unavailable: string | undefined;
  let done = 0;

  await mapWithConcurrency(jobs, config.concurrency ?? DEFAULT_CONCURRENCY, async (job) => {
    // Once the endpoint has failed after its retries, waiting out the same failure for every chunk only slows the scan.
    if (unavailable === undefined) {
      try {
        const items = await requestItems(job.messages, options.signal);
        itemsBySection[job.sectionIndex]?.push(...items);
      } catch (error) {
        if (options.signal?.aborted) throw error;
        const section = selected[job.sectionIndex];
        if (error instanceof UnreadableAiResponseError) {
          unreadable.push(`section ${section?.section ?? ""} ${section?.title ?? ""}: ${error.message}`);
        } else {
          unavailable = describeFailure(sdk, error);
        }
      }
    }
    done += 1;
    options.onProgress?.(done, jobs.length);
  });

  const added: Submittal[] = [];
  let droppedUnverified = 0;
  selected.forEach((section, index) => {
    const merged = mergeAiItems(section, itemsBySection[index] ?? []);
    added.push(...merged.added);
    droppedUnverified += merged.droppedUnverified;
  });
  const warnings: string[] = [];
  if (unavailable !== undefined)
    warnings.push(`AI pass unavailable: ${unavailable}. Results are from the rule-based parser.`);
  // A few notes help; one per section of a large book would bury the register's other warnings.
  if (unreadable.length > MAX_LISTED_SKIPS) {
    warnings.push(
      `AI pass skipped parts of ${unreadable.length} sections whose answers were unreadable, e.g. ${unreadable[0]}`,
    );
  } else {
    warnings.push(...unreadable.map((note) => `AI pass skipped part of ${note}`));
  }
  if (droppedUnverified > 0) {
    warnings.push(
      `AI pass: ${droppedUnverified} suggested item(s) dropped because their quoted text is not in the document.`,
    );
  }
  return { added, warnings, sectionsSent: selected.length };
}

function describeFailure(sdk: OpenAiSdk, error: unknown): string {
  if (error instanceof sdk.APIConnectionTimeoutError) return "the AI service did not answer in time";
  if (error instanceof sdk.APIConnectionError) return "could not reach the AI service";
  if (error instanceof sdk.APIError) return `the AI service answered ${error.status ?? "with an error"}`;
  // A proxy or gateway page instead of the API's JSON.
  if (error instanceof SyntaxError) return "the AI service did not answer with JSON";
  return error instanceof Error ? error.message : String(error);
}
