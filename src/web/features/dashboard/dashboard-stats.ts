// Dashboard figures (product §9) from the server's overview: completed count, scans created this calendar month, success rate.
import type { ScanOverview } from "../../../contract/scans";

export type DashboardStats = {
  documentsScanned: number;
  thisMonth: number;
  /** Rounded percent such as "67%", or "N/A" with no scans. */
  successRate: string;
};

export function dashboardStats(overview: ScanOverview | undefined): DashboardStats {
  if (!overview) return { documentsScanned: 0, thisMonth: 0, successRate: "N/A" };
  const { total, completed, thisMonth } = overview;
  return {
    documentsScanned: completed,
    thisMonth,
    successRate: total === 0 ? "N/A" : `${Math.round((completed / total) * 100)}%`,
  };
}

/** Size in KB with one decimal (product §2, Recent Scans). */
export function formatSizeKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
