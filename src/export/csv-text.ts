// RFC 4180 CSV for spreadsheet and import tools: UTF-8 with a byte-order mark (so Excel reads accents and "–"),
// CRLF line ends, and a field quoted when it holds a comma, a quote or a line break (quotes doubled inside).
export type CsvValue = string | number | null | undefined;

const BYTE_ORDER_MARK = "\uFEFF";
const NEEDS_QUOTES = /[",\r\n]/;

function csvField(value: CsvValue): string {
  const text = value === null || value === undefined ? "" : String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvText(rows: readonly (readonly CsvValue[])[]): string {
  return BYTE_ORDER_MARK + rows.map((row) => `${row.map(csvField).join(",")}\r\n`).join("");
}
