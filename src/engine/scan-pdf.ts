// The engine's entry point: a PDF (or several) in, one submittal register out.
import { basename } from "node:path";
import { registerWithinLimits } from "../contract/clip-register";
import type { ExtractedData } from "../contract/submittal";
import type { PageText, ScanOptions } from "./types";
import { extractPages } from "./pdf/reading/extract-pages";
import { CorruptPdfError } from "./pdf/pdf-errors";
import { assertSomeText } from "./register/assert-some-text";
import { tapPageText } from "./pdf/reading/read-document-text";
import { scanPages, type PageScanResult } from "./rule-pipeline";
import { sortSubmittals } from "./register/sort-submittals";
import { tapScheduleItems } from "./schedules/tap-schedule-items";
import { coverageWarnings } from "./register/coverage-warnings";

/** Rule extraction over one PDF, with the sections it found (for passes that refine the rule results). */
/**
 * `onPageText`: every page's text as the rules read it, in page order (an addendum's instructions are read from it,
 * so its pages, OCR'd ones included, are not read a second time).
 */
export async function scanPdfSections(
  path: string,
  options: ScanOptions = {},
  onPageText?: (text: string) => void,
): Promise<PageScanResult & { repaired: boolean }> {
  // The page count comes from the readers opening the file: this thread never loads the PDF library itself.
  let totalPages: number | undefined;
  let repaired = false;
  const read = extractPages(path, {
    signal: options.signal,
    ocr: options.ocr,
    ocrSettings: options.ocrSettings,
    threads: options.threads,
    maxPages: options.maxPages,
    pageTimeLimits: options.pageTimeLimits,
    openTimeoutMs: options.openTimeoutMs,
    onPageCount: (count, wasRepaired) => {
      totalPages = count;
      repaired = wasRepaired;
    },
  });
  const pages = onPageText ? tapPageText(read, onPageText) : read;
  const result = await scanPageSections({ pages, fileName: basename(path), totalPages: () => totalPages, options });
  return { ...result, repaired };
}

export type PageStreamInput = {
  /** Every page of the book, in page order (a book read in ranges is fed back range after range). */
  pages: AsyncIterable<PageText> | Iterable<PageText>;
  /** The name section numbers may be read from when a section names none (the stored file's name). */
  fileName: string;
  totalPages?: () => number | undefined;
  options: ScanOptions;
};

/** The rules and the schedule tap over a stream of pages, however they were read. */
export async function scanPageSections(input: PageStreamInput): Promise<PageScanResult> {
  // Drawing schedules are read from the same page stream; their items join the rule results.
  const schedules = tapScheduleItems(input.pages);
  const result = await scanPages({ ...input, pages: schedules.pages });
  result.data.submittals.push(...schedules.items);
  return result;
}

export async function scanPdf(
  path: string,
  options: ScanOptions = {},
  onPageText?: (text: string) => void,
): Promise<ExtractedData> {
  const result = await scanPdfSections(path, options, onPageText);
  // Pages without a word in a file mupdf had to repair (a truncated upload keeps its page objects but loses their
  // contents) are damage, not a document that holds no words: the scan fails and is refunded. Whether it was repaired
  // is known from its opening: the file is not opened (and repaired) again to ask.
  if (result.pagesWithText === 0 && (result.data.pageCount ?? 0) > 0 && result.repaired)
    throw new CorruptPdfError("no page has text and the file had to be repaired");
  return registerOf(result, options);
}

/** The register of pages read elsewhere (a book read in page ranges by several workers): the same as scanPdf's. */
export async function scanPageStream(input: PageStreamInput): Promise<ExtractedData> {
  return registerOf(await scanPageSections(input), input.options);
}

async function registerOf(result: PageScanResult, options: ScanOptions): Promise<ExtractedData> {
  assertSomeText({
    pageCount: result.data.pageCount ?? 0,
    pagesWithText: result.pagesWithText,
    pagesOcrFailed: result.pagesOcrFailed,
    pagesGivenUp: result.pagesGivenUp,
    ocr: options.ocr ?? true,
  });
  // The optional AI pass reads the sections the rules could not structure and adds verified items.
  // Loaded with its SDK and schemas only when configured, so rules-only scans start without them.
  const withAi = options.llm
    ? await (await import("./llm/apply-ai-pass")).applyAiPass(result, options.llm, options)
    : result.data;
  const coverage = coverageWarnings({
    pageCount: withAi.pageCount ?? 0,
    pagesWithText: result.pagesWithText,
    sections: result.sections.length,
    submittals: withAi.submittals.length,
    ocr: options.ocr ?? true,
  });
  // With no word on any page, why the register is empty comes first: the page notes only list the pages.
  const pageNotes = withAi.warnings ?? [];
  const warnings = result.pagesWithText === 0 ? [...coverage, ...pageNotes] : [...pageNotes, ...coverage];
  const data = { ...withAi, warnings };
  options.onProgress?.({
    stage: "done",
    pagesDone: data.pageCount ?? 0,
    totalPages: data.pageCount ?? 0,
    message: "Done",
  });
  // Clipped to the contract's limits (a 600-character heading, a 30,000-page book) so the stored result reads back.
  return registerWithinLimits({ ...data, submittals: sortSubmittals(data.submittals) });
}

/** Scans files one after another and combines them into one register; page numbers in `ocrPages` run on across files. */
export async function scanPdfs(paths: string[], options: ScanOptions = {}): Promise<ExtractedData> {
  const combined: ExtractedData = { submittals: [], ocrPages: [], pageCount: 0, warnings: [] };
  for (const path of paths) {
    const offset = combined.pageCount ?? 0;
    const data = await scanPdf(path, options);
    combined.projectName ??= data.projectName;
    combined.projectNumber ??= data.projectNumber;
    combined.submittals.push(...data.submittals);
    combined.ocrPages!.push(...(data.ocrPages ?? []).map((p) => p + offset));
    if (data.pagesGivenUp) (combined.pagesGivenUp ??= []).push(...data.pagesGivenUp.map((p) => p + offset));
    combined.pageCount = offset + (data.pageCount ?? 0);
    const prefix = paths.length > 1 ? `${basename(path)}: ` : "";
    combined.warnings!.push(...(data.warnings ?? []).map((w) => prefix + w));
  }
  if (combined.projectName === undefined) delete combined.projectName;
  if (combined.projectNumber === undefined) delete combined.projectNumber;
  return registerWithinLimits({ ...combined, submittals: sortSubmittals(combined.submittals) });
}
