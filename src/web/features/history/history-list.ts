// Scan History rules (product §2): month headings ('MMMM yyyy') over the loaded scans, and the row labels.
import { format } from "date-fns";
import type { ScanSummary } from "../../../contract/scans";

/** The history as one flat list of month headings and scans, so it can be virtualised; `last` closes a month's card. */
export type HistoryRow =
  { kind: "month"; key: string; label: string } | { kind: "scan"; key: string; scan: ScanSummary; last: boolean };

/**
 * Rows for scans the server sent newest first (pages of GET /api/scans): a heading whenever the month changes.
 * Scans without a valid createdAt are left out.
 */
export function historyRows(scans: readonly ScanSummary[]): HistoryRow[] {
  const rows: HistoryRow[] = [];
  let month = "";
  for (const scan of scans) {
    const created = scan.createdAt ? new Date(scan.createdAt) : null;
    if (!created || Number.isNaN(created.getTime())) continue;
    const key = format(created, "yyyy-MM");
    if (key !== month) {
      closeMonth(rows);
      rows.push({ kind: "month", key: `month-${key}`, label: format(created, "MMMM yyyy") });
      month = key;
    }
    rows.push({ kind: "scan", key: scan.id, scan, last: false });
  }
  closeMonth(rows);
  return rows;
}

function closeMonth(rows: HistoryRow[]): void {
  const last = rows.at(-1);
  if (last?.kind === "scan") last.last = true;
}

export function formatSizeMb(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

export function creditsLabel(credits: number): string {
  return `${credits} ${credits === 1 ? "credit" : "credits"}`;
}
