// Scan History rules (spec §2): filename search, month groups ('MMMM yyyy'), tile counts, and row labels.
import { format } from "date-fns";
import type { ScanSummary } from "../../../contract/scans";

export function filterScansByFileName(scans: readonly ScanSummary[], query: string): ScanSummary[] {
  const needle = query.trim().toLowerCase();
  return needle ? scans.filter((s) => s.fileName.toLowerCase().includes(needle)) : [...scans];
}

export type MonthGroup = { key: string; label: string; scans: ScanSummary[] };

/** Newest month first, newest scan first inside a month; scans without a valid createdAt are left out. */
export function groupScansByMonth(scans: readonly ScanSummary[]): MonthGroup[] {
  const dated = scans
    .map((scan) => ({ scan, created: scan.createdAt ? new Date(scan.createdAt) : null }))
    .filter((d): d is { scan: ScanSummary; created: Date } => d.created !== null && !Number.isNaN(d.created.getTime()))
    .sort((a, b) => b.created.getTime() - a.created.getTime());
  const groups = new Map<string, MonthGroup>();
  for (const { scan, created } of dated) {
    const key = format(created, "yyyy-MM");
    const group = groups.get(key) ?? { key, label: format(created, "MMMM yyyy"), scans: [] };
    group.scans.push(scan);
    groups.set(key, group);
  }
  return [...groups.values()];
}

export type HistoryCounts = { total: number; completed: number; processing: number };

export function historyCounts(scans: readonly ScanSummary[]): HistoryCounts {
  return {
    total: scans.length,
    completed: scans.filter((s) => s.status === "completed").length,
    processing: scans.filter((s) => s.status === "processing").length,
  };
}

export function formatSizeMb(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

export function creditsLabel(credits: number): string {
  return `${credits} ${credits === 1 ? "credit" : "credits"}`;
}
