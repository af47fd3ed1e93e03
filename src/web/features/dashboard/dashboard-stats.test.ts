import { describe, expect, it } from "vitest";
import type { ScanSummary } from "../../../contract/scans";
import { dashboardStats, formatSizeKb, recentScans } from "./dashboard-stats";

const scan = (id: string, status: string, createdAt: string): ScanSummary => ({
  id,
  batchId: null,
  fileName: `${id}.pdf`,
  fileSize: 2048,
  status,
  creditsUsed: 1,
  errorMessage: null,
  createdAt,
  completedAt: null,
});

const now = new Date(2026, 10, 22, 12);
const local = (y: number, m: number, d: number) => new Date(y, m, d, 9).toISOString();

describe("dashboardStats", () => {
  it("counts completed scans, scans of this calendar month and year, and the rounded success rate", () => {
    const scans = [
      scan("a", "completed", local(2026, 10, 1)),
      scan("b", "failed", local(2026, 10, 21)),
      scan("c", "completed", local(2026, 9, 30)),
      scan("d", "processing", local(2025, 10, 15)),
      scan("e", "completed", local(2026, 10, 22)),
      scan("f", "failed", local(2026, 0, 2)),
    ];
    expect(dashboardStats(scans, now)).toEqual({ documentsScanned: 3, thisMonth: 3, successRate: "50%" });
  });

  it("rounds the rate and reports N/A with no scans", () => {
    const scans = [
      scan("a", "completed", local(2026, 1, 1)),
      scan("b", "completed", local(2026, 1, 1)),
      scan("c", "failed", local(2026, 1, 1)),
    ];
    expect(dashboardStats(scans, now).successRate).toBe("67%");
    expect(dashboardStats([], now)).toEqual({ documentsScanned: 0, thisMonth: 0, successRate: "N/A" });
  });
});

describe("recentScans", () => {
  it("keeps the five newest, newest first", () => {
    const scans = ["3", "1", "6", "2", "5", "4"].map((d) => scan(d, "completed", `2026-11-0${d}T10:00:00.000Z`));
    expect(recentScans(scans).map((s) => s.id)).toEqual(["6", "5", "4", "3", "2"]);
  });
});

describe("formatSizeKb", () => {
  it("prints kilobytes with one decimal", () => {
    expect(formatSizeKb(2048)).toBe("2.0 KB");
    expect(formatSizeKb(1536 + 51)).toBe("1.5 KB");
  });
});
