// The scan pipeline's hook for the optional AI pass: rule results in, rule results plus verified AI items out.
import type { ExtractedData } from "../../contract/submittal";
import type { PageScanResult } from "../rule-pipeline";
import type { ScanOptions } from "../types";
import type { LlmConfig } from "./llm-config";
import { runAiPass } from "./run-ai-pass";
import { toSectionsForAi } from "./sections-for-ai";

export async function applyAiPass(
  result: PageScanResult,
  llm: LlmConfig,
  options: Pick<ScanOptions, "signal" | "onProgress"> = {},
): Promise<ExtractedData> {
  const pages = result.data.pageCount ?? 0;
  const report = (message: string) =>
    options.onProgress?.({ stage: "ai", pagesDone: pages, totalPages: pages, message });
  report("Checking sections with the AI model");
  const ai = await runAiPass(toSectionsForAi(result.sections), llm, {
    signal: options.signal,
    onProgress: (done, total) => report(`Checked ${done} of ${total} parts with the AI model`),
  });
  return {
    ...result.data,
    submittals: [...result.data.submittals, ...ai.added],
    warnings: [...(result.data.warnings ?? []), ...ai.warnings],
  };
}
