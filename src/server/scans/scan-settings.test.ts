import { describe, expect, it } from "vitest";
import { readScanSettings } from "./scan-settings";

describe("scan settings", () => {
  it("has defaults for a laptop", () => {
    expect(readScanSettings({})).toEqual({
      problems: [],
      settings: {
        threads: 2,
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

  it("refuses web servers without scan workers on the embedded database", () => {
    expect(readScanSettings({ SCAN_WORKERS_IN_WEB: "false" }).problems).toEqual([
      "SCAN_WORKERS_IN_WEB: false needs DATABASE_URL (scan workers run as separate processes)",
    ]);
    expect(
      readScanSettings({ SCAN_WORKERS_IN_WEB: "false", DATABASE_URL: "postgres://db/x" }).settings?.workersInWeb,
    ).toBe(false);
  });
});
