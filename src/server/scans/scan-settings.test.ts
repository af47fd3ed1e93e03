import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { readScanSettings } from "./scan-settings";

describe("scan settings", () => {
  it("has defaults for a laptop", () => {
    expect(readScanSettings({})).toEqual({
      problems: [],
      settings: {
        // One page thread per core this process may use, at most 16.
        threads: Math.min(16, availableParallelism()),
        timeoutMs: 1_800_000,
        pageTimeLimits: { textMs: 60_000, ocrMs: 120_000 },
        concurrency: 1,
        shortLanePages: 40,
        rangePages: 100,
        rangeScannedPages: 16,
        turnMs: 20_000,
        planTimeoutMs: 10_000,
        openTimeoutMs: 10_000,
        maxPagesPerFile: 20_000,
        workersInWeb: true,
        recoveryIntervalMs: 15_000,
        detailCacheBytes: 32 * 1024 * 1024,
        ocr: { engine: "auto" },
        llm: undefined,
      },
    });
  });

  it("reads values and treats blank ones as unset", () => {
    const { settings } = readScanSettings({
      SCAN_THREADS: "0",
      SCAN_TIMEOUT_MS: "",
      MAX_CONCURRENT_SCANS: "3",
      SCAN_SHORT_LANE_PAGES: "5",
      SCAN_PAGE_TIMEOUT_MS: "5000",
      SCAN_DETAIL_CACHE_MB: "0",
    });
    expect(settings).toMatchObject({
      threads: 0,
      timeoutMs: 1_800_000,
      concurrency: 3,
      shortLanePages: 5,
      detailCacheBytes: 0,
    });
    expect(settings?.pageTimeLimits).toEqual({ textMs: 5000, ocrMs: 120_000 });
  });

  it("lists every bad value", () => {
    const { settings, problems } = readScanSettings({ SCAN_THREADS: "many", MAX_CONCURRENT_SCANS: "0" });
    expect(settings).toBeUndefined();
    expect(problems.map((p) => p.split(":")[0])).toEqual(["SCAN_THREADS", "MAX_CONCURRENT_SCANS"]);
  });

  it("reads the OCR engine and a page's OCR budget, and stops on a wrong one", () => {
    expect(readScanSettings({ OCR_ENGINE: "wasm", OCR_PAGE_CPU_SECONDS: "2.5" }).settings?.ocr).toEqual({
      engine: "wasm",
      pageCpuSeconds: 2.5,
    });
    const wrong = readScanSettings({ OCR_ENGINE: "fast", OCR_PAGE_CPU_SECONDS: "0" });
    expect(wrong.settings).toBeUndefined();
    expect(wrong.problems).toEqual([expect.stringMatching(/^OCR_ENGINE: .*; OCR_PAGE_CPU_SECONDS: /)]);
    // Forced native on a machine without the program: named at start-up, not discovered page by page.
    const without = readScanSettings({ OCR_ENGINE: "native", PATH: "/nonexistent" });
    expect(without.problems).toEqual([expect.stringMatching(/^OCR_ENGINE: native needs the tesseract program/)]);
  });

  it("refuses web servers without scan workers on the embedded database", () => {
    expect(readScanSettings({ SCAN_WORKERS_IN_WEB: "false" }).problems).toEqual([
      "SCAN_WORKERS_IN_WEB: false needs DATABASE_URL (scan workers run as separate processes)",
    ]);
    expect(
      readScanSettings({ SCAN_WORKERS_IN_WEB: "false", DATABASE_URL: "postgres://db/x" }).settings?.workersInWeb,
    ).toBe(false);
  });
});
