// Messages between the scan job and the worker thread that runs the engine on one document.
import type { ExtractedData } from "../../../contract/submittal";
import type { ScanOptions, ScanProgress } from "../../../engine/types";

export type ScanThreadInput = {
  path: string;
  /** The serialisable part of the engine's options; the signal and callback stay on the calling side. */
  options: Omit<ScanOptions, "signal" | "onProgress">;
};

export type ScanThreadMessage =
  | { type: "progress"; progress: ScanProgress }
  | { type: "result"; data: ExtractedData }
  /** userMessage is set when the engine's message is written for the uploader (a PDF problem). */
  | { type: "error"; userMessage: string | null; detail: string; tooManyPages?: boolean };
