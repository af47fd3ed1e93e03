import { describe, expect, it } from "vitest";
import type { ScanSummary } from "../../../contract/scans";
import { creditsLabel, formatSizeMb, historyRows } from "./history-list";

const scan = (id: string, createdAt: string): ScanSummary => ({
  id,
  batchId: null,
  fileName: `${id}.pdf`,
  fileSize: 1,
  status: "completed",
  creditsUsed: 1,
  errorMessage: null,
  createdAt,
  completedAt: null,
});

const at = (y: number, m: number, d: number) => new Date(y, m, d, 12).toISOString();

describe("historyRows", () => {
  it("puts a 'MMMM yyyy' heading before each month of the newest-first list and skips undated scans", () => {
    const rows = historyRows([
      scan("2", at(2026, 10, 20)),
      scan("1", at(2026, 10, 2)),
      scan("x", ""),
      scan("3", at(2026, 9, 5)),
      scan("4", at(2025, 10, 30)),
    ]);
    expect(rows.map((r) => (r.kind === "month" ? r.label : `${r.scan.id}${r.last ? " (last)" : ""}`))).toEqual([
      "November 2026",
      "2",
      "1 (last)",
      "October 2026",
      "3 (last)",
      "November 2025",
      "4 (last)",
    ]);
  });

  it("is empty for no scans", () => {
    expect(historyRows([])).toEqual([]);
  });
});

describe("history labels", () => {
  it("prints MB with two decimals and singular or plural credits", () => {
    expect(formatSizeMb(5 * 1024 * 1024 + 10 * 1024)).toBe("5.01 MB");
    expect(creditsLabel(1)).toBe("1 credit");
    expect(creditsLabel(3)).toBe("3 credits");
    expect(creditsLabel(0)).toBe("0 credits");
  });
});
