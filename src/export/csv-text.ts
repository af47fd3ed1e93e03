// RFC 4180 CSV for spreadsheet and import tools: UTF-8 with a byte-order mark (so Excel reads accents and "–"),
// CRLF line ends, and a field quoted when it holds a comma, a quote or a line break (quotes doubled inside).
export type CsvValue = string | number | null | undefined;

const BYTE_ORDER_MARK = "\uFEFF";
const NEEDS_QUOTES = /[",\r\n]/;
/**
 * Text that a spreadsheet opening the CSV would run as a formula ("=HYPERLINK(…)", "+1+cmd|…", "@SUM(…)"), or
 * whose first character is a tab or carriage return that hides such a start. A register's text comes from an
 * uploaded book, so it is never trusted: such a field is written with a leading apostrophe, which Excel,
 * LibreOffice and Google Sheets read as "this cell is text" (OWASP's advice for CSV injection). Numbers are
 * written as numbers and are never prefixed.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  const text = typeof value === "string" && FORMULA_START.test(value) ? `'${value}` : String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvText(rows: readonly (readonly CsvValue[])[]): string {
  return BYTE_ORDER_MARK + rows.map((row) => `${row.map(csvField).join(",")}\r\n`).join("");
}
