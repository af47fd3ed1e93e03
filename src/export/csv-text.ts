// RFC 4180 CSV for spreadsheet and import tools: UTF-8 with a byte-order mark (so Excel reads accents and "–"),
// CRLF line ends, and a field quoted when it holds a comma, a quote or a line break (quotes doubled inside).
export type CsvValue = string | number | null | undefined;

const BYTE_ORDER_MARK = "\uFEFF";
const NEEDS_QUOTES = /[",\r\n]/;
/**
 * Text that a spreadsheet opening the CSV would run as a formula ("=HYPERLINK(…)", "+1+cmd|…", "@SUM(…)"). A
 * spreadsheet skips what a reader cannot see before deciding, so the test looks past leading blanks (spaces, the
 * no-break and ideographic spaces, line breaks, tabs), control characters and invisible format characters (zero-width
 * space and joiners, direction marks, a byte-order mark, soft hyphen) to the first visible character, and counts the
 * full-width and small forms of = + - @ (＝＋－＠, ﹦﹢﹣﹫), which East Asian input methods type and some spreadsheets
 * read as the ASCII ones. A field whose first character is a tab, carriage return or line feed is prefixed whatever
 * follows: those hide what starts the cell. A register's text comes from an uploaded book, so it is never trusted:
 * such a field is written with a leading apostrophe, which Excel, LibreOffice and Google Sheets read as "this cell is
 * text" (OWASP's advice for CSV injection). Numbers are written as numbers and are never prefixed (-5 stays -5).
 */
const FORMULA_START = /^[\s\p{Cc}\p{Cf}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B]/u;
const HIDDEN_START = /^[\t\r\n]/;

/** Whether a text field would be read as a formula, or starts with a character that hides how it starts. */
export function looksLikeFormula(text: string): boolean {
  return HIDDEN_START.test(text) || FORMULA_START.test(text);
}

function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  const text = typeof value === "string" && looksLikeFormula(value) ? `'${value}` : String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvText(rows: readonly (readonly CsvValue[])[]): string {
  return BYTE_ORDER_MARK + rows.map((row) => `${row.map(csvField).join(",")}\r\n`).join("");
}
