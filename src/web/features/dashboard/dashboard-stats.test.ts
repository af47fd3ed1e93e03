import { describe, expect, it } from "vitest";
import type { ScanOverview } from "../../../contract/scans";
import { startOfLocalMonth } from "@/shared/scans/use-scan-overview";
import { dashboardStats, formatSizeKb } from "./dashboard-stats";

const overview = (counts: Partial<ScanOverview>): ScanOverview => ({
  total: 0,
  completed: 0,
  processing: 0,
  failed: 0,
  thisMonth: 0,
  recent: [],
  ...counts,
});

describe("dashboardStats", () => {
  it("shows completed scans, this month's scans and the rounded success rate", () => {
    expect(dashboardStats(overview({ total: 6, completed: 3, failed: 2, processing: 1, thisMonth: 3 }))).toEqual({
      documentsScanned: 3,
      thisMonth: 3,
      successRate: "50%",
    });
  });

  it("rounds the rate and reports N/A with no scans or before the overview arrives", () => {
    expect(dashboardStats(overview({ total: 3, completed: 2 })).successRate).toBe("67%");
    expect(dashboardStats(overview({}))).toEqual({ documentsScanned: 0, thisMonth: 0, successRate: "N/A" });
    expect(dashboardStats(undefined).successRate).toBe("N/A");
  });
});

describe("startOfLocalMonth", () => {
  it("is local midnight on the first of the month", () => {
    const start = startOfLocalMonth(new Date(2026, 10, 22, 23, 59));
    expect([start.getFullYear(), start.getMonth(), start.getDate(), start.getHours()]).toEqual([2026, 10, 1, 0]);
  });
});

describe("formatSizeKb", () => {
  it("prints kilobytes with one decimal", () => {
    expect(formatSizeKb(2048)).toBe("2.0 KB");
    expect(formatSizeKb(1536 + 51)).toBe("1.5 KB");
  });
});
