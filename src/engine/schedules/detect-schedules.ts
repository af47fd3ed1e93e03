// Finds schedule tables in a page's lines: a schedule title, an upper-case column header, then rows that start with a tag.
import type { PageText } from "../types";
import { matchScheduleTitle, type ScheduleKind } from "./schedule-kinds";

/** `line`: the row's index among the page's lines, for its place on the sheet. */
export type ScheduleRow = { tag: string; text: string; line: number };

export type DetectedSchedule = {
  kind: ScheduleKind;
  title: string;
  page: number;
  header: string;
  rows: ScheduleRow[];
};

/** Marks and tags as drawings print them: 101, 101A, A, F1, AHU-1, EF1, PT-1A, 101-2. */
const TAG = /^(?:[A-Z]{1,5}-?\d{1,4}[A-Z]?(?:-\d{1,3})?|\d{1,4}[A-Z]?(?:-\d{1,3})?|[A-Z]{1,2}\d?)$/;
/** Column names that identify the row (one is required in the header). */
const KEY_COLUMNS = /\b(?:MARK|TAG|NO\.?|NUMBER|TYPE|SYMBOL|CODE|ROOM|SET|ITEM|ID|DESIGNATION)\b/;
/** Column names that describe it (at least one more is required, so a lone "TYPE" line is not a header). */
const DESCRIPTIVE_COLUMNS =
  /\b(?:SIZE|WIDTH|HEIGHT|THK|MATERIAL|FINISH|FRAME|HARDWARE|HDW|HW|MODEL|MANUFACTURER|MFR|MANUF|DESCRIPTION|REMARKS|NOTES|LOCATION|CFM|GPM|HP|VOLTS?|VOLTAGE|KW|MBH|TONS|LAMPS?|WATTS|WATTAGE|MOUNTING|FLOOR|BASE|WALLS?|CEILING|COLOR|PRODUCT|SERVES|SERVICE|CAPACITY|ELECTRICAL|PHASE|RPM|FIXTURE|LABEL|RATING|GLAZING|CONNECTIONS?|WASTE|VENT|TRAP|SILL|HEAD|JAMB|ELEVATION|LENGTH|ROOM NAME)\b/;
const MAX_HEADER_LINES = 3;
const MAX_GAP_LINES = 3;
const MIN_ROWS = 2;

// Bare letters ("A", "B") mark lighting fixture and window types; elsewhere they are abbreviation legends ("HM HOLLOW METAL").
const LETTER_TAG_KINDS: ReadonlySet<ScheduleKind> = new Set(["lighting", "window"]);

/** Row tag, reading "SET 4" and "TYPE A" as one tag. */
function rowTag(text: string, kind: ScheduleKind): string | undefined {
  const [first = "", second = ""] = text.trim().split(/\s+/);
  if ((first === "SET" || first === "TYPE") && TAG.test(second)) return `${first} ${second}`;
  // A tag alone on a line is a label or a page number, not a row.
  if (!TAG.test(first) || text.trim() === first) return undefined;
  return /\d/.test(first) || LETTER_TAG_KINDS.has(kind) ? first : undefined;
}

/** Rows of one table share a tag shape: room numbers (101) or prefixed marks (AHU-1, A, SET 1), not a mix. */
const tagShape = (tag: string): "number" | "mark" => (/^\d/.test(tag) ? "number" : "mark");

function isHeader(text: string): boolean {
  return KEY_COLUMNS.test(text) && DESCRIPTIVE_COLUMNS.test(text);
}

/** Reads one schedule starting at the title line `start`; undefined when what follows is not a table. */
function readSchedule(
  lines: readonly string[],
  start: number,
  kind: ScheduleKind,
  page: number,
): DetectedSchedule | undefined {
  const headerLines: string[] = [];
  let index = start + 1;
  while (index < lines.length && headerLines.length < MAX_HEADER_LINES && !isHeader(headerLines.join(" "))) {
    const text = lines[index] ?? "";
    // Column headers are upper case and unlabelled; "A. HARDWARE SET NO. 1" is an all-caps specification paragraph.
    if (/[a-z]/.test(text) || /^\s*(?:[A-Z]|\d{1,2})\.\s/.test(text) || matchScheduleTitle(text)) return undefined;
    headerLines.push(text.trim());
    index += 1;
  }
  const header = headerLines.join(" ");
  if (!isHeader(header)) return undefined;

  const rows: ScheduleRow[] = [];
  let gap = 0;
  for (; index < lines.length && gap < MAX_GAP_LINES; index += 1) {
    const text = (lines[index] ?? "").trim();
    if (matchScheduleTitle(text)) break;
    const tag = rowTag(text, kind);
    if (tag === undefined || (rows[0] && tagShape(rows[0].tag) !== tagShape(tag))) {
      gap += 1; // wrapped cells, notes, blank runs: tolerated, but a long run of them ends the table
      continue;
    }
    rows.push({ tag, text, line: index });
    gap = 0;
  }
  if (rows.length < MIN_ROWS) return undefined;
  return { kind, title: (lines[start] ?? "").trim(), page, header, rows };
}

/** Every schedule table on the page, in reading order. */
export function detectSchedules(page: Pick<PageText, "pageNumber" | "lines">): DetectedSchedule[] {
  const lines = page.lines.map((line) => line.text);
  const found: DetectedSchedule[] = [];
  lines.forEach((text, index) => {
    const kind = matchScheduleTitle(text);
    const schedule = kind && readSchedule(lines, index, kind, page.pageNumber);
    if (schedule) found.push(schedule);
  });
  return found;
}
