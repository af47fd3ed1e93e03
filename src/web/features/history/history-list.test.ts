import { describe, expect, it } from "vitest";
import type { ScanSummary } from "../../../contract/scans";
import { creditsLabel, filterScansByFileName, formatSizeMb, groupScansByMonth, historyCounts } from "./history-list";

const scan = (id: string, fileName: string, status: string, createdAt: string): ScanSummary => ({
  id,
  batchId: null,
  fileName,
  fileSize: 1,
  status,
  creditsUsed: 1,
  errorMessage: null,
  createdAt,
  completedAt: null,
});

const at = (y: number, m: number, d: number) => new Date(y, m, d, 12).toISOString();

const scans = [
  scan("1", "Tower Specs.pdf", "completed", at(2026, 10, 2)),
  scan("2", "school-SPECS-vol2.pdf", "processing", at(2026, 10, 20)),
  scan("3", "Clinic.pdf", "failed", at(2026, 9, 5)),
  scan("4", "Library.pdf", "completed", at(2025, 10, 30)),
];

describe("filterScansByFileName", () => {
  it("matches a case-insensitive substring and keeps everything for a blank query", () => {
    expect(filterScansByFileName(scans, "specs").map((s) => s.id)).toEqual(["1", "2"]);
    expect(filterScansByFileName(scans, "  ")).toHaveLength(4);
    expect(filterScansByFileName(scans, "zzz")).toEqual([]);
  });
});

describe("groupScansByMonth", () => {
  it("groups by calendar month under 'MMMM yyyy', newest first, and skips undated scans", () => {
    const groups = groupScansByMonth([...scans, scan("5", "Undated.pdf", "completed", "")]);
    expect(groups.map((g) => g.label)).toEqual(["November 2026", "October 2026", "November 2025"]);
    expect(groups[0]!.scans.map((s) => s.id)).toEqual(["2", "1"]);
  });
});

describe("history labels and counts", () => {
  it("counts total, completed and processing", () => {
    expect(historyCounts(scans)).toEqual({ total: 4, completed: 2, processing: 1 });
  });

  it("prints MB with two decimals and singular or plural credits", () => {
    expect(formatSizeMb(5 * 1024 * 1024 + 10 * 1024)).toBe("5.01 MB");
    expect(creditsLabel(1)).toBe("1 credit");
    expect(creditsLabel(3)).toBe("3 credits");
    expect(creditsLabel(0)).toBe("0 credits");
  });
});
