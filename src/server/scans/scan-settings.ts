// Scanning settings from the environment; read once by loadConfig (src/server/config.ts) into `config.scans`.
import { availableParallelism } from "node:os";
import { z } from "zod";
import { DEFAULT_MAX_PAGES_PER_FILE } from "../../contract/uploads";
import { envWithDefault } from "../env-values";
import {
  readLlmConfigFromEnv,
  readOcrSettings,
  type LlmConfig,
  type OcrSettings,
  type PageTimeLimits,
} from "../../engine";

const envSchema = z.object({
  // Worker threads the engine spreads one book's pages over. 0 reads pages in the scan's own thread, where no page
  // time limit applies (mupdf in WebAssembly cannot be interrupted there): for tools and tests, never for a server.
  // The opening's limit holds with 0 too: the scan thread itself is ended
  // (docs/decisions/0296-the-opening-limit-in-the-scan-thread.md).
  // Default: one per core this process may use (os.availableParallelism()), at most 16.
  SCAN_THREADS: envWithDefault(z.coerce.number().int().min(0).max(16), Math.min(16, availableParallelism())),
  // Wall-clock limit per scan attempt; 30 minutes covers a 3,000-page book with OCR on two cores.
  SCAN_TIMEOUT_MS: envWithDefault(z.coerce.number().int().min(1000), 30 * 60 * 1000),
  // Wall-clock limit for reading one page's text layer, and for a scanned page with OCR; a slower page is skipped
  // with a warning (its thread is ended) instead of holding the scan until SCAN_TIMEOUT_MS. Needs SCAN_THREADS ≥ 1:
  // with SCAN_THREADS=0 only the page budgets (pdf/budgets/page-budget.ts) and SCAN_TIMEOUT_MS bound a page.
  SCAN_PAGE_TIMEOUT_MS: envWithDefault(z.coerce.number().int().min(100), 60_000),
  SCAN_OCR_PAGE_TIMEOUT_MS: envWithDefault(z.coerce.number().int().min(100), 120_000),
  // Scans one process runs at the same time (each may use SCAN_THREADS more threads).
  MAX_CONCURRENT_SCANS: envWithDefault(z.coerce.number().int().min(1).max(32), 1),
  // "false" on web servers when separate `npm run worker` processes do the scanning (needs DATABASE_URL).
  SCAN_WORKERS_IN_WEB: envWithDefault(z.enum(["true", "false", "1", "0"]), "true"),
  // Documents with more pages than this run in the lane for long work, so short scans never wait behind them.
  SCAN_SHORT_LANE_PAGES: envWithDefault(z.coerce.number().int().min(1).max(100_000), 40),
  // Books longer than the short lane are read in page ranges of this many text pages, each a job any worker may take
  // (docs/decisions/0077-books-in-page-ranges-range-jobs-on-any-worker-one-stitch-in.md); 0 reads every book in one job.
  SCAN_RANGE_PAGES: envWithDefault(z.coerce.number().int().min(0).max(100_000), 100),
  // Pages per range when the book is scanned (OCR costs seconds a page, reading a text layer milliseconds).
  SCAN_RANGE_SCANNED_PAGES: envWithDefault(z.coerce.number().int().min(1).max(100_000), 16),
  // How long one scan reads before other users' waiting work gets its turn: a range job then stores the pages it read
  // and queues the rest behind the others, and a scan in the short lane hands its book over to range jobs
  // (docs/decisions/0170-scans-take-turns-between-users.md). Needs SCAN_RANGE_PAGES > 0.
  SCAN_TURN_MS: envWithDefault(z.coerce.number().int().min(100), 20_000),
  // Time limit of the look at a few pages that decides whether and how a book is split: past it, the look's thread is
  // ended and the book is planned as a scanned one (small ranges), so slow sampled pages cannot hold the short lane.
  SCAN_PLAN_TIMEOUT_MS: envWithDefault(z.coerce.number().int().min(100), 10_000),
  // Time limit of opening a book (its structure, the repair of a broken cross-reference table, the page count), in a
  // thread that is ended when it runs out, wherever the book is opened (the look, the reading, each range). A book
  // that slow to open fails and keeps its credit (docs/decisions/0265-a-book-too-slow-to-open-fails-and-is-charged.md).
  SCAN_OPEN_TIMEOUT_MS: envWithDefault(z.coerce.number().int().min(100), 10_000),
  // Pages one file may have: an upload whose page tree declares more is refused before any credit is taken, and a
  // book found longer when it is opened fails, refunded, before any page is read
  // (docs/decisions/0290-pages-per-file-limit-counted-where-cheap.md).
  SCAN_MAX_PAGES_PER_FILE: envWithDefault(z.coerce.number().int().min(1).max(10_000_000), DEFAULT_MAX_PAGES_PER_FILE),
  // Memory each web process may give to encoded GET /api/scans/:id answers kept for a repeat read of an unchanged
  // register (docs/decisions/0272-scan-detail-answers-kept-encoded-per-row-version.md); 0 keeps none and encodes
  // every answer afresh.
  SCAN_DETAIL_CACHE_MB: envWithDefault(z.coerce.number().int().min(0).max(16_384), 32),
  // How often pending or stranded scans are checked besides start-up.
  SCAN_RECOVERY_INTERVAL_MS: envWithDefault(z.coerce.number().int().min(1000), 15_000),
});

