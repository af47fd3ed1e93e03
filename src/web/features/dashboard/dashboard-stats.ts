// Dashboard figures (spec §9): completed count, scans created this calendar month, success rate, and the latest scans.
import type { ScanSummary } from "../../../contract/scans";

export type DashboardStats = {
  documentsScanned: number;
  thisMonth: number;
  /** Rounded percent such as "67%", or "N/A" with no scans. */
  successRate: string;
};

export const RECENT_SCAN_LIMIT = 5;

export function dashboardStats(scans: readonly ScanSummary[], now: Date): DashboardStats {
  const completed = scans.filter((s) => s.status === "completed").length;
  const thisMonth = scans.filter((s) => {
    const created = new Date(s.createdAt);
    return created.getFullYear() === now.getFullYear() && created.getMonth() === now.getMonth();
  }).length;
  return {
    documentsScanned: completed,
    thisMonth,
    successRate: scans.length === 0 ? "N/A" : `${Math.round((completed / scans.length) * 100)}%`,
  };
}

/** Newest first by creation time, whatever order the API returned. */
export function recentScans(scans: readonly ScanSummary[], limit = RECENT_SCAN_LIMIT): ScanSummary[] {
  return [...scans].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).slice(0, limit);
}

/** Size in KB with one decimal (spec §2, Recent Scans). */
export function formatSizeKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
