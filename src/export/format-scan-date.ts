// 'MMMM d, yyyy' (e.g. "November 22, 2026") in the user's time zone, or 'N/A' when the date is missing or invalid.

const SCAN_DATE_FORMAT = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric" });

export function formatScanDate(date: Date | string | null | undefined): string {
  if (date === null || date === undefined || date === "") return "N/A";
  const parsed = date instanceof Date ? date : new Date(date);
  return Number.isNaN(parsed.getTime()) ? "N/A" : SCAN_DATE_FORMAT.format(parsed);
}