export type ScanSettings = {
  threads: number;
  timeoutMs: number;
  pageTimeLimits: PageTimeLimits;
  concurrency: number;
  shortLanePages: number;
  /** Text pages per range; 0: no ranges. */
  rangePages: number;
  /** Pages per range of a scanned book. */
  rangeScannedPages: number;
  /** A reading's turn before other users' waiting work goes first (SCAN_TURN_MS). */
  turnMs: number;
  /** The time limit of the look at a book before it is split (SCAN_PLAN_TIMEOUT_MS). */
  planTimeoutMs: number;
  /** The time limit of opening a book (SCAN_OPEN_TIMEOUT_MS). */
  openTimeoutMs: number;
  /** Pages one file may have (SCAN_MAX_PAGES_PER_FILE). */
  maxPagesPerFile: number;
  workersInWeb: boolean;
  recoveryIntervalMs: number;
  /** Bytes of encoded scan detail answers one process keeps (SCAN_DETAIL_CACHE_MB); 0: none. */
  detailCacheBytes: number;
  /** OCR_ENGINE and OCR_PAGE_CPU_SECONDS, as the page threads read them (decision 0295). */
  ocr: OcrSettings;
  llm: LlmConfig | undefined;
};

/** Returns the problems instead of throwing so loadConfig can list them with everything else that is wrong. */
export function readScanSettings(env: NodeJS.ProcessEnv): { settings?: ScanSettings; problems: string[] } {
  const parsed = envSchema.safeParse(env);
  const problems = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  let llm: LlmConfig | undefined;
  try {
    llm = readLlmConfigFromEnv(env);
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
  // Checked here so a wrong value stops start-up; the page threads read the same variables (their copy of the
  // environment) when they OCR a page.
  let ocr: OcrSettings | undefined;
  try {
    ocr = readOcrSettings(env);
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
  if (!parsed.success || problems.length > 0 || !ocr) return { problems };
  const e = parsed.data;
  const workersInWeb = e.SCAN_WORKERS_IN_WEB === "true" || e.SCAN_WORKERS_IN_WEB === "1";
  if (!workersInWeb && !env.DATABASE_URL?.trim()) {
    // Without PostgreSQL no other process can reach the queue, so every scan would wait forever.
    return { problems: ["SCAN_WORKERS_IN_WEB: false needs DATABASE_URL (scan workers run as separate processes)"] };
  }
  return {
    problems,
    settings: {
      threads: e.SCAN_THREADS,
      timeoutMs: e.SCAN_TIMEOUT_MS,
      pageTimeLimits: { textMs: e.SCAN_PAGE_TIMEOUT_MS, ocrMs: e.SCAN_OCR_PAGE_TIMEOUT_MS },
      concurrency: e.MAX_CONCURRENT_SCANS,
      shortLanePages: e.SCAN_SHORT_LANE_PAGES,
      rangePages: e.SCAN_RANGE_PAGES,
      rangeScannedPages: e.SCAN_RANGE_SCANNED_PAGES,
      turnMs: e.SCAN_TURN_MS,
      planTimeoutMs: e.SCAN_PLAN_TIMEOUT_MS,
      openTimeoutMs: e.SCAN_OPEN_TIMEOUT_MS,
      maxPagesPerFile: e.SCAN_MAX_PAGES_PER_FILE,
      workersInWeb,
      recoveryIntervalMs: e.SCAN_RECOVERY_INTERVAL_MS,
      detailCacheBytes: e.SCAN_DETAIL_CACHE_MB * 1024 * 1024,
      ocr,
      llm,
    },
  };
}
